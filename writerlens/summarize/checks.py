"""Is this answer a summary at all? The checks every stored step and summary passes.

A model can return text that reads fluently and still summarizes nothing: a copy of the story
(base models continue what they read), a loop (small models fall into repeating one phrase),
leaked markup (the tags of the prompt, a chat template's control tokens), or a few words where
hundreds were asked for. Each is a flaw of its own, with its own note, and an answer with any of
them is never stored as ``ok`` (see :class:`writerlens.domain.SummaryStatus`), whichever try the
step keeps.

The measures are the field's usual ones, kept simple so a writer can follow the note:

- copy: the share of the answer's 6-word runs found word for word in the story and the
  instructions (:func:`writerlens.summarize.echo.copied_share`);
- loop: the repetition rate of 4-grams (Welleck et al. 2019, "seq-rep-4": one minus the share of
  distinct 4-word runs) and a sentence said three times or more;
- markup: an XML/HTML-like tag or a chat template's control token (``<|im_end|>``,
  ``<end_of_turn>``, ``[INST]``) that the story itself does not contain;
- short: fewer words than a tenth of the words asked for.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.summarize.echo import ECHO_SHARE, copied_share
from writerlens.summarize.echo import MIN_WORDS as COPY_MIN_WORDS

_WORD = re.compile(r"\w+", re.UNICODE)
_SENTENCE = re.compile(r"[^.!?…]+[.!?…]+", re.UNICODE)

# seq-rep-4 at or above this is a loop (a written summary stays well under 0.1)
LOOP_SHARE = 0.3
# ... judged only once the answer has this many 4-word runs
LOOP_MIN_RUNS = 20
# a sentence (of at least 4 words) said this many times is a loop
LOOP_SENTENCE_TIMES = 3
# an answer with fewer words than this share of the words asked for is not a summary of them
SHORT_SHARE = 0.1

# Tags (``</summary>``, ``<subtype=...>``, ``<br/>``) and chat-template control tokens.
_MARKUP = re.compile(
    r"<\|[^|<>\n]{1,40}\|>"  # <|im_end|>, <|eot_id|>, <|endoftext|>
    r"|</?[A-Za-z_][\w:.-]{0,40}(?:\s*=[^<>\n]{0,80}|\s+[^<>\n]{0,80})?/?>"  # tags
    r"|\[/?INST\]|<<\s*/?SYS\s*>>",  # Llama 2 / Mistral markers
)


class Flaw(StrEnum):
    COPY = "copy"
    LOOP = "loop"
    MARKUP = "markup"
    SHORT = "short"


_COPIED = define(
    "summarize.checks.copied",
    QT_TRANSLATE_NOOP(
        "messages",
        "it copies the story instead of summarizing it ({share}% of its 6-word runs are the "
        "story's own words)",
    ),
)
_LOOPED = define(
    "summarize.checks.looped",
    QT_TRANSLATE_NOOP(
        "messages",
        "it repeats itself in a loop (“{phrase}” {times} times)",
    ),
)
_MARKUP_LEFT = define(
    "summarize.checks.markup",
    QT_TRANSLATE_NOOP(
        "messages",
        "it contains markup that is not part of a summary ({markup})",
    ),
)
_TOO_SHORT = define(
    "summarize.checks.too_short",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has {words} words, far too few for the {asked} asked for",
    ),
)


@dataclass(frozen=True)
class Finding:
    flaw: Flaw
    note: Message


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def copy_finding(text: str, source: str) -> Finding | None:
    if len(_WORD.findall(text)) < COPY_MIN_WORDS:
        return None
    share = copied_share(text, source)
    if share < ECHO_SHARE:
        return None
    return Finding(Flaw.COPY, _COPIED(share=round(share * 100)))


def loop_finding(text: str) -> Finding | None:
    words = _words(text)
    runs = [tuple(words[i : i + 4]) for i in range(len(words) - 3)]
    if len(runs) >= LOOP_MIN_RUNS:
        rep = 1 - len(set(runs)) / len(runs)
        if rep >= LOOP_SHARE:
            phrase, times = Counter(runs).most_common(1)[0]
            return Finding(Flaw.LOOP, _LOOPED(phrase=" ".join(phrase), times=times))
    said = Counter(
        " ".join(_words(s)) for s in _SENTENCE.findall(text) if len(_words(s)) >= 4
    ).most_common(1)
    if said and said[0][1] >= LOOP_SENTENCE_TIMES:
        sentence, times = said[0]
        return Finding(Flaw.LOOP, _LOOPED(phrase=sentence, times=times))
    return None


def leaked_markup(text: str, story: str) -> list[str]:
    """Markup in ``text`` that ``story`` does not itself contain (a story may quote a tag)."""
    found: list[str] = []
    for match in _MARKUP.finditer(text):
        piece = match.group(0)
        if piece not in story and piece not in found:
            found.append(piece)
    return found


def markup_finding(text: str, story: str) -> Finding | None:
    found = leaked_markup(text, story)
    if not found:
        return None
    return Finding(Flaw.MARKUP, _MARKUP_LEFT(markup=", ".join(found[:3])))


def short_finding(text: str, asked: int | None) -> Finding | None:
    if not asked:
        return None
    words = len(_WORD.findall(text))
    if words >= asked * SHORT_SHARE:
        return None
    return Finding(Flaw.SHORT, _TOO_SHORT(words=words, asked=asked))


def check_answer(text: str, *, source: str, story: str, asked: int | None) -> list[Finding]:
    """Every flaw of ``text`` as an answer to a request for ``asked`` words.

    ``source`` is what the answer must not merely repeat (the story and the instructions, not
    earlier summaries, which a merge may fairly reuse); ``story`` is the story's text, whose own
    markup a summary may quote.
    """
    found = [
        copy_finding(text, source),
        loop_finding(text),
        markup_finding(text, story),
        short_finding(text, asked),
    ]
    return [f for f in found if f is not None]


_AND = define("summarize.checks.and", QT_TRANSLATE_NOOP("messages", "{first}; {then}"))


def joined(findings: Sequence[Finding]) -> Message:
    """The findings' notes as one message (each part still translated on its own)."""
    if not findings:
        raise ValueError("no findings to join")
    said = findings[-1].note
    for finding in reversed(findings[:-1]):
        said = _AND(first=finding.note, then=said)
    return said
