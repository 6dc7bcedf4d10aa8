"""Reading a bundle that came from outside, as if it were hostile.

Every check refuses with a :class:`BundleRejected` whose reason the coordinator can act on;
nothing here writes anything. The order matters: cheap checks on what the zip *declares* come
first, then members are read with hard caps (a zip's headers can lie), then parsed with depth
and size caps, validated against the schema, checksummed, and their references checked.
"""

from __future__ import annotations

import hashlib
import io
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from writerlens.study.bundle_checks import reference_problems
from writerlens.study.claim_checks import size_problems
from writerlens.study.errors import BundleRejected
from writerlens.study.formats import (
    BUNDLE_SCHEMAS,
    BUNDLE_VERSION,
    DATA,
    DEFAULT_LIMITS,
    MANIFEST,
    MEMBERS,
    Limits,
    violations,
)
from writerlens.study.safe_json import UnsafeJson, loads_capped

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
    path = Path(path)
    try:
        if not path.is_file():
            raise BundleRejected("it is not a file")
        size = path.stat().st_size
        if size > limits.max_file_bytes:
            raise BundleRejected(
                f"it is {size:,} bytes, more than the {limits.max_file_bytes:,} a bundle may be"
            )
        with path.open("rb") as handle:
            raw = handle.read(limits.max_file_bytes + 1)
    except OSError as exc:
        raise BundleRejected(f"it could not be read ({exc.strerror or exc})") from None
    if len(raw) > limits.max_file_bytes:
        raise BundleRejected(f"it is more than the {limits.max_file_bytes:,} bytes a bundle may be")
    return parse_bundle(raw, limits)


def parse_bundle(raw: bytes, limits: Limits = DEFAULT_LIMITS) -> Bundle:
    """Check and parse a bundle's bytes."""
    members = _read_members(raw, limits)
    manifest = _json(members[MANIFEST], MANIFEST, limits.max_manifest_bytes, limits)
    data = _json(members[DATA], DATA, limits.max_data_bytes, limits)
    problems = size_problems(data)
    if problems:
        raise BundleRejected("; ".join(problems))
    problems = violations({"manifest": manifest, "data": data}, _schema_for(manifest))
    if problems:
        raise BundleRejected(
            "it does not follow the bundle format (" + "; ".join(problems[:3]) + ")"
        )
    digest = hashlib.sha256(members[DATA]).hexdigest()
    declared = manifest["members"][DATA]
    if declared["sha256"] != digest or declared["size"] != len(members[DATA]):
        raise BundleRejected(
            "its data does not match the checksum in its manifest (the file was changed or "
            "damaged after it was exported); ask the writer to export it again"
        )
    problems = reference_problems(data)
    if problems:
        raise BundleRejected("its data does not hang together (" + "; ".join(problems[:3]) + ")")
    return Bundle(manifest=manifest, data=data, content_sha256=digest)


def _schema_for(manifest: Any) -> str:
    """The schema of the bundle's declared version; the newest for anything else (which then
    names the version it expects)."""
    version = manifest.get("version") if isinstance(manifest, dict) else None
    if not isinstance(version, int) or isinstance(version, bool):
        return BUNDLE_SCHEMAS[BUNDLE_VERSION]
    if version > BUNDLE_VERSION:
        raise BundleRejected(
            f"it was made by a newer WriterLens (bundle format {version}; this one reads up to "
            f"{BUNDLE_VERSION}); update WriterLens and import it again"
        )
    return BUNDLE_SCHEMAS.get(version, BUNDLE_SCHEMAS[BUNDLE_VERSION])


