"""Stories in, canonical text out: importers, normalisation, paragraphs, sentences, words.

Everything above this layer sees a story only as canonical text (see
:class:`writerlens.domain.Document`) and code-point offsets into it.
"""

from writerlens.texts.importers import SUPPORTED_EXTENSIONS, read_document
from writerlens.texts.segment import count_words, paragraphs, sentences

__all__ = ["SUPPORTED_EXTENSIONS", "count_words", "paragraphs", "read_document", "sentences"]
