"""The Pacific record recognizer (:mod:`airlock.tagger.recognizers.pacific`, round 78): dates with the months and
days of Samoan, Tongan, te reo Māori, Cook Islands Māori, Fijian, Hawaiian, Tok Pisin, Bislama and Pijin, ages over
89, villages and towns, ships, hospitals, health centres, ministries and councils, names after Hawaiian "ʻo"; and
their look-alikes (a month's word alone, a town that opens a hospital's name, a hospital's letters in a number, an
elder's title, an English record)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.pacific import PacificRecordRecognizer

_WS = "Na asiasi mai le tamā i le falema'i, ua fa'amatala e le foma'i le tausaga ma le aiga.\n"
_PIDGIN = "Pikinini bilong em i sik, sista i tok olsem dokta bai i lukim em. Tankyu tumas.\n"
_HAW = "Ua hoʻi mai ʻo ia i ke kauka, ʻaʻole i maikaʻi ka ʻeha, kōkua ka ʻohana.\n"


def _found(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _own(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in PacificRecordRecognizer().analyze(Doc(text))}


@pytest.mark.parametrize(("text", "value"), [
    (_WS + "Aso ulufale        : 4 Aperila 2024      Moega 3", "4 Aperila 2024"),
    (_WS + "'Aho:   15 'Epeleli 2024", "15 'Epeleli 2024"),
    (_WS + "Rā: Rāmere 8 Māehe 2024", "Rāmere 8 Māehe 2024"),
    (_WS + "Ra anau'anga:     02 Tiunu 1988", "02 Tiunu 1988"),
    (_HAW + "Lā kipa:     Pōʻakolu, 20 Malaki 2024", "Pōʻakolu, 20 Malaki 2024"),
    (_PIDGIN + "03 Mas 2024 0800   Sista Rosa", "03 Mas 2024"),
    (_PIDGIN + "Famili i tok long Sarede 18 Maj.", "Sarede 18 Maj"),
    (_WS + "Aso: 21 o Me 2024", "21 o Me 2024"),
    (_WS + "IVOLA NI TAUVIMATE - Vula ko Maji 2024", "Maji 2024"),
])
def test_finds_dates(text: str, value: str) -> None:
    assert (value, "DATE") in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_WS + "Bu Salote (yabaki 94) e sega ni rawa ni lako mai", "94"),
    (_PIDGIN + "Eij: 92 yias  (famili tok hem bon kolsap 1932)", "92"),
    (_WS + "Ua 93 ona tausaga o le tina.", "93"),
])
def test_finds_great_ages(text: str, value: str) -> None:
    assert (value, "AGE_OVER_89") in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_WS + "Nofoaga            : Vaitele-uta, Faleata", "Vaitele-uta"),
    (_WS + "E iai lo'u tuafafine o Lupe i Salelologa, o le a sau taeao.", "Salelologa"),
    (_PIDGIN + "Em i laik go bek long ples long Kerowagi long Fraide.", "Kerowagi"),
    (_WS + "Taufa'ahau Road, Kolofo'ou, Nuku'alofa", "Kolofo'ou"),
    (_WS + "Taufa'ahau Road, Kolofo'ou, Nuku'alofa", "Taufa'ahau Road"),
])
def test_finds_places(text: str, value: str) -> None:
    assert any(v == value and label in {"CITY", "STREET_ADDRESS"} for v, label in _found(text)), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_PIDGIN + "Bodi bae go bak long Auki long sip MV Lafu Kwai long Mande.", "MV Lafu Kwai"),
    (_WS + "Previous LSCS x2 (2019, 2021 - 'i Vaiola)", "Vaiola"),
    (_PIDGIN + "LUNUBE AID POST  (Asaro LLG, Goroka District)", "LUNUBE AID POST"),
    (_WS + "MATAGALUEGA O LE SOIFUA MALOLOINA\nTupua Tamasese Meaole Hospital", "MATAGALUEGA O LE SOIFUA MALOLOINA"),
    (_WS + "Dr Havili Kupu  MBBS (Fiji)\nTMDC Reg. No. MD-0231", "TMDC"),
])
def test_finds_organisations(text: str, value: str) -> None:
    assert (value, "FACILITY") in _found(text), _found(text)


def test_finds_a_name_after_the_hawaiian_article() -> None:
    text = _HAW + "Noho ma Paakea Rd me kāna wahine ʻo Noelani a me nā moʻopuna."
    assert any(v == "Noelani" and label.endswith("NAME") for v, label in _found(text)), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_WS + "E alu i le Me pe a uma le vaitaimi.", "Me"),  # a month's word without its day or year
    (_WS + "Anau i Rarotonga Hospital. High risk.", "Rarotonga"),  # a town that opens a hospital's name
    (_WS + "Hosp No.           : TTM-0418832", "TTM"),  # a hospital's letters in a number
    (_HAW + "Ua maikaʻi ʻo Tūtū, mākaukau e hula.", "Tūtū"),  # an elder's title
    (_WS + "Ua 45 tausaga o le tina.", "45"),  # an age under 90
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert not any(v == value for v, _ in _own(text)), _own(text)


def test_reads_nothing_in_an_english_record() -> None:
    text = "Seen on 12 Mar 2024 at Vaiola Hospital; lives in Kolofo'ou; aged 93 years; ship MV Lafu Kwai."
    assert PacificRecordRecognizer().analyze(Doc(text)) == []
