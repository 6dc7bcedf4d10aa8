"""The sample story and the welcome: on the first start the sample is put in the library and
the welcome says hello (Help → Welcome shows it again); its "Open the sample" opens the
sample's review, ready to try.

Its texts are the library window's: they are translated in the context "MainWindow".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from writerlens.domain import Manuscript
from writerlens.ui.dialogs import WelcomeDialog
from writerlens.ui.errors import show_error
from writerlens.ui.warming import ensure_warm

if TYPE_CHECKING:
    from writerlens.ui.main_window import MainWindow


class SampleWelcome:
    """Owned by the library window (``MainWindow.sample_welcome``)."""

    def __init__(self, window: MainWindow) -> None:
        self.main_window = window
        self.welcome: WelcomeDialog | None = None

    def add_sample(self) -> None:
        """The first start: the sample goes in (in the background), then the welcome."""
        library = self.main_window.library
        self.main_window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Adding the sample story…"), 30_000
        )

        def install(_progress: Any, _cancel: Any) -> Manuscript:
            ensure_warm()  # the sample is imported as any story is
            return library.install_sample()

        self.main_window.workers.start(
            install,
            self._sample_installed,
            lambda exc: show_error(self.main_window, exc),
        )

    def _sample_installed(self, sample: Manuscript) -> None:
        self.main_window.refresh(select_id=sample.id)
        self.main_window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Your stories stay on this computer.")
        )
        self.show_welcome()

    def show_welcome(self) -> None:
        sample = next((e for e in self.main_window.entries() if e.is_sample), None)
        title = (
            sample.title if sample else QCoreApplication.translate("MainWindow", "the sample story")
        )
        self.welcome = WelcomeDialog(title, self.main_window)
        if sample is not None:
            self.welcome.accepted.connect(lambda: self._open_sample(sample.id))
        self.welcome.open()

    def _open_sample(self, sample_id: int) -> None:
        """The welcome's "Open the sample": the sample's review opens, ready to try."""
        self.main_window.select(sample_id)
        self.main_window.review_selected()
