"""What a piece of work needs loaded first (the tokenizer, the pronunciation table), loaded
once, by the first work that needs it, and kept out of the garbage collector's walks."""

from __future__ import annotations

import gc
import threading
from typing import TYPE_CHECKING

from writerlens.services.library import warm_up

if TYPE_CHECKING:
    from writerlens.ui.workers import Workers

#: what a piece of work needs loaded first: the tokenizer (an import's token count, a summary's
#: estimate) and the pronunciation table (the reading level of an import and of a review)
TOKENS, READING = "tokens", "reading"


def warm_up_for_gui(*parts: str) -> None:
    """warm_up() of ``parts`` (all when none are named), then tell the garbage collector to
    leave what it loaded alone: every full collection walking what the tokenizer and the
    reading level load froze the window for 200-600 ms at a random moment (measured:
    tests/benchmarks/ui_stall.py)."""
    wanted = set(parts or (TOKENS, READING))
    warm_up(tokens=TOKENS in wanted, reading=READING in wanted)
    gc.freeze()


_warm_lock = threading.Lock()
_warmed: set[str] = set()


def ensure_warm(*parts: str) -> None:
    """warm_up_for_gui() of what ``parts`` names (all when none are named) and is not loaded
    yet, by the first work that needs it: not at start, so that a writer who only opens the
    app pays for neither, and a review, which reads no tokens, never loads the tokenizer
    (45 MB; issue #29). A second caller waits for the first instead of loading again."""
    wanted = set(parts or (TOKENS, READING))
    with _warm_lock:
        missing = wanted - _warmed
        if missing:
            warm_up_for_gui(*missing)
            _warmed.update(missing)


def warm_up_later(workers: Workers, part: str) -> None:
    """ensure_warm(``part``) in the background, unless it is loaded already."""
    if part not in _warmed:
        workers.start(lambda _p, _c: ensure_warm(part))
