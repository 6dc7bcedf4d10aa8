"""The study folders whose reports were saved, as the report made them before it read bundles
as a stream into typed columns, in tests/study/data/report-before/ (see
test_study_report_before.py): the two published releases, imported as a coordinator imports
them, and a folder of synthetic writers who sent stories again, with one writer's claims.

Run as a script with the earlier version's checkout first on PYTHONPATH to write the saved
reports again: ``PYTHONPATH=OLD:tests/study python tests/study/report_cases.py OUT``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from claim_seed import claim_data
from shared_data import EXTERNAL
from study_builders import bundle_parts, synthetic_bundle, write

from writerlens.study.coordinator.analysis import analyse
from writerlens.study.coordinator.collection import StudyFolder
from writerlens.study.coordinator.dataset import build_dataset
from writerlens.study.coordinator.releases import import_release
from writerlens.study.coordinator.report import analyse_folder

RELEASES = ("reading-subtext", "booookscore")
SAVED = Path(__file__).parent / "data" / "report-before"
#: what differs between two runs of the same report (the day, the app's version)
VOLATILE = ("created", "app_version")


def release_report(kind: str, tmp: Path) -> dict[str, Any]:
    import_release(kind, EXTERNAL / kind, tmp / kind)
    return analyse_folder(StudyFolder(tmp / kind))


def synthetic_report(tmp: Path) -> dict[str, Any]:
    """Six bundles of four writers (two send stories again: the later judgments count), read
    from a study folder, and a fifth writer's claims and omissions."""
    rng = random.Random(29)
    incoming = tmp / "incoming"
    incoming.mkdir(parents=True, exist_ok=True)
    paths = [
        write(incoming / f"{n}-{who}.wlbundle", synthetic_bundle(rng, who, stories=stories))
        for n, (who, stories) in enumerate(
            [("P01", 6), ("P02", 4), ("P01", 3), ("P03", 5), ("P02", 4), ("P04", 2)]
        )
    ]
    folder = StudyFolder(tmp / "synthetic")
    assert all(r.accepted for r in folder.import_files(paths))
    claims = claim_data()
    manifest = bundle_parts(claims, participant="P77", bundle_id="claims-1")[0]
    bundles = [*folder.iter_bundles(), {"manifest": manifest, "data": claims}]
    return analyse(build_dataset(bundles), study_id=folder.study_id)


def text(report: dict[str, Any]) -> str:
    kept = {k: v for k, v in report.items() if k not in VOLATILE}
    return json.dumps(kept, sort_keys=True, indent=1, default=repr) + "\n"


def main(out: Path) -> None:
    import tempfile

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for kind in RELEASES:
            (out / f"{kind}.json").write_text(text(release_report(kind, Path(tmp))), "utf-8")
        (out / "synthetic.json").write_text(text(synthetic_report(Path(tmp))), "utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
