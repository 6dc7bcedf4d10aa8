"""What a checking model said about a summary's claims, beside the writer's own verdicts.

Blind and unswayed: nothing of it is shown until the writer has checked every claim of the
summary themselves (before that, only that a model has checked them too); the models are
"the checking model" (numbered when there are several) until the reveal, then named.
"""

from __future__ import annotations

from writerlens.domain import Claim
from writerlens.services.claim_review import ClaimReview
from writerlens.services.claims import ClaimsService
from writerlens.ui.review.claims_panel import verdict_name
from writerlens.ui.tr_context import TrContext

SecondOpinionText = TrContext("SecondOpinionText")


def second_opinion(
    claims_service: ClaimsService,
    claim_review: ClaimReview,
    summary_id: int,
    active: list[Claim],
    revealed: bool,
) -> tuple[str, str, dict[int, str]]:
    """What the checking models said: overall, their chance-corrected agreement, and per claim
    (each empty while there is nothing to show)."""
    judged = claims_service.judgments(summary_id)
    if not any(judged.get(c.id) for c in active):
        return "", "", {}
    agreement = claim_review.agreement(summary_id)
    if agreement is None:
        wait = SecondOpinionText.tr(
            "A model has checked these claims too. Its answers are shown once you have "
            "checked every claim yourself, so that they cannot sway yours."
        )
        return wait, "", {}
    names: dict[str, str] = {}
    lines, kappas = [], []
    for number, judge in enumerate(agreement, start=1):
        if revealed:
            name = judge.judge_model
        elif len(agreement) > 1:
            name = SecondOpinionText.tr("The checking model {n}").format(n=number)
        else:
            name = SecondOpinionText.tr("The checking model")
        names[judge.judge_model] = name
        if not judge.n:  # it answered nothing that could be compared with yours
            lines.append(
                SecondOpinionText.tr(
                    "{name} gave no usable answer about these claims, so there is nothing "
                    "to compare with yours."
                ).format(name=name)
            )
            continue
        same = round((judge.agreement or 0) * judge.n / 100)
        lines.append(
            SecondOpinionText.tr(
                "{name} agreed with you on {same} of %n claims.", "", judge.n
            ).format(name=name, same=same)
        )
        if judge.kappa is not None:
            kappas.append(
                SecondOpinionText.tr(
                    "{name}: agreement beyond chance (Cohen's kappa) {kappa}"
                ).format(name=name, kappa=f"{judge.kappa:.2f}")
            )
    per_claim: dict[int, str] = {}
    for claim in active:
        said = [
            SecondOpinionText.tr("{name} said: {verdict}.").format(
                name=names.get(j.judge_model, ""), verdict=verdict_name(j.verdict)
            )
            for j in judged.get(claim.id, [])
            if j.verdict is not None and j.judge_model in names
        ]
        if said:
            per_claim[claim.id] = " ".join(said)
    return " ".join(lines), "\n".join(kappas), per_claim
