"""What each chosen model would take, shown before anything is sent.

Rows follow the order the models were ticked. A row says "Counting…" until its estimate
arrives from a worker; a model that cannot take the story (too long for it, a file that will
not load) shows why across the row instead of numbers.

What a writer weighs comes first: how long it will take (for every call of the run, measured on
this computer for a local model, typical rates for a cloud one; the basis on hover) and what it
costs. Lengths are in words, tokens on hover. A run that will take long is named in plain words
under the table before anything starts.

The table is as tall as its rows (at most three models): it never shrinks to a one-row box
with a scroll bar, whatever the window's size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from writerlens.services.model_setup import ModelChoice
from writerlens.services.summarize import Estimate
from writerlens.ui import glossary, plain
from writerlens.ui.errors import said
from writerlens.ui.model_work.texts import cost_words
from writerlens.ui.summarize.texts import (
    LONG_RUN_SECONDS,
    WORDS_PER_TOKEN,
    about_time,
    long_run_text,
    number,
    plain_strategy,
    where_time_comes_from,
    words_from_tokens,
)


class EstimateTable(QGroupBox):
    MODEL, HOW, TIME, COST, CALLS, WORDS = range(6)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Estimate"), parent)
        self.setObjectName("estimates")
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("estimateTable")
        self.table.setAccessibleName(self.tr("Estimate per model"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Model"),
                self.tr("How"),
                self.tr("Time"),
                self.tr("Cost for this story"),
                self.tr("Calls"),
                self.tr("Reads / writes"),
            ]
        )
        tips = {
            self.TIME: self.tr("How long the whole run takes, every call included"),
            self.COST: glossary.tip("cost"),
            self.CALLS: glossary.tip("calls"),
            self.WORDS: self.tr("How much the model reads and writes in all (every call), in words")
            + glossary.tip("length"),
        }
        for column, tip in tips.items():
            header_item = self.table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(tip)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        header = self.table.horizontalHeader()
        # Names and strategies wrap rather than end in "…"; the figures keep their width.
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        # and so do the headings ("Kosten für diese Geschichte" outgrows its share): see _fit
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        # Time and cost are phrases ("about 50 seconds") that grow in translation: they share
        # the width and wrap too, so that a small window never squeezes the model's name.
        for column in (self.MODEL, self.HOW, self.TIME, self.COST):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        for column in (self.CALLS, self.WORDS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Column widths settle after a resize or new texts; the rows' wrapped heights follow.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit)
        header.sectionResized.connect(lambda *_: self._refit.start())
        #: words per token of this story (the dialog sets it from the story's own counts)
        self.words_per_token = WORDS_PER_TOKEN
        self.warning = QLabel()
        self.warning.setObjectName("longRunWarning")
        self.warning.setWordWrap(True)
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self.warning.setStyleSheet("color: #9a4b00;")
        self.warning.hide()
        self.total = QLabel()
        self.total.setObjectName("estimateTotal")
        self.total.setWordWrap(True)
        self.hint = QLabel(
            self.tr(
                "Nothing is sent until you start. Lengths are counted on this computer; a "
                "cloud model's own count may differ a little. Costs use the published prices "
                "WriterLens knows of, in US dollars."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.total)
        layout.addWidget(self.warning)
        layout.addWidget(self.hint)
        self._keys: list[str] = []
        self._labels: dict[str, str] = {}
        self.estimates: dict[str, Estimate] = {}
        self.problems: dict[str, str] = {}
        self.show_models([])

    def show_models(self, choices: Sequence[ModelChoice]) -> None:
        """One row per chosen model, each waiting for its numbers."""
        self._keys = [c.key for c in choices]
        self._labels = {c.key: c.label for c in choices}
        self.estimates.clear()
        self.problems.clear()
        self.table.clearSpans()
        self.table.setRowCount(len(choices))
        for row, choice in enumerate(choices):
            self._put(row, self.MODEL, said(choice.label))
            self._put(row, self.HOW, self.tr("Counting…"))
            for column in range(self.HOW + 1, self.WORDS + 1):
                self._put(row, column, "")
        self._update_total()
        self._fit()

    def set_estimate(self, key: str, estimate: Estimate) -> None:
        if key not in self._keys:
            return  # the model was unticked meanwhile
        row = self._keys.index(key)
        self.problems.pop(key, None)
        self.estimates[key] = estimate
        if self.table.columnSpan(row, self.HOW) > 1:
            self.table.setSpan(row, self.HOW, 1, 1)
        how = plain_strategy(estimate.strategy)
        if estimate.chunks > 1:
            how = self.tr("{how}, {n} parts").format(how=how, n=estimate.chunks)
        self._put(row, self.HOW, how)
        self._put(row, self.CALLS, number(estimate.calls), numeric=True)
        self._put_words(row, estimate.input_tokens, estimate.output_tokens)
        self._put_time(row, estimate)
        self._put(row, self.COST, cost_words(estimate), tip=glossary.tip("cost"))
        self._update_total()
        self._fit()

    def set_problem(self, key: str, message: str) -> None:
        if key not in self._keys:
            return
        row = self._keys.index(key)
        self.estimates.pop(key, None)
        self.problems[key] = message
        for column in range(self.HOW + 1, self.WORDS + 1):
            self._put(row, column, "")
        self.table.setSpan(row, self.HOW, 1, self.WORDS - self.HOW + 1)
        self._put(row, self.HOW, message)
        self._update_total()
        self._fit()

    def set_measuring(self, key: str) -> None:
        """A local model's speed is being measured: its time follows (see the dialog)."""
        if key not in self._keys or key not in self.estimates:
            return
        self._put(
            self._keys.index(key),
            self.TIME,
            # two lines: the column fits its widest text, and the model's name needs the room
            self.tr("Measuring this\ncomputer's speed…"),
            tip=self.tr(
                "WriterLens times this model once on this computer (a few seconds; nothing "
                "leaves it), then shows how long the run takes."
            ),
        )
        self._fit()

    def row_texts(self, key: str) -> list[str]:
        """What a row shows, cell by cell (for tests and accessibility checks)."""
        row = self._keys.index(key)
        items = [self.table.item(row, c) for c in range(self.table.columnCount())]
        return [item.text() if item is not None else "" for item in items]

    def _put(self, row: int, column: int, text: str, numeric: bool = False, tip: str = "") -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(tip or text)
        if numeric:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, column, item)

    def _words(self, tokens: int) -> str:
        return number(words_from_tokens(tokens, self.words_per_token))

    def _put_words(self, row: int, read: int, written: int) -> None:
        self._put(
            row,
            self.WORDS,
            self.tr("{read} / {written} words").format(
                read=self._words(read), written=self._words(written)
            ),
            numeric=True,
            tip=self.tr(
                "Reads about {read} words ({read_tokens} tokens) and writes about {written} "
                "words ({written_tokens} tokens), every call included."
            ).format(
                read=self._words(read),
                read_tokens=number(read),
                written=self._words(written),
                written_tokens=number(written),
            ),
        )

    def set_running(self, running: bool) -> None:
        """While jobs run, the notes about starting step aside for the progress."""
        self.hint.setVisible(not running)
        self.warning.setVisible(not running and bool(self.warning.text()))

    def _put_time(self, row: int, estimate: Estimate) -> None:
        if estimate.seconds is None:
            text = self.tr("not known yet")
            tip = self.tr(
                "WriterLens has not measured this model's speed yet; it learns it on the first run."
            )
        else:
            text = about_time(estimate.seconds)
            tip = where_time_comes_from(estimate.seconds_basis, estimate.calls)
        self._put(row, self.TIME, text, tip=tip)

    def _fit(self) -> None:
        """As tall as the rows (wrapped problem texts included): never a scroll box."""
        table = self.table
        table.resizeRowsToContents()
        self._fit_header()
        height = table.horizontalHeader().height() + 2 * table.frameWidth()
        rows = table.rowCount()
        height += sum(table.rowHeight(r) for r in range(rows))
        if not rows:
            height += table.verticalHeader().defaultSectionSize()
        table.setFixedHeight(height)

    def _fit_header(self) -> None:
        """Tall enough for the most lines a wrapped heading takes (a header never grows by
        itself: without this the second line of a long heading is cut in half)."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        lines = 1
        for column in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(column)
            width = header.sectionSize(column) - 12  # the style's margins either side
            if item is None or width <= 0:
                continue
            box = metrics.boundingRect(
                QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), item.text()
            )
            lines = max(lines, math.ceil(box.height() / metrics.lineSpacing()))
        one_line = header.sizeHint().height()
        header.setFixedHeight(one_line + (lines - 1) * metrics.lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit.start()  # a wrapped text takes more or fewer lines at another width

    def _update_warning(self) -> None:
        """Before anything starts: name each run that will take long, in minutes or hours."""
        lines = []
        for key in self._keys:
            estimate = self.estimates.get(key)
            if estimate is None or estimate.seconds is None:
                continue
            if estimate.seconds >= LONG_RUN_SECONDS:
                lines.append(
                    long_run_text(self._labels[key], estimate.seconds, estimate.seconds_basis)
                )
        if lines:
            lines.append(
                self.tr(
                    "You can keep working in WriterLens meanwhile; a shorter target length or "
                    "another model is quicker."
                )
            )
        self.warning.setText("\n".join(lines))
        self.warning.setVisible(bool(lines))

    def _update_total(self) -> None:
        self._update_warning()
        if not self._keys:
            self.total.setText(self.tr("Choose a model to see what summarizing would take."))
            return
        waiting = len(self._keys) - len(self.estimates) - len(self.problems)
        if waiting:
            self.total.setText(self.tr("Counting the story's length…"))
            return
        if not self.estimates:
            self.total.setText("")
            return
        found = list(self.estimates.values())
        calls = sum(e.calls for e in found)
        read = sum(e.input_tokens for e in found)
        costs = [e.cost_usd for e in found if not e.is_local]
        if any(c is None for c in costs):
            cost = self.tr("part of the cost is unknown")
        elif any(costs):
            cost = self.tr("{cost} in all").format(
                cost=plain.cost(sum(c for c in costs if c is not None))
            )
        else:
            cost = self.tr("free")
        times = [e.seconds for e in found]
        # The models run at the same time: the longest is how long the writer waits.
        longest = (
            max(t for t in times if t is not None)
            if times and all(t is not None for t in times)
            else None
        )
        # One whole sentence per count (Qt's plural forms; "one call" needs no catalogue) and
        # per known or unknown time, never pieces glued in English order.
        if longest is None:
            template = (
                self.tr("In all: one call, about {words} words read; {cost}.")
                if calls == 1
                else self.tr("In all: %n calls, about {words} words read; {cost}.", "", calls)
            )
        else:
            template = (
                self.tr("In all: one call, about {words} words read; {cost}; done in {time}.")
                if calls == 1
                else self.tr(
                    "In all: %n calls, about {words} words read; {cost}; done in {time}.",
                    "",
                    calls,
                )
            )
        time = about_time(longest) if longest is not None else ""
        self.total.setText(template.format(words=self._words(read), cost=cost, time=time))
