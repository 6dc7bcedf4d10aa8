"""The Anthropic and OpenAI providers, through the real SDKs, against the local fake server.

Each behaviour a writer would notice is checked for both APIs: the text, the exact model that
answered, token counts, streaming order, refusals, truncation, retries and their waits, and the
messages of the faults that cannot be retried.
"""

from __future__ import annotations

import socket
import traceback

import pytest
from llm_fakes import SECRET
from llm_server import (
    PROSE_REFUSAL,
    AuthError,
    FakeLLMServer,
    Hang,
    Malformed,
    RateLimit,
    Refuse,
    RefuseInProse,
    ServerError,
    Truncate,
    count_words,
)

from writerlens.domain import CancelToken
from writerlens.llm.base import (
    ChatMessage,
    CompletionRequest,
    FaultKind,
    FinishReason,
    ProviderError,
    ProviderSpec,
)
from writerlens.llm.factory import create_provider

KINDS = ["anthropic", "openai"]
MODELS = {"anthropic": "claude-haiku-4-5", "openai": "gpt-4o-mini"}

STORY_PROMPT = (
    "Summarize the story below in about 400 words. The lamplighter kept a ledger of every "
    "lamp she lit. One night a lamp would not light."
)
REQUEST = CompletionRequest(
    messages=(ChatMessage("system", "You summarize fiction."), ChatMessage("user", STORY_PROMPT)),
    max_tokens=300,
    temperature=0.3,
)
EXPECTED_TEXT = "Summarize the story below in about 400 words. The end."


def base_url(server: FakeLLMServer, kind: str) -> str:
    return server.anthropic_base_url if kind == "anthropic" else server.openai_base_url


def make(server: FakeLLMServer, kind: str, sleeps: list[float] | None = None, **options):
    model = options.pop("model", MODELS.get(kind, "local-model"))
    spec = ProviderSpec(kind=kind, model=model, base_url=base_url(server, kind), name="Test")
    options.setdefault("api_key", SECRET)
    options.setdefault("sleep", (sleeps if sleeps is not None else []).append)
    return create_provider(spec, **options)


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


# ---------------------------------------------------------------- normal answers


@pytest.mark.parametrize("kind", KINDS)
def test_plain_completion_reports_text_model_and_usage(llm_server, kind):
    llm_server.model_answered = "model-that-answered-2026"
    completion = make(llm_server, kind).complete(REQUEST)

    assert completion.text == EXPECTED_TEXT
    assert completion.finish_reason == FinishReason.STOP
    assert not completion.refused
    assert completion.model == "model-that-answered-2026"
    assert completion.input_tokens == count_words("You summarize fiction.") + count_words(
        STORY_PROMPT
    )
    assert completion.output_tokens == count_words(EXPECTED_TEXT)
    assert llm_server.requests[-1].stream is False
    assert llm_server.requests[-1].body["model"] == MODELS[kind]


@pytest.mark.parametrize("kind", KINDS)
def test_streaming_delivers_pieces_in_order(llm_server, kind):
    llm_server.model_answered = "streamed-model"
    pieces: list[str] = []
    completion = make(llm_server, kind).complete(REQUEST, on_token=pieces.append)

    assert pieces == ["Summarize", " the", " story", " below", " in", " about", " 400",
                      " words.", " The", " end."]  # fmt: skip
    assert "".join(pieces) == completion.text == EXPECTED_TEXT
    assert completion.model == "streamed-model"
    assert completion.output_tokens == len(pieces)
    assert completion.input_tokens > 0
    sent = llm_server.requests[-1]
    assert sent.stream is True
    if kind == "openai":
        assert sent.body["stream_options"] == {"include_usage": True}


def test_anthropic_system_prompt_goes_in_the_system_parameter(llm_server):
    make(llm_server, "anthropic").complete(REQUEST)
    body = llm_server.requests[-1].body
    assert body["system"] == "You summarize fiction."
    assert [m["role"] for m in body["messages"]] == ["user"]


