"""Storing a judge run's findings the moment each arrives.

The judge's exact model id is known only from its first reply, so the first finding of a run
also clears that judge's earlier findings of the same kind on the same summary: stored results
never mix two runs, and a run cancelled part way keeps exactly what it finished.
"""

from __future__ import annotations

from writerlens.judges.coherence import SentenceJudged
from writerlens.judges.probes import ProbeJudged
from writerlens.judges.questions import QuestionAnswer
from writerlens.judges.results import JudgeStatus, SentenceVerdict, coherence_score
from writerlens.store import scores as rows
from writerlens.store.db import Store


class Recorder:
    """One run of one judge on one summary."""

    def __init__(self, store: Store, summary_id: int, prompt_ref: str, instrument: str = ""):
        self.store = store
        self.summary_id = summary_id
        self.prompt_ref = prompt_ref
        self.instrument = instrument
        self.judge_model = ""
        self.saved = 0
        self.sentences: list[SentenceVerdict] = []

    @property
    def started(self) -> bool:
        return bool(self.judge_model)

    def _begin(self, model: str, clear: str) -> None:
        if self.judge_model:
            return
        if clear == rows.QUESTION:
            rows.clear_questions(self.store, self.summary_id, model)
        elif clear == rows.COHERENCE:
            rows.clear_coherence(self.store, self.summary_id, model)
        else:
            rows.clear_probe_results(self.store, self.summary_id, model)
        self.judge_model = model

    def answer(self, answer: QuestionAnswer) -> None:
        self._begin(answer.model, rows.QUESTION)
        rows.save_score(
            self.store,
            summary_id=self.summary_id,
            judge_model=self.judge_model,
            kind=rows.QUESTION,
            name=answer.question_id,
            value=answer.value,
            status=str(answer.status),
            reply=answer.reply,
            instrument=self.instrument,
            prompt=self.prompt_ref,
            input_tokens=answer.input_tokens,
            output_tokens=answer.output_tokens,
        )
        self.saved += 1

    def sentence(self, judged: SentenceJudged) -> None:
        self._begin(judged.model, rows.COHERENCE)
        v = judged.verdict
        rows.save_sentence(
            self.store,
            summary_id=self.summary_id,
            judge_model=self.judge_model,
            index=v.index,
            start=v.start,
            end=v.end,
            confused=v.confused if v.status is JudgeStatus.OK else None,
            kinds=v.kinds,
            question=v.question,
            status=str(v.status),
            reply=v.reply,
        )
        self.sentences.append(v)
        self.saved += 1

    def finish_coherence(self) -> None:
        """Every sentence has its verdict: store the score (which marks the run complete)."""
        if not self.judge_model:
            return
        score = coherence_score(self.sentences)
        statuses = {v.status for v in self.sentences}
        if score is not None:
            status = JudgeStatus.OK
        elif JudgeStatus.REFUSED in statuses:
            status = JudgeStatus.REFUSED
        else:
            status = JudgeStatus.UNPARSEABLE
        rows.save_score(
            self.store,
            summary_id=self.summary_id,
            judge_model=self.judge_model,
            kind=rows.COHERENCE,
            name=rows.BOOOOKSCORE,
            value=score,
            status=str(status),
            prompt=self.prompt_ref,
        )

    def probe(self, judged: ProbeJudged) -> None:
        self._begin(judged.model, "probes")
        v = judged.verdict
        rows.save_probe_result(
            self.store,
            probe_id=v.probe_id,
            summary_id=self.summary_id,
            judge_model=self.judge_model,
            answered=v.answered,
            evidence=v.evidence,
            status=str(v.status),
            reply=v.reply,
        )
        self.saved += 1
