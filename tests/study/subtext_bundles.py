"""Converts the Reading Subtext study's released data into WriterLens bundles, one per writer.

The release keys summaries as ``<story><model>`` (``571789_0claude``) and stories as
``<writer>_<n>`` (in the UserID column, a writer's first story has no ``_0``). Answers of -1
are missing; the two claude refusals are marked refused; rankings
("{'1': 'Summary 2', ...}", rank -> summary) map Summary 1/2/3 to claude/gpt4/llama. LLM
judges' Likert answers and BooookScore become the bundle's automatic scores, kept apart from
the writers' own.
"""

from __future__ import annotations

import ast
import csv
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from writerlens.study.bundle_data import dumps
from writerlens.study.bundle_file import build_manifest, write_bundle

MODELS = ("claude", "gpt4", "llama")
SUMMARY_NUMBER = {"Summary 1": "claude", "Summary 2": "gpt4", "Summary 3": "llama"}
REFUSED = {"112332_2claude", "603720_1claude"}
QUESTIONS = {
    "Coverage": "coverage",
    "Faithfulness": "faithfulness",
    "Coherence": "coherence",
    "Interpretation": "analysis",
}
JUDGE_QUESTIONS = ("coverage", "faithfulness", "coherence", "analysis")
STUDY = "reading-subtext-2024"


def writer_of(story: str) -> str:
    return story.split("_")[0]


def story_of(user_id: str) -> str:
    """The release's UserID of a writer's first story lacks the "_0" its SummIDs carry."""
    return user_id if "_" in user_id else f"{user_id}_0"


def rows(root: Path) -> list[dict[str, str]]:
    with (root / "writer_ratings_comments.tsv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def convert(root: Path, out: Path) -> list[Path]:
    """Write one bundle per writer into ``out``; return their paths."""
    labels = json.loads((root / "story_labels.json").read_text("utf-8"))
    judges = _judges(root)
    booook = json.loads((root / "summary_scores" / "boookscore_scores.json").read_text("utf-8"))
    by_writer: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"stories": {}, "summaries": [], "answers": {}, "feedback": {}, "ranking": {}}
    )
    for row in rows(root):
        story = story_of(row["UserID"])
        writer = by_writer[writer_of(story)]
        writer["stories"].setdefault(story, None)
        if not row["SummID"]:
            ranked = ast.literal_eval(row["Preference"])
            writer["ranking"][story] = [SUMMARY_NUMBER[ranked[k]] for k in sorted(ranked, key=int)]
            continue
        summary = row["SummID"]
        answers = {
            ours: int(row[theirs]) for theirs, ours in QUESTIONS.items() if int(row[theirs]) > 0
        }
        writer["answers"][summary] = answers
        if row["Feedback"].strip():
            writer["feedback"][summary] = row["Feedback"].strip()
    paths = []
    for name, writer in sorted(by_writer.items()):
        data = _data(writer, labels, judges, booook)
        text = dumps(data)
        manifest = build_manifest(data, text, study_id=STUDY, participant=f"W{name}")
        path = out / f"writer-{name}.wlbundle"
        write_bundle(path, manifest, text)
        paths.append(path)
    return paths


def _judges(root: Path) -> dict[tuple[str, str], dict[str, list[int]]]:
    """(model, judge) -> story -> the judge's four answers."""
    found = {}
    for model in MODELS:
        for path in sorted((root / "summary_scores" / f"{model}_summaries").glob("*_scores.json")):
            judge = path.name.removesuffix("_scores.json")
            found[(model, judge)] = json.loads(path.read_text("utf-8"))
    return found


def _data(
    writer: dict[str, Any],
    labels: dict[str, list[str]],
    judges: dict[tuple[str, str], dict[str, list[int]]],
    booook: dict[str, float],
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "stories": [],
        "summaries": [],
        "reviews": [],
        "probes": [],
        "automatic": [],
    }
    for story in writer["stories"]:
        style = labels.get(story, [])
        data["stories"].append(
            {
                "id": f"s-{story}",
                "words": 0,
                "tokens": 0,
                "reading_level": None,
                "labels": {
                    "narrator": "unreliable" if "unreliable" in style else "reliable",
                    "detailed_subplot": "rich" in style,
                    "timeline": "non-linear" if "flashbacks" in style else "linear",
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
                    "provider": "reading-subtext", "model": model, "strategy": "whole",
                    "params": {}, "prompts": [],
                    "status": "refused" if summary in REFUSED else "ok",
                    "input_tokens": 0, "output_tokens": 0,
                }
            )  # fmt: skip
            for (judged, judge), scores in judges.items():
                if judged == model and story in scores:
                    for question, value in zip(JUDGE_QUESTIONS, scores[story], strict=True):
                        data["automatic"].append(
                            {"summary_id": f"m-{summary}", "kind": "judge", "name": judge,
                             "question_id": question, "value": value}
                        )  # fmt: skip
            if summary in booook:
                data["automatic"].append(
                    {"summary_id": f"m-{summary}", "kind": "metric", "name": "boookscore",
                     "question_id": None, "value": booook[summary]}
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
