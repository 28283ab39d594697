"""Words that look like names or places only by their shape: a clinical acronym in capitals inside mixed-case
text, a role or post-nominal after a signed name, a form's field name that is also a town, a document heading
on the line after an address; and the real names next to them that must still be found."""

import pytest

from tests.unit.tagger.conftest import found

NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR"}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Findings: LM normal. LAD 90% mid, TIMI 2 flow. LCx 40% OM1.", "TIMI"),
        ("Post-dil NC 3.25 @ 18 atm. Final TIMI 3, 0% residual.", "Final TIMI"),
        ("Dx: pulmonary TB, Xpert MTB/RIF Ultra positive, RIF resistance not detected.", "RIF"),
        ("CT (15/01/2024) showed a 3.4 cm RUL mass. GMS card holder.", "RUL"),
        ("Dr. Oren Shapira-Levi, Senior Physician, license 1-44718", "Senior"),
        ("Subramanya Bhat, MD (Path), Consultant Pathologist   Reg. 77214", "Pathologist"),
        ("Dr. Chukwuemeka I. Okonkwo-Bello, FMCP, Senior Registrar", "FMCP, Senior"),
        ("Signed: Lucas Ferreira da Costa, QA Mgr, Alveron Pharma GmbH", "Mgr"),
        ("Civil surgeon: Dr. Hyun-woo Choi, Peak Family Medicine", "Civil"),
        ("Payee (parent/guardian): Wanjiru Otieno\nPayee phone: 740-555-0165", "Payee"),
        # charting words and credentials capitalised like names, also right after a role title
        ("Ferdinand Agbayani, RN Case Manager, Yolo Hospice", "Case Manager"),
        ("filling defects in R main PA extending into RUL, RML", "RUL"),
        ("Audrey Fontenot-LeBlanc, RN BSN, Research Nurse", "BSN"),
        ("Pt: Ana Ruiz   Adm 3/2/24  Methodist Hospital", "Adm"),
        ("1 prior attempt (OD on APAP 8/2023). Anticipated d/c 2/28 to SNF", "APAP"),
        ("1 prior attempt (OD on APAP 8/2023). Anticipated d/c 2/28 to SNF", "SNF"),
        ("Dispo: home w/ family.\n\nDictated by: Sourav Banerjee MD", "Dictated"),
    ],
)
def test_acronyms_and_roles_are_not_names(detect, text: str, word: str) -> None:
    assert not {v for lab, v in found(text, detect(text)) if lab in NAME_LABELS and word in v}


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Recipient: KIM, Ji-hoon  (김지훈)   MRN: 55-102-8841", "PATIENT_NAME", "KIM, Ji-hoon"),
        ("- ENO asked about courier to Lagos - Chiara to check", "PATIENT_NAME", "ENO"),
        ("Physician: PARK Ji-hoon (박지훈), Dept. of Surgery", "CLINICIAN_NAME", "PARK Ji-hoon"),
        ("Seen with Mr. LEE at the bedside.", "PATIENT_NAME", "LEE"),
        ("Dr. Oren Shapira-Levi, Senior Physician", "CLINICIAN_NAME", "Oren Shapira-Levi"),
    ],
)
def test_names_in_capitals_still_found(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_place"),
    [
        ("PO Box 112412, Abu Dhabi, UAE\nED DISCHARGE SUMMARY\nName: Mohammed Saeed", "ED DISCHARGE SUMMARY"),
        ("PO Box 112412, Abu Dhabi, UAE\nED DISCHARGE SUMMARY", "UAE"),
        ("Hospital Rd, Upper Hill, P.O. Box 20723-00202, Nairobi\nClinic summary 14/05/2024", "Clinic summary"),
        ("Transferred to: Arbour Hospital, Jamaica Plain   Time: 05/12/2024 0130", "Time"),
        ("#2219, District C-11, 617-555-0109\nDate/time of exam: 05/11/2024 22:40", "time"),
    ],
)
def test_headings_countries_and_field_names_are_not_places(detect, text: str, not_place: str) -> None:
    assert not {v for lab, v in found(text, detect(text)) if lab in ("CITY", "COUNTY") and v == not_place}


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("PO Box 112412, Abu Dhabi, UAE\nED DISCHARGE SUMMARY", "CITY", "Abu Dhabi"),
        ("P.O. Box 20723-00202, Nairobi\nClinic summary 14/05/2024", "CITY", "Nairobi"),
        ("12 High Street\nStratford upon\nAvon\nCV37 6AB", "CITY", "Stratford upon\nAvon"),
        ("Lives in Reading: moved 2019", "CITY", "Reading"),
    ],
)
def test_towns_next_to_them_still_found(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text))