def test_openai_system_prompt_is_the_first_message(llm_server):
    make(llm_server, "openai").complete(REQUEST)
    body = llm_server.requests[-1].body
    assert "system" not in body
    assert body["messages"][0] == {"role": "system", "content": "You summarize fiction."}
    assert body["messages"][1]["role"] == "user"


def test_anthropic_passes_limits_temperature_and_stops(llm_server):
    request = CompletionRequest(
        messages=REQUEST.messages, max_tokens=123, temperature=0.7, stop=("THE END",)
    )
    make(llm_server, "anthropic").complete(request)
    body = llm_server.requests[-1].body
    assert body["max_tokens"] == 123
    assert body["temperature"] == 0.7
    assert body["stop_sequences"] == ["THE END"]


def test_anthropic_leaves_temperature_out_for_models_it_does_not_know(llm_server):
    """Newer Claude models reject a temperature; an unknown model id is likely one of them."""
    provider = make(llm_server, "anthropic", model="claude-future-9")
    provider.complete(REQUEST)
    assert "temperature" not in llm_server.requests[-1].body
    assert provider.takes_temperature is False


def test_openai_passes_limits_temperature_and_stops(llm_server):
    request = CompletionRequest(
        messages=REQUEST.messages, max_tokens=123, temperature=0.7, stop=("THE END",)
    )
    make(llm_server, "openai").complete(request)
    body = llm_server.requests[-1].body
    assert body["max_completion_tokens"] == 123
    assert body["temperature"] == 0.7
    assert body["stop"] == ["THE END"]


def test_openai_reasoning_models_get_their_default_temperature(llm_server):
    make(llm_server, "openai", model="o4-mini").complete(REQUEST)
    body = llm_server.requests[-1].body
    assert "temperature" not in body
    assert body["max_completion_tokens"] == REQUEST.max_tokens


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("stream", [False, True])
def test_a_stop_sequence_ends_the_answer_before_it(llm_server, kind, stream):
    request = CompletionRequest(messages=REQUEST.messages, stop=(" about",))
    on_token = (lambda _piece: None) if stream else None
    completion = make(llm_server, kind).complete(request, on_token=on_token)
    assert completion.text == "Summarize the story below in"
    assert completion.finish_reason == FinishReason.STOP


# ---------------------------------------------------------------- refusals and truncation


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("stream", [False, True])
def test_the_providers_refusal_signal_marks_the_completion_refused(llm_server, kind, stream):
    llm_server.enqueue(Refuse(message="I can't help with that."))
    on_token = (lambda _piece: None) if stream else None
    completion = make(llm_server, kind).complete(REQUEST, on_token=on_token)
    assert completion.refused
    assert completion.finish_reason == FinishReason.REFUSAL
    if kind == "openai":  # the model's words are kept
        assert completion.text == "I can't help with that."


def test_openai_content_filter_is_a_refusal(llm_server):
    llm_server.enqueue(Refuse(message="", finish_reason="content_filter"))
    completion = make(llm_server, "openai").complete(REQUEST)
    assert completion.refused
    assert completion.finish_reason == FinishReason.CONTENT_FILTER


@pytest.mark.parametrize("kind", [*KINDS, "openai-compatible"])
def test_a_refusal_in_prose_is_recognised_and_its_words_kept(llm_server, kind):
    llm_server.enqueue(RefuseInProse())
    completion = make(llm_server, kind).complete(REQUEST)
    assert completion.refused
    assert completion.finish_reason == FinishReason.REFUSAL
    assert completion.text == PROSE_REFUSAL


