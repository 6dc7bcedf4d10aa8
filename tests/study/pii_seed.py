"""A library seeded with at least 40 items of every kind that could identify a writer, and a
search of an exported bundle for each of them (used by test_study_pii_seeded and the
pii_export benchmark).

Every item is written into one field (story text, title, summary text, a highlighted passage,
feedback, a span's comment, a probe, a judge's evidence, a claim's text, the comment on a claim's
verdict, the story passage given as a claim's evidence, a passage marked as left out (and its
comment), a model or server name), in the forms
people really write: names in capitals, decomposed Unicode, with curly apostrophes, alone or
joined with ``_``; phones in international formats; paths with spaces, ``~`` and backslashes.
"""

from __future__ import annotations

import getpass
import json
import random
import re
import socket
import unicodedata
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pii_corpus import SCRIPT_PEOPLE, corpus

from writerlens.domain import ClaimOrigin, StoryLabels, SummaryStatus
from writerlens.services.claim_review import ClaimReview
from writerlens.services.export import ExportOptions
from writerlens.services.library import Library, OnDuplicate
from writerlens.services.review import ReviewSession
from writerlens.store import claims as claim_rows
from writerlens.store import library as rows
from writerlens.study.writer.anonymize import fold

PER_KIND = 40
PLACES = ["story text", "title", "summaries", "spans", "feedback", "comments", "evidence"]
#: The claim-by-claim fields: each gets items of every kind on top of the ones above.
CLAIM_PLACES = ["claims", "claim comments", "claim evidence", "omissions"]
#: Items of each kind (two of names) written into the claim fields.
CLAIM_ITEMS = 20


def _place(i: int, shift: int, first_ones: int) -> str:
    if i < first_ones:
        return PLACES[(i + shift) % len(PLACES)]
    return CLAIM_PLACES[(i + shift) % len(CLAIM_PLACES)]


STORIES = 8
KEY = "sk-ant-api03-SEEDKEY-7Hq2Lm9Xv4Tb8Nc3Rz6Wd1Yf5"

PEOPLE = [
    ("Annika", "Lindqvist"), ("Zoë", "Li"), ("Seán", "O'Brien"), ("Johann", "Strauß"),
    ("Anne-Marie", "Berg"), ("José", "Núñez"), ("Åsa", "Öberg"), ("Chidi", "Okonkwo"),
    ("Mei", "Ng"), ("Björn", "Ekström"), ("Ines", "Dvořák"), ("Kwame", "Mensah"),
    ("Leilani", "Kahale"), ("Tomasz", "Wiśniewski"), ("Priya", "Raghunathan"),
    ("Dagny", "Halvorsen"), ("Émile", "Durand"), ("Ffion", "Pritchard"), ("Ruairí", "Mac Aodha"),
    ("Yusuf", "Demirtaş"),
]  # fmt: skip
FORMS = ("full", "first", "last", "upper", "nfd", "curly", "snake", "dotted", "hyphen", "poss")


@dataclass(frozen=True)
class Item:
    kind: str  # name | email | phone | link | path | user | computer | model | key
    value: str  # as written in the library
    needles: tuple[str, ...]  # what must not be found in the bundle (folded, as whole words)
    #: story text | title | summaries | spans | feedback | comments | evidence | claims |
    #: claim comments | claim evidence | omissions | model
    where: str


@dataclass
class Seeded:
    items: list[Item] = field(default_factory=list)
    names: tuple[str, ...] = ()
    model_names: tuple[str, ...] = ()


def _name_form(first: str, last: str, form: str) -> str:
    full = f"{first} {last}"
    return {
        "full": full,
        "first": first,
        "last": last,
        "upper": full.upper(),
        "nfd": unicodedata.normalize("NFD", full),
        "curly": full.replace("'", "’"),
        "snake": f"{first}_{last}".lower().replace(" ", "_"),
        "dotted": f"{first}.{last}".lower().replace(" ", "."),
        "hyphen": f"{first}-{last}".replace(" ", "-"),
        "poss": f"{last}'s",
    }[form]


def _parts(first: str, last: str, form: str) -> tuple[str, ...]:
    words = {"first": [first], "last": [last], "poss": [last]}.get(form, [first, last])
    return tuple(
        fold(p) for w in words for p in re.split(r"[\s\-]+", w) if len(re.sub(r"\W", "", p)) >= 2
    )


