"""The Summarize dialog: the one model-task dialog (:mod:`writerlens.ui.model_work`) with the
Summarize page (up to three models, strategy and length, the estimate table, a row per job).

The dialog is imported when it is first asked for (PEP 562), so that a screen using one of its
parts (the texts, the job rows) does not load the dialog and the pipeline behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from writerlens.ui.summarize.dialog import SummarizeDialog

__all__ = ["SummarizeDialog"]


def __getattr__(name: str) -> object:
    if name == "SummarizeDialog":
        from writerlens.ui.summarize.dialog import SummarizeDialog

        return SummarizeDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
