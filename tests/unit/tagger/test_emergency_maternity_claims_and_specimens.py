"""Probe rounds 20 and 21 (session 24): what round 20 left (supply codes, condition lists and named scales read
as people, a place after "Dr X of", lab and interpreter companies, nicknames after "known to her family as",
signed initials that spell a word, extensions after a named role) and round 21's emergency, maternity, claims and
specimen text, with the look-alikes these rules must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


# -- round 20 leftovers: look-alikes ----------------------------------------------------------------------------
def test_supply_codes_before_a_lower_case_description_are_no_subject_numbers() -> None:
    text = ("ITEMS:\n1. E1390 O2 concentrator 3 LPM continuous + E0431 portable cylinders (qty 6).\n"
            "2. E0260 semi-electric hosp bed w/ E0277 alternating pressure mattress\n4. E0143 walker, folding")
    assert not _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Subject E1234 had a grade 2 AE", "E1234"),
    ("Screened: E1234 randomized 3/4", "E1234"),
])
def test_a_subject_number_of_the_same_shape_is_still_found(text: str, value: str) -> None:
    assert ("SUBJECT_ID", value) in _found(text)


@pytest.mark.parametrize("text", [
    "PMH: AF, HTN, BPH, L TKA, CKD 3A",
    "PMH OF AF, HTN, HLD, GOUT.",
    "calcium/vitamin D. Morse Fall Scale 60 at rehab per daughter.",
    "Martin-Hopkins LDL calculation, Lp(a), FOURIER and ODYSSEY OUTCOMES data",
    "IN-LAW KHAMPHOUI ON SCENE INTERPRETING (LAO). PT STATES SOB X 3 DAYS",
    "Wishes (Calif. Advance Health Care Directive, Probate Code 4701 form): no CPR",
])
def test_condition_lists_scales_languages_and_forms_are_no_person(text: str) -> None:
    assert not _with_label(text, PERSON | {"FACILITY"})


def test_a_heading_in_capitals_after_a_street_is_no_town() -> None:
    text = "DME: Topeka Home Medical to 1819 SW Lane St.\nACTIONS\n- Bed Mgmt to open 3 overflow beds"
    assert ("CITY", "ACTIONS") not in _found(text)
    assert ("CITY", "KNARESBOROUGH") in _found("14 Church Lane\nKNARESBOROUGH\nHG5 8AA")


def test_an_interpreter_id_after_a_language_is_no_idaho_zip() -> None:
    assert not any(lab == "ZIP" for lab, _ in _found("Interpreter: Tagalog ID 10388 (Language Line) used"))
    assert ("ZIP", "83201") in _found("Pocatello, ID 83201")


def test_a_carrier_shipping_a_parcel_is_no_place() -> None:
    assert "FedEx" not in _values("Accredo shipped 1 carton 03/04/2025 FedEx Priority Overnight, tracking 7794")


# -- round 20 leftovers: what is now found ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "place"), [
    ("Fr. Edsel Macaraeg of St. Augustine Church, South San Francisco, called.", "St. Augustine Church"),
    ("Seen by Dr. Amir Haddad of Mercy Hospital today", "Mercy Hospital"),
    ("per Rev. John Kowal of First Baptist Church", "First Baptist Church"),
    ("Amir Haddad of Mercy Hospital called back", "Mercy Hospital"),
    ("serum hCG negative 02/24/2025 (Quest). Monthly tests required", "Quest"),
    ("Pt tested 2019 (Myriad MyRisk): BRCA2 c.5946delT heterozygous", "Myriad"),
    ("Interpreter: Tagalog ID 10388 (Language Line) used for part of discussion", "Language Line"),
])
def test_a_place_after_a_person_of_and_named_labs_are_facilities(text: str, place: str) -> None:
    assert ("FACILITY", place) in _found(text)


def test_a_place_named_with_of_keeps_its_whole_name() -> None:
    assert ("FACILITY", "Royal Infirmary of Edinburgh") in _found("transferred to Royal Infirmary of Edinburgh")


@pytest.mark.parametrize(("text", "name"), [
    ("Filipino woman, known to her family as Baby, admitted with CAP", "Baby"),
    ("settled 2140. braden 14, turned q2. -ms cna", "ms"),
])
def test_a_nickname_after_its_cue_and_signed_initials_are_people(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "ext"), [
    ("D/C planner: Korrine Vasquez-Whitfield  x6612\nnext", "x6612"),
    ("Case manager: Tom Reyes x4410", "x4410"),
])
def test_an_extension_closing_a_named_role_line_is_a_phone(text: str, ext: str) -> None:
    assert ("PHONE", ext) in _found(text)


def test_a_magnification_is_no_extension() -> None:
    assert not _found("Coordinator note: viewed at magnification x1000")


# -- round 21: claims and revenue-cycle text --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "label", "value"), [
    ("INS: AMBETTER (MKTPLACE SILVER 6)   MBR U7739402815   GRP N/A", "HEALTH_PLAN_ID", "U7739402815"),
    ("APPROVED 72148 X1, AUTH# 250408MRI3306, VALID 04/08/25", "OTHER_ID", "250408MRI3306"),
    ("DOB 07/07/1973     Accts 3310457720", "ACCOUNT_NUMBER", "3310457720"),
    ("Chesapeake Bay Cardiology Associates, LLC    PTAN 05K7719", "OTHER_ID", "05K7719"),
    ("ICN 22125801447203     DOS 04/22/2025", "OTHER_ID", "22125801447203"),
    ("Pre-authorisation number: PA/25/7718032", "OTHER_ID", "PA/25/7718032"),
    ("insurance with Porto Seguro Viagem, policy 0771.2025.448193; emailed them", "HEALTH_PLAN_ID", "0771.2025.448193"),
    ("06/20/25 Infant AHCCCS ID issued A12990451, eff 05/27/2025", "HEALTH_PLAN_ID", "A12990451"),
    ("Subscriber: BOGDAN PRZYBYLSKI        ID TRM884120753-00", "OTHER_ID", "TRM884120753-00"),
    ("Tx reaction report TR-25-0419 filed 10/04/2025", "OTHER_ID", "TR-25-0419"),
    ("FILTER CARD # 24-1162390.", "OTHER_ID", "24-1162390"),
    ("Fionnuala Mulcahy, Attorney at Law (Minnesota Atty Reg. 0398815)", "LICENSE_NUMBER", "0398815"),
])
def test_claims_numbers_after_their_cues_are_identifiers(text: str, label: str, value: str) -> None:
    assert (label, value) in _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Dx on claim: R07.89, I25.10, R94.31", "R07.89"),
    ("eligible for a 100% discount; the policy lapsed in 2019", "2019"),
])
def test_diagnosis_codes_and_years_after_claim_words_are_no_identifiers(text: str, value: str) -> None:
    assert value not in _values(text)


@pytest.mark.parametrize(("text", "payer"), [
    ("PER REP MRI REQ AUTH VIA EVICORE, INJ REQ AUTH THRU PLAN.", "EVICORE"),
    ("COB order fixed in Epic (FSC 1 -> UHC, FSC 2 -> MCR).", "UHC"),
    ("BCBSTX denied PR-27 (coverage terminated 01/31)", "BCBSTX"),
    ("MAC: Novitas Solutions, JL", "Novitas Solutions"),
    ("Pt also brought a Medigap card from AARP (Plan G)", "AARP"),
    ("IN1|1|BCBPPO|00621|BLUE CROSS BLUE SHIELD OF ILLINOIS|PO BOX 805107", "BLUE CROSS BLUE SHIELD OF ILLINOIS"),
    ("GERMLINE PANEL PENDING (AMBRY).", "AMBRY"),
])
def test_payers_benefit_managers_and_labs_are_facilities(text: str, payer: str) -> None:
    assert ("FACILITY", payer) in _found(text)


@pytest.mark.parametrize(("text", "name"), [
    ("CALLED 1-877-555-0129 OPT 3. SPOKE W/ SHAWANDA. PER REP MRI REQ AUTH", "SHAWANDA"),
    ("Called plan, spoke with Shawanda, rep said auth needed.", "Shawanda"),
    ("requester 07/17, spoke with underwriter Kenzie.", "Kenzie"),
    ("pickup 1645 by courier Marquell, receipt expected by 10:30", "Marquell"),
    ("Oncology: Dr Parveen Akhtar-Siddiqui   CNS: Bethan", "Bethan"),
    ("REPORT GIVEN TO SAFETY DIRECTOR CONCETTA BRAITHWAITE-ODUYA. OSHA NOTIFICATION", "CONCETTA BRAITHWAITE-ODUYA"),
])
def test_the_person_on_a_call_and_named_roles_are_people(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


def test_departments_called_are_no_people() -> None:
    text = "spoke with pharmacy, spoke to Radiology and spoke with the patient. SPOKE W/ PHARMACY AND SPOKE TO RADIOLOGY."
    assert not _with_label(text, PERSON)


# -- round 21: logs, specimens, worklists ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "login"), [
    ("     Week of 07/14/2025      Processor: kbaptiste\n| Req # |", "kbaptiste"),
    ("148 pages released 07/29/25 -- sgrunewald", "sgrunewald"),
    ("belongs to a different patient. No merge. - dkhoury", "dkhoury"),
    ("Vance RN (infusion) 10/20/2025 15:31 by nbalogun", "nbalogun"),
    ("LIS rule ROUTE-ONC fixed by cmoreau 10/21. -JTK", "cmoreau"),
    ("Analyst note (lrosenthal, 12/02/2025 0745): same patient", "lrosenthal"),
    ("Cytotechnologist: ltruong      Supervisor: R. Abernathy-Lowe, SCT", "ltruong"),
])
def test_a_login_made_of_initials_and_a_surname_where_a_log_names_who_acted_is_a_person(text: str, login: str) -> None:
    assert login in _with_label(text, PERSON)


def test_words_after_by_are_no_logins() -> None:
    text = "reviewed by pharmacy. Signed by attending. released by system -- done. by protocol, by mouth, by report."
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("mass 34-38 cm; histo S25-30911 adenocarcinoma, HER2 negative", "S25-30911"),
    ("CNB 10/31 (S25-52218): IDC GR 3", "S25-52218"),
    ("07/03/2025 1400 Repeat card NB25-191133 received by courier", "NB25-191133"),
])
def test_a_laboratory_case_number_is_an_identifier(text: str, value: str) -> None:
    assert ("OTHER_ID", value) in _found(text)


def test_marker_and_gene_names_with_numbers_are_no_case_numbers() -> None:
    assert not _found("CD20-1234 and HER2-0003 staining")


def test_a_newborn_surname_before_the_record_field_is_a_person() -> None:
    text = "Infant: Baby Boy Mukherjee-Osborne, MRN 28840177, DOB 07/01/2025 2236"
    assert "Mukherjee-Osborne" in _with_label(text, PERSON)


def test_an_age_over_89_in_a_table_cell_is_found_not_a_temperature() -> None:
    assert ("AGE_OVER_89", "91") in _found("3. AKINTOLA, Babatunde | 91 M | Hosp no. K1201477 | DOB 12/12/1933")
    assert not _found("T 91 F, HR 40")


@pytest.mark.parametrize("text", [
    "candidate for Ivor Lewis oesophagectomy. GOJ tumour Siewert II; CT: liver mets.",
    "ACL-RSI 56. Tegner 3 (pre-injury 9), Lysholm 84.",
    "ED course: Li level 0.2, tox screen + THC only",
    "E. coli + Bacteroides,Y and Group A Strep,N",
    "MR BRAIN W/WO (MRBRWWO)  and MR L-SPINE WO (MRLSWO)",
    "PACS WORKLIST - CT/MR UNREAD (sorted by priority)",
    "Labs: Monospot POS, WBC 11.8, atypical lymphs 18%",
    "Parents updated in Pod 3 (beds 12/13). Mother's OB aware.",
    "03:16:02.901 INFO  [ob-results] retry 1/3 scheduled",
])
def test_procedures_scores_organisms_and_worklist_words_are_no_identifiers(text: str) -> None:
    assert not {lab for lab, _ in _found(text)} & (PERSON | {"DATE", "CITY", "FACILITY"})
