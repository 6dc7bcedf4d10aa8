"""Qt widgets, item models, dialogs and the worker bridge: the only layer that imports Qt."""
