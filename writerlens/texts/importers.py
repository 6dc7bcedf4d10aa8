"""Read a story file of any supported format into a :class:`~writerlens.domain.Document`.

This is the one door through which a writer's file enters WriterLens. Whatever goes wrong
(missing file, wrong format, damage, DRM, a file far too big), the caller gets an
:class:`~writerlens.domain.ImportProblem` whose reason tells the writer what happened and what to
do, never a raw library exception. Sizes are checked with ``stat`` before anything is read, and
the file is read once, so that libraries see bytes in memory rather than a path that may change.
"""

from __future__ import annotations

import stat
from collections.abc import Callable
from pathlib import Path

from writerlens.domain import Document, ImportProblem
from writerlens.texts.extract import (
    MB,
    SAVE_AS,
    Extracted,
    has_surrogates,
    megabytes,
    mend_surrogates,
    readable_name,
    too_much_text,
)
from writerlens.texts.markdown import read_markdown
from writerlens.texts.normalize import clean_inline
from writerlens.texts.plain import read_txt

SUPPORTED_EXTENSIONS = (".txt", ".md", ".markdown", ".docx", ".odt", ".epub", ".rtf")

#: Largest .txt, .md or .rtf file accepted (all of it is text).
MAX_TEXT_FILE_BYTES = 16 * MB
#: Largest .docx, .odt or .epub file accepted (zipped, and may hold pictures).
MAX_CONTAINER_FILE_BYTES = 64 * MB
#: Longest story accepted, in characters, after extraction.
MAX_TEXT_CHARS = 16 * MB

_TITLE_MAX = 200

Reader = Callable[[bytes, str, int], Extracted]


def _read_docx(data: bytes, name: str, max_chars: int) -> Extracted:
    from writerlens.texts.word import read_docx

    return read_docx(data, name, max_chars)


def _read_odt(data: bytes, name: str, max_chars: int) -> Extracted:
    from writerlens.texts.opendoc import read_odt

    return read_odt(data, name, max_chars)


def _read_epub(data: bytes, name: str, max_chars: int) -> Extracted:
    from writerlens.texts.ebook import read_epub

    return read_epub(data, name, max_chars)


def _read_rtf(data: bytes, name: str, max_chars: int) -> Extracted:
    from writerlens.texts.rtf import read_rtf

    return read_rtf(data, name, max_chars)


# extension -> (source_format, reader, is a zip container). Heavy libraries load on first use.
_FORMATS: dict[str, tuple[str, Reader, bool]] = {
    ".txt": ("txt", read_txt, False),
    ".md": ("md", read_markdown, False),
    ".markdown": ("md", read_markdown, False),
    ".docx": ("docx", _read_docx, True),
    ".odt": ("odt", _read_odt, True),
    ".epub": ("epub", _read_epub, True),
    ".rtf": ("rtf", _read_rtf, False),
}

_READS = "It reads .txt, .md, .docx, .odt, .epub and .rtf."
_HINTS = {
    ".doc": "Open it in your word processor, save it as .docx and import that.",
    ".docm": "Open it in Word, save it as .docx and import that.",
    ".dotx": "Open it in Word, save it as .docx and import that.",
    ".pdf": (
        "Export the story as .docx or .txt from the program you wrote it in (or copy its text "
        "into a .txt file) and import that."
    ),
    ".pages": "In Pages, choose File ▸ Export To ▸ Word, and import the .docx.",
    ".mobi": "Convert it to .epub (for example with Calibre) and import that.",
    ".azw3": "Convert it to .epub (for example with Calibre) and import that.",
    ".html": "Save it as .txt (or open it in a word processor and save it as .docx).",
    ".htm": "Save it as .txt (or open it in a word processor and save it as .docx).",
    ".scriv": "In Scrivener, choose File ▸ Compile, compile to .docx or .rtf, and import that.",
}


