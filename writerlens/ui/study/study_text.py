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
    """(id, name) of the summarization strategies a study can ask for, named as the Summarize
    dialog names them for the writer (one word for one thing, on every screen)."""
    from writerlens.summarize.options import Strategy
    from writerlens.ui.summarize.texts import strategy_name as summarize_name

    def plain(strategy: Strategy) -> str:
        return summarize_name(strategy).replace("&&", "\0").replace("&", "").replace("\0", "&")

    return [(str(s.value), plain(s)) for s in Strategy]


def strategy_tip(strategy_id: str) -> str:
    """What the strategy does, and what researchers call it."""
    from writerlens.summarize.options import Strategy
    from writerlens.ui.summarize.texts import strategy_line, strategy_term

    try:
        strategy = Strategy(strategy_id)
    except ValueError:
        return ""
    return " ".join(t for t in (strategy_line(strategy), strategy_term(strategy)) if t)


def strategy_name(strategy: str) -> str:
    return dict(strategies()).get(strategy, strategy)


def provider_name(provider: str) -> str:
    return {
        "anthropic": "Anthropic",
        "openai": "OpenAI",
        "openai-compatible": StudyText.tr("your own server"),
        "local": StudyText.tr("on this computer"),
        "demo": StudyText.tr("practice summaries"),
    }.get(provider) or provider.replace("_", " ").replace("-", " ").capitalize()  # a name


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
        # the strategy's name as the Create dialog lists it (lowercased, German nouns read
        # wrong: "nach länge der geschichte")
        StudyText.tr("Summaries: about {words} words. Strategy: {strategy}.").format(
            words=study.words, strategy=escape(strategy_name(study.strategy))
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
