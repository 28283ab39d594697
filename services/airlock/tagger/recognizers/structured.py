"""Identifiers in structured records pasted into a document: HL7 v2 segments, FHIR/JSON objects and tables with a
header row (CSV, TSV, pipe or Markdown tables, and whitespace-aligned printouts).

In these the field, not the words around a value, says what the value is: ``PID-5`` is the patient's name
whatever it looks like ("XIONG^MAI NENG"), ``"family": "Kealamakia"`` is a surname, and a cell under "hosp no"
is a record number. Prose recognizers miss such values (no cue before them, upper case, no punctuation) or
mislabel them (an SSN in ``PID-19`` read as a phone number), so this recognizer reads the structure and
labels each value by its field, with a score above the prose readings.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer
from airlock.tagger.recognizers.exchange_formats import (
    dicom_fields,
    pieces,
    x12_fields,
    xml_fields,
    xml_label,
)
from airlock.tagger.recognizers.native_scripts import NATIVE_HEADER_CELL, native_column_label

_SCORE = 0.88

# ---------------------------------------------------------------------------------------------------------
# Field vocabulary shared by JSON keys and table headers: a key is normalised to lower-case letters and digits
# ("Hosp No." -> "hospno", "member_id" -> "memberid") and looked up exactly, then by the word it contains.
# ---------------------------------------------------------------------------------------------------------
_EXACT: dict[str, str] = {
    # patient names
    "family": "PATIENT_NAME", "given": "PATIENT_NAME", "surname": "PATIENT_NAME", "forename": "PATIENT_NAME",
    "forenames": "PATIENT_NAME", "patient": "PATIENT_NAME", "pt": "PATIENT_NAME", "initials": "PATIENT_NAME",
    "ptinitials": "PATIENT_NAME", "fname": "PATIENT_NAME", "lname": "PATIENT_NAME", "mi": "PATIENT_NAME",
    # clinicians
    "pcp": "CLINICIAN_NAME", "gp": "CLINICIAN_NAME", "attending": "CLINICIAN_NAME", "att": "CLINICIAN_NAME",
    "physician": "CLINICIAN_NAME", "provider": "CLINICIAN_NAME", "doctor": "CLINICIAN_NAME", "dr": "CLINICIAN_NAME",
    "orddr": "CLINICIAN_NAME", "prov": "CLINICIAN_NAME", "cm": "STAFF", "casemgr": "STAFF", "casemanager": "STAFF", "orderingdr": "CLINICIAN_NAME", "cons": "CLINICIAN_NAME", "consultant": "CLINICIAN_NAME",
    "surgeon": "CLINICIAN_NAME", "nurse": "CLINICIAN_NAME", "rn": "CLINICIAN_NAME", "clinician": "CLINICIAN_NAME",
    "neph": "CLINICIAN_NAME", "referrer": "CLINICIAN_NAME", "seenby": "CLINICIAN_NAME", "author": "CLINICIAN_NAME",
    "signedby": "CLINICIAN_NAME", "enteredby": "CLINICIAN_NAME", "pi": "INVESTIGATOR", "sitepi": "INVESTIGATOR",
    "investigator": "INVESTIGATOR", "subi": "INVESTIGATOR", "cra": "INVESTIGATOR", "monitor": "INVESTIGATOR",
    # ids
    # round 26: a tracking board's, theatre list's and registry export's doctors, a lab log's number
    "md": "CLINICIAN_NAME", "anes": "CLINICIAN_NAME", "anaes": "CLINICIAN_NAME", "anaesthetist": "CLINICIAN_NAME",
    "anesthesia": "CLINICIAN_NAME", "enrollmd": "CLINICIAN_NAME", "labno": "OTHER_ID", "labnumber": "OTHER_ID",
    # round 81: a custody export's inmate or booking number, its next of kin ("inmate_id", "nok_name")
    "inmateid": "OTHER_ID", "inmateno": "OTHER_ID", "inmatenumber": "OTHER_ID", "offenderid": "OTHER_ID",
    "offenderno": "OTHER_ID", "prisonerno": "OTHER_ID", "prisonernumber": "OTHER_ID", "nokname": "RELATIVE_NAME",
    "mrn": "MRN", "urn": "MRN", "hospno": "MRN", "hospitalno": "MRN", "hospitalnumber": "MRN", "patientid": "MRN",
    "ptid": "MRN", "recordno": "MRN", "chartno": "MRN", "unitno": "MRN", "nhi": "MRN", "chi": "MRN",
    "nhs": "NHS_NUMBER", "nhsno": "NHS_NUMBER", "nhsnumber": "NHS_NUMBER", "ssn": "SSN", "sin": "OTHER_ID",
    "subject": "SUBJECT_ID", "subjectid": "SUBJECT_ID", "subjectno": "SUBJECT_ID", "screen": "SUBJECT_ID",
    "screenno": "SUBJECT_ID", "scrno": "SUBJECT_ID", "scrid": "SUBJECT_ID", "screeningno": "SUBJECT_ID", "screeningid": "SUBJECT_ID", "randno": "SUBJECT_ID",
    "randid": "SUBJECT_ID", "acc": "OTHER_ID", "accno": "OTHER_ID", "accession": "OTHER_ID",
    "accessionno": "OTHER_ID", "specimen": "OTHER_ID", "specimenid": "OTHER_ID", "npi": "LICENSE_NUMBER",
    "prescriber": "CLINICIAN_NAME", "prescribedby": "CLINICIAN_NAME", "orderedby": "CLINICIAN_NAME",
    "dea": "LICENSE_NUMBER", "deanumber": "LICENSE_NUMBER", "gmc": "LICENSE_NUMBER", "nmc": "LICENSE_NUMBER", "serial": "DEVICE_ID",
    "serialno": "DEVICE_ID", "sn": "DEVICE_ID", "deviceid": "DEVICE_ID", "acct": "ACCOUNT_NUMBER",
    "acctno": "ACCOUNT_NUMBER", "account": "ACCOUNT_NUMBER", "accountno": "ACCOUNT_NUMBER", "fin": "ACCOUNT_NUMBER",
    "csn": "ACCOUNT_NUMBER", "har": "ACCOUNT_NUMBER", "visitno": "ACCOUNT_NUMBER", "encounterid": "ACCOUNT_NUMBER",
    "memberid": "HEALTH_PLAN_ID", "member": "HEALTH_PLAN_ID", "memberno": "HEALTH_PLAN_ID",
    "policyno": "HEALTH_PLAN_ID", "policynumber": "HEALTH_PLAN_ID", "subscriberid": "HEALTH_PLAN_ID",
    "medicaidid": "HEALTH_PLAN_ID", "medicareid": "HEALTH_PLAN_ID", "mbi": "HEALTH_PLAN_ID",
    "insuranceid": "HEALTH_PLAN_ID", "plate": "VEHICLE_ID", "vin": "VEHICLE_ID",
    # a trial kit dispensed to a subject, a clinical photograph
    # a safety case, a pre-screening number ("CASE ID", "PS#")
    "caseid": "OTHER_ID", "caseno": "OTHER_ID", "ps": "SUBJECT_ID", "psno": "SUBJECT_ID", "prescreenno": "SUBJECT_ID",
    "prescreeningno": "SUBJECT_ID", "prescreenid": "SUBJECT_ID",
    "kit": "OTHER_ID", "kitno": "OTHER_ID", "kitnumber": "OTHER_ID", "kitid": "OTHER_ID", "imageid": "OTHER_ID",
    "kits": "OTHER_ID",
    # round 54: an EDC query's own number (a deviation's is no person's: "DV ID | Site | Subject")
    "queryid": "OTHER_ID", "queryno": "OTHER_ID",
    # round 30: a courier's waybill and temperature logger, a claim's control number
    "awb": "OTHER_ID", "waybill": "OTHER_ID", "airwaybill": "OTHER_ID", "trackingno": "OTHER_ID",
    "trackingnumber": "OTHER_ID", "logger": "DEVICE_ID", "loggerid": "DEVICE_ID", "icn": "OTHER_ID",
    "claimno": "OTHER_ID", "claimnumber": "OTHER_ID", "claimid": "OTHER_ID", "ptacct": "ACCOUNT_NUMBER",
    "ptacctno": "ACCOUNT_NUMBER", "phn": "HEALTH_PLAN_ID", "gmsno": "HEALTH_PLAN_ID", "gms": "HEALTH_PLAN_ID",
    "medicalcard": "HEALTH_PLAN_ID", "medicalcardno": "HEALTH_PLAN_ID", "ppsn": "OTHER_ID", "ppsno": "OTHER_ID",
    "mrp": "CLINICIAN_NAME", "rendering": "CLINICIAN_NAME", "renderingprovider": "CLINICIAN_NAME",
    "appealid": "OTHER_ID", "appealno": "OTHER_ID", "authno": "OTHER_ID", "authid": "OTHER_ID",
    "authorizationno": "OTHER_ID", "authorizationid": "OTHER_ID",
    "imageno": "OTHER_ID", "photoid": "OTHER_ID",
    # a device issued to a subject (an ePRO handset, a wearable) and a referral's number ("device_sn", "Ref_ID")
    "devicesn": "DEVICE_ID", "deviceserial": "DEVICE_ID",
    "refid": "OTHER_ID", "referralid": "OTHER_ID", "referralno": "OTHER_ID",
    # a sample manifest's and a biorepository's numbers ("Sample ID", "Source ID", "Biorepository ID")
    "sampleid": "OTHER_ID", "sampleno": "OTHER_ID", "sample": "OTHER_ID", "sourceid": "OTHER_ID",
    "biorepositoryid": "OTHER_ID", "biobankid": "OTHER_ID", "barcode": "OTHER_ID", "tubeid": "OTHER_ID",
    "aliquotid": "OTHER_ID",
    # round 63: a booking system's appointment, lead, booking and message numbers (not a supplier's "Order No."), a
    # crew list's id and passport, a ship's IMO number, a lab order's folio and a sample ("appt_id", "lead_id",
    # "msg_id", "Crew ID", "Passport no.", "IMO", "Folio", "Muestra")
    "apptid": "OTHER_ID", "appointmentid": "OTHER_ID", "apptno": "OTHER_ID", "leadid": "OTHER_ID",
    "bookingid": "OTHER_ID", "bookingno": "OTHER_ID", "bookingref": "OTHER_ID", "msgid": "OTHER_ID",
    "messageid": "OTHER_ID", "crewid": "OTHER_ID", "crewno": "OTHER_ID",
    "passport": "OTHER_ID", "passportno": "OTHER_ID", "passportnumber": "OTHER_ID", "ppno": "OTHER_ID",
    "imo": "VEHICLE_ID", "imono": "VEHICLE_ID", "folio": "OTHER_ID", "muestra": "OTHER_ID",
    # round 45: an outreach or needle-exchange log's client code and log number, a police incident's number
    # ("Client (code)", "Log no.", "Crime ref")
    "clientcode": "OTHER_ID", "clientid": "OTHER_ID", "clientno": "OTHER_ID", "clientref": "OTHER_ID",
    "logno": "OTHER_ID", "lognumber": "OTHER_ID", "logid": "OTHER_ID", "incidentno": "OTHER_ID",
    "incidentid": "OTHER_ID", "incidentref": "OTHER_ID", "crimeref": "OTHER_ID", "crimeno": "OTHER_ID",
    # round 46: hospital operations' registers: a lost-property bag, a porter's job, an asset tag, a ticket, an
    # ambulance ("Bag no.", "Job#", "Asset tag", "Ticket no.", "AV vehicle"; not "Vehicle" alone, a drug study's
    # carrier as often, nor "Login", a status as often)
    "bagno": "OTHER_ID", "bagnumber": "OTHER_ID", "propertyno": "OTHER_ID", "jobno": "OTHER_ID", "jobnumber": "OTHER_ID",
    "jobid": "OTHER_ID", "chart": "MRN", "assettag": "DEVICE_ID", "assetno": "DEVICE_ID", "assetid": "DEVICE_ID",
    "ticketno": "OTHER_ID", "ticketid": "OTHER_ID", "job": "OTHER_ID", "vehicleno": "VEHICLE_ID", "avvehicle": "VEHICLE_ID",
    "callsign": "VEHICLE_ID", "rego": "VEHICLE_ID",
    "participantid": "OTHER_ID", "participantcode": "OTHER_ID", "participantno": "OTHER_ID",
    # round 52: a clinic's export of a client's unique id, a refugee's unique client identifier (Canada's IFHP) and
    # an Alberta health number ("client_uid", "ifhp_uci", "ahcip_phn")
    "uid": "OTHER_ID", "clientuid": "OTHER_ID", "patientuid": "OTHER_ID", "uci": "OTHER_ID", "ifhpuci": "OTHER_ID",
    "provideruid": "OTHER_ID",  # round 57: a telehealth log's clinician ("provider_uid=prv_00318842")
    "ahcipphn": "HEALTH_PLAN_ID", "ahcip": "HEALTH_PLAN_ID",
    # round 53: a dataset's study number, a claim's reference, Australia's individual healthcare identifier and
    # provider number, an Indian hospital's UHID and ABHA number, Canadian health cards, a builder's "postal"
    # ("studyid", "claim_ref", "ihi", "provider_no", "uhid", "abha", "hcn", "ramq")
    "studyid": "SUBJECT_ID", "studyno": "SUBJECT_ID", "studysubjectid": "SUBJECT_ID", "claimref": "OTHER_ID",
    "ihi": "OTHER_ID", "encid": "ACCOUNT_NUMBER", "encno": "ACCOUNT_NUMBER", "encounterno": "ACCOUNT_NUMBER",
    "providerno": "LICENSE_NUMBER", "providernumber": "LICENSE_NUMBER", "uhid": "MRN", "abha": "OTHER_ID",
    "abhano": "OTHER_ID", "abhanumber": "OTHER_ID", "hcn": "HEALTH_PLAN_ID", "healthcard": "HEALTH_PLAN_ID",
    "healthcardno": "HEALTH_PLAN_ID", "ramq": "HEALTH_PLAN_ID", "postal": "POSTCODE", "eircode": "POSTCODE",
    # (and the name a person is known by on an outreach log: "Known as", "Person (as known)")
    "knownas": "PATIENT_NAME", "personasknown": "PATIENT_NAME",
    # dates
    "dob": "DATE", "dod": "DATE", "dos": "DATE", "doa": "DATE", "birthdate": "DATE", "birthday": "DATE",
    "born": "DATE", "admitted": "DATE", "discharged": "DATE", "nextappt": "DATE", "appt": "DATE",
    "icfsigned": "DATE", "consented": "DATE", "collected": "DATE", "received": "DATE", "deceaseddatetime": "DATE",
    # contact and address
    "phone": "PHONE", "tel": "PHONE", "telephone": "PHONE", "mobile": "PHONE", "cell": "PHONE", "homephone": "PHONE",
    "pager": "PAGER", "pgr": "PAGER", "bleep": "PAGER", "ext": "PAGER", "extension": "PAGER",
    "workphone": "PHONE", "fax": "FAX", "email": "EMAIL", "address": "STREET_ADDRESS", "street": "STREET_ADDRESS",
    "line": "STREET_ADDRESS", "addr": "STREET_ADDRESS", "address1": "STREET_ADDRESS", "address2": "STREET_ADDRESS",
    "addressline1": "STREET_ADDRESS", "addressline2": "STREET_ADDRESS", "city": "CITY", "town": "CITY",
    "suburb": "CITY", "county": "COUNTY", "district": "COUNTY", "zip": "ZIP", "zipcode": "ZIP",
    "postalcode": "POSTCODE", "postcode": "POSTCODE",
    # round 39: an immunisation register's Medicare column with the person's reference number ("Medicare-IRN";
    # not "PC" or "Agent": a presenting complaint and a drug as often as a postcode and a call-centre agent)
    "medicareirn": "HEALTH_PLAN_ID",
    "age": "AGE_OVER_89",
    # other languages' headers (German, Dutch, Scandinavian, Spanish, French, Portuguese)
    "geburtsdatum": "DATE", "gebdatum": "DATE", "geb": "DATE", "fdselsdato": "DATE", "fodelsedatum": "DATE", "geboortedatum": "DATE", "fechanacimiento": "DATE",
    "fechadenacimiento": "DATE", "datenaissance": "DATE", "datadenascimento": "DATE", "nombre": "PATIENT_NAME",
    "nom": "PATIENT_NAME", "navn": "PATIENT_NAME", "namn": "PATIENT_NAME", "naam": "PATIENT_NAME",
    "apellido": "PATIENT_NAME", "apellidos": "PATIENT_NAME", "vorname": "PATIENT_NAME", "nachname": "PATIENT_NAME",
    "prenom": "PATIENT_NAME", "arzt": "CLINICIAN_NAME", "arztin": "CLINICIAN_NAME", "lakare": "CLINICIAN_NAME",
    "lege": "CLINICIAN_NAME", "huisarts": "CLINICIAN_NAME", "medico": "CLINICIAN_NAME", "medecin": "CLINICIAN_NAME",
    "versichertennr": "HEALTH_PLAN_ID", "versichertennummer": "HEALTH_PLAN_ID", "kvnr": "HEALTH_PLAN_ID",
    # round 68: the columns of a German statutory form (Muster 1, 16): the insurer's, the practice's and the doctor's
    # numbers under "Kostenträgerkennung", "Betriebsstätten-Nr.", "Arzt-Nr."
    "kostentragerkennung": "OTHER_ID", "betriebsstattennr": "OTHER_ID", "arztnr": "LICENSE_NUMBER",
    "personnr": "OTHER_ID", "personnummer": "OTHER_ID", "bsn": "OTHER_ID", "adresse": "STREET_ADDRESS",
    "direccion": "STREET_ADDRESS", "strasse": "STREET_ADDRESS", "ort": "CITY", "stadt": "CITY", "ciudad": "CITY",
    "ville": "CITY", "plz": "POSTCODE", "telefon": "PHONE", "telefono": "PHONE", "subj": "SUBJECT_ID",
    "agesex": "AGE_OVER_89", "agegender": "AGE_OVER_89",
    # who did it: a staff name or a user id ("shmoua2", "dm.hollis")
    "by": "STAFF", "user": "STAFF", "username": "STAFF", "userid": "STAFF", "operator": "STAFF",
    "tech": "STAFF", "technologist": "STAFF", "issuedto": "STAFF", "asst": "STAFF", "assistant": "STAFF",
    "init": "STAFF", "inits": "STAFF", "signature": "STAFF", "sig": "STAFF", "sign": "STAFF",
    # a pharmacy's fill history: the prescription number and the verifying pharmacist's initials ("RX#  FILLED
    # DRUG ... RPH")
    "rx": "OTHER_ID", "rxno": "OTHER_ID", "rxnumber": "OTHER_ID", "rph": "STAFF", "pharmacist": "STAFF",
    # round 32: a dispensing log's checker and Medicare column, a blood bank's or register's checker
    "chk": "STAFF", "checker": "STAFF", "medicare": "HEALTH_PLAN_ID", "medicareno": "HEALTH_PLAN_ID",
    "piinitials": "INVESTIGATOR", "pisignature": "INVESTIGATOR",
    # a delegation or training log's name column ("Name (print)")
    "nameprint": "PATIENT_NAME", "printname": "PATIENT_NAME", "printedname": "PATIENT_NAME",
    # facilities
    "facility": "FACILITY", "hospital": "FACILITY", "clinic": "FACILITY", "practice": "FACILITY",
    "employer": "FACILITY", "sitename": "FACILITY", "referringfacility": "FACILITY",
    # round 55: the registers of emergencies and events, keyed by a casualty's triage tag, a field hospital's
    # registration, a runner's bib or a TB case's surveillance number, with a name column only sometimes known
    # ("Triage tag  CAT  name", "reg no  name", "bib#  | name", "ETS no.  | case")
    # (a "tag" column alone only in a table: see _TAG_KEYS)
    "triagetag": "OTHER_ID", "triagetagno": "OTHER_ID", "regno": "OTHER_ID",
    "registrationno": "OTHER_ID", "bib": "OTHER_ID", "bibno": "OTHER_ID", "casualtyno": "OTHER_ID",
    "casualtyid": "OTHER_ID", "etsno": "OTHER_ID",
    # round 58: an outbreak line list's case number ("EPID No.")
    "epid": "OTHER_ID", "epidno": "OTHER_ID", "epidnumber": "OTHER_ID",
    # round 59: national ids of Latin America and Indonesia as a register's column, a time clock's biometric template
    # ("N  DNI  nombre", "CURP", "NIK", "bio template")
    "dni": "OTHER_ID", "curp": "OTHER_ID", "cpf": "OTHER_ID", "nik": "OTHER_ID", "biotemplate": "BIOMETRIC_ID",
    # round 73: Europe's and Asia's national, insurance and prescription numbers as a register's or an export's column,
    # a laboratory export's sample, its names and its doctors in their own words ("OIB | MBO", "jmbg", "EMŠO", "PESEL",
    # "AMKA", "CNP", "eRecept br.", "uzorak_id", "prezime_ime", "ljekar", "validirao")
    **dict.fromkeys(("oib", "mbo", "jmbg", "embg", "emso", "egn", "lnch", "pesel", "amka", "cnp", "tckimlikno",
                     "tckn", "isikukood", "asmenskodas", "personaskods", "rodnecislo", "cccd", "cmnd", "bhyt",
                     "mabhyt", "sothebhyt", "nir", "nss", "taj", "tajszam", "zzzs", "kzzs", "erecept", "ereceptbr",
                     "ereceptno", "uzorak", "uzorakid", "brojuzorka"), "OTHER_ID"),
    **dict.fromkeys(("ime", "prezime", "prezimeime", "imeprezime", "imeiprezime", "pacijent", "bolesnik", "pacient",
                     "pacjent", "imieinazwisko", "nazwisko", "hoten", "hovaten"), "PATIENT_NAME"),
    **dict.fromkeys(("ljekar", "lekar", "lijecnik", "lecnik", "zdravnik", "lekarz", "bacsi"), "CLINICIAN_NAME"),
    "validirao": "STAFF", "validirala": "STAFF", "izdao": "STAFF", "izdala": "STAFF",
    # (and a screening register's child, "Child name")
    "childname": "PATIENT_NAME", "nameofchild": "PATIENT_NAME",
}
# round 59: a register's columns of each person's own number, and with them (_REGISTER_KEYS) an admission number's, a
# camp's block and a residence: read only in a register of people, one with an age, sex or birth-date column
# (_DEMOGRAPHIC_KEY)
_CODED_ID_KEYS = ("id", "ctuid", "campregno", "campregistrationno", "progres", "progresid", "progresno",
                  "rationcard", "rationcardno", "progresrationcard",
                  # round 79: a visit's number, a Bhutanese citizenship id, a Sri Lankan NIC ("visit_id", "cid", "nic")
                  "visitid", "cid", "cidno", "nic", "nicno")
_LOCAL_NAME_KEYS = ("namedz", "namelocal", "namenative", "localname", "namesi", "nameta", "nameor", "namedv")
_REGISTER_KEYS = frozenset((*_CODED_ID_KEYS, "noadm", "admno", "sectorblock", "block", "blk", "residence",
                            "residencebomablock"))
# (a column's key that begins with the word, "Age(m)", "Sexe", or names both, "patient (name / age / sex)"; not
# "Dosage", "Stage", "Page", "Image")
_DEMOGRAPHIC_KEY = re.compile(r"^(?:age|sex|dob|gender|edad|idade)|agesex|sexage")
# a coded number in such a column: three digits or more with a letter, a dash or a slash, or five digits ("GBO-0412",
# "DAD-24C117503", "RMH104477", "24/1187"); not a row's count, a year, a date or a size ("3", "2024", "02/09", "M")
_CODED_ID_VALUE = re.compile(r"(?=(?:[^0-9]*[0-9]){3})(?:[A-Z0-9]{1,8}(?:[\-/][A-Z0-9]{1,10}){1,3}|(?=[0-9]{0,8}[A-Z])"
                             r"[A-Z0-9]{4,14}|[0-9]{5,14})")
# (a block's number or letter with a digit, "S5 / B-41", "Blk C-12", "E4"; not a nerve block, "interscalene")
_BLOCK_VALUE = re.compile(r"(?=[^0-9]{0,12}[0-9])[A-Za-z0-9][A-Za-z0-9 /\-.]{0,14}")


# round 58: columns only a table's header names this way, each value checked in ``_tables`` by _column_value_ok: an
# outbreak line list's village, a data query log's record, query and assignee ("No | EPID No. | Name | Village/Estate",
# "qid  record  event  field ... assigned"); as a key of a form's "Record: 12045" or "Assigned: QA team" they are no
# person's
_TABLE_ONLY: dict[str, str] = {"village": "CITY", "villageestate": "CITY", "record": "SUBJECT_ID",
                               "recordid": "SUBJECT_ID", "qid": "OTHER_ID", "assigned": "STAFF", "assignedto": "STAFF",
                               # round 81: a register's surname and given-name columns ("last|first|dob")
                               "last": "PATIENT_NAME", "first": "PATIENT_NAME",
                               "emp": "OTHER_ID",  # round 63: a printout's employee number column ("Emp#")
                               # round 59: a line list's or a camp register's own number for each person, an admission
                               # register's number, a camp's sector and block, a residence, beside an age or sex column
                               # ("ID  NAME  AGE SEX", "CTU ID  Name  Sex Age", "camp reg no.", "proGres / ration card",
                               # "No adm.", "SECTOR/BLOCK", "Residence (boma/block)")
                               **dict.fromkeys(_CODED_ID_KEYS, "OTHER_ID"), "noadm": "MRN", "admno": "MRN",
                               "sectorblock": "STREET_ADDRESS", "block": "STREET_ADDRESS", "blk": "STREET_ADDRESS",
                               "residence": "CITY", "residencebomablock": "CITY",
                               # round 67: a harm-reduction register's client, by initials or a street name ("Client
                               # (init/alias)", "Alias")
                               "client": "PATIENT_NAME", "clientinitalias": "PATIENT_NAME", "clientalias": "PATIENT_NAME",
                               "clientinitials": "PATIENT_NAME", "alias": "PATIENT_NAME",
                               # round 79: a Bhutanese export's gewog and dzongkhag, and the name in the patient's own
                               # script ("name_dz", "name_local": "ཨོ་རྒྱན་ལྷ་མོ")
                               "gewog": "CITY", "dzongkhag": "CITY", "chiwog": "CITY",
                               **dict.fromkeys(_LOCAL_NAME_KEYS, "PATIENT_NAME")}
# a column headed "tag" numbers a casualty only in a register of people or of triage categories ("TAG  CAT  name
# (if known)"); an image's, a sequencing index's or a release's tag as often ("image | tag | size")
_TAG_KEYS = frozenset(("tag", "tagno", "tagnumber"))
_TRIAGE_KEYS = frozenset(("cat", "triage", "triagecat", "triagecategory", "priority", "category"))
_ID_COLUMN_SCORE = 0.9
# HL7 v2 field positions and paging keys as interface-engine logs print them ("pid.5=", "nk1.2=", "page=")
_KV_FIELDS = {"pid3": "MRN", "pid5": "PATIENT_NAME", "pid7": "DATE", "pid11": "STREET_ADDRESS", "pid13": "PHONE",
              "pid14": "PHONE", "pid19": "SSN", "nk12": "RELATIVE_NAME", "nk14": "STREET_ADDRESS", "nk15": "PHONE",
              "pv17": "CLINICIAN_NAME", "pv18": "CLINICIAN_NAME", "obr16": "CLINICIAN_NAME", "page": "PAGER",
              "callback": "PHONE", "ordering": "CLINICIAN_NAME", "ackby": "STAFF"}
# a key that is none of the above but contains one of these words ("first_name", "patientName", "rand date",
# "home_phone", "attendingPhysician", "nephrologist"); checked in this order
_CONTAINS: tuple[tuple[str, str], ...] = (
    ("date", "DATE"), ("dob", "DATE"), ("phone", "PHONE"), ("mobile", "PHONE"), ("fax", "FAX"), ("email", "EMAIL"),
    ("mrn", "MRN"), ("ssn", "SSN"), ("nhsn", "NHS_NUMBER"), ("memberid", "HEALTH_PLAN_ID"),
    ("policy", "HEALTH_PLAN_ID"), ("accession", "OTHER_ID"), ("specimen", "OTHER_ID"), ("account", "ACCOUNT_NUMBER"),
    ("subject", "SUBJECT_ID"), ("subjno", "SUBJECT_ID"), ("subjid", "SUBJECT_ID"), ("zip", "ZIP"), ("postcode", "POSTCODE"), ("postalcode", "POSTCODE"),
    ("street", "STREET_ADDRESS"), ("address", "STREET_ADDRESS"), ("city", "CITY"),
    ("physician", "CLINICIAN_NAME"), ("doctor", "CLINICIAN_NAME"), ("attending", "CLINICIAN_NAME"),
    ("provider", "CLINICIAN_NAME"), ("surgeon", "CLINICIAN_NAME"), ("ologist", "CLINICIAN_NAME"),
    ("investigator", "INVESTIGATOR"), ("hospital", "FACILITY"), ("facility", "FACILITY"),
    ("firstname", "PATIENT_NAME"), ("lastname", "PATIENT_NAME"), ("givenname", "PATIENT_NAME"),
    ("familyname", "PATIENT_NAME"), ("middlename", "PATIENT_NAME"), ("surname", "PATIENT_NAME"),
    ("patientname", "PATIENT_NAME"), ("fullname", "PATIENT_NAME"), ("ptname", "PATIENT_NAME"),
    ("maidenname", "RELATIVE_NAME"), ("kinname", "RELATIVE_NAME"), ("contactname", "RELATIVE_NAME"),
    ("datum", "DATE"), ("fecha", "DATE"), ("initials", "STAFF"),
)
# headers that label nothing but are known column names, so that a space-aligned printout with one labelled
# column is still read as a table ("Time  BP  HR ... init", "Name (print)  Initials  Tasks  Start  End")
_PLAIN_COLUMNS = frozenset(
    "time bp hr rr temp spo2 role start end dose route result units qty status task tasks taskscodes comments "
    "notes comment test value range refrange item due visit site duties sectionsattended onset ser sae rel outcome "
    "grade arm race mode lang language mins discrepancy"
    # round 32: a bed board's and a theatre list's columns ("BED PATIENT", "ORD MRN", "ANAES SIDE NOTES")
    " bed rm room ord side proc edd los sex qty"
    # round 54: a trial kit's lot and shelf life ("Kit No.  Lot  Expiry  Assigned to")
    " lot expiry"
    # round 59: a Spanish, Portuguese or French register's age and sex ("edad", "idade", "sexo", "sexe")
    " edad idade sexo sexe".split())
# a patient's or a record's number under a header that names whose ("Patient (S number)", "Hosp. No", "Record #"),
# a staff member's id ("Interpreter (ID)")
_RECORD_NUMBER_KEY = re.compile(r"(?:patient|pt|hosp|hospital|record|unit|chart)[a-z]{0,3}(?:number|no|num|id)")
_STAFF_ID_KEY = re.compile(r"(?:interpreter|staff|employee|emp|badge)[a-z]{0,3}(?:number|no|num|id)")
# "Reported by", "Checked by", "Issued by", "entered_by": whoever did it
_BY_KEY = re.compile(r"[a-z]{2,12}by")
# keys that contain a listed word but name something else ("drug_name", "test date" is kept: a date is a date)
_NOT_FIELD = re.compile(r"drug|medication|product|study|protocol|test|exam|file|user|app|device|system|code|unit")


# round 53 (review): values code puts in a person's fields that are nobody's: types, placeholders, markers
_PLACEHOLDER_VALUES = frozenset(
    "str string int integer float bool boolean date datetime timestamp text varchar char none null nil nan na n/a "
    "true false missing unknown default redacted masked hidden test tester patient first last firstname lastname "
    "given family surname name tbc tbd xxx todo placeholder example sample dummy fake anon anonymous".split())
# (words of a label, a role or a placeholder person, "Registered GP", "Baby Boy", "Twin One", "Last Name")
_PLACEHOLDER_WORDS = frozenset(
    "name names first last full given family surname forename registered responsible consultant gp doctor patient "
    "baby boy girl twin one two unknown test required blank enter kin charfield datefield object field string "
    "cyfenw vorname nachname prénom prenom".split())
_NAME_PARTICLES = frozenset("de da das dos del della di du van von der den ter ten bin ibn al el le la ap mac ó ní".split())
_NOT_ADDRESS_VALUES = frozenset(("no fixed abode", "no fixed address", "nfa", "n/a", "unknown", "not known", "zz99 3vz",
                                 "zz99 3wz", "zz99 2wz", "address", "cyfeiriad", "seoladh", "adresse", "dirección",
                                 # round 58: a contact list's row that refers to the one above ("same", "ditto")
                                 "same", "same as above", "as above", "ditto", "same address"))
_TITLE_LEAD = re.compile(r"(?:Dr|Prof|Mr|Mrs|Ms|Mx|Miss)\.?[ \t]{1,2}(?=[^\W\d_])")


# (an assignee that is a role: see _column_value_ok)
_NOT_AN_ASSIGNEE = frozenset("sponsor monitor cra pi dm team site investigator coordinator reviewer cro qa".split())


# a date or a day and month in a coded-id column ("02/09", "2024-11-02"): an admission register's date, not its number
# (a job's or a file's hexadecimal handle in an "id" column, "4F21A0C3")
_HEX_HANDLE = re.compile(r"[0-9A-F]{6,16}")
_DATE_LIKE = re.compile(r"[0-9]{1,4}[/\-.][0-9]{1,2}(?:[/\-.][0-9]{2,4})?")


def _column_value_ok(key: str, v: str) -> bool:
    """Round 58 (review): a value under one of the _TABLE_ONLY headers: a record's coded number (with a letter or a
    dash, not an export's row count "12045"), an assignee's login ("mkerubo", "dm.hollis2"; not a team, "QA team",
    "Estates", "Sponsor"), a query's number, a village's capitalised name (not "yes"); round 59: a register's coded
    number (_CODED_ID_VALUE), a camp's block with a digit (_BLOCK_VALUE), a residence's capitalised name."""
    if key in ("record", "recordid"):  # (nor a test's or a demo's record, "TEST-001", "demo-01")
        return any(c.isalpha() or c == "-" for c in v) and not v.lower().startswith(("test", "demo", "dummy"))
    if key in ("assigned", "assignedto"):  # (nor a role, "sponsor", "monitor")
        return " " not in v.strip() and (v.islower() or any(c.isdigit() or c in "._" for c in v)) and (
            v.lower() not in _NOT_A_USER and v.lower() not in _NOT_AN_ASSIGNEE)
    if key in _CODED_ID_KEYS or key in ("noadm", "admno"):  # (nor a job's hexadecimal handle, "4F21A0C3")
        return _CODED_ID_VALUE.fullmatch(v.strip()) is not None and _DATE_LIKE.fullmatch(v.strip()) is None and (
            _HEX_HANDLE.fullmatch(v.strip()) is None or v.strip().isdigit())
    if key in ("sectorblock", "block", "blk"):
        return _BLOCK_VALUE.fullmatch(v.strip()) is not None
    if key == "emp":  # (round 64: an employee's number, digits alone too, "| 0072145 |"; not an employer's name)
        return re.fullmatch(r"[A-Z]{0,4}-?[0-9]{4,10}", v.strip()) is not None
    if key == "qid":  # (a query's number or a Qatari id's eleven digits, not a drug table's four-times-daily dose,
        # "500 mg")
        return re.fullmatch(r"[A-Z]{0,4}-?[0-9]{3,11}", v.strip()) is not None
    if key in _LOCAL_NAME_KEYS:  # (a name in a script without capitals, or capitalised)
        return any(c.isalpha() for c in v) and (not v.isascii() or v[:1].isupper())
    if v.lower().startswith(("not ", "unknown", "none")) or (
            " " not in v and lexicons.get().common.get(v.lower(), 0.0) >= 3.5):
        return False  # (a village's "Not recorded", "Rural")
    return v[:1].isupper() or re.match(r"[a-z]{1,3}\.[ \t]?[A-Z]", v) is not None  # (or "q. Navobod", a village's kind)


def _code_placeholder(v: str, label: str) -> bool:
    """Round 53 (review): a value code puts in a field that is nobody's: a type, a placeholder, a column's or a
    field's own name, a translation of a label, a message, a pattern, a test's short or zero-filled number ("str",
    "CharField", "last_name", "Surname", "Vorname", "Enter full name", "^[0-9]{10}$", "123", "CLM-0000-0000")."""
    low = v.lower()
    if low in _PLACEHOLDER_VALUES or "_" in v or any(c in v for c in "^$[]{}\\|") or field_label(v) is not None:
        return True
    digits = [c for c in v if c.isdigit()]
    if label in _PERSON_FIELDS:
        words = low.split()
        return any(w in _PLACEHOLDER_WORDS for w in words) or any(
            w[:1].islower() and w not in _NAME_PARTICLES for w in v.split()) or low in _NOT_ADDRESS_VALUES
    if label in _NOT_AN_ID:
        return low in _NOT_ADDRESS_VALUES
    return len(digits) < 4 or len(set(digits)) == 1


def _name_words(v: str) -> bool:
    """Round 53: each word a name's or a rare one ("NAPIER-FOX", "O'Brien Mary"; not "Summary", "Report")."""
    lex = lexicons.get()
    return all(lex.common.get(w, 0.0) < 3.5 or w in lex.last or w in lex.first
               for w in re.split(r"[ _\-]+", v.lower()) if w)


