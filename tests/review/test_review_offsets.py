"""Qt positions <-> code points: the one conversion, checked by hand, by property and by Qt."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.review.spans import (
    codepoint_to_utf16,
    from_utf16_units,
    is_boundary,
    utf16_to_codepoint,
    utf16_units,
)

FOX = "🦊"  # astral plane: one code point, two UTF-16 units
E_ACUTE = "e\u0301"  # e + combining acute: two code points, two units, one grapheme
FAMILY = "👩\u200d👩\u200d👧"  # ZWJ sequence: 5 code points, 8 units, one grapheme


def _qt_text(text: str) -> str:
    """The text as a QTextDocument counts it: a CRLF line end is one block separator."""
    return text.replace("\r\n", "\n")


def _units(text: str) -> int:
    return len(_qt_text(text).encode("utf-16-le", "surrogatepass")) // 2


def _qt_slice(text: str, start: int, end: int) -> str:
    raw = _qt_text(text).encode("utf-16-le", "surrogatepass")
    return raw[2 * start : 2 * end].decode("utf-16-le", "surrogatepass")


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("plain", [(0, 0), (3, 3), (5, 5)]),
        (f"x{FOX}y", [(0, 0), (1, 1), (3, 2), (4, 3)]),
        (f"{FOX}{FOX}", [(0, 0), (2, 1), (4, 2)]),
        (f"caf{E_ACUTE}!", [(3, 3), (4, 4), (5, 5), (6, 6)]),
        (f"a{FAMILY}b", [(0, 0), (1, 1), (3, 2), (4, 3), (6, 4), (7, 5), (9, 6), (10, 7)]),
        ("ab\r\ncd", [(0, 0), (2, 2), (3, 4), (5, 6)]),
        ("a\r\r\nb", [(1, 1), (2, 2), (3, 4), (4, 5)]),  # a lone CR, then a CRLF
        (f"{FOX}\r\n{E_ACUTE}", [(2, 1), (3, 3), (4, 4), (5, 5)]),
    ],
)
def test_known_positions(text: str, pairs: list[tuple[int, int]]) -> None:
    for qt, cp in pairs:
        assert utf16_to_codepoint(text, qt) == cp, (text, qt)
        assert codepoint_to_utf16(text, cp) == qt, (text, cp)


@pytest.mark.parametrize(
    ("text", "qt"),
    [(f"x{FOX}y", 2), (FAMILY, 1), (FAMILY, 4), ("abc", 4), ("abc", -1), (f"{FOX}\r\n", 4)],
)
def test_qt_positions_that_cannot_exist_are_refused(text: str, qt: int) -> None:
    with pytest.raises(ValueError):
        utf16_to_codepoint(text, qt)


@pytest.mark.parametrize(("text", "cp"), [("ab\r\ncd", 3), ("abc", 4), ("abc", -1)])
def test_code_points_qt_cannot_show_are_refused(text: str, cp: int) -> None:
    with pytest.raises(ValueError):
        codepoint_to_utf16(text, cp)


# Characters that make conversion interesting, plus enough plain ones to separate them.
_ALPHABET = st.sampled_from(
    ["a", "b", " ", "é", "\u0301", "\u200d", FOX, "👩", "👧", "\r", "\n", "’", "中", "\U0001d11e"]
)
_TEXTS = st.lists(_ALPHABET, max_size=40).map("".join)


@given(_TEXTS)
def test_every_boundary_round_trips(text: str) -> None:
    for cp in range(len(text) + 1):
        if is_boundary(text, cp):
            assert utf16_to_codepoint(text, codepoint_to_utf16(text, cp)) == cp
    for qt in range(_units(text) + 1):
        try:
            cp = utf16_to_codepoint(text, qt)
        except ValueError:
            # only the middle of a surrogate pair has no code-point offset
            assert 0xDC00 <= ord(_qt_slice(text, qt, qt + 1)) <= 0xDFFF
            continue
        assert codepoint_to_utf16(text, cp) == qt


@given(_TEXTS, st.data())
def test_the_quote_at_converted_offsets_is_the_qt_slice(text: str, data: st.DataObject) -> None:
    boundaries = [cp for cp in range(len(text) + 1) if is_boundary(text, cp)]
    start = data.draw(st.sampled_from(boundaries))
    end = data.draw(st.sampled_from([b for b in boundaries if b >= start]))
    qt_start, qt_end = codepoint_to_utf16(text, start), codepoint_to_utf16(text, end)
    assert _qt_text(text[start:end]) == _qt_slice(text, qt_start, qt_end)
    assert qt_end - qt_start == _units(text[start:end])


@settings(max_examples=60, deadline=None)
@given(_TEXTS, st.data())
def test_a_real_qt_selection_holds_the_same_words(qapp, text: str, data: st.DataObject) -> None:
    """What the writer selects in a QTextDocument is exactly the quote we store."""
    from PySide6.QtGui import QTextCursor, QTextDocument

    document = QTextDocument()
    document.setPlainText(text)
    end_cursor = QTextCursor(document)
    end_cursor.movePosition(QTextCursor.MoveOperation.End)
    assert end_cursor.position() == codepoint_to_utf16(text, len(text))

    boundaries = [cp for cp in range(len(text) + 1) if is_boundary(text, cp)]
    start = data.draw(st.sampled_from(boundaries))
    end = data.draw(st.sampled_from([b for b in boundaries if b >= start]))
    cursor = QTextCursor(document)
    cursor.setPosition(codepoint_to_utf16(text, start))
    cursor.setPosition(codepoint_to_utf16(text, end), QTextCursor.MoveMode.KeepAnchor)
    selected = cursor.selectedText()
    # Qt reports block separators as U+2029 in a selection.
    expected = text[start:end].replace("\r\n", "\u2029").replace("\r", "\u2029")
    assert selected == expected.replace("\n", "\u2029")
    # ...and back: Qt's own positions convert to the same code points.
    assert utf16_to_codepoint(text, cursor.selectionStart()) == start
    assert utf16_to_codepoint(text, cursor.selectionEnd()) == end


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        (f"x{FOX}y", [(0, 0), (1, 1), (3, 2), (4, 3)]),
        (f"a{FAMILY}b", [(1, 1), (3, 2), (9, 6), (10, 7)]),
        ("ab\r\ncd", [(2, 2), (3, 3), (4, 4), (6, 6)]),  # a browser counts CR and LF apart
        (f"caf{E_ACUTE}", [(5, 5)]),
    ],
)
def test_javascript_offsets(text: str, pairs: list[tuple[int, int]]) -> None:
    """doccano's offsets: a JavaScript string's UTF-16 units, CRLF as two."""
    for units, cp in pairs:
        assert utf16_units(text, cp) == units, (text, cp)
        assert from_utf16_units(text, units) == cp, (text, units)
        assert len(text[:cp].encode("utf-16-le", "surrogatepass")) // 2 == units


@pytest.mark.parametrize(("text", "units"), [(f"x{FOX}y", 2), (FOX, 3), ("abc", -1), ("abc", 4)])
def test_javascript_offsets_inside_a_character_are_refused(text: str, units: int) -> None:
    with pytest.raises(ValueError):
        from_utf16_units(text, units)
