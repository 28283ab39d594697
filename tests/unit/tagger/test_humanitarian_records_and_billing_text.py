"""Probe round 50 (session 50): records of the Levant, Iraq, Egypt, Sudan and Yemen, of humanitarian clinics and
camps there and of refugees from there in host countries; the money side of health care (statements, claim forms,
remittances, payment notes, private insurers' letters); and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE = {"STREET_ADDRESS", "CITY", "POSTCODE", "ZIP", "COUNTY"}


@pytest.mark.parametrize(("text", "value", "label"), [
    # a payment card's last four digits, masked or said to end so; an SSN's last four
    ("04/09/24  PT PMT VISA ***4417  AUTH 08812C", "4417", "ACCOUNT_NUMBER"),
    ("shortfall now: €677.50 by Visa debit **** 3309, auth 401177.", "3309", "ACCOUNT_NUMBER"),
    ("new bal $250.00. pt paid by MC ending 0921, conf 551903.", "0921", "ACCOUNT_NUMBER"),
    ("he paid it again without checking with me (his card ends 8841).", "8841", "ACCOUNT_NUMBER"),
    ("3 payments pls. same card on file (ends 1187)", "1187", "ACCOUNT_NUMBER"),
    ("verified DOB 09/30/1961 + last 4 SSN 7730. checked", "7730", "SSN"),
])
def test_card_and_ssn_last_fours(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    # identity documents of Iraq, Egypt and Syria, camp ration cards, asylum numbers of Germany, the Netherlands
    # and Sweden, an interpreter's number
    ("Place: Baqubah, Diyala Iraqi National Card:   199103456712 Current address", "199103456712"),
    ("Iraqi national card (unified): 198211004356 Phone", "198211004356"),
    ("Family reg. card .. 10-3841920 Husband", "10-3841920"),
    ("Camp reg / ration card: DOM1-RC-08812     plot", "DOM1-RC-08812"),
    ("Egyptian ID on file is the landlord's (28703120104557) not hers", "28703120104557"),
    ("V-nummer: 2854 0163 91     BSN: 312966210", "2854 0163 91"),
    ("AZR-Nr.: AZR 191873540  Sehr geehrte", "AZR 191873540"),
    ("Ankunftsnachweis: AKN 0071 4458 3 Address", "AKN 0071 4458 3"),
    ("on her LMA card: 0612-7738-4, Migrationsverket dossier", "0612-7738-4"),
    ("via Tolkcontact, tolknummer TC-55102, mevr.", "TC-55102"),
    ("f. 1966-11-23, samordningsnr 19661183-3151    Hypertoni", "19661183-3151"),
    # billing numbers behind their cue
    ("2,471.70 04/02/24  INS PMT BCBS  CLM 24093A771205", "24093A771205"),
    ("Pre-authorisation no: PA 3318240  Dear Mrs Banks,", "PA 3318240"),
    ("Statement No. 0048812/24 Date: 19-Apr-2024", "0048812/24"),
    ("collected 10/03/24: $1,000.00, check # 2184   -YFG", "2184"),
    ("Our file no.:        GMW 24-1183          Adverse carrier", "GMW 24-1183"),
    # insurers' membership numbers
    ("Membership number: B2 77104938 Claim reference:   CL088", "B2 77104938"),
    ("Policy/mbr no: PH7 0918 4452       Admission", "PH7 0918 4452"),
])
def test_refugee_and_billing_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "label"), [
    # a claim's and a bill's compact or spaced dates
    ("FL6  STATEMENT COVERS PERIOD  FROM 061424  THROUGH 061924 FL8", "061424", "DATE"),
    ("FL6  STATEMENT COVERS PERIOD  FROM 061424  THROUGH 061924 FL8", "061924", "DATE"),
    ("FL10 BIRTHDATE 10041950   FL11 SEX M   FL12 ADM DATE 061424", "10041950", "DATE"),
    ("FL10 BIRTHDATE 10041950   FL11 SEX M   FL12 ADM DATE 061424", "061424", "DATE"),
    ("FL12 ADM DATE 061424\n0324 DX X-RAY/CHEST   71045   061424   3   894.00", "061424", "DATE"),
    ("SIGNED PHYSICIAN   DATE 02 02 2024", "02 02 2024", "DATE"),
    ("Date of birth     : 02 / 11 / 2009   (dependant child)", "02 / 11 / 2009", "DATE"),
    # governorates, camps and quarters, in capitals too; a camp's grid address; German streets
    ("She originally comes from Sinjar / Ninawa governorate; reported", "Ninawa", "COUNTY"),
    ("From: Hays, Al Hudaydah governorate; brought by pick-up", "Al Hudaydah", "COUNTY"),
    ("ADDRESS: AL MAFRAQ GOVERNORATE, NEAR THE MOSQUE", "AL MAFRAQ", "COUNTY"),
    ("ADDRESS: GHARB SOHEIL VILLAGE, ASWAN GOVERNORATE; WORKS AT", "GHARB SOHEIL", "CITY"),
    ("ADDRESS: GHARB SOHEIL VILLAGE, ASWAN GOVERNORATE; WORKS AT", "ASWAN", "COUNTY"),
    ("ZAATARI CAMP - OTP / TSFP NUTRITION CARD", "ZAATARI", "CITY"),
    ("IRC / Azraq Camp - Village 3 health post", "Azraq", "CITY"),
    ("now displaced in Atmeh camps since 2019", "Atmeh", "CITY"),
    ("Lives in Salem Township with her son.", "Salem", "CITY"),
    ("pt 5 lives Block 2, Street 14, near the school.", "Block 2, Street 14", "STREET_ADDRESS"),
    ("plot: Sector C, Line 4, plot 31 Tracker", "Sector C, Line 4, plot 31", "STREET_ADDRESS"),
    ("Yamen, tent 14 ITS 031, needs dressing", "tent 14 ITS 031", "STREET_ADDRESS"),
    ("wohnhaft Colditzstr. 32, 12099 Berlin", "Colditzstr. 32", "STREET_ADDRESS"),
    ("Wohnhaft: Curslacker Neuer Deich 68, Haus B", "Curslacker Neuer Deich 68", "STREET_ADDRESS"),
    # facilities a bill or a camp names
    ("cholera line list - Aden CTC (MSF Sheikh Othman CTC) - week 36", "MSF Sheikh Othman CTC", "FACILITY"),
    ("ambulance is separate co (Hill Country EMS) - NOT them", "Hill Country EMS", "FACILITY"),
    ("Bank: Mill Mountain FCU   Routing # 251480806", "Mill Mountain FCU", "FACILITY"),
    ("Checking: Lafayette Community Bank acct ending 0448", "Lafayette Community Bank", "FACILITY"),
    ("called Dr Feldstein's office (Peachtree Spine Assoc) 770-555-0198", "Peachtree Spine Assoc", "FACILITY"),
])
def test_claim_dates_camp_places_and_billing_facilities(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    # a surname that is also a word stays a name; a country that is also a given name
    ("Walter Camp and Dr Camp saw him.", "Walter Camp"),
    ("road blocked by checkpoint; driver Abdo Qaid waited", "Abdo Qaid"),
    ("Jordan Price called back about the balance.", "Jordan Price"),
    ("Seen by Dr Fee in the respiratory clinic.", "Fee"),
    ("Hans-Christian attended with his wife.", "Hans-Christian"),
])
def test_names_that_are_words_or_countries_stay_names(text: str, value: str) -> None:
    assert _labels(text).get(value) in PERSON


@pytest.mark.parametrize(("text", "value"), [
    # billing and form words, card brands, payers' acronyms
    ("Re: REFUND REQUEST - invoice no. CR-1", "REFUND"),
    ("EFTPOS/credit card accepted, no Diners or Amex.", "Amex"),
    ("Subject: DVA claim rejections - Mr Harold Webb", "DVA"),
    ("Refund $395 processed by EFT 20/3, ref RF-24-0088.", "EFT"),
    ("NOTE TO PATIENT: Once your MSP is reinstated, you may submit", "MSP"),
    ("** Self-pay quotation - fixed price\nSelf-pay team: 01943 555 204", "Self-pay"),
    # Swedish, German and Turkish form words, a grandmother, a diphtheria test, nationalities and a country
    ("Date: tis 12 mars 2024 09:14 Subject: Tolkbokning - arabiska", "Tolkbokning"),
    ("Sehr geehrte Kolleginnen und Kollegen, wir überweisen", "Kolleginnen"),
    ("Doğum tarihi: 01.01.1956     Uyruk: Suriye", "Uyruk"),
    ("4) Siranush (mormor) f. 1931", "mormor"),
    ("Hevin Ahmed (also spelt Hevîn Ehmed in Syrian documents)", "Syrian"),
    ("Remarks: family Yazidi from the north", "Yazidi"),
    ("Armenian-Syrian family from Aleppo", "Armenian-Syrian"),
    ("Gaziantep → Sweden: medical summary for the agency", "Sweden"),
    ("IRC / Azraq Camp - Village 3 health post", "Camp"),
    # numbers that are not cards, dates or addresses
    ("card 2 of 4 signed; debit 1200 posted", "2 of 4"),
    ("Order total from 120000 to 150000 units", "120000"),
    ("see line 4, row 3 of the table", "line 4, row 3"),
    ("phase 2 line 3 therapy started", "phase 2 line 3"),
    ("interscalene Block 2 Line 3 infusion", "Block 2 Line 3"),
    ("BP 120 / 80 / 60 across three readings", "120 / 80 / 60"),
    # a travel visa, a parking card, a fee, a lot and a range of cheques, pill counts, a screening camp, a district's
    # nurse
    ("His work visa ends in 2026, so the family is applying", "2026"),
    ("Parking card ends 1800 daily; visitors must move cars", "1800"),
    ("Visa xx 2026 renewal appointment pending at the embassy.", "2026"),
    ("Last 4 SSN: 0000 entered as a placeholder", "0000"),
    ("National card: 25000 IQD replacement fee, family could not afford it.", "25000"),
    ("Ration card: 12500 kcal basket per household per week.", "12500"),
    ("Lot 31105151912345 received from the wholesaler, cold chain intact.", "31105151912345"),
    ("Check numbers from 052210 to 052299 were voided by finance.", "052210"),
    ("CDM     CPT    DESCRIPTION\n110450  80053  COMP METABOLIC PANEL", "110450"),
    ("Leg press reps 10 12 15  10 12 15 this week, good tolerance.", "10 12 15"),
    ("Doses taken / missed / total tabs: 28 / 2 / 1960", "28 / 2 / 1960"),
    ("Sertraline quarter tablet at night for the first week.", "Sertraline"),
    ("Trachoma Camp: 30 trichiasis surgeries done.", "Trachoma"),
    ("NOTIFY DISTRICT NURSE RE DRESSINGS", "NOTIFY"),
    ("TAXING DISTRICT LEVY NOT PAID", "TAXING"),
    ("OPV CAMP DOSE GIVEN, CARD UPDATED.", "OPV"),
    ("Weight-loss Camps are not covered by the plan.", "Weight-loss"),
    ("PT WAS TAKEN TO THE ED AT ST MARYS HOSPITAL BY EMS.", "HOSPITAL BY EMS"),
    # the new heads alone or after a kind
    ("Paramedic EMS arrived on scene", "Paramedic EMS"),
    ("per Pediatric Assoc. guidelines", "Pediatric Assoc."),
    ("CT Colonography (CTC) booked", "CTC"),
    ("mobile clinic, Epilepsy Camp staff and the Boot Camp", "Epilepsy Camp"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PLACE | ID_LABELS | PERSON | {"FACILITY", "PHONE", "AGE_OVER_89", "DATE"}
