"""Screenshots of WriterLens's main screens in each language, for the README and for checking
that translated text fits.

    python packaging/screenshots.py OUT_DIR                  # every screen, en/de/es, both sizes
    python packaging/screenshots.py OUT_DIR --lang de --screen review-claims --size 1280x800
    python packaging/screenshots.py --readme     # the README's pictures, into packaging/screenshots

Everything runs offscreen on a throw-away library holding the bundled sample story and its demo
summaries: nothing is sent anywhere and the writer's own library, settings and keychain are never
opened. The cloud key shown is a made-up one kept in an in-memory keyring, so that the Summarize
dialog can estimate (an estimate is counted on this computer; nothing is sent). Files are named
``<lang>-<screen>-<width>x<height>.png``. 1280x800 is what the README shows; 1024x640 is for
checking that a small laptop screen still works.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "es")
SIZES = ((1280, 800), (1024, 640))
SCREENS = (
    "main",
    "settings-keys",
    "settings-local",
    "summarize",
    "review-questions",
    "review-claims",
    "review-judges",
    "review-labels",
    "review-ranking",
    "review-finish",
)
#: the review's screens (one review window shows them all)
REVIEW_SCREENS = {s for s in SCREENS if s.startswith("review-")}
#: the README's pictures: (language, screen) at 1280x800 -> file in packaging/screenshots/
README_SHOTS = {
    ("en", "main"): "main-window.png",
    ("de", "review-claims"): "check-claims-de.png",
    ("es", "summarize"): "summarize-es.png",
}
README_DIR = ROOT / "packaging" / "screenshots"
#: a made-up key (the right shape, never valid), so that cloud models can be estimated
DEMO_KEY = "sk-ant-screenshot-0000000000000000"
CLOUD_VARS = (
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_AUTH_TOKEN",
    "ANTHROPIC_BASE_URL",
    "ANTHROPIC_PROFILE",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
)


def _prepare_environment(scratch: Path) -> None:
    """Offscreen, this checkout first on the path, and nothing of the writer's own: no keys
    from the environment, and caches/config in the scratch folder."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    for var in CLOUD_VARS:
        os.environ.pop(var, None)
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = str(scratch / sub)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def _memory_keyring() -> None:
    """A keyring that keeps keys in a dict for this run only (never the writer's keychain)."""
    import keyring
    from keyring.backend import KeyringBackend

    class ScreenshotKeyring(KeyringBackend):
        priority = 1  # type: ignore[assignment]
        name = "Secret Service"  # what a typical Linux desktop shows

        def __init__(self) -> None:
            super().__init__()
            self.passwords: dict[tuple[str, str], str] = {}

        def get_password(self, service: str, username: str) -> str | None:
            return self.passwords.get((service, username))

        def set_password(self, service: str, username: str, password: str) -> None:
            self.passwords[(service, username)] = password

        def delete_password(self, service: str, username: str) -> None:
            self.passwords.pop((service, username), None)

    keyring.set_keyring(ScreenshotKeyring())


