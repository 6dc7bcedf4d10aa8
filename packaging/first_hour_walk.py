"""The first hour's checker: a :class:`Walk` opens each screen through the app's own windows
and looks at it as the user sees it (cut off, raw ids, English left), one :class:`Finding`
each. The route it takes through the app is in ``first_hour_route.py``; the parent that runs
one child per screen size and reports is ``first_hour.py``."""

from __future__ import annotations

import fnmatch
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

NOT_OPENED = "not opened"
KINDS = ("cut off", "raw id", "English", NOT_OPENED)

#: screens that other parts of the app own: the prefix of their names -> whose
OWNERS = {
    "summarize": "the model-task dialog (pipeline)",
    "judges": "the model-task dialog (pipeline)",
    "review": "the review window",
    "consent": "privacy (the providers' policy texts are English data)",
}


@dataclass(frozen=True)
class Finding:
    kind: str
    screen: str
    lang: str
    size: str
    text: str

    @property
    def owner(self) -> str | None:
        head = self.screen.split("-")[0]
        return OWNERS.get(head)


class Walk:
    """Opens each screen through the app's own windows and checks it as it is shown."""

    def __init__(
        self, lang: str, size: str, wanted: list[str], shots: Path | None, data: set[str]
    ) -> None:
        self.lang = lang
        self.size = size
        self.wanted = wanted
        self.shots = shots
        self.data = data
        self.findings: list[Finding] = []
        self.seen: list[str] = []
        from writerlens.ui.catalogs import Catalogue
        from writerlens.ui.i18n import translations_dir

        self.changed: dict[str, str] = {}
        ts = translations_dir() / f"writerlens_{lang}.ts"
        if lang != "en" and ts.exists():
            self.changed = {
                e.source: e.forms[0]
                for e in Catalogue(ts).entries()
                if e.finished and not e.numerus and e.forms[0] != e.source
            }

    def wants(self, screen: str) -> bool:
        return any(fnmatch.fnmatch(screen, p) for p in self.wanted)

    def wants_any(self, prefix: str) -> bool:
        return any(fnmatch.fnmatch(prefix + "x", p) or p.startswith(prefix) for p in self.wanted)

    def settle(self, rounds: int = 4) -> None:
        from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

        for _ in range(rounds):
            loop = QEventLoop()
            QTimer.singleShot(25, loop.quit)
            loop.exec()
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()

    def wait_until(self, done: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                raise RuntimeError(f"gave up waiting for {what} after {timeout:.0f} s")
            self.settle(1)

    def step(self, name: str, action: Callable[[], object]) -> None:
        """One part of the walk; a part that fails is reported and the walk goes on (a screen
        being rebuilt elsewhere stops nobody's walk)."""
        try:
            action()
        except Exception as exc:
            import traceback

            traceback.print_exc()
            self.findings.append(
                Finding(NOT_OPENED, name, self.lang, self.size, f"{type(exc).__name__}: {exc}")
            )

    def look(self, screen: str, widget: Any) -> None:
        """Check ``widget`` as the user sees it now (shown at the size it opened with)."""
        if not self.wants(screen):
            return
        from screen_checks import (
            CUT,
            ENGLISH,
            RAW,
            clipped,
            cut_off,
            elided_cells,
            english_left,
            english_words,
            raw_ids,
            screen_texts,
        )

        from writerlens import APP_NAME
        from writerlens.ui.layout_memory import FRAME_ALLOWANCE

        if not widget.isVisible():
            widget.show()
        self.settle()
        self.seen.append(screen)
        found: list[tuple[str, str]] = []
        room = widget.screen().availableGeometry().size() - FRAME_ALLOWANCE
        if widget.isWindow() and (widget.width() > room.width() or widget.height() > room.height()):
            found.append(
                (
                    CUT,
                    f"the window opens at {widget.width()}x{widget.height()}, larger than the "
                    f"{room.width()}x{room.height()} a window has on this screen",
                )
            )
        found += [(CUT, p) for p in clipped(widget)]
        found += [(CUT, p) for p in cut_off(widget)]
        found += [(CUT, p) for p in elided_cells(widget)]
        texts = [t for t in screen_texts(widget) if t != APP_NAME]
        found += [(RAW, p) for p in raw_ids(texts)]
        if self.lang != "en":
            # a paragraph of the story or of a summary is the user's, in whatever language
            flat = [_flat(d) for d in self.data]
            own = [t for t in texts if not any(_flat(t) in d for d in flat)]
            left = english_left(own, self.changed)
            found += [(ENGLISH, f"“{t[:70]}” (a catalogue string)") for t in left]
            found += [
                (ENGLISH, p) for p in english_words([t for t in own if t not in left], self.data)
            ]
        for kind, text in dict.fromkeys(found):
            self.findings.append(Finding(kind, screen, self.lang, self.size, text))
        if self.shots is not None:
            path = self.shots / f"{self.lang}-{screen}-{self.size}.png"
            widget.grab().save(str(path))


def _flat(text: str) -> str:
    """Text as compared: soft hyphens and zero-width marks out, white space as one space."""
    for mark in ("\xad", "\u200b", "\u2060", "\ufeff"):
        text = text.replace(mark, "")
    return " ".join(text.split())
