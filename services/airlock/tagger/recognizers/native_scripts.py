"""Records written (partly) in Greek, Armenian, Hebrew, Arabic-script (Arabic, Persian, Urdu, Dari), Indic
(Devanagari, Bengali and Assamese, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam), Sinhala, Thaana
(Dhivehi), Tibetan (Tibetan, Dzongkha), Georgian or Ethiopic script:
a bilingual discharge summary's header, a prescription from Tehran, a referral from Haifa, a birth certificate from
Dhaka, a consent form from Hyderabad.

The Latin-script recognizers read a word's shape (capitals, a gazetteer, a name list); none of that holds here
(most of these scripts have no capitals, and the gazetteers are Latin), so every span rests on the record's own
words, as in :mod:`airlock.tagger.recognizers.cjk`:

* a name follows its field at the start of a line or a form's cell ("نام بیمار:", "מטופל/ת:", "রোগীর নাম:", "Name /
  नाम:") or a title ("د.", "ד״ר", "डॉ.", "ডাঃ", "திருமதி.", "ዶ/ር", "κ."), and ends its cell (a line's end, a comma, a
  bracket, a dash) unless the title is one that names nothing else (an abbreviation: "د." is no word, "دکتر" is also
  "the doctor"); a function word, a kin word or a word for "none" or "on duty" ends or stops it;
* an address follows its field ("آدرس:", "כתובת:", "पता:", "Διεύθυνση:") or is built of a street word and a number
  ("רח׳ טרומפלדור 63", "مکان نمبر ۲۳", "বাড়ি নং ২৭", "Λεωφ. Θηβών 218", "თამარ მეფის ქ. 112");
* a hospital starts with its head word in the right-to-left scripts and Greek ("مستشفى الزيتونة", "מרפאת נווה שאנן",
  "Γ.Ν. Κατερίνης") and ends with it in the Indic scripts, Georgian, Armenian and Amharic ("... जिला अस्पताल"), fills
  a cell (a letterhead's line, a field's value) and has a word of its own (not "the government", "the nearest");
* an id or a phone number follows its field ("ת.ז.", "کد ملی", "ΑΜΚΑ", "आधार", "טל׳", "هاتف", "Τηλ."), its digits
  already ASCII (:mod:`airlock.tagger.native_digits`);
* a date is a day and a month name of one of these languages or calendars ("۱۵ اردیبهشت", "١٩ كانون الثاني ٢٠٢٤",
  "২৯ ভাদ্র ১৪৩০", "י״ד באדר ב׳ תשפ״ד"), and an age over 89 follows its word ("גיל: 91", "۹۵ ساله", "92 ετών").

Round 79 added Odia, Assamese, Dhivehi and Tibetan: their fields, titles and kin words; Tibetan words are syllables
joined by the tsheg ("ཚེ་རིང་སྒྲོལ་མ"), its fields end with a shad ("མིང་།"), and a hospital's, an office's or a place's
kind is its name's last syllables ("བདེ་ལེགས་སྨན་ཁང", "ཐིམ་ཕུ་རྫོང་ཁག"); a Maldivian island follows its atoll's letter
("ތ. ވިލުފުށި").

The recognizer runs only on a text holding a letter of one of these scripts.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers import hebrew
from airlock.tagger.recognizers.base import Doc, Recognizer, alternation, longest_word_runs

# Unicode blocks of the scripts read here (Cyrillic and CJK have their own recognizers; Thai writes no spaces)
_BLOCKS = ((0x0370, 0x03FF), (0x1F00, 0x1FFF), (0x0531, 0x058F), (0x0590, 0x05FF), (0x0600, 0x06FF),
           (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB1D, 0xFDFF), (0xFE70, 0xFEFF), (0x0900, 0x0DFF),
           (0x10A0, 0x10FF), (0x1C90, 0x1CBF), (0x1200, 0x139F),
           # round 79: Thaana (Dhivehi) and Tibetan (Tibetan, Dzongkha)
           (0x0780, 0x07BF), (0x0F00, 0x0FFF))


def _letter_class() -> str:
    """The letters and combining marks of :data:`_BLOCKS` as the body of a regex character class (ranges)."""
    chars = [c for lo, hi in _BLOCKS for c in map(chr, range(lo, hi + 1)) if unicodedata.category(c)[0] in "LM"]
    out, i = [], 0
    while i < len(chars):
        j = i
        while j + 1 < len(chars) and ord(chars[j + 1]) == ord(chars[j]) + 1:
            j += 1
        out.append(re.escape(chars[i]) + ("-" + re.escape(chars[j]) if j > i else ""))
        i = j + 1
    return "".join(out)


_L = _letter_class()
_ANY = re.compile(f"[{_L}]")
_JOIN = "\u200c\u200d"  # zero-width (non-)joiners inside Persian and Indic words ("حسینی‌پور")
# a word: letters and marks, joined by a hyphen or a geresh / apostrophe ("בן-עמי", "ג׳בארין", "זלמנוביץ'"), or
# Tibetan syllables joined by the tsheg ("ཚེ་རིང་སྒྲོལ་མ")
_TSHEG = "\u0f0b"  # (the tsheg, between Tibetan syllables)
_W = rf"[{_L}][{_L}{_JOIN}]*(?:[-׳'{_TSHEG}][{_L}][{_L}{_JOIN}]*)*[׳']?"
# an initial: a letter or two with their marks and a dot ("अ.", "এম.", "Α.", "ن."), as before a surname
_INIT = rf"[{_L}]{{1,3}}\."
_SP = r"[ \u00a0]"
# no letter, joiner, hyphen or geresh before a match that starts with a word (a word's middle is no start: "א-א-א")
_START = rf"(?<![{_L}{_JOIN}\w\-׳'])"


def _alt(words: str) -> str:
    """An alternation of the " | "-separated ``words``, longest first."""
    return alternation(w.strip() for w in words.split("|") if w.strip())


# a name's field: patient, relative or clinician (the native words, then the English ones a bilingual form pairs
# with them: "Name / नाम:", "Husband / ባለቤት:")
_PATIENT_FIELDS = _alt(
    "اسم المريض | اسم المريضة | الاسم | الاسم الكامل | اسم | المريض | المريضة | نام بیمار | نام و نام خانوادگی | "
    "نام | بیمار | نام خانوادگی | مریض کا نام | نام مریض | مریض | שם | שם המטופל | שם המטופלת | שם מלא | מטופל | "
    "מטופלת | מטופל/ת | המטופל | שם החולה | שם פרטי | שם משפחה | नाम | रोगी का नाम | मरीज का नाम | मरीज़ का नाम | "
    "रोगी | मरीज | रुग्णाचे नाव | नाव | रुग्ण | নাম | রোগীর নাম | রোগী | பெயர் | நோயாளி பெயர் | நோயாளியின் பெயர் | "
    "நோயாளி | పేరు | రోగి పేరు | రోగి | નામ | દર્દી | દર્દીનું નામ | ಹೆಸರು | ರೋಗಿಯ ಹೆಸರು | പേര് | രോഗിയുടെ പേര് | "
    "ਨਾਮ | ਮਰੀਜ਼ ਦਾ ਨਾਮ | නම | සම්පූර්ණ නම | රෝගියාගේ නම | රෝගියා | Ονοματεπώνυμο | ΟΝΟΜΑΤΕΠΩΝΥΜΟ | Όνομα | "
    "Επώνυμο | Ασθενής | ΑΣΘΕΝΗΣ | Ονομ/μο | Անուն | Ազգանուն | Հիվանդ | Պացիենտ | Անուն ազգանուն | სახელი | "
    "გვარი | პაციენტი | სახელი გვარი | ბავშვი | ስም | የታካሚው ስም | የታካሚ ስም | ታካሚ | ሙሉ ስም | "
    # round 79: Odia, Assamese, Sinhala (a child's, the deceased's), Dhivehi, Tibetan and Dzongkha ("ରୋଗୀଙ୍କ ନାମ",
    # "ৰোগীৰ নাম", "ළමයාගේ නම", "ނަން", "ནད་པའི་མིང", "ཚེ་འདས་པའི་མིང", the deceased's)
    "ରୋଗୀଙ୍କ ନାମ | ରୋଗୀର ନାମ | ନାମ | ହିତାଧିକାରୀ | ৰোগীৰ নাম | ৰোগী | ළමයාගේ නම | මියගිය අයගේ නම | ނަން | "
    "ބަލިމީހާގެ ނަން | ފުރިހަމަ ނަން | མིང | ནད་པའི་མིང | ནད་པ | ཚེ་འདས་པའི་མིང | ཚེ་འདས་པ | "
    "Name | Full name | Patient | Patient name | Patient's name | Child | Deceased | Member | Beneficiary")
_RELATIVE_FIELDS = _alt(
    "المرافق | اسم الأب | اسم الأم | اسم الزوج | ولي الأمر | نام پدر | همسر | همراه | تحویل‌گیرنده | בן/בת זוג | "
    "איש קשר | מלווה | שם האב | שם האם | קרוב משפחה | पति/पिता का नाम | पिता का नाम | पति का नाम | माता का नाम | "
    "परिजन | अभिभावक | नातेवाईक | মাতার নাম | পিতার নাম | স্বামীর নাম | অভিভাবক | கணவர் பெயர் | தந்தை பெயர் | "
    "உறவினர் | బంధువు | భర్త పేరు | తండ్రి పేరు | સગા | පියාගේ නම | මවගේ නම | දැනුම් දෙන්නා | "
    "Συνοδός | Πατρώνυμο | Όνομα πατρός | Μητρώνυμο | Ուղեկցող | მშობელი | დედის სახელი | "
    "მამის სახელი | ባለቤት | የአባት ስም | የእናት ስም | አስታማሚ | Father's name | Mother's name | Husband | "
    "ପିତାଙ୍କ ନାମ | ମାତାଙ୍କ ନାମ | ସ୍ୱାମୀଙ୍କ ନାମ | ପତିଙ୍କ ନାମ | ସଙ୍ଗରେ ଆସିଥିବା ବ୍ୟକ୍ତି | ସୂଚନାଦାତା | ଅଭିଭାବକ | "
    "দেউতাকৰ নাম | মাকৰ নাম | স্বামীৰ নাম | সংগী | অভিভাৱক | සැමියාගේ නම | භාරකරු | ބައްޕަގެ ނަން | މަންމަގެ ނަން | "
    "ފިރިމީހާގެ ނަން | ބަލިމީހާއާއެކު | ཕ་ཡི་མིང | ཕའི་མིང | ཨ་མའི་མིང | མའི་མིང | ཁྱིམ་ཐབ | ཉེ་འབྲེལ | "
    "Wife | Spouse | Relative | Informant | Companion | Attendant | Next of kin | Guardian")
_CLINICIAN_FIELDS = _alt(
    "الطبيب | الطبيب المعالج | الطبيب المحيل | اسم الطبيب | اعتمد | الممرضة | الصيدلي | پزشک | پزشک معالج | "
    "مسئول فنی | پرستار | داروساز | فارمسست | רופא | רופא/ה | רופאה | רופא מטפל | רופא מרשם | רוקח | רוקחת | "
    "רוקח/ת | אחות | מתורגמנית | מתורגמן | चिकित्सक | चिकित्सक का नाम | নিবন্ধক | மருத்துவர் | వైద్యుడు | "
    "Ιατρός | Θεράπων ιατρός | Θεράπων | Νοσηλευτής | Νοσηλεύτρια | Παραπέμπων ιατρός | Βιοπαθολόγος | "
    "Ελέγχθηκε από | Բժիշկ | Բուժքույր | Ընտանեկան բժիշկ | ექიმი | ოჯახის ექიმი | ექთანი | "
    "დაწესებულების ხელმძღვანელი | ሐኪም | ሀኪም | ነርስ | Doctor | Physician | Consultant | Registrar | Certified by | "
    "ଡାକ୍ତର | ଚିକିତ୍ସକ | ଆଶା | চিকিৎসক | ޑޮކްޓަރު | སྨན་པ | ཐོ་འགོད་སྨན་པ | ཞིབ་བཤེར | ལེན་མཁན | "
    "སྐྱེལ་འདྲེན་སྨན་པ | སྨན་ཞབས | "
    # (a community health worker's or a midwife's role as a field, before a name in these scripts: "ANM : ସସ୍ମିତା ନାୟକ",
    # "PHM : කේ.ජී. නිලූකා")
    "ANM | ASHA | PHM | SPHM | MPHW | "
    "Pharmacist | Nurse | Ref. Dr | Verified by | Reported by | Family doctor | Medical Director | Interpreter")
# titles before a name, no part of it
_TITLES = _alt(
    "د. | د . | الدكتور | الدكتورة | دكتور | دكتورة | السيد | السيدة | الأستاذ | الآنسة | أ.د. | دکتر | آقای | خانم | "
    # round 74: "Ustadh" abbreviated, the pilgrim's honorific, nurse, engineer ("أ. رامي", "الحاجة فوزية", "الممرضة
    # منيرة"; not "the sheikh", a family name too: "حمادة الشيخ")
    "أ. | الأستاذة | الاستاذ | الاستاذة | الحاج | الحاجة | الممرضة | الممرض | المهندس | المهندسة | "
    "سرکار خانم | جناب آقای | ڈاکٹر | جناب | محترمہ | داکتر | ד\"ר | ד״ר | דר' | גב' | גב׳ | גברת | "
    "פרופ' | פרופ׳ | הרב | डॉ. | डॉ | डॉक्टर | श्री. | श्री | श्रीमती | श्रीमती. | सुश्री | कु. | ডাঃ | ডা. | ডাক্তার | "
    "শ্রী | শ্রীমতী | জনাব | জনাবা | டாக்டர் | டாக்டர். | திருமதி. | திருமதி | திரு. | திரு | செல்வி | డా. | డాక్టర్ | "
    "శ్రీ | శ్రీమతి | ડૉ. | ડૉ | ડો. | શ્રી | શ્રીમતી | ಡಾ. | ಶ್ರೀ | ಶ್ರೀಮತಿ | ഡോ. | ശ്രീ | ശ്രീമതി | ਡਾ. | ਸ੍ਰੀ | "
    "ਸ਼੍ਰੀਮਤੀ | Δρ. | Δρ | Δρα | κ. | κα | κα. | Κος | Κα | Բժ. | Տիկին | Պարոն | "
    "ბატონი | ქალბატონი | ბ-ნი | ქ-ნი | ዶ/ር | ዶክተር | ወ/ሮ | አቶ | ወ/ሪት | ሲስተር | Dr. | Dr | Mr. | Mr | Mrs. | Mrs | "
    # round 79: Odia's and Assamese's Shri, Shrimati, doctor, the late ("ସ୍ୱ."), Dhivehi's doctor, the Tibetan monk's,
    # amchi's, nurse's and elder sister's titles written onto the name with a tsheg ("ཨ་ཁུ་བསྟན་པ", "ཨེམ་ཆི་ཚེ་དབང")
    "ଶ୍ରୀ | ଶ୍ରୀମତୀ | ଡା. | ଡାକ୍ତର | କୁମାରୀ | ସ୍ୱ. | শ্ৰী | শ্ৰীমতী | ডা° | ডা০ | অধ্যাপক | ޑރ. | ޑޮކްޓަރު | "
    "ཨ་ཁུ་ | ཨེམ་ཆི་ | སྨན་ཞབས་ | ཨ་ཅེ་ | དགེ་བཤེས་ | ཨ་ནི་ | "
    "Ms. | Ms | Smt. | Smt | Shri | Sri")
# words that end a name's run (a function word, a copula, an honorific after a name)
_STOP = frozenset((
    "و في من على إلى الى عن مع هو هي كان قد لا ما أو ثم بعد قبل عند هذا هذه التي الذي يرجى استشاري است و به از که "
    # (round 74: said, day, today, tomorrow, the hour, dated, numbered, by phone: "د. صلاح يوم الخميس", "د. عبدالعزيز قال")
    "قال قالت يوم اليوم غدا بكرة أمس امس الساعة بتاريخ برقم هاتفياً هاتفيا "
    "را با در هست بود برای این آن یک هم نیز می ہے ہیں کا کی کے نے کو سے میں اور صاحب صاحبہ جی של את עם על הוא היא "
    "לא כי גם שלום אם או כבר יש אין עוד ו का की के है हैं ने को से में और एवं जी था थी এর ও এবং কে হয় আছে থেকে "
    # (round 75: Hebrew's updated, arrived, reported, in the morning, evening, night, tomorrow, me, him, her)
    "עודכן עודכנה עודכנו הגיע הגיעה דווח דווחה בבוקר בערב בלילה מחר אותי אותו אותה "
    "সাথে জি και του της το η ο με σε από για να θα ή და እና በእኛ የእኛ "
    # a patient or a spouse named by role, and the verbs that follow "the doctor" in Persian speech ("دکتر داد")
    "بیمار مریض المريض المريضة המטופל המטופלת रोगी मरीज রোগী همسر داد گفت گفته بگید بگو نوشت نوشته میگه رو "
    # (round 65 review) a form's value that names nobody: none, unknown, self, a kin word, a role, on duty, an
    # honorific after a name; the copulas of Marathi, Gujarati, Amharic, Tamil, Telugu, Sinhala
    "لا يوجد غير لايوجد ندارد نامشخص نامعلوم ללא אין לא Κανένας Κανείς Άγνωστος Άγνωστη कोई नहीं स्वयं खुद নেই "
    "স্বয়ং இல்லை లేదు નથી չկա არა የለም "
    "طبيب رئيس متخصص المناوب المناوبة مناوب کشیک پزشک תורן תורנית רופא רופאה טלפוני Εφημερεύων Διευθυντής "
    "Διευθύντρια Προϊσταμένη Προϊστάμενος Καθηγητής Καθηγήτρια Ιατρικής Φαρμακολογίας Ψυχολογίας Απύρετος "
    "მორიგე հերթապահ ተረኛ عالی जी साहब साहेब সাহেব గారు સાહેબ સાહેબે आहे છે ነው உள்ளார் ఉన్నారు සිටී "
    "الحامل باردار حاملہ חבר خانه\u200cدار بازنشسته شاغل کارمند गृहिणी Συνταξιούχος গণেশায় गणेशाय "
    "হয়েছে হয় করা করেন বলেছেন சொன்னார் என்று ලබා ඇත უჩივის ჰქონდა է են էր "
    # round 79: Sinhala's mister and madam after a name, Odia's honorific and "and", Assamese "and", Dhivehi's "and"
    "මහතා මහත්මිය මිය ଙ୍କ ଓ ଏବଂ আৰু އަދި වෙත ଥିଲା ଅଛି ହେଲା କଲା ଥିଲେ ଅଛନ୍ତି ବୟସ বয়স").split())
# kin words: no name, but one may follow them in a relative's field ("المرافق: ابنه يزن"; "ولي الأمر: الأم" names
# nobody)
_KIN_WORDS = frozenset((
    "زوجته زوجها الأم الأب الابن الابنة ابنه ابنته زوجة زوج أم أب مادر پدر دختر پسر دخترش پسرش بیوی شوہر والدہ والد "
    "אשתו בעלה בתו בנו אמו אביו האם האב אמא אבא הבת הבן माँ माता पिता पति पत्नी बेटा बेटी মা বাবা স্বামী স্ত্রী ছেলে "
    "মেয়ে அம்மா அப்பா மகன் மகள் மனைவி கணவர் భార్య భర్త కొడుకు కూతురు માતા પિતા પત્ની દીકરો દીકરી μητέρα "
    "πατέρας σύζυγος κόρη γιος դուստր որդի կին დედა მამა ბავშვი እናት አባት ባለቤት "
    # round 79: Odia, Assamese, Sinhala, Dhivehi and Tibetan
    "ପୁଅ ଝିଅ ସ୍ୱାମୀ ସ୍ତ୍ରୀ ବାପା ମା ଶିଶୁ ঘৈণী পুতেক জীয়েক দেউতাক মাক පුතා දුව සැමියා බිරිඳ අම්මා තාත්තා ආච්චි "
    "ފިރިމީހާ އަނބިމީހާ ދަރިފުޅު ބައްޕަ މަންމަ བུ བུ་མོ ཨ་མ ཨ་ཕ ཁྱིམ་ཐབ").split())
# (round 75: a Hebrew hospital or health fund written onto its preposition ends a name: "ד״ר בלאי במכבי רחובות")
_STOP = _STOP | _KIN_WORDS | frozenset(p + f for f in hebrew.FACILITY_NAMES for p in "בלמ" if " " not in f)
# honorifics after a name: the name ends before them ("ڈاکٹر ثمینہ صاحبہ", "Dr X ji")
_AFTER_NAME = frozenset("صاحب صاحبہ جی जी साहब साहेब সাহেব గారు સાહેબ સાહેબે මහතා මහත්මිය මිය ଙ୍କ".split())
_NAME_LABEL = {"p": "PATIENT_NAME", "r": "RELATIVE_NAME", "c": "CLINICIAN_NAME"}
# "patient" alone as a field: its value is as often the patient's state ("المريض: واعٍ ومتعاون", "रोगी: होश में है"),
# so a name there has two words or more
_BARE_PATIENT_FIELDS = frozenset((
    "المريض | المريضة | بیمار | مریض | מטופל | מטופלת | מטופל/ת | המטופל | रोगी | मरीज | रुग्ण | রোগী | நோயாளி | రోగి | "
    "દર્દી | රෝගියා | Ασθενής | ΑΣΘΕΝΗΣ | Հիվանդ | Պացիենտ | პაციენტი | ბავშვი | ታካሚ | Patient | Child | Deceased | "
    "Member | Beneficiary").split(" | "))
# titles that are also common nouns ("the doctor", "the lady", "sir"): a name after them must end its cell
_WORD_TITLES = frozenset((
    "الدكتور | الدكتورة | دكتور | دكتورة | السيد | السيدة | الأستاذ | الآنسة | دکتر | خانم | سرکار خانم | جناب | "
    "الأستاذة | الاستاذ | الاستاذة | الحاج | الحاجة | الممرضة | الممرض | المهندس | المهندسة | "
    "جناب آقای | ڈاکٹر | محترمہ | داکتر | גברת | הרב | डॉक्टर | ডাক্তার | டாக்டர் | డాక్టర్ | "
    "Տիկին | Պարոն | ბატონი | ქალბატონი | ዶክተር | ሲስተር").split(" | "))
# where a form's cell or a line starts, and what ends a name's or a place's cell (a patient's state after a bare
# "patient" field goes on after a comma: "المريض: واعٍ ومتعاون، العلامات ...")
_CELL_STARTS = ("\n", "|", "  ", "\t", "–", "—", "(")
_CELL_END = re.compile(r"[ \u00a0]?(?:[\n|–—,،()·/;؛.!?:۔।།]|\Z|[ \t]{2}|[ \u00a0]-[ \u00a0]|"
                       r"(?:בע[\"״]מ|ΛΤΔ|Ltd|LLC|Pvt)(?![\w]))")
_FIELD_CELL_STARTS = (*_CELL_STARTS, "/")  # (after the label's other language: "රෙජිස්ට්‍රාර් / Registrar:")
_VALUE_CELL_STARTS = (*_CELL_STARTS, ":")  # (a field's value)
_PLACE_CELL_STARTS = (*_CELL_STARTS, ":", ",", "،")  # (a field's value, a list's item)
_LINE_END = re.compile(r"[ \u00a0]?(?:[\n|(/།]|\Z|[ \t]{2})")
_GREEK_SMALL = re.compile(r"[α-ωά-ώΐΰϊϋ]")


def _at_cell_start(text: str, pos: int, starts: tuple[str, ...] = _CELL_STARTS) -> bool:
    """No letter of these scripts between ``pos`` and the start of its cell (looked for up to 120 characters back)."""
    lo = max(0, pos - 120)
    begin = max(text.rfind(c, lo, pos) for c in starts)
    begin = begin + 1 if begin >= 0 else lo
    return _ANY.search(text, begin, pos) is None


# a field's colon, or a Tibetan field's shad after its tsheg ("ནད་པའི་མིང་།")
_FIELD_END = rf"(?:[ \t]*[:：]|{_TSHEG}?[ \t]*།)"
# (a space after each word, none needed after an initial: "క.వెం.ల.", "වෛද්‍ය එච්. එම්. ඩී. ගුණතිලක")
_RUN = rf"(?:{_INIT}{_SP}?|{_W}{_SP}){{0,5}}(?:{_INIT}|{_W})"
_FIELD_NAME_RE = re.compile(
    rf"{_START}(?:(?P<p>{_PATIENT_FIELDS})|(?P<r>{_RELATIVE_FIELDS})|(?P<c>{_CLINICIAN_FIELDS}))"
    rf"(?:[ \t]*/[ \t]*(?:{_PATIENT_FIELDS}|{_RELATIVE_FIELDS}|{_CLINICIAN_FIELDS}))?{_FIELD_END}[ \t]*(?:\n[ \t]*)?"
    rf"(?:(?:{_TITLES})[ \t]*)?(?P<n>(?=[{_L}]){_RUN})")
_TITLE_NAME_RE = re.compile(rf"{_START}(?P<t>{_TITLES})(?:(?<=[.°০{_TSHEG}])|[ \t]+)[ \t]*(?P<n>(?=[{_L}]){_RUN})")

_ADDRESS_FIELDS = _alt(
    "العنوان | عنوان السكن | آدرس | نشانی | پتہ | כתובת | כתובת מעודכנת | पता | पत्ता | ঠিকানা | "
    "স্থায়ী ঠিকানা | বর্তমান ঠিকানা | গ্রামের বাড়ি | முகவரி | చిరునామా | સરનામું | ලිපිනය | ස්ථිර පදිංචිය | Διεύθυνση | "
    "Δ/νση | Διεύθ. | Հասցե | მისამართი | አድራሻ | "
    # round 79: Dhivehi's permanent and present address, Tibetan's residence
    "ދާއިމީ އެޑްރެސް | އެޑްރެސް | މިހާރު ދިރިއުޅޭ | ދިރިއުޅޭ އެޑްރެސް | སྡོད་གནས | ସ୍ଥାୟୀ ଠିକଣା | ଠିକଣା | ঠিকনা")
_ADDRESS_FIELD_RE = re.compile(
    rf"{_START}(?:{_ADDRESS_FIELDS})(?:[ \t]*/[ \t]*(?:Address|Permanent Address|Residence))?{_FIELD_END}[ \t]*"
    rf"(?:\n[ \t]*)?(?P<v>[^\n|]{{3,120}}?)(?=[ \t]*(?:\n|\||[ \t]{{2}}| [–—] |$))")
# a street word, a name and a number ("רח׳ טרומפלדור 63", "Λεωφ. Θηβών 218", "თამარ მეფის ქ. 112"), then a town and a
# postcode after a comma ("63, חיפה 3260211", "77, 2018 Στρόβολος, Λευκωσία", "14/2, Երևան 0056"); a Greek street's
# name capitalised (not "Οδός χορήγησης", a drug's route)
_GREEK_WORD = r"[Α-ΩΆ-Ώ][Α-Ωα-ωά-ώΆ-ΏΐΰϊϋΪΫ'’\-]{1,25}"
_NUMBERED_STREET_RE = re.compile(
    rf"{_START}(?:"
    rf"(?:רח[׳']|רחוב|שד[׳']|שדרות){_SP}{_W}(?:{_SP}{_W}){{0,2}}{_SP}\d{{1,4}}(?:,{_SP}?דירה{_SP}\d{{1,4}})?"
    rf"|(?:Οδός|Οδ\.|Λεωφ\.|Λεωφόρος|Πλατεία|Πλ\.){_SP}{_GREEK_WORD}(?:{_SP}{_GREEK_WORD}){{0,2}}{_SP}\d{{1,4}}"
    rf"|{_W}(?:{_SP}{_W}){{0,2}}{_SP}(?:ქ\.|ქუჩა|გამზ\.|փ\.|փողոց|պողոտա|պող\.){_SP}\d{{1,4}}(?:/\d{{1,3}})?"
    rf"(?:,{_SP}ბ\.{_SP}\d{{1,4}})?"
    # (group "cell", kept only at a cell's start: a Sinhala house number and road, "අංක 42/7, පන්සල පාර", not "බෙහෙත්
    # අංක 2, දවසට තුන් පාරක්", three times a day; an Addis Ababa sub-city and its woreda, "ቦሌ ክፍለ ከተማ፣ ወረዳ 03", not
    # "በሌላ ክፍለ ከተማ", in another sub-city)
    rf"|(?P<cell>අංක{_SP}\d{{1,4}}(?:/\d{{1,3}})?,{_SP}{_W}(?:{_SP}{_W})?{_SP}(?:පාර|මාවත|වීදිය)(?![{_L}])"
    rf"|{_W}{_SP}(?:ክፍለ{_SP}ከተማ|ክ/ከተማ)፣{_SP}?ወረዳ{_SP}\d{{1,3}}))"
    rf"(?:[,،፣]{_SP}?(?:\d{{3,5}}(?: \d{{2}})?{_SP})?{_W}(?:{_SP}{_W})?(?:{_SP}-?{_SP}?\d{{4,7}}(?!\d))?){{0,2}}")
# a street, a road, an alley, a square and their parts in Arabic script ("شارع وادي صقرة، بناية ٤٧", "خیابان ولیعصر،
# کوچه نیلوفر، پلاک ۱۴", "طريق الملك عبدالعزيز، حي الربيع"), numbered houses and lanes ("مکان نمبر ۲۳، گلی نمبر ۷",
# "मकान नं. 112, गली नं. 4"); the first with a number or a second part (not "شارع مزدحم", "میدان دید", a busy street, a
# field of vision)
_NO = r"(?:نمبر|नं\.?|नंबर|সংখ্যা|নং|নম্বর|No\.?)"
_HOUSE = r"(?:مکان|گلی|گھر|پلاٹ|मकान|गली|प्लॉट|फ्लैट|বাড়ি|রোড|বাসা|ফ্ল্যাট)"
_STREET_CHAIN_RE = re.compile(
    rf"{_START}(?:"
    rf"(?:شارع|(?<!عن )طريق|خیابان|کوچه|بلوار|میدان){_SP}{_W}(?:{_SP}{_W}){{0,2}}"
    rf"(?:[،,]{_SP}?(?:بناية|پلاک|عمارة|طبقه|کوچه|حي){_SP}(?:{_W}{_SP}?)?\d{{0,4}}){{0,3}}"
    rf"|{_HOUSE}{_SP}{_NO}{_SP}?\d{{1,4}}(?:[،,]{_SP}?{_HOUSE}{_SP}{_NO}{_SP}?\d{{1,4}}){{0,3}})")
# a line of an Indian address: its parts after commas, its PIN last ("૧૪, સહજાનંદ કોમ્પ્લેક્સ, મણિનગર, અમદાવાદ - ૩૮૦૦૦૮")
# (a house number first or three parts, a PIN that is no round count: not "प्लेटलेट्स, कुल संख्या - 250000", a lab
# count, or a bill's total)
_PIN_ADDRESS_RE = re.compile(
    rf"(?m)^[ \t]*(?P<v>(?:\d{{1,4}}[A-Za-z]?,?{_SP}{_W}(?:{_SP}{_W}){{0,3}}|{_W}(?:{_SP}{_W}){{0,3}},{_SP}?{_W}"
    rf"(?:{_SP}{_W}){{0,3}})(?:,{_SP}?{_W}(?:{_SP}{_W}){{0,3}}){{1,5}}{_SP}?[-–]{_SP}?[1-8]\d{{2}}(?!000)\d{{3}})[ \t]*$")
# round 75: an Indian, Nepali or Bangladeshi address's parts before its town and its PIN, on one line ("ए-14, रिंग रोड,
# राजौरी गार्डन, नई दिल्ली – 110027", "..., इंदौर (म.प्र.) 452010", "..., ঢাকা ১২০৯", "চট্টগ্রাম-৪০০০"): the parts
# a street's, the town a town, the number a postcode (six digits, not a round count: "कुल संख्या - 250000", a
# lab's count; four after a Bengali town)
# (round 76: the scripts of South India, Gujarat and Punjab too, Gurmukhi to Malayalam: "சென்னை – 600017", "ಬೆಂಗಳೂರು
# 560041", "ਅੰਮ੍ਰਿਤਸਰ – 143109")
_IN = "\u0900-\u0dff"  # (Devanagari to Sinhala)
_INDIC_LETTER = re.compile(f"[{_IN}]")
_BENGALI = re.compile("[\u0980-\u09ff]")
_TOWN_PIN_RE = re.compile(
    rf"(?P<town>(?<![{_L}{_JOIN}])[{_IN}][{_IN}{_JOIN}]*(?:{_SP}[{_IN}][{_IN}{_JOIN}]*)?)"
    rf"(?:{_SP}?\([^()\n]{{1,14}}\))?(?:{_SP}?[-–—]{_SP}?|{_SP})(?P<pin>[1-8]\d{{2}}(?!000)\d{{3}}|\d{{4}})(?![\d/.,-])")
# the units of a village's address, each before its name ("ग्राम भानपुर, पोस्ट सोनहा, तह० भानपुर, जिला बस्ती", "मु. पो.
# डोंगरवाडी, ता. पाटण", "গ্রাম: বরইকান্দি, ডাকঘর: মোগলাবাজার, উপজেলা: দক্ষিণ সুরমা, জেলা: সিলেট"); not a district's
# hospital or office ("जिला अस्पताल", "जिला पटना" is)
_UNIT_WORD_LIST = (
    "ग्राम | ग्रा. | ग्रा० | गाँव | गांव | पोस्ट | पो. | पो० | मु. पो. | मु.पो. | डाकघर | तहसील | तह० | तह. | ता. | तालुका | "
    "जिला | ज़िला | जि. | जि० | जिल्ला | थाना | निवासी ग्राम | গ্রাম | ডাকঘর | পোস্ট | উপজেলা | থানা | জেলা | ইউনিয়ন | "
    # round 76: Punjabi's and Gujarati's village, post office, tehsil and district
    "ਪਿੰਡ ਤੇ ਡਾਕਖਾਨਾ | ਪਿੰਡ | ਡਾਕਖਾਨਾ | ਤਹਿਸੀਲ ਤੇ ਜ਼ਿਲ੍ਹਾ | ਤਹਿਸੀਲ | ਜ਼ਿਲ੍ਹਾ | ਜ਼ਿਲਾ | ગામ | તા. | જિ. | જિલ્લો | તાલુકો | "
    # round 79: Odia's village council, village, post office, district, police station, block; Assamese's village,
    # post office, district, mouza; Sri Lanka's Grama Niladhari division
    "ଗ୍ରାମ ପଞ୍ଚାୟତ | ଗ୍ରାମ | ଗ୍ରା. | ପୋ. | ଜିଲ୍ଲା | ଥାନା | ବ୍ଲକ | ତହସିଲ | গাঁও | ডাকঘৰ | জিলা | মৌজা | "
    "ග්\u200dරාම නිලධාරී වසම | ග්\u200dරාම නිලධාරි වසම")
_UNIT_WORDS = _alt(_UNIT_WORD_LIST)
_UNIT_WORD_SET = frozenset(w.strip() for w in _UNIT_WORD_LIST.split("|"))
_UNIT_RE = re.compile(
    rf"{_START}(?:{_UNIT_WORDS})(?:{_SP}?[:：]|(?<=\.)|(?<=०))?{_SP}?(?P<n>[{_IN}][{_IN}{_JOIN}]*"
    rf"(?:{_SP}[{_IN}][{_IN}{_JOIN}]*)?)(?=[ \t]*(?:[,،|\n;()।./]|\Z|[ \t]-|[ \t]–|\d)|[ \t]{{2}})")
# round 76: a district, a mandal or a taluk in Telugu, Tamil, Kannada or Malayalam, its word after its
# name ("గుంటూరు జిల్లా", "పెదకాకాని (మం)", "నెల్లికుదురు మండలం", "மதுரை மாவட்டம்", "കോട്ടയം ജില്ല"; Gujarati and Punjabi put
# theirs before it, ``_UNIT_RE``)
_UNIT_AFTER_RE = re.compile(
    rf"{_START}(?P<n>[{_IN}][{_IN}{_JOIN}]*){_SP}?(?:జిల్లా|మండలం|\(మం\)|மாவட்டம்|வட்டம்|தாலுகா|ತಾಲೂಕು|ಜಿಲ್ಲೆ|"
    rf"ജില്ല|താലൂക്ക്|"
    # round 79: a Sinhala district, korale, village or divisional secretariat ("කුරුණෑගල දිස්ත්‍රික්කය", "ගංගවට කෝරළය")
    rf"දිස්ත්\u200dරික්කය|දිස්ත්රික්කය|කෝරළය|ගම්මානය|ප්\u200dරාදේශීය{_SP}ලේකම්{_SP}කොට්ඨාසය)(?![{_IN}])")
# a Greek postcode and its town ("218, 121 34 Περιστέρι")
_GREEK_TOWN = r"[Α-ΩΆ-Ώ][α-ωά-ώΐΰϊϋ]{2,20}"
# (after a comma: not a lab value's or a blood pressure's two numbers, "Γλυκόζη 126 98", "ΑΠ 150 90 Σφύξεις")
_GREEK_POSTCODE_RE = re.compile(rf"(?<=,)[ \t]?(?P<pc>\d{{3}} \d{{2}}) (?P<t>{_GREEK_TOWN})(?![\d\w])")

_HEAD_FIRST = _alt(
    "مستشفى | مستوصف | مختبرات | مختبر | مركز | عيادة | عيادات | مجمع | صيدلية | بیمارستان | درمانگاه | کلینیک | "
    # round 74: a company, a foundation, an organisation, a private clinic, labs, a university, a school, a hotel, a
    # bank, a police post, a mosque, a ward ("شركة الوسيط للتأمين التعاوني⏎", "– عنبر النيل (")
    "شركة | مؤسسة | منظمة | مصحة | المصحة | مخابر | جامعة | مدرسة | فندق | مصرف | مخفر | جامع | مسجد | عنبر | جناح | "
    "المستشفى | المستوصف | شرکت | دانشگاه | مدرسه | هتل | بانک | "
    "داروخانه | آزمایشگاه | مطب | شفاخانه | دواخانه | ہسپتال | בית חולים | בית החולים | המרכז הרפואי | מרכז רפואי | "
    "מרפאת | בית מרקחת | מכון | Γ.Ν. | Νοσοκομείο | Κ.Υ.")
_HEAD_LAST = _alt(
    "अस्पताल | हॉस्पिटल | चिकित्सालय | क्लिनिक | डायग्नोस्टिक्स | হাসপাতাল | ক্লিনিক | ডায়াগনস্টিক সেন্টার | মাতৃসদন | "
    "மருத்துவமனை | வைத்தியசாலை | டயக்னோஸ்டிக்ஸ் | హాస్పిటల్ | ఆసుపత్రి | వైద్యశాల | હોસ્પિટલ | દવાખાનું | ક્લિનિક | "
    "ಆಸ್ಪತ್ರೆ | ആശുപത്രി | ਹਸਪਤਾਲ | රෝහල | პოლიკლინიკა | საავადმყოფო | კლინიკა | ჰოსპიტალი | "
    "բժշկական կենտրոն | հիվանդանոց | պոլիկլինիկա | ሆስፒታል | ክሊኒክ | ጤና ጣቢያ | "
    # round 79: Odia, Assamese (a medical college and hospital, a tea garden's), Dhivehi (a hospital, a company, a
    # clinic), Sinhala (a channelling centre, a funeral parlour)
    "ମେଡିକାଲ କଲେଜ ଓ ହସ୍ପିଟାଲ | ହସ୍ପିଟାଲ | ଡାକ୍ତରଖାନା | ସ୍ୱାସ୍ଥ୍ୟ କେନ୍ଦ୍ର | ଚିକିତ୍ସାଳୟ | ମେଡିକାଲ କଲେଜ | "
    "মেডিকেল কলেজ আৰু চিকিৎসালয় | চিকিৎসালয় | হাস্পতাল | স্বাস্থ্য কেন্দ্ৰ | ހޮސްޕިޓަލް | ކުންފުނި ލިމިޓެޑް | "
    "ކްލިނިކް | ކުންފުނި | චැනලිං සෙන්ටර් | මල් ශාලාව")
# a department, a specialty or a kind of place next to a hospital's head word: no name of its own ("מרפאת כירורגיה
# כללית", "عيادة القلب", "مستشفى حكومي", "निकटतम अस्पताल", "რაიონული საავადმყოფო", "የመንግስት ሆስፒታል")
_GENERIC_PLACE_WORDS = frozenset((
    "القلب الأسنان العيون الأطفال النساء الباطنية الجلدية العظام الأعصاب الطوارئ الكلى السكري قلب دندانپزشکی زنان اطفال "
    "چشم داخلی کودکان כירורגיה פנימית עיניים נשים ילדים סכרת כאב עור אף-אוזן-גרון לב קרדיולוגיה אונקולוגיה "
    "حكومي الحكومي خاص الخاص المستشفى المتابعة الأحياء دولتی خصوصی درد חוץ אורתופדיה ריאות Ημέρας "
    "सरकारी जिला निकटतम सिविल सामान्य सामुदायिक डायबिटीज़ डायबिटीज यह वह इस उस সদর সরকারি জেলা ডায়াবেটিস এই "
    "அரசு அருகிலுள்ள ప్రభుత్వ సమీప સરકારી નજીકની ಸರ್ಕಾರಿ ಹತ್ತಿರದ ਸਿਵਲ ਸਰਕਾਰੀ ਨੇੜਲੇ ප්\u200dරාදේශීය ළඟම රජයේ "
    "რაიონული ბავშვთა საქალაქო մանկական հանրապետական የመንግስት በአቅራቢያ ସ୍ତର পরিষদ").split())
_FACILITY_FIRST_RE = re.compile(rf"{_START}(?P<h>{_HEAD_FIRST}){_SP}(?P<n>{_W}(?:{_SP}{_W}){{0,3}})")
_HEAD_LAST_RE = re.compile(rf"(?:{_HEAD_LAST})(?![{_L}])")
_FACILITY_LAST_RE = re.compile(rf"{_START}(?P<n>{_W}(?:{_SP}{_W}){{0,3}}){_SP}(?:{_HEAD_LAST})(?![{_L}])")

_ID_FIELDS = _alt(
    "ת.ז. | ת.ז | ת\"ז | ת״ז | מס' תיק | מס׳ תיק | מס׳ חבר | מס' חבר | מ.ר. | מס' רישיון | מס׳ רישיון | מס׳ בדיקה | "
    "מס' בדיקה | מספר התחייבות | الرقم الوطني | رقم الهوية | رقم الملف | رقم الملف الطبي | رقم البوليصة | "
    "رقم العينة | رقم الإقامة | رقم السجل | بطاقة | جواز | هوية | کد ملی | شماره بیمه | شماره پرونده | شماره پذیرش | "
    "شماره نظام پزشکی | کد رهگیری نسخه الکترونیک | کد رهگیری | تذکره | نمبر نسخه | شناختی کارڈ | "
    "आधार | पंजीकरण सं. | क्रमांक | এনআইডি | নিবন্ধন নম্বর | জন্ম নিবন্ধন নম্বর | টোকেন | ΑΜΚΑ | Αρ. Μητρώου | "
    "Α.Μ. | Αρ. Δείγματος | ΑΦΜ | Αρ. Ταυτ. | Α.Δ.Τ. | Αρ. Εγγραφής | δείγμα | δείγματος | Քարտ N | ՀԾՀ | "
    "Անձնագիր | նմուշ | ուղեգիր N | პირადი ნომერი | სერტიფიკატი N | අංකය | ካርድ ቁጥር | መታወቂያ ቁ. | "
    # round 79: Sinhala's national id card, Dhivehi's id card and its number ("ދ.ރ.އ"), a number; Tibetan's identity
    # card, number, registration number, hospital and doctor's numbers ("ལག་ཁྱེར་ཨང་།", "ཨང་རྟགས།")
    "ජා.හැ.අ. | ජා.හැ.අ | හැඳුනුම්පත් අංකය | އައިޑީ ކާޑު ނަންބަރު | އައިޑީ ކާޑު | އައިޑީ | ދ.ރ.އ | ނަންބަރު | "
    "ལག་ཁྱེར་ཨང | ལག་ཁྱེར | ཨང་རྟགས | ཨང | སྨན་ཁང་ཨང | ནང་ཁུལ་སྨན་ཁང་ཨང | སྨན་པའི་ཨང | ཡི་གེའི་ཨང")
_ID_RE = re.compile(rf"{_START}(?:{_ID_FIELDS})(?:[ \t]*/[ \t]*[A-Za-z .]{{2,30}})?{_FIELD_END}?[ \t]*"
                    # (round 79: a Chinese resident id's eighteen digits, "540102193111240046")
                    rf"(?P<v>[A-ZΑ-Ω0-9]{{1,18}}(?:(?:[-/]| (?=\d))[A-ZΑ-Ω0-9]{{1,14}}){{0,4}})(?![\d\w])"
                    # (a volume, not a sample's number: "όγκος δείγματος 1850 ml")
                    rf"(?![ \t]?(?:ml|mL|mg|g|kg|cm|mm|IU|U)(?![A-Za-z]))")
# a bare "number" word ("מס׳", "رقم", "شماره", "Αρ.") counts too often (a circular's, a decision's, a count), so an id
# after it is a code of letters and digits ("מרשם מס׳: RX-7731902", "ραντεβού αρ. ΡΝΤ 44182")
_CODE_AFTER_NUMBER_WORD_RE = re.compile(
    rf"{_START}(?:מס[׳']|מספר|رقم|برقم|رقمه|رقمها|شماره|Αρ\.|αρ\.|ቁጥር|ნომერი|კოდი)[ \t]*[:：]?[ \t]*"
    # (round 74: a code of several parts, "CS-31-0004417", "LIC/H/55210/23", "MR 0917742")
    rf"(?P<v>[A-ZΑ-Ω]{{1,5}}(?:[- ]?\d{{4,12}}(?:[-/]\d{{1,6}})?|(?:[-/ ]?[A-Z0-9]{{1,12}}){{1,5}}))(?![\d\w])")
# round 74: a number's field of its own words, in Arabic ("الرقم القومي:", "رقم الترخيص:", "الرقم المدني للطفل:", "رقم
# ملف المفوضية (UNHCR):"), Persian ("شماره پرونده نوزاد:", "کد رهگیری نوبت:", "ش.پ:", "ن.پ:"), Urdu and Dari ("شناختی
# کارڈ نمبر:", "PMDC نمبر:", "نمبر ثبت") or Pashto ("د تذکرې شمېره:"), its value a code of four digits or more, with a
# letter or a few of the script before it or after it too ("م-2024/18842", "س غ ر-2133", "آ-ه/1402/3398", "317/پ"); not a
# bed's, a room's or a phone's number (_NOT_ID_COLUMN); after a bare "number:" a code, not digits alone
_CODE_LETTER = "[\u0621-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]"
_ARABIC_CODE_PREFIX = rf"(?:{_CODE_LETTER}{{1,3}}(?:[ \u00a0-]{_CODE_LETTER}{{1,2}}){{0,2}}{_SP}?[-/ ]{_SP}?)"
_NUMBER_FIELD_RE = re.compile(
    rf"{_START}(?P<f>(?:ال)?رقم(?:{_SP}{_W}){{1,3}}|شماره(?:{_SP}{_W}){{0,3}}|[کك]د(?:{_SP}{_W}){{1,3}}"
    rf"|(?:(?:[A-Z]{{2,6}}|{_W}){_SP}){{1,3}}(?:نمبر|شمېره)|نمبر(?:{_SP}{_W}){{1,2}}|ب\.ت\.و|المعرف الوحيد|ش\.پ|ن\.پ"
    rf"|نظام پزشکی|سریال)(?:{_SP}?\([^()\n]{{1,30}}\))?[ \t]*[:：]?[ \t]*"
    rf"(?P<v>{_ARABIC_CODE_PREFIX}?[A-Z0-9]{{1,14}}(?:(?:[-/]| (?=\d))[A-Z0-9]{{1,14}}){{0,4}}(?:/{_CODE_LETTER}{{1,2}})?)"
    rf"(?![\d\w])")
# round 75: a number's field in Hindi, Marathi, Nepali or Bengali, its number word last ("पं० सं०", "केसपेपर क्र.",
# "पॉलिसी क्र.", "IP नं.", "जन आधार सं.", "क्लेम आईडी", "দর্তা নং", "হাসপাতাল রেজি. নং"), and a code of four digits or more;
# not a bed's, a room's, a house's, a street's or a phone's number
_INDIC_NUMBER_WORDS = _alt("क्र. | क्रमांक | नं. | नं | सं. | सं० | नम्बर | नंबर | आईडी | नं० | নং | নম্বর | আইডি | "
                           "ନଂ | ନମ୍ବର")  # (round 79: Odia's "no.", "ପଞ୍ଜିକରଣ ନଂ")
_INDIC_NUMBER_FIELD_RE = re.compile(
    rf"(?P<f>(?:(?:{_W}\.?|[A-Z]{{2,6}}){_SP}){{1,3}}(?:{_INDIC_NUMBER_WORDS}))(?:{_SP}?\([^()\n]{{1,14}}\))?"
    rf"[ \t]*[:：]?[ \t]*(?P<v>[A-Z0-9]{{1,14}}(?:(?:[-/]| (?=\d))[A-Z0-9]{{1,14}}){{0,5}})(?![\d\w])")
_MOBILE_DIGITS = re.compile(r"[6-9]\d{9}|01\d{9}")
_NOT_INDIC_ID = re.compile(r"(?:बेड|बिस्तर|कमरा|कक्ष|वार्ड|फोन|फ़ोन|मोबाइल|मो\.|प्लॉट|मकान|गली|फ्लॅट|फ्लैट|घर|वडा|सर्व्हे|"
                           r"रोड|खोली|चाळ|स्कीम|सेक्टर|गल्ली|বেড|শয্যা|ওয়ার্ড|ফোন|মোবাইল|বাড়ি|রোড|বাসা|ফ্ল্যাট|কক্ষ)")
_PHONE_FIELDS = _alt(
    "טל׳ | טל' | טל | טלפון | נייד | פקס | פלאפון | هاتف | الهاتف | جوال | الجوال | تلفون | فاكس | موبايل | تلفن | "
    "تلفن همراه | موبایل | شماره تماس | موبائل | فون | تلیفون | मोबाइल | फ़ोन | फोन | दूरभाष | ফোন | মোবাইল | "
    "தொலைபேசி | கைபேசி | ఫోన్ | ફોન | મોબાઇલ | දුරකථන | Τηλ. | Τηλ | τηλ. | τηλ | Κιν. | κιν. | Φαξ | Τηλέφωνο | "
    "Հեռ. | հեռ. | ტელ. | ტელ | მობ. | ስልክ | મો. | मो. | "
    # round 79: Odia, Assamese, Sinhala's abbreviation, Dhivehi, Tibetan ("ཁ་པར།")
    "ମୋବାଇଲ୍ | ମୋବାଇଲ | ମୋ. | ଫୋନ୍ | ଦୂରଭାଷ | ম'বাইল | ম’বাইল | ফ'ন | দু.ක. | ފޯނު | މޯބައިލް | ཁ་པར")
_PHONE_RE = re.compile(rf"{_START}(?:{_PHONE_FIELDS})(?:[ \t]*/[ \t]*[A-Za-z .]{{2,20}})?{_FIELD_END}?[ \t]*"
                       rf"(?P<v>\+?\d[\d \-]{{5,16}}\d)(?![\d\w])")

# round 74: a table's column headed in these scripts (a ward list's "اسم المريض | الهوية/الإقامة", a register's
# "نام بیمار | کد ملی", "שם המטופל | ת.ז."): :func:`native_column_label` gives its values' label to the table reader
# of :mod:`airlock.tagger.recognizers.structured`
NATIVE_HEADER_CELL = re.compile(rf"[{_L}][{_L}{_JOIN} A-Za-z0-9_#./\-()'’\"״׳]{{0,40}}")
_NAME_COLUMNS = (("PATIENT_NAME", re.compile(_PATIENT_FIELDS)), ("RELATIVE_NAME", re.compile(_RELATIVE_FIELDS)),
                 ("CLINICIAN_NAME", re.compile(_CLINICIAN_FIELDS)))
_ID_COLUMN = re.compile(rf"(?:{_ID_FIELDS}|(?:ال)?رقم|(?:ال)?هوية|(?:ال)?إقامة|جواز|شماره|کد|نمبر|شناختی|"
                        rf"מס['׳]|מספר|דרכון)(?![{_L}])")
# a column or a field numbering rows, beds, rooms, stations, sessions, pages, quantities or a vaccine's batches, or
# holding phone numbers ("رقم السرير", "شماره تخت", "מס' חדר", "رقم التشغيلة", "رقم الهاتف", "رقم خط الدعم", a hotline;
# "الرقم الموحد", a Saudi company's single number; "شماره همراه", a mobile; "زما نمبر", my number in Pashto)
_NOT_ID_COLUMN = re.compile(r"(?:سرير|غرفة|محطة|الطابق|جلسة|الكمية|الصفحة|التشغيلة|الدفعة|هاتف|جوال|خط|الموحد(?!ة)|"
                            r"التواصل|الاتصال|فاكس|واتس|تخت|اتاق|طبقه|سری ساخت|تلفن|تماس|موبائل|فون|همراه|موبایل|"
                            r"رابط|تلیفون|زما|میرا|صفحه|מיטה|חדר|אצווה|"
                            r"טלפון|נייד|קומה)")
_BARE_NUMBER_COLUMNS = frozenset("رقم الرقم م ت شماره ردیف نمبر مس' מס׳ מספר #".split())
_AGE_COLUMNS = frozenset("العمر عمر سن גיל".split())
_DATE_COLUMN = re.compile(r"(?:تاريخ|تاریخ|תאריך)")


def native_column_label(header: str) -> str | None:
    """The label of the values under a table's column ``header`` written in these scripts, or ``None``: a name
    column's own field words ("اسم المريض", "نام بیمار", "שם המטופל", "الطبيب المعالج"), a number's word that is
    no row's, bed's or phone's ("الهوية/الإقامة", "الرقم الوطني", "کد ملی", "ת.ז."), a date's word, a phone's
    field word, an age's."""
    h = " ".join(header.strip(" \t:：*").split())
    if not h or _ANY.search(h) is None:
        return None
    label = _column_label(h)
    if label is None and ("ي" in h or "ك" in h) and _NOT_ID_COLUMN.search(h) is None:
        # (a Persian header typed with the Arabic yeh and kaf: "كد ملي", "پزشك"; not an Arabic batch's "رقم التشغيلة")
        label = _column_label(h.replace("ي", "ی").replace("ك", "ک"))
    return label


