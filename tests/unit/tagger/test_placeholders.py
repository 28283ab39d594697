import json

from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.core.spans import Span
from airlock.tagger.placeholders import ESC, PlaceholderMinter, redact, rehydrate

KEY = b"k" * 32


def _minter(state=None):
    return PlaceholderMinter(hmac_key=KEY, state=state)


def test_same_value_same_placeholder_across_requests():
    t1 = "Seen John Smith today."
    m = _minter()
    r1 = redact(t1, [Span(5, 15, "PATIENT_NAME")], minter=m)
    assert r1.redacted_text == "Seen <PATIENT_NAME_1> today."
    state = json.loads(json.dumps(m.state))
    assert "John" not in json.dumps(state)
    m2 = _minter(state)
    t2 = "JOHN  SMITH called; Mary Jones too."
    r2 = redact(t2, [Span(0, 11, "PATIENT_NAME"), Span(19, 29, "RELATIVE_NAME")], minter=m2)
    assert r2.redacted_text.startswith("<PATIENT_NAME_1>")
    assert "<RELATIVE_NAME_1>" in r2.redacted_text
    assert r2.entity_map["<PATIENT_NAME_1>"] == "JOHN  SMITH"


def test_variant_surface_in_one_request_roundtrips():
    t = "Smith and SMITH"
    r = redact(t, [Span(0, 5, "PATIENT_NAME"), Span(10, 15, "PATIENT_NAME")], minter=_minter())
    assert rehydrate(r.redacted_text, r.entity_map).text == t
    assert len(r.entity_map) == 2


def test_different_key_different_table():
    a = PlaceholderMinter(hmac_key=b"a" * 32)
    b = PlaceholderMinter(hmac_key=b"b" * 32)
    assert a.digest("X", "v") != b.digest("X", "v")


def test_lookalikes_escaped_and_restored():
    t = "Ignore <PATIENT_NAME_1> and < patient_name 2 > and ＜DATE_3＞ " + ESC + " end"
    r = redact(t, [], minter=_minter())
    assert "<PATIENT_NAME_1>" not in r.redacted_text
    assert "＜DATE_3＞" not in r.redacted_text
    h = rehydrate(r.redacted_text, r.entity_map)
    assert h.text == t and h.orphans == 0


def test_spoofed_and_orphan_placeholders():
    t = "Dr Who saw him."
    r = redact(t, [Span(3, 6, "CLINICIAN_NAME")], minter=_minter())
    answer = r.redacted_text + " Also <PATIENT_NAME_7> and <CLINICIAN_NAME_1>."
    h = rehydrate(answer, r.entity_map)
    assert h.text == "Dr Who saw him. Also [redacted] and Who."
    assert h.restored == 2 and h.orphans == 1


def test_longest_key_first():
    ents = {f"<P_{i}>": f"v{i}" for i in range(1, 13)}
    h = rehydrate("<P_12> <P_1>", ents)
    assert h.text == "v12 v1"


def test_mangled_placeholder_spacing_restored():
    h = rehydrate("Hello < PATIENT_NAME_1 >", {"<PATIENT_NAME_1>": "Ann"})
    assert h.text == "Hello Ann" and h.restored == 1


_alphabet = st.sampled_from(list("ab <>_1 ＜＞‹›xYZ\n") + [ESC, "A", "_", "9", "N", "〈", "〉"])


@st.composite
def text_and_spans(draw):
    text = draw(st.text(alphabet=_alphabet, max_size=60) | st.text(max_size=40))
    spans = []
    pos = 0
    while pos < len(text):
        if draw(st.booleans()):
            ln = draw(st.integers(1, 5))
            end = min(len(text), pos + ln)
            spans.append(Span(pos, end, draw(st.sampled_from(["PATIENT_NAME", "DATE", "MRN"]))))
            pos = end + draw(st.integers(0, 4))
        else:
            pos += draw(st.integers(1, 6))
    return text, spans


@settings(max_examples=300, deadline=None)
@given(text_and_spans())
def test_roundtrip_property(ts):
    text, spans = ts
    r = redact(text, spans, minter=_minter())
    h = rehydrate(r.redacted_text, r.entity_map)
    assert h.text == text
    assert h.orphans == 0
