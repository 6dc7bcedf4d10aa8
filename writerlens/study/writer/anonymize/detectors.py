"""The field's detectors over a text: Microsoft Presidio's recognizers (with their validators:
Luhn for cards, checksums for IBANs and national ids) and Google's libphonenumber, plus
WriterLens's own recognizers for what neither covers (``recognizers``).

Presidio's analyzer normally runs a spaCy NER model, which cannot be downloaded here or
shipped lightly; it runs with Presidio's own ``NoOpNlpEngine`` instead: every recognizer used
is a pattern recognizer that needs no model. Person names are the writer's list's job
(``names``), not a model's guess. Presidio imports spaCy (about 1.5 s; its package imports
every recognizer it has, so registering only the ones used saves their set-up, not the
import), so nothing here is imported before it is needed: :func:`warm_up` builds the engine
in the background when the export dialog opens, :func:`find` on first use otherwise.

Scores: each recognizer is trusted as its validator leaves it, except dates, which are
replaced only as dates of birth (a date next to "born", "DOB", "birthday" ...): a summary's
"on 3 May 1921" is the story's, not the writer's.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import threading
from collections.abc import Sequence
from typing import Any

from writerlens.study.writer.anonymize import detect
from writerlens.study.writer.anonymize.edits import Edit

#: what replaces each kind of finding, and the kind the scrubber's report counts it under
PLACEHOLDERS = {
    "card": "[card number]",
    "iban": "[bank account]",
    "ip": "[ip address]",
    "mac": "[device address]",
    "link": "[link]",
    "email": "[email]",
    "handle": "[handle]",
    "birth": "[date of birth]",
    "national_id": "[id number]",
    "address": "[address]",
    "gps": "[location]",
    "phone": "[phone]",
    "key": "[key hidden]",
}

_KIND_OF = {
    "CREDIT_CARD": "card",
    "IBAN_CODE": "iban",
    "IP_ADDRESS": "ip",
    "MAC_ADDRESS": "mac",
    "URL": "link",
    "DATE_TIME": "birth",
    "PHONE_NUMBER": "phone",
    "PHONE_IN_WORDS": "phone",
    "SPELLED_EMAIL": "email",
    "SOCIAL_HANDLE": "handle",
    "KEY_GROUPS": "key",
    "GPS_COORDINATES": "gps",
    "STREET_ADDRESS": "address",
    "POSTCODE": "address",
    "UK_POSTCODE": "address",
    "CA_POSTAL_CODE": "address",
}

#: Presidio's national-id recognizers of the main writing countries (class names)
_NATIONAL = (
    "UsSsnRecognizer",
    "UsItinRecognizer",
    "UsPassportRecognizer",
    "UkNinoRecognizer",
    "NhsRecognizer",
    "EsNifRecognizer",
    "EsNieRecognizer",
    "ItFiscalCodeRecognizer",
    "PlPeselRecognizer",
    "SePersonnummerRecognizer",
    "FiPersonalIdentityCodeRecognizer",
    "InAadhaarRecognizer",
    "AuTfnRecognizer",
    "AuMedicareRecognizer",
    "CaSinRecognizer",
    "DeTaxIdRecognizer",
    "DeSocialSecurityRecognizer",
    "KrRrnRecognizer",
    "TrNationalIdRecognizer",
    "ZaIdNumberRecognizer",
    "SgFinRecognizer",
    "ThTninRecognizer",
    "NgNinRecognizer",
)
_GENERIC = (
    "CreditCardRecognizer",
    "IbanRecognizer",
    "IpRecognizer",
    "MacAddressRecognizer",
    "UrlRecognizer",
    "DateRecognizer",
    "UkPostcodeRecognizer",
    "CaPostalCodeRecognizer",
)
#: regions whose national formats libphonenumber is asked to read (the main writing countries)
PHONE_REGIONS = (
    "US", "GB", "IE", "CA", "AU", "NZ", "ZA", "NG", "IN", "DE", "AT", "CH", "FR", "BE", "NL",
    "ES", "IT", "PT", "BR", "MX", "AR", "SE", "NO", "DK", "FI", "PL", "CZ", "RU", "UA", "GR",
    "TR", "JP", "CN", "KR", "IL", "EG", "SA", "AE",
)  # fmt: skip
#: a run of digits that could be a phone number: libphonenumber reads only around these
_DIGIT_RUN = re.compile(r"[+(]?\d[\d\s().\-–/]{4,24}\d")
_BIRTH = re.compile(
    r"(?i)\b(?:born|b\.|dob|d\.o\.b|date of birth|birth ?date|birthday|geboren|geb\.|né|née|"
    r"nacid[oa]|fecha de nacimiento|nat[oa]|urodzon[ya]|född|syntynyt|родил[аси]{1,3}|"
    r"дата рождения|生年月日|出生)\b"
)
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|"
    r"juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|"
    r"octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
    r"septiembre|octubre|noviembre|diciembre"
)
#: dates written in words or numbers that Presidio's date patterns may not cover
_WORD_DATE = re.compile(
    r"(?i)\b(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:of\s+|de\s+)?(?:" + _MONTHS + r")\.?,?\s+"
    r"(?:de\s+)?\d{2,4}|"
    r"(?:" + _MONTHS + r")\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{2,4}|"
    r"\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4}|\d{4}[./\-]\d{1,2}[./\-]\d{1,2}|"
    r"\d{4}年\d{1,2}月\d{1,2}日)"
)

_lock = threading.Lock()
_engine: Any = None


def _build() -> Any:
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer import predefined_recognizers as predefined
    from presidio_analyzer.nlp_engine import NoOpNlpEngine

    from writerlens.study.writer.anonymize.recognizers import own_recognizers

    class WordUrlRecognizer(predefined.UrlRecognizer):
        """Presidio's URLs, read only in the words that hold an "x.y": its pattern of every
        top-level domain tried at every letter costs seconds on a long story."""

        def analyze(self, text: str, entities: list[str], *args: Any, **kwargs: Any) -> Any:
            words = _dotted_words(text)
            if not words:
                return []
            # the words alone, a space between: no web address holds a space
            joined = " ".join(text[a:b] for a, b in words)
            starts = list(itertools.accumulate((b - a + 1 for a, b in words[:-1]), initial=0))
            found = []
            for result in super().analyze(joined, entities, *args, **kwargs):
                k = bisect.bisect_right(starts, result.start) - 1
                shift = words[k][0] - starts[k]
                if result.end + shift <= words[k][1]:
                    result.start, result.end = result.start + shift, result.end + shift
                    found.append(result)
            return found

    made: list[Any] = [WordUrlRecognizer(supported_language="en")]
    for name in (*_GENERIC, *_NATIONAL):
        cls = getattr(predefined, name, None)
        if cls is None or name == "UrlRecognizer":  # an older or newer Presidio without it
            continue
        try:
            made.append(cls(supported_language="en"))
        except TypeError:
            made.append(cls())
    made += own_recognizers()
    for recognizer in made:
        recognizer.supported_language = "en"
    registry = RecognizerRegistry(recognizers=made, supported_languages=["en"])
    return AnalyzerEngine(
        nlp_engine=NoOpNlpEngine([{"lang_code": "en", "model_name": "none"}]),
        registry=registry,
        supported_languages=["en"],
    )


def _dotted_words(text: str) -> list[tuple[int, int]]:
    """Where the words (runs without spaces) that hold an "x.y" stand in ``text``: found from
    each "x.y", not by testing every word."""
    found: list[tuple[int, int]] = []
    done = 0
    for dot in _TRIGGER_DOT.finditer(text):
        at = dot.start()
        if at < done or not _wordish(text, at - 1):
            continue
        start = max(text.rfind(c, 0, at) for c in " \t\n\r\f\v") + 1
        space = _SPACE.search(text, at)
        done = space.start() if space else len(text)
        found.append((start, done))
    return found


_SPACE = re.compile(r"\s")


def engine() -> Any:
    """Presidio's analyzer, built once (thread-safe: the preview and the export may race)."""
    global _engine
    with _lock:
        if _engine is None:
            _engine = _build()
        return _engine


