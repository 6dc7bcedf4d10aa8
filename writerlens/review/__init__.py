"""The review protocol: questionnaire, error taxonomy, blinding, span offsets, ranking."""
