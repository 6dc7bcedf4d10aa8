"""The one dialog that runs a model task on a story's summaries: choose the model, see what it
will take, agree, run, follow, cancel.

Nothing is sent before the writer presses Run, and the estimate (calls, words, cost) is on
screen before that; a provider the writer has not agreed to is asked about first (one consent
flow: :class:`~writerlens.ui.model_work.consent.ConsentAsker`). Each result is stored the moment
it is known, so a run that is cancelled or fails keeps what finished, and ``judged`` is said
either way. Looking up the models (the keyring), estimating (token counting) and running all
happen in workers.

A task (summaries, the judges, finding claims, checking claims) is a :class:`TaskPage`: its
options on a page of their own, and what it estimates, runs and says when it ends. Everything
else is here: the models, the estimate of each, one consent flow for all of them, one run per
model (a :class:`Run`, shown in the dialog's own bar or in a view the page gives, such as the
Summarize page's job rows), cancel, resume and how each run ended. A page that compares models
(Summarize: up to three) chooses them itself (:attr:`TaskPage.chooses_models`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QHideEvent, QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Cancelled, WriterLensError
from writerlens.llm.base import ProviderSpec
from writerlens.services import consent, model_setup
from writerlens.services.consent import ConsentRequired
from writerlens.services.library import Library
from writerlens.services.model_work import WorkEstimate, WorkProgress
from writerlens.ui import glossary, plain
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.errors import said, show_error
from writerlens.ui.model_work.consent import ConsentAsker, declined, needs_asking
from writerlens.ui.model_work.task_page import Run, TaskPage
from writerlens.ui.model_work.texts import cost_words
from writerlens.ui.summarize.texts import words_from_tokens
from writerlens.ui.tr_context import InheritedTr
from writerlens.ui.workers import Task, Workers, confirm_close

STEPS = 1000  # the progress bar's resolution
#: Runs at once: one per model, and a page compares at most three (the study's three summaries).
MAX_RUNS = 3


class ModelWorkDialog(InheritedTr, QDialog):
    """One model task for one story's summaries (blind: summaries are named "Summary A", ...)
    or for the story itself (Summarize)."""

    #: results were stored (all of them, or those finished before a cancel or a failure)
    judged = Signal()
    #: every run of the last start has ended (done, failed, cancelled, not sent)
    all_finished = Signal()
    #: the models are listed and the writer can choose (tests wait for it)
    ready = Signal()
    #: runs started or ended, or a consent question opened or closed
    busy_changed = Signal()

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        summaries: list[tuple[int, str]],
        page: TaskPage,
        current: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.manuscript_id = manuscript_id
        self.summaries = dict(summaries)
        self.current = current if current in self.summaries else None
        self.page = page
        page.dialog = self
        self.workers = Workers(self)
        self.asker = ConsentAsker(library, self)
        self.asker.finished.connect(self._asked)
        self.asker.changed.connect(self._update_run_button)
        self.choices: list[model_setup.ModelChoice] = []
        self.estimate: WorkEstimate | None = None
        #: the estimates of the chosen models with the page's options (a text: why none)
        self.estimates: dict[tuple[str, str], WorkEstimate | str] = {}
        #: the runs of the last start, one per model (kept when they end: Resume)
        self.runs: list[Run] = []
        self.outcome = ""  # how the last run ended: "done", "cancelled", "failed", "consent"
        self._loaded = False
        # runs get a pool of their own: long jobs never hold up the app's other background work
        pool = QThreadPool(self)
        pool.setMaxThreadCount(MAX_RUNS)
        self.run_workers = Workers(self, pool)
        self._estimate_timer = QTimer(self)
        self._estimate_timer.setSingleShot(True)
        self._estimate_timer.setInterval(page.estimate_delay_ms)
        self._estimate_timer.timeout.connect(self._estimate_now)
        self.setMinimumWidth(560)

        page.done_text = page.done_text or self.tr("Done.")
        page.stopped_text = page.stopped_text or self.tr("Stopped. What had finished is kept.")
        page.failed_text = page.failed_text or self.tr(
            "The model could not finish. What it had finished is kept."
        )
        self.choose_text = self.tr("Choose one of your models that can run now.")
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.model = QComboBox()
        self.model.setAccessibleName(self.tr("Model"))
        self.model.addItem(self.tr("Looking for your models…"))
        self.model.setEnabled(False)
        self.model_note = QLabel()
        self.model_note.setWordWrap(True)
        self.model_note.setObjectName("modelNote")
        form = QFormLayout()
        self.model_label = QLabel(self.tr("&Model:"))
        self.model_label.setBuddy(self.model)
        form.addRow(self.model_label, self.model)
        form.addRow("", self.model_note)

        which = QGroupBox(self.tr("Which summaries"))
        which_layout = QHBoxLayout(which)
        self.scope = QButtonGroup(self)
        self.only_current = QRadioButton(
            self.tr("&This one ({name})").format(
                name=self.summaries[self.current] if self.current is not None else ""
            )
        )
        self.every = QRadioButton(self.tr("&All %n summaries", "", len(self.summaries)))
        for number, button in enumerate((self.only_current, self.every)):
            self.scope.addButton(button, number)
            which_layout.addWidget(button)
        which_layout.addStretch(1)
        self.only_current.setEnabled(self.current is not None)
        (self.only_current if self.current is not None else self.every).setChecked(True)

        self.estimate_label = QLabel()
        self.estimate_label.setObjectName("judgeEstimate")
        self.estimate_label.setWordWrap(True)
        self.estimate_label.setToolTip(glossary.tip("cost") + glossary.tip("length"))
        self.estimate_label.setTextFormat(Qt.TextFormat.RichText)
        self.progress = QProgressBar()
        self.progress.setRange(0, STEPS)
        self.progress.setAccessibleName(self.tr("Progress"))
        self.progress.setVisible(False)
        self.status = QLabel()
        self.status.setObjectName("judgeStatus")
        self.status.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.run_button = self.buttons.addButton(
            self.tr("&Run"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = self.buttons.addButton(
            self.tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.run_button.setEnabled(False)
        self.run_button.clicked.connect(lambda: self.start())
        self.cancel_button.clicked.connect(self.cancel_or_close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(page)
        layout.addWidget(which)
        layout.addWidget(self.estimate_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        if page.chooses_models:  # the page lists the models and shows estimates and runs
            for widget in (self.model_label, self.model, self.model_note, which):
                widget.hide()
            self.estimate_label.hide()
            self.status.hide()  # each run's row says where it is
            layout.setStretchFactor(page, 1)
            # runs are cancelled on their rows; closing asks what to do with them
            self.cancel_button.setText(self.tr("Close"))
        # Enter in a field (a length) must not start a run, which may cost money: Enter
        # presses no button; Space presses the one with the focus.
        for push in (self.run_button, self.cancel_button):
            push.setAutoDefault(False)
            push.setDefault(False)

        self.model.currentIndexChanged.connect(self._model_changed)
        page.changed.connect(self.update_estimate)
        self.scope.idToggled.connect(self._scope_toggled)

    @property
    def running(self) -> Task | None:
        """The task of a run under way (the first, when several models run), or None."""
        return next((run.task for run in self.runs if run.active), None)

    def is_running(self) -> bool:
        return self.running is not None

    def busy(self) -> bool:
        """Runs are under way, or the writer is being asked about sending the story."""
        return self.is_running() or self.asker.asking()

    @property
    def consent_dialog(self) -> ConsentDialog | None:
        """The consent question open now, if any."""
        return self.asker.dialog

    def _scope_toggled(self, _id: int, on: bool) -> None:
        if on:
            self.update_estimate()

    # -- the models ----------------------------------------------------------------------------

    def load_choices(self) -> None:
        """Find the models set up (the keyring may be slow), and what the page counts."""
        library, page = self.library, self.page

        def find(progress: Any, cancel: Any) -> tuple[list[model_setup.ModelChoice], Any]:
            return model_setup.choices(library), page.load()

        self.workers.start(find, self._choices_found, self._failed, key="choices")

    def _choices_found(self, found: tuple[list[model_setup.ModelChoice], Any]) -> None:
        choices, extra = found
        previous = self.spec()
        self.choices = choices
        self.model.blockSignals(True)
        self.model.clear()
        items = self.model.model()
        assert isinstance(items, QStandardItemModel)
        for number, choice in enumerate(choices):
            self.model.addItem(choice.label)
            if not choice.ready:
                item = items.item(number)
                item.setEnabled(False)
                item.setToolTip(choice.why_not)
        ready = [i for i, c in enumerate(choices) if c.ready]
        keep = next((i for i in ready if choices[i].spec == previous), None)
        if ready:
            self.model.setCurrentIndex(keep if keep is not None else ready[0])
        self.model.setEnabled(bool(choices) and self.running is None)
        self.model.blockSignals(False)
        if not choices:
            self.model.addItem(self.tr("No models set up yet"))
        self.page.loaded(extra)
        self._loaded = True
        self._model_changed()
        self.ready.emit()

    def choice(self) -> model_setup.ModelChoice | None:
        index = self.model.currentIndex()
        return self.choices[index] if 0 <= index < len(self.choices) else None

    def spec(self) -> ProviderSpec | None:
        chosen = self.choice()
        return chosen.spec if chosen is not None and chosen.ready else None

    def _model_changed(self, _index: int = 0) -> None:
        chosen = self.choice()
        if not self.choices:
            self.model_note.setText(
                self.tr(
                    "Set up a model first (Settings): a cloud model with your key, "
                    "a server such as Ollama, or a model file on this computer."
                )
            )
        elif chosen is None or not chosen.ready:
            self.model_note.setText(
                chosen.why_not if chosen else self.tr("None of your models can run right now.")
            )
        else:
            self.model_note.setText(
                self.tr("Runs on this computer: your story stays here.")
                if chosen.spec.kind == "local"
                else ""
            )
        self.update_estimate()

    # -- the estimate --------------------------------------------------------------------------

    def chosen_summaries(self) -> list[int]:
        if self.only_current.isChecked() and self.current is not None:
            return [self.current]
        return list(self.summaries)

    def run_specs(self) -> list[ProviderSpec]:
        """The models of the next run: the page's (it compares several) or the one chosen."""
        if self.page.chooses_models:
            return self.page.specs()
        spec = self.spec()
        return [spec] if spec is not None else []

    def _options_key(self) -> str:
        """What an estimate depends on besides the model: the summaries and the options."""
        return repr(
            (self.chosen_summaries(), self.page.parts(), sorted(self.page.options().items()))
        )

    def update_estimate(self, forget: ProviderSpec | None = None) -> None:
        """Count what the run would send (in a worker per model); Run waits for the figures.
        ``forget``: that model's estimates are out of date (its speed was just measured)."""
        if forget is not None:
            self.estimates = {k: v for k, v in self.estimates.items() if k[0] != repr(forget)}
        self.estimate = None
        self._update_run_button()
        if self.page.chooses_models and not self.page.specs():
            return
        if self.page.estimate_delay_ms:
            self._estimate_timer.start()
        else:
            self._estimate_now()

    def _estimate_now(self) -> None:
        specs, ids = self.run_specs(), self.chosen_summaries()
        if self.is_running() and not self.page.chooses_models:
            return
        if not specs or not self.page.ready() or not ids:
            self.workers.start(lambda _p, _c: None, key="estimate")  # drops a stale estimate
            self.estimate_label.setText(self.choose_text if self.choices else "")
            return
        self.estimate_label.setText(self.tr("Working out what this would cost…"))
        options = self._options_key()
        for spec in specs:
            wanted = (repr(spec), options)  # a spec holds a dict: not hashable itself
            known = self.estimates.get(wanted)
            if known is not None:
                self._show(spec, known)
                continue

            def done(
                result: Any, spec: ProviderSpec = spec, wanted: tuple[str, str] = wanted
            ) -> None:
                self._arrived(spec, wanted, result)

            self.workers.start(
                self.page.estimate_work(ids, spec),
                done,
                done,
                key=f"estimate:{spec}" if self.page.chooses_models else "estimate",
            )

    def _arrived(
        self,
        spec: ProviderSpec,
        wanted: tuple[str, str],
        result: WorkEstimate | BaseException,
    ) -> None:
        value: WorkEstimate | str
        if isinstance(result, WorkEstimate):
            value = result
        elif isinstance(result, WriterLensError):
            value = said(result)
        else:
            value = self.tr("The cost could not be worked out.")
            show_error(self, result)
        self.estimates[wanted] = value
        if wanted[1] == self._options_key():
            self._show(spec, value)

    def _show(self, spec: ProviderSpec, value: WorkEstimate | str) -> None:
        if self.page.show_estimate(spec, value):
            self._update_run_button()
        elif isinstance(value, str):
            self.estimate_label.setText(value)
            self.fit_height()
        else:
            self._estimated(value)

    def _update_run_button(self) -> None:
        self.busy_changed.emit()
        if self.page.chooses_models:
            self.run_button.setEnabled(self._loaded and bool(self.run_specs()) and not self.busy())
            self.page.set_running(self.is_running())
        else:
            self.run_button.setEnabled(
                not self.busy() and self.estimate is not None and self.estimate.calls > 0
            )

    def _estimated(self, estimate: WorkEstimate) -> None:
        self.estimate = estimate
        text = (
            self.tr(
                "<b>Before anything is sent:</b> the model is asked once; it reads about "
                "{words_in} words ({tokens_in} tokens) and writes about {words_out} words. "
                "<b>Cost:</b> {cost}."
            )
            if estimate.calls == 1
            else self.tr(
                "<b>Before anything is sent:</b> the model is asked %n times; it reads about "
                "{words_in} words ({tokens_in} tokens) and writes about {words_out} words. "
                "<b>Cost:</b> {cost}.",
                "",
                estimate.calls,
            )
        ).format(
            words_in=plain.count(words_from_tokens(estimate.input_tokens)),
            tokens_in=plain.count(estimate.input_tokens),
            words_out=plain.count(words_from_tokens(estimate.output_tokens)),
            cost=html.escape(cost_words(estimate)),
        )
        spec = self.spec()
        request = consent.consent_request(spec) if spec is not None else None
        if request is None:
            text += "<br>" + self.tr("Your story stays on this computer.")
        else:
            text += "<br>" + self.tr(
                "Your story and its summaries would be sent to {provider}."
            ).format(provider=html.escape(request.provider_name))
        for note in estimate.notes:
            text += "<br>" + html.escape(said(note))
        if estimate.calls == 0:  # all done already: never "asked 0 times, about 0 words"
            text = self.tr(
                "There is nothing left to send for the chosen summaries: it was all done "
                "before. Choose other summaries, or close this."
            )
        self.estimate_label.setText(text)
        self._update_run_button()
        self.fit_height()

    # -- running: consent first ----------------------------------------------------------------

    def start(self) -> None:
        """Run was pressed (a task's dialog may keep the writer's choice first)."""
        self.run()

    def run(self) -> None:
        """Ask what must be asked about sending the story, then run each model (nothing is
        sent before). A run of the same models and options that stopped goes on (Resume)."""
        specs, ids = self.run_specs(), self.chosen_summaries()
        if not specs or not self.page.ready() or not ids or self.busy():
            return
        parts, options = self.page.parts(), self.page.options()
        if not self.page.chooses_models:
            last = next((r for r in self.runs if r.resumable and r.spec == specs[0]), None)
            if last is not None and (last.ids, last.parts, last.options) == (
                ids,
                parts,
                options,
            ):
                self.resume(last)
                return
        self._clear_runs()
        self.outcome = ""
        for spec in specs:
            run = Run(spec, list(ids), parts, options=options)
            run.view = self.page.view_for(run)
            self.runs.append(run)
            request = needs_asking(self.library, spec)
            if run.view is not None:
                run.view.waiting(
                    self.tr(
                        "Waiting for your answer about sending the story to {provider}."
                    ).format(provider=request.provider_name)
                    if request is not None
                    else self.tr("Starting…")
                )
        self.asker.ask(specs)
        if self.asker.asking():  # a question is open: the runs wait for the answer
            self.outcome = "consent"
            self.status.setText(self.tr("Nothing is sent before you answer."))

    def _asked(self, declined_keys: set[str]) -> None:
        """Every question is answered: run each model the writer did not decline."""
        for run in [r for r in self.runs if r.task is None and r.outcome == ""]:
            refused = declined(run.spec, declined_keys)
            if refused is None:
                self._launch(run, self.page.run_work(run.ids, run.spec))
            elif run.view is not None:
                run.outcome = "not sent"
                run.view.not_sent(refused.provider_name)
            else:
                run.outcome = "not sent"
                self.outcome = "consent"
                self.status.setText(
                    self.tr(
                        "Nothing was sent. To run this without your story leaving this "
                        "computer, choose a model that runs here."
                    )
                )
        self._update_run_button()
        self._check_all_finished()

    def resume(self, run: Run) -> None:
        """Go on with a run that stopped (cancelled, failed) from where it got."""
        if run.active or run not in self.runs:
            return
        self._launch(run, self.page.resume_work(run))

    def _launch(self, run: Run, work: Callable[..., Any]) -> None:
        run.outcome, run.result = "", None
        self.outcome = ""

        def progressed(at: WorkProgress) -> None:
            run.last = at
            if run.view is not None:
                run.view.progressed(at)
            else:
                self._progressed(at)

        run.task = self.run_workers.start(
            work,
            lambda result: self._run_done(run, result),
            lambda exc: self._run_failed(run, exc),
            progressed,
            paid=consent.consent_request(run.spec) is not None,
            progress_view=self.progress if run.view is None else None,
        )
        if run.view is not None:
            run.view.running(run.task)
        else:
            self.progress.setValue(0)
            self.status.setText(self.tr("Starting…"))
            self._set_running(True)
        self._update_run_button()

    def _run_done(self, run: Run, results: Any) -> None:
        run.result = results
        run.outcome = self.page.outcome_of(results)
        if run.view is not None:
            run.view.finished(results)
        else:
            self._bar_finished(run.outcome, self.page.finished_text(run.ids, results))
        self._ended(run)

    def _run_failed(self, run: Run, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            run.outcome = "cancelled"
        elif isinstance(exc, ConsentRequired):  # withdrawn meanwhile (Settings): ask again
            run.outcome = "consent"
        else:
            run.outcome = "failed"
        if run.view is not None:
            run.view.failed(exc)
        elif run.outcome == "cancelled":
            self._bar_finished("cancelled", self.page.stopped_text)
        elif run.outcome == "consent":
            self._bar_finished("consent", self.tr("Nothing was sent."))
            self.run()
        else:
            self._bar_finished("failed", self.page.failed_text)
            show_error(self, exc)
        self._ended(run)

    def _ended(self, run: Run) -> None:
        self.estimates.clear()  # what is left to do changed
        self.page.ended(run)
        self._update_run_button()
        self._check_all_finished()

    def _check_all_finished(self) -> None:
        if not self.runs or any(run.outcome == "" for run in self.runs):
            return
        if run_views := [run for run in self.runs if run.view is not None]:
            outcomes = {run.outcome for run in run_views}
            self.outcome = next(
                (o for o in ("failed", "cancelled", "consent") if o in outcomes), "done"
            )
        self.all_finished.emit()

    def _progressed(self, at: WorkProgress) -> None:
        self.progress.setValue(round(at.fraction * STEPS))
        step = self.page.step_name(at)
        if at.steps > 1:
            step = self.tr("{step} (step {n} of {runs})").format(
                step=step, n=at.step + 1, runs=at.steps
            )
        if at.total:  # the task's own message would repeat the count (calls overlap)
            text = self.tr("{step} — {done} of {total} done").format(
                step=step, done=at.done, total=at.total
            )
        elif at.message:
            text = self.tr("{step} — {message}").format(step=step, message=said(at.message))
        else:
            text = step
        self.status.setText(text)
        self.fit_height()

    def _set_running(self, on: bool) -> None:
        self.run_button.setEnabled(False)
        self.run_button.setText(
            self.tr("&Resume") if any(r.resumable for r in self.runs) else self.tr("&Run")
        )
        self.model.setEnabled(not on and bool(self.choices))
        self.page.set_running(on)
        self.only_current.setEnabled(not on and self.current is not None)
        self.every.setEnabled(not on)
        self.cancel_button.setText(self.tr("Cancel") if on else self.tr("Close"))
        self.cancel_button.setEnabled(True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the button box makes Run the default button as it shows: Enter would press it
        self.run_button.setDefault(False)
        self.fit_height()

    def hideEvent(self, event: QHideEvent) -> None:
        # a closed (hidden) dialog estimates nothing more: the workers are the app's
        self._estimate_timer.stop()
        super().hideEvent(event)

    def fit_height(self) -> None:
        """Grow (never beyond the screen) to the height the wrapped texts need at this width:
        a top-level layout does not count word-wrapped labels, and the options above them were
        squeezed and overlapped once the estimate and the outcome were written."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        need = (
            layout.heightForWidth(self.width())
            if layout.hasHeightForWidth()
            else layout.sizeHint().height()
        )
        screen = self.screen().availableGeometry().height() if self.screen() else need
        need = min(max(need, layout.minimumSize().height()), screen - 40)
        if need > self.height():
            self.resize(self.width(), need)

    def _bar_finished(self, outcome: str, text: str) -> None:
        """A run shown in the dialog's own bar ended."""
        self.outcome = outcome
        self.status.setText(text)
        self.fit_height()
        self._set_running(False)
        self.load_choices()  # re-enables the options and estimates again
        self.judged.emit()

    def _failed(self, exc: BaseException) -> None:
        show_error(self, exc)

    def cancel(self, run: Run) -> None:
        """Stop one run after the model's current answer (or between tokens); what finished
        is kept and the run can be resumed."""
        if not run.active:
            return
        assert run.task is not None
        run.task.cancel()
        if run.view is not None:
            run.view.stopping()
        else:
            self.status.setText(self.tr("Stopping after the model's current answer…"))
            self.cancel_button.setEnabled(False)

    def cancel_all(self) -> None:
        for run in self.runs:
            self.cancel(run)

    def cancel_or_close(self) -> None:
        if self.is_running() and not self.page.chooses_models:
            self.cancel_all()
        else:
            self.reject()

    def reject(self) -> None:
        if not self.page.chooses_models:
            self.cancel_all()  # what finished is kept; the panel hears when it stops
        super().reject()

    def _clear_runs(self) -> None:
        for run in self.runs:
            if run.view is not None:
                run.view.deleteLater()
        self.runs.clear()

    def shut_down(self, msecs: int = 5000) -> None:
        """The app is closing: cancel every run (their finished steps stay), wait a little."""
        self.workers.cancel_all()
        self.cancel_all()
        self.run_workers.cancel_all()
        self.run_workers.wait(msecs)

    def closeEvent(self, event: QCloseEvent) -> None:
        # closing the dialog stops its run, and asks first when the model is paid; the Cancel
        # button (and Esc) stop it without asking: they say so
        if not confirm_close(self, event):
            return
        super().closeEvent(event)
