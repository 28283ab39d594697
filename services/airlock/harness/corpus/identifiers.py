"""Identifiers with the check digits real systems verify (NHS mod-11, Luhn, NPI, DEA, VIN, IBAN, GTIN).

A tagger that validates checksums must see valid numbers in the corpus, otherwise its checksum filter is
never exercised; the ``*_valid`` functions let tests prove the generated values are real-looking.
"""

from __future__ import annotations

import random
import string

_DIGITS = string.digits


def nhs_check_digit(nine: str) -> int | None:
    """NHS mod-11 check digit for nine digits; ``None`` when the remainder makes the number unusable (10)."""
    total = sum(int(d) * (10 - i) for i, d in enumerate(nine))
    check = 11 - total % 11
    if check == 11:
        return 0
    return None if check == 10 else check


def nhs_valid(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return len(digits) == 10 and nhs_check_digit(digits[:9]) == int(digits[9])


def nhs_number(rng: random.Random) -> str:
    """Ten digits; the first is 4-9 like issued England/Wales numbers."""
    while True:
        nine = str(rng.randint(4, 9)) + "".join(rng.choice(_DIGITS) for _ in range(8))
        check = nhs_check_digit(nine)
        if check is not None:
            return nine + str(check)


def luhn_check_digit(payload: str) -> int:
    total = 0
    for i, d in enumerate(reversed(payload)):
        n = int(d)
        if i % 2 == 0:  # doubled positions, counted from the digit left of the check digit
            n *= 2
            n -= 9 if n > 9 else 0
        total += n
    return (10 - total % 10) % 10


def luhn_valid(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return len(digits) >= 2 and luhn_check_digit(digits[:-1]) == int(digits[-1])


def card_number(rng: random.Random) -> str:
    """Visa / Mastercard / Amex number with a valid Luhn digit, grouped as printed on the card."""
    kind = rng.choice(["visa", "mc", "amex"])
    if kind == "amex":
        body = rng.choice(["34", "37"]) + "".join(rng.choice(_DIGITS) for _ in range(12))
        num = body + str(luhn_check_digit(body))
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    prefix = "4" if kind == "visa" else str(rng.randint(51, 55))
    body = prefix + "".join(rng.choice(_DIGITS) for _ in range(15 - len(prefix)))
    num = body + str(luhn_check_digit(body))
    sep = rng.choice([" ", "-", ""])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def npi(rng: random.Random) -> str:
    """US National Provider Identifier: Luhn over the 80840 prefix plus nine digits."""
    nine = rng.choice("12") + "".join(rng.choice(_DIGITS) for _ in range(8))
    return nine + str(luhn_check_digit("80840" + nine))


def npi_valid(value: str) -> bool:
    return len(value) == 10 and value.isdigit() and luhn_valid("80840" + value)


def dea_number(rng: random.Random, surname: str = "X") -> str:
    """DEA registration: registrant-type letter, surname initial, seven digits with the DEA checksum."""
    d = [rng.randint(0, 9) for _ in range(6)]
    check = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    initial = surname[:1].upper() if surname[:1].isalpha() else "X"
    return rng.choice("ABFGM") + initial + "".join(map(str, d)) + str(check)


def dea_valid(value: str) -> bool:
    if len(value) != 9 or not value[2:].isdigit():
        return False
    d = [int(c) for c in value[2:]]
    return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 == d[6]


_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O, Q
_VIN_TRANSLIT = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2,
                                                                      3, 4, 5, 6, 7, 8, 9], strict=True)}
_VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def _vin_value(c: str) -> int:
    return int(c) if c.isdigit() else _VIN_TRANSLIT[c]


def vin(rng: random.Random) -> str:
    """17-character VIN with the North-American check digit in position 9."""
    chars = [rng.choice(_VIN_CHARS) for _ in range(17)]
    total = sum(_vin_value(c) * w for c, w in zip(chars, _VIN_WEIGHTS, strict=True))
    chars[8] = "X" if total % 11 == 10 else str(total % 11)
    return "".join(chars)


def vin_valid(value: str) -> bool:
    if len(value) != 17 or any(c not in _VIN_CHARS for c in value):
        return False
    total = sum(_vin_value(c) * w for c, w in zip(value, _VIN_WEIGHTS, strict=True))
    expected = "X" if total % 11 == 10 else str(total % 11)
    return value[8] == expected


def gb_iban(rng: random.Random) -> str:
    """UK IBAN with ISO 13616 mod-97 check digits, printed in groups of four."""
    bank = rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "WEST"])
    bban = bank + "".join(rng.choice(_DIGITS) for _ in range(14))
    numeric = "".join(str(int(c, 36)) for c in bban + "GB00")
    check = 98 - int(numeric) % 97
    iban = f"GB{check:02d}{bban}"
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def iban_valid(value: str) -> bool:
    s = value.replace(" ", "")
    numeric = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(numeric) % 97 == 1


def gtin14(rng: random.Random) -> str:
    """GTIN-14 (the device identifier inside a GS1 UDI) with its mod-10 check digit."""
    body = "0" + "".join(rng.choice(_DIGITS) for _ in range(12))
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def ssn(rng: random.Random) -> str:
    """SSN-shaped number outside the never-issued areas (000, 666, 900-999)."""
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def medicare_mbi(rng: random.Random) -> str:
    """Medicare Beneficiary Identifier shape (C A AN N A AN N A A N N), letters without S L O I B Z."""
    letters = "ACDEFGHJKMNPQRTUVWXY"
    an = letters + _DIGITS

    def pick(kind: str) -> str:
        return {"C": rng.choice("123456789"), "N": rng.choice(_DIGITS), "A": rng.choice(letters),
                "X": rng.choice(an)}[kind]

    raw = "".join(pick(k) for k in "CAXNAXNAANN")
    return f"{raw[:4]}-{raw[4:7]}-{raw[7:]}"
