"""Forms from a second probe round, written by someone other than the rule author: EHR header names
("NGUYEN, THI HONG"), a name after a weak cue confirmed by what follows ("Pt Losaline Faleolo seen",
", 38F", ", MRN"), portal messages that introduce their sender in lower case, East Asian given names with a
hyphen before a surname that is also a word ("Hyun-woo Park"), OCR zeros and l's in Irish names and capitals,
ages over 89 in apposition, dates typed with spaces, ids read out in small groups; and what only looks like
PHI: bare clinical eponyms ("Romberg neg", "Braden 14"), scores ("Apgar 8/9", "BP 96/60", "MoCA 24/30"),
"Bethesda category II", lower-case English words after a title."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Pt: SMITH, JOHN PAUL\nSeen by Dr. Mark Jones", "PATIENT_NAME", "SMITH, JOHN PAUL"),
        ("NAME: NGUYEN, THI HONG   MRN: 5512093\nAttending: Dr. Sarah Cole", "PATIENT_NAME", "NGUYEN, THI HONG"),
        ("Pt Losaline Faleolo seen today.", "PATIENT_NAME", "Losaline Faleolo"),
        ("Pt Selamawit Haile-Mariam, 38F, c/o swelling.", "PATIENT_NAME", "Selamawit Haile-Mariam"),
        ("Pt is Losaline Tuilagi-Faleolo, MRN 00923311.", "PATIENT_NAME", "Losaline Tuilagi-Faleolo"),
        ("hi this is ramesh kumar iyer, my mother is not well.", "PATIENT_NAME", "ramesh kumar iyer"),
        ("hiya its callum mcgregor, just to let the dr know", "PATIENT_NAME", "callum mcgregor"),
        ("my mam (morag mcgregor) is still in hospital", "RELATIVE_NAME", "morag mcgregor"),
        ("Met with Hyun-woo Park and his mother.", "PATIENT_NAME", "Hyun-woo Park"),
        ("Pt Sean 0'Connell seen.", "PATIENT_NAME", "Sean 0'Connell"),
        ("PATlENT: 0'BRlEN, MAUREEN   MRN: 0O7734l2", "PATIENT_NAME", "0'BRlEN, MAUREEN"),
        ("Pham Van Long, 91, fell at home last night.", "AGE_OVER_89", "91"),
        ("admitted 2 21 2022 with chf discharged 2 25 2022 to home", "DATE", "2 21 2022"),
        ("Pt seen in clinic, MRN 4 11 29 77.", "MRN", "4 11 29 77"),
        ("Ins: Delta Dental member ID DDX 884 201 337.", "HEALTH_PLAN_ID", "DDX 884 201 337"),
        ("Case: SP-21-018834        Pt: NGUYEN, THI HONG", "OTHER_ID", "SP-21-018834"),
        ("Pt works at Turner Construction; son attends Jefferson Elementary.", "FACILITY", "Turner Construction"),
        ("Pt works at Turner Construction; son attends Jefferson Elementary.", "FACILITY", "Jefferson Elementary"),
        ("Mortuary pref: Silver Cross Funeral Home, Gallup.", "FACILITY", "Silver Cross Funeral Home"),
        ("Lives at Menorah Park Center for Senior Living, Beachwood.", "FACILITY",
         "Menorah Park Center for Senior Living"),
        ("wants f/u @ Good Samaritan Health Ctr on Ponce.", "FACILITY", "Good Samaritan Health Ctr"),
        ("Slides reviewed at Quest Diagnostics, Chantilly VA.", "FACILITY", "Quest Diagnostics"),
        ("Pt is a grad student at Columbia University.", "FACILITY", "Columbia University"),
        ("Transferred from the Royal Infirmary of Edinburgh.", "FACILITY", "Royal Infirmary of Edinburgh"),
        ("Employed at Kaiser Permanente Vallejo.", "CITY", "Vallejo"),
        ("my pharmacy changed to the rite aid in town", "FACILITY", "rite aid"),
        ("my pharmacy changed to the rite aid in hamtramck now.", "CITY", "hamtramck"),
        ("Patient: Mr Hamish MacLeod   CHI: 1203 45 6794   DOB 12-Mar-1945", "NHS_NUMBER", "1203 45 6794"),
        ("Apt made w/ Dr. Will Strong 6/7 @ 0930.", "DATE", "6/7"),
        ("Hospital course: Admitted on the 2nd for syncope.", "DATE", "the 2nd"),
        ("DD: 06/02/2022  DT: 06/03/2022  JOB#: 7718823.", "OTHER_ID", "7718823"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Neuro: Babinski downgoing bilat. Romberg neg.", "Babinski"),
        ("Neuro: Babinski downgoing bilat. Romberg neg.", "Romberg"),
        ("Skin intact, Braden 14. Holter ordered.", "Braden"),
        ("Skin intact, Braden 14. Holter ordered.", "Holter"),
        ("Hx Hashimoto's thyroiditis on levothyroxine.", "Hashimoto"),
        ("Glasgow Coma Scale 15.", "Scale"),
        ("Pain 7/10 at rest. Apgar 8/9.", "7/10"),
        ("Pain 7/10 at rest. Apgar 8/9.", "8/9"),
        ("Seen on the ward. BP 96/60 HR 118.", "96/60"),
        ("MoCA 24/30 today.", "MoCA"),
        ("MoCA 24/30 today.", "24/30"),
        ("FNA thyroid, right lobe\nBethesda category II (benign).", "Bethesda"),
        ("CALL DR SHAH, CONNOR IF SBP <90.", "SHAH, CONNOR IF"),
        ("Pt went to University in Ohio and then to Hospital.", "University"),
        ("The Surgery, 8 Foster Path", "Surgery"),
        ("she is in pain and in bed now, went in at night", "pain"),
        ("c/o new onset chest pain 7/10 @ 2140.", "7/10"),
        ("BMP: Na 138, K 4.1, Cl 101, CO2 24, BUN 18, Glu 112.", "Cl"),
        ("Top CEOs include Jeremy Hartmann of Gradiant Research LLC's team.", "Jeremy Hartmann of Gradiant Research LLC"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}


def test_title_and_eponym_still_a_name(detect) -> None:
    text = "Seen by Dr. Hashimoto today. Pt Kenji Hashimoto reviewed."
    got = found(text, detect(text))
    assert ("CLINICIAN_NAME", "Hashimoto") in got and ("PATIENT_NAME", "Kenji Hashimoto") in got, got
