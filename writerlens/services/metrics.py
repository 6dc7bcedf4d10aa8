"""Automatic measures of a summary, for the UI and the CLI: from the library or from any texts.

Slow enough for a novel (a fraction of a second, more the first time) to belong in a worker:
both calls take a ``progress`` callback and a cancel token.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from writerlens.domain import CancelToken, ImportProblem, NotFound, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.metrics.copying import DEFAULT_MIN_WORDS
from writerlens.metrics.measures import OnMeasureStep, SummaryMeasures, measure
from writerlens.services.library import Library
from writerlens.store import library as library_rows
from writerlens.store.notices import SUMMARY_NOT_FOUND
from writerlens.texts import read_document

_STORY_UNREADABLE = define(
    "services.metrics.story_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the story “{file_name}”: {reason}",
    ),
)

_SUMMARY_WITHOUT_TEXT = define(
    "services.metrics.summary_without_text",
    QT_TRANSLATE_NOOP(
        "messages",
        "This summary has no text to measure (it did not finish). Measure another "
        "summary, or generate this one again.",
    ),
)

_COPY_LENGTH_INVALID = define(
    "services.metrics.copy_length_invalid",
    QT_TRANSLATE_NOOP(
        "messages",
        "A copied phrase must be at least one word long (not {min_copy_words}). Use "
        "5, the usual length, or any whole number above 0.",
    ),
)

_SUMMARY_FILE_MISSING = define(
    "services.metrics.summary_file_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the summary “{name}”: there is no such file. Check the name "
        "and the folder, then try again.",
    ),
)

_SUMMARY_FILE_IS_FOLDER = define(
    "services.metrics.summary_file_is_folder",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the summary “{name}”: it is a folder, not a file. Give the "
        "path of the summary's text file.",
    ),
)

_SUMMARY_NOT_UTF8 = define(
    "services.summary_not_utf8",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the summary “{name}”: it is not plain text in UTF-8. Save it as a "
        "plain text file (.txt, UTF-8) and try again.",
    ),
)

_SUMMARY_OS_ERROR = define(
    "services.summary_os_error",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the summary “{name}” ({detail}). Check that the file can be opened, "
        "then try again.",
    ),
)

_SUMMARY_FILE_DENIED = define(
    "services.metrics.summary_file_denied",
    QT_TRANSLATE_NOOP(
        "messages",
        "Could not read the summary “{name}” (the system refused). Check that the file can be "
        "opened, then try again.",
    ),
)

_SUMMARY_FILE_EMPTY = define(
    "services.metrics.summary_file_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "The summary “{name}” is empty, so there is nothing to measure. Check that "
        "you chose the right file.",
    ),
)

__all__ = [
    "SummaryMeasures",
    "measure_files",
    "measure_texts",
    "measures_for_summary",
    "read_summary_file",
]


def measure_texts(
    story_text: str,
    summary_text: str,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    progress: OnMeasureStep | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure any summary against any story (both as plain text)."""
    _check_min_words(min_copy_words)
    return measure(story_text, summary_text, min_copy_words, progress=progress, cancel=cancel)


def measure_files(
    story_path: Path,
    summary_path: Path,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    progress: OnMeasureStep | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure a summary file against a story file (any format the library imports)."""
    _check_min_words(min_copy_words)
    try:
        story = read_document(story_path)
    except ImportProblem as exc:
        raise WriterLensError(
            _STORY_UNREADABLE(file_name=exc.file_name, reason=exc.reason)
        ) from None
    summary_text = read_summary_file(summary_path)
    return measure_texts(story.text, summary_text, min_copy_words, progress, cancel)


def measures_for_summary(
    library: Library,
    summary_id: int,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    progress: OnMeasureStep | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure a stored summary against the story it summarises."""
    _check_min_words(min_copy_words)
    manuscript_id = library_rows.summary_story(library.store, summary_id)
    if manuscript_id is None:
        raise NotFound(SUMMARY_NOT_FOUND(summary_id=summary_id))
    summary = next(s for s in library.summaries(manuscript_id) if s.id == summary_id)
    if not summary.text.strip():
        raise WriterLensError(_SUMMARY_WITHOUT_TEXT())
    manuscript = library.manuscript(manuscript_id)
    measures = measure(
        manuscript.text,
        summary.text,
        min_copy_words,
        story_reading_level=manuscript.reading_level,
        progress=progress,
        cancel=cancel,
    )
    return replace(measures, summary_id=summary_id, manuscript_id=manuscript_id)


def _check_min_words(min_copy_words: int) -> None:
    if min_copy_words < 1:
        raise WriterLensError(_COPY_LENGTH_INVALID(min_copy_words=min_copy_words))


def read_summary_file(path: Path) -> str:
    """A summary saved as a plain text file, as written (no paragraph guessing: a summary's
    lines are its own)."""
    path = Path(path)
    name = path.name or str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise WriterLensError(_SUMMARY_FILE_MISSING(name=name)) from None
    except IsADirectoryError:
        raise WriterLensError(_SUMMARY_FILE_IS_FOLDER(name=name)) from None
    except UnicodeDecodeError:
        raise WriterLensError(_SUMMARY_NOT_UTF8(name=name)) from None
    except OSError as exc:
        if exc.strerror:
            raise WriterLensError(_SUMMARY_OS_ERROR(name=name, detail=exc.strerror)) from None
        raise WriterLensError(_SUMMARY_FILE_DENIED(name=name)) from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise WriterLensError(_SUMMARY_FILE_EMPTY(name=name))
    return text
