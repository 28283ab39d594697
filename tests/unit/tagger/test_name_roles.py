"""Staff names known by their slot: a display name in an e-mail header or under a sign-off whose surname is also
a common word, a staff role in brackets or a credential / registration body after the name anywhere on a line, a
wrapped cell of an action table's owner column; and capitals after a relation word that are not initials."""

import pytest

from airlock.tagger.recognizers.names import NameRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = NameRecognizer()


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        # e-mail headers and sign-offs: surnames or given names that are also ordinary words
        ("To: Medical Writing <mw@example.org>\nCc: Min Hou\nSubject: Fwd: Discharge summary", "CLINICIAN_NAME",
         "Min Hou"),
        ("TO: PV TEAM\nCC: KWAME PARK\nSUBJECT: HANDOVER", "CLINICIAN_NAME", "KWAME PARK"),
        ("Cc: Rolando Fajardo Hill\nSubject: FW: Letter", "CLINICIAN_NAME", "Rolando Fajardo Hill"),
        ("Thanks,\nJun Xia\nResearch Nurse, New Amyport General Hospital", "CLINICIAN_NAME", "Jun Xia"),
        # a staff role in brackets after a name in any case
        ("Site staff present: CHRISTINE BURNS (study coordinator)\nEnrolment", "CLINICIAN_NAME", "CHRISTINE BURNS"),
        ("Site staff present: WARD G. (study coordinator), N Gao (pharmacist)", "CLINICIAN_NAME", "WARD G."),
        ("Site staff present: Liang M (study coordinator), ekwueme j. (pharmacist)", "CLINICIAN_NAME", "ekwueme j."),
        # a credential or registration body after the name, mid-line
        ("Received report from meyers a. RN at 1900. Patient confused overnight.", "CLINICIAN_NAME", "meyers a."),
        ("Attestation: DAY K., DO Jul 30 2023", "CLINICIAN_NAME", "DAY K."),
        ("Completed by: b. werner GMC 7027232   Printed: 2024-10-30", "CLINICIAN_NAME", "b. werner"),
        ("Completed by: CAO, Jun GMC No: 4756110   Printed: 28/10/19", "CLINICIAN_NAME", "CAO, Jun"),
        ("Dr Jodie Webb paged at 1420.\n steven m. jenkins RN", "CLINICIAN_NAME", "steven m. jenkins"),
        # the owner column of an action table, the cell wrapped before an initial
        ("Follow-up actions\n#  Item                                Responsible     Due date\n"
         "1    Resolve open queries                Liang, Ming     FEB-2025\n"
         "3    Send temperature log to sponsor     Chaudhry \nI     27-FEB-25\n\nNext visit", "CLINICIAN_NAME",
         "Chaudhry \nI"),
        # printout and worklist abbreviations of a role as the field's key
        ("ADM DX: CHF EXACERBATION   ATT: ADEYEMI-COLE, F   RM: 4B-12", "CLINICIAN_NAME", "ADEYEMI-COLE, F"),
        ("PCP: HOLLOWAY, R   REF: MBEKI, S", "CLINICIAN_NAME", "MBEKI, S"),
        ("Ordering MD: Kim, J\nPriority: routine", "CLINICIAN_NAME", "Kim, J"),
        ("Guarantor: Teresa Okafor\nPlan: BCBS", "RELATIVE_NAME", "Teresa Okafor"),
        # "From" with a typing slip is still the sender's field
        ("Froom: Ryosuke M. Ota\nSent: Feb. 17, 2020\nSubject: query", "CLINICIAN_NAME", "Ryosuke M. Ota"),
        ("FRROM: BILAL QURESHI <QURESHI.B@MAYO.EDU>\nDATE: 11 MAY", "CLINICIAN_NAME", "BILAL QURESHI"),
        # a name alone on its line over a job title is a signature block
        ("The event resolved.\n\nBenjamin J. Balogun\nMedical Writer\nTel: 0161 555 0101", "CLINICIAN_NAME",
         "Benjamin J. Balogun"),
        # a follow-up cue with a typing slip still labels the name staff
        ("#2 Dispo: PT/OT eval; f/u wirh B. Olawale on Sunday, February 23, 2025.", "CLINICIAN_NAME", "B. Olawale"),
        # kin: a relation word with a typing slip; "sister" after "w/" or a semicolon, or before "to be updated"
        ("Her motber Gong, Qiang reports she was more sleepy than usual.", "RELATIVE_NAME", "Gong, Qiang"),
        ("DISCHARGE TEACHING DONE W/ SISTER NORMA POSADA.\nR: NO FURTHER COMPLAINTS.", "RELATIVE_NAME",
         "NORMA POSADA"),
        ("R: MONITOR BMP IN AM; F/U W/ DR L SALDANA; SISTER KARLA TO BE UPDATED AT (725)579-9720.", "RELATIVE_NAME",
         "KARLA"),
        # a lower-case name line over a practice address is the addressee (staff), not the patient
        ("DISCHARGE SUMMARY\n\natsushi aoki\nThe Surgery, 5 Richardson Fields\nLeeds", "CLINICIAN_NAME",
         "atsushi aoki"),
    ],
)
def test_staff_name_in_slot(text: str, label: str, value: str) -> None:
    got = run_recognizer(REC, text)
    assert (label, value) in got, got


@pytest.mark.parametrize(
    "text",
    [
        "PT TOLD TO DO LEG EXERCISES. WIFE AT BEDSIDE MD AWARE.",
        "Patient seen with family MD aware of plan, per RN report.",
        "From: Safety Team <pv@example.org>\nTo: Cardiology Ward\nCc: Study Nurse\nSubject: query",
        "Discussed with the team (pharmacist) today.",
        "PLAN: CONT CURRENT TREATMENT, F/U LAABS IN THE MORNING.",
    ],
)
def test_not_names(text: str) -> None:
    assert not run_recognizer(REC, text)


def test_relative_initials_still_found() -> None:
    assert ("RELATIVE_NAME", "SC") in run_recognizer(REC, "Her brother SC was present at the bedside.")


def test_a_ward_sister_stays_staff() -> None:
    assert ("CLINICIAN_NAME", "Karla Jones") in run_recognizer(REC, "Dr SMITH\nSister Karla Jones (ward sister) aware.")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Subj #: RND-44558\nInitials: JEP\nInvestigator: Dr. Virginia von Arroyo\n", "JEP"),
        ("Subject ID: 10170161\nPt initials: VSH\nPI: Dr. GANGEMI, Carolina\n", "VSH"),
        ("SUBJECT ID: 10170161\nPT INITIALS: KLM\nCONSULTANT: DR SINGH\n", "KLM"),
    ],
)
def test_next_field_label_is_not_a_role_of_the_name(text: str, value: str) -> None:
    """'Investigator:' / 'PI:' / 'Consultant:' starting the next line is the next field, not the role of the
    patient's initials above it ('Jane Roe\\nPrincipal Investigator' without a colon still is)."""
    assert ("PATIENT_NAME", value) in run_recognizer(REC, text)
    assert ("INVESTIGATOR", "Jane Roe") in run_recognizer(REC, "Discussed with Jane Roe\nPrincipal Investigator\n")
