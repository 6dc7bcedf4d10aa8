"""Calls per book, hierarchical merging: WriterLens vs BooookScore's reference call graph (#26).

The same book and the same chunking, and a model that writes long answers: every answer has
1.4 times the words it was asked for (whole sentences; a server cuts an answer at max_tokens).
WriterLens runs for real through the ``openai`` SDK against the local fake server and its
calls are counted there. BooookScore's reference code (lilakk/BooookScore,
``booookscore/summ.py``: ``estimate_levels`` and ``recursive_summary``) is replayed on WriterLens's
own parts with the same answer rule and the same tokenizer: its level budgets (the top gets
``max_summary_len`` tokens, each level below 0.65 of it; a word limit of 0.65 x the token
limit), its packing of as many summaries as fit into a merge with the previous merge of the
level as context (20 % of the room), and its retries (an answer cut off or not ending in
punctuation is asked again, up to 6 times; an answer over its word limit but whole is kept).
Its ``max_summary_len`` is set so that its top word limit equals WriterLens's summary length.

Goal: WriterLens makes no more calls than the reference graph. Also printed: tokens sent and
received by each.

    PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/booookscore_calls.py [--copies 12]
"""

from __future__ import annotations

import argparse
import math
import re
import tempfile
from pathlib import Path

import _setup

_setup.on_path()

from llm_server import FakeLLMServer, RecordedRequest  # noqa: E402

from writerlens.llm.base import ProviderSpec  # noqa: E402
from writerlens.llm.factory import create_provider  # noqa: E402
from writerlens.services.library import Library  # noqa: E402
from writerlens.services.summarize import SummarizeService  # noqa: E402
from writerlens.summarize.options import SummarizeOptions  # noqa: E402
from writerlens.texts.tokens import count_tokens  # noqa: E402

#: answers are this many times as long as asked
LONG = 1.4
CONTEXT = 4096
WORDS = 400
#: BooookScore's word_ratio, and its prompts' tokens with every placeholder empty (cl100k)
RATIO = 0.65
MERGE_OVERHEAD, CONTEXT_OVERHEAD = 165, 182
_LIMIT = re.compile(r"(?:no more than|about|at most|within) (\d+) words")


def long_answer(words: int) -> str:
    """``LONG`` x ``words`` words in sentences of twelve."""
    n = max(3, round(words * LONG))
    out = []
    for i, word in enumerate(_setup.fake_summary(n)):
        out.append(word + ("." if i % 12 == 11 or i == n - 1 else ""))
    return " ".join(out)


def reply(request: RecordedRequest) -> str:
    found = _LIMIT.search(request.last_user_message)
    return long_answer(int(found.group(1)) if found else 100)


def book(copies: int) -> str:
    towns = ["Keldwick", "Saltby", "Ravenscar", "Staithes", "Whitby", "Sandsend"]
    return _setup.retold_sample(copies, towns)


def answer(word_limit: float, token_limit: int) -> tuple[str, bool]:
    """The fake model's answer as the server gives it (cut at ``token_limit``), and whether
    BooookScore's ``check_summary_validity`` accepts it."""
    text = long_answer(round(word_limit))
    tokens = count_tokens(text)
    if tokens > token_limit:  # the server stops at max_tokens: cut mid-sentence
        text = " ".join(text.split()[: max(1, token_limit - 1)]).rstrip(".")
    valid = count_tokens(text) <= token_limit and text[-1] in ".?!\"'"
    return text, valid


