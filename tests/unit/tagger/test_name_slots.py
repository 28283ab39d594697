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
