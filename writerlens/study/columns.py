"""The usable answers as numpy columns, for the per-story pairing that tests and correlations
need: at a thousand writers there are hundreds of thousands of answers, and grouping them in
Python dictionaries per question and per pair of models takes seconds where numpy takes
milliseconds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from writerlens.study.dataset import RatingRow, ScoreRow


@dataclass(frozen=True)
class Columns:
    models: list[str]
    questions: list[str]
    stories: int
    #: (participant, summary) -> index into the summary column
    summary_index: dict[tuple[str, str], int]
    story: np.ndarray
    model: np.ndarray
    summary: np.ndarray
    question: np.ndarray
    value: np.ndarray
    #: the story ids, in the order of the story column's indices
    story_ids: tuple[str, ...] = ()

    def of_question(self, question: str) -> np.ndarray:
        """A mask of the rows that answer ``question``."""
        return self.question == self.questions.index(question)

    def story_means(self, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """story x model mean answers (and how many answers each mean has)."""
        size = self.stories * len(self.models)
        cell = self.story[mask] * len(self.models) + self.model[mask]
        sums = np.bincount(cell, weights=self.value[mask], minlength=size)
        counts = np.bincount(cell, minlength=size)
        shape = (self.stories, len(self.models))
        means = sums / np.where(counts > 0, counts, 1)
        return means.reshape(shape), counts.reshape(shape)

    def score_means(self, scores: Sequence[ScoreRow]) -> tuple[np.ndarray, np.ndarray]:
        """Mean score per summary of the answer columns (and whether it has one)."""
        size = len(self.summary_index)
        where = [self.summary_index.get((s.participant, s.summary), -1) for s in scores]
        index = np.asarray(where, dtype=np.int64)
        values = np.asarray([s.value for s in scores], dtype=float)
        keep = index >= 0
        sums = np.bincount(index[keep], weights=values[keep], minlength=size)
        counts = np.bincount(index[keep], minlength=size)
        return sums / np.where(counts > 0, counts, 1), counts > 0


def columns(rows: Sequence[RatingRow], models: list[str], questions: list[str]) -> Columns:
    stories: dict[str, int] = {}
    summaries: dict[tuple[str, str], int] = {}
    model_at = {m: i for i, m in enumerate(models)}
    question_at = {q: i for i, q in enumerate(questions)}
    n = len(rows)

    def column(values: object) -> np.ndarray:
        return np.fromiter(values, dtype=np.int64, count=n)  # type: ignore[call-overload]

    story = column(stories.setdefault(r.story, len(stories)) for r in rows)
    summary = column(summaries.setdefault((r.participant, r.summary), len(summaries)) for r in rows)
    model = column(model_at[r.model] for r in rows)
    question = column(question_at[r.question] for r in rows)
    value = np.fromiter((r.value for r in rows), dtype=float, count=n)
    return Columns(models, questions, len(stories), summaries, story, model, summary, question,
                   value, tuple(stories))  # fmt: skip


def per_summary(table: Columns) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Each rated summary's mean answer (over the questions it was answered on), its model
    index, its story index and its number of answers, in ``summary_index`` order."""
    n = len(table.summary_index)
    counts = np.bincount(table.summary, minlength=n)
    sums = np.bincount(table.summary, weights=table.value, minlength=n)
    model = np.zeros(n, dtype=np.int64)
    story = np.zeros(n, dtype=np.int64)
    model[table.summary] = table.model
    story[table.summary] = table.story
    return sums / np.maximum(counts, 1), model, story, counts
