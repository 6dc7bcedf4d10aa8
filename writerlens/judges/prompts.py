"""The judges' prompts: data files ``resources/prompts/judge-*.toml``, checked when loaded.

Same TOML style as the summarizing prompts (``id``, ``version``, ``role``, ``description``,
``system``, ``user``), plus the extra texts a judge needs: the turn that asks one question, and
the follow-up that asks again for a reply the judge could not be understood in. A study can
swap the wording (a file of the same name in a prompt folder), and every stored finding records
``id@version``. A placeholder a part does not get, or one it must use and leaves out, is refused
at load, before anything is sent.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from pathlib import Path

from writerlens.domain import WriterLensError
from writerlens.messages import QT_TRANSLATE_NOOP, define
from writerlens.resources import read_prompt_file, resource_path

_TEXT_MISSING = define(
    "judges.prompt_file.text_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} needs a text field “{key}”.",
    ),
)

_ROLE_MISMATCH = define(
    "judges.prompt_file.role_mismatch",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {source} has role “{field_role}”; WriterLens reads its "
        "“{role}” prompt from that file. Fix the role or rename the file.",
    ),
)

_VERSION_MISSING = define(
    "judges.prompt_file.version_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        'The prompt file {source} needs a “version” (for example "1").',
    ),
)

_STRAY_BRACE = define(
    "judges.prompt_file.stray_brace",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {where} has a stray brace ({exc}). Write a literal brace as {{{{ or }}}}.",
    ),
)

_UNKNOWN_PLACEHOLDERS = define(
    "judges.prompt_file.unknown_placeholders",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {where} uses {names}; it may use {may}.",
    ),
)

_PLACEHOLDERS_MISSING = define(
    "judges.prompt_file.placeholders_missing",
    QT_TRANSLATE_NOOP(
        "messages",
        "The prompt file {where} never uses {names}; without it the judge would not "
        "see what it is to judge.",
    ),
)

Parts = dict[str, tuple[frozenset[str], frozenset[str]]]

#: role -> part -> (placeholders it must use, placeholders it may use).
ROLES: dict[str, Parts] = {
    "judge-questions": {
        "system": (frozenset(), frozenset()),
        "user": (frozenset({"story", "summary", "question"}), frozenset()),
        "question": (frozenset({"prompt", "levels"}), frozenset({"number", "count", "title"})),
        "retry": (frozenset(), frozenset()),
    },
    "judge-coherence": {
        "system": (frozenset(), frozenset()),
        "user": (frozenset({"summary", "sentence", "kinds"}), frozenset({"number", "count"})),
        "retry": (frozenset(), frozenset()),
    },
    "judge-probe": {
        "system": (frozenset(), frozenset()),
        "user": (frozenset({"summary", "question", "answer"}), frozenset()),
        "retry": (frozenset(), frozenset()),
    },
    # claim by claim (writerlens.claims): breaking a summary into claims, judging one claim
    "claims": {
        "system": (frozenset(), frozenset()),
        "user": (frozenset({"sentences"}), frozenset({"summary", "first", "last", "count"})),
        "retry": (frozenset(), frozenset()),
    },
    "claim-judge": {
        "system": (frozenset(), frozenset()),
        "user": (frozenset({"claim", "passages"}), frozenset({"title"})),
        "retry": (frozenset(), frozenset()),
    },
}

FILES = {role: f"{role}.toml" for role in ROLES}


class JudgePromptError(WriterLensError):
    """A judge's prompt file cannot be used; nothing was sent to any model."""


@dataclass(frozen=True)
class JudgePrompt:
    id: str
    version: str
    role: str
    description: str
    parts: dict[str, str]

    @property
    def ref(self) -> str:
        return f"{self.id}@{self.version}"

    def text(self, part: str, **values: str | int) -> str:
        """One part filled in (the caller passes what the role's contract says it gets)."""
        return self.parts[part].format_map({k: str(v) for k, v in values.items()})


def load_judge_prompt(role: str, folder: Path | None = None) -> JudgePrompt:
    """The role's prompt: a file of the same name in ``folder`` if there is one, else ours."""
    if role not in ROLES:
        raise KeyError(role)
    custom = Path(folder) / FILES[role] if folder else None
    path = custom if custom and custom.is_file() else resource_path("prompts", FILES[role])
    return parse_judge_prompt(read_prompt_file(path, JudgePromptError), role, path.name)


def parse_judge_prompt(data: dict[str, object], role: str, source: str) -> JudgePrompt:
    def field(key: str, required: bool = True) -> str:
        value = data.get(key, "")
        if not isinstance(value, str) or (required and not value.strip()):
            raise JudgePromptError(_TEXT_MISSING(source=source, key=key))
        return value.strip()

    if field("role") != role:
        raise JudgePromptError(_ROLE_MISMATCH(source=source, field_role=field("role"), role=role))
    version = data.get("version")
    if isinstance(version, int | float) and not isinstance(version, bool):
        version = str(version)
    if not isinstance(version, str) or not version.strip():
        raise JudgePromptError(_VERSION_MISSING(source=source))
    parts = {name: field(name, required=name != "system") for name in ROLES[role]}
    for name, text in parts.items():
        _check(text, *ROLES[role][name], where=f"{source} ({name})")
    return JudgePrompt(
        id=field("id"),
        version=version.strip(),
        role=role,
        description=field("description", required=False),
        parts=parts,
    )


def _check(text: str, required: frozenset[str], optional: frozenset[str], where: str) -> None:
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as exc:
        raise JudgePromptError(_STRAY_BRACE(where=where, exc=exc)) from exc
    used = {name for _, name, _, _ in parsed if name is not None}
    allowed = required | optional
    unknown = used - allowed
    if unknown:
        names = ", ".join("{" + n + "}" for n in sorted(unknown))
        may = ", ".join("{" + n + "}" for n in sorted(allowed)) or "no placeholders"
        raise JudgePromptError(_UNKNOWN_PLACEHOLDERS(where=where, names=names, may=may))
    missing = required - used
    if missing:
        names = ", ".join("{" + n + "}" for n in sorted(missing))
        raise JudgePromptError(_PLACEHOLDERS_MISSING(where=where, names=names))
