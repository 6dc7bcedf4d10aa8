"""The writer's answers to each provider's data notice: rows in, plain values out."""

from __future__ import annotations

from typing import Any

from writerlens.store.db import Store, utc_now


def granted(store: Store, key: str) -> bool:
    """Whether the writer agreed to send text to this provider ("anthropic", "server:<host>")."""
    return bool(store.scalar("SELECT granted FROM consents WHERE provider = ?", (key,)))


def record(store: Store, key: str, granted: bool, policy_version: str) -> None:
    """Keep the writer's answer (agree, or withdraw) with the policy version they read."""
    with store.write() as db:
        db.table("consents").upsert(
            {
                "provider": key,
                "granted": int(granted),
                "policy_version": policy_version,
                "decided_at": utc_now(),
            },
            pk="provider",
        )


def answered(store: Store, key: str) -> bool:
    """Whether the writer ever answered for this provider (agreed or withdrew)."""
    return bool(store.scalar("SELECT count(*) FROM consents WHERE provider = ?", (key,)))


def withdraw(store: Store, key: str) -> None:
    with store.write() as db:
        db.execute(
            "UPDATE consents SET granted = 0, decided_at = ? WHERE provider = ?",
            (utc_now(), key),
        )


def all_answers(store: Store) -> list[dict[str, Any]]:
    """Every answer, by provider key (provider, granted, policy_version, decided_at)."""
    return [dict(row) for row in store.rows("SELECT * FROM consents ORDER BY provider")]
