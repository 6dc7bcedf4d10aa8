"""What WriterLens knows about cloud models: context window, output limit, price.

The list ships as data (``resources/models/catalog.json``, with the date it was checked) because
prices change more often than code. A model the list does not know is still usable: its numbers
come from overrides (settings, command-line flags), and without them the cost is "unknown"
rather than a guess.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from writerlens.resources import resource_path

#: Overrides look like ``{"openai-compatible": {"llama3.1": {"context_window": 131072}}}``.
Overrides = Mapping[str, Mapping[str, Mapping[str, Any]]]

_DATE_SUFFIX = re.compile(r"-(?:\d{8}|\d{4}-\d{2}-\d{2})$")


@dataclass(frozen=True)
class ModelInfo:
    provider: str
    model: str
    display_name: str = ""
    context_window: int | None = None
    max_output_tokens: int | None = None
    input_usd_per_mtok: float | None = None
    output_usd_per_mtok: float | None = None
    #: reasoning models take ``max_completion_tokens`` and only their default temperature
    reasoning: bool = False
    #: the model rejects any temperature but its default (newer Claude models do)
    fixed_temperature: bool = False
    aliases: tuple[str, ...] = ()
    #: the day the provider stops serving the model (ISO date; "" when none is announced)
    retires: str = ""

    @property
    def name(self) -> str:
        return self.display_name or self.model

    @property
    def has_prices(self) -> bool:
        return self.input_usd_per_mtok is not None and self.output_usd_per_mtok is not None


_FIELDS = {f.name for f in fields(ModelInfo)}


def _info(provider: str, model: str, data: Mapping[str, Any]) -> ModelInfo:
    unknown = set(data) - _FIELDS
    if unknown:
        raise ValueError(f"unknown model setting(s) {sorted(unknown)} for {provider}/{model}")
    values = {k: v for k, v in data.items() if k not in ("provider", "model")}
    if "aliases" in values:
        values["aliases"] = tuple(values["aliases"])
    return ModelInfo(provider=provider, model=model, **values)


class Catalog:
    def __init__(self, models: list[ModelInfo], checked: str = "", note: str = "") -> None:
        self.checked = checked
        self.note = note
        self._models: dict[tuple[str, str], ModelInfo] = {}
        for info in models:
            self._models[(info.provider, info.model)] = info

    @classmethod
    def load(cls, overrides: Overrides | None = None) -> Catalog:
        """The shipped catalog with ``overrides`` laid over it (partial entries merge)."""
        data = json.loads(resource_path("models", "catalog.json").read_text(encoding="utf-8"))
        models = [_info(e["provider"], e["model"], e) for e in data["models"]]
        catalog = cls(models, checked=data.get("checked", ""), note=data.get("note", ""))
        return catalog.with_overrides(overrides or {})

    def with_overrides(self, overrides: Overrides) -> Catalog:
        merged = dict(self._models)
        for provider, models in overrides.items():
            for model, values in models.items():
                given = _info(provider, model, values)  # validates the field names
                known = self.get(provider, model)
                if known is None:
                    merged[(provider, model)] = given
                    continue
                changed = {k: getattr(given, k) for k in values if k not in ("provider", "model")}
                merged[(known.provider, known.model)] = replace(known, **changed)
        return Catalog(list(merged.values()), checked=self.checked, note=self.note)

    def get(self, provider: str, model: str) -> ModelInfo | None:
        """The entry for ``model``, also found by alias or by a dated snapshot id.

        ``claude-sonnet-4-5-20250929`` and ``gpt-4o-2024-08-06`` are the same models (and
        prices) as ``claude-sonnet-4-5`` and ``gpt-4o``.
        """
        for candidate in (model, _DATE_SUFFIX.sub("", model)):
            found = self._models.get((provider, candidate))
            if found is not None:
                return found
            for info in self._models.values():
                if info.provider == provider and candidate in info.aliases:
                    return info
        return None

    def models(self, provider: str) -> list[ModelInfo]:
        """The entries for one provider, in catalog order (for the settings screen)."""
        return [info for info in self._models.values() if info.provider == provider]


def estimate_cost(info: ModelInfo | None, input_tokens: int, output_tokens: int) -> float | None:
    """US dollars for a call, or None when the price is unknown."""
    if info is None or not info.has_prices:
        return None
    assert info.input_usd_per_mtok is not None and info.output_usd_per_mtok is not None
    return (
        input_tokens * info.input_usd_per_mtok + output_tokens * info.output_usd_per_mtok
    ) / 1_000_000


def cost_text(cost: float | None, is_local: bool, own_server: bool = False) -> str:
    """How an estimate's cost reads to the writer, for a model here, on their own server (no
    price set for it: WriterLens charges nothing and knows of no charge), or in the cloud."""
    if is_local:
        return "free (runs on this computer)"
    if own_server and not cost:
        return "free (your server)"
    return format_cost(cost)


def format_cost(cost: float | None) -> str:
    """How a cost estimate reads: "$0.0123", or "unknown" when there is no price."""
    if cost is None:
        return "unknown"
    return f"${cost:.4f}" if cost < 1 else f"${cost:.2f}"
