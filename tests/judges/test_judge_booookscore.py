"""The coherence judge on real inputs: GPT-4 book summaries that BooookScore's annotators marked
(sentence by sentence, with the kind of confusion and the question a reader would ask).

The fake server plays a judge that agrees with the annotators, so the test follows the real
summaries through the whole plumbing: our sentences, one request per sentence with the whole
summary, the verdicts read back with their kinds and questions, and the score.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from llm_server import FakeLLMServer, RecordedRequest

from writerlens.judges.coherence import judge_sentences, summary_sentences
from writerlens.judges.prompts import load_judge_prompt
from writerlens.judges.replies import confusion_kinds
from writerlens.judges.results import CONFUSION_KINDS, coherence_score
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider


def _books(external: Path, kind: str) -> dict[str, dict]:
    return json.loads((external / "booookscore" / f"summary-gpt4-4096-{kind}.json").read_text())


def _annotated(book: dict) -> dict[tuple[int, int], tuple[set[str], str]]:
    """Our sentence spans -> the annotators' kinds and first question for spans inside them."""
    text = book["summary"]
    spans = summary_sentences(text)
    marked: dict[tuple[int, int], tuple[set[str], str]] = {}
    for single in book["singles"]:
        at = text.find(single["span"])
        end = at + len(single["span"])
        for span in spans:
            if span[0] < end and at < span[1]:
                kinds, question = marked.get(span, (set(), ""))
                kinds |= set(confusion_kinds(", ".join(single["labels"])))
                marked[span] = (kinds, question or " ".join(single["questions"].split()))
    return marked


def test_the_annotators_labels_are_all_kinds_the_judge_knows(external: Path) -> None:
    labels = {
        label
        for kind in ("hier", "inc")
        for book in _books(external, kind).values()
        for single in book["singles"]
        for label in single["labels"]
    }
    assert {k for label in labels for k in confusion_kinds(label)} == set(CONFUSION_KINDS)
    assert all(confusion_kinds(label) for label in labels)


@pytest.mark.parametrize("kind", ["hier", "inc"])
def test_a_judge_that_agrees_with_the_annotators_gives_their_verdicts(
    external: Path, llm_server: FakeLLMServer, kind: str
) -> None:
    book = next(b for b in _books(external, kind).values() if len(b["singles"]) >= 5)
    text = book["summary"]
    marked = _annotated(book)
    by_sentence = {text[s:e]: found for (s, e), found in marked.items()}

    def reply(request: RecordedRequest) -> str:
        sentence = re.search(r"<sentence>\n(.*?)\n</sentence>", request.last_user_message, re.S)
        assert sentence is not None
        found = by_sentence.get(sentence.group(1))
        if found is None:
            return "Confusing: no"
        kinds, question = found
        names = ", ".join(k.replace("_", " ") for k in sorted(kinds))
        return f"Confusing: yes\nKinds: {names}\nQuestion: {question}"

    llm_server.reply = reply
    spec = ProviderSpec("openai-compatible", "judge", base_url=llm_server.openai_base_url)
    provider = create_provider(spec, api_key="test")
    judged = judge_sentences(provider, load_judge_prompt("judge-coherence"), text, parallel=4)

    spans = summary_sentences(text)
    assert [(j.verdict.start, j.verdict.end) for j in judged] == spans  # one verdict each
    assert len(llm_server.requests) == len(spans)
    for j in judged:
        v = j.verdict
        assert text[v.start : v.end] == v.text
        expected = marked.get((v.start, v.end))
        assert v.confused == (expected is not None)
        if expected is not None:
            assert set(v.kinds) == expected[0]
            assert v.question == expected[1].strip("\"“”'‘’").strip()
    score = coherence_score([j.verdict for j in judged])
    assert score == pytest.approx(1 - len(marked) / len(spans))
