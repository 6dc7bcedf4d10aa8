"""Exporting the writer's reviews as an anonymized study bundle (``.wlbundle``).

The export dialog calls :func:`preview` to show exactly the ``data.json`` that would be
written, then :func:`export_bundle`, which writes the same text atomically (a failed or
cancelled export leaves no file). Both run off the GUI thread: reading a library of many
stories and scrubbing their text takes a moment.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from writerlens import redaction
from writerlens.domain import CancelToken, Summary, SummaryStatus
from writerlens.llm import keys
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.services.library import Library
from writerlens.services.metrics import measures_for_summary
from writerlens.services.model_setup import servers
from writerlens.services.study import Membership, keep_membership, membership
from writerlens.store import claims as claim_rows
from writerlens.store import library as settings
from writerlens.store import reviews as review_rows
from writerlens.store import scores as score_rows
from writerlens.study import codes
from writerlens.study.anonymize import Scrubber, candidates
from writerlens.study.bundle_claims import carries_text
from writerlens.study.bundle_data import (
    ExportOptions,
    ExportSource,
    ProbeResultSource,
    ProbeSource,
    ScoreSource,
    StorySource,
    build_data,
    dumps,
)
from writerlens.study.bundle_file import build_manifest, write_bundle
from writerlens.study.errors import ExportFailed
from writerlens.study.formats import BUNDLE_SUFFIX

_FOLDER_MISSING = define(
    "services.export.folder_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The folder {parent} does not exist. Choose another place for the bundle.",
    ),
)

_NOTHING_REVIEWED = define(
    "services.export.nothing_reviewed",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is nothing to export yet: no story has a review. Review a story's "
        "summaries first, then export.",
    ),
)

_KEY_FRAGMENT = define(
    "services.export.key_fragment",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle would hold a piece of one of your API keys, so nothing was "
        "written. Delete the summary or note that holds it (or replace the key in "
        "Settings → API keys), then export again.",
    ),
)

_WRITE_FAILED = define(
    "services.export.write_failed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle could not be written to {parent} ({detail}). "
        "Nothing was left there; choose another folder or free some space and try "
        "again.",
    ),
)

_ONLY_SAMPLE_REVIEWED = define(
    "services.export.only_sample_reviewed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The sample story is for practice and is never exported for a study. Review one of "
        "your own stories, then export.",
    ),
)

__all__ = [
    "ExportOptions",
    "ExportPreview",
    "ExportResult",
    "export_bundle",
    "preview",
    "preview_with_report",
]

Progress = Callable[[str], None]
_NAMES = "export.scrub_names"


@dataclass(frozen=True)
class ExportResult:
    path: Path
    bundle_id: str
    data_sha256: str
    stories: int
    summaries: int
    reviews: int
    size: int


@dataclass(frozen=True)
class ExportPreview:
    """Exactly the ``data.json`` an export would write now, and an account of it: what was
    replaced (``ScrubReport.as_dict``), whether a piece of an API key is still in it (then the
    export is refused), and names the text suggests that the writer has not listed."""

    text: str
    replaced: dict[str, dict[str, object]]
    key_found: bool
    suggested_names: tuple[tuple[str, int], ...]
    #: why the bundle cannot be saved because the scrubber left something identifying in a text
    #: it cleaned (the same check, and message, as the export's); None when nothing was left
    leftover: Message | None = None
    #: every change made to what a model wrote, (where, before, after) with a little context:
    #: the writer can see that no word of a summary changed but an identifier
    model_changes: tuple[tuple[str, str, str], ...] = ()


def options_for(library: Library) -> ExportOptions:
    """The options the export dialog starts with: the study's wishes, the names saved last."""
    study = membership(library).study
    names = tuple(settings.get_setting(library.store, _NAMES, []) or [])
    if study is None:
        return ExportOptions(names=names)
    return ExportOptions(
        include_story_text=study.collect.story_text,
        include_titles=study.collect.titles,
        include_summary_text=study.collect.summary_text,
        include_comments=study.collect.comments,
        names=names,
    )


def save_names(library: Library, names: tuple[str, ...]) -> None:
    """Remember the names to scrub for the next export (they stay in the library only)."""
    settings.set_setting(library.store, _NAMES, list(names))


