"""StructuredRecordRecognizer: values of HL7 v2 fields, FHIR/JSON keys and table columns labelled by their field."""

import time

from airlock.tagger.recognizers.structured import StructuredRecordRecognizer, field_label, value_ok
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = StructuredRecordRecognizer()

HL7 = (
    "MSH|^~\\&|EPIC|REGIONSHOSP|ENGINE|LABSYS|20240311142207||ADT^A04|MSG00418832|P|2.5.1\r"
    "EVN|A04|20240311142200\r"
    "PID|1||E4471092^^^REG^MR~987-65-4322^^^SSA^SS||XIONG^MAI NENG^^^^^L||19580817|F||2028-9|"
    "1849 PAYNE AVE^APT 3^SAINT PAUL^MN^55130^USA^H||(651)555-0182^PRN^PH\r"
    "NK1|1|VANG^TOU FUE|HUS|||\r"
    "PV1|1|O|FMC^214^A||||1649372855^KOWALCZYK^ZDENEK^^^DR" + "|" * 12 + "V0088217744\r"  # PV1-19
    "OBR|1|LAB2402290044|S24-0229-1187|CBC^COMPLETE BLOOD COUNT|||202402290430\r"
)

FHIR = """{"resourceType": "Patient",
  "identifier": [{"system": "https://example.org/mrn", "value": "110473392"}],
  "name": [{"use": "official", "family": "Kealamakia", "given": ["Noelani", "Pua"]}],
  "telecom": [{"system": "phone", "value": "808-555-0139"}, {"system": "email", "value": "nk@example.net"}],
  "birthDate": "1931-05-09",
  "address": [{"line": ["94-1040 Waipahu St"], "city": "Waipahu", "state": "HI", "postalCode": "96797"}],
  "valueQuantity": {"value": "9.4", "unit": "%"}}"""

PRACTITIONER = '{"resourceType": "Practitioner", "name": [{"family": "Abubakar", "given": ["Halima"]}]}'

CSV = """mrn,last_name,first_name,dob,sex,phone,member_id,pcp
4471208,Omar,Faadumo Xasan,1977-02-14,F,206-555-0158,MOL7730418,Kaur
4471266,"Rose, Jr",Bartholomew,1939-09-30,M,,6WQ2-HN4-TT71,Dr Kaur
"""

PIPES = """bed|name|age|hosp no|cons|issues
1|ABDIRAHMAN, Mahad Ali|91|RXH4410278|Mr Okoro|son visits pm
2|PRZYBYLSKI, Stanislaw|88|RXH5520013|Dr Tan|INR 3.2
"""

MARKDOWN = """| Subject | Initials | Rand date | Site PI |
|---|---|---|---|
| 204-011 | K-L-D | 19Jun2023 | Dr A. Nakashima (sub-I) |
"""

PRINTOUT = """acc#         mrn        patient                     ord dr          exam
CT2406180412 M00918274  OLUWASEGUN, Adebisi F       Haddad, R       CT head w/o
-- escalated to on-call rad Dr Ingrid Fjeldstad (pager 4471) 23:50
"""

