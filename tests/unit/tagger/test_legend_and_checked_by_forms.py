"""Forms of the ninth probe round (medication records, lab and blood-bank reports, portal messages, UK letters):

- initials defined next to the name they stand for ("KLT  Kateryna L. Tymoshenko, RN" in a signature legend), and
  every other use of them in the record ("0900 GIVEN KLT", "witnessed DMS/RCB");
- who ran, checked or witnessed a step ("Tech: KR", "Verified: RJT", "22:15 by jmb", "read back, by BNH"), a typist
  after a signature or a role ("M. S.   MSOA/kt   Job 55180", "RN charge /rwh", "TR: KMS"), a doubled dash;
- record numbers after "Chart", "HRN", "Hosp No", an armband, a CLIA number, an EMS run, an officer's badge;
- practices typed in capitals ("ERIE FAMILY HEALTH", "HAREHILLS LANE SURGERY"), "Our Lady of ...", one word after a
  care cue ("PCP at Reliant"); lower-case streets after "on" and cities after "from".

And what stays untagged: instruments and eponyms ("Berlin Questionnaire", "Amsler grid", "Kell antibodies"), a
service before a role noun ("Consultant Colorectal Surgeon"), clinical abbreviations ("father MI", "10.4 METs"),
problem lists ("HTN/dm"), typed words after a check verb ("verified wtih"), specialties in capitals.
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID")
MAR = ("enoxaparin 40 mg SC q24h .... 0900 GIVEN L abd KLT\n"
       "pip-tazo 4.5 g IV q8h  0600 GIVEN JPR | 1400 GIVEN KLT | 2200 GIVEN DMS\n"
       "Waste 0.5 mg witnessed DMS/RCB\n\nSIGNATURE LEGEND\nKLT  Kateryna L. Tymoshenko, RN\n"
       "JPR  Jomo P. Rutherford-Adu, RN\nDMS  Dilnoza M. Saidova, RN\nRCB  Rosaleen C. Byrne, RN (Charge)")


def test_legend_initials_are_found_everywhere(detect) -> None:
    spans = detect(MAR)
    got = [(s.start, MAR[s.start : s.end]) for s in spans if s.label in NAME_LABELS]
    for key, count in (("KLT", 3), ("JPR", 2), ("RCB", 2)):
        # (initials found before the legend is read may be joined to the legend's name: "RCB  Rosaleen C. Byrne")
        assert sum(key in v.split() for _, v in got) >= count, (key, got)
    assert any("DMS" in v for _, v in got), got


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("Tech: KR   Physician: Soledad Ibanez-Whitfield, MD", "KR", NAME_LABELS),
        ("Collected: 03/08/2024 22:15 by jmb      Received: 03/08/2024 23:02", "jmb", NAME_LABELS),
        ("Final: 03/13/2024 07:15   Verified: RJT", "RJT", NAME_LABELS),
        ("Pharmacist verify: sjk\n\nSCHEDULED", "sjk", NAME_LABELS),
        ("called to Dr. Przybyla at 05:42, read back, by BNH. Specimen non-hemolyzed", "BNH", NAME_LABELS),
        ("Dictated by: Oyelowo-Achterberg, M. S.   MSOA/kt   Job 55180-2", "MSOA", NAME_LABELS),
        ("Reviewed: Rutendo Whitlock-Haas, RN charge /rwh", "rwh", NAME_LABELS),
        ("Cordelia Thibodeaux-Rahn, MD / ctr", "ctr", NAME_LABELS),
        ("DD 02/10/24 0200   DT 02/10/24 0315   JOB 774102   TR: KMS", "KMS", NAME_LABELS),
        ("paged about pain.\n--mk rn", "mk", NAME_LABELS),
        ("Dr. Mac Giolla agrees with plan.\n- NOL / pgr 41902", "NOL", NAME_LABELS),
        ("19F   DOB 06/03/2005   Chart 55-20918", "55-20918", ID_LABELS),
        ("DOB 19.06.1949   Hosp No: R 227 4019   NHS No: 999 291 3843", "R 227 4019", ID_LABELS),
        ("Client: TODACHEENE, ELEANOR B     HRN 118-40-27     DOB 07/11/1957", "118-40-27", ID_LABELS),
        ("BB armband: AX44713        Sample drawn", "AX44713", ID_LABELS),
        ("Sentara Core Lab, CLIA 49D9011723", "49D9011723", ID_LABELS),
        ("ambulance (EMS run # 24-331877) called", "24-331877", ID_LABELS),
        ("Officers at bedside: Ofc. Priya Ramcharan-Diaz #6652 (Midwest Division)", "6652", ID_LABELS),
        ("PCP AT ERIE FAMILY HEALTH.", "ERIE FAMILY HEALTH", ("FACILITY",)),
        ("HAREHILLS LANE SURGERY\n412 Harehills Lane, Leeds LS9 6QT", "HAREHILLS LANE SURGERY", ("FACILITY",)),
        ("misses conversations at church (Our Lady of Perpetual Help).", "Our Lady of Perpetual Help", ("FACILITY",)),
        ("PCP at Reliant in Worcester.", "Reliant", ("FACILITY",)),
        ("can u send it to the cvs on taylor st not the one in naperville", "taylor st", ("STREET_ADDRESS",)),
        ("can u send it to the cvs on taylor st not the one in naperville", "naperville", ("CITY",)),
        ("my sister is flying in from lagos on the 30th", "lagos", ("CITY",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("ESS 16/24. Berlin Questionnaire high risk.", "Berlin Questionnaire", NAME_LABELS),
        ("Pt notes wavy lines on Amsler grid. Weber midline.", "Amsler", NAME_LABELS),
        ("Pt notes wavy lines on Amsler grid. Weber midline.", "Weber", NAME_LABELS),
        ("Mr Callum Fairbairn\nConsultant Colorectal Surgeon\nSuspected Cancer", "Colorectal", NAME_LABELS),
        ("seen by the Alcohol Liaison Nurse, Carmel Devereux", "Liaison", NAME_LABELS),
        ("FHx: father MI at 52, HTN (dad). 10.4 METs. Qb 400.", "MI", NAME_LABELS),
        ("FHx: father MI at 52, HTN (dad). 10.4 METs. Qb 400.", "METs", NAME_LABELS),
        ("Problems:\nHTN/dm\nBP/hr stable\nPlan as above", "HTN", NAME_LABELS),
        ("Insurance # 183D587120 verified wtih admitting.", "wtih", NAME_LABELS),
        ("done at 0800 by MRI, then at 1200 by IR.", "IR", NAME_LABELS),
        ("ECHO: EF 55%. TR: MILD. MR: NONE.", "MILD", NAME_LABELS),
        ("per chart 12/05/24 and chart 2023", "12/05/24", ID_LABELS),
        ("SEEN BY THORACIC ONCOLOGY. F/U GENERAL SURGERY AND COLORECTAL SURGERY.", "COLORECTAL SURGERY", ("FACILITY",)),
        ("sat on side rd with the dog", "side rd", ("STREET_ADDRESS",)),
    ],
)
def test_not(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))
