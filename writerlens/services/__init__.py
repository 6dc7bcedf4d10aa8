"""Use-cases that the UI and the CLI both call; plain arguments in, domain objects out."""
