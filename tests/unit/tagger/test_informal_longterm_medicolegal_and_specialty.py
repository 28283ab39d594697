"""Probe rounds 21 and 22 (session 25): what round 21 left (Vietnamese names, lists of account numbers after one
cue, case and accession numbers by their shape, practices in capitals named with a generic word) and round 22's
informal, long-term-care, medico-legal and specialty-letter text, with the look-alikes these rules must leave
alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


# -- round 21 leftovers: what is now found ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("Patient on requisition: DO, THI MAI      DOB 04/19/1988      MRN 6610274", "DO, THI MAI"),
    ("MATERNAL GRANDMOTHER (BA NGOAI) VO THI LAN ASSISTING AT HOME, VIETNAMESE-SPEAKING.", "VO THI LAN"),
    ("Seen with the interpreter, Le Van Tam, today.", "Le Van Tam"),
    ("LAB LOG: mismatch for PHAM VAN DUC, re-collect", "PHAM VAN DUC"),
])
def test_vietnamese_names_with_their_middle_name_are_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "Tinnitus handicap: THI score 46 today.",
    "Le THI score was 46.",
    "DO NOT DISTURB THE DRAIN",
])
def test_a_tinnitus_score_or_a_french_article_is_no_vietnamese_name(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "label", "values"), [
    ("DOB 07/07/1973     Accts 3310457720, 3310461189", "ACCOUNT_NUMBER", {"3310457720", "3310461189"}),
    ("MRN 0041872 / 0041873 and 0041874; DOB 01/02/1950", "MRN", {"0041872", "0041873", "0041874"}),
])
def test_the_next_items_of_a_list_of_identifiers_are_found(text: str, label: str, values: set[str]) -> None:
    assert values <= _with_label(text, {label})


def test_a_list_item_of_another_shape_is_not_taken() -> None:
    found = _values("Acct # 44821907, 1234 units given; MRN 0041872, 03/04/2020")
    assert "1234" not in found and {"44821907", "0041872"} <= found


@pytest.mark.parametrize(("text", "value"), [
    ("| ROI-25-11482 | 07/14 | OBIORA, CHUKWUEMEKA  | 05/05/1980 |", "ROI-25-11482"),
    ("K 3.9 mmol/L for 25-336-0177 released", "25-336-0177"),
    ("RL6 event # 25-0188 filed.", "25-0188"),
    ("prior study under BTM0044817 (transposed digits) belongs to a different patient", "BTM0044817"),
])
def test_case_and_accession_numbers_are_found_by_their_shape(text: str, value: str) -> None:
    assert value in _with_label(text, {"OTHER_ID"})


@pytest.mark.parametrize(("text", "label", "value"), [
    ("Protocol ABC-21-00412 amendment 3 approved", "PROTOCOL_ID", "ABC-21-00412"),
    ("Started PF-00299804 and LY3009104 per protocol", "COMPOUND_CODE", "PF-00299804"),
    ("Started PF-00299804 and LY3009104 per protocol", "COMPOUND_CODE", "LY3009104"),
])
def test_study_numbers_and_compound_codes_keep_their_labels(text: str, label: str, value: str) -> None:
    assert (label, value) in _found(text)


@pytest.mark.parametrize(("text", "place"), [
    ("PCP DR. KEALOHA BRIGHTWATER-ISAKSEN, SEASIDE FAMILY PEDIATRICS, 12/20/2024 (48 H).", "SEASIDE FAMILY PEDIATRICS"),
    ("FAXED DC SUMMARY FROM CORE MOTION PHYSICAL THERAPY TO 1-866-555-0141.", "CORE MOTION PHYSICAL THERAPY"),
])
def test_practices_in_capitals_named_with_a_generic_word_are_found(text: str, place: str) -> None:
    assert place in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", [
    "PT FAMILY PEDIATRICS VISIT",
    "REFERRED TO OUTPATIENT PHYSICAL THERAPY.",
    "FAX TO GENERAL PEDIATRICS, ROOM 4",
    "CONTINUE HOME PHYSICAL THERAPY",
])
def test_a_generic_service_in_capitals_is_no_practice(text: str) -> None:
    assert not _with_label(text, {"FACILITY"})


# -- round 22: look-alikes ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Exam: SLUMS 11/30, clock draw 1/4. Lives alone.",
    "Section C (BIMS): 9/15 - moderately impaired. CAM negative.",
    "MACCAT-CA: UNDERSTANDING 7/16, REASONING 5/16, APPRECIATION 2/10 (CLINICALLY SIGNIFICANT)",
    "Vision: Snellen with glasses R 6/9, L 6/7.5. VA R 6/18 improving to 6/12 today, L 6/9.",
    "Parents' severity rating 6/10 at home.",
    "pt c/o new chest pressure 6/10, started 10 min ago.",
    "GPCOG 4/9 (informant section also abnormal).",
    "CHARGES: MALICIOUS WOUNDING (SEC. 18.2-51); ASSAULT (SEC. 18.2-57(C))",
    "admit 67M COPD exac, VBG 7.31/58, on BiPAP",
    "Oramorph PRN unused -> remove from MAR; MAR and falls log reviewed.",
])
def test_scores_acuities_statutes_and_the_mar_are_no_dates(text: str) -> None:
    assert not _with_label(text, {"DATE"})


def test_a_date_in_an_eye_report_and_a_month_in_capitals_are_still_dates() -> None:
    assert "12/03/2025" in _with_label("Snellen R 6/9. Next review 12/03/2025.", {"DATE"})
    assert "MAR 2024" in _with_label("Seen in MAR 2024 for review.", {"DATE"})


@pytest.mark.parametrize("text", [
    "Transfers by Hoyer, 2 staff. Hoyer in use since 08/22.",
    "Tuning fork (512 Hz): Weber lateralises to L.",
    "Decedent supine on bedroom floor. Petitioner and Respondent both attended.",
    "Bereavement: risk MODERATE. Given agency bereavement packet.",
    "Skin prick: Almond 0   Walnut 2   Peanut 0   Sesame 3   Egg 0",
    "Tried samples of Premier Protein: prefers Premier chocolate.",
    "Chaplain: family is Yoruba Anglican; prays in Yoruba.",
    "Special tests: Neer and Hawkins-Kennedy mildly positive; no Rogers authority requested.",
])
def test_devices_parties_foods_languages_and_tests_are_no_person(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_team_letter_and_an_hcpcs_code_after_its_device_are_no_place_or_subject() -> None:
    assert not _with_label("admit 67M -> accepted to Team B, 6E bed 14.", {"FACILITY"})
    assert not _with_label("Equipment: stationary concentrator E1390 (Respironics EverFlo)", {"SUBJECT_ID"})
    assert ("SUBJECT_ID", "E1390") in _found("Subject E1390 randomized on day 1")


def test_generic_insurers_and_services_are_no_facility() -> None:
    assert not _with_label("Health Insurance Company; seen at the Heart & Vascular clinic; Geriatrics follow-up",
                           {"FACILITY"})


# -- round 22: what is now found ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("ORDERED BY: HON. WINIFRED ACHTERLONIE, 08/05/2025", "WINIFRED ACHTERLONIE"),
    ("Appointed by order of the Hon. Beatrix Lindahl-Amoah dated 04/29/2025", "Beatrix Lindahl-Amoah"),
    ("DEFENSE COUNSEL: DARNELL PEMBERTON-SHAH (OFFICE OF THE PUBLIC DEFENDER)", "DARNELL PEMBERTON-SHAH"),
    ("Appointment: 21/10/2025     Audiologist: Morven Dalgleish (HCPC)", "Morven Dalgleish"),
    ("16. FUNERAL HOME: X   DIRECTOR: JANELLE OUELLETTE-BAPTISTE", "JANELLE OUELLETTE-BAPTISTE"),
    ("11. FATHER: ROMEO PELLETIER     MOTHER (MAIDEN): ALMA THIBAULT-ROY", "ALMA THIBAULT-ROY"),
    ("AGENT: S. HOVAKIMYAN, GLENDALE BROKERAGE PARTNERS", "S. HOVAKIMYAN"),
    ("Sun 09/03/2025 20:30   Nurse in charge: Bronagh", "Bronagh"),
    ("Bereavement coordinator Wynona Black Eagle to call at 2 weeks", "Wynona Black Eagle"),
])
def test_judges_counsel_directors_agents_and_coordinators_are_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "place"), [
    ("15. DISPOSITION: BURIAL, MOUNT CALVARY CEMETERY, KITTERY", "MOUNT CALVARY CEMETERY"),
    ("16. FUNERAL HOME: TOBEY-LAROCHE FUNERAL HOME   LIC. FH-0318", "TOBEY-LAROCHE FUNERAL HOME"),
    ("SON BRINGS PIEROGI AFTER LITURGY AT ST. JOHN CHRYSOSTOM BYZANTINE CATHOLIC CHURCH ON SUNDAYS.",
     "ST. JOHN CHRYSOSTOM BYZANTINE CATHOLIC CHURCH"),
    ("RIVERSIDE INFUSION CENTER - CHAIR ASSIGNMENTS\nPt seen today.", "RIVERSIDE INFUSION CENTER"),
    ("Funeral home: Yellowstone Heritage Funeral Chapel called 0510.", "Yellowstone Heritage Funeral Chapel"),
    ("Wants burial at West Tennessee State Veterans Cemetery with honors.", "West Tennessee State Veterans Cemetery"),
    ("Harbor Pointe Post-Acute, Rm 31-A.", "Harbor Pointe Post-Acute"),
    ("Interpreter: Nepali (Pashupati Language Services).", "Pashupati Language Services"),
    ("NORTHSTAR MUTUAL LIFE INSURANCE COMPANY - ATTENDING PHYSICIAN STATEMENT",
     "NORTHSTAR MUTUAL LIFE INSURANCE COMPANY"),
    ("Seen 10/16/2025 at American River Geriatrics, Fair Oaks.", "American River Geriatrics"),
    ("Dr. Kwame Ofori (Swedish Heart & Vascular) after DES 2022.", "Swedish Heart & Vascular"),
    ("Kestrel Apothecary & Compounding, 118 Main St, Northampton, MA 01060", "Kestrel Apothecary & Compounding"),
])
def test_cemeteries_funeral_homes_churches_and_named_services_are_found(text: str, place: str) -> None:
    assert place in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "label", "value"), [
    ("1   0730  SANTIAGO-PERALTA, MIGUEL A  7720415     REMICADE 5 MG/KG\n2   0800  ISHIGURO, HARUE  7731186  "
     "VENOFER 200 MG\nPt seen.", "MRN", "7731186"),
    ("Bay 1 Bed 5 - Mrs Aileen DUNMORE, 94, K0874412. Fall at home.", "MRN", "K0874412"),
    ("Bay 1 Bed 5 - Mrs Aileen DUNMORE, 94, K0874412. Fall at home.", "AGE_OVER_89", "94"),
    ("PA: submitted via CoverMyMeds key BVX7R2KQ on 05/28/2025.", "OTHER_ID", "BVX7R2KQ"),
    ("SSN: XXX-XX-4318     RQID: 7Q41-55028", "OTHER_ID", "7Q41-55028"),
    ("Shave biopsy. Path DP25-18834.", "OTHER_ID", "DP25-18834"),
])
def test_record_numbers_after_a_listed_name_and_cued_keys_are_found(text: str, label: str, value: str) -> None:
    assert (label, value) in _found(text)


def test_a_phone_or_a_date_after_a_name_is_no_record_number() -> None:
    found = _found("Called Maria Lopez 5035550147 today. Seen by Dr Smith 20250312.")
    assert not any(lab == "MRN" for lab, _ in found)
