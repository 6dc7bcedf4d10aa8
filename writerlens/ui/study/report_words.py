"""The report's ids and notes as the coordinator reads them, in the window's language.

``report.json`` and the CSV files keep ids (``coverage.vague``, ``detailed_subplot``,
``fragment_density``) and English notes, where a script reads them. The window shows what each
id means: error labels and questions by their names in the study's own instruments (translated
when they are WriterLens's built-in ones), the automatic scores by the names the glossary and
the review window give them, the writers' story labels in words, and the statistics' notes
translated, with their plural forms. An id nothing names is shown as its words, never as an id.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from writerlens.study.coordinator.label_names import label_names, question_names
from writerlens.ui.plural import plural
from writerlens.ui.tr_context import TrContext

StudyReportWords = TrContext("StudyReportWords")

#: columns whose values name an error label or an attribute
LABEL_KEYS = frozenset({"label", "attribute"})
#: columns whose values name a question
QUESTION_KEYS = frozenset({"question", "what"})

#: the automatic scores' ids -> the glossary term that names them for a reader
_SCORE_TERMS = {
    "fragment_coverage": "shared_words",
    "fragment_density": "copied_runs",
    "compression": "shorter",
    "copied_phrases": "copied_passages",
    "longest_common": "longest_copy",
    "flesch_kincaid": "reading_level",
}


def _words(key: str) -> str:
    """An id nothing names, as its words ("detailed_subplot" -> "Detailed subplot")."""
    return re.sub(r"[._]+", " ", key).strip().capitalize()


class ReportWordsFor:
    """Names for one report's ids (its instruments decide its labels' and questions' names)."""

    def __init__(self, report: dict[str, Any]) -> None:
        self.labels = _label_names(report)
        self.questions = _question_names(report)

    def label(self, value: str) -> str:
        return self.labels.get(value) or _words(value.rpartition(".")[2] or value)

    def question(self, value: str) -> str:
        return self.questions.get(value) or _words(value)

    def style(self, value: str) -> str:
        return _style_names().get(value) or _words(value)

    def score(self, value: str) -> str:
        from writerlens.ui import glossary

        found = re.fullmatch(r"ngram_overlap_(\d+)", value)
        if found:
            return StudyReportWords.tr("{name} ({n} words)").format(
                name=glossary.term("phrases").plain, n=found.group(1)
            )
        term = _SCORE_TERMS.get(value)
        if term is not None:
            try:
                return glossary.term(term).plain
            except KeyError:
                pass
        return _words(value)

    def note(self, text: str) -> str:
        return note_text(text, self.question)

    def cell(self, key: str, value: Any) -> Any:
        """The value of column ``key`` as the window shows it."""
        if not isinstance(value, str) or not value:
            return value
        if key in LABEL_KEYS or (key == "kind" and "." in value):
            return self.label(value)
        if key in QUESTION_KEYS:
            return self.question(value)
        if key in ("dimension", "value"):
            return self.style(value)
        if key == "name":
            return self.score(value)
        if key == "kind":
            return self.style(value)
        if key in ("note", "pairing"):
            return self.note(value)
        return value


def _label_names(report: dict[str, Any]) -> dict[str, str]:
    from writerlens.ui.instrument_texts import shown_taxonomy

    return label_names(
        report,
        shown=shown_taxonomy,
        label_of=lambda label, attribute: StudyReportWords.tr("{label} ({attribute})").format(
            label=label, attribute=attribute
        ),
    )


def _question_names(report: dict[str, Any]) -> dict[str, str]:
    from writerlens.ui.instrument_texts import shown_questionnaire

    return question_names(report, shown=shown_questionnaire)


def _style_names() -> dict[str, str]:
    """The writers' labels of their stories (the review's story-labels page asks them)."""
    return {
        "narrator": StudyReportWords.tr("Narrator"),
        "detailed_subplot": StudyReportWords.tr("Detailed subplot"),
        "timeline": StudyReportWords.tr("Timeline"),
        "reliable": StudyReportWords.tr("reliable"),
        "unreliable": StudyReportWords.tr("unreliable"),
        "linear": StudyReportWords.tr("linear"),
        "non_linear": StudyReportWords.tr("non-linear"),
        "non-linear": StudyReportWords.tr("non-linear"),
        "nonlinear": StudyReportWords.tr("non-linear"),
        "yes": StudyReportWords.tr("yes"),
        "no": StudyReportWords.tr("no"),
        "metric": StudyReportWords.tr("automatic score"),
        "judge": StudyReportWords.tr("judge model"),
    }


