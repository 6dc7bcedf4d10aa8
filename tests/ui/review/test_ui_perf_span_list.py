"""The side list of marks stays exact now that it only touches the rows that changed.

With 500 marks the list used to look every row up again for every mark (500 x 500 Qt calls
when a summary was shown); it now keeps a note of what each row shows and touches only rows
whose mark was added, removed or changed, keeping the others (and the writer's selection).
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from writerlens.domain import Span
from writerlens.review.taxonomy import taxonomy_by_id
from writerlens.ui.review.span_list import SpanList

TEXT = " ".join(f"word{n}" for n in range(2000))
LABELS = ("coverage.vague", "faithfulness.action", "coherence.repetition", "analysis.unsupported")


def span(span_id: int, start: int, label: str | None = None, antecedent: int | None = None) -> Span:
    end = start + 11
    return Span(
        id=span_id,
        review_id=1,
        summary_id=1,
        start=start,
        end=end,
        quote=TEXT[start:end],
        prefix="",
        suffix="",
        label_id=label or LABELS[span_id % len(LABELS)],
        antecedent_id=antecedent,
    )


@pytest.fixture
def marks(qtbot) -> SpanList:
    widget = SpanList(taxonomy_by_id())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def rows(marks: SpanList) -> list[tuple[int, str]]:
    items = [marks.item(row) for row in range(marks.count())]
    return [(item.data(Qt.ItemDataRole.UserRole), item.text()) for item in items]


def expected(marks: SpanList, spans: list[Span]) -> list[tuple[int, str]]:
    """What a list built from scratch shows for these spans."""
    fresh = SpanList(marks.taxonomy)
    fresh.set_spans(spans)
    shown = rows(fresh)
    fresh.deleteLater()
    return shown


def test_five_hundred_marks_are_all_listed_in_order(marks: SpanList) -> None:
    spans = [span(n, 10 * n) for n in range(1, 501)]
    marks.set_spans(spans)
    assert [row[0] for row in rows(marks)] == [s.id for s in spans]
    names = {label.id: label.name for label in marks.taxonomy.labels}
    for mark, (_id, text) in zip(spans, rows(marks), strict=True):
        assert text.startswith(names[mark.label_id]) and mark.quote.split()[0] in text


def test_adding_removing_and_changing_marks_touches_only_those_rows(marks: SpanList) -> None:
    spans = [span(n, 20 * n) for n in range(1, 301)]
    marks.set_spans(spans)
    kept = marks.item(150)
    marks.setCurrentItem(kept)

    changed = [s for s in spans if s.id not in {3, 77, 299}]  # three removed
    changed.insert(40, span(1001, 20 * 41 + 5))  # one added in the middle
    changed.append(span(1002, 20 * 400))  # one added at the end
    changed[10] = dataclasses.replace(changed[10], label_id="faithfulness.action", comment="no")
    changed[20] = dataclasses.replace(
        changed[20],
        label_id="coherence.repetition",
        antecedent_id=1,
        antecedent_start=20,
        antecedent_end=25,
        antecedent_quote="words",
    )
    marks.set_spans(changed)

    assert rows(marks) == expected(marks, changed)
    assert "— no" in rows(marks)[10][1]  # the comment shows, as words (no missing glyph)
    assert "clashes with" in rows(marks)[20][1]  # and the passage it clashes with
    assert marks.currentItem() is kept  # the writer's place in the list is kept
    assert marks.current_span_id() == spans[150].id


def test_a_mark_that_moves_keeps_its_row(marks: SpanList) -> None:
    spans = [span(n, 20 * n) for n in range(1, 51)]
    marks.set_spans(spans)
    moving = marks.item(5)
    reordered = [*spans[:5], *spans[6:30], spans[5], *spans[30:]]
    marks.set_spans(reordered)
    assert rows(marks) == expected(marks, reordered)
    assert marks.item(29) is moving


def test_the_list_recovers_when_its_rows_changed_behind_its_back(marks: SpanList) -> None:
    spans = [span(n, 20 * n) for n in range(1, 40)]
    marks.set_spans(spans)
    marks.clear()
    marks.set_spans(spans[:10])
    assert rows(marks) == expected(marks, spans[:10])
    marks.takeItem(3)
    marks.set_spans(spans[:12])
    assert rows(marks) == expected(marks, spans[:12])
    marks.set_spans([])
    assert marks.count() == 0


def test_another_summarys_marks_replace_every_row_and_stay_editable(marks: SpanList) -> None:
    """Opening another summary lists its marks afresh (no row of the first is kept); its rows
    then change one by one like any other."""
    first = [span(n, 20 * n) for n in range(1, 60)]
    other = [dataclasses.replace(span(n, 20 * (n - 1000)), summary_id=2) for n in range(1001, 1040)]
    marks.set_spans(first)
    marks.set_spans(other)
    assert [row[0] for row in rows(marks)] == [s.id for s in other]
    assert "— no" not in rows(marks)[7][1]
    changed = list(other)
    changed[7] = dataclasses.replace(changed[7], comment="no")
    del changed[3]
    marks.set_spans(changed)
    assert "— no" in rows(marks)[6][1]
    assert [row[0] for row in rows(marks)] == [s.id for s in changed]
    marks.set_spans(first)
    assert [row[0] for row in rows(marks)] == [s.id for s in first]
