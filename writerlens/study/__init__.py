"""Studies of AI summaries of fiction, in two rooms and what both share.

``writer/``: what a writer's app does to take part (build the bundle it hands in, anonymize it,
draw and check the participant code). ``coordinator/``: what the study's coordinator does
with the bundles (read and check them, keep the study folder and its index, build the dataset,
analyse, make tables, plots and the report, exchange with annotation tools, import published
releases). Here: the file formats and their schemas, the study file and its limits, errors,
atomic writes and capped JSON reading, which both rooms use. The writer's room never imports the
coordinator's (an import-linter contract).
"""
