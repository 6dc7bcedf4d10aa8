"""Studies, from both sides: the coordinator creates a study file, imports bundles and makes
the report; a writer joins a study (their library then remembers it and its secret).

A writer's library settings hold, per study: the study file as joined, their participant code
and the study's secret (the key of the pseudonymous ids, which never leaves the computer).
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.review.questionnaire import Questionnaire
from writerlens.review.taxonomy import Taxonomy
from writerlens.services.library import Library
from writerlens.services.review import keep_instrument
from writerlens.store import library as settings
from writerlens.store import reviews as review_rows
from writerlens.study.atomic import write_text_atomic
from writerlens.study.coordinator.collection import ImportResult, StudyFolder
from writerlens.study.errors import StudyFileError
from writerlens.study.formats import DEFAULT_LIMITS, STUDY_SUFFIX, Limits, today
from writerlens.study.study_file import (
    Collect,
    ModelChoice,
    StudyFile,
    dumps_study,
    parse_study,
    read_study,
)
from writerlens.study.writer.anonymize import new_secret
from writerlens.study.writer.codes import draw_code, writer_problem

_FILE_SUFFIX = define(
    "services.study.file_suffix",
    QT_TRANSLATE_NOOP(
        "messages",
        "A study file's name ends in {study_suffix}; choose such a name.",
    ),
)

_FOLDER_MISSING = define(
    "services.study.folder_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The folder {parent} does not exist. Create it first.",
    ),
)

_FILE_NOT_JSON = define(
    "services.study.file_not_json",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} could not be read as JSON ({exc}).",
    ),
)

_CODE_REQUIRED = define(
    "services.study.code_required",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study “{title}” gives each writer a participant code. Enter the code "
        "the study coordinator sent you.",
    ),
)

_CODE_UNKNOWN = define(
    "services.study.code_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "“{participant}” is not one of this study's participant codes. Check the "
        "code the study coordinator sent you (upper and lower case matter).",
    ),
)

_MEMBERSHIP_UNREADABLE = define(
    "services.study.membership_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study you joined can no longer be read from your library. Join it again "
        "with the study file the coordinator sent you.",
    ),
)

if TYPE_CHECKING:
    from writerlens.study.coordinator.report import ReportFiles

# The report's statistics and plots (scipy, matplotlib: ~2 s to import) are imported where they
# are used, so that a writer opening a review, which asks this module for the study's
# questionnaire, never waits for them.

JOINED = "study.joined"
_SECRET = "study.secret."
_PSEUDONYM = "study.pseudonym."
#: The key under which a writer outside any study keeps their export secret and pseudonym.
NO_STUDY = "-"
#: The names the writer asks the export to remove (services.export keeps them there too).
_SCRUB_NAMES = "export.scrub_names"


# -- the coordinator --------------------------------------------------------------------------


def create_study(
    out: Path,
    *,
    study_id: str,
    title: str,
    instructions: str = "",
    participants: Sequence[str] = (),
    models: Sequence[tuple[str, str]] = (),
    strategy: str = "auto",
    words: int = 400,
    questionnaire: dict[str, Any] | None = None,
    taxonomy: dict[str, Any] | None = None,
    collect: Collect | None = None,
) -> StudyFile:
    """Write a checked study file (atomically); StudyFileError says what to fix."""
    study = StudyFile(
        id=study_id,
        title=title,
        instructions=instructions,
        participants=tuple(participants),
        models=tuple(ModelChoice(p, m) for p, m in models),
        strategy=strategy,
        words=words,
        questionnaire=questionnaire or {"id": "reading-subtext"},
        taxonomy=taxonomy or {"id": "reading-subtext"},
        collect=collect or Collect(),
        created=today(),
    )
    study = parse_study(
        study.as_json(), "The new study file"
    )  # the same checks a writer's app runs
    out = Path(out)
    if out.suffix != STUDY_SUFFIX:
        raise StudyFileError(_FILE_SUFFIX(study_suffix=STUDY_SUFFIX))
    if not out.parent.is_dir():
        raise StudyFileError(_FOLDER_MISSING(parent=out.parent))
    write_text_atomic(out, dumps_study(study))
    return study


def instrument_spec(value: str) -> dict[str, Any]:
    """A questionnaire or taxonomy given on the command line: a shipped id, or a JSON file
    of the coordinator's own (inlined into the study file, so writers need nothing else)."""
    path = Path(value)
    if path.suffix == ".json" or path.is_file():
        try:
            return {"inline": json.loads(path.read_text("utf-8"))}
        except (OSError, ValueError) as exc:
            raise StudyFileError(_FILE_NOT_JSON(path=path, exc=exc)) from None
    return {"id": value}


