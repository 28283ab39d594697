"""Probe round 32 (session 35): records printed in capitals by ward, theatre, pharmacy and register systems, and
notes typed in a hurry with their words misspelled. Column printouts whose headers pack two columns in one cell,
whose rows drift off the columns or leave one row outside them; "SURNAME,GIVEN" without a space; months and
facility head words misspelled; phone numbers typed with the letter O; with the look-alikes these rules must leave
alone."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.structured import StructuredRecordRecognizer
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_with_label as _with_label
from tests.unit.tagger.conftest import label_by_surface as _labels

_BED_BOARD = (
    "PATIENT FLOW BED BOARD - WD J24 (ONC)\n"
    "BED PATIENT                 HOSP NO   AGE CONS         EDD    STATUS\n"
    "01  HUSSAIN,ZAFAR           S4417820  58  DR AKHTAR    15/11  NEUTROPENIC SEPSIS D3 IV TAZ\n"
    "02  WARD,MARGARET           S2209174  91  DR HALL      MFFD   AWAIT POC\n"
    "04  SIDE RM - DEEP CLEAN (CPE)\n"
    "05  NOWAK,KRZYSZTOF         S5531902  46  DR SIMMS     TBC    ?SVCO, CT TODAY, NBM\n"
)

_THEATRE_LIST = (
    "THEATRE LIST - TH 4 (ORTHO)\n"
    "ORD MRN        PATIENT              AGE  PROC                  ANAES SIDE NOTES\n"
    "1   RD0448172  CHOWEN, WILLIAM     71   TKR                   SAB   L    LATEX ALLERGY - 1ST ON LIST\n"
    "3   RD2003516  BARROS, JOAO MIGUEL 38   ORIF ANKLE (WEBER B)  GA    L    INTERPRETER\n"
    "4   RD0076221  LAMBOURNE, EDITH    94   DHS                   SAB   R    #NOF\n"
)

# typed by hand: the values start a character or two off their headers
_DISPENSING_LOG = (
    "RX#      PATIENT            MEDICARE          DRUG/STR/QTY               PRESCRIBER     CHK\n"
    "4471203  HADDAD,GEORGES    2951 60417 2/1   ATORVASTATIN 40MG #30 RPT5  DR L NGUYEN    KH/AM\n"
    "4471219  FALEOLO,TAVITA    3307 11842 9/1   SALBUTAMOL 100MCG MDI X2    DR S PATEL     AM\n"
)


# --- column printouts -----------------------------------------------------------------------------------------------


def test_a_header_cell_of_two_column_names_is_two_columns() -> None:
    got = _labels(_BED_BOARD)
    assert got.get("WARD,MARGARET") in PERSON
    assert got.get("S2209174") == "MRN"
    assert got.get("91") == "AGE_OVER_89"
    assert got.get("58") is None  # an age under 90 is no identifier


def test_a_row_outside_the_columns_does_not_end_the_printout() -> None:
    got = _labels(_BED_BOARD)
    assert got.get("S5531902") == "MRN"
    assert got.get("NOWAK,KRZYSZTOF") in PERSON


def test_a_theatre_list_with_its_order_and_record_columns_in_one_header_cell() -> None:
    got = _labels(_THEATRE_LIST)
    assert got.get("RD0448172") == "MRN"
    assert got.get("CHOWEN, WILLIAM") in PERSON
    assert got.get("94") == "AGE_OVER_89"
    assert got.get("BARROS, JOAO MIGUEL") in PERSON  # (the age one space after it is the next column's)
    assert "SAB" not in got and "GA" not in got  # the anaesthetic, not the anaesthetist


def test_values_drifting_off_their_columns_are_read_under_the_nearest_header() -> None:
    got = _labels(_DISPENSING_LOG)
    assert got.get("FALEOLO,TAVITA") in PERSON
    assert got.get("3307 11842 9/1") == "HEALTH_PLAN_ID"
    assert got.get("AM") in PERSON  # the checker's initials


def test_a_header_naming_one_field_in_two_words_stays_one_column() -> None:
    header = "No.  Item                                  Owncr     Due date"
    cols = StructuredRecordRecognizer()._header(header)
    assert cols is not None
    assert [name for _, _, name in cols[1]] == ["No.", "Item", "Owncr", "Due date"]
    row = "1    File re-consent                       Ana Ruiz  2023-09-03"
    got = _labels(header + "\n" + row)
    assert "Owncr" not in got and "Due" not in got


def test_a_value_cut_by_a_column_boundary_is_not_that_columns_value() -> None:
    text = ("DATE      PT/ADDR                                   PRESCRIBER                 COLL   BY\n"
            "05/11/24  PRICE,DANIEL AS ABOVE                     DR H ROWLANDS              PT     RJ\n"
            "05/11/24  WISNIEWSKI,PAWEL FLAT 2 9 MARINE ST LLANELLI DYFODOL SMS             PT     RJ\n")
    assert not any("DYFODOL" in v and lab in PERSON for v, lab in _labels(text).items())


# --- SURNAME,GIVEN --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("02  WARD,MARGARET           S2209174", "WARD,MARGARET"),
    ("05/11/24  PRICE,DANIEL AS ABOVE     DR H", "PRICE,DANIEL"),
    ("4471226  TRAN,VAN LONG     4120 88356", "TRAN,VAN LONG"),
    ("REP COLL BY: SMYTHE,ROSALIND (DAUGHTER)", "SMYTHE,ROSALIND"),
])
def test_a_surname_and_a_listed_given_name_without_a_space(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["PMH: HTN,DM,CKD  NKDA", "ALLERGY: LATEX,PENICILLIN  ", "C/O CP,SOB  X2 DAYS",
                                  "DX: CHF,COPD,AFIB  ", "LOC: WARD,BED 4  ", "RIGHT,LEFT  ", "MEDS: AMLODIPINE,LISINOPRIL  "])
def test_a_list_of_abbreviations_or_words_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


# --- misspelled months, facility head words, phone digits -----------------------------------------------------------


@pytest.mark.parametrize(("text", "date"), [
    ("Date: Thurs 8th Feburary | Pt: x", "Thurs 8th Feburary"),
    ("Incident: Sunday 14 Jully 2024 1420", "Sunday 14 Jully 2024"),
    ("Practice no 12 | 5 Novemeber 2024 | To: Dr", "5 Novemeber 2024"),
    ("on the 3rd of Febuary we spoke", "the 3rd of Febuary"),
])
def test_a_misspelled_month_after_an_ordinal_or_a_day(text: str, date: str) -> None:
    assert date in _with_label(text, {"DATE"})


@pytest.mark.parametrize("text", ["Jully said she would come", "Feburary is a long month here",
                                  "a Novemeber newsletter"])
def test_a_misspelled_month_without_a_number_is_no_date(text: str) -> None:
    assert not _with_label(text, {"DATE"})


@pytest.mark.parametrize(("text", "facility"), [
    ("DISCHARGE SUMMARY from Sri Ramachandra Hosptial, Porur", "Sri Ramachandra Hosptial"),
    ("Soweto Family Practise, 1432 Vilakazi str", "Soweto Family Practise"),
    ("she's in Bradford Royal Infirmery since sat", "Bradford Royal Infirmery"),
    ("GRADY MEMORIAL HOPSITAL ED", "GRADY MEMORIAL HOPSITAL"),
])
def test_a_facility_whose_head_word_is_misspelled(text: str, facility: str) -> None:
    assert facility in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", ["continue to practise breathing exercises daily",
                                  "Practise safe lifting at home", "the hosptial food was cold"])
def test_a_misspelled_head_word_alone_is_no_facility(text: str) -> None:
    assert not _with_label(text, {"FACILITY"}) and not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "phone"), [
    ("nok on O7700 9OO 412 as pt very hard of hearing", "O7700 9OO 412"),
    ("call pls O7700 9OO 331. | Bed 3", "O7700 9OO 331"),
])
def test_a_phone_number_typed_with_the_letter_o(text: str, phone: str) -> None:
    assert phone in _with_label(text, {"PHONE"})


@pytest.mark.parametrize("text", ["reached the 9OO mark on the walk", "O2 sats 94% on 2L"])
def test_letters_next_to_digits_are_no_phone(text: str) -> None:
    assert not _with_label(text, {"PHONE", "FAX"})


# --- found by the review of the first commit ------------------------------------------------------------------------


def test_a_second_table_after_a_title_line_keeps_its_own_header() -> None:
    text = ("BED  PATIENT            CONS\n1    SMITH, JOHN        DR LEE\nNEXT OF KIN\n"
            "NAME              RELATION     PHONE\nMARY SMITH        WIFE         07700 900123\n")
    got = _labels(text)
    assert got.get("MARY SMITH") in PERSON
    assert "RELATI" not in got and "RELATION" not in got
    staff = ("PATIENT  MRN      AGE\nJONES, ANN  S1234  45\nSTAFF ON DUTY\nNURSE          BLEEP  ROLE\n"
             "ANNA KOWALSKA  4421   NIC\n")
    got = _labels(staff)
    assert got.get("4421") == "PHONE" and "NURSE" not in got


def test_a_name_starting_a_character_before_its_column_is_kept_whole() -> None:
    text = "MRN        PATIENT          AGE   NOTES\nS1234567  SMITH, JOHN       45          FALLS RISK\n"
    assert _labels(text).get("SMITH, JOHN") in PERSON


@pytest.mark.parametrize("text", [
    "DRUG        TIME   GIVEN BY    WITNESS\nOXYCODONE   0800   S JONES     REFUSED\n",
    "BAY  PATIENT STATUS   NEWS  ACTION\nA1   STABLE           1     OBS 4H\nA2   DETERIORATING    6     MEDICS\n",
    "DRUG      DOSE  CHECKED\nWarfarin  3mg   Double checked\nInsulin   10u   Witnessed\n",
])
def test_one_field_named_in_two_words_is_not_split(text: str) -> None:
    got = _with_label(text, {"PATIENT_NAME"})
    assert not got & {"STABLE", "DETERIORATING", "REFUSED", "S JONES", "Double checked", "Witnessed"}


def test_the_age_one_space_after_a_name_is_the_age_columns() -> None:
    text = "ORD MRN        PATIENT              AGE  PROC\n3   RD2003516  BARROS, JOAO MIGUEL 98   ORIF ANKLE\n"
    assert _labels(text).get("98") == "AGE_OVER_89"


@pytest.mark.parametrize("text", ["URINE: BLOOD,FRANK", "RAG: GREEN,AMBER", "MOOD: GOOD,JOY",
                                  "SPIRITUAL: CATHOLIC,FAITH", "ALLERGY: NUTS,BERRY", "WARD 4: BAY,ROSE",
                                  "ECHO: GOOD,LV FUNCTION", "STOOL: BLACK,TARRY"])
def test_two_words_after_a_clinical_label_are_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("1  SUNDERLAND,MARY   94", "SUNDERLAND,MARY"),
    ("2  MONTGOMERY,JAMES  S1234567", "MONTGOMERY,JAMES"),
    ("02  WARD,MARGARET\tS2209174", "WARD,MARGARET"),
])
def test_a_surname_starting_like_a_weekday_or_ended_by_a_tab(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)
