"""The usable answers as numpy columns, for the per-story pairing that tests and correlations
need: at a thousand writers there are hundreds of thousands of answers, and grouping them in
Python dictionaries per question and per pair of models takes seconds where numpy takes
milliseconds."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from writerlens.study.coordinator.dataset import RatingRow
from writerlens.study.coordinator.row_table import Table, first_met, pair_keys


@dataclass(frozen=True)
class Columns:
    models: list[str]
    questions: list[str]
    stories: int
    #: each answered summary's pair_key(participant, summary id) codes, in the order of the
    #: summary column's indices
    summary_keys: np.ndarray
    story: np.ndarray
    model: np.ndarray
    summary: np.ndarray
    question: np.ndarray
    value: np.ndarray
    #: the story ids' codes, in the order of the story column's indices
    story_ids: np.ndarray

    def of_question(self, question: str) -> np.ndarray:
        """A mask of the rows that answer ``question``."""
        return self.question == self.questions.index(question)

    def story_means(self, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """story x model mean answers (and how many answers each mean has)."""
        size = self.stories * len(self.models)
        cell = self.story[mask].astype(np.int64) * len(self.models) + self.model[mask]
        sums = np.bincount(cell, weights=self.value[mask], minlength=size)
        counts = np.bincount(cell, minlength=size)
        shape = (self.stories, len(self.models))
        means = sums / np.where(counts > 0, counts, 1)
        return means.reshape(shape), counts.reshape(shape)

    @property
    def summaries(self) -> int:
        return len(self.summary_keys)

    def summary_at(self, keys: np.ndarray) -> np.ndarray:
        """Each pair_key(participant, summary id)'s index in the summary column; -1 for a
        summary without answers."""
        if not len(self.summary_keys):
            return np.full(len(keys), -1, dtype=np.int32)
        order = np.argsort(self.summary_keys, kind="stable").astype(np.int32)
        known = self.summary_keys[order]
        at = np.searchsorted(known, keys)
        np.minimum(at, len(known) - 1, out=at)
        found = known[at] == keys
        out = order[at]  # (int32: a row count fits)
        del at
        out[~found] = -1
        return out

    def score_means(self, where: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Mean score per summary of the answer columns (and whether it has one), from the
        scores' summary indices (:meth:`summary_at`) and values, in the scores' order."""
        size = self.summaries
        keep = where >= 0
        sums = np.bincount(where[keep], weights=values[keep], minlength=size)
        counts = np.bincount(where[keep], minlength=size)
        return sums / np.where(counts > 0, counts, 1), counts > 0


def columns(
    rows: Table[RatingRow], keep: np.ndarray, models: list[str], questions: list[str]
) -> Columns:
    """The answers of ``rows`` where ``keep`` is true as numpy columns: stories and summaries
    numbered in the order they are first met."""
    codes = rows.codes

    def kept(name: str) -> np.ndarray:
        return rows.column(name)[keep]

    # indices as int32 (a row count fits): 1.4 million answers at 5,000 bundles
    story, story_ids = first_met(kept("story"))
    story = story.astype(np.int32)
    # (an answer's summary key, by its summary's row: one int64 column, not two int32 ones)
    parent = rows.parent
    assert parent is not None
    keys = pair_keys(parent.column("participant"), parent.column("summary"))
    summary, summary_keys = first_met(keys[rows.parent_rows()[keep]])
    del keys
    summary = summary.astype(np.int32)
    return Columns(
        models,
        questions,
        len(story_ids),
        summary_keys,
        story,
        _lookup(kept("model"), [codes.find(m) for m in models]),
        summary,
        _lookup(kept("question"), [codes.find(q) for q in questions]),
        kept("value").astype(float),
        story_ids,
    )


def _lookup(column: np.ndarray, wanted: list[int]) -> np.ndarray:
    """A code column as indices into ``wanted`` (the codes of the models or questions)."""
    table = np.full(max([*wanted, int(column.max(initial=-1))]) + 1, -1, dtype=np.int32)
    for i, code in enumerate(wanted):
        if code >= 0:
            table[code] = i
    return table[column]


def per_summary(table: Columns) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Each rated summary's mean answer (over the questions it was answered on), its model
    index, its story index and its number of answers, in ``summary_keys`` order."""
    n = table.summaries
    counts = np.bincount(table.summary, minlength=n)
    sums = np.bincount(table.summary, weights=table.value, minlength=n)
    model = np.zeros(n, dtype=np.int64)
    story = np.zeros(n, dtype=np.int64)
    model[table.summary] = table.model
    story[table.summary] = table.story
    return sums / np.maximum(counts, 1), model, story, counts