def import_bundles(
    study_dir: Path,
    paths: Iterable[Path],
    *,
    limits: Limits = DEFAULT_LIMITS,
    progress: Callable[[ImportResult], None] | None = None,
    cancel: CancelToken | None = None,
    practice: bool = False,
) -> list[ImportResult]:
    """Check and store each bundle; ``practice`` accepts (and marks) bundles that carry the
    sample story's practice review, which are otherwise refused."""
    return StudyFolder(study_dir, limits, practice=practice).import_files(paths, progress, cancel)


def report(
    study_dir: Path,
    out: Path,
    *,
    plots: bool = True,
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> ReportFiles:
    from writerlens.study.coordinator.report import make_report

    return make_report(StudyFolder(study_dir), out, plots=plots, progress=progress, cancel=cancel)


# -- the writer -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Membership:
    """The study a writer joined (or none), with their pseudonym and the ids' secret."""

    study: StudyFile | None
    participant: str
    secret: str
    joined: str = ""

    @property
    def study_id(self) -> str | None:
        return None if self.study is None else self.study.id


def join_study(library: Library, path: Path, participant: str | None = None) -> Membership:
    """Join the study a coordinator sent: checked, then remembered in the library."""
    study = read_study(path)
    if study.participants:
        if participant is None:
            raise StudyFileError(_CODE_REQUIRED(title=study.title))
        if participant not in study.participants:
            raise StudyFileError(_CODE_UNKNOWN(participant=participant))
    elif participant is None:
        participant = _stored(library, _PSEUDONYM + study.id) or draw_code()
    else:  # typed by the writer for a study that lists no codes: it must not name them
        problem = writer_problem(participant, _scrub_names(library))
        if problem is not None:
            raise StudyFileError(problem)
    settings.set_setting(library.store, _PSEUDONYM + study.id, participant)
    _ensure_secret(library, study.id)
    for kind, spec in (("questionnaire", study.questionnaire), ("taxonomy", study.taxonomy)):
        if "inline" in spec:  # the study's own wording: kept for good, see keep_instrument
            keep_instrument(library, kind, spec["inline"])
    settings.set_setting(
        library.store,
        JOINED,
        {"study": study.as_json(), "participant": participant, "joined": today()},
    )
    return membership(library)


def leave_study(library: Library) -> None:
    """Stop exporting for the study (its secret is kept: joining again gives the same ids)."""
    settings.set_setting(library.store, JOINED, None)


def membership(library: Library) -> Membership:
    joined = settings.get_setting(library.store, JOINED)
    if joined:
        try:
            study = parse_study(joined["study"], "The study you joined")
        except (StudyFileError, KeyError, TypeError):
            raise WriterLensError(_MEMBERSHIP_UNREADABLE()) from None
        return Membership(
            study=study,
            participant=str(joined["participant"]),
            secret=_value(library, _SECRET + study.id, new_secret),
            joined=str(joined.get("joined", "")),
        )
    participant = _value(library, _PSEUDONYM + NO_STUDY, draw_code)
    return Membership(None, participant, _value(library, _SECRET + NO_STUDY, new_secret))


#: Ids drawn for a library but not stored yet: reading who the writer is (the Study menu at
#: start, an export's preview) writes nothing; the first bundle written keeps them
#: (:func:`keep_membership`), so the preview and the bundle of one session agree.
_unsaved: weakref.WeakKeyDictionary[Library, dict[str, str]] = weakref.WeakKeyDictionary()


def _value(library: Library, key: str, make: Callable[[], str]) -> str:
    stored = _stored(library, key)
    if stored is not None:
        return stored
    return _unsaved.setdefault(library, {}).setdefault(key, make())


def keep_membership(library: Library) -> None:
    """Store the ids a bundle was just written with (they must stay the same next time)."""
    for key, value in _unsaved.pop(library, {}).items():
        if _stored(library, key) is None:
            settings.set_setting(library.store, key, value)


def review_instruments(library: Library) -> tuple[Questionnaire | None, Taxonomy | None]:
    """The questionnaire and taxonomy a new review should use: the joined study's (shipped
    or its own wording), or (None, None) for WriterLens's defaults outside a study."""
    study = membership(library).study
    if study is None:
        return None, None
    return study.load_questionnaire(), study.load_taxonomy()


def review_instruments_for(
    library: Library, manuscript_id: int
) -> tuple[Questionnaire | None, Taxonomy | None]:
    """:func:`review_instruments` for one story: a review begun before the writer joined (or
    with other instruments) goes on with its own, so that its answers keep their meaning."""
    questionnaire, taxonomy = review_instruments(library)
    started = review_rows.review_for(library.store, manuscript_id)
    if started is None or questionnaire is None or taxonomy is None:
        return questionnaire, taxonomy
    same = (started.questionnaire_id, started.questionnaire_version) == (
        questionnaire.id,
        questionnaire.version,
    ) and (started.taxonomy_id, started.taxonomy_version) == (taxonomy.id, taxonomy.version)
    return (questionnaire, taxonomy) if same else (None, None)


def _scrub_names(library: Library) -> list[str]:
    names = settings.get_setting(library.store, _SCRUB_NAMES, []) or []
    return [str(n) for n in names if isinstance(n, str)]


def _stored(library: Library, key: str) -> str | None:
    value = settings.get_setting(library.store, key)
    return value if isinstance(value, str) and value else None


def _ensure_secret(library: Library, study_id: str) -> str:
    key = _SECRET + study_id
    secret = _stored(library, key)
    if secret is None:
        secret = new_secret()
        settings.set_setting(library.store, key, secret)
    return secret


# -- the coordinator's Study window -----------------------------------------------------------


@dataclass(frozen=True)
class FolderStatus:
    """What a study folder holds so far, for the Study window's heading."""

    study_id: str | None
    bundles: int
    participants: int


def folder_status(study_dir: Path) -> FolderStatus:
    index = StudyFolder(study_dir).index()
    entries = index.get("bundles", [])
    return FolderStatus(
        study_id=index.get("study_id"),
        bundles=len(entries),
        participants=len({e.get("participant") for e in entries}),
    )


def analyse_study(
    study_dir: Path,
    *,
    progress: Callable[[str], None] | None = None,
    cancel: CancelToken | None = None,
) -> dict[str, Any] | None:
    """The report's numbers, computed as :func:`report` computes them but written nowhere
    (the Study window shows them); None while the folder holds no accepted bundle."""
    from writerlens.study.coordinator.report import analyse_folder

    folder = StudyFolder(study_dir)
    if not folder.index().get("bundles"):
        return None
    return analyse_folder(folder, progress=progress, cancel=cancel)


def draw_plots(report_data: dict[str, Any]) -> dict[str, bytes]:
    """The report's plots as PNG bytes (title -> image), drawn off-screen with Agg."""
    from writerlens.study.coordinator.plots import all_plots

    return all_plots(report_data)
