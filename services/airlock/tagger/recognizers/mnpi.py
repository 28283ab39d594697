"""Material non-public information: efficacy values tied to an arm (ORR, HR, CI, p-values, medians),
interim results, amendment rationales, agency questions, enrolment numbers, unannounced readout timelines.

Efficacy values are found as statistics; the clause-level categories (interim results, amendment rationales,
regulatory questions, readout timelines) from a trigger phrase to the end of its sentence (bounded length).
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, P, PatternRecognizer

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


class EfficacyValueRecognizer(PatternRecognizer):
    name = "efficacy_value"
    labels = ("EFFICACY_VALUE",)
    patterns = (
        # hazard ratio 0.61 (95% CI 0.48-0.77; p<0.001)
        P(rf"(?i:(?<![a-z])(?:hazard ratio|hr|odds ratio|or|relative risk|rr|risk ratio))(?:[ \t]{{1,2}}(?:of|was|"
          rf"for [a-z ]{{1,20}}))?[ \t:=]{{1,3}}[0-9]{{0,2}}[.·][0-9]{{1,4}}(?![0-9])(?:[ \t,;]{{0,3}}{_CI})?"
          rf"(?:[ \t,;]{{0,3}}{_P})?",
          "EFFICACY_VALUE", 0.85),
        # ORR of 47% / ORR 47.2% vs 22% / median PFS 11.2 months
        P(rf"(?<![A-Za-z])(?:{_METRIC})(?:[ \t]{{1,2}}(?:of|was|were|is|=|:|reached|at|in the [a-z0-9 ]{{1,25}}"
          rf"(?:arm|group|cohort)))?[ \t:=]{{1,3}}{_NUM}[ \t]?(?:%|months?|mo|weeks?|wk|days?|points?|mmol/mol)"
          rf"(?:[ \t]{{0,2}}(?:{_CI}))?(?:[ \t,;]{{0,3}}(?:vs\.?|versus|compared with|v)[ \t]{{1,2}}{_NUM}[ \t]?"
          rf"(?:%|months?|mo|weeks?))?(?:[ \t,;]{{0,3}}{_P})?", "EFFICACY_VALUE", 0.8, flags=re.I),
        P(rf"(?<![A-Za-z])(?:95|90|99)[ \t]?%[ \t]{{0,2}}(?:CI|confidence interval)[ \t:,=]{{0,3}}\[?\(?{_NUM}[ \t]{{0,2}}"
          rf"(?:-|–|—|to|,)[ \t]{{0,2}}{_NUM}\]?\)?", "EFFICACY_VALUE", 0.85, flags=re.I),
        P(rf"(?<![A-Za-z]){_P}", "EFFICACY_VALUE", 0.8, flags=re.I),
        # 47% in the 200 mg arm versus 22% in control
        P(rf"(?<![\w.]){_NUM}[ \t]?%[ \t]{{1,2}}(?:in|for|of)[ \t]{{1,2}}(?:the[ \t]{{1,2}})?[A-Za-z0-9 \-]{{1,30}}?"
          rf"(?:arm|group|cohort)(?:[ \t,]{{1,3}}(?:vs\.?|versus|compared with|compared to)[ \t]{{1,2}}{_NUM}[ \t]?%"
          rf"(?:[ \t]{{1,2}}(?:in|for|with)[ \t]{{1,2}}[A-Za-z0-9 \-]{{1,30}}?(?:arm|group|control|placebo))?)?",
          "EFFICACY_VALUE", 0.8, flags=re.I),
    )


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
            b = max(text.rfind(". ", 0, s.start), text.rfind("\n", 0, s.start))
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


class InterimResultRecognizer(_ClauseRecognizer):
    name = "interim_result"
    labels = ("INTERIM_RESULT",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:interim analysis|interim analyses|interim results?|interim data|interim look|"
          r"data monitoring committee|dmc|idmc|dsmb|futility boundary|efficacy boundary|stopped early for|"
          r"crossed the (?:pre-?specified )?(?:efficacy|futility) boundary|unblinded (?:interim )?data|"
          r"preliminary (?:efficacy )?results?|topline (?:results?|data))(?![a-z]))", "INTERIM_RESULT", 0.75),
    )


class AmendmentRationaleRecognizer(_ClauseRecognizer):
    name = "amendment_rationale"
    labels = ("AMENDMENT_RATIONALE",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:protocol amendment|amendment (?:no\.?|number|#)?[ \t]?[0-9]{1,3}|the amendment|"
          r"this amendment|amended to|rationale for (?:the )?amendment|substantial amendment|"
          r"was amended|will be amended|amendment was (?:introduced|implemented|made|required|submitted))(?![a-z]))",
          "AMENDMENT_RATIONALE", 0.75),
    )


class RegulatoryQuestionRecognizer(_ClauseRecognizer):
    name = "regulatory_question"
    labels = ("REGULATORY_QUESTION",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:(?:the )?(?:fda|ema|mhra|pmda|chmp|prac|health canada|tga|nmpa|agency|regulator|"
          r"regulators|competent authority|rapporteur)(?:'s)?[ \t]{1,2}(?:has |have )?(?:requested|asked|queried|"
          r"question(?:ed|s)?|raised|information request|request(?:ed|s)?|comment(?:s|ed)?|concern(?:s)?|"
          r"day[ \t]?[0-9]{2,3}[ \t]?(?:list of questions|loq)|issued|response|letter|feedback|"
          r"complete response letter)|information request|list of questions|day[ \t]?120[ \t]?(?:list|questions)|"
          r"day[ \t]?180[ \t]?(?:list|loi)|request for information|clinical hold|complete response letter|crl)"
          r"(?![a-z]))", "REGULATORY_QUESTION", 0.75),
    )


class ReadoutTimelineRecognizer(_ClauseRecognizer):
    name = "readout_timeline"
    labels = ("READOUT_TIMELINE",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:topline (?:results|data|readout) (?:are |is )?(?:expected|anticipated|planned)|"
          r"readout (?:is |are )?(?:expected|anticipated|planned|scheduled)|database lock (?:is |was )?"
          r"(?:planned|scheduled|expected|targeted)|data read-?out|primary completion (?:is )?(?:expected|planned)|"
          r"(?:results|data) (?:are |is )?expected (?:in|by)|unblinding (?:is )?(?:planned|scheduled)|"
          r"final analysis (?:is )?(?:planned|scheduled|expected))(?![a-z]))", "READOUT_TIMELINE", 0.75),
    )


class EnrolmentNumberRecognizer(PatternRecognizer):
    name = "enrolment_number"
    labels = ("ENROLMENT_NUMBER",)
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
    )
