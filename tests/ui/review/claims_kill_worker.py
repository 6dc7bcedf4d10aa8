"""The claims step driven in a subprocess that the test SIGKILLs after its last action.

``python claims_kill_worker.py DATA_DIR MANUSCRIPT_ID`` opens the review window (offscreen) on
the library in DATA_DIR, does five of a writer's actions through the window and prints
``ACK <n>`` after each has returned, then waits to be killed: nothing is closed or flushed
on the way out.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

from PySide6.QtWidgets import QApplication
from review_claims_support import open_claims, select_story

from writerlens.services.library import Library
from writerlens.ui.review.window import ReviewWindow

EVIDENCE = "a lamp is a lamp"
LEFT_OUT = "Three people have asked me"
EDITED = "Walter says he feels nothing about the vote."


def main(data_dir: Path, manuscript_id: int) -> None:
    app = QApplication([])
    library = Library.open(data_dir)
    win = ReviewWindow(library, manuscript_id)
    win.show()
    summary_id = open_claims(win, 0)
    claims = win.claim_review.claims(summary_id)
    story = library.manuscript(win.state.manuscript_id).text
    ack = iter(range(100))

    def done() -> None:
        app.processEvents()
        print(f"ACK {next(ack)}", flush=True)

    win.parts.claims.give_verdict(claims[0].id, "faithful")
    done()
    start = story.index(EVIDENCE)
    select_story(win, start, start + len(EVIDENCE))
    win.claims_panel.select_claim(claims[1].id)
    win.parts.claims.use_story_selection(claims[1].id)
    win.parts.claims.give_verdict(claims[1].id, "unfaithful")
    done()
    win.parts.claims.split_claim(claims[2].id)
    assert win.parts.claims.claim_dialog is not None
    win.parts.claims.claim_dialog.editor.setPlainText("First half.\nSecond half.")
    win.parts.claims.claim_dialog.accept()
    done()
    start = story.index(LEFT_OUT)
    select_story(win, start, start + len(LEFT_OUT))
    win.parts.omissions.mark_left_out()
    dialog = win.parts.omissions.omission_dialog
    assert dialog is not None
    for box in dialog.summaries.values():
        box.setChecked(True)
    dialog.accept()
    done()
    win.parts.claims.edit_claim(claims[3].id)
    win.parts.claims.claim_dialog.editor.setPlainText(EDITED)
    win.parts.claims.claim_dialog.accept()
    done()
    print("WAITING", flush=True)
    while True:
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
