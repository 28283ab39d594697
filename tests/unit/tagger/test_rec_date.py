"""Recognizer `date` (DateRecognizer)."""

import pytest

from airlock.tagger.recognizers.dates import DateRecognizer
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = DateRecognizer()

POSITIVE = [
    ("seen 12-Feb-2024 in clinic", "DATE", "12-Feb-2024"),
    ("on 4/17 follow up", "DATE", "4/17"),
    ("born the 3rd of May 1950", "DATE", "the 3rd of May 1950"),
    ("review Tues 14th", "DATE", "Tues 14th"),
    ("ADMITTED 03/04/2024", "DATE", "03/04/2024"),
    ("Feb 12, 2024 visit", "DATE", "Feb 12, 2024"),
    ("discharged 2024-02-12T10:30", "DATE", "2024-02-12T10:30"),
    ("started 14Jan2021 then", "DATE", "14Jan2021"),
    ("in May 2023 she", "DATE", "May 2023"),
]

NEGATIVE = [
    "power 4/5 in left arm",
    "pain 7/10",
    "GCS 14/15",
    "you may 12 patients",
    "in 1998 she moved",
    "review in 2/52 with results",
    "antibiotics for 5/7",
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


@pytest.mark.parametrize(
    "text,value",
    [
        ("reported late on 2023-08-25T12:O5.", "2023-08-25T12:O5"),
        ("enrolled on May 3O, 2019 to", "May 3O, 2019"),
        ("Admitted: 5ep 2021   Date", "5ep 2021"),
        ("Date of report: Scp 21, 2019\n", "Scp 21, 2019"),
    ],
)
def test_ocr_slips(text, value):
    assert ("DATE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text,value",
    [
        ("admitted May. 5, 2023 with", "May. 5, 2023"),  # "May." written like an abbreviation
        ("ADMITTED MAY. 13, 2025 FOR", "MAY. 13, 2025"),
        ("resolved on the\n5th of February 2020.", "the\n5th of February 2020"),  # "the" wraps
        ("rechallenge on Otcober 13th, 2018.", "Otcober 13th, 2018"),  # swapped letters
        ("Visit dates: 5 July - 7 Juyl\n", "7 Juyl"),
    ],
)
def test_more_month_forms(text, value):
    assert ("DATE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text,value",
    [
        ("Date: 2/7   Location: ward", "2/7"),
        ("Sent: 7/10\nTo: team", "7/10"),
        ("DOB 4/7  RM 12", "4/7"),
        ("56M adm 7/7 w/ chest pain", "7/7"),
        ("discharged on 3/7.", "3/7"),
        ("HANDOFF REPORT 7/10 1845", "7/10"),
        ("Sent:  5/7 16:52", "5/7"),
    ],
)
def test_short_dates_after_a_date_cue_or_before_a_time(text, value):
    assert ("DATE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text",
    ["started on 5/7 course of antibiotics", "on 3/7 hx of cough", "pain 7/10 at rest", "seen 2/52 ago"],
)
def test_short_durations_and_scores_stay_untagged(text):
    assert not run_recognizer(REC, text)
