"""What a review accepts, checked before anything is written, with messages for the writer.

The review service runs these inside the action's transaction; each refusal is a
WriterLensError that ends with "Nothing was changed." because, by then, nothing was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from writerlens.domain import Review, Span, StoryLabels, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, Message, and_list, define
from writerlens.review import spans
from writerlens.review.blinding import BlindSummary
from writerlens.review.progress import ReviewProgress
from writerlens.review.questionnaire import SCALE, Questionnaire
from writerlens.review.state import ReviewPosition, ReviewStep
from writerlens.review.taxonomy import Label, Taxonomy

_REVEALED_READ_ONLY = define(
    "review.rules.revealed_read_only",
    QT_TRANSLATE_NOOP(
        "messages",
        "You have already seen which model wrote each summary, so this review is "
        "kept as you made it, blind. Nothing was changed.",
    ),
)

_SUMMARY_NOT_SHOWN = define(
    "review.rules.summary_not_shown",
    QT_TRANSLATE_NOOP(
        "messages",
        "That summary is not part of this review. Nothing was changed.",
    ),
)

_REFUSAL_NOT_JUDGED = define(
    "review.rules.refusal_not_judged",
    QT_TRANSLATE_NOOP(
        "messages",
        "{name} is a refusal: the model declined to summarize the story, so there is "
        "nothing to rate, highlight or rank. Nothing was changed.",
    ),
)

_QUESTION_UNKNOWN = define(
    "review.rules.question_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no question “{question_id}” in this review's questionnaire. Nothing was changed.",
    ),
)

_ANSWER_OFF_SCALE = define(
    "review.rules.answer_off_scale",
    QT_TRANSLATE_NOOP(
        "messages",
        "Answers go from {lowest} to {highest}; {value!r} is not one of them. Nothing was changed.",
    ),
)

_LABEL_UNKNOWN = define(
    "review.rules.label_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no error label “{label_id}” in this review's list of labels. "
        "Choose one from the list. Nothing was changed.",
    ),
)

_LABEL_CANNOT_LINK = define(
    "review.rules.label_cannot_link",
    QT_TRANSLATE_NOOP(
        "messages",
        "A passage labelled “{name}” cannot point at another passage; only "
        "{allowed} can. Nothing was changed.",
    ),
)

_LINK_SELECTION_EMPTY = define(
    "review.rules.link_selection_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "Select at least one word of this summary as the passage it clashes with. "
        "Nothing was changed.",
    ),
)

_LINK_INSIDE_LINE_BREAK = define(
    "review.rules.link_inside_line_break",
    QT_TRANSLATE_NOOP(
        "messages",
        "That passage starts or ends inside a line break. Select the words again. "
        "Nothing was changed.",
    ),
)

_LINK_TO_ITSELF = define(
    "review.rules.link_to_itself",
    QT_TRANSLATE_NOOP(
        "messages",
        "A passage cannot clash with itself. Choose the other passage it conflicts "
        "with. Nothing was changed.",
    ),
)

_LABEL_UNCHANGED = define(
    "review.rules.label_unchanged",
    QT_TRANSLATE_NOOP(
        "messages",
        "This passage is already labelled “{name}”. Nothing was changed.",
    ),
)

_STORY_LABEL_UNKNOWN = define(
    "review.rules.story_label_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{value}” is not a choice for this story label. The labels were not changed.",
    ),
)

_QUESTIONNAIRE_CHANGED = define(
    "review.rules.questionnaire_changed",
    QT_TRANSLATE_NOOP(
        "messages",
        "This review was started with the questionnaire “{started_id}” version "
        "{started_version}, but “{id}” version {version} was given. Continue it with the one "
        "it started with, so that your answers keep their meaning.",
    ),
)

_TAXONOMY_CHANGED = define(
    "review.rules.taxonomy_changed",
    QT_TRANSLATE_NOOP(
        "messages",
        "This review was started with the list of error labels “{started_id}” version "
        "{started_version}, but “{id}” version {version} was given. Continue it with the one "
        "it started with, so that your answers keep their meaning.",
    ),
)

_NO_LABEL_MAY_POINT = define(
    "review.no_label_may_point",
    QT_TRANSLATE_NOOP(
        "messages",
        "A passage labelled “{name}” cannot point at another passage; none of the "
        "labels can. Nothing was changed.",
    ),
)

_NOTHING_CHANGED_AFTER = define(
    "review.nothing_changed_after",
    QT_TRANSLATE_NOOP("messages", "{problem} Nothing was changed."),
)

_STORY_LABEL_VALUES: dict[str, tuple[object, ...]] = {
    "narrator": (None, "reliable", "unreliable"),
    "detailed_subplot": (None, True, False),
    "timeline": (None, "linear", "non-linear"),
}


class ReviewIncomplete(WriterLensError):
    """Something required is missing; ``progress`` says what."""

    def __init__(self, progress: ReviewProgress) -> None:
        super().__init__(progress.message)
        self.progress = progress


class ReviewLocked(WriterLensError):
    """The models have been revealed, so the blind judgments are kept as they were."""


LOCKED_MESSAGE = _REVEALED_READ_ONLY()


class Rules:
    """The checks of one review: its summaries as shown, its questionnaire and its labels."""

    def __init__(
        self, shown: Sequence[BlindSummary], questionnaire: Questionnaire, taxonomy: Taxonomy
    ) -> None:
        self.shown = tuple(shown)
        self.questionnaire = questionnaire
        self.taxonomy = taxonomy

    def summary(self, summary_id: int) -> BlindSummary:
        for shown in self.shown:
            if shown.summary_id == summary_id:
                return shown
        raise WriterLensError(_SUMMARY_NOT_SHOWN())

    def rateable(self, summary_id: int) -> BlindSummary:
        shown = self.summary(summary_id)
        if not shown.rateable:
            raise WriterLensError(_REFUSAL_NOT_JUDGED(name=shown.name))
        return shown

    def question(self, question_id: str) -> None:
        if question_id not in self.questionnaire.question_ids:
            raise WriterLensError(_QUESTION_UNKNOWN(question_id=question_id))

    def answer(self, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in SCALE:
            raise WriterLensError(
                _ANSWER_OFF_SCALE(lowest=SCALE[0], highest=SCALE[-1], value=value)
            )
        return value

    def label(self, label_id: str) -> Label:
        try:
            return self.taxonomy.label(label_id)
        except KeyError:
            raise WriterLensError(_LABEL_UNKNOWN(label_id=label_id)) from None

    def link(
        self,
        label: Label,
        summary_id: int,
        start: int,
        antecedent_id: int | None,
        antecedent: Span | None,
    ) -> None:
        """``antecedent`` is the span ``antecedent_id`` names in this review (None if none)."""
        if antecedent_id is None:
            return
        if not label.may_point_at_antecedent:
            raise WriterLensError(self._cannot_point(label))
        try:
            spans.check_antecedent(summary_id, start, antecedent)
        except WriterLensError as exc:
            raise WriterLensError(_NOTHING_CHANGED_AFTER(problem=exc.said or exc.message)) from None

    def _cannot_point(self, label: Label) -> Message:
        allowed = [x.name for x in self.taxonomy.labels if x.may_point_at_antecedent]
        if not allowed:
            return _NO_LABEL_MAY_POINT(name=label.name)
        return _LABEL_CANNOT_LINK(name=label.name, allowed=and_list(allowed, quoted=True))

    def link_passage(
        self, label: Label, text: str, span: tuple[int, int], passage: tuple[int, int]
    ) -> None:
        """Any passage of the same summary (highlighted or not) but the span's own words."""
        if not label.may_point_at_antecedent:
            raise WriterLensError(self._cannot_point(label))
        start, end = passage
        if not (0 <= start < end <= len(text)) or not text[start:end].strip():
            raise WriterLensError(_LINK_SELECTION_EMPTY())
        if not (spans.is_boundary(text, start) and spans.is_boundary(text, end)):
            raise WriterLensError(_LINK_INSIDE_LINE_BREAK())
        if (start, end) == span:
            raise WriterLensError(_LINK_TO_ITSELF())

    def not_twice(
        self, others: Iterable[Span], start: int, end: int, label: Label, span_id: int | None
    ) -> None:
        """One label once per passage: a second identical highlight is a slip, not data."""
        for other in others:
            same = (other.start, other.end, other.label_id) == (start, end, label.id)
            if same and other.id != span_id:
                raise WriterLensError(_LABEL_UNCHANGED(name=label.name))

    def position(self, position: ReviewPosition) -> None:
        """A place the UI can be (a bug, not the writer's doing, if not: ValueError)."""
        step = ReviewStep(position.step)
        ids = {s.summary_id for s in self.shown}
        if step.about_a_summary and position.summary_id not in ids:
            raise ValueError(f"step {step} needs a summary of this review, not {position}")
        if position.summary_id is not None and position.summary_id not in ids:
            raise ValueError(f"summary {position.summary_id} is not part of this review")
        if position.question_id is not None:
            self.question(position.question_id)


def check_story_labels(labels: StoryLabels) -> None:
    for name, allowed in _STORY_LABEL_VALUES.items():
        value = getattr(labels, name)
        if value not in allowed or (value is not None and type(value) is not type(allowed[1])):
            raise WriterLensError(_STORY_LABEL_UNKNOWN(value=value))


def check_instruments(review: Review, questionnaire: Questionnaire, taxonomy: Taxonomy) -> None:
    """A review continues with the wording it started with, or its answers change meaning."""
    for kind, have, started in (
        (
            _QUESTIONNAIRE_CHANGED,
            questionnaire,
            (review.questionnaire_id, review.questionnaire_version),
        ),
        (_TAXONOMY_CHANGED, taxonomy, (review.taxonomy_id, review.taxonomy_version)),
    ):
        if started[0] and (have.id, have.version) != started:
            raise WriterLensError(
                kind(
                    started_id=started[0],
                    started_version=started[1],
                    id=have.id,
                    version=have.version,
                )
            )
