"""Field positions in three machine formats that carry identifiers outside HL7 v2, JSON and tables: X12 claim
segments (837/835: ``NM1*IL*1*LAST*FIRST*M***MI*ID~``), DICOM header dumps (``(0010,0010) PN [LAST^FIRST]  #
PatientName``) and XML records (NCPDP SCRIPT e-prescriptions, CDA headers: ``<given>...</given>``).

Each parser returns candidate ``(start, end, label)`` values, which the structured recognizer checks with
``value_ok`` like any other field, and the format's own words (segment ids, tags, element names, codes), which go
to the document's syntax so that other recognizers do not read them as names or ids ("SV1*HC:99213" is a
procedure code, "(0010,0010)" a tag, "Manufacturer" an attribute).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

Candidate = tuple[int, int, str]
Syntax = list[tuple[int, int]]

# -- X12 ------------------------------------------------------------------------------------------------------
# (round 53: after a listing's line number too, as a code review or a diff quotes the file: "  14 NM1*IL*1*...")
_X12_SEGMENT = re.compile(r"(?m)^[ \t]{0,4}(?:[0-9]{1,4}[ \t]{1,4})?(?P<seg>[A-Z][A-Z0-9]{1,2})\*(?P<body>[^~\n]*)~?[ \t]*$")
_X12_PRESENT = re.compile(r"(?m)^[ \t]{0,4}(?:[0-9]{1,4}[ \t]{1,4})?(?:ISA|GS|ST|NM1|CLM|CLP|SBR|BPR)\*")
# NM1-01, the entity: the subscriber or patient, or someone on the provider's side
_X12_PATIENT_ENTITIES = frozenset({"IL", "QC", "PAT", "QD"})
# NM1-08 / N1-03, the kind of id that follows
_X12_ID_KINDS = {"MI": "HEALTH_PLAN_ID", "XX": "LICENSE_NUMBER", "34": "SSN", "24": "OTHER_ID", "FI": "OTHER_ID",
                 "II": "OTHER_ID", "HN": "HEALTH_PLAN_ID"}
# REF-01: the kind of reference number
_X12_REF_KINDS = {"SY": "SSN", "EA": "MRN", "1W": "HEALTH_PLAN_ID", "IG": "HEALTH_PLAN_ID", "EI": "OTHER_ID",
                  "F8": "OTHER_ID", "9F": "OTHER_ID", "G1": "OTHER_ID", "D9": "OTHER_ID", "0B": "LICENSE_NUMBER",
                  "1G": "LICENSE_NUMBER", "LU": "OTHER_ID"}
_X12_DATE = re.compile(r"(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])")
# segments whose elements are codes and amounts only (services, diagnoses, money, envelopes)
_X12_CODE_SEGMENTS = frozenset({"ISA", "GS", "GE", "IEA", "ST", "SE", "BHT", "HL", "LX", "SV1", "SV2", "SVC", "HI",
                                "CAS", "AMT", "LQ", "BPR", "TRN", "PLB", "QTY", "PAT", "CUR", "TS3", "MOA", "MIA"})


def pieces(text: str, start: int, end: int, sep: str) -> Iterator[tuple[int, int, int]]:
    """(1-based index, start, end) of the pieces of text[start:end] split at ``sep`` (an HL7 field at "|" and
    "^", an X12 element at "*", a DICOM name component at "^")."""
    i, a = 1, start
    while True:
        b = text.find(sep, a, end)
        if b < 0:
            yield i, a, end
            return
        yield i, a, b
        i, a = i + 1, b + 1


def _elements(text: str, a: int, b: int, sep: str = "*") -> list[tuple[int, int]]:
    """(start, end) of each element of text[a:b]; index 0 is X12 element 01 (or a name's first component)."""
    return [(x, y) for _, x, y in pieces(text, a, b, sep)]


def x12_fields(text: str) -> tuple[list[Candidate], Syntax]:
    cands: list[Candidate] = []
    syntax: Syntax = []
    if not _X12_PRESENT.search(text):
        return cands, syntax
    for m in _X12_SEGMENT.finditer(text):
        seg = m.group("seg")
        syntax.append(m.span("seg"))
        el = _elements(text, m.start("body"), m.end("body"))
        kinds = [text[x:y].strip() for x, y in el] + [""] * 12  # each element's text: the qualifiers

        def put(i: int, label: str, el: list[tuple[int, int]] = el) -> None:
            if i < len(el) and el[i][0] < el[i][1]:
                cands.append((el[i][0], el[i][1], label))

        if seg in _X12_CODE_SEGMENTS:  # codes and amounts, but a date is a date ("BHT*0019*00*B1*20250914")
            for i, (x, y) in enumerate(el):
                if _X12_DATE.fullmatch(kinds[i]):
                    cands.append((x, y, "DATE"))
                else:
                    syntax.append((x, y))
        elif seg == "NM1":
            person = kinds[1] == "1"
            label = ("PATIENT_NAME" if kinds[0] in _X12_PATIENT_ENTITIES else "CLINICIAN_NAME") if person else "FACILITY"
            for i in ((2, 3, 4) if person else (2,)):
                put(i, label)
            if kinds[7] in _X12_ID_KINDS:
                put(8, _X12_ID_KINDS[kinds[7]])
            elif (q := next((i for i in (6, 8, 9) if kinds[i] in _X12_ID_KINDS and kinds[i + 1]), None)) is not None:
                put(q + 1, _X12_ID_KINDS[kinds[q]])  # round 38: the qualifier one element off ("P****MI*W203847751")
            syntax.extend(el[i] for i in (0, 1, 7) if i < len(el))
        elif seg == "N1":
            put(1, "FACILITY")
            if kinds[2] in _X12_ID_KINDS:
                put(3, _X12_ID_KINDS[kinds[2]])
        elif seg == "PER":  # a contact person and up to three numbers, each after its kind
            put(1, "CLINICIAN_NAME")
            for q in (2, 4, 6):
                put(q + 1, {"TE": "PHONE", "FX": "FAX", "EM": "EMAIL"}.get(kinds[q], "PHONE"))
        elif seg == "N3":
            put(0, "STREET_ADDRESS")
            put(1, "STREET_ADDRESS")
        elif seg == "N4":
            put(0, "CITY")
            put(2, "ZIP")
        elif seg == "REF":
            put(1, _X12_REF_KINDS.get(kinds[0], "OTHER_ID"))
        elif seg == "SBR":  # the insured's group or policy number
            put(2, "HEALTH_PLAN_ID")
        elif seg == "CLM":  # the provider's account number for the patient
            put(0, "ACCOUNT_NUMBER")
            syntax.extend(el[1:])
        elif seg == "CLP":  # the claim's account number and the payer's claim control number
            put(0, "ACCOUNT_NUMBER")
            put(6, "OTHER_ID")
            syntax.extend(el[1:6])
        elif seg in ("DMG", "DTP", "DTM"):
            put(1 if seg in ("DMG", "DTM") else 2, "DATE")
    return cands, syntax


# -- DICOM header dumps (dcmdump, pydicom) -----------------------------------------------------------------------
_DICOM_LINE = re.compile(
    r"(?m)^[ \t]*(?P<tag>\([0-9A-Fa-f]{4},[0-9A-Fa-f]{4}\))[ \t]+(?P<vr>[A-Z]{2})[ \t]+(?:\[(?P<v>[^\]\n]*)\]|=?(?P<w>"
    r"[^\n#]*?))[ \t]*(?:#[ \t]*(?:[0-9]+,[ \t]*[0-9]+[ \t]+)?(?P<k>[A-Za-z][A-Za-z0-9]*)"
    # (round 64: a note after the keyword, as a pasted dump is annotated: "# OtherPatientIDs (SV-Nr)")
    r"(?:[ \t]{1,3}\([^()\n]{1,30}\))?)?[ \t]*$")
_DICOM_KEYWORDS = {
    "PatientName": "PATIENT_NAME", "OtherPatientNames": "PATIENT_NAME", "PatientBirthName": "PATIENT_NAME",
    "PatientMotherBirthName": "RELATIVE_NAME", "ResponsiblePerson": "RELATIVE_NAME",
    "ReferringPhysicianName": "CLINICIAN_NAME", "PerformingPhysicianName": "CLINICIAN_NAME",
    "RequestingPhysician": "CLINICIAN_NAME", "NameOfPhysiciansReadingStudy": "CLINICIAN_NAME",
    "PhysiciansOfRecord": "CLINICIAN_NAME", "OperatorsName": "STAFF", "ScheduledPerformingPhysicianName": "CLINICIAN_NAME",
    "PatientID": "MRN", "OtherPatientIDs": "MRN", "IssuerOfPatientID": "FACILITY", "AccessionNumber": "OTHER_ID",
    "PlacerOrderNumberImagingServiceRequest": "OTHER_ID", "FillerOrderNumberImagingServiceRequest": "OTHER_ID",
    "RequestedProcedureID": "OTHER_ID", "AdmissionID": "ACCOUNT_NUMBER", "MedicalRecordLocator": "MRN",
    "PatientBirthDate": "DATE", "StudyDate": "DATE", "SeriesDate": "DATE", "AcquisitionDate": "DATE",
    "ContentDate": "DATE", "InstanceCreationDate": "DATE", "ScheduledProcedureStepStartDate": "DATE",
    "PerformedProcedureStepStartDate": "DATE", "PatientAge": "AGE_OVER_89", "PatientAddress": "ADDRESS",
    "InstitutionName": "FACILITY", "InstitutionAddress": "STREET_ADDRESS", "PatientTelephoneNumbers": "PHONE",
    "DeviceSerialNumber": "DEVICE_ID", "InstitutionalDepartmentName": "FACILITY",
    # round 64: the study's and the series' own UIDs, which the DICOM de-identification profile (PS3.15) replaces
    # (a modality's root, then often the date and a serial: "1.2.40.0.13.1.1.18032025.88412.4417"), and the
    # modality's station name, which it replaces too
    "StudyInstanceUID": "OTHER_ID", "SeriesInstanceUID": "OTHER_ID", "SOPInstanceUID": "OTHER_ID",
    "StationName": "DEVICE_ID",
}
# PatientAddress as written by most modalities: street^city^state^zip
_DICOM_ADDRESS = ("STREET_ADDRESS", "CITY", None, "ZIP")
_DICOM_AGE = re.compile(r"0*(?P<n>[0-9]{1,3})Y")


def dicom_fields(text: str) -> tuple[list[Candidate], Syntax]:
    cands: list[Candidate] = []
    syntax: Syntax = []
    if "(0008," not in text and "(0010," not in text:
        return cands, syntax
    # the dump's comment lines ("# Dicom-Data-Set, Little Endian Explicit", "# dcmdump +P 0010 ...")
    syntax.extend(c.span() for c in re.finditer(r"(?m)^#[^\n]*$", text))
    for m in _DICOM_LINE.finditer(text):
        syntax.append(m.span("tag"))
        syntax.append(m.span("vr"))
        if m.group("k"):
            syntax.append(m.span("k"))
        g = "v" if m.group("v") is not None else "w"
        a, b = m.span(g)
        label = _DICOM_KEYWORDS.get(m.group("k") or "")
        if label is None or a >= b:
            if m.group("vr") in ("UI", "CS", "DS", "IS", "US", "FL", "FD", "TM", "SH") and label is None:
                syntax.append((a, b))  # (UIDs, codes, numbers, times, station names)
            continue
        parts = _elements(text, a, b, "^")
        if label == "ADDRESS":
            for (s, e), lab in zip(parts, _DICOM_ADDRESS, strict=False):
                if lab is not None and s < e:
                    cands.append((s, e, lab))
        elif label == "AGE_OVER_89":
            age = _DICOM_AGE.fullmatch(text[a:b])
            if age is not None:
                cands.append((a + age.start("n"), a + age.end("n"), label))
        elif m.group("vr") == "PN":  # family^given^middle^prefix^suffix: the first three are the name
            cands.extend((s, e, label) for s, e in parts[:3] if s < e)
        else:
            cands.append((a, b, label))
    return cands, syntax


# -- XML records (NCPDP SCRIPT, CDA headers, vendor exports) ------------------------------------------------------
_XML_TAG = re.compile(r"<(?P<close>/?)(?P<name>[A-Za-z][\w.\-]{0,60}:?[\w.\-]{0,60})(?P<attrs>[^<>]{0,600}?)(?P<self>/?)>")
_XML_ATTR = re.compile(r"(?P<k>[A-Za-z][\w:\-]{0,40})=\"(?P<v>[^\"<>\n]{0,200})\"")
# an element whose name parts belong to whom: the innermost such ancestor decides
_XML_OWNERS = {
    "patient": "PATIENT_NAME", "humanpatient": "PATIENT_NAME", "patientrole": "PATIENT_NAME",
    "subscriber": "PATIENT_NAME", "guardian": "RELATIVE_NAME", "guardianperson": "RELATIVE_NAME",
    "relatedperson": "RELATIVE_NAME", "relatedentity": "RELATIVE_NAME", "participant": "RELATIVE_NAME",
    "prescriber": "CLINICIAN_NAME", "supervisor": "CLINICIAN_NAME", "assignedperson": "CLINICIAN_NAME",
    "assignedauthor": "CLINICIAN_NAME", "author": "CLINICIAN_NAME", "performer": "CLINICIAN_NAME",
    "legalauthenticator": "CLINICIAN_NAME", "informationrecipient": "CLINICIAN_NAME",
    "intendedrecipient": "CLINICIAN_NAME", "practitioner": "CLINICIAN_NAME", "pharmacist": "CLINICIAN_NAME",
    # round 54: an E2B(R3) safety report's patient, the investigation's subject ("<primaryRole classCode="INVSBJ">")
    "primaryrole": "PATIENT_NAME",
}
_XML_ORGS = frozenset({"representedorganization", "receivedorganization", "serviceproviderorganization",
                       "providerorganization", "organization", "pharmacy", "practicelocation", "scopingorganization",
                       "wholeorganization", "custodian", "representedcustodianorganization"})
_XML_NAME_PARTS = frozenset({"given", "family", "firstname", "lastname", "middlename", "givenname", "familyname",
                             "surname"})
# date-valued attributes of CDA elements ("<birthTime value="20130304"/>")
_XML_TIME_ELEMENTS = frozenset({"birthtime", "effectivetime", "time", "low", "high", "deceasedtime"})


def xml_fields(text: str) -> tuple[list[tuple[int, int, str, str | None]], Syntax, Syntax]:
    """(start, end, element name, owner label or None) for each element's text and for the values of id and time
    attributes (as the element names "id" and "time"), which the caller labels by name and owner; the tag and
    attribute names (syntax); and each whole tag (markup, which no other recognizer's span may reach into)."""
    cands: list[tuple[int, int, str, str | None]] = []
    syntax: Syntax = []
    markup: Syntax = []
    if text.count("</") < 3:
        return cands, syntax, markup
    stack: list[str] = []
    last_open: tuple[str, int] | None = None
    for m in _XML_TAG.finditer(text):
        name = m.group("name").split(":")[-1]
        low = name.lower()
        syntax.append(m.span("name"))
        markup.append((m.start(), m.start("attrs")))  # ("<Name": attribute values stay readable)
        markup.append((m.end() - 1 - len(m.group("self")), m.end()))
        for at in _XML_ATTR.finditer(text, m.start("attrs"), m.end("attrs")):
            syntax.append(at.span("k"))
        if m.group("close"):
            if last_open is not None and last_open[0] == low and last_open[1] < m.start():
                kind = low
                if low in ("name", "businessname") and _in_org(stack):
                    kind = "org"
                elif low in ("number", "value") and any("fax" in s for s in stack[-3:]):
                    kind = "fax"  # "<Fax><Number>..."
                elif low in ("number", "value") and any("phone" in s or "telephone" in s for s in stack[-3:]):
                    kind = "phone"  # "<PrimaryTelephone><Number>..."
                cands.append((last_open[1], m.start(), kind, _owner(stack)))
            while stack and stack[-1] != low:
                stack.pop()
            if stack:
                stack.pop()
            last_open = None
            continue
        attrs = {a.group("k").lower(): a for a in _XML_ATTR.finditer(text, m.start("attrs"), m.end("attrs"))}
        if low == "id" and "extension" in attrs:
            v = attrs["extension"]
            # (an E2B safety report's own case numbers: "<investigationEvent><id extension="PL-URPL-240913" ...>")
            owner = "CASE" if stack and stack[-1] == "investigationevent" else _owner(stack)
            cands.append((v.start("v"), v.end("v"), "id", owner))
        elif low in _XML_TIME_ELEMENTS and "value" in attrs:
            v = attrs["value"]
            cands.append((v.start("v"), v.end("v"), "time", None))
        if m.group("self"):
            last_open = None
            continue
        stack.append(low)
        last_open = (low, m.end()) if "\n" not in text[m.end() : text.find("<", m.end())] else None
    return cands, syntax, markup


def _owner(stack: list[str]) -> str | None:
    for name in reversed(stack):
        if name in _XML_ORGS:
            return None
        if name in _XML_OWNERS:
            return _XML_OWNERS[name]
    return None


def _in_org(stack: list[str]) -> bool:
    for name in reversed(stack):
        if name in _XML_ORGS:
            return True
        if name in _XML_OWNERS:
            return False
    return False


def xml_label(name: str, owner: str | None, field_label: Callable[[str], str | None]) -> str | None:
    """The label of an XML element's text: a name part by its owner, an organisation's name as a facility, an id
    attribute by its owner, a time attribute as a date, and any other element by the field vocabulary."""
    if name == "org":
        return "FACILITY"
    if name in _XML_NAME_PARTS:
        return owner or "PATIENT_NAME"
    if name == "id":
        return {"PATIENT_NAME": "MRN", "CLINICIAN_NAME": "LICENSE_NUMBER", "CASE": "OTHER_ID"}.get(owner or "", None)
    if name == "time":
        return "DATE"
    if name == "name":
        return owner
    return field_label(name)
