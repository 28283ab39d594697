import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.core.errors import GateError
from airlock.tagger.gate import assert_clean, residual_scan, verdict


def test_passes_clean_text():
    assert_clean("Seen <PATIENT_NAME_1> on <DATE_1>.", {"<PATIENT_NAME_1>": "John Smith", "<DATE_1>": "1 May"})


@pytest.mark.parametrize("leak", ["john smith", "JOHN   SMITH", "John\nSmith", "JohnSmith"])
def test_blocks_case_and_whitespace_variants(leak):
    with pytest.raises(GateError) as ei:
        assert_clean(f"Seen {leak} today", {"<PATIENT_NAME_1>": "John Smith"})
    assert "john" not in str(ei.value).lower()
    assert "PATIENT_NAME" in str(ei.value)


def test_short_values_token_match_and_placeholder_digits_ignored():
    assert_clean("grade <AE_GRADE_1> at <SITE_ID_12>", {"<AE_GRADE_1>": "1", "<SITE_ID_12>": "12"})
    # one- and two-character quasi values (sex "M", grade "3") are not identifying on their own
    assert_clean("site 12 again, M", {"<SITE_ID_12>": "12", "<SEX_1>": "M"})
    # Safe Harbor initials are, as whole tokens
    with pytest.raises(GateError):
        assert_clean("seen by JS again", {"<PATIENT_NAME_1>": "JS"})
    assert_clean("JSON output", {"<PATIENT_NAME_1>": "JS"})
    with pytest.raises(GateError):
        assert_clean("ORR 61% overall", {"<EFFICACY_VALUE_1>": "61%"})
    assert_clean("61 patients", {"<EFFICACY_VALUE_1>": "61%"})


def test_foreign_placeholder_blocked():
    with pytest.raises(GateError):
        assert_clean("hi <PATIENT_NAME_9>", {"<PATIENT_NAME_1>": "Ann Lee"})


@settings(max_examples=200, deadline=None)
@given(
    prefix=st.text(max_size=30),
    value=st.text(alphabet=st.characters(min_codepoint=48, max_codepoint=122), min_size=4, max_size=20),
    suffix=st.text(max_size=30),
    upper=st.booleans(),
)
def test_gate_never_passes_known_value(prefix, value, suffix, upper):
    v = value.upper() if upper else value
    with pytest.raises(GateError):
        assert_clean(prefix + v + suffix, {"<X_1>": value})


def test_residual_scan_finds_identifiers():
    text = "Call 020 7946 0958, NHS 943 476 5919, email a.b@nhs.net, seen 12/03/2024."
    labels = {s.label for s in residual_scan(text)}
    assert {"PHONE", "NHS_NUMBER", "EMAIL", "DATE"} <= labels
    assert verdict(text)[0] == "local"
    assert verdict("Seen <PATIENT_NAME_1> on <DATE_1> for review.") == ("pass", [])


def test_large_maps_find_exactly_the_surviving_values() -> None:
    """Thousands of entities take the automaton / combined-pattern path; survivors must still be exact."""
    from airlock.tagger.gate import find_survivors

    entity_map = {f"<MRN_{i}>": f"MRN{i:07d}" for i in range(2000)}
    entity_map |= {f"<PATIENT_NAME_{i}>": f"J{chr(65 + i % 26)}" for i in range(40)}  # short, Safe Harbor
    text = "Seen: mrn0000017 and MRN 0001999; initials JB were left. " + " ".join(
        f"<MRN_{i}>" for i in range(100))
    found = set(find_survivors(text, entity_map))
    assert {"<MRN_17>", "<MRN_1999>"} <= found
    assert {p for p in found if p.startswith("<PATIENT_NAME_")} == {
        p for p, v in entity_map.items() if p.startswith("<PATIENT_NAME_") and v == "JB"}
    assert not any(p.startswith("<MRN_") and p not in ("<MRN_17>", "<MRN_1999>") for p in found)
