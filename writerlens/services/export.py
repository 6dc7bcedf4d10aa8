"""Exporting the writer's reviews as an anonymized study bundle (``.wlbundle``).

The export dialog calls :func:`preview` to show exactly the ``data.json`` that would be
written, then :func:`export_bundle`, which writes the same text atomically (a failed or
cancelled export leaves no file). Both run off the GUI thread: reading a library of many
stories and scrubbing their text takes a moment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from writerlens import redaction
from writerlens.domain import CancelToken
from writerlens.llm import keys
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.services.export_checks import code_problem, identifying, manifest_identifying
from writerlens.services.export_source import (
    ONLY_SAMPLE_REVIEWED,
    automatic_scores,
    gather,
    practice_story_ids,
    snapshot,
)
from writerlens.services.library import Library
from writerlens.services.model_setup import servers
from writerlens.services.study import keep_membership, membership
from writerlens.store import library as settings
from writerlens.store import reviews as review_rows
from writerlens.study.errors import ExportFailed
from writerlens.study.formats import BUNDLE_SUFFIX
from writerlens.study.writer.anonymize import Scrubber, candidates, detectors
from writerlens.study.writer.bundle_claims import carries_text
from writerlens.study.writer.bundle_data import ExportOptions, ExportSource, build_data, dumps
from writerlens.study.writer.bundle_file import build_manifest, write_bundle

_FOLDER_MISSING = define(
    "services.export.folder_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The folder {parent} does not exist. Choose another place for the bundle.",
    ),
)

_NOTHING_REVIEWED = define(
    "services.export.nothing_reviewed",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is nothing to export yet: no story has a review. Review a story's "
        "summaries first, then export.",
    ),
)

_KEY_FRAGMENT = define(
    "services.export.key_fragment",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle would hold a piece of one of your API keys, so nothing was "
        "written. Delete the summary or note that holds it (or replace the key in "
        "Settings → API keys), then export again.",
    ),
)

_WRITE_FAILED = define(
    "services.export.write_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle could not be written to {parent} ({detail}). "
        "Nothing was left there; choose another folder or free some space and try "
        "again.",
    ),
)

__all__ = [
    "ExportOptions",
    "ExportPreview",
    "ExportResult",
    "automatic_scores",
    "export_bundle",
    "gather",
    "identifying",
    "practice_story_ids",
    "preview",
    "preview_with_report",
]

OnExportStep = Callable[[str], None]
_NAMES = "export.scrub_names"


@dataclass(frozen=True)
class ExportResult:
    path: Path
    bundle_id: str
    data_sha256: str
    stories: int
    summaries: int
    reviews: int
    size: int


@dataclass(frozen=True)
class ExportPreview:
    """Exactly the ``data.json`` an export would write now, and an account of it: what was
    replaced (``ScrubReport.as_dict``), whether a piece of an API key is still in it (then the
    export is refused), and names the text suggests that the writer has not listed."""

    text: str
    replaced: dict[str, dict[str, object]]
    key_found: bool
    suggested_names: tuple[tuple[str, int], ...]
    #: why the bundle cannot be saved because the scrubber left something identifying in a text
    #: it cleaned (the same check, and message, as the export's); None when nothing was left
    leftover: Message | None = None
    #: every change made to what a model wrote, (where, before, after) with a little context:
    #: the writer can see that no word of a summary changed but an identifier
    model_changes: tuple[tuple[str, str, str], ...] = ()


def options_for(library: Library) -> ExportOptions:
    """The options the export dialog starts with: the study's wishes, the names saved last.
    (The dialog opens with this: the detectors start loading in the background now, so that
    neither its preview nor its export waits for them.)"""
    detectors.warm_up()
    study = membership(library).study
    names = tuple(settings.get_setting(library.store, _NAMES, []) or [])
    if study is None:
        return ExportOptions(names=names)
    return ExportOptions(
        include_story_text=study.collect.story_text,
        include_titles=study.collect.titles,
        include_summary_text=study.collect.summary_text,
        include_comments=study.collect.comments,
        names=names,
    )


def save_names(library: Library, names: tuple[str, ...]) -> None:
    """Remember the names to scrub for the next export (they stay in the library only)."""
    settings.set_setting(library.store, _NAMES, list(names))


def preview(library: Library, options: ExportOptions, cancel: CancelToken | None = None) -> str:
    """Exactly the ``data.json`` text that :func:`export_bundle` would write now."""
    return preview_with_report(library, options, cancel).text


def preview_with_report(
    library: Library, options: ExportOptions, cancel: CancelToken | None = None
) -> ExportPreview:
    """The preview text with what was replaced in it and the names worth a look."""
    source = snapshot(library, options, cancel)
    known = _known_keys(library)
    scrubber = Scrubber(options.names, keys=known)
    data = build_data(source, options, scrubber)
    text = dumps(data)
    return ExportPreview(
        text=text,
        replaced=scrubber.report.as_dict(),
        key_found=redaction.has_fragment(text, known),
        suggested_names=_suggested_names(source, options, known),
        leftover=identifying(data, scrubber) or code_problem(library, source, options),
        model_changes=tuple(scrubber.report.model_changes),
    )


def _known_keys(library: Library) -> list[str]:
    """Every API key WriterLens can find, for the servers the writer set up too."""
    return keys.known_keys(keys.server_key_name(s.name) for s in servers(library))


def _suggested_names(
    source: ExportSource, options: ExportOptions, known: list[str]
) -> tuple[tuple[str, int], ...]:
    """Names the writer might want to add, read from the texts after addresses, paths and key
    pieces are gone (so that nothing of a key is ever shown, even as a suggestion)."""
    scrub = Scrubber(keys=known)
    texts = [scrub(text) for text in _free_texts(source, options)]
    return tuple(candidates(texts, options.names)[:40])


def _free_texts(source: ExportSource, options: ExportOptions) -> list[str]:
    """The writer's words that the bundle will carry, where names could hide."""
    texts: list[str] = []
    for story in source.stories:
        if options.include_titles:
            texts.append(story.manuscript.title)
        if options.include_story_text:
            texts.append(story.manuscript.text)
        if options.include_summary_text:
            texts.extend(s.text for s in story.summaries)
            texts.extend(c.text for c in story.claims if carries_text(c.origin, options))
        if options.include_comments:
            texts.extend(story.feedback.values())
            texts.extend(span.comment for span in story.spans)
            texts.extend(v.comment for v in story.claim_verdicts)
            texts.extend(o.comment for o in story.omissions)
            texts.extend(p.question + "\n" + p.answer for p in story.probes)
    return texts


