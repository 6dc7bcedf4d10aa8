"""Accepted bundles flattened into the rows the analysis counts.

Models are named ``provider/model``. Stories are keyed by their bundle id, so that several
writers' judgments of the same story pair up; summaries by participant and id (ids are
pseudonyms of one writer's library). When a writer sent the same story in several bundles
(an export, then a later one), the story's judgments from the bundle imported last are used.
Rows are kept as typed columns (see ``row_table``): a large study has millions of answers and
scores; iterating a table gives them as the named tuples below.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review.questionnaire import SCALE
from writerlens.study.coordinator.bundle_checks import score_range
from writerlens.study.coordinator.claim_dataset import ClaimRow, OmissionRow, claim_rows
from writerlens.study.coordinator.row_table import Codes, RecordTable, Store, Table

_SENT_AGAIN = define(
    "study.dataset.sent_again",
    QT_TRANSLATE_NOOP(
        "messages",
        "%n story judgments were sent again in a later bundle; the later one was used.",
        None,
        1,
    ),
    one="%n story judgment was sent again in a later bundle; the later one was used.",
)
_OUT_OF_RANGE = define(
    "study.dataset.out_of_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "%n answers or scores outside their declared range were left out.",
        None,
        1,
    ),
    one="%n answer or score outside its declared range was left out.",
)

STYLE_DIMENSIONS = ("narrator", "detailed_subplot", "timeline")
OK = "ok"
_LOW, _HIGH = SCALE[0], SCALE[-1]
_UNSEEN: Any = object()


class SummaryRow(NamedTuple):
    participant: str
    story: str
    summary: str
    model: str
    status: str


class RatingRow(NamedTuple):
    participant: str
    story: str
    summary: str
    model: str
    status: str
    question: str
    value: int


class YesNoRow(NamedTuple):
    """A yes/no answer (bundle format 3): about one summary (``summary`` and ``model`` set), or
    about the summaries of a review together (both ``None``)."""

    participant: str
    story: str
    summary: str | None
    model: str | None
    question: str
    value: bool


class SpanRow(NamedTuple):
    participant: str
    story: str
    summary: str
    model: str
    label: str

    @property
    def attribute(self) -> str:
        return self.label.split(".", 1)[0]


class RankingRow(NamedTuple):
    participant: str
    story: str
    models: tuple[str, ...]  # best first


class ScoreRow(NamedTuple):
    participant: str
    story: str
    summary: str
    model: str
    kind: str
    name: str
    question: str | None
    value: float


#: How each table's rows are read back as the named tuples above (an answer's and a score's
#: participant, summary id and model are their summary row's; an answer's story is its review's)
_SELECT = {
    "summaries": "SELECT s.participant, t.story, k.summary, s.model, s.status FROM summaries s"
    " JOIN stories t ON t.id = s.story JOIN keys k ON k.key = s.key ORDER BY s.row",
    "ratings": "SELECT r.participant, t.story, k.summary, r.model, r.status, r.question, r.value"
    " FROM ratings r JOIN stories t ON t.id = r.story JOIN keys k ON k.key = r.key"
    " ORDER BY r.seq",
    "yes_no": "SELECT y.participant, t.story, k.summary, y.model, y.question, y.value"
    " FROM yes_no y JOIN stories t ON t.id = y.story LEFT JOIN keys k ON k.key = y.key"
    " ORDER BY y.rowid",
    "spans": "SELECT p.participant, t.story, k.summary, p.model, p.label FROM spans p"
    " JOIN stories t ON t.id = p.story JOIN keys k ON k.key = p.key ORDER BY p.rowid",
    "rankings": "SELECT r.participant, t.story, r.models FROM rankings r"
    " JOIN stories t ON t.id = r.story ORDER BY r.rowid",
    "scores": "SELECT s.participant, t.story, k.summary, s.model, c.series, c.value"
    " FROM scores c JOIN summaries s ON s.row = c.summary_row"
    " JOIN stories t ON t.id = s.story JOIN keys k ON k.key = s.key ORDER BY c.seq",
}


#: An answer's record (``RecordTable``): the columns of the spool's ``ratings`` table.
_ANSWER = np.dtype(
    [("seq", "i8"), ("question", "i8"), ("key", "i8"), ("participant", "i8"), ("story", "i8"),
     ("model", "i8"), ("status", "i8"), ("value", "i8")]
)  # fmt: skip
#: A score's record (``RecordTable``): the columns of the spool's ``scores`` table.
_SCORE = np.dtype(
    [("seq", "i8"), ("series", "i8"), ("summary_row", "i8"), ("key", "i8"), ("model", "i8"),
     ("value", "f8")]
)  # fmt: skip


@dataclass
class Tallies:
    """What the report counts by a few codes, counted as the rows are read (a handful of
    numbers however many rows; never asked of the spool again)."""

    #: usable answers (of "ok" summaries) per (model, question, value)
    answers: Counter[tuple[int, int, int]] = field(default_factory=Counter)
    #: answers of refused or failed summaries per model
    left_out: Counter[int] = field(default_factory=Counter)
    #: summaries per (model, status)
    statuses: Counter[tuple[int, int]] = field(default_factory=Counter)
    #: highlighted passages per (model, label)
    spans: Counter[tuple[int, int]] = field(default_factory=Counter)
    #: rankings per ranked order (its code), in the order first met
    rankings: Counter[int] = field(default_factory=Counter)
    #: scores per series (the code of their kind, name and question), in the order first met
    series: Counter[int] = field(default_factory=Counter)
    #: scores per (series, the scored summary's model)
    series_models: Counter[tuple[int, int]] = field(default_factory=Counter)


@dataclass(eq=False)
class Dataset:
    bundles: int = 0
    participants: set[str] = field(default_factory=set)
    #: the few texts that many rows repeat, once (the tables hold their codes)
    codes: Codes = field(default_factory=Codes)
    #: the rows, spooled to a temporary database on disk (see ``row_table``)
    store: Store = field(default_factory=Store)
    summaries: Table[SummaryRow] = field(init=False)
    ratings: RecordTable[RatingRow] = field(init=False)
    #: yes/no answers (format 3), of usable summaries and of reviews
    yes_no: Table[YesNoRow] = field(init=False)
    spans: Table[SpanRow] = field(init=False)
    rankings: Table[RankingRow] = field(init=False)
    scores: RecordTable[ScoreRow] = field(init=False)
    #: question ids in the order they were first met
    questions: list[str] = field(default_factory=list)
    #: "questionnaires" / "taxonomies" / "prompts" -> the (id, version) pairs the bundles used
    instruments: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    study_ids: set[str | None] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    #: answers and scores left out for being outside their declared range
    out_of_range: int = 0
    #: claims (active and retired) with the writer's and the judges' verdicts (format 2)
    claims: list[ClaimRow] = field(default_factory=list)
    omissions: list[OmissionRow] = field(default_factory=list)
    #: (participant, summary) of the summaries shown in reviews that marked omissions
    omission_checked: set[tuple[str, str]] = field(default_factory=set)
    tallies: Tallies = field(default_factory=Tallies)

    def __post_init__(self) -> None:
        def table(name: str, row: type[Any], kinds: str) -> Table[Any]:
            return Table(self.store, self.codes, name, row, kinds, _SELECT[name])

        self.summaries = table("summaries", SummaryRow, "cttcc")
        self.ratings = RecordTable(
            self.store, self.codes, "ratings", RatingRow, "cttccci", _SELECT["ratings"], _ANSWER
        )
        self.yes_no = table("yes_no", YesNoRow, "cttcc?")
        self.spans = table("spans", SpanRow, "cttcc")
        self.rankings = table("rankings", RankingRow, "ctc")
        #: (as many as the answers, and only read in order, a series or a model's at a time)
        self.scores = RecordTable(
            self.store, self.codes, "scores", ScoreRow, "cttc3d", _SELECT["scores"], _SCORE
        )

    @property
    def models(self) -> list[str]:
        return sorted(self.codes.values[c] for (c,) in self.store.query(_DISTINCT_MODELS))

    @property
    def stories(self) -> set[str]:
        return {
            story
            for (story,) in self.store.query(
                "SELECT story FROM stories WHERE id IN (SELECT story FROM summaries)"
            )
        }

    def styles(self) -> dict[tuple[str, str], dict[str, str]]:
        """(participant, story id) -> the story's style labels."""
        texts = self.codes.values
        return {
            (texts[who], story): dict(texts[labels])
            for who, story, labels in self.store.query(
                "SELECT s.participant, t.story, s.labels FROM styles s"
                " JOIN stories t ON t.id = s.story"
            )
        }

    def __eq__(self, other: object) -> bool:
        """The same rows (compared row by row: slow, for tests) and the same counts."""
        if not isinstance(other, Dataset):
            return NotImplemented
        plain = ("bundles", "participants", "questions", "instruments", "study_ids", "notes",
                 "out_of_range", "claims", "omissions", "omission_checked",
                 "tallies")  # fmt: skip
        tables = ("summaries", "ratings", "yes_no", "spans", "rankings", "scores")
        return (
            all(getattr(self, a) == getattr(other, a) for a in plain)
            and all(list(getattr(self, t)) == list(getattr(other, t)) for t in tables)
            and self.styles() == other.styles()
        )

    __hash__ = None  # type: ignore[assignment]


