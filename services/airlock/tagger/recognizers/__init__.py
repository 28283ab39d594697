"""Recognizers of the tagger (one module per family; see registry.yaml)."""
