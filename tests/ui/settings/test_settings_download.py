"""Settings → Local models → Download: a writer with no model gets one inside the app, from a
local stand-in for the model hub (the real huggingface_hub client, pointed at it through
HF_ENDPOINT). They see bytes, speed and time left; Cancel keeps what arrived and Download goes
on from it; a damaged file or a full disk is refused in words; the model then sits in their
list exactly like one added by file. The hub hears nothing until Download is pressed."""

from __future__ import annotations

from pathlib import Path

import pytest
from fake_hub import FakeHub, point_hub_client_at, write_tiny_gguf
from PySide6.QtCore import Qt

from writerlens.services import model_download as md
from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.services.suggested_models import suggestions
from writerlens.ui.settings import SettingsDialog
from writerlens.ui.settings.common import Tone
from writerlens.ui.settings.download_panel import duration_words, progress_words
from writerlens.ui.settings.local_page import LocalModelsPage

WAIT = 30_000
MB = 2**20


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    with FakeHub() as server:
        point_hub_client_at(server, monkeypatch, tmp_path / "hub-cache")
        yield server


@pytest.fixture
def model_file(tmp_path: Path) -> Path:
    return write_tiny_gguf(tmp_path / "served.gguf", 3 * MB)


@pytest.fixture
def first():
    return suggestions().models[0]


def _open(qtbot, library: Library) -> tuple[SettingsDialog, LocalModelsPage]:
    dlg = SettingsDialog(library)
    qtbot.addWidget(dlg)
    dlg.resize(1280, 800)
    dlg.show()
    dlg.show_page(SettingsDialog.LOCAL)
    return dlg, dlg.local_page


def _press_download(qtbot, page: LocalModelsPage, row: int = 0) -> None:
    page.recommended.selectRow(row)
    assert page.download.download_button.isEnabled()
    qtbot.mouseClick(page.download.download_button, Qt.MouseButton.LeftButton)


def test_the_hub_hears_nothing_until_download_is_pressed(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first
) -> None:
    hub.add(first.repo, first.file, model_file)
    dlg, page = _open(qtbot, library)
    for row in range(page.recommended.rowCount()):
        page.recommended.selectRow(row)
    dlg.show_page(SettingsDialog.CLOUD)
    dlg.show_page(SettingsDialog.LOCAL)
    qtbot.wait(200)
    assert hub.requests == []
    assert "contacts the hub only when you press Download" in page.how_to.text()
    _press_download(qtbot, page)
    qtbot.waitUntil(lambda: bool(hub.requests), timeout=WAIT)
    dlg.workers.wait(WAIT)


def test_download_shows_progress_then_the_model_is_in_the_list(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first
) -> None:
    hub.add(first.repo, first.file, model_file)
    hub.block_delay = 0.03  # about 2 MB/s: long enough to watch
    dlg, page = _open(qtbot, library)
    panel = page.download
    shown: list[str] = []
    bar_values: list[int] = []

    def watch() -> bool:
        shown.append(panel.status.text())
        bar_values.append(panel.bar.value())
        return page.list.topLevelItemCount() == 1

    _press_download(qtbot, page)
    assert panel.cancel_button.isEnabled() and not panel.download_button.isEnabled()
    qtbot.waitUntil(watch, timeout=WAIT)
    moving = [t for t in shown if " of " in t and "/s" in t]
    assert moving, shown
    assert any(" left" in t for t in moving)
    assert max(bar_values) > 0
    # added exactly like a file the writer chose: read, saved with defaults, selected
    qtbot.waitUntil(lambda: page.status.tone is Tone.GOOD, timeout=WAIT)
    assert page.status.text().startswith("✓ Added ") and "Tiny Test Model" in page.status.text()
    path = md.already_downloaded(md.HubFile(first.repo, first.file))
    assert path is not None and path.read_bytes() == model_file.read_bytes()
    saved = model_setup.local_models(library)
    assert [m.path for m in saved] == [str(path)] and saved[0].context_tokens == 4096
    choice = {c.spec.model_file: c for c in model_setup.choices(library)}[str(path)]
    assert choice.ready
    assert page.recommended.status_text(first) == "✓ In your models"
    assert not panel.bar.isVisible() and not panel.cancel_button.isEnabled()
    dlg.workers.wait(WAIT)