def _column_label(h: str) -> str | None:
    for label, fields in _NAME_COLUMNS:
        if fields.fullmatch(h):
            return label
    if re.fullmatch(_PHONE_FIELDS, h):
        return "PHONE"
    if h in _AGE_COLUMNS:
        return "AGE_OVER_89"
    if _DATE_COLUMN.search(h):
        return "DATE"
    if h not in _BARE_NUMBER_COLUMNS and _ID_COLUMN.search(h) and not _NOT_ID_COLUMN.search(h):
        return "OTHER_ID"
    return None


# month names that are also common words (scorpion, amount, cancer, water, arrow, seal; "in" in Hindi; Ramadan the
# fast): a date only with a day before them ("۲۰ جدی"), never "عقرب ۲", "میزان ۵", "رمضان 30 يوماً"
_MONTHS_AMBIGUOUS = frozenset((
    "حمل ثور جوزا سرطان اسد سنبله میزان عقرب قوس جدی دلو حوت آب تیر مهر دی آذر صفر رجب شعبان رمضان مارس मे "
    "মে மே אב").split())
# month names of these languages and calendars (Gregorian, Levantine, Hijri, Solar Hijri, Afghan, Bengali, Hebrew,
# Ethiopian)
_MONTHS = _alt(
    "يناير | فبراير | مارس | أبريل | ابريل | مايو | يونيو | يوليو | أغسطس | سبتمبر | أكتوبر | اكتوبر | نوفمبر | "
    "ديسمبر | كانون الثاني | شباط | آذار | نيسان | أيار | حزيران | تموز | آب | أيلول | تشرين الأول | تشرين الثاني | "
    "كانون الأول | محرم | صفر | ربيع الأول | ربيع الثاني | جمادى الأولى | جمادى الآخرة | رجب | شعبان | رمضان | شوال | "
    "ذو القعدة | ذو الحجة | فروردین | اردیبهشت | خرداد | تیر | مرداد | شهریور | مهر | آبان | آذر | دی | بهمن | اسفند | "
    "حمل | ثور | جوزا | سرطان | اسد | سنبله | میزان | عقرب | قوس | جدی | دلو | حوت | جنوری | فروری | مارچ | اپریل | "
    "مئی | جون | جولائی | اگست | ستمبر | اکتوبر | نومبر | دسمبر | जनवरी | फ़रवरी | फरवरी | मार्च | अप्रैल | मई | जून | "
    "जुलाई | अगस्त | सितंबर | सितम्बर | अक्टूबर | अक्तूबर | नवंबर | नवम्बर | दिसंबर | दिसम्बर | जानेवारी | फेब्रुवारी | "
    "एप्रिल | मे | जुलै | ऑगस्ट | सप्टेंबर | ऑक्टोबर | नोव्हेंबर | डिसेंबर | জানুয়ারি | ফেব্রুয়ারি | মার্চ | এপ্রিল | মে | "
    "জুন | জুলাই | আগস্ট | সেপ্টেম্বর | অক্টোবর | নভেম্বর | ডিসেম্বর | বৈশাখ | জ্যৈষ্ঠ | আষাঢ় | শ্রাবণ | ভাদ্র | আশ্বিন | "
    "কার্তিক | অগ্রহায়ণ | পৌষ | মাঘ | ফাল্গুন | চৈত্র | ஜனவரி | பிப்ரவரி | மார்ச் | ஏப்ரல் | மே | ஜூன் | ஜூலை | "
    "ஆகஸ்ட் | செப்டம்பர் | அக்டோபர் | நவம்பர் | டிசம்பர் | Ιανουαρίου | Φεβρουαρίου | Μαρτίου | Απριλίου | Μαΐου | "
    "Ιουνίου | Ιουλίου | Αυγούστου | Σεπτεμβρίου | Οκτωβρίου | Νοεμβρίου | Δεκεμβρίου | Ιανουάριος | Φεβρουάριος | "
    "Μάρτιος | Απρίλιος | Μάιος | Ιούνιος | Ιούλιος | Αύγουστος | Σεπτέμβριος | Οκτώβριος | Νοέμβριος | Δεκέμβριος | "
    "ינואר | פברואר | מרץ | אפריל | מאי | יוני | יולי | אוגוסט | ספטמבר | אוקטובר | נובמבר | דצמבר | იანვარი | "
    "თებერვალი | მარტი | აპრილი | მაისი | ივნისი | ივლისი | აგვისტო | სექტემბერი | ოქტომბერი | ნოემბერი | "
    "დეკემბერი | հունվարի | փետրվարի | մարտի | ապրիլի | մայիսի | հունիսի | հուլիսի | օգոստոսի | սեպտեմբերի | "
    "հոկտեմբերի | նոյեմբերի | դեկտեմբերի | መስከረም | ጥቅምት | ኅዳር | ህዳር | ታኅሣሥ | ታህሳስ | ጥር | የካቲት | መጋቢት | "
    "ሚያዝያ | ግንቦት | ሰኔ | ሐምሌ | ነሐሴ | ጳጉሜ | იანვარს | თებერვალს | მარტს | აპრილს | მაისს | ივნისს | ივლისს | "
    "აგვისტოს | სექტემბერს | ოქტომბერს | ნოემბერს | დეკემბერს | ජනවාරි | පෙබරවාරි | මාර්තු | අප්\u200dරේල් | මැයි | "
    "ජූනි | ජූලි | අගෝස්තු | සැප්තැම්බර් | ඔක්තෝබර් | නොවැම්බර් | දෙසැම්බර් | "
    # round 79: Odia, Assamese and Dhivehi
    "ଜାନୁଆରୀ | ଜାନୁୟାରୀ | ଫେବୃଆରୀ | ଫେବୃଆରି | ମାର୍ଚ୍ଚ | ଏପ୍ରିଲ | ମେ | ଜୁନ | ଜୁନ୍ | ଜୁଲାଇ | ଅଗଷ୍ଟ | ସେପ୍ଟେମ୍ବର | "
    "ଅକ୍ଟୋବର | ନଭେମ୍ବର | ଡିସେମ୍ବର | জানুৱাৰী | ফেব্ৰুৱাৰী | মাৰ্চ | এপ্ৰিল | জুলাই | আগষ্ট | ছেপ্তেম্বৰ | "
    "চেপ্টেম্বৰ | ছেপ্টেম্বৰ | অক্টোবৰ | নৱেম্বৰ | নভেম্বৰ | ডিচেম্বৰ | ডিসেম্বৰ | ޖަނަވަރީ | ފެބްރުއަރީ | މާރިޗު | "
    "މާޗް | އޭޕްރީލް | އެޕްރީލް | މޭ | ޖޫން | ޖުލައި | އޮގަސްޓު | ސެޕްޓެމްބަރު | އޮކްޓޫބަރު | އޮކްޓޯބަރު | "
    "ނޮވެމްބަރު | ޑިސެމްބަރު")
