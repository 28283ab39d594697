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


PERSON_LABELS = frozenset({"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME", "INVESTIGATOR"})
# the labels a record number found through its cue may carry
RECORD_ID_LABELS = frozenset({"MRN", "OTHER_ID", "ACCOUNT_NUMBER", "LICENSE_NUMBER", "HEALTH_PLAN_ID"})


def detected(text: str) -> set[tuple[str, str]]:
    """(label, surface) pairs of the default detector on ``text``: what the detection-level probe tests read."""
    from airlock.tagger.detection import detect as _detect

    return found(text, _detect(text))


def label_by_surface(text: str) -> dict[str, str]:
    """Each surface the default detector finds in ``text``, with its label (the last one, if a surface repeats)."""
    from airlock.tagger.detection import detect as _detect

    return {text[s.start : s.end]: s.label for s in _detect(text)}


def untouched(text: str, value: str) -> bool:
    """No span of the default detector overlaps ``value`` (its first occurrence) in ``text``: a look-alike left alone."""
    from airlock.tagger.detection import detect as _detect

    start = text.index(value)
    end = start + len(value)
    return not any(s.start < end and start < s.end for s in _detect(text))


def detected_with_label(text: str, labels: set[str] | frozenset[str]) -> set[str]:
    """The surfaces the default detector finds in ``text`` under any of ``labels``."""
    return {v for lab, v in detected(text) if lab in labels}


def detected_values(text: str) -> set[str]:
    """The surfaces the default detector finds in ``text``, whatever their label."""
    return {v for _, v in detected(text)}


def values(text: str, spans: list[Span], labels: tuple[str, ...]) -> set[str]:
    """The surfaces found under any of ``labels``."""
    return {v for lab, v in found(text, spans) if lab in labels}


def recognizer_tests(rec, positive: list[tuple[str, str, str]], negative: list[str]):
    """The two tests every recognizer file has: it finds each (label, value) in `positive` texts and emits
    none of its labels on `negative` texts. Returned as module-level test functions."""

    @pytest.mark.parametrize(("text", "label", "value"), positive)
    def test_finds(text: str, label: str, value: str) -> None:
        assert (label, value) in run_recognizer(rec, text)

    @pytest.mark.parametrize("text", negative)
    def test_ignores(text: str) -> None:
        assert not {lv for lv in run_recognizer(rec, text) if lv[0] in rec.labels}, text

    return test_finds, test_ignores


def run_recognizer(rec, text: str) -> set[tuple[str, str]]:
    from airlock.tagger.recognizers.base import Doc

    return {(s.label, text[s.start : s.end]) for s in rec.analyze(Doc(text))}
