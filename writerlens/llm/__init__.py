"""Model providers behind one small interface: Anthropic, OpenAI(-compatible), local GGUF.

Start at ``factory.create_provider`` (a ``base.ProviderSpec`` in, a ``base.Provider`` out).
Around it: ``keys`` (API keys: environment, keyring, or memory), ``catalog`` (context windows
and prices), ``gguf`` (a model file's header, read without loading it), ``refusal`` (a model
declining in prose), ``retry`` and ``errors`` (faults a writer can act on). Provider modules
are imported on demand, so importing this package stays cheap.
"""
