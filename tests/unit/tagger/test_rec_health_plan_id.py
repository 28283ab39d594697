"""Recognizer `health_plan_id` (HealthPlanIdRecognizer)."""

from airlock.tagger.recognizers.ids import HealthPlanIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = HealthPlanIdRecognizer()

POSITIVE = [
    ("Member ID: XYZ123456789", "HEALTH_PLAN_ID", "XYZ123456789"),
    ("Medicare 1EG4-TE5-MK73", "HEALTH_PLAN_ID", "1EG4-TE5-MK73"),
    ("Payer: BCBS ID 517M560225", "HEALTH_PLAN_ID", "517M560225"),
    ('NHIS No. 0042118-02 (formal sector)', 'HEALTH_PLAN_ID', '0042118-02'),
    ('Obra social: IOMA, afiliado 15 220418 7 01', 'HEALTH_PLAN_ID', '15 220418 7 01'),
    ('CIP GAMA 1740521009, MUTUA', 'HEALTH_PLAN_ID', 'GAMA 1740521009'),
    ('Group: 0541190-020-00003 (Acme Corp)', 'HEALTH_PLAN_ID', '0541190-020-00003'),
    ('Blue Cross lD  BCX77120O4 on card', 'HEALTH_PLAN_ID', 'BCX77120O4'),
]

NEGATIVE = [
    "insurance was discussed", "member of staff",
    'age group 65-74',
    'CIP ANTIBIOTIC given',
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
