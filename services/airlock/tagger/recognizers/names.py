"""Person names without a pretrained NER model: lexicons + capitalisation + context rules.

Evidence per token: membership and popularity rank in the name lexicons (names-dataset, Faker), English word
frequency (wordfreq) to spot names that are also common words, capitalisation (ignored in ALL-CAPS notes).
Context: titles (Dr, Mr, Mrs, Sister, Prof ...), roles (patient, pt, investigator, CRA, seen by, signed),
relations (son, daughter, husband, wife, NOK ...), labelled fields ("Name:"), signature lines. A run of
name-like tokens is accepted when context supports it, or when its lexicon evidence is strong enough on its
own (a given name followed by a capitalised token, a rare surname). Accepted tokens are then propagated to
their other mentions in the document ("Mrs Okafor ... Okafor was reviewed").

Labels: CLINICIAN_NAME / INVESTIGATOR / RELATIVE_NAME from the context, PATIENT_NAME otherwise.
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer

_TOKEN_RE = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*(?:['’]s)?|[0-9]+|[^\w\s]|\n")

TITLES_CLIN = {
    "dr", "doctor", "prof", "professor", "sister", "nurse", "matron", "consultant", "registrar", "surgeon",
    "physician", "midwife", "physio", "physiotherapist", "pharmacist", "dietitian", "therapist", "paramedic",
    "sn", "rn", "hca", "np", "pa", "fy1", "fy2", "sho", "spr", "st1", "st2", "st3", "ct1", "ct2", "gp", "anaesthetist",
    "anesthetist", "radiologist", "oncologist", "cardiologist", "psychiatrist", "psychologist", "resident",
    "intern", "fellow", "attending", "hospitalist", "practitioner", "sr", "staff",
}
TITLES_PAT = {"mr", "mrs", "ms", "miss", "mx", "master", "mstr", "madam", "sir", "rev", "revd", "father", "fr"}
ROLE_CLIN = (
    "seen by", "reviewed by", "signed by", "electronically signed by", "e-signed by", "dictated by", "typed by",
    "authorised by", "authorized by", "verified by", "reported by", "discussed with", "d/w", "under the care of",
    "under", "referred by", "referring", "attending", "consultant", "surgeon", "cc", "cc:", "from", "author",
    "signed", "signature", "sincerely", "regards", "wishes", "clinician", "on call", "bleep", "per",
    "handed over to", "escalated to", "reviewed with", "assessed by", "examined by", "admitting", "requested by",
    "ordering", "physician", "gp", "nurse", "named nurse", "key worker", "care coordinator", "treating",
)
ROLE_INV = (
    "investigator", "principal investigator", "sub-investigator", "subinvestigator", "sub-i", "pi", "co-pi",
    "cra", "monitor", "clinical research associate", "study coordinator", "coordinator", "medical monitor",
    "sponsor contact", "study nurse", "research nurse", "study physician", "study doctor", "trial manager",
    "project manager", "site lead", "chief investigator", "ci", "safety physician", "reporter",
)
ROLE_REL = (
    "son", "daughter", "wife", "husband", "mother", "father", "mum", "mom", "dad", "brother", "sister", "partner",
    "spouse", "niece", "nephew", "aunt", "uncle", "grandson", "granddaughter", "grandmother", "grandfather",
    "cousin", "friend", "neighbour", "neighbor", "carer", "caregiver", "nok", "next of kin", "guardian",
    "fiance", "fiancé", "fiancee", "boyfriend", "girlfriend", "stepson", "stepdaughter", "son-in-law",
    "daughter-in-law", "relative", "family member", "emergency contact", "contact", "sibling", "parent",
    "twin", "lpa", "power of attorney", "poa", "kin", "children", "child", "sons", "daughters", "brothers",
    "sisters", "grandchildren",
)
ROLE_PAT = (
    "patient", "pt", "pt.", "name", "patient name", "pt name", "full name", "surname", "forename", "forenames",
    "first name", "last name", "given name", "family name", "re", "subject", "client", "resident", "service user",
    "mrn", "known as", "aka", "a.k.a", "called", "named", "preferred name", "initials", "patient initials",
    "dear", "for", "pts", "about", "regarding",
)

# Words that end a name run / never are a name on their own (clinical and document vocabulary).
BLOCK = set(
    """
