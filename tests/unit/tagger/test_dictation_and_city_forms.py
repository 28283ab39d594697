"""Forms left over from the probe rounds: the reference initials of dictated letters ("JLR/mk", "T: ... / jlr"),
a surname that is also a word after a title ("Dr Ward said"), a nickname in quotes after "pref. name", a
year-month written with a dot ("completed 2019.11"), large cities named without a place cue ("FACD, Auckland",
"(Sydney)"); and what only looks like them: a move inside the hospital after "moved to", city names that open
the name of a scale, city names that are English words."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("D: 2024-02-19  T: 2024-02-20 / jlr", "CLINICIAN_NAME", "jlr"),
        ("DD: 02/19/2024 DT: 02/20/2024 /mk", "CLINICIAN_NAME", "mk"),
        ("Yours sincerely\n\nConsultant Physician\nJLR/mk\n", "CLINICIAN_NAME", "mk"),
        ("Yours sincerely\n\nConsultant Physician\nJLR/mk\n", "CLINICIAN_NAME", "JLR"),
        ("Seen by Dr Ward today.", "CLINICIAN_NAME", "Ward"),
        ("Dr. Ward will follow up.", "CLINICIAN_NAME", "Ward"),
        ("Dr Ward said she would call.", "CLINICIAN_NAME", "Ward"),
        ('Pt: Siaosi Tuilagi-Leota (pref. name "Jojo")  | 55 y/o', "PATIENT_NAME", "Jojo"),
        ("Hodgkin lymphoma (ABVD x6, completed 2019.11).", "DATE", "2019.11"),
        ("on insulin since 2024-02", "DATE", "2024-02"),
        ("Teledermatologist: Dr. Anjali Deshpande, FACD, Auckland", "CITY", "Auckland"),
        ("Dr. Anjali Deshpande, FRACP, Sydney", "CITY", "Sydney"),
        ("moved from Ponsonby (Auckland) last year", "CITY", "Auckland"),
        ("GLASGOW ROYAL INFIRMARY, GLASGOW", "CITY", "GLASGOW"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


def test_title_name_does_not_run_on_into_a_verb(detect) -> None:
    text = "Dr. Ward will follow up."
    assert "Ward will" not in {v for _, v in found(text, detect(text))}


def test_a_name_reading_beats_a_city_reading(detect) -> None:
    text = "aiyeola, age 61, who was admitted under G \nYao with acute pancreatitis."
    assert ("CLINICIAN_NAME", "G \nYao") in found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Patient moved to Ward 7B today.", "Ward 7B today"),
        ("Pt moved to bed 4 on ICU.", "bed 4 on ICU"),
        ("GCS 15. Glasgow Coma Scale 15/15.", "Glasgow"),
        ("Edinburgh Postnatal Depression Scale 12", "Edinburgh"),
        ("Nice to see her today.", "Nice"),
        ("Mesa lab reported normal values", "Mesa"),
        ("software v2019.11 installed", "2019.11"),
        ("completed 2019.13", "2019.13"),
        ("ICU/hdu\n", "hdu"),
        ("BP/hr\n", "hr"),
        ("DT: 02/20/2024 dose 5 mg/kg", "kg"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}