def make_items(rng: random.Random) -> Seeded:
    seeded = Seeded()
    user, host = getpass.getuser(), socket.gethostname().split(".")[0]
    seeded.names = tuple(f"{f} {last}" for f, last in PEOPLE)
    add = seeded.items.append
    for i in range(PER_KIND * 2 + CLAIM_ITEMS * 2):
        first, last = PEOPLE[i % len(PEOPLE)]
        form = FORMS[i % len(FORMS)]
        where = _place(i, 0, PER_KIND * 2)
        add(Item("name", _name_form(first, last, form), _parts(first, last, form), where))
    for i in range(PER_KIND + CLAIM_ITEMS):
        first, last = PEOPLE[i % len(PEOPLE)]
        where = _place(i, 3, PER_KIND)
        local = fold(f"{first}.{last}").replace(" ", "")
        add(Item("email", f"{local}{i}@mailhost{i}.example.org", (f"mailhost{i}",), where))
        phone = [
            f"+46 70 {100 + i} 45 67", f"+1 (555) {200 + i}-4567", f"+44 20 7946 {1000 + i}",
            f"(555) {300 + i}-9876", f"+49 30 1234 {5600 + i}", f"+33 1 23 45 {10 + i} 89",
            f"0044 20 {7000 + i} 0958", f"555.{400 + i}.1234", f"+61 2 9876 {5400 + i}",
            f"070-{500 + i} 45 67",
        ][i % 10]  # fmt: skip
        add(Item("phone", phone, (phone, re.sub(r"\D", "", phone)), _place(i, 1, PER_KIND)))
        link = [
            f"https://writer{i}:hunter2@cloud{i}.example.net/drafts",
            f"http://user{i}@files{i}.example.com/share",
            f"www.personal-site{i}.example.org/about",
            f"ftp://anon{i}:pw@ftp{i}.example.org/pub",
            f"@inkhandle{i}",
        ][i % 5]
        token = re.search(r"(cloud|files|personal-site|ftp|inkhandle)\d+", link)
        assert token is not None
        add(Item("link", link, (token.group(0),), _place(i, 2, PER_KIND)))
        path = [
            f"/home/{first.lower()}/My Stories/{first} {last} - Harbour Lights (draft {i}).docx",
            f"~/Writing/secret-draft-{i}.md",
            f"C:\\Users\\{first} {last}\\Documents\\Lantern Story {i}.docx",
            f"(see /srv/share/novelbox{i}/ch1.txt)",
            f"\\\\NASBOX{i}\\writing\\draft.odt",
            f"Tidewater-Notes-{i}-final.docx",
        ][i % 6]
        needle = re.search(
            r"Harbour Lights \(draft \d+\)|secret-draft-\d+|Lantern Story \d+|novelbox\d+|"
            r"NASBOX\d+|Tidewater-Notes-\d+",
            path,
        )
        assert needle is not None
        add(Item("path", path, (fold(needle.group(0)),), _place(i, 4, PER_KIND)))
        # the login as identifiers ("root" or "will" alone is a word of prose, never replaced)
        login = [
            f"{user}@{host}", f"/home/{user}/notes", f"~{user}/drafts", f"my login is {user}",
            f"ssh {user}@studio-box", f"C:\\Users\\{user}\\Desktop",
        ][i % 6]  # fmt: skip
        add(Item("user", login, (fold(user),), _place(i, 5, PER_KIND)))
        add(Item("computer", host, (fold(host),), _place(i, 6, PER_KIND)))
        start = rng.randrange(0, len(KEY) - 12)
        piece = KEY[start : start + rng.randrange(8, 13)]
        keyed = ["feedback", "comments", "summaries", "claims", "claim comments"]
        add(Item("key", piece, (fold(piece),), keyed[i % len(keyed)]))
    # the corpus of real formats (pii_corpus): every kind, in the claim fields too
    for shift, (kind, forms) in enumerate(corpus().items()):
        for i in range(PER_KIND + CLAIM_ITEMS):
            value, needles = forms[i % len(forms)]
            where = _place(i, shift, PER_KIND)
            add(Item(kind, value, tuple(fold(n) for n in needles), where))
    seeded.names += tuple(name for name, _forms in SCRIPT_PEOPLE)
    for i in range(PER_KIND + CLAIM_ITEMS):
        _listed, forms = SCRIPT_PEOPLE[i % len(SCRIPT_PEOPLE)]
        value, needles = forms[(i // len(SCRIPT_PEOPLE)) % len(forms)]
        add(Item("name", value, tuple(fold(n) for n in needles), _place(i, 2, PER_KIND)))
    for i in range(PER_KIND):
        if i % 2:
            name = f"harbour-tuned-{i}-q4.gguf"
            seeded.model_names += (name,)
            add(Item("model", name, (fold(f"harbour-tuned-{i}"),), "model"))
        else:
            name = f"Studio Ollama {i}"
            seeded.model_names += (name,)
            add(Item("model", name, (fold(name),), "model"))
    return seeded


def seed_library(library: Library, folder: Path, rng_seed: int = 12) -> Seeded:
    """Import stories and make summaries and reviews that carry every item (see the module)."""
    rng = random.Random(rng_seed)
    seeded = make_items(rng)
    texts: dict[str, list[list[str]]] = {}
    for n, item in enumerate(seeded.items):
        if item.kind != "model":
            texts.setdefault(item.where, [[] for _ in range(STORIES)])[n % STORIES].append(
                item.value
            )
    models = [i for i in seeded.items if i.kind == "model"]
    for s in range(STORIES):
        _story(library, folder, s, texts, models[s::STORIES], rng)
    return seeded


def _sentence(values: list[str]) -> str:
    return " ".join(f"Then {v} came by the harbour." for v in values)


def _story(
    library: Library,
    folder: Path,
    s: int,
    texts: dict[str, list[list[str]]],
    models: list[Item],
    rng: random.Random,
) -> None:
    def part(where: str) -> list[str]:
        return texts.get(where, [[]] * STORIES)[s]

    path = folder / f"story-{s}.txt"
    # passages the writer gives as a claim's evidence or marks as left out: each after a marker
    marked = [
        f"Passage {kind}{n}: {_sentence([v])}"
        for kind in ("claim evidence", "omissions")
        for n, v in enumerate(part(kind))
    ]
    story = f"A keeper waits. {_sentence(part('story text'))} {' '.join(marked)}"
    path.write_text(f"The Keeper {s}\n\n{story}\n", "utf-8")
    outcome = library.import_file(path, on_duplicate=OnDuplicate.NEW_VERSION)
    assert outcome.manuscript is not None
    manuscript_id = outcome.manuscript.id
    library.rename(manuscript_id, "The keeper: " + "; ".join(part("title")))
    summary_ids = []
    span_values = part("spans")
    count = len(models)
    for k in range(count):
        model = models[k].value
        local = model.endswith(".gguf")
        server = not local
        text = f"Summary {k}. A keeper waits. " + _sentence(part("summaries")[k::count])
        text += " " + _sentence(span_values[k::count]) + " The keeper stays."
        # as the summarize runner records them: the server's name and address, the file's name
        params: dict[str, Any] = {
            "words": 400,
            "provider_name": "",
            "base_url": "",
            "model_file": "",
        }
        if server:
            params.update(provider_name=model, base_url="http://annika-pc.local:11434/v1")
            if k % 2:  # and as a job's provider spec
                params["provider"] = {"kind": "openai-compatible", "model": "llama3", "name": model}
        else:
            params["model_file"] = model
        summary_ids.append(
            rows.insert_summary(
                library.store,
                manuscript_id=manuscript_id,
                provider="local" if local else ("openai-compatible" if server else "test"),
                model=model if local else "llama3",
                strategy="whole",
                text=text,
                status=SummaryStatus.OK,
                params=params,
                prompts={"whole": "whole-story@1"},
                input_tokens=100,
                output_tokens=50,
            )
        )
    session = ReviewSession.open(library, manuscript_id, rng=random.Random(s))
    session.set_story_labels(StoryLabels("reliable", False, "linear"))
    texts_by_id = {x.id: x.text for x in library.summaries(manuscript_id)}
    for k, summary_id in enumerate(summary_ids):
        for question in ("coverage", "faithfulness", "coherence", "analysis"):
            session.answer(summary_id, question, rng.randint(1, 4))
        feedback = _sentence(part("feedback")[k::count])
        session.set_feedback(summary_id, "I liked it. " + feedback)
        comments = part("comments")[k::count]
        for value in span_values[k::count]:
            text = texts_by_id[summary_id]
            start = text.index(value)
            comment = f"Wrong: {comments.pop()}" if comments else "Wrong person."
            session.add_span(
                summary_id, start, start + len(value), "faithfulness.character", comment
            )
        if comments:
            at = texts_by_id[summary_id].index("A keeper waits")
            note = "; ".join(comments)
            session.add_span(summary_id, at, at + 14, "coverage.vague", note)
    session.set_ranking(summary_ids)
    session.complete()
    _claims(library, session, summary_ids, texts_by_id, part)
    evidence = part("evidence")
    with library.store.write() as db:
        db.execute(
            "INSERT INTO probes (manuscript_id, question, answer, created_at) "
            "VALUES (?, ?, ?, '2025-01-01T10:00:00')",
            (manuscript_id, "Who came by the harbour?", "Someone."),
        )
        probe_id = db.execute("SELECT max(id) FROM probes").fetchone()[0]
        db.execute(
            "INSERT INTO probe_results (probe_id, summary_id, judge_model, answered, evidence, "
            "created_at) VALUES (?, ?, ?, 1, ?, '2025-01-01T10:00:00')",
            (probe_id, summary_ids[0], "/home/someone/models/judge.gguf", _sentence(evidence)),
        )


def _claims(
    library: Library,
    session: ReviewSession,
    summary_ids: list[int],
    texts: dict[int, str],
    part: Any,
) -> None:
    """Claims whose text carries items, verdicts whose comments and evidence passages do, and
    omissions of marked passages (with a comment carrying an item too)."""
    writer = ClaimReview(session)
    story = library.manuscript(session.manuscript_id).text
    count = len(summary_ids)

    def passage(kind: str, n: int) -> tuple[int, int]:
        start = story.index(f"Passage {kind}{n}: ")
        return start, story.index("harbour.", start) + len("harbour.")

    for k, summary_id in enumerate(summary_ids):
        at = texts[summary_id].index("A keeper waits")

        def claim(text: str, summary_id: int = summary_id, at: int = at) -> int:
            return claim_rows.insert_claim(
                library.store, summary_id=summary_id, text=text, start=at, end=at + 14,
                origin=ClaimOrigin.MODEL,
            ).id  # fmt: skip

        for value in part("claims")[k::count]:
            claim(_sentence([value]))
        comments = part("claim comments")[k::count]
        if comments:
            writer.set_verdict(
                claim("A keeper waits."), "unfaithful", kind="faithfulness.character",
                comment="Wrong: " + _sentence(comments),
            )  # fmt: skip
        for n, _value in enumerate(part("claim evidence")):
            if n % count == k:
                writer.set_verdict(
                    claim("A keeper waits."), "faithful", evidence=passage("claim evidence", n),
                    evidence_source="chosen",
                )  # fmt: skip
    for n, value in enumerate(part("omissions")):
        start, end = passage("omissions", n)
        writer.add_omission(start, end, "event", summary_ids, comment=f"Left out: {value}")


# -- searching a bundle -----------------------------------------------------------------------


def bundle_strings(path: Path) -> str:
    """Every string (keys and values, not numbers) of the unzipped bundle, folded."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for k, v in value.items():
                found.append(str(k))
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            found.append(name)
            walk(json.loads(archive.read(name)))
    return fold("\n".join(found))


def exported(item: Item, options: ExportOptions) -> bool:
    """Whether the item's field is in a bundle made with ``options`` at all."""
    return {
        "story text": options.include_story_text,
        "title": options.include_titles,
        "summaries": options.include_summary_text,
        "spans": options.include_summary_text,
        "evidence": options.include_summary_text,
        "claims": options.include_summary_text,
        "claim comments": options.include_comments,
        # story passages travel only with the story text (an omission's comment with the
        # comments: both are searched for the same item)
        "claim evidence": options.include_story_text,
        "omissions": options.include_story_text or options.include_comments,
        "feedback": options.include_comments,
        "comments": options.include_comments,
        "model": True,
    }[item.where]


_UNSPACED = re.compile(r"[\u0600-\u06ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def is_found(needle: str, text: str) -> bool:
    if _UNSPACED.search(needle):  # scripts written without spaces, or with attached prefixes
        return needle in text
    if re.fullmatch(r"[\w'\-]+", needle) and not re.search(r"\d", needle):
        return bool(re.search(rf"(?<![^\W_]){re.escape(needle)}(?![^\W_])", text))
    return needle in text


def leaks(items: list[Item], bundle: str, options: ExportOptions) -> Counter[str]:
    """Per kind, how many items that the bundle carries a field for were found in it."""
    found: Counter[str] = Counter()
    for item in items:
        if exported(item, options) and any(is_found(n, bundle) for n in item.needles):
            found[item.kind] += 1
    return found


def seeded_counts(items: list[Item], options: ExportOptions) -> Counter[str]:
    return Counter(i.kind for i in items if exported(i, options))