_MONTHS_PLAIN = alternation(m.replace("\\", "") for m in _MONTHS.split("|") if m.replace("\\", "") not in _MONTHS_AMBIGUOUS)
_YEAR = r"(?:1[3-9]|20)\d\d"
_DATE_RE = re.compile(
    rf"(?<![\d\w])(?:\d{{1,2}}{_SP}?(?:ب|ה|ב)?(?:{_MONTHS})(?:{_SP}{_YEAR}(?:{_SP}?(?:هـ|ه\.ش|ش|م|বঙ্গাব্দ|ዓ\.ም\.?))?)?"
    rf"|(?:{_MONTHS_PLAIN}){_SP}\d{{1,2}}(?!\d)|{_YEAR}{_SP}(?:წლის{_SP}\d{{1,2}}{_SP})?(?:{_MONTHS_PLAIN})(?:{_SP}\d{{1,2}})?"
    # a Solar Hijri or Hijri date in digits ("۱۴۰۲/۱۱/۲۹", "٠٨/٠٩/١٤٤٥هـ"), which the date recognizer's years exclude
    rf"|1[34]\d\d[/-]\d{{1,2}}[/-]\d{{1,2}}(?![\d/])|(?<![\d/])\d{{1,2}}/\d{{1,2}}/1[34]\d\d(?:هـ)?"
    # a month and a year, in the middle, beginning or end of it too ("اواسط اردیبهشت ۱۴۰۳")
    rf"|(?:(?:اواسط|اوایل|اواخر){_SP})?(?:{_MONTHS_PLAIN}){_SP}{_YEAR})(?![{_L}\w])"
    # a Hebrew date, its day in letters (1 to 30: "י״ד באדר ב׳ תשפ״ד"; not "3 ס״מ באבחון")
    rf"|(?<![{_L}])(?:[א-ט][׳']|[יכל][׳']|ט[״\"][וז]|[יכ][״\"][א-ט])(?:{_SP})?ב(?:תשרי|חשוון|חשון|כסלו|טבת|שבט|"
    rf"אדר(?:{_SP}[אב][׳'])?|ניסן|אייר|סיוון|סיון|תמוז|אב|אלול)(?:{_SP}ת[א-ת]{{1,2}}[״\"][א-ת])?(?![{_L}])")
