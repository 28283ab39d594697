"""Material non-public information: efficacy values tied to an arm (ORR, HR, CI, p-values, medians),
interim results, amendment rationales, agency questions, enrolment numbers, unannounced readout timelines.

Efficacy values are found as statistics; the clause-level categories (interim results, amendment rationales,
regulatory questions, readout timelines) from a trigger phrase to the end of its sentence (bounded length).
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, P, PatternRecognizer, TakenSpans

_NUM = r"[0-9]{1,4}(?:[.·][0-9]{1,4})?"
_CI = rf"(?:\(?[ \t]{{0,2}}(?:95|90|99|80)[ \t]?%[ \t]{{0,2}}(?:CI|confidence interval)[ \t:,=]{{0,3}}\[?{_NUM}[ \t]{{0,2}}(?:-|–|—|to|,)[ \t]{{0,2}}{_NUM}\]?[ \t]{{0,2}}\)?)"  # noqa: E501
_P = r"(?:p[ \t]{0,2}(?:=|<|>|≤|≥|<=|>=)[ \t]{0,2}0?[.·][0-9]{1,6}(?:[ \t]?[x×][ \t]?10[\-−^]{0,2}[0-9]{1,3})?)"  # noqa: E501
_METRIC = (
    r"(?:ORR|objective response rate|overall response rate|response rate|CR rate|pCR|DCR|disease control rate|"
    r"PFS|progression-free survival|OS|overall survival|DFS|EFS|RFS|MFS|DoR|duration of response|TTP|"
    r"HbA1c reduction|ACR20|ACR50|ACR70|PASI ?75|PASI ?90|PASI ?100|EASI ?75|EASI-75|IGA 0/1|remission rate|"
    r"clinical remission|mean change|LS mean|least squares mean|relative risk reduction|RRR|ARR|absolute risk reduction|"
    r"hazard ratio|HR|odds ratio|OR|relative risk|RR|risk ratio|median|mean reduction|reduction|efficacy|"
    r"placebo-adjusted|difference)"
)


_CUE_EFF = re.compile(
    r"(?i)(?<![a-z])(?:orr|objective response|overall response|response rate|cr rate|pcr|dcr|disease control|pfs|"
    r"progression-free|os|overall survival|dfs|efs|rfs|dor|duration of response|ttp|hazard ratio|hr|odds ratio|"
    r"relative risk|risk ratio|median|ci|confidence interval|p-value|p ?[=<>≤]|remission|acr ?\d{2}|pasi|easi|"
    r"hba1c|ls mean|least squares|placebo-adjusted|difference|reduction|efficacy|endpoint|versus|vs\.?|"
    r"compared with|events occurred|occurred in|of patients|responders?)(?![a-z])"
)
_CI_PAREN = (
    r"(?:[ \t]{0,2}[(\[][ \t]{0,2}(?:95|90|99|80)[ \t]?%[ \t]?(?:CI|ci|confidence interval)[ \t,:=]{0,3}[^()\[\]\n]{3,40}"
    r"[)\]])"
)
_VALUE_RE = re.compile(
    r"(?<![\w.\-/])(?:[0-9]{1,4}(?:[.·][0-9]{1,4})?[ \t]?(?:%|percent|months?|mo|weeks?|wks?|days?|points?|"
    r"percentage points|mmol/mol|mg/dl)(?![A-Za-z])|0?[.·][0-9]{1,4}(?![0-9%])|[0-9][.·][0-9]{1,3}(?![0-9%.]))"
    rf"(?:{_CI_PAREN})?"
)
_P_RE = re.compile(
    r"(?<![A-Za-z])(?:p|P)(?:-value)?[ \t]{0,2}(?:=|<|>|≤|≥|<=|>=|of)?[ \t]{0,2}0?[.·][0-9]{1,6}"
    r"(?:[ \t]?[x×][ \t]?10[\-−^]{0,2}[0-9]{1,3})?"
)
_CI_ALONE = re.compile(
    r"(?<![A-Za-z])(?:95|90|99)[ \t]?%[ \t]{0,2}(?:CI|confidence interval)[ \t:,=]{0,3}\[?\(?[0-9.·]{1,6}%?[ \t]{0,2}"
    r"(?:-|–|—|to|,)[ \t]{0,2}[0-9.·]{1,6}%?\]?\)?"
)


class EfficacyValueRecognizer(PatternRecognizer):
    """Efficacy values: each number of an efficacy statement or table row (47%, 11.2 months, HR 0.61) with its
    confidence interval and p-value, when the line or sentence speaks of efficacy (ORR, PFS, HR, CI, versus)."""

    name = "efficacy_value"
    labels = ("EFFICACY_VALUE",)
    patterns = ()

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_VALUE_RE, _P_RE, _CI_ALONE)

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        low = doc.lower
        if not any(k in low for k in ("%", "month", " mo", "ci", "hr", "ratio", "p=", "p <", "p<", "p-value",
                                      "median", "versus", " vs")):
            return []
        out: list[Span] = []
        taken: list[tuple[int, int]] = []
        for rx in (_VALUE_RE, _P_RE, _CI_ALONE):
            for m in doc.finditer(rx):
                a, b = m.span()
                if any(x < b and a < y for x, y in taken):
                    continue
                ls, le = doc.line_start(a), doc.line_end(b)
                # the sentence (or table row) around the value must speak of efficacy
                ctx = text[max(ls, a - 160) : min(le, b + 80)]
                if rx is _VALUE_RE and not _CUE_EFF.search(ctx):
                    continue
                v = text[a:b]
                if rx is _VALUE_RE and re.fullmatch(r"0?[.·][0-9]{1,4}|[0-9][.·][0-9]{1,3}", v) and not re.search(
                    r"(?i)(?:hr|hazard ratio|odds ratio|or|rr|relative risk|risk ratio|ratio)[^0-9\n]{0,25}$",
                    text[max(ls, a - 40) : a],
                ) and not re.search(r"(?:\||  )[ \t]*$", text[max(ls, a - 6) : a]):
                    continue  # a bare decimal is a ratio only after "HR"/"ratio" or in a table cell
                if re.match(r"[ \t]?(?:mg|mcg|ml|g|kg|mmhg|bpm|/min)\b|[ \t]?(?:ci|confidence)\b|[ \t]?power\b",
                            text[b : b + 12], re.I):
                    continue
                if re.search(r"(?i)(?:spo2|sats?|o2|fio2|hba1c|a1c|saturation|ef|lvef|alpha|power|"
                             r"probability)[^0-9\n]{0,12}$", text[max(ls, a - 30) : a]) or re.search(
                    r"(?i)assum|sample size|provides? \d+% power", text[max(ls, a - 60) : a]
                ):
                    continue
                # "(95% CI ...; p<0.001)": take the p-value and the closing bracket inside the same parentheses
                tail = re.match(r"(?:;|,)[ \t]{0,2}(?:p|P)(?:-value)?[ \t]{0,2}[=<>≤≥]{1,2}[ \t]{0,2}0?[.·][0-9]{1,6}\)?",
                                text[b : b + 30])
                if tail and v.count("(") > v.count(")"):
                    b += tail.end()
                elif v.count("(") > v.count(")") and text[b : b + 1] == ")":
                    b += 1
                out.append(Span(a, b, "EFFICACY_VALUE", self.name, 0.7))
                taken.append((a, b))
        return out


def _clause(doc: Doc, start: int, max_len: int = 300) -> int:
    """End of the sentence that starts at ``start`` (bounded)."""
    text = doc.text
    limit = min(len(text), start + max_len)
    m = re.compile(r"[.!?](?=\s|$)|\n").search(text, start, limit)
    return m.end() if m else limit


class _ClauseRecognizer(PatternRecognizer):
    """Trigger phrase -> span to the end of the sentence (the trigger's own sentence start when the
    trigger is mid-sentence and the sentence is short)."""

    label: str = ""

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        last_end = -1
        for s in super().analyze(doc):
            if s.start < last_end:
                continue
            end = _clause(doc, s.start)
            # sentence start: back to the previous sentence boundary if within 120 chars
            text = doc.text
            # (searched no further back than 120 characters, which is all the rule looks at, rather than back to the
            # note's start for every value)
            lo = max(0, s.start - 120)
            b = max(text.rfind(". ", lo, s.start), text.rfind("\n", lo, s.start))
            if b < 0:
                start = 0 if s.start < 120 else s.start
            elif s.start - b < 120:
                start = b + 2 if text[b] == "." else b + 1
            else:
                start = s.start
            while start < s.start and text[start].isspace():
                start += 1
            end_trim = end
            while end_trim > start and text[end_trim - 1] in " \n\t":
                end_trim -= 1
            if end_trim > start:
                out.append(Span(start, end_trim, s.label, self.name, s.score))
                last_end = end_trim
        return out


def _sentence_bounds(text: str, pos: int, max_back: int = 240, max_fwd: int = 320, semicolon: bool = False
                     ) -> tuple[int, int]:
    """Start and end (without the final period) of the sentence around ``pos``."""
    lo = max(0, pos - max_back)
    b = max(text.rfind(". ", lo, pos), text.rfind("\n", lo, pos), text.rfind("; ", lo, pos))
    start = b + 1 if b >= 0 else lo
    while start < pos and text[start] in " .;\n\t":
        start += 1
    m = (_END_SEMI if semicolon else _END).search(text, pos, min(len(text), pos + max_fwd))
    end = m.start() if m else min(len(text), pos + max_fwd)
    while end > start and text[end - 1] in " \t":
        end -= 1
    return start, end


_END = re.compile(r"[.!?](?=\s|$)|\n")
_END_SEMI = re.compile(r"[.!?](?=\s|$)|;\s|\n")
_RESULT_LEAD = re.compile(
    r"(?i)^(?:.{0,80}?(?:interim analysis|interim look)[^,;:]{0,40}[,;:]\s*|(?:result|key finding|finding|"
    r"conclusion|outcome)s?\s*:\s*|the (?:i?dmc|dsmb|data monitoring committee)[^;:]{0,60}[;:]\s*)"
)
_NOT_INTERIM = re.compile(
    r"(?i)\b(?:dechallenge|rechallenge|re-challenge|test date|lab(?:oratory)? (?:values|data|results)|amendment|amended|"
    r"modified|introduced because|asked|requested|queried)\b|[\"“]"
)
_INTERIM_CTX = re.compile(r"(?i)interim|\bi?dmc\b|dsmb|futility|efficacy boundary|data monitoring|unblinded")
_FUTURE = re.compile(r"(?i)\b(?:will be|is planned|are planned|is scheduled|shall|expected in|planned after)\b")


class InterimResultRecognizer(_ClauseRecognizer):
    """Results of an interim look (not the plan for one): from the result-bearing part of the sentence to its
    end ("At the interim analysis dated X, [the efficacy boundary was crossed]")."""

    name = "interim_result"
    labels = ("INTERIM_RESULT",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:interim analysis|interim analyses|interim results?|interim data|interim look|"
          r"data monitoring committee|dmc|idmc|dsmb|futility boundary|efficacy boundary|stopped early for|"
          r"unblinded (?:interim )?data|preliminary (?:efficacy )?results?|key finding|result)(?![a-z]))",
          "INTERIM_RESULT", 0.75),
    )

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        last = -1
        text = doc.text
        for s in PatternRecognizer.analyze(self, doc):
            start, end = _sentence_bounds(text, s.start)
            if start < last or end <= start:
                continue
            sent = text[start:end]
            if sent.isupper() or _FUTURE.search(sent) or len(sent) < 25 or _NOT_INTERIM.search(sent):
                continue
            if not _INTERIM_CTX.search(text[max(0, start - 250) : end]):
                continue
            lead = _RESULT_LEAD.match(sent)
            a = start + (lead.end() if lead and lead.end() < len(sent) - 10 else 0)
            out.append(Span(a, end, "INTERIM_RESULT", self.name, 0.75))
            last = end
        return out


_REASON = re.compile(
    r"(?i)(?:due to|because of|owing to|following|as a result of|in response to|to address|after|"
    r"rationale\s*:|reason\s*:|prompted by|driven by|based on)\s+"
)


class AmendmentRationaleRecognizer(_ClauseRecognizer):
    """Why a protocol changed: the reason clause ("... was introduced due to [an unexpected rate of grade 3
    hepatotoxicity]", "Rationale: [deaths ... exceeding the assumed rate]")."""

    name = "amendment_rationale"
    labels = ("AMENDMENT_RATIONALE",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:protocol amendment|amendment|amended|rationale|summary of changes|has been modified|"
          r"was modified|were modified|has been changed|was changed|was introduced|was implemented|"
          r"implemented because|introduced because)(?![a-z]))", "AMENDMENT_RATIONALE", 0.75),
    )

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        last = -1
        text = doc.text
        for s in PatternRecognizer.analyze(self, doc):
            start, end = _sentence_bounds(text, s.start, semicolon=True)
            # a heading line ("Amendment rationale", "Summary of changes"): the next sentence carries it
            if end - start < 40 and text[end : end + 1] == "\n":
                start, end = _sentence_bounds(text, end + 1, semicolon=True)
            if start < last or end <= start:
                continue
            sent = text[start:end]
            m = _REASON.search(sent)
            if m is None:
                continue
            a = start + m.end()
            if end - a < 8:
                continue
            out.append(Span(a, end, "AMENDMENT_RATIONALE", self.name, 0.8))
            last = end
        return out


