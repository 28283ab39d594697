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
        # after a ward or unit in a pager log, after a credential in a signature
        ("22:14  5E x4471  RN Mariam re rm 516", "4471"),
        ("00:37  ED  x2200  admit req", "2200"),
        ("- Corinne Lafleur-Adebayo, LICSW, x5547", "5547"),
        # Japanese hospitals' internal handsets (PHS)
        ("Dr Sato (PHS 5521) on call", "5521"),
        # closing a signature line with a credential; a campus "x8-2271" (probe round 6)
        ("Hyacinth Broomfield-Ayodele, LICSW  x4418\n", "x4418"),
        ("-- Mahsa, RN OCN (Mahsa Tehrani-Bloom) x5512\nnext", "x5512"),
        ("UT Southwestern Clinical Research, x8-2271\n", "x8-2271"),
        ("MD eval. Paged Dr. Priya Raghunathan x4417. Wife notified", "4417"),
    ],
)
def test_finds(text, value):
    assert ("PHONE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text",
    ["CXR x2 views; x1000 magnification", "platelets 150 x10^9/L", "extended release 500 mg", "paged the team x3",
     "ED x2 visits", "4E x3 today", "Hb 9.1 MD, x2 units", "RN gave 2 doses x2\n", "MD notes CXR magnified x1000 today",
     "lesion 3 x 4 cm, x2-3 days"],
)
def test_ignores(text):
    assert not run_recognizer(REC, text)
