"""Probe round 53 (session 53): records of Scotland, Wales, Northern Ireland, the Isle of Man, the Channel Islands,
the Scottish islands and the West of Ireland, with Gaelic, Welsh and Irish words and bilingual letterheads; patient
data leaking into technical work (code, logs, exports, tickets, developer chat); and the look-alikes each rule must
leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
NAME_LABELS = {"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY"}


@pytest.mark.parametrize(("text", "value"), [
    # Irish and Scottish Gaelic months (the Gaelic ones after their article), Welsh ordinal endings
    ("Ceann-latha / Date: 12 an Dàmhair 2023 (12/10/2023)", "12 an Dàmhair 2023"),
    ("Gaillimh H91 YR71  12 Márta 2024 / 12 March 2024  Dr", "12 Márta 2024"),
    ("booked for 3 an t-Samhain at the surgery", "3 an t-Samhain"),
    ("HbA1c up from 64 in Meán Fómhair 2023. He reports", "Meán Fómhair 2023"),
    ("last seen 29 Feabhra, bloods due", "29 Feabhra"),
    ("Dyddiad / Date: Dydd Llun 4ydd Mawrth 2024", "4ydd Mawrth 2024"),
    ("apwyntiad ar 18fed Mawrth 2024 am 2.15pm", "18fed Mawrth 2024"),
    ("wedi'i ohirio tan 1af Ebrill", "1af Ebrill"),
    # dates written in code
    (".dob(LocalDate.of(1962, 8, 30)).postal(\"V3W 4K2\")", "1962, 8, 30"),
    ("fixture_dob = date(1948, 11, 2)  # synthetic", "1948, 11, 2"),
    ("admitted = datetime.datetime(2024, 3, 5, 10, 0)", "2024, 3, 5"),
])
def test_celtic_and_code_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize(("text", "value", "labels"), [
    # an address on one line, its parts before an island postcode or an Eircode, however rare their words
    ("Addr: Nether Skaill, Sandwick, Orkney KW16 3LP", "Nether Skaill", PLACE_LABELS),
    ("Address:  Carrowmore, Culdaff, Inishowen, Co. Donegal F93 K2W6", "Culdaff", PLACE_LABELS),
    ("Address:  Carrowmore, Culdaff, Inishowen, Co. Donegal F93 K2W6", "Inishowen", PLACE_LABELS),
    ("Seoladh: Baile na hAbhann, Indreabhán, Co. na Gaillimhe H91 C6P3", "Indreabhán", PLACE_LABELS),
    ("Seoladh: Baile na hAbhann, Indreabhán, Co. na Gaillimhe H91 C6P3", "Baile na hAbhann", PLACE_LABELS),
    ("Address: Smiddyhill, Cunningsburgh, Shetland ZE2 9HB", "Smiddyhill", PLACE_LABELS),
    ("Home: Drumcose, Belcoo, Co. Fermanagh BT93 5FJ", "Belcoo", PLACE_LABELS),
    ("Clinical Record\nStrang, Braddan, Isle of Man IM4 4RJ", "Braddan", PLACE_LABELS),
    ("NHS no.: 621 640 3389 Home address: 00 Sylvia Tracc, Terryport, M07 5JW", "00 Sylvia Tracc", {"STREET_ADDRESS"}),
    # an island's whole name before its postcode
    ("Lives: 4 Ceann a' Bhàigh, Tarbert, Isle of Harris HS3 3DJ", "Isle of Harris", {"CITY"}),
    # Welsh, Irish, Gaelic and Channel Islands streets, their kind first
    ("found behind Stryd Fawr by friends after a night out", "Stryd Fawr", {"STREET_ADDRESS"}),
    ("the bakery on Stryd y Castell), Castell-nedd", "Stryd y Castell", {"STREET_ADDRESS"}),
    ("Meddygfa'r Bryn, Heol y Bont, Llanbedr SA48 7BN", "Heol y Bont", {"STREET_ADDRESS"}),
    ("Western Isles Hospital\nRathad Mhic Mhathain, Stornoway, HS1 2AF", "Rathad Mhic Mhathain", {"STREET_ADDRESS"}),
    ("University Hospital Galway\nBóthar Newcastle, Gaillimh H91 YR71", "Bóthar Newcastle", {"STREET_ADDRESS"}),
    ("Mrs Le Brocq\nLa Maison du Coin, La Rue de la Frontière\nSt Ouen", "La Rue de la Frontière", {"STREET_ADDRESS"}),
    ("slipway below La Route de la Haule, St Aubin, St Brelade", "La Route de la Haule", {"STREET_ADDRESS"}),
    ("Route de la Hougue du Pommier, Castel GY5 7FQ", "Route de la Hougue du Pommier", {"STREET_ADDRESS"}),
    ("Ysbyty Glan Clwyd\nFfordd Rhuddlan, Bodelwyddan LL18 5UJ", "Ffordd Rhuddlan", {"STREET_ADDRESS"}),
    ("Tŷ Isa, Lôn Cwm Nantcol, Llanbedr", "Lôn Cwm Nantcol", {"STREET_ADDRESS"}),
    # Gaelic, Irish and Welsh heads, Northern Irish trusts and Scottish partnerships
    ("Bòrd SSN nan Eilean Siar / NHS Western Isles", "Bòrd SSN nan Eilean Siar", {"FACILITY"}),
    ("NHS Western Isles Ospadal nan Eilean / Western Isles Hospital", "Ospadal nan Eilean", {"FACILITY"}),
    ("Ospidéal na hOllscoile, Gaillimh | University Hospital Galway", "Ospidéal na hOllscoile", {"FACILITY"}),
    ("Dr Pádraig Ó Flaithbheartaigh Ionad Sláinte Chois Fharraige, An Spidéal", "Ionad Sláinte Chois Fharraige",
     {"FACILITY"}),
    ("MEDDYGFA'R BRYN / BRYN SURGERY", "MEDDYGFA'R BRYN", {"FACILITY"}),
    ("REPEAT PRESCRIPTION REQUEST Canolfan Iechyd Tregaron - please tick", "Canolfan Iechyd Tregaron", {"FACILITY"}),
    ("Fferyllfa / Pharmacy: Fferyllfa Rowlands, Tregaron", "Fferyllfa Rowlands", {"FACILITY"}),
    ("Student at Prifysgol Bangor, lives in halls", "Prifysgol Bangor", {"FACILITY"}),
    ("Southern Health and Social Care Trust\nCommunity Mental Health", "Southern Health and Social Care Trust",
     {"FACILITY"}),
    ("referred to Glasgow City HSCP today", "Glasgow City HSCP", {"FACILITY"}),
])
def test_celtic_and_island_places_and_facilities(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "name"), [
    ("[10:02] Receptionist (Wendy): Morning, you're through to the surgery", "Wendy"),
    ("Priya (platform): 413 is because the upload is too big", "Priya"),
    ("Karthik R  10:14 AM ABDM sandbox is down\nVikram  10:30 AM fyi she's a PM", "Karthik R"),
    ("Karthik R  10:14 AM ABDM sandbox is down\nVikram  10:30 AM fyi she's a PM", "Vikram"),
    ("Dr Orry Quayle  (GMC 7145902)  /  ENP Breesha Cregeen Discharged 18:40", "Breesha Cregeen"),
    ("Seen by Dr Li Sun 12/03 in clinic.", "Li Sun"),
])
def test_speakers_and_staff(text: str, name: str) -> None:
    assert _labels(text).get(name) in NAME_LABELS


def test_a_titled_surname_sun_leaves_the_date_its_numbers() -> None:
    got = _labels("Seen by Dr Li Sun 12/03 in clinic.")
    assert got.get("12/03") == "DATE" and "Sun 12/03" not in got


@pytest.mark.parametrize(("text", "value", "labels"), [
    # a Python dict printed in a log or an exception
    ("ClaimBuildError: no provider for {'claim_ref': 'BB-2024-0007741', 'patient': 'Kowalczyk, Marta', "
     "'medicare_no': '2953 41872 1', 'postcode': '3057', 'provider_no': '2447816T'}", "BB-2024-0007741", ID_LABELS),
    ("{'claim_ref': 'BB-2024-0007741', 'medicare_no': '2953 41872 1', 'postcode': '3057'}", "2953 41872 1", ID_LABELS),
    ("{'claim_ref': 'BB-2024-0007741', 'medicare_no': '2953 41872 1', 'postcode': '3057'}", "3057", {"POSTCODE"}),
    ("{'servicing_provider': 'Nguyen, Thi Lan', 'provider_no': '2447816T'}", "2447816T", ID_LABELS),
    # a builder's setters in a test fixture
    ('        .phn("9698 417 253").given("Harjit").family("Sandhu-Grewal")', "9698 417 253", ID_LABELS),
    ('        .phn("9698 417 253").given("Harjit").family("Sandhu-Grewal")', "Harjit", NAME_LABELS),
    ('        .street("13562 84 Ave").city("Surrey").sin("527 318 904").build();', "13562 84 Ave", {"STREET_ADDRESS"}),
    ('        .street("13562 84 Ave").city("Surrey").sin("527 318 904").build();', "527 318 904", ID_LABELS),
    # an X12 listing quoted with its line numbers in a code review
    ("  14 NM1*IL*1*CASTELLANOS*GABRIELA*M***MI*XKF928471663~\n  15 DMG*D8*19750611*F~", "GABRIELA", NAME_LABELS),
    ("  14 NM1*IL*1*CASTELLANOS*GABRIELA*M***MI*XKF928471663~\n  15 DMG*D8*19750611*F~", "XKF928471663", ID_LABELS),
    # a listing right-aligned under its headers, as Stata and SAS print one
    ("      studyid      nhsnum    surname     admidate\n     STR-2047  2385224755   Ahmadzai    02feb2023\n"
     "   STR-2191AB  6103918650  McAllister  19mar2023", "Ahmadzai", NAME_LABELS),
    # a study subject's column in an export
    ("StudySubjectID  dob         site\n--------------  ----------  ----\nHI-07-0112      12/03/1961  S07",
     "HI-07-0112", ID_LABELS),
])
def test_values_in_code_logs_and_exports(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_a_markdown_field_table_has_no_header_among_its_rows() -> None:
    table = ("| Field               | Detail                          |\n"
             "|---------------------|---------------------------------|\n"
             "| Name                | Seonag MacAskill                |\n"
             "| CHI                 | 3006199308                      |\n"
             "| Meds                | Prednisolone 60mg/m2            |\n")
    got = _labels(table)
    assert got.get("Seonag MacAskill") in NAME_LABELS
    assert "CHI" not in got and "Meds" not in got


@pytest.mark.parametrize(("text", "value"), [
    # look-alikes: a team member after "with", the Isle of Man, Welsh and Gaelic words of bilingual letters
    ("Pt reviewed, arranged w/ GP. Will add to diary", "GP"),
    ("joint visit with OT today re: stairs", "OT"),
    ("Manx Care Derby Road, Peel, Isle of Man IM5 1HH", "Isle"),
    ("Dyddiad / Date: Dydd Llun", "Dyddiad"),
    ("Fferyllfa / Pharmacy: Fferyllfa Rowlands", "Fferyllfa /"),
    ("Rue Mignot Discharged today", "Discharged"),
    ("Route Planner v2 for the ambulance crews", "Route Planner"),
    # a Markdown table of fields: its first column's words are no names
    ("| Field | Detail |\n|---|---|\n| Name | Seonag MacAskill |\n| DOB | 30/06/2019 |\n| Meds | NKDA |", "Meds"),
    # HL7 field positions and a process id are no subject numbers; a build number and the machine's own addresses no IP
    ("HL7 filter says PID-11 county invalid; PID-12 should be a county code", "11"),
    ("the county already sits in PID-11.9 of the HL7 feed", "11.9"),
    ("ERROR  medi_claims.worker  (pid 31877)  job=bulkbill", "31877"),
    ("Configuration item: MyChart Web 2023 (build 11.4.7.2)", "11.4.7.2"),
    ("server:\n  host: 0.0.0.0\n  port: 8443", "0.0.0.0"),
    ("health check: ping 127.0.0.1 returns in 1 ms", "127.0.0.1"),
    # algorithms named after people, a corrected year, something said of an address
    ("comparator: Jaro-Winkler (names), exact (dob), Smith-Waterman (address)", "Smith-Waterman"),
    ("R04: 2094 should be 1994 (two-digit year pivot in the import)", "2094 should be 1994"),
    ("the weight on address is too high - it boosted 0017. Will drop it", "0017"),
    # schedules and clinic lists are no chat: a time after a word is no speaker
    ("Clinic  10:30 AM start\nTheatre  11:00 AM list", "Clinic"),
    ("Paracetamol (oral): 1g four times a day", "Paracetamol"),
    # numbers in code that are no date
    ("x = max(2024, 3, 5)", "2024, 3, 5"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


def test_the_isle_of_man_and_a_department_are_no_town_or_street() -> None:
    assert _labels("Manx Care Derby Road, Peel, Isle of Man IM5 1HH").get("Man") not in PLACE_LABELS
    got = _labels("Department of Haematology, St James's University Hospital, Leeds LS9 7TF")
    assert got.get("Department of Haematology") not in {"STREET_ADDRESS", "CITY"}


def test_a_relative_s_initials_after_a_relation_are_still_found() -> None:
    assert _labels("His brother GP was present.").get("GP") == "RELATIVE_NAME"


@pytest.mark.parametrize(("text", "value"), [
    # from the look-alike review of the round's rules: a department's, a job's or a label's words before a postcode
    ("Clinical Biochemistry, Blood Sciences, Core Laboratory, Level 1, NE1 4LP", "Blood Sciences"),
    ("Senior Staff Nurse, Acute Medical Unit, Ward 5, BT12 6BA", "Senior Staff Nurse"),
    ("Lives: Alone, Sheltered Housing, Lift Access, KA7 1XX", "Lift Access"),
    ("Home: Independent, Mobilising With Frame, Self-Caring, IV2 3UJ", "Mobilising With Frame"),
    ("Sterile, Single Use, Latex Free, Made in UK, LE11 3TU", "Made in UK"),
    ("Location: Boardroom, Trust Headquarters, Level 5, LS9 7TF", "Boardroom"),
    ("Patient Experience Team, Complaints and PALS, Freepost, RTKX-ABCD, YO31 8HE", "RTKX-ABCD"),
    # "Rue" the plant, "Route de" a French field, Welsh and Irish titles built on a street's kind
    ("Phytophotodermatitis after handling Rue Leaves in garden", "Rue Leaves"),
    ("Médicament: Amoxicilline 1 g, Route de Perfusion: Intraveineuse", "Route de Perfusion"),
    ("Ffordd Newydd o Weithio: clinigau rhithwir bob dydd Gwener", "Ffordd Newydd"),
    ("Bóthar Nua chun Sláinte: clár folláine d'fhoireann", "Bóthar Nua"),
    # no trust's or school's own name: a determiner, a role, a kind of place in Welsh, Irish or Gaelic
    ("Each Health and Social Care Trust must submit its return by month end.", "Each Health and Social Care Trust"),
    ("Lead HSCP: to be confirmed at IJB meeting", "Lead HSCP"),
    ("Fferyllfa Gymunedol: gwasanaeth presgripsiwn ar gael", "Fferyllfa Gymunedol"),
    ("Bwrdd Iechyd Lleol - Cwynion / Complaints", "Bwrdd Iechyd Lleol"),
    ("Canolfan Iechyd Meddwl Cymunedol - Atgyfeiriadau", "Canolfan Iechyd Meddwl Cymunedol"),
    ("Ospidéal Ginearálta - Rannóg Éigeandála", "Ospidéal Ginearálta"),
    # a time and a livestock mart, counts before a festival's name, the third Tuesday of each month in Welsh
    ("Social: beef farmer, leaves home 5 am mart days, twice a week", "5 am mart"),
    ("Attended 3 Bealtaine workshops at the day centre", "3 Bealtaine"),
    ("Activities: 3 Samhain crafts sessions planned for residents", "3 Samhain"),
    ("Clinig traed bob 4ydd Mawrth", "4ydd Mawrth"),
    # a language, an allergen or a side in brackets; rooms and pill reminders before a time
    ("Interpreter (Polish): booked for clinic", "Polish"),
    ("Hazel (nut): 3+ weal\nBirch (pollen): 2+ weal", "Hazel"),
    ("Iris (right): round, regular\nIris (left): heterochromia noted", "Iris"),
    ("Rowan  9:00 AM  Dermatology MDT\nHolly  10:30 AM  Audit meeting\nWillow  2:00 PM  Induction", "Rowan"),
    ("Yasmin  9:00 PM\nAllegra  9:00 AM", "Yasmin"),
    # types, placeholders and short test numbers in code's person fields; code's bind address
    ("schema = {'surname': 'str', 'given': 'str', 'dob': 'date', 'postcode': 'str'}", "str"),
    ("{'first_name': 'First', 'last_name': 'Last', 'email': 'n/a'}", "First"),
    ('assertThrows(() -> Patient.builder().phn("123").build());', "123"),
    ('Patient p = fixture().given("REDACTED").family("REDACTED").build();', "REDACTED"),
    ("INFO address={'address': '0.0.0.0', 'port': '8080'}", "'port'"),
    ("bind_address = 0.0.0.0 # all interfaces", "all interfaces"),
    # no real day, or an epoch or a sentinel, in code
    ("with pytest.raises(ValueError):\n    date(2023, 2, 30)", "2023, 2, 30"),
    ("EPOCH = datetime(1970, 1, 1)", "1970, 1, 1"),
    ("MIN_DATE = date(1900, 1, 1)  # sentinel for missing", "1900, 1, 1"),
    ("DateTime MaxSupported = new DateTime(2099, 12, 31);", "2099, 12, 31"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "label"), [
    # (words the old code read as names already; the new rules must not make a street or a date of them)
    ("Herbal history: drinks Rue Tea daily, also St John's wort", "Rue Tea", "STREET_ADDRESS"),
    ("Maes y Gwasanaeth / Service Area: Iechyd Meddwl Oedolion", "Maes y Gwasanaeth", "STREET_ADDRESS"),
    ("Ordered 3 Nollaig hampers for the ward raffle", "3 Nollaig", "DATE"),
    ("record = {'postcode': 'ZZ99 3VZ', 'address': 'No Fixed Abode'}", "No Fixed Abode", "STREET_ADDRESS"),
])
def test_review_look_alikes_get_no_new_reading(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label


@pytest.mark.parametrize(("text", "value", "labels"), [
    # what the review's tightening must keep
    ("Address: 5 Maes y Dderwen, Llanfihangel-ar-Arth", "Llanfihangel-ar-Arth", PLACE_LABELS),
    ("Address: Tóin re Gaoith, Béal an Mhuirthead, Co. Mayo F26 W8P4", "Béal an Mhuirthead", PLACE_LABELS),
    ("Seen by Dr Patel Sun 12/03/2024 on the ward round", "Sun 12/03/2024", {"DATE"}),
    ("Consented today (pid 31877), bloods taken for the study", "31877", ID_LABELS),
    ("const dob = new Date(1971, 4, 12); // JS, month 0-based", "1971, 4, 12", {"DATE"}),
    ("dob := time.Date(1984, 7, 9, 0, 0, 0, 0, time.UTC)", "1984, 7, 9", {"DATE"}),
    ("born 3 Samhain 1950 in Carna", "3 Samhain 1950", {"DATE"}),
])
def test_review_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_a_patient_s_name_after_the_record_number_in_a_file_name() -> None:
    listing = "10/03/2024 23:10   referrals_2024-03-10_MRN04417_NAPIER-FOX.csv       3 KB"
    assert _labels(listing).get("NAPIER-FOX") in NAME_LABELS
    assert _untouched("see scan_MRN00451873_Summary.pdf for the letter", "Summary")
    assert _untouched("export_MRN_2024.csv and the batch log", "2024.csv")


@pytest.mark.parametrize(("text", "value"), [
    # from the second look-alike review: address lines of forms, deliveries and dispensing, lot numbers shaped like
    # Eircodes
    ("Address: Line 1, Line 2, Town, County, AA1 1AA", "County"),
    ("Address: Please Print Clearly, Block Capitals, AA9A 9AA", "Please Print Clearly"),
    ("Delivery Address: Goods In, Loading Bay, AA1 1AA", "Goods In"),
    ("2 Boxes, 1 Pallet, Fragile, AA1 1AA", "1 Pallet"),
    ("28 Tablets, 2 Strips, Lot E10 7734", "28 Tablets"),
    ("Amoxicillin, Clarithromycin, Doxycycline, Lot N12 4471", "Clarithromycin"),
    # a bilingual sign, a street's kind after "the" in a title
    ("Heol Breifat\nPrivate Road", "Heol Breifat"),
    ("Bóthar Dúnta\nRoad Closed", "Bóthar Dúnta"),
    ("Actions are set out in the Ffordd Ymlaen plan for the health board", "Ffordd Ymlaen"),
    ("Book club read the Murders in the Rue Morgue this month", "Rue Morgue"),
    # a column rename, labels and their translations, types, patterns, messages, placeholder people and numbers
    ("df = df.rename(columns={'surname': 'last_name', 'forename': 'first_name'})", "last_name"),
    ("FIELD_LABELS = {'surname': 'Surname', 'forename': 'Forename', 'gp': 'Registered GP'}", "Registered GP"),
    ("i18n = {'first_name': 'Vorname', 'last_name': 'Nachname'}", "Vorname"),
    ("placeholders = {'patient_name': 'Enter full name', 'surname': 'As on passport'}", "Enter full name"),
    ("dtypes = {'surname': 'object', 'dob': 'datetime64[ns]'}", "object"),
    ("validators = {'nhs_number': '^[0-9]{10}$'}", "^[0-9]{10}$"),
    ("newborn = {'given_name': 'Baby Boy', 'family_name': 'Twin One'}", "Twin One"),
    # prose that says "date(" before counts
    ("Ledger is not up to date(2019, 3, 4 entries pending)", "2019, 3, 4"),
    # a triage category, a bot, a queue; software named like people; a schedule and a medicine round before times
    ("[09:14] Triage (Amber): to be seen within 60 minutes", "Amber"),
    ("Agent (Alexa): Sorry, I didn't catch that.", "Alexa"),
    ("Jenkins (devops): nightly build green", "Jenkins"),
    ("Iris (integration): ADT feed backlog cleared", "Iris"),
    ("Carol Service  6:00 PM\nCarol Singing  7:30 PM", "Carol Service"),
    ("Sando K  8:00 AM\nSando K  6:00 PM", "Sando K"),
    # Welsh greetings and labels
    ("Annwyl Syr/Madam,", "Syr"),
    ("Dyddiad Geni / Date of Birth:", "Geni"),
])
def test_second_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("Home visit at 7 Heol-y-Felin today", "7 Heol-y-Felin", {"STREET_ADDRESS"}),
    ("Lives on Sràid a' Chaisteil.", "Sràid a' Chaisteil", {"STREET_ADDRESS"}),
    ("Mrs Jones\nHeol y Bont\nLlanbedr\nSA48 7BN", "Heol y Bont", {"STREET_ADDRESS"}),
    ("dob = dt.date(1962, 8, 30)", "1962, 8, 30", {"DATE"}),
    ("dob = Date.new(1962, 8, 30)", "1962, 8, 30", {"DATE"}),
    ("=DATE(1962,8,30)", "1962,8,30", {"DATE"}),
    ("Seen in clinic with mum (pid 2218), to return in 6 weeks", "2218", ID_LABELS),
    ("PID-12 withdrew consent at week 4", "12", ID_LABELS),
    ("Karthik R  10:14 AM\ncan someone check bed 4?\nMegan Lowry  10:16 AM\non it", "Megan Lowry", NAME_LABELS),
])
def test_second_review_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value", "labels"), [
    # a nickname quoted inside brackets; a Welsh county after "Sir" (no knight); Irish feast days
    ('Name: Robert ("Bobby") Irvine   CHI 0207885893', 'Robert ("Bobby") Irvine', NAME_LABELS),
    ("Ffordd Rhuddlan, Bodelwyddan, Sir Ddinbych LL18 5UJ", "Sir Ddinbych", {"COUNTY"}),
    ("admitted Stephen's Day, d/c 2 Jan", "Stephen's Day", {"DATE"}),
    ("Arrived 19:52 18/03/2024 (Lá Fhéile Pádraig +1 - busy night)", "Lá Fhéile Pádraig", {"DATE"}),
    # an address list in brackets
    ("out at the house (Teach na Trá, Ros a' Mhíl, Co. na Gaillimhe, H91 X7C2) so text", "na Gaillimhe", {"COUNTY"}),
])
def test_nicknames_shires_feast_days_and_bracketed_addresses(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_a_knight_is_still_a_title() -> None:
    assert _labels("Sir John Smith opened the new wing").get("John Smith") in NAME_LABELS


@pytest.mark.parametrize(("text", "value"), [
    # towns named in Welsh, Irish or Scottish Gaelic, alone in prose
    ("she'd drive her to Ysbyty Glangwili but not to Abertawe.", "Abertawe"),
    ("Pharmacy in An Cheathrú Rua and not the one in Gaillimh, we won't be in town", "Gaillimh"),
    ("Pharmacy in An Cheathrú Rua and not the one in Gaillimh, we won't be in town", "An Cheathrú Rua"),
    ("Western Isles Hospital\nRathad Mhic Mhathain, Steòrnabhagh / Stornoway, HS1 2AF", "Steòrnabhagh"),
])
def test_towns_named_in_welsh_irish_and_gaelic(text: str, value: str) -> None:
    assert _labels(text).get(value) == "CITY"


def test_scotland_s_named_person_is_a_role() -> None:
    got = _labels("Safeguarding: None. Named Person (HV): Mairi Beaton, Portree Medical Centre")
    assert "Person" not in got and got.get("Mairi Beaton") in NAME_LABELS
