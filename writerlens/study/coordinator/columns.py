"""The usable answers (of summaries whose status is "ok"), laid out in the spool for the
per-story and per-summary pairings that tests and correlations need.

Summaries and stories are numbered in the order their first usable answer was read (the
order every table and test of the report has always had). Everything stays in the spool's
database (see ``row_table``): the analysis asks it for aggregates, or for one question's
columns at a time. The usable answers are the rows of ``ratings`` whose ``status`` is "ok"'s
code (:attr:`Columns.ok`).

Tables made here:

- ``rated``: each answered summary (its ``key``), ``idx`` 1, 2, ... in order;
- ``story_order``: each story with usable answers, ``idx`` 1, 2, ... in order;
- ``per_summary``: each rated summary's ``idx``, participant, model and story (those of its
  last answer), the sum and the number of its answers;
- ``story_means``: per question (its code), story and model (their indices), the mean answer
  and how many it has.
"""

from __future__ import annotations

from dataclasses import dataclass

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


def columns(dataset: Dataset, models: list[str], questions: list[str]) -> Columns:
    find, store = dataset.codes.find, dataset.store
    ok = find(OK)
    model_at = {find(m): i for i, m in enumerate(models)}
    store.script("DROP TABLE IF EXISTS model_index; CREATE TABLE model_index(code INTEGER"
                 " PRIMARY KEY, idx INT)")  # fmt: skip
    store.db.executemany("INSERT INTO model_index VALUES (?, ?)", model_at.items())
    store.script(_LAYOUT.replace(":ok", str(int(ok))))
    return Columns(models, questions, ok, model_at, {find(q): i for i, q in enumerate(questions)})


_LAYOUT = """
DROP TABLE IF EXISTS rated;
DROP TABLE IF EXISTS story_order;
DROP TABLE IF EXISTS per_summary;
DROP TABLE IF EXISTS story_means;

CREATE TABLE rated(idx INTEGER PRIMARY KEY, key INT UNIQUE);
INSERT INTO rated(key)
    SELECT key FROM ratings WHERE status = :ok GROUP BY key ORDER BY MIN(rowid);

CREATE TABLE story_order(idx INTEGER PRIMARY KEY, story INT UNIQUE);
INSERT INTO story_order(story)
    SELECT story FROM ratings WHERE status = :ok GROUP BY story ORDER BY MIN(rowid);

CREATE TABLE per_summary(key INTEGER PRIMARY KEY, idx INT, participant INT, story INT,
                         model INT, total INT, n INT);
INSERT INTO per_summary
    SELECT a.key, d.idx, a.participant, a.story, a.model, a.total, a.n FROM (
        SELECT key, participant, story, model, SUM(value) AS total, COUNT(*) AS n, MAX(rowid)
        FROM ratings WHERE status = :ok GROUP BY key) a
    JOIN rated d ON d.key = a.key;
CREATE INDEX per_summary_order ON per_summary(idx);

CREATE TABLE story_means(question INT, story INT, model INT, mean REAL, n INT,
                         PRIMARY KEY(question, model, story)) WITHOUT ROWID;
INSERT INTO story_means
    SELECT r.question, o.idx, m.idx, CAST(SUM(r.value) AS REAL) / COUNT(*), COUNT(*)
    FROM ratings r JOIN story_order o ON o.story = r.story JOIN model_index m ON m.code = r.model
    WHERE r.status = :ok GROUP BY r.question, o.idx, m.idx;
CREATE INDEX story_means_story ON story_means(question, story, model)
"""
