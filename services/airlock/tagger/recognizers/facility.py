"""Hospital / facility / site names: capitalised words ending in a facility head noun
("St Mary's Hospital", "Royal Free London NHS Foundation Trust", "Synthetic Regional Medical Center")."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import P, PatternRecognizer

_HEAD = (
    r"(?:Hospitals?|Medical Cent(?:er|re)|Health Cent(?:er|re)|Cancer Cent(?:er|re)|Medical Group|Clinic|"
    r"Infirmary|Hospice|Surgery|Health ?care|Health System|Health Board|NHS Foundation Trust|NHS Trust|"
    r"Foundation Trust|University Hospitals?|Teaching Hospital|Care Home|Nursing Home|Rehabilitation Cent(?:er|re)|"
    r"Rehab Cent(?:er|re)|Research Institute|Institute|Practice|Medical Practice|Health Practice|Polyclinic|"
    r"Dialysis Unit|Children's Hospital|Sanatorium|Asylum|Group Practice|Walk-in Cent(?:er|re)|Urgent Care|"
    r"Cancer Institute|Eye Hospital|Dental Hospital|Maternity Unit|Community Hospital|Memorial Hospital|"
    r"Research Cent(?:er|re)|Clinical Research Unit|Site Management Organi[sz]ation|Pharmacy|Laboratories|"
    r"Labs|Imaging Cent(?:er|re)|Ward|Family Medicine|Family Practice|Family Health Cent(?:er|re)|"
    r"Primary Care Cent(?:er|re)|Medical Associates|Physicians Group|Community Health Cent(?:er|re)|"
    r"Surgery Cent(?:er|re)|Outpatient Cent(?:er|re)|Heart Cent(?:er|re)|Heart Institute|Heart Hospital|"
    r"Eye Cent(?:er|re)|Kidney Cent(?:er|re)|Trauma Cent(?:er|re)|Cancer Hospital)"
    r"(?:-[A-Z][A-Za-z'’]{2,30})?"  # a campus after a hyphen: "Kindred Hospital-Seattle"
    # a place after the head: "Queen Elizabeth Hospital West Josephine"
    r"(?:[ \t](?:North|South|East|West|New|Upper|Lower|Port|Lake|Fort|Mount|Saint|St\.?)[ \t][A-Z][A-Za-z'’\-]{2,30})?"
)
_HEAD2 = r"(?:Hospital|Infirmary|Medical Cent(?:er|re)|Health Cent(?:er|re)|Clinic|Hospice)"
_WORD = r"(?:St\.?|Saint|[A-Z][A-Za-z'’\-]{1,30}|[A-Z]{2,10}|of|the|and|&|for|on|upon|in|de|la)"


_CITY_AFTER = re.compile(
    r",[ \t]{1,2}(?P<city>(?:(?:North|South|East|West|New|Port|Lake|Fort|Mount|Saint|St\.?)(?:[ \t]|[ \t]{0,2}\n[ \t]{0,3}))?"
    r"[A-Z][A-Za-z'’\-]{2,30}(?:[ \t][A-Z][A-Za-z'’\-]{2,30})?"
    # a town in lower case, known by its English place-name ending ("..., nealborough")
    r"|[a-z]{3,24}(?:ton|town|ville|bury|borough|burgh|berg|mouth|port|haven|shire|stad|fort|chester|ham|field|"
    r"ford|wick|worth|furt|caster|cester|minster|pool|bridge))(?=[ \t]{0,2}(?:\n|$|\)|;|,[ \t]{0,2}[A-Z]{2}\b))"
)

_TITLED_WARD = re.compile(r"(?<![A-Za-z])(?:Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|Miss|Prof|PROF)\.?[ \t]{1,2}"
                          r"(?:[A-Z][\w'’\-]{1,30}[ \t]{1,2})?(?:Ward|WARD)$")


_DEPARTMENT = re.compile(r"(?i:dept\.?|department|division|section|faculty|school)[ \t]{1,2}of[ \t]{1,2}\S+(?:[ \t]{1,2}\S+){0,2}")


class FacilityRecognizer(PatternRecognizer):
    name = "facility"
    labels = ("FACILITY",)
    patterns = (
        # head first, as in French/Spanish/Italian/German names: "Hôpital Saint-Louis", "Hospital Universitario La Paz"
        P(r"(?<![A-Za-z])(?:Hôpital|Hopital|Clinique|Clínica|Clinica|Ospedale|Klinikum|Krankenhaus|Centre Hospitalier"
          r"(?: Universitaire)?|Centro Hospitalar|Hospital Universitario|Hospital Universitari|Hospital General|"
          r"Hospital Clínic|Hospital de|Policlinico|Universitätsklinikum|Spital|Ziekenhuis|Sjukhus|Szpital|Nemocnice)"
          r"(?:[ \t](?:de|du|des|di|del|de la|della|dei|am|an der|zum|San|Santa|São))?(?:[ \t\-][A-ZÀ-Þ][\w'’\-]{1,30})"
          r"{1,4}", "FACILITY", 0.8),
        # "Mercy Richardfurt", "Mercy North Joseph": Mercy + a place
        P(r"(?<![A-Za-z])Mercy(?:[ \t](?:North|South|East|West|New|Port|Lake|5outh|N0rth))?[ \t][A-Z][A-Za-z'’\-]{2,30}"
          r"(?![A-Za-z])", "FACILITY", 0.7),
        P(rf"(?<![A-Za-z])(?:(?:St\.?|Saint|[A-Z][A-Za-z'’\-]{{1,30}}|[A-Z]{{2,10}})[ \t]{{1,2}})"
          rf"(?:{_WORD}[ \t]{{1,2}}){{0,6}}{_HEAD}(?![A-Za-z])(?:,[ \t](?:{_WORD}[ \t]{{1,2}}){{0,5}}{_HEAD2}(?![A-Za-z]))?",
          "FACILITY", 0.75),
        P(r"(?i:(?<![a-z])(?:st\.?|saint|[a-z][a-z'’\-]{1,30})[ \t]{1,2}(?:[a-z'’\-&]{1,30}[ \t]{1,2}){0,5}"
          r"(?:hospital|infirmary|medical center|medical centre|clinic|hospice|nhs trust|nhs foundation trust)"
          r")(?![A-Za-z])", "FACILITY", 0.6),
    )

    def analyze(self, doc):  # type: ignore[override]
        spans = super().analyze(doc)
        out = []
        for s in spans:
            v = doc.text[s.start : s.end]
            if s.score == 0.6 and not doc.caps:
                continue
            if _DEPARTMENT.fullmatch(v):
                continue  # "Dept of Family Medicine", "Department of Surgery Practice": a department, not a site
            if v.endswith(("Ward", "WARD")) and _TITLED_WARD.search(doc.text, max(0, s.start - 16), s.end):
                continue  # "Dear Dr Ward", "Dr. Douglas Ward": a surname after a title, not a ward
            # trim leading generic words ("the", "at", "to")
            m = re.match(r"(?i)(?:(?:the|at|to|from|in|and|of|a|was|admitted|transferred|seen)\s+)+", v)
            if m:
                if s.start + m.end() < s.end:
                    s = Span(s.start + m.end(), s.end, s.label, s.source, s.score)
            out.append(s)
            c = _CITY_AFTER.match(doc.text, s.end)
            if c:
                out.append(Span(c.start("city"), c.end("city"), "CITY", self.name + ".city", 0.7))
        return out
