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
]

NEGATIVE = ["accession of the throne", "no identifiers", "Exeter V40 stem, LOT 68317204, REF 0580-1-441",
            "Officer training #2 today"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
