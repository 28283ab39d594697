from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.core.spans import Span
from airlock.tagger.merge import merge_spans


def test_same_label_union_and_priority():
    text = "on 12 Feb 2024 at"
    out = merge_spans([Span(3, 9, "DATE", "a", 0.8), Span(3, 14, "DATE", "b", 0.9), Span(6, 9, "AGE", "c", 0.5)], text)
    assert [(s.start, s.end, s.label) for s in out] == [(3, 14, "DATE")]


def test_non_overlapping_sorted_and_weak_clause_trimmed():
    text = "address: 12 High St, Leeds LS1 4AB, Kingdom 9"
    spans = [
        Span(9, 19, "STREET_ADDRESS", "street", 0.85),
        Span(21, 26, "CITY", "street.component", 0.8),
        Span(27, 34, "POSTCODE", "uk_postcode", 0.9),
        Span(9, len(text), "STREET_ADDRESS", "address_clause", 0.5),
    ]
    out = merge_spans(spans, text)
    for a, b in zip(out, out[1:], strict=False):
        assert a.end <= b.start
    assert ("CITY", "Leeds") in {(s.label, text[s.start : s.end]) for s in out}
    assert ("STREET_ADDRESS", "Kingdom 9") in {(s.label, text[s.start : s.end]) for s in out}


def test_a_name_read_over_the_start_of_a_date_keeps_its_own_words():
    # round 83: "Dr. Tavakoli, Feb" (a name's shape) lost to "Feb 16" and left the surname unmasked
    text = "at request of Dr. Tavakoli, Feb 16."
    out = merge_spans([Span(18, 31, "CLINICIAN_NAME", "person_name.shape", 0.75), Span(28, 34, "DATE", "date", 1.0)], text)
    assert {(s.label, text[s.start : s.end]) for s in out} == {("CLINICIAN_NAME", "Tavakoli"), ("DATE", "Feb 16")}


def test_a_name_overlapping_the_end_of_a_date_is_still_dropped():
    text = "seen Feb 16 Monday"
    out = merge_spans([Span(5, 18, "PATIENT_NAME", "person_name", 0.5), Span(5, 11, "DATE", "date", 1.0)], text)
    assert [(s.label, text[s.start : s.end]) for s in out] == [("DATE", "Feb 16")]


_LABELS = ["PATIENT_NAME", "FACILITY", "CITY", "DATE", "STREET_ADDRESS", "MRN", "INTERIM_RESULT"]
_SOURCES = ["a", "b", "address_clause"]
_TEXT = "Mrs Ann Lee, 12 High St, Leeds 1 Feb; St Mary's Hospital, MRN 4471 interim ORR 41% vs 22%. " * 3


@st.composite
def _spans(draw: st.DrawFn) -> list[Span]:
    out = []
    for _ in range(draw(st.integers(0, 14))):
        lo = draw(st.integers(0, 90))
        hi = draw(st.integers(lo + 1, min(lo + 40, 91)))
        out.append(Span(lo, hi, draw(st.sampled_from(_LABELS)), draw(st.sampled_from(_SOURCES)),
                        draw(st.sampled_from([0.5, 0.8, 0.9]))))
    return out


@settings(max_examples=300, deadline=None)
@given(_spans(), _spans())
def test_merge_is_local_sorted_and_within_its_inputs(a: list[Span], b: list[Span]) -> None:
    """Spans far apart never affect one another's outcome (merge works run by run of overlapping spans); the
    result never overlaps itself and every piece lies inside an input span of its label."""
    shift = 182  # the same text again (its third copy), past every span of the first block
    b_far = [Span(s.start + shift, s.end + shift, s.label, s.source, s.score) for s in b]
    both = merge_spans(a + b_far, _TEXT)
    apart = merge_spans(a, _TEXT) + [Span(s.start + shift, s.end + shift, s.label, s.source, s.score)
                                     for s in merge_spans(b, _TEXT)]
    assert both == apart
    for x, y in zip(both, both[1:], strict=False):
        assert x.end <= y.start
    for s in both:  # every character of a result is covered by an input span of its label
        covered = {k for i in a + b_far if i.label == s.label for k in range(i.start, i.end)}
        assert set(range(s.start, s.end)) <= covered or s.label == "STREET_ADDRESS"  # address lines are joined
