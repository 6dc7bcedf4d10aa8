"""Numbers as a writer reads them: words before tokens, a reading level as a school year with
what it means, a cost per story in the writer's own number format.

The exact figures stay in the data (exports and the CLI's JSON keep them); these functions only
decide what a screen shows. Amounts follow ``QLocale()`` (the app's language, set at start-up),
so a German writer reads "0,03 $" where an American reads "$0.03".
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale

from writerlens.ui.tr_context import TrContext

Plain = TrContext("Plain")


def locale() -> QLocale:
    """The app's locale; the bare "C" locale (no language set) reads as US English, whose
    digit grouping WriterLens always showed, rather than as ungrouped digits."""
    current = QLocale()
    if current.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return current


def count(value: int | float) -> str:
    """A whole number with the locale's digit grouping ("3,869" or "3.869")."""
    return locale().toString(round(value))


def roughly(value: float) -> int:
    """A figure to two significant digits (785,682 -> 790,000): an estimate, not a count."""
    value = round(value)
    if abs(value) < 100:
        return value
    step = 10 ** (len(str(value)) - 2)
    return round(value / step) * step


def decimal(value: float, places: int = 1) -> str:
    """A figure with the locale's decimal sign ("8.0" or "8,0")."""
    return locale().toString(float(value), "f", places)


def words_and_tokens(words: int, tokens: int) -> str:
    """Length as a writer counts it, with the models' unit after it."""
    return QCoreApplication.translate("Plain", "about {words} words ({tokens} tokens)").format(
        words=count(words), tokens=count(tokens)
    )


def amount(usd: float) -> str:
    """US dollars written the locale's way, to the cent."""
    return locale().toCurrencyString(usd, "$", 2)


def cost(usd: float | None) -> str:
    """What something costs, in words: "about 3 cents ($0.03)", "about $1.20", "free"."""
    if usd is None or not math.isfinite(usd):
        return QCoreApplication.translate("Plain", "price unknown")
    if usd <= 0:
        return QCoreApplication.translate("Plain", "free")
    if usd < 0.005:
        return QCoreApplication.translate("Plain", "less than a cent (under {amount})").format(
            amount=amount(0.01)
        )
    cents = round(usd * 100) if usd < 1 else 100  # (a huge figure would overflow)
    if cents < 100:
        if cents == 1:
            return QCoreApplication.translate("Plain", "about a cent ({amount})").format(
                amount=amount(usd)
            )
        # as X.tr(...) so that lupdate files it as a plural (it misses translate()'s n)
        return Plain.tr("about %n cents ({amount})", "", cents).format(amount=amount(usd))
    return QCoreApplication.translate("Plain", "about {amount}").format(amount=amount(usd))


def cost_for_story(usd: float | None) -> str:
    """A whole sentence for one story's cost: "about 3 cents ($0.03) for this story"."""
    if usd is None or not math.isfinite(usd):
        return QCoreApplication.translate("Plain", "The price for this story is not known.")
    if usd <= 0:
        return QCoreApplication.translate("Plain", "Free for this story.")
    return QCoreApplication.translate("Plain", "{cost} for this story").format(cost=cost(usd))


def per_million(usd: float | None) -> str:
    """A published price, for tooltips only: "$3.00 per million tokens"."""
    if usd is None:
        return QCoreApplication.translate("Plain", "unknown")
    return QCoreApplication.translate("Plain", "{amount} per million tokens").format(
        amount=amount(usd)
    )


def grade(value: float) -> str:
    """A reading level as a school year, with what it means for a reader.

    The Flesch-Kincaid grade is a US school year; a pupil in grade g is about g + 5 years old.
    """
    if not math.isfinite(value):
        return QCoreApplication.translate("Plain", "not available")
    g = max(0, round(value))
    age = g + 5
    if g <= 3:
        text = QCoreApplication.translate(
            "Plain", "very easy to read, like a book for {age}-year-olds (grade {grade})"
        )
    elif g <= 6:
        text = QCoreApplication.translate(
            "Plain", "easy to read, like a book for {age}-year-olds (grade {grade})"
        )
    elif g <= 9:
        text = QCoreApplication.translate(
            "Plain", "fairly easy to read, like a book for {age}-year-olds (grade {grade})"
        )
    elif g <= 12:
        text = QCoreApplication.translate(
            "Plain", "takes some effort, like a book for {age}-year-olds (grade {grade})"
        )
    else:
        return QCoreApplication.translate(
            "Plain", "hard to read, like a university textbook (grade {grade})"
        ).format(grade=g)
    return text.format(age=age, grade=g)


def percent(share: float) -> str:
    """A share from 0 to 1 as a whole percentage, the locale's way ("83%" or "83 %")."""
    return QCoreApplication.translate("Plain", "{n}%").format(
        n=locale().toString(round(share * 100))
    )