def test_cancel_keeps_what_arrived_and_download_goes_on_from_it(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first, tmp_path: Path
) -> None:
    hub.add(first.repo, first.file, model_file)
    hub.block_delay = 0.03
    dlg, page = _open(qtbot, library)
    panel = page.download
    _press_download(qtbot, page)
    qtbot.waitUntil(lambda: panel.bar.value() > 0, timeout=WAIT)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.busy, timeout=WAIT)
    assert panel.status.text().startswith("Download paused:") and "kept" in panel.status.text()
    kept = md.partial_bytes(md.HubFile(first.repo, first.file))
    assert 0 < kept < model_file.stat().st_size
    assert page.recommended.status_text(first).startswith("Paused:")
    assert panel.download_button.text() == "&Go on downloading"
    assert model_setup.local_models(library) == []  # nothing half-done is offered
    hub.block_delay = 0
    qtbot.mouseClick(panel.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.list.topLevelItemCount() == 1, timeout=WAIT)
    assert hub.file_gets()[-1].range == f"bytes={kept}-"
    path = md.already_downloaded(md.HubFile(first.repo, first.file))
    assert path is not None and path.read_bytes() == model_file.read_bytes()
    dlg.workers.wait(WAIT)


@pytest.mark.parametrize(
    ("claim", "words"),
    [
        ({"sha256": "0" * 64}, "is damaged"),
        ({"size": 10**18}, "Not enough free disk space"),
    ],
)
def test_a_refused_download_says_why_and_adds_nothing(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first, claim: dict, words: str
) -> None:
    hub.add(first.repo, first.file, model_file, **claim)
    dlg, page = _open(qtbot, library)
    panel = page.download
    _press_download(qtbot, page)
    qtbot.waitUntil(lambda: not panel.busy, timeout=WAIT)
    assert panel.status.tone is Tone.PROBLEM
    assert words in panel.status.text()
    assert page.list.topLevelItemCount() == 0 and model_setup.local_models(library) == []
    assert page.recommended.status_text(first) == ""
    assert panel.download_button.isEnabled()  # the writer can try again or pick another
    dlg.workers.wait(WAIT)


def test_a_model_already_downloaded_is_added_without_asking_the_hub(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first
) -> None:
    hub.add(first.repo, first.file, model_file)
    md.download(md.HubFile(first.repo, first.file))
    hub.requests.clear()
    dlg, page = _open(qtbot, library)
    assert page.recommended.status_text(first) == "✓ Downloaded"
    _press_download(qtbot, page)
    qtbot.waitUntil(lambda: page.list.topLevelItemCount() == 1, timeout=WAIT)
    assert hub.requests == []
    assert page.recommended.status_text(first) == "✓ In your models"
    # pressed again: the writer's own settings for it stay as they were
    path = str(md.already_downloaded(md.HubFile(first.repo, first.file)))
    model_setup.save_local_model(library, model_setup.LocalModelSetup(path, 2048, 1))
    _press_download(qtbot, page)
    assert page.status.text() == f"✓ {first.file} is already in your models."
    assert model_setup.local_models(library) == [model_setup.LocalModelSetup(path, 2048, 1)]
    assert hub.requests == []
    dlg.workers.wait(WAIT)


def test_closing_settings_pauses_a_download(
    qtbot, hub: FakeHub, library: Library, model_file: Path, first
) -> None:
    hub.add(first.repo, first.file, model_file)
    hub.block_delay = 0.03
    dlg, page = _open(qtbot, library)
    _press_download(qtbot, page)
    qtbot.waitUntil(lambda: page.download.bar.value() > 0, timeout=WAIT)
    dlg.close()
    assert dlg.workers.wait(WAIT)
    assert md.already_downloaded(md.HubFile(first.repo, first.file)) is None
    assert md.partial_bytes(md.HubFile(first.repo, first.file)) > 0


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (20, "less than a minute"),
        (70, "about a minute"),
        (600, "about 10 minutes"),
        (5400, "about 1 h 30 min"),
    ],
)
def test_time_left_in_words(seconds: float, words: str) -> None:
    assert duration_words(seconds) == words


def test_progress_words_say_when_the_line_dropped() -> None:
    p = md.DownloadProgress(md.Stage.RETRYING, 500_000_000, 2_000_000_000, attempt=2)
    assert progress_words(p) == (
        "The connection dropped at 500 MB of 2.0 GB; trying again (2 of 5)…"
    )


def test_progress_words_say_bytes_speed_time_left_and_resumption() -> None:
    p = md.DownloadProgress(md.Stage.DOWNLOADING, 1_200_000_000, 2_000_000_000, 5e6, 160, 4e8)
    assert progress_words(p) == (
        "1.2 GB of 2.0 GB · 5 MB/s · about 3 minutes left (went on from 400 MB kept)"
    )
    early = md.DownloadProgress(md.Stage.DOWNLOADING, 10_000_000, 2_000_000_000)
    assert progress_words(early) == "10 MB of 2.0 GB · working out the time left…"


def test_starting_writerlens_loads_no_hub_client() -> None:
    """The window, Settings and the CLI start without huggingface_hub: it is loaded when the
    Settings page first looks for downloaded files, and talks only on Download."""
    import subprocess
    import sys

    code = (
        "import sys, writerlens.cli, writerlens.ui.main_window, writerlens.ui.settings;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('huggingface_hub', 'hf_xet')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert out.stdout.strip() == "[]"
