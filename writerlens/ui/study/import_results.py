"""The per-file outcome of importing bundles: accepted, or rejected with the core's reason."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QStyle, QTreeWidget, QTreeWidgetItem, QWidget

from writerlens.study.coordinator.collection import ImportResult
from writerlens.ui.errors import said, visible


class ImportResults(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importResults")
        self.setAccessibleName(self.tr("What happened to each imported file"))
        self.setRootIsDecorated(False)
        self.setColumnCount(3)
        self.setHeaderLabels([self.tr("Result"), self.tr("File"), self.tr("Details")])
        self.setWordWrap(True)
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.results: list[ImportResult] = []

    def add_results(self, results: list[ImportResult]) -> None:
        style = self.style()
        for result in results:
            self.results.append(result)
            if result.accepted:
                status = self.tr("Accepted")
                details = self.tr("participant {code}, bundle {bundle}").format(
                    code=result.participant, bundle=result.bundle_id
                )
                if result.replaces:
                    details += "\n" + said(result.replaces)
                icon = style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)
            else:
                status = self.tr("Rejected")
                details = said(result.reason)
                icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QTreeWidgetItem([status, visible(result.file), details])
            item.setIcon(0, icon)
            item.setToolTip(2, details)
            self.addTopLevelItem(item)
        if results:
            self.scrollToItem(item)  # the last one added

    def lines(self) -> list[str]:
        """Each row as the coordinator reads it (status, file, details)."""
        out = []
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if item is None:
                continue
            out.append(" | ".join(item.text(c) for c in range(3)))
        return out
