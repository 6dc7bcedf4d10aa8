"""The export's last search for something identifying looks at the bundle's free text only: a
computer login that is also a word of the bundle's fixed vocabulary ("writer", "model", "local",
"none", "faithful") is not found in ``"origin": "writer"``, ``"local model 1"`` or
``"evidence_source": "none"`` (else every export of that writer was refused and no advice could
help), while a real leftover is still refused, by the preview before Save too."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from claim_seed import seed

from writerlens.domain import ClaimOrigin
from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.store import claims as claim_rows
from writerlens.study.errors import ExportFailed
from writerlens.study.writer import bundle_claims

NAME = "Annika Lindqvist"
#: a claim the writer typed, holding each login below (the scrubber must still replace it)
TYPED = "The writer uses a local model, a user says: none of it is faithful."
ALL_IN = export.ExportOptions(
    include_story_text=True,
    include_titles=True,
    include_summary_text=True,
    include_comments=True,
    names=(NAME,),
)


def _login(monkeypatch: pytest.MonkeyPatch, user: str) -> None:
    """This computer's user name as the scrubber reads it (getpass reads these first)."""
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(var, user)


@pytest.fixture
def library(tmp_path: Path):
    library = Library.open(tmp_path / "data")
    seeded = seed(library, tmp_path)
    # a claim the writer typed, so the bundle says "origin": "writer"
    summary_id = next(iter(seeded.summary_ids.values()))
    text = next(s.text for s in library.summaries(seeded.manuscript_id) if s.id == summary_id)
    claim_rows.insert_claim(
        library.store, summary_id=summary_id, text=TYPED, start=0,
        end=min(10, len(text)), origin=ClaimOrigin.WRITER,
    )  # fmt: skip
    yield library
    library.close()


@pytest.mark.parametrize("user", ["writer", "model", "local", "none", "faithful", "user"])
def test_a_login_that_is_a_word_of_the_bundle_does_not_stop_the_export(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, user: str
) -> None:
    _login(monkeypatch, user)
    preview = export.preview_with_report(library, ALL_IN)
    data = json.loads(preview.text)
    words = {
        "writer": [c["origin"] for c in data["claims"]],
        "model": [j["judge_model"] for j in data["claim_judgments"]],
        "local": [j["judge_model"] for j in data["claim_judgments"]],
        "none": [v["evidence_source"] for r in data["reviews"] for v in r["claim_verdicts"]],
        "faithful": [v["verdict"] for r in data["reviews"] for v in r["claim_verdicts"]],
        "user": ["[user]"],  # the scrubber's own placeholder holds the word
    }[user]
    assert any(re.search(rf"\b{user}\b", w) for w in words), (
        words
    )  # the word really is in the bundle
    assert preview.leftover is None
    # the login is a word here, and a word of prose is never replaced (issue #22: "she will not
    # come back" must not become "she [user] not come back")
    typed = [c["text"] for c in data["claims"] if c["origin"] == "writer"]
    assert typed == [TYPED], typed
    path = export.export_bundle(library, tmp_path / "b.wlbundle", ALL_IN).path
    results = study.import_bundles(tmp_path / "study", [path])
    assert [r.accepted for r in results] == [True], results[0].reason


def test_a_login_left_in_free_text_is_refused_and_the_preview_says_so_first(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A field written without the scrubber (claim text, here) still stops the export, with the
    same message in the preview (so Save is not offered) as in the refusal."""
    _login(monkeypatch, "writer")
    original = bundle_claims.claims

    def unscrubbed(story, ids, options, scrub, movers):  # type: ignore[no-untyped-def]
        made = original(story, ids, options, scrub, movers)
        return [{**item, "text": "Told by writer@studio-pc himself."} for item in made]

    monkeypatch.setattr(bundle_claims, "claims", unscrubbed)
    preview = export.preview_with_report(library, ALL_IN)
    assert preview.leftover is not None
    assert preview.leftover.id == "services.bundle_would_hold_leftover"
    assert "this computer's user name" in preview.leftover
    target = tmp_path / "leaky.wlbundle"
    with pytest.raises(ExportFailed) as refused:
        export.export_bundle(library, target, ALL_IN)
    assert refused.value.said == preview.leftover
    assert not target.exists() and not list(tmp_path.glob("*.wlbundle*"))


@pytest.mark.parametrize("user", ["will", "root", "mark", "grace", "admin", "pat"])
def test_a_login_that_is_a_word_is_replaced_only_where_it_is_an_identifier(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, user: str
) -> None:
    """Issue #22: with the login ``will``, "she will not come back" was exported as "she [user]
    not come back". Through the real export: a writer's claim holding the login as a word and
    as identifiers keeps the word and loses every identifier."""
    _login(monkeypatch, user)
    summary_id = library.store.connection().execute("SELECT min(id) FROM summaries").fetchone()[0]
    said = (
        f"She {user} not come back to the {user} cellar; mail {user}@harbour-pc, "
        f"see /home/{user}/drafts and ~{user}/notes, my login is {user}."
    )
    claim_rows.insert_claim(
        library.store, summary_id=summary_id, text=said, start=0, end=5,
        origin=ClaimOrigin.WRITER,
    )  # fmt: skip
    path = export.export_bundle(library, tmp_path / "b.wlbundle", ALL_IN).path
    data = json.loads(zipfile.ZipFile(path).read("data.json"))
    typed = [c["text"] for c in data["claims"] if c.get("text", "").startswith("She ")]
    assert typed == [
        f"She {user} not come back to the {user} cellar; mail [user]@harbour-pc, "
        "see [path] and [path], my login is [user]."
    ], typed
