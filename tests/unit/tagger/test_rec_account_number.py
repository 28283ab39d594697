"""Recognizer `account_number` (AccountNumberRecognizer)."""

from airlock.tagger.recognizers.ids import AccountNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AccountNumberRecognizer()

POSITIVE = [
    ("Account No: 12345678", "ACCOUNT_NUMBER", "12345678"),
    ("card 4111 1111 1111 1111 declined", "ACCOUNT_NUMBER", "4111 1111 1111 1111"),
    ("IBAN GB82 WEST 1234 5698 7654 32", "ACCOUNT_NUMBER", "GB82 WEST 1234 5698 7654 32"),
]

NEGATIVE = ["card 4111 1111 1111 1112 declined", "account of events"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_branded_card_number_wins_over_a_generic_id_cue():
    from airlock.tagger.detection import detect

    for text, value in [("MRN: 4111111111111111\nTime", "4111111111111111"),
                        ("MRN: 3782 822463 10005\n", "3782 822463 10005")]:
        assert [(s.label, text[s.start : s.end]) for s in detect(text)] == [("ACCOUNT_NUMBER", value)]


def test_an_unbranded_number_keeps_its_cue_label():
    from airlock.tagger.detection import detect

    text = "MRN: 31230827\n"
    assert [(s.label, text[s.start : s.end]) for s in detect(text)] == [("MRN", "31230827")]
