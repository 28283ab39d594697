"""Identifiers of a custody record: a prisoner's cell and housing, an officer's warrant, collar or badge number, and
the numbers two prison services give their prisoners (New South Wales' Master Index Number, New Zealand's Prison
Record Number). Round 66.

Every one of these shapes is someone else's elsewhere: "cell B12" is a spreadsheet's, "Cell: A549" a cell line,
"Housing: rack 3 / R2-14" a mouse's cage, "PC Breakfast 165" a glucose after a meal, "MIN: 150000" a reference
range. So nothing is read unless the document is a custody record: it names a prison, a detainee, a custody suite
or a cell block (``_CUSTODY_RECORD``)."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer

# what tells a custody record, in English, Dutch, Norwegian, French and German
_CUSTODY_RECORD = re.compile(
    r"(?i)(?<![a-z])(?:prison(?:er)?s?|inmates?|detainees?|detained|detention|arrested|police[ \t]station|custody|"
    r"remand|jail|gaol|correctional|"
    r"sheriff|booking|nomis|hmp|yoi|wing/landing|landing|gedetineerde|penitentiaire|innsatte?|fengsel|fængsel|"
    r"garde[ \t]à[ \t]vue|geôle|häftling|justizvollzug|jva)(?![a-z])")
# a cell by its wing's letter and number, after "cell" in any of those languages ("cell A1-07", "Cell: M14", "celle
# C-212", "cel B2.14"; one capital and two digits or a separator: not a cell line, "A549", nor "CD4")
_CELL = re.compile(r"(?<![A-Za-z])(?i:cell|celle|cel|zelle|cellule)[ \t:]{1,3}"
                   r"(?P<v>[A-Z](?:[0-9]{1,2}[\-.][0-9]{1,3}|-[0-9]{1,3}|[0-9]{2}))(?![\w\-.]|\.[0-9])")
# ... by its number after its number's word ("geôle n° 7", "cell no. 14")
_CELL_NUMBER = re.compile(r"(?<![A-Za-z])(?i:cell|celle|zelle|cellule|geôle)[ \t](?:(?i:no|nr)\.?|n°|#)[ \t]{0,2}"
                          r"(?P<v>[0-9]{1,4})(?![\w.])")
# ... after a housing field, past the wing or pod ("Housing: Pod C / C-114", "Wing/Landing/Cell: Bracken Wing / 3s /
# B3-21", "Unit/cell: Unit 3 / C-41")
_HOUSING = re.compile(r"(?<![A-Za-z])(?i:housing|wing/landing/cell|unit/cell|cell/bed)[ \t]{0,2}:[^\n/]{0,30}/"
                      r"(?:[^\n/]{0,12}/)?[ \t]{0,2}(?P<v>[A-Z][0-9]?-[0-9]{1,3}(?:-[0-9]{1,3})?)(?![\w\-])")
# the Master Index and Prison Record Numbers, six digits or more, not a round number nor a range's bound ("MIN:
# 593284", "PRN: 70311925"; not "MIN: 150000 MAX: 450000")
_PRISON_NUMBER = re.compile(r"(?<![A-Za-z])(?:MIN|PRN)[ \t]{0,2}:[ \t]{0,3}(?P<v>(?![0-9]*000(?![0-9]))[0-9]{6,10})"
                            r"(?![\w.])(?![ \t]{0,3}(?i:max|cells|cfu|copies|iu|/|per)(?![a-z]))")
# an officer's number after the rank and a name ("PC Whelan 4471QZ", "Tpr R. Castellanos #1187", "Garda Aoife
# Breathnach (Reg. 31442J)"; never a time, "PC Smith 1400")
_OFFICER_NUMBER = re.compile(
    r"(?<![A-Za-z])(?:PC|DC|PS|DS|WPC|Sgt|Tpr|Ofc|Ptl|Dep|Det|Cst|Const|Garda|Officer|Deputy|Trooper)\.?[ \t]{1,2}"
    r"(?:[A-Z]\.?[ \t]{1,2})?(?P<n>[A-Z][A-Za-z'’\-]+(?:[ \t][A-Z][A-Za-z'’\-]+)?)[ \t]{1,2}"
    r"(?:\((?i:reg)\.?[ \t]{1,2}|#[ \t]?)?"
    r"(?P<v>(?![01][0-9][0-5][0-9](?![0-9A-Z])|2[0-3][0-5][0-9](?![0-9A-Z]))[0-9]{3,6}[A-Z]{0,2})(?![\w/:]|\.[0-9A-Za-z])")

# (a shock's energy or a power, not an officer's number: "DC Cardioversion 200J")
_ENERGY = re.compile(r"[0-9]{2,3}[JW]")


class CustodyIdRecognizer(Recognizer):
    """Cells, housing, officers' numbers and prison record numbers, in a custody record only."""

    name = "custody_id"
    labels = ("OTHER_ID",)

    def regexes(self) -> list[re.Pattern[str]]:
        return [_CELL, _CELL_NUMBER, _HOUSING, _PRISON_NUMBER, _OFFICER_NUMBER]

    def analyze(self, doc: Doc) -> list[Span]:
        if not any(doc.may_match(rx) for rx in self.regexes()) or _CUSTODY_RECORD.search(doc.text) is None:
            return []
        out = [Span(*m.span("v"), "OTHER_ID", self.name, 0.85)
               for rx in (_CELL, _CELL_NUMBER, _HOUSING, _PRISON_NUMBER) for m in doc.finditer(rx)]
        lex = lexicons.get()
        for m in doc.finditer(_OFFICER_NUMBER):
            # (the officer's name is a name: every word a listed given name or surname that is no common word, or a
            # word no list knows; not "PC Breakfast 165", "DC Cardioversion 200J", "PC Dell OptiPlex 7090")
            words = m.group("n").lower().replace("-", " ").split()
            if all(lex.common.get(w, 0.0) < 3.5 and (w in lex.first or w in lex.last) or lex.common.get(w, 0.0) < 1.0
                   for w in words) and not _ENERGY.fullmatch(m.group("v")):
                out.append(Span(*m.span("v"), "OTHER_ID", self.name, 0.88))
        return out
