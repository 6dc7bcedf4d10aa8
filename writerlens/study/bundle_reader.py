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
from writerlens.study.bundle_checks import reference_problems
from writerlens.study.claim_checks import size_problems
from writerlens.study.codes import coordinator_problem
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

_NOT_FILE = define(
    "study.not_file",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a file",
    ),
)

_BYTES_MORE_THAN_BUNDLE = define(
    "study.bytes_more_than_bundle",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is {size:,} bytes, more than the {max_file_bytes:,} a bundle may be",
    ),
)

_COULD_NOT_READ = define(
    "study.could_not_read_2",
    QT_TRANSLATE_NOOP(
        "messages",
        "it could not be read ({detail})",
    ),
)

_MORE_THAN_BYTES_BUNDLE = define(
    "study.more_than_bytes_bundle",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is more than the {max_file_bytes:,} bytes a bundle may be",
    ),
)

_DATA_DOES_NOT_MATCH = define(
    "study.data_does_not_match",
    QT_TRANSLATE_NOOP(
        "messages",
        "its data does not match the checksum in its manifest (the file was changed "
        "or damaged after it was exported); ask the writer to export it again",
    ),
)

_NOT_READABLE_BUNDLE_NOT = define(
    "study.not_readable_bundle_not",
    QT_TRANSLATE_NOOP(
        "messages",
        "it is not a readable bundle (not a valid zip: {short_exc})",
    ),
)

_HOLDS_MEMBERS_BUNDLE_HOLDS = define(
    "study.holds_members_bundle_holds",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds {len_infos:,} members; a bundle holds {len_members} (at most "
        "{max_members} are even looked at)",
    ),
)

_HOLDS_TWO_MEMBERS_SAME = define(
    "study.holds_two_members_same",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds two members with the same name",
    ),
)

_HOLDS_MEMBER_BUNDLE_DOES = define(
    "study.holds_member_bundle_does",
    QT_TRANSLATE_NOOP(
        "messages",
        "it holds a member a bundle does not have ({name}); a bundle holds only {items}",
    ),
)

_NO = define(
    "study.member_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "it has no {member}",
    ),
)

_MEMBERS_ADD_UP_BYTES = define(
    "study.members_add_up_bytes",
    QT_TRANSLATE_NOOP(
        "messages",
        "its members add up to {total:,} bytes, more than the {max_total_bytes:,} allowed",
    ),
)

_MEMBERS_BIGGER_UNPACKED_THAN = define(
    "study.members_bigger_unpacked_than",
    QT_TRANSLATE_NOOP(
        "messages",
        "its members are bigger, unpacked, than a bundle may be",
    ),
)

_MEMBER_S_NAME_CONTAINS = define(
    "study.member_s_name_contains",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's name contains a NUL character",
    ),
)

_MEMBER_S_PATH_ABSOLUTE = define(
    "study.member_s_path_absolute",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's path is absolute ({quote_name})",
    ),
)

_MEMBER_S_PATH_CLIMBS = define(
    "study.member_s_path_climbs",
    QT_TRANSLATE_NOOP(
        "messages",
        "a member's path climbs out of the bundle ({quote_name})",
    ),
)

_ENCRYPTED_BUNDLES_NEVER_ENCRYPTED = define(
    "study.encrypted_bundles_never_encrypted",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is encrypted; bundles are never encrypted",
    ),
)

_PACKED_WAY_BUNDLES_NEVER = define(
    "study.packed_way_bundles_never",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} is packed in a way bundles never use",
    ),
)

_SAYS_BYTES_UNPACKED_MORE = define(
    "study.says_bytes_unpacked_more",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} says it is {file_size:,} bytes unpacked, more than the {cap:,} allowed",
    ),
)

_WOULD_UNPACK_BYTES_ZIP = define(
    "study.would_unpack_bytes_zip",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} would unpack to {file_size:,} bytes from {packed:,} (a zip bomb, not a bundle)",
    ),
)

_UNPACKS_MORE_THAN_BYTES = define(
    "study.unpacks_more_than_bytes",
    QT_TRANSLATE_NOOP(
        "messages",
        "{filename} unpacks to more than the {cap:,} bytes allowed (its header "
        "understated its size)",
    ),
)

