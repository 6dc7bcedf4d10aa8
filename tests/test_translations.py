"""The translation pipeline (packaging/translations.py): catalogues complete and in step with
the code, plural forms, filling at merge time, and the pseudo-locale."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from writerlens.ui.catalogs import (
    PLACEHOLDER,
    Catalogue,
    placeholder_problem,
    placeholders,
    pseudo,
    qt_tool,
    release,
)

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402  (packaging/translations.py)

SHIPPED = translations.LANGUAGES


def _messages(path: Path) -> set[tuple[str, str]]:
    return {(e.context, e.source) for e in Catalogue(path).entries()}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """lupdate run now over the code, into a temporary copy of the catalogues."""
    folder = tmp_path_factory.mktemp("ts")
    copy = folder / "writerlens_de.ts"
    source = translations.ts_path("de")
    if source.exists():
        copy.write_bytes(source.read_bytes())
    subprocess.run(
        [*translations.lupdate_command([copy])],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return copy


def test_every_string_has_a_real_context(extracted: Path) -> None:
    empty = sorted(source for context, source in _messages(extracted) if not context)
    assert not empty, f"bare tr() calls (use self.tr or a TrContext): {empty[:10]}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_string_in_the_code_is_in_the_catalogue(extracted: Path, lang: str) -> None:
    """Fails when a new tr() string was not extracted (run `translations.py update`)."""
    path = translations.ts_path(lang)
    assert path.exists(), f"{path.name} is missing: run packaging/translations.py update"
    missing = _messages(extracted) - _messages(path)
    assert not missing, f"{len(missing)} string(s) not in {path.name}: {sorted(missing)[:10]}"


@pytest.mark.parametrize("lang", SHIPPED)
def test_shipped_catalogues_are_finished_with_their_placeholders(lang: str) -> None:
    path = translations.ts_path(lang)
    assert path.exists(), f"{path.name} is missing: run packaging/translations.py update"
    entries = list(Catalogue(path).entries())
    unfinished = [e.source for e in entries if not e.finished]
    broken = [(e.source, placeholder_problem(e)) for e in entries if e.finished]
    broken = [b for b in broken if b[1]]
    assert not unfinished, f"{len(unfinished)} unfinished in {path.name}: {unfinished[:10]}"
    assert not broken, broken[:10]


def test_the_code_names_each_context_as_it_is_filed_and_data_texts_is_current() -> None:
    assert translations.problems_in_code() == []


def test_data_texts_hold_every_built_in_instrument_string() -> None:
    from writerlens.review.questionnaire import questionnaire_by_id
    from writerlens.review.taxonomy import taxonomy_by_id
    from writerlens.ui.data_texts import TEXTS

    questionnaire = questionnaire_by_id()
    assert questionnaire.title in TEXTS
    for question in questionnaire.questions:
        assert {question.title, question.prompt, *(lv.anchor for lv in question.levels)} <= set(
            TEXTS
        )
    for label in taxonomy_by_id().labels:
        assert {label.name, label.description} <= set(TEXTS)


def _ts(path: Path, lang: str, messages: list[tuple[str, str, str | None]]) -> Path:
    """A small catalogue: (context, source, translation or None for unfinished)."""
    contexts: dict[str, list[str]] = {}
    for context, source, translation in messages:
        kind = "" if translation is not None else ' type="unfinished"'
        contexts.setdefault(context, []).append(
            f"<message><source>{source}</source>"
            f"<translation{kind}>{translation or ''}</translation></message>"
        )
    body = "".join(
        f"<context><name>{name}</name>{''.join(items)}</context>"
        for name, items in contexts.items()
    )
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="{lang}">{body}</TS>',
        encoding="utf-8",
    )
    return path


def test_fill_copies_the_same_strings_and_those_that_lost_their_empty_context(
    tmp_path: Path,
) -> None:
    ours = Catalogue(
        _ts(
            tmp_path / "ours.ts",
            "de",
            [
                ("MainWindow", "Open", None),
                ("SettingsText", "Remove", None),
                ("MainWindow", "Close", "Zu"),
                ("MainWindow", "Nothing", None),
            ],
        )
    )
    theirs = Catalogue(
        _ts(
            tmp_path / "theirs.ts",
            "de",
            [
                ("MainWindow", "Open", "Öffnen"),
                ("", "Remove", "Entfernen"),
                ("MainWindow", "Close", "Schließen"),
                ("Other", "Nothing", "Nichts"),
            ],
        )
    )
    spanish = Catalogue(_ts(tmp_path / "es.ts", "es", [("", "Nothing", "Nada")]))
    assert translations.fill(ours, [theirs, spanish]) == 2
    got = {(e.context, e.source): (e.finished, e.forms) for e in ours.entries()}
    assert got[("MainWindow", "Open")] == (True, ["Öffnen"])
    assert got[("SettingsText", "Remove")] == (True, ["Entfernen"])
    assert got[("MainWindow", "Close")] == (True, ["Zu"])  # a finished one is never replaced
    assert got[("MainWindow", "Nothing")][0] is False  # another context, another language
    ours.save()
    assert Catalogue(ours.path).lookup()[("MainWindow", "Open")].forms == ["Öffnen"]


@pytest.mark.parametrize(
    ("plural", "singular"),
    [
        ("%n summaries", "%n summary"),
        ("%n stories", "%n story"),
        ("%n words", "%n word"),
        ("%n passes", "%n pass"),
        ("%n matches", "%n match"),
        ("%n summaries are in your library", "%n summary is in your library"),
        ("Checked %n files", "Checked %n file"),
    ],
)
def test_english_singular(plural: str, singular: str) -> None:
    assert translations.english_singular(plural) == singular


def test_english_plural_forms_reach_the_screen(tmp_path: Path, qapp) -> None:
    """lupdate -pluralonly, the tool's English forms, lrelease, QTranslator: 1 summary."""
    code = tmp_path / "code"
    code.mkdir()
    (code / "w.py").write_text(
        textwrap.dedent(
            """
            class Shelf(QObject):
                def text(self, n):
                    return self.tr("%n summaries", "", n)
            """
        )
    )
    ts = tmp_path / "writerlens_en.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="en"></TS>')
    lupdate = [qt_tool("lupdate"), "-extensions", "py", "-locations", "none", "-pluralonly"]
    subprocess.run([*lupdate, str(code), "-ts", str(ts)], check=True, capture_output=True)
    catalogue = Catalogue(ts)
    assert translations.fill_english(catalogue) == 1
    catalogue.save()
    release(ts, tmp_path / "en.qm")
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(tmp_path / "en.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        one = QCoreApplication.translate("Shelf", "%n summaries", "", 1)
        three = QCoreApplication.translate("Shelf", "%n summaries", "", 3)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert (one, three) == ("1 summary", "3 summaries")


def test_a_lost_placeholder_is_a_problem(tmp_path: Path) -> None:
    catalogue = Catalogue(
        _ts(
            tmp_path / "x.ts",
            "de",
            [("A", "Saved {title}.", "Gespeichert."), ("A", "{n} of {m}", "{n} von {m}")],
        )
    )
    problems = {e.source: placeholder_problem(e) for e in catalogue.entries()}
    assert problems["Saved {title}."] and problems["{n} of {m}"] is None


_piece = st.one_of(
    st.text(alphabet=st.characters(categories=["L", "Zs", "P", "N"]), max_size=12),
    st.sampled_from(["{title}", "{n}", "%n", "{s:02d}", "<b>", "</b>", "&Save", "&amp;"]),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_piece, min_size=1, max_size=8).map("".join))
