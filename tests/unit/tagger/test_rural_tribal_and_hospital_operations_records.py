"""Probe round 46 (session 46): what round 45 left (European postal lines, journeys and camps of migrants, street
names explained in brackets, landmarks where people sleep, specimen lists), then rural, tribal and northern health
records of the US and Canada, and hospital operations text (incidents, complaints, audits, tickets, appeals); and
the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID"}
PLACE = {"STREET_ADDRESS", "CITY", "POSTCODE", "ZIP", "COUNTY"}


@pytest.mark.parametrize(("text", "street", "postcode", "town"), [
    ("CRETA INTERCLINIC S.A.\nMinoos 63, 713 04 Heraklion, Crete, Greece", "Minoos 63", "713 04", "Heraklion"),
    ("Address in Poland: ul. Długa 5/12, 00-238 Warszawa", "ul. Długa 5/12", "00-238", "Warszawa"),
    ("Paediatric Department\nal. Solidarności 67, 03-401 Warszawa\ntel. +48 22", "al. Solidarności 67", "03-401",
     "Warszawa"),
    ("Frauenklinikstrasse 26\nCH-8091 Zürich", "Frauenklinikstrasse 26", "CH-8091", "Zürich"),
    ("Home address:\t\tSavanorių pr. 176-21, LT-03154 Vilnius", "Savanorių pr. 176-21", "LT-03154", "Vilnius"),
    ("Rinkeby vårdcentral\nRinkebytorget 1, 163 73 Spånga", "Rinkebytorget 1", "163 73", "Spånga"),
    ("NEMOCNICE NA HOMOLCE\nRoentgenova 37/2, 150 30 Praha 5", "Roentgenova 37/2", "150 30", "Praha 5"),
    ("Trauma Centre, Blegdamsvej 9, DK-2100 København Ø", "Blegdamsvej 9", "DK-2100", "København Ø"),
    ("Sennstraße 1, A-6020 Innsbruck\nUnfallchirurgie", "Sennstraße 1", "A-6020", "Innsbruck"),
])
def test_european_postal_lines(text: str, street: str, postcode: str, town: str) -> None:
    got = _labels(text)
    assert got.get(street) == "STREET_ADDRESS"
    assert got.get(postcode) == "POSTCODE"
    assert got.get(town) == "CITY"


@pytest.mark.parametrize(("text", "value"), [
    ("PT: JS  MRN 62535230  DOB MARCH 20, 1984  RM 29", "RM 29"),  # a date's day and year, then a room
    ("Bed 12, 1030 Transfer to ward", "Transfer"),
    ("Visit 3, 1000 Units given", "Units"),
])
def test_postal_line_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PLACE


def test_a_flat_after_a_slash_is_no_date_but_a_date_stays_one() -> None:
    assert _labels("Address: ul. Długa 5/12, 00-238 Warszawa").get("5/12") is None
    assert _labels("seen 5/12 on ul. Długa").get("5/12") == "DATE"


@pytest.mark.parametrize(("text", "value"), [
    ("Abdi Warsame, F, DOB 17.08.2020 (born in Moria, per mother)", "Moria"),
    ("Journey: from Jalalabad, Nangarhar province.", "Jalalabad"),
    ("was flown in by rescue helicopter from Zermatt on 1 February", "Zermatt"),
    ("Spent about 1 year in Shagarab camp, Sudan, then crossed", "Shagarab"),
])
def test_journeys_and_camps(text: str, value: str) -> None:
    assert _labels(text).get(value) == "CITY"


@pytest.mark.parametrize(("text", "value"), [
    ("went to boot camp then Summer camp", "Summer"),
    ("born in June, travelled from Monday", "Monday"),
    ("ambulance from Scene, fled from Home", "Home"),
    ("Transferred by ambulance from Resus to CT.", "Resus"),  # a ward, not a town
    ("She fled from Seclusion twice overnight.", "Seclusion"),
    ("Met other children at Haemophilia camp.", "Haemophilia"),
    ("the referral is from Sandra today", "Sandra"),  # a person after "is from": no place
])
def test_journey_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) != "CITY"


def test_a_country_in_brackets_is_no_given_name() -> None:
    got = _labels("nightmares about detention in Bani Walid (Libya). husband Chuy (Jesús)")
    assert got.get("Libya") is None
    assert got.get("Jesús") in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ('Ship Canal Bridge E side | "Crow" (Delbert Yazzie)         | 8/5', "Crow"),
    ('1. "Scouse" (Anthony Hope, DOB 05/05/1979) seen', "Scouse"),
    ('station late at night with older male ("Dez", car reg GF19 KXW).', "Dez"),
    ('had sex on Sat 27th with older boy ("Dylan", 17?, left school)', "Dylan"),
    ("Jonno (real name Kwame Asante) got a bed.", "Jonno"),
])
def test_street_names_the_note_explains(text: str, value: str) -> None:
    assert _labels(text).get(value) in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ('takes "Molly" (MDMA) most weekends', "Molly"),  # a drug's street name before its drug
    ('uses "Spice" (synthetic cannabinoid) daily', "Spice"),
    ("Client (real name withheld) came in", "Client"),
])
def test_nickname_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("sleeping in tent under Birmingham Bridge since oct.", "Birmingham Bridge"),
    ("moved on from under Frank Sherwin Bridge last night", "Frank Sherwin Bridge"),
    ("bought from a new dealer near Oppenheimer Park at 14:47", "Oppenheimer Park"),
    ("Location: footpath by Burgess Park, after leaving a party", "Burgess Park"),
])
def test_landmarks_where_people_sleep(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("parked near Car Park B", "Car Park"),
    ("meet at Main Square entrance", "Main Square"),
    ("walks in the Trust Gardens daily", "Trust Gardens"),
])
def test_landmark_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) != "FACILITY"


@pytest.mark.parametrize(("text", "values"), [
    ("rectal / pharyngeal sent - specimens S0774210, S0774211, S0774212.", ("S0774210", "S0774211", "S0774212")),
    ("Crime ref: CR 5200437/24          CAD ref: 4471", ("CR 5200437/24", "4471")),
])
def test_specimen_lists_and_police_references(text: str, values: tuple[str, ...]) -> None:
    got = _labels(text)
    assert all(got.get(v) in ID_LABELS for v in values)


def test_specimen_counts_are_no_ids() -> None:
    assert not set(_labels("specimens x3 sent, specimens 2 and 3 lost").values()) & ID_LABELS


LOST_PROPERTY = (
    "Date    | Time  | Item                  | Found where        | Handed in by        | Bag no.  | Outcome\n"
    "17/04   | 08:20 | Upper denture in pot  | Ward 512 bay C loo | Tariq (porter)      | LP4471   | ret'd to ward\n"
    "17/04   | 14:55 | Samsung phone         | Main atrium seats  | Joanne Price (vol.) | LP4472   | held\n"
)
ASSETS = (
    "| Asset tag | Device | Serial | Last RTLS location | Last seen |\n"
    "| JHB-041877 | Alaris 8015 PC unit | 15003924 | Bayview 3rd fl loading dock | 10/18 22:41 |\n"
    "| JHB-041902 | Alaris 8100 pump module | 11829471 | Bayview 3rd fl loading dock | 10/18 22:41 |\n"
)
AMBULANCES = (
    "| AV vehicle | Crew (ALS) | Arrived | Transfer of care | Delay | Patient |\n"
    "| WHT-7 | T. Fairbairn / J. Rule | 13:40 | 16:10 | 2h30 | Coral Stone, UR 3304471 |\n"
    "| CRG-3 | P. Walsh / A. Gunawardena | 14:15 | 16:48 | 2h33 | Beryl Mason, UR 0019263 |\n"
)


@pytest.mark.parametrize(("text", "values", "labels"), [
    (LOST_PROPERTY, ("LP4471", "LP4472"), ID_LABELS),
    (ASSETS, ("JHB-041877", "JHB-041902"), {"DEVICE_ID"}),
    (AMBULANCES, ("WHT-7", "CRG-3"), {"VEHICLE_ID"}),
])
def test_operations_registers(text: str, values: tuple[str, ...], labels: set[str]) -> None:
    got = _labels(text)
    assert all(got.get(v) in labels for v in values)


def test_the_porter_in_brackets_is_a_role() -> None:
    assert _labels(LOST_PROPERTY).get("porter") is None


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("Merge audit shows user MABDI01 from 172.20.14.66.", "MABDI01", PERSON | ID_LABELS),
    ("   User: 60187342 (KARAKATSANIS, Stella) - Ward", "60187342", ID_LABELS),
    ("SUPERVISOR: SGT. ADEBAYO OKONKWO #4471\n", "4471", ID_LABELS),
    ("OFCS DELGADO, PATEL #4519 AND SGT OKONKWO RESPONDED.", "4519", ID_LABELS),
    ("AGENTS: TREMBLAY #5521 ET NGUYEN #6108.", "6108", ID_LABELS),
])
def test_logins_and_badges(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    ("user ECG12 done", "ECG12"),  # a test's name after "user", too short for a login in capitals
    ("user 2 of 3 logged in", "2"),
    ("Bed #1204, Room #4471 cleaned", "1204"),  # a bed's number, not an officer's badge
    ("Bed #1204, Room #4471 cleaned", "4471"),
    ("heterozygous, OMIM #192500", "192500"),  # a catalogue's entry
])
def test_login_and_badge_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in ID_LABELS | PERSON


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Doire an Fhéich, An Cheathrú Rua, Co. Galway  H91 E2K7\nReceiving", "H91 E2K7", "POSTCODE"),
    ("Wilton, Cork  T12 DC4A\nTel: 021 492 2000", "T12 DC4A", "POSTCODE"),
    ("lives in Oranmore, Co. Galway now", "Galway", "COUNTY"),  # the county without the space after "Co."
])
def test_irish_addresses(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_wards_named_first_in_a_log() -> None:
    got = _labels("881219  22:40  Ward Aran               Mortuary\n881252  00:15  Ward Dulas     X-ray\n")
    assert got.get("Ward Aran") == "FACILITY"
    assert got.get("Ward Dulas") == "FACILITY"


@pytest.mark.parametrize("text", [
    "Ward Round at 9", "Ward Managcr\n\n\nBest regards,", "Ward Mnaager", "Ward Sister on duty", "Ward 7 bed 3",
])
def test_ward_look_alikes(text: str) -> None:
    assert "FACILITY" not in _labels(text).values()


@pytest.mark.parametrize(("text", "value", "labels"), [
    # a field whose label names no study, its value coded like a protocol
    ("Query no.: CQ-24-0781\nPatient: MAKRIS", "CQ-24-0781", ID_LABELS),
    ("Internal matter no.: LIT-2024-0442\nIssued: June 3", "LIT-2024-0442", ID_LABELS),
    # cued ids of operations text
    ("SAS patient transport (vehicle SAS 6408). Crew found", "SAS 6408", {"VEHICLE_ID"}),
    ("Interpreter: Phạm Thị Thu Hương (NAATI CPN 3KP7QWT2)\n", "3KP7QWT2", {"LICENSE_NUMBER"}),
    ("Backup (phone): TIS National, client code C584120", "C584120", ID_LABELS),
    ("signed by K. Love RN, bag tag B-229014) - no interpreter", "B-229014", ID_LABELS),
    ("inf. aut., no employé E-204871", "E-204871", ID_LABELS),
    ("Created: 03/07/2024 16:41 by 60213448", "60213448", ID_LABELS),
    # rural and northern records
    ("Client: Tiana Iron Cloud   Chart: PR 204417   DOB 1/29/2005", "PR 204417", {"MRN"}),
    ("NAME: STANDING BEAR, VERNON L     CHART: FY 108833\nDOB: 11/23/1956", "FY 108833", {"MRN"}),
    ("Aircraft C-GKBM, medevac flight # MV24-0219. ETA 0630", "C-GKBM", {"VEHICLE_ID"}),
    ("Aircraft C-GKBM, medevac flight # MV24-0219. ETA 0630", "MV24-0219", ID_LABELS),
    ("fixed wing, Guardian Flight, aircraft N218GF, flight GF-3381\nEscort", "N218GF", {"VEHICLE_ID"}),
    ("fixed wing, Guardian Flight, aircraft N218GF, flight GF-3381\nEscort", "GF-3381", ID_LABELS),
    ("Vol / Flight #: EVQ-2403-117      Appareil / Aircraft: C-GQBA\n", "EVQ-2403-117", ID_LABELS),
    ("Avion: C-FAWT  No vol: NVK-0112-04\n", "C-FAWT", {"VEHICLE_ID"}),
    ("o2 concentrator EV3-22918471 running ok", "EV3-22918471", {"DEVICE_ID"}),
    ("CGM: Dexcom G6 transmitter 8N4TX2\nStatus", "8N4TX2", {"DEVICE_ID"}),
    ("the receiver serial on file is PG44187302. If it falls off", "PG44187302", {"DEVICE_ID"}),
])
def test_cued_ids_of_operations_and_rural_records(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    ("Protocol no.: KRX-2209-301\n", "KRX-2209-301"),  # a study's number keeps its protocol reading
    ("Protoco1 No.: STUDY-2019-374\n", "STUDY-2019-374"),
])
def test_study_numbers_stay_protocols(text: str, value: str) -> None:
    assert _labels(text).get(value) == "PROTOCOL_ID"


@pytest.mark.parametrize(("text", "value"), [
    ("chart IV 10000 units given", "IV 10000"),
    ("flight BA 117 to London", "BA 117"),  # an airline's flight, shared by a plane of people
    ("aircraft N2O? tail N95 mask", "N95"),
    ("pump 10000 units overnight", "10000"),
    ("vehicle 2 parked outside", "2"),
])
def test_cued_id_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in ID_LABELS | {"VEHICLE_ID", "DEVICE_ID", "MRN"}


@pytest.mark.parametrize(("text", "value", "label"), [
    ("~5 mi S of Hwy 23, Sec 22 T151N R94W, McKenzie County\nEmployer", "McKenzie County", "COUNTY"),
    ("Borough:\tNorth Slope Borough\nPhone: 907-368-2214", "North Slope Borough", "COUNTY"),
    ("        Tahlequah, OK 74464     County: Cherokee\nPhone: 918", "Cherokee", "CITY"),
    ("Home community: Kongiganak\nLanguage: Yup'ik", "Kongiganak", "CITY"),
])
def test_counties_boroughs_and_home_communities(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_county_field_look_alikes() -> None:
    assert not set(_labels("County: Unknown\nCounty: N/A\n").values()) & PLACE


def test_a_chart_column_holds_record_numbers() -> None:
    table = ("| Time | Patient                 | Chart #   | DOB        | From          |\n"
             "|------|-------------------------|-----------|------------|---------------|\n"
             "| 0712 | NEZ, Harrison           | KY204418  | 03/11/1949 | Chilchinbito  |\n"
             "| 0735 | BEGAY, Shandiin         | KY311902  | 09/02/2016 | Kayenta       |\n")
    got = _labels(table)
    assert got.get("KY204418") == "MRN"
    assert got.get("KY311902") == "MRN"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Directions as given by family: Hse 38, Evergreen Housing, Manderson, SD 57756 - blue trailer", "Manderson",
     "CITY"),
    ("Residence: hogan + cabin, Chilchinbito AZ 86033\nPresent", "Chilchinbito", "CITY"),
    ("Address: Box 1420, Maskwacis AB T0C 1N0\nID verified", "Maskwacis", "CITY"),
    ("PO Box 94, Point Hope AK 99766\nBorough", "Point Hope", "CITY"),  # the town without its state
    ("ADDRESS: 11072 HWY 24, FORT YATES ND 58538", "11072 HWY 24", "STREET_ADDRESS"),
    ("home is 4410 Hwy 191, Ganado", "4410 Hwy 191", "STREET_ADDRESS"),
])
def test_rural_addresses(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_a_town_needs_its_own_words_before_the_state() -> None:
    got = _labels("Chinle Comprehensive Health Care Facility, AZ 86503")
    assert got.get("Chinle Comprehensive Health Care Facility") != "CITY"
    assert _labels("Address: Box 1420, Maskwacis").get("1420") != "POSTCODE"  # a box's number


@pytest.mark.parametrize(("text", "value"), [
    ("they haul water from the Many Farms Chapter House about once a wk.", "Many Farms Chapter House"),
    ("YUKON-KUSKOKWIM HEALTH CORPORATION - COMMUNITY HEALTH AIDE PROGRAM", "YUKON-KUSKOKWIM HEALTH CORPORATION"),
    ("Chinle Service Unit - Home & Community Based Care", "Chinle Service Unit"),
    ("Transport to McKenzie County Healthcare Systems, Watford City.", "McKenzie County Healthcare Systems"),
    ("CHINLE COMPREHENSIVE HEALTH CARE FACILITY\nPO Box 649", "CHINLE COMPREHENSIVE HEALTH CARE FACILITY"),
    ("Personal care aide 5 d/wk via Navajo Area Agency on Aging, start Aug 19.", "Navajo Area Agency on Aging"),
])
def test_tribal_and_rural_services(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


def test_service_heads_need_a_name_of_their_own() -> None:
    assert "FACILITY" not in _labels("Your Service Unit is closed; the Boarding Home; a Level 2 Health Care Facility").values()


# the review's look-alikes (session 46): each shape read wrong by a first version of a rule above
@pytest.mark.parametrize(("text", "value", "labels"), [
    ("Kit 3, 1205 Roche", "Roche", PLACE),
    ("Cohort 2, 150 30 Dexamethasone", "150 30", PLACE),
    ("Gleason 4, 300 20 Biopsy", "Biopsy", PLACE),
    ("Omeprazole 20, 040 21 Pantoprazole", "Pantoprazole", PLACE),
    ("Epilepsy camp staff gave rescue buccal midazolam.", "Epilepsy", PLACE),
    ("Referred from Cataract camp for YAG laser.", "Cataract", PLACE),
    ("Returned by ambulance from Angio suite.", "Angio", PLACE),
    ("Detained at Triage pending police attendance.", "Triage", PLACE),
    ('Music session: sang along to "Jolene" (Dolly Parton).', "Jolene", PERSON),
    ('Assaulted by an unknown male ("Stranger") outside.', "Stranger", PERSON),
    ("Pseudonym (legal name on passport) used in the study.", "Pseudonym", PERSON),
    ("Pressure area at Nasal Bridge from NIV mask.", "Nasal Bridge", {"FACILITY"}),
    ("Transitioned from Heparin Bridge to warfarin on day 5.", "Heparin Bridge", {"FACILITY"}),
    ("Loose crown under Cantilever Bridge.", "Cantilever Bridge", {"FACILITY"}),
    ("Groups compared by Pearson Chi Square test.", "Pearson Chi Square", {"FACILITY"}),
    ("Specimens 10-14 sent for frozen section.", "10-14", ID_LABELS),
    ("HTN, CAD no 2019 stents, DM2.", "2019", ID_LABELS),
    ("Vehicle: D5W 250 mL over 1 hour.", "D5W 250 mL", {"VEHICLE_ID"}),
    ("Animals received vehicle PEG400 orally.", "PEG400", {"VEHICLE_ID"}),
    ("Flight ETA-30 minutes, crew notified.", "ETA-30", ID_LABELS),
    ("Chart: PLT 245000 on admission.", "PLT 245000", {"MRN"}),
    ("Per chart: TLC 11000 on day 2.", "TLC 11000", {"MRN"}),
    ("Heparin pump 1000IU/hr started.", "1000IU", {"DEVICE_ID"}),
    ("Vent 450X14/5/40% FiO2.", "450X14", {"DEVICE_ID"}),
    ("Infusion pump PCA-100 programmed.", "PCA-100", {"DEVICE_ID"}),
    ("Crash cart 11-2024 check complete.", "11-2024", {"DEVICE_ID"}),
    ("Cannabis user 20000 mg per week by his estimate.", "20000", ID_LABELS),
    ("Order created 09:12; dose reduced by 500000 units.", "500000", ID_LABELS),
    ("Trial closed by 2025031 cut-off.", "2025031", ID_LABELS),
    ("Percocet #120 dispensed.", "120", ID_LABELS),
    ("Vial #1203 discarded after spill.", "1203", ID_LABELS),
    ("Guideline no.: CG-24-0102", "CG-24-0102", ID_LABELS),
    ("Deviation no.: DV-24-0781", "DV-24-0781", ID_LABELS),
    ("| Login | Status | Time |\n| Failed | Locked | 08:12 |\n| Successful | Active | 08:15 |", "Failed", PERSON),
    ("| Bag no. | Contents | Signed |\n| 1 | Clothing | RN |\n| 2 | Shoes | RN |", "1", ID_LABELS),
    ("Vehicle | Dose (mg/kg) | n\nPEG400 | 0 | 10\n0.5% MC | 0 | 10", "PEG400", {"VEHICLE_ID"}),
    ("Ward Huddle at 08:30, staffing discussed.", "Ward Huddle", {"FACILITY"}),
    ("Ward Noticeboard updated.", "Ward Noticeboard", {"FACILITY"}),
    ("Fracture classification  T12 A3N1 (AOSpine).", "T12 A3N1", PLACE),
    ("Exam: Head, CT 70450", "Head", PLACE),
    ("Billing: Pelvis, CT 72193", "Pelvis", PLACE),
    ("Route: Subcutaneous, SC 10000 units", "Subcutaneous", PLACE),
    ("Speed: 60 Hwy 16 closed.", "60 Hwy 16", PLACE),
    ("Central Sterile Service Unit returned the tray.", "Central Sterile Service Unit", {"FACILITY"}),
])
def test_review_look_alikes(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) not in labels


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("Smokey (real name Darnell Hughes) seen at the van.", "Smokey", PERSON),  # the real name written out
    ("Registered in Kakuma refugee camp since 2016.", "Kakuma", PLACE),
    ("Evacuated from Mariupol in March 2022.", "Mariupol", PLACE),
    ("Found collapsed at Digbeth Bus Station.", "Digbeth Bus Station", {"FACILITY"}),
    ("Camped near Gillett Square with friends.", "Gillett Square", {"FACILITY"}),
    ("Kungsgatan 44, 111 35 Stockholm", "111 35", PLACE),
    ("| Callsign | Crew | Time |\n| MEDIC 14 | 2 | 0712 |\n| MEDIC 22 | 2 | 0735 |", "MEDIC 14", {"VEHICLE_ID"}),
])
def test_review_true_cases(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    ("I've logged it on Datix as well (W221907).\nThanks", "W221907"),
    ("Incident déclaré dans RL6 (#22819). Resolved", "22819"),
    ("Hospital incident raised on VHIMS (NH-24-48150) today.", "NH-24-48150"),
])
def test_incident_numbers_in_brackets_after_the_system(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


def test_a_short_number_in_brackets_after_datix_is_no_incident() -> None:
    assert _labels("two more on Datix (12) this month").get("12") not in ID_LABELS
