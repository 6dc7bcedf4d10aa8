"""The three model-task stacks (summaries, judges, claims) before and after the one pipeline:
their lines of code, and the blocks of six or more lines that stand twice in writerlens/.

    python tests/benchmarks/task_stacks.py                 # against the commit the work began at
    python tests/benchmarks/task_stacks.py --base REV      # against another commit

A stack is the files a task needs from the service to the window: its service, its CLI verbs,
its dialog (and, before, its own estimate and progress types). What the tasks share after the
change (services/model_work.py, cli/model_task.py, ui/model_work/) is counted on a line of its
own. Lines of code: lines that are not blank, not only a comment and not in a docstring. Blocks
that stand twice are counted by the ``duplicates`` command (six or more lines, the same or of the
same shape) over writerlens/, at the base commit (exported to a scratch folder) and now.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
#: The commit this work began at (before the shared estimate type).
BASE = "a91890f"

STACKS: dict[str, tuple[str, ...]] = {
    "summaries": (
        "writerlens/services/summarize.py",
        "writerlens/cli/summarize_verbs.py",
        "writerlens/ui/summarize/*.py",
    ),
    "judges": (
        "writerlens/services/judges.py",
        "writerlens/services/judge_run.py",
        "writerlens/cli/judge_verbs.py",
        "writerlens/ui/review/judge_dialog.py",
    ),
    "claims": (
        "writerlens/services/claims.py",
        "writerlens/claims/results.py",
        "writerlens/cli/claims_verbs.py",
        "writerlens/ui/review/claims_run_dialog.py",
    ),
    "shared": (
        "writerlens/services/model_work.py",
        "writerlens/cli/model_task.py",
        "writerlens/ui/model_work/*.py",
    ),
}
#: What moved out of judges/results.py into the shared type: the judges' estimate class.
JUDGE_ESTIMATE = re.compile(r"^@dataclass\(frozen=True\)\nclass JudgeEstimate:.*", re.S | re.M)


def git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def code_lines(text: str) -> int:
    """Lines that are not blank, not only a comment and not part of a docstring."""
    tree = ast.parse(text)
    docs: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                docs.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return sum(
        1
        for number, line in enumerate(text.splitlines(), 1)
        if line.strip() and not line.strip().startswith("#") and number not in docs
    )


def files_at(rev: str | None, pattern: str) -> list[str]:
    if rev is None:
        return sorted(str(p.relative_to(ROOT)) for p in ROOT.glob(pattern))
    listed = git("ls-tree", "-r", "--name-only", rev, "writerlens").split()
    depth = pattern.count("/")
    return sorted(f for f in listed if f.count("/") == depth and PurePosixPath(f).match(pattern))


def text_at(rev: str | None, path: str) -> str:
    if rev is None:
        return (ROOT / path).read_text("utf-8")
    return git("show", f"{rev}:{path}")


def stack_lines(rev: str | None) -> dict[str, int]:
    found: dict[str, int] = {}
    for stack, patterns in STACKS.items():
        total = 0
        for pattern in patterns:
            for path in files_at(rev, pattern):
                total += code_lines(text_at(rev, path))
        found[stack] = total
    # the judges' own estimate class lived in judges/results.py before; now it is in the stack
    results = text_at(rev, "writerlens/judges/results.py")
    match = JUDGE_ESTIMATE.search(results)
    if match:
        found["judges"] += code_lines(match.group(0))
    return found


def duplicate_pairs(rev: str | None, stack_files: set[str]) -> tuple[int, int, str]:
    """(pairs in writerlens/, pairs not marked boilerplate with a side in a task stack, the
    tool's first line)."""
    with tempfile.TemporaryDirectory(prefix="task-stacks-") as scratch:
        if rev is None:
            folder = ROOT / "writerlens"
        else:
            archive = subprocess.run(
                ["git", "archive", "--format=tar", rev, "writerlens"],
                cwd=ROOT,
                check=True,
                capture_output=True,
            ).stdout
            with tarfile.open(fileobj=BytesIO(archive)) as tar:
                tar.extractall(scratch, filter="data")
            folder = Path(scratch) / "writerlens"
        out = subprocess.run(
            [shutil.which("duplicates") or "duplicates", "--most", "200", "--seconds", "120"],
            cwd=folder,
            capture_output=True,
            text=True,
            check=False,
        ).stdout
    lines = out.splitlines()
    head = lines[0] if lines else "(no answer)"
    total = int(m.group(1)) if (m := re.match(r"(\d+) pairs", head)) else 0
    if head.startswith("no duplicates"):
        total = 0
    touching = 0
    for line in lines[1:]:
        if "boilerplate" in line:
            continue
        sides = re.findall(r"(\S+\.py):\d+-\d+", line)
        if any(f"writerlens/{side}" in stack_files for side in sides):
            touching += 1
    return total, touching, head


def boilerplate(head: str) -> int:
    """The pairs the tool marks boilerplate (thin or folder-wide shapes), from its first line."""
    found = re.search(r"(\d+) of those marked boilerplate", head)
    return int(found.group(1)) if found else 0


def stack_file_set(rev: str | None) -> set[str]:
    return {path for patterns in STACKS.values() for p in patterns for path in files_at(rev, p)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE, help=f"the commit to compare with ({BASE})")
    args = parser.parse_args()
    before, after = stack_lines(args.base), stack_lines(None)
    print(f"Lines of code (not blank, comment or docstring), base {args.base} -> working tree:")
    for stack in STACKS:
        ratio = f"{after[stack] / before[stack]:.2f}" if before[stack] else "new"
        print(f"  {stack:<10} {before[stack]:>6} -> {after[stack]:>6}   ratio {ratio}")
    total_before, total_after = sum(before.values()), sum(after.values())
    print(
        f"  {'all':<10} {total_before:>6} -> {total_after:>6}   "
        f"ratio {total_after / total_before:.2f}"
    )
    pairs_before, touching_before, head_before = duplicate_pairs(
        args.base, stack_file_set(args.base)
    )
    pairs_after, touching_after, head_after = duplicate_pairs(None, stack_file_set(None))
    print("Blocks of 6+ lines standing twice in writerlens/ (duplicates):")
    print(f"  all pairs                   {pairs_before:>4} -> {pairs_after:>4}")
    print(
        f"  all, not boilerplate        {pairs_before - boilerplate(head_before):>4} -> "
        f"{pairs_after - boilerplate(head_after):>4}"
    )
    print(f"  in a stack, not boilerplate {touching_before:>4} -> {touching_after:>4}")
    print(f"  base:  {head_before}")
    print(f"  now:   {head_after}")


if __name__ == "__main__":
    main()
