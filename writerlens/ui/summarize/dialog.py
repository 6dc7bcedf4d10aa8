"""Summarize one story with up to three models: the one model-task dialog with the Summarize
page (:mod:`.page`).

The dialog is not modal: the writer can keep reading and reviewing while jobs run. Closing it
while jobs run asks what to do; the default keeps them running in the background: the dialog
only hides, the library still updates when each job ends, and choosing Summarize again for the
story shows it with its progress. Quitting the app cancels them (:meth:`shut_down`); cancelled
jobs keep their finished steps and can be resumed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton, QRadioButton, QSpinBox, QWidget

from writerlens.domain import LibraryEntry
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.store.library import set_setting
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.ui import glossary
from writerlens.ui.layout_memory import FRAME_ALLOWANCE
from writerlens.ui.model_work.dialog import ModelWorkDialog
from writerlens.ui.summarize.estimate_table import EstimateTable
from writerlens.ui.summarize.job_row import JobRow
from writerlens.ui.summarize.model_picker import ModelPicker
from writerlens.ui.summarize.page import SummarizePage
from writerlens.ui.summarize.preselect import LAST_CHOICE
from writerlens.ui.summarize.texts import number


def _fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """The size wanted, or less on a small screen (1024x640 and its title bar included)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    # the window manager's title bar and borders, as every window of the app counts them
    room = screen.availableGeometry().size() - FRAME_ALLOWANCE
    return QSize(width, height).boundedTo(room)


class SummarizeDialog(ModelWorkDialog):
    #: a job ended and the story's summaries changed (the manuscript id)
    summaries_changed = Signal(int)
    #: an estimate (or the reason there is none) arrived for the model with this key
    estimated = Signal(str)
    settings_requested = Signal()

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        *,
        service: SummarizeService | None = None,
        base_options: SummarizeOptions | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.service = service or SummarizeService(library)
        self.base_options = base_options or SummarizeOptions()
        page = SummarizePage(library, manuscript_id, self.service, self.base_options)
        # the task works on the story itself
        super().__init__(library, manuscript_id, [(manuscript_id, "")], page, parent=parent)
        self.summarize_page = page
        self.close_question: QMessageBox | None = None
        self._closing_confirmed = False
        self._title = ""

        self.setObjectName("summarizeDialog")
        self.setWindowTitle(self.tr("Summarize"))
        self.setModal(False)
        self.setMinimumWidth(0)
        self.resize(_fitting_size(self, 1180, 760))
        self.header = self.intro
        self.header.setObjectName("summarizeHeader")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setText(self.tr("Opening the story…"))
        self.run_button.setText(self.tr("&Start Summarizing"))
        self.run_button.setObjectName("startButton")
        page.picker.settings_requested.connect(self.settings_requested)
        page.estimated.connect(self.estimated)
        page.story_loaded.connect(self._story_loaded)
        page.summaries_changed.connect(lambda: self.summaries_changed.emit(manuscript_id))
        page.panel.cancel_all_requested.connect(self.cancel_all)
        self.load_choices()

    # -- the page's parts, by the names the app and its tests use ----------------------------

    @property
    def picker(self) -> ModelPicker:
        return self.summarize_page.picker

    @property
    def estimate_table(self) -> EstimateTable:
        return self.summarize_page.estimate_table

    @property
    def strategy_radios(self) -> dict[Strategy, QRadioButton]:
        return self.summarize_page.strategy_box.radios

    @property
    def words(self) -> QSpinBox:
        return self.summarize_page.strategy_box.words

    @property
    def rows(self) -> list[JobRow]:
        return self.summarize_page.panel.rows

    @property
    def start_button(self) -> QPushButton:
        return self.run_button

    @property
    def close_button(self) -> QPushButton:
        return self.cancel_button

    @property
    def cancel_all_button(self) -> QPushButton:
        return self.summarize_page.panel.cancel_all_button

    def strategy(self) -> Strategy:
        return self.summarize_page.strategy()

    def options(self) -> SummarizeOptions:
        return self.summarize_page.summarize_options()

    # -- the story and its models ------------------------------------------------------------

    def _story_loaded(self, entry: LibraryEntry) -> None:
        self._title = entry.title
        self.setWindowTitle(self.tr("Summarize “{title}”").format(title=entry.title))
        self.header.setText(
            self.tr("<h3>Summarize “{title}”</h3><p>{words} words ({tokens} tokens)</p>").format(
                title=html.escape(entry.title),
                words=number(entry.words),
                tokens=number(entry.tokens),
            )
        )
        self.header.setToolTip(glossary.tip("length"))

    def reload_models(self, estimates_too: bool = True) -> None:
        """Look up the models again (after Settings changed them), keeping the ticks.

        Settings may have changed what a model reads at once, so estimates are counted again
        unless ``estimates_too`` is False (the dialog merely got the focus back)."""
        if estimates_too:
            self.estimates.clear()
            self.summarize_page.forget_speeds()  # threads may have changed: measure again
        self.load_choices()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # Coming back from Settings: a key added there makes its model ready here.
        if (
            event.type() == QEvent.Type.ActivationChange
            and self.isActiveWindow()
            and self._loaded
            and not self.is_running()
        ):
            self.reload_models(estimates_too=False)

    # -- starting ----------------------------------------------------------------------------

    def start(self) -> None:
        """Run, keeping the writer's choice for next time."""
        chosen = self.summarize_page.chosen()
        if not chosen or self.busy():
            return
        set_setting(
            self.library.store,
            LAST_CHOICE,
            {
                "models": [c.key for c in chosen],
                "strategy": self.strategy().value,
                "words": self.options().words,
            },
        )
        self.run()

    # -- closing -----------------------------------------------------------------------------

    def reject(self) -> None:
        """Close, Escape and the window's close button all end here (QDialog's closeEvent
        calls it): with jobs running, ask first.

        Not :func:`~writerlens.ui.workers.confirm_close`: that stops a window's work as the
        window goes, and asks only about paid work. This dialog is not gone when closed: it
        hides and still owns its jobs (the main window keeps it and shows it again, and
        cancels its jobs on quit), so a 25-minute local run may go on in the background. The
        question offers that, and never stops a local run without asking."""
        if self.is_running() and not self._closing_confirmed:
            self._ask_about_running_jobs()
            return
        self._closing_confirmed = False
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        # QDialog's own: it calls reject (the question above), where the one dialog's stops
        # its work as the window goes
        QDialog.closeEvent(self, event)

    def _ask_about_running_jobs(self) -> None:
        if self.close_question is not None:
            return
        box = QMessageBox(self)
        box.setObjectName("closeWhileRunning")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Summaries are still being written"))
        box.setText(
            self.tr("Some summaries of “{title}” are still being written.").format(
                title=self._title
            )
        )
        box.setInformativeText(
            self.tr(
                "Keep them running in the background (they appear in your library when they "
                "are done), or cancel them? Cancelled summaries keep their finished steps and "
                "can be resumed."
            )
        )
        self.keep_button = box.addButton(
            self.tr("&Keep Running"), QMessageBox.ButtonRole.AcceptRole
        )
        self.cancel_jobs_button = box.addButton(
            self.tr("&Cancel Them"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(self.tr("Stay &Here"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.keep_button)
        box.finished.connect(lambda _result: self._close_answered(box))
        self.close_question = box
        box.open()

    def _close_answered(self, box: QMessageBox) -> None:
        self.close_question = None
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is self.cancel_jobs_button:
            self.cancel_all()
        elif clicked is not self.keep_button:
            return
        self._closing_confirmed = True
        self.reject()