_AGENCY = (
    r"(?:FDA|EMA|MHRA|PMDA|CHMP|PRAC|Health Canada|TGA|NMPA|the agency|the Agency|the regulator|Swissmedic|BfArM|"
    r"the EC|the IRB|the REC|IRB|REC|ethics committee|Ethics Committee|the ethics committee|competent authority)"
)
_ASK_RE = re.compile(
    rf"(?<![A-Za-z]){_AGENCY}(?:'s)?[ \t]{{1,2}}(?:has[ \t])?(?:asked|requested|queried|query|wrote|raised|questioned|"
    r"commented|requires|required|stated|question)(?:[ \t]{1,2}(?:the sponsor|us|that|for|whether|to))?[ \t:]{0,3}"
    r"(?:[\"“](?P<q>[^\"”\n]{8,300})[\"”]|(?P<r>[^\"”\n]{8,300}?)(?=\.(?:\s|$)|\n|$))"
)


class RegulatoryQuestionRecognizer(_ClauseRecognizer):
    """An agency's question or request: the asked text after "FDA asked:", "EMA requested ..."; other agency
    correspondence sentences as a whole."""

    name = "regulatory_question"
    labels = ("REGULATORY_QUESTION",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:information request|list of questions|day[ \t]?120[ \t]?(?:list|questions)|"
          r"day[ \t]?180[ \t]?(?:list|loi)|request for information|clinical hold|complete response letter|"
          r"agency (?:question|comment|feedback|request)s?)(?![a-z]))", "REGULATORY_QUESTION", 0.75),
    )

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _ASK_RE]

    def analyze(self, doc: Doc) -> list[Span]:
        out = []
        for m in doc.finditer(_ASK_RE):
            g = "q" if m.group("q") is not None else "r"
            out.append(Span(m.start(g), m.end(g), "REGULATORY_QUESTION", self.name, 0.8))
        taken = TakenSpans(out)
        for s in super().analyze(doc):
            if not taken.overlaps(s.start, s.end):
                out.append(s)
        return out


