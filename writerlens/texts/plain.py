"""Plain-text stories (.txt): guess the encoding, refuse binaries, normalise.

A writer's .txt may come from any editor on any system: UTF-8 with or without a byte-order
mark, UTF-16 from Windows Notepad (with or without a mark, in any script), or a legacy code page
(Windows-1252 with “smart quotes”, KOI8-R, Shift JIS...). Decoding must never fail with a raw
``UnicodeDecodeError``; when we have to guess, the writer is told. What is not UTF-8 goes to a
real encoding detector (charset-normalizer), and bytes that read as garbage in every encoding
(a picture or random data renamed to .txt) are refused rather than imported as a "story".
"""

from __future__ import annotations

import codecs
import re

from writerlens.domain import ImportProblem
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.texts.extract import Extracted, binary_file, check_text_size
from writerlens.texts.normalize import normalize_text

_READ_AS_GUESSED = define(
    "texts.plain.read_as_guessed",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is not UTF-8, so WriterLens read it as {label}. If letters look wrong, save "
        "the file as UTF-8 and import it again.",
    ),
)

_READ_AS_CP1252 = define(
    "texts.plain.read_as_cp1252",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is not UTF-8, so WriterLens read it as Windows-1252 (Western "
        "European). If accented letters look wrong, save the file as UTF-8 and "
        "import it again.",
    ),
)

_CONTROL_CHARACTERS = define(
    "texts.plain.control_characters",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is full of control characters",
    ),
)

_NUL_BYTES = define(
    "texts.plain.nul_bytes",
    QT_TRANSLATE_NOOP(
        "messages",
        "it contains NUL bytes",
    ),
)

_ENCODING_UNKNOWN = define(
    "texts.plain.encoding_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "its bytes do not read as text in any encoding WriterLens knows",
    ),
)

_PARTLY_DAMAGED = define(
    "texts.plain.partly_damaged",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{name}” is {label} text but part of it is damaged; WriterLens shows the "
        "unreadable characters as “�”. Check those places against your original.",
    ),
)

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8-sig", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"),
)

#: Windows-1252, with its five undefined bytes read as Latin-1 (C1 controls, which
#: normalisation then drops) so that decoding can never fail.
_CP1252_TABLE = "".join(
    bytes([byte]).decode("cp1252", errors="ignore") or chr(byte) for byte in range(256)
)

#: C0 controls that never appear in text (tab, line feed, form feed, CR etc. are allowed).
_CONTROL_CHARS = re.compile("[\x01-\x08\x0e-\x1f]")
_SNIFF_BYTES = 64 * 1024
#: How much of a file the encoding detector looks at (it is slow on whole novels).
_DETECT_BYTES = 256 * 1024
#: Below this size there is too little to judge an encoding by: Windows-1252 is assumed.
_TOO_SHORT_TO_JUDGE = 64
#: Single-byte Latin code pages the detector confuses with each other on Western text; when it
#: names one of them and Windows-1252 is among its candidates, Windows-1252 wins (by far the
#: most common, and the one whose “smart quotes” these files usually hold).
_LATIN_FAMILY = frozenset(
    {"cp1252", "cp1250", "cp1257", "cp775", "cp850", "cp437", "latin_1", "iso8859_15",
     "iso8859_2", "iso8859_13", "iso8859_4", "mac_roman", "mac_latin2", "cp1254", "iso8859_9"}
)  # fmt: skip


def decode_text(data: bytes, name: str) -> tuple[str, list[str]]:
    """Decode a text file's bytes; returns the text and any warnings for the writer.

    Order: a byte-order mark decides; else UTF-16 without a mark (every other byte NUL); else NUL
    or many control bytes mean a binary file; else strict UTF-8; else Windows-1252 (warned).
    """
    for bom, codec, label in _BOMS:
        if data.startswith(bom):
            return _decode_declared(data, codec, label, name)
    utf16 = _sniff_utf16(data)
    if utf16 is not None:
        return _decode_declared(data, utf16, "UTF-16", name)
    sample = data[:_SNIFF_BYTES]
    if b"\x00" not in data:
        if _has_many_controls(sample.decode("latin-1")):
            raise ImportProblem(name, binary_file(_CONTROL_CHARACTERS()))
        try:
            return data.decode("utf-8"), []
        except UnicodeDecodeError:
            pass
    return _detected(data, name)


