"""Ids given in the turn after the question that asks for them, in a call transcript, a chat or an interview:
"AGENT: And the member ID? CALLER: MRX 8821 0047 55", "Rep: what's the claim number on that one?\\nMe: yeah it's
24-118839-01".

A cue right before its value is the labelled recognizers' work (``ids.py``); here the cue ends a question and the
value opens the next turn, after its speaker's label and a few words of speech at most ("yeah, it's", "sure, I
think it's"). The question must ask for the number and end within a few words of its cue, and the value must look
like an id and end the turn: six digits or more, as one code or in groups, never a date nor a reading in small groups;
anything else said first ("sorry, I don't have it") or after it ("12000 a year") and nothing is read as the answer."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, Recognizer

# what each question asks for, and the label its answer gets
_CUES: dict[str, tuple[str, ...]] = {
    "HEALTH_PLAN_ID": ("member id", "member number", "member no", "membership number", "subscriber id",
                       "subscriber number", "policy number", "policy no", "insurance id", "insurance number",
                       "medicaid id", "medicaid number", "medicare id", "medicare number", "group number", "plan id",
                       "beneficiary id", "mbi"),
    "ACCOUNT_NUMBER": ("account number", "account no", "acct number"),
    "MRN": ("mrn", "medical record number", "hospital number", "chart number"),
    "SSN": ("social security number", "ssn"),
    "NHS_NUMBER": ("nhs number",),
    "LICENSE_NUMBER": ("npi", "npi number", "dea number", "license number", "licence number"),
    "OTHER_ID": ("claim number", "claim no", "reference number", "ref number", "case number", "confirmation number",
                 "authorization number", "authorisation number", "auth number", "ticket number", "tracking number",
                 "incident number", "request number", "rx number", "prescription number", "referral number",
                 "passport number"),
}
_LABEL_OF = {cue: label for label, cues in _CUES.items() for cue in cues}
_CUE_ALTS = "|".join(sorted((c.replace(" ", r"[ \t]{1,2}") for c in _LABEL_OF), key=len, reverse=True))
# (a speaker's label: "CALLER:", "Mrs Okafor:", "[10:42] Rep:", "A:", "wife:")
_SPEAKER = (r"(?:\[[^\]\n]{1,24}\][ \t]{0,2})?"
            r"(?:[A-Za-z][A-Za-z.'’\-]{0,20}(?:[ \t][A-Za-z.'’\-]{1,20}){0,2}[ \t]{0,2}:)")
# (the words before an id read out: "yeah it's", "sure, I think it's", "um, ok it is", "it's uh")
_SPEECH = (r"(?i:yes|yeah|yep|yup|sure|ok|okay|right|so|um+|uh+|erm|hmm|it's|it’s|its|it[ \t]is|that's|that[ \t]is|"
           r"i[ \t]think|i[ \t]believe|one[ \t]sec(?:ond)?|hang[ \t]on|let[ \t]me[ \t](?:see|check|look)|"
           r"the[ \t]number[ \t]is|my[ \t](?:number|id)[ \t]is|it[ \t]should[ \t]be)")
_ANSWERED = re.compile(
    rf"(?i:(?<![a-z])(?P<cue>{_CUE_ALTS}))(?![a-z])"
    # the rest of the question: "please", "again", or where the number is or whose ("on the card", "for this one"),
    # nothing else ("what's the reference number range?", "was the hospital number recorded?")
    r"(?:[ \t,]{1,3}(?i:please|again|on[ \t](?:the|your|his|her|their)[ \t](?:card|letter|form|account)|"
    r"for[ \t](?:this|that|the)[ \t](?:one|patient|claim|call|member)|for[ \t](?:him|her|them|you|me)|you[ \t]have|"
    r"of[ \t]the[ \t](?:patient|member)|and[ \t](?:the[ \t])?(?:dob|date[ \t]of[ \t]birth|name|postcode|zip)))"
    r"{0,2}[ \t]{0,2}\?"
    # then the next turn: on the same line after its speaker, or on the next line or two
    rf"(?:[ \t]{{1,3}}{_SPEAKER}|[ \t]*(?:\r?\n[ \t]*){{1,2}}{_SPEAKER}?)"
    rf"[ \t]{{0,3}}(?:{_SPEECH}[ \t]{{0,2}}[,.…\-]{{0,3}}[ \t]{{0,2}}){{0,4}}"
    # the value: letters and digits, maybe in groups, six digits or more in all
    r"(?P<v>(?=(?:[A-Z\- ]{0,8}[0-9]){6})[A-Z0-9]{1,16}(?:[ \-][A-Z0-9]{1,12}){0,6})(?![A-Za-z0-9]|[\-/.:][A-Za-z0-9])"
    # and nothing more said of it: the turn ends, or a comma, or "and" ("14500 total", "12000 a year", "40000 IU",
    # "0069 0105 30 is the NDC" are amounts, counts and codes)
    r"(?=[ \t]*(?:$|[,.;!?)\]]|\n|[ \t](?:and|but|thanks|thank|please|right|ok|okay)(?![A-Za-z])))"
)
# (the question asks for the number; it does not count, check or ask about it: "How many claims were submitted without a
# claim number?", "Have you checked the member ID?", "Did the claim number come through?")
_NOT_ASKING = re.compile(r"(?i:\b(?:how|did|was|were|have[ \t]you|has|which|when|why|where|whether|without|missing|"
                         r"is[ \t]the|are)\b)")
# (a standard's, a product's, an article's or a project's number read off a label or a page is no person's: "ISO
# 80369-7", "REF 300912", "LOT 4471902", "PMID 31462531", "IRAS 312456", "PR 104522"; nor a drug's NDC or a book's ISBN)
_NOT_PERSONAL = re.compile(r"(?:ISO|IEC|EN|BS|DIN|ASTM|REF|LOT|PMID|PMCID|DOI|ISBN|IRAS|PR|NDC|GTIN|UDI|SKU|CAT|"
                           r"TEST)[ \-]?[0-9]|[0-9]{5}-[0-9]{4}-[0-9]{2}|[0-9]{4}-[0-9]{4}-[0-9]{2}|97[89][0-9]{10}")
# (a date read out in groups is the date recognizer's: "03-12-1961", "1961 03 12")
_DATE_SHAPE = re.compile(r"[0-9]{1,2}[ \-][0-9]{1,2}[ \-](?:19|20)[0-9]{2}"
                         r"|(?:19|20)[0-9]{2}[ \-][0-9]{1,2}[ \-][0-9]{1,2}")


class AnsweredIdRecognizer(Recognizer):
    name = "answered_id"
    labels = tuple(_CUES)

    def regexes(self) -> list[re.Pattern[str]]:
        return [_ANSWERED]

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        if "?" not in doc.text:
            return out
        for m in doc.finditer(_ANSWERED):
            value = m.group("v")
            if _DATE_SHAPE.fullmatch(value) or _NOT_PERSONAL.match(value) or _NOT_ASKING.search(
                    doc.text, doc.line_start(m.start()), m.start()):
                continue
            if sum(len(g) <= 2 and g.isdigit() for g in re.split(r"[ \-]", value)) > 1:
                continue  # digits in small groups: scores, rankings or readings ("27 14 31", "BP 132 84 HR 88")
            label = _LABEL_OF[re.sub(r"[ \t]+", " ", m.group("cue").lower())]
            # (the question names what the answer is: it beats a trial protocol's shape, which a claim's
            # "2024-118839-01" has)
            out.append(Span(m.start("v"), m.end("v"), label, self.name, 0.92))
        return out
