"""The engine end to end on the sample story, with a scripted in-process model."""

from __future__ import annotations

import itertools
import json

import pytest
from fake_prose import prose
from scripted_provider import (
    Fail,
    MidSentence,
    Ramble,
    Refuse,
    ScriptedProvider,
    Truncate,
    asked_words,
    payload,
)

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.domain.jobs import JobStatus
from writerlens.llm.base import CompletionRequest
from writerlens.services.library import Library
from writerlens.store.jobs import job_nodes, job_tree
from writerlens.summarize.budget import ContextTooSmall
from writerlens.summarize.progress import ProgressEvent
from writerlens.texts import count_words


def at_limit(request: CompletionRequest) -> str:
    """A reply exactly as long as the prompt allows, made of the words it was given (every
    other one: a verbatim run of the source would be an echo, not a summary)."""
    n = asked_words(request) or 60
    source = (
        payload(request, "story")
        or payload(request, "part")
        or payload(request, "summaries")
        or payload(request, "summary")
        or "nothing"
    )
    words = [w.strip(".!?…") or "and" for w in source.split()][::2][: n // 2] or ["and"]
    # the rest distinct filler: a cycled run of words is a loop, not a summary
    return " ".join(words) + " " + prose(n - 1 - len(words)) + " end."


def summary_row(library: Library, summary_id: int) -> dict[str, object]:
    row = library.store.row("SELECT * FROM summaries WHERE id = ?", (summary_id,))
    assert row is not None
    return dict(row)


def test_whole_story_is_one_call_that_records_everything(
    start, library: Library, story: Manuscript
) -> None:
    model = ScriptedProvider(context=16_000, answered="scripted-1-2026-01")
    outcome = start(model)

    assert outcome.status is JobStatus.DONE
    [request] = model.requests
    assert story.text in request.turns[-1].content
    assert "about 400 words" in request.turns[-1].content
    assert request.system and request.max_tokens == 1000 and request.temperature == 0.3
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.OK and summary.strategy == "whole"
    assert summary.text.startswith("Summary of: The council voted")
    assert summary.params["strategy_requested"] == "auto"
    assert summary.params["words"] == 400 and summary.params["temperature"] == 0.3
    assert summary.prompts == {"whole": "whole-story@1"}
    assert summary.input_tokens > story.tokens and summary.output_tokens > 0
    assert summary.cost_usd is None  # a cloud model with no known price
    row = summary_row(library, summary.id)
    assert row["model_answered"] == "scripted-1-2026-01" and row["job_id"] == outcome.job.id
    assert row["started_at"] and row["finished_at"]


def test_a_local_model_costs_nothing(start) -> None:
    outcome = start(ScriptedProvider(context=16_000, is_local=True))
    assert outcome.summaries[0].cost_usd == 0.0


def test_concurrent_merges_each_read_the_summary_just_before_their_group(
    start, library: Library, story: Manuscript
) -> None:
    """With calls at once (cloud), a level's merges do not wait for each other: each reads, as
    what came earlier, the last summary of the group before it."""
    model = ScriptedProvider(context=2048, reply=at_limit)
    outcome = start(model, "hierarchical", chunk_tokens=300, words=150, concurrency=4)
    assert outcome.status is JobStatus.DONE
    tree = job_tree(library.store, outcome.job.id)
    merges = [n for n in tree.nodes if n.kind == "merge"]
    assert len({m.level for m in merges}) >= 2
    requests = {payload(r, "summaries"): r for r in model.requests if payload(r, "summaries")}
    for level in {m.level for m in merges}:
        row = sorted((m for m in merges if m.level == level), key=lambda m: m.position)
        for before, node in itertools.pairwise(row):
            request = requests["\n\n".join(c.text for c in tree.children_of(node))]
            assert payload_earlier(request) == tree.children_of(before)[-1].text


def test_hierarchical_merges_read_the_preceding_merge_and_the_tree_is_kept(
    start, library: Library, story: Manuscript
) -> None:
    # one call at a time (as a local model runs): each merge reads the merge made before it
    model = ScriptedProvider(context=2048, reply=at_limit)
    outcome = start(model, "hierarchical", chunk_tokens=300, words=150, concurrency=1)
    assert outcome.status is JobStatus.DONE
    tree = job_tree(library.store, outcome.job.id)
    chunks = [n for n in tree.nodes if n.kind == "chunk"]
    n = len(tree.chunks)
    assert n >= 10 and len(chunks) == n
    # Level 0: every part of the story was sent once, in full, as its own call.
    chunk_requests = model.requests[:n]
    sent = sorted(payload(r, "part") or "" for r in chunk_requests)
    assert sent == sorted(story.text[a:b] for a, b in tree.chunks)
    # Levels 1+: the first merge of a level reads no context; each later one reads the merge
    # made just before it at the same level.
    merges = [n for n in tree.nodes if n.kind == "merge"]
    levels = sorted({m.level for m in merges})
    assert len(levels) >= 2
    merge_requests = model.requests[n:]
    assert len(merge_requests) == len(merges)
    by_level: dict[int, list] = {}
    for node, request in zip(merges, merge_requests, strict=True):
        by_level.setdefault(node.level, []).append((node, request))
        assert payload(request, "summaries") == "\n\n".join(c.text for c in tree.children_of(node))
    for pairs in by_level.values():
        assert "<earlier>" not in pairs[0][1].turns[-1].content
        for (before, _), (_, request) in itertools.pairwise(pairs):
            assert payload_earlier(request) == before.text
    [root] = tree.roots()
    assert root.kind == "merge" and root.level == max(levels)
    assert outcome.summaries[0].text == root.text
    assert len(root.text.split()) == 150  # the final level asks for the full length
    assert all(len(c.text.split()) == tree.job.params["plan"]["chunk_words"] for c in chunks)
    # The plan counted the calls right, since every answer kept to its limit.
    assert tree.job.params["plan"]["calls"] == len(model.requests)
    prompts = outcome.summaries[0].prompts
    assert prompts == {"chunk": "chunk@1", "merge": "merge@1", "merge-context": "merge-context@1"}


def payload_earlier(request: CompletionRequest) -> str | None:
    content = request.turns[-1].content
    if "<earlier>" not in content:
        return None
    return content.split("<earlier>\n", 1)[1].split("\n</earlier>", 1)[0]


def test_without_shared_context_merges_of_a_level_are_independent(start, library: Library) -> None:
    model = ScriptedProvider(context=2048, reply=at_limit)
    outcome = start(model, "hierarchical", chunk_tokens=300, words=150, merge_context=False)
    assert outcome.status is JobStatus.DONE
    assert not any("<earlier>" in r.turns[-1].content for r in model.requests)
    merges = [n for n in job_nodes(library.store, outcome.job.id) if n.kind == "merge"]
    assert len(merges) >= 2


def test_a_step_over_its_limit_or_cut_off_is_asked_again_with_a_tighter_limit(start) -> None:
    model = ScriptedProvider(context=16_000)
    model.then(Ramble(900), Truncate())
    outcome = start(model, "whole")
    assert [asked_words(r) for r in model.requests] == [400, 320, 256]
    summary = outcome.summaries[0]
    assert summary.text.startswith("Summary of:")
    # Every attempt's tokens count (the writer paid for them).
    sent = sum(model.count_tokens(m.content) for r in model.requests for m in r.messages)
    assert summary.input_tokens == sent


def test_after_the_last_retry_the_best_answer_is_kept_and_trimmed(start, library: Library) -> None:
    model = ScriptedProvider(context=16_000)
    model.then(MidSentence(), Ramble(700), MidSentence())
    outcome = start(model, "whole", step_retries=2)
    assert len(model.requests) == 3
    [node] = job_nodes(library.store, outcome.job.id)
    # The two unfinished answers have no sentence end to trim back to; the rambling one is
    # complete, but too long: the shortest complete candidate wins and the note says why.
    assert node.status is SummaryStatus.OK
    assert node.text.endswith(".") and "Kept after 3 tries" in node.error


def test_incremental_updates_chunk_by_chunk_and_compresses_when_too_long(
    start, library: Library, story: Manuscript
) -> None:
    model = ScriptedProvider(context=2048)
    # The second update rambles past the limit, so a compression follows it.
    model.when(
        lambda r: "<summary>" in r.turns[-1].content and "<part>" in r.turns[-1].content,
        Ramble(260),
    )
    outcome = start(model, "incremental", chunk_tokens=600, words=200)
    assert outcome.status is JobStatus.DONE
    tree = job_tree(library.store, outcome.job.id)
    kinds = [
        (n.kind, n.position)
        for n in sorted(tree.nodes, key=lambda n: (n.position, n.kind == "compress"))
    ]
    n = len(tree.chunks)
    assert n >= 6
    assert kinds[:3] == [("update", 0), ("update", 1), ("compress", 1)]
    assert sum(1 for k, _ in kinds if k == "update") == n
    # Each update reads the summary so far: after a compression, the compressed one.
    compress = tree.node(("compress", 0, 1))
    update2 = tree.node(("update", 0, 2))
    assert compress is not None and update2 is not None
    assert update2.children == (("compress", 0, 1),)
    assert compress.children == (("update", 0, 1),)
    [summary] = outcome.summaries
    assert summary.strategy == "incremental"
    assert set(summary.prompts) == {"chunk", "update", "compress"}


def test_gradual_makes_three_summaries_each_told_its_bounds(
    start, library: Library, story: Manuscript
) -> None:
    model = ScriptedProvider(context=16_000)
    outcome = start(model, "gradual")
    assert outcome.status is JobStatus.DONE
    assert len(outcome.summaries) == 3
    shares = [s.params["gradual_share"] for s in outcome.summaries]
    assert shares == [0.2, 0.1, 0.05]
    for summary in outcome.summaries:
        target = round(summary.params["gradual_share"] * story.words)
        lower, upper = summary.params["gradual_lower_words"], summary.params["gradual_upper_words"]
        assert lower < target < upper
        assert summary.strategy == "gradual" and summary.status is SummaryStatus.OK
    contents = sorted(r.turns[-1].content for r in model.requests)
    for summary in outcome.summaries:
        lower, upper = summary.params["gradual_lower_words"], summary.params["gradual_upper_words"]
        assert any(f"at least {lower} and at most {upper} words" in c for c in contents)
    assert len(library.summaries(story.id)) == 3 + 3  # the three demos and the three new ones


def test_auto_picks_whole_when_the_story_fits_and_hierarchical_when_not(start) -> None:
    assert start(ScriptedProvider(context=8192)).job.strategy == "whole"
    assert start(ScriptedProvider(context=4096)).job.strategy == "hierarchical"


def long_story(library: Library, story: Manuscript, copies: int = 3) -> Manuscript:
    parts = [story.text.replace("Keldwick", f"Keldwick-{i}") for i in range(copies)]
    text = "\n\n* * *\n\n".join(parts)
    from writerlens.store.library import insert_manuscript
    from writerlens.texts.tokens import count_tokens

    new_id = insert_manuscript(
        library.store,
        title="Long",
        text=text,
        words=count_words(text),
        tokens=count_tokens(text),
        sha256="x",
        source_format="md",
    )
    return library.manuscript(new_id)


def test_a_10k_token_story_on_a_4096_token_local_model_just_works(
    start, library: Library, story: Manuscript
) -> None:
    big = long_story(library, story, copies=3)
    assert big.tokens > 10_000
    model = ScriptedProvider(context=4096, is_local=True, reply=at_limit)
    outcome = start(model, "auto", manuscript=big)
    assert outcome.status is JobStatus.DONE and outcome.job.strategy == "hierarchical"
    for request in model.requests:
        used = sum(model.count_tokens(m.content) for m in request.messages) + request.max_tokens
        assert used <= 4096
    assert model.max_active == 1  # a local model answers one call at a time
    assert len(outcome.summaries[0].text.split()) == 400


def test_cloud_calls_that_do_not_depend_on_each_other_run_concurrently(start) -> None:
    model = ScriptedProvider(context=2048, latency=0.05)
    outcome = start(model, "hierarchical", chunk_tokens=300, words=150, concurrency=3)
    assert outcome.status is JobStatus.DONE
    assert model.max_active == 3


def test_a_refusal_ends_the_job_with_the_models_words(start, library: Library) -> None:
    model = ScriptedProvider(context=2048, is_local=True)
    model.then(None, Refuse("I'm sorry, but I can't summarize this story."))  # type: ignore[arg-type]
    outcome = start(model, "hierarchical")
    assert outcome.status is JobStatus.DONE
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.REFUSED
    assert summary.text == "I'm sorry, but I can't summarize this story."
    assert "declined" in outcome.message
    nodes = job_nodes(library.store, outcome.job.id)
    assert [n.status for n in nodes] == [SummaryStatus.OK, SummaryStatus.REFUSED]
    assert len(model.requests) == 2  # nothing after the refusal


def test_a_failure_keeps_finished_steps_and_resume_redoes_only_the_missing_calls(
    start, library: Library
) -> None:
    from writerlens.summarize.runner import run_job

    model = ScriptedProvider(context=2048, reply=at_limit)
    part_three = lambda r: (payload(r, "part") or "").startswith("She has a clipboard")  # noqa: E731
    model.when(part_three, Fail("The server is overloaded (529). Try again in a few minutes."))
    outcome = start(model, "hierarchical", words=200)
    assert outcome.status is JobStatus.FAILED
    assert "overloaded" in outcome.job.error and "resume job" in outcome.message
    [failed] = outcome.summaries
    assert failed.status is SummaryStatus.FAILED and "overloaded" in failed.error
    nodes = job_nodes(library.store, outcome.job.id)
    statuses = sorted(str(n.status) for n in nodes)
    chunks = len(outcome.job.params["plan"]["chunks"])
    assert statuses.count("ok") == chunks - 1 and statuses.count("failed") == 1

    again = ScriptedProvider(context=2048, reply=at_limit)
    resumed = run_job(library.store, outcome.job.id, again)
    assert resumed.status is JobStatus.DONE and resumed.restored_steps == chunks - 1
    assert next(payload(r, "part") or "" for r in again.requests).startswith("She has a clipboard")
    assert all(payload(r, "part") is None for r in again.requests[1:])  # then merges only
    statuses = {s.status for s in library.summaries(outcome.job.manuscript_id) if not s.is_demo}
    assert statuses == {SummaryStatus.OK}  # the failed placeholder is gone


def test_cancel_keeps_finished_steps_and_the_job_resumes(start, library: Library) -> None:
    from writerlens.domain import CancelToken
    from writerlens.llm.base import ProviderSpec
    from writerlens.summarize.options import Strategy, SummarizeOptions
    from writerlens.summarize.plan import plan_job
    from writerlens.summarize.prompts import PromptSet
    from writerlens.summarize.runner import create_job, run_job

    story = library.manuscript(1)
    model = ScriptedProvider(context=2048, is_local=True, latency=0.02)
    options = SummarizeOptions(chunk_tokens=400, words=150)
    prompts = PromptSet.load()
    plan = plan_job(story.text, model, Strategy.HIERARCHICAL, options, prompts)
    job = create_job(
        library.store, story, ProviderSpec("scripted", model.model), plan, options, prompts
    )
    cancel = CancelToken()

    def on_progress(event: ProgressEvent) -> None:
        if event.step == 3:
            cancel.cancel()

    outcome = run_job(library.store, job.id, model, progress=on_progress, cancel=cancel)
    assert outcome.status is JobStatus.CANCELLED and outcome.summaries == ()
    assert "resume job" in outcome.message
    assert len(job_nodes(library.store, job.id)) == 3 == len(model.requests)

    events: list[ProgressEvent] = []
    resumed = run_job(library.store, job.id, ScriptedProvider(context=2048), progress=events.append)
    assert resumed.status is JobStatus.DONE and resumed.restored_steps == 3
    assert events[-1].step == events[-1].total == len(job_nodes(library.store, job.id))


def test_progress_is_monotonic_and_ends_at_n_of_n(start) -> None:
    events: list[ProgressEvent] = []
    model = ScriptedProvider(context=2048, reply=at_limit, latency=0.01)
    start(model, "hierarchical", events=events, chunk_tokens=300, words=150)
    steps = [e.step for e in events]
    assert steps == sorted(steps)
    fractions = [e.fraction for e in events]
    assert fractions == sorted(fractions)  # answers kept to their limits: the plan held
    last = events[-1]
    assert last.step == last.total == len(model.requests)
    assert last.activity == "Done" and last.remaining == 0.0
    assert last.input_tokens > 0 and last.output_tokens > 0 and last.cost_usd is None
    assert any("Merging" in e.activity for e in events)
    assert all(e.job_id == last.job_id for e in events)
    assert [e.elapsed for e in events] == sorted(e.elapsed for e in events)


def test_a_context_too_small_is_refused_before_anything_is_sent(start) -> None:
    model = ScriptedProvider(context=600)
    with pytest.raises(ContextTooSmall) as error:
        start(model, "hierarchical", words=400, context_tokens=600)
    assert "600 tokens" in error.value.message and "words or fewer" in error.value.message
    assert model.requests == []


def test_whole_refuses_a_story_that_does_not_fit(start) -> None:
    model = ScriptedProvider(context=2048)
    with pytest.raises(ContextTooSmall, match="hierarchical"):
        start(model, "whole")
    assert model.requests == []


def test_a_finished_job_is_not_run_again(start, library: Library) -> None:
    from writerlens.summarize.runner import JobNotResumable, run_job

    model = ScriptedProvider(context=16_000)
    outcome = start(model)
    with pytest.raises(JobNotResumable):
        run_job(library.store, outcome.job.id, model)
    assert len(model.requests) == 1
    assert json.loads(json.dumps(job_tree(library.store, outcome.job.id).as_json()))["nodes"]
