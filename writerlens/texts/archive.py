"""Open the zip container of a .docx, .odt or .epub safely.

The libraries that read these formats trust the archive; a damaged file would surface as a raw
``zipfile.BadZipFile`` and a "zip bomb" (a small file that unpacks to gigabytes) would exhaust
memory. This module checks both before any library sees the bytes. ``zipfile`` never unpacks an
entry beyond its declared size, so capping the declared total caps what can be read.
"""

from __future__ import annotations

import io
import zipfile
import zlib

from writerlens.domain import ImportProblem
from writerlens.texts.extract import MB, damaged

#: The most a container may unpack to, all entries together (pictures included).
MAX_UNCOMPRESSED_BYTES = 256 * MB

#: An OLE2 compound file: an old binary Office document, or a password-protected .docx.
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def open_zip(data: bytes, name: str, kind: str) -> zipfile.ZipFile:
    """The archive in ``data``, or an :class:`ImportProblem` saying why it cannot be read."""
    if data.startswith(_OLE_MAGIC):
        raise ImportProblem(
            name,
            f"this is not a real {kind} file: it is password-protected or an older format "
            f"(such as a Word 97-2003 .doc) renamed to {kind}. Open it in your word processor, "
            f"remove any password, save it as {kind} and import that.",
        )
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        entries = archive.infolist()
    except Exception:  # BadZipFile, NotImplementedError ("zip file version"), EOFError...
        raise ImportProblem(name, damaged(kind, "it is not a valid zip archive")) from None
    unpacked = sum(entry.file_size for entry in entries)
    if unpacked > MAX_UNCOMPRESSED_BYTES:
        archive.close()
        raise ImportProblem(
            name,
            f"the {kind} file would unpack to {unpacked / MB:.0f} MB, more than the "
            f"{MAX_UNCOMPRESSED_BYTES // MB} MB WriterLens allows (it may hold very large "
            f"pictures, or be damaged). Save the story as .txt and import that.",
        )
    return archive


def member_names(archive: zipfile.ZipFile) -> set[str]:
    return {entry.filename for entry in archive.infolist()}


def read_member(archive: zipfile.ZipFile, member: str, name: str, kind: str) -> bytes:
    """One entry's bytes; a bad entry (CRC error, unsupported compression) is a damaged file."""
    try:
        return archive.read(member)
    except (
        zipfile.BadZipFile,
        zlib.error,
        KeyError,
        NotImplementedError,
        ValueError,
        EOFError,
        OSError,
    ):
        raise ImportProblem(name, damaged(kind, f"its part “{member}” cannot be read")) from None
    except RuntimeError:  # an encrypted zip entry
        raise ImportProblem(
            name,
            f"this {kind} file is password-protected, so WriterLens cannot read its text. Save "
            "a copy without a password and import that.",
        ) from None
