"""What every format reader returns, and the writer-facing reasons they share.

Readers raise :class:`~writerlens.domain.ImportProblem` with one of these reasons, so that the
same problem reads the same whichever format it came from. Each reason says what happened and
what the writer can do about it.
"""

from __future__ import annotations

from dataclasses import dataclass

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_RESAVE = define(
    "texts.fix.resave",
    QT_TRANSLATE_NOOP(
        "messages",
        "Open it in your word processor and save it again.",
    ),
)

_RESAVE_LIBREOFFICE = define(
    "texts.fix.resave_libreoffice",
    QT_TRANSLATE_NOOP(
        "messages",
        "Open it in LibreOffice or your word processor and save it again.",
    ),
)

_EXPORT_AGAIN = define(
    "texts.fix.export_again",
    QT_TRANSLATE_NOOP(
        "messages",
        "Export it again from the program that made it, or save the story as .docx "
        "and import that.",
    ),
)

_STORY_TOO_LONG = define(
    "texts.story_too_long",
    QT_TRANSLATE_NOOP(
        "messages",
        "the story is {millions:.1f} million characters long; WriterLens "
        "imports stories up to {max_millions:.1f} million characters (about 2.5 "
        "million words). Split it into parts and import each.",
    ),
)

_SAVE_AS = define(
    "texts.fix.save_as",
    QT_TRANSLATE_NOOP("messages", "Save the story again as {save_as} and import that."),
)

_FILE_DAMAGED = define(
    "texts.file_damaged",
    QT_TRANSLATE_NOOP(
        "messages",
        "the {kind} file is damaged ({detail}). {fix}",
    ),
)

_BINARY = define(
    "texts.binary",
    QT_TRANSLATE_NOOP(
        "messages",
        "this looks like a binary file, not text ({detail}). If it is a story, save "
        "it as {save_as} and import that.",
    ),
)

MB = 1024 * 1024

#: What the writer can save a story as, in reasons that suggest re-saving.
SAVE_AS = ".txt, .docx, .odt, .epub or .rtf"


@dataclass(frozen=True)
class Extracted:
    """A reader's result: canonical text, the title the file names (if any), and warnings."""

    text: str
    title: str | None = None
    warnings: tuple[str | Message, ...] = ()


def megabytes(size: int) -> str:
    return f"{size / MB:.1f} MB"


def too_much_text(chars: int, max_chars: int) -> Message:
    return _STORY_TOO_LONG(millions=chars / 1000000, max_millions=max_chars / 1000000)


def check_text_size(name: str, chars: int, max_chars: int) -> None:
    """Refuse extracted text that is too long, before spending time normalising it."""
    if chars > max_chars:
        raise ImportProblem(name, too_much_text(chars, max_chars))


_FIXES = {
    ".docx": _RESAVE(),
    ".odt": _RESAVE_LIBREOFFICE(),
    ".epub": (_EXPORT_AGAIN()),
    ".rtf": _RESAVE(),
}


def damaged(kind: str, detail: str) -> Message:
    """The reason for a file that a library could not read; ``kind`` is like ``".docx"``."""
    fix = _FIXES.get(kind) or _SAVE_AS(save_as=SAVE_AS)
    return _FILE_DAMAGED(kind=kind, detail=detail, fix=fix)


def binary_file(detail: str) -> Message:
    return _BINARY(detail=detail, save_as=SAVE_AS)


def has_surrogates(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def mend_surrogates(text: str) -> str:
    """``text`` with UTF-16 surrogates that cannot stand alone made into "\ufffd", and pairs
    made into the character they stand for.

    They come from RTF's ``\\u55296?`` escapes and from file names that are not UTF-8 (Python
    keeps such bytes as lone surrogates); SQLite and every UTF-8 file refuse them.
    """
    if not has_surrogates(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def readable_name(name: str) -> str:
    """A file name as it can be shown and stored: bytes that are not UTF-8 become "\ufffd"."""
    return mend_surrogates(name)
