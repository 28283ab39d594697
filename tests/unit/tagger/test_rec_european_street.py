"""Recognizer `european_street` (EuropeanStreetRecognizer)."""

import pytest

from airlock.tagger.recognizers.geo import EuropeanStreetRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = EuropeanStreetRecognizer()


@pytest.mark.parametrize(
    "text,value",
    [
        ("The bus station is on Villacher Strasse 89", "Villacher Strasse 89"),
        ("drops you off at 9383 ul. Chrzanowska 61 St.", "9383 ul. Chrzanowska 61"),
        ("lives at 86036 Rua do Arenque 1634, Goiânia", "86036 Rua do Arenque 1634"),
        ("Pedestrians must enter on Sludevej 13 St.", "Sludevej 13"),
    ],
)
def test_finds(text, value):
    assert ("STREET_ADDRESS", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text", ["During 1971, the firm grew", "given via IV 5 times", "101 YEAR OLD FEMALE ADM 2024"]
)
def test_ignores(text):
    assert not run_recognizer(REC, text)
