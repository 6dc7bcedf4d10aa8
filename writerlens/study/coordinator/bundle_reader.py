"""Reading a bundle that came from outside, as if it were hostile.

Every check refuses with a :class:`BundleRejected` whose reason the coordinator can act on;
nothing here writes anything. The order matters: cheap checks on what the zip *declares* come
first, then members are read with hard caps (a zip's headers can lie), then parsed with depth
and size caps, validated against the schema, checksummed, and their references checked.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.study.coordinator.bundle_checks import reference_problems
from writerlens.study.coordinator.claim_checks import size_problems
from writerlens.study.errors import BundleRejected
from writerlens.study.formats import (
    BUNDLE_SCHEMAS,
    DATA,
    DEFAULT_LIMITS,
    MANIFEST,
    MEMBERS,
    NEWEST_BUNDLE_VERSION,
    Limits,
    violations,
)
from writerlens.study.safe_json import UnsafeJson, loads_capped
from writerlens.study.writer.codes import coordinator_problem

_NOT_A_FILE = define(
    "study.bundle.not_a_file",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a file",
    ),
)

_FILE_TOO_LARGE = define(
    "study.bundle.file_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is {size:,} bytes, more than the {max_file_bytes:,} a bundle may be",
    ),
)

_FILE_UNREADABLE = define(
    "study.bundle.file_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "it could not be read ({detail})",
    ),
)

_READ_TOO_LARGE = define(
    "study.bundle.read_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is more than the {max_file_bytes:,} bytes a bundle may be",
    ),
)

_CHECKSUM_MISMATCH = define(
    "study.bundle.checksum_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "its data does not match the checksum in its manifest (the file was changed "
        "or damaged after it was exported); ask the writer to export it again",
    ),
)

_NOT_ZIP = define(
    "study.bundle.not_zip",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a readable bundle (not a valid zip: {short_exc})",
    ),
)

_TOO_MANY_MEMBERS = define(
    "study.bundle.too_many_members",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds {len_infos:,} members; a bundle holds {len_members} (at most "
        "{max_members} are even looked at)",
    ),
)

_MEMBER_TWICE = define(
    "study.bundle.member_twice",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds two members with the same name",
    ),
)

_MEMBER_UNKNOWN = define(
    "study.bundle.member_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds a member a bundle does not have ({name}); a bundle holds only {items}",
    ),
)

_MEMBER_MISSING = define(
    "study.bundle.member_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no {member}",
    ),
)

_MEMBERS_TOO_LARGE = define(
    "study.bundle.members_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "its members add up to {total:,} bytes, more than the {max_total_bytes:,} allowed",
    ),
)

_UNPACKED_TOO_LARGE = define(
    "study.bundle.unpacked_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "its members are bigger, unpacked, than a bundle may be",
    ),
)

_MEMBER_NAME_NUL = define(
    "study.bundle.member_name_nul",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's name contains a NUL character",
    ),
)

_MEMBER_PATH_ABSOLUTE = define(
    "study.bundle.member_path_absolute",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's path is absolute ({quote_name})",
    ),
)

_MEMBER_PATH_ESCAPES = define(
    "study.bundle.member_path_escapes",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's path climbs out of the bundle ({quote_name})",
    ),
)

_MEMBER_ENCRYPTED = define(
    "study.bundle.member_encrypted",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is encrypted; bundles are never encrypted",
    ),
)

_MEMBER_COMPRESSION = define(
    "study.bundle.member_compression",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is packed in a way bundles never use",
    ),
)

_MEMBER_DECLARED_TOO_LARGE = define(
    "study.bundle.member_declared_too_large",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} says it is {file_size:,} bytes unpacked, more than the {cap:,} allowed",
    ),
)

_MEMBER_RATIO = define(
    "study.bundle.member_ratio",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} would unpack to {file_size:,} bytes from {packed:,} (a zip bomb, not a bundle)",
    ),
)

_MEMBER_UNDERSTATED = define(
    "study.bundle.member_understated",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} unpacks to more than the {cap:,} bytes allowed (its header "
        "understated its size)",
    ),
)

_MEMBER_BOMB = define(
    "study.bundle.member_bomb",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} unpacks like a zip bomb, not a bundle",
    ),
)

_DAMAGED = define(
    "study.damaged",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is damaged ({short_exc})",
    ),
)

_MEMBER_UNREADABLE = define(
    "study.bundle.member_unreadable",
    QT_TRANSLATE_NOOP(
        "messages",
        "its {name} cannot be read: {exc}",
    ),
)

_CHUNK = 64 * 1024
_DRIVE = re.compile(r"^[A-Za-z]:")


@dataclass(frozen=True)
class Bundle:
    manifest: dict[str, Any]
    data: dict[str, Any]
    #: sha256 of data.json: two bundles with the same data are the same bundle.
    content_sha256: str

    @property
    def bundle_id(self) -> str:
        return str(self.manifest["bundle_id"])

    @property
    def study_id(self) -> str | None:
        return self.manifest["study_id"]

    @property
    def participant(self) -> str:
        return str(self.manifest["participant"])


def read_bundle(path: Path, limits: Limits = DEFAULT_LIMITS) -> Bundle:
    from writerlens.handed_files import FileRefused, open_handed

    path = Path(path)
    try:
        if not path.is_file():
            raise BundleRejected(_NOT_A_FILE())
        with open_handed(path) as handle:  # regular files only, checked on the open handle
            size = os.fstat(handle.fileno()).st_size
            if size > limits.max_file_bytes:
                raise BundleRejected(
                    _FILE_TOO_LARGE(size=size, max_file_bytes=limits.max_file_bytes)
                )
            raw = handle.read(limits.max_file_bytes + 1)
    except FileRefused:
        raise BundleRejected(_NOT_A_FILE()) from None
    except OSError as exc:
        raise BundleRejected(_FILE_UNREADABLE(detail=exc.strerror or exc)) from None
    if len(raw) > limits.max_file_bytes:
        raise BundleRejected(_READ_TOO_LARGE(max_file_bytes=limits.max_file_bytes))
    return parse_bundle(raw, limits)


def parse_bundle(raw: bytes, limits: Limits = DEFAULT_LIMITS) -> Bundle:
    """Check and parse a bundle's bytes."""
    members = _read_members(raw, limits)
    manifest = _json(members[MANIFEST], MANIFEST, limits.max_manifest_bytes, limits)
    data = _json(members[DATA], DATA, limits.max_data_bytes, limits)
    problems = size_problems(data)
    if problems:
        raise BundleRejected("; ".join(problems))
    if isinstance(manifest, dict) and "participant" in manifest:
        # before the schema, whose words would quote a code that is not a code's shape
        refused = coordinator_problem(manifest["participant"])
        if refused is not None:
            raise BundleRejected(refused)
    problems = violations({"manifest": manifest, "data": data}, _schema_for(manifest))
    if problems:
        raise BundleRejected(
            "it does not follow the bundle format (" + "; ".join(problems[:3]) + ")"
        )
    digest = hashlib.sha256(members[DATA]).hexdigest()
    declared = manifest["members"][DATA]
    if declared["sha256"] != digest or declared["size"] != len(members[DATA]):
        raise BundleRejected(_CHECKSUM_MISMATCH())
    problems = reference_problems(data)
    if problems:
        raise BundleRejected("its data does not hang together (" + "; ".join(problems[:3]) + ")")
    return Bundle(manifest=manifest, data=data, content_sha256=digest)


