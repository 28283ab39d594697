"""Records written partly in Greek, Hebrew, Arabic-script, Indic, Sinhala, Thaana, Tibetan, Armenian, Georgian or
Ethiopic script: the recognizer alone (round 65; the whole detector's behaviour on such records is in
test_native_script_and_veterinary_records.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from airlock.tagger.native_digits import ascii_digits
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.native_scripts import NativeScriptRecordRecognizer

REC = NativeScriptRecordRecognizer()


def _found(text: str) -> set[tuple[str, str]]:
    doc = Doc(ascii_digits(text))  # (as the detector reads it: the digits of every script as ASCII)
    return {(s.label, text[s.start : s.end]) for s in REC.analyze(doc)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("نام بیمار: نرگس رضایی‌فر          سن: ۵۲", ("PATIENT_NAME", "نرگس رضایی‌فر")),
        ("Husband / ባለቤት: ዮሐንስ ተክሌ (Yohannes Tekle)", ("RELATIVE_NAME", "ዮሐንስ ተክሌ")),
        ("توقيع الطبيب: __________  د. سامر العلي", ("CLINICIAN_NAME", "سامر العلي")),
        ("প্রিয় শ্রী সুব্রত ঘোষাল, আপনার রিপোর্ট তৈরি।", ("PATIENT_NAME", "সুব্রত ঘোষাল")),
        ("הנדון: מכתב הפניה – יוסף אלמוג, ת.ז. 028471539", ("PATIENT_NAME", "יוסף אלמוג")),
        ("דבורה כהן ת.ז. 012345678\nבשיחה עם דבורה כהן", ("PATIENT_NAME", "דבורה כהן")),
        ("آدرس: تهران، خیابان ولیعصر، پلاک ۱۴", ("STREET_ADDRESS", "تهران، خیابان ولیعصر، پلاک ۱۴")),
        ("  ૧૪, સહજાનંદ કોમ્પ્લેક્સ, મણિનગર, અમદાવાદ - ૩૮૦૦૦૮",
         ("STREET_ADDRESS", "૧૪, સહજાનંદ કોમ્પ્લેક્સ, મણિનગર, અમદાવાદ - ૩૮૦૦૦૮")),
        ("ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ አዲስ አበባ — ስልክ 011 661 2294", ("STREET_ADDRESS", "ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ አዲስ አበባ")),
        ("מרפאת נווה שאנן – רפואה ראשונית", ("FACILITY", "מרפאת נווה שאנן")),
        ("رقم الهوية: ١٠٤٨٨٢٧٣١٦", ("OTHER_ID", "١٠٤٨٨٢٧٣١٦")),
        ("ტელ. 0431 24 18 90", ("PHONE", "0431 24 18 90")),
        ("تاريخ السحب: ٠٨/٠٩/١٤٤٥هـ", ("DATE", "٠٨/٠٩/١٤٤٥هـ")),
        ("قسطرة قلبية بتاريخ ١٩ كانون الثاني ٢٠٢٤، تمت", ("DATE", "١٩ كانون الثاني ٢٠٢٤")),
        ("۲ | بی‌بی حلیمه، ۹۵ ساله، گذره", ("AGE_OVER_89", "۹۵")),
        # round 79: Odia, Assamese, Sinhala, Dhivehi (Thaana), Tibetan and Dzongkha records
        ("ରୋଗୀଙ୍କ ନାମ          : ଶ୍ରୀ ଗଗନ ବିହାରୀ ସାହୁ\nName (Eng) : GAGAN BIHARI SAHU", ("PATIENT_NAME", "ଗଗନ ବିହାରୀ ସାହୁ")),
        ("ସଙ୍ଗରେ ଆସିଥିବା ବ୍ୟକ୍ତି : ପୁଅ ସୌମ୍ୟ ରଞ୍ଜନ ସାହୁ, +91 78949 20361", ("RELATIVE_NAME", "ସୌମ୍ୟ ରଞ୍ଜନ ସାହୁ")),
        ("ANM : ସସ୍ମିତା ନାୟକ  ମୋ. 63720 48815", ("CLINICIAN_NAME", "ସସ୍ମିତା ନାୟକ")),
        ("ANM : ସସ୍ମିତା ନାୟକ  ମୋ. 63720 48815", ("PHONE", "63720 48815")),
        ("  ନାମ  : ଶ୍ରୀମତୀ ଲକ୍ଷ୍ମୀପ୍ରିୟା ପାତ୍ର\nଗ୍ରାମ : ଡୁମୁରିଆ          ଗ୍ରାମ ପଞ୍ଚାୟତ : ଜାମଦା", ("CITY", "ଡୁମୁରିଆ")),
        ("ଉପକେନ୍ଦ୍ର : ଜାମଦା SC       PHC : PHC ବିସୋଇ", ("FACILITY", "PHC ବିସୋଇ")),
        ("        ଶ୍ରୀରାମଚନ୍ଦ୍ର ଭଞ୍ଜ ମେଡିକାଲ କଲେଜ ଓ ହସ୍ପିଟାଲ, କଟକ", ("FACILITY", "ଶ୍ରୀରାମଚନ୍ଦ୍ର ଭଞ୍ଜ ମେଡିକାଲ କଲେଜ ଓ ହସ୍ପିଟାଲ")),
        ("ମାସ : ମେ ୨୦୨୪\nତାରିଖ : ୧୮ ମାର୍ଚ୍ଚ ୨୦୨୪", ("DATE", "୧୮ ମାର୍ଚ୍ଚ ୨୦୨୪")),
        ("* ବୁଢ଼ୀ ମା ଜୟମନି ହାଁସଦା (ବୟସ ପ୍ରାୟ ୯୨) - ଶଯ୍ୟାଶାୟୀ", ("AGE_OVER_89", "୯୨")),
        ("এই পত্ৰৰ যোগেদি শ্ৰীমতী সুমিত্ৰা মুণ্ডা (বয়স ২৪ বছৰ), স্বামী শ্ৰী বিৰসা মুণ্ডা, No. 3 Line",
         ("RELATIVE_NAME", "বিৰসা মুণ্ডা")),
        ("Contact (relative): ঘৈণী মামণি কোঁৱৰ — 97060 38815", ("RELATIVE_NAME", "মামণি কোঁৱৰ")),
        ("IP No. : JMCH/IP/2024/62210    Admitted ১২ ডিচেম্বৰ ২০২৪", ("DATE", "১২ ডিচেম্বৰ ২০২৪")),
        ("PHM : කේ.ජී. නිලූකා දමයන්ති (077 842 6190)", ("CLINICIAN_NAME", "කේ.ජී. නිලූකා දමයන්ති")),
        ("දුරකථන : 071 556 3409 (පුතා - චමින්ද)", ("RELATIVE_NAME", "චමින්ද")),
        ("3. වයස : අවුරුදු 94\n4. උපන් දිනය : 1929.11.02      ජා.හැ.අ. : 293070412V", ("AGE_OVER_89", "94")),
        ("3. වයස : අවුරුදු 94\n4. උපන් දිනය : 1929.11.02      ජා.හැ.අ. : 293070412V", ("OTHER_ID", "293070412V")),
        ("ශ්‍රී ලංකා ජාතික රෝහල - MOH මල්ලවපිටිය (කුරුණෑගල දිස්ත්‍රික්කය)", ("COUNTY", "කුරුණෑගල")),
        ("ශ්‍රී ලංකා ජාතික රෝහල - MOH මල්ලවපිටිය (කුරුණෑගල දිස්ත්‍රික්කය)", ("FACILITY", "MOH මල්ලවපිටිය")),
        ("  ނަން          : ޢާއިޝަތު ޝިފާނާ\n  Name          : AISHATH SHIFANA", ("PATIENT_NAME", "ޢާއިޝަތު ޝިފާނާ")),
        ("  އައިޑީ ކާޑު ނަންބަރު : A221874\n  އުފަން ތާރީޚު     : 14 ޖުލައި 1987", ("OTHER_ID", "A221874")),
        ("  އައިޑީ ކާޑު ނަންބަރު : A221874\n  އުފަން ތާރީޚު     : 14 ޖުލައި 1987", ("DATE", "14 ޖުލައި 1987")),
        ("  ދާއިމީ އެޑްރެސް    : ނޫރާނީވިލާ، ތ. ވިލުފުށި\n", ("STREET_ADDRESS", "ނޫރާނީވިލާ، ތ. ވިލުފުށި")),
        ("ހިތަދޫ ރީޖަނަލް ހޮސްޕިޓަލް — ސ. ހިތަދޫ، އައްޑޫ ސިޓީ", ("CITY", "ސ. ހިތަދޫ")),
        ("ހިތަދޫ ރީޖަނަލް ހޮސްޕިޓަލް — ސ. ހިތަދޫ، އައްޑޫ ސިޓީ", ("FACILITY", "ހިތަދޫ ރީޖަނަލް ހޮސްޕިޓަލް")),
        ("  ފޯނު            : +960 7781204 / 9662015", ("PHONE", "+960 7781204")),
        ("ནད་པའི་མིང་།   ཚེ་རིང་སྒྲོལ་མ།   (Tsering Dolma)\nཕ་ཡི་མིང་།     བསྟན་འཛིན་ནོར་བུ།",
         ("PATIENT_NAME", "ཚེ་རིང་སྒྲོལ་མ")),
        ("ནད་པའི་མིང་།   ཚེ་རིང་སྒྲོལ་མ།   (Tsering Dolma)\nཕ་ཡི་མིང་།     བསྟན་འཛིན་ནོར་བུ།",
         ("RELATIVE_NAME", "བསྟན་འཛིན་ནོར་བུ")),
        ("མིང་།        ཨ་ཁུ་བསྟན་པ་རྒྱ་མཚོ། (Tenpa Gyatso)\nལོ།          ༩༣  (ཕོ།)", ("PATIENT_NAME", "བསྟན་པ་རྒྱ་མཚོ")),
        ("མིང་།        ཨ་ཁུ་བསྟན་པ་རྒྱ་མཚོ། (Tenpa Gyatso)\nལོ།          ༩༣  (ཕོ།)", ("AGE_OVER_89", "༩༣")),
        ("                བདེ་ལེགས་སྨན་ཁང་།\n                DELEK HOSPITAL", ("FACILITY", "བདེ་ལེགས་སྨན་ཁང་")),
        ("   སྡོད་གནས་           : ཁ་ས་བྲག་ཆུ། མེ་དབང་རྒེད་འོག ཐིམ་ཕུ་རྫོང་ཁག\n", ("CITY", "ཐིམ་ཕུ་རྫོང་ཁག")),
        ("རྒེད་འོག་ / Gewog            : ཚ་མང་ / Tsamang\n", ("CITY", "ཚ་མང་ / Tsamang")),
        ("Next visit: ཟླ་བ་ ༤ ཚེས་ ༢༣  / 23-04-2024", ("DATE", "ཟླ་བ་ ༤ ཚེས་ ༢༣")),
        ("ཚེས་གྲངས།  ༢༠༢༤ ལོའི་ཟླ་ ༦ ཚེས་ ༣\n", ("DATE", "༢༠༢༤ ལོའི་ཟླ་ ༦ ཚེས་ ༣")),
        ("ལག་ཁྱེར་ཨང་།           540102193111240046\nཁ་པར།   139 8900 4127", ("OTHER_ID", "540102193111240046")),
        ("ལག་ཁྱེར་ཨང་།           540102193111240046\nཁ་པར།   139 8900 4127", ("PHONE", "139 8900 4127")),
        ("ལོ་ཚད།                ལོ་ ༩༢\nསྐྱེས་ཚེས།              ༡༩༣༡ ཟླ་ ༡༡ ཚེས་ ༢༤", ("AGE_OVER_89", "༩༢")),
    ],
)
def test_finds(text: str, want: tuple[str, str]) -> None:
    assert want in _found(text), _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "دوا کا نام: پیراسیٹامول 500 ملی گرام",  # a drug's name after "name" inside a longer label
        "المريض: واعٍ ومتعاون، العلامات الحيوية مستقرة.",  # a bare "patient" field's state
        "دکتر گفتند باید دوباره آزمایش خون بدم.",  # a word title before a sentence
        "ابنه مريض، لذلك حضرت زوجته معه.",  # a relative's word before a predicate
        "يعطى عن طريق الفم مرتين يومياً بعد الأكل.",  # "by way of", no road
        "مریض کو جلد از جلد ہسپتال لایا گیا تو بے ہوش تھا۔",  # a hospital's word in prose
        "نیش عقرب ۲ ساعت پیش، درد و تورم موضعی شدید.",  # a month's name that is a word
        "العمر: 100 يوم، الوزن 5.2 كغ",  # days, not an age
        "Ζωτικά: ΑΠ 150 90 Σφύξεις 88",  # a blood pressure, no postcode
        # round 79: a village's level, a kin word before a sentence, a chat's speaker with a role, the inpatient
        # number's word (no hospital), a kin word before "to"
        "ଆଶା ମାସିକ ରିପୋର୍ଟ (ଗ୍ରାମ ସ୍ତର)",
        "HBNC visit ସାରିଲି। ଶିଶୁ ଟିକେ ଥଣ୍ଡା ଥିଲା। KMC ଶିଖାଇଲି।",
        "ନାମ                ସ୍ୱାମୀ               ବୟସ  LMP",
        "09/08/2024, 7:05 am - Sabitri Ekka ASHA: ଆଜ୍ଞା ଦିଦି",
        "ནང་ཁུལ་སྨན་ཁང་ཨང་ 12",
        "මළ සිරුර භාර දුන්නේ පුතා වෙත.",
        "पुढील भेट PHC मध्ये FBS/PPBS",  # a health centre's kind before a postposition
        "ଶିଶୁକୁ PHC ରେ ଦେଖାଇଲି",
        "এই সনদ ইউনিয়ন পরিষদ/সিটি কর্পোরেশনে জমা দিন",  # a union's council, no place's name
    ],
)
def test_leaves_look_alikes(text: str) -> None:
    assert not _found(text), _found(text)


def test_skips_texts_without_its_scripts() -> None:
    assert REC.analyze(Doc("Patient: John Smith, DOB 01/02/1950, Café Noël, Москва")) == []


@given(st.text(alphabet="אבגדהרשתעمحسنعليनामरमकদেবনামΑΒΓαβγ .:/-׳'\n|()،0123456789د", max_size=300))
def test_spans_are_well_formed(text: str) -> None:
    """Whatever the mix of scripts, labels and punctuation: spans lie inside the text and are not empty."""
    for s in REC.analyze(Doc(text)):
        assert 0 <= s.start < s.end <= len(text)
