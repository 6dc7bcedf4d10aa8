"""The writer's library: import, list, show, rename, remove. Called by the UI and the CLI alike.

Importing is split in two so that the slow part (reading, counting tokens, reading level) runs in
a worker and the writer can be asked about a duplicate before anything is written:
:meth:`Library.prepare_import` reads and measures; :meth:`Library.commit_import` stores.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import platformdirs

from writerlens import APP_NAME
from writerlens.domain import (
    CancelToken,
    Document,
    ImportOutcome,
    LibraryEntry,
    Manuscript,
    StoryLabels,
    Summary,
    WriterLensError,
)
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.resources import resource_path
from writerlens.services.address_secrets import move_to_keyring
from writerlens.store import library as rows
from writerlens.store.db import DB_FILE_NAME, Store

# What reads and measures a story (the importers, the segmenter, the tokenizer, the reading
# level) is imported by the first import, not when the library opens: the window's start
# needs none of it (issue #29).

_READING = define(
    "services.library.reading",
    QT_TRANSLATE_NOOP(
        "messages",
        "Reading {name}…",
    ),
)

_COUNTING = define(
    "services.library.counting",
    QT_TRANSLATE_NOOP(
        "messages",
        "Counting words and tokens in {name}…",
    ),
)

_READING_LEVEL = define(
    "services.library.reading_level",
    QT_TRANSLATE_NOOP(
        "messages",
        "Measuring the reading level of {name}…",
    ),
)

_DUPLICATE_TEXT = define(
    "services.library.duplicate_text",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{file_name}” has the same text as “{title}”, already in your library "
        "(imported {imported}). Skip it, or import it as version "
        "{version} of that story.",
    ),
)

_TITLE_EMPTY = define(
    "services.library.title_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "A story needs a title; the old one was kept.",
    ),
)

OnLibraryStep = Callable[[str], None]

SAMPLE_STORY = "the-lamplighters-ledger.md"
DEMO_SUMMARIES = "demo_summaries.json"
_SAMPLE_OFFERED = "sample_offered"


class OnDuplicate(StrEnum):
    """What to do when the same text is already in the library."""

    ASK = "ask"
    SKIP = "skip"
    NEW_VERSION = "new-version"


class DuplicateText(WriterLensError):
    """The text is already in the library; the caller decides (skip or new version)."""

    def __init__(self, file_name: str, existing: LibraryEntry, prepared: PreparedImport) -> None:
        super().__init__(
            _DUPLICATE_TEXT(
                file_name=file_name,
                title=existing.title,
                imported=existing.imported_at[:10],
                version=existing.version + 1,
            )
        )
        self.existing = existing
        self.prepared = prepared


@dataclass(frozen=True)
class PreparedImport:
    """A file read and measured, not yet stored."""

    document: Document
    source_name: str
    words: int
    tokens: int
    sha256: str
    reading_level: float | None


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def text_sha256(text: str) -> str:
    import hashlib  # with the first story read, not when the library opens

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def warm_up(tokens: bool = True, reading: bool = True) -> None:
    """Load the tokenizer (``tokens``) and the pronunciation table for the reading level
    (``reading``) now, once per run, so that the first import, review or estimate does not
    wait for them."""
    if tokens:
        from writerlens.texts.tokens import count_tokens

        count_tokens("warm up")
    if reading:
        from writerlens.metrics.readability import flesch_kincaid_grade

        flesch_kincaid_grade("The lamp was lit. It glowed.")


class Library:
    def __init__(self, store: Store) -> None:
        self.store = store
        # credentials in a server address, from before they went to the keyring
        move_to_keyring(store)

    @classmethod
    def open(cls, data_dir: Path | None = None, read_only: bool = False) -> Library:
        """``read_only``: another WriterLens owns the library (it is also opened read-only when
        its file or folder cannot be written)."""
        folder = Path(data_dir) if data_dir else default_data_dir()
        return cls(Store(folder / DB_FILE_NAME, read_only=read_only))

    @property
    def read_only(self) -> bool:
        return self.store.read_only

    @property
    def data_dir(self) -> Path:
        return self.store.path.parent

    def close(self) -> None:
        self.store.close()

    # -- reading -----------------------------------------------------------------------------

    def entries(self) -> list[LibraryEntry]:
        return rows.library_entries(self.store)

    def entry(self, manuscript_id: int) -> LibraryEntry:
        return rows.library_entry(self.store, manuscript_id)

    def manuscript(self, manuscript_id: int) -> Manuscript:
        return rows.get_manuscript(self.store, manuscript_id)

    def summaries(self, manuscript_id: int) -> list[Summary]:
        return rows.summaries_for(self.store, manuscript_id)

    def story_labels(self, manuscript_id: int) -> StoryLabels:
        return rows.story_labels(self.store, manuscript_id)

    # -- changing ----------------------------------------------------------------------------

    def rename(self, manuscript_id: int, title: str) -> None:
        title = " ".join(title.split())
        if not title:
            raise WriterLensError(_TITLE_EMPTY())
        rows.rename_manuscript(self.store, manuscript_id, title)

    def remove(self, manuscript_id: int) -> None:
        rows.delete_manuscript(self.store, manuscript_id)

    def set_story_labels(self, manuscript_id: int, labels: StoryLabels) -> None:
        rows.set_story_labels(self.store, manuscript_id, labels)

    # -- how the writer left the screens (window sizes, where they were reading) -------------

    def view_setting(self, key: str, default: Any = None) -> Any:
        """A remembered view setting (kept in the library, so it follows the writer's data)."""
        return rows.get_setting(self.store, f"view.{key}", default)

    def set_view_setting(self, key: str, value: Any) -> None:
        rows.set_setting(self.store, f"view.{key}", value)

    # -- importing ---------------------------------------------------------------------------

    def prepare_import(
        self,
        path: Path,
        progress: OnLibraryStep | None = None,
        cancel: CancelToken | None = None,
    ) -> PreparedImport:
        """Read and measure a file (slow for a novel: run it off the GUI thread)."""
        from writerlens.metrics.readability import flesch_kincaid_grade
        from writerlens.texts import count_words, read_document
        from writerlens.texts.extract import readable_name
        from writerlens.texts.tokens import count_tokens

        path = Path(path)
        say = progress or (lambda _msg: None)
        say(_READING(name=path.name))
        document = read_document(path)
        if cancel:
            cancel.raise_if_cancelled()
        say(_COUNTING(name=path.name))
        words = count_words(document.text)
        tokens = count_tokens(document.text)
        if cancel:
            cancel.raise_if_cancelled()
        say(_READING_LEVEL(name=path.name))
        return PreparedImport(
            document=document,
            source_name=readable_name(path.name),
            words=words,
            tokens=tokens,
            sha256=text_sha256(document.text),
            reading_level=flesch_kincaid_grade(document.text),
        )

    def duplicate_of(self, prepared: PreparedImport) -> LibraryEntry | None:
        """The newest story in the library with exactly this text, if any."""
        ids = rows.manuscript_ids_with_sha256(self.store, prepared.sha256)
        return self.entry(max(ids)) if ids else None

    def commit_import(
        self,
        prepared: PreparedImport,
        on_duplicate: OnDuplicate = OnDuplicate.ASK,
        title: str | None = None,
        is_sample: bool = False,
    ) -> ImportOutcome:
        existing = self.duplicate_of(prepared)
        version_of = None
        if existing is not None:
            if on_duplicate is OnDuplicate.ASK:
                raise DuplicateText(prepared.source_name, existing, prepared)
            if on_duplicate is OnDuplicate.SKIP:
                return ImportOutcome(
                    manuscript=None,
                    duplicate_of=existing,
                    skipped=True,
                    warnings=prepared.document.warnings,
                )
            version_of = existing.id
        from writerlens.texts.titles import story_title

        document = prepared.document
        new_id = rows.insert_manuscript(
            self.store,
            title=" ".join(
                (title or story_title(document.title, document.text, prepared.source_name)).split()
            )
            or prepared.source_name,
            text=document.text,
            words=prepared.words,
            tokens=prepared.tokens,
            sha256=prepared.sha256,
            source_format=document.source_format,
            source_name=prepared.source_name,
            reading_level=prepared.reading_level,
            is_sample=is_sample,
            notes=document.warnings,
            version_of=version_of,
        )
        return ImportOutcome(
            manuscript=self.manuscript(new_id),
            duplicate_of=existing,
            warnings=document.warnings,
        )

    def import_file(
        self,
        path: Path,
        on_duplicate: OnDuplicate = OnDuplicate.ASK,
        progress: OnLibraryStep | None = None,
        cancel: CancelToken | None = None,
    ) -> ImportOutcome:
        """Read, measure and store one file. Raises ImportProblem or DuplicateText."""
        prepared = self.prepare_import(path, progress, cancel)
        return self.commit_import(prepared, on_duplicate)

    # -- the sample --------------------------------------------------------------------------

    def sample_offered(self) -> bool:
        return bool(rows.get_setting(self.store, _SAMPLE_OFFERED, False))

    def install_sample(self) -> Manuscript:
        """Put the sample story and its three demo summaries into the library.

        Recorded in settings, so that a writer who deletes the sample does not get it back
        at the next start.
        """
        prepared = self.prepare_import(resource_path("samples", SAMPLE_STORY))
        outcome = self.commit_import(prepared, OnDuplicate.NEW_VERSION, is_sample=True)
        assert outcome.manuscript is not None
        manuscript = outcome.manuscript
        demos = json.loads(resource_path("samples", DEMO_SUMMARIES).read_text("utf-8"))
        for demo in demos["summaries"]:
            rows.insert_summary(
                self.store,
                manuscript_id=manuscript.id,
                provider="demo",
                model=demo["id"],
                strategy="hand-written",
                text=demo["text"],
                params={"quality": demo["quality"]},
                is_demo=True,
                label=demo["label"],
            )
        rows.set_setting(self.store, _SAMPLE_OFFERED, True)
        return manuscript

    def ensure_sample(self) -> Manuscript | None:
        """On first start, install the sample; afterwards, never again."""
        if self.sample_offered():
            return None
        return self.install_sample()