a an the and or of in on at to for by with from as is was be been are were has had have do does did not no yes
he she they him her his hers their them it its we us our you your i me my this that these those who whom which
mr mrs ms miss dr prof sir madam patient pt pts name date dob age sex male female man woman history
plan impression assessment diagnosis diagnoses problem problems medication medications allergies allergy
discharge admission admitted discharged summary note notes letter report review reviewed seen signed
ward bay bed room unit hospital clinic trust nhs centre center department dept surgery practice gp ed ae a&e
icu itu hdu ccu opd theatre theatres pharmacy radiology pathology lab labs blood bloods urine chest abdomen
pain fever cough vomiting nausea diarrhoea diarrhea headache rash bp hr rr spo2 temp sats o/e oe exam
examination investigations results result ecg ekg cxr ct mri us xray x-ray echo obs nad nkda nkfa
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
september october november december jan feb mar apr jun jul aug sep sept oct nov dec today yesterday tomorrow
morning afternoon evening night am pm daily bd tds qds od prn stat po iv im sc sl nbm
left right bilateral upper lower anterior posterior mild moderate severe acute chronic stable improved worse
normal abnormal positive negative previous past medical surgical family social drug alcohol smoking
grade stage type cycle dose arm study trial protocol site subject visit screening baseline week day month
year years weeks days hours hour minutes min mg ml kg mcg units tablet tablets capsule
subject investigator sponsor monitor cra sae ae adverse event serious narrative outcome causality
recovered resolved ongoing fatal related unrelated possibly probably definitely
street road avenue lane drive close way court place crescent terrace gardens grove park hill square
north south east west new old saint st royal general university county city town village
council house flat apartment suite floor building block
phone tel fax email mobile address postcode zip
""".split()
)

EPONYM_NEXT = {
    "disease", "syndrome", "sign", "signs", "test", "score", "scale", "criteria", "classification", "catheter",
    "palsy", "fracture", "manoeuvre", "maneuver", "procedure", "operation", "tube", "reflex", "phenomenon",
    "lymphoma", "sarcoma", "tumour", "tumor", "ulcer", "index", "triad", "law", "node", "nodes", "cell", "cells",
    "stain", "staining", "position", "incision", "repair", "ligament", "duct", "canal", "bag", "drain", "mask",
    "line", "needle", "forceps", "retractor", "hernia", "grade", "type", "virus", "test.",
}

_SENT_END = {".", "!", "?", "\n", ":", ";", "•", "-", "*", "|"}


def _is_cap(tok: str) -> bool:
    return tok[0].isupper()


def _phrase_re(phrases: tuple[str, ...]) -> re.Pattern[str]:
    alts = sorted({p.lower() for p in phrases}, key=len, reverse=True)
    return re.compile(
        r"(?<![a-z])(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s{1,3}") for a in alts) + r")[\s:,.\-#)]{0,4}$"
    )


_CLIN_RE = _phrase_re(ROLE_CLIN)
_INV_RE = _phrase_re(ROLE_INV)
_REL_RE = _phrase_re(ROLE_REL)
_PAT_RE = _phrase_re(ROLE_PAT)
_INV_AFTER_RE = re.compile(r"^[\s,(]{1,3}(?:the\s)?(?:principal\s|chief\s|sub-?\s?)?(?:investigator|pi\b|cra\b)")
_CLIN_AFTER_RE = re.compile(
    r"^[\s,(]{1,3}(?:\(?(?:consultant|registrar|surgeon|gp|physician|frcs|frcp|mrcp|mbbs|md|rn|nurse|"
    r"specialist|sho|fy1|fy2|spr|do|np|pa-c)\b)"
)


class NameRecognizer(Recognizer):
    name = "person_name"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")

    def __init__(self, **params: object) -> None:
        super().__init__(**params)
        self.lex = lexicons.get()

    # --- token evidence ---------------------------------------------------------------------------
    def _zipf(self, w: str) -> float:
        return self.lex.common.get(w, 0.0)

    def _rank(self, w: str) -> int:
        return min(self.lex.first.get(w, 10**9), self.lex.last.get(w, 10**9))

    def strong(self, w: str) -> bool:
        """A name more than a word: in the lexicons and rare in English, or a very popular name."""
        if w in BLOCK:
            return False
        r = self._rank(w)
        if r >= 10**9:
            return False
        z = self._zipf(w)
        return z < 3.3 or (r <= 100 and z < 4.9)

    def nameish(self, w: str) -> bool:
        return w not in BLOCK and self._rank(w) < 10**9 and self._zipf(w) < 5.6

    # --- main ------------------------------------------------------------------------------------
    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        toks = [(m.start(), m.end()) for m in _TOKEN_RE.finditer(text)]
        n = len(toks)
        caps = doc.caps
        accepted: list[Span] = []
        i = 0
        while i < n:
            s, e = toks[i]
            t = text[s:e]
            if not t[0].isalpha():
                i += 1
                continue
            # build a run of candidate tokens starting at i
            run = self._run(doc, toks, i)
            if not run:
                i += 1
                continue
            j = run[-1] + 1
            span = self._judge(doc, toks, run)
            if span is not None:
                accepted.append(span)
            i = j if span is not None else i + 1
        if accepted:
            accepted.extend(self._propagate(doc, toks, accepted))
        del caps
        return accepted

    def _key(self, tok: str) -> str:
        t = tok.lower()
        if t.endswith("'s") or t.endswith("’s"):
            t = t[:-2]
        return t

    def _candidate(self, doc: Doc, tok: str) -> bool:
        if len(tok) < 2 or not tok[0].isalpha():
            return False
        k = self._key(tok)
        if k in BLOCK:
            return False
        if doc.caps:
            return True
        if not tok[0].isupper():
            return k in ("van", "von", "de", "da", "del", "della", "di", "du", "le", "la", "bin", "ibn", "al",
                         "el", "ter", "ten", "dos", "das", "mac", "af", "zu")
        return True

    def _run(self, doc: Doc, toks: list[tuple[int, int]], i: int) -> list[int]:
        text = doc.text
        out: list[int] = []
        k = i
        while k < len(toks) and len(out) < 5:
            s, e = toks[k]
            tok = text[s:e]
            if self._candidate(doc, tok):
                # particles may not start or end a run
                out.append(k)
                gap = text[e : toks[k + 1][0]] if k + 1 < len(toks) else ""
                if gap not in (" ", "") and not (gap == "  "):
                    # "SMITH, John" order: allow one comma inside when the first token is upper-case
                    if not (len(out) == 1 and k + 2 < len(toks) and text[toks[k + 1][0] : toks[k + 1][1]] == ","
                            and tok.isupper() and not doc.caps):
                        break
                k += 1
                continue
            # initials: "J." or "J" between/before name tokens
            if len(tok) == 1 and tok.isalpha() and tok.isupper():
                nxt = k + 1
                if nxt < len(toks) and text[toks[nxt][0] : toks[nxt][1]] == ".":
                    nxt += 1
                if nxt < len(toks) and self._candidate(doc, text[toks[nxt][0] : toks[nxt][1]]):
                    out.append(k)
                    k = nxt
                    continue
            if tok == "," and out and k + 1 < len(toks):
                k += 1
                continue
            break
        # strip particles and initials at the end
        while out and (not text[toks[out[-1]][0]].isupper() and not doc.caps or toks[out[-1]][1] - toks[out[-1]][0] < 2):
            out.pop()
        return out

    def _context_label(self, doc: Doc, start: int, end: int) -> tuple[str | None, bool]:
        """(label, strong_context) from the words before (and just after) the run."""
        before = doc.lower[max(0, start - 45) : start]
        # immediate title
        m = re.search(r"(?<![a-z])([a-z]{1,14})\.?\s{0,2}$", before)
        prev = m.group(1) if m else ""
        after = doc.lower[end : end + 40]
        if _INV_AFTER_RE.match(after):
            return "INVESTIGATOR", True
        if prev in TITLES_CLIN:
            if _INV_RE.search(before[: m.start()] if m else before):
                return "INVESTIGATOR", True
            if prev == "sister" and re.search(r"(?<![a-z])(his|her|their|patient's|pt's|pts)\s+$", before[: m.start()]):
                return "RELATIVE_NAME", True
            return "CLINICIAN_NAME", True
        if prev in TITLES_PAT:
            if _CLIN_AFTER_RE.match(after):
                return "CLINICIAN_NAME", True
            pre = before[: m.start()] if m else before
            if _REL_RE.search(pre):
                return "RELATIVE_NAME", True
            if _INV_RE.search(pre):
                return "INVESTIGATOR", True
            if _CLIN_RE.search(pre):
                return "CLINICIAN_NAME", True
            return "PATIENT_NAME", True
        if _INV_RE.search(before):
            return "INVESTIGATOR", True
        if _REL_RE.search(before):
            return "RELATIVE_NAME", True
        if _CLIN_RE.search(before):
            return "CLINICIAN_NAME", True
        if _PAT_RE.search(before):
            return "PATIENT_NAME", True
        if _CLIN_AFTER_RE.match(after):
            return "CLINICIAN_NAME", True
        return None, False

    def _sentence_initial(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        if k == 0:
            return True
        p = doc.text[toks[k - 1][0] : toks[k - 1][1]]
        return p in _SENT_END or p in ("(", '"', "'")

    def _judge(self, doc: Doc, toks: list[tuple[int, int]], run: list[int]) -> Span | None:
        text = doc.text
        words = [text[toks[k][0] : toks[k][1]] for k in run]
        keys = [self._key(w) for w in words]
        start, end = toks[run[0]][0], toks[run[-1]][1]
        if words[-1].lower().endswith(("'s", "’s")):
            end -= 2
        # eponyms: "Parkinson's disease", "Foley catheter", "Glasgow Coma Scale"
        nxt = re.match(r"[’']?s?\s{1,2}([A-Za-z]+)", text[toks[run[-1]][1] : toks[run[-1]][1] + 20])
        if nxt and nxt.group(1).lower() in EPONYM_NEXT:
            return None
        label, ctx = self._context_label(doc, start, end)
        long_words = [k for k in keys if len(k) > 1]
        if not long_words:
            return None
        if ctx:
            # with context every capitalised token of the run counts (surnames of every origin), but stop a
            # caps-mode run at the first common English word
            if doc.caps:
                cut = 0
                for k in keys:
                    if len(k) > 1 and not self.nameish(k) and self._zipf(k) >= 3.8:
                        break
                    cut += 1
                if cut == 0:
                    return None
                end = toks[run[cut - 1]][1]
                if text[start:end].lower().endswith(("'s", "’s")):
                    end -= 2
            elif all(self._zipf(k) >= 4.5 and not self.nameish(k) for k in long_words):
                return None
            return Span(start, end, label or "PATIENT_NAME", self.name, 0.8)
        strong = [self.strong(k) for k in keys]
        nameish = [self.nameish(k) for k in keys]
        first_ok = keys[0] in self.lex.first and (self.strong(keys[0]) or self._rank(keys[0]) <= 300)
        if doc.caps:
            if len(run) >= 2 and any(strong) and sum(nameish) >= len(run) - 0 and all(
                self._zipf(k) < 5.0 for k in long_words
            ):
                return Span(start, end, "PATIENT_NAME", self.name, 0.6)
            if len(run) == 1 and strong[0] and self._zipf(keys[0]) < 2.5 and self._rank(keys[0]) <= 500:
                return Span(start, end, "PATIENT_NAME", self.name, 0.5)
            return None
        if len(long_words) >= 2:
            if first_ok and all(self._zipf(k) < 5.6 for k in keys[1:]):
                return Span(start, end, "PATIENT_NAME", self.name, 0.7)
            if any(strong[1:]) and (nameish[0] or not self._sentence_initial(doc, toks, run[0])):
                return Span(start, end, "PATIENT_NAME", self.name, 0.65)
            if sum(strong) >= 1 and sum(nameish) == len(keys):
                return Span(start, end, "PATIENT_NAME", self.name, 0.6)
            return None
        k0 = keys[0]
        if strong[0] and self._rank(k0) <= 2000:
            if self._sentence_initial(doc, toks, run[0]) and not (self._zipf(k0) < 2.5 and self._rank(k0) <= 500):
                return None
            return Span(start, end, "PATIENT_NAME", self.name, 0.5)
        return None

    def _propagate(self, doc: Doc, toks: list[tuple[int, int]], found: list[Span]) -> list[Span]:
        text = doc.text
        covered = [(s.start, s.end) for s in found]
        label_of: dict[str, str] = {}
        for s in found:
            for m in re.finditer(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))+", text[s.start : s.end]):
                k = m.group(0).lower()
                if k in BLOCK or self._zipf(k) >= 5.0 or len(k) < 3:
                    continue
                label_of.setdefault(k, s.label)
        if not label_of:
            return []
        out: list[Span] = []
        for s, e in toks:
            t = text[s:e]
            k = self._key(t)
            if k not in label_of or (not doc.caps and not t[0].isupper()):
                continue
            end = e - 2 if t.lower().endswith(("'s", "’s")) else e
            if any(a < end and s < b for a, b in covered):
                continue
            out.append(Span(s, end, label_of[k], self.name + ".propagated", 0.55))
        return out
