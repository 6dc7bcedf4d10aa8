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
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
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

_BROKEN_UTF16 = define(
    "texts.broken_utf16",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” holds characters that cannot be stored (broken UTF-16 halves); "
        "WriterLens shows them as “\ufffd”. Check those places against your original.",
    ),
)

_RESAVE_DOCX = define(
    "texts.fix.resave_docx",
    QT_TRANSLATE_NOOP(
        "messages",
        "Open it in your word processor, save it as .docx and import that.",
    ),
)

_WORD_TO_DOCX = define(
    "texts.fix.word_to_docx",
    QT_TRANSLATE_NOOP(
        "messages",
        "Open it in Word, save it as .docx and import that.",
    ),
)

_EXPORT_DOCX_OR_TXT = define(
    "texts.fix.export_docx_or_txt",
    QT_TRANSLATE_NOOP(
        "messages",
        "Export the story as .docx or .txt from the program you wrote it in (or copy "
        "its text into a .txt file) and import that.",
    ),
)

_PAGES = define(
    "texts.fix.pages",
    QT_TRANSLATE_NOOP(
        "messages",
        "In Pages, choose File ▸ Export To ▸ Word, and import the .docx.",
    ),
)

_CONVERT_TO_EPUB = define(
    "texts.fix.convert_to_epub",
    QT_TRANSLATE_NOOP(
        "messages",
        "Convert it to .epub (for example with Calibre) and import that.",
    ),
)

_SAVE_TXT = define(
    "texts.fix.save_txt",
    QT_TRANSLATE_NOOP(
        "messages",
        "Save it as .txt (or open it in a word processor and save it as .docx).",
    ),
)

_SCRIVENER = define(
    "texts.fix.scrivener",
    QT_TRANSLATE_NOOP(
        "messages",
        "In Scrivener, choose File ▸ Compile, compile to .docx or .rtf, and import that.",
    ),
)

_FORMATS_READ = define(
    "texts.formats_read",
    QT_TRANSLATE_NOOP(
        "messages",
        "It reads .txt, .md, .docx, .odt, .epub and .rtf.",
    ),
)

_NO_EXTENSION = define(
    "texts.no_extension",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens cannot tell what kind of file this is (its name has no extension such "
        "as .txt or .docx). {reads}",
    ),
)

_CANNOT_READ_KIND = define(
    "texts.cannot_read_kind",
    QT_TRANSLATE_NOOP("messages", "WriterLens cannot read “{extension}” files. {reads}"),
)

_CANNOT_READ_KIND_HINT = define(
    "texts.cannot_read_kind_hint",
    QT_TRANSLATE_NOOP("messages", "WriterLens cannot read “{extension}” files. {reads} {hint}"),
)

_FILE_EMPTY = define(
    "texts.file_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file is empty.",
    ),
)

_NO_TEXT = define(
    "texts.no_text",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file contains no text. If the story is in it as pictures or scanned "
        "pages, WriterLens cannot read it; save the text itself as {save_as} and "
        "import that.",
    ),
)

_FILE_MISSING = define(
    "texts.file_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file was not found. It may have been moved, renamed or deleted.",
    ),
)

_IS_FOLDER = define(
    "texts.is_folder",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is a folder, not a file. Choose the story file inside it instead.",
    ),
)

_NOT_REGULAR_FILE = define(
    "texts.not_regular_file",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a regular file. Choose the story file itself.",
    ),
)

_PERMISSION_DENIED = define(
    "texts.permission_denied",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens is not allowed to read it (permission denied). Check the file's "
        "permissions, or copy it into your Documents folder and import the copy.",
    ),
)

_READ_FAILED = define(
    "texts.read_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file could not be read ({detail}). If it is on a network drive or a "
        "removable disk, copy it to your computer and import the copy.",
    ),
)

_IS_FOLDER_SHORT = define(
    "texts.is_folder_short",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is a folder, not a file.",
    ),
)

_VANISHED = define(
    "texts.vanished",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file disappeared while WriterLens was reading it.",
    ),
)

_OUT_OF_MEMORY = define(
    "texts.out_of_memory",
    QT_TRANSLATE_NOOP(
        "messages",
        "there is not enough memory to read it.",
    ),
)

