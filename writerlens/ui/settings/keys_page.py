"""API keys for Anthropic and OpenAI: where they are kept, whether each is there, and a test.

A key is typed into a password field and handed straight to :mod:`writerlens.llm.keys`; the
page never shows it again, only where it lives (environment, keyring, memory). Keyring calls
can block (a locked keychain asks to be unlocked), so they run in workers like network calls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.llm import keys
from writerlens.llm.base import ProviderSpec
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.ui.errors import said, show_error
from writerlens.ui.settings.common import SettingsText, StatusLine, Tone, intro, page_layout
from writerlens.ui.settings.connection import try_model
from writerlens.ui.workers import Workers

COMPANIES = {"anthropic": "Anthropic", "openai": "OpenAI"}


def where_to_get(provider: str) -> str:
    if provider == "anthropic":
        return SettingsText.tr("Create a key in your Anthropic Console account, under API keys.")
    return SettingsText.tr("Create a key in your OpenAI platform account, under API keys.")


def source_text(provider: str, source: keys.KeySource | None) -> str:
    company = COMPANIES[provider]
    if source == "environment":
        return SettingsText.tr(
            "Using the key from the {var} environment variable (set outside WriterLens)."
        ).format(var=keys.ENV_VARS[provider])
    if source == "keyring":
        return SettingsText.tr("Key saved in your system keyring.")
    if source == "memory":
        return SettingsText.tr("Key kept in memory until WriterLens closes.")
    return SettingsText.tr("No {company} key yet.").format(company=company)


class ProviderKeyBox(QGroupBox):
    """One company's key: status, a password field with Save/Remove, and Test connection."""

    #: the stored key changed (saved or removed)
    changed = Signal()

    def __init__(
        self,
        provider: str,
        library: Library,
        workers: Workers,
        base_url: str = "",
        parent: QWidget | None = None,
    ) -> None:
        company = COMPANIES[provider]
        super().__init__(company, parent)
        self.provider = provider
        self.library = library
        self.workers = workers
        self.base_url = base_url
        self.source: keys.KeySource | None = None

        self.status = QLabel(SettingsText.tr("Checking…"))
        self.status.setWordWrap(True)
        self.status.setAccessibleName(
            SettingsText.tr("{company} key status").format(company=company)
        )
        self.key_edit = QLineEdit()
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(
            SettingsText.tr("Paste your {company} API key here").format(company=company)
        )
        self.key_edit.setAccessibleName(
            SettingsText.tr("{company} API key").format(company=company)
        )
        self.key_edit.textChanged.connect(self._update_buttons)
        self.key_edit.returnPressed.connect(self.save_key)
        self.save_button = QPushButton(
            SettingsText.tr("&Save key")
            if provider == "anthropic"
            else SettingsText.tr("Sa&ve key")
        )
        self.save_button.setAccessibleName(
            SettingsText.tr("Save the {company} key").format(company=company)
        )
        self.save_button.clicked.connect(self.save_key)
        self.remove_button = QPushButton(SettingsText.tr("Remove"))
        self.remove_button.setAccessibleName(
            SettingsText.tr("Remove the saved {company} key").format(company=company)
        )
        self.remove_button.clicked.connect(self.remove_key)
        self.test_button = QPushButton(
            SettingsText.tr("&Test connection")
            if provider == "anthropic"
            else SettingsText.tr("Test co&nnection")
        )
        self.test_button.setAccessibleName(
            SettingsText.tr("Test the connection to {company}").format(company=company)
        )
        self.test_button.setToolTip(
            SettingsText.tr(
                "Sends a one-word question to the first {company} model you ticked."
            ).format(company=company)
        )
        self.test_button.clicked.connect(self.test_connection)
        self.result = StatusLine(
            SettingsText.tr("{company} connection test result").format(company=company)
        )
        hint = QLabel(where_to_get(provider))
        hint.setWordWrap(True)

        grid = QGridLayout(self)
        grid.addWidget(self.status, 0, 0, 1, 3)
        grid.addWidget(self.key_edit, 1, 0)
        grid.addWidget(self.save_button, 1, 1)
        grid.addWidget(self.remove_button, 1, 2)
        grid.addWidget(hint, 2, 0, 1, 3)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.result, 1)
        grid.addLayout(test_row, 3, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        self._busy = False
        self._update_buttons()

    # -- what is shown -----------------------------------------------------------------------

    def show_source(self, source: keys.KeySource | None) -> None:
        self.source = source
        self.status.setText(source_text(self.provider, source))
        self._update_buttons()

    def _update_buttons(self) -> None:
        typed = bool(self.key_edit.text().strip())
        self.save_button.setEnabled(typed and not self._busy)
        self.remove_button.setEnabled(self.source in ("keyring", "memory") and not self._busy)
        self.test_button.setEnabled((typed or self.source is not None) and not self._busy)

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self._update_buttons()

    # -- actions -----------------------------------------------------------------------------

    def refresh(self) -> None:
        provider = self.provider
        self._run(lambda: keys.key_source(provider), self.show_source, key="source")

    def save_key(self) -> None:
        typed = self.key_edit.text().strip()
        if not typed or self._busy:
            return
        provider = self.provider

        def saved(_where: keys.KeySource) -> None:
            self.key_edit.clear()
            self.result.say("")
            self.refresh()
            self.changed.emit()

        self._set_busy(True)
        self._run(lambda: keys.set_key(provider, typed), saved)

    def remove_key(self) -> None:
        provider = self.provider

        def removed(_: Any) -> None:
            self.result.say("")
            self.refresh()
            self.changed.emit()

        self._set_busy(True)
        self._run(lambda: keys.delete_key(provider), removed)

    def test_model(self) -> str:
        """The model the test asks: the first one ticked for this company, else the default."""
        ticked = [m for p, m in model_setup.cloud_models(self.library) if p == self.provider]
        defaults = [m for p, m in model_setup.DEFAULT_CLOUD if p == self.provider]
        return (ticked or defaults)[0]

    def test_connection(self) -> None:
        typed = self.key_edit.text().strip() or None
        model = self.test_model()
        spec = ProviderSpec(self.provider, model, base_url=self.base_url)
        company = COMPANIES[self.provider]
        self.result.say(
            SettingsText.tr("Asking {model} at {company}…").format(model=model, company=company),
            Tone.BUSY,
        )

        def answered(model_id: str) -> None:
            self.result.say(
                SettingsText.tr("Connected: {model} answered.").format(model=model_id), Tone.GOOD
            )

        def refused(exc: BaseException) -> None:
            if not isinstance(exc, WriterLensError):
                self.result.say(SettingsText.tr("The test could not be run."), Tone.PROBLEM)
                show_error(self.window(), exc)
                return
            message = said(exc, (typed,))
            self.result.say(
                SettingsText.tr("Not connected. {why}").format(why=message), Tone.PROBLEM
            )

        self._set_busy(True)
        self._run(lambda: try_model(spec, typed), answered, refused, key="test")

    def _run(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None] | None = None,
        key: str = "change",
    ) -> None:
        def done(result: Any) -> None:
            self._set_busy(False)
            on_done(result)

        def failed(exc: BaseException) -> None:
            self._set_busy(False)
            if on_error is not None:
                on_error(exc)
            elif isinstance(exc, WriterLensError):
                self.result.say(said(exc), Tone.PROBLEM)
            else:
                show_error(self.window(), exc)

        self.workers.start(
            lambda _progress, _cancel: work(),
            done,
            failed,
            key=f"keys:{self.provider}:{key}",
        )


