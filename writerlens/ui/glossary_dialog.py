"""Help -> Glossary: every figure WriterLens shows, in plain words and with its exact term.

One page to read, with a search box that keeps only the entries mentioning what was typed (in
the plain name, the explanation, the exact term or its definition). Escape or Close closes it.
The entries come from ``ui/glossary.py``, the same ones the tooltips show.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from writerlens.ui import glossary
from writerlens.ui.layout_memory import fit_on_screen


def _folded(text: str) -> str:
    """Text to search in: case, spaces and hyphens ignored ("ngram" finds "n-gram")."""
    return re.sub(r"[\s\-‐–]", "", text.casefold())


class GlossaryDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("glossaryDialog")
        self.setWindowTitle(self.tr("Glossary"))
        fit_on_screen(self, QSize(640, 560))  # a small screen shows it whole
        about = QLabel(
            self.tr(
                "What the numbers in WriterLens mean. Each entry gives the plain name you see on "
                "screen, then the exact term researchers use (and the exports keep) with its "
                "definition."
            )
        )
        about.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setObjectName("glossarySearch")
        self.search.setPlaceholderText(self.tr("Search the glossary"))
        self.search.setAccessibleName(self.tr("Search the glossary"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.show_entries)
        self.page = QTextBrowser()
        self.page.setObjectName("glossaryPage")
        self.page.setAccessibleName(self.tr("Glossary entries"))
        self.page.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.search)
        layout.addWidget(self.page, 1)
        layout.addWidget(buttons)
        self.shown: list[str] = []  # the keys on the page, in order
        self.show_entries("")
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_entries(self, query: str = "") -> None:
        """The entries that mention ``query`` (all of them when it is empty)."""
        needle = _folded(query)
        found = [
            entry
            for entry in glossary.terms()
            if not needle
            or any(
                needle in _folded(text)
                for text in (entry.plain, entry.explanation, entry.exact, entry.definition)
            )
        ]
        self.shown = [entry.key for entry in found]
        if not found:
            self.page.setHtml(
                "<p>{}</p>".format(
                    html.escape(
                        self.tr("Nothing in the glossary mentions “{query}”.").format(
                            query=query.strip()
                        )
                    )
                )
            )
            return
        entry_html = self.tr(
            "<h3><a name='{key}'></a>{plain}</h3><p>{explanation}</p>"
            "<p><i>Exact term:</i> <b>{exact}</b>. {definition}</p>"
        )
        self.page.setHtml(
            "".join(
                entry_html.format(
                    key=entry.key,
                    plain=html.escape(entry.plain),
                    explanation=html.escape(entry.explanation),
                    exact=html.escape(entry.exact),
                    definition=html.escape(entry.definition),
                )
                for entry in found
            )
        )

    def show_term(self, key: str) -> None:
        """Scroll to one entry (the search is cleared so that it is on the page)."""
        self.search.clear()
        self.page.scrollToAnchor(key)


def show_glossary(parent: QWidget, key: str = "") -> GlossaryDialog:
    """Open the glossary without blocking the window (a writer reads it next to a figure)."""
    dialog = parent.findChild(GlossaryDialog)
    if dialog is None:
        dialog = GlossaryDialog(parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    if key:
        dialog.show_term(key)
    return dialog
