"""While a model writes a summary, the main window says so: the status bar's indicator names
the story and shows progress (a click brings the work forward), the library's Review column
says summaries are being written, and a review opened meanwhile says one is on its way. The
real openai SDK streams from the fake server on 127.0.0.1."""

from __future__ import annotations

from llm_server import FakeLLMServer, RecordedRequest
from PySide6.QtCore import Qt
from summarize_dialog_support import add_server, tick, wait_estimates, wait_for

from writerlens.services import model_setup
from writerlens.services.library import Library
from writerlens.summarize.options import Strategy
from writerlens.ui.library_model import LibraryModel
from writerlens.ui.main_window import MainWindow
from writerlens.ui.summarize.job_row import RowState

REPLY = " ".join(f"Sentence {n} tells what the lamplighter did next." for n in range(60))


def _reply(_request: RecordedRequest) -> str:
    return REPLY


def test_the_window_shows_a_summary_being_written_and_opens_it(
    qtbot, library: Library, llm_server: FakeLLMServer
) -> None:
    model_setup.set_cloud_models(library, [])
    sample = library.install_sample()
    key = add_server(library, llm_server, "Studio", "m1")
    llm_server.reply = _reply
    llm_server.token_delay = 0.05  # long enough to look at
    main = MainWindow(library)
    qtbot.addWidget(main)
    main.show()
    main.select(sample.id)
    assert not main.work.isVisible()

    dialog = main.summarize_selected()
    assert dialog is not None
    qtbot.waitUntil(lambda: bool(dialog.picker.boxes), timeout=10_000)
    dialog.strategy_radios[Strategy.WHOLE].setChecked(True)
    tick(dialog, key)
    wait_estimates(qtbot, dialog, 1)
    dialog.start_button.click()
    [row] = dialog.rows
    wait_for(qtbot, lambda: main.work.isVisible())
    assert sample.title in main.work.button.text()
    review_cell = main.model.index(main.model.row_of(sample.id), LibraryModel.REVIEW)
    assert review_cell.data() == "Summaries being written…"

    review = main.review_selected()  # opened while the model writes: it says so
    assert review is not None  # the library deletes it on close (closed at the end)
    assert "still being written" in review.late_note.text.text()

    dialog.hide()
    qtbot.mouseClick(main.work.button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()  # the click brought the work forward

    row.cancel_button.click()
    wait_for(qtbot, lambda: row.state is RowState.CANCELLED, timeout=10_000)
    wait_for(qtbot, lambda: not main.work.isVisible())
    assert review_cell.data() != "Summaries being written…"
    assert "still being written" not in review.late_note.text.text()
    review.close()
