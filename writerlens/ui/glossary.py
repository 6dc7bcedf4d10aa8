"""The one place where the numbers a writer sees are explained: plain name, plain explanation,
and the researcher's exact term with its definition.

A writer reads plain words on every screen; the exact term is one hover away (``tip``) and in
Help -> Glossary (``ui/glossary_dialog.py``). Both read the entries here, so that a tooltip and
the glossary can never disagree, and a test can check that every term a tooltip names is defined.
Exports, CSVs, the coordinator's report and the CLI's JSON keep the exact names; only the screens
a writer reads are in plain words.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


@dataclass(frozen=True)
class Term:
    """One glossary entry. ``exact`` is what researchers (and the exports) call it."""

    key: str
    plain: str
    explanation: str
    exact: str
    definition: str


def terms() -> list[Term]:
    """Every entry, translated at call time (the language can change while the app runs)."""
    return [
        Term(
            "length",
            QCoreApplication.translate("Glossary", "Length in words"),
            QCoreApplication.translate(
                "Glossary",
                "How long a text is. WriterLens shows words first. AI models read text in small "
                "pieces called tokens (a word is about one and a third tokens in English); their "
                "limits and prices are counted in tokens, so the token count is shown next to the "
                "words.",
            ),
            QCoreApplication.translate("Glossary", "Tokens"),
            QCoreApplication.translate(
                "Glossary",
                "The sub-word units a language model's tokenizer splits text into. WriterLens "
                "counts them on this computer with the cl100k_base tokenizer; a cloud model's own "
                "count may differ a little.",
            ),
        ),
        Term(
            "reading_level",
            QCoreApplication.translate("Glossary", "Reading level"),
            QCoreApplication.translate(
                "Glossary",
                "How easy a text is to read, given as the US school year (grade) whose pupils "
                "would find it easy: grade 5 is about 10-year-olds, grade 12 the last year of "
                "school, above 12 is university reading. Short sentences and short words make it "
                "lower. It says nothing about how good the writing is.",
            ),
            QCoreApplication.translate("Glossary", "Flesch-Kincaid grade level"),
            QCoreApplication.translate(
                "Glossary",
                "0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59.",
            ),
        ),
        Term(
            "shared_words",
            QCoreApplication.translate("Glossary", "Words shared with your story"),
            QCoreApplication.translate(
                "Glossary",
                "How much of the summary is made of words and phrases that also appear in your "
                "story. A high share is normal: a summary names your characters and places. This "
                "is a count made by WriterLens, not your answer to the question about what the "
                "summary covers.",
            ),
            QCoreApplication.translate("Glossary", "Extractive fragment coverage"),
            QCoreApplication.translate(
                "Glossary",
                "The share of the summary's words that belong to extractive fragments, the "
                "longest runs of words shared with the story (Grusky et al., 2018). Exports and "
                "the study report call it “coverage”.",
            ),
        ),
        Term(
            "copied_runs",
            QCoreApplication.translate("Glossary", "Copied word for word"),
            QCoreApplication.translate(
                "Glossary",
                "How much of the summary is copied word for word from your story, as the typical "
                "length of a copied run: about 1 means single words are shared, 5 or more means "
                "whole phrases or sentences are lifted from the story.",
            ),
            QCoreApplication.translate("Glossary", "Extractive fragment density"),
            QCoreApplication.translate(
                "Glossary",
                "The sum of the squared lengths of the extractive fragments divided by the number "
                "of summary words (Grusky et al., 2018). Exports call it “density”.",
            ),
        ),
        Term(
            "shorter",
            QCoreApplication.translate("Glossary", "How much shorter"),
            QCoreApplication.translate(
                "Glossary",
                "How many words of your story each word of the summary stands for: “8 times "
                "shorter” means the summary is an eighth of your story's length.",
            ),
            QCoreApplication.translate("Glossary", "Compression ratio"),
            QCoreApplication.translate(
                "Glossary",
                "Story words ÷ summary words (Grusky et al., 2018). Exports call it “compression”.",
            ),
        ),
        Term(
            "phrases",
            QCoreApplication.translate("Glossary", "Runs of words also in your story"),
            QCoreApplication.translate(
                "Glossary",
                "Of all the runs of 2, 3, 4 or 5 words in a row in the summary, how many also "
                "appear in your story. Lower means the summary uses more wording of its own.",
            ),
            QCoreApplication.translate("Glossary", "N-gram overlap"),
            QCoreApplication.translate(
                "Glossary",
                "The share of the summary's n-grams (n = 2 to 5, compared by their dictionary "
                "forms) that also occur in the story; one minus the share of novel n-grams.",
            ),
        ),
        Term(
            "longest_copy",
            QCoreApplication.translate("Glossary", "Longest copied run"),
            QCoreApplication.translate(
                "Glossary",
                "The longest passage the summary repeats from your story word for word.",
            ),
            QCoreApplication.translate("Glossary", "Longest common word sequence"),
            QCoreApplication.translate(
                "Glossary",
                "The longest run of consecutive words that occurs in both the summary and the "
                "story.",
            ),
        ),
        Term(
            "copied_passages",
            QCoreApplication.translate("Glossary", "Copied passages"),
            QCoreApplication.translate(
                "Glossary",
                "Passages of five words or more the summary copies from your story without "
                "quotation marks. You can show them in the summary's text.",
            ),
            QCoreApplication.translate("Glossary", "Unquoted verbatim spans"),
            QCoreApplication.translate(
                "Glossary",
                "Maximal word sequences of length 5 or more shared with the story and not inside "
                "quotation marks in the summary.",
            ),
        ),
        Term(
            "cost",
            QCoreApplication.translate("Glossary", "Cost for this story"),
            QCoreApplication.translate(
                "Glossary",
                "What the cloud company charges to read your story and write the summary, in US "
                "dollars, written the way your computer writes amounts. Models on this computer "
                "are free.",
            ),
            QCoreApplication.translate("Glossary", "Price per million tokens"),
            QCoreApplication.translate(
                "Glossary",
                "Cost = tokens read × input price + tokens written × output price, with the "
                "prices the company publishes in US dollars per million tokens (reading and "
                "writing are priced apart).",
            ),
        ),
        Term(
            "quantisation",
            QCoreApplication.translate("Glossary", "File size and quality"),
            QCoreApplication.translate(
                "Glossary",
                "How finely the model's numbers are stored in its file. A smaller file loads "
                "faster and needs less memory but writes slightly weaker summaries; “Q4” files "
                "are a common balance.",
            ),
            QCoreApplication.translate("Glossary", "Quantisation (quantization)"),
            QCoreApplication.translate(
                "Glossary",
                "The number format of the model's weights, e.g. Q4_K_M (about 4.8 bits per "
                "weight in k-quant blocks), Q8_0 (8 bits) or F16 (16-bit floating point).",
            ),
        ),
        Term(
            "context",
            QCoreApplication.translate("Glossary", "How much it reads at once"),
            QCoreApplication.translate(
                "Glossary",
                "The most text a model can keep in mind at one time: your story, WriterLens's "
                "instructions and the summary it writes, together. A story that does not fit is "
                "summarized part by part.",
            ),
            QCoreApplication.translate("Glossary", "Context window (context size)"),
            QCoreApplication.translate(
                "Glossary",
                "The maximum number of tokens (prompt and generated text) a model attends to in "
                "one call; for a model on this computer, the n_ctx it is loaded with, at most "
                "the trained context it was built for.",
            ),
        ),
        Term(
            "memory",
            QCoreApplication.translate("Glossary", "Memory needed"),
            QCoreApplication.translate(
                "Glossary",
                "How much of your computer's memory the model takes while it writes. If it needs "
                "more than is free, the computer slows down or the model does not start.",
            ),
            QCoreApplication.translate("Glossary", "RAM for weights and KV cache"),
            QCoreApplication.translate(
                "Glossary",
                "About the model file's size plus the key-value cache for the chosen context "
                "window.",
            ),
        ),
        Term(
            "calls",
            QCoreApplication.translate("Glossary", "Times the model is asked"),
            QCoreApplication.translate(
                "Glossary",
                "How many separate requests a summary takes. A long story summarized part by "
                "part needs one per part, and more to join the parts.",
            ),
            QCoreApplication.translate("Glossary", "Model calls"),
            QCoreApplication.translate(
                "Glossary",
                "The number of completion requests (API calls or local generations) of one run.",
            ),
        ),
        Term(
            "judge",
            QCoreApplication.translate("Glossary", "Judge model"),
            QCoreApplication.translate(
                "Glossary",
                "An AI model you can ask to score a summary, as a second opinion next to yours. "
                "Its scores are never your answers.",
            ),
            QCoreApplication.translate("Glossary", "LLM-as-a-judge"),
            QCoreApplication.translate(
                "Glossary",
                "A language model prompted with the story, the summary and a rubric to return "
                "scores; its cost is counted like a summary's.",
            ),
        ),
    ]


def term(key: str) -> Term:
    """The entry ``key``; a KeyError names a missing entry (a test keeps tooltips covered)."""
    for entry in terms():
        if entry.key == key:
            return entry
    raise KeyError(key)


def tip(key: str) -> str:
    """The tooltip for a figure: the plain explanation, then the exact term and its definition."""
    entry = term(key)
    return QCoreApplication.translate(
        "Glossary",
        "<p><b>{plain}</b>: {explanation}</p><p><i>Exact term:</i> {exact}. {definition}</p>"
        "<p><i>More in Help → Glossary.</i></p>",
    ).format(
        plain=html.escape(entry.plain),
        explanation=html.escape(entry.explanation),
        exact=html.escape(entry.exact),
        definition=html.escape(entry.definition),
    )


def term_keys() -> list[str]:
    """Every entry's key, in the glossary's order."""
    return [entry.key for entry in terms()]
