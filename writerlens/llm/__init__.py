"""Model providers behind one small interface: Anthropic, OpenAI(-compatible), local GGUF."""