#: the notes the statistics write (writerlens/study: stats, analysis, claim_analysis), each
#: as a pattern of its English and the note in the window's language
_NOTES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], Callable[[str], str]], str]], ...] = (
    (
        re.compile(r"small sample \(n = (\d+)\): read with care"),
        lambda m, _q: StudyReportWords.tr("small sample (n = {n}): read with care").format(
            n=m.group(1)
        ),
    ),
    (
        re.compile(r"(\d+) tied pair\(s\) left out \(zero differences\)"),
        lambda m, _q: plural(
            int(m.group(1)),
            StudyReportWords.tr("1 tied pair left out (zero difference)"),
            StudyReportWords.tr("%n tied pairs left out (zero differences)", "", int(m.group(1))),
        ),
    ),
    (
        re.compile(
            r"only (\d+) untied pair\(s\): too few for the test to show a difference at "
            r"p < 0\.05 \(it needs (\d+)\)"
        ),
        lambda m, _q: plural(
            int(m.group(1)),
            StudyReportWords.tr(
                "only 1 untied pair: too few for the test to show a difference at p < 0.05 "
                "(it needs {needed})"
            ),
            StudyReportWords.tr(
                "only %n untied pairs: too few for the test to show a difference at p < 0.05 "
                "(it needs {needed})",
                "",
                int(m.group(1)),
            ),
        ).format(needed=m.group(2)),
    ),
    (
        re.compile(r"only (\d+) pair\(s\): too few to correlate"),
        lambda m, _q: plural(
            int(m.group(1)),
            StudyReportWords.tr("only 1 pair: too few to correlate"),
            StudyReportWords.tr("only %n pairs: too few to correlate", "", int(m.group(1))),
        ),
    ),
    (
        re.compile(r"no story has answers for both models"),
        lambda _m, _q: StudyReportWords.tr("no story has answers for both models"),
    ),
    (
        re.compile(r"every pair is a tie: nothing to test"),
        lambda _m, _q: StudyReportWords.tr("every pair is a tie: nothing to test"),
    ),
    (
        re.compile(r"one side is the same everywhere"),
        lambda _m, _q: StudyReportWords.tr("one side is the same everywhere"),
    ),
    (
        re.compile(r"the judge answered the same question"),
        lambda _m, _q: StudyReportWords.tr("the judge answered the same question"),
    ),
    (
        re.compile(r"the metric is meant for (.+)"),
        lambda m, q: StudyReportWords.tr("the score is meant for “{question}”").format(
            question=q(m.group(1))
        ),
    ),
    (
        re.compile(r"exploratory: the metric is not meant for one question"),
        lambda _m, _q: StudyReportWords.tr("exploratory: the score is not meant for one question"),
    ),
    (
        re.compile(r"no item was judged by more than one person"),
        lambda _m, _q: StudyReportWords.tr("no item was judged by more than one person"),
    ),
    (
        re.compile(r"every judgment was the same: agreement is not defined"),
        lambda _m, _q: StudyReportWords.tr("every judgment was the same: agreement is not defined"),
    ),
    (
        re.compile(r"kappa undefined: one verdict throughout"),
        lambda _m, _q: StudyReportWords.tr("kappa undefined: one verdict throughout"),
    ),
    (
        re.compile(r"each third is a third of the story's length"),
        lambda _m, _q: StudyReportWords.tr("each third is a third of the story's length"),
    ),
)


def note_text(text: str, question: Callable[[str], str] = _words) -> str:
    """A statistics note (parts joined by "; ") in the window's language; a part no pattern
    knows stays as it is."""
    parts = []
    for part in text.split("; "):
        for pattern, shown in _NOTES:
            found = pattern.fullmatch(part)
            if found:
                parts.append(shown(found, question))
                break
        else:
            parts.append(part)
    return "; ".join(parts)
