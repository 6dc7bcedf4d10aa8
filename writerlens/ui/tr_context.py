"""A named translation context for text built outside a QObject method.

``pyside6-lupdate`` files a bare ``tr("...")`` call under an EMPTY context, and does not see a
private helper such as ``_tr("...")`` at all, while at run time such helpers translate under
whatever context they name: the catalogue and the app then disagree and the text stays English.
A call written ``SettingsText.tr("...")`` is filed by lupdate under the context "SettingsText"
(the name before ``.tr``), so the object's name and its context must be the same word:
``SettingsText = TrContext("SettingsText")``. ``packaging/translations.py check`` verifies that.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TrContext:
    """``X.tr(text)`` translates ``text`` in the context named ``X``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)

    def __repr__(self) -> str:
        return f"TrContext({self.name!r})"
