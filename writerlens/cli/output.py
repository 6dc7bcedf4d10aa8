"""Exit codes and printing helpers shared by the verbs."""

from __future__ import annotations

import json
from typing import Any

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def terminal_width() -> int:
    """Columns for a one-line progress display (100 when not on a terminal)."""
    import shutil

    return shutil.get_terminal_size((100, 20)).columns
