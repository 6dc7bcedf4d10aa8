"""What the app loads for its first import, review or estimate is kept out of the garbage
collector's full passes.

The pronunciation dictionary behind the reading level was a few hundred thousand Python
objects; each full collection that walked them froze the window for 200-600 ms at a random
moment (tests/benchmarks/ui_stall.py). It is a table of words and small integers now, which
the collector does not track, and warm_up_for_gui() still freezes what it loaded (and
everything before it), so that no full pass walks it.
"""

from __future__ import annotations

import gc

from writerlens.ui.main_window import warm_up_for_gui


def test_warm_up_leaves_what_it_loaded_out_of_full_collections() -> None:
    from writerlens.metrics.syllables import syllables_per_word

    gc.unfreeze()
    try:
        warm_up_for_gui()
        table = syllables_per_word()
        walked = gc.get_objects()
        # the table is words and small integers, which the collector does not track, or frozen
        assert not gc.is_tracked(table) or not any(o is table for o in walked)
        assert len(walked) < gc.get_freeze_count()  # most of what is loaded is frozen
    finally:
        gc.unfreeze()  # other tests expect a collector that sees everything
