"""What the core says to a writer: a stable id, an English template and its parameters.

Errors and notices raised below the UI must reach the writer in the writer's language, but the
core cannot import Qt. So a message is data: :func:`define` registers a kind (a stable id such as
``"library.not_found"`` and an English template with ``{named}`` placeholders, and ``%n`` for a
count that picks a plural form), and calling the kind makes a :class:`Message` with its values.
The CLI prints :meth:`Message.english`; the UI renders it through Qt's translation with
:func:`render` (context ``"messages"``).

Templates are written inside ``QT_TRANSLATE_NOOP("messages", "...")`` so that
``pyside6-lupdate`` (which matches the call by name, not by import) extracts them into the
translation catalogues like any ``tr()`` string. The no-op below is that marker.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: The translation context of every core message.
CONTEXT = "messages"


def QT_TRANSLATE_NOOP(
    context: str, text: str, disambiguation: str | None = None, n: int = -1
) -> str:
    """Mark ``text`` for extraction by pyside6-lupdate; returns it unchanged.

    A template with ``%n`` is written ``QT_TRANSLATE_NOOP("messages", "... %n ...", None, 1)``:
    the number literal makes lupdate mark the entry as plural (numerus), so that translators
    give every plural form of their language."""
    return text


#: ``translate(template, count)`` -> the template in the writer's language (``%n`` replaced).
Translate = Callable[[str, "int | None"], str]


@dataclass(frozen=True)
class MessageKind:
    """One kind of message: what a test raises, what a translator translates."""

    id: str
    template: str
    #: The English singular of a ``%n`` template ("The %n answer was saved."): English has two
    #: forms, and the CLI (or a language without a translation) must not say "1 answers".
    one: str | None = None

    def __call__(self, count: int | None = None, **params: Any) -> Message:
        return Message(self, params, count)

    @property
    def placeholders(self) -> frozenset[str]:
        return frozenset(name for _, name, _, _ in string.Formatter().parse(self.template) if name)


class Message(str):
    """A message with its values. It *is* its English text (a ``str``), so that every field,
    list, JSON file and test that held English text before holds a message now without a
    change; a window that finds one renders it translated instead (:func:`render`)."""

    kind: MessageKind
    params: Mapping[str, Any]
    #: The count of a ``%n`` template (given as ``count=``; not named ``count`` here, which
    #: would hide ``str.count``).
    n: int | None

    def __new__(
        cls, kind: MessageKind, params: Mapping[str, Any] | None = None, count: int | None = None
    ) -> Message:
        values = dict(params or {})
        text = _render(kind, values, count, _english)
        self = super().__new__(cls, text)
        self.kind, self.params, self.n = kind, values, count
        return self

    @property
    def id(self) -> str:
        return self.kind.id

    def english(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Message({self.kind.id!r}, {dict(self.params)!r}, count={self.n!r})"

    def __reduce__(self) -> Any:
        return (Message, (self.kind, dict(self.params), self.n))


_CATALOGUE: dict[str, MessageKind] = {}


def define(message_id: str, template: str, one: str | None = None) -> MessageKind:
    """Register a kind of message. Ids are stable: a test and a translation refer to them.
    ``one`` is the English singular of a ``%n`` template (see :attr:`MessageKind.one`)."""
    known = _CATALOGUE.get(message_id)
    if known is not None and (known.template, known.one) != (template, one):
        raise ValueError(f"message id {message_id!r} is defined twice with different templates")
    kind = MessageKind(message_id, template, one)
    _CATALOGUE[message_id] = kind
    return kind


def catalogue() -> dict[str, MessageKind]:
    """Every kind defined by the modules imported so far, by id."""
    return dict(_CATALOGUE)


def to_record(said: str | Message) -> str | dict[str, Any]:
    """A warning as JSON data that stays readable English in the file (``text``) and can be
    shown translated later (``id``, ``params``, ``count``)."""
    if not isinstance(said, Message):
        return said
    record: dict[str, Any] = {
        "text": said.english(),
        "id": said.id,
        "params": {
            name: to_record(value) if isinstance(value, Message) else value
            for name, value in said.params.items()
        },
    }
    if said.n is not None:
        record["count"] = said.n
    return record


def from_record(record: object) -> str | Message:
    """The message a record was made from, or its English text when the kind is unknown here
    or no longer fits its parameters (a newer or older WriterLens wrote it): nothing is lost.
    A record stored under an id that was renamed since is read as the kind it now names."""
    if not isinstance(record, dict):
        return str(record)
    from writerlens.message_renames import RENAMED  # (a table, read only here)

    text = str(record.get("text", ""))
    stored = str(record.get("id", ""))
    kind = _CATALOGUE.get(RENAMED.get(stored, stored))  # a kind renamed since: the same kind
    params = record.get("params")
    if kind is None or not isinstance(params, dict) or not kind.placeholders <= params.keys():
        return text
    values = {
        name: from_record(value) if isinstance(value, dict) else value
        for name, value in params.items()
    }
    count = record.get("count")
    return kind(count=count if isinstance(count, int) else None, **values)


_QUOTED = define("list.quoted", QT_TRANSLATE_NOOP("messages", "“{item}”"))
_COMMA = define("list.comma", QT_TRANSLATE_NOOP("messages", "{first}, {second}"))
_AND = define("list.and", QT_TRANSLATE_NOOP("messages", "{first} and {second}"))
_SEMICOLON = define("list.semicolon", QT_TRANSLATE_NOOP("messages", "{first}; {second}"))
_SENTENCES = define("list.sentences", QT_TRANSLATE_NOOP("messages", "{first} {second}"))


def and_list(items: Sequence[str | Message], quoted: bool = False) -> Message | str:
    """``a, b and c`` as a message (each name quoted if asked), so that a translation joins
    the names with its own punctuation and word for "and"."""
    parts: list[Message | str] = [_QUOTED(item=item) if quoted else item for item in items]
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    joined = parts[0]
    for part in parts[1:-1]:
        joined = _COMMA(first=joined, second=part)
    return _AND(first=joined, second=parts[-1])


def semicolon_list(items: Sequence[str | Message]) -> Message | str:
    """``a; b; c``: clauses that are each whole, in the translation's punctuation."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = _SEMICOLON(first=joined, second=item)
    return joined


def sentences(items: Sequence[str | Message]) -> Message | str:
    """Whole sentences one after the other, each still translated on its own (joining them
    with ``+`` would turn them into English text)."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = _SENTENCES(first=joined, second=item)
    return joined


def _english(template: str, count: int | None) -> str:
    return template.replace("%n", str(count)) if count is not None else template


def render(message: Message | str, translate: Translate) -> str:
    """The message in the language ``translate`` gives; parameters that are messages themselves
    are rendered the same way. A translation whose placeholders do not fit falls back to the
    English template rather than failing in front of the writer. Plain text is returned as it
    is (it was not a message: a name, or a stored note from an older WriterLens)."""
    if not isinstance(message, Message):
        return str(message)
    return _render(message.kind, message.params, message.n, translate)


def _render(
    kind: MessageKind, params: Mapping[str, Any], count: int | None, translate: Translate
) -> str:
    values = {
        name: render(value, translate) if isinstance(value, Message) else value
        for name, value in params.items()
    }
    english = _english(kind.one if kind.one is not None and count == 1 else kind.template, count)
    translated = translate(kind.template, count) if translate is not _english else english
    if translated == _english(kind.template, count):  # no translation: English, singular too
        translated = english
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        return english.format(**values)
