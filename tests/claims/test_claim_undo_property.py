"""Random sequences of claim actions with undo and redo, the way a QUndoStack drives them.

Whatever the writer does, undoes and redoes, the store must end exactly as if only the actions
still done had been made, in order (compared without ids and times, which replay may assign
differently); every claim stays inside its summary and every evidence and omission inside the
story. Refused actions (bad offsets drawn on purpose) must write nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from claims_support import model_claims
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from writerlens.domain import Claim, ClaimOrigin, OmissionKind, Verdict, WriterLensError
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession

Action = tuple[Any, ...]


def _active(review: ClaimReview, summary_id: int) -> list[Claim]:
    """Active claims in an order replay reproduces (no ids in the key)."""
    return sorted(review.claims(summary_id), key=lambda c: (c.start, c.end, c.text, str(c.origin)))


@dataclass
class Command:
    action: Action
    undo: Callable[[], None]
    redo: Callable[[], None]


@dataclass
class Stack:
    review: ClaimReview
    done: list[Command] = field(default_factory=list)
    undone: list[Command] = field(default_factory=list)


def _perform(review: ClaimReview, action: Action, story: str) -> Command | None:
    """Do one action; None if there was nothing to do it to (nothing written then)."""
    kind = action[0]
    if kind == "add":
        _, summary_id, text, start, end = action
        box = [review.add_claim(summary_id, text, start, end)]

        def undo_add() -> None:
            review.delete_claim(box[0].id)

        def redo_add() -> None:
            box[0] = review.restore_claim(box[0])

        return Command(action, undo_add, redo_add)
    if kind == "delete":
        _, summary_id, k = action
        writers = [c for c in _active(review, summary_id) if c.origin is ClaimOrigin.WRITER]
        if not writers:
            return None
        target = writers[k % len(writers)]
        kept = {"verdict": review.verdicts().get(target.id)}
        kept["claim"] = review.delete_claim(target.id)

        def undo_delete() -> None:
            kept["claim"] = review.restore_claim(kept["claim"], kept["verdict"])

        def redo_delete() -> None:
            kept["verdict"] = review.verdicts().get(kept["claim"].id)
            kept["claim"] = review.delete_claim(kept["claim"].id)

        return Command(action, undo_delete, redo_delete)
    if kind in ("edit", "split", "merge"):
        summary_id, k = action[1], action[2]
        active = _active(review, summary_id)
        if not active:
            return None
        target = active[k % len(active)]
        if kind == "edit":
            replacement = review.edit_claim(target.id, action[3])
        elif kind == "split":
            if target.end - target.start < 2:
                return None
            middle = target.start + 1 + action[3] % (target.end - target.start - 1)
            summary_text = _summary_text(review, summary_id)
            if (
                not summary_text[target.start : middle].strip()
                or not summary_text[middle : target.end].strip()
            ):
                return None
            replacement = review.split_claim(
                target.id,
                [
                    ("first " + target.text, target.start, middle),
                    ("second " + target.text, middle, target.end),
                ],
            )
        else:
            if len(active) < 2:
                return None
            other = active[(k + 1) % len(active)]
            replacement = review.merge_claims([target.id, other.id], action[3])
        box = [replacement]

        def undo_replace() -> None:
            review.undo_replacement(box[0])

        def redo_replace() -> None:
            box[0] = review.redo_replacement(box[0])

        return Command(action, undo_replace, redo_replace)
    if kind == "verdict":
        _, summary_id, k, verdict, evidence, writers_first = action
        active = _active(review, summary_id)
        writers = [c for c in active if c.origin is ClaimOrigin.WRITER]
        if writers_first and writers:
            active = writers
        if not active:
            return None
        claim_id = active[k % len(active)].id
        previous, new = review.set_verdict(claim_id, verdict, evidence=evidence)
        return Command(
            action,
            lambda: review.restore_verdict(claim_id, previous),
            lambda: review.restore_verdict(claim_id, new),
        )
    if kind == "omit":
        _, start, end, omission_kind, summary_ids = action
        box_o = [review.add_omission(start, end, omission_kind, summary_ids)]

        def undo_omit() -> None:
            review.delete_omission(box_o[0].id)

        def redo_omit() -> None:
            box_o[0] = review.restore_omission(box_o[0])

        return Command(action, undo_omit, redo_omit)
    if kind in ("unomit", "reomit"):
        found = review.omissions()
        if not found:
            return None
        target_o = found[action[1] % len(found)]
        if kind == "unomit":
            box_d = [review.delete_omission(target_o.id)]

            def undo_unomit() -> None:
                box_d[0] = review.restore_omission(box_d[0])

            def redo_unomit() -> None:
                box_d[0] = review.delete_omission(box_d[0].id)

            return Command(action, undo_unomit, redo_unomit)
        before, after = review.edit_omission(target_o.id, kind=action[2])
        return Command(
            action,
            lambda: review.edit_omission(before.id, kind=before.kind),
            lambda: review.edit_omission(after.id, kind=after.kind),
        )
    raise AssertionError(kind)


def _summary_text(review: ClaimReview, summary_id: int) -> str:
    return review.session.rules.rateable(summary_id).text


def _canonical(review: ClaimReview, summary_ids: list[int]) -> tuple[Any, ...]:
    """The claims step without ids or times: what a writer could tell apart."""
    claims = {c.id: c for s in summary_ids for c in review.claims(s, include_retired=True)}

    def sign(claim: Claim) -> tuple[Any, ...]:
        return (
            claim.summary_id,
            claim.text,
            claim.start,
            claim.end,
            str(claim.origin),
            claim.retired_at is not None,
            tuple(sorted(sign(claims[p]) for p in claim.parents if p in claims)),
        )

    verdicts = review.verdicts()
    return (
        sorted(sign(c) for c in claims.values()),
        sorted(
            (
                sign(claims[v.claim_id]),
                str(v.verdict),
                v.evidence_start,
                v.evidence_end,
                v.evidence_quote,
                v.evidence_source,
            )
            for v in verdicts.values()
        ),
        sorted(
            (o.start, o.end, o.quote, str(o.kind), o.summary_ids, o.comment)
            for o in review.omissions()
        ),
    )


_TABLES = ("claims", "claim_verdicts", "omissions", "omission_summaries", "reviews")


def _claim_tables(library: Library) -> list[list[tuple[object, ...]]]:
    """Every row the claims step can write (a refusal must leave them as they were)."""
    return [[tuple(r) for r in library.store.rows(f"SELECT * FROM {t}")] for t in _TABLES]


def _reset(library: Library, summaries: list[tuple[int, str]]) -> None:
    with library.store.write() as db:
        for table in ("claim_verdicts", "omission_summaries", "omissions", "claims"):
            db.execute(f"DELETE FROM {table}")
    for summary_id, text in summaries:
        model_claims(library, summary_id, text)


def _check_inside(review: ClaimReview, summaries: list[tuple[int, str]], story: str) -> None:
    for summary_id, text in summaries:
        for claim in review.claims(summary_id, include_retired=True):
            assert 0 <= claim.start < claim.end <= len(text)
    for verdict in review.verdicts().values():
        if verdict.evidence_start is not None:
            assert verdict.evidence_end is not None
            assert 0 <= verdict.evidence_start < verdict.evidence_end <= len(story)
            assert story[verdict.evidence_start : verdict.evidence_end] == verdict.evidence_quote
    for omission in review.omissions():
        assert 0 <= omission.start < omission.end <= len(story)
        assert story[omission.start : omission.end] == omission.quote


@st.composite
def _steps(draw: st.DrawFn, summary_ids: list[int], lengths: dict[int, int], story: int) -> list:
    def offsets(size: int) -> tuple[int, int]:
        # mostly inside, sometimes outside or empty on purpose
        start = draw(st.integers(-2, size + 2))
        end = draw(st.integers(start - 1, start + 60))
        return start, end

    steps: list[Action] = []
    for _ in range(draw(st.integers(1, 14))):
        kind = draw(
            st.sampled_from(
                # weighted towards what interacts: claims with verdicts, removed and put back
                ["add"] * 3
                + ["verdict"] * 3
                + ["delete", "undo"] * 2
                + ["edit", "split", "merge", "omit", "unomit", "reomit", "redo"]
            )
        )
        s = draw(st.sampled_from(summary_ids))
        k = draw(st.integers(0, 20))
        if kind == "add":
            steps.append(
                (
                    kind,
                    s,
                    draw(st.sampled_from(["A claim.", "Another one.", " "])),
                    *offsets(lengths[s]),
                )
            )
        elif kind == "delete":
            steps.append((kind, s, k))
        elif kind == "edit":
            steps.append((kind, s, k, draw(st.sampled_from(["Edited.", "Edited again."]))))
        elif kind == "split":
            steps.append((kind, s, k, draw(st.integers(0, 500))))
        elif kind == "merge":
            steps.append((kind, s, k, "Merged."))
        elif kind == "verdict":
            evidence = draw(st.one_of(st.none(), st.just(offsets(story))))
            verdict = draw(st.sampled_from(list(Verdict)))
            steps.append((kind, s, k, verdict, evidence, draw(st.booleans())))
        elif kind == "omit":
            chosen = draw(st.lists(st.sampled_from(summary_ids), min_size=1, max_size=3))
            steps.append((kind, *offsets(story), draw(st.sampled_from(list(OmissionKind))), chosen))
        elif kind == "unomit":
            steps.append((kind, k))
        elif kind == "reomit":
            steps.append((kind, k, draw(st.sampled_from(list(OmissionKind)))))
        else:
            steps.append((kind,))
    return steps


def test_undo_and_redo_leave_what_replaying_the_surviving_actions_leaves(
    library: Library, session: ReviewSession
) -> None:
    review = ClaimReview(session)
    summaries = [(s.summary_id, s.text) for s in session.rules.shown if s.rateable][:2]
    ids = [s for s, _ in summaries]
    lengths = {s: len(t) for s, t in summaries}
    story = library.manuscript(session.manuscript_id).text

    @settings(
        max_examples=60,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(steps=_steps(ids, lengths, len(story)))
    def run(steps: list[Action]) -> None:
        _reset(library, summaries)
        stack = Stack(review)
        for step in steps:
            if step[0] == "undo":
                if stack.done:
                    command = stack.done.pop()
                    command.undo()
                    stack.undone.append(command)
                continue
            if step[0] == "redo":
                if stack.undone:
                    command = stack.undone.pop()
                    command.redo()
                    stack.done.append(command)
                continue
            before = _claim_tables(library)
            try:
                command = _perform(review, step, story)
            except WriterLensError:
                assert _claim_tables(library) == before  # a refusal writes nothing
                continue
            if command is not None:
                stack.done.append(command)
                stack.undone.clear()
            _check_inside(review, summaries, story)
        _check_inside(review, summaries, story)
        after = _canonical(review, ids)
        surviving = [command.action for command in stack.done]
        _reset(library, summaries)
        for action in surviving:
            assert _perform(review, action, story) is not None
        assert _canonical(review, ids) == after

    first = ids[0]
    # the sequences a writer makes all the time, always tried (hypothesis adds random ones)
    run = example(
        steps=[
            ("add", first, "A claim.", 0, 10),
            ("verdict", first, 0, Verdict.FAITHFUL, (0, 20), True),
            ("delete", first, 0),
            ("undo",),
            ("redo",),
            ("undo",),
        ]
    )(run)
    run = example(
        steps=[
            ("verdict", first, 1, Verdict.PARTIAL, None, False),
            ("split", first, 1, 7),
            ("merge", first, 0, "Merged."),
            ("undo",),
            ("undo",),
            ("redo",),
            ("omit", 5, 40, OmissionKind.THEME, [first, ids[1]]),
            ("reomit", 0, OmissionKind.ENDING),
            ("unomit", 0),
            ("undo",),
            ("undo",),
        ]
    )(run)
    run()
