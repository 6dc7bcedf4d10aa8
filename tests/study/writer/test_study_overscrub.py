"""Real published summaries (the BooookScore release, shared/external) exported through the
real export under logins and account names that are words and first names: not one word of a
summary changes and every highlight still marks the words it marked (issue #22: with the login
``will``, "she will not come back" was exported as "she [user] not come back")."""

from __future__ import annotations

import json
import random
import zipfile
from pathlib import Path

import pytest

from writerlens.domain import StoryLabels, SummaryStatus
from writerlens.services import export
from writerlens.services.library import Library, OnDuplicate
from writerlens.services.review import ReviewSession
from writerlens.store import library as rows
from writerlens.study.writer.anonymize import scrubber

RELEASE = Path(__file__).resolve().parents[4] / "shared" / "external" / "booookscore"
LOGINS = ["will", "grace", "root", "mark", "rose", "may"]


def _summaries() -> list[tuple[str, list[str]]]:
    path = RELEASE / "summary-gpt4-4096-hier.json"
    if not path.is_file():
        pytest.skip(f"the BooookScore release is not at {RELEASE} (see shared/external/NOTICE.md)")
    data = json.loads(path.read_text("utf-8"))
    picked = []
    for _book, entry in sorted(data.items()):
        text = entry["summary"]
        # summaries whose words include the logins below, as words
        if any(f" {w} " in text.lower() for w in LOGINS) and "@" not in text:
            quotes = [s["span"] for s in entry["singles"] if s.get("span") and s["span"] in text]
            picked.append((text, list(dict.fromkeys(quotes))[:8]))
        if len(picked) == 6:
            break
    return picked


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("overscrub")
    library = Library.open(root / "data")
    summaries = _summaries()
    for n in range(0, len(summaries), 2):
        path = root / f"book-{n}.txt"
        path.write_text(f"Book {n}\n\nA story stands in for a book.\n", "utf-8")
        manuscript = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION).manuscript
        assert manuscript is not None
        pair = summaries[n : n + 2]
        ids = [
            rows.insert_summary(
                library.store,
                manuscript_id=manuscript.id,
                provider="demo",
                model=f"m{k}",
                strategy="whole",
                text=text,
                status=SummaryStatus.OK,
                params={},
                prompts={},
                input_tokens=1,
                output_tokens=1,
            )
            for k, (text, _quotes) in enumerate(pair)
        ]
        session = ReviewSession.open(library, manuscript.id, rng=random.Random(n))
        session.set_story_labels(StoryLabels("reliable", False, "linear"))
        for summary_id, (text, quotes) in zip(ids, pair, strict=True):
            for question in ("coverage", "faithfulness", "coherence", "analysis"):
                session.answer(summary_id, question, 3)
            for quote in quotes:
                at = text.index(quote)
                session.add_span(summary_id, at, at + len(quote), "coherence.repetition", "")
        session.set_ranking(ids)
        session.complete()
    yield library, summaries
    library.close()


@pytest.mark.parametrize("login", LOGINS)
def test_no_word_of_a_real_summary_changes_under_a_login_that_is_a_word(
    library: tuple[Library, list[tuple[str, list[str]]]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    login: str,
) -> None:
    lib, summaries = library
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(var, login)
    monkeypatch.setattr(scrubber, "account_names", lambda _users=(): [login.capitalize()])
    options = export.ExportOptions(include_summary_text=True, include_comments=True, names=())
    preview = export.preview_with_report(lib, options)
    assert preview.model_changes == ()
    path = export.export_bundle(lib, tmp_path / "b.wlbundle", options).path
    data = json.loads(zipfile.ZipFile(path).read("data.json"))
    assert sorted(s["text"] for s in data["summaries"]) == sorted(t for t, _q in summaries)
    spans = [s for r in data["reviews"] for s in r["spans"]]
    marked = {q for _t, quotes in summaries for q in quotes}
    assert spans and len(spans) == sum(len(q) for _t, q in summaries)
    assert all(s["quote"] in marked for s in spans)
