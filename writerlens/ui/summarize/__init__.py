"""The Summarize dialog: up to three models, an estimate first, consent, progress, results."""

from writerlens.ui.summarize.dialog import SummarizeDialog

__all__ = ["SummarizeDialog"]
