"""Which language WriterLens speaks, and that the catalogues really reach the screen: a source
checkout compiles its .ts files at start, Settings > Language is used at the next start, and the
built-in questionnaire and taxonomy are shown translated while a study's own wording is not."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtGui import QUndoGroup, QUndoStack

from writerlens import resources
from writerlens.review.questionnaire import questionnaire_by_id
from writerlens.review.taxonomy import taxonomy_by_id
from writerlens.services.library import Library
from writerlens.services.suggested_models import suggestions
from writerlens.ui import i18n
from writerlens.ui.app import chosen_language
from writerlens.ui.instrument_texts import shown_questionnaire, shown_taxonomy
from writerlens.ui.main_window import MainWindow
from writerlens.ui.review.claim_commands import ClaimCommands
from writerlens.ui.review.commands import Change, push, undo_redo_actions
from writerlens.ui.settings.dialog import SettingsDialog
from writerlens.ui.settings.language_page import LanguagePage

REAL = resources.resource_dir()


def _catalogue(folder: Path, lang: str, messages: dict[tuple[str, str], str]) -> Path:
    body = "".join(
        f"<context><name>{context}</name><message><source>{escape(source)}</source>"
        f"<translation>{escape(text)}</translation></message></context>"
        for (context, source), text in messages.items()
    )
    path = folder / f"writerlens_{lang}.ts"
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="{lang}">{body}</TS>',
        encoding="utf-8",
    )
    return path


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp):
    """A source checkout's resources/ with a German .ts (and no .qm), and an empty cache."""
    res = tmp_path / "resources"
    res.mkdir()
    for part in REAL.iterdir():
        if part.name != "translations":
            (res / part.name).symlink_to(part)
    (res / "translations").mkdir()
    questionnaire = questionnaire_by_id()
    label = taxonomy_by_id().labels[0]
    _catalogue(
        res / "translations",
        "de",
        {
            ("MainWindow", "&File"): "&Datei",
            ("Questionnaire", questionnaire.questions[0].title): "Abdeckung",
            ("Questionnaire", questionnaire.questions[0].levels[0].anchor): "Es fehlt viel.",
            ("Taxonomy", label.name): "Unwichtiges Detail",
            ("ReviewCommandText", "Undo"): "Rückgängig",
            ("ReviewCommandText", "Undo: {what}"): "{what} rückgängig machen",
            ("ReviewCommandText", "Redo: {what}"): "{what} wiederholen",
            ("ClaimCommands", "Add a claim"): "Eine Aussage hinzufügen",
            **{("SuggestedModels", m.why): f"DE {m.id}: gut für …" for m in suggestions().models},
        },
    )
    monkeypatch.setenv("WRITERLENS_RESOURCES", str(res))
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    resources.resource_dir.cache_clear()
    yield res
    i18n.apply_language("en")
    QLocale.setDefault(QLocale("en_US"))
    resources.resource_dir.cache_clear()


def test_the_language_is_the_choice_else_the_system_s(checkout: Path) -> None:
    assert i18n.shipped_languages() == ["de"]
    assert i18n.language_for("es") == "es"
    assert i18n.language_for(None, QLocale("de_AT")) == "de"
    assert i18n.language_for(None, QLocale("fr_FR")) == "en"  # no French catalogue
    assert i18n.language_for(None, QLocale("en_GB")) == "en"