_FILE_TOO_LARGE = define(
    "texts.file_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file is {size}; WriterLens imports {extension} files up to "
        "{max_mb} MB. If it holds large pictures, save a copy "
        "without them (or save the story as .txt) and import that.",
    ),
)

_TEXT_TOO_LARGE = define(
    "texts.text_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "the file is {size}; WriterLens imports stories up to "
        "{max_mb} MB of text (about 2.5 million words). Split it "
        "into parts and import each.",
    ),
)

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

_READS = _FORMATS_READ()
_HINTS = {
    ".doc": _RESAVE_DOCX(),
    ".docm": _WORD_TO_DOCX(),
    ".dotx": _WORD_TO_DOCX(),
    ".pdf": (_EXPORT_DOCX_OR_TXT()),
    ".pages": _PAGES(),
    ".mobi": _CONVERT_TO_EPUB(),
    ".azw3": _CONVERT_TO_EPUB(),
    ".html": _SAVE_TXT(),
    ".htm": _SAVE_TXT(),
    ".scriv": _SCRIVENER(),
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
    data = _read_bytes(path, name, limit)
    if not data:
        raise ImportProblem(name, _FILE_EMPTY())
    extracted = reader(data, name, MAX_TEXT_CHARS)
    if not extracted.text:
        raise ImportProblem(
            name,
            _NO_TEXT(save_as=SAVE_AS),
        )
    if len(extracted.text) > MAX_TEXT_CHARS:
        raise ImportProblem(name, too_much_text(len(extracted.text), MAX_TEXT_CHARS))
    text, warnings = extracted.text, extracted.warnings
    if has_surrogates(text):
        text = mend_surrogates(text)
        warnings = (
            *warnings,
            _BROKEN_UTF16(name=name),
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
        raise ImportProblem(name, _FILE_MISSING()) from None
    except PermissionError:
        raise ImportProblem(name, _PERMISSION) from None
    except OSError as error:
        raise ImportProblem(name, _os_problem(error)) from None
    if stat.S_ISDIR(info.st_mode):
        raise ImportProblem(name, _IS_FOLDER())
    if extension not in _FORMATS:
        raise ImportProblem(name, _unsupported(extension))
    if not stat.S_ISREG(info.st_mode):
        raise ImportProblem(name, _NOT_REGULAR_FILE())
    if info.st_size == 0:
        raise ImportProblem(name, _FILE_EMPTY())
    return info.st_size


_PERMISSION = _PERMISSION_DENIED()


def _os_problem(error: OSError) -> Message:
    detail = error.strerror or type(error).__name__
    return _READ_FAILED(detail=detail)


def _read_bytes(path: Path, name: str, limit: int) -> bytes:
    from writerlens.handed_files import FileRefused, read_handed

    try:  # checked again on the open handle: the name may now be a pipe or a larger file
        return read_handed(path, limit)
    except FileRefused as exc:
        if isinstance(exc.error, PermissionError):
            raise ImportProblem(name, _PERMISSION) from None
        raise ImportProblem(name, exc.said or exc.message) from None
    except PermissionError:
        raise ImportProblem(name, _PERMISSION) from None
    except IsADirectoryError:
        raise ImportProblem(name, _IS_FOLDER_SHORT()) from None
    except FileNotFoundError:
        raise ImportProblem(name, _VANISHED()) from None
    except OSError as error:
        raise ImportProblem(name, _os_problem(error)) from None
    except MemoryError:
        raise ImportProblem(name, _OUT_OF_MEMORY()) from None


def _unsupported(extension: str) -> Message:
    if not extension:
        return _NO_EXTENSION(reads=_READS)
    hint = _HINTS.get(extension)
    if hint:
        return _CANNOT_READ_KIND_HINT(extension=extension, reads=_READS, hint=hint)
    return _CANNOT_READ_KIND(extension=extension, reads=_READS)


def _too_big(size: int, extension: str, is_container: bool) -> Message:
    if is_container:
        return _FILE_TOO_LARGE(
            size=megabytes(size),
            extension=extension,
            max_mb=MAX_CONTAINER_FILE_BYTES // MB,
        )
    return _TEXT_TOO_LARGE(size=megabytes(size), max_mb=MAX_TEXT_FILE_BYTES // MB)