test_finds, test_ignores = recognizer_tests(
    REC,
    positive=[
        (HL7, "FACILITY", "REGIONSHOSP"),
        (HL7, "DATE", "20240311142207"),
        (HL7, "DATE", "20240311142200"),
        (HL7, "MRN", "E4471092"),
        (HL7, "SSN", "987-65-4322"),  # the CX type code SS says it is an SSN, not a phone number
        (HL7, "PATIENT_NAME", "XIONG"),
        (HL7, "PATIENT_NAME", "MAI NENG"),
        (HL7, "DATE", "19580817"),
        (HL7, "STREET_ADDRESS", "1849 PAYNE AVE"),
        (HL7, "STREET_ADDRESS", "APT 3"),
        (HL7, "CITY", "SAINT PAUL"),
        (HL7, "ZIP", "55130"),
        (HL7, "PHONE", "(651)555-0182"),
        (HL7, "RELATIVE_NAME", "VANG"),
        (HL7, "RELATIVE_NAME", "TOU FUE"),
        (HL7, "LICENSE_NUMBER", "1649372855"),
        (HL7, "CLINICIAN_NAME", "KOWALCZYK"),
        (HL7, "CLINICIAN_NAME", "ZDENEK"),
        (HL7, "ACCOUNT_NUMBER", "V0088217744"),
        (HL7, "OTHER_ID", "LAB2402290044"),
        (HL7, "OTHER_ID", "S24-0229-1187"),
        (HL7, "DATE", "202402290430"),
        (HL7.replace("\r", "\n"), "PATIENT_NAME", "XIONG"),
        (FHIR, "MRN", "110473392"),
        (FHIR, "PATIENT_NAME", "Kealamakia"),
        (FHIR, "PATIENT_NAME", "Noelani"),
        (FHIR, "PATIENT_NAME", "Pua"),
        (FHIR, "PHONE", "808-555-0139"),
        (FHIR, "EMAIL", "nk@example.net"),
        (FHIR, "DATE", "1931-05-09"),
        (FHIR, "STREET_ADDRESS", "94-1040 Waipahu St"),
        (FHIR, "CITY", "Waipahu"),
        (FHIR, "ZIP", "96797"),
        (PRACTITIONER, "CLINICIAN_NAME", "Abubakar"),
        (PRACTITIONER, "CLINICIAN_NAME", "Halima"),
        ('{"first_name": "Seung-min", "last_name": "Ha", "mrn": "4471301"}', "PATIENT_NAME", "Seung-min"),
        ('{"first_name": "Seung-min", "last_name": "Ha", "mrn": "4471301"}', "MRN", "4471301"),
        (CSV, "MRN", "4471208"),
        (CSV, "PATIENT_NAME", "Omar"),
        (CSV, "PATIENT_NAME", "Faadumo Xasan"),
        (CSV, "DATE", "1977-02-14"),
        (CSV, "PHONE", "206-555-0158"),
        (CSV, "HEALTH_PLAN_ID", "MOL7730418"),
        (CSV, "CLINICIAN_NAME", "Kaur"),
        (CSV, "PATIENT_NAME", "Rose, Jr"),  # a quoted cell keeps its comma
        (CSV, "HEALTH_PLAN_ID", "6WQ2-HN4-TT71"),
        (PIPES, "PATIENT_NAME", "ABDIRAHMAN, Mahad Ali"),
        (PIPES, "AGE_OVER_89", "91"),
        (PIPES, "MRN", "RXH4410278"),
        (PIPES, "CLINICIAN_NAME", "Okoro"),  # the title is not part of the name
        (PIPES, "CLINICIAN_NAME", "Tan"),
        (MARKDOWN, "SUBJECT_ID", "204-011"),
        (MARKDOWN, "PATIENT_NAME", "K-L-D"),
        (MARKDOWN, "DATE", "19Jun2023"),
        (MARKDOWN, "INVESTIGATOR", "A. Nakashima"),
        (PRINTOUT, "OTHER_ID", "CT2406180412"),
        (PRINTOUT, "MRN", "M00918274"),
        (PRINTOUT, "PATIENT_NAME", "OLUWASEGUN, Adebisi F"),
        (PRINTOUT, "CLINICIAN_NAME", "Haddad, R"),
    ],
    negative=[
        "Plan: a|b|c options discussed; pt prefers option b.",
        "PID|1||||||1958|F",  # a year alone is not a date more specific than the year
        "PV1|1|O|FMC^214^A||||^^^^^MD",  # a suffix is not a name
        '{"code": {"text": "HbA1c"}, "valueQuantity": {"value": "9.4", "unit": "%"}}',
        '{"name": "Metformin 500 mg", "status": "active"}',
        "Lives with wife, son, daughter and two dogs.\nSeen with wife, son, daughter today.",
        "drug_name,dose,route\nmetformin,500 mg,PO\n",
        "name,age\nJohn Smith,67\n",  # an age under 90 is no Safe Harbor age
        "",
    ],
)


