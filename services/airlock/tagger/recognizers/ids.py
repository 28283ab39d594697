"""Identifiers: SSN, NHS number, MRN, subject/screening/site ids, accession/specimen ids, device serials,
licence numbers (GMC, NMC, DEA, NPI, driving licences), health-plan ids, account/card/IBAN numbers, vehicle
ids, biometric ids.

Most ids have no fixed shape, so they are found through their label ("MRN:", "Hosp No", "S/N", ...): the
cue word, optional "no./number/#/:" and the value. Ids with a shape or a checksum (SSN, NHS, NMC PIN, MBI,
cards, IBAN, VIN, NPI, DEA) are also found without a cue.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import verhoeff as std_verhoeff
from stdnum.ar import cuit as std_cuit
from stdnum.be import nn as std_be_nn
from stdnum.br import cpf as std_cpf
from stdnum.ch import ssn as std_ahv
from stdnum.cl import rut as std_rut
from stdnum.es import dni as std_dni
from stdnum.es import nie as std_nie
from stdnum.fi import hetu as std_hetu
from stdnum.fr import nir as std_nir
from stdnum.ie import pps as std_pps
from stdnum.il import idnr as std_il_id
from stdnum.it import codicefiscale as std_cf
from stdnum.kr import rrn as std_rrn
from stdnum.mx import curp as std_curp
from stdnum.pl import pesel as std_pesel
from stdnum.pt import nif as std_pt_nif
from stdnum.za import idnr as std_za_id

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import (
    Doc,
    Intervals,
    P,
    Pattern,
    PatternRecognizer,
    Recognizer,
    TakenSpans,
    luhn_ok,
    only_digits,
    words_re,
)
from airlock.tagger.recognizers.clinical import PADDED_RECORD_NUMBER, UNIT, YEAR_CASE_NUMBER
from airlock.tagger.recognizers.drug_brands import is_drug
from airlock.tagger.recognizers.geo import BR_STATES
from airlock.tagger.recognizers.names import RECORD_ROW_NAME, RECORD_ROW_START

# value of a labelled id: starts alphanumeric, 3-24 chars of letters/digits/-/./_ and must contain a digit
_ID_VALUE = (
    # round 33: digit groups with a check letter or two after them, a letter or two before ("OHIP 6621 448 193 HN",
    # "FIN: G 8814 273 K", "Medical Card No. 0448 1973 B"), or a letter before two groups ("NHIF No: R 4481 2093")
    r"(?P<v>(?:[A-Z]{1,2}[ ])?[0-9]{3,6}(?:[ ][0-9]{1,6}){1,3}[ ][A-Z]{1,2}(?![A-Za-z0-9]|[ ][A-Za-z0-9])"
    r"|[A-Z][ ][0-9]{3,6}(?:[ ][0-9]{2,6}){1,3}(?![ ]?[A-Za-z0-9])"
    # round 44: an Australian Centrelink reference or concession card number ("CRN 207 511 894J")
    r"|[0-9]{3}[ ][0-9]{3}[ ][0-9]{3}[A-Z](?![A-Za-z0-9])"
    # digit groups: 3720 307037 68652 (a word may follow: "FedEx 7791 0045 2813 shipped 3/1")
    r"|[0-9]{3,6}(?:[ ][0-9]{3,6}){1,3}(?![ ]?[0-9]|[A-Za-z])"
    # small groups or a letter prefix, as typed or read out: "MRN 4 11 29 77", "member ID DDX 884 201 337"
    r"|(?:[A-Z]{2,4}[ ])?[0-9]{1,6}(?:[ ][0-9]{1,6}){2,4}(?![ ]?[A-Za-z0-9])"
    # a register's letters before the number: "HPCSA MP 0774125", "Med. license A 148830"
    # ("passport B 2918837 cellulitis"; round 46: a crime reference's year after a slash, "CR 5200437/24")
    # (round 52: one letter, seven digits and a check letter, an Irish GP visit card's "L 7021685G"; not a part's
    # revision, "PN 4417823B")
    r"|[A-Z]{1,3}[ ][0-9]{5,8}(?:/[0-9]{2,4})?(?![ ]?[0-9]|[A-Za-z]|/[0-9])|[A-Z][ ][0-9]{7}[A-Z](?![A-Za-z0-9])"
    # a UK trust code before the number: "Hosp No RJ1 7730452"
    # (round 50: an insurer's membership letters with a digit, maybe in groups: "B2 77104938", "PH7 0918 4452")
    r"|[A-Z]{1,3}[0-9]{1,2}(?:[ ][0-9]{5,10}|(?:[ ][0-9]{4}){2})(?![A-Za-z0-9]|[ ]?[0-9])"
    # (a firm's letters before a year and a serial: "Our file no.: GMW 24-1183")
    r"|[A-Z]{2,4}[ ][0-9]{2}-[0-9]{3,6}(?![\w\-/])"
    r"|(?=[A-Za-z0-9\-/._]{0,24}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[\-/._](?=[A-Za-z0-9])){2,24}"
    # dictated digit by digit, letters spelled out, "dash" read out: "4 4 7 1 0 9 2", "W C 2 4 dash 0 0 8 8 1 7"
    r"|(?:[A-Z][ ]){0,3}[0-9](?:[ ](?:[0-9]|dash|hyphen)){4,24}(?![ ]?[0-9]))"
)
_AFTER_CUE = (
    # (a cue in brackets after its words: "Clinical record no. (NHC): 2839104", "Birth registration no. (RNP): ...")
    r"(?<=\()?(?:(?<=[A-Za-z.])\))?"
    r"[ \t]{0,2}(?:\((?:[A-Za-z][A-Za-z /\-.]{0,19})\))?[ \t]{0,2}"  # (a province: "PHN (Alberta): ...", "PIN (member - mother)")
    r"(?i:(?:template|enrol(?:l)?ment|scan|record|reference|registration|card|plan|account|member)[ \t]{1,2})?"
    # (and "n.º", "n°"; "lD": an ID scanned with the I read as l)
    # (round 51: an Italian "n." for numero, "Cartella clinica n. 2024/031877")
    # (round 52: the numero sign, "Medical record: № 4127/23")
    r"(?:(?i:no|nr|num|number|id|code|ref)\b\.?[ \t]{0,2}|[Nn]\.?[º°]\.?[ \t]{0,2}|n\.[ \t]{1,2}(?=[A-Z0-9])|lD[ \t]{1,2}|№[ \t]{0,2})?"
    r"(?i:ending(?:[ \t]in)?[ \t]{1,2})?"  # a partial id: "ID ending 7741"
    # (round 64: the number's state on a form, "PPSN on file: 8812345TA", "Badge no. assigned: 0044871"; not
    # "issued", as an approval's number is: "Ethics ref no. issued: 23/NE/0147")
    r"(?:[ \t]{0,2}(?i:on[ \t]file|assigned)(?![a-z]))?"
    # (a form's dot leader: "INSURED'S I.D. NUMBER ......... XQD418830271")
    # (the number word after the colon or comma: "ENG1 cert: no. 0931775", "certificate issued, no. ...")
    # (a row of label|value pairs: "SEX F|ACCT#|A00918273")
    r"(?:[:,][ \t]{0,2}(?i:no|number)\.?[ \t]{0,2}(?=[A-Z0-9])|[:#=.]{1,3}[ \t]{0,24}(?:№[ \t]{0,2})?|[#]?\|[ \t]?(?=[A-Z]?[0-9])|[ \t]{0,2}\.{3,40}[ \t]{0,4}(?::[ \t]{0,4})?|-[ \t]{0,2}|is[ \t]{1,2}|of[ \t]{1,2}|\([ \t]{0,2}|[ \t]{1,2}|(?=\d)|(?<=[ \t#])"
    # a printout's aligned columns ("Patient ID       40118273"): a wide gap, the value alone up to the line's end
    # or the next column
    r"|[ \t]{3,16}(?=\S{3,40}(?:[ \t]*(?:\r?\n|$)|[ \t]{2}))"
    # round 44: a form whose colons are aligned after padded labels ("NHI         : FQJ0387")
    r"|[ \t]{3,24}:[ \t]{0,4})"
)


# round 56: a code after a word of prose that also names a record's code (a donor's file, a cycle, a straw, slides, a biopsy,
# a lab): a year's two or four digits in it, as a record's serial carries them ("SCOT-DON-24-0219", "FIV-2023-0912",
# "HW24-0713-S1", "U24-3317", "24B1876611", "MMH-24-U551902"); never a regimen, a stage, an analyser, a standard, a
# cell line, a product or a billing code without one ("cycle FEC100", "biopsy: T2N0M0", "lab XN-1000", "lab
# ISO-15189", "lab HT-1080", "straw CBS-HSV-1005", "Biopsy CPT-88305"), nor a vulnerability's ("lab CVE-2024-3094")
_DATED_CODE = (
    r"(?P<v>(?!CVE-)(?:[A-Z]{1,5}(?:-[A-Z]{1,6}){0,2}-(?:1[5-9]|2[0-9]|20[0-3][0-9])-[A-Z]?[0-9]{3,7}"
    r"|[A-Z]{1,4}(?:1[5-9]|2[0-9])-[0-9]{3,7}|(?:1[5-9]|2[0-9])[A-Z]{1,2}[0-9]{6,10})"
    r"(?:-[A-Z]{1,2}[0-9]{1,2}|-[0-9]{1,2})?)(?![\w\-]|[/.:,][0-9])"  # (a straw's or a slide's after it: "-S1", "-3")
)
# (round 57 review: a code with a letter among its characters, before a cue's value)
_WITH_LETTER = r"(?=[0-9\-/]{0,30}[A-Z])"
# (and six digits or more among its letters and separators)
_SIX_DIGITS = r"(?=(?:[A-Z\-/]{0,10}[0-9]){6})"
# a national, tax or insurance number behind a cue that is also another word's letters: eight digits or more (maybe
# in groups, a letter or two inside or after them), or a letter and six or nine digits; never a form's zeros
_LONG_NUMBER = (
    r"(?=[0 .\-/A-Z]*[1-9])(?![0-9 .]*000(?![0-9]))(?P<v>(?=(?:[ .\-/]?[A-Z]{0,2}[0-9]){8})[0-9]{1,16}(?:[ .\-/][0-9]{1,13}(?![0-9:])){0,5}"
    # (round 52: a Belarusian identification number, "3120785A041PB7"; a German insurance number, "H503917284")
    r"(?:[A-Z]{1,2}[0-9]{0,3})?|[A-Z][ ]?[0-9]{6}|[0-9]{7}[A-Z][0-9]{3}[A-Z]{2}[0-9]|[A-Z][0-9]{9})"
)
# a register's or an identity card's number: digits with letters, maybe in groups
_REGISTER_VALUE = (
    r"(?P<v>(?=(?:[A-Za-z\-/. ]{0,12}[0-9]){5})[A-Z0-9]{1,16}"
    # (not a sex and an age after it: "Folder 1234567 M 45"; a thousands dot: "1.020.734.518")
    r"(?:(?:[\-/]|\.(?=[0-9]{3}(?![0-9]))|[ ](?![MF][ ][0-9]{1,3}(?![0-9]))(?=[0-9]|[A-Z]{1,2}(?:[ ][0-9]|(?![A-Za-z0-9]))))"
    r"[A-Z0-9]{1,12}){0,6})"
)


# ISO 3166 country codes (and the EU's, as the EMA sends reports), which open a worldwide case number
_COUNTRY_CODES = frozenset(
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ "
    "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR "
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO "
    "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR "
    "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO "
    "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV "
    "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW EU UK".split())
# kinds of document, regulation and batch whose numbers have a worldwide case number's shape
_DOCUMENT_KINDS = frozenset(
    "SOP BUILD GVP BATCH LOT RELEASE REL CTA COSHH AMEND VER REV DOC POL POLICY QMS CAPA DEV CR RFC ISO IEC CHG PRJ "
    "PROJ GUIDE GL SPEC FORM TPL TEMPLATE AUDIT AUD RISK RA CERT GDPR MDR IVDR CTR FSN DHPC LOTE LOTTO CHARGE".split())


def _worldwide_case_number(value: str) -> bool:
    """A worldwide case number opens on a country's code, then its sender's name: no kind of document and no common
    English word ("QA-TEST-2024-0012", "HR-TRAINING-2024-0031", "EU-MDR-2017-0745" are a run's, a course's and a
    regulation's)."""
    sender = value[3 : value.index("-", 3)]
    return value[:2] in _COUNTRY_CODES and sender not in _DOCUMENT_KINDS and len(sender) >= 4 and (
        lexicons.get().common.get(sender.lower(), 0.0) < 3.5)


def labelled(cues: Sequence[str], label: str, score: float = 0.85, value: str = _ID_VALUE) -> Pattern:
    """Cue word(s), separator, value; cues are case-insensitive, the value keeps its case."""
    # (a "#" may be glued to its word, "RUN# 2024-0047719", and the value to the "#": "request #HUM-2408-55173")
    alts = "|".join(sorted((re.escape(c).replace(r"\ \#", r"[ \t]{0,2}\#").replace(r"\ ", r"[ \t]{1,2}") for c in cues),
                           key=len, reverse=True))
    anchors = {re.match(r"[a-z0-9]*", c.lower()).group(0) for c in cues}  # type: ignore[union-attr]
    if "" in anchors:
        anchors = None  # a cue that starts with punctuation: scan everywhere
    return P(rf"(?i:(?<![a-z0-9])(?:{alts}))(?![a-z]){_AFTER_CUE}{value}(?![A-Za-z0-9])", label, score,
             anchors=anchors)


# a number after a reference, confirmation, order or kit cue: a letter prefix and digits ("V-310877", "HH23-04418",
# "TC-230708-1194"), five digits or more, or two long digit groups; never an amount ("vial 10000 units"), nor a
# document number of a year ("Ref TE-2024-031": a sponsor's or a committee's, no patient's)
_CUED_NUMBER = (
    r"(?![A-Z]{1,4}-(?:19|20)[0-9]{2}-[0-9]{1,3}(?![0-9\-]))"  # (round 57: more groups after it make a record's:
    # "Session: TLC-2024-03-0099187")
    r"(?P<v>(?:[A-Z]{2,4}-(?:19|20)[0-9]{2}-[A-Z]{2}-[0-9]{4,8}|[A-Z]{1,4}[0-9]{0,6}-?[0-9]{3,12}(?:-[0-9]{2,10}){0,2}|[0-9]{5,15}(?:-[0-9]{3,10}){0,2}"
    r"|[0-9]{4,10}-[0-9]{3,10}(?:-[0-9]{1,10}){0,2}|[0-9]{5,12}-[0-9]{1,2}|[0-9]{2,3}-[0-9]{5,10}"
    r"|(?:1[5-9]|2[0-9])-[0-9]{4}"  # a year and a serial ("RL6 event # 25-0188")
    r"|[0-9][A-Z][0-9]{2,4}-[0-9]{4,8}"  # a digit, a letter, digits ("RQID: 7Q41-55028")
    # a registry donor's "4471-0982-3", a Canadian health card's "1-204-778-413"
    r"|[0-9]-[0-9]{3}-[0-9]{3}-[0-9]{1,3}|[0-9]{2}[A-Z]{1,2}-[0-9]{5,8}"  # (a police complaint's "25C-031177")
    # round 35: a laboratory's letters, year and serial ("lab no. CB-23-1876"), a CQC location ("1-2291847731")
    r"|[A-Z]{1,4}-[0-9]{2}-[0-9]{3,8}|[0-9]-[0-9]{8,11}"
    # a registration number with the year between slashes ("BMC/2025/30418"), a safety case's sponsor, year and
    # country ("BRQ-2025-US-004417")
    r"|[A-Z]{2,6}/(?:19|20)?[0-9]{2}/[0-9]{3,8}"
    # round 34: a register's letters, then its serial and year ("CCH/ANC/0456/23", "TR/CS-GH/0339", "BM-1187/24")
    r"|(?=(?:[A-Z/\-]{0,16}[0-9]){4})[A-Z]{1,6}(?:[/\-][A-Z]{1,6}){0,3}(?:[/\-][0-9]{2,8}){1,3}(?![\-/][A-Z])"
    # letter groups and digit groups ("WC-25-118043", "PRC-GL-2402-1187"); letters and digits mixed ("BXR4TQ27")
    r"|[A-Z]{1,4}(?:-[A-Z]{1,4})?-[0-9]{2,4}-[0-9]{3,10}(?:-[0-9]{2,6})?|[A-Z]{1,4}(?:-[A-Z]{1,4}){1,2}-[0-9]{4,10}"
    # a medical-information enquiry's country and year ("MI-US-2025-118342"), an insurer's year and plan letters
    # ("26-PA-0441901")
    r"|[A-Z]{1,4}-[A-Z]{2}-(?:19|20)[0-9]{2}-[0-9]{3,10}|[0-9]{2}-[A-Z]{2,3}-[0-9]{5,10}"
    # a station's number, a service's letters, a year and a serial ("662-CC-24-19874")
    r"|[0-9]{2,4}-[A-Z]{2,3}-[0-9]{2}-[0-9]{3,10}"
    # three short digit groups ("referral #24-118-3374", "trip # 25-0117-4432"), never a date
    r"|(?!(?:1[0-2]|0?[1-9])-(?:3[01]|[12][0-9]|0?[1-9])-(?:19|20)[0-9]{2}(?![0-9]))[0-9]{2,4}-[0-9]{2,4}-[0-9]{3,6}"
    r"|(?=[A-Z0-9]{0,13}[A-Z])(?=(?:[A-Z]{0,13}[0-9]){3})[A-Z0-9]{6,14})"
    # (round 56: a letter and a number after the code, as a straw's or a slide's: "ref HW24-0713-S1", "OVO-24-1187-B2")
    r"(?:-[A-Z]{1,2}[0-9]{1,2}(?![A-Za-z0-9])|-[A-Z]-[0-9]{1,3}(?![A-Za-z0-9]))?)(?![\-/.:,][0-9])"
    r"(?![ \t]{0,2}(?i:units?|iu|mg|mcg|ug|µg|ml|g|kg|l|mmol|meq|cells|copies|tabs?|caps?)(?![a-z])|[ \t]{0,2}%)"
)
# words before "#" or "no." that number no person's record: places in a building, product and batch numbers,
# pages and document parts, phones, codes of a classification
_NOT_ID_CUES = (
    # (round 34: a mobile-money or a network's number is a phone's: "Mpesa No 0712345678", "Airtel No: 0977...")
    r"(?i:mpesa|m-pesa|airtel|mtn|safaricom|vodacom|whatsapp|cellphone|cellular|"
    r"room|rm|bed|bay|floor|unit|units|ward|suite|ste|apt|lot|batch|ndc|item|items|line|page|pg|step|ext|"
    r"extension|dose|doses|week|wk|day|days|cycle|model|catalog|catalogue|cat|size|grade|type|version|ver|phase|"
    r"table|figure|fig|section|question|policy|sop|capa|po|invoice|slide|deck|channel|cpt|icd|hcpcs|part|article|"
    r"phone|ph|tel|telephone|fax|cell|mobile|pager|beeper|bleep|callback|contact|serial|sn|imei|lane|gate|"
    r"dock|locker|seat|row|box|po-box|store|pharmacy|route|bus|flight|train|platform|exhibit|tab|tablet|"
    r"pack|kit|vial|product|sku|part-no|revision|rev|issue|volume|vol|no|number|cerfa|formulaire|modulo|modelo|"
    # and the numbers other recognizers know by their cue, with their own label ("NHS Number", "GMC No.", "Acct #")
    r"nhs|chi|ihi|nhi|ohip|gmc|nmc|hcpc|gphc|acct|account|mrn|ssn|sin|nin|licen[cs]e|lic|npi|dea|medicare|medicaid|"
    r"member|policy|subject|screening|site|device|plan|group|insurance|claim|hospital|hosp|health|card|passport|"
    r"dl|driver|patient|pt|record|chart|case|protocol|study|registration|reg|"
    # whose number: "new # 208-555-0142", "her # is"
    r"new|old|my|his|her|their|your|home|work|best|alt|alternate|other|call|text|"
    # round 25: a catalogue of genetic disorders ("OMIM #192500", "MIM #188400")
    r"omim|mim)"
)
# the words before a register's number that still number no person (round 48): a ward's, a case's, a card's,
# a hospital's number in a register's shape is a person's
# (but a standard's, a law's or a circular's number is a document's: "Regulation no EU/2017/745", "Standard no
# ISO-15189", "Circular no MOH/HQ/2023/114")
_NOT_REGISTER_CUES = (_NOT_ID_CUES.replace("|ward|", "|").replace("|card|", "|").replace("|case|", "|")
                      .replace("|hospital|", "|").replace("|hosp|", "|")[:-1]
                      + r"|standard|regulation|regulations|guideline|guidelines|circular|tender|directive|act|law|decree|"
                        r"order|notice|bulletin|gazette|resolution|ordinance|memo|memorandum|amendment|annex|appendix)")
# the same words, but a card's and a form's serial number are a person's ("Medical Card (No. 0448 1973 B)", "Form
# serial no. A 4417339"); and a call-back number is a phone's ("cb # 915-555-0164")
_NOT_GROUPED_ID_CUES = _NOT_ID_CUES.replace("|card|", "|").replace("|serial|", "|")[:-1] + (
    r"|cb|flat|house|plot|mob|count|counts|platelets?|colony|colonies|cells|copies)")
# a value in digit groups, maybe with a letter or two before or after it, or a number and a letter after a slash
_GROUPED_ID = (
    # (not a count in thousands before its unit: "100 000/ul", "100 000 CFU/ml")
    r"(?P<v>(?:[A-Z]{1,2}[ ])?[0-9]{3,6}(?:[ \-][0-9]{1,6}){1,4}(?:[ ][A-Z]{1,2})?(?![A-Za-z0-9\-/]|[ ][0-9]|[ ]?(?i:cfu|cells|copies))"
    r"|[A-Z0-9][ ][0-9]{6,9}(?![A-Za-z0-9])|[0-9]{3,8}/[A-Z]{1,2}(?![A-Za-z0-9/]))"
)
_GROUPED_DATE = re.compile(r"(?:19|20)\d{2}[\- ]\d{1,2}[\- ]\d{1,2}|\d{1,2}[\- ]\d{1,2}[\- ](?:19|20)\d{2}")


# round 70: a form's number field in Portuguese, Romanian, Greek and Turkish records, the number word first ("N.º
# pedido CTH: 2024-13-0088917", "Nº BAU: 2024/0211873", "N.º Ocorrência.......: 2024091800731", "Nr. înreg.:
# 11302", "Αρ. εισαγωγής: 118907", "Αρ. Φακέλου Ζημίας: ΑΥΤ-24-0917731", "Α.Μ. ασθενούς : 2024-004512") or last
# ("Protokol No      : 2024/118734", "Kimlik Kartı No : 0311804", "Tesis Kodu : 35110942", "Diploma Tescil : 74219"):
# a label of one to four words, dot leaders, then a value with four digits or more ending the field; not a phone's,
# a room's, a bed's, a page's or a product's field, nor a count ("N.º de camas: 120", "Nº de utentes inscritos")
_FOREIGN_ID_VALUE = (
    r"(?P<v>(?:[A-ZΑ-ΩÇĞİÖŞÜ]{1,6}[ \-](?=[0-9A-ZΑ-Ω]))?[0-9A-ZΑ-ΩÇĞİÖŞÜ]{1,20}(?:[/\-.][0-9A-ZΑ-ΩÇĞİÖŞÜ]{1,12}){0,8}"
    r"(?:[ ][0-9]{1,12}(?:-[0-9]{1,6})?(?=[ ]?[0-9A-Z]|[ \t]*$|[ \t]{2}|[ \t]*[|),;]))*(?:[ ][A-Z]{1,3}[0-9]?(?=[ \t]*$|[ \t]{2}))?"
    r"(?:\([0-9]\))?)(?=[ \t]*$|[ \t]{2}|[ \t]*[|)\]]|[,;][ \t]|\.(?:[ \t]|$)|[ \t]\(|[ \t](?:din|de|από|tarihli)[ \t])"
)
_FOREIGN_NOT_ID_WORDS = frozenset(
    "tel telef telefone telemóvel telemovel fax quarto cama leito sala porta andar piso lote página pagina folha "
    "oda yatak kat daire sayfa kapı seri lot parti etaj ap bl sc salon pat camera τηλ τηλέφωνο θάλαμος κλίνη όροφος σελ "
    "κρεβάτι telefon telefonu cep gsm dahili int interior ramal extensão".split())  # (words are read without "." and ":")
_FOREIGN_ID_FIELD = re.compile(
    r"(?m)(?<![^\W_])(?:(?P<first>N\.?º|Nº|N°|n\.?º|nº|n°|Nr\.|nr\.|NR\.|Αρ\.|αρ\.|ΑΡ\.|Α\.Μ\.|Αριθμός|αριθμός|Κωδ\.)"
    r"(?P<w>(?:[ \t]{1,2}(?!(?:din|de|d[aoe])[ \t]+[0-9])[^\W\d_][\w.\-/ªº]{0,24}){1,4}?)"
    r"|(?P<w2>[^\W\d_][\w.\-]{1,24}(?:[ \t][^\W\d_][\w.\-]{1,24}){0,2})[ \t](?P<last>No|NO|Numarası|Kodu|Tescil(?:[ \t]No)?))"
    r"[ \t.]{0,24}[:.][ \t]{0,8}" + _FOREIGN_ID_VALUE)
_TURKISH_LETTER = re.compile(r"[çğıöşüÇĞİÖŞÜ]")
_TURKISH_NO_WORDS = frozenset("protokol dosya sicil takip kimlik barkod kayıt kayit rapor sevk başvuru basvuru tc sgk "
                              "hasta reçete recete örnek ornek bildirim".split())
_FOREIGN_DATE_VALUE = re.compile(r"[0-9]{1,2}[./\-][0-9]{1,2}[./\-](?:19|20)?[0-9]{2}|(?:19|20)[0-9]{2}[./\-][0-9]{1,2}[./\-][0-9]{1,2}")


# round 71: a Hungarian, Czech, Slovak or Baltic form's field whose label ends in a number's or a code's word, glued on
# or alone ("Törzsszám: 2024/004517", "felvételi szám: NO-2019/031", "NEAK kód: 190042718", "Adóazonosító jele:
# 8412307759", "Személyazonosító igazolvány: 563211KA", "Įstaigos kodas: 124388907", "Ārstniecības iestādes kods:
# 050000117", "registrikood 90004417"), or whose label opens on it, as Czech, Slovak, Indonesian and Malay forms
# write it ("Číslo hospitalizace: 2024/08813", "Č. žádanky: Z-0419-22771", "No. Sampel : 2405210087-01",
# "No.Kartu : 0000811250436", "No. Daftar e-Notifikasi (diisi PKD): JB/D/2024/011874"); the value ends the field
_NUMBER_WORD_FIELD = re.compile(
    r"(?<![\w\-])(?P<w>(?:[^\W\d_][\w.\-]{0,24}[ \t]){0,2}[^\W\d_]{0,24}"
    r"(?:szám|száma|kód|kódja|azonosító|azonosítója|jele|igazolvány|kood|kodas|kods|číslo|cislo)"
    r"|(?:[Čč]\.|[Čč]íslo|ČÍSLO|[Cc]islo|No\.|NO\.)[ \t]{0,2}[^\W\d_][\w\-]{1,24}\.?(?:[ \t]{1,2}[^\W\d_][\w\-]{1,24}\.?){0,2})"
    r"(?=[ \t.:(])(?:[ \t]{0,2}\([^()\n]{1,30}\))?[ \t.]{0,40}:?[ \t]{0,24}"
    r"(?P<v>(?=[A-Z0-9/\-. ]{0,40}[0-9])[A-Z0-9ŠČŽ]{1,20}(?:(?:[/\-.]|[ ](?=[0-9]{1,12}(?![\w]|[ ]?[a-z])))[A-Z0-9]{1,12}){0,7})"
    r"(?=[ \t]*$|[ \t]{2}|[ \t]*[|)\]]|[ \t]\(|[,;][ \t]|\.(?:[ \t]|$))", re.M)
# a literal part of every match of _NUMBER_WORD_FIELD (case as it is matched): a note holding none of them is not
# scanned (Hyperscan's prefilter form of it is reported in nearly every note, and the scan costs ~0.2 ms per 1 KB)
_NUMBER_WORD_KEYS = ("szám", "kód", "azonosító", "jele", "igazolvány", "kood", "kodas", "kods", "číslo", "cislo", "Č.",
                     "č.", "Číslo", "ČÍSLO", "Cislo", "No.", "NO.")
# the labels' words of a phone's, a postcode's, a room's, a bed's, a page's, a batch's or a count's number
_NUMBER_WORD_NOT_ID = re.compile(
    r"(?i)(?:telefon|tel\b|tel\.|telp|tlp|hp\b|wa\b|fax|faks|mobil|gsm|tālr|irányító|pašto|pasta|posti|pos\b|poskod|"
    r"szoba|ágy|emelet|ajtó|pokoj|lůžk|lôžk|izba|kamar|bilik|katil|tempat|rumah|oldal|strana|lap\b|sarzs|šarž|"
    r"gyártási|lot\b|batch|létszám|pulzus|légzés|sejtszám|darab|db\b|počet|pocet|kusů|dávk|bno|dg|diagn|"
    r"^no\.[ \t]{0,2}of\b)")  # (an English count: "No. of tablets dispensed: 1200")


def _number_word_field_ok(m: re.Match[str]) -> bool:
    value = m.group("v")
    digits = sum(c.isdigit() for c in value)
    if digits < 4 or _NUMBER_WORD_NOT_ID.search(m.group("w")):
        return False
    return _FOREIGN_DATE_VALUE.fullmatch(value) is None and _DATE_SHAPE.fullmatch(value) is None


# round 73: a document's number after the numero sign in a record of the Cyrillic-writing countries ("И/б № 31552/24",
# "карта вызова № 0412-117", "№ 0017743", "Лицензия № 19012207", "исх. № 412 от 02.12.2024", "№ ТП-24-19327"): three
# digits or more, the word before it not one that numbers a place, a form, an order or a pack (see _NUMERO_NOT_ID)
_CYR_CAPS = "А-ЯЁІЇЄҐЎ"
_NUMERO_ID = re.compile(
    rf"(?<![\w№])№№?[ \t]{{0,2}}(?P<v>(?:[A-Z{_CYR_CAPS}]{{1,5}}[ \t\-]?)?[0-9][0-9A-Z{_CYR_CAPS}]*"
    rf"(?:[/\-.][0-9A-Z{_CYR_CAPS}]+){{0,4}})(?![\w\-]|/[а-яa-z]|[.,][0-9])")
# (a polyclinic's, a hospital's, a ward's, a school's, a room's, a station's, a team's, a diet table's, a form's, an
# order's, a meeting's, a pack's number; a vaccine's series: "Поликлиника № 134", "Приказ № 203н", "таб. № 100",
# "Протокол № 112 заседания")
_NUMERO_NOT_ID = re.compile(
    r"(?:поликлиник|больниц|лікарн|амбулатор|диспансер|госпитал|шпитал|школ|лице|гимнази|садик|отделени|відділен|"
    r"палат|кабинет|кабінет|аптек|подстанци|підстанці|станци|бригад|участ|дільниц|корпус|стол|форм|приказ|наказ|"
    r"постановлени|закон|серия|серія|маршрут|консилиум|заседани|засідан|таблиц)[а-яёіїєґ]*"
    r"|ф|д|п|кв|буд|дом|таб|табл|амп|фл|каб|пост|лист|цсм|цпмсд|цпмсп|гп|гкб|дгп|гб|окб|ркб|рб|црб|цгб|фап|мсч|пункт")
# (and after the number a form's "/у", an order's "н", an ordinal's ending, a meeting's word: "№ 025/у", "№ 3-й")
_NUMERO_NOT_ID_AFTER = re.compile(
    r"[ \t]{0,2}(?:/[уоy]\b|н\b|-?[ \t]?(?:ый|ой|ая|я|го|му)\b|(?:заседани|засідан|совещани|нарад)[а-яі]*)")


def _numero_ids(doc: Doc) -> list[Span]:
    """See ``_NUMERO_ID``: the word before the sign is the last one on its line within 24 characters."""
    out = []
    for m in doc.finditer(_NUMERO_ID):
        value = m.group("v")
        digits = sum(c.isdigit() for c in value)
        before = doc.text[max(0, m.start() - 24) : m.start()].split("\n")[-1]
        words = re.findall(r"[^\W\d_][\w.\-]*", before)
        last = words[-1].rstrip(".").lower() if words else ""
        if digits < 3 or ("." in value and digits < 5) or _NUMERO_NOT_ID.fullmatch(last) or (
                _NUMERO_NOT_ID_AFTER.match(doc.text, m.end())) or _DATE_SHAPE.fullmatch(value) or (
                len(words) >= 2 and words[-2].rstrip(".").lower() in ("серия", "серія") and digits < 6):
            continue  # (a section's "№ 25.1", a vaccine's "Серия ФК № 1123")
        out.append(Span(*m.span("v"), "OTHER_ID", "accession_id", 0.8))
    return out


def _foreign_id_field_ok(m: re.Match[str]) -> bool:
    value = m.group("v")
    words = (m.group("w") or m.group("w2") or "").lower().replace("/", " ").split()
    digits = sum(c.isdigit() for c in value)
    if digits < 4 and not (digits == 3 and len(value) >= 6 and value.isalnum()):
        return False  # (three digits only in a code of six characters or more: "Reçete No : 1X7K4PQ")
    if any(w.rstrip(".:") in _FOREIGN_NOT_ID_WORDS for w in words):
        return False
    if m.group("last") in ("No", "NO") and not (_TURKISH_LETTER.search(m.group("w2")) or words[-1] in _TURKISH_NO_WORDS):
        return False  # (a Turkish label: "No" after English words is another rule's, "NHS No: 4301546928")
    if len(words) >= 2 and words[0] in ("de", "da", "do", "dos", "das") and words[1].endswith("s"):
        return False  # a count: "N.º de camas", "Nº de utentes inscritos"
    return _FOREIGN_DATE_VALUE.fullmatch(value) is None


def _grouped_id_ok(value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    # (not a year before the slash: "Regn no. 2024/AB")
    return (digits >= 4 and not value.startswith(("19", "20")) if "/" in value else digits >= 6) and \
        _GROUPED_DATE.fullmatch(value) is None


_MONTH_DAY = re.compile(r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9])")
_MONTH_YEAR = re.compile(r"(?:1[0-2]|0?[1-9])/(?:19|20)[0-9]{2}")
# an ICD-10 diagnosis code after a claim's cue ("Dx on claim: R07.89, I25.10"): a code of a classification
_ICD10_CODE = re.compile(r"[A-TV-Z][0-9][0-9A-Z]\.[0-9A-Z]{1,4}")


# a study's approvals and registrations name the study, not a participant: "IRB #: 24-0418", "REC reference:
# 23/EM/0291", "IRAS project ID: 327715"
_STUDY_APPROVAL_BEFORE = re.compile(r"(?i:(?<![a-z])(?:irb|rec|iras|ethics|isrctn|nct|eudract|ctis)(?![a-z]))[^\n]{0,16}\Z")
_NICE_GUIDELINE = re.compile(r"(?:NG|CG|QS)[0-9]{1,3}")
# "USMC 2007-2015", "Army 1998-2004": years of service after a unit's initials, not a record number
_YEAR_RANGE = re.compile(r"(?:19|20)\d\d[ \t]?[-–][ \t]?(?:19|20)\d\d")
# a year alone is no licence's nor member's number ("rph 2019", "affiliation 2019")
_YEAR_ALONE = re.compile(r"(?:19|20)[0-9]{2}")


class LabelledIdRecognizer(PatternRecognizer):
    """Base for ids found through their label. ``validate`` drops values that are plainly not ids."""

    min_digits = 3

    def validate(self, value: str) -> bool:
        # "screening 3/20", "Center 8/29", "encounter 1/8 3:40pm": a month and day, not an id
        # (round 34: nor a whole date, "Implant: 22/02/2024", "ANC No: 12/2024"; eight digits like a date stay an
        # id after an id's cue: "MRN: 20150312")
        # (round 53: nor a file's name, "export_MRN_2024.csv")
        return sum(c.isdigit() for c in value) >= self.min_digits and _MONTH_DAY.fullmatch(value) is None and (
            _YEAR_RANGE.fullmatch(value) is None) and _DATE_SHAPE.fullmatch(value) is None and (
            _MONTH_YEAR.fullmatch(value) is None) and _FILE_EXTENSION_END.search(value) is None


_FILE_EXTENSION_END = re.compile(r"\.(?i:csv|tsv|txt|pdf|hl7|json|xml|xlsx?|docx?|dcm|zip|rtf)\Z")


# letter groups that open a standard's, a regulation's, a pathogen's, a procedure's, an alarm's or a batch's code, not
# a record's
_STANDARD_SEGMENTS = frozenset({"ISO", "IEC", "EN", "DIN", "BS", "ANSI", "IEEE", "ASTM", "CVE", "NIST", "COVID", "SARS",
                                "HLA", "ICD", "DSM", "CEN", "UN", "EC", "EU", "AAMI", "CLSI", "USP", "CFR", "MDR",
                                "IVDR", "GHTF", "IMDRF", "HL", "SOP", "WI", "QA", "ERR", "ALM", "MIL", "SAE", "ATCC",
                                "IF", "RSK", "MRC", "STD", "DTL", "ARP", "BAA", "FRM", "DOC", "POL", "SPEC", "REV",
                                "BATCH", "LOT"})


def _service_code_ok(value: str) -> bool:
    first, second = value.split("-")[:2]
    return first not in _STANDARD_SEGMENTS and second not in _STANDARD_SEGMENTS


def nhs_ok(digits: str) -> bool:
    """NHS number mod-11 check digit."""
    if len(digits) != 10 or not digits.isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(digits[:9], range(10, 1, -1), strict=True))
    check = 11 - total % 11
    if check == 11:
        check = 0
    return check != 10 and check == int(digits[9])


def ssn_ok(digits: str) -> bool:
    """SSA validity rules: area not 000/666, group not 00, serial not 0000; areas 900-999 are ITINs (taxpayer
    numbers of the same shape, the SSN's stand-in), valid with their group ranges 50-65, 70-88, 90-92, 94-99."""
    if len(digits) != 9:
        return False
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    if area[0] == "9":
        g = int(group)
        return (50 <= g <= 65 or 70 <= g <= 88 or 90 <= g <= 92 or g >= 94) and serial != "0000"
    return area not in ("000", "666") and group != "00" and serial != "0000"


def _ssn_check(value: str) -> bool:
    return ssn_ok(only_digits(value))


class SsnRecognizer(PatternRecognizer):
    name = "us_ssn"
    labels = ("SSN",)
    residual = True
    context = ("ssn", "social security", "social sec", "ss#", "ss #", "ss no", "soc sec")
    patterns = (
        P(r"(?<![\w\-/.])\d{3}-\d{2}-\d{4}(?![\w]|[\-/.]\d)", "SSN", 0.85, check=_ssn_check, or_context=True),
        P(r"(?<![\w\-/.])\d{3} \d{2} \d{4}(?![\w]|[\-/.]\d)", "SSN", 0.7, check=_ssn_check, or_context=True),
        P(r"(?<![\w\-/.])\d{9}(?![\w]|[\-/.]\d)", "SSN", 0.7, needs_context=True),
        P(r"(?<![\w\-/.])(?:\d{3}|X{3}|\*{3})-(?:\d{2}|X{2}|\*{2})-\d{4}(?![\w]|[\-/.]\d)", "SSN", 0.7,
          needs_context=True, flags=re.I),
        # the last four digits given alone after the cue: "last 4 of my ssn is 6619", "SSN last four: 4325"
        P(r"(?i:(?:last[ \t]{1,2}(?:4|four)[ \t]{1,2}(?:digits[ \t]{1,2})?(?:of[ \t]{1,2})?(?:my|her|his|the|pt['’]?s)?[ \t]{0,2}"
          r"(?:ssn|social(?:[ \t]security)?(?:[ \t](?:number|#))?)|(?:ssn|social[ \t]security)[ \t]{1,2}last[ \t]{1,2}"
          r"(?:4|four)))[ \t]{0,2}(?:is|=|:|#)?[ \t]{0,2}(?!0000|9999|(?:19|20)[0-9]{2}(?![0-9]))(?P<v>\d{4})(?![\w]|[\-/.]\d)", "SSN", 0.85,
          anchors=("last", "ssn", "social")),
        # round 42: a US forces record's family-member prefix before the sponsor's number ("FMP/SSN:
        # 20/468-22-9051")
        P(r"(?i:fmp)[ \t]{0,2}/[ \t]{0,2}(?i:ssn)[ \t:]{1,3}[0-9]{2}/(?P<v>\d{3}-\d{2}-\d{4})(?![\w]|[\-/.]\d)", "SSN", 0.85,
          check=_ssn_check, anchors=("fmp",)),
    )




def bsn_ok(digits: str) -> bool:
    """Dutch BSN "11-proef": weights 9..2 on the first eight digits, -1 on the last, sum divisible by 11."""
    if len(digits) != 9 or digits == "000000000":
        return False
    return (sum(int(d) * w for d, w in zip(digits[:8], range(9, 1, -1), strict=True)) - int(digits[8])) % 11 == 0


def _yymmdd_ok(s: str) -> bool:
    """YYMMDD with a coordination-number day (+60) allowed, as in Swedish samordningsnummer."""
    m, d = int(s[2:4]), int(s[4:6])
    return 1 <= m <= 12 and (1 <= d <= 31 or 61 <= d <= 91)


def _ddmmyy_ok(s: str) -> bool:
    d, m = int(s[:2]), int(s[2:4])
    return 1 <= d <= 31 and 1 <= m <= 12


def personnummer_ok(value: str) -> bool:
    """Swedish personnummer: [YY]YYMMDD-NNNC, Luhn over the last ten digits."""
    d = only_digits(value)
    return len(d) in (10, 12) and _yymmdd_ok(d[-10:]) and luhn_ok(d[-10:])


def _cpr_not_timestamp(d: str) -> bool:
    """A Danish CPR number's ten digits: a birth date first, and not a recent date with a time of day after it
    (DDMMYY-HHMM, as Nordic logs stamp a reading: "120324-1457")."""
    yy, hh, mm = int(d[4:6]), int(d[6:8]), int(d[8:10])
    return _ddmmyy_ok(d[:6]) and not (15 <= yy <= 35 and hh <= 23 and mm <= 59)


def _swedish_long_ok(value: str) -> bool:
    """Round 69: a Swedish personnummer written with its century, "19480302-3917": a valid birth date and four digits
    are one whatever its Luhn digit (mistyped, or made up in a letter), unless they read as a recent date and a time
    of day ("20240312-1457", a log's stamp)."""
    d = only_digits(value)
    if len(d) != 12 or d[:2] not in ("19", "20") or not _yymmdd_ok(d[2:8]):
        return False
    return luhn_ok(d[2:]) or not (int(d[:4]) >= 2010 and int(d[8:10]) <= 23 and int(d[10:12]) <= 59)


def _nordic_person_ok(value: str) -> bool:
    """Round 69: a Nordic personal number with its hyphen after a patient's word and name ("Borger: Gerda Mølgaard
    Nielsen  220534-1924", "Pat: Lindahl, Oskar  20050619-2758"): a birth date, day or year first (the patient's
    word before it: a date and a time of day would not follow it)."""
    if value[-1].isalpha():
        return _hetu_shaped(value)
    d = only_digits(value)
    return _swedish_long_ok(value) if len(d) == 12 else _ddmmyy_ok(d[:6]) or _yymmdd_ok(d[:6])


def _hetu_shaped(value: str) -> bool:
    """Round 69: a Finnish henkilötunnus's shape with a letter for its check character ("150479-928R"): a birth date,
    the century sign, three digits and the letter; after a patient's word a mistyped check letter is still a person's
    (alone, the shape is also a sample's or an aliquot's: "Aliquot 120523-001A")."""
    return std_hetu.is_valid(value) or (value[-1].isalpha() and _ddmmyy_ok(value[:6]))


def _birth_number_shaped(value: str) -> bool:
    """Round 71: a Czech or Slovak birth number's shape: YYMMDD with the month plus 50 for a woman (plus 20 or 70
    for numbers issued after 2004), then three digits (born before 1954) or four."""
    d = only_digits(value)
    if len(d) not in (9, 10):
        return False
    m, day = int(d[2:4]) % 50, int(d[4:6])
    return (1 <= m <= 12 or 21 <= m <= 32) and 1 <= day <= 31


def _birth_number_checked(value: str) -> bool:
    """Alone, only with its slash and its checksum (ten digits divisible by eleven): the shape is also a file's."""
    return "/" in value and len(only_digits(value)) == 10 and _birth_number_shaped(value) and (
        int(only_digits(value)) % 11 == 0)


def _nordic_shape_ok(value: str) -> bool:
    """A Nordic personal number behind its cue: a birth date (YYMMDD or DDMMYY, Danish CPR and Norwegian
    fødselsnummer put the day first) then the serial; no checksum required (Danish CPRs dropped theirs)."""
    d = only_digits(value)
    # (a Norwegian D-number adds 4 to the day's first digit: "49037114523")
    return len(d) in (10, 11, 12) and (_yymmdd_ok(d[-10:]) or _ddmmyy_ok(d[:6])
                                       or (len(d) == 11 and d[0] in "4567" and _ddmmyy_ok(str(int(d[0]) - 4) + d[1:6])))


_OMOCODIA = str.maketrans("LMNPQRSTUV", "0123456789")


def _cf_day_ok(value: str) -> bool:
    """A codice fiscale's birth day (its 10th-11th characters, maybe with omocodia letters): 01-31, +40 for a woman."""
    day = value[9:11].translate(_OMOCODIA)
    return day.isdigit() and (1 <= int(day) <= 31 or 41 <= int(day) <= 71)


def aadhaar_ok(value: str) -> bool:
    d = only_digits(value)
    return len(d) == 12 and d[0] not in "01" and std_verhoeff.is_valid(d)


def sin_ok(value: str) -> bool:
    d = only_digits(value)
    return len(d) == 9 and luhn_ok(d)


def _be_nn_shape_ok(value: str) -> bool:
    """A Belgian national number's birth date YY.MM.DD (a bis number adds 20 or 40 to the month; 00 when unknown)."""
    d = only_digits(value)
    return len(d) == 11 and int(d[2:4]) % 20 <= 12 and int(d[2:4]) <= 52 and int(d[4:6]) <= 31


def chi_shape_ok(value: str) -> bool:
    """Scottish CHI: date of birth DDMMYY then four digits."""
    d = only_digits(value)
    return len(d) == 10 and _ddmmyy_ok(d[:6])


@dataclass(frozen=True)
class _NationalId:
    """One national id: its shape, label, checksum, and cue words (looked for ``window`` characters before).
    ``bare``: the checksum alone is enough (a distinctive shape); otherwise a cue is needed, and with
    ``cue_and_check`` the checksum too (shapes that collide with phone numbers)."""

    regex: re.Pattern[str]
    label: str
    check: Callable[[str], bool]
    cues: re.Pattern[str]
    triggers: tuple[str, ...]
    bare: bool = False
    cue_and_check: bool = False
    cue_check: Callable[[str], bool] | None = None  # a looser shape check with a cue (no checksum)
    window: int = 40
    adjacent: bool = False  # the cue must end right before the value ("A-number: A219...", not "a number of")


def cns_ok(value: str) -> bool:
    """Brazilian Cartão Nacional de Saúde: 15 digits (first 1, 2, 7, 8 or 9), weights 15..1, sum divisible by 11."""
    d = only_digits(value)
    return len(d) == 15 and d[0] in "12789" and sum(int(c) * (15 - i) for i, c in enumerate(d)) % 11 == 0


def sg_nric_ok(value: str) -> bool:
    """Singapore NRIC/FIN (S, T, F, G series): weights 2765432 on the digits, +4 for T/G, check-letter table."""
    v = value.upper()
    if len(v) != 9 or v[0] not in "STFG" or not v[1:8].isdigit():
        return False
    total = sum(int(c) * w for c, w in zip(v[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True)) + (4 if v[0] in "TG" else 0)
    return v[8] == ("JZIHGFEDCBA" if v[0] in "ST" else "XWUTRQPNMLK")[total % 11]


_MY_BIRTHPLACE_UNUSED = frozenset({0, 17, 18, 19, 20, 69, 70, 73, 80, 81, 94, 95, 96, 97})


def mykad_ok(value: str) -> bool:
    """Malaysian MyKad: YYMMDD, a birthplace code (states 01-16, countries 21-99 with gaps), four digits."""
    d = only_digits(value)
    if len(d) != 12:
        return False
    m, dd = int(d[2:4]), int(d[4:6])
    return 1 <= m <= 12 and 1 <= dd <= 31 and int(d[6:8]) not in _MY_BIRTHPLACE_UNUSED


def rrn_shape_ok(value: str) -> bool:
    """Korean resident registration number: YYMMDD, then a sex/century digit 1-8 (newer ones have no checksum)."""
    d = only_digits(value)
    return len(d) == 13 and 1 <= int(d[2:4]) <= 12 and 1 <= int(d[4:6]) <= 31 and d[6] in "12345678"


def rrn_shape_ok_masked(value: str) -> bool:
    """A Korean resident registration number with its last six digits masked: a birth date and the sex digit."""
    return 1 <= int(value[2:4]) <= 12 and 1 <= int(value[4:6]) <= 31


def za_id_ok(value: str) -> bool:
    """South African ID number: valid (a birth date, Luhn), or with its shape: YYMMDD, a four-digit sequence,
    citizenship 0-2, then 8 or 9 and the check digit (for a column of them in a theatre list or a dispensing log,
    where the Luhn digit is often mistyped). Alone, not a product's EAN-13 barcode of the same shape whose own check
    digit is right (see _NATIONAL_IDS)."""
    d = only_digits(value)
    return std_za_id.is_valid(d) or (len(d) == 13 and 1 <= int(d[2:4]) <= 12 and 1 <= int(d[4:6]) <= 31
                                     and d[10] in "012" and d[11] in "89")


# the provinces' codes that open a Chinese resident identity card's number
_CN_PROVINCES = frozenset("11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 "
                          "71 81 82".split())


def _cn_ric_shape_ok(value: str) -> bool:
    return value[:2] in _CN_PROVINCES and _EIGHT_DIGIT_DATE.fullmatch(value[6:14]) is not None and value[14:17] != "000"


def _nik_shape_ok(value: str) -> bool:
    """An Indonesian NIK's birth date: day 01-31, or 41-71 for a woman, then month 01-12 (not a card's zeros)."""
    day, month = int(value[6:8]), int(value[8:10])
    return (1 <= day <= 31 or 41 <= day <= 71) and 1 <= month <= 12 and value[12:] != "0000"


def _not_all_zeros(value: str) -> bool:
    """A number typed in, not a form's placeholder ("CPF 000.000.000-00")."""
    return any(c in "123456789" for c in value)


def _formatted(check: Callable[[str], bool], seps: str = " .-") -> Callable[[str], bool]:
    """``check`` on a value written with its usual separators: bare only then (a plain digit run also reads as
    a phone, card or order number; behind its cue the plain form passes through ``cue_check``)."""
    return lambda v: any(c in seps for c in v) and check(v)


def _std(module: object) -> Callable[[str], bool]:
    fn = module.is_valid  # type: ignore[attr-defined]
    return lambda v: bool(fn(v))


def snils_ok(value: str) -> bool:
    """Russian SNILS NNN-NNN-NNN CC: the nine digits weighted 9 to 1; the sum below 100 is the check, 100 and 101
    are 00, above that the sum modulo 101 (100 again 00). Numbers up to 001-001-998 carry no check."""
    d = only_digits(value)
    if len(d) != 11:
        return False
    if int(d[:9]) <= 1001998:
        return False  # (no check to hold: a shape alone is not enough)
    total = sum(int(c) * w for c, w in zip(d[:9], range(9, 0, -1), strict=True))
    check = total if total < 100 else total % 101
    return (0 if check == 100 else check) == int(d[9:])


def _cues(*words: str) -> re.Pattern[str]:
    return words_re(words)


# "DNR/DNI 20230115": a do-not-intubate order's date, not a Spanish or Peruvian DNI
_EIGHT_DIGIT_DATE = re.compile(r"(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])|"
                               r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])(?:19|20)[0-9]{2}")
_DIG = r"(?<![\w\-/.+])"
_END = r"(?![\w]|[\-/.]\d)"
_NATIONAL_IDS = (
    # Dutch BSN: nine digits also read as phone numbers and amounts, so the cue and the 11-proof both
    _NationalId(re.compile(rf"{_DIG}(?:\d{{9}}|\d{{4}}\.\d{{2}}\.\d{{3}}|\d{{3}}[ .]\d{{3}}[ .]\d{{3}}){_END}"),
                "OTHER_ID", lambda v: bsn_ok(only_digits(v)),
                _cues("bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "sofi nr", "sofi-nr"),
                ("bsn", "burgerservice", "sofi"), cue_and_check=True),
    # (round 55: right after its cue and a colon, with its usual grouping, also one that fails the 11-proof, mistyped
    # or made up in a test letter: "BSN: 182 337 405"; not a nursing degree's counts, "BSN 120 115 108")
    _NationalId(re.compile(rf"{_DIG}(?:\d{{4}}\.\d{{2}}\.\d{{3}}|\d{{3}}[ .]\d{{3}}[ .]\d{{3}}){_END}"),
                "OTHER_ID", lambda v: False, re.compile(r"(?<![a-z0-9])(?:bsn|burgerservicenummer)[ \t]{0,2}(?:nr\.?)?[ \t]{0,2}:"),
                ("bsn", "burgerservice"), cue_check=_not_all_zeros, adjacent=True),
    # Swedish personnummer with its separator (Luhn, a birth date first): distinctive enough alone; Nordic
    # personal numbers behind their cue (Danish CPR, Norwegian fødselsnummer: day first, no usable checksum)
    _NationalId(re.compile(rf"{_DIG}(?:19|20)?\d{{6}}[\-+]\d{{4}}{_END}"), "OTHER_ID",
                lambda v: personnummer_ok(v) or _swedish_long_ok(v), _cues(), (), bare=True),
    # round 69: a Nordic personal number with its hyphen, within a line after a patient's word (and the name)
    _NationalId(re.compile(rf"{_DIG}(?:(?:(?:19|20)\d{{6}}|\d{{6}})[\-+]\d{{4}}|\d{{6}}[\-+A]\d{{3}}[A-Y]){_END}"),
                "OTHER_ID", lambda v: False,
                _cues("pat", "patient", "patienten", "pasient", "pasienten", "borger", "borgeren", "potilas", "asiakas",
                      "sjúklingur", "navn", "namn", "nimi", "personbeteckning", "p-tal"),
                ("pat", "pasient", "borger", "potilas", "asiakas", "sjúkling", "navn", "namn", "nimi", "personbeteckning",
                 "p-tal"), cue_check=_nordic_person_ok),
    # round 69: a Faroese p-tal (DDMMYY and three digits) right after its cue ("P-tal: 150964-219")
    _NationalId(re.compile(rf"{_DIG}\d{{6}}-?\d{{3}}{_END}"), "OTHER_ID", lambda v: False, _cues("p-tal", "ptal"),
                ("p-tal", "ptal"), cue_check=lambda v: _ddmmyy_ok(v[:6]), adjacent=True),
    # round 65: a Danish CPR number alone in a table's cell, its birth date first and a hyphen ("| 120371-1457 |"; not
    # a log's date and time, "| 120324-1457 | 5,6 mmol/l |", a lot's "| 110524-0031 |")
    _NationalId(re.compile(r"(?:(?<=\|)|(?<=\|[ \t])|(?<=\|[ \t]{2}))\d{6}-\d{4}(?=[ \t]{0,30}\|)"), "OTHER_ID",
                lambda v: _cpr_not_timestamp(only_digits(v)), _cues(), (), bare=True),
    _NationalId(re.compile(rf"{_DIG}(?:(?:19|20)?\d{{6}}[\-+]\d{{4}}|(?:19|20)?\d{{10}}|\d{{6}}[ \-]?\d{{5}}){_END}"),
                "OTHER_ID", lambda v: False,
                _cues("personnummer", "personnr", "pers.nr", "pers nr", "pnr", "samordningsnummer", "cpr", "cpr-nr",
                      "cpr nr", "cpr-nummer", "samordningsnr", "samordnings-nr", "fødselsnummer", "fodselsnummer",
                      "fnr", "personal identity number", "fødselsnr", "fodselsnr",  # (round 58: "Fødselsnr ......")
                      "personal number", "kennitala",
                      # round 51: a Latvian personal code (DDMMYY-NNNNN)
                      "personas kods", "personas kodu", "pers. kods", "pers.kods",  # (round 58: "Pers. kods")
                      "p.k", "p. k", "pk"),  # (round 71: its short form, "p.k. 170933-10508", "(pk 180591-10322)")
                ("personn", "personal", "pers", "pnr", "samordning", "cpr", "fødsels", "fodsels", "fnr", "kennitala",
                 "personas", "p.k", "p. k", "pk"),
                cue_check=_nordic_shape_ok),
    # round 51: an Icelandic "kt." and a Norwegian D-number right before the value ("kt. 120174-3399", "d-nr
    # 63118922094"; not "cruise 140 kt; log entry 2403151234", "the d-number column holds lot 52039812345")
    _NationalId(re.compile(rf"{_DIG}(?:\d{{6}}-?\d{{4}}|\d{{11}}){_END}"), "OTHER_ID", lambda v: False,
                _cues("kt", "kerfiskennitala", "d-nummer", "d-nr", "d-number"), ("kt", "kennitala", "d-n"),
                cue_check=_nordic_shape_ok, adjacent=True),
    # Finnish henkilötunnus: DDMMYY, century sign, serial, mod-31 check character (round 51: behind its cue a
    # mistyped check character still a person's: "hetu 110878-993X")
    _NationalId(re.compile(r"(?<![\w\-/.+])\d{6}[\-+A]\d{3}[0-9A-Y](?![\w\-])"), "OTHER_ID", std_hetu.is_valid,
                _cues("henkilötunnus", "hetu", "sotu", "personbeteckning"), ("henkil", "hetu", "sotu", "personbeteckning"), bare=True,
                cue_check=lambda v: _ddmmyy_ok(v[:6]), adjacent=True),
    # round 51: Baltic personal codes (Estonian isikukood, Lithuanian asmens kodas): a century-and-sex digit 1-6,
    # YYMMDD, a serial and a check digit; eleven digits also read as a phone number, so behind their cue only
    _NationalId(re.compile(rf"{_DIG}[1-6]\d{{10}}{_END}"), "OTHER_ID", lambda v: False,
                # (round 71: and the Estonian short form, "IK 48706112737"; not the Lithuanian "a.k.", a prosthetic
                # socket's too: "Socket for a.k. 31105220134")
                _cues("isikukood", "asmens kodas", "asmens kodo", "personal code", "personal id code", "ik"),
                ("isikukood", "asmens kod", "personal code", "personal id code", "ik"),
                cue_check=lambda v: _yymmdd_ok(v[1:7]), adjacent=True),
    # round 71: a Czech or Slovak birth number (rodné číslo: YYMMDD, the month plus 50 for a woman, plus 20 or 70
    # for numbers given after 2004, then three or four digits): with its slash and a valid checksum alone, otherwise
    # behind its cue or the insured's number it doubles as ("RČ 680921/2714", "rc 991104/8812", "č. pojištěnce
    # 6758090417", "Ev. číslo poistenca: 9558025118")
    _NationalId(re.compile(rf"{_DIG}\d{{6}}/?\d{{3,4}}{_END}"), "OTHER_ID", _birth_number_checked,
                _cues("rč", "r.č", "r. č", "rc", "rodné číslo", "rodne cislo", "rodné č", "č. pojištěnce",
                      "číslo pojištěnce", "c. pojistence", "ev. č. poj", "číslo poistenca", "č. poistenca",
                      "ev. číslo poistenca", "c.p", "č.p"),
                ("rč", "r.č", "r. č", "rc", "rodn", "pojištěnce", "pojistence", "ev. č", "poistenca", "c.p", "č.p"),
                bare=True, cue_check=_birth_number_shaped),
    # round 71: a Hungarian social insurance number (TAJ: nine digits, in three groups as printed) behind its cue
    _NationalId(re.compile(rf"{_DIG}\d{{3}}[ \-]?\d{{3}}[ \-]?\d{{3}}{_END}"), "OTHER_ID", lambda v: False,
                _cues("taj", "taj szám", "taj száma", "taj-szám", "tajszám"), ("taj",), cue_check=lambda v: True,
                adjacent=True),
    # Greek AMKA (social security: DDMMYY and five digits) and AFM (tax number, nine digits), Croatian OIB (eleven
    # digits), behind their cues (check digits are often mistyped; "AMKA: 14079102847" is no phone number)
    # (right before the value: "AMKA field empty, order 01019912345", "AFM scan 482913775" are not theirs)
    _NationalId(re.compile(rf"{_DIG}\d{{11}}{_END}"), "SSN", lambda v: False, _cues("amka", "αμκα", "a.m.k.a"),
                ("amka", "αμκα", "a.m.k.a"), cue_check=lambda v: _ddmmyy_ok(v[:6]), adjacent=True),
    _NationalId(re.compile(rf"{_DIG}\d{{9}}{_END}"), "OTHER_ID", lambda v: False, _cues("afm", "αφμ", "a.f.m"),
                ("afm", "αφμ", "a.f.m"), cue_check=lambda v: True, adjacent=True),
    _NationalId(re.compile(rf"{_DIG}\d{{11}}{_END}"), "OTHER_ID", lambda v: False, _cues("oib"), ("oib",),
                cue_check=lambda v: True, adjacent=True),
    # Indian Aadhaar: 12 digits (4-4-4), first digit 2-9, Verhoeff check digit
    _NationalId(re.compile(rf"{_DIG}[2-9]\d{{3}}(?:[ \-]\d{{4}}[ \-]\d{{4}}|\d{{8}}){_END}"), "OTHER_ID", aadhaar_ok,
                _cues("aadhaar", "aadhar", "adhaar", "uidai", "uid", "uid no"), ("aadha", "adhaar", "uid"),
                bare=True, cue_check=lambda v: len(only_digits(v)) == 12),
    # Indian ABHA (health account) number: 14 digits, 2-4-4-4
    _NationalId(re.compile(rf"{_DIG}(?:\d{{2}}-\d{{4}}-\d{{4}}-\d{{4}}|\d{{14}}){_END}"), "OTHER_ID",
                lambda v: False, _cues("abha", "abha no", "abha number", "health id", "healthid", "phr"),
                ("abha", "health id", "healthid", "phr"), cue_check=lambda v: True),
    # US immigration A-number: A + 8-9 digits, often 3-3-3
    _NationalId(re.compile(r"(?<![\w\-/.])A[\- ]?(?:\d{3}[\- ]?\d{3}[\- ]?\d{3}|\d{2}[\- ]?\d{3}[\- ]?\d{3})"
                           r"(?![\w]|[\-/.]\d)", re.I),
                "OTHER_ID", lambda v: False,
                _cues("a-number", "a number", "a#", "a-#", "a no", "alien number", "alien registration",
                      "alien registration number", "alien reg", "uscis", "uscis number", "uscis #", "ins number"),
                ("a-n", "a n", "a#", "a-#", "alien", "uscis", "ins n"), cue_check=lambda v: True, adjacent=True),
    # Canadian SIN: 3-3-3 with Luhn, read as a phone number without its cue
    _NationalId(re.compile(rf"{_DIG}(?:\d{{3}}[ \-]\d{{3}}[ \-]\d{{3}}|\d{{9}}){_END}"), "OTHER_ID", sin_ok,
                _cues("sin", "social insurance", "social insurance number", "nas", "numéro d'assurance sociale"),
                ("sin", "social insurance", "nas", "assurance sociale"), cue_and_check=True, window=45),
    # Scottish CHI behind its cue: a birth date and four digits (its mod-11 digit is often mistyped in
    # transcribed notes; the cue and the date make it an id, never a phone number)
    _NationalId(re.compile(rf"{_DIG}(?:\d{{10}}|\d{{6}} \d{{4}}|\d{{4}} \d{{2}} \d{{4}}){_END}"), "NHS_NUMBER",
                lambda v: chi_shape_ok(v) and nhs_ok(only_digits(v)), _cues("chi", "chi no", "chi number"), ("chi",),
                cue_check=chi_shape_ok, window=25),
    # --- checksummed national ids that are distinctive with their separators (bare), plainer forms behind a cue
    # Brazil: CPF 000.000.000-00 (two mod-11 digits), CNS health card 3-4-4-4 (weighted mod 11)
    _NationalId(re.compile(rf"{_DIG}(?:\d{{3}}\.\d{{3}}\.\d{{3}}-\d{{2}}|\d{{9}}-?\d{{2}}){_END}"), "OTHER_ID",
                _formatted(_std(std_cpf), "."), _cues("cpf", "c.p.f"), ("cpf", "c.p.f"), bare=True,
                # (round 47: behind its cue the shape is enough, check digits are often mistyped; not a form's zeros)
                cue_check=_not_all_zeros, adjacent=True),
    _NationalId(re.compile(rf"{_DIG}[12789]\d{{2}}(?:[ .]\d{{4}}[ .]\d{{4}}[ .]\d{{4}}|\d{{12}}){_END}"), "OTHER_ID",
                _formatted(cns_ok), _cues("cns", "cartão sus", "cartao sus", "cartão nacional de saúde", "cartão do sus",
                                          "cartao nacional de saude"), ("cns", "sus", "saúde", "saude"),
                bare=True, cue_check=_not_all_zeros, adjacent=True),
    # Italian codice fiscale (check letter; omocodia letters in the digit places; round 51: behind its cue, a mistyped
    # check letter with a plausible birth day, 01-31 or 41-71 for a woman: "Codice fiscale: DNGRSR51S42A028H")
    _NationalId(re.compile(r"(?<![A-Za-z0-9])[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]"
                           r"(?![A-Za-z0-9])"), "OTHER_ID", _std(std_cf),
                _cues("codice fiscale", "cod. fisc", "cod fisc", "c.f.", "fiscal code", "tax code"),
                ("codice fiscale", "fisc", "c.f.", "fiscal code", "tax code"), bare=True, cue_check=_cf_day_ok),
    # Mexican CURP (check digit)
    _NationalId(re.compile(r"(?<![A-Za-z0-9])[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d(?![A-Za-z0-9])"), "OTHER_ID",
                _std(std_curp), _cues("curp"), ("curp",), bare=True, cue_check=lambda v: True),
    # Spanish NIE (check letter): X/Y/Z, seven digits, letter; DNI/NIF: eight digits and the letter, behind a cue
    _NationalId(re.compile(r"(?<![\w\-/.])[XYZ][\- ]?\d{7}[\- ]?[A-Z](?![\w\-])"), "OTHER_ID", _std(std_nie),
                _cues(), (), bare=True),
    _NationalId(re.compile(r"(?<![\w\-/.])\d{8}[\- ]?[A-Z](?![\w\-])"), "OTHER_ID", _std(std_dni),
                _cues("dni", "d.n.i", "nif", "n.i.f", "documento", "doc. identidad", "document"),
                ("dni", "d.n.i", "nif", "n.i.f", "document", "identidad"), cue_and_check=True),
    # round 43: a DNI right after its cue, as typed: eight digits and the letter (a mistyped letter still a
    # person's), or Peru's eight digits without one ("DNI: 16093728R", "DNI 79120483")
    _NationalId(re.compile(r"(?<![\w\-/.])\d{8}(?:[\- ]?[A-Z])?(?![\w\-]|[/.,]\d)"), "OTHER_ID", lambda v: False,
                # (round 58: both cards' cue at once, "DNI/NIE: 50748213K")
                _cues("dni", "d.n.i", "dni/nie"), ("dni", "d.n.i"), cue_check=lambda v: not _EIGHT_DIGIT_DATE.match(v),
                adjacent=True),
    # round 58: the Chinese resident identity card, an area code, the birth date, a serial and a check character ("ID
    # card (身份证): 110105197903214418"): right after its cue, a province's code first, a birth date, no zeros for a
    # serial (round 58 review: never the ISO 7064 check alone, which a pallet's SSCC passes too; not "ID card printer
    # job 1002002024...", "e.g. 000000199001010000")
    _NationalId(re.compile(rf"{_DIG}\d{{17}}[0-9X]{_END}"), "OTHER_ID", lambda v: False,
                _cues("身份证", "居民身份证", "id card", "resident id", "identity card", "身份证号"),
                ("身份证", "id card", "resident id", "identity card"), cue_check=_cn_ric_shape_ok, adjacent=True),
    # round 59: the Indonesian population number (NIK), sixteen digits: the region's six, the birth date (a woman's
    # day plus 40), a serial ("NIK 3310121503660004"); right after its cue
    _NationalId(re.compile(rf"{_DIG}\d{{16}}{_END}"), "OTHER_ID", lambda v: False, _cues("nik", "no. nik", "no nik"),
                ("nik",), cue_check=_nik_shape_ok, adjacent=True),
    # round 59: a Colombian citizen's card or a child's identity card with its thousands dots, right after its cue
    # ("CC 1.036.655.412", "C.C. 8.744.219", "TI 1.043.887.201"; not "cc 1.5 mL", nor a round amount of a current
    # account, a cost centre or an IT budget, "Abono a CC 1.250.000", "TI 12.500.000 COP")
    _NationalId(re.compile(rf"{_DIG}\d{{1,3}}\.\d{{3}}\.\d{{3}}(?:\.\d{{3}})?{_END}"), "OTHER_ID", lambda v: False,
                _cues("cc", "c.c", "c.c.", "ti", "t.i", "cédula", "cedula", "cédula de ciudadanía",
                      "cedula de ciudadania"), ("cc", "c.c", "ti", "t.i", "cédula", "cedula"),
                cue_check=lambda v: not v.endswith("000"), adjacent=True),
    # Singapore NRIC/FIN (check letter)
    _NationalId(re.compile(r"(?<![A-Za-z0-9])[STFG]\d{7}[A-Z](?![A-Za-z0-9])"), "OTHER_ID", sg_nric_ok, _cues(), (),
                bare=True),
    # Malaysian MyKad YYMMDD-PB-NNNN (a birth date and a birthplace code)
    _NationalId(re.compile(rf"{_DIG}\d{{6}}(?:-\d{{2}}-|\d{{2}})\d{{4}}{_END}"), "OTHER_ID", _formatted(mykad_ok, "-"),
                _cues("mykad", "mykid", "k/p", "kp", "no. kp", "ic", "i/c", "nric", "kad pengenalan"),
                ("mykad", "mykid", "k/p", "kp", "ic", "i/c", "nric", "pengenalan"), bare=True, cue_check=mykad_ok),
    # Chile RUT/RUN 12.345.678-K (mod 11); Argentine CUIT/CUIL 20-12345678-3 (mod 11)
    _NationalId(re.compile(rf"{_DIG}(?:\d{{1,2}}\.\d{{3}}\.\d{{3}}|\d{{7,8}})-[\dkK](?![\w\-]|[/.]\d)"), "OTHER_ID",
                _formatted(_std(std_rut), "."), _cues("rut", "r.u.t", "run", "r.u.n", "rol único", "rol unico"),
                ("rut", "r.u.t", "run", "r.u.n", "rol "), bare=True, cue_check=_std(std_rut)),
    _NationalId(re.compile(rf"{_DIG}(?:20|23|24|27|30|33|34)-\d{{8}}-\d{_END}"), "OTHER_ID", _std(std_cuit),
                _cues(), (), bare=True),
    # Argentine DNI 12.345.678 (no checksum): behind its cue
    _NationalId(re.compile(rf"{_DIG}\d{{1,2}}\.\d{{3}}\.\d{{3}}{_END}"), "OTHER_ID", lambda v: False,
                _cues("dni", "d.n.i", "documento", "l.c", "l.e"), ("dni", "d.n.i", "documento", "l.c", "l.e"),
                cue_check=lambda v: True, window=20),
    # Belgian rijksregisternummer / numéro national YY.MM.DD-SSS.CC (mod 97)
    _NationalId(re.compile(rf"{_DIG}(?:\d{{2}}\.\d{{2}}\.\d{{2}}[\- ]\d{{3}}[. ]\d{{2}}|\d{{6}}[\- ]?\d{{3}}[\- .]?\d{{2}}){_END}"),
                "OTHER_ID", _formatted(_std(std_be_nn), "."),
                _cues("rijksregisternummer", "rijksregisternr", "rijksregister", "rrn", "insz", "niss",
                      "numéro national", "numero national", "registre national", "nn"),
                ("rijksregister", "rrn", "insz", "niss", "national", "nn"), bare=True, cue_check=_std(std_be_nn)),
    # (round 55: right after its own register's cue, a birth date's shape is enough, a mistyped check pair is still
    # the number: "rijksregisternr. 96.06.17-224.81"; not after "NN", a neural network's version "21.05.12-003.01")
    _NationalId(re.compile(rf"{_DIG}\d{{2}}\.\d{{2}}\.\d{{2}}[\- ]\d{{3}}[. ]\d{{2}}{_END}"), "OTHER_ID", lambda v: False,
                _cues("rijksregisternummer", "rijksregisternr", "rijksregister", "insz", "niss", "numéro national",
                      "numero national", "registre national"), ("rijksregister", "insz", "niss", "national"),
                cue_check=_be_nn_shape_ok, adjacent=True),
    # Polish PESEL (a birth date, mod-10 weights): eleven digits, behind its cue
    _NationalId(re.compile(rf"{_DIG}\d{{11}}{_END}"), "OTHER_ID", _std(std_pesel), _cues("pesel"), ("pesel",),
                cue_and_check=True),
    # Israeli teudat zehut (Luhn-like, nine digits)
    _NationalId(re.compile(rf"{_DIG}(?:\d{{9}}|\d{{8}}-\d){_END}"), "OTHER_ID", _std(std_il_id),
                _cues("teudat zehut", "zehut", "t.z", "tz", "ת.ז", "ת\"ז", "israeli id", "id"),
                ("zehut", "t.z", "tz", "ת", "id"), cue_and_check=True),
    # Portuguese NIF (mod 11) and SNS utente number (no public checksum), behind their cues
    _NationalId(re.compile(rf"{_DIG}(?:\d{{9}}|\d{{3}} \d{{3}} \d{{3}}){_END}"), "OTHER_ID", _std(std_pt_nif),
                _cues("nif", "contribuinte", "n.º contribuinte"), ("nif", "contribuinte"), cue_and_check=True),
    _NationalId(re.compile(rf"{_DIG}(?:\d{{9}}|\d{{3}} \d{{3}} \d{{3}}){_END}"), "OTHER_ID", lambda v: False,
                _cues("sns", "utente", "n.º utente", "nº utente", "número de utente", "numero de utente"),
                ("sns", "utente"), cue_check=lambda v: True, adjacent=True),
    # Irish PPSN (mod 23 check letter), South African ID (a birth date, Luhn), behind their cues
    _NationalId(re.compile(r"(?<![\w\-/.])\d{7}[A-W][A-IW]?(?![\w\-])"), "OTHER_ID", _std(std_pps),
                _cues("ppsn", "pps", "pps no", "personal public service"), ("pps", "personal public"),
                cue_and_check=True),
    # (round 48: also alone, see za_id_ok)
    _NationalId(re.compile(rf"{_DIG}\d{{13}}{_END}"), "OTHER_ID", lambda v: za_id_ok(v) and not std_ean.is_valid(v),
                _cues("sa id", "rsa id", "id no", "id number", "identity number", "identity no", "id"),
                ("id", "identity"), bare=True, window=25,
                cue_check=za_id_ok),  # (behind its cue, also one whose EAN-13 check digit happens to be right)
    # Korean resident registration number YYMMDD-SNNNNNN: the checksum (older ones) or the cue
    _NationalId(re.compile(rf"{_DIG}\d{{6}}-[1-8]\d{{6}}{_END}"), "OTHER_ID",
                lambda v: rrn_shape_ok(v) and std_rrn.is_valid(v),
                _cues("rrn", "주민등록번호", "주민번호", "resident registration", "registration no", "registration number"),
                ("rrn", "주민", "resident reg", "registration n"), bare=True, cue_check=rrn_shape_ok),
    # (round 56: masked after its birth date and sex digit, as Korean records print it: "RRN: 860214-2******")
    _NationalId(re.compile(r"(?<![\w\-/.])\d{6}-[1-8]\*{6}(?![\w*])"), "OTHER_ID", lambda v: False,
                _cues("rrn", "주민등록번호", "주민번호", "resident registration"), ("rrn", "주민", "resident reg"),
                cue_check=rrn_shape_ok_masked, window=25),
    # round 57: the Russian individual insurance account number (SNILS), NNN-NNN-NNN CC, behind its cue a few words
    # before ("SNILS issued: 187-442-019 33")
    _NationalId(re.compile(rf"{_DIG}\d{{3}}-\d{{3}}-\d{{3}}[ \-]\d{{2}}{_END}"), "OTHER_ID", snils_ok,
                _cues("snils", "снилс", "страховой номер"), ("snils", "снилс", "страховой"),
                # (round 57 review: never its check alone, a part's or a lot's number holds it too)
                cue_check=lambda v: True, window=25),
    # Emirates ID 784-YYYY-NNNNNNN-C (Luhn)
    _NationalId(re.compile(rf"{_DIG}784(?:-\d{{4}}-\d{{7}}-|\d{{11}})\d{_END}"), "OTHER_ID",
                _formatted(lambda v: luhn_ok(only_digits(v)), "-"), _cues("emirates id", "eid", "uae id"),
                ("emirates", "eid", "uae id"), bare=True, cue_check=lambda v: luhn_ok(only_digits(v))),
    # social security numbers of other countries (the SSN category): French NIR (sex, YY, MM, department,
    # commune, serial, key = 97 - n mod 97), Swiss AHV/AVS 756.NNNN.NNNN.NN (EAN-13)
    _NationalId(re.compile(rf"{_DIG}[1-478] ?\d{{2}} ?\d{{2}} ?(?:\d{{2}}|2[ABab]) ?\d{{3}} ?\d{{3}} ?\d{{2}}{_END}"), "SSN",
                _formatted(_std(std_nir), " "),
                _cues("nir", "insee", "sécurité sociale", "securite sociale", "sécu", "secu", "n° ss", "carte vitale",
                      "immatriculation",  # round 57: the number's own name, "n° d'immatriculation"
                      "vitale", "n° de ss", "social security no", "social security number"),
                ("nir", "insee", "sociale", "sécu", "secu", "ss", "vitale", "social security", "immatriculation"),
                bare=True, cue_check=lambda v: len(only_digits(v)) >= 13),
    _NationalId(re.compile(rf"{_DIG}756(?:[. ]\d{{4}}[. ]\d{{4}}[. ]|\d{{8}})\d{{2}}{_END}"), "SSN",
                _formatted(_std(std_ahv), ". "),
                _cues("ahv", "avs", "ahv-nr", "ahv nr", "no avs", "n° avs", "sozialversicherungsnummer", "svn"),
                ("ahv", "avs", "sozialversicherung", "svn"), bare=True, cue_check=_std(std_ahv)),
    # (round 55: right after its number's own cue, its 756 prefix and grouping are enough: "No AVS:
    # 756.4821.7730.19"; not "AVS (adrenal vein sampling) tube lot 756 ...", "svn revision 756.1000...")
    _NationalId(re.compile(rf"{_DIG}756\.\d{{4}}\.\d{{4}}\.\d{{2}}{_END}"), "SSN", lambda v: False,
                _cues("ahv-nr", "ahv nr", "no avs", "n° avs", "nº avs", "avs no", "avs-nr", "sozialversicherungsnummer"),
                ("ahv", "avs", "sozialversicherung"), cue_check=lambda v: _not_all_zeros(v[4:]), adjacent=True),
)


# (round 51: a bracket closing the cue, "Personal code (asmens kodas): 4901...", or a form's dot leader, "OIB ......
# 40215938727")
# (a register's name in brackets after the number: "83051412468 (PESEL)", "123456782 [BSN]")
_CUE_IN_BRACKETS_AFTER = re.compile(r"[ \t]{0,2}[(\[]([^()\[\]\n]{2,24})[)\]]")
# (round 59: or a form's colons aligned after padded labels, "NIK       : 3302154708630002")
_CUE_GAP = re.compile(r"(?:[\s:#.=()\-]{0,4}|[ \t]{0,2}\.{3,40}[ \t]{0,4}:?[ \t]{0,4}|[ \t]{3,24}:[ \t]{0,4})(?:(?:no|nr|number|num)\.?[\s:#]{0,3})?")


class NationalIdRecognizer(Recognizer):
    """National and personal ids of other countries (BSN, Nordic personal numbers, Aadhaar, ABHA, A-number, SIN,
    CHI): a shape with its checksum where the shape is distinctive, otherwise the shape behind its cue word."""

    name = "national_id"
    labels = ("OTHER_ID", "NHS_NUMBER", "SSN")
    residual = True

    def regexes(self) -> list[re.Pattern[str]]:
        return [n.regex for n in _NATIONAL_IDS]

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        low = doc.lower
        for nid in _NATIONAL_IDS:
            cue_possible = any(t in low for t in nid.triggers)
            if not (nid.bare or cue_possible):
                continue
            for m in doc.finditer(nid.regex):
                value = m.group(0)
                if _COUNTRY_CODE_BEFORE.search(doc.text, max(0, m.start() - 6), m.start()):
                    continue  # round 66: a phone's digits after its country code, "+49 6371 9464 6612"
                cue = cue_possible and self._cue(doc, m.start(), nid)
                checked = nid.check(value)
                if not cue and cue_possible and checked and (b := _CUE_IN_BRACKETS_AFTER.match(low, m.end())):
                    cue = nid.cues.fullmatch(b.group(1).strip()) is not None  # round 56: "83051412468 (PESEL)"
                if nid.cue_and_check:
                    ok = cue and checked
                else:
                    ok = (nid.bare and checked) or (cue and (checked or (nid.cue_check is not None
                                                                          and nid.cue_check(value))))
                if ok:
                    out.append(Span(m.start(), m.end(), nid.label, self.name, 0.92 if cue else 0.85))
        return out

    @staticmethod
    def _cue(doc: Doc, start: int, nid: _NationalId) -> bool:
        before = doc.before(start, nid.window)
        if not nid.adjacent:
            return nid.cues.search(before) is not None
        last = None
        for last in nid.cues.finditer(before):  # noqa: B007 - the last cue before the value
            pass
        return last is not None and _CUE_GAP.fullmatch(before, last.end()) is not None


_NHS_PHONE_CUE = re.compile(
    r"(?<![a-z])(?:tel|phone|ph|mob|mobile|call|fax|cell|pager|direct|contact|landline|[tm](?=[ \t]?:))(?![a-z])"
)
# (round 51: or a printout's aligned column after it, "NHS no       450 118 2937")
# (round 52: a form's note in brackets between, "NHS No (if known): 485 777 3456")
# (round 55: or its number's word, a colon and an aligned column: "NHS no:    453 210 8876"; not a budget line's
# "NHS:     250 000 0000")
_NHS_CUED = re.compile(r"(?i:(?<![a-z])(?:nhs|chi|h&c|hcn))[ \t]{0,2}(?:(?i:no\.?|number|num)[ \t]{0,2}:[ \t]{3,16}|"
                       r"(?i:no\.?|number|num|#)?"
                       r"(?:[ \t]{0,2}\((?i:if[ \t]known|if[ \t]available|new|old|optional)\))?(?:[ \t:.#]{0,4}|[ \t]{3,16}"
                       r"|(?<=[Nn][Oo]|[Ee][Rr])[ \t]=[ \t]))"  # (an "=" only after its number word: not "NHS = 100 200 3000")
                       # (round 56: "NHS number is 748 203 1155", an audit line's "SET NHS no = 6730218849")
                       r"(?:is[ \t]{1,2})?"
                       r"(?P<v>\d{3}[ \-]?\d{3}[ \-]?\d{4})(?![\w]|[\-/.]\d)")
# (a phone's country code right before the digits: neither an NHS number nor a national id follows it)
_COUNTRY_CODE_BEFORE = re.compile(r"\+\d{1,3}[ \t\-]?\(?$")
_NHS_PHONE_AFTER = re.compile(r"[ \t]{0,2}(?i:x|ext\.?|extn\.?)[ \t]{0,2}\d")


class NhsNumberRecognizer(PatternRecognizer):
    """NHS number: 10 digits (3-3-4 grouping or contiguous) with a valid mod-11 check digit."""

    name = "nhs_number"
    labels = ("NHS_NUMBER",)
    residual = True
    context = ("nhs", "nhs no", "nhs number", "nhs#", "nhsno", "chi", "hcn")
    context_window = 30
    patterns = (
        P(r"(?<![\w\-/.])\d{3}[ \-]\d{3}[ \-]\d{4}(?![\w]|[\-/.]\d)", "NHS_NUMBER", 0.8),
        P(r"(?<![\w\-/.])\d{10}(?![\w]|[\-/.]\d)", "NHS_NUMBER", 0.7),
        # Scottish CHI (date of birth then four digits) as often spaced: "1203 45 6794", "120345 6794"
        P(r"(?<![\w\-/.])(?:\d{4} \d{2} \d{4}|\d{6} \d{4})(?![\w]|[\-/.]\d)", "NHS_NUMBER", 0.8, needs_context=True),
    )

    def validate(self, value: str) -> bool:
        return nhs_ok(only_digits(value))

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _NHS_CUED]

    def analyze(self, doc: Doc) -> list[Span]:
        out = []
        for s in super().analyze(doc):
            ctx = self.has_context(doc, s.start)
            if not ctx:
                w = doc.before(s.start, 25)
                if _NHS_PHONE_CUE.search(w):
                    continue
                if "-" in doc.text[s.start : s.end]:
                    continue  # 555-123-4567 style: a phone number that happens to pass mod 11
                if _COUNTRY_CODE_BEFORE.search(doc.text[max(0, s.start - 6) : s.start]):
                    continue  # "+1 938 381 9537": a country code makes it a phone number
                if _NHS_PHONE_AFTER.match(doc.text, s.end):
                    continue  # "8365107953 x1723": an extension makes it a phone number
                if _zero_led_not_chi(only_digits(doc.text[s.start : s.end])):
                    continue  # round 67: "087 441 9026", "024 555 8812": a phone number (see _zero_led_not_chi)
            out.append(s)
        held = Intervals.of(out)  # (a containment test per cued number, not a pass over all the numbers found)
        for m in doc.finditer(_NHS_CUED):
            # right after its cue, a number whose check digit fails is still the patient's number, mistyped
            # (or made up in a test letter), never a phone number
            a, b = m.span("v")
            if not any(x <= a and b <= y for x, y in map(held.span, held.overlapping(a, b))):
                # (round 55: over the phone reading of its digits too, "NHS number 448 093 1126 GP: ...")
                out.append(Span(a, b, "NHS_NUMBER", self.name + ".cued", 0.86))
                held.add(a, b)
        return out


def _zero_led_not_chi(digits: str) -> bool:
    """Ten digits led by a zero that cannot be a health number: England's and Wales' NHS numbers start at 4 and
    Northern Ireland's at 3, so a zero-led one is only ever a Scottish CHI number, which starts with its holder's
    day and month of birth; "087 441 9026" (an Irish mobile) is none of them."""
    return digits[:1] == "0" and not _ddmmyy_ok(digits)


# (round 52: a Roman month too, after a Polish "ur." for born: "ur. 12.VII.1985")
_DATE_SHAPE = re.compile(r"[0-3]?\d[./\-](?:[0-3]?\d|(?i:i{1,3}|iv|vi{0,3}|ix|xi{0,2}))[./\-](?:\d{2}|\d{4})|"
                         r"(?:19|20|21)\d{2}[./\-][01]?\d[./\-][0-3]?\d")


class MrnRecognizer(LabelledIdRecognizer):
    name = "mrn"
    labels = ("MRN",)
    residual = True
    triggers = ("mrn", "mr#", "mr ", "record", "rec", "hosp", "unit", "chart", "patient", "pt", "rn", "case",
                "k no", "crn", "urn", "ur", "h no", "hospital", "uhid", "ip n", "op n", "opd", "cr no", "nhi", "pps",
                "folder", "admission", "adm no", "tx no", "transplant", "last4", "last 4", "reg", "process", "prontu",
                "histori", "nhc", "hc", "ficha", "expediente", "cartella", "nosologic", "fall", "patient", "dossier",
                "ipp", "księg", "ksieg", "ziekenhuis", "pat", "rn", "h/n", "bht", "hospice", "istorij", "fo nr", "nr. fo",
                # a hospital's initials before the number ("BMH# 0771-4930", "KCH 221-09-55")
                "h#", "c#", *(f"{c} {d}" for c in "hc" for d in "0123456789"),
                # (round 59: an Indonesian record's and a francophone register's admission cues)
                "no rm", "no. rm", "nomor rm", "rekam", "no adm", "no. adm", "n° adm", "nº adm",
                "hn", "client", "inmate", "ais", "edipi", "dod", "booking",
                # ("RBHSC No B771034", "QEUH No. 0771493")
                "c no", "h no", "t no", "i no", "u no", "c number", "h number")
    patterns = (
        # a hospital's initials before "No" ("RBHSC No B771034", "QEUH No. 0771493"), not a phone's or a
        # registration body's
        P(r"(?<![A-Za-z])(?!(?:TEL|FAX|MOB|NHS|GMC|NMC|HCPC|GPHC|CHI|REF|BED|WARD|APT|FLAT|UNIT|ROOM|LOT|BATCH|SERIAL|"
          r"POLICY|CLAIM|CASE|PAGE|KIT|NPI|DEA|PPS|ORDER|ACC|FILE|JOB)[ \t])"
          r"[A-Z]{3,6}[ \t](?:No\.?|Number|#)[ \t:]{0,3}(?P<v>[A-Z]{0,2}\d{5,9})(?![\w\-/]|\.\d)", "MRN", 0.8),
        # round 37: a New Zealand NHI number in the 2022 format, three letters, two digits, two letters ("NHI:
        # RXE71KD"; I and O are never used)
        P(r"(?<![A-Za-z])(?i:nhi)(?:[ \t]?(?i:no\.?|number|#))?[ \t:]{0,3}(?P<v>[A-HJ-NP-Z]{3}[0-9]{2}[A-HJ-NP-Z]{2})"
          r"(?![A-Za-z0-9])", "MRN", 0.85),
        # a Malaysian hospital's registration number after "RN" (never a nurse: the value is a hospital's letters
        # with a year and a serial, "RN QEH/24/33291", "RN HTAR2024-077219")
        P(r"(?<![A-Za-z])RN[ \t:]{1,3}(?P<v>[A-Z]{2,6}(?:/[0-9]{2,4}/[0-9]{3,8}|(?:19|20)[0-9]{2}-[0-9]{4,8}))(?![\w\-/])",
          "MRN", 0.85),
        labelled(
            (
                "mrn", "mr:", "mr#", "mr no", "mr number", "med rec", "medical record", "medical records",
                "medical record number", "record number", "record no", "hospital number", "hospital no", "hosp no",
                "hosp number", "hosp#", "hospital id", "unit number", "unit no", "chart number", "chart no",
                "chart#", "patient id", "patient identifier", "pt id", "patient number",
                "crn", "urn", "k number", "k no", "h no", "rxh", "emr number", "ehr id", "epic id", "hospital record",
                "med rec #", "med rec", "medical record #", "record #", "mr #", "hospital #", "unit #", "chart #",
                "unit#", "hosp #", "hosp. #",
                # other health systems: India (UHID, IP/OP/CR no.), New Zealand (NHI), Ireland (PPS), South
                # Africa (folder no.), admission and transplant numbers, the VA's "Last4" (initial + 4 digits)
                "uhid", "ip no", "ip number", "op no", "opd no", "cr no", "nhi", "nhi no", "nhi number", "pps",
                # round 33: a Western Australian unit medical record number
                "umrn",
                "pps no", "ppsn", "folder no", "folder number", "admission #", "admission no", "admission number",
                "adm no", "tx no", "transplant no", "last4", "last 4", "registration no", "reg no",
                # an Australian hospital's unit record number: "UR: 3321847", "URN 0884213"
                "ur", "ur no", "ur number", "ur #",
                # round 64: a list of them ("final MRNs M01488231 and M01488232")
                "mrns", "mrn's",
                # round 16: a Hong Kong hospital number ("HN: HN04718823"), a treatment programme's client number,
                # a prison's inmate number (Alabama "AIS#"), the DoD's EDIPI
                "hn", "hn no", "client #", "client no", "client number", "client id", "inmate #", "inmate no",
                "inmate number", "ais #", "ais#", "ais", "edipi", "dod id", "dod id no", "booking no", "booking number",
                # round 28: a ward list's hospital number, a Sri Lankan bed-head ticket, a hospice's number ("H/N
                # K449027", "BHT No: 4471/23", "Hospice no SA-11842")
                "h/n", "bht", "bht no", "hospice no", "hospice number",
            ),
            "MRN",
            0.9,
        ),
        # round 59: an Indonesian medical record (rekam medis) and a francophone register's admission number, in groups
        # or five digits or more ("No RM 24-07-118392", "No. RM    : 48-27-73", "No adm. 24/1187"; not ringgit, "No RM
        # 200 deposit", nor a year, "No adm 2024 data")
        labelled(("no rm", "no. rm", "nomor rm", "no. rekam medis", "no rekam medis", "rekam medis", "no adm", "no. adm",
                  "n° adm", "nº adm", "n° d'admission", "numéro d'admission", "numero d'admission"), "MRN", 0.9,
                 value=r"(?P<v>[0-9]{1,4}(?:[\-/][0-9]{2,8}){1,3}|[0-9]{5,12})(?![\w\-/]|[.,][0-9])"),
        # the record or case number in other languages (Portuguese processo/prontuário, Spanish historia
        # clínica/NHC/ficha/expediente, Italian cartella/nosologico, German Fallnummer, French dossier/IPP/NDA, Dutch
        # patiëntnummer, Polish księga główna, Nigerian "Hosp. No."); these words also occur in prose, so the value
        # has five digits or more and is no date
        labelled(
            (
                "processo", "n.º processo", "nº processo", "n.º do processo", "processo clínico", "prontuário",
                "prontuario", "nº prontuário", "historia clínica", "historia clinica", "hist. clínica", "nº historia",
                "n.º historia", "nhc", "n.h.c", "hc", "h.c", "ficha", "ficha clínica", "nº ficha", "expediente",
                "nº expediente", "cartella", "cartella clinica", "cartella n", "n. cartella", "nosologico",
                "n. nosologico", "numero nosologico", "fallnummer", "fall-nr", "fallnr", "fall nr", "fall-nummer",
                "patientennummer", "patienten-nr", "pat.-nr", "pat-nr", "patientennr", "aufnahmenummer",
                "numéro de dossier", "numero de dossier", "n° de dossier", "n° dossier", "no dossier", "dossier",
                "ipp", "n° ipp", "nda", "n° nda", "numéro de séjour", "n° de séjour", "patiëntnummer", "patientnummer",
                "ziekenhuisnummer", "dossiernummer", "pat.nr", "patnr", "księgi głównej", "ksiegi glownej",
                "patiëntnr", "patientnr",  # (round 61)
                "nr księgi", "nr historii choroby", "historii choroby", "hosp.", "hosp. no", "hospital no.",
                "no. pendaftaran", "no. rekod", "mrd", "mrd no",
                # round 43: a newly assigned number, Latin American record cues ("New MRN assigned: 40018827")
                "new mrn assigned", "mrn assigned", "historia", "no. de historia", "número de historia",
                # round 47: a Portuguese process number abbreviated, a Caribbean clinic's card ("Proc. nº
                # HAN-2025-00918", "Clinic card: GHC-1187")
                "proc. nº", "proc. n.º", "proc nº", "clinic card", "clinic card no",
                # round 52: a Serbian case history's number, a Romanian observation sheet's ("Br. istorije bolesti:
                # KCS-2024/08812", "Nr. FO: 14408")
                "br. istorije bolesti", "istorije bolesti", "istorija bolesti", "nr. fo", "fo nr",
            ),
            "MRN",
            0.9,
            # (letters and slashes before the digits: "Hosp. No: LUTH/PS/118463")
            # (round 56: or a French-speaking hospital's initials, a space and the number, "dossier CHUM 3318207"; not
            # a regulator's file or a sum, "dossier ANSM 2401234", "Frais de dossier FCFA 150000")
            value=r"(?P<v>CH[A-Z]{1,3}[ ][0-9]{6,10}(?![\w\-/])"
                  r"|(?=(?:[A-Za-z\-/._]{0,10}[0-9]){5})[A-Za-z0-9](?:[A-Za-z0-9]|[\-/._](?=[A-Za-z0-9])){4,24})",
        ),
        # round 56: a hospital's letters, its site's letter and its number after "Hosp" alone ("Hosp RWE-L 2288143";
        # not a viral load, "Pre-hosp HBV-DNA 1200000 IU/mL"), a site's letters and two groups after "MRN" ("MRN BX
        # 662 0471"; not a guideline's section after "ref", "NG 238 0042")
        P(r"(?<![A-Za-z\-])(?i:hosp)[ \t:]{1,3}(?P<v>[A-Z]{2,5}-[A-Z][ ][0-9]{6,10})(?![\w\-/])", "MRN", 0.88,
          anchors=("hosp",)),
        P(r"(?<![A-Za-z])(?:MRN|Mrn|mrn)[ \t:#]{1,3}(?P<v>[A-Z]{2,3}[ ][0-9]{3}[ ][0-9]{4})(?![ ]?[A-Za-z0-9])", "MRN", 0.9,
          anchors=("mrn",)),
        # "Chart 55-20918", "HRN 118-40-27": a word of prose too, so the value is shaped like a record number
        # (digit groups, five digits or more, a letter prefix) and is no date
        labelled(("chart", "hrn", "health record no", "health record number", "hosp no", "hosp. no"), "MRN", 0.88,
                 value=r"(?![0-9]{1,2}[\-/.][0-9]{1,2}[\-/.][0-9]{2,4}(?![0-9]))"
                       # (round 46: a service unit's letters, a space, the number: "Chart: PR 204417", "CHART: FY 108833")
                       r"(?P<v>[0-9]{2,4}(?:-[0-9]{2,8}){1,2}|[0-9]{5,12}|[A-Z]{1,5}-?[0-9]{4,10}|[A-Z][ ][0-9]{3,4}[ ][0-9]{3,5}"
                       r"|(?!(?:PLT|WBC|RBC|HGB|HB|HCT|ALT|AST|ALP|GGT|LDH|CK|CRP|ESR|INR|BNP|TSH|ANC|ALC|NA|CL|BUN|"
                       r"GFR|UO|IV|PO|SC|IM|BP|HR|RR)[ ])"
                       # (as a field's whole value: "Chart: PR 204417   DOB", not "Per chart: TLC 11000 on day 2")
                       r"[A-Z]{2,3}[ ][0-9]{5,8}(?=[ \t]*(?:$|\n|[ \t]{2}|[(,;|])))"
                       r"(?![\-/.][0-9])"),
        # another facility's record number, the facility named between the cue and the number: "MRN (OAHS) 004412",
        # "MRN at Banner Sun Health 3300918274", "hosp no (St Mary's): 5512093"
        P(r"(?i:(?<![a-z])(?:mrn|mr[ \t]?\#|medical[ \t]record(?:[ \t]number|[ \t]no\.?)?|hosp(?:ital)?[ \t](?:no\.?|number)))"
          r"[ \t]{0,2}(?:\([A-Za-z][A-Za-z0-9 .&'\-]{0,30}\)|(?i:at|from|in|@)[ \t]{1,2}[A-Z][A-Za-z.&'\-]*"
          r"(?:[ \t](?:[A-Z][A-Za-z.&'\-]*|of|de|&)){0,6})[ \t]{0,2}[:#]?[ \t]{0,2}"
          r"(?P<v>[0-9]{4,12}|[A-Z]{1,4}-?[0-9]{4,12})(?![\w\-]|[/.][0-9])", "MRN", 0.9,
          anchors=("mrn", "mr", "medical", "hosp", "hospital")),
        # the record number after a hospital's initials, as records print it: "BMH# 0771-4930", "KCH 221-09-55",
        # "FIH 558-30-71" (the initials end in H or MC, as facility.py reads them)
        P(r"(?<![\w\-/#])(?:[A-Z]{2,5}H|[A-Z]{2,4}MC)(?:[ \t]?#[ \t]{0,2}|[ \t]{1,3})"
          r"(?P<v>[0-9]{2,4}-[0-9]{2,4}-[0-9]{1,4}|[0-9]{3,4}-[0-9]{4}|[0-9]{6,10})(?![\w\-]|[/.][0-9])", "MRN", 0.85),
        # "RN: HKL-24-0031877" (Malaysian registration number): a hospital prefix and a long serial, never a nurse
        P(r"(?<![A-Za-z])RN[ \t]{0,2}[:#][ \t]{0,2}(?P<v>[A-Z]{2,5}[\-/]?(?:[0-9]{2}[\-/])?[0-9]{5,10})(?![\w\-/])",
          "MRN", 0.85),
    )

    def validate(self, value: str) -> bool:
        if _NHI_2022.fullmatch(value):
            return True  # two digits only, in letters of the format's own (see the pattern)
        return super().validate(value) and _DATE_SHAPE.fullmatch(value) is None


_NHI_2022 = re.compile(r"[A-HJ-NP-Z]{3}[0-9]{2}[A-HJ-NP-Z]{2}")


class SubjectIdRecognizer(LabelledIdRecognizer):
    name = "subject_id"
    labels = ("SUBJECT_ID",)
    residual = True
    min_digits = 2
    triggers = ()
    patterns = (
        # site-subject / prefixed subject numbers: SCR-673-0201, RND-92586, S130-243, 101-004 after a cue
        # (a one-letter prefix needs a dash or three digits: not embryo "E05", HL7 "R01", the "P53" gene)
        P(r"(?<![\w\-])(?:(?:SCR|SCRN|RND|RAND|SUBJ|SUB|PT|PAT|ENR)-?[0-9]{2,5}|[SRPE](?:-[0-9]{2,5}|[0-9]{3,5}))"
          r"(?:-[0-9]{2,5})?(?![\w]|-[0-9])", "SUBJECT_ID", 0.8),
        labelled(("patient", "pt", "pts", "subject", "subjects", "subj", "query on", "queries on", "question about",
                  "questions about", "query about", "for subject", "suj", "subj #", "suj #", "participant",
                  "paziente", "paziente n", "paciente", "paciente n", "patient n", "patiënt", "soggetto"),
                 "SUBJECT_ID", 0.75,
                 # (or, in a study's record, a four-digit number with its leading zero: "rang pt 0214 re visit")
                 value=r"(?P<v>(?:[A-Za-z]{1,4}-?)?[0-9]{3,5}-?[0-9]{2,5}|[0-9]{6,9}|0[0-9]{3}(?![0-9:]))"),
        # a patient's number in a study, by its full cue: short groups too ("Patient study ID: 07-0184")
        labelled(("patient study id", "patient study no", "patient study number", "participant study id",
                  "subject study id"), "SUBJECT_ID", 0.9, value=r"(?P<v>[A-Za-z]{0,4}-?[0-9]{2,5}-[0-9]{2,5})"),
        # a list item that starts with an id followed by initials or a colon: "- 51059241 (A.K.): query"
        P(r"(?m)^[ \t]{0,3}[-•*][ \t]{1,2}(?P<v>(?:[A-Z]{1,4}-?)?[0-9]{3,5}-[0-9]{2,5}|[0-9]{6,9})(?=[ \t]{0,2}[(:])",
          "SUBJECT_ID", 0.75),
        labelled(
            (
                "subject", "subject id", "subject number", "subject no", "subj", "subj id", "subj no",
                "screening number", "screening no", "screening id", "screening", "scr no", "scr id",
                "randomisation number", "randomization number", "randomisation no", "randomization no",
                "randomisation id", "randomization id", "rand no", "rand id", "rand number", "participant",
                "participant id", "participant number", "participant no", "enrolment number",
                "enrollment number", "enrolment no", "enrollment no", "enrolment id", "enrollment id", "pid",
                "trial id", "trial number", "patient no", "pt no", "patient number",
            ),
            "SUBJECT_ID",
            0.9,
            value=r"(?P<v>(?=[A-Za-z0-9\-/._]{0,20}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[\-/._](?=[A-Za-z0-9])){1,20})",
        ),
    )


    def analyze(self, doc: Doc) -> list[Span]:
        # a site-subject number seen behind its cue ("Participant 4410-009") marks the site's other subjects of the
        # same shape elsewhere in the note ("3. 4410-015 eligibility: ...")
        meddra = "meddra" in doc.lower
        study = _STUDY_WORDS.search(doc.lower) is not None
        out = [s for s in super().analyze(doc) if not _meddra_code(doc.text, s, meddra) and (
            study or not _ZERO_LED_FOUR.fullmatch(doc.text, s.start, s.end))  # (elsewhere "pt 0600" is a time)
            and not _DATE_SHAPE.fullmatch(doc.text, s.start, s.end)]  # ("Screening 12/10/2023: Wt 27kg")
        after_pid = [s for s in out if _NOT_A_PID.search(doc.text, max(0, s.start - 6), s.start + 1)] if (
            "pid" in doc.lower) else []
        if after_pid:
            # (an HL7 field's place only in text about HL7, a process's id only in a log: "PID-12 withdrew consent",
            # "seen with mum (pid 2218)" are a participant's and a patient's; the whole note is read for those words
            # only once such a number is found, not for every "rapid" or "lipid")
            hl7 = _HL7_WORDS.search(doc.text) is not None
            log = _LOG_WORDS.search(doc.lower) is not None and not study
            dropped = {(s.start, s.end) for s in after_pid if hl7 and _HL7_FIELD_NUMBER.fullmatch(doc.text, s.start, s.end)
                       or log and doc.text[s.start - 5 : s.start] == "(pid "}
            out = [s for s in out if (s.start, s.end) not in dropped]
        out = [s for s in out if not _NOT_A_SUBJECT.fullmatch(doc.text, s.start, s.end) or not (
            _HCPCS_DESCRIPTION_AFTER.match(doc.text, s.end) or _GRAVIDA_NEAR.search(doc.text, max(0, s.start - 14), s.start)
            or s.score == 0.8 and (_HCPCS_LOWER_DESCRIPTION_AFTER.match(doc.text, s.end)
                                   or _HCPCS_DEVICE_BEFORE.search(doc.lower, max(0, s.start - 16), s.start)))]
        shapes: dict[str, int] = {}
        for s in out:
            m = _SITE_SUBJECT.fullmatch(doc.text[s.start : s.end])
            if m is not None:
                shapes[m.group(1)] = len(m.group(2))
        if shapes:
            have = {(s.start, s.end) for s in out}
            for prefix, n in shapes.items():
                rx = re.compile(rf"(?<![\w\-/.]){re.escape(prefix)}[0-9]{{{n}}}(?![\w]|[\-/.][0-9])")
                out += [Span(m.start(), m.end(), "SUBJECT_ID", self.name, 0.75)
                        for m in rx.finditer(doc.text) if (m.start(), m.end()) not in have]
        return out


# an HCPCS supply code before its description ("E1390 Oxygen concentrator", "E0143 Walker, folding") and an
# obstetric para in TPAL digits after the gravida ("G1P0 -> P0101"): the shape of a one-letter subject number
# (and, round 25, a genomic test directory's code before its indication: "Test: R125 Thoracic aortic aneurysm")
_ZERO_LED_FOUR = re.compile(r"0[0-9]{3}")
# round 53: "PID" before a number that is no participant's: an HL7 field's place ("PID-11", "PID-11.9") or a process
# id in a log ("(pid 31877)")
_NOT_A_PID = re.compile(r"(?:PID-|\(pid )[0-9]")
_HL7_FIELD_NUMBER = re.compile(r"[0-9]{1,2}(?:\.[0-9]{1,2})?")
_HL7_WORDS = re.compile(r"HL7|MSH|PV1|OBX|OBR|NK1|(?i:segment|field|component)")
_LOG_WORDS = re.compile(r"(?<![a-z])(?:error|warn|warning|info|debug|traceback|exited|worker|process|daemon|kill|"
                        r"systemd|gunicorn|uwsgi|thread|pod|container)(?![a-z])")
_STUDY_WORDS = re.compile(r"(?<![a-z])(?:consent(?:ed)?|crf|redcap|participants?|study|trial|screened|eligible|"
                          r"enrol(?:l)?ed|randomi[sz]ed)(?![a-z])")
_NOT_A_SUBJECT = re.compile(r"E[0-9]{4}|P[0-4]{4}|R[0-9]{2,3}")
# a MedDRA term's eight-digit code after its level ("Febrile neutropenia (MedDRA PT 10016288)", "LLT 10019211")
_MEDDRA_CODE = re.compile(r"10[0-9]{6}")
_MEDDRA_BEFORE = re.compile(r"(?i:meddra|pt|llt|hlt|hlgt|soc)[ \t:#]{0,3}\Z")


def _meddra_code(text: str, s: Span, meddra: bool) -> bool:
    """``s`` is a MedDRA term's code after its level: in a note about MedDRA coding, or in brackets after the
    term ("Hyponatraemia (PT 10021036)")."""
    if not _MEDDRA_CODE.fullmatch(text, s.start, s.end):
        return False
    m = _MEDDRA_BEFORE.search(text, max(0, s.start - 16), s.start)
    return m is not None and (meddra or text[m.start() - 1 : m.start()] == "(")
_HCPCS_DESCRIPTION_AFTER = re.compile(r"[ \t]{1,3}(?:[-:][ \t]{1,2})?[A-Z][a-z]")
# (without a subject cue before it, a description in lower case too, "E0260 semi-electric hosp bed", "E1390 O2 conc";
# not a verb in the past: "E1234 randomized")
_HCPCS_LOWER_DESCRIPTION_AFTER = re.compile(r"[ \t]{1,3}(?:[-:][ \t]{1,2})?(?:(?![a-z]*ed(?![a-z]))[a-z]{3}|O2(?![\w]))")
# (or the device named before it: "stationary concentrator E1390 (Respironics EverFlo)")
_HCPCS_DEVICE_BEFORE = re.compile(r"(?<![a-z])(?:concentrator|walker|bed|wheelchair|cane|lift|mattress|nebuli[sz]er|"
                                  r"commode|cylinders?|hcpcs|code)[ \t]{1,2}$")
_GRAVIDA_NEAR = re.compile(r"(?<![A-Za-z])G[0-9]{1,2}[ \t]?P[0-9]")
_SITE_SUBJECT = re.compile(r"((?:[A-Z]{1,4}-?)?[0-9]{3,5}-)([0-9]{2,5})")


# an ordinal, a month and year, or a phone number after a site's or centre's cue
_NOT_A_SITE = re.compile(r"\d+(?:st|nd|rd|th)|(?:0?[1-9]|1[0-2])/(?:19|20|21)\d\d|\d{3}([\-.])\d{3}\1\d{4}", re.I)


class SiteIdRecognizer(LabelledIdRecognizer):
    name = "site_id"
    labels = ("SITE_ID",)
    min_digits = 1
    triggers = ("site", "centre", "center")
    patterns = (
        labelled(
            ("site", "site id", "site number", "site no", "study site", "investigator site", "investigational site",
             "centre", "center", "centre id", "center id", "centre number", "center number", "site code"),
            "SITE_ID",
            0.9,
            # (never a phone's area code: "REPORT FAXED TO SITE (513) 555-0167")
            value=r"(?P<v>(?=[A-Za-z0-9\-/._]{0,12}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[\-/._](?=[A-Za-z0-9])){0,12})"
                  r"(?!\)[ \t]?[0-9]{3}[ \t.\-][0-9]{4})(?![\-/._][0-9])"  # (nor a phone cut short: "Center 1-877-555-0190")
                  r"(?![:h][0-5][0-9](?![0-9]))"  # (round 56: nor a clock time, "on site 08:10", "Transplant Centre 14:30")
                  # (round 66: nor a date's day, "Date of arrival at centre: 14 March 2024")
                  r"(?![ \t]{1,2}(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t,]{1,2}(?:19|20)[0-9]{2})"
                  # (nor the area code of a phone written in groups: "Medical Centre 021 487 1190", "(02) 9625 3318")
                  r"(?!\)?[ \t]{1,2}[0-9]{3,4}[ \t.\-]?[0-9]{4}(?![0-9]))"
                  r"(?![ \t][0-9]{3}[ \t][0-9]{3}\))"  # (round 38: a bracketed phone, "Centre (091 595 123)")
                  # (nor the house number of the centre's street: "Medical Center 1700 N Mesa St", "CENTER 325 Ninth
                  # Ave", "Foothills Medical Centre 1403 29 St NW")
                  r"(?![ \t]{1,2}(?:[NSEW]{1,2}\.?[ \t])?(?:[A-Z][A-Za-z'’]{1,20}|[0-9]{1,3}(?:st|nd|rd|th)?)"
                  r"(?:[ \t][A-Z][A-Za-z'’]{1,20})?[ \t](?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Ln|Lane|Way|"
                  r"Pl|Place|Ct|Court|Hwy|Highway|Pkwy|Parkway|Cir|Circle|Terrace|Tce|Crescent|Cres)\b)",
        ),
    )

    def validate(self, value: str) -> bool:
        # "site 2 of injection"-like prose is rare; reject ordinals/percent-like things, and a month and year
        # after a centre's name ("Keswick Infusion Center 6/2071 -> Hgb up": the date it started)
        return super().validate(value) and _NOT_A_SITE.fullmatch(value) is None


# round 45: the number words that end a form field's label (German compounds glued to theirs: "Versichertennr",
# "Aktenzeichen"), the values such a field holds, and the fields whose numbers are no person's
_FIELD_ID_WORDS = ("ref", "reference", "no", "nr", "number", "num", "nummer", "id", "passport", "zahl",
                   "aktenzeichen", "versichertennr", "krankenversichertennr", "versichertennummer",
                   "kenmerk")  # (round 68: a Dutch letter's reference, "Ons kenmerk: LON/24/00127")
_FIELD_ID_WORD = "|".join(sorted(_FIELD_ID_WORDS, key=len, reverse=True))
_FIELD_ID_VALUE = (
    r"(?P<v>[A-Z]{1,3}[0-9]{5,11}|[0-9]{6,14}"
    # (digit groups joined by slashes or dashes, one of four digits or more, or with letters: not "135-145")
    r"|(?=[A-Z0-9/\-]{0,30}(?:[0-9]{4}|[A-Z]))(?=[A-Z0-9/\-]{0,30}[0-9])[A-Z0-9]{1,10}(?:[/\-][A-Z0-9]{1,10}){1,3})"
    r"(?=[ \t]*$|[ \t]{2}|[ \t]*[|)\]]|[,;][ \t]|\.(?:[ \t]|$))"
)
_NOT_FIELD_ID_BEFORE = re.compile(
    r"(?i:(?<![a-z])(?:phone|ph|tel|telephone|fax|cell|mobile|mob|pager|bleep|ext|extension|contact|whatsapp|room|rm|"
    r"bed|bay|floor|unit|ward|suite|apt|flat|house|lot|batch|ndc|item|line|page|step|dose|cycle|model|catalog|"
    r"catalogue|cat|size|version|ver|rev|revision|table|figure|fig|section|question|serial|sn|imei|seat|row|box|"
    r"route|bus|flight|train|platform|pack|kit|vial|product|sku|part|invoice|po|order|icd|cpt|range|normal|"
    r"postcode|zip|post)[ \t.]{0,2}(?:no|nr|number|num|nummer|id|ref|reference)?)[ \t.]{0,2}\Z")
_FIELD_DIGITS = re.compile(r"[0-9]")
_FIELD_ID = re.compile(
    rf"(?<![A-Za-z])(?P<w>(?i:{_FIELD_ID_WORD}))(?![a-z])\.?(?:[ \t][A-Z]{{2}})?[ \t]{{0,2}}(?:\([^()\n]{{1,30}}\)[ \t]{{0,2}})?"
    rf"(?::[ \t]{{0,24}}|(?<=[Nn]r\.)[ \t]{{1,2}}){_FIELD_ID_VALUE}", re.M)


# round 68: a German, Dutch or Polish field whose label has its number word glued on ("Auftragsnr.: L24-0520-3371",
# "Kartennr. 80756000150002784411", "Cliëntnr C-0048811", "Fallnummer 2311 0339 87", "PV-nr 2024060218"), or "nr" /
# "numer" and the words that say of what ("Nr księgi oddziałowej: 612/24", "nr hist. chor. NEU/2023/2291", "Numer
# recepty: 0000 4471 0912 3387 55", "nr donacji PL04 2024 118832"): the colon optional, the value digit groups
# with single spaces as well (the value must still end the field: a line's end, two spaces, a bracket or a comma)
_GLUED_FIELD_ID = re.compile(
    r"(?<![\w\-])(?P<w>[A-Za-zÀ-ž][A-Za-zÀ-ž\-]{1,30}(?:nr|Nr|NR|nummer|Nummer)\.?"
    r"|(?i:nr|numer)\.?(?:[ \t]{1,2}[a-ząćęłńóśźżäöüé]{2,20}\.?){0,3})"
    r"[ \t]{0,2}:?[ \t]{1,24}"
    r"(?P<v>(?=[A-Z0-9/\-. ]{0,40}[0-9])[A-Z0-9]{1,20}(?:(?:[/\-.]|[ ](?=[0-9A-Z]{1,12}(?![a-z])))[A-Z0-9]{1,12}){0,5})"
    r"(?=[ \t]*$|[ \t]{2}|[ \t]*[|)\]]|[ \t]\(|[,;][ \t]|\.(?:[ \t]|$))", re.M)
# the labels of a phone's, a room's, a house's, a page's, a product's, a batch's, a tariff's, a standard's or a
# document's number in those languages, and a measurement's ("PT-INR", "nr of colonies"): no one's record
_GLUED_NOT_ID = re.compile(r"(?i)(?<![a-zà-ž])(?:tel|telefon|telefoon|telefonu|fax|faks|handy|mobil|gsm|kom|zimmer|kamer|"
                           r"haus|huis|bett|bed|raum|seite|pagina|strony|artikel|charge|chargen|lot|los|pzn|bus|lokaal|"
                           r"lokalu|pokoju|sali|łóżka|domu|mieszkania|postleit|version|rev|kto|konto|batch|partij|parti|"
                           r"serii|hilfsmittel|position|pharmazentral|zulassung|vergunning|pozwoleni|registratie|"
                           r"rvg|zi-|z-index|ean|cas|ops|ebm|tarmed|gebühren|bestell|material|katalog|kat\.|norm|modell|"
                           r"typ|kapitel|formulier|register|prüfplan|zorgproduct|release|software|heft|ausgabe|zug|filter|"
                           r"übung|lfd|inr|of(?![a-z])|stück|menge|kreskow)")


# round 67 review: the value after a cue that also stands before a plug's, a version's, a page's, a car's or an
# error's code ("Outlet code 13A", "custody form v3.2", "folio 12-14", "Mercedes SLK 200", "notification code 404"):
# six characters or more, four of them digits ("MS-PN-7719", "CoC-24-4418", "OLUARA1208199912", "R-4471920")
_LONG_ID_VALUE = (r"(?P<v>(?=(?:[A-Za-z\-/]{0,24}[0-9]){4})(?=[A-Za-z0-9\-/]{6,30}(?![A-Za-z0-9]))[A-Za-z0-9]"
                  r"(?:[A-Za-z0-9]|[\-/](?=[A-Za-z0-9])){5,29})")


class AccessionIdRecognizer(LabelledIdRecognizer):
    name = "accession_id"
    labels = ("OTHER_ID",)
    residual = True
    min_digits = 2
    patterns = (
        labelled(("contact slip", "slip code", "notification code", "sample code", "sample_code", "custody form",
                  "chain of custody form", "outlet code", "slk", "folio visita", "folio", "receta", "lrn", "journal nr",
                  "journalnr", "permis", "grant no", "plan #", "ivo", "naati", "ocorrência codu", "codu"), "OTHER_ID",
                 value=_LONG_ID_VALUE),
        labelled(
            (
                "accession", "accession number", "acc", "acc#", "accn", "specimen", "specimen id", "specimen no",
                # round 46: a list of specimens, a police dispatch (CAD) log's number with its own number word
                "specimens", "specimen nos", "cad ref", "cad #", "cad number", "cad log",  # (not "CAD no": "CAD, no stents")
                # and a client's code at an interpreting service, a property bag's tag, a staff number in French
                "client code", "bag tag", "bag no", "property bag", "no employé", "n° employé", "no d'employé",
                "matricule",
                # round 36: a dictation's and a transcription system's document numbers ("DICT: 448817",
                # "eScription document:4-7765219")
                "dict", "dict #", "dictation", "dictation #", "dictation no", "dictation number", "dictation id",
                "escription document", "escription doc", "transcription #", "transcription no",
                # a South African practice number ("Practice No 0412783", "Pr. No. 0729412")
                "practice no", "practice number", "pr no", "pr. no", "pr number",
                # round 37: a UK mental-health record (RiO), an ambulance crew member's collar number, an Irish GP
                # visit or medical card, a child-health and a newborn blood-spot card number, Canadian health cards
                # (HCN, AHCIP), a practitioner's registration (MCNZ, MSP)
                "rio", "rio no", "rio number", "collar", "collar no", "collar number", "gp visit card", "visit card",
                "medical card", "medical card no", "child health no", "child health number", "nbs card", "hcn",
                "ahcip", "ahcip no", "mcnz", "mcnz no", "msp", "msp no",
                # round 38: a UK Police National Computer id (not "PNC" alone, postnatal care), a court's file, a
                # TRICARE benefits number, a newborn screening card, a post-mortem's number, a pharmacy lock box
                "pnc no", "pnc id", "file no", "file #", "dbn", "nms card", "pm no", "post mortem no",
                "post-mortem no", "lock box", "lock box #",
                "invoice", "invoice no", "invoice #", "reg. #", "reg #", "reg. no",
                # round 23: a list of stool accessions, a jail's system person number, a sexual-health clinic's number
                "accessions", "stool accessions", "spn", "gum no", "gum number", "clinic no", "clinic number",
                "sample id", "sample no", "sample number", "lab no", "lab number", "lab id", "lab ref",
                "requisition", "requisition no", "order number", "order no", "order id", "report id",
                "report no", "episode number", "episode no", "encounter", "encounter id", "encounter number",
                "visit id", "visit number", "fin", "csn", "uen", "claim number", "claim no", "claim id", "claim", "reference",
                "username", "user name", "user id", "userid", "login", "login id", "portal user", "portal username",
                "screen name",
                "ref", "our ref", "your ref", "ref no", "passport", "passport no", "passport number",
                "national insurance", "national insurance number", "ni number", "ni no", "nino", "block",
                "block id", "slide", "cell block", "case id", "path no", "pathology no", "pathology number", "histology no",
                "cytology no", "radiology no", "imaging id", "study uid", "prescription number", "rx number",
                "rx no", "rx#", "ticket", "incident number", "datix", "safety report id", "case report id",
                "aer number", "aer no", "mfr report", "manufacturer report", "worldwide case id", "ime id",
                "ehr number", "barcode", "tracking number", "employee id", "staff id", "badge",
                # EMS run numbers, a blood-bank armband, a laboratory's CLIA number
                "run #", "run no", "run number", "ems run", "ems run #", "pcr #", "armband", "bb armband", "clia",
                "clia #", "clia no",
                "wristband", "wristband barcode", "wristband id",  # (round 51: "wristband WB 2406030017")
                "student id", "member of staff id", "sin", "tin", "itin", "ein", "id", "id no", "id number",
                "identifier", "identification number", "safety case", "case", "aer", "safety narrative",
                "case no", "case number", "case id", "kit", "kit no", "kit number", "kit numbers", "kit id",
                "icsr", "safety report", "report number", "report no", "worldwide case", "case reference",
                "mfr control", "control number", "e2b", "sae number", "sae no", "sae id", "narrative",
                # national ids of Bangladesh, Ghana and Jamaica's health fund card, a hospital registration with its
                # year ("Reg. No.: 38814/25"), a courier's tracking number, a claim form's tax and insured's ids
                "nid", "nid no", "national id", "national id no", "national id number", "ghana card",
                # round 28: Sri Lanka's and Poland's national ids, a Kenyan birth notification, an ambulance
                # incident and patient report form ("NIC: 196258403771", "PESEL on Polish report: 86041912345",
                # "Birth notification no.: BN/KSM/24/118203", "INC NO B24-1107-00991   PRF 7730519")
                "nic", "nic no", "pesel", "birth notification no", "birth notification number", "inc no", "prf",
                "prf no",
                # round 51: a Norwegian police case, a Finnish insurer's claim, a Croatian register's protocol
                # number, an Italian register of services ("sak nr 24087731", "vahinkonro 24-3318807-1",
                # "Protokol br. 3318/24", "Registro prestazioni n. GMT-GA/24/1187")
                "sak nr", "saksnr", "saksnummer", "vahinkonro", "vahinkonumero", "protokol br", "registro prestazioni",
                # round 52: a UK biometric residence permit, a Polish residence card, a visa, identity papers of
                # Eastern Europe, a Balkan laboratory's sample and protocol numbers ("BRP: ZU6104257", "karta pobytu:
                # RP0448120", "Visa no. D 04728815", "Pasaport MD: B02381947", "Br. uzorka: K2406050193")
                "karta pobytu", "visa no", "visa number", "pasaport", "paszport", "reisepass", "military id",
                "birth certificate", "br. uzorka", "broj uzorka", "broj protokola", "br. protokola", "nr. karteles",
                "ghana card no", "nhf", "nhf card", "nhf no", "reg. no.", "reg no.", "fedex", "fedex tracking",
                "airbill", "air waybill", "awb", "waybill", "tracking no", "ups tracking", "tax i.d. number",
                "federal tax i.d. number", "federal tax id", "tax id", "insured's i.d. number", "insured's id number",
                "i.d. number", "i.d. no",
                # round 16: Uganda's national id number, Fiji's provident fund, the Philippine health insurer's PIN,
                # a registry's participant id, a lab's isolate number, a benefits application, a CPS intake number
                # round 67: a sexual-health clinic's partner-notification slip, a drug-checking sample, a chain of
                # custody form, a needle programme's outlet, an Australian statistical linkage key, a Dutch public
                # prosecutor's number, a Mexican visit's folio and prescription, UK and Philippine learners' and
                # candidates' numbers, Polish and Italian registers, a Quebec permit, a student's and a visa grant's
                # number, an intervention order, an interpreter's accreditation, a German file reference, a
                # Portuguese emergency call ("contact slip code MS-PN-7719", "sample_code": "DC-B-24-3318", "SLK
                # OLUARA1208199912", "parketnr 13/884120-23", "LRN: 108452140337", "nr albumu 1187342", "Prot. n.
                # 4417/A35", "IVO H12874503", "Aktenzeichen RGU-GS-IS-2025-0318", "ocorrência CODU 240523-8812")
                # (round 67 review: the cues that also stand before a code or an amount are in the pattern before
                # this one, with a longer value)
                "parketnr", "parketnummer", "cand. no", "candidate no", "candidate number", "adm. no", "nr albumu",
                "numer albumu", "karta informacyjna nr", "prot. n", "verbale n", "student no", "student number",
                "aktenzeichen",
                "nin", "fnpf", "fnpf no", "philhealth", "philhealth pin", "philhealth no", "medicaid app",
                "medicaid application", "intake #", "intake no", "intake number",
                # round 17: an IVF cycle, a tribunal's file, a courier's tracking number, a First Nations status
                # number ("Cycle ID: IVF-25-0631", "CCB File No.: HA-25-4471", "tracking MS-55920018")
                "cycle #", "file number", "tracking", "tracking #",
                "treaty status #", "treaty status no", "treaty status number", "status card",
                # round 25: sample barcodes, a repeat newborn-screen kit, a sperm donor's code, an NHS serious-
                # incident number, an employee number, an IHS health record number, a subject-access request
                "barcodes", "kit issued", "repeat kit issued", "donor code", "steis", "emp. no.", "emp no", "emp. no",
                "employee no", "employee number", "hrn",
                # round 26: an organ-donor referral, a travel policy, certificates and receipts of fitness and
                # immigration medicals, a seafarer's discharge book, a diver's and an applicant's ids, an internal
                # adverse-reaction number, a cord-blood unit
                "referral", "referral #", "policy", "policy #", "certificate", "certificate issued", "cert",
                "certificate serial", "certificate serial #", "cert serial",  # (round 54: "Certificate serial #: PA 2213387")
                "receipt", "uci", "ime", "applicant id", "mca ad", "discharge book", "book no", "logbook", "diver id",
                "diver id / cert", "cbu", "medxpress conf.",  # (an optometrist's GOC number: a licence, below)
                # round 27: a mortuary's number, a Scottish S-number, an interpreter's register number, a pupil's
                # number, a volunteer's number, kits dispensed, an IWRS confirmation
                "mortuary no", "mortuary number", "s-number", "nrpsi", "upn", "vol #", "volunteer #", "kit nos",
                "kit nos.", "kits dispensed", "iwrs confirmation", "confirmation",
                # round 31: South African and Kenyan police case and occurrence-book numbers, an Indian medico-legal
                # case, a local purchase order, a TB register, Pakistan's child registration (B-form), a NZ
                # pharmacist's APC, an incident form, a portal's activation code, a prior-authorisation key
                "cas no", "ob no", "mlc no", "lpo no", "tb reg", "tb reg no", "b-form no",
                "b-form", "apc reg", "apc reg no", "incident form", "incident no", "police ref",
                "crime ref", "crime no", "crime number", "activation code", "covermymeds key", "cmm key",
                # round 40: a staff number, a US pharmacy's NCPDP number, pharmacy premises and pharmacists'
                # registrations in Great Britain, Northern Ireland and Ireland, a GP practice's code, an
                # e-prescription's token
                "staff number", "staff #", "ncpdp", "ncpdp #", "ncpdp id", "premises reg", "premises reg no",
                "psni reg", "psni reg no", "psi reg", "psi reg no", "practice code", "erx token", "escript token",
                "form serial no",
                # round 41: a Bangladeshi hospital's registration, the Philippine social security number, a work
                # permit, an NHS dental contract
                "regd. no", "regd no", "sss no", "sss no.", "sss #", "work permit no", "work permit #",
                "contract no",
                # round 42: the Australian forces' PMKeyS number, a military register, a veterans' file, Ontario's
                # pupil number, a football association's player registration (service numbers: below)
                "pmkeys", "pmkeys no", "register no", "oen", "dva file", "dva file no", "va file", "va file no", "c-file",
                "vac client id", "player reg. no", "player reg no",
                # round 50: a remittance's claim, a statement's, a pre-authorisation's and a cheque's numbers ("CLM
                # 24093A771205", "Statement No. 0048812/24", "Pre-authorisation no: PA 3318240", "check # 2184")
                "clm", "clm #", "clm no", "statement no", "statement #", "stmt #", "stmt no", "pre-authorisation no",
                "pre-authorization no", "pre-auth no", "preauth no", "pre-auth #", "check #", "cheque no", "cheque #",
                "chq no", "chq #",
                # round 55: a French mountain rescue's intervention, an Indian seafarer's CDC, a seaman's book, a ski
                # pass, a hearing-aid repair's RMA, Dutch and Belgian customer and insurer numbers, a guide's
                # professional card ("Intervention n° PGHM-74-2023-0892", "CDC no. MUM 204518", "SEAMAN BOOK RUS
                # 0271884", "Season pass/RFID: WB-2324-0092271", "Klantnr. BE-LEU-0092231", "relatienr. 441928370",
                # "carte pro 07418ED0043")
                "intervention n°", "intervention no", "cdc no", "cdc number", "seaman book", "seaman's book",
                "seamans book", "seaman's book no", "season pass", "season pass/rfid", "rma no", "rma #", "klantnr",
                "klantnummer", "relatienr", "relatienummer", "carte pro", "carte professionnelle",
                # round 64: a German health insurance number, a crew member's number, a drug test's chain-of-custody
                # form ("KVNR A123457895", "crew no 20814", "chain of custody SYN-CC-881204"; not "SRN", a State
                # Registered Nurse, nor "CCF", cardiac failure: "Qualified SRN 1981", "CCF 2019")
                "kvnr", "kv-nr", "versichertennummer", "crew no", "crew number", "crew #", "chain of custody",
            ),
            "OTHER_ID",
            0.85,
        ),
        # (round 52: cues with diacritics, "Paşaport MD: B02381947", "Nr. kartelës: GJ-2024/5521", in a list of their
        # own, as the new street kinds are: non-ASCII words added to a long alternation can loosen Hyperscan's
        # prefilter form of it, see geo._EAST_PREFIX)
        labelled(("paşaport", "pașaport", "nr. kartelës"), "OTHER_ID", 0.85),
        # round 64: a code of two letter groups and a serial of five digits or more, or a year and four, as a
        # service desk's, a vendor's or a register's ("HS-INC-0098124", "LAB-TKT-20931", "GMI-BH-2300918",
        # "CHG-EHR-2025-0417"); never a standard's, a virus's, a procedure's or an alarm's ("ISO-IEC-27001",
        # "EU-MDR-2017-0745", "SOP-MIC-0123", "ALM-VENT-2001", "MIL-DTL-38999")
        P(r"(?<![\w\-/.\\])(?P<v>[A-Z]{2,6}-[A-Z]{2,5}-(?:[0-9]{5,10}|(?:19|20)[0-9]{2}-[0-9]{4,6}))"
          r"(?![\w]|[\-/.][0-9A-Za-z])", "OTHER_ID", 0.75, check=_service_code_ok),
        # round 57: a French reference and a mutual insurer's member number ("N° de référence: CSU-YN/REF/0412",
        # "Mutuelle: Harmonie Sud-Ouest adhérent HSO-00471129")
        # (not a reference range, "valeurs de référence 150000-400000", a procedure's or a method's code, "Acte de
        # référence: QZFA001", "Méthode de référence: IFCC-2002")
        labelled(("référence", "n° de référence", "adhérent", "n° adhérent", "numéro d'adhérent"), "OTHER_ID", 0.92,
                 value=_WITH_LETTER + r"(?:" + _SIX_DIGITS + r"|(?=[A-Z0-9\-]{1,20}/[A-Z0-9]))" + _CUED_NUMBER),
        # a case, specimen or lab reference cue beats a protocol-shaped guess ("Case: SP-21-018834",
        # "Ref lab # QD-8842-19-33", "case # CPS-2023-044871")
        labelled(("case", "case #", "case no", "case number", "accession", "accession #", "accession number",
                  "specimen", "specimen #", "lab #", "ref lab #", "ref lab", "path no", "path #", "kit numbers",
                  "kit number", "kit no", "kit #", "job #", "job#", "job no", "interp #", "interpreter #",
                  # dictation and transcription numbers, film clips and tapes, court dockets (records of probe round 7)
                  "doc #", "doc#", "doc no", "index no", "index no.", "clip #", "clip no", "tape number", "tape no",
                  "docket", "docket no", "docket #", "cycle id", "file no", "file no.", "file #", "boostlingo",
                  # (round 25: a subject-access request, "SAR logged as SAR-2026-0317"; a bare "SAR" starts
                  # compound codes, "SAR-41C")
                  "sar ref", "sar no", "sar logged as",
                  "adr #", "internal adr #", "adr no", "adr ref",  # (round 26: a pharmacy's adverse-reaction file)
                  "mortuary no", "mortuary number", "barcodes",  # (round 27: "MORTUARY NO: RBH-25/1187")
                  "boostlingo #", "toxicology", "tox no", "tox #",
                  "interpreter id", "report #", "report no", "safety report", "safety report #", "hotline report",
                  "incident #", "incident no", "line id", "crisis line id",
                  # autopsy and medical-examiner cases, requisitions, interpreter and IWRS confirmation numbers
                  "autopsy", "autopsy no", "autopsy #", "autopsy number", "me#", "me #", "me no", "me case",
                  "medical examiner case", "coroner case", "coroner #", "coroner no", "post-mortem no", "pm no",
                  "req #", "req no", "req. no", "requisition #", "cyracom", "cyracom #", "languageline",
                  "languageline op", "language line", "op #", "operator #", "operator id", "conf #", "conf no",
                  "iwrs conf", "iwrs confirmation", "confirmation no", "confirmation number", "confirmation #",
                  # police and accident reports, supplier and shipping numbers, application numbers
                  "collision report", "accident report", "police report", "crash report", "supplier #",
                  "supplier no", "supplier number", "vendor #", "vendor no", "awb", "air waybill", "waybill",
                  "app #", "app no", "application #", "application no", "application number",
                  # the NHS e-Referral booking number
                  "ubrn", "ers ubrn",
                  # a registry's participant id, a lab's isolate number (over a protocol-shaped reading)
                  "registry id", "registry no", "registry number", "enrolled as", "isolate", "isolate #",
                  "isolate no", "prior isolate",
                  # round 54: an EDC query and a helpdesk ticket over a protocol-shaped reading ("Query #:
                  # Q-88120", "ticket UB-2024-0057"; a deviation's number is no person's, "Deviation no.: DV-24-0781")
                  "query #", "query id", "query no", "ticket", "ticket #", "ticket no",
                  # round 62: a court's cause or action number ("Cause No. 23SL-CC04471", "Action No. 2417/2023")
                  "cause no", "cause number", "action no", "action number",
                  # round 55: a rescue team's callout ("Callout no. LMRT-24-067")
                  "callout no", "callout #", "callout number"), "OTHER_ID", 0.9),
        # round 62: an English police case file's unique reference number, force, station, serial and year ("URN: 44 TB
        # 0217 24"; an urn is also a cremation's), and a Hong Kong court's case, its list, number and year ("CASE NO.
        # ECC 1187 OF 2023", "HCPI 442/2022")
        # (a payment's transaction number, eight digits or more: not a database's error code, "txn 40001", "txn:
        # ORA-00060")
        P(r"(?<![A-Za-z])(?i:txn|transaction)(?:[ \t](?i:id|no|ref))?[ \t:#.]{1,3}(?P<v>[0-9]{8,20})(?![\w\-])",
          "OTHER_ID", 0.9),
        # (a law firm's document exchange box before its town, four digits or more: "DX 14423 Manchester", not a
        # diagnosis's ICD-9 code, "DX 486 Pneumonia"; an Australian business number as a field, after a bracket, a
        # sentence, a gap or a line's start: "(ABN 41 118 302 774)", not a lab's abnormal flag, "Flag: ABN 14 150 160 170")
        P(r"(?<![A-Za-z])DX[ \t]{1,2}(?P<v>[0-9]{4,6})(?=[ \t]{1,2}[A-Z][a-z])", "OTHER_ID", 0.9),
        P(r"(?:(?<=\()|(?<=[,.][ \t])|(?<=[ \t]{2})|(?<=\n)|^)ABN[ \t:]{1,3}"
          r"(?P<v>[0-9]{2}[ ]?[0-9]{3}[ ]?[0-9]{3}[ ]?[0-9]{3})(?![\w\-])", "OTHER_ID", 0.9),
        P(r"(?<![A-Za-z])(?i:urn)[ \t:#.]{1,3}(?P<v>[0-9]{2}[ ]?[A-Z]{2}[ ]?[0-9]{4,7}[ ]?[0-9]{2})(?![\w\-/])",
          "OTHER_ID", 0.9),
        P(r"(?<![A-Za-z])(?i:case)[ \t]{1,2}(?i:no|number)\.?[ \t:]{1,3}"
          r"(?P<v>[A-Z]{2,5}[ ][0-9]{3,5}(?:[ ]OF[ ]|/)(?:19|20)[0-9]{2})(?![\w\-/])", "OTHER_ID", 0.92),
        # a reference, confirmation, order, episode, kit or vial number: the cue outranks a protocol, site or ZIP
        # reading ("ref #DN240203-0117", "Center ref: TC-230708-1194", "CyraCom ID 55231"), so the value must
        # look like a number: a letter prefix and digits, or five digits or more, never a dose or an amount
        labelled(("ref", "ref #", "reference", "reference #", "conf", "conf #", "confirmation", "confirmation #",
                  "order", "order #", "episode", "episode #", "episode id", "kit", "kit #", "kit id", "kit ids",
                  "vial", "vial #", "vial id", "vial ids", "kit/vial id", "kit/vial ids", "ids",
                  "kit swapped for", "kit replaced with", "kit replaced by", "kit changed to", "kit reassigned to",
                  "replacement kit", "new kit", "cyracom", "cyracom id", "propio", "propio op", "martti",
                  "languageline", "language line", "stratus", "interpreter id", "interpreter #", "interp #",
                  "trip #", "trip id", "ride id", "booking ref", "booking #", "auth #", "authorization #",
                  "authorization number", "referral #", "referral id", "referral number", "referral no", "tracking #", "req", "job",
                  # (with the "#" glued on, as typed: "Episode#HH-25-00711", "auth# TH-9928813")
                  "episode#", "auth#", "ref#", "claim", "claim #", "claim#", "claim no", "study #", "study#", "gms no",
                  "gms", "pa key", "key", "request #", "request no", "visit #", "ed visit #", "reg. no.", "reg. no",
                  # a tribal enrolment or census number, an ambulance dispatch (CAD) number, an interpreter's id
                  "census #", "census no", "census number", "cad", "cad #", "cad no", "incident #", "interpreter",
                  "attendance no", "attendance #",
                  # the other number of a merged duplicate record ("duplicate MRN 77410928 merged w/ 77410286")
                  "merged w/", "merged with", "merged into", "merged to", "duplicate of",
                  # a prescription, a transfer, a waitlist candidate or a match run, a specimen by its stain or
                  # service, a registry donor, a prisoner, an employee, a case "No." of a county's court
                  "rx", "rx #", "rx#", "rx no", "cc#", "cc #", "transfer id", "candidate id", "match run", "auth",
                  "acc #", "acc#", "cytology", "histology", "surgical pathology", "path #", "path no", "rid",
                  "donor", "kits", "hcn", "prison no", "prisoner no", "prison number", "employee no",
                  "employee #", "employee id", "employee number", "staff no", "payroll no", "county, no.",
                  # a patient's number at an agency or programme ("Pt # OT-31874", "Agency pt # LHH-40772",
                  # "agency ID HH-25-00871", "ALTCS application A25-1190427"), a police complaint control number,
                  # national ids of Singapore, Pakistan and Jamaica, an Australian provider number
                  "pt #", "pt#", "patient #", "agency id", "agency #", "agency pt #", "client id", "client #",
                  "application", "ccn", "nric", "nric no", "cnic", "cnic no", "trn", "prov. no", "prov no",
                  "provider no", "provider number",
                  # a clinic's chart, Qatar's and Tanzania's national ids, a manufacturer's safety-report number, a
                  # randomisation number, kits dispensed to a subject, an answering service's message number
                  "clinic #", "clinic no", "clinic no.", "qid", "nida", "nida no", "control no", "control no.",
                  "mfr. control no.", "mfr control no", "manufacturer control no", "randomization #",
                  "randomization no", "randomisation #", "randomisation no", "rand #", "rand no", "kits dispensed",
                  "kit dispensed", "message #", "msg #",
                  # round 18: a manufacturer's medical-information enquiry or product-quality complaint, an
                  # insurer's authorisation
                  "enquiry no", "enquiry #", "enquiry number", "inquiry no", "inquiry #", "inquiry number", "pqc no",
                  "pqc #", "pqc number", "complaint no", "complaint #", "complaint number", "auth number", "auth no",
                  "authorisation number", "authorisation no", "authorization no",
                  # round 19: an authorisation on its own, a REMS dispense authorisation ("AUTHORIZATION: RDA 7731-0215")
                  "authorization", "authorisation", "prior auth", "prior authorization", "rda", "rda #",
                  "authorization: rda", "authorisation: rda",
                  # the Police National Computer, an immigration case id and alien number, a court's indictment, a
                  # trial volunteer's number, a translator's certification
                  "pnc", "pnc id", "pnc no", "cid", "a#", "a #", "a-number", "alien number", "alien #",
                  "indictment no", "indictment number", "volunteer no", "volunteer number", "volunteer #",
                  "certification no", "certification number",
                  # round 20: a medical-information request ("routed to Medical Information, request MI-0098114")
                  "request", "mi request", "enquiry", "inquiry",
                  # round 21: Medicare claim control numbers and a provider's transaction number, a UK insurer's
                  # pre-authorisation, a newborn screen's filter card, a transfusion reaction or safety event report
                  "icn", "dcn", "tcn", "ptan", "pre-authorisation number", "pre-authorization number",
                  "preauthorisation number", "preauthorization number", "pre-auth", "pre-auth #", "preauth",
                  "preauth #", "filter card", "filter card #", "repeat card", "screen card", "nbs card",
                  "reaction report", "event report", "event #", "occurrence report", "incident report",
                  # round 22: a disability examination's request id
                  "rqid", "request id", "request no", "request #",
                  # round 35: an insurer's prior approval, a transport booking, a police log and an ambulance
                  # service's incident, an English care regulator's location id
                  "approval", "prior approval", "approval no", "approval #", "booking", "booking ref", "booking no",
                  "booking #", "police log", "log no", "incident", "incident no", "incident #", "cad incident",
                  "cqc loc", "cqc location", "location id", "lab no", "lab no.", "lab nos", "lab #", "lab number",
                  # round 52: an incident's file, a voucher, a Balkan referral slip ("Incident file IR-2024-0038",
                  # "voucher no. FBF-9912", "uput br. DZB-07-1182")
                  "incident file", "voucher", "voucher code", "voucher no", "uput br", "uputnica br",
                  # round 57: a patient portal's message thread, a biobank's shipment, a telehealth session, an
                  # interpreter's id, a certified translation, an epidemic surveillance (EPID) case ("Thread
                  # THR-00938417", "Shipment: SHP-24-0611-03", "interp ID 22871", "translation no. TR-2023/1187",
                  # "n° EPID SEN-DKR-KMS-24-017")
                  "interp id", "interp. id", "translation no", "translation number", "epid", "epid no", "barcode(s)",
                  "tube barcode(s)",
                  # round 59: a Brazilian notifiable disease's (SINAN) and a hospital admission authorisation's (AIH)
                  # numbers, a Niger campaign's notification, a Mexican HR form's folio, a Colombian insurer's
                  # authorisation and service order, a home-equipment rental ("Nº da notificacao: 4281937", "Nº AIH:
                  # 3125100432871", "numero notification NE-ZIN-MAPI-24-0031", "Folio: RH-48-2025-00317", "Autorizacion
                  # EPS: 0517-2503-88192", "Orden de servicio EPS: OS-2025-3381907", "Rental agreement no. RA-88213-O2")
                  "notificacao", "notificação", "nº da notificacao", "nº da notificação", "n° da notificação",
                  "numero notification", "numéro de notification", "n° notification", "notification no", "aih",
                  "nº aih", "n° aih", "autorizacion", "autorización", "autorizacion eps", "autorización eps",
                  "orden de servicio", "orden de servicio eps", "rental agreement", "rental agreement no",
                  "rental contract", "rental contract no",
                  # round 62: a Swedish decision's diary number, a Spanish request's, an import permit, an employee's and
                  # an investment portfolio's number ("Beslut dnr SCN-2024-03318", "Nº solicitud TSNU-2025-0048812",
                  # "import permit DE-TSE-25-00318", "(emp MD-1042)", "portfolio no. BD-0448172-P"; not "dnr 2024", "emp
                  # 38.5", "Solicitud: CA-125", "Oncology portfolio: MK-3475")
                  "dnr", "nº solicitud", "n.º solicitud", "n° solicitud", "número de solicitud", "numero de solicitud",
                  "permit", "import permit", "export permit", "permit no", "emp", "emp id", "emp no", "portfolio no"),
                 "OTHER_ID", 0.92, value=_CUED_NUMBER),
        # round 63: an employee's number, an incident's and a work permit's, with up to six groups ("Employee #: 7781",
        # "empl. VS-2217", "Incident logged SDE-INC-2025-0093", '<Incident number="MTK-ER-2025-0611-02">', "Permit No.
        # CGL-S4-PTW-018832"; not "Employee no. of days", "incident logged at 14:00")
        labelled(("employee #", "employee no", "employee number", "employee id", "empl", "empl no"), "OTHER_ID", 0.92,
                 value=r"(?P<v>(?=[A-Z0-9\-]{0,40}[0-9])[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){1,5}|[0-9]{3,10})(?![\w\-:])"),
        # (round 63 review: an incident's or a permit's code has four digits or more, never a time, a count or a code
        # of a disease or a form: "Incident logged 1430 hrs", "Permit number: 146 hot-work permits", "Incident logged:
        # ICD-10 coding", "Permit No.: HSE-F-019 (blank template)")
        labelled(("incident logged", "incident number", "incident no", "incident #", "permit no", "permit #",
                  "permit number"), "OTHER_ID", 0.92,
                 value=r"(?P<v>(?=(?:[A-Z\-]{0,40}[0-9]){4})[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){1,5})(?![\w\-:])"),
        # round 66: custody, forces and courts. A prisoner's NOMIS number after its cue or after "No." on the
        # prisoner's line, a Police National Computer number by its shape, a sheriff's booking (letters and digits), a
        # Dutch citizen service number (nine digits), a Mexican social security number (eleven digits) and professional
        # licence, a South African practitioner's registration (HPCSA) in brackets after a titled name, a warrant's, a
        # Norwegian case's, a French requisition's and a death register's numbers ("NOMIS G8810VX", "Prisoner:
        # O'DONOGHUE, P   No. A9930EH", "PNC 2011/0448212Z", "SO#: PH0088213", "BSN 302945618", "NSS: 0498-83-1127-4",
        # "Céd. Esp. 11230958", "Dr Anjali Govender (MP 0712345)", "Case/Warrant: 24-CR-00561", "sak
        # 23-184462MED-HORD/1", "Réquisition n° 2024/004417", "DR no. SR 2219/2024"; never a date or a year alone, "sak
        # 12.03.2024", "DR no 2023 photos", nor a saline's volume, "NSS 1000 cc", a nurse's degree, "BSN 2014", a
        # reagent's catalogue number, "Proteinase K (MP 2304117)"; see custody.py for a prisoner's cell, an officer's
        # number, a Criminal Records Office number and a Dutch detainee's registration, read in a custody record only)
        labelled(("nomis", "nomis no", "nomis id", "nomis number", "prisoner no", "prisoner number", "offender no",
                  "offender number"), "OTHER_ID", 0.92, value=r"(?P<v>[A-Z][0-9]{4}[A-Z]{2})"),
        P(r"(?i:prisoner)[ \t]{0,2}:[ \t]{0,3}[A-Z][A-Z'’\-]+,[^\n]{1,50}?(?<![A-Za-z])No\.?[ \t]{1,3}"
          r"(?P<v>[A-Z][0-9]{4}[A-Z]{2})(?![\w])",
          "OTHER_ID", 0.92),
        P(r"(?<![A-Za-z])PNC(?:[ \t](?i:no|number|id))?[ \t:.#]{1,6}(?P<v>(?:19|20)?[0-9]{2}/[0-9]{5,7}[A-Z])(?![\w/])",
          "OTHER_ID", 0.92),
        P(r"(?<![A-Za-z])(?:Dr|DR|Prof|Sr|Mr|Ms|Mrs)\.?[ \t](?:[A-Z][a-z'’\-]+[ \t]){0,3}[A-Z][a-z'’\-]+[ \t]"
          r"\(MP[ \t]{1,2}(?P<v>[0-9]{7})\)", "LICENSE_NUMBER", 0.88),
        labelled(("so#", "so #"), "OTHER_ID", 0.9, value=r"(?P<v>[A-Z]{1,3}[0-9]{5,10})"),
        labelled(("bsn", "bsn-nummer"), "OTHER_ID", 0.9, value=r"(?P<v>[0-9]{9})"),
        labelled(("nss",), "OTHER_ID", 0.9, value=r"(?P<v>[0-9]{4}-?[0-9]{2}-?[0-9]{4}-?[0-9])"),
        labelled(("céd. prof", "céd. esp", "ced. prof", "ced. esp", "cédula profesional", "case/warrant",
                  "warrant no", "warrant #", "sak", "saksnr", "saksnummer", "réquisition n°", "requisition n°",
                  "réquisition no"), "OTHER_ID", 0.9,
                 value=r"(?![0-3]?[0-9][./\-][01]?[0-9][./\-](?:19|20)?[0-9]{2}(?![0-9]))"
                       r"(?!(?:19|20)[0-9]{2}(?![0-9A-Z\-/]))"
                       r"(?P<v>(?:[A-Z]{1,4}[ ])?(?=[A-Z0-9/\-.]{0,30}?[0-9]{4})[A-Z0-9]{1,14}(?:[\-/.][A-Z0-9]{1,14}){0,4})"
                       r"(?<![.\-/])"),
        labelled(("dr no", "dr no."), "OTHER_ID", 0.9, value=r"(?P<v>[A-Z]{1,4}[ ][0-9]{3,6}/(?:19|20)[0-9]{2})"),
        # ... a Bundeswehr service number after its cue (Personenkennziffer: birth date, the surname's initial, a
        # serial; a reagent's lot and a pharmacokinetic sample have the same shape, "LOT 230415-B-00231", "PK:
        # 120324-A-00017 drawn 2 h post-dose")
        labelled(("pk-nr", "personenkennziffer", "perskz"), "OTHER_ID", 0.9,
                 value=r"(?P<v>(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])[0-9]{2}-[A-Z]-[0-9]{5})"),
        # a booking's record locator, six capitals and digits with both ("booking QL7KX2", "confirmation KQ7ZRP", "PNR:
        # X7T4QA"; not "booking CONFIRMED", "confirmation 2 weeks")
        # (round 63 review: not a flight's number, "Reservation: TK1986", nor a beacon's model, "locator MT610G")
        labelled(("booking", "booking ref", "booking reference", "pnr", "confirmation", "reservation", "reservation no",
                  "record locator"), "OTHER_ID", 0.9,
                 value=r"(?![A-Z0-9]{2}[0-9]{3,4}(?![A-Z0-9]))"
                       r"(?P<v>(?=[A-Z0-9]{0,5}[0-9])(?=[A-Z0-9]{0,5}[A-Z])[A-Z0-9]{6})(?![\w\-])"),
        # a passport or identity card in another language, and a passport after "PP" in a manifest's or a crew list's
        # column, a letter or two and six to eight digits or nine or ten digits ("Paspor RI: C4472918",
        # "Personalausweis-Nr. L01X00T47", "PP A08816342", "PP 5388120475"; not "PP 2h glucose", "PP 12%")
        labelled(("paspor", "paspor ri", "pasaporte", "passeport", "passaporto", "personalausweis", "personalausweis-nr",
                  "ausweis-nr", "ausweisnummer", "reisepass", "reisepass-nr"), "OTHER_ID", 0.9,
                 value=r"(?![A-Z]{3})(?P<v>(?=(?:[A-Z]{0,8}[0-9]){4})[A-Z0-9]{7,10})(?![\w\-])"),
        # (round 63 review: "PP" opening a table's cell or a bracket only, not polypropylene, "Tubes 1.5 mL PP
        # 0030120086")
        P(r"(?:(?<=\|)|(?<=\|[ \t])|(?<=\()|(?<=[ \t]{2})|(?<=\n)|^)PP[ \t]{1,2}(?P<v>[A-Z]{1,2}[0-9]{6,8}|[0-9]{9,10})"
          r"(?![\w\-])", "OTHER_ID", 0.88),
        # a courier's consignment note, its carrier's letters and three or four digit groups ("Con note: TNT 711 480 239")
        labelled(("con note", "consignment note", "consignment no", "consignment #"), "OTHER_ID", 0.9,
                 # (round 63 review: not a UN or a tariff number, nor a crate's size: "UN 3373 1845 2814", "HS 3002
                 # 4900 0000", "1200 1000 1650 mm")
                 value=r"(?!UN[ ]|HS[ ])(?P<v>(?:[A-Z]{2,5}[ ])?[0-9]{3,4}(?:[ ]?[0-9]{3,4}){2,3})(?![\w\-])"
                       r"(?![ \t]{0,2}(?i:mm|cm|m|kg)(?![a-z]))"),
        # round 59: an Indonesian insurer's eligibility letter (SEP), four digits then letters and digits, and a referral
        # letter's number, its serial, the issuer's letters, the month in Roman numerals and the year ("SEP no
        # 1033R0010924V004127", "surat rujukan no 1029/PKM-WD/VII/2024"); a Mexican taxpayer's RFC ("RFC: HETX910322KP4",
        # never an internet standard's "RFC 7519")
        labelled(("sep", "no sep", "no. sep", "sep no", "sep no."), "OTHER_ID", 0.9,
                 value=r"(?P<v>[0-9]{4}[A-Z][0-9A-Z]{9,15})(?![\w\-])"),
        # (not a ministry's circular after "Rujukan" alone, "Rujukan 12/MENKES/IV/2023")
        labelled(("rujukan no", "surat rujukan", "surat rujukan no", "no. rujukan", "nomor rujukan"), "OTHER_ID", 0.9,
                 value=r"(?P<v>[0-9]{1,5}/[A-Z][A-Z0-9.\-]{1,12}(?:/[A-Z0-9.\-]{1,12}){0,3}/(?:19|20)[0-9]{2})(?![\w\-/])"),
        labelled(("rfc",), "OTHER_ID", 0.9, value=r"(?P<v>[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3})(?![\w\-])"),
        # (round 57 review: after a thread's, a shipment's or a session's word only a code with letters and six digits
        # or more, not a time or an amount, "Session 0900-1030", "Shipment: 24000 doses", "Java thread 140234567", nor a
        # dangerous-goods number, a course's code or a screw's thread, "shipment UN3373", "Session CBT-101", "thread
        # M10-150")
        # round 58: a Finnish benefit decision, a Lithuanian e-referral, a Swedish aids order, a returned device's
        # authorisation, a lost aid's form, a dental quote, a clinical photograph, a Latvian chart, Gulf residents'
        # cards ("Kela-korvaus päätös nro KELA-2024-618370", "e-siuntimas ES-0047719203", "Ordination nr
        # OT-NB-2024-01288", "RMA RMA-5597022", "loss form LF-24-0117", "Quote Q-24-0051", "img FF-230911-0447",
        # "Karte Nr BS-ORT-3381", "Iqama No 2419837750", "Resident card: RC-4471902"); a code with a letter in it
        # after the words that also begin prose ("quote", "img", "ordination")
        labelled(("päätös", "päätös nro", "e-siuntimas", "karte", "karte nr", "iqama", "iqama no", "iqama number",
                  "resident card", "residence card", "civil id", "civil id no"), "OTHER_ID", 0.92, value=_CUED_NUMBER),
        labelled(("ordination", "ordination nr", "rma", "rma no", "rma #", "loss form", "quote", "quote no", "img",
                  # (and a pharmacy's compounding worksheet, a patient-specific batch and a controlled-drug register's
                  # entry: "worksheet PN-0411-02", "Patient-specific batch: PSB/0731/C", "register entry CDR-0412")
                  "worksheet", "worksheet no", "patient-specific batch", "register entry",
                  # (round 59: a Mexican HR form's folio, "Folio: RH-48-2025-00317"; not a book's, "folio 12345")
                  "folio", "folio no"),
                 "OTHER_ID", 0.92, value=r"(?!(?:ISO|IEC|EN|BS|DIN|ASTM)[ \-]?[0-9])" + _WITH_LETTER + _CUED_NUMBER),
        # round 58: an animal's ISO microchip, fifteen digits, named with its owner ("Microchip: 985112004371928"), and
        # an Aadhaar number masked but for its last four digits ("Aadhaar : XXXX XXXX 4471")
        labelled(("microchip", "microchip no", "microchip number", "chip no"), "OTHER_ID", 0.92,
                 # (not a placeholder's zeros nor a test transponder's 999 range)
                 value=r"(?P<v>(?!0{15})(?!999)[0-9]{15})(?![\w\-])"),
        labelled(("aadhaar", "aadhar"), "OTHER_ID", 0.92,
                 value=r"(?P<v>[Xx*]{4}[ \-]?[Xx*]{4}[ \-]?[0-9]{4})(?![\w\-])"),
        labelled(("thread", "shipment", "shipment #", "session", "session id", "session #"), "OTHER_ID", 0.92,
                 value=_WITH_LETTER + _SIX_DIGITS + _CUED_NUMBER),
        # round 57: a Ukrainian eHealth declaration's and e-referral's numbers, four letters and digits in groups
        # ("declaration No. 0001-4K7M-2P9X", "referral e-No. 0000-H3P1-2274-KX8M")
        # (not a maker's "Manufacturer declaration 0123-CE01-MDR2": "declaration" only with its number word)
        labelled(("declaration no", "declaration number", "ehealth declaration", "e-no", "referral e-no", "e-referral"),
                 "OTHER_ID", 0.92,
                 value=r"(?P<v>(?=[0-9A-Z\-]{0,24}[A-Z])(?=[0-9A-Z\-]{0,24}[0-9])[0-9A-Z]{4}(?:-[0-9A-Z]{4}){2,3})"
                       r"(?![\w\-])"),
        # ... and a birth certificate's number, an Ivorian register's serial, its letters and year ("Acte de
        # naissance n° 1204/CI/2022"), or a Russian one's series in Roman numerals ("Birth cert. VIII-MIu No. 731204")
        labelled(("acte de naissance", "birth cert", "birth certificate", "свидетельство о рождении"), "OTHER_ID", 0.92,
                 value=r"(?P<v>[0-9]{2,7}/[A-Z]{1,4}/(?:19|20)[0-9]{2}|[IVXL]{1,5}-[A-Za-zА-Яа-я]{2,3}[ \t](?:No\.?|№)"
                       r"[ \t]?[0-9]{6})(?![\w\-/])"),
        # round 56: organ-donation, fertility and laboratory records: a donor's file, a treatment cycle, a vitrified
        # straw, a biopsy, a lab's number, slides, a serious-incident review, each with a year's digits in it (see
        # _DATED_CODE: "donor file SCOT-DON-24-0219", "cycle BH-W-24-0713", "vit. straw HW24-0713-S1", "paillette
        # OVO-24-1187-B2", "Biopsy U24-3317", "SI review SI-NHSBT-24-112", "Hb 61, lab 24B1876611")
        labelled(("donor file", "cycle", "straw", "vit. straw", "paillette", "biopsy", "si review", "cycle de congélation",
                  "cycle de congelation", "lab", "slides"), "OTHER_ID", 0.92, value=_DATED_CODE),
        # ... and the shapes of a recipient's, a Datix report's, a sample's and an aliquot's own numbers ("recipient
        # R-1011402", "recipient LWFC-R-2281", "Datix raised: W218845", "sample code DBS-BB-77419", "aliquot
        # SMU-0417-B-03"; not "recipient HLA-B5701", "Datix raised SOP-PH-0217", "sample code QC-2024-L2")
        labelled(("recipient", "recip"), "OTHER_ID", 0.92,
                 value=r"(?P<v>[A-Z]{1,4}-[0-9]{6,8}|[A-Z]{2,5}-[A-Z]-[0-9]{4,6})(?![\w\-]|[/.:,][0-9])"),
        labelled(("datix", "datix raised"), "OTHER_ID", 0.92, value=r"(?P<v>[A-Z]{1,2}[0-9]{5,7})(?![\w\-]|[/.:,][0-9])"),
        labelled(("sample code",), "OTHER_ID", 0.92, value=r"(?P<v>[A-Z]{2,5}-[A-Z]{2}-[0-9]{4,6})(?![\w\-]|[/.:,][0-9])"),
        labelled(("aliquot",), "OTHER_ID", 0.92,
                 value=r"(?P<v>[A-Z]{2,5}-[0-9]{3,5}-[A-Z]-[0-9]{2,3})(?![\w\-]|[/.:,][0-9])"),
        # round 62: a sample's, an aliquot's or a tube's own code right after its container's word (no colon: not a
        # list's heading), letters and three hyphenated groups or more with four digits in a row ("Aliquot
        # ZBB-24-118832-03", "vials AH-0233-WB and AH-0247-WB", "Röhrchen ZBB-24-118840-01"; not a QC or a kit lot's,
        # a tube type's, an SOP's, a reference material's, a rack's or a control's code, "sample QC-2024-L2", "tubes
        # K2E-240917", "Aliquot NIBSC-09-140", "Tubes: BD-367856", nor an environmental sample, "water samples
        # W24-0881", "Sewage samples SW-24-0881")
        P(r"(?<![A-Za-z])(?<!(?i:water) )(?<!(?i:swabs) )(?<!(?i:air) )(?<!(?i:soil) )(?<!(?i:food) )(?<!(?i:dust) )"
          r"(?<!(?i:pool) )(?<!(?i:sewage) )(?<!(?i:effluent) )(?<!(?i:legionella) )(?<!(?i:environmental) )"
          r"(?i:aliquots?|vials|cryovials?|tubes?|röhrchen|samples?(?:[ \t]ids?)?)(?![a-z])[ \t]{1,2}"
          r"(?:(?i:no|id|code)\.?[ \t:#]{0,2}|#[ \t]?)?"
          r"(?!(?:QC|IQC|EQA|LOT|KIT|SOP|UN|REF|CAL|STD|BATCH|K2E|K3E|SST|PST|EDTA|ACD|CPT|PAX|NIBSC|SRM|NIST|WHO|ERM|CRM|"
          r"BCR|IRMM|USP|RACK|BOX|FRZ|PL|CAT|LT|WI|HIGH|MID|LOW|CTRL|BLANK|NTC|ISO)[\-0-9])"
          r"(?P<v>(?=[A-Z0-9\-]{0,24}[0-9]{4})[A-Z]{1,5}[0-9]{0,3}(?:-[A-Z0-9]{1,8}){2,4})(?![\w\-]|[/.:,][0-9])",
          "OTHER_ID", 0.92),
        # round 57: a file's year and serial after "File:" ("WCD File: 2023-04471"; not "Address on file: 1403 ...",
        # "File: 2023-2024 budget", "File: 2024-00312.csv"), an insurer's letters and a claim's number after its cue
        # ("Insurer claim: SAIF 7K0551982"; not "claim PIP 20 points", nor a code system's, "claim NDC 00093015001",
        # "Claim RXCUI 197361")
        P(r"(?<![A-Za-z])(?i:file)[ \t]{0,2}:[ \t]{0,3}(?P<v>(?:19|20)[0-9]{2}-[0-9]{5,7})"
          r"(?![\w\-/]|[.,][0-9]|\.[A-Za-z])",
          "OTHER_ID", 0.88, anchors=("file",)),
        labelled(("claim", "claim no", "claim #", "insurer claim"), "OTHER_ID", 0.9,
                 value=r"(?!(?:NDC|SCTID|RXCUI|UPC|EAN|CPT|ICD|HCPCS|LOINC|GTIN|SNOMED|BIN|PCN|GBP|USD|EUR|AUD|CAD|NZD|"
                       r"INR|CHF|ZAR|JPY|CNY|SEK|NOK|DKK)[ ])"
                       r"(?P<v>[A-Z]{2,5}[ ](?=[A-Z0-9]{0,12}[0-9]{5})[0-9A-Z]{6,12})(?![\w\-])"),
        # ... and an agency's file by its letters, after the agency's initials or a comma ("DAU file DDP-2024-118765",
        # "SDPR, file PWD-0092271"; not a computer's file, "Config file XYZ-2024-0001", "file ABC-12345.pdf", nor the
        # house number of an "Address on file: 94001 Spears Lakes")
        P(r"(?:(?<=[A-Z][A-Z][ \t])|(?<=,[ \t]))file[ \t:#]{1,3}(?P<v>[A-Z]{2,5}-(?:(?:19|20)[0-9]{2}-)?[0-9]{4,10})"
          r"(?![\w\-]|\.[A-Za-z0-9])", "OTHER_ID", 0.9),
        # a surgical-pathology, cytology or newborn-screen accession by its letters and year ("histo S25-30911",
        # "CNB 10/31 (S25-52218)", "card NB25-191133"): the shape of a laboratory's case number
        P(r"(?<![\w\-/.])(?:S|SP|SS|C|CY|NG|FNA|NB|H|HP|F|FS|PS|BM|M|DP)[0-9]{2}-[0-9]{4,7}(?![\w]|[\-/.][0-9])",
          "OTHER_ID", 0.8),
        # round 22 leftovers: a laboratory's year, day of the year and serial ("for 25-336-0177 released"), an
        # office's letters, year and serial ("ROI-25-11482", "ME-24-01937": a case or request, no study)
        P(r"(?<![\w\-/.])(?:1[5-9]|2[0-9])-[0-3][0-9]{2}-[0-9]{4,5}(?![\w]|[\-/.][0-9])", "OTHER_ID", 0.8),
        P(YEAR_CASE_NUMBER, "OTHER_ID", 0.8),
        # an electronic prior authorisation's key ("submitted via CoverMyMeds key BVX7R2KQ")
        P(r"(?i:covermymeds|cmm|pa)[ \t]{1,2}(?i:key)[ \t:#]{1,3}(?P<v>[A-Z0-9]{6,10})(?![\w])", "OTHER_ID", 0.85,
          anchors=("covermymeds", "cmm", "pa")),
        P(rf"(?<![\w\-]){PADDED_RECORD_NUMBER}(?![\w])", "OTHER_ID", 0.75),
        # an interpreter's id after the name: "Spanish interpreter Araceli (#118)", "via Martti (Jean-Robert, #7732)"
        P(r"(?i:interpreter|interp)(?![a-z])[^\n#;.]{0,40}?[(,][ \t]{0,2}\#[ \t]{0,2}(?P<v>[0-9]{3,7})(?![\w]|[\-/.][0-9])",
          "OTHER_ID", 0.9, anchors=("interpreter", "interp")),
        # round 27: a security officer's number in a security log ("Officers: D. Greenhalgh (SO 114)", "SO 127
        # attended")
        P(r"(?<![A-Za-z])SO[ \t](?P<v>[0-9]{3,4})(?![\w]|[\-/.][0-9]|[ \t]?(?i:mg|ml|mcg|%|units?)(?![a-z]))",
          "OTHER_ID", 0.85, anchors=("so",)),
        # a UK emergency department attendance number: "Attendance 25/0093318", "A&E No: 24/118804"
        P(r"(?<![A-Za-z])(?i:attendance|attendance[ \t]no\.?|a&e[ \t]no\.?|ed[ \t]no\.?)[ \t:#]{1,3}"
          r"(?P<v>\d{2}/\d{5,8})(?![\w]|[\-/.]\d)", "OTHER_ID", 0.85, anchors=("attendance", "a", "ed")),
        # round 42: a service number in the forces of five countries (the British ZAP), a football association's player
        # number, a student id and a health-cover membership: a number, not "Svc No: 111", "Membership 2024", nor the
        # start of a phone ("SID 01632 960 000"; "service no" is a phone's too)
        labelled(("svc no", "svc no.", "svc #", "army no", "army number", "raf no", "navy no", "zap", "zap no", "fan", "sid",
                  "membership", "membership no"), "OTHER_ID", 0.85, value=_CUED_NUMBER + r"(?![ \t]{1,2}[0-9])"),
        # round 42: a Canadian Armed Forces service number, a letter and eight digits in three groups ("SN: K38 812
        # 447", "Svc No: G72 448 390")
        P(r"(?<![A-Za-z])(?:SN|(?i:svc|service)[ \t]{1,2}(?i:no|number|\#)\.?)[ \t:#]{1,3}"
          r"(?P<v>[A-Z][0-9]{2}[ \t][0-9]{3}[ \t][0-9]{3})(?![\w])", "OTHER_ID", 0.92, anchors=("sn", "svc", "service")),
        # a trauma or unidentified patient's alias: '"John Doe" trauma alias KESTREL-7'
        P(r"(?i:alias|aka)[ \t]{0,2}:?[ \t]{0,2}[\"“]?(?P<v>[A-Z]{3,12}[\- ]?[0-9]{1,4})(?![\w\-])", "OTHER_ID", 0.85,
          anchors=("alias", "aka")),
        # a police, incident or complaint report number: two to four digits, a dash, five or more digits
        P(r"(?<![A-Za-z])(?i:report|incident|complaint|event|ticket|file)[ \t]{1,2}(?:(?i:no\.?|number|#)[ \t]{0,2})?"
          r"(?P<v>\d{2,4}-\d{5,8})(?![\w\-]|[/.]\d)", "OTHER_ID", 0.85),
        # UK National Insurance number: AB 12 34 56 C
        P(r"(?<![A-Za-z0-9])(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]"
          r"(?![A-Za-z0-9])", "OTHER_ID", 0.75),
        # ... and any NI number, spaced, after its cue (an example or administrative prefix such as "QQ" too)
        P(r"(?<![A-Za-z])(?i:nino|ni[ \t]no\.?|ni[ \t]number|national[ \t]insurance(?:[ \t](?:no\.?|number))?)[ \t:#]{1,4}"
          r"(?P<v>[A-Z]{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D])(?![A-Za-z0-9])", "OTHER_ID", 0.9,
          anchors=("nino", "ni", "national")),
        # a court's case number with the year and the division's letters ("Circuit Court of Cook County, No. 2024 L
        # 006118", "Index No. 2023 CH 01234")
        P(r"(?<![A-Za-z])(?i:no\.|case[ \t]no\.?|case[ \t]number|docket(?:[ \t]no\.?)?|index[ \t]no\.?|cause[ \t]no\.?)"
          r"[ \t:#]{0,3}(?P<v>(?:19|20)\d{2}[ \t][A-Z]{1,3}[ \t]\d{4,7})(?![\w])", "OTHER_ID", 0.85,
          anchors=("no", "case", "docket", "index", "cause")),
        # round 38: a court's file in capitals and digit groups ("File: BNE-CC-2024-1129"; not "Address on file:
        # 3572 ...", "File: ECG-2024-11"), a post-mortem's number in brackets ("(PM 25/0047)"; not a dose, "(PM
        # 10/325)"), a record number after a bare "Hosp" (a letter first: "Hosp M2231870"; not "hosp 48-72 hrs"), a
        # Police National Computer id in its own shape ("PNC: 09/448127Q"; PNC alone is also postnatal care)
        P(r"(?<![A-Za-z])(?:File|FILE)(?:[ \t]?(?:No\.?|#))?[ \t]{0,2}:[ \t]{0,2}"
          r"(?P<v>[A-Z]{2,6}(?:-[A-Z]{1,4}){1,2}-[0-9]{2,4}-[0-9]{2,8})(?![\w\-])", "OTHER_ID", 0.85),
        P(r"\((?:PM|P\.M\.)[ \t]{1,2}(?P<v>[0-9]{2}/[0-9]{4,5})\)", "OTHER_ID", 0.85),
        # round 46: an incident system's number in brackets after its name ("logged it on Datix as well (W221907)",
        # "Incident déclaré dans RL6 (#22819)", "VHIMS (NH-24-48150)")
        P(r"(?<![A-Za-z])(?i:datix|rl6|riskman|vhims|ulysses|servicenow|safeguard)(?![A-Za-z])[^\n()]{0,20}\([ \t]{0,2}#?"
          r"[ \t]{0,2}(?P<v>(?=(?:[A-Z\-]{0,6}[0-9]){5})(?:[A-Z]{1,4}-?)?[0-9]{2,4}(?:-?[0-9]{2,8}){0,2})[ \t]{0,2}\)",
          "OTHER_ID", 0.85),
        # round 55: the code of a key safe or a door that lets carers into a home ("Keysafe: 0707", "Door code: 2580#",
        # "key safe L of front door, code 4471", "Key safe: by gas meter box, code C1939"; not a visit's time after it)
        # (four digits or more, the code ending its field, or a code after a comma: not "Key safe: 4471 is the desk's
        # extension", "Key safe: 124, Pendant alarm: 310" counted, "Gate code: 404 (page not found)", "Key box 200 x 150
        # mm", "Door entry code: 403 error"; nor another code's, "Key safe supplier, product code 7741")
        # (round 57: "code" right after the key safe's word, a building's buzzer with its hash or entry word: "KEY SAFE
        # code 4471 (left side of back door)", "Buzzer code 1204#."; not an alarm's fault, "buzzer code E0105")
        P(r"(?<![A-Za-z])(?i:key[ \t\-]?safe|key[ \t]?box|(?:front[ \t]|back[ \t])?door[ \t](?:entry[ \t])?code|"
          r"gate[ \t]code|buzzer[ \t]entry[ \t]code|buzzer[ \t]code(?=[ \t:=]{1,3}[0-9]{3,6}\#))"
          r"(?:[^\n0-9]{0,40}?[,;(][ \t]{0,2}(?i:code|pin)|"
          r"(?<=[Ss][Aa][Ff][Ee])[ \t](?i:code|pin))?"
          r"(?:[ \t]{1,2}(?i:is))?[ \t:#=\-]{1,3}"
          r"(?!0{4,6}(?![0-9]))(?P<v>[A-Z]?[0-9]{4,6}#?)(?![\w:/]|\.[0-9A-Za-z])"
          r"(?=[ \t]*(?:[,;.)(\n]|$)|[ \t]{2}|[ \t]-)",
          "OTHER_ID", 0.85,
          anchors=("key", "keysafe", "door", "gate", "buzzer")),
        # round 55: an outbreak's, a questionnaire's and a genomic cluster's numbers in their letters, year and serial
        # ("Outbreak: OB-EH-2025-019", "Q no. Q-019-017", "WGS cluster TBC-NE-0193"; not a disease, a subtype or a
        # sequence type, "Outbreak: COVID-19", "H5N1", "ST131", nor an item, "Q no. Q14a"), a yellow-fever
        # certificate's country and number ("ICVP no. GB 0418822"; not a vaccine's strain, "ICVP: 17D-204")
        P(r"(?<![A-Za-z])(?i:outbreak(?:[ \t](?:no|id|ref))?|q[ \t]no|questionnaire[ \t]no|wgs[ \t]cluster|cluster[ \t]id)"
          r"\.?[ \t:#]{1,3}(?P<v>[A-Z]{1,4}(?:-[A-Z]{1,4}){0,2}-(?:[0-9]{2,4}-)?[0-9]{3,6})(?![\w\-])", "OTHER_ID", 0.85,
          anchors=("outbreak", "q", "questionnaire", "wgs", "cluster")),
        P(r"(?<![A-Za-z])(?i:icvp)(?:[ \t](?i:no|number))?\.?[ \t:#]{1,3}(?P<v>[A-Z]{2}[ ]?[0-9]{6,8})(?![\w\-])", "OTHER_ID",
          0.85, anchors=("icvp",)),
        # round 55: a repair's return authorisation by its own letters ("RMA RMA-CH-2209183"; not a method's version,
        # "RMA 3.2.1 normalisation"), a Scottish holding's county, parish and holding numbers ("CPH 84/271/0039"; not
        # counts per hour)
        P(r"(?<![A-Za-z])RMA[ \t:#]{1,3}(?P<v>RMA-[A-Z0-9]{1,6}(?:-[A-Z0-9]{2,12}){0,2})(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![A-Za-z])CPH[ \t:#]{1,3}(?P<v>[0-9]{2}/[0-9]{3}/[0-9]{4})(?![\w/])", "OTHER_ID", 0.85),
        # round 55: a pharmacy's or a practice's NHS organisation code, a pharmacy's F and four characters, a practice's
        # letter and five digits ("ODS code FQ741", "ODS A81004"; not a year, "ODS 2024 report", nor a refrigerant,
        # "ODS: CFC113")
        P(r"(?<![A-Za-z])(?:ODS|(?i:ods[ \t]code))[ \t:#]{1,3}(?P<v>F[A-Z0-9]{4}|[A-Z][0-9]{5})(?![\w\-])", "OTHER_ID",
          0.85, anchors=("ods",)),
        # round 51: a UPS parcel's tracking number, "1Z 9W4 E71 03 8842 6170", which a phone's reading would cut short
        P(r"(?<![A-Za-z0-9])1Z[ ]?[0-9A-Z]{3}[ ]?[0-9A-Z]{3}[ ]?[0-9]{2}[ ]?[0-9]{4}[ ]?[0-9]{4}(?![A-Za-z0-9])",
          "OTHER_ID", 0.85),
        # round 51: a service desk's ticket about one patient's record, by ServiceNow's prefixes and seven digits
        # ("INC0734412", "RITM0012345"; not "CHG", "PRB", "REQ": a charger's, a probe's or a form's own codes as often)
        P(r"(?<![A-Za-z0-9])(?:INC|RITM|SCTASK)[0-9]{7}(?![A-Za-z0-9])", "OTHER_ID", 0.8),
        # round 54: numbers of a system's letters and a code, each only after its own cue (the same shapes are lab
        # codes, ranges, standards and versions after other cues: "Lab ref: VIT 25OHD3", "Ref: PLT 150-400", "AS
        # 4187-2014", "Policy number: IPC 2023 0045"): a confirmation's letters and a code of letters and digits
        # ("MedXPress Confirmation #: MXP 2K7QF9"), a policy's letters and digit groups ("Insurance policy number: WC
        # 4417-20983-01"), a court's letters, year and serial ("Court Reference: COR 2022 004418"), a UK seafarer's
        # medical certificate ("Certificate No.: ENG1-A 0964213")
        P(r"(?<![A-Za-z])(?i:confirmation)[ \t]{0,2}#[ \t:]{1,3}"
          r"(?P<v>[A-Z]{2,4}[ ][0-9](?=[A-Z0-9]{0,8}[A-Z])[A-Z0-9]{4,8})(?![\w\-/])", "OTHER_ID", 0.85,
          anchors=("confirmation",)),
        P(r"(?<![A-Za-z])(?i:insurance[ \t]policy)[ \t]{1,2}(?:(?i:no\.?|number|#)[ \t]{0,2})?[:#]?[ \t]{0,3}"
          r"(?P<v>[A-Z]{1,4}[ ][0-9]{3,6}(?:-[0-9]{2,6}){2,3})(?![\w\-/])", "HEALTH_PLAN_ID", 0.9, anchors=("insurance",)),
        P(r"(?<![A-Za-z])(?i:court|inquest|coroner['’]?s?)[ \t]{1,2}(?i:ref(?:erence)?\.?)(?:[ \t](?i:no\.?))?[ \t:#]{1,3}"
          r"(?P<v>[A-Z]{2,4}[ ](?:19|20)[0-9]{2}[ ][0-9]{5,8})(?![\w\-/])", "OTHER_ID", 0.85,
          anchors=("court", "inquest", "coroner", "coroners", "coroner's", "coroner’s")),
        P(r"(?<![A-Za-z])(?i:certificate|cert)(?:[ \t](?i:no\.?|number|#))?[ \t:#]{1,3}(?P<v>ENG[ ]?1-[A-Z][ ][0-9]{6,8})"
          r"(?![\w\-/])", "LICENSE_NUMBER", 0.85, anchors=("certificate", "cert")),
        # round 54: a pilot's licence and aeromedical certificate numbers in the EASA and UK CAA form, the state's
        # letters, the kind and the number ("UK.FCL.ATPL.A.221047", "UK.MED.0093318", "IRL.FCL.4417")
        # (a country's two letters first and five digits or more: not a rule's paragraph, "ARA.MED.315", nor a
        # system's object, "EHR.MED.4410")
        P(r"(?<![\w.])[A-Z]{2}\.(?:FCL|MED|ATCO|66)(?:\.[A-Z0-9]{1,5}){0,3}\.[0-9]{5,10}(?![\w.])", "OTHER_ID", 0.85,
          check=lambda v: v[:2] in _COUNTRY_CODES),
        # round 54: an EDC query by its letters and number ("Query Q-88120 raised"; not "QUERY ON 10040073", which
        # asks about a subject)
        # (a query's own letters and five digits or more, not a standard's, a guideline's or a code's after the verb,
        # "query IEC-62304", "Coding query CPT-99213", nor a questionnaire's item, "query Q104", "query Q-210")
        P(r"(?<![A-Za-z])(?i:query)[ \t]{1,2}(?P<v>Q(?:RY)?-?[0-9]{5,10})(?![\w\-])", "OTHER_ID", 0.9, anchors=("query",)),
        # round 54: an adverse-event report's worldwide unique case number (ICH E2B: the reporting country, the
        # sender, then its own number, "US-SOLNEX-2024-018812", "PL-NORDHAVEN-2024-118302"), wherever it stands
        # (a country's code first, and no document's kind after it: not "QA-SOP-2023-0045", "EU-GVP-2017-0007",
        # "LT-BATCH-2024-00417", "UK-RELEASE-2024-0003")
        P(r"(?<![\w\-])[A-Z]{2}-[A-Z][A-Z0-9]{2,15}-(?:19|20)[0-9]{2}-[0-9]{4,10}(?![\w]|-[0-9])", "OTHER_ID", 0.85,
          check=_worldwide_case_number),
        # round 46: a medevac or charter flight's own number, letters and digits joined by hyphens ("medevac flight #
        # MV24-0219", "FLIGHT # LM-24-0311-07", "flight GF-3381", "Vol / Flight #: EVQ-2403-117", "No vol: NVK-0112-04");
        # not an airline's ("flight BA 117": shared by a plane of people)
        P(r"(?<![A-Za-z])(?i:flight|vol)[ \t]{0,2}(?:(?i:no\.?|number|\#)[ \t]{0,2})?:?[ \t]{0,2}"
          r"(?P<v>[A-Z]{2,4}[0-9]{0,2}-[0-9]{3,6}(?:-[0-9]{1,4}){0,2})(?![\w\-])", "OTHER_ID", 0.9),  # (not "ETA-30")
        P(r"(?<![A-Za-z])(?:Hosp|HOSP|hosp)[ \t]{1,2}(?P<v>[A-Z]{1,5}-?[0-9]{5,10})(?![\w\-])", "MRN", 0.85),
        P(r"(?<![A-Za-z])PNC[ \t]{0,2}:?[ \t]{0,2}(?P<v>[0-9]{2}/[0-9]{4,7}[A-Z])(?![\w/])", "OTHER_ID", 0.85),
        # round 39: an invoice in capitals ("fee note (INV 30417)"; "inv" is also investigations: "inv 2/52", not
        # a year either)
        P(r"(?<![A-Za-z])INV[ \t]{0,2}#?[ \t]{0,2}(?P<v>(?!(?:19|20)[0-9]{2}(?![0-9]))[0-9]{4,10})(?![\w/])", "OTHER_ID", 0.85),
        # a Washington superior court's cause number with its county ("Cause No. 24-1-01872-6 SEA")
        P(r"(?<![A-Za-z])(?i:cause|case)[ \t]{1,2}(?i:no\.?|number|#)[ \t:]{0,3}"
          r"(?P<v>[0-9]{2}-[0-9]-[0-9]{5}-[0-9](?:[ \t][A-Z]{3})?)(?![\w\-])", "OTHER_ID", 0.85),
        # an English Crown Court's case number after the court ("at Nottingham Crown Court, T20170388")
        P(r"(?<![A-Za-z])Court[,:]?[ \t]{1,2}(?:(?i:case)[ \t]{1,2})?(?:(?i:no\.?)[ \t]{0,2})?"
          r"(?P<v>[ST](?:19|20)[0-9]{6})(?![\w\-])", "OTHER_ID", 0.85),
        # an officer's badge number after the name: "Trooper Halvorsen #1177", "Officer J. Diaz badge 4410"
        # (a UK constable's collar number: "PC Liam Harrowby (collar 2271)")
        P(r"(?<![A-Za-z])(?:(?i:officer|ofc\.?|trooper|deputy|sergeant|sgt\.?|detective|det\.|constable|agent|patrolman)|"
          r"PC|DC|PCSO)"
          r"[ \t]{1,2}(?:[A-Z]\.[ \t]?|[A-Z][a-z'\-]{1,24}[ \t]{1,2})?[A-Z][A-Za-z'\-]{1,24}[ \t]{0,2}"
          r"(?:,?[ \t]{0,2}\(?(?i:star|shield|collar)(?:[ \t]{0,2}(?i:no\.?|number))?[ \t]{0,2}#?|#|(?i:badge)[ \t]{0,2}#?)"
          r"[ \t]{0,2}(?P<v>\d{2,7})"
          r"(?![\w]|[\-/.]\d)", "OTHER_ID", 0.85),
        # round 38: a US police officer ("PO") with the shield or badge named (not "PO Keflex #28", by mouth)
        P(r"(?<![A-Za-z])PO[ \t]{1,2}[A-Z][A-Za-z'\-]{1,24},?[ \t]{1,2}(?i:shield|badge|star)(?:[ \t]{0,2}(?i:no\.?|#))?"
          r"[ \t]{0,2}(?P<v>\d{2,7})(?![\w]|[\-/.]\d)", "OTHER_ID", 0.85),
        # a crew member's or caseworker's number, with or without the name: "EMT KEONI MAKAAWAAWA #2207",
        # "intake worker #4471 T. Ebbesen"
        P(r"(?<![A-Za-z])(?i:emt(?:-[bips])?|paramedic|medic|caseworker|case[ \t]worker|intake[ \t]worker|social[ \t]worker|"
          r"cps[ \t]worker|dispatcher)(?:[ \t]{1,2}(?:[A-Z][A-Za-z'\-]{1,24}|\"[A-Z][A-Za-z'\-]{1,24}\")){0,3}[ \t]{0,2}#[ \t]{0,2}"
          r"(?P<v>\d{3,7})(?![\w]|[\-/.]\d)", "OTHER_ID", 0.85),
        # ISBT 128 blood donation numbers as printed: facility letter + 4 digits, year, 6-digit sequence
        P(r"(?<![A-Za-z0-9])[A-Z]\d{4} \d{2} \d{6}(?![A-Za-z0-9])", "OTHER_ID", 0.85),
        # a crew member's certification number in brackets after the credential: "L. NGATA, EMT-B (B-90216)"
        P(r"(?<![A-Za-z])(?:EMT(?:-[PBI])?|FP-C|CCP-C|RN|NRP|AEMT)[ \t]{0,2}\((?P<v>[A-Z]{1,2}-?\d{4,7})\)", "OTHER_ID", 0.85),
        # a UK police officer's collar number between rank and name ("PC 4471 Tariq Bellingham", "DS 6612 Helen
        # Varga-Lucas") and a police log's number with its date ("log 1184 of 14/03/24")
        P(r"(?<![A-Za-z])(?:PC|DC|DS|DI|DCI|DSgt|Sgt|PCSO|PS|Insp)[ \t]{1,2}(?P<v>\d{3,6})(?=[ \t]{1,2}[A-Z][a-z])",
          "OTHER_ID", 0.85),
        P(r"(?<![A-Za-z])(?i:log)[ \t]{1,2}(?:(?i:no\.?|number|#)[ \t]{0,2})?(?P<v>\d{3,6})[ \t]{1,2}of[ \t]{1,2}"
          r"\d{1,2}/\d{1,2}", "OTHER_ID", 0.85, anchors=("log",)),
        # dictation job numbers in two groups: "JOB 40-7731", "Dictation #: 118-20447"
        P(r"(?<![A-Za-z])(?i:job|dictation|transcription)[ \t]{0,2}(?:#|(?i:no\.?|number))?[ \t:]{0,3}"
          r"(?P<v>\d{2,4}-\d{4,8})(?![\w\-]|[/.]\d)", "OTHER_ID", 0.85),
        # a doctor number after the credential, as MIMIC reports print it: "M.D. 01-774", "MD  13-205"
        P(r"(?<![A-Za-z.])M\.?D\.?,?[ \t]{1,3}(?P<v>\d{2}-\d{3})(?![\w\-/:.]|[ \t]{0,2}(?i:mg|ml|%|min|hr|h\b))",
          "OTHER_ID", 0.85),
        # the record number on a header line or list row right after the patient's name: "BALDACCI-NWOSU, RENATA
        # 618-40-27-3", or in brackets after it, as an OR list prints it: "OR 3 0800   TSOSIE, DARRELL J (H5521046)"
        P(rf"{RECORD_ROW_START}{RECORD_ROW_NAME}(?:[ \t]{{2,}}(?=[0-9\-]{{6,20}}[ \t]*$)|[ \t]{{1,3}}\((?=[A-Z]?[0-9]{{6,10}}\)))"
          r"(?P<v>[A-Z]?\d{6,10}|\d{2,4}(?:-\d{1,4}){1,4})(?![\w\-])", "OTHER_ID", 0.85),
        # a Quebec health card (RAMQ), four letters and eight digits, printed in three groups: "LAVH 4806 5217"
        P(r"(?<![A-Za-z])(?:RAMQ|NAM|(?i:carte[ \t]soleil|assurance[ \t]maladie))(?:[ \t]{0,2}\((?:RAMQ|NAM)\))?"
          r"[ \t]{0,2}(?:(?i:no\.?|#)[ \t]{0,2})?:?[ \t]{0,2}"
          r"(?P<v>[A-Z]{4}[ \t]?\d{4}[ \t]?\d{4})(?![\w])", "HEALTH_PLAN_ID", 0.9,
          anchors=("ramq", "nam", "carte", "assurance")),
        # round 43: a Mexican social security number (NSS), eleven digits (NSS is also normal saline: "NSS 1000 mL")
        P(r"(?<![A-Za-z])NSS(?:[ \t]{0,2}\(IMSS\))?[ \t]{0,2}[:#]?[ \t]{0,2}(?P<v>[0-9]{11}|[0-9]{2}[ \-][0-9]{2}[ \-][0-9]{2}"
          r"[ \-][0-9]{4}[ \-][0-9])(?![\w\-])", "HEALTH_PLAN_ID", 0.9, anchors=("nss",)),
        # a Colombian citizenship card in capitals with its thousands dots ("C.C. 1.020.734.518"; "5 c.c." is a volume)
        P(r"(?<![\w.])C\.C\.[ \t]{0,2}(?:(?i:no)\.?[ \t]{0,2})?(?P<v>[0-9]{1,3}(?:\.[0-9]{3}){2,3}|[0-9]{6,10})(?![\w\-]|\.[0-9])",
          "OTHER_ID", 0.85),
        # round 56: a sexual-health or fertility clinic's letters, its site's letter and its number ("GUM no CSH-L
        # 0098412", "clinic no NCSH-S 55109", "HFEA ref: HFEA-PRN 0224417"; not a standard's, "ref GB-T 16886")
        P(r"(?<![A-Za-z])(?i:gum|clinic|hfea)[ \t]{0,2}(?i:no\.?|number|#|ref)[ \t:.]{0,3}"
          r"(?P<v>[A-Z]{2,5}-[A-Z]{1,3}[ ][0-9]{5,8})(?![\w\-/])", "OTHER_ID", 0.88, anchors=("gum", "clinic", "hfea")),
        # round 56: Japan's My Number (individual number), twelve digits, maybe in groups of four, after its name in
        # capitals, its card, a word and a mark ("her My Number 3108 6652 9014", "My Number card too — 4829 1037 5520";
        # not "my number pad", "My Number Card uptake: 3000 5000 7000", "MY NUMBER OF STEPS", a round number, nor a
        # phone led by a zero, "call my number 0207 1234 5678")
        P(r"(?:(?<![A-Za-z])(?:My[ \t]Number|MY[ \t]NUMBER)|マイナンバー|個人番号)(?:[ \t](?i:card))?"
          r"(?:[ \t](?i:too|also|is|no\.?))?[ \t]{0,2}(?:[:=—–\-][ \t]{0,2})?"
          r"(?![0-9 \-]*000(?![0-9]))(?P<v>[1-9][0-9]{3}[ \-]?[0-9]{4}[ \-]?[0-9]{4})(?![\w]|[\-/.][0-9])", "OTHER_ID", 0.9),
        # a Hong Kong identity card or hospital number with its check digit in brackets: "HKID: C471298(3)"
        P(r"(?<![A-Za-z0-9])[A-Z]{1,2}[0-9]{6,8}\([0-9A]\)", "OTHER_ID", 0.85),
        # ... typed in groups after its cue: "HKID: K 612 873 (4)", "HKID C668 214(A)" (not "BP 120 080 (2)")
        P(r"(?<![A-Za-z])(?:HKID|HK[ ]?ID|(?i:hkid))[ \t]{0,2}(?:(?i:no)\.?[ \t]{0,2})?:?[ \t]{0,2}"
          r"(?P<v>[A-Z]{1,2}[ ]?[0-9]{3}[ ]?[0-9]{3}[ ]?\([0-9A]\))", "OTHER_ID", 0.85),
        # round 34: national and registry numbers of other countries after their cue, as printed, maybe in groups
        # with a check letter: "NRC: 227114/61/1" (Zambia), "Omang: 473218506" (Botswana), "CNI: 112804433"
        # (Cameroon), "Nat ID: 63-2219847 K 42" (Zimbabwe), "National ID: 1 1979 8 0045123 0 71" (Rwanda), "ID card:
        # 0412827M" (Malta), "TRN", "TIN", "JADEP", "NHIF card", "Sehat Card", a South African folder number
        labelled(("nrc", "cni", "omang", "tin", "trn", "jadep", "nhif card", "nhif", "id card", "sehat card",
                  "nat id", "nat. id", "national id", "folder", "hosp no", "hospital no", "art no", "anc no",
                  "citizenship no", "citizenship", "nis no", "gesy beneficiary no", "pt no", "patient no", "hosp:",
                  # round 43: Latin American identity cards, a Honduran birth registration, a US arrival record
                  # ("C.C. 1.020.734.518", "cédula venezolana V-19.442.871", "(RNP): 0801-2018-18833", "I-94 ...")
                  "cédula de ciudadanía", "cedula de ciudadania", "cédula de identidad", "cedula de identidad",
                  "cédula venezolana", "cedula venezolana", "rnp", "i-94", "i-94 no", "i94"),
                 "OTHER_ID", 0.85, value=_REGISTER_VALUE),
        # round 50: Iraqi, Egyptian and Syrian civil documents, camp ration cards, UN refugee registrations, German,
        # Dutch and Swedish asylum numbers, an interpreter's ("Iraqi National Card: 199103456712", "Family reg. card
        # .. 10-3841920", "ration card: DOM1-RC-08812", "V-nummer: 2854 0163 91", "AZR-Nr.: AZR 191873540",
        # "Ankunftsnachweis: AKN 0071 4458 3", "LMA card: 0612-7738-4", "tolknummer TC-55102"); seven digits, a
        # letter or digit groups, never a fee or a ration ("National card: 25000 IQD", "Ration card: 12500 kcal")
        labelled(("national card", "unified card", "unified national card", "family reg. card", "family book",
                  "family booklet", "ration card", "egyptian id", "v-nummer", "v-nr", "azr-nr.", "azr-nr",
                  "ankunftsnachweis", "bamf-aktenzeichen", "lma card", "lma-kort", "tolknummer", "unrwa card",
                  "unrwa reg", "unrwa reg. no", "unhcr case", "unhcr id", "unhcr no", "refugee id",
                  "proof of registration"), "OTHER_ID", 0.85,
                 value=_REGISTER_VALUE.replace("(?P<v>", r"(?P<v>(?=[0-9]{7}|[0-9 \-/]{0,4}[A-Z]|[0-9]{1,6}[ \-/][0-9])", 1)),
        # round 47: national, tax and insurance numbers of Portugal, Brazil, Lusophone Africa, the Caribbean, Romania,
        # Poland, Ukraine and Kazakhstan, typed with or without their check digits ("NIF: 108 447 291", "CNP:
        # 2890615125781", "IIN: 780924300517", "NIS: C 402117", "BI 004812236LA041", "NRN: 930611-0412", "NIB No.:
        # 19290212-044", "RNOKPP (tax no.): 2903411847", "FEIN 02-0598813"); the letters are also a currency's, a
        # card issuer's, a nervous system's or a programme's ("NIS 12500", "IIN 610014", "CNS 10000 cells"), so eight
        # digits or more, or a letter and six digits, and never a form's zeros ("CPF 000.000.000-00")
        labelled(("nif", "nif nº", "cnp", "pesel", "iin", "иин", "rnokpp", "рнокпп", "ipn", "nis", "nrn", "nib",
                  "nib no", "bi", "nuit", "nid", "cpf", "cns", "fein", "ein", "tax id", "federal tax id",
                  # round 48: Turkish, Iranian, Israeli, Maghreb, Egyptian and East African identity numbers ("TCKN:
                  # 52117390846", "Code Melli: 2281937456", "T.Z.: 031558274", "CIN AB123456", "persal 71129083")
                  "tckn", "tc kimlik", "tc kimlik no", "t.c. kimlik no", "kimlik no", "code melli",
                  "kod melli", "t.z.", "t.z", "teudat zehut", "cin", "cnie", "persal", "persal no", "fayda", "nida",
                  "nida no", "nin", "national id no", "national identity no", "id no", "id number",
                  # round 49: Central Asian, Georgian, Russian, Korean and Afghan numbers ("PINFL: 30309963280047",
                  # "JSHSHIR", "personal no", "SNILS: 198-442-017 55", "외국인등록번호", "Tazkira (father)
                  # 1399-0503-27716", "migration card")
                  "pinfl", "jshshir", "pers. no", "personal no", "personal number", "snils", "снилс", "инн",
                  "외국인등록번호", "주민등록번호", "tazkira", "tazkera", "migration card",
                  # round 52: the former Yugoslavia's master citizen number, Bulgarian EGN, Moldovan IDNP, Albanian
                  # and Kosovar personal numbers, Czech and Slovak birth numbers, a Belarusian identification number
                  # ("JMBG: 1403961710214", "ЕМБГ 1908016455017", "EGN 5804126573", "Nr. personal: 1225417836")
                  "jmbg", "jmb", "embg", "egn", "idnp", "nr. personal", "numri personal", "rodne cislo", "ident. no",
                  "ident no"),
                 # (round 49: and never a clock time after the number, "Tazkira 1399-0503-27716 10:24:48")
                 "OTHER_ID", 0.85, value=_LONG_NUMBER),
        # round 68: German, Austrian, Swiss, Dutch and Polish registers' numbers by their acronym alone, a practice's
        # (BSNR, VPNR, ZSR), a clinician's (UZI), a hospital's patient (ZIS), a person's insurance (SVNR), a company's
        # or a sole trader's (REGON, NIP), a ward's code in the Polish register ("REGON 351564730", "NIP 945-19-72-418",
        # "ZIS H-2217804"); eight digits or more, or a letter, a dash and seven digits (never a date's eight digits:
        # "Storing ZIS 20240315"); the IK and BIG numbers by their capitals below and in LicenseNumberRecognizer
        labelled(("regon", "nip", "bsnr", "vpnr", "zsr", "zsr-nr", "uzi", "uzi-nummer", "zis", "zis-nr", "kod resortowy",
                  "svnr", "sv-nr"), "OTHER_ID", 0.85,
                 value=r"(?!(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])(?![0-9]))" + _LONG_NUMBER[:-1]
                 + r"|[A-Z]-[0-9]{7})"),
        # a German institution's IK, nine digits, by its capitals ("IK der Praxis: 260821447"; "ik" is Dutch for "I")
        P(r"(?<![A-Za-z])IK(?:-Nr\.?|-Nummer)?(?:[ \t]der[ \t]Praxis)?[ \t]{0,2}:?[ \t]{0,2}(?P<v>[0-9]{9})(?![0-9])",
          "OTHER_ID", 0.85),
        # round 68: a Polish e-prescription's or e-referral's access code and barcode, four digits or digit groups
        # ("Kod dostępu: 6214", "kod dostępu 4471", "Kod kreskowy e-skierowania: 0000 1245 8890 3311 2274")
        labelled(("kod dostępu", "kod dostepu", "kod kreskowy e-skierowania", "kod kreskowy e-recepty"),
                 "OTHER_ID", 0.85, value=r"(?P<v>[0-9]{4}(?:[ ][0-9]{4}){0,4}(?:[ ][0-9]{2})?)(?![0-9])"),
        # an object identifier after its cue, an Austrian provider's (GDA) or a Polish document's key ("OID
        # 1.2.40.0.34.3.1.2214", "GDA 1.2.40.0.34.3.1.88410", "Klucz: 1.2.616.1.113.3.4.20.201.2.12"); never a DICOM
        # standard's own (1.2.840.10008...), a kind of image, no one's
        labelled(("oid", "gda", "klucz", "gda-oid"), "OTHER_ID", 0.85,
                 value=r"(?P<v>(?!1\.2\.840\.10008)[0-2](?:\.[0-9]{1,9}){5,20})(?![0-9.])"),
        # (round 52: the same cues written in Cyrillic or with diacritics, in a list of their own for the same reason)
        labelled(("ембг", "јмбг", "матичен број", "егн", "rodné číslo"), "OTHER_ID", 0.85, value=_LONG_NUMBER),
        # round 49: cues that are also other words (a radiotherapy arc, combined immunodeficiency, the European
        # LeukemiaNet, a drug's international name, "pers." for persistent, tazobactam): only a number in one run or in
        # the shape of a Georgian, Korean or Afghan number ("pers. N 01024083517", "INN 470081932", "ARC 930214-5871236",
        # "taz. 1399-0503-27716", "CID No.: 10801000327"; not "Arc 181.0-179.0", "ELN 2017/2022", "CID 1 2 3 4 5 6")
        labelled(("pers. n", "inn", "arc", "cid", "eln", "taz."), "OTHER_ID", 0.85,
                 value=r"(?P<v>[0-9]{8,16}|[0-9]{6}-[0-9]{7}|[0-9]{4}-[0-9]{4}-[0-9]{5})(?![0-9.\-/]|[ \t][0-9])"),
        # a sample's number, a registration after "Reg" ("Sample BB24-08811", "(Reg SGH-117742)"): words of prose
        # too, so only letters, digits and a dash
        labelled(("sample", "reg"), "OTHER_ID", 0.82,  # ("CD reg CD-0647"; not a year: "Sample COVID-2019")
                 value=r"(?P<v>[A-Z]{1,5}[0-9]{0,2}-(?!(?:19|20)[0-9]{2}(?![0-9]))[0-9]{4,9})"),
        # round 49: a Mongolian registry number, two Cyrillic capitals and eight digits ("УП66031512"); a Myanmar
        # citizenship card (NRC): state, township letters, "(N)" and six digits ("12/LaThaYa(N)084412")
        # (after a registry's cue, as a batch or catalogue code has the same shape: "Reg. ХЕ95030721", "Mongol reg no
        # ЧБ80061117"; not "серия ЛС10120311"; the township letters are Burmese syllables: not "2/HbCO(N)10120")
        P(r"(?<![A-Za-z])(?i:reg(?:istry|istration)?|регистр[а-я]*|рд)\.?(?:[ \t](?i:no|number|№)\.?)?[ \t:#]{0,3}"
          r"(?P<v>[А-ЯЁӨҮ]{2}[0-9]{8})(?![\w])", "OTHER_ID", 0.85),
        P(r"(?<![\w/])(?:1[0-4]|[1-9])/(?:Ka|Kha|Ga|Nga|Sa|Hsa|Za|Nya|Ta|Hta|Da|Na|Pa|Pha|Ba|Ma|Ya|Ra|La|Wa|Tha|Ha|Ah|Oo|Ou){3}"
          r"\((?:N|E|P|Naing)\)[0-9]{6}(?![\w])", "OTHER_ID", 0.85),
        # round 52: a UK biometric residence permit, two letters and seven digits ("BRP: ZU6104257"; not "BRP 1000", a
        # vehicle)
        P(r"(?<![A-Za-z])BRP(?:[ \t](?i:no|number))?[ \t:#.]{1,3}(?P<v>[A-Z]{2}[0-9]{7})(?![\w\-])", "OTHER_ID", 0.9),
        # round 60: records of Russia, Ukraine, Belarus, Bulgaria and Serbia in Cyrillic: the case history's and the
        # outpatient card's numbers ("из истории болезни № 18734/С", "Історія хвороби № 14877", "Амб. карта № А-77412",
        # "Амб. лист №: 000387"), and after "№" a referral's, a sick-leave certificate's, an ambulance call's or a
        # staff number's, a Serbian protocol's ("Направление №: 2024-04-0118", "ЭЛН № 910187345612", "вызов № 3319",
        # "бр. протокола 7718/24"), a certificate's series and six digits or more ("Серия МН № 0418827"); four digits or
        # more, never a form's ("мед. карта 003/у", "Направление № 026/у"), an order's ("Приказ № 203н"), a meeting's
        # or a guideline's protocol, a pack's tablets ("таб. № 100") or a vaccine's series ("Серия ФК № 1123")
        P(r"(?<![\w])(?i:истори[яиі][ \t]болезни|історі[яї][ \t]хвороби|ист\.[ \t]?бол\.|амб\.[ \t]?(?:карт[аы]|лист)|"
          r"амбулаторн(?:ая|ой)[ \t]карт[аы]|амбулаторен[ \t]лист|мед\.[ \t]?карт[аы]|медицинская[ \t]карта|"
          r"медична[ \t]карта)[ \t]{0,2}(?:№|N)?[ \t:]{0,3}"
          r"(?P<v>(?:[А-ЯЁІЇЄA-Z]{1,3}-?)?[0-9]{4,10}(?:[/\-][0-9А-ЯЁІЇЄA-Z]{1,6})?)(?![\w\-]|/[а-яa-z])", "MRN", 0.85),
        P(r"(?<![\w])(?:(?i:направление|направлення|упут|элн|елн|лн|больничн(?:ый|ого)[ \t]лист(?:а)?|вызов|виклик|"
          r"табельный[ \t]номер)[ \t]{0,2}№|бр\.[ \t]протокола)"
          r"[ \t:]{0,3}(?P<v>(?:[А-ЯЁІЇЄA-Z]{1,3}-?)?[0-9]{4,14}(?:[/\-][0-9А-ЯЁІЇЄA-Z]{1,6}){0,2})(?![\w\-]|/[а-яa-z])",
          "OTHER_ID", 0.85),
        P(r"(?<![\w])Серия[ \t][А-ЯЁІЇЄ]{1,3}[ \t]?№[ \t:]{0,3}(?P<v>[0-9]{6,8})(?![\w\-])", "OTHER_ID", 0.85),
        # round 60: Vietnamese and Thai records: a citizen's identity card (CCCD, twelve digits; the older CMND, nine),
        # a social insurance number and a health insurance card ("Mã số BHXH: 2713048826", "thẻ BHYT: HT3010123456789":
        # two letters, the benefit level and twelve digits, after the card's cue; not a lot, a patent or a catalogue
        # number), a record's storage or
        # patient number ("Số lưu trữ: 24.031187", "MS BN 2240071365"), a Thai admission number ("AN 67-01183", "AN
        # 66/15422"; not "AN 100000 UNIT DOSE"), a Thai identity number in its groups ("3 5099 00481 22 7",
        # "1-1017-00214-88-3"; not a row of round counts, "2 1500 10000 25 4"), a Thai
        # doctor's licence ("ว.48213")
        P(r"(?<![\w])(?i:cccd|cmnd|căn[ \t]cước(?:[ \t]công[ \t]dân)?)(?:[ \t](?i:số))?[ \t:]{1,3}(?P<v>[0-9]{12}|[0-9]{9})"
          r"(?![\w\-])", "OTHER_ID", 0.9),
        P(r"(?<![\w])(?i:mã[ \t]số[ \t]bhxh|mã[ \t]bhxh|số[ \t]sổ[ \t]bhxh)[ \t:]{1,3}(?P<v>[0-9]{10})(?![\w\-])",
          "HEALTH_PLAN_ID", 0.9),
        P(r"(?<![\w])(?i:bhyt|thẻ)[^\n]{0,25}?(?<![\w])(?P<v>[A-Z]{2}[1-5][0-9]{12})(?![\w\-])", "HEALTH_PLAN_ID", 0.8),
        P(r"(?<![\w])(?i:số[ \t]lưu[ \t]trữ|mã[ \t]bệnh[ \t]án|số[ \t]bệnh[ \t]án|mã[ \t]số[ \t]bn|ms[ \t]bn|mã[ \t]bn|"
          r"mã[ \t]y[ \t]tế)[ \t:]{1,3}(?P<v>[0-9][0-9./\-]{4,14}[0-9])(?![\w\-])", "MRN", 0.85),
        P(r"(?<![\w])AN[ \t:]{1,3}(?P<v>[0-9]{2}[\-/]?[0-9]{4,6})(?![\w/\-])(?![ \t]{1,2}(?i:units?|mg|ml|iu|mcg)(?![a-z]))",
          "MRN", 0.8),
        P(r"(?<![\w\-])(?:[1-8][ ][0-9]{4}[ ](?![0-9]{2}000)[0-9]{5}[ ][0-9]{2}[ ][0-9]|[1-8]-[0-9]{4}-(?![0-9]{2}000)[0-9]{5}-[0-9]{2}-[0-9])"
          r"(?![\w\-])",
          "OTHER_ID", 0.85),
        P(r"(?<![\w.])ว\.[ \t]?(?P<v>[0-9]{4,6})(?![\w])", "LICENSE_NUMBER", 0.85),
        # round 60: travel, sport and sea: a passenger's cabin, a crew member's id, a booking's reference (PNR), a
        # frequent-flyer number, a yellow fever certificate (ICVP/CIVP), a seafarer's book, a doping-control sample's
        # code, a ski federation's code, a federation card, a named runner's bib ("cabin 7142", "Cabin: 9318", "crew
        # C-40917", "PNR: LXW9QP", "QFF: 1937 4426", "KE-ICVP 0047719", "CIVP ES-FA-2024-000812", "seafarer book KEN-SB
        # 118402", "Urine sample code: 4178263", "FIS code: 3427819", "Carnet AFA 1.204.771", "bib 1488"; not a deck's
        # or a seat's "cabin crew", a six-letter word after "PNR")
        P(r"(?<![\w])(?i:cabin|stateroom)(?:[ \t](?i:no\.?|number))?[ \t:#]{1,3}(?P<v>[A-Z]?-?[0-9]{3,5})(?![\w\-/.]|,[0-9])",
          "OTHER_ID", 0.8),
        P(r"(?<![\w])(?i:crew)(?:[ \t](?i:id|no\.?|number))?[ \t:#]{1,3}(?P<v>[A-Z]{1,2}-?[0-9]{4,7})(?![\w\-])",
          "OTHER_ID", 0.8),
        P(r"(?<![\w])(?:PNR|(?i:booking[ \t]ref(?:erence)?))[ \t:#]{1,3}(?P<v>(?=[A-Z]{0,5}[0-9])(?=[0-9]{0,5}[A-Z])[A-Z0-9]{6})"
          r"(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w])(?:QFF|(?i:frequent[ \t]flyer(?:[ \t](?:no\.?|number))?))[ \t:#]{1,3}(?P<v>[0-9]{4}[ ]?[0-9]{4,6})"
          r"(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w\-])[A-Z]{2}-ICVP[ \t][0-9]{5,8}(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w])(?:ICVP|CIVP)(?:[ \t](?i:(?:issued[ \t])?no\.?))?[ \t:#]{1,3}"
          r"(?P<v>[A-Z]{2}(?:-[A-Z]{2,4})?-[0-9A-Z]{1,6}(?:-[0-9A-Z]{1,8}){0,2}[0-9])(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w])(?i:seafarer(?:['’]s)?[ \t](?:discharge[ \t])?book|seaman(?:['’]s)?[ \t]book|sirb|discharge[ \t]book)"
          r"(?:[ \t](?i:no\.?))?[ \t:#]{1,3}(?P<v>[A-Z]{2,4}(?:-[A-Z]{1,3})?[ \t\-]?[0-9]{5,9})(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w])(?i:sample[ \t]code|fis[ \t]code)(?:[ \t]\([A-Z]{2,4}\))?[ \t:]{1,3}(?P<v>[A-Z]?[0-9]{6,8})(?![\w\-])",
          "OTHER_ID", 0.85),
        P(r"(?<![\w])(?i:carnet|tessera)[ \t][A-Z]{2,6}[ \t](?P<v>[0-9]{1,3}(?:\.[0-9]{3}){1,2}|[0-9]{6,9})(?![\w\-])",
          "OTHER_ID", 0.85),
        P(r"(?<![\w])(?i:bib)(?:[ \t](?i:no\.?)|[ \t]?#)?[ \t:]{1,2}(?P<v>[0-9]{2,6})(?![\w\-.])", "OTHER_ID", 0.75),
        # round 60: a Bulgarian personal number with its holder between ("ЕГН на пациента: 6402284417"), a Bulgarian
        # doctor's unique number ("УИН на лекаря: 1600002147"), an employer's or a practice's register number (Bulgarian
        # ЕИК and practice registration, Russian ОГРН, Ukrainian ЄДРПОУ, Romanian CUI: "ЕИК 123618845", "ЄДРПОУ 41872365",
        # "CUI RO 14420985", "Рег. № ЛЗ: 2431211087"), a Belarusian identification number ("Идентификационный номер:
        # 4110132A027PB5"), a compulsory medical insurance policy ("Полис ОМС 0250 8900 4471 1188")
        P(r"(?<![\w])(?i:егн|egn)[ \t]на[ \t](?i:пациента|лицето|детето|майката)[ \t:]{1,3}(?P<v>[0-9]{10})(?![\w\-])",
          "OTHER_ID", 0.9),
        P(r"(?<![\w])(?i:уин)(?:[ \t]на[ \t](?i:лекаря))?[ \t:]{1,3}(?P<v>[0-9]{10})(?![\w\-])", "LICENSE_NUMBER", 0.9),
        P(r"(?<![\w])(?:ЕИК|Булстат|БУЛСТАТ|ОГРН|ОГРНИП|ЄДРПОУ|ЕДРПОУ|CUI(?:[ \t](?i:unitate))?|(?i:рег)\.[ \t]?№"
          r"(?:[ \t]на[ \t]практиката|[ \t]ЛЗ)?)[ \t:]{1,3}(?:RO[ \t]?)?(?P<v>[0-9]{8,13})(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w])(?i:идентификационный[ \t]номер|ідентифікаційний[ \t]номер|личный[ \t]номер)[ \t:]{1,3}"
          r"(?P<v>(?=[0-9A-Z]{14}(?![\w]))[0-9]{7}[A-Z][0-9]{3}[A-Z]{2}[0-9]|[0-9]{10,14})(?![\w\-])", "OTHER_ID", 0.9),
        P(r"(?<![\w])(?i:полис[ \t]омс|полис|омс)(?:[ \t]\([^)\n]{1,30}\))?[ \t:]{0,3}(?:№[ \t]?)?"
          r"(?P<v>[0-9]{4}[ \t][0-9]{4}[ \t][0-9]{4}[ \t][0-9]{4}|[0-9]{16})(?![\w\-])", "HEALTH_PLAN_ID", 0.9),
        # round 52: identity papers of Eastern Europe and the former Soviet Union: a passport with its country's code
        # ("paszport BY: MP3948271", "Pasaport MD: B02381947", "Pass FK 204917"), a Romanian identity card's series
        # ("CI XT 418225", "carte de identitate seria AG 582914"; not a confidence interval, whose values are
        # numbers), a series in
        # Cyrillic capitals ("Military ID: АА 417733"), a Soviet-style certificate or passport with its Roman numeral
        # ("I-ЖР 604218", "II-ЖС 118640"), a German electronic residence permit ("eAT Y2F1K0L7M"), an Italian code for
        # foreigners without a residence permit or EU card ("STP1200119000473", "ENI1500110003321"), a UK settlement
        # share code ("share code on file: W7K 4NP 2RC")
        P(r"(?<![A-Za-z])(?i:passport|pass|pasaport|paşaport|pașaport|paszport|reisepass|паспорт|pasport)[ \t]{1,2}"
          # (digits alone only after the country's code: "PASS 1000000 events" is a count)
          r"(?:(?:\((?-i:[A-Z]{2})\)|(?-i:[A-Z]{2,3}))[ \t]{0,2}:[ \t]{0,3}|(?=[A-Z]))(?P<v>[A-Z]{0,2}[ ]?[0-9]{6,9})"
          r"(?![\w\-])",
          "OTHER_ID", 0.85),
        # round 55: a Russian passport's series and number in digits ("PASSPORT 75 4418209", "passport 4506 123456")
        P(r"(?<![A-Za-z])(?i:passport|паспорт)(?:[ \t](?i:no\.?|number|№))?[ \t:#]{1,3}"
          r"(?![0-9]{2}[ ]?[0-9]{0,4}0000(?![0-9]))"  # (not a count, "Passport: 12 1000000 (applications per year)")
          r"(?P<v>[0-9]{2}[ ][0-9]{7}|[0-9]{2}[ ]?[0-9]{2}[ ][0-9]{6})(?![\w\-])(?![ \t]{1,2}[a-z])", "OTHER_ID", 0.85),
        # (a series alone is a vaccine's batch as often: "seria FK 561802")
        P(r"(?<![\w.])(?:CI|C\.I\.|(?i:carte[ \t]de[ \t]identitate|buletin(?:ul)?))(?:[ \t](?i:seria|serie))?[ \t:]{1,3}"
          r"(?P<v>[A-Z]{2}[ ]?(?:(?i:nr)\.?[ ]?)?[0-9]{6})(?![\w\-])", "OTHER_ID", 0.85),
        # (Cyrillic letters and six digits are a receipt's, a batch's or a drug registration's as often: behind a
        # document's cue only, or with the Soviet series' Roman numeral)
        P(r"(?<![\w\-])[IVX]{1,4}-[А-ЯЁІЇЄҐ]{2}[ \t]?(?:№[ \t]?)?[0-9]{6}(?![\w\-])", "OTHER_ID", 0.8),
        P(r"(?<![\w])(?i:id|passport|pass|паспорт|military[ \t]id|birth[ \t]certificate|свідоцтво|свидетельство|"
          r"військовий[ \t]квиток|военный[ \t]билет)[ \t:#.]{1,3}(?:(?i:no|№)\.?[ \t]?)?"
          r"(?P<v>[А-ЯЁІЇЄҐ]{2}[ \t]?(?:№[ \t]?)?[0-9]{6})(?![\w\-])", "OTHER_ID", 0.82),
        P(r"(?<![A-Za-z])eAT[ \t:]{1,3}(?P<v>[A-Z0-9]{9})(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w\-])(?:STP|ENI)(?!0{13})[0-9]{13}(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![A-Za-z])(?i:share[ \t]code)(?:[ \t]{1,2}(?i:on[ \t]file|is))?[ \t:]{1,3}"
          r"(?P<v>[A-Z0-9]{3}[ \t]?[A-Z0-9]{3}[ \t]?[A-Z0-9]{3})(?![\w\-])", "OTHER_ID", 0.95),
        # ... a Korean resident or alien registration number: the birth date, a dash, a sex digit and six more
        # ("ARC (외국인등록번호): 930214-5871236")
        P(r"(?<![\w\-])[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-[1-8][0-9]{6}(?![\w\-])", "OTHER_ID", 0.8),
        # round 50: an Egyptian national number: century digit, birth date, governorate, serial and check digit
        # ("28703120104557"), within a line of its cue: not a lot, batch or catalogue number of the same shape
        P(r"(?i:(?<![a-z])(?:egyptian|egypt|national[ \t]id|nid|raqam[ \t]qawmi))[^\n0-9]{0,40}"
          r"(?P<v>[23][0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])(?:0[1-4]|1[1-9]|2[1-9]|3[1-5]|88)"
          r"[0-9]{5})(?![\w\-/]|\.[0-9])", "OTHER_ID", 0.8),
        # a VA Integration Control Number: ten digits, V, six digits ("ICN 1012887436V552019")
        P(r"(?<![A-Za-z0-9])\d{10}V\d{6}(?![A-Za-z0-9])", "OTHER_ID", 0.85),
        # any word with a number sign or "no." before an id-shaped value ("PA approved #PA-25-1047762", "Consult #:
        # 662-CC-24-19874", "educator no. NE-5527", "lab no. MGL-25-00318"): whatever the record, the sign says it is
        # a number of one; not a room, bed, lot, page, phone or product number (``_NOT_ID_CUES``)
        # (the cheap lookahead first: the list of excluded words is only tried before a number sign)
        # (round 34: also "No:", "ANC No: CCH/ANC/0456/23"; "No" in capitals without its dot only before a register's
        # value with a slash or a dash, "Household No GB/SGT/07/0542", not "Seizures No 12345")
        # (round 47: "nº", "n.º", "nr." as Portuguese, Romanian and Polish write it: "GOP nº GOP/24/5521", "NF-e nº
        # 000184221", "cerere nr. BR-2024-0391")
        # (round 69: after a word with accents too, and "n°", "nro", "nr" and "n." as French, Italian, Spanish and
        # Nordic records write it: "prélèvement n° L24-0409-5531", "verbale PS n. 24-PS-011920", "Demande n°
        # CRDS13-2024-0067731")
        P(rf"(?<![^\W_])(?=[^\W\d_][^\W\d_\-]{{1,14}}(?:[ \t]?\#|[ \t]{{1,2}}(?:(?i:no\.|nr\.|number)|n\.?º|[Nn]o:|No\b|NO\b|"
          r"[Nn]°|[Nn]ro\.?|nr(?=[ \t:])|[Nn]\.(?=[ \t]))))"
          rf"(?!{_NOT_ID_CUES}(?![A-Za-z]))[^\W\d_][^\W\d_\-]{{1,14}}"
          rf"(?:[ \t]?\#|[ \t]{{1,2}}(?:(?i:no\.|nr\.|number)|n\.?º|[Nn]°|[Nn]ro\.?|nr(?=[ \t:])|[Nn]\.(?=[ \t])|"
          rf"(?:[Nn]o:|No|NO)(?=[ \t]{{0,2}}[A-Z0-9]+[/\-]"
          r"(?![0-9]{1,2}(?![0-9/\-])|(?:19|20)[0-9]{2}(?![0-9/\-])))))"
          r"[ \t]{0,2}:?[ \t]{0,2}"
          r"(?!\+?1?[ \t.\-]?\(?[0-9]{3}\)?[ \t.\-]?[0-9]{3}[ \t.\-][0-9]{4}(?![0-9]))"  # (a phone: "new # 208-555-0142")
          rf"{_CUED_NUMBER}(?![A-Za-z0-9])",
          "OTHER_ID", 0.85),
        # round 33: the same after any word and "no", "no:" or "(no.", a value in spaced or dashed digit groups, maybe
        # a letter before or after ("WP No. 0 44718823", "Practice no. 0488 812 1", "Form serial no. A 4417339",
        # "Claim Series No.: 240918 0000 4417 12", "NHIA enrolment (no. 2207-4418-09)", "Regn No. 4471/B"); not a
        # phone's, a room's or a place's number (``_NOT_GROUPED_ID_CUES``)
        P(rf"(?<![A-Za-z0-9])(?=[A-Za-z][A-Za-z\-]{{1,14}}[ \t]{{1,2}}\(?(?:[Nn]o[.:]|No\b|NO\b|(?i:nr\.|number)|\#))"
          rf"(?!{_NOT_GROUPED_ID_CUES}(?![A-Za-z]))[A-Za-z][A-Za-z\-]{{1,14}}[ \t]{{1,2}}\(?(?:[Nn]o[.:]|No\b|NO\b|(?i:nr\.|number)|\#)"
          rf"[ \t]{{0,2}}:?[ \t]{{0,2}}{_GROUPED_ID}", "OTHER_ID", 0.7, check=_grouped_id_ok),
        # round 48: a register's number after a word and a bare "no" or a French "n°" ("form no MPDSR/EJ/017/09",
        # "ward no KCH/NN/24/1877", "Ref. no SAMU/2024/12/0331"): letters first, then groups after slashes or dashes,
        # four digits or more; a ward's, a case's or a card's too
        P(rf"(?<![A-Za-z0-9])(?!{_NOT_REGISTER_CUES}(?![A-Za-z]))[A-Za-z][A-Za-z\-.]{{1,14}}[ \t]{{1,2}}(?:no|n°|N°)\.?"
          r"[ \t]{0,2}:?[ \t]{0,2}(?!(?:ISO|EU|EC|IEC|EN|BS|ANSI|WHO|NICE|CG|NG)[/\- ])"
          r"(?P<v>(?=(?:[A-Z/\-]{0,20}[0-9]){4})[A-Z]{1,8}(?:[/\-][A-Z0-9]{1,8}){1,4})(?![\w/\-])",
          "OTHER_ID", 0.8),
        # a police or court case's number with its month and year ("CAS 388/10/2024", "CR 417/09/2024"), or with its
        # year alone after a case's word ("FPS case: EMP 1120/2024"); not a standard's or an act's number and year
        # ("ISO 9001/2015", "MHCA 17/2002")
        P(r"(?<![A-Za-z0-9/])(?P<v>[A-Z]{2,5}[ ](?:[0-9]{3,6}|1[3-9]|[2-9][0-9])/(?:0?[1-9]|1[0-2])/(?:19|20)[0-9]{2})"
          r"(?![0-9/])", "OTHER_ID", 0.8),
        P(r"(?<![a-z])(?i:case|cas|saps|police|inquest|docket|court|mortuary)[ \t:#.]{1,6}(?:(?i:no|number)\.?[ \t:]{1,3})?"
          r"(?P<v>[A-Z]{2,5}[ ][0-9]{2,6}/(?:19|20)[0-9]{2})(?![0-9/])", "OTHER_ID", 0.8),
        # round 65: a farm's and its animals' numbers: a holding's (CPH "66/412/0037", a herd or flock mark, a Swedish
        # production place), a UK sheep's or cow's ear tag ("UK0547821 00312", "UK0 547821"), a Swedish animal's
        # ("SE 048817-0871-3")
        # round 69: French, Luxembourg, Spanish, Italian and Nordic numbers by their own names (a facility's
        # FINESS, a doctor's AM, RPPS, ADELI or regional code, Luxembourg's CCSS, a Spanish NIE, CIPA, NUSS, NUHSA,
        # CIAS and sick-leave part, an Italian insured's number, matricola, NRE and access code, a Finnish Kela card
        # and prescription, a Swedish workplace and prescriber code, an interpreter's number, a Norwegian HPR; the NIE
        # with its colon only: "nie" is Polish for "not")
        labelled(("finess", "n° finess", "n° am", "rpps", "n° rpps", "adeli", "ccss", "n° ccss", "nie:", "dni/nie",
                  "cipa", "nuss", "nuhsa", "cias", "código de parte", "codigo de parte", "n. assicurato",
                  "numero assicurato", "matricola", "matr.", "nre", "codice regionale medico", "codice accesso",
                  "codice ditta", "nº afiliación", "núm. afiliat", "kela-kortin nro", "rekisteröintinumero",
                  "reseptitunnus", "arbetsplatskod", "förskrivarkod", "tolknr", "tolk-id", "hpr", "hpr-nr",
                  "code médecin", "n° d'identification employeur", "cód. intérprete", "pasaporte nº"), "OTHER_ID", 0.85),
        # round 70: Portuguese, Brazilian, Lusophone African, Turkish, Greek and Romanian numbers by their own names (a
        # hospital's process, episode and record, a prescription's access codes, a doctor's vignette and staff number,
        # a facility's CNES, a health plan's guide and password, a civil registry's, a Turkish protocol, file and
        # registry, a Greek identity card, a Romanian stamp code, tax code, observation sheet and health card)
        labelled(("proc.", "processo", "episódio", "episodio", "ep.", "niss", "cartão de cidadão", "cartao de cidadao",
                  "vinheta", "n.º mecanográfico", "nº mecanográfico", "mecanográfico", "ref.ª interna", "ref.ª",
                  "código do local", "código de acesso e dispensa", "código de direito de opção", "cód.", "b.i.",
                  "b.i. do pai", "b.i. da mãe", "bi/cni n.º", "cni", "cnes", "código cnes", "código (cnes)", "pront",
                  "pront.", "prontuário", "prontuário de origem", "rg", "rg nº", "rqe", "mat.", "matrícula",
                  "nis resp.", "guia", "senha", "atendimento", "acesso pacs", "protocolo", "registro",
                  "cartão de eleitor", "passaporte", "passaporte n.º", "viatura", "viatura matrícula", "oma n.º",
                  "n.º série", "tc", "t.c.", "ykn", "dosya", "sicil", "protokol", "prot", "bildirim no", "örnek no",
                  "rapor kod", "dip. tescil", "yabancı no", "αδτ", "κωδ.", "αμκα ιατρού", "π.α.α.υ.π.α.",
                  "parafă și cod", "cod parafă", "cui", "cui/cif", "cui angajator", "fo nr", "fo nr.",
                  "nr. marcă salariat", "act identitate primitor", "card național de sănătate", "legitimație",
                  "cnp străin", "cod siui internare", "cod siui"), "OTHER_ID", 0.85),
        # round 71: Hungarian, Czech, Slovak, Baltic, Indonesian, Malaysian and Filipino numbers by their own names (a
        # company's and a provider's IČO and IČP, a call-out's, a sample's, a decision's, a personal and a variable
        # symbol's, a prescription's, a consignment's, an identity card's, a doctor's in Latvia, an Indonesian civil
        # servant's NIP, a referral's, a record's as its systems log it, a Malaysian lab's, panel's, police report's
        # and identity card's, a Philippine alien card's and a dependant's PIN)
        labelled(("ičo", "ičp", "ič", "č. hosp.", "č. hosp", "c. hosp", "č. výjezdu", "výjezd", "výjezdu", "v. č.",
                  "os. č.", "ev. č.", "var. symbol", "zázn.", "vzorek", "vzorku", "číslo pn", "cislo pn", "doklad",
                  "číslo rozhodnutí", "minta:", "recept", "fuvarlevél", "működési eng.", "szem. ig.", "utalvány",
                  "mėginiai", "mėginys", "proov", "juhtum", "saatekiri", "ārsta id", "arsti kood", "nip", "kode",
                  "kode verifikasi", "nomor", "no. rujukan", "norujukan", "ruj. kami", "ruj. tuan",
                  "no_rm", "no_resep", "nokartu", "ppkpelayanan", "no. kes berkait", "no. kes", "no. repot",
                  "no. makmal", "no. panel", "no. kad pengenalan", "kad pengenalan", "acr i-card", "pin of dependent",
                  "pin of member"), "OTHER_ID", 0.85),
        # round 72: Croatian, Serbian, Bosnian, Montenegrin, Slovene, Macedonian and Bulgarian numbers by their own
        # names (personal, tax, insurance and health-card numbers, a doctor's code and stamp, a referral's, a case
        # history's, a prescription's, an identity card's, an employer's register number)
        # (not the Latin "LBO", an English buyout's and a Holter's: "LBO 450000000", "LBO: 12450 beats")
        labelled(("oib", "mbo", "jmbg", "embg", "emšo", "emso", "ezbo", "zzzs", "zzzs št.", "št. zzzs", "kzz",
                  "pib", "matični br.", "maticni br.", "matični broj", "faksimil", "šifra ljekara", "šifra liječnika",
                  "šifra lekara", "br. zdr. iskaznice", "br. zdr. knjižice", "broj zdravstvene iskaznice",
                  "broj uputnice", "br. uputnice", "br. uputa", "br. povijesti bolesti", "br. pov.", "ist. bol.",
                  "broj istorije bolesti", "št. zdravnika", "id recepta", "številka napotnice", "lk br.",
                  "br. osiguranika", "broj osiguranika", "nalog br", "obdukcijski nalaz br.",
                  "јмбг", "ембг", "егн", "лнч", "лбо", "езбо", "уин", "рзи номер", "нрн", "бр. здр. књижице",
                  "број историје болести", "матичен број на историја", "из №", "лична карта №", "акт за смърт №",
                  "шифра на лекар", "рецептурна книжка №", "амбулаторен лист №", "направление №"), "OTHER_ID", 0.85),
        # (a Bulgarian or Serbian case history's letters before its number, "ИЗ № 4821/2024", "ИЗ 2187/24")
        P(r"(?<![\w])ИЗ[ \t]{1,2}(?:№[ \t]{0,2})?(?P<v>[0-9]{3,6}/[0-9]{2,4})(?![\w/])", "OTHER_ID", 0.85),
        # (an Indonesian licence's or official letter's number, slashes between its parts: "SIP: 503/2281/SIP-DU/
        # DPMPTSP/2022", "Nomor: 474.3/0217/PKM-OSP/VII/2024", "SIPA: 19850612/SIPA_13.71/2023/2.104")
        P(r"(?<![\w])(?:SIPA?|SIPB|SIK|SIKP|STR|Nomor|NOMOR|No\.[ \t]Surat|Izin[ \t]Operasional[ \t]No\.?)[ \t]{0,2}[.:]?"
          r"[ \t]{0,24}(?P<v>(?=[^\s/]{0,24}[0-9])[0-9A-Z][0-9A-Za-z.\-_]{0,24}(?:/[0-9A-Za-z][0-9A-Za-z.\-_]{0,20}){2,7})"
          r"(?![\w/])", "OTHER_ID", 0.85),
        # (a Philippine PhilHealth number: "12-345678901-2"; a PRC licence's seven digits after its board's name)
        P(r"(?<![\w\-/.])[0-9]{2}-[0-9]{9}-[0-9](?![\w\-]|[/.][0-9])", "HEALTH_PLAN_ID", 0.85),
        labelled(("prc", "prc no.", "prc lic.", "prc license no.", "prc lic. no."), "LICENSE_NUMBER", 0.85,
                 value=r"(?P<v>[0-9]{7})"),
        # (a Brazilian council's registration after its state: "CRM-GO 8.841", "COREN-RS 455.902-TE", "CRF-MG 19.227")
        P(rf"(?<![\w\-])(?:CRM|COREN|CRF|CRO|CREFITO|CRP|CRN|CRBM|CRFa|CREFONO)[\- ]?(?:{BR_STATES})[ \t]{{1,2}}"
          r"(?:n[º°.][ \t]?)?"
          r"(?P<v>[0-9]{1,3}(?:\.[0-9]{3})+(?:-[A-Z]{1,4})?|[0-9]{3,7}(?:-[A-Z0-9]{1,4})?)(?![\w\-]|\.[0-9])", "OTHER_ID", 0.85),
        labelled(("cph", "cph no", "holding no", "holding number", "flock mark", "herd mark", "flock/herd mark",
                  "herd no", "herd number", "flock number", "flock no", "produktionsplatsnr", "production place"),
                 "OTHER_ID", 0.85,
                 # (a holding's shape, not a count: "Herd number: 180 dairy cows")
                 value=r"(?P<v>[0-9]{2}/[0-9]{3}/[0-9]{4}|(?:UK|SE|IE|DK|NO|FI)[\- ]?[0-9]{6,7}|UK[0-9] [0-9]{6})"),
        # (the whole tag, or a flock mark with its country's digit: not a count, "UK 6700000 adults")
        P(r"(?<![A-Za-z0-9])(?:UK ?[0-9] ?[0-9]{6} ?[0-9]{5}|UK[0-9] [0-9]{6})(?![0-9])", "OTHER_ID", 0.85),
        P(r"(?<![A-Za-z0-9])SE [0-9]{6}-[0-9]{4}-[0-9](?![0-9])", "OTHER_ID", 0.85),
        # round 73: shapes of the Cyrillic-writing countries' numbers that nothing else has: a Belarusian identification
        # number ("3171079M024PB7"), a Ukrainian register entry (УНЗР, the birth date and five digits, "19870722-04518"),
        # a Ukrainian e-prescription's, referral's or declaration's code, three or four groups of four capitals and
        # digits ("3HK7-9AP2-M1X5-E40T", "0001-8КТ3-Р7Х2"; three only with a Cyrillic letter, not a device maker's
        # "0123-CE01-MDR2"), four groups of digits alone ("2401-0875-3321-9914"; not three, a phone's "0813-3172-0459",
        # nor a row of years, "2019-2020-2021"), a sample's, a certificate's or a batch's Cyrillic prefix and digits
        # ("М-24-08817", "ТП-24-19327", "посев Б-41207"), a sick-leave certificate's number ("с/л 0117442")
        P(r"(?<![\w\-])[0-9]{7}[A-Z][0-9]{3}[A-Z]{2}[0-9](?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w\-])(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-[0-9]{5}(?![\w\-])", "OTHER_ID", 0.85),
        P(r"(?<![\w\-])(?!(?:(?:19|20)[0-9]{2}-?){3})(?=(?:[^0-9\s]*[0-9]){4})"
          r"(?:(?=[0-9A-Z\-]{0,13}[А-ЯЁІЇЄ])[0-9A-ZА-ЯЁІЇЄ]{4}(?:-[0-9A-ZА-ЯЁІЇЄ]{4}){2,3}"
          r"|(?=[0-9\-]{0,18}[A-Z])[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}|[0-9]{4}(?:-[0-9]{4}){3})(?![\w\-])",
          "OTHER_ID", 0.8),
        P(r"(?<![\w\-])[А-ЯЁІЇЄ]{1,5}(?:-[А-ЯЁІЇЄ]{2,3})?-(?:[0-9]{2,4}-)?[0-9]{4,9}(?![\w\-]|[.,][0-9])", "OTHER_ID", 0.8),
        P(r"(?<![\w/])с/л[ \t]{1,2}(?P<v>[0-9]{6,10})(?![\w\-])", "OTHER_ID", 0.85),
        # UUIDs
        P(r"(?<![0-9A-Fa-f\-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
          r"(?![0-9A-Fa-f\-])", "OTHER_ID", 0.8),
    )


    def validate(self, value: str) -> bool:
        # (not a NICE guideline's number after the cue: "LOWER GI CANCER REFERRAL (NG12)")
        return (super().validate(value) or _ALIAS_VALUE.fullmatch(value) is not None) and (
            _NICE_GUIDELINE.fullmatch(value) is None)

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _BADGE_AFTER_SURNAME, _GLUED_FIELD_ID, _FOREIGN_ID_FIELD, _NUMBER_WORD_FIELD,
                _NUMERO_ID, _COLLAR_NUMBER, _FIELD_ID]

    def analyze(self, doc: Doc) -> list[Span]:
        # "LOT 68317204, REF 0580-1-441": on an implant or kit label REF is the catalogue number, not a reference
        text = doc.text
        out = [s for s in super().analyze(doc)
               if not (_REF_CUE_BEFORE.search(doc.before(s.start, 10)) and (
                   _PRODUCT_CUE.search(doc.before(s.start, 45)) or _PRODUCT_CUE_AFTER.match(text, s.end)))
               and not _AMOUNT_AFTER.match(text, s.end)
               and not (_RANGE_VALUE.fullmatch(text, s.start, s.end) and _REF_RANGE_BEFORE.search(doc.before(s.start, 18)))
               and not _ICD10_CODE.fullmatch(text, s.start, s.end)
               and not (_SMALL_RANGE.fullmatch(text, s.start, s.end) and _PLURAL_BEFORE.search(doc.before(s.start, 14)))
               and not _STUDY_APPROVAL_BEFORE.search(doc.before(s.start, 24))]
        out += self._field_ids(doc)
        out += [Span(*m.span("v"), "OTHER_ID", self.name, 0.8) for m in doc.finditer(_FOREIGN_ID_FIELD)
                if _foreign_id_field_ok(m)]
        if any(k in text for k in _NUMBER_WORD_KEYS):
            out += [Span(*m.span("v"), "OTHER_ID", self.name, 0.8) for m in doc.finditer(_NUMBER_WORD_FIELD)
                    if _number_word_field_ok(m)]
        if "#" in text:
            out += self._badges_after_names(doc)
        out += [Span(*m.span("pre" if m.group("pre") else "post"), "OTHER_ID", self.name, 0.8)
                for m in doc.finditer(_COLLAR_NUMBER) if _collar_named(m)]
        if "№" in text:
            out += _numero_ids(doc)
        # a list after one cue: "Dispensed kit 55812199 + 55812203", "vial IDs V-310877, V-310878": the next values
        # have the first one's shape (its letters, as many digits)
        more: list[Span] = []
        for s in out:
            first = doc.text[s.start : s.end]
            if sum(c.isdigit() for c in first) < 4:
                continue
            shape = _id_shape(first)
            end = s.end
            while (m := _LIST_NEXT.match(doc.text, end)) is not None and _id_shape(m.group("v")) == shape:
                more.append(Span(m.start("v"), m.end("v"), s.label, self.name, s.score))
                end = m.end("v")
        return out + more

    def _badges_after_names(self, doc: Doc) -> list[Span]:
        """Round 46: an officer's or a guard's badge number after the surname ("SGT. ADEBAYO OKONKWO #4471", "OFCS
        DELGADO, PATEL #4519", "AGENTS: TREMBLAY #5521"): a listed surname, no common word or drug, before the number
        sign (not "Bed #1204", "Percocet #120")."""
        lex = lexicons.get()
        out = []
        for m in doc.finditer(_BADGE_AFTER_SURNAME):
            name = m.group("n")
            key = name.lower()
            if lex.common.get(key, 0.0) >= 3.5 or key in _CATALOGUE_BEFORE_NUMBER or key not in lex.last or is_drug(key):
                continue
            # (a surname in a log's capitals, or an officer's or a guard's cue on the line: not "Vial #1203", "Norco #120")
            # (round 81: or on the line before, a list of officers going on: "Officers Nakamura #7734 and\nGutierrez #8102")
            line = doc.line_start(m.start())
            if name.isupper() or _OFFICER_CUE.search(doc.text, doc.line_start(max(0, line - 1)), m.start()):
                out.append(Span(*m.span("v"), "OTHER_ID", self.name, 0.7))
        return out

    def _field_ids(self, doc: Doc) -> list[Span]:
        """Round 45: a form's field whose label ends in a number word, in any language, a colon, then a value shaped
        like a record's number ("BAMF Aktenzeichen: 8934521-475", "Aufn.-Zahl: 24/001876", "OLVG patient no.
        (ZIS): 7034418", "Passport UA: FE481726"); not a phone's, a room's or a product's field."""
        out: list[Span] = []
        low = doc.lower
        glued = "nr" in low or "numm" in low or "numer" in low
        if ":" not in doc.text and "nr." not in low and not glued:
            return out
        matches = list(doc.finditer(_FIELD_ID))
        if glued:
            plain = TakenSpans([Span(*m.span("v"), "OTHER_ID", self.name, 0.7) for m in matches])
            # (the label, or the word before a bare "nr", names no product's or tariff's number: "Pozwolenie nr ...")
            matches += [m for m in doc.finditer(_GLUED_FIELD_ID)
                        if not _GLUED_NOT_ID.search(m.group("w")) and not plain.overlaps(*m.span("v")) and not (
                            _GLUED_NOT_ID.search(doc.text, max(0, m.start() - 16), m.start()) and
                            m.group("w")[:2].lower() == "nr")]
        for m in matches:
            a, b = m.span("v")
            if len(_FIELD_DIGITS.findall(m.group("v"))) < 5 or not self.validate(m.group("v")):
                continue
            if _NOT_FIELD_ID_BEFORE.search(doc.text, max(doc.line_start(a), m.start() - 24), m.start("w")) or (
                    _STUDY_APPROVAL_BEFORE.search(doc.before(a, 24))):
                continue  # "Tel no: 0161 ...", "Room no.: 12-0441", "Lot no: 44180-2", "IRAS project ID: 327715"
            # (round 46: above a protocol's or a compound's reading of a letter-coded value when the label names no
            # study, "Query no.: CQ-24-0781", "Internal matter no.: LIT-2024-0442"; not "Protocol no.: KRX-2209-301")
            label = doc.text[max(doc.line_start(a), m.start() - 40) : m.start("w")]
            coded = _CODE_SHAPED.match(m.group("v")) is not None and not _STUDY_LABEL.search(label) and not (
                _STUDY_LABEL.match(m.group("v")))  # (nor a study's own code: "STUDY-2019-374")
            out.append(Span(a, b, "OTHER_ID", self.name, 0.9 if coded else 0.7))  # (else below every cued reading)
        return out


_CODE_SHAPED = re.compile(r"[A-Z]{1,6}-[0-9]")
_STUDY_LABEL = re.compile(r"(?i)(?<![a-z])(?:protoco[l1]|study|trial|compound|drug|product|amendment|sop|document|doc|form|"
                          r"template|version|irb|ethics|rec|eudract|ind|ide|nct|investigational|sponsor|asset|molecule|"
                          # (a quality system's documents: "Guideline no.: CG-24-0102", "Deviation no.: DV-24-0781")
                          r"guideline|procedure|deviation|capa|audit|standard|method|specification|spec|validation|"
                          r"equipment|instrument|calibration|contract|grant|project|revision|change|policy|manual)"
                          r"(?![a-z])")
_OFFICER_CUE = re.compile(r"(?i)(?<![a-z])(?:officers?|ofc|ofcs|sgt|sergeant|pc|dc|cst|constable|det|agent|agents|guard|"
                          r"security|badge|collar|trooper|deputy|marshal|police)(?![a-z])")
# round 81: a police officer's collar or shoulder number beside the rank and name ("PC A. MORRISON D4417", "Sgt Karen
# DUNCAN D1187", "PC R. SINGH-GILL D5068") or between them, as the Met writes it ("PC 2841WW MORRISON", "PS 49WW")
_COLLAR_NUMBER = re.compile(
    r"(?<![\w'’\-])(?:PC|PS|DC|DS|WPC|Sgt|SGT|Sergeant|Insp|INSP|Inspector|Cst|Const|Constable)\.?[ \t]{1,2}"
    r"(?:(?P<pre>[0-9]{2,5}[A-Z]{1,3})(?=[ \t]{1,2}[A-Z])"
    r"|(?:[A-Z]\.[ \t]{1,2}|[A-Z][a-z'’\-]{1,20}[ \t]{1,2}){0,2}[A-Z][A-Za-z'’]{1,24}(?:-[A-Z][A-Za-z'’]{1,20})?[ \t]{1,2}"
    r"(?P<post>[A-Z]{1,2}[0-9]{3,5}))(?![\w\-/])")


def _collar_named(m: re.Match[str]) -> bool:
    """A collar number after a person's name: an initial or a given name before the surname, or the surname in
    capitals (not "DC Comics D1234")."""
    if m.group("pre"):
        return True
    words = m.group(0).split()[1:-1]
    return len(words) >= 2 or (len(words) == 1 and len(words[0]) > 1 and words[0].isupper())


_BADGE_AFTER_SURNAME = re.compile(r"(?<![\w'’\-])(?P<n>[A-Z][A-Za-z'’\-]{2,20})[ \t]?#[ \t]?(?P<v>[0-9]{3,5})(?![\w\-/:]|\.[0-9])")
# a catalogue's or a code system's entry, not a badge ("OMIM #192500", "PMID #31234")
_CATALOGUE_BEFORE_NUMBER = frozenset("omim mim pmid pubmed icd cpt hcpcs snomed loinc ndc doi orpha orphanet hgnc clinvar "
                                     "dbsnp nct ref rev ver version model cat lot item part page form".split())
# "Specimens 10-14 sent", "slides 3-5": a range of a list's items, not an id
_SMALL_RANGE = re.compile(r"[0-9]{1,3}[\-–][0-9]{1,3}")
_PLURAL_BEFORE = re.compile(r"[a-z]{3}s[ \t:#]{1,3}\Z")
_ALIAS_VALUE = re.compile(r"[A-Z]{5,12}-[0-9]{1,2}")  # a trauma alias: "KESTREL-7"


def _id_shape(value: str) -> str:
    """An id's letters and separators kept, each digit read as 9: "V-310877" -> "V-999999"."""
    return re.sub(r"[0-9]", "9", value)


_LIST_NEXT = re.compile(r"[ \t]{0,2}(?:\+|,|&|and|/)[ \t]{0,2}(?P<v>[A-Za-z0-9][A-Za-z0-9\-]{2,24})(?![\w\-]|[/.][0-9])")


_REF_CUE_BEFORE = re.compile(r"(?<![a-z])ref[ \t]{0,2}[:#.]?[ \t]{0,2}$")
# "Ref 250 mg", "reference 12345 mg": an amount, not a number (a dose or lab unit right after the value)
_AMOUNT_AFTER = re.compile(r"[ \t]?" + UNIT + r"(?![A-Za-z0-9])")
# "Na 138 (ref: 135-145)", "K 4.1 (reference range 3.5-5.0)": a laboratory reference range
_RANGE_VALUE = re.compile(r"[0-9]{1,4}(?:\.[0-9]{1,3})?[ \t]?[-–][ \t]?[0-9]{1,4}(?:\.[0-9]{1,3})?")
_REF_RANGE_BEFORE = re.compile(r"(?i)(?<![a-z])(?:ref|reference|normal)(?:[ \t]{1,2}(?:range|interval|value))?"
                               r"[ \t]{0,2}[:#.=]?[ \t]{0,2}$")
_PRODUCT_CUE = re.compile(r"(?<![a-z])(?:lot|batch|size|cat|catalog|catalogue|model|sn|s/n|serial)(?![a-z])")
# ... or the label's serial or lot right after the REF value: "REF 42-5122-070-10   SN 2511-03341"
_PRODUCT_CUE_AFTER = re.compile(r"[ \t,;]{1,4}(?:LOT|Lot|SN|S/N|SERIAL|Serial)(?![A-Za-z])")


# a system login after its cue: "Site user ksvensson", "export run 04/29/2024 by asteinsdottir", "erstellt von
# j.piotrowska", "Teams: ytanabe-russo"; the value is lower case, 4-24 characters, and (unless it has a digit or
# a separator) no English word ("by mouth", "changed by pharmacy")
_LOGIN_END = r"(?![\w@]|[.\-][a-z0-9]|-)"
_LOGIN = r"(?P<v>[a-z][a-z0-9]{0,23}(?:[._\-][a-z0-9]{1,20}){0,2})" + _LOGIN_END
# a quantity's unit after a number: "user 20000 mg" is an amount
_NUMBER_UNIT_AFTER = r"[ \t]{0,2}(?i:units?|u|iu|mg|mcg|g|ml|l|%|cells|copies|/|per|overnight|times|x)(?![a-z])"
_USER_CUE_RE = re.compile(
    r"(?i:(?<![a-z])(?:(?:site|edc|system|portal|ehr|epic|rave)[ \t]user|user(?:name|[ \t]id)?|login|log-in|"
    r"teams|skype|slack|erstellt[ \t]von|ge[aä]ndert[ \t]von))[ \t]{0,2}[:=#]?[ \t]{0,2}@?"
    # (round 83: in quotes, with a dot, an underscore or a digit in it, "via Snapchat (user 'jiwoo.p_09')")
    r"(?:[\"“'‘](?=[a-z][a-z0-9]{0,23}(?:[._][a-z0-9]|[0-9])))?"
    # (round 46: in capitals with its digits, "user MABDI01", or a staff number, "User: 60187342")
    r"(?:(?P<caps>[A-Z]{5,16}[0-9]{1,4})(?![\w@])|(?P<num>[0-9]{5,10})(?![\w@/.\-]|" + _NUMBER_UNIT_AFTER + ")|"
    + _LOGIN + ")")
# a social-media handle in quotes or after "@": 'bullied online by account "jaxon_w44"', "Instagram @lily.chen"
_HANDLE_RE = re.compile(
    r"(?i:(?<![a-z])(?:account|handle|gamertag|instagram|insta|snapchat|tiktok|discord|twitter))[ \t]{0,2}:?[ \t]{0,2}"
    r"[\"“'@]" + _LOGIN)
# round 63: a handle after "@", after a word that introduces one or with a dot or an underscore in it ('an account
# called @glowwithjodie', "LINE: @siamaesthetica", "@sculptaway_turkey", "@shan.doyle.x"; not "@home", "@bedtime")
_AT_HANDLE_RE = re.compile(
    r"(?:(?i:(?<![a-z])(?:called|line|kakaotalk|kakao|ig|dm|dms|follow|followed|tagged|ambassador))[ \t]{0,2}:?[ \t]{0,2}"
    r"|(?<![\w@.])(?=@[a-z][a-z0-9]{0,23}[._][a-z0-9]))@" + _LOGIN)
# round 65: a handle after "@" in camel case or with two capitals first, as accounts and pages name themselves
# ("@KKLostPets", "@DrAmyVet"; not "@Home", "@RISK", an e-mail's "@" after its user), on a line that speaks of social
# media (not "@FiO2 0.40", "@PreOp", "@PtAge yo": "at" before a term, a template's field)
_SOCIAL_CUE = re.compile(r"(?<![a-z])(?:fb|facebook|insta(?:gram)?|ig|twitter|tiktok|snapchat|whatsapp|telegram|"
                         r"youtube|linkedin|page|post(?:ed)?|shared|comment(?:ed)?|dms?|follow(?:ed)?|handle|account|"
                         r"tagged|mentioned)(?![a-z\-])")
_CAMEL_HANDLE_RE = re.compile(r"(?<![\w@.])@(?P<v>(?=[A-Za-z0-9_]{0,29}(?:[a-z][A-Z]|[A-Z]{2}[a-z]))[A-Za-z][A-Za-z0-9_]{2,29})"
                              r"(?![\w@]|\.[A-Za-z0-9])")
# round 68: handles in a social post's header, before its dot and time ("Niamh 🌻 @niamhwrites_ · Mar 14"), those a reply
# names ("Replying to @niamhwrites_ @BeaumontHosp") and a forum's user ("u/throwaway_zebra_2291", a digit or an
# underscore in it: not a unit, "u/min", "u/kg")
_HANDLE_CHARS = r"[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?"
_POST_HANDLE_RE = re.compile(
    rf"(?<![\w@.])@(?P<v>{_HANDLE_CHARS})(?=[ \t]{{1,2}}[·•])"
    rf"|(?<![A-Za-z])(?i:replying[ \t]to|in[ \t]reply[ \t]to)[ \t]{{1,2}}@(?P<w>{_HANDLE_CHARS})(?![\w@])"
    rf"(?:[ \t]{{1,2}}@(?P<x>{_HANDLE_CHARS})(?![\w@]))?(?:[ \t]{{1,2}}@(?P<y>{_HANDLE_CHARS})(?![\w@]))?"
    r"|(?<![\w/])(?<![0-9][ \t])u/(?P<u>(?=[A-Za-z0-9_\-]{0,19}[_0-9])[A-Za-z][A-Za-z0-9_\-]{3,19})(?![\w/])")
# a login after a staff role in a log or form ("Agent: tkorhonen-bly", "Reviewer: gtremblay4", "Logged by ctran2",
# "second abstractor kjoubert-lee"): only a login's shape, a digit or a separator in it (not "Reviewer: pending")
_ROLE_LOGIN_RE = re.compile(
    r"(?i:(?<![a-z])(?:agent|reviewer|abstractor|operator|delegate|coder|scribe|qa|intake[ \t]by|(?:logged|entered|"
    r"processed|posted|verified|reviewed|keyed|abstracted)[ \t]by|"
    # (round 47: the same in Portuguese and Spanish, "digitado por edivania.souza")
    r"(?:digitado|registrado|registado|elaborado|ingresado|introducido)[ \t]por))[ \t]{0,2}[:=#]?[ \t]{0,2}"
    r"(?=[a-z0-9]{2,24}(?:[0-9]|[._\-][a-z]))" + _LOGIN)
# an audit trail's login, in capitals with its digits: "Printed 03/05/2024 07:14 by ECASTILLO3"
# (round 46: a staff number, "Created ... by 60213448", ending the field; not a change, "reduced by 500000 units",
# "fell by 120000")
_CHANGE_BEFORE_BY = re.compile(r"(?:reduced|increased|decreased|fell|rose|dropped|raised|lowered|up|down|changed|"
                               r"titrated|multiplied|divided|diluted)[ \t]{1,2}\Z")
_AUDIT_BY_RE = re.compile(r"(?i:(?<![a-z])by)[ \t]{1,2}(?:" + _LOGIN + r"|(?P<caps>[A-Z]{3,16}[0-9]{1,4})" + _LOGIN_END
                          + r"|(?P<num>[0-9]{6,10})(?=[ \t]*(?:$|\n|[.,;)|]|[ \t]{2})))")
# round 64: a login after an account's or a username's cue and what was done to it ("locked account chenyx", "Account
# nmthembu2 created", "account unlocked dafydd.harris2", "username to be: nmthembu", "Username is dafydd.harris2"):
# checked in analyze for a login's shape or five letters or more of no English word ("account holder", "account mgmt")
_ACCOUNT_LOGIN_RE = re.compile(
    r"(?i:(?<![a-z])(?:account|acct|username|user[ \t]name)(?![a-z])(?:[ \t]{1,2}(?:unlocked|locked|disabled|created|reset|"
    r"re-enabled|deactivated|is|was|to[ \t]be))?)[ \t]{0,2}:?[ \t]{0,2}" + _LOGIN)
# and a pager's or a chat log's sender and acknowledger in capitals ("ACK bkowalsk", "FROM nadeyemi: on it", "FROM
# bkowalsk TO IS-SERVERS-ONCALL")
# round 66: an access log's login between the entry's time and the address it came from ("2024-08-05T09:02:10Z
# a.oyelaran      10.42.9.140      VIEW")
_LOG_LOGIN_RE = re.compile(
    r"(?m)^[ \t]{0,3}(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:\.[0-9]{1,6})?Z?[ \t]{2,}"
    r"(?P<v>[a-z][a-z0-9._\-]{2,30})[ \t]{2,}(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?![0-9])")
_PAGER_LOGIN_RE = re.compile(r"(?<![A-Za-z])(?:FROM|ACK|TO)[ \t]{1,2}" + _LOGIN + r"(?=[ \t]{0,2}(?::|\n|$|TO[ \t]))")
# round 51: a Windows domain login, "ahs\\grace.obi" in a print server's log (the domain is an organisation's)
_DOMAIN_LOGIN_RE = re.compile(r"(?<![\w\\])[A-Za-z][A-Za-z0-9\-]{1,15}\\" + _LOGIN)
# a file's extension: "templates\\discharge_letter.docx" is a path, not a login
_FILE_EXTENSIONS = frozenset("doc docx xls xlsx csv pdf txt log config cfg ini json xml html htm rtf png jpg jpeg tif tiff "
                             "dcm zip bak exe dll bat cmd ps1 py sql error out tmp".split())


def _domain_login_ok(match: str, login: str, lex: lexicons.Lexicons) -> bool:
    """A domain and a login, not a folder and a file ("docs\\discharge.summary", "logs\\app.error"): the domain in
    capitals ("CORP\\jsmith") or no common English word ("ahs\\grace.obi"), the login ending in no file extension."""
    domain = match.split("\\", 1)[0]
    parts = [p for p in re.split(r"[._\-]", login) if p]
    return (domain.isupper() or lex.common.get(domain.lower(), 0.0) < 3.0) and parts[-1] not in _FILE_EXTENSIONS


# what systems log of a user; not "updated by telephone", "signed by nazario, eloisa" (people's verbs, names)
_AUDIT_VERB = re.compile(
    r"(?<![a-z])(?:export(?:ed)?|run|changed|modified|entered|edited|created|deleted|locked|unlocked|printed|"
    r"generated|extracted|uploaded|downloaded|queried|opened|closed|assigned|logged|submitted)(?![a-z])")
# a login's digits come last ("shmoua2", "jdoe01"); a digit inside a word is a typo ("te1ephone")
_LOGIN_DIGITS = re.compile(r"[a-z._\-]+[0-9]*")


def _zipf_word(lex: lexicons.Lexicons, word: str) -> bool:
    """A common English word (a login's first part is its owner's initial and surname, no word)."""
    return lex.common.get(word, 0.0) >= 3.0


class UserIdRecognizer(Recognizer):
    """System user names (logins) in audit trails, exports and chat handles: a lower-case login after a user
    cue, a login after "by" in a line that says what the user did (exported, changed, printed ...; in capitals
    only with its digits, "by ECASTILLO3"), or a social-media handle after "@" or in quotes after "account"."""

    name = "user_id"
    # a staff login is its owner's name in another form ("rsouza.mendonca", "ckeomaka"): a person, as initials
    # are; a social-media handle stays an id (whose it is, the text rarely says)
    labels = ("CLINICIAN_NAME", "OTHER_ID")

    def regexes(self) -> list[re.Pattern[str]]:
        return [_USER_CUE_RE, _AUDIT_BY_RE, _HANDLE_RE, _AT_HANDLE_RE, _ROLE_LOGIN_RE, _DOMAIN_LOGIN_RE,
                _ACCOUNT_LOGIN_RE, _PAGER_LOGIN_RE, _CAMEL_HANDLE_RE, _LOG_LOGIN_RE, _POST_HANDLE_RE]

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        taken = TakenSpans(out)
        for rx in (_USER_CUE_RE, _AUDIT_BY_RE, _HANDLE_RE, _AT_HANDLE_RE, _ROLE_LOGIN_RE, _DOMAIN_LOGIN_RE,
                   _ACCOUNT_LOGIN_RE, _PAGER_LOGIN_RE, _CAMEL_HANDLE_RE, _LOG_LOGIN_RE):
            for m in doc.finditer(rx):
                g = next((k for k in ("caps", "num") if k in rx.groupindex and m.group(k)), "v")
                s, e = m.span(g)
                v = m.group(g).lower()
                if e - s < 4:
                    continue
                lex = lexicons.get()
                if rx is _DOMAIN_LOGIN_RE and not _domain_login_ok(m.group(0), v, lex):
                    continue
                if rx is _CAMEL_HANDLE_RE:
                    # (the line around it, at most 200 characters each way: no scan over a long line per handle)
                    end = doc.lower.find("\n", m.end(), m.end() + 200)
                    if not _SOCIAL_CUE.search(doc.lower, max(doc.line_start(m.start()), m.start() - 200),
                                              end if end >= 0 else m.end() + 200):
                        continue
                if rx is _AUDIT_BY_RE:
                    # (the line's last 60 characters before it, found without a scan back over the line)
                    line_end_before = doc.lower[max(doc.line_start(m.start()), m.start() - 60) : m.start()]
                    if not _AUDIT_VERB.search(line_end_before) or lex.is_name(v):
                        continue
                if g == "num":
                    if rx is _AUDIT_BY_RE and _CHANGE_BEFORE_BY.search(doc.lower, max(0, m.start() - 16), m.start()):
                        continue  # (an amount changed by a number: "reduced by 500000", "fell by 120000")
                    if not taken.overlaps(s, e):
                        out.append(Span(s, e, "OTHER_ID", self.name, 0.8))
                    continue
                if not _LOGIN_DIGITS.fullmatch(v) and not (rx is _HANDLE_RE or rx is _AT_HANDLE_RE):
                    continue  # (a handle may have digits anywhere: "handle @marco_e8_gym")
                if not any(c.isdigit() or c in "._-" for c in v) and (v in lex.common or (
                        rx is _ACCOUNT_LOGIN_RE and len(v) < 5)):
                    continue
                if rx is _ROLE_LOGIN_RE and (any(_zipf_word(lex, p) for p in re.split(r"[._\-]", v)[:1])
                                             or any(ch.isupper() for ch in m.group(g))):
                    continue  # "Reviewer: follow-up", "Agent: Mary-Kate" (a word or a name, not a login)
                if taken.overlaps(s, e):
                    continue
                handle = rx is _HANDLE_RE or rx is _CAMEL_HANDLE_RE or doc.text[s - 1 : s] == "@"
                out.append(Span(s, e, "OTHER_ID" if handle else "CLINICIAN_NAME", self.name, 0.8))
        for m in doc.finditer(_POST_HANDLE_RE):
            for g in ("v", "w", "x", "y", "u"):
                # (a handle, not "@" for "at" before a value or a word: "NaCl @125 ·", "Me @home ·", "@everyone")
                h = m.group(g)
                if h is None or not h[0].isalpha() or not any(c in h for c in "_.0123456789") and (
                        _zipf_word(lexicons.get(), h.lower()) or len(h) < 4):
                    continue
                if not taken.overlaps(*m.span(g)):
                    out.append(Span(*m.span(g), "OTHER_ID", self.name, 0.8))
        return out


# (no "lot"/"batch" cues: a lot or batch number names a manufacturing run shared by many patients)
class DeviceIdRecognizer(LabelledIdRecognizer):
    name = "device_id"
    labels = ("DEVICE_ID",)
    residual = True
    min_digits = 2
    patterns = (
        labelled(
            (
                "serial", "serial number", "serial no", "serial #", "s/n", "sn", "ser no", "device id",
                "device serial", "device number", "udi", "udi-di", "imei", "implant id", "implant serial", "pump id",
                "pump serial",
                "pacemaker serial", "icd serial", "asset tag", "asset no", "asset number", "asset", "equipment id",
                "meid", "model/serial", "catalogue number", "catalog number", "ref/serial", "device", "seral",
                "implant", "generator serial", "lead serial", "5n", "serial on file",
            ),
            "DEVICE_ID",
            0.9,
            # (a pair of hearing aids or implants names the side first: "Serial R 2214X0917, L 2214X0921")
            # (round 61: or the German side, "SN re 25A3K09118  SN li 25A3K09126")
            value=r"(?:(?:[RL]|(?i:right|left|rt|lt)|re|li)[ \t:]{1,2}(?=[A-Za-z0-9]{0,6}\d))?"
                  r"(?P<v>(?:SN[ \t\n])?(?=[A-Za-z0-9\-/._]{0,24}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[\-/._](?=[A-Za-z0-9])){2,24})",
        ),
        # round 46: a piece of home or ward equipment named by its kind, then its own number, shaped like a serial
        # (five characters or more): "o2 concentrator EV3-22918471", "Dexcom G6 transmitter 8N4TX2", "AFHCAN cart
        # AFC3-004418"; not "pump 10000 units", "monitor 2"
        labelled(("concentrator", "transmitter", "receiver", "cart", "pump", "ventilator", "vent", "wheelchair",
                  "glucometer", "meter", "monitor", "defib", "defibrillator", "feeding pump", "infusion pump"),
                 "DEVICE_ID", 0.8,
                 # (four digits or more, or letters among the digits, "8N4TX2"; a letter too; no rate, dose or setting:
                 # "1000IU", "450X14", "150J-200J", "VC-450", "PCA-100", "11-2024")
                 value=r"(?P<v>(?=(?:[A-Z\-]{0,20}[0-9]){4}|[A-Z]{0,3}[0-9]{1,3}[A-Z]{1,3}[0-9])(?=[A-Z0-9\-]{0,24}[A-Z])"
                       r"(?=[A-Z0-9\-]{5,24}(?![A-Za-z0-9\-/]))(?![0-9]{1,5}(?:IU|U|ML|MM|CM|MG|MCG|KG|J|X[0-9]|HR|H)(?![A-Z]))"
                       r"[A-Z0-9]{1,10}(?:-[A-Z0-9]{1,10}){0,3})"),
        # round 57: a dialysis machine's or a vaccine cool box's data logger's own number, letters mixed with digits
        # before a hyphen and five digits, or three groups ("backup machine 2K8T-77199", "Cool box logger
        # TL-4471-0923"; not a model, "machine 4008S", "ECG machine MAC-5500", "logger V2-1000", "machine X5K-2000", nor
        # a standard, "Machine ISO-9001", "Data logger EN-12830-2018")
        labelled(("machine", "dialysis machine", "logger", "data logger", "temperature logger"), "DEVICE_ID", 0.9,
                 value=r"(?!(?:EN|ISO|IEC|DIN|BS|ASTM|ANSI|UL)-)"
                       r"(?P<v>(?=[A-Z]{0,5}[0-9])(?=[0-9]{0,5}[A-Z])[A-Z0-9]{3,6}-[0-9]{5,10}"
                       r"|[A-Z]{1,6}-[0-9]{3,6}-[0-9]{3,6})(?![\w\-]|[/.][0-9])"),
        # round 65: an animal's microchip (ISO 11784: fifteen digits, a country's or a maker's code, then the animal's
        # own number) after its word ("Chip: 826098100234517", "microchip 985 141 002 345 678", "UELN
        # 372004140987651"), or alone with a maker's code (900-998) or the code of a country that registers chips (a
        # keeper database's column: "TR-0098812,977200009912384,Poppy")
        labelled(("microchip", "microchip no", "microchip number", "chip", "chip no", "chip number", "transponder",
                  "ueln", "iso chip"), "DEVICE_ID", 0.9,
                 value=r"(?!(?:0[ \t]?){15}|999)(?P<v>[0-9]{3}(?:[ \t]?[0-9]{3}){4})"),
        # (round 65 review: no SNOMED CT id of a national extension, whose namespace 1000xxx and partition 10-12 come
        # last, "912411000000103"; no run of one digit, "000000000000000", nor of eight zeros, a decimal's padding,
        # "0,972000000000000"; no test transponder, whose code is 999)
        P(r"(?<![0-9A-Za-z.\-])(?![0-9]{5}1000[0-9]{3}1[0-2][0-9])(?!([0-9])\1{14})(?![0-9]{0,7}0{8})(?:9(?!99)[0-9]{2}|826|372|250|276|528|752|"
          r"578|208|246|040|056|124|036|554|840|380|724|756|203|616|620)[0-9]{12}(?![0-9A-Za-z]|[.,][0-9])", "DEVICE_ID",
          0.8),
        # MAC addresses
        P(r"(?<![0-9A-Fa-f:\-])(?:[0-9A-Fa-f]{2}[:\-]){5}[0-9A-Fa-f]{2}(?![0-9A-Fa-f:\-])", "DEVICE_ID", 0.85),
        # GS1 UDI: (01)00643169007222(17)...(21)...
        P(r"\(01\)\d{14}(?:\(\d{2,4}\)[A-Za-z0-9]{1,20}){0,4}", "DEVICE_ID", 0.9),
    )


def dea_ok(value: str) -> bool:
    v = value.upper()
    if not re.fullmatch(r"[A-Z][A-Z9]\d{7}", v):
        return False
    d = [int(c) for c in v[2:]]
    s = d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])
    return s % 10 == d[6]


def npi_ok(value: str) -> bool:
    d = only_digits(value)
    return len(d) == 10 and luhn_ok("80840" + d)


# "g/dL 12.0": a unit, not a driving licence ("DL") cue; "12.0", "0.89": decimals are never licence numbers
_DL_UNIT_BEFORE = re.compile(r"(?:/|[0-9][ \t]?|per[ \t])dl[^a-z0-9]{0,6}$")
_DECIMAL = re.compile(r"[0-9]{1,5}[.,][0-9]{1,2}")


class LicenseNumberRecognizer(LabelledIdRecognizer):
    name = "license_number"
    labels = ("LICENSE_NUMBER",)
    residual = True
    min_digits = 3
    patterns = (
        labelled(
            (
                "gmc", "gmc no", "gmc number", "gmc reg", "gmc registration", "nmc", "nmc pin", "nmc no",
                "imc", "imc no", "imc number", "mcrn",  # round 36: the Irish Medical Council's number
                "nmc number", "hcpc", "hcpc no", "gphc", "gphc no", "gdc", "gdc no", "dea", "dea no", "dea number",
                "dea#", "npi", "npi no", "npi number", "npi#", "licence", "license", "licence no", "license no",
                "licence number", "license number", "lic no", "lic. no", "lic#", "lic", "medical licence", "medical license",
                "state license", "driver's license", "drivers license", "driver license", "driving licence",
                "driving license", "dl", "dl#", "certificate number", "certificate no", "cert no", "cert#",
                "registration number", "registration no", "reg no", "prof reg", "professional registration",
                "board certification", "pin", "upin", "ahpra", "cpso",
                "naati", "naati cpn",  # (round 46: an interpreter's NAATI credential)
                # round 64: a commercial driver's licence, pilots' licences by their number word and an aeromedical
                # examiner's number ("CDL: TX 28817734", "CPL No. 9042", "AME No. AME/047"; not the hours after a
                # licence, "ATPL 14500 hours")
                "cdl", "cdl #", "cdl no", "cpl no", "cpl #", "atpl no", "atpl #", "ame no", "ame number", "ame #",
                # round 30: a register's number after "reg" ("GPhC reg: 2071835", "PSI reg 7719")
                "gphc reg", "gphc registration", "psi reg", "psi no", "psi registration", "nmc reg", "hcpc reg",
                "gdc reg",
                # round 33: a council's register ("Midwifery Council reg 45-18832"), Ontario's dental and pharmacy
                # colleges, Canadian lab technologists (not "reg" alone: "med reg 2247" is the registrar's bleep)
                "council reg", "rcdso", "ocp", "ocp reg", "cmlto", "cmlto reg", "midwifery council",
                # provider and prescriber numbers (Australian Medicare, US Medicaid), other countries' registers:
                # Mexican cédula profesional, Dutch AGB and BIG, German LANR, French RPPS
                "provider no", "provider number", "provider #", "prescriber no", "prescriber number",
                "prescriber #", "cédula profesional", "cedula profesional", "cédula", "agb", "agb-code", "agb code",
                "big-nummer", "big nummer", "big-nr", "lanr", "rpps",
                # medical, nursing and bar registers of other countries: Spanish colegiado, Portuguese cédula and
                # Ordem, Argentine matrícula, Irish MCRN, South African SANC/HPCSA, Malaysian MMC, Singapore MCR/SMC,
                # Indian TNMC/MCI, Kenyan KMPDC, Nigerian MDCN, Philippine PRC/accreditation, US state bar
                "nº col", "n.º col", "núm. col", "num. col", "no. col", "nº colegiado", "colegiado", "colegiada",
                "nº de colegiado", "col. nº", "cédula profissional", "cedula profissional", "ordem dos médicos",
                "matrícula", "matricula", "mat. nac", "m.n.", "m.p.", "mcrn", "imc no", "imc reg", "medical council",
                "sanc", "hpcsa", "mmc", "mmc no", "apc no", "mcr", "mcr no", "smc", "smc reg", "tnmc", "tnmc reg",
                "mci reg", "kmpdc", "mdcn", "bmdc", "bmdc reg", "bmdc reg.", "pmdc", "pmdc reg", "prc no", "prc license", "prc lic", "accreditation no",
                "accreditation number", "atty reg", "attorney reg", "attorney registration", "sbn", "state bar", "state bar no", "bar no", "bar number", "bar #",
                # round 41: Saudi, Sri Lankan, New Zealand dental, UK osteopathic and Ontario optometric registers
                # ("SCFHS No. 14-J-M-0038271", "SLMC 24517", "DCNZ reg 21477", "GOsC 9173", "CO Reg. 12584")
                "scfhs", "scfhs no", "slmc", "slmc no", "dcnz", "dcnz reg", "gosc", "gosc no", "co reg", "co reg.",
                "goc", "goc no", "coru", "coru reg",
                # round 43: Latin American and francophone registers (Mexican specialty cédula, Colombian registro
                # médico, Dominican exequátur, Quebec's nursing, medical and pharmacy orders, Belgian INAMI/RIZIV, a
                # pharmacist's RPh number)
                "cédula de especialidad", "cedula de especialidad", "registro médico", "registro medico",
                "reg. médico", "reg. medico", "exequátur", "exequatur", "oiiq", "permis oiiq", "cmq", "permis cmq",
                "permis", "no de permis", "n° de permis", "opq", "inami", "riziv", "rph", "cnom",
                "ordre des médecins", "ordre des medecins",
                # round 45: Canadian provincial colleges of physicians and of nurses, Polish (NPWZ), Czech (ČLK),
                # Jordanian and Irish registers, a Swiss GLN, and any of them with "reg." ("CPSM reg. 21558",
                # "BCCNM R-1022847", "NPWZ 2837461", "KMPDC reg. A8841"; CNO and JMA only with "reg.": a chief
                # nursing officer, a journal)
                "cpsm", "cpsbc", "cpsa", "cpss", "cpsnb", "cpsns", "cpsnl", "cpspei", "bccnm", "crnbc", "carna",
                "crnns", "crnm", "nanb", "npwz", "pwz", "člk", "nmbi", "ncnz", "gln", "cno reg", "jma reg",
                "cpsm reg", "cpsbc reg", "cpsa reg", "cpsns reg", "cpso reg", "bccnm reg", "kmpdc reg", "nmbi reg",
                "ahpra reg", "mcnz reg", "ncnz reg", "imc reg no", "cpsm no", "cpsns no",
                # round 47: a Romanian doctor's stamp code, a Portuguese nurse's cédula of the Ordem, a Polish
                # driving licence ("parafă C48216", "cédula OE 5-E-61238", "Prawo jazdy nr 00742/19/3201")
                "parafă", "parafa", "cod parafă", "cod parafa", "cédula oe", "cedula oe", "cédula om", "cedula om",
                "prawo jazdy", "prawo jazdy nr",
                # round 59: a Mexican professional licence abbreviated ("ced. prof. 7781204")
                "ced. prof", "ced prof", "céd. prof", "céd prof", "ced. prof.", "céd. prof.", "cédula prof", "cedula prof",
            ),
            "LICENSE_NUMBER",
            0.85,
        ),
        # Brazilian councils with the state: "CRM-PE 18842", "CRM/SP 123456", "COREN-RJ 445566"; only the medical
        # council (CRM) and COREN without it (CRP is C-reactive protein, CRF a case report form, CRO a research firm)
        P(r"(?<![A-Za-z])(?:(?:CRM|CRO|CRF|CRP|CRN|CRMV|CREFITO|COREN)[\-/](?=[A-Z]{2}(?![A-Za-z]))"
          r"|(?:CRM|COREN|CREFITO)(?:[ ]?(?=[A-Z]{2}[ ]?[0-9])|[ \t]{0,2}(?:(?:n[º°o]\.?|[:#])[ \t]{0,2})?))"
          # (round 47: with a thousands dot, "CRM-SP 148.223")
          # (the dotted form only after the medical or nursing council and its state: "CRP-US 12.500 mg/L" is a CRP)
          r"(?P<v>(?:[A-Z]{2}[ \t]{0,2}(?:(?:n[º°o]\.?|[:#])[ \t]{0,2})?)?(?:(?:(?<=CRM-[A-Z]{2}[ \t])|(?<=CRM/[A-Z]{2}[ \t])|"
          r"(?<=COREN-[A-Z]{2}[ \t]))[0-9]{2,3}\.[0-9]{3}|[0-9]{3,7}))(?![\w\-]|[/.][0-9])",
          "LICENSE_NUMBER", 0.85),
        # round 59: a register's letters (three or more) between the licence or registration cue and its number, or the
        # number led by them ("License: DHA DHA-P-0087331", "Reg. TCMC 41873", "Licence no.: OMSB OMSB-C-10284"; "reg" only
        # with its dot, "med reg 2247" being a bleep); never a record's own cue, "Registration: MRN 20418873", a standard's,
        # "Registration: ISO 9001", a trial register's, "Trial registration: ISRCTN 48291736", nor a department's time,
        # "Registration: OPD 1030" (nor, with two letters, a company's or a CE mark's, "Reg. No. SC 123456", "reg. CE 0197")
        P(r"(?<![A-Za-z])(?i:licen[cs]e|lic\.|reg\.|registration)(?:[ \t]{1,2}(?i:no|nr|number)\.?|[ \t]{0,2}\#)?[ \t]{0,2}:?"
          r"[ \t]{1,2}(?!(?:MRN|NHS|CHI|SSN|NPI|DOB|URN|ISO|IEC|DIN|ASTM|ANSI|ISRCTN|DRKS|NCT|ACTRN|CTRI|EUCTR|CTIS|PACTR|"
          r"ChiCTR|JRCT|KCT|TCTR|IRCT|SLCTR|RBR|EUDRACT|EudraCT|PROSPERO|CRD|OPD|IPD|ICU|HDU|AMU|CDU|SDEC)[ \t])[A-Z]{3,6}[ \t]{1,2}"
          r"(?P<v>(?!(?:[01][0-9]|2[0-3])[0-5][0-9](?![0-9]))[0-9]{4,8}|[A-Z]{2,6}-(?:[A-Z]{1,2}-)?[0-9]{4,8})(?![\w\-/]|[.,][0-9])",
          "LICENSE_NUMBER", 0.85),
        # Argentine matrícula nacional/provincial "MN 118834": six digits or a thousands dot (never a 5-digit ZIP)
        P(r"(?<![A-Za-z.])M\.?[NP]\.?[ \t]{0,2}(?:N[º°]\.?[ \t]{0,2})?[:#]?[ \t]{0,2}(?P<v>[0-9]{6}|[0-9]{2,3}\.[0-9]{3})"
          r"(?![\w\-]|[/.,][0-9])", "LICENSE_NUMBER", 0.8),
        # round 44: an Australian Medicare provider number after "Provider" (six digits, a location character and a
        # check letter: "Provider 749526KL")
        P(r"(?<![A-Za-z])(?i:provider)[ \t]{1,2}(?i:no\.?[ \t]{0,2}|number[ \t]{1,2}|#[ \t]{0,2})?:?[ \t]{0,2}"
          r"(?P<v>[0-9]{6}[0-9A-Z][A-Z])(?<![0-9]IU)(?![A-Za-z0-9])", "LICENSE_NUMBER", 0.85),
        # round 68: a Dutch clinician's BIG number by its capitals alone, eleven digits ("BIG 79055128001"; "big" is a word)
        P(r"(?<![A-Za-z])BIG[ \t]{0,2}:?[ \t]{0,2}(?P<v>[0-9]{11})(?![0-9])", "LICENSE_NUMBER", 0.85),
        # NMC PIN shape: 12A3456E
        P(r"(?<![A-Za-z0-9])\d{2}[A-Z]\d{4}[A-Z](?![A-Za-z0-9])", "LICENSE_NUMBER", 0.8),
        # UK driving licence: MORGA657054SM9IJ
        P(r"(?<![A-Za-z0-9])[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}(?![A-Za-z0-9])", "LICENSE_NUMBER", 0.8),
        # DEA with checksum
        P(r"(?<![A-Za-z0-9])[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}(?![A-Za-z0-9])", "LICENSE_NUMBER", 0.8, check=dea_ok),
        # a US NPI without its cue (a prescriber column of a dispensing history): ten digits from 1, with the NPI
        # check digit (Luhn over "80840" and the number). No phone number starts with 1, and one number in ten
        # would pass the check by chance, so a 2... NPI needs its cue (above).
        P(r"(?<![\w\-/.])1\d{9}(?![\w]|[\-/.]\d)", "LICENSE_NUMBER", 0.8, check=lambda v: luhn_ok("80840" + v)),
    )

    def validate(self, value: str) -> bool:
        # (nor a year: "rph 2019", "permis 2024")
        return super().validate(value) and _DECIMAL.fullmatch(value) is None and _YEAR_ALONE.fullmatch(value) is None

    def analyze(self, doc: Doc) -> list[Span]:
        return [s for s in super().analyze(doc) if not _DL_UNIT_BEFORE.search(doc.before(s.start, 12))]


_MBI = r"[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}"


class HealthPlanIdRecognizer(LabelledIdRecognizer):
    name = "health_plan_id"
    labels = ("HEALTH_PLAN_ID",)
    residual = True
    min_digits = 3
    patterns = (
        # round 68: a member's number after the insurer a German, Swiss, Austrian or Dutch form names ("Verzekering:
        # VGZ 290114472", "Krankenkasse: AOK Nordost 104940005", "KK: Helsana 88104553")
        P(r"(?<![A-Za-z])(?i:verzekering|zorgverzekeraar|krankenkasse|kasse|versicherung|kk|ziekenfonds)[ \t]{0,2}:[ \t]{0,3}"
          r"[A-ZÄÖÜ][\w\-]{1,20}(?:[ \t][A-ZÄÖÜ][\w\-]{1,20})?[ \t,]{1,3}(?P<v>[0-9]{6,12})(?![\w.\-/])",
          "HEALTH_PLAN_ID", 0.8),
        labelled(
            (
                "member id", "member number", "member no", "member #", "membership number", "membership no",
                # round 21: abbreviated member cues, a bare policy, Arizona Medicaid's id ("AHCCCS ID issued A1299")
                "mbr", "mbr id", "mbr #", "mbr no", "ahcccs", "ahcccs id", "ahcccs id issued",
                "subscriber id", "subscriber number", "subscriber no", "policy number", "policy no", "policy #",
                "policy id", "insurance id", "insurance number", "insurance no", "insurance policy", "insurer id",
                "plan id", "health plan id", "health plan number", "health plan", "medicaid", "medicaid id",
                "medicaid number", "medicaid no", "medicare", "medicare id", "medicare number", "medicare no",
                "mbi", "hicn", "beneficiary id", "beneficiary number", "group number", "group no", "group #",
                "bupa", "axa", "aetna", "cigna", "humana", "kaiser", "blue cross", "bcbs", "uhc", "tricare",
                "coverage id", "insurance", "insured id", "payer id", "ehic", "ghic", "payer", "payor", "insurer",
                "insurance #", "bcbs id", "aetna id", "cigna id", "uhc id", "humana id", "medicaid #", "medicare #",
                "group:",
                # provincial and national health cards: Ontario OHIP, "health card", BC/AB PHN, Quebec RAMQ,
                # South African medical aid, Australian DVA cards
                "ohip", "ohip no", "ohip #", "health card", "health card no", "health card number", "phn",
                # Manitoba's personal health identification number and registration number (round 17)
                "phin", "mhsc", "mhsc #", "mhsc no", "member ld",
                "personal health number", "ramq", "medical aid", "medical aid no", "dva", "dva card", "member",
                "dva gold card", "gold card", "white card", "medicare card", "ihi", "group id",
                # round 44: Australian concession and NDIS cards ("Pensioner Concession Card 308 274 519K")
                "concession card", "pensioner concession card", "health care card", "healthcare card",
                "safety net card", "pbs safety net card", "ndis", "ndis no", "ndis number",
                # national and social health insurance of other countries: Nigeria NHIA/NHIS, Kenya SHA/NHIF,
                # Argentine obra social affiliate, Brazilian carteirinha, Spanish tarjeta sanitaria
                "nhia", "nhia no", "nhis", "nhis no", "nhif", "nhif no", "sha/nhif", "sha no", "afiliado",
                "nº afiliado", "n° de afiliado", "nº de afiliado", "nro. afiliado", "carteirinha", "carteira",
                "tarjeta sanitaria", "tsi", "philhealth no", "philhealth pin",
                # round 29: New York Medicaid's client id, Australia's disability scheme
                "cin", "medicaid cin", "ndis", "ndis no", "ndis number",
                # round 30: an Irish medical card and GMS number, Nova Scotia's MSI health card
                "medical card", "medical card no", "medical card number", "gms no", "gms number", "msi", "msi #",
                "msi no",
                # round 33: an Irish medical card in short, Australian DVA cards by colour
                "med card", "med card no", "dva gold", "dva white", "dva orange",
                # round 43: Mexican social security (IMSS) and Peruvian SIS affiliation, an Argentine plan's
                # credential ("NSS (IMSS) 43927610582", "SIS affiliation: SIS-7912048301", "credential no. 61 094418 2 01")
                "imss", "no. de afiliación", "no. de afiliacion", "afiliación", "sis affiliation", "affiliation",
                "credential no", "credential number", "credencial", "nº de credencial",
                # round 48: medical schemes and social health insurance of Southern and East Africa, the Maghreb,
                # Egypt, Turkey and Iran ("GEMS 00884417391", "Medshield MS 4410 2981", "BOMAID 0088412-00", "N°
                # CHIFA : 620312 0456 18", "Affilié CNAM n° 1 01 14 387612 08", "SGK no 9941772550800", "Tamin
                # Ejtemaei, card 0087344126", "Takaful health insurance no. UHI-0447128830")
                "gems", "bonitas", "medshield", "bestmed", "fedhealth", "polmed", "keyhealth", "bomaid", "bpomas",
                "nhima", "cbhi", "mutuelle de santé", "rssb", "cnss", "cnops", "ramed", "chifa", "cnas",
                "cnam", "affilié cnam", "sgk", "sgk no", "tamin", "tamin ejtemaei", "salamat", "takaful",
                "takaful health insurance", "uhi", "scheme no", "scheme number", "medical aid number",
                "momentum", "discovery health",
                # round 49: California's Medi-Cal benefits card, a Medicare supplement, Russia's compulsory medical
                # insurance policy ("Medi-Cal BIC: 90417732F", "Supp: AARP 381940127-11", "Polis OMS: 6697890811000234")
                "medi-cal", "medi-cal bic", "medi-cal cin", "aarp", "medigap", "polis oms",
                # round 51: the EHIC's local names (Slovene EKZZ, Croatian EKZO), Slovene ZZZS and Croatian HZZO/MBO
                # insurance numbers, the Italian tessera sanitaria, Cyprus GeSY, Malta's POYC entitlement
                # ("EHIC / EKZZ: 80705 027 441 980 6", "ZZZS št. 027441980", "MBO (HZZO) ......... 123456782")
                "ekzz", "ekzo", "zzzs", "zzzs št", "mbo", "hzzo", "tessera sanitaria", "gesy", "gesy bid",
                "poyc", "poyc entitlement no", "kela card",
                # round 52: Montenegrin and Bosnian insured numbers, Albania's health card, Romanian and Moldovan
                # policies, the Italian TEAM card, a Czech insured's number ("br. osiguranika: CG-0442187631", "Karta e
                # shëndetit (FSDKSH): KSH 0049 1183 27", "poliţa nr. MA 1123048")
                "br. osiguranika", "broj osiguranika", "broj osiguranja", "fsdksh", "karta e shëndetit",
                "karta e shendetit", "poliţa nr", "polița nr", "polita nr", "tessera team", "číslo pojištěnce",
                "cislo pojistence",
                # round 61: a Dutch insurer's policy number ("Zilveren Kruis, polisnr ZK-558203914")
                "polisnr", "polisnummer", "polis nr",
            ),
            "HEALTH_PLAN_ID",
            0.9,  # the cue names the plan: beats a protocol-shaped guess ("Policy # UHC-99812-003")
        ),
        # round 59: Indonesia's national health insurance (BPJS Kesehatan, JKN) and its card, thirteen digits ("BPJS
        # 0001283347125", "No. BPJS  : 0000387129544", "peserta BPJS 0001774412093"; not a tariff or a count, "BPJS
        # 3.500.000", "BPJS 2500 claims")
        labelled(("bpjs", "no. bpjs", "no bpjs", "bpjs no", "bpjs kesehatan", "no. kartu bpjs", "kartu bpjs", "jkn",
                  "no. jkn", "no. kis", "kartu kis"), "HEALTH_PLAN_ID", 0.9,
                 value=r"(?P<v>[0-9]{13})(?![\w\-/]|[.,][0-9])"),
        # round 52: insurance numbers by cues that are other abbreviations too (a Serbian LBO, North Macedonia's FZOM,
        # Austrian and German insurance numbers, the Czech VZP: "LBO: 10245387619", "SV-Nr 4127 120565", "Vers.-Nr.
        # H503917284", "VZP č. 5806231184"); eight digits or more, or a letter and nine, never a beat count, an
        # insurer's code or a version ("LBO: 12450 beats", "VZP č. 111", "Vers.-Nr. 2.3.1")
        labelled(("lbo", "лбо", "fzom", "фзом", "sv-nr", "svnr", "sv-nummer", "vers.-nr", "versichertennummer", "vzp č",
                  "vzp c"), "HEALTH_PLAN_ID", 0.9, value=_LONG_NUMBER),
        # round 47: a plan's group in capitals and digits after "group" ("group CHI4402", "group OKSTRS01"; not
        # "group A strep", "group 2"), a policy's letters, a space and six digits or more ("Policy GLTD 004481-A",
        # "Policy WCP 7761304-02"; not a hospital policy's "Policy IC-0045")
        # (round 57: or a group's own letters and number, "group GRP-00417B", "group HI-SMALL-20871"; not a blood
        # group's or an antigen's "group B-12", "group HLA-B27", nor a trial group's or a standard's, "group RTOG-0617",
        # "group ISO-13485", "group WHO-SAGE-2023")
        P(r"(?<![A-Za-z])(?i:group)[ \t]{1,2}(?:(?i:no)\.?[ \t]{0,2}|\#[ \t]?)?(?P<v>[A-Z]{2,8}[0-9]{2,8}[A-Z0-9]{0,4}|"
          r"GRP-?[0-9]{3,8}[A-Z]?|[A-Z]{2,5}-[A-Z]{2,8}-[0-9]{5,8}[A-Z]?)"
          r"(?![\w\-])", "HEALTH_PLAN_ID", 0.85),
        P(r"(?<![A-Za-z])(?i:policy)(?:[ \t]{1,2}(?i:no\.?|number|\#))?[ \t:#]{1,3}"
          r"(?P<v>[A-Z]{2,6}[ \-]?[0-9]{6,10}(?:-[0-9A-Z]{1,3})?)(?![\w\-])", "HEALTH_PLAN_ID", 0.88),
        P(rf"(?<![A-Za-z0-9]){_MBI}(?![A-Za-z0-9])", "HEALTH_PLAN_ID", 0.85),
        # round 51: Alberta's health number, the ULI, in its own shape ("(ULI 60412-8873)"; not "ULI 10-20 cases")
        P(r"(?<![A-Za-z])(?:ULI|uli|Uli)(?:[ \t]{1,2}(?i:no\.?|\#))?[ \t:#]{1,3}(?P<v>[0-9]{5}-?[0-9]{4})(?![\w\-]|[.,][0-9])",
          "HEALTH_PLAN_ID", 0.9),
        # round 29: an Australian Medicare card number with the holder's reference number after a dash or a space
        # ("Medicare 4127 55190 3-1", "medicare 2953 71048 1  irn 2")
        # (round 44: after a wide gap or "no. is"; the IRN in brackets, after "IRN" or "position": "Medicare
        # 5982 37754 5 (3)", "Medicare 2420 30995 5 IRN 4", "Medicare: 4664 87151 3, position 1")
        P(r"(?i:medicare)(?:[ \t]{1,2}(?i:no\.?|number|card))?(?:[ \t]{1,2}is)?[ \t:#]{1,14}"
          r"(?P<v>[2-6][0-9]{3}[ \t]?[0-9]{5}[ \t]?[0-9](?:[ \t]?[-/][ \t]?[1-9](?![0-9])|[ \t]{1,3}\([1-9]\)"
          r"|[ \t]{1,3}(?i:irn)[ \t:]{1,2}[1-9](?![0-9])|,?[ \t]{1,2}(?i:position|pos\.?)[ \t]{1,2}[1-9](?![0-9]))?)"
          r"(?![0-9])",
          "HEALTH_PLAN_ID", 0.92, anchors=("medicare",)),
        # a bare "policy" before a number of six digits or more ("Porto Seguro Viagem, policy 0771.2025.448193"),
        # not a hospital's policy code ("policy FIN-114")
        P(r"(?<![A-Za-z])(?i:policy)[ \t]{0,2}[:#]?[ \t]{0,2}(?P<v>[0-9](?:[0-9]|[.\-](?=[0-9])){5,24})(?![\w]|[\-/.][0-9])",
          "HEALTH_PLAN_ID", 0.85, anchors=("policy",)),
        # Catalan CIP / Spanish health card code: four letters (from the name) and ten or twelve digits
        P(r"(?<![A-Za-z])(?i:cip|tsi|cita)[ \t]{0,2}[:#]?[ \t]{0,2}(?P<v>[A-Z]{4}[ ]?[0-9]{10}(?:[0-9]{2})?)(?![\w\-])",
          "HEALTH_PLAN_ID", 0.9),
        # an insurance group number: 5-12 capitals and digits (both), or 6-12 digits, nothing glued on ("Group
        # 0K521", "group 712244"; never "age group 65-74", "Group A strep", "group 2", "group 10000 mice")
        P(r"(?<![A-Za-z0-9])(?i:group|grp)[ \t]{0,2}(?i:\#|no\.?|number|id)?[ \t:#]{0,2}"
          r"(?P<v>[0-9]{5,10}(?:-[0-9]{2,6}){1,3}|(?=[0-9]{0,11}[A-Z])(?=[A-Z]{0,11}[0-9])[A-Z0-9]{5,12}|[0-9]{6,12})"
          r"(?![A-Za-z0-9\-/]|[.:][A-Za-z0-9])",
          "HEALTH_PLAN_ID", 0.8),
    )

    def validate(self, value: str) -> bool:
        # (a year is no member's number: "affiliation 2019", "Credential no. 2019 renewed")
        return super().validate(value) and _YEAR_ALONE.fullmatch(value) is None


def card_ok(value: str) -> bool:
    d = only_digits(value)
    return 13 <= len(d) <= 19 and d[0] in "12345689" and luhn_ok(d)


def short_card_ok(value: str) -> bool:
    """12-19 digit Maestro/JCB style numbers (Luhn) after a card cue."""
    d = only_digits(value)
    return 12 <= len(d) <= 19 and d[0] != "0" and luhn_ok(d)


def branded_card_ok(value: str) -> bool:
    """A payment card number: brand prefix and length (Visa, Mastercard, Amex, Discover, JCB, Diners) and Luhn."""
    d = only_digits(value)
    n = len(d)
    brand = (
        (d[0] == "4" and n in (13, 16, 19))
        or ((51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720) and n == 16)
        or (d[:2] in ("34", "37") and n == 15)
        or ((d[:4] == "6011" or d[:2] == "65" or 644 <= int(d[:3]) <= 649) and 16 <= n <= 19)
        or (3528 <= int(d[:4]) <= 3589 and 16 <= n <= 19)
        or ((d[:2] == "36" or 300 <= int(d[:3]) <= 305) and n == 14)
    )
    return brand and luhn_ok(d)


class AccountNumberRecognizer(LabelledIdRecognizer):
    name = "account_number"
    labels = ("ACCOUNT_NUMBER",)
    residual = True
    min_digits = 4
    patterns = (
        labelled(
            (
                "account", "account number", "account no", "acct", "acct no", "acct#", "a/c", "bank account",
                "acct/enc", "acct / enc", "acct/encounter",  # (round 59: an encounter's billing account, "Acct/Enc: V00019938412")
                "accts", "accounts", "acct #", "hospital account", "har", "cuenta", "no. de cuenta", "número de cuenta",
                "billing account", "billing number", "billing no", "invoice", "invoice number", "invoice no",
                "sort code", "routing number", "routing no", "aba", "iban", "card number", "card no", "card ending",
                "credit card", "debit card", "visa", "mastercard", "amex",
            ),
            "ACCOUNT_NUMBER",
            0.85,
        ),
        # payment cards: 13-19 digits, optional space/dash groups, Luhn-valid
        P(r"(?<![\w\-])\d(?:[ \-]?\d){12,18}(?![\w]|-\d)", "ACCOUNT_NUMBER", 0.85, check=card_ok),
        P(r"(?i:(?<![a-z])(?:card|cc|visa|mastercard|maestro|amex|jcb|debit card|credit card)(?:[ \t]{0,2}(?:#|no\.?|"
          r"number|ending))?)[ \t:]{1,3}(?P<v>\d(?:[ \-]?\d){11,18})(?![\w]|-\d)", "ACCOUNT_NUMBER", 0.9,
          check=short_card_ok),
        # IBAN (mod-97)
        P(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])",
          "ACCOUNT_NUMBER", 0.9, check=std_iban.is_valid),
        # round 47: bank details as a claims file or a remittance gives them: an IBAN after its cue whatever its
        # check digits, an Australian BSB, a US routing or a Canadian transit number, an account number in digit
        # groups or masked ("IBAN: IE64 BOFI 9058 3812 4471 09", "BSB 064-707 acct 1038 5521", "routing 071925846
        # acct ****8802", "transit 04512", "Acc 158 774 219")
        # (not a form's placeholder: check digits "00" never occur, "DE00 0000 ...", "XX00 XXXX ...")
        P(r"(?<![A-Za-z])(?:IBAN|(?i:iban))[ \t]{0,2}(?:(?i:no)\.?)?[ \t:]{1,16}"
          r"(?P<v>[A-Z]{2}(?!00)\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])", "ACCOUNT_NUMBER", 0.9),
        # (each in its own shape: a BSB 3-3, a routing number nine digits, a transit number five after its "no.":
        # not "Specimen routing 31002", "Colonic transit 12000 markers", "BSB 100 200 300")
        P(r"(?<![A-Za-z])BSB[ \t:#]{1,3}(?P<v>\d{3}[ \-]?\d{3})(?![\w\-]|[ \t]\d|[/.,]\d)", "ACCOUNT_NUMBER", 0.85),
        P(r"(?<![A-Za-z])(?i:routing)(?:[ \t](?i:no\.?|number|#))?[ \t:#]{1,3}(?P<v>\d{9})(?![\w\-]|[/.,]\d)",
          "ACCOUNT_NUMBER", 0.85),
        P(r"(?<![A-Za-z])(?i:transit)[ \t](?i:no\.?|number|#)[ \t:#]{1,3}(?P<v>\d{5})(?![\w\-]|[/.,]\d)"
          r"(?=[^\n]{0,40}(?i:inst|institution|bank|acct|account))", "ACCOUNT_NUMBER", 0.85),
        # (seven digits or more, the last group of three or more: not "Account: 30 60 90 day aging", "acc 45 60 90")
        P(r"(?i:(?<![a-z])(?:acct|acc|account|a/c)(?:[ \t]?(?:no\.?|#|number))?)[ \t:.#]{1,3}"
          r"(?P<v>[*xX]{2,8}[ \-]?\d{3,6}|(?=(?:[ \-]?\d){7})\d{2,4}(?:[ \-]\d{2,4}){0,2}[ \-]\d{3,4})(?![\w\-]|[/.,]\d)",
          "ACCOUNT_NUMBER", 0.85),
        # round 50: a payment card's last four digits, masked or said to end so ("VISA ***4417", "Visa debit ****
        # 3309", "MC ending 0921", "card ends 8841", "debit card (ending 2206)", "card on file (ends 1187)"; not
        # "card 2 of 4", "ends 14/03")
        # (the ending said only of a card, never a year, and nothing but a payment's word after it: not "visa ends
        # in 2026", "Parking card ends 1800 daily", "card ends with 1000 points"; a mask of x's glued to the digits:
        # not "Visa xx 2026 renewal")
        P(r"(?i:(?<![a-z])(?:card|visa|mastercard|mc|maestro|amex|discover|jcb|debit|credit|eftpos|interac)"
          r"(?:[ \t]{1,2}(?:debit|credit|card|on[ \t]file))?)[ \t]{0,2}(?:\([ \t]?)?"
          r"(?:\*{2,12}[ \t]?|[xX•]{2,12})(?P<v>\d{4})(?![\w\-/.]|,\d|[ \t]?\*)", "ACCOUNT_NUMBER", 0.85),
        P(r"(?i:(?<![a-z])(?:card|visa|mastercard|mc|maestro|amex|discover|jcb|debit|eftpos|interac)"
          r"(?:[ \t]{1,2}on[ \t]file)?)[ \t]{0,2}"
          r"(?:\([ \t]?)?(?i:ending|ends)(?:[ \t](?i:in))?[ \t:]{1,3}(?!(?:19|20)[0-9]{2}(?![0-9]))(?P<v>\d{4})"
          r"(?![\w\-/.]|,\d)(?![ \t]{1,2}(?!(?i:auth|conf|exp|approved|declined|receipt|ref)(?![a-z]))[A-Za-z])",
          "ACCOUNT_NUMBER", 0.85),
    )

    def analyze(self, doc: Doc) -> list[Span]:
        # a branded, Luhn-valid card number is a card number whatever generic id cue precedes it ("MRN: 4111 ...")
        return [Span(x.start, x.end, x.label, x.source, 0.92)
                if x.score < 0.92 and branded_card_ok(doc.text[x.start : x.end]) else x
                for x in super().analyze(doc)]


_VIN_MAP = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
            **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
            **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
_VIN_W = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_check_ok(vin: str) -> bool:
    v = vin.upper()
    if len(v) != 17 or any(c not in _VIN_MAP for c in v):
        return False
    total = sum(_VIN_MAP[c] * w for c, w in zip(v, _VIN_W, strict=True)) % 11
    return v[8] == ("X" if total == 10 else str(total))


def vin_ok(value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    return vin_check_ok(value) and digits >= 3 and sum(c.isalpha() for c in value) >= 3


# an Australian or New Zealand aircraft's registration (no digit); round 46: a Canadian one ("C-GKBM") and a US
# N-number ("N407KR", "N911CE"), always after an aircraft's cue
# round 63: any country's registration, its nationality mark and a hyphen (a one-letter mark before four letters:
# "G-MCGZ", "C-GMVX"; a two-character one before three to five from a letter: "PR-CHY", "5N-BQW", "P2-HBK",
# "4K-AZ207"), and helicopter and business-jet models (round 63 review: the marks in use only, not a rhythm, a test
# or a ventilator mode after "helicopter" or "A/C": "A-FIB", "V-TACH", "D-DIMER", "CT-CAP", "VC-CMV")
_ICAO_MARKS = ("A2 A3 A5 A6 A7 A9 AP C2 C3 C5 C6 C9 CC CN CP CS CU CX D2 D4 D6 DQ E3 E5 E7 EC EI EK EP ER ES ET EW EX EY "
               "EZ H4 HA HB HC HH HI HK HL HP HR HS HZ J2 J3 J5 J6 J7 J8 JA JU JY LN LV LX LY LZ OB OD OE OH OK OM OO OY "
               "P2 P4 PH PJ PK PP PR PS PT PU PZ RA RP S2 S5 S7 S9 SE SP ST SU SX T2 T3 T7 T9 TC TF TG TI TJ TL TN TR TS "
               "TT TU TY TZ UN UP UR V2 V3 V4 V5 V6 V7 V8 VH VN VP VQ VT XA XB XC XT XU XY XZ YA YI YJ YK YL YN YR YS "
               "YU YV Z3 ZA ZK ZP ZS 3A 3B 3C 3D 3X 4K 4L 4O 4R 4W 4X 5A 5B 5H 5N 5R 5T 5U 5V 5W 5X 5Y 6O 6V 6Y 7O 7P "
               "7Q 7T 8P 8Q 8R 9A 9G 9H 9J 9K 9L 9M 9N 9Q 9U 9V").split()
_ICAO_REGISTRATION = rf"(?:[BCDFGIM]-[A-Z]{{4}}|(?:{'|'.join(_ICAO_MARKS)})-[A-Z][A-Z0-9]{{2,4}})"
_ICAO_REGISTRATION_RE = re.compile(_ICAO_REGISTRATION)
# round 63: a Kenyan or Ugandan plate of the series in use (KA-KD, UA-UB), three digits and a letter a space apart
_EAST_AFRICAN_PLATE = r"(?:K[A-D]|U[AB])[A-Z][ ][0-9]{3}[A-Z]"
_AIRCRAFT_MODEL = (r"(?:S-?92A?|S-?76[A-D]?|AW ?1[0-9]9|H1[3-7]5|EC ?1[3-7]5|Bell[ \t]?4[0-2][0-9]|B4[0-2][0-9]|"
                   r"Learjet[ \t]?[0-9]{2}|King[ \t]Air(?:[ \t][0-9]{3})?|Dash[ \t]?8)")
_AIRCRAFT = re.compile(r"(?:VH|ZK)-[A-Z]{3}|C-[FGI][A-Z]{3}|N(?=[0-9A-Z]{4,5}(?![0-9A-Z]))[1-9][0-9]{0,4}[A-Z]{0,2}")


# a ship's word before its name or its call sign on the same line (in capitals, or capitalised after a field's colon;
# not "ship the stock", "blood vessel", "Master's thesis", "master data")
_SHIP_WORD = (r"(?:(?<![A-Za-z])(?:VESSEL|Vessel|SHIP|Ship|MASTER|Master|Current[ \t]vessel|aboard|on[ \t]board)"
              r"(?:[ \t]{0,2}:|(?=[ \t]{1,2}(?:of[ \t]{1,2})?(?:m/v|M/V|MV|M/T|MT|FV|F/V|MS|M/S|RV)[ \t])))")
_SHIP_ANCHORS = ("vessel", "ship", "master", "current", "aboard", "on")
# a ship's name of up to three words, no digits (found only after a ship's word and its prefix: see VehicleIdRecognizer)
_VESSEL_NAME = re.compile(r"[A-Z][A-Za-z]{2,20}(?:[ \t][A-Z][A-Za-z]{1,20}){0,2}")


def imo_ok(value: str) -> bool:
    """An IMO ship number: seven digits, the last the sum of the first six weighted 7 to 2, modulo 10."""
    return len(value) == 7 and value.isdigit() and sum(
        int(c) * w for c, w in zip(value[:6], range(7, 1, -1), strict=True)) % 10 == int(value[6])


# an ambulance's call sign: letters, a hyphen and a number ("D-214", "NW-4417"; not a helicopter's or a rapid response
# car's letters glued to their number, "HEMS21", "RRV14", nor a signing algorithm's, "call sign HS256", "HS-256", nor
# (round 59 review) a number alone, a frequency's or a series', "call sign 1234 MHz", "Callsign 2000 series")
_CALL_SIGN = r"(?!(?:HS|RS|ES|PS|SHA)-)(?:[A-Z]{1,4}-[0-9]{2,5})"
_CALL_SIGN_CUE = r"(?<![A-Za-z])(?i:call[ \t\-]?signs?)[ \t:#]{1,3}"


class VehicleIdRecognizer(LabelledIdRecognizer):
    name = "vehicle_id"
    labels = ("VEHICLE_ID",)
    residual = True
    min_digits = 1
    patterns = (
        labelled(
            ("vin", "vehicle identification number", "vehicle id", "chassis number", "chassis no",
             "licence plate", "license plate", "number plate", "plate", "plate number", "plate no",
             "registration plate", "vehicle registration", "vehicle reg", "car reg", "reg plate", "tag number",
             "vehicle tag", "vehicle plate", "license tag", "licence tag", "tag", "car registration",
             "registration mark", "vrm",
             # round 31: an ambulance crew's vehicle ("veh reg 191-C-20544")
             "veh reg",
             # round 44: an aircraft's registration (Australian "rego" below)
             "aircraft reg",
             # round 46: a patient-transport or ambulance vehicle's own number ("(vehicle SAS 6408)", "ambulance
             # vehicle no. 4471")
             "vehicle no", "vehicle number", "ambulance vehicle",
             # round 48: an ambulance's registration ("ambulance reg KCX 418T")
             "ambulance reg",
             # round 51: a lorry's and its trailer's plates, a fleet's own number ("truck reg. KLM 418", "trailer reg
             # AB 6720", "fleet no 4187", "Fleet: AMB 4411"; not "a fleet of 12 ambulances", "trailer 2 of 3")
             "truck reg", "lorry reg", "van reg", "trailer reg", "trailer no", "trailer:", "fleet no", "fleet number",
             "fleet #", "fleet:",
             # round 64: an aircraft's registration on an in-flight report ("A/C REG: A7-QMF (B787-9)")
             "a/c reg", "a/c registration", "a/c reg."),
            "VEHICLE_ID",
            0.9,
            # (an Irish plate: year, county letters, serial: "191-C-20544")
            value=r"(?P<v>(?=[A-Za-z0-9\- ]{0,17}\d)(?:[0-9]{2,3}-[A-Z]{1,2}-[0-9]{1,6}"
                  # (round 57: a US state's letters before the plate: "plate AZ CHR4821")
                  r"|(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
                  r"NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)[ \-](?=[A-Z0-9]{0,4}[A-Z])"
                  r"[A-Z0-9]{2,4}[\- ]?[0-9]{2,4}"
                  # (a third group in capitals or digits: "ambulance reg KCX 418T with", round 48)
                  r"|[A-Za-z0-9]{1,4}[\- ]?[A-Za-z0-9]{2,4}(?:[\- ][A-Z0-9]{1,4})?"
                  r"|[A-HJ-NPR-Za-hj-npr-z0-9]{17}))",
        ),
        P(r"(?<![A-Za-z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Za-z0-9])", "VEHICLE_ID", 0.8, check=vin_ok, or_context=True),
        # round 73: a Russian plate, its twelve Cyrillic letters that look Latin around three digits and the region's code
        # ("а/м УАЗ В 417 КО 64", "А123ВС 77"), a Ukrainian one, two letters, four digits and two letters ("реанімобіль
        # АН 4418 ЕХ"); in capitals, never inside a word
        P(r"(?<![\w\-])[АВЕКМНОРСТУХ][ \t]?[0-9]{3}[ \t]?[АВЕКМНОРСТУХ]{2}[ \t]?[0-9]{2,3}(?![\w\-])", "VEHICLE_ID", 0.85),
        P(r"(?<![\w\-])[АВЕКМНОРСТХІ]{2}[ \t]?[0-9]{4}[ \t]?[АВЕКМНОРСТХІ]{2}(?![\w\-])", "VEHICLE_ID", 0.85),
        # round 57: a French or francophone African registration, its letters and digits ("ambulance du district,
        # immatriculation AA 4471 CI"; never digits alone, a social security number's "n° d'immatriculation" too)
        labelled(("immatriculation", "immat", "plaque d'immatriculation"), "VEHICLE_ID", 0.9,
                 value=r"(?P<v>[A-Z]{1,3}[ \-]?[0-9]{2,4}[ \-]?[A-Z]{1,3})(?![\w\-]|[ \t][0-9])"),
        # round 57: a plate after "reg" when a vehicle is named before it on its line, letters and digits in a
        # plate's groups ("Vehicle: Renault Master, reg. BC 4417 HK", "driving a silver Camry, reg CWL 48K"; not
        # "Reg: GMC 7012345", a regulation's "Reg EC 1907/2006")
        # (round 57 review: nor a standard's number, "Vehicle ramp built to reg BS 8300", "van per reg ISO 7176")
        P(r"(?<![A-Za-z])(?i:vehicle|car|van|truck|lorry|camry|corolla|hilux|ute|sedan|suv|pickup|pick-up|motorbike|"
          r"motorcycle|driving|drives|drove|parked)(?![a-z])[^\n]{0,60}?(?<![A-Za-z])(?i:reg)\.?[ \t:]{1,3}"
          r"(?P<v>(?!(?:GMC|NMC|HCPC|GPHC|GDC|GOC|AHPRA|MCNZ|IMC|NMBI|EC|EU|UK|NO|BS|ISO|EN|IEC|DIN|ANSI|ASTM|SAE|ECE|"
          r"UN|FMVSS|AS|NZS)[ \t])"
          r"(?:[A-Z]{2,3}[ \-]?[0-9]{2,4}[ \-]?[A-Z]{1,3}|[A-Z]{2}[0-9]{2}[ ]?[A-Z]{3}|[A-Z]{2,3}[ \-][0-9]{3,4}))"
          r"(?![\w\-/]|[.,][0-9])", "VEHICLE_ID", 0.88,
          anchors=("vehicle", "car", "van", "truck", "lorry", "camry", "corolla", "hilux", "ute", "sedan", "suv",
                   "pickup", "pick", "motorbike", "motorcycle", "driving", "drives", "drove", "parked")),
        # round 56: an Irish plate after "reg" alone, its shape being its own ("own car, reg 231-D-48817")
        # (a county's letters: not a regulation's paragraph, "Reg 12-A-3", "Reg 536-EU-2014")
        P(r"(?<![A-Za-z])(?i:reg)\.?[ \t:]{1,3}(?P<v>[0-9]{2,3}-(?:C|CE|CN|CW|D|DL|G|KE|KK|KY|L|LD|LH|LK|LM|LS|MH|MN|MO|"
          r"OY|RN|SO|T|TN|TS|W|WD|WH|WW|WX)-[0-9]{1,6})(?![\w\-])", "VEHICLE_ID", 0.88,
          anchors=("reg",)),
        # round 44: an Australian car's "rego", letters and digits ("rego 1HGT 442"; not "Pt to rego 0900")
        P(r"(?<![A-Za-z])(?i:rego)[ \t:#]{1,3}(?!(?:DUE|PAID|DONE|FEE|FOR|IS|ON|EXP|EXPIRES|EXPIRED|RENEWAL)(?![A-Z]))"
          r"(?P<v>(?=[A-Z0-9 ]{0,8}[0-9])(?=[A-Z0-9 ]{0,8}[A-Z])[A-Z0-9]{2,4}[ ]?[A-Z0-9]{2,4})"
          r"(?![A-Za-z0-9])", "VEHICLE_ID", 0.85),
        # round 44: an Australian or New Zealand aircraft's registration after its cue ("Aircraft: VH-FVQ (PC-12)";
        # never alone: "VH-BSO" is a vaginal hysterectomy)
        P(rf"(?i:aircraft|plane|tail[ \t]number|tail|callsign|avion|appareil)(?i:[ \t]reg(?:istration|o)?\.?)?[ \t:#]{{1,3}}"
          rf"(?P<v>{_AIRCRAFT.pattern})(?![A-Za-z0-9\-])",
          "VEHICLE_ID", 0.92),
        # round 63: any country's aircraft registration (_ICAO_REGISTRATION), after a helicopter's or an aircraft's
        # word or its model ("Heli 5N-BQW", "heli 4K-AZ207 airborne", "Aircraft: AW139 PR-CHY", "Bristow S92
        # G-MCGZ", "Learjet 45, reg C-GMVX", '"tail": "LN-OXQ"', 'aircraft="P2-HBK"'; not "HLA-B27" after "aircraft")
        # (a tail only as a field's quoted key or with its number's word: not "Dural tail: T1-VIBE")
        P(r"(?<![A-Za-z])(?:(?i:aircraft|heli|helicopter)|\"tail\"|(?i:tail)[ \t](?i:no|number|#))"
          r"(?:[ \t](?i:reg(?:istration)?)\.?)?[\"']?[ \t:#=]{1,3}[\"']?"
          rf"(?:{_AIRCRAFT_MODEL}[ \t]{{1,2}})?(?P<v>{_ICAO_REGISTRATION})(?![A-Za-z0-9\-])", "VEHICLE_ID", 0.92),
        # (a model and its registration one or two spaces apart, or after "reg": not a room's "S92: CT-FOOT")
        P(rf"(?<![A-Za-z0-9\-]){_AIRCRAFT_MODEL}(?:,?[ \t](?i:reg)\.?[ \t:]{{1,3}}|[ \t]{{1,2}})(?P<v>{_ICAO_REGISTRATION})"
          r"(?![A-Za-z0-9\-])", "VEHICLE_ID", 0.92),
        # round 46: after "vehicle" alone only a plate's letters, a space or hyphen and its digits ("(vehicle SAS 6408)"):
        # in a drug study the vehicle is a carrier ("Vehicle: D5W 250 mL", "vehicle PEG400", "Vehicle DMSO 0.1%")
        # (round 48: also after "ambulance", five digits, a Kenyan plate's letter after the digits, an Israeli plate's
        # three pairs: "vehicle NUZ 48112", "MDA ambulance 39-211-84")
        P(r"(?<![A-Za-z])(?i:vehicle)[ \t:#]{1,3}(?P<v>[A-Z]{1,3}[ \-][0-9]{3,5}[A-Z]?|[0-9]{2,3}-[0-9]{2,3}-[0-9]{2})"
          r"(?![\w\-]|[.,][0-9]|[ \t]?(?i:%|mg|ml|mcg))",
          "VEHICLE_ID", 0.85),
        # (after "ambulance" not a reading: "Ambulance HR 130", "Ambulance SBP 190")
        P(r"(?<![A-Za-z])(?i:ambulance)[ \t:#]{1,3}(?!(?:HR|BP|SBP|DBP|PR|RR|GCS|MAP|QT|QRS|SAT|SATS|BM|CBG)[ \-])"
          r"(?P<v>[A-Z]{2,3}[ \-][0-9]{4,5}[A-Z]?|[0-9]{2,3}-[0-9]{2,3}-[0-9]{2})(?![\w\-]|[.,][0-9])",
          "VEHICLE_ID", 0.85),
        # round 63: a Ugandan or Kenyan plate, three letters, three digits and a letter, after a vehicle's, an
        # ambulance's or a Land Cruiser's word ("Ambulance UAZ 118M off road", "Backup LC UBF 902P", "pickup KCB 417Q"),
        # and a Nordic plate after a vehicle's word and "reg" ("LV reg XKP-417"; not a regulation's "Reg EU-2014")
        P(r"(?<![A-Za-z])(?i:ambulance|vehicle|veh|car|truck|pickup|pick-up|van|bus|minibus|matatu|boda|motorbike|"
          # (round 63 review: the series in use, KA-KD and UA-UB, a space apart: not a truck's or a Land Cruiser's
          # model, "KOM 930E", "URJ202R")
          rf"land[ \t]cruiser|hilux|plate|reg)\.?[ \t:#]{{1,3}}(?P<v>{_EAST_AFRICAN_PLATE})(?![\w\-])",
          "VEHICLE_ID", 0.85),
        P(rf"(?<![A-Za-z])LC[ \t]{{1,2}}(?P<v>{_EAST_AFRICAN_PLATE})(?![\w\-])", "VEHICLE_ID", 0.85),
        # (after a vehicle's word and "reg" only: "Reg: FEC-100" is a chemotherapy regimen)
        P(r"(?<![A-Za-z])(?i:lv|car|vehicle|veh|truck|van|ute|bus)[ \t](?i:reg)\.?[ \t:]{1,3}(?P<v>[A-Z]{3}-[0-9]{1,3})"
          r"(?![\w\-])", "VEHICLE_ID", 0.88),
        # round 62: a plate after a short or foreign word for the vehicle, or a bike's ("veh:  MA19 KXR", "Fahrzeug
        # DO-PS 417", "vehículo 4417-KPW", "Bike: MH 12 QX 4471"; "vehicle JN 44 TZ GP" is read below)
        P(r"(?<![A-Za-z])(?i:veh|fahrzeug|kennzeichen|kfz|veh[íi]culo|matr[íi]cula|targa|bike|motorbike|motorcycle|"
          r"scooter|moped)\.?[ \t:#]{1,3}"
          # (a plate's own shape only: British, German, Spanish, Italian, Indian; not a carrier, a model or a setting,
          # "veh DMSO 0.1%", "bike L12 60RPM", "Motorbike: KTM 690 DUKE", "Kennzeichen: HLA-B27")
          r"(?P<v>[A-Z]{2}[0-9]{2}[ ]?[A-Z]{3}|[A-ZÄÖÜ]{1,3}-[A-Z]{1,2}[ ][0-9]{1,4}[EH]?|[0-9]{4}[ \-][B-DF-HJ-NP-TV-Z]{3}"
          r"|[A-Z]{2}[ ]?[0-9]{3}[ ]?[A-Z]{2}|[A-Z]{2}[ \-]?[0-9]{1,2}[ \-]?[A-Z]{1,3}[ \-]?[0-9]{4})"
          r"(?![\w\-]|[.,][0-9]|[ \t]?%)", "VEHICLE_ID", 0.85),
        # (a South African plate after "vehicle": letters, digits, letters and the province, "vehicle JN 44 TZ GP")
        P(r"(?<![A-Za-z])(?i:vehicle)[ \t:#]{1,3}(?P<v>[A-Z]{2}[ ]?[0-9]{2}[ ]?[A-Z]{2}[ ]?GP)(?![\w\-])",
          "VEHICLE_ID", 0.85),
        # round 59: an ambulance's call sign (see _CALL_SIGN), one or a list of them, each read by one of these three
        # ("call signs D-214, D-117", "Callsign NW-4417"; not a ship's, see below, nor "call sign pending")
        P(rf"{_CALL_SIGN_CUE}(?:{_CALL_SIGN},[ \t]{{1,2}}){{0,3}}(?P<v>{_CALL_SIGN})(?![\w\-])",
          "VEHICLE_ID", 0.85, anchors=("call", "callsign", "callsigns")),
        P(rf"{_CALL_SIGN_CUE}(?P<v>{_CALL_SIGN}),", "VEHICLE_ID", 0.85,
          anchors=("call", "callsign", "callsigns")),
        P(rf"{_CALL_SIGN_CUE}{_CALL_SIGN},[ \t]{{1,2}}(?P<v>{_CALL_SIGN}),", "VEHICLE_ID",
          0.85, anchors=("call", "callsign", "callsigns")),
        # round 59: a Korean plate with one of the syllables plates use, and an Indonesian one after "ambulans" or its
        # words for a plate (region letters, three or four digits, letters) ("plate 71소 4418", "ambulans AD 8832 KF",
        # "Ambulans: R 9317 BS"; not a count, a minute or a floor before a number, "20분 1000 mL", "13층 2024", nor
        # "Ambulans: RS 3 ALS")
        # (round 59 review: not a Spanish "placa" either, a bone, Petri or PCR plate as often, "placa LCP 10 orificios")
        P(r"(?<![\w\-])(?P<v>[0-9]{2,3}[가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호배][ ]?[0-9]{4})"
          r"(?![\w\-])", "VEHICLE_ID", 0.85),
        P(r"(?<![A-Za-z])(?i:ambulans|nopol|plat nomor|no\. polisi|nomor polisi)[ \t:#]{1,3}"
          r"(?P<v>[A-Z]{1,2}[ ][0-9]{3,4}[ ][A-Z]{1,3})(?![\w\-])", "VEHICLE_ID", 0.85),
        # a Turkish plate after its word, the province's two digits first ("plaka 06 AZ 4417", "araç plakası 06 BFK
        # 219"; not a bone plate, "plaka DHS 135", nor a growth plate, "büyüme plakası 3 mm")
        P(r"(?<![A-Za-z])(?i:plaka|plakası|plakasi)[ \t:]{1,3}(?P<v>(?:0[1-9]|[1-7][0-9]|8[01])[ ][A-Z]{1,3}[ ][0-9]{2,4})"
          r"(?![\w])", "VEHICLE_ID", 0.85),
        # UK plates (current format) with a vehicle cue nearby
        P(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2} ?[A-Z]{3}(?![A-Za-z0-9])", "VEHICLE_ID", 0.7, needs_context=True),
        # round 54: a ship's IMO number, its seafarer's vessel ("Current vessel: MV Hebridean Tern (IMO 9734118)")
        # (in brackets or after its number's word: not "IMO 1000000 units", in my opinion)
        P(r"(?:(?<=\()IMO[ \t]{1,2}|(?<![A-Za-z])IMO[ \t]{1,2}(?i:no|number)\.?[ \t:]{1,3})(?P<v>[0-9]{7})(?![\w])",
          "VEHICLE_ID", 0.85),
        # (round 55: or alone when its check digit holds, the first six digits weighted 7 to 2: "IMO 9074729"; not "IMO
        # 1500000 vials", in my opinion, nor a terminology's concept code, "IMO 1203344 retired")
        P(r"(?<![A-Za-z])IMO[ \t]{1,3}(?P<v>[0-9]{7})(?![\w])", "VEHICLE_ID", 0.85, check=imo_ok),
        # (or after a ship's word earlier on its line, a check digit mistyped: "Vessel: m/v NORDIC SPIRIT   IMO 9481236")
        P(rf"{_SHIP_WORD}[^\n]{{0,60}}?(?<![A-Za-z])IMO[ \t]{{1,3}}(?P<v>(?![0-9]{{2,3}}0000)[0-9]{{7}})(?![\w])",
          "VEHICLE_ID", 0.85, anchors=_SHIP_ANCHORS),
        # round 55: a ship's radio call sign and a merchant ship's or fishing boat's name by its prefix, each only after
        # a ship's word earlier on its line ("Vessel: m/v NORDIC SPIRIT   IMO 9481236   Call sign 5BQX4", "FM: MASTER MT
        # VOLGA STAR", "Ship: MS AURORA BOREALIS (cruise)"; naval ships are places: see the facility recognizer); not an
        # ambulance's or a helicopter's call sign ("call sign HEMS21"), a signing algorithm ("call sign HS256"), nor
        # "MS Relapse", "MV Settings", "RV Function" before "IMO"
        P(rf"{_SHIP_WORD}[^\n]{{0,60}}?(?<![A-Za-z])(?i:call[ \t]?sign)[ \t:]{{1,3}}"
          r"(?P<v>(?=[A-Z]{0,6}[0-9])(?=[0-9]{0,6}[A-Z])[A-Z0-9]{4,7})(?![\w])", "VEHICLE_ID", 0.85,
          anchors=_SHIP_ANCHORS),
        # (a fishing vessel's FV only before a name in capitals: a femoral vein's is a duplex scan's, "Vessel: FV
        # Occluded")
        P(rf"{_SHIP_WORD}[^\n]{{0,12}}?(?<![A-Za-z])(?:(?:m/v|M/V|MV|M/T|MT|MS|M/S|RV)[ \t]{{1,2}}|"
          r"(?:FV|F/V)[ \t]{1,2}(?=[A-Z]{3,20}(?:[ \t][A-Z]{2,20}){0,2}(?![\w])))"
          r"(?P<v>[A-Z][A-Za-z]{2,20}(?:[ \t][A-Z][A-Za-z]{1,20}){0,2})(?![\w])", "VEHICLE_ID", 0.85,
          anchors=_SHIP_ANCHORS),
    )
    context = ("car", "vehicle", "reg", "registration", "plate", "parked", "drove", "driving", "van", "taxi",
               "vin", "veh")

    def validate(self, value: str) -> bool:
        # (round 51: a plate has four characters or more and no word in lower case: not "Trailer: 2 of 3", "Fleet
        # number of 14", "truck reg 561/2006")
        return _AIRCRAFT.fullmatch(value) is not None or _VESSEL_NAME.fullmatch(value) is not None or (
            _ICAO_REGISTRATION_RE.fullmatch(value) is not None) or (
            super().validate(value) and sum(c.isalnum() for c in value) >= 4
            and re.search(r"(?<![A-Za-z0-9])[a-z]{2,}(?![A-Za-z0-9])", value) is None)  # (a plate "7akt517" stays)


class BiometricIdRecognizer(LabelledIdRecognizer):
    name = "biometric_id"
    labels = ("BIOMETRIC_ID",)
    residual = True
    min_digits = 1
    triggers = ("finger", "biometric", "retina", "retinal", "iris", "voice", "palm", "face", "facial", "dna", "gait")
    patterns = (
        labelled(
            ("fingerprint", "fingerprint id", "fingerprint template", "biometric", "biometric id",
             "biometric template", "retinal scan", "retina scan", "retinal scan id", "iris scan", "iris scan id",
             "iris template", "voiceprint", "voice print", "voiceprint id", "palm print", "palmprint",
             "face id", "facial recognition id", "facial template", "dna profile", "dna id", "gait signature"),
            "BIOMETRIC_ID",
            0.95,
        ),
    )