def gather(
    library: Library,
    options: ExportOptions,
    member: Membership | None = None,
    cancel: CancelToken | None = None,
) -> ExportSource:
    """Everything the bundle may draw on, read in one consistent snapshot.

    The sample story is practice: it and its demo summaries never go into a study's bundle,
    whether asked for by id or not (a coordinator's import refuses demo summaries too)."""
    member = member or membership(library)
    store = library.store
    stories: list[StorySource] = []
    ids = options.story_ids
    if ids is None:
        ids = tuple(
            r[0] for r in store.rows("SELECT manuscript_id FROM reviews ORDER BY manuscript_id")
        )
    practice = practice_story_ids(library)
    if ids and all(i in practice for i in ids) and options.story_ids is not None:
        raise ExportFailed(_ONLY_SAMPLE_REVIEWED())
    for manuscript_id in (i for i in ids if i not in practice):
        if cancel is not None:
            cancel.raise_if_cancelled()
        stories.append(_story(library, manuscript_id))
    return ExportSource(
        study_id=member.study_id,
        participant=member.participant,
        secret=member.secret,
        stories=tuple(stories),
        study_models=tuple(m.model for m in member.study.models) if member.study else (),
    )


def practice_story_ids(library: Library) -> set[int]:
    """The stories that are practice (the sample), left out of every export."""
    return {int(r[0]) for r in library.store.rows("SELECT id FROM manuscripts WHERE is_sample = 1")}


def _story(library: Library, manuscript_id: int) -> StorySource:
    store = library.store
    manuscript = library.manuscript(manuscript_id)
    review = review_rows.review_for(store, manuscript_id)
    everything = [s for s in library.summaries(manuscript_id) if not s.is_demo]
    shown = set(review.summary_order) if review else {s.id for s in everything}
    summaries = tuple(s for s in everything if s.id in shown or str(s.status) == "failed")
    if review is None:
        return StorySource(
            manuscript,
            library.story_labels(manuscript_id),
            summaries,
            automatic=automatic_scores(library, summaries),
        )
    claims = tuple(
        c for s in summaries for c in claim_rows.claims_for(store, s.id, include_retired=True)
    )
    judgments = tuple(
        replace(j, judge_model=_judge_name(j.judge_model))
        for s in summaries
        for found in claim_rows.judgments_for(store, s.id).values()
        for j in found
    )
    return StorySource(
        manuscript=manuscript,
        labels=library.story_labels(manuscript_id),
        summaries=summaries,
        review=review,
        answers=review_rows.answers(store, review.id),
        feedback=review_rows.feedback(store, review.id),
        spans=tuple(review_rows.spans(store, review.id)),
        ranking=review_rows.ranking(store, review.id),
        probes=_probes(library, manuscript_id, {s.id for s in summaries}),
        automatic=automatic_scores(library, summaries),
        claims=claims,
        claim_verdicts=tuple(claim_rows.verdicts(store, review.id).values()),
        omissions=tuple(claim_rows.omissions(store, review.id)),
        claim_judgments=judgments,
    )


def _probes(library: Library, manuscript_id: int, summary_ids: set[int]) -> tuple[ProbeSource, ...]:
    store = library.store
    probes = []
    for probe in store.rows(
        "SELECT id, question, answer FROM probes WHERE manuscript_id = ? ORDER BY id",
        (manuscript_id,),
    ):
        results = tuple(
            ProbeResultSource(r["summary_id"], r["judge_model"], bool(r["answered"]), r["evidence"])
            for r in store.rows(
                "SELECT summary_id, judge_model, answered, evidence FROM probe_results "
                "WHERE probe_id = ? AND status = 'ok' ORDER BY summary_id, judge_model",
                (probe["id"],),
            )
            if r["summary_id"] in summary_ids
        )
        probes.append(ProbeSource(probe["id"], probe["question"], probe["answer"], results))
    return tuple(probes)


