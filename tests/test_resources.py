from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from writerlens import resources
from writerlens.resources import resource_dir, resource_path

ROOT = Path(__file__).resolve().parents[1]


def test_source_checkout_finds_resources() -> None:
    assert resource_path("samples", "demo_summaries.json").is_file()
    assert resource_path("tokenizers", "cl100k_base.tiktoken").is_file()


def test_missing_file_says_what_is_missing() -> None:
    with pytest.raises(FileNotFoundError, match=r"resources/samples/nothing\.here"):
        resource_path("samples", "nothing.here")


def test_pyinstaller_bundle_layout_is_preferred(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "samples").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resource_dir.cache_clear()
    try:
        assert resources.resource_dir() == tmp_path / "resources"
    finally:
        resource_dir.cache_clear()


@pytest.mark.slow
def test_an_installed_wheel_carries_and_finds_its_resources(tmp_path: Path) -> None:
    """Build the real wheel, unpack it as pip would, and look from outside the checkout."""
    wheels = tmp_path / "wheels"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(wheels),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if build.returncode != 0 and "hatchling" in build.stderr:
        pytest.skip("hatchling (the build backend) is not installed in this environment")
    assert build.returncode == 0, build.stderr
    [wheel] = wheels.glob("writerlens-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        z.extractall(site)
    assert "writerlens/_resources/samples/demo_summaries.json" in names
    assert "writerlens/_resources/tokenizers/cl100k_base.tiktoken" in names
    assert not any(n.startswith("tests/") for n in names)
    # the translation catalogues are compiled into it (build products, not in git)
    catalogues = sorted((ROOT / "resources" / "translations").glob("writerlens_*.ts"))
    assert catalogues
    for ts in catalogues:
        assert f"writerlens/_resources/translations/{ts.stem}.qm" in names, ts.name
    probe = (
        "from writerlens.resources import resource_dir, resource_path; "
        "from writerlens.texts.tokens import count_tokens; "
        "print(resource_dir()); print(count_tokens('Hello world'))"
    )
    env = {k: v for k, v in os.environ.items() if k != "WRITERLENS_RESOURCES"}
    env["PYTHONPATH"] = str(site)
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert found.returncode == 0, found.stderr
    where, tokens = found.stdout.split()
    assert Path(where) == site / "writerlens" / "_resources"
    assert tokens == "2"


@pytest.mark.slow
def test_the_wheel_s_catalogues_load_and_translate(tmp_path: Path, qapp) -> None:
    """The .qm the build hook puts in the wheel is a real catalogue Qt loads (not an empty
    file): compiled from a catalogue with one translation, it translates that string."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    sys.path.insert(0, str(ROOT / "packaging"))
    from hatch_build import compile_catalogues

    ts_dir = tmp_path / "ts"
    ts_dir.mkdir()
    (ts_dir / "writerlens_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de"><context>'
        "<name>MainWindow</name><message><source>Open</source>"
        "<translation>Öffnen</translation></message></context></TS>",
        encoding="utf-8",
    )
    [qm] = compile_catalogues(ts_dir, tmp_path / "out")
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "Open") == "Öffnen"
    finally:
        QCoreApplication.removeTranslator(translator)
