"""Forms from a third probe round, written by someone other than the rule author: health and record numbers of
other systems (Ontario OHIP, BC PHN, New Zealand NHI, Irish PPS, Indian UHID and IP numbers, South African
folder numbers, Australian DVA cards), insurance group numbers, report and line ids that only look like a
protocol; a postcode after a town ("Melbourne VIC 3000", "Chandigarh 160022"); trial-CRF and dictated dates
("2024MAR02", "the fifth of May", "18-20 MAR 2024", "Thursday 6/6"); names behind Indian honorifics, a
deputy's rank, a community health worker's role or an opening quote; and what only looks like PHI: weekdays in
a dose schedule, measurements in mixed case, specialty and letter words after a title, eponyms."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Pt: BOUCHARD, Genevieve    OHIP: 4821-339-615-KT    DOB: 1961-08-23", "HEALTH_PLAN_ID", "4821-339-615-KT"),
        ("Health card: 5584-221-903-JH", "HEALTH_PLAN_ID", "5584-221-903-JH"),
        ("Pt: Mr. Nguyen Van Long (PHN 9876 543 210), 91 y", "HEALTH_PLAN_ID", "9876 543 210"),
        ("Patient: Tamati Ngata   NHI: ZAC4471   DOB: 09/10/1978", "MRN", "ZAC4471"),
        ("for pt ID NHI PRX2281.", "MRN", "PRX2281"),
        ("His wife was with him. PPS no.: 7654321WA.", "MRN", "7654321WA"),
        ("Age/Sex: 52/M   UHID: 104/2024/88173", "MRN", "104/2024/88173"),
        ("Thiru. Murugan Karuppiah, 46/M, IP No. 24/11873, Renal Tx No. RT-0771", "MRN", "24/11873"),
        ("Thiru. Murugan Karuppiah, 46/M, IP No. 24/11873, Renal Tx No. RT-0771", "MRN", "RT-0771"),
        ("35 y, Folder no. 2201-8834", "MRN", "2201-8834"),
        ("Room 114-B   Age 102   Admission # 1998-0441", "MRN", "1998-0441"),
        ("DVA Gold Card: VX123456.", "HEALTH_PLAN_ID", "VX123456"),
        ("Insurance: Choice Plus, member 944-21-7781-03, group 712244.", "HEALTH_PLAN_ID", "944-21-7781-03"),
        ("Insurance: Choice Plus, member 944-21-7781-03, group 712244.", "HEALTH_PLAN_ID", "712244"),
        ("Member ID H74829105  Group 0K521", "HEALTH_PLAN_ID", "0K521"),
        ("Safety report #SR-24-33019 filed.", "OTHER_ID", "SR-24-33019"),
        ("CPS hotline report #KY-24-0092871 made at 1735", "OTHER_ID", "KY-24-0092871"),
        ("Crisis line ID MCT-24-10983", "OTHER_ID", "MCT-24-10983"),
        ("Castle Hill Radiology, Parramatta NSW 2150", "POSTCODE", "2150"),
        ("Melbourne VIC 3000.", "CITY", "Melbourne"),
        ("Melbourne VIC 3000.", "POSTCODE", "3000"),
        ("Patient lives in Auckland 1640", "POSTCODE", "1640"),
        ("Sector 12, Chandigarh 160022", "POSTCODE", "160022"),
        ("On 2024MAR02 the subject presented", "DATE", "2024MAR02"),
        ("DOB: 2019 Jun 03", "DATE", "2019 Jun 03"),
        ("onset 2024-Jul-30)", "DATE", "2024-Jul-30"),
        ("last filled on the fifth of May. Consider reversal.", "DATE", "the fifth of May."),
        ("date of birth march third nineteen sixty two", "DATE", "march third nineteen sixty two"),  # (round 33: with its year)
        ("admitted 18-20 MAR 2024", "DATE", "18-20 MAR 2024"),
        ("Admitted 21st–29th March 2023", "DATE", "21st–29th March 2023"),
        ("Thursday 6/6 appt", "DATE", "Thursday 6/6"),
        ("call the desk at x4417 or pager 3321", "PHONE", "4417"),
        ("Dr Lee, pgr 4471, ext 2231", "CLINICIAN_NAME", "Lee"),
        ("Thiru. Murugan Karuppiah, 46/M", "PATIENT_NAME", "Murugan Karuppiah"),
        ("Donor: wife Tmt. Selvi Murugan", "RELATIVE_NAME", "Selvi Murugan"),
        ("deputies on scene (Dep. Marquez #211).", "PATIENT_NAME", "Marquez"),
        ("CHW: Kalena Mahoe, ext 6628", "CLINICIAN_NAME", "Kalena Mahoe"),
        ("TRIAGE RN: M. BLACK", "CLINICIAN_NAME", "M. BLACK"),
        ('documented under patient "PATRICIA GRAY" (MRN 4410227)', "PATIENT_NAME", "PATRICIA GRAY"),
        ('Quest Diagnostics lab, tech "Brandy" ID 21184.', "CLINICIAN_NAME", "Brandy"),
        ("Patient: initials L.T.M., female, 94 years, weight 48 kg.", "AGE_OVER_89", "94"),
        ("Pager 4-2217 | Office x5530", "PHONE", "4-2217"),
        ("- Esra Ozturk, MS, RDN, LDN, ext. 3-9927", "PHONE", "3-9927"),
        ("- RND-72962 (initials ECG): query open", "PATIENT_NAME", "ECG"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Mon 1/2 tab, Tue 1 tab", "Tue"),
        ("Mon 1/2 tab, Tue 1 tab", "Mon 1"),
        ("warfarin 7.5 mg Mon/Fri", "Fri"),
        ("Ht 178 cm Wt 96 kg", "Wt"),
        ("Consultant Nephrologist Dr Amal Saeed", "Nephrologist"),
        ("Taylor County Sheriff deputies", "Sheriff"),
        ("RE: Denial of MRI", "Denial"),
        ("Thiru. Murugan Karuppiah, 46/M", "Thiru"),
        ("Hoffmann negative, reflexes 2+.", "Hoffmann"),
        ("took 2 tablets in March second dose", "March second"),
        ("Visit date: 2022-07-09 - 10 JULY 2022", "09 - 10 JULY 2022"),
        ("in group 10000 mice", "10000"),
        ("age group 65-74", "65-74"),
        ("moved to Boston 2019", "2019"),
        ("the patient said \"Never again\" and left", "Never"),
        ("CXR x2 views; x1000 magnification", "1000"),
        ("Spoke with pt re: INR 4.6 on 6/3 (goal 2-3).", "INR"),
        ("Interpreter (Vietnamese) used throughout.", "Vietnamese"),
        ("maternal grandmother (Somali interpreter via phone)", "Somali"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}
