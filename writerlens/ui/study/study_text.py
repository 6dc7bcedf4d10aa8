"""How a study file's settings read to a person: its strategy, its models, what it collects.

Shared by the join dialog, the instructions and the create-study dialog, so that a writer and
a coordinator see the same words for the same setting.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from writerlens.study.study_file import StudyFile

_CONTEXT = "StudyText"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def strategies() -> list[tuple[str, str]]:
    """(id, name) of the summarization strategies a study can ask for."""
    return [
        ("auto", _tr("Chosen by story length (whole story, or hierarchical merging)")),
        ("whole", _tr("Whole story at once")),
        ("hierarchical", _tr("Hierarchical merging")),
        ("incremental", _tr("Incremental updating")),
        ("gradual", _tr("Gradual summaries")),
    ]


def strategy_name(strategy: str) -> str:
    return dict(strategies()).get(strategy, strategy)


def provider_name(provider: str) -> str:
    return {
        "anthropic": "Anthropic",
        "openai": "OpenAI",
        "openai-compatible": _tr("your own server"),
        "local": _tr("on this computer"),
    }.get(provider, provider)


def collect_names(study: StudyFile) -> tuple[list[str], list[str]]:
    """(what the study asks writers to send, what it leaves with them)."""
    wanted = [
        (study.collect.summary_text, _tr("the summaries' text")),
        (study.collect.comments, _tr("your comments")),
        (study.collect.titles, _tr("your stories' titles")),
        (study.collect.story_text, _tr("your stories' text")),
    ]
    return [n for on, n in wanted if on], [n for on, n in wanted if not on]


def _and(items: list[str]) -> str:
    """``a, b and c`` in the writer's language."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:-1]:
        joined = _tr("{first}, {second}").format(first=joined, second=item)
    if len(items) > 1:
        joined = _tr("{first} and {second}").format(first=joined, second=items[-1])
    return joined


def study_asks(study: StudyFile) -> str:
    """The study's settings as a short HTML list (everything from the file is escaped)."""
    models = ", ".join(
        f"{escape(m.model)} ({escape(provider_name(m.provider))})" for m in study.models
    )
    sent, kept = collect_names(study)
    items = [
        _tr("Summaries: about {words} words, {strategy}.").format(
            words=study.words, strategy=escape(strategy_name(study.strategy).lower())
        ),
        _tr("Models: {models}.").format(models=models) if models else _tr("Models: any you like."),
        _tr("Your bundle will include your answers and rankings, and {sent}.").format(
            sent=_and(sent) or _tr("nothing more")
        ),
    ]
    if kept:
        items.append(_tr("It leaves out {kept}.").format(kept=_and(kept)))
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
