"""Recognizer `phone` (PhoneRecognizer)."""

import pytest

from airlock.tagger.recognizers.contact import PhoneRecognizer
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = PhoneRecognizer()

POSITIVE = [
    ("Call (415) 555-0132 after 5", "PHONE", "(415) 555-0132"),
    ("Tel: 020 7946 0958", "PHONE", "020 7946 0958"),
    ("mobile 07700 900123", "PHONE", "07700 900123"),
    ("Fax: +44 (0)161 496 0000", "FAX", "+44 (0)161 496 0000"),
    ("ring +33 1 23 45 67 89 anytime", "PHONE", "+33 1 23 45 67 89"),
    ("CALL BACK 1-800-555-0199 X204", "PHONE", "1-800-555-0199 X204"),
    ("daughter phone\n(212)\n555-0188 ok", "PHONE", "(212)\n555-0188"),
    ("Attendant: son, Karthikeyan S., mobile 98430 55512", "PHONE", "98430 55512"),
    ("haar zoon, die mantelzorger is (06-5555 0172).", "PHONE", "06-5555 0172"),
    ("bel 06-12345678 na 17u", "PHONE", "06-12345678"),
    ("her ride is her neighbour joe @ 555-0147 lol", "PHONE", "555-0147"),
    ('Contato: (21) 98877-4412', 'PHONE', '(21) 98877-4412'),
    ('sa fille, 06 12 34 56 78, prévenue', 'PHONE', '06 12 34 56 78'),
    ('fille (01.45.67.89.12)', 'PHONE', '01.45.67.89.12'),
    ('zoon Pieter (0486 12 34 56)', 'PHONE', '0486 12 34 56'),
    ('wife (HP 9123 4567) present', 'PHONE', '9123 4567'),
    ('hija Luisa (11 4823-7719) cuidadora', 'PHONE', '11 4823-7719'),
    ('telemóvel 934 112 558', 'PHONE', '934 112 558'),
]

NEGATIVE = [
    "BP 120/80 HR 72", "dose 1000 mg", "2024-02-12 review", "PH|HMN|M|||987-65-4322",
            "rx 98430 55512 units", "dose @ 1200-1400", "ref 06-2024-11",
    'room 12 2024-0118 lot',
    'scores 01 02 03 04',
    'IgG 12 34 56 78 90 1',
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


@pytest.mark.parametrize(
    "text,label,value",
    [
        ("Tel: +44 (O)7905 649543\n", "PHONE", "+44 (O)7905 649543"),
        ("Telephone: 0186S 378200  Fax: 0117", "PHONE", "0186S 378200"),
        ("Direct: 0161 253O424\n", "PHONE", "0161 253O424"),
        ("coordinator ward (5l58757143).", "PHONE", "5l58757143"),
        ("T: +l (944) 809-5443\n", "PHONE", "+l (944) 809-5443"),
        ("Tel: l-393-620-5350\n", "PHONE", "l-393-620-5350"),
        ("fax +34 618 2S6 104, x", "FAX", "+34 618 2S6 104"),
    ],
)
def test_look_alike_letters_in_numbers(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", ["O2 sats 98% on 2L", "ref F11O1700. ", "I 2 tabs"])
def test_look_alike_letters_alone_are_not_numbers(text):
    assert not run_recognizer(REC, text)
