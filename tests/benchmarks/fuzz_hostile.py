"""Generators for issue #11's hostile kinds (bundles and manuscripts), and their worker.

Each kind runs in its own ``python`` process with an address-space limit, so that a case that
eats memory or hangs is measured (and killed) without taking the benchmark down. The worker
prints one JSON line per case: the kind, the case, whether it was accepted, the seconds it
took, the traceback if one escaped, and the process's peak RSS so far.

Expectations: "refuse" cases must be refused, "accept" cases accepted (and, for bundles, a
report and every annotation export must then succeed over the folder); any traceback, any
case over 10 s, a peak RSS over 1 GB, an accepted "refuse" case or a file written outside the
study folder is counted against the goals by ``fuzz_import.py``.
"""

from __future__ import annotations

import io
import json
import random
import resource
import struct
import sys
import time
import traceback
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "study"))

import fuzz_claims
from study_builders import listing, small_data, synthetic_data, zip_bytes

from writerlens.study.writer.bundle_data import dumps
from writerlens.study.writer.bundle_file import build_manifest

MB = 1024 * 1024
#: name -> (what should happen, generator of (case name, file name, bytes))
Case = tuple[str, str, bytes]


def _pack(data: dict[str, Any] | None = None, text: str | None = None, **kw: Any) -> bytes:
    data = small_data() if data is None else data
    text = dumps(data) if text is None else text
    manifest = build_manifest(
        data,
        text,
        study_id="pilot",
        participant=kw.get("participant", "P01"),
        bundle_id=kw.get("bundle_id"),
    )
    return zip_bytes([("manifest.json", dumps(manifest).encode()), ("data.json", text.encode())])


def _with_text(rng: random.Random, old: str, new: str, participant: str) -> bytes:
    data = small_data(f"s-{rng.getrandbits(32):x}")
    text = dumps(data)
    assert old in text, old
    return _pack(data, text.replace(old, new, 1), participant=participant)


def _claim_packed(raw: bytes, member: str, packed: int) -> bytes:
    out = bytearray(raw)
    at = out.find(b"PK\x01\x02")
    while at >= 0:
        name_len = struct.unpack_from("<H", out, at + 28)[0]
        if bytes(out[at + 46 : at + 46 + name_len]) == member.encode():
            struct.pack_into("<I", out, at + 20, packed)
        at = out.find(b"PK\x01\x02", at + 4)
    return bytes(out)