def _read_members(raw: bytes, limits: Limits) -> dict[str, bytes]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        infos = archive.infolist()
    except Exception as exc:  # zipfile raises many kinds on malformed input; all mean the same
        raise BundleRejected(
            f"it is not a readable bundle (not a valid zip: {_short(exc)})"
        ) from None
    with archive:
        if len(infos) > limits.max_members:
            raise BundleRejected(
                f"it holds {len(infos):,} members; a bundle holds {len(MEMBERS)} "
                f"(at most {limits.max_members} are even looked at)"
            )
        names = [info.filename for info in infos]
        for name in names:
            _check_member_path(name)
        if len(set(names)) != len(names):
            raise BundleRejected("it holds two members with the same name")
        unexpected = [n for n in names if n not in MEMBERS]
        if unexpected:
            raise BundleRejected(
                f"it holds a member a bundle does not have ({_quote(unexpected[0])}); "
                f"a bundle holds only {' and '.join(MEMBERS)}"
            )
        missing = [m for m in MEMBERS if m not in names]
        if missing:
            raise BundleRejected(f"it has no {missing[0]}")
        caps = {MANIFEST: limits.max_manifest_bytes, DATA: limits.max_data_bytes}
        total = 0
        for info in infos:
            # a header may claim any packed size; the packed bytes cannot be more than the file
            packed = min(info.compress_size, len(raw))
            _check_declared(info, caps[info.filename], packed, limits)
            total += info.file_size
        if total > limits.max_total_bytes:
            raise BundleRejected(
                f"its members add up to {total:,} bytes, more than the "
                f"{limits.max_total_bytes:,} allowed"
            )
        read: dict[str, bytes] = {}
        for info in infos:
            packed = min(info.compress_size, len(raw))
            read[info.filename] = _read_capped(archive, info, caps[info.filename], packed, limits)
        if sum(len(v) for v in read.values()) > limits.max_total_bytes:
            raise BundleRejected("its members are bigger, unpacked, than a bundle may be")
    return read


def _check_member_path(name: str) -> None:
    if "\x00" in name:
        raise BundleRejected("a member's name contains a NUL character")
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        raise BundleRejected(f"a member's path is absolute ({_quote(name)})")
    parts = re.split(r"[\\/]", name)
    if ".." in parts:
        raise BundleRejected(f"a member's path climbs out of the bundle ({_quote(name)})")


def _check_declared(info: zipfile.ZipInfo, cap: int, packed: int, limits: Limits) -> None:
    if info.flag_bits & 0x1:
        raise BundleRejected(f"{info.filename} is encrypted; bundles are never encrypted")
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise BundleRejected(f"{info.filename} is packed in a way bundles never use")
    if info.file_size > cap:
        raise BundleRejected(
            f"{info.filename} says it is {info.file_size:,} bytes unpacked, more than the "
            f"{cap:,} allowed"
        )
    if _bomb(info.file_size, packed, limits):
        raise BundleRejected(
            f"{info.filename} would unpack to {info.file_size:,} bytes from "
            f"{packed:,} (a zip bomb, not a bundle)"
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
                    raise BundleRejected(
                        f"{info.filename} unpacks to more than the {cap:,} bytes allowed "
                        "(its header understated its size)"
                    )
                if _bomb(size, packed, limits):
                    raise BundleRejected(f"{info.filename} unpacks like a zip bomb, not a bundle")
                chunks.append(chunk)
    except BundleRejected:
        raise
    except Exception as exc:  # bad CRC, truncated stream, bad compression data...
        raise BundleRejected(f"{info.filename} is damaged ({_short(exc)})") from None
    return b"".join(chunks)


def _json(raw: bytes, name: str, cap: int, limits: Limits) -> Any:
    try:
        return loads_capped(
            raw, max_bytes=cap, max_depth=limits.max_depth, max_values=limits.max_values
        )
    except UnsafeJson as exc:
        raise BundleRejected(f"its {name} cannot be read: {exc}") from None


def _quote(name: str) -> str:
    shown = name if len(name) <= 60 else name[:57] + "..."
    return "“" + shown.encode("unicode_escape").decode("ascii") + "”"


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 100 else text[:97] + "..."
