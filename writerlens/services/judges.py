"""LLM judges of a summary: the questionnaire, BooookScore-style coherence, question probes.

The Run judges dialog (in a worker) and the CLI both judge through one entry point,
:meth:`JudgeService.run` (which kinds, from :class:`JudgeKind`, on which summaries; typed
:class:`WorkProgress`; a cancel token honoured before every call). Like summarizing,
judging sends text to a model: :meth:`JudgeService.estimate` counts the calls and the cost
first (sending nothing), and every run asks for the writer's consent to a cloud provider before
anything leaves the computer (:class:`~writerlens.services.consent.ConsentRequired`). A run
stores each finding the moment it is known, so a cancelled or failed run keeps what it finished
(it then raises ``Cancelled`` or the ``ProviderError``, whose message says what was kept).

Findings are stored apart from the writer's own ratings and name the exact model that made
them. A run by the same judge model replaces that judge's earlier findings of the same kind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from writerlens.domain import (
    CancelToken,
    Manuscript,
    NotFound,
    Summary,
    SummaryStatus,
    WriterLensError,
)
from writerlens.judges import coherence as coherence_judge
from writerlens.judges import probes
from writerlens.judges import questions as question_judge
from writerlens.judges import records as records
from writerlens.judges.calls import REPLY_TOKENS, TooLong
from writerlens.judges.prompts import JudgePrompt, load_judge_prompt
from writerlens.judges.recorder import Recorder
from writerlens.judges.results import (
    CONFUSION_KINDS,
    JUDGE_KINDS,
    CoherenceResult,
    JudgeKind,
    JudgeStatus,
    Probe,
    ProbeRun,
    ProbeVerdict,
    QuestionScores,
    SentenceVerdict,
    SummaryScores,
)
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.review.questionnaire import Question, Questionnaire, questionnaire_by_id
from writerlens.services.judge_run import (
    KEPT_ANSWERS,
    KEPT_SENTENCE_VERDICTS,
    KEPT_VERDICTS,
    Finding,
    JudgeEstimate,
    JudgeFinding,
    NothingToDo,
    check_kinds,
    keeping,
    mine,
)
from writerlens.services.library import Library
from writerlens.services.model_work import (
    ModelWork,
    ProviderFactory,
    WorkProgressCallback,
    each_step,
)
from writerlens.store import library as library_rows
from writerlens.store import scores as rows
from writerlens.store.notices import SUMMARY_NOT_FOUND

_QUESTION_UNKNOWN = define(
    "services.judges.question_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "The questionnaire has no question “{unknown}”. Choose from: {items}.",
    ),
)

_NO_QUESTION_CHOSEN = define(
    "services.judges.no_question_chosen",
    QT_TRANSLATE_NOOP("messages", "No question was chosen. Choose from: {items}."),
)

_NO_PROBES = define(
    "services.judges.no_probes",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{title}” has no questions yet, so there is nothing to probe. Add a "
        "question about the story and its answer first.",
    ),
)


_SUMMARY_NOT_JUDGEABLE = define(
    "services.judges.summary_not_judgeable",
    QT_TRANSLATE_NOOP(
        "messages",
        "Summary #{summary_id} cannot be judged: {why}. Judge one of the story's "
        "finished summaries instead.",
    ),
)

__all__ = [
    "CONFUSION_KINDS",
    "JUDGE_KINDS",
    "CoherenceResult",
    "JudgeEstimate",
    "JudgeFinding",
    "JudgeKind",
    "JudgeService",
    "JudgeStatus",
    "Probe",
    "ProbeRun",
    "ProbeVerdict",
    "QuestionScores",
    "SentenceVerdict",
    "SummaryScores",
]

OnJudgeStep = Callable[[int, int, str], None]


@dataclass(frozen=True)
class _Target:
    """A summary to judge, with its story."""

    summary: Summary
    manuscript: Manuscript


class JudgeService(ModelWork):
    def __init__(
        self,
        library: Library,
        provider_factory: ProviderFactory | None = None,
        *,
        questionnaire: Questionnaire | None = None,
        prompts_dir: Path | None = None,
    ) -> None:
        super().__init__(library, provider_factory)
        self._questionnaire = questionnaire
        self._prompts_dir = prompts_dir

    # -- wording -----------------------------------------------------------------------------

    @property
    def questionnaire(self) -> Questionnaire:
        return self._questionnaire or questionnaire_by_id()

    def prompt(self, kind: JudgeKind | str) -> JudgePrompt:
        role = {
            JudgeKind.QUESTIONS: "judge-questions",
            JudgeKind.COHERENCE: "judge-coherence",
            JudgeKind.PROBES: "judge-probe",
        }[JudgeKind(kind)]
        return load_judge_prompt(role, self._prompts_dir)

    # -- the one entry point -----------------------------------------------------------------

    def run(
        self,
        summary_ids: Sequence[int],
        spec: ProviderSpec,
        kinds: Sequence[JudgeKind | str] = JUDGE_KINDS,
        progress: WorkProgressCallback | None = None,
        cancel: CancelToken | None = None,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
        start: int = 0,
    ) -> list[JudgeFinding]:
        """Run each of ``kinds`` on each summary, in that order, with one judge model
        (``start``: resume a stopped run at that step, :func:`each_step`).

        The UI and the CLI both call this; the loop and the mapping from kind to judge live
        here only. Each finding is stored as it arrives, so when the run stops part way
        (``Cancelled``, a ``ProviderError``) what finished is kept and the error says so.
        Cancel is honoured before every call: once it is set, nothing more is sent."""
        chosen = check_kinds(kinds)
        ids = list(dict.fromkeys(summary_ids))
        provider = self.sending(spec, provider, api_key)
        runs: dict[JudgeKind, Callable[..., Finding]] = {
            JudgeKind.QUESTIONS: self.judge_questions,
            JudgeKind.COHERENCE: self.coherence,
            JudgeKind.PROBES: self.run_probes,
        }
        found: list[JudgeFinding] = []
        for (summary_id, kind), report in each_step(
            [(summary_id, kind) for summary_id in ids for kind in chosen],
            summary_of=lambda step: step[0],
            part_of=lambda step: step[1],
            progress=progress,
            cancel=cancel,
            start=start,
        ):
            result = runs[kind](summary_id, spec, report, cancel, provider=provider)
            found.append(JudgeFinding(summary_id, kind, result))
        if cancel is not None:
            cancel.raise_if_cancelled()
        return found

    # -- estimate ----------------------------------------------------------------------------

    def estimate(
        self,
        summary_ids: Sequence[int],
        spec: ProviderSpec,
        kinds: Sequence[JudgeKind | str] = JUDGE_KINDS,
        *,
        provider: Provider | None = None,
    ) -> JudgeEstimate:
        """Calls, tokens and cost of running ``kinds`` on each summary; nothing is sent.

        Something that cannot run (a story too long for the judge, a story with no questions
        for the probes, a summary without text) is left out and explained in ``notes``."""
        kinds = check_kinds(kinds)
        provider = provider or self.provider(spec)
        calls: dict[JudgeKind, list[int]] = {kind: [] for kind in kinds}
        notes: list[str | Message] = []
        for summary_id in dict.fromkeys(summary_ids):
            try:
                target = self._target(summary_id)
            except WriterLensError as exc:
                notes.append(exc.said or exc.message)
                continue
            for kind in kinds:
                try:
                    calls[kind] += self._planned(kind, target, provider)
                except (TooLong, NothingToDo) as exc:
                    notes.append(exc.said or exc.message)
        count = sum(len(c) for c in calls.values())
        input_tokens = sum(sum(c) for c in calls.values())
        output_tokens = count * REPLY_TOKENS
        cost, is_own_server = self.cost(spec, provider.is_local, input_tokens, output_tokens)
        return JudgeEstimate(
            provider=spec.kind,
            model=provider.model,
            kinds=tuple(kinds),
            summary_ids=tuple(dict.fromkeys(summary_ids)),
            calls=count,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cost_usd=cost,
            is_local=provider.is_local,
            is_own_server=is_own_server,
            calls_by_kind={kind: len(c) for kind, c in calls.items()},
            context_tokens=provider.context_window(),
            notes=tuple(notes),
        )

    def _planned(self, kind: JudgeKind, target: _Target, provider: Provider) -> list[int]:
        text, story = target.summary.text, target.manuscript.text
        if kind is JudgeKind.QUESTIONS:
            questions = self.questionnaire.questions
            question_judge.check_questions_fit(
                provider, self.prompt(kind), story, text, questions, target.manuscript.title
            )
            return question_judge.planned_calls(provider, self.prompt(kind), story, text, questions)
        if kind is JudgeKind.COHERENCE:
            coherence_judge.check_coherence_fits(provider, self.prompt(kind), text)
            return coherence_judge.planned_calls(provider, self.prompt(kind), text)
        found = self._probes_or_explain(target.manuscript)
        probes.check_probes_fit(provider, self.prompt(kind), text, found)
        return probes.planned_calls(provider, self.prompt(kind), text, found)

    # -- the questionnaire -------------------------------------------------------------------

    def judge_questions(
        self,
        summary_id: int,
        spec: ProviderSpec,
        progress: OnJudgeStep | None = None,
        cancel: CancelToken | None = None,
        *,
        questions: Sequence[str] | None = None,
        provider: Provider | None = None,
        api_key: str | None = None,
    ) -> QuestionScores:
        """The judge answers the questionnaire (or only ``questions``, by id) about a summary."""
        provider = self.sending(spec, provider, api_key)
        target = self._target(summary_id)
        chosen = self._questions(questions)
        prompt = self.prompt(JudgeKind.QUESTIONS)
        question_judge.check_questions_fit(
            provider,
            prompt,
            target.manuscript.text,
            target.summary.text,
            chosen,
            target.manuscript.title,
        )
        instrument = f"{self.questionnaire.id}@{self.questionnaire.version}"
        recorder = Recorder(self.store, summary_id, prompt.ref, instrument)
        with keeping(recorder, KEPT_ANSWERS):
            question_judge.ask_questions(
                provider,
                prompt,
                target.manuscript.text,
                target.summary.text,
                chosen,
                on_answer=recorder.answer,
                progress=progress,
                cancel=cancel,
            )
        return mine(self.scores(summary_id).questions, recorder)

    def _questions(self, wanted: Sequence[str] | None) -> tuple[Question, ...]:
        questionnaire = self.questionnaire
        if wanted is None:
            return questionnaire.questions
        unknown = [q for q in wanted if q not in questionnaire.question_ids]
        if unknown or not wanted:
            items = ", ".join(questionnaire.question_ids)
            raise WriterLensError(
                _QUESTION_UNKNOWN(unknown=", ".join(unknown), items=items)
                if unknown
                else _NO_QUESTION_CHOSEN(items=items)
            )
        return tuple(questionnaire.question(q) for q in dict.fromkeys(wanted))

    # -- coherence ---------------------------------------------------------------------------

    def coherence(
        self,
        summary_id: int,
        spec: ProviderSpec,
        progress: OnJudgeStep | None = None,
        cancel: CancelToken | None = None,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
        parallel: int | None = None,
    ) -> CoherenceResult:
        """BooookScore-style: a verdict on every summary sentence, and the share unconfusing.

        Cloud judges read up to four sentences at once (``parallel``); a model on this
        computer reads one at a time."""
        provider = self.sending(spec, provider, api_key)
        target = self._target(summary_id)
        prompt = self.prompt(JudgeKind.COHERENCE)
        coherence_judge.check_coherence_fits(provider, prompt, target.summary.text)
        if parallel is None:
            parallel = 1 if provider.is_local else coherence_judge.PARALLEL
        recorder = Recorder(self.store, summary_id, prompt.ref)
        with keeping(recorder, KEPT_SENTENCE_VERDICTS):
            coherence_judge.judge_sentences(
                provider,
                prompt,
                target.summary.text,
                on_verdict=recorder.sentence,
                progress=progress,
                cancel=cancel,
                parallel=parallel,
            )
        recorder.finish_coherence()
        return mine(self.scores(summary_id).coherence, recorder)

    # -- probes ------------------------------------------------------------------------------

    def probes(self, manuscript_id: int) -> list[Probe]:
        """The writer's questions about a story, oldest first."""
        return records.probes_of(self.store, manuscript_id)

    def add_probe(self, manuscript_id: int, question: str, answer: str) -> Probe:
        """A question a good summary should answer, with the story's answer to it."""
        self.library.manuscript(manuscript_id)  # NotFound if the story is gone
        return records.add_probe(self.store, manuscript_id, question, answer)

    def update_probe(self, probe_id: int, question: str, answer: str) -> Probe:
        """Reword a question or its answer; the verdicts about the old wording are dropped."""
        return records.update_probe(self.store, probe_id, question, answer)

    def remove_probe(self, probe_id: int) -> None:
        rows.delete_probe(self.store, probe_id)

    def run_probes(
        self,
        summary_id: int,
        spec: ProviderSpec,
        progress: OnJudgeStep | None = None,
        cancel: CancelToken | None = None,
        *,
        provider: Provider | None = None,
        api_key: str | None = None,
    ) -> ProbeRun:
        """The judge decides, for each of the story's questions, whether the summary answers
        it (and cites the sentence that does)."""
        provider = self.sending(spec, provider, api_key)
        target = self._target(summary_id)
        found = self._probes_or_explain(target.manuscript)
        prompt = self.prompt(JudgeKind.PROBES)
        probes.check_probes_fit(provider, prompt, target.summary.text, found)
        recorder = Recorder(self.store, summary_id, prompt.ref)
        with keeping(recorder, KEPT_VERDICTS):
            probes.judge_probes(
                provider,
                prompt,
                target.summary.text,
                found,
                on_verdict=recorder.probe,
                progress=progress,
                cancel=cancel,
            )
        return mine(self.scores(summary_id).probes, recorder)

    def _probes_or_explain(self, manuscript: Manuscript) -> list[Probe]:
        found = self.probes(manuscript.id)
        if not found:
            raise NothingToDo(_NO_PROBES(title=manuscript.title))
        return found

    # -- reading -----------------------------------------------------------------------------

    def scores(self, summary_id: int) -> SummaryScores:
        """Everything the judges stored about a summary, one entry per judge model."""
        return records.summary_scores(self.store, summary_id)

    # -- helpers -----------------------------------------------------------------------------

    def _target(self, summary_id: int) -> _Target:
        manuscript_id = library_rows.summary_story(self.store, summary_id)
        if manuscript_id is None:
            raise NotFound(SUMMARY_NOT_FOUND(summary_id=summary_id))
        summary = next(s for s in self.library.summaries(manuscript_id) if s.id == summary_id)
        if summary.status is not SummaryStatus.OK or not summary.text.strip():
            why = {
                SummaryStatus.REFUSED: "the model declined to write it",
                SummaryStatus.FAILED: "it did not finish",
            }.get(summary.status, "it has no text")
            raise WriterLensError(_SUMMARY_NOT_JUDGEABLE(summary_id=summary_id, why=why))
        return _Target(summary, self.library.manuscript(manuscript_id))