FHIR_REFS = (
    '{"resourceType": "Encounter",\n'
    ' "subject": {"reference": "Patient/pt-4471", "display": "Xiong Mai Neng"},\n'
    ' "participant": [{"individual": {"reference": "Practitioner/pr-19", "display": "Dr. Lindqvist Anna"}}],\n'
    ' "serviceProvider": {"reference": "Organization/org-2", "display": "Regionshospitalet Viborg"},\n'
    ' "reasonCode": [{"text": "Chest pain", "coding": [{"code": "29857009", "display": "Chest pain"}]}]}\n'
    '{"resourceType": "Patient", "name": [{"use": "official", "text": "Kealoha Kamakana"}]}\n'
    '{"resourceType": "Location", "name": "Ward Pua Lani", "status": "active"}\n'
)


def test_fhir_reference_displays_and_human_name_text() -> None:
    """A Reference's "display" is labelled by the resource it points to, a HumanName's "text" is a name, and an
    Organization's or Location's "name" a facility; a code's "display" or "text" is none of these."""
    got = set(run_recognizer(REC, FHIR_REFS))
    assert {("PATIENT_NAME", "Xiong Mai Neng"), ("CLINICIAN_NAME", "Lindqvist Anna"),
            ("FACILITY", "Regionshospitalet Viborg"), ("PATIENT_NAME", "Kealoha Kamakana"),
            ("FACILITY", "Ward Pua Lani")} <= got
    assert not any(v == "Chest pain" for _, v in got)


DELEGATION = (
    "#  Name (print)          Initials  Tasks (codes)   Start       PI initials\n"
    "1  Amara Oduya-Price     AOP       1-12            02MAY2024   KDW\n"
    "2  Lars Grimstvedt       LG        3,5             09MAY2024   KDW\n"
)
FLOWSHEET = (
    "Time    BP       HR   UFR   init\n"
    "0700    150/88   82   600   MKT\n"
    "0800    138/80   80   600   RJ\n"
)
TICKED = "| Name | Role | Signature |\n|---|---|---|\n| Oskar Brevik | PI | Y |\n"


def test_initials_and_signature_columns() -> None:
    """Who-did-it columns holding initials ("init", "Initials", "PI initials", "Signature") are names, also in a
    space-aligned printout whose only other known columns label nothing ("Time", "Tasks", "Start")."""
    got = set(run_recognizer(REC, DELEGATION)) | set(run_recognizer(REC, FLOWSHEET))
    assert {("PATIENT_NAME", "Amara Oduya-Price"), ("PATIENT_NAME", "AOP"), ("INVESTIGATOR", "KDW"),
            ("CLINICIAN_NAME", "MKT"), ("CLINICIAN_NAME", "RJ")} <= got
    assert not any(v in ("150/88", "0700", "1-12") for _, v in got)
    ticked = run_recognizer(REC, TICKED)
    assert ("PATIENT_NAME", "Oskar Brevik") in ticked and not any(v == "Y" for _, v in ticked)


def test_a_column_of_two_fields_and_kit_columns() -> None:
    """A "By / Date" cell holds a login and a date, each labelled by its own shape; kit and image id columns."""
    text = ("Subj     | Field    | Status | By / Date\n"
            "3301-002 | AESTDAT  | Closed | mkowal 2024-05-02\n"
            "Date       Subject   Kit no.     Qty\n"
            "02MAY2024  3301-002  K118-2207   1\n")
    got = set(run_recognizer(REC, text))
    assert {("CLINICIAN_NAME", "mkowal"), ("DATE", "2024-05-02"), ("OTHER_ID", "K118-2207")} <= got, got
    assert not any(v == "mkowal 2024-05-02" for _, v in got)


