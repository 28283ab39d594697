"""Chat speakers and mentions: who wrote each message of pasted staff chat, and whom a message mentions."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.chat_speakers import ChatSpeakerRecognizer

REC = ChatSpeakerRecognizer()


def _found(text: str) -> set[str]:
    return {text[s.start : s.end] for s in REC.analyze(Doc(text))}


_SMS = ("dana 11:02p: hey whos got cross cover for onc tonite\n"
        "rj 11:03p: me\n"
        "dana 11:05p: ok 7 east rm 14 temp 38.9\n"
        "rj 11:06p: k ill come look\n")
_SLACK = ("maddie.r  Nov 18 06:41\nanyone have eyes on 412?\n\n"
          "tomasz_k  06:42\non it.\n\n"
          "bot_epic_sync  06:50\nADT feed updated\n")
_WHATSAPP = ("18/01/2025, 19:52 - Kerry-Ann: bay 3 bed 2 still not passed urine\n"
             "18/01/2025, 21:34 - Jojo 🌸: side room 1 NEWS 5\n"
             "18/01/2025, 21:40 - Dr Hussain: ok catheter\n"
             "18/01/2025, 21:41 - Aarti Intern: ABG syringe finished\n")
_LOG = ("08-05-24 09:14 | AL | Intake by phone from EE.\n"
        "08-05-24 09:30 | AL | Sent APS request to OB.\n"
        "08-27-24 10:40 | RB | Husband called.\n"
        "08-27-24 10:44 | RB | Benefits through 10/19.\n"
        "2024-11-04  GF  FNOL taken by phone.\n"
        "2024-11-06  GF  Pre-approved 25 physio.\n")


def test_speakers_before_a_messages_time_that_recur_are_found() -> None:
    assert _found(_SMS) == {"dana", "rj"}


def test_handles_with_a_dot_or_an_underscore_stand_alone_but_no_bot() -> None:
    assert _found(_SLACK) == {"maddie.r", "tomasz_k"}


def test_whatsapp_senders_without_their_titles_or_roles() -> None:
    assert _found(_WHATSAPP) == {"Kerry-Ann", "Jojo", "Hussain", "Aarti"}


def test_initials_in_a_logs_column_that_recur() -> None:
    assert _found(_LOG) == {"AL", "RB", "GF"}


def test_mentions_but_not_an_accounts_handle() -> None:
    assert _found("@kfontaine can you look? cc @ravi.b") == {"kfontaine", "ravi.b"}
    assert not _found("Friend (username @lily.chen.2007, per mom) saw the post")


@pytest.mark.parametrize("text", [
    # look-alikes: a word said once before a time, a common word, an agenda, a ward column, a kin word, e-mail,
    # "@" as "at"
    "temp 11:02: 38.9\nbp 11:05: 120/80\ntemp 11:20: 38.1\n",
    "note 09:00: seen\nnote 10:00: seen again\n",
    "09:00 - Registration: coffee\n09:30 - Welcome: chair opens",
    "14/09, 7:45 am - Amma: sugar 286 fasting today",
    "08:00 | ED | triage\n09:00 | ED | seen\n",
    "write to j.smith@example.org today",
    "meet @home at 5, reviewed @ bedside",
    "dana 11:02p: one message only",
    # (review: a chart's rows, roles and teams)
    "hb 06:00: 98\ncr 06:00: 110\nhb 12:00: 96\ncr 12:00: 118\n",
    "porter 09:00: requested\nward 09:10: ready\nporter 09:40: arrived\nward 09:45: pt left\n",
    "08:00 | SQ | heparin 5000 units\n08:00 | TD | fentanyl patch\n20:00 | SQ | heparin\n20:00 | TD | checked\n",
    "@renal please review K 6.1, @ward.clerk please print labels, pain @L4-5, @icu-team",
    "paracetamol 06:00\nparacetamol 12:00\nmetformin 08:00\nmetformin 18:00\n",
    "14:00 - Haloperidol: 2.5 mg IM for agitation",
])
def test_look_alikes_are_not_speakers(text: str) -> None:
    assert not _found(text)
