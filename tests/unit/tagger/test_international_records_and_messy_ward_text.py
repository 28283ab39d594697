"""Probe round 28 (session 31): international English records (South Asia, Africa, the Gulf, South-East Asia,
the Caribbean, Ireland, Malta) and messy ward text (bed boards, clinic and theatre lists, ambulance handovers,
all-caps incident reports). Care homes, nursing centres and memory-care units by their heads in any case, streets
with a dotted direction, names in "SURNAME, GIVEN" rows before a date of birth or in quotes, bed-board surnames,
titled names with glued initials, ward-round and theatre roles, labelled hospital, bed-head, hospice, national,
birth and ambulance numbers; with the look-alikes these rules must leave alone (an organism, procedures and
handover words, credentials, an assessment unit, a care type in brackets, UK month shorthand, a field's label after
a name, a bed's state)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_with_label as _with_label

ID_LABELS = frozenset({"MRN", "OTHER_ID", "SUBJECT_ID", "NHS_NUMBER", "HEALTH_PLAN_ID", "LICENSE_NUMBER"})


# --- facilities and streets -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "facility"), [
    ("ST BRENDANS CARE HOME - INCIDENT REPORT (FALL)\nRESIDENT IN RM 14 FOUND ON FLOOR", "ST BRENDANS CARE HOME"),
    ("DISCHARGE TO: MAPLE HILL NURSING CTR, SPRINGFIELD IL 62702", "MAPLE HILL NURSING CTR"),
    ("Facility: Golden Meadows Memory Care   Lic # NH-3318204", "Golden Meadows Memory Care"),
    ("female resident of Willow Creek assisted living in Fort Wayne", "Willow Creek assisted living"),
])
def test_care_homes_and_memory_care_are_facilities(text: str, facility: str) -> None:
    assert facility in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "street"), [
    ("DISCHARGE TO: 1400 N. LINCOLN AVE, SPRINGFIELD IL 62702", "1400 N. LINCOLN AVE"),
    ("He lives at 1400 N. Lincoln Ave in Springfield", "1400 N. Lincoln Ave"),
    ("Address: 22 W. 5th St, Apt 3", "22 W. 5th St"),
])
def test_a_street_with_a_dotted_direction_is_an_address(text: str, street: str) -> None:
    assert any(street in v for v in _with_label(text, {"STREET_ADDRESS"}))


# --- names ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name"), [
    ("CLINIC LIST\n0915  W1120457  RICH, ANTHONY  04/05/1987  FU  PSA\n1015  W0511760  ABERNETHY, JOHN  30/10/1933  FU",
     "ANTHONY"),
    ("CLINIC LIST\n0915  W1120457  RICH, ANTHONY  04/05/1987  FU  PSA\n1015  W0511760  ABERNETHY, JOHN  30/10/1933  FU",
     "ABERNETHY"),
    ('Patient on request: "SMYTH, BARBRA"  DOB 11-JUN-1966  MRN H4471920', "BARBRA"),
    ("WARD 7 (COTE)\n B1 BD4  FLETCHER  MFFD  awaiting P3\n B3 BD6  EMPTY - deep clean", "FLETCHER"),
    ("WARD 7\n SR3  HOPE  C.DIFF +VE - KEEP SR", "HOPE"),
    ("WARD 7\n B2 BD1  NOWAK E  - IV abx day 5/7", "NOWAK E"),
    ("WARD 7\n SR1  AL-RASHID  post op day 1", "AL-RASHID"),
    ("for Dr. A.M.P. Gunawardena, VP, Consultant Physician", "A.M.P. Gunawardena"),
    ("Seen by Dr A.M. Smith today", "A.M. Smith"),
    ("WR  Cons: Mr Feeney  Reg: Okafor  FY1: hannah   Tues 14th", "Okafor"),
    ("LIST: MR OYELARAN  ANAES: DR BJORNSSON  ODP: KIERAN", "KIERAN"),
    ("BED STATE 07:30  SITE: QEH   BED MGR ON: DAWN P", "DAWN P"),
])
def test_listed_boarded_titled_and_role_labelled_names(text: str, name: str) -> None:
    assert any(name in v for v in _with_label(text, PERSON))


@pytest.mark.parametrize(("text", "name"), [
    ("LIST: MR OYELARAN  ANAES: DR BJORNSSON  ODP: KIERAN", "OYELARAN"),
    ("WR  Cons: Mr Feeney  Reg: Okafor  Tues 14th", "Feeney"),
])
def test_the_next_fields_label_ends_a_name(text: str, name: str) -> None:
    found = _with_label(text, PERSON)
    assert name in found
    assert not any(v.startswith(name) and v != name for v in found)


@pytest.mark.parametrize(("text", "word"), [
    ("WARD 7\n B3 BD6  EMPTY - deep clean", "EMPTY"),
    ("BCX 1/2 E COLI. SEPSIS 2/2 UTI (E. COLI)", "COLI"),
    ("CONSENT SIGNED LAP APPY. WITNESS T. HOLIDAY RN.", "APPY"),
    ("RN SBAR HANDOFF - ED -> MICU", "HANDOFF"),
    ("will d/w pall care AM", "pall"),
    ("Signature: ____   Stamp", "Stamp"),
    ("physician: Dr. Ramón Echeverría-Luna, Interventional Cardiology", "Interventional"),
    ("on behalf of Dr. Harpreet Sandhu, MD CCFP", "CCFP"),
    ("Dr Eleanor Whitfield MD FRCP FRCPath", "FRCPath"),
    ("Hx of Wernicke's? - noted in nursing docs only", "Wernicke"),
    ("L cemented hemiarthroplasty (not a Thompson's - modular stem used)", "Thompson"),
    ("given at 10 A.M. Monday", "A.M"),
])
def test_organisms_procedures_credentials_and_bed_states_are_not_names(text: str, word: str) -> None:
    assert not any(word in v for v in _with_label(text, PERSON))


# --- identifiers --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("B4 BED 2  PARKINSON, Edith  91F   H/N K449027", "K449027"),
    ("BHT No: 4471/23   NIC: 196258403771", "4471/23"),
    ("BHT No: 4471/23   NIC: 196258403771", "196258403771"),
    ("Dr. Ma. Carmela Ocampo-Reyes   Lic. No. 0112847", "0112847"),
    ("CREW: D. RICHARDS   INC NO B24-1107-00991   PRF 7730519", "B24-1107-00991"),
    ("CREW: D. RICHARDS   INC NO B24-1107-00991   PRF 7730519", "7730519"),
    ("Birth notification no.: BN/KSM/24/118203", "BN/KSM/24/118203"),
    ("Hospice no SA-11842   Adm 20/11/2024", "SA-11842"),
])
def test_labelled_hospital_national_birth_and_ambulance_numbers(text: str, value: str) -> None:
    assert value in _with_label(text, ID_LABELS)


# --- look-alikes: places, units and durations ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value", "labels"), [
    ("accepted to AMU", "AMU", {"FACILITY"}),
    ("Discharge to: Golden Lotus Post-Acute (SNF), Westminster, CA. Resume donepezil at SNF.", "SNF", {"FACILITY"}),
    ("BIB AMBO FROM HOME (22 CHAPEL ST, WHITCHRCH)", "HOME", {"CITY"}),
    ("Plan: review 3/12 in clinic.", "3/12", {"DATE"}),
    ("DaTscan not required. Review 6/12 with PD nurse specialist.", "6/12", {"DATE"}),
    ("Plan: f/u in 2/12 with bloods.", "2/12", {"DATE"}),
])
def test_units_care_types_and_month_shorthand_are_left_alone(text: str, value: str, labels: set[str]) -> None:
    assert value not in _with_label(text, labels)


def test_a_date_after_on_is_still_a_date() -> None:
    assert "3/12" in _with_label("Seen in clinic. Review on 3/12 at 10:00.", {"DATE"})
