"""Ids given in the turn after the question that asks for them (call transcripts, chats, interviews)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.answered_ids import AnsweredIdRecognizer
from airlock.tagger.recognizers.base import Doc

REC = AnsweredIdRecognizer()


def _found(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.label for s in REC.analyze(Doc(text))}


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Agent: Can I get the member ID on the card?\nCaller: Yeah it's XJH448120937.", "XJH448120937", "HEALTH_PLAN_ID"),
    ("AGENT: And the member ID? CALLER: MRX 8821 0047 55, group GRP-00417B.", "MRX 8821 0047 55", "HEALTH_PLAN_ID"),
    ("Rep: What's the claim number?\nMe: 2024-118839-01", "2024-118839-01", "OTHER_ID"),
    ("[10:42] Pharmacist: and the Rx number please?\n[10:43] Mrs Okafor: um, ok it's 6620418", "6620418", "OTHER_ID"),
    ("Q: What is your policy number for this one?\n\nA: sure, I think it's PLX-4471902", "PLX-4471902", "HEALTH_PLAN_ID"),
    ("Clerk: do you have the hospital number?\nDaughter: one sec... K 448 1190", "K 448 1190", "MRN"),
    ("CSR: Account number? Caller: 0044 7719 2281", "0044 7719 2281", "ACCOUNT_NUMBER"),
    ("nurse: what's his NHS number?\nwife: 943 476 5919", "943 476 5919", "NHS_NUMBER"),
    ("Agent: the prescriber's NPI?\nMA: 1447281903", "1447281903", "LICENSE_NUMBER"),
    ("Rep: Reference number, please?\nCaller: R-2291-0457-A", "R-2291-0457-A", "OTHER_ID"),
])
def test_an_id_that_answers_its_question_is_found(text: str, value: str, label: str) -> None:
    assert _found(text).get(value) == label


@pytest.mark.parametrize("text", [
    "Rep: what's the reference number?\nMe: sorry, I don't have it, call me on 0412 555 019",  # something said first
    "Agent: and the member ID?\nCaller: it's on the card, hang on",  # no value
    "Agent: the claim number?\nCaller: 03-12-1961, that's my birthday",  # a date in groups
    "Agent: what's the claim number? I'll wait.\nCaller: 4471",  # four digits: too few
    "What's the claim number? The form says 24 units were billed",  # no turn: the question's own text goes on
    "Agent: member ID?\nCaller: 12 tablets of 500 mg",  # a count, not five digits
    "Agent: do you have the reference number from the letter from the hospital in town?\nCaller: 44719032",  # far cue
    "How many were enrolled? Site 12: 48 patients",  # no cue
])
def test_speech_that_gives_no_id_is_left(text: str) -> None:
    assert not REC.analyze(Doc(text))


def test_the_answer_beats_a_trial_protocol_shape() -> None:
    text = "Agent: Thanks. What's the claim number?\nCaller: 2024-118839-01"
    assert [(text[s.start : s.end], s.label) for s in detect(text, mode="fast") if s.end > 40] == [
        ("2024-118839-01", "OTHER_ID")]
