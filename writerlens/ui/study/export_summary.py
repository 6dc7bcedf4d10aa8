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

from PySide6.QtCore import QT_TRANSLATE_NOOP

from writerlens.services.export import ExportOptions, ExportPreview
from writerlens.ui.errors import said
from writerlens.ui.plural import plural
from writerlens.ui.tr_context import TrContext

_KIND_NAMES = {
    "name": QT_TRANSLATE_NOOP("ExportText", "Names"),
    "email": QT_TRANSLATE_NOOP("ExportText", "Email addresses"),
    "phone": QT_TRANSLATE_NOOP("ExportText", "Phone numbers"),
    "link": QT_TRANSLATE_NOOP("ExportText", "Web addresses and @handles"),
    "path": QT_TRANSLATE_NOOP("ExportText", "File paths and file names"),
    "user": QT_TRANSLATE_NOOP("ExportText", "This computer's user name"),
    "computer": QT_TRANSLATE_NOOP("ExportText", "This computer's name"),
    "model": QT_TRANSLATE_NOOP("ExportText", "Model file and server names"),
    "key": QT_TRANSLATE_NOOP("ExportText", "Pieces of an API key"),
    "card": QT_TRANSLATE_NOOP("ExportText", "Card numbers"),
    "iban": QT_TRANSLATE_NOOP("ExportText", "Bank account numbers"),
    "national_id": QT_TRANSLATE_NOOP("ExportText", "Identity and tax numbers"),
    "birth": QT_TRANSLATE_NOOP("ExportText", "Dates of birth"),
    "address": QT_TRANSLATE_NOOP("ExportText", "Postal addresses and postcodes"),
    "gps": QT_TRANSLATE_NOOP("ExportText", "GPS coordinates"),
    "ip": QT_TRANSLATE_NOOP("ExportText", "IP addresses"),
    "mac": QT_TRANSLATE_NOOP("ExportText", "Device (MAC) addresses"),
}
_PLACEHOLDERS = {
    "name": "[name]",
    "email": "[email]",
    "phone": "[phone]",
    "link": "[link], [handle]",
    "path": "[path]",
    "user": "[user]",
    "computer": "[computer]",
    "model": "“local model 1”, “server 1”, “server model 1”…",
    "key": "[key hidden]",
    "card": "[card number]",
    "iban": "[bank account]",
    "national_id": "[id number]",
    "birth": "[date of birth]",
    "address": "[address]",
    "gps": "[location]",
    "ip": "[ip address]",
    "mac": "[device address]",
}


ExportText = TrContext("ExportText")
#: the counts of what a bundle holds (their translations were filed under this name)
ExportSummary = TrContext("ExportSummary")


