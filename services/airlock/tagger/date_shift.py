"""Optional date-shift operator: every date of a patient moves by the same keyed offset, format kept.

``offset = HMAC-SHA256(key, patient_key)`` mapped into ``[min_days, max_days]`` (never 0), so the shift is
consistent for one patient across documents and sessions, unpredictable without the key, and intervals
between a patient's dates are preserved. Dates that cannot be parsed are left to the placeholder path
(``shift_value`` returns ``None``).
"""

from __future__ import annotations

import calendar
import hashlib
import hmac
import re
from dataclasses import dataclass
from datetime import date, timedelta

from airlock.core.spans import Span

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS_ABBR = {m.lower(): i for i, m in enumerate(calendar.month_abbr) if m}
_MON_RE = r"(?P<mon>[A-Za-z]{3,9})\.?"
_ORD = r"(?P<ord>st|nd|rd|th)?"


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _month_num(name: str) -> int | None:
    k = name.lower().rstrip(".")
    if k in _MONTHS:
        return _MONTHS[k]
    if k[:3] in _MONTHS_ABBR and (k in ("sept",) or len(k) == 3):
        return _MONTHS_ABBR[k[:3]]
    return None


def _render_month(orig: str, m: int) -> str:
    full = calendar.month_name[m]
    abbr = calendar.month_abbr[m]
    k = orig.rstrip(".")
    out = full if len(k) > 4 or k.lower() == "june" or k.lower() == "july" else abbr
    if k.lower() == "sept":
        out = "Sept" if m == 9 else abbr
    if k.isupper():
        out = out.upper()
    elif k.islower():
        out = out.lower()
    return out + ("." if orig.endswith(".") else "")


@dataclass
class DateShifter:
    hmac_key: bytes
    min_days: int = -180
    max_days: int = 180
    day_first: bool = True  # 03/04/2024 is 3 April (UK); False for US month-first
    default_year: int = 2001  # for dates without a year (non-leap)

    def offset(self, patient_key: str) -> int:
        span = self.max_days - self.min_days + 1
        if span <= 1:
            raise ValueError("date-shift range must hold at least two values")
        d = hmac.new(self.hmac_key, b"date-shift\x1f" + patient_key.encode(), hashlib.sha256).digest()
        off = self.min_days + int.from_bytes(d[:8], "big") % span
        if off == 0:
            off = self.max_days if self.max_days != 0 else self.min_days
        return off

    def shift_value(self, value: str, patient_key: str) -> str | None:
        """The shifted date in the same format, or ``None`` when the format is not recognised."""
        delta = timedelta(days=self.offset(patient_key))
        v = value.strip()
        # numeric: d/m/y, m/d/y, y-m-d
        m = re.fullmatch(r"(\d{1,4})([/.\-])(\d{1,2})\2(\d{1,4})", v)
        if m:
            a, sep, b, c = m.group(1), m.group(2), m.group(3), m.group(4)
            try:
                if len(a) == 4:
                    d0 = date(int(a), int(b), int(c))
                    d1 = d0 + delta
                    return f"{d1.year:04d}{sep}{d1.month:0{len(b)}d}{sep}{d1.day:0{len(c)}d}"
                year = int(c) if len(c) == 4 else 2000 + int(c) if int(c) < 50 else 1900 + int(c)
                day, mon = (int(a), int(b)) if self.day_first else (int(b), int(a))
                if mon > 12 and day <= 12:
                    day, mon = mon, day
                    swapped = True
                else:
                    swapped = False
                d1 = date(year, mon, day) + delta
                yy = f"{d1.year:04d}" if len(c) == 4 else f"{d1.year % 100:02d}"
                first, second = (d1.day, d1.month) if (self.day_first != swapped) else (d1.month, d1.day)
                return f"{first:0{len(a)}d}{sep}{second:0{len(b)}d}{sep}{yy}"
            except ValueError:
                return None
        # 12 Feb 2024 / 12-Feb-2024 / 3rd of May / 12th February 2024
        m = re.fullmatch(rf"(?P<d>\d{{1,2}}){_ORD}(?P<s1>[ \-./]{{0,2}}(?:of )?){_MON_RE}(?:(?P<s2>[ \-./,]{{1,3}})"
                         r"(?P<y>\d{4}|'?\d{2}))?", v)
        if m:
            return self._render_dmy(m, delta)
        # Feb 12, 2024 / February 12th
        m = re.fullmatch(rf"{_MON_RE}(?P<s1>[ \-./]{{1,2}})(?P<d>\d{{1,2}}){_ORD}(?:(?P<s2>,? ?|[ \-./])(?P<y>\d{{4}}))?", v)
        if m:
            return self._render_mdy(m, delta)
        return None

    def _parse(self, m: re.Match[str]) -> tuple[date, bool] | None:
        mon = _month_num(m.group("mon"))
        if mon is None:
            return None
        y = m.group("y")
        year = self.default_year if y is None else (int(y.lstrip("'")) + (2000 if len(y.lstrip("'")) == 2 else 0))
        try:
            return date(year, mon, int(m.group("d"))), y is not None
        except ValueError:
            return None

    def _render_dmy(self, m: re.Match[str], delta: timedelta) -> str | None:
        p = self._parse(m)
        if p is None:
            return None
        d1 = p[0] + delta
        day = f"{d1.day:0{len(m.group('d'))}d}" + (_ordinal(d1.day) if m.group("ord") else "")
        out = day + m.group("s1") + _render_month(m.group("mon") + ("." if m.group(0).find(".") > 0 and False else ""),
                                                   d1.month)
        if p[1]:
            y = m.group("y")
            out += m.group("s2") + (f"{d1.year}" if len(y.lstrip("'")) == 4 else ("'" if y.startswith("'") else "")
                                     + f"{d1.year % 100:02d}")
        return out

    def _render_mdy(self, m: re.Match[str], delta: timedelta) -> str | None:
        p = self._parse(m)
        if p is None:
            return None
        d1 = p[0] + delta
        day = f"{d1.day:0{len(m.group('d'))}d}" + (_ordinal(d1.day) if m.group("ord") else "")
        out = _render_month(m.group("mon"), d1.month) + m.group("s1") + day
        if p[1]:
            out += m.group("s2") + f"{d1.year}"
        return out

    def apply(self, text: str, spans: list[Span], patient_key: str) -> tuple[str, list[Span]]:
        """Shift every DATE span it can parse; returns the new text and the spans it did not shift."""
        out: list[str] = []
        rest: list[Span] = []
        pos = 0
        for s in sorted(spans):
            if s.label != "DATE":
                rest.append(s)
                continue
            new = self.shift_value(text[s.start : s.end], patient_key)
            if new is None:
                rest.append(s)
                continue
            out.append(text[pos : s.start])
            out.append(new)
            pos = s.end
        out.append(text[pos:])
        # offsets of the remaining spans move by the length changes before them
        shifted_text = "".join(out)
        if len(shifted_text) != len(text):
            rest = _remap(text, spans, patient_key, self, rest)
        return shifted_text, rest


def _remap(text: str, spans: list[Span], patient_key: str, sh: DateShifter, rest: list[Span]) -> list[Span]:
    deltas: list[tuple[int, int]] = []
    for s in sorted(spans):
        if s.label == "DATE":
            new = sh.shift_value(text[s.start : s.end], patient_key)
            if new is not None:
                deltas.append((s.end, len(new) - (s.end - s.start)))
    out = []
    for s in rest:
        d = sum(dd for end, dd in deltas if end <= s.start)
        out.append(Span(s.start + d, s.end + d, s.label, s.source, s.score))
    return out
