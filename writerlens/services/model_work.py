"""One pipeline for every task that calls a model: summaries, judges, claims.

Each such task goes the same way: choose a model and build its provider, work out what the run
will take before anything is sent (:class:`WorkEstimate`, priced by the one cost rule
:func:`cost_of`), have the writer's consent before a story leaves this computer (one check,
:meth:`ModelWork.require_consent`), run with typed progress (:class:`WorkProgress`) and a cancel
token, and say how it ended. What is the same is written here once; a task (``SummarizeService``,
``JudgeService``, ``ClaimsService``) says only what is its own: what it plans, what it asks,
what it stores.

Before this module each task had its own copy, and the copies drifted: for the same model on
the writer's own server Summarize said "free (your server)" and the judge dialog "not known".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from writerlens.domain import CancelToken
from writerlens.llm.base import Provider, ProviderSpec
from writerlens.llm.catalog import Catalog, ModelInfo, estimate_cost
from writerlens.llm.catalog import cost_text as describe_cost
from writerlens.llm.speed import MEASURED
from writerlens.messages import Message
from writerlens.services.consent import require_consent
from writerlens.services.library import Library
from writerlens.store.db import Store
from writerlens.store.library import get_setting

ProviderFactory = Callable[..., Provider]

#: The writer's own model settings (context, prices) laid over the shipped catalog.
MODEL_OVERRIDES = "model_overrides"
#: A run longer than this is announced plainly before it starts.
LONG_RUN_SECONDS = 600


def default_provider_factory(spec: ProviderSpec, **kwargs: Any) -> Provider:
    from writerlens.llm.factory import create_provider

    return create_provider(spec, **kwargs)


def writer_catalog(store: Store) -> Catalog:
    """The shipped catalog with the writer's own model settings laid over it (every task prices
    and sizes models alike)."""
    return Catalog.load(get_setting(store, MODEL_OVERRIDES, {}))


def own_server(spec: ProviderSpec, info: ModelInfo | None) -> bool:
    """A model on the writer's own server that nobody set a price for."""
    return spec.kind == "openai-compatible" and (info is None or not info.has_prices)


def cost_of(
    catalog: Catalog, spec: ProviderSpec, is_local: bool, input_tokens: int, output_tokens: int
) -> tuple[float | None, bool]:
    """The one cost rule: (US dollars or None when the price is unknown, whether the model is
    on the writer's own server with no price set). Nothing is charged for a model on this
    computer, nor (as far as WriterLens knows) for one on the writer's own server."""
    if is_local:
        return 0.0, False
    info = None if spec.kind == "local" else catalog.get(spec.kind, spec.model)
    if own_server(spec, info):
        return 0.0, True
    return estimate_cost(info, input_tokens, output_tokens), False


@dataclass(frozen=True, kw_only=True)
class WorkEstimate:
    """What a run of any model task will take, worked out before anything is sent. A task's
    estimate adds only what is its own (a summary's strategy, a judge's kinds)."""

    provider: str
    model: str
    calls: int
    input_tokens: int
    output_tokens: int
    cost_usd: float | None  # None: the model's price is unknown
    is_local: bool
    #: a model on the writer's own server with no price set: cost_usd is 0.0, "free (your server)"
    is_own_server: bool = False
    context_tokens: int = 0
    #: Expected time of the whole run, or None when nothing is known to base it on.
    seconds: float | None = None
    #: Where ``seconds`` comes from: "measured on this computer" or "typical for this provider".
    seconds_basis: str = ""
    #: things the writer should know first (a story too long for the model, nothing to do)
    notes: tuple[str | Message, ...] = ()

    @property
    def cost_text(self) -> str:
        return describe_cost(self.cost_usd, self.is_local, self.is_own_server)

    @property
    def time_text(self) -> str:
        """The time in plain words: "about 25 minutes on this computer"; "" when unknown."""
        if self.seconds is None:
            return ""
        where = (
            "on this computer"
            if self.seconds_basis == MEASURED
            else "at this provider's usual speed"
        )
        return f"{duration_words(self.seconds)} {where}"

    @property
    def takes_long(self) -> bool:
        """Worth saying plainly before it starts (over ten minutes)."""
        return self.seconds is not None and self.seconds > LONG_RUN_SECONDS

    def as_json(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "model": self.model,
            "calls": self.calls,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cost_usd": self.cost_usd,
            "cost": self.cost_text,
            "local": self.is_local,
            "own_server": self.is_own_server,
            "context_tokens": self.context_tokens,
            "seconds": self.seconds,
            "seconds_basis": self.seconds_basis,
            "time": self.time_text,
            "notes": [str(note) for note in self.notes],
        }


