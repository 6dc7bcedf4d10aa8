"""The usable answers (of summaries whose status is "ok"), laid out in the spool for the
per-story and per-summary pairings that tests and correlations need.

Summaries and stories are numbered in the order their first usable answer was read (the
order every table and test of the report has always had). Everything stays in the spool's
database (see ``row_table``): the analysis asks it for aggregates, or for one question's
columns at a time. The usable answers are the rows of ``ratings`` whose ``status`` is the code of
"ok" (:attr:`Columns.ok`).

Tables made here:

- ``rated``: each answered summary (its ``key``), ``idx`` 1, 2, ... in order;
- ``story_order``: each story with usable answers, ``idx`` 1, 2, ... in order;
- ``per_summary``: each rated summary's ``idx``, participant, model and story (those of its
  last answer), the sum and the number of its answers;
(from the parts summed as the bundles were read: see ``row_table``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from writerlens.study.coordinator.dataset import Dataset

OK = "ok"


@dataclass(frozen=True)
class Columns:
    models: list[str]
    questions: list[str]
    #: the code of "ok" (-1: no summary is ok)
    ok: int
    #: model code -> its index in ``models``; question code -> its index in ``questions``
    model_at: dict[int, int]
    question_at: dict[int, int]
    #: how many stories have usable answers; each story's place among them, by its number
    #: (-1: none)
    stories: int
    story_at: np.ndarray
    #: whether a summary has usable answers, by its key (a flag per summary)
    rated: np.ndarray

    def model_index(self, codes: np.ndarray) -> np.ndarray:
        """Model codes as their indices in ``models``."""
        lookup = np.zeros(max(self.model_at, default=0) + 1, dtype=np.int64)
        for code, at in self.model_at.items():
            lookup[code] = at
        return lookup[codes.astype(np.int64)]


def columns(dataset: Dataset, models: list[str], questions: list[str]) -> Columns:
    find, store = dataset.codes.find, dataset.store
    ok = find(OK)
    store.script(_LAYOUT.replace(":ok", str(int(ok))))
    story_at = np.full(int(store.value("SELECT COUNT(*) FROM stories")) + 1, -1, dtype=np.int32)
    for story, at in store.chunks("SELECT story, idx - 1 FROM story_order", columns="i8 i8"):
        story_at[story] = at
    rated = np.zeros(int(store.value("SELECT COUNT(*) FROM keys")) + 1, dtype=bool)
    for (key,) in store.chunks("SELECT key FROM rated", columns="i8"):
        rated[key] = True
    return Columns(
        models,
        questions,
        ok,
        {find(m): i for i, m in enumerate(models)},
        {find(q): i for i, q in enumerate(questions)},
        int(store.value("SELECT COUNT(*) FROM story_order")),
        story_at,
        rated,
    )


_LAYOUT = """
DROP TABLE IF EXISTS rated;
DROP TABLE IF EXISTS story_order;
DROP TABLE IF EXISTS per_summary;

CREATE TABLE rated(idx INTEGER PRIMARY KEY, key INT UNIQUE);
INSERT INTO rated(key) SELECT key FROM summaries WHERE n > 0 GROUP BY key ORDER BY MIN(first);

CREATE TABLE story_order(idx INTEGER PRIMARY KEY, story INT UNIQUE);
INSERT INTO story_order(story) SELECT story FROM story_firsts GROUP BY story ORDER BY MIN(first);

CREATE TABLE per_summary(key INTEGER PRIMARY KEY, idx INT, participant INT, story INT,
                         model INT, total INT, n INT);
INSERT INTO per_summary
    SELECT a.key, d.idx, a.participant, a.story, a.model, a.total, a.n FROM (
        SELECT key, participant, answer_story AS story, model, SUM(total) AS total,
               SUM(n) AS n, MAX(last)
        FROM summaries WHERE n > 0 GROUP BY key) a
    JOIN rated d ON d.key = a.key;
CREATE INDEX per_summary_order ON per_summary(idx)
"""
