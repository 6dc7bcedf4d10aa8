"""Which cloud providers the writer agreed (or declined) to send stories to, and withdrawing.

The answers themselves are given in the Summarize dialog, the first time a story would go to a
provider; this page is where the writer reviews them and takes an agreement back. After a
withdrawal WriterLens asks again before the next story goes to that provider.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.services import consent
from writerlens.services.library import Library
from writerlens.ui.errors import said
from writerlens.ui.settings.common import SettingsText, StatusLine, Tone, intro, page_layout


def provider_name(key: str) -> str:
    """How a consent key reads: "Anthropic", "OpenAI", "The server at example.org"."""
    if key == "anthropic":
        return "Anthropic"
    if key == "openai":
        return "OpenAI"
    if key.startswith("server:"):
        return SettingsText.tr("The server at {host}").format(host=key.removeprefix("server:"))
    return key


def when_text(iso: str) -> str:
    """The stored UTC time, in this computer's time zone and date format."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    stamp = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    locale = QLocale.system()
    return SettingsText.tr("{date}, {time}").format(
        date=locale.toString(stamp.date(), QLocale.FormatType.LongFormat),
        time=locale.toString(stamp.time(), QLocale.FormatType.ShortFormat),
    )


class PrivacyPage(QWidget):
    changed = Signal()

    PROVIDER, ANSWER, WHEN, ACTION = range(4)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        layout = page_layout(self)
        layout.addWidget(
            intro(
                SettingsText.tr(
                    "<p>A story goes to a cloud provider only after you have agreed to send "
                    "your stories to that provider: the first time, WriterLens names the "
                    "provider, says what it does with the text, and asks you. Models on this "
                    "computer, and servers running on this computer, need no agreement, "
                    "because the story does not leave it. If you withdraw an agreement, "
                    "WriterLens asks you again before it sends that provider another story; "
                    "what was already sent cannot be called back.</p>"
                )
            )
        )
        self.table = QTableWidget(0, 4)
        self.table.setAccessibleName(SettingsText.tr("Your answers about cloud providers"))
        self.table.setHorizontalHeaderLabels(
            [
                SettingsText.tr("Provider"),
                SettingsText.tr("Your answer"),
                SettingsText.tr("Since"),
                "",  # the Withdraw buttons: no heading
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the Withdraw buttons
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.PROVIDER, QHeaderView.ResizeMode.Stretch)
        for column in (self.ANSWER, self.WHEN, self.ACTION):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table)
        self.status = StatusLine(SettingsText.tr("Privacy status"))
        layout.addWidget(self.status)
        layout.addStretch(1)
        self.withdraw_buttons: dict[str, QPushButton] = {}
        self.refresh()

    def refresh(self) -> None:
        answers = consent.consents(self.library)
        self.table.setVisible(bool(answers))
        self.table.setRowCount(len(answers))
        self.withdraw_buttons = {}
        for row, answer in enumerate(answers):
            self._fill_row(row, answer)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)  # as tall as the answers: the page does not scroll
        if not answers:
            self.status.say(
                SettingsText.tr(
                    "You have not been asked yet: no story has been sent to a cloud provider."
                )
            )
        else:
            self.status.say("")

    def _fill_row(self, row: int, answer: dict[str, Any]) -> None:
        key = str(answer["provider"])
        name = provider_name(key)
        granted = bool(answer["granted"])
        cells = (
            name,
            SettingsText.tr("Agreed") if granted else SettingsText.tr("Not agreed"),
            when_text(str(answer["decided_at"])),
        )
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))
        button = QPushButton(SettingsText.tr("Withdraw"))
        button.setAccessibleName(
            SettingsText.tr("Withdraw your agreement for {name}").format(name=name)
        )
        button.setEnabled(granted)
        button.clicked.connect(lambda _checked=False, key=key: self.withdraw(key))
        self.table.setCellWidget(row, self.ACTION, button)
        self.withdraw_buttons[key] = button

    def withdraw(self, key: str) -> None:
        try:
            consent.withdraw(self.library, key)
        except WriterLensError as exc:
            self.status.say(said(exc), Tone.PROBLEM)
            return
        self.refresh()
        self.status.say(
            SettingsText.tr(
                "Withdrawn. WriterLens will ask you again before it sends a story to {name}."
            ).format(name=provider_name(key)),
            Tone.GOOD,
        )
        self.changed.emit()
