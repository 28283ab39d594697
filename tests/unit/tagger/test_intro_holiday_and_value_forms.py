"""Forms of the tenth probe round (portal and text messages, I-PASS handoffs, tumour boards, transport and
release-of-information logs, Australian, Canadian and NZ notes) and of the ninth round's leftovers:

- a sender naming themselves in lower case after a greeting and an addressee ("hi dr ferraro-lim its minseo
  jang"), a lower-case full name owning a relative ("tajudeen adebanjo's son"), and that name again later in
  lower case ("- minseo");
- a name followed by its age and sex ("Brzezinski-Amaro, 84F,"), a caps name after "Member:";
- holidays of other calendars and countries ("before Diwali", "since Tết", "MLK weekend"), a day of the month after
  "to"/"start" or before "night" ("from the 23rd to the 28th"), a part of the month ("in early September");
- ages over 89 after a relative and a comma ("grandmother, is 97"), in apposition before a date ("Zeigler-Betts,
  93, 10/03"), in words before a pronoun ("she's ninety four she's");
- reference numbers in three short groups or letter groups ("trip # 25-0117-4432", "auth # PA-TX-7719042"), an
  Australian UR number, a police star number, an Australian landline in brackets;
- schools and a college's health service in capitals, plural centres, SNFs, court buildings, gospel churches.

And what stays untagged: lab analytes and named scores before their value ("Na 138", "Wells 6.5"), a sentence's
last word taken for a title or a cue ("1:1 nurse. Skeletal survey", "mild MR. Tricuspid:"), "Hep C Ab", "Vit K",
"this is urgent", "its been", "the patient's son", "Tet spells", "Medicare SNF".
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID")


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("hi dr ferraro-lim its minseo jang (dob 4/9/2001) sry for the late msg.", "minseo jang", NAME_LABELS),
        ("good morning dr kessler this is seyi, tajudeen adebanjo's son (his dob is 2/3/1950)", "seyi", NAME_LABELS),
        ("good morning dr kessler this is seyi, tajudeen adebanjo's son (his dob is 2/3/1950)", "tajudeen adebanjo",
         NAME_LABELS),
        ("hey doc its jen, the rash is back", "jen", NAME_LABELS),
        ("P - Leocadia Brzezinski-Amaro, 84F, MRN 71-3302-88, admitted 3/2", "Leocadia Brzezinski-Amaro", NAME_LABELS),
        ("CASE 2: AKINTOLA-REINHOLT, DELPHINE   58F   MRN 11-37-9902", "AKINTOLA-REINHOLT, DELPHINE", NAME_LABELS),
        ("Member: TSOSIE-ARCHULETA, LORETTA   AHCCCS ID A40718826", "TSOSIE-ARCHULETA, LORETTA", NAME_LABELS),
        ("Pt asks to go back to full duty before Diwali, need to work.", "Diwali", ("DATE",)),
        ("eating less since Tết (no appetite)", "Tết", ("DATE",)),
        ("Admit the week after Mother's Day (EMU to call).", "Mother's Day", ("DATE",)),
        ("- MLK weekend: fine on Flovent", "MLK weekend", ("DATE",)),
        ("married at Hogmanay in Dundee", "Hogmanay", ("DATE",)),
        ("7 West from the 23rd to the 28th and I want to complain", "the 28th", ("DATE",)),
        ("the rash from the bactrim u gave me on the 11th is spreading", "the 11th", ("DATE",)),
        ("during last Ramadan, on the 27th night around sehri.", "the 27th", ("DATE",)),
        ("Staged PCI planned in early September.", "early September", ("DATE",)),
        ("licence medical is due in May and I am worried", "May", ("DATE",)),
        ("His kuia, Mereana's grandmother, is 97 and lives with them", "97", ("AGE_OVER_89",)),
        ("roommate Harold Zeigler-Betts, 93, 10/03-10/04, discharged", "93", ("AGE_OVER_89",)),
        ("on glenwood avenue she's ninety four she's one of his patients", "ninety four", ("AGE_OVER_89",)),
        ("Trip cancelled, trip # 25-0117-4432.", "25-0117-4432", ID_LABELS),
        ("Approved for 12 months, auth # PA-TX-7719042. Enrolled", "PA-TX-7719042", ID_LABELS),
        ("Donor Network notified 0402, referral #24-118-3374: not a candidate", "24-118-3374", ID_LABELS),
        ("Patient: Mx Rowan TJANDRA-HEALEY   UR: 3321847   DOB: 08/05/1994", "3321847", ID_LABELS),
        ("Escort: Ofc. Kallas, star #15872. Interview in clinic room", "15872", ID_LABELS),
        ("Koornang Medical Centre, (03) 5550 1276, within 1 week", "(03) 5550 1276", ("PHONE",)),
        ("WHITTIER MIDDLE SCHOOL - HEALTH OFFICE VISIT", "WHITTIER MIDDLE SCHOOL", ("FACILITY",)),
        ("PURDUE UNIVERSITY STUDENT HEALTH - PROVIDER VISIT", "PURDUE UNIVERSITY STUDENT HEALTH", ("FACILITY",)),
        ("Court 07/03 at the Leighton Criminal Court Building - sack lunch", "Leighton Criminal Court Building",
         ("FACILITY",)),
        ("contact pastor at Marshallese Full Gospel Church, 479-555-0153.", "Marshallese Full Gospel Church",
         ("FACILITY",)),
        ("discharged 10/04 to Laurelhurst Village SNF - IP nurse notified", "Laurelhurst Village SNF", ("FACILITY",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


def test_a_lower_case_self_introduction_is_found_again_at_the_sign_off(detect) -> None:
    text = "hi dr ferraro-lim its minseo jang (dob 4/9/2001) sry for the late msg.\nty!!\n- minseo\n312-555-0108"
    got = [v for lab, v in found(text, detect(text)) if lab in NAME_LABELS]
    assert "minseo jang" in got and "minseo" in got, got


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("Bilirubin 148 at discharge, INR 1.5, Na 133.", "Na", NAME_LABELS),
        ("40F pleuritic CP, HR 124, Wells 6.5, D-dimer 2.4", "Wells", NAME_LABELS),
        ("Apgars 9/10. No resuscitation. Vit K given.", "Vit K", NAME_LABELS),
        ("Dentition poor.\nHep C Ab+, RNA undetectable", "Hep C Ab", NAME_LABELS),
        ("Seen with 1:1 nurse. Skeletal survey, CT head", "Skeletal", NAME_LABELS),
        ("Mitral: MAC, mild MR. Tricuspid: mild TR, RVSP 41", "Tricuspid", NAME_LABELS),
        ("with a neighbor. Misses his wife, who passed", "Misses", NAME_LABELS),
        ("Attends church with mother. Close friend Jamal Whitcombe-Adu was his roommate", "Close", NAME_LABELS),
        ("6+ wet nappies.\nBaby: pink, alert, mild jaundice", "Baby", NAME_LABELS),
        ("seen by mid-March", "mid-March", NAME_LABELS),
        ("hi its me again, the pain is worse", "me", NAME_LABELS),
        ("hi dr smith its been 3 days", "been", NAME_LABELS),
        ("hello this is urgent please call", "urgent", NAME_LABELS),
        ("good morning this is mercy home health calling", "mercy", NAME_LABELS),
        ("the patient's son called back", "the patient", NAME_LABELS),
        ("Tet spells in infancy, repaired at 6 months", "Tet", ("DATE",)),
        ("fell on the 2nd floor landing", "the 2nd", ("DATE",)),
        ("EID: 4471 on the badge", "EID", ("DATE",)),
        ("claim # 11-12-2024 filed", "11-12-2024", ID_LABELS),
        ("Dispo to Medicare SNF when bed available", "Medicare SNF", ("FACILITY",)),
        ("PT IS A TEACHER AT THE HIGH SCHOOL", "HIGH SCHOOL", ("FACILITY",)),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))


def test_a_titled_analyte_surname_is_still_a_name(detect) -> None:
    for text, name in (("Seen by Dr. Li 3 times this year", "Li"), ("Spoke to Ms Wells 2 days ago", "Wells")):
        assert name in values(text, detect(text), NAME_LABELS), found(text, detect(text))