# an age's word before or after it ("גיל: 91", "בת 91", "عمر ۹۱ سال", "عمرها 90", "۹۵ ساله", "92 ετών"); not days, months or
# seconds ("العمر: 100 يوم", "גיל: 95 ימים", "בת 95 שניות")
_NOT_YEARS = (rf"(?!{_SP}?(?:يوم|أيام|يوما|شهر|أشهر|روز|ماه|دن|مہینے|दिन|महीने|দিন|মাস|நாட்கள்|நாள்|மாதம்|రోజులు|"
              rf"నెలలు|દિવસ|મહિના|ημερών|ημέρες|μηνών|ימים|יום|חודשים|שניות|דקות|დღე|დღის|თვე|თვის|օր|ամիս|ቀን|ወር|"
              rf"days?|months?|weeks?|d\b))")
_AGE_RE = re.compile(
    rf"{_START}(?:גיל|בן|בת|عمر|العمر|عمره|عمرها|سن|आयु|उम्र|বয়স|வயது|వయస్సు|ઉંમર|Ηλικία|Տարիք|ასაკი|ዕድሜ|"
    # round 79: Odia, Sinhala, Dhivehi and Tibetan, a word for "years" or "about" perhaps between
    rf"ବୟସ|වයස|ޢުމުރު|ལོ{_TSHEG}ཚད|ལོ)(?:{_TSHEG}?[ \t]*།|{_TSHEG})?[ \t]*[:：]?[ \t]*"
    rf"(?:(?:අවුරුදු|ପ୍ରାୟ|প্ৰায়|ལོ{_TSHEG}?)[ \t]*)?"
    rf"(?P<a>\d{{2,3}})(?!\d){_NOT_YEARS}|(?<!\d)(?P<b>\d{{2,3}}){_SP}?(?:ساله|ετών)(?![{_L}])")