def summary_html(preview: ExportPreview, options: ExportOptions) -> str:
    """The whole readable summary (see the module docstring)."""
    data = json.loads(preview.text)
    parts = [
        _holds(data, options),
        _models(data),
        _replaced(preview.replaced),
        _model_changes(preview.model_changes),
    ]
    if preview.leftover is not None:  # the export would refuse it: say so before Save
        parts.insert(0, f"<p style='color:#a40000'><b>{escape(said(preview.leftover))}</b></p>")
    if preview.key_found:
        parts.insert(
            0,
            "<p style='color:#a40000'>{}</p>".format(
                ExportText.tr(
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
        ExportText.tr("{n}, as random ids; {titles}; {text}.").format(
            n=plural(
                len(data["stories"]),
                ExportSummary.tr("1 story"),
                ExportSummary.tr("%n stories", "", len(data["stories"])),
            ),
            titles=ExportText.tr("with their titles")
            if options.include_titles
            else ExportText.tr("no titles"),
            text=ExportText.tr("with their full text")
            if options.include_story_text
            else ExportText.tr("not their text"),
        ),
        ExportText.tr("{n}; {text}.").format(
            n=plural(
                len(data["summaries"]),
                ExportSummary.tr("1 summary"),
                ExportSummary.tr("%n summaries", "", len(data["summaries"])),
            ),
            text=ExportText.tr("with their text")
            if options.include_summary_text
            else ExportText.tr("not their text"),
        ),
        ExportText.tr(
            "{n}: your answers to the questions, your rankings, and {spans}, each with its label."
        ).format(
            n=plural(
                len(reviews),
                ExportSummary.tr("1 review"),
                ExportSummary.tr("%n reviews", "", len(reviews)),
            ),
            spans=plural(
                spans,
                ExportSummary.tr("1 highlighted passage"),
                ExportSummary.tr("%n highlighted passages", "", spans),
            ),
        ),
        ExportText.tr("{f} and {c} on passages.").format(
            f=plural(
                feedback,
                ExportSummary.tr("1 feedback note"),
                ExportSummary.tr("%n feedback notes", "", feedback),
            ),
            c=plural(
                comments,
                ExportSummary.tr("1 comment"),
                ExportSummary.tr("%n comments", "", comments),
            ),
        )
        if options.include_comments
        else ExportText.tr("No feedback notes or comments."),
        ExportText.tr("{n} and {p}.").format(
            n=plural(
                len(data["automatic"]),
                ExportSummary.tr("1 automatic score"),
                ExportSummary.tr("%n automatic scores", "", len(data["automatic"])),
            ),
            p=plural(
                len(data["probes"]),
                ExportSummary.tr("1 question probe"),
                ExportSummary.tr("%n question probes", "", len(data["probes"])),
            ),
        ),
    ]
    if data.get("claims"):
        rows.append(_claims(data, options))
        typed = sum(1 for c in data["claims"] if c.get("origin") != "model")
        if typed and options.include_summary_text and not options.include_comments:
            rows.append(
                plural(
                    typed,
                    ExportText.tr(
                        "The claim you wrote or reworded goes without its words (only where it "
                        "sits in the summary): your own words go only with your comments."
                    ),
                    ExportText.tr(
                        "The %n claims you wrote or reworded go without their words (only where "
                        "they sit in the summary): your own words go only with your comments.",
                        "",
                        typed,
                    ),
                )
            )
    items = "".join(f"<li>{escape(r)}</li>" for r in rows)
    title = escape(ExportText.tr("What the bundle holds"))  # lupdate skips f-strings
    return f"<h3>{title}</h3><ul>{items}</ul>"


def _claims(data: dict[str, Any], options: ExportOptions) -> str:
    """The claims line: what of the claim checks goes, and whether story passages go as words."""
    reviews = data["reviews"]
    verdicts = sum(len(r.get("claim_verdicts", [])) for r in reviews)
    omissions = sum(len(r.get("omissions", [])) for r in reviews)
    judges = len(data.get("claim_judgments", []))
    claims = len(data["claims"])
    counts = {
        "claims": plural(
            claims,
            ExportSummary.tr("1 claim"),
            ExportSummary.tr("%n claims", "", claims),
        ),
        "verdicts": plural(
            verdicts,
            ExportSummary.tr("1 verdict of yours"),
            ExportSummary.tr("%n verdicts of yours", "", verdicts),
        ),
        "omissions": plural(
            omissions,
            ExportSummary.tr("1 passage you marked as left out"),
            ExportSummary.tr("%n passages you marked as left out", "", omissions),
        ),
        "judges": plural(
            judges,
            ExportSummary.tr("1 verdict by an automatic judge"),
            ExportSummary.tr("%n verdicts by automatic judges", "", judges),
        ),
    }
    if options.include_story_text:
        return ExportText.tr(
            "{claims} from the summaries, {verdicts}, {omissions} and {judges}, with the words "
            "of the story passages you gave as evidence or marked."
        ).format(**counts)
    return ExportText.tr(
        "{claims} from the summaries, {verdicts}, {omissions} and {judges}; the story passages "
        "you gave as evidence or marked go only as positions in the story, not their words."
    ).format(**counts)


def _models(data: dict[str, Any]) -> str:
    seen: dict[str, str] = {}
    for summary in data["summaries"]:
        server = (summary.get("params", {}).get("provider") or {}).get("name")
        where = server or summary["provider"]
        seen.setdefault(f"{summary['model']} ({where})", "")
    if not seen:
        return ""
    items = "".join(f"<li>{escape(m)}</li>" for m in sorted(seen))
    title = escape(ExportText.tr("The models, as the bundle names them"))
    return f"<h3>{title}</h3><ul>{items}</ul>"


def _replaced(replaced: dict[str, dict[str, Any]]) -> str:
    title = escape(ExportText.tr("Taken out before saving"))
    head = f"<h3>{title}</h3>"
    if not replaced:
        return (
            head
            + "<p>"
            + escape(
                ExportText.tr(
                    "Nothing that looks like a name you listed, an email address, a phone number, "
                    "a web address, a file path or a piece of an API key was found."
                )
            )
            + "</p>"
        )
    rows = []
    for kind, info in replaced.items():
        where = ", ".join(f"{place} {count}" for place, count in info["where"].items())
        examples = ExportText.tr("never shown") if kind == "key" else "; ".join(info["examples"])
        rows.append(
            "<tr>"
            f"<td><b>{escape(ExportText.tr(str(_KIND_NAMES.get(kind, kind))))}</b></td>"
            f"<td align='right'>{info['total']}</td>"
            f"<td>{escape(where)}</td>"
            f"<td>{escape(examples)} → {escape(_PLACEHOLDERS.get(kind, ''))}</td>"
            "</tr>"
        )
    header = "".join(
        f"<th align='left'>{escape(ExportText.tr(str(h)))}</th>"
        for h in (
            QT_TRANSLATE_NOOP("ExportText", "What"),
            QT_TRANSLATE_NOOP("ExportText", "How many"),
            QT_TRANSLATE_NOOP("ExportText", "Where"),
            QT_TRANSLATE_NOOP("ExportText", "For example"),
        )
    )
    return (
        head
        + "<table cellspacing='0' cellpadding='4' border='0'>"
        + f"<tr>{header}</tr>"
        + "".join(rows)
        + "</table>"
    )


def _model_changes(changes: tuple[tuple[str, str, str], ...]) -> str:
    """Every change made to what a model wrote, as it was and as it goes: a summary changes only
    where an identifier stood, and the writer can check each one."""
    title = escape(ExportText.tr("Every change to what a model wrote"))
    if not changes:
        text = ExportText.tr("No word of a summary, a model's claim or a judge's evidence changed.")
        return f"<h3>{title}</h3><p>{escape(text)}</p>"
    rows = "".join(
        f"<tr><td>{escape(where)}</td><td>{escape(before)}</td><td>→ {escape(after)}</td></tr>"
        for where, before, after in changes
    )
    return f"<h3>{title}</h3><table cellspacing='0' cellpadding='3' border='0'>{rows}</table>"
