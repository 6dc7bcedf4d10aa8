"""Windows that fit the screen and come back the way the writer left them.

Sizes are kept in the library's view settings (see ``Library.view_setting``): a window's
geometry, its docks and toolbars, and each splitter's sizes, by name.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

from writerlens.services.library import Library

Splitters = dict[str, QSplitter]

#: room for a title bar and window frame that Qt does not count in a window's size
FRAME_ALLOWANCE = QSize(16, 48)


def fit_on_screen(window: QWidget, wanted: QSize) -> None:
    """Resize to ``wanted``, or to what the screen has room for, frame and title bar included
    (a 1280x800 screen must show the whole window, title bar too)."""
    screen = window.screen() or window.window().screen()
    size = QSize(wanted)
    if screen is not None:
        room = screen.availableGeometry().size() - FRAME_ALLOWANCE
        size = size.boundedTo(room)
    window.resize(size)


def remember(
    library: Library, key: str, window: QMainWindow, splitters: dict[str, QSplitter]
) -> None:
    try:
        library.set_view_setting(f"{key}.geometry", window.saveGeometry().toHex().toStdString())
        library.set_view_setting(f"{key}.state", window.saveState().toHex().toStdString())
        for name, splitter in splitters.items():
            library.set_view_setting(f"{key}.split.{name}", splitter.sizes())
    except Exception:
        return


def restore(
    library: Library, key: str, window: QMainWindow, splitters: dict[str, QSplitter]
) -> bool:
    """Put the window back as it was left; False when there is nothing to restore."""
    geometry = library.view_setting(f"{key}.geometry")
    if isinstance(geometry, str) and geometry:
        window.restoreGeometry(QByteArray.fromHex(geometry.encode()))
        state = library.view_setting(f"{key}.state")
        if isinstance(state, str) and state:
            window.restoreState(QByteArray.fromHex(state.encode()))
    return isinstance(geometry, str) and bool(geometry)


def restore_splitters(library: Library, key: str, splitters: Splitters) -> None:
    """Splitter sizes, once the window has its size (call on the first show: sizes set
    before are scaled when the window is laid out)."""
    for name, splitter in splitters.items():
        sizes = library.view_setting(f"{key}.split.{name}")
        if isinstance(sizes, list) and len(sizes) == splitter.count() and any(sizes):
            splitter.setSizes([int(s) for s in sizes])