# round 74: a town named in Arabic script (:func:`lexicons.arabic_script_towns`) as an address's or a letterhead's part,
# between separators ("– المعادي، القاهرة⏎", "| صلالة |") or after a word for "in", "from", "to", "the city of", "the
# province of" ("في نابلس", "من درعا", "در مشهد", "لاہور میں" is not read)
_ARABIC_LETTER = re.compile("[\u0621-\u064a\u0671-\u06d3]")
_TOWN_WORD_RE = re.compile("[\u0621-\u064a\u0671-\u06d3][\u0621-\u0652\u0671-\u06d3\u200c]*")
_TOWN_SEPARATORS_BEFORE = frozenset("\n|،,:(–—-/")
_TOWN_SEPARATORS_AFTER = frozenset("\n|،,)–—-./؛;")
_TOWN_CUES = frozenset("في من إلى الى مدينة بمدينة محافظة ولاية قضاء مواليد سكان در از به شهر شهرستان استان ضلع".split())


def _towns(text: str, src: str) -> list[Span]:
    """Towns of :func:`lexicons.arabic_script_towns` in a place's position (see above): the longest name of three
    words or fewer at each word."""
    towns = lexicons.arabic_script_towns()
    words = list(_TOWN_WORD_RE.finditer(text))

    def town(i: int, start: int, end: int) -> Span | None:
        if text[start:end] in towns and _town_position(text, start, end, words[i - 1] if i else None):
            return Span(start, end, "CITY", src, 0.75)
        return None

    return longest_word_runs(text, words, town)


