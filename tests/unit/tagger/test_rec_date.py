"""Recognizer `date` (DateRecognizer)."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.dates import _OCR_DIGIT, _OCR_DIGIT_GUARD, DateRecognizer, _ocr_normalise
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
    # a month alone after a time preposition (a date element more specific than the year)
    ("seen by Dr Major in Feb which is probably why", "DATE", "Feb"),
    ("Falls x2 since Jan (last 5/3, no injury)", "DATE", "Jan"),
    ("She will be reviewed again in May by Dr. Jan Kowalczyk", "DATE", "May"),
    ("gewichtsverlies (8 kg sinds jan.) en een Hb", "DATE", "jan."),
    ("worse since late October.", "DATE", "late October"),  # the part of the month is the date's too
    # a day of the month alone, ending a question or before "prior"; letter style "inst."/"ult."
    ("can we meet before the SIV on the 27th?", "DATE", "the 27th"),
    ("Plan: f/u w/ pt on the 5th prior to d/c", "DATE", "the 5th"),
    ("(Providence St. Joseph, admitted 3rd inst.) not reported", "DATE", "3rd inst."),
    # month abbreviations of other languages between numbers
    ("last calibration 15/ago/2023", "DATE", "15/ago/2023"),
    ("fecha 3/dic/2024 revisado", "DATE", "3/dic/2024"),
    ("alta 12-out-22", "DATE", "12-out-22"),
    # a German day and month without a year after a German date cue
    ("B330187450;verlegt aus Charité 12.04.\n# Export", "DATE", "12.04"),
    # short dates after a rescheduling cue, after a dated test, and in ranges
    ("C4D1 (delayed from 5/7 for ANC 1.1)", "DATE", "5/7"),
    ("Beta hCG 5/20 at Shady Grove Fertility", "DATE", "5/20"),
    ("nocturnist 22:00-07:00 - 11/18-11/19", "DATE", "11/18"),
    ("nocturnist 22:00-07:00 - 11/18-11/19", "DATE", "11/19"),
    ("41 eligible pts seen 01/2023-12/2023; is that", "DATE", "12/2023"),
    # short dates a fraction could be, in a note whose other dates fall in that month
    ("Admitted 02/18/2024. Cefpodoxime BID through 2/24; BMP 2/20 at Quest.", "DATE", "2/24"),
    ("Admitted 02/18/2024. Cefpodoxime BID through 2/24; BMP 2/20 at Quest.", "DATE", "2/20"),
    ("Seen 05/01/24 after hosp admission 5/3-5/10 at Sutter", "DATE", "5/3"),
    ("Seen 05/01/24 after hosp admission 5/3-5/10 at Sutter", "DATE", "5/10"),
    ("Admitted 02/18/2024. BCx 2/7 1/2, 2/8 2/2.", "DATE", "2/7"),
    ("SOC 8-30-23. Wt up 3 lb since 9-8. Next visit 9-14.", "DATE", "9-8"),
    ("SOC 8-30-23. Wt up 3 lb since 9-8. Next visit 9-14.", "DATE", "9-14"),
    ("telephone encounter 1/8 3:40pm", "DATE", "1/8"),
    # ordinals after more prepositions, a month after last/this/next, holidays
    ('blood in urine "around the 5th" of last Oct', "DATE", "the 5th"),
    ('blood in urine "around the 5th" of last Oct', "DATE", "Oct"),
    ("trip to Shiraz leaving the 21st, back later", "DATE", "the 21st"),
    ("LAST DRINK 12/25 (XMAS DAY). BROUGHT IN BY BROTHER", "DATE", "XMAS DAY"),
    ("home for Thanksgiving with family", "DATE", "Thanksgiving"),
    # MIMIC-style shifted years (21xx), ranges of full dates, a month with a two-digit year after a time word,
    # a zero-padded month/day, Easter (probe round 7)
    ("ADMISSION DATE: 2151-08-03     DISCHARGE DATE: 2151-08-11", "DATE", "2151-08-11"),
    ("admitted to FIH 01/09/79-01/12/79 for chest pain", "DATE", "01/09/79"),
    ("admitted to FIH 01/09/79-01/12/79 for chest pain", "DATE", "01/12/79"),
    ("Butler Hospital, 02/11/58 - 03/02/58 (mania)", "DATE", "03/02/58"),
    ("s/p PCI to the LAD at BMH in 3/81, who presents", "DATE", "3/81"),
    ("on amiodarone until 9/86", "DATE", "9/86"),
    ("intubated 01/15 at Richmond Hospital", "DATE", "01/15"),
    ('CHF after eating "a whole ham" at Easter', "DATE", "Easter"),
    ("coming out as nonbinary at Easter 2089.", "DATE", "Easter 2089"),
    # eighth probe round: a day after "until"/"on the" before "from"/"b/c", a stay of two short dates, a short date
    # after "moved"/"last bm", a log entry opening with the day
    ("lac 2 wks ago on the 14th from machete at work", "DATE", "the 14th"),
    ("at his father's funeral untill the 20th, father was 94", "DATE", "the 20th"),
    ("LAST ADMIT ST AGNES 1/3-1/7 FOR SAME.", "DATE", "1/7"),
    ("Roxbury, MA (moved 11/24)", "DATE", "11/24"),
    ("gi: tol cardiac diet, last bm 2/6 per pt.", "DATE", "2/6"),
    ("1/7 - Dr. Ashworth-Mensah approved x90d", "DATE", "1/7"),
]

NEGATIVE = [
    "power 4/5 in left arm",
    "pain 7/10",
    "GCS 14/15",
    "you may 12 patients",
    "in 1998 she moved",
    "review in 2/52 with results",
    "antibiotics for 5/7",
    "you may in may see",
    "reviewed by May Lee on ward",
    "seen in April's room",
    "Tue/Thu/Sat 2nd shift | printed",
    "Mon 3rd cycle given",
    "take 1/2-3/4 tab",
    "section 12.04. of the SOP",
    "marched in March-style",
    "review in 2/52", "1 in 3/40 pts", "GCS 03/15 on arrival",
    "3/5 - 4/5 power in the L hand", "on the 2nd floor"]


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


@pytest.mark.parametrize(
    "text",
    ["Power improved from 4/5 to 5/5 after PT.", "Grip strength 3/5 -> 4/5.", "L hip flexion 2/5 to 4/5 over a week"],
)
def test_a_score_that_changes_is_not_a_date_range(text):
    assert not run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text,values",
    [("appt rescheduled from 3/5 to 4/5", {"3/5", "4/5"}), ("Seen from 4/5 to 4/18 in clinic.", {"4/5", "4/18"})],
)
def test_a_date_range_of_short_dates_stays_tagged(text, values):
    assert {v for _, v in run_recognizer(REC, text)} == values


@pytest.mark.parametrize(
    "text,value",
    [
        ("Lisboa, 2 de fevereiro de 2023", "2 de fevereiro de 2023"),
        ("Ingreso: 7 de agosto de 2024, alta el 9", "7 de agosto de 2024"),
        ("Bordeaux, le 21 octobre 2023", "21 octobre 2023"),
        ("Firenze, 3 maggio 2024", "3 maggio 2024"),
        ("Eintritt am 5. März 2024", "5. März 2024"),
        ("opname 12 maart 2024", "12 maart 2024"),
        ("Kraków, dnia 9 września 2023 r.", "9 września 2023"),
        ("le 3 mars 2024 à 10h", "3 mars 2024"),
        ("Kontrolle am 5. Mai", "5. Mai"),
        ("署名 2023年11月2日", "2023年11月2日"),
        ("生年月日 平成4年7月19日", "平成4年7月19日"),
        ("진료일 2024년 2월 9일", "2024년 2월 9일"),
        ("dictated: born November the 9th 1948", "November the 9th 1948"),
        ("shipment left the dock ~27.03 06:40", "27.03"),
        ("Leave given 14/03-02/04/2024 for surgery.", "14/03"),
        ("Leave given 14/03-02/04/2024 for surgery.", "02/04/2024"),
        ("Warfarin held, resumed 3/15 after INR check", "3/15"),
    ],
)
def test_other_languages_and_forms(text, value):
    assert ("DATE", value) in run_recognizer(REC, text)


@pytest.mark.parametrize(
    "text", ["bought 2 mars bars and 1 mac", "Na 13.02 mmol/L", "held 1/2 tab tonight", "resumed 1/4 dose"],
)
def test_foreign_month_words_and_fractions_stay_untagged(text):
    assert not [v for lab, v in run_recognizer(REC, text) if lab == "DATE"]


# OCR guard: the prefilter answers for _OCR_DIGIT_GUARD (no lookarounds) instead of _OCR_DIGIT, so a "no" from it
# must imply that _OCR_DIGIT cannot match: otherwise an OCR-slipped date would be silently missed
_OCR_ALPHABET = st.sampled_from(list("0123456789OoIlSZ/.-: aAb\n\u00e9\u0663_") + ["SpO2", "S1076", "12/O3/2O24"])


@pytest.fixture(scope="module")
def prefilter():
    from airlock.tagger.detection import default_detector

    pre = default_detector().prefilter(None)
    if pre.covered and _OCR_DIGIT_GUARD not in pre.covered:
        pytest.fail("the OCR guard is not filtered by Hyperscan: the tests below would prove nothing")
    return pre


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(_OCR_ALPHABET, max_size=24))
def test_ocr_guard_is_necessary_for_an_ocr_digit_match(prefilter, parts) -> None:
    text = "".join(parts)
    if _OCR_DIGIT.search(text):
        assert _OCR_DIGIT_GUARD.search(text), text
        assert Doc(text).use_prefilter(prefilter).may_match(_OCR_DIGIT_GUARD), text
    # what the recognizer sees: the corrected copy is the same with and without the prefilter
    assert _ocr_normalise(Doc(text).use_prefilter(prefilter)) == _ocr_normalise(Doc(text))


def test_ocr_guard_skips_notes_without_look_alike_digits(prefilter) -> None:
    for text in ("SpO2 94% on 2L, BP 120/80 on 12/03/2024", "Seen by Dr Lee on 4 May 2023 at 10:30"):
        assert not _OCR_DIGIT.search(text)
        if prefilter.covered:
            assert not Doc(text).use_prefilter(prefilter).may_match(_OCR_DIGIT_GUARD), text
    assert Doc("DOB 12/O3/2O24").use_prefilter(prefilter).may_match(_OCR_DIGIT_GUARD)


@pytest.mark.parametrize(
    ("text", "fractions"),
    [
        ("Admitted 02/18/2024. BCx 2/7 1/2, 2/8 2/2. Pain 2/10. Took 1/2 tab.", {"1/2", "2/2", "2/10"}),
        ("Admitted 02/18/2024. Headache 2/10, Orientation 2/4 (missed date).", {"2/10", "2/4"}),
        ("Admitted 09/18/2024. Walks 9-10 times a day, 9-12 hours of sleep.", {"9-10", "9-12"}),
        ("Seen 13/03/2024. Antibiotics for 3/7, then review.", {"3/7"}),
    ],
)
def test_fractions_beside_dates_of_their_month(text: str, fractions: set[str]) -> None:
    """The month of the note's dates makes a short a/b a date, but not a count, score or duration."""
    assert not fractions & {v for lab, v in run_recognizer(REC, text) if lab == "DATE"}