def bundle_quotes(rng: random.Random) -> Iterator[Case]:
    """#1: runs of escaped quotes in the manifest and in data.json."""
    for unit in ('\\"', '"\\', "\\\\\\"):
        for size, member in ((256 * 1024, "manifest.json"), (MB, "data.json")):
            hostile = ('"' + unit * (size // len(unit))).encode()
            manifest, text = dumps(small_data()), dumps(small_data())
            members = {"manifest.json": manifest.encode(), "data.json": text.encode()}
            members[member] = hostile
            yield (
                f"{member} {size // 1024} KiB of {unit!r}",
                "q.wlbundle",
                zip_bytes(list(members.items())),
            )


def bundle_surrogates(rng: random.Random) -> Iterator[Case]:
    """#3: lone surrogates in values and keys."""
    for escape in ("\\ud800", "\\udfff", "\\udc80x", "x\\ud83d"):
        yield (
            f"value {escape}",
            "s.wlbundle",
            _with_text(
                rng, '"strategy": "whole"', f'"strategy": "whole{escape}"', f"P{rng.randrange(99)}"
            ),
        )
        yield (
            f"key {escape}",
            "s.wlbundle",
            _with_text(
                rng, '"params": {}', f'"params": {{"k{escape}": 1}}', f"P{rng.randrange(99)}"
            ),
        )


def bundle_values(rng: random.Random) -> Iterator[Case]:
    """#4: millions of empty objects (a header claiming a big packed size), deep arrays."""
    for count in (5_000_000, 21_000_000):
        data = small_data()
        text = dumps(data).replace('"params": {}', '"params": {"x": [' + "{}," * count + "{}]}", 1)
        raw = _pack(data, text)
        yield f"{count:,} empty objects", "v.wlbundle", _claim_packed(raw, "data.json", 60 * MB)
    data = small_data()
    text = dumps(data).replace('"params": {}', '"params": {"x": [' + "0," * 20_000_000 + "0]}")
    yield "20 million numbers", "n.wlbundle", _pack(data, text)
    # random numbers pack only a few times smaller: past the zip-bomb check, to the value count
    numbers = ",".join(str(rng.randrange(10**6)) for _ in range(4_500_000))
    text = dumps(data).replace('"params": {}', '"params": {"x": [' + numbers + "]}")
    yield "4.5 million random numbers", "r.wlbundle", _pack(data, text)


def bundle_escapes(rng: random.Random) -> Iterator[Case]:
    """#9: terminal escapes in duplicate keys and member names."""
    key = "\\u001b]0;owned\\u0007\\u001b[2J\\u009b"
    yield (
        "escape in a duplicate key",
        "e.wlbundle",
        _with_text(rng, '"params": {}', f'"params": {{"{key}": 1, "{key}": 2}}', "P01"),
    )
    manifest = build_manifest(small_data(), dumps(small_data()), study_id="pilot", participant="P1")
    yield (
        "escape in a member name",
        "e.wlbundle",
        zip_bytes(
            [
                ("manifest.json", dumps(manifest).encode()),
                ("data.json", dumps(small_data()).encode()),
                ("\x1b]0;owned\x07\x1b[2J", b"x"),
            ]
        ),
    )


def bundle_refused(rng: random.Random) -> Iterator[Case]:
    """#6 and #10: values the format doc refuses."""
    for number in ("1e400", "1E999", "-1e400", "1e309"):
        yield (
            f"reading level {number}",
            "n.wlbundle",
            _with_text(rng, '"reading_level": 5.0', f'"reading_level": {number}', "P01"),
        )
    yield "float span offsets", "f.wlbundle", _with_text(rng, '"end": 4', '"end": 4.0', "P01")
    yield (
        "float offsets with a quote",
        "f.wlbundle",
        _with_text(rng, '"start": 0', '"start": 0.0', "P01"),
    )
    for participant in ("P01\n", "P01\r", "P\u0130", "P01 "):
        yield f"participant {participant!r}", "p.wlbundle", _pack(participant=participant)
    data = small_data("s-1\n")
    yield "story id with a newline", "i.wlbundle", _pack(data)


def bundle_accepted(rng: random.Random) -> Iterator[Case]:
    """#6: valid bundles that broke later steps (a report and exports follow them)."""
    for model in ("$\\foo$", "$x^{$", "$$", "a$b$c", "\\mathrm{x}", "_^{}"):
        data = small_data(f"s-{rng.getrandbits(32):x}")
        data["summaries"][0]["model"] = model
        yield f"model {model!r}", "m.wlbundle", _pack(data, participant=f"P{rng.randrange(99)}")


def bundle_copies(rng: random.Random) -> Iterator[Case]:
    """#10: the first is accepted; its re-serialised copies (new bundle id) are copies."""
    data = synthetic_data(rng, "P50", stories=2)
    yield "original", "o.wlbundle", _pack(data, participant="P50")
    yield "copy, indented", "c.wlbundle", _pack(data, json.dumps(data, indent=3), participant="P50")
    yield (
        "copy, keys sorted",
        "c.wlbundle",
        _pack(data, json.dumps(data, sort_keys=True), participant="P50"),
    )
    yield (
        "copy, ASCII escapes",
        "c.wlbundle",
        _pack(data, json.dumps(data, ensure_ascii=True), participant="P50"),
    )


# -- manuscripts ---------------------------------------------------------------------------------

_ODT_HEAD = (
    b'<?xml version="1.0"?><office:document-content '
    b'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    b'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>'
)
_W = b"http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_DOCX_TYPES = (
    b'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
    b'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
    b'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    b'<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
    b'officedocument.wordprocessingml.document.main+xml"/></Types>'
)
_DOCX_RELS = (
    b'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
    b'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
    b'officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    b"</Relationships>"
)


def _zip_streamed(members: list[tuple[str, bytes, bytes, int, bytes]]) -> bytes:
    """A zip whose members are head + unit * count + tail, compressed as they are written."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, head, unit, count, tail in members:
            with archive.open(name, "w", force_zip64=True) as handle:
                handle.write(head)
                block = unit * 100_000
                for _ in range(count // 100_000):
                    handle.write(block)
                handle.write(unit * (count % 100_000) + tail)
    return buffer.getvalue()


def manuscript_zips(rng: random.Random) -> Iterator[Case]:
    """#4: an .odt and a .docx whose text part unpacks to hundreds of MB of empty paragraphs."""
    tail = b"</office:text></office:body></office:document-content>"
    for count in (4_100_000, 22_000_000):
        yield f".odt, {count:,} empty paragraphs", "bomb.odt", _zip_streamed(
            [("mimetype", b"application/vnd.oasis.opendocument.text", b"", 0, b""),
             ("content.xml", _ODT_HEAD, b"<text:p/>", count, tail)]
        )  # fmt: skip
    head = b'<?xml version="1.0"?><w:document xmlns:w="' + _W + b'"><w:body>'
    for count in (1_100_000, 12_000_000):
        yield f".docx, {count:,} empty paragraphs", "bomb.docx", _zip_streamed(
            [("[Content_Types].xml", _DOCX_TYPES, b"", 0, b""),
             ("_rels/.rels", _DOCX_RELS, b"", 0, b""),
             ("word/document.xml", head, b"<w:p><w:r><w:t/></w:r></w:p>", count,
              b"</w:body></w:document>")]
        )  # fmt: skip


def manuscript_markdown(rng: random.Random) -> Iterator[Case]:
    """#7: emphasis and link openers that never close; one long word."""
    for unit in ("*a **a ", "[a](", "![a](", "_a __a ", '[a](b "', ">" * 50 + " a\n"):
        for size in (100_000, 400_000, 1_400_000):
            raw = (unit * (size // len(unit))).encode()
            yield f"{size // 1000} KB of {unit[:8]!r}", "h.md", raw
    yield "15.9 MB .txt of one word", "word.txt", b"a" * 15_900_000
    yield "15.9 MB .md of one word", "word.md", b"a" * 15_900_000


def manuscript_odd(rng: random.Random) -> Iterator[Case]:
    """#8: RTF surrogates, a file name that is not UTF-8."""
    yield "rtf \\u55296?", "s.rtf", b"{\\rtf1\\ansi Hello \\u55296? world.\\par}"
    yield "rtf \\u-10240? alone", "s.rtf", b"{\\rtf1\\ansi A \\u-10240?\\par B\\par}"
    yield "rtf surrogate title", "s.rtf", b"{\\rtf1{\\info{\\title T\\u55296?}}Body.\\par}"
    yield "name with byte ff", "st\udcffry.txt", b"A story.\n\nIt rained.\n"
    yield "name with escapes", "\x1b]0;x\x07.txt", b"A story.\n\nIt rained.\n"


def manuscript_refused(rng: random.Random) -> Iterator[Case]:
    """#11: bytes that are not text."""
    high = bytes(rng.randrange(128, 256) for _ in range(50_000))
    yield "50 KB random high bytes", "noise.txt", high
    yield "50 KB random bytes", "noise.txt", bytes(rng.randrange(1, 256) for _ in range(50_000))
    yield "random bytes as .md", "noise.md", bytes(rng.randrange(128, 256) for _ in range(50_000))


def manuscript_accepted(rng: random.Random) -> Iterator[Case]:
    """#11: real text in encodings without a mark."""
    russian = "Привет, как дела? Это история о море и о старом маяке.\n\n" * 200
    yield "UTF-16LE Cyrillic, no BOM", "ru.txt", russian.encode("utf-16-le")
    yield "UTF-16BE Cyrillic, no BOM", "ru.txt", russian.encode("utf-16-be")
    yield "KOI8-R", "ru.txt", russian.encode("koi8_r")
    yield "Windows-1252", "fr.txt", ("Café “quoted” naïve — déjà vu.\n\n" * 200).encode("cp1252")
    yield "Shift JIS", "ja.txt", ("これは海の物語です。灯台守の話。\n\n" * 200).encode("shift_jis")


#: kind -> (target, expectation, generator)
KINDS: dict[str, tuple[str, str, Callable[[random.Random], Iterator[Case]]]] = {
    "bundle quotes (#1)": ("bundle", "refuse", bundle_quotes),
    "bundle surrogates (#3)": ("bundle", "refuse", bundle_surrogates),
    "bundle values and bombs (#4)": ("bundle", "refuse", bundle_values),
    "bundle escapes (#9)": ("bundle", "refuse", bundle_escapes),
    "bundle should-refuse (#6, #10)": ("bundle", "refuse", bundle_refused),
    "bundle later steps (#6)": ("bundle", "accept", bundle_accepted),
    "bundle copies (#10)": ("bundle", "first", bundle_copies),
    "manuscript zip bombs (#4)": ("manuscript", "refuse", manuscript_zips),
    "manuscript markdown, long word (#7)": ("manuscript", "any", manuscript_markdown),
    "manuscript odd input (#8)": ("manuscript", "accept", manuscript_odd),
    "manuscript not text (#11)": ("manuscript", "refuse", manuscript_refused),
    "manuscript encodings (#11)": ("manuscript", "accept", manuscript_accepted),
    "claims refused (#18)": ("bundle", "refuse", fuzz_claims.claims_refused),
    "claims extreme but valid (#18)": ("bundle", "accept", fuzz_claims.claims_accepted),
    "claims built to be slow (#18)": ("bundle", "any", fuzz_claims.claims_cost),
}


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _emit(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def worker(kind: str, arena: Path, seed: int) -> None:
    """Import every case of ``kind`` into ``arena`` (a study folder or a library)."""
    from writerlens.cli.output import printable
    from writerlens.domain import WriterLensError
    from writerlens.services.library import Library, OnDuplicate
    from writerlens.study.coordinator.collection import StudyFolder

    target, _expect, generate = KINDS[kind]
    incoming = arena / "incoming"
    incoming.mkdir()
    (arena / "keep.txt").write_text("the coordinator's own file")
    _warm_up(target, arena / "warm")
    before = listing(arena)
    study = StudyFolder(arena / "study")
    library = Library.open(arena / "library") if target == "manuscript" else None
    for case, file_name, raw in generate(random.Random(seed)):
        path = incoming / file_name
        path.write_bytes(raw)
        del raw
        started = time.perf_counter()
        accepted, reason, crash = False, "", ""
        try:
            if library is not None:
                outcome = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION)
                accepted = outcome.manuscript is not None
            else:
                result = study.import_file(path)
                accepted, reason = result.accepted, result.reason
        except WriterLensError as exc:
            reason = exc.message
        except BaseException:  # what the benchmark counts: nothing may escape
            crash = traceback.format_exc(limit=4)
        seconds = time.perf_counter() - started
        path.unlink()
        raw_controls = any(not c.isprintable() and c not in "\n\t" for c in reason)
        _emit(case=case, accepted=accepted, seconds=seconds, crash=crash, rss_mb=_rss_mb(),
              reason=printable(reason[:160]), raw_controls=raw_controls)  # fmt: skip
    if target == "bundle" and study.root.exists():
        _later_steps(study.root, arena)
    # the report and exports go where the coordinator asked, under out/
    ours = ("study", "library", "incoming", "out")
    after = [e for e in listing(arena) if not e[0].startswith(ours)]
    outside = [e for e in after if e not in before]
    _emit(case="(writes outside the study folder)", outside=len(outside), rss_mb=_rss_mb())


def _warm_up(target: str, folder: Path) -> None:
    """Load once, untimed, what every first import or report of a process loads (the token
    table, the pronunciation dictionary, matplotlib and scipy: 15 s on a loaded machine), so
    that a case's time is what its input costs."""
    import contextlib

    from writerlens.services.library import Library
    from writerlens.study.coordinator.collection import StudyFolder

    folder.mkdir()
    story = folder / "warm.txt"
    story.write_text("A warm-up story.\n\nIt rained, and the lamps were lit.\n")
    if target == "manuscript":
        library = Library.open(folder / "library")
        library.import_file(story)
        library.close()
        return
    bundle = folder / "warm.wlbundle"
    bundle.write_bytes(_pack(small_data("s-warm"), participant="W1"))
    StudyFolder(folder / "study").import_file(bundle)
    with contextlib.redirect_stdout(io.StringIO()):
        _later_steps(folder / "study", folder, emit=False)


def _later_steps(study: Path, arena: Path, *, emit: bool = True) -> None:
    """A report and every annotation export over the folder must work once bundles are in."""
    from writerlens.cli import main

    (arena / "out").mkdir(exist_ok=True)
    for name, args in (
        ("report", ["study", "report", str(study), "--out", str(arena / "out" / "report")]),
        *((f"annotations {fmt}", ["study", "annotations", str(study), "--format",
                                  fmt, "--out", str(arena / "out" / f"ann.{fmt}")])
          for fmt in ("w3c", "label-studio", "doccano")),
    ):  # fmt: skip
        started = time.perf_counter()
        crash = ""
        try:
            code = main(args)
        except BaseException:
            crash, code = traceback.format_exc(limit=4), -1
        seconds = time.perf_counter() - started
        if emit:
            _emit(case=f"(then: {name})", later=True, accepted=code == 0, seconds=seconds,
                  crash=crash, rss_mb=_rss_mb())  # fmt: skip


if __name__ == "__main__":
    limit = int(sys.argv[4]) * MB
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    worker(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]))
