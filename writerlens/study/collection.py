"""A coordinator's study folder: the bundles accepted so far, and importing more.

Layout (every name chosen here, never taken from a bundle)::

    <study folder>/
        index.json                 which bundles were accepted, in order, with their hashes
        bundles/00001-<hash>.json  one accepted bundle: {"manifest": ..., "data": ...}

Files are written atomically and only inside the folder; ``bundles`` must be a real folder
(a symbolic link there could point anywhere, so it is refused).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.domain import CancelToken, WriterLensError
from writerlens.study.atomic import write_text_atomic
from writerlens.study.bundle_checks import range_problems
from writerlens.study.bundle_data import dumps
from writerlens.study.bundle_reader import Bundle, read_bundle
from writerlens.study.errors import BundleRejected
from writerlens.study.formats import DEFAULT_LIMITS, Limits, today

INDEX = "index.json"
BUNDLES = "bundles"
_INDEX_FORMAT = "writerlens-study-folder"


@dataclass(frozen=True)
class ImportResult:
    """One file's outcome, for the per-file line the coordinator reads."""

    file: str
    accepted: bool
    reason: str = ""
    bundle_id: str = ""
    participant: str = ""
    stored_as: str = ""

    def line(self) -> str:
        if self.accepted:
            return f"accepted  {self.file}: participant {self.participant}, bundle {self.bundle_id}"
        return f"rejected  {self.file}: {self.reason}"


class StudyFolder:
    def __init__(self, root: Path, limits: Limits = DEFAULT_LIMITS) -> None:
        self.root = Path(root)
        self.limits = limits

    # -- the index -------------------------------------------------------------------------------

    def index(self) -> dict[str, Any]:
        path = self.root / INDEX
        if not path.is_file():
            return {"format": _INDEX_FORMAT, "version": 1, "bundles": []}
        try:
            index = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise WriterLensError(
                f"The study folder's list of bundles ({path}) cannot be read ({exc}). "
                "Restore it from a backup, or import the bundles again into a new folder."
            ) from None
        if not isinstance(index, dict) or index.get("format") != _INDEX_FORMAT:
            raise WriterLensError(
                f"{path} is not a WriterLens study folder's index. Choose another folder."
            )
        return index

    @property
    def study_id(self) -> str | None:
        return self.index().get("study_id")

    def set_study(self, study_id: str) -> None:
        """Fix which study this folder collects (bundles of other studies are refused)."""
        index = self.index()
        if index.get("bundles") and index.get("study_id") != study_id:
            raise WriterLensError(
                f"This folder already holds bundles of study “{index.get('study_id')}”. "
                "Choose an empty folder for another study."
            )
        index["study_id"] = study_id
        self._prepare()
        write_text_atomic(self.root / INDEX, dumps(index))

    # -- importing -------------------------------------------------------------------------------

    def import_files(
        self,
        paths: Iterable[Path],
        progress: Callable[[ImportResult], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> list[ImportResult]:
        """Import each file, going on after a rejection; every result is reported."""
        results: list[ImportResult] = []
        for path in paths:
            if cancel is not None:
                cancel.raise_if_cancelled()
            result = self.import_file(Path(path))
            results.append(result)
            if progress is not None:
                progress(result)
        return results

    def import_file(self, path: Path) -> ImportResult:
        name = path.name
        try:
            bundle = read_bundle(path, self.limits)
            stored = self.accept(bundle)
        except BundleRejected as exc:
            return ImportResult(name, False, exc.reason)
        return ImportResult(
            name, True, bundle_id=bundle.bundle_id, participant=bundle.participant, stored_as=stored
        )

    def accept(self, bundle: Bundle) -> str:
        """Store a checked bundle under a name of our own; BundleRejected if it is one we have,
        or one of another study, or one with a score outside its declared range."""
        out_of_range = range_problems(bundle.data)
        if out_of_range:
            raise BundleRejected(
                "it holds numbers outside their range (" + "; ".join(out_of_range[:3]) + "). "
                "Ask the participant to export again with WriterLens"
            )
        index = self.index()
        entries: list[dict[str, Any]] = index.setdefault("bundles", [])
        for entry in entries:
            if entry.get("bundle_id") == bundle.bundle_id:
                raise BundleRejected(
                    f"it was already imported (bundle {bundle.bundle_id}, "
                    f"on {entry.get('imported', 'an earlier day')})"
                )
            if entry.get("content_sha256") == bundle.content_sha256:
                raise BundleRejected(
                    "the same data was already imported (from bundle "
                    f"{entry.get('bundle_id')}); it is a copy"
                )
        if "study_id" in index and index["study_id"] != bundle.study_id:
            theirs = bundle.study_id or "no study"
            raise BundleRejected(
                f"it belongs to study “{theirs}”, and this folder collects study "
                f"“{index['study_id']}”"
            )
        index["study_id"] = bundle.study_id
        self._prepare()
        stored = f"{len(entries) + 1:05d}-{bundle.content_sha256[:16]}.json"
        # compact: a large study's report reads every accepted bundle again
        compact = json.dumps(
            {"manifest": bundle.manifest, "data": bundle.data},
            ensure_ascii=False,
            separators=(",", ":"),
        )
        write_text_atomic(self.root / BUNDLES / stored, compact)
        entries.append(
            {
                "file": stored,
                "bundle_id": bundle.bundle_id,
                "content_sha256": bundle.content_sha256,
                "participant": bundle.participant,
                "imported": today(),
            }
        )
        write_text_atomic(self.root / INDEX, dumps(index))
        return stored

    def _prepare(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        folder = self.root / BUNDLES
        if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
            raise WriterLensError(
                f"{folder} is not a plain folder (it is a link or a file). Move it aside and "
                "import again: bundles are only ever written into the study folder itself."
            )
        folder.mkdir(exist_ok=True)

    # -- reading back ----------------------------------------------------------------------------

    def bundles(self) -> list[dict[str, Any]]:
        """The accepted bundles, in the order they were imported."""
        found: list[dict[str, Any]] = []
        for entry in self.index().get("bundles", []):
            name = str(entry.get("file", ""))
            if "/" in name or "\\" in name or name.startswith("."):
                continue  # the index is ours; a name like this was not written by us
            path = self.root / BUNDLES / name
            try:
                found.append(json.loads(path.read_text("utf-8")))
            except (OSError, ValueError) as exc:
                raise WriterLensError(
                    f"The accepted bundle {path} cannot be read ({exc}). Import it again."
                ) from None
        return found
