"""Plain, frozen data shared by every layer.

Nothing here talks to disk, network or Qt; these are the nouns the services hand to the UI and
the CLI. Offsets are always code points into the text they belong to (Qt's UTF-16 positions are
converted at the UI edge).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_IMPORT_FAILED = define(
    "domain.import_failed",
    QT_TRANSLATE_NOOP("messages", "Could not import “{file_name}”: {reason}"),
)

_CANCELLED_UNCHANGED = define(
    "domain.cancelled_unchanged",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cancelled. Nothing was changed.",
    ),
)

#: How a scene break is written in a manuscript's canonical text (a paragraph of its own).
SCENE_BREAK = "* * *"


class WriterLensError(Exception):
    """An error whose message is meant for the writer: what happened and what to do.

    ``message`` is the English text (the CLI prints it); ``said`` is the same message as data
    (:class:`writerlens.messages.Message`) when it was raised with one, so that the UI can show it
    in the writer's language."""

    def __init__(self, message: str | Message) -> None:
        text = str(message)
        super().__init__(text)
        self.message = text
        self.said: Message | None = message if isinstance(message, Message) else None


class ImportProblem(WriterLensError):
    """A file could not be imported; the library is unchanged."""

    def __init__(self, file_name: str, reason: str | Message) -> None:
        super().__init__(_IMPORT_FAILED(file_name=file_name, reason=reason))
        self.file_name = file_name
        self.reason = reason  # English text (a Message is a str), translatable when a Message


class NotFound(WriterLensError):
    """The thing asked for is not in the library (any more)."""


@dataclass(frozen=True)
class Paragraph:
    index: int
    start: int
    end: int
    is_scene_break: bool = False


@dataclass(frozen=True)
class Document:
    """What an importer read from a file, before it is stored.

    ``text`` is canonical: paragraphs joined by a blank line (``"\\n\\n"``), whitespace inside a
    paragraph folded to single spaces, scene breaks written as :data:`SCENE_BREAK`.
    """

    title: str
    text: str
    source_format: str
    warnings: tuple[str | Message, ...] = ()


class SummaryStatus(StrEnum):
    OK = "ok"
    REFUSED = "refused"
    FAILED = "failed"
    #: cut off at the model's token limit even after retries with more room: never "ok"
    TRUNCATED = "truncated"
    #: not a summary by the checks of summarize.checks (a copy of the story, a loop, leaked
    #: markup, a few words where hundreds were asked): kept to be inspected, never "ok"
    FLAGGED = "flagged"


class ReviewStatus(StrEnum):
    NO_SUMMARIES = "no summaries"
    NOT_STARTED = "not started"
    IN_PROGRESS = "in progress"
    COMPLETE = "complete"


@dataclass(frozen=True)
class Manuscript:
    id: int
    title: str
    text: str
    words: int
    tokens: int
    sha256: str
    source_format: str
    source_name: str
    imported_at: str
    family_id: int
    version: int
    reading_level: float | None = None
    is_sample: bool = False
    notes: tuple[str | Message, ...] = ()


@dataclass(frozen=True)
class LibraryEntry:
    """One row of the library list: enough to show, nothing heavy (no text)."""

    id: int
    title: str
    words: int
    tokens: int
    imported_at: str
    version: int
    summaries: int
    review_status: ReviewStatus
    is_sample: bool = False

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "words": self.words,
            "tokens": self.tokens,
            "imported_at": self.imported_at,
            "version": self.version,
            "summaries": self.summaries,
            "review_status": str(self.review_status),
            "is_sample": self.is_sample,
        }


@dataclass(frozen=True)
class Summary:
    """One generated (or demo) summary. Immutable once stored: regenerating makes a new one."""

    id: int
    manuscript_id: int
    provider: str
    model: str
    strategy: str
    text: str
    status: SummaryStatus
    created_at: str
    params: dict[str, Any] = field(default_factory=dict)
    prompts: dict[str, str] = field(default_factory=dict)
    error: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = None
    is_demo: bool = False
    label: str = ""


@dataclass(frozen=True)
class StoryLabels:
    """The writer's own description of the story's style (Reading Subtext's style labels)."""

    narrator: str | None = None  # "reliable" | "unreliable"
    detailed_subplot: bool | None = None
    timeline: str | None = None  # "linear" | "non-linear"


@dataclass(frozen=True)
class ImportOutcome:
    """The result of importing one file."""

    manuscript: Manuscript | None
    duplicate_of: LibraryEntry | None = None
    skipped: bool = False
    warnings: tuple[str | Message, ...] = ()


class Cancelled(WriterLensError):
    """The writer cancelled; whatever finished before is kept."""


class CancelToken:
    """Set from any thread (the Cancel button), checked by the worker between steps."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``, waking at once on a cancel; True if cancelled."""
        return self._event.wait(seconds)

    def raise_if_cancelled(self) -> None:
        if self._event.is_set():
            raise Cancelled(_CANCELLED_UNCHANGED())