def _town_position(text: str, start: int, end: int, before: re.Match[str] | None) -> bool:
    after = text[end:end + 3].lstrip(" \u00a0")
    if after and after[0] not in _TOWN_SEPARATORS_AFTER and not after[0].isdigit():
        return False
    head = text[max(0, start - 3):start].rstrip(" \u00a0\t")
    if not head or head[-1] in _TOWN_SEPARATORS_BEFORE:
        return True
    return before is not None and before.end() == start - 1 and before.group(0) in _TOWN_CUES


# round 79: Tibetan and Dzongkha write a hospital's, an office's or a place's kind as the last syllables of its name
# ("བདེ་ལེགས་སྨན་ཁང", Delek Hospital; "ཐིམ་ཕུ་རྫོང་ཁག", Thimphu district; "ཆེང་ཀོན་ཆུས", Chengguan county): the word, two
# syllables of its own or more before its kind, ends there (not "ནང་ཁུལ་སྨན་ཁང་ཨང", the inpatient number)
_TIB = "\u0f40-\u0fbc"
_TIBETAN_KIND_END = rf"(?:{_TSHEG}(?=[ \t\n།,.:;()/|]|\Z)|(?=[ \t\n།,.:;()/|]|\Z))"
_TIBETAN_FACILITY_RE = re.compile(
    rf"(?<![{_TIB}{_TSHEG}])(?P<n>[{_TIB}]+{_TSHEG}[{_TIB}]+{_TSHEG}(?:[{_TIB}]+{_TSHEG}){{0,10}}?)"
    rf"(?:སྨན{_TSHEG}རྩིས{_TSHEG}ཁང|སྨན{_TSHEG}ཁང|ལས{_TSHEG}ཁུངས|བཟོ{_TSHEG}གྲྭ|དགོན{_TSHEG}པ|སློབ{_TSHEG}གྲྭ)"
    rf"{_TIBETAN_KIND_END}")
_TIBETAN_PLACE_RE = re.compile(
    rf"(?<![{_TIB}{_TSHEG}])(?P<n>[{_TIB}]+{_TSHEG}(?:[{_TIB}]+{_TSHEG}){{0,6}}?)"
    rf"(?:རྫོང{_TSHEG}ཁག|རྒེད{_TSHEG}འོག|གྲོང{_TSHEG}ཁྱེར|གྲོང{_TSHEG}ཚོ|ཆུས|ཤང|རྫོང)"
    rf"{_TIBETAN_KIND_END}")
# a village, a gewog or a dzongkhag as a Dzongkha form's field, its English label after a slash ("གཡུས་ / Village : Yadi",
# "རྒེད་འོག་ / Gewog : ཚ་མང་ / Tsamang"): the value to the line's end
_TIBETAN_PLACE_FIELD_RE = re.compile(
    rf"(?<![{_TIB}{_TSHEG}])(?:གཡུས|རྒེད{_TSHEG}འོག|རྫོང{_TSHEG}ཁག){_TSHEG}?[ \t]*(?:/[ \t]*[A-Za-z]{{2,12}}[ \t]*)?"
    rf"(?:[:：]|{_TSHEG}?།)[ \t]*(?P<v>[^\s:|][^\n|:]{{0,40}}?)(?=[ \t]*(?:\n|\||[ \t]{{2}}|\Z))")
# a Tibetan date: a month and a day in digits, a year before them perhaps ("ཟླ་ ༩ ཚེས་ ༢༥", "༢༠༢༤ ལོའི་ཟླ་ ༦ ཚེས་ ༣"; its
# digits read as ASCII already)
_TIBETAN_DATE_RE = re.compile(
    rf"(?:(?<![\d\w]){_YEAR}[ \t]?(?:ལོའི{_TSHEG}|ལོ{_TSHEG})?[ \t]?)?(?<![{_TIB}])ཟླ(?:{_TSHEG}བ)?{_TSHEG}?[ \t]?"
    rf"(?:0?[1-9]|1[0-2])[ \t]?ཚེས{_TSHEG}?[ \t]?(?:[0-2]?[0-9]|3[01])(?!\d)")
# round 79: a Maldivian island or a ward of Malé after its atoll's letter ("ތ. ވިލުފުށި", "ހދ. ކުޅުދުއްފުށި", "ގ. ސީވިއު")
_THAANA_ISLAND_RE = re.compile(r"(?<![\u0780-\u07bf.])[\u0780-\u07a5][\u0780-\u07b0]?\.[ \t]?[\u0780-\u07a5][\u0780-\u07b1]+")
# round 79: a health centre's kind in English before its town in Odia, Assamese or Sinhala ("CHC ରାଇରଙ୍ଗପୁର", "PHC
# ବିସୋଇ", "MOH කොලොන්නාව", "PMCU යක්විල"), a sub-centre's after it ("ଜାମଦା SC"); not a postposition after the kind ("PHC
# ରେ", at the PHC; the other scripts' "PHC मध्ये", "PHC కి" are not read)
_KIND_TOWN_SCRIPTS = "\u0980-\u09ff\u0b00-\u0b7f\u0d80-\u0dff"
_KIND_TOWN_RE = re.compile(
    rf"(?<![A-Za-z])(?:CHC|PHC|UPHC|SDH|DHH|MOH|PMCU|BHU){_SP}(?P<t>[{_KIND_TOWN_SCRIPTS}][{_KIND_TOWN_SCRIPTS}{_JOIN}]+)"
    rf"(?![{_L}{_JOIN}])|(?<![{_L}{_JOIN}])(?P<s>[{_KIND_TOWN_SCRIPTS}][{_KIND_TOWN_SCRIPTS}{_JOIN}]+){_SP}SC(?![A-Za-z])")
