"""The export's detectors, kind by kind, on the forms real writers type (tests/study/pii_corpus:
published example numbers with valid checksums, national formats), and on prose that holds
none of them: numbers, dates and words of a story stay as they are."""

from __future__ import annotations

import pytest
from pii_corpus import SCRIPT_PEOPLE, corpus
from pii_seed import is_found

from writerlens.study.writer.anonymize import Scrubber, fold

CASES = [(kind, value, needles) for kind, forms in corpus().items() for value, needles in forms]


@pytest.fixture(scope="module")
def scrub() -> Scrubber:
    listed = [name for name, _forms in SCRIPT_PEOPLE]
    return Scrubber(listed, users=["zq7x9k"], hosts=["studio-pc"], homes=[], account=[])


@pytest.mark.parametrize(("kind", "value", "needles"), CASES, ids=[c[1][:40] for c in CASES])
def test_each_real_form_is_replaced_and_counted_under_its_kind(
    scrub: Scrubber, kind: str, value: str, needles: tuple[str, ...]
) -> None:
    text = f"Then {value} came by the harbour."
    before = scrub.report.total(kind)
    out = scrub(text, "feedback")
    assert not [n for n in needles if is_found(fold(n), fold(out))], out
    assert scrub.report.total(kind) > before, (kind, out, scrub.report.counts)
    assert out.startswith("Then ") and out.endswith(" came by the harbour."), out


NAME_CASES = [(listed, form, needles) for listed, forms in SCRIPT_PEOPLE for form, needles in forms]


@pytest.mark.parametrize(("listed", "form", "needles"), NAME_CASES, ids=[c[1] for c in NAME_CASES])
def test_listed_names_are_found_in_their_scripts_forms_and_initials(
    listed: str, form: str, needles: tuple[str, ...]
) -> None:
    scrub = Scrubber([listed], users=[], hosts=[], homes=[], account=[])
    out = scrub(f"Yesterday {form} wrote back.", "comments")
    assert "[name]" in out, out
    assert not [n for n in needles if is_found(fold(n), fold(out))], out


PROSE = [
    "She will not come back. The root cellar held a rose and a mark of grace.",
    "In 1918 the war ended; by 1939 it began again, and 1,200 soldiers marched 42 miles.",
    "He paid £3,450 on 3 May 1921 at 10:30, chapter 12.5, page 214, room 101.",
    "The U.S. and St. Petersburg, e.g. one or two of them; Dr. No said i.e. nothing.",
    "Her videos on YouTube go viral on Twitter; Suits on Instagram; posts on Reddit.",
    # the words before a site in the writers' languages are words, not handles
    "The spelunkers on YouTube argued. Ella sube fotos en Instagram y videos en TikTok.",
    "Il publie souvent sur Instagram. Sie ist oft auf Instagram, und er postet nie auf TikTok.",
    "The code 143150124 opened the vault, and the year 2024-05-01 was a Wednesday.",
    "Will said so. Mark and Grace went to the harbour with Bill, Pat and Rose.",
    "Keep the lamp lit at 51 degrees north, three or four days, one or two boats.",
]


@pytest.mark.parametrize("text", PROSE)
def test_prose_without_identifiers_is_left_word_for_word(text: str) -> None:
    """Issue #22: a login or account name that is a word ("will", "root", "Grace") and the
    story's own numbers and dates change nothing in what a model wrote."""
    for login in ("will", "root", "mark", "grace", "rose", "bill", "admin", "user", "pat"):
        scrub = Scrubber(
            [], users=[login], hosts=["harbour"], homes=[f"/home/{login}"],
            account=[login.capitalize()],
        )  # fmt: skip
        assert scrub(text, "summaries") == text, login
        assert not scrub.report.model_changes


def test_every_change_to_a_summary_is_listed_with_its_context() -> None:
    scrub = Scrubber(["Anna Quill"], users=["will"], hosts=[], homes=[], account=[])
    text = "Anna Quill will write to will@harbour-pc and call 020 7946 0958 tomorrow."
    out = scrub(text, "summaries")
    assert out == "[name] will write to [user]@harbour-pc and call [phone] tomorrow."
    changes = scrub.report.model_changes
    assert [c[0] for c in changes] == ["summaries"] * 3
    assert changes[0][1].startswith("Anna Quill will write") and "[name] will" in changes[0][2]
    assert "will@harbour-pc" in changes[1][1] and "[user]@harbour-pc" in changes[1][2]
    assert "020 7946 0958" in changes[2][1] and "[phone]" in changes[2][2]
    scrub(text, "feedback")  # the writer's own text: counted, not listed as a model's change
    assert len(scrub.report.model_changes) == 3


def test_the_account_name_alone_is_a_word_in_a_summary_and_a_name_in_feedback() -> None:
    scrub = Scrubber([], users=["gh"], hosts=[], homes=[], account=["Grace Hollis"])
    assert scrub("Grace walks to the harbour.", "summaries") == "Grace walks to the harbour."
    assert scrub("Grace Hollis walks.", "summaries") == "[name] walks."
    assert scrub("Grace wrote this.", "feedback") == "[name] wrote this."


def test_a_login_that_is_no_word_is_replaced_anywhere_a_word_only_as_an_identifier() -> None:
    scrub = Scrubber([], users=["jdoe", "will"], hosts=["vm"], homes=[], account=[])
    assert scrub("jdoe saved it on vm") == "[user] saved it on [computer]"
    assert scrub("she will go; my login is will; mail will@x") == (
        "she will go; my login is [user]; mail [user]@x"
    )


def test_the_dialog_offers_names_in_scripts_without_capitals() -> None:
    """Issue #22: the export dialog never offered a CJK or Arabic name to tick."""
    from writerlens.study.writer.anonymize import candidates

    offered = [name for name, _n in candidates(
        ["山田花子さんが来た。민준 씨가 왔다. قال السيد محمد الأحمد ذلك. Then Ольга Петрова came."]
    )]  # fmt: skip
    assert {"山田花子", "민준", "محمد الأحمد", "Ольга Петрова"} <= set(offered), offered