def _detected(data: bytes, name: str) -> tuple[str, list[str]]:
    """Text in an encoding the detector finds; refused if no encoding makes it read as text."""
    from charset_normalizer import from_bytes

    if b"\x00" not in data and len(data) < _TOO_SHORT_TO_JUDGE:
        return decode_cp1252(data), [_cp1252_warning(name)]
    sample = data[:_DETECT_BYTES]
    if len(data) > _DETECT_BYTES:
        sample = sample[: len(sample) & ~3]  # whole UTF-16/32 units
    results = from_bytes(sample)
    best = results.best()
    if best is None:
        if b"\x00" in data:
            raise ImportProblem(name, binary_file(_NUL_BYTES()))
        raise ImportProblem(name, binary_file(_ENCODING_UNKNOWN()))
    encoding = best.encoding
    if b"\x00" in data and not encoding.startswith(("utf_16", "utf_32")):
        raise ImportProblem(name, binary_file(_NUL_BYTES()))
    candidates = {result.encoding for result in results}
    if encoding in _LATIN_FAMILY and "cp1252" in candidates:
        return decode_cp1252(data), [_cp1252_warning(name)]
    text = data.decode(encoding, errors="replace")
    if _has_many_controls(text[:_SNIFF_BYTES]):
        raise ImportProblem(name, binary_file(_CONTROL_CHARACTERS()))
    label = _LABELS.get(encoding, encoding.replace("_", "-").upper())
    return text, [_READ_AS_GUESSED(name=name, label=label)]


_LABELS = {"utf_16_le": "UTF-16", "utf_16_be": "UTF-16", "utf_32_le": "UTF-32",
           "utf_32_be": "UTF-32", "cp932": "Shift JIS", "shift_jis": "Shift JIS",
           "koi8_r": "KOI8-R", "cp1251": "Windows-1251 (Cyrillic)", "gb18030": "GB18030",
           "big5": "Big5", "euc_jp": "EUC-JP", "euc_kr": "EUC-KR", "cp949": "EUC-KR"}  # fmt: skip


def _cp1252_warning(name: str) -> Message:
    return _READ_AS_CP1252(name=name)


def decode_cp1252(data: bytes) -> str:
    """Windows-1252 that cannot fail: undefined bytes become C1 controls (dropped later)."""
    return codecs.charmap_decode(data, "strict", _CP1252_TABLE)[0]


def _decode_declared(data: bytes, codec: str, label: str, name: str) -> tuple[str, list[str]]:
    """Decode with the encoding the file declares; damage becomes U+FFFD and a warning."""
    warnings: list[str] = []
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        text = data.decode(codec, errors="replace")
        warnings.append(_damaged_warning(name, label))
    if _has_many_controls(text[:_SNIFF_BYTES]):
        raise ImportProblem(name, binary_file(_CONTROL_CHARACTERS()))
    return text, warnings


def _damaged_warning(name: str, label: str) -> Message:
    return _PARTLY_DAMAGED(name=name, label=label)


def _sniff_utf16(data: bytes) -> str | None:
    """``"utf-16-le"``/``"utf-16-be"`` if the bytes look like UTF-16 without a BOM.

    Strict on purpose, or a binary file with many NULs would be "decoded" into nonsense: most
    high bytes must be NUL (Latin text), no low byte may be, and the decoded start must be text
    rather than control codes.
    """
    sample = data[: _SNIFF_BYTES & ~1]
    half = len(sample) // 2
    if half < 2 or len(data) % 2:
        return None
    even, odd = sample[0::2], sample[1::2]
    for high, low, codec in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if high.count(0) >= 0.7 * half and low.count(0) <= 0.01 * half:
            decoded = sample.decode(codec, errors="replace")
            return None if _has_many_controls(decoded) else codec
    return None


def _has_many_controls(text: str) -> bool:
    """More than 2% C0 control characters (other than tab, newlines, form feed): not text."""
    controls = len(_CONTROL_CHARS.findall(text))
    return controls >= 4 and controls * 50 > len(text)


def read_txt(data: bytes, name: str, max_chars: int) -> Extracted:
    """A .txt story: decoded, checked for size, normalised. The title comes from the file name."""
    text, warnings = decode_text(data, name)
    check_text_size(name, len(text), max_chars)
    return Extracted(text=normalize_text(text), warnings=tuple(warnings))