# what a FHIR Reference's "display" names, by the type of the resource it refers to
_REFERENCE_LABEL = {"Patient": "PATIENT_NAME", "Practitioner": "CLINICIAN_NAME", "PractitionerRole": "CLINICIAN_NAME",
                    "RelatedPerson": "RELATIVE_NAME", "Organization": "FACILITY", "Location": "FACILITY"}
_PERSON_FIELDS = PERSON_NAME_LABELS | {"STAFF"}
_CLINIC_CODE = re.compile(r"[A-Z]{2,6}(?:-[A-Z]{2,12})+")
_NOT_AN_ID = frozenset({"DATE", "AGE_OVER_89", "PHONE", "FAX", "PAGER", "CITY", "COUNTY", "FACILITY", "ZIP", "POSTCODE",
                        "EMAIL", "STREET_ADDRESS"})
_PLACE_FIELDS = frozenset({"CITY", "COUNTY", "FACILITY", "STREET_ADDRESS"})
_SHAPED_FIELDS = _NOT_AN_ID - _PLACE_FIELDS  # (an age never reaches a table row's values: see _key_value_rows)
_ANAESTHESIA_TECHNIQUES = frozenset("ga la ra sab blk block spinal epidural cse mac tiva geta sedation regional "
                                     "local general".split())