def _schema_for(manifest: Any) -> str:
    """The schema of the bundle's declared version; the newest for anything else (which then
    names the version it expects)."""
    version = manifest.get("version") if isinstance(manifest, dict) else None
    if not isinstance(version, int) or isinstance(version, bool):
        return BUNDLE_SCHEMAS[NEWEST_BUNDLE_VERSION]
    if version > NEWEST_BUNDLE_VERSION:
        raise BundleRejected(
            f"it was made by a newer WriterLens (bundle format {version}; this one reads up to "
            f"{NEWEST_BUNDLE_VERSION}); update WriterLens and import it again"
        )
    return BUNDLE_SCHEMAS.get(version, BUNDLE_SCHEMAS[NEWEST_BUNDLE_VERSION])


def _read_members(raw: bytes, limits: Limits) -> dict[str, bytes]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        infos = archive.infolist()
    except Exception as exc:  # zipfile raises many kinds on malformed input; all mean the same
        raise BundleRejected(_NOT_ZIP(short_exc=_short(exc))) from None
    with archive:
        if len(infos) > limits.max_members:
            raise BundleRejected(
                _TOO_MANY_MEMBERS(
                    len_infos=len(infos), len_members=len(MEMBERS), max_members=limits.max_members
                )
            )
        names = [info.filename for info in infos]
        for name in names:
            _check_member_path(name)
        if len(set(names)) != len(names):
            raise BundleRejected(_MEMBER_TWICE())
        unexpected = [n for n in names if n not in MEMBERS]
        if unexpected:
            raise BundleRejected(
                _MEMBER_UNKNOWN(name=_quote(unexpected[0]), items=" and ".join(MEMBERS))
            )
        missing = [m for m in MEMBERS if m not in names]
        if missing:
            raise BundleRejected(_MEMBER_MISSING(member=missing[0]))
        caps = {MANIFEST: limits.max_manifest_bytes, DATA: limits.max_data_bytes}
        total = 0
        for info in infos:
            # a header may claim any packed size; the packed bytes cannot be more than the file
            packed = min(info.compress_size, len(raw))
            _check_declared(info, caps[info.filename], packed, limits)
            total += info.file_size
        if total > limits.max_total_bytes:
            raise BundleRejected(
                _MEMBERS_TOO_LARGE(total=total, max_total_bytes=limits.max_total_bytes)
            )
        read: dict[str, bytes] = {}
        for info in infos:
            packed = min(info.compress_size, len(raw))
            read[info.filename] = _read_capped(archive, info, caps[info.filename], packed, limits)
        if sum(len(v) for v in read.values()) > limits.max_total_bytes:
            raise BundleRejected(_UNPACKED_TOO_LARGE())
    return read


