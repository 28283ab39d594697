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


# probe round 7: PhysioNet-style nursing notes in lower case, dictation footers and author user ids
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("f/u bcx.\n- jessa rn\nnpn 7p-7a addendum: pt pulled at iv", "jessa"),
        ("restarted 20g l fa by kwame rn. dr vukovic aware.", "kwame"),
        ("0400 labs sent. dr vukovic (night float) aware. - deirdre", "deirdre"),
        ("family meeting w/ dr brzezinski and sw noor at 1500.", "noor"),
        ("pt pos to l side w/ rn (gus). ett 23 @ lip", "gus"),
        ("reported to night rt (devon).\n-- marguerite rrt", "devon"),
        ("reported to night rt (devon).\n-- marguerite rrt", "marguerite"),
        ("requesting chaplain in am - paged fr. okonkwo-reilly, will come at 0800.", "okonkwo-reilly"),
        ("Sincerely,\n\nOskar Lindahl-Brennan, M.D.\nol12\n\ncc: Desmond", "ol12"),
        ("Rosalind Ferreira-Whitlock, MD (rfw4)\ncc: Clement", "rfw4"),
        ("ZELIG OYELOWO-PRATT, M.D.\nZO/kt DD: 07/08/72 DT: 07/10/72", "kt"),
        ("D: 09/23/2024 13:40 T: 09/23/2024 15:02 cn/pd", "cn"),
        ("Lorenzo dos Santos-Albright; transcribed mb.", "mb"),
        ("Patient: Wilhelmina Adjei-Sorensen Unit#: 30-448-119", "Wilhelmina Adjei-Sorensen"),
        ("Patient: Marie-Claude Dorvilien FIH MRN 664-21-09", "Marie-Claude Dorvilien"),
    ],
)
def test_staff_names_in_ward_notes_and_footers(detect, text: str, value: str) -> None:
    assert value in names(detect, text), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("pain improved - continue", "continue"),
        ("-- will recheck in am", "will"),
        ("T: 02/27/2024 Doc #: 3380017", "Doc"),
        ("Smith Unit is on floor 4", "Smith"),
    ],
)
def test_no_staff_name_for_words_or_units(detect, text: str, not_value: str) -> None:
    assert not_value not in names(detect, text), found(text, detect(text))
