"""Run judge models on summaries: choose the judge and what to ask, see the cost, run, cancel.

Nothing is sent before the writer presses Run, and the estimate (calls, tokens, cost) is on
screen before that. Each result is stored the moment it is known, so a run that is cancelled
or fails keeps what finished; the panel is told to reload either way. Looking up the models
(the keyring), estimating (token counting) and judging all happen in workers.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import Cancelled, CancelToken, WriterLensError
from writerlens.llm.base import ProviderSpec
from writerlens.services import consent, model_setup
from writerlens.services.consent import ConsentRequired
from writerlens.services.judges import JUDGE_KINDS, JudgeEstimate, JudgeKind, JudgeService
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress
from writerlens.ui import glossary, plain
from writerlens.ui.consent_dialog import ConsentDialog
from writerlens.ui.errors import said, show_error
from writerlens.ui.model_work.texts import cost_words
from writerlens.ui.plural import plural
from writerlens.ui.review.judge_results import hint
from writerlens.ui.summarize.texts import words_from_tokens
from writerlens.ui.tr_context import InheritedTr
from writerlens.ui.workers import Workers, confirm_close

_STEPS = 1000  # the progress bar's resolution


class JudgeDialog(InheritedTr, QDialog):
    """Judges for one story's summaries (blind: summaries are named "Summary A", ...)."""

    #: results were stored (all of them, or those finished before a cancel or a failure)
    judged = Signal()
    #: the writer wants to write their questions about the story first
    probes_requested = Signal()

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        summaries: list[tuple[int, str]],
        current: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.manuscript_id = manuscript_id
        self.summaries = dict(summaries)
        self.current = current if current in self.summaries else None
        self.workers = Workers(self)
        self.choices: list[model_setup.ModelChoice] = []
        self.estimate: JudgeEstimate | None = None
        self.running: Any = None  # the Task of the run under way
        self.outcome = ""  # how the last run ended: "done", "cancelled", "failed", "consent"
        self._probe_count = 0
        self._labels: list[str] = []
        self.setObjectName("judgeDialog")
        self.setWindowTitle(self.tr("Ask judge models"))
        self.setMinimumWidth(560)

        self.done_text = self.tr("Done. The judges' answers are in the measures panel.")
        self.choose_text = self.tr("Choose a judge model and at least one thing to ask.")
        self.stopped_text = self.tr(
            "Stopped. What the judge had finished is kept in the measures panel."
        )
        self.failed_text = self.tr(
            "The judge could not finish. What it had finished is kept in the measures panel."
        )
        intro = QLabel(
            self.tr(
                "A judge model reads your story and a summary, and answers as a careful reader "
                "would. Its answers are shown apart from yours and never change them."
            )
        )
        intro.setWordWrap(True)
        self.intro = intro
        self.model = QComboBox()
        self.model.setAccessibleName(self.tr("Judge model"))
        self.model.setToolTip(glossary.tip("judge"))
        self.model.addItem(self.tr("Looking for your models…"))
        self.model.setEnabled(False)
        self.model_note = hint()
        self.model_note.setObjectName("modelNote")
        form = QFormLayout()
        self.model_label = QLabel(self.tr("&Judge model:"))
        self.model_label.setBuddy(self.model)
        form.addRow(self.model_label, self.model)
        form.addRow("", self.model_note)

        self.kinds: dict[JudgeKind, QCheckBox] = {
            JudgeKind.QUESTIONS: QCheckBox(
                self.tr("The &four questions (coverage, faithfulness, coherence, analysis), 1–4")
            ),
            JudgeKind.COHERENCE: QCheckBox(
                self.tr("&Coherence, sentence by sentence: what would confuse a reader")
            ),
            JudgeKind.PROBES: QCheckBox(
                self.tr("Your &questions about the story: which it answers")
            ),
        }
        assert set(self.kinds) == set(JUDGE_KINDS)
        self.kinds[JudgeKind.QUESTIONS].setChecked(True)
        self.kinds[JudgeKind.COHERENCE].setChecked(True)
        self.add_probes = QPushButton(self.tr("&Write your questions…"))
        self.add_probes.clicked.connect(self.probes_requested)
        what = self.what_box = QGroupBox(self.tr("What to ask"))
        what_layout = QVBoxLayout(what)
        for kind in JUDGE_KINDS:
            self.kinds[kind].setAccessibleName(self.kinds[kind].text().replace("&", ""))
            what_layout.addWidget(self.kinds[kind])
        probes_row = QHBoxLayout()
        self.probes_note = hint()
        probes_row.addWidget(self.probes_note, 1)
        probes_row.addWidget(self.add_probes)
        what_layout.addLayout(probes_row)

        which = QGroupBox(self.tr("Which summaries"))
        which_layout = QHBoxLayout(which)
        self.scope = QButtonGroup(self)
        self.only_current = QRadioButton(
            self.tr("&This one ({name})").format(
                name=self.summaries[self.current] if self.current is not None else ""
            )
        )
        self.every = QRadioButton(self.tr("&All {n} summaries").format(n=len(self.summaries)))
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
        self.progress.setRange(0, _STEPS)
        self.progress.setAccessibleName(self.tr("Judging progress"))
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
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(what)
        layout.addWidget(which)
        layout.addWidget(self.estimate_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

        self.model.currentIndexChanged.connect(self._model_changed)
        for box in self.kinds.values():
            box.toggled.connect(self.update_estimate)
        self.scope.idToggled.connect(self._scope_toggled)
        self.load_choices()

    def _scope_toggled(self, _id: int, on: bool) -> None:
        if on:
            self.update_estimate()

    # -- models and the writer's questions -----------------------------------------------------

    def load_choices(self) -> None:
        """Find the models set up (the keyring may be slow) and the writer's questions."""
        library, manuscript_id = self.library, self.manuscript_id

        def find(progress: Any, cancel: Any) -> tuple[list[model_setup.ModelChoice], int]:
            probes = JudgeService(library).probes(manuscript_id)
            return model_setup.choices(library), len(probes)

        self.workers.start(find, self._choices_found, self._failed, key="choices")

    def _choices_found(self, found: tuple[list[model_setup.ModelChoice], int]) -> None:
        choices, probes = found
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
        self.set_probe_count(probes)
        self._model_changed()

    def set_probe_count(self, probes: int) -> None:
        self._probe_count = probes
        box = self.kinds[JudgeKind.PROBES]
        box.setEnabled(probes > 0 and self.running is None)
        if probes == 0:
            box.setChecked(False)
            self.probes_note.setText(
                self.tr("You have not written any questions about this story yet.")
            )
            self.add_probes.setText(self.tr("&Write your questions…"))
        else:
            self.probes_note.setText(
                plural(
                    probes,
                    self.tr("1 question of yours about this story."),
                    self.tr("%n questions of yours about this story.", "", probes),
                )
            )
            self.add_probes.setText(self.tr("&Edit your questions…"))

    def refresh_probes(self) -> None:
        """The writer changed their questions (the editor was open): count them again."""
        self.load_choices()

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

    def chosen_kinds(self) -> tuple[JudgeKind, ...]:
        return tuple(k for k in JUDGE_KINDS if self.kinds[k].isChecked())

    def chosen_summaries(self) -> list[int]:
        if self.only_current.isChecked() and self.current is not None:
            return [self.current]
        return list(self.summaries)

    def update_estimate(self) -> None:
        """Count what the run would send (in a worker); Run waits for the figures."""
        self.estimate = None
        self.run_button.setEnabled(False)
        spec, kinds, ids = self.spec(), self.chosen_kinds(), self.chosen_summaries()
        if self.running is not None:
            return
        if spec is None or not kinds or not ids:
            self.workers.start(lambda _p, _c: None, key="estimate")  # drops a stale estimate
            self.estimate_label.setText(self.choose_text if self.choices else "")
            return
        self.estimate_label.setText(self.tr("Working out what this would cost…"))
        self.workers.start(
            self.estimate_work(ids, spec, kinds),
            self._estimated,
            self._estimate_failed,
            key="estimate",
        )

    # What the dialog runs; a dialog for other work on the same summaries (finding a summary's
    # claims, checking them) keeps everything else and changes these.

    def estimate_work(self, ids: list[int], spec: ProviderSpec, kinds: tuple[Any, ...]) -> Any:
        library = self.library

        def estimate(progress: Any, cancel: Any) -> JudgeEstimate:
            return JudgeService(library).estimate(ids, spec, kinds)

        return estimate

    def run_work(self, ids: list[int], spec: ProviderSpec, kinds: tuple[Any, ...]) -> Any:
        library = self.library

        def judge(progress: Callable[[WorkProgress], None], cancel: CancelToken) -> list[Any]:
            return JudgeService(library).run(ids, spec, kinds, progress, cancel)

        return judge

    def step_labels(self, ids: list[int], kinds: tuple[Any, ...]) -> list[str]:
        """What each step of the run is called in the status line."""
        return [f"{self.summaries[i]} — {self._kind_title(kind)}" for i in ids for kind in kinds]

    def _estimated(self, estimate: JudgeEstimate) -> None:
        self.estimate = estimate
        cost = cost_words(estimate)
        text = (
            self.tr(
                "<b>Before anything is sent:</b> the judge is asked once; it reads about "
                "{words_in} words ({tokens_in} tokens) and writes about {words_out} words. "
                "<b>Cost:</b> {cost}."
            )
            if estimate.calls == 1
            else self.tr(
                "<b>Before anything is sent:</b> the judge is asked %n times; it reads about "
                "{words_in} words ({tokens_in} tokens) and writes about {words_out} words. "
                "<b>Cost:</b> {cost}.",
                "",
                estimate.calls,
            )
        ).format(
            words_in=plain.count(words_from_tokens(estimate.input_tokens)),
            tokens_in=plain.count(estimate.input_tokens),
            words_out=plain.count(words_from_tokens(estimate.output_tokens)),
            cost=html.escape(cost),
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

    # -- running -------------------------------------------------------------------------------

    def run(self) -> None:
        spec, kinds, ids = self.spec(), self.chosen_kinds(), self.chosen_summaries()
        if spec is None or not kinds or not ids or self.running is not None:
            return
        judge = self.run_work(ids, spec, kinds)
        self._labels = self.step_labels(ids, kinds)
        self.outcome = ""
        self.progress.setValue(0)
        self.status.setText(self.tr("Starting…"))
        self._set_running(True)
        self.running = self.workers.start(
            judge,
            self._done,
            self._run_failed,
            self._progressed,
            key="run",
            paid=consent.consent_request(spec) is not None,
            progress_view=self.progress,
        )

    def _kind_title(self, kind: JudgeKind) -> str:
        return {
            JudgeKind.QUESTIONS: self.tr("the four questions"),
            JudgeKind.COHERENCE: self.tr("coherence"),
            JudgeKind.PROBES: self.tr("your questions"),
        }[kind]

    def _progressed(self, at: WorkProgress) -> None:
        self.progress.setValue(round(at.fraction * _STEPS))
        step = self._labels[at.step]
        if at.steps > 1:
            step = self.tr("{step} (step {n} of {runs})").format(
                step=step, n=at.step + 1, runs=at.steps
            )
        if at.total:  # the judge's own message would repeat the count (calls overlap)
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
        for kind, box in self.kinds.items():
            box.setEnabled(not on and (kind is not JudgeKind.PROBES or self._probe_count > 0))
        self.add_probes.setEnabled(not on)
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

    def _done(self, _results: list[Any]) -> None:
        self._finished("done", self.done_text)

    def _run_failed(self, exc: BaseException) -> None:
        if isinstance(exc, Cancelled):
            self._finished("cancelled", self.stopped_text)
        elif isinstance(exc, ConsentRequired):
            self._finished("consent", self.tr("Nothing was sent."))
            self.ask_consent(exc)
        else:
            self._finished("failed", self.failed_text)
            show_error(self, exc)

    def ask_consent(self, exc: ConsentRequired) -> None:
        """Ask once per provider; on yes, remember it and run again (nothing was sent yet)."""
        request = exc.request
        self.consent_dialog = ConsentDialog(request, self)

        def answered(agreed: bool) -> None:
            if not agreed:
                self.status.setText(
                    self.tr(
                        "Nothing was sent. To judge without your story leaving this computer, "
                        "choose a model that runs here."
                    )
                )
                return
            try:
                consent.record(self.library, request, True)
            except WriterLensError as error:
                show_error(self, error)
                return
            self.run()

        self.consent_dialog.answered.connect(answered)
        self.consent_dialog.open()

    def _failed(self, exc: BaseException) -> None:
        show_error(self, exc)

    def cancel_or_close(self) -> None:
        if self.running is not None:
            self.running.cancel()
            self.status.setText(self.tr("Stopping after the judge's current answer…"))
            self.cancel_button.setEnabled(False)
        else:
            self.reject()

    def reject(self) -> None:
        if self.running is not None:
            self.running.cancel()  # what finished is kept; the panel hears when it stops
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        # closing the dialog stops its run, and asks first when the judge is paid; the Cancel
        # button (and Esc) stop it without asking: they say so
        if not confirm_close(self, event):
            return
        super().closeEvent(event)
