"""Clinical quasi-identifiers: compound codes (ABX-4471), protocol numbers (KRX-2209-301, NCT01234567,
EudraCT 2020-001234-12), doses, CTCAE grades, indications and rare diseases."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, P, PatternRecognizer

# letter-code prefixes that look like compound codes but are not
_NOT_COMPOUND = {
    "COVID", "SARS", "ICD", "CD", "HLA", "IL", "TNF", "HER", "EGFR", "BRCA", "KRAS", "PD", "CTLA", "HPV", "HIV",
    "HBV", "HCV", "CMV", "EBV", "HSV", "VZV", "FEV", "FVC", "EQ", "SF", "PHQ", "GAD", "MMSE", "MOCA", "NYHA",
    "ASA", "ECOG", "GCS", "CTCAE", "MEDDRA", "ISO", "GMC", "NMC", "NHS", "NPI", "DEA", "MRN", "SSN", "NCT",
    "EUDRACT", "ISRCTN", "NIH", "CYP", "UGT", "ABO", "RH", "APOE", "MTHFR", "JAK", "BCR", "ABL", "ALK", "ROS",
    "MET", "RET", "NTRK", "BRAF", "PIK", "FGFR", "IDH", "FLT", "KIT", "PDGFR", "VEGF", "VEGFR", "ER", "PR",
    "TP", "MLH", "MSH", "PMS", "EPCAM", "APC", "RB", "NF", "VHL", "PTEN", "ATM", "CHEK", "PALB", "RAD", "BARD",
    "GRADE", "STAGE", "TYPE", "CLASS", "PHASE", "ARM", "COHORT", "PART", "VISIT", "DAY", "WEEK", "CYCLE",
    "SITE", "BMI", "HBA", "LDL", "HDL", "ALT", "AST", "GGT", "ALP", "INR", "APTT", "PT", "CRP", "ESR", "WBC",
    "RBC", "HB", "HGB", "PLT", "ANC", "CKD", "AKI", "UTI", "COPD", "CABG", "PCI", "MI", "CVA", "TIA",
    "DVT", "PE", "AF", "NSTEMI", "STEMI", "CHF", "HTN", "T", "N", "M", "G", "VAS", "NRS", "FLAIR", "DWI",
    "B", "C", "A", "MMR", "DTP", "BCG", "NRT", "PPI", "SSRI", "SNRI", "NSAID", "ACE", "ARB", "SGLT", "GLP", "DPP",
    "ABG", "VBG", "CSF", "MRI", "CT", "PET", "SPECT", "ECG", "EEG", "EMG", "RR", "HR", "BP", "SPO", "UK", "US",
    "EU", "USA", "GB", "Q", "QT", "QTC", "FY", "ST", "LOT", "REF", "SN", "ID", "NO", "PIN", "ICU",
    # id prefixes (subjects, cases, records, devices, biometrics, accounts, plans)
    "SCR", "SCRN", "RND", "RAND", "SUBJ", "SUB", "PAT", "ENR", "AER", "MR", "RJ", "MCD", "IRIS", "BIO", "VP", "FP",
    "ACC", "ACCT", "SAE", "CASE", "PID", "HOSP", "LAB", "ACCN", "SPEC", "UDI", "IMEI", "SER",
    "DEV", "VIN", "INV", "REG", "RX", "CRN", "URN", "EMR", "EHR", "FIN", "CSN", "ENC", "MBR", "GRP", "POL",
    "S", "R", "P", "E", "H", "K", "D", "U", "X", "Y", "Z", "RM", "BED", "WARD", "ROOM", "STUDY", "PROT",
    "ADM", "AT", "ON", "SBAR", "RN", "MD", "DR", "TO", "BY", "OF", "IN", "AND", "THE", "FOR", "WITH", "NOTE",
    "DOB", "DOS", "DOA", "DOD", "AGE", "TEMP", "WT", "HT", "LPN", "NP", "PA", "DO", "IS",
    # month abbreviations: "MAR-14-2024" on a fax header is a date
    "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC",
}


def compound_ok(value: str) -> bool:
    prefix = re.match(r"[A-Za-z]+", value)
    return bool(prefix) and prefix.group(0).upper() not in _NOT_COMPOUND and _PADDED_RECORD.fullmatch(value) is None


# letters and a zero-padded serial of 7+ digits without a dash ("BTM0044817"): a record's number, no compound's
PADDED_RECORD_NUMBER = r"[A-Z]{2,4}00[0-9]{5,9}"
_PADDED_RECORD = re.compile(PADDED_RECORD_NUMBER)


# lab, vitals and obstetric abbreviations that a terse or capitals note writes before a value ("NA 133", "QRS 118",
# "EBL 250", "QBL 780", "UOP 180"), and words a capitals timeline puts before a clock time ("CLOSE 0418")
_VALUE_PREFIXES = {
    "NA", "CL", "BUN", "GLU", "CA", "MG", "PHOS", "QRS", "QTC", "EBL", "QBL", "UOP", "UO", "LR", "NS", "BW", "FIT",
    "MCA", "ICA", "ACA", "PCA", "TCD", "CTA", "ETA", "ETD", "SVD", "NSVD", "CS", "LSCS", "FROM", "CLOSE", "OUT",
    "START", "END", "DRIFT", "ANGIO", "INDUCTION", "INCISION", "EULAR", "ACR", "WHO", "NICE", "AHA", "ESC", "ADA",
    # round 67: an emergency number to call, red-cell indices and drugs by their abbreviation before a value or a dose
    # ("CALL 999", "MCV 104", "PCM 500", "TDF/FTC 300/200 mg")
    "CALL", "DIAL", "MCV", "MCH", "MCHC", "RDW", "PLT", "WBC", "HB", "HGB", "PCM", "FTC", "TDF", "TAF", "ABC", "AZT",
}
# a value's unit after it ("LR 2000 ML", "MCA 168 CM/S", "BW 1135 g")
_UNIT_AFTER = r"[ \t]?(?i:ml|ms|mg|mcg|ug|g|kg|cm|mm|l|units?|mmol|meq|bpm)(?![a-z])"


def compound_spaced_ok(value: str) -> bool:
    """"ABX 4471" written with a space: not a value after a lab or timeline word, a clock time or a year."""
    prefix, _, number = value.partition(" ")
    if prefix in _VALUE_PREFIXES or not compound_ok(value):
        return False
    if len(number) == 4 and (number[:2] in ("19", "20") or int(number[:2]) <= 23 and int(number[2:]) <= 59):
        return False  # "SVD 2020", "ETA 2240": a year or a 24-hour time
    return True


class CompoundCodeRecognizer(PatternRecognizer):
    name = "compound_code"
    labels = ("COMPOUND_CODE",)
    patterns = (
        # ABX-4471, MK-3475, BMS-936558, LY3009104, GSK2982772, AZD9291, PF-06651600, RO5185426, JNJ-64041575
        P(r"(?<![\w\-])[A-Z]{2,5}-?[0-9]{3,8}[A-Z]?(?![\w]|-[0-9])", "COMPOUND_CODE", 0.8, check=compound_ok),
        # MK-89B, JNJ-55A, BAY-34A: short number with a letter suffix
        P(r"(?<![\w\-])[A-Z]{2,5}-[0-9]{2}[A-Z](?![\w]|-[0-9])", "COMPOUND_CODE", 0.8, check=compound_ok),
        P(r"(?<![\w\-])[A-Z]{2,5} [0-9]{3,6}(?![\w]|-[0-9]|" + _UNIT_AFTER + ")", "COMPOUND_CODE", 0.7,
          check=compound_spaced_ok, or_context=True),
    )
    context = ("compound", "investigational product", "study drug", "imp", "molecule", "candidate", "drug")

    def analyze(self, doc: Doc) -> list[Span]:
        return [s for s in super().analyze(doc)
                if not _ID_FIELD_BEFORE.search(doc.text, max(0, s.start - 40), s.start)]


class ProtocolIdRecognizer(PatternRecognizer):
    name = "protocol_id"
    labels = ("PROTOCOL_ID",)
    patterns = (
        # KRX-2209-301, ABC-123-2021-01, BMS-CA209-067
        P(r"(?<![\w\-])[A-Z]{2,6}[0-9]{0,4}-[A-Z]{0,3}[0-9]{2,6}-[0-9A-Z]{2,6}(?:-[0-9A-Z]{1,4})?(?![\w]|-[0-9])",
          "PROTOCOL_ID", 0.85, check=compound_ok),
        P(r"(?<![\w\-])NCT[0-9]{8}(?![\w])", "PROTOCOL_ID", 0.95),
        # compound code + study number: "CX-7753/151", "TAK1355389-321", "CX6672602-C301", "AZD-34A/322"
        P(r"(?<![\w\-/])[A-Z]{2,6}-?[0-9]{2,10}[A-Z]?(?:/|-)[A-Z]?[0-9]{2,4}(?![\w]|[/\-][0-9])", "PROTOCOL_ID", 0.88,
          check=compound_ok),
        # sponsor-neutral study numbers: "STUDY-2019-033", "PCT-2022-872"
        P(r"(?<![\w\-])(?:STUDY|PROTOCOL|TRIAL|PCT|CSP)-(?:19|20)[0-9]{2}-[0-9]{2,4}(?![\w]|-[0-9])", "PROTOCOL_ID", 0.9),
        P(r"(?<![\w\-])(?:19|20)[0-9]{2}-[0-9]{6}-[0-9]{2}(?![\w]|-[0-9])", "PROTOCOL_ID", 0.9),  # EudraCT
        P(r"(?<![\w\-])ISRCTN[0-9]{8}(?![\w])", "PROTOCOL_ID", 0.95),
        P(r"(?i:(?<![a-z])(?:protocol|study|trial)(?:[ \t]{1,2}(?:no|number|id|code))?\.?)[ \t:#]{1,3}"
          r"(?P<v>(?=[A-Za-z0-9\-/]{0,24}[0-9])[A-Z0-9](?:[A-Za-z0-9]|[\-/.](?=[A-Za-z0-9])){2,24})(?![\w])",
          "PROTOCOL_ID", 0.85),
    )

    def analyze(self, doc: Doc) -> list[Span]:
        # "Subscriber: ... ID TRM884120753-00", "MBR XK-44120753/01": a code-and-number shape after a member's or
        # an account's cue is that record's number, left to the identifier recognizers
        # and letters, a two-digit year and a serial are a case's number unless a study names it
        return [s for s in super().analyze(doc)
                if not (s.score == 0.88 and _RECORD_CUE_BEFORE.search(doc.text, max(0, s.start - 16), s.start))
                and not (s.score in (0.85, 0.88) and _ACCESSION_CUE_BEFORE.search(doc.text, max(0, s.start - 16), s.start))
                and not (s.score == 0.85 and _YEAR_CASE.fullmatch(doc.text, s.start, s.end)
                         and not _STUDY_BEFORE.search(doc.lower, max(0, s.start - 40), s.start))]


# letters, a two-digit year and a serial: a case or request number ("ROI-25-11482"), not a study's protocol
YEAR_CASE_NUMBER = r"(?<![\w\-/.])[A-Z]{2,5}-(?:1[5-9]|2[0-9])-[0-9]{4,7}(?![\w]|[\-/.][0-9])"
_YEAR_CASE = re.compile(YEAR_CASE_NUMBER)
_STUDY_BEFORE = re.compile(r"(?<![a-z])(?:protocol|study|trial|sponsor)(?![a-z])")
# round 36: an accession's or a specimen's cue ("Acc: TEE-97-0388")
_ACCESSION_CUE_BEFORE = re.compile(r"(?<![A-Za-z])(?i:acc|accn|accession|specimen|mrn)[ \t]{0,2}(?:#|no\.?)?[ \t:#]{1,4}$")
# round 45: a form's number field ("BRP NO: ZU9044217", "Passport UA: FE481726"): a person's document, no compound
# (but a drug's or a product's number is a compound's: "Drug no: ABX-4471")
_ID_FIELD_BEFORE = re.compile(r"(?<![A-Za-z])(?<!drug )(?<!Drug )(?<!DRUG )(?<!IMP )(?<!roduct )(?<!ompound )"
                              r"(?i:no|nr|number|ref|passport)\.?(?:[ \t][A-Z]{2})?[ \t]{0,2}:[ \t]{0,24}$")
# (round 57: a report's, "(report CWI-24-0311)"; not a study's, "Clinical Study Report: NVX-2962/346")
_RECORD_CUE_BEFORE = re.compile(r"(?<![A-Za-z])(?:(?i:id|member|mbr|subscriber|policy|acct|account|claim|auth)|"
                                r"(?<![Ss]tudy[ \t])(?<!STUDY[ \t])(?i:report))[ \t:#]{1,4}$")


UNIT = (
    r"(?:mg/kg|mg/m2|mg/m²|mcg/kg|µg/kg|ug/kg|mg/kg/day|mg/day|mg|mcg|µg|ug|micrograms?|milligrams?|grams?|g|"
    r"ml|mL|millilitres?|milliliters?|units?|iu|IU|U|mmol|meq|mEq|ng|puffs?|tablets?|tabs?|caps?|capsules?|drops?|"
    r"sachets?|patch(?:es)?|nebs?|L/min|l/min|%)"
)
_FREQ = (
    r"(?:once|twice|three times|four times)[ \t](?:a|per)[ \t](?:day|daily|week|weekly|month)|once daily|twice daily|"
    r"daily|nightly|weekly|monthly|bd|bid|tds|tid|qds|qid|od|qd|qhs|qam|qpm|nocte|mane|prn|stat|q[0-9]{1,2}h|"
    r"q[0-9]{1,2}w|q[0-9]w|every[ \t][0-9]{1,2}[ \t](?:hours|days|weeks)|q[ \t]?[0-9]{1,2}[ \t]?(?:h|hr|hrs|hours)"
)
_ROUTE = r"(?:po|iv|im|sc|sl|pr|top|inh|neb|oral(?:ly)?|intravenous(?:ly)?|subcut(?:aneous(?:ly)?)?|s/c|i\.v\.)"


class DoseRecognizer(PatternRecognizer):
    name = "dose"
    labels = ("DOSE",)
    patterns = (
        P(rf"(?<![\w.])(?:[0-9]{{1,4}}/[0-9]{{1,4}}[ \t])?[0-9]{{1,5}}(?:[.,][0-9]{{1,3}})?"
          rf"(?:[ \t]?(?:-|–|to|/)[ \t]?[0-9]{{1,5}}(?:\.[0-9]{{1,3}})?)?"
          rf"[ \t]?{UNIT}(?![A-Za-z0-9]|/(?:[dm]?[lL]|[0-9])\b)"
          rf"(?:[ \t]{{1,2}}\n?[ \t]{{0,2}}(?i:{_ROUTE})(?![A-Za-z]))?"
          rf"(?:[ \t]{{1,2}}(?:(?i:{_FREQ})|ON|OM|ON\b)(?![a-z]))?"
          r"(?:[ \t]{1,2}(?i:prn))?"
          r"(?:[ \t]{1,2}(?i:for[ \t][0-9]{1,3}[ \t](?:days?|weeks?|months?)|at night|in the morning|with meals|"
          r"over[ \t][0-9]{1,3}[ \t](?:min|minutes|hours?)|every[ \t][0-9]{1,2}[ \t](?:hours|days|weeks)|"
          r"reducing by[ \t][0-9]{1,3}[ \t]?mg[ \t](?:weekly|daily|every[ \t][0-9][ \t]days)))?",
          "DOSE", 0.7),
    )

    def validate(self, value: str) -> bool:
        v = value.strip()
        # "5%" alone or "2 g" of a lab value are doses only sometimes; bare percentages are efficacy values
        return not v.endswith("%")


class AeGradeRecognizer(PatternRecognizer):
    name = "ae_grade"
    labels = ("AE_GRADE",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:ctcae[ \t]{1,2}(?:v[0-9.]{1,4}[ \t]{1,2})?)?(?:grade|gr\.?)[ \t]{0,2}\n?[ \t]{0,2}"
          r"(?:[1-5]|i{1,3}|iv|v)(?![a-z0-9]))", "AE_GRADE", 0.85),
        P(r"(?<![A-Za-z0-9])G[1-5](?![A-Za-z0-9])", "AE_GRADE", 0.6),
        P(r"(?i:(?<![a-z])(?:ctcae[ \t]{1,2}v[0-9][.,][0-9oO][ \t]{1,2})?gr?a?d?e?[ \t]{1,2}(?:[1-5]|i{1,3}|iv|v))(?![A-Za-z0-9])",
          "AE_GRADE", 0.6, check=lambda v: v.lower().startswith(("grade", "grd", "grde", "gde", "gade", "ctcae"))),
    )


RARE_DISEASES = (
    "amyotrophic lateral sclerosis", "als", "duchenne muscular dystrophy", "duchenne", "becker muscular dystrophy",
    "spinal muscular atrophy", "huntington's disease", "huntington disease", "cystic fibrosis", "gaucher disease",
    "fabry disease", "pompe disease", "niemann-pick", "tay-sachs", "hunter syndrome", "hurler syndrome",
    "mucopolysaccharidosis", "phenylketonuria", "wilson's disease", "wilson disease", "hemophilia a",
    "hemophilia b", "haemophilia a", "haemophilia b", "sickle cell disease", "thalassemia", "thalassaemia",
    "pulmonary arterial hypertension", "idiopathic pulmonary fibrosis", "myasthenia gravis",
    "guillain-barre syndrome", "guillain-barré syndrome", "narcolepsy", "rett syndrome", "angelman syndrome",
    "prader-willi syndrome", "fragile x syndrome", "marfan syndrome", "ehlers-danlos syndrome",
    "neurofibromatosis", "tuberous sclerosis", "retinitis pigmentosa", "leber congenital amaurosis",
    "hereditary angioedema", "paroxysmal nocturnal hemoglobinuria", "atypical hemolytic uremic syndrome",
    "amyloidosis", "transthyretin amyloidosis", "attr amyloidosis", "castleman disease", "erdheim-chester",
    "progeria", "friedreich ataxia", "friedreich's ataxia", "dravet syndrome", "lennox-gastaut syndrome",
    "batten disease", "krabbe disease", "alport syndrome", "osteogenesis imperfecta", "achondroplasia",
    "scleroderma", "systemic sclerosis", "primary biliary cholangitis", "primary sclerosing cholangitis",
    "acromegaly", "cushing's disease", "addison's disease", "myelofibrosis", "polycythemia vera",
    "waldenström macroglobulinemia", "waldenstrom macroglobulinemia", "mesothelioma", "cholangiocarcinoma",
    "glioblastoma", "neuroblastoma", "retinoblastoma", "ewing sarcoma", "ewing's sarcoma", "osteosarcoma",
    "hemophagocytic lymphohistiocytosis", "aplastic anemia", "aplastic anaemia", "creutzfeldt-jakob disease",
    "attr-cm", "attr cardiomyopathy", "pnh", "erdheim-chester disease", "neurofibromatosis", "niemann-pick disease",
    "duchenne", "pompe", "fabry", "gaucher", "hunter syndrome", "mps", "sma", "ipf", "hae", "ahus", "pah",
)


class RareDiseaseRecognizer(PatternRecognizer):
    name = "rare_disease"
    labels = ("RARE_DISEASE",)
    patterns = (
        P(r"(?i:(?<![a-z])(?:" + "|".join(re.escape(d).replace(r"\ ", r"\s{1,3}") for d in
                                           sorted(RARE_DISEASES, key=len, reverse=True))
          + r")(?:\s{1,3}type\s{1,2}(?:[0-9]|[a-c]|i{1,3})\b)?(?![a-z]))", "RARE_DISEASE", 0.75,
          anchors={re.match(r"[a-z0-9]*", d).group(0) for d in RARE_DISEASES}),
    )

    def validate(self, value: str) -> bool:
        # short acronyms only in capitals ("PNH", "SMA"); "als"/"pah" as words are not diseases
        return not (len(value) <= 4 and not value.isupper())


INDICATIONS = (
    "non-small cell lung cancer", "nsclc", "small cell lung cancer", "sclc", "breast cancer",
    "metastatic breast cancer", "triple-negative breast cancer", "prostate cancer", "colorectal cancer",
    "pancreatic cancer", "ovarian cancer", "gastric cancer", "hepatocellular carcinoma", "renal cell carcinoma",
    "urothelial carcinoma", "melanoma", "multiple myeloma", "acute myeloid leukemia", "acute myeloid leukaemia",
    "aml", "chronic lymphocytic leukemia", "chronic lymphocytic leukaemia", "cll", "diffuse large b-cell lymphoma",
    "dlbcl", "follicular lymphoma", "hodgkin lymphoma", "rheumatoid arthritis", "psoriatic arthritis",
    "plaque psoriasis", "psoriasis", "atopic dermatitis", "ulcerative colitis", "crohn's disease",
    "crohn disease", "multiple sclerosis", "relapsing multiple sclerosis", "alzheimer's disease",
    "alzheimer disease", "parkinson's disease", "parkinson disease", "type 2 diabetes", "type 1 diabetes",
    "heart failure", "chronic kidney disease", "nash", "non-alcoholic steatohepatitis", "asthma",
    "severe asthma", "copd", "chronic obstructive pulmonary disease", "major depressive disorder",
    "schizophrenia", "bipolar disorder", "migraine", "obesity", "lupus", "systemic lupus erythematosus",
    "head and neck squamous cell carcinoma", "glioma", "endometrial cancer", "cervical cancer",
    "bladder cancer", "thyroid cancer", "esophageal cancer", "oesophageal cancer", "mantle cell lymphoma",
    "myelodysplastic syndrome", "myelodysplastic syndromes", "hidradenitis suppurativa", "ankylosing spondylitis",
    "giant cell arteritis", "idiopathic thrombocytopenic purpura", "immune thrombocytopenia",
    "chronic hepatitis b", "chronic hepatitis c", "hepatitis b", "hepatitis c", "hfref", "hfpef", "mcrpc",
    "castration-resistant prostate cancer", "metastatic castration-resistant prostate cancer",
    "heart failure with reduced ejection fraction", "heart failure with preserved ejection fraction", "t2dm",
    "type 2 diabetes mellitus", "type 1 diabetes mellitus", "nafld", "mash", "psoriatic arthritis",
    "generalised myasthenia gravis", "generalized myasthenia gravis", "chronic spontaneous urticaria",
    "eosinophilic oesophagitis", "eosinophilic esophagitis", "idiopathic pulmonary fibrosis", "lupus nephritis",
    "iga nephropathy", "hypertrophic cardiomyopathy", "obstructive sleep apnoea", "alopecia areata", "vitiligo",
)
_MODIFIER = (
    r"(?:(?:metastatic|advanced|locally advanced|unresectable|relapsed|refractory|relapsed/refractory|"
    r"moderate[ \-]to[ \-]severe|mild[ \-]to[ \-]moderate|moderate|severe|recurrent|early|newly diagnosed|"
    r"previously treated|treatment-na[iï]ve|her2[ \-]positive|her2[ \-]negative|hr[ \-]positive|"
    r"triple[ \-]negative|egfr[ \-]mutant|kras[ \-]mutant|alk[ \-]positive|pd-l1[ \-]positive|"
    r"chronic|acute)[ \t]{1,2}){0,2}"
)
# a match starts with the first word of a modifier or of a disease name: try the regex only there
_INDICATION_ANCHORS = frozenset(
    re.match(r"[a-z0-9]+", w).group(0)  # type: ignore[union-attr]
    for w in (*re.findall(r"(?<=[(|])[a-z0-9]+", _MODIFIER), *INDICATIONS)
)


class IndicationRecognizer(PatternRecognizer):
    """The indication under study: known disease names (with modifiers such as "metastatic", "moderate-to-severe",
    "HER2-positive") and whatever follows "Indication:", "Disease:", "in patients with", "(DRUG in ...)"."""

    name = "indication"
    labels = ("INDICATION",)
    patterns = (
        P(r"(?i:(?<![a-z])" + _MODIFIER + r"(?:" + "|".join(re.escape(d) for d in sorted(INDICATIONS, key=len, reverse=True))
          + r")(?![a-z]))", "INDICATION", 0.65, anchors=_INDICATION_ANCHORS),
        # labelled or trial-title context: "Indication: X", "in adults with X", "(VX-1722 in X)"
        P(r"(?i:(?:indication|disease|condition|diagnosis)[ \t]{0,2}:[ \t]{0,3})(?P<v>[A-Za-z][\w'’\- /,]{2,70}?)"
          r"(?=[ \t]{2,}|\n|$|\.[ \t\n])", "INDICATION", 0.7),
        P(r"(?i:(?<![a-z])in[ \t](?:adult[ \t]|paediatric[ \t]|pediatric[ \t])?(?:patients|patienst|adults|participants|"
          r"subjects|children)[ \t]with)[ \t](?P<v>[A-Za-z][\w'’\- /]{2,70}?)(?=[ \t]*(?:\n|$|\(|\)|;|\.[ \t\n]|\.$|,))",
          "INDICATION", 0.7),
        P(r"\((?:[A-Z]{2,5}[\- ]?[0-9]{2,8}[A-Z]?|[A-Z][a-z]{1,3}[0-9]{4,8})[ \t]in[ \t](?P<v>[A-Za-z][\w'’\- /]{2,60}?)\)",
          "INDICATION", 0.7),
    )
