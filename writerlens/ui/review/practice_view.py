"""The sample's lesson as the finish page shows it (see ``review.practice``)."""

from __future__ import annotations

import html

from writerlens.review.practice import Planted, PracticeReport
from writerlens.ui.tr_context import TrContext

PracticeText = TrContext("PracticeText")


def practice_html(report: PracticeReport, names: dict[str, str]) -> str:
    """``names``: label id -> the label's name as the palette shows it."""
    parts = [
        "<h3>"
        + PracticeText.tr(
            "The practice summaries: you found {found} of the {planted} planted mistakes"
        ).format(found=report.found, planted=report.planted)
        + "</h3>",
        "<p>"
        + PracticeText.tr(
            "These summaries were written by hand with deliberate mistakes, so that you can "
            "see how your marks compare. Nothing here is a score: a real review has no answer key."
        )
        + "</p>",
    ]
    for name, _summary_id, planted in report.summaries:
        if not planted:
            parts.append(
                f"<p><b>{html.escape(name)}</b>: "
                + PracticeText.tr(
                    "no mistakes were planted in this one (it is the faithful summary)."
                )
                + "</p>"
            )
            continue
        found = sum(1 for p in planted if p.found)
        parts.append(
            f"<p><b>{html.escape(name)}</b>: "
            + PracticeText.tr("{found} of {n} found.").format(found=found, n=len(planted))
            + "</p><ul>"
        )
        parts.extend(f"<li>{_item(p, names)}</li>" for p in planted)
        parts.append("</ul>")
    return "".join(parts)


def _item(planted: Planted, names: dict[str, str]) -> str:
    quote = html.escape(f"“{planted.quote}”")
    why = html.escape(planted.why)
    if planted.found:
        head = PracticeText.tr("<b>Found</b>: {quote}").format(quote=quote)
        if not planted.same_label:
            head += " " + PracticeText.tr(
                "(you chose another label; the planted one is “{label}”)"
            ).format(label=html.escape(names.get(planted.label_id, planted.label_id)))
        if planted.antecedent_quote and not planted.linked:
            head += " " + PracticeText.tr(
                "It contradicts “{earlier}”: link it to that passage too."
            ).format(earlier=html.escape(planted.antecedent_quote))
    else:
        head = (
            "<b>"
            + PracticeText.tr("Missed")
            + f"</b>: {quote} ({html.escape(names.get(planted.label_id, planted.label_id))})"
        )
        if planted.antecedent_quote:
            head += " " + PracticeText.tr("(it contradicts “{earlier}”)").format(
                earlier=html.escape(planted.antecedent_quote)
            )
    return f"{head}<br><span style='color:gray'>{why}</span>"