_EMPTY_SLOT = frozenset("empty vacant closed blocked unlabelled unlabeled open free tbc tba void unassigned "
                        "unallocated شاغر فارغ خالي خالی ריק פנוי".split())  # (round 74: vacant in Arabic, Persian, Hebrew)
_NOT_A_SIGNATURE = frozenset("yes no y n signed done ok x nil pending tbd ✓ ✔ √".split())
# who did something in a log when no one person did: a role, a process or the patient themself
_NOT_A_USER = frozenset("patient pt system sys auto automatic scheduler batch interface admin administrator api "
                        "service daemon cron root anonymous guest self caregiver proxy nurse provider staff "
                        "clinician physician".split())


# words that make one field of two column names ("GIVEN BY", "PATIENT INITIALS", "TIME GIVEN", "USER ROLE")
_HEADER_MODIFIERS = frozenset("given by initials status name no number id time date type role code user".split())
# a printout row starts with its first column's short value: a bed, a number ("04  SIDE RM - DEEP CLEAN")
_ROW_LEAD = re.compile(r"[ \t]{0,2}[A-Za-z0-9\-/#.]{1,8}[ \t]{2,}\S")
_AGE_AFTER_NAME = re.compile(r"(?<=[A-Za-z])[ \t][0-9]{1,3}$")


