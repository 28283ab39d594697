"""Probe rounds 20 and 21 (session 24): what round 20 left (supply codes, condition lists and named scales read
as people, a place after "Dr X of", lab and interpreter companies, nicknames after "known to her family as",
signed initials that spell a word, extensions after a named role) and round 21's emergency, maternity, claims and
specimen text, with the look-alikes these rules must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values


def _with_label(text: str, labels: set[str]) -> set[str]:
    return {v for lab, v in _found(text) if lab in labels}


# -- round 20 leftovers: look-alikes ----------------------------------------------------------------------------
def test_supply_codes_before_a_lower_case_description_are_no_subject_numbers() -> None:
    text = ("ITEMS:\n1. E1390 O2 concentrator 3 LPM continuous + E0431 portable cylinders (qty 6).\n"
            "2. E0260 semi-electric hosp bed w/ E0277 alternating pressure mattress\n4. E0143 walker, folding")
    assert not _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Subject E1234 had a grade 2 AE", "E1234"),
    ("Screened: E1234 randomized 3/4", "E1234"),
])
def test_a_subject_number_of_the_same_shape_is_still_found(text: str, value: str) -> None:
    assert ("SUBJECT_ID", value) in _found(text)


@pytest.mark.parametrize("text", [
    "PMH: AF, HTN, BPH, L TKA, CKD 3A",
    "PMH OF AF, HTN, HLD, GOUT.",
    "calcium/vitamin D. Morse Fall Scale 60 at rehab per daughter.",
    "Martin-Hopkins LDL calculation, Lp(a), FOURIER and ODYSSEY OUTCOMES data",
    "IN-LAW KHAMPHOUI ON SCENE INTERPRETING (LAO). PT STATES SOB X 3 DAYS",
    "Wishes (Calif. Advance Health Care Directive, Probate Code 4701 form): no CPR",
])
def test_condition_lists_scales_languages_and_forms_are_no_person(text: str) -> None:
    assert not _with_label(text, PERSON | {"FACILITY"})


def test_a_heading_in_capitals_after_a_street_is_no_town() -> None:
    text = "DME: Topeka Home Medical to 1819 SW Lane St.\nACTIONS\n- Bed Mgmt to open 3 overflow beds"
    assert ("CITY", "ACTIONS") not in _found(text)
    assert ("CITY", "KNARESBOROUGH") in _found("14 Church Lane\nKNARESBOROUGH\nHG5 8AA")


def test_an_interpreter_id_after_a_language_is_no_idaho_zip() -> None:
    assert not any(lab == "ZIP" for lab, _ in _found("Interpreter: Tagalog ID 10388 (Language Line) used"))
    assert ("ZIP", "83201") in _found("Pocatello, ID 83201")


def test_a_carrier_shipping_a_parcel_is_no_place() -> None:
    assert "FedEx" not in _values("Accredo shipped 1 carton 03/04/2025 FedEx Priority Overnight, tracking 7794")


# -- round 20 leftovers: what is now found ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "place"), [
    ("Fr. Edsel Macaraeg of St. Augustine Church, South San Francisco, called.", "St. Augustine Church"),
    ("Seen by Dr. Amir Haddad of Mercy Hospital today", "Mercy Hospital"),
    ("per Rev. John Kowal of First Baptist Church", "First Baptist Church"),
    ("Amir Haddad of Mercy Hospital called back", "Mercy Hospital"),
    ("serum hCG negative 02/24/2025 (Quest). Monthly tests required", "Quest"),
    ("Pt tested 2019 (Myriad MyRisk): BRCA2 c.5946delT heterozygous", "Myriad"),
    ("Interpreter: Tagalog ID 10388 (Language Line) used for part of discussion", "Language Line"),
])
def test_a_place_after_a_person_of_and_named_labs_are_facilities(text: str, place: str) -> None:
    assert ("FACILITY", place) in _found(text)


def test_a_place_named_with_of_keeps_its_whole_name() -> None:
    assert ("FACILITY", "Royal Infirmary of Edinburgh") in _found("transferred to Royal Infirmary of Edinburgh")


@pytest.mark.parametrize(("text", "name"), [
    ("Filipino woman, known to her family as Baby, admitted with CAP", "Baby"),
    ("settled 2140. braden 14, turned q2. -ms cna", "ms"),
])
def test_a_nickname_after_its_cue_and_signed_initials_are_people(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "ext"), [
    ("D/C planner: Korrine Vasquez-Whitfield  x6612\nnext", "x6612"),
    ("Case manager: Tom Reyes x4410", "x4410"),
])
def test_an_extension_closing_a_named_role_line_is_a_phone(text: str, ext: str) -> None:
    assert ("PHONE", ext) in _found(text)


def test_a_magnification_is_no_extension() -> None:
    assert not _found("Coordinator note: viewed at magnification x1000")
