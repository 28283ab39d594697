"""Probe round 45 (session 45): English records from continental Europe and of migrants and refugees (German, Dutch,
Nordic, Polish, Czech, Balkan and Ukrainian paperwork), and sexual-health, harm-reduction and street-outreach
records; and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID"}


@pytest.mark.parametrize(("text", "value"), [
    # a form's field whose label ends in a number word, in any language
    ("BAMF Aktenzeichen: 8934521-475\nOrigin: Diyarbakır", "8934521-475"),
    ("Aufn.-Zahl: 24/001876\n", "24/001876"),
    ("OLVG patient no. (ZIS): 7034418\nUS insurance", "7034418"),
    ("Passport UA: FE481726\nAddress in Poland", "FE481726"),
    ("BRP NO: ZU9044217\nARRIVED UK: 19 APRIL 2024", "ZU9044217"),
    ("Krankenversichertennr. (AOK Niedersachsen): K472915603\n", "K472915603"),
    ("Insurance: TK, Versichertennr. R918270443\nMobile:", "R918270443"),
    # an aligned form's value far after the colon
    ("HO ref:         A2271946\nAccommodation:  Queens Hotel", "A2271946"),
])
def test_field_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value"), [
    ("Tel no: 01614471928\n", "01614471928"),  # a phone's field stays a phone
    ("Normal ref: 135-145\n", "135-145"),  # a range
    ("Room no.: 12-0441\n", "12-0441"),
    ("Lot no: 44180-2231\n", "44180-2231"),
])
def test_field_look_alikes_are_no_person_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) not in {"OTHER_ID"}


def test_a_drug_number_stays_a_compound() -> None:
    assert _labels("Drug no: ABX-4471\n").get("ABX-4471") == "COMPOUND_CODE"


@pytest.mark.parametrize(("text", "value"), [
    ("Dr. Aisha Rahimi, MD CCFP - CPSM reg. 21558", "21558"),
    ("Dr J. M. Kariuki, KMPDC reg. A8841", "A8841"),
    ("M. DeLuca NP   CNO reg. 14-882031", "14-882031"),
    ("Nurse Practitioner - Reproductive Health, BCCNM R-1022847", "R-1022847"),
    ("Head of Department, NPWZ 2837461", "2837461"),
    ("Stamp / razítko: ČLK 1020877", "1020877"),
    ("FMH Neurologie, GLN 7601000123456", "7601000123456"),
])
def test_registration_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) == "LICENSE_NUMBER"


@pytest.mark.parametrize(("text", "value"), [
    # an outreach log's client code column, with a "% returned" column beside it
    ("Client (code) | M/F | Transactions | Packs out | % returned | Comments\n"
     "GA-07-M-1974 | M | 6 | 14 | 80 | ~\nJE-11-F-1990 | F | 3 | 6 | 50 | asked re BBV", "GA-07-M-1974"),
    ("Log no. | Date         | Person (as known)     | Event / supply\n"
     "LK-041  | 03/03/2024   | Shane Moloney         | kit supply", "LK-041"),
])
def test_table_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) == "OTHER_ID"


@pytest.mark.parametrize(("text", "value"), [
    # street names in quotes the note explains, or after a cue
    ('Participant: "Smokey" (initials J.T.), site ID P-20931', "Smokey"),
    ('Mick "Bullets" came in for works', "Bullets"),
    ('1) "Tex" = Wendell Price, dob 3/3/1961', "Tex"),
    ('2) "Birdie" (won\'t give real name), ~50s', "Birdie"),
    ('known to client by first name only ("Jayden")', "Jayden"),
    ('Staff: Aoife / Declan M. / peer "Spud"', "Spud"),
    # a patronymic's field, a cultural mediator
    ("SURNAME: SHEVCHUK\nPATRONYMIC: MYKOLAIVNA\n", "MYKOLAIVNA"),
    ("Cultural mediator: Khadar (Somali/English)", "Khadar"),
    # the name a person is known by on an outreach log
    ("Code        | Known as              | Time  | Out\nMAFI0385    | Sandra K              | 10:20 | 10x0.5ml",
     "Sandra K"),
])
def test_names(text: str, value: str) -> None:
    assert _labels(text).get(value) in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ('Ex "Smoker", quit 2019', "Smoker"),
    ('Mark "Urgent" on the form', "Urgent"),
    ('Has used "Spice" again', "Spice"),
])
def test_quoted_words_left_alone(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("Specialist i allmänmedicin / GP\nVårdcentralen Rinkeby\n", "Vårdcentralen Rinkeby"),
    ("Rigshospitalet\nTraumecenter / Trauma Centre", "Rigshospitalet"),
    ("Cardiology (Dr. Lang, Universitätsmedizin Göttingen) 3. März 2024", "Universitätsmedizin Göttingen"),
    ("UniversitätsSpital Zürich\nKlinik für Neurologie", "UniversitätsSpital Zürich"),
])
def test_european_hospitals(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"
