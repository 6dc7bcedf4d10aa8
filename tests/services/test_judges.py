"""The questionnaire judge through the real SDKs against the local fake server: one question at
a time in one conversation, asked again once, refusals, errors, cancel, consent, estimates."""

from __future__ import annotations

import pytest
from judges_support import agree, cloud_spec, replies, server_spec, service
from llm_server import AuthError, FakeLLMServer, RateLimit, Refuse, RefuseInProse

from writerlens.domain import Cancelled, CancelToken, Manuscript, SummaryStatus, WriterLensError
from writerlens.judges.calls import TooLong
from writerlens.judges.results import JudgeStatus
from writerlens.llm.catalog import Catalog, estimate_cost
from writerlens.review.questionnaire import questionnaire_by_id
from writerlens.services.consent import ConsentRequired
from writerlens.services.library import Library
from writerlens.store import library as library_rows

QUESTIONS = questionnaire_by_id().questions


@pytest.fixture
def story(library: Library) -> Manuscript:
    return library.install_sample()


@pytest.fixture
def summary_id(library: Library, story: Manuscript) -> int:
    return library.summaries(story.id)[0].id


def test_questions_are_asked_one_at_a_time_in_one_conversation(
    library: Library, story: Manuscript, summary_id: int, llm_server: FakeLLMServer
) -> None:
    replies(llm_server, ["Score: 3", "**2**", "4/4", "I would rate this a 1."])
    llm_server.model_answered = "judge-model-2026-01"
    result = service(library).judge_questions(summary_id, server_spec(llm_server))

    assert result.answers == {"coverage": 3, "faithfulness": 2, "coherence": 4, "analysis": 1}
    assert result.judge_model == "judge-model-2026-01"  # the id that answered, not the one asked
    assert result.replies["faithfulness"] == "**2**"
    sent = llm_server.requests
    assert [len(r.messages) for r in sent] == [2, 4, 6, 8]  # the conversation grows
    first = sent[0].messages
    assert first[0]["role"] == "system"
    assert story.text in first[1]["content"]
    summary = library.summaries(story.id)[0].text
    assert summary in first[1]["content"]
    assert QUESTIONS[0].prompt in first[1]["content"]
    assert all(level.anchor in first[1]["content"] for level in QUESTIONS[0].levels)
    assert sent[3].messages[:6] == sent[2].messages  # earlier turns are sent again unchanged
    assert sent[1].messages[2] == {"role": "assistant", "content": "Score: 3"}
    assert QUESTIONS[3].prompt in sent[3].messages[-1]["content"]
    assert story.text not in sent[3].messages[-1]["content"]  # the story is sent once

    stored = service(library).scores(summary_id)
    assert stored.questions == [result]
    # never mixed with the writer's own ratings
    assert library.store.scalar("SELECT count(*) FROM ratings") == 0