_WHEN = (
    r"(?:(?:early|mid|late|the end of|end of|the beginning of|beginning of|the first half of|the second half of|"
    r"first half of|second half of|the week of|the first quarter of|the second quarter of|the third quarter of|"
    r"the fourth quarter of)[ \t]{1,2})?"
    r"(?:Q[1-4][ \t]?(?:of[ \t])?(?:19|20)\d{2}|H[12][ \t]?(?:19|20)\d{2}|(?:19|20)\d{2}|"
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|"
    r"Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?(?:[ \t]{1,2}(?:19|20)\d{2})?|[0-9.]{1,4}[ \t]{1,2}(?:January|February|"
    r"March|April|May|June|July|August|September|October|November|December)(?:[ \t]{1,2}(?:19|20)\d{2})?)"
)
_READOUT_RE = re.compile(
    r"(?i:(?:expected|anticipated|planned|scheduled|due|announced|released?|reported|available|targeted|"
    r"forecast|projected)(?:[ \t]{1,2}for release)?[ \t]{1,2}(?:(?:in|by|for|during|around|at)[ \t]{1,2})?)"
    rf"(?P<w>{_WHEN})(?![A-Za-z0-9]|-[0-9])"
)
# a day of the month in the time expression: a calendar date ("the week of 14 July 2025"), which the date
# recognizer labels (Safe Harbor PHI) and which hides the readout as well
_DAY_OF_MONTH = re.compile(r"(?<![0-9.])[0-3]?[0-9][ \t]{1,2}[A-Z]")


