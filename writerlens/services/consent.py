"""Asking before a story leaves this computer, once per provider, and remembering the answer.

A story goes to a cloud provider only after the writer has read who that provider is, that the
story will leave this computer, and what the provider says it does with API data, and has
agreed. The answer is kept per provider (per server address for OpenAI-compatible servers) and
can be withdrawn. Models on this computer, and servers at a loopback address (Ollama or LM Studio
on the same machine), need no consent: nothing leaves.
"""

from __future__ import annotations

import ipaddress
import json
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import urlparse

from writerlens.domain import WriterLensError
from writerlens.llm.base import ProviderSpec
from writerlens.messages import QT_TRANSLATE_NOOP, Message, define
from writerlens.resources import resource_path
from writerlens.services.library import Library
from writerlens.store import consents as consent_rows

_NOTICE = define(
    "services.consent.notice",
    QT_TRANSLATE_NOOP(
        "messages",
        "To summarize or judge this story, WriterLens would send its full text to "
        "{provider_name}. The story would leave this computer. {policy} Do "
        "you agree to send your stories to {provider_name}? You can withdraw this in "
        "Settings.",
    ),
)

_NOTICE_WITH_LINK = define(
    "services.consent.notice_with_link",
    QT_TRANSLATE_NOOP(
        "messages",
        "To summarize or judge this story, WriterLens would send its full text to "
        "{provider_name}. The story would leave this computer. {policy} ({link}) Do "
        "you agree to send your stories to {provider_name}? You can withdraw this in "
        "Settings.",
    ),
)

# What each provider says it does with API data (resources/providers/policies.json, whose
# texts these must equal: a test says so), so that the notice is read in the writer's language.
_POLICY_ANTHROPIC = define(
    "services.consent.policy.anthropic",
    QT_TRANSLATE_NOOP(
        "messages",
        "Anthropic says it does not use text sent through its API to train its models, "
        "keeps it for a limited time (about 30 days) to run the service and watch for "
        "misuse, and may keep it longer where the law or a safety review requires.",
    ),
)
_POLICY_OPENAI = define(
    "services.consent.policy.openai",
    QT_TRANSLATE_NOOP(
        "messages",
        "OpenAI says it does not use text sent through its API to train its models unless "
        "you opt in, and keeps it for up to 30 days to watch for abuse before deleting "
        "it, unless the law requires longer.",
    ),
)
_POLICY_SERVER = define(
    "services.consent.policy.openai_compatible",
    QT_TRANSLATE_NOOP(
        "messages",
        "WriterLens cannot know what this server does with your story: that depends on "
        "who runs it. If you run it yourself, on your own network, the story stays with "
        "you.",
    ),
)
#: the policy texts the catalogue translates, by their English words
POLICY_KINDS = {kind.template: kind for kind in (_POLICY_ANTHROPIC, _POLICY_OPENAI, _POLICY_SERVER)}


def _policy(text: str) -> Message | str:
    """The policy as a message to translate, or the file's own words if they changed since."""
    kind = POLICY_KINDS.get(text)
    return kind() if kind is not None else text


_NOTHING_TO_WITHDRAW = define(
    "services.consent.nothing_to_withdraw",
    QT_TRANSLATE_NOOP(
        "messages",
        "There is no answer for “{key}” to withdraw (answers: {known}).",
    ),
)


@dataclass(frozen=True)
class ConsentRequest:
    """What the writer must read and agree to before a story goes to this provider."""

    key: str  # "anthropic", "openai", or "server:<host>"
    provider_name: str
    policy: str
    link: str
    policy_version: str

    @property
    def notice(self) -> Message:
        if self.link:
            return _NOTICE_WITH_LINK(
                provider_name=self.provider_name, policy=_policy(self.policy), link=self.link
            )
        return _NOTICE(provider_name=self.provider_name, policy=_policy(self.policy))


class ConsentRequired(WriterLensError):
    """The writer has not agreed (yet) to send stories to this provider; nothing was sent."""

    def __init__(self, request: ConsentRequest) -> None:
        super().__init__(request.notice)
        self.request = request


@cache
def _policies() -> dict[str, Any]:
    return json.loads(resource_path("providers", "policies.json").read_text("utf-8"))


def _host(base_url: str) -> str:
    return (urlparse(base_url).hostname or "").lower()


def stays_on_this_computer(spec: ProviderSpec) -> bool:
    if spec.kind == "local":
        return True
    if spec.kind != "openai-compatible":
        return False  # a named cloud provider, whatever address it is reached at
    host = _host(spec.base_url)
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def consent_request(spec: ProviderSpec) -> ConsentRequest | None:
    """The notice for this provider, or None when the story would not leave this computer."""
    if stays_on_this_computer(spec):
        return None
    policies = _policies()
    kind = spec.kind if spec.kind in policies["providers"] else "openai-compatible"
    entry = policies["providers"][kind]
    host = _host(spec.base_url) or "an unknown address"
    key = f"server:{host}" if kind == "openai-compatible" else kind
    name = entry["name"].format(host=host)
    if kind == "openai-compatible" and spec.name:
        name = f"{spec.name} ({name})"
    return ConsentRequest(key, name, entry["policy"], entry["link"], policies["version"])


def has_consent(library: Library, spec: ProviderSpec) -> bool:
    request = consent_request(spec)
    if request is None:
        return True
    return consent_rows.granted(library.store, request.key)


def require_consent(library: Library, spec: ProviderSpec) -> None:
    """Raise ConsentRequired (with the notice to show) unless the writer has agreed."""
    request = consent_request(spec)
    if request is not None and not has_consent(library, spec):
        raise ConsentRequired(request)


def record(library: Library, request: ConsentRequest, granted: bool) -> None:
    """Keep the writer's answer (agree, or withdraw) with the policy version they read."""
    consent_rows.record(library.store, request.key, granted, request.policy_version)


def withdraw(library: Library, key: str) -> None:
    """Take back an agreement ("anthropic", "openai" or "server:<host>")."""
    if not consent_rows.answered(library.store, key):
        known = ", ".join(r["provider"] for r in consents(library)) or "none yet"
        raise WriterLensError(_NOTHING_TO_WITHDRAW(key=key, known=known))
    consent_rows.withdraw(library.store, key)


def consents(library: Library) -> list[dict[str, Any]]:
    """Every answer the writer gave, for Settings (provider key, granted, when)."""
    return consent_rows.all_answers(library.store)
