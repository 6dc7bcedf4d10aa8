"""The question before the reveal: seeing which model wrote which summary cannot be undone, and
ends the blind review (what is judged from then on could be swayed by the names)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from writerlens.ui.tr_context import TrContext

RevealText = TrContext("RevealText")


def ask_to_reveal(parent: QWidget, reveal: Callable[[], None]) -> QMessageBox:
    """Open the question (window-modal, not blocking); ``reveal`` runs only on "Show the
    models"; "Not yet", the default, changes nothing."""
    box = QMessageBox(parent)
    box.setObjectName("revealQuestion")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(RevealText.tr("Show which model wrote which summary?"))
    box.setText(
        RevealText.tr(
            "Once you see which model wrote which summary, your review is kept exactly as "
            "it is now, blind: you can still read it, but not change it. This cannot be "
            "undone."
        )
    )
    box.setInformativeText(RevealText.tr("Show the models' names now?"))
    yes = box.addButton(RevealText.tr("Show the models"), QMessageBox.ButtonRole.AcceptRole)
    not_yet = box.addButton(RevealText.tr("Not yet"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(not_yet)

    def answered(button: QAbstractButton) -> None:
        if button is yes:
            reveal()

    box.buttonClicked.connect(answered)
    box.open()
    return box