_DISTINCT_MODELS = "SELECT DISTINCT model FROM summaries"


def model_name(summary: dict[str, Any]) -> str:
    """``provider/model``, one string object per model however many rows name it (at a
    thousand bundles, a new string per row was 44 MB)."""
    return _shared(f"{summary['provider']}/{summary['model']}")


def _shared(text: Any) -> Any:
    """One object for each of the few texts that rows repeat (models, statuses, labels, score
    kinds and names; parsed JSON makes a new string for every value); the same values."""
    return sys.intern(text) if type(text) is str else text


def build_dataset(
    bundles: Iterable[dict[str, Any]],
    stories: Iterable[tuple[str, Sequence[str]]] | None = None,
) -> Dataset:
    """The rows of the accepted bundles. An answer or score outside its declared range (which
    the import refuses, but a folder filled by an older version may hold) is left out, never
    averaged, and a note says how many.

    ``stories``, when given, are each bundle's participant and story ids, in the bundles'
    order (a study folder's index holds them): the bundles are then read once, one at a time,
    and none is kept, so a report's memory follows its rows, not the bundles' JSON. Rows are
    spooled to disk as they are read (see ``row_table``)."""
    if stories is None:
        bundles = list(bundles)
        stories = [
            (b["manifest"]["participant"], [s["id"] for s in b["data"]["stories"]]) for b in bundles
        ]
    dataset = Dataset()
    store = dataset.store
    for position, (participant, ids) in enumerate(stories):
        dataset.bundles += 1
        for story_id in ids:
            store.add("sent", (participant, story_id, position))
    store.flush()
    store.db.execute("CREATE INDEX sent_story ON sent(participant, story)")
    replaced = store.db.execute(_REPLACED).fetchone()[0]
    if replaced:
        dataset.notes.append(_SENT_AGAIN(count=replaced))
    for position, bundle in enumerate(bundles):
        _add_bundle(dataset, bundle, position)
    store.finish()
    dropped = dataset.out_of_range
    if dropped:
        dataset.notes.append(_OUT_OF_RANGE(count=dropped))
    return dataset


