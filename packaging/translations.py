"""WriterLens's translation pipeline: extract, fill, check and compile the catalogues.

Run from the repository root (PYTHONPATH=. when WriterLens is not installed editable):

    python packaging/translations.py update    # data_texts.py, then lupdate into the .ts files
    python packaging/translations.py check     # finished/unfinished per language; exit 1 if any
    python packaging/translations.py fill OLD.ts ...   # copy translations of the same strings
    python packaging/translations.py release [--out DIR]   # lrelease every .ts into .qm
    python packaging/translations.py contexts [--fix]  # calls of old tr() helpers (merging)
    python packaging/translations.py pseudo OUT.ts     # the pseudo-locale (clipping tests)

``update`` runs exactly the project's lupdate command, so every engineer gets the same files:

    pyside6-lupdate -extensions py -locations none -no-obsolete writerlens
        -ts resources/translations/writerlens_de.ts resources/translations/writerlens_es.ts

and keeps every translation the catalogues held before (a string that only moved to another
context keeps its translation), and fills the English plural catalogue. ``.qm`` files are build
products: the wheel's build hook, packaging/build.py and a source checkout at start compile them.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from writerlens.ui.catalogs import (  # noqa: E402
    Catalogue,
    make_pseudo,
    placeholder_problem,
    qt_tool,
    release,
)

TS_DIR = ROOT / "resources" / "translations"
#: the languages WriterLens ships complete (their catalogues must be finished)
LANGUAGES = ("de", "es")
DATA_TEXTS = ROOT / "writerlens" / "ui" / "data_texts.py"
TR_CONTEXT = re.compile(r"^(\w+) = TrContext\(\"([^\"]*)\"\)", re.M)
#: ``tr = SettingsText.tr``: an old helper name kept for code written before the contexts
OLD_ALIAS = re.compile(r"^(_?tr) = (\w+)\.tr$", re.M)
#: The old helpers the app's modules no longer define (module -> alias, context): a branch
#: written before them may still call them, and ``contexts --fix`` still rewrites those calls.
OLD_HELPERS: dict[str, tuple[str, str]] = {
    "writerlens.ui.summarize.texts": ("tr", "SummarizeText"),
    "writerlens.ui.errors": ("_tr", "ErrorText"),
    "writerlens.ui.library_model": ("_tr", "LibraryText"),
    "writerlens.ui.review.commands": ("_tr", "ReviewCommandText"),
    "writerlens.ui.review.practice_view": ("_tr", "PracticeText"),
    "writerlens.ui.settings.common": ("tr", "SettingsText"),
    "writerlens.ui.study.study_form": ("_tr", "StudyFormText"),
    "writerlens.ui.study.report_tables": ("_tr", "StudyTablesText"),
    "writerlens.ui.study.export_summary": ("tr", "ExportText"),
    "writerlens.ui.study.study_text": ("_tr", "StudyText"),
    "writerlens.ui.study.release_import": ("_tr", "ReleaseImportText"),
    "writerlens.ui.dialogs": ("_tr", "DialogText"),
}
#: ``t = QCoreApplication.translate``: lupdate extracts none of ``t(...)``'s strings and files
#: the next ``X.tr()`` call under the context "QCoreApplication.X", so both stay English
TRANSLATE_ALIAS = re.compile(r"^\s*(\w+) = QCoreApplication\.translate\s*$", re.M)
#: ``QCoreApplication.translate("X", "%n stories", None, len(s))``: lupdate drops a literal
#: string given with a count unless the count is a bare name, and never marks it as a plural
TRANSLATE_COUNT = re.compile(
    r"QCoreApplication\.translate\(\s*\"\w*\",\s*(\"(?:[^\"\\\\]|\\\\.)*\"),\s*(?:None|\"[^\"]*\"),\s*\S"
)


def ts_path(lang: str) -> Path:
    return TS_DIR / f"writerlens_{lang}.ts"


def lupdate_command(targets: list[Path], plural_only: bool = False) -> list[str]:
    command = [qt_tool("lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete"]
    if plural_only:
        command.append("-pluralonly")
    return [*command, "writerlens", "-ts", *[str(t) for t in targets]]


def run_lupdate(targets: list[Path], plural_only: bool = False) -> str:
    done = subprocess.run(
        lupdate_command(targets, plural_only), cwd=ROOT, check=True, capture_output=True, text=True
    )
    return done.stdout


# -- texts that live in data files ------------------------------------------------------------


def data_texts_source(root: Path = ROOT) -> str:
    """The generated module marking the built-in questionnaires' and taxonomies' wording, what
    each suggested model is good for (Settings -> Local models) and the Study window's columns."""
    lines: list[tuple[str, str]] = []
    for path in sorted((root / "resources" / "questionnaire").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        texts = [data.get("title", "")]
        for question in data.get("questions", []):
            texts += [question.get("title", ""), question.get("prompt", "")]
            texts += [level.get("anchor", "") for level in question.get("levels", [])]
        texts += [data.get("feedback", {}).get("prompt", ""), data.get("ranking", {}).get("prompt")]
        lines += [("Questionnaire", t) for t in texts if t]
    for path in sorted((root / "resources" / "taxonomy").glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        texts = [data.get("title", "")]
        for attribute in data.get("attributes", []):
            texts += [attribute.get("name", ""), attribute.get("description", "")]
            for label in attribute.get("labels", []):
                texts += [label.get("name", ""), label.get("description", "")]
        lines += [("Taxonomy", t) for t in texts if t]
    models = json.loads((root / "resources" / "models" / "recommended.json").read_text("utf-8"))
    lines += [("SuggestedModels", m["why"]) for m in models.get("models", []) if m.get("why")]
    lines += [("StudyTablesText", t) for t in study_column_texts()]
    seen: set[tuple[str, str]] = set()
    body = []
    for context, text in lines:
        if (context, text) in seen:
            continue
        seen.add((context, text))
        literal = json.dumps(text, ensure_ascii=False)  # a valid Python string literal too
        body.append(f"    QT_TRANSLATE_NOOP({json.dumps(context)}, {literal}),")
    return (
        '"""The wording of the built-in questionnaires and error taxonomies, and what each\n'
        "suggested model is good for, for lupdate.\n\n"
        "GENERATED by ``python packaging/translations.py update`` from resources/questionnaire/,\n"
        "resources/taxonomy/ and resources/models/recommended.json: do not edit (a test fails\n"
        "when it is out of date). The UI shows the instruments translated for the built-in ones\n"
        "only (ui/instrument_texts.py), the models' texts in ui/settings/recommended.py.\n"
        '"""\n\n'
        "from PySide6.QtCore import QT_TRANSLATE_NOOP\n\n"
        "TEXTS = (\n" + "\n".join(body) + "\n)\n"
    )


def study_column_texts() -> list[str]:
    """The Study window's column names and their tooltips: defined once, without Qt, in
    writerlens.study.coordinator.report_tables (the CSV files and HTML page keep the English) and
    shown translated by ui/study/report_tables.py."""
    from writerlens.study.coordinator import report_tables

    texts = []
    for _, table in sorted(vars(report_tables).items()):
        if isinstance(table, report_tables.Table):
            for column in table.window_columns:
                texts += [t for t in (column.window, column.tip) if t and t.strip()]
    return texts


# -- filling translations from other catalogues -----------------------------------------------


def fill(target: Catalogue, sources: list[Catalogue]) -> int:
    """Copy finished translations of the same context and source text; then, for strings still
    unfinished, those of the same source in the empty context (where lupdate filed the helpers'
    strings before they had a context). Returns how many were filled."""
    exact: dict[tuple[str, str], list[str]] = {}
    loose: dict[str, list[str]] = {}
    for catalogue in sources:
        if catalogue.language and target.language and catalogue.language != target.language:
            continue
        for entry in catalogue.entries():
            if entry.finished:
                exact.setdefault((entry.context, entry.source), entry.forms)
                if entry.context == "":
                    loose.setdefault(entry.source, entry.forms)
    filled = 0
    for entry in target.entries():
        if entry.finished:
            continue
        forms = exact.get((entry.context, entry.source)) or loose.get(entry.source)
        if forms:
            entry.set_forms(forms)
            filled += 1
    return filled


_SINGULAR_VERB = {"are": "is", "were": "was", "have": "has"}


def english_singular(source: str) -> str:
    """'%n summaries are ready' -> '%n summary is ready': the noun after %n, and its verb."""

    def one(match: re.Match[str]) -> str:
        noun, gap, verb = match.group(1), match.group(2) or "", match.group(3) or ""
        if noun.endswith("ies"):
            noun = noun[:-3] + "y"
        elif re.search(r"(ss|x|ch|sh)es$", noun):
            noun = noun[:-2]
        elif noun.endswith("s") and not noun.endswith("ss"):
            noun = noun[:-1]
        return "%n " + noun + gap + _SINGULAR_VERB.get(verb, verb)

    return re.sub(r"%n ([A-Za-z]+)(?:(\s+)(are|were|have)\b)?", one, source, count=1)


def fill_english(catalogue: Catalogue) -> int:
    filled = 0
    for entry in catalogue.entries():
        if entry.numerus and not entry.finished:
            entry.set_forms([english_singular(entry.source), entry.source])
            filled += 1
    return filled


# -- verbs ------------------------------------------------------------------------------------


def update(_args: argparse.Namespace) -> int:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    DATA_TEXTS.write_text(data_texts_source(), encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        kept: list[Catalogue] = []
        for path in sorted(TS_DIR.glob("writerlens_*.ts")):
            copy = Path(tmp) / path.name
            copy.write_bytes(path.read_bytes())
            kept.append(Catalogue(copy))
        targets = [ts_path(lang) for lang in LANGUAGES]
        for lang, target in zip(LANGUAGES, targets, strict=True):
            if not target.exists():
                target.write_text(
                    f'{_ts_header()}<TS version="2.1" language="{lang}"></TS>\n', encoding="utf-8"
                )
        print(run_lupdate(targets).strip())
        for target in targets:
            catalogue = Catalogue(target)
            filled = fill(catalogue, kept)
            if filled:
                catalogue.save()
                print(f"{target.name}: kept {filled} translation(s) from before")
        english = ts_path("en")
        if not english.exists():
            english.write_text(f'{_ts_header()}<TS version="2.1" language="en"></TS>\n', "utf-8")
        run_lupdate([english], plural_only=True)
        catalogue = Catalogue(english)
        fill(catalogue, [c for c in kept if c.path.name == english.name])
        print(f"{english.name}: {fill_english(catalogue)} new English plural(s) filled")
        catalogue.save()
        # once more, so that the files are in lupdate's own layout (no churn in diffs)
        run_lupdate(targets)
        run_lupdate([english], plural_only=True)
    check(argparse.Namespace(quiet=True))
    return 0


def _ts_header() -> str:
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def old_helper_calls(fix: bool = False) -> list[str]:
    """Calls through an old helper name (``tr("...")`` from settings.common, ``_tr(...)``):
    lupdate files them under an empty context or not at all. With ``fix``, rewrite each to
    ``Context.tr("...")`` and its import to the context object (then run ruff format)."""
    files = sorted((ROOT / "writerlens").rglob("*.py"))
    helpers: dict[str, tuple[str, str]] = dict(OLD_HELPERS)
    for path in files:
        for alias, context in OLD_ALIAS.findall(path.read_text("utf-8")):
            helpers[_module(path)] = (alias, context)
    found = []
    for path in files:
        text = original = path.read_text("utf-8")
        for module, (alias, context) in helpers.items():
            call = re.compile(rf"(?<![\w.]){alias}\(")
            if _module(path) != module:
                imported = re.search(rf"from {re.escape(module)} import (\([^)]*\)|[^\n]*)", text)
                if not imported or not re.search(rf"\b{alias}\b", imported.group(1)):
                    continue
                names = imported.group(1)
                if re.search(rf"\b{context}\b", names):
                    names = re.sub(rf",?\s*\b{alias}\b", "", names)
                else:
                    names = re.sub(rf"\b{alias}\b", context, names)
                if fix:
                    text = text[: imported.start(1)] + names + text[imported.end(1) :]
            count = len(call.findall(text))
            if count:
                where = path.relative_to(ROOT)
                found.append(f"{where}: {count} call(s) of {alias}() -> {context}.tr()")
                text = call.sub(f"{context}.tr(", text)
        if fix and text != original:
            path.write_text(text, encoding="utf-8")
    return found


def contexts_verb(args: argparse.Namespace) -> int:
    found = old_helper_calls(fix=args.fix)
    for line in found:
        print(("fixed " if args.fix else "") + line)
    if args.fix and found:
        print("Now run: ruff check --fix writerlens && ruff format writerlens")
    return 1 if found and not args.fix else 0


def problems_in_code() -> list[str]:
    """TrContext objects named differently from their context; a stale data_texts.py."""
    found = []
    for path in sorted((ROOT / "writerlens").rglob("*.py")):
        for name, context in TR_CONTEXT.findall(path.read_text("utf-8")):
            if name != context:
                found.append(f"{path.relative_to(ROOT)}: {name} = TrContext({context!r})")
    found += [f"{line} (run: contexts --fix)" for line in old_helper_calls()]
    for path in sorted((ROOT / "writerlens").rglob("*.py")):
        for alias in TRANSLATE_ALIAS.findall(path.read_text("utf-8")):
            found.append(
                f"{path.relative_to(ROOT)}: {alias} = QCoreApplication.translate hides its strings"
                " from lupdate: call QCoreApplication.translate(...) or a TrContext's tr()"
            )
        for text in TRANSLATE_COUNT.findall(path.read_text("utf-8")):
            found.append(
                f"{path.relative_to(ROOT)}: QCoreApplication.translate(..., {text[:40]}, ..., n)"
                ' is no plural to lupdate: use a TrContext\'s tr(text, "", n)'
            )
    found += tr_in_f_strings()
    if not DATA_TEXTS.exists() or DATA_TEXTS.read_text("utf-8") != data_texts_source():
        found.append(f"{DATA_TEXTS.relative_to(ROOT)} is out of date: run update")
    return found


def tr_in_f_strings() -> list[str]:
    """``f"<h3>{X.tr('Title')}</h3>"``: lupdate does not look inside f-strings, so the string
    never reaches the catalogues and shows in English (take it out into a variable)."""
    found = []
    for path in sorted((ROOT / "writerlens").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr in ("tr", "translate")
                    and any(
                        isinstance(a, ast.Constant) and isinstance(a.value, str)
                        for a in call.args[:2]
                    )
                ):
                    where = f"{path.relative_to(ROOT)}:{call.lineno}"
                    found.append(
                        f"{where}: {call.func.attr}() inside an f-string (lupdate skips it)"
                    )
    return found


def check(args: argparse.Namespace) -> int:
    bad = 0
    for problem in problems_in_code():
        print(problem)
        bad += 1
    for lang in (*LANGUAGES, "en"):
        path = ts_path(lang)
        if not path.exists():
            print(f"{path.name}: missing (run update)")
            bad += 1
            continue
        catalogue = Catalogue(path)
        entries = list(catalogue.entries())
        unfinished = [e for e in entries if not e.finished]
        broken = [(e, placeholder_problem(e)) for e in entries if e.finished]
        broken = [(e, why) for e, why in broken if why]
        empty = [e for e in entries if not e.context]
        print(
            f"{path.name}: {len(entries) - len(unfinished)} finished, "
            f"{len(unfinished)} unfinished, {len(broken)} with broken placeholders"
        )
        if not getattr(args, "quiet", False):
            for entry in unfinished[:20]:
                print(f"  unfinished [{entry.context}] {entry.source[:70]!r}")
        for entry, why in broken:
            print(f"  [{entry.context}] {entry.source[:60]!r}: {why}")
        for entry in empty:
            print(f"  no context: {entry.source[:60]!r} (use self.tr or a TrContext)")
        bad += len(unfinished) + len(broken) + len(empty)
    return 1 if bad else 0


def fill_verb(args: argparse.Namespace) -> int:
    sources = [Catalogue(Path(p)) for p in args.sources]
    for lang in (*LANGUAGES, "en"):
        path = ts_path(lang)
        if not path.exists():
            continue
        catalogue = Catalogue(path)
        filled = fill(catalogue, sources)
        if filled:
            catalogue.save()
        print(f"{path.name}: {filled} translation(s) filled")
    subprocess.run(lupdate_command([ts_path(lang) for lang in LANGUAGES]), cwd=ROOT, check=True)
    return 0


def release_verb(args: argparse.Namespace) -> int:
    out = Path(args.out) if args.out else TS_DIR
    for ts in sorted(TS_DIR.glob("writerlens_*.ts")):
        release(ts, out / ts.with_suffix(".qm").name)
        print(f"{ts.name} -> {out / ts.with_suffix('.qm').name}")
    return 0


def pseudo_verb(args: argparse.Namespace) -> int:
    make_pseudo(ts_path(LANGUAGES[0]), Path(args.out))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="translations.py", description=__doc__.split("\n")[0])
    verbs = parser.add_subparsers(dest="verb", required=True)
    verbs.add_parser("update", help="extract every string into the .ts files").set_defaults(
        run=update
    )
    verb = verbs.add_parser("check", help="count unfinished strings; exit 1 if any")
    verb.add_argument("--quiet", action="store_true")
    verb.set_defaults(run=check)
    verb = verbs.add_parser("fill", help="copy translations of the same strings from .ts files")
    verb.add_argument("sources", nargs="+")
    verb.set_defaults(run=fill_verb)
    verb = verbs.add_parser("release", help="compile every .ts into .qm")
    verb.add_argument("--out", help="folder for the .qm files (default: beside the .ts)")
    verb.set_defaults(run=release_verb)
    verb = verbs.add_parser("contexts", help="find (--fix: rewrite) calls of old tr helpers")
    verb.add_argument("--fix", action="store_true")
    verb.set_defaults(run=contexts_verb)
    verb = verbs.add_parser("pseudo", help="write the pseudo-locale catalogue")
    verb.add_argument("out")
    verb.set_defaults(run=pseudo_verb)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    raise SystemExit(main())
