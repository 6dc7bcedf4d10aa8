"""The small dialog that edits a claim's words, splits a claim, joins two, or adds one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class ClaimTextDialog(QDialog):
    """One claim per line. Ctrl+Enter (or OK) saves; in a split, Enter starts the next claim."""

    def __init__(
        self,
        title: str,
        explanation: str,
        text: str,
        *,
        cursor_at: int | None = None,
        least: int = 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.least = least  # claims the dialog needs (a split: two)
        self.setObjectName("claimTextDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        note = QLabel(explanation)
        note.setWordWrap(True)
        self.editor = QPlainTextEdit(text)
        self.editor.setObjectName("claimText")
        self.editor.setAccessibleName(title)
        self.editor.setTabChangesFocus(True)
        cursor = self.editor.textCursor()
        cursor.setPosition(len(text) if cursor_at is None else min(cursor_at, len(text)))
        self.editor.setTextCursor(cursor)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setToolTip(self.tr("Ctrl+Enter"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.editor.installEventFilter(self)  # Ctrl+Enter saves (the editor would take it)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.buttons)
        self.editor.textChanged.connect(self._update_ok)
        self._update_ok()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.editor
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.accept()
            return True
        return super().eventFilter(watched, event)

    def lines(self) -> list[str]:
        """The claims written, one per line, without empty lines or surrounding spaces."""
        return [line.strip() for line in self.editor.toPlainText().splitlines() if line.strip()]

    def set_cursor(self, position: int) -> None:
        cursor = self.editor.textCursor()
        cursor.setPosition(position, QTextCursor.MoveMode.MoveAnchor)
        self.editor.setTextCursor(cursor)

    def _update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(len(self.lines()) >= self.least)

    def accept(self) -> None:
        if len(self.lines()) >= self.least:
            super().accept()
