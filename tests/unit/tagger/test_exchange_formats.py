"""X12 claim segments, DICOM header dumps and XML records, read field by field (exchange_formats.py through the
structured recognizer), and the look-alikes their own syntax holds (procedure codes, tags, attribute names)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.exchange_formats import dicom_fields, x12_fields, xml_fields

X12_837 = """ST*837*0001*005010X222A1~
NM1*41*2*CASCADE BILLING GROUP*****46*CBG77120~
PER*IC*ROSALIND OKAFOR-BRENNAN*TE*2065550148~
NM1*85*1*WOJCIECHOWSKA*HALINA*M***XX*1497758544~
N3*2210 BEACON AVE S~
N4*SEATTLE*WA*98144~
REF*EI*917733402~
SBR*P*18*GRP5520931******CI~
NM1*IL*1*FALEOLO-MCBRIDE*TEUILA*S***MI*ZQW44180237~
N3*88 WILDWOOD LN~
N4*RENTON*WA*98055~
DMG*D8*19870219*F~
CLM*PTACCT88213*210***11:B:1*Y*A*Y*Y~
HI*ABK:J069~
SV1*HC:99214:25*165*UN*1***1~
SV1*HC:87804*45*UN*1***1~
SE*14*0001~
"""

X12_835 = """ST*835*0112~
BPR*I*96.12*C*ACH*CCP*01*999999992*DA*000111333*1941234567**01*999988880*DA*000333555*20251003~
N1*PE*LAKESIDE FAMILY CLINIC*FI*954417309~
CLP*RCN44120*1*240*96.12*20*MC*1025277100042*11*1~
NM1*QC*1*NAKASHIMA-ORTEGA*REIKO****MI*98810077B~
SVC*HC:99213*240*96.12**1~
"""

DICOM = """# Dicom-Data-Set, Little Endian Explicit
(0008,0020) DA [20250611]                  # StudyDate
(0008,0050) SH [XR25-0441873]              # AccessionNumber
(0008,0070) LO [GE MEDICAL SYSTEMS]        # Manufacturer
(0008,0080) LO [HARBORVIEW NORTH IMAGING CENTER] # InstitutionName
(0008,0090) PN [ADEYEMI-COLE^BABATUNDE^O^^MD] # ReferringPhysicianName
(0008,1070) PN [tfinnegan]                 # OperatorsName
(0010,0010) PN [KOWALCZYK^DOROTA^E]        # PatientName
(0010,0020) LO [HNI00418822]               # PatientID
(0010,0030) DA [19310402]                  # PatientBirthDate
(0010,1010) AS [094Y]                      # PatientAge
(0010,1040) LO [4417 NE SANDY BLVD^PORTLAND^OR^97213] # PatientAddress
(0020,000D) UI [1.2.840.113619.2.55.3.604688119.971.1718000000.412] # StudyInstanceUID
"""

NCPDP = """<Message>
 <Patient><HumanPatient>
  <Name><LastName>Oyelaran</LastName><FirstName>Temitope</FirstName></Name>
  <Address><AddressLine1>19 Auburn St Apt 2</AddressLine1><City>Worcester</City><PostalCode>01604</PostalCode></Address>
  <CommunicationNumbers><PrimaryTelephone><Number>5085550139</Number></PrimaryTelephone></CommunicationNumbers>
 </HumanPatient></Patient>
 <Prescriber><NonVeterinarian>
  <Name><LastName>Vasquez-Thornbury</LastName><FirstName>Imelda</FirstName></Name>
  <PracticeLocation><BusinessName>Greendale Bridge Clinic</BusinessName></PracticeLocation>
 </NonVeterinarian></Prescriber>
 <Manufacturer>Teva</Manufacturer>
</Message>
"""

CDA = """<ClinicalDocument xmlns="urn:hl7-org:v3">
 <recordTarget><patientRole>
  <id root="2.16.840.1.113883.3.7741.1" extension="KMC-5520187"/>
  <patient>
   <name use="L"><given>Leilani</given><family>Kahananui-Soto</family></name>
   <birthTime value="20110917"/>
   <guardian><guardianPerson><name><given>Makana</given><family>Kahananui</family></name></guardianPerson></guardian>
  </patient>
 </patientRole></recordTarget>
 <author><assignedAuthor><assignedPerson><name><given>Sione</given><family>Latu-Whitcombe</family></name></assignedPerson>
  <representedOrganization><name>Waianae Coast Health Center</name></representedOrganization></assignedAuthor></author>
