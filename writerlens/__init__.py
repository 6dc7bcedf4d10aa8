"""WriterLens: AI summaries of your own stories, judged blind as in the Reading Subtext study."""

__version__ = "0.1.0"
APP_NAME = "WriterLens"
