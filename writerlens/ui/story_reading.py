"""The main window's ways of reading: where the writer was in each story (kept across
restarts), and a story's summaries outside the blind review, once it is revealed or not
wanted (mixed into ``MainWindow``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from writerlens.domain import WriterLensError
from writerlens.ui.dialogs import bring_forward

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from writerlens.services.library import Library
    from writerlens.ui.reader import ReaderPane
    from writerlens.ui.review.window import ReviewWindow
    from writerlens.ui.summaries_viewer import SummariesViewer

    _Base = QMainWindow  # the mixin is only ever part of MainWindow, a QMainWindow
else:
    _Base = object


class StoryReading(_Base):
    if TYPE_CHECKING:  # what MainWindow sets up and this mixin uses
        library: Library
        reader: ReaderPane
        review_action: QAction
        summaries_viewer: SummariesViewer
        _save_place: QTimer
        _shown_id: int | None

        selected_id: Callable[[], int | None]
        review_selected: Callable[[], ReviewWindow | None]

    def remember_reading_place(self) -> None:
        """Where the writer is reading this story, kept across restarts (story code points,
        so a different window size finds the same paragraph)."""
        self._save_place.stop()
        if self._shown_id is None or getattr(self, "_restoring_place", False):
            return
        if self.reader.title.text() == self.tr("No story selected") or not self.reader._blocks:
            return
        try:
            self.library.set_view_setting(
                f"reader.place.{self._shown_id}", self.reader.top_offset()
            )
        except WriterLensError:
            return

    def open_selected(self) -> QWidget | None:
        """Double-click: the blind review, unless it is over (revealed) or not wanted: then
        the summaries themselves, with their models' names."""
        manuscript_id = self.selected_id()
        if manuscript_id is None or not self.review_action.isEnabled():
            return None
        if self._revealed(manuscript_id) or self.library.view_setting(
            f"review.not_wanted.{manuscript_id}", False
        ):
            return self.read_summaries()
        return self.review_selected()

    def _revealed(self, manuscript_id: int) -> bool:
        try:
            from writerlens.services.review import ReviewSession  # the review's rules: on use

            session = ReviewSession.existing(self.library, manuscript_id)
            return session is not None and session.state().revealed
        except WriterLensError:
            return False

    def read_summaries(self) -> QWidget | None:
        manuscript_id = self.selected_id()
        if manuscript_id is None:
            return None
        blind = not self._revealed(manuscript_id) and not self.library.view_setting(
            f"review.not_wanted.{manuscript_id}", False
        )
        if blind:
            answer = QMessageBox.question(
                self,
                self.tr("Read the summaries"),
                self.tr(
                    "Reading the summaries with the models' names means you will not review "
                    "this story blind. Read them anyway? (You can still review it later, but "
                    "knowing which model wrote which.)"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return None
            self.library.set_view_setting(f"review.not_wanted.{manuscript_id}", True)
        from writerlens.ui.summaries_viewer import SummariesViewer  # opened by the writer, #29

        viewer = SummariesViewer(self.library, manuscript_id, self)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summaries_viewer = viewer
        bring_forward(viewer)
        return viewer