def test_a_checkout_compiles_its_catalogue_and_the_window_speaks_it(
    qtbot, checkout: Path, library: Library, tmp_path: Path
) -> None:
    assert not list((checkout / "translations").glob("*.qm"))
    assert i18n.apply_language("de") == "de"
    assert list((tmp_path / "cache").glob("writerlens_de-*.qm"))  # compiled at start
    assert QLocale().language() == QLocale.Language.German  # numbers and dates too
    assert (i18n.number(3189), i18n.decimal(1.25, 2)) == ("3.189", "1,25")
    window = MainWindow(library)
    qtbot.addWidget(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Datei" in titles and "&File" not in titles
    # Qt's own words (standard buttons) come from PySide6's qtbase_de catalogue
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    i18n.apply_language("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"  # replaced, not added
    assert (i18n.number(3189), i18n.decimal(1.25, 2)) == ("3,189", "1.25")


def test_built_in_instruments_are_translated_a_study_s_own_wording_is_not(
    checkout: Path,
) -> None:
    i18n.apply_language("de")
    builtin = questionnaire_by_id()
    shown = shown_questionnaire(builtin)
    assert shown.questions[0].title == "Abdeckung"
    assert shown.questions[0].levels[0].anchor == "Es fehlt viel."
    assert (shown.id, shown.version, shown.question_ids) == (
        builtin.id,
        builtin.version,
        builtin.question_ids,
    )
    assert shown_taxonomy(taxonomy_by_id()).labels[0].name == "Unwichtiges Detail"
    assert [lb.id for lb in shown_taxonomy(taxonomy_by_id()).labels] == [
        lb.id for lb in taxonomy_by_id().labels
    ]
    # a coordinator's questionnaire (same id, own wording) stays exactly as written
    own = replace(builtin, title="Our own questions")
    assert shown_questionnaire(own) is own
    assert shown_questionnaire(own).questions[0].title == builtin.questions[0].title


def test_the_language_chosen_in_settings_is_used_at_the_next_start(
    qtbot, checkout: Path, library: Library
) -> None:
    page = LanguagePage(library)
    qtbot.addWidget(page)
    names = [page.choice.itemText(i) for i in range(page.choice.count())]
    assert names[1:] == ["English", "Deutsch"]
    assert chosen_language(library) is None  # the system's, until the writer chooses
    page.choice.setCurrentIndex(names.index("Deutsch"))
    assert "Deutsch" in page.note.text() and "next time" in page.note.text()
    reopened = Library.open(library.data_dir)
    try:
        assert chosen_language(reopened) == "de"
        assert chosen_language(reopened, "es") == "es"  # --lang wins
    finally:
        reopened.close()
    page.choice.setCurrentIndex(0)
    assert chosen_language(library) is None and page.note.text() == ""


def test_the_pseudo_locale_translates_everything(checkout: Path, qtbot, library) -> None:
    assert i18n.apply_language(i18n.PSEUDO) == i18n.PSEUDO
    window = MainWindow(library)
    qtbot.addWidget(window)
    file_menu = window.menuBar().actions()[0].text()
    assert file_menu != "&File" and len(file_menu) > len("&File")


def test_the_lang_option_reaches_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    from writerlens import cli
    from writerlens.ui import app

    seen = {}
    monkeypatch.setattr(app, "main", lambda **kw: seen.update(kw) or 0)
    assert cli.main(["--lang", "es"]) == 0
    assert seen["lang"] == "es"


def test_the_suggested_models_say_what_they_are_good_for_in_german(
    qtbot, checkout: Path, library: Library
) -> None:
    """The "Good for" sentences live in recommended.json (English): the Local models page shows
    them through the catalogue (context "SuggestedModels", marked in ui/data_texts.py)."""
    i18n.apply_language("de")
    window = MainWindow(library)
    qtbot.addWidget(window)
    settings = SettingsDialog(library, window)
    qtbot.addWidget(settings)
    settings.show_page(SettingsDialog.LOCAL)
    table = settings.local_page.recommended
    models = suggestions().models
    assert models and table.rowCount() == len(models)
    shown = [table.item(row, table.WHY).text() for row in range(table.rowCount())]
    assert shown == [f"DE {m.id}: gut für …" for m in models]
    english = {m.why for m in models}
    cells = [
        table.item(row, column).text()
        for row in range(table.rowCount())
        for column in range(table.columnCount())
    ]
    assert not [c for c in cells if any(why in c for why in english)]


def test_undo_and_redo_say_a_whole_translated_sentence(checkout: Path) -> None:
    """Not Qt's "Undo %1" prefix glued to the command's text: the translator's own sentence
    puts the command where German grammar wants it."""
    i18n.apply_language("de")
    owner = QObject()
    group = QUndoGroup(owner)
    stack = QUndoStack(group)
    group.setActiveStack(stack)
    undo, redo = undo_redo_actions(group, owner)
    assert (undo.text(), undo.isEnabled(), redo.isEnabled()) == ("Rückgängig", False, False)
    values: list[object] = []
    push(stack, Change(ClaimCommands.tr("Add a claim"), values.append, 1, 2, lambda: None))
    assert undo.text() == "Eine Aussage hinzufügen rückgängig machen"
    assert undo.isEnabled() and not redo.isEnabled()
    undo.trigger()
    assert values == [2, 1]
    assert redo.text() == "Eine Aussage hinzufügen wiederholen" and redo.isEnabled()
    assert undo.text() == "Rückgängig" and not undo.isEnabled()


_HALF_LRELEASE = """#!{python}
import os, signal, sys
out = sys.argv[sys.argv.index("-qm") + 1]
with open(out, "wb") as f:
    f.write(b"<half a catalogue>")
    f.flush()
os.kill(os.getpid(), signal.SIGKILL)  # the app was closed mid-compile
"""


def test_a_compile_cut_short_is_not_taken_as_finished_at_the_next_start(
    checkout: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache is named by the catalogue's content and a file there is taken as finished: a
    compile cut short must leave nothing under that name, or German never shows again."""
    import sys

    from writerlens.ui import catalogs

    half = tmp_path / "half-lrelease"
    half.write_text(_HALF_LRELEASE.format(python=sys.executable), encoding="utf-8")
    half.chmod(0o755)
    real = catalogs.qt_tool
    monkeypatch.setattr(catalogs, "qt_tool", lambda name: str(half))
    assert i18n.catalogue_file("de") is None  # said in the log; the app shows English
    assert not list((tmp_path / "cache").glob("*.qm"))
    assert not list((tmp_path / "cache").glob("*.part"))  # the torn piece is cleaned away
    monkeypatch.setattr(catalogs, "qt_tool", real)
    assert i18n.apply_language("de") == "de"  # the next start compiles it whole
    assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"


def test_two_starts_compiling_at_once_both_get_a_whole_catalogue(
    checkout: Path, tmp_path: Path
) -> None:
    """Two WriterLens windows started together compile the same catalogue into the same name:
    each writes its own temporary file, so neither reads the other's half."""
    from concurrent.futures import ThreadPoolExecutor

    from PySide6.QtCore import QTranslator

    ts = checkout / "translations" / "writerlens_de.ts"
    with ThreadPoolExecutor(4) as pool:
        made = list(pool.map(lambda _n: i18n._compiled(ts), range(4)))
    assert len(set(made)) == 1 and made[0] is not None
    assert QTranslator().load(str(made[0]))
    assert [p.name for p in (tmp_path / "cache").iterdir()] == [made[0].name]
