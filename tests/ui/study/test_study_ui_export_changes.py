"""The export preview lists every change made to what a model wrote (issue #22), through the
real preview of a real library: the writer sees each identifier taken out of a summary, with
its context, and that no other word changed."""

from __future__ import annotations

from pathlib import Path

import study_ui_support  # noqa: F401 - puts the study tests' builders on the path
from study_reviews import add_story, review

from writerlens.domain import StoryLabels, SummaryStatus
from writerlens.services import export
from writerlens.services.library import Library
from writerlens.store import library as rows
from writerlens.ui.study.export_summary import _model_changes, summary_html

SAID = "Anna Quill will call 020 7946 0958 and she will stay."


def test_the_preview_shows_each_change_to_a_summary(tmp_path: Path) -> None:
    library = Library.open(tmp_path / "data")
    try:
        manuscript_id, ids = add_story(
            library, tmp_path, "s.txt", "The Keeper\n\nA keeper waits.\n"
        )
        ids["mine"] = rows.insert_summary(
            library.store, manuscript_id=manuscript_id, provider="demo", model="demo-mine",
            strategy="whole", text=SAID, status=SummaryStatus.OK, params={}, prompts={},
            input_tokens=1, output_tokens=1,
        )  # fmt: skip
        review(
            library, manuscript_id, ids, {m: (3, 3, 3, 3) for m in ids}, ranking=tuple(ids),
            labels=StoryLabels("reliable", True, "linear"),
        )  # fmt: skip
        options = export.ExportOptions(names=("Anna Quill",))
        preview = export.preview_with_report(library, options)
        html = summary_html(preview, options)
        # each change with about 30 characters of context on each side, before and after
        assert [(c[1], c[2]) for c in preview.model_changes] == [
            ("Anna Quill will call 020 7946 0958 and s", "[name] will call 020 7946 0958 and s"),
            ("Anna Quill will call 020 7946 0958 and she will stay.",
             "Anna Quill will call [phone] and she will stay."),
        ]  # fmt: skip
        assert "Every change to what a model wrote" in html and "→ [name] will call" in html
    finally:
        library.close()


def test_the_preview_says_when_no_word_of_a_model_changed() -> None:
    assert "No word of a summary" in _model_changes(())
