"""One step of a job = one model call, checked, retried if need be, and saved when it returns.

A step is known by ``(kind, level, position)``. Before calling, the executor looks in the job's
checkpoint; a step already saved is not called again. Steps that do not depend on each other
run concurrently on a thread pool (cloud models) or one after another (local models, which use
one ``Llama`` object). Nodes are saved, and progress is reported, on the job's own thread as
each call returns, so the store and the progress callback only ever see one thread per job.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import Any

from writerlens.domain import Cancelled, CancelToken, SummaryStatus
from writerlens.domain.jobs import StepKey, SummaryNode
from writerlens.llm.base import (
    Completion,
    CompletionRequest,
    FaultKind,
    FinishReason,
    Provider,
    ProviderError,
    complete_with_progress,
)
from writerlens.messages import QT_TRANSLATE_NOOP, define, sentences
from writerlens.store.db import Store
from writerlens.store.jobs import save_node
from writerlens.summarize.checks import Finding, Flaw, check_answer, joined
from writerlens.summarize.echo import echo_of
from writerlens.summarize.options import SummarizeOptions
from writerlens.summarize.plan import answer_length
from writerlens.summarize.progress import ProgressTracker
from writerlens.summarize.prompts import PromptTemplate
from writerlens.texts import count_words

_CUT_ALL_TRIES = define(
    "summarize.steps.cut_all_tries",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cut off at the model's token limit in all {tries} tries (with more room and a shorter "
        "request each time); this text is incomplete.",
    ),
)
_KEPT_AFTER = define(
    "summarize.steps.kept_after",
    QT_TRANSLATE_NOOP("messages", "Kept after {tries} tries: {problem}."),
)
_NOT_A_SUMMARY = define(
    "summarize.steps.not_a_summary",
    QT_TRANSLATE_NOOP(
        "messages", "Not a summary after {tries} tries: {problems}. Kept only to be inspected."
    ),
)


_KEPT_LONG = define(
    "summarize.steps.kept_long",
    QT_TRANSLATE_NOOP("messages", "Kept as it was: {problem}."),
)
_RETRYING = define(
    "summarize.steps.retrying",
    QT_TRANSLATE_NOOP(
        "messages",
        "Asking again ({attempt} of {attempts}): {problem}",
    ),
)

_CONTINUING = define(
    "summarize.steps.continuing",
    QT_TRANSLATE_NOOP(
        "messages",
        "Going on from where the answer stopped ({attempt} of {attempts}): it was cut off at "
        "its token limit",
    ),
)

_EMPTY_ANSWER = define(
    "summarize.steps.empty_answer",
    QT_TRANSLATE_NOOP(
        "messages",
        "the answer was empty",
    ),
)

_TRUNCATED = define(
    "summarize.steps.truncated",
    QT_TRANSLATE_NOOP(
        "messages",
        "the answer was cut off at its token limit",
    ),
)

_ECHOED = define(
    "summarize.steps.echoed",
    QT_TRANSLATE_NOOP(
        "messages",
        "the model repeated its text instead of summarizing it",
    ),
)

_OVER_LENGTH = define(
    "summarize.steps.over_length",
    QT_TRANSLATE_NOOP(
        "messages",
        "the answer had {words} words, over its limit of {limit}",
    ),
)

_UNFINISHED_SENTENCE = define(
    "summarize.steps.unfinished_sentence",
    QT_TRANSLATE_NOOP(
        "messages",
        "the answer stopped in the middle of a sentence",
    ),
)

_CANCELLED = define(
    "summarize.step_cancelled",
    QT_TRANSLATE_NOOP(
        "messages",
        "Cancelled.",
    ),
)

_ECHOED_EVERY_TRY = define(
    "summarize.steps.echoed_every_try",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model repeated the story or its instructions instead of summarizing "
        "({len_texts} tries). It may not be an instruction-tuned (“chat” or "
        "“instruct”) model: choose one of those in Settings → Local models. The "
        "finished steps are kept.",
    ),
)

_EMPTY_EVERY_TRY = define(
    "summarize.steps.empty_every_try",
    QT_TRANSLATE_NOOP(
        "messages",
        "The model gave an empty answer {attempts} times in a row. Try again later, "
        "or choose another model.",
    ),
)

#: Placeholders that carry earlier summaries rather than the story.
_SUMMARY_VALUES = frozenset({"summaries", "summary", "context"})
#: A try asked again with a prompt the model reads exactly as before (a base model's completion
#: prompt leaves the word count out, so a tighter request does not reach it) samples this much
#: hotter than the try before, up to RETRY_TEMPERATURE_MAX: the same prompt at the same
#: temperature mostly gets the same copy or loop again (#30: 49 % of call time went on such
#: retries). Loops and copies are what low temperatures make more likely.
RETRY_TEMPERATURE_STEP = 0.3
RETRY_TEMPERATURE_MAX = 1.0
_ENDS_SENTENCE = re.compile(r"[.!?…‽][\"'”’»›)\]*_]*\s*$")
_SENTENCE_END = re.compile(r"[.!?…‽][\"'”’»›)\]]*(?=\s)")


@dataclass(frozen=True)
class Step:
    kind: str
    level: int
    position: int
    prompt: PromptTemplate
    values: Mapping[str, str | int]
    max_tokens: int
    #: Word limit the answer must keep to (None: not checked); retries ask for less.
    limit: int | None = None
    #: Placeholders that carry the limit, tightened together on a retry.
    limit_keys: tuple[str, ...] = ("words",)
    children: tuple[StepKey, ...] = ()
    activity: str = ""
    #: an answer over its word limit but whole is kept rather than asked again (BooookScore's
    #: rule, for hierarchical merging; the other strategies hold answers to their limits)
    keep_long: bool = False

    @property
    def key(self) -> StepKey:
        return (self.kind, self.level, self.position)


@dataclass(frozen=True)
class StepResult:
    key: StepKey
    text: str
    status: SummaryStatus
    input_tokens: int
    output_tokens: int
    model: str
    restored: bool = False
    note: str = ""
    calls: int = 1
    #: what the checks found wrong with the kept answer (see summarize.checks.Flaw)
    flaws: tuple[str, ...] = ()


class StepRefused(Exception):
    """The model declined; the job ends with a 'refused' summary holding its words."""

    def __init__(self, result: StepResult) -> None:
        super().__init__(result.text)
        self.result = result


class StepFailed(Exception):
    """A call failed after the provider's own retries; finished steps stay saved."""

    def __init__(self, step: Step, error: ProviderError) -> None:
        super().__init__(error.message)
        self.step = step
        self.error = error


