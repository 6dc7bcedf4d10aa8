"""Find text a writer cannot read whole: labels, buttons, tabs, headers and titles too narrow
(or too short, for wrapped text) for their words.

Each widget's needed size comes from Qt itself (font metrics of its text plus the margins, or
its size hint) and is compared with the size the layout really gave it. Used by the language
tests (every shipped language and the pseudo-locale, whose strings are ~40 % longer).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTabWidget,
    QWidget,
)

SLACK = 2  # pixels of rounding
PLACEHOLDER_RE = r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%(?:n|L?\d|[pvm])"


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _showing(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if label.textFormat() == Qt.TextFormat.PlainText or (
        label.textFormat() == Qt.TextFormat.AutoText and not QtGui.Qt.mightBeRichText(text)
    ):
        plain = text
        rich = False
    else:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(text)
        plain = doc.toPlainText()
        rich = True
    if label.buddy() is not None or ("&" in plain and not rich):
        plain = _plain(plain)
    margins = label.contentsMargins()
    extra = margins.left() + margins.right() + 2 * label.margin() + max(label.indent(), 0)
    available = label.width() - extra
    metrics = label.fontMetrics()
    if label.wordWrap():
        words = [w for w in re.split(r"\s+", plain) if w]
        longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        if longest > available + SLACK and not rich:
            return f"a word is {longest}px wide in {available}px"
        need_h = label.heightForWidth(label.width())
        if need_h > label.height() + SLACK:
            return f"needs {need_h}px of height, has {label.height()}px"
        return None
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        need = doc.idealWidth()
    else:
        need = max(metrics.horizontalAdvance(line) for line in plain.split("\n"))
    if need > available + SLACK:
        return f"needs {need:.0f}px, has {available}px"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    need = button.sizeHint().width()
    if isinstance(button, QPushButton):
        # the style's size hint makes a push button at least 80px wide (a dialog button's
        # look); a narrower "←" shows its text whole all the same, so its text is measured
        style = button.style()
        icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
        text = button.fontMetrics().horizontalAdvance(_plain(button.text()))
        frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
        need = min(need, text + icon + 2 * (margin + frame))
    if need > button.width() + SLACK:
        return f"needs {need}px, has {button.width()}px"
    return None


def _tab_problems(bar: QTabBar) -> Iterator[tuple[str, str]]:
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        need = bar.tabSizeHint(index).width()
        have = bar.tabRect(index).width()
        text = bar.tabText(index)
        if need > have + SLACK and bar.elideMode() != Qt.TextElideMode.ElideNone:
            yield text, f"tab needs {need}px, has {have}px"
        if bar.tabRect(index).right() > bar.width() + SLACK:
            yield text, "tab runs past the end of the bar (hidden behind scroll arrows)"


def _header_problems(header: QHeaderView) -> Iterator[tuple[str, str]]:
    if header.orientation() != Qt.Orientation.Horizontal or not header.isVisible():
        return
    model = header.model()
    if model is None:
        return
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
            continue
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        if not text:
            continue
        have = header.sectionSize(section)
        if header.defaultAlignment() & Qt.TextFlag.TextWordWrap:
            # a wrapping heading fits when its longest word does and the header is as tall
            # as its lines
            words = text.split()
            longest = max(metrics.horizontalAdvance(w) for w in words) + 2 * margin
            if longest > have + SLACK:
                yield text, f"a word of the column header is {longest}px wide in {have}px"
                continue
            box = metrics.boundingRect(
                QRect(0, 0, have - 2 * margin, 10_000), int(Qt.TextFlag.TextWordWrap), text
            )
            if box.height() > header.height() + SLACK:
                yield (
                    text,
                    f"column header needs {box.height()}px of height, has {header.height()}px",
                )
            continue
        need = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 2 * margin
        if need > have + SLACK:
            yield text, f"column header needs {need}px, has {have}px"


def clipped(top: QWidget) -> list[str]:
    """Every piece of text in ``top`` (as shown now) that does not fit, described."""
    found: list[str] = []

    def note(widget: QWidget, text: str, why: str) -> None:
        name = widget.objectName() or type(widget).__name__
        found.append(f"{name}: “{text[:60]}” {why}")

    for widget in [top, *top.findChildren(QWidget)]:
        if not _showing(widget, top):
            continue
        if isinstance(widget, QLabel):
            why = _label_problem(widget)
            if why:
                note(widget, widget.text(), why)
        elif isinstance(widget, QAbstractButton):
            why = _button_problem(widget)
            if why:
                note(widget, widget.text(), why)
        elif isinstance(widget, QTabBar):
            for text, why in _tab_problems(widget):
                note(widget, text, why)
        elif isinstance(widget, QHeaderView):
            for text, why in _header_problems(widget):
                note(widget, text, why)
        elif isinstance(widget, QGroupBox) and widget.title():
            need = widget.fontMetrics().horizontalAdvance(_plain(widget.title())) + 24
            if need > widget.width() + SLACK:
                note(widget, widget.title(), f"title needs {need}px, has {widget.width()}px")
        elif isinstance(widget, QComboBox) and widget.currentText() and not widget.isEditable():
            option = QStyleOptionComboBox()
            option.initFrom(widget)
            field = widget.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox,
                option,
                QStyle.SubControl.SC_ComboBoxEditField,
                widget,
            )
            need = widget.fontMetrics().horizontalAdvance(widget.currentText())
            if need > field.width() + SLACK:
                note(widget, widget.currentText(), f"needs {need}px, has {field.width()}px")
        elif isinstance(widget, QTabWidget):
            continue
    return found


def _standard(button: QAbstractButton) -> bool:
    box = button.parentWidget()
    return isinstance(box, QDialogButtonBox) and (
        box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton
    )


def shown_texts(top: QWidget) -> list[str]:
    """The words on screen: labels, buttons, tabs, headers, group titles, the window title."""
    texts = [top.windowTitle()]
    for widget in [top, *top.findChildren(QWidget)]:
        if not _showing(widget, top):
            continue
        if isinstance(widget, QAbstractButton) and _standard(widget):
            continue  # Qt's own words (its qtbase catalogue), not ours
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QHeaderView) and widget.model() is not None:
            orientation = widget.orientation()
            texts += [
                str(widget.model().headerData(i, orientation) or "") for i in range(widget.count())
            ]
    return [t for t in texts if t]


def english_left(texts: list[str], changed: dict[str, str]) -> list[str]:
    """The texts that are an English catalogue string (whole, or with its placeholders filled
    in) although the catalogue translates that string differently."""
    patterns = []
    for source in changed:
        if "{" not in source and "%" not in source:
            continue
        pieces = re.split(PLACEHOLDER_RE, source)
        if not any(re.search(r"[A-Za-z]{3,}", piece) for piece in pieces):
            continue  # only placeholders and punctuation: it would match anything
        patterns.append(re.compile("(?s)" + ".+?".join(re.escape(p) for p in pieces) + "$"))
    left = []
    for text in texts:
        if text in changed or any(p.match(text) for p in patterns):
            left.append(text)
    return left
