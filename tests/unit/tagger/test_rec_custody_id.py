"""Recognizer `custody_id` (CustodyIdRecognizer): cells, housing, officers' numbers and prison record numbers, read
only in a custody record (round 66; the whole detector's behaviour on such records is in
test_forces_custody_and_genetics_records.py)."""

from hypothesis import given
from hypothesis import strategies as st

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.custody import CustodyIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = CustodyIdRecognizer()

POSITIVE = [
    ("Location    Induction Unit (A-Wing) cell A1-07 - single cell pending CSRA (prisoner)", "OTHER_ID", "A1-07"),
    ("Custody record 01QZ/448120/24\nCell: M14      Arrest: 27/04/2024 23:05", "OTHER_ID", "M14"),
    ("gedetineerde S. Janssen-Oduya, cel B2.14 weigert bloedafname", "OTHER_ID", "B2.14"),
    ("Garde à vue, Hôtel de Police, geôle n° 7", "OTHER_ID", "7"),
    ("JAIL INTAKE\nHousing: Pod C / C-114 (lower bunk)", "OTHER_ID", "C-114"),
    ("Prison no: A4721DK          Wing/Landing/Cell: Bracken Wing / 3s / B3-21", "OTHER_ID", "B3-21"),
    ("Inmate: TUIPULOTU, Sione Fifita          MIN: 593284        DOB: 19/12/1987", "OTHER_ID", "593284"),
    ("Prisoner  Wiremu Te Rangi NGATA           PRN: 70311925", "OTHER_ID", "70311925"),
    ("In custody; arresting officer PC Whelan 4471QZ. Seen with PC Lindqvist 2290QZ", "OTHER_ID", "4471QZ"),
    ("Garda Aoife Breathnach (Reg. 31442J) was present; he was detained", "OTHER_ID", "31442J"),
    ("BOOKED INTO JAIL. ARRESTING AGENCY: GA State Patrol, Tpr R. Castellanos #1187", "OTHER_ID", "1187"),
    ("NOMIS G8810VX  CRO   112093/11W   (prisoner)", "OTHER_ID", "112093/11W"),
    ("gedetineerde S. Janssen-Oduya (reg.nr 1447309)", "OTHER_ID", "1447309"),
]

NEGATIVE = [
    # no custody record: a spreadsheet's cell, a cell line, a mouse's cage, a glucose after a meal, a reference range,
    # a contract research organisation, a pump's registration
    "Check the value in cell B12 against the source CRF.",
    "Cell: A549 (lung adenocarcinoma), passage 12.",
    "Housing: IVC rack 3 / R2-14, 4 mice per cage.",
    "Glucose log: FBG 98, PC Breakfast 165, PC Dinner 201.",
    "PLT reference MIN: 150000 MAX: 450000 per µL.",
    "Queries raised by CRO: 204517/22B resolved before database lock.",
    "Infuuspomp reg.nr 2004512 (inventaris MT) defect gemeld.",
    # a custody record, but a cell line, a vitamin, a drug stopped, a shock's energy, a range's bound
    "Prison clinic research: Cell: A549 (lung adenocarcinoma), passage 12.",
    "Inmate bloods: macrocytic, MCV 112 – send ferritin and red cell B12/folate.",
    "Custody nurse: DC Quetiapine 200 mg nocte pending psychiatry review.",
    "Remand prisoner, VF: DC Cardioversion 150 J biphasic x1, ROSC.",
    "Inmate BM diary: PC Bkfst 201, PC Tea 176, on metformin.",
    "Prison HIV clinic: HIV RNA (12 mo) MIN: 118250 cps/mL, MAX: 402100 cps/mL.",
    # not a custody record at all: a cardiac arrest, an appointment's booking
    "Arrested in theatre; cell #4 reviewed. Procedure room booking confirmed. Housing: Room 4 / Rack 3 / R2-14.",
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


@given(st.text(alphabet=st.sampled_from("cel Cl:0123456789AB-./ prisoner\n#°"), max_size=200))
def test_spans_are_inside_the_text_and_are_ids(text: str) -> None:
    for s in REC.analyze(Doc(text)):
        assert 0 <= s.start < s.end <= len(text)
        assert s.label == "OTHER_ID"
        assert any(c.isdigit() for c in text[s.start : s.end])
