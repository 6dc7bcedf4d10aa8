"""Create a study file (.wlstudy): what a coordinator hands to the writers of a study.

Every field is checked before writing and a problem is shown next to its field; the file is
then written by ``services.study.create_study``, atomically, with the same checks a writer's
app runs when joining.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.services.library import Library
from writerlens.services.study import create_study
from writerlens.study.formats import STUDY_SUFFIX
from writerlens.study.study_file import Collect, StudyFile
from writerlens.ui.errors import said
from writerlens.ui.layout_memory import fit_on_screen
from writerlens.ui.study.instrument_picker import InstrumentPicker
from writerlens.ui.study.models_editor import ModelsEditor
from writerlens.ui.study.study_form import StudyForm, check, generate_codes, instrument_value
from writerlens.ui.study.study_form import parse_codes as split_codes
from writerlens.ui.study.study_text import strategies, strategy_tip
from writerlens.ui.workers import Workers

FIELDS = ("id", "title", "instructions", "participants", "models", "questionnaire", "taxonomy")


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("fieldError")
    label.setStyleSheet("font-weight: bold;")
    label.hide()
    return label


class CreateStudyDialog(QDialog):
    saved = Signal(object, object)  # Path, StudyFile

    def __init__(self, library: Library, workers: Workers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("createStudyDialog")
        self.setWindowTitle(self.tr("Create a Study File"))
        fit_on_screen(self, QSize(1100, 760))  # a small screen shows it whole
        self.errors = {name: _error_label() for name in FIELDS}
        self.study: StudyFile | None = None

        self.study_id = QLineEdit()
        self.study_id.setPlaceholderText(self.tr("e.g. pilot-2025"))
        self.study_id.setAccessibleName(self.tr("Study id"))
        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("What writers see when they join"))
        self.title.setAccessibleName(self.tr("Study title"))
        self.instructions = QPlainTextEdit()
        self.instructions.setAccessibleName(self.tr("Instructions for writers"))
        self.instructions.setPlaceholderText(
            self.tr("What writers should do: which stories, by when, whom to ask…")
        )
        self.instructions.setTabChangesFocus(True)
        self.participants = QPlainTextEdit()
        self.participants.setAccessibleName(self.tr("Participant codes, one per line"))
        self.participants.setPlaceholderText(
            self.tr("One code per line. Leave empty to let each writer get a random one.")
        )
        self.participants.setTabChangesFocus(True)
        self.code_count = QSpinBox()
        self.code_count.setRange(1, 5000)
        self.code_count.setValue(10)
        self.code_count.setSuffix(self.tr(" codes"))
        self.code_count.setAccessibleName(self.tr("How many codes to generate"))
        self.generate_button = QPushButton(self.tr("&Generate Codes"))
        self.generate_button.setAccessibleName(self.tr("Generate random participant codes"))
        self.generate_button.clicked.connect(self.generate)
        generate_row = QHBoxLayout()
        generate_row.addWidget(self.code_count)
        generate_row.addWidget(self.generate_button)
        generate_row.addStretch(1)

        about = QFormLayout()
        about.addRow(self._label(self.tr("Study &id:"), self.study_id), self.study_id)
        about.addRow("", self.errors["id"])
        about.addRow(self._label(self.tr("&Title:"), self.title), self.title)
        about.addRow("", self.errors["title"])
        about.addRow(self._label(self.tr("In&structions:"), self.instructions), self.instructions)
        about.addRow("", self.errors["instructions"])
        about.addRow(
            self._label(self.tr("&Participant codes:"), self.participants), self.participants
        )
        about.addRow("", generate_row)
        about.addRow("", self.errors["participants"])
        about_box = QGroupBox(self.tr("The study"))
        about_box.setLayout(about)

        self.models = ModelsEditor()
        self.models.load_suggestions(library, workers)
        self.strategy = QComboBox()
        self.strategy.setAccessibleName(self.tr("Summarization strategy"))
        self.strategy.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.strategy.setMinimumContentsLength(16)
        for strategy_id, name in strategies():
            self.strategy.addItem(name, strategy_id)
            self.strategy.setItemData(
                self.strategy.count() - 1, strategy_tip(strategy_id), Qt.ItemDataRole.ToolTipRole
            )
        self.words = QSpinBox()
        self.words.setRange(20, 20000)
        self.words.setSingleStep(50)
        self.words.setValue(400)
        self.words.setSuffix(self.tr(" words"))
        self.words.setAccessibleName(self.tr("Summary length in words"))
        generate = QFormLayout()
        generate.addRow(self._label(self.tr("&Models:"), self.models.table), self.models)
        models_hint = QLabel(self.tr("Leave the list empty to let writers use any model."))
        models_hint.setWordWrap(True)
        generate.addRow("", models_hint)
        generate.addRow("", self.errors["models"])
        generate.addRow(self._label(self.tr("St&rategy:"), self.strategy), self.strategy)
        generate.addRow(self._label(self.tr("&Length:"), self.words), self.words)
        generate_box = QGroupBox(self.tr("The summaries writers get"))
        generate_box.setLayout(generate)

        self.questionnaire = InstrumentPicker("questionnaire", self.tr("Questionnaire"))
        self.taxonomy = InstrumentPicker("taxonomy", self.tr("Error labels"))
        instruments = QFormLayout()
        instruments.addRow(
            self._label(self.tr("&Questionnaire:"), self.questionnaire.combo), self.questionnaire
        )
        instruments.addRow("", self.errors["questionnaire"])
        instruments.addRow(
            self._label(self.tr("Error la&bels:"), self.taxonomy.combo), self.taxonomy
        )
        instruments.addRow("", self.errors["taxonomy"])
        instruments_box = QGroupBox(self.tr("What writers answer"))
        instruments_box.setLayout(instruments)

        defaults = Collect()
        self.collect_summary_text = self._check(
            self.tr("The summaries' text and highlighted passages"), defaults.summary_text
        )
        self.collect_comments = self._check(self.tr("Writers' comments"), defaults.comments)
        self.collect_titles = self._check(self.tr("Story titles"), defaults.titles)
        self.collect_story_text = self._check(self.tr("The stories' text"), defaults.story_text)
        collect_box = QGroupBox(self.tr("What to ask writers to send (they can still say no)"))
        collect_layout = QVBoxLayout(collect_box)
        for box in (
            self.collect_summary_text,
            self.collect_comments,
            self.collect_titles,
            self.collect_story_text,
        ):
            collect_layout.addWidget(box)

        left = QVBoxLayout()
        left.addWidget(about_box)
        right = QVBoxLayout()
        right.addWidget(generate_box)
        right.addWidget(instruments_box)
        right.addWidget(collect_box)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        body = QWidget()
        body.setLayout(columns)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.outcome = QLabel()
        self.outcome.setObjectName("createOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.hide()
        self.buttons = QDialogButtonBox()
        self.save_button = QPushButton(self.tr("&Save Study File…"))
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.choose_path)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.outcome)
        layout.addWidget(self.buttons)

    @staticmethod
    def _label(text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        return label

    @staticmethod
    def _check(text: str, checked: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(checked)
        box.setAccessibleName(text)
        return box

    # -- the form ------------------------------------------------------------------------------

    def generate(self) -> None:
        have = split_codes(self.participants.toPlainText())
        codes = have + generate_codes(self.code_count.value(), have)
        self.participants.setPlainText("\n".join(codes))

    def form(self) -> StudyForm:
        return StudyForm(
            study_id=self.study_id.text().strip(),
            title=self.title.text().strip(),
            instructions=self.instructions.toPlainText().strip(),
            participants=split_codes(self.participants.toPlainText()),
            models=self.models.models(),
            strategy=str(self.strategy.currentData()),
            words=self.words.value(),
            questionnaire=self.questionnaire.value(),
            taxonomy=self.taxonomy.value(),
            collect=Collect(
                story_text=self.collect_story_text.isChecked(),
                titles=self.collect_titles.isChecked(),
                summary_text=self.collect_summary_text.isChecked(),
                comments=self.collect_comments.isChecked(),
            ),
        )

    def validate(self) -> dict[str, str]:
        """Show each problem next to its field (and focus the first); empty if none."""
        problems = check(self.form())
        for name, label in self.errors.items():
            label.setText("⚠ " + problems[name] if name in problems else "")
            label.setVisible(name in problems)
        focus = {
            "id": self.study_id,
            "title": self.title,
            "instructions": self.instructions,
            "participants": self.participants,
            "models": self.models.table,
            "questionnaire": self.questionnaire.combo,
            "taxonomy": self.taxonomy.combo,
        }
        for name in FIELDS:
            if name in problems:
                focus[name].setFocus()
                break
        return problems

    # -- saving --------------------------------------------------------------------------------

    def choose_path(self) -> None:
        if self.validate():
            return
        name = (self.study_id.text().strip() or "study") + STUDY_SUFFIX
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the study file"),
            str(Path(QDir.homePath()) / name),
            self.tr("WriterLens study files (*{suffix})").format(suffix=STUDY_SUFFIX),
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> StudyFile | None:
        """Check and write the study file (a few kilobytes: written here, atomically)."""
        if self.validate():
            return None
        path = Path(path)
        if path.suffix != STUDY_SUFFIX:
            path = path.with_name(path.name + STUDY_SUFFIX)
        form = self.form()
        try:
            study = create_study(
                path,
                study_id=form.study_id,
                title=form.title,
                instructions=form.instructions,
                participants=form.participants,
                models=form.models,
                strategy=form.strategy,
                words=form.words,
                questionnaire=instrument_value(form.questionnaire),
                taxonomy=instrument_value(form.taxonomy),
                collect=form.collect,
            )
        except WriterLensError as exc:
            self.outcome.setText(said(exc))
            self.outcome.show()
            return None
        self.study = study
        self.outcome.setText(
            self.tr(
                "Saved “{name}” in {folder}. Send it to your writers: they open it with "
                "Study → Join a Study…. Collect their bundles in a study folder "
                "(Study → Open Study Folder…)."
            ).format(name=path.name, folder=path.parent)
        )
        self.outcome.show()
        self.saved.emit(path, study)
        return study
