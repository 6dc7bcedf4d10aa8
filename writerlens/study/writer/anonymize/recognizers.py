"""WriterLens's own Presidio recognizers: only what no maintained library recognizes.

Presidio ships cards (Luhn), IBANs (checksum), IPs, URLs, MAC addresses, dates and national
ids; libphonenumber finds phone numbers in every national format. What neither covers, and
writers do type, is here, as ``PatternRecognizer`` subclasses so that the analyzer treats them
like its own: spelled-out emails ("anna dot quill at gmail dot com"), handles written without
an ``@`` ("annaquill on Instagram", ``u/annaquill``), keys written in groups of four, GPS
coordinates (both numbers), street addresses and postcodes of the main writing countries, and
phone numbers written in words.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import regex
from presidio_analyzer import (
    EntityRecognizer,
    LocalRecognizer,
    Pattern,
    PatternRecognizer,
    RecognizerResult,
)

#: the entity names the scrubber maps to its kinds (see ``detectors.KIND_OF``)
SPELLED_EMAIL = "SPELLED_EMAIL"
HANDLE = "SOCIAL_HANDLE"
KEY_GROUPS = "KEY_GROUPS"
GPS = "GPS_COORDINATES"
ADDRESS = "STREET_ADDRESS"
POSTCODE = "POSTCODE"
PHONE_WORDS = "PHONE_IN_WORDS"


class _Recognizer(PatternRecognizer):
    """Case matters to these patterns (a capital starts a street's name): Presidio's default
    flags ignore case, so each pattern says where it does (``(?i)``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(global_regex_flags=regex.DOTALL | regex.MULTILINE, **kwargs)


_AT = r"(?:\s*[\[(<{]\s*at\s*[\])>}]\s*|\s+at\s+|\s*\(a\)\s*)"
_DOT = r"(?:\s*[\[(<{]\s*dot\s*[\])>}]\s*|\s+dot\s+|\s+punkt\s+|\s+point\s+|\s+punto\s+)"
_LOCAL = r"[A-Za-z0-9][\w+\-]*(?:(?:" + _DOT + r"|[._])[\w+\-]+)*"
_DOMAIN = r"[A-Za-z0-9][\w\-]*(?:" + _DOT + r"|\.)(?:[A-Za-z0-9][\w\-]*(?:" + _DOT + r"|\.))*"
_TLD = r"(?:com|org|net|edu|gov|io|me|co|uk|de|fr|es|it|nl|se|no|dk|fi|ru|jp|cn|in|br|au|ca)"


class SpelledEmailRecognizer(_Recognizer):
    """ "anna dot quill at gmail dot com", "anna.quill [at] gmail [dot] com"."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity=SPELLED_EMAIL,
            patterns=[
                Pattern(
                    "spelled email",
                    r"(?i)(?<![\w.])" + _LOCAL + _AT + _DOMAIN + _TLD + r"\b",
                    0.8,
                )
            ],
        )

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: Any = None, regex_flags: Any = None
    ) -> list[RecognizerResult]:
        # what the validator asks of a finding, asked of the whole text first: most texts
        # hold none of it, and the pattern is not tried at each of their characters
        lower = text.lower()
        if not any(mark in lower for mark in _SPELLED_MARKS):
            return []
        return super().analyze(text, entities, nlp_artifacts, regex_flags)

    def validate_result(self, pattern_text: str) -> bool:
        # "at" alone joins ordinary words ("look at the sea dot com"? no): a spelled address
        # needs a spelled or bracketed dot, or a bracketed at
        lower = pattern_text.lower()
        return any(mark in lower for mark in _SPELLED_MARKS)


_SPELLED_MARKS = (" dot ", "[dot]", "(dot)", "[at]", "(at)")


_SITES = (
    r"instagram|insta|ig|twitter|x|tiktok|facebook|fb|threads|bluesky|bsky|mastodon|reddit|"
    r"tumblr|substack|medium|youtube|twitch|discord|telegram|snapchat|linkedin|github|"
    r"goodreads|wattpad|patreon|ao3|archive of our own|pinterest|deviantart|vk|weibo|line"
)


class HandleRecognizer(LocalRecognizer):
    """Handles written without ``@``: "I'm annaquill on Instagram", "Instagram: annaquill",
    ``u/annaquill`` (``annaquill.substack.com`` is a URL: Presidio's). A word before "on
    Instagram" is a handle after a cue ("I'm", "find me as") or in a handle's shape (digits,
    "_", ".", a capital inside): "her videos on YouTube" is prose.

    Only the handle is replaced, not the cue or the site: each pattern marks it as its group
    ``h``, so this recognizer reads its own matches (a lookbehind of any length, Presidio's way
    to leave the context out, costs seconds on a long text).
    """

    def __init__(self) -> None:
        word = r"(?=[\w.]*[a-z0-9_])[A-Za-z0-9_][A-Za-z0-9_.]{2,29}(?<!\.)"
        site = r"(?i:\s+(?:on|at|over on|via)\s+(?:" + _SITES + r")\b)"
        self._regexes = [
            (re.compile(r"(?<![\w/])(?P<h>/?u/[A-Za-z0-9_\-]{3,20})\b"), 0.9),
            (
                re.compile(
                    r"(?i:\b(?:i'm|i am|me as|as|is|handle|username|follow|find me))\s+@?"
                    r"(?P<h>" + word + r")" + site
                ),
                0.7,
            ),
            (
                re.compile(
                    r"(?<![\w@])(?P<h>(?=[\w.]*(?:\d|_|\.\w|[a-z][A-Z]))" + word + r")" + site
                ),
                0.7,
            ),
            (
                re.compile(
                    r"(?i:\b(?:" + _SITES + r")\b(?:\s*(?:handle|name|user|username|account))?)"
                    r"\s*[:=]\s*@?(?P<h>[A-Za-z0-9_][A-Za-z0-9_.]{2,29}(?<!\.))"
                ),
                0.7,
            ),
        ]
        super().__init__(supported_entities=[HANDLE], supported_language="en")

    def load(self) -> None:
        pass

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: Any = None, regex_flags: Any = None
    ) -> list[RecognizerResult]:
        found: dict[tuple[int, int], RecognizerResult] = {}
        for pattern, score in self._regexes:
            for match in pattern.finditer(text):
                if match.group("h").lower() in _NOT_HANDLES:
                    continue
                span = match.span("h")
                found.setdefault(span, RecognizerResult(HANDLE, span[0], span[1], score))
        for span in _bare_handles(text):
            found.setdefault(span, RecognizerResult(HANDLE, span[0], span[1], 0.6))
        return list(found.values())


#: "on Instagram" in the languages writers write: on, at, via; auf, bei; sur; en; su; no, na,
#: em; op; på; na (Polish)
_ON_SITE = re.compile(
    r"(?i:[ \t]+(?:on|at|over on|via|auf|bei|sur|en|su|no|na|em|op|på)[ \t]+(?:" + _SITES + r")\b)"
)
#: the word right before it, as a handle is typed: lower case letters, digits, "_" and "."
_WORD_BEFORE = re.compile(r"(?<![\w@.])@?(?P<h>[a-z0-9_][a-z0-9_.]{2,29})(?<!\.)$")
#: the languages of :data:`_ON_SITE` whose words are not handles ("fotos en Instagram")
_LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl")


def _bare_handles(text: str) -> list[tuple[int, int]]:
    """A handle written alone before its site, with no cue and no handle's shape: "annaquill
    on Instagram", "annaquill auf Instagram". The site says it is a name there, unless the word
    is one of the languages' own ("her videos on YouTube", "sube fotos en Instagram"): a word
    that neither the English pronouncing dictionary nor the word lists of the languages above
    know is a handle."""
    found = []
    for site in _ON_SITE.finditer(text):
        word = _WORD_BEFORE.search(text, max(0, site.start() - 32), site.start())
        if word is None:
            continue
        handle = word.group("h")
        if handle in _NOT_HANDLES or (handle.isalpha() and is_prose_word(handle)):
            continue
        found.append(word.span("h"))
    return found


@functools.cache
def is_prose_word(word: str) -> bool:
    """Whether ``word`` is a word of English (the CMU pronouncing dictionary) or of a
    language in :data:`_LANGUAGES` (``wordfreq``'s lists of their common words)."""
    from wordfreq import zipf_frequency

    from writerlens.study.writer.anonymize.name_match import is_word

    if is_word(word):
        return True
    return any(zipf_frequency(word, lang, wordlist="small") > 0 for lang in _LANGUAGES)


_NOT_HANDLES = frozenset(
    """me her him them us it this that posted post posts it's everyone everybody someone anyone
    people friends follow followers published shared""".split()  # noqa: SIM905
)


class KeyGroupsRecognizer(_Recognizer):
    """A licence or API key in groups of four ("ABCD-EFGH-1234-IJKL", "7hq2 lm9x v4tb 8nc3"):
    at least three groups, two of them holding both letters and digits."""

    def __init__(self) -> None:
        # a group is upper case and digits, or lower case holding a digit: "Then" and "came"
        # around a key are words, not groups
        group = r"(?:[A-Z0-9]{4,5}|(?=[a-z]{0,4}\d)[a-z0-9]{4,5})"
        super().__init__(
            supported_entity=KEY_GROUPS,
            patterns=[
                Pattern(
                    "key groups",
                    r"(?<![\w\-])" + group + r"(?:[\- ]" + group + r"){2,7}(?![\w\-])",
                    0.6,
                )
            ],
        )

    def validate_result(self, pattern_text: str) -> bool:
        groups = pattern_text.replace("-", " ").split()
        mixed = sum(any(c.isdigit() for c in g) and any(c.isalpha() for c in g) for g in groups)
        return mixed >= 2


_NUM = r"[-+−]?\d{1,3}(?:[.,]\d{2,8})"
_DMS = r"\d{1,3}\s?°\s?\d{1,2}\s?['′’]\s?(?:\d{1,2}(?:[.,]\d+)?\s?(?:\"|″|''|”)\s?)?[NSEWnsew]"


class GpsRecognizer(_Recognizer):
    """GPS coordinates, both numbers: "51.5014, -0.1419", "51°30′26″N 0°7′39″W"."""

    def __init__(self) -> None:
        super().__init__(
            supported_entity=GPS,
            patterns=[
                Pattern(
                    "decimal pair",
                    r"(?<![\w.,])" + _NUM + r"°?\s*[NSns]?\s*[,;/]?\s+" + _NUM + r"°?\s*[EWew]?"
                    r"(?![\w.])",
                    0.6,
                ),
                Pattern("degrees", r"(?<!\w)" + _DMS + r"[,;]?\s*" + _DMS + r"(?!\w)", 0.8),
            ],
        )

    def validate_result(self, pattern_text: str) -> bool:
        numbers = [
            float(n.replace(",", ".").replace("−", "-"))
            for n in re.findall(r"[-+−]?\d+(?:[.,]\d+)?", pattern_text)
        ]
        if "°" in pattern_text:
            return True
        if len(numbers) != 2:
            return False
        lat, lon = numbers
        # two decimals with at least three places each: "3.14, 2.71" in prose is not a place
        places = [len(p.split(".")[-1]) for p in re.findall(r"\d+[.,]\d+", pattern_text)]
        return abs(lat) <= 90 and abs(lon) <= 180 and min(places, default=0) >= 3


_STREET_TYPES = (
    r"Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Court|Ct|Place|Pl|Terrace|"
    r"Crescent|Way|Boulevard|Blvd|Square|Sq|Gardens|Row|Mews|Hill|Parkway|Highway|Hwy"
)
#: German, Dutch and Nordic street names end in their type ("Hauptstraße", "Keizersgracht")
_DE_STREET = (
    r"[A-ZÄÖÜ][\wäöüß\-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|gracht|"
    r"straat|laan|plein|kade|steeg|singel|dijk|vej|gade|gatan|vägen|veien|gata|katu|tie)"
)
_ROMANCE_STREET = (
    r"(?:rue|avenue|boulevard|chemin|allée|place|calle|avenida|plaza|paseo|via|viale|piazza|"
    r"corso|rua|travessa)"
)


class AddressRecognizer(_Recognizer):
    """Street addresses with a house number, in the forms of the main writing countries: "10
    Downing Street", "221B Baker St", "Hauptstraße 5", "Calle Mayor 12", "12 rue de la Paix",
    "ul. Długa 5", "Keizersgracht 123" with a Dutch postcode is a postcode's job."""

    def __init__(self) -> None:
        cap = r"[A-Z][\w'’\-]+"
        super().__init__(
            supported_entity=ADDRESS,
            patterns=[
                Pattern(
                    "number street",
                    r"(?<![\w,.])\d{1,5}[A-Za-z]?,?\s+(?:"
                    + cap
                    + r"\s+){1,3}(?:"
                    + _STREET_TYPES
                    + r")\b\.?",
                    0.6,
                ),
                Pattern("german street", r"\b" + _DE_STREET + r"\s+\d{1,4}[a-z]?\b", 0.7),
                Pattern(
                    "romance street",
                    r"(?<![\w,])(?:\d{1,4}(?:\s?bis)?,?\s+)?(?i:"
                    + _ROMANCE_STREET
                    + r")\s+(?:(?:de|del|de la|des|du|di|della|da|do|dos|das)\s+)?"
                    r"[A-ZÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÇÑ][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)*(?:,?\s+\d{1,4}\b)?",
                    0.5,
                ),
                Pattern(
                    "polish street", r"\bul\.\s?[A-ZŁŚŻŹĆ][\wąćęłńóśźż\-]+\s+\d{1,4}[a-z]?", 0.8
                ),
                Pattern("po box", r"(?i)\bP\.?\s?O\.?\s?Box\s+\d{1,6}\b", 0.8),
            ],
        )

    def validate_result(self, pattern_text: str) -> bool:
        # a romance street needs a number on one side ("rue de la Paix" alone is a place name)
        return any(c.isdigit() for c in pattern_text)


class PostcodeRecognizer(_Recognizer):
    """Postcodes whose form is distinctive without a street: US ZIP+4 and a ZIP after a state,
    Dutch "1017 AB", Polish "00-950", Japanese "〒100-0001", and a 4-5 digit code written
    before a capitalised town after an address comma ("10115 Berlin", "75008 Paris")."""

    def __init__(self) -> None:
        states = (
            r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|"
            r"NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
        )
        super().__init__(
            supported_entity=POSTCODE,
            patterns=[
                Pattern("zip+4", r"\b\d{5}-\d{4}\b", 0.7),
                Pattern(
                    "state zip",
                    r"(?<=\b(?:" + states.replace("|", r")\s|\b(?:") + r")\s)\d{5}\b",
                    0.7,
                ),
                Pattern("dutch", r"\b[1-9]\d{3}\s?(?!SA|SD|SS)[A-Z]{2}\b", 0.5),
                Pattern("polish", r"(?<![\d\-])\d{2}-\d{3}(?![\d\-])", 0.4),
                Pattern("japanese", r"〒\s?\d{3}-?\d{4}", 0.9),
                Pattern(
                    "code town",
                    r"(?<=,\s)(?:[A-Z]{1,2}-)?\d{4,5}(?=\s+[A-ZÄÖÜÉ][a-zäöüéèß]+)",
                    0.6,
                ),
            ],
        )


_DIGIT_WORDS = (
    r"zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine|double|triple|"
    r"null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|"
    r"cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|"
    r"zéro|un|deux|trois|quatre|cinq|sept|huit|neuf"
)


class PhoneWordsRecognizer(_Recognizer):
    """A phone number written in words: "oh seven seven double nine, four one two ..." (seven or
    more digit words in a row)."""

    def __init__(self) -> None:
        w = r"(?:" + _DIGIT_WORDS + r")"
        super().__init__(
            supported_entity=PHONE_WORDS,
            patterns=[
                Pattern(
                    "digit words",
                    r"(?i)(?<!\w)(?:plus\s+)?" + w + r"(?:[\s,\-]+" + w + r"){6,}(?!\w)",
                    0.7,
                )
            ],
        )

    def validate_result(self, pattern_text: str) -> bool:
        words = [w for w in pattern_text.lower().replace(",", " ").replace("-", " ").split()]
        digits = sum(
            2 if w == "double" else 3 if w == "triple" else 0 if w == "plus" else 1 for w in words
        ) - sum(1 for w in words if w in {"double", "triple"})
        # "one or two" are words of prose; a number needs 7+ digits and few prose-like "o"/"un"
        return digits >= 7 and sum(w in {"o", "un", "one"} for w in words) < len(words) / 2


def own_recognizers() -> list[EntityRecognizer]:
    return [
        SpelledEmailRecognizer(),
        HandleRecognizer(),
        KeyGroupsRecognizer(),
        GpsRecognizer(),
        AddressRecognizer(),
        PostcodeRecognizer(),
        PhoneWordsRecognizer(),
    ]
