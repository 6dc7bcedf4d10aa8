"""What a user would notice on one screen: controls cut off, raw ids, English left in a translated
screen. Used by packaging/first_hour.py (the walk through the first hour) and its tests.

Qt measures: each widget's needed size comes from its own font metrics and size hints
(tests/ui/layout_check.py, shared with the language tests), and each widget's visible part is
its rectangle cut by every parent up to the window. Words are judged by rules a translator
would use: an id is a word a writer never types (``coverage.vague``, ``detailed_subplot``, a
provider's kind in brackets), English is a catalogue string shown untranslated, or a sentence
made of English words that German and Spanish do not have ("the", "with", "your").
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QStyle,
    QTabBar,
    QTableView,
    QTextEdit,
    QTreeView,
    QWidget,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from layout_check import SLACK, clipped, english_left, shown_texts

__all__ = [
    "CUT",
    "ENGLISH",
    "RAW",
    "clipped",
    "cut_off",
    "english_left",
    "english_words",
    "raw_ids",
    "screen_texts",
]

CUT, RAW, ENGLISH = "cut off", "raw id", "English"

#: controls a user reads or works; a part of one outside the window cannot be reached
CONTROLS = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QLabel,
    QSpinBox,
    QSlider,
    QTabBar,
    QAbstractItemView,
    QTextEdit,
)

#: file and web endings: ``report.json`` and ``example.org`` are names, not ids
_ENDINGS = "json csv tsv txt md docx odt epub rtf png svg pdf html htm tex gguf wlbundle wlstudy"
ENDINGS = frozenset(f"{_ENDINGS} toml zip qm ts py com org net io ai dev edu de es uk".split())
SNAKE = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])")
DOTTED = re.compile(r"(?<![\w./@-])[a-z][a-z_]*(?:\.[a-z][a-z_]*)+(?![\w-])")
#: a count's noun written for any number, "1 bundle(s)": a program's words, not a sentence
MAYBE_PLURAL = re.compile(r"\b\w+\(s\)")
#: the provider kinds of writerlens.llm.factory and the practice models' kinds, as a model's
#: suffix: "fake-model (openai-compatible)"
KIND = re.compile(r"\((?:anthropic|openai|openai-compatible|local|demo|test|llama_cpp)\)")

#: English words that are no German or Spanish word (so "die", "was", "also", "a", "no",
#: "has", "not", "will", "man", "most" and "in" are left out)
_ENGLISH_ONLY = """the and of to with your you this that for from are is be by or it its which
    what when
    there their been were would could should these those they them we our can into about
    after before only other than each every then how why where who here yet still just
    being does did done don't isn't aren't can't won't doesn't"""
ENGLISH_ONLY = frozenset(_ENGLISH_ONLY.split())
WORD = re.compile(r"[A-Za-z][A-Za-z']*")
#: where a text joins a piece of data to words of its own: "Scene 2: <the story's words>…"
PARTS = re.compile(r"[:·—\n()\[\]|…“”\"]+")
#: names that look like ids
NAMES = frozenset({"llama.cpp", "cl100k_base", "n_ctx"})  # the glossary's exact terms name them


def cut_off(top: QWidget) -> list[str]:
    """Controls not wholly on screen: parts outside the window or a parent (unreachable), or,
    inside a scroll area, scrolled out of sight (behind a scroll bar)."""
    found = []
    frame = top.rect()
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(top):
            continue
        if widget.width() <= 0 or widget.height() <= 0:
            continue
        origin = widget.mapTo(top, widget.rect().topLeft())
        whole = QRect(origin, widget.size())
        seen = whole.intersected(frame)
        across = _across(whole).intersected(_across(frame))  # seen, counting only widths
        scrolled = page = False
        parent = widget.parentWidget()
        while parent is not None and parent is not top:
            box = QRect(parent.mapTo(top, parent.rect().topLeft()), parent.size())
            seen = seen.intersected(box)
            across = across.intersected(_across(box))
            grand = parent.parentWidget()
            behind = isinstance(grand, QAbstractScrollArea) and parent is grand.viewport()
            if behind and not box.contains(whole):
                scrolled = True
                # a page as tall as half the window scrolls as pages do; a small pane that
                # hides controls behind its scroll bar is what a user misses
                page = page or 2 * box.height() >= top.height()
            parent = grand
        lost_w = whole.width() - seen.width()
        lost_h = whole.height() - seen.height()
        if page and whole.width() - across.width() <= SLACK:
            continue
        if lost_w <= SLACK and lost_h <= SLACK:
            continue
        text = _name_of(widget)
        if seen.isEmpty():
            how = "behind a scroll bar" if scrolled else "outside the window"
        else:
            how = "partly behind a scroll bar" if scrolled else "partly outside the window"
            how += f" ({lost_w}x{lost_h}px hidden)"
        found.append(f"{widget.objectName() or type(widget).__name__}: {text}{how}")
    return found


def _across(rect: QRect) -> QRect:
    return QRect(rect.x(), 0, rect.width(), 1)


def _name_of(widget: QWidget) -> str:
    for getter in ("text", "title", "placeholderText", "accessibleName"):
        value = getattr(widget, getter, None)
        if callable(value):
            try:
                text = str(value())
            except TypeError:
                continue
            if text:
                return f"“{text[:50]}” "
    return ""


def elided_cells(top: QWidget) -> list[str]:
    """Table cells whose text does not fit their column (shown with "…"). A long text that
    the column shows a good part of (a dozen characters or more) and its tooltip shows whole
    is read as long titles are everywhere: by hovering; it is not counted."""
    found = []
    for view in top.findChildren(QTableView) + top.findChildren(QTreeView):
        if not view.isVisibleTo(top) or view.model() is None:
            continue
        if view.textElideMode() == Qt.TextElideMode.ElideNone or view.wordWrap():
            continue
        model = view.model()
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        for row in _rows_in_view(view):
            for column in range(_columns(model)):
                if isinstance(view, QTableView) and view.isColumnHidden(column):
                    continue
                index = model.index(row, column)
                text = str(index.data() or "")
                if not text or "\n" in text:
                    continue
                need = view.fontMetrics().horizontalAdvance(text) + 2 * margin
                if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                    need += view.iconSize().width() + 4 if view.iconSize().width() > 0 else 20
                have = view.visualRect(index).width()
                hover = index.data(Qt.ItemDataRole.ToolTipRole)
                if hover and have >= 12 * view.fontMetrics().averageCharWidth():
                    continue
                if have > 0 and need > have + SLACK:
                    found.append(
                        f"{view.objectName() or type(view).__name__}: cell “{text[:50]}” "
                        f"cut to “…” (needs {need}px, has {have}px)"
                    )
    return found


def _columns(model: QAbstractItemModel) -> int:
    """A list model's column count is private in PySide: it has one."""
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount()


