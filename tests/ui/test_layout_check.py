"""The clipping check itself finds clipped text (a check that cannot fail proves nothing)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from layout_check import clipped, english_left
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

LONG = "Zusammenfassungseinstellungen für lange Geschichten"


def _holder(qtbot, child: QWidget, width: int, height: int = 40) -> QWidget:
    top = QWidget()
    qtbot.addWidget(top)
    child.setParent(top)
    child.setGeometry(0, 0, width, height)
    top.resize(800, 400)
    top.show()
    qtbot.waitExposed(top)
    return top


def test_a_label_too_narrow_for_its_words_is_found(qtbot) -> None:
    label = QLabel(LONG)
    label.setObjectName("tight")
    top = _holder(qtbot, label, 80)
    assert any("tight" in p for p in clipped(top))
    label.setFixedWidth(label.sizeHint().width())
    assert not clipped(top)


def test_wrapped_text_too_short_for_its_lines_is_found(qtbot) -> None:
    label = QLabel(" ".join([LONG] * 6))
    label.setWordWrap(True)
    top = _holder(qtbot, label, 200, 20)
    assert any("height" in p for p in clipped(top))
    label.setFixedHeight(label.heightForWidth(200))
    assert not clipped(top)


def test_buttons_checkboxes_and_combos_too_narrow_are_found(qtbot) -> None:
    for widget in (QPushButton(LONG), QCheckBox(LONG)):
        assert clipped(_holder(qtbot, widget, 60)), type(widget).__name__
    combo = QComboBox()
    combo.addItem(LONG)
    top = _holder(qtbot, combo, 90)
    assert clipped(top)
    combo.setFixedWidth(combo.sizeHint().width() + 40)
    assert not clipped(top)


def test_elided_tabs_and_column_headers_are_found(qtbot) -> None:
    bar = QTabBar()
    for _ in range(4):
        bar.addTab(LONG)
    assert clipped(_holder(qtbot, bar, 300))
    view = QTableView()
    model = QStandardItemModel(1, 2)
    model.setHorizontalHeaderLabels([LONG, "x"])
    view.setModel(model)
    top = QWidget()
    qtbot.addWidget(top)
    QVBoxLayout(top).addWidget(view)
    view.horizontalHeader().resizeSection(0, 40)
    top.resize(600, 300)
    top.show()
    qtbot.waitExposed(top)
    assert any("column header" in p for p in clipped(top))


def test_english_left_matches_filled_in_placeholders() -> None:
    changed = {"Saved {title}.": "{title} gespeichert.", "Close": "Schließen", "{a} · {b}": "x"}
    assert english_left(["Saved My Story.", "Schließen", "Close", "1 · 2"], changed) == [
        "Saved My Story.",
        "Close",
    ]


@settings(max_examples=50, deadline=None)
@given(st.text(alphabet=st.characters(categories=["L", "Zs", "P"]), min_size=1, max_size=40))
def test_english_left_never_flags_the_translation(text: str) -> None:
    changed = {"Saved {title}.": "{title} gespeichert."}
    assert english_left([f"{text} gespeichert."], changed) == []


def test_a_wrapping_column_header_fits_only_when_the_header_is_tall_enough(qtbot) -> None:
    """The estimate table's headings wrap (German "Kosten für diese Geschichte"): one line of
    height is clipping, enough lines is not."""
    from PySide6.QtCore import Qt

    view = QTableView()
    model = QStandardItemModel(1, 2)
    model.setHorizontalHeaderLabels(["Kosten für diese Geschichte", "x"])
    view.setModel(model)
    header = view.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    top = QWidget()
    qtbot.addWidget(top)
    QVBoxLayout(top).addWidget(view)
    top.resize(600, 300)
    top.show()
    qtbot.waitExposed(top)
    header.resizeSection(0, 90)
    header.setFixedHeight(header.sizeHint().height())
    assert any("column header needs" in p and "of height" in p for p in clipped(top))
    header.setFixedHeight(4 * header.fontMetrics().lineSpacing() + 8)
    assert not any("column header" in p for p in clipped(top))
    header.resizeSection(0, 30)  # narrower than "Geschichte": no height can save it
    assert any("a word of the column header" in p for p in clipped(top))
