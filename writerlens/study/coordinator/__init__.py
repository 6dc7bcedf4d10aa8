"""The coordinator's side of a study: reading and checking bundles, the study folder and its
index, the dataset, analysis and statistics, tables, plots and the report, interop with
annotation tools, and published releases imported as bundles.
"""