def _rows_in_view(view: QAbstractItemView, most: int = 40) -> Iterator[int]:
    model = view.model()
    for row in range(min(model.rowCount(QModelIndex()), most)):
        rect = view.visualRect(model.index(row, 0))
        if rect.isValid() and rect.intersects(view.viewport().rect()):
            yield row


def screen_texts(top: QWidget) -> list[str]:
    """Every text a user can read on the screen: labels, buttons, tabs, headers, titles, the
    cells of tables and lists in view, the choices of combo boxes."""
    texts = shown_texts(top)
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTextEdit) and widget.isReadOnly():
            # what the app wrote there (an editable one holds what the user typed)
            texts += [p for p in widget.toPlainText().split("\n") if p.strip()]
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            columns = range(_columns(model))
            for row in _rows_in_view(widget):
                for column in columns:
                    texts.append(str(model.index(row, column).data() or ""))
                texts += _children_texts(widget, model.index(row, 0))
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Vertical:
            continue
    return [t for t in texts if t]


def _children_texts(view: QAbstractItemView, parent: QModelIndex) -> list[str]:
    if not isinstance(view, QTreeView) or not view.isExpanded(parent):
        return []
    model = view.model()
    return [str(model.index(r, 0, parent).data() or "") for r in range(model.rowCount(parent))]


def raw_ids(texts: Iterable[str]) -> list[str]:
    """Texts showing an id where a user expects words: ``coherence.inconsistent``,
    ``unreliable_narrator``, a provider's kind after a model ("(openai-compatible)"), or a
    program's "1 bundle(s)" where the language has plural forms."""
    found = []
    for text in texts:
        plain = _without_links(text)
        hits = [m.group(0) for m in SNAKE.finditer(plain) if m.group(0) not in NAMES]
        hits += [
            m.group(0)
            for m in DOTTED.finditer(plain)
            if m.group(0).rsplit(".", 1)[1] not in ENDINGS
            and not all(len(part) == 1 for part in m.group(0).split("."))
            and m.group(0) not in NAMES
        ]
        hits += [m.group(0) for m in KIND.finditer(plain)]
        hits += [m.group(0) for m in MAYBE_PLURAL.finditer(plain)]
        if hits:
            found.append(f"“{', '.join(dict.fromkeys(hits))}” in “{text[:70]}”")
    return found


def _without_links(text: str) -> str:
    """Tags, addresses and file paths carry names a user reads as names."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\b(?:https?|file)://\S+", " ", text)
    return re.sub(r"(?:[A-Za-z]:)?(?:[\\/][\w.-]+){2,}", " ", text)


def english_words(texts: Iterable[str], data: Iterable[str] = ()) -> list[str]:
    """Texts of a German or Spanish screen written in English: two or more words that only
    English has (one is enough in a text of at most four words). ``data`` is what the users
    put there (titles, story text, summaries, model names, a study's own wording): any part
    of a text found in it is taken out first."""
    known = sorted((d for d in data if d), key=len, reverse=True)
    found = []
    for text in texts:
        plain = _without_links(text)
        for piece in known:
            if len(piece) < 200:
                plain = plain.replace(piece, " ")
        kept = [
            part
            for part in PARTS.split(plain)
            if len(part.strip()) < 8 or not any(part.strip() in d for d in known)
        ]
        words = WORD.findall(" ".join(kept))
        english = [w for w in words if w.lower() in ENGLISH_ONLY]
        if len(english) >= 2 or (english and len(words) <= 4):
            found.append(f"“{text[:70]}” ({', '.join(dict.fromkeys(english))})")
    return found
