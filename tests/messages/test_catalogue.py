"""Every message the core can say to a writer is a kind in one catalogue: a stable id, a whole
English template with named placeholders, extracted by lupdate for the translators.

The checks read the code as well as the catalogue: each call that makes a message passes
exactly the placeholders of its template (a missing one would fail in front of the writer, an
extra one means the template lost a word), and each template is in the ``.ts`` extraction.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import writerlens
from writerlens.messages import CONTEXT, MessageKind, catalogue, from_record, render, to_record

ROOT = Path(writerlens.__file__).resolve().parent
#: Qt's tool from the same environment as the test (the venv's bin folder).
LUPDATE = Path(sys.executable).with_name("pyside6-lupdate")
ID = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")


def _import_everything() -> dict[str, MessageKind]:
    for module in pkgutil.walk_packages(writerlens.__path__, "writerlens."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return catalogue()


KINDS = _import_everything()


def test_the_core_says_many_things_and_each_has_a_stable_id() -> None:
    assert len(KINDS) >= 200  # the core's errors, warnings and notices
    for message_id, kind in KINDS.items():
        assert kind.id == message_id
        assert ID.match(message_id), message_id
        assert kind.template.strip() == kind.template and kind.template, message_id


def _definitions(root: Path = ROOT) -> dict[str, list[str]]:
    """id -> where each ``define("id", ...)`` call of the source stands. Read from the code, not
    the catalogue: the catalogue keeps one kind per id, so an id defined twice with the same
    template would pass unseen there (and two situations would share one translation entry)."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == "define"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                where = f"{path.relative_to(root.parent)}:{node.lineno}"
                found.setdefault(node.args[0].value, []).append(where)
    return found


def test_each_id_is_defined_in_one_place() -> None:
    found = _definitions()
    assert set(found) >= set(KINDS)  # every kind is seen in the source
    twice = {message_id: places for message_id, places in found.items() if len(places) > 1}
    assert twice == {}, twice


def test_the_duplicate_check_sees_an_id_defined_twice(tmp_path: Path) -> None:
    """The check above reads the source: it finds two ``define`` calls of one id in two modules
    even when their templates are the same (as the six duplicates it was written for were)."""
    package = tmp_path / "package"
    package.mkdir()
    for name, call in (("one", "define"), ("two", "messages.define")):
        (package / f"{name}.py").write_text(
            f'KIND = {call}("x.same", QT_TRANSLATE_NOOP("messages", "Same."))\n', "utf-8"
        )
    assert _definitions(package) == {"x.same": ["package/one.py:1", "package/two.py:1"]}


def _sample(kind: MessageKind) -> dict[str, object]:
    return {name: 1 for name in kind.placeholders}  # 1 fits {x}, {x:,}, {x:.1f} and {x!r}


@pytest.mark.parametrize("message_id", sorted(KINDS))
def test_each_kind_renders_with_its_placeholders(message_id: str) -> None:
    kind = KINDS[message_id]
    plural = "%n" in kind.template
    message = kind(count=2 if plural else None, **_sample(kind))
    text = message.english()  # raises KeyError/ValueError if a placeholder does not fit
    assert "%n" not in text
    if kind.one is not None:
        assert plural, f"{message_id}: a singular for a template without %n"
        assert MessageKind(message_id, kind.one).placeholders == kind.placeholders
        assert kind(count=1, **_sample(kind)).english() != kind(count=2, **_sample(kind)).english()
    # stored and read back (a note in the library): the same message
    assert from_record(to_record(message)) == message
    marked = render(message, lambda template, count: "[xx] " + template.replace("%n", str(count)))
    assert marked.startswith("[xx] ")


def _kinds_by_name(tree: ast.Module) -> dict[str, str]:
    """``_NAME = define("id", ...)`` at the top of a module: name -> id."""
    found = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "define"
            and isinstance(node.value.args[0], ast.Constant)
        ):
            found[node.targets[0].id] = node.value.args[0].value
    return found


def _call_sites() -> list[tuple[str, str, set[str], bool]]:
    """(where, id, keyword names passed, passes count) for every call of a kind by its name."""
    sites = []
    for path in sorted(ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        names = _kinds_by_name(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in names
                and all(k.arg is not None for k in node.keywords)  # no **params
            ):
                passed = {k.arg for k in node.keywords if k.arg is not None}
                where = f"{path.relative_to(ROOT.parent)}:{node.lineno}"
                sites.append((where, names[node.func.id], passed - {"count"}, "count" in passed))
    return sites


SITES = _call_sites()


def test_every_raise_site_passes_exactly_its_templates_placeholders() -> None:
    assert len(SITES) >= 200
    wrong = []
    for where, message_id, passed, counted in SITES:
        kind = KINDS[message_id]
        if passed != kind.placeholders:
            wrong.append(
                f"{where} {message_id}: passes {sorted(passed)}, "
                f"template has {sorted(kind.placeholders)}"
            )
        if ("%n" in kind.template) != counted:
            wrong.append(f"{where} {message_id}: %n and count= must go together")
    assert wrong == [], "\n".join(wrong)


def test_every_kind_is_made_somewhere() -> None:
    """A kind nobody raises is a message nobody can see: dead text for the translators."""
    made = {message_id for _, message_id, _, _ in SITES}
    # kinds made through a variable (a table of kinds, a kind passed or imported)
    trees = [ast.parse(path.read_text("utf-8")) for path in ROOT.rglob("*.py")]
    used: dict[str, int] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                used[node.id] = used.get(node.id, 0) + 1
            elif isinstance(node, ast.Attribute):  # a kind made through its module: notices.X()
                used[node.attr] = used.get(node.attr, 0) + 1
    indirect = {
        message_id
        for tree in trees
        for name, message_id in _kinds_by_name(tree).items()
        if used.get(name, 0) > 1  # defined, and used other than by the definition
    }
    unused = sorted(set(KINDS) - made - indirect)
    assert unused == [], unused


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> ET.Element:
    ts = tmp_path_factory.mktemp("lupdate") / "messages.ts"
    subprocess.run(
        [str(LUPDATE), "-extensions", "py", "-locations", "none", str(ROOT), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    return ET.parse(ts).getroot()


def test_every_template_is_in_the_lupdate_extraction(extracted: ET.Element) -> None:
    messages = {
        (m.findtext("source") or ""): m.get("numerus") == "yes"
        for c in extracted.iter("context")
        if c.findtext("name") == CONTEXT
        for m in c.iter("message")
    }
    missing = [k.id for k in KINDS.values() if k.template not in messages]
    assert missing == [], missing
    # a %n template is extracted as a plural, so translators give every plural form
    not_plural = [k.id for k in KINDS.values() if "%n" in k.template and not messages[k.template]]
    assert not_plural == [], not_plural
