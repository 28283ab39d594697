"""Names in structural slots (title, role label, e-mail, credential, causality assessor, "by" fields), whatever
their case or origin, and the words in those slots that are not names."""

import pytest

from tests.unit.tagger.conftest import found

NAMES = ("PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME", "INVESTIGATOR")


def names(detect, text: str) -> set[tuple[str, str]]:
    return {lv for lv in found(text, detect(text)) if lv[0] in NAMES}


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        # a surname that is also a common word / a ward, after a title
        ("Dear Dr Ward,\n\nThank you for seeing this 71-year-old man.", "CLINICIAN_NAME", "Ward"),
        ("With best wishes,\n\nDr. Fiona Ward\nConsultant Geriatrician", "CLINICIAN_NAME", "Fiona Ward"),
        ("Lead investigator: Prof. OKAFOR C., Leeds Teaching Hospitals", "INVESTIGATOR", "OKAFOR C."),
        # role labels, also misspelt, with initial + surname in any case
        ("Site monitor: T. Long (t.long@cro-example.org)\nVisit type: interim", "INVESTIGATOR", "T. Long"),
        ("Invesitgator:  H Bishop\nSite: 0412", "INVESTIGATOR", "H Bishop"),
        ("Reporter: d. nwachukwu, tel 0161 555 0199", "CLINICIAN_NAME", "d. nwachukwu"),
        # a name right before an e-mail address (staff or patient: any name label)
        ("Pharmacy queries\nQUISPE R. <rquispe@site-mail.org>, ext 4471", None, "QUISPE R."),
        # signature lines with a credential
        ("Pt settled overnight, obs stable.\n-- M. GREY RN", "CLINICIAN_NAME", "M. GREY"),
        ("DRESSING CHANGED, SITE CLEAN.\n- TOMASZ LANE, LPN", "CLINICIAN_NAME", "TOMASZ LANE"),
        # the assessor of causality in brackets
        ("Relatedness: possibly related (Haddad N.). Outcome: recovering.", "INVESTIGATOR", "Haddad N."),
        ("Causality: not related (Ó Briain P)", "INVESTIGATOR", "Ó Briain P"),
        # "by" in a triage header field
        ("Triage: 03/02 0215 by Kowalczyk B   Acuity: 3", "CLINICIAN_NAME", "Kowalczyk B"),
    ],
)
def test_name_in_slot(detect, text: str, label: str | None, value: str) -> None:
    got = names(detect, text)
    assert ((label, value) in got) if label else value in {v for _, v in got}, got


@pytest.mark.parametrize(
    "text",
    [
        "Transferred to Cardiology Ward for telemetry.",
        "Causality: related (see narrative). Expectedness: expected.",
        "Relationship to study drug: not related (per protocol).",
        "Reviewed by   Plan   Outcome\n",
        "Diagnosis: Parkinson's disease, on levodopa.",
        "Dose taken by mouth  with food.",
        "Coordinating investigator: to be confirmed",
    ],
)
def test_slot_words_that_are_not_names(detect, text: str) -> None:
    assert not names(detect, text), names(detect, text)


def test_owner_column_of_an_action_table(detect) -> None:
    text = (
        "Follow-up actions\n"
        "No.  Item                                   Responsible        Target\n"
        "1    Countersign the delegation log         R Long             12/05/2024\n"
        "2    Return expired kits                    kowalski, anna     19/05/2024\n"
        "3    Re-train on eCRF entry                 Ní Bhriain S.      end of May\n"
        "4    Order dry ice                          Pharmacy           ASAP\n"
    )
    got = names(detect, text)
    for value in ("R Long", "kowalski, anna", "Ní Bhriain S."):
        assert ("CLINICIAN_NAME", value) in got, got
    assert not any(v == "Pharmacy" for _, v in got)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Handover 02:00\nS: T.R., 58 M, bed 9, admitted with DKA", "T.R."),
        ("S: NGUYEN, LINH, RM 14, ADMITTED 3/9 FOR SEPSIS", "NGUYEN, LINH"),
        ("S: HB, bed 22, adm overnight with GI bleed", "HB"),
        # initials after a misspelt label, also in lower case
        ("Pt intials: RK\nDOB: 1950", "RK"),
        ("- 0042-118 (initials ts): visit date missing in eCRF", "ts"),
        ("Paitent: J.O.   Hosp no: 44821", "J.O."),
    ],
)
def test_patient_initials_in_slots(detect, text: str, value: str) -> None:
    assert ("PATIENT_NAME", value) in names(detect, text), names(detect, text)


@pytest.mark.parametrize(
    "text",
    [
        "VITALS: BP 132/80, HR 76, RR 16",
        "The initial ct showed no bleed.",
        "S: PT, 45 M, RM 3, ADMITTED FOR FALL",
        "Clinical scientist, General Hospital\nTEL: 0161 555 0100",
    ],
)
def test_initials_slot_words_that_are_not_names(detect, text: str) -> None:
    assert not names(detect, text), names(detect, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Plan: f/u with LU W. in 6 weeks", "LU W."),
        ("Discussed with the registrar Oyelowo; agreed to admit.", "Oyelowo"),
        ("Electronically signed by PARK J., NP", "PARK J."),
        ("Delegation log: CVs for R. OKORO are out of date.", "R. OKORO"),
        # a name wrapped over a line around a dotted initial
        ("Obs stable overnight.\n  OKONJO\nT., RN (bleep 4471)", "OKONJO\nT."),
    ],
)
def test_name_after_role_phrase_or_wrapped(detect, text: str, value: str) -> None:
    assert ("CLINICIAN_NAME", value) in names(detect, text), names(detect, text)


@pytest.mark.parametrize(
    "text", ["Discussed with cardiology, no change.", "Follow up with GP in 2 weeks.", "Seen by physio and OT today."]
)
def test_role_phrase_without_a_name(detect, text: str) -> None:
    assert not names(detect, text), names(detect, text)


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Lives alone; her sister Oluwaseun Bello visits daily.", "RELATIVE_NAME", "Oluwaseun Bello"),
        ("SISTER MARTA NOWAK IS HEALTH CARE PROXY.", "RELATIVE_NAME", "MARTA NOWAK"),
        ("Sister Grainne Walsh (ward manager) informed.", "CLINICIAN_NAME", "Grainne Walsh"),
        # the patient's copy of a clinic letter
        ("Yours sincerely,\n\nDr Ana Ruiz\nConsultant Physician\ncc: Mrs Halina Wozniak, Flat 2, 14 Mill Road, Ely",
         "PATIENT_NAME", "Halina Wozniak"),
        ("cc: Mr Tunde Bakare, Consultant Urologist", "CLINICIAN_NAME", "Tunde Bakare"),
    ],
)
def test_label_of_kin_and_letter_copies(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in names(detect, text), names(detect, text)


def test_sign_off_with_middle_initial_and_owner_labels(detect) -> None:
    text = "Happy to discuss.\n\nMany thanks,\nOluchi A. Nwosu-Grant\nResearch Nurse\n"
    assert ("CLINICIAN_NAME", "Oluchi A. Nwosu-Grant") in names(detect, text)
    table = (
        "Actions\n"
        "#    Action                              Owner            Due\n"
        "1    Re-consent subject 0031             OKONKWO, Peter   30/06\n"
    )
    assert ("CLINICIAN_NAME", "OKONKWO, Peter") in names(detect, table), names(detect, table)
