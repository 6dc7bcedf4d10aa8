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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review.questionnaire import SCALE
from writerlens.study.coordinator.bundle_checks import score_range
from writerlens.study.coordinator.claim_dataset import ClaimRow, OmissionRow, claim_rows
from writerlens.study.coordinator.row_table import Codes, Table

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


@dataclass
class Dataset:
    bundles: int = 0
    participants: set[str] = field(default_factory=set)
    #: every text the rows hold, once (the tables' columns hold their codes)
    codes: Codes = field(default_factory=Codes)
    summaries: Table[SummaryRow] = field(init=False)
    ratings: Table[RatingRow] = field(init=False)
    #: yes/no answers (format 3), of usable summaries and of reviews
    yes_no: Table[YesNoRow] = field(init=False)
    spans: Table[SpanRow] = field(init=False)
    rankings: Table[RankingRow] = field(init=False)
    scores: Table[ScoreRow] = field(init=False)
    #: pair_key(participant, story) code -> the code of the story's style labels, as
    #: (("narrator", "unreliable"), ("detailed_subplot", "yes"), ...); see :meth:`style`
    styles: dict[int, int] = field(default_factory=dict)
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

    def __post_init__(self) -> None:
        self._style_dicts: dict[int, dict[str, str]] = {}
        #: participant -> summary id -> its code, until the participant's last bundle is read
        #: (a summary id is a pseudonym in one writer's library: rows join it with its writer,
        #: so the study's hundreds of thousands of ids are not kept in ``codes``' index)
        self._summary_ids: dict[str, dict[str, int]] = {}
        self.summaries = Table(SummaryRow, "ccccc", self.codes)
        # (an answer's and a score's summary: a number of a row of ``summaries``)
        self.ratings = Table(RatingRow, "=c===cb", self.codes, self.summaries)
        self.yes_no = Table(YesNoRow, "ccccc?", self.codes)
        self.spans = Table(SpanRow, "ccccc", self.codes)
        self.rankings = Table(RankingRow, "ccc", self.codes)
        self.scores = Table(ScoreRow, "====cccd", self.codes, self.summaries)

    @property
    def models(self) -> list[str]:
        return sorted(self._texts(self.summaries.column("model")))

    @property
    def stories(self) -> set[str]:
        return self._texts(self.summaries.column("story"))

    def _texts(self, codes: np.ndarray) -> set[Any]:
        return {self.codes.values[c] for c in np.unique(codes).tolist()}

    def style(self, participant: int, story: int) -> dict[str, str] | None:
        """A story's style labels, by the codes of its writer and its id (None: not met);
        one dictionary for each distinct set of labels (read, never changed)."""
        at = self.styles.get((participant << 32) | story)
        if at is None:
            return None
        found = self._style_dicts.get(at)
        if found is None:
            found = self._style_dicts[at] = dict(self.codes.values[at])
        return found


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
    stories: Sequence[tuple[str, Sequence[str]]] | None = None,
) -> Dataset:
    """The rows of the accepted bundles. An answer or score outside its declared range (which
    the import refuses, but a folder filled by an older version may hold) is left out, never
    averaged, and a note says how many.

    ``stories``, when given, are each bundle's participant and story ids, in the bundles'
    order (a study folder's index holds them): the bundles are then read once, one at a time,
    and none is kept, so a report's memory follows its rows, not the bundles' JSON."""
    if stories is None:
        bundles = list(bundles)
        stories = [
            (b["manifest"]["participant"], [s["id"] for s in b["data"]["stories"]]) for b in bundles
        ]
    dataset = Dataset(bundles=len(stories))
    latest: dict[tuple[str, str], int] = {}
    last_bundle: dict[str, int] = {}
    for position, (participant, ids) in enumerate(stories):
        last_bundle[participant] = position
        for story_id in ids:
            latest[(participant, story_id)] = position
    replaced = sum(
        1
        for position, (participant, ids) in enumerate(stories)
        for story_id in ids
        if latest[(participant, story_id)] != position
    )
    if replaced:
        dataset.notes.append(_SENT_AGAIN(count=replaced))
    for position, bundle in enumerate(bundles):
        _add_bundle(dataset, bundle, position, latest)
        participant = bundle["manifest"]["participant"]
        if last_bundle.get(participant) == position:
            dataset._summary_ids.pop(participant, None)
    dropped = dataset.out_of_range
    if dropped:
        dataset.notes.append(_OUT_OF_RANGE(count=dropped))
    return dataset


