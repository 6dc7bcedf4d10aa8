"""BooookScore-style coherence through the fake server: a verdict per sentence, kept as it
arrives, read back through the service."""

from __future__ import annotations

import threading

import pytest
from judges_support import between, by_request, sentence_number, server_spec, service
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.domain import Cancelled, CancelToken, Manuscript
from writerlens.judges.coherence import summary_sentences
from writerlens.judges.results import JudgeStatus
from writerlens.services.library import Library

CONFUSED = (
    "Confusing: yes\nKinds: Entity omission, discontinuity\n"
    "Question: Who is this person, and how did we get here?"
)


@pytest.fixture
def story(library: Library) -> Manuscript:
    return library.install_sample()


@pytest.fixture
def summary(library: Library, story: Manuscript):
    return library.summaries(story.id)[0]


def test_every_sentence_gets_a_verdict_and_the_score_is_the_unconfusing_share(
    library: Library, story: Manuscript, summary, llm_server: FakeLLMServer
) -> None:
    def reply(request: RecordedRequest) -> str:
        return CONFUSED if sentence_number(request) in (2, 5) else "Confusing: no"

    by_request(llm_server, reply)
    result = service(library).coherence(summary.id, server_spec(llm_server))

    spans = summary_sentences(summary.text)
    assert len(spans) > 10
    assert [(s.start, s.end) for s in result.sentences] == spans
    assert all(summary.text[s.start : s.end] == s.text for s in result.sentences)
    assert result.score == pytest.approx((len(spans) - 2) / len(spans))
    assert result.complete and result.total_sentences == len(spans)
    assert [s.index for s in result.confused] == [1, 4]
    assert result.confused[0].kinds == ("entity_omission", "discontinuity")
    assert result.confused[0].question == "Who is this person, and how did we get here?"
    assert len(llm_server.requests) == len(spans)
    for request in llm_server.requests:  # the judge reads the summary, never the story
        content = request.messages[-1]["content"]
        assert between(content, "summary") == summary.text
        assert story.text[:200] not in content
        assert (
            between(content, "sentence")
            == summary.text[slice(*spans[sentence_number(request) - 1])]
        )
    assert service(library).scores(summary.id).coherence == [result]


def test_cloud_judges_read_several_sentences_at_once(
    library: Library, summary, llm_server: FakeLLMServer
) -> None:
    # The first four requests only answer once all four have arrived: with one call at a time
    # the barrier would break (and the judge would see server errors).
    barrier = threading.Barrier(4, timeout=10)
    seen = []
    lock = threading.Lock()

    def reply(request: RecordedRequest) -> str:
        with lock:
            seen.append(sentence_number(request))
            early = len(seen) <= 4
        if early:
            barrier.wait()
        return "Confusing: no"

    by_request(llm_server, reply)
    result = service(library).coherence(summary.id, server_spec(llm_server))
    assert result.score == 1.0 and result.complete
    assert sorted(seen) == list(range(1, len(result.sentences) + 1))


def test_an_unreadable_verdict_is_asked_again_then_left_out_of_the_score(
    library: Library, summary, llm_server: FakeLLMServer
) -> None:
    def reply(request: RecordedRequest) -> str:
        number = sentence_number(request)
        if number == 1:
            return "Hmm, hard to say." if len(request.messages) < 4 else "Confusing: no"
        if number == 2:
            return "Perhaps."  # twice
        return "Confusing: yes\nKinds: salience" if number == 3 else "No confusion."

    by_request(llm_server, reply)
    result = service(library).coherence(summary.id, server_spec(llm_server), parallel=1)
    first, second, third = result.sentences[:3]
    assert first.status is JudgeStatus.OK and not first.confused
    assert "Hmm, hard to say." in first.reply
    assert second.status is JudgeStatus.UNPARSEABLE
    assert third.confused and third.kinds == ("salience",) and third.question == ""
    judged = len(result.sentences) - 1
    assert result.score == pytest.approx((judged - 1) / judged)
    retried = [r for r in llm_server.requests if len(r.messages) == 4]
    assert len(retried) == 2 and all(
        "exactly this form" in r.messages[-1]["content"] for r in retried
    )


def test_a_cancelled_run_keeps_its_verdicts_and_says_it_is_incomplete(
    library: Library, summary, llm_server: FakeLLMServer
) -> None:
    cancel = CancelToken()
    by_request(llm_server, lambda _r: "Confusing: no")

    def progress(done: int, _total: int, _message: str) -> None:
        if done == 3:
            cancel.cancel()

    judges = service(library)
    with pytest.raises(Cancelled, match="3 sentence verdicts finished before were saved"):
        judges.coherence(summary.id, server_spec(llm_server), progress, cancel, parallel=1)
    [partial] = judges.scores(summary.id).coherence
    assert not partial.complete and len(partial.sentences) == 3 and partial.score == 1.0

    by_request(llm_server, lambda r: CONFUSED if sentence_number(r) == 1 else "Confusing: no")
    again = judges.coherence(summary.id, server_spec(llm_server))
    assert again.complete and len(again.sentences) == again.total_sentences
    assert judges.scores(summary.id).coherence == [again]  # the new run replaced the old one