_COORDINATOR_WOULD_REFUSE = define(
    "services.export.coordinator_would_refuse",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle was not kept: the coordinator's import would refuse it ({reason}). Your "
        "reviews are unchanged; tell the study coordinator, who may need to correct the study "
        "file.",
    ),
)


def _check_as_the_coordinator_will(path: Path) -> None:
    """Read the written bundle back with the coordinator's own reader (the schema, the sizes,
    the references) before anyone is told to send it; a bundle it would refuse is deleted."""
    from writerlens.study.coordinator.bundle_reader import read_bundle
    from writerlens.study.errors import BundleRejected

    try:
        read_bundle(path)
    except BundleRejected as exc:
        path.unlink(missing_ok=True)
        raise ExportFailed(_COORDINATOR_WOULD_REFUSE(reason=exc.message)) from None


#: What the export is doing, said while the writer waits (the export dialog's progress line).
_EXPORT_READING_REVIEWS = define(
    "services.export.reading_reviews", QT_TRANSLATE_NOOP("messages", "Reading your reviews…")
)
_EXPORT_REMOVING_IDENTIFIERS = define(
    "services.export.removing_identifiers",
    QT_TRANSLATE_NOOP("messages", "Removing names and anything that could identify you…"),
)
_EXPORT_WRITING_FILE = define(
    "services.export.writing_file", QT_TRANSLATE_NOOP("messages", "Writing {file_name}…")
)


def export_bundle(
    library: Library,
    path: Path,
    options: ExportOptions,
    *,
    progress: OnExportStep | None = None,
    cancel: CancelToken | None = None,
) -> ExportResult:
    """Write the bundle atomically; on any failure or cancel, no file is left at ``path``."""
    say = progress or (lambda _m: None)
    path = Path(path)
    if path.suffix != BUNDLE_SUFFIX:
        path = path.with_name(path.name + BUNDLE_SUFFIX)
    if not path.parent.is_dir():
        raise ExportFailed(_FOLDER_MISSING(parent=path.parent))
    say(_EXPORT_READING_REVIEWS())
    source = snapshot(library, options, cancel)
    if not source.stories:
        practised = review_rows.sample_was_reviewed(library.store)
        raise ExportFailed(ONLY_SAMPLE_REVIEWED() if practised else _NOTHING_REVIEWED())
    say(_EXPORT_REMOVING_IDENTIFIERS())
    known = _known_keys(library)
    scrubber = Scrubber(options.names, keys=known)
    data = build_data(source, options, scrubber)
    text = dumps(data)
    leftover = identifying(data, scrubber)
    if leftover is not None:
        raise ExportFailed(leftover)
    if redaction.has_fragment(text, known):
        raise ExportFailed(_KEY_FRAGMENT())
    manifest = build_manifest(data, text, study_id=source.study_id, participant=source.participant)
    problem = code_problem(library, source, options) or manifest_identifying(manifest, scrubber)
    if problem is not None:
        raise ExportFailed(problem)
    if cancel is not None:
        cancel.raise_if_cancelled()
    say(_EXPORT_WRITING_FILE(file_name=path.name))
    keep_membership(library)  # the ids this bundle carries are the writer's from now on
    try:
        write_bundle(path, manifest, text, between=cancel.raise_if_cancelled if cancel else None)
    except OSError as exc:
        raise ExportFailed(_WRITE_FAILED(parent=path.parent, detail=exc.strerror or exc)) from None
    _check_as_the_coordinator_will(path)
    return ExportResult(
        path=path,
        bundle_id=manifest["bundle_id"],
        data_sha256=manifest["members"]["data.json"]["sha256"],
        stories=len(data["stories"]),
        summaries=len(data["summaries"]),
        reviews=len(data["reviews"]),
        size=path.stat().st_size,
    )
