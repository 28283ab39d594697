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


@pytest.mark.parametrize(
    "text,street,postcode,town",
    [
        ("Anschrift: Leopoldstraße 12, 80335 München", "Leopoldstraße 12", "80335", "München"),
        ("Kerkstraat 10, 1017 GC Amsterdam", "Kerkstraat 10", "1017 GC", "Amsterdam"),
        ("Berliner Str. 5, D-60311 Frankfurt am Main. Tel 069", "Berliner Str. 5", "60311", "Frankfurt am Main"),
        ("Karl-Marx-Str. 101, 12043 Berlin", "Karl-Marx-Str. 101", "12043", "Berlin"),
        ("Calle Mayor 5, 28013 Madrid", "Calle Mayor 5", "28013", "Madrid"),
    ],
)
def test_postcode_and_town_after_the_street(text, street, postcode, town):
    found = run_recognizer(REC, text)
    assert {("STREET_ADDRESS", street), ("POSTCODE", postcode), ("CITY", town)} <= set(found)


@pytest.mark.parametrize("text", ["Hauptstraße 5 in 2019 moved", "Kiannonkatu 98 2 times daily"])
def test_no_postcode_without_one(text):
    assert {lab for lab, _ in run_recognizer(REC, text)} == {"STREET_ADDRESS"}
