"""What every format reader returns, and the writer-facing reasons they share.

Readers raise :class:`~writerlens.domain.ImportProblem` with one of these reasons, so that the
same problem reads the same whichever format it came from. Each reason says what happened and
what the writer can do about it.
"""

from __future__ import annotations

from dataclasses import dataclass

from writerlens.domain import ImportProblem

MB = 1024 * 1024

#: What the writer can save a story as, in reasons that suggest re-saving.
SAVE_AS = ".txt, .docx, .odt, .epub or .rtf"


@dataclass(frozen=True)
class Extracted:
    """A reader's result: canonical text, the title the file names (if any), and warnings."""

    text: str
    title: str | None = None
    warnings: tuple[str, ...] = ()


def megabytes(size: int) -> str:
    return f"{size / MB:.1f} MB"


def too_much_text(chars: int, max_chars: int) -> str:
    return (
        f"the story is {chars / 1_000_000:.1f} million characters long; WriterLens imports "
        f"stories up to {max_chars / 1_000_000:.1f} million characters (about 2.5 million "
        "words). Split it into parts and import each."
    )


def check_text_size(name: str, chars: int, max_chars: int) -> None:
    """Refuse extracted text that is too long, before spending time normalising it."""
    if chars > max_chars:
        raise ImportProblem(name, too_much_text(chars, max_chars))


_FIXES = {
    ".docx": "Open it in your word processor and save it again.",
    ".odt": "Open it in LibreOffice or your word processor and save it again.",
    ".epub": (
        "Export it again from the program that made it, or save the story as .docx and import that."
    ),
    ".rtf": "Open it in your word processor and save it again.",
}


def damaged(kind: str, detail: str) -> str:
    """The reason for a file that a library could not read; ``kind`` is like ``".docx"``."""
    fix = _FIXES.get(kind, f"Save the story again as {SAVE_AS} and import that.")
    return f"the {kind} file is damaged ({detail}). {fix}"


def binary_file(detail: str) -> str:
    return (
        f"this looks like a binary file, not text ({detail}). If it is a story, save it as "
        f"{SAVE_AS} and import that."
    )