def warm_up() -> None:
    """Start building the analyzer in the background, once (the export dialog calls this when
    it opens): importing Presidio and compiling its patterns takes seconds that the writer
    would otherwise wait for on the first preview or export. An export that comes first simply
    waits for it (the same lock); a failure here is met again, and reported, by that export."""
    with _lock:
        if _engine is not None or _warming.is_set():
            return
        _warming.set()
    threading.Thread(target=_warm, name="writerlens-detectors", daemon=True).start()


_warming = threading.Event()


def _warm() -> None:
    try:
        engine()
        # the patterns compile, and libphonenumber reads every region's formats, on first use
        find("Warm up: call 020 7946 0958, born 14/03/1987, at example.org.")
    except Exception:  # the export that needs the engine meets it again, and reports it
        _warming.clear()


def _kind(entity: str) -> str:
    return _KIND_OF.get(entity, "national_id")


#: what any recognizer here needs to find something in a sentence: a digit, an address-like
#: "x.y", an "@", a spelled or bracketed at/dot, a "u/", a degree sign, a social site's name,
#: a digit's word; read in a lower-cased copy of the text, in pieces that ``re`` scans fast
#: (one alternation of them all tries every branch at every character)
_TRIGGER_CHARS = re.compile(r"[\d@°]")
_TRIGGER_BRACKETS = re.compile(r"[\[(]\s*(?:at|dot)\s*[\])]")
_TRIGGER_DOT = re.compile(r"\.\w")  # "x.y", its letter before checked apart
_TRIGGER_WORDS = re.compile(
    r"\b(?:u/|dot|punkt|point|punto|"
    r"instagram|insta|twitter|tiktok|facebook|threads|bluesky|bsky|mastodon|reddit|"
    r"tumblr|substack|medium|youtube|twitch|discord|telegram|snapchat|linkedin|github|"
    r"goodreads|wattpad|patreon|ao3|pinterest|deviantart|weibo|box|ul|ig|fb|vk|"
    r"oh|zero|nought|double|triple|null|cero|zéro)\b"
)