@pytest.mark.parametrize("kind", KINDS)
def test_a_summary_whose_characters_say_i_cant_is_not_a_refusal(llm_server, kind):
    summary = (
        "Mara tells the keeper, “I'm sorry, but I can't help you with the lamps any more,” and "
        "walks out into the storm. The end."
    )
    llm_server.reply = lambda _request: summary
    completion = make(llm_server, kind).complete(REQUEST)
    assert not completion.refused
    assert completion.finish_reason == FinishReason.STOP


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("stream", [False, True])
def test_a_truncated_answer_is_returned_with_finish_reason_length(llm_server, kind, stream):
    llm_server.enqueue(Truncate())
    on_token = (lambda _piece: None) if stream else None
    completion = make(llm_server, kind).complete(REQUEST, on_token=on_token)
    assert completion.finish_reason == FinishReason.LENGTH
    assert completion.text.endswith("found that the ledger")
    assert not completion.refused


# ---------------------------------------------------------------- faults


@pytest.mark.parametrize("kind", KINDS)
def test_a_rate_limit_waits_as_long_as_the_server_asks_then_retries(llm_server, kind):
    sleeps: list[float] = []
    llm_server.enqueue(RateLimit(retry_after=7))
    completion = make(llm_server, kind, sleeps).complete(REQUEST)
    assert completion.text == EXPECTED_TEXT
    assert sleeps == [7.0]
    assert len(llm_server.requests) == 2


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("status", [500, 529])
def test_server_trouble_is_retried_with_backoff(llm_server, kind, status):
    sleeps: list[float] = []
    llm_server.enqueue(ServerError(status), ServerError(status))
    completion = make(llm_server, kind, sleeps).complete(REQUEST)
    assert completion.text == EXPECTED_TEXT
    assert len(llm_server.requests) == 3
    assert len(sleeps) == 2
    assert 0.5 <= sleeps[0] <= 1.0 and 1.0 <= sleeps[1] <= 2.0  # doubling, with jitter


@pytest.mark.parametrize("kind", KINDS)
def test_retries_stop_after_max_retries_with_a_message_that_says_so(llm_server, kind):
    sleeps: list[float] = []
    llm_server.enqueue(*[RateLimit(retry_after=1)] * 3)
    with pytest.raises(ProviderError) as caught:
        make(llm_server, kind, sleeps, max_retries=2).complete(REQUEST)
    assert caught.value.kind == FaultKind.RATE_LIMIT
    assert "tried 3 times" in caught.value.message
    assert "Wait a minute" in caught.value.message
    assert sleeps == [1.0, 1.0]
    assert len(llm_server.requests) == 3


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("stream", [False, True])
def test_a_malformed_reply_fails_at_once_without_retrying(llm_server, kind, stream):
    """Not retried: the server may already have done (and charged for) the work."""
    sleeps: list[float] = []
    llm_server.enqueue(Malformed())
    on_token = (lambda _piece: None) if stream else None
    with pytest.raises(ProviderError) as caught:
        make(llm_server, kind, sleeps).complete(REQUEST, on_token=on_token)
    assert caught.value.kind == FaultKind.MALFORMED
    assert "could not be understood" in caught.value.message
    assert len(llm_server.requests) == 1
    assert sleeps == []


@pytest.mark.parametrize("kind", KINDS)
def test_a_server_that_hangs_times_out_is_retried_then_reported(llm_server, kind):
    sleeps: list[float] = []
    llm_server.enqueue(Hang(3), Hang(3))
    provider = make(llm_server, kind, sleeps, timeout=0.3, max_retries=1)
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.kind == FaultKind.TIMEOUT
    assert "took too long" in caught.value.message
    assert len(llm_server.requests) == 2
    assert len(sleeps) == 1


@pytest.mark.parametrize("kind", KINDS)
def test_a_server_that_is_not_running_is_named_in_the_message(kind):
    url = closed_port_url()
    sleeps: list[float] = []
    spec = ProviderSpec(kind=kind, model=MODELS[kind], base_url=url)
    provider = create_provider(spec, api_key=SECRET, sleep=sleeps.append, max_retries=2)
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.kind == FaultKind.NETWORK
    assert url in caught.value.message
    assert "Is it running" in caught.value.message
    assert len(sleeps) == 2


