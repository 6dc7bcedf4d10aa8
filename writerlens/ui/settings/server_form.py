"""The form for one OpenAI-compatible server: kind, name, address, model, optional key.

Only widgets and what they show live here; what the buttons do (saving, fetching, testing, in
workers) is the Servers page's business.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from writerlens.services.model_setup import ServerSetup
from writerlens.ui.settings.common import SettingsText, StatusLine

#: (kind shown, usual address on this computer)
PRESETS = (
    ("Ollama", "http://localhost:11434/v1"),
    ("LM Studio", "http://localhost:1234/v1"),
    ("llama.cpp server", "http://localhost:8080/v1"),
    ("vLLM", "http://localhost:8000/v1"),
)


def _label(text: str, buddy: QWidget) -> QLabel:
    """A form label whose mnemonic reaches a field that sits in a row with a button."""
    label = QLabel(text)
    label.setBuddy(buddy)
    return label


class ServerForm(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SettingsText.tr("New server"), parent)
        self.has_key = False
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.preset = QComboBox()
        self.preset.addItem(SettingsText.tr("Choose to fill in the usual address…"), "")
        for kind, url in PRESETS:
            self.preset.addItem(kind, url)
        self.preset.setAccessibleName(SettingsText.tr("Kind of server"))
        self.preset.activated.connect(self._preset_chosen)
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(SettingsText.tr("Server name"))
        self.name_edit.setPlaceholderText(SettingsText.tr("A name you will recognise, e.g. Ollama"))
        self.url_edit = QLineEdit()
        self.url_edit.setAccessibleName(SettingsText.tr("Server address"))
        self.url_edit.setPlaceholderText("http://localhost:11434/v1")
        self.model_combo = QComboBox()
        self.model_combo.setEditable(True)
        self.model_combo.setAccessibleName(SettingsText.tr("Model on the server"))
        typed = self.model_combo.lineEdit()
        assert typed is not None  # an editable combo box has one
        typed.setPlaceholderText(SettingsText.tr("Type a model name, or fetch the list"))
        self.model_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.fetch_button = QPushButton(SettingsText.tr("&Fetch models"))
        self.fetch_button.setAccessibleName(
            SettingsText.tr("Fetch the list of models from the server")
        )
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.fetch_button)
        self.key_edit = QLineEdit()
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setAccessibleName(SettingsText.tr("Server API key (optional)"))
        self.forget_key_button = QPushButton(SettingsText.tr("Forget &key"))
        self.forget_key_button.setAccessibleName(
            SettingsText.tr("Forget the key saved for this server")
        )
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.forget_key_button)
        self.key_status = QLabel()
        self.key_status.setWordWrap(True)
        self.key_status.setAccessibleName(SettingsText.tr("Server key status"))
        self.save_button = QPushButton(SettingsText.tr("&Save server"))
        self.save_button.setAccessibleName(SettingsText.tr("Save this server"))
        self.test_button = QPushButton(SettingsText.tr("&Test"))
        self.test_button.setAccessibleName(SettingsText.tr("Test this server with its model"))
        actions = QHBoxLayout()
        actions.addWidget(self.save_button)
        actions.addWidget(self.test_button)
        actions.addStretch(1)
        self.status = StatusLine(SettingsText.tr("Server status"))

        form.addRow(SettingsText.tr("Kind:"), self.preset)
        form.addRow(SettingsText.tr("N&ame:"), self.name_edit)
        form.addRow(SettingsText.tr("A&ddress:"), self.url_edit)
        form.addRow(_label(SettingsText.tr("&Model:"), self.model_combo), model_row)
        form.addRow(_label(SettingsText.tr("API ke&y:"), self.key_edit), key_row)
        form.addRow("", self.key_status)
        form.addRow(actions)
        form.addRow(self.status)
        self.show_key_status()

    def fill(self, server: ServerSetup | None) -> None:
        title = (
            SettingsText.tr("Server “{name}”").format(name=server.name)
            if server
            else SettingsText.tr("New server")
        )
        self.setTitle(title)
        self.preset.setCurrentIndex(0)
        self.name_edit.setText(server.name if server else "")
        self.url_edit.setText(server.base_url if server else "")
        self.model_combo.clear()
        self.model_combo.setEditText(server.model if server else "")
        self.key_edit.clear()
        self.has_key = False
        self.show_key_status()

    def server(self) -> ServerSetup:
        return ServerSetup(
            self.name_edit.text().strip(),
            self.url_edit.text().strip(),
            self.model_combo.currentText().strip(),
        )

    def typed_key(self) -> str | None:
        return self.key_edit.text().strip() or None

    def show_key_status(self) -> None:
        if self.has_key:
            self.key_status.setText(
                SettingsText.tr("A key is saved for this server (leave empty to keep it).")
            )
            self.key_edit.setPlaceholderText(SettingsText.tr("Saved; type a new key to replace it"))
        else:
            self.key_status.setText(SettingsText.tr("Most servers on this computer need no key."))
            self.key_edit.setPlaceholderText(SettingsText.tr("Optional"))

    def set_models(self, names: list[str]) -> None:
        """Offer ``names``, keeping the model typed if the server has it."""
        current = self.model_combo.currentText().strip()
        self.model_combo.clear()
        self.model_combo.addItems(names)
        self.model_combo.setEditText(current if current in names or not names else names[0])

    def update_buttons(self, busy: bool, saved: bool) -> None:
        filled = bool(self.name_edit.text().strip() and self.url_edit.text().strip())
        has_model = bool(self.model_combo.currentText().strip())
        self.save_button.setEnabled(filled and not busy)
        self.fetch_button.setEnabled(bool(self.url_edit.text().strip()) and not busy)
        self.test_button.setEnabled(filled and has_model and not busy)
        self.forget_key_button.setEnabled(saved and self.has_key and not busy)

    def _preset_chosen(self, index: int) -> None:
        url = self.preset.itemData(index)
        if not url:
            return
        usual = {u for _k, u in PRESETS}
        if not self.url_edit.text().strip() or self.url_edit.text().strip() in usual:
            self.url_edit.setText(url)
        names = {k for k, _u in PRESETS}
        if not self.name_edit.text().strip() or self.name_edit.text().strip() in names:
            self.name_edit.setText(self.preset.itemText(index))