def test_prose_under_a_printout_is_not_a_row() -> None:
    assert not {v for _, v in run_recognizer(REC, PRINTOUT) if "escalated" in v or "Fjeldstad" in v}


def test_age_column_only_tags_ages_over_89() -> None:
    got = run_recognizer(REC, PIPES)
    assert ("AGE_OVER_89", "91") in got and not any(v == "88" for _, v in got)


def test_field_vocabulary() -> None:
    assert field_label("Hosp No.") == "MRN"
    assert field_label("home_phone") == "PHONE"
    assert field_label("Rand date") == "DATE"
    assert field_label("attendingPhysician") == "CLINICIAN_NAME"
    assert field_label("drug_name") is None
    assert field_label("name") is None and field_label("name", table=True) == "PATIENT_NAME"
    assert value_ok("DATE", "2024") is None and value_ok("DATE", "2024-02") == "DATE"
    assert value_ok("MRN", "blinded") is None and value_ok("PHONE", "555-01") is None


def test_hostile_input_finishes() -> None:
    """Separators without end, a huge single line and deep nesting: no exception, no quadratic blow-up."""
    for text in ("|" * 200_000, "PID|" + "^" * 100_000, "a,b,c\n" + "1,2,3\n" * 20_000,
                 "[" * 50_000 + '"family": "X"' + "]" * 50_000, '{"value": "' + "x" * 300_000,
                 "mrn\tname\n" + "\t" * 100_000):
        started = time.process_time()
        REC.analyze(__import__("airlock.tagger.recognizers.base", fromlist=["Doc"]).Doc(text))
        assert time.process_time() - started < 30


def test_detection_takes_the_field_label_over_a_prose_reading(detect) -> None:
    """An SSN in PID-3 (type code SS) is an SSN, not the phone number its shape suggests; a surname in PID-5
    is found although nothing in prose marks it."""
    spans = detect(HL7)
    got = {(s.label, HL7[s.start : s.end]) for s in spans}
    assert ("SSN", "987-65-4322") in got
    assert ("PATIENT_NAME", "XIONG") in got


GERMAN = """patient_id;name;geburtsdatum;station;arzt;versichertennr
KH-88120;von Hohenstein, Adelheid;03.03.1936;Geriatrie 2;Dr. med. Ludger Brinkmann;A418827736
"""

AUDIT = """timestamp_utc          | user            | subject   | field    | reason
2024-02-07 14:03:51    | ksvensson       | 0342-0007 | BRTHDAT  | transcription error
2024-02-09 09:41:07    | dm.hollis       | 0342-0009 | WEIGHT   | query resolved
"""

MAR = """Date       Time  Medication                 Dose     Status    By
2024.01.27 0900  enoxaparin                 40 mg    HELD      shmoua2  (plt 88, per Dr.Ferreira-Lima)
"""

LISTING = """Subj       Age/Sex  Preferred term            Hosp.  Site / Investigator
1302-0044  90/M     Femur fracture             Y      1302 / Dr. Ha Thanh Nguyen-Wolff
1302-0051  67/F     Pneumonia                  Y      1302 / Dr. Ha Thanh Nguyen-Wolff
"""

DEVIATIONS = """#  | Subject  | Deviation                      | Reported by
07 | 2210-031 | Visit 6 out of window (+9 d)   | K. Obuya
"""


