"""Probe round 71 (session 71): clinical records written in Hungarian, Czech, Slovak, Lithuanian, Latvian and Estonian,
and in Indonesian, Malay and Filipino (discharge letters, referrals, sick-leave certificates, prescriptions, nursing
sheets, insurance forms), and the look-alikes each rule must leave alone. Rules that hang on the note's language are
tested inside notes long enough for :func:`airlock.tagger.languages.note_language` to tell it."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_HUNGARIAN = (
    "ZÁRÓJELENTÉS\n"
    "A beteg felvétele óta állapota javult, a kezelést jól tolerálta, panaszmentesen bocsátjuk haza. A vérzésre utaló "
    "jel nem volt, a kontroll vizsgálatot a háziorvos szervezi, a gyógyszereit a megszokott módon szedje tovább.\n"
    "Törzsszám: 2024/004517     Esetszám: B-88213\n"
    "TAJ szám: 037 412 985\n"
    "Adóazonosító jele: 8412307759\n"
    "Lakcím: 3770 Sajószentpéter, Kossuth Lajos u. 125.\n"
    "Napfény Idősek Otthona – Szeged, Kálvária sgt. 57.\n"
    "szül. idő: 2017. 09. 30.\n"
    "Kontroll: 2024. április 16. 8:30, a 01.29.-i kontroll alapján; szeptember 4. óta hiányzik.\n"
    "02.11-én 2 E vvt-koncentrátum, pulzusszám: 112/min.\n"
    "Telefonszám: 06-30-412-0066\n")
_CZECH = (
    "PROPOUŠTĚCÍ ZPRÁVA\n"
    "Pacientka byla přijata pro zarudnutí a otok končetiny, postupně došlo k poklesu zánětlivých parametrů. Edukace "
    "diabetologickou sestrou proběhla, pacientka rozumí a souhlasí s dalším postupem, kontrola u praktického lékaře.\n"
    "Libušská 319/126, 142 00 Praha 4 | IČO: 27194418 | IČP: 01002117\n"
    "RČ 680921/2714      č. pojištěnce 6758090417\n"
    "Číslo hospitalizace: 2024/08813\n"
    "USG žil DK 5. 3. – bez známek TEN. Termín 26. 3. 2024 v 9:40.\n"
    "Hb 96, CRP 22, kapitola 5. 3. doporučení.\n")
_SLOVAK = (
    "V Banskej Bystrici dňa 4. februára 2024\n"
    "Rodné číslo / ev. č. poj. .. 8906173451\n")
_BALTIC = (
    "Pacientė: Ona Stankevičienė · a.k. 45210073318 · gim. 1952-10-07\n"
    "Gydymosi laikas: nuo 2024 m. kovo 12 d. iki 2024 m. kovo 19 d.\n"
    "Įstaigos kodas: 124388907\n"
    "Pacients: Zinaīda Belova          p.k. 170933-10508\n"
    "PATSIENT  TUOMINEN, ELINA   IK 48706112737\n")
_INDONESIAN = (
    "Surabaya, 9 Maret 2024\n"
    "No. Rujukan        : 102304010324P000417\n"
    "NIP. 198403112010011007\n"
    "SIP: 503/2281/SIP-DU/DPMPTSP/2022\n"
    "Nomor: 474.3/0217/PKM-OSP/VII/2024\n"
    "Alamat : Kp. Cimanganten RT 004/RW 011, Ds. Sukakarya\n"
    "Padukuhan     : Jetis Wetan     Desa: Sumberharjo     Kec.: Prambanan\n"
    "No. Telp / HP     : 0812-3456-7890\n")
_MALAY_FILIPINO = (
    "Alamat          : Kg. Tombovo, Batu 14, 89208 Tuaran, Sabah\n"
    "Ruj. Kami : KKLA/RUJ/2024/0316\n"
    "Address: Purok Malipayon, Brgy. Sto. Niño, Sta. Fe, Leyte\n"
    "PhilHealth nya 16-250334178-9 pero di pa daw updated\n"
    "Petsa: 3 Marso 2024\n"
    "Attending: Hiroko T. Yamashita-Dizon, MD  PRC 0104417\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # a field whose label ends in a number's or a code's word, or opens on it; numbers by their own names
    (_HUNGARIAN, "2024/004517", "OTHER_ID"),
    (_HUNGARIAN, "B-88213", "OTHER_ID"),
    (_HUNGARIAN, "037 412 985", "OTHER_ID"),
    (_HUNGARIAN, "8412307759", "OTHER_ID"),
    (_CZECH, "27194418", "OTHER_ID"),
    (_CZECH, "01002117", "OTHER_ID"),
    (_CZECH, "680921/2714", "OTHER_ID"),
    (_CZECH, "6758090417", "OTHER_ID"),
    (_CZECH, "2024/08813", "OTHER_ID"),
    (_SLOVAK, "8906173451", "OTHER_ID"),
    (_BALTIC, "124388907", "OTHER_ID"),
    (_BALTIC, "170933-10508", "OTHER_ID"),
    (_BALTIC, "48706112737", "OTHER_ID"),
    (_INDONESIAN, "102304010324P000417", "OTHER_ID"),
    (_INDONESIAN, "198403112010011007", "OTHER_ID"),
    (_INDONESIAN, "503/2281/SIP-DU/DPMPTSP/2022", "OTHER_ID"),
    (_INDONESIAN, "474.3/0217/PKM-OSP/VII/2024", "OTHER_ID"),
    (_MALAY_FILIPINO, "KKLA/RUJ/2024/0316", "OTHER_ID"),
    (_MALAY_FILIPINO, "16-250334178-9", "HEALTH_PLAN_ID"),
    (_MALAY_FILIPINO, "0104417", "LICENSE_NUMBER"),
    # dates that open on their year, Hungarian month-day, Czech day-month with spaces, months of other languages
    (_HUNGARIAN, "2017. 09. 30.", "DATE"),
    (_HUNGARIAN, "2024. április 16.", "DATE"),
    (_HUNGARIAN, "01.29", "DATE"),
    (_HUNGARIAN, "02.11", "DATE"),
    (_HUNGARIAN, "szeptember 4.", "DATE"),
    (_CZECH, "5. 3", "DATE"),
    (_CZECH, "26. 3. 2024", "DATE"),
    (_SLOVAK, "4. februára 2024", "DATE"),
    (_BALTIC, "2024 m. kovo 12 d.", "DATE"),
    (_INDONESIAN, "9 Maret 2024", "DATE"),
    (_MALAY_FILIPINO, "3 Marso 2024", "DATE"),
    # postcodes before their towns, streets, localities after their kind
    (_HUNGARIAN, "3770", "POSTCODE"),
    (_HUNGARIAN, "Sajószentpéter", "CITY"),
    (_HUNGARIAN, "Kálvária sgt. 57.", "STREET_ADDRESS"),
    (_CZECH, "142 00", "POSTCODE"),
    (_CZECH, "Praha 4", "CITY"),
    (_MALAY_FILIPINO, "89208", "POSTCODE"),
    (_MALAY_FILIPINO, "Tuaran", "CITY"),
    (_MALAY_FILIPINO, "Malipayon", "CITY"),
    (_INDONESIAN, "Cimanganten", "CITY"),
    (_INDONESIAN, "Sukakarya", "CITY"),
    (_INDONESIAN, "Jetis Wetan", "CITY"),
    (_INDONESIAN, "Sumberharjo", "CITY"),
    (_INDONESIAN, "Prambanan", "CITY"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a rate's, a count's or a section's number is no record's nor date; a phone's field is a phone's
    (_HUNGARIAN, "112/min"),
    (_CZECH, "96"),
    ("Kota 2 mempunyai 3 puskesmas.", "2"),
    ("Kontrol tiap hari kec. Minggu; Kec. Sabtu poli tutup siang.", "Sabtu"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # a phone's field stays a phone's, a chapter's number after its word no date, a count after "No. of" no record's
    (_HUNGARIAN, "06-30-412-0066", "OTHER_ID"),
    (_INDONESIAN, "0812-3456-7890", "OTHER_ID"),
    (_CZECH, "5. 3.", "DATE"),
    ("No. of tablets dispensed: 1200", "1200", "OTHER_ID"),
    ("sip 120 ml of water every hour", "120", "OTHER_ID"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)
