"""What the app loads at start-up is kept out of the garbage collector's full passes.

The pronunciation dictionary behind the reading level is a few hundred thousand Python
objects; each full collection that walked them froze the window for 200-600 ms at a random
moment (tests/benchmarks/ui_stall.py). warm_up_for_gui() loads it, then freezes it.
"""

from __future__ import annotations

import gc

from writerlens.ui.main_window import warm_up_for_gui


def test_warm_up_leaves_what_it_loaded_out_of_full_collections() -> None:
    gc.unfreeze()
    try:
        warm_up_for_gui()
        frozen = gc.get_freeze_count()
        assert frozen > 100_000  # the dictionary and the tokenizer's tables, at least
        assert len(gc.get_objects()) < frozen  # what a full collection still walks
    finally:
        gc.unfreeze()  # other tests expect a collector that sees everything