@pytest.mark.parametrize("kind", KINDS)
def test_a_rejected_key_is_reported_without_the_key(llm_server, kind):
    sleeps: list[float] = []
    llm_server.enqueue(AuthError())  # the server echoes the key it was sent
    provider = make(llm_server, kind, sleeps)
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    error = caught.value
    assert error.kind == FaultKind.AUTH
    assert "rejected the API key" in error.message
    assert "Settings → API keys" in error.message
    for text in (str(error), repr(error), error.message, repr(provider), str(provider)):
        assert SECRET not in text
    assert SECRET not in "".join(traceback.format_exception(error))  # nor in chained errors
    assert len(llm_server.requests) == 1 and sleeps == []


@pytest.mark.parametrize("kind", KINDS)
def test_no_key_at_all_is_reported_before_any_request(llm_server, kind):
    provider = make(llm_server, kind, api_key=None)
    assert provider.context_window() > 0  # still usable for planning
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.kind == FaultKind.AUTH
    assert "no API key" in caught.value.message
    assert llm_server.requests == []


# ---------------------------------------------------------------- cancel


@pytest.mark.parametrize("kind", KINDS)
def test_cancel_mid_stream_stops_between_pieces(llm_server, kind):
    cancel = CancelToken()
    pieces: list[str] = []

    def on_token(piece: str) -> None:
        pieces.append(piece)
        if len(pieces) == 3:
            cancel.cancel()

    with pytest.raises(ProviderError) as caught:
        make(llm_server, kind).complete(REQUEST, on_token=on_token, cancel=cancel)
    assert caught.value.kind == FaultKind.CANCELLED
    assert pieces == ["Summarize", " the", " story"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_cancelled_job_sends_nothing(llm_server, kind):
    cancel = CancelToken()
    cancel.cancel()
    with pytest.raises(ProviderError) as caught:
        make(llm_server, kind).complete(REQUEST, cancel=cancel)
    assert caught.value.kind == FaultKind.CANCELLED
    assert llm_server.requests == []


@pytest.mark.parametrize("kind", KINDS)
def test_cancel_during_a_retry_wait_stops_before_the_next_try(llm_server, kind):
    cancel = CancelToken()
    llm_server.enqueue(ServerError(503))
    provider = make(llm_server, kind)
    provider._sleep = lambda _seconds: cancel.cancel()  # the writer cancels while we wait
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST, cancel=cancel)
    assert caught.value.kind == FaultKind.CANCELLED
    assert len(llm_server.requests) == 1


# ---------------------------------------------------------------- addresses


def test_anthropic_base_url_comes_from_the_environment_when_settings_have_none(
    llm_server, monkeypatch
):
    monkeypatch.setenv("ANTHROPIC_BASE_URL", llm_server.anthropic_base_url)
    spec = ProviderSpec(kind="anthropic", model=MODELS["anthropic"])
    create_provider(spec, api_key=SECRET).complete(REQUEST)
    assert len(llm_server.requests) == 1


def test_openai_base_url_comes_from_the_environment_when_settings_have_none(
    llm_server, monkeypatch
):
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.openai_base_url)
    spec = ProviderSpec(kind="openai", model=MODELS["openai"])
    create_provider(spec, api_key=SECRET).complete(REQUEST)
    assert len(llm_server.requests) == 1


@pytest.mark.parametrize("kind", KINDS)
def test_an_address_in_settings_wins_over_the_environment(llm_server, monkeypatch, kind):
    dead = closed_port_url()
    monkeypatch.setenv("ANTHROPIC_BASE_URL", dead)
    monkeypatch.setenv("OPENAI_BASE_URL", dead + "/v1")
    make(llm_server, kind).complete(REQUEST)
    assert len(llm_server.requests) == 1
