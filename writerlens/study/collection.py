"""A coordinator's study folder: the bundles accepted so far, and importing more.

Layout (every name chosen here, never taken from a bundle)::

    <study folder>/
        index.json                 which bundles were accepted, in order, with their hashes
        bundles/00001-<hash>.json  one accepted bundle: {"manifest": ..., "data": ...}

Files are written atomically and only inside the folder; ``bundles`` must be a real folder
(a symbolic link there could point anywhere, so it is refused).

Two imports may run at once (two terminals, or the window and a script). Each accepted bundle
is stored while holding the folder's lock file (``.writerlens.lock``), and the index is read
again under that lock, so that neither import rewrites the index from a stale copy: a bundle
reported "accepted" is always in the index.

A copy is recognised by its content (the data, whatever its formatting or bundle id), not by
its bytes. A bundle from a participant the folder already has is accepted, and the result says
which of their stories it replaces and how many answers change; the earlier bundle is kept.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define, semicolon_list
from writerlens.study.atomic import write_bytes_atomic, write_text_atomic
from writerlens.study.bundle_checks import range_problems
from writerlens.study.bundle_data import dumps
from writerlens.study.bundle_reader import Bundle, read_bundle
from writerlens.study.errors import BundleRejected
from writerlens.study.formats import DEFAULT_LIMITS, Limits, today
from writerlens.study.practice import practice_models, practice_reason

_OUT_OF_RANGE = define(
    "study.out_of_range",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds numbers outside their range ({problems}). Ask the participant to export "
        "again with WriterLens",
    ),
)
_STORE_FAILED = define(
    "study.collection.store_failed",
    QT_TRANSLATE_NOOP("messages", "it could not be stored ({problem})"),
)
_ANSWERS_CHANGED = define(
    "study.collection.answers_changed",
    QT_TRANSLATE_NOOP("messages", "%n answers change", None, 1),
    one="%n answer changes",
)
_REPLACES = define(
    "study.replaces",
    QT_TRANSLATE_NOOP(
        "messages",
        "Replaces {participant}'s earlier answers for %n stories ({shown}): {changes}. The "
        "earlier bundle is kept; the report uses this one.",
        None,
        1,
    ),
    one="Replaces {participant}'s earlier answers for %n story ({shown}): {changes}. The "
    "earlier bundle is kept; the report uses this one.",
)

_INDEX_UNREADABLE = define(
    "study.collection.index_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study folder's list of bundles ({path}) cannot be read ({exc}). Restore "
        "it from a backup, or import the bundles again into a new folder.",
    ),
)

_INDEX_FOREIGN = define(
    "study.collection.index_foreign",
    QT_TRANSLATE_NOOP(
        "messages",
        "{path} is not a WriterLens study folder's index. Choose another folder.",
    ),
)

_OTHER_STUDY = define(
    "study.collection.other_study",
    QT_TRANSLATE_NOOP(
        "messages",
        "This folder already holds bundles of study “{study_id}”. Choose an empty "
        "folder for another study.",
    ),
)

_BUNDLE_OTHER_STUDY = define(
    "study.collection.bundle_other_study",
    QT_TRANSLATE_NOOP(
        "messages",
        "it belongs to study “{theirs}”, and this folder collects study “{study_id}”",
    ),
)

_BUNDLE_SEEN = define(
    "study.collection.bundle_seen",
    QT_TRANSLATE_NOOP(
        "messages",
        "it was already imported (bundle {bundle_id}, on {imported})",
    ),
)

_DATA_SEEN = define(
    "study.collection.data_seen",
    QT_TRANSLATE_NOOP(
        "messages",
        "the same data was already imported (from bundle {bundle_id}); it is a copy",
    ),
)

_FOLDER_NOT_PLAIN = define(
    "study.collection.folder_not_plain",
    QT_TRANSLATE_NOOP(
        "messages",
        "{folder} is not a plain folder (it is a link or a file). Move it aside and "
        "import again: bundles are only ever written into the study folder itself.",
    ),
)

_ACCEPTED_UNREADABLE = define(
    "study.collection.accepted_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "The accepted bundle {path} cannot be read ({exc}). Import it again.",
    ),
)

_IMPORT_LOCKED = define(
    "study.collection.import_locked",
    QT_TRANSLATE_NOOP(
        "messages",
        "Another import into {root} has been storing a bundle for over "
        "{lock_timeout_s:.0f} seconds. Wait for it to finish and import again; "
        "nothing was lost.",
    ),
)

INDEX = "index.json"
BUNDLES = "bundles"
LOCK = ".writerlens.lock"
#: How long an import waits for another one to finish storing a bundle.
LOCK_TIMEOUT_S = 120.0
_INDEX_FORMAT = "writerlens-study-folder"


@dataclass(frozen=True)
class ImportResult:
    """One file's outcome, for the per-file line the coordinator reads."""

    file: str
    accepted: bool
    reason: str = ""
    bundle_id: str = ""
    participant: str = ""
    stored_as: str = ""
    #: For an accepted bundle of a participant the folder already had: what it replaces.
    replaces: str = ""
    #: Accepted only because the coordinator asked for practice bundles (see study.practice).
    practice: bool = False

    def line(self) -> str:
        if self.accepted:
            line = f"accepted  {self.file}: participant {self.participant}, bundle {self.bundle_id}"
            if self.practice:
                line += " (practice: the sample story's demo review)"
            return f"{line}\n          {self.replaces}" if self.replaces else line
        return f"rejected  {self.file}: {self.reason}"


