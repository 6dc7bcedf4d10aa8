"""The library list as a Qt table model (title, words, imported, summaries, review)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from writerlens.domain import LibraryEntry, ReviewStatus
from writerlens.ui.i18n import number
from writerlens.ui.plain import locale
from writerlens.ui.tr_context import TrContext

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


LibraryText = TrContext("LibraryText")


def review_status_text(status: ReviewStatus) -> str:
    return {
        ReviewStatus.NO_SUMMARIES: LibraryText.tr("No summaries yet"),
        ReviewStatus.NOT_STARTED: LibraryText.tr("Ready to review"),
        ReviewStatus.IN_PROGRESS: LibraryText.tr("Review in progress"),
        ReviewStatus.COMPLETE: LibraryText.tr("Reviewed"),
    }[status]


def imported_text(iso: str) -> str:
    """The import date in the writer's local time, as a short date."""
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso[:10]
    # the month's short name in the writer's language ("24 Nov 2026", "24 nov 2026")
    return locale().toString(QDate(moment.year, moment.month, moment.day), "d MMM yyyy")


class LibraryModel(QAbstractTableModel):
    TITLE, WORDS, IMPORTED, SUMMARIES, REVIEW = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._entries: list[LibraryEntry] = []
        self._writing: set[int] = set()  # stories a model is writing a summary of now

    def set_writing(self, manuscript_ids: set[int]) -> None:
        """Which stories a model is writing a summary of now (their Review column says so)."""
        if manuscript_ids == self._writing:
            return
        changed = manuscript_ids ^ self._writing
        self._writing = set(manuscript_ids)
        for row, entry in enumerate(self._entries):
            if entry.id in changed:
                index = self.index(row, self.REVIEW)
                self.dataChanged.emit(index, index)

    def headers(self) -> list[str]:
        return [
            LibraryText.tr("Title"),
            LibraryText.tr("Words"),
            LibraryText.tr("Imported"),
            LibraryText.tr("Summaries"),
            LibraryText.tr("Review"),
        ]

    def set_entries(self, entries: list[LibraryEntry]) -> bool:
        """Show these entries; False (and nothing redrawn) when they are what is shown. The
        review window asks for a refresh after every highlight, which rarely changes a row."""
        entries = list(entries)
        if entries == self._entries:
            return False
        self.beginResetModel()
        self._entries = entries
        self.endResetModel()
        return True

    def entry(self, row: int) -> LibraryEntry:
        return self._entries[row]

    def row_of(self, manuscript_id: int) -> int | None:
        for row, entry in enumerate(self._entries):
            if entry.id == manuscript_id:
                return row
        return None

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section in (self.WORDS, self.SUMMARIES):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return entry.id
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == SORT_ROLE:
            return [
                entry.title.casefold(),
                entry.words,
                entry.imported_at,
                entry.summaries,
                list(ReviewStatus).index(entry.review_status),
            ][column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.WORDS, self.SUMMARIES):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.TITLE:
            tip = entry.title
            if entry.is_sample:
                tip += "\n" + LibraryText.tr(
                    "Sample story with three demo summaries, to try a review."
                )
            return tip
        if role == Qt.ItemDataRole.FontRole and column == self.TITLE and entry.is_sample:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def _display(self, entry: LibraryEntry, column: int) -> str:
        if column == self.TITLE:
            title = entry.title
            if entry.version > 1:
                title += " " + LibraryText.tr("(version {n})").format(n=entry.version)
            if entry.is_sample:
                title += " " + LibraryText.tr("· sample")
            return title
        if column == self.WORDS:
            return number(entry.words)
        if column == self.IMPORTED:
            return imported_text(entry.imported_at)
        if column == self.SUMMARIES:
            return str(entry.summaries)
        if entry.id in self._writing and entry.review_status in (
            ReviewStatus.NO_SUMMARIES,
            ReviewStatus.NOT_STARTED,
        ):
            return LibraryText.tr("Summaries being written…")
        return review_status_text(entry.review_status)
