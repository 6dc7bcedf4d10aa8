"""A stored answer that is not a summary is shown as such: in the job's row when it ends, and
in the summaries viewer with the engine's note (issue #30)."""

from __future__ import annotations

import itertools

from llm_server import FakeLLMServer, RecordedRequest

from writerlens.domain import SummaryStatus
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.services.consent import consent_request, record
from writerlens.services.library import Library
from writerlens.services.summarize import SummarizeService
from writerlens.summarize.options import SummarizeOptions
from writerlens.ui.summaries_viewer import SummariesViewer


def loop(_request: RecordedRequest) -> str:
    phrases = itertools.cycle(["a princess from the North", "a princess from the South"])
    return "Tobias meets " + ", ".join(itertools.islice(phrases, 23)) + "."


def test_a_loop_is_shown_as_not_a_summary_with_why(
    qtbot, library: Library, llm_server: FakeLLMServer
) -> None:
    request = consent_request(ProviderSpec("openai", "any"))
    assert request is not None
    record(library, request, granted=True)
    story = library.install_sample()
    llm_server.reply = loop
    spec = ProviderSpec(kind="openai", model="gpt-4o-mini", base_url=llm_server.openai_base_url)
    model = create_provider(spec, api_key="test-key", sleep=lambda _s: None)
    outcome = SummarizeService(library).summarize(
        story.id,
        spec,
        "whole",
        SummarizeOptions(context_tokens=16_000, words=150),
        provider=model,  # type: ignore[arg-type]
    )
    [summary] = outcome.summaries
    assert summary.status is SummaryStatus.FLAGGED

    viewer = SummariesViewer(library, story.id)
    qtbot.addWidget(viewer)
    names = [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())]
    [index] = [i for i, name in enumerate(names) if "(not a summary)" in name]
    shown = viewer.tabs.widget(index).toPlainText()  # type: ignore[attr-defined]
    assert "repeats itself in a loop" in shown and shown.endswith(summary.text)
    assert "repeats itself in a loop" in viewer.tabs.tabToolTip(index)
