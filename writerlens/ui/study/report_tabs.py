"""The report's sections as pages of tables, then the plots: the Study window's main area.

The sections are listed down the side (as Settings lists its pages), not as a row of tabs: a
study has ten or more sections, and their names in German or Spanish ran past a 1024-pixel
window's edge, hidden behind scroll arrows. A page of several tables scrolls as a page when
the screen is short, instead of making the window taller than the screen."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListWidget,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from writerlens.ui.study.plots_view import PlotsView
from writerlens.ui.study.report_tables import Tab, tabs
from writerlens.ui.study.table_model import ReportTableView


class WrappedTitle(QLabel):
    """A wrapped title that asks for the height of its lines at its width: a splitter gives a
    pane its minimum height, and a wrapped label's minimum is one line, so a long German
    title lost its second line."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class ReportTabs(QTabWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("studyTabs")
        self.setAccessibleName(self.tr("The study's tables and plots"))
        self.plots = PlotsView()
        #: the tables shown, by the report section they show ("ratings", "wilcoxon", ...)
        self.views: dict[str, ReportTableView] = {}
        #: the sections' names down the side; the window places it left of the pages
        self.sections = QListWidget()
        self.sections.setObjectName("studySections")
        self.sections.setAccessibleName(self.tr("Sections of the study"))
        self.sections.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sections.setSpacing(2)
        self.sections.currentRowChanged.connect(self._section_chosen)
        self.currentChanged.connect(self._page_shown)
        self.tabBar().hide()

    def show_report(self, report: dict[str, Any] | None) -> None:
        """Lay the report out afresh (None: nothing imported yet), keeping the tab in view."""
        current = self.currentIndex()
        while self.count():
            widget = self.widget(0)
            self.removeTab(0)
            if widget is not None and widget is not self.plots:
                widget.deleteLater()
        self.views = {}
        if report is None:
            empty = QLabel(self.tr("The study's tables appear here once bundles are imported."))
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.addTab(empty, self.tr("Tables"))
        else:
            for tab in tabs(report):
                self.addTab(self._tab_widget(tab), tab.title)
        self.addTab(self.plots, self.tr("Plots"))
        if 0 <= current < self.count():
            self.setCurrentIndex(current)
        self._list_sections()

    def _list_sections(self) -> None:
        self.sections.blockSignals(True)
        self.sections.clear()
        self.sections.addItems([self.tabText(i) for i in range(self.count())])
        self.sections.setCurrentRow(self.currentIndex())
        self.sections.blockSignals(False)
        # as wide as the longest name, so that no section is cut in any language
        frame = 2 * self.sections.frameWidth()
        self.sections.setFixedWidth(self.sections.sizeHintForColumn(0) + frame + 12)

    def _section_chosen(self, row: int) -> None:
        if 0 <= row < self.count() and row != self.currentIndex():
            self.setCurrentIndex(row)

    def _page_shown(self, index: int) -> None:
        if self.sections.currentRow() != index:
            self.sections.blockSignals(True)
            self.sections.setCurrentRow(index)
            self.sections.blockSignals(False)

    def _tab_widget(self, tab: Tab) -> QWidget:
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName(f"split-{tab.key}")
        split.setChildrenCollapsible(False)
        for table in tab.tables:
            pane = QWidget()
            layout = QVBoxLayout(pane)
            layout.setContentsMargins(0, 4, 0, 4)
            title = WrappedTitle(f"<b>{escape(table.title)}</b>")
            layout.addWidget(title)
            if table.rows:
                view = ReportTableView(table)
                # a short table (three rows or fewer) is seen whole, with header and scrollbar;
                # a long one scrolls and may shrink to one row on a small screen
                shown = len(table.rows) if len(table.rows) <= 3 else 1
                view.setMinimumHeight(
                    view.verticalHeader().defaultSectionSize() * shown
                    + view.horizontalHeader().sizeHint().height()
                    + view.horizontalScrollBar().sizeHint().height()
                    + 2 * view.frameWidth()
                )
                self.views[table.key] = view
                title.setBuddy(view)
                layout.addWidget(view, 1)
            else:
                empty = QLabel(table.empty or self.tr("Nothing to show."))
                empty.setWordWrap(True)
                layout.addWidget(empty)
                layout.addStretch(1)
            split.addWidget(pane)
        # each table gets room in proportion to its rows (a title and a header each too), up to
        # a handful, so that a short table is seen whole beside a long one that scrolls
        split.setSizes([40 * (min(len(t.rows), 6) + 2) if t.rows else 50 for t in tab.tables])
        page = QScrollArea()
        page.setObjectName(f"tab-{tab.key}")
        page.setFrameShape(QFrame.Shape.NoFrame)
        page.setWidgetResizable(True)
        page.setWidget(split)
        return page
