"""What several benchmarks build the same way, in one place: the checkout on ``sys.path``, the
sample story (retold into a book), a story in a library with the writer's consent for a fake
server, the BooookScore release's summaries and the 200,000-word novel made of them, a reviewed
story with three summaries, a long summary of the sample with its claims.

A benchmark runs as a script from this folder, so ``import _setup`` finds this module. Importing
it changes nothing: a benchmark that runs this checkout's code calls :func:`on_path` first; one
that compares with an older tree (``--baseline DIR``, run with ``PYTHONPATH=DIR``) does not.
``writerlens`` is imported inside the functions, after that.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

SAMPLE = ROOT / "resources" / "samples" / "the-lamplighters-ledger.md"
#: the BooookScore release (see shared/external/NOTICE.md)
EXTERNAL = ROOT.parent / "shared" / "external" / "booookscore"
if not EXTERNAL.is_dir():
    EXTERNAL = Path("/work/shared/external/booookscore")

#: words a fake model's answers are drawn from
FILLER = (
    (
        "Tobias counts the lamps while the council argues about the gas and the ledger; his "
        "sister Mara keeps the harbour light burning through winter storms, though the fishermen "
        "doubt her, and an old keeper remembers every ship that never came home"
    )
    .replace(";", "")
    .replace(",", "")
    .split()
)


def fake_summary(words: int, seed: object = 0) -> list[str]:
    """``words`` words drawn at random (seeded, so a run repeats exactly) from ``FILLER``: an
    answer of the planned length that is neither a copy of the story nor a loop, so that the
    app's summary checks (#30) keep it as a fake model's answer, as they would a real one."""
    pick = random.Random(repr((words, seed)))
    return [pick.choice(FILLER) for _ in range(words)]


def on_path() -> None:
    """This checkout first on the path (for ``writerlens``), then ``tests/`` (``llm_server``)."""
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))


def sample_body() -> str:
    """The sample story's text, without its front matter."""
    return SAMPLE.read_text("utf-8").split("---", 2)[2]


def retold_sample(copies: int, towns: Sequence[str]) -> str:
    """The sample story ``copies`` times, its town renamed in each (``towns`` in turn)."""
    body = sample_body().strip()
    return "\n\n* * *\n\n".join(
        body.replace("Keldwick", f"{towns[i % len(towns)]} {i + 1}") for i in range(copies)
    )


def story_in_library(library: Any, text: str) -> int:
    """``text`` as a story of ``library`` (inserted directly, as a long book would be)."""
    from writerlens.store.library import insert_manuscript
    from writerlens.texts import count_words
    from writerlens.texts.tokens import count_tokens

    return insert_manuscript(
        library.store,
        title="The Lamplighters' Ledgers",
        text=text,
        words=count_words(text),
        tokens=count_tokens(text),
        sha256="benchmark",
        source_format="md",
    )


def agree(library: Any, spec: Any) -> None:
    """The writer agreed to send stories to ``spec``'s provider, as the app asks first."""
    from writerlens.services.consent import consent_request, record

    request = consent_request(spec)
    assert request is not None
    record(library, request, granted=True)


def words_of(text: str) -> list[str]:
    return re.findall(r"\S+", text)


def booookscore_summaries() -> list[tuple[str, str, list[str]]]:
    """The release's 200 GPT-4 book summaries: (book (kind), summary, its annotated spans)."""
    out = []
    for kind in ("hier", "inc"):
        data = json.loads((EXTERNAL / f"summary-gpt4-4096-{kind}.json").read_text("utf-8"))
        for book, entry in sorted(data.items()):
            quotes = [s["span"] for s in entry.get("singles", []) if s.get("span")]
            out.append((f"{book} ({kind})", entry["summary"], quotes))
    return out


def novel(summaries: list[str]) -> str:
    """A 200,000-word story strung together from ``summaries``, personal data sprinkled in."""
    rng = random.Random(7)
    words: list[str] = []
    while len(words) < 200_000:
        words += words_of(rng.choice(summaries))
    words = words[:200_000]
    personal = ["+44 20 7946 0958", "anna.quill@example.org", "born 14/03/1987",
                "4111 1111 1111 1111", "Anna Quill", "221B Baker Street"]  # fmt: skip
    for i in range(0, len(words), 5000):
        words[i] = personal[(i // 5000) % len(personal)]
    return "\n\n".join(" ".join(words[i : i + 150]) for i in range(0, len(words), 150))


def reviewed_story(
    library: Any, path: Path, summaries: list[str], feedback: str | None = None
) -> None:
    """The story in ``path`` imported with three of ``summaries``, and a finished review of
    them (every question answered 3, ``feedback`` on each where given, ranked in order)."""
    from writerlens.domain import StoryLabels, SummaryStatus
    from writerlens.services.review import ReviewSession
    from writerlens.store import library as rows

    manuscript = library.import_file(path).manuscript
    assert manuscript is not None
    ids = [
        rows.insert_summary(
            library.store,
            manuscript_id=manuscript.id,
            provider="demo",
            model=f"m{k}",
            strategy="whole",
            text=summaries[k],
            status=SummaryStatus.OK,
            params={"words": 400},
            prompts={},
            input_tokens=1,
            output_tokens=1,
        )
        for k in range(3)
    ]
    session = ReviewSession.open(library, manuscript.id, rng=random.Random(1))
    session.set_story_labels(StoryLabels("reliable", False, "linear"))
    for summary_id in ids:
        for question in ("coverage", "faithfulness", "coherence", "analysis"):
            session.answer(summary_id, question, 3)
        if feedback is not None:
            session.set_feedback(summary_id, feedback)
    session.set_ranking(ids)
    session.complete()


def long_summary(library: Any, story_id: int, words: int, model: str) -> tuple[int, str]:
    """A summary of the sample story made of its first ``words`` words: (its id, its text)."""
    from writerlens.store import library as rows

    text = " ".join(sample_body().split()[:words])
    summary_id = rows.insert_summary(
        library.store,
        manuscript_id=story_id,
        provider="bench",
        model=model,
        strategy="whole",
        text=text,
    )
    return summary_id, text


def claims_per_sentence(library: Any, summary_id: int, text: str, count: int) -> int:
    """A model's claim on each of the first ``count`` sentences of the summary; how many
    sentences it has."""
    from writerlens.domain import ClaimOrigin
    from writerlens.store import claims as claim_rows

    sentences = list(re.finditer(r"[^.!?]+[.!?]+", text))
    for found in sentences[:count]:
        start = found.start() + (len(found.group()) - len(found.group().lstrip()))
        claim_rows.insert_claim(
            library.store,
            summary_id=summary_id,
            text=text[start : found.end()],
            start=start,
            end=found.end(),
            origin=ClaimOrigin.MODEL,
        )
    return len(sentences)
