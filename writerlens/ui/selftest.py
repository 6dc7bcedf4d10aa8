"""``writerlens --selftest``: does this installation (source or frozen) really work?

Opens the main window offscreen on a throw-away library, imports the sample story, runs the
extractive measures on a demo summary, and checks each part a packaged app tends to lose: data
files, the tokenizer, the reading-level dictionary, the keyring backends, the llama.cpp
library. Given a GGUF model file or an OpenAI-compatible server, it also makes one real
summary of the sample story. Prints one line per check and exits non-zero if any failed, so CI
can run it on the frozen build.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

Check = Callable[[], str]


def _resources() -> str:
    from writerlens.resources import resource_dir, resource_path

    resource_path("samples", "demo_summaries.json")
    resource_path("tokenizers", "cl100k_base.tiktoken")
    return f"data files in {resource_dir()}"


def _tokenizer() -> str:
    from writerlens.texts.tokens import count_tokens

    n = count_tokens("Hello world, this is a story.")
    if n != 8:
        raise AssertionError(f"cl100k_base counted {n} tokens, expected 8")
    return "cl100k_base tokenizer loads offline"


def _keyring() -> str:
    import keyring
    from keyring.backend import get_all_keyring

    names = sorted(f"{type(k).__module__}.{type(k).__name__}" for k in get_all_keyring())
    if not names:
        raise AssertionError("no keyring backends were found (entry points lost?)")
    chosen = keyring.get_keyring()
    return f"keyring uses {type(chosen).__module__} (found {', '.join(names)})"


def _llama() -> str:
    import llama_cpp

    info = llama_cpp.llama_print_system_info().decode(errors="replace")
    features = [f for f in ("AVX2", "FMA", "F16C") if f"{f} = 1" in info]
    return f"llama.cpp library {llama_cpp.__version__} loads ({', '.join(features) or 'basic'})"


def _detectors() -> str:
    """Presidio, spaCy's pieces it imports, libphonenumber's lazily loaded region metadata and
    the transliteration table are all in the frozen app (an export would fail without them)."""
    from writerlens.study.writer.anonymize import Scrubber

    scrub = Scrubber(["Anna Quill"], users=[], hosts=[], homes=[], account=[])
    text = "Анна: +44 20 7946 0958, 06 12 34 56 78, 4111 1111 1111 1111, GB82WEST12345698765432"
    cleaned = scrub(text)
    if any(c.isdigit() for c in cleaned) or "Анна" in cleaned:
        raise AssertionError(f"the export's detectors left {cleaned!r}")
    return "personal-data detectors (Presidio, libphonenumber, anyascii) load"


def _main_window(data_dir: Path) -> Check:
    def check() -> str:
        from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler

        from writerlens.services.library import Library
        from writerlens.ui.app import make_application
        from writerlens.ui.main_window import MainWindow

        make_application()
        qInstallMessageHandler(_quiet_offscreen)
        library = Library.open(data_dir)
        window = MainWindow(library)
        try:
            window.show()
            loop = QEventLoop()
            shown: list[int] = []

            def story_shown(story_id: int) -> None:
                shown.append(story_id)
                loop.quit()

            window.story_shown.connect(story_shown)
            QTimer.singleShot(30_000, loop.quit)
            window.start()
            loop.exec()
            if not shown:
                raise AssertionError("the sample story did not appear within 30 s")
            if window.welcome is not None:
                window.welcome.accept()
            text = window.reader.text.toPlainText()
            entry = library.entries()[0]
            if not text.startswith("The council voted") or entry.summaries != 3:
                raise AssertionError("the sample story or its demo summaries are missing")
            return (
                f"main window shows the sample ({entry.words:,} words, "
                f"reading level {library.manuscript(entry.id).reading_level})"
            )
        finally:
            window.close()
            library.close()

    return check


def _quiet_offscreen(_mode: object, _context: object, message: str) -> None:
    """The offscreen platform's complaints are noise here; anything else goes to stderr."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _measures(data_dir: Path) -> Check:
    def check() -> str:
        from writerlens.services.library import Library
        from writerlens.services.metrics import measures_for_summary

        library = Library.open(data_dir)
        try:
            [entry] = library.entries()
            faithful = next(s for s in library.summaries(entry.id) if s.model == "demo-faithful")
            measures = measures_for_summary(library, faithful.id)
        finally:
            library.close()
        extractive = measures.extractive
        if (
            not 0 < extractive.coverage <= 1
            or extractive.compression is None
            or extractive.compression < 2
        ):
            raise AssertionError(f"implausible measures: {extractive}")
        return (
            f"extractive measures (coverage {extractive.coverage:.2f}, density "
            f"{extractive.density:.2f}, compression {extractive.compression:.1f}, "
            f"{_plural(len(measures.copied), 'copied phrase', 'copied phrases')})"
        )

    return check


