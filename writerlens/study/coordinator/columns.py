"""The usable answers (of summaries whose status is "ok"), laid out in the spool for the
per-story and per-summary pairings that tests and correlations need.

Summaries and stories are numbered in the order their first usable answer was read (the
order every table and test of the report has always had), models in the report's order and
questions in the questionnaire's. Everything stays in the spool's database (see
``row_table``): the analysis asks it for aggregates, or for one question's columns at a time.

Tables made here:

- ``rated``: each answered summary (participant, summary id), ``idx`` 1, 2, ... in order;
- ``story_order``: each story id with usable answers, ``idx`` 1, 2, ... in order;
- ``answers``: each usable answer (``id`` its row in ``ratings``): its summary's and story's
  ``idx``, participant, model and question (as their indices in the report's lists), value;
- ``per_summary``: each rated summary's model and story (those of its last answer), the sum
  and the number of its answers;
- ``story_means``: per question, story and model, the mean answer and how many it has.
"""

from __future__ import annotations

from dataclasses import dataclass

from writerlens.study.coordinator.dataset import Dataset

OK = "ok"


@dataclass(frozen=True)
class Columns:
    models: list[str]
    questions: list[str]
    #: how many summaries have usable answers
    summaries: int


def columns(dataset: Dataset, models: list[str], questions: list[str]) -> Columns:
    store, find = dataset.store, dataset.codes.find
    ok = find(OK)
    store.script("DROP TABLE IF EXISTS model_index; DROP TABLE IF EXISTS question_index;"
                 + "".join(f"DROP TABLE IF EXISTS {t};" for t in _MADE))  # fmt: skip
    store.script(
        "CREATE TABLE model_index(code INTEGER PRIMARY KEY, idx INT);"
        "CREATE TABLE question_index(code INTEGER PRIMARY KEY, idx INT);"
    )
    store.db.executemany(
        "INSERT INTO model_index VALUES (?, ?)", [(find(m), i) for i, m in enumerate(models)]
    )
    store.db.executemany(
        "INSERT INTO question_index VALUES (?, ?)",
        [(find(q), i) for i, q in enumerate(questions)],
    )
    store.script(_LAYOUT.replace(":ok", str(int(ok))))
    return Columns(models, questions, int(store.value("SELECT COUNT(*) FROM rated")))


_MADE = ("rated", "story_order", "answers", "per_summary", "story_means")

_LAYOUT = """
CREATE TABLE rated(idx INTEGER PRIMARY KEY, participant INT, summary TEXT, first INT);
INSERT INTO rated(participant, summary, first)
    SELECT s.participant, s.summary, MIN(r.rowid) AS first
    FROM ratings r JOIN summaries s ON s.row = r.summary_row
    WHERE s.status = :ok GROUP BY s.participant, s.summary ORDER BY first;
CREATE UNIQUE INDEX rated_key ON rated(participant, summary);

CREATE TABLE story_order(idx INTEGER PRIMARY KEY, story TEXT UNIQUE);
INSERT INTO story_order(story)
    SELECT r.story FROM ratings r JOIN summaries s ON s.row = r.summary_row
    WHERE s.status = :ok GROUP BY r.story ORDER BY MIN(r.rowid);

CREATE TABLE answers(id INTEGER PRIMARY KEY, idx INT, participant INT, story INT, model INT,
                     question INT, value INT);
INSERT INTO answers
    SELECT r.rowid, d.idx, s.participant, o.idx, m.idx, q.idx, r.value
    FROM ratings r JOIN summaries s ON s.row = r.summary_row
    JOIN rated d ON d.participant = s.participant AND d.summary = s.summary
    JOIN story_order o ON o.story = r.story
    JOIN model_index m ON m.code = s.model
    JOIN question_index q ON q.code = r.question
    WHERE s.status = :ok ORDER BY r.rowid;
CREATE INDEX answers_question ON answers(question, id);

CREATE TABLE per_summary(idx INTEGER PRIMARY KEY, participant INT, story INT, model INT,
                         total INT, n INT);
INSERT INTO per_summary
    SELECT idx, participant, story, model, total, n FROM (
        SELECT idx, participant, story, model, SUM(value) AS total, COUNT(*) AS n, MAX(id)
        FROM answers GROUP BY idx);

CREATE TABLE story_means(question INT, story INT, model INT, mean REAL, n INT,
                         PRIMARY KEY(question, model, story)) WITHOUT ROWID;
INSERT INTO story_means
    SELECT question, story, model, CAST(SUM(value) AS REAL) / COUNT(*), COUNT(*)
    FROM answers GROUP BY question, story, model;
CREATE INDEX story_means_story ON story_means(question, story, model);
"""
