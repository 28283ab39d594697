"""Recognizer `license_number` (LicenseNumberRecognizer)."""

from airlock.tagger.recognizers.ids import LicenseNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = LicenseNumberRecognizer()

POSITIVE = [
    ("GMC No. 7389060", "LICENSE_NUMBER", "7389060"),
    ("NMC PIN 12A3456E", "LICENSE_NUMBER", "12A3456E"),
    ("DEA AB1234563", "LICENSE_NUMBER", "AB1234563"),
    ("NPI 1234567893", "LICENSE_NUMBER", "1234567893"),
    ("Lady Cilento Children's Hospital | Provider No. 2447186W", "LICENSE_NUMBER", "2447186W"),
    ("prescriber number: 0448213", "LICENSE_NUMBER", "0448213"),
    ("Cédula profesional: 7734102\n", "LICENSE_NUMBER", "7734102"),
    ("huisarts (AGB 01-045117)", "LICENSE_NUMBER", "01-045117"),
    ('Dr. Paulo Souza - CRM-SP 123456', 'LICENSE_NUMBER', 'SP 123456'),
    ('enfermeira, COREN: 445566', 'LICENSE_NUMBER', '445566'),
    ('Dr. Pérez, nº colegiado 28/28/45123', 'LICENSE_NUMBER', '28/28/45123'),
    ('Dra. Lucía Gómez - M.N. 104.221', 'LICENSE_NUMBER', '104.221'),
    ('firmado MP 221873', 'LICENSE_NUMBER', '221873'),
    ('Dr Aoife Byrne, MCRN 441207', 'LICENSE_NUMBER', '441207'),
    ('Sr. N. Dlamini (SANC 1144821)', 'LICENSE_NUMBER', '1144821'),
    ('counsel: J. Ruiz, State Bar No. 312884', 'LICENSE_NUMBER', '312884'),
]

NEGATIVE = [
    "licence to practise", "AB1234567 code", "a big 300 mL bleed", "provider notified at 1400",
    'Hb 9.2 g/dL 12.0 - 15.0',
    'FT4 0.71 ng/dL 0.89 - 1.76',
    'licence 12.5 points',
    'St Paul, MN 55101',
    'CRM 2.0 rollout',
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
