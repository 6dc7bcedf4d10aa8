"""How a study file's settings read to a person: its strategy, its models, what it collects.

Shared by the join dialog, the instructions and the create-study dialog, so that a writer and
a coordinator see the same words for the same setting.
"""

from __future__ import annotations

from html import escape

from writerlens.study.study_file import StudyFile
from writerlens.ui.tr_context import TrContext

StudyText = TrContext("StudyText")


def strategies() -> list[tuple[str, str]]:
    """(id, name) of the summarization strategies a study can ask for."""
    return [
        ("auto", StudyText.tr("Chosen by story length (whole story, or hierarchical merging)")),
        ("whole", StudyText.tr("Whole story at once")),
        ("hierarchical", StudyText.tr("Hierarchical merging")),
        ("incremental", StudyText.tr("Incremental updating")),
        ("gradual", StudyText.tr("Gradual summaries")),
    ]


def strategy_name(strategy: str) -> str:
    return dict(strategies()).get(strategy, strategy)


def provider_name(provider: str) -> str:
    return {
        "anthropic": "Anthropic",
        "openai": "OpenAI",
        "openai-compatible": StudyText.tr("your own server"),
        "local": StudyText.tr("on this computer"),
    }.get(provider, provider)


def collect_names(study: StudyFile) -> tuple[list[str], list[str]]:
    """(what the study asks writers to send, what it leaves with them)."""
    wanted = [
        (study.collect.summary_text, StudyText.tr("the summaries' text")),
        (study.collect.comments, StudyText.tr("your comments")),
        (study.collect.titles, StudyText.tr("your stories' titles")),
        (study.collect.story_text, StudyText.tr("your stories' text")),
    ]
    return [n for on, n in wanted if on], [n for on, n in wanted if not on]


def _and(items: list[str]) -> str:
    """``a, b and c`` in the writer's language."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:-1]:
        joined = StudyText.tr("{first}, {second}").format(first=joined, second=item)
    if len(items) > 1:
        joined = StudyText.tr("{first} and {second}").format(first=joined, second=items[-1])
    return joined


def study_asks(study: StudyFile) -> str:
    """The study's settings as a short HTML list (everything from the file is escaped)."""
    models = ", ".join(
        f"{escape(m.model)} ({escape(provider_name(m.provider))})" for m in study.models
    )
    sent, kept = collect_names(study)
    items = [
        StudyText.tr("Summaries: about {words} words, {strategy}.").format(
            words=study.words, strategy=escape(strategy_name(study.strategy).lower())
        ),
        StudyText.tr("Models: {models}.").format(models=models)
        if models
        else StudyText.tr("Models: any you like."),
        StudyText.tr("Your bundle will include your answers and rankings, and {sent}.").format(
            sent=_and(sent) or StudyText.tr("nothing more")
        ),
    ]
    if kept:
        items.append(StudyText.tr("It leaves out {kept}.").format(kept=_and(kept)))
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
