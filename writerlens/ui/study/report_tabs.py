"""The report's sections as tabs of tables, then the plots: the Study window's main area."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSplitter, QTabWidget, QVBoxLayout, QWidget

from writerlens.ui.study.plots_view import PlotsView
from writerlens.ui.study.report_tables import Tab, tabs
from writerlens.ui.study.table_model import ReportTableView


class ReportTabs(QTabWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("studyTabs")
        self.setAccessibleName(self.tr("The study's tables and plots"))
        self.plots = PlotsView()
        #: the tables shown, by the report section they show ("ratings", "wilcoxon", ...)
        self.views: dict[str, ReportTableView] = {}

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

    def _tab_widget(self, tab: Tab) -> QWidget:
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName(f"tab-{tab.key}")
        split.setChildrenCollapsible(False)
        for table in tab.tables:
            pane = QWidget()
            layout = QVBoxLayout(pane)
            layout.setContentsMargins(0, 4, 0, 4)
            title = QLabel(f"<b>{escape(table.title)}</b>")
            title.setWordWrap(True)
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
        return split
