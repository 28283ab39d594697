"""Postcodes, ZIP codes and house numbers read out in a call, a dictation or an ambient-scribe transcript, where
speech-to-text writes them as words: "zip code is six three oh three one", "postcode four oh seven seven", "the
eircode is R ninety-three, X, four, P, six, one", "P R eight, six H R", "twenty two mauldeth road", "ninety one oh
two South Bennett Avenue, unit two R".

A code counts only after its cue word (a run of number words is a phone's or an id's as often) and only when what
is read out adds up to a code: five or nine digits after "zip", letters or four to eight digits after "postcode",
"eircode" or "pin". A street needs its suffix and a word of its name that is rare or capitalised ("one way street",
"two lane road" are not addresses; "twenty two Main Street" is)."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer
from airlock.tagger.recognizers.dates import _SPOKEN_TENS as _TENS
from airlock.tagger.recognizers.dates import _SPOKEN_UNIT as _UNIT

_TEEN = r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
_NUM_WORD = rf"(?:{_TENS}(?:[ \t\-]{_UNIT})?|{_TEEN}|{_UNIT}|zero|oh|(?:double|triple)[ \t\-]{_UNIT}|hundred)"
_DIGITS_OF = {**{w: 1 for w in "zero oh one two three four five six seven eight nine".split()},
              **{w: 2 for w in "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen "
                                "twenty thirty forty fifty sixty seventy eighty ninety hundred".split()}}
_TOKEN = rf"(?:(?i:{_NUM_WORD})(?![A-Za-z])|[A-Z](?![A-Za-z'’])|[0-9]{{1,4}}(?![0-9A-Za-z]))"
_CODE = re.compile(
    r"(?<![a-z])(?i:(?P<k>zip(?:[ \t]code)?|post[ \t]?code|postal[ \t]code|eircode|pin(?:[ \t]code)?))"
    r"(?:,?[ \t]{1,2}(?i:is|was|it's|its))?[ \t]{0,2}[:,]?[ \t]{1,2}"
    rf"(?P<v>{_TOKEN}(?:[ \t]{{0,2}}[,\-]?[ \t]{{1,2}}{_TOKEN}){{1,9}})")
_STREET_SUFFIX = (r"(?:road|street|avenue|drive|lane|way|court|close|crescent|boulevard|place|terrace|grove|parkway|"
                  r"highway|rd|st|ave|dr|ln|blvd)")
_STREET = re.compile(
    rf"(?<![A-Za-z\-])(?P<n>(?i:{_NUM_WORD})(?:[ \t\-](?i:{_NUM_WORD})){{0,3}})[ \t]{{1,2}}"
    rf"(?P<s>(?:[A-Za-z][a-z'’]+[ \t]{{1,2}}){{1,3}}(?i:{_STREET_SUFFIX}))(?![A-Za-z])"
    # a flat after it, read out too: ", unit two R", ", apartment three B"
    rf"(?P<u>,?[ \t]{{1,2}}(?i:unit|apartment|apt|flat|suite)[ \t]{{1,2}}(?i:{_NUM_WORD})(?:[ \t]{{1,2}}[A-Z](?![A-Za-z]))?)?")
_WORDS = re.compile(r"[a-z]+|[0-9]+|[A-Z]")


def _digits(value: str) -> tuple[int, int]:
    """How many digits and how many spelled letters ``value`` reads out."""
    digits = letters = 0
    words = _WORDS.findall(value)
    for i, w in enumerate(words):
        low = w.lower()
        if w.isdigit():
            digits += len(w)
        elif len(w) == 1 and w.isupper():
            letters += 1
        elif low in ("double", "triple"):
            continue
        elif low in _DIGITS_OF:
            prev = words[i - 1].lower() if i else ""
            if prev in _TENS_WORDS and low in _UNIT_WORDS:
                continue  # "twenty-eight": two digits, counted with "twenty"
            digits += _DIGITS_OF[low] * (2 if prev == "double" else 3 if prev == "triple" else 1)
    return digits, letters


_TENS_WORDS = frozenset("twenty thirty forty fifty sixty seventy eighty ninety".split())
_UNIT_WORDS = frozenset("one two three four five six seven eight nine".split())


class SpokenAddressRecognizer(Recognizer):
    name = "spoken_address"
    labels = ("ZIP", "POSTCODE", "STREET_ADDRESS")

    def regexes(self) -> list[re.Pattern[str]]:
        return [_CODE, _STREET]

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        for m in doc.finditer(_CODE):
            value = m.group("v")
            if not any(w.lower() in _DIGITS_OF for w in _WORDS.findall(value)):
                continue  # written in digits: the postcode and ZIP recognizers' own
            digits, letters = _digits(value)
            if m.group("k").lower().startswith("zip"):
                if letters or digits not in (5, 9):
                    continue
                label = "ZIP"
            elif not (letters and digits) and not 4 <= digits <= 8:
                continue
            else:
                label = "POSTCODE"
            out.append(Span(m.start("v"), m.end("v"), label, self.name, 0.75))
        if not doc.may_match(_STREET):
            return out
        common = lexicons.get().common
        for m in doc.finditer(_STREET):
            name_words = m.group("s").split()[:-1]
            if not any(common.get(w.lower(), 0.0) < 4.5 or w[0].isupper() for w in name_words):
                continue  # "one way street", "two lane road": no street's own name (but "Main Street", "oak street")
            end = m.end("u") if m.group("u") else m.end("s")
            out.append(Span(m.start("n"), end, "STREET_ADDRESS", self.name, 0.75))
        return out
