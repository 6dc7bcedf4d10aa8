"""Recognise a model that declined to summarize, so the study can leave it out of its averages.

The provider's own signal is trusted first (Anthropic ``stop_reason == "refusal"``, OpenAI
``message.refusal`` or ``finish_reason == "content_filter"``). Some models refuse in prose
instead; the text check for that is deliberately conservative: a summary whose characters say
"I can't" or "I'm sorry" must not be mistaken for a refusal, so the reply has to be short, open
with (or be dominated by) an apology or refusal in the model's own voice, and refuse a task.
"""

from __future__ import annotations

import re

#: Replies longer than this are summaries, whatever they contain.
MAX_REFUSAL_WORDS = 80

_APOLOGY = (
    r"(?:i\s*(?:'|’)?\s*m\s+(?:really\s+|very\s+)?sorry|i\s+am\s+(?:really\s+)?sorry|sorry|"
    r"i\s+apologi[sz]e|unfortunately|as\s+an\s+ai)"
)
_NEGATION = (
    r"(?:can\s*(?:'|’)?\s*t|cannot|can\s+not|won\s*(?:'|’)?\s*t|will\s+not|am\s+unable\s+to|"
    r"(?:'|’)m\s+unable\s+to|am\s+not\s+able\s+to|(?:'|’)m\s+not\s+able\s+to|must\s+decline|"
    r"have\s+to\s+decline|need\s+to\s+decline|do\s+not\s+feel\s+comfortable|"
    r"don\s*(?:'|’)?\s*t\s+feel\s+comfortable|not\s+able\s+to)"
)
_TASK = (
    r"(?:help|assist|summari[sz]e|summary|provide|create|write|produce|comply|fulfil+|"
    r"complete|engage|continue|do\s+that|with\s+(?:this|that))"
)

# "I'm sorry, but I can't help summarize this story." / "I cannot assist with that request."
_OPENING = re.compile(
    rf"^\W*(?:{_APOLOGY}\W+(?:\w+\W+){{0,6}}?)?\bi\s*{_NEGATION}\s+(?:\w+\s+){{0,4}}?{_TASK}",
    re.IGNORECASE,
)
# The apology need not open the reply ("This story ... I'm sorry, but I can't summarize it.")
_ANYWHERE = re.compile(
    rf"{_APOLOGY}\W+(?:\w+\W+){{0,6}}?\bi\s*{_NEGATION}\s+(?:\w+\s+){{0,4}}?{_TASK}",
    re.IGNORECASE,
)
# Narration quotes speech; a refusal inside quotation marks belongs to a character.
_QUOTED = re.compile(r"[\"“”][^\"“”]*[\"“”]")


def looks_like_refusal(text: str) -> bool:
    """True when ``text`` reads as the model declining the task rather than doing it."""
    stripped = text.strip()
    if not stripped or len(stripped.split()) > MAX_REFUSAL_WORDS:
        return False
    unquoted = _QUOTED.sub(" ", stripped)
    if _OPENING.search(unquoted):
        return True
    return bool(_ANYWHERE.search(unquoted)) and len(unquoted.split()) <= MAX_REFUSAL_WORDS // 2
