"""What a document holds that its reader never sees, and what the import says about leaving it
out: hidden text (Word, OpenDocument), Markdown and HTML comments, an e-book's front and back
matter (title page, copyright page, colophon...). None of it is the story, and it is where a pen
name, a legal name, an ISBN or a note to oneself hides; a story sent to a study must not carry
it."""

from __future__ import annotations

from writerlens.messages import QT_TRANSLATE_NOOP, Message, define

_HIDDEN_TEXT_DROPPED = define(
    "texts.hidden.hidden_text_dropped",
    QT_TRANSLATE_NOOP(
        "messages",
        "Left out %n passages of hidden text (formatted as hidden in the document): they are not "
        "shown when the document is read, so they are not part of the story.",
        None,
        1,
    ),
    one="Left out %n passage of hidden text (formatted as hidden in the document): it is not "
    "shown when the document is read, so it is not part of the story.",
)

_COMMENTS_DROPPED = define(
    "texts.hidden.comments_dropped",
    QT_TRANSLATE_NOOP(
        "messages",
        "Left out %n comments (<!-- … -->): they are not shown when the text is read, so they "
        "are not part of the story.",
        None,
        1,
    ),
    one="Left out %n comment (<!-- … -->): it is not shown when the text is read, so it is not "
    "part of the story.",
)

_MATTER = define(
    "texts.left_out_book_matter",
    QT_TRANSLATE_NOOP(
        "messages",
        "Left out %n parts of the book that are not the story (its title page, copyright page, "
        "colophon, dedication and the like).",
        None,
        1,
    ),
    one="Left out %n part of the book that is not the story (its title page, copyright page, "
    "colophon, dedication or the like).",
)


def hidden_text(count: int) -> Message:
    return _HIDDEN_TEXT_DROPPED(count=count)


def comments(count: int) -> Message:
    return _COMMENTS_DROPPED(count=count)


def book_matter(count: int) -> Message:
    return _MATTER(count=count)
