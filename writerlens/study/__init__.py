"""Study bundles: format, anonymization, safe import, aggregation, statistics, reports."""
