"""Probe round 22's leftovers (session 26): a criminal case's caption, a caller naming themselves in capitals,
a psychologist's or dentist's degree after a name in capitals, a spaced NI number and a court's case number after
their cues, a pair of hearing aids' serials by side, a pharmacy fill history's Rx and pharmacist columns, "X
Hospital of Y" and an apothecary in capitals; with the look-alikes these rules must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


@pytest.mark.parametrize(("text", "name"), [
    ("COMMONWEALTH V. TAVARES ODUYA-MCCRAY     CIRCUIT COURT", "TAVARES ODUYA-MCCRAY"),
    ("Evaluation ordered in State v. Marcus Trelawney, Case No. 24-CR-1182.", "Marcus Trelawney"),
    ("PEOPLE V. DESHAUN ABERNATHY-COLE (COMPETENCY)", "DESHAUN ABERNATHY-COLE"),
])
def test_the_defendant_in_a_case_caption_is_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("Hi Ulises, this is Yaretzi from the forms team at Panhandle Surgical.", "Yaretzi"),
    ("Good morning, this is Oluwaseun calling back about the forms.", "Oluwaseun"),
])
def test_a_caller_naming_themselves_with_a_capital_is_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "Hi team, this is Pharmacy calling about the order.",
    "Hello, this is Urgent: please call back.",
    "Thanks, this is Kaiser Permanente calling",
])
def test_a_department_or_a_word_after_this_is_is_no_person(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("ACCOMMODATIONS NOT REQUIRED.\nROSALIND MWANGI-TEDESCO, PSY.D., ABPP (FORENSIC)", "ROSALIND MWANGI-TEDESCO"),
    ("FINDINGS AS ABOVE.\nCORMAC HALLORAN, DDS", "CORMAC HALLORAN"),
    ("AUDIOGRAM REVIEWED.\nPERPETUA ADEYINKA-LOWE, AU.D.", "PERPETUA ADEYINKA-LOWE"),
])
def test_a_name_in_capitals_before_a_doctoral_degree_is_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


def test_the_psychologists_degree_is_not_read_as_a_second_name() -> None:
    found = _with_label("Accommodations not required.\nRosalind Mwangi-Tedesco, Psy.D., ABPP (Forensic)", PERSON)
    assert found == {"Rosalind Mwangi-Tedesco"}


@pytest.mark.parametrize(("text", "value"), [
    ("Claimant: Mr Lewys Pryce-Adeyemi     NINO: QQ 58 21 47 D     DOB: 03/06/1979", "QQ 58 21 47 D"),
    ("National Insurance number: AB123456C", "AB123456C"),
    ("Circuit Court of Cook County, No. 2024 L 006118", "2024 L 006118"),
    ("Supreme Court, Index No. 2023 CH 01234 (matrimonial)", "2023 CH 01234"),
])
def test_an_ni_number_or_a_court_case_number_after_its_cue_is_found(text: str, value: str) -> None:
    assert value in _values(text)


@pytest.mark.parametrize("text", [
    "No. 2024 L 4 doses were given",
    "No. 2024 LIPIDS 4 times",
])
def test_a_year_and_a_count_are_no_court_case_number(text: str) -> None:
    assert not any(v.startswith("2024") for v in _values(text))


@pytest.mark.parametrize(("text", "values"), [
    ("Bass domes fitted. Serial R 2214X0917, L 2214X0921. REM verified to NAL-NL2.", {"2214X0917", "2214X0921"}),
    ("Hearing aids: Serial: right 88341207 left 88341299", {"88341207", "88341299"}),
])
def test_both_serials_of_a_pair_named_by_side_are_found(text: str, values: set[str]) -> None:
    assert values <= _with_label(text, {"DEVICE_ID"})


def test_a_side_after_a_serial_does_not_take_a_measurement() -> None:
    assert _with_label("Serial R 2214X0917, L 8 mm dome", {"DEVICE_ID"}) == {"2214X0917"}


_FILL_HISTORY = (
    "PATIENT RX PROFILE - FILL HISTORY\n"
    "RX#      FILLED      DRUG                               QTY  DS  RF  PRESCRIBER           RPH\n"
    "6620847  09/02/2025  ATORVASTATIN 40 MG TAB             90   90  3   ANSELMO, PILAR MD    JKL\n"
    "6631902  09/15/2025  LEVOTHYROXINE 88 MCG TAB           30   30  5   ANSELMO, PILAR MD    mbv\n"
    "NOTES\n11/03 Daughter picked up levothyroxine. Counseled by JKL on storage.\n"
)


def test_a_fill_historys_rx_numbers_and_pharmacists_initials_are_found() -> None:
    found = _values(_FILL_HISTORY)
    assert {"6620847", "6631902", "JKL", "mbv"} <= found
    assert not {"90", "30", "ATORVASTATIN 40 MG TAB"} & found


@pytest.mark.parametrize(("text", "value"), [
    ("relapsing MS diagnosed 2014 (University Hospital of Wales, Dr Ffion Argyle)", "University Hospital of Wales"),
    ("Fall at home, taken to the Royal Infirmary of Edinburgh in May.", "Royal Infirmary of Edinburgh"),
    ("LABEL\nKESTREL APOTHECARY (413) 555-0127\nRX 2049187 TAKE 1 TAB DAILY", "KESTREL APOTHECARY"),
])
def test_a_hospital_of_a_place_and_an_apothecary_in_capitals_are_found(text: str, value: str) -> None:
    assert value in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", [
    "The Hospital of Origin was not recorded.",
    "Referred to the Clinic of dermatology for review.",
])
def test_a_head_word_of_a_common_word_is_no_facility(text: str) -> None:
    assert not _with_label(text, {"FACILITY"})
