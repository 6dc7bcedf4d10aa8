"""Only a summary is called ok: copies, loops, leaked markup and a few words where hundreds were
asked are stored as 'flagged' with their own notes, whichever try a step keeps. Through the real
openai SDK against the local fake server, and the real summarize service."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

import pytest
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.domain import Manuscript, SummaryStatus, WriterLensError
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.messages import render
from writerlens.review.blinding import reviewable
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.checks import Flaw, check_answer
from writerlens.summarize.options import SummarizeOptions

GOOD = (
    "Tobias keeps the lamps of Keldwick burning through the long winter while the village "
    "sleeps. When Nell comes back from the city, she finds him older and more stubborn, and the "
    "two argue about whether the lamps still matter to anyone. In the end she takes up the "
    "ladder beside him, and the story suggests that care passed on is what keeps a place alive."
)


@pytest.fixture(autouse=True)
def no_real_services(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


def marked(message: str) -> str:
    """The message as a translation shows it: every template it is made of marked "[xx] "
    (plain text, which no translation reaches, is left unmarked)."""
    return render(message, lambda template, _n: "[xx] " + template)


def openai(server: FakeLLMServer) -> Provider:
    spec = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=server.openai_base_url)
    return create_provider(spec, api_key="test-key", sleep=lambda _s: None)


def between(content: str, tag: str) -> str:
    return content.split(f"<{tag}>\n", 1)[1].split(f"\n</{tag}>", 1)[0]


def story_of(request: RecordedRequest) -> str:
    text = request.last_user_message
    for tag in ("story", "part"):
        if f"<{tag}>" in text:
            return between(text, tag)
    return text


def copy(request: RecordedRequest) -> str:
    """Sixty words of the story, word for word, ending a sentence."""
    return " ".join(story_of(request).split()[:60]).rstrip(".,;:") + "."


def loop(_request: RecordedRequest) -> str:
    return (
        "Tobias meets "
        + ", ".join(
            itertools.islice(
                itertools.cycle(["a princess from the North", "a princess from the South"]), 23
            )
        )
        + "."
    )


def markup(_request: RecordedRequest) -> str:
    return GOOD + " <subtype=summary> The end.\n</summary>"


def short(_request: RecordedRequest) -> str:
    return "Tobias keeps lamps."


def good(_request: RecordedRequest) -> str:
    return GOOD


def over_limit(_request: RecordedRequest) -> str:
    # about 300 words where 60 were asked: over its limit, but a summary
    return GOOD + " " + " ".join(f"On night {i} Tobias lights lamp {i}." for i in range(30))


Reply = Callable[[RecordedRequest], str]


def scripted(server: FakeLLMServer, *replies: Reply) -> None:
    """The n-th request gets the n-th reply (the last one from then on)."""
    counter = itertools.count()
    lock = threading.Lock()

    def reply(request: RecordedRequest) -> str:
        with lock:
            n = next(counter)
        return replies[min(n, len(replies) - 1)](request)

    server.reply = reply


def summarize(library: Library, story: Manuscript, server: FakeLLMServer, strategy: str, **kw):
    model = openai(server)
    options = SummarizeOptions(**kw)  # type: ignore[arg-type]
    return SummarizeService(library).summarize(
        story.id,
        model.spec,
        strategy,
        options,
        provider=model,  # type: ignore[attr-defined]
    )


@pytest.mark.parametrize(
    ("replies", "flaw", "said"),
    [
        ((loop,), Flaw.LOOP, "repeats itself in a loop"),
        ((markup,), Flaw.MARKUP, "<subtype=summary>"),
        ((short,), Flaw.SHORT, "has 3 words, far too few for the"),
        # the copy is kept (shorter than the loops): the copy test applies to the kept answer
        ((copy, loop, loop), Flaw.COPY, "copies the story"),
    ],
)
def test_an_answer_that_is_not_a_summary_is_stored_flagged_whichever_try_is_kept(
    library: Library,
    story: Manuscript,
    llm_server: FakeLLMServer,
    replies: tuple[Reply, ...],
    flaw: Flaw,
    said: str,
) -> None:
    scripted(llm_server, *replies)
    outcome = summarize(library, story, llm_server, "whole", context_tokens=16_000, words=150)
    assert outcome.status is JobStatus.DONE
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.FLAGGED
    assert said in summary.error and said in outcome.message
    # what the window shows is said in the writer's language all through: the step's own note
    # too (it was joined in as the job's English text: German showed "Not a summary after ...")
    assert "[xx] Not a summary after 3 tries: [xx] " in marked(outcome.message)
    assert summary.params["checks"]["flaws"][str(flaw)] == 1
    assert len(llm_server.requests) == 3  # asked again, twice, before keeping it
    [node] = SummarizeService(library).tree(outcome.job.id).nodes
    assert node.status is SummaryStatus.FLAGGED and said in node.error
    # never offered for a review, never counted as a summary of the story
    assert summary.id not in [s.id for s in reviewable(library.summaries(story.id))]
    with pytest.raises(WriterLensError):
        ReviewSession.open(library, story.id, summary_ids=[summary.id])


def test_a_flawless_try_is_kept_over_a_shorter_copy(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    """Before: the shortest complete answer was kept without the copy test (a copy, ok)."""
    scripted(llm_server, copy, over_limit, over_limit)
    outcome = summarize(library, story, llm_server, "whole", context_tokens=16_000, words=60)
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK
    assert summary.text.startswith("Tobias keeps the lamps")
    assert "over its limit" in SummarizeService(library).tree(outcome.job.id).nodes[0].error


def test_a_good_answer_after_a_loop_is_ok(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    scripted(llm_server, loop, good)
    outcome = summarize(library, story, llm_server, "whole", context_tokens=16_000, words=60)
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK and summary.text == GOOD and not summary.error
    assert len(llm_server.requests) == 2
    # the retry asked for fewer words, which the model reads: its sampling stays as asked
    first, second = llm_server.requests
    assert first.messages != second.messages
    assert first.body["temperature"] == second.body["temperature"] == 0.3
    assert "checks" not in summary.params


def test_a_flagged_part_flags_the_hierarchical_summary_with_its_note(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    """One part's every try loops: its step is flagged, and so is the summary resting on it."""

    def reply(request: RecordedRequest) -> str:
        return (
            loop(request)
            if "<part>" in request.last_user_message
            and (story.text.split()[0] in story_of(request).split()[:3])
            else GOOD
        )

    llm_server.reply = reply
    outcome = summarize(
        library,
        story,
        llm_server,
        "hierarchical",
        context_tokens=2048,
        chunk_tokens=600,
        words=60,
        concurrency=1,
        cleanup=False,
    )
    [summary] = outcome.summaries
    nodes = SummarizeService(library).tree(outcome.job.id).nodes
    flagged = [n for n in nodes if n.status is SummaryStatus.FLAGGED]
    assert [(n.kind, n.position) for n in flagged] == [("chunk", 0)]
    assert summary.status is SummaryStatus.FLAGGED
    assert f"1 of the {len(nodes)} steps" in summary.error
    assert "repeats itself in a loop" in summary.error
    assert "[xx] Not a summary after 3 tries: [xx] " in marked(outcome.message)
    assert summary.params["checks"]["flaws"] == {"loop": 1}


@pytest.mark.parametrize(
    ("text", "flaws"),
    [
        (GOOD, []),
        (GOOD + " <end_of_turn>", [Flaw.MARKUP]),
        (GOOD + " <|im_end|>", [Flaw.MARKUP]),
        (GOOD + " [INST]", [Flaw.MARKUP]),
        ("It was good.", [Flaw.SHORT]),
        (" ".join(["The lamp went out again."] * 4), [Flaw.LOOP]),
    ],
)
def test_the_checks_tell_what_is_wrong(text: str, flaws: list[Flaw]) -> None:
    found = check_answer(text, source="an unrelated story", story="", asked=100)
    assert [f.flaw for f in found] == flaws


def test_markup_the_story_itself_holds_may_be_quoted() -> None:
    story = "She typed <br> into the form and laughed."
    text = GOOD + " She types <br> into a form."
    assert check_answer(text, source=story, story=story, asked=60) == []
