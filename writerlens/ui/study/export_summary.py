"""The export preview in words: what a bundle holds, how it names the models, and what was taken
out of it (how many of each kind, where, with examples), next to the exact ``data.json``.

A writer cannot check a JSON file for their own name; they can read "3 names replaced in your
feedback: Annika Lindqvist → [name]". Built from the same preview the JSON view shows, so the
two never disagree. Plain functions returning HTML; the dialog puts it in a text browser.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from writerlens.services.export import ExportOptions, ExportPreview
from writerlens.ui.plural import plural

_KIND_NAMES = {
    "name": "Names",
    "email": "Email addresses",
    "phone": "Phone numbers",
    "link": "Web addresses and @handles",
    "path": "File paths and file names",
    "user": "This computer's user name",
    "computer": "This computer's name",
    "model": "Model file and server names",
    "key": "Pieces of an API key",
}
_PLACEHOLDERS = {
    "name": "[name]",
    "email": "[email]",
    "phone": "[phone]",
    "link": "[link], [handle]",
    "path": "[path]",
    "user": "[user]",
    "computer": "[computer]",
    "model": "“local model 1”, “server 1”…",
    "key": "[key hidden]",
}


def tr(text: str) -> str:
    return QCoreApplication.translate("ExportSummary", text)


def summary_html(preview: ExportPreview, options: ExportOptions) -> str:
    """The whole readable summary (see the module docstring)."""
    data = json.loads(preview.text)
    parts = [_holds(data, options), _models(data), _replaced(preview.replaced)]
    if preview.key_found:
        parts.insert(
            0,
            "<p style='color:#a40000'>{}</p>".format(
                tr(
                    "<b>A piece of one of your API keys is still in this bundle, so it cannot be "
                    "saved.</b> It sits in a part WriterLens does not rewrite (for example a "
                    "prompt's name). Delete the summary that holds it, or replace the key in "
                    "Settings → API keys, then look again."
                )
            ),
        )
    return "".join(parts)


def _holds(data: dict[str, Any], options: ExportOptions) -> str:
    reviews = data["reviews"]
    spans = sum(len(r["spans"]) for r in reviews)
    feedback = sum(1 for r in reviews for s in r["summaries"] if s.get("feedback"))
    comments = sum(1 for r in reviews for s in r["spans"] if s.get("comment"))
    rows = [
        tr("{n}, as random ids; {titles}; {text}.").format(
            n=plural(
                len(data["stories"]),
                QCoreApplication.translate("ExportSummary", "1 story"),
                QCoreApplication.translate(
                    "ExportSummary", "%n stories", None, len(data["stories"])
                ),
            ),
            titles=tr("with their titles") if options.include_titles else tr("no titles"),
            text=tr("with their full text") if options.include_story_text else tr("not their text"),
        ),
        tr("{n}; {text}.").format(
            n=plural(
                len(data["summaries"]),
                QCoreApplication.translate("ExportSummary", "1 summary"),
                QCoreApplication.translate(
                    "ExportSummary", "%n summaries", None, len(data["summaries"])
                ),
            ),
            text=tr("with their text") if options.include_summary_text else tr("not their text"),
        ),
        tr(
            "{n}: your answers to the questions, your rankings, and {spans}, each with its label."
        ).format(
            n=plural(
                len(reviews),
                QCoreApplication.translate("ExportSummary", "1 review"),
                QCoreApplication.translate("ExportSummary", "%n reviews", None, len(reviews)),
            ),
            spans=plural(
                spans,
                QCoreApplication.translate("ExportSummary", "1 highlighted passage"),
                QCoreApplication.translate("ExportSummary", "%n highlighted passages", None, spans),
            ),
        ),
        tr("{f} and {c} on passages.").format(
            f=plural(
                feedback,
                QCoreApplication.translate("ExportSummary", "1 feedback note"),
                QCoreApplication.translate("ExportSummary", "%n feedback notes", None, feedback),
            ),
            c=plural(
                comments,
                QCoreApplication.translate("ExportSummary", "1 comment"),
                QCoreApplication.translate("ExportSummary", "%n comments", None, comments),
            ),
        )
        if options.include_comments
        else tr("No feedback notes or comments."),
        tr("{n} and {p}.").format(
            n=plural(
                len(data["automatic"]),
                QCoreApplication.translate("ExportSummary", "1 automatic score"),
                QCoreApplication.translate(
                    "ExportSummary", "%n automatic scores", None, len(data["automatic"])
                ),
            ),
            p=plural(
                len(data["probes"]),
                QCoreApplication.translate("ExportSummary", "1 question probe"),
                QCoreApplication.translate(
                    "ExportSummary", "%n question probes", None, len(data["probes"])
                ),
            ),
        ),
    ]
    items = "".join(f"<li>{escape(r)}</li>" for r in rows)
    return f"<h3>{escape(tr('What the bundle holds'))}</h3><ul>{items}</ul>"


def _models(data: dict[str, Any]) -> str:
    seen: dict[str, str] = {}
    for summary in data["summaries"]:
        server = (summary.get("params", {}).get("provider") or {}).get("name")
        where = server or summary["provider"]
        seen.setdefault(f"{summary['model']} ({where})", "")
    if not seen:
        return ""
    items = "".join(f"<li>{escape(m)}</li>" for m in sorted(seen))
    return f"<h3>{escape(tr('The models, as the bundle names them'))}</h3><ul>{items}</ul>"


def _replaced(replaced: dict[str, dict[str, Any]]) -> str:
    head = f"<h3>{escape(tr('Taken out before saving'))}</h3>"
    if not replaced:
        return (
            head
            + "<p>"
            + escape(
                tr(
                    "Nothing that looks like a name you listed, an email address, a phone number, "
                    "a web address, a file path or a piece of an API key was found."
                )
            )
            + "</p>"
        )
    rows = []
    for kind, info in replaced.items():
        where = ", ".join(f"{place} {count}" for place, count in info["where"].items())
        examples = tr("never shown") if kind == "key" else "; ".join(info["examples"])
        rows.append(
            "<tr>"
            f"<td><b>{escape(tr(_KIND_NAMES.get(kind, kind)))}</b></td>"
            f"<td align='right'>{info['total']}</td>"
            f"<td>{escape(where)}</td>"
            f"<td>{escape(examples)} → {escape(_PLACEHOLDERS.get(kind, ''))}</td>"
            "</tr>"
        )
    header = "".join(
        f"<th align='left'>{escape(tr(h))}</th>"
        for h in ("What", "How many", "Where", "For example")
    )
    return (
        head
        + "<table cellspacing='0' cellpadding='4' border='0'>"
        + f"<tr>{header}</tr>"
        + "".join(rows)
        + "</table>"
    )
