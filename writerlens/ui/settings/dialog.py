"""The Settings window: a list of pages on the left, the chosen page on the right.

It is not modal: the writer can keep reading a story while a connection test runs. Every change
is saved when it is made (there is no Save or Cancel), so closing the window is always safe.
``base_urls`` lets tests point the Anthropic and OpenAI pages at a local stand-in server; the app
itself never passes it.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from writerlens.llm.catalog import Catalog
from writerlens.services.library import Library
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.settings.cloud_page import CloudModelsPage
from writerlens.ui.settings.keys_page import KeysPage
from writerlens.ui.settings.language_page import LanguagePage
from writerlens.ui.settings.local_page import LocalModelsPage
from writerlens.ui.settings.privacy_page import PrivacyPage
from writerlens.ui.settings.servers_page import ServersPage
from writerlens.ui.workers import Workers


class SettingsDialog(QDialog):
    #: something the Summarize dialog offers may have changed (keys, models, servers)
    changed = Signal()

    KEYS, CLOUD, SERVERS, LOCAL, PRIVACY, LANGUAGE, BACKUPS = range(7)

    def __init__(
        self,
        library: Library,
        parent: QWidget | None = None,
        *,
        base_urls: Mapping[str, str] | None = None,
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.workers = Workers(self)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setModal(False)
        # never larger than the screen: at 1024x640 the Close button was below its edge
        fit_on_screen(self, QSize(1000, 700))

        self.keys_page = KeysPage(library, self.workers, base_urls)
        self.cloud_page = CloudModelsPage(library, catalog)
        self.servers_page = ServersPage(library, self.workers)
        self.local_page = LocalModelsPage(library, self.workers)
        self.privacy_page = PrivacyPage(library)
        self.language_page = LanguagePage(library)
        from writerlens.ui.backups import BackupsPage  # it uses this package's page helpers

        self.backups_page = BackupsPage(library)
        titles = (
            self.tr("API keys"),
            self.tr("Cloud models"),
            self.tr("Servers"),
            self.tr("Local models"),
            self.tr("Privacy"),
            self.tr("Language"),
            self.tr("Backups"),
        )
        pages: tuple[QWidget, ...] = (
            self.keys_page,
            self.cloud_page,
            self.servers_page,
            self.local_page,
            self.privacy_page,
            self.language_page,
            self.backups_page,
        )

        self.nav = QListWidget()
        self.nav.setAccessibleName(self.tr("Settings pages"))
        self.nav.setObjectName("settingsNav")
        self.nav.setSpacing(3)
        self.stack = QStackedWidget()
        for title, page in zip(titles, pages, strict=True):
            self.nav.addItem(title)
            self.stack.addWidget(page)
            page.setAccessibleName(title)
            page.changed.connect(self.changed)  # type: ignore[attr-defined]
        self.nav.setFixedWidth(self.nav.sizeHintForColumn(0) + 48)
        self.nav.currentRowChanged.connect(self._page_chosen)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(
            self.tr("Close Settings")
        )
        body = QHBoxLayout()
        body.addWidget(self.nav)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)

        for keys, step in (
            (QKeySequence.StandardKey.NextChild, 1),
            (QKeySequence.StandardKey.PreviousChild, -1),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(lambda step=step: self._step(step))
        for index in range(len(pages)):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{index + 1}"), self)
            shortcut.activated.connect(lambda index=index: self.show_page(index))
        self.nav.setCurrentRow(self.KEYS)

    def show_page(self, index: int) -> None:
        self.nav.setCurrentRow(index)

    def _step(self, step: int) -> None:
        self.show_page((self.nav.currentRow() + step) % self.nav.count())

    def _page_chosen(self, index: int) -> None:
        self.local_page.flush()
        self.stack.setCurrentIndex(index)
        if index == self.PRIVACY:
            self.privacy_page.refresh()  # answers are given elsewhere, while this is open

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.keys_page.refresh()
        self.privacy_page.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.local_page.flush()
        self.local_page.download.cancel()  # paused: the part kept, Download goes on from it
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.local_page.flush()
        self.local_page.download.cancel()
        super().done(result)