def read_document(path: Path) -> Document:
    """Import one story file; raises :class:`ImportProblem` with a reason for the writer."""
    path = Path(path)
    name = readable_name(path.name or str(path))
    extension = path.suffix.lower()
    size = _checked_size(path, name, extension)
    source_format, reader, is_container = _FORMATS[extension]
    limit = MAX_CONTAINER_FILE_BYTES if is_container else MAX_TEXT_FILE_BYTES
    if size > limit:
        raise ImportProblem(name, _too_big(size, extension, is_container))
    data = _read_bytes(path, name)
    if not data:
        raise ImportProblem(name, "the file is empty.")
    extracted = reader(data, name, MAX_TEXT_CHARS)
    if not extracted.text:
        raise ImportProblem(
            name,
            "the file contains no text. If the story is in it as pictures or scanned pages, "
            f"WriterLens cannot read it; save the text itself as {SAVE_AS} and import that.",
        )
    if len(extracted.text) > MAX_TEXT_CHARS:
        raise ImportProblem(name, too_much_text(len(extracted.text), MAX_TEXT_CHARS))
    text, warnings = extracted.text, extracted.warnings
    if has_surrogates(text):
        text = mend_surrogates(text)
        warnings = (
            *warnings,
            f"“{name}” holds characters that cannot be stored (broken UTF-16 halves); "
            "WriterLens shows them as “\ufffd”. Check those places against your original.",
        )
    title = mend_surrogates(clean_inline(extracted.title or ""))[:_TITLE_MAX].strip()
    return Document(
        title=title or title_from_file_name(name),
        text=text,
        source_format=source_format,
        warnings=warnings,
    )


def title_from_file_name(name: str) -> str:
    """A readable title from a file name: ``the_salt_ledger.txt`` → ``The salt ledger``."""
    stem = readable_name(Path(name).name)
    extension = next((e for e in SUPPORTED_EXTENSIONS if stem.lower().endswith(e)), "")
    stem = stem[: len(stem) - len(extension)].lstrip(".")
    words = clean_inline(stem.replace("_", " ").replace("-", " "))
    return (words[:1].upper() + words[1:])[:_TITLE_MAX] or "Untitled"


def _checked_size(path: Path, name: str, extension: str) -> int:
    """The file's size, after making sure it exists, is a file and has a format we read."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise ImportProblem(
            name, "the file was not found. It may have been moved, renamed or deleted."
        ) from None
    except PermissionError:
        raise ImportProblem(name, _PERMISSION) from None
    except OSError as error:
        raise ImportProblem(name, _os_problem(error)) from None
    if stat.S_ISDIR(info.st_mode):
        raise ImportProblem(
            name, "it is a folder, not a file. Choose the story file inside it instead."
        )
    if extension not in _FORMATS:
        raise ImportProblem(name, _unsupported(extension))
    if not stat.S_ISREG(info.st_mode):
        raise ImportProblem(name, "it is not a regular file. Choose the story file itself.")
    if info.st_size == 0:
        raise ImportProblem(name, "the file is empty.")
    return info.st_size


_PERMISSION = (
    "WriterLens is not allowed to read it (permission denied). Check the file's permissions, "
    "or copy it into your Documents folder and import the copy."
)


def _os_problem(error: OSError) -> str:
    detail = error.strerror or type(error).__name__
    return (
        f"the file could not be read ({detail}). If it is on a network drive or a removable "
        "disk, copy it to your computer and import the copy."
    )


def _read_bytes(path: Path, name: str) -> bytes:
    try:
        return path.read_bytes()
    except PermissionError:
        raise ImportProblem(name, _PERMISSION) from None
    except IsADirectoryError:
        raise ImportProblem(name, "it is a folder, not a file.") from None
    except FileNotFoundError:
        raise ImportProblem(name, "the file disappeared while WriterLens was reading it.") from None
    except OSError as error:
        raise ImportProblem(name, _os_problem(error)) from None
    except MemoryError:
        raise ImportProblem(name, "there is not enough memory to read it.") from None


def _unsupported(extension: str) -> str:
    if not extension:
        return (
            "WriterLens cannot tell what kind of file this is (its name has no extension such "
            f"as .txt or .docx). {_READS}"
        )
    hint = _HINTS.get(extension)
    reason = f"WriterLens cannot read “{extension}” files. {_READS}"
    return f"{reason} {hint}" if hint else reason


def _too_big(size: int, extension: str, is_container: bool) -> str:
    if is_container:
        return (
            f"the file is {megabytes(size)}; WriterLens imports {extension} files up to "
            f"{MAX_CONTAINER_FILE_BYTES // MB} MB. If it holds large pictures, save a copy "
            "without them (or save the story as .txt) and import that."
        )
    return (
        f"the file is {megabytes(size)}; WriterLens imports stories up to "
        f"{MAX_TEXT_FILE_BYTES // MB} MB of text (about 2.5 million words). Split it into "
        "parts and import each."
    )