def test_an_unreadable_reply_is_asked_again_once(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    replies(llm_server, ["It is hard to say.", "3", "Score: 2", "2", "2"])
    result = service(library).judge_questions(summary_id, server_spec(llm_server))

    assert result.answers["coverage"] == 3
    assert result.statuses["coverage"] is JudgeStatus.OK
    assert "It is hard to say." in result.replies["coverage"]
    assert result.replies["coverage"].endswith("3")
    retry = llm_server.requests[1]
    assert retry.messages[-2] == {"role": "assistant", "content": "It is hard to say."}
    assert "just one number" in retry.messages[-1]["content"]
    assert len(llm_server.requests) == 5
    # the next question follows the retry in the same conversation
    assert llm_server.requests[2].messages[:4] == retry.messages
    assert llm_server.requests[2].messages[4] == {"role": "assistant", "content": "3"}


def test_twice_unreadable_is_recorded_as_no_answer_and_said(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    replies(llm_server, ["Somewhere between 2 or 3.", "2 or 3, really.", "3", "3", "3"])
    said: list[str] = []
    result = service(library).judge_questions(
        summary_id, server_spec(llm_server), progress=lambda _d, _t, m: said.append(m)
    )

    assert result.answers["coverage"] is None
    assert result.statuses["coverage"] is JudgeStatus.UNPARSEABLE
    assert result.unanswered == ("coverage",)
    assert result.answers["faithfulness"] == 3
    assert any("could not be read" in m for m in said)
    row = library.store.row("SELECT value, status, reply FROM scores WHERE name = 'coverage'")
    assert row["value"] is None and row["status"] == "unparseable"
    assert "2 or 3, really." in row["reply"]


@pytest.mark.parametrize("refusal", [Refuse(), RefuseInProse()])
def test_a_refusal_is_recorded_as_such_and_no_more_is_asked(
    library: Library, summary_id: int, llm_server: FakeLLMServer, refusal: object
) -> None:
    llm_server.enqueue(refusal)  # type: ignore[arg-type]
    result = service(library).judge_questions(summary_id, server_spec(llm_server))

    assert result.answers == {"coverage": None}
    assert result.statuses == {"coverage": JudgeStatus.REFUSED}
    assert result.refused
    assert len(llm_server.requests) == 1
    assert library.store.scalar("SELECT status FROM scores") == "refused"


def test_a_rate_limit_is_waited_out(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    llm_server.enqueue(RateLimit(retry_after=0))
    replies(llm_server, ["3", "3", "3", "3"])
    result = service(library).judge_questions(summary_id, server_spec(llm_server))
    assert result.answers == dict.fromkeys(result.answers, 3) and len(result.answers) == 4
    assert len(llm_server.requests) == 5


def test_a_provider_error_surfaces_with_its_message_and_keeps_what_finished(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    def reply(_request: object) -> str:
        llm_server.enqueue(AuthError())  # the next call is refused: a wrong key
        return "Score: 4"

    llm_server.reply = reply
    with pytest.raises(WriterLensError) as caught:
        service(library).judge_questions(summary_id, server_spec(llm_server))
    assert "key" in caught.value.message.lower()
    assert "1 answer finished before was saved" in caught.value.message
    [kept] = service(library).scores(summary_id).questions
    assert kept.answers == {"coverage": 4}


def test_cancel_between_questions_keeps_the_answers_given(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    replies(llm_server, ["3", "2", "1", "4"])
    cancel = CancelToken()

    def progress(done: int, _total: int, _message: str) -> None:
        if done == 2:
            cancel.cancel()

    with pytest.raises(Cancelled) as caught:
        service(library).judge_questions(summary_id, server_spec(llm_server), progress, cancel)
    assert "2 answers finished before were saved" in caught.value.message
    assert len(llm_server.requests) == 2
    [kept] = service(library).scores(summary_id).questions
    assert kept.answers == {"coverage": 3, "faithfulness": 2}


def test_cancel_during_an_answer_stops_it(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    cancel = CancelToken()

    def reply(_request: object) -> str:
        cancel.cancel()  # the writer presses Cancel while the judge is answering
        return "Score: 3. " + "The summary is thorough. " * 20

    llm_server.reply = reply
    with pytest.raises(Cancelled) as caught:
        service(library).judge_questions(summary_id, server_spec(llm_server), cancel=cancel)
    assert "Nothing was saved" in caught.value.message
    assert service(library).scores(summary_id).empty


def test_cloud_judges_need_consent_before_anything_is_sent(
    library: Library, story: Manuscript, summary_id: int, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    judges.add_probe(story.id, "Who keeps the lamps?", "Walter")
    spec = cloud_spec(llm_server)
    for run in (judges.judge_questions, judges.coherence, judges.run_probes):
        with pytest.raises(ConsentRequired) as caught:
            run(summary_id, spec)
        assert "Anthropic" in caught.value.message
    assert llm_server.requests == []

    agree(library, spec)
    replies(llm_server, ["3", "3", "3", "3"])
    result = judges.judge_questions(summary_id, spec)
    assert result.answers["analysis"] == 3
    assert llm_server.requests[0].api == "anthropic"


def test_a_story_longer_than_the_judges_context_is_refused_before_sending(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    spec = server_spec(llm_server, context_tokens=3000)
    with pytest.raises(TooLong) as caught:
        service(library).judge_questions(summary_id, spec)
    assert "3,000 tokens" in caught.value.message and "Nothing was sent" in caught.value.message
    assert llm_server.requests == []
    estimate = service(library).estimate([summary_id], spec, ["questions", "coherence"])
    assert estimate.calls_by_kind["questions"] == 0 and estimate.calls_by_kind["coherence"] > 0
    assert any("3,000 tokens" in note for note in estimate.notes)


def test_one_question_only_and_a_second_run_replaces_the_first(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    replies(llm_server, ["2", "2", "2", "2", "4"])
    judges.judge_questions(summary_id, server_spec(llm_server))
    again = judges.judge_questions(summary_id, server_spec(llm_server), questions=["analysis"])
    assert again.answers == {"analysis": 4}
    assert [q.answers for q in judges.scores(summary_id).questions] == [{"analysis": 4}]
    with pytest.raises(WriterLensError, match="no question “plot”"):
        judges.judge_questions(summary_id, server_spec(llm_server), questions=["plot"])


def test_two_judges_are_kept_apart(
    library: Library, summary_id: int, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    replies(llm_server, ["1", "1", "1", "1", "4", "4", "4", "4"])
    judges.judge_questions(summary_id, server_spec(llm_server, model="judge-a"))
    judges.judge_questions(summary_id, server_spec(llm_server, model="judge-b"))
    found = {q.judge_model: set(q.answers.values()) for q in judges.scores(summary_id).questions}
    assert found == {"judge-a": {1}, "judge-b": {4}}


def test_summaries_without_text_cannot_be_judged(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    failed = library_rows.insert_summary(
        library.store,
        manuscript_id=story.id,
        provider="openai",
        model="gpt-4o",
        strategy="whole",
        text="",
        status=SummaryStatus.FAILED,
        error="The server broke off.",
    )
    with pytest.raises(WriterLensError, match="it did not finish"):
        service(library).judge_questions(failed, server_spec(llm_server))
    with pytest.raises(WriterLensError, match="no summary with id 999"):
        service(library).scores(999)
    assert llm_server.requests == []


def test_the_estimate_counts_calls_tokens_and_cost_without_sending(
    library: Library, story: Manuscript, summary_id: int, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    judges.add_probe(story.id, "Who keeps the lamps?", "Walter")
    judges.add_probe(story.id, "What does Nell bring?", "The contractor's plans")
    spec = cloud_spec(llm_server)
    estimate = judges.estimate([summary_id, summary_id], spec)  # twice is once
    from writerlens.judges.coherence import summary_sentences

    sentences = len(summary_sentences(library.summaries(story.id)[0].text))
    assert estimate.calls_by_kind == {"questions": 4, "coherence": sentences, "probes": 2}
    assert estimate.calls == 6 + sentences
    assert estimate.input_tokens > 4 * story.tokens  # the story is read again with each question
    info = Catalog.load().get("anthropic", "claude-haiku-4-5")
    assert estimate.cost_usd == pytest.approx(
        estimate_cost(info, estimate.input_tokens, estimate.output_tokens)
    )
    assert estimate.cost_usd > 0 and estimate.cost_text.startswith("$")
    assert not estimate.is_local and estimate.notes == ()
    unknown = judges.estimate([summary_id], server_spec(llm_server), ["coherence"])
    # the writer's own server with no price set: free, as Summarize says of the same model
    assert unknown.cost_usd == 0.0 and unknown.cost_text == "free (your server)"
    assert llm_server.requests == []
    with pytest.raises(WriterLensError, match="no judge “vibes”"):
        judges.estimate([summary_id], spec, ["vibes"])
