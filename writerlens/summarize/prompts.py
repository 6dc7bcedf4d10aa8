"""Prompt templates: data files in ``resources/prompts/``, checked when they are loaded.

Prompts are data, not code, so that a study file can swap in a coordinator's own wording and a
summary can record exactly which wording (id and version) produced it. A template that uses a
placeholder its role does not provide, or leaves out one its role needs, would only fail (or,
worse, silently send a prompt without the story) in the middle of a paid job; it is refused at
load instead.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from writerlens.domain import WriterLensError
from writerlens.llm.base import ChatMessage, CompletionRequest
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.resources import read_prompt_file, resource_path

_TEXT_MISSING = define(
    "summarize.prompt_file.text_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} needs a text field “{key}”.",
    ),
)

_VERSION_MISSING = define(
    "summarize.prompt_file.version_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        'The prompt file {source} needs a “version” (for example "1").',
    ),
)

_ROLE_UNKNOWN = define(
    "summarize.prompt_file.role_unknown",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} has role “{role}”, which WriterLens does not know. "
        "Use one of: {items}.",
    ),
)

_STRAY_BRACE = define(
    "summarize.prompt_file.stray_brace",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} has a stray brace ({exc}). Write a literal brace "
        "as {{{{ or }}}}.",
    ),
)

_PLACEHOLDER_MALFORMED = define(
    "summarize.prompt_file.placeholder_malformed",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} has the placeholder “{{{name}}}” written in a form "
        "WriterLens does not fill in; write it as a plain name in braces, such as "
        "{{story}}.",
    ),
)

_UNKNOWN_PLACEHOLDERS = define(
    "summarize.prompt_file.unknown_placeholders",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} uses {names_unknown}, which a “{role}” prompt is "
        "not given. It may use {names}.",
    ),
)

_PLACEHOLDERS_MISSING = define(
    "summarize.prompt_file.placeholders_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} never uses {names_missing}; a “{role}” prompt "
        "must, or the model would not see what it is to summarize.",
    ),
)

_ROLE_MISMATCH = define(
    "summarize.prompt_file.role_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {name} has role “{role}”, but WriterLens reads its "
        "“{expected_role}” prompt from that file. Fix the role or rename the file.",
    ),
)

#: What each role's template must use and may use. ``story`` is the story or one part of it,
#: ``summary`` a running or finished summary, ``summaries`` several joined by blank lines,
#: ``context`` the preceding merged summary, ``words`` a word limit, ``lower``/``upper`` bounds.
ROLES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "whole": (frozenset({"story", "words"}), frozenset()),
    "chunk": (frozenset({"story", "words"}), frozenset()),
    "merge": (frozenset({"summaries", "words"}), frozenset()),
    "merge-context": (frozenset({"context", "summaries", "words"}), frozenset()),
    "update": (frozenset({"summary", "story", "words"}), frozenset()),
    "compress": (frozenset({"summary", "words"}), frozenset()),
    "gradual": (frozenset({"story", "lower", "upper"}), frozenset({"words"})),
    "cleanup": (frozenset({"summary"}), frozenset({"words"})),
}

#: The file each role is read from in ``resources/prompts`` (or a study's prompt folder).
DEFAULT_FILES: dict[str, str] = {
    "whole": "whole-story.toml",
    "chunk": "chunk.toml",
    "merge": "merge.toml",
    "merge-context": "merge-context.toml",
    "update": "update.toml",
    "compress": "compress.toml",
    "gradual": "gradual.toml",
    "cleanup": "cleanup.toml",
}


class PromptError(WriterLensError):
    """A prompt file cannot be used; nothing was sent to any model."""


@dataclass(frozen=True)
class PromptTemplate:
    id: str
    version: str
    role: str
    description: str
    system: str
    user: str

    @property
    def ref(self) -> str:
        """How a summary records the wording it was made with: ``id@version``."""
        return f"{self.id}@{self.version}"

    def render(self, **values: str | int) -> CompletionRequest:
        """The request for these values; the caller sets max_tokens and temperature."""
        missing = self.placeholders - values.keys()
        if missing:  # a programming error, not the writer's: the role's contract was broken
            raise KeyError(f"prompt {self.ref} needs {sorted(missing)}")
        text = {k: str(v) for k, v in values.items()}
        messages: list[ChatMessage] = []
        if self.system:
            messages.append(ChatMessage("system", self.system.format_map(text)))
        messages.append(ChatMessage("user", self.user.format_map(text)))
        return CompletionRequest(messages=tuple(messages))

    @property
    def placeholders(self) -> frozenset[str]:
        return _fields(self.system) | _fields(self.user)


def _fields(template: str) -> frozenset[str]:
    return frozenset(
        name for _, name, _, _ in string.Formatter().parse(template) if name is not None
    )


def parse_prompt(data: Mapping[str, object], source: str) -> PromptTemplate:
    """A checked template from a parsed file; ``source`` names the file in error messages."""

    def text(key: str, required: bool = True) -> str:
        value = data.get(key, "")
        if not isinstance(value, str) or (required and not value.strip()):
            raise PromptError(_TEXT_MISSING(source=source, key=key))
        return value.strip()

    prompt_id, role = text("id"), text("role")
    version = data.get("version")
    if isinstance(version, int | float) and not isinstance(version, bool):
        version = str(version)
    if not isinstance(version, str) or not version.strip():
        raise PromptError(_VERSION_MISSING(source=source))
    if role not in ROLES:
        raise PromptError(_ROLE_UNKNOWN(source=source, role=role, items=", ".join(ROLES)))
    template = PromptTemplate(
        id=prompt_id,
        version=version.strip(),
        role=role,
        description=text("description", required=False),
        system=text("system", required=False),
        user=text("user"),
    )
    _check_placeholders(template, source)
    return template


def _check_placeholders(template: PromptTemplate, source: str) -> None:
    required, optional = ROLES[template.role]
    for part in (template.system, template.user):
        try:
            parsed = list(string.Formatter().parse(part))
        except ValueError as exc:
            raise PromptError(_STRAY_BRACE(source=source, exc=exc)) from exc
        for _, name, spec, conversion in parsed:
            if name is None:
                continue
            if not name.isidentifier() or spec or conversion:
                raise PromptError(_PLACEHOLDER_MALFORMED(source=source, name=name))
    used = template.placeholders
    unknown = used - required - optional
    if unknown:
        raise PromptError(
            _UNKNOWN_PLACEHOLDERS(
                source=source,
                names_unknown=_names(unknown),
                role=template.role,
                names=_names(required | optional),
            )
        )
    missing = required - used
    if missing:
        raise PromptError(
            _PLACEHOLDERS_MISSING(source=source, names_missing=_names(missing), role=template.role)
        )


def _names(names: frozenset[str]) -> str:
    return ", ".join("{" + n + "}" for n in sorted(names))


def load_prompt(path: Path) -> PromptTemplate:
    return parse_prompt(read_prompt_file(path, PromptError), str(Path(path).name))


@dataclass(frozen=True)
class PromptSet:
    """One template per role: the project's own, or a study's replacements over them."""

    templates: Mapping[str, PromptTemplate]

    def __getitem__(self, role: str) -> PromptTemplate:
        return self.templates[role]

    @classmethod
    def load(cls, folder: Path | None = None) -> PromptSet:
        """The default prompts, with any file of the same name in ``folder`` taking over."""
        templates: dict[str, PromptTemplate] = {}
        for role, name in DEFAULT_FILES.items():
            custom = Path(folder) / name if folder else None
            path = custom if custom and custom.is_file() else resource_path("prompts", name)
            template = load_prompt(path)
            if template.role != role:
                raise PromptError(
                    _ROLE_MISMATCH(name=path.name, role=template.role, expected_role=role)
                )
            templates[role] = template
        return cls(templates)
