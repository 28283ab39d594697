"""Hospital / facility / site names: capitalised words ending in a facility head noun
("St Mary's Hospital", "Royal Free London NHS Foundation Trust", "Synthetic Regional Medical Center")."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
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
    r"Eye Cent(?:er|re)|Kidney Cent(?:er|re)|Trauma Cent(?:er|re)|Cancer Hospital|"
    # abbreviated heads, other places of care, schools and employers: each places the patient
    r"Health Ctr|Medical Ctr|Med Ctr|Funeral Home|Senior Living|Assisted Living|Skilled Nursing(?: Facility)?|"
    r"Senior Services|Home Health|Social Services|Diagnostics|Laborator(?:y|ies)|Internal Medicine|Pediatrics|"
    r"Paediatrics|Elementary(?: School)?|Middle School|High School|Primary School|Secondary School|"
    r"Daycare|Day Care|Preschool|Construction|Airlines|Foods|Consultancy Services)"
    r"(?:-[A-Z][A-Za-z'’]{2,30})?"  # a campus after a hyphen: "Kindred Hospital-Seattle"
    # a place after the head: "Queen Elizabeth Hospital West Josephine"
    r"(?:[ \t](?:North|South|East|West|New|Upper|Lower|Port|Lake|Fort|Mount|Saint|St\.?)[ \t][A-Z][A-Za-z'’\-]{2,30})?"
    # "Royal Infirmary of Edinburgh", "Hospital of the University of Pennsylvania"
    r"(?:[ \t]of[ \t](?:the[ \t])?[A-Z][A-Za-z'’\-]{2,30}(?:[ \t](?:of[ \t])?[A-Z][A-Za-z'’\-]{2,30}){0,2})?"
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


# "the X General" is a hospital after at/to/from ("transferred from Mass General"), never after a rank or office
_GENERAL_NOT_AFTER = frozenset(
    "attorney surgeon major brigadier lieutenant secretary inspector consul governor postmaster solicitor adjutant "
    "director registrar auditor accountant procurator paymaster quartermaster vicar comptroller receiver".split())
# institutions known by a name without a head noun, and pharmacy chains: an identifying place of care
_KNOWN = (
    r"Cedars[- ]Sinai|Mount Sinai|Mt\.? Sinai|Johns Hopkins|MD Anderson|(?:Memorial )?Sloan[- ]Kettering|"
    r"Kaiser Permanente|Beth Israel(?: Deaconess)?|Brigham and Women['’]s|Dana[- ]Farber|NewYork-Presbyterian|"
    r"Great Ormond Street|Addenbrooke['’]s|Guy['’]s and St\.? Thomas['’]?|Moorfields|Royal Marsden|Ochsner|"
    r"Geisinger|Intermountain|Lenox Hill|Montefiore|Hackensack Meridian|CVS(?: Pharmacy)?|"
    r"Boots(?= (?:pharmacy|chemist))|Walmart Pharmacy|"
    r"(?i:walgreens|rite[- ]aid|duane reade|lloyds ?pharmacy|superdrug)"  # also typed in lower case by patients
)
_FACILITY_PREP = re.compile(r"(?i:(?<![a-z])(?:at|to|from|in|into|via|@))[ \t]{1,2}$")
_CAPS_LEAD = re.compile(r"(?i)^.*(?<![a-z])(?:at|to|from|in|into|via)[ \t]{1,2}")


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
        P(rf"(?<![A-Za-z])(?:{_KNOWN})(?![A-Za-z])", "FACILITY", 0.85),
        # a university or college named by one or two words before it ("Columbia University"); "University of X
        # Hospital" and "King's College Hospital" are the pattern above
        P(r"(?<![A-Za-z])(?:[A-Z][A-Za-z'’\-]{2,30}[ \t]){1,2}(?:University|College)(?![A-Za-z]|[ \t](?:of|Hospital|London))",
          "FACILITY", 0.7),
        # "Mass General", "San Francisco General", "MERCY GENERAL" (checked in analyze: after at/to/from)
        P(r"(?<![A-Za-z])(?:[A-Z][A-Za-z'’\-]{1,30}[ \t]){1,3}(?:General|GENERAL)(?![A-Za-z:])", "FACILITY", 0.65),
    )

    def analyze(self, doc):  # type: ignore[override]
        spans = super().analyze(doc)
        out = []
        for s in spans:
            v = doc.text[s.start : s.end]
            if s.score == 0.6 and not doc.caps:
                continue
            if s.score == 0.65:
                start = self._general_start(doc.text, s.start, s.end)
                if start is None:
                    continue
                s = Span(start, s.end, s.label, s.source, s.score)
                v = doc.text[s.start : s.end]
            if s.score in (0.6, 0.65) and doc.caps:
                lead = _CAPS_LEAD.match(v)  # "ED AT ST MARYS HOSPITAL": the facility starts after the preposition
                if lead:
                    if lead.end() >= len(v) or " " not in v[lead.end() :].strip():
                        continue
                    s = Span(s.start + lead.end(), s.end, s.label, s.source, s.score)
                    v = doc.text[s.start : s.end]
            if _DEPARTMENT.fullmatch(v):
                continue  # "Dept of Family Medicine", "Department of Surgery Practice": a department, not a site
            if v.endswith(("Ward", "WARD")) and _TITLED_WARD.search(doc.text, max(0, s.start - 16), s.end):
                continue  # "Dear Dr Ward", "Dr. Douglas Ward": a surname after a title, not a ward
            # trim leading generic words ("the", "at", "to")
            m = re.match(r"(?i)(?:(?:the|at|to|from|in|and|of|a|was|admitted|transferred|seen)\s+)+", v)
            if m:
                if s.start + m.end() < s.end:
                    s = Span(s.start + m.end(), s.end, s.label, s.source, s.score)
            if _HEAD_ONLY.fullmatch(doc.text, s.start, s.end):
                continue  # "the University", "to Hospital": the head alone names no place
            out.append(s)
            c = _CITY_AFTER.match(doc.text, s.end)
            if c and s.score == 0.85:
                c = None  # "Walgreens, Springfield": a chain's branch town is taken by the place recognizer
            branch = _BRANCH_AFTER.match(doc.text, s.end)
            if branch and branch.group(1).lower() in lexicons.get().cities:
                out.append(Span(branch.start(1), branch.end(1), "CITY", self.name + ".city", 0.7))  # "Kaiser Permanente Vallejo"
            if c:
                out.append(Span(c.start("city"), c.end("city"), "CITY", self.name + ".city", 0.7))
        return out

    @staticmethod
    def _general_start(text: str, start: int, end: int) -> int | None:
        """Where "X General" starts as a hospital name: after at/to/from, inside the match ("ED AT MERCY
        GENERAL") or just before it; never after a rank or office ("Surgeon General", "Attorney General")."""
        lead = _CAPS_LEAD.match(text[start:end])
        if lead:
            start += lead.end()
        elif not _FACILITY_PREP.search(text, max(0, start - 8), start):
            return None
        words = text[start:end].split()
        if len(words) < 2 or words[0].lower() in _GENERAL_NOT_AFTER or words[0].lower() in ("the", "a", "an"):
            return None
        return start


_BRANCH_AFTER = re.compile(r"[ \t]([A-Z][a-z]{2,24})(?![A-Za-z])")
_HEAD_ONLY = re.compile(rf"(?i:{_HEAD})")