</ClinicalDocument>
"""


def _got(text: str) -> set[tuple[str, str]]:
    return {(s.label, text[s.start : s.end]) for s in detect(text)}


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        (X12_837, "PATIENT_NAME", "FALEOLO-MCBRIDE"),
        (X12_837, "PATIENT_NAME", "TEUILA"),
        (X12_837, "HEALTH_PLAN_ID", "ZQW44180237"),
        (X12_837, "HEALTH_PLAN_ID", "GRP5520931"),
        (X12_837, "CLINICIAN_NAME", "WOJCIECHOWSKA"),
        (X12_837, "CLINICIAN_NAME", "ROSALIND OKAFOR-BRENNAN"),
        (X12_837, "ACCOUNT_NUMBER", "PTACCT88213"),
        (X12_837, "OTHER_ID", "917733402"),
        (X12_837, "STREET_ADDRESS", "88 WILDWOOD LN"),
        (X12_837, "ZIP", "98055"),
        (X12_837, "DATE", "19870219"),
        (X12_835, "DATE", "20251003"),  # a date inside a segment of codes and amounts
        (X12_835, "ACCOUNT_NUMBER", "RCN44120"),
        (X12_835, "OTHER_ID", "1025277100042"),
        (X12_835, "PATIENT_NAME", "NAKASHIMA-ORTEGA"),
        (X12_835, "HEALTH_PLAN_ID", "98810077B"),
        (X12_835, "OTHER_ID", "954417309"),
        (DICOM, "OTHER_ID", "XR25-0441873"),
        (DICOM, "PATIENT_NAME", "KOWALCZYK"),
        (DICOM, "PATIENT_NAME", "DOROTA"),
        (DICOM, "MRN", "HNI00418822"),
        (DICOM, "CLINICIAN_NAME", "ADEYEMI-COLE"),
        (DICOM, "CLINICIAN_NAME", "tfinnegan"),
        (DICOM, "AGE_OVER_89", "094"),
        (DICOM, "ZIP", "97213"),
        (DICOM, "FACILITY", "HARBORVIEW NORTH IMAGING CENTER"),
        (NCPDP, "PATIENT_NAME", "Temitope"),
        (NCPDP, "PATIENT_NAME", "Oyelaran"),
        (NCPDP, "CLINICIAN_NAME", "Imelda"),
        (NCPDP, "PHONE", "5085550139"),
        (NCPDP, "STREET_ADDRESS", "19 Auburn St Apt 2"),
        (NCPDP, "FACILITY", "Greendale Bridge Clinic"),
        (CDA, "MRN", "KMC-5520187"),
        (CDA, "PATIENT_NAME", "Leilani"),
        (CDA, "RELATIVE_NAME", "Makana"),
        (CDA, "CLINICIAN_NAME", "Sione"),
        (CDA, "DATE", "20110917"),
        (CDA, "FACILITY", "Waianae Coast Health Center"),
    ],
)
def test_fields_are_read_by_position(text: str, label: str, value: str) -> None:
    assert (label, value) in _got(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (X12_837, "99214"),  # a procedure code in SV1, not a record number
        (X12_837, "87804"),
        (X12_837, "J069"),  # a diagnosis code
        (X12_835, "000111333"),  # the payer's bank account in BPR
        (X12_835, "99213"),
        (DICOM, "0010"),  # a tag's group, not a vehicle or record number
        (DICOM, "Manufacturer"),
        (DICOM, "Dicom-Data-Set, Little Endian Explicit"),
        (NCPDP, "Manufacturer"),
    ],
)
def test_format_syntax_is_not_read_as_identifiers(text: str, value: str) -> None:
    assert not any(v == value for _, v in _got(text)), _got(text)


def test_no_span_reaches_into_an_xml_tag() -> None:
    text = NCPDP
    for s in detect(text):
        assert "<" not in text[s.start : s.end] and ">" not in text[s.start : s.end], text[s.start : s.end]


def test_parsers_leave_plain_text_alone() -> None:
    prose = "Pt seen in clinic. NM1 pathway discussed; (0010,0010) is the patient name tag. <b>bold</b> only."
    assert x12_fields(prose) == ([], [])
    assert dicom_fields(prose)[0] == []
    assert xml_fields(prose) == ([], [], [])


def test_x12_name_components_of_an_organisation_are_one_facility() -> None:
    cands, _ = x12_fields(X12_837)
    facilities = [X12_837[a:b] for a, b, lab in cands if lab == "FACILITY"]
    assert facilities == ["CASCADE BILLING GROUP"]
