"""Settings -> Language: the writer's choice of language, used from the next start.

Every window takes its words when it is built, so a change shows after WriterLens restarts (the
page says so, in the chosen language's own name). The choice lives in the library's settings;
"System default" follows the computer's language.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from writerlens.services.library import Library
from writerlens.ui.i18n import LANGUAGE_NAMES, SETTING, shipped_languages
from writerlens.ui.settings.common import intro, page_layout


class LanguagePage(QWidget):
    changed = Signal()

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        layout = page_layout(self)
        layout.addWidget(
            intro(
                self.tr(
                    "The language of WriterLens's menus, buttons and questions. Your stories, "
                    "summaries and a study's own questions stay as they were written."
                )
            )
        )
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Language"))
        self.choice.addItem(self.tr("System default"), "")
        offered = ["en", *[lang for lang in shipped_languages() if lang in LANGUAGE_NAMES]]
        for code in offered:
            self.choice.addItem(LANGUAGE_NAMES[code], code)
        saved = str(library.view_setting(SETTING, "") or "")
        index = self.choice.findData(saved)
        self.choice.setCurrentIndex(max(index, 0))
        self.choice.currentIndexChanged.connect(self._chosen)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("&Language:"), self.choice)
        layout.addLayout(form)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("languageNote")
        layout.addWidget(self.note)
        layout.addStretch(1)
        self._saved_at_start = saved

    def _chosen(self, _index: int) -> None:
        code = str(self.choice.currentData() or "")
        self.library.set_view_setting(SETTING, code)
        if code == self._saved_at_start:
            self.note.clear()
        else:
            self.note.setText(
                self.tr(
                    "Saved. WriterLens will use {language} the next time it starts: close it "
                    "and open it again."
                ).format(language=self.choice.currentText())
            )
        self.changed.emit()
