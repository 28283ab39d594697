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
