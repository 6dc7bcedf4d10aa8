"""Which cloud models the Summarize dialog offers: a checklist of the catalog, saved as ticked.

Every tick is saved at once (there is no Save button anywhere in WriterLens). A model the writer
chose earlier that the catalog no longer lists stays ticked and listed, so that updating the
catalog never silently takes a model away.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from writerlens.llm.catalog import Catalog, ModelInfo, estimate_cost
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.ui import glossary, plain
from writerlens.ui.settings.common import SettingsText, intro, page_layout, tokens_text
from writerlens.ui.settings.keys_page import COMPANIES
from writerlens.ui.summarize.texts import WORDS_PER_TOKEN

_ROLE = Qt.ItemDataRole.UserRole
#: a 3,000-word story with the prompt, and a summary of about 400 words
STORY_TOKENS, SUMMARY_TOKENS = 4_000, 550


def _story_cost(info: ModelInfo) -> str:
    """What one whole-story summary costs: the story in, about 400 words out."""
    return plain.cost(estimate_cost(info, STORY_TOKENS, SUMMARY_TOKENS))


def _prices(info: ModelInfo) -> str:
    """The published prices, for the tooltip: a researcher checks them, a writer needs not."""
    return QCoreApplication.translate(
        "Settings", "Reading: {input}. Writing: {output}. (Published prices, in US dollars.)"
    ).format(
        input=plain.per_million(info.input_usd_per_mtok),
        output=plain.per_million(info.output_usd_per_mtok),
    )


def _reads_at_once(tokens: int | None) -> str:
    if not tokens:
        return QCoreApplication.translate("Settings", "unknown")
    return QCoreApplication.translate("Settings", "about {words} words").format(
        words=plain.count(plain.roughly(tokens * WORDS_PER_TOKEN))
    )


def _retired(info: ModelInfo, today: date | None = None) -> bool:
    return bool(info.retires) and info.retires <= (today or date.today()).isoformat()


class CloudModelsPage(QWidget):
    changed = Signal()

    MODEL, CONTEXT, STORY = range(3)

    def __init__(
        self, library: Library, catalog: Catalog | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.catalog = catalog or Catalog.load()
        layout = page_layout(self)
        layout.addWidget(
            intro(
                SettingsText.tr(
                    "Tick the cloud models you want to be offered when you ask for summaries. "
                    "Each needs an API key from its company (see <i>API keys</i>). Prices "
                    "are what one summary of a 3,000-word story costs, in US dollars, from the "
                    "prices the companies published on {date}."
                ).format(date=self.catalog.checked or SettingsText.tr("an unknown date"))
            )
        )
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(SettingsText.tr("Cloud models to offer"))
        self.tree.setHeaderLabels(
            [
                SettingsText.tr("Model"),
                SettingsText.tr("Reads at once"),
                SettingsText.tr("Cost for a 3,000-word story"),
            ]
        )
        for column, key in ((self.CONTEXT, "context"), (self.STORY, "cost")):
            header_item = self.tree.headerItem()
            header_item.setToolTip(column, glossary.tip(key))
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.MODEL, QHeaderView.ResizeMode.Stretch)
        for column in (self.CONTEXT, self.STORY):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.tree, 1)
        self._filling = False
        self.fill()
        self.tree.itemChanged.connect(self._ticked)

    def fill(self) -> None:
        self._filling = True
        self.tree.clear()
        chosen = set(model_setup.cloud_models(self.library))
        for provider, company in COMPANIES.items():
            group = QTreeWidgetItem(self.tree, [company])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = group.font(self.MODEL)
            font.setBold(True)
            group.setFont(self.MODEL, font)
            group.setFirstColumnSpanned(True)
            # a model its company has retired is not offered; one the writer ticked before
            # stays listed (marked retired), so that nothing is taken away silently
            everything = self.catalog.models(provider)
            known = {info.model for info in everything}
            listed = [
                info
                for info in everything
                if not _retired(info) or (provider, info.model) in chosen
            ]
            extra = [ModelInfo(provider, m) for p, m in sorted(chosen) if p == provider]
            for info in listed + [i for i in extra if i.model not in known]:
                self._add(group, info, (provider, info.model) in chosen)
            group.setExpanded(True)
        self._filling = False

    def _add(self, group: QTreeWidgetItem, info: ModelInfo, ticked: bool) -> None:
        label = f"{info.name}  ({info.model})" if info.display_name else info.model
        if info.retires:
            when = info.retires
            label = (
                self.tr("{model}  — retired {date}")
                if when <= date.today().isoformat()
                else self.tr("{model}  — retires {date}")
            ).format(model=label, date=when)
        item = QTreeWidgetItem(
            group,
            [
                label,
                _reads_at_once(info.context_window),
                _story_cost(info),
            ],
        )
        item.setToolTip(self.CONTEXT, tokens_text(info.context_window))
        item.setToolTip(self.STORY, _prices(info))
        item.setData(self.MODEL, _ROLE, (info.provider, info.model))
        item.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
        )
        item.setCheckState(self.MODEL, Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        for column in (self.CONTEXT, self.STORY):
            item.setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )

    def items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            if group is None:
                continue
            children = (group.child(i) for i in range(group.childCount()))
            found += [child for child in children if child is not None]
        return found

    def item_for(self, provider: str, model: str) -> QTreeWidgetItem:
        for item in self.items():
            if item.data(self.MODEL, _ROLE) == (provider, model):
                return item
        raise KeyError((provider, model))

    def ticked(self) -> list[tuple[str, str]]:
        return [
            tuple(item.data(self.MODEL, _ROLE))
            for item in self.items()
            if item.checkState(self.MODEL) == Qt.CheckState.Checked
        ]

    def _ticked(self, _item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != self.MODEL:
            return
        model_setup.set_cloud_models(self.library, self.ticked())
        self.changed.emit()
