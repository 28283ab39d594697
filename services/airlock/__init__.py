"""Airlock: the privacy layer between clinical/pharma staff and cloud LLMs."""

__version__ = "0.1.0"
