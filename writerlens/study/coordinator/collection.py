"""A coordinator's study folder: the bundles accepted so far, and importing more.

Layout (every name chosen here, never taken from a bundle)::

    <study folder>/
        index.sqlite               which bundles were accepted, in order, with their hashes
                                   (see study.folder_index; ``index.json`` in older folders)
        bundles/00001-<hash>.json  one accepted bundle: {"manifest": ..., "data": ...}

Bundle files are written atomically and only inside the folder; ``bundles`` must be a real
folder (a symbolic link there could point anywhere, so it is refused). The index is appended to
in SQLite transactions, so a killed import leaves an index that says exactly what it holds.

Two imports may run at once (two terminals, or the window and a script). Each accepted bundle
is stored while holding the folder's lock file (``.writerlens.lock``), and the index is read
again under that lock, so that a bundle reported "accepted" is always in the index.

A copy is recognised by its content (the data, whatever its formatting or bundle id), not by
its bytes. A bundle from a participant the folder already has is accepted, and the result says
which of their stories it replaces and how many answers change; the earlier bundle is kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from writerlens.domain import CancelToken, WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define, semicolon_list
from writerlens.study.atomic import write_bytes_atomic
from writerlens.study.coordinator import folder_index
from writerlens.study.coordinator.bundle_checks import range_problems
from writerlens.study.coordinator.bundle_reader import Bundle, read_bundle
from writerlens.study.coordinator.folder_failures import file_not_stored, run_not_stored
from writerlens.study.coordinator.practice import practice_models, practice_reason
from writerlens.study.errors import BundleRejected
from writerlens.study.formats import DEFAULT_LIMITS, Limits, today

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

_RUN_NOT_STORED = define(
    "study.run_not_stored",
    QT_TRANSLATE_NOOP(
        "messages",
        "The study folder's list of bundles ({path}) could not be written ({exc}). Nothing "
        "of this import was kept; free some space and import again.",
    ),
)

INDEX = folder_index.INDEX
BUNDLES = "bundles"
LOCK = ".writerlens.lock"
#: How long an import waits for another one to finish storing a bundle.
LOCK_TIMEOUT_S = 120.0
_INDEX_FORMAT = folder_index.FORMAT


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
        """The whole index as one dict: format, version, study_id (when fixed) and the
        bundles' entries in the order they were accepted."""
        path = self.root / INDEX
        if not path.is_file():
            legacy = self._legacy()
            return legacy if legacy is not None else _empty_index()
        with self._reading() as db:
            index = _empty_index()
            study = folder_index.meta(db, "study_id")
            if study is not None:
                index["study_id"] = json.loads(study)
            index["bundles"] = [folder_index.entry_of(r, DIGEST_KEY) for r in folder_index.rows(db)]
        return index

    def _legacy(self) -> dict[str, Any] | None:
        """The index.json of a folder made by an earlier version (None when there is none)."""
        path = self.root / folder_index.LEGACY_INDEX
        if not path.is_file():
            return None
        try:
            index = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise WriterLensError(_INDEX_UNREADABLE(path=path, exc=exc)) from None
        if not isinstance(index, dict) or index.get("format") != _INDEX_FORMAT:
            raise WriterLensError(_INDEX_FOREIGN(path=path))
        if not isinstance(index.get("bundles", []), list):
            raise WriterLensError(_INDEX_FOREIGN(path=path))
        index["bundles"] = [e for e in index.get("bundles", []) if isinstance(e, dict)]
        return index

    @contextlib.contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        db = self._connect(self.root / INDEX)
        try:
            yield db
        finally:
            db.close()

    def _connect(self, path: Path) -> sqlite3.Connection:
        try:
            return folder_index.connect(path, timeout=LOCK_TIMEOUT_S)
        except folder_index.IndexUnreadable as exc:
            raise WriterLensError(_INDEX_UNREADABLE(path=path, exc=exc)) from None
        except folder_index.NotAnIndex:
            raise WriterLensError(_INDEX_FOREIGN(path=path)) from None

    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """The index open for writing; call under the folder's lock. An index.json of an
        earlier version is copied in first (into a new file renamed into place when whole, so
        that a kill during the copy leaves the old index in charge)."""
        path = self.root / INDEX
        if not path.is_file():
            legacy = self._legacy()
            if legacy is not None:
                self._migrate(legacy)
        db = self._connect(path)
        try:
            yield db
        finally:
            db.close()

    def _migrate(self, legacy: dict[str, Any]) -> None:
        part = self.root / f".{INDEX}.part"
        with contextlib.suppress(OSError):
            part.unlink()
        db = self._connect(part)
        try:
            with folder_index.transaction(db):
                if "study_id" in legacy:
                    folder_index.set_meta(db, "study_id", json.dumps(legacy["study_id"]))
                for entry in legacy["bundles"]:
                    self._digest(entry)
                    if "stories" not in entry:
                        stored = self._stored(entry)
                        if stored is not None:
                            entry["stories"] = _story_ids(stored.get("data"))
                    folder_index.append(db, entry, DIGEST_KEY)
        finally:
            db.close()
        os.replace(part, self.root / INDEX)
        folder_index.retire_legacy(self.root)

    @property
    def study_id(self) -> str | None:
        """The study this folder collects (read from the index's meta, not its entries: a
        folder of thousands of bundles need not be loaded for it)."""
        if not (self.root / INDEX).is_file():
            return self.index().get("study_id")
        with self._reading() as db:
            study = folder_index.meta(db, "study_id")
        return None if study is None else json.loads(study)

    def entries(self) -> list[dict[str, Any]]:
        """The accepted bundles' index entries, in the order they were accepted."""
        return list(self.index().get("bundles", []))

    def set_study(self, study_id: str) -> None:
        """Fix which study this folder collects (bundles of other studies are refused)."""
        self._prepare()
        with self._locked(), self._writing() as db, folder_index.transaction(db):
            held = folder_index.meta(db, "study_id")
            if folder_index.next_number(db) > 1 and held != json.dumps(study_id):
                current = json.loads(held) if held is not None else None
                raise WriterLensError(_OTHER_STUDY(study_id=current))
            folder_index.set_meta(db, "study_id", json.dumps(study_id))

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
        *,
        one_update: bool = False,
    ) -> list[ImportResult]:
        """Import each file, going on after a rejection; every result is reported.

        Each accepted bundle is committed to the index on its own, and reported once it is
        there. With ``one_update`` (a release's many converted bundles) the whole run is one
        transaction under one hold of the lock: all of it is kept or none of it, and the
        results are reported once it is committed."""
        if not one_update:
            results: list[ImportResult] = []
            for path in paths:
                if cancel is not None:
                    cancel.raise_if_cancelled()
                result = self.import_file(Path(path))
                results.append(result)
                if progress is not None:
                    progress(result)
            return results
        results = self._import_in_one_update(paths, cancel)
        if progress is not None:
            for result in results:
                progress(result)
        return results

    def _import_in_one_update(
        self, paths: Iterable[Path], cancel: CancelToken | None
    ) -> list[ImportResult]:
        results: list[ImportResult] = []
        written: list[Path] = []
        try:
            self._prepare()
            with self._locked(), self._writing() as db, folder_index.transaction(db):
                run = _Run(db, written)
                for path in paths:
                    if cancel is not None:
                        cancel.raise_if_cancelled()
                    results.append(self.import_file(Path(path), run))
        except (sqlite3.Error, OSError) as exc:
            self._forget(written)
            said = run_not_stored(exc, self.root)
            if said is None:
                said = _RUN_NOT_STORED(path=self.root / INDEX, exc=_short(exc))
            raise WriterLensError(said) from None
        except BaseException:
            self._forget(written)
            raise
        return results

    def _forget(self, written: list[Path]) -> None:
        """Bundle files of a run that was rolled back: the index never named them."""
        for path in written:
            with contextlib.suppress(OSError):
                path.unlink()

    def import_file(self, path: Path, run: _Run | None = None) -> ImportResult:
        name = path.name
        try:
            bundle = read_bundle(path, self.limits)
            stored, replaces = self._accept(bundle, run)
        except BundleRejected as exc:
            return ImportResult(name, False, exc.reason)
        except (UnicodeError, OSError) as exc:  # not stored; the next file is still imported
            return ImportResult(name, False, self._not_stored(exc))
        except sqlite3.Error as exc:
            if run is not None:
                raise  # the run's one transaction is gone: nothing of it is kept
            return ImportResult(name, False, self._not_stored(exc))
        return ImportResult(
            name,
            True,
            bundle_id=bundle.bundle_id,
            participant=bundle.participant,
            stored_as=stored,
            replaces=replaces,
            practice=bool(practice_models(bundle.data)),
        )

    def _not_stored(self, exc: BaseException) -> str:
        """Why a file was not stored: the disk is full, the folder read-only, or what the
        system said."""
        return file_not_stored(exc, self.root) or _STORE_FAILED(problem=_short(exc))

    def accept(self, bundle: Bundle) -> str:
        """Store a checked bundle under a name of our own; BundleRejected if it is one we have,
        or one of another study, or one with a score outside its declared range."""
        return self._accept(bundle)[0]

    def _accept(self, bundle: Bundle, run: _Run | None = None) -> tuple[str, str]:
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
        if run is not None:
            return self._store(bundle, canonical, compact, demo, run)
        self._prepare()
        written: list[Path] = []
        committed = False
        try:
            with self._locked(), self._writing() as db:
                with folder_index.transaction(db):
                    # read under the lock: another import may have added
                    stored = self._store(bundle, canonical, compact, demo, _Run(db, written))
                committed = True
        except BaseException:
            if not committed:  # (a full disk between the file and its index row): the index
                self._forget(written)  # never named the file, so it goes
            raise
        return stored

    def _store(
        self, bundle: Bundle, canonical: str, compact: bytes, demo: Any, run: _Run
    ) -> tuple[str, str]:
        db = run.db
        self._refuse_known(bundle, canonical, db)
        held = folder_index.meta(db, "study_id")
        if held is not None and json.loads(held) != bundle.study_id:
            theirs = bundle.study_id or "no study"
            raise BundleRejected(_BUNDLE_OTHER_STUDY(theirs=theirs, study_id=json.loads(held)))
        replaces = self._replacement(bundle, db)
        folder_index.set_meta(db, "study_id", json.dumps(bundle.study_id))
        stored = f"{folder_index.next_number(db):05d}-{bundle.content_sha256[:16]}.json"
        target = self.root / BUNDLES / stored
        write_bytes_atomic(target, compact)
        run.written.append(target)
        entry = {
            "file": stored,
            "bundle_id": bundle.bundle_id,
            "content_sha256": bundle.content_sha256,
            DIGEST_KEY: canonical,
            "participant": bundle.participant,
            "imported": today(),
            "stories": _story_ids(bundle.data),
            **({"practice": True} if demo else {}),
        }
        folder_index.append(db, entry, DIGEST_KEY)
        return stored, replaces

    def _refuse_known(self, bundle: Bundle, canonical: str, db: sqlite3.Connection) -> None:
        found = folder_index.rows(db, "WHERE bundle_id = ?", (bundle.bundle_id,), first=True)
        if found:
            entry = folder_index.entry_of(found[0], DIGEST_KEY)
            raise BundleRejected(
                _BUNDLE_SEEN(
                    bundle_id=bundle.bundle_id,
                    imported=entry.get("imported") or "an earlier day",
                )
            )
        found = folder_index.rows(
            db,
            "WHERE content_sha256 = ? OR digest = ?",
            (bundle.content_sha256, canonical),
            first=True,
        )
        if found:
            entry = folder_index.entry_of(found[0], DIGEST_KEY)
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

    def _replacement(self, bundle: Bundle, db: sqlite3.Connection) -> str:
        """Plain words for what an accepted bundle replaces ("" if nothing): the stories the
        same participant sent before, and how many answers change."""
        earlier: dict[str, dict[str, Any]] = {}
        for row in folder_index.rows(db, "WHERE participant = ?", (bundle.participant,)):
            stored = self._stored(folder_index.entry_of(row, DIGEST_KEY))
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
        """The accepted bundles, in the order they were imported (all in memory: a report
        reads them one at a time with :meth:`iter_bundles`)."""
        return list(self.iter_bundles())

    def iter_bundles(
        self, entries: Iterable[dict[str, Any]] | None = None
    ) -> Iterator[dict[str, Any]]:
        """The accepted bundles one at a time, in the order they were imported, each read
        when it is asked for, so that only one is in memory at once."""
        for entry in self.entries() if entries is None else entries:
            name = str(entry.get("file", ""))
            if "/" in name or "\\" in name or name.startswith("."):
                continue  # the index is ours; a name like this was not written by us
            path = self.root / BUNDLES / name
            try:
                found = json.loads(path.read_text("utf-8"))
            except (OSError, ValueError) as exc:
                raise WriterLensError(_ACCEPTED_UNREADABLE(path=path, exc=exc)) from None
            yield found

    def readable_entries(self) -> list[dict[str, Any]]:
        """The entries :meth:`iter_bundles` reads (names it would skip left out)."""
        return [e for e in self.entries() if _readable(e)]

    def iter_readable_entries(self) -> Iterator[dict[str, Any]]:
        """:meth:`readable_entries` one at a time, read from the index as they are asked for
        (the index open only until the last is read)."""
        if not (self.root / INDEX).is_file():
            yield from (e for e in self.entries() if _readable(e))
            return
        with self._reading() as db:
            for row in folder_index.iter_rows(db):
                entry = folder_index.entry_of(row, DIGEST_KEY)
                if _readable(entry):
                    yield entry


