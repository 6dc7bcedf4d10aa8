"""The prose refusal check: catches a model declining, never a story's characters."""

from __future__ import annotations

import pytest

from writerlens.llm.refusal import looks_like_refusal


@pytest.mark.parametrize(
    "text",
    [
        "I'm sorry, but I can't help summarize this story.",
        "I’m sorry, but I can’t help with that request.",
        "I cannot assist with summarizing this text.",
        "Sorry, I can't do that.",
        "I apologize, but I am unable to provide a summary of this story because it depicts "
        "graphic violence.",
        "I won't summarize this content.",
        "I'm not able to help with this request.",
        "Unfortunately, I must decline to summarize this story.",
        "This story contains explicit material. I'm sorry, but I can't create a summary of it.",
    ],
)
def test_refusals_in_prose_are_recognised(text):
    assert looks_like_refusal(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        # characters refusing, in quotes
        "Mara turns to the keeper. “I'm sorry, but I can't help you with the lamps any more,” "
        "she says, and walks out into the storm.",
        '"I can\'t help you," the ferryman says, and the boy swims the river alone.',
        # a summary that mentions apologies and inability in narration
        "The narrator, unable to forgive her brother, cannot bring herself to attend the "
        "funeral. She is sorry only later, when the letters arrive.",
        # a long summary that happens to contain the words
        "In the opening pages the lamplighter keeps a ledger. " * 10
        + "I'm sorry, but I can't help remembering the ending.",
        "A story about a robot who says I cannot summarize my feelings, narrated by its maker "
        "over three winters in a northern town, ends with the robot learning to write.",
    ],
)
def test_summaries_are_not_mistaken_for_refusals(text):
    assert not looks_like_refusal(text)
