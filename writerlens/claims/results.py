"""The two things a model does with claims (their estimate and progress are the shared ones of
:mod:`writerlens.services.model_work`)."""

from __future__ import annotations

from enum import StrEnum


class ClaimTask(StrEnum):
    """The two things a model does with claims."""

    DECOMPOSE = "decompose"  # break a summary into claims
    JUDGE = "judge"  # give a verdict on each claim, from the story passages retrieved for it
