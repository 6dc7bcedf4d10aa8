"""The report as one self-contained HTML page: tables, notes, and plots inlined as base64 PNG.

Everything shown comes from bundles, which are outside data: every value is escaped.
"""

from __future__ import annotations

import base64
import html
from typing import Any

from writerlens.escape import printable
from writerlens.study.coordinator.label_names import label_names, name_of
from writerlens.study.coordinator.paper_tables import NO_HIGHLIGHTS
from writerlens.study.coordinator.plots import ANSWERS_PLOT, LABELS_PLOT, RANKING_PLOT
from writerlens.study.coordinator.plots import CLAIM_LOCATION as CLAIM_LOCATION_PLOT
from writerlens.study.coordinator.report_tables import (
    AGREEMENT,
    AUTOMATIC_BY_MODEL,
    BY_STYLE,
    CLAIM_FAITHFULNESS,
    CLAIM_JUDGES,
    CLAIM_KINDS,
    CLAIM_LOCATION,
    CLAIM_OMISSIONS,
    CLAIMS_PER_SUMMARY,
    CORRELATIONS,
    LABEL_ATTRIBUTES,
    LABELS,
    PAPER_ERROR_ATTRIBUTES,
    PAPER_ERROR_LABELS,
    PAPER_JUDGES,
    PAPER_STYLE_BUCKETS,
    RANKING_FIRST,
    RANKING_PAIRS,
    RATINGS,
    REFUSALS,
    WILCOXON,
    Convert,
    Table,
    items,
    ranking_grid_models,
)
from writerlens.study.coordinator.report_tables import rows as table_rows
from writerlens.study.coordinator.stats import SMALL_N, p_text

_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem;
       padding: 0 1rem; color: #222; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2.2rem; }
