"""Neutral names for the models a bundle mentions: a local model file is "local model 1" and
a writer's server "server 1" (a file or server name may name the writer), numbered the same way
in every export of one library, unless the writer opts in to the names; the models a study file
names are kept (the coordinator chose them)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from writerlens.study.anonymize import Scrubber

if TYPE_CHECKING:
    from writerlens.study.bundle_data import ExportSource, ScoreSource


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
        for story in source.stories:
            for summary in story.summaries:
                if summary.provider == "local":
                    local.add(_model_key(summary.model))
                servers.update(n.strip() for n in _server_names(summary.params) if n.strip())
            judges = [r.judge_model for p in story.probes for r in p.results]
            judges += [_score_judge(score) for score in story.automatic]
            judges += [j.judge_model for j in story.claim_judgments]
            local.update(_model_key(j) for j in judges if j and _is_local_file(j))
        local -= self._public
        self._local = {key: f"local model {n}" for n, key in enumerate(sorted(local), 1)}
        self._servers = {key: f"server {n}" for n, key in enumerate(sorted(servers), 1)}

    def model(self, provider: str, model: str) -> str:
        key = _model_key(model)
        if key in self._public:
            return self.scrub(_model_name(model), "model names", file_names=False)
        if provider == "local" or key in self._local:
            return self._neutral(model, self._local.get(key))
        return self.scrub(model, "model names")

    def judge(self, model: str) -> str:
        if _model_key(model) in self._public:
            return self.scrub(_model_name(model), "model names", file_names=False)
        return self._neutral(model, self._local.get(_model_key(model)))

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
