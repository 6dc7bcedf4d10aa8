"""Marks on a summary stay right now that only the visible ones are measured and drawn.

The summary view used to measure every span on every paint; it now measures only the spans on
the screenful shown, once per layout. These tests look at the pixels: a mark far down a long
summary is drawn when the writer scrolls to it, a click on its text still finds it, adding and
removing marks redraws them, and lines with marks still get room for their lanes.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QTextCursor

from writerlens.domain import Span
from writerlens.review.spans import (
    _walk_positions,
    codepoint_at,
    codepoint_to_utf16,
    qt_positions,
    utf16_to_codepoint,
)
from writerlens.review.taxonomy import taxonomy_by_id
from writerlens.ui.reader import story_font
from writerlens.ui.review.marks import style_for
from writerlens.ui.review.summary_view import LANE, SummaryView

SENTENCE = "The lamplighter kept a ledger of every flame he lit along the harbour road. "
GREEN = style_for("analysis").color  # the colour of the marks under test; the rest are orange


def long_summary(paragraphs: int = 30) -> str:
    return "\n".join(SENTENCE * 4 + f"Paragraph {n} ends here." for n in range(paragraphs))


def make_span(span_id: int, text: str, start: int, end: int, label: str) -> Span:
    return Span(
        id=span_id,
        review_id=1,
        summary_id=1,
        start=start,
        end=end,
        quote=text[start:end],
        prefix=text[max(0, start - 8) : start],
        suffix=text[end : end + 8],
        label_id=label,
    )


def background_spans(text: str, count: int, first_id: int = 1) -> list[Span]:
    """Many orange marks over the whole text, some overlapping."""
    words = [i + 1 for i, ch in enumerate(text) if ch == " "]
    spans = []
    for n in range(count):
        start = words[(n * 5) % (len(words) - 6)]
        end = words[(n * 5) % (len(words) - 6) + 1 + n % 4] - 1
        spans.append(make_span(first_id + n, text, start, end, "coverage.vague"))
    return spans


def in_paragraph(text: str, paragraph: int, word: int, words: int = 3) -> tuple[int, int]:
    """Code points of some words of one paragraph."""
    offset = sum(len(p) + 1 for p in text.split("\n")[:paragraph])
    body = text.split("\n")[paragraph]
    starts = [0] + [i + 1 for i, ch in enumerate(body) if ch == " "]
    end = starts[word + words] - 1
    return offset + starts[word], offset + end


@pytest.fixture
def view(qtbot) -> Iterator[SummaryView]:
    widget = SummaryView(taxonomy_by_id())
    widget.setFont(story_font())
    qtbot.addWidget(widget)
    widget.resize(700, 420)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def drawn(view: SummaryView, span: Span, color: QColor = GREEN) -> bool:
    """Pixels of the mark's colour under the span's first line, where its lane runs."""
    cursor = QTextCursor(view.document())
    cursor.setPosition(codepoint_to_utf16(view.text, span.start))
    first = view.cursorRect(cursor)
    cursor.setPosition(codepoint_to_utf16(view.text, span.end))
    last = view.cursorRect(cursor)
    right = last.x() if last.top() == first.top() else view.viewport().width()
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    pixels = bytes(image.constBits())  # B, G, R, X per pixel
    stride = image.bytesPerLine()
    hits = 0
    for y in range(max(first.top(), 0), min(first.bottom() + 6 * LANE, image.height())):
        for x in range(max(first.x(), 0), min(right, image.width()), 2):
            b, g, r = pixels[y * stride + 4 * x : y * stride + 4 * x + 3]
            distance = abs(r - color.red()) + abs(g - color.green()) + abs(b - color.blue())
            hits += distance < 70
    return hits >= 4


def settle(qtbot) -> None:
    qtbot.wait(30)


def test_a_mark_far_down_is_drawn_when_the_writer_scrolls_to_it(qtbot, view: SummaryView) -> None:
    text = long_summary()
    top = make_span(900, text, *in_paragraph(text, 0, 2), "analysis.unsupported")
    bottom = make_span(901, text, *in_paragraph(text, 29, 5), "analysis.unsupported")
    view.set_summary(text, [*background_spans(text, 300), top, bottom])
    settle(qtbot)
    assert drawn(view, top)
    assert view.verticalScrollBar().value() == 0  # the summary opens at its beginning

    view.select_span(bottom.id)
    settle(qtbot)
    assert view.verticalScrollBar().value() > 0
    assert drawn(view, bottom)

    view.select_span(top.id)
    settle(qtbot)
    assert drawn(view, top)


def test_every_mark_is_drawn_wherever_it_is(qtbot, view: SummaryView) -> None:
    text = long_summary(12)
    targets = [
        make_span(800 + p, text, *in_paragraph(text, p, 3 + p % 20), "analysis.unsupported")
        for p in range(12)
    ]
    view.set_summary(text, [*background_spans(text, 150), *targets])
    for span in reversed(targets):
        view.select_span(span.id)
        settle(qtbot)
        assert drawn(view, span), span.quote


def test_clicking_a_marks_text_reports_that_mark(qtbot, view: SummaryView) -> None:
    text = long_summary()
    target = make_span(900, text, *in_paragraph(text, 25, 4, words=4), "analysis.unsupported")
    view.set_summary(text, [*background_spans(text, 300, first_id=1000), target])
    view.select_span(target.id)
    view.setTextCursor(QTextCursor(view.document()))  # nothing selected: a click activates
    settle(qtbot)
    cursor = QTextCursor(view.document())
    cursor.setPosition(codepoint_to_utf16(text, target.start + 2))
    point = view.cursorRect(cursor).center()
    hit = view.span_at(point)
    assert hit is not None
    with qtbot.waitSignal(view.span_activated) as activated:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    # The innermost mark under the click: the target, or a shorter orange one inside it.
    assert activated.args[0] == hit
    covering = [s for s in view._spans.values() if s.start <= target.start + 2 < s.end]
    assert hit in {s.id for s in covering}
    assert view.span_at(QPoint(point.x(), point.y() - 10_000)) != target.id


def test_adding_and_removing_a_mark_redraws_it(qtbot, view: SummaryView) -> None:
    text = long_summary(6)
    others = background_spans(text, 40)
    view.set_summary(text, others)
    new = make_span(700, text, *in_paragraph(text, 1, 6), "analysis.unsupported")
    settle(qtbot)
    assert not drawn(view, new)

    view.set_spans([*others, new])
    settle(qtbot)
    assert drawn(view, new)

    view.set_spans(others)
    settle(qtbot)
    assert not drawn(view, new)


def test_marks_under_a_paragraphs_last_line_do_not_run_into_the_next(
    qtbot, view: SummaryView
) -> None:
    text = "A first paragraph, plain and unmarked.\n"
    text += "A second paragraph with three marks stacked over the same words here.\n"
    text += "A third paragraph, plain again, right below the marks."
    start = text.index("three marks")
    stacked = [
        make_span(1, text, start, start + 11, "coverage.vague"),
        make_span(2, text, start, start + 17, "faithfulness.action"),
        make_span(3, text, start + 6, start + 20, "analysis.unsupported"),
    ]
    view.set_summary(text, stacked)
    settle(qtbot)
    doc = view.document()
    marked, below = doc.findBlockByNumber(1), doc.findBlockByNumber(2)
    last = marked.layout().lineAt(marked.layout().lineCount() - 1)
    text_bottom = marked.layout().position().y() + last.y() + last.ascent() + last.descent()
    lanes_bottom = text_bottom + 2 + 3 * LANE  # three lanes, each a bar and a name
    first = below.layout().lineAt(0)
    assert below.layout().position().y() + first.y() >= lanes_bottom
    assert view.toPlainText() == text  # the text itself is untouched
    for span in stacked:
        assert drawn(view, span, style_for(span.label_id).color)


@pytest.mark.parametrize(
    "text",
    ["", "plain ASCII", "accents: café, naïve", "astral: 🦊 and 𝄞", "a\r\nb\rc\n", "🦊\r\n"],
)
def test_the_position_table_counts_as_qt_does(text: str) -> None:
    assert list(qt_positions(text)) == _walk_positions(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab \r\n“”—é🦊𝄞", max_size=40), st.integers(-2, 90))
def test_a_qt_position_goes_back_to_the_code_point_the_slow_walk_finds(
    text: str, qt_position: int
) -> None:
    """The selection is converted by bisecting the position table; it must agree with
    utf16_to_codepoint everywhere, refusals (inside a surrogate pair, past the end) included."""
    try:
        expected: int | None = utf16_to_codepoint(text, qt_position)
    except ValueError:
        expected = None
    try:
        found: int | None = codepoint_at(qt_positions(text), qt_position)
    except ValueError:
        found = None
    assert found == expected


def test_a_label_near_the_right_margin_is_written_leftwards_not_clipped() -> None:
    from writerlens.ui.review.mark_pieces import tag_left

    assert tag_left(10.0, 120.0, 400.0) == 10.0  # room: at its mark
    assert tag_left(350.0, 120.0, 400.0) + 120.0 <= 400.0  # no room: it ends at the edge
    assert tag_left(350.0, 500.0, 400.0) == 2.0  # wider than the view: from the margin
