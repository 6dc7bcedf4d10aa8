"""What the summaries left out: passages of the story the writer marks, each with what kind of
thing was left out and which summaries left it out (one mark can serve several summaries).

The box and the dialog only show and ask; the window saves (see ``claim_actions``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Omission, OmissionKind
from writerlens.ui.review.judge_results import hint, quoted, snippet

_ID = Qt.ItemDataRole.UserRole


def kind_name(kind: OmissionKind) -> str:
    """What was left out, in a writer's words."""
    return {
        OmissionKind.EVENT: QCoreApplication.translate("Omissions", "A key event"),
        OmissionKind.CHARACTER: QCoreApplication.translate("Omissions", "A character"),
        OmissionKind.RELATIONSHIP: QCoreApplication.translate("Omissions", "A relationship"),
        OmissionKind.ATTRIBUTE: QCoreApplication.translate(
            "Omissions", "A character's state or trait"
        ),
        OmissionKind.THEME: QCoreApplication.translate("Omissions", "A theme"),
        OmissionKind.ENDING: QCoreApplication.translate("Omissions", "The ending"),
    }[kind]


class OmissionsBox(QGroupBox):
    """The list of what was left out, with the button to mark more."""

    add_requested = Signal()
    edit_requested = Signal(int)
    delete_requested = Signal(int)
    selected = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("Omissions", "Left out of the summaries"), parent
        )
        self.setObjectName("omissionsBox")
        self.list = QListWidget()
        self.list.setObjectName("omissionList")
        self.list.setAccessibleName(self.tr("Passages of your story the summaries left out"))
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemActivated.connect(lambda item: self.edit_requested.emit(item.data(_ID)))
        self.add = QPushButton(self.tr("Left out… (L)"))
        self.add.setObjectName("addOmission")
        self.add.setToolTip(
            self.tr("Select a passage of your story that a summary should have included")
        )
        self.add.clicked.connect(self.add_requested)
        self.edit = QPushButton(self.tr("Change…"))
        self.edit.clicked.connect(lambda: self._for_current(self.edit_requested))
        self.delete = QPushButton(self.tr("Remove"))
        self.delete.clicked.connect(lambda: self._for_current(self.delete_requested))
        self.note = hint(
            self.tr(
                "Select a passage in your story that a summary should have included, then press L."
            )
        )
        self.note.setObjectName("omissionsHint")
        self.list.setMaximumHeight(72)
        self.list.setMinimumHeight(34)
        row = QHBoxLayout()
        row.addWidget(self.add)
        row.addWidget(self.edit)
        row.addWidget(self.delete)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.note)
        layout.addWidget(self.list)
        layout.addLayout(row)
        self._update_buttons()

    def show_omissions(
        self, omissions: Sequence[Omission], names: dict[int, str], locked: bool
    ) -> None:
        was = self.current_id()
        self.list.blockSignals(True)
        self.list.clear()
        for omission in omissions:
            which = ", ".join(sorted(names.get(i, "?") for i in omission.summary_ids))
            text = self.tr("{kind}: {quote}, left out of {which}").format(
                kind=kind_name(omission.kind),
                quote=quoted(snippet(omission.quote, 10)),
                which=which,
            )
            item = QListWidgetItem(text)
            item.setData(_ID, omission.id)
            if omission.comment:
                item.setToolTip(omission.comment)
            self.list.addItem(item)
            if omission.id == was:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        self.list.setVisible(bool(omissions))
        self.note.setVisible(not omissions and not locked)
        self.add.setEnabled(not locked)
        self._locked = locked
        self._update_buttons()

    _locked = False

    def current_id(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(_ID))

    def _for_current(self, signal: SignalInstance) -> None:
        chosen = self.current_id()
        if chosen is not None:
            signal.emit(chosen)

    def _current_changed(self, *_args: object) -> None:
        self._update_buttons()
        chosen = self.current_id()
        if chosen is not None:
            self.selected.emit(chosen)

    def _update_buttons(self) -> None:
        chosen = self.current_id() is not None and not self._locked
        self.edit.setEnabled(chosen)
        self.delete.setEnabled(chosen)


class OmissionDialog(QDialog):
    """What was left out, and which summaries left it out."""

    def __init__(
        self,
        quote: str,
        summaries: Sequence[tuple[int, str]],
        chosen: Sequence[int],
        kind: OmissionKind | None = None,
        comment: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("omissionDialog")
        self.setWindowTitle(self.tr("What did the summaries leave out?"))
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        passage = QLabel(self.tr("Your story: {quote}").format(quote=quoted(snippet(quote, 40))))
        passage.setWordWrap(True)
        layout.addWidget(passage)
        kinds = QGroupBox(self.tr("What was left out (press its number)"))
        kinds_layout = QVBoxLayout(kinds)
        self.kinds = QButtonGroup(self)
        self.kind_buttons: dict[OmissionKind, QRadioButton] = {}
        for number, each in enumerate(OmissionKind, start=1):
            button = QRadioButton(f"&{number}  {kind_name(each)}")
            self.kinds.addButton(button, number)
            key = QAction(self)  # the number alone chooses too (Alt+number as well)
            key.setShortcut(QKeySequence(str(number)))
            key.triggered.connect(button.click)
            self.addAction(key)
            self.kind_buttons[each] = button
            kinds_layout.addWidget(button)
        self.kind_buttons[kind or OmissionKind.EVENT].setChecked(True)
        layout.addWidget(kinds)
        which = QGroupBox(self.tr("Which summaries left it out"))
        which_layout = QHBoxLayout(which)
        self.summaries: dict[int, QCheckBox] = {}
        for summary_id, name in summaries:
            box = QCheckBox(name)
            box.setChecked(summary_id in chosen)
            box.toggled.connect(self._update_ok)
            self.summaries[summary_id] = box
            which_layout.addWidget(box)
        which_layout.addStretch(1)
        layout.addWidget(which)
        self.comment = QLineEdit(comment)
        self.comment.setPlaceholderText(self.tr("A note, if you like"))
        layout.addWidget(self.comment)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_ok()

    def _update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.chosen_summaries()))

    def chosen_kind(self) -> OmissionKind:
        return next(k for k, b in self.kind_buttons.items() if b.isChecked())

    def chosen_summaries(self) -> tuple[int, ...]:
        return tuple(i for i, box in self.summaries.items() if box.isChecked())
