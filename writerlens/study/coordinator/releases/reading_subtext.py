"""The Reading Subtext release (Subbiah et al., TACL 2024) as one WriterLens bundle per writer.

The release keys summaries as ``<story><model>`` (``571789_0claude``) and stories as
``<writer>_<n>`` (in the UserID column, a writer's first story has no ``_0``). An answer of -1
means the writer gave none: it is left out, never passed on as a score. The two claude
summaries that were refusals are marked refused, so that the report leaves them out of its
averages as the paper did. Rankings ("{'1': 'Summary 2', ...}", rank -> summary) name Summary
1/2/3, which are claude/gpt4/llama. The LLM judges' answers and BooookScore become the
bundle's automatic scores, kept apart from the writers' own; a judge's -1 is left out too.

Values that are not -1 go into the bundle as they are: the bundle import then refuses a
writer's bundle with an answer outside 1-4 and says why, as it would any writer's bundle.
"""

from __future__ import annotations

import ast
import csv
import io
import math
import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.handed_files import FileRefused, read_handed
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator.interop_import import MAX_IMPORT_BYTES as MAX_RELEASE_FILE_BYTES
from writerlens.study.safe_json import UnsafeJson, loads_capped
from writerlens.study.writer.bundle_data import dumps, empty_data
from writerlens.study.writer.bundle_file import build_manifest, write_bundle

_WRITER_MISSING = define(
    "study.releases.writer_missing",
    QT_TRANSLATE_NOOP(
        "messages", "%n writer answers were -1 (no answer) and are left out.", None, 1
    ),
    one="%n writer answer was -1 (no answer) and is left out.",
)
_JUDGE_MISSING = define(
    "study.releases.judge_missing",
    QT_TRANSLATE_NOOP(
        "messages", "%n judge answers were -1 (no answer) and are left out.", None, 1
    ),
    one="%n judge answer was -1 (no answer) and is left out.",
)

_SUBTEXT_FILE_UNREADABLE = define(
    "study.releases.subtext_file_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} could not be read ({exc}). Check that it is the release's unchanged file.",
    ),
)

_SUBTEXT_COLUMNS_MISSING = define(
    "study.releases.subtext_columns_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} lacks the column(s) {missing}; it is not the Reading Subtext "
        "release's ratings file.",
    ),
)

_SUBTEXT_UNREADABLE = define(
    "study.releases.subtext_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} could not be read ({exc}).",
    ),
)

KEY = "reading-subtext"
STUDY_ID = "reading-subtext-2024"
PROVIDER = "reading-subtext"
MODELS = ("claude", "gpt4", "llama")
SUMMARY_NUMBER = {"Summary 1": "claude", "Summary 2": "gpt4", "Summary 3": "llama"}
REFUSED = frozenset({"112332_2claude", "603720_1claude"})
QUESTIONS = {
    "Coverage": "coverage",
    "Faithfulness": "faithfulness",
    "Coherence": "coherence",
    "Interpretation": "analysis",
}
JUDGE_QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
#: The release's code for "no answer".
MISSING = -1
RATINGS = "writer_ratings_comments.tsv"
LABELS = "story_labels.json"
SCORES = "summary_scores"


def writer_of(story: str) -> str:
    return story.split("_")[0]


def story_of(user_id: str) -> str:
    """The release's UserID of a writer's first story lacks the "_0" its SummIDs carry."""
    return user_id if "_" in user_id else f"{user_id}_0"


def looks_like(root: Path) -> bool:
    return (root / RATINGS).is_file()


def rows(root: Path) -> list[dict[str, str]]:
    path = root / RATINGS
    try:  # (utf-8-sig: a spreadsheet's byte-order mark is not part of the first column's name)
        text = read_handed(path, MAX_RELEASE_FILE_BYTES).decode("utf-8-sig")
        found = list(csv.DictReader(io.StringIO(text, newline=""), delimiter="\t"))
    except (FileRefused, UnicodeDecodeError, csv.Error) as exc:
        raise WriterLensError(_SUBTEXT_FILE_UNREADABLE(path=path, exc=exc)) from None
    needed = {"SummID", "UserID", "Feedback", "Preference", *QUESTIONS}
    if found and not needed <= set(found[0]):
        missing = ", ".join(sorted(needed - set(found[0])))
        raise WriterLensError(_SUBTEXT_COLUMNS_MISSING(path=path, missing=missing))
    return found


