"""What a model task says of itself in the one dialog (:class:`TaskPage`), and one model's run
of it (:class:`Run`). Everything else is the dialog's
(:class:`~writerlens.ui.model_work.dialog.ModelWorkDialog`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from writerlens.llm.base import ProviderSpec
from writerlens.services.model_work import WorkEstimate, WorkProgress
from writerlens.ui.workers import Task

if TYPE_CHECKING:
    from writerlens.ui.model_work.dialog import ModelWorkDialog


@dataclass(eq=False)
class Run:
    """One model's run of the task: what it was asked, where it shows, how far it got and how
    it ended. Kept after it ends, so that a run that stopped can be resumed."""

    spec: ProviderSpec
    ids: list[int]
    parts: tuple[Any, ...]
    #: where the run shows (None: the dialog's own bar and status line)
    view: Any = None
    task: Task | None = None
    #: "" while it waits or runs; then "done", "cancelled", "failed" or "not sent"
    outcome: str = ""
    result: Any = None
    last: WorkProgress | None = None
    #: the page's own settings of the run (a summary's strategy and length)
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def active(self) -> bool:
        return self.task is not None and self.outcome == ""

    @property
    def resumable(self) -> bool:
        return self.outcome in ("cancelled", "failed")


class TaskPage(QWidget):
    """What one model task says of itself; the dialog does the rest. The page holds the task's
    own options (it may be empty) and says ``changed`` when they change. ``estimate_work`` and
    ``run_work`` are what every task must write (the judges', the claims' and the tests' own
    pages do); they raise NotImplementedError here because a Qt class cannot also take
    ``abc.ABCMeta`` as its metaclass."""

    #: the task's options changed: estimate again
    changed = Signal()
    #: the page lists the models itself (several, to compare): the dialog's model list and
    #: its choice of summaries are hidden, and each chosen model runs with a view of its own
    chooses_models = False
    #: estimates wait this long after the last change (typing a length)
    estimate_delay_ms = 0

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

    def resume_work(self, run: Run) -> Any:
        """Like :meth:`run_work`, for a run that stopped: go on from where it got. A task that
        stores each result as it is known and leaves out what is stored runs again; one that
        runs in fixed steps starts at ``run.last.step``; one with checkpoints goes on from its
        last (Summarize)."""
        return self.run_work(run.ids, run.spec)

    def specs(self) -> list[ProviderSpec]:
        """The models to run, when the page chooses them (:attr:`chooses_models`)."""
        return []

    def options(self) -> dict[str, Any]:
        """The page's own settings that an estimate depends on (kept with each run)."""
        return {}

    def view_for(self, run: Run) -> Any:
        """Where a run shows: None for the dialog's own bar, else a view with ``waiting``,
        ``running``, ``progressed``, ``stopping``, ``finished``, ``failed``, ``not_sent``."""
        return None

    def show_estimate(self, spec: ProviderSpec, estimate: WorkEstimate | str) -> bool:
        """Show an estimate (or why there is none) on the page; False: the dialog shows it."""
        return False

    def outcome_of(self, results: Any) -> str:
        """How a run that returned ``results`` ended ("done", or "cancelled"/"failed" for a
        task that reports a stop in its results rather than raising)."""
        return "done"

    def ended(self, run: Run) -> None:
        """A run ended (its outcome and results are on ``run``)."""

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
