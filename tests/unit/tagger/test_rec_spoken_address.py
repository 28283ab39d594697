"""Postcodes, ZIP codes and house numbers read out in a call or a dictation, as speech-to-text writes them."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.spoken_addresses import SpokenAddressRecognizer

REC = SpokenAddressRecognizer()


def _found(text: str) -> dict[str, str]:
    return {text[s.start : s.end]: s.label for s in REC.analyze(Doc(text))}


@pytest.mark.parametrize(("text", "value", "label"), [
    ("[Speaker 3]: Zip code is six three oh three one. The pharmacy has it.", "six three oh three one", "ZIP"),
    ("unit two R, zip six oh six one seven agent: 9102 S Bennett", "six oh six one seven", "ZIP"),
    ("CALLER: Inala, postcode four oh seven seven NURSE: Thanks.", "four oh seven seven", "POSTCODE"),
    ("the eircode is R ninety-three, X, four, P, six, one. That's", "R ninety-three, X, four, P, six, one", "POSTCODE"),
    ("address twenty two mauldeth road heald green", "twenty two mauldeth road", "STREET_ADDRESS"),
    ("Cat 2 for you, forty one Scarisbrick New Road, Southport", "forty one Scarisbrick New Road", "STREET_ADDRESS"),
    ("it's ninety one oh two South Bennett Avenue, unit two R, zip", "ninety one oh two South Bennett Avenue, unit two R",
     "STREET_ADDRESS"),
    ("we live at twenty two Main Street now", "twenty two Main Street", "STREET_ADDRESS"),
])
def test_codes_and_streets_read_out_are_found(text: str, value: str, label: str) -> None:
    assert _found(text).get(value) == label


@pytest.mark.parametrize("text", [
    "zip code is 63031",  # written in digits: the ZIP recognizer's
    "zip code six three oh",  # three digits add up to no ZIP
    "zip code is six three oh three one two",  # six digits neither
    "the postcode is on the letter, it's four",  # one digit after the cue
    "we drove the one way street past two lane road",  # no street's own name
    "six oh six one seven, that's the number to call",  # no cue: a phone's or an id's
    "pin two",  # a pin is also a thing
])
def test_runs_of_number_words_without_a_code_or_a_street_are_not(text: str) -> None:
    assert _found(text) == {}
