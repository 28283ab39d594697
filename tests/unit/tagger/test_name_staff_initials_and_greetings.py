"""Names as everyday notes write them: staff initials where staff sign or are named by role, the addressee on a
greeting line, care-team credentials before or after a name, a titled person's practice, a hyphenated Korean
given name, a month name that is a person after "discussed with"; and the look-alikes that must stay untagged."""

import pytest

from tests.unit.tagger.conftest import found

NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR"}


def names(detect, text: str) -> set[str]:
    return {v for lab, v in found(text, detect(text)) if lab in NAME_LABELS}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("f/u call tmrw to confirm seen.\n-kd lpn\n", "kd"),
        ("Happy to see him. Safe travels!\n-BFH", "BFH"),
        ("Ayaka Ogawa-Lindqvist, MD   Transcribed: kmh", "kmh"),
        ("VM left on cell 505-555-0122. -jrv\n-- 3/4/24 1400 subj returned call.", "jrv"),
        ("0700 report from night RN (JT). Pt remains intubated.", "JT"),
        ("0800 rounds w/ team - d/w MK (fellow) + Dr. Oppenheimer-Sule: SAT/SBT", "MK"),
        ("1845 Handoff to night RN AB (Alana B.) at bedside.", "AB"),
        ("-- Nalani Kauhane-Ortiz, RN (NKO)", "NKO"),
        ("Hi Ben,\n\nThanks for the list. Updates:", "Ben"),
        ("Survivorship visit w/ NP Ondine Delacroix-Mbeki in June.", "Ondine Delacroix-Mbeki"),
        ("Anticipate d/c 4/12.\nLeota Faleafa, OTR/L   cosigned Dr. Ilse Vanderwaal", "Leota Faleafa"),
        ("Therapist: Fenna Hoekstra, LMHC (Sound Mind Counseling)", "Fenna Hoekstra"),
        ("not in ISF; ask Dr Whitworth's practice for a copy.", "Whitworth"),
        ("2) Soon-bok Hwang-Miller, 72, MRN 40033902 - eGFR 24", "Soon-bok Hwang-Miller"),
        ("3. Goals - discussed w/ June by phone today; she wants to think", "June"),
    ],
)
def test_found(detect, text: str, value: str) -> None:
    assert value in names(detect, text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Tylenol 650 mg q6h - prn\nLasix 40 - IV\nPlan: see above - ok", "prn"),
        ("Tylenol 650 mg q6h - prn\nLasix 40 - IV\nPlan: see above - ok", "ok"),
        ("Attestation: Sierra Nelson, NP NPI 2280668338", "NPI"),
        ("Dear tearn,\nInternal Medicine", "tearn"),
        ("Hi team,\nThe list is attached.", "team"),
        ("Dear Sir/Madam,\nRE: the patient", "Sir"),
        ("Compared with June, better sleep.", "June"),
        ("Parkinson's disease, on levodopa", "Parkinson"),
    ],
)
def test_not_names(detect, text: str, word: str) -> None:
    assert not {v for v in names(detect, text) if word in v}
