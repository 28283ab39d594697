"""Probe round 61 (session 61): records kept outside the hospital (dental, orthodontic, optometry, audiology,
podiatry, chiropractic and veterinary practices, hospices and funeral homes), records from mainland China, Hong Kong,
Taiwan, Japan and Korea (see also test_rec_cjk_record.py), and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched


@pytest.mark.parametrize(("text", "value", "label"), [
    # practices, funeral directors and companies by their head or their legal form
    ("Billing dentist: Shaw Avenue Family Dentistry 4920 N Palm Ave, Fresno", "Shaw Avenue Family Dentistry",
     "FACILITY"),
    ("Kind regards, Chase (practice coordinator)\nBright Smile Orthodontics (02) 9635 1147",
     "Bright Smile Orthodontics", "FACILITY"),
    ("Location: Lakeside Foot & Ankle, 1405 Lyndale Ave S, Minneapolis", "Lakeside Foot & Ankle", "FACILITY"),
    ("Treating practice: Clifton Village Dental, 5 Princess Victoria St, Bristol", "Clifton Village Dental",
     "FACILITY"),
    ("DENTAL CHART / TX RECORD        Riverdale Dental Group - 612 Danforth Ave, Toronto", "Riverdale Dental Group",
     "FACILITY"),
    ("Enquiries to Cogan's Funeral Directors, 021 437 1208.", "Cogan's Funeral Directors", "FACILITY"),
    ("family contact Eternal Grace Funeral Services)", "Eternal Grace Funeral Services", "FACILITY"),
    ("family will use Siyabonga Funeral Parlour.", "Siyabonga Funeral Parlour", "FACILITY"),
    ("Seen at Riverside Vascular Lab today", "Riverside Vascular Lab", "FACILITY"),
    ("Employer: Transportes del Norte S.A. de C.V.", "Transportes del Norte S.A. de C.V.", "FACILITY"),
    ("Employer: Costruzioni Rossi S.r.l.", "Costruzioni Rossi S.r.l.", "FACILITY"),
    ("Works for Kowalski Transport Sp. z o.o.", "Kowalski Transport Sp. z o.o.", "FACILITY"),
    ("Empresa: Agro Vale do Sul Ltda., Goiânia", "Agro Vale do Sul Ltda.", "FACILITY"),
    ("OXIGENO MEDICINAL DEL BAJIO S.A. DE C.V.\nCONTRATO", "OXIGENO MEDICINAL DEL BAJIO S.A. DE C.V.", "FACILITY"),
    # addresses
    ("Domiciliu: str. Mihai Eminescu nr. 14, bl. B2, sc. A, ap. 12, Cluj-Napoca", "str. Mihai Eminescu nr. 14",
     "STREET_ADDRESS"),
    ("Domicilio: Av. Reforma 222, Col. Juárez, C.P. 06600, CDMX", "06600", "POSTCODE"),
    ("2 Market Square, Tullamore, Co. Offaly  R35 X2K7  Name: Seamus", "R35 X2K7", "POSTCODE"),
    ("lives with eldest son at Blk 215 Toa Payoh Lor 7, #08-1132", "Blk 215 Toa Payoh Lor 7, #08-1132", "STREET_ADDRESS"),
    # ids
    ("BSN: 182736451     Patiëntnr: 40917 Adres: Van Ostadestraat", "40917", "MRN"),
    ("Verzekeraar: Zilveren Kruis, polisnr ZK-558203914 (aanvullend)", "ZK-558203914", "HEALTH_PLAN_ID"),
    ("Gewählt: A, beidseitig   SN re 25A3K09118  SN li 25A3K09126", "25A3K09126", "DEVICE_ID"),
    # CJK records through the whole detector
    # (round 79: CJK letters have no case, so this header's English in capitals makes it a note in capitals, where the
    # name field's value is read whole, the Chinese name and its romanisation)
    ("姓名 Name: 何美華  HO MEI WAH      HKID: E918273(4)\n病人編號 HN: HN13029981(6)", "何美華  HO MEI WAH",
     "PATIENT_NAME"),
    ("门诊号 (OP no.): 0021847735     身份证 (ID): 330106196512154427", "0021847735", "MRN"),
    ("Address: 高雄市鳳山區光復路二段132巷8號\n Phone: 0932-471-602", "光復路二段132巷8號", "STREET_ADDRESS"),
    ("Hospital: Tsukiji Minato Memorial Hospital (築地港記念病院)", "築地港記念病院", "FACILITY"),
    ("Reported: 民國113年7月26日 (2024/07/26)", "民國113年7月26日", "DATE"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # pain, pulse and test scores are no dates in a note whose month they share
    ("DATE OF SERVICE: 2024-10-02\n\nS: LBP 4/10 today (was 8/10 at IA Sept 9). Still stiff", "4/10"),
    ("DATE OF SERVICE: 2024-10-02\n\nS: LBP 4/10 today (was 8/10 at IA Sept 9). Still stiff", "8/10"),
    ("Visit: 2025-01-08\nO: DP 1/4 bilat, PT nonpalpable bilat.", "1/4"),
    ("14-Feb-25 lab: PCR POSITIVE C. psittaci (3/3 pooled swabs). Notifiable", "3/3"),
    # a muscle's grade and strength is no street
    ("grip str. R 4/5, L str. Good 5/5", "4/5"),
    ("Power: 4/5 L str. weak", "L str."),
    # products of hearing-aid and implant makers are no names
    ("| Smith, Grace | AC-02201 | ReSound Omnia 9 L  SN 3118902247", "ReSound Omnia"),
    ("Straumann BLT 4.1 x 12mm planned; no graft", "Straumann BLT"),
    # generic dental words and a sinoatrial node are no facility; a US county's "Co." before a field's label is no
    # county
    ("Needs Routine Dental check. Private Dental fees.", "Routine Dental"),
    ("Rhythm: Sinus S.A. node dysfunction", "Sinus S.A."),
    ("Findlay, Hancock Co. Residence: 1227 Tiffin Ave", "Residence"),
    # (round 61 review: a review before surgery, a hospital's non-invasive lab)
    ("Pre-Op Dental Review required before valve surgery.", "Dental"),
    ("Non-Invasive Vascular Lab: ABI 0.7 R.", "Vascular Lab"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)
