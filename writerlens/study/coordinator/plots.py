"""The report's plots, drawn with matplotlib's Agg renderer into PNG bytes.

The Figure/FigureCanvasAgg pair is used instead of pyplot so that nothing global changes:
the analysis may run inside the Qt app, whose own matplotlib backend must stay as it is.
"""

from __future__ import annotations

import io
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from writerlens.review.questionnaire import SCALE
from writerlens.study.coordinator.label_names import label_names, name_of, question_names

_DPI = 96
#: More models, questions or labels than this are not drawn (their tables still hold every
#: number): a figure grows with them, and a 36 KB bundle naming 2,000 models asked Agg for a
#: canvas of gigabytes (MemoryError: no report at all).
MAX_MODELS_DRAWN = 40
MAX_QUESTIONS_DRAWN = 16
MAX_LABELS_DRAWN = 60


def _drawable(models: int = 0, questions: int = 0, labels: int = 0) -> bool:
    return (
        models <= MAX_MODELS_DRAWN
        and questions <= MAX_QUESTIONS_DRAWN
        and labels <= MAX_LABELS_DRAWN
    )


def _png(figure: Figure) -> bytes:
    FigureCanvasAgg(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=_DPI, bbox_inches="tight")
    return buffer.getvalue()


def _short(name: str, width: int = 28) -> str:
    return _plain(name if len(name) <= width else name[: width - 1] + "…")


def _plain(text: str) -> str:
    """Text from a bundle shown as itself: matplotlib reads ``$...$`` as math and raises on
    what it cannot typeset (a model named ``$\\foo$`` stopped the whole report)."""
    return text.replace("$", r"\$")


def _names(models: list[str], width: int = 28) -> list[str]:
    """Model names for axes and legends: a provider they all share is left out."""
    providers = {m.split("/", 1)[0] for m in models}
    if len(providers) == 1 and all("/" in m for m in models):
        models = [m.split("/", 1)[1] for m in models]
    return [_short(m, width) for m in models]


def rating_distributions(report: dict[str, Any]) -> bytes | None:
    """One panel per question: for each model, the share of answers at each level."""
    questions = report["questions"]
    models = report["models"]
    if not questions or not models or not _drawable(len(models), len(questions)):
        return None
    cells = {(r["model"], r["question"]): r for r in report["ratings"]}
    figure = Figure(figsize=(3.2 * len(questions), 3.4))
    axes = figure.subplots(1, len(questions), squeeze=False)[0]
    width = 0.8 / len(models)
    names = _names(models)
    titles = question_names(report)  # each panel titled by its question, not its id
    for ax, question in zip(axes, questions, strict=True):
        for i, model in enumerate(models):
            cell = cells.get((model, question))
            n = cell["n"] if cell else 0
            shares = (
                [100.0 * cell["counts"][str(level)] / n if n else 0.0 for level in SCALE]
                if cell
                else [0.0] * len(SCALE)
            )
            xs = [level + (i - (len(models) - 1) / 2) * width for level in SCALE]
            ax.bar(xs, shares, width=width, label=names[i])
        ax.set_title(_short(titles.get(question) or question.replace("_", " ").capitalize(), 40))
        ax.set_xticks(list(SCALE))
        ax.set_xlabel("answer")
        ax.set_ylim(0, 100)
    axes[0].set_ylabel("% of answers")
    handles, labels = axes[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="upper center", ncol=min(len(models), 4),
                  bbox_to_anchor=(0.5, 0.0), fontsize="small")  # fmt: skip
    return _png(figure)


