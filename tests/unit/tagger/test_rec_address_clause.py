"""Recognizer `address_clause` (AddressClauseRecognizer)."""

from airlock.tagger.recognizers.geo import AddressClauseRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AddressClauseRecognizer()

POSITIVE = [
    (
        "my new address is Harjukuja 54, SEINÄJOKI 00100. Thanks",
        "STREET_ADDRESS",
        "Harjukuja 54, SEINÄJOKI 00100",
    ),
    # the clause ends at a column gap ("   Mobile ...") and before the letter that follows the address block
    (
        "Address: 4 Main Street, Tullamore, R35 X2F3   Mobile 086 555 0102\nDear Doctor,\nThank you for seeing this "
        "71 yo woman (30 pack-yrs), a retired nurse with COPD.",
        "STREET_ADDRESS",
        "4 Main Street, Tullamore, R35 X2F3",
    ),
]

NEGATIVE = ["address the concerns raised"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_the_letter_after_the_address_is_not_part_of_it():
    from tests.unit.tagger.conftest import run_recognizer

    text = ("Address: 4 Main Street, Tullamore, R35 X2F3\nDear Doctor,\nGrateful if you would see this 71 yo woman "
            "(30 pack-yrs), a retired nurse with COPD.")
    assert run_recognizer(REC, text) == {("STREET_ADDRESS", "4 Main Street, Tullamore, R35 X2F3")}
