"""OpenAI-compatible servers (Ollama, LM Studio, llama.cpp's server, vLLM): list and edit.

The form edits one server at a time; "Save server" stores it (its optional key goes to the
keyring through :func:`model_setup.save_server`). "Fetch models" and "Test" use what is typed,
saved or not, so the writer can try an address before keeping it. Everything that talks to the
server or the keyring runs in a worker.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from writerlens.domain import WriterLensError
from writerlens.llm import keys
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.ui.errors import said, show_error
from writerlens.ui.plural import plural
from writerlens.ui.settings.common import SettingsText, Tone, intro, page_layout
from writerlens.ui.settings.connection import server_models, try_model
from writerlens.ui.settings.server_form import ServerForm
from writerlens.ui.workers import Workers

_ROLE = Qt.ItemDataRole.UserRole


class ServersPage(QWidget):
    changed = Signal()

    def __init__(self, library: Library, workers: Workers, parent: QWidget | None = None):
        super().__init__(parent)
        self.library = library
        self.workers = workers
        self.editing: str | None = None  # the saved name of the server in the form, if any

        layout = page_layout(self)
        layout.addWidget(
            intro(
                SettingsText.tr(
                    "Use models served by a program that speaks the OpenAI API: Ollama, "
                    "LM Studio, llama.cpp's server or vLLM, on this computer or on your "
                    "network. Start the server first, then add it here. A server on this "
                    "computer (localhost) needs no agreement to send it a story; for a "
                    "server elsewhere, WriterLens asks you first."
                )
            )
        )
        row = QHBoxLayout()
        layout.addLayout(row, 1)

        left = QVBoxLayout()
        self.list = QListWidget()
        self.list.setAccessibleName(SettingsText.tr("Your servers"))
        self.list.currentItemChanged.connect(self._selected)
        self.new_button = QPushButton(SettingsText.tr("&New server"))
        self.new_button.setAccessibleName(SettingsText.tr("Add a new server"))
        self.new_button.clicked.connect(self.new_server)
        self.remove_button = QPushButton(SettingsText.tr("&Remove"))
        self.remove_button.setAccessibleName(SettingsText.tr("Remove the selected server"))
        self.remove_button.clicked.connect(self.remove_server)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        self.empty_hint = QLabel(
            SettingsText.tr(
                "No servers yet. Choose the kind of server on the right, then Save server."
            )
        )
        self.empty_hint.setWordWrap(True)
        left.addWidget(self.list, 1)
        left.addWidget(self.empty_hint)
        left.addLayout(buttons)
        row.addLayout(left, 2)

        self.form = ServerForm()
        self.status = self.form.status
        self.form.fetch_button.clicked.connect(self.fetch_models)
        self.form.forget_key_button.clicked.connect(self.forget_key)
        self.form.save_button.clicked.connect(self.save_server)
        self.form.test_button.clicked.connect(self.test_server)
        for edit in (self.form.name_edit, self.form.url_edit):
            edit.textChanged.connect(self._update_buttons)
        self.form.model_combo.editTextChanged.connect(self._update_buttons)
        row.addWidget(self.form, 3)
        self._busy = False
        self.refresh()

    # -- the list ----------------------------------------------------------------------------

    def servers(self) -> list[ServerSetup]:
        return model_setup.servers(self.library)

    def refresh(self, select: str | None = None) -> None:
        keep = select if select is not None else self.editing
        self.list.blockSignals(True)
        self.list.clear()
        chosen: QListWidgetItem | None = None
        for server in self.servers():
            model = server.model or SettingsText.tr("no model chosen")
            item = QListWidgetItem(f"{server.name}\n{model} · {server.base_url}")
            item.setData(_ROLE, server.name)
            self.list.addItem(item)
            if server.name == keep:
                chosen = item
        self.list.blockSignals(False)
        self.empty_hint.setVisible(self.list.count() == 0)
        if chosen is not None:
            self.list.setCurrentItem(chosen)
        elif self.list.count() and keep is None:
            self.list.setCurrentRow(0)
        else:
            self._selected(self.list.currentItem())
        self._update_buttons()

    def _selected(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        name = item.data(_ROLE) if item is not None else None
        server = next((s for s in self.servers() if s.name == name), None)
        self.status.say("")
        if server is None:
            self._fill(None)
            return
        self._fill(server)

    def _fill(self, server: ServerSetup | None) -> None:
        self.editing = server.name if server else None
        self.form.fill(server)
        if server is not None:
            name = server.name
            self._run(
                lambda: keys.get_key(keys.server_key_name(name)) is not None,
                self._key_found,
                key="key-status",
            )
        self._update_buttons()

    def _key_found(self, found: bool) -> None:
        self.form.has_key = found
        self.form.show_key_status()
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.form.update_buttons(self._busy, self.editing is not None)
        self.remove_button.setEnabled(self.editing is not None and not self._busy)

    # -- actions -----------------------------------------------------------------------------

    def new_server(self) -> None:
        self.list.blockSignals(True)
        self.list.clearSelection()
        self.list.setCurrentRow(-1)
        self.list.blockSignals(False)
        self._fill(None)
        self.status.say("")
        self.form.preset.setFocus()

    def save_server(self) -> None:
        server = self.form.server()
        original = self.editing
        taken = {s.name for s in self.servers()}
        if server.name != original and server.name in taken:
            self.status.say(
                SettingsText.tr(
                    "There is already a server called “{name}”. Choose another name, or "
                    "select that server in the list to change it."
                ).format(name=server.name),
                Tone.PROBLEM,
            )
            return
        typed = self.form.typed_key()
        library = self.library

        def save() -> str:
            key = typed
            if original and original != server.name:
                key = key or keys.get_key(keys.server_key_name(original))
                model_setup.remove_server(library, original)
            model_setup.save_server(library, server, key=key)
            return server.name

        def saved(name: str) -> None:
            self.editing = name
            self.refresh(select=name)
            self.status.say(SettingsText.tr("Saved “{name}”.").format(name=name), Tone.GOOD)
            self.changed.emit()

        self._run(save, saved, key="change")

    def remove_server(self) -> None:
        name = self.editing
        if name is None:
            return
        library = self.library

        def removed(_: Any) -> None:
            self.editing = None
            self.refresh()
            self.status.say(
                SettingsText.tr("Removed the server “{name}”.").format(name=name), Tone.GOOD
            )
            self.changed.emit()

        self._run(lambda: model_setup.remove_server(library, name), removed, key="change")

    def forget_key(self) -> None:
        name = self.editing
        if name is None:
            return

        def forgotten(_: Any) -> None:
            self._key_found(False)
            self.status.say(
                SettingsText.tr("The key for “{name}” is forgotten.").format(name=name), Tone.GOOD
            )

        self._run(lambda: keys.delete_key(keys.server_key_name(name)), forgotten, key="change")

    def fetch_models(self) -> None:
        server = self.form.server()
        typed = self.form.typed_key()
        self.status.say(SettingsText.tr("Asking the server for its models…"), Tone.BUSY)

        def fetched(names: list[str]) -> None:
            self.form.set_models(names)
            if names:
                self.status.say(
                    plural(
                        len(names),
                        SettingsText.tr("The server offers 1 model; choose it, then Save server."),
                        SettingsText.tr(
                            "The server offers %n models; choose one, then Save server.",
                            "",
                            len(names),
                        ),
                    ),
                    Tone.GOOD,
                )
            else:
                self.status.say(
                    SettingsText.tr(
                        "The server lists no models. Load one in the server, then fetch again."
                    ),
                    Tone.PROBLEM,
                )

        self._run(
            lambda: server_models(server.base_url, server.name, typed),
            fetched,
            key="fetch",
            typed=typed,
        )

    def test_server(self) -> None:
        server = self.form.server()
        typed = self.form.typed_key()
        self.status.say(SettingsText.tr("Asking {model}…").format(model=server.model), Tone.BUSY)

        def answered(model_id: str) -> None:
            self.status.say(
                SettingsText.tr("Connected: {model} answered.").format(model=model_id), Tone.GOOD
            )

        self._run(lambda: try_model(server.spec(), typed), answered, key="test", typed=typed)

    def _run(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        key: str,
        typed: str | None = None,
    ) -> None:
        blocking = key != "key-status"

        def settle() -> None:
            if blocking:
                self._busy = False
            self._update_buttons()

        def done(result: Any) -> None:
            settle()
            on_done(result)

        def failed(exc: BaseException) -> None:
            settle()
            if isinstance(exc, WriterLensError):
                message = said(exc, (typed,))
                if key == "test":
                    message = SettingsText.tr("Not connected. {why}").format(why=message)
                self.status.say(message, Tone.PROBLEM)
            else:
                self.status.say(SettingsText.tr("That did not work."), Tone.PROBLEM)
                show_error(self.window(), exc)

        if blocking:
            self._busy = True
            self._update_buttons()
        self.workers.start(lambda _p, _c: work(), done, failed, key=f"servers:{key}")
