"""A report read as a stream into typed columns has every number, note and paper table of the
report made before (every bundle's rows held as Python tuples), to the last digit: on the two
published releases (real writers' and annotators' answers, yes/no answers) and on synthetic
writers who sent stories again, with claims. The saved reports were written by the earlier
version (``tests/study/report_cases.py``), only its day and version number left out."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_cases import RELEASES, SAVED, release_report, synthetic_report, text
from shared_data import EXTERNAL, need_shared_data


@pytest.mark.parametrize("kind", RELEASES)
def test_a_released_studys_report_is_the_one_made_before(kind: str, tmp_path: Path) -> None:
    need_shared_data(EXTERNAL / kind)
    made = text(release_report(kind, tmp_path))
    assert made == (SAVED / f"{kind}.json").read_text("utf-8")


def test_a_synthetic_studys_report_is_the_one_made_before(tmp_path: Path) -> None:
    made = text(synthetic_report(tmp_path))
    assert "sent again in a later bundle" in made and '"claims": 15' in made
    assert made == (SAVED / "synthetic.json").read_text("utf-8")