_UNPACKS_LIKE_ZIP_BOMB = define(
    "study.unpacks_like_zip_bomb",
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

_CANNOT_READ = define(
    "study.cannot_read",
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
            raise BundleRejected(_NOT_FILE())
        with open_handed(path) as handle:  # regular files only, checked on the open handle
            size = os.fstat(handle.fileno()).st_size
            if size > limits.max_file_bytes:
                raise BundleRejected(
                    _BYTES_MORE_THAN_BUNDLE(size=size, max_file_bytes=limits.max_file_bytes)
                )
            raw = handle.read(limits.max_file_bytes + 1)
    except FileRefused:
        raise BundleRejected(_NOT_FILE()) from None
    except OSError as exc:
        raise BundleRejected(_COULD_NOT_READ(detail=exc.strerror or exc)) from None
    if len(raw) > limits.max_file_bytes:
        raise BundleRejected(_MORE_THAN_BYTES_BUNDLE(max_file_bytes=limits.max_file_bytes))
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
        raise BundleRejected(_DATA_DOES_NOT_MATCH())
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
        raise BundleRejected(_NOT_READABLE_BUNDLE_NOT(short_exc=_short(exc))) from None
    with archive:
        if len(infos) > limits.max_members:
            raise BundleRejected(
                _HOLDS_MEMBERS_BUNDLE_HOLDS(
                    len_infos=len(infos), len_members=len(MEMBERS), max_members=limits.max_members
                )
            )
        names = [info.filename for info in infos]
        for name in names:
            _check_member_path(name)
        if len(set(names)) != len(names):
            raise BundleRejected(_HOLDS_TWO_MEMBERS_SAME())
        unexpected = [n for n in names if n not in MEMBERS]
        if unexpected:
            raise BundleRejected(
                _HOLDS_MEMBER_BUNDLE_DOES(name=_quote(unexpected[0]), items=" and ".join(MEMBERS))
            )
        missing = [m for m in MEMBERS if m not in names]
        if missing:
            raise BundleRejected(_NO(member=missing[0]))
        caps = {MANIFEST: limits.max_manifest_bytes, DATA: limits.max_data_bytes}
        total = 0
        for info in infos:
            # a header may claim any packed size; the packed bytes cannot be more than the file
            packed = min(info.compress_size, len(raw))
            _check_declared(info, caps[info.filename], packed, limits)
            total += info.file_size
        if total > limits.max_total_bytes:
            raise BundleRejected(
                _MEMBERS_ADD_UP_BYTES(total=total, max_total_bytes=limits.max_total_bytes)
            )
        read: dict[str, bytes] = {}
        for info in infos:
            packed = min(info.compress_size, len(raw))
            read[info.filename] = _read_capped(archive, info, caps[info.filename], packed, limits)
        if sum(len(v) for v in read.values()) > limits.max_total_bytes:
            raise BundleRejected(_MEMBERS_BIGGER_UNPACKED_THAN())
    return read


def _check_member_path(name: str) -> None:
    if "\x00" in name:
        raise BundleRejected(_MEMBER_S_NAME_CONTAINS())
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        raise BundleRejected(_MEMBER_S_PATH_ABSOLUTE(quote_name=_quote(name)))
    parts = re.split(r"[\\/]", name)
    if ".." in parts:
        raise BundleRejected(_MEMBER_S_PATH_CLIMBS(quote_name=_quote(name)))


def _check_declared(info: zipfile.ZipInfo, cap: int, packed: int, limits: Limits) -> None:
    if info.flag_bits & 0x1:
        raise BundleRejected(_ENCRYPTED_BUNDLES_NEVER_ENCRYPTED(filename=info.filename))
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise BundleRejected(_PACKED_WAY_BUNDLES_NEVER(filename=info.filename))
    if info.file_size > cap:
        raise BundleRejected(
            _SAYS_BYTES_UNPACKED_MORE(filename=info.filename, file_size=info.file_size, cap=cap)
        )
    if _bomb(info.file_size, packed, limits):
        raise BundleRejected(
            _WOULD_UNPACK_BYTES_ZIP(filename=info.filename, file_size=info.file_size, packed=packed)
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
                    raise BundleRejected(_UNPACKS_MORE_THAN_BYTES(filename=info.filename, cap=cap))
                if _bomb(size, packed, limits):
                    raise BundleRejected(_UNPACKS_LIKE_ZIP_BOMB(filename=info.filename))
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
        raise BundleRejected(_CANNOT_READ(name=name, exc=exc)) from None


def _quote(name: str) -> str:
    shown = name if len(name) <= 60 else name[:57] + "..."
    return "“" + shown.encode("unicode_escape").decode("ascii") + "”"


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 100 else text[:97] + "..."
