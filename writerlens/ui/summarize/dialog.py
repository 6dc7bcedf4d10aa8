"""Summarize one story with up to three models: choose, see the estimate, agree, run, see.

The dialog is not modal: the writer can keep reading and reviewing while jobs run. Everything
slow runs in workers: looking up the models (the keyring may be slow), estimating (tokenizing
the story; a local model loads its vocabulary), and the jobs (see :mod:`.runs`).

A local model's time rests on this computer's measured speed for that model file and thread
count. The first time a model is chosen (or after its threads changed) the speed is not known:
the dialog measures it in a worker (a few seconds; "Measuring this computer's speed…" in the
Time cell meanwhile) and estimates again, so the time appears without the writer asking.

Closing the dialog while jobs run asks what to do; the default keeps them running in the
background: the dialog only hides, the library still updates when each job ends, and choosing
Summarize again for the story shows it with its progress. Quitting the app cancels them
(:meth:`shut_down`); cancelled jobs keep their finished steps and can be resumed.
"""

from __future__ import annotations

import html
import logging
from dataclasses import replace

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import CancelToken, WriterLensError
from writerlens.llm.base import ProviderSpec
from writerlens.llm.speed import Speed
from writerlens.services.library import Library
from writerlens.services.summarize import Estimate, SummarizeService
from writerlens.store.library import set_setting
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.ui import glossary
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.errors import said, show_error
from writerlens.ui.layout_memory import FRAME_ALLOWANCE
from writerlens.ui.summarize.estimate_table import EstimateTable
from writerlens.ui.summarize.job_row import JobRow
from writerlens.ui.summarize.model_picker import ModelPicker
from writerlens.ui.summarize.preselect import LAST_CHOICE, Loaded, load, preselect
from writerlens.ui.summarize.runs import RunPanel
from writerlens.ui.summarize.strategy_box import StrategyBox
from writerlens.ui.summarize.texts import number
from writerlens.ui.workers import Report, Workers

log = logging.getLogger(__name__)

ESTIMATE_DELAY_MS = 300  # estimates wait this long after the last change


