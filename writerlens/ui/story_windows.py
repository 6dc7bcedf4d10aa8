"""The windows the library window opens for a story and keeps track of: one review window and
one Summarize dialog per story (a dialog may be hidden while its jobs run on), and what each
tells the others: that a model is writing a summary of the story, that a new one is in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from writerlens.domain import WriterLensError
from writerlens.ui.dialogs import bring_forward
from writerlens.ui.errors import show_error
from writerlens.ui.warming import READING, TOKENS, warm_up_later

if TYPE_CHECKING:  # each is imported when the writer first opens it (issue #29)
    from writerlens.ui.main_window import MainWindow
    from writerlens.ui.review.window import ReviewWindow
    from writerlens.ui.summarize import SummarizeDialog


class StoryWindows:
    """Owned by the library window (``MainWindow.story_windows``)."""

    def __init__(self, window: MainWindow) -> None:
        self.main_window = window
        self.library = window.library
        self.review_windows: dict[int, ReviewWindow] = {}
        self.summarize_dialogs: dict[int, SummarizeDialog] = {}
        self.summarize_dialog: SummarizeDialog | None = None

    def review_selected(self) -> ReviewWindow | None:
        manuscript_id = self.main_window.selected_id()
        if manuscript_id is None or not self.main_window.review_action.isEnabled():
            return None
        window = self.review_windows.get(manuscript_id)
        if window is None:
            from writerlens.ui.review.window import ReviewWindow

            # its measures read the story's reading level
            warm_up_later(self.main_window.workers, READING)
            try:
                window = ReviewWindow(self.library, manuscript_id)
            except WriterLensError as exc:
                show_error(self.main_window, exc)
                return None
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.changed.connect(self.main_window.refresh)
            window.destroyed.connect(lambda *_: self.review_windows.pop(manuscript_id, None))
            self.review_windows[manuscript_id] = window
            window.set_writing(self.writing_summary(manuscript_id))
        bring_forward(window)
        return window

    def summarize_selected(self) -> SummarizeDialog | None:
        """One non-modal dialog per story; it may be hidden with jobs still running."""
        manuscript_id = self.main_window.selected_id()
        if manuscript_id is None:
            return None
        dialog = self.summarize_dialogs.get(manuscript_id)
        if dialog is None:
            from writerlens.ui.summarize import SummarizeDialog

            # its estimate counts the story's tokens
            warm_up_later(self.main_window.workers, TOKENS)
            dialog = SummarizeDialog(self.library, manuscript_id, parent=self.main_window)
            dialog.settings_requested.connect(self.main_window.settings_action.trigger)
            dialog.summaries_changed.connect(lambda _id: self.main_window.refresh())
            dialog.summaries_changed.connect(self._story_summaries_changed)
            dialog.busy_changed.connect(lambda: self._writing_changed(manuscript_id))
            dialog.finished.connect(lambda *_: self._summarize_closed(manuscript_id))
            self.summarize_dialogs[manuscript_id] = dialog
        self.summarize_dialog = dialog
        bring_forward(dialog)
        return dialog

    def open_work(self, manuscript_id: int) -> None:
        """The work indicator was clicked: the story's Summarize dialog comes forward."""
        dialog = self.summarize_dialogs.get(manuscript_id)
        if dialog is not None:
            bring_forward(dialog)

    def writing_summary(self, manuscript_id: int) -> bool:
        """Whether a model is writing a summary of the story now."""
        dialog = self.summarize_dialogs.get(manuscript_id)
        return dialog is not None and dialog.is_running()

    def _story_summaries_changed(self, manuscript_id: int) -> None:
        window = self.review_windows.get(manuscript_id)
        if window is not None:  # its review says whether the new summary is in it
            window.set_writing(self.writing_summary(manuscript_id))
            window.summaries_changed()

    def _writing_changed(self, manuscript_id: int) -> None:
        self.main_window.work.watch()
        self.main_window.model.set_writing(
            {i for i, dialog in self.summarize_dialogs.items() if dialog.is_running()}
        )
        window = self.review_windows.get(manuscript_id)
        if window is not None:
            window.set_writing(self.writing_summary(manuscript_id))

    def _summarize_closed(self, manuscript_id: int) -> None:
        dialog = self.summarize_dialogs.get(manuscript_id)
        if dialog is not None and not dialog.is_running():  # else it works on in the background
            del self.summarize_dialogs[manuscript_id]
            if self.summarize_dialog is dialog:
                self.summarize_dialog = None
            dialog.deleteLater()

    def reload_models(self) -> None:
        """Settings changed: each Summarize dialog offers the models as they are now."""
        for dialog in self.summarize_dialogs.values():
            dialog.reload_models()

    def close_all(self) -> None:
        """Every review window closes, every Summarize dialog shuts down (the library is being
        replaced, or the app closes)."""
        for window in list(self.review_windows.values()):
            window.close()
        for dialog in list(self.summarize_dialogs.values()):
            dialog.shut_down()
