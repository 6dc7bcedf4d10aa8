"""What an export leaves of a library seeded with 40+ identifying items of every kind.

Seeds a library (tests/study/pii_seed.py and the corpus of real formats in pii_corpus.py:
cards, IBANs, national ids, dates of birth, addresses and postcodes, GPS, IPs, MACs, spelled
emails, links without a scheme and handles without an @, national phone formats and phones in
words, keys in groups of four, names in seven scripts with their grammatical forms; and
names in ten spellings, emails, international phone
numbers, web addresses with user parts, paths with spaces, ``~`` and backslashes, this
computer's user and host names, local model files and server names, pieces of an API key; and
in the claim fields: claim text, verdict comments, evidence passages, omitted passages),
reviews it, exports it with the defaults and with each opt-in, unzips each bundle and searches
it. Prints, per kind: seeded (items whose field the bundle carries), found (replaced), leaked.
The goal is 0 leaked everywhere, except model names when the writer opts in to them. The
``claims*`` line counts the items written into the claim fields alone (all kinds).
Run: ``PYTHONPATH=. .venv/bin/python tests/benchmarks/pii_export.py``.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

from pii_seed import (
    CLAIM_PLACES,
    KEY,
    Item,
    bundle_strings,
    exported,
    is_found,
    leaks,
    seed_library,
    seeded_counts,
)

from writerlens import redaction
from writerlens.services import export
from writerlens.services.library import Library
from writerlens.study.writer.anonymize import KINDS, fold

ALL_IN = dict(
    include_story_text=True, include_titles=True, include_summary_text=True, include_comments=True
)
RUNS = {
    "defaults, names listed": {},
    "defaults, no names listed": {"names": ()},
    "+ story text": {"include_story_text": True},
    "+ titles": {"include_titles": True},
    "- summary text, - comments": {"include_summary_text": False, "include_comments": False},
    "+ model names (opt-in)": {"include_model_names": True},
    "everything included": ALL_IN,
}

#: the runs printed by default (``--all-runs`` for every opt-in on its own)
MAIN_RUNS = ("defaults, names listed", "everything included")


def leak_places(
    items: list[Item], bundle: str, options: export.ExportOptions
) -> dict[str, Counter[str]]:
    """Per kind, the fields whose seeded items were found in the bundle."""
    out: dict[str, Counter[str]] = {}
    for item in items:
        if exported(item, options) and any(is_found(n, bundle) for n in item.needles):
            out.setdefault(item.kind, Counter())[item.where] += 1
    return out


def main() -> int:
    for var in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        os.environ.pop(var, None)
    os.environ["ANTHROPIC_API_KEY"] = KEY
    redaction.forget_all()
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        library = Library.open(root / "data")
        try:
            started = time.perf_counter()
            seeded = seed_library(library, root)
            print(f"seeded {len(seeded.items)} items in {time.perf_counter() - started:.1f} s")
            runs = RUNS if "--all-runs" in sys.argv else {k: RUNS[k] for k in MAIN_RUNS}
            for run, changes in runs.items():
                options = export.ExportOptions(**{"names": seeded.names, **changes})
                started = time.perf_counter()
                path = export.export_bundle(library, root / "b.wlbundle", options).path
                seconds = time.perf_counter() - started
                bundle = bundle_strings(path)
                path.unlink()
                counts = seeded_counts(seeded.items, options)
                leaked = leaks(seeded.items, bundle, options)
                print(f"\n{run} (export {seconds:.2f} s)")
                print(f"  {'kind':<12}{'seeded':>8}{'found':>8}{'leaked':>8}  where leaked")
                places = leak_places(seeded.items, bundle, options)
                for kind in KINDS:
                    n, bad = counts.get(kind, 0), leaked.get(kind, 0)
                    allowed = (kind == "model" and options.include_model_names) or (
                        kind == "name" and not options.names
                    )
                    why = "opted in" if kind == "model" else "not listed"
                    note = f"  ({why})" if allowed and bad else ""
                    if bad and not allowed:
                        failures += 1
                        note = "  LEAK"
                    where = ", ".join(f"{p} {c}" for p, c in places.get(kind, Counter()).items())
                    print(f"  {kind:<12}{n:>8}{n - bad:>8}{bad:>8}{note}  {where}")
                # the claim fields alone: claim text, verdict comments, evidence, omissions
                claim_items = [
                    i for i in seeded.items
                    if i.where in CLAIM_PLACES and (i.kind != "name" or options.names)
                ]  # fmt: skip
                n = sum(seeded_counts(claim_items, options).values())
                bad_n = sum(leaks(claim_items, bundle, options).values())
                failures += bad_n
                print(f"  {'claims*':<12}{n:>8}{n - bad_n:>8}{bad_n:>8}{'  LEAK' if bad_n else ''}")
            options = export.ExportOptions(**ALL_IN)
            suggested = export.preview_with_report(library, options).suggested_names
            offered = {w for n, _count in suggested for w in re.split(r"[\s\-]+", fold(n))}
            people = [n for n in seeded.names if any(fold(p) in offered for p in n.split())]
            print(
                f"\nnames offered to tick when none is listed: {len(suggested)}; they cover "
                f"{len(people)} of the {len(seeded.names)} seeded people (the others are written "
                "only in capitals, in snake_case or joined by dots)"
            )
        finally:
            library.close()
    print(f"\nload average: {os.getloadavg()[0]:.2f}")
    verdict = "0 leaks beyond what was opted in" if not failures else f"{failures} LEAKING"
    print(f"goal: 0 leaks by default -> {verdict}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