def _check_member_path(name: str) -> None:
    if "\x00" in name:
        raise BundleRejected(_MEMBER_NAME_NUL())
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        raise BundleRejected(_MEMBER_PATH_ABSOLUTE(quote_name=_quote(name)))
    parts = re.split(r"[\\/]", name)
    if ".." in parts:
        raise BundleRejected(_MEMBER_PATH_ESCAPES(quote_name=_quote(name)))


def _check_declared(info: zipfile.ZipInfo, cap: int, packed: int, limits: Limits) -> None:
    if info.flag_bits & 0x1:
        raise BundleRejected(_MEMBER_ENCRYPTED(filename=info.filename))
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise BundleRejected(_MEMBER_COMPRESSION(filename=info.filename))
    if info.file_size > cap:
        raise BundleRejected(
            _MEMBER_DECLARED_TOO_LARGE(filename=info.filename, file_size=info.file_size, cap=cap)
        )
    if _bomb(info.file_size, packed, limits):
        raise BundleRejected(
            _MEMBER_RATIO(filename=info.filename, file_size=info.file_size, packed=packed)
        )


def _bomb(unpacked: int, packed: int, limits: Limits) -> bool:
    return unpacked > limits.ratio_floor_bytes and unpacked > limits.max_ratio * max(packed, 1)


def _read_capped(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, cap: int, packed: int, limits: Limits
) -> bytes:
    """The member's bytes, read in chunks and stopped at the cap whatever its header says; the
    ratio is of the bytes actually produced to the most the packed data can be (``packed``)."""
    chunks: list[bytes] = []
    size = 0
    try:
        with archive.open(info) as member:
            while True:
                chunk = member.read(_CHUNK)
                if not chunk:
                    break
                size += len(chunk)
                if size > cap:
                    raise BundleRejected(_MEMBER_UNDERSTATED(filename=info.filename, cap=cap))
                if _bomb(size, packed, limits):
                    raise BundleRejected(_MEMBER_BOMB(filename=info.filename))
                chunks.append(chunk)
    except BundleRejected:
        raise
    except Exception as exc:  # bad CRC, truncated stream, bad compression data...
        raise BundleRejected(_DAMAGED(filename=info.filename, short_exc=_short(exc))) from None
    return b"".join(chunks)


def _json(raw: bytes, name: str, cap: int, limits: Limits) -> Any:
    try:
        return loads_capped(
            raw, max_bytes=cap, max_depth=limits.max_depth, max_values=limits.max_values
        )
    except UnsafeJson as exc:
        raise BundleRejected(_MEMBER_UNREADABLE(name=name, exc=exc)) from None


def _quote(name: str) -> str:
    shown = name if len(name) <= 60 else name[:57] + "..."
    return "“" + shown.encode("unicode_escape").decode("ascii") + "”"


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 100 else text[:97] + "..."