_POSTPOSITIONS = frozenset("ରେ କୁ ରୁ ଠାରେ ପାଇଁ ত তে থেকে ৰ লৈ ক ට වෙත එකේ සිට".split())
# round 79: a name after a kin word in Odia, Assamese, Sinhala or Dhivehi ("ପୁଅ ସୌମ୍ୟ ରଞ୍ଜନ ସାହୁ,", "ঘৈণী মামণি কোঁৱৰ —",
# "පුතා - චමින්ද)", "ދަރިފުޅު ޔާސިރު 7790412"), ending its cell, before a phone's digits or an honorific
_KIN_BEFORE_NAME = _alt("ପୁଅ | ଝିଅ | ସ୍ୱାମୀ | ସ୍ତ୍ରୀ | ବାପା | ମା | ଶିଶୁ | ବୁଢ଼ୀ ମା | ঘৈণী | পুতেক | জীয়েক | স্বামী | "
                        "দেউতাক | පුතා | දුව | සැමියා | බිරිඳ | ආච්චි | ފިރިމީހާ | އަނބިމީހާ | ދަރިފުޅު | ބައްޕަ | މަންމަ")
_KIN_NAME_RE = re.compile(rf"{_START}(?:{_KIN_BEFORE_NAME})(?:[ \t]?[-–][ \t]?|[ \t])(?:(?:{_TITLES})[ \t]*)?"
                          rf"(?P<n>(?=[{_L}]){_RUN})")
# (not a sentence's end: "ଶିଶୁ ଟିକେ ଥଣ୍ଡା ଥିଲା।", the baby was a little cold)
_KIN_NAME_END = re.compile(r"[ \u00a0]?(?:[\n|–—,،()/;؛:]|\Z|[ \t]{2}|[ \u00a0]-[ \u00a0])|[ \t]*\+?\d")


class NativeScriptRecordRecognizer(Recognizer):
    """Names, addresses, hospitals, ids, phone numbers, dates and great ages of a record written in Greek, Hebrew,
    an Arabic, Indic or Caucasian script, or Ethiopic (see the module's docstring)."""

    name = "native_script_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "STREET_ADDRESS", "POSTCODE", "CITY", "FACILITY",
              "OTHER_ID", "PHONE", "DATE", "AGE_OVER_89")

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if text.isascii() or _ANY.search(text) is None:
            return []
        src = self.name
        out: list[Span] = []
        for m in _FIELD_NAME_RE.finditer(text):
            kind = next(k for k in "prc" if m.group(k))
            # (at a cell's start, or after the label's other language: "රෙජිස්ට්‍රාර් / Registrar:"; not "دوا کا نام:", a
            # drug's name)
            if _at_cell_start(text, m.start(), _FIELD_CELL_STARTS) and (
                    # (a role in English only at a line's start: "ANM : ସସ୍ମିତା ନାୟକ", not a chat's "Sabitri ASHA: ...")
                    not m.group(kind).isupper() or not text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip(" \t|")):
                bare = m.group(kind) in _BARE_PATIENT_FIELDS
                out += _name(text, m, _NAME_LABEL[kind], src, 0.85, ends_cell=True, skip_kin=kind == "r",
                             min_words=2 if bare else 1, end_re=_LINE_END if bare else _CELL_END)
        for m in _TITLE_NAME_RE.finditer(text):
            title = m.group("t")
            word_title = title in _WORD_TITLES
            out += _name(text, m, "CLINICIAN_NAME" if _doctor(title) else "PATIENT_NAME", src, 0.8,
                         ends_cell=word_title, max_words=3 if word_title else 6)
        for m in _NAME_BEFORE_ID_RE.finditer(text):
            if _at_cell_start(text, m.start(), _VALUE_CELL_STARTS):
                out += _name(text, m, "PATIENT_NAME", src, 0.8)
        for m in _KIN_NAME_RE.finditer(text):
            out += _name(text, m, "RELATIVE_NAME", src, 0.75, ends_cell=True, max_words=4, end_re=_KIN_NAME_END)
        out += _other_mentions(text, out, src)
        for m in _ADDRESS_FIELD_RE.finditer(text):
            if _address_value(m.group("v")):
                out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.8))
        for m in _NUMBERED_STREET_RE.finditer(text):
            if not m.group("cell") or _at_cell_start(text, m.start(), _VALUE_CELL_STARTS):
                out.append(Span(m.start(), m.end(), "STREET_ADDRESS", src, 0.8))
        for m in _PIN_ADDRESS_RE.finditer(text):
            out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.8))
        for m in _STREET_CHAIN_RE.finditer(text):
            if any(c.isdigit() or c in ",،" for c in m.group(0)):
                out.append(Span(m.start(), m.end(), "STREET_ADDRESS", src, 0.8))
        if _ARABIC_LETTER.search(text):
            out += _towns(text, src)
        if _INDIC_LETTER.search(text):
            out += _indic_addresses(text, src)
            out += _indic_names(text, src)
        if _TSHEG in text:
            out += _tibetan(text, src)
        for m in _THAANA_ISLAND_RE.finditer(text):
            out.append(Span(m.start(), m.end(), "CITY", src, 0.75))
        for m in _KIND_TOWN_RE.finditer(text):
            if (m.group("t") or m.group("s")) not in _POSTPOSITIONS:
                out.append(Span(m.start(), m.end(), "FACILITY", src, 0.8))
        for m in _GREEK_POSTCODE_RE.finditer(text):
            out += [Span(*m.span("pc"), "POSTCODE", src, 0.8), Span(*m.span("t"), "CITY", src, 0.75)]
        for m in _FACILITY_FIRST_RE.finditer(text):
            words = m.group("n").split()
            cut = next((i for i, w in enumerate(words) if w in _STOP), len(words))
            end = m.start("n") + len(" ".join(words[:cut]))
            # (a general hospital and its town, in running text too: "από Γ.Ν. Κατερίνης")
            if (m.group("h") == "Γ.Ν." and cut) or _facility_ok(text, m.start(), end, words[:cut]):
                out.append(Span(m.start(), end, "FACILITY", src, 0.85))
        for m in _FACILITY_LAST_RE.finditer(text):
            words = m.group("n").split()
            keep = next((i + 1 for i in range(len(words) - 1, -1, -1) if words[i] in _STOP), 0)
            start = m.start("n") + len(" ".join(words[:keep])) + (1 if keep else 0)
            if _facility_ok(text, start, m.end(), words[keep:]):
                out.append(Span(start, m.end(), "FACILITY", src, 0.85))
        for m in _ID_RE.finditer(text):
            if sum(c.isdigit() for c in m.group("v")) >= 5:
                out.append(Span(*m.span("v"), "OTHER_ID", src, 0.85))
        for m in _CODE_AFTER_NUMBER_WORD_RE.finditer(text):
            if sum(c.isdigit() for c in m.group("v")) >= 4:
                out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
        for m in _NUMBER_FIELD_RE.finditer(text):
            if sum(c.isdigit() for c in m.group("v")) >= 4 and _NOT_ID_COLUMN.search(m.group("f")) is None and (
                    m.group("f") != "شماره" or not m.group("v").isdigit()):
                # (a postcode's field: "کد پستی:", "الرمز البريدي")
                postal = "پستی" in m.group("f") or "بريد" in m.group("f")
                out.append(Span(*m.span("v"), "POSTCODE" if postal else "OTHER_ID", src, 0.8))
        if _INDIC_LETTER.search(text):
            for m in _INDIC_NUMBER_FIELD_RE.finditer(text):
                # (nor a mobile's ten or eleven digits after "contact no." or "X's no.": "सम्पर्क नं. 9856038214")
                v = m.group("v")
                if (sum(c.isdigit() for c in v) >= 4 and _NOT_INDIC_ID.search(m.group("f")) is None
                        and _MOBILE_DIGITS.fullmatch(v) is None):
                    out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
        for m in _PHONE_RE.finditer(text):
            if sum(c.isdigit() for c in m.group("v")) >= 7:
                out.append(Span(*m.span("v"), "PHONE", src, 0.85))
        for m in _DATE_RE.finditer(text):
            out.append(Span(m.start(), m.end(), "DATE", src, 0.85))
        for m in _AGE_RE.finditer(text):
            g = "a" if m.group("a") else "b"
            if 90 <= int(m.group(g)) <= 125:
                out.append(Span(*m.span(g), "AGE_OVER_89", src, 0.85))
        return out


def _tibetan(text: str, src: str) -> list[Span]:
    """A Tibetan or Dzongkha record's hospitals, offices and places by their last syllables, its places' fields and
    its dates (see ``_TIBETAN_FACILITY_RE``)."""
    out = [Span(m.start(), m.end(), "FACILITY", src, 0.8) for m in _TIBETAN_FACILITY_RE.finditer(text)]
    out += [Span(m.start(), m.end(), "CITY", src, 0.75) for m in _TIBETAN_PLACE_RE.finditer(text)]
    out += [Span(*m.span("v"), "CITY", src, 0.75) for m in _TIBETAN_PLACE_FIELD_RE.finditer(text)]
    out += [Span(m.start(), m.end(), "DATE", src, 0.85) for m in _TIBETAN_DATE_RE.finditer(text)]
    return out


def _indic_addresses(text: str, src: str) -> list[Span]:
    """An address's parts before its town and PIN, and a village's units (see ``_TOWN_PIN_RE``, ``_UNIT_RE``)."""
    out: list[Span] = []
    for m in _TOWN_PIN_RE.finditer(text):
        town = m.group("town")
        if (len(m.group("pin")) == 4 and not _BENGALI.search(town)) or town.split()[0] in _GENERIC_PLACE_WORDS:
            continue
        head = text[max(0, m.start() - 3):m.start()].rstrip(" \t")
        if head and head[-1] not in ",،\n|:":
            continue
        out += [Span(*m.span("town"), "CITY", src, 0.75), Span(*m.span("pin"), "POSTCODE", src, 0.8)]
        # (the parts before it on its line, back to a field's colon or the line's start)
        line_start = max(text.rfind("\n", 0, m.start()), text.rfind(":", 0, m.start())) + 1
        parts = text[line_start:m.start()].rstrip(" ,،\t")
        if parts and _ANY.search(parts) and len(parts) <= 120 and _HEAD_LAST_RE.search(parts) is None:
            lead = len(parts) - len(parts.lstrip())
            out.append(Span(line_start + lead, line_start + len(parts), "STREET_ADDRESS", src, 0.75))
    for m in _UNIT_RE.finditer(text):
        words = m.group("n").split()
        # (not another unit's word, "गाँव पोस्ट थाना", a form's blank; nor an abbreviation, "जि.रु.", a district hospital)
        if (words[0] not in _GENERIC_PLACE_WORDS and _HEAD_LAST_RE.search(m.group("n")) is None
                and not any(w in _STOP or w in _UNIT_WORD_SET for w in words)
                and (len(m.group("n")) > 3 or text[m.end("n"):m.end("n") + 1] != ".")):
            out.append(Span(*m.span("n"), "CITY", src, 0.75))
    for m in _UNIT_AFTER_RE.finditer(text):
        if m.group("n") not in _GENERIC_PLACE_WORDS and m.group("n") not in _STOP:
            out.append(Span(*m.span("n"), "COUNTY", src, 0.75))
    return out


