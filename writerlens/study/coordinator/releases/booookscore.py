"""The BooookScore release's pairwise comparison (Chang et al., ICLR 2024) as WriterLens bundles.

In ``qualitative_comparison/formal/annotator{n}.json`` (Label Studio exports) each annotator
compared, for 20 books, a GPT-4 summary made by hierarchical merging with one made by
incremental updating (4096-token chunks): which has more detail, the better structure, the
better logic, and which they prefer overall. The export calls them "Summary 1" and "Summary 2";
which is which is found by matching their text with ``summary-gpt4-4096-{hier,inc}.json``.

Each annotator becomes one bundle: a story per book, the two summaries (with their text), the
overall preference as the review's ranking (a draw ranks neither, and is counted apart), and the
three yes/no questions as yes/no answers (bundle format 3): whether the two contradict each
other as the review's ``contradiction``, whether each leaves out something important as that
summary's ``omission``. Detail, structure and logic have no place in a bundle (a bundle ranks
once per story): they are counted here, per annotator and in all, and shown with the import.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writerlens.domain import WriterLensError
from writerlens.handed_files import FileRefused, read_handed
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator.interop_import import (
    MAX_IMPORT_BYTES,
    AnnotationFileError,
    read_label_studio,
)
from writerlens.study.safe_json import UnsafeJson, loads_capped
from writerlens.study.writer.bundle_data import dumps, empty_data
from writerlens.study.writer.bundle_file import build_manifest, write_bundle

_TIMES = define(
    "study.releases.times",
    QT_TRANSLATE_NOOP("messages", "%n times", None, 1),
    one="%n time",
)
_CHOSEN = define(
    "study.releases.chosen",
    QT_TRANSLATE_NOOP(
        "messages",
        "{aspect}: hierarchical chosen {hier}, incremental {inc}, a draw {draw} (of {judged} "
        "comparisons)",
    ),
)
_DRAWS = define(
    "study.releases.draws",
    QT_TRANSLATE_NOOP(
        "messages",
        "%n overall preferences were a draw: those books are in no ranking, and the ranking "
        "tables count the others.",
        None,
        1,
    ),
    one="%n overall preference was a draw: that book is in no ranking, and the ranking "
    "tables count the others.",
)

_YES_NO = define(
    "study.releases.yes_no",
    QT_TRANSLATE_NOOP("messages", "{question}: yes {yes}, no {no} (of {judged} comparisons)"),
)

_BOOOOKSCORE_SUMMARIES_UNREADABLE = define(
    "study.releases.booookscore_summaries_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} could not be read ({exc}). It tells which summary of each pair was "
        "made by which strategy; choose the BooookScore release's own folder.",
    ),
)

_BOOOOKSCORE_NO_ANNOTATORS = define(
    "study.releases.booookscore_no_annotators",
    QT_TRANSLATE_NOOP(
        "messages",
        "{root_formal} holds no annotator*.json files. Choose the BooookScore "
        "release's folder (the one with qualitative_comparison/ in it).",
    ),
)

KEY = "booookscore"
STUDY_ID = "booookscore-2024"
PROVIDER = "booookscore"
#: strategy -> the model name the study tables show
MODELS = {"hierarchical": "gpt4-4096-hier", "incremental": "gpt4-4096-inc"}
SHORT = {"hierarchical": "hier", "incremental": "inc"}
ASPECTS = ("detail", "structure", "logic", "preference")
#: The release's seven questions: the four comparisons above, whether the two summaries
#: contradict each other, and whether each one leaves out something important.
QUESTIONS = (
    "detail",
    "structure",
    "logic",
    "contradiction",
    "omission_summary_1",
    "omission_summary_2",
    "preference",
)
#: yes/no questions as the comparison counts them: omissions per strategy, not per position
YES_NO = ("contradiction", "omission_hier", "omission_inc")
#: The yes/no questions as a bundle carries them (format 3): whether the two summaries contradict
#: each other, a review's answer; whether a summary leaves out something important, that
#: summary's answer.
CONTRADICTION, OMISSION = "contradiction", "omission"
FORMAL = Path("qualitative_comparison") / "formal"
_SLUG = re.compile(r"[^A-Za-z0-9_.-]+")


def looks_like(root: Path) -> bool:
    return (root / FORMAL).is_dir()


@dataclass
class Comparison:
    """Per aspect, how often each strategy was chosen ("hier", "inc", "draw"), in all and per
    annotator (the layout of the release's ``annotator{n}-counts.json``)."""

    total: dict[str, Counter[str]] = field(default_factory=dict)
    by_annotator: dict[str, dict[str, Counter[str]]] = field(default_factory=dict)

    def add(self, annotator: str, aspect: str, choice: str) -> None:
        self.total.setdefault(aspect, Counter())[choice] += 1
        self.by_annotator.setdefault(annotator, {}).setdefault(aspect, Counter())[choice] += 1

    def lines(self) -> list[str]:
        out: list[str] = []
        for question in YES_NO:
            answers = self.total.get(question, Counter())
            if sum(answers.values()):
                out.append(
                    _YES_NO(
                        question=question,
                        yes=answers["yes"],
                        no=answers["no"],
                        judged=sum(answers.values()),
                    )
                )
        for aspect in ASPECTS:
            found = self.total.get(aspect, Counter())
            judged = sum(found.values())
            if not judged:
                continue
            out.append(
                _CHOSEN(
                    aspect=aspect,
                    hier=_TIMES(count=found["hier"]),
                    inc=found["inc"],
                    draw=found["draw"],
                    judged=judged,
                )
            )
        return out

    def as_json(self) -> dict[str, Any]:
        return {
            "total": {a: dict(c) for a, c in self.total.items()},
            "by_annotator": {
                who: {a: dict(c) for a, c in aspects.items()}
                for who, aspects in self.by_annotator.items()
            },
        }


def _slug(text: str, limit: int = 50) -> str:
    """An id made of ``text``; where making it lost anything (punctuation, spaces, length),
    a short hash of the whole name is added, so that two names differing only by a
    punctuation mark ("annotator 1" and "annotator-1") never become one id."""
    slug = _SLUG.sub("-", text).strip("-._") or "book"
    if slug == text and len(slug) <= limit:
        return slug
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{slug[: limit - 9].rstrip('-._')}-{digest}"


def _summaries(root: Path) -> dict[str, dict[str, str]]:
    """strategy -> book -> summary text."""
    found: dict[str, dict[str, str]] = {}
    for strategy, short in SHORT.items():
        path = root / f"summary-gpt4-4096-{short}.json"
        try:
            books = loads_capped(
                read_handed(path, MAX_IMPORT_BYTES), max_bytes=MAX_IMPORT_BYTES, max_depth=64
            )
            if not isinstance(books, dict):
                raise ValueError("a list where a table belongs")
        except (FileRefused, UnsafeJson, ValueError) as exc:
            raise WriterLensError(_BOOOOKSCORE_SUMMARIES_UNREADABLE(path=path, exc=exc)) from None
        found[strategy] = {
            book: entry["summary"]
            for book, entry in books.items()
            if isinstance(entry, dict) and isinstance(entry.get("summary"), str)
        }
    return found


def convert(
    root: Path, out: Path, say: Callable[[str], None] | None = None
) -> tuple[list[Path], list[str], Comparison]:
    """One bundle per annotator file into ``out``; their paths, notes and the comparison."""
    say = say or (lambda _m: None)
    root = Path(root)
    files = sorted((root / FORMAL).glob("annotator*.json"))
    files = [f for f in files if not f.stem.endswith("-counts")]
    if not files:
        raise WriterLensError(_BOOOOKSCORE_NO_ANNOTATORS(root_formal=root / FORMAL))
    texts = _summaries(root)
    notes: list[str] = []
    comparison = Comparison()
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for path in files:
        say(f"Converting {path.name}…")
        try:
            tasks = read_label_studio(read_handed(path, MAX_IMPORT_BYTES))
        except (FileRefused, AnnotationFileError) as exc:
            notes.append(f"{path.name} could not be read ({exc}); left out.")
            continue
        annotator = _slug(path.stem, 60)
        data = _data(annotator, tasks, texts, notes, comparison, path.name)
        if not data["stories"]:
            notes.append(f"{path.name} holds no comparison that could be read; left out.")
            continue
        text = dumps(data)
        manifest = build_manifest(data, text, study_id=STUDY_ID, participant=annotator)
        bundle = out / f"{annotator}.wlbundle"
        write_bundle(bundle, manifest, text)
        paths.append(bundle)
    draws = comparison.total.get("preference", Counter())["draw"]
    if draws:
        notes.append(_DRAWS(count=draws))
    return paths, notes, comparison


def _which(book: str, task_data: dict[str, Any], texts: dict[str, dict[str, str]]) -> dict | None:
    """ "Summary 1"/"Summary 2" -> strategy, by the summaries' text (None if neither matches)."""
    first, second = task_data.get("summary_1"), task_data.get("summary_2")
    hier, inc = texts["hierarchical"].get(book), texts["incremental"].get(book)
    if first is not None and first == hier and second == inc:
        return {"Summary 1": "hierarchical", "Summary 2": "incremental"}
    if first is not None and first == inc and second == hier:
        return {"Summary 1": "incremental", "Summary 2": "hierarchical"}
    return None


def _yes_no(choices: dict[str, tuple[str, ...]], which: dict[str, str]) -> dict[str, str]:
    """contradiction and the two omission questions, the omissions re-keyed by strategy."""
    out = {}
    keys = {
        "contradiction": "contradiction",
        "omission_summary_1": f"omission_{SHORT[which['Summary 1']]}",
        "omission_summary_2": f"omission_{SHORT[which['Summary 2']]}",
    }
    for question, key in keys.items():
        picked = choices.get(question, ())
        if len(picked) == 1 and picked[0].strip().lower() in ("yes", "no"):
            out[key] = picked[0].strip().lower()
    return out


def _reviewed(
    summary_id: str,
    strategy: str,
    which: dict[str, str],
    texts: dict[str, str],
    answered: dict[str, str],
) -> dict[str, Any]:
    """A summary's entry: whether the annotator found it leaves out something important (the
    omission question, as the summary's yes/no answer ``omission``, bundle format 3), and what
    (the question's comment) as its feedback."""
    position = next(k for k, v in which.items() if v == strategy)  # "Summary 1" / "Summary 2"
    comment = texts.get(f"omission_summary_{position[-1]}_comments", "").strip()
    entry: dict[str, Any] = {"summary_id": summary_id, "answers": {}}
    omitted = answered.get(f"omission_{SHORT[strategy]}")
    if omitted is not None:
        entry["yes_no"] = {OMISSION: omitted == "yes"}
    if comment and comment.upper() != "N/A":
        entry["feedback"] = f"Leaves out: {comment}"
    return entry


def release_units(root: Path) -> dict[str, list[list[str]]]:
    """question -> one unit per book: every annotator's answer to it (the strategy chosen,
    "draw", "yes" or "no"), for the agreement among the release's annotators."""
    texts = _summaries(root)
    units: dict[str, dict[str, list[str]]] = {q: {} for q in (*ASPECTS, *YES_NO)}
    for path in sorted((Path(root) / FORMAL).glob("annotator*.json")):
        if path.stem.endswith("-counts"):
            continue
        try:
            tasks = read_label_studio(path.read_bytes())
        except (OSError, AnnotationFileError):
            continue
        for task in tasks:
            book = str(task.data.get("book", ""))
            which = _which(book, task.data, texts)
            if which is None or not task.annotations:
                continue
            choices = task.annotations[0].choices
            for aspect in ASPECTS:
                picked = choices.get(aspect, ())
                if len(picked) == 1:
                    units[aspect].setdefault(book, []).append(which.get(picked[0], "draw"))
            for question, answer in _yes_no(choices, which).items():
                units[question].setdefault(book, []).append(answer)
    return {q: list(books.values()) for q, books in units.items()}


def _data(
    annotator: str,
    tasks: list[Any],
    texts: dict[str, dict[str, str]],
    notes: list[str],
    comparison: Comparison,
    file: str,
) -> dict[str, Any]:
    data: dict[str, Any] = empty_data()
    seen: set[str] = set()
    for task in tasks:
        book = str(task.data.get("book", ""))
        which = _which(book, task.data, texts)
        if which is None:
            notes.append(
                f"{file}, task {task.id}: its summaries are not the release's hierarchical and "
                "incremental summaries of that book; left out."
            )
            continue
        if not task.annotations:
            continue
        story = f"b-{_slug(book)}"
        if story in seen:
            notes.append(f"{file}: the book {book} is compared twice; the first is kept.")
            continue
        seen.add(story)
        annotation = task.annotations[0]
        ids = {s: f"m-{SHORT[s]}-{_slug(book)}" for s in MODELS}
        chosen: dict[str, str] = {}
        for aspect in ASPECTS:
            picked = annotation.choices.get(aspect, ())
            if len(picked) != 1:
                continue
            strategy = which.get(picked[0])
            choice = SHORT[strategy] if strategy else "draw"
            comparison.add(annotator, aspect, choice)
            chosen[aspect] = strategy or "draw"
        answered = _yes_no(annotation.choices, which)
        for question, answer in answered.items():
            comparison.add(annotator, question, answer)
        data["stories"].append(
            {
                "id": story,
                "words": 0,
                "tokens": 0,
                "reading_level": None,
                "labels": {"narrator": None, "detailed_subplot": None, "timeline": None},
            }
        )
        for strategy, model in MODELS.items():
            data["summaries"].append(
                {
                    "id": ids[strategy], "story_id": story, "provider": PROVIDER,
                    "model": model, "strategy": strategy, "params": {"chunk_tokens": 4096},
                    "prompts": [], "status": "ok", "text": texts[strategy][book],
                    "input_tokens": 0, "output_tokens": 0,
                }
            )  # fmt: skip
        preferred = chosen.get("preference")
        ranking = []
        if preferred in MODELS:
            other = next(s for s in MODELS if s != preferred)
            ranking = [ids[preferred], ids[other]]
        data["reviews"].append(
            {
                "story_id": story,
                "questionnaire": {"id": "booookscore-pairwise", "version": "1"},
                "taxonomy": {"id": "booookscore", "version": "1"},
                "complete": True,
                "order": [ids[which["Summary 1"]], ids[which["Summary 2"]]],
                "summaries": [
                    _reviewed(ids[s], s, which, annotation.texts, answered) for s in MODELS
                ],
                "spans": [],
                "ranking": ranking,
            }
        )
        if "contradiction" in answered:  # about the two summaries together: the review's
            data["reviews"][-1]["yes_no"] = {CONTRADICTION: answered["contradiction"] == "yes"}
    return data
