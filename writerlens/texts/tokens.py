"""Token counts in OpenAI's cl100k_base encoding, without the network.

tiktoken normally downloads its encoding files on first use; a writer's laptop may be offline
and the app must never reach out on its own, so the file ships in ``resources/tokenizers`` and
is checked against tiktoken's published hash when loaded.
"""

from __future__ import annotations

import re
import threading
from functools import cache
from typing import TYPE_CHECKING

from writerlens.resources import resource_path

if TYPE_CHECKING:
    import tiktoken

_CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
_CL100K_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+"""
    r"""|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
_CL100K_SPECIAL = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}


_loading = threading.Lock()


def cl100k() -> tiktoken.Encoding:
    """Loaded when a story is first counted, not when the app starts (issue #29); two threads
    that ask at once (the app's warm-up and an estimate) load it once."""
    with _loading:
        return _cl100k()


@cache
def _cl100k() -> tiktoken.Encoding:
    import tiktoken
    from tiktoken.load import load_tiktoken_bpe

    ranks = load_tiktoken_bpe(
        str(resource_path("tokenizers", "cl100k_base.tiktoken")), expected_hash=_CL100K_SHA256
    )
    return tiktoken.Encoding(
        name="cl100k_base",
        pat_str=_CL100K_PATTERN,
        mergeable_ranks=ranks,
        special_tokens=_CL100K_SPECIAL,
    )


#: Byte-pair merging inside one "word" costs time and memory that grow faster than its length
#: (one 16 MB word: a minute and 2 GB), so for a run without spaces longer than this, its first
#: _LONG_RUN characters are counted and the rest estimated at the same rate. Real words are far
#: shorter, so a real story's count is exact; a pasted blob's is close enough to plan by.
_LONG_RUN = 200
_LONG_RUNS = re.compile(rf"(?<!\S)\S{{{_LONG_RUN},}}")  # tried at the start of a run only


def count_tokens(text: str) -> int:
    """Tokens in ``text``; special-token look-alikes in a story are counted as plain text."""
    encoding = cl100k()
    if _LONG_RUNS.search(text) is None:
        return len(encoding.encode_ordinary(text))
    total = 0
    position = 0
    for run in _LONG_RUNS.finditer(text):
        total += len(encoding.encode_ordinary(text[position : run.start()]))
        length = run.end() - run.start()
        head = len(encoding.encode_ordinary(text[run.start() : run.start() + _LONG_RUN]))
        total += head + round(head * (length - _LONG_RUN) / _LONG_RUN)
        position = run.end()
    return total + len(encoding.encode_ordinary(text[position:]))
