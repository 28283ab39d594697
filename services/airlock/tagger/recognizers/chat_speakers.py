"""Who wrote each message of staff chat pasted into a record (Slack, Teams, WhatsApp, group texts, secure chat),
and whom a message mentions: a handle, a first name in lower case or initials in a log's column name a person
whatever they look like ("maddie.r  06:41", "dana 11:02p: ok", "21:34 - Jojo 🌸: side room 1", "@kfontaine",
"08-05-24 09:14 | AL | Intake by phone").

The shapes are a chat's or a log's own, so a word counts only where the layout says it is a speaker: at a line's
start before the message's time, after a WhatsApp export's time and dash, in a log's column between a time and the
entry. Plain words must also recur as a speaker (a chat has several messages from each person) and not be common
words unless they are given names; handles with a dot, an underscore or a digit stand alone."""

from __future__ import annotations

import re
from collections import Counter

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer
from airlock.tagger.recognizers.names import _NEVER_NAME

_TIME = r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ \t]?(?:[AaPp]\.?[Mm]?\.?))?"
_HANDLE = r"[a-z][a-z0-9]{0,19}(?:[._][a-z0-9]{1,20}){0,2}"
# a speaker at a line's start, then (a month and day and) the message's time, then a colon or the line's end:
# "dana 11:02p: hey", "maddie.r  Nov 18 06:41"
_SPEAKER_BEFORE_TIME = re.compile(
    rf"(?m)^[ \t>]{{0,6}}(?P<v>{_HANDLE})[ \t]{{1,4}}(?:[A-Z][a-z]{{2}}[ \t][0-9]{{1,2}},?[ \t]{{1,2}})?{_TIME}"
    r"(?=[ \t]*:[ \t]|[ \t]*$)")
# a WhatsApp export's line: "18/01/2025, 21:34 - Jojo 🌸: side room 1" (a name of one to three words, maybe an emoji)
_WHATSAPP_SPEAKER = re.compile(
    rf"(?m)^[^\n]{{0,24}}{_TIME}[ \t][-–][ \t](?P<v>[^\W\d_][\w'’\-]{{0,20}}(?:[ \t][^\W\d_][\w'’\-]{{0,20}}){{0,2}})"
    r"[ \t]?(?:[^\w\s:]{1,4}[ \t]?)?:[ \t]")
# initials in a log's column between the time and the entry: "08-05-24 09:14 | AL | Intake", "2024-11-04  GF  FNOL"
_LOG_INITIALS = re.compile(
    rf"(?m)(?:{_TIME}|^[0-9]{{2,4}}[\-/][0-9]{{2}}[\-/][0-9]{{2,4}})(?:[ \t]*\|[ \t]*|[ \t]{{2,6}})(?P<v>[A-Z]{{2,3}})"
    r"(?:[ \t]*\||[ \t]{2,6})(?=[ \t]*[A-Za-z])")
# a mention: "@kfontaine", "@ravi.b", "@dr.aboagye" (not an e-mail's "@": a word character before it)
_MENTION = re.compile(r"(?<![\w.@/])@(?P<v>[A-Za-z][A-Za-z0-9]{1,20}(?:[._\-][A-Za-z0-9]{1,20}){0,2})(?![\w@]|\.[A-Za-z0-9])")

_ACCOUNT_BEFORE = re.compile(r"(?i:user[ \t]?name|handle|account|instagram|insta|snapchat|tiktok|discord|twitter|"
                             r"gamertag)[ \t:,]{0,3}$")
_TITLES = frozenset("dr mr mrs ms miss sr sister nurse prof".split())
# a log's column of wards, roles, statuses and systems rather than of its writers
_NOT_INITIALS = frozenset(
    "ED ER OR ICU HDU CCU MAU AMU SAU NICU PICU RN MD DO NP PA PT OT SW GP IV PO NA OK AM PM EE HR CM UR QA RX DR MR MS "
    "CT XR US ECG EKG LAB OBS TX DC FU ADM DIS NIL NEW OLD YES NO IN OUT ON AT BY TO OF FYI TBC TBD EOD SMS FAX TEL "
    "APS IME FCE RTW STD LTD WC EOB PBM MCO CSR IVR".split())


class ChatSpeakerRecognizer(Recognizer):
    name = "chat_speaker"
    labels = ("CLINICIAN_NAME",)

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_SPEAKER_BEFORE_TIME, _WHATSAPP_SPEAKER, _LOG_INITIALS, _MENTION)

    def analyze(self, doc: Doc) -> list[Span]:
        lex = lexicons.get()
        out: list[Span] = []

        def plain_word_ok(word: str) -> bool:
            low = word.lower()
            common = lex.common.get(low, 0.0)
            return common < 3.5 or (low in lex.first and common < 4.5)

        speakers = [m for m in doc.finditer(_SPEAKER_BEFORE_TIME)]
        times = Counter(m.group("v") for m in speakers)
        for m in speakers:
            v = m.group("v")
            if "bot" in re.split(r"[._]", v):
                continue  # (an integration's account, "bot_epic_sync", is no person)
            if any(c in v for c in "._") or any(c.isdigit() for c in v) or (times[v] >= 2 and plain_word_ok(v)):
                out.append(Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8))
        for m in doc.finditer(_WHATSAPP_SPEAKER):
            # the name's own words: not a title before it nor a role after it ("Dr Deshmukh", "Rohit PG Med",
            # "Aarti Intern"), no agenda's heading ("09:30 - Welcome: chair opens"), no kin word ("Amma: sugar 286")
            a = m.start("v")
            kept: list[tuple[int, int]] = []
            for w in re.finditer(r"\S+", m.group("v")):
                low = w.group(0).lower()
                if not kept and low.rstrip(".") in _TITLES:
                    continue
                common = lex.common.get(low, 0.0)
                if (w.group(0).isupper() and len(w.group(0)) <= 4) or low in _NEVER_NAME or (
                        common >= 3.5 and not (low in lex.first and common < 4.5)):
                    break
                kept.append((a + w.start(), a + w.end()))
            if kept:
                out.append(Span(kept[0][0], kept[-1][1], "CLINICIAN_NAME", self.name, 0.8))
        initials = [m for m in doc.finditer(_LOG_INITIALS) if m.group("v") not in _NOT_INITIALS]
        seen = Counter(m.group("v") for m in initials)
        out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.75) for m in initials if seen[m.group("v")] >= 2]
        for m in doc.finditer(_MENTION):
            v = m.group("v")
            if _ACCOUNT_BEFORE.search(doc.text, max(0, m.start() - 24), m.start()):
                continue  # a social-media account's handle ("username @lily.chen.2007"): the login recognizer's id
            if any(c in v for c in "._-") or any(c.isdigit() for c in v) or plain_word_ok(v):
                out.append(Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8))
        return out
