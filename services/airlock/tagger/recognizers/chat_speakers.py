"""Who wrote each message of staff chat pasted into a record (Slack, Teams, WhatsApp, group texts, secure chat),
and whom a message mentions: a handle, a first name in lower case or initials in a log's column name a person
whatever they look like ("maddie.r  06:41", "dana 11:02p: ok", "21:34 - Jojo 🌸: side room 1", "@kfontaine",
"08-05-24 09:14 | AL | Intake by phone").

The shapes are a chat's or a log's own, so a word counts only where the layout says it is a speaker: at a line's
start before the message's time, after a WhatsApp export's date, time and dash, in a log's column between a time
and the entry. A handle must be made of a name (a given name or a surname among its parts, or an initial and a
surname) and never a role, team, ward, drug, level or time; a handle with a dot or an underscore stands alone, a
plain given name must recur in a chat of two speakers or more, a pair of initials counts only beside a named
speaker, and a log's initials only where two sets of them recur, or one set three times before sentences (a chart's
rows and columns have the same shapes: "hb 06:00: 98", "08:00 | BM | 6.2")."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer
from airlock.tagger.recognizers.drug_brands import is_drug
from airlock.tagger.recognizers.names import _MED_ABBREVIATIONS, _NEVER_NAME, _NOT_INITIALS_BARE

_TIME = r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ \t]?(?:[AaPp]\.?[Mm]?\.?))?"
_HANDLE = r"[a-z][a-z0-9]{0,19}(?:[._][a-z0-9]{1,20}){0,2}"
# a speaker at a line's start, then (a month and day and) the message's time, then a colon or the line's end:
# "dana 11:02p: hey", "maddie.r  Nov 18 06:41"
_SPEAKER_BEFORE_TIME = re.compile(
    rf"(?m)^[ \t>]{{0,6}}(?P<v>{_HANDLE})[ \t]{{1,4}}(?:[A-Z][a-z]{{2}}[ \t][0-9]{{1,2}},?[ \t]{{1,2}})?{_TIME}"
    r"(?=[ \t]*:[ \t]|[ \t]*$)")
# round 57: a chat export's line, its (ISO) date and time first, then the speaker's handle and a colon: "2024-05-02
# 09:12 priya.n: anyone else seeing", "2024-05-02 09:13 tomás: which meeting" (a handle in lower case, maybe with
# an accent; the same checks as a speaker before the time)
_SPEAKER_AFTER_TIME = re.compile(
    rf"(?m)^[ \t>]{{0,6}}(?:\[?[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}[ T])?\[?{_TIME}\]?[ \t]{{1,4}}"
    r"(?P<v>[a-zà-ÿ][a-z0-9à-ÿ]{0,19}(?:[._][a-z0-9à-ÿ]{1,20}){0,2}):[ \t]")
# a WhatsApp export's line, its date first: "18/01/2025, 21:34 - Jojo 🌸: side room 1" (a name of one to three words,
# maybe an emoji; round 68: or the date and time in brackets, as an iPhone exports them, "[12/06/2024, 07:21] Ngozi
# Sis: Thank God")
_WHATSAPP_SPEAKER = re.compile(
    rf"(?m)^\[?[0-9]{{1,4}}[/.\-][0-9]{{1,2}}[/.\-][0-9]{{2,4}},?[ \t]{{1,2}}{_TIME}(?:\][ \t]{{1,2}}|\]?[ \t][-–][ \t])(?P<v>[^\W\d_][\w'’\-]{{0,20}}(?:[ \t][^\W\d_][\w'’\-]{{0,20}}){{0,2}})"
    r"[ \t]?(?:[^\w\s:]{1,4}[ \t]?)?:[ \t]")
# initials in a log's column between the time and the entry: "08-05-24 09:14 | AL | Intake", "2024-11-04  GF  FNOL"
_LOG_INITIALS = re.compile(
    rf"(?m)(?:{_TIME}|^[0-9]{{2,4}}[\-/][0-9]{{2}}[\-/][0-9]{{2,4}})(?:[ \t]*\|[ \t]*|[ \t]{{2,6}})(?P<v>[A-Z]{{2,3}})"
    r"(?:[ \t]*\||[ \t]{2,6})(?=[ \t]*[A-Za-z])")
_ENTRY = re.compile(r"[^\n]{0,120}")  # (the log entry after the initials, to the line's end)
# round 62: an interview's speakers by their initials before each turn's colon, at a line's start or after the last
# turn's sentence ("DJ:  This is Dana Judge ... LP:  Yes ma'am. DJ:  Spell your full name"); see _turn_initials
_TURN_INITIALS = re.compile(r"(?:^|(?<=\n)|(?<=[.?!\"”)][ \t])|(?<=[.?!\"”)][ \t]{2}))[ \t]{0,4}(?P<v>[A-Z]{2,3}):[ \t]{1,3}"
                            r"(?=[A-Z0-9\"“'(\[])")
# round 68: a review's or a post's author at a line's start, before the middle dot and the author's review count, a
# post's age or date ("b. okonkwo · 1 review", "★★★★★  Ahmad Haidari · 3 reviews", "Mared ap Gwilym, Borth · 7 Mar",
# "dave k @dkav_dublin · Mar 15"); see _post_author for the name's checks
_MONTH_ABBR = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}"
_POST_AUTHOR = re.compile(
    r"(?m)^[ \t]{0,4}(?:[★☆✩✪⭐]{1,5}[ \t]{1,3})?(?P<v>[A-Za-zÀ-ž][\w'’\-]{0,20}\.?(?:[ \t](?:ap|van|de|da|al|el|bin|[A-Za-zÀ-ž]"
    r"[\w'’\-]{0,20}\.?)){0,2})(?:,[ \t][A-Z][\w'’\-]{1,25}(?:[ \t][A-Z][\w'’\-]{1,25})?)?(?:[ \t][^\w\s·•@]{1,3})?"
    r"(?:[ \t]@[A-Za-z0-9_.]{2,30})?[ \t]{1,2}[·•][ \t]{1,2}"
    rf"(?:[0-9]{{1,4}}[ \t](?:reviews?|friends?|photos?|posts?|contributions?)|Local[ \t]Guide|[0-9]{{1,2}}[ \t]?(?:h|d|w|hr|hrs|"
    rf"min|mins)(?:[ \t]ago)?(?![\w])|[0-9]{{1,2}}[ \t]{_MONTH_ABBR}(?![\w])|{_MONTH_ABBR}[ \t][0-9]{{1,2}}(?![\w]))")
# a mention: "@kfontaine", "@ravi.b", "@dr.aboagye" (not an e-mail's "@": a word character before it)
_MENTION = re.compile(r"(?<![\w.@/])@(?P<v>[A-Za-z][A-Za-z0-9]{1,20}(?:[._\-][A-Za-z0-9]{1,20}){0,2})(?![\w@]|\.[A-Za-z0-9])")

# round 53: a chat's speaker by role and name, either way round, before the message's colon: "[10:02] Receptionist
# (Wendy): Morning", "Priya (platform): 413 is because"; a Slack export's display name before the time, "Karthik R
# 10:14 AM" (a given name, then a surname or its initial)
# (a person's role: not an interpreter's language, "Interpreter (Polish):", nor a queue's, a bot's or a triage
# category's, "Agent (Alexa):", "Support (Ada):", "Triage (Amber):", "Dispatcher (Victor):"; the role a whole word)
_ROLE_THEN_NAME = re.compile(
    r"(?<![A-Za-z])(?i:receptionist|nurse|doctor|gp|pharmacist|clerk|physio|hca|midwife|health[ \t]visitor|"
    r"coordinator|paramedic|carer|therapist|advisor|adviser|social[ \t]worker|key[ \t]worker)"
    r"[ \t]?\((?P<v>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z][a-z'’\-]{1,20})?)\):")
# (a team's name in the brackets: not an allergen's, a plant's or a side's, "Hazel (nut):", "Iris (left):")
_NAME_THEN_TEAM = re.compile(
    r"(?m)^[ \t>*]{0,4}(?P<v>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z][a-z'’\-]{1,20})?)[ \t]\((?:platform|backend|frontend|"
    r"devops|data|dev|qa|it|ops|infra|support|security|sre|pm|product|design|integration|integrations|eng|engineering|"
    r"analytics|bi|admin|on-call|oncall|lead|tech[ \t]lead|team[ \t]lead|informatics|ehr|epic|cerner)\):[ \t]")
_DISPLAY_NAME_BEFORE_TIME = re.compile(
    r"(?m)^[ \t]{0,6}(?P<v>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z](?:[a-z'’\-]{1,20}|\.)?){0,2})[ \t]{1,4}"
    r"[0-9]{1,2}:[0-9]{2}[ \t]?(?:AM|PM|am|pm)(?=[ \t]|$|:[ \t])")  # (round 68: an SMS thread's, "Jenalyn 7:42 AM: Good")
_PERSON_WORD = re.compile(r"(?i)(?<![a-z'’])(?:i|i'm|i’m|im|you|me|my|we|he|she|him|her|ok|okay|thanks|thank|yes|no|"
                          r"please|sorry|morning|hi|hello)(?![a-z'’])")
_TIME_COLON = re.compile(r"[ \t]{1,4}[0-9]{1,2}:[0-9]{2}[ \t]?(?:AM|PM|am|pm)(?=:)")
_ACCOUNT_BEFORE = re.compile(r"(?i:user[ \t]?name|handle|account|instagram|insta|snapchat|tiktok|discord|twitter|"
                             r"gamertag)[ \t:,]{0,3}$")
_TITLES = frozenset("dr mr mrs ms miss sr sister nurse prof".split())
# roles, teams, places and times that chat handles and speakers are named after as often as people
_ROLE_WORDS = frozenset(
    "ward wards rehab renal porter porters reg registrar sho nurse nurses sister matron coord coordinator agency clerk "
    "admin lab team rota desk reception site bed beds night nights day days noon dawn dusk morning evening oncall "
    "pharm pharmacy radiology physio theatre theatres security switchboard clinic admissions flow cover all here "
    "channel everyone sage bot bank staff manager lead".split())
# a log's column of wards, roles, statuses and systems rather than of its writers: the name recognizer's capitals
# that are no initials, and the ones a claims file's or a chart's log adds
_NOT_INITIALS = _NOT_INITIALS_BARE | frozenset(
    "AAU ADM APS BM BO CDU CM CPR CSR DIS DOA ECHO EE EOB EOD EPR FAX FCE FU FYI IME IVI IVP IVR KVO LAB LTD MCO MDT "
    "NBM NEB NG NIL OBS PAS PBM PIP PPE PU QA RFI ROR RTW RX SDU SIU SMS SQ STD SW TBC TBD TD TEL TPR TTO TX UR VTE "
    "WC WNL XR".split())


class ChatSpeakerRecognizer(Recognizer):
    name = "chat_speaker"
    labels = ("CLINICIAN_NAME", "PATIENT_NAME")

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_SPEAKER_BEFORE_TIME, _SPEAKER_AFTER_TIME, _WHATSAPP_SPEAKER, _LOG_INITIALS, _MENTION, _ROLE_THEN_NAME,
                _NAME_THEN_TEAM, _DISPLAY_NAME_BEFORE_TIME, _TURN_INITIALS, _POST_AUTHOR)

    def analyze(self, doc: Doc) -> list[Span]:
        lex = lexicons.get()
        out: list[Span] = []
        # speakers before a time: a chat has two people or more, and a plain word recurs ("dana", "rj"); not a
        # schedule's rows ("paracetamol 06:00", "obs 14:00", "t1 08:00", "run_01 10:32")
        found = list(doc.finditer(_SPEAKER_BEFORE_TIME))
        speakers = [m for m in found if _speaker_ok(m.group("v"), lex)]
        after = [m for m in doc.finditer(_SPEAKER_AFTER_TIME) if _speaker_ok(_unaccented(m.group("v")), lex)]
        after_times = Counter(m.group("v") for m in after)
        if len(after_times) >= 2:  # (two speakers or more, as before the time)
            out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8) for m in after
                    if any(c in m.group("v") for c in "._") or after_times[m.group("v")] >= 2]
        if speakers:
            # (a pair of initials speaks too once a named speaker shows it is a chat: "dana 11:02p" ... "rj 11:03p";
            # alone they are a chart's rows, "hb 06:00: 98", "od 08:00")
            speakers += [m for m in found if len(m.group("v")) == 2 and m.group("v").isalpha()
                         and m.group("v").upper() not in _NOT_INITIALS and m.group("v") not in _MED_ABBREVIATIONS]
        times = Counter(m.group("v") for m in speakers)
        out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8) for m in speakers
                if any(c in m.group("v") for c in "._") or (len(times) >= 2 and times[m.group("v")] >= 2)]
        for m in doc.finditer(_WHATSAPP_SPEAKER):
            # the name's own words: not a title before it nor a role after it ("Dr Deshmukh", "Rohit PG Med",
            # "Aarti Intern"), no heading ("Welcome:", "Handover:", "Haloperidol:"), no kin word ("Amma:")
            a = m.start("v")
            kept: list[tuple[int, int]] = []
            for w in re.finditer(r"\S+", m.group("v")):
                low = w.group(0).lower()
                if not kept and low.rstrip(".") in _TITLES:
                    continue
                if (w.group(0).isupper() and len(w.group(0)) <= 4) or low in _NEVER_NAME or not _name_word(low, lex):
                    break
                kept.append((a + w.start(), a + w.end()))
            if kept:
                out.append(Span(kept[0][0], kept[-1][1], "CLINICIAN_NAME", self.name, 0.8))
        # initials in a log's column: a team writes it, so two sets of initials or more, each more than once (not a
        # column of one abbreviation, "08:00 | BM | 6.2", "10:00 | MDT | discussed")
        initials = [m for m in doc.finditer(_LOG_INITIALS) if m.group("v") not in _NOT_INITIALS
                    and m.group("v").lower() not in _MED_ABBREVIATIONS]
        seen = Counter(m.group("v") for m in initials)
        if sum(1 for n in seen.values() if n >= 2) >= 2:
            out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.75) for m in initials if seen[m.group("v")] >= 2]
        elif initials:
            # round 66: or one writer's initials three times or more, each before an entry of four words or more, and
            # any other writer's before such an entry ("3/19/24 09:12  KLS  Result reported to PCP office by phone" ...
            # "3/26/24 16:20  JR   Sweat Cl 22 / 24 mmol/L"; a chart's column of readings has shorter entries)
            prose = [m for m in initials if len(_ENTRY.match(doc.text, m.end()).group(0).split()) >= 4]
            said = Counter(m.group("v") for m in prose)
            if any(n >= 3 for n in said.values()):
                out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.75) for m in prose]
        out += _turn_initials(doc)
        for rx in (_ROLE_THEN_NAME, _NAME_THEN_TEAM):
            out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8) for m in doc.finditer(rx)
                    if _name_word(m.group("v").split()[0].lower(), lex) and m.group("v").split()[0].lower() not in
                    _SOFTWARE_NAMES]
        # (display names count in a chat of two speakers or more, one of them with a surname or its initial, each a
        # given name first: not a schedule's "Clinic 10:30 AM", a room's "Rowan  9:00 AM", a pill's "Yasmin  9:00 PM",
        # "Carol Service  6:00 PM", "Sando K  8:00 AM")
        displayed = list(doc.finditer(_DISPLAY_NAME_BEFORE_TIME))
        shown = [m for m in displayed if _display_name(m.group("v"), lex)]
        names = Counter(m.group("v") for m in shown)
        if len(names) >= 2 and any(" " in v for v in names):
            out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8) for m in shown]
        elif names:
            # round 68: an SMS thread's speakers, one word each before the message's time and a colon, two of them or
            # more, each twice or more, one a listed given name and the others no common word ("Jenalyn 7:42 AM: Good
            # morning", "Karen 7:50 AM: thanks")
            texted = [m for m in displayed if _TIME_COLON.match(doc.text, m.end("v")) and " " not in m.group("v") and (
                _display_name(m.group("v"), lex) or _rare_word(m.group("v").lower(), lex))]
            counts = Counter(m.group("v") for m in texted)
            # (messages, two of them or more speaking as a person does: not a room's or a class's timetable, "Hazel
            # 9:00 AM: Dr clinic", "Willow 8:30 AM: bloods")
            spoken = sum(1 for m in texted if _PERSON_WORD.search(doc.text, m.end(), _line_end(doc.text, m.end())))
            if len(counts) >= 2 and min(counts.values()) >= 2 and len(texted) == len(displayed) and spoken >= 2:
                out += [Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8) for m in texted]
        out += [Span(*m.span("v"), "PATIENT_NAME", self.name, 0.75) for m in doc.finditer(_POST_AUTHOR)
                if _post_author(m.group("v"), lex)]
        for m in doc.finditer(_MENTION):
            if _ACCOUNT_BEFORE.search(doc.text, max(0, m.start() - 24), m.start()):
                continue  # a social-media account's handle ("username @lily.chen.2007"): the login recognizer's id
            if _handle_names_someone(m.group("v"), lex):
                out.append(Span(*m.span("v"), "CLINICIAN_NAME", self.name, 0.8))
        return out


# round 53 (review): software, services and assistants named like people ("Jenkins (devops):", "Iris
# (integration):", "Cassandra (data):")
_SOFTWARE_NAMES = frozenset(
    "jenkins iris cassandra aurora athena ruby jasmine travis luigi airflow kafka hadoop spark hive presto trino "
    "django flask rails grafana kibana jira confluence sentry ansible chef puppet terraform helm argo docker redis "
    "mongo oracle alexa siri cortana ada erica watson mirth rhapsody".split())


# roles, parties and abbreviations that head a transcript's or a form's turns as often as initials do
_NOT_TURN_INITIALS = frozenset(
    "PT DR RN MD NP PA OT ST SLT HCA CNA LPN EMT PC DC DS DI DET SGT INT INTERP TR CLT APP RES DEF PLT CLM INS ADJ ATT "
    "ATTY CSL IO OIC SIO QS AS RE CC BCC TO FM FROM SUBJ ID NB PS OK NO YES DOB DOD MRN NHS SSN TEL FAX ROS HPI PMH "
    "PE HX SX RX TX DX AP IMP PLAN SOAP CT MRI XR US ECG EKG EEG BP HR RR GCS ICU ED ER OR GP".split())


def _turn_initials(doc: Doc) -> list[Span]:
    """An interview's speakers by their initials (``_TURN_INITIALS``): two sets of initials or more, each heading two
    turns or more, taking turns with each other, two turns answering a question (a form's or a chart's headings,
    "HPI:", "LP: done. CT: clear.", do not); the first to speak asks the questions, as staff. (Initials that are also
    an abbreviation, "LP", count here: the turns say they are a speaker's.)"""
    if ":" not in doc.text:
        return []
    turns = [m for m in doc.finditer(_TURN_INITIALS) if m.group("v") not in _NOT_TURN_INITIALS
             and m.group("v").lower() not in _MED_ABBREVIATIONS]
    seen = Counter(m.group("v") for m in turns)
    kept = [m for m in turns if seen[m.group("v")] >= 2]
    if len({m.group("v") for m in kept}) < 2:
        return []
    switches = sum(1 for a, b in zip(kept, kept[1:], strict=False) if a.group("v") != b.group("v"))
    # (and questions answered: two turns after a question mark, as no chart's "LP: done. CT: clear." has)
    answered = sum(1 for m in kept if doc.text[max(0, m.start() - 3) : m.start()].rstrip(" \t").endswith("?"))
    if switches < 3 or answered < 2:
        return []
    first = kept[0].group("v")
    return [Span(*m.span("v"), "CLINICIAN_NAME" if m.group("v") == first else "PATIENT_NAME", "chat_speaker", 0.75)
            for m in kept]


def _unaccented(word: str) -> str:
    """A handle without its accents, as the name lists hold names ("tomás" -> "tomas")."""
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii")


def _display_name(v: str, lex: lexicons.Lexicons) -> bool:
    """Round 53: a chat export's display name: a given name, then nothing, a surname or an initial."""
    words = v.split()
    if not _name_word(words[0].lower(), lex) or words[0].lower() not in lex.first:
        return False
    rest = words[1:]
    return not rest or len(rest) == 1 and (len(rest[0].rstrip(".")) == 1 or rest[0].lower() in lex.last and (
        lex.common.get(rest[0].lower(), 0.0) < 4.5))


_BUSINESS_WORDS = frozenset("dental dentist dentistry clinic clinics hospital pharmacy chemist chemists practice surgery "
                            "care health healthcare medical centre center group services service team ltd inc llc physio "
                            "physiotherapy optician opticians vets vet hospice home homes lodge".split())


def _post_author(v: str, lex: lexicons.Lexicons) -> bool:
    """Round 68: a post's or a review's author: a listed given name or surname among the words, the others initials,
    names or rare words, and no common word nor role first ("Reply", "Admin", "Moderator", "Update")."""
    words = [w.rstrip(".").lower() for w in v.split()]
    if v.lower() in lex.cities or any(w in _BUSINESS_WORDS for w in words):
        return False  # (a reviewer's town line, "Sandy Springs, GA · 2 friends"; a business, "Sunshine Dental")
    if words[0] in _ROLE_WORDS or len(words[0]) > 1 and lex.common.get(words[0], 0.0) >= 3.5 and words[0] not in lex.first:
        return False
    # (each word a name that is no very common word, or a rare word: not a business's, "Smile Bright Dental · 48
    # reviews", "Great service · 2 reviews")
    return any(w in lex.first or w in lex.last for w in words if len(w) > 1) and all(
        lex.common.get(w, 0.0) < (4.5 if w in lex.first or w in lex.last else 3.0) for w in words if len(w) > 1)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _rare_word(low: str, lex: lexicons.Lexicons) -> bool:
    """No common English word, drug, role or time word: "jenalyn" (a name the lists lack), not "nurse", "insulin"."""
    return lex.common.get(low, 0.0) < 2.5 and not is_drug(low) and low not in _ROLE_WORDS


def _name_word(low: str, lex: lexicons.Lexicons) -> bool:
    """A given name or a surname that is no common English word (beyond a name's own frequency), no drug and no
    role, team or time word ("ward", "porter", "reg", "dawn")."""
    common = lex.common.get(low, 0.0)
    return (low in lex.first or low in lex.last) and common < 4.5 and not is_drug(low) and low not in _ROLE_WORDS


def _handle_names_someone(handle: str, lex: lexicons.Lexicons) -> bool:
    """A handle made of a name: "maddie.r", "tomasz_k", "dr.aboagye", "kfontaine" (an initial and a surname),
    "dana"; not a team's, a ward's or a level's ("icu-team", "ward7", "L4-5", "oncall", "ICU")."""
    if any(c.isdigit() for c in handle) or "-" in handle or handle.isupper():
        return False
    low = handle.lower()
    if low in _ROLE_WORDS:
        return False
    if "." in low or "_" in low:
        parts = re.split(r"[._]", low)
        return not any(p in _ROLE_WORDS for p in parts) and any(
            _name_word(p, lex) for p in parts if len(p) >= 3 and p not in _TITLES)
    if len(low) >= 3 and low in lex.first and lex.common.get(low, 0.0) < 4.0 and not is_drug(low):
        return True  # a given name alone ("dana", "priya")
    # an initial and a surname ("kfontaine", "mtorres"; a common surname is a common word too, so its rank counts)
    rest = low[1:]
    return len(low) >= 5 and (lex.common.get(rest, 0.0) < 3.5 or lex.last.get(rest, 10**9) <= 5000) and (
        rest in lex.last and lex.common.get(rest, 0.0) < 4.5 and not is_drug(rest))


def _speaker_ok(v: str, lex: lexicons.Lexicons) -> bool:
    """A chat speaker's handle or name: a name-made handle or a given name (not two letters: "hb 06:00", "od 08:00"
    are a chart's rows as often as "rj 11:03p" a person's)."""
    if any(c.isdigit() for c in v) or "bot" in re.split(r"[._]", v):
        return False  # (an integration's account, "bot_epic_sync", is no person)
    return _handle_names_someone(v, lex)
