"""WriterLens: AI summaries of your own stories, judged blind, the way the Reading Subtext study did."""

__version__ = "0.1.0"
APP_NAME = "WriterLens"