# round 76: a name of the Indic scripts by its own shape: after a relation's mark ("S/o కుంజిమొయ్తీన్", "W/o కొండా
# రవీందర్", "க/பெ சண்முகசுந்தரம்", "த/பெ பெருமாள்"), after its initials ("இரா. பாலசுப்பிரமணியன்", "కె. ప్రసాద్ బాబు", "പി. ജെ.
# വർഗീസ്"), a Sikh's given name before "Singh" or "Kaur" and the surname after ("ਗੁਰਬਚਨ ਸਿੰਘ ਢਿੱਲੋਂ", "ਬਲਵਿੰਦਰ ਕੌਰ"), a
# Gujarati name with its "bhai" or "ben" ("કિશોરભાઈ", "હીરાબેન રબારી")
_IW = rf"[{_IN}][{_IN}{_JOIN}]+"
_IINIT = rf"[{_IN}]{{1,3}}\."
_RELATION_NAME_RE = re.compile(
    rf"(?<![\w/])(?:[SDWMsdwm]/[Oo]\.?|க/பெ\.?|த/பெ\.?)[ \t]*:?[ \t]*"
    rf"(?P<n>(?:{_IINIT}[ \t]?){{0,3}}{_IW}(?:[ \t]{_IW}){{0,2}})")
# (initials first only in the scripts that write names so, Gurmukhi to Malayalam: not Hindi's "ओ.पी.डी. पर्ची", an OPD
# slip)
_INITIALS_NAME_RE = re.compile(
    rf"(?<![{_L}{_JOIN}.])(?P<n>(?:[\u0a00-\u0dff]{{1,3}}\.[ \t]?){{1,3}}{_IW}(?:[ \t]{_IW}){{0,2}})")
_SIKH_NAME_RE = re.compile(rf"(?<![{_L}{_JOIN}])(?P<n>{_IW}(?:[ \t]{_IW})?[ \t](?:ਸਿੰਘ|ਕੌਰ)(?:[ \t](?P<s>{_IW}))?)(?![{_L}])")
_GUJARATI_NAME_RE = re.compile(rf"(?<![{_L}{_JOIN}])(?P<n>[\u0a80-\u0aff]{{2,}}(?:ભાઈ|બેન)(?:[ \t](?P<s>[\u0a80-\u0aff]{{2,}}))?)"
                               rf"(?![{_L}])")
# words that end such a name: Punjabi's and, the agent's and the genitive's marks, "ji", Gujarati's and Tamil's "and"
_TITLE_BEFORE_RE = re.compile(rf"(?:{_TITLES})[ \t]*$")
_ABBREVIATION_GOES_ON = re.compile(rf"\.[{_L}:]?|:")
_INDIC_NAME_STOP = frozenset("ਤੇ ਨੇ ਦਾ ਦੀ ਦੇ ਨੂੰ ਜੀ ਵਿੱਚ ਤੋਂ ਅਤੇ ਹਨ ਹੈ ਸੀ અને ને નો ની નું છે மற்றும் ஆகியோர் మరియు".split())


def _indic_names(text: str, src: str) -> list[Span]:
    out: list[Span] = []

    def words_until_stop(start: int, value: str) -> int | None:
        """The end of ``value``'s words before a stop word (one space or tab between them), if a word is left."""
        kept: list[str] = []
        for w in value.split():
            if w in _STOP or w in _INDIC_NAME_STOP or w in _UNIT_WORD_SET or w in _GENERIC_PLACE_WORDS:
                break
            kept.append(w)
        if not kept or not any(not w.endswith(".") for w in kept):
            return None
        return start + len(" ".join(kept))

    for rx, label in ((_RELATION_NAME_RE, "RELATIVE_NAME"), (_INITIALS_NAME_RE, "PATIENT_NAME")):
        for m in rx.finditer(text):
            # (an initial of two letters or more, its marks aside, only at a cell's start or after a title: not a
            # sentence's last word, "... வரி பொலம். ఊర్లో", "... தான. அது")
            first = m.group("n").split(".")[0]
            if (rx is _INITIALS_NAME_RE and sum(unicodedata.category(c)[0] == "L" for c in first) > 1
                    and not _at_cell_start(text, m.start("n"), _VALUE_CELL_STARTS)
                    and not _TITLE_BEFORE_RE.search(text, max(0, m.start() - 12), m.start())):
                continue
            end = words_until_stop(m.start("n"), m.group("n"))
            # (nor an abbreviation's part: "தொ.பே:", "தொ.இல.", "બ.નં.")
            if end is not None and not _ABBREVIATION_GOES_ON.match(text, end, end + 2):
                out.append(Span(m.start("n"), end, label, src, 0.7))
    for rx in (_SIKH_NAME_RE, _GUJARATI_NAME_RE):
        for m in rx.finditer(text):
            end = m.end("n")
            if m.group("s") and (m.group("s") in _INDIC_NAME_STOP or m.group("s") in _STOP):
                end = m.start("s") - 1
            first = m.group("n").split()[0]
            if first not in _INDIC_NAME_STOP and first not in _STOP:
                out.append(Span(m.start("n"), end, "PATIENT_NAME", src, 0.7))
    return out


def _facility_ok(text: str, start: int, end: int, name: list[str]) -> bool:
    """A hospital's name fills its cell (a letterhead's line, a field's value, a list's item) and has a word of its
    own ("مستشفى الزيتونة التخصصي⏎"; not "يراجع عيادة المتابعة بعد", "जिला अस्पताल रेफर किया")."""
    # (round 74: nor a field's label, "شركة التأمين: ...", the insurer)
    return bool(name) and any(w not in _GENERIC_PLACE_WORDS for w in name) and _at_cell_start(
        text, start, _PLACE_CELL_STARTS) and _CELL_END.match(text, end) is not None and not text.startswith(
        (":", " :"), end)


def _address_value(v: str) -> bool:
    """An address's value: a number in it, or two parts or more of three words at most ("ধানমন্ডি, ঢাকা"), not a
    sentence ("غير معروف، أحضرته سيارة الإسعاف من الطريق العام.", "Νοσηλευτική Υπηρεσία" of a "Διεύθυνση")."""
    if any(c.isdigit() for c in v):
        return True
    parts = [p.split() for p in re.split(r"[,،།]", v.rstrip(". "))]
    return len(parts) >= 2 and all(1 <= len(p) <= 3 and p[0] not in _STOP for p in parts)


_DOCTOR_TITLES = ("د.", "د .", "الدكتور", "الدكتورة", "دكتور", "دكتورة", "دکتر", "ڈاکٹر", "داکتر", "ד\"ר", "ד״ר", "דר'",
                  "פרופ", "डॉ", "डॉक्टर", "ডাঃ", "ডা.", "ডাক্তার", "டாக்டர்", "డా.", "డాక్టర్", "ડૉ", "ડો.", "ಡಾ.",
                  "ഡോ.", "ਡਾ.", "ආචාර්ය", "Δρ", "Բժ.", "ዶ/ር", "ዶክተር", "Dr")


def _doctor(matched: str) -> bool:
    return matched.startswith(_DOCTOR_TITLES)


# the Sinhala "doctor", also the adjective "medical" ("වෛද්‍ය සහතිකය", a medical certificate), so a title only
# before a name a field introduces
_LEADING_TITLES = frozenset(("වෛද්\u200dය", "වෛද්ය"))
_TITLE_WORD_RE = re.compile(_TITLES)
# a name right before an Israeli id's cue and its number, at a cell's start or after a dash ("הנדון: מכתב הפניה – יוסף
# אלמוג, ת.ז. 028471539"; not "נא להביא ת.ז. וכרטיס", bring your id card)
_NAME_BEFORE_ID_RE = re.compile(
    rf"{_START}(?P<n>{_W}(?:{_SP}{_W}){{1,2}}),?{_SP}(?:ת\.ז\.|ת[\"״]ז)[ \t:]{{0,3}}\d{{5,9}}")
_WORD_RE = re.compile(_W)
# name words too common to find a person by alone ("God" in "جزاک اللہ", "Mohammed", "son of", "servant of")
_TOO_COMMON_ALONE = frozenset("الله اللہ محمد محمّد عبد عبدال بن بنت ولد آل ال".split())


def _other_mentions(text: str, names: list[Span], src: str) -> list[Span]:
    """Other mentions of the names found: a run of two or more of their words, or one word of four letters or more
    ("[1] હંસાબેન પટેલ – GLIMEPIRIDE" after "દર્દી: હંસાબેન પ્રવીણભાઈ પટેલ"), with the label of the name it came from."""
    label_of: dict[str, str] = {}
    for s in names:
        for w in text[s.start:s.end].split():
            w = w.rstrip(".")
            if len(w) >= 2 and w not in _STOP:
                label_of.setdefault(w, s.label)
    if not label_of:
        return []
    out: list[Span] = []
    run: list[re.Match[str]] = []

    def flush() -> None:
        if len(run) >= 2 or (run and len(run[0].group(0)) >= 4 and run[0].group(0) not in _TOO_COMMON_ALONE):
            out.append(Span(run[0].start(), run[-1].end(), label_of[run[0].group(0)], src, 0.6))
        run.clear()

    for m in _WORD_RE.finditer(text):
        if m.group(0) not in label_of:
            flush()
            continue
        if run and text[run[-1].end():m.start()] not in (" ", "\u00a0"):
            flush()
        run.append(m)
    flush()
    return out


# round 74: a word joined to "and" ("وتم"), given names that start with its letter ("وليد"), and the first words of a
# name's two-word parts ("عبد الرؤوف", "بن سعيد"), for the length of a name in Arabic prose (see :func:`_name`)
_CONJOINED_WORD = re.compile("و[\u0621-\u064a]{2,}")
_NAMES_WITH_WAW = frozenset("وليد وفاء وائل وداد وسام وجدي وهيب وديع وردة وصال وعد وضاح وحيد وحيدة وجيه وجيهة وهبة".split())
_NAME_JOINERS = frozenset("عبد بن بنت ابن أبو ابو أم آل".split())


def _name(text: str, m: re.Match[str], label: str, src: str, score: float, *, ends_cell: bool = False,
          min_words: int = 1, max_words: int = 6, skip_kin: bool = False, end_re: re.Pattern[str] = _CELL_END
          ) -> list[Span]:
    """The name of ``m``'s group ``n``, its run cut before the first function word (none if it starts with one);
    with ``ends_cell``, none unless the name ends its cell or an honorific follows it; none in Greek unless
    capitalised ("κ.λπ.", "κ. άκρων")."""
    s = m.start("n")
    words = m.group("n").split()
    while words and (words[0] in _LEADING_TITLES or _TITLE_WORD_RE.fullmatch(words[0]) or (
            skip_kin and words[0] in _KIN_WORDS)):
        # (a title the run took for a word: "වෛද්‍ය එච්. එම්. ගුණතිලක", "প্রিয় শ্রী সুব্রত ঘোষাল"; "ابنه يزن")
        s += len(words.pop(0)) + 1
    # (a function word of three letters or more with a sentence's full stop ends the run too: "خانم جما است."; a
    # shorter one with a dot is an initial: "डॉ. अ. के. मिश्रा")
    cut = next((i for i, w in enumerate(words) if w in _STOP or (w.endswith(".") and len(w) > 3 and w[:-1] in _STOP)),
               len(words))
    if not min_words <= cut <= max_words or _GREEK_SMALL.match(words[0]) or len(words[0]) == 1:
        return []  # (a one-letter word is no name, an initial has its dot: "20 د.أ", Jordanian dinars)
    if _ARABIC_LETTER.match(words[0]) and cut > 1 and _CELL_END.match(text, s + len(" ".join(words[:cut]))) is None:
        # round 74: in Arabic prose a name is three parts at most ("عبد الرؤوف", "بن سعيد": one part), and a word joined
        # to "and" starts the sentence's next clause ("مع د. نرمين وتم شرح طريقة الحقن": "and it was explained"), not a
        # name ("وليد", "وفاء")
        units = list(itertools.accumulate(w not in _NAME_JOINERS for w in words[:cut]))
        cut = 1 if _CONJOINED_WORD.fullmatch(words[1]) and words[1] not in _NAMES_WITH_WAW else min(
            cut, next((i for i, u in enumerate(units) if u > 3), cut))
    end = s + len(" ".join(words[:cut])) if cut < len(words) else m.end("n")
    if ends_cell and not (cut < len(words) and words[cut] in _AFTER_NAME) and end_re.match(text, end) is None:
        return []  # "دکتر گفتند باید ...", "ד״ר תורן עדכן", "السيدة الحامل تشكو": a sentence goes on
    return [Span(s, end, label, src, score)]

