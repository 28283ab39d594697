import pytest

from airlock.core.spans import Span
from airlock.tagger.date_shift import DateShifter

SH = DateShifter(hmac_key=b"k" * 32, min_days=-30, max_days=30)


def test_offset_consistent_keyed_and_nonzero():
    a = SH.offset("patient-1")
    assert a == SH.offset("patient-1") and a != 0 and -30 <= a <= 30
    other = DateShifter(hmac_key=b"z" * 32, min_days=-30, max_days=30)
    assert any(SH.offset(f"p{i}") != other.offset(f"p{i}") for i in range(5))


@pytest.mark.parametrize(
    "value,pattern",
    [
        ("12/02/2024", r"\d{2}/\d{2}/\d{4}"),
        ("2024-02-12", r"\d{4}-\d{2}-\d{2}"),
        ("12-Feb-2024", r"\d{2}-[A-Z][a-z]{2}-\d{4}"),
        ("3rd of May", r"\d{1,2}(st|nd|rd|th) of [A-Z][a-z]+"),
        ("February 12, 2024", r"[A-Z][a-z]+ \d{1,2}, \d{4}"),
        ("12 FEB 2024", r"\d{2} [A-Z]{3} \d{4}"),
    ],
)
def test_format_kept(value, pattern):
    import re

    out = SH.shift_value(value, "patient-1")
    assert out is not None and out != value and re.fullmatch(pattern, out), out


def test_intervals_preserved_and_apply():
    from datetime import date

    a = SH.shift_value("2024-01-01", "p")
    b = SH.shift_value("2024-01-11", "p")
    da, db = date.fromisoformat(a), date.fromisoformat(b)
    assert (db - da).days == 10
    text = "Admitted 2024-01-01, seen by Ann."
    new, rest = SH.apply(text, [Span(9, 19, "DATE"), Span(29, 32, "PATIENT_NAME")], "p")
    assert new.endswith("seen by Ann.") and new[rest[0].start : rest[0].end] == "Ann"
    assert SH.shift_value("sometime soon", "p") is None
