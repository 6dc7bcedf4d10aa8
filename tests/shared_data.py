"""Where the tests find the released data of published studies, and the one reason they give
when it is not there.

The data (Reading Subtext's and BooookScore's releases, see its NOTICE.md) is not part of the
repository: it lives beside the checkout in ``../shared/external``, or wherever
``WRITERLENS_SHARED_DATA`` points. A fresh clone has none, and the tests that read it skip,
each saying so in pytest's summary (``-ra`` is on in pyproject.toml).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

EXTERNAL = Path(
    os.environ.get("WRITERLENS_SHARED_DATA")
    or Path(__file__).resolve().parents[2] / "shared" / "external"
)


def need_shared_data(path: Path = EXTERNAL) -> Path:
    """``path`` (under EXTERNAL), or a skip that says what is missing and how to get it."""
    if not path.is_dir():
        pytest.skip(
            f"needs the published studies' released data, not in a fresh clone: put it in "
            f"{path} (../shared/external beside the checkout, see its NOTICE.md) or point "
            f"WRITERLENS_SHARED_DATA at it"
        )
    return path
