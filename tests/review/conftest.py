"""Fixtures for the review tests: the sample story with its demo summaries, under review."""

from __future__ import annotations

import json
import random

import pytest
from review_support import Demo

from writerlens.domain import Manuscript
from writerlens.resources import resource_path
from writerlens.services.library import Library
from writerlens.services.review import ReviewSession


@pytest.fixture
def sample(library: Library) -> Manuscript:
    manuscript = library.ensure_sample()
    assert manuscript is not None
    return manuscript


@pytest.fixture
def demos(library: Library, sample: Manuscript) -> dict[str, Demo]:
    """The demo summaries by their id in demo_summaries.json ("demo-vague", ...)."""
    data = json.loads(resource_path("samples", "demo_summaries.json").read_text("utf-8"))
    stored = {s.model: s for s in library.summaries(sample.id)}
    return {d["id"]: Demo(stored[d["id"]], tuple(d["planted_errors"])) for d in data["summaries"]}


@pytest.fixture
def session(library: Library, sample: Manuscript) -> ReviewSession:
    return ReviewSession.open(library, sample.id, rng=random.Random(7))
