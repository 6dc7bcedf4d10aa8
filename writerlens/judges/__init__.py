"""The LLM judges of a summary: a package of their own, apart from the local measures.

``metrics`` computes figures on this machine, in well under a second, for free. A judge asks a
language model: it costs money or minutes, may be refused, and its every finding is stored the
moment it arrives. One module per job:

- ``results``    the findings as frozen data (and :class:`~writerlens.judges.results.JudgeKind`)
- ``calls``      one question put to a judge, asked once more if the reply cannot be read
- ``prompts``    the judges' prompt files, checked when loaded
- ``replies``    reading a judge's reply (a 1-4 level, a coherence verdict, a probe verdict)
- ``questions``  the questionnaire, one question at a time in one conversation
- ``coherence``  BooookScore-style coherence, sentence by sentence
- ``probes``     the writer's questions about the story (after LCFO)
- ``recorder``   storing a run's findings as they arrive (the rows are ``store.scores``)
- ``records``    the stored rows read back as results

``services.judges.JudgeService.run`` is the one entry point the UI and the CLI call.
"""
