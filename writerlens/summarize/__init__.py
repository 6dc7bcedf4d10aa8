"""Chunking, summarization strategies, prompt templates and the resumable job runner."""
