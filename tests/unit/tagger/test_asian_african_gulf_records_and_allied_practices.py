"""Probe round 41 (session 41): English-language records of hospitals in West Africa, the Gulf, South and Southeast
Asia and Hong Kong, and records of dental, eye, ear, foot and body-work practices; and the look-alikes each rule
must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "value"), [
    ("WARD ROUND NOTE   Tue 12/03/2024 (02/09/1445H)   08:30", "02/09/1445H"),
    ("DOB: 03/04/1393H | Employer: Bin Dawood Holding", "03/04/1393H"),
])
def test_hijri_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Regd. No: DMCH/24/087751     Ward: 601", "DMCH/24/087751", "OTHER_ID"),
    ("SSS No. 34-5678123-9; HMO: Maxicare", "34-5678123-9", "OTHER_ID"),
    ("Work Permit No: 087112349 | Employer: Koh Brothers", "087112349", "OTHER_ID"),
    ("Contract no. 1043725/0001   Performer: Mr Rhys Owen", "1043725/0001", "OTHER_ID"),
    ("Dr Lina Abu Shanab, SCFHS No. 14-J-M-0038271", "14-J-M-0038271", "LICENSE_NUMBER"),
    ("Dr S. Ketheeswaran (Registrar), SLMC 24517 | Consultant", "24517", "LICENSE_NUMBER"),
    ("Dr Matthias Kuhnel   DCNZ reg 21477 | Surgery date", "21477", "LICENSE_NUMBER"),
    ("Registered Osteopath, GOsC 9173", "9173", "LICENSE_NUMBER"),
])
def test_registers_and_numbers_of_these_systems(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "name"), [
    ("Recall 12 months.\nOptometrist: Neha Dutt MCOptom   GOC 01-29874", "Neha Dutt"),
    ("Dr Hauwa Ibrahim Yakasai, MBBS, FWACP, Consultant Physician", "Hauwa Ibrahim Yakasai"),
    ("seen by R. Fleming today", "R. Fleming"),
    ("Signed: T. Okonkwo", "T. Okonkwo"),
])
def test_people_with_their_registrations(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("reduced 6/10 sites L foot, 4/10 R. Pulses +.", "R. Pulses"),
    ("Mobility #2 I, #15 I. Radiographic horizontal bone loss", "I. Radiographic"),
    ("Pain score 3/10 on T. Tramadol 50mg tds", "T. Tramadol"),
    ("Sensory level T8 L. Brisk reflexes LL", "L. Brisk"),
    ("Dr Hauwa Ibrahim Yakasai, MBBS, FWACP, Consultant Physician", "FWACP"),
])
def test_a_side_or_a_tablet_before_a_word_is_no_initial(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


def test_initials_written_together_lead_the_name() -> None:
    got = _labels("Countersigned: Prof. A.K.M. Mahbubur Rahman, Unit Head")
    assert got.get("A.K.M. Mahbubur Rahman") in PERSON
    assert not any(k.startswith("U.S.") for k in _labels("the U.S. Smith family"))


def test_a_maori_greeting_is_no_name() -> None:
    assert _labels("Tena koe Aroha,\nThank you for").get("Tena") not in PERSON
    assert _labels("Mrs Tena Brown (attended)").get("Tena Brown") in PERSON