def _readable(entry: dict[str, Any]) -> bool:
    name = str(entry.get("file", ""))
    return not any(c in name for c in "/\\") and not name.startswith(".")


@dataclass
class _Run:
    """The open index of one import, and the bundle files it wrote (removed on a rollback)."""

    db: sqlite3.Connection
    written: list[Path]


def _empty_index() -> dict[str, Any]:
    return {"format": _INDEX_FORMAT, "version": folder_index.VERSION, "bundles": []}


def _story_ids(data: Any) -> list[str]:
    """The ids of a bundle's stories (the report needs them before it reads the bundles)."""
    if not isinstance(data, dict):
        return []
    stories = data.get("stories")
    if not isinstance(stories, list):
        return []
    return [str(s.get("id")) for s in stories if isinstance(s, dict)]


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
    """story id -> {(summary id, question id): answer, ...} of a bundle's reviews (yes/no
    answers of format 3 too: a review's under the summary id ``None``)."""
    found: dict[str, dict[str, Any]] = {}
    if not isinstance(data, dict):
        return found
    for review in data.get("reviews") or []:
        answers: dict[Any, Any] = {}
        for entry in review.get("summaries") or []:
            for question, value in (entry.get("answers") or {}).items():
                answers[(entry.get("summary_id"), question)] = value
            for question, value in (entry.get("yes_no") or {}).items():
                answers[(entry.get("summary_id"), question)] = value
        for question, value in (review.get("yes_no") or {}).items():
            answers[(None, question)] = value
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
