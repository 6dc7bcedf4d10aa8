"""Automatic measures shown beside (never mixed with) the writer's own judgments.

One module per measure, all computed on this machine:

- ``words``       the word tokens every measure shares (with offsets on demand)
- ``matching``    longest shared word runs, the engine under the extractive measures
- ``extractive``  Newsroom fragments (coverage, density, compression), n-gram overlap,
                  the longest shared run
- ``copying``     phrases copied without quotation marks (``quotes`` finds the quotations)
- ``alignment``   which story paragraphs each summary sentence comes from
- ``readability`` Flesch-Kincaid grade
- ``measures``    :class:`SummaryMeasures`, the bundle of all of the above for one summary

The measures that ask a language model (the questionnaire judge, BooookScore-style coherence
judging, question probes) are a package of their own, :mod:`writerlens.judges`, with their own
result types: they cost money or minutes, may be refused, and store each finding as it comes.
"""
