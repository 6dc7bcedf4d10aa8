"""Published studies' released data, opened as a study: converted into one bundle per person
who judged, then imported through the very checks and per-file report that writers' bundles
get. A coordinator can so reproduce a paper's tables, and set their own study beside it.

Each release keeps its own licence; the import shows it (and the licence file's first line),
since the data may be used only as that licence allows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator.collection import ImportResult, StudyFolder
from writerlens.study.coordinator.releases.scratch import scratch_folder

_LICENCE = define(
    "study.releases.licence",
    QT_TRANSLATE_NOOP("messages", "{title} release — licence: {licence}. Cite: {citation}"),
)
_LICENCE_LINE = define(
    "study.releases.licence_line",
    QT_TRANSLATE_NOOP(
        "messages",
        "{title} release — licence: {licence} (its LICENSE file begins: “{line}”). Cite: "
        "{citation}",
    ),
)

_UNKNOWN = define(
    "study.releases.unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{kind}” is not a release WriterLens can open (it knows {known}).",
    ),
)

_FOLDER_MISSING = define(
    "study.releases.folder_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The folder {root} was not found. Choose the release's folder.",
    ),
)

_FOLDER_MISMATCH = define(
    "study.releases.folder_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "{root} does not hold the {title} release ({what}).{hint} Choose the folder "
        "the release unpacked into.",
    ),
)


@dataclass(frozen=True)
class Release:
    key: str
    title: str
    citation: str
    licence: str
    what: str


RELEASES: dict[str, Release] = {
    "reading-subtext": Release(
        "reading-subtext",
        "Reading Subtext",
        "Subbiah, Zhang, Chilton, McKeown. “Reading Subtext: Evaluating Large Language Models "
        "on Short Story Summarization with Writers.” TACL 2024.",
        "CC BY-NC-SA 4.0 (attribution, non-commercial use only, share alike)",
        "writers' answers, rankings and story labels, the LLM judges' answers and BooookScore "
        "(writer_ratings_comments.tsv, story_labels.json, summary_scores/)",
    ),
    "booookscore": Release(
        "booookscore",
        "BooookScore",
        "Chang, Lo, Goyal, Iyyer. “BooookScore: A systematic exploration of book-length "
        "summarization in the era of LLMs.” ICLR 2024.",
        "MIT",
        "four annotators' pairwise comparisons of hierarchical and incremental GPT-4 book "
        "summaries (qualitative_comparison/formal/, Label Studio exports)",
    ),
}


@dataclass
class ReleaseImport:
    release: Release
    licence_line: str
    results: list[ImportResult]
    notes: list[str] = field(default_factory=list)
    #: per aspect, how often each side was chosen (BooookScore's pairwise comparison)
    comparison: dict[str, Any] | None = None
    comparison_lines: list[str] = field(default_factory=list)

    @property
    def rejected(self) -> int:
        return sum(1 for r in self.results if not r.accepted)

    def licence_text(self) -> str:
        release = self.release
        if self.licence_line:
            return _LICENCE_LINE(
                title=release.title,
                licence=release.licence,
                line=self.licence_line,
                citation=release.citation,
            )
        return _LICENCE(title=release.title, licence=release.licence, citation=release.citation)


def detect(root: Path) -> str | None:
    """Which release a folder holds, by the files only that release has."""
    from writerlens.study.coordinator.releases import booookscore, reading_subtext

    root = Path(root)
    if reading_subtext.looks_like(root):
        return reading_subtext.KEY
    if booookscore.looks_like(root):
        return booookscore.KEY
    return None


def _licence_line(root: Path) -> str:
    try:
        with (root / "LICENSE").open(encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.strip():
                    return line.strip()[:120]
    except OSError:
        pass
    return ""


def import_release(
    kind: str,
    root: Path,
    study_dir: Path,
    *,
    say: Callable[[str], None] | None = None,
    progress: Callable[[ImportResult], None] | None = None,
    cancel: CancelToken | None = None,
) -> ReleaseImport:
    """Convert the release in ``root`` and import it into ``study_dir``. WriterLensError when
    the folder is not that release; rejected bundles are reported per file, as for writers'."""
    from writerlens.study.coordinator.releases import booookscore, reading_subtext

    if kind not in RELEASES:
        known = ", ".join(RELEASES)
        raise WriterLensError(_UNKNOWN(kind=kind, known=known))
    root = Path(root)
    if not root.is_dir():
        raise WriterLensError(_FOLDER_MISSING(root=root))
    release = RELEASES[kind]
    looks = reading_subtext.looks_like if kind == reading_subtext.KEY else booookscore.looks_like
    if not looks(root):
        found = detect(root)
        hint = f" It looks like the {RELEASES[found].title} release." if found else ""
        raise WriterLensError(
            _FOLDER_MISMATCH(root=root, title=release.title, what=release.what, hint=hint)
        )
    outcome = ReleaseImport(release, _licence_line(root), [])
    # not a TemporaryDirectory: a killed run never reaches its cleanup; this one's folder is
    # removed by the next run
    with scratch_folder() as tmp:
        if kind == reading_subtext.KEY:
            paths, notes = reading_subtext.convert(root, Path(tmp), say)
        else:
            paths, notes, comparison = booookscore.convert(root, Path(tmp), say)
            outcome.comparison = comparison.as_json()
            outcome.comparison_lines = comparison.lines()
        outcome.notes = notes
        if cancel is not None:
            cancel.raise_if_cancelled()
        outcome.results = StudyFolder(study_dir).import_files(
            paths, progress, cancel, one_update=True
        )
    return outcome
