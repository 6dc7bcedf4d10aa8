"""What a writer reads on a screen, walked widget by widget, and the jargon it must not show bare.

``shown_texts`` collects every visible label, button, group title, tab, table header and cell
with the tooltip that goes with it; ``bare_jargon`` lists the texts that use a technical word
without the glossary's plain explanation of it one hover away. The screens' builders are here so
that the test and the screenshots open the very same screens.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from writerlens.ui import glossary

#: technical words a writer should not meet bare -> glossary entries whose explanation covers it
JARGON: dict[str, tuple[str, ...]] = {
    "token": ("length",),
    "grade": ("reading_level",),
    "flesch": ("reading_level",),
    "kincaid": ("reading_level",),
    "density": ("copied_runs",),
    "compression": ("shorter",),
    "n-gram": ("phrases",),
    "ngram": ("phrases",),
    "word sequence": ("phrases",),
    "extractive": ("shared_words", "copied_runs"),
    "/m tok": ("cost",),
    "per million": ("cost",),
    "quantis": ("quantisation",),
    "quantiz": ("quantisation",),
    "context window": ("context",),
    "context size": ("context",),
    "trained context": ("context",),
    "kv cache": ("memory",),
}
#: a raw cost to four places ("$0.0338") is never what a writer should read
RAW_COST = re.compile(r"\$\s?[\d,]*\d\.\d{3,}")


@dataclass(frozen=True)
class Shown:
    where: str  # the widget's class and object name, or the table's, with the cell
    text: str
    tooltip: str


def plain_text(text: str) -> str:
    """What a label shows, without its markup and mnemonics."""
    if "<" in text:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return html.unescape(text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__}#{widget.objectName() or '?'}"


def _item_texts(view: QAbstractItemView, where: str) -> list[Shown]:
    model = view.model()
    if model is None:
        return []
    found: list[Shown] = []
    display, tip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole

    def columns(parent: Any) -> int:
        try:
            return model.columnCount(parent)
        except TypeError:  # a list widget's model keeps columnCount private: one column
            return 1

    for column in range(columns(QModelIndex())):
        text = model.headerData(column, Qt.Orientation.Horizontal, display)
        if text:
            found.append(
                Shown(
                    f"{where} header {column}",
                    str(text),
                    str(model.headerData(column, Qt.Orientation.Horizontal, tip) or ""),
                )
            )

    def walk(parent: Any, depth: int) -> None:
        for row in range(min(model.rowCount(parent), 50)):
            for column in range(columns(parent)):
                index = model.index(row, column, parent)
                text = index.data(display)
                if text:
                    found.append(
                        Shown(f"{where} cell {row},{column}", str(text), str(index.data(tip) or ""))
                    )
            if depth < 2:
                walk(model.index(row, 0, parent), depth + 1)

    walk(QModelIndex(), 0)
    return found


def shown_texts(root: QWidget) -> list[Shown]:
    """Every text a writer can see in ``root`` now, with its tooltip."""
    QApplication.processEvents()
    found: list[Shown] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        where, tip = _name(widget), widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append(Shown(where, plain_text(widget.text()), tip))
        elif isinstance(widget, QGroupBox):
            found.append(Shown(where, plain_text(widget.title()), tip))
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                found.append(Shown(f"{where} tab {i}", plain_text(widget.tabText(i)), ""))
        elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            found += _item_texts(widget, where)
        elif isinstance(widget, QLineEdit):
            found.append(Shown(where, widget.placeholderText(), tip))
        elif isinstance(widget, QComboBox):
            found.append(Shown(where, widget.currentText(), tip))
        elif isinstance(widget, QSpinBox):
            found.append(Shown(where, widget.prefix() + widget.suffix(), tip))
    return [s for s in found if s.text.strip()]


def explains(tooltip: str, keys: tuple[str, ...]) -> bool:
    """The tooltip holds the glossary's plain explanation of one of ``keys``."""
    return any(html.escape(glossary.term(key).explanation) in tooltip for key in keys)


def bare_jargon(shown: list[Shown]) -> list[str]:
    """The texts that use a technical word with no plain explanation of it in their tooltip."""
    problems = []
    for item in shown:
        lowered = item.text.casefold()
        for word, keys in JARGON.items():
            if word in lowered and not explains(item.tooltip, keys):
                problems.append(f"{item.where}: {word!r} in {item.text!r}")
        if RAW_COST.search(item.text):
            problems.append(f"{item.where}: a raw cost in {item.text!r}")
    return problems


def save_shots(widget: QWidget, name: str, folder: Path) -> list[Path]:
    """The screen at 1280x800 and at 1024x640 (what the brief asks to look at)."""
    paths = []
    for width, height in ((1280, 800), (1024, 640)):
        widget.resize(width, height)
        for _ in range(3):  # layouts and the tables' zero-delay refits settle
            QApplication.sendPostedEvents()
            QTest.qWait(30)
        path = folder / f"p17-{name}-{width}x{height}.png"
        assert widget.grab().save(str(path))
        paths.append(path)
    return paths
