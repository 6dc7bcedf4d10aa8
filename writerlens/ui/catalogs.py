"""Reading, writing and compiling Qt translation catalogues (``.ts`` -> ``.qm``).

Shared by the app (a source checkout compiles its catalogues at start, and the pseudo-locale
is made here) and by ``packaging/translations.py`` (update, fill, check, release). Only the
standard library and PySide6's own tools: a ``.ts`` file is plain XML.
"""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: {name} placeholders of str.format, Qt's %n / %1 and the %p/%v/%m of progress bars
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%(?:n|L?\d|[pvm])")
_TAG = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")
_HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


@dataclass
class Entry:
    """One message of a catalogue; ``forms`` holds the numerus forms of a plural message."""

    context: str
    source: str
    element: ET.Element

    @property
    def numerus(self) -> bool:
        return self.element.get("numerus") == "yes"

    @property
    def translation(self) -> ET.Element:
        found = self.element.find("translation")
        if found is None:
            found = ET.SubElement(self.element, "translation")
        return found

    @property
    def finished(self) -> bool:
        kind = self.translation.get("type")
        return kind not in ("unfinished", "vanished", "obsolete") and any(self.forms)

    @property
    def forms(self) -> list[str]:
        if self.numerus:
            return [f.text or "" for f in self.translation.findall("numerusform")]
        return [self.translation.text or ""]

    def set_forms(self, forms: list[str], finished: bool = True) -> None:
        translation = self.translation
        for child in list(translation):
            translation.remove(child)
        if self.numerus:
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = forms[0] if forms else ""
        if finished:
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")


class Catalogue:
    """A ``.ts`` file in memory."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.tree = ET.parse(self.path)
        self.root = self.tree.getroot()

    @property
    def language(self) -> str:
        return self.root.get("language", "")

    def entries(self) -> Iterator[Entry]:
        for context in self.root.findall("context"):
            name = context.findtext("name") or ""
            for message in context.findall("message"):
                yield Entry(name, message.findtext("source") or "", message)

    def lookup(self) -> dict[tuple[str, str], Entry]:
        return {(e.context, e.source): e for e in self.entries()}

    def save(self, path: Path | None = None) -> None:
        ET.indent(self.tree, space="    ")
        body = ET.tostring(self.root, encoding="unicode")
        (path or self.path).write_text(_HEADER + body + "\n", encoding="utf-8")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def placeholder_problem(entry: Entry) -> str | None:
    """Why a finished translation would break at run time (a lost or invented placeholder)."""
    want = placeholders(entry.source)
    for form in entry.forms:
        got = placeholders(form)
        if got != want:
            return f"placeholders {got} in the translation, {want} in the source"
    return None


def qt_tool(name: str) -> str:
    """Path of PySide6's ``lupdate``/``lrelease`` (the pyside6-<name> script or the binary)."""
    beside = Path(sys.executable).parent
    for candidate in (f"pyside6-{name}", name):
        found = shutil.which(candidate, path=str(beside)) or shutil.which(f"pyside6-{name}")
        if found:
            return found
    import PySide6  # only the tool path is needed; PySide6 ships the binaries beside it

    folder = Path(PySide6.__file__).parent
    for binary in (folder / name, folder / f"{name}.exe"):
        if binary.exists():
            return str(binary)
    raise FileNotFoundError(f"PySide6's {name} was not found; install pyside6-essentials.")


def release(ts: Path, qm: Path) -> None:
    """Compile one catalogue; raises CalledProcessError with lrelease's own words.

    lrelease writes to a temporary name in the same folder and the finished file is then moved
    onto ``qm`` in one step: an interrupted compile (the app closed, the disk full) leaves no
    half-written ``qm`` for the next start to take as finished, and two starts compiling the
    same catalogue at once each replace it with a whole file. The packaging build hook uses
    this same function (packaging/hatch_build.py)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{qm.stem}-", suffix=".qm.part", dir=qm.parent)
    os.close(handle)
    part = Path(name)
    try:
        subprocess.run(
            [qt_tool("lrelease"), "-silent", str(ts), "-qm", str(part)],
            check=True,
            capture_output=True,
            text=True,
        )
        if part.stat().st_size == 0:  # lrelease said nothing yet wrote nothing
            raise OSError(f"lrelease made an empty catalogue from {ts}")
        os.replace(part, qm)
    finally:
        part.unlink(missing_ok=True)


# -- the pseudo-locale: find clipping before the real translations arrive ---------------------

_ACCENTED = str.maketrans(
    "abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ",
    "áƀçđéĝĥíķĺñóŕšţúýžÁßÇĐÉĜĤÍĶĹÑÓŔŠŢÚÝŽ",
)
#: German runs about 30 % longer than English; a little more so nothing passes by luck
PSEUDO_GROWTH = 0.4


def pseudo(text: str) -> str:
    """``text`` with accented letters and ~40 % longer, placeholders and markup untouched."""
    pieces = re.split(f"({PLACEHOLDER.pattern}|{_TAG.pattern}|&(?=[^&\\s]))", text)
    out: list[str] = []
    letters = 0
    for index, piece in enumerate(pieces):
        if index % 2 == 1 or not piece:
            out.append(piece)
            continue
        letters += sum(ch.isalpha() for ch in piece)
        out.append(piece.translate(_ACCENTED))
    if letters == 0:
        return text
    extra = math.ceil(letters * PSEUDO_GROWTH)
    filler = ("ĺóŕéñ íƀšúñ " * (extra // 12 + 1))[:extra].rstrip()
    # the filler goes before trailing punctuation/markup, inside the visible text
    result = "".join(out)
    match = re.search(r"(\s*(?:<[^>]*>|[.…:?!)\]”\s])*)$", result)
    cut = match.start() if match else len(result)
    return result[:cut] + " " + filler + result[cut:]


def make_pseudo(template: Path, out: Path) -> None:
    """A catalogue translating every string of ``template`` into the pseudo-locale."""
    catalogue = Catalogue(template)
    catalogue.root.set("language", "en")
    for entry in catalogue.entries():
        forms = [pseudo(entry.source)] * (2 if entry.numerus else 1)
        entry.set_forms(forms)
    catalogue.save(out)
