"""Recognizer `subject_id` (SubjectIdRecognizer)."""

from airlock.tagger.recognizers.ids import SubjectIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = SubjectIdRecognizer()

POSITIVE = [
    ("Subject 101-004 withdrew", "SUBJECT_ID", "101-004"),
    ("Screening No.: SCR-0045", "SUBJECT_ID", "SCR-0045"),
    ("randomisation number R12345 assigned", "SUBJECT_ID", "R12345"),
    ("arruolato nello studio (paziente n. 021-0044)", "SUBJECT_ID", "021-0044"),
    # a site-subject number seen behind its cue marks the site's other subjects of that shape in the note
    ("1. Participant 4410-009: SAE reported late\n3. 4410-015 eligibility: creatinine", "SUBJECT_ID", "4410-015"),
]

# a one-letter prefix with two digits is an embryo, a message type or a gene, not a subject
NEGATIVE = ["the subject of the letter", "Will schedule screening 3/20. Phone 505-555-0123.", "subjective: pain", "Cryopreserved: 3 blasts (E05, E07, E08)",
            "MSH|^~\\&|LAB|ORU^R01|7712", "P53 mutation",
            # the same shape with no cued subject of the site in the note
            "3. 4410-015 eligibility: creatinine from 11/3 used"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