table { border-collapse: collapse; margin: .6rem 0 1rem; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: right; }
th { background: #f3f3f3; } td.t, th.t { text-align: left; }
p.note { color: #665; font-size: 13px; } img { max-width: 100%; }
figure { margin: .5rem 0 1rem; }
.cite { border-left: 3px solid #bbb; padding: .2rem .8rem; background: #fafafa; }
.cite pre { white-space: pre-wrap; font-size: 12px; }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  body { font-size: 10pt; max-width: none; margin: 0; padding: 0; }
  table { font-size: 8.5pt; width: 100%; }
  th, td { padding: .12rem .3rem; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  tr, figure, img, .cite { break-inside: avoid; page-break-inside: avoid; }
  img { max-height: 60vh; }
}
"""

#: What an empty table is replaced by.
NOTHING = "Nothing to show here: the bundles hold no data for this table."
#: The columns that hold an error label's (or attribute's) id: the page shows its name.
_LABEL_KEYS = ("label", "attribute", "kind")


def escape(text: str) -> str:
    """Outside text made safe for the page: control characters (ESC, BEL, a right-to-left
    override in a judge's name) shown as escapes, then HTML-escaped."""
    return html.escape(printable(str(text)))


def _fmt(value: Any, digits: int = 2) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if abs(value) < 0.001 and value != 0:
            return f"{value:.2e}"
        return f"{value:.{digits}f}"
    return escape(str(value))


def _table(
    header: list[str], rows: list[list[Any]], text_columns: int = 1, empty: str = NOTHING
) -> str:
    if not rows:
        return f'<p class="note">{escape(empty)}</p>'
    head = "".join(
        f'<th class="t">{escape(h)}</th>' if i < text_columns else f"<th>{escape(h)}</th>"
        for i, h in enumerate(header)
    )
    body = []
    for row in rows:
        cells = "".join(
            f'<td class="t">{_fmt(v)}</td>' if i < text_columns else f"<td>{_fmt(v)}</td>"
            for i, v in enumerate(row)
        )
        body.append(f"<tr>{cells}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _html_table(
    report: dict[str, Any], table: Table, convert: Convert | None = None, text_columns: int = 1
) -> str:
    """One of the report's tables with the page's headers; p-values as the field writes them."""
    columns = table.html_columns
    convert = {"p": _p, **(convert or {})}
    names = label_names(report)
    found = [
        {k: name_of(v, names) if k in _LABEL_KEYS and isinstance(v, str) else v
         for k, v in item.items()}
        for item in items(report, table)
    ]  # fmt: skip
    return _table(table.html_headers, table_rows(columns, found, convert), text_columns)


def _p(value: float | None) -> str | None:
    """A p-value as the field writes it ("p < 0.001", "p = 0.003"), never "0.00"."""
    return p_text(value) or None


def _image(title: str, png: bytes) -> str:
    data = base64.b64encode(png).decode("ascii")
    return f'<figure><img alt="{escape(title)}" src="data:image/png;base64,{data}"></figure>'


def _plot(plots: dict[str, bytes], title: str) -> list[str]:
    """The plot of that title, under the heading it belongs to, or nothing."""
    return [_image(title, plots[title])] if title in plots else []


def _instrument(ref: dict[str, Any]) -> str:
    return f"{ref.get('id', '?')} (version {ref.get('version', '?')})"


def cite_block(report: dict[str, Any]) -> list[str]:
    """How to cite the report: the app and its version, and the instruments the bundles used
    (a reader can only compare numbers made with the same questions and labels)."""
    instruments = report.get("instruments", {})
    kinds = (
        ("questionnaires", "questionnaire"),
        ("taxonomies", "error labels"),
        ("prompts", "prompt templates"),
    )
    lines = []
    for key, what in kinds:
        refs = instruments.get(key) or []
        if refs:
            lines.append(f"{what}: " + "; ".join(_instrument(r) for r in refs))
    study = report.get("study_id") or "unnamed study"
    citation = (
        f"WriterLens {report['app_version']} study report, {study}, made {report['created']}."
    )
    if lines:
        citation += " Instruments: " + " — ".join(lines) + "."
    return [
        '<h2>Cite this report</h2><div class="cite">',
        f"<p>{escape(citation)}</p>",
        '<p class="note">The instruments are those the bundles recorded; a study file that '
        "replaced the wording of a question or label carries its own id and version.</p>",
        "</div>",
    ]


def _count(n: Any, one: str, many: str | None = None) -> str:
    """A count with its noun in the right number ("1 bundle", "3 bundles"), never "bundle(s)"."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def render(report: dict[str, Any], plots: dict[str, bytes]) -> str:
    counts = report["counts"]
    title = "Study report" + (f": {report['study_id']}" if report.get("study_id") else "")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f"<p>{_count(counts['bundles'], 'bundle')} from "
        f"{_count(counts['participants'], 'participant')}: "
        f"{_count(counts['stories'], 'story', 'stories')}, "
        f"{_count(counts['summaries'], 'summary', 'summaries')}, "
        f"{_count(counts['answers'], 'answer')}, "
        f"{_count(counts['spans'], 'highlighted passage')}, "
        f"{_count(counts['rankings'], 'ranking')}. "
        f"Made by WriterLens {escape(report['app_version'])} on {escape(report['created'])}.</p>",
    ]
    parts += [f'<p class="note">{escape(n)}</p>' for n in report["notes"]]
    if "paper" in report:
        parts += paper_sections(report)

    parts.append("<h2>Answers per model and question</h2>")
    parts.append(
        '<p class="note">Refused and failed summaries are left out of these numbers; '
        "they are counted in the next table.</p>"
    )
    parts.append(_html_table(report, RATINGS, text_columns=2))
    parts += _plot(plots, ANSWERS_PLOT)
    parts.append("<h2>Refusals</h2>")
    parts.append(_html_table(report, REFUSALS))
    parts.append("<h2>Ranking</h2>")
    parts.append(_html_table(report, RANKING_PAIRS, text_columns=2))
    parts += _plot(plots, RANKING_PLOT)
    parts.append("<h2>Highlighted passages</h2>")
    if not report["labels"]["by_label"]:
        parts.append(
            '<p class="note">No highlight data: no bundle carried highlighted passages (which '
            "is not the same as no errors).</p>"
        )
    else:
        parts.append(_html_table(report, LABELS, text_columns=2))
        parts.append(_html_table(report, LABEL_ATTRIBUTES, text_columns=2))
    parts += _plot(plots, LABELS_PLOT)
    parts.append("<h2>Differences between models (Wilcoxon signed-rank, paired by story)</h2>")
    parts.append(
        '<p class="note">Two-sided tests. n is the number of stories with answers for both '
        "models; tied pairs (the same answer) are left out, so the test uses the untied ones. "
        "A note marks a sample too small to read much into.</p>"
    )
    parts.append(_html_table(report, WILCOXON, text_columns=3))
    parts.append("<h2>Answers by story style</h2>")
    parts.append(_html_table(report, BY_STYLE, text_columns=4))
    parts.append("<h2>Writers' answers and automatic scores</h2>")
    if report["correlations"]:
        parts.append(
            '<p class="note">Each score is set only against the question it is meant for (a '
            "judge's answer against the writers' answer to the same question; BooookScore "
            "against coherence); a metric meant for no one question is marked exploratory. "
            "p-values are two-sided; n is the number of summaries with both numbers.</p>"
        )
        parts.append(_html_table(report, CORRELATIONS, text_columns=4))
    else:
        parts.append('<p class="note">The bundles hold no judge or metric scores.</p>')
    parts.append("<h2>Automatic scores per model</h2>")
    if report.get("automatic"):
        parts.append(_html_table(report, AUTOMATIC_BY_MODEL, text_columns=4))
    else:
        parts.append('<p class="note">The bundles hold no judge or metric scores.</p>')
    parts.append("<h2>Agreement between people who judged the same items</h2>")
    parts.append(_html_table(report, AGREEMENT))
    if "claims" in report:
        parts += claim_sections(report, plots)
    parts += cite_block(report)
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


# -- the tables as papers print them ----------------------------------------------------------


def _pct(value: float | None) -> str | None:
    return None if value is None else f"{value:.1f}%"


def _headline_tables(by_model: list[dict[str, Any]], questions: list[str]) -> list[str]:
    """The headline numbers as two narrow tables (mean with n, then the share of 4s), each a
    model per row and a question per column, so that they fit a printed page."""
    if not questions or not any(row["questions"][q]["n"] for row in by_model for q in questions):
        return ['<p class="note">No answers to the questions in these bundles.</p>']
    header = ["model", *questions, "average"]
    means, tops = [], []
    for row in by_model:
        cells = [row["questions"][q] for q in questions]
        means.append(
            [row["model"],
             *(None if c["mean"] is None else f"{c['mean']:.2f} (n={c['n']})" for c in cells),
             row["average"]["mean"]]
        )  # fmt: skip
        tops.append(
            [row["model"], *(_pct(c["top_pct"]) for c in cells), _pct(row["average"]["top_pct"])]
        )
    return [
        "<h4>Mean answer (1-4), with the number of answers</h4>",
        _table(header, means),
        "<h4>Share of top answers (4s)</h4>",
        _table(header, tops),
    ]


_STYLE_NAMES = {
    "narrator": "narrator",
    "detailed_subplot": "detailed subplot",
    "timeline": "timeline",
}


def paper_sections(report: dict[str, Any]) -> list[str]:
    paper = report["paper"]
    questions = report["questions"]
    parts = ["<h2>Tables as a paper prints them</h2>"]
    parts.append(
        "<h3>Writers' answers: mean and share of top answers (4s) per question</h3>"
        '<p class="note">Refused and failed summaries left out. The average column weighs '
        "each question the same.</p>"
    )
    parts += _headline_tables(paper["models_by_questions"], questions)

    labels = paper["error_labels"]
    parts.append("<h3>Error labels per model</h3>")
    if not labels["highlight_data"]:
        parts.append(
            f'<p class="note">{NO_HIGHLIGHTS.capitalize()}: no bundle carried highlighted '
            "passages, so there is nothing to count (not zero errors).</p>"
        )
    else:
        parts.append(
            '<p class="note">Count of passages, and the share of the model\'s reviewed '
            "summaries with at least one.</p>"
        )
        for table in (PAPER_ERROR_LABELS, PAPER_ERROR_ATTRIBUTES):
            parts.append(_html_table(report, table, {"pct": _pct}, text_columns=2))

    parts.append(
        "<h3>By story style</h3>"
        '<p class="note">Each summary\'s mean over the questions it was answered on, then '
        "the mean of those; the bucket's size in summaries and stories.</p>"
    )
    buckets = [
        {**b, "dimension": _STYLE_NAMES.get(b["dimension"], b["dimension"])}
        for b in paper["style_buckets"]
    ]
    style = PAPER_STYLE_BUCKETS.html_columns
    parts.append(
        _table(PAPER_STYLE_BUCKETS.html_headers, table_rows(style, buckets), text_columns=3)
    )

    parts.append(
        "<h3>LLM judges against the writers, per question</h3>"
        '<p class="note">The judge answered the same question as the writer. Two-sided '
        f"p-values; n is the number of summaries; under {SMALL_N} a note says the sample is "
        "small.</p>"
    )
    if paper["judges"]:
        parts.append(_html_table(report, PAPER_JUDGES, text_columns=2))
    else:
        parts.append('<p class="note">No LLM judge answered the questions in these bundles.</p>')

    ranking = report["ranking"]
    parts.append("<h3>Ranking</h3>")
    parts.append(_html_table(report, RANKING_FIRST, {"pct": _pct}))
    pairs = {(p["model"], p["other"]): p for p in ranking["pairs"]}
    grid, ranked = ranking_grid_models(report)
    matrix = []
    for model in grid:
        cells: list[Any] = [model]
        for other in grid:
            pair = pairs.get((model, other))
            cells.append(
                None if pair is None or not pair["stories"]
                else f"{pair['pct']:.1f}% ({pair['above']}/{pair['stories']})"
            )  # fmt: skip
        matrix.append(cells)
    parts.append('<p class="note">Row ranked above column, in the stories ranked with both.</p>')
    if ranked > len(grid):
        parts.append(
            f'<p class="note">The grid shows the first {len(grid)} of the {ranked} models ranked '
            "with another; report.json holds every pair.</p>"
        )
    parts.append(_table(["ranked above →", *grid], matrix))
    return parts


# -- claim by claim ---------------------------------------------------------------------------


def claim_sections(report: dict[str, Any], plots: dict[str, bytes] | None = None) -> list[str]:
    """The claim-by-claim tables, each with what it counts; a note where no bundle had any."""
    claims = report["claims"]
    counts = claims["counts"]
    parts = ["<h2>Claim by claim</h2>"]
    if not counts["claims"]:
        parts.append(
            '<p class="note">No claim data: no bundle carried claims (bundles of format 1, or '
            "writers who did not check claims).</p>"
        )
        return parts
    parts.append(
        f'<p class="note">{counts["claims"]} claims (those the writers replaced by editing, '
        f"splitting or merging are kept but not counted below), {counts['verdicts']} writer "
        f"verdicts, {counts['omissions']} omissions, {counts['judgments']} judge verdicts.</p>"
    )
    sections = (
        (
            CLAIM_FAITHFULNESS,
            "Faithful claims per model",
            "Of the claims the writers judged (can't-tell ones included). Partly supported "
            "claims are counted both ways: as not faithful in “% faithful”, as faithful in "
            "“% faithful or partly”.",
        ),
        (
            CLAIM_KINDS,
            "Unfaithful and partly supported claims by error label",
            "The label the writer gave to what is wrong with the claim.",
        ),
        (CLAIMS_PER_SUMMARY, "Claims per summary", "Active claims of summaries with claims."),
        (
            CLAIM_OMISSIONS,
            "What the summaries left out, per model and kind",
            "Per summary shown in a review that marked omissions (a review that marked none "
            "is not counted as finding none).",
        ),
        (
            CLAIM_LOCATION,
            "Where in the story the claimed events sit",
            "By thirds of the story's length, from the middle of the passage the writer gave "
            "as evidence, or, when the writer gave none, the first passage a judge used (the "
            "source columns say how many of each). The last row is the story itself: a model "
            "that dwells on the ending shows a larger share in the end third than a third.",
        ),
        (
            CLAIM_JUDGES,
            "LLM judges against the writers, claim by claim",
            "Claims both judged (a judge's unusable reply left out); Cohen's kappa over the "
            f"four verdicts. Under {SMALL_N} claims a note says the sample is small.",
        ),
    )
    for table, title, note in sections:
        parts.append(f'<h3>{escape(title)}</h3><p class="note">{escape(note)}</p>')
        if items(report, table):
            text_columns = 2 if table in (CLAIM_KINDS, CLAIM_OMISSIONS) else 1
            parts.append(_html_table(report, table, {"pct": _pct}, text_columns=text_columns))
            if table is CLAIM_LOCATION and CLAIM_LOCATION_PLOT in (plots or {}):
                parts.append(_image(CLAIM_LOCATION_PLOT, (plots or {})[CLAIM_LOCATION_PLOT]))
        else:
            parts.append('<p class="note">None in these bundles.</p>')
    return parts
