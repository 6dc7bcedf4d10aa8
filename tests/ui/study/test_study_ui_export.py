"""The export dialog: exactly the data.json the bundle will hold, the writer's choices, Save."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QMessageBox
from study_ui_support import TITLE, F, manifest_of, review_sample, shoot

from writerlens.domain import Cancelled, SummaryStatus
from writerlens.services import export, study
from writerlens.services.library import Library
from writerlens.study.errors import ExportFailed
from writerlens.ui.study.export_dialog import ExportDialog
from writerlens.ui.workers import Workers

WRITER = "Marguerite Holloway"


@pytest.fixture
def reviewed(library: Library) -> Library:
    review_sample(library, feedback={F: f"Close to what I, {WRITER}, meant."})
    return library


@pytest.fixture
def workers(qtbot):
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    made = Workers(pool=pool)
    yield made
    made.cancel_all()
    made.wait(10000)


def _titles(dialog: ExportDialog) -> list[str | None]:
    return [story.get("title") for story in json.loads(dialog.preview_text)["stories"]]


def _open(qtbot, library: Library, workers: Workers) -> ExportDialog:
    dialog = ExportDialog(library, workers)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.preview is not None, timeout=10000)
    return dialog


def test_the_preview_is_exactly_what_the_service_would_write(
    qtbot, reviewed: Library, workers: Workers, tmp_path: Path
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    assert dialog.preview_text == export.preview(reviewed, dialog.options())
    assert dialog.preview_view.toPlainText() == dialog.preview_text
    summary = dialog.summary.text()
    assert "1 story, 3 summaries, 1 review" in summary
    assert "no titles" in summary and "no story text" in summary
    assert _titles(dialog) == [None]
    assert "random pseudonym" in dialog.heading.text()
    assert study.membership(reviewed).participant in dialog.heading.text()
    shoot(dialog, "export-dialog", tmp_path)


def test_titles_appear_only_when_the_writer_opts_in(
    qtbot, reviewed: Library, workers: Workers
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.titles_box.setChecked(True)
    assert _titles(dialog) == [TITLE]
    assert dialog.options().include_titles
    assert dialog.preview_text == export.preview(reviewed, dialog.options())
    assert "no titles" not in dialog.summary.text()
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.titles_box.setChecked(False)
    assert _titles(dialog) == [None]


def test_leaving_out_comments_and_summary_text_changes_the_preview(
    qtbot, reviewed: Library, workers: Workers
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    assert "Close to what I" in dialog.preview_text
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.comments_box.setChecked(False)
    assert "Close to what I" not in dialog.preview_text
    assert "no comments" in dialog.summary.text()
    assert dialog.preview_text == export.preview(reviewed, dialog.options())


def test_a_name_to_scrub_disappears_from_the_preview_and_is_remembered(
    qtbot, reviewed: Library, workers: Workers
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    assert WRITER in dialog.preview_text
    dialog.names.entry.setText(WRITER)
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        qtbot.mouseClick(dialog.names.add_button, Qt.MouseButton.LeftButton)
    assert WRITER not in dialog.preview_text
    assert "Holloway" not in dialog.preview_text
    assert "[name]" in dialog.preview_text
    assert "1 name removed" in dialog.summary.text()
    assert export.options_for(reviewed).names == (WRITER,)
    # the next export starts with the saved list; removing the name brings it back
    again = ExportDialog(reviewed, workers)
    qtbot.addWidget(again)
    assert again.names.names() == (WRITER,)
    qtbot.waitUntil(lambda: again.preview is not None, timeout=10000)
    again.names.list.setCurrentRow(0)
    with qtbot.waitSignal(again.preview_ready, timeout=10000):
        again.names.remove_selected()
    assert WRITER in again.preview_text
    assert export.options_for(reviewed).names == ()


def test_a_stale_preview_is_dropped(qtbot, reviewed: Library, workers: Workers) -> None:
    """Two quick choices: only the preview of the last one is shown."""
    dialog = _open(qtbot, reviewed, workers)
    gate = threading.Event()
    workers.start(lambda _p, _c: gate.wait(10))  # holds the one worker thread
    dialog.titles_box.setChecked(True)
    dialog.refresh_preview()  # starts the preview with titles (queued behind the gate)
    dialog.titles_box.setChecked(False)
    dialog.refresh_preview()  # supersedes it
    shown: list[str] = []
    dialog.preview_ready.connect(lambda: shown.append(dialog.preview_text))
    gate.set()
    qtbot.waitUntil(lambda: len(shown) >= 1, timeout=10000)
    workers.wait(10000)
    qtbot.wait(50)
    assert len(shown) == 1
    assert [s.get("title") for s in json.loads(shown[0])["stories"]] == [None]


def test_save_writes_a_bundle_the_coordinator_accepts(
    qtbot, reviewed: Library, workers: Workers, tmp_path: Path
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    with qtbot.waitSignal(dialog.saved, timeout=15000) as saved:
        dialog.save_to(tmp_path / "mine")
    result = saved.args[0]
    assert result.path == tmp_path / "mine.wlbundle" and result.path.is_file()
    assert result.bundle_id in dialog.outcome.text()
    assert "mine.wlbundle" in dialog.outcome.text() and str(tmp_path) in dialog.outcome.text()
    assert dialog.save_button.isEnabled() and not dialog.task_bar.isVisible()
    manifest = manifest_of(result.path)
    assert manifest["participant"] == study.membership(reviewed).participant
    assert manifest["study_id"] is None
    [accepted] = study.import_bundles(tmp_path / "study", [result.path])
    assert accepted.accepted, accepted.reason
    assert accepted.bundle_id == result.bundle_id


def test_a_cancelled_export_leaves_no_file(
    qtbot, reviewed: Library, workers: Workers, tmp_path: Path
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    gate = threading.Event()
    workers.start(lambda _p, _c: gate.wait(10))  # the export waits behind this
    target = tmp_path / "out" / "cancelled.wlbundle"
    target.parent.mkdir()
    dialog.save_to(target)
    assert not dialog.save_button.isEnabled()
    # The strip shows only once the work has taken a moment (no flash for a quick export).
    assert not dialog.task_bar.isVisible()
    qtbot.waitUntil(dialog.task_bar.isVisible, timeout=5000)
    qtbot.mouseClick(dialog.task_bar.cancel_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(dialog.save_failed, timeout=15000) as failed:
        gate.set()
    assert isinstance(failed.args[0], Cancelled)
    assert list(target.parent.iterdir()) == []
    assert "no file was written" in dialog.outcome.text()
    assert dialog.save_button.isEnabled()


def test_a_failed_export_leaves_no_file_and_says_so(
    qtbot, reviewed: Library, workers: Workers, tmp_path: Path
) -> None:
    dialog = _open(qtbot, reviewed, workers)
    folder = tmp_path / "out"
    target = folder / "taken.wlbundle"
    target.mkdir(parents=True)  # a folder already has the bundle's name: the write fails
    with qtbot.waitSignal(dialog.save_failed, timeout=15000) as failed:
        dialog.save_to(target)
    assert isinstance(failed.args[0], ExportFailed)
    assert sorted(p.name for p in folder.iterdir()) == ["taken.wlbundle"]
    assert target.is_dir() and list(target.iterdir()) == []
    assert "Nothing was written" in dialog.outcome.text()
    boxes = [b for b in dialog.findChildren(QMessageBox) if b.objectName() == "errorDialog"]
    assert boxes and "could not be written" in boxes[-1].text()


# -- the preview in words: what was taken out, names to tick, keys --------------------------

LEAKY = (
    "Marguerite Holloway here; write to m.holloway@post.example.org or call +44 20 7946 0958. "
    "The draft is in /home/marguerite/My Stories/Ledger (draft 3).docx and my friend "
    "Tobias Wennerström read it."
)


def test_the_preview_says_in_words_what_was_taken_out_with_the_json_one_click_away(
    qtbot, library: Library, workers: Workers, tmp_path: Path
) -> None:
    review_sample(library, feedback={F: LEAKY})
    dialog = _open(qtbot, library, workers)
    assert dialog.views.currentWidget() is dialog.readable
    words = dialog.readable.toPlainText()
    assert "What the bundle holds" in words and "Taken out before saving" in words
    for line in ("Email addresses", "m.holloway@post.example.org", "Phone numbers",
                 "+44 20 7946 0958", "File paths and file names", "feedback 1"):  # fmt: skip
        assert line in words, line
    assert "m.holloway@" not in dialog.preview_text and "[email]" in dialog.preview_text
    assert "taken out" in dialog.summary.text()
    shoot(dialog, "export-in-words", tmp_path)
    # the exact JSON is one click away, and it is what the service writes
    dialog.views.setCurrentIndex(1)
    assert dialog.views.currentWidget() is dialog.preview_view
    assert dialog.preview_view.toPlainText() == export.preview(library, dialog.options())
    dialog.resize(1024, 640)
    dialog.views.setCurrentIndex(0)
    assert dialog.grab().save(str(tmp_path / "export-in-words-small.png"))


def test_ticking_a_name_found_in_the_text_removes_it(
    qtbot, library: Library, workers: Workers
) -> None:
    review_sample(library, feedback={F: LEAKY})
    dialog = _open(qtbot, library, workers)
    offered = dialog.suggested.suggestions()
    assert "Tobias Wennerström" in offered, offered
    assert "Tobias Wennerström" in dialog.preview_text
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.suggested.tick("Tobias Wennerström")
    assert dialog.names.names() == ("Tobias Wennerström",)
    assert "Wennerström" not in dialog.preview_text and "Tobias" not in dialog.preview_text
    assert "Tobias Wennerström" not in dialog.suggested.suggestions()
    assert "Names" in dialog.readable.toPlainText()


def test_model_file_names_are_neutral_unless_the_writer_opts_in(
    qtbot, library: Library, workers: Workers
) -> None:
    from writerlens.store import library as rows

    manuscript_id = review_sample(library)
    rows.insert_summary(
        library.store, manuscript_id=manuscript_id, provider="local",
        model="marguerite-tuned-q4.gguf", strategy="whole", text="A keeper waits.",
        status=SummaryStatus.FAILED, error="The model stopped.",
    )  # fmt: skip
    dialog = _open(qtbot, library, workers)
    assert "marguerite-tuned" not in dialog.preview_text
    assert (
        "local model 1" in dialog.preview_text and "local model 1" in dialog.readable.toPlainText()
    )
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.model_names_box.setChecked(True)
    assert "marguerite-tuned-q4.gguf" in dialog.preview_text


def test_a_bundle_with_a_key_piece_cannot_be_saved(
    qtbot, library: Library, workers: Workers, monkeypatch: pytest.MonkeyPatch
) -> None:
    from writerlens.store import library as rows

    monkeypatch.setenv("OPENAI_API_KEY", "sk-proj-leakcheck-123456789-abcdefgh")
    manuscript_id = review_sample(library)
    rows.insert_summary(
        library.store, manuscript_id=manuscript_id, provider="openai", model="x",
        strategy="whole", text="", status=SummaryStatus.FAILED,
        prompts={"whole": "leakcheck-123456789@1"},
    )  # fmt: skip
    dialog = _open(qtbot, library, workers)
    assert not dialog.save_button.isEnabled()
    assert "cannot be saved" in dialog.summary.text()
    assert "cannot be saved" in dialog.readable.toPlainText()


def test_a_bundle_with_a_leftover_login_cannot_be_saved_and_the_preview_says_so(
    qtbot, reviewed: Library, workers: Workers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The export's last search runs in the preview too: a field that skipped the scrubber
    (feedback written raw, here) is named before Save, and Save is not offered."""
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(var, "mholloway")
    real = export.build_data

    def raw_feedback(source, options, scrub):  # type: ignore[no-untyped-def]
        data = real(source, options, scrub)
        data["reviews"][0]["summaries"][0]["feedback"] = "Sent by mholloway."
        return data

    monkeypatch.setattr(export, "build_data", raw_feedback)
    dialog = _open(qtbot, reviewed, workers)
    assert not dialog.save_button.isEnabled()
    assert "could identify you" in dialog.summary.text()
    assert "this computer's user name" in dialog.readable.toPlainText()
    monkeypatch.setattr(export, "build_data", real)
    with qtbot.waitSignal(dialog.preview_ready, timeout=10000):
        dialog.titles_box.setChecked(True)
    assert dialog.save_button.isEnabled()
