import threading

from tests.unit.tagger.conftest import found

NOTE = (
    "Pt John Okafor (MRN: 4471234, NHS 943 476 5919) seen 12-Feb-2024 by Dr. Aisha Patel. Tel 020 7946 0958.\n"
    "Wife Mary at bedside. SSN 123-45-6789. Subject 101-004 received ABX-4471 200 mg BID."
)


def test_detect_sorted_non_overlapping(detect):
    spans = detect(NOTE)
    assert spans == sorted(spans)
    for a, b in zip(spans, spans[1:], strict=False):
        assert a.end <= b.start
    f = found(NOTE, spans)
    for item in [("PATIENT_NAME", "John Okafor"), ("MRN", "4471234"), ("NHS_NUMBER", "943 476 5919"),
                 ("DATE", "12-Feb-2024"), ("CLINICIAN_NAME", "Aisha Patel"), ("PHONE", "020 7946 0958"),
                 ("RELATIVE_NAME", "Mary"), ("SSN", "123-45-6789"), ("SUBJECT_ID", "101-004"),
                 ("COMPOUND_CODE", "ABX-4471")]:
        assert item in f


def test_full_mode_adds_presidio(detect):
    text = "Card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32, http://example.org/x"
    f = found(text, detect(text, mode="full"))
    assert ("ACCOUNT_NUMBER", "4111 1111 1111 1111") in f
    assert ("URL", "http://example.org/x") in f


def test_thread_safe(detect):
    out = []

    def work():
        out.append(detect(NOTE))

    ts = [threading.Thread(target=work) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert all(o == out[0] for o in out)


def test_empty_and_bad_input(detect):
    assert detect("") == []


def test_offsets_survive_characters_that_lower_case_to_two(detect):
    text = "f/u with Dr S. İnönü on Sunday, September 15, 2019. Call 020 7946 0958"
    found = {(s.label, text[s.start : s.end]) for s in detect(text)}
    assert ("DATE", "Sunday, September 15, 2019") in found
    assert ("PHONE", "020 7946 0958") in found


_FUZZ_ALPHABET = list("Dr. Mr MRS Smith-Jones O'Brien van der, 12/03/2024 020 7946 0958 NHS MRN: @\n\t()<>_-#:;") + [
    "İ", "ß", "é", "Ó", "\u00a0", "\ue000", "＜", "＞",
]


def test_detect_never_crashes_on_fuzzed_text(detect):
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.sampled_from(_FUZZ_ALPHABET), max_size=80).map("".join) | st.text(max_size=60))
    def run(text):
        spans = detect(text)
        for a, b in zip(spans, spans[1:], strict=False):
            assert a.end <= b.start
        assert all(0 <= s.start < s.end <= len(text) for s in spans)

    run()
