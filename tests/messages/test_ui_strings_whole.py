"""No sentence on screen is glued together from pieces, and no count is written "(s)".

A translator translates whole sentences: ``tr("Saved ") + name`` or ``tr(f"...")`` cannot be
translated (the f-string is never in the catalogue; the pieces have no grammar), and "story(s)"
is wrong in every language. This scan reads every module of ``writerlens/ui`` with ``ast`` and
fails on: an f-string or a ``+`` inside a ``tr()``/``translate()`` text, two translated pieces
joined with ``+``, a translated text that starts or ends with a space (a fragment waiting to be
glued, like ``tr(" left")``), and "(s)" in any string.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "writerlens" / "ui"


def _is_tr(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in ("tr", "_tr")
    return isinstance(func, ast.Attribute) and func.attr in ("tr", "translate")


def _text_arg(call: ast.Call) -> ast.expr | None:
    """The source text of a tr-like call: tr(text, ...) or translate(context, text, ...)."""
    func = call.func
    index = 1 if isinstance(func, ast.Attribute) and func.attr == "translate" else 0
    return call.args[index] if len(call.args) > index else None


def _translated(node: ast.AST) -> bool:
    """A tr() call, or a tr(...).format(...) call."""
    if _is_tr(node):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and _is_tr(node.func.value)
    )


def _fragment(text: ast.expr | None) -> bool:
    """A text that starts or ends with a space: a piece meant to be glued to another."""
    if not isinstance(text, ast.Constant) or not isinstance(text.value, str):
        return False
    return text.value != text.value.strip(" ") and bool(text.value.strip())


def problems_in(source: str, name: str = "<source>") -> list[str]:
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    #: a spin box's unit is a suffix by design (" words"): the only fragments allowed
    affixes = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("setSuffix", "setPrefix")
        for arg in node.args
    }
    found: list[str] = []
    for node in ast.walk(tree):
        where = f"{name}:{getattr(node, 'lineno', '?')}"
        if _is_tr(node):
            assert isinstance(node, ast.Call)
            text = _text_arg(node)
            if isinstance(text, ast.JoinedStr):
                found.append(f"{where}: an f-string inside tr(); use named placeholders")
            elif isinstance(text, ast.BinOp):
                found.append(f"{where}: a text built with + inside tr(); write one sentence")
            elif _fragment(text) and id(node) not in affixes:
                found.append(f"{where}: a fragment {text.value!r}; translate whole sentences")
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Add)
            and _translated(node.left)
            and _translated(node.right)
        ):
            found.append(f"{where}: two translated pieces joined with +")
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and "(s)" in node.value
            and id(node) not in docstrings
        ):
            found.append(f"{where}: a plural written (s); use tr('%n ...', '', n)")
    return found


@pytest.mark.parametrize(
    "bad",
    [
        'x = self.tr(f"Saved {title}.")',
        'x = QCoreApplication.translate("Ctx", f"Saved {title}.")',
        'x = self.tr("Saved " + title)',
        'x = self.tr("Saved") + self.tr("everything")',
        'x = tr("{a} of {b}").format(a=1, b=2) + tr("more")',
        'x = duration + tr(" left")',
        'x = self.tr("{n} story(s)").format(n=n)',
        'x = f"{n} call(s)"',
    ],
)
def test_the_scan_finds_each_kind_of_glued_text(bad: str) -> None:
    assert problems_in(bad)


@pytest.mark.parametrize(
    "good",
    [
        'x = self.tr("Saved {title}.").format(title=t)',
        'x = self.tr("%n stories", "", n)',
        'x = "<br>" + self.tr("Your story stays on this computer.")',
        'x = QCoreApplication.translate("Ctx", "%n reviews", None, n)',
        'def f():\n    """Says "(s)" in a docstring only."""',
        'self.words.setSuffix(self.tr(" words"))',
    ],
)
def test_the_scan_lets_whole_sentences_through(good: str) -> None:
    assert problems_in(good) == []


def test_no_ui_string_is_glued_or_says_s() -> None:
    found: list[str] = []
    for path in sorted(UI.rglob("*.py")):
        found += problems_in(path.read_text("utf-8"), str(path.relative_to(UI.parent.parent)))
    assert found == [], "\n".join(found)
