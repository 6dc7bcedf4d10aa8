"""What a review accepts, checked before anything is written, with messages for the writer.

The review service runs these inside the action's transaction; each refusal is a
WriterLensError that ends with "Nothing was changed." because, by then, nothing was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from writerlens.domain import Review, Span, StoryLabels, WriterLensError
from writerlens.review import spans
from writerlens.review.blinding import BlindSummary
from writerlens.review.progress import Progress
from writerlens.review.questionnaire import SCALE, Questionnaire
from writerlens.review.state import ReviewPosition, ReviewStep
from writerlens.review.taxonomy import Label, Taxonomy

_UNCHANGED = " Nothing was changed."
_STORY_LABEL_VALUES: dict[str, tuple[object, ...]] = {
    "narrator": (None, "reliable", "unreliable"),
    "detailed_subplot": (None, True, False),
    "timeline": (None, "linear", "non-linear"),
}


class ReviewIncomplete(WriterLensError):
    """Something required is missing; ``progress`` says what."""

    def __init__(self, progress: Progress) -> None:
        super().__init__(progress.message)
        self.progress = progress


class ReviewLocked(WriterLensError):
    """The models have been revealed, so the blind judgments are kept as they were."""


LOCKED_MESSAGE = (
    "You have already seen which model wrote each summary, so this review is kept as you made "
    "it, blind." + _UNCHANGED
)


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
        raise WriterLensError("That summary is not part of this review." + _UNCHANGED)

    def rateable(self, summary_id: int) -> BlindSummary:
        shown = self.summary(summary_id)
        if not shown.rateable:
            raise WriterLensError(
                f"{shown.name} is a refusal: the model declined to summarize the story, so "
                "there is nothing to rate, highlight or rank." + _UNCHANGED
            )
        return shown

    def question(self, question_id: str) -> None:
        if question_id not in self.questionnaire.question_ids:
            raise WriterLensError(
                f"There is no question “{question_id}” in this review's questionnaire." + _UNCHANGED
            )

    def answer(self, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value not in SCALE:
            raise WriterLensError(
                f"Answers go from {SCALE[0]} to {SCALE[-1]}; {value!r} is not one of them."
                + _UNCHANGED
            )
        return value

    def label(self, label_id: str) -> Label:
        try:
            return self.taxonomy.label(label_id)
        except KeyError:
            raise WriterLensError(
                f"There is no error label “{label_id}” in this review's list of labels. "
                "Choose one from the list." + _UNCHANGED
            ) from None

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
            allowed = [f"“{x.name}”" for x in self.taxonomy.labels if x.may_point_at_antecedent]
            raise WriterLensError(
                f"A passage labelled “{label.name}” cannot point at another passage; only "
                f"{' and '.join(allowed) or 'none of the labels'} can." + _UNCHANGED
            )
        try:
            spans.check_antecedent(summary_id, start, antecedent)
        except WriterLensError as exc:
            raise WriterLensError(exc.message + _UNCHANGED) from None

    def link_passage(
        self, label: Label, text: str, span: tuple[int, int], passage: tuple[int, int]
    ) -> None:
        """Any passage of the same summary (highlighted or not) but the span's own words."""
        if not label.may_point_at_antecedent:
            allowed = [f"“{x.name}”" for x in self.taxonomy.labels if x.may_point_at_antecedent]
            raise WriterLensError(
                f"A passage labelled “{label.name}” cannot point at another passage; only "
                f"{' and '.join(allowed) or 'none of the labels'} can." + _UNCHANGED
            )
        start, end = passage
        if not (0 <= start < end <= len(text)) or not text[start:end].strip():
            raise WriterLensError(
                "Select at least one word of this summary as the passage it clashes with."
                + _UNCHANGED
            )
        if not (spans.is_boundary(text, start) and spans.is_boundary(text, end)):
            raise WriterLensError(
                "That passage starts or ends inside a line break. Select the words again."
                + _UNCHANGED
            )
        if (start, end) == span:
            raise WriterLensError(
                "A passage cannot clash with itself. Choose the other passage it conflicts with."
                + _UNCHANGED
            )

    def not_twice(
        self, others: Iterable[Span], start: int, end: int, label: Label, span_id: int | None
    ) -> None:
        """One label once per passage: a second identical highlight is a slip, not data."""
        for other in others:
            same = (other.start, other.end, other.label_id) == (start, end, label.id)
            if same and other.id != span_id:
                raise WriterLensError(
                    f"This passage is already labelled “{label.name}”." + _UNCHANGED
                )

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
            raise WriterLensError(
                f"“{value}” is not a choice for this story label. The labels were not changed."
            )


def check_instruments(review: Review, questionnaire: Questionnaire, taxonomy: Taxonomy) -> None:
    """A review continues with the wording it started with, or its answers change meaning."""
    for noun, have, started in (
        ("questionnaire", questionnaire, (review.questionnaire_id, review.questionnaire_version)),
        ("list of error labels", taxonomy, (review.taxonomy_id, review.taxonomy_version)),
    ):
        if started[0] and (have.id, have.version) != started:
            raise WriterLensError(
                f"This review was started with the {noun} “{started[0]}” version "
                f"{started[1]}, but “{have.id}” version {have.version} was given. Continue it "
                "with the one it started with, so that your answers keep their meaning."
            )
