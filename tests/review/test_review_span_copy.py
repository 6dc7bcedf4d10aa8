"""The review's copy of its spans (services.review_spans) always reads back what the library
holds: after the session's own adds, edits, deletes, restores, undos and redos (patched), and
after anybody else's writes (another session on the same connection, another connection, raw
SQL from another process), which it must notice and read afresh."""

from __future__ import annotations

import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from writerlens.domain import Span, WriterLensError
from writerlens.review.state import DeletedSpan, ReviewPosition, ReviewStep
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.store.db import DB_FILE_NAME

_TEMPLATE: list[tuple[Path, int]] = []


def _template() -> tuple[Path, int]:
    """A library with the sample story and its demo summaries, made once and copied per run;
    and the story's id."""
    if not _TEMPLATE:
        folder = Path(tempfile.mkdtemp(prefix="span-copy-template-"))
        library = Library.open(folder)
        _TEMPLATE.append((folder, library.install_sample().id))
        library.close()
    return _TEMPLATE[0]


def _fresh(library: Library, manuscript_id: int) -> tuple[Span, ...]:
    """What a session that never read anything before reads."""
    session = ReviewSession.existing(library, manuscript_id)
    assert session is not None
    return session.state().spans


class SpanCopyMachine(RuleBasedStateMachine):
    """A writer's session, a second session of the same library (same connection), and a
    second library on the same file (another connection), all changing the same review."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="span-copy-"))
        template, self.manuscript_id = _template()
        shutil.copytree(template, self.folder, dirs_exist_ok=True)
        self.library = Library.open(self.folder)
        self.other_library = Library.open(self.folder)
        story = self.manuscript_id
        self.session = ReviewSession.open(self.library, story, rng=random.Random(3))
        self.same_connection = ReviewSession.open(self.library, story)
        self.other_connection = ReviewSession.open(self.other_library, story)
        self.summaries = [s for s in self.session.state().summaries if s.rateable]
        labels = self.session.taxonomy.labels
        self.labels = [label.id for label in labels]
        self.linking = [label.id for label in labels if label.may_point_at_antecedent]
        self.deleted: list[DeletedSpan] = []  # undo of a delete (or of an add: its redo)
        self.edits: list[tuple[int, tuple[str, str, tuple[int, int] | None]]] = []

    def teardown(self) -> None:
        self.library.close()
        self.other_library.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- helpers -------------------------------------------------------------------------------

    def _where(self, data: st.DataObject, summary_index: int) -> tuple[int, int, int]:
        summary = self.summaries[summary_index % len(self.summaries)]
        words = [i for i, ch in enumerate(summary.text) if ch == " "][:40]
        first = data.draw(st.integers(0, len(words) - 3))
        last = data.draw(st.integers(first + 1, min(first + 4, len(words) - 1)))
        return summary.summary_id, words[first] + 1, words[last]

    def _spans(self) -> tuple[Span, ...]:
        return _fresh(self.library, self.manuscript_id)

    def _try(self, action: object) -> object:
        try:
            return action()  # type: ignore[operator]
        except WriterLensError:
            return None  # refused: nothing was written, and the copy must still be right

    # -- the writer's own actions --------------------------------------------------------------

    @rule(data=st.data(), which=st.integers(0, 9), label=st.integers(0, 50), link=st.booleans())
    def add(self, data: st.DataObject, which: int, label: int, link: bool) -> None:
        summary_id, start, end = self._where(data, which)
        label_id = self.labels[label % len(self.labels)]
        antecedent = None
        if link and label_id in self.linking:
            _sid, a_start, a_end = self._where(data, which)
            antecedent = (a_start, a_end)
        added = self._try(
            lambda: self.session.add_span(
                summary_id, start, end, label_id, "why", antecedent=antecedent
            )
        )
        if isinstance(added, Span):
            self.edits.clear()

    @precondition(lambda self: bool(self._spans()))
    @rule(data=st.data(), label=st.integers(0, 50))
    def add_linked(self, data: st.DataObject, label: int) -> None:
        """A contradiction pointing at an earlier highlight (whose delete unlinks it, and whose
        restore links it again)."""
        earlier = data.draw(st.sampled_from(self._spans()))
        text = next(s.text for s in self.summaries if s.summary_id == earlier.summary_id)
        words = [i for i, ch in enumerate(text) if ch == " " and i > earlier.start][:20]
        if len(words) < 2:
            return
        first = data.draw(st.integers(0, len(words) - 2))
        label_id = self.linking[label % len(self.linking)]
        self._try(
            lambda: self.session.add_span(
                earlier.summary_id,
                words[first] + 1,
                words[first + 1],
                label_id,
                antecedent_id=earlier.id,
            )
        )

    @precondition(lambda self: any(s.antecedent_id for s in self._spans()))
    @rule(data=st.data())
    def delete_an_antecedent(self, data: st.DataObject) -> None:
        pointed = {s.antecedent_id for s in self._spans() if s.antecedent_id}
        span_id = data.draw(st.sampled_from(sorted(pointed)))
        deleted = self._try(lambda: self.session.delete_span(span_id))
        if isinstance(deleted, DeletedSpan):
            self.deleted.append(deleted)

    @precondition(lambda self: bool(self._spans()))
    @rule(data=st.data(), label=st.integers(0, 50), comment=st.text(max_size=5))
    def edit(self, data: st.DataObject, label: int, comment: str) -> None:
        span = data.draw(st.sampled_from(self._spans()))
        label_id = self.labels[label % len(self.labels)]
        others = [s for s in self._spans() if s.summary_id == span.summary_id and s.id != span.id]
        antecedent_id = None
        if others and label_id in self.linking and data.draw(st.booleans()):
            antecedent_id = data.draw(st.sampled_from(others)).id
        edit = self._try(
            lambda: self.session.edit_span(
                span.id, label_id=label_id, comment=comment, antecedent_id=antecedent_id
            )
        )
        if edit is not None:
            before = edit.before  # type: ignore[attr-defined]
            self.edits.append((span.id, (before.label_id, before.comment, before.antecedent)))

    @precondition(lambda self: bool(self.edits))
    @rule()
    def undo_edit(self) -> None:
        span_id, (label_id, comment, antecedent) = self.edits.pop()
        self._try(
            lambda: self.session.edit_span(
                span_id, label_id=label_id, comment=comment, antecedent=antecedent
            )
        )

    @precondition(lambda self: bool(self._spans()))
    @rule(data=st.data())
    def delete(self, data: st.DataObject) -> None:
        span = data.draw(st.sampled_from(self._spans()))
        deleted = self._try(lambda: self.session.delete_span(span.id))
        if isinstance(deleted, DeletedSpan):
            self.deleted.append(deleted)

    @precondition(lambda self: bool(self.deleted))
    @rule()
    def undo_delete(self) -> None:
        deleted = self.deleted.pop()
        self._try(lambda: self.session.restore_span(deleted))

    @rule(summary=st.integers(0, 9))
    def move(self, summary: int) -> None:
        summary_id = self.summaries[summary % len(self.summaries)].summary_id
        self.session.set_position(ReviewPosition(ReviewStep.QUESTIONS, summary_id))

    @rule(value=st.integers(1, 4))
    def answer(self, value: int) -> None:
        question = self.session.questionnaire.questions[0].id
        self.session.answer(self.summaries[0].summary_id, question, value)

    # -- somebody else's writes ----------------------------------------------------------------

    @rule(data=st.data(), which=st.integers(0, 9), other=st.booleans())
    def someone_else_adds(self, data: st.DataObject, which: int, other: bool) -> None:
        session = self.other_connection if other else self.same_connection
        summary_id, start, end = self._where(data, which)
        self._try(lambda: session.add_span(summary_id, start, end, self.labels[0], "theirs"))

    @precondition(lambda self: bool(self._spans()))
    @rule(data=st.data(), other=st.booleans())
    def someone_else_deletes(self, data: st.DataObject, other: bool) -> None:
        session = self.other_connection if other else self.same_connection
        span = data.draw(st.sampled_from(self._spans()))
        self._try(lambda: session.delete_span(span.id))

    @precondition(lambda self: bool(self._spans()))
    @rule(data=st.data())
    def raw_sql_elsewhere(self, data: st.DataObject) -> None:
        """Another program changes a comment (no ReviewSession involved at all)."""
        span = data.draw(st.sampled_from(self._spans()))
        with sqlite3.connect(self.folder / DB_FILE_NAME) as db:
            db.execute("UPDATE spans SET comment = comment || '!' WHERE id = ?", (span.id,))
        db.close()

    @rule(data=st.data(), which=st.integers(0, 9), keep=st.booleans(), read=st.booleans())
    def inside_a_callers_transaction(
        self, data: st.DataObject, which: int, keep: bool, read: bool
    ) -> None:
        """The writer's action inside a caller's transaction, the screen maybe read in it, then
        the caller commits or gives up (a rollback moves neither counter the copy trusts)."""
        summary_id, start, end = self._where(data, which)
        try:
            with self.library.store.write():
                self._try(lambda: self.session.add_span(summary_id, start, end, self.labels[0]))
                if read:
                    self.session.state()
                if not keep:
                    raise RuntimeError("the caller gives up")
        except RuntimeError:
            pass
        self.edits.clear()

    @invariant()
    def reads_back_what_is_stored(self) -> None:
        assert self.session.state().spans == self._spans()


SpanCopyMachine.TestCase.settings = settings(
    max_examples=20,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestSpanCopy = SpanCopyMachine.TestCase


def _sample_session(library: Library) -> tuple[ReviewSession, int]:
    manuscript = library.ensure_sample()
    assert manuscript is not None
    session = ReviewSession.open(library, manuscript.id, rng=random.Random(3))
    return session, session.state().summaries[0].summary_id


def test_own_actions_do_not_read_every_span_again(library: Library) -> None:
    """The point of the copy: a writer's own highlights are patched in, not read afresh
    (without the copy every state() would read every span)."""
    session, summary_id = _sample_session(library)
    session.state()
    reads = session._span_copy.full_reads
    span = session.add_span(summary_id, 0, 3, "coverage.vague")
    session.edit_span(span.id, comment="too vague")
    deleted = session.delete_span(span.id)
    session.restore_span(deleted)
    session.set_position(ReviewPosition(ReviewStep.QUESTIONS, summary_id))
    assert session.state().spans == _fresh(library, session.manuscript_id)
    assert session._span_copy.full_reads == reads


def test_a_refused_action_and_a_rolled_back_transaction_leave_no_trace(
    library: Library,
) -> None:
    session, summary_id = _sample_session(library)
    session.add_span(summary_id, 0, 3, "coverage.vague")
    session.state()
    with pytest.raises(WriterLensError):
        session.add_span(summary_id, 0, 3, "coverage.vague")  # the same label twice: refused
    assert session.state().spans == _fresh(library, session.manuscript_id)
    # an action inside a caller's transaction that then rolls back
    try:
        with library.store.write():
            session.add_span(summary_id, 4, 9, "coverage.vague")
            raise RuntimeError("the caller gives up")
    except RuntimeError:
        pass
    assert session.state().spans == _fresh(library, session.manuscript_id)
    assert len(session.state().spans) == 1


def test_a_span_seen_inside_a_rolled_back_transaction_is_not_kept(library: Library) -> None:
    """The screen read its spans inside a caller's transaction (which saw the new span) and the
    transaction then rolled back: a rollback moves neither counter, so the copy of that read
    must not be kept, or the writer keeps seeing a highlight the library does not hold."""
    session, summary_id = _sample_session(library)
    session.state()
    try:
        with library.store.write():
            session.add_span(summary_id, 4, 9, "coverage.vague")
            assert len(session.state().spans) == 1  # read inside the transaction
            raise RuntimeError("the caller gives up")
    except RuntimeError:
        pass
    assert session.state().spans == _fresh(library, session.manuscript_id) == ()
    # after the rollback the copy is kept again: own actions are patched, not read afresh
    session.state()
    reads = session._span_copy.full_reads
    session.add_span(summary_id, 0, 3, "coverage.vague")
    assert session.state().spans == _fresh(library, session.manuscript_id)
    assert session._span_copy.full_reads == reads


_OTHER_PROCESS = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("DELETE FROM spans WHERE id = ?", (int(sys.argv[2]),))
db.execute("UPDATE spans SET comment = 'changed elsewhere' WHERE id = ?", (int(sys.argv[3]),))
db.commit()
"""


def test_a_write_by_another_process_is_seen(library: Library) -> None:
    session, summary_id = _sample_session(library)
    first = session.add_span(summary_id, 0, 3, "coverage.vague")
    second = session.add_span(summary_id, 4, 9, "coverage.vague")
    assert len(session.state().spans) == 2
    subprocess.run(
        [
            sys.executable,
            "-c",
            _OTHER_PROCESS,
            str(library.store.path),
            str(first.id),
            str(second.id),
        ],
        check=True,
    )
    [left] = session.state().spans
    assert (left.id, left.comment) == (second.id, "changed elsewhere")
