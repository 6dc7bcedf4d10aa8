"""Issue #11 (9): the study window shows what a hostile file name or reason holds, escaped;
control characters (a terminal's escape sequences, direction overrides) are never passed on."""

from __future__ import annotations

from writerlens.study.coordinator.collection import ImportResult
from writerlens.ui.errors import visible
from writerlens.ui.study.import_results import ImportResults


def test_import_results_show_control_characters_as_escapes(qtbot) -> None:  # type: ignore[no-untyped-def]
    results = ImportResults()
    qtbot.addWidget(results)
    results.add_results(
        [
            ImportResult(
                "evil\x1b]0;x\x07\u202e.wlbundle", False, "the key “\x1b[2J\udc80” appears twice"
            ),
            ImportResult(
                "ok.wlbundle",
                True,
                bundle_id="b-1",
                participant="P01",
                replaces="replaces P01's review",
            ),
        ]
    )
    shown = "\n".join(results.lines())
    assert not any(ch in shown for ch in "\x1b\x07\u202e\udc80")
    assert "evil\\x1b]0;x\\x07\\u202e.wlbundle" in shown
    assert "\\x1b[2J\\udc80" in shown
    assert "replaces P01's review" in shown


def test_visible_keeps_ordinary_text() -> None:
    text = "Café “quoted” — naïve\tline\nnext 日本語 😀"
    assert visible(text) == text
