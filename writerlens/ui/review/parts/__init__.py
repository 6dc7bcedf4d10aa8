"""The review window's parts: each owns the widgets it draws, changes the review only through
the service (as undoable commands on the part's own history of the step, see
``ui/review/undo.py``) and announces what it changed; each redraws only what a change
concerns (see ``ui/review/hub.py``).

- ``questions``: the four questions and the feedback, the story's labels, the ranking;
- ``spans``: the highlighted passages: the marks on the summary, the margin, the palette, links;
- ``claims``: the "Check claims" side: verdicts, evidence, claim edits, model runs;
- ``omissions``: what the writer marks as left out of the summaries;
- ``measures``: the automatic side: copied phrases, the measures panel, judges, probes.
"""