#: a writer's (and a story's) id as a bundle carries it (the bundle schema's ``id``, less the
#: "W" prefix WriterLens adds)
_WRITER_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,62}")


def _table(path: Path) -> dict[str, Any]:
    """A JSON file that must hold a table (an object); one line saying so otherwise."""
    found = _json(path)
    if not isinstance(found, dict):
        raise WriterLensError(
            _SUBTEXT_UNREADABLE(path=path, exc=f"it holds a {type(found).__name__}, not a table")
        )
    return found


def _json(path: Path) -> Any:
    try:
        return loads_capped(
            read_handed(path, MAX_RELEASE_FILE_BYTES),
            max_bytes=MAX_RELEASE_FILE_BYTES,
            max_depth=64,
        )
    except (FileRefused, UnsafeJson, ValueError) as exc:
        raise WriterLensError(_SUBTEXT_UNREADABLE(path=path, exc=exc)) from None


def _value(raw: Any, where: str, notes: list[str]) -> int | float | None:
    """A number from the release; -1 and blanks are "no answer"; words are noted, left out."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    try:
        number = float(raw)
    except (TypeError, ValueError):
        notes.append(f"{where}: “{raw}” is not a number; left out.")
        return None
    if math.isnan(number) or math.isinf(number):
        notes.append(f"{where}: {raw} is not a number; left out.")
        return None
    if number == MISSING:
        return None
    return int(number) if number.is_integer() else number


def convert(
    root: Path, out: Path, say: Callable[[str], None] | None = None
) -> tuple[list[Path], list[str]]:
    """Write one bundle per writer into ``out``; return their paths and notes on what was
    left out (missing answers, refusals)."""
    say = say or (lambda _m: None)
    root = Path(root)
    notes: list[str] = []
    labels = _table(root / LABELS) if (root / LABELS).exists() else {}
    if not labels:
        notes.append(f"{LABELS} was not found: the story-style tables will be empty.")
    judges = _judges(root, notes)
    booook_path = root / SCORES / "boookscore_scores.json"
    booook = _table(booook_path) if booook_path.exists() else {}
    by_writer: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"stories": {}, "answers": {}, "feedback": {}, "ranking": {}}
    )
    missing = 0
    for number, row in enumerate(rows(root), start=2):
        if not row.get("UserID"):
            notes.append(f"{RATINGS} line {number} names no writer; left out.")
            continue
        story = story_of(row["UserID"].strip())
        if not _WRITER_ID.fullmatch(writer_of(story)) or not _WRITER_ID.fullmatch(story):
            notes.append(
                f"{RATINGS} line {number} names the writer “{story[:40]}”, which is not an id "
                "a bundle can carry; left out."
            )
            continue
        writer = by_writer[writer_of(story)]
        writer["stories"].setdefault(story, None)
        if not row["SummID"]:
            writer["ranking"][story] = _ranking(row.get("Preference") or "", number, notes)
            continue
        summary = row["SummID"].strip()
        answers: dict[str, int | float] = {}
        for theirs, ours in QUESTIONS.items():
            value = _value(row[theirs], f"{RATINGS} line {number}, {theirs}", notes)
            if value is None:
                missing += 1
            else:
                answers[ours] = value
        writer["answers"][summary] = answers
        if (row.get("Feedback") or "").strip():
            writer["feedback"][summary] = row["Feedback"].strip()
    if missing:
        notes.append(_WRITER_MISSING(count=missing))
    notes.append(
        f"{len(REFUSED)} claude summaries were refusals to summarize; they are marked refused "
        "and left out of every average, as in the paper."
    )
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, writer in sorted(by_writer.items()):
        say(f"Converting writer {name}…")
        data = _data(writer, labels, judges, booook)
        text = dumps(data)
        manifest = build_manifest(data, text, study_id=STUDY_ID, participant=f"W{name}")
        path = out / f"writer-{name}.wlbundle"
        write_bundle(path, manifest, text)
        paths.append(path)
    return paths, notes


def _ranking(raw: str, number: int, notes: list[str]) -> list[str]:
    try:
        ranked = ast.literal_eval(raw)
        order = [SUMMARY_NUMBER[ranked[k]] for k in sorted(ranked, key=int)]
    except (ValueError, SyntaxError, KeyError, TypeError, AttributeError):
        notes.append(f"{RATINGS} line {number}: the ranking “{raw[:60]}” cannot be read; left out.")
        return []
    return list(dict.fromkeys(order))


def _judges(root: Path, notes: list[str]) -> dict[tuple[str, str], dict[str, list[Any]]]:
    """(model, judge) -> story -> the judge's four answers (None where the judge gave -1)."""
    found: dict[tuple[str, str], dict[str, list[Any]]] = {}
    missing = 0
    for model in MODELS:
        for path in sorted((root / SCORES / f"{model}_summaries").glob("*_scores.json")):
            judge = path.name.removesuffix("_scores.json")
            scores = _json(path)
            if not isinstance(scores, dict):
                notes.append(f"{path.name} is not a table of stories; left out.")
                continue
            table: dict[str, list[Any]] = {}
            for story, answers in scores.items():
                if not isinstance(answers, list):
                    continue
                values = [_value(v, f"{path.name}, {story}", notes) for v in answers]
                missing += sum(1 for v, raw in zip(values, answers, strict=True)
                               if v is None and raw == MISSING)  # fmt: skip
                table[story] = values
            found[(model, judge)] = table
    if missing:
        notes.append(_JUDGE_MISSING(count=missing))
    return found


