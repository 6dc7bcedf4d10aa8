"""Summarizing as a task of the one dialog: its page holds what is its own.

The models to compare (up to three; a study's are chosen for it), the strategy and length, the
estimate of each model in a table, and one row per model while it runs (what it reads and
writes, the text as it grows, how it ended). Consent, the runs, cancel and resume are the
dialog's (:class:`~writerlens.ui.model_work.dialog.ModelWorkDialog`).

A local model's time rests on this computer's measured speed for that model file and thread
count. The first time a model is chosen (or after its threads changed) the speed is not known:
the page measures it in a worker (a few seconds; "Measuring this computer's speed…" in the Time
cell meanwhile) and has the dialog estimate again, so the time appears without the writer
asking.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

from writerlens.domain import CancelToken
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import ProviderSpec
from writerlens.llm.speed import Speed
from writerlens.services.library import Library
from writerlens.services.model_setup import ModelChoice
from writerlens.services.model_work import WorkEstimate
from writerlens.services.summarize import Estimate, SummarizeService
from writerlens.summarize.options import Strategy, SummarizeOptions
from writerlens.summarize.runner import JobOutcome
from writerlens.ui.model_work.dialog import Run, TaskPage
from writerlens.ui.summarize.estimate_table import EstimateTable
from writerlens.ui.summarize.job_row import JobRow
from writerlens.ui.summarize.model_picker import ModelPicker
from writerlens.ui.summarize.preselect import Loaded, load, preselect
from writerlens.ui.summarize.runs import RunPanel, Thinner
from writerlens.ui.summarize.strategy_box import StrategyBox
from writerlens.ui.workers import Report

log = logging.getLogger(__name__)

ESTIMATE_DELAY_MS = 300  # estimates wait this long after the last change


class SummarizePage(TaskPage):
    """Summarize one story with up to three models."""

    chooses_models = True
    estimate_delay_ms = ESTIMATE_DELAY_MS
    #: an estimate (or the reason there is none) arrived for the model with this key
    estimated = Signal(str)
    #: the story's entry is known (its title and length, for the dialog's header)
    story_loaded = Signal(object)
    #: a run ended with summaries stored
    summaries_changed = Signal()

    def __init__(
        self,
        library: Library,
        manuscript_id: int,
        service: SummarizeService,
        base_options: SummarizeOptions,
    ) -> None:
        super().__init__()
        self.library = library
        self.manuscript_id = manuscript_id
        self.service = service
        #: everything but the strategy and length, which the writer sets here
        self.base_options = base_options
        self.picker = ModelPicker()
        self.estimate_table = EstimateTable()
        self.strategy_box = StrategyBox(base_options.words)
        self.panel = RunPanel()
        #: local models (by key) whose speed is being measured; and measured or tried already
        self._measuring: set[str] = set()
        self._measured: set[str] = set()
        self._first = True

        left = QVBoxLayout()
        left.addWidget(self.picker, 1)
        left.addWidget(self.strategy_box)
        right = QVBoxLayout()
        # The estimate is as tall as its rows; the progress takes the rest (it scrolls).
        right.addWidget(self.estimate_table)
        right.addWidget(self.panel, 1)
        columns = QHBoxLayout(self)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        self.picker.changed.connect(self._choices_changed)
        self.strategy_box.changed.connect(self._choices_changed)

    # -- options -----------------------------------------------------------------------------

    def strategy(self) -> Strategy:
        return self.strategy_box.strategy()

    def summarize_options(self) -> SummarizeOptions:
        return replace(self.base_options, words=self.strategy_box.words.value())

    def options(self) -> dict[str, Any]:
        return {"strategy": self.strategy().value, "words": self.summarize_options().words}

    def chosen(self) -> list[ModelChoice]:
        return self.picker.chosen()

    def specs(self) -> list[ProviderSpec]:
        return [choice.spec for choice in self.picker.chosen()]

    def _choice(self, spec: ProviderSpec) -> ModelChoice | None:
        return next((c for c in self.picker.chosen() if c.spec == spec), None)

    def _choices_changed(self) -> None:
        self.estimate_table.show_models(self.picker.chosen())
        self.changed.emit()

    def forget_speeds(self) -> None:
        """Settings changed (threads, a model file): measure again."""
        self._measured.clear()

    # -- the models and the story ------------------------------------------------------------

    def load(self) -> Loaded:
        return load(self.library, self.manuscript_id, with_choices=False)

    def loaded(self, found: Any) -> None:
        assert self.dialog is not None
        loaded = replace(found, choices=self.dialog.choices)
        self.story_loaded.emit(loaded.entry)
        entry = loaded.entry
        if entry.words and entry.tokens:
            # This story's own words per token: "reads 3,189 words" matches the header.
            self.estimate_table.words_per_token = entry.words / entry.tokens
        if self._first:
            self._first = False
            chosen = preselect(loaded)
            self.picker.set_study_note(chosen.study_note)
            if chosen.strategy is not None:
                self.strategy_box.set_strategy(chosen.strategy)
            if chosen.words is not None:
                self.strategy_box.words.setValue(chosen.words)
            self.picker.set_choices(loaded.choices, chosen.keys)
            return
        same = [(c.key, c.label, c.ready, c.why_not) for c in loaded.choices] == [
            (c.key, c.label, c.ready, c.why_not) for c in self.picker.choices()
        ]
        if not same:
            self.picker.set_choices(loaded.choices, self.picker.chosen_keys())

    # -- the estimate ------------------------------------------------------------------------

    def estimate_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        service, manuscript_id = self.service, self.manuscript_id
        strategy, options = self.strategy(), self.summarize_options()

        def work(_progress: Report, _cancel: CancelToken) -> Estimate:
            return service.estimate(manuscript_id, spec, strategy, options)

        return work

    def show_estimate(self, spec: ProviderSpec, estimate: WorkEstimate | str) -> bool:
        choice = self._choice(spec)
        if choice is None:
            return True  # unticked meanwhile
        if isinstance(estimate, str):
            self.estimate_table.set_problem(choice.key, estimate)
        else:
            assert isinstance(estimate, Estimate)
            self.estimate_table.set_estimate(choice.key, estimate)
            if estimate.is_local and estimate.seconds is None:
                self._measure_speed(choice)
        self.estimated.emit(choice.key)
        return True

    def _measure_speed(self, choice: ModelChoice) -> None:
        """Measure a local model's speed on this computer once, in a worker, then estimate
        again so that its time shows. Tried once per model until Settings change: a model
        that cannot be measured says "not known yet" rather than measuring forever. Not while
        jobs run: they would share the processor and the measure would be wrong."""
        key = choice.key
        if key in self._measuring:
            self.estimate_table.set_measuring(key)
            return
        dialog = self.dialog
        if dialog is None or key in self._measured or dialog.is_running():
            return
        self._measuring.add(key)
        self._measured.add(key)
        self.estimate_table.set_measuring(key)
        service, spec = self.service, choice.spec

        def work(_progress: Report, _cancel: CancelToken) -> Speed | None:
            return service.speed(spec, service.provider(spec))

        def measured(speed: Speed | None) -> None:
            self._measuring.discard(key)
            # estimates of this model without a time are out of date
            dialog.update_estimate(forget=spec if speed is not None else None)

        def failed(exc: BaseException) -> None:
            self._measuring.discard(key)
            log.warning("measuring the speed of %s failed: %r", key, exc)
            dialog.update_estimate()  # shows the time as not known yet

        dialog.workers.start(work, measured, failed, key=f"summarize-speed:{key}")

    # -- the runs ----------------------------------------------------------------------------

    def view_for(self, run: Run) -> JobRow:
        choice = self._choice(run.spec)
        assert choice is not None and self.dialog is not None
        row = JobRow(choice, Strategy(run.options["strategy"]), self.summarize_options())
        row.words_per_token = self.estimate_table.words_per_token
        known = self.estimate_table.estimates.get(choice.key)
        if row.resolved is None and known is not None:  # what "auto" chose, for the words
            row.resolved = Strategy(known.strategy)
        dialog = self.dialog
        row.cancel_requested.connect(lambda: dialog.cancel(run))
        row.resume_requested.connect(lambda: dialog.resume(run))
        self.panel.add(row, [r.view for r in dialog.runs])
        return row

    def run_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        return self._work(spec, None)

    def resume_work(self, run: Run) -> Any:
        row = run.view
        assert isinstance(row, JobRow)
        return self._work(run.spec, row.job_id)

    def _work(self, spec: ProviderSpec, job_id: int | None) -> Any:
        service, manuscript_id = self.service, self.manuscript_id
        strategy, options = self.strategy(), self.summarize_options()

        def work(progress: Report, cancel: CancelToken) -> JobOutcome:
            return service.run_work(
                manuscript_id,
                spec,
                strategy,
                options,
                job_id=job_id,
                progress=progress,
                cancel=cancel,
                wanted=Thinner().wanted,
            )

        return work

    def outcome_of(self, results: Any) -> str:
        status = results.status
        if status is JobStatus.CANCELLED:
            return "cancelled"
        return "failed" if status is JobStatus.FAILED else "done"

    def ended(self, run: Run) -> None:
        if isinstance(run.result, JobOutcome) and run.result.summaries:
            self.summaries_changed.emit()
        self.panel.update_state()

    def set_running(self, on: bool) -> None:
        """The options stay open while jobs run (the next start waits for them to end)."""
        self.estimate_table.set_running(on)
        self.panel.update_state()
