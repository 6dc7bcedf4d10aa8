"""Open the zip container of a .docx, .odt or .epub safely.

The libraries that read these formats trust the archive; a damaged file would surface as a raw
``zipfile.BadZipFile`` and a "zip bomb" (a small file that unpacks to gigabytes) would exhaust
memory. This module checks both before any library sees the bytes. ``zipfile`` never unpacks an
entry beyond its declared size, so capping the declared total caps what can be read; the part
that holds the text is also read in chunks and stopped at :data:`MAX_TEXT_PART_BYTES` of bytes
actually produced, and its number of XML tags is counted before any parser builds a tree (a
367 KB .odt of 200 MB of empty paragraphs once took 12.6 GB to parse).
"""

from __future__ import annotations

import io
import zipfile
import zlib

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.extract import MB, damaged

_NOT_ZIP_CONTAINER = define(
    "texts.archive.not_zip_container",
    QT_TRANSLATE_NOOP(
        "messages",
        "this is not a real {kind} file: it is password-protected or an older format "
        "(such as a Word 97-2003 .doc) renamed to {kind}. Open it in your word "
        "processor, remove any password, save it as {kind} and import that.",
    ),
)

_NOT_ZIP = define(
    "texts.archive.not_zip",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a valid zip archive",
    ),
)

_TOO_LARGE_UNPACKED = define(
    "texts.archive.too_large_unpacked",
    QT_TRANSLATE_NOOP(
        "messages",
        "the {kind} file would unpack to {unpacked_mb:.0f} MB, more than the "
        "{max_mb} MB WriterLens allows (it may hold very large "
        "pictures, or be damaged). Save the story as .txt and import that.",
    ),
)

_TOO_MUCH_MARKUP = define(
    "texts.archive.too_much_markup",
    QT_TRANSLATE_NOOP(
        "messages",
        "the {kind} file's text is made of more than {max_text_part_tags:,} pieces "
        "of markup, far more than a story has (it may be damaged or made to break "
        "programs). Open it in your word processor, save the story as .txt and "
        "import that.",
    ),
)

_PART_UNREADABLE = define(
    "texts.archive.part_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "its part “{member}” cannot be read",
    ),
)

_PASSWORD_PROTECTED = define(
    "texts.archive.password_protected",
    QT_TRANSLATE_NOOP(
        "messages",
        "this {kind} file is password-protected, so WriterLens cannot read its text. "
        "Save a copy without a password and import that.",
    ),
)

_PART_TOO_LARGE = define(
    "texts.archive.part_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "the {kind} file's part “{member}” unpacks to more than {cap_mb} MB, far "
        "more than a story needs (it may be damaged). Save the story as .txt and "
        "import that.",
    ),
)

#: The most a container may unpack to, all entries together (pictures included).
MAX_UNCOMPRESSED_BYTES = 256 * MB

#: The most the XML part holding the story (content.xml, word/document.xml) may unpack to.
MAX_TEXT_PART_BYTES = 96 * MB
#: The most tags that part may hold: a novel of 2.5 million words in Word has about a million.
MAX_TEXT_PART_TAGS = 4_000_000
_CHUNK = 1024 * 1024

#: An OLE2 compound file: an old binary Office document, or a password-protected .docx.
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def open_zip(data: bytes, name: str, kind: str) -> zipfile.ZipFile:
    """The archive in ``data``, or an :class:`ImportProblem` saying why it cannot be read."""
    if data.startswith(_OLE_MAGIC):
        raise ImportProblem(
            name,
            _NOT_ZIP_CONTAINER(kind=kind),
        )
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        entries = archive.infolist()
    except Exception:  # BadZipFile, NotImplementedError ("zip file version"), EOFError...
        raise ImportProblem(name, damaged(kind, _NOT_ZIP())) from None
    unpacked = sum(entry.file_size for entry in entries)
    if unpacked > MAX_UNCOMPRESSED_BYTES:
        archive.close()
        raise ImportProblem(
            name,
            _TOO_LARGE_UNPACKED(
                kind=kind,
                unpacked_mb=unpacked / MB,
                max_mb=MAX_UNCOMPRESSED_BYTES // MB,
            ),
        )
    return archive


def member_names(archive: zipfile.ZipFile) -> set[str]:
    return {entry.filename for entry in archive.infolist()}


def read_text_part(archive: zipfile.ZipFile, member: str, name: str, kind: str) -> bytes:
    """The XML part that holds the story, refused early if it unpacks to too much or holds
    too many tags for its tree to fit in memory."""
    data = read_member(archive, member, name, kind, cap=MAX_TEXT_PART_BYTES)
    if data.count(b"<") > MAX_TEXT_PART_TAGS:
        raise ImportProblem(name, _too_many_tags(kind))
    return data


def check_markup_parts(archive: zipfile.ZipFile, name: str, kind: str) -> None:
    """For formats a library opens by itself (.epub): every markup part read once, capped,
    and their tags counted together, before the library builds its trees."""
    tags = 0
    for entry in archive.infolist():
        if entry.filename.lower().endswith(_MARKUP_SUFFIXES):
            part = read_member(archive, entry.filename, name, kind, cap=MAX_TEXT_PART_BYTES)
            tags += part.count(b"<")
            if tags > MAX_TEXT_PART_TAGS:
                raise ImportProblem(name, _too_many_tags(kind))


def _too_many_tags(kind: str) -> Message:
    return _TOO_MUCH_MARKUP(kind=kind, max_text_part_tags=MAX_TEXT_PART_TAGS)


_MARKUP_SUFFIXES = (".xhtml", ".html", ".htm", ".xml", ".opf", ".ncx")


def read_member(
    archive: zipfile.ZipFile, member: str, name: str, kind: str, cap: int = MAX_UNCOMPRESSED_BYTES
) -> bytes:
    """One entry's bytes, at most ``cap`` of them (counted as they are unpacked, whatever the
    archive declares); a bad entry (CRC error, unsupported compression) is a damaged file."""
    try:
        return _read_capped(archive, member, name, kind, cap)
    except (
        zipfile.BadZipFile,
        zlib.error,
        KeyError,
        NotImplementedError,
        ValueError,
        EOFError,
        OSError,
    ):
        raise ImportProblem(name, damaged(kind, _PART_UNREADABLE(member=member))) from None
    except RuntimeError:  # an encrypted zip entry
        raise ImportProblem(
            name,
            _PASSWORD_PROTECTED(kind=kind),
        ) from None


def _read_capped(archive: zipfile.ZipFile, member: str, name: str, kind: str, cap: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    with archive.open(member) as handle:
        while chunk := handle.read(_CHUNK):
            size += len(chunk)
            if size > cap:
                raise ImportProblem(
                    name,
                    _PART_TOO_LARGE(kind=kind, member=member[:80], cap_mb=cap // MB),
                )
            chunks.append(chunk)
    return b"".join(chunks)