def automatic_scores(library: Library, summaries: tuple[Summary, ...]) -> tuple[ScoreSource, ...]:
    """The automatic scores of the story's ok summaries, kept apart from the writer's answers:
    each LLM judge's answers (kind "judge"), and as kind "metric" its BooookScore coherence and
    share of probes answered (named with the judge after a colon) and the extractive measures
    (see bundle-format.md for the names)."""
    usable = [s for s in summaries if s.status is SummaryStatus.OK and s.text.strip()]
    found: list[ScoreSource] = []
    for row in score_rows.scores_for(library.store, [s.id for s in usable]):
        judge = _judge_name(row["judge_model"])
        if row["kind"] == score_rows.QUESTION:
            found.append(ScoreSource(row["summary_id"], "judge", judge, row["value"], row["name"]))
        else:
            found.append(
                ScoreSource(row["summary_id"], "metric", f"{row['name']}:{judge}", row["value"])
            )
    for summary in usable:
        shares: dict[str, list[int]] = {}
        for row in score_rows.probe_result_rows(library.store, summary.id):
            if row["status"] == "ok":
                shares.setdefault(_judge_name(row["judge_model"]), []).append(row["answered"])
        for judge, answered in sorted(shares.items()):
            share = sum(answered) / len(answered)
            found.append(ScoreSource(summary.id, "metric", f"probes_answered:{judge}", share))
        found.extend(_metric_scores(library, summary.id))
    return tuple(found)


def _metric_scores(library: Library, summary_id: int) -> list[ScoreSource]:
    measures = measures_for_summary(library, summary_id)
    extractive = measures.extractive
    values: dict[str, float | None] = {
        "fragment_coverage": extractive.coverage,
        "fragment_density": extractive.density,
        "compression": extractive.compression,
        "copied_phrases": float(len(measures.copied)),
    }
    for ngrams in extractive.ngrams:
        values[f"ngram_overlap_{ngrams.n}"] = ngrams.found / ngrams.total if ngrams.total else None
    return [
        ScoreSource(summary_id, "metric", name, float(value))
        for name, value in values.items()
        if value is not None and math.isfinite(value)
    ]


def _judge_name(model: str) -> str:
    """A judge's model id, without the folders of a local model file (they name the writer)."""
    last = re.split(r"[\\/]", model.rstrip("/\\"))[-1]
    if model.startswith(("/", "~", "\\")) or re.match(r"^[A-Za-z]:", model):
        return last
    return last if last.lower().endswith(".gguf") else model


def _snapshot(library: Library, options: ExportOptions, cancel: CancelToken | None) -> ExportSource:
    """Read in one transaction, so that a rating made meanwhile is either in or out."""
    conn = library.store.connection()
    if conn.in_transaction:
        return gather(library, options, cancel=cancel)
    conn.execute("BEGIN")
    try:
        return gather(library, options, cancel=cancel)
    finally:
        conn.execute("COMMIT")


def preview(library: Library, options: ExportOptions, cancel: CancelToken | None = None) -> str:
    """Exactly the ``data.json`` text that :func:`export_bundle` would write now."""
    return preview_with_report(library, options, cancel).text


def preview_with_report(
    library: Library, options: ExportOptions, cancel: CancelToken | None = None
) -> ExportPreview:
    """The preview text with what was replaced in it and the names worth a look."""
    source = _snapshot(library, options, cancel)
    known = _known_keys(library)
    scrubber = Scrubber(options.names, keys=known)
    data = build_data(source, options, scrubber)
    text = dumps(data)
    return ExportPreview(
        text=text,
        replaced=scrubber.report.as_dict(),
        key_found=redaction.has_fragment(text, known),
        suggested_names=_suggested_names(source, options, known),
        leftover=identifying(data, scrubber) or _code_problem(library, source, options),
        model_changes=tuple(scrubber.report.model_changes),
    )


#: What the free text of the bundle is searched for again: every text the scrubber produced,
#: and every value of the fields anonymization rewrites (so a field written without the
#: scrubber is caught). Never the bundle's keys, ids, fixed words ("origin": "writer",
#: "evidence_source": "none") or neutral model labels ("local model 1"): a computer login named
#: "writer" or "model" is not in them. Paths, phone numbers and links are not searched for:
#: numbers in a summary could look like them.
_GUARDED = ("name", "email", "user", "computer")
#: the bundle's free-text fields (data.json), wherever they sit; a passage's ``prefix`` and
#: ``suffix`` are cut from the cleaned story at a fixed length (they may cut a placeholder in
#: two) and the whole story is searched already
_FREE_TEXT = frozenset({"title", "text", "comment", "feedback", "question", "answer", "quote",
                        "evidence"})  # fmt: skip