def _triggers(text: str) -> list[int]:
    """Where in ``text`` something a recognizer needs stands (unsorted)."""
    lower = text.lower()
    if len(lower) != len(text):  # a letter whose lower case is longer ("İ"): keep offsets
        lower = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    found = [m.start() for m in _TRIGGER_CHARS.finditer(lower)]
    found += [m.start() for m in _TRIGGER_BRACKETS.finditer(lower)]
    found += [m.start() for m in _TRIGGER_DOT.finditer(lower) if _wordish(lower, m.start() - 1)]
    found += [m.start() for m in _TRIGGER_WORDS.finditer(lower)]
    return found


def _wordish(text: str, at: int) -> bool:
    return at >= 0 and (text[at].isalnum() or text[at] == "_")


_PHONE_CUE = re.compile(
    r"(?i)\b(?:call|phone|tel|telephone|mobile|cell|ring|text|whatsapp|number|nr|no|fax|"
    r"telefon|teléfono|téléphone|handy|móvil|portable)\b[\s.:#]*(?:me\s+)?(?:at\s+|on\s+)?$"
)
#: where a sentence ends (the window's unit): its full stop, or a line break
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)|[。！？]+|\n")
#: a weak finding (no checksum, a bare number) counts only after one of its recognizer's own
#: context words ("SSN", "passport") within this many characters before it
_CONTEXT_REACH = 40
_STRONG = 0.4
#: a finding its recognizer's checksum confirmed (Luhn, an IBAN's, a national id's)
_VALIDATED = 0.99


def _windows(text: str) -> list[tuple[int, int]]:
    """The stretches of ``text`` a recognizer could match: each sentence that holds what one
    needs (:func:`_triggers`) with the sentences on either side, merged. Most of a story's
    prose is in none, and is never scanned by the dozens of patterns. (The text is read for
    triggers and sentence ends once, not sentence by sentence.)"""
    hot_at = _triggers(text)
    if not hot_at:
        return []
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    if not ends or ends[-1] < len(text):
        ends.append(len(text))
    starts = [0, *ends[:-1]]
    hot = [False] * len(ends)
    for at in hot_at:
        hot[min(len(ends) - 1, bisect.bisect_right(ends, at))] = True
    out: list[tuple[int, int]] = []
    for i, (a, b) in enumerate(zip(starts, ends, strict=True)):
        if b <= a:
            continue
        if hot[i] or (i > 0 and hot[i - 1]) or (i + 1 < len(hot) and hot[i + 1]):
            if out and out[-1][1] == a:
                out[-1] = (out[-1][0], b)
            else:
                out.append((a, b))
    return out


#: between two windows in the text the analyzer reads: no pattern reads across a NUL
_GAP = "\n\x00\n"


def _analyze(
    analyzer: Any, text: str, windows: list[tuple[int, int]]
) -> list[tuple[int, int, Any]]:
    """Presidio's findings in the ``windows`` of ``text`` (read as one short text, so that a
    200,000-word story is read in seconds), with their offsets in ``text``."""
    if not windows:
        return []
    compact = _GAP.join(text[a:b] for a, b in windows)
    starts: list[int] = []
    at = 0
    for a, b in windows:
        starts.append(at)
        at += (b - a) + len(_GAP)
    found = []
    for result in analyzer.analyze(compact, language="en", score_threshold=0.0):
        k = bisect.bisect_right(starts, result.start) - 1
        a, b = windows[k]
        start, end = a + result.start - starts[k], a + result.end - starts[k]
        if end <= b:  # (a finding across two windows cannot be: the gap stops every pattern)
            found.append((start, end, result))
    return found


def find(text: str) -> list[Edit]:
    """Every finding of the field's detectors in ``text``, as edits (overlaps left to
    ``edits.resolve``)."""
    if not text or not any(c.isalnum() for c in text):
        return []
    return list(_find(text))


