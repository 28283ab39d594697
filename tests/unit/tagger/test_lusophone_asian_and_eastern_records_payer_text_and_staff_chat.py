"""Probe round 47 (session 47): records of Brazil, Portugal and Lusophone Africa, the Caribbean, East Asia and
Eastern Europe written in English or mixed with the local language; payer and insurer text (claims, appeals,
subrogation, disability logs, remittances) and staff chat pasted into records; and the look-alikes each rule must
leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER"}
PLACE = {"STREET_ADDRESS", "CITY", "POSTCODE", "ZIP", "COUNTY"}


@pytest.mark.parametrize(("text", "value"), [
    # national and tax numbers behind their cue, check digits right or not
    ("CNS: 708 2034 5561 9904 CPF: 318.904.227-51 Data", "708 2034 5561 9904"),
    ("CNS: 708 2034 5561 9904 CPF: 318.904.227-51 Data", "318.904.227-51"),
    ("NIF: 108 447 291   Proc. nº HAN-2025-00918 — Hospital", "108 447 291"),
    ("NIF: 108 447 291   Proc. nº HAN-2025-00918 — Hospital", "HAN-2025-00918"),
    ("RNOKPP (tax no.):    2903411847", "2903411847"),
    ("CNP: 2890615125781 Data nașterii", "2890615125781"),
    ("IIN: 780924300517     Passport: N14408823", "780924300517"),
    ("NIS: C 402117      TRN: 118-443-902", "C 402117"),
    ("Angolan passport N2048817, BI 004812236LA041.", "004812236LA041"),
    ("NRN: 930611-0412 DOB: 11/6/93", "930611-0412"),
    ("NIB No.: 19290212-044     Clinic", "19290212-044"),
    ("ER address, Hooksett NH 03106 FEIN 02-0598813", "02-0598813"),
    ("Guarantee of payment attached (GOP nº GOP/24/5521). They", "GOP/24/5521"),
    # bank details in a claims file
    ("IBAN:          IE64 BOFI 9058 3812 4471 09    BIC:", "IE64 BOFI 9058 3812 4471 09"),
    ("Weekly comp paid to BSB 064-707 acct 1038 5521 (CBA).", "064-707"),
    ("Weekly comp paid to BSB 064-707 acct 1038 5521 (CBA).", "1038 5521"),
    ("Direct dep. routing 071925846 acct ****8802.", "071925846"),
    ("Direct dep. routing 071925846 acct ****8802.", "****8802"),
    ("EFT: BSB 633-000 Acc 158 774 219.  Please", "158 774 219"),
    # plans, policies and registers
    ("MEDDPRIME member id ZXW90331847  group ABQ4402 drug: adalimumab", "ABQ4402"),
    ("Policy GLTD 004481-A  PART A (completed by claimant)", "GLTD 004481-A"),
    ("Dr. Henrique Abreu Vasconcelos  CRM-SP 148.223 Residente", "SP 148.223"),
    ("Medic curant: Dr. Ioana Rus-Bălan, parafă C48216", "C48216"),
    ("Enf.ª responsável: Marta Guimarães, cédula OE 5-E-61238", "5-E-61238"),
    ("Prawo jazdy nr 00742/19/3201. Wife Bożena", "00742/19/3201"),
])
def test_ids_of_other_systems_and_of_payers(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS | {"LICENSE_NUMBER"}


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Endereço: Rua Tenente Azevedo, 1187, apto 42, bairro Aclimação, São Paulo - SP, CEP 01528-001",
     "Rua Tenente Azevedo, 1187, apto 42", "STREET_ADDRESS"),
    ("Endereço: Rua Tenente Azevedo, 1187, apto 42, bairro Aclimação, São Paulo - SP, CEP 01528-001",
     "bairro Aclimação", "CITY"),
    ("Endereço: Rua Tenente Azevedo, 1187, apto 42, bairro Aclimação, São Paulo - SP, CEP 01528-001",
     "São Paulo", "CITY"),
    ("Endereço: Rua Tenente Azevedo, 1187, apto 42, bairro Aclimação, São Paulo - SP, CEP 01528-001",
     "01528-001", "POSTCODE"),
    ("família silva — R. Manuel Vieira Sarmento, 552, fundos, Jd. Ângela, SP cep 04941-000",
     "R. Manuel Vieira Sarmento, 552", "STREET_ADDRESS"),
    ("família silva — R. Manuel Vieira Sarmento, 552, fundos, Jd. Ângela, SP cep 04941-000", "Jd. Ângela", "CITY"),
    ("ap 1702 – Boa Viagem – Recife/PE  CEP 51021-000", "Recife", "CITY"),
    ("Hotel: near Hospital da Luz — Av. Lusíada 100, 1500-650 Lisboa.", "1500-650", "POSTCODE"),
    ("Local: R. Cândido dos Reis 310, 4400-071 V.N. Gaia.", "R. Cândido dos Reis 310", "STREET_ADDRESS"),
    ("(bairro Maianga, Rua Comandante Gika, casa 27). He arrives", "Rua Comandante Gika, casa 27", "STREET_ADDRESS"),
    ("Address:             vul. Kyrylivska 104, kv. 17, Kyiv, 04080", "vul. Kyrylivska 104, kv. 17",
     "STREET_ADDRESS"),
    ("bl. C2, sc. A, ap. 11, Cluj-Napoca, jud. Cluj, cod 400370", "Cluj-Napoca", "CITY"),
    ("bl. C2, sc. A, ap. 11, Cluj-Napoca, jud. Cluj, cod 400370", "400370", "POSTCODE"),
    ("75-612 Koszalin, pow. koszaliński Nr księgi", "koszaliński", "COUNTY"),
    ("District of residence: Kazybek Bi raion.", "Kazybek Bi raion", "COUNTY"),
    ("Regards, Eircode on file: A96 K7P2.  Regards", "A96 K7P2", "POSTCODE"),
    ("1180 Bay Street, Suite 900, Toronto, ON  M5S 2B4 T 416-555-0132", "M5S 2B4", "POSTCODE"),
])
def test_addresses_of_other_countries(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    ("Referido do Centro de Saúde de Mavalane por Técnico de Medicina", "Centro de Saúde de Mavalane"),
    ("Contrarreferência para UBS Cambuci — enf. Josiane", "UBS Cambuci"),
    ("employer HR (Interlake Grain Co-op)", "Interlake Grain Co-op"),
    ("Attn: Lydia Chow at Chow Mackenzie LLP", "Chow Mackenzie LLP"),
    ("Disability Case Manager | Saguaro Mutual Life | Winnipeg MB", "Saguaro Mutual Life"),
])
def test_places_of_care_insurers_and_firms(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


def test_chat_speakers_and_a_login_after_portuguese_by() -> None:
    chat = ("dana 11:02p: hey whos got cross cover\nrj 11:03p: me\ndana 11:05p: ok 7 east\nrj 11:06p: k\n"
            "-- digitado por edivania.souza em 10/10/2024 16:52")
    got = _labels(chat)
    assert {got.get("dana"), got.get("rj"), got.get("edivania.souza")} <= PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("Exam: Head, CT 70450 without contrast.", "70450"),  # a CPT code after a body part and a modality
    ("Ordered: Chest, CT 71250 today", "71250"),
    ("Dyspnoea - PE ruled out.", "Dyspnoea"),  # a diagnosis's letters after a word, no Brazilian town
    ("Diplopia - MG workup sent", "Diplopia"),
    ("group A strep and group CD4 counts", "CD4"),
    ("transit time 12 min, routing 2 of 3", "12"),
    ("the raion level is unknown", "raion"),
    ("Casa nº 22 e quarto nº 4", "22"),
    ("seen by Dr R. Patel, 2 days ago", "R. Patel, 2"),
    ("registrado por el sistema", "sistema"),
    ("UBS 12 and ULS 3 forms", "UBS 12"),
    ("ULS MRC 4/5 bilaterally", "ULS MRC"),  # (review: upper-limb strength, not a Portuguese health unit)
    ("Housing Co-op referral for an accessible flat", "Housing Co-op"),
    ("R. Knee, 110\nL. Knee, 95", "R. Knee, 110"),
    ("Aprovado pelo CEP 12345678 (parecer)", "12345678"),  # (an ethics committee's number)
    ("Paracetamol 500 mg, cod 300100", "300100"),
    ("Dx: BC  T2N1M0, ER+/PR+", "T2N1M0"),  # (a TNM stage, not a postal code after a province)
    ("Lot on file: K45 7T2A", "K45 7T2A"),
    ("IBAN: DE00 0000 0000 0000 0000 00", "DE00 0000 0000 0000 0000 00"),
    ("Account: 30 60 90 day aging summary", "30 60 90"),
    ("CRP-US 12.500 mg/L", "US 12.500"),
    ("NIS 12500 including VAT", "12500"),
    ("CNS 10000 cells/uL in CSF", "10000"),
    ("Wells - PE score 4", "Wells"),
    ("Specimen routing 31002 (core lab)", "31002"),
    ("Hospital Course: stable", "Hospital Course"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PLACE | ID_LABELS | PERSON | {"FACILITY"}


def test_made_up_addresses_keep_their_zip() -> None:
    # a state code that is also a modality's keeps its ZIP after a town, even one outside the state's range
    assert _labels("file: 698 susan drives, Kennethchester, MA 87362-8518.").get("87362-8518") == "ZIP"
    assert _labels("Lives at 12 Main St, Hartford, CT 06103.").get("06103") == "ZIP"


def test_a_value_found_once_is_not_propagated_into_a_hyphenated_town() -> None:
    got = _labels("ap. 11, Cluj-Napoca, jud. Cluj, cod 400370")
    assert got.get("Cluj-Napoca") == "CITY"