class ReadoutTimelineRecognizer(_ClauseRecognizer):
    """When unannounced results are due: the time expression after "expected in", "planned for release in"
    ("Q4 2026", "end of April 2025", "the second half of 2025")."""

    name = "readout_timeline"
    labels = ("READOUT_TIMELINE",)
    patterns = ()

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_READOUT_RE,)

    def analyze(self, doc: Doc) -> list[Span]:
        low = doc.lower
        if not any(w in low for w in ("expect", "anticipat", "plan", "schedul", "due", "announc", "releas", "report",
                                      "availab", "target", "forecast", "project")):
            return []
        # a month alone ("planned in early September", "due in May") is a date of the calendar first: in a
        # clinical note it is Safe Harbor PHI, and a date span over it protects a trial's readout as well
        return [Span(m.start("w"), m.end("w"), "READOUT_TIMELINE", self.name,
                     0.95 if any(c.isdigit() for c in m.group("w")) else 0.6)
                for m in doc.finditer(_READOUT_RE) if not _DAY_OF_MONTH.search(m.group("w"))]


class EnrolmentNumberRecognizer(PatternRecognizer):
    name = "enrolment_number"
    labels = ("ENROLMENT_NUMBER",)
    triggers = ("enrol", "random", "recruit", "screen", "dosed", "treated", "accru", "patients", "subjects",
                "participants", "events", "n =", "n=", "target", "sample size", "paused", "capped", "total",
                "approximately", "including", "withdrawn", "completed")
    patterns = (
        P(r"(?i:(?<![a-z])(?:enrolled|enrolling|randomi[sz]ed|recruited|screened|dosed|treated|accrued))"
          r"[ \t]{1,2}(?:a total of[ \t]{1,2}|only[ \t]{1,2}|approximately[ \t]{1,2}|over[ \t]{1,2})?"
          r"(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t]{1,2}(?i:(?:of[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"(?:planned|target(?:ed)?)[ \t]{1,2}[0-9,]{1,7}[ \t]{1,2})?(?:patients|subjects|participants|pts))",
          "ENROLMENT_NUMBER", 0.8),
        P(r"(?i:(?<![a-z])(?:enrol(?:l)?ment|accrual|recruitment)(?:[ \t]{1,2}(?:stands at|is at|of|reached|"
          r"total|to date|was|is|:))[ \t:]{1,3})(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})(?![0-9])",
          "ENROLMENT_NUMBER", 0.8),
        P(r"(?<![A-Za-z])(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t]{1,2}(?:patients|subjects|participants)"
          r"[ \t]{1,2}(?:have been|had been|were|are)[ \t]{1,2}(?:enrolled|randomi[sz]ed|recruited|dosed)",
          "ENROLMENT_NUMBER", 0.8),
        P(r"(?<![A-Za-z])[nN][ \t]{0,2}=[ \t]{0,2}(?P<v>[0-9]{1,6})(?![0-9])", "ENROLMENT_NUMBER", 0.6),
        P(r"(?<![A-Za-z])[nN][ \t]{0,2}=[ \t]{0,2}[0-9]{1,6}[ \t]{1,2}(?:vs\.?|versus|and)[ \t]{1,2}(?P<v>[0-9]{1,6})"
          r"(?![0-9])", "ENROLMENT_NUMBER", 0.6),
        # "a target of 413", "sample size was increased to 447", "paused at 1300 subjects", "In total, 722 subjects"
        P(r"(?i:(?<![a-z])(?:target of|sample size (?:was |is |will be )?(?:increased |reduced |revised )?(?:to|of)|"
          r"paused at|capped at|in total,|a total of|approximately|including|recruited|enrolment of|enrollment of|"
          r"accrual of|planned enrolment of|of|contributes|enrolment:|enrollment:|recruitment:))[ \t]{1,2}"
          r"(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{2,6})(?![0-9%]|\.\d)(?=[ \t]{1,2}(?:planned|subjects|patients|"
          r"participants|consented|screened|randomi[sz]ed|enrolled)|[.;,]|$)", "ENROLMENT_NUMBER", 0.65),
        # "Of 1391 patients screened, 183 were randomised (343 to X, 954 to placebo)"
        P(r"(?<![\w.])(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t]{1,2}(?:were|was|had been|have been)[ \t]{1,2}"
          r"(?:randomi[sz]ed|enrolled|screened|dosed|treated|consented|withdrawn)", "ENROLMENT_NUMBER", 0.7),
        P(r"(?:(?<=\()|(?<=[,;][ \t]))(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t]to[ \t](?:placebo|[A-Z]{2,5}[\- ]?[0-9])",
          "ENROLMENT_NUMBER", 0.65),
        P(r"(?<![\w.])(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t](?i:consented|screened|randomi[sz]ed|withdrawn|enrolled|"
          r"completed|discontinued|screen[ \-]failed)(?![a-z])", "ENROLMENT_NUMBER", 0.7),
        P(r"(?i:comprised|included|analysed|analyzed)[ \t](?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})[ \t]"
          r"(?i:patients|subjects|participants)", "ENROLMENT_NUMBER", 0.7),
        P(r"(?i:(?<![a-z])of)[ \t](?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{2,6})[ \t](?:patients|subjects|participants)"
          r"[ \t](?:screened|randomi[sz]ed|enrolled)", "ENROLMENT_NUMBER", 0.65),
        P(r"(?<![\w.])(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{2,6})[ \t]{1,2}(?:patients|subjects|participants|events)"
          r"(?:[ \t]{1,2}(?:per arm|will be|were|have been|had been|are|provide|received|enrolled|randomi[sz]ed|"
          r"at|in total))", "ENROLMENT_NUMBER", 0.6),
        P(r"(?i:(?:screened|randomi[sz]ed|enrolled|withdrawn|completed|dosed))[ \t]{0,2}:[ \t]{0,2}"
          r"(?P<v>[0-9]{1,3}(?:,[0-9]{3})?|[0-9]{1,6})(?![0-9])", "ENROLMENT_NUMBER", 0.7),
    )
