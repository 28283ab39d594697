"""Adversarial inputs: linear-time regexes, nesting, placeholder look-alikes through the whole proxy path."""

import time

import pytest

from airlock.tagger.gate import assert_clean
from airlock.tagger.placeholders import PlaceholderMinter, redact, rehydrate


@pytest.mark.parametrize("ch", ["a", "(", "1"])
def test_one_mib_of_one_character(detect, ch):
    text = ch * (1 << 20)
    detect("warm-up")  # the first call builds the recognizers and the prefilter; time only the document
    t0 = time.process_time()
    detect(text)
    # linear, not a speed target (bench_tagger measures speed): 1 MiB of "1" costs ~15 s of CPU on the 2-core VM, mostly
    # 32 million Hyperscan reports, and 22 s on a loaded xdist worker; anything quadratic takes far longer than this
    assert time.process_time() - t0 < 45


@pytest.mark.parametrize("ch", [" ", "<", "@", ".", "-", "A", "\n", "é", "/", ":", "0"])
def test_64k_of_one_character(detect, ch):
    detect(ch * (1 << 16))


def test_deeply_nested_brackets(detect):
    text = "(" * 50_000 + "Dr Ann Lee 020 7946 0958" + ")" * 50_000 + "[" * 10_000 + "<" * 10_000
    spans = detect(text)
    assert any(s.label == "PHONE" for s in spans)


def test_mixed_adversarial_digit_runs(detect):
    text = ("1-" * 20_000) + ("12/" * 10_000) + ("a@b." * 6_000) + ("Dr " * 5_000) + ("MRN: " * 5_000)
    detect("warm-up")
    t0 = time.process_time()
    detect(text)
    assert time.process_time() - t0 < 20


def test_placeholder_lookalikes_cannot_spoof(detect):
    text = "Pt <PATIENT_NAME_1> aka < PATIENT_NAME_2 > and ＜DATE_1＞ seen by Dr Ann Lee on 12/03/2024."
    spans = detect(text)
    r = redact(text, spans, minter=PlaceholderMinter(hmac_key=b"s" * 32))
    assert_clean(r.redacted_text, r.entity_map)
    # an answer that echoes the escaped look-alikes and adds a forged placeholder
    answer = r.redacted_text + " <PATIENT_NAME_9>"
    h = rehydrate(answer, r.entity_map)
    assert h.text == text + " [redacted]" and h.orphans == 1
