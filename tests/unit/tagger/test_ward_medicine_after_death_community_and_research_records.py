"""Probe rounds 26 and 27 (session 30): ward medicine, after-death and hospital-operations paperwork, community and
research records. Letterheads in capitals that name a hospital "OF" its town, nursing facilities, house names,
campuses named for their street, roads by their number, hospitals' local names, homecare agencies, chemists,
crematoria, chapels, supported-living providers; initials that sign entries (after the last sentence, a date, a
check, a dictation, a typist's reference), relatives behind a bracketed role, ages after a surname in capitals,
numbers of mortuaries, pupils, interpreters, volunteers and security officers; with the look-alikes these rules must
leave alone (a study's approvals, a NICE guideline, code-system URLs, eponyms, faiths and prayers, devices and
settings, an adverb after "admitted", a cause of death's lines, a year after a town, a ward move, a common word
after "daughter")."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_with_label as _with_label

ID_LABELS = frozenset({"MRN", "OTHER_ID", "SUBJECT_ID", "NHS_NUMBER", "HEALTH_PLAN_ID", "LICENSE_NUMBER"})
PLACE = frozenset({"STREET_ADDRESS", "CITY", "COUNTY", "FACILITY"})


# --- facilities and places ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "facility"), [
    ("OPERATIVE REPORT\nCHILDREN'S HOSPITAL OF RICHMOND AT VCU\nPATIENT: JEAN-LOUIS, MACKENSON   MRN 6012345",
     "CHILDREN'S HOSPITAL OF RICHMOND AT VCU"),
    ("COMMENTS:\n- BROUSSARD 91 YO FROM LAFON NURSING FACILITY, ON ELIQUIS LAST DOSE 03/08 AM.",
     "LAFON NURSING FACILITY"),
    ("ME Office, Royal Cornwall Hospital (Treliske)\nME ref: MEX-25-3392", "Treliske"),
    ("Lives alone in a ground-floor unit, carers from Coastline Homecare x2/day.", "Coastline Homecare"),
    ("Issued 30/12/2025. Cohens Chemist in Gorton flagged early collection.", "Cohens Chemist"),
    ("Funeral director: Co-op, Armley. Crematorium: Cottingley Crematorium.", "Cottingley Crematorium"),
    ("Funeral home: Pyo Memorial Chapel, Fort Lee, to collect after 0800.", "Pyo Memorial Chapel"),
    ("Provider manager Sorcha Abernethy-Yeo (Tayside Supported Living) attended.", "Tayside Supported Living"),
    ("NORTHERN TISSUE BANK - PARTICIPANT WITHDRAWAL RECORD\nParticipant withdrew consent.", "NORTHERN TISSUE BANK"),
])
def test_named_hospitals_agencies_chemists_and_chapels_are_facilities(text: str, facility: str) -> None:
    assert facility in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "place"), [
    ("Address: Lower Farm Cottage, Hatch Beauchamp, Taunton TA3 6AW\nGP: Dr Ellis", "Lower Farm Cottage"),
    ("OCHSNER MEDICAL CENTER - JEFFERSON HWY     MAIN OR SCHEDULE     TUE 03/10/2026", "JEFFERSON HWY"),
    ("Incident: 21/01/2026 17:52, motorcycle v car, A483 near Llanymynech, rider thrown.", "A483"),
])
def test_house_names_campus_streets_and_numbered_roads_are_addresses(text: str, place: str) -> None:
    assert place in _with_label(text, {"STREET_ADDRESS"})


@pytest.mark.parametrize(("text", "value"), [
    ("DISPOSITION: ADMITTED OVERNIGHT FOR OSA MONITORING, 5 SOUTH RM 512.", "OVERNIGHT FOR OSA MONITORING"),
    ("ADMITTED TO MORTUARY: 24/11/2025 05:10 by porters.", "MORTUARY"),
    ("Language: Dari   Gender of interpreter: FEMALE REQUIRED", "FEMALE REQUIRED"),
    ("e-Referral - Oral & Maxillofacial Surgery, Leeds Dental Institute", "Oral & Maxillofacial Surgery"),
    ("Seen at St James Hospital (Main) today.", "Main"),
])
def test_adverbs_departments_and_specialties_are_no_facility(text: str, value: str) -> None:
    assert value not in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "value"), [
    ("Bed mgmt - \"patient moved to 5 East but board still shows ED hall bed 3\"", "5 East"),
    ("Born in Momostenango, moved to Quetzaltenango 2010, entered US 2017. Works at a bakery.", "2010"),
    ("Proposed cause:\n1a Hospital acquired pneumonia\n1b Fractured neck of femur (operated 08/12/2025)\n1c Fall",
     "Fractured neck"),
    ("ECG: sinus brady 44, Sokolow-Lyon LVH voltage, early repol.", "Lyon"),
    ("Function: CFS (Rockwood) 6. Lives alone.", "Rockwood"),
    ("COLONOSCOPY: Boston bowel prep 2-3-2 (total 7). Cecum reached.", "Boston"),
    ("Employer: Subsea 7 (saturation diver, North Sea; next rotation 3 wk on)", "North Sea"),
])
def test_ward_moves_years_causes_of_death_and_eponyms_are_no_place(text: str, value: str) -> None:
    assert not any(value in v for v in _with_label(text, PLACE))


def test_a_town_after_a_linking_word_in_a_hyphenated_name_is_still_a_place() -> None:
    assert "Stratford-upon-Avon" in _with_label("Lives in Stratford-upon-Avon with her son.", PLACE)


def test_a_county_drops_the_sentence_word_before_it() -> None:
    counties = _with_label("Called Bergen County ME 0420, spoke with the investigator.", {"COUNTY"})
    assert counties == {"Bergen County"}


# --- names ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name"), [
    ("Clinic: 02/02/2026    Typed: 04/02/2026    HC/lp\n\nDr Mariam Saleem, Levenshulme Health Centre", "lp"),
    ("Yours sincerely\nDr R Liebermann\nRL/kt", "kt"),
    ("Sent for antibody confirmation.\nChecked: PR / AMcL", "PR"),
    ("Identity band - name, DOB, NHS no. all match. Checked KH / LB.\nFAITH: Muslim (Sunni).", "LB"),
    ("Tiles and bedding released to Shree Ram Funeral Care. Closed. HS", "HS"),
    ("\"1c Fall\" to remain. Family informed by CV 16:20.", "CV"),
    ("She will drive.\nDictated: HJB 12/01/2025 14:22   Job 8815402", "HJB"),
    ("Audit: call reviewed 02/03/2026, BF/JK.", "JK"),
    ("Wound reviewed.\nSigned: LT (RN Band 6) / student nurse observed", "LT"),
    ("Serious AE: case GB-ASL-2026-004417.\nQC: Ruaraidh Gillanders 21/01/2026 16:05. Closed.", "Ruaraidh Gillanders"),
    ("1-wk supply, f/u 1 wk. 3. Annual exam.\nTessaly Marchbanks, OD", "Tessaly Marchbanks"),
    ("COMMENTS:\n- BROUSSARD 91 YO FROM LAFON NURSING FACILITY, ON ELIQUIS.", "BROUSSARD"),
    ("COMMENTS:\n- DAUGHTER (HCPOA) CLAUDETTE 504-555-0172 WANTS CALL WHEN IN PACU.", "CLAUDETTE"),
    ("Eritrean Orthodox Church, Battersea - priest Ghebremedhin agreed to come.", "Ghebremedhin"),
    ("PROVIDER: JOSEPHINE KIPKORIR-DANE, ARNP   MA: LUPITA\nPT: ZAVALA-HUERTA, ELISEO", "LUPITA"),
    ("Type: concern     Handler: Gillian Rutter\nCaller: Mrs Deborah Gill", "Gillian Rutter"),
])
def test_signing_initials_typists_roles_and_relatives_are_names(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("Company causality (WHO-UMC): probable. Thiazide co-suspect.", "WHO-UMC"),
    ("We will start a Twin Block functional appliance at the next visit.", "Block"),
    ("OGJ adenoCa, neoadj FLOT x4 then Ivor Lewis. EMR + RFA.", "Lewis"),
    ("Today: SR, 1st degree AV block PR 260 ms. Holter from GP showed nocturnal Mobitz I.", "Holter"),
    ("Obs checked: BP / HR", "BP"),
    ("Seen w/ daughter Teresa Carmody (NOK, LPA health & welfare) on Fri 16/01/2026.", "LPA"),
    ("Faith: Hindu - cremation as soon as possible. Crematorium: Canley Crematorium.", "Hindu"),
    ("Discussion with QAP: agreed proposed cause.", "QAP"),
    ("Ward 40 (AMU) nurse in charge rang. Daughter informed by NIC. Datix logged.", "NIC"),
    ("Released by: K. Haworth, APT.\nOut-of-hours release requests: mortuary office.", "Out-of-hours"),
    ("Yours sincerely\nDr Gwenllian Pryderi-Hughes (GP)", "GP"),
    ("S: leg ulcer sore.\nO: 4x3 cm, sloughy.\nA: ?early infection.\nP: Cleansed, Flaminal Forte, Aquacel Ag", "Forte"),
    ("Mother: EPDS 9, Whooley Q negative. Tearful at times.", "EPDS"),
    ("ISS 41 (4^2 + 3^2 + 4^2), Ps 0.617 (TRISS). NISS 41.", "Ps"),
    ("Subject: BRIGHT-KNEE study - thank you for your interest", "BRIGHT-KNEE"),
    ("1130  Gift shop: till count done; 2 flower deliveries.", "Gift"),
    ("Mrs Deborah Gill called on 14/11 about her dentures. Ward manager informed.\n"
     "26/11/2025 - Daughter happy with outcome, new denture appointment.", "happy"),
])
def test_scales_devices_faiths_roles_and_words_are_no_names(text: str, value: str) -> None:
    assert not any(value in v for v in _with_label(text, PERSON | {"INVESTIGATOR"}))


def test_initials_signing_several_entries_are_names_each_time() -> None:
    text = ("02/03 07:40 am call - pad changed, strip wash, breakfast eaten. heel red, told office. KW\n"
            "02/03 12:30 lunch - soup and sandwich, ate half. fluids 300 ml. KW\n"
            "03/03 07:45 am call - settled, sensor mat on, slept in chair. KW\n")
    assert "KW" in _with_label(text, PERSON)


def test_a_research_diarys_participant_number_and_bracketed_name_are_found() -> None:
    text = ("research nurse diary - frailty study\n- pt 0209 (walter finchley-amos, 90 yrs) - son rang\n"
            "- consented pt 0224 (harbans singh-gill) with interpreter\n- pt 0211 (no show, rebooked)\n")
    assert {"walter finchley-amos", "harbans singh-gill"} <= _with_label(text, PERSON)
    assert "no show" not in _with_label(text, PERSON)
    assert {"0209", "0224", "0211"} <= _with_label(text, ID_LABELS)


def test_a_zero_led_four_digit_number_after_pt_outside_a_study_is_a_time() -> None:
    assert not _with_label("pt 0600 obs stable, slept well overnight.", ID_LABELS)


def test_an_acronym_used_elsewhere_in_the_note_does_not_sign_it() -> None:
    text = "MDT agreed the plan today. Discussed with family.\nFollow-up at the next MDT.\nAgreed at MDT. MDT"
    assert "MDT" not in _with_label(text, PERSON)


# --- numbers and dates ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("MORTUARY NO: RBH-25/1187          FRIDGE 3B / TRAY 14", "RBH-25/1187"),
    ("Osman Hirsi   DOB 11/02/1968   S-number S2207391   NHS 999 916 0433", "S2207391"),
    ("Interpreter assigned: Mr Ahmad Zia Rahimi (NRPSI 17734)", "17734"),
    ("Volunteers: Dorothy Wilcoxson (vol #V-2207) on the desk.", "V-2207"),
    ("DOB 14/06/2011   Year 10 (form 10R)   UPN K930218476105", "K930218476105"),
    ("Randomised 26/01/2026, arm allocated by IWRS (confirmation C7Q-55180).", "C7Q-55180"),
    ("Officers: D. Greenhalgh (SO 114), P. Rahman (SO 127)", "114"),
])
def test_mortuary_pupil_interpreter_and_officer_numbers_are_ids(text: str, value: str) -> None:
    assert value in _with_label(text, ID_LABELS)


@pytest.mark.parametrize(("text", "value"), [
    ("SUSPECTED LOWER GI CANCER REFERRAL (NG12) - FAST TRACK", "NG12"),
    ("IRB #: 24-0418   Study: \"Community health worker-led hypertension\"", "24-0418"),
    ("REC reference: 23/EM/0291   IRAS project ID: 327715   Amendment: Substantial Amendment 3", "327715"),
    ("Registry results: no 10/10 match. Best options: two donors.", "10 match"),
    ("so 250 mg given at 08:00", "250"),
])
def test_guidelines_approvals_and_look_alikes_are_no_ids_or_dates(text: str, value: str) -> None:
    assert not any(value in v for v in _with_label(text, ID_LABELS | {"DATE"}))


def test_a_code_systems_namespace_is_no_url_but_a_web_page_is() -> None:
    text = 'see http://hl7.org/fhir/sid/us-ssn and https://www.nhs.uk/conditions'
    urls = _with_label(text, {"URL"})
    assert urls == {"https://www.nhs.uk/conditions"}
    assert _with_label("https://fhir.nhs.uk.evil.com/x", {"URL"})  # (a look-alike host is still a URL)
