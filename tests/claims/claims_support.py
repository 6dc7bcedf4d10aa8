"""Helpers shared by the claims tests."""

from __future__ import annotations

import re
from pathlib import Path

from writerlens.domain import Claim, ClaimOrigin
from writerlens.services.library import Library
from writerlens.store import claims as rows
from writerlens.store.library import insert_summary
from writerlens.texts.segment import sentences


def snapshot(library: Library) -> list[tuple[str, list[tuple[object, ...]]]]:
    """Every row of every table: what "nothing was written" is compared against."""
    tables = [r[0] for r in library.store.rows("SELECT name FROM sqlite_master WHERE type='table'")]
    return [
        (table, [tuple(row) for row in library.store.rows(f"SELECT * FROM {table}")])
        for table in sorted(tables)
    ]


def model_claims(library: Library, summary_id: int, text: str) -> list[Claim]:
    """One model claim per sentence of the summary, as a decomposition would store them."""
    return [
        rows.insert_claim(
            library.store,
            summary_id=summary_id,
            text=text[start:end],
            start=start,
            end=end,
            origin=ClaimOrigin.MODEL,
        )
        for start, end in sentences(text)
    ]


# -- real summaries from the released studies ---------------------------------------------------


def release_summaries(external: Path, books: int = 3, quotes: int = 6) -> list[str]:
    """Real summaries nobody on this project wrote: the first ``books`` GPT-4 book summaries of
    the BooookScore release, and ``quotes`` summary passages of the Reading Subtext release
    (its error templates quote the summaries, with the error in <bold>)."""
    import json

    found: list[str] = []
    bookscore = json.loads(
        (external / "booookscore" / "summary-gpt4-4096-hier.json").read_text("utf-8")
    )
    found += [bookscore[book]["summary"] for book in sorted(bookscore)[:books]]
    template = external / "reading-subtext" / "error_annotations" / "template"
    for path in sorted(template.glob("*-errors.txt")):
        text = path.read_text("utf-8")
        parts = re.findall(r"Summary Details:.*?<quote>(.*?)</quote>", text, re.DOTALL)
        for part in parts:
            clean = " ".join(re.sub(r"</?bold>", "", part).split())
            if len(clean.split()) >= 12 and clean not in found:
                found.append(clean)
            if len(found) >= books + quotes:
                return found
    return found


def add_summaries(library: Library, texts: list[str]) -> list[int]:
    """The texts as ok summaries of the sample story (what decomposition reads is the text)."""
    story = library.ensure_sample()
    assert story is not None
    return [
        insert_summary(
            library.store,
            manuscript_id=story.id,
            provider="openai-compatible",
            model=f"release-{n}",
            strategy="whole",
            text=text,
        )
        for n, text in enumerate(texts)
    ]


def numbered_sentences(request_text: str) -> list[tuple[int, str]]:
    """The numbered sentences a claims request asks about ("[3] ...")."""
    block = request_text.split("<sentences>\n", 1)[1].split("\n</sentences>", 1)[0]
    return [(int(m.group(1)), m.group(2)) for m in re.finditer(r"^\[(\d+)\] (.*)$", block, re.M)]


def clause_claims(request_text: str) -> str:
    """A deterministic decomposition: each numbered sentence cut into its clauses, one claim
    each, cited with the sentence's number (what a careful model would write, near enough)."""
    lines = []
    for number, sentence in numbered_sentences(request_text):
        for clause in re.split(r",\s+|;\s+|\s+and\s+|\s+but\s+", sentence):
            words = clause.strip(" .").split()
            if len(words) >= 2:
                lines.append(f"[{number}] {' '.join(words)}.")
    return "\n".join(lines)
