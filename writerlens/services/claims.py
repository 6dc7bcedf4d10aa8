"""Claims of a summary: decomposing it with a model, reading them, an LLM judge's verdicts.

A model task like the judges (:class:`~writerlens.services.model_work.ModelWork`): the same
provider specs, the writer's consent before anything goes to a cloud provider, an estimate that
sends nothing, typed progress (``WorkProgress``) and a cancel token honoured before every call. Each
summary's result is stored the moment it is known, so a cancelled or failed run keeps what it
finished (and says so). The writer's own verdicts belong to the review
(:mod:`writerlens.services.claim_review`); the judge's are kept apart, in ``claim_judgments``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.claims import decompose as decomposer
from writerlens.claims import fit_texts, notices
from writerlens.claims import judge as claim_judge
from writerlens.claims.evidence import Evidence, StoryIndex, propose_evidence
from writerlens.claims.results import ClaimTask
from writerlens.domain import (
    CancelToken,
    Claim,
    ClaimJudgment,
    ClaimOrigin,
    Manuscript,
    NotFound,
    Summary,
    SummaryStatus,
    WriterLensError,
)
from writerlens.domain.claims import ClaimSet
from writerlens.judges.calls import Asked, check_fits
from writerlens.judges.prompts import JudgePrompt, load_judge_prompt
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.messages import Message
from writerlens.services.judge_run import keeping
from writerlens.services.library import Library
from writerlens.services.model_work import (
    ModelWork,
    ProviderFactory,
    WorkEstimate,
    WorkProgressCallback,
    each_step,
)
from writerlens.store import claims as rows
from writerlens.store import library as library_rows
from writerlens.store.db import utc_now

__all__ = [
    "ClaimSet",
    "ClaimTask",
    "ClaimsEstimate",
    "ClaimsService",
    "Evidence",
]

#: Stories whose index is kept (the one under review, and one more).
_INDEXED_STORIES = 2


@dataclass(frozen=True, kw_only=True)
class ClaimsEstimate(WorkEstimate):
    """What a claims run will take (replies are guessed): the shared figures, and the task and
    its summaries."""

    task: ClaimTask
    summary_ids: tuple[int, ...]

    def as_json(self) -> dict[str, Any]:
        return {"task": str(self.task), "summary_ids": list(self.summary_ids), **super().as_json()}


class ClaimsService(ModelWork):
    def __init__(
        self,
        library: Library,
        provider_factory: ProviderFactory | None = None,
        *,
        prompts_dir: Path | None = None,
    ) -> None:
        super().__init__(library, provider_factory)
        self._prompts_dir = prompts_dir
        self._indexes: dict[int, StoryIndex] = {}

    # -- wording -------------------------------------------------------------------------------

    def prompt(self, task: ClaimTask | str) -> JudgePrompt:
        role = {ClaimTask.DECOMPOSE: "claims", ClaimTask.JUDGE: "claim-judge"}[ClaimTask(task)]
        return load_judge_prompt(role, self._prompts_dir)

    # -- reading -------------------------------------------------------------------------------

    def claims(self, summary_id: int, *, include_retired: bool = False) -> list[Claim]:
        """A summary's claims in summary order (start, id); retired ones only when asked."""
        return rows.claims_for(self.store, summary_id, include_retired=include_retired)

    def claim_sets(self, summary_id: int) -> list[ClaimSet]:
        """Every decomposition run of a summary, oldest first, with its status and reply."""
        return rows.claim_sets(self.store, summary_id)

    def judgments(self, summary_id: int) -> dict[int, list[ClaimJudgment]]:
        """The judges' verdicts on a summary's claims, by claim id (one per judge model)."""
        return rows.judgments_for(self.store, summary_id)

    # -- decomposing ---------------------------------------------------------------------------

    def estimate_decompose(
        self,
        summary_ids: Sequence[int],
        spec: ProviderSpec,
        *,
        provider: Provider | None = None,
        replace: bool = False,
    ) -> ClaimsEstimate:
        """Calls, tokens and cost of breaking each summary into claims; nothing is sent. A
        summary that already has claims (and ``replace`` is not set) is left out, with a note."""
        provider = provider or self.provider(spec)
        prompt = self.prompt(ClaimTask.DECOMPOSE)
        targets, notes = self._plan_decompose(summary_ids, provider, prompt, replace)
        calls: list[tuple[int, int]] = []
        for summary in targets:
            calls += decomposer.planned_calls(provider, prompt, summary.text)
        return self._estimate(ClaimTask.DECOMPOSE, spec, provider, summary_ids, calls, notes)

    def decompose(
        self,
        summary_ids: Sequence[int],
        spec: ProviderSpec,
        *,
        api_key: str | None = None,
        progress: WorkProgressCallback | None = None,
        cancel: CancelToken | None = None,
        replace: bool = False,
        provider: Provider | None = None,
    ) -> dict[int, list[Claim]]:
        """Break each summary into claims with one model; one claim set per summary.

        A summary that already has active claims (unless ``replace``: its claims are then
        retired, kept with their verdicts, once the new ones are in), has no text, or is too
        long for the model is left out, exactly as :meth:`estimate_decompose` left it out (one
        plan for both); refused before anything is sent when that leaves nothing. A reply that
        is refused, unreadable or cut off is kept in the claim set with that status (see
        :meth:`claim_sets`); claims are stored only from a reply that was read (ok, or the
        finished lines of a truncated one). Returns the claims stored, by summary (empty where
        none were, including a summary that got claims from another run meanwhile)."""
        provider = self.sending(spec, provider, api_key)
        prompt = self.prompt(ClaimTask.DECOMPOSE)
        targets, notes = self._plan_decompose(summary_ids, provider, prompt, replace)
        if not targets and notes:  # nothing to do: refused before anything is sent
            raise WriterLensError(notes[0])
        stored: dict[int, list[Claim]] = {}
        tally = _Tally()
        with keeping(tally, notices.RUN_KEPT):
            for summary, report in each_step(
                targets,
                summary_of=lambda summary: summary.id,
                part_of=lambda _summary: ClaimTask.DECOMPOSE,
                progress=progress,
                cancel=cancel,
            ):
                found = decomposer.decompose(
                    provider, prompt, summary.text, progress=report, cancel=cancel
                )
                stored[summary.id] = self._keep(summary, spec, provider, prompt, found, replace)
                tally.saved += bool(stored[summary.id])  # summaries that got claims
        return stored

    def _plan_decompose(
        self,
        summary_ids: Sequence[int],
        provider: Provider,
        prompt: JudgePrompt,
        replace: bool,
    ) -> tuple[list[Summary], list[str]]:
        """The summaries a decomposition works on, and a note on those it leaves out (the
        estimate and the run share it, so the run skips exactly what the estimate skipped)."""
        targets: list[Summary] = []
        left_out: list[str] = []
        for summary_id in dict.fromkeys(summary_ids):
            try:
                summary = self._summary(summary_id)
                if not replace and rows.active_claim_count(self.store, summary.id):
                    raise WriterLensError(notices.ALREADY_DECOMPOSED(count=1))
                decomposer.check_decompose_fits(provider, prompt, summary.text)
            except WriterLensError as exc:
                left_out.append(_said(exc))
                continue
            targets.append(summary)
        return targets, _counted(left_out)

    def _keep(
        self,
        summary: Summary,
        spec: ProviderSpec,
        provider: Provider,
        prompt: JudgePrompt,
        found: decomposer.Decomposition,
        replace: bool,
    ) -> list[Claim]:
        """One transaction: the claim set, and (when claims were read) the claims, replacing
        the active ones if asked. Claims that another run (the CLI, another window) stored
        meanwhile are checked for inside it: that summary keeps those, and this reply is kept
        in its claim set only, so a summary never has two active sets."""
        with self.store.write():
            claim_set = rows.insert_claim_set(
                self.store,
                summary_id=summary.id,
                provider=spec.kind,
                model=found.model or provider.model,
                prompt_id=prompt.id,
                prompt_version=prompt.version,
                status=str(found.status),
                reply=found.reply,
                error=found.error,
                input_tokens=found.input_tokens,
                output_tokens=found.output_tokens,
            )
            if not found.claims:
                return []
            if not replace and rows.active_claim_count(self.store, summary.id):
                return []
            if replace:
                rows.retire_all(self.store, summary.id)
            return [
                rows.insert_claim(
                    self.store,
                    summary_id=summary.id,
                    text=claim.text,
                    start=claim.start,
                    end=claim.end,
                    origin=ClaimOrigin.MODEL,
                    claim_set_id=claim_set.id,
                )
                for claim in found.claims
            ]

    # -- evidence ------------------------------------------------------------------------------

    def propose_evidence(self, claim_id: int, limit: int = 3) -> list[Evidence]:
        """The story passages most likely to support or contradict a claim, best first (code
        points into the story). The story is indexed once and each summary aligned once, so
        the first call for a novel takes a moment and the next ones a few milliseconds."""
        claim = rows.get_claim(self.store, claim_id)
        if claim is None:
            raise NotFound(notices.CLAIM_GONE())
        summary = self._summary(claim.summary_id)
        index = self.story_index(summary.manuscript_id)
        return propose_evidence(
            index, claim.text, summary.text, (claim.start, claim.end), limit=limit
        )

    def story_index(self, manuscript_id: int) -> StoryIndex:
        """The story's index for evidence (built once; a story's text never changes)."""
        index = self._indexes.get(manuscript_id)
        if index is None:
            index = StoryIndex(self.library.manuscript(manuscript_id).text)
            if len(self._indexes) >= _INDEXED_STORIES:
                self._indexes.pop(next(iter(self._indexes)))
            self._indexes[manuscript_id] = index
        return index

    # -- the automatic rater -------------------------------------------------------------------

    def estimate_judge(
        self, summary_ids: Sequence[int], spec: ProviderSpec, *, provider: Provider | None = None
    ) -> ClaimsEstimate:
        """Calls, tokens and cost of a judge's verdict on every active claim; nothing is sent
        (the passages each claim would be shown are retrieved, which reads only the story)."""
        provider = provider or self.provider(spec)
        prompt = self.prompt(ClaimTask.JUDGE)
        plans, notes = self._plan_judge(summary_ids, provider, prompt)
        calls = [
            (tokens, claim_judge.REPLY_TOKENS)
            for _, _, planned in plans
            for _, _, tokens in planned
        ]
        return self._estimate(ClaimTask.JUDGE, spec, provider, summary_ids, calls, notes)

    def judge(
        self,
        summary_ids: Sequence[int],
        spec: ProviderSpec,
        *,
        api_key: str | None = None,
        progress: WorkProgressCallback | None = None,
        cancel: CancelToken | None = None,
        provider: Provider | None = None,
    ) -> dict[int, list[ClaimJudgment]]:
        """A judge model's verdict on every active claim of each summary, each from the story
        passages retrieved for the claim (so a short-context model can do it). Each verdict is
        stored as it arrives, apart from the writer's; a new run of the same judge model
        replaces its earlier verdict on a claim. Returns this run's verdicts by summary."""
        provider = self.sending(spec, provider, api_key)
        prompt = self.prompt(ClaimTask.JUDGE)
        plans, notes = self._plan_judge(summary_ids, provider, prompt)
        if not plans and notes:  # nothing to do: refused before anything is sent
            raise WriterLensError(notes[0])
        found: dict[int, list[ClaimJudgment]] = {}
        tally = _Tally()
        with keeping(tally, notices.JUDGED_KEPT):
            for (summary_id, target, planned), report in each_step(
                plans,
                summary_of=lambda plan: plan[0],
                part_of=lambda _plan: ClaimTask.JUDGE,
                progress=progress,
                cancel=cancel,
            ):
                found_here: list[ClaimJudgment] = []
                for done, (claim, passages, _tokens) in enumerate(planned):
                    if cancel is not None:
                        cancel.raise_if_cancelled()
                    report(done, len(planned), f"Checking claim {done + 1} of {len(planned)}.")
                    asked = claim_judge.judge_claim(
                        provider,
                        prompt,
                        target.text,
                        claim.text,
                        passages,
                        title=target.title,
                        cancel=cancel,
                    )
                    judgment = _judgment(claim, passages, asked, provider)
                    rows.put_judgment(self.store, judgment, prompt=prompt.ref)
                    found_here.append(judgment)
                    tally.saved += 1
                found[summary_id] = found_here
        return found

    def _plan_judge(
        self, summary_ids: Sequence[int], provider: Provider, prompt: JudgePrompt
    ) -> tuple[list[_JudgePlan], list[str]]:
        """The summaries a judge run works on (each claim with its passages and the tokens it
        takes), and a note on those it leaves out: no claims, no text, or a claim with its
        passages too long for the model. Shared by the estimate and the run."""
        plans: list[_JudgePlan] = []
        left_out: list[str] = []
        for summary_id in dict.fromkeys(summary_ids):
            try:
                plans.append(self._judge_plan(summary_id, provider, prompt))
            except WriterLensError as exc:
                left_out.append(_said(exc))
        return plans, _counted(left_out)

    def _judge_plan(self, summary_id: int, provider: Provider, prompt: JudgePrompt) -> _JudgePlan:
        summary = self._summary(summary_id)
        claims = rows.claims_for(self.store, summary_id)
        if not claims:
            raise WriterLensError(notices.NOTHING_TO_JUDGE(count=1))
        story = self.library.manuscript(summary.manuscript_id)
        index = self.story_index(summary.manuscript_id)
        planned: list[tuple[Claim, list[Evidence], int]] = []
        for claim in claims:
            passages = propose_evidence(
                index,
                claim.text,
                summary.text,
                (claim.start, claim.end),
                limit=claim_judge.PASSAGES,
            )
            tokens = claim_judge.planned_tokens(provider, prompt, story.text, claim.text, passages)
            check_fits(
                provider,
                tokens + claim_judge.REPLY_TOKENS,
                fit_texts.CLAIM_WITH_PASSAGES(),
                fit_texts.LARGER_CONTEXT(),
            )
            planned.append((claim, passages, tokens))
        return summary_id, story, planned

    # -- helpers -------------------------------------------------------------------------------

    def _estimate(
        self,
        task: ClaimTask,
        spec: ProviderSpec,
        provider: Provider,
        summary_ids: Sequence[int],
        calls: Sequence[tuple[int, int]],
        notes: Sequence[str],
    ) -> ClaimsEstimate:
        input_tokens = sum(a for a, _ in calls)
        output_tokens = sum(b // 2 for _, b in calls)
        cost, is_own_server = self.cost(spec, provider.is_local, input_tokens, output_tokens)
        return ClaimsEstimate(
            task=task,
            provider=spec.kind,
            model=provider.model,
            summary_ids=tuple(dict.fromkeys(summary_ids)),
            calls=len(calls),
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cost_usd=cost,
            is_local=provider.is_local,
            is_own_server=is_own_server,
            context_tokens=provider.context_window(),
            notes=tuple(notes),
        )

    def _summary(self, summary_id: int) -> Summary:
        manuscript_id = library_rows.summary_story(self.store, summary_id)
        if manuscript_id is None:
            raise NotFound(notices.SUMMARY_NOT_FOUND(count=1))
        summary = next(s for s in self.library.summaries(manuscript_id) if s.id == summary_id)
        if summary.status is not SummaryStatus.OK or not summary.text.strip():
            raise WriterLensError(notices.SUMMARY_NOT_OK(count=1))
        return summary


#: One summary of a judge run: its id, its story, and each active claim with the passages it
#: is shown and the tokens that takes.
_JudgePlan = tuple[int, Manuscript, list[tuple[Claim, list[Evidence], int]]]


@dataclass
class _Tally:
    """What a claims run has saved, for :func:`keeping`: summaries that got claims, or the
    judge's verdicts. A claims run has always started (its plan is not empty)."""

    saved: int = 0
    started: bool = True


def _said(exc: WriterLensError) -> str:
    """The refusal as data when it was raised with a message kind, else its English text."""
    return exc.said if exc.said is not None else exc.message


def _counted(notes: Sequence[str]) -> list[str]:
    """One note per reason, counting the summaries it left out (never naming them: before the
    reveal a database id would hint at which model wrote which summary)."""
    by_reason: dict[str, list[str]] = {}
    for note in notes:
        counted = isinstance(note, Message) and note.n is not None
        by_reason.setdefault(note.id if isinstance(note, Message) and counted else note, []).append(
            note
        )
    return [_recount(found) for found in by_reason.values()]


def _recount(found: list[str]) -> str:
    first = found[0]
    if isinstance(first, Message) and first.n is not None:
        return first.kind(count=len(found), **first.params)
    return first


def _judgment(
    claim: Claim,
    passages: Sequence[Evidence],
    asked: Asked[claim_judge.ReadVerdict],
    provider: Provider,
) -> ClaimJudgment:
    """What is stored: the verdict (None unless read), the passage it rests on (else every
    passage the judge was shown), the reason, and the replies as they came."""
    read = asked.value
    shown = tuple((e.start, e.end) for e in passages)
    cited = (shown[read.passage - 1],) if read is not None and read.passage is not None else shown
    return ClaimJudgment(
        claim_id=claim.id,
        judge_model=asked.model or provider.model,
        verdict=None if read is None else read.verdict,
        evidence=cited,
        explanation="" if read is None else read.reason,
        status=str(asked.status),
        reply=asked.reply,
        input_tokens=asked.input_tokens,
        output_tokens=asked.output_tokens,
        created_at=utc_now(),
    )