_LEFT_NAME = define(
    "services.export_left.name", QT_TRANSLATE_NOOP("messages", "a name WriterLens could not remove")
)
_LEFT_EMAIL = define(
    "services.export_left.email", QT_TRANSLATE_NOOP("messages", "an email address")
)
_LEFT_USER = define(
    "services.export_left.user", QT_TRANSLATE_NOOP("messages", "this computer's user name")
)
_LEFT_COMPUTER = define(
    "services.export_left.computer", QT_TRANSLATE_NOOP("messages", "this computer's name")
)
_LEFT_SEVERAL = define(
    "services.export_left.several",
    QT_TRANSLATE_NOOP("messages", "{first} and other details that could identify you"),
)
_LEFT = {"name": _LEFT_NAME, "email": _LEFT_EMAIL, "user": _LEFT_USER, "computer": _LEFT_COMPUTER}

_BUNDLE_WOULD_HOLD_LEFTOVER = define(
    "services.bundle_would_hold_leftover",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle would still hold {what} in a part WriterLens did not clean, so it cannot be "
        "saved. Leave out the parts you can (story text, titles, summaries or comments) and look "
        "again, and tell the study's coordinator so it can be fixed.",
    ),
)


def identifying(data: dict[str, Any], scrubber: Scrubber) -> Message | None:
    """Why the bundle (``data``, as built with ``scrubber``) must not be saved because its free
    text still holds something identifying (None when nothing is left), in words."""
    left = scrubber.leftover(_free_text_values(data))
    found = [kind for kind in _GUARDED if kind in left]
    if not found:
        return None
    what = _LEFT[found[0]]()
    if len(found) > 1:
        what = _LEFT_SEVERAL(first=what)
    return _BUNDLE_WOULD_HOLD_LEFTOVER(what=what)


_CODE_IDENTIFIES = define(
    "services.export.code_identifies",
    QT_TRANSLATE_NOOP(
        "messages",
        "Your participant code “{code}” goes out with the bundle and could identify you: "
        "{problem} Join the study again (Study → Join a Study) with the code the coordinator "
        "sent you, or leave the code empty for a random one, then export again.",
    ),
)


def _code_problem(library: Library, source: ExportSource, options: ExportOptions) -> Message | None:
    """Why the participant code must not go out (None when it may): a code the study file lists
    was chosen by the coordinator; any other one (typed when joining, perhaps before WriterLens
    checked codes) is checked like any text the bundle carries."""
    study = membership(library).study
    code = source.participant
    if study is not None and code in study.participants:
        return None
    problem = codes.writer_problem(code, options.names, shape=False)
    return None if problem is None else _CODE_IDENTIFIES(code=code, problem=problem)


def _manifest_identifying(manifest: dict[str, Any], scrubber: Scrubber) -> Message | None:
    """The final identifier check over every string of the manifest, as over the free text
    (only the manifest: :func:`identifying` has searched the texts the scrubber produced)."""
    left = {edit.kind for value in _strings(manifest) for edit in scrubber.edits(value)}
    found = [kind for kind in _GUARDED if kind in left]
    if not found:
        return None
    what = _LEFT[found[0]]()
    return _BUNDLE_WOULD_HOLD_LEFTOVER(what=_LEFT_SEVERAL(first=what) if len(found) > 1 else what)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner)
    elif isinstance(value, str):
        yield value


def _free_text_values(value: Any, key: str = "") -> Iterator[str]:
    if isinstance(value, dict):
        for name, inner in value.items():
            yield from _free_text_values(inner, str(name))
    elif isinstance(value, list):
        for inner in value:
            yield from _free_text_values(inner, key)
    elif isinstance(value, str) and key in _FREE_TEXT:
        yield value


def _known_keys(library: Library) -> list[str]:
    """Every API key WriterLens can find, for the servers the writer set up too."""
    return keys.known_keys(keys.server_key_name(s.name) for s in servers(library))


def _suggested_names(
    source: ExportSource, options: ExportOptions, known: list[str]
) -> tuple[tuple[str, int], ...]:
    """Names the writer might want to add, read from the texts after addresses, paths and key
    pieces are gone (so that nothing of a key is ever shown, even as a suggestion)."""
    scrub = Scrubber(keys=known)
    texts = [scrub(text) for text in _free_texts(source, options)]
    return tuple(candidates(texts, options.names)[:40])


