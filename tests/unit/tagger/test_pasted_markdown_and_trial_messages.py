"""Probe round 30 (session 33): what hospital, pharma, CRO and payer staff paste into an AI assistant. Markdown
emphasis between a label and its value, tables of fields one per row, a trial subject's initials before the birth
date or in brackets after the subject number, short dates of logs and other languages, facilities whose head is
read as a name, a phone extension read as a street, ids after register, card and carrier cues, a given name before
a quoted nickname; with the look-alikes these rules must leave alone. Also the quadratic bookkeeping of titled
names, now by :class:`~airlock.tagger.recognizers.base.Intervals`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.tagger.detection import detect, unemphasised
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected, detected_values
from tests.unit.tagger.conftest import detected_with_label as _with_label

# --- markdown emphasis --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "label", "value"), [
    ("**Pt:** HOLLOWAY, DESMOND J\n**MRN:** 00451873   **Acct/FIN:** 7720039184\n", "MRN", "00451873"),
    ("**Pt:** HOLLOWAY, DESMOND J\n**MRN:** 00451873   **Acct/FIN:** 7720039184\n", "OTHER_ID", "7720039184"),
    ("**Member ID:** YRX884210736   **Group #:** 0094417\n", "HEALTH_PLAN_ID", "YRX884210736"),
    ("**Patient:** Olumide Adebayo   **Hosp no:** M1094372   **NHS:** 921 640 3318\n", "NHS_NUMBER", "921 640 3318"),
    ("__DOB:__ 08/23/1958 and *Attending:* Dr Marisol Echeverria\n", "DATE", "08/23/1958"),
])
def test_a_value_after_a_label_in_markdown_emphasis_is_found(text: str, label: str, value: str) -> None:
    assert (label, value) in detected(text)


@pytest.mark.parametrize("text", ["a**b**c", "snake__case__name", "*** END OF REPORT ***", "* bullet\n* another",
                                  "K 5.9* H  Na 130*", "Name: ________  DOB: ________"])
def test_text_that_only_looks_like_emphasis_is_left_as_it_is(text: str) -> None:
    assert unemphasised(text) == text


@settings(max_examples=300, deadline=None)
@given(text=st.text(st.sampled_from(list("*_ab :1\n|")), max_size=40))
def test_emphasis_is_read_as_spaces_and_nothing_else_moves(text: str) -> None:
    out = unemphasised(text)
    assert len(out) == len(text)
    assert all(a == b or (a in "*_" and b == " ") for a, b in zip(text, out, strict=True))


def test_a_generator_style_note_without_markdown_is_untouched() -> None:
    note = "Pt seen 12/03/2024 by Dr Lee. MRN 00451873. Plan: review in clinic."
    assert unemphasised(note) is note


# --- tables of fields, one per row --------------------------------------------------------------------------------

_COURIER = ("| Field | Value |\n|---|---|\n| AWB | 7749 3318 2046 |\n| Logger | TL-5A0091732 |\n| **MRN:** | 00451873 |\n"
            "| Kits | K-300114 to K-300125 |\n")
_CLAIMS = ("| | Claim A | Claim B |\n|---|---|---|\n| ICN | 2024117004583 | 2024121009917 |\n"
           "| Pt acct # | OCI-77812 | OCI-77812A |\n| Member ID | W2299310 | W2299310 |\n")


@pytest.mark.parametrize(("text", "label", "value"), [
    (_COURIER, "OTHER_ID", "7749 3318 2046"),
    (_COURIER, "DEVICE_ID", "TL-5A0091732"),
    (_COURIER, "MRN", "00451873"),
    (_CLAIMS, "OTHER_ID", "2024117004583"),
    (_CLAIMS, "OTHER_ID", "2024121009917"),
    (_CLAIMS, "ACCOUNT_NUMBER", "OCI-77812A"),
    (_CLAIMS, "HEALTH_PLAN_ID", "W2299310"),
    ("| Bed | Patient | PHN | Age | MRP |\n|---|---|---|---|---|\n| U52-01 | TRAN, Minh | 12048-8813 | 71 | Batt |\n",
     "HEALTH_PLAN_ID", "12048-8813"),
    ("| Patient | DOB | GMS No. | Mobile |\n|---|---|---|---|\n| Agata Nowak | 29/09/1983 | 2210458K | 083 915 7702 |\n",
     "HEALTH_PLAN_ID", "2210458K"),
])
def test_a_value_in_a_table_of_fields_gets_its_field_s_label(text: str, label: str, value: str) -> None:
    assert (label, value) in detected(text)


def test_a_header_row_of_field_names_is_no_value() -> None:
    text = "| Patient | DOB | MRN |\n|---|---|---|\n| Okafor Chiamaka | 12/03/1988 | 4471234 |\n"
    assert not {"DOB", "MRN", "Patient"} & detected_values(text)
    assert ("MRN", "4471234") in detected(text)


def test_the_field_name_is_no_person() -> None:
    assert "Kits" not in _with_label(_COURIER, PERSON)


# --- a trial subject's initials -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "initials"), [
    ("The ECG for T.K. (DOB 22/07/1961) was performed at 10:20", "T.K."),
    ("Our screening patient S4903-0118 (F.-J. B., geb. 09.12.1956) was screened", "F.-J. B."),
    ("Subject US-031-0007, R.J.L., M, DOB 08/15/1944", "R.J.L."),
    ("We have a patient (M. O'C., DOB 30/06/1939, MRN CUH0448129) post-surgery", "M. O'C."),
    ("Patiënt 3101-0009 (H.v.D., geb. 21-11-1955) is op", "H.v.D."),
    ("Le patient 3307-0045 (P.G., né le 02/05/1968) nous a appelés", "P.G."),
    ("Subject 3206-0023 (N.S.B.), randomised 08-Jan-2024", "N.S.B."),
    ("- subj 0412-0017 (DW) ICF v3.0 re-consent missing", "DW"),
])
def test_a_subject_s_initials_by_the_birth_date_or_the_subject_number(text: str, initials: str) -> None:
    assert initials in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["dose 5-10 (IV) daily", "study 2024-001 (AE) noted", "Site 2207-011 (SAE) open",
                                  "Dr Jones, M.D., DOB not given", "born in the U.S., DOB 1/2/1950"])
def test_a_route_an_event_or_a_degree_is_no_subject_s_initials(text: str) -> None:
    assert not {v for v in _with_label(text, PERSON) if v.replace(".", "") in ("IV", "AE", "SAE", "MD", "US")}


# --- dates --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "date"), [
    ("asked about a spare pen left in a car on 12th\nPt: Mr H. Doyle", "12th"),
    ("central lab accession 24HD0771392, drawn 04.03.); exclusion criterion 7", "04.03"),
    ("Dernière visite réalisée : V7 le 26 mars.", "26 mars"),
    ("Vi aggiorneremo dopo la morfologica di giugno 2024.", "giugno 2024"),
    ("Physio: mobilising.\n8/8 — CT A/P (acc RP8817342): small collection", "8/8"),
    ("Events:\n- 02/09 ED visit – L wrist\n", "02/09"),
])
def test_a_short_date_of_a_log_or_of_another_language(text: str, date: str) -> None:
    assert ("DATE", date) in detected(text)


@pytest.mark.parametrize("text", ["ward is on 2nd floor now", "due 3rd dose next week", "see section 3.2. below",
                                  "mars bars 2 and a twix"])
def test_a_floor_a_dose_a_section_or_a_sweet_is_no_date(text: str) -> None:
    assert not _with_label(text, {"DATE"})


# --- facilities, phones, names ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "facility"), [
    ("Site GB07, Manchester Royal Infirmary, PI Dr Nadia Qureshi", "Manchester Royal Infirmary"),
    ("Caller: Priya Raman, community pharmacist, Rowlands Pharmacy, 83 High Street", "Rowlands Pharmacy"),
    ("Care coordinator: Becky Oyelaran, Hulme CMHT, 0161 555 0342", "Hulme CMHT"),
])
def test_a_facility_whose_head_or_first_word_was_read_as_a_name(text: str, facility: str) -> None:
    assert ("FACILITY", facility) in detected(text)
    assert not {"Infirmary", "Rowlands"} & _with_label(text, PERSON)


def test_a_kind_of_team_is_no_facility() -> None:
    assert not _with_label("referred to Community CMHT and Adult CAMHS", {"FACILITY"})


def test_a_phone_extension_is_no_street() -> None:
    found = detected("14 Rowland Hill St, London NW3 2QT\nTel: 020 7946 0318 ext 33418\n")
    assert ("PHONE", "020 7946 0318") in found and ("PHONE", "33418") in found
    assert not {v for lab, v in found if lab in ("STREET_ADDRESS", "ZIP") and "7946" in v or v == "33418" and lab == "ZIP"}


@pytest.mark.parametrize(("text", "name"), [
    ("didn't get to my sign out tasks, Ben Adeyemi has them now.", "Ben Adeyemi"),
    ("Mr Ahmad Bin Yusof attended", "Ahmad Bin Yusof"),
    ("Dr Yosef ben David saw him", "Yosef ben David"),
    ('4. Margaret "Peg" O\'Rourke 96yo F, 4B-03 — awaiting bed', "Margaret"),
    ('4. Margaret "Peg" O\'Rourke 96yo F, 4B-03 — awaiting bed', "Peg"),
])
def test_a_given_name_that_is_also_a_particle_or_before_a_nickname(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


# --- ids after a register, card or carrier cue --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "label", "value"), [
    ("PPSN 8437716TA | Medical card A12290348 |", "HEALTH_PLAN_ID", "A12290348"),
    ("Jean-Luc Arsenault  DOB 1986-10-02  MSI # 0012 448 935  WCB claim", "HEALTH_PLAN_ID", "0012 448 935"),
    ("email: p.raman3@nhs.net | GPhC reg: 2071835 | Question", "LICENSE_NUMBER", "2071835"),
    ("Conor McCabe, 044 934 8122, PSI reg 7719", "LICENSE_NUMBER", "7719"),
    ("Returned to manufacturer, FedEx 7791 0045 2813 shipped 3/1", "OTHER_ID", "7791 0045 2813"),
])
def test_an_id_after_a_register_card_or_carrier_cue(text: str, label: str, value: str) -> None:
    assert (label, value) in detected(text)


# --- many titled names: the same names, found in linear-logarithmic bookkeeping ----------------------------------

def test_every_titled_name_of_a_long_note_is_found() -> None:
    text = "Dr Jill Smith. Mrs Okafor saw Dr Lee. " * 400
    spans = detect(text)
    names = [text[s.start : s.end] for s in spans if s.label in PERSON]
    assert names.count("Jill Smith") == 400 and names.count("Okafor") == 400 and names.count("Lee") == 400


# --- look-alikes found by the review of this round ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Sodium 135-145 (NR) today", "Worked nights 1998-2004 (BT)", "Visit window 10-14 (FU) days; dose levels 25-50 (DL)",
    "Washington D.C., born 1978", "Dr. K. Patel, M.B.B.S., DOB 1/2/1960",
])
def test_bracketed_or_dotted_letters_without_a_subject_cue_are_no_initials(text: str) -> None:
    assert not {v for v in _with_label(text, PERSON) if v.replace(".", "") in ("NR", "BT", "FU", "DL", "DC", "MBBS")}


@pytest.mark.parametrize("text", [
    "Fever after 2nd and 3rd doses of the vaccine.", "Chemo: failed 1st and 2nd line, now on 3rd.",
    "Warfarin: currently on 2.5. INR due Friday.", "Patient started on 1.5.", "Power:\n- 4/5 - left hip flexion",
    "Seen at Mayo 2019 for a second opinion",
])
def test_counts_doses_grades_and_a_clinic_are_no_dates(text: str) -> None:
    assert not _with_label(text, {"DATE"})


@pytest.mark.parametrize("text", ["| Provider | Notes |\n", "| MRP | Cardiology |\n", "| Address | to be confirmed |\n",
                                  "| Kits | 3 |\n", "| Date | Event |\n| Name | Value |\n"])
def test_a_row_of_a_note_s_own_table_is_no_value(text: str) -> None:
    assert not detected(text) - {("PATIENT_NAME", w) for w in ("Provider", "MRP", "Address", "Kits", "Name")}
