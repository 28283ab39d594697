"""Probe rounds 16 and 17 (session 20): quoted CSV exports, age-sex before a patient's name, staff cues
(pharmacist and nurse initials, attendance lists, logins after an edit, one-letter doctors, two leading
initials), record numbers after new cues, sample manifests, and the look-alikes these rules must leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values

CSV_EXPORT = (
    "edtrack_export.csv\n"
    '"Rm","Patient","Age/Sex","MRN","Arrived","CC","ESI","Prov","RN","Dispo"\n'
    '"12","DIOUF, AISSATOU","34F","40081172","04/18/25 23:41","LLQ pain","2","MK","jlt","OB consult"\n'
    '"14B","SESAY, ALIMAMY","61M","40066018","04/19/25 04:48","SOB, COPD","3","DA","rbs","admit tele"\n'
)

MANIFEST = (
    "SAMPLE SHIPMENT MANIFEST - PK SERUM\n\n"
    "Sample ID   Subject   Visit  Nominal     Matrix\n"
    "PK00518231  0412-004  C1D1   pre-dose    serum\n"
    "PK00518232  0412-004  C1D1   1 h EOI     serum\n"
)

BIOBANK = (
    "Item  Specimen                              Source ID         Biorepository ID  Storage\n"
    "1     FFPE block, L ovary, HGSOC, 70% tumour  S25-11834 A2      HB-7731211        RT, cabinet 4\n"
    "2     H&E slide from block A2               S25-11834 A2-HE   HB-7731212        RT\n"
)


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        (CSV_EXPORT, "PATIENT_NAME", "DIOUF, AISSATOU"),
        (CSV_EXPORT, "MRN", "40081172"),
        (CSV_EXPORT, "MRN", "40066018"),
        (CSV_EXPORT, "CLINICIAN_NAME", "jlt"),
        (CSV_EXPORT, "CLINICIAN_NAME", "MK"),
        (MANIFEST, "OTHER_ID", "PK00518231"),
        (BIOBANK, "OTHER_ID", "HB-7731211"),
        ("Transfer call from OSH ED, cb 618-555-0131. 67M GRAYBEAL, WENDELL R, DOB 05/03/1958.", "PATIENT_NAME",
         "GRAYBEAL, WENDELL R"),
        ("Client: TIBBETTS, KASSIDY   Client # 22-0918   DOB 04/11/1988", "PATIENT_NAME", "TIBBETTS, KASSIDY"),
        ("Kit 551203 dispensed in error (pharmacist TVB). Two doses taken.", "CLINICIAN_NAME", "TVB"),
        ("Home visit - CNS (VH). Seen with husband and daughter.", "CLINICIAN_NAME", "VH"),
        ("Subject missed two diary entries. Agent initials FG.", "PATIENT_NAME", "FG"),
        ("Record last updated 2025-05-29 by eogbeide\nDemographics: M", "CLINICIAN_NAME", "eogbeide"),
        ("Site user ksvensson = Karin Svensson (SC)", "CLINICIAN_NAME", "ksvensson"),
        ("Referred by Dr. K (endo) - fax sent. Pt says Dr. K increasing insulin.", "CLINICIAN_NAME", "K"),
        ("Weekly stipend approved by J. R. Balogun (backup).", "CLINICIAN_NAME", "J. R. Balogun"),
        ("Next meeting October 2025. Minutes: KHW. Approved by the Chair.", "CLINICIAN_NAME", "KHW"),
        ("DISCARD AFTER: 08/15/2026\nRPH: TKW   FILL 1 OF 4", "CLINICIAN_NAME", "TKW"),
        ("Reviewed by: kdelarosa-ng (PV associate)   QC: hbyun   Page 1 of 1", "CLINICIAN_NAME", "hbyun"),
        ("Dr. Heng-Lutz (Internal Medicine)   Sig: /s/ NABL   Date: 11/17/2025", "CLINICIAN_NAME", "NABL"),
        ("Tooth #17 extracted under LA.   Assist: Kaylynn B. (DA)", "CLINICIAN_NAME", "Kaylynn"),
        ("Age: 9 yrs     Sex: M     Hosp. No: LUTH/PS/118463", "MRN", "LUTH/PS/118463"),
        ("TERRANCE FOLSTER   DOB 14-Feb-1968   PHIN 118 406 372", "HEALTH_PLAN_ID", "118 406 372"),
        ("Fertility Associates    Cycle ID: IVF-25-0631", "OTHER_ID", "IVF-25-0631"),
        ("CCB File No.: HA-25-4471     Hearing: 2025-10-14", "OTHER_ID", "HA-25-4471"),
        ("Courier: Meridian Sameday, tracking MS-55920018, 2 shippers", "OTHER_ID", "MS-55920018"),
        ("YSBYTY GLANGWILI, CAERFYRDDIN - Hywel Dda University Health Board", "FACILITY", "YSBYTY GLANGWILI"),
        ("Kendraland General Hospital, NEW \nCHELSEA\nSite address: 9192 Perkins Ave", "CITY", "NEW"),
    ],
)
def test_finds(text: str, label: str, value: str) -> None:
    assert (label, value) in _found(text), _found(text)


def test_a_social_handle_stays_an_id() -> None:
    text = "Friend (username @lily.chen.2007, per mom) saw the post"
    assert ("OTHER_ID", "lily.chen.2007") in _found(text)


def test_bracketed_attendance_initials_are_staff() -> None:
    text = "Retrained delegated staff 28-Feb-2025 (attended: YG, VD, TVB). Tracker added."
    got = detect(text)
    covered = {i for s in got if s.label in PERSON for i in range(s.start, s.end)}
    for initials in ("YG", "VD", "TVB"):
        at = text.index(initials)
        assert all(i in covered for i in range(at, at + len(initials))), initials


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Metformin XR 1000 BID continue. Refer DSMES (group classes at hospital, Tues evenings).", "DSMES"),
        ("Metformin XR 1000 BID continue. Refer DSMES (group classes at hospital, Tues evenings).", "Refer DSMES"),
        ("Seen in clinic today for review.\nPhone: 718-555-0147\nRE: NEW TRANSPLANT REFERRAL - kidney", "NEW"),
        ("[ ] Full Treatment   [X] Selective Treatment   [ ] Comfort-Focused Treatment", "Comfort-Focused Treatment"),
        ("CONSENT NOTE - Dana-Farber Cancer Institute, Thoracic Oncology\nDate of service: 04/14/2025",
         "Thoracic Oncology"),
        ("URGENT REFERRAL - LOWER GI - Stepping Hill Hospital, Colorectal\nDate of referral: 14/10/2025", "Colorectal"),
        ("Address: 41 Shaw Heath Road, Stockport SK3 9LQ   Mobile 07700 900 728 (wife, happy for msgs)", "Mobile"),
        ("Pod auto mode on.\n1003 Recheck CGM 72 flat, fingerstick 76. Symptoms resolved.", "1003 Recheck CGM 72 flat"),
        ("Pod auto mode on.\n1003 Recheck CGM 72 flat, fingerstick 76. Symptoms resolved.", "1003 Recheck CGM 72"),
        ("parent chaperone is dad.\n504 review mtg 10/21 at 0730.", "504 review mtg"),
        ("02:15:10 PAGE RRT gateway -> pgr 24417", "10 PAGE RRT gateway"),
        ("REFILLS: 3 BEFORE 08/14/2026", "3 BEFORE"),
        ("Superficial spreading melanoma, Breslow 0.6 mm, Clark level III. No Koebner. Nikolsky neg.", "Clark"),
        ("Superficial spreading melanoma, Breslow 0.6 mm, Clark level III. No Koebner. Nikolsky neg.", "Nikolsky"),
        ("Box and Block L 12 / R 58. Jamar pos 2: L 8 kg. Brunnstrom stage 4. Phalen +, Durkan +.", "Jamar"),
        ("Box and Block L 12 / R 58. Jamar pos 2: L 8 kg. Brunnstrom stage 4. Phalen +, Durkan +.", "Brunnstrom"),
        ("Evisceration by Rokitansky en bloc. Haybittle-Peto p < 0.001 not applicable.", "Rokitansky"),
        ("Evisceration by Rokitansky en bloc. Haybittle-Peto p < 0.001 not applicable.", "Peto"),
        ("Nadir Week 16 (2025-04-29)\nReader 1: Dr. Svetlana Hrabalova\nSum of diameters   74 mm", "Reader"),
        ("Nadir Week 16 (2025-04-29)\nReader 1: Dr. Svetlana Hrabalova\nSum of diameters   74 mm", "Nadir"),
        ("Temp logger started 14:20. Kit lot K4471-B (exp 06/2026). Ascites trace, unchanged.", "Kit"),
        ("Form updated by mother.", "mother"),
        ("Form updated by mother.", "mother."),
        (BIOBANK, "FFPE block, L ovary, HGSOC, 70% tumour"),
        ("Item  Specimen   Source ID   Storage\n3  Whole blood   drawn 14-Apr-2025   -80 C\n", "drawn 14-Apr-2025"),
    ],
)
def test_ignores(text: str, value: str) -> None:
    assert value not in _values(text), _found(text)


def test_a_relative_s_initials_in_capitals_are_kept() -> None:
    text = "SON (AYAAN EL-MASRY) CALLED, QUESTIONS ANSWERED. BROTHER AE LISTED AS EMERGENCY CONTACT."
    assert ("RELATIVE_NAME", "AE") in _found(text)
