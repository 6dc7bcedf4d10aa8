"""Undo and redo of span actions, the way the UI's QUndoStack will drive them."""

from __future__ import annotations

from dataclasses import replace

from review_support import Demo

from writerlens.domain import Span
from writerlens.review.spans import find_quote
from writerlens.services.review import DeletedSpan, ReviewSession


def _where(demo: Demo, quote: str) -> tuple[int, int]:
    anchor = find_quote(demo.summary.text, quote)
    assert anchor.start is not None and anchor.end is not None
    return anchor.start, anchor.end


def _comparable(spans: list[Span]) -> list[tuple[object, ...]]:
    """Spans without their ids (undo may give a span a new id when its old one was reused)."""
    by_id = {s.id: s for s in spans}
    return sorted(
        (
            s.summary_id,
            s.start,
            s.end,
            s.label_id,
            s.comment,
            None if s.antecedent_id is None else by_id[s.antecedent_id].start,
        )
        for s in spans
    )


class UndoStack:
    """A QUndoStack in miniature: each command records what it needs to undo itself."""

    def __init__(self, session: ReviewSession) -> None:
        self.session = session
        self.done: list[dict[str, object]] = []

    def add(self, summary_id: int, where: tuple[int, int], label: str, **kw: object) -> Span:
        span = self.session.add_span(summary_id, *where, label, **kw)  # type: ignore[arg-type]
        self.done.append({"kind": "add", "span": span})
        return span

    def edit(self, span_id: int, **changes: object) -> None:
        edit = self.session.edit_span(span_id, **changes)  # type: ignore[arg-type]
        self.done.append({"kind": "edit", "before": edit.before, "after": edit.after})

    def delete(self, span_id: int) -> None:
        self.done.append({"kind": "delete", "deleted": self.session.delete_span(span_id)})

    def undo(self) -> dict[str, object]:
        command = self.done.pop()
        if command["kind"] == "add":
            span = command["span"]
            assert isinstance(span, Span)
            command["deleted"] = self.session.delete_span(span.id)
        elif command["kind"] == "edit":
            before = command["before"]
            assert isinstance(before, Span)
            self.session.edit_span(
                before.id,
                label_id=before.label_id,
                comment=before.comment,
                antecedent_id=before.antecedent_id,
            )
        else:
            deleted = command["deleted"]
            assert isinstance(deleted, DeletedSpan)
            command["restored"] = self.session.restore_span(deleted)
        return command

    def redo(self, command: dict[str, object]) -> None:
        if command["kind"] == "add":
            deleted = command["deleted"]
            assert isinstance(deleted, DeletedSpan)
            command["span"] = self.session.restore_span(deleted)
        elif command["kind"] == "edit":
            after = command["after"]
            assert isinstance(after, Span)
            self.session.edit_span(
                after.id,
                label_id=after.label_id,
                comment=after.comment,
                antecedent_id=after.antecedent_id,
            )
        else:
            restored = command["restored"]
            assert isinstance(restored, Span)
            command["deleted"] = self.session.delete_span(restored.id)
        self.done.append(command)


def test_undo_everything_then_redo_everything(
    session: ReviewSession, demos: dict[str, Demo]
) -> None:
    vague = demos["demo-vague"]
    sid = vague.summary.id
    stack = UndoStack(session)
    first = stack.add(sid, _where(vague, "a period of change"), "coverage.vague")
    second = stack.add(
        sid,
        _where(vague, "the passing of time"),
        "coherence.repetition",
        antecedent_id=first.id,
        comment="Said already.",
    )
    stack.edit(second.id, comment="Said already, in the first paragraph.")
    stack.edit(first.id, label_id="coherence.abrupt_transition")
    third = stack.add(sid, _where(vague, "a small town"), "faithfulness.setting")
    stack.delete(first.id)  # the repetition loses its link...
    stack.delete(third.id)
    stack.add(sid, _where(vague, "a lamplighter"), "coverage.insignificant")
    final = _comparable(session.spans())

    undone = [stack.undo() for _ in range(len(stack.done))]
    assert session.spans() == []
    for command in reversed(undone):
        stack.redo(command)
    assert _comparable(session.spans()) == final


def test_a_deleted_span_comes_back_exactly_with_its_links(
    session: ReviewSession, demos: dict[str, Demo]
) -> None:
    vague = demos["demo-vague"]
    sid = vague.summary.id
    early = session.add_span(sid, *_where(vague, "a period of change"), "coverage.vague")
    repeat = session.add_span(
        sid, *_where(vague, "the passing of time"), "coherence.repetition", antecedent_id=early.id
    )
    also = session.add_span(
        sid,
        *_where(vague, "human connection"),
        "coherence.inconsistent",
        antecedent_id=early.id,
        comment="Which connection?",
    )
    before = session.spans(sid)
    deleted = session.delete_span(early.id)
    assert deleted.dependents == (repeat.id, also.id)
    assert all(s.antecedent_id is None for s in session.spans(sid))
    assert session.restore_span(deleted) == early
    assert session.spans(sid) == before


def test_a_span_whose_id_was_taken_comes_back_under_a_new_one(
    session: ReviewSession, demos: dict[str, Demo]
) -> None:
    vague = demos["demo-vague"]
    sid = vague.summary.id
    span = session.add_span(sid, *_where(vague, "a small town"), "faithfulness.setting")
    deleted = session.delete_span(span.id)
    newcomer = session.add_span(sid, *_where(vague, "a lamplighter"), "coverage.insignificant")
    assert newcomer.id == span.id  # SQLite reuses the highest id once it is free
    restored = session.restore_span(deleted)
    assert restored.id != span.id
    assert replace(restored, id=span.id) == span
    assert {s.id for s in session.spans(sid)} == {newcomer.id, restored.id}


def test_links_that_no_longer_fit_are_left_off_on_restore(
    session: ReviewSession, demos: dict[str, Demo]
) -> None:
    vague = demos["demo-vague"]
    sid = vague.summary.id
    early = session.add_span(sid, *_where(vague, "a period of change"), "coverage.vague")
    repeat = session.add_span(
        sid, *_where(vague, "the passing of time"), "coherence.repetition", antecedent_id=early.id
    )
    gone_repeat = session.delete_span(repeat.id)
    session.delete_span(early.id)  # the antecedent went too
    restored = session.restore_span(gone_repeat)
    assert restored.antecedent_id is None and restored.label_id == "coherence.repetition"

    # A dependent that was relabelled to one that may not link is not linked back.
    early = session.add_span(sid, *_where(vague, "a period of change"), "coverage.vague")
    session.edit_span(restored.id, antecedent_id=early.id)
    gone_early = session.delete_span(early.id)
    session.edit_span(restored.id, label_id="coverage.vague")
    session.restore_span(gone_early)
    assert {s.id: s.antecedent_id for s in session.spans(sid)}[restored.id] is None