_VALUE_IN_CELL = re.compile(r"[0-9]{4}|[0-9][\-/][0-9]")


def _column_words(part: tuple[int, int, str]) -> list[tuple[int, int, str]]:
    """A printout header's cell of words one space apart, as columns of its own when it is no field's exact name
    but each word is one ("BED PATIENT", "ORD MRN", "AGE CONS" -> two columns each); else the cell."""
    start, _, name = part
    words = [(start + m.start(), start + m.end(), m.group(0)) for m in re.finditer(r"\S+", name)]
    if len(words) < 2 or _norm_key(name) in _EXACT or _norm_key(name) in _PLAIN_COLUMNS:
        return [part]
    keys = [_norm_key(w) for _, _, w in words]
    if all(k in _EXACT or k in _PLAIN_COLUMNS for k in keys) and not any(k in _HEADER_MODIFIERS for k in keys):
        return words  # (not "Due date", "GIVEN BY", "PATIENT INITIALS", "PATIENT STATUS": one field in two words)
    return [part]


def _drifting_cells(row: str, a: int, heads: list[tuple[int, int, str]], *,
                    right: bool = False, carry: bool = False) -> list[tuple[int, int]] | None:
    """The cells of a row whose values (two or more spaces apart) start within three characters of a column's
    header (``right``: end within three characters of its end; ``carry``: of where the drift of the value before
    puts it, a row typed a few characters off all along), each under a column of its own, in order; ``None`` when a
    value is under no header."""
    cells = [(a + h[0], a + h[0]) for h in heads]  # (empty cells where no value is)
    k = 0
    edge = 1 if right else 0
    shift = 0
    for m in re.finditer(r"\S+(?: \S+)*", row):
        at = m.end() if right else m.start()
        near = min(range(k, len(heads)), key=lambda i: abs(heads[i][edge] + shift - at), default=None)
        if near is None or abs(heads[near][edge] + shift - at) > 3:
            return None
        cells[near] = (a + m.start(), a + m.end())
        k = near + 1
        if carry:
            shift = at - heads[near][edge]
    return cells


def _norm_key(key: str) -> str:
    """Lower-case ASCII letters and digits only ("Läkare" -> "lakare", "Hosp No." -> "hospno")."""
    return re.sub(r"[^a-z0-9]", "", unicodedata.normalize("NFKD", key.lower()))


_PERSON_NAME_KEYS = frozenset("surname firstname givenname familyname lastname forename forenames middlename fullname "
                              "patientname fathername mothername fathersname mothersname".split())
_SCRIPT_SUFFIX = re.compile(r"(.{2,30}?)[_ \-](?:orig|original|lat|latin|native|local|translit|en|eng|ar|gr|el|he|fa|ur|"
                            r"hi|bn)")


@functools.lru_cache(maxsize=4096)  # (headers and keys repeat across documents; prose cells are tried too)
def field_label(key: str, *, table: bool = False) -> str | None:
    """The label of the values of a field called ``key`` (a JSON key or a column header), or ``None``. In a
    table a column headed just "name" holds people's names; in JSON "name" is too general (a drug, a site)."""
    if table and not key.isascii() and (native := native_column_label(key)) is not None:
        return native  # round 74: a column headed in Arabic, Persian or Hebrew script
    k = _norm_key(key)
    if not k or len(k) > 40:
        return None
    if (bare := _SCRIPT_SUFFIX.fullmatch(key.lower())) is not None and _norm_key(bare.group(1)) in _PERSON_NAME_KEYS:
        # round 65: a bilingual register's column for a person's name in its own script or in Latin letters
        # ("forename_orig", "forename_lat"; not a reference table's "name_lat", "name_en": a drug's, a parasite's)
        return field_label(bare.group(1), table=table)
    if k in _EXACT:
        return _EXACT[k]
    if table and k in ("name", "patientname"):
        return "PATIENT_NAME"
    if table and k in _TAG_KEYS:
        return "OTHER_ID"  # (round 55: a register's tag column, kept in ``_tables`` beside a name or a triage column)
    if table and k in _TABLE_ONLY:
        return _TABLE_ONLY[k]
    if _BY_KEY.fullmatch(k):
        return "STAFF"
    if _RECORD_NUMBER_KEY.fullmatch(k):
        return "MRN"
    if _STAFF_ID_KEY.fullmatch(k):
        return "OTHER_ID"
    if _NOT_FIELD.search(k) and not k.endswith(("date", "dob")):
        return None
    for word, label in _CONTAINS:
        if word in k:
            return label
    return None


_PAIR_SPLIT = re.compile(r"[ \t]{0,2}[/&+][ \t]{0,2}")


@functools.lru_cache(maxsize=1024)
def _pair_labels(key: str) -> tuple[str, ...] | None:
    """The labels of a header naming two fields ("By / Date" -> STAFF, DATE), when both are known fields."""
    parts = [p for p in _PAIR_SPLIT.split(key.strip()) if p]
    if len(parts) != 2:
        return None
    labels = tuple(field_label(p, table=True) for p in parts)
    return labels if all(labels) and len(set(labels)) == 2 else None  # type: ignore[return-value]


def _pair_values(text: str, a: int, b: int, labels: tuple[str, ...]) -> Iterator[tuple[int, int, str]]:
    """The values of a two-field cell ("flima 2024-04-18", "Okafor / 1961-02-03"): a date-shaped piece under
    the DATE field, the rest under the other one."""
    other = next((lab for lab in labels if lab != "DATE"), labels[0])
    runs: list[list] = []  # [start, end, is a date] of the cell's pieces, words of one value joined
    for m in re.finditer(r"[^\s/]+", text[a:b]):
        date = "DATE" in labels and _DATEISH.fullmatch(m.group(0)) is not None
        if runs and not date and not runs[-1][2] and m.start() - runs[-1][1] == 1:
            runs[-1][1] = m.end()  # "Maria Lopez": one value
        else:
            runs.append([m.start(), m.end(), date])
    for start, end, date in runs:
        got = value_ok("DATE" if date else other, text[a + start : a + end])
        if got is not None:
            yield a + start, a + end, got


_DATEISH = re.compile(r"(?:\d{1,4}[/.\-]?(?:\d{1,2}|[A-Za-z]{3,9})[/.\-]?\d{2,4}|\d{8,14}|\d{4}-\d{2})")
# "91", "90 y", "95/F", a listing's "91/F/A" (age, sex, race)
_AGE = re.compile(r"(\d{2,3})(?:[ \t]?(?:y|yo|yrs?|years?))?(?:[ \t]?/?[ \t]?[MFX](?:/[A-Z]{1,2})?)?", re.I)
# initials in a signature or initials column ("R.T.O.", "J-W.N.", "KHL")
_INITIALS_VALUE = re.compile(r"(?:[A-Z](?:\.|-(?=[A-Z]))?){2,4}")


_DATE_IN_CELL = re.compile(r"\b[0-9]{1,2}[\-/ ](?:[A-Za-z]{3}|[0-9]{1,2})[\-/ ](?:19|20)[0-9]{2}\b")


def value_ok(label: str, value: str) -> str | None:
    """The label a value in a field of ``label`` gets, or ``None`` when the value cannot be one (a blank, a
    placeholder, a bare year under a date header, an age under 90)."""
    v = value.strip()
    if not v or v in ('""', "-", "--", "n/a", "N/A", "NA", "none", "None", "null", "unknown", "Unknown", "?"):
        return None
    if label in _PERSON_FIELDS and v.lower().strip(".") in _NOT_A_SIGNATURE:
        return None  # a signature or initials column ticked, not signed with a name
    if label in _PERSON_FIELDS and (v.startswith("(") or v.strip(" -").lower() in _EMPTY_SLOT):
        return None  # "(blocked - SpR teaching)", "EMPTY", "-- UNLABELLED --": a slot without a person
    if label in _PERSON_FIELDS and re.split(r"[ \t+/,]+", v.lower())[0].strip(".") in _ANAESTHESIA_TECHNIQUES:
        return None  # a theatre list's "ANAES" column may give the technique, not the anaesthetist
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if label == "DATE":
        if re.fullmatch(r"(?:19|20)\d\d", v) or not _DATEISH.search(v):
            return None
        return label
    if label == "AGE_OVER_89":
        m = _AGE.fullmatch(v)
        return label if m is not None and 90 <= int(m.group(1)) <= 130 else None
    if label in ("PHONE", "FAX"):
        return label if digits >= 7 else None
    if label == "PAGER":  # a pager or extension column: four or five digits are the whole number
        return "PHONE" if 4 <= digits <= 15 and not letters else None
    if label in PERSON_NAME_LABELS:
        return label if letters and digits == 0 and len(v) <= 60 else None
    if label == "STAFF":  # a user id is one token (with digits, dots or in lower case); anything else is a name
        if not letters or len(v) > 40 or v.lower() in _NOT_A_USER:
            return None  # ("by": "patient", "user": "system": a role or a process, not someone's login)
        if _INITIALS_VALUE.fullmatch(v):
            return "CLINICIAN_NAME"
        if " " not in v and (digits or "." in v or "_" in v or v.islower()):
            return "CLINICIAN_NAME"  # a login ("dm.hollis", "shmoua2"): its owner's name in another form
        return "CLINICIAN_NAME" if digits == 0 else None
    if label == "FACILITY" and _CLINIC_CODE.fullmatch(v):
        return None  # round 66: a scheduler's clinic code, "clinic=GEN-ADULT"
    if label in ("CITY", "COUNTY", "FACILITY"):
        return label if letters and len(v) <= 80 else None
    if label in ("ZIP", "POSTCODE"):
        if re.fullmatch(r"\d{5}(?:-\d{4})?", v):
            return "ZIP"
        return "POSTCODE" if digits and len(v) <= 10 else None
    if label == "EMAIL":
        return label if "@" in v else None
    if label == "STREET_ADDRESS":
        return label if letters and len(v) <= 120 and v.lower() not in _NOT_ADDRESS_VALUES else None
    # identifiers: at least one digit (a column of codes like "SF" or "blinded" is not an id), and no phrase
    # ("FFPE block, L ovary, 70% tumour" under "Specimen" describes the specimen)
    if ", " in v or v.count(" ") > 2 or _DATE_IN_CELL.search(v):
        return None  # (nor a date that slid into the column: "drawn 14-Apr-2025")
    return label if digits and len(v) <= 40 else None