def duration_words(seconds: float) -> str:
    """ "under a minute", "about 1 minute", "about 25 minutes", "about 2 hours 10 minutes"."""
    minutes = round(seconds / 60)
    if seconds < 45:
        return "under a minute"
    if minutes < 60:
        return f"about {minutes} minute{'' if minutes == 1 else 's'}"
    hours, minutes = divmod(minutes, 60)
    rest = f" {minutes} minutes" if minutes else ""
    return f"about {hours} hour{'' if hours == 1 else 's'}{rest}"


@dataclass(frozen=True)
class WorkProgress:
    """Where a run of any model task is: step ``step`` of ``steps`` (one step is one part of
    the task: a kind of judge on one summary, a decomposition, a summary's claims checked, one
    call of a summarizing job), and ``done`` of ``total`` calls within that step.

    The one progress type of every task: a screen or the CLI reads fields instead of unpacking
    text; ``message`` is the task's own words about the step (empty while a step starts), and
    ``detail`` what only that task knows of the call under way (a summarizing job's
    ``ProgressEvent``: the phase, tokens read, the text being written), for a view that shows
    more than a bar."""

    step: int
    steps: int
    summary_id: int
    #: which part of the task this step is (a ``JudgeKind``, a ``ClaimTask``)
    part: str
    done: int = 0
    total: int = 0
    message: str | Message = ""
    detail: Any = None

    @property
    def fraction(self) -> float:
        """How much of the whole run is done, 0..1."""
        within = self.done / self.total if self.total else 0.0
        return min(1.0, (self.step + within) / max(self.steps, 1))


WorkProgressCallback = Callable[[WorkProgress], None]
#: What a step says of itself while it runs: ``done`` of ``total`` calls, and its own words.
StepReport = Callable[[int, int, "str | Message"], None]

T = TypeVar("T")


def each_step(
    steps: Sequence[T],
    *,
    summary_of: Callable[[T], int],
    part_of: Callable[[T], str],
    progress: WorkProgressCallback | None,
    cancel: CancelToken | None,
    start: int = 0,
) -> Iterator[tuple[T, StepReport]]:
    """The one run loop of a task in steps: each step with a report function that says, in a
    :class:`WorkProgress`, where the run is. Cancel is honoured before every step (a step
    honours it before each of its calls): once it is set, no step begins.

    ``start`` resumes a run that stopped: the steps before it finished then (each stored as it
    finished) and are not done again. The steps of a run are the same list in the same order
    each time, so a resumed run goes on at the step the last progress named."""
    say = progress or (lambda _p: None)
    for number, step in enumerate(steps):
        if number < start:
            continue
        if cancel is not None:
            cancel.raise_if_cancelled()

        def report(
            done: int,
            total: int,
            message: str | Message = "",
            _at: tuple[int, int, str] = (number, summary_of(step), part_of(step)),
        ) -> None:
            say(WorkProgress(_at[0], len(steps), _at[1], _at[2], done, total, message))

        report(0, 0)
        yield step, report


class ModelWork:
    """What every model task's service shares: the writer's catalog, a provider for a model,
    the cost rule and the consent check. A task's service derives from it."""

    def __init__(self, library: Library, provider_factory: ProviderFactory | None = None) -> None:
        self.library = library
        self.store = library.store
        self._factory = provider_factory

    def catalog(self) -> Catalog:
        """The shipped catalog with the writer's own model settings laid over it."""
        return writer_catalog(self.store)

    def provider(self, spec: ProviderSpec, api_key: str | None = None) -> Provider:
        # the module's factory is looked up at each call, so a benchmark can count calls
        factory = self._factory or default_provider_factory
        return factory(spec, api_key=api_key, catalog=self.catalog())

    def cost(
        self, spec: ProviderSpec, is_local: bool, input_tokens: int, output_tokens: int
    ) -> tuple[float | None, bool]:
        """:func:`cost_of` with the writer's catalog."""
        return cost_of(self.catalog(), spec, is_local, input_tokens, output_tokens)

    def require_consent(self, spec: ProviderSpec) -> None:
        """Raise ConsentRequired (nothing sent) unless the writer agreed to this provider."""
        require_consent(self.library, spec)

    def sending(
        self, spec: ProviderSpec, provider: Provider | None = None, api_key: str | None = None
    ) -> Provider:
        """The step before anything is sent: the writer's consent (else ConsentRequired), then
        the provider (``provider`` when the caller has one already)."""
        self.require_consent(spec)
        return provider or self.provider(spec, api_key)
