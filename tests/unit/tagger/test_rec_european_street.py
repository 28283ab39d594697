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
        # a Polish housing estate, Catalan/Spanish/Portuguese type words, a number after a comma, a number range
        ("Adres: os. Tysiąclecia 44, Kraków", "os. Tysiąclecia 44"),
        ("Domicilio: Passeig de la Zona Franca 200-204, Barcelona", "Passeig de la Zona Franca 200-204"),
        ("Domicilio: C/ del Carme 47, Barcelona", "C/ del Carme 47"),
        ("Domicilio: Av. Corrientes 1850, CABA", "Av. Corrientes 1850"),
        ("Morada: Rua de Santa Catarina, 312, Porto", "Rua de Santa Catarina, 312"),
        # round 43: the number first, as France and Quebec write it (the postcode after the comma is not taken)
        ("Addr: 8 Rue des Lilas, 75019 Paris", "8 Rue des Lilas"),
        # a building's number before the street's (presidio-research: "846 31 Rue Al Imam Al Bakri")
        ("Caitlin Lennox lives at 846 31 Rue Al Imam Al Bakri, Cite Merzgui", "846 31 Rue Al Imam Al Bakri"),
    ],
)
def test_finds(text, value):
    assert ("STREET_ADDRESS", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text", ["During 1971, the firm grew", "given via IV 5 times", "101 YEAR OLD FEMALE ADM 2024",
             # a comma before the number only after a name word; "C/" only before a street name
             "Calle, 5 days later", "BP 120/80, C/ 3 days"]
)
def test_ignores(text):
    assert not run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text,street,postcode,town",
    [
        ("Anschrift: Leopoldstraße 12, 80335 München", "Leopoldstraße 12", "80335", "München"),
        ("Kerkstraat 10, 1017 GC Amsterdam", "Kerkstraat 10", "1017 GC", "Amsterdam"),
        # (round 46: the country's letters are part of the postcode, "D-60311")
        ("Berliner Str. 5, D-60311 Frankfurt am Main. Tel 069", "Berliner Str. 5", "D-60311", "Frankfurt am Main"),
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


def test_welsh_streets_town_before_a_postcode():
    # round 81: the postcode after the town is no second word of it
    got = run_recognizer(EuropeanStreetRecognizer(), "22 Ffordd Penrhyn, Llandudno LL30 1EA      Ffôn/Tel: 01492")
    assert ("CITY", "Llandudno") in got and ("STREET_ADDRESS", "22 Ffordd Penrhyn") in got
    # (a town of two words still reads whole)
    assert ("CITY", "Baile Bhuirne") in run_recognizer(EuropeanStreetRecognizer(), "3 Bóthar na Trá, Baile Bhuirne\n")