# identifiers in a table's cell need three digits at least (a vehicle's plate or call sign is shorter: "MEDIC 14")
_ID_CELL_LABELS = frozenset(("MRN", "OTHER_ID", "DEVICE_ID", "ACCOUNT_NUMBER", "HEALTH_PLAN_ID", "SUBJECT_ID",
                             "LICENSE_NUMBER", "NHS_NUMBER", "SSN"))
_NAME_WITH_ID_HEAD = re.compile(r"(?i:patient|pt|name|patient[ \t]name)[ \t]{0,2}\((?i:hosp[ \t.]{0,2}no\.?|mrn|"
                                r"nhs[ \t]?no\.?|chi|hospital[ \t]no\.?|unit[ \t]no\.?|id)\)")
# a name with its id in brackets in an id column: "Hemlata Chudasama (IT-0412)", "via thebigword (#550813)"
_ID_IN_BRACKETS = re.compile(r"[^()]*\((?:#[ \t]?)?(?P<v>[A-Za-z0-9][A-Za-z0-9\-/.]{1,30})\)[ \t]*")


# ---------------------------------------------------------------------------------------------------------
# HL7 v2
# ---------------------------------------------------------------------------------------------------------
# a segment starts a line; HL7's own segment terminator is a carriage return
_SEGMENT = re.compile(r"(?:^|(?<=[\r\n]))[ \t]{0,4}(?P<seg>[A-Z][A-Z0-9]{2})\|")
_HL7_SEGMENTS = frozenset(
    "MSH EVN PID PD1 NK1 PV1 PV2 ORC OBR OBX NTE SPM IN1 IN2 GT1 DG1 AL1 MRG TXA RXA RXE RXO PRD ROL AIP SCH "
    "ZPD FT1 PR1 ACC".split())
# (segment, field number) -> (data type, label); data types: CX (id^...: the id), XPN (family^given^middle),
# XCN (id^family^given^middle), TS (a timestamp), XAD (street^other^city^state^zip^country^type^other^county),
# XTN (phone^use^type^email^country^area^local), HD (namespace: a facility), XON (organisation name), ID (whole)
_HL7_FIELDS: dict[tuple[str, int], tuple[str, str]] = {
    ("MSH", 4): ("HD", "FACILITY"), ("MSH", 6): ("HD", "FACILITY"), ("MSH", 7): ("TS", "DATE"),
    ("EVN", 2): ("TS", "DATE"), ("EVN", 6): ("TS", "DATE"), ("EVN", 5): ("XCN", "CLINICIAN_NAME"),  # (the operator)
    # round 39: a schedule's contacts and who booked it
    ("SCH", 12): ("XCN", "CLINICIAN_NAME"), ("SCH", 16): ("XCN", "CLINICIAN_NAME"), ("SCH", 20): ("XCN", "CLINICIAN_NAME"),
    ("PID", 2): ("CX", "MRN"), ("PID", 3): ("CX", "MRN"), ("PID", 4): ("CX", "MRN"), ("PID", 5): ("XPN", "PATIENT_NAME"),
    ("PID", 6): ("XPN", "RELATIVE_NAME"), ("PID", 7): ("TS", "DATE"), ("PID", 9): ("XPN", "PATIENT_NAME"),
    ("PID", 11): ("XAD", "STREET_ADDRESS"), ("PID", 13): ("XTN", "PHONE"), ("PID", 14): ("XTN", "PHONE"),
    ("PID", 18): ("CX", "ACCOUNT_NUMBER"), ("PID", 19): ("ID", "SSN"), ("PID", 20): ("CX", "LICENSE_NUMBER"),
    ("PID", 21): ("CX", "MRN"), ("PID", 29): ("TS", "DATE"),
    ("PD1", 3): ("XON", "FACILITY"), ("PD1", 4): ("XCN", "CLINICIAN_NAME"),
    ("NK1", 2): ("XPN", "RELATIVE_NAME"), ("NK1", 4): ("XAD", "STREET_ADDRESS"), ("NK1", 5): ("XTN", "PHONE"),
    ("NK1", 6): ("XTN", "PHONE"), ("NK1", 16): ("TS", "DATE"), ("NK1", 30): ("XPN", "RELATIVE_NAME"),
    ("NK1", 31): ("XTN", "PHONE"), ("NK1", 32): ("XAD", "STREET_ADDRESS"), ("NK1", 37): ("ID", "SSN"),
    ("PV1", 7): ("XCN", "CLINICIAN_NAME"), ("PV1", 8): ("XCN", "CLINICIAN_NAME"), ("PV1", 9): ("XCN", "CLINICIAN_NAME"),
    ("PV1", 17): ("XCN", "CLINICIAN_NAME"), ("PV1", 19): ("CX", "ACCOUNT_NUMBER"), ("PV1", 44): ("TS", "DATE"),
    ("PV1", 45): ("TS", "DATE"), ("PV1", 50): ("CX", "ACCOUNT_NUMBER"), ("PV2", 8): ("TS", "DATE"),
    ("PV2", 9): ("TS", "DATE"),
    ("ORC", 2): ("CX", "OTHER_ID"), ("ORC", 3): ("CX", "OTHER_ID"), ("ORC", 4): ("CX", "OTHER_ID"),
    ("ORC", 9): ("TS", "DATE"), ("ORC", 10): ("XCN", "CLINICIAN_NAME"), ("ORC", 11): ("XCN", "CLINICIAN_NAME"),
    ("ORC", 12): ("XCN", "CLINICIAN_NAME"), ("ORC", 15): ("TS", "DATE"), ("ORC", 21): ("XON", "FACILITY"),
    ("ORC", 22): ("XAD", "STREET_ADDRESS"), ("ORC", 23): ("XTN", "PHONE"), ("ORC", 24): ("XAD", "STREET_ADDRESS"),
    ("OBR", 2): ("CX", "OTHER_ID"), ("OBR", 3): ("CX", "OTHER_ID"), ("OBR", 6): ("TS", "DATE"),
    ("OBR", 7): ("TS", "DATE"), ("OBR", 8): ("TS", "DATE"), ("OBR", 14): ("TS", "DATE"),
    ("OBR", 16): ("XCN", "CLINICIAN_NAME"), ("OBR", 17): ("XTN", "PHONE"), ("OBR", 22): ("TS", "DATE"),
    ("OBR", 28): ("XCN", "CLINICIAN_NAME"), ("OBR", 32): ("NDL", "CLINICIAN_NAME"), ("OBR", 33): ("NDL", "CLINICIAN_NAME"),
    ("OBR", 34): ("NDL", "CLINICIAN_NAME"), ("OBR", 35): ("NDL", "CLINICIAN_NAME"),
    ("OBX", 14): ("TS", "DATE"), ("OBX", 16): ("XCN", "CLINICIAN_NAME"), ("OBX", 19): ("TS", "DATE"),
    ("OBX", 23): ("XON", "FACILITY"), ("OBX", 24): ("XAD", "STREET_ADDRESS"), ("OBX", 25): ("XCN", "CLINICIAN_NAME"),
    ("SPM", 2): ("CX", "OTHER_ID"), ("SPM", 3): ("CX", "OTHER_ID"), ("SPM", 17): ("TS", "DATE"),
    ("SPM", 18): ("TS", "DATE"),
    ("IN1", 12): ("TS", "DATE"), ("IN1", 13): ("TS", "DATE"), ("IN1", 16): ("XPN", "PATIENT_NAME"),
    ("IN1", 18): ("TS", "DATE"), ("IN1", 19): ("XAD", "STREET_ADDRESS"), ("IN1", 36): ("ID", "HEALTH_PLAN_ID"),
    ("IN1", 49): ("CX", "HEALTH_PLAN_ID"),
    ("GT1", 2): ("CX", "ACCOUNT_NUMBER"), ("GT1", 3): ("XPN", "RELATIVE_NAME"), ("GT1", 5): ("XAD", "STREET_ADDRESS"),
    ("GT1", 6): ("XTN", "PHONE"), ("GT1", 7): ("XTN", "PHONE"), ("GT1", 8): ("TS", "DATE"), ("GT1", 12): ("ID", "SSN"),
    ("DG1", 5): ("TS", "DATE"), ("DG1", 16): ("XCN", "CLINICIAN_NAME"), ("AL1", 6): ("TS", "DATE"),
    ("MRG", 1): ("CX", "MRN"), ("MRG", 3): ("CX", "ACCOUNT_NUMBER"), ("MRG", 5): ("CX", "ACCOUNT_NUMBER"),
    ("MRG", 7): ("XPN", "PATIENT_NAME"),
    ("TXA", 4): ("TS", "DATE"), ("TXA", 5): ("XCN", "CLINICIAN_NAME"), ("TXA", 9): ("XCN", "CLINICIAN_NAME"),
    ("TXA", 12): ("CX", "OTHER_ID"), ("TXA", 22): ("XCN", "CLINICIAN_NAME"),
    ("RXA", 3): ("TS", "DATE"), ("RXA", 4): ("TS", "DATE"), ("RXA", 10): ("XCN", "CLINICIAN_NAME"),
    ("PRD", 2): ("XPN", "CLINICIAN_NAME"), ("PRD", 3): ("XAD", "STREET_ADDRESS"), ("PRD", 5): ("XTN", "PHONE"),
    ("PRD", 7): ("CX", "LICENSE_NUMBER"), ("ROL", 4): ("XCN", "CLINICIAN_NAME"), ("AIP", 3): ("XCN", "CLINICIAN_NAME"),
}
# fields that hold codes, never a person's data: applications, message type and version, event type, order
# control, patient class, observation type, id, units, range and flags, service id
_HL7_CODE_FIELDS = frozenset({("MSH", 3), ("MSH", 5), ("MSH", 9), ("MSH", 12), ("EVN", 1), ("ORC", 1), ("PV1", 2),
                              ("OBR", 4), ("OBX", 2), ("OBX", 3), ("OBX", 6), ("OBX", 7), ("OBX", 8), ("OBX", 11)})
# a person wherever a message puts one: an id, then a family and a given name ("lgarcia7^GARCIA^LUCIA",
# "04417^DUNNE^Cormac^^^^DR"), both names the lists hold (not a coded element: "12345^WARFARIN^RXN", "ICU^ICU^MAIN")
_XCN_SHAPE = re.compile(r"[A-Za-z0-9\-]{2,16}\^(?P<fam>[A-Z][A-Z'’\-]{1,30})\^(?P<giv>[A-Z][A-Za-z'’\-]{1,30})"
                        r"(?:\^[^|]*)?\Z")
# HL7 table 0203 identifier type codes
_CX_TYPES = {"SS": "SSN", "MR": "MRN", "PI": "MRN", "PT": "MRN", "AN": "ACCOUNT_NUMBER", "VN": "ACCOUNT_NUMBER",
             "DL": "LICENSE_NUMBER", "NPI": "LICENSE_NUMBER", "MD": "LICENSE_NUMBER", "DEA": "LICENSE_NUMBER",
             "MC": "HEALTH_PLAN_ID", "MA": "HEALTH_PLAN_ID", "MB": "HEALTH_PLAN_ID", "SN": "HEALTH_PLAN_ID",
             "PPN": "OTHER_ID", "NH": "NHS_NUMBER"}