def test_pseudo_keeps_placeholders_and_markup_and_grows(text: str) -> None:
    out = pseudo(text)
    assert placeholders(out) == placeholders(text)
    assert PLACEHOLDER.sub("", text).count("<b>") == PLACEHOLDER.sub("", out).count("<b>")
    visible = re.sub(r"<[^>]*>|&[a-z]+;|&#\d+;", "", PLACEHOLDER.sub("", text))
    letters = sum(ch.isalpha() for ch in visible)
    if letters >= 5:
        assert len(out) >= len(text) + 0.3 * letters


def test_calls_of_old_helpers_from_other_branches_are_found_and_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A branch written before the contexts still calls tr("...") from settings.common;
    contexts --fix gives those calls their context so lupdate files them."""
    ui = tmp_path / "writerlens" / "ui"
    (ui / "settings").mkdir(parents=True)
    (ui / "settings" / "common.py").write_text(
        'SettingsText = TrContext("SettingsText")\ntr = SettingsText.tr\n\n'
        'def size() -> str:\n    return tr("{n} GB")\n'
    )
    page = ui / "settings" / "page.py"
    page.write_text(
        "from writerlens.ui.settings.common import (\n    intro,\n    tr,\n)\n\n"
        'TITLE = tr("Keys")\nOTHER = self.tr("Mine")\nNOT = other_tr("x")\n'
    )
    monkeypatch.setattr(translations, "ROOT", tmp_path)
    found = translations.old_helper_calls()
    assert len(found) == 2 and page.read_text().count("SettingsText") == 0  # only reported
    translations.old_helper_calls(fix=True)
    text = page.read_text()
    assert "    SettingsText,\n" in text and 'TITLE = SettingsText.tr("Keys")' in text
    assert 'self.tr("Mine")' in text and 'other_tr("x")' in text
    assert 'return SettingsText.tr("{n} GB")' in (ui / "settings" / "common.py").read_text()
    assert translations.old_helper_calls() == []
