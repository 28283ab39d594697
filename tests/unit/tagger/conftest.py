import os

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

import pytest  # noqa: E402

from airlock.core.spans import Span  # noqa: E402


@pytest.fixture(scope="session")
def detect():
    from airlock.tagger.detection import detect as _detect

    return _detect


def found(text: str, spans: list[Span]) -> set[tuple[str, str]]:
    """(label, surface) pairs."""
    return {(s.label, text[s.start : s.end]) for s in spans}


def run_recognizer(rec, text: str) -> set[tuple[str, str]]:
    from airlock.tagger.recognizers.base import Doc

    return {(s.label, text[s.start : s.end]) for s in rec.analyze(Doc(text))}
