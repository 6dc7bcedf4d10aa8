"""The Settings dialog: API keys, cloud models, servers, local models and cloud consent.

The dialog is imported when it is first asked for (PEP 562): its pages' parts (``common``,
``connection``) are used by other screens, and importing one of them must not load the whole
dialog with every provider behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from writerlens.ui.settings.dialog import SettingsDialog

__all__ = ["SettingsDialog"]


def __getattr__(name: str) -> object:
    if name == "SettingsDialog":
        from writerlens.ui.settings.dialog import SettingsDialog

        return SettingsDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
