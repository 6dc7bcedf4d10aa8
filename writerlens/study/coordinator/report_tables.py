"""Each table of the study report defined once: its columns' keys, headers and kinds.

The CSV files (``tables``), the HTML page (``html_report``) and the coordinator's Study window
(``writerlens.ui.study.report_tables``) all lay out the same tables; they take their columns
from here so that a column added or renamed in one cannot go missing in another. A medium may
leave a column out (the HTML shows no median, the CSV keeps the p-values' text as well): then
that medium's header is ``None``. The window's headers are English here and translated there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from writerlens.review.questionnaire import SCALE


@dataclass(frozen=True)
class Column:
    #: the report row's key, and the CSV file's header
    key: str
    #: the HTML page's header; None: not on the page
    html: str | None
    #: the Study window's header (before translation); None: not in the window
    window: str | None
    #: how the window shows the values: text, count, mean, pct, p, coef
    kind: str = "text"
    #: the window's tooltip for the header (before translation)
    tip: str = ""
    #: the value shown where a row has none
    missing: Any = None


@dataclass(frozen=True)
class Table:
    name: str
    columns: tuple[Column, ...]

    @property
    def csv_keys(self) -> list[str]:
        return [c.key for c in self.columns]

    @property
    def html_columns(self) -> tuple[Column, ...]:
        return tuple(c for c in self.columns if c.html is not None)

    @property
    def window_columns(self) -> tuple[Column, ...]:
        return tuple(c for c in self.columns if c.window is not None)

    @property
    def html_headers(self) -> list[str]:
        return [c.html for c in self.html_columns if c.html is not None]

    @property
    def window_headers(self) -> list[str]:
        return [c.window for c in self.window_columns if c.window is not None]


Convert = dict[str, Callable[[Any], Any]]


def rows(
    columns: Iterable[Column], items: Iterable[dict[str, Any]], convert: Convert | None = None
) -> list[list[Any]]:
    """The items' values in the columns' order; ``convert`` maps a column kind to how a
    medium writes it (e.g. the HTML's "p < 0.001")."""
    convert = convert or {}
    columns = tuple(columns)
    out = []
    for item in items:
        row = []
        for c in columns:
            value = item.get(c.key)
            value = c.missing if value is None else value
            row.append(convert[c.kind](value) if c.kind in convert else value)
        out.append(row)
    return out


def _c(key: str, html: str | None, window: str | None, kind: str = "text", tip: str = "") -> Column:
    return Column(key, html, window, kind, tip)


LEVELS = [str(level) for level in SCALE]
TOP = LEVELS[-1]

RATINGS = Table(
    "ratings",
    (
        _c("model", "model", "Model"),
        _c("question", "question", "Question"),
        _c("n", "n", "n", "count", "How many answers"),
        _c("mean", "mean", "Mean", "mean"),
        _c("sd", "sd", "SD", "mean", "Standard deviation"),
        _c("median", None, "Median", "mean"),
        _c("perfect_pct", f"% {TOP}s", f"% {TOP}s", "pct", "Share of perfect answers"),
        *(
            _c(f"count_{level}", f"# {level}", f"# {level}", "count", f"Answers of {level}")
            for level in LEVELS
        ),
    ),
)


REFUSALS = Table(
    "refusals",
    (
        _c("model", "model", "Model"),
        _c("summaries", "summaries", "Summaries", "count"),
        _c("refused", "refused", "Refused", "count"),
        _c("failed", "failed", "Failed", "count"),
        _c("answers_left_out", "answers left out", "Answers left out", "count"),
    ),
)
LABELS = Table(
    "labels",
    (_c("model", "model", None), _c("label", "label", None), _c("count", "count", None, "count")),
)
LABEL_ATTRIBUTES = Table(
    "label_attributes",
    (
        _c("model", "model", None),
        _c("attribute", "attribute", None),
        _c("count", "count", None, "count"),
    ),
)
SPANS_PER_MODEL = Table(
    "spans_per_model",
    (
        _c("model", None, "Model"),
        _c("spans", None, "Passages", "count"),
        _c("reviewed_summaries", None, "Reviewed summaries", "count"),
        _c("spans_per_summary", None, "Per summary", "mean"),
    ),
)
RANKING_PAIRS = Table(
    "ranking_pairs",
    (
        _c("model", "model", None),
        _c("other", "ranked above", None),
        _c("stories", "stories", None, "count"),
        _c("above", "times", None, "count"),
        _c("pct", "%", None, "pct"),
    ),
)
RANKING_FIRST = Table(
    "ranking_first",
    (
        _c("model", "model", "Model"),
        _c("rankings", "rankings", "Rankings", "count"),
        _c("first", "ranked first", "First", "count"),
        _c("pct", "% first", "%", "pct"),
    ),
)
WILCOXON = Table(
    "wilcoxon",
    (
        _c("question", "question", "Question"),
        _c("model_a", "model A", "Model A"),
        _c("model_b", "model B", "Model B"),
        _c("n_pairs", "n (pairs)", "Pairs", "count", "Stories rated for both models"),
        _c("n_untied", "untied", "Untied", "count", "Pairs whose answers differ"),
        _c("mean_difference", "mean A−B", "Mean A−B", "mean"),
        _c("statistic", "W", "W", "mean", "The test statistic"),
        _c("p_value", "p", "p", "p"),
        _c("p_text", None, None),
        _c("alternative", None, None),
        _c("note", "note", "Note"),
    ),
)
BY_STYLE = Table(
    "by_style",
    (
        _c("dimension", "style", "Style"),
        _c("value", "value", "Value"),
        _c("model", "model", "Model"),
        _c("question", "question", "Question"),
        _c("n", "n", "n", "count"),
        _c("mean", "mean", "Mean", "mean"),
    ),
)
CORRELATIONS = Table(
    "correlations",
    (
        _c("question", "question", "Question"),
        _c("kind", "kind", "Kind"),
        _c("name", "score", "Score"),
        _c("score_question", None, None),
        Column("pairing", "paired because", "Paired because", missing=""),
        _c("n", "n", "n", "count"),
        _c("pearson_r", "Pearson r", "Pearson r", "coef"),
        _c("pearson_p", "p", "p", "p"),
        _c("pearson_p_text", None, None),
        _c("spearman_rho", "Spearman ρ", "Spearman ρ", "coef"),
        # "p " with a space: the window's headers must differ from one another
        _c("spearman_p", "p", "p ", "p"),
        _c("spearman_p_text", None, None),
        _c("alternative", None, None),
        _c("note", "note", "Note"),
    ),
)
AUTOMATIC_BY_MODEL = Table(
    "automatic_by_model",
    (
        _c("model", "model", None),
        _c("kind", "kind", None),
        _c("name", "score", None),
        Column("score_question", "question", None, missing=""),
        _c("n", "summaries", None, "count"),
        _c("mean", "mean", None, "mean"),
        _c("sd", "sd", None, "mean"),
    ),
)
AGREEMENT = Table(
    "agreement",
    (
        _c("what", "question", "Question"),
        _c("items", "items", "Items", "count"),
        _c("max_raters", "raters", "Raters", "count", "The most people who judged one item"),
        _c("krippendorff_alpha_nominal", "α nominal", "α nominal", "coef", "Krippendorff's alpha"),
        _c("krippendorff_alpha_ordinal", "α ordinal", "α ordinal", "coef", "Krippendorff's alpha"),
        _c("krippendorff_alpha_interval", "α interval", "α interval", "coef",
           "Krippendorff's alpha"),
        _c("fleiss_kappa", "Fleiss κ", "Fleiss κ", "coef"),
        _c("note", "note", "Note"),
    ),
)  # fmt: skip

PAPER_ERROR_LABELS = Table(
    "paper_error_labels",
    (
        _c("label", "label", "Label"),
        _c("model", "model", "Model"),
        _c("count", "passages", "Passages", "count"),
        _c("summaries_with", "summaries with one", "Summaries with one", "count"),
        _c("share_pct", "% of summaries", "% of summaries", "pct"),
    ),
)
PAPER_ERROR_ATTRIBUTES = Table(
    "paper_error_attributes",
    (
        _c("attribute", "attribute", None),
        _c("model", "model", None),
        _c("count", "passages", None, "count"),
        _c("summaries_with", "summaries with one", None, "count"),
        _c("share_pct", "% of summaries", None, "pct"),
    ),
)
PAPER_STYLE_BUCKETS = Table(
    "paper_style_buckets",
    (
        _c("dimension", "style", "Style"),
        _c("value", "value", "Value"),
        _c("model", "model", "Model"),
        _c("summaries", "summaries", "Summaries", "count"),
        _c("stories", "stories", "Stories", "count"),
        _c("mean", "mean", "Mean", "mean"),
    ),
)
PAPER_JUDGES = Table(
    "paper_judges",
    (
        _c("judge", "judge", "Judge"),
        _c("question", "question", "Question"),
        _c("n", "n", "n", "count", "Summaries with both answers"),
        _c("pearson_r", "Pearson r", "Pearson r", "coef"),
        _c("pearson_p", "p", "p", "p"),
        _c("pearson_p_text", None, None),
        _c("spearman_rho", "Spearman ρ", "Spearman ρ", "coef"),
        _c("spearman_p", "p", "p ", "p"),
        _c("spearman_p_text", None, None),
        _c("note", "note", "Note"),
    ),
)
CLAIM_FAITHFULNESS = Table(
    "claim_faithfulness",
    (
        _c("model", "model", "Model"),
        _c("n", "claims judged", "Claims judged", "count", "Claims with the writer's verdict"),
        _c("faithful", "faithful", "Faithful", "count"),
        _c("partial", "partly", "Partly", "count", "Partly supported"),
        _c("unfaithful", "unfaithful", "Unfaithful", "count"),
        _c("unverifiable", "can't tell", "Can't tell", "count", "Unverifiable"),
        _c("faithful_pct", "% faithful", "% faithful", "pct",
           "Partly supported claims counted as not faithful"),
        _c("faithful_or_partial_pct", "% faithful or partly", "% faithful or partly", "pct",
           "Partly supported claims counted as faithful"),
        _c("note", "note", "Note"),
    ),
)  # fmt: skip
CLAIM_KINDS = Table(
    "claim_kinds",
    (
        _c("model", "model", "Model"),
        _c("kind", "error label", "Error label"),
        _c("unfaithful", "unfaithful", "Unfaithful", "count"),
        _c("partial", "partly", "Partly", "count", "Partly supported"),
    ),
)
CLAIMS_PER_SUMMARY = Table(
    "claims_per_summary",
    (
        _c("model", "model", "Model"),
        _c("summaries", "summaries", "Summaries", "count", "Summaries with claims"),
        _c("claims", "claims", "Claims", "count", "Active claims"),
        _c("mean", "mean", "Per summary", "mean"),
        _c("min", "min", "Min", "count"),
        _c("max", "max", "Max", "count"),
        _c("retired", "replaced by the writer", "Replaced", "count",
           "Claims the writer edited, split or merged (kept, not counted)"),
    ),
)  # fmt: skip
CLAIM_OMISSIONS = Table(
    "claim_omissions",
    (
        _c("model", "model", "Model"),
        _c("kind", "left out", "Left out"),
        _c("omissions", "omissions", "Omissions", "count"),
        _c("summaries", "summaries checked", "Summaries checked", "count",
           "Summaries shown in reviews that marked omissions"),
        _c("per_summary", "per summary", "Per summary", "mean"),
    ),
)  # fmt: skip
CLAIM_LOCATION = Table(
    "claim_location",
    (
        _c("model", "model", "Model"),
        _c("n", "claims placed", "Claims placed", "count"),
        _c("by_writer", "by the writer's evidence", "By writer", "count",
           "Placed by the passage the writer gave as evidence"),
        _c("by_judge", "by a judge's evidence", "By judge", "count",
           "The writer gave none: placed by the passage a judge used"),
        _c("beginning_pct", "% beginning", "% beginning", "pct", "First third of the story"),
        _c("middle_pct", "% middle", "% middle", "pct", "Middle third of the story"),
        _c("end_pct", "% end", "% end", "pct", "Last third of the story"),
        _c("beginning", None, None, "count"),
        _c("middle", None, None, "count"),
        _c("end", None, None, "count"),
        _c("note", "note", "Note"),
    ),
)  # fmt: skip
CLAIM_JUDGES = Table(
    "claim_judges",
    (
        _c("judge", "judge", "Judge"),
        _c("n", "claims", "Claims", "count", "Claims both the writer and the judge judged"),
        _c("agreement_pct", "% same verdict", "% same verdict", "pct"),
        _c("cohen_kappa", "Cohen κ", "Cohen κ", "coef", "Over the four verdicts"),
        _c("note", "note", "Note"),
    ),
)
#: The claim-by-claim tables, in the order the report shows them.
CLAIM_TABLES = (
    CLAIM_FAITHFULNESS,
    CLAIM_KINDS,
    CLAIMS_PER_SUMMARY,
    CLAIM_OMISSIONS,
    CLAIM_LOCATION,
    CLAIM_JUDGES,
)

#: The paper-shaped tables defined here (the models x questions table and the ranking matrix
#: have a column per question or model, so they are laid out where they are shown).
PAPER_TABLES = {
    t.name: t
    for t in (PAPER_ERROR_LABELS, PAPER_ERROR_ATTRIBUTES, PAPER_STYLE_BUCKETS, PAPER_JUDGES)
}

#: Every table defined here, by its CSV file's name (without ".csv").
TABLES = {
    t.name: t
    for t in (
        RATINGS,
        REFUSALS,
        LABELS,
        LABEL_ATTRIBUTES,
        SPANS_PER_MODEL,
        RANKING_PAIRS,
        RANKING_FIRST,
        WILCOXON,
        BY_STYLE,
        CORRELATIONS,
        AUTOMATIC_BY_MODEL,
        AGREEMENT,
        *CLAIM_TABLES,
    )
}


#: Tables whose rows sit elsewhere than under their name in the report dictionary.
_WHERE = {
    "automatic_by_model": ("automatic",),
    "labels": ("labels", "by_label"),
    "label_attributes": ("labels", "by_attribute"),
    "spans_per_model": ("labels", "per_model"),
    "ranking_pairs": ("ranking", "pairs"),
    "ranking_first": ("ranking", "first_place"),
    "paper_error_labels": ("paper", "error_labels", "by_label"),
    "paper_error_attributes": ("paper", "error_labels", "by_attribute"),
    "paper_style_buckets": ("paper", "style_buckets"),
    "paper_judges": ("paper", "judges"),
    "claim_faithfulness": ("claims", "faithfulness"),
    "claim_kinds": ("claims", "kinds"),
    "claims_per_summary": ("claims", "per_summary"),
    "claim_omissions": ("claims", "omissions"),
    "claim_location": ("claims", "location"),
    "claim_judges": ("claims", "judges"),
}


def items(report: dict[str, Any], table: Table) -> list[dict[str, Any]]:
    """The table's rows in the report dictionary (the ratings with each answer level's count
    as a column of its own)."""
    if table is RATINGS:
        return [
            {**r, **{f"count_{level}": r["counts"][level] for level in LEVELS}}
            for r in report["ratings"]
        ]
    if table.name in _WHERE:
        found: Any = report
        for step in _WHERE[table.name]:
            found = found.get(step, [])
        return list(found)
    return list(report.get(table.name, []))


#: The ranking grid (HTML, CSV, Study window) shows at most this many models: its cells grow
#: with the square of the models, and a 36 KB bundle naming 2,000 made a 50 MB page.
MAX_GRID_MODELS = 60


def ranking_grid_models(report: dict[str, Any]) -> tuple[list[str], int]:
    """``(models shown in the ranking grid, how many it would show uncapped)``: every model of
    the report when they fit; else those ranked with at least one other, in the report's
    order, the first MAX_GRID_MODELS of them. Every pair stays in ``report["ranking"]["pairs"]``
    (report.json)."""
    models = list(report["models"])
    if len(models) > MAX_GRID_MODELS:
        ranked = {p["model"] for p in report["ranking"]["pairs"]}
        models = [m for m in models if m in ranked]
    return models[:MAX_GRID_MODELS], len(models)
