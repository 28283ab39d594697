"""Recognizer `accession_id` (AccessionIdRecognizer)."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.ids import _NUMBER_WORD_FIELD, _NUMBER_WORD_KEYS, AccessionIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AccessionIdRecognizer()

POSITIVE = [
    ("Accession: S24-12345", "OTHER_ID", "S24-12345"),
    ("Specimen ID 88-AB-1901", "OTHER_ID", "88-AB-1901"),
    ("NI number AB 12 34 56 C", "OTHER_ID", "AB 12 34 56 C"),
    ("WSP Trooper Halvorsen #1177, collision report E-0044871; ETOH", "OTHER_ID", "1177"),
    ("WSP Trooper Halvorsen #1177, collision report E-0044871; ETOH", "OTHER_ID", "E-0044871"),
    ("statement taken by Deputy Ruiz #2231 at scene", "OTHER_ID", "2231"),
    ("DME from Valley Supply; supplier # 7710442201", "OTHER_ID", "7710442201"),
    ("shipped to the central lab; AWB 7781 4412 0937", "OTHER_ID", "7781 4412 0937"),
    ("travel grant via NLDAC (app # NL-24-00871).", "OTHER_ID", "NL-24-00871"),
    ("W0364 23 447120  RBC LR      A-", "OTHER_ID", "W0364 23 447120"),
    ('Autopsy # A23-0441, prosector', 'OTHER_ID', 'A23-0441'),
    ('referred to the ME (ME# 23-0877)', 'OTHER_ID', '23-0877'),
    ('Police: Officer Lane, report 24-011872.', 'OTHER_ID', '24-011872'),
    ('insurance card? ID ending 4412', 'OTHER_ID', '4412'),
    ('claim number W C 2 3 dash 1 1 0 4 7 7 period', 'OTHER_ID', 'W C 2 3 dash 1 1 0 4 7 7'),
    ('sent to LabCorp (req # LC-4471902)', 'OTHER_ID', 'LC-4471902'),
    ('IWRS conf 8812-404 received', 'OTHER_ID', '8812-404'),
    # a number after a reference, confirmation, order, episode, kit or vial cue (probe round 6)
    ("NY Donor Network called 0415, ref #DN240203-0117 - pt not a candidate.", "OTHER_ID", "DN240203-0117"),
    ("07/08/2023 1642   Transfer Center ref: TC-230708-1194 (spoke w/ Mirela", "OTHER_ID", "TC-230708-1194"),
    ("w/c van via MedCar (pick up 1300 on 2/28), confirmation 6620418.", "OTHER_ID", "6620418"),
    ("interp Viet. ride via Modivcare conf 8813301", "OTHER_ID", "8813301"),
    ("DOB 6-1-1944   Episode #HH23-04418", "OTHER_ID", "HH23-04418"),
    ("(NPI 1201287731) via Beacon order #44871203. Verified BSA", "OTHER_ID", "44871203"),
    ("by Dr. Kessler-Amadi; kit swapped for 773118 at unscheduled visit", "OTHER_ID", "773118"),
    ("Note: pt's previous vial V-309911 (C1D1 09/11/23) returned empty.", "OTHER_ID", "V-309911"),
    ("phone interpreter for assessments (CyraCom ID 55231).", "OTHER_ID", "55231"),
    ("RACPC 2WW referral (eRS UBRN 0001 4471 2209). GTN spray", "OTHER_ID", "0001 4471 2209"),
    # dictation, film, tape and court numbers (probe round 7)
    ("Batch: 80352 Index No. XJFP7M2QA1 D: 08/19/95", "OTHER_ID", "XJFP7M2QA1"),
    ("PORTABLE CHEST CLIP # 1187420", "OTHER_ID", "1187420"),
    ("Springfield District Court, docket 2223CR004417", "OTHER_ID", "2223CR004417"),
    ("D: 02/26/2024 T: 02/27/2024 Doc #: 3380017", "OTHER_ID", "3380017"),
    ("ONCOTYPE DX SENT TO GENOMIC HEALTH (REQ 7719024), REPORT", "OTHER_ID", "7719024"),
    # a list of values after one cue: the next ones have the first one's shape
    ("returned kit 55810472. Dispensed kit 55812199 + 55812203. Labs", "OTHER_ID", "55812203"),
    ("200 mg vials: dispensed kit/vial IDs V-310877, V-310878 from lot", "OTHER_ID", "V-310877"),
    ("200 mg vials: dispensed kit/vial IDs V-310877, V-310878 from lot", "OTHER_ID", "V-310878"),
    # an interpreter's number after the name; a trauma alias
    ("In-person Spanish interpreter Araceli (#118).", "OTHER_ID", "118"),
    ("Creole interpreter via Martti (Jean-Robert, #7732).", "OTHER_ID", "7732"),
    ('Hall 3 - "John Doe" trauma alias KESTREL-7 (MRN 99000714)', "OTHER_ID", "KESTREL-7"),
    # a crew member's or caseworker's number
    ("CREW: EMT KEONI MAKAAWAAWA #2207, EMT-S BRYNLEE SUMMERS", "OTHER_ID", "2207"),
    ("(called 10/02/2023 1520, intake worker #4471 T. Ebbesen)", "OTHER_ID", "4471"),
    # eighth probe round: a job number in two groups, a doctor number after the credential, a record number after
    # the name on a header line, a crew member's number, cued values of letter and digit groups
    ("COMPLETED BY: DR. HAROLD B. QUINTERO, M.D. 01-774 2148-03-14 JOB 40-7731", "OTHER_ID", "40-7731"),
    ("COMPLETED BY: DR. HAROLD B. QUINTERO, M.D. 01-774 2148-03-14", "OTHER_ID", "01-774"),
    ("ROSALES, LEON  479-23-41-0", "OTHER_ID", "479-23-41-0"),
    ("L. NGATA, EMT-B (B-90216)", "OTHER_ID", "B-90216"),
    ("workers' comp; claim WC-25-118043 via Sedgwick", "OTHER_ID", "WC-25-118043"),
    ("INS: IHS/PRC - AUTH # PRC-GL-2402-1187.", "OTHER_ID", "PRC-GL-2402-1187"),
    ("PA submitted electronically, key BXR4TQ27, member ID", "OTHER_ID", "BXR4TQ27"),
    ("Age:92   Episode#HH-25-00711", "OTHER_ID", "HH-25-00711"),
    ("my claim # is 7730-1182-44 and", "OTHER_ID", "7730-1182-44"),
    ("MSOA/kt   Job 55180-2", "OTHER_ID", "55180-2"),
]

NEGATIVE = [
    "telephone encounter 1/8 3:40pm",
    "accession of the throne", "no identifiers", "Exeter V40 stem, LOT 68317204, REF 0580-1-441",
            "Officer training #2 today",
    'report 3 episodes of pain',
    'report 12-2023 summary',
    'incident 2 of 3',
    # amounts, doses, counts and dates after the new cues; a sponsor document number of a year
    "order 10000 units heparin", "vial 50000 units reconstituted", "Order #1 at 0340", "conf room 4410",
    "episode 12 of chest pain", "kit 2 of 3 returned",
    "Ref range 3.5-5.0", "Spanish interpreter to room 412 (#2 of 3)",
    "alias Tom", "EMT #2 arrived", "social worker #2 of 3",
    # a laboratory reference range, and an amount with its unit, after a reference cue (noticed in probe round 6)
    "Na 138 (ref: 135-145)", "K 4.1 (reference range 3.5-5.0)", "give reference 12345 mg", "Ref 250 mg",
    "claim 12500 units", "case 40 mL",
    "MD 12-345 mg", "the key 100 mg, key points ABC"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_year_document_number_is_not_outranked():
    # the strong reference cue skips a document number of a year: the sponsor's reference stays a protocol id
    from airlock.tagger.detection import detect

    text = "Sponsor QA decision (16.02.2024, Ref TE-2024-031): kits usable per stability data"
    assert not [s for s in detect(text) if text[s.start : s.end] == "TE-2024-031" and s.label == "OTHER_ID"]


def test_list_continues_only_with_the_first_values_shape():
    from tests.unit.tagger.conftest import run_recognizer

    assert run_recognizer(REC, "Dispensed kit 55812199 + 4412 tabs, 55812") == {("OTHER_ID", "55812199")}


def test_strong_reference_cue_outranks_protocol_site_and_zip_readings():
    from airlock.tagger.detection import detect

    for text, value in [("NY Donor Network called 0415, ref #DN240203-0117 - pt not a candidate.", "DN240203-0117"),
                        ("Transfer Center ref: TC-230708-1194 (spoke w/ Mirela, RN)", "TC-230708-1194"),
                        ("we use phone interpreter for assessments (CyraCom ID 55231).", "55231")]:
        assert ("OTHER_ID", value) in {(s.label, text[s.start : s.end]) for s in detect(text)}, text


def test_police_collar_numbers_beside_rank_and_name():
    # round 81: a collar number after the rank and the officer's name, or between them as the Met writes it
    from tests.unit.tagger.conftest import run_recognizer

    for text, value in [("23:21  DA21 (PC A. MORRISON D4417 / PC L. CHUKWU D2290) at locus.", "D4417"),
                        ("Supervising: Sgt Karen DUNCAN D1187   Log extracted", "D1187"),
                        ("23:52  DA34 (PC R. SINGH-GILL D5068) conveying", "D5068"),
                        ("Arresting officer:  PC 2841WW MORRISON", "2841WW"),
                        ("Custody Sgt:        PS 49WW Harjit SANDHU", "49WW")]:
        assert ("OTHER_ID", value) in run_recognizer(REC, text), text
    # (a rank's letters before a word that is no one's name: not "DC Comics D1234", "PC World A1234")
    for text in ("DC Comics D1234 issue", "PC World A1234 receipt", "DS Lee"):
        assert not run_recognizer(REC, text), text


def test_badge_after_surname_with_officers_cue_on_the_line_before():
    from tests.unit.tagger.conftest import run_recognizer

    got = run_recognizer(REC, "Officers Nakamura #7734 and\nGutierrez #8102 located her on the railing")
    assert {("OTHER_ID", "7734"), ("OTHER_ID", "8102")} <= got
    # (no officer on that line or the one before: a drug's count)
    assert not run_recognizer(REC, "Discharged with\nsupplies.\nPercocet #120 dispensed")


_FIELD_PARTS = st.sampled_from(["szám", "száma", "kódja", "azonosítója", "jele", "igazolvány", "registrikood", "kodas",
                                "kods", "Číslo", "číslo", "ČÍSLO", "Cislo", "cislo", "Č.", "č.", "No.", "NO.", "No",
                                "Törzs", "felvételi", "Kartu", "Sampel", " ", ": ", " (PKD)", "2024/004517", "NO-2019",
                                "190042718", "Z-0419-22771", "\n", "  ", ".", "A", "x"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_FIELD_PARTS, max_size=14))
@example(["No.", " ", "Sampel", ": ", "2024/004517"])
@example(["NO.", "Kartu", ": ", "190042718"])
@example(["Č.", " ", "Törzs", ": ", "Z-0419-22771"])
def test_number_word_field_needs_one_of_its_keys(parts: list[str]) -> None:
    """The gate before the scan of _NUMBER_WORD_FIELD skips no match: each holds one of _NUMBER_WORD_KEYS."""
    text = "".join(parts)
    for m in _NUMBER_WORD_FIELD.finditer(text):
        assert any(k in m.group(0) for k in _NUMBER_WORD_KEYS), m.group(0)


def test_number_word_field_found_past_its_gate() -> None:
    spans = AccessionIdRecognizer().analyze(Doc("Adóazonosító jele: 8412307759\nČ. žádanky: Z-0419-22771\n"))
    assert {("8412307759", "OTHER_ID"), ("Z-0419-22771", "OTHER_ID")} <= {
        ("Adóazonosító jele: 8412307759\nČ. žádanky: Z-0419-22771\n"[s.start:s.end], s.label) for s in spans}
