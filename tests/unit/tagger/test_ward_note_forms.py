"""Forms seen in real ward notes rather than in the generator: relation and care-team abbreviations ("dtr",
"bro", "case mgr"), a nickname between given name and surname, lower-case popular given names after a title or
relation, the pronoun "I" in notes in capitals, months and weekdays misspelt with a letter left out or added, and
things that only look like addresses or towns ("PI Dr. Ruiz", "Fall risk", "Ward 7B", "Dept of ...")."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Pt seen in clinic today w/ dtr Maria. c/o SOB x3d.", "RELATIVE_NAME", "Maria"),
        ("Pt's wf Carmen at bedside, pt's bro Luis on phone.", "RELATIVE_NAME", "Carmen"),
        ("Pt's wf Carmen at bedside, pt's bro Luis on phone.", "RELATIVE_NAME", "Luis"),
        ("Called pt's sister-in-law Rosalind Achterberg re: transport.", "RELATIVE_NAME", "Rosalind Achterberg"),
        ("Also spoke w/ case mgr Tiffani Brooks-Whitaker re: placement.", "CLINICIAN_NAME", "Tiffani Brooks-Whitaker"),
        ("Spouse (Margaret \"Peggy\" O'Brien) reports poor PO intake.", "RELATIVE_NAME",
         "Margaret \"Peggy\" O'Brien"),
        ("Pt Robert (Bob) Kowalski seen today.", "PATIENT_NAME", "Robert (Bob) Kowalski"),
        ("PATIENT: ELIZABETH \"BETTY\" MCALLISTER", "PATIENT_NAME", "ELIZABETH \"BETTY\" MCALLISTER"),
        ("addendum: pt's son mr. robert smith called, states pt confused.", "RELATIVE_NAME", "robert smith"),
        ("seen by dr. john o'neil today", "CLINICIAN_NAME", "john o'neil"),
        ("Next appt Jly 12th.", "DATE", "Jly 12th"),
        ("Admission Date: Decmber 2, 2022", "DATE", "Decmber 2, 2022"),
        ("DOB: 14 Feburary 1950", "DATE", "14 Feburary 1950"),
        ("seen 3 Novembre 2021 in clinic", "DATE", "3 Novembre 2021"),
        ("NEXT VISIT WENSDAY 10/18", "DATE", "WENSDAY 10/18"),
        ("Pt's PCP is Dr Lakshmi Subramanian at Northside Family Medicine.", "FACILITY", "Northside Family Medicine"),
        ("Addr: 8 Rue des Lilas, 75019 Paris\nTel: 01 42 38 55 90", "STREET_ADDRESS", "8 Rue des Lilas, 75019 Paris"),
        ("Called the pharmacy on Peachtree Rd re: rx for pt.", "STREET_ADDRESS", "Peachtree Rd"),
        ("Veteran. VA claim # 28-441-903.", "OTHER_ID", "28-441-903"),
        ("Pt reports she was at her grandaughter Kayleigh's wedding.", "RELATIVE_NAME", "Kayleigh"),
        ("Medicare MBI 1EG4-TE5-MK73. Policy # UHC-99812-003.", "HEALTH_PLAN_ID", "UHC-99812-003"),
        ("Pt is in her late 90s and lives with daughter.", "AGE_OVER_89", "90s"),
        ("Seen 3 wks ago (on the 2nd), next review on the 16th.", "DATE", "the 2nd"),
        ("Seen 3 wks ago (on the 2nd), next review on the 16th.", "DATE", "the 16th"),
        ("IP logged in; portal user jsmith1984; reset", "OTHER_ID", "jsmith1984"),
        ("Attendees:\nJohn Smith\nMary Jones\nAgenda: SAE review", "CLINICIAN_NAME", "John Smith"),
        ("Attendees:\nJohn Smith\nMary Jones\nAgenda: SAE review", "CLINICIAN_NAME", "Mary Jones"),
        ("Investigator:\nMaria Fernanda\nGonzalez Reyes\nSite: 12", "INVESTIGATOR", "Maria Fernanda\nGonzalez Reyes"),
        ("Pt stated her name is Aaliyah but she goes by Lee-Lee.", "PATIENT_NAME", "Lee-Lee"),
        ("Pt requested Rabbi Shmuel Katz be called.", "PATIENT_NAME", "Shmuel Katz"),
        ("PT'S GF, LATOYA, STATES PT FELL", "RELATIVE_NAME", "LATOYA"),
        ("Transport to Kindred Hospital-Seattle arranged.", "FACILITY", "Kindred Hospital-Seattle"),
        ("transferred from Tehran Heart Center.", "FACILITY", "Tehran Heart Center"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("ATTENDING ATTESTATION: I SAW AND EXAMINED THE PATIENT WITH DR. RAMANATHAN.", "I SAW"),
        ("Pt Robert (wife) Lopez", "Robert (wife) Lopez"),
        ("son will call back tomorrow", "will"),
        ("daughter may visit tomorrow", "may"),
        ("Site 014 PI Dr. Gonzalo Ibáñez Ruiz.", "014 PI Dr."),
        ("Bay 3 West Fall risk precautions in place", "3 West Fall"),
        ("Pt was last seen normal at 0800 on 5 Jan.", "0800 on 5"),
        ("Plan: review in Ward 7B on 03/04/2024.", "Ward"),
        ("Dept of Family Medicine grand rounds", "Dept of Family Medicine"),
        ("Hospice RN visit. Pt sleeping.", "Hospice"),
        ("aortic arch 2 cm", "arch 2"),
        ("Marc 5 was here", "Marc 5"),
        ("Medicare MBI 1EG4-TE5-MK73.", "Medicare MBI"),
        ("Home: 555.867.5309  Cell: +1 (415) 555 2671", "Cell"),
        ("moved to the unit on the 2nd floor", "the 2nd"),
        ("started by the 3rd day", "the 3rd"),
        ("user error on 12 occasions", "12"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}


def test_fall_street_still_found(detect) -> None:
    text = "Lives at 123 Cedar Fall Rd, Leeds"
    assert ("STREET_ADDRESS", "123 Cedar Fall Rd") in found(text, detect(text))
