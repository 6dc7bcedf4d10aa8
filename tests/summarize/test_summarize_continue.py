"""A local answer cut off at its token limit goes on from where it stopped (#26).

A model that keeps the prompt and the answer in its cache (``continues``, as the on-device
provider does: tests/llm/test_llm_worker.py shows it reads nothing again there) is not asked
again from the beginning: the step continues the cut answer and keeps the whole of it.
"""

from __future__ import annotations

from fake_prose import prose
from scripted_provider import ScriptedProvider, Truncate, asked_words

from writerlens.domain import CancelToken, SummaryStatus
from writerlens.llm.base import Completion, CompletionRequest, FinishReason, TokenCallback
from writerlens.services.library import Library
from writerlens.store.jobs import job_nodes
from writerlens.summarize.progress import ProgressEvent


class ContinuingProvider(ScriptedProvider):
    continues = True

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.continued: list[tuple[str, int]] = []
        self.rest = ""  # the words the continuation added

    def room_after(self, request: CompletionRequest, text: str) -> int:
        prompt = sum(self.count_tokens(m.content) for m in request.messages)
        return self.context_window() - prompt - self.count_tokens(text)

    def continue_answer(
        self,
        request: CompletionRequest,
        text: str,
        more_tokens: int,
        on_token: TokenCallback | None = None,
        cancel: CancelToken | None = None,
        on_progress: object = None,
    ) -> Completion:
        self.continued.append((text, more_tokens))
        # the whole answer is checked as one (writerlens/summarize/checks.py): it is of the
        # length asked for, or it would be flagged too short and asked again
        rest = " up to the last lamp, and lit it. " + prose((asked_words(request) or 0) // 5)
        self.rest = rest
        if on_token is not None:
            on_token(rest)
        return Completion(
            text=text + rest,
            finish_reason=FinishReason.STOP,
            input_tokens=1,  # only the token written last was not yet read
            output_tokens=self.count_tokens(rest),
            model=self.answered,
        )


def test_a_cut_off_answer_is_continued_not_asked_again(start, library: Library) -> None:
    model = ContinuingProvider(context=16_000, is_local=True)
    model.then(Truncate())
    events: list[ProgressEvent] = []
    outcome = start(model, "whole", events=events)
    assert len(model.requests) == 1  # the story was read once
    [(cut, more)] = model.continued
    assert cut == "The lamplighter climbed the ladder and" and more >= 32
    [node] = job_nodes(library.store, outcome.job.id)
    assert node.status is SummaryStatus.OK
    assert node.text == "The lamplighter climbed the ladder and" + model.rest.rstrip()
    assert node.text.startswith("The lamplighter climbed the ladder and up to the last lamp,")
    said = {e.activity for e in events}
    assert any("Going on from where the answer stopped" in a for a in said)
    assert not any("Asking again" in a for a in said)


def test_a_model_that_cannot_continue_is_asked_again(start) -> None:
    model = ScriptedProvider(context=16_000, is_local=True)
    model.then(Truncate())
    start(model, "whole")
    assert len(model.requests) == 2
