"""The "Check claims" step of one summary: its claims in summary order, one key per verdict.

The panel holds no data of its own and calls no service: it shows what the window gives it
and says what the writer asked for through signals (the window saves each request at once,
as an undoable command on the summary's history). The keys are actions the window installs
(:meth:`ClaimsPanel.key_actions`), so they also work while the writer selects a passage in
the story.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Claim, ClaimOrigin, ClaimVerdict, Verdict
from writerlens.review.taxonomy import Taxonomy
from writerlens.ui.review.judge_results import hint, quoted, snippet
from writerlens.ui.review.omissions import OmissionsBox

_ID = Qt.ItemDataRole.UserRole

#: one key per verdict, in the order the buttons show
VERDICT_KEYS: tuple[tuple[Verdict, str], ...] = (
    (Verdict.FAITHFUL, "F"),
    (Verdict.UNFAITHFUL, "U"),
    (Verdict.PARTIAL, "P"),
    (Verdict.UNVERIFIABLE, "C"),
)
MARKS = {
    Verdict.FAITHFUL: "✓",
    Verdict.UNFAITHFUL: "✗",
    Verdict.PARTIAL: "◐",
    Verdict.UNVERIFIABLE: "?",
}


def verdict_name(verdict: Verdict) -> str:
    return {
        Verdict.FAITHFUL: QCoreApplication.translate("ClaimsPanel", "Faithful"),
        Verdict.UNFAITHFUL: QCoreApplication.translate("ClaimsPanel", "Unfaithful"),
        Verdict.PARTIAL: QCoreApplication.translate("ClaimsPanel", "Partly true"),
        Verdict.UNVERIFIABLE: QCoreApplication.translate("ClaimsPanel", "Can't tell"),
    }[verdict]


class ClaimsPanel(QWidget):
    """The claims of the summary on screen, the selected claim's verdict and evidence."""

    claim_selected = Signal(int)
    verdict_given = Signal(int, str)
    proposal_accepted = Signal(int, int)  # claim id, proposal index (0-based)
    selection_as_evidence = Signal(int)
    no_evidence = Signal(int)
    comment_changed = Signal(int, str)
    kind_changed = Signal(int, object)  # claim id, taxonomy label id or None
    edit_requested = Signal(int)
    split_requested = Signal(int)
    merge_requested = Signal(int)
    add_requested = Signal()
    remove_requested = Signal(int)
    find_requested = Signal()
    check_requested = Signal()

    def __init__(self, taxonomy: Taxonomy, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimsPanel")
        self._claims: list[Claim] = []
        self._verdicts: dict[int, ClaimVerdict] = {}
        self._locked = False
        self._filling = False
        self._others: dict[int, str] = {}  # a checking model's verdicts, once they may show

        self.keys_hint = hint(
            self.tr(
                "Keys: F, U, P or C gives your verdict; J and K move between claims; 1, 2 or 3 "
                "takes a passage found in your story as evidence, E the words you selected in "
                "it, N none."
            )
        )
        self.keys_hint.setObjectName("claimsKeysHint")

        # before there are claims
        self.find_button = QPushButton(self.tr("&Find the claims…"))
        self.find_button.setObjectName("findClaims")
        self.find_button.clicked.connect(self.find_requested)
        self.add_first = QPushButton(self.tr("Add a claim yourself… (A)"))
        self.add_first.clicked.connect(self.add_requested)
        empty = QWidget()
        empty_layout = QVBoxLayout(empty)
        empty_layout.setContentsMargins(0, 0, 0, 0)
        empty_text = hint(
            self.tr(
                "This summary has not been broken into claims yet. A model can list the short "
                "statements it makes, so that you can check them one by one. Nothing is sent "
                "before you see what it would cost and agree."
            )
        )
        empty_text.setObjectName("claimsEmptyNote")
        empty_layout.addWidget(empty_text)
        row = QHBoxLayout()
        row.addWidget(self.find_button)
        row.addWidget(self.add_first)
        row.addStretch(1)
        empty_layout.addLayout(row)
        empty_layout.addStretch(1)

        # the claims
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        self.progress.setObjectName("claimsProgress")
        self.list = QListWidget()
        self.list.setObjectName("claimList")
        self.list.setAccessibleName(self.tr("Claims of this summary"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setMinimumHeight(72)
        self.list.currentItemChanged.connect(self._current_changed)
        self.buttons: dict[Verdict, QPushButton] = {}
        # four in a row, or two by two when a narrow window (or German) would cut them off
        verdict_row = QGridLayout()
        self._verdict_grid = verdict_row
        self._verdict_columns = 0
        for verdict, key in VERDICT_KEYS:
            button = QPushButton(
                self.tr("{verdict} ({key})").format(verdict=verdict_name(verdict), key=key)
            )
            button.setCheckable(True)
            button.setObjectName(f"verdict_{verdict.value}")
            button.clicked.connect(lambda _on=False, v=verdict: self._give(v))
            self.buttons[verdict] = button
        self._arrange_verdicts()
        self.kind = QComboBox()
        self.kind.setObjectName("claimKind")
        self.kind.setAccessibleName(self.tr("What is wrong with the claim"))
        self.kind.addItem(self.tr("Not said"), None)
        for label in taxonomy.labels:
            self.kind.addItem(label.name, label.id)
        self.kind.activated.connect(self._kind_chosen)
        self.comment = QLineEdit()
        self.comment.setObjectName("claimComment")
        self.comment.setPlaceholderText(self.tr("A comment, if you like (saved as you leave it)"))
        self.comment.setAccessibleName(self.tr("Your comment on the claim"))
        self.comment.editingFinished.connect(self._comment_done)
        self.comment.returnPressed.connect(self.list.setFocus)  # back to the verdict keys
        self.evidence_note = QLabel()
        self.evidence_note.setObjectName("evidenceNote")
        self.evidence_note.setWordWrap(True)
        self.proposals = QListWidget()
        self.proposals.setObjectName("evidenceProposals")
        self.proposals.setAccessibleName(self.tr("Passages of your story about this claim"))
        self.proposals.setWordWrap(True)
        self.proposals.setMaximumHeight(72)
        self.proposals.setMinimumHeight(40)
        self.proposals.itemActivated.connect(self._proposal_clicked)
        legend = self.tr(
            "In your story, the passages found for this claim are tinted yellow, your "
            "evidence green, and what the summaries left out violet."
        )
        self.proposals.setToolTip(legend)
        self.evidence_note.setToolTip(legend)
        self.proposals.itemClicked.connect(self._proposal_clicked)
        self.use_selection = QPushButton(self.tr("Use the selected words (E)"))
        self.use_selection.setToolTip(
            self.tr("Select words of your story on the left, then press E or click here")
        )
        self.use_selection.setObjectName("useSelection")
        self.use_selection.clicked.connect(
            lambda: self._emit_for_current(self.selection_as_evidence)
        )
        self.none_button = QPushButton(self.tr("No evidence (N)"))
        self.none_button.clicked.connect(lambda: self._emit_for_current(self.no_evidence))
        # Changing the claim itself: less often needed than a verdict, so behind one button.
        self.edit_button = QAction(self.tr("Change its words…\tF2"), self)
        self.split_button = QAction(self.tr("Split it in two or more…\tS"), self)
        self.merge_button = QAction(self.tr("Join it with the next claim…\tM"), self)
        self.add_button = QAction(self.tr("Add a claim the list is missing…\tA"), self)
        self.remove_button = QAction(self.tr("Remove this claim (one you added)"), self)
        self.remove_button.triggered.connect(lambda: self._emit_for_current(self.remove_requested))
        self.edit_button.triggered.connect(lambda: self._emit_for_current(self.edit_requested))
        self.split_button.triggered.connect(lambda: self._emit_for_current(self.split_requested))
        self.merge_button.triggered.connect(lambda: self._emit_for_current(self.merge_requested))
        self.add_button.triggered.connect(self.add_requested)
        self.claim_menu = QMenu(self)
        for made in (
            self.edit_button,
            self.split_button,
            self.merge_button,
            self.add_button,
            self.remove_button,
        ):
            self.claim_menu.addAction(made)
        self.tools = QPushButton(self.tr("Change the claim"))
        self.tools.setObjectName("claimTools")
        self.tools.setMenu(self.claim_menu)
        detail_row = QHBoxLayout()
        detail_row.addWidget(QLabel(self.tr("What is wrong:")))
        detail_row.addWidget(self.kind, 1)
        detail_row.addWidget(self.tools)

        evidence_row = QHBoxLayout()
        evidence_row.addWidget(self.use_selection)
        evidence_row.addWidget(self.none_button)
        evidence_row.addStretch(1)

        self.changed_title = QLabel(self.tr("Changed claims (kept as the model wrote them)"))
        self.changed_title.setObjectName("changedClaimsTitle")
        self.changed = QListWidget()
        self.changed.setObjectName("changedClaims")
        self.changed.setAccessibleName(self.tr("Claims you changed, kept as they were"))
        self.changed.setWordWrap(True)
        self.changed.setMaximumHeight(56)
        self.changed.setMinimumHeight(34)
        self.changed.setEnabled(False)  # greyed: kept for the record, not checked

        self.check_button = QPushButton(self.tr("Ask a model to check the claims…"))
        self.check_button.setObjectName("checkClaims")
        self.check_button.clicked.connect(self.check_requested)
        self.other_verdict = hint()
        self.other_verdict.setObjectName("otherVerdict")
        self.other_verdict.hide()
        self.second_opinion = hint()
        self.second_opinion.setObjectName("secondOpinion")
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.check_button)

        claims_page = QWidget()
        claims_layout = QVBoxLayout(claims_page)
        claims_layout.setContentsMargins(0, 0, 0, 0)
        claims_layout.addLayout(progress_row)
        claims_layout.addWidget(self.second_opinion)
        claims_layout.addWidget(self.list, 3)
        claims_layout.addLayout(verdict_row)
        claims_layout.addWidget(self.other_verdict)
        claims_layout.addLayout(detail_row)
        claims_layout.addWidget(self.comment)
        claims_layout.addWidget(self.evidence_note)
        claims_layout.addWidget(self.proposals)
        claims_layout.addLayout(evidence_row)
        claims_layout.addWidget(self.changed_title)
        claims_layout.addWidget(self.changed)

        # the claims page scrolls rather than make the review window taller than a 1024x640
        # screen has room for (its rows need about 360 px; the window had 16 px too few)
        claims_scroll = QScrollArea()
        claims_scroll.setWidgetResizable(True)
        claims_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        claims_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        claims_scroll.setWidget(claims_page)
        self.claims_page = claims_page
        self.stack = QStackedWidget()
        self.stack.addWidget(empty)
        self.stack.addWidget(claims_scroll)
        self.omissions = OmissionsBox()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.keys_hint)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.omissions)
        self._actions = self._make_actions()
        self._update_detail()

    # -- keys ----------------------------------------------------------------------------------

    def _make_actions(self) -> list[QAction]:
        def action(key: str | Qt.Key, slot: Callable[..., object]) -> QAction:
            made = QAction(self)
            made.setShortcut(QKeySequence(key))
            made.triggered.connect(slot)
            return made

        made = [
            action(key, lambda _=False, v=verdict: self._give(v)) for verdict, key in VERDICT_KEYS
        ]
        made += [
            action("J", lambda: self.step_claim(1)),
            action("K", lambda: self.step_claim(-1)),
            action("E", lambda: self._emit_for_current(self.selection_as_evidence)),
            action("N", lambda: self._emit_for_current(self.no_evidence)),
            action("S", lambda: self._emit_for_current(self.split_requested)),
            action("M", lambda: self._emit_for_current(self.merge_requested)),
            action("A", self.add_requested.emit),
            action(Qt.Key.Key_F2, lambda: self._emit_for_current(self.edit_requested)),
            action("L", self.omissions.add_requested.emit),
        ]
        made += [action(str(n + 1), lambda _=False, n=n: self._accept(n)) for n in range(3)]
        return made

    def width_needed(self) -> int:
        """How wide the panel must be for every row of the claims page to show whole (its
        buttons side by side; the page scrolls up and down, never sideways)."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        layout = self.layout()
        sides = layout.contentsMargins() if layout is not None else None
        margins = sides.left() + sides.right() if sides is not None else 0
        return self.claims_page.minimumSizeHint().width() + bar + margins

    def key_actions(self) -> list[QAction]:
        """The step's keys, for the window to install (on only while the step shows)."""
        return self._actions

    def set_keys_enabled(self, on: bool) -> None:
        for made in self._actions:
            made.setEnabled(on)

    # -- showing -------------------------------------------------------------------------------

    def show_claims(
        self,
        claims: Sequence[Claim],
        retired: Sequence[Claim],
        verdicts: dict[int, ClaimVerdict],
        locked: bool,
    ) -> None:
        """Show the summary's claims; the selection stays on the same claim when it can."""
        self._locked = locked
        self._verdicts = verdicts
        was = self.current_claim_id()
        same = [c.id for c in claims] == [c.id for c in self._claims]
        self._claims = list(claims)
        self.stack.setCurrentIndex(1 if claims or retired else 0)
        self.keys_hint.setVisible(bool(claims))
        self._filling = True
        if not same:
            self.list.clear()
            for claim in claims:
                item = QListWidgetItem()
                item.setData(_ID, claim.id)
                self.list.addItem(item)
        self._mark_rows()
        self._filling = False
        self.changed.clear()
        for claim in retired:
            self.changed.addItem(claim.text)
        self.changed.setVisible(bool(retired))
        self.changed_title.setVisible(bool(retired))
        if (was is None or not self.select_claim(was)) and claims:
            self.list.setCurrentRow(0)
        self.add_button.setEnabled(not locked)
        for widget in (self.find_button, self.add_first, self.check_button):
            widget.setEnabled(not locked)
        self._update_detail()

    def show_verdicts(self, verdicts: dict[int, ClaimVerdict]) -> None:
        """The writer's verdicts changed, the claims did not: only the rows' marks, the count
        and the claim on screen are drawn again."""
        self._verdicts = verdicts
        self._mark_rows()
        self._update_detail()

    def _mark_rows(self) -> None:
        verdicts = self._verdicts
        for row, claim in enumerate(self._claims):
            item = self.list.item(row)
            given = verdicts.get(claim.id)
            mark = MARKS[given.verdict] if given else "•"
            text = f"{mark}  {claim.text}"
            if item.text() != text:
                item.setText(text)
                item.setToolTip(
                    verdict_name(given.verdict) if given else self.tr("Not checked yet")
                )
        done = sum(1 for c in self._claims if c.id in verdicts)
        self.progress.setText(
            self.tr("You have checked {done} of %n claims.", "", len(self._claims)).format(
                done=done
            )
        )

    def claims(self) -> list[Claim]:
        return list(self._claims)

    def current_claim_id(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(_ID))

    def current_claim(self) -> Claim | None:
        wanted = self.current_claim_id()
        return next((c for c in self._claims if c.id == wanted), None)

    def select_claim(self, claim_id: int) -> bool:
        for row in range(self.list.count()):
            if self.list.item(row).data(_ID) == claim_id:
                self.list.setCurrentRow(row)
                return True
        return False

    def step_claim(self, step: int) -> None:
        row = self.list.currentRow() + step
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)

    def _arrange_verdicts(self) -> None:
        """Two columns when the four buttons' natural widths do not fit beside each other."""
        buttons = list(self.buttons.values())
        spacing = max(0, self._verdict_grid.horizontalSpacing())
        need = sum(b.sizeHint().width() for b in buttons) + spacing * (len(buttons) - 1)
        width = self.width() - 8  # the panel's own margins
        columns = len(buttons) if need <= width or not self.isVisible() else 2
        if columns == self._verdict_columns:
            return
        self._verdict_columns = columns
        for button in buttons:
            self._verdict_grid.removeWidget(button)
        for index, button in enumerate(buttons):
            self._verdict_grid.addWidget(button, index // columns, index % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_verdicts()

    def show_proposals(self, claim_id: int, found: Sequence[object]) -> None:
        """The story passages proposed as evidence for a claim (best first)."""
        if claim_id != self.current_claim_id():
            return
        self.proposals.clear()
        for number, passage in enumerate(found[:3], start=1):
            words = snippet(str(getattr(passage, "quote", "")), 18)
            self.proposals.addItem(f"{number}  {quoted(words)}")
        if not found:
            self.proposals.addItem(self.tr("No passage of your story seems to match."))
        self._update_evidence_note()

    def clear_proposals(self, searching: bool) -> None:
        self.proposals.clear()
        if searching:
            self.proposals.addItem(self.tr("Looking for passages in your story…"))

    def show_second_opinion(
        self, text: str, detail: str = "", per_claim: dict[int, str] | None = None
    ) -> None:
        """What a checking model said: overall, and (``per_claim``) on each claim."""
        self.second_opinion.setText(text)
        self.second_opinion.setToolTip(detail)
        self.second_opinion.setVisible(bool(text))
        self._others = per_claim or {}
        self._update_other()

    def _update_other(self) -> None:
        claim_id = self.current_claim_id()
        said = self._others.get(claim_id, "") if claim_id is not None else ""
        self.other_verdict.setText(said)
        self.other_verdict.setVisible(bool(said))

    def _current_changed(self, *_args: object) -> None:
        self._update_detail()
        claim_id = self.current_claim_id()
        if claim_id is not None and not self._filling:
            self.claim_selected.emit(claim_id)

    def _update_detail(self) -> None:
        claim = self.current_claim()
        given = self._verdicts.get(claim.id) if claim else None
        usable = claim is not None and not self._locked
        for verdict, button in self.buttons.items():
            button.setChecked(given is not None and given.verdict is verdict)
            button.setEnabled(usable)
        for widget in (
            self.kind,
            self.comment,
            self.use_selection,
            self.none_button,
            self.tools,
        ):
            widget.setEnabled(usable)
        self.kind.setCurrentIndex(max(self.kind.findData(given.kind), 0) if given else 0)
        if not self.comment.hasFocus():
            self.comment.setText(given.comment if given else "")
        self._update_evidence_note()
        self._update_other()
        self.remove_button.setEnabled(
            usable and claim is not None and claim.origin is ClaimOrigin.WRITER
        )

    def _update_evidence_note(self) -> None:
        claim = self.current_claim()
        given = self._verdicts.get(claim.id) if claim else None
        if claim is None:
            self.evidence_note.setText("")
        elif given is not None and given.evidence_start is not None:
            self.evidence_note.setText(
                self.tr("Your evidence: {quote}").format(
                    quote=quoted(snippet(given.evidence_quote or "", 16))
                )
            )
        elif given is not None and given.evidence_source == "none":
            self.evidence_note.setText(
                self.tr("No evidence chosen. Passages of your story that may be about it:")
            )
        else:
            self.evidence_note.setText(self.tr("Passages of your story that may be about it:"))

    # -- asking ----------------------------------------------------------------------------------

    def _emit_for_current(self, signal: SignalInstance) -> None:
        claim_id = self.current_claim_id()
        if claim_id is not None and not self._locked:
            signal.emit(claim_id)

    def _give(self, verdict: Verdict) -> None:
        claim_id = self.current_claim_id()
        if claim_id is None or self._locked:
            return
        self.verdict_given.emit(claim_id, verdict.value)

    def _accept(self, index: int) -> None:
        claim_id = self.current_claim_id()
        if claim_id is not None and not self._locked and index < self.proposals.count():
            self.proposal_accepted.emit(claim_id, index)

    def _proposal_clicked(self, item: QListWidgetItem) -> None:
        self._accept(self.proposals.row(item))

    def _kind_chosen(self, _index: int) -> None:
        claim_id = self.current_claim_id()
        if claim_id is not None:
            self.kind_changed.emit(claim_id, self.kind.currentData())

    def flush_comment(self) -> None:
        """Save a comment still being typed (the window closes, or the step changes)."""
        if self.comment.isEnabled():
            self._comment_done()

    def _comment_done(self) -> None:
        claim_id = self.current_claim_id()
        given = self._verdicts.get(claim_id) if claim_id is not None else None
        if claim_id is not None and self.comment.text() != (given.comment if given else ""):
            self.comment_changed.emit(claim_id, self.comment.text())
