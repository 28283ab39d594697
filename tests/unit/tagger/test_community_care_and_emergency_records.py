"""Probe round 55 (session 55): community and allied-health records (dental, optical, pharmacy, audiology, home care,
district nursing, equipment loans) and medicine away from hospitals (ships' radio medical logs, rescue and
mass-casualty registers, event and sports medicine, outbreak investigations); and the look-alikes each rule must leave
alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}


@pytest.mark.parametrize(("text", "value"), [
    # a key safe's or a door's code that lets carers into a home
    ("Access: key safe L of front door, code 4471 (pt consents to use). In", "4471"),
    ("Key safe: by gas meter box, code C1939  -- PLEASE RESET AFTER USE", "C1939"),
    ("double-up am (hoist)   Door code: 2580#  Keysafe: 0707  Wed 12/6 07:30", "2580#"),
    ("double-up am (hoist)   Door code: 2580#  Keysafe: 0707  Wed 12/6 07:30", "0707"),
    ("08:15 Mr Harrington (keysafe 1945, back door) -> Joy 09:00", "1945"),
    # national ids behind their cue whose check digits fail (mistyped, or made up in a test letter)
    ("BSN: 182 337 405    Zorgverzekeraar: VGZ", "182 337 405"),
    ("geb. 17-06-1996   rijksregisternr. 96.06.17-224.81 Adres:", "96.06.17-224.81"),
    ("N° d'inscription (NISS): 71.12.04-311.62  Bénéficiaire", "71.12.04-311.62"),
    ("né le 03.05.1961 No AVS: 756.4821.7730.19     Assurance LAMal", "756.4821.7730.19"),
    # a ship's IMO number and call sign, and the ship's name before them
    ("Vessel: m/v NORDIC SPIRIT   IMO 9481236   Call sign 5BQX4 Flag: Cyprus", "9481236"),
    ("Vessel: m/v NORDIC SPIRIT   IMO 9481236   Call sign 5BQX4 Flag: Cyprus", "5BQX4"),
    ("Vessel: m/v NORDIC SPIRIT   IMO 9481236   Call sign 5BQX4 Flag: Cyprus", "NORDIC SPIRIT"),
    ("Ship: MS AURORA BOREALIS (cruise), IMO 9830114, call sign C6FY3, flag Bahamas.", "C6FY3"),
    ("Master of FV ARDENT, call sign MJQV7, reports crewman with hand injury.", "ARDENT"),
    # an IMO number alone where its check digit holds
    ("TMAS consult re crew of IMO 9074729, fever since Tuesday", "9074729"),
    ("FM: MASTER MT VOLGA STAR / UBXK7 / IMO 9392481 DTG 260815Z NOV 23", "VOLGA STAR"),
    # registers keyed by a triage tag, a field hospital's registration, a runner's bib, a TB case's number
    # (a tag column beside a triage category's column)
    ("TAG        CAT  name (if known)           inj                          out     dest        time\n"
     "WM 100232  P2   Amira Haddad            #R radius, lac scalp           TU      Sandwell    15:58\n"
     "WM 100233  P3   Kevin O'Rourke          ankle sprain, anxious          walked  -           16:05\n",
     "WM 100233"),
    ("reg no      name                    sex age\nEMT-UKM-0872  Elif Yildirim           F   9\n", "EMT-UKM-0872"),
    ("bib#   | name                  | age/sex | arr\n21874  | Derek Kowalski        | 52 M    | 10:42\n", "21874"),
    ("ETS no.      | case                    | age\nTB-ETS-232104| Kyle Robson             | 29\n", "TB-ETS-232104"),
    # id cues of rescues, outbreaks, seafarers, travel clinics, repairs, customers, holdings and genomic clusters
    ("Team: Lochaber MRT      Callout no. LMRT-24-067     Police Scotland ref", "LMRT-24-067"),
    ("rescue incident report Intervention n° PGHM-74-2023-0892      Date", "PGHM-74-2023-0892"),
    ("Outbreak: OB-EH-2025-019 (school trip) Interviewer: on file", "OB-EH-2025-019"),
    ("date of interview: on file   Q no. Q-019-017  respondent: parent", "Q-019-017"),
    ("asst. cook, CDC no. MUM 204518,     isolated since", "MUM 204518"),
    ("L deltoid, 0.5 ml SC. ICVP no. GB 0418822    Hep A booster", "GB 0418822"),
    ("RUSSIAN, PASSPORT 75 4418209,    SEAMAN BOOK RUS 0271884. 2. COMPLAINT", "75 4418209"),
    ("RUSSIAN, PASSPORT 75 4418209,    SEAMAN BOOK RUS 0271884. 2. COMPLAINT", "RUS 0271884"),
    ("ph on file   Season pass/RFID: WB-2324-0092271     Ability: advanced", "WB-2324-0092271"),
    ("Subject: RE: repair RMA RMA-CH-2209183 / client Chappuis", "RMA-CH-2209183"),
    ("Klantnr. BE-LEU-0092231  datum: 5 maart 2024", "BE-LEU-0092231"),
    ("Zorgverzekeraar: relatienr. 441928370 Pat.nr. on file", "441928370"),
    ("guide de haute montagne, carte pro 07418ED0043), clients", "07418ED0043"),
    ("nr Kirkcowan, Wigtownshire   CPH 84/271/0039 Keeper: on file", "84/271/0039"),
    ("TB CLUSTER REVIEW -- WGS cluster TBC-NE-0193 (lineage 4, SNP distance", "TBC-NE-0193"),
])
def test_community_and_emergency_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize("text", [
    # an NHS number after its cue, over the phone reading of its digits, the cue's colon then an aligned column
    "DOB 21/10/1954 NHS number 448 093 1126 GP: Wolstanton Medical Centre",
    "DOB:       30-01-1965 NHS no:    453 210 8876 Address:   88 Whalley Range",
])
def test_an_nhs_number_after_its_cue_is_one_even_when_its_check_digit_fails(text: str) -> None:
    number = next(v for v in _labels(text) if v[:3].isdigit() and len(v) == 12)
    assert _labels(text)[number] == "NHS_NUMBER"


def test_an_initials_legend_in_quotes_names_every_use_of_them() -> None:
    text = ('4/11  0915  8mg  sup (RS)  placed on tongue\n7/11  0900  8mg  sup (JO)\n'
            'NB "RS" = Rizwan Shah (pharmacist), "JO" = Joanne Oduya (ACT)')
    spans = [(text[s.start : s.end], s.start) for s in _detect(text) if s.label == "CLINICIAN_NAME"]
    assert ("RS", text.index("(RS)") + 1) in spans
    assert ("JO", text.index("(JO)") + 1) in spans


def _detect(text: str) -> list:
    from airlock.tagger.detection import detect

    return detect(text)


def test_a_day_and_month_before_a_comma_is_no_house_number() -> None:
    text = "Eileen Marsh 90 F, onset 10/08, Cedar Lodge care home"
    assert _labels(text).get("10/08") == "DATE"
    assert "10/08, Cedar Lodge" not in _labels(text)


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("From: Dr P. Raghunathan BDS Brightsmile Dental Care 14 Carr Lane, Hessle", "Brightsmile Dental Care",
     {"FACILITY"}),
    ("3. 26 DO composite  4. 36 onlay (lab: Humber Dental Lab) - will review", "Humber Dental Lab", {"FACILITY"}),
    ("Practice: Brennan Eyecare, 60 High St, Tewkesbury GL20 5BL", "Brennan Eyecare", {"FACILITY"}),
    ("Kaur & Doyle Opticians  .  3 Market Place  .  Oldham", "Kaur & Doyle Opticians", {"FACILITY"}),
    ("Practice: Glenmuir Farm Vets, Station Yard, Newton Stewart DG8 6LH", "Glenmuir Farm Vets", {"FACILITY"}),
    ("Prescriber: Aileen Moloney, OT, East & North Herts Wheelchair Service Order no", "East & North Herts Wheelchair "
     "Service", {"FACILITY"}),
    ("Team: Bexhill North DN Team Pt: VAN DER BERG, Johann", "Bexhill North DN Team", {"FACILITY"}),
    ("Agency: Tri-County Rescue Squad   Unit: Medic 12", "Tri-County Rescue Squad", {"FACILITY"}),
    ("audioprothésiste fédéral ClearSound Hearing SA, Rue Jacques-Dalphin 10,", "ClearSound Hearing SA", {"FACILITY"}),
    ("by Joanne Rutter, TB nurse specialist, Newcastle TB Service  --  3rd March", "Newcastle TB Service",
     {"FACILITY"}),
    ("Tandartspraktijk De Linde - behandelverslag / orthodontie", "Tandartspraktijk De Linde", {"FACILITY"}),
    ("Cabinet: Centre Dentaire Sainte-Walburge, Bd de la Constitution 9, 4020 Liège", "Centre Dentaire "
     "Sainte-Walburge", {"FACILITY"}),
    # a town naming a medical centre yields to the centre's whole name; a day and month before a comma is no house
    ("NHS number on file GP: Wolstanton Medical Centre (Dr R. Mistry) Call date", "Wolstanton Medical Centre",
     {"FACILITY"}),
    ("Case D  (probable) Eileen Marsh 90 F, onset 10/08, Cedar Lodge care home", "Cedar Lodge care home",
     {"FACILITY"}),
    # Swiss and Belgian streets named head first with their particle
    ("DOB 18.02.1937, Route de Drize 44, 1227 Carouge GE", "Route de Drize 44", PLACE_LABELS),
    ("Cabinet: Centre Dentaire, Bd de la Constitution 9, 4020 Liège", "Bd de la Constitution 9", PLACE_LABELS),
])
def test_facilities_and_places(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # supplies, forms and rescuers' words; an e-mail's subject about a stoma
    ("Subject: Stoma supply order - repeat (due)", "Stoma"),
    ("CONTINENCE PRODUCT ORDER / ASSESSMENT SUMMARY", "CONTINENCE"),
    ("Tyres: solid. Footplates swing-away. Waterlow 14", "Footplates"),
    ("Helicopter Choucas 74 (EC145) + 2 secouristes + médecin.", "secouristes"),
    # the generic services, a count after IMO, a time after a key safe
    ("referred to the Wheelchair Service and the Dental Lab", "Wheelchair Service"),
    ("IMO 1000000 units given", "1000000"),
    ("keysafe checked 0930 visit", "0930"),
    # a French route of administration, an outbreak's size, an RFID frequency
    ("Route de administration 2", "Route de administration 2"),
    ("an outbreak of 12 cases in the unit", "12"),
    ("RFID tag 13.56 MHz", "13.56"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # a review's look-alikes (`/tmp/review55`): services without a name of their own, counts after IMO, abbreviations
    # before "IMO" and "call sign language", codes, counts and sizes near key-safe and door words
    ("NHS Wheelchair Service to assess for tilt-in-space chair next month.", "NHS Wheelchair Service"),
    ("Biomedical Equipment Service to PAT test the hoist.", "Biomedical Equipment Service"),
    ("Any High Street Opticians can supply the GOS voucher glasses.", "Opticians"),
    ("Evening DN Team and Night DN Team share the caseload.", "Night DN Team"),
    ("IMO 3000000 reads per sample is plenty for this panel.", "3000000"),
    ("MS Relapse, IMO steroids not needed.", "Relapse"),
    ("RV Function IMO preserved on echo.", "Function"),
    ("MS Specialist Nurse to call sign language interpreter for clinic.", "Specialist Nurse"),
    ("Charge entry code: 99214 (office visit, established patient)", "99214"),
    ("Key safe: 4471 is the telecare desk extension for queries.", "4471"),
    ("Key safe referral: service code 4410 (telecare install)", "4410"),
    ("Lockbox: 1200 remittances posted today", "1200"),
    ("Door entry code: 403 error from controller, reset required.", "403"),
    # a neural network's and a version control's versions, a procedure's lot number after AVS
    ("NN model checkpoint 21.05.12-003.01 loaded", "21.05.12-003.01"),
    ("svn revision 756.1000.2000.01 tagged for release", "756.1000.2000.01"),
    ("AVS (adrenal vein sampling) tube lot 756 2031 4410 25", "756 2031 4410 25"),
    # a French route that is no street, a drug column under "name (if known)", frequencies, versions and counts
    ("Route de Secours 2 balisée en cas d'évacuation", "Route de Secours 2"),
    ("Route de l'API 2 renvoie le dossier en JSON", "Route de l'API 2"),
    ("Medication | Name (if known) | Dose\nPainkiller | ibuprofen | 400 mg\nAntibiotic | amoxicillin | 500 mg",
     "ibuprofen"),
    ("RMA 3.2.1 normalisation applied to CEL files", "3.2.1"),
    ("cph 1200 background counts", "1200"),
    ("Passport 12 1500000 issued by the service in total", "12 1500000"),
    # a second review's (`/tmp/review55b`): abbreviations before IMO counts and call signs off a ship, radio and
    # signing algorithms' call signs, terminology codes after "master", other codes and counts near key-safe words,
    # tags of images and sequencing indexes, generic services, diseases and types after "outbreak"
    ("MS Excel Limit: IMO 1048576 rows is the cap, so split the extract.", "Excel Limit"),
    ("MV Collision Patient, call sign HEMS21 inbound to ED.", "HEMS21"),
    ("Radio: call sign HELO7 lifted with patient, ETA 12 min.", "HELO7"),
    ("Radio check, call sign MIKE4 loud and clear.", "MIKE4"),
    ("Master terminology update: IMO 1203344 retired, replacement pending.", "1203344"),
    ("Small vessel disease burden; IMO 1500000 voxel threshold is too strict.", "1500000"),
    ("Key safe: 124, Pendant alarm: 310, Falls sensor: 58 (Q3 installs).", "124"),
    ("Key safe supplier, product code 7741, qty 20 ordered.", "7741"),
    ("Gate code: 404 (page not found) on the logistics portal.", "404"),
    ("sample | tag no | index\nS1 | N701 | TAAGGCGA\nS2 | N702 | CGTACTAG", "N701"),
    ("image | tag | size\nairlock-api | v1.4.2 | 210 MB\nnginx | 1.25-alpine | 40 MB", "v1.4.2"),
    ("tag=v2.3.1 build=ok tests=412", "v2.3.1"),
    ("Domiciliary Dental Care can visit housebound patients.", "Domiciliary Dental Care"),
    ("Dispensing Opticians adjusted the frames.", "Dispensing Opticians"),
    ("Outbreak: COVID-19 on the ward, bays closed.", "COVID-19"),
    ("Outbreak: H5N1 in poultry, staff offered oseltamivir.", "H5N1"),
    ("Q no. Q14a: how often do you drink alcohol?", "Q14a"),
    ("ICVP: 17D-204 vaccine strain recorded.", "17D-204"),
    ("Passport: 12 1000000 (applications per year, national average).", "12 1000000"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Current vessel: MV Hebridean Tern (IMO 9734118)", "Hebridean Tern"),
    ("NISS 92.27.14-211.08", "92.27.14-211.08"),
    ("Bib no | Name | Time\n4471 | Aisha Rahman | 3:41:10", "4471"),
    ("Keysafe: 0707. Ring bell first.", "0707"),
])
def test_review_true_finds_are_kept(text: str, value: str) -> None:
    assert value in _labels(text)


@pytest.mark.parametrize(("text", "value", "not_label"), [
    # (read as other things before, still: not as the new ids)
    ("NHS:     250 000 0000 allocated", "250 000 0000", "NHS_NUMBER"),
    ("BSN 120 115 108 (enrolled, retained, graduated)", "120 115 108", "OTHER_ID"),
    ("RFID 125 kHz reader fitted to theatre doors.", "125", "OTHER_ID"),
])
def test_review_look_alikes_keep_their_old_reading(text: str, value: str, not_label: str) -> None:
    assert _labels(text).get(value) != not_label


def test_a_flat_s_number_after_a_field_s_colon_is_still_an_address() -> None:
    assert any("Rowan Court" in v and lab == "STREET_ADDRESS"
               for v, lab in _labels("Address: 22/10, Rowan Court, Elm Grove.").items())
