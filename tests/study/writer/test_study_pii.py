"""A library seeded with everything that could identify its writer: the bundle holds none of it."""

from __future__ import annotations

import getpass
import re
import socket
import zipfile
from pathlib import Path

from study_reviews import add_story, review, sample_ids

from writerlens.domain import StoryLabels
from writerlens.services import export
from writerlens.services.library import Library

WRITER = "Ingrid Halvorsen"
PEN_NAME = "Ivo Quarrel"
FRIEND = "Tobias Wennerström"


def test_the_bundle_names_no_one_and_no_computer(library: Library, tmp_path: Path) -> None:
    user = getpass.getuser()
    host = socket.gethostname()
    home = str(Path.home())
    secret_file = f"{WRITER} for {user} on {host}.txt"
    where = f"{home}/Writing/{secret_file}"

    # A story whose file name, title and text name the writer and the computer.
    manuscript_id, ids = add_story(
        library,
        tmp_path,
        secret_file,
        f"The Keeper\n\nby {WRITER} ({PEN_NAME}), {user}@{host}\n\n"
        f"A keeper waits for a ship. Drafted in {where}. {FRIEND}'s lighthouse.\n",
    )
    # a login written as an identifier (a bare "root" or "will" would be a word of prose: see
    # test_study_export_login)
    library.rename(manuscript_id, f"{PEN_NAME}'s keeper story ({user}@{host}, {host})")
    review(
        library,
        manuscript_id,
        ids,
        {m: (3, 3, 3, 3) for m in ids},
        ranking=tuple(ids),
        labels=StoryLabels("reliable", True, "linear"),
        feedback={
            "demo-faithful": f"{WRITER.split()[0]}'s favourite. {FRIEND} read it on {host}.",
            "demo-vague": f"Saved as {home}/Writing/draft-2.docx; my login is {user}.",
        },
        spans=[("demo-vague", "a keeper waits", "coverage.vague", f"{FRIEND.upper()} agrees")],
    )
    # The sample story too, with the writer's names in its comments.
    sample_id, sample_summaries = sample_ids(library)
    review(
        library,
        sample_id,
        sample_summaries,
        {m: (2, 2, 2, 2) for m in sample_summaries},
        ranking=tuple(sample_summaries),
        feedback={"demo-vague": f"{PEN_NAME.lower()} thinks so; see {home}\\notes.txt"},
    )

    options = export.ExportOptions(
        include_story_text=True,
        include_titles=True,
        include_summary_text=True,
        include_comments=True,
        names=(WRITER, PEN_NAME, FRIEND, WRITER.split()[0]),
    )
    result = export.export_bundle(library, tmp_path / "out.wlbundle", options)
    with zipfile.ZipFile(result.path) as archive:
        raw = b"".join(archive.read(name) for name in archive.namelist())
        names = archive.namelist()
    assert names == ["manifest.json", "data.json"]
    text = raw.decode("utf-8")

    # Distinctive strings must not appear at all, in any case.
    for secret in (
        WRITER, PEN_NAME, FRIEND, "Halvorsen", "Quarrel", "Wennerström", "Ingrid",
        home, secret_file, "Writing/",
    ):  # fmt: skip
        assert secret.lower() not in text.lower(), secret
    # The user and host names may be short words ("root", "vm"): not as words.
    for word in {user, host, host.split(".")[0]}:
        found = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE)
        assert not found, text[found.start() - 80 : found.end() + 20]
    # No times of day, only the day.
    assert not re.search(r"\d{2}:\d{2}", text)
    # What the writer wrote is still there, with placeholders.
    assert "[name]'s favourite. [name] read it on [computer]." in text
    assert "Saved as [path]; my login is [user]." in text
    assert "[name] agrees" in text
