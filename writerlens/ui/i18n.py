"""The language WriterLens speaks: which catalogues to load, found however it was installed.

At start (before any window) :func:`apply_language` installs Qt's own catalogue for standard
buttons and dialogs (``qtbase_<lang>.qm`` from PySide6) and ours (``writerlens_<lang>.qm``), and
sets the default QLocale so that numbers and dates read as in that language. The language is the
writer's choice in Settings if they made one, else the system's.

Our ``.qm`` files are build products: the wheel and the PyInstaller bundle carry them, compiled
at package time. A source checkout has only the ``.ts`` files, so they are compiled here, into
the user's cache folder, whenever a ``.qm`` is missing or older than its ``.ts``: a developer
never sees English silently because nobody ran lrelease.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from writerlens import APP_NAME
from writerlens.resources import resource_dir
from writerlens.ui.plain import count as number  # noqa: F401 (one definition, re-exported)
from writerlens.ui.plain import decimal  # noqa: F401

log = logging.getLogger("writerlens")

#: the key of the writer's choice in the library's settings ("" or absent: the system's)
SETTING = "language"
#: a pretend language with every string ~40 % longer and accented, to find clipping early
PSEUDO = "pseudo"
#: the languages offered in Settings, each named in its own language
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}

_installed: list[QTranslator] = []


def translations_dir() -> Path:
    return resource_dir() / "translations"


def cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "translations"


def shipped_languages() -> list[str]:
    """Languages with a catalogue of ours (English needs none: it is the source)."""
    folder = translations_dir()
    found = {p.stem.removeprefix("writerlens_") for p in folder.glob("writerlens_*.[tq][sm]")}
    return sorted(found - {"en"})


def language_for(choice: str | None, locale: QLocale | None = None) -> str:
    """The language code to use: the writer's choice, else the system locale's language
    (English when WriterLens has no catalogue for it)."""
    if choice:
        return choice
    name = (locale or QLocale.system()).name()  # e.g. "de_AT"
    for code in (name, name.split("_")[0]):
        if code in shipped_languages() or code == "en":
            return code
    return "en"


def catalogue_file(lang: str) -> Path | None:
    """The compiled catalogue for ``lang``: the shipped ``.qm`` when it is current, else one
    compiled from the ``.ts`` into the cache (or None, said in the log, when neither works)."""
    folder = translations_dir()
    if lang == PSEUDO:
        # the fullest catalogue holds every string (the English one only the plurals)
        template = max(folder.glob("writerlens_*.ts"), key=lambda p: p.stat().st_size, default=None)
        return None if template is None else _compiled(template, pseudo=True)
    ts = folder / f"writerlens_{lang}.ts"
    shipped = folder / f"writerlens_{lang}.qm"
    if shipped.exists() and (not ts.exists() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    return _compiled(ts) if ts.exists() else None


def _compiled(ts: Path, pseudo: bool = False) -> Path | None:
    """``ts`` compiled into the cache, named by its content (so two checkouts never mix)."""
    digest = hashlib.sha1(ts.read_bytes()).hexdigest()[:16]
    stem = "writerlens_pseudo" if pseudo else ts.stem
    qm = cache_dir() / f"{stem}-{digest}.qm"
    if qm.exists():
        return qm
    # compiling (once per catalogue and change) needs the compiler and the XML tools; a start
    # that finds its catalogue compiled imports neither (issue #29)
    import subprocess

    from writerlens.ui.catalogs import make_pseudo, release

    try:
        source = ts
        if pseudo:
            source = cache_dir() / f"{stem}-{digest}.ts"
            source.parent.mkdir(parents=True, exist_ok=True)
            make_pseudo(ts, source)
        release(source, qm)
    except (OSError, subprocess.CalledProcessError) as exc:
        if qm.exists():  # another start finished it meanwhile (Windows refuses to replace a
            return qm  # catalogue that start has open): a whole file, moved in by release()
        log.warning(
            "Could not compile %s (%s): WriterLens shows English.",
            ts,
            getattr(exc, "stderr", None) or exc,
        )
        return None
    return qm


def _load(path: Path | None) -> QTranslator | None:
    if path is None:
        return None
    translator = QTranslator(QCoreApplication.instance())
    if not translator.load(str(path)):
        log.warning("Could not load the catalogue %s.", path)
        return None
    return translator


def apply_language(choice: str | None = None) -> str:
    """Install the catalogues of the chosen (else the system's) language; returns its code.

    Call it before any window is built: widgets take their text when they are made. Calling
    it again replaces the catalogues installed before.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("apply_language needs the QApplication first")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    lang = language_for(choice)
    qt_lang = "en" if lang == PSEUDO else lang
    system = QLocale.system()
    # the system's own region when it speaks that language (en_GB dates stay British)
    same = system.name().split("_")[0] == qt_lang
    QLocale.setDefault(system if same else QLocale(qt_lang))
    wanted: list[QTranslator | None] = []
    # English plural forms ("%n summary" / "%n summaries") for every language without its own
    wanted.append(_load(catalogue_file("en")))
    if qt_lang != "en":
        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        wanted.append(qt if qt.load(f"qtbase_{qt_lang}", folder) else None)
    if lang != "en":
        ours = _load(catalogue_file(lang))
        if ours is None:
            log.warning("No catalogue for %s: WriterLens shows English.", lang)
        wanted.append(ours)
    for loaded in wanted:  # the last installed is asked first
        if loaded is not None:
            app.installTranslator(loaded)
            _installed.append(loaded)
    return lang