@functools.lru_cache(maxsize=256)
def _find(text: str) -> tuple[Edit, ...]:
    """(Cached: the preview and then the export read the same summaries and story.)"""
    analyzer = engine()
    contexts = {
        r.name: [w.lower() for w in (r.context or [])] for r in analyzer.registry.recognizers
    }
    windows = _windows(text)
    scored: list[tuple[float, Edit]] = []
    for start, end, result in _analyze(analyzer, text, windows):
        kind = _kind(result.entity_type)
        if kind == "birth":
            continue  # dates: only as dates of birth, below
        if text[end : end + 1].isalnum() or (text[start - 1 : start].isalnum() and start):
            continue  # part of a word: "Q4_K_M.gg" in "Q4_K_M.gguf" is no web address
        if kind == "national_id" and not any(c.isdigit() for c in text[start:end]):
            continue  # a word of ten letters is no id ("Washington")
        if result.score < _STRONG and kind != "address":  # a postcode's shape is enough
            name = (result.recognition_metadata or {}).get("recognizer_name", "")
            before = text[max(0, start - _CONTEXT_REACH) : start].lower()
            if not any(re.search(rf"\b{re.escape(w)}\b", before) for w in contexts.get(name, [])):
                continue  # "the code 143150124" is a story's number, not an SSN
        scored.append((result.score, Edit(start, end, PLACEHOLDERS[kind], kind)))
    scored += [(0.9, edit) for edit in _births(text, windows)]
    validated = [(e.start, e.end) for score, e in scored if score >= _VALIDATED]
    scored += [(0.5, edit) for edit in phones(text, windows, validated)]
    # the surest first: where two findings cover the same characters, the one a checksum
    # validated names them ("[id number]", not "[phone]")
    scored.sort(key=lambda pair: -pair[0])
    return tuple(edit for _score, edit in scored)


def _births(text: str, windows: list[tuple[int, int]] | None = None) -> list[Edit]:
    """Dates that follow a birth word within a few words ("born on 14 March 1987", "DOB:
    14/03/1987", "geb. 14.03.1987"). Every date holds a digit: only the ``windows`` around
    digits are read (the whole text when not given)."""
    found: list[Edit] = []
    cues = (
        _BIRTH.finditer(text)
        if windows is None
        else (cue for a, b in windows for cue in _BIRTH.finditer(text, a, b))
    )
    for cue in cues:
        window = text[cue.end() : cue.end() + 40]
        date = _WORD_DATE.search(window)
        if date is not None and not re.search(r"[.!?]\s", window[: date.start()]):
            found.append(
                Edit(
                    cue.end() + date.start(), cue.end() + date.end(), PLACEHOLDERS["birth"], "birth"
                )
            )
    return found


def phones(
    text: str,
    windows: list[tuple[int, int]] | None = None,
    validated: Sequence[tuple[int, int]] = (),
) -> list[Edit]:
    """Phone numbers in the national formats of :data:`PHONE_REGIONS` (libphonenumber, valid
    numbers only), read only around runs of digits so that a long story stays fast: in the
    ``windows`` (all digits are in them), not in a run a checksum already named (a card
    number inside ``validated``) or that is a date, and a number written with its country
    code ("+44 ...") read once, not in each region's national format."""
    import phonenumbers

    found: dict[tuple[int, int], Edit] = {}
    runs = (
        _DIGIT_RUN.finditer(text)
        if windows is None
        else (run for a, b in windows for run in _DIGIT_RUN.finditer(text, a, b))
    )
    for run in runs:
        if sum(c.isdigit() for c in run.group(0)) < 6:
            continue
        if detect.looks_like_date(run.group(0)):
            continue  # "14/03/1987", "1914 1918 1939": dates and years
        if any(a <= run.start() and run.end() <= b for a, b in validated):
            continue
        lo = max(0, run.start() - 4)
        window = text[lo : run.end() + 2]
        regions: tuple[str, ...] = PHONE_REGIONS
        if run.group(0).startswith("+"):
            international = list(
                phonenumbers.PhoneNumberMatcher(window, "ZZ", leniency=phonenumbers.Leniency.VALID)
            )
            if any(lo + m.start <= run.start() < lo + m.end for m in international):
                regions = ("ZZ",)  # the country code says where it dials: no region to guess
        for region in regions:
            for match in phonenumbers.PhoneNumberMatcher(
                window, region, leniency=phonenumbers.Leniency.VALID
            ):
                span = (lo + match.start, lo + match.end)
                raw = text[span[0] : span[1]]
                if detect.looks_like_date(raw):
                    continue  # "2024-05-01" dials in some country, but is a date
                if (
                    raw.isdigit()
                    and not raw.startswith("0")
                    and not _PHONE_CUE.search(text, max(0, span[0] - 30), span[0])
                ):
                    continue  # "the code 143150124": digits alone are a number, not a phone
                found.setdefault(span, Edit(*span, PLACEHOLDERS["phone"], "phone"))
    return list(found.values())
