"""Recognizer `url` (UrlRecognizer)."""

from airlock.tagger.recognizers.contact import UrlRecognizer
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = UrlRecognizer()

POSITIVE = [
    (
        "see https://portal.example-trust.nhs.uk/patient/44817.",
        "URL",
        "https://portal.example-trust.nhs.uk/patient/44817",
    ),
    ("results at www.myresults.org/p?id=9", "URL", "www.myresults.org/p?id=9"),
    ("blog: janedoe-recovery.com/posts", "URL", "janedoe-recovery.com/posts"),
]

NEGATIVE = ["e.g. the dose was 5 mg", "Dr.Smith reviewed", "nephew at bedside.Pt is 52,new dx", "Pill box for 1 wk.Pt's granddaughter"]


def test_scheme_with_a_typing_slip():
    text = "query raised in htpt://www.example-clinic.org/u/3092dc11/visit-4."
    assert ("URL", "htpt://www.example-clinic.org/u/3092dc11/visit-4") in run_recognizer(REC, text)


def test_bare_domain_with_a_path_wins_over_an_id_cue_inside_it():
    from airlock.tagger.detection import detect

    text = "Results are on the portal at portal.example-hosp.co.uk/records?id=47faae37e5.\n"
    spans = detect(text)
    assert [(s.label, text[s.start : s.end]) for s in spans] == [
        ("URL", "portal.example-hosp.co.uk/records?id=47faae37e5")
    ]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