class Shooter:
    """Opens each screen on the sample story and saves it at each size."""

    def __init__(self, library: Any, out: Path, sizes: list[tuple[int, int]]) -> None:
        self.library = library
        self.out = out
        self.sizes = sizes
        self.saved: list[Path] = []
        self.sample_id = library.entries()[0].id

    # -- helpers

    def settle(self, rounds: int = 4) -> None:
        """Let deferred work land (tables refit rows on zero-delay timers, layouts follow)."""
        from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

        for _ in range(rounds):
            loop = QEventLoop()
            QTimer.singleShot(25, loop.quit)
            loop.exec()
            QCoreApplication.processEvents()

    def wait_until(self, done: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
        import time

        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                raise RuntimeError(f"gave up waiting for {what} after {timeout:.0f} s")
            self.settle(1)

    def save(self, widget: Any, lang: str, screen: str) -> None:
        widget.show()
        for width, height in self.sizes:
            widget.resize(width, height)
            self.settle()
            path = self.out / f"{lang}-{screen}-{width}x{height}.png"
            if not widget.grab().save(str(path)):
                raise RuntimeError(f"could not write {path}")
            self.saved.append(path)

    # -- the screens

    def main(self, lang: str) -> None:
        from writerlens.ui.main_window import MainWindow

        window = MainWindow(self.library)
        try:
            window.resize(*self.sizes[0])  # before showing, as a remembered size is
            window.show()
            window.select(self.sample_id)
            self.wait_until(lambda: bool(window.reader.text.toPlainText()), "the sample story")
            self.save(window, lang, "main")
        finally:
            window.close()
            window.deleteLater()

    def settings(self, lang: str, screens: set[str]) -> None:
        from writerlens.ui.settings.dialog import SettingsDialog

        dialog = SettingsDialog(self.library)
        try:
            for screen, page in (("settings-keys", dialog.KEYS), ("settings-local", dialog.LOCAL)):
                if screen in screens:
                    dialog.show_page(page)
                    self.save(dialog, lang, screen)
        finally:
            dialog.close()
            dialog.deleteLater()

    def summarize(self, lang: str) -> None:
        from writerlens.ui.summarize import SummarizeDialog

        dialog = SummarizeDialog(self.library, self.sample_id)
        loaded: list[bool] = []
        dialog.ready.connect(lambda: loaded.append(True))
        try:
            dialog.resize(*self.sizes[0])
            dialog.show()
            self.wait_until(lambda: bool(loaded), "the models to load")
            boxes = [b for b in dialog.picker.boxes.values() if b.isEnabled()][:2]
            for box in boxes:
                box.setChecked(True)
            table = dialog.estimate_table
            self.wait_until(
                lambda: len(table.estimates) + len(table.problems) >= len(boxes), "the estimates"
            )
            self.save(dialog, lang, "summarize")
        finally:
            dialog.close()
            dialog.deleteLater()

    def review(self, lang: str, screens: set[str]) -> None:
        from writerlens.ui.review.window import ReviewWindow

        window = ReviewWindow(self.library, self.sample_id)
        try:
            steps = [i for i, (_step, sid) in enumerate(window._steps) if sid is not None]
            window.resize(*self.sizes[0])
            window.show()
            window.go(steps[0])
            if "review-questions" in screens:
                window.summary_page.sides.setCurrentIndex(0)
                self.save(window, lang, "review-questions")
            if "review-claims" in screens:
                summary_id = window.current_step()[1]
                self._claims_with_verdicts(window, summary_id)
                self.save(window, lang, "review-claims")
            if "review-judges" in screens:  # the one dialog every model task of a review uses
                dialog = window.parts.measures.open_judges()
                self.wait_until(lambda: dialog.estimate is not None, "the judges' estimate")
                self.save(dialog, lang, "review-judges")
                dialog.close()
            if "review-labels" in screens:
                window.go(0)
                self.save(window, lang, "review-labels")
            if "review-ranking" in screens:  # with the measures panel open: the tight one
                window.go(window.tabs.count() - 2)
                window.parts.measures.dock.show()
                self.save(window, lang, "review-ranking")
                window.parts.measures.dock.hide()
            if "review-finish" in screens:
                window.go(window.tabs.count() - 1)
                self.save(window, lang, "review-finish")
        finally:
            window.close()
            window.deleteLater()

    def _claims_with_verdicts(self, window: Any, summary_id: int) -> None:
        """The summary's sentences as claims (as a model's decomposition stores them), the
        first few given a verdict the way a writer does, the next one selected."""
        from writerlens.domain import ClaimOrigin
        from writerlens.store import claims as rows

        if not window.claim_review.claims(summary_id):
            text = next(s.text for s in window.state.summaries if s.summary_id == summary_id)
            for found in list(re.finditer(r"[^.!?]+[.!?]+", text))[:6]:
                start, end = found.start(), found.end()
                while start < end and text[start].isspace():
                    start += 1
                rows.insert_claim(
                    self.library.store,
                    summary_id=summary_id,
                    text=text[start:end],
                    start=start,
                    end=end,
                    origin=ClaimOrigin.MODEL,
                )
        window.go(window.tabs.currentIndex())  # shows the claims just stored
        window.summary_page.sides.setCurrentWidget(window.claims_panel)
        self.settle()
        claims = window.claim_review.claims(summary_id)
        if not window.claim_review.verdicts():
            for claim, verdict in zip(claims, ("faithful", "partial", "faithful"), strict=False):
                window.parts.claims.give_verdict(claim.id, verdict)
        panel = window.claims_panel
        if len(claims) > 3:
            panel.select_claim(claims[3].id)
        searching = panel.tr("Looking for passages in your story…")
        self.wait_until(
            lambda: panel.proposals.count() > 0 and panel.proposals.item(0).text() != searching,
            "the story passages proposed for the claim",
        )


@contextmanager
def _library(folder: Path) -> Iterator[Any]:
    from writerlens.llm import keys
    from writerlens.services.library import Library

    library = Library.open(folder)
    try:
        library.install_sample()
        keys.set_key("anthropic", DEMO_KEY)
        keys.set_key("openai", DEMO_KEY.replace("-ant", ""))
        yield library
    finally:
        library.close()


def shoot(
    out: Path, langs: list[str], screens: list[str], sizes: list[tuple[int, int]]
) -> list[Path]:
    """Every screen in every language into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="writerlens-shots-") as scratch:
        _prepare_environment(Path(scratch))
        _memory_keyring()
        from PySide6.QtCore import qInstallMessageHandler

        from writerlens.ui.app import make_application
        from writerlens.ui.i18n import apply_language

        app = make_application(["writerlens-screenshots"])
        qInstallMessageHandler(_quiet_offscreen)
        saved: list[Path] = []
        wanted = set(screens)
        for lang in langs:
            apply_language(lang)
            # a fresh library per language: verdicts given in one do not show in the next
            with _library(Path(scratch) / f"library-{lang}") as library:
                shooter = Shooter(library, out, sizes)
                if "main" in wanted:
                    shooter.main(lang)
                if wanted & {"settings-keys", "settings-local"}:
                    shooter.settings(lang, wanted)
                if "summarize" in wanted:
                    shooter.summarize(lang)
                if wanted & REVIEW_SCREENS:
                    shooter.review(lang, wanted)
                shooter.settle()
                saved += shooter.saved
        app.processEvents()
        from writerlens.ui.workers import wait_for_all_work

        wait_for_all_work(10_000)
    return saved


def readme_pictures(folder: Path = README_DIR) -> list[Path]:
    """The README's screenshots, reduced to 256 colours (a quarter of the size; text stays
    sharp) when Pillow is there (it comes with matplotlib)."""
    written = []
    with tempfile.TemporaryDirectory(prefix="writerlens-readme-") as raw:
        for (lang, screen), name in README_SHOTS.items():
            [shot] = shoot(Path(raw), [lang], [screen], [SIZES[0]])
            target = folder / name
            try:
                from PIL import Image
            except ImportError:
                target.write_bytes(shot.read_bytes())
            else:
                with Image.open(shot) as image:
                    small = image.convert("RGB").quantize(256, dither=Image.Dither.NONE)
                    small.save(target, optimize=True)
            written.append(target)
    return written


def _quiet_offscreen(_mode: object, _context: object, message: str) -> None:
    """The offscreen platform's complaints are noise here; anything else goes to stderr."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", help="folder for the PNG files")
    parser.add_argument(
        "--readme", action="store_true", help=f"write the README's pictures into {README_DIR}"
    )
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="default: all")
    parser.add_argument("--screen", action="append", choices=SCREENS, help="default: all")
    parser.add_argument("--size", action="append", type=_size, help="WxH; default: both")
    args = parser.parse_args(argv)
    if args.readme:
        for path in readme_pictures():
            print(f"{path} ({path.stat().st_size // 1024} KB)")
        return 0
    if args.out is None:
        parser.error("give a folder for the PNG files (or --readme)")
    saved = shoot(
        args.out,
        args.lang or list(LANGUAGES),
        args.screen or list(SCREENS),
        args.size or list(SIZES),
    )
    for path in saved:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