def _fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """The size wanted, or less on a small screen (1024x640 and its title bar included)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    # the window manager's title bar and borders, as every window of the app counts them
    room = screen.availableGeometry().size() - FRAME_ALLOWANCE
    return QSize(width, height).boundedTo(room)


class SummarizeDialog(QDialog):
    #: a job ended and the story's summaries changed (the manuscript id)
    summaries_changed = Signal(int)
    #: the models are listed and the writer can choose (tests wait for it)
    ready = Signal()
    #: an estimate (or the reason there is none) arrived for the model with this key
    estimated = Signal(str)
    #: every job of the last start has ended (done, refused, failed, cancelled, not sent)
    all_finished = Signal()
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
        super().__init__(parent)
        self.library = library
        self.manuscript_id = manuscript_id
        self.service = service or SummarizeService(library)
        #: everything but the length, which the writer sets here
        self.base_options = base_options or SummarizeOptions()
        # Workers of its own: when the dialog goes, their late results go with it.
        self.workers = Workers(self)
        self.close_question: QMessageBox | None = None
        self._estimates: dict[tuple[str, str, int], Estimate | str] = {}
        #: local models (by key) whose speed is being measured; and measured or tried already
        self._measuring: set[str] = set()
        self._measured: set[str] = set()
        self._loaded = False
        self._closing_confirmed = False
        self._title = ""

        self.setObjectName("summarizeDialog")
        self.setWindowTitle(self.tr("Summarize"))
        self.setModal(False)
        self.resize(_fitting_size(self, 1180, 760))

        self.header = QLabel(self.tr("Opening the story…"))
        self.header.setObjectName("summarizeHeader")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self.picker = ModelPicker()
        self.picker.settings_requested.connect(self.settings_requested)
        self.estimate_table = EstimateTable()

        self.strategy_box = StrategyBox(self.base_options.words)
        self.strategy_radios = self.strategy_box.radios
        self.words = self.strategy_box.words
        self.runs = RunPanel(library, manuscript_id, self.service)
        self.runs.summaries_changed.connect(lambda: self.summaries_changed.emit(manuscript_id))
        self.runs.all_finished.connect(self.all_finished)
        self.runs.busy_changed.connect(self._update_buttons)
        self.runs.busy_changed.connect(lambda: self.estimate_table.set_running(self.runs.running()))

        # Plain buttons, not a QDialogButtonBox: that would make Start the default button,
        # which Enter presses from any field.
        self.start_button = QPushButton(self.tr("&Start Summarizing"))
        self.start_button.setObjectName("startButton")
        self.close_button = QPushButton(self.tr("Close"))
        self.start_button.clicked.connect(self.start)
        self.close_button.clicked.connect(self.reject)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.start_button)
        self.buttons.addWidget(self.close_button)

        left = QVBoxLayout()
        left.addWidget(self.picker, 1)
        left.addWidget(self.strategy_box)
        right = QVBoxLayout()
        # The estimate is as tall as its rows; the progress takes the rest (it scrolls).
        right.addWidget(self.estimate_table)
        right.addWidget(self.runs, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addLayout(columns, 1)
        layout.addLayout(self.buttons)

        self._estimate_timer = QTimer(self)
        self._estimate_timer.setSingleShot(True)
        self._estimate_timer.setInterval(ESTIMATE_DELAY_MS)
        self._estimate_timer.timeout.connect(self._estimate)

        # Enter in the length field must not start a job (it may cost money): Enter presses
        # no button here; Space presses the one with the focus.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        self.picker.changed.connect(self._choices_changed)
        self.strategy_box.changed.connect(self._choices_changed)
        self._update_buttons()
        self.reload_models(initial=True)

    @property
    def rows(self) -> list[JobRow]:
        return self.runs.rows

    @property
    def consent_dialog(self) -> ConsentDialog | None:
        return self.runs.consent_dialog

    @property
    def cancel_all_button(self) -> QPushButton:
        return self.runs.cancel_all_button

    # -- the models --------------------------------------------------------------------------

    def reload_models(self, initial: bool = False, estimates_too: bool = True) -> None:
        """Look up the models again (after Settings changed them), keeping the ticks.

        Settings may have changed what a model reads at once, so estimates are counted again
        unless ``estimates_too`` is False (the dialog merely got the focus back)."""
        library, manuscript_id = self.library, self.manuscript_id
        self.workers.start(
            lambda _progress, _cancel: load(library, manuscript_id),
            lambda loaded: self._loaded_models(loaded, initial, estimates_too),
            self._load_failed,
            key=f"summarize-models:{id(self)}",
        )

    def _loaded_models(self, loaded: Loaded, initial: bool, estimates_too: bool) -> None:
        entry = loaded.entry
        self._title = entry.title
        if entry.words and entry.tokens:
            # This story's own words per token: "reads 3,189 words" matches the header.
            self.estimate_table.words_per_token = entry.words / entry.tokens
            self.runs.words_per_token = entry.words / entry.tokens
        self.setWindowTitle(self.tr("Summarize “{title}”").format(title=entry.title))
        self.header.setText(
            self.tr("<h3>Summarize “{title}”</h3><p>{words} words ({tokens} tokens)</p>").format(
                title=html.escape(entry.title),
                words=number(entry.words),
                tokens=number(entry.tokens),
            )
        )
        self.header.setToolTip(glossary.tip("length"))
        if initial:
            chosen = preselect(loaded)
            checked = chosen.keys
            self.picker.set_study_note(chosen.study_note)
            if chosen.strategy is not None:
                self.strategy_box.set_strategy(chosen.strategy)
            if chosen.words is not None:
                self.words.setValue(chosen.words)
        else:
            checked = self.picker.chosen_keys()
            same = [(c.key, c.label, c.ready, c.why_not) for c in loaded.choices] == [
                (c.key, c.label, c.ready, c.why_not) for c in self.picker.choices()
            ]
            if estimates_too:
                self._estimates.clear()
                self._measured.clear()  # threads may have changed: measure again
            if same:
                if estimates_too:
                    self._choices_changed()
                return
        self.picker.set_choices(loaded.choices, checked)
        self._loaded = True
        self._update_buttons()
        self.ready.emit()

    def _load_failed(self, exc: BaseException) -> None:
        self.header.setText(self.tr("This story could not be opened."))
        show_error(self, exc)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # Coming back from Settings: a key added there makes its model ready here.
        if (
            event.type() == QEvent.Type.ActivationChange
            and self.isActiveWindow()
            and self._loaded
            and not self.running()
        ):
            self.reload_models(estimates_too=False)

    # -- choices and estimates ---------------------------------------------------------------

    def strategy(self) -> Strategy:
        return self.strategy_box.strategy()

    def options(self) -> SummarizeOptions:
        return replace(self.base_options, words=self.words.value())

    def _choices_changed(self) -> None:
        self.estimate_table.show_models(self.picker.chosen())
        self._update_buttons()
        if self.picker.chosen():
            self._estimate_timer.start()

    def _estimate(self) -> None:
        strategy, options = self.strategy(), self.options()
        service, manuscript_id = self.service, self.manuscript_id
        for choice in self.picker.chosen():
            wanted = (choice.key, strategy.value, options.words)
            known = self._estimates.get(wanted)
            if known is not None:
                self._show_estimate(choice.key, known)
                continue
            spec = choice.spec

            def work(
                _progress: Report, _cancel: CancelToken, spec: ProviderSpec = spec
            ) -> Estimate:
                return service.estimate(manuscript_id, spec, strategy, options)

            def done(result: Estimate, wanted: tuple[str, str, int] = wanted) -> None:
                self._estimated(wanted, result)

            def failed(exc: BaseException, wanted: tuple[str, str, int] = wanted) -> None:
                self._estimated(wanted, exc)

            self.workers.start(
                work, done, failed, key=f"summarize-estimate:{id(self)}:{choice.key}"
            )

    def _estimated(self, wanted: tuple[str, str, int], result: Estimate | BaseException) -> None:
        if isinstance(result, BaseException):
            if not isinstance(result, WriterLensError):
                log.exception("estimate failed", exc_info=result)
                result = WriterLensError(
                    self.tr(
                        "WriterLens could not work out an estimate for this model ({error})."
                    ).format(error=type(result).__name__)
                )
            value: Estimate | str = said(result)
        else:
            value = result
        self._estimates[wanted] = value
        key, strategy, words = wanted
        if (strategy, words) == (self.strategy().value, self.options().words):
            self._show_estimate(key, value)

    def _show_estimate(self, key: str, value: Estimate | str) -> None:
        if isinstance(value, str):
            self.estimate_table.set_problem(key, value)
        else:
            self.estimate_table.set_estimate(key, value)
            if value.is_local and value.seconds is None:
                self._measure_speed(key)
        self.estimated.emit(key)

    # -- a local model's speed ---------------------------------------------------------------

    def _measure_speed(self, key: str) -> None:
        """Measure a local model's speed on this computer once, in a worker, then estimate
        again so that its time shows. Tried once per model until Settings change: a model
        that cannot be measured says "not known yet" rather than measuring forever. Not while
        jobs run: they would share the processor and the measure would be wrong."""
        if key in self._measuring:
            self.estimate_table.set_measuring(key)
            return
        choice = next((c for c in self.picker.chosen() if c.key == key), None)
        if choice is None or key in self._measured or self.running():
            return
        self._measuring.add(key)
        self._measured.add(key)
        self.estimate_table.set_measuring(key)
        service, spec = self.service, choice.spec

        def work(_progress: Report, _cancel: CancelToken) -> Speed | None:
            return service.speed(spec, service.provider(spec))

        def measured(speed: Speed | None) -> None:
            self._measuring.discard(key)
            if speed is not None:  # estimates of this model without a time are out of date
                self._estimates = {w: v for w, v in self._estimates.items() if w[0] != key}
            self._estimate()

        def failed(exc: BaseException) -> None:
            self._measuring.discard(key)
            log.warning("measuring the speed of %s failed: %r", key, exc)
            self._estimate()  # shows the time as not known yet

        self.workers.start(work, measured, failed, key=f"summarize-speed:{id(self)}:{key}")

    # -- starting: consent first -------------------------------------------------------------

    def running(self) -> bool:
        return self.runs.running()

    def start(self) -> None:
        chosen = self.picker.chosen()
        if not chosen or self.runs.busy():
            return
        strategy, options = self.strategy(), self.options()
        set_setting(
            self.library.store,
            LAST_CHOICE,
            {"models": [c.key for c in chosen], "strategy": strategy.value, "words": options.words},
        )
        resolved = {k: Strategy(e.strategy) for k, e in self.estimate_table.estimates.items()}
        self.runs.start(chosen, strategy, options, resolved)

    def cancel_all(self) -> None:
        self.runs.cancel_all()

    def _update_buttons(self) -> None:
        can_start = self._loaded and bool(self.picker.chosen()) and not self.runs.busy()
        self.start_button.setEnabled(can_start)

    # -- closing -----------------------------------------------------------------------------

    def reject(self) -> None:
        """Close, Escape and the window's close button all end here (QDialog's closeEvent
        calls it): with jobs running, ask first.

        Not :func:`~writerlens.ui.workers.confirm_close`: that stops a window's work as the
        window goes, and asks only about paid work. This dialog is not gone when closed: it
        hides and still owns its jobs (the main window keeps it and shows it again, and
        cancels its jobs on quit), so a 25-minute local run may go on in the background. The
        question offers that, and never stops a local run without asking."""
        if self.running() and not self._closing_confirmed:
            self._ask_about_running_jobs()
            return
        self._closing_confirmed = False
        super().reject()

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

    def shut_down(self, msecs: int = 5000) -> None:
        """The app is closing: cancel every job (their finished steps stay) and wait a little."""
        self.workers.cancel_all()
        self.runs.shut_down(msecs)