def _free_texts(source: ExportSource, options: ExportOptions) -> list[str]:
    """The writer's words that the bundle will carry, where names could hide."""
    texts: list[str] = []
    for story in source.stories:
        if options.include_titles:
            texts.append(story.manuscript.title)
        if options.include_story_text:
            texts.append(story.manuscript.text)
        if options.include_summary_text:
            texts.extend(s.text for s in story.summaries)
            texts.extend(c.text for c in story.claims if carries_text(c.origin, options))
        if options.include_comments:
            texts.extend(story.feedback.values())
            texts.extend(span.comment for span in story.spans)
            texts.extend(v.comment for v in story.claim_verdicts)
            texts.extend(o.comment for o in story.omissions)
            texts.extend(p.question + "\n" + p.answer for p in story.probes)
    return texts


_COORDINATOR_WOULD_REFUSE = define(
    "services.export.coordinator_would_refuse",
    QT_TRANSLATE_NOOP(
        "messages",
        "The bundle was not kept: the coordinator's import would refuse it ({reason}). Your "
        "reviews are unchanged; tell the study coordinator, who may need to correct the study "
        "file.",
    ),
)


def _check_as_the_coordinator_will(path: Path) -> None:
    """Read the written bundle back with the coordinator's own reader (the schema, the sizes,
    the references) before anyone is told to send it; a bundle it would refuse is deleted."""
    from writerlens.study.bundle_reader import read_bundle
    from writerlens.study.errors import BundleRejected

    try:
        read_bundle(path)
    except BundleRejected as exc:
        path.unlink(missing_ok=True)
        raise ExportFailed(_COORDINATOR_WOULD_REFUSE(reason=exc.message)) from None


def export_bundle(
    library: Library,
    path: Path,
    options: ExportOptions,
    *,
    progress: Progress | None = None,
    cancel: CancelToken | None = None,
) -> ExportResult:
    """Write the bundle atomically; on any failure or cancel, no file is left at ``path``."""
    say = progress or (lambda _m: None)
    path = Path(path)
    if path.suffix != BUNDLE_SUFFIX:
        path = path.with_name(path.name + BUNDLE_SUFFIX)
    if not path.parent.is_dir():
        raise ExportFailed(_FOLDER_MISSING(parent=path.parent))
    say("Reading your reviews…")
    source = _snapshot(library, options, cancel)
    if not source.stories:
        practised = library.store.rows(
            "SELECT 1 FROM reviews JOIN manuscripts ON manuscripts.id = reviews.manuscript_id "
            "WHERE manuscripts.is_sample = 1 LIMIT 1"
        )
        raise ExportFailed(_ONLY_SAMPLE_REVIEWED() if practised else _NOTHING_REVIEWED())
    say("Removing names and anything that could identify you…")
    known = _known_keys(library)
    scrubber = Scrubber(options.names, keys=known)
    data = build_data(source, options, scrubber)
    text = dumps(data)
    leftover = identifying(data, scrubber)
    if leftover is not None:
        raise ExportFailed(leftover)
    if redaction.has_fragment(text, known):
        raise ExportFailed(_KEY_FRAGMENT())
    manifest = build_manifest(data, text, study_id=source.study_id, participant=source.participant)
    problem = _code_problem(library, source, options) or _manifest_identifying(manifest, scrubber)
    if problem is not None:
        raise ExportFailed(problem)
    if cancel is not None:
        cancel.raise_if_cancelled()
    say(f"Writing {path.name}…")
    keep_membership(library)  # the ids this bundle carries are the writer's from now on
    try:
        write_bundle(path, manifest, text, between=cancel.raise_if_cancelled if cancel else None)
    except OSError as exc:
        raise ExportFailed(_WRITE_FAILED(parent=path.parent, detail=exc.strerror or exc)) from None
    _check_as_the_coordinator_will(path)
    return ExportResult(
        path=path,
        bundle_id=manifest["bundle_id"],
        data_sha256=manifest["members"]["data.json"]["sha256"],
        stories=len(data["stories"]),
        summaries=len(data["summaries"]),
        reviews=len(data["reviews"]),
        size=path.stat().st_size,
    )
