"""Recognizer `phone_extension` (PhoneExtensionRecognizer)."""

import pytest

from airlock.tagger.recognizers.contact import PhoneExtensionRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = PhoneExtensionRecognizer()


@pytest.mark.parametrize(
    "text,value",
    [
        ("call the desk at x4417 or pager 3321", "4417"),
        ("call the desk at x4417 or pager 3321", "3321"),
        ("Ext. 4417", "4417"),
        ("PAGER #55210", "55210"),
        ("bleep 3321 for review", "3321"),
        ("extension 20415", "20415"),
    ],
)
def test_finds(text, value):
    assert ("PHONE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text",
    ["CXR x2 views; x1000 magnification", "platelets 150 x10^9/L", "extended release 500 mg", "paged the team x3"],
)
def test_ignores(text):
    assert not run_recognizer(REC, text)
