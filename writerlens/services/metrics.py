"""Automatic measures of a summary, for the UI and the CLI: from the library or from any texts.

Slow enough for a novel (a fraction of a second, more the first time) to belong in a worker:
both calls take a ``progress`` callback and a cancel token.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from writerlens.domain import CancelToken, ImportProblem, NotFound, WriterLensError
from writerlens.metrics.copying import DEFAULT_MIN_WORDS
from writerlens.metrics.measures import Progress, SummaryMeasures, measure
from writerlens.services.library import Library
from writerlens.texts import read_document

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
    progress: Progress | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure any summary against any story (both as plain text)."""
    _check_min_words(min_copy_words)
    return measure(story_text, summary_text, min_copy_words, progress=progress, cancel=cancel)


def measure_files(
    story_path: Path,
    summary_path: Path,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    progress: Progress | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure a summary file against a story file (any format the library imports)."""
    _check_min_words(min_copy_words)
    try:
        story = read_document(story_path)
    except ImportProblem as exc:
        raise WriterLensError(f"Could not read the story “{exc.file_name}”: {exc.reason}") from None
    summary_text = read_summary_file(summary_path)
    return measure_texts(story.text, summary_text, min_copy_words, progress, cancel)


def measures_for_summary(
    library: Library,
    summary_id: int,
    min_copy_words: int = DEFAULT_MIN_WORDS,
    progress: Progress | None = None,
    cancel: CancelToken | None = None,
) -> SummaryMeasures:
    """Measure a stored summary against the story it summarises."""
    _check_min_words(min_copy_words)
    manuscript_id = library.store.scalar(
        "SELECT manuscript_id FROM summaries WHERE id = ?", (summary_id,)
    )
    if manuscript_id is None:
        raise NotFound(f"There is no summary with id {summary_id} in the library.")
    summary = next(s for s in library.summaries(manuscript_id) if s.id == summary_id)
    if not summary.text.strip():
        raise WriterLensError(
            "This summary has no text to measure (it did not finish). "
            "Measure another summary, or generate this one again."
        )
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
        raise WriterLensError(
            f"A copied phrase must be at least one word long (not {min_copy_words}). "
            "Use 5, the usual length, or any whole number above 0."
        )


def read_summary_file(path: Path) -> str:
    """A summary saved as a plain text file, as written (no paragraph guessing: a summary's
    lines are its own)."""
    path = Path(path)
    name = path.name or str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise WriterLensError(
            f"Could not read the summary “{name}”: there is no such file. "
            "Check the name and the folder, then try again."
        ) from None
    except IsADirectoryError:
        raise WriterLensError(
            f"Could not read the summary “{name}”: it is a folder, not a file. "
            "Give the path of the summary's text file."
        ) from None
    except UnicodeDecodeError:
        raise WriterLensError(
            f"Could not read the summary “{name}”: it is not plain text in UTF-8. "
            "Save it as a plain text file (.txt, UTF-8) and try again."
        ) from None
    except OSError as exc:
        raise WriterLensError(
            f"Could not read the summary “{name}” ({exc.strerror or 'the system refused'}). "
            "Check that the file can be opened, then try again."
        ) from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise WriterLensError(
            f"The summary “{name}” is empty, so there is nothing to measure. "
            "Check that you chose the right file."
        )
    return text
