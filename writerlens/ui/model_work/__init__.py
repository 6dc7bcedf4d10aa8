"""What every window that runs a model task shares: the cost in words, consent asked first, and
the dialog that runs one task on one model (its options on a page of the task's own)."""