def _data(
    writer: dict[str, Any],
    labels: dict[str, list[str]],
    judges: dict[tuple[str, str], dict[str, list[Any]]],
    booook: dict[str, Any],
) -> dict[str, Any]:
    data: dict[str, Any] = empty_data()
    for story in writer["stories"]:
        labelled = labels.get(story)
        known = isinstance(labelled, list)
        style: list[str] = labelled if isinstance(labelled, list) else []
        data["stories"].append(
            {
                "id": f"s-{story}",
                "words": 0,
                "tokens": 0,
                "reading_level": None,
                "labels": {
                    "narrator": ("unreliable" if "unreliable" in style else "reliable")
                    if known
                    else None,
                    "detailed_subplot": ("rich" in style) if known else None,
                    "timeline": ("non-linear" if "flashbacks" in style else "linear")
                    if known
                    else None,
                },
            }
        )
        order = []
        for model in MODELS:
            summary = f"{story}{model}"
            order.append(f"m-{summary}")
            data["summaries"].append(
                {
                    "id": f"m-{summary}", "story_id": f"s-{story}",
                    "provider": PROVIDER, "model": model, "strategy": "whole",
                    "params": {}, "prompts": [],
                    "status": "refused" if summary in REFUSED else "ok",
                    "input_tokens": 0, "output_tokens": 0,
                }
            )  # fmt: skip
            for (judged, judge), scores in judges.items():
                if judged == model and story in scores:
                    for question, value in zip(JUDGE_QUESTIONS, scores[story], strict=False):
                        if value is not None:
                            data["automatic"].append(
                                {"summary_id": f"m-{summary}", "kind": "judge", "name": judge,
                                 "question_id": question, "value": value}
                            )  # fmt: skip
            value = _value(booook.get(summary), f"boookscore_scores.json, {summary}", [])
            if value is not None:
                data["automatic"].append(
                    {"summary_id": f"m-{summary}", "kind": "metric", "name": "boookscore",
                     "question_id": None, "value": value}
                )  # fmt: skip
        reviewed = []
        for model in MODELS:
            summary = f"{story}{model}"
            entry: dict[str, Any] = {
                "summary_id": f"m-{summary}",
                "answers": writer["answers"].get(summary, {}),
            }
            if summary in writer["feedback"]:
                entry["feedback"] = writer["feedback"][summary]
            reviewed.append(entry)
        data["reviews"].append(
            {
                "story_id": f"s-{story}",
                "questionnaire": {"id": "reading-subtext", "version": "1"},
                "taxonomy": {"id": "reading-subtext", "version": "1"},
                "complete": True,
                "order": order,
                "summaries": reviewed,
                "spans": [],
                "ranking": [f"m-{story}{m}" for m in writer["ranking"].get(story, [])],
            }
        )
    return data
