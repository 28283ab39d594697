"""Identifiers of a custody record: a prisoner's cell and housing, an officer's warrant, collar or badge number, and
the numbers two prison services give their prisoners (New South Wales' Master Index Number, New Zealand's Prison
Record Number), a Criminal Records Office number and a Dutch detainee's registration number. Round 66.

Every one of these shapes is someone else's elsewhere: "cell B12" is a spreadsheet's, "Cell: A549" a cell line,
"Housing: rack 3 / R2-14" a mouse's cage, "PC Breakfast 165" a glucose after a meal, "MIN: 150000" a reference
range. So nothing is read unless the document is a custody record: it names a prison, a detainee, a custody suite
or a cell block (``_CUSTODY_RECORD``)."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer
from airlock.tagger.recognizers.drug_brands import is_drug

# what tells a custody record, in English, Dutch, Norwegian, French and German (round 66 review: not "arrested", a
# heart's, a labour's or a cell cycle's, nor "booking", an appointment's)
_CUSTODY_RECORD = re.compile(
    r"(?i)(?<![a-z])(?:prison(?:er)?s?|inmates?|detainees?|detained|detention|police[ \t]station|custody|"
    r"remand|jail|gaol|correctional|"
    r"sheriff|nomis|hmp|yoi|wing/landing|landing|gedetineerde|penitentiaire|innsatte?|fengsel|fængsel|"
    r"garde[ \t]à[ \t]vue|geôle|häftling|justizvollzug|jva)(?![a-z])")
# a cell by its wing's letter and number, after "cell" in any of those languages ("cell A1-07", "Cell: M14", "celle
# C-212", "cel B2.14"; one capital and two digits or a separator: not a cell line, "A549", nor "CD4", nor a vitamin,
# "red cell B12/folate")
_CELL = re.compile(r"(?<![A-Za-z])(?i:cell|celle|cel|zelle|cellule)[ \t:]{1,3}"
                   r"(?!B12)(?P<v>[A-Z](?:[0-9]{1,2}[\-.][0-9]{1,3}|-[0-9]{1,3}|[0-9]{2}))(?![\w\-./]|\.[0-9])")
# ... by its number after its number's word ("geôle n° 7", "cell no. 14")
_CELL_NUMBER = re.compile(r"(?<![A-Za-z])(?i:cell|celle|zelle|cellule|geôle)[ \t](?:(?i:no|nr)\.?|n°|#)[ \t]{0,2}"
                          r"(?P<v>[0-9]{1,4})(?![\w.])")
# ... after a housing field, past the wing or pod ("Housing: Pod C / C-114", "Wing/Landing/Cell: Bracken Wing / 3s /
# B3-21", "Unit/cell: Unit 3 / C-41")
_HOUSING = re.compile(r"(?<![A-Za-z])(?i:housing|wing/landing/cell|unit/cell|cell/bed)[ \t]{0,2}:[^\n/]{0,30}/"
                      r"(?:[^\n/]{0,12}/)?[ \t]{0,2}(?P<v>[A-Z][0-9]?-[0-9]{1,3}(?:-[0-9]{1,3})?)(?![\w\-])")
# the Master Index and Prison Record Numbers, six digits or more, not a round number, a range's bound nor a count
# with its unit ("MIN: 593284", "PRN: 70311925"; not "MIN: 150000 MAX: 450000", "MIN: 118250 cps/mL, MAX: ...")
_PRISON_NUMBER = re.compile(r"(?<![A-Za-z])(?:MIN|PRN)[ \t]{0,2}:[ \t]{0,3}(?P<v>(?![0-9]*000(?![0-9]))[0-9]{6,10})"
                            r"(?![\w.])(?![^\n]{0,30}(?i:max|mean|avg|median)(?![a-z]))"
                            r"(?![ \t]{0,3}(?:[A-Za-z]{1,6}/|(?i:cells|cfu|copies|cps|iu|per)(?![a-z])))")
# a Criminal Records Office number and a Dutch detainee's registration number ("CRO 112093/11W", "reg.nr 1447309";
# not a contract research organisation's project code, "CRO: 204517/22B", nor an infusion pump's, "Infuuspomp reg.nr
# 2004512", outside a custody record)
_CRO_AND_REGISTRATION = re.compile(
    r"(?<![A-Za-z])(?:CRO(?:[ \t](?i:no|number))?[ \t:.#]{1,6}(?P<c>[0-9]{4,6}/[0-9]{2}[A-Z])(?![\w/])|"
    r"(?i:reg\.?[ \t]?nr|registratienummer)[ \t:.]{1,4}(?P<r>[0-9]{6,10})(?![\w.]))")
# an officer's number after the rank and a name ("PC Whelan 4471QZ", "Tpr R. Castellanos #1187", "Garda Aoife
# Breathnach (Reg. 31442J)"; never a time, "PC Smith 1400")
_OFFICER_NUMBER = re.compile(
    r"(?<![A-Za-z])(?:PC|DC|PS|DS|WPC|Sgt|Tpr|Ofc|Ptl|Dep|Det|Cst|Const|Garda|Officer|Deputy|Trooper)\.?[ \t]{1,2}"
    r"(?:[A-Z]\.?[ \t]{1,2})?(?P<n>[A-Z][A-Za-z'’\-]+(?:[ \t][A-Z][A-Za-z'’\-]+)?)[ \t]{1,2}"
    r"(?:\((?i:reg)\.?[ \t]{1,2}|#[ \t]?)?"
    r"(?P<v>(?![01][0-9][0-5][0-9](?![0-9A-Z])|2[0-3][0-5][0-9](?![0-9A-Z]))[0-9]{3,6}[A-Z]{0,2})(?![\w/:]|\.[0-9A-Za-z])")

# (a shock's energy or a power, or a dose, not an officer's number: "DC Cardioversion 200J", "150 J", "200 mg")
_ENERGY = re.compile(r"[0-9]{2,3}[JW]")
_UNIT_AFTER = re.compile(r"[ \t]?(?i:j|mg|mcg|g|ml|units?|ppm|mmol|%)(?![a-z])")


class CustodyIdRecognizer(Recognizer):
    """Cells, housing, officers' numbers and prison record numbers, in a custody record only."""

    name = "custody_id"
    labels = ("OTHER_ID",)

    def regexes(self) -> list[re.Pattern[str]]:
        return [_CELL, _CELL_NUMBER, _HOUSING, _PRISON_NUMBER, _OFFICER_NUMBER, _CRO_AND_REGISTRATION]

    def analyze(self, doc: Doc) -> list[Span]:
        if not any(doc.may_match(rx) for rx in self.regexes()) or _CUSTODY_RECORD.search(doc.text) is None:
            return []
        out = [Span(*m.span("v"), "OTHER_ID", self.name, 0.85)
               for rx in (_CELL, _CELL_NUMBER, _HOUSING, _PRISON_NUMBER) for m in doc.finditer(rx)]
        out += [Span(*m.span(m.lastgroup or "c"), "OTHER_ID", self.name, 0.9) for m in doc.finditer(_CRO_AND_REGISTRATION)]
        lex = lexicons.get()
        for m in doc.finditer(_OFFICER_NUMBER):
            # (the officer's name is a name: every word a listed given name or surname that is no common word and no
            # drug; not "PC Breakfast 165", "DC Cardioversion 200J", "PC Dell OptiPlex 7090", "DC Quetiapine 200 mg";
            # after PC, DC, PS or DS, which also mean after meals, discontinue and a computer, a collar number with its
            # letters or four digits or more: not "PC Bkfst 172")
            words = m.group("n").lower().replace("-", " ").split()
            v = m.group("v")
            short_rank = m.group(0)[:2] in ("PC", "DC", "PS", "DS")
            if all(lex.common.get(w, 0.0) < 3.5 and (w in lex.first or w in lex.last) and not is_drug(w) for w in words) \
                    and not _ENERGY.fullmatch(v) and not _UNIT_AFTER.match(doc.text, m.end()) and not (
                        short_rank and v.isdigit() and len(v) < 4):
                out.append(Span(*m.span("v"), "OTHER_ID", self.name, 0.88))
        return out