@dataclass(frozen=True)
class Span:
    """A highlighted passage of a summary with its error label.

    ``start``/``end`` are code points into the summary's (immutable) text; ``quote``, ``prefix``
    and ``suffix`` repeat the passage and its surroundings so that it can be found again even if
    the offsets ever stop fitting (W3C Web Annotation position + quote selectors).
    """

    id: int
    review_id: int
    summary_id: int
    start: int
    end: int
    quote: str
    prefix: str
    suffix: str
    label_id: str
    comment: str = ""
    antecedent_id: int | None = None
    created_at: str = ""
    updated_at: str = ""
    # The passage an inconsistency or repetition points at (any passage of the same summary,
    # highlighted or not), kept like the span itself: offsets, quote and context.
    antecedent_start: int | None = None
    antecedent_end: int | None = None
    antecedent_quote: str | None = None
    antecedent_prefix: str | None = None
    antecedent_suffix: str | None = None

    @property
    def antecedent(self) -> tuple[int, int] | None:
        """Where the passage this span points at is, in code points (None: it points nowhere)."""
        if self.antecedent_start is None or self.antecedent_end is None:
            return None
        return (self.antecedent_start, self.antecedent_end)


@dataclass(frozen=True)
class Review:
    """A story's review as stored: the blind order shown and the instruments used."""

    id: int
    manuscript_id: int
    summary_order: tuple[int, ...]
    position: dict[str, Any]
    started_at: str
    completed_at: str | None
    revealed_at: str | None
    questionnaire_id: str
    questionnaire_version: str
    taxonomy_id: str
    taxonomy_version: str


# --- Claim-by-claim faithfulness and omissions (the FABLES instrument) -------------------------


class Verdict(StrEnum):
    """Whether the story supports a claim (FABLES' labels; ``partial`` is "partly supported",
    ``unverifiable`` is "can't tell")."""

    FAITHFUL = "faithful"
    UNFAITHFUL = "unfaithful"
    PARTIAL = "partial"
    UNVERIFIABLE = "unverifiable"


class OmissionKind(StrEnum):
    """What a summary left out that matters."""

    EVENT = "event"
    CHARACTER = "character"
    RELATIONSHIP = "relationship"
    ATTRIBUTE = "attribute"
    THEME = "theme"
    ENDING = "ending"


class ClaimOrigin(StrEnum):
    """Where a claim came from: the model's decomposition, or the writer's own hand."""

    MODEL = "model"
    WRITER = "writer"
    EDIT = "edit"
    SPLIT = "split"
    MERGE = "merge"


@dataclass(frozen=True)
class Claim:
    """One short, self-contained statement a summary makes.

    ``start``/``end`` are code points into the summary's text: the passage the claim came from,
    marked in the summary when the claim is selected. A claim the writer edited, split or merged
    is kept with ``retired_at`` set; the claims that replace it list it in ``parents``."""

    id: int
    summary_id: int
    text: str
    start: int
    end: int
    origin: ClaimOrigin = ClaimOrigin.MODEL
    parents: tuple[int, ...] = ()
    claim_set_id: int | None = None
    retired_at: str | None = None
    created_at: str = ""


@dataclass(frozen=True)
class ClaimVerdict:
    """The writer's verdict on one claim, with the story passage given as evidence (code points
    into the story; ``evidence_source`` says whether the writer accepted a proposed passage,
    chose one by selecting story text, or gave none). ``kind`` is an error-taxonomy label id
    saying what is wrong with an unfaithful or partly supported claim."""

    review_id: int
    claim_id: int
    verdict: Verdict
    kind: str | None = None
    comment: str = ""
    evidence_start: int | None = None
    evidence_end: int | None = None
    evidence_quote: str | None = None
    evidence_source: str = "none"
    updated_at: str = ""


@dataclass(frozen=True)
class Omission:
    """A story passage that the listed summaries should have included (code points into the
    story, with quote and context like a span)."""

    id: int
    review_id: int
    start: int
    end: int
    quote: str
    prefix: str
    suffix: str
    kind: OmissionKind
    summary_ids: tuple[int, ...]
    comment: str = ""
    created_at: str = ""
    updated_at: str = ""


@dataclass(frozen=True)
class ClaimJudgment:
    """An LLM judge's verdict on one claim, kept apart from the writer's. ``evidence`` is the
    story passages (start, end code points) the judge was shown or cited; ``verdict`` is None
    when the reply could not be used (see ``status``)."""

    claim_id: int
    judge_model: str
    verdict: Verdict | None
    evidence: tuple[tuple[int, int], ...] = ()
    explanation: str = ""
    status: str = "ok"
    reply: str = ""
    input_tokens: int = 0
    output_tokens: int = 0
    created_at: str = ""
