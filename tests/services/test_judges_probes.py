"""The writer's questions about a story (probes): kept, edited, removed, and put to a judge."""

from __future__ import annotations

import pytest
from judges_support import between, by_request, replies, server_spec, service
from llm_server import FakeLLMServer, RecordedRequest, Refuse

from writerlens.domain import Manuscript, NotFound, WriterLensError
from writerlens.judges.results import JudgeStatus
from writerlens.services.library import Library


@pytest.fixture
def story(library: Library) -> Manuscript:
    return library.install_sample()


@pytest.fixture
def summary(library: Library, story: Manuscript):
    return library.summaries(story.id)[0]


def test_probes_are_added_listed_reworded_and_removed(library: Library, story: Manuscript) -> None:
    judges = service(library)
    first = judges.add_probe(story.id, "  Who keeps\nthe lamps? ", "Walter, for thirty-eight years")
    second = judges.add_probe(story.id, "What does Nell bring?", "The contractor's plans")
    assert first.question == "Who keeps the lamps?"  # spaces folded as stored
    assert judges.probes(story.id) == [first, second]

    changed = judges.update_probe(first.id, "Who tends the lamps?", "Walter")
    assert (changed.id, changed.question, changed.answer) == (
        first.id,
        "Who tends the lamps?",
        "Walter",
    )
    judges.remove_probe(second.id)
    assert judges.probes(story.id) == [changed]

    with pytest.raises(WriterLensError, match="the answer is empty"):
        judges.add_probe(story.id, "Why?", "   ")
    with pytest.raises(WriterLensError, match="the question is empty"):
        judges.update_probe(first.id, "", "Walter")
    with pytest.raises(NotFound):
        judges.remove_probe(second.id)
    with pytest.raises(NotFound):
        judges.add_probe(story.id + 99, "Who?", "Someone")
    assert judges.probes(story.id) == [changed]  # nothing half-changed


def test_the_judge_says_which_questions_a_summary_answers_and_cites_it(
    library: Library, story: Manuscript, summary, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    lamps = judges.add_probe(story.id, "How many lamps does Walter tend?", "Forty-eight")
    nell = judges.add_probe(story.id, "What colour is Nell's coat?", "Green")
    cited = summary.text.split(". ")[0]  # the first sentence, cited loosely (other quotes)

    def reply(request: RecordedRequest) -> str:
        if "How many lamps" in request.last_user_message:
            return f'Answered: yes\nEvidence: "{cited.replace("“", "").replace("”", "")}"'
        return "Answered: no\nEvidence: none"

    by_request(llm_server, reply)
    run = judges.run_probes(summary.id, server_spec(llm_server))

    assert [r.probe_id for r in run.results] == [lamps.id, nell.id]
    first, second = run.results
    assert first.answered and first.evidence == summary.text[: summary.text.index(". ") + 1]
    assert not second.answered and second.evidence == ""
    assert run.share_answered == 0.5
    for request in llm_server.requests:
        content = request.messages[-1]["content"]
        assert between(content, "summary") == summary.text
        assert story.text[:300] not in content  # the judge reads the summary alone
    assert "Forty-eight" in llm_server.requests[0].messages[-1]["content"]
    assert judges.scores(summary.id).probes == [run]

    judges.update_probe(nell.id, "What colour is Nell's scarf?", "Green")  # old verdict dropped
    [kept] = judges.scores(summary.id).probes
    assert [r.probe_id for r in kept.results] == [lamps.id]


def test_unreadable_and_refused_verdicts_are_not_counted(
    library: Library, story: Manuscript, summary, llm_server: FakeLLMServer
) -> None:
    judges = service(library)
    for n in range(3):
        judges.add_probe(story.id, f"Question {n}?", f"Answer {n}")
    llm_server.enqueue(Refuse())
    replies(llm_server, ["Maybe.", "Hard to tell.", "Yes.\nEvidence: none"])
    run = judges.run_probes(summary.id, server_spec(llm_server))
    assert [r.status for r in run.results] == [
        JudgeStatus.REFUSED,
        JudgeStatus.UNPARSEABLE,
        JudgeStatus.OK,
    ]
    assert run.share_answered == 1.0
    assert len(llm_server.requests) == 4


def test_a_story_without_questions_sends_nothing(
    library: Library, summary, llm_server: FakeLLMServer
) -> None:
    with pytest.raises(WriterLensError, match="has no questions yet"):
        service(library).run_probes(summary.id, server_spec(llm_server))
    assert llm_server.requests == []
