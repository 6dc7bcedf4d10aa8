"""Claim-by-claim faithfulness: breaking a summary into atomic claims, proposing the story
passages that support or contradict each one, and an LLM judge's own verdicts (FABLES, Kim et
al. 2024). No storage and no Qt here; the service (``services/claims.py``) ties it together."""