# component (1-based) -> label, per data type (None: the field's own label)
_XAD = {1: "STREET_ADDRESS", 2: "STREET_ADDRESS", 3: "CITY", 5: "ZIP", 9: "COUNTY"}
_NAME_SUFFIX = re.compile(r"(?i)(?:jr|sr|ii|iii|iv|md|do|rn|np|pa|phd|mbbs|dr|mr|mrs|ms|miss|prof)\.?")


_TITLE_BEFORE = re.compile(r"(?:(?i:dr|mr|mrs|ms|miss|mx|prof|sr|sister|med|dra|lic)\.?[ \t]+)+")  # "Dr. med."
_ROLE_AFTER = re.compile(r"(?:,?[ \t]*\([^()]{1,20}\)|,?[ \t]+(?:MD|DO|RN|NP|PA-C|PA|PhD|MBBS|FRCP|FRCS))+[ \t]*$")


_SITE_BEFORE = re.compile(r"[A-Z]{0,3}\d{2,6}[ \t]{0,2}/[ \t]{0,2}")


def _bare_name(text: str, a: int, b: int) -> tuple[int, int]:
    """A name cell without its site number, title and role ("1302 / Dr P. Haugland (sub-I)" -> "P. Haugland")."""
    m = _SITE_BEFORE.match(text, a, b)
    if m is not None and m.end() < b:
        a = m.end()
    m = _TITLE_BEFORE.match(text, a, b)
    if m is not None and m.end() < b:
        a = m.end()
    m = _ROLE_AFTER.search(text, a, b)
    if m is not None and m.start() > a:
        b = m.start()
    return a, b


def _inside_pipes(text: str, a: int, b: int) -> tuple[int, int]:
    """text[a:b] without the outer pipes of a Markdown table row ("| a | b |" -> " a | b ")."""
    while a < b and text[a] in " \t":
        a += 1
    while b > a and text[b - 1] in " \t\r":
        b -= 1
    if a < b and text[a] == "|":
        a += 1
    if b > a and text[b - 1] == "|":
        b -= 1
    return a, b