class StudyFolder:
    def __init__(
        self, root: Path, limits: Limits = DEFAULT_LIMITS, *, practice: bool = False
    ) -> None:
        self.root = Path(root)
        self.limits = limits
        #: accept bundles that carry the sample's practice review (marked so in the index);
        #: without it they are refused
        self.practice = practice

    # -- the index -------------------------------------------------------------------------------

    def index(self) -> dict[str, Any]:
        path = self.root / INDEX
        if not path.is_file():
            return {"format": _INDEX_FORMAT, "version": 1, "bundles": []}
        try:
            index = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise WriterLensError(_INDEX_UNREADABLE(path=path, exc=exc)) from None
        if not isinstance(index, dict) or index.get("format") != _INDEX_FORMAT:
            raise WriterLensError(_INDEX_FOREIGN(path=path))
        return index

    @property
    def study_id(self) -> str | None:
        return self.index().get("study_id")

    def set_study(self, study_id: str) -> None:
        """Fix which study this folder collects (bundles of other studies are refused)."""
        self._prepare()
        with self._locked():
            index = self.index()
            if index.get("bundles") and index.get("study_id") != study_id:
                raise WriterLensError(_OTHER_STUDY(study_id=index.get("study_id")))
            index["study_id"] = study_id
            write_text_atomic(self.root / INDEX, dumps(index))

    def _locked(self) -> _Waiting:
        """The folder's lock: one import at a time reads, changes and writes the index."""
        lock = FileLock(self.root / LOCK, timeout=LOCK_TIMEOUT_S)
        return _Waiting(lock, self.root)

    # -- importing -------------------------------------------------------------------------------

    def import_files(
        self,
        paths: Iterable[Path],
        progress: Callable[[ImportResult], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> list[ImportResult]:
        """Import each file, going on after a rejection; every result is reported."""
        results: list[ImportResult] = []
        for path in paths:
            if cancel is not None:
                cancel.raise_if_cancelled()
            result = self.import_file(Path(path))
            results.append(result)
            if progress is not None:
                progress(result)
        return results

    def import_file(self, path: Path) -> ImportResult:
        name = path.name
        try:
            bundle = read_bundle(path, self.limits)
            stored, replaces = self._accept(bundle)
        except BundleRejected as exc:
            return ImportResult(name, False, exc.reason)
        except (UnicodeError, OSError) as exc:  # not stored; the next file is still imported
            return ImportResult(name, False, _STORE_FAILED(problem=_short(exc)))
        return ImportResult(
            name,
            True,
            bundle_id=bundle.bundle_id,
            participant=bundle.participant,
            stored_as=stored,
            replaces=replaces,
            practice=bool(practice_models(bundle.data)),
        )

    def accept(self, bundle: Bundle) -> str:
        """Store a checked bundle under a name of our own; BundleRejected if it is one we have,
        or one of another study, or one with a score outside its declared range."""
        return self._accept(bundle)[0]

    def _accept(self, bundle: Bundle) -> tuple[str, str]:
        """``(stored file name, what it replaces)``, written under the folder's lock."""
        demo = practice_models(bundle.data)
        if demo and not self.practice:
            raise BundleRejected(practice_reason(demo))
        out_of_range = range_problems(bundle.data)
        if out_of_range:
            raise BundleRejected(_OUT_OF_RANGE(problems=semicolon_list(out_of_range[:3])))
        canonical = content_digest(bundle.data)
        # compact: a large study's report reads every accepted bundle again
        compact = json.dumps(
            {"manifest": bundle.manifest, "data": bundle.data},
            ensure_ascii=False,
            separators=(",", ":"),
        ).encode("utf-8")
        self._prepare()
        with self._locked():
            index = self.index()  # read again under the lock: another import may have added
            entries: list[dict[str, Any]] = index.setdefault("bundles", [])
            self._refuse_known(bundle, canonical, entries)
            if "study_id" in index and index["study_id"] != bundle.study_id:
                theirs = bundle.study_id or "no study"
                raise BundleRejected(_BUNDLE_OTHER_STUDY(theirs=theirs, study_id=index["study_id"]))
            replaces = self._replacement(bundle, entries)
            index["study_id"] = bundle.study_id
            stored = f"{len(entries) + 1:05d}-{bundle.content_sha256[:16]}.json"
            write_bytes_atomic(self.root / BUNDLES / stored, compact)
            entries.append(
                {
                    "file": stored,
                    "bundle_id": bundle.bundle_id,
                    "content_sha256": bundle.content_sha256,
                    DIGEST_KEY: canonical,
                    "participant": bundle.participant,
                    "imported": today(),
                    **({"practice": True} if demo else {}),
                }
            )
            write_text_atomic(self.root / INDEX, dumps(index))
        return stored, replaces

    def _refuse_known(self, bundle: Bundle, canonical: str, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            if entry.get("bundle_id") == bundle.bundle_id:
                raise BundleRejected(
                    _BUNDLE_SEEN(
                        bundle_id=bundle.bundle_id, imported=entry.get("imported", "an earlier day")
                    )
                )
            if entry.get("content_sha256") == bundle.content_sha256 or (
                self._digest(entry) == canonical
            ):
                raise BundleRejected(_DATA_SEEN(bundle_id=entry.get("bundle_id")))

    def _digest(self, entry: dict[str, Any]) -> str | None:
        """An entry's content digest (computed from its stored file for older indexes)."""
        digest = entry.get(DIGEST_KEY)
        if isinstance(digest, str):
            return digest
        stored = self._stored(entry)
        if stored is None:
            return None
        digest = content_digest(stored.get("data"))
        entry[DIGEST_KEY] = digest  # kept when the index is next written
        return digest

    def _stored(self, entry: dict[str, Any]) -> dict[str, Any] | None:
        name = str(entry.get("file", ""))
        if "/" in name or "\\" in name or name.startswith("."):
            return None
        try:
            found = json.loads((self.root / BUNDLES / name).read_text("utf-8"))
        except (OSError, ValueError):
            return None
        return found if isinstance(found, dict) else None

    def _replacement(self, bundle: Bundle, entries: list[dict[str, Any]]) -> str:
        """Plain words for what an accepted bundle replaces ("" if nothing): the stories the
        same participant sent before, and how many answers change."""
        earlier: dict[str, dict[str, Any]] = {}
        for entry in entries:
            if entry.get("participant") != bundle.participant:
                continue
            stored = self._stored(entry)
            if stored is None:
                continue
            for story_id, answers in _answers_by_story(stored.get("data")).items():
                earlier[story_id] = answers
        if not earlier:
            return ""
        new = _answers_by_story(bundle.data)
        again = [story for story in new if story in earlier]
        if not again:
            return ""  # new stories from a participant we know: nothing is replaced
        changed = sum(
            1
            for story in again
            for key in set(new[story]) | set(earlier[story])
            if new[story].get(key) != earlier[story].get(key)
        )
        shown = ", ".join(sorted(again)[:3]) + (", ..." if len(again) > 3 else "")
        changes = _ANSWERS_CHANGED(count=changed)
        return _REPLACES(
            count=len(again), participant=bundle.participant, shown=shown, changes=changes
        )

    def _prepare(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        folder = self.root / BUNDLES
        if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
            raise WriterLensError(_FOLDER_NOT_PLAIN(folder=folder))
        folder.mkdir(exist_ok=True)

    # -- reading back ----------------------------------------------------------------------------

    def bundles(self) -> list[dict[str, Any]]:
        """The accepted bundles, in the order they were imported."""
        found: list[dict[str, Any]] = []
        for entry in self.index().get("bundles", []):
            name = str(entry.get("file", ""))
            if "/" in name or "\\" in name or name.startswith("."):
                continue  # the index is ours; a name like this was not written by us
            path = self.root / BUNDLES / name
            try:
                found.append(json.loads(path.read_text("utf-8")))
            except (OSError, ValueError) as exc:
                raise WriterLensError(_ACCEPTED_UNREADABLE(path=path, exc=exc)) from None
        return found


#: the index key of the canonical digest; a new name when the canonical form changes, so that
#: entries of older indexes are digested again from their stored files
DIGEST_KEY = "data_digest_2"
#: lists whose order is part of what they say (a ranking, the order summaries were shown in);
#: every other list in a bundle is a set of records, whose order a copy may change
ORDERED_LISTS = frozenset({"order", "ranking", "parents", "summary_ids", "prompts"})


def canonical(value: Any, key: str = "") -> Any:
    """The data as its content, not its spelling: text in NFC, a whole number written 400.0
    as 400, and lists whose order carries no meaning sorted (by their canonical JSON)."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    if isinstance(value, dict):
        return {canonical(k): canonical(v, str(k)) for k, v in value.items()}
    if isinstance(value, list):
        items = [canonical(v) for v in value]
        if key in ORDERED_LISTS:
            return items
        return sorted(items, key=_dumped)
    return value


def _dumped(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def content_digest(data: Any) -> str:
    """sha256 of the data's content (:func:`canonical`), whatever its formatting: a copy
    re-saved with other spacing, key order, list order, number spelling or Unicode
    normalization (and a new bundle id) has the same digest."""
    text = _dumped(canonical(data))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _answers_by_story(data: Any) -> dict[str, dict[str, Any]]:
    """story id -> {(summary id, question id): answer, ...} of a bundle's reviews."""
    found: dict[str, dict[str, Any]] = {}
    if not isinstance(data, dict):
        return found
    for review in data.get("reviews") or []:
        answers: dict[Any, Any] = {}
        for entry in review.get("summaries") or []:
            for question, value in (entry.get("answers") or {}).items():
                answers[(entry.get("summary_id"), question)] = value
        answers[("ranking", "")] = tuple(review.get("ranking") or ())
        found[str(review.get("story_id"))] = answers
    return found


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 100 else text[:97] + "..."


class _Waiting:
    """The lock as a context manager whose timeout is a message, not a raw exception."""

    def __init__(self, lock: FileLock, root: Path) -> None:
        self._lock = lock
        self._root = root

    def __enter__(self) -> _Waiting:
        try:
            self._lock.acquire()
        except Timeout:
            raise WriterLensError(
                _IMPORT_LOCKED(root=self._root, lock_timeout_s=LOCK_TIMEOUT_S)
            ) from None
        return self

    def __exit__(self, *exc: object) -> None:
        self._lock.release()
