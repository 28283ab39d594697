"""Probe round 37 (session 39): the most ordinary documents of US hospitals and of UK, Irish, Canadian, Australian and
New Zealand health services (progress and nursing notes, clinic letters, GP notes, handovers); and the look-alikes
each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import RECORD_ID_LABELS as _ID_LABELS
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "age"), [
    ('Resident: Albert ("Bert") Hargreaves   DOB 15/01/1929 - 94 years   NHS 401 566 2783', "94"),
    ("DOB 19/03/1933 (90 years) | Address", "90"),
])
def test_an_age_after_a_date_of_birth(text: str, age: str) -> None:
    assert _labels(text).get(age) == "AGE_OVER_89"


@pytest.mark.parametrize("text", [
    "Plan: GPMP (721) + TCA. Recall 3/12 for BP.",
    "Endone 5mg @ 2215, good effect (2/10 @ 2300). PCA ceased",
])
def test_a_recall_interval_or_a_pain_score_is_no_date(text: str) -> None:
    assert "DATE" not in _labels(text).values()


@pytest.mark.parametrize("text", [
    "Labs: WBC 14.6, Na 149, Cr 1.9",
    "- D5W, Na q6h, avoid overcorrection.",
    "WCC 13.1 (18.4), CRP 76 (212), Ur 7.2, Cr 96.",
    "Dx: Metastatic Ca pancreas, PPS 30%.",
    "+sonographic Murphy. Started pip-tazo",
    "To: AMU, Stepping Hill Hospital",
    "Mum: lochia normal, perineum healing",
    "Has tried Ural sachets and Panadol.",
    "Lives alone, 1 level, 2 STE, Columbus OH 43207.",
    "Outpatients, Cork University Hospital, Wilton, Cork T12 DC4A",
])
def test_tests_units_and_places_are_no_names(text: str) -> None:
    assert not PERSON.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "word"), [
    ("Called Shauna back, LVM to check MyChart.", "LVM"),
    ("Kind regards,\nDr Yasmin Al-Hadid, Obstetric Medicine Registrar", "Obstetric"),
])
def test_a_charting_word_beside_a_name_is_no_name(text: str, word: str) -> None:
    assert word not in _labels(text)


@pytest.mark.parametrize(("text", "name"), [
    ("Patient: Bridget (Bridie) Ní Fhloinn   MRN: 0883152", "Ní Fhloinn"),
    ("Patient: Bridget (Bridie) O'Flynn   MRN", "O'Flynn"),
    ("Seen by Dr Na and Mrs Ca Nguyen", "Na"),
])
def test_a_surname_after_a_nickname_and_short_names(text: str, name: str) -> None:
    # (alone or inside the whole name: "Bridget (Bridie) Ní Fhloinn" is one span once the nickname joins it)
    assert any(value == name or value.endswith(" " + name) for value, label in _labels(text).items() if label in PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("Woman: Losa Fa'alogo-Tuilagi   NHI: RXE71KD   DOB 03/09/1997", "RXE71KD"),
    ("Patient: Harjit Kaur Sandhu   RiO: 1184632   NHS: 712 338 4460", "1184632"),
    ("Crew: P Whitlock (Paramedic, collar 2241) / K Begum (EMT)", "2241"),
    ("GP Visit Card: 3387410T | Parents: Ngozi & Emeka Okonkwo", "3387410T"),
    ("Child Health No: 2409-44172 | Mother: Juliana Oliveira Santos", "2409-44172"),
    ("DOB 1931-06-02 (92 y)   HCN 8830 275 614 MN | Address", "8830 275 614 MN"),
    ("DOB 2013-07-22   AHCIP 4182 29037   MRN 3108874", "4182 29037"),
    ("Dr Sunil Prakash (FACEM)  MCNZ 42118", "42118"),
    ("Dr. Rachel Osei, MD CCFP   MSP 48291", "48291"),
])
def test_a_local_number_after_its_cue(text: str, value: str) -> None:
    assert _labels(text).get(value) in _ID_LABELS


@pytest.mark.parametrize("text", ["wearing a cervical collar 2 weeks", "NHI pending, GP to confirm"])
def test_a_collar_or_a_pending_number_is_no_id(text: str) -> None:
    assert not _ID_LABELS.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "place"), [
    ("Adaeze (5) had chickenpox last week at Beacon Nursery. Calpol", "Beacon Nursery"),
    ("referred to Smile Time Pediatric Dentistry.", "Smile Time Pediatric Dentistry"),
    ("Agency: CarePoint Nursing Services | Client", "CarePoint Nursing Services"),
    ("Hamilton Health Sciences - Juravinski Hospital", "Hamilton Health Sciences"),
    ("Belfast HSC Trust - District Nursing", "Belfast HSC Trust"),
    ("given today by PN at Māngere East Family Doctors.", "Māngere East Family Doctors"),
    ("Referring: Sandra Ng, PA-C, Highlands Primary Care, Asheville", "Highlands Primary Care"),
])
def test_a_place_of_care_by_its_head(text: str, place: str) -> None:
    assert _labels(text).get(place) == "FACILITY"


@pytest.mark.parametrize("text", ["needs Primary Care follow up", "see your Family Doctors", "in the Nursery overnight"])
def test_a_head_alone_is_no_place(text: str) -> None:
    assert "FACILITY" not in _labels(text).values()


def test_a_name_and_the_next_lines_word_are_not_joined_over_a_hyphen() -> None:
    labels = _labels("Seen by Dr Smith-\nfollow up in 2 weeks")
    assert labels.get("Smith") in PERSON and not any("follow" in v for v in labels)