class StructuredRecordRecognizer(Recognizer):
    """Values of HL7 v2 fields, FHIR/JSON keys and table columns, labelled by their field (see module doc)."""

    name = "structured"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR", "DATE", "AGE_OVER_89", "MRN",
              "NHS_NUMBER", "SSN", "SUBJECT_ID", "OTHER_ID", "LICENSE_NUMBER", "DEVICE_ID", "ACCOUNT_NUMBER",
              "HEALTH_PLAN_ID", "VEHICLE_ID", "PHONE", "FAX", "EMAIL", "STREET_ADDRESS", "CITY", "COUNTY", "ZIP",
              "POSTCODE", "FACILITY")

    def analyze(self, doc: Doc) -> list[Span]:
        """Spans by field; the structure's own words (segment ids, message-type and code fields, JSON keys,
        header cells) go to ``doc.meta["syntax"]``, where the detector drops what other recognizers read into
        them ("OBX" as a name, "postalCode" as a name, "YOB" as initials, "R01" as a subject id)."""
        text = doc.text
        out: list[Span] = []
        syntax: list[tuple[int, int]] = []
        if "|" in text:
            out += self._hl7(text, syntax)
            out += self._report_headers(text)
        if '":' in text or '" :' in text:
            out += self._json(text, syntax)
        if "MRN" in text or "mrn" in text:
            out += [Span(*m.span("n"), "PATIENT_NAME", self.name + ".file_name", _SCORE)
                    for m in self._NAME_IN_FILE_NAME.finditer(text) if _name_words(m.group("n"))]
        if "':" in text:
            out += self._pairs(text, self._PY_KV)
        if '("' in text:
            out += self._pairs(text, self._SETTER)
        if "=" in text:
            out += self._key_values(doc, syntax)
        if "\n" in text:
            out += self._tables(text, syntax)
            out += self._exchange_formats(text, syntax, doc)
        if "|" in text:
            out += self._key_value_rows(text, syntax)
        if syntax:
            doc.meta["syntax"] = syntax
        # a header that names an id column outranks a shape's reading of the same value ("Ref_ID  RF-25-3317"
        # is a referral's number, not a protocol's)
        return [Span(s.start, s.end, s.label, s.source, _ID_COLUMN_SCORE) if s.label == "OTHER_ID" else s for s in out]

    # -- key=value application and interface-engine logs ------------------------------------------------------
    # 'pid.5="HAKOBYAN^ANUSH^S" page=17702 requested_by=hdrozdowska age=90': a key of one token glued to "=", its
    # value quoted or up to the next space; at least two such pairs on the line, so that prose ("BMI=31") is left
    _KV_PAIR = re.compile(r'(?<![\w.=])(?P<k>[A-Za-z][A-Za-z0-9_.]{0,30})=(?:"(?P<q>[^"\n]{1,120})"|(?P<v>[^\s"=,;]{1,80}))')

    def _key_values(self, doc: Doc, syntax: list[tuple[int, int]]) -> list[Span]:
        text = doc.text
        out: list[Span] = []
        pairs = list(self._KV_PAIR.finditer(text))
        # each pair's row: the line break before it (-1 on the first line), from the note's line index, not a scan back
        # per pair
        rows = [doc.line_start(m.start()) - 1 for m in pairs]
        lines: dict[int, int] = {}
        for row in rows:
            lines[row] = lines.get(row, 0) + 1
        for m, row in zip(pairs, rows, strict=True):
            if lines[row] < 2:
                continue
            key = m.group("k")
            label = _KV_FIELDS.get(_norm_key(key)) or field_label(key)
            if label is None:
                continue
            g = "q" if m.start("q") >= 0 else "v"
            a, b = m.span(g)
            value = text[a:b]
            if label in ("MRN", "OTHER_ID") and "^" in value:
                b = a + value.index("^")  # an HL7 CX id: the number before its assigning authority ("000882174^^^BMC^MR")
                value = text[a:b]
            if label in _PERSON_FIELDS and value.endswith(")") and " (" in value:
                b = a + value.index(" (")  # 'ack_by="Hovsepian, Ara (night float)"': the name, not the shift
                value = text[a:b]
            syntax.append(m.span("k"))
            got = value_ok(label, value.replace("^", " "))
            if got is not None and b > a:
                out.append(Span(a, b, got, self.name + ".kv", _SCORE))
        return out

    # -- Markdown tables of fields, one per row: "| MRN | 00451873 |", "| ICN | 2024117004583 | 2024121009917 |" --
    # (pasted from a chat tool or a wiki; the first cell names the field, every other cell is a value of it)
    _KV_ROW = re.compile(r"(?m)^[ \t]{0,3}\|(?P<k>[^|\n]{1,40})\|(?P<rest>[^\n]*)\|[ \t]*$")
    _RULE_LINE = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*")

    def _key_value_rows(self, text: str, syntax: list[tuple[int, int]]) -> list[Span]:
        out: list[Span] = []
        for m in self._KV_ROW.finditer(text):
            key = m.group("k").strip(" \t*_:#")
            label = field_label(key, table=True) if key else None
            if label is None or label in ("AGE_OVER_89", "STAFF"):
                continue
            nxt = text.find("\n", m.end() + 1)
            if self._RULE_LINE.fullmatch(text, m.end() + 1, len(text) if nxt < 0 else nxt):
                continue  # a header row: it names columns, it holds no values
            cells = [(ca, cb) for _, ca, cb in pieces(text, m.start("rest"), m.end("rest"), "|")]
            if any(field_label(text[ca:cb].strip(" \t*_:#"), table=True) for ca, cb in cells):
                continue  # a row of field names ("| Patient | DOB | MRN |") with no rule line under it
            syntax.append(m.span("k"))
            for ca, cb in cells:
                while ca < cb and text[ca] in " \t":
                    ca += 1
                while cb > ca and text[cb - 1] in " \t":
                    cb -= 1
                if label in _PERSON_FIELDS:
                    ca, cb = _bare_name(text, ca, cb)
                got = value_ok(label, text[ca:cb]) if ca < cb and self._row_value_ok(label, text[ca:cb]) else None
                if got is not None:
                    out.append(Span(ca, cb, got, self.name + ".kv_table", _SCORE))
        return out

    @staticmethod
    def _row_value_ok(label: str, value: str) -> bool:
        """A row's cell reads as a value only when it looks like one (a row of a note's own table may say "see
        above", "Notes" or "3"): an id has three digits or more, a name or a place a capitalised word that is not
        a common English word."""
        if label in _SHAPED_FIELDS:
            return True  # dates, phones, e-mail, postcodes: value_ok judges their shape
        if label not in _PERSON_FIELDS and label not in _PLACE_FIELDS:
            return sum(c.isdigit() for c in value) >= 3
        if label == "STREET_ADDRESS" and any(c.isdigit() for c in value):
            return True
        common = lexicons.get().common
        words = re.findall(r"[^\W\d_]+", value)
        return bool(words) and all(w[0].isupper() for w in words if len(w) > 3) and not all(
            common.get(w.lower(), 0.0) >= 3.5 for w in words) and not any(
            w.lower().endswith(("ology", "ologic", "iatry", "iatrics")) for w in words)  # (a specialty: "Cardiology")

    # -- X12 claims, DICOM dumps, XML records (positions in exchange_formats) ----------------------------------
    def _exchange_formats(self, text: str, syntax: list[tuple[int, int]], doc: Doc) -> list[Span]:
        out: list[Span] = []
        cands: list[tuple[int, int, str]] = []
        for parse in (x12_fields, dicom_fields):
            found, words = parse(text)
            cands += found
            syntax += words
        tagged, words, markup = xml_fields(text)
        syntax += words
        if markup:
            doc.meta["markup"] = markup
        for a, b, name, owner in tagged:
            label = xml_label(name, owner, field_label)
            if label is not None:
                cands.append((a, b, label))
        for a, b, label in cands:
            while a < b and text[a] in " \t":
                a += 1
            while b > a and text[b - 1] in " \t":
                b -= 1
            got = value_ok(label, text[a:b]) if a < b else None
            if got is not None:
                out.append(Span(a, b, got, self.name + ".exchange", _SCORE))
        return out

    # -- HL7 v2 ---------------------------------------------------------------------------------------------
    # round 36: the header line of a discharge summary as de-identification corpora print it (i2b2 style): record
    # number, hospital code, medical record number, an empty field, encounter number ("480191437 | EH | 26518833 | |
    # 4437162 | 6/2/2005 12:00:00 AM | Discharge Summary | Signed | DIS | ...")
    _REPORT_HEADER = re.compile(
        r"(?m)^[ \t]*(?P<rec>[0-9]{6,12})[ \t]?\|[ \t]?(?P<fac>[A-Z]{2,6})[ \t]?\|[ \t]?(?P<mrn>[0-9]{5,12})[ \t]?\|"
        r"[ \t]?\|[ \t]?(?P<enc>[0-9]{5,12})[ \t]?\|")

    def _report_headers(self, text: str) -> list[Span]:
        out: list[Span] = []
        for m in self._REPORT_HEADER.finditer(text):
            for g, label in (("rec", "OTHER_ID"), ("fac", "FACILITY"), ("mrn", "MRN"), ("enc", "OTHER_ID")):
                out.append(Span(m.start(g), m.end(g), label, self.name, _SCORE))
        return out

    def _hl7(self, text: str, syntax: list[tuple[int, int]]) -> list[Span]:
        out: list[Span] = []
        for m in _SEGMENT.finditer(text):
            seg = m.group("seg")
            if seg not in _HL7_SEGMENTS:
                continue
            syntax.append(m.span("seg"))
            line_end = len(text)
            for stop in ("\n", "\r"):
                j = text.find(stop, m.end())
                if 0 <= j < line_end:
                    line_end = j
            # MSH-1 is the field separator itself, so MSH's first piece after it is MSH-2
            shift = 1 if seg == "MSH" else 0
            for idx, a, b in pieces(text, m.end(), line_end, "|"):
                if (seg, idx + shift) in _HL7_CODE_FIELDS:
                    syntax.append((a, b))
                    continue
                spec = _HL7_FIELDS.get((seg, idx + shift))
                if spec is None and seg != "OBX" and (x := _XCN_SHAPE.match(text, a, b)) is not None and (
                        self._person_parts(x.group("fam"), x.group("giv"))):
                    spec = ("XCN", "CLINICIAN_NAME")  # round 39: a person in a field this table does not list
                if spec is None or a == b:
                    continue
                dtype, label = spec
                for _r, ra, rb in pieces(text, a, b, "~"):
                    out += self._hl7_value(text, ra, rb, dtype, label)
        return out

    @staticmethod
    def _person_parts(family: str, given: str) -> bool:
        """A family name and a given name the lists hold, neither a common word ("GARCIA", "LUCIA"; not "ICU",
        "GLUCOSE", "POSITIVE")."""
        lex = lexicons.get()
        fam, giv = family.lower(), given.lower()
        return lex.last.get(fam, 10**9) <= 20000 and lex.first.get(giv, 10**9) <= 3000 and (
            lex.common.get(fam, 0.0) < 4.0 and lex.common.get(giv, 0.0) < 4.0)

    def _hl7_value(self, text: str, a: int, b: int, dtype: str, label: str) -> list[Span]:
        comps = list(pieces(text, a, b, "^"))
        want: list[tuple[int, int, str]] = []
        if dtype == "CX":  # the identifier type code (CX-5) says what kind of number it is
            kind = text[comps[4][1] : comps[4][2]].strip().upper() if len(comps) >= 5 else ""
            want = [(comps[0][1], comps[0][2], _CX_TYPES.get(kind, label))]
        elif dtype in ("ID", "TS", "HD", "XON"):
            want = [(comps[0][1], comps[0][2], label)]
        elif dtype == "XPN":
            want = [(ca, cb, label) for i, ca, cb in comps if i <= 3]
        elif dtype == "XCN":
            want = [(ca, cb, label) for i, ca, cb in comps if 2 <= i <= 4]
            id_a, id_b = comps[0][1], comps[0][2]
            want.append((id_a, id_b, "LICENSE_NUMBER" if re.fullmatch(r"\d{10}", text[id_a:id_b]) else "OTHER_ID"))
        elif dtype == "NDL":  # name&family&given inside the first component
            want = [(sa, sb, label) for i, sa, sb in pieces(text, comps[0][1], comps[0][2], "&") if 2 <= i <= 3]
        elif dtype == "XAD":
            want = [(ca, cb, _XAD[i]) for i, ca, cb in comps if i in _XAD]
        elif dtype == "XTN":
            for i, ca, cb in comps:
                if i == 1 or i == 7:
                    want.append((ca, cb, label))
                elif i == 4:
                    want.append((ca, cb, "EMAIL"))
                elif i == 6 and i + 1 <= len(comps):  # area code and local number: one phone number
                    want.append((ca, comps[i][2], label))
        out: list[Span] = []
        for sa, sb, lab in want:
            # a family name may carry its own prefix after '&' ("DE&LA CRUZ"); a name's suffix is not a name
            while sa < sb and text[sa] == " ":
                sa += 1
            while sb > sa and text[sb - 1] == " ":
                sb -= 1
            value = text[sa:sb]
            if lab in PERSON_NAME_LABELS and _NAME_SUFFIX.fullmatch(value):
                continue
            got = value_ok(lab, value.replace("&", " "))
            if dtype == "TS" and got and sum(c.isdigit() for c in value) < 6:
                got = None  # a year alone is not a date more specific than the year
            if got is not None:
                out.append(Span(sa, sb, got, self.name + ".hl7", _SCORE))
        return out

    # -- JSON / FHIR ----------------------------------------------------------------------------------------
    _KEY = re.compile(r'"([A-Za-z_][\w\-]{0,40})"[ \t]*:')
    _STR_BODY = r'(?:[^"\\\n]|\\.){1,200}'
    _KV = re.compile(rf'"(?P<k>[A-Za-z_][\w\-]{{0,40}})"[ \t]*:[ \t]*(?:"(?P<v>{_STR_BODY})"'
                     r'|\[(?P<arr>[ \t]*"[^\[\]{}\n]{1,400})\])')
    _STR = re.compile(rf'"({_STR_BODY})"')
    # round 53: the patient's name after the record number in an export's file name
    # ("referrals_2024-03-10_MRN04417_NAPIER-FOX.csv", "scan_mrn0092231_O'Brien Mary.pdf")
    _NAME_IN_FILE_NAME = re.compile(
        # (the detector reads a file name's underscores as spaces, and may part the number from its letters: see
        # detection.file_name_parts and layout_repair)
        r"(?<=[\w\-][_ ])(?i:mrn)[ ]?[0-9]{4,10}[_ ](?P<n>[A-Z][A-Za-z'’\-]{1,30}(?:[ _][A-Z][A-Za-z'’\-]{1,30}){0,2})"
        r"\.(?i:csv|tsv|txt|pdf|hl7|json|xml|xlsx?|docx?|dcm|zip|rtf|tiff?|png|jpe?g)(?![\w])")
    # round 53: a Python dict printed in a log or an exception ("{'claim_ref': 'BB-2024-0007741', 'medicare_no':
    # '2953 41872 1'}"), and a builder's or a fixture's setter (".phn("9698 417 253").given("Harjit")")
    _PY_KV = re.compile(r"'(?P<k>[A-Za-z_][\w\-]{0,40})'[ \t]*:[ \t]*'(?P<v>[^'\\\n]{1,200})'")
    _SETTER = re.compile(r'(?<=[\w)\]\s])\.(?P<k>[a-z][A-Za-z_]{1,30})\([ \t]*"(?P<v>[^"\\\n]{1,120})"[ \t]*\)')
    _TELECOM = re.compile(r'"system"[ \t]*:[ \t]*"(phone|fax|email|sms|pager)"')
    _RESOURCE = re.compile(r'"resourceType"[ \t]*:[ \t]*"(\w+)"')
    _IDENTIFIER_OPEN = re.compile(r'"identifier"[ \t]*:[ \t]*([\[{])')  # (an array, or one object in a Reference)
    # round 39: the server id of a resource about a person or a stay, in its own "id" or in a reference to it
    # ('"resourceType": "Encounter", "id": "55120984"', '"reference": "Patient/3300129847"'); an Observation's id is
    # the server's row, not the patient's
    _PERSON_RESOURCES = "Patient|Encounter|RelatedPerson|Person|EpisodeOfCare|Coverage|Account"
    _RESOURCE_ID = re.compile(rf'"resourceType"[ \t]*:[ \t]*"(?:{_PERSON_RESOURCES})"[^{{}}\[\]]{{0,200}}\Z')
    _REFERENCE_ID = re.compile(rf'(?:[^"]{{0,200}}/)?(?:{_PERSON_RESOURCES})/(?P<id>[A-Za-z0-9\-.]{{4,64}})'
                               r'(?:/_history/[A-Za-z0-9\-.]{1,64})?\Z')
    _REFERENCE = re.compile(r'"reference"[ \t]*:[ \t]*"(?:[^"]{0,200}/)?(\w+)/[^"/]{1,64}"')
    _NAME_OPEN = re.compile(r'"name"[ \t]*:[ \t]*\[?\s{0,40}\{$')

    def _json(self, text: str, syntax: list[tuple[int, int]]) -> list[Span]:
        out: list[Span] = []
        for km in self._KEY.finditer(text):
            syntax.append(km.span(1))
        for m in self._KV.finditer(text):
            key = m.group("k")
            if key == "reference" and m.group("v") is not None:
                if (r := self._REFERENCE_ID.match(text, m.start("v"), m.end("v"))) is not None and any(
                        c.isdigit() for c in r.group("id")):
                    out.append(Span(r.start("id"), r.end("id"), "OTHER_ID", self.name + ".json", _SCORE))
                continue
            if key == "id" and m.group("v") is not None:
                if len(m.group("v")) >= 4 and any(c.isdigit() for c in m.group("v")) and self._RESOURCE_ID.search(
                        text, max(0, m.start() - 240), m.start()):
                    out.append(Span(m.start("v"), m.end("v"), "OTHER_ID", self.name + ".json", _SCORE))
                continue
            label = self._json_label(text, m.start(), key)
            if label is None:
                continue
            if label == "PATIENT_NAME" and key != "display":
                rt = None
                for r in self._RESOURCE.finditer(text, max(0, m.start() - 600), m.start()):
                    rt = r.group(1)
                label = {"Practitioner": "CLINICIAN_NAME", "RelatedPerson": "RELATIVE_NAME"}.get(rt or "", label)
            if m.group("v") is not None:
                values = [(m.start("v"), m.end("v"))]
            else:
                values = [(s.start(1), s.end(1)) for s in self._STR.finditer(text, m.start("arr"), m.end("arr"))]
            for a, b in values:
                if label in PERSON_NAME_LABELS and (t := _TITLE_LEAD.match(text, a, b)) is not None:
                    a = t.end()  # "Dr. Anna Lindqvist": the title is no part of the name
                got = value_ok(label, text[a:b])
                if got is not None:
                    out.append(Span(a, b, got, self.name + ".json", _SCORE))
        return out

    def _pairs(self, text: str, rx: re.Pattern[str]) -> list[Span]:
        """Round 53: the values of a Python dict's or a builder's known fields (see ``_PY_KV``, ``_SETTER``)."""
        out: list[Span] = []
        for m in rx.finditer(text):
            label = field_label(m.group("k"))
            if label is None or label == "STAFF":
                continue
            a, b = m.span("v")
            if label in PERSON_NAME_LABELS and (t := _TITLE_LEAD.match(text, a, b)) is not None:
                a = t.end()
            v = text[a:b]
            if _code_placeholder(v, label):
                continue  # (review: a type, a placeholder or a test's short number, "'surname': 'str'", '.phn("123")')
            got = value_ok(label, v)
            if got is not None:
                out.append(Span(a, b, got, self.name + ".json", _SCORE))
        return out

    def _json_label(self, text: str, at: int, key: str) -> str | None:
        if key not in ("value", "display", "text", "name"):
            return field_label(key)
        brace = text.rfind("{", max(0, at - 300), at)
        if brace < 0:
            return None
        close = text.find("}", at)
        obj = text[brace : close if close > 0 else at + 200]
        if key == "display":  # a FHIR Reference's display: whose depends on what it refers to
            rm = self._REFERENCE.search(obj)
            return _REFERENCE_LABEL.get(rm.group(1)) if rm is not None else None
        if key == "text":  # a HumanName's whole name ("name": [{"text": "Mai Neng Xiong", ...}])
            return "PATIENT_NAME" if self._NAME_OPEN.search(text, max(0, brace - 40), brace + 1) else None
        if key == "name":  # an Organization's or Location's own name (elsewhere "name" is too general)
            rt = None
            for r in self._RESOURCE.finditer(text, max(0, at - 600), at):
                rt = r.group(1)
            return "FACILITY" if rt in ("Organization", "Location") else None
        # a FHIR "value": a telecom's number or address, or an identifier's id
        tm = self._TELECOM.search(obj)
        if tm is not None:
            return {"fax": "FAX", "email": "EMAIL"}.get(tm.group(1), "PHONE")
        opened = None
        for o in self._IDENTIFIER_OPEN.finditer(text, max(0, at - 400), at):
            opened = o
        if opened is not None and ("]" if opened.group(1) == "[" else "}") not in text[opened.end() : at]:
            return "MRN"
        return None

    # -- tables with a header row ---------------------------------------------------------------------------
    # ("Taking?", "Rec'd", round 26: "NEWS2>=5", "SpO2 %")
    # (a column of a chemistry value names its ion: "K+", "Na+")
    # (round 45: or a share of something, "% returned")
    _HEADER_CELL = re.compile(r"#|No\.?|(?:%[ ]?)?[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 _#./\-()'’<>=≤≥%+]{0,28}\??")
    # (round 59: a printout's column may join two words with "&", "Nom & prenom de l'enfant"; between pipes such a
    # column names two fields at once, "Patient name & address")
    _SPACED_HEADER_CELL = re.compile(r"#|No\.?|(?:%[ ]?)?[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 _#./\-()'’<>=≤≥%+&]{0,28}\??")
    # between pipes the last column may be described at more length ("Reason for screen failure / comment")
    _PIPED_HEADER_CELL = re.compile(r"(?:%[ ]?)?[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 _#./\-()'’<>=≤≥%]{0,58}\??")

    def _tables(self, text: str, syntax: list[tuple[int, int]]) -> list[Span]:
        out: list[Span] = []
        lines: list[tuple[int, int]] = []
        pos = 0
        for line in text.split("\n"):
            lines.append((pos, pos + len(line)))
            pos += len(line) + 1
        i = 0
        while i < len(lines) - 1:
            a, b = lines[i]
            header = text[a:b]
            cols = self._header(header)
            if cols is None:
                i += 1
                continue
            sep, heads = cols
            labels = [field_label(h, table=True) for _, _, h in heads]
            # a column of two fields ("By / Date", "Name/DOB"): each value of the cell labelled by its own shape
            pairs = [_pair_labels(h) for _, _, h in heads]
            labels = ["PAIR" if pair else lab for lab, pair in zip(labels, pairs, strict=True)]
            # a name column that also holds the record number in brackets ("PATIENT (HOSP NO)", "Name (MRN)")
            id_in_name = [_NAME_WITH_ID_HEAD.fullmatch(h.strip()) is not None for _, _, h in heads]
            labels = ["PATIENT_NAME" if named else lab for lab, named in zip(labels, id_in_name, strict=True)]
            keys = [_norm_key(h) for _, _, h in heads]
            if any(k in _TAG_KEYS for k in keys) and not any(lab in _PERSON_FIELDS for lab in labels) and not any(
                    k in _TRIAGE_KEYS for k in keys):
                labels = [None if k in _TAG_KEYS else lab for lab, k in zip(labels, keys, strict=True)]
            if any(k in _REGISTER_KEYS for k in keys) and not any(_DEMOGRAPHIC_KEY.search(k) for k in keys):
                # (round 59: a column headed "ID" or "Block" is a person's only in a register of people, with their age
                # or sex; a fax log's "id  submitted  to_name" numbers its jobs, a stock list's "ID  Name  Qty" its
                # products, a theatre list's "Block" is an anaesthetic one)
                labels = [None if k in _REGISTER_KEYS else lab for lab, k in zip(labels, keys, strict=True)]
            known = sum(lab is not None or _norm_key(h) in _PLAIN_COLUMNS for lab, (_, _, h) in zip(labels, heads, strict=True))
            if not any(labels) or known < (2 if sep == "  " else 1):
                i += 1
                if sep == "|" and re.fullmatch(r"[ \t]*\|?[ \t:\-|+=]*-[ \t:\-|+=]*", text[slice(*lines[i])]):
                    # round 53: a Markdown table of unknown columns ("| Field | Detail |" over its rule): its rows
                    # ("| Name | Seonag MacAskill |") are no header of the rows below them
                    while i < len(lines) and "|" in text[slice(*lines[i])]:
                        i += 1
                continue
            j = i + 1
            rows = 0
            while j < len(lines):
                ra, rb = lines[j]
                row = text[ra:rb]
                if not row.strip():
                    break
                if re.fullmatch(r"[\s|:+\-=]+", row):  # a Markdown or printout rule line
                    j += 1
                    continue
                cells = self._cells(text, ra, rb, sep, heads)
                if cells is None and sep == "  " and row.startswith("    "):
                    # a wrapped cell on its own indented line ("            Rash maculo-papular  (15)"), or the
                    # header's own second line ("          Race      (Day)"): its words are the table's
                    if not rows:
                        syntax.append((ra, rb))
                    j += 1
                    continue
                if cells is None and rows and sep == "  " and _ROW_LEAD.match(row) and j + 1 < len(lines) and (
                        self._header(text[slice(*lines[j + 1])]) is None) and self._cells(
                        text, *lines[j + 1], sep, heads) is not None:
                    j += 1  # a row of the printout that fills no columns ("04  SIDE RM - DEEP CLEAN"): the table goes on
                    continue
                if cells is None:
                    break
                for k, ((ca, cb), lab, pair) in enumerate(zip(cells, labels, pairs, strict=True)):
                    if pair:
                        out.extend(Span(pa, pb, got, self.name + ".table", _SCORE)
                                   for pa, pb, got in _pair_values(text, ca, cb, pair))
                        continue
                    if lab in _PERSON_FIELDS and id_in_name[k] and (inner := _ID_IN_BRACKETS.fullmatch(
                            text, ca, cb)) is not None and value_ok("MRN", inner.group("v")) is not None:
                        # "DUNMORE, Kieran (K1190437)" under "PATIENT (HOSP NO)": the number, then the name
                        out.append(Span(inner.start("v"), inner.end("v"), "MRN", self.name + ".table", _SCORE))
                        cb = text.rindex("(", ca, inner.start("v"))
                        while cb > ca and text[cb - 1] in " \t":
                            cb -= 1
                    if lab in _PERSON_FIELDS:
                        if (age := _AGE_AFTER_NAME.search(text, ca, cb)) is not None:
                            cb = age.start()  # "BARROS, JOAO MIGUEL 38": the next column's age, one space after
                            if "AGE_OVER_89" in labels and value_ok("AGE_OVER_89", age.group(0)) is not None:
                                out.append(Span(age.start() + 1, age.end(), "AGE_OVER_89", self.name + ".table", _SCORE))
                        ca, cb = _bare_name(text, ca, cb)
                    if lab is None or ca >= cb:
                        continue
                    if lab not in _PERSON_FIELDS and lab not in _NOT_AN_ID:
                        inner = _ID_IN_BRACKETS.fullmatch(text, ca, cb)
                        if inner is not None:
                            ca, cb = inner.span("v")
                    got = value_ok(lab, text[ca:cb])
                    if got is not None and keys[k] in _TABLE_ONLY and not _column_value_ok(keys[k], text[ca:cb]):
                        got = None
                    if got in _ID_CELL_LABELS and sum(c.isdigit() for c in text[ca:cb]) < 3:
                        got = None  # (round 46: a register's "Bag no." or "Ticket no" column may count 1, 2, 3)
                    if got == "AGE_OVER_89":  # the number, not "/F" after it
                        cb = ca + len(re.match(r"\d+", text[ca:cb]).group(0))  # type: ignore[union-attr]
                    if got is not None:
                        out.append(Span(ca, cb, got, self.name + ".table", _SCORE))
                j += 1
                rows += 1
            if rows:  # a header with rows under it: its cells are the table's own words
                syntax.extend((a + ha, a + hb) for ha, hb, h in heads if h)
            i = j
        return out

    def _header(self, line: str) -> tuple[str, list[tuple[int, int, str]]] | None:
        """(separator, [(start, end, name) of each column]) when ``line`` reads as a header row."""
        if len(line) < 5 or len(line) > 2000:
            return None
        for sep in ("\t", "|", ",", ";"):
            if line.count(sep) < (1 if sep == "\t" else 2):
                continue
            a, b = _inside_pipes(line, 0, len(line)) if sep == "|" else (0, len(line))
            # a quoted CSV header ('"Rm","Patient","MRN"') names its columns inside the quotes
            heads = [(pa, pb, line[pa:pb].strip().strip('"').strip()) for _, pa, pb in pieces(line, a, b, sep)]
            named = [h for h in heads if h[2]]
            if len(named) < 2 or not all(self._HEADER_CELL.fullmatch(h[2]) or sep == "|" and h is named[-1] and
                                         self._PIPED_HEADER_CELL.fullmatch(h[2]) or
                                         NATIVE_HEADER_CELL.fullmatch(h[2]) for h in named):
                return None
            # prose with commas ("lives with wife, son, daughter") must not read as a header: a CSV header
            # names at least three columns, two of them known fields
            if sep in (",", ";") and (len(heads) < 3 or sum(field_label(h[2], table=True) is not None
                                                            for h in heads) < 2):
                return None
            return sep, heads
        # a printout aligned with spaces: column names two or more spaces apart
        if line.count("  ") < 2 or len(line) > 400:
            return None
        parts = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r"\S+(?: \S+)*", line)]
        # (no cell holding a value: "SSN 458-21-7739  MBI 1EG4-TE5-MK72  DOB 02/14/1948" is a line of fields)
        if len(parts) >= 2 and all(self._SPACED_HEADER_CELL.fullmatch(p[2]) and len(p[2]) <= 30 and
                                   _VALUE_IN_CELL.search(p[2]) is None for p in parts) and all(
                parts[k + 1][0] - parts[k][1] >= 2 for k in range(len(parts) - 1)):
            parts = [sub for part in parts for sub in _column_words(part)]
            if len(parts) >= 4 and len(parts) % 2 == 0 and all(
                    (field_label(p[2], table=True) is None and _norm_key(p[2]) not in _PLAIN_COLUMNS) == (k % 2 == 1)
                    for k, p in enumerate(parts)):
                # round 54: a form's line of labels and values, two spaces apart ("Surname  NÍ BHRIAIN
                # Forename(s)  AISLING"): a known field, then a word no column is called, and again
                return None
            if len(parts) >= 3:
                return "  ", parts
        return None

    def _cells(self, text: str, a: int, b: int, sep: str, heads: list[tuple[int, int, str]]) -> list[tuple[int, int]] | None:
        """The (start, end) of each cell of the row text[a:b] under ``heads``, or ``None`` when the row does not fit."""
        if sep == "  ":
            row = text[a:b]
            if len(row.rstrip()) <= heads[1][0]:
                return None
            starts = [h[0] for h in heads] + [len(row)]
            # a row of the printout has its values in the columns: text running across more than one column
            # boundary is prose under the table ("-- escalated to on-call rad Dr ...")
            crossing = sum(1 for s in starts[1:-1] if 0 < s < len(row) and row[s - 1] != " " and row[s] != " ")
            chunks = len(re.findall(r"\S+(?: \S+)*", row))  # values two or more spaces apart, as in the header
            if chunks < max(2, (len(heads) + 1) // 2):
                return None
            if crossing:  # typed by hand, the columns drift: each value under the header nearest its start
                # (round 53: or right-aligned under their headers, as Stata's and SAS's listings print them)
                # (round 59: or a few characters off all along, drifting further each column)
                drifting = _drifting_cells(row, a, heads) or _drifting_cells(row, a, heads, right=True) or (
                    _drifting_cells(row, a, heads, carry=True))
                if drifting is not None or crossing > 1:
                    return drifting
            cells = []
            for k in range(len(heads)):
                lo = starts[k]
                if k and 0 < lo < len(row) and row[lo - 1] != " " and row[lo] != " ":
                    while lo > starts[k] - 3 and lo > starts[k - 1] and row[lo - 1] != " ":
                        lo -= 1  # a value that starts a character or two early ("S1234567  SMITH" under "PATIENT")
                    if row[lo - 1] != " " or lo > 1 and row[lo - 2] != " ":
                        cells.append((a + starts[k], a + starts[k]))  # the tail of a longer value, not this column's
                        continue
                seg = row[lo : max(lo, starts[k + 1])] if lo < len(row) else ""
                lead = len(seg) - len(seg.lstrip())
                # a value ends where two spaces begin (the next column), or at the column's end
                cut = re.search(r"\S {2,}", seg)
                end = cut.start() + 1 if cut else len(seg.rstrip())
                cells.append((a + lo + lead, a + lo + max(lead, end)))
            return cells
        if sep == "|":
            a, b = _inside_pipes(text, a, b)
        pieces = [(pa, pb) for _, pa, pb in self._split_row(text, a, b, sep)]
        if sep == "|" and len(pieces) == len(heads) - 1 and text[a - 1 : a] != "|" and text[b : b + 1] == "|":
            pieces.append((b, b))  # "1|BD428813|...|Y|": the last column left empty, closed by its pipe
        if len(pieces) != len(heads):
            return None
        cells = []
        for pa, pb in pieces:
            while pa < pb and text[pa] in " \t\"":
                pa += 1
            while pb > pa and text[pb - 1] in " \t\"":
                pb -= 1
            cells.append((pa, pb))
        return cells

    @staticmethod
    def _split_row(text: str, a: int, b: int, sep: str) -> Iterator[tuple[int, int, int]]:
        """Like :func:`~airlock.tagger.recognizers.exchange_formats.pieces`, but a separator inside double quotes does not split (CSV quoting)."""
        if '"' not in text[a:b]:
            yield from pieces(text, a, b, sep)
            return
        i, start, quoted = 1, a, False
        for k in range(a, b):
            ch = text[k]
            if ch == '"':
                quoted = not quoted
            elif ch == sep and not quoted:
                yield i, start, k
                i, start = i + 1, k + 1
        yield i, start, b
