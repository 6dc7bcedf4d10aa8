"""The "Check claims" side of a summary's step: each verdict, piece of evidence, edit, split,
merge and added claim is one call to :class:`ClaimReview` (committed at once) pushed as a
command on the claims' own history of the summary, so Ctrl+Z undoes it. A verdict redraws the
claim list's marks (``Part.VERDICT``), not the list; a change of the claims themselves redraws
the list.

A piece of evidence, a kind or a comment given before the claim has a verdict waits beside
the claim (on screen) and is saved with the verdict: a verdict is what the store keeps.
Blind: the claims were found by "a model"; a checking model's answers are shown only once the
writer has checked every claim of the summary, and by name only after the reveal.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

from writerlens.domain import Claim, ClaimOrigin, Verdict
from writerlens.review.state import ReviewStep
from writerlens.services.claim_review import ClaimReview
from writerlens.services.claims import ClaimsService
from writerlens.services.library import Library
from writerlens.ui.reader import ReaderPane
from writerlens.ui.review.claim_commands import (
    AddClaim,
    DeleteClaim,
    ReplaceClaims,
    SetVerdict,
)
from writerlens.ui.review.claim_dialogs import ClaimTextDialog
from writerlens.ui.review.claims_panel import verdict_name
from writerlens.ui.review.claims_run_dialog import CHECK, FIND, ClaimsRunDialog
from writerlens.ui.review.hub import Part, PartName, ReviewChange, ReviewHub, StepKey
from writerlens.ui.review.pages import SummaryPage
from writerlens.ui.review.parts.omissions import OmissionsPart, say
from writerlens.ui.review.second_opinion import second_opinion
from writerlens.ui.review.story_marks import CHOSEN, LEFT_OUT, PROPOSED, mark_story, story_selection
from writerlens.ui.workers import Workers

#: passages are looked for once the writer has rested this long on a claim (a run of verdict keys
#: moves through many claims: searching the story for each would only slow the keys down)
PROPOSE_AFTER_MS = 150


def share_passage(text: str, start: int, end: int, parts: int) -> list[tuple[int, int]]:
    """Cut a summary passage into ``parts`` consecutive pieces at spaces, in proportion (the
    passage each part of a split claim came from). Too few words: each part keeps it all."""
    cuts = [i for i in range(start + 1, end) if text[i - 1].isspace() and not text[i].isspace()]
    if parts <= 1 or len(cuts) < parts - 1:
        return [(start, end)] * max(parts, 1)
    chosen: list[int] = []
    low = 0
    for number in range(1, parts):
        target = start + (end - start) * number / parts
        room = cuts[low : len(cuts) - (parts - 1 - number)]  # leave a cut for each part after
        best = min(range(len(room)), key=lambda k: abs(room[k] - target))
        chosen.append(room[best])
        low += best + 1
    edges = [start, *chosen, end]
    pieces = []
    for a, b in itertools.pairwise(edges):
        while b > a + 1 and text[b - 1].isspace():
            b -= 1
        pieces.append((a, b))
    return pieces


class ClaimsPart(QObject):
    # the part's history (see ``ui/review/undo.py``)
    name = PartName.CLAIMS

    def __init__(
        self,
        hub: ReviewHub,
        claim_review: ClaimReview,
        page: SummaryPage,
        story: ReaderPane,
        omissions: OmissionsPart,
        where: Callable[[], StepKey],
        window: QMainWindow,
        library: Library,
        workers: Workers,
    ) -> None:
        super().__init__(window)
        self.hub = hub
        self.claim_review = claim_review
        self.claims_service = ClaimsService(library)  # reads on the GUI thread only
        self.page = page
        self.panel = page.claims
        self.story = story
        self.omissions = omissions
        self.where = where
        self.window = window
        self.library = library
        self.workers = workers
        self._pending: dict[int, dict[str, Any]] = {}
        # the writer is in this part when the focus is in one of these (what was left out,
        # listed in the same panel, is the omissions part's)
        self.widgets: tuple[QWidget, ...] = (self.panel,)
        self._proposed: dict[int, list[Any]] = {}
        self.claim_dialog: ClaimTextDialog | None = None
        self.claims_dialog: ClaimsRunDialog | None = None
        self._story_marked = False  # the story pane shows this step's tints
        self._story_marks: tuple[object, ...] = ()
        self._propose_timer = QTimer(self)
        self._propose_timer.setSingleShot(True)
        self._propose_timer.setInterval(PROPOSE_AFTER_MS)
        self._propose_timer.timeout.connect(self._propose)
        panel = self.panel
        window.addActions(panel.key_actions())
        panel.set_keys_enabled(False)
        panel.claim_selected.connect(self._claim_selected)
        panel.verdict_given.connect(self.give_verdict)
        panel.proposal_accepted.connect(self.accept_proposal)
        panel.selection_as_evidence.connect(self.use_story_selection)
        panel.no_evidence.connect(lambda c: self._evidence(c, None, "none"))
        panel.comment_changed.connect(lambda c, t: self._change_verdict(c, comment=t))
        panel.kind_changed.connect(lambda c, k: self._change_verdict(c, kind=k))
        panel.edit_requested.connect(self.edit_claim)
        panel.split_requested.connect(self.split_claim)
        panel.merge_requested.connect(self.merge_claim)
        panel.add_requested.connect(self.add_claim)
        panel.remove_requested.connect(self.remove_claim)
        panel.find_requested.connect(lambda: self.open_claims_run(FIND))
        panel.check_requested.connect(lambda: self.open_claims_run(CHECK))
        page.sides.currentChanged.connect(lambda _i: self.shown())
        hub.changed.connect(self._changed)

    def _push(self, command: Any) -> bool:
        return self.hub.push(command, self.where(), self.name)

    def _notify(self, part: Part) -> Callable[[], None]:
        return self.hub.notifier(part, self._summary_on_screen())

    def _changed(self, change: ReviewChange) -> None:
        """Redraw what the change concerns (of the summary on screen)."""
        if self._summary_on_screen() is None:
            return
        if change.part is Part.CLAIMS or (
            change.concerns(Part.CLAIMS) and self.page.checking_claims
        ):
            self.show_claims()
        elif change.part is Part.VERDICT:
            self._show_verdicts()
        elif change.part is Part.OMISSIONS:
            self.mark_for_claim()

    def _summary_on_screen(self) -> int | None:
        step, summary_id = self.where()
        return summary_id if step is ReviewStep.QUESTIONS else None

    def shown(self) -> None:
        """The step came on screen (or the summary changed): keys on, claims drawn."""
        page = self.page
        summary_id = self._summary_on_screen()
        on = summary_id is not None and page.checking_claims
        self.panel.set_keys_enabled(on and not self.hub.state.revealed)
        if not on:  # drawn when the step comes on screen, not for every summary shown
            page.view.set_claim_passage(None)
            if self._story_marked:
                self._story_marked = False
                mark_story(self.story, [])
            return
        self.show_claims(summary_id)
        current = self.panel.current_claim_id()
        if current is not None:
            self._claim_selected(current)
        else:  # a summary without claims: no other summary's claim stays marked
            page.view.set_claim_passage(None)

    # -- drawing -------------------------------------------------------------------------------

    def show_claims(self, summary_id: int | None = None) -> None:
        summary_id = summary_id if summary_id is not None else self._summary_on_screen()
        if summary_id is None:
            return
        everything = self.claim_review.claims(summary_id, include_retired=True)
        active = [c for c in everything if c.retired_at is None]
        retired = [c for c in everything if c.retired_at is not None]
        verdicts = self.claim_review.verdicts()
        panel = self.panel
        locked = self.hub.state.revealed or self.hub.state.summary(summary_id).refused
        panel.show_claims(active, retired, verdicts, locked)
        self.omissions.show()
        panel.show_second_opinion(
            *second_opinion(
                self.claims_service, self.claim_review, summary_id, active, self.hub.state.revealed
            )
        )
        self.mark_for_claim()

    def _claim_selected(self, claim_id: int) -> None:
        claim = self.panel.current_claim()
        self.page.view.set_claim_passage((claim.start, claim.end) if claim is not None else None)
        if claim_id not in self._proposed:
            self.panel.clear_proposals(searching=True)
            self._propose_timer.start()  # once the writer rests on a claim, not for each key
        else:
            self.panel.show_proposals(claim_id, self._proposed[claim_id])
        self.mark_for_claim()

    def _propose(self) -> None:
        """Look for story passages about the claim on screen (in a worker: it reads the
        story)."""
        claim_id = self.panel.current_claim_id()
        if claim_id is None or claim_id in self._proposed:
            return
        library = self.library

        def propose(_progress: Any, _cancel: Any) -> tuple[int, list[Any]]:
            return claim_id, ClaimsService(library).propose_evidence(claim_id, limit=3)

        self.workers.start(propose, self._proposals_found, self._proposals_failed, key="proposals")

    def _proposals_found(self, found: tuple[int, list[Any]]) -> None:
        claim_id, passages = found
        self._proposed[claim_id] = passages
        self.panel.show_proposals(claim_id, passages)
        self.mark_for_claim()

    def _proposals_failed(self, _exc: BaseException) -> None:
        claim_id = self.panel.current_claim_id()
        if claim_id is not None:  # the writer can still select the words themselves
            self.panel.show_proposals(claim_id, [])

    def mark_for_claim(self, scroll_to: int | None = None) -> None:
        """The story's tints: what was left out, the proposals, the writer's evidence."""
        marks = [(o.start, o.end, LEFT_OUT) for o in self.claim_review.omissions()]
        claim_id = self.panel.current_claim_id()
        first = None
        if claim_id is not None and self.page.checking_claims:
            for passage in self._proposed.get(claim_id, []):
                marks.append((passage.start, passage.end, PROPOSED))
                first = passage.start if first is None else first
            given = self._given(claim_id)
            if given.get("evidence"):
                start, end = given["evidence"]
                marks.append((start, end, CHOSEN))
                first = start
        wanted = (marks, scroll_to if scroll_to is not None else first)
        if wanted == self._story_marks and self._story_marked:
            return  # the same tints: nothing to lay out again (a verdict changes none)
        self._story_marks = wanted
        mark_story(self.story, *wanted)
        self._story_marked = True

    # -- verdicts and evidence -----------------------------------------------------------------

    def _given(self, claim_id: int) -> dict[str, Any]:
        """The claim's verdict fields as saved, with what waits for the verdict on top."""
        saved = self.claim_review.verdicts().get(claim_id)
        fields: dict[str, Any] = {"kind": None, "comment": "", "evidence": None}
        fields["evidence_source"] = "none"
        if saved is not None:
            fields.update(kind=saved.kind, comment=saved.comment)
            if saved.evidence_start is not None and saved.evidence_end is not None:
                fields["evidence"] = (saved.evidence_start, saved.evidence_end)
                fields["evidence_source"] = saved.evidence_source
        fields.update(self._pending.get(claim_id, {}))
        return fields

    def give_verdict(self, claim_id: int, value: str) -> None:
        verdict = Verdict(value)
        fields = self._given(claim_id)
        if verdict in (Verdict.FAITHFUL, Verdict.UNVERIFIABLE):
            fields["kind"] = None  # nothing is wrong, or nobody can tell what
        command = SetVerdict(
            self.claim_review, self._notify(Part.VERDICT), claim_id, verdict, **fields
        )
        command.setText(self.tr("Check a claim: {verdict}").format(verdict=verdict_name(verdict)))
        if self._push(command):
            self._pending.pop(claim_id, None)
            self.panel.step_claim(1)

    def _change_verdict(self, claim_id: int, **changes: Any) -> None:
        saved = self.claim_review.verdicts().get(claim_id)
        if saved is None:  # waits for the verdict
            self._pending.setdefault(claim_id, {}).update(changes)
            self.panel.evidence_note.setText(
                self.tr("Noted: it is saved with your verdict on this claim.")
            )
            self.mark_for_claim()
            return
        fields = {**self._given(claim_id), **changes}
        self._push(
            SetVerdict(
                self.claim_review, self._notify(Part.VERDICT), claim_id, saved.verdict, **fields
            )
        )

    def _evidence(self, claim_id: int, where: tuple[int, int] | None, source: str) -> None:
        self._change_verdict(claim_id, evidence=where, evidence_source=source)

    def accept_proposal(self, claim_id: int, index: int) -> None:
        found = self._proposed.get(claim_id, [])
        if 0 <= index < len(found):
            self._evidence(claim_id, (found[index].start, found[index].end), "proposed")

    def use_story_selection(self, claim_id: int) -> None:
        chosen = story_selection(self.story)
        if chosen is None:
            self._say(
                self.panel.use_selection,
                self.tr("First select the words of your story that show it, then press E."),
            )
            return
        self._evidence(claim_id, chosen, "chosen")

    def _say(self, widget: Any, text: str) -> None:
        say(widget, text, self.window)

    def _show_verdicts(self) -> None:
        """A verdict (or its evidence, kind, comment) changed: the list's marks and the detail
        of the claim on screen; the claims themselves are the same."""
        summary_id = self._summary_on_screen()
        if summary_id is None:
            return
        active = self.panel.claims()
        self.panel.show_verdicts(self.claim_review.verdicts())
        self.panel.show_second_opinion(
            *second_opinion(
                self.claims_service, self.claim_review, summary_id, active, self.hub.state.revealed
            )
        )
        self.mark_for_claim()

    # -- changing the claims themselves --------------------------------------------------------

    def _claim(self, claim_id: int) -> Claim | None:
        return next((c for c in self.panel.claims() if c.id == claim_id), None)

    def _ask_text(
        self, title: str, explanation: str, text: str, then: Any, least: int = 1
    ) -> ClaimTextDialog:
        dialog = ClaimTextDialog(title, explanation, text, least=least, parent=self.window)
        dialog.accepted.connect(lambda: then(dialog.lines()))
        self.claim_dialog = dialog
        dialog.open()
        return dialog

    def edit_claim(self, claim_id: int) -> None:
        claim = self._claim(claim_id)
        if claim is None:
            return

        def save(lines: list[str]) -> None:
            text = " ".join(lines)
            if text != claim.text:
                review = self.claim_review
                self._push(
                    ReplaceClaims(
                        self.tr("Change a claim's words"),
                        lambda: review.edit_claim(claim_id, text),
                        review,
                        self._notify(Part.CLAIMS),
                    )
                )

        self._ask_text(
            self.tr("Change the claim"),
            self.tr("Write the claim as the summary makes it. The model's words are kept too."),
            claim.text,
            save,
        )

    def split_claim(self, claim_id: int) -> None:
        claim = self._claim(claim_id)
        if claim is None:
            return
        summary = self.hub.state.summary(claim.summary_id).text

        def save(lines: list[str]) -> None:
            if len(lines) < 2:
                return
            pieces = share_passage(summary, claim.start, claim.end, len(lines))
            parts = [(t, a, b) for t, (a, b) in zip(lines, pieces, strict=True)]
            review = self.claim_review
            self._push(
                ReplaceClaims(
                    self.tr("Split a claim in %n", "", len(parts)),
                    lambda: review.split_claim(claim_id, parts),
                    review,
                    self._notify(Part.CLAIMS),
                )
            )

        self._ask_text(
            self.tr("Split the claim"),
            self.tr(
                "Put each claim on its own line: press Enter where one ends, and change the "
                "words if you like. Ctrl+Enter saves."
            ),
            claim.text,
            save,
            least=2,
        )

    def merge_claim(self, claim_id: int) -> None:
        claims = self.panel.claims()
        at = next((i for i, c in enumerate(claims) if c.id == claim_id), None)
        if at is None or at + 1 >= len(claims):
            self._say(self.panel.tools, self.tr("There is no claim after this one."))
            return
        first, second = claims[at], claims[at + 1]

        def save(lines: list[str]) -> None:
            review = self.claim_review
            text = " ".join(lines)
            self._push(
                ReplaceClaims(
                    self.tr("Join two claims"),
                    lambda: review.merge_claims([first.id, second.id], text),
                    review,
                    self._notify(Part.CLAIMS),
                )
            )

        self._ask_text(
            self.tr("Join the claim with the next"),
            self.tr("One claim made of both. Change the words if you like; Ctrl+Enter saves."),
            f"{first.text} {second.text}",
            save,
        )

    def remove_claim(self, claim_id: int) -> None:
        claim = self._claim(claim_id)
        if claim is not None and claim.origin is ClaimOrigin.WRITER:
            self._push(DeleteClaim(self.claim_review, self._notify(Part.CLAIMS), claim))

    def add_claim(self) -> None:
        summary_id = self._summary_on_screen()
        if summary_id is None or self.hub.state.revealed:
            return
        chosen = self.page.view.selection()
        current = self.panel.current_claim()
        if chosen is None and current is not None:
            chosen = (current.start, current.end)
        if chosen is None:
            self._say(
                self.panel.tools,
                self.tr("First select the words of the summary that make the claim."),
            )
            return
        start, end = chosen
        words = self.hub.state.summary(summary_id).text[start:end]

        def save(lines: list[str]) -> None:
            command = AddClaim(
                self.claim_review,
                self._notify(Part.CLAIMS),
                summary_id,
                " ".join(lines),
                start,
                end,
            )
            if self._push(command) and command.claim is not None:
                self.panel.select_claim(command.claim.id)

        self._ask_text(
            self.tr("Add a claim"),
            self.tr("A claim the summary makes that is missing from the list."),
            " ".join(words.split()),
            save,
        )

    # -- finding and checking claims with a model ----------------------------------------------

    def open_claims_run(self, what: str) -> ClaimsRunDialog:
        current = self._summary_on_screen()
        summaries = self.omissions.names()
        if what == FIND:  # only summaries without claims yet
            summaries = [(i, n) for i, n in summaries if not self.claim_review.claims(i)]
        dialog = ClaimsRunDialog(
            self.library, self.hub.state.manuscript_id, summaries, what, current, self.window
        )
        dialog.judged.connect(self._notify(Part.CLAIMS))
        self.claims_dialog = dialog
        dialog.open()
        return dialog
