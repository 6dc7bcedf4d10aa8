"""The question asked before a story first leaves this computer for a cloud provider.

The dialog never blocks: it is opened with ``open()`` and says the writer's answer through
``answered``, so the summarize dialog (and tests) go on with their event loop. Declining is
the default button: a stray Enter must not send an unpublished story anywhere.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from writerlens.services.consent import ConsentRequest
from writerlens.ui.errors import said


def notice_html(request: ConsentRequest) -> str:
    """The notice as rich text, with the provider's policy address as a link."""
    text = html.escape(said(request.notice))
    if request.link:
        link = html.escape(request.link)
        text = text.replace(link, f"<a href='{link}'>{link}</a>", 1)
    return f"<p>{text}</p>"


class ConsentDialog(QDialog):
    #: True: the writer agreed to send stories to this provider; False: they declined.
    answered = Signal(bool)

    def __init__(self, request: ConsentRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.setObjectName("consentDialog")
        self.setWindowTitle(
            self.tr("Send your story to {provider}?").format(provider=request.provider_name)
        )
        heading = QLabel(
            self.tr("<h3>Your story would leave this computer</h3>"),
        )
        heading.setTextFormat(Qt.TextFormat.RichText)
        self.notice = QLabel(notice_html(request))
        self.notice.setObjectName("consentNotice")
        self.notice.setTextFormat(Qt.TextFormat.RichText)
        self.notice.setWordWrap(True)
        self.notice.setOpenExternalLinks(True)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.notice.setAccessibleName(self.tr("What happens to your story"))
        self.notice.setAccessibleDescription(said(request.notice))
        self.buttons = QDialogButtonBox()
        self.send_button = self.buttons.addButton(
            self.tr("&Send to {provider}").format(provider=request.provider_name),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.decline_button = self.buttons.addButton(
            self.tr("&Don't Send"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.send_button.setAutoDefault(False)
        self.decline_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.finished.connect(
            lambda result: self.answered.emit(result == QDialog.DialogCode.Accepted)
        )
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.setMaximumWidth(720)