def ranking_matrix(report: dict[str, Any]) -> bytes | None:
    """How often the row model was ranked above the column model (% of shared stories)."""
    models = report["models"]
    if len(models) < 2 or not report["ranking"]["rankings"] or not _drawable(len(models)):
        return None
    pct = {(p["model"], p["other"]): p["pct"] for p in report["ranking"]["pairs"]}
    grid = [[pct.get((a, b)) for b in models] for a in models]
    values = [[(v if v is not None else float("nan")) for v in row] for row in grid]
    size = 1.2 + 0.9 * len(models)
    figure = Figure(figsize=(size + 1.5, size))
    ax = figure.subplots()
    image = ax.imshow(values, vmin=0, vmax=100, cmap="RdBu")
    names = _names(models, 24)
    ax.set_xticks(range(len(models)), names, rotation=30, ha="right")
    ax.set_yticks(range(len(models)), names)
    for i, row in enumerate(grid):
        for j, value in enumerate(row):
            if value is not None:
                ax.text(j, i, f"{value:.0f}%", ha="center", va="center", fontsize="small")
    ax.set_xlabel("… ranked below")
    ax.set_ylabel("model ranked above …")
    figure.colorbar(image, ax=ax, label="% of stories")
    return _png(figure)


def label_counts(report: dict[str, Any]) -> bytes | None:
    """Spans per error label, one bar per model."""
    rows = report["labels"]["by_label"]
    if not rows:
        return None
    models = report["models"]
    labels = sorted({r["label"] for r in rows})
    if not _drawable(len(models), labels=len(labels)):
        return None
    counts = {(r["model"], r["label"]): r["count"] for r in rows}
    figure = Figure(figsize=(max(5.0, 0.7 * len(labels) + 2), 3.6))
    ax = figure.subplots()
    width = 0.8 / max(1, len(models))
    names = _names(models)
    for i, model in enumerate(models):
        xs = [k + (i - (len(models) - 1) / 2) * width for k in range(len(labels))]
        heights = [counts.get((model, lab), 0) for lab in labels]
        ax.bar(xs, heights, width=width, label=names[i])
    names_of = label_names(report)
    ticks = [_short(name_of(lab, names_of), 30) for lab in labels]
    ax.set_xticks(range(len(labels)), ticks, rotation=35, ha="right", rotation_mode="anchor")
    ax.set_ylabel("spans")
    ax.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1.0))
    return _png(figure)


#: The title of the claims' location plot (the HTML page puts it beside its table).
CLAIM_LOCATION = "Claims: where in the story the claimed events sit"


def claim_location(report: dict[str, Any]) -> bytes | None:
    """Per model, the share of its claims in each third of the story, against the even third
    the story itself gives each: a tall last bar is a summary dwelling on the ending."""
    rows = [r for r in report.get("claims", {}).get("location", []) if r["n"]]
    if not rows or not _drawable(len(rows)):
        return None
    thirds = ("beginning", "middle", "end")
    figure = Figure(figsize=(5.6, 3.4))
    ax = figure.subplots()
    width = 0.8 / len(rows)
    names = _names([r["model"] for r in rows])
    for i, row in enumerate(rows):
        xs = [k + (i - (len(rows) - 1) / 2) * width for k in range(len(thirds))]
        ax.bar(xs, [row[f"{third}_pct"] for third in thirds], width=width, label=names[i])
    ax.axhline(100 / 3, color="#555", linestyle="--", linewidth=1, label="the story itself")
    ax.set_xticks(range(len(thirds)), ["first third", "middle third", "last third"])
    ax.set_ylabel("% of the model's claims")
    ax.set_ylim(0, 100)
    ax.legend(fontsize="small")
    return _png(figure)


ANSWERS_PLOT = "Answers per model and question"
RANKING_PLOT = "Ranking: how often one model was placed above another"
LABELS_PLOT = "Highlighted passages per error label"


def all_plots(report: dict[str, Any]) -> dict[str, bytes]:
    drawn = {
        ANSWERS_PLOT: rating_distributions(report),
        RANKING_PLOT: ranking_matrix(report),
        LABELS_PLOT: label_counts(report),
        CLAIM_LOCATION: claim_location(report),
    }
    return {title: png for title, png in drawn.items() if png is not None}
