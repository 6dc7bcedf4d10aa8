"""Errors of the study layer, each meant for the person who reads it (writer or coordinator)."""

from __future__ import annotations

from writerlens.domain import WriterLensError
from writerlens.messages import Message


class BundleRejected(WriterLensError):
    """A bundle was not accepted; ``reason`` says why, in words the coordinator can act on.

    Nothing from a rejected bundle is written anywhere.
    """

    def __init__(self, reason: str | Message) -> None:
        super().__init__(reason)
        self.reason = reason  # English text (a Message is a str), translatable when a Message


class StudyFileError(WriterLensError):
    """A study file cannot be used; nothing was changed."""


class ExportFailed(WriterLensError):
    """The bundle could not be written; no file (whole or partial) was left behind."""
