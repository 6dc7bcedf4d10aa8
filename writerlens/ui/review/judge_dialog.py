"""Run judge models on summaries: the judges' page of the one model-task dialog.

The page holds what is the judges' own: which judges to ask (the four questions, coherence, the
writer's own questions about the story, with a way to write those), what each step is called,
and what the run says when it ends. Choosing the model, the estimate, consent, progress and
cancel are the dialog's (:mod:`writerlens.ui.model_work.dialog`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from writerlens.domain import CancelToken
from writerlens.llm.base import ProviderSpec
from writerlens.services.judges import JUDGE_KINDS, JudgeEstimate, JudgeKind, JudgeService
from writerlens.services.library import Library
from writerlens.services.model_work import WorkProgress
from writerlens.ui import glossary
from writerlens.ui.model_work.dialog import ModelWorkDialog, Run, TaskPage
from writerlens.ui.plural import plural
from writerlens.ui.review.judge_results import hint


class JudgePage(TaskPage):
    """Which judges to ask, and the writer's questions about the story."""

    #: the writer wants to write their questions about the story first
    probes_requested = Signal()

    def __init__(self, library: Library, manuscript_id: int) -> None:
        super().__init__()
        self.library = library
        self.manuscript_id = manuscript_id
        self._probe_count = 0
        self.done_text = self.tr("Done. The judges' answers are in the measures panel.")
        self.stopped_text = self.tr(
            "Stopped. What the judge had finished is kept in the measures panel."
        )
        self.failed_text = self.tr(
            "The judge could not finish. What it had finished is kept in the measures panel."
        )
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
            self.kinds[kind].toggled.connect(self.changed)
        probes_row = QHBoxLayout()
        self.probes_note = hint()
        probes_row.addWidget(self.probes_note, 1)
        probes_row.addWidget(self.add_probes)
        what_layout.addLayout(probes_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(what)

    def chosen_kinds(self) -> tuple[JudgeKind, ...]:
        return tuple(k for k in JUDGE_KINDS if self.kinds[k].isChecked())

    def ready(self) -> bool:
        return bool(self.chosen_kinds())

    def parts(self) -> tuple[Any, ...]:
        return self.chosen_kinds()

    def load(self) -> int:
        return len(JudgeService(self.library).probes(self.manuscript_id))

    def loaded(self, found: Any) -> None:
        self.set_probe_count(int(found or 0))

    def set_probe_count(self, probes: int) -> None:
        self._probe_count = probes
        box = self.kinds[JudgeKind.PROBES]
        running = self.dialog is not None and self.dialog.running is not None
        box.setEnabled(probes > 0 and not running)
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

    def set_running(self, on: bool) -> None:
        for kind, box in self.kinds.items():
            box.setEnabled(not on and (kind is not JudgeKind.PROBES or self._probe_count > 0))
        self.add_probes.setEnabled(not on)

    def estimate_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        library, kinds = self.library, self.chosen_kinds()

        def estimate(progress: Any, cancel: Any) -> JudgeEstimate:
            return JudgeService(library).estimate(ids, spec, kinds)

        return estimate

    def run_work(self, ids: list[int], spec: ProviderSpec) -> Any:
        library, kinds = self.library, self.chosen_kinds()

        def judge(progress: Callable[[WorkProgress], None], cancel: CancelToken) -> list[Any]:
            return JudgeService(library).run(ids, spec, kinds, progress, cancel)

        return judge

    def resume_work(self, run: Run) -> Any:
        """Go on at the step the stopped run was in: the kinds finished before are stored."""
        library, kinds = self.library, run.parts
        start = run.last.step if run.last is not None else 0

        def judge(progress: Callable[[WorkProgress], None], cancel: CancelToken) -> list[Any]:
            return JudgeService(library).run(
                run.ids, run.spec, kinds, progress, cancel, start=start
            )

        return judge

    def step_name(self, at: WorkProgress) -> str:
        title = {
            JudgeKind.QUESTIONS: self.tr("the four questions"),
            JudgeKind.COHERENCE: self.tr("coherence"),
            JudgeKind.PROBES: self.tr("your questions"),
        }[JudgeKind(at.part)]
        return f"{super().step_name(at)} — {title}"


class JudgeDialog(ModelWorkDialog):
    """Judges for one story's summaries."""

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
        page = JudgePage(library, manuscript_id)
        super().__init__(library, manuscript_id, summaries, page, current, parent)
        self.judge_page = page
        self.kinds = page.kinds
        self.add_probes = page.add_probes
        self.probes_note = page.probes_note
        page.probes_requested.connect(self.probes_requested)
        self.setObjectName("judgeDialog")
        self.setWindowTitle(self.tr("Ask judge models"))
        self.intro.setText(
            self.tr(
                "A judge model reads your story and a summary, and answers as a careful reader "
                "would. Its answers are shown apart from yours and never change them."
            )
        )
        self.model_label.setText(self.tr("&Judge model:"))
        self.model.setAccessibleName(self.tr("Judge model"))
        self.model.setToolTip(glossary.tip("judge"))
        self.choose_text = self.tr("Choose a judge model and at least one thing to ask.")
        self.progress.setAccessibleName(self.tr("Judging progress"))
        self.load_choices()

    def refresh_probes(self) -> None:
        """The writer changed their questions (the editor was open): count them again."""
        self.load_choices()

    def set_probe_count(self, probes: int) -> None:
        self.judge_page.set_probe_count(probes)

    def chosen_kinds(self) -> tuple[JudgeKind, ...]:
        return self.judge_page.chosen_kinds()
