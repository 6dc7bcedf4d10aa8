"""Neutral names for the models a bundle mentions: a local model file is "local model 1", a
model id the writer's own server gave ("annaquill/harbour-tuned:latest") "server model 1", a
cloud model id the catalogue does not know (a fine-tune's id names its owner) "cloud model 1",
and a writer's server "server 1" (a file, model or server name may name the writer), numbered
the same way in every export of one library, unless the writer opts in to the names. The models
a study file names are kept (the coordinator chose them), and so are the catalogue's cloud
models (everyone's)."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from writerlens.llm.catalog import Catalog
from writerlens.study.writer.anonymize import Scrubber

if TYPE_CHECKING:
    from writerlens.study.writer.bundle_data import ExportSource, ScoreSource


class ModelLabels:
    """Neutral names for local model files ("local model 1") and the writer's servers
    ("server 1"), numbered the same way in every export of one library; or, when the writer
    opts in, the names themselves (scrubbed like any text)."""

    def __init__(self, source: ExportSource, keep: bool, scrub: Scrubber) -> None:
        self.keep = keep
        self.scrub = scrub
        self._public = {_model_key(m) for m in source.study_models}
        local: set[str] = set()
        servers: set[str] = set()
        served: set[str] = set()  # model ids of the writer's servers
        cloud: set[str] = set()  # cloud model ids the catalogue does not know
        for story in source.stories:
            for summary in story.summaries:
                key = _model_key(summary.model)
                if summary.provider == "local":
                    local.add(key)
                elif summary.provider in _CLOUD and not _catalogued(
                    summary.model, summary.provider
                ):
                    cloud.add(key)
                elif summary.provider == _SERVER:
                    served.add(key)
                servers.update(n.strip() for n in _server_names(summary.params) if n.strip())
            judges = [r.judge_model for p in story.probes for r in p.results]
            judges += [_score_judge(score) for score in story.automatic]
            judges += [j.judge_model for j in story.claim_judgments]
            for judge in filter(None, judges):
                if _is_local_file(judge):
                    local.add(_model_key(judge))
                elif not _catalogued(judge):  # a judge's provider is not recorded
                    served.add(_model_key(judge))
        local -= self._public
        served -= self._public | local | cloud
        cloud -= self._public
        self._local = {key: f"local model {n}" for n, key in enumerate(sorted(local), 1)}
        self._served = {key: f"server model {n}" for n, key in enumerate(sorted(served), 1)}
        self._cloud = {key: f"cloud model {n}" for n, key in enumerate(sorted(cloud), 1)}
        self._servers = {key: f"server {n}" for n, key in enumerate(sorted(servers), 1)}

    def model(self, provider: str, model: str) -> str:
        key = _model_key(model)
        if key in self._public:
            return self.scrub(_model_name(model), "model names", file_names=False)
        if provider == "local" or key in self._local:
            return self._neutral(model, self._local.get(key))
        if key in self._served or key in self._cloud:
            return self._neutral(model, self._served.get(key) or self._cloud.get(key))
        return self.scrub(model, "model names")

    def judge(self, model: str) -> str:
        key = _model_key(model)
        if key in self._public:
            return self.scrub(_model_name(model), "model names", file_names=False)
        neutral = self._local.get(key) or self._served.get(key) or self._cloud.get(key)
        return self._neutral(model, neutral)

    def server(self, name: str) -> str:
        return self._neutral(name, self._servers.get(name.strip()))

    def score_name(self, score: ScoreSource) -> str:
        if score.kind == "judge":
            return self.judge(score.name)
        metric, sep, judge = score.name.partition(":")
        return f"{metric}{sep}{self.judge(judge)}" if sep else metric

    def _neutral(self, original: str, neutral: str | None) -> str:
        if self.keep or neutral is None:
            return self.scrub(_model_name(original), "model names", file_names=not self.keep)
        self.scrub.report.add("model", "model names", _model_name(original))
        return neutral


_SERVER = "openai-compatible"
_CLOUD = ("anthropic", "openai")


@cache
def _catalog() -> Catalog:
    return Catalog.load()


def _catalogued(model: str, provider: str | None = None) -> bool:
    """Whether the shipped catalogue lists the model (by id, alias or dated snapshot)."""
    providers = (provider,) if provider else _CLOUD
    return any(_catalog().get(p, model.strip()) is not None for p in providers)


def _server_names(params: dict[str, Any]) -> list[str]:
    """Where a summary's parameters name the writer's server: ``provider_name`` (what the
    runner records) or ``provider.name`` (a job's provider spec)."""
    names = [str(params.get("provider_name") or "")]
    provider = params.get("provider")
    if isinstance(provider, dict):
        names.append(str(provider.get("name") or ""))
    return names


def _model_key(model: str) -> str:
    return _model_name(model).strip().casefold()


def _is_local_file(model: str) -> bool:
    name = _model_name(model)
    return name != model or name.lower().endswith(".gguf")


def _score_judge(score: ScoreSource) -> str:
    return score.name if score.kind == "judge" else score.name.partition(":")[2]


def _model_name(model: str) -> str:
    """A model's name without the folders of a local model file (they name the writer)."""
    if "/" in model or "\\" in model:
        last = re.split(r"[\\/]", model.rstrip("/\\"))[-1]
        looks_like_path = model.startswith(("/", "~", "\\")) or re.match(r"^[A-Za-z]:", model)
        if looks_like_path or last.lower().endswith(".gguf"):
            return last
    return model