@dataclass(frozen=True)
class _Try:
    completion: Completion
    source: str  # what the answer must not merely repeat
    story: str  # the story text the request carried (its own markup may be quoted)
    asked: int | None  # words asked for

    def findings(self, text: str | None = None) -> list[Finding]:
        answer = self.completion.text.strip() if text is None else text
        return check_answer(answer, source=self.source, story=self.story, asked=self.asked)


@dataclass
class _Attempts:
    """What one step's calls added up to (run on a worker thread, returned to the job)."""

    step: Step
    result: StepResult | None = None
    error: ProviderError | None = None
    cancelled: bool = False
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    #: every answer, with what it was checked against (the try's own request)
    texts: list[_Try] = field(default_factory=list)
    #: the words written before a Cancel, and the prompt values they answer (for Resume)
    partial: dict[str, object] | None = None
    echo: str = ""  # what the model repeated instead of summarizing, if that is all it did


def partial_key(key: StepKey) -> str:
    return "/".join(str(k) for k in key)


def ends_sentence(text: str) -> bool:
    return bool(_ENDS_SENTENCE.search(text))


def trim_to_sentence(text: str) -> str:
    """Drop an unfinished last sentence, if that leaves most of the text."""
    stripped = text.rstrip()
    if ends_sentence(stripped):
        return stripped
    ends = [m.end() for m in _SENTENCE_END.finditer(stripped + " ")]
    if ends and ends[-1] >= len(stripped) * 0.5:
        return stripped[: ends[-1]].rstrip()
    return stripped