class Reference:
    """BooookScore's hierarchical call graph (its algorithm, replayed; not its code)."""

    def __init__(self, chunk_size: int, max_context: int, max_summary: int) -> None:
        self.chunk_size, self.max_context, self.max_summary = chunk_size, max_context, max_summary
        self.calls = self.sent = self.received = 0

    def levels(self, n: int) -> list[int]:
        """Token limits per level, lowest first (``estimate_levels``)."""
        levels, size = 0, self.chunk_size
        while n > 1:
            fit = max(1, (self.max_context - MERGE_OVERHEAD - 20) // size)
            n = math.ceil(n / fit)
            size = 450
            levels += 1
        limits = [self.max_summary]
        for _ in range(levels - 1):
            limits.append(int(limits[-1] * RATIO))
        return list(reversed(limits))

    def summarize(self, text: str, token_limit: int, overhead: int) -> str:
        word_limit = round(token_limit * RATIO)
        attempts = 0
        while True:
            out, valid = answer(word_limit, token_limit)
            self.calls += 1
            self.sent += overhead + count_tokens(text)
            self.received += count_tokens(out)
            if valid or attempts == 6:
                return out
            word_limit = word_limit * (1 - 0.1 * attempts)
            attempts += 1

    def run(self, chunks: list[str]) -> None:
        limits = self.levels(len(chunks))
        level, items = 0, chunks
        while True:
            limit = limits[level] if level < len(limits) else self.max_summary
            overhead = CONTEXT_OVERHEAD if level > 0 else MERGE_OVERHEAD
            if count_tokens("\n\n".join(items)) + self.max_summary + overhead + 20 <= (
                self.max_context
            ):
                limit = self.max_summary
            room = self.max_context - limit - overhead - 20
            out: list[str] = []
            i = 0
            while i < len(items):
                context = out[-1] if out else ""
                cap = math.floor(0.2 * room)
                if count_tokens(context) > cap:
                    context = " ".join(context.split()[:cap])
                text = items[i]
                if level > 0:
                    while i + 1 < len(items) and (
                        count_tokens(context + text + items[i + 1]) + 20 <= room
                    ):
                        i += 1
                        text += "\n\n" + items[i]
                out.append(self.summarize(context + text, limit, overhead))
                i += 1
            if len(out) == 1:
                return
            items, level = out, level + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=12, help="copies of the sample story")
    args = parser.parse_args()
    text = book(args.copies)
    with tempfile.TemporaryDirectory() as folder, FakeLLMServer() as server:
        server.reply = reply
        library = Library.open(Path(folder))
        story_id = _setup.story_in_library(library, text)
        spec = ProviderSpec(
            kind="openai",
            model="gpt-4o-mini",
            base_url=server.openai_base_url,
            context_tokens=CONTEXT,
        )
        _setup.agree(library, spec)
        service = SummarizeService(library)
        provider = create_provider(spec, api_key="benchmark", catalog=service.catalog())
        outcome = service.summarize(
            story_id,
            spec,
            "hierarchical",
            SummarizeOptions(words=WORDS, max_tokens=round(WORDS / RATIO), concurrency=1),
            provider=provider,
        )
        ours = len(server.requests)
        ours_in = sum(n.input_tokens for n in service.tree(outcome.job.id).nodes)
        ours_out = sum(n.output_tokens for n in service.tree(outcome.job.id).nodes)
        plan = outcome.job.params["plan"]
        shape: dict[str, int] = {}
        for node in service.tree(outcome.job.id).nodes:
            where = f"{node.kind} {node.level}"
            shape[where] = shape.get(where, 0) + 1
        chunks = [text[a:b] for a, b in plan["chunks"]]
        library.close()
    reference = Reference(plan["chunk_tokens"], CONTEXT, round(WORDS / RATIO))
    reference.run(chunks)
    print(
        f"book: {count_tokens(text):,} tokens, {len(chunks)} parts of <= {plan['chunk_tokens']} "
        f"tokens, context {CONTEXT}; answers {LONG}x the words asked for"
    )
    print(f"WriterLens: {ours} calls (status {outcome.status}), part budget {plan['chunk_words']}")
    print(f"   tokens (saved steps): {ours_in:,} sent, {ours_out:,} received; steps: {shape}")
    print(f"BooookScore reference graph: {reference.calls} calls")
    print(f"   tokens: {reference.sent:,} sent, {reference.received:,} received")
    ratio = ours / reference.calls
    verdict = "met" if ours <= reference.calls else "NOT met"
    print(f"calls ratio WriterLens / reference: {ratio:.2f} (goal <= 1: {verdict})")
    return 0 if ours <= reference.calls else 1


if __name__ == "__main__":
    raise SystemExit(main())