class KeysPage(QWidget):
    """Both companies' keys, under one sentence saying where keys are kept on this computer."""

    changed = Signal()

    def __init__(
        self,
        library: Library,
        workers: Workers,
        base_urls: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.workers = workers
        base_urls = base_urls or {}
        layout = page_layout(self)
        layout.addWidget(
            intro(
                SettingsText.tr(
                    "To summarize with a cloud model you need an API key from its company. "
                    "WriterLens keeps keys out of your library, its logs and its exports, "
                    "and never shows a saved key again."
                )
            )
        )
        self.backend = StatusLine(SettingsText.tr("Where keys are kept"))
        layout.addWidget(self.backend)
        self.boxes: dict[str, ProviderKeyBox] = {}
        for provider in COMPANIES:
            box = ProviderKeyBox(provider, library, workers, base_urls.get(provider, ""))
            box.changed.connect(self.changed)
            self.boxes[provider] = box
            layout.addWidget(box)
        layout.addStretch(1)

    def refresh(self) -> None:
        def described(found: tuple[bool, str]) -> None:
            secure, text = found
            self.backend.say(said(text), Tone.PLAIN if secure else Tone.PROBLEM)

        self.workers.start(
            lambda _p, _c: (keys.has_secure_backend(), keys.backend_description()),
            described,
            lambda exc: self.backend.say(said(exc), Tone.PROBLEM),
            key="keys:backend",
        )
        for box in self.boxes.values():
            box.refresh()
