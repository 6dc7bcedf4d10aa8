"""The models a writer has set up: cloud models, their own OpenAI-compatible servers, local GGUF
files. Settings edits this; the Summarize dialog and the judges choose from :func:`choices`.

Servers and local models are kept in the library's settings table as plain data. Keys are never
kept here: they live in the keyring (see :mod:`writerlens.llm.keys`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path
from typing import TypeVar

from writerlens.domain import WriterLensError
from writerlens.llm import address, keys
from writerlens.llm.base import ProviderSpec
from writerlens.llm.catalog import Catalog
from writerlens.llm.gguf import read_gguf_info
from writerlens.llm.model_facts import instruction_tuned
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.services.library import Library
from writerlens.store.library import get_setting, set_setting

_NO_KEY = define(
    "services.models.no_key",
    QT_TRANSLATE_NOOP("messages", "No {company} API key yet: add one in Settings → API keys."),
)
_RETIRED = define(
    "services.models.retired",
    QT_TRANSLATE_NOOP(
        "messages",
        "{company} retired this model on {date}: choose another in Settings → Cloud models.",
    ),
)
_RETIRES = define(
    "services.models.retires",
    QT_TRANSLATE_NOOP("messages", "{company} retires this model on {date}."),
)
_CHOOSE_SERVER_MODEL = define(
    "services.models.choose_server_model",
    QT_TRANSLATE_NOOP("messages", "Choose a model for the server “{server}” in Settings."),
)
_ON_THIS_COMPUTER = define(
    "services.models.on_this_computer",
    QT_TRANSLATE_NOOP("messages", "{label} (on this computer)"),
)
_FILE_MISSING = define(
    "services.models.file_missing",
    QT_TRANSLATE_NOOP("messages", "The model file is missing: {path}"),
)


_SERVER_NAME_EMPTY = define(
    "services.models.server_name_empty",
    QT_TRANSLATE_NOOP(
        "messages",
        "Give the server a name, so you can tell it apart in lists.",
    ),
)

_SERVER_ADDRESS_SCHEME = define(
    "services.models.server_address_scheme",
    QT_TRANSLATE_NOOP(
        "messages",
        "The server's address should start with http:// or https:// (for example "
        "http://localhost:11434/v1 for Ollama).",
    ),
)

SERVERS = "models.servers"
LOCAL_MODELS = "models.local"
#: Cloud models the writer ticked in Settings (provider, model); the first time, a short default.
CLOUD_MODELS = "models.cloud"
DEFAULT_CLOUD = (("anthropic", "claude-opus-4-6"), ("openai", "gpt-4.1"))

_T = TypeVar("_T")


@dataclass(frozen=True)
class ServerSetup:
    """An OpenAI-compatible server (Ollama, LM Studio, vLLM, ...); its optional key is in the
    keyring under ``keys.server_key_name(name)``."""

    name: str
    base_url: str
    model: str

    def spec(self) -> ProviderSpec:
        return ProviderSpec("openai-compatible", self.model, name=self.name, base_url=self.base_url)


@dataclass(frozen=True)
class LocalModelSetup:
    path: str
    context_tokens: int | None = None
    threads: int | None = None
    #: use the graphics card where this build of llama.cpp can (layers chosen from its free
    #: memory: writerlens.llm.gpu); False keeps the model on the processor
    gpu: bool = True

    def spec(self) -> ProviderSpec:
        return ProviderSpec(
            "local",
            Path(self.path).stem,
            model_file=self.path,
            context_tokens=self.context_tokens,
            threads=self.threads,
            extra={"gpu_layers": "auto" if self.gpu else "off"},
        )


@dataclass(frozen=True)
class ModelChoice:
    """One model the writer can pick, and whether it can run now (and if not, why)."""

    spec: ProviderSpec
    label: str
    ready: bool
    why_not: str = ""
    #: something to know before choosing it (e.g. the provider retires it soon)
    note: str = ""

    @property
    def key(self) -> str:
        """A stable identity for remembering choices (never contains a secret)."""
        s = self.spec
        return "|".join((s.kind, s.name, s.model, s.model_file))


def _replaced(items: list[_T], new: _T, same: Callable[[_T], bool]) -> list[_T]:
    """``items`` with ``new`` in the place of the entry it replaces (lists keep their order
    when a setting is edited), or at the end."""
    if any(same(item) for item in items):
        return [new if same(item) else item for item in items]
    return [*items, new]


# -- servers ------------------------------------------------------------------------------------


def servers(library: Library) -> list[ServerSetup]:
    return [ServerSetup(**s) for s in get_setting(library.store, SERVERS, [])]


def save_server(library: Library, server: ServerSetup, key: str | None = None) -> None:
    """Add or replace (by name) a server; ``key`` "" removes a stored key, None leaves it."""
    name = server.name.strip()
    if not name:
        raise WriterLensError(_SERVER_NAME_EMPTY())
    if not server.base_url.strip().startswith(("http://", "https://")):
        raise WriterLensError(_SERVER_ADDRESS_SCHEME())
    # credentials in the address are a secret like a key: to the keyring, out of the settings
    saved = ServerSetup(
        name, address.keep_credentials(server.base_url.strip()), server.model.strip()
    )
    kept = _replaced(servers(library), saved, lambda s: s.name == name)
    set_setting(library.store, SERVERS, [asdict(s) for s in kept])
    if key is not None:
        if key.strip():
            keys.set_key(keys.server_key_name(name), key.strip())
        else:
            keys.delete_key(keys.server_key_name(name))


def remove_server(library: Library, name: str) -> None:
    set_setting(library.store, SERVERS, [asdict(s) for s in servers(library) if s.name != name])
    keys.delete_key(keys.server_key_name(name))


# -- local models -------------------------------------------------------------------------------


def local_models(library: Library) -> list[LocalModelSetup]:
    return [LocalModelSetup(**m) for m in get_setting(library.store, LOCAL_MODELS, [])]


def save_local_model(library: Library, model: LocalModelSetup) -> None:
    """Add or replace (by path) a local model; the caller has checked the file (read_gguf_info)."""
    path = str(Path(model.path).expanduser())
    saved = LocalModelSetup(path, model.context_tokens, model.threads, model.gpu)
    kept = _replaced(local_models(library), saved, lambda m: m.path == path)
    set_setting(library.store, LOCAL_MODELS, [asdict(m) for m in kept])


def remove_local_model(library: Library, path: str) -> None:
    kept = [asdict(m) for m in local_models(library) if m.path != path]
    set_setting(library.store, LOCAL_MODELS, kept)


# -- cloud models -------------------------------------------------------------------------------


def cloud_models(library: Library) -> list[tuple[str, str]]:
    stored = get_setting(library.store, CLOUD_MODELS, None)
    if stored is None:
        return list(DEFAULT_CLOUD)
    return [(str(provider), str(model)) for provider, model in stored]


def set_cloud_models(library: Library, models: list[tuple[str, str]]) -> None:
    set_setting(library.store, CLOUD_MODELS, [list(m) for m in models])


# -- what can be chosen -------------------------------------------------------------------------


def choices(
    library: Library, catalog: Catalog | None = None, today: date | None = None
) -> list[ModelChoice]:
    """Every model set up, cloud first, each saying whether it can run now."""
    catalog = catalog or Catalog.load()
    today = today or date.today()
    found: list[ModelChoice] = []
    for provider, model in cloud_models(library):
        info = catalog.get(provider, model)
        name = info.name if info else model
        company = {"anthropic": "Anthropic", "openai": "OpenAI"}.get(provider, provider)
        has_key = keys.key_source(provider) is not None
        why_not: str = "" if has_key else _NO_KEY(company=company)
        note = ""
        if info is not None and info.retires:
            if today.isoformat() >= info.retires:
                why_not = _RETIRED(company=company, date=info.retires)
            else:
                note = _RETIRES(company=company, date=info.retires)
        found.append(
            ModelChoice(
                ProviderSpec(provider, model), f"{name} ({company})", not why_not, why_not, note
            )
        )
    for server in servers(library):
        ready = bool(server.model)
        found.append(
            ModelChoice(
                server.spec(),
                f"{server.model or '?'} ({server.name})",
                ready,
                "" if ready else _CHOOSE_SERVER_MODEL(server=server.name),
            )
        )
    for local in local_models(library):
        label, note, problem = _local_state(local.path)
        found.append(
            ModelChoice(
                local.spec(), _ON_THIS_COMPUTER(label=label), problem is None, problem or "", note
            )
        )
    return found


def _local_state(path: str) -> tuple[str, str, str | None]:
    """The model's label, a note, and why it cannot run now (None where it can). A file that
    was moved, replaced or damaged since it was added is listed as unavailable with its
    reason: it never stops the dialog that lists it from opening."""
    if not Path(path).is_file():
        return Path(path).name, "", _FILE_MISSING(path=path)
    try:
        info = read_gguf_info(path)
    except WriterLensError as exc:
        return Path(path).name, "", exc.said if exc.said is not None else exc.message
    except Exception as exc:
        return Path(path).name, "", f"{Path(path).name}: {type(exc).__name__}"
    label = info.name if info.quantisation == "unknown" else f"{info.name}, {info.quantisation}"
    note = (
        ""
        if instruction_tuned(info)
        else "This is a base model, not an instruction-tuned (“chat” or “instruct”) one: it "
        "continues text rather than following instructions, so its summaries are often poor "
        "or copy the story. An instruct model gives far better summaries."
    )
    return label, note, None