#: How many of the bundles' stories a later bundle of the same writer sent again.
_REPLACED = """
SELECT COUNT(*) FROM sent s JOIN (SELECT participant, story, MAX(position) AS last FROM sent
                                  GROUP BY participant, story) l
ON l.participant = s.participant AND l.story = s.story WHERE s.position != l.last
"""
#: The last bundle (its position) that sent each of a writer's stories.
_LATEST = "SELECT story, MAX(position) FROM sent WHERE participant = ? GROUP BY story"


def _add_bundle(dataset: Dataset, bundle: dict[str, Any], position: int) -> None:
    manifest = bundle["manifest"]
    participant = manifest["participant"]
    data = bundle["data"]
    store = dataset.store
    code = dataset.codes.code
    who = code(participant)
    dataset.participants.add(participant)
    dataset.study_ids.add(manifest["study_id"])
    for kind, refs in manifest["instruments"].items():
        dataset.instruments.setdefault(kind, set()).update((r["id"], r["version"]) for r in refs)
    latest = dict(store.db.execute(_LATEST, (participant,)))
    current = {s["id"] for s in data["stories"] if latest.get(s["id"], position) == position}
    kept = [s for s in data["summaries"] if s["story_id"] in current]
    story_of = store.story_numbers(
        [s["id"] for s in data["stories"] if s["id"] in current]
        + [s["story_id"] for s in kept]
        + [r["story_id"] for r in data["reviews"] if r["story_id"] in current]
    )
    key_of = store.summary_keys(who, [s["id"] for s in kept])
    summaries: dict[str, dict[str, Any]] = {}
    #: summary id -> its row in ``dataset.summaries`` and the codes the analysis groups by
    rows: dict[str, _Summary] = {}
    statuses = dataset.tallies.statuses
    written: list[list[Any]] = []
    for summary in kept:
        summaries[summary["id"]] = summary
        model = code(f"{summary['provider']}/{summary['model']}")
        status = code(summary["status"])
        key = key_of[summary["id"]]
        number = dataset.summaries.count + len(written) + 1
        story = story_of[summary["story_id"]]
        # (answered, total, n, first, last, answer_story: filled as the answers are read)
        row: list[Any] = [number, key, who, story, model, status, 0, 0, 0, None, None, None]
        written.append(row)
        rows[summary["id"]] = _Summary(row[0], key, model, status, summary["status"] == OK, row)
        statuses[(model, status)] += 1
    styles = {}
    for story in data["stories"]:
        if story["id"] in current:
            styles[story_of[story["id"]]] = code(tuple(_style(story["labels"]).items()))
    for story, labels in styles.items():
        store.add("styles", (who, story, labels))
    firsts: dict[int, int] = {}
    for review in data["reviews"]:
        if review["story_id"] in current:
            story = story_of[review["story_id"]]
            _add_review(dataset, who, story, review, summaries, rows, firsts)
    for row in written:
        dataset.summaries.add(*row)
    for story, first in firsts.items():
        store.add("story_firsts", (story, first))
    claims, omissions, checked = claim_rows(
        participant, data, summaries, {i: model_name(s) for i, s in summaries.items()}
    )
    dataset.claims += claims
    dataset.omissions += omissions
    dataset.omission_checked |= checked
    ranges: dict[tuple[str, str, str | None], tuple[float, float] | None] = {}
    # each series' code, by its kind, name and question (coded once a score of it is kept)
    series_of: dict[tuple[str, str, str | None], int] = {}
    scored: list[tuple[Any, ...]] = []  # (added together: a call per score cost a fifth)
    start = dataset.scores.count
    series_tally = dataset.tallies.series
    models_tally = dataset.tallies.series_models
    for score in data["automatic"]:
        of = rows.get(score["summary_id"])
        if of is None:
            continue
        ranged = (score["kind"], score["name"], score["question_id"])
        declared = ranges.get(ranged, _UNSEEN)
        if declared is _UNSEEN:
            declared = ranges[ranged] = score_range(*ranged)
        value = score["value"]
        if value != value or (declared is not None and not declared[0] <= value <= declared[1]):
            dataset.out_of_range += 1
            continue
        series = series_of.get(ranged)
        if series is None:
            series = series_of[ranged] = code(ranged)
        scored.append((start + len(scored), series, of.row, of.key, of.model, float(value)))
        series_tally[series] += 1
        models_tally[(series, of.model)] += 1
    dataset.scores.extend(scored)


