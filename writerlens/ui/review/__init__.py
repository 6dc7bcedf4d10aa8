"""The blind review screens: story labels, questions, highlighted errors, ranking."""
