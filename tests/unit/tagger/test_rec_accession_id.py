"""Recognizer `accession_id` (AccessionIdRecognizer)."""

from airlock.tagger.recognizers.ids import AccessionIdRecognizer
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
]

NEGATIVE = [
    "telephone encounter 1/8 3:40pm",
    "accession of the throne", "no identifiers", "Exeter V40 stem, LOT 68317204, REF 0580-1-441",
            "Officer training #2 today",
    'report 3 episodes of pain',
    'report 12-2023 summary',
    'incident 2 of 3',
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
