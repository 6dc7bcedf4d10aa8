"""For tests that press Ctrl-C at a child process: the child gets SIGINT's default handler back.

A shell that starts the test run in the background (``cmd &`` in a script, ``nohup``, some CI
runners) sets SIGINT to "ignore", children inherit that, and Python then installs no
KeyboardInterrupt handler: the Ctrl-C the test sends would be ignored and the test would fail
for a reason that has nothing to do with WriterLens. ``Popen(..., preexec_fn=default_sigint)``
puts the default back in the child before it runs.
"""

from __future__ import annotations

import signal


def default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
