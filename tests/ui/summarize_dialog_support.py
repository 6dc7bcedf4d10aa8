"""Helpers for the Summarize dialog tests: set up models, open the dialog, wait, shoot."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from llm_server import FakeLLMServer
from PySide6.QtWidgets import QApplication

from writerlens.llm.factory import create_provider
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup
from writerlens.services.summarize import SummarizeService
from writerlens.ui.summarize import SummarizeDialog
from writerlens.ui.summarize.job_row import JobRow

#: Set WRITERLENS_SCREENSHOTS=/tmp/shots/summarize to keep the screenshots; else tmp_path.
SHOTS = os.environ.get("WRITERLENS_SCREENSHOTS")


def add_server(library: Library, server: FakeLLMServer, name: str, model: str = "m1") -> str:
    """An OpenAI-compatible server on 127.0.0.1 (no key, no consent); returns its choice key."""
    setup = ServerSetup(name, server.openai_base_url, model)
    model_setup.save_server(library, setup)
    return next(c.key for c in model_setup.choices(library) if c.spec.name == name)


def quick_service(library: Library) -> SummarizeService:
    """The real service and SDKs, minus the waits between retries (they are tested in llm/)."""

    def factory(spec: Any, **kwargs: Any) -> Any:
        return create_provider(spec, sleep=lambda _s: None, **kwargs)

    return SummarizeService(library, provider_factory=factory)


def open_dialog(qtbot: Any, library: Library, manuscript_id: int, **kw: Any) -> SummarizeDialog:
    dialog = SummarizeDialog(library, manuscript_id, **kw)
    qtbot.addWidget(dialog)
    dialog.resize(1280, 800)
    with qtbot.waitSignal(dialog.ready, timeout=10_000):
        dialog.show()
    return dialog


def tick(dialog: SummarizeDialog, *keys: str) -> None:
    for key in keys:
        dialog.picker.boxes[key].setChecked(True)


def wait_estimates(qtbot: Any, dialog: SummarizeDialog, n: int) -> None:
    table = dialog.estimate_table
    qtbot.waitUntil(lambda: len(table.estimates) + len(table.problems) == n, timeout=20_000)


def start_and_wait(qtbot: Any, dialog: SummarizeDialog, timeout: int = 30_000) -> list[JobRow]:
    with qtbot.waitSignal(dialog.all_finished, timeout=timeout):
        dialog.start_button.click()
    return dialog.rows


def wait_for(qtbot: Any, condition: Callable[[], bool], timeout: int = 10_000) -> None:
    qtbot.waitUntil(condition, timeout=timeout)


def shoot(
    widget: Any, name: str, tmp_path: Path, size: tuple[int, int] | None = (1280, 800)
) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    if size is not None:
        widget.resize(*size)
    for _ in range(3):  # let the layout settle (deferred column widths, wrapped rows)
        QApplication.processEvents()
    assert widget.grab().save(str(path))
    return path
