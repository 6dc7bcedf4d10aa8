"""Pseudonymous ids and the scrubbing of names, user and host names and home paths."""

from __future__ import annotations

from writerlens.study.anonymize import Pseudonyms, Scrubber, new_secret


def _scrubber(names: tuple[str, ...] = ()) -> Scrubber:
    return Scrubber(names, users=["jdoe"], hosts=["studio-pc"], homes=["/home/jdoe"])


def test_ids_are_stable_for_one_secret_and_unlinkable_across_secrets() -> None:
    secret = new_secret()
    one, again, other = Pseudonyms(secret), Pseudonyms(secret), Pseudonyms(new_secret())
    assert one.story(7) == again.story(7)
    assert one.story(7) != one.story(8)
    assert one.story(7) != other.story(7)
    assert one.story(7) != one.summary(7)  # kinds never collide
    assert one.story(7).startswith("s-") and len(one.story(7)) == 18


def test_listed_names_are_replaced_as_whole_words_with_possessives() -> None:
    scrub = _scrubber(("Anna Lindqvist", "Anna", "A"))
    text = "ANNA's draft. anna lindqvist wrote it; Annabel did not. Anna’s cat. A cat."
    assert scrub(text) == "[name]'s draft. [name] wrote it; Annabel did not. [name]’s cat. A cat."


def test_user_host_and_home_paths_are_replaced() -> None:
    scrub = _scrubber()
    text = "Saved by JDoe on studio-pc in /home/jdoe/Stories/draft 3.docx today"
    assert scrub(text) == "Saved by [user] on [computer] in [path] today"  # spaces too
    assert scrub("jdoes and studio-pcs stay") == "jdoes and studio-pcs stay"
    assert scrub("See /home/jdoe/a.txt, or (/home/jdoe/b).") == "See [path], or ([path])."


def test_offsets_follow_the_scrubbed_text() -> None:
    scrub = _scrubber(("Anna",))
    text = "Anna met Tom. Tom left Anna's house."
    new, move = scrub.with_map(text)
    assert new == "[name] met Tom. Tom left [name]'s house."
    tom = text.index("Tom left")
    assert new[move(tom, False) : move(tom + 8, True)] == "Tom left"
    # an offset inside a replaced name snaps to the placeholder's edges
    assert move(2, False) == 0
    assert move(2, True) == len("[name]")
    assert move(len(text), True) == len(new)
