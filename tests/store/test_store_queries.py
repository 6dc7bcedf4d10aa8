"""The store's named queries that services used to write as raw SQL (#28), on a real library."""

from __future__ import annotations

from writerlens.services.library import Library
from writerlens.store import claims as claim_rows
from writerlens.store import consents as consent_rows
from writerlens.store import library as library_rows
from writerlens.store import reviews as review_rows


def _review(library: Library, manuscript_id: int, order: tuple[int, ...]) -> int:
    return review_rows.insert_review(
        library.store,
        manuscript_id=manuscript_id,
        summary_order=order,
        questionnaire_id="q",
        questionnaire_version="1",
        taxonomy_id="t",
        taxonomy_version="1",
    ).id


def test_a_summary_names_its_story_and_the_sample_is_known(library: Library) -> None:
    sample = library.install_sample().id
    summaries = library.summaries(sample)
    assert summaries
    assert {library_rows.summary_story(library.store, s.id) for s in summaries} == {sample}
    assert library_rows.summary_story(library.store, 10_000) is None
    assert library_rows.sample_story_ids(library.store) == {sample}
    assert review_rows.reviewed_story_ids(library.store) == ()
    assert not review_rows.sample_was_reviewed(library.store)


def test_a_review_is_open_until_judged_and_its_order_can_be_drawn_again(library: Library) -> None:
    sample = library.install_sample().id
    ids = tuple(s.id for s in library.summaries(sample))
    review_id = _review(library, sample, ids[:1])
    store = library.store
    assert review_rows.reviewed_story_ids(store) == (sample,)
    assert review_rows.sample_was_reviewed(store)
    assert review_rows.review_is_open(store, review_id)
    assert not review_rows.review_is_open(store, review_id + 1)
    assert not review_rows.has_judgments(store, review_id)
    assert review_rows.summary_order(store, review_id) == ids[:1]
    assert review_rows.summary_order(store, review_id + 1) == ()

    review_rows.set_position(store, review_id, {"summary": ids[0]})
    review_rows.set_summary_order(store, review_id, tuple(reversed(ids)))
    assert review_rows.summary_order(store, review_id) == tuple(reversed(ids))
    assert review_rows.get_review(store, review_id).position == {}

    review_rows.set_feedback(store, review_id, ids[0], "Too short.")
    assert review_rows.has_judgments(store, review_id)
    review_rows.set_completed_at(store, review_id, "2026-01-01T00:00:00Z")
    assert not review_rows.review_is_open(store, review_id)


def test_a_claim_set_that_is_not_there_is_said_so(library: Library) -> None:
    assert not claim_rows.has_claim_set(library.store, 1)


def test_a_consent_is_kept_withdrawn_and_listed(library: Library) -> None:
    store = library.store
    assert not consent_rows.granted(store, "anthropic")
    assert not consent_rows.answered(store, "anthropic")
    consent_rows.record(store, "anthropic", True, "v1")
    assert consent_rows.granted(store, "anthropic") and consent_rows.answered(store, "anthropic")
    consent_rows.withdraw(store, "anthropic")
    assert not consent_rows.granted(store, "anthropic")
    assert consent_rows.answered(store, "anthropic")
    [answer] = consent_rows.all_answers(store)
    assert (answer["provider"], answer["granted"], answer["policy_version"]) == (
        "anthropic",
        0,
        "v1",
    )
