"""Generators that try to break the moving of claim, evidence and omission offsets when names,
emails and paths are replaced: whatever the texts and passages, every offset in the bundle stays
inside its (scrubbed) text, every quote is the text at its offsets, and the import's checks pass."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writerlens.domain import (
    Claim,
    ClaimJudgment,
    ClaimVerdict,
    Manuscript,
    Omission,
    OmissionKind,
    Review,
    StoryLabels,
    Summary,
    SummaryStatus,
    Verdict,
)
from writerlens.study.coordinator.bundle_checks import range_problems, reference_problems
from writerlens.study.formats import BUNDLE_SCHEMA, violations
from writerlens.study.writer.anonymize import Scrubber
from writerlens.study.writer.bundle_data import (
    ExportOptions,
    ExportSource,
    StorySource,
    build_data,
    dumps,
)
from writerlens.study.writer.bundle_file import build_manifest

PIECES = ["Annika Lindqvist", "ann@host.example.org", "/home/ann/draft.docx", "the lamp", " ",
          "é", "👩‍👩‍👧", "\n", "Mara", ".", "Zoë Li"]  # fmt: skip
#: pieces joined by a space: a name glued to another word ("LindqvistAnnika") is no longer the
#: name as a word, which the scrubber leaves alone by design
texts = st.lists(st.sampled_from(PIECES), min_size=1, max_size=25).map(" ".join)


@st.composite
def span_in(draw: st.DrawFn, length: int) -> tuple[int, int]:
    start = draw(st.integers(0, max(0, length - 1)))
    return start, draw(st.integers(start + 1, max(start + 1, length)))


@st.composite
def sources(draw: st.DrawFn) -> tuple[ExportSource, ExportOptions]:
    story = draw(texts)
    summary = draw(texts)
    manuscript = Manuscript(1, "T", story, 10, 12, "x", "txt", "t.txt", "", 1, 1)
    summaries = (Summary(7, 1, "demo", "m", "whole", summary, SummaryStatus.OK, ""),)
    claims, verdicts, judgments = [], [], []
    for n in range(draw(st.integers(1, 4))):
        start, end = draw(span_in(len(summary)))
        claims.append(Claim(100 + n, 7, draw(texts), start, end, parents=(100,) if n else ()))
        evidence = draw(st.none() | span_in(len(story)))
        verdicts.append(
            ClaimVerdict(
                1, 100 + n, draw(st.sampled_from(list(Verdict))), None, draw(texts),
                *(evidence or (None, None)), None, "chosen" if evidence else "none",
            )
        )  # fmt: skip
        judgments.append(
            ClaimJudgment(
                100 + n, "/home/ann/j.gguf", Verdict.FAITHFUL, (draw(span_in(len(story))),)
            )
        )
    omissions = [
        Omission(50 + n, 1, *draw(span_in(len(story))), "", "", "", OmissionKind.EVENT, (7,))
        for n in range(draw(st.integers(0, 3)))
    ]
    review = Review(1, 1, (7,), {}, "", None, None, "reading-subtext", "1", "reading-subtext", "1")
    source = ExportSource(
        None, "P01", "00" * 32,
        (StorySource(manuscript, StoryLabels(), summaries, review, claims=tuple(claims),
                     claim_verdicts=tuple(verdicts), omissions=tuple(omissions),
                     claim_judgments=tuple(judgments)),),
    )  # fmt: skip
    options = ExportOptions(
        include_story_text=draw(st.booleans()), names=("Annika Lindqvist", "Zoë Li")
    )
    return source, options


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sources())
def test_offsets_stay_inside_their_scrubbed_texts(made: tuple[ExportSource, ExportOptions]) -> None:
    source, options = made
    scrubber = Scrubber(options.names, users=[], hosts=[], homes=[], account=[])
    data = build_data(source, options, scrubber)
    text = dumps(data)
    manifest = build_manifest(data, text, study_id=None, participant="P01")
    assert violations({"manifest": manifest, "data": data}, BUNDLE_SCHEMA) == []
    assert reference_problems(data) == [] and range_problems(data) == []
    (story,) = data["stories"]
    summary = data["summaries"][0]["text"]
    for claim in data["claims"]:
        assert 0 <= claim["start"] < claim["end"] <= len(summary)
    passages = [v["evidence"] for v in data["reviews"][0]["claim_verdicts"] if v["evidence"]]
    passages += data["reviews"][0]["omissions"]
    passages += [p for j in data["claim_judgments"] for p in j["evidence"]]
    assert "chars" not in story  # the story's exact length identifies it
    # the length the passages point into: the scrubbed story (the text a bundle with it carries)
    told = Scrubber(options.names, users=[], hosts=[], homes=[], account=[])(
        source.stories[0].manuscript.text
    )
    for passage in passages:
        assert 0 <= passage["start"] < passage["end"] <= len(told)
        if options.include_story_text:
            assert story["text"][passage["start"] : passage["end"]] == passage.get(
                "quote", story["text"][passage["start"] : passage["end"]]
            )
    for private in ("Annika", "Lindqvist", "ann@host", "/home/ann", "Zoë"):
        assert private not in text