class _Summary(NamedTuple):
    row: int
    key: int
    model: int
    status: int
    usable: bool  # its status is "ok": its answers count
    #: its row's columns (its answers summed in as they are read)
    columns: list[Any]


def _add_review(
    dataset: Dataset,
    who: int,
    story: int,
    review: dict[str, Any],
    summaries: dict[str, dict[str, Any]],
    rows: dict[str, _Summary],
    firsts: dict[int, int],
) -> None:
    code = dataset.codes.code
    tallies = dataset.tallies
    answers = tallies.answers
    questions = dataset.questions
    written: list[tuple[Any, ...]] = []  # (added together: a call per answer cost a fifth)
    start = dataset.ratings.count
    asked_of: dict[str, int] = {}  # each question's code (met in this review)
    for entry in review["summaries"]:
        of = rows[entry["summary_id"]]
        key, model, status, usable, part = of.key, of.model, of.status, of.usable, of.columns
        first = -1  # the entry's first usable answer (its seq)
        total = n = 0
        for question, value in entry["answers"].items():
            if not _LOW <= value <= _HIGH:  # (the schema let only whole numbers in)
                dataset.out_of_range += 1
                continue
            asked = asked_of.get(question)
            if asked is None:
                if question not in questions:
                    questions.append(question)
                asked = asked_of[question] = code(question)
            value = int(value)
            seq = start + len(written)
            written.append((seq, asked, key, who, story, model, status, value))
            part[6] = 1  # answered
            if not usable:
                tallies.left_out[model] += 1
                continue
            answers[(model, asked, value)] += 1
            total += value
            n += 1
            if first < 0:
                first = seq
        if n:  # (the entry's usable answers summed into its summary's row)
            part[7] += total
            part[8] += n
            if part[9] is None:
                part[9] = first
            part[10] = start + len(written) - 1  # (its last answer: all are usable)
            part[11] = story
            firsts.setdefault(story, first)
    dataset.ratings.extend(written)
    nothing = code(None)
    for question, answer in (review.get("yes_no") or {}).items():
        dataset.yes_no.add(who, story, None, nothing, code(question), bool(answer))
    for entry in review["summaries"]:
        if summaries[entry["summary_id"]]["status"] != "ok":  # like its answers on the scale:
            continue  # left out of the study
        of = rows[entry["summary_id"]]
        for question, answer in (entry.get("yes_no") or {}).items():
            dataset.yes_no.add(who, story, of.key, of.model, code(question), bool(answer))
    for span in review["spans"]:
        of = rows[span["summary_id"]]
        label = code(span["label_id"])
        dataset.spans.add(who, story, of.key, of.model, label)
        tallies.spans[(of.model, label)] += 1
    if review["ranking"]:
        ranked = code(tuple(model_name(summaries[i]) for i in review["ranking"]))
        dataset.rankings.add(who, story, ranked)
        tallies.rankings[ranked] += 1


def _style(labels: dict[str, Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    if labels.get("narrator") is not None:
        out["narrator"] = str(labels["narrator"])
    if labels.get("detailed_subplot") is not None:
        out["detailed_subplot"] = "yes" if labels["detailed_subplot"] else "no"
    if labels.get("timeline") is not None:
        out["timeline"] = str(labels["timeline"])
    return out
