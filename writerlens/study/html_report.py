"""The report as one self-contained HTML page: tables, notes, and plots inlined as base64 PNG.

Everything shown comes from bundles, which are outside data: every value is escaped.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

from writerlens.review.questionnaire import SCALE

_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem;
       padding: 0 1rem; color: #222; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2.2rem; }
table { border-collapse: collapse; margin: .6rem 0 1rem; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: right; }
th { background: #f3f3f3; } td.t, th.t { text-align: left; }
p.note { color: #665; font-size: 13px; } img { max-width: 100%; }
"""


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


def _table(header: list[str], rows: list[list[Any]], text_columns: int = 1) -> str:
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


def _image(title: str, png: bytes) -> str:
    data = base64.b64encode(png).decode("ascii")
    return f'<figure><img alt="{escape(title)}" src="data:image/png;base64,{data}"></figure>'


def render(report: dict[str, Any], plots: dict[str, bytes]) -> str:
    counts = report["counts"]
    levels = [str(level) for level in SCALE]
    title = "Study report" + (f": {report['study_id']}" if report.get("study_id") else "")
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f"<p>{counts['bundles']} bundle(s) from {counts['participants']} participant(s): "
        f"{counts['stories']} stories, {counts['summaries']} summaries, "
        f"{counts['answers']} answers, {counts['spans']} highlighted passages, "
        f"{counts['rankings']} rankings. Made by WriterLens {escape(report['app_version'])} "
        f"on {escape(report['created'])}.</p>",
    ]
    parts += [f'<p class="note">{escape(n)}</p>' for n in report["notes"]]
    plot_list = list(plots.items())

    parts.append("<h2>Answers per model and question</h2>")
    parts.append(
        '<p class="note">Refused and failed summaries are left out of these numbers; '
        "they are counted in the next table.</p>"
    )
    parts.append(
        _table(
            ["model", "question", "n", "mean", "sd", "% 4s", *[f"# {lv}" for lv in levels]],
            [
                [
                    r["model"],
                    r["question"],
                    r["n"],
                    r["mean"],
                    r["sd"],
                    r["perfect_pct"],
                    *[r["counts"][lv] for lv in levels],
                ]
                for r in report["ratings"]
            ],
            text_columns=2,
        )
    )
    if plot_list:
        parts.append(_image(*plot_list[0]))
    parts.append("<h2>Refusals</h2>")
    parts.append(
        _table(
            ["model", "summaries", "refused", "failed", "answers left out"],
            [
                [r["model"], r["summaries"], r["refused"], r["failed"], r["answers_left_out"]]
                for r in report["refusals"]
            ],
        )
    )
    parts.append("<h2>Ranking</h2>")
    parts.append(
        _table(
            ["model", "ranked above", "stories", "times", "%"],
            [
                [p["model"], p["other"], p["stories"], p["above"], p["pct"]]
                for p in report["ranking"]["pairs"]
            ],
            text_columns=2,
        )
    )
    parts += [_image(t, png) for t, png in plot_list if t.startswith("Ranking")]
    parts.append("<h2>Highlighted passages</h2>")
    if not report["labels"]["by_label"]:
        parts.append('<p class="note">No passage was highlighted in these bundles.</p>')
    else:
        parts.append(
            _table(
                ["model", "label", "count"],
                [[r["model"], r["label"], r["count"]] for r in report["labels"]["by_label"]],
                text_columns=2,
            )
        )
        parts.append(
            _table(
                ["model", "attribute", "count"],
                [
                    [r["model"], r["attribute"], r["count"]]
                    for r in report["labels"]["by_attribute"]
                ],
                text_columns=2,
            )
        )
    parts += [_image(t, png) for t, png in plot_list if t.startswith("Highlighted")]
    parts.append("<h2>Differences between models (Wilcoxon signed-rank, paired by story)</h2>")
    parts.append(
        _table(
            ["question", "model A", "model B", "pairs", "untied", "mean A−B", "W", "p", "note"],
            [
                [
                    w["question"],
                    w["model_a"],
                    w["model_b"],
                    w["n_pairs"],
                    w["n_untied"],
                    w["mean_difference"],
                    w["statistic"],
                    w["p_value"],
                    w["note"],
                ]
                for w in report["wilcoxon"]
            ],
            text_columns=3,
        )
    )
    parts.append("<h2>Answers by story style</h2>")
    parts.append(
        _table(
            ["style", "value", "model", "question", "n", "mean"],
            [
                [r["dimension"], r["value"], r["model"], r["question"], r["n"], r["mean"]]
                for r in report["by_style"]
            ],
            text_columns=4,
        )
    )
    parts.append("<h2>Writers' answers and automatic scores</h2>")
    if report["correlations"]:
        parts.append(
            _table(
                ["question", "kind", "score", "n", "Pearson r", "p", "Spearman ρ", "p", "note"],
                [
                    [
                        c["question"],
                        c["kind"],
                        c["name"],
                        c["n"],
                        c["pearson_r"],
                        c["pearson_p"],
                        c["spearman_rho"],
                        c["spearman_p"],
                        c["note"],
                    ]
                    for c in report["correlations"]
                ],
                text_columns=3,
            )
        )
    else:
        parts.append('<p class="note">The bundles hold no judge or metric scores.</p>')
    parts.append("<h2>Automatic scores per model</h2>")
    if report.get("automatic"):
        parts.append(
            _table(
                ["model", "kind", "score", "question", "summaries", "mean", "sd"],
                [
                    [
                        a["model"],
                        a["kind"],
                        a["name"],
                        a["score_question"] or "",
                        a["n"],
                        a["mean"],
                        a["sd"],
                    ]
                    for a in report["automatic"]
                ],
                text_columns=4,
            )
        )
    else:
        parts.append('<p class="note">The bundles hold no judge or metric scores.</p>')
    parts.append("<h2>Agreement between people who judged the same items</h2>")
    parts.append(
        _table(
            [
                "question",
                "items",
                "raters",
                "α nominal",
                "α ordinal",
                "α interval",
                "Fleiss κ",
                "note",
            ],
            [
                [
                    a["what"],
                    a["items"],
                    a["max_raters"],
                    a["krippendorff_alpha_nominal"],
                    a["krippendorff_alpha_ordinal"],
                    a["krippendorff_alpha_interval"],
                    a["fleiss_kappa"],
                    a["note"],
                ]
                for a in report["agreement"]
            ],
        )
    )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