def _add_bundle(
    dataset: Dataset, bundle: dict[str, Any], position: int, latest: dict[tuple[str, str], int]
) -> None:
    manifest = bundle["manifest"]
    participant = manifest["participant"]
    data = bundle["data"]
    code = dataset.codes.code
    who = code(participant)
    dataset.participants.add(participant)
    dataset.study_ids.add(manifest["study_id"])
    for kind, refs in manifest["instruments"].items():
        dataset.instruments.setdefault(kind, set()).update((r["id"], r["version"]) for r in refs)
    current = {
        s["id"] for s in data["stories"] if latest.get((participant, s["id"]), position) == position
    }
    summaries: dict[str, dict[str, Any]] = {}
    summary_ids = dataset._summary_ids.setdefault(participant, {})
    #: summary id -> the codes of its id, story, model and status
    coded: dict[str, tuple[int, int, int, int]] = {}
    #: summary id -> the number of its row in ``dataset.summaries``
    rows: dict[str, int] = {}
    for summary in data["summaries"]:
        if summary["story_id"] not in current:
            continue
        summaries[summary["id"]] = summary
        summary_code = summary_ids.get(summary["id"])
        if summary_code is None:
            summary_code = summary_ids[summary["id"]] = dataset.codes.new(summary["id"])
        row = (
            summary_code,
            code(summary["story_id"]),
            code(f"{summary['provider']}/{summary['model']}"),
            code(summary["status"]),
        )
        coded[summary["id"]] = row
        rows[summary["id"]] = len(dataset.summaries)
        dataset.summaries.add(who, row[1], row[0], row[2], row[3])
    for story in data["stories"]:
        if story["id"] in current:
            dataset.styles[(who << 32) | code(story["id"])] = code(
                tuple(_style(story["labels"]).items())
            )
    for review in data["reviews"]:
        if review["story_id"] in current:
            _add_review(dataset, who, review, summaries, coded, rows)
    claims, omissions, checked = claim_rows(
        participant, data, summaries, {i: model_name(s) for i, s in summaries.items()}
    )
    dataset.claims += claims
    dataset.omissions += omissions
    dataset.omission_checked |= checked
    ranges: dict[tuple[str, str, str | None], tuple[float, float] | None] = {}
    for score in data["automatic"]:
        summary_row = rows.get(score["summary_id"])
        if summary_row is None:
            continue
        key = (score["kind"], score["name"], score["question_id"])
        declared = ranges.get(key, _UNSEEN)
        if declared is _UNSEEN:
            declared = ranges[key] = score_range(*key)
        value = score["value"]
        if value != value or (declared is not None and not declared[0] <= value <= declared[1]):
            dataset.out_of_range += 1
            continue
        dataset.scores.add(
            summary_row,
            code(score["kind"]),
            code(score["name"]),
            code(score["question_id"]),
            float(score["value"]),
        )


def _add_review(
    dataset: Dataset,
    who: int,
    review: dict[str, Any],
    summaries: dict[str, dict[str, Any]],
    coded: dict[str, tuple[int, int, int, int]],
    rows: dict[str, int],
) -> None:
    code = dataset.codes.code
    story = code(review["story_id"])
    for entry in review["summaries"]:
        row = rows[entry["summary_id"]]
        for question, value in entry["answers"].items():
            if not _LOW <= value <= _HIGH:  # (the schema let only whole numbers in)
                dataset.out_of_range += 1
                continue
            if question not in dataset.questions:
                dataset.questions.append(question)
            dataset.ratings.add(row, story, code(question), int(value))
    nothing = code(None)
    for question, answer in (review.get("yes_no") or {}).items():
        dataset.yes_no.add(who, story, nothing, nothing, code(question), bool(answer))
    for entry in review["summaries"]:
        if summaries[entry["summary_id"]]["status"] != "ok":  # like its answers on the scale:
            continue  # left out of the study
        summary, _story, model, _status = coded[entry["summary_id"]]
        for question, answer in (entry.get("yes_no") or {}).items():
            dataset.yes_no.add(who, story, summary, model, code(question), bool(answer))
    for span in review["spans"]:
        summary, _story, model, _status = coded[span["summary_id"]]
        dataset.spans.add(who, story, summary, model, code(span["label_id"]))
    if review["ranking"]:
        ranked = tuple(model_name(summaries[i]) for i in review["ranking"])
        dataset.rankings.add(who, story, code(ranked))


def _style(labels: dict[str, Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    if labels.get("narrator") is not None:
        out["narrator"] = str(labels["narrator"])
    if labels.get("detailed_subplot") is not None:
        out["detailed_subplot"] = "yes" if labels["detailed_subplot"] else "no"
    if labels.get("timeline") is not None:
        out["timeline"] = str(labels["timeline"])
    return out
