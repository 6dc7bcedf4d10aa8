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


class InheritedTr:
    """For a QObject class whose subclasses call its methods: ``self.tr`` finds the strings
    where lupdate filed them (under the class that wrote the call).

    PySide looks ``self.tr(...)`` up under the object's own class first, then its bases, and
    takes the first answer that differs from the source. With ``%n`` the answer of a context
    that lacks the string differs too (Qt puts the number in), so a base class's plurals stayed
    English in a subclass ("the judge is asked 3 times" in German). Here an answer counts only
    when it differs from the untranslated text with the number put in.
    """

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        untranslated = text.replace("%n", str(n)) if n >= 0 else text
        for cls in type(self).__mro__:
            if cls is InheritedTr:
                break
            found = QCoreApplication.translate(cls.__name__, text, disambiguation, n)
            if found != untranslated:
                return found
        return untranslated
