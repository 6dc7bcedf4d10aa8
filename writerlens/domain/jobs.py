"""A summarizing job as data: the job, its steps (the nodes of its merge tree), and when a
job counts as running (its runner's lease). Stored by :mod:`writerlens.store.jobs`.
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from writerlens.domain import SummaryStatus

#: How often a runner says it is still running its job, and after how long without a word
#: another process may take the job over (a runner that died leaves a stale heartbeat).
LEASE_HEARTBEAT_S = 5.0
LEASE_STALE_S = 30.0


class JobStatus(StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    CANCELLED = "cancelled"
    FAILED = "failed"


StepKey = tuple[str, int, int]  # kind, level, position


@dataclass(frozen=True)
class Job:
    id: int
    manuscript_id: int
    provider: str
    model: str
    strategy: str
    params: dict[str, Any]
    status: JobStatus
    error: str
    created_at: str
    updated_at: str
    #: Who runs the job now (``lease_owner``, empty when nobody) and when it last said so
    #: (``heartbeat_at``, seconds since the epoch).
    lease_owner: str = ""
    heartbeat_at: float | None = None

    @property
    def resumable(self) -> bool:
        """Anything but a finished job: a killed one is still marked running."""
        return self.status is not JobStatus.DONE

    def is_running(self, now: float | None = None) -> bool:
        """Being run now: its runner's heartbeat is fresh and, on this computer, its process
        is alive. A job marked running whose runner died (killed, crashed) is not: it is
        stopped, and may be resumed."""
        if self.status is not JobStatus.RUNNING or not self.lease_owner:
            return False
        return lease_alive(self.lease_owner, self.heartbeat_at, now)

    @property
    def shown_status(self) -> str:
        """The status a list shows: "stopped" for a job marked running that nobody runs."""
        if self.status is JobStatus.RUNNING and not self.is_running():
            return "stopped"
        return str(self.status)

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "manuscript_id": self.manuscript_id,
            "provider": self.provider,
            "model": self.model,
            "strategy": self.strategy,
            "status": self.shown_status,
            "error": self.error,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
        }


@dataclass(frozen=True)
class SummaryNode:
    """One model call of a job (a chunk summary, a merge, an update...)."""

    id: int
    job_id: int
    kind: str
    level: int
    position: int
    children: tuple[StepKey, ...]
    prompt_id: str
    prompt_version: str
    text: str
    status: SummaryStatus
    error: str
    input_tokens: int
    output_tokens: int
    model_answered: str
    created_at: str

    @property
    def key(self) -> StepKey:
        return (self.kind, self.level, self.position)

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "level": self.level,
            "position": self.position,
            "children": [list(c) for c in self.children],
            "prompt": f"{self.prompt_id}@{self.prompt_version}",
            "status": str(self.status),
            "error": self.error,
            "words": len(self.text.split()),
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "model_answered": self.model_answered,
            "text": self.text,
        }


@dataclass(frozen=True)
class JobTree:
    """A job with all its steps, readable as the merge tree."""

    job: Job
    nodes: tuple[SummaryNode, ...]
    chunks: tuple[tuple[int, int], ...] = ()
    summary_ids: tuple[int, ...] = field(default=())

    def node(self, key: StepKey) -> SummaryNode | None:
        return next((n for n in self.nodes if n.key == key), None)

    def children_of(self, node: SummaryNode) -> list[SummaryNode]:
        return [c for c in (self.node(k) for k in node.children) if c is not None]

    def roots(self) -> list[SummaryNode]:
        """Nodes no other node was made from: the final summary (and any loose ends)."""
        used = {k for n in self.nodes for k in n.children}
        return [n for n in self.nodes if n.key not in used]

    def as_json(self) -> dict[str, Any]:
        return {
            "job": self.job.as_json(),
            "chunks": [list(c) for c in self.chunks],
            "summaries": list(self.summary_ids),
            "nodes": [n.as_json() for n in self.nodes],
        }


def lease_alive(owner: str, heartbeat_at: float | None, now: float | None = None) -> bool:
    """A lease is alive while its heartbeat is fresh, and, when its process ran on this
    computer, while that process exists: a runner killed a moment ago frees its job at once."""
    if not owner:
        return False
    if (time.time() if now is None else now) - (heartbeat_at or 0.0) >= LEASE_STALE_S:
        return False
    host, _, rest = owner.partition(":")
    pid_text = rest.partition(":")[0]
    if host == socket.gethostname() and pid_text.isdigit():
        try:
            os.kill(int(pid_text), 0)
        except ProcessLookupError:
            return False
        except OSError:  # alive, owned by someone else
            return True
    return True
