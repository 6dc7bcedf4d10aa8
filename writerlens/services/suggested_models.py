"""The short list of on-device models WriterLens suggests, as plain data for the UI and the CLI.

The list is ``resources/models/recommended.json``: a few instruction-tuned GGUF files that run on
a laptop, each with the hub repository and file it is downloaded from. Reading the list is
local; only :mod:`writerlens.services.model_download` ever talks to the hub, and only when the
writer asks for a download.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.resources import resource_path

_MODEL_UNKNOWN = define(
    "services.suggested.model_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens suggests no model called “{model_id}”. Choose one of: {known}.",
    ),
)


@dataclass(frozen=True)
class SuggestedModel:
    id: str
    name: str
    publisher: str
    repo: str
    file: str
    quantisation: str
    #: approximate unless ``size_exact`` (the hub's own size is used when downloading)
    size_bytes: int
    size_exact: bool
    ram_gb_4k: float
    trained_context: int
    licence: str
    why: str
    #: fields that could not be checked against the hub when the list was last checked
    unconfirmed: tuple[str, ...] = ()

    @property
    def file_gb(self) -> float:
        return self.size_bytes / 1e9


@dataclass(frozen=True)
class Suggestions:
    checked: str
    note: str
    models: tuple[SuggestedModel, ...]


@cache
def suggestions() -> Suggestions:
    data = json.loads(resource_path("models", "recommended.json").read_text(encoding="utf-8"))
    models = tuple(
        SuggestedModel(**(entry | {"unconfirmed": tuple(entry.get("unconfirmed", ()))}))
        for entry in data["models"]
    )
    return Suggestions(data.get("checked", ""), data.get("note", ""), models)


def suggested(model_id: str) -> SuggestedModel:
    """The suggestion called ``model_id`` (as ``writerlens models suggested`` lists them)."""
    for model in suggestions().models:
        if model.id == model_id:
            return model
    known = ", ".join(m.id for m in suggestions().models)
    raise WriterLensError(_MODEL_UNKNOWN(model_id=model_id, known=known))
