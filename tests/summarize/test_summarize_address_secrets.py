"""A password in a server's address (``http://anna:pw@host/v1``) is a secret like an API key:
it goes to the keyring, the library keeps the address without it (settings, jobs, summaries),
requests still carry it, and a library written before is cleaned when it is opened."""

from __future__ import annotations

import json
from pathlib import Path

from llm_server import FakeLLMServer

from writerlens.domain import Manuscript, SummaryStatus
from writerlens.domain.jobs import JobStatus
from writerlens.llm import address, keys
from writerlens.llm.base import ProviderSpec
from writerlens.llm.factory import create_provider
from writerlens.services.address_secrets import SWEPT
from writerlens.services.library import Library
from writerlens.services.model_setup import ServerSetup, save_server, servers
from writerlens.services.summarize import SummarizeService
from writerlens.store import library as rows
from writerlens.summarize.options import SummarizeOptions

PASSWORD = "s3cret-Pw9"


def _with_credentials(base_url: str) -> str:
    scheme, rest = base_url.split("://", 1)
    return f"{scheme}://anna:{PASSWORD}@{rest}"


def _library_bytes(data_dir: Path) -> bytes:
    return b"".join(p.read_bytes() for p in data_dir.iterdir() if p.is_file())


def test_a_summary_from_a_server_with_a_password_keeps_it_out_of_the_library(
    library: Library, story: Manuscript, llm_server: FakeLLMServer
) -> None:
    typed = _with_credentials(llm_server.openai_base_url)
    save_server(library, ServerSetup("Home box", typed, "harbour"))
    (saved,) = servers(library)
    assert saved.base_url == llm_server.openai_base_url  # kept without the password
    assert keys.get_key(address.address_key_name(saved.base_url)) == f"anna:{PASSWORD}"

    spec = ProviderSpec("openai-compatible", "harbour", name="Home box", base_url=typed)
    model = create_provider(spec, sleep=lambda _s: None)
    assert PASSWORD not in model.spec.base_url and PASSWORD not in repr(model)
    client = model._new_client(None)  # type: ignore[attr-defined]
    assert PASSWORD in str(client.base_url)  # what the request is made with
    outcome = SummarizeService(library).summarize(
        story.id, spec, "whole", SummarizeOptions(words=50), provider=model
    )
    assert outcome.status is JobStatus.DONE and llm_server.requests
    (summary,) = [s for s in library.summaries(story.id) if s.provider == "openai-compatible"]
    assert summary.status is SummaryStatus.OK
    assert summary.params["base_url"] == llm_server.openai_base_url
    data_dir = library.data_dir
    library.close()
    assert PASSWORD.encode() not in _library_bytes(data_dir)


def test_opening_a_library_written_before_moves_the_password_to_the_keyring(
    data_dir: Path, story_text: str = "Mara keeps the lighthouse. A storm comes.\n"
) -> None:
    typed = _with_credentials("http://192.168.1.20:11434/v1")
    library = Library.open(data_dir)
    path = data_dir / "keeper.txt"
    path.write_text(story_text, "utf-8")
    outcome = library.import_file(path)
    assert outcome.manuscript is not None
    # what an older WriterLens stored: the address as typed, everywhere (and no sign of a sweep)
    rows.set_setting(library.store, SWEPT, None)
    rows.set_setting(
        library.store, "models.servers", [{"name": "Box", "base_url": typed, "model": "m"}]
    )
    rows.insert_summary(
        library.store,
        manuscript_id=outcome.manuscript.id,
        provider="openai-compatible",
        model="m",
        strategy="whole",
        text="A keeper keeps a light.",
        status=SummaryStatus.OK,
        params={"base_url": typed, "provider": {"kind": "openai-compatible", "base_url": typed}},
        prompts={},
    )
    with library.store.write() as db:
        db.execute(
            "INSERT INTO jobs (manuscript_id, provider, model, strategy, params, created_at, "
            "updated_at) VALUES (?, 'openai-compatible', 'm', 'whole', ?, '', '')",
            (outcome.manuscript.id, json.dumps({"provider": {"base_url": typed}})),
        )
    library.close()
    assert PASSWORD.encode() in _library_bytes(data_dir)  # the old state, as it was

    library = Library.open(data_dir)  # the writer starts the new WriterLens
    clean = "http://192.168.1.20:11434/v1"
    (summary,) = library.summaries(outcome.manuscript.id)
    assert summary.params["base_url"] == clean
    assert summary.params["provider"]["base_url"] == clean
    assert servers(library)[0].base_url == clean
    assert address.with_credentials(clean) == typed  # requests still carry it
    library.close()
    assert PASSWORD.encode() not in _library_bytes(data_dir)
    Library.open(data_dir).close()  # opening again finds nothing left to move
