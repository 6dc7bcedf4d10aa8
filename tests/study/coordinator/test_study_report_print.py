"""The HTML report as a paper's appendix: narrow headline tables, each plot under its own
heading, a sentence for an empty table, label names (ids only in the CSV files), and a block
that says how to cite it."""

from __future__ import annotations

import random
import re
from pathlib import Path

from study_builders import synthetic_bundle, write

from writerlens import __version__
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.html_report import NOTHING
from writerlens.study.coordinator.plots import ANSWERS_PLOT, RANKING_PLOT
from writerlens.study.coordinator.report import make_report


def _report(study: Path, out: Path) -> str:
    files = make_report(StudyFolder(study), out)
    return files.html_path.read_text("utf-8")


def _sections(html: str) -> dict[str, str]:
    """h2 heading -> the page up to the next h2."""
    parts = re.split(r"<h2>(.*?)</h2>", html)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def _synthetic(tmp_path: Path) -> str:
    rng = random.Random(3)
    paths = [
        write(tmp_path / f"p{i}.wlbundle", synthetic_bundle(rng, f"P{i:02d}")) for i in range(4)
    ]
    results = StudyFolder(tmp_path / "study").import_files(paths)
    assert all(r.accepted for r in results)
    return _report(tmp_path / "study", tmp_path / "out")


def test_label_names_on_the_page_and_ids_in_the_csv(tmp_path: Path) -> None:
    html = _synthetic(tmp_path)
    csv = (tmp_path / "out" / "tables" / "labels.csv").read_text("utf-8")
    ids = set(re.findall(r"\b(?:coverage|faithfulness|coherence|analysis)\.[a-z_]+", csv))
    assert ids  # the CSV keeps the ids
    assert not [i for i in ids if i in html]  # the page shows none of them
    assert "Repetition (coherence)" in html or "Too vague (coverage)" in html


def test_headline_tables_are_narrow_enough_to_print(tmp_path: Path) -> None:
    html = _synthetic(tmp_path)
    paper = _sections(html)["Tables as a paper prints them"]
    first_tables = re.findall(r"<table>.*?</table>", paper)[:2]
    assert first_tables
    for table in first_tables:
        header = re.search(r"<thead>(.*?)</thead>", table)
        assert header is not None and header.group(1).count("<th") <= 8
    assert "@media print" in html and "@page" in html


def test_cite_block_names_the_version_and_instruments(tmp_path: Path) -> None:
    html = _synthetic(tmp_path)
    cite = _sections(html + "<h2>end</h2>")["Cite this report"]
    assert f"WriterLens {__version__}" in cite
    assert "questionnaire: reading-subtext (version 1)" in cite
    assert "error labels: reading-subtext (version 1)" in cite


def test_without_answers_no_plot_stands_under_the_answers(external: Path, tmp_path: Path) -> None:
    from writerlens.study.coordinator.releases import import_release

    outcome = import_release("booookscore", external / "booookscore", tmp_path / "study")
    assert not outcome.rejected
    html = _report(tmp_path / "study", tmp_path / "out")
    sections = _sections(html)
    answers = sections["Answers per model and question"]
    assert "<img" not in answers and NOTHING in answers
    assert f'alt="{RANKING_PLOT}"' in sections["Ranking"]
    assert f'alt="{ANSWERS_PLOT}"' not in html
    # no table is printed as bare headers
    assert "<tbody></tbody>" not in html


def test_counts_read_as_sentences_with_plurals(tmp_path: Path) -> None:
    """ "4 bundles from 4 participants", never a program's "bundle(s)" (#25)."""
    html = _synthetic(tmp_path)
    assert "4 bundles from 4 participants:" in html
    assert "(s)" not in re.sub(r"<[^>]+>", " ", html.split("<h2>")[0])


def test_plots_title_questions_by_their_names() -> None:
    from writerlens.study.coordinator.label_names import question_names

    report = {"instruments": {"questionnaires": [{"id": "reading-subtext", "version": "1"}]}}
    names = question_names(report)
    assert names["coverage"] == "Coverage" and names["faithfulness"] == "Faithfulness"
    assert question_names({"instruments": {"questionnaires": [{"id": "no-such"}]}}) == {}