def test_other_languages_users_and_listings() -> None:
    assert {("MRN", "KH-88120"), ("PATIENT_NAME", "von Hohenstein, Adelheid"), ("DATE", "03.03.1936"),
            ("CLINICIAN_NAME", "Ludger Brinkmann"), ("HEALTH_PLAN_ID", "A418827736")} <= run_recognizer(REC, GERMAN)
    assert {("CLINICIAN_NAME", "ksvensson"), ("CLINICIAN_NAME", "dm.hollis"), ("SUBJECT_ID", "0342-0007")} <= run_recognizer(
        REC, AUDIT)
    assert not any(v in ("BRTHDAT", "transcription error") for _, v in run_recognizer(REC, AUDIT))
    assert ("CLINICIAN_NAME", "shmoua2") in run_recognizer(REC, MAR)
    listing = run_recognizer(REC, LISTING)
    assert {("SUBJECT_ID", "1302-0044"), ("AGE_OVER_89", "90"), ("INVESTIGATOR", "Ha Thanh Nguyen-Wolff")} <= listing
    assert not any(v.startswith("67") for _, v in listing)
    assert {("SUBJECT_ID", "2210-031"), ("CLINICIAN_NAME", "K. Obuya")} <= run_recognizer(REC, DEVIATIONS)


def test_visit_citizen_id_and_native_script_name_columns() -> None:
    """Round 79: a Bhutanese export's visit number, citizenship id, name in Dzongkha, gewog and dzongkhag."""
    export = ("visit_id,cid,patient_name,name_dz,sex,age,village,gewog,dzongkhag,mobile\n"
              "V24110500318,10901001745,Ugyen Lhamo,ཨོ་རྒྱན་ལྷ་མོ,F,34,Bondey,Lungnyi,Paro,17708214\n"
              "V24110500319,10901004426,Tshewang Rinzin,ཚེ་དབང་རིག་འཛིན,M,67,Dop Shari,Doteng,Paro,77129043\n")
    found = run_recognizer(REC, export)
    assert {("OTHER_ID", "V24110500318"), ("OTHER_ID", "10901001745"), ("PATIENT_NAME", "ཨོ་རྒྱན་ལྷ་མོ"),
            ("CITY", "Lungnyi"), ("CITY", "Paro")} <= found
    assert not any(v in ("F", "M", "34") for _, v in found)


def test_the_records_own_words_are_not_read_as_identifiers(detect) -> None:
    """Segment ids, code fields, JSON keys and header cells are syntax: "OBX" is no name, "R01" no subject id,
    "postalCode" no name, "YOB" no initials; a header with no row under it protects nothing."""
    hl7 = HL7 + "OBX|1|NM|718-7^HEMOGLOBIN||6.1|g/dL|13.5-17.5|LL|||F\rMSH|^~\\&|A|B|C|D|202402290611||ORU^R01|7|P|2.3\r"
    words = {hl7[s.start : s.end] for s in detect(hl7)}
    assert not words & {"OBX", "R01", "718-7", "HEMOGLOBIN", "13.5-17.5"}
    assert "postalCode" not in {FHIR[s.start : s.end] for s in detect(FHIR)}
    table = "Subject\tInitials\tYOB\tRand\n204-011\tK-L-D\t1952\t19Jun2023\n"
    assert not {table[s.start : s.end] for s in detect(table)} & {"YOB", "Rand", "Initials"}
    lone = "Name  MRN  Dr Smith\n"
    assert "Smith" in {lone[s.start : s.end] for s in detect(lone)}


def test_custody_register_piped_with_inmate_number_names_and_next_of_kin():
    # round 81: "inmate_id", "last", "first" and "nok_name" columns of a jail's medical export
    text = ("booking_no|inmate_id|last|first|dob|housing|nok_name|nok_rel|nok_phone|note\n"
            "25-004418|P0098812|YAZZIE|DARRELL|1988-02-14|INTAKE-2|YAZZIE, LORETTA|MOTHER|928-555-0134|\"fentanyl\"\n")
    got = run_recognizer(REC, text)
    assert {("OTHER_ID", "P0098812"), ("PATIENT_NAME", "YAZZIE"), ("PATIENT_NAME", "DARRELL"),
            ("RELATIVE_NAME", "YAZZIE, LORETTA")} <= got
    assert field_label("last") is None and field_label("first") is None  # (as JSON keys: too general)
