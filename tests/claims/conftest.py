"""Fixtures for the claims tests: the sample story, its demo summaries, a review of them."""

from __future__ import annotations

import random

import pytest

from writerlens.domain import Manuscript
from writerlens.services.claim_review import ClaimReview
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession


@pytest.fixture
def sample(library: Library) -> Manuscript:
    manuscript = library.ensure_sample()
    assert manuscript is not None
    return manuscript


@pytest.fixture
def session(library: Library, sample: Manuscript) -> ReviewSession:
    return ReviewSession.open(library, sample.id, rng=random.Random(7))


@pytest.fixture
def review(session: ReviewSession) -> ClaimReview:
    return ClaimReview(session)
