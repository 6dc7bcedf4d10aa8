"""A writer's blind review of a story's summaries, one committed action at a time.

There is no Save button: every method that changes something is ONE transaction, committed
before it returns, so an action the UI has acknowledged survives a crash or a kill. A method
that refuses (a WriterLensError) has written nothing.

Rules a writer will notice:
- The blind order is drawn when the review starts and never changes (see ``review.blinding``).
- Once complete, a review can still be changed, and stays complete as long as it stays
  complete; a change that leaves something missing (clearing an answer) makes it incomplete
  again, in the same transaction, and the writer completes it again.
- Model names are revealed only on request after completion. From then on the judgments
  (answers, feedback, spans, ranking) are kept as they were: they were made blind, and a change
  made while knowing the models would not be. Where the writer is, and the story labels (which
  describe the story, not the summaries), can still change.
- Undo: :meth:`delete_span` returns everything needed to put the span back with
  :meth:`restore_span` (same id when it is free, links from later spans included), so a
  QUndoStack can undo and redo adds, edits and deletes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

from writerlens.domain import NotFound, Review, Span, StoryLabels, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review import blinding, spans
from writerlens.review.blinding import BlindSummary
from writerlens.review.progress import ReviewProgress, measure
from writerlens.review.questionnaire import (
    DEFAULT_QUESTIONNAIRE,
    Questionnaire,
    questionnaire_by_id,
)
from writerlens.review.ranking import check_ranking
from writerlens.review.rules import (
    LOCKED_MESSAGE,
    ReviewIncomplete,
    ReviewLocked,
    Rules,
    check_instruments,
    check_story_labels,
)
from writerlens.review.state import KEEP, DeletedSpan, Keep, ReviewPosition, ReviewState, SpanEdit
from writerlens.review.taxonomy import (
    DEFAULT_TAXONOMY,
    Label,
    Taxonomy,
    taxonomy_by_id,
)
from writerlens.services.library import Library
from writerlens.services.review_instruments import _instrument, keep_instrument
from writerlens.services.review_spans import SpanCache
from writerlens.store import reviews as rows
from writerlens.store.db import utc_now

_SPAN_GONE = define(
    "services.review.span_gone",
    QT_TRANSLATE_NOOP(
        "messages",
        "That highlighted passage is no longer there. Nothing was changed.",
    ),
)


_REVEAL_AFTER_MISSING = define(
    "services.review.reveal_after_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The models' names are shown once your review is complete, so that your judgments "
        "stay blind. {missing}",
    ),
)
_REVEAL_AFTER_COMPLETE = define(
    "services.review.reveal_after_complete",
    QT_TRANSLATE_NOOP(
        "messages",
        "The models' names are shown once your review is complete, so that your judgments "
        "stay blind. Mark the review complete first.",
    ),
)


class ReviewSession:
    """One story's review. Cheap to make; holds no state that the library does not, except a
    copy of the spans that is checked against the library on every read (see
    ``services.review_spans``)."""

    def __init__(
        self, library: Library, review: Review, questionnaire: Questionnaire, taxonomy: Taxonomy
    ) -> None:
        self.library = library
        self.store = library.store
        self.review_id = review.id
        self.manuscript_id = review.manuscript_id
        self.questionnaire = questionnaire
        self.taxonomy = taxonomy
        self._span_copy = SpanCache(library.store, review.id)  # what state() read last time
        # the blind list, before and after the reveal
        self._shown: dict[bool, tuple[BlindSummary, ...]] = {}
        self._reading_level: tuple[float | None] | None = None  # the story never changes
        # The order and the summaries are immutable: the blind list can be kept.
        self.rules = Rules(
            blinding.blind(
                review.summary_order, library.summaries(review.manuscript_id), revealed=False
            ),
            questionnaire,
            taxonomy,
        )

    # -- opening -------------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        library: Library,
        manuscript_id: int,
        *,
        summary_ids: Sequence[int] | None = None,
        questionnaire: Questionnaire | None = None,
        taxonomy: Taxonomy | None = None,
        rng: random.Random | None = None,
    ) -> ReviewSession:
        """Resume the story's review, or start it by drawing and recording the blind order.

        ``summary_ids`` (default: every ok or refused summary) and ``rng`` only matter when the
        review starts. Resuming with a questionnaire or taxonomy other than the one the review
        started with is refused: the answers would no longer mean what they meant.
        """
        existing = rows.review_for(library.store, manuscript_id)
        if existing is not None:
            return cls._resume(library, existing, questionnaire, taxonomy)
        questionnaire = questionnaire or questionnaire_by_id()
        taxonomy = taxonomy or taxonomy_by_id()
        with library.store.write():
            existing = rows.review_for(library.store, manuscript_id)  # another thread won
            if existing is not None:
                return cls._resume(library, existing, questionnaire, taxonomy)
            library.manuscript(manuscript_id)  # NotFound if the story is gone
            chosen = blinding.choose(library.summaries(manuscript_id), summary_ids)
            review = rows.insert_review(
                library.store,
                manuscript_id=manuscript_id,
                summary_order=blinding.shuffled([s.id for s in chosen], rng),
                questionnaire_id=questionnaire.id,
                questionnaire_version=questionnaire.version,
                taxonomy_id=taxonomy.id,
                taxonomy_version=taxonomy.version,
            )
        return cls(library, review, questionnaire, taxonomy)

    @classmethod
    def existing(cls, library: Library, manuscript_id: int) -> ReviewSession | None:
        """The story's review if it was started (with the instruments it started with)."""
        review = rows.review_for(library.store, manuscript_id)
        return None if review is None else cls._resume(library, review, None, None)

    @classmethod
    def _resume(
        cls,
        library: Library,
        review: Review,
        questionnaire: Questionnaire | None,
        taxonomy: Taxonomy | None,
    ) -> ReviewSession:
        questionnaire = questionnaire or _instrument(
            library,
            "questionnaire",
            review.questionnaire_id or DEFAULT_QUESTIONNAIRE,
            review.questionnaire_version,
        )
        taxonomy = taxonomy or _instrument(
            library, "taxonomy", review.taxonomy_id or DEFAULT_TAXONOMY, review.taxonomy_version
        )
        check_instruments(review, questionnaire, taxonomy)
        return cls(library, review, questionnaire, taxonomy)

    # -- reading -------------------------------------------------------------------------------

    def state(self) -> ReviewState:
        """A consistent snapshot of everything the review screen shows."""
        inside_a_caller_transaction = self.store.connection().in_transaction
        with self._reading():
            review = rows.get_review(self.store, self.review_id)
            revealed = review.revealed_at is not None
            shown = self._shown.get(revealed)
            if shown is None:  # a review's summaries never change: read them once
                shown = blinding.blind(
                    review.summary_order,
                    self.library.summaries(self.manuscript_id),
                    revealed=revealed,
                )
                self._shown[revealed] = shown
            answers = rows.answers(self.store, self.review_id)
            ranking = rows.ranking(self.store, self.review_id)
            labels = self.library.story_labels(self.manuscript_id)
            place = {s.summary_id: i for i, s in enumerate(shown)}
            all_spans = self._span_copy.spans(place, committed=not inside_a_caller_transaction)
            if self._reading_level is None:
                manuscript = self.library.manuscript(self.manuscript_id)
                self._reading_level = (manuscript.reading_level,)
            return ReviewState(
                review_id=review.id,
                manuscript_id=review.manuscript_id,
                summaries=shown,
                answers=answers,
                feedback=rows.feedback(self.store, self.review_id),
                spans=all_spans,
                ranking=ranking,
                labels=labels,
                reading_level=self._reading_level[0],
                position=ReviewPosition.from_json(review.position),
                progress=measure(shown, answers, ranking, self.questionnaire, labels),
                questionnaire_id=review.questionnaire_id,
                questionnaire_version=review.questionnaire_version,
                taxonomy_id=review.taxonomy_id,
                taxonomy_version=review.taxonomy_version,
                started_at=review.started_at,
                completed_at=review.completed_at,
                revealed_at=review.revealed_at,
            )

    def with_spans(self, state: ReviewState) -> ReviewState:
        """``state`` with the spans as saved now: what a highlight added, changed or removed
        (nothing else a snapshot holds depends on the spans, the completed mark included)."""
        place = {s.summary_id: i for i, s in enumerate(state.summaries)}
        committed = not self.store.connection().in_transaction
        with self._reading():
            return replace(state, spans=self._span_copy.spans(place, committed=committed))

    def progress(self) -> ReviewProgress:
        with self._reading():
            return self._progress()

    def spans(self, summary_id: int | None = None) -> list[Span]:
        """The review's spans (of one summary, if given), by position."""
        return rows.spans(self.store, self.review_id, summary_id)

    # -- answers and feedback ------------------------------------------------------------------

    def answer(self, summary_id: int, question_id: str, value: int) -> None:
        """Answer a question (again: a new answer replaces the old one)."""
        with self._judging():
            self.rules.rateable(summary_id)
            self.rules.question(question_id)
            value = self.rules.answer(value)
            rows.set_answer(self.store, self.review_id, summary_id, question_id, value)

    def clear_answer(self, summary_id: int, question_id: str) -> None:
        with self._judging():
            self.rules.rateable(summary_id)
            self.rules.question(question_id)
            rows.delete_answer(self.store, self.review_id, summary_id, question_id)

    def set_feedback(self, summary_id: int, text: str, expected: str | None = None) -> None:
        """Keep the writer's feedback on a summary (a refused one too); blank removes it.

        Each call is one small commit (~15-20 ms with a full sync): call it as the writer types,
        debounced, and when the field loses focus. ``expected`` is the text the window showed
        before (see :func:`writerlens.store.reviews.set_feedback`: newer words are never
        overwritten)."""
        with self._judging():
            self.rules.summary(summary_id)
            rows.set_feedback(
                self.store,
                self.review_id,
                summary_id,
                text if text.strip() else "",
                expected if expected is None or expected.strip() else "",
            )

    # -- spans ---------------------------------------------------------------------------------

    def add_span(
        self,
        summary_id: int,
        start: int,
        end: int,
        label_id: str,
        comment: str = "",
        antecedent_id: int | None = None,
        antecedent: tuple[int, int] | None = None,
    ) -> Span:
        """Label a passage; ``start``/``end`` are code points (convert Qt positions with
        ``review.spans.utf16_to_codepoint``). An inconsistency or repetition may point at an
        earlier highlight (``antecedent_id``) or at ANY passage of the summary (``antecedent``,
        code points). Undo: ``delete_span(span.id)``."""
        with self._judging() as touched:
            summary = self.rules.rateable(summary_id)
            spans.check_range(summary.text, start, end)
            label = self.rules.label(label_id)
            link, passage = self._link(label, summary, start, end, antecedent_id, antecedent)
            same_place = rows.spans_at(self.store, self.review_id, summary_id, start, end)
            self.rules.not_twice(same_place, start, end, label, None)
            added = self._insert(summary, start, end, label, comment, link, passage=passage)
            touched([added.id])
            return added

    def edit_span(
        self,
        span_id: int,
        *,
        label_id: str | Keep = KEEP,
        comment: str | Keep = KEEP,
        antecedent_id: int | Keep | None = KEEP,
        antecedent: tuple[int, int] | Keep | None = KEEP,
    ) -> SpanEdit:
        """Change a span's label, comment or what it points at: an earlier highlight
        (``antecedent_id``) or any passage (``antecedent``); None removes the link.
        Undo: ``edit_span`` again with the ``before`` values."""
        with self._judging() as touched:
            touched([span_id])
            before = self._span(span_id)
            summary = self.rules.rateable(before.summary_id)
            label = self.rules.label(before.label_id if isinstance(label_id, Keep) else label_id)
            if isinstance(antecedent_id, Keep):
                if not isinstance(antecedent, Keep):
                    antecedent_id = None
                elif before.antecedent is not None and before.antecedent_id is None:
                    # a passage link (whose highlight may be gone) does not outlive a label
                    # that cannot point anywhere
                    antecedent_id = None
                    antecedent = before.antecedent if label.may_point_at_antecedent else None
                else:
                    antecedent_id, antecedent = before.antecedent_id, None
            elif isinstance(antecedent, Keep):
                antecedent = None
            link, passage = self._link(
                label, summary, before.start, before.end, antecedent_id, antecedent
            )
            others = rows.spans_at(
                self.store, self.review_id, before.summary_id, before.start, before.end
            )
            self.rules.not_twice(others, before.start, before.end, label, span_id)
            after = rows.update_span(
                self.store,
                span_id,
                label_id=label.id,
                comment=before.comment if isinstance(comment, Keep) else comment,
                antecedent_id=link,
                antecedent=passage,
            )
            return SpanEdit(before=before, after=after)

    def _link(
        self,
        label: Label,
        summary: BlindSummary,
        start: int,
        end: int,
        antecedent_id: int | None,
        antecedent: tuple[int, int] | None,
    ) -> tuple[int | None, rows.Passage | None]:
        """What a span points at, checked: (the highlight's id or None, the passage or None).

        A highlight gives its passage; a passage gives the id of an earlier highlight on exactly
        those words, if there is one, so that both ways of linking read back the same."""
        if antecedent_id is not None:
            earlier = self._maybe_span(antecedent_id)
            self.rules.link(label, summary.summary_id, start, antecedent_id, earlier)
            assert earlier is not None
            return earlier.id, _passage(summary.text, earlier.start, earlier.end)
        if antecedent is None:
            return None, None
        self.rules.link_passage(label, summary.text, (start, end), antecedent)
        a_start, a_end = antecedent
        there = rows.spans_at(self.store, self.review_id, summary.summary_id, a_start, a_end)
        match = next((s.id for s in there if a_start < start), None)
        return match, _passage(summary.text, a_start, a_end)

    def delete_span(self, span_id: int) -> DeletedSpan:
        """Remove a span. Undo: ``restore_span`` with what this returns."""
        with self._judging() as touched:
            span = self._span(span_id)
            deleted = DeletedSpan(span, rows.spans_pointing_at(self.store, span_id))
            rows.delete_span(self.store, span_id)  # the dependents lose their link with it
            touched([span_id, *deleted.dependents])
            return deleted

    def restore_span(self, deleted: DeletedSpan | Span) -> Span:
        """Put a deleted span back, with its id if still free (else a new one: use the returned
        span's id from then on), its comment, its link to an earlier span if that is still
        there, and the links that later spans had to it."""
        if isinstance(deleted, Span):
            deleted = DeletedSpan(deleted)
        old = deleted.span
        with self._judging() as touched:
            summary = self.rules.rateable(old.summary_id)
            spans.check_range(summary.text, old.start, old.end)
            label = self.rules.label(old.label_id)
            earlier = self._maybe_span(old.antecedent_id)
            link = None if earlier is None else earlier.id
            self.rules.link(label, old.summary_id, old.start, link, earlier)
            passage = None
            if old.antecedent is not None:
                self.rules.link_passage(label, summary.text, (old.start, old.end), old.antecedent)
                passage = _passage(summary.text, *old.antecedent)
            same_place = rows.spans_at(
                self.store, self.review_id, old.summary_id, old.start, old.end
            )
            self.rules.not_twice(same_place, old.start, old.end, label, None)
            restored = self._insert(
                summary, old.start, old.end, label, old.comment, link, old, passage=passage
            )
            relink = [
                later.id
                for later in map(self._maybe_span, deleted.dependents)
                if later is not None
                and later.summary_id == restored.summary_id
                and later.start > restored.start
                and self.rules.label(later.label_id).may_point_at_antecedent
            ]
            rows.link_spans(self.store, relink, restored.id)
            touched([restored.id, *relink])
            return restored

    def _insert(
        self,
        summary: BlindSummary,
        start: int,
        end: int,
        label: Label,
        comment: str,
        antecedent_id: int | None,
        was: Span | None = None,
        passage: rows.Passage | None = None,
    ) -> Span:
        selector = spans.select(summary.text, start, end)
        return rows.insert_span(
            self.store,
            review_id=self.review_id,
            summary_id=summary.summary_id,
            start=start,
            end=end,
            quote=selector.exact,
            prefix=selector.prefix,
            suffix=selector.suffix,
            label_id=label.id,
            comment=comment,
            antecedent_id=antecedent_id,
            span_id=None if was is None else was.id,
            created_at=None if was is None else was.created_at or None,
            updated_at=None if was is None else was.updated_at or None,
            antecedent=passage,
        )

    # -- ranking, position, labels -------------------------------------------------------------

    def set_ranking(self, ranked: Sequence[int]) -> None:
        """The rateable summaries best first (every one, each once)."""
        with self._judging():
            shown = self.rules.shown
            rateable = [s.summary_id for s in shown if s.rateable]
            names = {s.summary_id: s.name for s in shown}
            rows.set_ranking(self.store, self.review_id, check_ranking(ranked, rateable, names))

    def set_position(self, position: ReviewPosition) -> None:
        """Remember where the writer is (call on every move; it is one small write)."""
        self.rules.position(position)
        with self._span_copy.writing(), self.store.write():
            rows.get_review(self.store, self.review_id)
            rows.set_position(self.store, self.review_id, position.as_json())

    def set_story_labels(self, labels: StoryLabels) -> None:
        """The writer's description of the story (allowed at any time: it is not a judgment)."""
        check_story_labels(labels)
        self.library.set_story_labels(self.manuscript_id, labels)

    # -- completing and revealing --------------------------------------------------------------

    def complete(self) -> ReviewState:
        """Mark the review complete; ReviewIncomplete lists what is missing otherwise."""
        with self.store.write():
            review = rows.get_review(self.store, self.review_id)
            progress = self._progress()
            if not progress.complete:
                raise ReviewIncomplete(progress)
            if review.completed_at is None:
                rows.set_completed_at(self.store, self.review_id, utc_now())
        return self.state()

    def reveal(self) -> ReviewState:
        """Show which model wrote which summary; only once the review is complete."""
        with self.store.write():
            review = rows.get_review(self.store, self.review_id)
            if review.completed_at is None:
                missing = self._progress().message
                raise WriterLensError(
                    _REVEAL_AFTER_MISSING(missing=missing) if missing else _REVEAL_AFTER_COMPLETE()
                )
            if review.revealed_at is None:
                rows.set_revealed_at(self.store, self.review_id, utc_now())
        return self.state()

    # -- transactions --------------------------------------------------------------------------

    @contextmanager
    def _judging(self) -> Iterator[Callable[[Iterable[int]], None]]:
        """One blind judgment: a single transaction that refuses after the reveal and keeps
        the completed mark honest. It gives the action a function to call with the ids of the
        spans it adds, changes or removes (read back into the span copy after the commit)."""
        with self._span_copy.writing() as touched, self.store.write():
            review = rows.get_review(self.store, self.review_id)
            if review.revealed_at is not None:
                raise ReviewLocked(LOCKED_MESSAGE)
            yield touched
            if review.completed_at is not None and not self._progress().complete:
                rows.set_completed_at(self.store, self.review_id, None)

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """A read transaction, so that a snapshot never mixes before and after a write."""
        conn = self.store.connection()
        if conn.in_transaction:
            yield
            return
        conn.execute("BEGIN")
        try:
            yield
        finally:
            conn.execute("COMMIT")

    def _progress(self) -> ReviewProgress:
        return measure(
            self.rules.shown,
            rows.answers(self.store, self.review_id),
            rows.ranking(self.store, self.review_id),
            self.questionnaire,
            self.library.story_labels(self.manuscript_id),
        )

    def _maybe_span(self, span_id: int | None) -> Span | None:
        span = None if span_id is None else rows.get_span(self.store, span_id)
        return span if span is not None and span.review_id == self.review_id else None

    def _span(self, span_id: int) -> Span:
        span = self._maybe_span(span_id)
        if span is None:
            raise NotFound(_SPAN_GONE())
        return span


def _passage(text: str, start: int, end: int) -> rows.Passage:
    chosen = spans.select(text, start, end)
    return (chosen.start, chosen.end, chosen.exact, chosen.prefix, chosen.suffix)


__all__ = ["ReviewSession", "keep_instrument"]