def _summary(data_dir: Path, spec_args: dict[str, str]) -> Check:
    def check() -> str:
        from writerlens.llm.base import ProviderSpec
        from writerlens.services.library import Library
        from writerlens.services.summarize import SummarizeService
        from writerlens.summarize.options import SummarizeOptions

        spec = ProviderSpec(**spec_args)  # type: ignore[arg-type]
        library = Library.open(data_dir)
        try:
            [entry] = library.entries()
            # One call over the whole story: enough to prove the model loads and answers.
            # Greedy (temperature 0), so the packaged engine's answer is the same on every run.
            options = SummarizeOptions(
                words=80, max_tokens=250, context_tokens=8192, step_retries=0, temperature=0.0
            )
            outcome = SummarizeService(library).summarize(entry.id, spec, "whole", options)
        finally:
            library.close()
        # The check is that the packaged engine loads a model and writes with it. A small test
        # model may write to its token limit, or fall into a loop: that answer is stored as cut
        # off or as not a summary (never as ok), and it proves the engine as well as a finished
        # one does (the summary checks ran on it too).
        written = [
            s
            for s in outcome.summaries
            if s.status in ("ok", "truncated", "flagged") and s.text.strip()
        ]
        if not written:
            raise AssertionError(f"no summary was made: {outcome.message}")
        words = len(written[0].text.split())
        how = {
            "ok": "",
            "truncated": ", cut off at its token limit",
            "flagged": ", kept marked as not a summary (a small test model's loop or copy)",
        }[str(written[0].status)]
        calls = _plural(outcome.calls, "call", "calls")
        return f"one summary by {spec.label}: {words} words in {calls}{how}"

    return check


def run(
    out: Callable[[str], None] = print,
    model_file: str | None = None,
    server_url: str | None = None,
    server_model: str = "",
) -> int:
    """Run every check; 0 when all pass. A model file or a server adds a real summary."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="writerlens-selftest-") as tmp:
        checks: list[tuple[str, Check]] = [
            ("resources", _resources),
            ("tokenizer", _tokenizer),
            ("main window", _main_window(Path(tmp))),
            ("measures", _measures(Path(tmp))),
            ("keyring", _keyring),
            ("detectors", _detectors),
            ("llama.cpp", _llama),
        ]
        if model_file:
            spec = {"kind": "local", "model": Path(model_file).name, "model_file": model_file}
            checks.append(("summary", _summary(Path(tmp), spec)))
        if server_url:
            spec = {
                "kind": "openai-compatible",
                "model": server_model,
                "base_url": server_url,
                "name": "self-test server",
            }
            checks.append(("summary", _summary(Path(tmp), spec)))
        for name, check in checks:
            try:
                out(f"ok      {name}: {check()}")
            except Exception as exc:  # each failure is reported, the rest still run
                failures += 1
                out(f"FAILED  {name}: {exc}")
                out("".join(traceback.format_exception(exc)).rstrip())
    seconds = time.perf_counter() - started
    verdict = "all checks passed" if not failures else _plural(failures, "check", "checks")
    verdict += "" if not failures else " failed"
    out(f"{verdict} in {seconds:.1f} s ({'frozen' if getattr(sys, 'frozen', False) else 'source'})")
    return 1 if failures else 0


def _plural(n: int, one: str, many: str) -> str:
    """The self-test's report is English for the developer (not translated): "1 call"."""
    return f"{n} {one if n == 1 else many}"
