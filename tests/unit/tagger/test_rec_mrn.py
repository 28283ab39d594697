"""Recognizer `mrn` (MrnRecognizer)."""

from airlock.tagger.recognizers.ids import MrnRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = MrnRecognizer()

POSITIVE = [
    ("MRN: 00482913", "MRN", "00482913"),
    ("Hosp No RX1234567 noted", "MRN", "RX1234567"),
    ("Medical Record #: E9085364", "MRN", "E9085364"),
    ("MED REC # A4382012 RM 4", "MRN", "A4382012"),
    ("Kateřina (goes by Katka)   Chart #: D-20417   DOB", "MRN", "D-20417"),
    ('Processo n.º 20481733 - internamento', 'MRN', '20481733'),
    ('Prontuário: 0048812-3', 'MRN', '0048812-3'),
    ('NHC 88120455, cama 12', 'MRN', '88120455'),
    ('Historia clínica: 7781204', 'MRN', '7781204'),
    ('n. nosologico 2023/118402', 'MRN', '2023/118402'),
    ('Fall-Nr.: 51002874 (stationär)', 'MRN', '51002874'),
    ('Patientennummer 00728841', 'MRN', '00728841'),
    ('N° IPP : 800231774', 'MRN', '800231774'),
    ('Numéro de dossier: 23-0088712', 'MRN', '23-0088712'),
    ('Nr księgi głównej 2023/11872', 'MRN', '2023/11872'),
    ('Hosp. No.: UCH/23/104417', 'MRN', 'UCH/23/104417'),
    ('patient name, RN: SGH-23-0044182', 'MRN', 'SGH-23-0044182'),
    ('medical record number 8 8 1 2 0 4 4 per wife', 'MRN', '8 8 1 2 0 4 4'),
    # another facility's record number, the facility named between the cue and the number; a UK trust code
    ("Pt: Orville Ekstrom   DOB 02/29/1948   MRN (OAHS) 004412   ", "MRN", "004412"),
    ("Mr. Lorenzo Bianchi-Okafor (MRN at Banner Sun Health 3300918274) referred", "MRN", "3300918274"),
    ("NHS No 484 684 4927, Hosp No RJ1 7730452", "MRN", "RJ1 7730452"),
    # the record number after a hospital's initials (probe round 7)
    ("RE: Desmond Achterberg   BMH# 0771-4930", "MRN", "0771-4930"),
    ("Pt: Reginald Ashdown BMH 221-09-55", "MRN", "221-09-55"),
]

NEGATIVE = [
    "Mr Smith was seen", "record the BP",
    'historia clínica 2019 sin cambios',
    'ficha 12/03/2024',
    'HC 100 mg IV',
    'RN: 0700-1900 shift',
    'RN: Jane Doe',
    'dossier complete',
    "MRN at Banner Sun Health on file", "MRN (OAHS) pending", "Hosp No RJ1 pending",
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