class StepExecutor:
    def __init__(
        self,
        store: Store,
        job_id: int,
        provider: Provider,
        options: SummarizeOptions,
        tracker: ProgressTracker,
        checkpoint: Mapping[StepKey, SummaryNode],
        cancel: CancelToken | None = None,
    ) -> None:
        self.store = store
        self.job_id = job_id
        self.provider = provider
        self.options = options
        self.tracker = tracker
        self.checkpoint = dict(checkpoint)
        self.cancel = cancel or CancelToken()
        self.concurrency = 1 if provider.is_local else options.concurrency
        #: the most a model may write in one answer (None: only its context limits it)
        self.max_output: int | None = None
        #: the story's tokens per word in this model's tokenizer (the plan's): a local
        #: model's answer is given a minimum length in tokens from the words asked
        self.tokens_per_word = 1.3
        self.calls = 0  # model calls made in this run (retries included)
        #: per step ("kind/level/position"), the words a cancelled call had written and the
        #: values of its prompt: Resume goes on from them (the runner keeps them in the job)
        self.partials: dict[str, dict[str, object]] = {}
        #: the flaws of each step kept in this run (summarize.checks), for the summary's record
        self.flaws: dict[StepKey, tuple[str, ...]] = {}
        #: notes the model's answers came with (Completion.note), for the summary's record
        self.notes: dict[str, str] = {}
        #: each step's own note as said in this run (a message, translated where it is shown;
        #: the job's node keeps its English text)
        self.said: dict[StepKey, str] = {}

    # -- running ---------------------------------------------------------------------------

    def run(self, step: Step) -> StepResult:
        return self.run_all([step], parallel=False)[0]

    def run_all(self, steps: Sequence[Step], parallel: bool = True) -> list[StepResult]:
        """Results in the order of ``steps``; steps in the checkpoint are not called again.

        On a refusal, a failure or a cancel, the calls already under way are let finish and
        saved (they are paid for), the rest are not started, and then it raises.
        """
        results: dict[StepKey, StepResult] = {}
        todo: list[Step] = []
        for step in steps:
            saved = self.checkpoint.get(step.key)
            if saved is not None and saved.status is SummaryStatus.OK:
                results[step.key] = self._restored(saved)
            else:
                todo.append(step)
        if not todo:
            return [results[s.key] for s in steps]
        workers = min(self.concurrency if parallel else 1, len(todo))
        stop: BaseException | None = None
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="writerlens-step") as pool:
            pending: set[Future[_Attempts]] = set()
            queue = list(reversed(todo))
            while queue or pending:
                while queue and len(pending) < workers and stop is None:
                    if self.cancel.cancelled:
                        stop = Cancelled(_CANCELLED())
                        break
                    step = queue.pop()
                    if step.activity:
                        self.tracker.activity(step.activity, step.level)
                    pending.add(pool.submit(self._attempt, step))
                if not pending:
                    break
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    outcome = future.result()
                    problem = self._settle(outcome, results)
                    if problem is not None and stop is None:
                        stop = problem
                if stop is not None:
                    queue.clear()
        if stop is not None:
            raise stop
        return [results[s.key] for s in steps]

    def _restored(self, node: SummaryNode) -> StepResult:
        result = StepResult(
            key=node.key,
            text=node.text,
            status=node.status,
            input_tokens=node.input_tokens,
            output_tokens=node.output_tokens,
            model=node.model_answered,
            restored=True,
            calls=0,
        )
        self.tracker.step_done(0, 0, restored=True)
        return result

    def _settle(
        self, outcome: _Attempts, results: dict[StepKey, StepResult]
    ) -> BaseException | None:
        """Save what a step's calls produced; return what should stop the job, if anything."""
        step = outcome.step
        self.calls += outcome.calls
        if outcome.result is not None:
            result = outcome.result
            self.partials.pop(partial_key(step.key), None)
            self._save(step, result)
            if result.flaws:
                self.flaws[step.key] = result.flaws
            if result.note:
                self.said[step.key] = result.note
            self.tracker.step_done(result.input_tokens, result.output_tokens)
            results[step.key] = result
            if result.status is SummaryStatus.REFUSED:
                return StepRefused(result)
            return None
        if outcome.partial is not None:
            self.partials[partial_key(step.key)] = outcome.partial
        if outcome.cancelled:
            # Tokens were spent on a call the writer stopped; they count, the words written
            # are kept for Resume (as ``partials``), not as a summary.
            self.tracker.input_tokens += outcome.input_tokens
            self.tracker.output_tokens += outcome.output_tokens
            return Cancelled(_CANCELLED())
        assert outcome.error is not None
        save_node(
            self.store,
            job_id=self.job_id,
            kind=step.kind,
            level=step.level,
            position=step.position,
            text="",
            children=step.children,
            prompt_id=step.prompt.id,
            prompt_version=step.prompt.version,
            status=SummaryStatus.FAILED,
            error=outcome.error.message,
            input_tokens=outcome.input_tokens,
            output_tokens=outcome.output_tokens,
        )
        return StepFailed(step, outcome.error)

    def _save(self, step: Step, result: StepResult) -> None:
        node = save_node(
            self.store,
            job_id=self.job_id,
            kind=step.kind,
            level=step.level,
            position=step.position,
            text=result.text,
            children=step.children,
            prompt_id=step.prompt.id,
            prompt_version=step.prompt.version,
            status=result.status,
            error=result.note,
            input_tokens=result.input_tokens,
            output_tokens=result.output_tokens,
            model_answered=result.model,
        )
        self.checkpoint[node.key] = node

    # -- one step's calls (on a worker thread) ---------------------------------------------

    def _attempt(self, step: Step) -> _Attempts:
        outcome = _Attempts(step)
        values = dict(step.values)
        max_tokens = step.max_tokens
        attempts = 1 + self.options.step_retries
        cut: tuple[CompletionRequest, str, int] | None = None  # cut off: go on this much
        kept = self.partials.get(partial_key(step.key))
        if kept is not None and getattr(self.provider, "continues", False):
            # Resume after a Cancel: on from the words written then, with the same prompt
            values = dict(kept["values"])  # type: ignore[call-overload]
            request = step.prompt.render(**values)
            request = replace(
                request,
                max_tokens=max_tokens,
                temperature=self.options.temperature,
                **self._length(step, values, max_tokens),
            )
            text = str(kept["text"])
            room = self.provider.room_after(request, text) - 16  # type: ignore[attr-defined]
            if room >= 32:
                cut = (request, text, min(room, max_tokens))
        temperature = self.options.temperature
        asked: CompletionRequest | None = None  # the last try asked afresh (not continued)
        for attempt in range(attempts):
            if self.cancel.cancelled:
                outcome.cancelled = True
                return outcome
            request = step.prompt.render(**values)
            request = replace(
                request,
                max_tokens=max_tokens,
                temperature=temperature,
                **self._length(step, values, max_tokens),
            )
            if cut is None and asked is not None and self._reads_same(asked, request):
                temperature = min(RETRY_TEMPERATURE_MAX, temperature + RETRY_TEMPERATURE_STEP)
                request = replace(request, temperature=temperature)
            if cut is None:
                asked = request
            watch = self.tracker.call_started()
            try:
                if cut is not None:
                    # on from where it stopped: the model still holds the prompt and the answer
                    completion = self.provider.continue_answer(  # type: ignore[attr-defined]
                        *cut,
                        on_token=watch.token,
                        cancel=self.cancel,
                        on_progress=watch.progress,
                    )
                else:
                    completion = complete_with_progress(
                        self.provider,
                        request,
                        on_token=watch.token,
                        cancel=self.cancel,
                        on_progress=watch.progress,
                    )
            except ProviderError as exc:
                if exc.kind is FaultKind.CANCELLED or self.cancel.cancelled:
                    outcome.cancelled = True
                    partial = getattr(exc, "partial", None)
                    if isinstance(partial, Completion) and partial.text.strip():
                        outcome.partial = {"text": partial.text, "values": dict(values)}
                else:
                    outcome.error = exc
                    # a model that stopped unexpectedly: its words are kept for Resume too
                    partial = getattr(exc, "partial", "")
                    if isinstance(partial, str) and partial.strip():
                        outcome.partial = {"text": partial, "values": dict(values)}
                return outcome
            finally:
                self.tracker.call_ended(watch)
            outcome.calls += 1
            outcome.input_tokens += completion.input_tokens
            outcome.output_tokens += completion.output_tokens
            self.tracker.learn(completion, watch)
            if completion.note:
                self.notes.setdefault(str(completion.note), completion.note)
            if completion.finish_reason is FinishReason.CANCELLED:
                outcome.cancelled = True
                return outcome
            if completion.refused:
                outcome.result = self._result(
                    step, completion.text, SummaryStatus.REFUSED, outcome, completion
                )
                return outcome
            tried = _Try(
                completion,
                self._prompt_text(step, values),
                self._story_text(values),
                self._asked(step, values),
            )
            outcome.texts.append(tried)
            problem = self._problem(step, completion, tried)
            if (
                step.keep_long
                and problem is not None
                and getattr(problem, "id", "") == _OVER_LENGTH.id
            ):
                # Over its word limit but whole (not cut off, not an echo): kept with a note,
                # as BooookScore's reference code keeps it. Asking again costs a call, and the
                # merges read what they are given (their grouping follows the real sizes).
                outcome.result = self._result(
                    step,
                    completion.text.strip(),
                    SummaryStatus.OK,
                    outcome,
                    completion,
                    note=_KEPT_LONG(problem=problem),
                )
                return outcome
            if problem is None:
                outcome.result = self._result(
                    step, completion.text.strip(), SummaryStatus.OK, outcome, completion
                )
                return outcome
            if attempt + 1 < attempts:
                cut = self._to_go_on(cut[0] if cut else request, completion)
                if cut is not None:
                    self.tracker.retry(_CONTINUING(attempt=attempt + 2, attempts=attempts))
                    continue
                values = self._tighter(step, attempt + 1)
                if completion.finish_reason is FinishReason.LENGTH:
                    # more room for the answer as well as a shorter request
                    max_tokens = self._more_room(request, max_tokens)
                self.tracker.retry(
                    _RETRYING(attempt=attempt + 2, attempts=attempts, problem=problem)
                )
        if outcome.texts and all(echo_of(t.completion.text, t.source) for t in outcome.texts):
            outcome.error = ProviderError(
                _ECHOED_EVERY_TRY(len_texts=len(outcome.texts)),
                FaultKind.MALFORMED,
            )
            return outcome
        outcome.result = self._best(step, outcome)
        if outcome.result is None:
            outcome.error = ProviderError(
                _EMPTY_EVERY_TRY(attempts=attempts),
                FaultKind.MALFORMED,
            )
        return outcome

    def _length(
        self, step: Step, values: Mapping[str, str | int], max_tokens: int
    ) -> dict[str, Any]:
        """A local model's answer is never shorter than a minimum from the words asked, and a
        base model's ends at the sentence after it (plan.answer_length): its length, and so
        the step's time, is what the plan counts on."""
        length = answer_length(self.provider, self._asked(step, values), self.tokens_per_word)
        if "min_tokens" in length:
            length["min_tokens"] = min(length["min_tokens"], max(0, max_tokens - 1))
        return length

    def _reads_same(self, before: CompletionRequest, now: CompletionRequest) -> bool:
        """Whether the model would read ``now`` exactly as ``before`` (prompt and sampling):
        by the provider's own rendering where it has one (a local model), else the messages."""
        if (before.temperature, before.stop, before.max_tokens) != (
            now.temperature,
            now.stop,
            now.max_tokens,
        ):
            return False
        if before.messages == now.messages:
            return True
        prompt_for = getattr(self.provider, "prompt_for", None)
        if prompt_for is None:
            return False
        try:
            return bool(prompt_for(before).text == prompt_for(now).text)
        except ProviderError:
            return False

    def _to_go_on(
        self, request: CompletionRequest, completion: Completion
    ) -> tuple[CompletionRequest, str, int] | None:
        """An answer cut off at its token limit, and how many tokens more it may write, where
        the provider can go on from where it stopped (a local model keeps the prompt and the
        answer in its cache: nothing is read or paid for twice); None where it cannot."""
        if completion.finish_reason is not FinishReason.LENGTH:
            return None
        if not getattr(self.provider, "continues", False):
            return None
        room = self.provider.room_after(request, completion.text) - 16  # type: ignore[attr-defined]
        more = min(room, max(32, math.ceil(request.max_tokens * 0.5)))
        return (request, completion.text, more) if more >= 32 else None

    def _more_room(self, request: CompletionRequest, max_tokens: int) -> int:
        """A larger token limit for a retry, within what the model can still write."""
        prompt = sum(self.provider.count_tokens(m.content) for m in request.messages)
        room = self.provider.context_window() - prompt - 64
        if self.max_output:
            room = min(room, self.max_output)
        return max(max_tokens, min(room, math.ceil(max_tokens * 1.5)))

    @staticmethod
    def _story_text(values: Mapping[str, str | int]) -> str:
        return "\n".join(
            v for k, v in values.items() if isinstance(v, str) and k not in _SUMMARY_VALUES
        )

    @staticmethod
    def _asked(step: Step, values: Mapping[str, str | int]) -> int | None:
        """The words this try asked for (the lower bound where a range was asked)."""
        for key in ("lower", "words"):
            asked = values.get(key)
            if isinstance(asked, int):
                return asked
        return step.limit

    @staticmethod
    def _prompt_text(step: Step, values: Mapping[str, str | int]) -> str:
        """What an answer must not merely repeat: the instructions and the story. (Earlier
        summaries are left out: a merge may fairly reuse their sentences.)"""
        kept = {k: ("" if k in _SUMMARY_VALUES else v) for k, v in values.items()}
        return "\n".join(m.content for m in step.prompt.render(**kept).messages)

    def _problem(
        self, step: Step, completion: Completion, tried: _Try, text: str | None = None
    ) -> str | None:
        text = completion.text.strip() if text is None else text
        if not text:
            return _EMPTY_ANSWER()
        if completion.finish_reason is FinishReason.LENGTH:
            return _TRUNCATED()
        if echo_of(text, tried.source):
            return _ECHOED()
        findings = tried.findings(text)
        if findings:
            return joined(findings)
        if step.limit is not None:
            words = count_words(text)
            if words > step.limit * (1 + self.options.limit_slack):
                return _OVER_LENGTH(words=words, limit=step.limit)
        if not ends_sentence(text):
            return _UNFINISHED_SENTENCE()
        return None

    def _tighter(self, step: Step, attempt: int) -> dict[str, str | int]:
        values = dict(step.values)
        factor = self.options.tighten**attempt
        for key in step.limit_keys:
            original = values.get(key)
            if isinstance(original, int):
                values[key] = max(10, math.floor(original * factor))
        return values

    def _best(self, step: Step, outcome: _Attempts) -> StepResult | None:
        """After the last retry: the answer with the least wrong with it, trimmed.

        Preferred in order: one that was not cut off, one that passes the checks of
        :mod:`writerlens.summarize.checks`, one that ends a sentence (once an unfinished last
        sentence is trimmed), the shortest. None when every answer was empty. The kept answer
        is checked again as it is kept: cut off in every try, it is TRUNCATED; copied, looping,
        carrying markup or far too short (cut off or not), it is FLAGGED with its own notes;
        never OK.
        """
        candidates = [
            (t, trimmed, t.findings(trimmed))
            for t in outcome.texts
            if t.completion.text.strip()
            for trimmed in [trim_to_sentence(t.completion.text)]
        ]
        if not candidates:
            return None
        tried, text, findings = min(
            candidates,
            key=lambda c: (
                c[0].completion.finish_reason is FinishReason.LENGTH,  # a complete answer first
                len(c[2]),  # then one with nothing wrong with it
                not ends_sentence(c[1]),
                count_words(c[1]),
            ),
        )
        chosen = tried.completion
        tries = len(outcome.texts)
        if chosen.finish_reason is FinishReason.LENGTH:
            # cut off, not short by choice: the cut is what the note must say
            findings = [f for f in findings if f.flaw is not Flaw.SHORT]
        if findings:
            note: str = _NOT_A_SUMMARY(tries=tries, problems=joined(findings))
            if chosen.finish_reason is FinishReason.LENGTH:
                note = sentences([_CUT_ALL_TRIES(tries=tries), note])
            return self._result(
                step, text, SummaryStatus.FLAGGED, outcome, chosen, note=note, findings=findings
            )
        if chosen.finish_reason is FinishReason.LENGTH:
            # Trimming to the last full sentence hides the cut, it does not undo it.
            note = _CUT_ALL_TRIES(tries=tries)
            return self._result(step, text, SummaryStatus.TRUNCATED, outcome, chosen, note=note)
        problem = self._problem(
            step, replace(chosen, finish_reason=FinishReason.STOP), tried, text=text
        )
        note = _KEPT_AFTER(tries=tries, problem=problem) if problem else ""
        return self._result(step, text, SummaryStatus.OK, outcome, chosen, note=note)

    def _result(
        self,
        step: Step,
        text: str,
        status: SummaryStatus,
        outcome: _Attempts,
        completion: Completion,
        note: str = "",
        findings: Sequence[Finding] = (),
    ) -> StepResult:
        return StepResult(
            key=step.key,
            text=text,
            status=status,
            input_tokens=outcome.input_tokens,
            output_tokens=outcome.output_tokens,
            model=completion.model,
            note=note,
            calls=outcome.calls,
            flaws=tuple(str(f.flaw) for f in findings),
        )
