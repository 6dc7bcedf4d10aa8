"""The one dialog that runs a model task on a story's summaries: choose the model, see what it
will take, agree, run, follow, cancel.

Nothing is sent before the writer presses Run, and the estimate (calls, words, cost) is on
screen before that; a provider the writer has not agreed to is asked about first (one consent
flow: :class:`~writerlens.ui.model_work.consent.ConsentAsker`). Each result is stored the moment
it is known, so a run that is cancelled or fails keeps what finished, and ``judged`` is said
either way. Looking up the models (the keyring), estimating (token counting) and running all
happen in workers.

A task (the judges, finding claims, checking claims) is a :class:`TaskPage`: its options on a
page of their own, and what it estimates, runs and says when it ends. Everything else is here.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent, QStandardItemModel
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
from writerlens.ui.model_work.consent import ConsentAsker, declined
from writerlens.ui.model_work.texts import cost_words
from writerlens.ui.summarize.texts import words_from_tokens
from writerlens.ui.tr_context import InheritedTr
from writerlens.ui.workers import Workers, confirm_close

STEPS = 1000  # the progress bar's resolution


class TaskPage(QWidget):
    """What one model task says of itself; the dialog does the rest. The page holds the task's
    own options (it may be empty) and says ``changed`` when they change. ``estimate_work`` and
    ``run_work`` are what every task must write (the judges', the claims' and the tests' own
    pages do); they raise NotImplementedError here because a Qt class cannot also take
    ``abc.ABCMeta`` as its metaclass."""

    #: the task's options changed: estimate again
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: shown when the run ended (the dialog's words unless the task sets its own)
        self.done_text = ""
        self.stopped_text = ""
        self.failed_text = ""
        #: the dialog (set when it takes the page)
        self.dialog: ModelWorkDialog | None = None

    def ready(self) -> bool:
        """The options say what to do (e.g. at least one judge ticked)."""
        return True

    def parts(self) -> tuple[Any, ...]:
        """The parts of the task the writer chose (e.g. kinds of judge), for the step names."""
        return ()

    def estimate_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        """``(progress, cancel) -> WorkEstimate`` for a worker; nothing is sent."""
        raise NotImplementedError

    def run_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        """``(progress, cancel) -> results`` for a worker, reporting WorkProgress."""
        raise NotImplementedError

    def load(self) -> Any:
        """Something the page counts in the background with the models (e.g. the writer's
        questions); given back to :meth:`loaded` on the GUI thread."""
        return None

    def loaded(self, found: Any) -> None:
        """What :meth:`load` found arrived."""

    def set_running(self, on: bool) -> None:
        """A run started (options locked) or ended."""
        self.setEnabled(not on)

    def step_name(self, at: WorkProgress) -> str:
        """What the step under way is called in the status line."""
        assert self.dialog is not None
        return self.dialog.summaries.get(at.summary_id, "")

    def finished_text(self, ids: list[int], results: Any) -> str:
        """What the dialog says when the run finished (the task may name what it missed)."""
        return self.done_text


class ModelWorkDialog(InheritedTr, QDialog):
    """One model task for one story's summaries (blind: summaries are named "Summary A", ...)."""

    #: results were stored (all of them, or those finished before a cancel or a failure)
    judged = Signal()

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
        self.choices: list[model_setup.ModelChoice] = []
        self.estimate: WorkEstimate | None = None
        self.running: Any = None  # the Task of the run under way
        self.outcome = ""  # how the last run ended: "done", "cancelled", "failed", "consent"
        self._run_ids: list[int] = []
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
        self.run_button.clicked.connect(self.run)
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

        self.model.currentIndexChanged.connect(self._model_changed)
        page.changed.connect(self.update_estimate)
        self.scope.idToggled.connect(self._scope_toggled)

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
        self._model_changed()

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

    def update_estimate(self) -> None:
        """Count what the run would send (in a worker); Run waits for the figures."""
        self.estimate = None
        self.run_button.setEnabled(False)
        spec, ids = self.spec(), self.chosen_summaries()
        if self.running is not None:
            return
        if spec is None or not self.page.ready() or not ids:
            self.workers.start(lambda _p, _c: None, key="estimate")  # drops a stale estimate
            self.estimate_label.setText(self.choose_text if self.choices else "")
            return
        self.estimate_label.setText(self.tr("Working out what this would cost…"))
        self.workers.start(
            self.page.estimate_work(ids, spec),
            self._estimated,
            self._estimate_failed,
            key="estimate",
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
        self.run_button.setEnabled(self.running is None and estimate.calls > 0)
        self.fit_height()

    def _estimate_failed(self, exc: BaseException) -> None:
        if isinstance(exc, WriterLensError):
            self.estimate_label.setText(said(exc))
        else:
            self.estimate_label.setText(self.tr("The cost could not be worked out."))
            show_error(self, exc)
        self.fit_height()

    # -- running: consent first ----------------------------------------------------------------

    def run(self) -> None:
        """Ask what must be asked about sending the story, then run (nothing sent before)."""
        spec, ids = self.spec(), self.chosen_summaries()
        if spec is None or not self.page.ready() or not ids or self.running is not None:
            return
        if self.asker.asking():
            return
        self.outcome = ""
        self.asker.ask([spec])
        if self.asker.asking():  # a question is open: the run waits for the answer
            self.outcome = "consent"
            self.status.setText(self.tr("Nothing is sent before you answer."))

    def _asked(self, declined_keys: set[str]) -> None:
        spec = self.spec()
        if spec is None:
            return
        refused = declined(spec, declined_keys)
        if refused is not None:
            self.outcome = "consent"
            self.status.setText(
                self.tr(
                    "Nothing was sent. To run this without your story leaving this computer, "
                    "choose a model that runs here."
                )
            )
            return
        self._start(spec, self.chosen_summaries())

    def _start(self, spec: ProviderSpec, ids: list[int]) -> None:
        self._run_ids = list(ids)
        self.outcome = ""
        self.progress.setValue(0)
        self.status.setText(self.tr("Starting…"))
        self._set_running(True)
        self.running = self.workers.start(
            self.page.run_work(ids, spec),
            self._done,
            self._run_failed,
            self._progressed,
            key="run",
            paid=consent.consent_request(spec) is not None,
            progress_view=self.progress,
        )

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
        self.model.setEnabled(not on and bool(self.choices))
        self.page.set_running(on)
        self.only_current.setEnabled(not on and self.current is not None)
        self.every.setEnabled(not on)
        self.cancel_button.setText(self.tr("Cancel") if on else self.tr("Close"))
        self.cancel_button.setEnabled(True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_height()

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

    def _finished(self, outcome: str, text: str) -> None:
        self.running = None
        self.outcome = outcome
        self.status.setText(text)
        self.fit_height()
        self._set_running(False)
        self.load_choices()  # re-enables the options and estimates again
        self.judged.emit()

    def _done(self, results: Any) -> None:
        self._finished("done", self.page.finished_text(self._run_ids, results))

    def _run_failed(self, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            self._finished("cancelled", self.page.stopped_text)
        elif isinstance(exc, ConsentRequired):  # withdrawn meanwhile (Settings): ask again
            self._finished("consent", self.tr("Nothing was sent."))
            self.run()
        else:
            self._finished("failed", self.page.failed_text)
            show_error(self, exc)

    def _failed(self, exc: BaseException) -> None:
        show_error(self, exc)

    def cancel_or_close(self) -> None:
        if self.running is not None:
            self.running.cancel()
            self.status.setText(self.tr("Stopping after the model's current answer…"))
            self.cancel_button.setEnabled(False)
        else:
            self.reject()

    def reject(self) -> None:
        if self.running is not None:
            self.running.cancel()  # what finished is kept; the panel hears when it stops
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        # closing the dialog stops its run, and asks first when the model is paid; the Cancel
        # button (and Esc) stop it without asking: they say so
        if not confirm_close(self, event):
            return
        super().closeEvent(event)
