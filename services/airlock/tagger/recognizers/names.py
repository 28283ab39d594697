"""Person names without a pretrained NER model: lexicons + capitalisation + context rules.

Evidence per token: membership and popularity rank in the name lexicons (names-dataset, Faker), English word
frequency (wordfreq) to spot names that are also common words, capitalisation (ignored in ALL-CAPS notes).
Context: titles (Dr, Mr, Mrs, Sister, Prof ...), roles (patient, pt, investigator, CRA, seen by, signed),
relations (son, daughter, husband, wife, NOK ...), labelled fields ("Name:"), signature lines. A run of
name-like tokens is accepted when context supports it, or when its lexicon evidence is strong enough on its
own (a given name followed by a capitalised token, a rare surname). Accepted tokens are then propagated to
their other mentions in the document ("Mrs Okafor ... Okafor was reviewed").

Labels: CLINICIAN_NAME / INVESTIGATOR / RELATIVE_NAME from the context, PATIENT_NAME otherwise.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
import re
from collections import Counter
from collections.abc import Callable, Iterable

from airlock.core.spans import Span
from airlock.tagger import languages, lexicons
from airlock.tagger.cyrillic import CAPITALS, SMALL
from airlock.tagger.recognizers import vietnamese
from airlock.tagger.recognizers.base import (
    Coverage,
    Doc,
    Intervals,
    Recognizer,
    TakenSpans,
    mostly_lower,
    typed_lower,
)
from airlock.tagger.recognizers.drug_brands import DRUG_BRANDS, DRUG_STEM

# the languages whose common words a name found in a note written in them may be (see _without_foreign_words); not
# Russian nor Ukrainian (round 73): their given names are common words there ("Світлана", "Сергій"), and the name
# lists hold no Cyrillic names to tell them by
_FOREIGN_WORD_LANGUAGES = tuple(lang for lang in languages.LANGUAGES if lang not in languages.EAST_SLAVIC)

# a word (letters, single apostrophes/hyphens between letters), a number or one punctuation mark. (Same tokens as
# r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*(?:['’]s)?|..." -- whose "'s" tail the loop always takes first --
# written with runs of letters that re matches in a tight loop instead of one alternation per character.)
# (a word keeps its combining marks: Yoruba "ṢÓDÍPỌ̀" has a tone mark no precomposed letter holds)
_WORD_WITH_MARKS = r"[^\W\d_]+(?:[\u0300-\u036f]+[^\W\d_]*)*"
_TOKEN_RE = re.compile(rf"{_WORD_WITH_MARKS}(?:['’\-]{_WORD_WITH_MARKS})*|[0-9]+|[^\w\s]")
_MATCH_SPAN = re.Match.span
_MATCH_GROUP = re.Match.group

TITLES_CLIN = {
    "dr", "drs", "doctor", "md", "dnp", "aprn", "cpn", "cns", "anp", "acp", "hcp", "sw", "slt", "ot", "rt", "prof", "professor", "sister", "nurse", "matron", "consultant", "registrar", "surgeon",
    "physician", "midwife", "physio", "physiotherapist", "pharmacist", "dietitian", "therapist", "paramedic",
    "sn", "rn", "hca", "pa", "fy1", "fy2", "sho", "spr", "st1", "st2", "st3", "ct1", "ct2", "gp", "anaesthetist",
    "anesthetist", "radiologist", "oncologist", "cardiologist", "psychiatrist", "psychologist", "resident",
    "intern", "fellow", "attending", "hospitalist", "practitioner", "sr", "staff",
    "enp",  # round 53: an emergency nurse practitioner ("ENP Breesha Cregeen")
    # Spanish/Portuguese/Italian professional titles: Dra. (doctora), Lic./Lcda. (licenciado/a), Enf.
    # (enfermera), Dott./Dott.ssa; the name is what follows them
    "dra", "lic", "lcda", "lcdo", "licda", "enf", "dott", "dottssa",
    # round 52: Central and Eastern European ones: Czech MUDr. and Mgr., Polish lek. (lekarz) and rezydent, the
    # Bulgarian d-r/д-р, doc./проф. in Cyrillic, a primarius ("MUDr. Pavla Šťastná", "lek. Marta Zielińska", "Доц.
    # д-р Александар Петровски")
    "mudr", "mgr", "lek", "rezydent", "d-r", "д-р", "доц", "проф", "prim",
    # round 65: the Greek Dr (Δρ, Δρα: "Δρ Μαρία Κυριάκου")
    "δρ", "δρα",
    # US care-team credentials written before the name ("w/ NP Ondine Delacroix-Mbeki", "CNM Ruth Abebe")
    # (a midwife or community midwife, a community health worker: "MW Ngozi", "CHW Tendai")
    "mw", "cmw", "chw",
    "np", "fnp", "arnp", "agnp", "cnm", "crna", "lpn", "lvn", "slp", "lcsw", "licsw", "msw", "pharmd", "rph",
}
TITLES_PAT = {"mr", "mrs", "ms", "miss", "mx", "master", "mstr", "madam", "sir", "rev", "revd", "fr", "rabbi", "imam",
              "mister", "missus",  # round 83: as voice recognition writes them ("re mister emmanuel okonkwo-ade")
              "hon", "judge",  # round 22: a judge ("ORDERED BY: HON. WINIFRED ACHTERLONIE")
              "pastor", "sgt", "officer", "deputy", "dep", "det", "detective", "ofc", "cpl", "capt", "trooper", "tpr",
              # round 34: UK and Commonwealth police ranks ("Constable Wafula", "WPC Achieng", "Insp. Mwangi"; not "PC",
              # primary care in "VA CBOC PC GREEN TEAM")
              "constable", "wpc", "pcso", "sergeant", "inspector", "corporal", "supt",
              "ptl", "ptlm", "patrolman",  # round 51: a US patrolman ("Ptl. A. Ruiz #522")
              "kahu", "sheikh", "priest", "chaplain",  # round 27: "priest Ghebremedhin agreed to come"
              # Indian honorifics: Tamil Thiru./Tmt./Thirumathi, Hindi Shri/Smt.
              "thiru", "tmt", "thirumathi", "shri", "smt",
              # Spanish/Portuguese: Sra./Srta. (señora/señorita)
              "sra", "srta",
              # round 38: US Army and British Army ranks before a soldier's name ("SSG (Ret.) Miguel Torres", "LCpl
              # Dean Hoyle"; not "SPC", "PVT" or "PTE": a catheter, a thrombosis)
              "ssg", "sfc", "ssgt", "lcpl"}
ROLE_CLIN = (
    "seen by", "reviewed by", "signed by", "electronically signed by", "e-signed by", "dictated by", "typed by",
    "authorised by", "authorized by", "verified by", "reported by", "discussed with", "d/w", "under the care of",
    "under", "referred by", "referring", "attending", "consultant", "surgeon", "cc", "cc:", "from", "author",
    "signed", "signature", "sincerely", "regards", "wishes", "clinician", "on call", "bleep", "per",
    "unterschrift", "handtekening", "podpis",  # (round 68: a signature's field, "Unterschrift: F. Halstenberg")
    "handed over to", "escalated to", "reviewed with", "assessed by", "examined by", "admitting", "requested by",
    "ordering", "physician", "gp", "nurse", "named nurse", "key worker", "care coordinator", "treating",
    "attestation", "attested by", "f/u with", "f/u", "follow up with", "follow-up with", "sponsor contact",
    "study coordinator", "research coordinator", "coordinator", "medical writer", "study nurse", "research nurse",
    "site staff", "staff present", "attendees", "pharmacist", "report from", "received report from",
    "handover from", "handover to", "paged", "notified", "aware", "medical monitor", "safety physician",
    "contact person", "responsible", "owner", "assigned to", "approved by", "written by", "checked by",
    "clinical lead", "lead", "consultant in", "yours sincerely", "pcp", "primary care physician", "reporter", "by",
    "cvs for", "cv for", "training for", "delegation log", "call dr", "f/u w/", "assistant", "assisted by",
    "scrub nurse", "anaesthetist", "anesthetist", "operator", "surgeon:", "proceduralist",
    "queries on this document", "queries to", "questions to", "admitted under", "under dr", "kind regards", "best wishes",
    # care-team roles written as in US/UK ward notes ("spoke w/ case mgr Tiffani Brooks-Whitaker")
    "case mgr", "case manager", "case mgmt", "social worker", "social work", "charge nurse", "charge rn",
    "bedside rn", "primary rn", "primary nurse", "hospice rn", "home health rn", "chaplain", "interpreter",
    "chw", "community health worker", "triage rn", "triage nurse", "tech", "technician", "technologist",
    # OR lists, echo and EMS reports ("SURG: FINNEGAN-OSEI   ANES: TRAN VAN HIEU", "SCRIBE: jk", "covering: X")
    "surg", "anes", "crna", "sonographer", "interpreting", "performing", "scribe",
    "covering", "booked by", "grossed by", "circulator", "circ rn", "scrub",
    "counselor", "counsellor", "therapist", "navigator", "doula", "midwife", "named midwife", "named nurse",
    "key worker", "keyworker", "care coordinator", "probation officer", "case worker", "caseworker", "advocate",
    # round 16 leftovers: a work supervisor, an insurer's representative, a lady health visitor, an approved
    # mental health professional, a school's athletic trainer, a funeral director
    "supervisor", "rep", "lhv", "staff:", "lady health visitor", "amhp", "athletic trainer", "funeral director",
    # round 21: the person on the other end of a call, an underwriter or adjuster, a courier, a UK clinical nurse
    # specialist, a safety director ("SPOKE W/ SHAWANDA", "courier Marquell", "CNS: Bethan")
    "spoke with", "spoke w/", "spoke to", "talked with", "talked to", "speaking with", "underwriter", "adjuster",
    "courier", "cns:", "safety director",
    # round 22: an audiologist, counsel in a court paper, a director or an agent on a form, a UK nurse in charge,
    # a bereavement coordinator ("RD" for a dietitian is no cue: "Quail Run Rd, Eureka CA")
    "audiologist", "audiologist:", "counsel", "counsel:", "defense counsel", "defence counsel", "director:",
    "agent:", "nurse in charge", "nurse in charge:", "bereavement coordinator",
    # round 23: a cancer registry's abstractor, a mask fit tester, a radiographer, the nurses of a handover, an
    # outreach, peer or benefits (SOAR) worker
    "abstractor", "abstractor:", "fit tester", "fit tester:", "radiographer", "radiographer:", "giving rn",
    "giving rn:", "receiving rn", "receiving rn:", "outreach worker", "peer worker", "support worker",
    "soar worker", "peer support worker",
    # round 26: a review team in an incident report ("FACILITATOR M. OYEBANJI-SCHULTZ", "PERIOPERATIVE DIRECTOR
    # NOREEN CALLISTER", "RISK MGR. ETHAN PRZYBYLSKI-ROY")
    "facilitator", "director", "risk mgr", "risk mgr.", "risk manager", "manager", "mgr", "mgr.", "chaired by",
    "dsn",  # a diabetes specialist nurse ("reviewed with DSN Fenella Craddock")
    # round 31: a Kenyan community health volunteer, a motorbike-taxi rider who delivers, a migrant worker
    # ("CHV mama Achieng", "via boda rider Kevo", "foreign worker Sutrisno")
    "chv", "rider", "boda rider", "foreign worker", "domestic worker", "helper", "fdw",
    "kaitiaki",  # round 39: a Maori cultural support worker ("our Kaitiaki, Hemi Tāwhai, on 027 ...")
)
ROLE_INV = (
    "investigator", "principal investigator", "sub-investigator", "subinvestigator", "sub-i", "pi", "co-pi",
    "cra", "monitor:", "clinical research associate", "chief investigator", "coordinating investigator",
    "investigators", "per investigator", "investigator's", "co-investigator", "site investigator",
    "monitored by", "report prepared by", "prepared by", "visit conducted by", "monitoring visit by",
    "causality", "relatedness", "related per", "investigator assessment", "investigaor", "investihator",
    "relationship to study drug", "gcp certificate for", "gcp certificate",
    "principal investigaor", "clinical research associate", "site monitor",
)
ROLE_REL = (
    "son", "daughter", "wife", "husband", "mother", "father", "mum", "mom", "dad", "brother", "sister", "partner",
    "spouse", "niece", "nephew", "aunt", "uncle", "grandson", "granddaughter", "grandmother", "grandfather",
    "cousin", "friend", "neighbour", "neighbor", "carer", "caregiver", "nok", "next of kin", "guardian",
    "fiance", "fiancé", "fiancee", "boyfriend", "girlfriend", "stepson", "stepdaughter", "son-in-law",
    "daughter-in-law", "relative", "family member", "emergency contact", "contact", "sibling", "parent",
    "twin", "lpa", "power of attorney", "poa", "kin", "children", "child", "sons", "daughters", "brothers",
    "sisters", "grandchildren", "family", "wife's", "husband's", "arranged with", "arranged w/", "ride home with",
    "family contact", "partner contact", "husband contact", "wife contact",
    # the abbreviations and in-law/step/grand forms of real notes ("dtr Maria", "pt's bro Luis", "wf at bedside")
    "dtr", "dau", "dgtr", "wf", "gf", "bf", "hsb", "husb", "hubby", "bro", "sis", "gdtr", "gdau", "gson", "grandma", "grandpa",
    "granny", "brother-in-law", "sister-in-law", "mother-in-law", "father-in-law", "stepmother", "stepfather",
    "godmother", "godfather", "ex-wife", "ex-husband", "significant other", "s/o", "foster mother", "foster father",
    "great-grandson", "great-granddaughter", "grandniece", "grandnephew", "stepbrother", "stepsister",
    "mam", "mammy", "mummy", "mommy", "nan", "nana", "nanna", "gran", "grandad", "granddad",
    "gdaughter", "grandaughter", "neice", "nephw",
    "roommate", "housemate", "flatmate", "landlord", "landlady",
    # round 31: the kin words and honorifics of Maori, East African, Nigerian and Filipino English ("mokopuna
    # Aroha", "mama Achieng", "Aunty Grace", "Kuya Joel")
    "mokopuna", "whanau", "whānau", "mama", "aunty", "auntie", "baba", "mzee", "bibi", "kuya",
    # round 35: Maori and Punjabi kin ("his koro, Tame", "Dadi Kaur"; not "Lola" or "Nani", given names as often
    # as kin words, nor "kokum" and "mate", words as often: "kokum butter", "yerba mate")
    "koro", "kuia", "dadi", "nanaji",
    # round 38: a maternal grandparent in a family history ("MGM Saraswathi arrived"; not PGF or PGM, also a
    # prostaglandin and an enzyme), a Maori aunt or elder ("whaea Mere", "kaumātua Matiu Rāwiri", "Matua Henare"),
    # the others charged in a court report ("co-accused Lewis Teal")
    "mgm", "mgf", "whaea", "matua", "kaumatua", "kaumātua", "co-accused", "co-defendant",
    "baby of",  # the mother named on her newborn's label ('shifted to nursery as "Baby of Sughran"')
    "(maiden)", "mother (maiden)",  # round 22: a death certificate's "MOTHER (MAIDEN): ALMA THIBAULT-ROY"
)
NICKNAME_CUES = ("goes by", "prefers to be called", "prefers to be known as", "nickname", "known to family as",
                 "known to her family as", "known to his family as", "known to the family as", "known to friends as",
                 "known to her friends as", "known to his friends as", "known to everyone as", "known to all as",
                 "pref. name", "pref name", "preferred", "pref.")
# a sender naming themselves at the start of a portal message or voicemail ("hiya its callum mcgregor")
SELF_INTRO_CUES = ("hi this is", "hello this is", "hey this is", "hiya this is", "sir this is", "madam this is",
                   "doctor this is", "hi its", "hi it's", "hiya its", "hiya it's", "hello its", "hello it's", "hey its",
                   "hey it's", "its me", "it's me", "it’s me")
ROLE_PAT = (
    "patient", "pt", "pt.", "pt is", "patient is", "name", "patient name", "pt name", "full name", "surname", "forename", "forenames",
    "first name", "last name", "given name", "family name", "re", "subject", "client", "resident", "service user",
    "mrn", "known as", "aka", "a.k.a", "called", "named", "preferred name", "initials", "patient initials",
    "patient identifier",  # (a CIOMS form's first field: "1. PATIENT IDENTIFIER: J.E.L.")
    "registered as", "reg. as", "reg as", "registered under", "listed as",  # ("reg. as SODIPO, IBUKUN")
    *NICKNAME_CUES,
    "dear", "for", "pts", "about", "regarding", "my name is", "name is", "last name", "last name?", "maiden name",
    "maiden name is", "call me", "people call me", "i'm", "i am", "says", "said", "starring", "directed by",
    "producer", "founders", "shouted at", "speak to", "account holder", "guardian", "hi", "hello", "thanks",
    "kia ora", "hola", "bonjour", "talofa",  # round 62: other languages' greetings ("Kia ora Sione,")
    "thank you", "signed up", "user", "letter for", "letter re", "referral for", *SELF_INTRO_CUES,
    "member", "member name", "subscriber", "insured", "enrollee", "beneficiary",
    # the patient's name field in Spanish, French and Haitian Creole notes; a maiden name after "née"
    "paciente", "nombre", "patiente", "nom", "pasyan", "née", "nee",
    # round 68: a name given in German, Dutch or Polish, and a German maiden name ("Tochter heißt Daryna", "zoon heet
    # Jan", "córka ma na imię Ola", "Hinrichsen geb. Claußen")
    "heißt", "heisst", "heet", "nazywa się", "na imię", "geb.", "geborene",
    # round 70: the patient's name field in Portuguese, Turkish and Romanian records ("UTENTE: KOVALENKO,
    # OLEKSANDR", "Adı Soyadı : HÜSEYİN ÇAKIR", "Numele: CALDERAR", "Asigurat: ENACHE CRISTINA-ELENA")
    "utente", "nome do utente", "nome do paciente", "adı soyadı", "adi soyadi", "hasta adı", "hasta adi",
    "hasta adı soyadı", "numele", "prenumele", "nume și prenume", "nume si prenume", "numele și prenumele",
    "asigurat", "pacient", "pacienta", "pacientul",
    "inmate", "offender", "detainee",  # a prison's sick-call slip ("INMATE: BAXLEY, COURTLAND D")
    # a criminal case's caption names the defendant ("COMMONWEALTH V. TAVARES ODUYA-MCCRAY", "State v. Ruiz")
    "commonwealth v.", "commonwealth v", "state v.", "people v.", "united states v.",
)

# Words that end a name run / never are a name on their own (clinical and document vocabulary).
BLOCK = set(
    """
a an the and or of in on at to for by with from as is was be been are were has had have do does did not no yes
he she they him her his hers their them it its we us our you your i me my this that these those who whom which
mr mrs ms miss dr prof sir madam patient pt pts name date dob age sex male female man woman history
plan impression assessment diagnosis diagnoses problem problems medication medications allergies allergy
discharge admission admitted discharged summary note notes letter report review reviewed seen signed
ward bay bed room unit hospital clinic trust nhs centre center department dept surgery practice gp ed ae a&e
icu itu hdu ccu opd theatre theatres pharmacy radiology pathology lab labs blood bloods urine chest abdomen
pain fever cough vomiting nausea diarrhoea diarrhea headache rash bp hr rr spo2 temp sats o/e oe exam
examination investigations results result ecg ekg cxr ct mri us xray x-ray echo obs nad nkda nkfa
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
september october november december jan feb mar apr jun jul aug sep sept oct nov dec today yesterday tomorrow
morning afternoon evening night am pm daily bd tds qds od prn stat po iv im sc sl nbm
left right bilateral upper lower anterior posterior mild moderate severe acute chronic stable improved worse
normal abnormal positive negative previous past medical surgical family social drug alcohol smoking
grade stage type cycle dose arm study trial protocol site subject visit screening baseline week day month
year years weeks days hours hour minutes min mg ml kg mcg units tablet tablets capsule
subject investigator sponsor monitor cra sae ae adverse event serious narrative outcome causality
recovered resolved ongoing fatal related unrelated possibly probably definitely
street road avenue lane drive close way court place crescent terrace gardens grove park hill square
north south east west new old saint st royal general university county city town village
council house flat apartment suite floor building block
phone tel fax email mobile address postcode zip
rn lpn lvn np md do pa pa-c crna cna hca frcs frcp mrcp mbbs mbchb phd pharmd msc bsc dnp aprn fnp rgn rmn
mrn dob nhs ssn med rec rm hosp no id ref tel mob initials gender sex age dx hx px rx tx sx fx pmh psh
edema oedema bilat restless lethargic alert oriented orientated confused agitated calm denies reports
states tolerating afebrile stable patent intact clean dry diminished clear crackles wheeze wheezes
sob cp nausea emesis npo prn iv po sq sc im pt ot slt ivf ns lr d5w tpn ngt peg foley picc piv cvc art
tele nsr sinus tachy brady afib aflutter svt vt vf pea asystole cpr dnr dnar dnacpr resp neuro cv gi gu
skin psych endo heme onc id renal cardio pulm derm ortho urology ent ophth obs gyn paeds peds
gr rationale minor major record records file call light tag vehicle times gen lungs abd heent ext
dea key con gerd sar plt cr prior colleague colleagues deep mercy queen lake port mount fort ward wards
gmc nmc recist ctcae jnj nvx anc due specialty outpatient inpatient progress insulin concurs owner responsible
placebo portal enrolled reviewing potassium platelets metastatic relapsing resting overwhelming efficacy
reg sho spr fy1 fy2 ct1 st3 mo data dosing title summary fwd fw
preop postop periop intraop fasting nitrazine adv medi-cal crt cres tce gdns pde cct
paediatrics pediatrics cardiology oncology haematology hematology neurology nephrology gastroenterology
respiratory geriatrics gerontology psychiatry rheumatology dermatology endocrinology urology gynaecology
obstetrics radiology anaesthetics anesthesiology orthopaedics orthopedics ophthalmology medicine surgical
palliative intensive emergency acute elderly ema fda mhra teae teaes sae saes qtcf qtc mode pasting documentation
comorbidities coordinating principal dispo willing histologically cytologically none completed safety physician nurse research
subject question query letter draft urgent please hospice
rue via calle avenida rua piazza strada ulica chemin viale corso carrer paseo praça travessa allée impasse vicolo
cell medicare medicaid mbi tricare
attestation attending pcp location payer insurance account registration demographics outcome causality
expectedness narrative synopsis eligibility inclusion exclusion criteria objective objectives endpoint
hep vit prelim ab kt
""".split()
)

# round 70: a national number's cue under a name ends its run ("Asigurat: ENACHE CRISTINA-ELENA\n   CNP 28910...")
BLOCK |= {"cnp", "cpf", "nif", "niss", "amka", "idnp", "cnas"}
# round 83: a specialist nurse's service and an association's abbreviation, no surname ("seen by Epilepsy RN",
# "Visiting Nurse Assoc.")
BLOCK |= {"epilepsy", "stoma", "continence", "asthma", "assoc", "svc", "svcs"}
# (and an address's kind words in those languages: "Aldeia Lemocari", "Suco Bairro Pite", "Zeytinlik Köyü")
BLOCK |= {"aldeia", "suco", "bairro", "köyü", "mahallesi", "sokak", "sok", "cad", "setor", "município", "municipio"}
# round 41: registrations after a name end its run ("Neha Dutt MCOptom", "Hauwa Yakasai, MBBS, FWACP")
BLOCK |= {"mcoptom", "fcoptom", "mcsp", "misa", "fwacp", "fwacs", "fmcp", "fcps", "mrpharms", "mpsi"}
# round 45: European hospitals' and practices' head words end a name's run ("Vårdcentralen Rinkeby", "Dr. Lang,
# Universitätsmedizin Göttingen", "UniversitätsSpital Zürich")
BLOCK |= {"vårdcentralen", "vårdcentral", "klinikum", "universitätsspital", "universitätsmedizin",
          "universitätsklinikum", "spital", "szpital", "nemocnice", "bolnica", "ziekenhuis", "sjukhus", "sjukhuset",
          "krankenhaus", "praxis", "nierenzentrum", "poliklinika", "klinika", "klinik", "hospitalet", "centar"}
# round 42: ranks and the parts of a two-word rank end a name's run ("Flt Lt Imogen Carter-Bose", "Sqn Ldr
# Whitcombe", "Lt Col Owain Pritchard", "Gnr Kieran Doyle"; the ranks make a name only in _RANK_BEFORE, before a listed
# name: GNR, BDR, MNE and CDR are Gram-negative rods, diabetic retinopathy and a cup-to-disc ratio too); not "Coy",
# "Aud", "Maj", "Sig" or "Pte", names or a company's suffix too ("Mr Coy", "Aud Sørensen", "Maj Andersson", "Sig
# Johansen", "Acme Medical Pte Ltd")
BLOCK |= {"flt", "lt", "col", "ldr", "wg", "pvt", "spc", "fus", "ltc", "rfn", "gnr", "gdsm", "kgn", "bdr",
          "lbdr", "cfn", "mne", "lsgt", "tsgt", "msgt", "smsgt", "cmsgt", "brig", "ltjg", "lcdr", "cdr"}
# round 43: the abbreviated kinds of a Spanish or French street or neighbourhood end a name's run ("Urb. Los Caobos",
# "boul. Crémazie Est"; not "Av", a relative's initials too, "NOK: av (son)", nor the kinds that are surnames too:
# "Carrera, Maria", "Nurse Colonia Brown", "Aldea, Rosa", "Barrio Logan")
BLOCK |= {"avda", "urb", "boul", "fracc", "dpto"}
# round 53: Welsh, Irish and Scottish Gaelic heads of hospitals, practices and boards and the words of bilingual
# letters' labels ("Fferyllfa Rowlands", "Dyddiad / Date:", "Cyfeiriad:", "Seoladh:", "A Dhochtúir,", Welsh "online",
# "sir" and "birth": "Fferyllfa Ar-lein", "Annwyl Syr/Madam", "Dyddiad Geni"), an island's "Isle", an NHS grade's
# "Speciality Doctor"
BLOCK |= {"ysbyty", "meddygfa", "ospadal", "ospidéal", "ospideal", "fferyllfa", "canolfan", "iechyd", "ionad", "sláinte",
          "slainte", "bwrdd", "prifysgol", "ysgol", "dyddiad", "cyfeiriad", "annwyl", "adran", "apwyntiad", "apwyntiadau",
          "paediatrig", "diolch", "cofion", "seoladh", "dochtúir", "dhochtúir", "feidhmeannacht", "isle",
          "speciality", "ar-lein", "syr", "geni"}
# round 60: kinds of place of Cambodian, Thai and Lao addresses ("Phum Boeung Kok", "Khum Veal Vong", "Srok Kiri Vong",
# "Khwaeng Ban Chang Lo"), and Vietnamese words no name holds: "Nội" (Hà Nội, Khoa Nội, the internal medicine
# department), "Người" (person), "Ngày"/"Tháng" (day, month), "Mã" (a code's, "Mã số BHXH"); not "Soi", "Seri", "Năm",
# a Thai nickname, a Malay and a Vietnamese given name
BLOCK |= {"phum", "khum", "srok", "sangkat", "khwaeng", "khet", "tambon", "amphoe", "changwat",
          "nội", "người", "ngày", "tháng", "mã"}
# round 60: a passenger ("pax found unresponsive"), one vaccinated ("Vaccinee contact"), an Italian order of doctors
# ("Iscr. Ordine Medici BO"); not sodium's "Na", a given name too ("MD WU, NA NOTIFIED")
BLOCK |= {"pax", "vaccinee", "ordine"}
# round 66: a forces' fitness standard, an opioid treatment programme, a Filipino grandfather and "yes", an Amish
# family's phone shanty, cellmates ("PES REVIEW REQ", "(OTP) !!", "My lolo, Crisanto", "Oo nga", "leave msg at
# shanty", "Cellmates stated"), a battalion and a commandant ("seen by Bn MO", "Comdt MH Jalandhar")
BLOCK |= {"pes", "otp", "lolo", "oo", "shanty", "cellmates", "bn", "comdt"}
# round 66: England's primary care and prison record systems ("Letter on SystmOne.", "SystmOne updated: yes")
BLOCK |= {"systmone", "emis"}
# round 67: a signature's and an initials' field in Spanish, Italian and Dutch, a nurse in Swedish, a mother and a
# father in Spanish, a pupil in South African and Philippine English, the EU's exchange programme ("Firma: E.C.V.",
# "Paraaf intaker:", "Sjuksköterska, LARO", "su madre entra", "Name of Learner:", "Erasmus+ student")
BLOCK |= {"firma", "paraaf", "sjuksköterska", "madre", "padre", "learner", "erasmus", "tutor"}
# ... and a friend and fear in German, "no" in Dutch, "my God" in Portuguese, a grant in Spanish, an ankle in
# Italian, a head teacher and a school's head in French and Italian, a bus, a visa, a class, an engineer's title,
# a condo, a typed "address" ('Anliegen: Freund ("Benji")', "Nee bij intake", "USUÁRIA: Meu Deus.", "hay beca", "Mme
# la Proviseure", "Il Dirigente Scolastico", "Bus departs", "Father Engr. Tunde", "Addres:"; not "Gang", "Sie": names)
BLOCK |= {"freund", "freundin", "angst", "nee", "deus", "beca", "caviglia", "proviseure", "proviseur", "dirigente",
          "scolastico", "bus", "visa", "class", "engr", "condo", "addres", "alerte", "avisé", "avisée"}
# round 53: Scotland's named person for a child (GIRFEC), a role ("Named Person (HV): Mairi Beaton")
BLOCK |= {"person"}
# round 44: heads of places that are nobody's name ("Topsy Smith Hostel", "Hove Foodbank")
BLOCK |= {"hostel", "foodbank"}
BLOCK |= {w for w in (*ROLE_REL, *ROLE_INV, *ROLE_CLIN, *ROLE_PAT, *TITLES_CLIN, *TITLES_PAT) if " " not in w}

_CAR_MAKES = {"ford", "honda", "toyota", "chevy", "chevrolet", "nissan", "dodge", "jeep", "subaru", "hyundai", "kia",
              "mazda", "bmw", "audi", "volkswagen", "vw", "tesla", "gmc", "buick", "lexus", "acura", "volvo",
              "mercedes", "chrysler", "cadillac", "lincoln", "mitsubishi", "infiniti", "pontiac", "saturn"}
_TITLES = TITLES_CLIN | TITLES_PAT
# police ranks among TITLES_PAT: an officer is one of the staff around a case, not its patient (a soldier's rank, "Sgt",
# "Cpl", "Capt", often is the patient's)
_POLICE_TITLES = frozenset({"constable", "wpc", "pcso", "inspector", "supt", "ptl", "ptlm", "patrolman", "trooper",
                            "tpr", "officer", "ofc", "detective", "det"})
_TITLE_AFTER = re.compile(r"\.?[ \t]{1,2}(?=[^\W\d_a-zß-ÿ])")
# a person's verb after a month name that is also a given name ("April reports", "June states"), not a plural
# noun ("June reports were filed")
# "discussed w/ June by phone", "spoke with April": a person after "with", not the month
_WITH_BEFORE = re.compile(r"(?<![a-z])(?:(?:discussed|spoke|talked|met|meeting|call|called|lives|living|staying|stays)"
                          r"[ \t]{1,2}(?:w/|with|to)|d/w)[ \t]{1,2}$")
_DIGIT_AFTER = re.compile(r"[ \t,]{0,2}(?:[0-9]|of[ \t])")
_PERSON_VERB = re.compile(r"[ \t](?:reports|states|says|said|denies|endorses|complains|walks|lives|works|feels|notes|"
                          r"agrees|declines|requests|prefers|wants|wishes|asks|asked|tells|told)[ \t]"
                          r"(?!were|are|of|from|for|show|showed|in|on|to)")
_SPEAK_VERBS = {"speaks", "speak", "spoke", "prefers", "understands"}
# round 21: the last word of a named scale or score, whatever its rank as a surname ("Morse Fall Scale")
_INSTRUMENT_WORDS = frozenset(("scale", "score", "questionnaire", "inventory", "criteria"))
# a history's list of conditions before capitals: "PMH: AF, HTN", "PMH OF AF, HTN"
_HISTORY_LIST_BEFORE = re.compile(r"(?i:pmhx?|psh|hx|h/o|dx|problems?|comorbidities)(?:[ \t]{1,2}(?i:of))?[ \t]{0,2}:?[ \t]{0,2}$")
# languages that are also names (kept out of _NEVER_NAME), right after an interpreter's word or its bracket
_LANGUAGES_AS_NAMES = frozenset(("lao", "karen", "thai", "mien", "chin", "hakha", "iu"))
_INTERPRETED_BEFORE = re.compile(r"(?i:interpret\w{0,5}|interpreter|language)[ \t]{0,2}(?:[(:][ \t]{0,2}|in[ \t])"
                                 r"(?:(?i:s['’]?gaw|pwo|hakha|falam)[ \t])?$"  # (a dialect first: "S'gaw Karen")
                                 r"|(?i:speaks|speaking|speak)[ \t]{1,2}(?:only[ \t]{1,2})?(?:(?i:iu)[ \t])?$")  # ("speaks Iu Mien")
_MAIL_SUBJECT_BEFORE = re.compile(r"(?i:subject)[ \t]{0,2}:[ \t]{0,2}(?i:re|fw|fwd|aw|sv)[ \t]{0,2}:[ \t]{0,3}$")
_MODEL_YEAR_BEFORE = re.compile(r"(?<![\w/.\-])(?:19[5-9]\d|20[0-3]\d)[ \t]$")
_MODEL_AFTER = re.compile(r"[ \t](?:[A-Z]{0,3}-?\d{1,4}[A-Za-z]?|[A-Z][a-z]{2,15}[ \t](?:\(|with|w/|,|sedan|truck|SUV|van))"
                          r"(?![\w\-])")
_LOWER_WORD_AFTER = re.compile(r"[ \t][a-z]{2,}[ \t]")
# serum electrolytes written by their symbols, after a value's join ("U&E + Na") or before a value ("Na 126")
_ELECTROLYTES = frozenset(("na", "ca", "mg", "cl", "li"))
_COMPANY_LETTER_BEFORE = re.compile(r"[A-D] ")  # ("B Coy, 1 RIFLES": the company's letter)
_PIPE_AFTER = re.compile(r"[ \t]{0,2}\|")  # (a table's or a form's next field)
_GIVEN_AFTER = re.compile(r",[ \t]{0,2}[A-Z][a-z]")  # (a surname first: "Examinee: KEALOHA, Makana J.")
_EXERCISE_BEFORE = re.compile(r"(?<![A-Za-z\-])(?:Ex|Exercise)\.?[ \t]{1,2}(?:[A-Z][A-Z'’\-]+[ \t]{1,2}){0,2}\Z")
_LAB_JOIN_BEFORE = re.compile(r"(?:[+&/]|(?i:u&e|u\+e))[ \t]{0,2}\Z")
_COAG_FACTOR = re.compile(r"(?:I{1,3}|IV|V|VI{1,3}|IX|XI{0,3})a?")
# (not "W/o", "S/o", "C/o"; round 48: a patronymic's initial after the given name's, "Melnyk I.V.", "Petrenko A. S.")
_TRAILING_INITIAL = re.compile(r"[ \t]{1,2}[A-Z]\.(?:[ \t]?[A-Z]\.){1,2}(?![\w'’\-/])|[ \t]{1,2}[A-Z]\.?(?![\w'’\-/])")
# an office held, not a name, before "of": "Dean of Students", "Provost of the college"
# (round 66: and the head of a place, "From: Head of Centre, Pollsmoor ...")
_OFFICE_TITLES = frozenset(("dean", "provost", "chancellor", "rector", "warden", "head"))
_OF_AFTER = re.compile(r"[ \t]{1,2}of[ \t]{1,2}(?:the[ \t]{1,2})?[A-Z]")
_OPERATION_BEFORE = re.compile(r"(?<![A-Za-z])(?:Op|OP|Operation|OPERATION)\.?[ \t]{1,2}$")
# a custody block and its cell number: "C Wing 3-14", "B Block 22"
_CELL_BLOCK_WORDS = frozenset(("wing", "block", "pod", "tier"))
# round 66: a gene's word after its symbol, and the fields of a form whose label is a surname too
_GENE_AFTER = re.compile(r"[ \t](?:variant|gene|mutation|deletion|duplication|carrier|founder|pathogenic|allele)s?"
                         r"(?![A-Za-z])")
_FIELD_WORDS_ALSO_NAMES = frozenset(("rank", "branch", "trade", "grade", "coy", "truck", "unit"))
_FIELD_COLON_AFTER = re.compile(r"[ \t]?:[ \t]")
_BLOCK_NUMBER_AFTER = re.compile(r"[ \t]{1,2}[0-9]")
_BLOCK_LETTER_BEFORE = re.compile(r"(?<![A-Za-z])[A-Z][ \t]$")
# document words never taken as names even after a cue
_NEVER_NAME = {
    # round 62: greetings and whom they greet ("Hola Marta,", "Kia ora koutou,"; "Hallo" is a village's name too,
    # "Hallo Majra")
    "hola", "bonjour", "ciao", "talofa", "ora", "koutou", "katoa",
    # round 68: a German form's field after "Geb." ("Geb.-Datum:", "geb. am")
    "datum",
    # round 38: a retired rank ("SSG (Ret.) Miguel Torres"; not "Aid": a surname too, "Dr Yusuf Aid", as round 37
    # found for "Toll" and "Flow"), nursing registrations after a name, a practice's head, and words of letters,
    # exports and mental-health notes read as names ("Senior
    # Genetic Counsellor", "NAC started", "on-call consultant", "Probation Liaison", "ADOS-2 Module 3", "Urines clear",
    # "Divisional Head", "Request for Redetermination", "FRCS (Tr & Orth)", "mm[Hg]", "Anaes: Dr L Corrigan",
    # "Board Certified", "Liaison RMN", "Resus RGN")
    # round 48: a Turkish, Dutch and French form's address field, a dispatch log's speaker and crew, a caller's
    # hesitation and blessing ("Adres: Atatürk Mah.", "Woonadres: Erf 1187", "CONTROL: Kilo two one", "Crew: Dr
    # Zainab Hassan", "MBR: Um, yeah", "AGENT: Amen.")
    "adres", "woonadres", "adresse", "control", "crew", "um", "uh", "erm", "amen", "daycare",
    # round 49: identity documents' and insurers' words of Central Asia, Russia and Afghanistan, a skilled nursing
    # facility, rupees, a quarter, a signature's "Sd/-", a ministry, pages ("Polis OMS: 669...", "IIN: 8706...",
    # "Tazkira (father) 1399-...", "RE: SNF auth", "Rs 5000", "Sd/- MO", "via MoH portal", "Pgs Status")
    "iin", "pinfl", "jshshir", "snils", "polis", "oms", "tazkira", "tazkera", "snf", "rs", "qtr", "sd", "por", "moh",
    "pgs", "menses",
    # round 52: welfare and social care's programmes, teams and roles in capitals, carers ("Advised LIHEAP crisis",
    # "Received by MASH: KL", "Signed BIA: O. Adebayo-Cole", "CPP-D: he was denied", "NZOK institution code", "at the
    # Sunrise Hotel SRO", "Carers Support Officer", "Mediatrice culturale: Tatiana Rusu")
    "liheap", "mash", "bia", "imca", "dols", "cpp", "cpp-d", "odsp", "sro", "nzok", "carers", "mediatrice", "mediatore",
    # round 50: billing words, card brands and payers' acronyms, a claim form's header, Swedish, German and Turkish
    # forms' words, grandparents, nationalities ("REFUND REQUEST", "no Diners or Amex", "DVA file no", "MSP is
    # reinstated", "processed by EFT", "SVC DATE", "Subject: Tolkbokning", "Kolleginnen und Kollegen", "Uyruk:
    # Suriye", "(mormor)", "Self-pay team:", "in Syrian documents", "family Yazidi"; not "Fee", "Lien", "Visa",
    # "Once", "Rang", "Unique", "Elek", "Original": names too, "Dr Fee", "Lien", "Mr Rang")
    "refund", "amex", "diners", "dva", "msp", "eft", "svc", "tolkbokning", "kolleginnen", "kollegen", "uyruk",
    "mormor", "morfar", "farmor", "farfar", "self-pay", "syrian", "iraqi", "yazidi", "yezidi",
    "ret", "scphn", "rnld", "rscn", "midwives", "genetic", "nac", "on-call", "probation", "module",
    "urines", "divisional", "redetermination", "orth", "hg", "anaes", "nhss", "certified", "liaison", "resus",
    "whāngai", "whangai",  # (round 39: a Maori foster programme, "Matua Whāngai")
    # round 40: what South Asian families call a mother, grandparent or elder brother ("Amma: sugar 286 fasting",
    # "if amma not picking phone"; not Appa, Didi or Abbu, names too), a Maori sign-off ("Ngā mihi")
    "amma", "ammi", "ammachi", "ammamma", "appachan", "paati", "thatha", "bhaiya", "mihi",
    "mrpharms", "frpharms", "mpharm", "mpsi", "gphc",  # (pharmacists' registrations and their council)
    "billing", "reception", "post-op", "postop",  # ("Subject: billing question", "To: reception, X Centre")
    # round 42: a forces record's sub-units, fields and words ("B Btry", "Eng Sqn", "Mbr:", "Ex CAMBRIAN PATROL",
    # "(dual-military)"), a school's and college's ("Headteacher", "flatmates"); not Coy, Cal, Rank, Arts, Pol or
    # Imms, surnames and given names too
    "btry", "bty", "sqn", "mbr", "dual-military", "headteacher", "flatmates", "commanding", "ex",
    "firearms", "srp",
    # round 32: a facility's head word misspelled ("Soweto Family Practise", "Royal Infirmery")
    "practise", "hosptial", "hosptal", "hopsital", "hospitl", "hospial", "infirmery", "infirmry", "clinc",
    # round 22: a patient lift, hertz, the parties of a court or an inquest, bereavement care, a food in an
    # allergy table, an alcohol marker, a risk score, languages of West and East Africa, a service in a signature
    "hoyer", "hz", "decedent", "petitioner", "respondent", "claimant", "plaintiff", "defendant", "appellant",
    "bereavement", "almond", "sesame", "egg", "peth", "timi", "yoruba", "igbo", "hausa", "amharic", "tigrinya",
    "transplant", "premier", "anglican",
    # round 23: tumour markers and biomarkers, an immobiliser, a drug-monitoring database, a TB blood test, a
    # melanoma's subtype, a tube feed, a respirator, viruses, an outbreak's organism, a dog's breed, an
    # organ-retrieval team, a unit, a drip, wires, a resuscitation step, a Mpox clade, a country, languages of
    # Guatemala and Myanmar, Salmonella serovars, a specialty in brackets, a CPT code or an army captain
    "psa", "claudin", "vac-lok", "pdmp", "igra", "ssm", "vital", "aura", "oropouche", "zika", "declines",
    "ib", "labrador", "nors", "cvicu", "nitro", "k-wires", "k-wire", "rhythm", "congo", "k'iche", "k'iche'", "kiche",
    "sgaw", "s'gaw", "pwo", "enteritidis", "typhimurium", "newport", "pulmonary", "cpt",
    # round 24 (the last round's leftovers): a negative screen in capitals, a test's version ("CAM NEG, MAE",
    # "QuantiFERON-TB Gold Plus"), a prison's nurse line ("NURSE LINE")
    "neg", "plus", "line",
    # round 24: a language's proficiency, therapy and equipment words, forms and committees, a bleed in capitals,
    # an eye exam's words, trial-operations systems and roles, a firm's kind, a disease in a family history, and
    # mental-health abbreviations (a video hearing platform, a second-opinion doctor, family-based treatment, an
    # IRB) ("Occupational Therapist", "Participant Information Sheet", "ACUTE LEFT
    # SUBDURAL", "Macula flat OU", "IOP (Goldmann)", "Crossover Grip", "eTMF (Veeva Vault)", "Orsivane Bio",
    # "Senior TMF Specialist", "Earliest SIV?", "FATHER HAS PARKINSONS", "Hearing ... by CVP", "Form T3 from the SOAD")
    "occupational", "wheelchair", "sheet", "committee", "sub-committee", "subcommittee", "subdural",
    "haematoma", "hematoma", "macula", "goldmann", "grip", "veeva", "vault", "cdms", "bio", "shipment", "specialist", "tmf",
    "etmf", "operations", "biologics", "earliest", "parkinsons", "eye", "cvp", "soad", "fbt", "irb",
    # a full skin exam, a postoperative visit, a personal support worker, a community health centre, a rural
    # health centre, an interdialytic weight gain, the Malaysian "Mdm" and the Pakistani "Mst." honorifics
    "fse", "pov", "psw", "chc", "rhc", "idwg", "mdm", "mst",
    # round 36: a stroke-risk score's tail ("CHA2DS2-VASc"), a diabetes educator's credential, a dosing
    # abbreviation, MRI sequences, a pathology specimen's organ, a department ("Patient Flow"), utilization review
    # (not "flow", "toll", "aid": surnames, "Dr James Toll", "Mrs Flow")
    "vasc", "cde", "tid", "dwi", "swi", "prostate", "utilization", "step-down", "non-payables",
    # round 37: left voicemail, a case manager's credential, an acute medical unit, a medicine's specialty, a
    # urine alkaliniser, stairs to enter, postpartum lochia, New Zealand's health agency
    "lvm", "ccm", "amu", "obstetric", "ural", "ste", "lochia", "whatu",
    # round 25: screening programmes, a valve measure, genome and blood units, device makers, incident and HR
    # forms' fields, a rota, a cardiotocograph, surgical sponges, hepatitis markers, nationalities and a
    # language, a placeholder for a missing first name ("Antenatal and Newborn Screening", "MR vena contracta",
    # "Harm (initial):", "Purpose:", "Sickness absence", "Sender:", "Rota swap",
    # "LAP SPONGE", "HBsAg POS", "Ethiopian naming", "Korean-speaking", "registered FNU")
    "indonesia", "antenatal", "newborn", "prenatal", "postnatal", "contracta", "vena", "biotronik",
    "resmed", "respironics", "livanova", "harm", "purpose", "sickness", "sender", "rota", "co-ordinator",
    "solicitors", "forensic", "medicolegal", "ctg", "lap", "hbsag", "hbeag", "indonesian",
    "ethiopian", "eritrean", "korean-speaking", "fnu", "lnu", "dizzy", "given", "factor",
    "nursing",  # round 26: "DIRECTOR OF NURSING INFORMED"
    # round 26: drug-safety forms, transfusion and specialty clinics, a sports rehab, a diving medical ("DID
    # REACTION ABATE", "diffuse SAH", "Patient: cefazolin per ID", "Histotech: CRD", "GETA", "ABPI L < 0.9",
    # "Centrelines coincident", "Extender, Diver, Glider", "EMPTY (clean)", "Medicina Interna")
    "abate", "medicina", "sah", "transfusion", "cefazolin", "otoscopy", "histotech", "podiatrist", "orthodontist",
    "centrelines", "geta", "abpi", "vibration", "tandem", "glider", "extender", "diver", "empty", "bureau",
    "optometrist", "audiologist", "prosthetist", "orthotist", "hygienist",
    "jr", "abhi", "loc", "vinci", "printed", "sanofi", "pasteur", "ime", "canada", "a-line",
    # round 27: ward devices and settings, faiths and prayers, after-death and research paperwork ("28% Venturi",
    # "Ti 0.8 s", "(NOK, LPA health & welfare)", "Crematorium:", "Discussion with QAP", "Faith: Hindu", "Eritrean
    # Orthodox", "Methodist chaplain", "Waheguru's will", "PIP award", "EuroSCORE II", "Ps 0.617 (TRISS)",
    # "Biobank Coordinator", "Funded by NIHR HTA", "UTSTEIN CORE", "Mother: EPDS 9", "P: Cleansed, Flaminal Forte,
    # Aquacel Ag", "Staff Bank office", "TempTrak logger")
    "venturi", "ti", "lpa", "crematorium", "qap", "orthodox", "methodist", "hindu", "sikh", "muslim", "waheguru",
    "sahib", "pip", "dwp", "euroscore", "ps", "biobank", "musculoskeletal", "nihr", "hta", "utstein", "epds",
    "cleansed", "aquacel", "flaminal", "bank", "temptrak", "mortuary", "tewahedo", "pentecostal",
    "handler", "forte", "lab",
    # round 18: a transcript's "Speaker 2", a dictation software, device models ("Watchman FLX Pro")
    "speaker", "dragon", "pro",
    # rounds 18-19: a UK specialty registrar ("ED StR"), mail-list departments ("To: Admissions", "Cc: Case Mgmt"),
    # journal abbreviations ("J Thorac Oncol")
    "str", "admissions", "mgmt", "thorac", "oncol", "clin", "engl", "surg",
    # round 20: a temperature maximum, a diabetes type, a governor, a cab, a catheterisation, a reporter who is no
    # health professional, a risk level, daily living, a proband, an adjective of a specialty, a medical-information
    # call's sections and a sign-in sheet's column
    "tmax", "tmin", "lada", "governor", "cab", "cath", "non-hcp", "high-risk", "adl", "adls", "proband",
    "colorectal", "insights", "cred",
    # safeguarding and legal vocabulary, letters' subjects, a language, organisms and lab words, a carer
    # ("Named Nurse Safeguarding", "Hackney MARAC", "Re: Notification of", "Education given (Bahasa Melayu)",
    # "hx Clostridioides difficile", "HbA1c has crept up", "Nil PMHx", "Self (pt)", "MELD-Na 16", "Aide from")
    "safeguarding", "marac", "notification", "prompt", "re-disclosure", "bahasa", "melayu", "clostridioides",
    "clostridium", "drug-induced", "hba1c", "hba", "pmhx", "meld-na", "hfmref", "hfpef", "hfref", "aide",
    "core", "cardiac", "spanish-english", "en", "libya", "syria", "sudan", "eritrea", "somalia", "afghanistan",
    # round 14: charting and device words, vessels, credentials, agencies, countries ("Generator: Azure XT",
    # "Recorder: A. Oduya-Fitch", "R MCA", "Monofilament absent", "wife in Nepal")
    "generator", "recorder", "collateral", "counselling", "counseling", "oral", "swelling", "febrile", "verbalized",
    "kits", "transport", "drs", "hepatology", "endocrine", "paediatric", "pediatric", "simcha", "consultation",
    "ankle", "monofilament", "subclavian", "radial", "femoral", "brachial", "mca", "ica", "aca", "pca", "asa",
    "pacu", "cdces", "frcpi", "mrcpch", "mrcgp", "ena", "cta", "bid", "doh", "nepal", "ghana",
    "brazil", "dermabond", "prineo", "monocryl", "vicryl", "medtronic",
    # clinical abbreviations typed like names ("Qb 400", "10.4 METs", "father MI at 52", "re: abx duration")
    "qb", "qrs", "kpc", "mets", "abx", "nstemi", "stemi", "htn", "cad", "cva", "chf", "copd", "dm2", "pg",
    "lp", "calif",  # round 21: "Lp(a)", "Calif. Advance Health Care Directive"
    # round 21: organisms, imaging and lab words, forms and registries in specimen, worklist and claims text
    # ("E. coli + Bacteroides", "Group A Strep", "MR BRAIN W/WO", "MS/MS amino acid", "Monospot POS", "State IIS")
    "strongyloides", "bacteroides", "strep", "unread", "brain", "spine", "l-spine", "c-spine", "t-spine", "wo", "mrm",
    "pelvis", "stain", "amino", "pos", "coc", "iis", "eval", "evidence", "caseworker",
    *(f"mid-{m}" for m in ("january", "february", "march", "april", "may", "june", "july", "august", "september",
                           "october", "november", "december")),  # "seen by mid-March"
    "baby",  # "Baby: pink, alert" (BLOCK has "Hep C Ab+", "Vit K given", "Prelim 03:09", "Last Kt/V 1.38")
    "the", "and", "or", "of", "in", "on", "at", "to", "for", "by", "with", "from", "a", "an", "is", "was", "he", "she",
    "patient", "pt", "name", "date", "dob", "age", "sex", "plan", "history", "note", "notes", "review", "seen",
    "signed", "report", "reports", "letter", "subject", "fwd", "fw", "re", "none", "unknown", "nil", "n/a",
    "rn", "lpn", "lvn", "np", "md", "do", "pa", "crna", "cna", "hca", "frcs", "frcp", "mrcp", "mbbs", "phd", "dnp",
    "aprn", "fnp", "rgn", "rmn", "sn", "gp", "dr", "mr", "mrs", "ms", "miss", "prof", "nok", "hcp", "poa",
    "aware", "notified", "paged", "am", "pm", "bed", "rm", "room", "ward", "unit", "cell", "phone", "tel",
    "pgr", "pager", "bleep", "ext", "extn", "fax", "mob",
    # weekdays in a dose schedule ("7.5 mg Mon/Fri"), measurements and codes in mixed case, and specialty, role
    # and letter words that follow a title ("Consultant Nephrologist", "RE: Denial of MRI")
    "mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "ph", "inr", "ht", "wt", "icd", "ess",
    "abo", "nhi", "auth", "psyd", "psy", "det", "nephrologist", "orthopaedic", "orthopedic", "orthogeriatrics",
    "sheriff", "referral", "denial", "interpreter", "thiru", "tmt", "thirumathi", "smt", "shri",
    # languages asked for an interpreter ("Interpreter (Vietnamese)", "Somali interpreter"); not those that
    # are also names (Karen, Lao, Thai)
    "vietnamese", "somali", "spanish", "mandarin", "cantonese", "arabic", "french", "portuguese", "russian",
    "haitian", "creole", "korean", "japanese", "tagalog", "punjabi", "hindi", "urdu", "bengali", "swahili", "polish", "farsi", "dari", "pashto", "nepali", "burmese", "hmong", "khmer",
    "ukrainian", "italian", "german", "greek", "turkish", "hebrew", "yiddish", "romanian", "albanian", "bosnian",
    "serbian", "croatian", "oromo", "tamil", "telugu", "gujarati", "marathi",
    "hungarian", "czech", "slovak", "dutch", "malay", "kurdish", "sorani", "twi", "zulu", "xhosa",
    # field labels and form words opening a line ("Trip ID:", "Witness:", "Sport(s):", "Alt contact:",
    # "Auditees:"), a smear, immunoglobulins, Indian brands of paracetamol and metformin, trial words
    "trip", "witness", "sport", "alt", "auditees", "auditee", "subpoena", "certification", "pap", "ob", "igm", "igg",
    "iga", "ige", "dolo", "glycomet", "unblinding", "log",
    # lab analytes written in mixed case in a panel ("Na 138, K 4.1, Cl 101, Glu 112")
    "cl", "glu", "hgb", "hct", "plt", "phos", "alk", "trop", "lytes", "hb", "rh",
    # a surrogate decision-maker named by role ("Consent signed by LAR (son, ...)"), an age word before a kin
    # word ("Older brother Oreoluwa")
    "lar", "sdm", "dpoa", "hcpoa", "older", "younger", "elder", "eldest", "oldest", "youngest",
    # a role after a signed name ("Dr. Oren Levi, Senior Physician", "QA Mgr", "Civil surgeon"), a payee
    "senior", "junior", "registrar", "physician", "surgeon", "mgr", "manager", "director", "coordinator", "civil",
    "accreditation", "payee", "rd", "blvd", "hwy", "npi", "dea", "gmc", "nmc", "upin",
    # record and form words typed like names ("DoD ID", "Tribal census #", "Med Dir:", "Registration Dt", "Est.
    # duration", "OOH GP", "FHx", "Marital: Widowed (spouse ...)", "Maternal aunt", "Blood group O RhD"), and
    # Spanish verbs and language names that open a clause ("Dr. habla espanol", "Tiene MassHealth", "Kreyol")
    "dod", "tribal", "dir", "dt", "est", "ooh", "fhx", "interp", "widowed", "divorced", "maternal", "paternal",
    "rhd", "habla", "tiene", "kreyol", "kreyòl", "samoan", "tongan", "fijian", "marshallese", "chuukese",
    "aspirin",  # "Baby Aspirin daily"
    # headings, roles and words of forms and team lists ("Nurse Triage", "Addendum 07/20", "Rhiannon Follansbee,
    # Paralegal", "Vanterpool, Esquire", "Esq.", "OTC ibuprofen", "RE: SELF", "Pupils PEARL", "MGF Albano", "Lith +
    # good Eng", "Tigrinya interpreter", "Donor 4471-0982-3", "(RRT)")
    "triage", "addendum", "paralegal", "esquire", "esq", "otc", "self", "pupils", "mgf", "mgm", "pgf", "pgm", "eng",
    "donor", "rrt", "thoracic", "urologic", "formulation", "implants", "material",
    # ("-> ER", "HM Senior Coroner", "sent for: CAP not improving", "attended Mass daily")
    "er", "coroner", "cap", "mass",
    # form and chart words, valves and sites, kin and honorific abbreviations, peoples, other languages' pronouns
    # ("Notify MD if", "Carrier/TPA:", "Tohono O'odham Nation", "Image quality", "TRICUSPID: mild TR", "WOUND: Sacral
    # PI", "guardian ad litem", "S/o: Late Sh. Kundan", "Pt: Kum. Sravani", "Nurse: Sis. Paulette",
    # "NZ Maori", "Filipino helper", "Pasifika dietitian", "Phonak Lumity", "Mwen fatige", "Ba bi chong mat")
    "notify", "carrier", "nation", "image", "tricuspid", "mitral", "aortic", "sacral", "coccyx", "appt",
    "litem", "atty", "attorney", "late", "kum", "kumari", "sis", "frcpc", "facs", "fracp", "fracs", "māori", "maori", "filipino",
    "filipina", "pasifika", "phonak", "mwen", "bà", "ông",
    # round 16 leftovers: legal Latin, form codes, a credential's specialty, an archipelago, an artery, an id card
    # ("Subpoena Duces Tecum", "ICD IND 0", "MD FRCPC, Stroke Neurology", "Ponta Delgada, Azores", "Carotid
    # Doppler", "CNIC (husband)")
    "duces", "tecum", "ind", "stroke", "azores", "carotid", "cnic",
    # round 17: trial and lab table words, charting words in capitals ("Reader 1", "Nadir Week 16", "Sum of
    # diameters", "RAND", "Kit lot", "E5 mosaic", "herd testing", "NEURO REHAB", "Occ Med", "Close-Out Visit",
    # "Ascites trace", "Manufacturer", "BIOREPOSITORY", "Rif resistance", "Typhim Vi")
    "reader", "nadir", "sum", "rand", "kit", "mosaic", "herd", "rehab", "occ", "paediatrician", "pediatrician",
    "close-out", "ascites", "manufacturer", "biorepository", "rif", "vi", "readers", "adjudicator",
    # drugs, devices, forms, charting and record words typed like names ("Propofol 40 mcg/kg/min", "Vaso 0.03",
    # "started Yaz", "Labor & Delivery", "Guest dosing", "7th Inf Div", "ALF notified", "Hip Fracture Audit", "KIS
    # updated", "Meddyg Ymgynghorol", "Abdo:", "MRT stretcher", "Filter:", "SYSTEM", "SIV", "CRC notes", "Caller:",
    # "Voicemail 1 of 4", "Pages (incl. cover)", "RE: NEW", "Refer DSMES", "Ashkenazi Jewish", "Not Hispanic or
    # Latino", "SECOND-LEVEL APPEAL", "Comfort-Focused Treatment")
    "propofol", "vaso", "yaz", "labor", "labour", "guest", "div", "alf", "audit", "kis", "meddyg", "abdo", "mrt",
    "filter", "system", "siv", "crc", "caller", "voicemail", "pages", "new", "refer", "ashkenazi", "jewish",
    "hispanic", "latino", "latina", "latinx", "second-level", "comfort-focused", "korea",
    # round 28: an organism, procedures and handover words in capitals, palliative care, a form's stamp box, a
    # specialty's adjective, a Maori support worker, credentials ("BCX 1/2 E COLI", "LAP APPY", "SBAR HANDOFF",
    # "d/w pall care", "Signature: ___ Stamp", "Interventional Cardiology", "Kaiawhina has contacted", "MD CCFP",
    # "FRCP FRCPath")
    "coli", "appy", "handoff", "pall", "stamp", "interventional", "kaiāwhina", "kaiawhina", "ccfp", "frcpath",
    # round 34: chart and report words ("Prescriber:", "Gene  Transcript", "stomal therapy", "(Hem-Onc)"), Swahili
    # address and form words ("Kata Iyunga, Wilaya ya Mbeya", "Jina: ...  Umri: 64"), a lagoon
    "prescriber", "transcript", "stomal", "hem-onc", "heme-onc", "kata", "wilaya", "kijiji", "jina", "umri",
    "lagoon", "res", "coll",
    # round 51: a support chat's speakers that are no one ("19:04 Bot: Hi!", "19:05 Visitor: locked out again")
    "visitor", "bot", "chatbot",
    # round 55: community care's supplies and forms, a Belgian dental fee line, rescuers in French, a Norwegian note's
    # actions ("Subject: Stoma supply order", "CONTINENCE PRODUCT ORDER", "Footplates swing-away", "Honoraires
    # 08/01/2024", "2 secouristes + médecin", "Tiltak: ASA 300 mg", "Kaur & Doyle Opticians")
    "stoma", "continence", "incontinence", "footplates", "honoraires", "secouristes", "tiltak", "opticians",
    "optometrists",
    # round 56: anatomy, embryology, a lung-nodule category, scanners, analysers, a lab system, blood components,
    # a French work-up and a Japanese prefecture's suffix ("scaphoid waist #", "Embryo details", "Lung-RADS is not
    # applicable", "Magnetom Sola", "Cobas 6800", "by LIMS", "2 units RBC", "Bilan immuno normal", "Miyagi-ken")
    "scaphoid", "embryo", "embryos", "lung-rads", "li-rads", "pi-rads", "ti-rads", "magnetom", "cobas", "lims",
    "rbc", "bilan", "organ", "donation", "miyagi-ken", "lspine",
    # round 64: a service desk's and an airline's speakers and systems, an e-mail's subject, a MEDIF form's item
    # codes, Norwegian record words ("[00:00] AGENT: ...", "ADVISOR:", "Subject: Specimen labels printing", "LIS/EHR",
    # "MEDA02  Diagnosis:", "Sykmelding / fitness note", "seen at Akuttmottak", "Asylsøker, Mottak ...")
    "agent", "advisor", "adviser", "specimen", "specimens", "lis", "ehr", "epr", "ris", "pacs", "meda", "medif",
    "sykmelding", "akuttmottak", "asylsøker", "divert", "interline", "stockman", "printer", "cybersecurity",
}
# clinical abbreviations and charting words that notes capitalise like names ("Adm 3/2/24", "ESI 2", "d/c to SNF",
# "SAT/SBT", "OD on APAP", "Imms today", "Obj:", "RN BSN", "Dictated by"): never a name alone, unless a title
# (Dr, Mr, Ms) stands right before it
_CHARTING_WORDS = frozenset({
    "adm", "esi", "snf", "ltach", "irf", "sat", "sbt", "apap", "imms", "obj", "subj", "lang", "med", "meds", "mi",
    "viet", "rehab", "autopsy", "dictated", "transcribed", "participant", "locum", "follow-up", "snores", "bsn", "msn",
    "ocn", "ccrn", "cen", "mph", "mba", "ccc-slp", "cm", "otr", "lmhc", "lcsw", "licsw", "facp", "rnc", "omfs", "rul",
    "rml", "rll", "lul", "lll", "tka", "tha", "hodgkin", "raynaud", "blake", "hasson", "rave", "medidata", "epic",
    "cerner", "hmo", "ppo", "skin-to-skin", "somali-speaking", "dev", "comfort",
    "porter",  # round 56: a porter by number ("accepted by Porter 14")
    "hub", "respite",  # round 57: "at Sheppey Family Hub", "offered at Linden Respite House"
    # ("Medic 31", "Primary RN:", "Lines: R radial A-line", "Accession: TA91", "Lactation consultant")
    "medic", "primary", "lines", "accession", "lactation",
    # round 34: acute tubular necrosis, the central apnoea index, a medical laboratory scientist; words that are also
    # surnames ("Onc Pharm", "Coll 2024/01/22" for collected, "Vaccine  Brand  Batch", "Res:", "Parish:", "Gram,")
    "atn", "cai", "mls", "pharm", "onc", "brand", "parish", "gram",
})
# a word never taken as a name by itself (one set: the checks below ask all three at once)
# round 62: the legal and claims roles after a name, never a name listed with it ("Keeley O'Rourke, Solicitor")
_LEGAL_ROLES = frozenset({"solicitor", "solicitors", "barrister", "paralegal", "adjuster", "adjustor", "attorney",
                          "counsel", "investigator", "notary"})
_NOT_A_NAME_ALONE = frozenset(BLOCK | _NEVER_NAME | _CHARTING_WORDS | _LEGAL_ROLES | {
    # round 67 review: "the same", "none", "grandmother", "spring" in Dutch, Spanish, French, Portuguese, Italian, as
    # a form's nickname field holds them ('Roepnaam: "Idem"', 'Surnom "Aucun"', 'Se hace llamar "Abuela"')
    "idem", "geen", "mismo", "misma", "aucun", "aucune", "ninguno", "ninguna", "nenhum", "nenhuma", "nessuno",
    "abuela", "abuelo", "avó", "avô", "primavera"})
# occupations by their ending ("Consultant Pathologist", "Sonographer"): never a name
_ROLE_SUFFIX = re.compile(r"(?:ologist|iatrist|ician|ographer|apist|ology|iatry|dentist|macist|ometrist|osurgeon|"
                          r"eticist)$")  # ("Clinical Geneticist")


def _acronym(word: str) -> bool:
    """A short word in capitals inside mixed-case text ("TIMI 3 flow", "RIF resistance", "RUL mass")."""
    return 2 <= len(word) <= 4 and word.isalpha() and word.isupper() and word not in _NAME_SUFFIX_CAPS


_NAME_SUFFIX_CAPS = frozenset({"II", "III", "IV", "JR", "SR", "VI"})
# an acronym in the plural ("Scattered AKs", "frequent PVCs") and two words run together as a product's or
# service's name ("WhatsApp", "PharmOutcomes", "MassHealth"): never part of a name
# a fire or ambulance service's acronym before its vehicle ("by MFD Engine 22 / Medic 31"): not initials
_APPARATUS_AFTER = re.compile(r"[ \t]{1,2}(?:Engine|Medic|Ladder|Rescue|Squad|Truck|Ambulance|Ambo|Unit|Car|Amb)[ \t]{0,2}#?"
                              r"[0-9]")
_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,5}s")
_CAMEL_WORDS = re.compile(r"([A-Z][a-z]{2,})([A-Z][a-z]{2,})")
# a pathology specimen's part letter ("A. Uterus, cervix", "B, C. Sentinel lymph nodes"): a list of lettered
# lines, or a letter after another letter and a comma
_SPECIMEN_LINE = re.compile(r"(?m)^[ \t]{0,3}([A-J])[.),][ \t]")
_SPECIMEN_LETTER_BEFORE = re.compile(r"[A-J][ \t]{0,2}[,&][ \t]{0,2}$")
_SUBJECT_VERB = re.compile(
    r"[ \t](?:is|was|has|had|began|lives|lived|spent|shouted|said|says|works|worked|joined|left|wrote|will|would|"
    r"can|could|did|does|went|came|told|asked|became|died|married|moved)\b"
)
_REPORT_VERB = re.compile(
    r"[ \t]{1,2}(?i:reports|reported|states|stated|denies|denied|complains|c/o|presents|verbalized|verbalised|"
    r"tolerated|endorses|requests|declines|refused|ambulated|is|was|has|had|seen|admitted|transferred|discharged|"
    r"presented|arrived|returns|returned|evaluated|examined|called|lives|feels|felt|says|said|notes|noted|agrees|"
    r"agreed|understands|tolerating|resting|sleeping|seen)\b|[ \t]{0,2}\(\d{1,3}[ \t]"
    # "Pt Selamawit Haile-Mariam, 38F,", "Pt is Losaline Tuilagi-Faleolo, MRN 00923311": an age or record id
    r"|,?[ \t]{1,2}\(?(?:\d{1,3}[ \t]?(?:yo|y/o|y\.o\.|yrs?|years?|[FM])\b|(?:MRN|DOB|D\.O\.B\.?|NHS|CHI)\b)"
)
# document words that a surname list may contain but that are never a name in a note
_DOC_WORDS = {
    "study", "nursing", "handover", "note", "notes", "title", "treatment", "plan", "summary", "report", "record",
    "review", "result", "results", "data", "dose", "visit", "site", "care", "health", "home", "team", "staff",
    "office", "practice", "surgery", "clinic", "hospital", "unit", "service", "services", "trial", "protocol",
    "section", "table", "figure", "page", "list", "item", "items", "action", "actions", "history", "status",
}
# medical-device makers: the capitalised word after one is a product model ("Medtronic Azure", "Dexcom G7")
DEVICE_MAKERS = {
    "medtronic", "biotronik", "abbott", "boston", "scientific", "zoll", "resmed", "dexcom", "insulet", "tandem",
    "omnipod", "stryker", "depuy", "abiomed", "livanova", "cochlear", "philips", "respironics", "baxter", "hamilton",
    "sorin", "microport", "guidant", "jude", "freestyle", "libre", "medos", "codman", "smiths", "fresenius", "dräger",
    "drager", "maquet", "getinge", "masimo", "welch", "allyn", "hill-rom", "sensus", "oticon", "phonak", "widex",
    # round 61: hearing-aid and dental-implant makers ("ReSound Omnia 9", "Signia Pure Charge&Go", "Straumann BLT")
    "resound", "signia", "starkey", "unitron", "bernafon", "rexton", "hansaton", "straumann", "invisalign",
}
# (round 61: makers whose name is nobody's, whatever their product is called: "Straumann BLT", "Signia Pure")
_MAKERS_NO_PERSON = frozenset({"resound", "signia", "straumann", "invisalign", "phonak", "oticon", "widex", "unitron",
                               "bernafon"})
# round 43: a place's field (``_without_towns_of_regions``)
_PLACE_LABEL_BEFORE = re.compile(r"(?i:place[ \t]of[ \t]birth|birthplace|lugar[ \t]de[ \t]nacimiento|lieu[ \t]de[ \t]"
                                 r"naissance|ciudad|municipio|hometown|home[ \t]town)[ \t]{0,2}(?:/[^\n:]{0,30})?[:\-][ \t]{0,3}\Z")
# a European postcode right before a word: the word is its town ("LT-08661 Vilnius", "00100 Helsinki")
_POSTCODE_BEFORE = re.compile(r"(?<![\w\-])(?:[A-Z]{2}-)?[0-9]{3,5}(?:[ ][0-9]{2})?[ \t]{1,2}\Z")
_TOWN_COMMA_BEFORE = re.compile(r"(?P<t>[A-ZÀ-Þ][\w'’\-]{1,30}(?:[ \t][A-ZÀ-Þ][\w'’\-]{1,30}){0,2}),[ \t]{1,2}(?:(?:El|La|The)[ \t])?\Z")
_NEXT_WORD = re.compile(r"[ \t]([A-Z][\w'’\-]{1,30})")
_PREV_WORD = re.compile(r"([A-Z][\w'’\-]{0,30})[ \t]\Z")


def _with_neighbours(text: str, sp: Span) -> str:
    """A span's text, with the word after it, with the word before it ("|"-joined): a country of two words read in
    part ("Dominican" of "Dominican Republic", "Salvador" of "El Salvador")."""
    value = text[sp.start : sp.end]
    out = [value]
    if (n := _NEXT_WORD.match(text, sp.end)) is not None:
        out.append(f"{value} {n.group(1)}")
    if (p := _PREV_WORD.search(text, max(0, sp.start - 32), sp.start)) is not None:
        out.append(f"{p.group(1)} {value}")
    return "|".join(out)


_LOCATIVE_BEFORE = re.compile(r"(?i:\b(?:in|lives in|living in|moved to|moving to|back to|born in|visiting|"
                              r"flew to|flying to|travel(?:l?ed|l?ing)? to|returned from|resident of))[ \t]{1,2}$")
_CITY_COMMA_BEFORE = re.compile(r"([A-Z][A-Za-z'’\-]{2,30}),[ \t]{1,2}$")
_WARD_SUFFIXES = ("-ku", "-gu", "-shi", "-si", "-dong", "-ward", "-cho", "-machi")
_COUNTRY_LEAD = re.compile(r"(?i:(?<![a-z])(?:to|then|via|through|from|origin:?|dr|country:?))[ \t]{1,2}$")


# a grade or class in Roman numerals after an eponym ("Forrest IIb", "Gartland III"), or a generation ("III")
_ROMAN_GRADE = re.compile(r"(?:I{1,3}|IV|VI{0,3}|IX)[a-c]?")
_STAGE_WORDS = frozenset({"stage", "grade", "type", "class", "gr", "gd", "figo", "nyha", "tnm"})
# an East Asian given name romanised with a hyphen and a lower-case second syllable ("Hyun-woo", "Mei-ling")
_HYPHEN_GIVEN = re.compile(r"[A-Z][a-z]{1,5}-[a-z]{2,5}")
_MONTH_NAMES = {"may", "june", "april", "august", "jan"}  # also surnames/given names ("Joshua May")
_SURNAME_MORPH = re.compile(
    r"(?:ov|ova|ev|eva|ova|yov|yova|ovich|evich|ovna|evna|enko|chenko|chuk|czuk|ski|ska|sky|skaya|skiy|cki|cka|"
    r"wicz|owicz|ewicz|vić|vic|ić|ič|escu|eanu|sson|ssen|sdottir|sdóttir|dóttir|opoulos|opoulou|akis|idis|iadis|"
    r"oglu|oğlu|yan|ian|shvili|dze|ishvili|berg|stein|mann|ström|strom|qvist|quist|gaard|holm|lund|oukian|"
    r"ijević|ović|ević|enko|ko|uk|yk|ak|eanu|iuc|ucci|etti|ello|elli|ini|ino|acchi|occhi|ez|es|az|ais|aud|eau|"
    r"ieux|ois|bakk|hoff|hov|stad|rud|vik|nen|inen|lainen|mäki|oja|aho|ovic|ulescu|ides|poulos|atos|ou|iou)$"
)
_MORPH_ENDS = tuple(_SURNAME_MORPH.pattern.removeprefix("(?:").removesuffix(")$").split("|"))
assert all(x.isalpha() for x in _MORPH_ENDS)  # literal suffixes only (else endswith would not be the same)
_SBAR = re.compile(
    r"(?m)^[ \t]{0,3}(?:S|D|Pt|PT|Patient|PATIENT)[ \t]{0,2}:[ \t]{0,3}(?:(?:PT|Pt|PATIENT|Patient)[ \t]{1,2})?"
    r"(?P<n>[^\W\d_][\w'’.\- ]{1,40}?(?:,[ \t]?[^\W\d_][\w'’.\-]{1,25})?)"
    r"(?=,[ \t]{0,2}\d{1,3}[ \t]{0,2}(?:[MF]\b|y|yo|yrs?|years?|male|female|MALE|FEMALE)|[ \t]{1,2}\(\d{1,3}[ \t]"
    r"|,[ \t]{0,2}(?i:rm|bed|room)\b|,[ \t]{0,2}(?i:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|"
    r"one hundred)[\w\-]*[ \t]{1,2}(?:[MF]\b|male|female))"
)
# the start of a record's header line or of a row of a census, OR list or label: "RM 620-1  ", "OR 2 0730   ",
# "6-09  ", "Label: " (ids.py reads the record number after the same name)
RECORD_ROW_START = (
    r"(?m)^[ \t]{0,3}(?P<row>(?:RM|ROOM|BED|OR|Rm|Room|Bed)[ \t]?[0-9][\w\-]{0,5}(?:[ \t][0-9]{3,4})?[ \t]{2,}|"
    r"[0-9]{1,2}-[0-9]{2}[ \t]{2,}|(?:Label|LABEL|Pt|PT|Patient|PATIENT|Name|NAME|Client|CLIENT|Resident|RESIDENT"
    r")[ \t]?:[ \t]{1,3})?"
)
# the patient's name there, surname in capitals first: "BALDACCI-NWOSU, RENATA", "TAUFA'ASAU, Sione", "TSOSIE, DARRELL J"
RECORD_ROW_NAME = (
    r"[A-Z][A-Z'’]{1,20}(?:-[A-Z][A-Z'’]{1,20})?(?:[ \t][A-Z][A-Z'’]{1,20}(?:-[A-Z][A-Z'’]{1,20})?)?"
    r",[ \t]{1,2}[A-Z][A-Za-z'’]{1,20}(?:-[A-Z][A-Za-z'’]{1,20})?(?:[ \t][A-Z]\.?)?"
)
# such a name: the line ends there or goes on with a wide gap and a number or DOB cue, a date of birth or an id in
# brackets ("BALDACCI-NWOSU, RENATA   618-40-27-3", "N'DIAYE-LAFLEUR, AMINATA 09/03/1944")
_RECORD_HEADER = re.compile(
    rf"{RECORD_ROW_START}(?P<n>{RECORD_ROW_NAME})"
    r"(?=[ \t]*$|[ \t]{2,}(?:\d|(?i:dob|mrn|mr#|unit|d\.o\.b|client|resident)\b)|\t|[ \t]{1,3}(?:[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}"
    r"|\([A-Z]?[0-9]{5,10}\)))"
)
# the same name after the patient's age and sex in a handover or a transfer call ("67M GRAYBEAL, WENDELL R, DOB
# 05/03/1958"): the age and sex play the row's part
_AGE_SEX_NAME = re.compile(
    rf"(?<![\w/.\-])(?P<row>\d{{1,3}}[ \t]?(?:[MF]|yo[ \t]?[MF])[ \t]{{1,2}})(?P<n>{RECORD_ROW_NAME})"
    r"(?=,?[ \t]{1,3}(?i:dob|mrn|d\.o\.b|born|\d)|,?[ \t]*$|[ \t]{2,}|[,;]?[ \t]?\()"
)
# a one-word name with its role or relation in brackets after it ("gino (my husband)", "Spoke w/ Corliss (UR
# nurse)"), or in brackets after a service or role ("PT (Greta) amb pt", "Palliative (Koenigsberg) following",
# "Patient Accounts (Vonda)", "ID 207715 (TANVIR)")
_BRACKET_ONE = r"(?P<n>[A-Z][a-z'’]{2,20}(?:-[A-Z][a-z'’]{2,20})?|[A-Z][A-Z'’]{2,20}(?:-[A-Z][A-Z'’]{2,20})?|[a-z]{3,15})"
# the relations (a RELATIVE_NAME) and the staff roles (a CLINICIAN_NAME) that may follow in brackets
_RELATION_IN_BRACKETS = frozenset(("husband", "wife", "son", "daughter", "sister", "brother", "mother", "father",
                                   "mom", "dad", "partner", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancee",
                                   "fiancée", "friend", "neighbor", "neighbour", "caregiver", "hcp", "poa"))
_ROLE_IN_BRACKETS = ("ur nurse", "charge nurse", "nurse", "rn", "lpn", "sw", "cm", "case manager", "pharmacist",
                     "scribe", "aide")
_NAME_BEFORE_ROLE = re.compile(
    rf"(?<![\w'’\-./]){_BRACKET_ONE}[ \t]{{0,2}}\((?i:(?:my|our|her|his|their|pt['’]?s|the)[ \t]{{1,2}})?"
    r"(?P<r>(?i:" + "|".join(re.escape(w).replace(r"\ ", r"[ \t]") for w in sorted(
        {*_RELATION_IN_BRACKETS, *_ROLE_IN_BRACKETS}, key=len, reverse=True)) + r"))\)")
_ROLE_BEFORE_NAME = re.compile(
    r"(?<![\w\-])(?:PT|OT|SLP|RT|SW|CM|(?i:palliative|hospice|chaplain|chaplaincy|team|accounts|billing|registration|"
    r"scheduling|front[ \t]desk|interpreter|nutrition|dietitian|pharmacy|ID[ \t]?#?[ \t]?\d{3,8}|"
    # round 83: a case manager ("case mgmt (becky)"), and how an interpreter joined ("interpreter by phone (Bertha)")
    r"case[ \t]mgmt|case[ \t]manager|case[ \t]management)|desk[ \t]lady)"
    r"(?:[ \t]{1,2}(?i:by|via|on)[ \t]{1,2}(?i:phone|telephone|video|vri|zoom|teams))?"
    rf"[ \t]{{0,2}}\({_BRACKET_ONE}\??\)"
)
_TRIAL_WORDS = re.compile(r"\b(?:protocol|subject|sae|study drug|investigator|randomi[sz]ed|ecrf|site file)\b")
_MAIL_HEADER = re.compile(
    # "From" with a typing slip ("Frim", "FeOM", "Froom", "frorn") is still the sender's field
    r"(?im)^[ \t>]{0,3}(?:from|f[a-z]{1,3}m|fr[a-z]{1,3}|[a-z]rom|fro|to|cc|bcc|sent by|author|reply-to)"
    r"[ \t]{0,2}:[ \t]{0,3}"
    r"(?P<n>[^<>\n,;:@]{3,60}?)[ \t]{0,3}(?=<|$|;|,)"
)
_SIGN_OFF = re.compile(
    r"(?i:(?:regards|sincerely|wishes|thanks|thank you|cheers|best|warmly|respectfully|gracias|merci|ng[aā] mihi|"
    # round 40: how patients and families end their messages ("Thanks very much", "Thank you so much again")
    r"(?:thanks|thank you)[ \t](?:(?:very|so)[ \t]much|a[ \t]lot|again|heaps|in[ \t]advance)(?:[ \t]again)?),?)[ \t]*"
    r"\n{1,3}[ \t]{0,3}"
    r"(?P<n>[^\n]{3,50}?(?:\n[ \t]{1,3}[^\n]{2,25})?)[ \t]*(?=\n|$)"
)
# the addressee of a letter, e-mail or portal message on the greeting line ("Hi Ben,", "Dear Keisha and Tom,")
_GREETING = re.compile(
    # (round 62: and other languages' greetings, "Kia ora Sione,", "Hola Marta,", "Hallo Frau Weber,")
    r"(?m)^[ \t]{0,3}(?i:dear|hi|hello|hey|good[ \t]morning|good[ \t]afternoon|morning|kia[ \t]ora|t[eē]n[aā][ \t]koe|"
    r"talofa|m[aā]lo[ \t]e[ \t]lelei|hola|hallo|bonjour|ciao|ol[aá]|hej)[ \t]{1,2}"
    r"(?P<n>[A-Z][^\n,!:;]{1,40}?)[ \t]{0,2}[,!:](?=[ \t]{0,3}(?:\n|$))"
)
_HEADER_NOT_NAME = {
    # round 43: a pharmacy or clinic of another language in a fax's header ("From: Farmacia Nueva Esperanza")
    "farmacia", "farmacias", "pharmacie", "clínica", "clinica", "clinique", "fundación", "instituto", "centro",
    "team", "practice", "inbox", "group", "dept", "department", "unit", "office", "desk", "pharmacovigilance",
    "pv", "safety", "study", "clinical", "trial", "ward", "hospital", "surgery", "nhs", "trust", "site", "all",
    "colleagues", "everyone", "admin", "support", "helpdesk", "noreply", "services", "service", "gp",
    "sir", "madam", "colleague", "doctor", "friends", "both", "there", "folks", "guys", "y'all", "mom", "dad",
}
_HEADER_WORDS = _HEADER_NOT_NAME - {"ward"}
_LOWER_LIST = re.compile(
    r"(?<![\w])[a-zà-ÿ][a-zà-ÿ'\-]{1,20}(?:,[ \t][a-zà-ÿ][a-zà-ÿ'\-]{1,20}){1,10},?[ \t](?:and|&|or)[ \t][a-zà-ÿ][a-zà-ÿ'\-]{1,20}(?![\w])"
)
_DIALOGUE = re.compile(r"(?m)^[ \t>]{0,3}(?P<n>[A-Za-zÀ-ÿ][a-zà-ÿ'’\-]{1,25})[ \t]?:[ \t]?(?=[\"“A-Z])")
_SYMBOL_AFTER_LABEL = re.compile(r"[ \t]?:[ \t]{0,3}[A-Z][A-Z0-9\-]{0,10}[0-9][A-Z0-9]*(?![\w])")
# children or siblings listed with their ages ("Kids Kaylee (14, Xenia High) and Brody (9, ...)", "Siblings: Ade
# (7), 1st grade"): each capitalised word right before a bracketed age is a relative
_KIN_LIST = re.compile(r"(?i:kids|children|siblings|sons|daughters|grandchildren|grandkids|stepchildren|step-children|"
                       r"brothers|sisters|half-siblings)[ \t]{0,2}:?[ \t]{1,2}(?P<list>[^\n.;]{3,200})")
# a capitalised word before a child's age, in brackets or not ("Brody (9", "Ruby 6,", "Aoibhe (4) has")
_AGED_WORD = r"(?<![A-Za-z'’\-])(?P<v>[A-Z][a-z'’\-]{1,20})"
_NAME_BEFORE_AGE = re.compile(rf"{_AGED_WORD}[ \t]{{0,2}}\((?:age[ \t])?[0-9]{{1,2}}(?![0-9])")
_NAME_BEFORE_BARE_AGE = re.compile(rf"{_AGED_WORD}[ \t]{{1,2}}[0-9]{{1,2}}(?![0-9])"
                                   r"(?=[ \t]{0,2}(?:[,(.;)]|$|(?i:yo|y/o|yrs?|years|mo|months)(?![a-z])))")
_NAME_BEFORE_AGE_VERB = re.compile(
    rf"{_AGED_WORD}[ \t]{{0,2}}\((?:age[ \t])?[0-9]{{1,2}}\)[ \t]{{1,2}}"
    r"(?:has|had|is|was|and|who|came|comes|attends|attended|lives|lived|says|said|will|would|can|could|did|does|"
    r"went|goes|started|stays|shares|plays|asked|told|wants)(?![a-z])")
# a speaker after a time stamp in a transcript or chat log ("[00:00:07] LONG: Thank you all", "07:05  Hunter
# Bledsoe: fine"): a name whatever word it also is, when the note has two such lines or more
_DASH_BEFORE_SENDER = re.compile(r"[ \t][-–][ \t]")
# a chat member's role after the name in an exported chat ("Rohit PG Med:", "Aarti Intern:")
_CHAT_ROLE = r"(?:[A-Z]{2,4}[ \t])?(?i:intern|med|medicine|surg|surgery|ortho|paeds|peds|obg|reg|registrar|sho|nurse|sister)"
_TRANSCRIPT_SPEAKER = re.compile(
    r"(?m)^[ \t]{0,3}[\[(]?(?:[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?,?[ \t]{1,2})?"  # (an SMS log's "10/27 9:40 AM")
    r"(?:[0-9]{1,2}:)?[0-9]{1,2}:[0-9]{2}(?:[ \t]?(?:am|pm|AM|PM))?[\])]?"
    # (a phone's chat export puts a dash before the sender: "21/06/24, 11:42 pm - Rohit PG Med: sir")
    r"(?:[ \t]{1,2}[-–])?[ \t]{1,3}(?:[A-Z]{2,5}[ \t])?"
    # (in a chat typed in lower case too, and with a role in brackets: "[21:47] tunde (nocturnist): hey")
    rf"(?P<v>[A-Za-z][A-Za-z'’\-]{{2,20}}(?:[ \t](?!{_CHAT_ROLE}[ \t]{{0,2}}:)[A-Za-z][A-Za-z'’\-]{{1,20}})?)"
    rf"(?:[ \t]\([a-z][a-z \-]{{1,24}}\)|[ \t]{_CHAT_ROLE})?"
    r"[ \t]{0,2}:[ \t]")
# the doctor a caller asks for in a transcribed voicemail, all in lower case: "calling for doctor bloomenthal about"
# (a word rare in English: never "doctor visit", "doctor said")
_LOWER_DOCTOR = re.compile(r"(?<![a-z])(?:doctor|dr)[ \t]{1,2}(?P<v>[a-z][a-z'’\-]{3,25})(?![\w'’\-])")
# a title or role in lower case, then up to three lower-case words ("re mr sunday ogunleye rm 618", "pastor femi
# may come", "urology doctor hodan warfaa who", "41 year old male abdiqani cabdullahi xasan who")
_LOWER_TITLED = re.compile(
    r"(?<![a-z])(?:mr|mrs|ms|miss|dr|doctor|pastor|rev|reverend|fr|father|imam|rabbi|nurse|rn|lpn|mgr|manager|"
    r"coordinator|worker|fy1|fy2|sho|spr|hca|physio|registrar|matron|(?:year[ \-]old|yo|y/o)[ \t]{1,2}(?:male|female|man|woman|gentleman|lady|boy|girl))\.?[ \t]{1,2}"
    # (the words in a lookahead: a title among them, "rn case mgr aurelio", is tried as a title in its turn)
    r"(?=(?P<v>[a-z][a-z'’]{1,25}(?:-[a-z][a-z'’]{1,25})?(?:[ \t][a-z][a-z'’]{1,25}(?:-[a-z][a-z'’]{1,25})?){0,2})"
    r"(?![\w'’\-]))")
_STAFF_GRADE = re.compile(r"(?:fy1|fy2|sho|spr|hca)[ \t]")
# a lower-case note's sign-off: "-- k. thibodeaux rn"
_LOWER_SIGNOFF = re.compile(r"(?m)^[ \t]*(?:(?:-{1,2}|—|–)[ \t]{0,2}(?P<v>[a-z]\.?[ \t]?(?P<s>[a-z][a-z'’\-]{2,25}))[ \t]{1,2}|"
                            # (without the dash: an initial with its dot, a comma maybe: "k. etsitty, lpcc")
                            r"(?P<w>[a-z]\.[ \t]?(?P<t>[a-z][a-z'’\-]{2,25})),?[ \t]{1,2})"
                            r"(?:rn|lpn|lvn|md|np|pa-c|do|rt|rrt|crna|cna|slp|rd|msw|lcsw|licsw|lpc|lpcc|lmhc|lmft|lcadc|"
                            r"ladc|cadc|lcdc|casac|pmhnp|fnp|otr|dpt)[ \t]*$")
# a name spelled out letter by letter, as said on a call or in a visit transcript: "W-I-S-N-I-E-W-S-K-A"
_SPELLED_NAME = re.compile(r"(?<![\w\-])[A-Z](?:-[A-Z]){3,24}(?![\w\-])")
_LOWER_DR_DID = re.compile(r"[ \t,]{1,2}(?:aware|notified|paged|called|updated|informed|at[ \t]bedside|said|says|"
                           r"ok['’]?d|agrees|agreed|ordered|wants|will|recommends|saw|came)(?![a-z])")
# a sender naming themselves after a greeting, past an addressee ("hi dr ferraro-lim its minseo jang (dob",
# "good morning dr kessler this is seyi,"): the cue lists above need the cue right before the name
_SELF_INTRO = re.compile(
    r"(?i:(?<![a-z])(?:hi|hello|hey|hiya|good[ \t](?:morning|afternoon|evening)|thanks|thank[ \t]you)(?![a-z]))[^\n.!?]{0,40}?"
    r"(?i:(?<![a-z])(?:this[ \t]is|it['’]?s|it[ \t]is)[ \t]{1,2})"
    r"(?P<v>[A-Za-zà-ÿ][a-zà-ÿ'’\-]{1,25})(?:[ \t](?P<w>[A-Za-zà-ÿ][a-zà-ÿ'’\-]{1,25}))?(?![\w'’\-])")
# round 29: a person named in lower case right after a role, a relation or a word of talking to someone, in a note
# typed in lower case ("rph alan chu spoke w/ pt ramona de la cruz", "aide tiffani", "spoke to jill", "his wife
# june", "update from aline", "nurse: t. leblanc"): the words are judged one by one in _lower_cued
_LOWER_STRONG_CUES = (
    r"rph|pharmacist|aide|carer|caregiver|supervisor|coordinator|co-ordinator|manager|officer|operator|adjuster|"
    r"interp|interpreter|driver|social[ \t]worker|keyworker|key[ \t]worker|receptionist|midwife|physio|chaplain|"
    r"volunteer|paramedic|dietitian|counsell?or|therapist|secretary|scribe|rpn|cna|anp|rn|lpn|hca|sr|"
    r"wife|husband|son|daughter|mum|mom|mother|dad|father|brother|sister|partner|nephew|niece|grandson|"
    r"granddaughter|grandma|grandpa|aunt|uncle|friend|neighbou?r|fianc[eé]e?|boyfriend|girlfriend|cousin|"
    r"stepdaughter|stepson|caller")
_LOWER_WEAK_CUES = (
    r"spoke[ \t](?:to|w/?|with)|talked[ \t](?:to|w/?|with)|called|rang|texted|paged|messaged|emailed|informed|"
    r"hi|hey|hello|hiya|dear|thx|thanks|handover[ \t]to|handed[ \t]over[ \t]to|(?:message|msg|call|update|reply|"
    r"note)[ \t]from|(?:seen|reviewed|taken|logged|ok['’]?d|approved|signed|checked|visited|typed)[ \t]by|"
    r"w/?|with|from|per|pt|client|patient|resident")
_LOWER_CUED = re.compile(
    rf"(?<![\w'’\-/])(?:(?P<strong>{_LOWER_STRONG_CUES})|(?P<weak>{_LOWER_WEAK_CUES}))[ \t:]{{1,2}}"
    r"(?=(?P<v>[a-zà-ÿ][a-zà-ÿ'’\-]{0,24}\.?(?:[ \t][a-zà-ÿ][a-zà-ÿ'’\-]{0,24}\.?){0,3}))")
# round 43: a census line of a hand-off typed in lower case: the room, the patient's name, the age and sex ("rm 14 jose
# angel quintanilla 58m mrn 3318407", "bed 3 ofelia garza vda. de luna 94f")
_ROOM_ROW = re.compile(
    r"(?m)^[ \t]{0,4}(?:rm|room|bed|bd)\.?[ \t]{0,2}#?[0-9]{1,4}[a-z]?[ \t]{0,2}[:.\-–]?[ \t]{1,3}"
    r"(?P<v>[a-zà-ÿ][a-zà-ÿ'’\-]{1,20}(?:[ \t]{1,2}[a-zà-ÿ][a-zà-ÿ'’.\-]{0,20}){0,4}?)"
    r"[ \t]{1,2}[0-9]{1,3}[ \t]?(?:[mf]|y/?o|yo)(?![a-z0-9])"
)
# a speaker at the start of a chat line typed in lower case, after a time stamp or a dash maybe, with a role in
# brackets maybe ("mike dunleavy 14:02: hey", "12/06/24, 19:41 - bec h: hi", "gemma w (it svc desk) 10:12:",
# "reply fri 4/10 - leanne (practice nurse): hi"), or a role with the name in brackets ("staff (brianna): hi")
_LOWER_SPEAKER = re.compile(
    r"(?m)(?:^[ \t]*(?P<pre>[0-9]{1,2}:[0-9]{2}[ \t]{1,2})?|(?P<dash>[ \t][-–][ \t]))"
    r"(?P<v>[a-zà-ÿ][a-zà-ÿ'’\-]{1,20}(?:[ \t][a-zà-ÿ][a-zà-ÿ'’\-]{0,20})?)"
    r"(?:[ \t]\((?P<r>[a-z][^)\n]{0,30})\))?(?P<post>[ \t]{1,2}[0-9]{1,2}:[0-9]{2})?:[ \t]")
# words a cue may stand before that are words there, not given names ("w chase", "to bill", "per grant")
_LOWER_CUE_NOT = frozenset(
    "rail stick frame zimmer rollator "  # walking aids after "w" ("stairs w rail + stick")
    "chase rob sue pat bill grant ray page drew penny rusty sandy sunny summer faith hope joy grace angel cash "
    "major bishop king earl judge hunter miles lane wade pierce reed bud buddy chip dot ivy holly ginger honey "
    "candy misty rich sky storm river hazel jack mark will may june april august art guy dean gene sol walker frank "
    "crystal amber ruby jade pearl rose stone brook heath glen dale".split())
# clinical abbreviations and short verbs that name lists also hold ("w ra", "with uti", "pt ate", "ambulates w
# cane"): never a given name after a cue, in any note
_LOWER_NEVER_GIVEN = frozenset(
    "ra nc ng og bm uti aki ama doe abg bun na mag cane pad tone rom fam ate bore fed sang lay ran sat ed er or "
    "gp dr pa np ma rn dm ms mi pe cr hb bp hr rr gcs loc sob cp lol tia uri peg ivf iv im po pr sc sq tid bid qid "
    "prn nbm npo dnr ecg ekg cxr ct mri us nad wnl ok".split())
# a lower-case full name owning a relative: "tajudeen adebanjo's son", "mary okafor's daughter"
_LOWER_OWNER = re.compile(
    r"(?<![\w'’\-])(?P<v>[a-zà-ÿ][a-zà-ÿ\-]{1,25}[ \t][a-zà-ÿ][a-zà-ÿ\-]{1,25})['’]s[ \t]"
    r"(?:son|daughter|wife|husband|mom|mum|mother|dad|father|sister|brother|partner|grandson|granddaughter|niece|"
    r"nephew|aunt|uncle|caregiver|carer|friend|neighbou?r|gf|bf|fianc[eé]e?)(?![a-z])")
# words after "this is"/"its" that start an organisation, not a person ("this is mercy home health")
_ORG_AFTER_INTRO = frozenset({"home", "health", "hospital", "clinic", "pharmacy", "office", "medical", "care",
                              "healthcare", "imaging", "lab", "labs", "dental", "surgery", "center", "centre"})
_COORD_BEFORE = re.compile(r"(?<![\w'’\-])(?P<n>[A-Z][a-zà-ÿ][\w'’\-]{1,30})(?:,[ \t]|[ \t](?:and|&|or)[ \t])$")
_COORD_AFTER = re.compile(r"(?:,[ \t]|[ \t](?:and|&|or)[ \t])(?P<n>[A-Z][a-zà-ÿ][\w'’\-]{1,30})(?![\w'’\-])")
_NAME_LINE = re.compile(
    r"(?m)^[ \t>]{0,3}(?P<n>[A-Z][a-zà-ÿ'’\-]{1,30}(?:[ \t][A-Z]\.?)?(?:[ \t][A-Z][a-zà-ÿ'’\-]{1,30}){1,2})[ \t]*$"
    r"|^[ \t>]{0,3}(?P<l>[a-zà-ÿ][a-zà-ÿ'’\-]{1,30}(?:[ \t][a-z]\.?)?[ \t][a-zà-ÿ][a-zà-ÿ'’\-]{1,30})[ \t]*$"
)

# names that are also sentence-initial function words or common nouns/verbs
SENTENCE_INITIAL_BLOCK = {
    "will", "may", "can", "mark", "bill", "rose", "sue", "pat", "art", "guy", "faith", "hope", "joy", "grace",
    "june", "april", "august", "summer", "autumn", "dawn", "eve", "chase", "grant", "miles", "max", "ray", "rich",
    "sunny", "young", "king", "rob", "jack", "frank", "drew", "gene", "lance", "sterling", "victor", "ruby",
    "crystal", "amber", "holly", "iris", "lily", "daisy", "heather", "ivy", "jade", "pearl", "violet", "cliff",
    "dale", "glen", "lane", "wade", "reed", "rod", "sandy", "penny", "ginger", "honey", "precious", "patience",
    "charity", "constance", "prudence", "mercy", "major", "sonny", "buddy", "bud", "page", "said", "long",
    "bone", "link",  # round 26: "Bone age 4 y 10 m", "[AP] Y  Link to my health record"
    "carina", "gift",  # round 27: a bronchoscopy's "Carina sharp.", a volunteer log's "Gift shop: till count"
}

# round 35: a word of origin or faith after "a/an" is an adjective or a noun ("an Irish mother", "a Christian and";
# but "spoke to a Sarah", "married a Kowalski"), and compounds of origin or skill
_INDEFINITE_ARTICLE_BEFORE = re.compile(r"(?<![A-Za-z.])(?:a|an|An)[ \t]\Z")  # (not "A": an initial, "Dr A Smith")
_ORIGIN_OR_FAITH = frozenset(
    "irish welsh scottish scots english british american canadian australian kiwi maori samoan tongan fijian "
    "polish italian german french spanish portuguese greek turkish kurdish somali ethiopian eritrean nigerian "
    "ghanaian kenyan ugandan sudanese egyptian moroccan algerian syrian iraqi iranian afghan pakistani indian "
    "bangladeshi sri lankan nepali chinese japanese korean vietnamese filipino thai malaysian indonesian "
    "jamaican mexican brazilian colombian peruvian chilean cuban haitian dominican russian ukrainian romanian "
    "bulgarian hungarian czech slovak lithuanian latvian estonian albanian serbian croatian bosnian dutch belgian "
    "swiss austrian swedish norwegian danish finnish icelandic jewish muslim christian catholic protestant hindu "
    "sikh buddhist mormon baptist methodist anglican presbyterian pentecostal orthodox evangelical "
    "glaswegian geordie scouser brummie cockney londoner dubliner".split())
# (a faith ends given names too: "Hans-Christian", "Jean-Christian")
_FAITHS = frozenset("jewish muslim christian catholic protestant hindu sikh buddhist mormon baptist methodist anglican "
                    "presbyterian pentecostal orthodox evangelical".split())
_ADJECTIVE_ENDINGS = ("-speaking", "-born", "-based", "-raised", "-educated", "-trained", "-american", "-australian",
                      "-canadian", "-british")
# a run followed by one of these is a place, facility or street, not a person
NOT_PERSON_NEXT = {
    "dialect",  # round 25: "speaks Nepali (Gurung dialect)"
    "governorate", "ctc",  # round 50: "From: Hays, Al Hudaydah governorate", "Sheikh Othman CTC"
    "chc", "dispensary", "hauora", "marae", "district", "chiefdom", "constituency", "lagoon",  # round 34
    "hospital", "hospitals", "medical", "cancer", "institute", "clinic", "infirmary", "memorial", "health",
    "general", "regional", "community", "teaching", "university", "royal", "ward", "unit", "centre", "center",
    "practice", "surgery", "hospice", "crossroad", "crossroads", "street", "road", "avenue", "lane", "drive",
    "court", "close", "way", "boulevard", "place", "crescent", "terrace", "gardens", "grove", "square",
    "county", "city", "town", "village", "trust", "foundation", "pharmaceuticals", "pharma", "inc", "ltd",
    "llc", "plc", "corporation", "group", "laboratories", "labs", "university's", "college", "school",
    "act", "acts",  # a statute named after its sponsor ("Baker Act", "Marchman Act")
    "proficiency",  # a language's ("limited English proficiency"; English stays a surname: "Kimberly English")
    "pharmacy", "pharmacies", "chemists",  # round 30: "community pharmacist, Rowlands Pharmacy"
    # round 35: roads told in prose ("on the Princess Parkway"); no surname ("Springs", "Falls", "Villa" are: "Jenny
    # Falls", "Maria Villa"), no house ("Lives at Holly Cottage" stays redacted, as a name if nothing else)
    "parkway", "highway", "motorway", "expressway", "freeway", "turnpike",
    "ora",  # round 62: a Māori greeting, "Kia ora Sione," (Kia is a given name too)
}
# round 51: the head words of Nordic, Baltic, Italian and South Slavic places of care and funeral services, after their
# name ("Jølstad Begravelsesbyrå", "Onoranze Funebri Esposito", "Elva Tervisekeskus")
_EUROPEAN_HEADS = frozenset({"begravelsesbyrå", "begravningsbyrå", "terveysasema", "lääkäriasema", "keskussairaala",
                             "sairaala", "tervisekeskus", "kliinikum", "legevakt", "sykehuset", "sykehus", "veselības",
                             "bolnišnica", "funebri", "ospedale", "ospedaliera", "policlinico", "ambulatorio",
                             # (as name keys are looked up, without their diacritics)
                             "begravelsesbyra", "begravningsbyra", "laakariasema", "veselibas", "bolnisnica"})
BLOCK |= _EUROPEAN_HEADS
NOT_PERSON_NEXT |= _EUROPEAN_HEADS
# round 61: the head words of dental, foot, spine, eye, hearing and animal practices and of funeral services, after
# their name ("Shaw Avenue Family Dentistry", "Bright Smile Orthodontics", "Eternal Grace Funeral Services")
_PRACTICE_HEADS = frozenset({"dentistry", "orthodontics", "orthodontic", "chiropractic", "podiatry", "optometry",
                             "audiology", "veterinary", "funeral", "crematorium", "cemetery"})
BLOCK |= _PRACTICE_HEADS
NOT_PERSON_NEXT |= _PRACTICE_HEADS
# round 63: the head words of firms and places of remote and maritime work and of travel for treatment, no surname
# ("Khan Drilling", "Gobi Catering", "Lara Garden Suites", "Halvorsen Shipping")
_SITE_AND_TRAVEL_HEADS = frozenset({"drilling", "shipping", "shipowners", "catering", "geoservices", "seafoods",
                                    "mining", "suites", "airport"})
BLOCK |= _SITE_AND_TRAVEL_HEADS
NOT_PERSON_NEXT |= _SITE_AND_TRAVEL_HEADS
# round 83: street words that are surnames too ("Neighbour Dennis Lane"), see _surname_street_word
_SURNAME_STREET_WORDS = frozenset({"lane", "court", "place", "grove", "way", "street"})
_DIGIT_BEFORE = re.compile(r"[0-9][A-Za-z]?,?[ \t]{1,2}\Z")
# round 83: a medical speciality as the head of a practice's name, after its town ("PCP: Beaverton Pediatrics",
# "Lakeside Orthopaedics"), capitalised and with no title before the run ("Dr Jane Doe Pediatrics" is a signature)
_SPECIALITY_HEADS = frozenset("pediatrics paediatrics orthopedics orthopaedics dermatology cardiology oncology urology "
                              "neurology rheumatology ophthalmology gastroenterology pulmonology nephrology "
                              "endocrinology obstetrics gynecology gynaecology otolaryngology".split())


def _glued_abbreviation(text: str, s: int, e: int) -> bool:
    """Round 83: the second half of an abbreviation, glued after "&" and one letter ("U&Es", "A&E") or a word in
    capitals glued after "+" and another ("ATRA+ATO", "FOLFOX+BEV": a regimen's drugs)."""
    if s < 2:
        return False
    if text[s - 1] == "&":
        return text[s - 2].isalpha() and (s < 3 or not text[s - 3].isalpha())
    return text[s - 1] == "+" and text[s - 2].isupper() and text[s:e].isupper()


_REPUBLIC_WORDS = frozenset(("republic", "republica", "republika", "republik", "république", "republique", "república"))
# countries that are also given names or surnames ("Jordan Price", "Dr Kenya Moore", "Anatole France")
_COUNTRIES_AS_NAMES = frozenset(("jordan", "chad", "georgia", "israel", "india", "kenya", "france", "ireland",
                                 "england", "holland", "wales", "america", "china", "niger", "cuba", "mali", "oman",
                                 "peru", "malta", "chile", "brunei", "fiji", "tonga", "samoa"))
# a settlement's head word, a surname too ("Walter Camp"), after another capitalised word
_PLACE_HEADS = frozenset(("camp", "camps", "township"))
_PLACE_HEADS_NO_SURNAME = _PLACE_HEADS - {"camp"}  # (ending a run of names: "Salem Township", not "Walter Camp")
# round 38: the heads of the clubs, schools, prisons, faiths and units a life is told by, no surname: a run of
# capitalised words holding one is a place's name ("attending Llandaff Rowing Club", "Middlesbrough Boxing
# Academy", "Arohata Prison", "Mercian Regiment"); only inside the run, so "Mohammed Ali secondary to DKA" and
# "Sam Jones club captain" keep their names
_HEADS_IN_RUN = frozenset("club academy prison mandir gurdwara mosque masjid synagogue regiment battalion "
                          "constabulary".split())
# round 39: words of a firm's or a house's name on the line after a name in an address block (surnames elsewhere:
# "Dr House")
_NOT_WRAPPED_NAME = frozenset("solicitors llp ltd plc cottage house farm lodge manor hall court chambers partners "
                              "associates barn villa bungalow".split())


# round 57: head words of a care home's, a provider's or a firm's name, no surname, that end a run of capitalised
# words ("Deputy Manager, Brookvale Care Home", "Twin Valley Behavioral Healthcare", "cc: Law Office of ..."); only
# ending the run and no capitalised word after it, so "Mary Jones home visit", "Tom Ashworth Office Manager" and
# "DAVID OKAFOR HOME PHONE" keep their names
_ORG_HEADS_IN_RUN = frozenset("home healthcare hub office respite".split())


def _capitalised_head(word: str) -> bool:
    """The next word is such a head, capitalised: the run before it names the place ("Yau Ma Tei Jockey Club")."""
    return word[:1].isupper() and word.lower() in _HEADS_IN_RUN


# particles that are also given names when they open a name
_GIVEN_NAME_PARTICLES = frozenset({"ben", "bin"})
# the heads of facilities' names that are nobody's surname
_HEADS_NEVER_A_NAME = frozenset({"infirmary", "hospital", "hospitals", "clinic", "clinics", "hospice", "pharmacy",
                                 "institute", "centre", "center", "surgery", "practice", "university"})
_PLACE_PREFIX = {"north", "south", "east", "west", "new", "port", "lake", "mount", "fort", "upper", "lower",
                 "great", "little", "saint", "st", "5outh", "n0rth"}

# "cell" before a number is a mobile phone, not an eponym's cell ("Reed-Sternberg cell")
_NUMBER_AFTER_CELL = re.compile(r"[ \t]{0,2}(?:#|:|is|no\.?|ph\.?)?[ \t]{0,2}[(+]?\d{3}[ \t.\-)]{0,2}\d{3}")
_TITLE_INITIALS_BEFORE = re.compile(r"(?<![a-z])(?:mr|mrs|ms|miss|mx)\.?[ \t]\Z")
_WITNESSED = re.compile(r"(?i:(?:double[ \t-])?witness|embryolog)")
# a unit after a number: "a 2.55 Mb interstitial deletion"
_UNIT_AFTER_NUMBER = re.compile(r"[0-9][ \t]?\Z")
_HAS_DISEASE_BEFORE = re.compile(r"(?<![A-Za-z])(?:has|had|have|vs\.?|versus|query|r/o|\?)[ \t]{0,2}\Z")
_ACRONYM_HYPHEN_WORD = re.compile(r"(?:[A-Z]{2,4}|Hb|Hgb)-[a-z]{4,}")
_MIXED_ACRONYM = re.compile(r"[A-Z](?=[A-Za-z]{0,6}[a-z])[A-Za-z]{1,6}[A-Z][A-Za-z]{0,3}")  # ("HBsAg", "HBeAg")
_CAMEL_PRODUCT = re.compile(r"[A-Z][a-z]+[A-Z][a-z]")
# round 34: a word with two capitals inside it or a lower-case tail after capitals is a product's name, never a
# person's ("CapSureFix", "MTBDRplus"; "McDonald", "DeShawn" have one)
_PRODUCT_WORD = re.compile(r"(?<![\w'’])(?:[A-Z][a-z]+[A-Z][a-z]*[A-Z][\w]*|[A-Z]{3,}[a-z]{2,}[\w]*)")
# (but a name of particles run together is a person's: "DeLaCruz", "VanDerBerg", "McDonaldMcKay")
_PARTICLE_NAME = re.compile(r"(?:(?:Mc|Mac|O|De|Di|Da|Du|Del|Della|Des|La|Le|Van|Von|Der|Den|Ten|Ter|St)(?=[A-Z]))+"
                            r"[A-Z][a-z]+(?:(?:Mc|Mac)[A-Z][a-z]+)?")
_DEVICE_LABEL_BEFORE = re.compile(
    r"(?<![A-Za-z])(?i:stent|valve|graft|implant|prosthesis|device|model|balloon|pacemaker|lens|iol|mesh)s?"
    r"[ \t]{0,2}:[ \t]{0,2}(?P<w>[A-Z][A-Za-z\-]{1,20}[ \t])?\Z")
_FIELD_ABBREVIATION_AFTER = re.compile(r"\.[ \t]?(?:ID|No\.)(?![A-Za-z])|(?<=Nat)[ \t]ID[ \t]{0,2}:")
# a list of eponyms ending in its kind: "Down's, Edwards' and Patau's syndromes", "Edwards' (T18) and Patau's (T13)
# syndromes"
_EPONYM_LIST_AFTER = re.compile(
    r"['’]s?(?:[ \t]{1,2}\([^()\n]{1,10}\))?(?:,?[ \t]{1,2}(?:(?:and|or|&)[ \t]{1,2})?[A-Z][a-z]+['’]s?"
    r"(?:[ \t]{1,2}\([^()\n]{1,10}\))?){1,3}[ \t]{1,2}(?i:syndromes?|diseases?)(?![a-z])")
# an endoscopic or morphological classification read after the eponym: "8 mm Paris 0-IIa lesion", "Prague C2M4"
_CLASSIFICATION_AFTER = re.compile(r"[ \t]{1,2}(?:0-I{1,3}[abcs]?|C\d{1,2}M\d{1,2})(?![\w])")
# criteria named after a place or a person, after the measure they grade: "3% normal forms (Kruger)"
_CRITERIA_BEFORE = re.compile(r"(?i:normal[ \t]forms|morphology)[ \t]{0,2}[(,:]?[ \t]{0,2}\Z")
EPONYM_NEXT = {
    "orbitopathy", "ophthalmopathy", "conduction",  # round 24: "Graves' orbitopathy", "Bone conduction"
    "disease", "syndrome", "sign", "signs", "neg", "test", "score", "scale", "criteria", "classification", "catheter",
    "oesophagectomy", "esophagectomy", "gastrectomy", "fundoplication",  # round 21: "Ivor Lewis oesophagectomy"
    "palsy", "fracture", "manoeuvre", "maneuver", "procedure", "operation", "tube", "reflex", "phenomenon",
    "lymphoma", "sarcoma", "tumour", "tumor", "ulcer", "index", "triad", "law", "node", "nodes", "cell", "cells",
    "stain", "staining", "position", "oesophagus", "esophagus", "incision", "repair", "ligament", "duct", "canal", "bag", "drain", "mask",
    "line", "needle", "forceps", "retractor", "hernia", "grade", "type", "virus", "test.", "thyroiditis", "monitor",
    "category", "system", "protocol", "guidelines", "rules", "encephalopathy", "contracture", "neuroma", "cyst",
    "antibody", "antibodies", "antigen", "antigens", "grid", "frame", "basket", "paresis", "treadmill",
    "questionnaire", "solution",
    "lesion", "lesions",  # round 36: "Cameron lesions"
    "gluconate", "chloride", "carbonate", "citrate", "acetate", "sulfate", "sulphate",  # round 31: "Ca gluconate"
    "two-stage",  # "Simon two-stage design"
    # "Beers list", "Pell & Gregory class", "Scarlet fever", "Hana table", "Abbey Pain Scale", "Gold Standards
    # Framework"
    "list", "class", "fever", "table", "pain", "framework", "screw", "staging", "passport", "rule",
    # "Cooper ligaments", "Russell's viper", "Ottawa ankle rules", "Shaker exercises", "Brighton Collaboration
    # level", "Papanicolaou-stained smears", "Fitzpatrick II/skin type"
    "ligaments", "viper", "exercise", "exercises", "manoeuvres", "maneuvers", "collaboration", "ankle", "skin",
    "smears", "smear", "stained", "reaction", "phenotype", "lens", "lenses", "loop",
    "watch", "rods", "angina", "pin", "pins",  # "Apple Watch", "Harrington rods", "Ludwig angina", "Steinmann pin"
    "authority", "standard",  # round 22: "no Rogers authority", "the Dusky standard"
    "stage", "ratio",  # round 23: "Ann Arbor stage IIIA", "Lindegaard ratio 4.1"
    "shop", "study", "trial",  # round 27: "Gift shop", "the BRIGHT-KNEE study"
}
# surnames that a note uses as a bare clinical term ("Babinski downgoing", "Romberg neg", "Braden 14", "Holter
# ordered"): a name there only with a title or cue ("Dr Hashimoto")
CLINICAL_EPONYMS = frozenset(
    # round 25: thyroid and adrenal diseases by their eponyms ("mother has Graves.", "vs Graves")
    "graves addison cushing conn "
    # round 28: an encephalopathy and a hemiarthroplasty ("Hx of Wernicke's?", "not a Thompson's - modular stem")
    "wernicke korsakoff thompson "
    # round 26: a causality scale, a flap, decompression tables, tear and vestibular tests, ECG voltage criteria
    "naranjo zitelli bühlmann buhlmann schirmer dix-hallpike sokolow-lyon sokolow "
    # round 21: knee and frailty scores, a tumour's type, the Pap smear's reporting system
    "lysholm siewert rockwood tegner bethesda "
    # round 48: a trypanosomiasis named after its discoverer ("Chagas sorologia NEGATIVA", "Chagas cardiomyopathy")
    "chagas "
    # round 27: an oesophagus, a breathing pattern, a postnatal screen ("short-segment Barrett", "No Cheyne-Stokes
    # pattern", "Whooley Q negative")
    "barrett cheyne-stokes whooley "
    # round 22: shoulder impingement tests
    "neer hawkins-kennedy "
    # round 23: subarachnoid-haemorrhage grades and the vasospasm ratio
    "hunt-hess fisher lindegaard "
    # round 20: criteria, syndromes, liver segments and indices named after people
    "duke cowden li-fraumeni couinaud crohn katz bosniak fleischner friedewald marfan loeys-dietz "
    "babinski romberg holter gartland forrest hicks bakri imrie apfel stevens-johnson guillain-barre guillain-barré "
    "kaplan-meier bland-altman wolff-parkinson-white creutzfeldt-jakob charcot-marie-tooth osgood-schlatter legg-calve-perthes mallory-weiss "
    "zollinger-ellison budd-chiari arnold-chiari dandy-walker lennox-gastaut kasabach-merritt henoch-schonlein "
    "hashimoto braden kernig brudzinski trendelenburg tinel phalen lachman mcmurray homans "
    "chvostek trousseau kussmaul korotkoff valsalva heimlich seldinger yankauer bovie doppler mantoux giemsa coombs "
    "ishihara snellen rinne hallpike epley finkelstein spurling mallampati waterlow barthel karnofsky killip apgar "
    "gleason breslow ranson glasgow lugol papanicolaou westergren wood's tanner denver bayley hoffmann hoffman "
    "chiari rankin simpson's leopold leopold's amsler weber wagner semmes weinstein moro hartmann jobe neer pell greulich kell kidd "
    "duffy bergego ludwig ludwig's silverman-andersen harrington fazekas schmitt-thompson "
    # round 53: algorithms and statistics record linkage and analysis code are named after
    "smith-waterman needleman-wunsch jaro-winkler damerau-levenshtein mann-whitney benjamini-hochberg "
    "fellegi-sunter "
    # a classification, an anatomy word opening a report line, a laxative, a dressing, a walking frame, an
    # ancestry, "Sat/Sun" ("Bosniak I cyst", "Lung bases:", "Senna", "Aquacel Ag", "Coban 2", "with Zimmer")
    "bosniak lung senna coban ag zimmer sjögren sjogren down ashkenazi sun "
    # a yeast, an analyser, a recovery score, positioning supports, a heart block, languages that are surnames
    "candida vitek aldrete stulberg mobitz irish english "
    # a ligament, a vasculitis, a snake, a febrile agglutinin, the circle of Willis, skin typing and hypermobility
    # scores, a swallowing exercise, a vaccine-safety case definition, a colon segment after a specimen letter
    "cooper kawasaki weil-felix papanicolaou-stained willis fitzpatrick beighton shaker brighton colon "
    # round 17: a melanoma's level, skin and nerve signs, a grip dynamometer, stroke recovery stages, an autopsy
    # method, a stopping boundary, a consensus city, a hearing-aid brand ("Clark level III", "Nikolsky neg",
    # "Koebner", "Jamar grip", "Brunnstrom stage 4", "Durkan +", "Rokitansky en bloc", "Haybittle-Peto")
    "clark nikolsky koebner jamar brunnstrom durkan rokitansky haybittle-peto haybittle peto amsterdam phonak "
    "audeo toeoff "
    # rounds 18-19: a radial-access oximetry test ("Barbeau B"), a bifurcation-lesion class ("Medina 1,1,0"),
    # knee osteoarthritis and diverticular-abscess grades ("Kellgren-Lawrence 3", "modified Hinchey Ia")
    "barbeau medina kellgren-lawrence kellgren hinchey "
    # round 66: a hereditary cancer syndrome ("Strong suspicion of Lynch (MLH1)", "the Lynch test")
    "lynch".split())

_SENT_END = {".", "!", "?", "\n", ":", ";", "•", "-", "*", "|"}
# a lab analyte or a named score followed by its value: "Na 138", "Li 0.9", "Wells 6.5", "Berg 24/56", "Morse 45"
# (all are surnames too: with a title before them, or without a number after them, they are read as usual)
_VALUE_NAMES = frozenset(
    "na cl ca mg li fe zn cu hb hgb alb cr crea creat glu lac phos tsh inr ck ldh bun wells ranson glasgow braden morse apgar "
    "bishop centor berg norton waterlow barthel karnofsky killip gleason breslow rankin caprini padua geneva "
    "hestia perc curb wexner bristol cat pasi easi scorad bvas sledai".split())  # ("Cat 2": an ambulance call's category)
_VALUE_AFTER = re.compile(r"[+]?[ \t]{0,2}(?:(?:score|level)[ \t]{1,2})?[:=]?[ \t]{0,2}[<>≤≥~]?\d")
# a role noun right after a word: that word names a service ("Colorectal Surgeon", "Tissue Viability Nurse")
_SERVICE_ROLE_AFTER = re.compile(
    r"[ \t]{1,2}(?:Surgeon|Nurse|Sister|CNS|Pharmacist|pharmacist|Specialist|Physician|Therapist|Team|Service|"
    r"Practitioner|Coordinator|Matron|Midwife|nurse|surgeon|team|Psychiatrist|Psychologist|Physiotherapist)(?![A-Za-z])")
_PARTICLES = {
    "van", "von", "de", "da", "del", "della", "di", "du", "le", "la", "bin", "ibn", "al", "el", "ter", "ten",
    "dos", "das", "mac", "af", "zu", "den", "der", "het", "op", "zur", "y", "bint", "ap", "ben", "abu", "st",
    "degli", "dei", "des", "lo", "vander", "vanden", "ó", "ní", "nic", "uí", "ui", "mc", "binti",
    "delos", "dela", "delas",  # Filipino: "Ma. Luisa delos Santos", "Juan dela Cruz"
}
_TITLE_TOKEN = re.compile(r"^(?:[A-Z][a-z]*(?:['’\-][A-Za-z][a-z]*)*|Mc[A-Z][a-z]+|Mac[A-Z][a-z]+|O['’][A-Z][a-z]+)$"
                          .replace("A-Z", "A-ZÀ-ÖØ-ÞĀ-ſ").replace("a-z", "a-zß-öø-ÿĀ-ſ"))


# the things whose "name:" field holds no person's name
_THING_BEFORE_NAME = re.compile(
    r"(?<![a-z])(?:site|firm|company|facility|file|drug|trade|brand|product|study|host|practice|employer|vessel|ship|"
    r"street|ward|hospital|clinic|school|business|organi[sz]ation|centre|center|project|device|sponsor|institution|"
    r"agency|laboratory|lab|insurer|carrier|pharmacy|team|trial|protocol|compound|medication|medicine)[ \t]$")


def _cue_re(phrases: tuple[str, ...]) -> re.Pattern[str]:
    alts = sorted({p.lower() for p in phrases}, key=len, reverse=True)
    return re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(a).replace(r"\ ", r"\s{1,3}") for a in alts)
                      + r")(?![a-z])")


_CUES = (
    ("INVESTIGATOR", _cue_re(ROLE_INV)),
    ("RELATIVE_NAME", _cue_re(ROLE_REL)),
    ("CLINICIAN_NAME", _cue_re(ROLE_CLIN)),
    ("PATIENT_NAME", _cue_re(ROLE_PAT)),
)


def _all_cues() -> tuple[re.Pattern[str], dict[str, str]]:
    """One alternation over every cue phrase (longest first) and the phrase -> label table."""
    phrases: dict[str, str] = {}
    for label, group in (("PATIENT_NAME", ROLE_PAT), ("CLINICIAN_NAME", ROLE_CLIN), ("RELATIVE_NAME", ROLE_REL),
                         ("INVESTIGATOR", ROLE_INV)):
        for ph in group:
            phrases[ph.lower()] = label  # later groups win a phrase listed twice
    order = sorted(phrases, key=len, reverse=True)
    alts = "|".join(re.escape(ph).replace(r"\ ", r"\s{1,3}") for ph in order)
    return re.compile(r"(?<![a-z])(?:" + alts + r")(?![a-z])"), phrases


_ALL_CUES, _CUE_LABEL = _all_cues()
# the last words of the relation cues: text that a relation cue ends (up to " (:,") ends with one of them
_REL_TAILS = tuple(sorted({p.lower().split(" ")[-1] for p in ROLE_REL}))
assert not any(t[-1] in " (:," for t in _REL_TAILS)
# cues strong enough to make the next token a name even if it is unknown or lower case (others need a colon)
_STRONG_ADJ = {
    *ROLE_REL, "seen by", "reviewed by", "signed by", "electronically signed by", "e-signed by", "dictated by",
    "discussed with", "d/w", "f/u with", "follow up with", "follow-up with", "attested by", "verified by",
    "assessed by", "examined by", "handed over to", "escalated to", "referred by", "under the care of",
    "report from", "received report from", "handover from", "principal investigator", "sub-investigator",
    "co-investigator", "chief investigator", "coordinating investigator", "per investigator", "prepared by",
    "report prepared by", "monitored by", "known as", "aka", "preferred name", "patient name", "pt name",
    "my name is", "name is", "last name", "maiden name", "maiden name is", "call me", "people call me", "i'm",
    *NICKNAME_CUES,
    "directed by", "starring", "guardian", "arranged with", "arranged w/", "ride home with", "family contact",
    "letter for", "letter re", "discharge letter for", "referral for", *SELF_INTRO_CUES,
    # round 83: a name's own field, also before a name in lower case ("full name andrzej wiśniewski-hall")
    "full name", "legal name", "first name", "given name", "real name", "birth name",
}
# cues that hint at a role but do not make the next word a name ("admitted FOR CELLULITIS", "PT RESTING")
_WEAK_CUES = {
    "pt", "pts", "pt.", "pt is", "patient is", "patient", "for", "about", "regarding", "from", "per", "under", "owner", "lead",
    "responsible", "aware", "notified", "paged", "cc", "author", "physician", "nurse", "gp", "consultant", "surgeon",
    "ordering", "treating", "admitting", "subject", "client", "resident", "re", "dear", "reporter", "contact",
    "coordinator", "monitor", "medical monitor", "clinician", "attending", "on call", "by", "f/u",
}
# round 83: a name in single quotes after its cue ("daughter 'Losa'", "GIRLFRIEND 'YESENIA'"): the quote opens after a
# space, so it is not an apostrophe ("pt's daughter")
_OPEN_QUOTE = re.compile(r"(?:^|[\s(])'$")
_ADJ_GAP = re.compile(r"(?:[\s:,(\-#.=\"“‘]|(?<=[\s(])')*(?:(?:dr|mr|mrs|ms|miss|mx|prof|sister|nurse|md)\.?\s{1,2})?(?:[a-z]\.?\s{1,2}){0,2}")
# (a dot may be glued to the name: "last seen by dr.abernethy")
_TITLE_BEFORE = re.compile(r"(?<![a-z])(?:drs?|mr|mrs|ms|miss|mx|prof|md|rev|doctor|mister|missus)(?:\.\s{0,2}|\s{1,2})$")
# round 42: a rank right before a name, as service records write it in capitals or with digits ("Screener: SGT
# HOLLIS (68W)", "1SG Mbeki", "CW2 Nakamura", "PO2 MacDONALD", "Flt Lt Imogen", "Lt Col Owain"); the rank-grade forms
# only as written (not "pO2", "HbA1c"), and a private or specialist only in title case ("Pte Kwame ASANTE-BOATENG";
# PTE and SPC are a thrombosis and a catheter)
_RANK_BEFORE = re.compile(
    r"(?<![A-Za-z0-9])(?:(?i:sgt|ssgt|ssg|sfc|sgm|rsm|cpl|lcpl|l/cpl|spr|tpr|capt|maj|pfc|rifleman|gunner|sapper|"
    r"trooper|guardsman|fusilier|bombardier|corporal|sergeant|lieutenant|colonel|brigadier|"
    r"(?:flt|fg|pilot)[ \t]{1,2}(?:lt|off|officer)|lt[ \t]{1,2}cdr|sqn[ \t]{1,2}ldr|wg[ \t]{1,2}cdr|gp[ \t]{1,2}capt)|"
    r"Lt[ \t]Col|LT[ \t]COL|Col|COL|1SG|CW[2-5]|WO[12]|PO[123]|HM[1-3]|A1C|SrA|[12]LT|[12]Lt|Pte|Pvt|Spc|Rfn|Gnr|Gdsm|Kgn|"
    r"Bdr|LBdr|Cfn|Mne|LSgt|TSgt|MSgt|SMSgt|CMSgt|Brig|LTJG|Ltjg|LCDR|Lcdr|Cdr|CDR(?=[ \t][A-Z][a-z]))"
    r"(?:[ \t]{1,2}\((?i:ret)\.?\))?(?:\.[ \t]{0,2}|[ \t]{1,2})$")
_WS_RE = re.compile(r"\s+")
_CUE_FIRST = frozenset({re.match(r"[a-z0-9]*", ph).group(0) for ph in _CUE_LABEL} - {""})  # type: ignore[union-attr]
_INV_AFTER_RE = re.compile(
    r"^[\s,(]{1,3}(?:the\s)?(?:principal\s|chief\s|coordinating\s|sub-?\s?)?(?:investigator|pi\b|cra\b)"
    r"(?![ \t]{0,3}(?:name[ \t]{0,2})?:)")  # "Investigator:" on the next line is the next field, not a role
_CLIN_AFTER_RE = re.compile(
    # (a grade or setting may come first: "Bronwen Harkness, Community Staff Nurse", "X, Specialty Doctor")
    r"[\s,(]{1,3}\(?(?:(?i:community|staff|senior|charge|district|practice|clinical|ward|deputy|advanced|lead|"
    r"specialty|specialist|student|registered|mental health)[ \t]){0,2}(?:(?i:doctor(?=[ \t]in[ \t]|[ \t]*$|,))|"
    r"(?i:consultant|registrar|surgeon|gp|physician|nurse|specialist|study coordinator|"
    r"research coordinator|coordinator|pharmacist|dietitian|physiotherapist|physio|sub-i|subinvestigator|"
    r"fy1|fy2|sho|spr|frcs|frcp|mrcp|mbbs|mbchb|"
    # round 41: optometrists', physiotherapists', audiologists' and West African and South Asian fellowships
    # ("Neha Dutt MCOptom", "Hauwa Yakasai, MBBS, FWACP")
    r"mcoptom|fcoptom|mcsp|misa|fwacp|fwacs|fmcp|fcps|mrcs|fracs|fracp|"
    # round 62: the lawyers, investigators and adjusters around a claim ("Latoya Simmons, Paralegal", "Brent Takahashi,
    # Senior Adjuster"; each is staff, as a clinician is)
    # (not the verb, "Start Jardiance, counsel re ...", nor "investigator-initiated")
    r"paralegal|solicitor|barrister|attorney|adjuster|adjustor|claims handler|claims adjuster|"
    r"loss adjuster|investigator(?!-)|case handler|legal executive|trainee solicitor)|MD|DO|RN|LPN|LVN|NP|PA|PA-C|CRNA|OT|SLT|HCA|CNA|APRN|DNP|FNP|"
    r"PhD|PharmD|Pharm\.?D|M\.D\.|R\.N\.|"
    # therapy, social-work and counselling credentials ("Leota Faleafa, OTR/L", "Fenna Hoekstra, LMHC")
    r"OTR/L|OTR|COTA|DPT|PTA|CCC-SLP|SLP|LCSW|LICSW|LMSW|MSW|LMHC|LPCC|LPC|LCPC|LMFT|LCADC|LADC|CADC|LCDC|CASAC|PMHNP|RD|RDN|CNM|RPh|CRC|CCRP|BSN|MSN|CCRN|"
    # round 22: a psychologist's, an audiologist's, a podiatrist's and a dentist's degrees, an attorney's Esq.
    r"Psy\.?D\.?|PSY\.?D\.?|Au\.?D\.?|AUD|DPM|DDS|DMD|CCC-A|Esq\.?|ESQ\.?|"
    # round 38: UK nursing registrations ("Priya Mistry RMN"; not RM, a pathologist's resection margin as often as
    # a midwife)
    r"RMN|RGN|RNLD|RSCN|SCPHN|"
    # round 40: pharmacists' and pharmacy technicians' registrations ("S. Okonjo MRPharmS", "Aine Walsh MPSI")
    # (round 52: not a Moldovan postcode, "Orhei, MD-3505")
    r"MRPharmS|FRPharmS|MPharm|MPSI|BPharm|PharmD)(?![A-Za-z0-9]|-[0-9])(?![ \t]{0,3}(?:name[ \t]{0,2})?:)"
)
_REL_AFTER_RE = re.compile(r"^[ \t,(]{1,3}(?:\(?(?:wife|husband|son|daughter|mother|father|sister|brother|partner|"
                           r"spouse|nok|next of kin|carer|friend|niece|nephew)\b)")
# round 42: a parent's or grandparent's given name with the word the child calls them ("Niamh (mam)", "Thuy (Mom)";
# a listed given name that is no very common word: not "Rang Home (mum)", "Landline (dad)", "Contact Main (mum)")
_CHILD_KIN_AFTER = re.compile(r"[ \t]{0,2}\((?i:mum|mam|mom|mammy|mummy|mommy|dad|daddy|nan|nana|nanna|gran|granny|"
                              r"grandma|grandad|grandpa|aunty|auntie|stepmum|stepdad|stepmom|guardian)\)")
_SISTER_KIN_BEFORE = re.compile(r"(?:\b(?:her|his|their|pt's|patient's|with|whose|and)\s{1,2}|w/\s{0,2}|;\s{1,2})"
                                r"sister[ \t]{0,2}\(?$")
_KIN_AFTER = re.compile(r"[ \t,)]{1,3}(?i:is (?:the |her |his )?(?:emergency contact|health ?care proxy|hcp|nok|next of kin|"
                        r"poa|lpa|carer)|listed as|present|at (?:the )?bedside|reports|visited|called|to be updated|"
                        r"was updated|updated|informed|was informed|accompanied)\b")
# a relation word with a typing slip right before a name ("Her motber Gong, Qiang", "The mothrr, Nagy, Anna")
_KIN_TYPO_BEFORE = re.compile(r"(?:^|[\s(])(?:her|his|their|the|pt's|patient's)[ \t]{1,2}([a-z]{4,14}),?[ \t]{0,2}\(?$")
_KIN_WORDS = ("mother", "father", "sister", "brother", "partner", "daughter", "husband", "niece", "nephew", "carer",
              "cousin", "spouse", "guardian", "grandson", "granddaughter", "fiancee")
# a name alone on its line over a job title or a department: a signature or letter-heading block (staff)
_STAFF_LINE_AFTER = re.compile(
    r"^[^\n]{0,3}\n[ \t]{0,3}(?:[a-z0-9]+[ \t,]{1,2}){0,2}(?:manager|writer|scientist|nurse|physician|consultant|"
    r"registrar|doctor|pharmacist|coordinator|fellow|officer|director|specialist|practitioner|therapist|surgeon|"
    r"geriatrics|cardiology|medicine|centre|center)\b")
# an age and a sex right after a name: "Brzezinski-Amaro, 84F,", "MONTENEGRO-SIXTO, ALVARO   71M", "Ellie), 6 y/o F"
_NUMBER_BEFORE_UNIT = re.compile(r"[0-9][ \t]?\Z")
# role acronyms used as titles ("OT Ferris", "RN Lopes") that a period after ends a sentence, not abbreviates
_ACRONYM_ROLES = frozenset(("ot", "pt", "rn", "md", "sw", "slt", "rt", "np", "pa", "hca", "cpn", "cns", "anp", "acp", "enp",
                            "hcp", "dnp", "aprn", "sn", "gp", "sho", "spr"))
_CAUSALITY_SCALES = frozenset(("WHO-UMC", "WHO UMC", "NARANJO", "CIOMS", "RUCAM"))
_TWIN_BEFORE = re.compile(r"(?i:twin)[ \t\-]\Z")
_AGE_SEX_AFTER = re.compile(r"(?:[ \t]{0,2}\([^()\n]{1,32}\))?,?[ \t]{1,4}\d{1,3}[ \t]?(?:[MF]|(?i:y/?o|yrs?))(?![A-Za-z0-9])")
_ADDRESS_AFTER = re.compile(r",[ \t]{1,2}(?:Flat|Apartment|Apt|Unit|Studio|\d)")
_TRIAL_DOC_RE = re.compile(r"monitoring visit|monitoring report|\bimv\b|\bcra\b|site visit report")


def _mitral_not_title(doc: Doc, title: str, name: str) -> bool:
    """"MR."/"MS." in capitals before a name not in capitals, in a mixed-case note, is mitral regurgitation or
    stenosis ("mild MR. Tricuspid: mild TR"), not the title "Mr."/"Ms." (used by the context and shape passes)."""
    return not doc.caps and title.rstrip(". \t") in ("MR", "MS", "MRS") and not name.isupper()


# a transcript's speaker turn: "DOCTOR: ...", "GP: ...", "[00:03:12] Speaker 2: ..." (the label, its colon)
_SPEAKER_TURN = re.compile(r"(?m)^[ \t]{0,3}(?:\[[0-9:.]{4,12}\][ \t]{0,2})?"
                           r"(?P<who>[A-Z]{2,12}|[A-Z][a-z]{2,11}[ \t][0-9]{1,2})[ \t]?:[ \t]{1,3}(?=\S+[ \t]+\S+[ \t]+\S)")
# multi-agency services named after their area ("Hackney MARAC", "Leeds MASH", "Camden CAMHS")
# (round 56: and the Scottish partnerships, the English commissioners: "Angus HSCP")
_SERVICE_ACRONYMS = frozenset("marac mash idva isva camhs iapt cmht crht htt cdat hscp hsc ccg icb".split())
# a specialty's short name before a grade or team: "(Geri reg)", "Gastro SpR", "Endo team"
_SPECIALTY_SHORT = frozenset("geri geris gerries gastro neuro cardio resp ortho orthos paeds peds psych rheum derm "
                             "haem heme onc uro endo renal obs gyn surg medic".split())
_GRADE_AFTER = re.compile(r"[ \t]{1,2}(?i:reg|registrar|sho|spr|fy[12]|ct[1-3]|st[1-8]|consultant|fellow|resident|"
                          r"team|cns|on[ \-]call|bleep|attending)(?![a-z])")
_WEEKDAY_KEYS = frozenset("mon tue tues wed weds thu thur thurs fri sat sun".split())
# a weekday that ends a name's run when a date follows it (not "Sun", a surname: "Dr Li Sun 12/03")
_DAY_BEFORE_DATE = _WEEKDAY_KEYS - {"sun"} | frozenset("monday tuesday wednesday thursday friday saturday".split())
_SAINT_AFTER = re.compile(r"\.?[ \t]{1,2}[A-Z][a-z]")
# contact cues that name lists hold as surnames (Hp, Tel), before a number
_CONTACT_CUE_WORDS = frozenset("hp tel mob ph cell pgr pager bleep ext".split())
_CATEGORY_NUMBER = re.compile(r"[ \t]{1,2}(?:I{1,3}|[1-3])(?![\w])")
# an attestation's verbs, before what was done ("Saw and examined pt")
_DID_WORDS = frozenset("saw seen examined discussed".split())
_DID_OBJECT_AFTER = re.compile(r"[ \t]{1,2}(?:and|&|pt|patient|the|with|w/)(?![A-Za-z])", re.I)
# street types abbreviated that no name list has as a word of its own
_STREET_TYPE_SHORT = frozenset("hwy blvd pkwy rd ave".split())  # (crt, cres, tce, gdns, pde, cct: in BLOCK)
# weekdays of other languages that are also surnames ("Montag", "Freitag", "Domingo"), read as a day before a date
_FOREIGN_WEEKDAYS = frozenset(
    "montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche "
    "lunes martes miércoles miercoles jueves viernes sábado sabado domingo lunedì lunedi martedì martedi mercoledì "
    "mercoledi giovedì giovedi venerdì venerdi sabato domenica maandag dinsdag woensdag donderdag vrijdag zaterdag "
    "zondag isnin selasa rabu khamis jumaat sabtu ahad".split())
# the words of a drug's product name after its brand ("Augmentin Duo Forte", "T. Azithromycin": tablet)
_FORMULATION_WORDS = frozenset("duo forte mite plus retard xr sr cr er xl la odt sandoz".split())
# a name's second half after a hyphen that ends the line (PDF text with hard wraps)
_WRAPPED_REST = re.compile(r"-\n[ \t]{0,3}([A-Z][a-z'’]{1,20}(?:[A-Z][a-z]{1,20})?|[a-z]{2,20})(?![\w\-])")
# two-letter surnames (Vietnamese, Chinese) that are also words or credentials: a name after Mr/Mrs/Ms/Miss
_SHORT_SURNAMES = frozenset(("Do", "To", "Ha", "Ho", "Vo", "Ly", "La", "Le", "Lo", "Ma", "Mo", "Wu", "Yu", "Su"))
# contractions of pronouns and question words that a relation or a greeting can precede ("Dad, I'll")
_CONTRACTIONS = frozenset(f"{w}'{t}" for w in ("i", "you", "we", "they", "he", "she", "it", "how", "what", "that",
                                                "there", "here", "who", "where", "when", "let")
                          for t in ("ll", "m", "ve", "d", "re", "s"))
# adjectives that describe a relative rather than name one ("YOUNG MOTHER", "elderly father", "new partner")
_RELATION_ADJECTIVES = frozenset("young old elderly teenage single new expectant adoptive foster birth biological "
                                 "grieving widowed estranged".split())
_RELATION_AFTER = re.compile(r"(?i:[ \t]{1,2}(?:mother|father|mum|mom|dad|parent|parents|wife|husband|partner|"
                             r"son|daughter|sister|brother|widow|widower|carer|caregiver)s?)(?![\w])")
# the endings of clinical and ordinary words that no lower-case name has ("agranulocytosis", "ambulates")
_CLINICAL_WORD_END = re.compile(r"(?:osis|itis|emia|aemia|ectomy|otomy|oscopy|opathy|ology|ates|izes|ises|ing|tion|"
                                r"sion|ment|ness|able|ible|ous|ive|ized|ised|ally|ular)$")
_TURN_BEFORE = re.compile(r"(?:^|\n)[ \t]{0,3}(?:\[[0-9:.]{4,12}\][ \t]{0,2})?"
                          r"(?:[A-Z]{2,12}|[A-Z][a-z]{2,11}[ \t][0-9]{1,2})[ \t]?:[ \t]{1,3}$")


# what people say and forms do not: a question, "I", "you", "my", "we" ("CHANGED: ramipril 5 mg OD" is no turn)
_SPOKEN_TURN = re.compile(r"\?|(?<![A-Za-z'’])(?i:i|i['’]m|i['’]ll|you|your|my|we|me)(?![A-Za-z'’])")


def _transcript_doc(text: str) -> bool:
    """A dialogue: four or more speaker turns of several words each, some speaker talking twice (a form's
    "Label: value" lines rarely repeat their labels), three of them in speech (a question, I or you)."""
    if text.count(":") < 4:
        return False
    who: list[str] = []
    spoken = 0
    for m in _SPEAKER_TURN.finditer(text):
        who.append(m.group("who"))
        line_end = text.find("\n", m.end())
        spoken += _SPOKEN_TURN.search(text, m.end(), line_end if line_end >= 0 else len(text)) is not None
    return len(who) >= 4 and len(set(who)) < len(who) and spoken >= 3


def _trial_doc(low: str) -> bool:
    """``_TRIAL_DOC_RE.search(low)``, with substring tests first (the regex runs only where "imv" or "cra" occurs)."""
    return ("monitoring visit" in low or "monitoring report" in low or "site visit report" in low
            or (("imv" in low or "cra" in low) and _TRIAL_DOC_RE.search(low) is not None))
# the label that makes a test's acronym initials ("(initials ECG)", "Initial: MAU"); not "initial PSA 38.6"
_INITIALS_WORD = re.compile(r"initials|initial[ \t]{0,2}[:(]")
_INITIALS_RE = re.compile(
    # three alternatives, each starting at a letter not preceded by [\w.]: "R.B." / "R. B.", "RB" / "ÓM",
    # "rb" before ", 34", two spaces or MRN/DOB. The shared first letter comes first (the lookbehinds after
    # it) so that re's scan skips non-letters in C instead of trying every alternative at every position.
    r"[^\W\d_](?<![\w.][^\W\d_])(?:"
    r"\.[ ]?(?:[^\W\d_]\.[ ]?){1,2}(?![\w])|\.(?:[^\W\d_a-zß-ÿ]\.){3}(?![\w])"  # (four: "J.M.G.R.")
    r"|(?<=[^\W\d_a-zß-ÿ])[^\W\d_a-zß-ÿ]{1,2}(?![\w]|\.\w)"  # (a full stop after: "Agent initials FG.")
    r"|(?<=[^\W\d_a-zß-ÿ])(?:-[^\W\d_a-zß-ÿ]){2,3}(?![\w\-])"  # hyphenated: "Initials R-A-M"
    r"|(?<=[a-z])[a-z]{1,2}(?=,\s\d|[ \t]{2}|[ \t]{1,2}(?:MRN|MR#|Medical|DOB))"
    r")"
)
# a patient's initials right before the birth date or sex ("for T.K. (DOB 22/07/1961)", "(F.-J. B., geb. 09.12.1956)",
# "(M. O'C., DOB", "R.J.L., M, DOB", "(H.v.D., geb.", "(P.G., né le"): dotted, a particle in lower case allowed
_INITIALS_AT_BIRTH = re.compile(
    r"(?<![\w.'’\-])(?P<v>[A-Z](?:['’][A-Z])?\.(?:[ \t\-]{0,2}(?:[A-Z](?:['’][A-Z])?|[a-z]{1,3})\.){1,3})"
    r"(?=[ \t]{0,2}(?:,[ \t]{0,2}(?:[MF][ \t]{0,2},[ \t]{0,2})?|\([ \t]{0,2})"
    r"(?:DOB|D\.O\.B|[Dd]ob\b|[Dd]\.o\.b|geb\.|(?:né|née|nato|nata|born)\b|date of birth))")
# a trial subject's initials in brackets right after the subject number ("Subject 3206-0023 (N.S.B.), randomised",
# "subj 0412-0017 (DW) ICF")
_INITIALS_AFTER_SUBJECT = re.compile(
    r"(?<![A-Za-z])(?i:subject|subj|pt|patient|patiënt|participant|screening|scr)\.?[ \t]{1,2}(?:(?i:no|id)\.?[ \t]{0,2})?"
    r"#?[ \t]?(?:[A-Z]{1,4}-?)?[0-9]{2,6}-[0-9]{2,6}[ \t]?\((?P<v>[A-Z]{2,3}|[A-Z](?:\.[ \t\-]?[A-Z]){1,3}\.?"
    r"|[A-Z]\.[a-z]{1,3}\.[A-Z]\.)\)")
# degrees and posts written as dotted letters, never a patient's initials ("Jones, M.D., DOB ...")
_DEGREE_INITIALS = frozenset({"MD", "DO", "RN", "NP", "PA", "PHD", "MB", "BS", "US", "UK", "EU", "USA", "DC", "MBBS",
                              "MBCHB", "FRCP", "MRCP", "FRCS", "BSC", "MSC", "BDS", "DDS", "DMD"})
_LOWER_INITIALS = re.compile(
    r"(?<![a-z])(?i:[il1]n?[a-z]{0,3}t[a-z]{0,3}l[a-z]?s?)(?:[ \t]{0,2}:[ \t]{0,3}|[ \t]{1,2}(?=[a-z.]{2,6}\)))"
    r"(?P<v>[a-z]{2,3}|(?:[a-z]\.){2,3})(?![\w])")
_LABEL_BEFORE = re.compile(r"(?:^|[\n(]|[ \t]{2})[ \t]{0,3}([a-z][a-z ]{1,20}?)[ \t]{0,2}:[ \t]{0,3}$")
# tests and codes in capitals that a cue ("re:", "pt") can precede: never initials, whatever the cue
# "JLR/mk" on its own line; "/ jlr" or "/jlr:mk" closing a line that holds a dictation (D:) or transcription (T:)
# date
_TYPIST_RE = re.compile(
    # on a line of its own, or after a signature and before the job number: "M. S.   MSOA/kt   Job 55180-2"
    # or after the last sentence ("RTC 3 mo or sooner. RQL/mv"), in either case, "slash" as dictated ("wl slash kt")
    # (or, closing a signature line, with a colon: "MD   CNH:LPT   DD 01/22/2021")
    r"(?m)(?:^[ \t]*|(?<=[ \t]{3})|(?<=[.!?][ \t])|(?<=[.!?][ \t]{2}))(?P<a>[A-Z]{2,4}|[a-z]{2,4})"
    r"(?:[ \t]{0,2}/[ \t]{0,2}|[ \t]slash[ \t]|:(?=[A-Z]{2,4}[ \t]{2,}(?:DD|DT|D|T)[ \t]?:?[ \t]?\d))"
    r"(?P<b>[a-z]{2,4}|[A-Z]{2,4})"
    r"(?:[ \t]*$|[ \t]{2,4}(?=(?:Job|JOB|DD|DT|D:|T:)(?![A-Za-z])))"
    r"|(?<![A-Za-z])(?:D|DD|T|DT|Dictated|Transcribed)[ \t]{0,2}:[^\n]*\d[ \t]{0,4}/[ \t]{0,2}"
    r"(?P<c>[A-Za-z]{2,4})(?:[ \t]{0,2}[:/][ \t]{0,2}[A-Za-z]{2,4})?[ \t]*$"
)
_NOT_TYPIST = {"hr", "hrs", "min", "sec", "wk", "wks", "yr", "yrs", "mo", "kg", "mg", "ml", "mcg", "qd", "qid", "bid",
               "tid", "hs", "ac", "pc", "hi", "lo", "ok", "cc", "dl", "mmol", "mmhg", "day", "ea", "and", "or"}
_TEST_ACRONYMS = frozenset({"INR", "BMI", "ESS", "ABO", "PTT", "APTT", "TSH", "CBC", "BMP", "CMP", "LFT", "LFTS",
                            "ABG", "VBG", "ICD", "CPT", "MRI", "CT", "ECG", "EKG", "CXR", "EEG", "PSA", "HBA1C",
                            # round 48: a reading, and a disability claim's kind after "re:" ("re: BP pills", "Re: LTD
                            # file Kowalczyk")
                            "BP", "LTD", "STD", "TTD", "TPD"})
# staff initials (see NameRecognizer._staff_initials); the value is two to four letters
_DASH_SIGNATURE = re.compile(
    r"(?m)(?:^|(?<=[ \t.!?)]))[-–~]{1,2}[ \t]?(?P<v>[A-Za-z]{2,4}|(?:[a-z]\.)?[a-z]{5,20}(?=,?[ \t]{1,2}(?i:rn|lpn|lvn|np|md)"
    r"[ \t]{0,3}$))(?:[ \t]?/[ \t]?(?P<w>[A-Z]{2,3}|[a-z]{2,3}))?(?:,?[ \t]{1,2}(?i:rn|lpn|lvn|np|pa-c|pa|md|do|crc|"
    r"cna|ma|rph|pharmd|sw|msw|lcsw|ot|pt|slp|rt))?"
    r"(?:[ \t]{0,2}/[ \t]{0,2}(?i:pgr|pager|bleep|ext|x)[ \t]{0,2}#?[ \t]?\d{3,6})?[\"”']?[ \t]{0,3}$")  # "- NOL / pgr 41902"
# a typist after a role and a slash ending the line: "RN charge /rwh", "Thibodeaux-Rahn, MD / ctr"; a transcriber
# on the dictation line: "DT 02/10/24 0315   JOB 774102   TR: KMS"
_ROLE_SLASH = re.compile(
    r"(?m)(?<![A-Za-z])(?:RN|MD|M\.D\.|NP|PA-C|PA|DO|LPN|CNA|RT|charge)[ \t]{0,3}/[ \t]{0,2}(?P<v>[a-z]{2,4}[0-9]{0,2}|[A-Z]{2,3})"
    r"[ \t]*$"
    r"|(?<![A-Za-z])(?:JOB|Job|DT|DD)(?![A-Za-z])[^\n]{0,40}?(?<![A-Za-z])TR:[ \t]?(?P<w>[A-Z]{2,4})(?![\w])")
_SIGNOFF_ROLE_AFTER = re.compile(r",?[ \t]{1,2}(?i:rn|lpn|lvn|np|cna|ma|pct|hca|crc|rt|slp)[ \t]*$", re.M)
_TYPIST_INITIALS = re.compile(
    # (round 33: a typist, a radiologist who vetted a request: "Typist MF;", "Vetted SB 17:40")
    # (round 52: a receptionist who keyed a form in, "Keyed by: SJ (Shannon Jarvis)")
    r"(?i:transcribed|transcriptionist|typed|scribed|typist|vetted|keyed)(?:[ \t]by)?[ \t]{0,2}:?[ \t]{0,2}(?P<v>[A-Za-z]{2,4})"
    r"(?:[ \t]{0,2}/[ \t]{0,2}(?P<w>[A-Za-z]{2,4}))?(?![\w@]|\.\w)"
    # a transcriber, scribe or reviewer, or the user id that printed an export: "/ tr: KLB", "scribe: MT",
    # "reviewed by rw", "Reviewer: kpl", "printed 07MAR2024 0915 by user JTRAN4", "Print date 3/8/24 by mh3."
    r"|(?<![A-Za-z])(?:(?i:tr)[ \t]?:(?![ \t]{0,3}(?i:mild|mod|moderate|trace|trivial|sev|severe|none|nil|min)\b)|(?i:scribe|reviewer|reviewed[ \t]by|by[ \t]user|user[ \t]?id)[ \t]{0,2}:?|"
    r"(?i:print(?:ed)?)[^\n]{0,30}?[ \t]by(?:[ \t]user)?)[ \t]{1,3}"
    r"(?P<x>[A-Za-z]{2,4}[0-9]{0,2}|[A-Za-z]{5,7}[0-9]{1,2})(?![\w@\-]|\.\w)"
    # round 25: the writer's and typist's initials after the typing date ("Typed 10/02/2026 ET/ck", "tr 10/22/25 ljt")
    # (also with a colon and a wider gap: "Typed: 04/02/2026    HC/lp")
    r"|(?<![A-Za-z])(?i:typed|tr|transcribed)(?:[ \t]{0,2}:)?[ \t]{1,2}\d{1,2}/\d{1,2}/\d{2,4}[ \t]{1,6}(?P<y>[A-Z]{2,3}|[a-z]{2,3})"
    r"(?:/(?P<z>[a-z]{2,3}))?[ \t]*(?=\n|\Z)"
    # round 39: who dictated, by initials in capitals before a slash or the line's end ("Dictated: AK / Typed: MT";
    # not "Dictated: Cons", "Dictated: CC")
    r"|(?<![A-Za-z])(?i:dictated)(?:[ \t]by)?[ \t]{0,2}:?[ \t]{0,2}(?P<u>(?!CC|OPD|REG|DR)[A-Z]{2,3})(?=[ \t]{0,2}(?:/|\n|\Z|,))")
# a procedure or a specialist ("Lap Appendectomy", "Consultant Gastroenterologist Ph 08 ..."), never a name's word
_PROCEDURE_OR_SPECIALIST = re.compile(r"(?:ectomy|otomy|ostomy|plasty|oscopy|ography|ologist)$", re.IGNORECASE)
# an echo's volume method, an ultrasound sign ("biplane Simpson", "+sonographic Murphy")
_EPONYM_BEFORE = re.compile(r"(?<![a-z])(?:biplane|sonographic)[ \t]$")  # (not "modified": "Last modified Jane")
_ANALYTES = frozenset({"Na", "Ur", "Ca", "Cr", "Mg", "Hb", "Cl", "Alb", "Plt"})
_RESULT_AFTER = re.compile(r"[ \t]{1,2}(?:[<>]?[0-9]|q[0-9]|(?i:pancreas|breast|prostate|lung|colon|bowel|ovary|ovarian|"
                           r"bladder|cervix|oesophagus|esophagus|stomach|rectum|liver|kidney|skin|head)\b)")
_POSTCODE_AFTER_RUN = re.compile(r"[ \t,]{1,3}(?:[A-Z]{1,2}[0-9][0-9A-Z]?[ \t][0-9][A-Z]{2}|[A-Z][0-9]{2}[ \t]?[A-Z0-9]{4}|"
                                 r"(?:[A-Z]{2}[ \t])?[0-9]{5})(?![A-Za-z0-9])")
_SENTENCE_GOES_ON = re.compile(r"[ \t]{1,2}[a-z]{2,}")
_E_PRODUCT = re.compile(r"[eim][A-Z][a-z]")  # an electronic, internet or mobile product's name: "eScription"
# round 36: a transcription system's document number and the typist's initials after it ("eScription document:4-7765219
# TLM"); the writer's and typist's initials after the transcription date ("D: 03/14/91   T: 03/16/91   ab/lnk   Job#
# 30771"), or on a line of their own before the dictation date ("RP:kmw\nDD: 12/08/1998")
_DICTATION_TYPIST = re.compile(
    r"(?<![A-Za-z])(?i:escription[ \t]document|document[ \t]?(?:no|#))[ \t]{0,2}:?[ \t]{0,2}[0-9][0-9\-]{3,12}[ \t]{1,3}"
    r"(?P<v>[A-Z]{2,4}|[a-z]{2,4})(?![\w])"
    r"|(?<![A-Za-z])T[ \t]?:[ \t]{0,2}[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}(?:[ \t]{1,2}[0-9:]{3,8}[ \t]?(?:[AP]M?)?)?[ \t]{2,6}"
    r"(?P<w>[A-Z]{2,4}|[a-z]{2,4})/(?P<x>[a-z]{2,4})(?![\w/])"
    r"|(?:^|(?<=\n))[ \t]*(?P<y>[A-Z]{2,4}):(?P<z>[a-z]{2,4})[ \t]*\n[ \t]*(?:DD|DT|D|T)[ \t]?:[ \t]{0,3}"
    r"[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}")
# author/typist initials before the dictation dates, or after them: "ZO/kt DD: 07/08/72", "T: 09/23/2024 15:02 cn/pd"
_TYPIST_PAIR = re.compile(
    r"(?m)^[ \t]*(?P<v>[A-Z]{2,4}|[a-z]{2,3})/(?P<w>[a-z]{2,4})[ \t]{1,3}(?=(?:DD|DT|D|T|Job|JOB)[ \t]?[:#])"
    # (or one typist's after a job number: "JOB #: 22-90417   ks")
    r"|(?<![A-Za-z])(?:D|DD|T|DT)[ \t]{0,2}:[^\n]*\d[ \t]{1,4}(?P<x>[a-z]{2,3})(?:/(?P<y>[a-z]{2,3}))?[ \t]*$")
# who ran, checked or witnessed a step, as laboratory, pharmacy and medication records print it: "Tech: KR",
# "Verified: RJT", "Pharmacist verify: sjk", "witnessed DMS", "Collected: 03/08/2024 22:15 by jmb", "read back, by BNH"
_CHECKED_BY = re.compile(
    r"(?<![A-Za-z])(?i:tech|technologist|verified|verify|verified[ \t]by|performed[ \t]by|collected[ \t]by|"
    r"received[ \t]by|entered[ \t]by|witness(?:ed)?(?:[ \t]by)?|checked[ \t]by|co-?signed[ \t]by|drawn[ \t]by|"
    r"double[ \t-]checked[ \t]by|source[ \t]signed|electronically[ \t]signed(?:[ \t]by)?|e-signed(?:[ \t]by)?|signed[ \t]off|scribe(?:[ \t]for[ \t](?:the[ \t])?[a-z]{3,12})?|"
    # (a pathology report's grosser, cytotechnologist and typist: "Grossed by TG/sjb", "Screened by: LMC, CT(ASCP)")
    r"minutes[ \t](?:taken[ \t])?by|gross(?:ed)?[ \t]by|wet[ \t]read[ \t]by|prelim(?:inary)?[ \t]read[ \t]by|screened[ \t]by|cut[ \t]by|embedded[ \t]by|dictated[ \t]by|"
    r"transcribed[ \t]by|typed[ \t]by|prepared[ \t]by|qc(?:['’]?d)?(?:[ \t]by)?|qc[ \t]review(?:ed)?(?:[ \t]by)?|"  # ("QC: zhx", "100% QC by JPH")
    # a dispensing pharmacist, a committee's minute-taker, an e-signature ("RPH: TKW", "Minutes: KHW", "/s/ NABL")
    r"rph|r\.ph|minutes|/s/|"
    # a huddle's recorder with a login ("Recorder: jlk4"), a check by initials and a digit ("QC: AK2")
    r"recorder|recorded[ \t]by|note[ \t]taker|"
    # round 40: a pharmacy's dispenser, checker and packer ("Entry by KD", "Dispensed by HM", "RPh verification: JT")
    r"entry[ \t]by|packed[ \t]by|dispensed[ \t]by|processed[ \t]by|logged[ \t]by|counted[ \t]by|compounded[ \t]by|"
    r"labell?ed[ \t]by|assembled[ \t]by|rph[ \t]verification|pharmacist[ \t]check)"
    r"(?:[ \t]{0,2}:[ \t]{0,2}(?P<v>[A-Za-z]{2,4}[0-9]{0,2}|[a-z]{5,12}[0-9]{0,3})|[ \t]{1,2}(?P<x>[A-Z]{2,4}|[A-Z]{1,2}Ma?c[A-Z]{1,2}))(?:/(?P<y>[a-z]{2,4}))?(?![\w@\-]|\.\w)"
    r"|(?:[0-9]{1,2}:[0-9]{2}|(?<![0-9])[0-9]{4}|read[ \t]back,?|"
    # (a date before "by", its second part of two digits or a whole date, the initials in capitals: "Rx filled 11/23
    # by JT", "Dispensed 4/10/24 by HM"; never a fraction or a duration, "1/2 by NG", "6/52 by OPA", nor a role
    # before a name, "24/10 by TVN Mererid")
    r"(?<![\w/])[0-9]{1,2}/(?:0[1-9]|[12][0-9]|3[01]|[0-9]{1,2}/[0-9]{2,4})(?![0-9/])"
    r"(?=[ \t]{1,2}by[ \t]{1,2}[A-Z]{2,4}(?![\w@\-]|\.\w|[ \t]{1,2}[A-Z])))"
    r"[ \t]{1,2}by[ \t]{1,2}(?P<w>[A-Za-z]{2,4})(?![\w@\-]|\.\w)")
# round 62: dotted initials after a signature's, a witness's or a checker's word, or after a doctor's title ("Signature:
# K.R.", "Signed CHP: E.W.K.", "Witness: J.M.", "discussed w/ Dr S.V.: hold"; not an abbreviation, "Signed: N.B.",
# "Dr. A.M. clinic")
_DOTTED_INITIALS = (r"(?!(?:U\.S|N\.B|P\.S|I\.V|I\.M|O\.D|O\.S|O\.U|A\.M|P\.M|E\.G|I\.E|B\.D|T\.D|Q\.D|P\.O|P\.R|S\.C|"
                    r"U\.K|R\.N|M\.D|D\.O|N\.P|P\.A)\.(?![ ]?[A-Z]\.))"
                    r"(?P<v>[A-Z]\.(?:[ ]?[A-Z]\.){1,2})(?![\w])")
_SIGNED_DOTTED_INITIALS = re.compile(
    r"(?<![A-Za-z])(?:(?i:signature|signed|witness(?:ed)?(?:[ \t]by)?|verified(?:[ \t]by)?|checked[ \t]by|initials|"
    r"prepared[ \t]by|reviewed[ \t]by)(?:[ \t]{1,2}[A-Z]{2,4})?[ \t]{0,2}:?[ \t]{1,3}|(?:Dr|DR|Prof|PROF)\.?[ \t]{1,2})"
    + _DOTTED_INITIALS)
# the two checkers of a chemotherapy or blood-product check, by initials: "Two-person check at chair: SF / AC",
# "Double check: KL/MB", "Independent check by RT / OP"
_PAIR_CHECK = re.compile(
    r"(?:(?<![A-Za-z])(?i:two-person|2-person|two[ \t]nurse|2[ \t]nurse|double|dual|independent|bedside)[ \t-]?(?i:check(?:ed)?)"
    r"(?:[ \t](?i:at|by)(?:[ \t](?i:the))?(?:[ \t][a-z]{3,12})?)?[ \t]{0,2}:?[ \t]{0,2}"
    # round 25: an IVF lab's witnessing and its embryologists ("double-witnessed KR / HT", "Embryologists: LQ / SB")
    r"|(?<![A-Za-z])(?i:(?:double[ \t-])?witnessed(?:[ \t]by)?|embryologists?|witnesses)[ \t]{0,2}:?[ \t]{0,2}\(?"
    # round 27: a mortuary's identity check by two staff ("all match. Checked KH / LB.")
    r"|(?<![A-Za-z])(?i:checked|verified)[ \t]{1,2})"
    r"(?P<v>[A-Z]{2,3})[ \t]{0,2}/[ \t]{0,2}(?P<w>[A-Z]{2,3})(?![\w/])")
# an attendance list ("Present: HFA, SR, GRO-O, Dr Eun-ji Castellanos (radiology)"): its items in capitals are the
# attendees' initials when the list also names someone; and a letter's reference, the writer's and typist's
# initials ("Our ref: OG/ZBH/al")
_ATTENDANCE = re.compile(
    r"(?im)^[ \t]*(?:present|attendees|attendance|in[ \t]attendance|also[ \t]present|members[ \t]present|"
    r"mdt[ \t]members|participants)[ \t]{0,2}:[ \t]{0,3}(?P<list>[^\n]{4,400})$")
_ATTENDEE_INITIALS = re.compile(r"(?<![\w\-])[A-Z]{2,4}(?:-[A-Z]{1,2})?(?=[ \t]*(?:[,;]|$|\(|and[ \t]|&))")
# initials alone on a note's last line: the writer's ("...Review 2/52 with Huhana.\nMTE")
_LAST_LINE_INITIALS = re.compile(r"\n[ \t]*(?P<v>[A-Z]{2,4}(?:-[A-Z]{1,2})?)[ \t]*\s*\Z")
_LETTER_REF = re.compile(r"(?<![A-Za-z])(?:(?i:our|your)[ \t]ref(?:erence)?|Ref|REF)[ \t]{0,2}[:.][ \t]{0,2}"
                         r"(?P<list>[A-Za-z]{2,4}(?:/[A-Za-z]{2,4}){1,3})(?![\w/])")
# a nurse's or therapist's first name where staff sign or are named by role, in lower-case notes: "-- jessa rn",
# "- deirdre" ending a line, "by kwame rn", "cm beth paged", "charge rn fatima", "night rt (devon)", "sr. agnes"
_STAFF_NAME_SIGNOFF = re.compile(
    r"(?m)(?:^|(?<=[ \t.!?)]))[-–~]{1,2}[ \t]?(?P<v>[A-Za-z]{5,12})(?:,?[ \t]{1,2}(?i:rn|r\.n\.|rrt|lpn|lvn|np|cna|"
    r"rt|sw|msw|pt|ot|slp))?[ \t]{0,3}$")
_STAFF_NAME_ROLE = re.compile(
    r"(?<![A-Za-z])(?<![0-9][ \t])(?<![0-9])(?:(?:charge|night|day|primary)[ \t]{1,2}(?:rn|rt)|rn|rrt|rt|sw|cm|np|fr\.|sr\.)"
    r"[ \t]{1,2}\(?(?P<v>[a-z]{3,12}(?:-[a-z]{3,12})?)\)?(?![\w\-])"
    r"|(?<![\w\-])(?P<w>[a-z]{3,12})[ \t]{1,2}(?:rn|r\.n\.|rrt|lpn|cna)(?![a-z])")
# a staff member named by a first name after a role label: "PCT: Shawnte.", "MA: Kyra.", "Charge: Teodoro",
# "Resource RN: Binh", "by TVN Mererid", "Tissue viability (Sian)"
_ROLE_FIRST_NAME = re.compile(
    r"(?<![A-Za-z])(?:PCT|MA|CNA|HCA|HUC|Charge(?:[ \t]RN)?|Resource[ \t]RN|Sitter|Tech|Scribe|TVN|DN|Counsel(?:l)?or|"
    r"Chaplain|Interpreter|Interp|Doula|Midwife|Navigator|Preceptor|Tissue[ \t]viability|Unit[ \t]clerk|"
    # round 52: a German interpreter or language mediator, an Italian cultural mediator ("SprachmittlerIn: Nadiia",
    # "Dolm. Arta", "Mediatrice culturale: Tatiana")
    r"Sprachmittler(?:In|in)?|Dolmetscher(?:In|in)?|Dolm\.|Mediatrice[ \t]culturale|Mediatore[ \t]culturale|"
    # an athletic trainer, a dental or surgical assistant ("ATC: Pualani Kanoho", "Assist: Kaylynn B.")
    r"ATC(?=[ \t]{0,2}:)|Assist(?=[ \t]{0,2}:)|"
    # a nurse in a team list by first name after a colon ("RN: Grace.", "RN: Art (float)")
    r"RN(?=[ \t]{0,2}:))"
    r"[ \t]{0,2}:?[ \t]{1,2}\(?(?P<v>[A-Z][a-z]{2,12})(?![\w\-])")
# round 24: a ward list's bed, then the patient, given name first and surname in capitals, then the age: "Bed 4 -
# Frank STREET, 71M", "Bed 6 - May BISHOP, 94." (words that are names in that slot, whatever else they are)
_BED_LIST_NAME = re.compile(
    r"(?m)^[ \t]*(?:Bed|BED|Bay|BAY|Rm|Room|Side[ \t]?room)[ \t]?[0-9]{1,3}[A-Z]?[ \t]{0,2}[-–:][ \t]{0,2}"
    r"(?P<v>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z][a-z'’\-]{1,20})?[ \t][A-Z][A-Z'’\-]{1,25})"
    r"(?=,?[ \t]{1,2}[0-9]{1,3}[ \t]?(?:[MFmf]|y|yo|yrs?)?(?![A-Za-z0-9]))")
# round 56: a site report's list item, the patient then the ward or bed ("- K. Yamazaki ward 6 bed 12 - awaiting",
# "- Fr. Antoine Mbemba ward 14 - needs", "- Hope Brannigan ward 14 - POC")
_LISTED_BEFORE_WARD = re.compile(
    r"(?m)^[ \t]*[-•*][ \t]{1,2}(?:(?:Mr|Mrs|Ms|Miss|Mx|Fr|Sr)\.?[ \t])?"
    r"(?P<v>(?:[A-Z]\.[ \t]?|[A-Z][a-z'’\-]{1,20}[ \t])(?:[A-Z][a-z'’\-]{1,20}[ \t])?[A-Z][A-Za-z'’\-]{1,25})"
    r"(?=[ \t]{1,2}(?i:ward|bed|bay|rm|room|side[ \t]?room)[ \t]{0,2}[0-9])")
_LIST_TITLE = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Fr|Sr)\.?[ \t]")
# round 28: a bed board's patient by surname in capitals after the bay and bed codes ("B1 BD4  FLETCHER  MFFD",
# "SR3  HOPE  C.DIFF +VE", "B2 BD1  NOWAK E  - IV abx"), in any note
_BED_BOARD_NAME = re.compile(
    r"(?m)^[ \t]*(?:B|BD|BAY|Bay|BED|Bed|SR|Side[ \t]?[Rr]oom|SIDE[ \t]?ROOM)[ \t]?[0-9]{1,2}[A-Z]?"
    r"(?:[ \t]{1,2}(?:BD|BED|Bed|B)[ \t]?[0-9]{1,2})?[ \t]{1,3}"
    r"(?P<v>[A-Z][A-Z'’]{1,25}(?:-[A-Z][A-Z'’]{1,25})?(?:[ \t][A-Z](?![\w'’]))?)(?=[ \t]{2}|[ \t]*[-–(]|[ \t]*$)")
_BED_STATES = frozenset(
    "empty closed blocked clean cleaning dirty reserved vacant free male female escalation deep available outlier "
    "outliers isolation side open boarder none nil tbc awaiting discharged".split())
# ... the owners of a minute's actions by initials: "ACTIONS: BK to circulate the CONSORT diagram; GRM to write"
_ACTION_INITIALS = re.compile(
    r"(?<![\w\-/])(?P<v>[A-Z]{2,3})(?:[ \t]?(?:/|&|and)[ \t]?(?P<w>[A-Z]{2,3}))?[ \t]{1,2}to[ \t]{1,2}"
    r"(?:circulate|write|send|update|check|confirm|chase|contact|e-?mail|review|arrange|liaise|follow|complete|book|"
    r"share|draft|provide|ask|discuss|escalate|upload|amend|sign|speak|call|inform|organi[sz]e|feed[ \t]?back|"
    r"request|obtain|collate|prepare|present|submit|schedule|set[ \t]up|investigate)(?![a-z])")
_ACTION_NOT_INITIALS = frozenset((
    "GP", "OT", "PT", "SW", "SLT", "SALT", "DN", "CNS", "MDT", "IT", "HR", "ED", "ICU", "CRA", "CRO", "PI", "RN", "NP",
    "PA", "MD", "DR", "TVN", "HCA", "PHN", "HV", "CC", "WE", "US", "UK", "NHS", "IRB", "REC", "TSC", "SAE", "PIS",
    "ICF", "TMG", "PMG", "CI", "QA", "DM", "TM", "PM", "RA", "PV", "CTU", "DMC", "SMT", "ALL", "ANY", "WHO",
    "HA", "SHA", "DPH", "CSO", "LA", "OH", "GUM", "DSL"))  # round 26: a sexual-health adviser ("HA to contact")
# round 40: a name its writer is unsure of, in brackets with a question mark ("front desk girl (Kaylee?)")
_UNSURE_NAME = re.compile(r"(?<![\w(])\([ \t]?(?P<v>[A-Z][a-z'’\-]{2,20})[ \t]?\?")
# ... after a person the writer met or spoke to, on the same line ("the lady on the phone (Shireen?", never
# "Graves disease likely (Graves?)")
_UNSURE_PERSON_BEFORE = re.compile(
    r"(?i:receptionist|reception|nurse|lady|girl|guy|man|woman|bloke|chap|fella|doctor|dr|registrar|consultant|"
    r"physio|therapist|pharmacist|planner|worker|coordinator|co-ordinator|manager|secretary|carer|tech|assistant|"
    r"someone|person|staff|desk|counsellor|counselor|social worker|midwife|paramedic|driver|his name|her name|"
    r"spoke to|talked to|called|named|student|pa?ediatrician|surgeon|OT|HCA|officer|left with)[^\n()]{0,50}\Z")
# ... and the one a history opens with: "HPI: Sunny is a 44 y/o F", "Will is a 63-year-old man"
_IS_AGED = re.compile(
    r"(?<![A-Za-z'’])(?P<v>[A-Z][a-z'’\-]{2,20})[ \t]{1,2}is[ \t]{1,2}an?[ \t]{1,2}[0-9]{1,3}[ \t\-]?"
    r"(?:y/o|yo|y\.o\.|years?[ \t\-]old|yr[ \t\-]old)(?![A-Za-z])")
_NOT_THE_AGED = frozenset((
    "patient", "she", "he", "this", "who", "mother", "father", "son", "daughter", "wife", "husband", "brother",
    "sister", "baby", "child", "infant", "resident", "client", "member", "subject", "participant", "veteran", "inmate",
    "student", "man", "woman", "boy", "girl", "gentleman", "lady", "male", "female", "caller", "it", "that", "there",
    "which", "mum", "mom", "dad", "partner", "spouse", "grandmother", "grandfather", "twin", "sibling", "donor"))
# a patient listed surname first in capitals in a mixed-case note, with what follows a patient's name in a list
_SURNAME_COMMA_GIVEN = re.compile(
    r"(?<![\w\-])(?P<s>[A-Z][A-Z'’]{2,20}(?:-[A-Z][A-Z'’]{1,20})?),[ \t]{1,2}"
    r"(?P<g>[A-Z][A-Za-z'’]{1,20}(?:-[A-Z][A-Za-z'’]{1,20})?(?:[ \t][A-Z]\.?)?|[A-Z]\.)"
    # (round 62: or a care rota's padded cell after the visit's times, "07:30-08:00  MCKENZIE, I.        4 BALSUSNEY RD")
    r"(?=[ \t]{1,3}(?:[\"“(]|[0-9]{1,3}[ \t]?[MFmf](?![a-z])|(?:DOB|MRN|NHS|age)(?![a-z])|\|)|[ \t]{4,40}\||(?P<pad>[ \t]{4,40}\S)"
    # round 28: a clinic list's date of birth after the name, a name quoted on a lab's mismatch form ("W0938812
    # GREEN, MARJORIE  12/12/1950", "on request: "SMYTH, BARBRA"")
    r"|(?P<dob>[ \t]{1,3}[0-9]{1,2}[/.\-][0-9]{1,2}[/.\-](?:19|20)[0-9]{2}(?![0-9])|[\"”]))")
# the padding of a table's cell after a name: only a note in capitals reads a name from a padded cell
_WIDE_GAP = re.compile(r"[ \t]{4}")
_CELL_GAP = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")
# a row's first cell holding a room or bed number, then the cell a name stands alone in ("207 | MUNROE, CHARLES  |")
_CELL_BEFORE = re.compile(r"[ \t]*[0-9][0-9A-Za-z\-/]{0,5}[ \t]*\|[ \t]{0,3}")
# round 62: a rota's visit times before the name, and a date of birth in brackets after it ("08:10-08:55  DOCHERTY,
# ROSE      17A DUNNIKIER WAY", "THE VICTIM, ALVARADO-BEGAY, JOSHUA (DOB 01/19/1990")
_ROTA_TIMES_BEFORE = re.compile(r"(?<![0-9:])[0-9]{1,2}:[0-9]{2}(?:[ \t]?-[ \t]?[0-9]{1,2}:[0-9]{2})?[ \t]{2,6}\Z")
_DOB_PAREN_AFTER = re.compile(r"[ \t]{1,3}\((?:DOB|D\.O\.B\.?)(?![A-Za-z])")
# round 32: a record system's "SURNAME,GIVEN" without a space, in a column or a field of its own ("WARD,MARGARET
# S2209174", "PRICE,DANIEL 7 HEOL Y FELIN", "RESIDENT: VANG,PA NOU  RM 214-B"): the given name must be a listed one
_SURNAME_COMMA_GIVEN_TIGHT = re.compile(
    r"(?<![\w\-,/])(?P<s>[A-Z][A-Z'’]{1,20}(?:-[A-Z][A-Z'’]{1,20})?),"
    r"(?P<g>[A-Z][A-Za-z'’]{1,20}(?:-[A-Z][A-Za-z'’]{1,20})?(?:[ \t][A-Z][A-Za-z'’]{0,20}){0,2})"
    r"(?=[ \t]*$|[ \t]{2,}|\t|[ \t]*[(|;]|[ \t]+\d)", re.M)
# what may stand before it on its line: nothing, a row's number or id, or a label that names a person (not
# "URINE: BLOOD,FRANK", "RAG: GREEN,AMBER")
_TIGHT_NAME_LEAD = re.compile(
    r"(?:^|[ \t]{2,}|(?:^|[ \t])[A-Z0-9\-/#.]*[0-9][A-Z0-9\-/#.]*[ \t]+|(?i:name|pt|patient|resident|client|by|"
    r"provider|attending|prescriber|pcp|gp|dr|nok|contact|re|member|subscriber|guarantor|insured|mother|father|"
    r"son|daughter|wife|husband)[ \t]*[:\-]?[ \t]*)\Z", re.M)
# round 22 leftovers: a Vietnamese name, surname first, with the middle name that marks it ("VO THI LAN",
# "DO, THI MAI", "Nguyen Van Hung") or, after a comma, two listed given names ("VU, MINH CHAU"): short words that
# are common elsewhere ("Do", "Lan", "Son"), so the surname must be a Vietnamese one
_VIETNAMESE_SURNAMES = frozenset(
    "nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan lam mai trinh "
    "cao luong ha ta quach lu luu thai kieu tang chau diep lai trieu khuc".split())
_VIETNAMESE_GIVEN = frozenset(
    "anh bao binh chau chi cuong dung dat duc duy giang hai hang hanh hien hieu hoa hoang hong hung huong huy "
    "huyen khanh khoa kim lan linh loan long mai minh my nam nga ngoc nhung nhi oanh phuong phuc quang quynh "
    "tam tan thanh thao thu thuy tien trang trinh trung tuan tu uyen van viet vinh xuan yen dao diep thi "
    "hao hau hue khang lien lieu ly nhan nhu phat sang thang thien thinh thong toan tri tuyet vy".split())
_VN = r"[A-ZÀ-Ỹ][A-Za-zÀ-ỹ]{0,7}"
_VIETNAMESE_NAME = re.compile(
    rf"(?<![\w\-'’])(?P<v>(?P<s>{_VN})(?P<c>,)?[ \t]{{1,2}}(?P<m>{_VN})[ \t]{{1,2}}(?P<g>{_VN})"
    rf"(?:[ \t]{{1,2}}(?P<h>{_VN}))?)(?![\w\-'’])")
_VIETNAMESE_MIDDLE = frozenset("thi thị van văn".split())
# round 60: a Cyrillic surname with the initials of the given name and patronymic, after it or before it, as Russian,
# Ukrainian and Bulgarian records sign and list staff ("Абрамян А.С.", "ХАЙРУЛЛИН Р.М.", "Гончаренко І.В.", "А.С.
# Абрамян"); a surname's ending for initials before it or one initial after it ("Мартинюк С.", "Ц. Георгиева"; not "Москва
# С.", "Г. Москва", "Т.Е. Норма", "А. Общая информация"), five capitals or more (not a test's "ОАК Н.Д.")
_CYR_SURNAME = rf"[{CAPITALS}](?:[{SMALL}'’]{{2,30}}|[{CAPITALS}'’]{{4,30}})(?:-[{CAPITALS}][{SMALL}{CAPITALS}]{{1,30}})?"
_CYRILLIC_INITIALS_NAME = re.compile(
    rf"(?<![\w\-.])(?:(?P<s>{_CYR_SURNAME})[ \t]{{1,2}}(?P<i>[{CAPITALS}]\.(?:[ \t]?[{CAPITALS}]\.)?)"
    rf"|(?P<j>[{CAPITALS}]\.(?:[ \t]?[{CAPITALS}]\.)?)[ \t]?(?P<t>{_CYR_SURNAME}))(?![\w\-])")
# round 60: a Thai name in Thai script after its title, given name and surname ("นาย ธีรวัฒน์ จันทร์เพ็ญศรี", "นพ.
# ปิยะพงษ์ ศรีวงศ์ษา"; a title word apart from its name, not the start of "นายจ้าง", employer, or "นางพยาบาล", nurse); a
# doctor's title makes a clinician
_THAI_TITLED_NAME = re.compile(
    r"(?<![\u0E00-\u0E7F.])(?P<t>(?:นางสาว|นาย|นาง)[ \t]|(?:น\.ส\.|ด\.ช\.|ด\.ญ\.|นพ\.|พญ\.|ทพ\.|ภก\.)[ \t]?)"
    r"(?P<v>[\u0E01-\u0E4E]{2,25}[ \t][\u0E01-\u0E4E]{2,30})(?![\u0E00-\u0E7F])")
_THAI_DOCTOR_TITLES = frozenset(("นพ.", "พญ.", "ทพ.", "ภก."))
_CYR_SURNAME_END = re.compile(
    r"(?i:ов|ова|ев|ева|ёв|ёва|ин|ина|ын|ына|ский|ская|ской|цкий|цкая|енко|ко|ук|юк|чук|ян|янц|швили|дзе|ич|ић|ович|евич|"
    r"ски|ска|іна|ець|ак|як|ик|ок|ёнок|онок|ман|ер|их|ых|уш|ыш)$")
# round 34: a Hong Kong name, surname first, with a two-syllable given name in Cantonese romanisation ("CHAN Tai
# Man", "Wong Siu-ming", "LEE, Ka Man"): syllables that are English words ("Man", "Wing", "Sum") are names only here
_CANTONESE_SURNAMES = frozenset(
    "chan wong lee li cheung chang lau leung ng ho lam tang yip tsang chow chau kwok mak fung cheng law lo yeung tam "
    "siu hui kwan choi poon tse yu au lai mok wu ko chu lui chiu chung kong tong sze cheuk fok lok ngai kam ting".split())
_CANTONESE_GIVEN = frozenset(
    "tai siu ka wing chi man yuk kit sum fan ming hung ho lam kin wai kwok yee yin hoi pui ting tin shing pak lok "
    "mei sze chun kai wah fai yan lai ling ying kam hin chung tsz hei hok nga oi suet sau shuk kwan kwai yiu lung "
    "fu bo kei ki yat cheuk ngai chiu yu fong chuen kuen hang mun ngan kar keung sang wan lap".split())
_CANTONESE_PLACES = frozenset(("ho man tin", "wong tai sin", "lam tin", "yau ma tei", "tai wai", "ma on shan"))
# (matched at each listed surname the document's word index holds: "Dr Ho Man Fai" is tried at "Ho")
_CANTONESE_NAME = re.compile(
    r"(?<![\w\-'’])(?P<v>(?P<s>[A-Z][A-Za-z]{1,5})(?P<c>,)?[ \t]{1,2}(?P<g>[A-Z][A-Za-z]{1,5})(?:[ \t]|-)"
    r"(?P<h>[A-Za-z][a-z]{1,5}|[A-Z]{2,6}))(?![\w\-'’])")
# round 54: an "Assigned to" cell that names nobody ("771402  AT24-0312  unassigned": a trial kit not yet given out)
_UNOWNED = frozenset("unassigned unallocated tbc tbd tba pending none nobody vacant open n/a".split())
# round 54: a Korean name, surname first, the given name's two syllables joined by a hyphen ("PARK SO-YEON",
# "Kim Hye-rin"): each syllable a Revised Romanisation one (an onset, a vowel, a final), so no "HAN ON-SITE"
_KOREAN_SURNAMES = frozenset(
    "kim lee yi park choi jung jeong kang cho jo yoon yun jang lim im han oh seo shin sin kwon hwang ahn song yoo "
    "hong jeon moon mun yang son bae baek heo nam noh roh ha kwak sung cha joo woo min ryu jin eom chae chun".split())
_KR_SYLLABLE = re.compile(r"(?:kk|tt|pp|ss|jj|ch|g|k|n|d|t|r|l|m|b|p|s|j|h|w|y)?"
                          r"(?:yae|yeo|wae|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|ee|oo|a|e|o|u|i)(?:ng|k|n|t|l|m|p)?")
_ENGLISH_PARTICLES = frozenset("up in on off out go by over down".split())
_KOREAN_NAME = re.compile(
    r"(?<![\w\-'’])(?P<v>(?P<s>[A-Z][A-Za-z]{1,4})[ \t](?P<g>[A-Z][A-Za-z]{1,4})-(?P<h>[A-Za-z]{2,5}))(?![\w\-'’])")
# round 54: a literature reference's authors, each a surname and initials ("Venkatesan R, D'Souza AM, Iyer P.",
# "Hope-Morley S et al."): two authors or more, or one before "et al"
_AUTHOR_SURNAME = r"(?:[A-Z]['’])?[A-ZÀ-Þ][a-zß-ÿ]{1,20}(?:-[A-ZÀ-Þ][a-zß-ÿ]{1,20})?"
_AUTHOR = rf"{_AUTHOR_SURNAME}[ ][A-Z]{{1,3}}"
# (before the paper's title, quoted or capitalised, or a year: not "Staging: Dukes C, Astler-Coller C." ending its
# line, "Lancefield G et al. on blood agar")
_PAPER_TITLE_AFTER = r"[ ]{1,2}(?:[\"“'‘(]|[A-Z][a-z]|(?:19|20)[0-9]{2})"
_AUTHOR_LIST = re.compile(rf"(?<![\w'’\-])(?:{_AUTHOR}(?:,[ ]{_AUTHOR}){{1,12}}(?=,?[ ]et[ ]al\.?{_PAPER_TITLE_AFTER}|\.{_PAPER_TITLE_AFTER})"
                          rf"|{_AUTHOR}(?=,?[ ]et[ ]al\.?{_PAPER_TITLE_AFTER}))")
_AUTHOR_ITEM = re.compile(rf"(?P<s>{_AUTHOR_SURNAME})[ ](?P<i>[A-Z]{{1,3}})")
_AUTHOR_HINT = re.compile(r"[a-z][ ][A-Z]{1,3}(?:,[ ][A-Z]|[ ]et[ ]al|\.)")
# round 54: an Irish or Scottish Gaelic surname with its particle: after Ní or Nic its name lenited or accented ("Ní
# Chonchúir", "Nic Dhòmhnaill", "Ní Bhriain"), after Mac, Mhic, Uí or Ó accented ("Mac Giolla Phádraig", "Ó
# Súilleabháin"; "Mac Cheese" and "Mac Shortcuts" have no accent): no English word is written so
# (but the languages' own words after "Ní" (not), "Ó" (from) and "Mac" (son of) on bilingual signs and forms are no
# surnames: "Ní Bhaineann" (not applicable), "Ó Dheas" (southwards), "Mac Léinn" (a student))
_GAELIC_NOT_SURNAME = frozenset(
    "bhaineann féidir feidir cheadaítear cheadaitear ghlactar dheas thuaidh thoir thiar léinn leinn tíre tire "
    "cheart mhaith".split())
_GAELIC_SURNAME = re.compile(
    r"(?<![\w'’\-])(?P<v>(?:Ní|Nic)[ \t](?:[BCDFGMPST]h[a-zà-ú]{2,20}|[A-ZÁÉÍÓÚ][a-z]{0,12}[áéíóúàèìòù][a-zà-ú]{0,20})"
    r"|(?:Mac|Mhic|Uí|Ó)[ \t](?:(?:Giolla|Ghiolla|an|a['’])[ \t])?"
    r"(?=[A-Za-zà-ú]{0,20}[áéíóúàèìòù])[A-ZÁÉÍÓÚ][a-zà-ú]{1,20})(?![\w'’\-])")
# round 54: the person a court's case is about, by the initials a judgment gives them ("IN THE MATTER OF MG",
# "Re X (A Child)"); their other mentions are found by the value pass
_MATTER_OF = re.compile(r"(?:(?:IN[ \t]THE[ \t]MATTER[ \t]OF|[Ii]n[ \t]the[ \t]matter[ \t]of)[ \t]{1,2}"
                        r"|(?<![A-Za-z])Re[ \t](?=[A-Z]{1,3}[ \t]\((?:A|a|An|an)[ \t](?:Child|Minor|Protected Party)\)))"
                        r"(?!THE(?![A-Z])|AN(?![A-Z])|A(?![A-Z]))(?P<v>[A-Z]{1,2})(?![\w'’\-.])"
                        r"(?=[ \t]*(?:$|\n|[,;.(]|(?i:and)[ \t]))", re.M)
_ROMAN_INITIALS = frozenset("I II III IV V VI VII VIII IX X XI XII".split())
# round 34: a numbered row of a clinic's or a visit's register, the person's name, then sex and age ("2. Mphatso
# Gondwe M 4y. Cough", "3. Alinafe F 11mo.", "2. Ramasamy s/o Kandasamy, M 58, factory")
_REGISTER_ROW = re.compile(
    r"(?m)^[ \t]{0,4}[0-9]{1,3}[.)][ \t]{1,3}(?P<v>[A-Z][a-z'’\-]{2,24}(?:[ \t][A-Z][a-z'’\-]{2,24}){0,3})"
    r"(?:[ \t](?:s/o|d/o|w/o|c/o)[ \t](?P<w>[A-Z][a-z'’\-]{2,24}(?:[ \t][A-Z][a-z'’\-]{2,24}){0,2}))?"
    r",?[ \t]{1,2}[MF],?[ \t]{1,2}(?:1[01][0-9]|[0-9]{1,2})[ \t]?(?:y|yr|yrs|yo|mo|mths?|months?|years?|d|wks?)?"
    # (not a dose after "M" for mane, nor a weight or a lab value: "2. Spironolactone M 25 mg", "Vertex F 3.2kg")
    r"(?![A-Za-z0-9]|\.[0-9]|[ \t]{0,2}(?i:mg|mcg|g|ml|kg|units?|iu|mmol|umol|µmol|%)(?![a-z]))")
# round 35: a list's or a history's person at the start of a line, before a comma and a record number or an age
# and a verb ("- Ruaridh Maciver, CHI 2509386624, Tigh na Mara", "Jarrod Pike, 31, is a FIFO heavy diesel fitter")
_NAME_BEFORE_NUMBER_OR_AGE = re.compile(
    r"(?m)^[ \t]{0,4}(?:[-*•][ \t]{1,2}|[0-9]{1,3}[.)][ \t]{1,3})?"
    r"(?P<v>[A-Z][a-z'’\-]{2,24}(?:[ \t](?:Mac|Mc|O['’])?[A-Z][a-z'’\-]{1,24}){1,2}),[ \t]{1,2}"
    r"(?:(?:CHI|NHS|MRN|UR|URN|HRN|NHI|MBI|DOB|D\.O\.B\.?|Hosp(?:ital)?[ \t]No\.?)(?:[ \t]{0,2}(?:no\.?|number|#))?"
    r"[ \t:]{0,3}[0-9]|(?:[0-9]{1,2}|1[01][0-9])(?:[ \t]?(?:yo|y/o|yrs?|years?))?,[ \t]{1,2}"
    r"(?:is|was|a|an|who|presents|presented|attends|attended|lives|works|has|had)(?![a-z]))")
# a clinical word's ending (a disease, a procedure, a drug): no name in a register row ends so
_CLINICAL_ENDING = re.compile(r"(?:itis|osis|oma|a?emia|ectomy|otomy|plasty|pathy|algia|therapy|iella|occus|ine|one|"
                              r"ol|ide|ate|ium|in)$")
# initials glued together before names no list holds, in a name field ("Name: W.M. Kusumawathi Menike")
_RARE_NAMES_AFTER = re.compile(r"[ \t](?P<v>[A-Z][a-z'’\-]{2,24}(?:[ \t][A-Z][a-z'’\-]{2,24}){0,2})(?=[ \t]{2}|[ \t]*[,(\n|]|$)")
_NAME_FIELD_BEFORE = re.compile(r"(?i:name|patient|pt)[ \t]{0,2}:[ \t]{0,2}\Z")
# a name the patient goes by, in quotes ('Pt prefers "Bogna"', 'goes by "Bud"', "aka 'Tito'")
_NICKNAME_VALUE = r"(?:[A-Z][a-z]{1,14}|[A-Z](?=-))(?:-[A-Z][a-z]{1,14})?"  # (round 35: also "T-Bone")
# (round 67 review: the words for "is called" in German, French, Spanish and Portuguese name things as often, "nennt sich
# "Suchtberatung"", 'au surnom "Caillou"': a listed given name only, "Luc", "Kelly", "Danny")
_GIVEN_ONLY_CUE = re.compile(r"(?i:surnom|nennt|chamar|se[ \t]fait|se[ \t]hace|gives|gave)")
# (round 67 review: ... said of a person, the sentence's or the entry's own subject; not of a pill, a storm, a pet or a
# chatbot, "Die Pille nennt sich "Yasmin"", "O furacão ia chamar-se "Irene"", "chatbot gives name as "Tessa"")
_PERSON_BEFORE_CUE = re.compile(
    r"(?:\A|[.!?:;—–\-][ \t]{0,2}|\n[ \t]{0,4}|(?i:(?<![a-z])(?:pt|patient(?:in)?|client(?:e)?|usager|usuári[oa]|usuari[oa]|"
    r"er|sie|he|she|caller|anrufer(?:in)?|diz|dice|dit|man|woman|male|female|mulher|homem|hombre|mujer|boy|girl|lad)"
    r"[ \t]{1,2}))\Z")
_QUOTED_NICKNAME = re.compile(
    r"(?<![A-Za-z])(?i:prefers|prefers[ \t]to[ \t]be[ \t]called|goes[ \t]by|known[ \t]as|aka|a\.k\.a\.?|"
    # (round 67: a name given at a desk and the name a client goes by, in five languages: 'gives name as "Danny"',
    # 'Preferred name: "Luisa"', 'Roepnaam: "Kris"', 'surnom "Ti-Loup"', 'Nennt sich "Luc"', 'diz chamar-se "Kelly"')
    r"gives[ \t]name[ \t]as|gave[ \t](?:his|her|their)[ \t]name[ \t]as|preferred[ \t]name[ \t]?:|roepnaam[ \t]?:|"
    r"nombre[ \t]preferido[ \t]?:|surnom|nennt[ \t]sich|chamar-se|se[ \t]fait[ \t]appeler|se[ \t]hace[ \t]llamar|"
    rf"calls[ \t](?:him|her|them)self)[ \t]{{1,2}}[\"“‘'](?P<v>{_NICKNAME_VALUE})[\"”’']"
    # round 35: 'known in the neighborhood as "T-Bone"', 'found by his mate "Bluey"': the value group "x", so a
    # common word is no nickname ('known to the team as "Frequent"')
    r"|(?<![A-Za-z])(?i:known[ \t]{1,2}(?:in|to|around|on|at)[ \t]{1,2}(?:the[ \t]{1,2})?[a-z]{3,15}[ \t]{1,2}as|"
    r"(?:his|her|their|my)[ \t]{1,2}(?:mate|buddy|pal|friend|cousin|brother|sister))"
    rf"[ \t]{{1,2}}[\"“‘'](?P<x>{_NICKNAME_VALUE})[\"”’']"
    # round 38: a street name in double quotes after the person it names, whatever the word ('running buddy
    # "Peanut"', 'coach "Macca"', 'co-accused "Mitch" Langley' with a listed surname after it; not after words
    # that quote a drug's or a trigger's street name: 'including "Spice"', 'dealer "Roche"', 'Ex "Smoker"', nor a
    # trial's 'Sponsor "Pfizer"')
    # (round 45: also an outreach log's participant, client or peer worker: 'Participant: "Smokey"', 'peer "Spud"')
    r"|(?<![A-Za-z])(?i:buddy|coach|co-accused|co-defendant|ex-bf|ex-gf|bf|gf|boyfriend|girlfriend|participant|client|"
    r"peer)(?:[ \t]{0,2}:)?"
    rf"[ \t]{{1,2}}[\"“](?P<y>{_NICKNAME_VALUE})[\"”](?:[ \t](?P<s>[A-Z][a-z'’]{{2,20}}(?:-[A-Z][a-z'’]{{2,20}})?)"
    r"(?![\w\-]))?"
    # round 46: the street name of a person the note only describes, in quotes in brackets after them ('older male
    # ("Dez", car reg ...)', 'her roommate's ex ("Brody", not a student)')
    r"|(?<![A-Za-z])(?i:male|man|guy|lad|boy|girl|woman|ex|friend|mate|roommate|flatmate|housemate|boyfriend|"
    rf"girlfriend|partner)[ \t]{{0,2}}\([ \t]{{0,2}}[\"“](?P<p>{_NICKNAME_VALUE})[\"”]"
    # round 45: a street name in quotes that the note then explains: 'Participant "Tex" = Wendell Price', '"Birdie"
    # (won't give real name)', 'by first name only ("Jayden")', and one after a listed given name ('Mick "Bullets"')
    rf"|[\"“](?P<q>{_NICKNAME_VALUE})[\"”](?=[ \t]{{1,2}}=[ \t]{{1,2}}[A-Z]|[ \t]{{0,2}}\((?i:won'?t|will[ \t]not|refuses|"
    r"declines|no[ \t]surname|surname[ \t]unknown|real[ \t]name|initials)(?![a-z]))"
    # round 46: unquoted, before the real name it stands for ("Junior (real name Kwame Asante) got a bed")
    # (the bracket consumed, not looked ahead at: the Hyperscan prefilter drops a lookahead, and this branch
    # would then be reported at every capitalised word)
    rf"|(?<![\w\-'’\"“])(?P<n>{_NICKNAME_VALUE})[ \t]{{0,2}}\((?i:real|legal|birth)[ \t]name(?=[ \t:])"
    rf"|(?<![A-Za-z])(?i:first[ \t]name[ \t]only|by[ \t]first[ \t]name)[ \t]{{0,2}}\(?[\"“](?P<r>{_NICKNAME_VALUE})[\"”]"
    # (not between a given name and a surname: 'Margaret "Peggy" O'Brien' is one name, joined later)
    rf"|(?<![\w\-])(?P<g>[A-Z][a-z]{{2,14}})[ \t][\"“](?P<z>{_NICKNAME_VALUE})[\"”](?![ \t]{{1,2}}[A-Z])")
# round 21: a login where a log names who acted: after "by", a role's colon or bracket, a sign-off dash
_CUED_LOGIN = re.compile(
    r"(?:(?<![A-Za-z])(?i:by|processor|user|username|analyst|abstractor|cytotechnologist|technologist|tech|grosser|"
    r"reviewer|verified|entered|released|pulled|updated|resulted|operator|signed)(?:[ \t]{1,2}(?i:notes?|by))?"
    r"(?:[ \t]{1,2}|[ \t]{0,2}[:(=][ \t]{0,2})|(?<![\w\-])--?[ \t]?"
    # (round 56: or an audit trail's user column after the time: "2024-10-02 03:14:22    rpritchard    10.214.66.31")
    r"|(?<=[0-9]:[0-5][0-9]:[0-5][0-9])[ \t]{2,12})"
    # (round 39: a system user id may end in a digit or two: "User: AOCONNOR3", "run by JPATEL 08:02")
    # (round 56: or hold a dot after the initial: "download by t.abernethy (POCT coordinator)")
    r"(?P<v>[a-z]{5,16}[0-9]{0,2}|[A-Z]{5,16}[0-9]{0,2}|[a-z]\.[a-z]{4,16})"
    r"(?=[ \t]*(?:$|\n|[,;)|]|\.(?:$|\s))|[ \t]{2,}\S|[ \t][0-9]{1,2}[/:][0-9]|[ \t]\()", re.M)
# the species of organisms named with their genus's initial ("e.coli", "s.aureus"), never a login's surname
_SPECIES = frozenset(
    "coli aureus cruzi pylori difficile pneumoniae faecalis faecium epidermidis pyogenes agalactiae aeruginosa "
    "albicans influenzae gonorrhoeae trachomatis vaginalis gondii falciparum vivax typhi jejuni monocytogenes "
    "meningitidis tuberculosis marcescens cloacae mirabilis baumannii maltophilia capitis lugdunensis auris oxytoca "
    "pneumophila glabrata krusei parapsilosis tropicalis cerevisiae acnes catarrhalis fumigatus".split())
# round 21: a nickname after "known to her family as", capitalised, whatever the word ("known to her family as Baby")
_FAMILY_NICKNAME = re.compile(
    r"(?<![A-Za-z])(?i:known)[ \t]to[ \t](?:(?i:her|his|the|their)[ \t])?(?i:family|friends|everyone|all)[ \t](?i:as)"
    r"[ \t]{1,2}[\"“‘']?(?P<v>[A-Z][a-z]{1,14})(?![\w\-])")
# a newborn named by the word for one ("w/ baby Summer", "Baby Amara feeding well") or in brackets after its
# sex ("girl (Defne) 3.2 kg", "baby boy (Tobenna)")
_NEWBORN_NAME = re.compile(
    # round 34: a newborn by its family name ("Infant: Baby Boy Okoro-Bell", "Baby Girl Rossi"), tried first
    r"(?<![A-Za-z])(?:Baby[ \t](?:Boy|Girl|BOY|GIRL)[ \t](?:[AB12][ \t])?"
    r"(?P<x>[A-Z][a-z'’]{1,14}(?:-[A-Z][a-z'’]{1,14})?)(?![\w\-])"
    # (round 38: also after a colon, "Baby: Zayn, born 02/01/2025", and a stillborn girl's, "Stillborn girl Aleena")
    r"|(?i:baby|newborn|infant)[ \t]{0,2}:?[ \t]{1,2}(?P<v>[A-Z][a-z]{2,14})(?![\w\-])"
    r"|(?i:stillborn|liveborn|newborn)[ \t]{1,2}(?i:girl|boy|son|daughter)[ \t]{1,2}(?P<u>[A-Z][a-z]{2,14})(?![\w\-])"
    r"|(?i:girl|boy|baby)[ \t]{0,2}\([ \t]{0,2}[\"“]?(?P<w>[A-Z][a-z]{2,14})[\"”]?[ \t]{0,2}\))")
# products and words after "baby" that are no newborn's name ("Baby Aspirin", "Baby Girl Rossi", "baby Tylenol")
_NOT_NEWBORN_NAME = frozenset(
    "girl boy aspirin asa tylenol motrin oil powder lotion shampoo wipes food formula monitor boomer boomers "
    "blues shower doll bottle carrier seat gender friendly steps bump".split())
# the person's role, not a name, before "(real name ...)": "Patient (real name withheld)"
_NOT_NICKNAME_BEFORE_REAL_NAME = frozenset(
    "patient pt client participant resident person man woman male female caller user service user mother father "
    "son daughter partner friend unknown he she they alias informant victim anonymous nickname username pseudonym infant "
    "mum mom dad baby".split())
# where a log's entry starts: a line, a table cell, a numbered or bulleted item ('| "Crow" (...)', '1. "Scouse"
# (...)'); not a song or a film in a sentence ('sang along to "Jolene" (Dolly Parton)')
_ROW_START_BEFORE = re.compile(r"(?:^|\n|\|)[ \t]*(?:[0-9]{1,3}[.)][ \t]{1,3}|[-*•][ \t]{1,3})?\Z")
# the real name written out after the street name ("Smokey (real name Darnell Hughes)")
_REAL_NAME_GIVEN = re.compile(r"[ \t]{0,2}\((?i:real|legal|birth)[ \t]name:?[ \t]{1,2}[A-Z][a-z'’\-]{1,20}[ \t][A-Z][a-z'’\-]{1,20}")
_QUOTED_BEFORE_BRACKET = re.compile(rf"(?<![\w\"“])[\"“](?P<v>{_NICKNAME_VALUE})[\"”][ \t]{{0,2}}\([ \t]{{0,2}}\Z")
# a nickname in brackets right after a name ("Gdaughter Solomiya (Sol)", 'Baby Girl Feeney ("Noor")')
_BRACKET_NICKNAME = re.compile(r"[ \t]{0,2}\([ \t]{0,2}(?P<q>[\"“]?)(?P<v>[A-Z][a-z]{1,14})[\"”]?[ \t]{0,2}\)"
                               r"(?![ \t]{1,2}[A-Z])")  # (not "Robert (Bob) Kowalski": one name, joined later)
# a relative named in a Spanish or Haitian Creole sentence, or after an in-law abbreviated, capitalised ("viene con su hija Yokasta", "pitit fi
# li Rose-Guerline"); the lower-case words after these are the sentence's own, never a name
_OTHER_LANGUAGE_RELATIVE = re.compile(
    r"(?<![A-Za-z])(?i:hija|hijo|esposo|esposa|nieto|nieta|hermana|hermano|madre|padre|sobrina|sobrino|"
    r"pitit[ \t]fi(?:[ \t]li)?|pitit[ \t]gason(?:[ \t]li)?|mari[ \t]li|madanm[ \t]li|"
    # and an in-law abbreviated in lower case ("dil Revathi"; not "post-dil NC", "5 mil units")
    r"(?<![\w\-])(?-i:dil|sil|mil|fil))[ \t]{1,2}"
    r"(?P<v>[A-Z][a-zà-ÿ'’]{2,20}(?:-[A-Z][a-zà-ÿ'’]{2,20})?(?:[ \t][A-Z][a-zà-ÿ'’]{2,20}(?:-[A-Z][a-zà-ÿ'’]{2,20})?)?)"
    r"(?![\w\-])")
# an author's user id after the signature: "Oskar Lindahl-Brennan, M.D.\nol12", "MD (rfw4)", "M.D. MQ52"
_SIGNATURE_USER = re.compile(
    r"(?<![A-Za-z])(?:M\.D\.|MD|D\.O\.|DO|RN|NP|PA-C|PA|CDE|LICSW|PhD)\)?[ \t]{0,2}(?:\n[ \t]{0,3}|[ \t]{1,2}\(?)"
    r"(?P<v>[a-z]{2,4}[0-9]{1,2}|[A-Z]{2,3}[0-9]{2})\)?(?![\w\-])")
# the user id an EDC or chart audit trail prints after an action: "Response (jfeliciano2, CRC):", "Opened (aboakye)"
_AUDIT_USER = re.compile(
    r"(?<![A-Za-z])(?:Response|Responded|Query|Queried|Answered|Opened|Closed|Re-?opened|Entered|Updated|Reviewed|"
    r"Verified|Signed|Comment|Modified|Created|Locked|Unlocked)[ \t]{0,2}\((?P<v>[a-z][a-z.]{2,20}[0-9]{0,3})(?=[,)])"
    # a record's last edit by a login: "Record last updated 2025-05-29 by eogbeide", "modified 14:02 by jsmith2"
    # (round 68: and in German and Dutch, "Exportiert: 12.09.2024 18:05 durch mhadzic", "Geëxporteerd door: r.kartosen")
    r"|(?<![A-Za-z])(?i:updated|modified|edited|entered|created|exported|locked|signed|requested|pulled|scanned|"
    r"indexed|uploaded|extracted|registered|called|completed|approved|transcribed|verified|exportiert|erstellt|"
    r"geändert|gedruckt|geëxporteerd|aangemaakt|gewijzigd|afgedrukt):?(?:[ \t]{1,2}|_)"
    r"(?:to[ \t]chart[ \t]{1,2})?(?:[0-9][0-9\-/.: T]{4,20}[ \t]{1,2})?(?:by|BY|durch|door)(?:[ \t]{0,2}[:=][ \t]{0,2}|[ \t]{1,2})"
    r"(?P<w>[a-z][a-z0-9._\-]{1,23}[a-z0-9])(?=[ \t]*(?:$|\n|[,;)]|\.(?:\s|$)|[ \t]{2}|[ \t][0-9]|[ \t][a-z_]{2,20}=))"
    # a login after a key or a role in an export or a log: "agent: tmcelhinney", "ack_by=...", "(analyst dmaalouf)",
    # "(CRC hdrozdowska)", "(pgy1 tnwosu-hale)"
    r"|(?<![A-Za-z])(?:(?i:agent|analyst|operator|user|username|user_id|login|benutzer|gebruiker)[ \t]{0,2}[:=][ \t]{0,2}|"
    r"[(\[\-–][ \t]?(?i:benutzer|gebruiker)[ \t]{1,2}|"  # (round 68: "(Benutzer dsahin)", "– Benutzer khoffmann]")
    r"\((?i:analyst|agent|crc|operator|pgy[1-7l]|intern|user)[ \t]{1,2})"  # ("pgy1" reads "pgyl" after OCR repair)
    r"(?P<x>[a-z][a-z0-9._\-]{1,23}[a-z0-9])(?=[ \t]*(?:$|\n|[,;)\]]))"
    # round 67: a log entry's header in brackets, its time then a dash then its writer's login ("[clinic inbox note,
    # Aug 19 16:10 — cokafor]", "[Aug 20 09:40 — bwest]")
    # (the bracket consumed: the Hyperscan prefilter drops the lookbehind, and without the bracket this branch
    # would be reported at every lower-case word)
    r"|(?<=[0-9]:[0-5][0-9][ \t][—–\-][ \t])(?P<y>[a-z][a-z0-9._]{2,20})\]")
_ROLE_INITIALS = re.compile(
    r"(?<![A-Za-z])(?:RN|LPN|NP|CNA|RT|CRC|(?i:night|day|charge|primary|bedside)[ \t]RN)[ \t]{1,2}\(?(?P<v>[A-Z]{2,3})"
    r"\)?(?![\w\-])"
    # a technician's or scribe's initials in brackets after the role: "Tech (ML): VA sc OD 20/30"
    r"|(?<![A-Za-z])(?:Tech|Technician|Scribe|Phlebotomist|MA|Tech[ \t]initials)[ \t]{0,2}\((?P<w>[A-Z]{2,3})\)"
    # an answering service's or a switchboard's operator: "Operator: DQ"
    r"|(?<![A-Za-z])(?i:operator|taken[ \t]by|msg[ \t]by|message[ \t]by)[ \t]{0,2}:?[ \t]{1,2}(?P<x>[A-Z]{2,3})(?![\w\-])"
    # a pharmacist, a community nurse or a support agent by initials: "(pharmacist TVB)", "Home visit - CNS (VH)",
    # "DN visit (NF)" is read by the bracket rule; "Agent initials FG" by the initials cue
    r"|(?<![A-Za-z])(?:(?i:pharmacist|dispenser|agent|coordinator)[ \t]{1,2}|(?:CNS|DN|HCA|SW|CM|SN)[ \t]{1,2}\()"
    r"(?P<y>[A-Z]{2,3})(?![\w\-])")
# a doctor known by one letter ("Referred by Dr. K (endo)", "pt says Dr. K increasing insulin"); not the first
# initial of a full name ("Dr. K. Obi", "Dr K Obi") nor a letter that ends a sentence
_DOCTOR_LETTER = re.compile(r"(?<![A-Za-z])(?:Dr|DR)\.?[ \t]{1,2}(?P<v>[A-Z])(?=[ \t]{1,2}(?:\(|[a-z]|and[ \t]|&)|[,;)]"
                            r"|[ \t]*$)", re.M)
# "J. R. Balogun": a first initial before the initial that opens a found name
_INITIAL_BEFORE = re.compile(r"(?<![\w.])[A-Z]\.[ \t]$")
# ... and initials written together before it: "Prof. A.K.M. Mahbubur Rahman"
_DOTTED_INITIALS_BEFORE = re.compile(r"(?<![\w.])((?:[A-Z]\.){2,4})[ \t]$")
_MACRONS = str.maketrans("āēīōū", "aeiou")


def _without_macrons(t: str) -> str:
    """``t`` (lower case) without its macrons when that spells a listed Maori, Pacific or Aboriginal name, else as
    it is: other words with macrons are Maori words, no other language's names ("Ngā mihi", "Kūmara", "Pēpi")."""
    plain = t.translate(_MACRONS)
    return plain if plain != t and plain in lexicons.OCEANIA_NAMES else t


# whom a Maori greeting addresses after "Tēnā": one person, two, or many
_MAORI_GREETED = re.compile(r"[ \t](?:koe|kōrua|korua|koutou)(?![a-zā-ū])")


_ALONE_HEADS = ("", "Dr", "Dr.", "DR", "DR.")
_NOT_BLANK_OR_DR = re.compile(r"[^\sDRr.]")
_PUNCT_RUN = re.compile(r"[ ,.]*")


def _alone_on_line(doc: Doc, start: int, end: int) -> bool:
    """``doc.text[start:end]`` is alone on its line but for a title before it and punctuation after it. The same as
    slicing the line and stripping it, but looking at no more than 80 characters of it: a slice of the whole line
    per name made 1 MiB written as one line quadratic."""
    text = doc.text
    ls = doc.line_start(start)
    if start - ls > 80 and _NOT_BLANK_OR_DR.search(text, start - 80, start):
        return False  # (a character no blank or title has, so the stripped head is none of them)
    if text[ls:start].strip() not in _ALONE_HEADS:
        return False
    after = _PUNCT_RUN.match(text, end).end()
    return after == len(text) or text[after] == "\n"


def _with_leading_initial(text: str, sp: Span) -> Span:
    """The span widened over one more initial before it when it opens with an initial ("R. Balogun" in "J. R.
    Balogun")."""
    if sp.start >= 3 and text[sp.start + 1 : sp.start + 2] == "." and text[sp.start].isupper() and \
            _INITIAL_BEFORE.search(text, max(0, sp.start - 4), sp.start):
        return Span(sp.start - 3, sp.end, sp.label, sp.source, sp.score)
    # round 41: initials written together before a name, as Bangladeshi names carry them ("Prof. A.K.M. Mahbubur
    # Rahman"; not "U.S." or "N.B.")
    m = _DOTTED_INITIALS_BEFORE.search(text, max(0, sp.start - 10), sp.start) if sp.start >= 5 else None
    if m is not None and m.group(1) not in _NOT_INITIALS:
        return Span(m.start(1), sp.end, sp.label, sp.source, sp.score)
    return sp


# a bracketed attendance list of initials alone: "(attended: YG, VD, TVB)"
_ATTENDED_INITIALS = re.compile(r"\((?i:attended|attendees|attendance|present)[ \t]{0,2}:[ \t]{0,3}"
                                r"(?P<list>[A-Z]{2,3}(?:,[ \t]?[A-Z]{2,3}){1,12})\)")
_INITIALS_ROLE = re.compile(
    r"(?<![\w.\-])(?P<v>[A-Z]{2,3})[ \t]{1,2}\((?i:fellow|resident|intern|attending|rn|np|pa|charge|pharmacist|sw|"
    # round 33: a house officer, a junior doctor, a community health volunteer ("Entry: TWJ (HO)", "M.A. (CHV)")
    r"cm|crc|cra|student|scribe|ho|sho|fy1|fy2|mo|hca|chv)\)"
    # round 33: initials and a nurse's or a doctor's role ending a note ("- RK ANP")
    r"|(?<![\w.\-])(?P<w>[A-Z]{2,3})[ \t]{1,2}(?:ANP|ACP|RGN|RMN|SHO|FY1|FY2)(?=[ \t]*(?:\n|$|\|))"
    # round 40: a pharmacist's initials before the credential ("Rx 600482  RJK RPh.")
    r"|(?<![\w.\-])(?P<u>[A-Z]{2,3})[ \t]{1,2}R\.?Ph(?![\w\-])")
# medication and charting abbreviations that end a line like a signature ("Tylenol 650 q6h - prn")
_MED_ABBREVIATIONS = frozenset({
    "prn", "bid", "tid", "qid", "qd", "qhs", "qam", "qpm", "qod", "po", "iv", "im", "sq", "sc", "pr", "sl", "od",
    "os", "ou", "npo", "dnr", "dni", "ok", "na", "nka", "nkda", "wnl", "neg", "pos", "tbd", "fyi", "asap", "stat",
    "ama", "dc", "d/c", "rtc", "f/u", "fu", "sob", "cp", "abd", "bm", "uo", "ns", "lr", "hr", "bp", "rr", "wbc",
    "hgb", "plt", "inr", "etc", "pm", "am", "hrs", "min", "mins", "wks", "yrs", "mos", "days", "done", "none", "nil",
})
_WORD_INITIALS = frozenset("AN AS AT BE BY DO GO HE IN IS IT ME MY OF ON SO TO UP WE".split())
# a step signed by initials or a login (``NameRecognizer._staff_marks``): the step, then one mark or two
_MARK = r"(?:[A-Z]{2,4}|[A-Z][a-z]{0,2}[A-Z][a-z]?[A-Z]?|[a-z]{2,3}|[a-z]{1,3}\.[a-z]{3,20}|[a-z]{6,20}|[A-Z]{6,12})"
# (round 27: a signature, a dictation, a family told by someone: "Signed: LT (RN Band 6)", "Dictated: HJB 12/01/2025
# 14:22", "Family informed by CV 16:20")
_STAFF_MARK_CUE = re.compile(r"(?i:performed|checked|investigated|verified|authori[sz]ed|completed[ \t]by|logged[ \t]by|"
                             r"entered[ \t]by|updated[ \t]by|notes[ \t]by|prep[ \t]by|histotech|intake|printed|signed|"
                             r"dictated|informed[ \t]by)")
_STAFF_MARK = re.compile(
    rf"{_STAFF_MARK_CUE.pattern}(?:(?<=[Bb][Yy])[ \t]{{0,2}}:?|[ \t]{{0,2}}:|"
    r"(?<=[Pp][Rr][Ii][Nn][Tt][Ee][Dd])[^\n]{0,40}?[ \t](?:BY|by))[ \t]{1,3}"
    r"(?:(?i:admin|nurse|rn|bms|tech)\.?[ \t]{1,2})?"
    rf"(?P<v>{_MARK})(?:[ \t]{{0,2}}/[ \t]{{0,2}}(?P<w>{_MARK}))?(?=[ \t]*(?:$|\n|[.,;)(\]]|[ \t]{{2}})"
    r"|[ \t][0-9]{1,2}[/:.][0-9]{2})")
# a login after a work note's date and time: "[11/03 09:20 m.adeleke] PAS shows ..."
_LOG_LOGIN = re.compile(r"\[[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?[ \t][0-9]{1,2}:[0-9]{2}[ \t]"
                        r"(?P<v>[a-z]{1,3}\.[a-z]{3,20}|[a-z]{6,20})\]")
# two initials signing a line with its date: "CNE / FR 03/03/2026"
_INITIALS_SIGN_DATE = re.compile(r"(?m)^[ \t]{0,3}(?P<v>[A-Z]{2,4})[ \t]{0,2}/[ \t]{0,2}(?P<w>[A-Z]{2,4})[ \t]{1,3}"
                                 r"[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}[ \t]*$")
# round 27: an entry's initials after its last sentence ("Case closed. GR"), a pair after a review's date ("call
# reviewed 02/03/2026, BF/JK.")
# a study participant's name in brackets after the number, as a research diary types it ("pt 0209 (walter
# finchley-amos, 90 yrs)", "consented pt 0224 (harbans singh-gill)")
_NUMBERED_PARTICIPANT_NAME = re.compile(
    r"(?<![A-Za-z])(?:pt|participant|subject|ppt)[ \t]#?[0-9]{3,5}[ \t]{1,2}\((?:(?:mr|mrs|ms|miss)\.?[ \t])?"
    r"(?P<v>[a-z][a-z'’]{1,20}[ \t][a-z][a-z'’]{1,20}(?:-[a-z][a-z'’]{1,20})?)(?=[,)])")
_SENTENCE_END_INITIALS = re.compile(r"(?m)(?<=[a-z0-9)][.!][ \t])(?P<v>[A-Z]{2,3})[ \t]*$")
_DATE_THEN_PAIR = re.compile(r"[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4},?[ \t]{1,2}(?P<v>[A-Z]{2,3})/(?P<w>[A-Z]{2,3})"
                             r"(?=[ \t]*(?:[.;]|$|\n))")
# round 31: a line that is only the writer's initials and role, as a hurried entry ends ("KT RN", "kb RN", "LT intern
# pharm"), and the initial after the thanks that ends a message ("thx T")
_INITIALS_ROLE_LINE = re.compile(
    # (never a word or a charting abbreviation before the role: "per RN", "ref physio", "REF SLT", "pls HO")
    r"(?m)^[ \t]{0,3}(?!(?i:per|ref|inf|pls|via|and|the|for|to|by|see|pt|obs|adv|rev|ok|fyi|cc|re|att|req|rpt|bp|hr)[ \t])"
    r"(?P<v>[A-Z]{1,3}|[a-z]{2,3})[ \t]{1,2}(?:RN|EN|RM|RGN|RMN|HCA|CNA|LPN|SN|MO|HO|SHO|CPN|SLT|"
    r"(?i:intern|pharm|pharmacist|physio|midwife|sister|staff[ \t]nurse|care[ \t]assistant))(?:[ \t][a-z]{2,12})?[ \t.]*$")
_THANKS_INITIAL = re.compile(r"(?<![A-Za-z])(?i:thx|thanks|ta|cheers|rgds)[ \t,]{1,2}(?P<v>[A-Z]{1,3})[ \t.!]*\s*\Z")
_STAFF_MARK_RES = (_STAFF_MARK, _LOG_LOGIN, _INITIALS_SIGN_DATE, _DATE_THEN_PAIR, _INITIALS_ROLE_LINE, _THANKS_INITIAL)
_CAPS_CONJUNCTIONS = frozenset(("OR", "AND", "TO", "IN", "ON", "AT", "OF", "BY", "AS"))
_CAPS_WORD_BEFORE = re.compile(r"[A-Z]{2,}[ \t]\Z")
# round 67: a staff key's initials spelt out as a name ("Staff key: AK = Aiyana Kootenay"), on a line that says it is
# a key of staff (see _staff_initials)
_STAFF_KEY_CUE = re.compile(r"(?i:(?<![a-z])(?:staff|workers?|initials|signatures?|team|personnel|medarbejdere|"
                            r"mitarbeiter(?:innen)?|personal|équipe|equipo|equipa|keyworkers?|nurses?|dispensers?)"
                            r"(?![a-z]))")
_INITIALS_EQUAL_NAME = re.compile(r"(?<![\w.])(?P<i>[A-Z]{2,3}|[A-Z]\.[A-Z]\.(?:[A-Z]\.)?)[ \t]{0,2}=[ \t]{0,2}"
                                  r"(?P<n>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z][a-z'’\-]{1,20}){1,2})(?![\w'’\-])")
_BED_LOWER_NAME = re.compile(r"(?<![a-z])bed[ \t]?[0-9]{1,3}[a-z]?[ \t]{0,2}[—–\-:][ \t]{0,2}"
                             r"(?P<s>[a-z][a-z'’\-]{1,20}),[ \t]?(?P<g>[a-z]\.|[a-z][a-z'’\-]{1,20})(?![\w'’\-])")
# round 67: a dispensing chart's initials glued to the tick that signs each dose ("✔LF ✔LF ✔JP"), when the same
# initials sign twice or more on a dose's line (see _staff_initials); the tick matched, not looked behind for (the
# prefilter drops look-behinds, and capitals alone are everywhere)
_TICKED_INITIALS = re.compile(r"[✔✓☑](?P<v>[A-Z]{2,3})(?![\w])")
# round 83: a flowsheet's entries closed by the nurse's initials in brackets, alone or with a checker's ("... cont.
# (LG)", "2-RN check (LG/TS)"): counted in the note like ticked initials (two lines or more close with the same)
_BRACKET_CLOSED_ENTRY = re.compile(r"(?m)(?<=[.;,)\w])[ \t]{1,2}\((?P<v>[A-Z]{2,3})(?:/(?P<w>[A-Z]{2,3}))?\)[ \t]*$")
# (round 67 review: a medication chart's codes for nil by mouth, refused, withheld, omitted, not available)
_CHART_CODES = frozenset(("NBM", "REF", "WH", "OMT", "NA", "UNA", "HLD", "ABS", "DNA", "SUS", "OM", "ON"))
_DOSE_ON_LINE = re.compile(r"[0-9][ \t]?(?:mg|mcg|µg|ml|mL)(?![A-Za-z])")
_NOT_INITIALS = {
    "PASI", "EASI", "SCORAD", "DLQI", "BASDAI", "HAQ",  # round 83: a trial's skin and joint scores ("Week 16 PASI")
    "MSE", "CPA", "OST", "UDS", "EPOA", "PHN", "NAC",  # round 38: mental state exam, care programme approach, ...
    "P.O.", "I.V.", "I.M.", "S.C.", "N.B.", "A.M.", "P.M.", "U.K.", "U.S.", "E.G.", "I.E.", "B.D.", "O.D.", "Q.D.",
    "T.D.S.", "Q.D.S.", "P.R.N.", "S.L.", "D.C.", "R.N.", "M.D.", "PT", "OT", "IV", "PO", "BP", "HR", "RR", "CP",
    "SOB", "ED", "ER", "GP", "MD", "RN", "DR", "MR", "MS", "NHS", "MRN", "DOB", "ICU", "HCP", "POA", "NOK",
    "DNR", "CT", "MRI", "ECG", "EKG", "AKI", "CKD", "UTI", "COPD", "CHF", "HTN", "HLD", "DM", "CAD", "OSA", "GERD",
    "CVA", "DVT", "AFIB", "ESRD", "BPH", "IR", "GI", "EMS", "PCP", "ENT", "ID", "NO", "OK", "UK", "US", "USA",
    "RE", "FW", "FWD",  # round 36: an e-mail's reply and forward prefixes ("Subject: RE: RE: Transfer request")
    "LVM",  # round 37: left voicemail ("Called Shauna back, LVM to check MyChart")
    "AM", "PM", "IM", "SC", "QD", "PRN", "STAT", "NPO", "AE", "SAE", "PI", "CRA", "IB", "IMP", "PK", "PD", "OR", "CI", "NA", "ECOG", "CR", "PR", "SD", "OS", "PFS", "ORR", "ITT", "FAS", "PP", "LPN", "NP", "PA", "OD",
    "BD", "TDS", "QDS", "IN", "ON", "AT", "TO", "OF", "IS", "IT", "BY", "AN", "AS", "BE", "DO", "GO", "HE", "ME",
    "MY", "SO", "UP", "WE", "AND", "THE", "FOR", "NOT", "BUT", "ALL", "ANY", "CAN", "HAS", "HAD", "HER", "HIM",
    "HIS", "HOW", "ITS", "MAY", "NEW", "NOW", "OLD", "OUR", "OUT", "OWN", "SEE", "SHE", "TWO", "WAS", "WAY",
    "WHO", "YES", "YET", "YOU", "ALT", "AST", "CRP", "ESR", "FBC", "WBC", "HB", "INR", "LFT", "LFTS", "UE",
    "BMI", "GCS", "AVPU", "ABG", "VBG", "CXR", "AXR", "USS", "EEG", "EMG", "LP", "CSF", "FY", "ST", "SHO",
    "APT", "QAP", "LPA", "NIC", "SPR", "HCA", "SN", "HDU", "ITU", "CCU", "AMU", "MAU", "SAU", "GU", "MSK", "CNS", "CVS", "RS",
    "HIV", "TB", "MI", "PE", "AF", "VF", "VT", "SVT", "TIA", "RTC", "NAD", "NKDA", "LOC", "BIBA",
    "IVF", "NGT", "PEG", "TPN", "PICC", "PIV", "CVC", "HFNC", "CPAP", "BIPAP", "NIV", "SLT", "SALT",
    # neonatal units, blood group, "year of birth" column, legally authorised representative
    "NICU", "PICU", "SCBU", "ABO", "YOB", "LAR",
    # a caregiver, last menstrual period, an ambulance service, a liaison officer, a due date
    "CG", "LMP", "EHS", "AHLO", "EDD", "OTC",
    # rounds 18-19: a drug class, a scan, a Medicare plan type, a French hospital pharmacy, expanded access, tumour
    # mutational burden ("re: GLP-1 RA", "by HRCT", "(MAPD)", "Pharmacien PUI:", "EA committee", "TMB 3")
    "GLP", "HRCT", "MAPD", "PUI", "EA", "TMB",
    # left/right iliac fossa, stand-by assistance, white cell count, video interpreting, out of network, rapid
    # ventricular response, a designated safeguarding lead, pharmacovigilance
    "LIF", "RIF", "LUQ", "RUQ", "SBA", "WCC", "VRI", "OON", "RVR", "DSL", "PV",
    # round 24: a trial's review board, master file and case report form, a second-opinion doctor, family-based
    # treatment, a law-enforcement officer ("RE: IRB# 2024.118", "LEO-initiated")
    "IRB", "TMF", "CRF", "SOAD", "FBT", "LEO",
    # round 31: an endoscopy, a US hospital's financial and contact numbers, a Medi-Cal id, fasting sugar, renal
    # function tests ("repeat EGD 8-12 wk", "FIN 552098813", "Medi-Cal CIN 9184", "FBS, RFT"; not HP, CSN or HAR,
    # which sign entries as initials too: "Reviewed by HP 12/03/2024")
    "EGD", "FIN", "CIN", "FBS", "RBS", "RFT", "KFT",
    # round 49: a skilled nursing facility, durable medical equipment, drug susceptibility testing, a preventive
    # therapy ("RE: SNF auth", "DME Order date", "full DST to follow", "1 child TPT (3HP)")
    "SNF", "DME", "DST", "TPT",
    # round 66: an opioid treatment programme, a forces' fitness standard, a forensic pathology service, an
    # independent duty corpsman ("(OTP) !!", "PES B1", "Salt River FPS", "HM2, USN (IDC)")
    "OTP", "PES", "FPS", "IDC",
    # round 67: medication-assisted treatment, a forensic medical examiner, overseas students' health cover, a
    # French school's care plan, a Spanish student's number, additional learning needs ("MAT No.", "signed by FME",
    # "OSHC covers", "PAI - Elsa", "INE is", "ALN to review")
    "MAT", "FME", "OSHC", "PAI", "INE", "ALN",
    # ... and an Australian bank's branch code ("Commonwealth Bank BSB 064-158")
    "BSB",
}
# the same without their dots, with degrees and places written as dotted letters ("Washington D.C., born")
_NOT_INITIALS_BARE = frozenset({x.replace(".", "").replace(" ", "").upper() for x in _NOT_INITIALS}) | _DEGREE_INITIALS

# words in capitals right after a relation word that are not the relative's initials
_NOT_KIN_INITIALS = {
    "LPA",  # round 27: "(NOK, LPA health & welfare)"
    "HH",  # round 58: a contact list's member of the household ("wife (HH)", "son (HH)")
    "PIS", "ICF",  # a partner's information sheet and consent form ("Partner PIS/ICF v1.0")
    "AT", "IS", "IN", "ON", "TO", "OF", "BY", "BE", "GO", "HE", "ME", "MY", "SO", "UP", "WE", "AND", "THE",
    "FOR", "NOT", "BUT", "ALL", "ANY", "CAN", "HAS", "HAD", "HER", "HIM", "HIS", "WAS", "WHO", "YES", "YOU", "MD",
    "RN", "NP", "PT", "ED", "ER", "LOG", "MRN", "GMC", "NMC",  # ("CONTACT LOG (RiO)", "mother MRN", "Partner (GMC")
    # a role or a reading after the relation ("(wife, LAR)", "per daughter: BP 148/70", "not HCP")
    "LAR", "HCP", "POA", "HCA", "BP", "HR", "SPO2", "WT", "TEMP", "CBG", "INR",
    # a relative's condition in a family history ("father MI at 52", "mother CVA"), not initials
    "MI", "CVA", "HTN", "CAD", "CHF", "COPD", "DVT",
    "VA",  # a veteran's relative's programme ("father (VA Caregiver Support Program)")
}

# round 53: team members written as initials after "w/" or "with" ("arranged w/ GP"), no relative's initials
_TEAM_ROLES = frozenset(("GP", "OT", "SW", "DN", "CPN", "HV", "SALT", "PT", "MDT", "SLT"))

# --- name shapes in structural slots (title, role label, e-mail, credential, assessor, "by", table column) -----
_W = r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_])){1,30}"
_I = r"[^\W\d_]\.?"
_UP = r"(?=[^\W\d_a-zß-ÿ])"  # the next letter is a capital
_PART = r"(?:(?i:van|von|de|da|del|della|di|du|le|la|ter|ten|den|der|bin|al|el|ó|ní|mac|mc|st\.?)[ \t]){0,2}"
_WRAP = r"[ \t]{0,2}\n[ \t]{0,3}"  # a name wrapped over a line: only around a dotted initial
_SHAPE = (
    rf"(?:{_UP}{_W}[ \t]{{1,2}}{_UP}[^\W\d_]\.[ \t]{{1,2}}{_PART}{_UP}{_W}"  # Christine M. Velazquez
    rf"|[a-zß-ÿ]{_W}[ \t]{{1,2}}[a-zß-ÿ]\.[ \t]{{1,2}}{_PART}[a-zß-ÿ]{_W}"         # steven m. jenkins
    rf"|{_UP}(?:[^\W\d_]\.){{2,4}}[ \t]{{0,2}}{_PART}{_UP}{_W}"            # A.M.P. Gunawardena (round 28)
    rf"|{_I}[ \t]{{1,2}}{_PART}{_W}(?:[ \t]{{1,2}}(?![a-zß-ÿ]){_W})?"  # N. Park, k. gray, C. Ó CRIMÍN
    rf"|[^\W\d_]\.{_WRAP}{_PART}{_W}"                                    # R.\n  Mancebo
    rf"|{_PART}{_W},?[ \t]{{1,2}}{_UP}[^\W\d_]\.(?:[ \t]?{_UP}[^\W\d_]\.){{1,2}}(?![\w'’\-/])"  # Melnyk I.V. (round 48)
    rf"|{_PART}{_W},?[ \t]{{1,2}}{_I}(?![\w'’\-/])"                     # LONG X., Bell S, van der Mast-Willis O
    rf"|{_PART}{_W},?{_WRAP}[^\W\d_]\.(?![\w'’\-])"                    # HALL\nB.
    rf"|{_PART}{_W},[ \t]{{1,2}}{_W}(?:[ \t]{{1,2}}{_W}(?=[ \t]*(?:$|\n|,|[ \t]{{2}}|\()))?(?![.@])"  # smith, robert / NGUYEN, THI HONG
    rf"|{_W}[ \t]{{1,2}}{_PART}{_W}"                                   # Douglas Ward / yejide olusanya-medrano
    rf"|{_PART}{_W})(?![\w'’\-])"                                      # Ward
)
_SH_TITLE = re.compile(
    # German "Dr. med." and "PD Dr. med." first (else "Dr" would take "med" for the name)
    r"(?<![\w.])(?:Dr\.?[ \t]med(?:\.[ \t]dent|\.[ \t]vet)?|PD[ \t]Dr\.?[ \t]med|"
    r"Dr|DR|dr|Prof|PROF|Mr|MR|Mrs|MRS|Ms|MS|Miss|MISS|Mx|Sister"
    # other languages' titles: French, Spanish/Portuguese, Italian, Dutch, Polish, Malay
    r"|Pr|Dra|DRA|Dott|Sra|Srta|Mme|Mlle|Herr|Frau|"
    # (round 68: lower-case Dutch titles and the Dutch doctorandus, a German "Hr.": "dhr. H. Boersma", "drs. M.H.
    # Tielemans", "Hr. Sadiqi")
    rf"Dhr|Mevr|Pani|Puan|Encik|Mst|MST|dhr|mevr|Drs|drs|Hr)\.?[ \t]{{1,2}}(?P<n>{_SHAPE})")
# a name in CJK script in brackets ("(김민준)", "（森 陽翔）"): kana, CJK ideographs, Hangul syllables
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_NATIVE_AFTER = re.compile(rf"[ \t]{{0,2}}[(（][ \t]{{0,2}}(?P<n>[{_CJK}]{{1,4}}(?:[ \t\u3000][{_CJK}]{{1,4}})?)[ \t]{{0,2}}[)）]")
# the score at or below which a name reading rests on the token alone, without a cue (see _without_foreign_words)
_WEAK = 0.65
# round 68: the small words no name holds in a German, Dutch or Polish note, and the titles before a name there
# (see _without_foreign_words)
_FOREIGN_FUNCTION_WORDS = frozenset("des zur zum auf bei mit und oder für aan bij met voor naar het een dla oraz przez".split())
_FOREIGN_TITLE_BEFORE = re.compile(r"(?i:(?<![a-z])(?:dhr|mevr|mw|hr|fr|herr|frau|dr|pan|pani|sig|sra?)\.?[ \t]{1,2})\Z")
# the languages of a form's words in an English note, whose common words are no names there (round 43: Spanish and
# French; round 59: Portuguese and Malay/Indonesian, "Valor", "Saida", "Sinais", "Alamat", "Instalasi")
_ASIDE_LANGUAGES = ("es", "fr", "pt", "ms")
_FIELD_COLON = re.compile(r"[ \t]{0,2}:")
# the colon of a form's next field, or its " name:" ("Sione  Middle name: Ioane")
_NEXT_LABEL_COLON = re.compile(r"(?:[ \t](?i:name))?:")
# courtesy titles of other languages (a patient's or a relative's, not a clinician's)
_TITLES_PAT_INTL = frozenset({"sra", "srta", "mme", "mlle", "herr", "frau", "dhr", "mevr", "pani", "puan", "encik",
                              "mst"})  # (Bengali/Pakistani "Mst." for Mosammat: "Name: Mst. Sughran W/o ...")
_TITLE_WORDS = ("dr", "prof", "mr", "mrs", "ms", "miss", "mx", "sister", "pr", "dra", "dott", "drs", "hr", *_TITLES_PAT_INTL)
# a staff role abbreviation before a whole name: "Cannulated by PCT Kaleo Akana", "EMT KEONI MAKAAWAAWA #2207"
_SH_STAFF = re.compile(r"(?<![\w.\-])(?:PCT|EMT(?:-[BPSAI])?|CNA|LPN|LVN|RN|CRNA|RRT|HCA|HCSW|ODP|Paramedic|"
                       rf"PARAMEDIC|Medic|MEDIC)[ \t]{{1,2}}(?P<n>{_SHAPE})")
# a newborn registered under the mother's surname: "Baby Girl Quispe", 'Baby Boy A "Okonjo-Mensah"'
_SH_BABY = re.compile(rf"(?<![\w])(?i:baby)[ \t]{{1,2}}(?i:girl|boy)(?:[ \t]{{1,2}}[A-D])?[ \t]{{1,2}}[\"“]?(?P<n>{_SHAPE})")
# round 49: a Russian or Central Asian full name, known by its patronymic, in any case and any slot ("SMAGULOV KAIRAT
# ERBOLOVICH", "Zhaksybekova Aigerim Nurlanovna", "ERGASHEV SHERZOD BAHODIR UGLI", "XOLMATOV ULUG'BEK RAVSHAN O'G'LI")
_CAP_W = r"[A-ZÀ-Þ][A-Za-zÀ-ÿ'’\-]{1,30}"
_SH_PATRONYMIC = re.compile(
    rf"(?<![\w'’\-])(?P<n>(?:{_CAP_W}[ \t]){{1,2}}(?:[A-Z][a-z'’]{{1,24}}(?:ovich|evich|ovna|evna)|"
    rf"[A-Z][A-Z'’]{{1,24}}(?:OVICH|EVICH|OVNA|EVNA)|{_CAP_W}[ \t](?:o['’]g['’]li|qizi|kyzy|uulu|"
    r"UGLI|O['’]G['’]LI|QIZI|KYZY|UULU)))(?![\w'’\-])")
_PATRONYMIC_HINTS = ("vich", "vna", "VICH", "VNA", "g'li", "g’li", "qizi", "kyzy", "uulu", "UGLI", "G'LI", "G’LI",
                     "QIZI", "KYZY", "UULU")
# (not "-ichna", a Ukrainian adjective's ending, "Zahalna Klinichna kartyna"; not a lower-case "ugli", a citrus fruit)
_FIELD_BEFORE = re.compile(r"([A-Za-z][A-Za-z \-]{1,30}?)[ \t]{0,2}:[ \t]{1,3}$")
# (or a printout's aligned columns without a colon: "First name       DA-EUN")
_SH_LABEL = re.compile(rf"(?m)(?:^|[ \t]{{2}}|\(|[,;][ \t])[ \t]{{0,3}}(?P<lab>[A-Za-z](?:[A-Za-z/\-]|[ ](?=[A-Za-z/\-])){{1,30}}?(?:[ \t]\([A-Za-z]{{2,12}}\))?)(?:[ \t]{{0,2}}:[ \t]{{1,3}}|(?<=[a-z])[ \t]{{4,20}})"
                       rf"(?:(?:Dr|DR|Prof|PROF)\.?[ \t]{{1,2}})?(?P<n>{_SHAPE})"
                       # (or a date after it: "QC: Ruaraidh Gillanders 21/01/2026 16:05")
                       r"(?=[ \t]{0,20}$|[ \t]{2}|[ \t]{0,2}[(<|]|,[ \t]|[ \t][0-9]{1,2}[/.\-][0-9]{1,2}[/.\-][0-9]{2,4}(?![0-9]))")
_SH_EMAIL = re.compile(rf"(?m)(?:^|:[ \t]{{1,3}}|[ \t]{{2}})(?P<n>{_SHAPE})"
                       r"(?:[ \t]{0,2}[(<]|,[ \t]{0,2}|[ \t]at[ \t])[\w.+\-]{1,64}@\Z")
_AT = re.compile(r"(?<=[\w.+\-])@")
_SH_CRED = re.compile(rf"(?m)^[ \t]{{0,3}}(?:(?:-{{1,2}}|—|–)[ \t]{{0,2}})?(?P<n>{_SHAPE}),?[ \t]{{1,2}}"
                      # (round 40: also dotted, as a prescription's header prints it: "MARGARET O. ASHWORTH-BELL, D.O.")
                      # (the dotted ones only ending the line: not "LASIX, KCL, D.O. informed")
                      r"(?:RN|LPN|LVN|NP|MD|DO|PA-C|CRNA|APRN|DNP|FNP|RGN|RMN|CNA|HCA|PharmD|"
                      r"(?:M\.D\.|D\.O\.)(?=[ \t]*(?:\n|$)))(?![A-Za-z])")
# a staff role in brackets or a credential / registration body after a name, anywhere on a line:
# "CHRISTINE BURNS (study coordinator)", "report from meyers a. RN at 1900", "DAY K., DO", "b. werner GMC 7027232"
# (found from the role or credential, then the name shape that ends right before it: no unanchored scan)
_SH_ROLE = re.compile(r"[ \t]{0,2}\((?i:study coordinator|research coordinator|coordinator|pharmacist|sub-?i|"
                      r"sub-?investigator|research nurse|study nurse|nurse|dietitian|physiotherapist|physio|registrar|"
                      r"consultant|research fellow|data manager|crc|src)\)")
_SH_CRED_MID = re.compile(r",?[ \t]{1,2}(?:RN|LPN|LVN|NP|MD|PA-C|CRNA|APRN|DNP|FNP|RGN|RMN|PharmD|FRCP|FRCS|MRCP|MBBS|"
                          r"MBChB|RDCS|RDMS|RVT|RRT|LCSW|LICSW|EMT-[PB]|FP-C|CCP-C|"
                          # round 22 leftovers: a psychologist's, an audiologist's, a podiatrist's, a dentist's degree
                          # (not a Moldovan postcode, "Orhei, MD-3505")
                          r"Psy\.?D\.?|PSY\.?D\.?|Au\.?D\.?|AU\.D\.|DPM|DDS|DMD)(?![A-Za-z]|-[0-9])|,[ \t]{1,2}DO(?![A-Za-z])|"
                          # (an optometrist's degree closing a signature line: "Tessaly Marchbanks, OD")
                          r",[ \t]{1,2}O\.?D\.?(?=[ \t]*(?:\n|\Z))|,?[ \t]{1,3}(?:GMC|NMC|HCPC)(?![A-Za-z])")
_SHAPE_END = re.compile(rf"(?<![\w'’\-.])(?P<n>{_SHAPE})$")
_MID_CRED_WORDS = ("rn", "lpn", "lvn", "np", "md", "do", "pa", "crna", "aprn", "dnp", "fnp", "rgn", "rmn", "pharmd",
                   "frcp", "frcs", "mrcp", "mbbs", "mbchb", "gmc", "nmc", "hcpc", "rdcs", "rdms", "rvt", "rrt", "lcsw",
                   "licsw", "emt", "fp", "psy", "psyd", "au", "aud", "dpm", "dds", "dmd", "od")
_ROLE_WORDS = ("coordinator", "pharmacist", "sub", "nurse", "dietitian", "physiotherapist", "physio", "registrar",
               "consultant", "fellow", "manager", "crc", "src")
_OWNER_HEAD = re.compile(r"(?im)^(?P<pre>[^\n]{0,120}?[ \t]{2})(?P<h>owner|responsible|assigned to|assignee|action by|"
                         r"by whom|actionee|responsible person)(?=[ \t]|$)")
_CELL = re.compile(r"[^\s](?:[^ \t\n]| (?! ))*")
_CRED_WORDS = ("rn", "lpn", "lvn", "np", "md", "do", "pa", "crna", "aprn", "dnp", "fnp", "rgn", "rmn", "cna", "hca",
               "pharmd")
_SH_ASSESSOR = re.compile(rf"(?i:related|relatedness|causality)(?:[ \t]{{1,2}}(?i:per|by)(?:[ \t]{{1,2}}(?i:the))?"
                          rf"[ \t]{{1,2}}(?i:investigator|pi))?[ \t]{{1,2}}\((?:(?:Dr|Prof)\.?[ \t]{{1,2}})?(?P<n>{_SHAPE})\)")
_SH_CUE = re.compile(
    r"(?<![\w/])(?i:f/u with|f/u w/|follow[ -]up with|discussed with(?: (?:the )?(?:hospitalist|registrar|consultant|"
    r"attending|on-call|oncall|cardiology|surgeons?))?|admitted under|under the care of|electronically signed by|"
    r"signed by|prepared by|research coordinator|study coordinator|study nurse|research nurse|cvs? for|seen by|"
    r"reviewed by|handed over to|escalated to)"
    rf"[ \t]{{1,2}}(?:(?:Dr|DR|Prof)\.?[ \t]{{1,2}})?(?P<n>{_SHAPE})")
_SH_BY = re.compile(rf"(?<![\w])(?i:by)[ \t]{{1,2}}(?P<n>{_SHAPE})(?=[ \t]{{2}}|[ \t]{{0,20}}$|[ \t]{{0,2}}\()", re.M)
# the surname field before "First:" on a form's line ("PATIENT LAST NAME: HOLLOWAY      FIRST: BEATRICE")
_SURNAME_FIELD_BEFORE = re.compile(r"(?i:last[ \t]?name|surname|family[ \t]name)[ \t]{0,2}:[ \t]{0,8}[A-Z][A-Za-z'’\-]")
_SURNAME_FIELD_REACH = 200  # a form's surname field stands within a few fields of its given name
# round 48: a doctor's field named by the doctor's part (not "Doctor:" alone: a transcript's speaker); one word after
# it must be a listed name ("Examining doctor: Locum", see _STRICT_LABELS)
_DOCTOR_FIELDS = ("referring doctor", "family doctor", "treating doctor", "attending doctor", "admitting doctor",
                  "duty doctor", "responsible doctor", "doctor in charge", "examining doctor", "reporting doctor",
                  "on-call doctor", "responsible clinician")
_ROLE_LABELS = {
    "monitor": "INVESTIGATOR", "cra": "INVESTIGATOR", "pi": "INVESTIGATOR", "investigator": "INVESTIGATOR",
    "principal investigator": "INVESTIGATOR", "coordinating investigator": "INVESTIGATOR",
    "chief investigator": "INVESTIGATOR", "sub-investigator": "INVESTIGATOR", "co-investigator": "INVESTIGATOR",
    "site monitor": "INVESTIGATOR", "clinical research associate": "INVESTIGATOR",
    "reporter": "CLINICIAN_NAME", "contact": "CLINICIAN_NAME", "author": "CLINICIAN_NAME",
    "medical writer": "CLINICIAN_NAME", "sponsor contact": "CLINICIAN_NAME", "attending": "CLINICIAN_NAME",
    "attending physician": "CLINICIAN_NAME", "pcp": "CLINICIAN_NAME", "signed": "CLINICIAN_NAME",
    "attestation": "CLINICIAN_NAME", "physician": "CLINICIAN_NAME", "consultant": "CLINICIAN_NAME",
    "referring physician": "CLINICIAN_NAME", "primary nurse": "CLINICIAN_NAME", "named nurse": "CLINICIAN_NAME",
    "gp": "CLINICIAN_NAME", "surgeon": "CLINICIAN_NAME", "provider": "CLINICIAN_NAME",
    "electronically signed by": "CLINICIAN_NAME", "signed by": "CLINICIAN_NAME", "seen by": "CLINICIAN_NAME",
    "patient": "PATIENT_NAME", "patient name": "PATIENT_NAME", "pt name": "PATIENT_NAME", "name": "PATIENT_NAME",
    "pt": "PATIENT_NAME", "first name": "PATIENT_NAME", "last name": "PATIENT_NAME", "given name": "PATIENT_NAME",
    "family name": "PATIENT_NAME", "surname": "PATIENT_NAME", "forename": "PATIENT_NAME",
    # round 44: a form's name fields after "LAST NAME:" ("FIRST: BEATRICE      MIDDLE: JUNE")
    "first": "PATIENT_NAME", "middle": "PATIENT_NAME", "middle name": "PATIENT_NAME",
    # round 45: a patronymic's field, a cultural mediator ("PATRONYMIC: MYKOLAIVNA", "Cultural mediator: Khadar")
    "patronymic": "PATIENT_NAME", "mediator": "CLINICIAN_NAME", "cultural mediator": "CLINICIAN_NAME",
    "next of kin": "RELATIVE_NAME", "nok": "RELATIVE_NAME",
    "emergency contact": "RELATIVE_NAME",
    # printout and worklist abbreviations ("ATT: ADEYEMI-COLE, F   RM: 4B-12", "REF: MBEKI, S")
    "att": "CLINICIAN_NAME", "attg": "CLINICIAN_NAME", "attn": "CLINICIAN_NAME", "ref": "CLINICIAN_NAME",
    "ref dr": "CLINICIAN_NAME", "ref md": "CLINICIAN_NAME", "referring": "CLINICIAN_NAME",
    "referred by": "CLINICIAN_NAME", "admitting": "CLINICIAN_NAME", "adm md": "CLINICIAN_NAME",
    **dict.fromkeys(_DOCTOR_FIELDS, "CLINICIAN_NAME"),
    "ordering": "CLINICIAN_NAME", "ordering provider": "CLINICIAN_NAME", "ordering md": "CLINICIAN_NAME",
    "requested by": "CLINICIAN_NAME", "dictated by": "CLINICIAN_NAME", "transcribed by": "CLINICIAN_NAME",
    "verified by": "CLINICIAN_NAME", "performed by": "CLINICIAN_NAME", "interpreting": "CLINICIAN_NAME",
    "radiologist": "CLINICIAN_NAME", "pathologist": "CLINICIAN_NAME", "resident": "CLINICIAN_NAME",
    "cosigner": "CLINICIAN_NAME", "co-signer": "CLINICIAN_NAME", "rn": "CLINICIAN_NAME", "md": "CLINICIAN_NAME",
    "np": "CLINICIAN_NAME", "midwife": "CLINICIAN_NAME", "pharmacist": "CLINICIAN_NAME",
    "case manager": "CLINICIAN_NAME", "social worker": "CLINICIAN_NAME",
    "guarantor": "RELATIVE_NAME", "guardian": "RELATIVE_NAME", "mother": "RELATIVE_NAME",
    "father": "RELATIVE_NAME", "spouse": "RELATIVE_NAME", "caregiver": "RELATIVE_NAME",
    # round 26: a procedure report's team ("CVT (SCRUB): JERMAINE BIGELOW", "Circulator: ...", "Sonographer: ...")
    "cvt": "CLINICIAN_NAME", "cvt (scrub)": "CLINICIAN_NAME", "scrub": "CLINICIAN_NAME", "scrub nurse": "CLINICIAN_NAME",
    "circulator": "CLINICIAN_NAME", "circulating": "CLINICIAN_NAME", "sonographer": "CLINICIAN_NAME",
    "technologist": "CLINICIAN_NAME", "perfusionist": "CLINICIAN_NAME", "scribe": "CLINICIAN_NAME",
    "reading physician": "CLINICIAN_NAME", "interpreting physician": "CLINICIAN_NAME", "fellow": "CLINICIAN_NAME",
    "qc": "CLINICIAN_NAME", "checked": "CLINICIAN_NAME", "reviewed": "CLINICIAN_NAME", "dsn": "CLINICIAN_NAME",
    # round 27: a complaints log's handler, an interpreter, a clinic's medical assistant, an anatomical pathology
    # technologist ("Handler: Gillian Rutter", "MA: LUPITA", "APT Morven Kilgour")
    "handler": "CLINICIAN_NAME", "case handler": "CLINICIAN_NAME", "interpreter": "CLINICIAN_NAME",
    "ma": "CLINICIAN_NAME", "apt": "CLINICIAN_NAME",
    # the person a fitness, immigration or sports medical is about ("Seafarer: MACASKILL, Ruaraidh Seumas")
    "seafarer": "PATIENT_NAME", "applicant": "PATIENT_NAME", "diver": "PATIENT_NAME", "athlete": "PATIENT_NAME",
    "player": "PATIENT_NAME", "vet": "PATIENT_NAME", "veteran": "PATIENT_NAME", "traveller": "PATIENT_NAME",
    "traveler": "PATIENT_NAME", "pilot": "PATIENT_NAME", "recipient": "PATIENT_NAME", "donor": "PATIENT_NAME",
    # round 28: a ward round's and a theatre list's team ("Reg: Okafor", "FY1: hannah", "ODP: KIERAN",
    # "ANAES: DR BJORNSSON", "BED MGR ON: DAWN P", "CHV: Mama Pendo")
    "reg": "CLINICIAN_NAME", "registrar": "CLINICIAN_NAME", "fy1": "CLINICIAN_NAME", "fy2": "CLINICIAN_NAME",
    "sho": "CLINICIAN_NAME", "spr": "CLINICIAN_NAME", "odp": "CLINICIAN_NAME", "anaes": "CLINICIAN_NAME",
    "anaesthetist": "CLINICIAN_NAME", "cons": "CLINICIAN_NAME", "bed mgr": "CLINICIAN_NAME",
    "bed mgr on": "CLINICIAN_NAME", "bed manager": "CLINICIAN_NAME", "site manager": "CLINICIAN_NAME",
    "chv": "CLINICIAN_NAME",
    # round 42: the student or service member a school, college or forces record is about ("Student: Deonte
    # Caldwell", "Boarder: ...", "Examinee: KEALOHA, Makana J.", "Mbr: PO2 MacDONALD, Fraser")
    # (not "pupil", "client", "cas", "child", "member", "sm", "soldier" or "learner": "Pupil: PERRLA", "Client: DNA",
    # "Member: GMC", "SM: Deployable", "Learner: EAL"; one word after these needs to be a listed name, see _STRICT_LABELS)
    "student": "PATIENT_NAME", "boarder": "PATIENT_NAME", "examinee": "PATIENT_NAME", "mbr": "PATIENT_NAME",
    "service member": "PATIENT_NAME", "young person": "PATIENT_NAME",
    # round 49: Russian, Uzbek and Turkish forms' doctor fields, transliterated, and a migrant's medical's patient
    # ("Vrach VOP: Seitkali D.M.", "Hekim: Dr. Elif Yurt", "Foreign citizen: ERGASHEV SHERZOD"; not "Hasta:" or
    # "Bemor:", whose value is as often the patient's state, "Hasta: Bilinci açık")
    "vrach": "CLINICIAN_NAME", "vrach vop": "CLINICIAN_NAME", "vrach-pediatr": "CLINICIAN_NAME",
    "vrach-terapevt": "CLINICIAN_NAME", "hekim": "CLINICIAN_NAME", "shifokor": "CLINICIAN_NAME",
    "foreign citizen": "PATIENT_NAME",
    # round 57: a dispatch centre's staff in a CAD record ("Dispatcher: OSEI-BONSU, K", "Call taker:  HARGROVE, T")
    "dispatcher": "CLINICIAN_NAME", "call taker": "CLINICIAN_NAME", "call-taker": "CLINICIAN_NAME",
    "calltaker": "CLINICIAN_NAME",
}


# pieces of one name found apart (see NameRecognizer._join_parts)
_NAME_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*")
_NUMBER_BEFORE = re.compile(r"\d[A-Za-z]?,?[ \t]{1,2}$")
_WRAP_INITIAL_AFTER = re.compile(
    r"[ \t]{0,2}\n[ \t]{0,3}[A-Z]\.?(?=[ \t]{2}|[ \t]*(?:\n|$)|,|[ \t]{1,2}(?:RN|LPN|MD|DO|NP|PA)\b)")
_WRAP_INITIAL_BEFORE = re.compile(
    r"(?:(?P<pre>(?:^|\n|:|[ \t]{2}|(?<![\w])(?i:under|by|with|dr|prof)\.?[ \t])[ \t]{0,3})|(?<=[ \t]))"
    r"(?P<i>[A-Z]\.?)[ \t]{0,2}\n[ \t]{0,3}$")
# (round 53: also quoted inside brackets, "Robert ("Bobby") Irvine")
_NICKNAME_AFTER = re.compile(
    r"[ \t]{1,2}(?P<q>\([\"“'‘]|[\"“'‘(])(?P<n>[^\W\d_][^\W\d_'’\-]{1,20})(?:[\"”'’]\)|[\"”'’)])[ \t]{1,2}"
    r"(?P<s>[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_])){1,30})(?![\w'’\-])")
_IRISH_SCOTS = re.compile(r"(?:o['’]|mac|mc)[a-z]{2,}")
_WRAP_SURNAME = re.compile(
    r"[ \t]{0,2}\n[ \t]{0,3}(?P<y>(?:(?i:van|von|de|da|del|della|di|du|le|la|ter|ten|den|der|dos|das|mac|mc|ó|ní)[ \t]){0,2}"
    r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_])){1,30})"
    r"(?=[ \t]*(?:\n|$|,|<|\(|\)|\]|;)|[ \t]{2}|[ \t]{1,2}(?:RN|LPN|MD|DO|NP|PA-C|GMC)\b)")
_WRAP_GAP = re.compile(r"[ \t]{0,2}\n[ \t]{0,4}")
_INVERT_GAP = re.compile(r",[ \t]{1,2}|,[ \t]{0,2}\n[ \t]{0,4}")
_LIST_GAP = re.compile(r",[ \t]{1,2}|[ \t](?:and|&|or)[ \t]")
_LIST_AFTER = re.compile(r",?[ \t]{1,2}(?:and|&|or)[ \t]{1,2}[A-Z]|,[ \t]{1,2}[A-Z][a-z]+(?:,|[ \t](?:and|&)[ \t])")
_PARTICLE_BEFORE = re.compile(
    r"(?:^|(?<=[\s(:,;|]))(?P<p>(?i:(?:van|von)(?:[ \t](?:der|den|de|het))?|de(?:[ \t]la|[ \t]los|[ \t]las)?|delos|dela|delas|da|das|dos|"
    r"del|della|di|du|des|la|le|ter|ten|mac(?:[ \t]an)?|nic(?:[ \t]an)?|mc|bin|ibn|bint|ó|ní|uí|ap|af|zu|zur|degli|dei))"
    r"[ \t]$"
)


# OCR / typing slips of a letter into a look-alike digit inside a word ("Abdul1ah", "5ullivan", "KO8AYASHI")
# (a look-alike digit next to a lower-case letter or between capitals; digit first, so the scan skips fast)
_OCR_HINT = re.compile(r"[0158](?:(?<=[a-zß-ÿ][0158])|(?=[a-zß-ÿ])|(?<=[^\W\d_a-zß-ÿ][0158])(?=[^\W\d_a-zß-ÿ]))")
_OCR_WORD = re.compile(r"[^\W_]{3,30}")
_OCR_MAP = {"0": "o", "1": "l", "5": "s", "8": "b"}
# lab names whose digit is no slip ("HbA1c" read as "HbAlc" looked like a name)
_OCR_KEEP = frozenset({"hba1c", "hb1ac"})
_OCR_UNITS = frozenset("yrs yr yo yoa mos mths months wks weeks hrs hours days mins min kgs lbs mls mcg mmol units "
                       "tabs caps doses".split())


# a login or initials in brackets right after a name: "Colby Vandersloot (cvandersloot)", "(ykb)", "(BLEMIEUX)"
_BRACKETED_LOGIN = re.compile(r"[ \t]{0,2}\((?P<v>[A-Za-z][A-Za-z._\-]{1,24}[0-9]{0,3})\)")


def _login_forms(name: str) -> set[str]:
    """The user names a system derives from a full name (lower case, without separators): initials of every part
    ("ykb" for Yesenia Kowalski-Boateng) or of every word, first initial + surname, given name + surname
    initial, surname + first initial, given name + surname."""
    words = [w for w in _NAME_WORD.findall(name.lower()) if len(w) > 1]
    if len(words) < 2:
        return set()
    first, last = words[0], words[-1]
    last_parts = [p for p in _NAME_PART_SEP.split(last) if p]
    last_joined = "".join(last_parts)
    parts = [p for w in words for p in _NAME_PART_SEP.split(w) if p]
    return {"".join(p[0] for p in parts), "".join(w[0] for w in words), first[0] + last_joined,
            first + last_joined[0], last_joined + first[0], first + last_joined,
            first[0] + "".join(p[0] for p in last_parts)}


_NAME_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_NAME_PART_SEP = re.compile(r"[-'’]")
_LOGIN_NOISE = re.compile(r"[._\-]|[0-9]+$")  # separators and a trailing counter: "c.vandersloot2" -> "cvandersloot"


_ROLE_INITIALS_WORDS = frozenset("GP RN MD NP PA DO OT PT SW HV DN CNS ANP PCP".split())


def _bracketed_logins(doc: Doc, found: list[Span]) -> list[Span]:
    """The login or initials a system prints in brackets after a person's full name, when they are derived from
    that name (never "Sarah Chen (nurse)", "(PRN)"): the same person, with the name's label."""
    out: list[Span] = []
    text = doc.text
    taken: Intervals | None = None  # (found and out: a scan of both per name made 1 MiB of "X (son)" quadratic)
    for sp in found:
        if not sp.label.endswith("_NAME") and sp.label != "INVESTIGATOR":
            continue
        m = _BRACKETED_LOGIN.match(text, sp.end)
        if m is None:
            continue
        taken = taken or Intervals.of(found)
        if taken.overlapping(m.start("v"), m.end("v")):
            continue
        v = _LOGIN_NOISE.sub("", m.group("v")).lower()
        if v.upper() in _ROLE_INITIALS_WORDS:
            continue  # "Dr Gwenllian Pryderi-Hughes (GP)": her role, though it spells her initials
        if len(v) >= 2 and v in _login_forms(text[sp.start : sp.end]):
            out.append(Span(m.start("v"), m.end("v"), sp.label, "person_name.login", sp.score))
            taken.add(m.start("v"), m.end("v"))
    return out


def _ocr_letters(text: str, irish_or_caps_l: bool = True) -> str | None:
    """``text`` with look-alike digits inside words read as letters (same length), or None when there are none.
    A word qualifies when it has at least three letters, twice as many letters as digits, only the digits 0, 1,
    5, 8, and is not part of an address, e-mail, URL or code (no '@', '.', '/', '-' or '_' glued to it)."""
    out: list[str] | None = None
    last = -1
    for h in _OCR_HINT.finditer(text):
        if h.start() < last:
            continue
        a = h.start()
        while a > 0 and (text[a - 1].isalnum()):
            a -= 1
        m = _OCR_WORD.match(text, a)
        if m is None:
            continue
        b = m.end()
        last = b
        if b < len(text) and (text[b].isalnum() or text[b] in "@_") or a > 0 and text[a - 1] in "@./\\_" or \
                b < len(text) and text[b] == "/" or b + 1 < len(text) and text[b] == "." and text[b + 1].isalnum():
            continue
        if a > 0 and text[a - 1] == "-" and not (a > 1 and text[a - 2].isalpha()) or b < len(text) and text[b] == "-" \
                and not (b + 1 < len(text) and text[b + 1].isalpha()):
            continue  # "RND-5AB1" is a code; "EL-MA5RY", "Booth-5ubramanian" are names
        w = m.group(0)
        digits = [i for i, ch in enumerate(w) if ch.isdigit()]
        letters = len(w) - len(digits)
        if letters < 3 or letters < 2 * len(digits) or any(w[i] not in _OCR_MAP for i in digits) or \
                w.lower() in _OCR_KEEP or w.lstrip("0158").lower() in _OCR_UNITS:
            continue  # (nor a number glued to its unit: "son Bilal 8yrs", "5days", "10mins")
        alpha = [ch for ch in w if ch.isalpha()]
        upper = all(ch.isupper() for ch in alpha)
        if upper and letters < 4:
            continue  # "CW0A", "H5N1": codes
        chars = list(w)
        for i in digits:
            ch = _OCR_MAP[w[i]]
            if upper or (i == 0 and len(w) > 1 and w[1].islower()):
                ch = "I" if ch == "l" and i == 0 else ch.upper()
            chars[i] = ch
        if out is None:
            out = list(text)
        out[a:b] = chars
    # "0'BRlEN", "Sean 0'Connell": a zero for the O of O'; a lower-case l for I inside a word in capitals
    for m in _OCR_IRISH_OR_CAPS_L.finditer(text) if irish_or_caps_l else ():
        w = m.group(0)
        if w != "0" and (len(w) < 5 or sum(ch.isupper() for ch in w) < 2 * w.count("l")):
            continue  # "KCl", "SlL": too short to tell from a formula or code
        if out is None:
            out = list(text)
        if w == "0":
            out[m.start()] = "O"
        else:
            for i in range(m.start(), m.end()):
                if text[i] == "l":
                    out[i] = "I"
    return None if out is None else "".join(out)


# r"(?<![\w'’])0(?=['’][A-Za-z]{2})|(?<![\w])[A-Z]{1,20}l[A-Zl]{0,20}(?![\w])" with each alternative starting at
# its first character (the lookbehind moved after it), so that re's scan skips other characters in C
_OCR_IRISH_OR_CAPS_L = re.compile(r"0(?<![\w'’]0)(?=['’][A-Za-z]{2})|[A-Z](?<![\w][A-Z])[A-Z]{0,19}l[A-Zl]{0,20}(?![\w])")


# patterns used inside the per-document code (compiled once, not looked up in re's cache per call)
_RX0 = re.compile(',\\s?([A-Z][a-z]+)')
_RX1 = re.compile('[a-z]{2,5}-[A-Z]')
_RX2 = re.compile('(?:^|[\\s(])(?:patient|pt|name|re)\\s{0,2}:\\s{0,3}$')
_RX3 = re.compile("[ \\t][A-Z]\\.?(?![\\w'’\\-])")
_RX4 = re.compile('(?:dr|mr|mrs|ms|prof|miss)\\.?\\s{1,2}$')
_RX5 = re.compile(',\\s?[A-Z][a-z]')
_RX6 = re.compile('(?<![a-z])([a-z]{1,14})\\.?\\s{0,2}\\(?$')
_RX7 = re.compile('(?:^|\\n)\\s{0,3}(?:--|—|–)\\s{0,2}$')
# round 69: the lower-case word right before a span, on its line ("signe de Murphy")
_LOWER_WORD_BEFORE = re.compile(r"(?<![^\W\d_])([^\W\d_A-ZÀ-Þ][^\W\d_]{1,20})[ \t]{1,2}\Z")
# round 69: a dashed list item goes on as a sentence after its first word ("– Gang med 2 albuestokke", "– Trenger
# hjelp", "– Walk with frame", "– Oksygen: røykeforbud"), where a dash's signature ends or takes a role ("– Anna, RN")
_BULLET_ITEM_GOES_ON = re.compile(r"(?::[ \t]|[ \t]{1,2}(?!(?:rn|md|np|pa|do|lpn|cna|rt|ssk|usk|spl|sh)(?![^\W\d_]))"
                                  r"(?:[^\W\d_A-Z]{1,}|[0-9]))")
_RX8 = re.compile('^[^\\n]{0,3}\\n[^\\n]{0,80}(?:practice|surgery|health cent|medical cent|hospital|clinic|infirmary|department|dept)')
_RX9 = re.compile('(?:signed|prepared by|sincerely|regards)[\\s:,]*$')
_RX10 = re.compile('(?:regards|sincerely|wishes|signed|signature|thanks)[\\s,:.]*$')
_RX11 = re.compile('\\S(?: {3,}|\\t)$')
_RX12 = re.compile('^(?: {3,}|\\t)\\S')
# a whole word (not an abbreviation such as "pt." or "dr.") before a full stop
_WORD_ENDS_SENTENCE = re.compile(r"(?<![a-z.])[a-z]{4,}\.?$")
_RX13 = re.compile('(?<![a-z])(?:dr|mr|mrs|ms|prof|st|pref|[a-z])$')
# (an opening quote between cue and name too: patient "PATRICIA GRAY", pref. name "Jojo", tech "Brandy")
# (a short role in brackets may stand between a relation and the name: "DAUGHTER (HCPOA) CLAUDETTE")
_RX14 = re.compile('[\\s:,(\\-#.="“]*(?:(?:is|was|named|called|by|with|from|to|of|contact|name|the)[\\s:,(]{1,3})?'
                   "(?:[\\s:,(\\-#.=\"“‘]|(?<=[\\s(])')*"
                   '(?:\\([A-Za-z]{2,6}\\)[ \\t]{1,2})?')
_RX15 = re.compile("[’']?s?[ \\t]{1,2}([A-Za-z]+)")
_RX16 = re.compile('([A-Za-z0-9]+)[ \\t]{1,2}\\n?$')
_RX17 = re.compile(',?[ \\t](?:Jr\\.?|Sr\\.?|II|III|IV|JR\\.?|SR\\.?)(?![A-Za-z])')
_RX18 = re.compile("^(?:['’]s\\b|:|,| [a-z]{2,})")
_RX19 = re.compile('(?i)(?:dr|mr|mrs|ms|prof)\\.?\\s+')
_RX20 = re.compile("[^\\W\\d_][\\w'’\\-]*")
_RX21 = re.compile('(?i)[ \\t>]{0,3}to\\b')
_RX22 = re.compile('(?:[^\\W\\d_]\\.){1,2}[^\\W\\d_]|[^\\W\\d_a-zß-ÿ]{2,3}')
_SHAPE_RX = re.compile(_SHAPE)
# a record field's label after a name on a header line ("... Unit#:", "... Bed No:", "... Acct #")
_FIELD_WORDS = frozenset("unit bed room acct account chart case job doc visit encounter record member id dob age sex "
                         "loc location ward floor batch index tape clip mrn fin csn".split())
# a practice named after its doctor ("seen by Dr Smith Clinic today"): the titled name is still the person's
_PRACTICE_HEADS = frozenset("clinic practice surgery rooms office".split())
# a passport's number after a holder's name ("foreign worker Sutrisno passport B 2918837"), not "Hospital Passport"
_PASSPORT_NUMBER = re.compile(r"[ \t]{1,2}(?:(?i:no|number)\.?:?[ \t]{1,2})?[A-Z]{0,2}[ \t]?[0-9]{6,9}(?![0-9])")
_FIELD_AFTER = re.compile(r"[ \t]?#|[ \t]?:|[ \t](?:No|NO|no|Number|NUMBER|number)\b")
# the words of the same phrase next to a span: joined by spaces only, no line break or punctuation between
_PHRASE_BEFORE = re.compile(r"(?:[^\W\d_]+[ \t]){1,3}\Z")
_PHRASE_START = re.compile(r"(?:^|[\"“'‘(]|[.!?:][ \t]{1,2})\Z", re.M)
_PHRASE_AFTER = re.compile(r"(?:[ \t][^\W\d_]+){1,3}")
_RX24 = re.compile("[^\\W\\d_](?:[^\\W\\d_]|['’\\-](?=[^\\W\\d_]))*")
_RX25 = re.compile('[ \\t]{1,2}([A-Za-z]+)')
_RX26 = re.compile("[a-zà-ÿ][a-zà-ÿ'\\-]+")
_RX27 = re.compile('(?:dates?|doses?|dob|d\\.o\\.b|details|labs|narrative|onset date|history|record|letter)\\s+for\\s+$')
_RX28 = re.compile('^\\s?[?.,:]')
_RX29 = re.compile('(?:patient|pt)\\s{1,2}$')
_RX30 = re.compile('^\\s{1,2}\\(\\d{1,3}\\s')
_RX31 = re.compile('(?<![a-z])[il1]n?[a-z]{0,3}t[a-z]{0,3}l[a-z]?s?[\\s:(]{0,3}$')
_RX32 = re.compile('(?:^|[\\s(])(?:name|patient|pt|re|patient identifier)\\s{0,2}:\\s{0,3}$')
_RX33 = re.compile('(?:patient|pt|subject)\\s{0,2}\\($')
_RX34 = re.compile('^,\\s')
_RX35 = re.compile('(?:name|patient|pt|subject)[\\s:]{1,3}\\(?$')
_RX36 = re.compile('[0-9]\\s{0,2}\\($')
_RX37 = re.compile('^\\)\\s{0,2}:')
_RX38 = re.compile('^\\s{1,3}(?:reported|presented|experienced|developed|was|had|received|died|underwent|complained|described|noted|required|started|discontinued)\\b')
_RX39 = re.compile('(?:\\d|,)\\s{0,2}$')
_RX40 = re.compile("[^\\W\\d_](?:[^\\W\\d_]|['’\\-](?=[^\\W\\d_]))+")


def _near(a: str, b: str) -> bool:
    """``a`` equals ``b`` up to one edit (typo-tolerant label match; short labels must match exactly)."""
    if a == b:
        return True
    if len(b) < 4 or abs(len(a) - len(b)) > 1 or a[:1] != b[:1]:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[i + 1 :] == b[i + 1 :] or a[i:] == b[i + 1 :] or a[i + 1 :] == b[i:] or (
        a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :])


# round 42's labels, and any label whose value a "|" ends: one word after them must be a listed name that is no common
# word ("Student: Deonte Caldwell", not "Student: Erasmus", "Examinee: Right-handed", "Pharmacist: Locum | Date")
# (round 57 review: a dispatch record's staff too, "Dispatcher: Auto-Assigned")
_STRICT_LABELS = frozenset(("student", "boarder", "examinee", "mbr", "service member", "young person", "dispatcher",
                            "call taker", "call-taker", "calltaker", *_DOCTOR_FIELDS))


@functools.lru_cache(maxsize=4096)
def _role_label(lab: str) -> str | None:
    key = " ".join(lab.lower().split())
    for role, label in _ROLE_LABELS.items():
        if _near(key, role):
            return label
    return None


# context-free candidate verdicts (NameRecognizer._cand_static) and the bound on their per-process table
_CAND_NO, _CAND_YES, _CAND_CONTEXT = 0, 1, 2
_CAND_MEMO_MAX = 50_000


def _token_keys(words: list[str]) -> list[str]:
    """``NameRecognizer._key`` of every token (one pass, no call per token)."""
    low = [w.lower() if w.isascii() else _without_macrons(w.lower()) for w in words]
    return [t[:-2] if t.endswith(("'s", "’s")) else t for t in low]


def _is_cap(tok: str) -> bool:
    return tok[0].isupper()


class NameRecognizer(Recognizer):
    name = "person_name"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")

    def __init__(self, **params: object) -> None:
        super().__init__(**params)
        self.lex = lexicons.get()
        # token -> _cand_static verdict, one table per caps flag (kept across documents, bounded)
        self._cand_memo: tuple[dict[str, int], dict[str, int]] = ({}, {})
        # token key -> _single_dead answer, one table per caps flag (kept across documents, bounded)
        self._dead_memo: tuple[dict[str, bool], dict[str, bool]] = ({}, {})

    # --- token evidence ---------------------------------------------------------------------------
    def _zipf(self, w: str) -> float:
        return self.lex.common.get(w, 0.0)

    def _rank(self, w: str) -> int:
        return min(self.lex.first.get(w, 10**9), self.lex.last.get(w, 10**9))

    def strong(self, w: str) -> bool:
        """A name more than a word: a popular name that is rare in English, or a very popular name."""
        if w in BLOCK:
            return False
        if self._morph(w):
            return True
        r = self._rank(w)
        if r >= 10**9:
            # a double-barrelled surname ("tsosie-burke", "greenhalgh-ito"): strong when one part is and no part is
            # an everyday word ("follow-up", "x-ray", "well-being")
            parts = w.split("-")
            return 2 <= len(parts) <= 3 and all(len(p) >= 2 and p.isalpha() and p not in BLOCK and p not in _NEVER_NAME
                                                and self._zipf(p) < 5.0 for p in parts) and any(
                self.strong(p) for p in parts)
        z = self._zipf(w)
        return (z < 3.3 and r <= 1500) or (r <= 100 and z < 4.9)

    def nameish(self, w: str) -> bool:
        return w not in BLOCK and (self._rank(w) <= 3000 and self._zipf(w) < 5.6 or self._morph(w))

    def _morph(self, w: str) -> bool:
        """Surname morphology of many origins (-ov/-ova, -enko, -ski, -vić, -escu, -sson, -opoulos, -oglu,
        -yan, -shvili, ...) on a word that is rare in English."""
        # (the pattern is a plain alternation of suffixes before "$": str.endswith does the same, in C)
        return len(w) >= 5 and self.lex.common.get(w, 0.0) < 2.5 and (
            w.endswith(_MORPH_ENDS) or (w[-1] == "\n" and w[:-1].endswith(_MORPH_ENDS)))

    @staticmethod
    def _key(tok: str) -> str:
        t = tok.lower()
        if t.endswith(("'s", "’s")):
            t = t[:-2]
        # round 44: a Maori or Polynesian name is written with or without its macrons ("Hōhepa", "Rāwiri"); the
        # name lists hold it without (and the word lists here hold both forms of their words)
        return t if t.isascii() else _without_macrons(t)

    # --- main ------------------------------------------------------------------------------------
    def regexes(self) -> tuple[re.Pattern[str], ...]:
        """The whole-text scans (``doc.finditer``) the detector's prefilter may skip."""
        return (_MAIL_HEADER, _SIGN_OFF, _SBAR, _SH_TITLE, _SH_LABEL, _SH_CRED, _SH_ASSESSOR, _SH_BY, _SH_CUE,
                _SH_ROLE, _SH_CRED_MID, _SH_STAFF, _SH_BABY, _OWNER_HEAD, _NAME_LINE, _DIALOGUE, _LOWER_LIST, _LOWER_INITIALS,
                _INITIALS_AT_BIRTH, _INITIALS_AFTER_SUBJECT,
                _INITIALS_RE, _OCR_IRISH_OR_CAPS_L, _GREETING, _DASH_SIGNATURE, _TYPIST_INITIALS, _ROLE_INITIALS,
                _INITIALS_ROLE, _TYPIST_PAIR, _ROLE_SLASH, _CHECKED_BY, _PAIR_CHECK, _DICTATION_TYPIST, _SIGNED_DOTTED_INITIALS, _ROLE_FIRST_NAME, _OTHER_LANGUAGE_RELATIVE, _STAFF_NAME_SIGNOFF, _STAFF_NAME_ROLE, _SIGNATURE_USER, _RECORD_HEADER, _NAME_BEFORE_ROLE, _ROLE_BEFORE_NAME,
                _SELF_INTRO, _LOWER_OWNER, _LOWER_CUED, _LOWER_SPEAKER, _ROOM_ROW, _LOWER_DOCTOR, _LOWER_TITLED, _LOWER_SIGNOFF, _SPELLED_NAME, _ATTENDANCE, _LETTER_REF, _TRANSCRIPT_SPEAKER, _KIN_LIST,
                _CUED_LOGIN, _FAMILY_NICKNAME, _VIETNAMESE_NAME, _CYRILLIC_INITIALS_NAME, _THAI_TITLED_NAME, _BED_LIST_NAME, _LISTED_BEFORE_WARD, _BED_BOARD_NAME,
                _ACTION_INITIALS, _IS_AGED,
                *_STAFF_MARK_RES, _SENTENCE_END_INITIALS, _NUMBERED_PARTICIPANT_NAME, _TICKED_INITIALS,
                _INITIALS_EQUAL_NAME, _BED_LOWER_NAME, _AUDIT_USER, _ATTENDED_INITIALS, _DOCTOR_LETTER, _NAME_BEFORE_AGE_VERB,
                _NAME_BEFORE_NUMBER_OR_AGE, _REGISTER_ROW, _SURNAME_COMMA_GIVEN, _SURNAME_COMMA_GIVEN_TIGHT, _UNSURE_NAME,
                _QUOTED_NICKNAME, _NEWBORN_NAME, _AGE_SEX_NAME, _TYPIST_RE, _AUTHOR_LIST, _TYPIST_AFTER_SIGNER,
                _SIGNED_INITIALS, _BRACKET_CLOSED_ENTRY)

    def unwindowed(self) -> tuple[re.Pattern[str], ...]:
        # a guard, two patterns tried only before a cue (_shape_before), and three whose prefilter forms are
        # reported hundreds of times per 1 KB note (at every letter, every label-like word, every "with")
        return (_OCR_IRISH_OR_CAPS_L, _SH_ROLE, _SH_CRED_MID, _INITIALS_RE, _SH_LABEL, _SH_CUE)

    def analyze(self, doc: Doc) -> list[Span]:
        clean = _ocr_letters(doc.text, doc.may_match(_OCR_IRISH_OR_CAPS_L))
        if clean is not None:
            doc = doc.derive(clean)  # same offsets: "Mou1in", "5ullivan", "WIL5ON" are read as words
        text = doc.text
        matches = list(_TOKEN_RE.finditer(text))
        toks = list(map(_MATCH_SPAN, matches))
        doc.meta["trial_doc"] = _trial_doc(doc.lower)
        doc.meta["transcript"] = _transcript_doc(text)
        n = len(toks)
        # per-token keys and candidate verdicts, computed once per document (read by _candidate_uncached,
        # _run, _propagate; the same tokens are asked about many times)
        words = list(map(_MATCH_GROUP, matches))
        del matches
        doc.meta["name_words"] = words
        doc.meta["name_keys"] = keys = _token_keys(words)
        caps = doc.caps
        dead_memo = self._dead_memo[caps]
        cand: list[bool | None] = [None] * n
        doc.meta["name_cand"] = cand
        uncached = self._candidate_uncached
        # the tokens that may start a run: a single capital letter (an initial) or a longer token whose
        # context-free verdict is not "no" (or not known yet); every other token is skipped as before
        verdicts = list(map(self._cand_memo[caps].get, words))
        starts = [i for i, (w, v) in enumerate(zip(words, verdicts, strict=True))
                  if (w.isalpha() and w.isupper() if len(w) == 1 else v != _CAND_NO)]
        accepted: list[Span] = []
        nxt = 0  # the first token not inside an accepted run
        for i in starts:
            if i < nxt:
                continue
            if len(words[i]) > 1:
                ok = cand[i]
                if ok is None:
                    ok = cand[i] = uncached(doc, toks, i)
                if not ok:
                    continue
            run = self._run(doc, toks, i)
            if not run:
                continue
            if len(run) >= 2 and _NEXT_LABEL_COLON.match(text, toks[run[-1]][1]) and \
                    text.startswith("  ", toks[run[-2]][1]) and len(words[run[-1]]) > 1:
                # "MR OYELARAN  ANAES: DR ...", "Cons: Mr Feeney  Reg: Okafor", "First: Sione  Middle name: Ioane":
                # the next field's label ends the name
                run = run[:-1]
            if len(run) == 1 and len(words[run[0]]) > 1:
                key = keys[run[0]]
                dead = dead_memo.get(key)
                if dead is None:
                    dead = self._single_dead(key, caps)
                    if len(dead_memo) >= _CAND_MEMO_MAX:
                        dead_memo.clear()
                    dead_memo[key] = dead
                if dead:
                    continue  # (_judge would reject it whatever its context)
            if len(run) >= 2 and self._town_not_person([keys[k] for k in run]) and not _TITLE_BEFORE.search(
                    doc.lower, max(0, toks[run[0]][0] - 12), toks[run[0]][0]):
                nxt = run[-1] + 1  # round 35: a town of two words or more, the place recognizer's ("at Whitley Bay
                continue  # every morning"), none of its words a name alone
            if len(run) == 2 and text.startswith(",", toks[run[0]][1]) and \
                    self._place_not_name(text, toks[run[1]][0], keys[run[1]]) and not (
                    self.lex.last.get(keys[run[0]], 10**9) <= 20000 and self.lex.first.get(keys[run[1]], 10**9) <= 2000):
                nxt = run[-1] + 1  # round 48: "Lagos, Nigeria", "Suginami-ku, Tokyo": a town then its country or a
                continue  # ward then its city, not "Surname, Given" (but "Smith, Jordan", "Tyler, Virginia" are)
            span = self._judge(doc, toks, run)
            if span is None and len(run) > 1 and (cut := self._cut_before_facility(doc, toks, run)):
                run = cut  # "Dr. Szentmiklosi, Freeman Health System": the facility took the run's last word
                span = self._judge(doc, toks, run)
            if span is None and caps and len(run) > 2 and (cut := self._cut_at_field_comma(doc, toks, run)):
                run = cut
                span = self._judge(doc, toks, run)
            if span is not None:
                accepted.append(span)
                nxt = run[-1] + 1
        accepted.extend(self._headers_and_signatures(doc, accepted))
        if "(" in text:
            accepted.extend(self._bracket_roles(doc, accepted))
            if "?" in text:
                accepted.extend(self._unsure_names(doc, accepted))
        accepted.extend(self._initials(doc, accepted))
        accepted.extend(self._staff_initials(doc, accepted))
        if any(doc.may_match(rx) for rx in _STAFF_MARK_RES):
            accepted.extend(self._staff_marks(doc, accepted))
        if doc.may_match(_SENTENCE_END_INITIALS):
            accepted.extend(self._sentence_end_initials(doc, accepted))
        accepted.extend(self._other_language_relatives(doc, accepted))
        if ":" in text:
            accepted.extend(self._transcript_speakers(doc, accepted))
        if "(" in text:
            accepted.extend(self._listed_children(doc, accepted))
        if "/" in text or " slash " in doc.lower:
            accepted.extend(self._typist(doc, accepted))
        if "-" in text:
            accepted.extend(self._spelled(doc, accepted))
        accepted.extend(self._shaped(doc, accepted))
        accepted.extend(self._owner_column(doc, accepted))
        accepted.extend(self._cued_logins(doc, accepted))
        accepted.extend(self._vietnamese(doc, accepted))
        accepted.extend(self._cyrillic_and_thai_names(doc, accepted))
        accepted.extend(self._cantonese(doc, accepted))
        if "-" in text:
            accepted.extend(self._korean(doc, accepted))
        if _AUTHOR_HINT.search(text) is not None:
            accepted.extend(self._authors(doc, accepted))
        if not text.isascii():
            accepted.extend(sp for sp in self._shaped_alone(doc, accepted, _GAELIC_SURNAME, "gaelic")
                            if text[sp.start : sp.end].split()[-1].lower() not in _GAELIC_NOT_SURNAME)
        if "matter of" in doc.lower or "child)" in doc.lower:
            accepted.extend(self._shaped_alone(doc, accepted, _MATTER_OF, "matter_of", label="PATIENT_NAME"))
        accepted.extend(self._register_rows(doc, accepted))
        accepted = self._initials_then_names(doc, accepted)
        accepted.extend(self._listed_and_aged(doc, accepted))
        if "," in text:
            accepted.extend(self._surname_comma_given(doc, accepted))
        if not doc.caps:
            accepted.extend(self._nicknames_and_newborns(doc, accepted))
        if not doc.caps:
            accepted.extend(self._lowercase_pairs(doc, toks, accepted))
            accepted.extend(self._name_lines(doc, accepted))
            accepted.extend(self._lowercase_lists(doc, accepted))
            accepted.extend(self._dialogue(doc, accepted))
            accepted.extend(self._self_intros(doc, accepted))
            if typed_lower(doc):
                accepted.extend(self._lower_cued(doc, accepted))
            accepted.extend(self._coordinated(doc, accepted))
        if "Dr" in text or "DR" in text:
            letter_taken = TakenSpans(accepted)  # (sees what the extend below appends, as the scan it replaced did)
            accepted.extend(Span(m.start("v"), m.end("v"), "CLINICIAN_NAME", self.name + ".letter", 0.7)
                            for m in doc.finditer(_DOCTOR_LETTER) if not letter_taken.overlaps(m.start("v"), m.end("v")))
        if accepted:
            accepted = self._without_document_words(doc, accepted)
            accepted = [_with_leading_initial(text, sp) for sp in accepted]
        if accepted:
            accepted.extend(self._propagate(doc, toks, accepted))
            accepted = self._join_parts(doc, accepted)
            accepted.extend(_legend_initials(doc, accepted))
            if "=" in text:
                accepted.extend(_legend_logins(doc, accepted))
            if "(" in text:
                accepted.extend(_bracketed_logins(doc, accepted))
            if not text.isascii():
                accepted.extend(self._native_script(doc, accepted))
            if any(sp.score <= _WEAK for sp in accepted):
                accepted = self._without_foreign_words(doc, accepted)
            accepted = self._without_foreign_phrases(doc, accepted)
            if "," in text:
                accepted = self._without_towns_of_regions(doc, accepted)
            if "-\n" in text:
                accepted.extend(self._wrapped_rest(doc, accepted))
            if not text.isascii():
                accepted = vietnamese.names_kept(doc, accepted)
        return accepted

    def _without_towns_of_regions(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Not a name read without a title or label: a town of the gazetteer before a comma and its country, state
        or province ("born in San Pedro Sula, Honduras", "from San Miguel, El Salvador", "Austin, Texas")."""
        text = doc.text
        out: list[Span] = []
        for sp in found:
            if _PLACE_LABEL_BEFORE.search(text, max(0, sp.start - 40), sp.start):
                continue  # "Place of birth: San Pedro Soloma", "Lugar de nacimiento: ...": a place's field
            if (sp.score < 0.8 or sp.source.endswith(".coordinated")) and (m := _TOWN_COMMA_BEFORE.search(
                    text, max(0, sp.start - 40), sp.start)) and m.group("t").lower() in self.lex.cities:
                town = m.group("t").lower()
                # "Lima, Peru", "San Miguel, El Salvador", "Santo Domingo, Dominican Republic": the country (not
                # "Kids: Dallas, Chad and Tyler": a popular given name after another)
                if any(lexicons.is_region(v) and (not self._popular_given(v) or not self._popular_given(town))
                       for v in _with_neighbours(text, sp).lower().split("|")):
                    continue
            if sp.score < 0.8 and _POSTCODE_BEFORE.search(text, max(0, sp.start - 12), sp.start) and (
                    (key := text[sp.start : sp.end].lower()) in self.lex.major_cities
                    or key in self.lex.cities and not self._popular_given(key)):
                continue  # round 51: a town after its postcode ("LT-08661 Vilnius", "2200 København": the place
                # recognizer's, which finds it in the gazetteer)
            if sp.score < 0.8:
                head, comma, tail = text[sp.start : sp.end].partition(",")
                if head.strip().lower() in self.lex.cities:
                    m = None if comma else lexicons.REGION_AFTER_TOWN.match(text, sp.end)
                    region = (tail.strip() if comma else (m.group(1) if m is not None else "")).lower()
                    if region and lexicons.is_region(region) and not self._popular_given(region):
                        continue  # (not "Smith, Jordan", "Tyler, Virginia": a surname and a given name)
            out.append(sp)
        return out

    def _popular_given(self, key: str) -> bool:
        return self.lex.first.get(key, 10**9) <= 1000

    def _wrapped_rest(self, doc: Doc, found: list[Span]) -> list[Span]:
        """The rest of a name that a hard wrap cut at its hyphen ("Dr. Esperanza Villalobos-\nMcFadden", "daughter
        Ang-\nelika"): the first word of the next line, with the found part's label."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for sp in found:
            m = _WRAPPED_REST.match(doc.text, sp.end)
            if m is not None and not taken.overlaps(m.start(1), m.end(1)) and (
                    m.group(1)[0].isupper() or self._zipf(m.group(1)) < 3.0):  # (not "Dr Smith-\nfollow up")
                out.append(Span(m.start(1), m.end(1), sp.label, sp.source + ".wrapped", sp.score))
        return out

    def _cued_logins(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A system login made of one or two initials and a surname ("kbaptiste", "ltruong", "PSUBRAMANI") where
        a log or form names who did something: after "by", a role's colon, a sign-off dash, or opening an
        analyst's bracket ("Processor: kbaptiste", "released 07/29 -- sgrunewald", "Analyst note (lrosenthal,")."""
        out: list[Span] = []
        taken = TakenSpans(found, out)  # (an index: a log of 1 MiB names tens of thousands of users)
        for m in doc.finditer(_CUED_LOGIN):
            a, b = m.span("v")
            v = m.group("v")
            if "." in v and (v.split(".")[1] in _SPECIES or v[0] == "e"):
                continue  # "caused by e.coli", "by e.mail": an organism or an electronic thing, not a login
            low = v.lower().rstrip("0123456789").replace(".", "")  # (a user id's number: "AOCONNOR3")
            if v.isupper() and (doc.caps or len(low) < 6):
                continue  # (in capitals only a long one, in a note not in capitals: "by PSUBRAMANI", "by JPATEL")
            if low in _NEVER_NAME or low in self.lex.first or self.lex.common.get(low, 0.0) >= 1.5 or taken.overlaps(a, b):
                continue
            if any(len(low) - k >= 4 and self.lex.last.get(low[k:], 10**9) <= 40000 and
                   self.lex.common.get(low[k:], 0.0) < 4.0 for k in (1, 2)):
                out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".login", 0.7))
        return out

    def _vietnamese(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A Vietnamese name, surname first (``_VIETNAMESE_NAME``): a listed surname, then "Thi"/"Van" and a given
        name that is not a common word, or, after a comma, listed given names only; a third given word only when
        listed or rare. The label is its context's, else patient."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_VIETNAMESE_NAME):
            if m.group("s").lower() not in _VIETNAMESE_SURNAMES:
                continue
            mid, g, h = m.group("m").lower(), m.group("g").lower(), (m.group("h") or "").lower()
            if mid in _VIETNAMESE_MIDDLE:
                ok = g in _VIETNAMESE_GIVEN or (self._zipf(g) < 3.5 and g not in _NEVER_NAME)
            else:
                ok = m.group("c") is not None and mid in _VIETNAMESE_GIVEN and g in _VIETNAMESE_GIVEN
            if not ok:
                continue
            b = m.end("h") if h and (h in _VIETNAMESE_GIVEN or self._zipf(h) < 3.0) and h not in _NEVER_NAME \
                else m.end("g")
            a = m.start("v")
            words = doc.text[a:b].replace(",", " ").split()
            if not (all(w.isupper() for w in words) or not any(w[1:].isupper() for w in words)):
                continue  # "Le THI score": not one name's casing
            if taken.straddles(a, b):
                continue  # (a name found inside it, "Le [Van Tam]", is widened by the merge)
            out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".vietnamese", 0.75))
        return out

    def _cyrillic_and_thai_names(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Round 60: a Cyrillic surname and its initials (``_CYRILLIC_INITIALS_NAME``), a Thai name after its title
        (``_THAI_TITLED_NAME``); the label is its context's (a Thai doctor's title's), else patient. A name found over
        part of it is widened by the merge."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_CYRILLIC_INITIALS_NAME):
            surname, initials = (m.group("s"), m.group("i")) if m.group("s") else (m.group("t"), m.group("j"))
            if (len(initials) < 3 or m.group("t")) and not _CYR_SURNAME_END.search(surname):
                continue
            a, b = m.span()
            if taken.straddles(a, b):
                continue
            out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".cyrillic", 0.75))
        for m in doc.finditer(_THAI_TITLED_NAME):
            a, b = m.span("v")
            if not taken.straddles(a, b):
                label = "CLINICIAN_NAME" if m.group("t").strip() in _THAI_DOCTOR_TITLES else (
                    self._label_or_patient(doc, a, b))
                out.append(Span(a, b, label, self.name + ".thai", 0.75))
        return out

    def _surname_first(self, doc: Doc, found: list[Span], surnames: frozenset[str], rx: re.Pattern[str],
                       source: str, shaped: Callable[[re.Match[str]], bool]) -> list[Span]:
        """A name written surname first: ``rx`` matched at each of the document's words in ``surnames``, kept when
        ``shaped`` accepts the match. It widens a shorter name found inside it and keeps that name's label (else
        its context's, else patient); it never cuts across a name found."""
        out: list[Span] = []
        words = doc.words
        starts = sorted(p for key in surnames.intersection(words) for p in words[key])
        if not starts:
            return out
        # (a 1 MiB list of names: a scan of every span per match is quadratic; numbered as ``found``, then ``out``)
        taken = Intervals.of(found)
        for m in filter(None, (rx.match(doc.text, p) for p in starts)):
            if not shaped(m):
                continue
            a, b = m.span("v")
            if any(not (a <= x and y <= b) for x, y in map(taken.span, taken.overlapping(a, b))):
                continue
            # (a name found inside it keeps its label: "ECG by Ng Chi Ming" is a clinician)
            inner = [found[k] for k in taken.within(a, b) if k < len(found)]
            label = inner[0].label if inner else self._label_or_patient(doc, a, b)
            out.append(Span(a, b, label, f"{self.name}.{source}", 0.75))
            taken.add(a, b)
        return out

    def _cantonese(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A Hong Kong name, surname first (``_CANTONESE_NAME``): a listed surname and two given syllables, both
        listed, in one casing ("CHAN Tai Man", "Lee Ka-man"), not a district ("Ho Man Tin")."""

        def shaped(m: re.Match[str]) -> bool:
            s, g, h = m.group("s"), m.group("g"), m.group("h")
            if s.lower() not in _CANTONESE_SURNAMES or g.lower() not in _CANTONESE_GIVEN or (
                    h.lower() not in _CANTONESE_GIVEN) or f"{s} {g} {h}".lower() in _CANTONESE_PLACES:
                return False
            if not (g.isupper() == h.isupper() or h.islower()) or (s.isupper() and g.isupper() and not doc.caps):
                return False  # ("Wong Tai MAN", or three words in capitals in a mixed-case note: an acronym run)
            nxt = _RX15.match(doc.text, m.end("v"))
            # (not "Tam Tai Chi exercises", "Li Ka Shing Foundation", "Chung Ling Ho school")
            return (g.lower(), h.lower()) != ("tai", "chi") and not (
                nxt is not None and nxt.group(1).lower() in NOT_PERSON_NEXT)

        return self._surname_first(doc, found, _CANTONESE_SURNAMES, _CANTONESE_NAME, "cantonese", shaped)

    def _shaped_alone(self, doc: Doc, found: list[Span], rx: re.Pattern[str], source: str, *,
                      label: str | None = None) -> list[Span]:
        """Each match's ``v`` group that no found span overlaps, as a name of ``label`` (else its context's)."""
        taken = TakenSpans(found)
        return [Span(a, b, label or self._label_or_patient(doc, a, b), f"{self.name}.{source}", 0.7)
                for a, b in (m.span("v") for m in rx.finditer(doc.text)) if not taken.overlaps(a, b)]

    def _korean(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A Korean name, surname first (``_KOREAN_NAME``): a listed surname and a hyphenated given name of two
        romanised syllables, in one casing."""

        def shaped(m: re.Match[str]) -> bool:
            s, g, h = m.group("s"), m.group("g"), m.group("h")
            if s.lower() not in _KOREAN_SURNAMES or not (_KR_SYLLABLE.fullmatch(g.lower())
                                                          and _KR_SYLLABLE.fullmatch(h.lower())):
                return False
            if h.lower() in _ENGLISH_PARTICLES and self._zipf(g.lower()) >= 3.0 or g.lower() == h.lower() or (
                    self._zipf(g.lower()) >= 4.0 and self._zipf(h.lower()) >= 4.0):
                # an English verb and its particle, a word doubled, two English words ("Min Set-up", "HA TOP-UP",
                # "OH NO-GO", "Cha Cha-Cha", "Park Ten-pin", "SEO TOP-TEN"; "Choi Min-jun" stays)
                return False
            # one casing: "PARK SO-YEON", "Park So-yeon", "Kim Hye-Rin"
            return s.isupper() and g.isupper() and h.isupper() or s[1:].islower() and g[1:].islower() and (
                h.islower() or h[0].isupper() and h[1:].islower())

        return self._surname_first(doc, found, _KOREAN_SURNAMES, _KOREAN_NAME, "korean", shaped)

    def _authors(self, doc: Doc, found: list[Span]) -> list[Span]:
        """The authors of a cited paper (``_AUTHOR_LIST``): each surname a listed name or a rare word, no document
        word, its initials no Roman numeral ("Grade III, Stage IV." is no list of authors)."""
        out: list[Span] = []
        taken = TakenSpans(found)
        for m in doc.finditer(_AUTHOR_LIST):
            items = list(_AUTHOR_ITEM.finditer(doc.text, m.start(), m.end()))
            if len({it.group("s") for it in items}) < len(items):
                continue  # one eponym's classes, no authors ("Dukes A, Dukes B, Dukes C", "Lewis A, Lewis B")
            if any(it.group("i") in _ROMAN_INITIALS or it.group("s").lower() in BLOCK or any(
                    part in CLINICAL_EPONYMS or part in _VALUE_NAMES for part in it.group("s").lower().split("-"))
                    or not self._listed_or_rare(
                    [it.group("s").lower()], surname=True) for it in items):
                continue
            for it in items:
                a, b = it.span()
                if not taken.overlaps(a, b):
                    out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".authors", 0.7))
        return out

    def _register_rows(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A numbered register row's name before sex and age (``_REGISTER_ROW``), and the kin's after s/o, w/o; a
        line's name before a record number or an age (``_NAME_BEFORE_NUMBER_OR_AGE``); each word is a listed name or
        a rare one, never a document word."""
        out: list[Span] = []
        taken: Intervals | None = None
        rows = [(m, g) for m in doc.finditer(_REGISTER_ROW) for g in ("v", "w") if m.group(g) is not None]
        # (a line's name before a number: no scale, score or document words, "Glasgow Coma Scale, 14, was recorded")
        rows += [(m, "v") for m in doc.finditer(_NAME_BEFORE_NUMBER_OR_AGE) if not any(
            k in EPONYM_NEXT or k in NOT_PERSON_NEXT or k in _DOC_WORDS or k in _NEVER_NAME
            for k in m.group("v").lower().split())]
        for m, g in rows:
            a, b = m.span(g)
            if not self._listed_or_rare(m.group(g).lower().split()):
                continue
            taken = taken or Intervals.of(found)  # (built at the first row: most notes have none)
            # (a part read already is widened to the whole: "Donald John Macaulay" over "John Macaulay")
            if all(a <= taken.span(k)[0] and taken.span(k)[1] <= b and (a, b) != taken.span(k)
                   for k in taken.overlapping(a, b)):
                out.append(Span(a, b, "RELATIVE_NAME" if g == "w" else "PATIENT_NAME", self.name + ".register", 0.75))
                taken.add(a, b)
        return out

    def _town_not_person(self, keys: list[str]) -> bool:
        """A town of the gazetteer whose words do not make a person's name: not a common given name then a listed
        surname ("Whitley Bay"; but "Robert Lee", "Tom Price", "Hazel Green", "Diego Martin" are towns too)."""
        joined = " ".join(keys)
        if joined in lexicons.countries() or keys[0] in _REPUBLIC_WORDS:
            # round 48: a country of two words or more is never a person ("Hong Kong", "Cabo Verde"); round 52: nor a
            # republic named in its own language ("Republica Moldova", "Republika Srpska")
            return True
        return joined in self.lex.cities and not (
            self.lex.first.get(keys[0], 10**9) <= 1000 and self.lex.last.get(keys[-1], 10**9) <= 5000)

    def _listed_or_rare(self, keys: list[str], *, surname: bool = False) -> bool:
        """Each word a listed name, or one no word list holds and no clinical word's ending ("Mphatso", "Ruaridh"; not
        "Measles", "Cholecystitis", "Spironolactone", "Klebsiella"); a single word a listed given name (unless it is
        a ``surname`` before its initials)."""
        if len(keys) == 1 and not surname and self.lex.first.get(keys[0], 10**9) > 5000:
            return False
        return not any(k in _NOT_A_NAME_ALONE or k in DRUG_BRANDS or not (
            self.lex.first.get(k, 10**9) <= 20000 or self.lex.last.get(k, 10**9) <= 50000 or (
                self._zipf(k) == 0.0 and not _CLINICAL_ENDING.search(k) and not DRUG_STEM.search(k))) for k in keys)

    def _initials_then_names(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Initials glued together in a name field, widened over the rare names after them ("Name: W.M.
        Kusumawathi Menike   Age: 67")."""
        out: list[Span] = []
        for sp in found:
            if sp.source.endswith(".initials") and doc.text[sp.end - 1 : sp.end] == "." and _NAME_FIELD_BEFORE.search(
                    doc.text, max(0, sp.start - 12), sp.start):
                m = _RARE_NAMES_AFTER.match(doc.text, sp.end)
                if m is not None and all(self._zipf(k) < 3.0 and k not in _NOT_A_NAME_ALONE
                                         for k in m.group("v").lower().split()):
                    sp = Span(sp.start, m.end("v"), sp.label, sp.source, sp.score)
            out.append(sp)
        return out

    def _without_document_words(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Drop a span every word of which is a document word (_NEVER_NAME: "Paralegal", "Pupils", "Esq"), a
        service named after its area ("Hackney MARAC"), or a lone drug name by its stem ("Carbamazepine/
        oxcarbazepine: ...") or brand ("taking the Jardiance", "Augmentin Duo Forte", "T. Azithromycin"), whatever
        pass found it, unless a title stands right before it ("Dr Do"), nor initials in a note not in capitals
        ("Pt: AM") or signed after a dash or a writer's initials ("-ms cna", "HC/lp"): one check after all passes, so that a new pass cannot
        forget it."""
        out: list[Span] = []
        for sp in found:
            v = doc.text[sp.start : sp.end]
            # (a typist's initials after the writer's are initials too: "HC/lp")
            signed = sp.source.endswith("staff_initials") and doc.text[sp.start - 1 : sp.start] in ("-", "/")
            if not signed and not sp.source.endswith((".shape", ".vault", ".initials", ".known_as")) and not (
                    len(v) <= 4 and v.isupper() and not doc.caps):  # (initials: "Pt: AM", "MS (fellow)")
                keys = [self._key(w) for w in _RX24.findall(v)]
                if keys and self._document_words(keys) and not _TITLE_BEFORE.search(
                        doc.lower, max(0, sp.start - 12), sp.start):
                    continue
            out.append(sp)
        return out

    @staticmethod
    def _document_words(keys: list[str]) -> bool:
        """The keys of a span name no one: all document words, a service after its area, or one drug (a tablet's
        initial and formulation words aside)."""
        if all(k in _NEVER_NAME for k in keys) or keys[-1] in _SERVICE_ACRONYMS:
            return True
        if len(keys) == 1 and keys[0] in lexicons.countries() and keys[0] not in _COUNTRIES_AS_NAMES:
            return True  # round 50: a country alone ("Gaziantep → Sweden: medical summary")
        drug = [k for k in keys if len(k) > 1 and k not in _FORMULATION_WORDS]
        return len(drug) == 1 and (DRUG_STEM.search(drug[0]) is not None or drug[0] in DRUG_BRANDS)

    def _foreign_word(self, word: str, table: dict[str, float], floor: float) -> bool:
        """A common word of that language (Zipf ``floor`` or more) that is far rarer in English."""
        z = table.get(word, 0.0)
        return z >= floor and z - self._zipf(word) >= 1.5

    def _without_foreign_phrases(self, doc: Doc, found: list[Span]) -> list[Span]:
        """In an English note, drop a name reading of words quoted in another language: 'Per pt: "Tengo dolor de
        pecho"', '"Alta a casa mañana con su hija"'. Every word of the span is a common word there (and not in
        English), and so is a word next to it: a phrase, not a name among English words ("daughter Luz called")."""
        text = doc.text
        out: list[Span] = []
        for sp in found:
            if sp.source.startswith(self.name) and not sp.source.endswith((".shape", ".vault", ".staff_initials")) and (
                    _PHRASE_START.search(text, max(0, sp.start - 3), sp.start) or text[sp.start : sp.end].islower()):
                # (a capitalised word inside a sentence is a name in those languages too: "hijo Martín")
                words = [self._key(w) for w in _RX24.findall(text[sp.start : sp.end])]
                before, after = _PHRASE_BEFORE.search(text, max(0, sp.start - 24), sp.start), _PHRASE_AFTER.match(text, sp.end)
                near = [w.lower() for w in _RX24.findall(before.group(0) if before else "")[-2:]
                        + _RX24.findall(after.group(0) if after else "")[:2] if len(w) > 1]
                if words and near and any(
                        all(self._foreign_word(w, table, 4.5) for w in words)
                        and any(self._foreign_word(w, table, 4.5) for w in near)
                        for table in map(languages.common_words, _FOREIGN_WORD_LANGUAGES)):
                    continue
            out.append(sp)
        return out

    def _without_foreign_words(self, doc: Doc, found: list[Span]) -> list[Span]:
        """In a note written in another language, drop weak name readings of that language's own words: a form's
        field label ("Domicilio:", "Adres:", "Weiteres Procedere:") or a very common word ("Em uso de", "Il
        medico", "Waris / NOK: suami"), which English frequencies take for rare, hence name-like, words."""
        lang = languages.note_language(doc.meta["name_keys"], self.lex.common)
        if lang not in _FOREIGN_WORD_LANGUAGES:
            return self._without_spanish_or_french_words(doc, found)
        common = languages.common_words(lang)
        text = doc.text
        out: list[Span] = []
        dropped: set[str] = set()
        for sp in found:
            if sp.source in self._generic_sources and self._word_of_the_language(doc, sp, common):
                dropped.add(doc.lower[sp.start : sp.end])
                continue
            if sp.score <= _WEAK and sp.source in (self.name, self.name + ".coordinated"):
                words = [self._key(w) for w in _RX24.findall(text[sp.start : sp.end])]
                words = [w for w in words if w not in _PARTICLES] or words
                label_slot = _FIELD_COLON.match(text, sp.end) is not None
                if sp.source == self.name and all(
                        self._zipf(w) < 3.0 and common.get(w, 0.0) >= (3.5 if label_slot else 5.0)
                        or self._zipf(w) < 3.5 and common.get(w, 0.0) >= 5.5  # (round 68: "seine Frau")
                        or self._zipf(w) < 5.0 and common.get(w, 0.0) >= 6.0 for w in words):
                    continue  # (the second: the language's commonest words, "Il", "Em", also short English ones)
                # round 68: a word that is no listed name and is one of the language's common words or a compound of
                # two ("Terminen", "Sturzrisiko", "Oberärztin", "Bezoekadres"), one word after the language's function
                # words ("zu den Terminen") with no title before it ("dhr. P. Kloosterhuis" is a klooster and a huis
                # too), and a German or Dutch note's "Pat." are no name there
                content = [w for w in words if common.get(w, 0.0) < 5.0]
                if len(content) == 1 and len(content[0]) > 2 and all(len(w) > 1 for w in words) and (
                        content[0] not in self.lex.first and content[0] not in self.lex.last) and (
                        common.get(content[0], 0.0) >= 3.4 or languages.compound_of_common(content[0], common)) and (
                        not _FOREIGN_TITLE_BEFORE.search(text, max(0, sp.start - 8), sp.start)) or (
                        words in (["pat"], ["van"]) and text.startswith((".", ":"), sp.end) and lang in ("de", "nl")):
                    continue  # (and an e-mail's "Van:", German "pat:")
                # round 69: no word of it is a listed name: in a note in another language, a word that English does
                # not know is that language's far more often than a name ("Anamnes", "Omainen", "Syrgasbehov",
                # "Rectorragies"; the name lists hold the names of those countries, "Sundblom" aside)
                if len(words) == 1 and len(words[0]) > 1 and "-" not in text[sp.start : sp.end] and (
                        words[0] not in self.lex.first and words[0] not in self.lex.last):  # (not "M. Bensaïd", "Ek-Nylund")
                    continue
            if lang in ("de", "nl", "pl") and sp.source.startswith(self.name) and any(
                    w in _FOREIGN_FUNCTION_WORDS for w in text[sp.start : sp.end].split()[1:]):
                continue  # (a phrase with the language's small words in it, "Vorname des Versicherten", "Auf Wunsch der
                # Angehörigen", "wonde aan", "bei bek": no name has them)
            out.append(sp)
        if dropped:  # (the copies of a dropped reading elsewhere in the note, unless read there on their own)
            kept = {doc.lower[sp.start : sp.end] for sp in out if not sp.source.endswith(".propagated")}
            out = [sp for sp in out if not (sp.source.endswith(".propagated") and (key := doc.lower[sp.start : sp.end])
                                            in dropped and key not in kept)]
        return out

    @functools.cached_property
    def _generic_sources(self) -> frozenset[str]:
        return frozenset(self.name + s for s in ("", ".coordinated", ".lower", ".dialogue"))

    def _word_of_the_language(self, doc: Doc, sp: Span, common: dict[str, float]) -> bool:
        """Round 69: in a note written in another language, a reading by context or by shape alone that is that
        language's words, whatever its score:
        - lower case, every word a common word there ("son épouse", "med son och arabisk telefontolk", "om natta");
        - one word that is no listed name and a common word there ("numero pratica", "Matricule de l'assuré");
        - one weak word far commoner there than in English ("Né le", "Bain de bouche", "Rom 14");
        - a speaker's label that is a common word there ("Fra:", "Pat:");
        - a common word before a particle and a name, an eponym ("Enfermedad de Chagas", "Cisti di Baker"), or a
          lower-case particle and a name after a lower-case word ("signe de Murphy", "drain de Redon", "Hôpitaux de
          Paris"; not "collega De Wit");
        - a reading of 0.7 or less whose words are all far commoner there than in English ("Il Direttore", "Salud
          Pública")."""
        span = doc.text[sp.start : sp.end]
        toks = [self._key(w) for w in _RX24.findall(span)]
        words = [w for w in toks if w not in _PARTICLES] or toks
        if not words:
            return False

        def there(w: str, floor: float = 3.0) -> bool:
            return common.get(w, 0.0) >= floor or languages.compound_of_common(w, common)

        def far_commoner(w: str, floor: float, rank: int) -> bool:
            # (names are common words there too, "Leena", "Jordi", "Salvatore": a well-listed name is none of them)
            return common.get(w, 0.0) >= floor and common.get(w, 0.0) - self._zipf(w) >= 1.0 and (
                self.lex.first.get(w, 10**9) > rank and self.lex.last.get(w, 10**9) > rank)

        if span.islower() and all(there(w) for w in toks):
            return True
        if len(toks) == 1:  # (not a surname with its particle, "collega De Wit")
            w = toks[0]
            unlisted_common = w not in self.lex.first and w not in self.lex.last and common.get(w, 0.0) >= 4.0
            speaker_word = sp.source.endswith(".dialogue") and there(w, 3.4) and not self._listed_given(w) and (
                self.lex.last.get(w, 10**9) > 1000)
            return unlisted_common or (sp.score <= _WEAK and far_commoner(w, 4.3, 500)) or speaker_word
        if sp.score > 0.7:
            return False
        if len(toks) > 2 and len(toks[0]) > 1 and toks[1] in _PARTICLES and there(toks[0], 3.4) and (
                toks[0] not in self.lex.first):  # (not an initial, "J. De Clercq")
            return True
        if toks[0] in _PARTICLES and span[:1].islower() and len(words) == 1 and (
                m := _LOWER_WORD_BEFORE.search(doc.text, max(0, sp.start - 30), sp.start)) is not None:
            before = m.group(1).lower()
            if there(before) or self._zipf(before) >= 3.0:
                return True  # (or a word English shares, "drain de Redon")
        return all(far_commoner(w, 4.0, 1000) or common.get(w, 0.0) >= 6.0 for w in words)

    def _without_spanish_or_french_words(self, doc: Doc, found: list[Span]) -> list[Span]:
        """In an English note with words of Spanish or French (a bilingual form, a quoted relative, a clinician's
        aside), drop weak name readings made only of common words of those languages that are no common name
        ("Fecha / Date", "un ataque de asma", "Enfermera Escolar", "Né le", round 43); round 59: of Portuguese and
        Malay/Indonesian too (``_ASIDE_LANGUAGES``: "Alamat", "Sinais"); a listed name stays ("Paz", "Blanco", "Rosa")."""
        text = doc.text
        out: list[Span] = []
        for sp in found:
            if sp.score <= _WEAK and sp.source in (self.name, self.name + ".coordinated"):
                words = [self._key(w) for w in _RX24.findall(text[sp.start : sp.end])]
                words = [w for w in words if w not in _PARTICLES] or words
                if words and all(self._zipf(w) < 3.0 and self.lex.first.get(w, 10**9) > 5000 and self.lex.last.get(
                        w, 10**9) > 20000 and max(languages.common_words(lang).get(w, 0.0)
                                                  for lang in _ASIDE_LANGUAGES) >= 4.0 for w in words):
                    continue
            out.append(sp)
        return out

    def _native_script(self, doc: Doc, found: list[Span]) -> list[Span]:
        """The same name in Chinese, Japanese or Korean script in brackets right after a found name ("KIM Min-jun
        (김민준)", "MORI Haruto (森 陽翔)"): hospitals in those countries print both."""
        out: list[Span] = []
        for sp in found:
            m = _NATIVE_AFTER.match(doc.text, sp.end)
            if m is not None:
                out.append(Span(m.start("n"), m.end("n"), sp.label, self.name + ".native", sp.score))
        return out

    def _typist(self, doc: Doc, found: list[Span]) -> list[Span]:
        """The reference initials of a dictated letter: author and typist on a line of their own ("JLR/mk")
        or closing a dictation footer ("D: 2024-02-19  T: 2024-02-20 / jlr")."""
        text = doc.text
        out: list[Span] = []
        taken = TakenSpans(found)
        for m in doc.finditer(_TYPIST_RE):
            if m.start("a") >= 0 and m.group("a").islower() and not m.group("b").islower():
                continue
            # (an author's two capitals before a typist's lower case are initials even when they spell a word:
            # "IS/mjk", "ME/dk"; never "AM/pm", nor a unit's "ICU/hdu")
            word_ok = m.start("a") >= 0 and m.group("a").isupper() and m.group("b").islower() and m.group(
                "a") not in ("AM", "PM") and m.group("b") not in _NOT_TYPIST
            for g in ("a", "b", "c"):
                a, b = m.span(g)
                if a < 0:
                    continue
                k = text[a:b]
                if k.upper() in _TEST_ACRONYMS or k.lower() in _NOT_TYPIST or (
                        k.upper() in _NOT_INITIALS or k.lower() in BLOCK) and not (word_ok and (g == "a" and len(k) == 2
                                                                                     or g == "b")):
                    break  # "ICU/hdu", "AM/pm", "BP/hr": not initials
                if not taken.overlaps(a, b):
                    out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".typist", 0.6))
        return out

    def _join_parts(self, doc: Doc, found: list[Span]) -> list[Span]:
        """One name found as two pieces becomes one span: a name wrapped over a line ("Kind regards,\nGrace\n
        Adeyemi", "Mrs Danielle J.\nMiddleton"), "Surname, Given" whose parts were found apart ("Chaudhry,
        Seo-yeon", "ADOMAH,\n Georgina"), parts side by side ("NUNES" + "SMITH, Caroline"); and a particle
        left in front of a found surname joins it ("ter Stafford", "DA COSTA, Juan", "Mac an Oireachtaigh")."""
        text = doc.text
        spans = sorted(found)
        out: list[Span] = []
        for sp in spans:
            pm = _PARTICLE_BEFORE.search(text, max(0, sp.start - 16), sp.start)
            if pm is not None and (not out or out[-1].end <= pm.start()):
                part, head = pm.group("p"), text[sp.start : sp.end]
                if (part.islower() or part.isupper() and head.split()[0].isupper()
                        or part[0].isupper() and text[pm.start() - 1 : pm.start()] in ("", "\n", "(", " ")
                        and not part.isupper() and head[:1].isupper()):
                    sp = Span(pm.start("p"), sp.end, sp.label, sp.source, sp.score)
            if out:
                prev = out[-1]
                joined = self._joined(doc, prev, sp, out[-2] if len(out) > 1 else None, spans)
                if joined is not None:
                    out[-1] = joined
                    continue
            out.append(sp)
        for i, sp in enumerate(out):
            words = _NAME_WORD.findall(text[sp.start : sp.end])
            if len(words) > 2:
                continue
            a, b = sp.start, sp.end
            if len(words[-1]) > 1 and (m := _WRAP_INITIAL_AFTER.match(text, b)) is not None and (
                    i + 1 == len(out) or out[i + 1].start >= m.end()):
                b = m.end()  # "Dr. Nguyen\nS", "IBARRA\nM." (a name wrapped before its initial)
            elif (m := _WRAP_SURNAME.match(text, b)) is not None and (
                    i + 1 == len(out) or out[i + 1].start >= m.end()) and self._wrapped_surname(
                    text[sp.start : b], words, m.group("y")):
                b = m.end()  # "Dennis\nParks", "Andrew D.\nPadilla": the surname wrapped onto the next line
            # (the nickname itself may have been found already, as a name of its own: "Kieran 'Kez' Doyle ... said 'Kez
            # squeezes'"; the joined span takes it in)
            if (m := _NICKNAME_AFTER.match(text, b)) is not None and (i + 1 == len(out) or out[i + 1].start >= m.start(
                    "s") or out[i + 1].end <= m.start("s") and (i + 2 == len(out) or out[i + 2].start >= m.start(
                    "s"))) and self._nickname_ok(doc, text[a:b], m):
                b = m.end()  # 'Margaret "Peggy" O'Brien', "Robert (Bob) Kowalski": a nickname between the names
            if len(words[0]) > 1 and (m := _WRAP_INITIAL_BEFORE.search(text, max(0, a - 40), a)) is not None and (
                    i == 0 or out[i - 1].end <= m.start("i")) and (
                    m.group("pre") or self._adjacent(doc, m.start("i"))):
                a = m.start("i")  # "admitted under G\nYao", "sincerely,\n\nU.\n  Urías"
            if (a, b) != (sp.start, sp.end):
                out[i] = Span(a, b, sp.label, sp.source, sp.score)
        return out

    def _surname_street_word(self, doc: Doc, start: int, keys: list[str]) -> bool:
        """Round 83: a street's word as the surname after a listed given name, right after a cue and with no house
        number before it ("Neighbour Dennis Lane (no. 11)"; not "12 Dennis Lane", "near Church Lane")."""
        return len(keys) == 2 and keys[1] in _SURNAME_STREET_WORDS and self.lex.first.get(keys[0], 10**9) <= 500 and \
            not _DIGIT_BEFORE.search(doc.text, max(0, start - 8), start) and self._adjacent(doc, start)

    def _cut_at_field_comma(self, doc: Doc, toks: list[tuple[int, int]], run: list[int]) -> list[int] | None:
        """Round 83: in capitals, a rejected run of a whole name, a comma and the next field ("AS HECTOR ALVARADO
        QUIÑONES, DL ID 822 ..."; not "SURNAME, GIVEN"): the run up to the comma, when a word after it is no name."""
        keys = doc.meta["name_keys"]
        for j in range(2, len(run)):
            if "," in doc.text[toks[run[j - 1]][1] : toks[run[j]][0]]:
                if any(len(keys[k]) > 1 and not self.nameish(keys[k]) for k in run[j:]):
                    return run[:j]
                return None
        return None

    def _nickname_ok(self, doc: Doc, head: str, m: re.Match[str]) -> bool:
        """``head`` is a given name, the quoted or bracketed word after it a given name (any capitalised word in
        quotes), and the word after that a surname: known or rare, not a document, place or common word."""
        words = _NAME_WORD.findall(head)
        if len(words) != 1 or "," in head or self.lex.first.get(self._key(words[0]), 10**9) > 5000:
            return False
        nick, sur = self._key(m.group("n")), self._key(m.group("s"))
        if m.group("q") == "(" and self.lex.first.get(nick, 10**9) > 5000:
            return False  # "Maria (wife) Lopez" would need "wife" as a name
        # the start of the given name is its short form whatever the word ("William (Will) CARPENTER"); a
        # surname in capitals after a given name in title case is the UK way of writing one
        short_form = len(nick) >= 3 and self._key(words[0]).startswith(nick)
        # (round 52: or a listed given name in brackets before a listed surname, "Konstantinos (Con) Papadakis")
        listed = m.group("q") == "(" and self.lex.first.get(nick, 10**9) <= 1000 and self.lex.last.get(sur, 10**9) <= 50000
        if (nick in BLOCK and not short_form and not listed) or sur in BLOCK or sur in NOT_PERSON_NEXT or sur in _DOC_WORDS or \
                sur in _NEVER_NAME:
            return False
        uk_caps = head.istitle() and m.group("s").isupper() and len(m.group("s")) >= 3
        if not doc.caps and (m.group("s").isupper() != head.isupper() and not uk_caps
                             or not m.group("s")[0].isupper()):
            return False
        return (self.lex.last.get(sur, 10**9) <= 50000 or self._morph(sur) or self._zipf(sur) < 3.0
                or _IRISH_SCOTS.match(sur) is not None)

    def _wrapped_surname(self, head: str, words: list[str], tail: str) -> bool:
        """``head`` (a given name, or a name ending in an initial or a particle) continues with ``tail``, alone on
        the next line: a surname in the same case that is not a document, place or common word."""
        last = words[-1]
        kl = self._key(last)
        if "," in head or not (len(last) == 1 or head.endswith(".") or kl in _PARTICLES or (
                self.lex.first.get(kl, 10**9) <= 3000 and self.lex.first.get(kl, 10**9) <= self.lex.last.get(kl, 10**9))):
            return False
        for w in _NAME_WORD.findall(tail):
            k = self._key(w)
            if k in _PARTICLES:
                continue
            if head.isupper() != w.isupper() or head.islower() != w.islower() or not (w[0].isupper() or head.islower()):
                return False
            if k in NOT_PERSON_NEXT or k in EPONYM_NEXT or k in _HEADER_WORDS or k in _NEVER_NAME or k in _DOC_WORDS:
                return False
            listed = self.lex.last.get(k, 10**9) <= 20000 or self.lex.first.get(k, 10**9) <= 20000 or self._morph(k)
            if k in BLOCK and not (self.lex.last.get(k, 10**9) <= 5000 and self._zipf(k) < 5.0):
                return False
            if not (listed and self._zipf(k) < 5.0 or self._zipf(k) < 3.0):
                return False
        return True

    def _joined(self, doc: Doc, x: Span, y: Span, before: Span | None, spans: list[Span]) -> Span | None:
        if y.start < x.end:
            return None
        text = doc.text
        gap = text[x.end : y.start]
        wx = _NAME_WORD.findall(text[x.start : x.end])
        wy = _NAME_WORD.findall(text[y.start : y.end])
        lx = [w for w in wx if w.lower() not in _PARTICLES]
        ly = [w for w in wy if w.lower() not in _PARTICLES]
        if not lx or not ly or _NUMBER_BEFORE.search(text, max(0, x.start - 8), x.start):
            return None  # "3 Joseph\nRidges" is a street
        if gap in (" ", "  ") and len(lx) + len(ly) <= 5:
            pass  # "NUNES" + "SMITH, Caroline": two pieces side by side on one line
        elif _WRAP_GAP.fullmatch(gap) and len(lx) + len(ly) <= 4 and "," not in text[x.start : x.end]:
            last = wx[-1]
            tail = text[x.end - 1]
            if len(last) == 1 or tail == "." or last.lower() in _PARTICLES:
                ok = len(ly) <= 2  # "Danielle J.\nMiddleton", "Oluwafemi van\nJaiyeola"
            elif len(lx) == 1:
                ok = len(ly) <= 3 and self.lex.first.get(self._key(last), 10**9) <= 3000
            else:
                ok = len(ly) == 1 and self.lex.first.get(self._key(last), 10**9) <= 3000
            if not ok:
                return None
        elif _INVERT_GAP.fullmatch(gap) and len(lx) == 1 and len(ly) == 1 and len(wy) == 1:
            # "Surname, Given" found as two pieces, not a list of names ("Marrero, Murphy and Reed")
            given = self._key(wy[0])
            if not (given in self.lex.first or wy[0].isupper() or "-" in given and any(
                    p in self.lex.first or p in self.lex.last for p in given.split("-"))):
                return None
            if before is not None and _LIST_GAP.fullmatch(text[before.end : x.start]):
                return None
            if _LIST_AFTER.match(text, y.end):
                return None
        else:
            return None
        lab, ctx = self._context_label(doc, x.start, y.end)  # the whole name's context (a sign-off, a heading)
        if ctx and lab:
            label = lab
        else:
            label = x.label if x.label == y.label or x.label != "PATIENT_NAME" else y.label
        return Span(x.start, y.end, label, x.source, max(x.score, y.score))

    def _candidate(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        cache = doc.meta["name_cand"]
        r = cache[k]
        if r is None:
            r = cache[k] = self._candidate_uncached(doc, toks, k)
        return r

    def _candidate_uncached(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        """``_candidate_context``, answered from the token's context-free verdict when that settles it."""
        tok = doc.meta["name_words"][k]
        memo = self._cand_memo[doc.caps]
        v = memo.get(tok)
        if v is None:
            v = self._cand_static(tok, doc.caps)
            if len(memo) >= _CAND_MEMO_MAX:
                memo.clear()  # (bounded: a huge or adversarial input cannot grow it without limit)
            memo[tok] = v
        if v == _CAND_NO:
            return False
        if v == _CAND_YES:
            # glued to digits/ids: RND-92586, ALX1904964, 5mith (the only context a "yes" token still needs)
            text = doc.text
            s, e = toks[k]
            if e < len(text):
                c = text[e]
                if c.isdigit() or (c == "-" and text[e + 1 : e + 2].isdigit()):
                    return False
            return not (s > 0 and (text[s - 1].isdigit() or _glued_abbreviation(text, s, e)))
        return self._candidate_context(doc, toks, k)

    def _listed_lead(self, value: str) -> bool:
        """The first word of ``value`` is a popular given name (rank 1000 or better) before another word, or a listed
        given name or surname (rank 5000 or better) that is no common word nor an eponym: what a rank before it needs
        to make it a name ("CW2 Nakamura", "RIFLEMAN THOMAS OKWUOSA"; not "CW2 Coil", "PO2 Low", "A1C Will be",
        "CW2 Doppler")."""
        words = value.split()
        key = self._key(words[0]) if words else ""
        lex = self.lex
        if key in CLINICAL_EPONYMS:
            return False
        if len(words) >= 2 and lex.first.get(key, 10**9) <= 1000:
            return True
        return min(lex.first.get(key, 10**9), lex.last.get(key, 10**9)) <= 5000 and self._zipf(key) < 4.5

    def _single_dead(self, key: str, caps: bool) -> bool:
        """A one-token run (of two or more characters) with this key is rejected by ``_judge`` whatever its context:
        a word with no name evidence (not a listed name or surname morphology, a common English word). Depends only
        on the key, the lexicons and the caps flag, so it can be kept across documents. Traced from ``_judge``:
        - caps: with context, the run is cut at its first ordinary word (this one) and rejected; without context,
          one word is never enough in capitals;
        - mixed case: with context, an all-common-word run (zipf >= 4, not nameish, not a surname in the top
          2000) is rejected; without context, every accepting branch needs a listed given name (rank <= 1000),
          a surname (rank <= 2000), surname morphology, or zipf < 2.5."""
        if caps:
            return len(key) > 1 and key not in _PARTICLES and not self.nameish(key) and self._zipf(key) >= 2.5 and \
                not self._rare_caps_surname(key)
        lex = self.lex
        return (lex.first.get(key, 10**9) > 1000 and lex.last.get(key, 10**9) > 2000 and not self._morph(key)
                and self._zipf(key) >= 4.0 and not self.nameish(key))

    def _rare_caps_surname(self, key: str) -> bool:
        """A word rare enough in English to be a surname in a note in capitals when a title or a name's first words
        come before it (not a participle such as "PAGED", not an eponym)."""
        return self._zipf(key) < 3.2 and not key.endswith("ed") and key not in CLINICAL_EPONYMS

    def _caps_particle(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        """Round 83: a surname's particle in capitals in a note that is not, between a given name and the rest of the
        surname in capitals ("Aoife NÍ BHRIAIN"; not "Maria DE", "RN LA"). A second particle after a first ("DE LA")
        is a candidate too, but ``_run`` still ends "Maria DE LA CRUZ" at the given name (left, docs/tagger.md)."""
        text, words, keys = doc.text, doc.meta["name_words"], doc.meta["name_keys"]
        if k == 0 or k + 1 >= len(toks) or text[toks[k - 1][1] : toks[k][0]] != " " or \
                text[toks[k][1] : toks[k + 1][0]] != " ":
            return False
        nxt, prev = words[k + 1], words[k - 1]
        if not (nxt.isupper() and len(nxt) >= 2 and nxt.isalpha()):
            return False
        if prev.isupper():  # (a particle after another: "DE LA", the first one decided)
            return keys[k - 1] in _PARTICLES and self._candidate(doc, toks, k - 1)
        return prev[:1].isupper() and self.lex.first.get(keys[k - 1], 10**9) <= 5000 and self._candidate(doc, toks, k - 1)

    def _cand_static(self, tok: str, caps: bool) -> int:
        """What ``_candidate_context`` answers for ``tok`` whatever its context: ``_CAND_NO`` (never a candidate),
        ``_CAND_YES`` (a candidate unless glued to digits) or ``_CAND_CONTEXT`` (it depends on the context).
        Depends only on the token, the lexicons and the document's caps flag, so it can be kept across documents.
        Mirrors ``_candidate_context`` branch by branch (same tests, same order)."""
        if len(tok) < 2 or not tok[0].isalpha():
            return _CAND_NO
        key = self._key(tok)
        up0 = tok[0].isupper()
        lex = self.lex
        if not caps and key in _PARTICLES and tok.isupper():
            return _CAND_CONTEXT  # (between a given name and a surname in capitals: see _caps_particle; else the
            # tests below decide, in _candidate_context too)
        if key in BLOCK:
            if not up0 and key != "an":
                return _CAND_NO
            # the exceptions: "mac an" / "nic an", a month name ("May Chen"), or a listed surname that is not a
            # very common word ("Dr Hill", "Mrs Min Qian") next to a cue or a given name
            if key == "an" or key in _MONTH_NAMES or (
                    (not tok.isupper() or caps) and lex.last.get(key, 10**9) <= 2000
                    and lex.common.get(key, 0.0) < 5.4 and key not in _NEVER_NAME and key not in _DOC_WORDS):
                return _CAND_CONTEXT
            return _CAND_NO
        # (from here on the context only adds the glued-to-digits test before the checks below)
        if caps:
            return _CAND_YES if tok.isupper() or up0 else _CAND_NO
        z = lex.common.get(key, 0.0)
        if tok.isupper():
            if len(tok) < 3 or tok in _NOT_INITIALS:
                return _CAND_NO
            rank = min(lex.first.get(key, 10**9), lex.last.get(key, 10**9))
            if rank <= 300 and z < 3.0:
                return _CAND_YES
            # every other "yes" needs z < 5.0, or z < 6.0 for a listed surname before ", Given" after a cue
            return _CAND_CONTEXT if z < 5.0 or z < 6.0 and rank <= 5000 else _CAND_NO
        if not up0:
            if key in _PARTICLES:
                return _CAND_YES
            if "-" in tok and _RX1.match(tok):
                return _CAND_YES
            if z < 5.5:
                rank = min(lex.first.get(key, 10**9), lex.last.get(key, 10**9))
                if (z < 3.8 and (rank <= 3000 or z < 2.0)) or lex.first.get(key, 10**9) <= 200:
                    return _CAND_CONTEXT  # (adjacent to a cue)
                if z < 4.0 or rank <= 2000 and z < 5.0:
                    return _CAND_CONTEXT  # (after a lower-case candidate)
            return _CAND_NO
        return _CAND_YES  # capitalised, not all capitals

    def _candidate_context(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        # (every check here is a pure function of the document, so checks are ordered cheapest first)
        tok = doc.meta["name_words"][k]
        if len(tok) < 2 or not tok[0].isalpha():
            return False
        text = doc.text
        s, e = toks[k]
        keys = doc.meta["name_keys"]
        key = keys[k]
        lex = self.lex
        up0 = tok[0].isupper()
        if not doc.caps and key in _PARTICLES and tok.isupper() and self._caps_particle(doc, toks, k):
            return True  # (else as before: "VAN DER BERG, Johann" is read by the rules below)
        if key in BLOCK:
            if not up0 and key != "an":
                return False  # (every exception below needs a capital or "mac an" / "nic an")
            prevw = doc.lower[toks[k - 1][0] : toks[k - 1][1]] if k > 0 else ""
            nxtw = text[toks[k + 1][0] : toks[k + 1][1]] if k + 1 < len(toks) else ""
            if up0 and (not tok.isupper() or doc.caps) and lex.last.get(key, 10**9) <= 2000 and \
                    lex.common.get(key, 0.0) < 5.4 and key not in _NEVER_NAME and key not in _DOC_WORDS and (
                        self._adjacent(doc, s) or (
                        k > 0 and text[toks[k - 1][1] : s] == " " and self._candidate(doc, toks, k - 1)
                        and text[toks[k - 1][0]].isupper() and (
                            keys[k - 1] in lex.first or self._hyphen_given(doc.meta["name_words"][k - 1])))):
                pass  # "Patient name: Park", "Mrs Min Qian", "Dr Hill", "Hyun-woo Park"
            elif key in _MONTH_NAMES and up0 and not tok.isupper() and text[e : e + 1] == " " and \
                    nxtw[:1].isupper() and not nxtw.isupper() and (self.nameish(self._key(nxtw)) or self._morph(
                        self._key(nxtw))) and self._key(nxtw) not in BLOCK:
                pass  # "Jan Dvořák", "May Chen"
            elif key in _MONTH_NAMES and up0 and not tok.isupper() and (_PERSON_VERB.match(text, e) or _WITH_BEFORE.search(
                    doc.lower, max(0, s - 24), s) and not _DIGIT_AFTER.match(text, e)):
                pass  # "April reports she walks", "discussed w/ June by phone": a month does not report
            elif not (key == "an" and prevw in ("mac", "nic")) and not (
                key in _MONTH_NAMES and up0 and k > 0 and text[toks[k - 1][1] : s] == " "
                and text[toks[k - 1][0]].isupper() and keys[k - 1] in lex.first
            ):
                return False
        # glued to digits/ids: RND-92586, ALX1904964, 5mith
        if e < len(text):
            c = text[e]
            if c.isdigit() or (c == "-" and text[e + 1 : e + 2].isdigit()):
                return False
        if s > 0 and (text[s - 1].isdigit() or _glued_abbreviation(text, s, e)):
            return False
        if doc.caps:
            return tok.isupper() or up0
        z = lex.common.get(key, 0.0)
        if tok.isupper():
            # acronyms in mixed-case text; a surname in capitals ("SMITH, John", "Dr MCALLISTER") is a
            # candidate when it is a known name, follows a cue or a title, or comes before ", Given"
            if len(tok) < 3 or tok in _NOT_INITIALS:
                return False
            rank = min(lex.first.get(key, 10**9), lex.last.get(key, 10**9))
            if z < 5.0 and (rank <= 5000 or z == 0.0) and (
                self._adjacent(doc, s) or (
                k > 0 and self._candidate(doc, toks, k - 1) and text[toks[k - 1][0]].isupper()
                and text[toks[k - 1][1] : s] in (" ", ", ")
            )):
                return True
            if rank <= 300 and z < 3.0:
                return True
            prev = doc.lower[max(0, s - 12) : s]
            nxt = text[e : e + 24]
            if z < 5.0 and _RX2.search(prev):
                return True
            if z < 5.0 and (rank <= 5000 or z < 2.5) and _RX3.match(nxt):
                return True  # "BOHLANDER E.", "NICHOLLS D."
            if z < 5.0:
                given = _RX0.match(nxt)
                if given and self._key(given.group(1)) in lex.first:
                    return True
            elif z < 6.0 and rank <= 5000 and (given := _RX0.match(nxt)) is not None and self.lex.first.get(
                    self._key(given.group(1)), 10**9) <= 3000 and self._adjacent(doc, s):
                return True  # round 83: a listed surname that is a common word, after its cue ("Pt: PAGE, Sterling")
            return z < 3.0 and (bool(_RX4.search(prev)) or bool(_RX5.match(nxt)))
        if not up0:
            if key in _PARTICLES:
                return True
            if "-" in tok and _RX1.match(tok):
                return True  # "dela-Cruz", "al-Rashid"
            # lower-case names right after a cue or title ("Dr santos", "daughter jasmijn glasses")
            if z < 5.5:
                rank = min(lex.first.get(key, 10**9), lex.last.get(key, 10**9))
                if ((z < 3.8 and (rank <= 3000 or z < 2.0)) or lex.first.get(key, 10**9) <= 200) and \
                        self._adjacent(doc, s):
                    # (popular given names are frequent words: "son mr. robert smith", "seen by dr. john o'neil")
                    return True
                if z < 3.0 and key in lex.last and _TITLE_BEFORE.search(doc.lower, max(0, s - 12), s):
                    return True  # a rarer listed surname right after a title: "last seen by dr.abernethy"
                return bool(
                    k > 0 and text[toks[k - 1][1] : s] == " " and text[toks[k - 1][0]].islower()
                    and (z < 4.0 or rank <= 2000 and z < 5.0) and self._candidate(doc, toks, k - 1)
                    and keys[k - 1] not in _PARTICLES
                )
            return False
        return True  # capitalised, not all capitals

    def _family_name_first(self, words: list[str], keys: list[str]) -> bool:
        """Round 58: an East Asian name written family name first in capitals, then a given name no word list holds
        ("LIU Jianguo", "WANG Xiaoming"; not "GAD Ab", "TIMI Flow")."""
        return len(words) == 2 and words[0].isupper() and 2 <= len(words[0]) <= 8 and (
            self.lex.last.get(keys[0], 10**9) <= 3000) and words[1][:1].isupper() and words[1][1:].islower() and (
            len(words[1]) >= 3 and self._zipf(keys[1]) < 2.5 and words[1][-1] in "aeiounygr")  # (not "TSE Prions")

    def _hyphen_given(self, word: str) -> bool:
        """An East Asian given name romanised with a hyphen ("Hyun-woo", "Mei-ling"), not "Follow-up"."""
        if _HYPHEN_GIVEN.fullmatch(word) is None:
            return False
        first, last = word.lower().split("-")
        # (a common first syllable with a rare second: "Soon-bok", "Young-ja")
        return self._zipf(first) < 4.5 and self._zipf(last) < 4.5 or self._zipf(first) < 5.5 and self._zipf(last) < 3.0

    def _adjacent(self, doc: Doc, pos: int) -> bool:
        """A cue phrase or a title ends right before ``pos`` (punctuation, a title, initials in between)."""
        lo = max(0, pos - 30)
        gap_re = _ADJ_GAP
        cues = self._doc_cues(doc)
        ends = doc.meta["name_cue_ends"]
        # (cue ends ascend: only the cues that end in [lo, pos] are tried, in the same order as a full scan)
        for j in range(bisect.bisect_left(ends, lo), bisect.bisect_right(ends, pos)):
            cs, ce, _lab = cues[j]
            if gap_re.fullmatch(doc.lower, ce, pos):
                phrase = _WS_RE.sub(" ", doc.lower[cs:ce])
                gap = doc.lower[ce:pos]
                if gap[:1] == "." and gap[1:2].isspace() and len(phrase) > 3 and phrase[-1].isalpha():
                    # the cue word ended a sentence ("with mother. Close friend"); _context_label drops such a
                    # cue for the label the same way
                    continue
                # a colon, or a name in quotes right after the cue (patient "PATRICIA GRAY", tech "Brandy")
                if phrase in _STRONG_ADJ or ":" in gap or '"' in gap or "“" in gap or "‘" in gap or _OPEN_QUOTE.search(gap):
                    return True
        m = _TITLE_BEFORE.search(doc.lower, max(0, pos - 12), pos)
        # (a rank, before a surname in capitals only: "SGT HOLLIS"; not "Capt Will review")
        return m is not None and m.end() == pos or (doc.text[pos : pos + 2].isupper() and _RANK_BEFORE.search(
            doc.text, max(0, pos - 20), pos) is not None)

    def _run(self, doc: Doc, toks: list[tuple[int, int]], i: int) -> list[int]:
        text = doc.text
        words = doc.meta["name_words"]
        keys = doc.meta["name_keys"]
        cand = doc.meta["name_cand"]
        out: list[int] = []
        k = i
        n = len(toks)
        used_comma = False
        while k < n and len(out) < 5:
            s, e = toks[k]
            tok = words[k]
            ok = cand[k]
            if ok is None:
                ok = cand[k] = self._candidate_uncached(doc, toks, k)
            if keys[k] in _FIELD_WORDS and _FIELD_AFTER.match(text, e):
                break  # "Wilhelmina Adjei-Sorensen Unit#: 30-448-119": a field label after the name
            if out and tok[0] in "IVX" and _ROMAN_GRADE.fullmatch(tok) and (
                    tok[-1].islower() or keys[out[-1]] in CLINICAL_EPONYMS):
                break  # "Forrest IIb ulcer", "Gartland III": a grade, not a generation ("Thaddeus Young III")
            if ok and out and tok.isupper() and 3 <= len(tok) <= 6 and tok[-1] in "HC" and not doc.caps and not any(
                    words[j].isupper() for j in out) and min(self.lex.first.get(keys[k], 10**9), self.lex.last.get(keys[k], 10**9)) > 5000:
                break  # "Marie Dorvilien FIH MRN ...": a hospital's initials after a name, not a part of it
            if ok:
                out.append(k)
                if k + 1 >= n:
                    break
                gap = text[e : toks[k + 1][0]]
                if gap in (" ", "\u00a0") or gap == "  " and not self._column_row(doc, e):
                    k += 1
                    continue
                if gap == "" and k + 1 < n and text[toks[k + 1][0]] == "," and not used_comma and (
                        len(out) == 1 or (len(out) <= 4 and all(words[j].isupper() or keys[j] in _PARTICLES for j in out))):
                    # "Surname, Given" / "VAN DER STEEN-OCAMPO, JAYLINN": the given name must look like one
                    if k + 2 < n:
                        given_word = text[toks[k + 2][0] : toks[k + 2][1]]
                        gap2 = text[toks[k + 1][1] : toks[k + 2][0]]
                        if (gap2 in (" ", "  ") or (gap2.strip() == "" and len(gap2) <= 4)) and given_word[:1].isupper() and (
                            self._key(given_word) not in _MID_CRED_WORDS) and (
                            self._key(given_word) in self.lex.first or tok.isupper() or doc.caps
                        ) and (self._candidate(doc, toks, k + 2) or (
                            given_word.isupper() and tok.isupper() and self._key(given_word) in self.lex.first
                        )):
                            used_comma = True
                            k += 2
                            continue
                if gap == "" and text[toks[k + 1][0] : toks[k + 1][1]] == "." and len(tok) <= 3:
                    break
                if gap.strip() == "" and gap.count("\n") == 1 and len(gap) <= 5 and len(out) <= 3 and (
                    self._ends_label(doc, toks, i) or self._adjacent(doc, toks[i][0])
                ) and k + 1 < n and doc.text[toks[k + 1][0]].isupper() and keys[k + 1] not in _WEEKDAY_KEYS and (
                        self._line_is_name(doc, toks, k + 1)) and not (  # (not a diary's next day: "wife Sandra\nFri 31st")
                        len(out) >= 2 and self._given(text, toks[out[0]]) and self._given(text, toks[k + 1])):
                    k += 1  # (but "Attendees:\nJohn Smith\nMary Jones" is two people, each with a given name)
                    continue
                break
            # initials: "J." / "J" before or inside a name (not the pronoun: "I SAW AND EXAMINED", "I have")
            if len(tok) == 1 and tok.isalpha() and tok.isupper() and not (
                    tok == "I" and k + 1 < n and text[e : toks[k + 1][0]] == " " and self._pronoun_i(text, toks[k + 1])):
                nxt = k + 1
                if nxt < n and text[toks[nxt][0] : toks[nxt][1]] == "." and toks[nxt][0] == e:
                    nxt += 1
                g = text[toks[nxt - 1][1] : toks[nxt][0]] if nxt < n else "\n\n"
                if nxt < n and (g in (" ", "", "  ") or (g.strip() == "" and g.count("\n") == 1 and len(g) <= 5
                                                          and self._adjacent(doc, s))) and self._candidate(doc, toks, nxt):
                    out.append(k)
                    k = nxt
                    continue
            break
        while out and (toks[out[-1]][1] - toks[out[-1]][0] < 2 or keys[out[-1]] in _PARTICLES):
            if len(out) == 1 and toks[out[0]][1] - toks[out[0]][0] >= 2 and text[toks[out[0]][0]].isupper() and \
                    self._adjacent(doc, toks[out[0]][0]):
                break
            out.pop()
        if out and keys[out[0]] in _PARTICLES and not doc.caps and \
                self._adjacent(doc, toks[out[0]][0]):
            return out  # "Mr de la Brands", "Dr del Msimang", "Mr Du"
        while out and keys[out[0]] in _PARTICLES and not doc.caps and not (
                keys[out[0]] in _GIVEN_NAME_PARTICLES and len(out) >= 2 and text[toks[out[0]][0]].isupper()):
            out.pop(0)  # (but "Ben Adeyemi", "Bin Zhou": a given name first, capitalised, not "son of")
        return out

    def _given(self, text: str, tok: tuple[int, int]) -> bool:
        """A popular given name that is not as popular a surname."""
        key = self._key(text[tok[0] : tok[1]])
        return self.lex.first.get(key, 10**9) <= 2000 and self.lex.first.get(key, 10**9) <= self.lex.last.get(key, 10**9)

    def _pronoun_i(self, text: str, nxt: tuple[int, int]) -> bool:
        """"I" followed by a common word that is not a name: the pronoun, not an initial."""
        key = self._key(text[nxt[0] : nxt[1]])
        return self._zipf(key) >= 4.0 and self._rank(key) > 50  # ("saw", "will", "see"; not "John", "Mark")

    def _line_is_name(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        """The wrapped continuation line starting at token ``k`` holds only name words (no facility, place or
        document word in its first four tokens)."""
        text = doc.text
        line_end = text.find("\n", toks[k][0])
        line_end = len(text) if line_end < 0 else line_end
        seen = 0
        for j in range(k, min(len(toks), k + 4)):
            if toks[j][0] >= line_end:
                break
            w = text[toks[j][0] : toks[j][1]]
            key = self._key(w)
            if w in ",-&(":
                break  # (the name ends: "Mrs Jean\nPayne, Ivy Cottage", "Mr Tom\nRiley - Oak Farm")
            if key in NOT_PERSON_NEXT or (key in BLOCK and key not in _PARTICLES) or w == ":" or (
                    key in _NOT_WRAPPED_NAME):
                return False  # (round 39: a letter's address block, "Ms Yasmin Patel\nHartley Morris Solicitors
                # LLP", "Mr Graham Tucker\nPrimrose Cottage, 4 Church Lane": the next line is a firm or a house)
            seen += 1
        return seen > 0

    def _ends_label(self, doc: Doc, toks: list[tuple[int, int]], i: int) -> bool:
        """The run starts right after a "Label:" (PI:, Name:), so a wrapped line continues the name."""
        return i > 0 and doc.text[toks[i - 1][0] : toks[i - 1][1]] == ":"

    def _doc_cues(self, doc: Doc) -> list[tuple[int, int, str]]:
        """Every cue phrase of the document (found once, anchored at the cue words' first words). The cues do not
        overlap and come in text order, so their ends ascend strictly (kept as ``doc.meta["name_cue_ends"]``)."""
        cues = doc.meta.get("name_cues")
        if cues is None:
            cues = []
            words = doc.words
            last_end = -1
            for p in sorted(p for w in words.keys() & _CUE_FIRST for p in words[w]):
                if p < last_end:
                    continue
                cm = _ALL_CUES.match(doc.lower, p)
                if cm is not None and cm.end() - p == 4 and cm.group(0) == "name" and _THING_BEFORE_NAME.search(
                        doc.lower, max(0, p - 16), p):
                    continue  # round 54: "Site name: Tbilisi Heart and Vascular Clinic", "Firm name:": no person's
                if cm is not None:
                    cues.append((cm.start(), cm.end(), _CUE_LABEL.get(_WS_RE.sub(" ", cm.group(0)), "PATIENT_NAME")))
                    last_end = cm.end()
            doc.meta["name_cues"] = cues
            doc.meta["name_cue_ends"] = [ce for _cs, ce, _lab in cues]
        return cues

    def _context_label(self, doc: Doc, start: int, end: int) -> tuple[str | None, bool]:
        """(label, adjacent): the label of the nearest cue before the run (or a role right after it), and
        whether that cue is adjacent (only punctuation between), which alone is enough to accept the run."""
        lo = max(0, start - 70)
        full = doc.lower[lo:start]
        after = doc.lower[end : end + 60]
        m = _RX6.search(full, max(0, len(full) - 20))  # (a match is at most 19 characters: only the tail)
        prev = m.group(1) if m else ""
        if m and len(prev) > 4 and "." in m.group(0):
            prev = ""  # a title is abbreviated ("Dr.", "Prof."): "1:1 nurse. Skeletal survey" ends a sentence
        elif m is not None and prev in ("mr", "ms", "mrs") and _mitral_not_title(doc, doc.text[lo + m.start(1) : lo + m.end(1)],
                                                            doc.text[start:end]):
            prev = ""
        elif m is not None and prev == "ms" and _NUMBER_BEFORE_UNIT.search(doc.text, max(0, lo + m.start(1) - 8), lo + m.start(1)):
            prev = ""  # "PR 260 ms. Holter from GP": milliseconds, not "Ms."
        elif m is not None and prev == "miss" and "." in m.group(0) and doc.text[lo + m.start(1)] == "m":
            prev = ""  # "near miss. Ref. no ...": a sentence's last word, not the title "Miss"
        elif m is not None and prev in _ACRONYM_ROLES and "." in m.group(0) and doc.text[lo + m.start(1)].isupper() \
                and doc.text[lo + m.start(1) + 1].isupper():
            prev = ""  # "for wound exploration in OT. Tetanus toxoid": a sentence's end after a role's acronym
        elif m is not None and prev == "fr" and _NUMBER_BEFORE_UNIT.search(doc.text, max(0, lo + m.start(1) - 8), lo + m.start(1)):
            prev = ""  # "chest drain 24Fr. Vitals": a catheter's French gauge, not "Fr." (a priest)
        titled = prev in TITLES_CLIN or prev in TITLES_PAT
        if not titled and (rk := _RANK_BEFORE.search(doc.text[lo:start], max(0, len(full) - 20))) is not None and \
                self._listed_lead(doc.text[start:end]):
            m, prev, titled = rk, "sgt", True  # ("1SG Mbeki", "CW2 Nakamura"; not "PO2 Arterial", "A1C Target")
        pre = full[: m.start()] if (m and titled) else full
        cut = max(pre.rfind(". "), pre.rfind("\n\n"), pre.rfind("; "))
        nl = pre.rfind(".\n")
        # (`pre` is lower-cased: the case comes from the text)
        if nl > cut and nl >= 3 and (last3 := doc.text[lo + nl - 3 : lo + nl]).isalpha() and last3.islower():
            cut = nl  # a sentence ending its line ("... related per investigator.\nRace: A = Asian"), not "H.\n"
        if cut >= 0 and not _RX13.search(pre[:cut], max(0, cut - 6)) and (
                pre[cut + 1 :].strip() or _WORD_ENDS_SENTENCE.search(pre, max(0, cut - 16), cut)):
            # (a cue ending the sentence right before the run is no cue: "with 1:1 nurse. Skeletal survey")
            pre = pre[cut + 1 :]
        best: tuple[int, str] | None = None
        best_phrase = ""
        # absolute bounds of `pre` inside the document
        pre_abs_end = lo + (m.start() if (m and titled) else len(full))
        pre_abs_start = pre_abs_end - len(pre)
        # the cue inside `pre` that ends last: the last cue ending by pre_abs_end, if it starts inside `pre`
        # (cues do not overlap, so an earlier one starts earlier still)
        cues = self._doc_cues(doc)
        j = bisect.bisect_right(doc.meta["name_cue_ends"], pre_abs_end) - 1
        if j >= 0 and cues[j][0] >= pre_abs_start:
            cs, ce, lab = cues[j]
            best = (ce - pre_abs_start, lab)
            best_phrase = _WS_RE.sub(" ", doc.lower[cs:ce])
        near = best[1] if best else None
        adjacent = best is not None and _RX14.fullmatch(pre[best[0] :],
        ) is not None
        if adjacent and best is not None and best_phrase in _WEAK_CUES and not any(c in pre[best[0] :] for c in ':"“‘'):
            adjacent = bool(best_phrase in ("pt", "pts", "pt.", "pt is", "patient is", "patient") and _REPORT_VERB.match(doc.text, end))
        if _INV_AFTER_RE.match(after):
            return "INVESTIGATOR", True
        if _REL_AFTER_RE.match(after) and near != "INVESTIGATOR":
            return "RELATIVE_NAME", True
        if _CHILD_KIN_AFTER.match(doc.text, end) and len(doc.text[start:end].split()) <= 3 and self.lex.first.get(
                k0 := self._key(doc.text[start:end].split()[0]), 10**9) <= 5000 and self._zipf(k0) < 5.0:
            return "RELATIVE_NAME", True
        if prev in TITLES_CLIN:
            if near == "INVESTIGATOR":
                return "INVESTIGATOR", True
            if prev == "sister" and (near == "RELATIVE_NAME" or _SISTER_KIN_BEFORE.search(full) or _KIN_AFTER.match(
                    doc.text, end) or (not doc.caps and m is not None and doc.text[lo + m.start() : lo + m.start() + 1] == "s")):
                return "RELATIVE_NAME", True  # "her sister Ana", "sister Ana is HCP" (a nurse is "Sister Ana")
            return "CLINICIAN_NAME", True
        if _CLIN_AFTER_RE.match(doc.text, end):
            return ("INVESTIGATOR" if near == "INVESTIGATOR" else "CLINICIAN_NAME"), True
        if prev in TITLES_PAT:
            if prev in _POLICE_TITLES and near is None:
                return "CLINICIAN_NAME", True  # round 62: an officer is staff ("Constable Bree Halloran attended")
            if near == "CLINICIAN_NAME" and _ADDRESS_AFTER.match(doc.text, end):
                return "PATIENT_NAME", True  # "cc: Mrs Ana Ruiz, Flat 4, ...": the patient's copy of a letter
            if near in ("RELATIVE_NAME", "INVESTIGATOR", "CLINICIAN_NAME") and adjacent:
                return near, True
            return "PATIENT_NAME", True
        alone = _alone_on_line(doc, start, end)
        if alone and (_RX8.match(after) or _STAFF_LINE_AFTER.match(after)):
            return "CLINICIAN_NAME", True  # letter heading (recipient / sender block), signature block
        if near == "CLINICIAN_NAME" and doc.meta.get("trial_doc") and _RX9.search(pre):
            return "INVESTIGATOR", True
        if near is not None and adjacent:
            return near, True
        km = _KIN_TYPO_BEFORE.search(full, max(0, len(full) - 33))  # (the pattern is at most 31 characters)
        if km is not None and km.group(1) not in ROLE_REL and any(_near(km.group(1), r) for r in _KIN_WORDS):
            return "RELATIVE_NAME", True
        if alone and _RX10.search(pre):
            return "CLINICIAN_NAME", True
        if _RX7.search(full, max(0, len(full) - 10)) and not _BULLET_ITEM_GOES_ON.match(doc.text, end):  # (at most 9 characters)
            return "CLINICIAN_NAME", True
        # table cell (action-item owner, staff list): wide gaps on both sides
        cell = doc.text[max(0, start - 40) : start]
        # (_RX11 needs 3 spaces or a tab at the end, before an optional final newline: test that first)
        if cell.endswith(("   ", "\t", "   \n", "\t\n")) and _RX11.search(cell) and _RX12.match(doc.text[end : end + 10]):
            return "CLINICIAN_NAME", doc.meta.get("trial_doc", False)
        if _AGE_SEX_AFTER.match(doc.text, end):
            return "PATIENT_NAME", True  # a list row or handoff line: "P - Leocadia Brzezinski-Amaro, 84F, MRN"
        return near, False

    def _turn_word(self, key: str) -> bool:
        """A word that opens a speaker's turn in a transcript rather than naming someone: a common word ("Lovely",
        "Can", "Will") unless a listed given name that is no very common word ("Ted")."""
        z = self._zipf(key)
        return z >= 4.3 or z >= 3.5 and self.lex.first.get(key, 10**9) > 2000

    def _spelled(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A name spelled letter by letter on a call ("W-I-S-N-I-E-W-S-K-A"), never the "A-B-C-D-E" survey."""
        taken = TakenSpans(found)
        return [Span(m.start(), m.end(), self._label_or_patient(doc, m.start(), m.end()), self.name + ".spelled", 0.6)
                for m in doc.finditer(_SPELLED_NAME) if not taken.overlaps(m.start(), m.end())
                and m.group(0)[::2] not in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]

    @staticmethod
    def _cut_before_facility(doc: Doc, toks: list[tuple[int, int]], run: list[int]) -> list[int] | None:
        """The run up to its last comma when the words after that comma open a facility's or a street's name."""
        keys = doc.meta["name_keys"]
        limit = next((m for m in range(1, len(run)) if keys[run[m]] in NOT_PERSON_NEXT or keys[run[m]] in _HEADS_IN_RUN),
                     None)
        if limit is None:
            nxt = _RX15.match(doc.text, toks[run[-1]][1], toks[run[-1]][1] + 20)
            if not nxt or nxt.group(1).lower() not in NOT_PERSON_NEXT and not _capitalised_head(nxt.group(1)):
                return None
            limit = len(run)
        for j in range(limit - 1, 0, -1):
            if "," in doc.text[toks[run[j - 1]][1] : toks[run[j]][0]]:
                return run[:j]
        return None

    def _sentence_initial(self, doc: Doc, toks: list[tuple[int, int]], k: int) -> bool:
        if k == 0:
            return True
        if "\n" in doc.text[toks[k - 1][1] : toks[k][0]]:
            return True
        p = doc.text[toks[k - 1][0] : toks[k - 1][1]]
        return p in _SENT_END or p in ("(", '"', "'")

    def _judge(self, doc: Doc, toks: list[tuple[int, int]], run: list[int]) -> Span | None:
        text = doc.text
        tw, tk = doc.meta["name_words"], doc.meta["name_keys"]
        if len(run) >= 2 and tk[run[-1]] in _NEVER_NAME and (_MIXED_ACRONYM.fullmatch(tw[run[-1]]) or (
                not doc.caps and len(tw[run[-1]]) >= 3 and tw[run[-1]].isupper() and not tw[run[-2]].isupper())):
            # "Dewi HBsAg neg", "dtr Ildi HCPOA": a test or a role in capitals after the name ends it
            return self._judge(doc, toks, run[:-1])
        if len(run) >= 2 and tk[run[-1]] in _NOT_A_NAME_ALONE and re.search(
                r"[ ]{2}|\t", text[toks[run[-2]][1] : toks[run[-1]][0]]):
            return self._judge(doc, toks, run[:-1])  # "Dr Eloise Whitaker  Prescriber No": the next column's word
        if len(run) >= 2 and tk[run[-1]] in _DAY_BEFORE_DATE and _DIGIT_AFTER.match(text, toks[run[-1]][1]):
            return self._judge(doc, toks, run[:-1])  # round 52: "HCA Grace Whitfield Thurs 23rd": the day of a date
        words = [tw[k] for k in run]
        keys = [tk[k] for k in run]
        if any(_E_PRODUCT.match(w) for w in words):
            return None  # "eScription", "iPhone", "mHealth": a product, never a person
        for j in range(1, len(run)):
            gap = text[toks[run[j - 1]][1] : toks[run[j]][0]]
            if "," in gap and "\n" in gap and _SENTENCE_GOES_ON.match(text, toks[run[j]][1]) and self._zipf(
                    tk[run[j]]) >= 4.5:
                # "Hi Tom,\nCan you see ...": a greeting's comma ends the name; the next line is a sentence
                return self._judge(doc, toks, run[:j])
        if _PROCEDURE_OR_SPECIALIST.search(words[-1]):
            return self._judge(doc, toks, run[:-1]) if len(run) > 1 else None  # "Lap Appendectomy"
        if _PROCEDURE_OR_SPECIALIST.search(words[0]):
            return self._judge(doc, toks, run[1:]) if len(run) > 1 else None  # "Gastroenterologist Ph"
        if _EPONYM_BEFORE.search(doc.lower, max(0, toks[run[0]][0] - 12), toks[run[0]][0]):
            return None  # "(biplane Simpson)": a method
        if len(run) == 1 and keys[0] in ("tena", "tēnā") and _MAORI_GREETED.match(doc.lower, toks[run[0]][1]):
            return None  # (round 40: a Maori greeting, "Tēnā koe Aroha", "Tena koutou"; not "Mrs Tena Brown")
        if len(run) == 1 and words[0] in _ANALYTES and _RESULT_AFTER.match(text, toks[run[0]][1]):
            return None  # "Na 149", "Na q6h", "Ur 7.2", "Ca pancreas": a test or a cancer, not a person
        if "," in text[toks[run[0]][0] : toks[run[-1]][1]] and _POSTCODE_AFTER_RUN.match(text, toks[run[-1]][1]):
            return None  # "Wilton, Cork T12 DC4A": a suburb and its city before the postcode
        if len(run) >= 2 and not doc.caps and len(keys[0]) > 3 and keys[0].endswith("ed") and \
                keys[0] not in self.lex.first and keys[0] not in self.lex.last and self._zipf(keys[0]) >= 2.5 and \
                self._sentence_initial(doc, toks, run[0]):
            return self._judge(doc, toks, run[1:])  # "Climbed Ben Nevis", "Visited Grace": a verb opening the sentence
        start, end = toks[run[0]][0], toks[run[-1]][1]
        if words[-1].lower().endswith(("'s", "’s")):
            end -= 2
        else:
            sfx = _RX17.match(text[end : end + 6])
            if sfx:
                end += sfx.end()
        # eponyms: "Parkinson's disease", "Foley catheter", "Glasgow Coma Scale"
        next_word_m = _RX15.match(text[toks[run[-1]][1] : toks[run[-1]][1] + 20])
        if next_word_m and (next_word_m.group(1).lower() in EPONYM_NEXT or next_word_m.group(1).lower() in NOT_PERSON_NEXT
                            or _capitalised_head(next_word_m.group(1))) and not (
                (end < toks[run[-1]][1] or next_word_m.group(1).islower() and not doc.caps or
                 len(run) == 1 and next_word_m.group(1).lower() in _PRACTICE_HEADS) and
                _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start)) and not (
                next_word_m.group(1).lower() in _FIELD_WORDS and _FIELD_AFTER.match(text, toks[run[-1]][1] + next_word_m.end(1))) and not (
                next_word_m.group(1).lower() == "cell" and _NUMBER_AFTER_CELL.match(text, toks[run[-1]][1] + next_word_m.end(1))) and not (
                next_word_m.group(1).lower() == "passport" and _PASSPORT_NUMBER.match(text, toks[run[-1]][1] + next_word_m.end(1))):
            return None  # (but "ask Dr Whitworth's practice", "per Dr. Oyelaran clinic note": a titled person's
            # practice; "Fuad Zubairi cell 313-...", "Sutrisno passport B 2918837")
        if len(run) == 1 and next_word_m and next_word_m.group(1)[:1].isupper() and next_word_m.group(
                1).lower() in _SPECIALITY_HEADS and not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # (round 83) "PCP: Beaverton Pediatrics": a town heading a practice's name
        if any((k in NOT_PERSON_NEXT and not (i == 1 and self._surname_street_word(doc, start, keys)))
               or k in _HEADS_IN_RUN for i, k in enumerate(keys[1:], 1)) or keys[0] in _HEADS_NEVER_A_NAME or (
                len(keys) >= 2 and keys[-1] in _ORG_HEADS_IN_RUN and not (
                    next_word_m and next_word_m.group(1)[:1].isupper())):
            return None  # (also "Manchester Royal Infirmary, PI Dr ...": the head of a facility's name, alone)
        if len(run) == 1 and (keys[0].endswith(_ADJECTIVE_ENDINGS) or keys[0].startswith("anglo-") or (
                "-" in keys[0] and keys[0].rsplit("-", 1)[1] in _ORIGIN_OR_FAITH - _FAITHS) or (
                keys[0] in _ORIGIN_OR_FAITH and _INDEFINITE_ARTICLE_BEFORE.search(text, max(0, start - 4), start))):
            # round 35: a word of origin or faith, not a person ("to an Irish mother, Deirdre", "He is a Christian
            # and", "Samoan and Anglo-Australian heritage", "Irish-speaking carer"; but "spoke to a Sarah"; round 50:
            # "Armenian-Syrian family")
            return None
        if keys[0] in DEVICE_MAKERS and len(run) >= 2 and (_CAMEL_PRODUCT.search(text, start, end) or (
                keys[0] in _MAKERS_NO_PERSON)):
            return None  # "Medtronic CapSureFix Novus", "Straumann BLT": a maker and its product's name, not a person
        device = _DEVICE_LABEL_BEFORE.search(text, max(0, start - 40), start)
        if any(not _PARTICLE_NAME.fullmatch(p.group(0)) for p in _PRODUCT_WORD.finditer(text, start, end)) or (
                device is not None and (device.group("w") or self.lex.first.get(keys[0], 10**9) > 5000)):
            return None  # "CapSureFix Novus", "LPA MTBDRplus", "Stent: Xience Sierra": a product's name (not "Lens:
            # Sarah Jones, optometrist")
        if len(run) == 1 and len(words[0]) <= 4 and _FIELD_ABBREVIATION_AFTER.match(text, end):
            return None  # "Nat. ID 1028837461", "Nat ID: ...", "Emp. No": a field's abbreviated word
        if len(run) == 1 and len(words[0]) == 2 and _UNIT_AFTER_NUMBER.search(text, max(0, start - 3), start):
            return None  # "2.55 Mb", "3 kb": a unit after its number
        if _EPONYM_LIST_AFTER.match(text, toks[run[-1]][1]) or _CLASSIFICATION_AFTER.match(text, toks[run[-1]][1]) or \
                _CRITERIA_BEFORE.search(text, max(0, start - 24), start):
            return None  # "Down's, Edwards' and Patau's syndromes", "Paris 0-IIa", "normal forms (Kruger)"
        if any(w.endswith(("'s", "’s")) and k in EPONYM_NEXT for w, k in zip(words[:-1], keys[1:], strict=True)):
            return None  # "Clare's Law", "Bell's Palsy": a named law or disease, read on as one run
        prv = _RX16.search(text[max(0, start - 12) : start])
        if prv and prv.group(1).lower() in _PLACE_PREFIX and prv.group(1)[0].isupper():
            return None
        if prv and prv.group(1).lower() in DEVICE_MAKERS:
            return None  # "Medtronic Azure", "Abbott Libre": a product model after its maker
        if prv and len(run) == 1 and words[0][-1].islower() and _ROMAN_GRADE.fullmatch(words[0]) and (
                prv.group(1).lower() in CLINICAL_EPONYMS or prv.group(1).lower() in _STAGE_WORDS):
            return None  # "modified Hinchey Ia", "stage IIb": a grade on its own after the eponym that ended the run
        if len(run) == 1 and self._place_not_name(text, start, keys[0]):
            return None
        long_words = [w for k, w in zip(keys, words, strict=True) if len(k) > 1 and not (k in _PARTICLES and w.islower())]
        long_keys = [k for k, w in zip(keys, words, strict=True) if len(k) > 1 and not (k in _PARTICLES and w.islower())]
        if not long_keys:
            return None
        ti = _TRAILING_INITIAL.match(text, end)
        if ti and not words[-1].lower().endswith(("'s", "’s")):
            end = ti.end()
        label, ctx = self._context_label(doc, start, end)
        if len(long_keys) == 1 and doc.meta.get("transcript") and self._turn_word(long_keys[0]) and \
                _TURN_BEFORE.search(text, max(0, start - 40), start):
            return None  # "GP: Lovely.", "DOCTOR: Can you ...": a turn's first word, not a name after a label
        if len(run) == 1 and keys[0] in _CONTACT_CUE_WORDS and _DIGIT_AFTER.match(text, toks[run[0]][1]):
            return None  # "caregiver, HP 9128 4471": a handphone's cue before its number
        if len(run) == 1 and keys[0] in _DID_WORDS and _DID_OBJECT_AFTER.match(text, toks[run[0]][1]):
            return None  # "Attending attestation: Saw and examined pt": the attending's verb, not a name
        if keys[0] == "cat" and _CATEGORY_NUMBER.match(text, toks[run[0]][1]):
            return None  # "FHT: Cat I": a tracing's category
        if len(run) == 1 and keys[0] in ("st", "ste") and _SAINT_AFTER.match(text, end):
            return None  # "Site name: St. Vincent's Hospital": a saint's abbreviation before the name, never a name
        if keys[-1] in _STREET_TYPE_SHORT:
            # "Apt 4 Ashgrove Crt", "Riverside Tce": a street type abbreviated, never a name, nor a run ending in
            # one ("lives alone on Joseph Campau Ave", "the Tim Hortons on Kennedy Rd")
            return None
        if len(run) == 1 and keys[0] in _FOREIGN_WEEKDAYS and _DIGIT_AFTER.match(text, end):
            return None  # "Montag, 12.03.2024", "Domingo 14/03": a weekday of another language before its date
        if keys[-1] in _WEEKDAY_KEYS and text.startswith("/", end):
            return None  # "Sanford Health Fargo, Tue/Thu/Sat": a schedule's days, not "Fargo, Tue"
        if len(run) == 1 and keys[0].endswith("ly") and self._zipf(keys[0]) >= 3.5 and \
                self.lex.first.get(keys[0], 10**9) > 1000:
            return None  # "PER DTR, SLOWLY WORSE": an adverb after a relative's cue (not Kelly, Holly, Beverly)
        if keys[-1] == "lewis" and (keys == ["ivor", "lewis"] or len(run) == 1 and text[max(0, start - 5) : start] in (
                "Ivor ", "IVOR ")):
            return None  # "neoadj FLOT x4 then Ivor Lewis": the oesophagectomy, named without its kind
        if len(run) == 1 and keys[0] == "block" and _TWIN_BEFORE.search(text, max(0, start - 6), start):
            return None  # "a Twin Block functional appliance": an orthodontic appliance, not a twin's name
        if len(run) == 1 and words[0].lower().replace("’", "'") in _CONTRACTIONS:
            return None  # "Dad, I'll take him", "Hi Mom. How's school?": a pronoun or question word, not a name
        if len(long_keys) == 1 and long_keys[0] in _RELATION_ADJECTIVES and _RELATION_AFTER.match(text, end):
            return None  # "YOUNG MOTHER WITH LIMITED SUPPORT", "elderly father": an adjective, not a relative's name
        if ctx and not doc.caps and len(run) == 1 and words[0].islower() and _CLINICAL_WORD_END.search(keys[0]) and \
                min(self.lex.first.get(keys[0], 10**9), self.lex.last.get(keys[0], 10**9)) > 20000:
            return None  # "counselled re: agranulocytosis", "PT: ambulates 40 ft": a clinical word after a cue
        initial_led = len(words[0]) == 1
        if any(_ACRONYM_PLURAL.fullmatch(w) or self._joined_words(w) for w in words):
            return None
        if len(run) == 1 and not ctx and DRUG_STEM.search(keys[0]):
            return None  # "Ustekinumab is not ...", "Carbamazepine/oxcarbazepine": a drug opening a sentence
        if len(words[0]) == 1 and start > 0 and (text[start - 1].isalnum() or text[start - 1] == "." and start > 1
                                                 and text[start - 2].isalpha()):
            return None  # "D5W. Lactate", "25G Whitacre", "V.A.C. Ulta": the end of a code, not an initial
        if initial_led and len(long_keys) == 1 and words[0] <= "J" and self.lex.last.get(long_keys[0], 10**9) > 2000 \
                and self._specimen_part(doc, start):
            return None
        if len(long_keys) == 1 and (long_keys[0] in CLINICAL_EPONYMS and not ctx or long_keys[0] in EPONYM_NEXT and (
                not ctx or self.lex.last.get(long_keys[0], 10**9) > 2000)):
            return None  # "Romberg neg", "Glasgow Coma Scale", "call the Nurse Line"
        if len(long_keys) == 1 and long_keys[0] in CLINICAL_EPONYMS and words[-1].lower().endswith(("'s", "’s")) and \
                not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "(brother, Crohn's)": the disease by its eponym, after a relative's cue
        if len(long_keys) == 1 and long_keys[0] in CLINICAL_EPONYMS and _HAS_DISEASE_BEFORE.search(
                text, max(0, start - 12), start):
            return None  # "mother in Busan has Graves.", "thyroiditis vs Graves": the disease
        if any(_ACRONYM_HYPHEN_WORD.fullmatch(w) and self._zipf(w.split("-", 1)[1].lower()) >= 3.5 for w in words):
            return None  # "day of LH-equivalent", "(Hb-corrected, Hb 14.1)": a test's word, not a double name
        if len(long_keys) >= 2 and _ROLE_SUFFIX.search(long_keys[-1]) and all(
                k in _NEVER_NAME or self._zipf(k) >= 4.0 for k in long_keys[:-1]):
            return None  # "Consultant Clinical Geneticist": a role with its adjective
        if len(long_keys) >= 2 and long_keys[-1] in EPONYM_NEXT and (
                self.lex.last.get(long_keys[-1], 10**9) > 2000 or long_keys[-1] in _INSTRUMENT_WORDS):
            return None  # "Berlin Questionnaire", "Catherine Bergego Scale", "Morse Fall Scale": a named instrument
        if len(run) >= 2 and all(len(w) <= 4 and w.isupper() for w in words) and \
                _HISTORY_LIST_BEFORE.search(text, max(0, start - 16), start):
            return None  # "PMH: AF, HTN, BPH": a list of conditions, not "Surname, Given"
        if all(k in _LANGUAGES_AS_NAMES or k in _NEVER_NAME for k in keys) and \
                _INTERPRETED_BEFORE.search(text, max(0, start - 24), start):
            return None  # "INTERPRETING (LAO)", "Interpreter: Sgaw Karen": the language, not a person called Lao
        if _SERVICE_ROLE_AFTER.match(text, end) and not any(
                self.lex.first.get(k, 10**9) <= 3000 and self._zipf(k) < 4.0 for k in long_keys) and \
                not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "Consultant Colorectal Surgeon", "Alcohol Liaison Nurse", "Lung CNS": a service, not a name
        if len(run) == 1 and keys[0] in _SPECIALTY_SHORT and _GRADE_AFTER.match(text, end):
            return None  # "discussed with Dr X (Geri reg)": the geriatrics registrar, not Geri
        if len(long_keys) == 1 and long_keys[0] in _VALUE_NAMES and _VALUE_AFTER.match(text, end) and \
                not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "INR 1.5, Na 133", "HR 124, Wells 6.5": a value, not a person
        if len(long_keys) == 1 and (long_keys[0] in _NEVER_NAME or _ROLE_SUFFIX.search(long_keys[0])):
            return None  # a lone "Mon", "Wt", "Nephrologist" after a title, "Denial" after "RE:"
        if all(k in _NEVER_NAME for k in long_keys):
            return None  # "Alk Phos" opening a row of a lab table
        if len(run) == 1 and keys[0] in _OFFICE_TITLES and _OF_AFTER.match(text, end):
            return None  # "Dean of Students office notified": an office, not a person called Dean
        if len(run) == 1 and words[0].isupper() and _OPERATION_BEFORE.search(text, max(0, start - 12), start):
            return None  # "Op COURAGE", "Operation SHADER": a programme's or an operation's code word
        if keys[-1] in _CELL_BLOCK_WORDS and _BLOCK_NUMBER_AFTER.match(text, end) and (
                len(words) == 2 and len(words[0]) == 1 or len(words) == 1 and _BLOCK_LETTER_BEFORE.search(text, max(0, start - 3), start)):
            return None  # "Cell: C Wing 3-14": a prison wing and cell, not an initial and a surname
        if any(k in _NEVER_NAME for k in long_keys) and all(k in _NEVER_NAME or self._zipf(k) >= 4.5 for k in long_keys) \
                and not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "QuantiFERON-TB Gold Plus": a document word with a common word, no title before them
        if all(k in _CHARTING_WORDS for k in long_keys) and not _TITLE_BEFORE.search(
                doc.lower, max(0, start - 12, doc.line_start(start)), start):
            return None  # (a title on the line before is a signature's "MD", not this word's: "MD\nDictated 04/22")
        if len(run) == 2 and keys[0] in _SPEAK_VERBS and keys[1] in _NEVER_NAME:
            return None  # "Speaks Somali, husband ... interprets": a language, not a relative
        if _MAIL_SUBJECT_BEFORE.search(text, max(0, start - 24), start):
            return None  # "Subject: RE: Feasibility - ...": the subject of an e-mail, not a study subject
        if len(run) == 1 and words[0].isupper() and _GENE_AFTER.match(text, end):
            return None  # round 66: "the family PPOX variant", "BRCA2 carrier": a gene's symbol
        if len(run) == 1 and keys[0] in _FIELD_WORDS_ALSO_NAMES and _FIELD_COLON_AFTER.match(text, end):
            return None  # round 66: a form's field whose label is a surname too, "Rank: Cpl"
        if _MODEL_YEAR_BEFORE.search(text, max(0, start - 6), start) and (
                keys[0] in _CAR_MAKES or _MODEL_AFTER.match(text, end)):
            return None  # "2017 Ford F-150", "2015 Honda Civic": a vehicle's make after its model year
        if len(run) == 1 and keys[0] in _TITLES and _TITLE_AFTER.match(text, end):
            return None  # "Dra. María Fernanda ...", "Sister Ana": the title before the name, not the name
        if (initial_led or len(run) == 1 and len(words[0]) == 2) and start > 0 and text[start - 1] == "/":
            return None  # "312 umol/L. Non-oliguric", "TMB 3 mut/Mb": a unit's letters, not an initial or a name
        if start > 0 and text[start - 1] in "\"“" and _LOWER_WORD_AFTER.match(text, end):
            return None  # 'asked about "Just in Case" meds': a quoted phrase, not a nickname ('"Bea" asked')
        if len(run) == 1 and words[0][0] in "IVX" and _COAG_FACTOR.fullmatch(words[0]) and doc.lower.endswith(
                "factor ", 0, start):
            return None  # "oral factor XIa inhibitor": a clotting factor, not the surname Xia
        if not doc.caps and words[0].isupper() and _EXERCISE_BEFORE.search(text, max(0, start - 40), start) and \
                not (len(run) == 1 and text.endswith("Ex ", 0, start) and self.lex.last.get(keys[0], 10**9) <= 5000):
            return None  # "Loc: Ex ASKARI STORM": an exercise's name (not "Post Op REYNOLDS, Jack", not "EX
            # HUSBAND JOHN DOYLE", "POST OP MR JONES" in a capitals note, nor an ex-partner, "Ex SMITH not to visit")
        if words[-1] in ("Co", "Coy") and text.startswith(",", end) and (
                len(run) == 2 and words[0] in ("A", "B", "C", "D") or len(run) == 1 and _COMPANY_LETTER_BEFORE.match(text, start - 2)):
            return None  # "Unit: A Co, 2-8 CAV", "B Coy, 1st Battalion": a company of a battalion, not a surname
        if len(run) == 1 and words[0] == "AuD":
            return None  # "Ana Lucia Ferreira, AuD, CCC-A": a doctorate of audiology ("Aud Sørensen" is a name)
        if len(run) == 1 and keys[0] in _ELECTROLYTES and (_VALUE_AFTER.match(text, end) or _LAB_JOIN_BEFORE.search(
                text, max(0, start - 8), start)):
            return None  # "hyponatraemia Na 126", "recheck U&E + Na in 1 week": sodium, not the surname Na
        if len(long_keys) == 2 and any(k in _NEVER_NAME for k in long_keys) and any(
                k in CLINICAL_EPONYMS for k in long_keys):
            return None  # "Carotid Doppler (08/2025)": a site and an eponymous study
        if ctx:
            if doc.caps:
                # stop a capitals run at the first ordinary English word (PAGED, AT, AWARE ...)
                cut = 0
                titled = _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start) is not None
                for i, k in enumerate(keys):
                    if len(k) > 1 and k not in _PARTICLES and not self.nameish(k) and self._zipf(k) >= 2.5 and not (
                            # a given name that is a word before a rare surname: "DICTATED BY DR. CAN YILDIRIM"
                            i == 0 and len(keys) >= 2 and self.lex.first.get(k, 10**9) <= 3000 and self._zipf(
                                keys[1]) < 2.5 and self.nameish(keys[1])) and not (
                            # round 83: a rare word right after a title, or a listed surname after a name's first
                            # words ("DR FEINSTEIN AWARE", "DR. HOLLY JOY ABERNATHY"); not a participle ("DR PAGED")
                            self._rare_caps_surname(k) and (i == 0 and titled or i > 0 and cut == i and (
                                k in self.lex.last and text[toks[run[i - 1]][1] : toks[run[i]][0]].isspace()))):
                        break
                    cut += 1
                if cut == 0 or all(len(k) == 1 for k in keys[:cut]):
                    return None
                end = toks[run[cut - 1]][1]
                if text[start:end].lower().endswith(("'s", "’s")):
                    end -= 2
                ti2 = _TRAILING_INITIAL.match(text, end)
                if ti2:
                    end = ti2.end()
                if text[end - 1] == ",":
                    end -= 1
            elif any(k in _NEVER_NAME for k in long_keys) and all(
                    k in _NEVER_NAME or _acronym(w) or self._zipf(k) >= 4.5 for k, w in zip(long_keys, long_words,
                                                                                               strict=True)):
                return None  # "Dr. Ada Obi, FMCP, Senior Registrar": a post-nominal and a role, not a name
            elif len(words) == 1 and words[0].islower() and self._zipf(keys[0]) >= 5.0 and not mostly_lower(doc) and \
                    not _TITLE_BEFORE.search(doc.lower, max(0, start - 12), start):
                return None  # "Daughter happy with outcome": a common word, lower case in a note that is not
            elif all(self._zipf(k) >= 4.0 and not self.nameish(k) for k in long_keys) and not (
                len(long_keys) == 1 and self.lex.last.get(long_keys[0], 10**9) <= 2000 and self._adjacent(doc, start)
            ):
                return None
            return Span(start, end, label or "PATIENT_NAME", self.name, 0.8)
        if long_keys[0] in _NEVER_NAME and len(long_words) >= 2 and all(
                2 <= len(w) <= 6 and w.isalpha() and w.isupper() for w in long_words[1:]):
            return None  # "Refer DSMES (group classes ...)": a verb and a programme's acronym
        if len(long_keys) >= 2 and long_keys[-1] in _DOC_WORDS and long_keys[-1] != "page" and all(
                self._zipf(p) >= 4.0 for k in long_keys[:-1] for p in k.split("-")):
            return None  # "[ ] Comfort-Focused Treatment", "Selective Treatment": a form's option, not a name
        hint = label or "PATIENT_NAME"
        strong = [self.strong(k) for k in long_keys]
        nameish = [self.nameish(k) for k in long_keys]
        first_ok = long_keys[0] in self.lex.first and self.lex.first[long_keys[0]] <= 1000 and self._zipf(
            long_keys[0]
        ) < 5.6
        if not doc.caps and not initial_led:
            # an acronym in mixed-case text ("TIMI 2 flow", "Final TIMI 3", "GAD Ab sent") is a name only when
            # the rest of the run is one on its own
            acr = [_acronym(w) for w in long_words]
            if (any(acr) and label is None and len(run) <= 2 and not any(s and not a and len(k) > 2 for s, a, k in zip(
                    strong, acr, long_keys, strict=True)) and not text.startswith(",", toks[run[0]][1])
                    and not any(self._hyphen_given(w) for w in words) and not _SUBJECT_VERB.match(text, end)
                    and not self._family_name_first(long_words, long_keys)):
                return None  # (not "KIM, Ji-hoon", "ENO asked about the courier", "LIU Jianguo")
        if doc.caps:
            # capitals give no signal: need two name tokens, one of them a name more than a word
            if len(long_keys) >= 2 and any(strong) and all(nameish) and all(
                self._zipf(k) < 4.6 for k in long_keys
            ):
                return Span(start, end, hint, self.name, 0.6)
            if len(long_keys) == 2 and self.lex.first.get(long_keys[0], 10**9) <= 200 and strong[1] and self._zipf(
                    long_keys[1]) < 3.5 and long_keys[1] not in CLINICAL_EPONYMS:
                return Span(start, end, hint, self.name, 0.55)  # round 83: "(DRIVER JOE PELLEGRINO)", a popular
                # given name (a common word too) before a surname that is none
            if initial_led and len(long_keys) == 1 and strong[0]:
                return Span(start, end, hint, self.name, 0.55)
            return None
        if initial_led:
            if text[toks[run[0]][0]] in "LRTI" and len(long_keys) == 1 and self._zipf(long_keys[0]) >= 2.0 and (
                    long_keys[0] not in self.lex.last and long_keys[0] not in self.lex.first):
                return None  # (round 41: a side, a tablet or a grade, then a word: "4/10 R. Pulses +", "T. Tramadol")
            # "S. Fleming", "J Smith": an initial then a capitalised surname that is not a common word
            if self._zipf(long_keys[0]) < 4.0 or nameish[0]:
                return Span(start, end, hint, self.name, 0.6)
            return None
        if len(long_keys) >= 2:
            if long_keys[-1] in _PLACE_HEADS_NO_SURNAME:
                return None  # round 50: a place ("Salem Township", "Atmeh Camps"; "Walter Camp" stays a name)
            if first_ok and all(self._zipf(k) < 5.0 for k in long_keys[1:]):
                return Span(start, end, hint, self.name, 0.7)
            if len(words) == 2 and self._hyphen_given(words[0]) and min(
                    self.lex.last.get(p, 10**9) for p in (keys[1], *keys[1].split("-"))) <= 5000:
                return Span(start, end, hint, self.name, 0.65)  # "Hyun-woo Park", "Mei-ling Chan"
            # one strong name token carries the run: requiring the others to be name-like or rare as well
            # (tried) loses "Pham Van Long", "Tran Van Duc" (words as given names) and gains nothing on dev
            if any(strong):
                return Span(start, end, hint, self.name, 0.65)
            if any(strong[1:]) and not self._sentence_initial(doc, toks, run[0]) and self._zipf(long_keys[0]) < 4.0:
                return Span(start, end, hint, self.name, 0.6)
            return None
        k0 = long_keys[0]
        if k0 in _MONTH_NAMES and len(words) == 1 and (_PERSON_VERB.match(text, end) or _WITH_BEFORE.search(
                doc.lower, max(0, start - 24), start) and not _DIGIT_AFTER.match(text, end)):
            return Span(start, end, hint, self.name, 0.5)  # "April reports she walks" (a given name, not the month)
        if k0 in self.lex.cities and self._rank(k0) > 200:
            return None
        z0 = self._zipf(k0)
        first_rank = self.lex.first.get(k0, 10**9)
        last_rank = self.lex.last.get(k0, 10**9)
        morph = self._morph(k0)
        if not self._sentence_initial(doc, toks, run[0]):
            if k0 in _PLACE_HEADS and run[0] > 0 and text[toks[run[0] - 1][0]].isupper() and \
                    text[toks[run[0] - 1][1] : toks[run[0]][0]] in (" ", "\t"):
                return None  # round 50: the head of a place's name ("Azraq Camp", "Salem Township")
            # a capitalised known name in mid-sentence
            if (first_rank <= 1000 or last_rank <= 2000 or morph and not (
                    len(words) == 1 and len(k0) <= 5 and words[0].isupper() and not doc.caps)
                    or "-" in k0 and self.strong(k0)) and z0 < 5.0:
                return Span(start, end, hint, self.name, 0.5)  # (not "Refer DSMES": an unlisted short acronym)
            return None
        # sentence-initial: a popular given name acting as a subject ("Kevin had", "John:", "Leif, can")
        after_run = doc.text[end : end + 12]
        if (first_rank <= 500 and (z0 < 4.8 or first_rank <= 50) or morph) and k0 not in SENTENCE_INITIAL_BLOCK and _RX18.match(after_run
        ):
            return Span(start, end, hint, self.name, 0.45)
        if strong[0] and z0 < 2.5 and self._rank(k0) <= 300:
            return Span(start, end, hint, self.name, 0.45)
        if doc.meta.get("transcript") and z0 < 3.0 and min(first_rank, last_rank) <= 5000 and text.startswith(
                (",", ".", "!"), end) and _TURN_BEFORE.search(text, max(0, start - 40), start):
            return Span(start, end, hint, self.name, 0.45)  # "Speaker 2: Ekuba, please.": a name said as a turn
        if z0 < 1.5 and k0 not in self.lex.cities and _SUBJECT_VERB.match(text, end) and not doc.caps:
            return Span(start, end, hint, self.name, 0.4)  # "Shovda is very reliable", "Trivo lives on ..."
        return None

    def _joined_words(self, word: str) -> bool:
        """Two common words written as one ("WhatsApp", "MassHealth"), neither of them a name."""
        m = _CAMEL_WORDS.fullmatch(word)
        if m is None or m.group(1).lower() in _PARTICLES:
            return False  # ("MacKenzie", "VanBuren")
        head, tail = m.group(1).lower(), m.group(2).lower()
        return self._zipf(head) >= 2.0 and self._zipf(tail) >= 3.0 and all(
            self.lex.first.get(p, 10**9) > 1000 for p in (head, tail))

    @staticmethod
    def _specimen_part(doc: Doc, start: int) -> bool:
        """The part letter of a pathology specimen list, not an initial."""
        text = doc.text
        if _SPECIMEN_LETTER_BEFORE.search(text, max(0, start - 6), start):
            return True
        ls, j = doc.line_start(start), start
        while j > ls and text[j - 1] in " \t":
            j -= 1
        if j > ls:
            return False  # (something before it on its line; no slice of the line: it may be 1 MiB long)
        letters = {m.group(1) for m in _SPECIMEN_LINE.finditer(text)}
        return "A" in letters and "B" in letters

    def _place_not_name(self, text: str, start: int, key: str) -> bool:
        """A country or town after a locative phrase ("lives in Nigeria", "moved to Austin"), or a country
        after "Town, " ("Lagos, Nigeria"): a place, even with a relative named nearby."""
        country = key in lexicons.countries()
        if not country and key not in self.lex.cities:
            return False
        if _LOCATIVE_BEFORE.search(text, max(0, start - 24), start):
            return True
        if country and _COUNTRY_LEAD.search(text, max(0, start - 16), start):
            return True  # round 23: a route ("crossed by boat to Italy, then France"), an origin ("Origin: DR Congo")
        town = _CITY_COMMA_BEFORE.search(text, max(0, start - 32), start)
        if town is None:
            return False
        before = town.group(1).lower()
        # round 48: also a large city after its ward or district ("Suginami-ku, Tokyo", "Gangnam-gu, Seoul")
        return country and before in self.lex.cities or key in self.lex.major_cities and before.endswith(_WARD_SUFFIXES)

    @staticmethod
    def _column_row(doc: Doc, pos: int) -> bool:
        """The line holding ``pos`` is a row of a table aligned with spaces: four gaps of two spaces or more, where two
        spaces part its cells, not a name's words (round 58: "Prescriber    Qty  Bal   Collected by", "Initials
        Randomisation  Dispensed    By")."""
        return len(_CELL_GAP.findall(doc.text, doc.line_start(pos), doc.line_end(pos))) >= 4

    def _headers_and_signatures(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Display names in e-mail headers ("From: stephen duarte <s.d@x>", "Cc: Bina Mandal") and the name
        line under a sign-off ("Best regards,\nJohn Calderon"): staff names, any case."""
        out: list[Span] = []
        spans = list(found)
        live = Intervals.of(spans)  # the spans of ``found`` still kept (numbered as in ``spans``)
        added = Intervals()  # the spans of ``out``
        for rx in (_MAIL_HEADER, _SIGN_OFF, _SBAR, _GREETING, _RECORD_HEADER, _AGE_SEX_NAME):
            for m in doc.finditer(rx):
                a, b = m.span("n")
                val = m.group("n")
                while b > a and doc.text[b - 1] in " \t,.":
                    b -= 1
                val = doc.text[a:b]
                t0 = _RX19.match(val)
                if t0:
                    a += t0.end()
                    val = doc.text[a:b]
                words = _RX20.findall(val)
                if not 1 <= len(words) <= 5 or any(ch.isdigit() or ch in "@<>/|" for ch in val):
                    continue
                keys = [self._key(w) for w in words]
                sbar_ok = rx is _SBAR and (
                    (_RX22.fullmatch(val) is not None
                     and val not in _NOT_INITIALS)
                    or (_SHAPE_RX.fullmatch(val) is not None and self._shape_ok(val, loose=True)))
                if sbar_ok:
                    # "S: A.W., 47 M", "S: PARK, THIBAULT, RM 15": initials or a name in the SBAR slot
                    if "." in val and doc.text[b : b + 1] == ".":
                        b += 1
                elif rx in (_RECORD_HEADER, _AGE_SEX_NAME) and (not self._record_header_ok(words, keys, m.group("row")) or
                                                                added.overlapping(a, b)):
                    continue  # (the name line under a sign-off is the writer's, read as such above)
                elif any((k in BLOCK and k not in _PARTICLES and len(k) > 1) or k in NOT_PERSON_NEXT
                         or k in _HEADER_NOT_NAME for k in keys) and not self._listed_despite_words(words, keys) or (
                        rx is _MAIL_HEADER and len(keys) == 1 and keys[0] in _NEVER_NAME):  # ("CC: FSE": a chief
                    # complaint's full skin exam, not a copy to a person)
                    continue  # a middle initial "A." is not the word "a"
                elif not any(self.nameish(k) or self._morph(k) or self._zipf(k) < 2.5 for k in keys if len(k) > 1):
                    continue
                prior = [spans[k].label for k in sorted(live.overlapping(a, b))]
                if prior or b <= a:
                    # widen an existing partial name span instead of adding a second one
                    for k in live.within(a, b):
                        live.drop(k)
                    if live.overlapping(a, b):
                        continue
                if rx in (_RECORD_HEADER, _AGE_SEX_NAME):
                    label = prior[0] if prior else "PATIENT_NAME"  # (a role read from the context stays)
                elif rx is _SBAR:
                    label = "PATIENT_NAME"
                else:
                    label = self._label_or_patient(doc, a, b) if rx is _GREETING else "CLINICIAN_NAME"
                if rx is _MAIL_HEADER and t0 and t0.group(0)[:2].lower() != "dr" and _ADDRESS_AFTER.match(doc.text, b):
                    label = "PATIENT_NAME"  # "cc: Mrs Ana Ruiz, Flat 4, ...": the patient's copy of a letter
                if rx is _MAIL_HEADER and _RX21.match(m.group(0)) and _TRIAL_WORDS.search(doc.lower):
                    label = "INVESTIGATOR"  # the addressee of a trial query is the site's investigator
                out.append(Span(a, b, label, self.name + ".header", 0.8))
                added.add(a, b)
        found[:] = live.kept(spans)
        return out

    def _bracket_roles(self, doc: Doc, found: list[Span]) -> list[Span]:
        """One-word names tied to a role or relation by brackets (see ``_NAME_BEFORE_ROLE``): the word is a listed
        given name or surname, or (capitalised) a rare word, and no ordinary or document word."""
        out: list[Span] = []
        taken: Intervals | None = None  # (found and out: a scan of both per match made 1 MiB of "X (son)" quadratic)
        for rx in (_NAME_BEFORE_ROLE, _ROLE_BEFORE_NAME):
            for m in doc.finditer(rx):
                a, b = m.span("n")
                word = m.group("n")
                key = self._key(word)
                if key in NOT_PERSON_NEXT or key in _HEADER_NOT_NAME or key in _DOC_WORDS or key in _NEVER_NAME:
                    continue
                listed = min(self.lex.first.get(key, 10**9), self.lex.last.get(key, 10**9))
                if word.islower() and (self.lex.first.get(key, 10**9) > 5000 or self._zipf(key) >= 3.5) or (
                        key in BLOCK and listed > 1000) or (listed > 20000 and self._zipf(key) >= 2.5):
                    continue
                taken = taken or Intervals.of(found)
                if taken.overlapping(a, b):
                    continue
                rel = rx is _NAME_BEFORE_ROLE and m.group("r").lower() in _RELATION_IN_BRACKETS
                out.append(Span(a, b, "RELATIVE_NAME" if rel else "CLINICIAN_NAME", self.name + ".bracket", 0.75))
                taken.add(a, b)
        return out

    def _record_header_ok(self, words: list[str], keys: list[str], row: str | None) -> bool:
        """"SURNAME, Given" on a header line: the given name is a listed one (in a room's or label's row, a rare
        word will do: "RM 620-1  FAKATAVA, LOSANA"), no word is a document, ward or ordinary word ("HISTORY,
        PHYSICAL", "PLAN, Discussed"), and the surnames are names or rare words."""
        given = keys[-1] if len(keys[-1]) > 1 else keys[-2]
        if min(self.lex.first.get(g, 10**9) for g in (given, *given.split("-"))) > 20000 and not (
                row and self._zipf(given) < 2.0):
            return False  # ("JI-HOON": either part will do)
        for j, k in enumerate(keys):
            if len(k) > 1 and (k in NOT_PERSON_NEXT or k in _HEADER_NOT_NAME or k in _DOC_WORDS or k in _HEADER_WORDS
                               or k in BLOCK and k not in _PARTICLES and (j == len(keys) - 1 or self.lex.last.get(
                                   k, 10**9) > 5000)):
                return False  # (a surname that is also a word, "PARK, JI-HOON", is still a surname)
        # (a short unlisted surname in capitals is an abbreviation: "ESRD, ANURIC")
        return all((self.nameish(k) or self._morph(k) or self._zipf(k) < 3.0) and (len(k) > 4 or k in self.lex.last)
                   or self.lex.last.get(k, 10**9) <= 5000
                   for w in words[:-1] for k in (self._key(p) for p in w.split("-")) if len(k) > 1)

    def _listed_despite_words(self, words: list[str], keys: list[str]) -> bool:
        """A display name whose words include ordinary words that are also listed names ("Kwame Park", "Min Hou",
        "Rolando Fajardo Hill", "Jun Xia"): each such word is capitalised, a listed given name or surname and not
        a very common word, and another word is a name that is not an ordinary word."""
        if len(keys) < 2 or len(keys) > 4:
            return False
        plain = 0
        for w, k in zip(words, keys, strict=True):
            if len(k) < 2 or k in _PARTICLES:
                continue
            if k in BLOCK or k in NOT_PERSON_NEXT or k in _HEADER_NOT_NAME:
                if (k in _NEVER_NAME or k in _DOC_WORDS or k in _HEADER_WORDS or k in TITLES_CLIN or k in TITLES_PAT
                        or not w[0].isupper() or self._zipf(k) >= 5.5
                        or min(self.lex.first.get(k, 10**9), self.lex.last.get(k, 10**9) // 2) > 1500):
                    return False
            elif self.nameish(k) or self._morph(k) or self._zipf(k) < 2.5:
                plain += 1
            else:
                return False
        return plain >= 1

    def _without_lower_tail(self, text: str, a: int, b: int) -> int:
        """The end of a shaped name without the ordinary lower-case words the shape ran on into ("Dr. Ward will
        see", "Dr Ward said"): a capitalised name never continues with a common lower-case word (an all
        lower-case name, "yejide olusanya-medrano", keeps every word)."""
        words = list(_RX24.finditer(text, a, b))
        if len(words) < 2 or not words[0].group(0)[0].isupper():
            return b
        for w in words[1:]:
            k = w.group(0)
            if k.islower() and len(k) > 1 and k not in _PARTICLES and self._zipf(k) >= 3.0:
                cut = w.start()
                while cut > a and text[cut - 1] in " \t,":
                    cut -= 1
                return cut
        return b

    def _shape_ok(self, val: str, loose: bool) -> bool:
        """The words of a name in a structural slot: no document, clinical or function word; a word that is
        also a common English word (Ward, Park, Long, Day) only when it is a listed name."""
        words = _RX24.findall(val)
        longs = [w for w in words if len(w) > 1 and self._key(w) not in _PARTICLES]
        initial = len(longs) == 1 and len(words) == 2  # "N. May", "LONG J."
        if not longs or len(words) > 5:
            return False
        for w in longs:
            k = self._key(w)
            if (k in _NEVER_NAME and k != "ward") or k in _DOC_WORDS or (
                    k in TITLES_CLIN or k in TITLES_PAT or k in EPONYM_NEXT):
                return False
            if (k in NOT_PERSON_NEXT or k in _HEADER_NOT_NAME) and not (loose and w[0].isupper() and self.lex.last.get(k, 10**9) <= 5000):
                return False  # "Dr Ward", "HENRY LANE, RN" but not "Cardiology Ward" in other slots
            if w.isupper() and len(w) <= 3 and w in _NOT_INITIALS:
                return False
            listed = self._rank(k) <= 20000 or self._morph(k)
            if k in BLOCK and not (listed and w[0].isupper() and (self._zipf(k) < 5.5 or loose and initial)):
                return False
            if not listed and self._zipf(k) >= (3.5 if loose else 3.0):
                return False
            if not listed and w.islower() and self._zipf(k) >= 2.5:
                return False  # "DR pacemaker, interrogated": lower-case English words, not a lower-case name
        return True

    def _shaped(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Names in structural slots, whatever their case or origin: after a title ("Dr Ward", "Prof. LI G."),
        after a role label, also misspelt ("Monitor: N. Park", "Investigatir: L Company"), before an e-mail
        address ("LONG X. (x.long@...)"), before a credential on a signature line ("-- A. DUSE RN"), as the
        assessor of causality ("related (WEEKS D.)"), after "by" in a header field ("by Good L   Mode:")."""
        text = doc.text
        out: list[Span] = []
        spans = list(found)
        live = Intervals.of(spans)  # the spans of ``found`` still kept (numbered as in ``spans``)
        taken = Intervals.of(spans)  # the spans a new name may not overlap unless it replaces them
        jobs: list[tuple[re.Pattern[str], str | None]] = [
            (_SH_TITLE, None), (_SH_LABEL, "label"), (_SH_EMAIL, "CLINICIAN_NAME"), (_SH_CRED, "CLINICIAN_NAME"),
            (_SH_ASSESSOR, "INVESTIGATOR"), (_SH_BY, "CLINICIAN_NAME"), (_SH_CUE, None),
            (_SH_ROLE, "CLINICIAN_NAME"), (_SH_CRED_MID, "CLINICIAN_NAME"), (_SH_STAFF, "CLINICIAN_NAME"),
            (_SH_BABY, "PATIENT_NAME"), (_SH_PATRONYMIC, None),
        ]
        dwords = doc.words  # (one property lookup, not one per word tested)
        dotted = "D.O." in text or "M.D." in text  # (a dotted degree is no word of its own)
        for rx, fixed in jobs:
            if rx is _SH_TITLE and not any(w in dwords for w in _TITLE_WORDS):
                continue
            if rx is _SH_ASSESSOR and "related" not in dwords and "causality" not in dwords:
                continue
            if rx is _SH_BY and "by" not in dwords:
                continue
            if (rx is _SH_EMAIL and "@" not in text) or (rx is _SH_LABEL and ":" not in text and "    " not in text):
                continue
            if rx is _SH_CRED and not dotted and not any(w in dwords for w in _CRED_WORDS):
                continue
            if rx is _SH_ROLE and ("(" not in text or not any(w in dwords for w in _ROLE_WORDS)):
                continue
            if rx is _SH_CRED_MID and not any(w in dwords for w in _MID_CRED_WORDS):
                continue
            if rx is _SH_BABY and "baby" not in dwords:
                continue
            if rx is _SH_PATRONYMIC and not any(p in text for p in _PATRONYMIC_HINTS):
                continue  # (a capitalised word starts every try: only where a patronymic's ending stands)
            if rx is _SH_EMAIL:  # tried only where an e-mail address ends it, not at every position
                found_at = (_SH_EMAIL.search(text, max(0, am.start() - 200), am.end()) for am in _AT.finditer(text))
                matches: Iterable[re.Match[str]] = [m for m in found_at if m is not None]
            elif rx in (_SH_ROLE, _SH_CRED_MID):
                matches = self._shape_before(rx, text) if doc.may_match(rx) else []
            else:
                matches = doc.finditer(rx)
            for m in matches:
                a, b = m.span("n")
                while b > a and text[b - 1] in " \t,":
                    b -= 1
                if not doc.caps or not text[a:b].islower():  # (a capitalised name: in any note)
                    b = self._without_lower_tail(text, a, b)
                val = text[a:b]
                if rx is _SH_BABY and (c := val.find(",")) > 0 and (rest := val[c + 1 :].split()) and \
                        (self._key(rest[0]) in _NEVER_NAME or rest[0] in ("MRN", "NHS", "DOB", "ID", "GA", "EGA")):
                    b = a + c  # "Baby Boy Mukherjee-Osborne, MRN 28840177": the surname, then the record's field
                    val = text[a:b]
                if rx is _SH_TITLE and _mitral_not_title(doc, text[m.start() : m.start("n")], val):
                    continue
                if rx is _SH_TITLE and text[m.start() : m.start("n")].startswith(("dhr", "mevr", "drs")) and not (
                        val[:1].isupper()):
                    continue  # (round 68: a Dutch "dhr"/"mevr" for "he"/"she" before lower-case words, "dhr lag nog")
                if rx is _SH_ASSESSOR and val.upper() in _CAUSALITY_SCALES:
                    continue  # "Company causality (WHO-UMC): probable": the scale, not who assessed
                label = fixed
                if fixed == "label":
                    label = _role_label(m.group("lab"))
                    if label is None:
                        continue
                    lab = m.start("lab")
                    # (a bounded look back: from the line's start, a line of "First: Bea" fields was quadratic)
                    if m.group("lab").lower() in ("first", "middle") and not _SURNAME_FIELD_BEFORE.search(
                            text, max(doc.line_start(lab), lab - _SURNAME_FIELD_REACH), lab):
                        continue  # a form's given-name field only after its surname field ("First: Metformin" is a step)
                single = _RX20.fullmatch(val) is not None
                if single and rx not in (_SH_TITLE, _SH_LABEL, _SH_ASSESSOR, _SH_CUE, _SH_BABY):
                    continue
                if single and not val[0].isupper():
                    continue
                if single and rx is _SH_LABEL and doc.meta.get("transcript") and self._turn_word(self._key(val)):
                    continue  # "GP: Hello, is that ...": a speaker's turn, not a labelled name
                if single and (rx is _SH_CUE or rx is _SH_LABEL and (
                        " ".join(m.group("lab").lower().split()) in _STRICT_LABELS or _PIPE_AFTER.match(text, b))
                        and not _GIVEN_AFTER.match(text, b)) and (
                        self._rank(vkey := self._key(val)) > 5000 and not self._morph(vkey) or self._zipf(vkey) >= 4.0):
                    continue  # after a role phrase, a round-42 label or before a "|", one word must be a listed name
                    # that is not a common word
                short_surname = rx is _SH_TITLE and val[:2] in _SHORT_SURNAMES and val[2:] in ("", "'s", "’s") and \
                    m.group(0)[:2].lower() in ("mr", "ms", "mi")
                if short_surname:
                    b = a + 2
                    val = text[a:b]
                if not short_surname and not self._shape_ok(
                        val, loose=rx in (_SH_TITLE, _SH_CRED, _SH_ASSESSOR, _SH_ROLE, _SH_CRED_MID, _SH_STAFF)):
                    continue  # (but "Mr Do's preferred name": a Vietnamese surname that is also a word)
                if rx is not _SH_TITLE and len(vw := val.split()) >= 2 and not doc.caps and all(
                        self._key(w) in _NOT_A_NAME_ALONE or w.isupper() and 2 <= len(w.strip(".")) <= 3 for w in vw) and any(
                        self._key(w) in _NOT_A_NAME_ALONE for w in vw):
                    continue  # "Discussed with MO MED Dr Wan Faizal": a medical officer's post, not a name
                nxt = _RX25.match(text[b : b + 20])
                comma = text.find(",", a, b)
                if nxt and (nxt.group(1).lower() in NOT_PERSON_NEXT or nxt.group(1).lower() in EPONYM_NEXT) and not (
                        rx is _SH_TITLE and text.startswith(("'s", "’s"), b)):
                    if not (comma > a and nxt.group(1).lower() in NOT_PERSON_NEXT):
                        continue  # (but "ask Dr Whitworth's practice": a titled person's practice)
                    b = comma  # "Dr. Szentmiklosi, Freeman Health System": the facility took the given name's place
                elif comma > a and (w2 := _SECOND_WORD_AFTER.match(doc.lower, b)) and w2.group(1) in NOT_PERSON_NEXT:
                    b = comma  # "Dr. Quenneville, Kootenay Lake Hospital": the given name is the facility's first word
                if text.startswith(":", b) and (dbl := text.rfind("  ", a, b)) > a:
                    b = dbl  # "MR OYELARAN  ANAES: DR ...": the next field's label ends the name
                if rx is _SH_BABY or rx is _SH_TITLE:
                    # "Baby Girl" or a title is no part of the name, whatever was found over it ("Pr Anne-Sophie
                    # Lemaire-Diouf\nCompte" read as one name where "Pr" is not known as a title)
                    for ix in (live, taken):
                        for k in ix.overlapping(a, b):
                            if ix.span(k)[0] < a:
                                ix.drop(k)
                if inside := taken.overlapping(a, b):
                    relabel = rx in (_SH_LABEL, _SH_ASSESSOR, _SH_ROLE) and label is not None and any(
                        f.start == a and f.end == b and f.label != label and f.label in self.labels
                        for f in map(spans.__getitem__, live.within(a, b)))
                    inside_spans = [taken.span(k) for k in inside]
                    if relabel or all(a <= x and y <= b for x, y in inside_spans) and \
                            (b - a) > max(y - x for x, y in inside_spans):
                        for k in live.within(a, b):
                            live.drop(k)
                        for k in inside:
                            taken.drop(k)
                    else:
                        continue
                if label is None:
                    title = m.group(0)[: m.start("n") - m.start()].strip(" \t.").lower()
                    lab, ctx = self._context_label(doc, a, b)
                    label = lab if (ctx and lab) else (
                        "PATIENT_NAME" if title in TITLES_PAT or title in _TITLES_PAT_INTL or rx is _SH_PATRONYMIC
                        else "CLINICIAN_NAME")
                    if rx is _SH_PATRONYMIC and (f := _FIELD_BEFORE.search(text, max(0, a - 40), a)):
                        label = _role_label(f.group(1)) or label  # ("Vrach: Abenova Raushan Serikovna")
                out.append(Span(a, b, label, self.name + ".shape", 0.75))
                taken.add(a, b)
        found[:] = live.kept(spans)
        return out

    @staticmethod
    def _shape_before(anchor: re.Pattern[str], text: str) -> list[re.Match[str]]:
        """Name shapes that end right where ``anchor`` (a role in brackets, a credential) matches."""
        out = []
        for am in anchor.finditer(text):
            m = _SHAPE_END.search(text, max(0, am.start() - 80), am.start())
            if m is not None:
                out.append(m)
        return out

    def _owner_column(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Action-item tables: the cell under an "Owner" / "Responsible" / "Assigned to" header, row by row
        (columns aligned with spaces; a cell is text between runs of 2+ spaces)."""
        dwords = doc.words
        if not any(w in dwords for w in ("owner", "responsible", "assigned", "assignee", "actionee", "whom")):
            return []
        text = doc.text
        out: list[Span] = []
        taken = [(f.start, f.end) for f in found]
        for hm in doc.finditer(_OWNER_HEAD):
            col = len(hm.group("pre"))
            pos = text.find("\n", hm.end())
            rows = 0
            while pos >= 0 and rows < 40:
                ls = pos + 1
                le = text.find("\n", ls)
                le = len(text) if le < 0 else le
                line = text[ls:le]
                if not line.strip():
                    break
                rows += 1
                pos = le if le < len(text) else -1
                best: tuple[int, int, int] | None = None
                for cm in _CELL.finditer(line):
                    d = abs(cm.start() - col)
                    if cm.start() > 0 and line[cm.start() - 1] in " \t" and (
                            cm.start() < 2 or line[cm.start() - 2] in " \t") and d <= 8 and (best is None or d < best[0]):
                        best = (d, cm.start(), cm.end())
                if best is None:
                    continue
                a, b = ls + best[1], ls + best[2]
                while b > a and text[b - 1] in ",; \t":  # "Chaudhry \nI": a cell wrapped at a space
                    b -= 1
                val = text[a:b]
                if not _SHAPE_RX.fullmatch(val) or not self._shape_ok(val, loose=True) or val.lower() in _UNOWNED:
                    continue
                inside = [(x, y) for x, y in taken if x < b and a < y]
                if inside and all(a <= x and y <= b for x, y in inside) and (a, b) not in inside:
                    # part of the cell was found ("Wen" of "Min Wen", "Qiang" of "MAC HE, Qiang"): the cell is the name
                    found[:] = [f for f in found if not (a <= f.start and f.end <= b)]
                    taken = [t for t in taken if t not in inside]
                elif inside:
                    # the owner of an action is staff: relabel a same-extent span that lacked the context
                    found[:] = [Span(f.start, f.end, "CLINICIAN_NAME", f.source, f.score)
                                if (f.start, f.end) == (a, b) and f.label == "PATIENT_NAME" else f for f in found]
                    continue
                out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".owner", 0.75))
                taken.append((a, b))
        return out

    def _coordinated(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Names listed with a found name: "Marrero and Murphy", "Monjeau, Graves and Reed"."""
        text = doc.text
        out: list[Span] = []
        frontier = [s for s in found if not s.source.endswith(".initials")]
        taken = Intervals.of(found)  # (round 35: a list scanned per match made "Kata Iyunga, " x 1 MiB quadratic)
        for _ in range(6):
            new: list[Span] = []
            for sp in frontier:
                for m in (_COORD_BEFORE.search(text, max(0, sp.start - 40), sp.start),
                          _COORD_AFTER.match(text, sp.end)):
                    if m is None:
                        continue
                    a, b = m.span("n")
                    key = self._key(m.group("n"))
                    popular = self._rank(key) <= 150 and self._zipf(key) < 5.6
                    if key in _NOT_A_NAME_ALONE or key in NOT_PERSON_NEXT or (self._zipf(key) >= 4.0 and not popular) or (
                            taken.overlapping(a, b)) or self._joined_words(m.group("n")) or m.group("n") == "AuD":
                        continue
                    if (nx := _RX15.match(text, b, b + 20)) and nx.group(1).lower() in NOT_PERSON_NEXT:
                        continue  # "Dr. Szentmiklosi, Freeman Health System": a facility's first word
                    span = Span(a, b, sp.label, self.name + ".coordinated", 0.5)
                    new.append(span)
                    taken.add(a, b)
            if not new:
                break
            out.extend(new)
            frontier = new
        return out

    def _label_or_patient(self, doc: Doc, a: int, b: int) -> str:
        """The label of a name found by its shape alone: its context's (a letter heading over a practice, a
        sign-off, a role) when there is one, else patient."""
        lab, ctx = self._context_label(doc, a, b)
        return lab if ctx and lab else "PATIENT_NAME"

    def _name_lines(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A line that is only a name (signature, letter or CV heading): 2-3 capitalised tokens, one of them a
        known given name or surname, none a document word."""
        out: list[Span] = []
        taken = TakenSpans(found)
        for m in doc.finditer(_NAME_LINE):
            g = "n" if m.group("n") else "l"
            a, b = m.span(g)
            if taken.overlaps(a, b):
                continue
            keys = [self._key(w) for w in m.group(g).split()]
            if g == "l":
                ks = [k for k in keys if len(k) > 1]
                if not (len(ks) >= 2 and self.lex.first.get(ks[0], 10**9) <= 2000 and (
                        self.lex.last.get(ks[-1], 10**9) <= 5000 or self._morph(ks[-1])) and all(
                        k not in BLOCK and self._zipf(k) < 4.5 for k in ks)):
                    continue
            if any(k in BLOCK or k in NOT_PERSON_NEXT or k in _PARTICLES or self._zipf(k) >= 4.5 for k in keys):
                continue
            if not any(self.lex.first.get(k, 10**9) <= 3000 or self.lex.last.get(k, 10**9) <= 5000 for k in keys):
                continue
            if any(k in self.lex.cities and self._rank(k) > 300 for k in keys):
                continue
            out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".line", 0.5))
        return out

    def _listed_children(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Relatives listed with their ages after "kids", "siblings", "grandchildren"."""
        out: list[Span] = []
        taken = TakenSpans(found, out)  # (an index: one scan of found per match made 1 MiB of these quadratic)
        for m in doc.finditer(_KIN_LIST):
            a0 = m.start("list")
            for n in _NAME_BEFORE_AGE.finditer(m.group("list")):
                a, b = a0 + n.start("v"), a0 + n.end("v")
                if self._key(n.group("v")) in _NOT_A_NAME_ALONE or taken.overlaps(a, b):
                    continue
                out.append(Span(a, b, "RELATIVE_NAME", self.name + ".relative", 0.7))
            # (round 38: an age without brackets in the list, "Siblings: Ruby 6 (Logan Reserve State School), Eli 3.")
            for n in _NAME_BEFORE_BARE_AGE.finditer(m.group("list")):
                a, b = a0 + n.start("v"), a0 + n.end("v")
                key = self._key(n.group("v"))
                if key in _NOT_A_NAME_ALONE or self.lex.first.get(key, 10**9) > 3000 or taken.overlaps(a, b):
                    continue
                out.append(Span(a, b, "RELATIVE_NAME", self.name + ".relative", 0.7))
        # round 38: a listed given name with a bracketed age, then what the child does ("Aoibhe (4) has been asking
        # questions"); not a common word ("Grade (2)", "Will (3)"), nor a score's or a brand's ("Braden (14) - at
        # risk", "Forrest (2) ulcer", "Yasmin (3) packs")
        if "(" in doc.text:
            for n in doc.finditer(_NAME_BEFORE_AGE_VERB):
                a, b = n.span("v")
                key = self._key(n.group("v"))
                rank = self.lex.first.get(key, 10**9)
                if key in _NOT_A_NAME_ALONE or key in _MONTH_NAMES or key in CLINICAL_EPONYMS or not (
                        rank <= 3000 and self._zipf(key) < 3.5 or rank <= 500 and self._zipf(key) < 4.0) or (
                        taken.overlaps(a, b)):
                    continue
                out.append(Span(a, b, "RELATIVE_NAME", self.name + ".relative", 0.7))
        return out

    def _transcript_speakers(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Speakers after a time stamp ("[00:05:30] LONG: I'd recommend ..."), when at least two lines of the note
        are spoken; not a role ("Interpreter:", "RN:"), a heading ("Plan:") or a clinical abbreviation."""
        hits = list(doc.finditer(_TRANSCRIPT_SPEAKER))
        if len(hits) < 2:
            return []
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in hits:
            a, b = m.span("v")
            if _DASH_BEFORE_SENDER.search(text_before := doc.text[m.start() : a]) and "/" not in text_before:
                continue  # "09:00 - Registration:": an agenda's item; a chat export's dash follows its date
            keys = [self._key(w) for w in m.group("v").split()]
            if any(k in _NOT_A_NAME_ALONE or k.upper() in _NOT_INITIALS or k in NOT_PERSON_NEXT for k in keys) or (
                    len(keys) == 1 and not m.group("v").isupper() and self._zipf(keys[0]) >= 4.5
                    and self.lex.first.get(keys[0], 10**9) > 1000) or taken.overlaps(a, b):
                continue
            if m.group("v")[0].islower() and not all(
                    self._zipf(k) < 4.0 and (self.lex.first.get(k, 10**9) <= 3000 or self.lex.last.get(k, 10**9) <= 5000
                                             or self._morph(k)) for k in keys):
                continue  # a speaker in lower case only when the name lists know every word and none is common
            out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".speaker", 0.6))
        return out

    def _dialogue(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Speaker names at the start of a line ("Heather: ...", "mika: \"who are you?\"")."""
        out: list[Span] = []
        taken = TakenSpans(found)  # (an index: 1 MiB of "Dictated: AK" lines asked each speaker about every span)
        for m in doc.finditer(_DIALOGUE):
            a, b = m.span("n")
            k = m.group("n").lower()
            if k in BLOCK or k in NOT_PERSON_NEXT or taken.overlaps(a, b):
                continue
            if _SYMBOL_AFTER_LABEL.match(doc.text, b):
                continue  # "Gene: FBN1   Transcript: NM_000138.5": a report's field, not a speaker
            if (self.lex.first.get(k, 10**9) <= 1000 and self._zipf(k) < 4.8) or self._morph(k):
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".dialogue", 0.45))
        return out

    def _self_intros(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Names in lower case that only their cue tells apart: a sender introducing themselves after a greeting
        ("hi dr ferraro-lim its minseo jang"), a full name owning a relative ("tajudeen adebanjo's son"). Each word
        must be rare in English (or a popular given name that is not a common word): "this is urgent", "its me",
        "its been", "the patient's son" are not names."""
        out: list[Span] = []

        def rare(w: str, given: bool) -> bool:
            if w in BLOCK or w in NOT_PERSON_NEXT:
                return False
            z = self._zipf(w)
            rank = self.lex.first.get(w, 10**9) if given else self.lex.last.get(w, 10**9)
            return z < 3.0 or self._morph(w) or (rank <= 1000 and z < 4.0)

        taken = TakenSpans(found, out)

        def add(a: int, b: int) -> None:
            if not taken.overlaps(a, b):
                out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".intro", 0.45))

        for m in doc.finditer(_SELF_INTRO):
            first, last = m.group("v").lower(), (m.group("w") or "").lower()
            if last in _ORG_AFTER_INTRO or not rare(first, True):
                continue
            a, b = m.span("v")
            if last and rare(last, False):
                b = m.end("w")
            add(a, b)
        for m in doc.finditer(_LOWER_OWNER):
            first, last = m.group("v").lower().split()
            if rare(first, True) and rare(last, False):
                add(*m.span("v"))
        if not doc.caps and mostly_lower(doc):
            for m in doc.finditer(_LOWER_TITLED):
                titled_end = self._lower_titled_end(m)
                if titled_end is not None:
                    add(m.start("v"), titled_end)
        if not doc.caps and doc.text.islower():
            for m in doc.finditer(_LOWER_DOCTOR):
                w = m.group("v")
                z = self._zipf(w)
                if w not in _NOT_A_NAME_ALONE and (z < 2.5 or z < 3.2 and self.lex.last.get(w, 10**9) <= 5000
                                                     or z < 4.0 and self.lex.last.get(w, 10**9) <= 300
                                                     or z < 4.8 and self.lex.last.get(w, 10**9) <= 3000
                                                     and _LOWER_DR_DID.match(doc.text, m.end())):
                    add(*m.span("v"))  # (a surname that is a word, when the doctor is told or does something:
                    # "dr wolf aware", "dr brown paged")
            for m in doc.finditer(_LOWER_SIGNOFF):
                g = "v" if m.group("v") else "w"
                sur = m.group("s") or m.group("t")
                if self._zipf(sur) < 4.0 and sur not in _NOT_A_NAME_ALONE:
                    add(*m.span(g))
        return out

    def _lower_given(self, w: str, strong: bool) -> bool:
        """A lower-case word after a cue that may be a given name: a listed one, not a common word (after a role or a
        relation a commoner one passes: "wife grace", "pharmacist mark")."""
        if w in _NOT_A_NAME_ALONE or w in NOT_PERSON_NEXT or w in _LOWER_NEVER_GIVEN or (
                not strong and (w in _LOWER_CUE_NOT or len(w) < 3)) or (
                len(w) > 4 and w.endswith(("ed", "ing")) and self._zipf(w) >= 2.5):
            return False  # (nor a verb that a name list happens to hold: "coded:")
        return self.lex.first.get(w, 10**9) <= 3000 and self._zipf(w) < (5.3 if strong else 4.5)

    def _lower_surname(self, w: str, loose: bool = False) -> bool:
        """A lower-case word after a given name that may be its surname: in the name lists and rare in English, or
        rarer still ("alan chu", "albert renshaw", "marcy blum"; not "jill spoke", "ana badge")."""
        if w in _NOT_A_NAME_ALONE or w in NOT_PERSON_NEXT or w in _PARTICLES or _CLINICAL_WORD_END.search(w):
            return False
        parts = [p for p in w.split("-") if p]
        if not parts:
            return False
        z = max(self._zipf(p) for p in parts)
        rank = max(self.lex.last.get(p, 10**9) for p in parts)
        listed = all(self.lex.last.get(p, 10**9) <= 20000 or self.lex.first.get(p, 10**9) <= 3000 or self._morph(p)
                     for p in parts)
        return listed and (z < 3.6 or rank <= 1000 and z < (4.5 if loose else 4.0)) or z < 2.0

    def _lower_name_end(self, v: str, base: int, strong: bool) -> int | None:
        """Where a lower-case name starting ``v`` (at ``base``) ends, or None: a given name, then particles, an
        initial and surnames ("ramona de la cruz", "tyler j moss", "deb m"), or an initial and a surname after a
        role ("nurse: t. leblanc")."""
        words = [(m.start(), m.end(), m.group().rstrip(".")) for m in re.finditer(r"[^ \t]+", v)]
        first = words[0][2]
        if len(first) == 1:
            if strong and len(words) > 1 and v[words[0][1] - 1] == "." and first not in "ai" and \
                    self._lower_surname(words[1][2], loose=True) and self.lex.last.get(words[1][2], 10**9) <= 5000:
                return base + words[1][1] - (1 if v[words[1][1] - 1] == "." else 0)
            return None
        if not self._lower_given(first, strong) and not (
                # (round 58: a given name that is also a word, before a surname rarer than any word: "niece hope
                # lindqvist"; not "daughter will visit", "wife hope smith")
                strong and len(words) > 1 and self.lex.first.get(first, 10**9) <= 3000 and self._zipf(words[1][2]) < 2.5
                and self._lower_surname(words[1][2])):
            return None
        end = words[0][1] - (1 if v[words[0][1] - 1] == "." else 0)
        j = 1
        while j < len(words):
            w = words[j][2]
            k = j
            while k < len(words) - 1 and words[k][2] in _PARTICLES:
                k += 1  # "de la cruz", "van der berg"
            if k > j and self._lower_surname(words[k][2], loose=True):
                end = words[k][1]
                j = k + 1
                continue
            if len(w) == 1 and w not in "ai":
                if j + 1 < len(words) and self._lower_surname(words[j + 1][2]):
                    end = words[j + 1][1]
                    j += 2
                    continue
                if words[j][1] == len(v) and not v.endswith("."):
                    end = words[j][1]  # a surname's initial closing the name: "deb m (answering svc)"
                break
            if self._lower_surname(w):
                end = words[j][1]
                j += 1
                continue
            break
        while end > 0 and v[end - 1] == ".":
            end -= 1  # the sentence's full stop or an initial's dot ends the name, outside it ("alan chu.")
        return base + end

    def _lower_cued(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Names in a note typed in lower case after a role, a relation or a word of talking to someone ("rph alan
        chu", "aide tiffani", "his wife june", "spoke to jill", "hi gary"), and chat speakers at the start of a
        line ("mike dunleavy 14:02:", "19:41 - bec h:", "staff (brianna):")."""
        out: list[Span] = []
        text = doc.text
        covered = Coverage(len(text), found)

        def add(a: int, b: int) -> None:
            if b > a and not covered.hits(a, b):
                out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".lower_cue", 0.45))
                covered.add(a, b)

        for m in doc.finditer(_LOWER_CUED):
            b = self._lower_name_end(m.group("v"), m.start("v"), m.group("strong") is not None)
            if b is not None:
                add(m.start("v"), b)
        for m in doc.finditer(_LOWER_SPEAKER):
            if not (m.group("pre") or m.group("dash") or m.group("post") or m.group("r")):
                continue  # a bare "word:" opening a line is a field ("na: 135", "mobility: walker"), not a speaker
            ws = m.group("v").split()
            if self._zipf(ws[0]) < 5.0 and self._lower_given(ws[0], True) and (
                    len(ws) == 1 or len(ws[1]) == 1 or self._lower_surname(ws[1])):
                add(*m.span("v"))
            elif m.group("r") and " " not in m.group("r") and self._lower_given(m.group("r"), True):
                add(*m.span("r"))  # "staff (brianna):"
        for m in doc.finditer(_ROOM_ROW):
            ws = m.group("v").split()
            # (a single word only when English has no such word: "rm 3 fall 80f", "rm 5 ha 28f" are not names)
            if self._lower_given(ws[0], True) and (len(ws) > 1 or self._zipf(ws[0]) < 3.0) and all(
                    w in _PARTICLES or w.rstrip(".") in ("vda", "viuda") or self._lower_surname(w, True) or
                    self._lower_given(w, True) for w in ws[1:]):
                add(*m.span("v"))
        return [s for s in out if text[s.start:s.end].islower()]

    def _lower_titled_end(self, m: re.Match[str]) -> int | None:
        """Where the name after a lower-case title ends (``_LOWER_TITLED``), or None: the words taken are a given
        name (or rare word) then rare surnames, each in the name lists or of a surname's shape, none a common word
        ("mr sunday ogunleye": a popular given name that is a word, then a rare surname; not "dr aware",
        "mr severe", "pt ambulated")."""
        words = m.group("v").split()
        base = m.start("v")
        end = None
        pos = 0
        for i, w in enumerate(words):
            pos = m.group("v").index(w, pos) + len(w)
            parts = w.split("-")
            z = max(self._zipf(p) for p in parts)
            if i == 0 and _STAFF_GRADE.match(m.group(0)) and self.lex.first.get(w, 10**9) <= 2000 and z < 4.0 and \
                    w not in _NOT_A_NAME_ALONE and w not in NOT_PERSON_NEXT:
                end = base + pos  # a junior doctor or HCA by given name alone: "fy1 rosie", "hca precious"
                continue
            if i == 0 and len(words) > 1 and self.lex.first.get(w, 10**9) <= 3000 and z < 5.5 and \
                    w not in NOT_PERSON_NEXT:
                if not (z < 3.0 and w not in _NOT_A_NAME_ALONE):
                    continue  # a given name that is also a word ("sunday"): taken only with the surname after it
            elif w in _NOT_A_NAME_ALONE or w in NOT_PERSON_NEXT or any(p in BLOCK for p in parts):
                break
            listed = all(self.lex.first.get(p, 10**9) <= 20000 or self.lex.last.get(p, 10**9) <= 20000 or self._morph(p)
                         for p in parts)
            if listed and z < (3.5 if len(parts) > 1 else 3.0):
                end = base + pos
                continue
            if end is not None and z < 1.5 and not _CLINICAL_WORD_END.search(w):
                end = base + pos  # a surname no list holds after a name that is ("hodan warfaa", "abdiqani cabdullahi")
                continue
            break
        return end

    def _lowercase_lists(self, doc: Doc, found: list[Span]) -> list[Span]:
        """"they had 6: silvana, adam, christopher and caleb": a list of lower-case popular given names."""
        out: list[Span] = []
        taken = TakenSpans(found)
        for m in doc.finditer(_LOWER_LIST):
            items = list(_RX26.finditer(m.group(0)))
            names = [it for it in items if it.group(0) not in ("and", "or", "&")]
            good = [it for it in names if self.lex.first.get(it.group(0), 10**9) <= 1000 and it.group(0) not in BLOCK]
            if len(names) >= 3 and len(good) >= 0.75 * len(names):
                for it in good:
                    a, b = m.start() + it.start(), m.start() + it.end()
                    if not taken.overlaps(a, b):
                        out.append(Span(a, b, "PATIENT_NAME", self.name + ".list", 0.45))
        return out

    def _lowercase_pairs(self, doc: Doc, toks: list[tuple[int, int]], found: list[Span]) -> list[Span]:
        """"follow up with patricia desrosiers": a popular given name then a surname, both in lower case."""
        out: list[Span] = []
        text = doc.text
        words = doc.meta["name_words"]
        lows = list(map(str.islower, words))
        taken = TakenSpans(found)
        for i in itertools.compress(range(len(toks) - 1), map(operator.and_, lows, lows[1:])):
            a, b = words[i], words[i + 1]  # (both lower case)
            s1, e1 = toks[i]
            s2, e2 = toks[i + 1]
            if text[e1:s2] != " ":
                continue
            if len(b) == 1 and i + 3 < len(toks) and text[toks[i + 1][0]] == "." and text[toks[i + 1][1]:toks[i + 2][0]] == " " \
                    and toks[i + 1][0] == e2:
                s3, e3 = toks[i + 2]
                c = text[s3:e3]
                if c.islower() and self.lex.first.get(a, 10**9) <= 1000 and (self.lex.last.get(c, 10**9) <= 5000 or
                                                                              self._morph(c)) and \
                        not taken.overlaps(s1, e3):
                    out.append(Span(s1, e3, self._label_or_patient(doc, s1, e3), self.name + ".lower", 0.45))
                continue
            if len(b) == 1 and i + 2 < len(toks) and text[toks[i + 1][1] : toks[i + 2][0]] == " ":
                # "emidio p lombardo": given name, middle initial, surname
                s3, e3 = toks[i + 2]
                c = text[s3:e3]
                if c.islower() and b not in ("a", "i") and self._zipf(a) < 4.0 and \
                        self.lex.first.get(a, 10**9) <= 1000 and self.lex.last.get(c, 10**9) <= 5000 and \
                        self._zipf(c) < 3.0 and not taken.overlaps(s1, e3):
                    # (not "working as a forklift driver": a word, the article, a word)
                    out.append(Span(s1, e3, self._label_or_patient(doc, s1, e3), self.name + ".lower", 0.45))
                continue
            if a in BLOCK or b in BLOCK or self.lex.first.get(a, 10**9) > 1000 or self._zipf(a) >= 4.0:
                continue
            rank_b = self.lex.last.get(b, 10**9)
            if not (rank_b <= 5000 and self._zipf(b) < 3.0 or rank_b <= 300 and self._zipf(b) < 4.0 and b not in BLOCK):
                continue  # (a top surname may be a rarer English word too: "rhonda reyes", "maria cruz")
            if taken.overlaps(s1, e2):
                continue
            out.append(Span(s1, e2, self._label_or_patient(doc, s1, e2), self.name + ".lower", 0.45))
        return out

    def _initials(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Patient/relative initials with a cue: "Initials: R.B.", "(initials M.C.)", "wife (J.S.)",
        "The patient (R.P., 34 years", "RND-92586 (AC):"."""
        out: list[Span] = []
        text = doc.text
        covered = Coverage(len(text), found)
        for m in doc.finditer(_LOWER_INITIALS):
            s, e = m.span("v")
            if not covered.hits(s, e):
                out.append(Span(s, e, "PATIENT_NAME", self.name + ".initials", 0.7))
                covered.add(s, e)
        for rx in (_INITIALS_AT_BIRTH, _INITIALS_AFTER_SUBJECT):
            for m in doc.finditer(rx):
                s, e = m.span("v")
                v = m.group("v")
                if covered.hits(s, e) or v.replace(".", "").replace(" ", "").upper() in _NOT_INITIALS_BARE:
                    continue
                out.append(Span(s, e, "PATIENT_NAME", self.name + ".initials", 0.7))
                covered.add(s, e)
        for m in doc.finditer(_INITIALS_RE):
            v = m.group(0).strip()
            s, e = m.start(), m.start() + len(v)
            if covered.hits(s, e) or v.lower() in _CONTACT_CUE_WORDS and _DIGIT_AFTER.match(text, e):
                continue  # (not "son Tan Boon Huat (NOK) HP 8233 0917": a handphone's cue)
            if v.upper() in ("RE", "FW", "FWD") and text.startswith(":", e):
                continue  # "Subject: RE: RE: Transfer request": an e-mail's reply prefix
            before = doc.lower[max(0, s - 30) : s]
            after = text[e : e + 14]
            dotted = "." in v
            upper = v.replace(".", "").replace(" ", "").isupper()
            label = None
            strong_cue = False
            if _RX27.search(before) and _RX28.match(after):
                label, strong_cue = "PATIENT_NAME", True
            elif dotted and _TITLE_INITIALS_BEFORE.search(before):
                label, strong_cue = "PATIENT_NAME", True  # "Mr K.L.T., 46, attended ED": a patient by title and initials
            elif _RX29.search(before) and (
                _RX30.match(after) or _REPORT_VERB.match(text, e)
            ):
                label, strong_cue = "PATIENT_NAME", True  # "D: PT CS (80 MALE)", "PT EL STATES ..."
            elif _RX31.search(before) or _RX32.search(before
            ):
                label, strong_cue = "PATIENT_NAME", True
            elif (lm := _LABEL_BEFORE.search(before)) and _role_label(lm.group(1)) == "PATIENT_NAME":
                label, strong_cue = "PATIENT_NAME", True  # "Pateint: M.C.", "Pt naame: ZH" (typos in the label)
            elif _RX33.search(before) and _RX34.match(after):
                label, strong_cue = "PATIENT_NAME", True
            elif dotted and _RX35.search(before):
                label = "PATIENT_NAME"
            elif _RX36.search(before) and _RX37.match(after):
                label, strong_cue = "PATIENT_NAME", True  # subject id then (initials):
            elif (dotted or upper) and _RX38.match(after
            ) and _RX39.search(before):
                label = "PATIENT_NAME"  # "On 01/08/2021, O.A. reported ..."
            elif (dotted or upper) and v.upper() not in _NOT_KIN_INITIALS and before.rstrip(" (:,").endswith(
                    _REL_TAILS) and not (v.upper() in _TEAM_ROLES and before.rstrip(" (:,").endswith(("w/", "with"))):
                # (a relation cue ends right before: the text ends with a cue's last word; not a team member after
                # "with", round 53: "arranged w/ GP", "joint visit with OT")
                rel = list(_CUES[1][1].finditer(before))
                # (round 66: not a form's field after its label's first word: "Family ID:", "Clinical contact NZ:")
                if rel and before[rel[-1].end() :].strip(" (:,") == "" and not (
                        text.startswith(":", e) and before.endswith((" ", "\t")) and before[-2:-1].isalpha()):
                    label, strong_cue = "RELATIVE_NAME", True
            if label is None or v in _TEST_ACRONYMS and not _INITIALS_WORD.search(before):
                continue  # ("re: INR 4.6": a test after the cue, not initials; "(initials ECG)" are)
            if text.startswith("-", e) and text[e + 1 : e + 2].isdigit():
                continue  # "re: GLP-1 RA", "re: IL-6": a molecule's code, not initials
            if not strong_cue and (v.upper() in _NOT_INITIALS or not (upper or dotted)):
                continue
            if len(v) >= 3 and not dotted and v.upper() in _NOT_INITIALS and not _INITIALS_WORD.search(before):
                continue  # "daughter, SOB with exertion", "re: POA": a clinical abbreviation even after a cue
                # (but "Initials: MAU", "(initials ECG)": the label says they are initials)
            if v.upper() in _NOT_INITIALS and not dotted and not doc.caps and re.match(r"[ \t][A-Z]{3,}", text[e : e + 5]):
                continue  # "RE: NEW TRANSPLANT REFERRAL": a heading in capitals, not initials
            if v in _CAPS_CONJUNCTIONS and _CAPS_WORD_BEFORE.search(text, max(0, s - 24), s) and re.match(
                    r"[ \t][A-Z]{2,}", text[e : e + 4]):
                continue  # "ADVERSE EVENT OR PRODUCT PROBLEM": a word between words in capitals, not initials
            out.append(Span(s, e, label, self.name + ".initials", 0.7))
        return out

    @staticmethod
    def _plain_mark(v: str) -> bool:
        """A step's mark that is no abbreviation, action or document word."""
        return not (v.upper() in _NOT_INITIALS or v.upper() in _ACTION_NOT_INITIALS or v.lower() in _NEVER_NAME)

    def _staff_marks(self, doc: Doc, found: list[Span]) -> list[Span]:
        """The initials or login a lab, audit or log line signs with, after the step it signs ("Performed: RBL /
        TNP", "Checked: admin TK", "Histotech: CRD", "intake: mk", "Logged by: m.adeleke", "Clinic prep by LH.",
        "PRINTED ... BY JRAMSEUR", "[11/03 09:20 m.adeleke]"), and a pair of initials signing a line with its
        date ("CNE / FR 03/03/2026")."""
        out: list[Span] = []
        text = doc.text
        covered = Coverage(len(text), found)  # (thousands of marks in a long log: no scan of all spans per mark)
        for rx in _STAFF_MARK_RES:
            for m in doc.finditer(rx):
                groups = ("v", "w") if "w" in rx.groupindex else ("v",)
                # (two marks side by side, one of them no abbreviation, are two people: "Checked: PR / AMcL")
                paired = m.start(groups[-1]) >= 0 and any(
                    self._plain_mark(m.group(g)) for g in groups)
                for g in groups:
                    a, b = m.span(g)
                    if a < 0 or covered.hits(a, b):
                        continue
                    v = text[a:b]
                    if not self._plain_mark(v) and not (paired and 2 <= len(v) <= 3 and v.isupper()
                                                        and v not in _ACTION_NOT_INITIALS):
                        continue
                    if (v.islower() or v.isupper()) and len(v) >= 5 and "." not in v and (
                            self._zipf(v.lower()) >= 2.0 or v.lower() in BLOCK):
                        continue  # a word, not a login ("Notes by hand", "BY FAX")
                    out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_mark", 0.7))
                    covered.add(a, b)
        return out

    def _sentence_end_initials(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Initials signing an entry after its last sentence ("... released to the funeral director. Closed. HS"):
        on the note's last line, or where several lines end so; never letters the note uses anywhere else (an
        acronym ending a sentence is used elsewhere too), nor an abbreviation or a word."""
        text = doc.text
        marks = list(doc.finditer(_SENTENCE_END_INITIALS))
        if not marks:
            return []
        last = len(text.rstrip())
        starts = {m.start() for m in marks}
        out: list[Span] = []
        taken = TakenSpans(found, out)
        used_elsewhere: dict[str, bool] = {}  # (one scan of the note per distinct mark, not per mark)
        for m in marks:
            a, b = m.span("v")
            v = m.group("v")
            if not (len(marks) >= 2 or b == last) or not self._plain_mark(v) or v in _TEST_ACRONYMS or self._zipf(
                    v.lower()) >= 4.5:
                continue
            if v not in used_elsewhere:
                used_elsewhere[v] = any(o.start() not in starts for o in re.finditer(rf"(?<![\w/]){v}(?![\w/])", text))
            if used_elsewhere[v] or taken.overlaps(a, b):
                continue
            out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_mark", 0.7))
        return out

    def _staff_initials(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A nurse's or coordinator's initials where staff sign or are named by role: a dash signature ending a line
        ("... VM left. -jrv", "-kd lpn", "-BFH"), a typist ("Transcribed: kmh"), a role before or after ("night RN
        (JT)", "RN AB", "d/w MK (fellow)", "Nalani Kauhane-Ortiz, RN (NKO)")."""
        out: list[Span] = []
        taken = TakenSpans(found, out)  # (an index: a 1 MiB dictation log holds tens of thousands of initials)
        ticked: Counter[str] | None = None  # (how often each initials are ticked: counted once, not per tick)
        closed: Counter[str] | None = None  # (the same for initials closing entries in brackets)
        for rx in (_DASH_SIGNATURE, _TYPIST_INITIALS, _ROLE_INITIALS, _INITIALS_ROLE, _TYPIST_PAIR, _ROLE_SLASH,
                   _CHECKED_BY, _PAIR_CHECK, _DICTATION_TYPIST, _SIGNED_DOTTED_INITIALS, _TICKED_INITIALS,
                   _BRACKET_CLOSED_ENTRY):
            for m in doc.finditer(rx):
                if rx is _BRACKET_CLOSED_ENTRY:
                    closed = closed or Counter(g for t in doc.finditer(_BRACKET_CLOSED_ENTRY)
                                               for g in t.group("v", "w") if g)
                    if closed[m.group("v")] < 2 or m.group("v") in _CHART_CODES:
                        continue  # (once is an abbreviation as likely as initials: "... as per plan (ICU)")
                if rx is _TICKED_INITIALS:
                    ticked = ticked or Counter(t.group("v") for t in doc.finditer(_TICKED_INITIALS))
                if rx is _TICKED_INITIALS and (ticked[m.group("v")] < 2 or not _DOSE_ON_LINE.search(
                        doc.text, max(doc.line_start(m.start()), m.start() - 200), m.start())
                        or m.group("v") in _CHART_CODES):
                    continue  # (a chart's initials sign more than one dose, on a dose's line: not "✔OK" once, nor
                    # a checklist's abbreviations, "Compression ✔TED ✔TED", "Tubes: ✓SST ✓SST")
                groups = [g for g in ("v", "w", "x", "y", "z", "u") if g in rx.groupindex and m.start(g) >= 0]
                # (two people's initials side by side are initials even when they spell an abbreviation: "KR / HT",
                # "ET/ck")
                paired = rx is _PAIR_CHECK and _WITNESSED.match(m.group(0)) is not None or (
                    rx is _TYPIST_INITIALS and "z" in groups) or rx is _DICTATION_TYPIST and len(groups) == 2 and all(
                    self._typist_pair_part(m.group(g)) for g in groups)  # ("ab/lnk", not "mg/kg", "ABD:soft")
                for g in groups:
                    self._one_initials(doc, out, rx, m.start(g), m.end(g), paired=paired, taken=taken)
        for m in doc.finditer(_STAFF_NAME_SIGNOFF):
            self._one_staff_name(doc, out, m.start("v"), m.end("v"), fr_sr=False, taken=taken)
        for m in doc.finditer(_STAFF_NAME_ROLE):
            g = "v" if m.start("v") >= 0 else "w"
            self._one_staff_name(doc, out, m.start(g), m.end(g),
                                 fr_sr=g == "v" and m.group(0).lower().startswith(("fr.", "sr.")), taken=taken)
        for m in doc.finditer(_ROLE_FIRST_NAME):
            # (an unlisted name only after a label that is always a person: "PCT: 0.5" is procalcitonin)
            self._one_staff_name(doc, out, m.start("v"), m.end("v"), fr_sr=False,
                                 rare_ok=not m.group(0).startswith(("PCT", "MA", "Tech", "DN", "HUC")),
                                 popular_ok=":" in m.group(0), taken=taken)
        for m in doc.finditer(_SIGNATURE_USER):
            a, b = m.span("v")
            if not taken.overlaps(a, b):
                out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_initials", 0.7))
        for m in doc.finditer(_INITIALS_EQUAL_NAME):
            if not _STAFF_KEY_CUE.search(doc.text, doc.line_start(m.start()), m.start()):
                continue  # round 67 review: a glossary's eponyms and terms, "RS = Reed Sternberg", "FC = Frecuencia Cardiaca"
            # round 67: a key that spells initials out, the initials the name's own ("AK = Aiyana Kootenay", "T.N. =
            # Thuy Nguyen"): a given name first, a surname or a rare word last (not "BP = Blood Pressure", "CF =
            # Cystic Fibrosis", "GS = Gram Stain")
            words = m.group("n").split()
            first, last = words[0].lower(), words[-1].lower()
            if m.group("i").replace(".", "") != "".join(w[0] for w in words) or not (
                    first in self.lex.first or self._zipf(first) < 1.0) or not (
                    last in self.lex.last and self._zipf(last) < 3.5 or self._zipf(last) < 2.5) or any(
                    w.lower() in _NOT_A_NAME_ALONE for w in words):
                continue
            for g in ("i", "n"):
                if not taken.overlaps(*m.span(g)):
                    out.append(Span(*m.span(g), "CLINICIAN_NAME", self.name + ".staff_initials", 0.7))
        for m in doc.finditer(_AUDIT_USER):
            a, b = next(m.span(g) for g in ("v", "w", "x", "y") if m.start(g) >= 0)
            v = doc.text[a:b]
            if m.start("y") >= 0 and not self._login_of_surname(v):
                continue  # round 67 review: a log header's status or code, "[Lab 07:12 — qns]", "[ECG — nsr]"
            if (any(c.isdigit() for c in v) or "." in v or "_" in v or self._zipf(v.split("-")[0]) < 2.5) and \
                    not taken.overlaps(a, b):
                out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_initials", 0.7))
        self._listed_initials(doc, found, out, taken)
        return out if not out else out + self._same_initials(doc, found + out, out)

    def _listed_initials(self, doc: Doc, found: list[Span], out: list[Span], taken: TakenSpans) -> None:
        """Initials in an attendance list that also names someone (a title or a found name on the line), alone on
        the note's last line when they spell no common word, and the parts of a letter's reference ("Our ref:
        OG/ZBH/al")."""
        in_found: Intervals | None = None
        for m in doc.finditer(_ATTENDANCE):
            a0, b0 = m.span("list")
            in_found = in_found or Intervals.of(found)
            named = "Dr" in m.group("list") or bool(in_found.within(a0, b0))
            if not named or m.group("list").count(",") + m.group("list").count(";") < 1:
                continue
            for i in _ATTENDEE_INITIALS.finditer(m.group("list")):
                self._one_initials(doc, out, None, a0 + i.start(), a0 + i.end(), listed=True, taken=taken)
        for m in doc.finditer(_ATTENDED_INITIALS):
            a0 = m.start("list")
            for i in re.finditer(r"[A-Z]+", m.group("list")):
                self._one_initials(doc, out, None, a0 + i.start(), a0 + i.end(), listed=True, taken=taken)
        last = _LAST_LINE_INITIALS.search(doc.text, max(0, len(doc.text) - 16))
        if last is not None and self._zipf(last.group("v").lower()) < 3.0:  # (not "PLAN", "END")
            self._one_initials(doc, out, None, last.start("v"), last.end("v"), listed=True, taken=taken)
        for m in doc.finditer(_LETTER_REF):
            a0 = m.start("list")
            for i in re.finditer(r"[A-Za-z]+", m.group("list")):
                a, b = a0 + i.start(), a0 + i.end()
                # (in a reference's slots an English word in capitals is initials too: "Ref: AN/pw")
                if (i.group(0).upper() not in _NOT_INITIALS or i.group(0) in _WORD_INITIALS) and not taken.overlaps(a, b):
                    out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_initials", 0.65))

    def _unsure_names(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A given name a writer is unsure of, in brackets with a question mark, after the person it names ("the
        receptionist (Kristy?)", "the lady on the phone (Shireen? i think)"): a listed given name that is no common
        word and no eponym."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_UNSURE_NAME):
            a, b = m.span("v")
            key = doc.lower[a:b]
            if key in _NOT_A_NAME_ALONE or key in CLINICAL_EPONYMS or self.lex.first.get(key, 10**9) > 5000 or (
                    self._zipf(key) >= 4.0) or _UNSURE_PERSON_BEFORE.search(doc.text, max(0, m.start() - 60), m.start()) \
                    is None or taken.overlaps(a, b):
                continue
            out.append(Span(a, b, self._label_or_patient(doc, a, b), self.name + ".unsure", 0.6))
        return out

    def _other_language_relatives(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A capitalised relative after a Spanish or Haitian Creole kinship word ("su hija Yokasta")."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_OTHER_LANGUAGE_RELATIVE):
            a, b = m.span("v")
            first = doc.lower[a:b].split()[0]
            if first not in BLOCK and first not in _NEVER_NAME and ("-" in first or self._zipf(first) < 4.0) and \
                    not taken.overlaps(a, b):
                out.append(Span(a, b, "RELATIVE_NAME", self.name + ".relative", 0.75))
        return out

    def _login_of_surname(self, login: str) -> bool:
        """A login made of a listed surname, after an initial or a given name and a dot or an underscore ("bwest",
        "cokafor", "a.mbeki"; not "nbm", "asystole", "pendiente", "sliding_scale")."""
        parts = re.split(r"[._]", login.lower())
        if len(parts) == 1:  # (an initial glued to a popular surname)
            return len(parts[0]) >= 5 and self.lex.last.get(parts[0][1:], 10**9) <= 2000
        return self.lex.last.get(parts[-1], 10**9) <= 5000 and (
            len(parts[0]) == 1 or parts[0] in self.lex.first and self._zipf(parts[0]) < 3.5)

    def _listed_given(self, key: str) -> bool:
        """A given name or surname the lists hold that is no common word: a baby's name after "Baby:" ("Zayn",
        "Aleena"; not "Well", "Settled", "Jaundiced")."""
        return (self.lex.first.get(key, 10**9) <= 3000 or self.lex.last.get(key, 10**9) <= 5000) and self._zipf(key) < 3.0

    def _nicknames_and_newborns(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A quoted name after "prefers" or "goes by" ('Pt prefers "Bogna"'), a newborn named after "baby" or in
        brackets after "girl"/"boy" ("w/ baby Summer", "girl (Defne)"), and a nickname in brackets right after a
        found name that is its start or a listed given name ("Solomiya (Sol)")."""
        out: list[Span] = []
        taken: Intervals | None = None  # (an index of found and out: a scan per match made 1 MiB of nicknames quadratic)
        for rx, label in ((_QUOTED_NICKNAME, "PATIENT_NAME"), (_NEWBORN_NAME, "RELATIVE_NAME")):
            for m in doc.finditer(rx):
                g = next(g for g in ("v", "w", "x", "y", "u", "q", "r", "z", "p", "n") if g in rx.groupindex and m.start(g) >= 0)
                a, b = m.span(g)
                key = doc.lower[a:b]
                taken = taken or Intervals.of(found)
                if key in _NOT_A_NAME_ALONE and g != "n" or key in _NOT_NEWBORN_NAME or g == "n" and (
                        key in _NOT_NICKNAME_BEFORE_REAL_NAME or key not in self.lex.first and self._zipf(key) >= 2.5
                        and not _REAL_NAME_GIVEN.match(doc.text, b)) or (
                        g == "p" and self._zipf(key) >= 4.0 and self.lex.first.get(key, 10**9) > 2000) or g == "x" and self._zipf(
                        key) >= 3.5 and key not in self.lex.last or g == "y" and self._zipf(key) >= 5.0 or (
                        (g == "u" or g == "v" and ":" in m.group(0)) and not self._listed_given(key)) or (
                        g == "v" and _GIVEN_ONLY_CUE.match(m.group(0)) and not (
                            self.lex.first.get(key, 10**9) <= 5000 and self._zipf(key) < 4.5
                            and _PERSON_BEFORE_CUE.search(doc.text, max(0, m.start() - 24), m.start()))) or (
                        g in "qrzpn" and self._zipf(key) >= 5.0):
                    continue  # ("Baby Girl Feeding well", "Baby: Well", "Newborn girl Apgars 8 and 9")
                if g == "z":
                    given = doc.lower[m.start("g") : m.end("g")]
                    if self.lex.first.get(given, 10**9) > 1000 or self._zipf(given) >= 4.5:
                        continue  # a street name after a listed given name only ('Mick "Bullets"', not 'Ex "Smoker"')
                    taken = taken or Intervals.of(found)
                    if not taken.overlapping(*m.span("g")):
                        out.append(Span(*m.span("g"), label, self.name + ".nickname", 0.7))
                        taken.add(*m.span("g"))
                if g == "y" and m.start("s") >= 0 and (sur := doc.lower[m.start("s") : m.end("s")]) in self.lex.last \
                        and self._zipf(sur) < 3.5 and not taken.overlapping(*m.span("s")):
                    out.append(Span(*m.span("s"), label, self.name + ".nickname", 0.7))  # (the surname after it)
                    taken.add(*m.span("s"))
                if taken.overlapping(a, b):
                    continue
                out.append(Span(a, b, label, self.name + ".nickname", 0.7))
                taken.add(a, b)
        if "known" in doc.lower:
            for m in doc.finditer(_FAMILY_NICKNAME):
                a, b = m.span("v")
                taken = taken or Intervals.of([*found, *out])
                if doc.lower[a:b] not in ("the", "a", "an", "his", "her", "mr", "mrs", "ms", "miss") and not (
                        taken.overlapping(a, b)):
                    out.append(Span(a, b, "PATIENT_NAME", self.name + ".known_as", 0.7))
                    taken.add(a, b)
        if "(" in doc.text:
            bracket_taken = TakenSpans(found, out)
            for sp in found:
                if not sp.label.endswith("_NAME") or sp.source.endswith("initials"):
                    continue
                nick = _BRACKET_NICKNAME.match(doc.text, sp.end)
                if nick is None:
                    continue
                a, b = nick.span("v")
                key = doc.lower[a:b]
                full = doc.lower[sp.start : sp.end].split()
                if key in _NOT_A_NAME_ALONE or bracket_taken.overlaps(a, b):
                    continue
                rank = self.lex.first.get(key, 10**9)
                if nick.group("q") or any(w.startswith(key) and w != key for w in full) or rank <= 1000 or (
                        rank <= 3000 and self._zipf(key) < 4.0):
                    out.append(Span(a, b, sp.label, self.name + ".nickname", 0.7))
            # round 46: a street name in quotes with the full name in brackets after it ('"Crow" (Delbert Yazzie)',
            # '"Scouse" (Anthony Hope, DOB ...)'): a name of two words or more, not a drug's ('"Molly" (MDMA)')
            for sp in found:
                if sp.label.endswith("_NAME") and " " in doc.text[sp.start : sp.end] and (
                        nick := _QUOTED_BEFORE_BRACKET.search(doc.text, max(0, sp.start - 24), sp.start)) is not None and (
                        _ROW_START_BEFORE.search(doc.text, max(0, nick.start() - 12), nick.start())):
                    a, b = nick.span("v")
                    if doc.lower[a:b] not in _NOT_A_NAME_ALONE and self._zipf(doc.lower[a:b]) < 5.0 and (
                            not bracket_taken.overlaps(a, b)):
                        out.append(Span(a, b, sp.label, self.name + ".nickname", 0.7))
        return out

    def _listed_and_aged(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A ward list's patient after the bed ("Bed 9 - Bill WARD, 58M"), a minute's action owners by initials ("BK
        to circulate"), and the person a history opens with ("Sunny is a 44 y/o F"): slots where a common word
        is a name."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_BED_LIST_NAME):
            a, b = m.span("v")
            if not doc.caps and not taken.overlaps(a, b):
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".bed_list", 0.8))
        for m in doc.finditer(_BED_LOWER_NAME):
            # round 67: a handover typed in lower case, the bed's patient as "surname, given" or "surname, initial"
            # ("bed 1 — mcallister, jean (jeannie)", "bed 4 — kaminski, p."): a listed surname and given name only
            sur, given = m.group("s"), m.group("g")
            if self.lex.last.get(sur, 10**9) <= 5000 and self._zipf(sur) < 3.5 and (
                    len(given) == 2 or self.lex.first.get(given, 10**9) <= 3000 and self._zipf(given) < 4.5) and (
                    sur not in _NOT_A_NAME_ALONE and not taken.overlaps(m.start("s"), m.end("g"))):
                out.append(Span(m.start("s"), m.end("g"), "PATIENT_NAME", self.name + ".bed_list", 0.75))
        for m in doc.finditer(_LISTED_BEFORE_WARD):
            a, b = m.span("v")
            words = m.group("v").replace(".", " ").split()
            keys = [self._key(w) for w in words]
            last = keys[-1]
            # (a listed given name or an initial first: not "- Suspected Norovirus bay 3", "- Started Tazocin bed 8")
            # (and a listed surname, or a title before: not "- Chase CXR bed 5", "- Frank Haematuria bed 6")
            first_ok = len(words[0]) == 1 or self.lex.first.get(keys[0], 10**9) <= 5000
            titled = _LIST_TITLE.search(doc.text, m.start(), m.start("v")) is not None
            if first_ok and not taken.overlaps(a, b) and not any(k in _NEVER_NAME or k in _DOC_WORDS for k in keys) and (
                    self.lex.last.get(last, 10**9) <= 50000 or titled) and not words[-1].isupper():
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".listed_ward", 0.75))
        for m in doc.finditer(_BED_BOARD_NAME):
            a, b = m.span("v")
            key = m.group("v").split()[0].lower()
            if key in _BED_STATES or key in _NEVER_NAME or key in _MED_ABBREVIATIONS or key.upper() in _NOT_INITIALS:
                continue
            if any(self.lex.last.get(k, 10**9) <= 20000 or self._zipf(k) < 3.0 for k in {key, *key.split("-")[1:]}) and \
                    not taken.overlaps(a, b):
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".bed_board", 0.75))
        for m in doc.finditer(_ACTION_INITIALS):
            for g in ("v", "w"):
                if m.start(g) >= 0 and m.group(g) not in _ACTION_NOT_INITIALS:
                    self._one_initials(doc, out, None, m.start(g), m.end(g), listed=True, taken=taken)
        for m in doc.finditer(_IS_AGED):
            a, b = m.span("v")
            key = m.group("v").lower()
            if key not in _NOT_THE_AGED and key not in _NOT_A_NAME_ALONE and self._zipf(key) < 5.5 and \
                    not taken.overlaps(a, b):
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".is_aged", 0.75))
        for m in doc.finditer(_NUMBERED_PARTICIPANT_NAME):
            a, b = m.span("v")
            keys = [self._key(w) for w in re.split(r"[ \t\-]+", m.group("v"))]
            if any(self.lex.first.get(k, 10**9) <= 5000 or self.lex.last.get(k, 10**9) <= 20000 for k in keys) and \
                    not any(k in _NEVER_NAME or self._zipf(k) >= 4.5 for k in keys) and not taken.overlaps(a, b):
                out.append(Span(a, b, "PATIENT_NAME", self.name + ".participant", 0.75))
        return out

    def _surname_comma_given(self, doc: Doc, found: list[Span]) -> list[Span]:
        """A listed patient, surname in capitals first ("4W-18 BROWN, WILLIAM "BILL" 84M", "GREEN, Will (William)
        45M", "DUMITRASCU, Ionut-Vasile (Mr)", "W1120457  RICH, ANTHONY  04/05/1987"): the given name must be a
        listed one or a rare word, and a nickname, age and sex, title, record cue, date of birth or closing quote
        must follow; in a note in capitals only a listed given name before a date of birth or a closing quote."""
        out: list[Span] = []
        taken = TakenSpans(found, out)
        for m in doc.finditer(_SURNAME_COMMA_GIVEN):
            a, b = m.span()
            sur = m.group("s").lower()
            given = [g for g in re.split(r"[\-\s]", m.group("g").lower()) if len(g) > 1]
            if sur in _MED_ABBREVIATIONS or sur.upper() in _NOT_INITIALS or sur in _NEVER_NAME or not given:
                continue
            if not doc.caps and _WIDE_GAP.match(doc.text, b):
                continue  # (a padded cell in a mixed-case table: "| 1 | INSULIN, Glargine          | 20 units")
            initial = len(m.group("g")) == 2 and m.group("g").endswith(".")  # ("MCKENZIE, I.": only in a rota's row;
            # a two-letter given name is no initial, "GREEN, Jo (daughter)")
            rota = _ROTA_TIMES_BEFORE.search(doc.text, max(doc.line_start(a), a - 40), a) is not None
            if (initial or m.group("pad")) and not rota:
                continue
            if initial:
                if self.lex.last.get(sur, 10**9) <= 5000 and self._zipf(sur) < 4.0 and not taken.overlaps(a, b):
                    out.append(Span(a, b, "PATIENT_NAME", self.name + ".surname_first", 0.75))
                continue
            if doc.caps and (m.group("dob") is None and not rota and not _DOB_PAREN_AFTER.match(doc.text, b) and not (
                    _CELL_BEFORE.fullmatch(doc.text, doc.line_start(a), a) and (
                    self.lex.last.get(sur, 10**9) <= 5000) and all(
                    self._zipf(g) < 4.0 or self.lex.first.get(g, 10**9) <= 50 for g in given)) or not all(
                    self.lex.first.get(g, 10**9) <= 5000 and g not in _MED_ABBREVIATIONS for g in given)):
                continue  # in a note in capitals only a listed given name before a date of birth, or alone in a
                # table's cell (round 44: "207 | MUNROE, CHARLES          | DNI  |")
            short_caps = not doc.caps and m.group("g").isupper() and len(m.group("g")) <= 4  # ("HCQ, SSZ (rash)")
            if all(self.lex.first.get(g, 10**9) <= 5000 or self._zipf(g) < 3.0 and not short_caps for g in given) and not any(
                    g in BLOCK or g in _NEVER_NAME for g in given):
                label = self._label_or_patient(doc, a, b)
                for g in ("s", "g"):  # each part on its own, as another pass may have found one ("GREEN" alone)
                    x, y = m.span(g)
                    if not taken.overlaps(x, y):
                        out.append(Span(x, y, label, self.name + ".surname_first", 0.75))
        for m in doc.finditer(_SURNAME_COMMA_GIVEN_TIGHT):
            sur, words = m.group("s").lower(), m.group("g").lower().split()
            first = words[0]
            listed_sur = self.lex.last.get(sur, 10**9) <= 5000  # ("WARD,MARGARET": a surname that is a word)
            if sur in _MED_ABBREVIATIONS or sur.upper() in _NOT_INITIALS or (sur in _NEVER_NAME or sur in BLOCK) and (
                    not listed_sur) or sur in _MONTH_NAMES or sur in _WEEKDAY_KEYS or (
                    self._zipf(sur) >= 4.0 and self.lex.last.get(sur, 10**9) > 500):
                continue  # (a common word is a surname only when a popular one: "BLOOD,FRANK", "GOOD,JOY" are not)
            line_start = doc.line_start(m.start())
            if _TIGHT_NAME_LEAD.search(doc.text[max(line_start, m.start() - 40) : m.start()]) is None:
                continue
            if self.lex.first.get(first, 10**9) > 5000 or first in _MED_ABBREVIATIONS or (first in BLOCK or (
                    first in _NEVER_NAME)) and not (listed_sur and self._zipf(sur) < 3.0) or first in _MONTH_NAMES or (
                    len(first) < 2):
                continue  # (a short given name that is a word after a surname that is none: "VANG,PA NOU")
            a, b = m.span()
            # the given name's later words only while they are names, not the row's next field ("TRAN,VAN LONG"
            # is kept; "PRICE,DANIEL AS ABOVE" stops at the given name)
            end = m.start("g") + len(m.group("g").split()[0])
            for w in re.finditer(r"[ \t]([A-Za-z'’]+)", m.group("g")):
                k = w.group(1).lower()
                if len(k) > 1 and (k in _MED_ABBREVIATIONS or k in BLOCK or self._zipf(k) >= 4.0 and self.lex.first.get(
                        k, 10**9) > 3000 and self.lex.last.get(k, 10**9) > 3000):
                    break
                end = m.start("g") + w.end(1)
            if not taken.overlaps(a, end):
                out.append(Span(a, end, self._label_or_patient(doc, a, end), self.name + ".surname_first", 0.75))
        return out

    def _one_staff_name(self, doc: Doc, out: list[Span], a: int, b: int, *, taken: TakenSpans, fr_sr: bool,
                        rare_ok: bool = False, popular_ok: bool = False) -> None:
        """A staff member's first name (a listed given name that is no common word) or, after Fr./Sr., a name;
        with ``rare_ok`` (a capitalised word after a role label: "by TVN Mererid") also an unlisted rare word."""
        key = doc.text[a:b].lower()
        if key in _NOT_A_NAME_ALONE or key in _MED_ABBREVIATIONS:
            return
        rank = self.lex.first.get(key, 10**9)
        # (after "Label:", a popular given name that is also a word: "RN: Hunter", "Charge: Grace")
        listed = rank <= 3000 and self._zipf(key) < 4.5 or rare_ok and self._zipf(key) < 2.5 or popular_ok and rank <= 500
        if not (listed or fr_sr and (self._zipf(key.split("-")[0]) < 3.5 or self._morph(key))):
            return
        if taken.overlaps(a, b):
            return
        out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_name", 0.65))

    def _one_initials(self, doc: Doc, out: list[Span], rx: re.Pattern[str] | None, a: int, b: int, *,
                      taken: TakenSpans, listed: bool = False, paired: bool = False) -> None:
        """Staff initials at ``a:b`` unless an abbreviation or a word ("- prn", "-ok", "RN BSN") or taken; ``listed``
        initials (an attendance list, a note's last line) may spell a word when in capitals."""
        v = doc.text[a:b]
        key = v.lower()
        signed_with_role = rx is _DASH_SIGNATURE and len(v) <= 3 and _SIGNOFF_ROLE_AFTER.match(doc.text, b) is not None
        hit = taken.overlaps  # (``taken`` indexes the spans found and ``out``)
        if paired and 2 <= len(v) <= 3 and v.isalpha() and not hit(a, b):
            out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_initials", 0.7))
            return
        if (v.upper() in _NOT_INITIALS and not signed_with_role) or key in _MED_ABBREVIATIONS or key in _CHARTING_WORDS:
            return  # (but "-ms cna": initials that spell an abbreviation, signed with a role)
        if key in _TITLES and _TITLE_AFTER.match(doc.text, b):
            return  # (round 52: a title before the name, "Screened by: lek. Marta Zielińska")
        if rx is _DASH_SIGNATURE and (signed_with_role or self._signoff(v, key)) and not (
                len(key) > 2 and key in _NEVER_NAME) or (
                listed and v.isupper()):  # (not "fish oil - OTC")
            pass  # a dash ending a line signs it, even with initials that spell a word ("-ROW", "-PG", "-Pat")
        elif key in _NEVER_NAME or self._zipf(key) >= (4.0 if not v.isupper() else 4.5):
            return
        if rx is _ROLE_INITIALS and not v.isupper() or _APPARATUS_AFTER.match(doc.text, b):
            return
        if hit(a, b):
            return
        out.append(Span(a, b, "CLINICIAN_NAME", self.name + ".staff_initials", 0.7))

    def _typist_pair_part(self, v: str) -> bool:
        key = v.lower()
        return key not in _NOT_TYPIST and key not in _MED_ABBREVIATIONS and key not in _CHARTING_WORDS and \
            v.upper() not in _NOT_INITIALS and self._zipf(key) < 4.5

    def _signoff(self, v: str, key: str) -> bool:
        """Initials or a listed given name after a line-ending dash: two or three capitals, two or three lower-case
        letters that are no common word, or a popular given name ("-PG", "-mk", "-Pat")."""
        if len(v) <= 3 and v.isupper():
            return True
        if len(v) <= 3 and v.islower():
            return self._zipf(key) < 4.5 and key not in BLOCK
        return v.istitle() and self.lex.first.get(key, 10**9) <= 1000

    @staticmethod
    def _same_initials(doc: Doc, found: list[Span], staff: list[Span]) -> list[Span]:
        """Other mentions of staff initials found above ("updated by me + MK", "jrv = Jolene R. Vigil")."""
        extra: list[Span] = []
        taken = TakenSpans(found, extra)
        for value in {doc.text[sp.start : sp.end] for sp in staff}:
            if value.upper() in _NOT_INITIALS:
                continue  # (a pair's "HT" is someone there, "PMH: HT" elsewhere is hypertension)
            for m in re.finditer(rf"(?<![\w.\-/]){re.escape(value)}(?![\w\-/])", doc.text):
                a, b = m.span()
                if not taken.overlaps(a, b):
                    extra.append(Span(a, b, "CLINICIAN_NAME", "person_name.staff_initials", 0.65))
        return extra

    @staticmethod
    def _word_name_here(text: str, s: int, e: int, surface: str) -> bool:
        """Whether the word-name ``surface`` (found in a full name) is that person at ``text[s:e]``: written the
        same way, not after an article, and at a sentence start only before a verb of the person ("Will came",
        "Hope is happy", "Sunny interpreting"; not "Will review", "May need")."""
        if text[s:e] != surface or text[s - 1 : s] in ("(", '"', "“") and text[e : e + 1] in (")", '"', "”"):
            return False  # (the bracketed or quoted form itself is joined to its full name later)
        before = text[max(0, s - 12) : s]
        if _ARTICLE_BEFORE.search(before) or _TITLE_WORD_BEFORE.search(before):
            return False  # (nor inside the full name again, "I, Summer Price,": the value pass takes it whole)
        if _SENTENCE_START_BEFORE.search(before) or s == len(before) and not before.strip():
            return _PERSON_VERB_AFTER.match(text, e) is not None
        return _TITLE_WORD_AFTER.match(text, e) is None  # ("Grace Period", "Will Writing Service")

    def _propagate(self, doc: Doc, toks: list[tuple[int, int]], found: list[Span]) -> list[Span]:
        text = doc.text
        caps = doc.caps
        covered = Coverage(len(text), found)
        label_of: dict[str, str] = {}
        lower_ok: set[str] = set()  # names found in lower case: found again in lower case too, when rare words
        word_names: dict[str, str] = {}  # given names that are common words, as written in a full name: key -> surface
        for sp in found:
            if sp.source.endswith(".initials"):
                continue
            parts = list(_RX40.finditer(text[sp.start : sp.end]))
            if (bm := _SHORT_FORM_AFTER.match(text, sp.end)) is not None and not caps and (bm.group("q") or text[
                    sp.start : sp.end].lower().startswith(bm.group("b").lower())):
                # a short form in brackets or a nickname in quotes: "William (Will) CARPENTER" ... "Will came",
                # 'Sukhdeep "Sunny" Grewal' ... "Sunny interpreting"
                nick = bm.group("q") or bm.group("b")
                word_names.setdefault(nick.lower(), nick)
                label_of.setdefault(nick.lower(), sp.label)
            for m in parts:
                k = m.group(0).lower()
                if k in _PARTICLES or len(k) < 3 or k in _NEVER_NAME:
                    continue  # ('FNU SUTRISNO ... registered "FNU"': a placeholder, not a part of the name)
                if k in BLOCK or self._zipf(k) >= 4.0:
                    # a word-name in title case inside a full name ("Hope EZEOKAFOR", 'Sukhdeep "Sunny" Grewal')
                    # is that person when written the same way elsewhere (checked word by word below)
                    if len(parts) >= 2 and m.group(0).istitle() and k not in _MONTH_NAMES and \
                            k not in _WEEKDAY_KEYS and self.lex.first.get(k, 10**9) <= 3000 and not caps:
                        word_names.setdefault(k, m.group(0))
                        label_of.setdefault(k, sp.label)
                    continue
                label_of.setdefault(k, sp.label)
                if "ʻ" in k:  # the ʻokina dropped on a registration form: "KAʻAIHUE" is also "KAAIHUE"
                    label_of.setdefault(k.replace("ʻ", ""), sp.label)
                if m.group(0).islower() and self._zipf(k) < 3.0:
                    lower_ok.add(k)
        if not label_of:
            return []
        out: list[Span] = []
        for idx, k in enumerate(doc.meta["name_keys"]):
            if k not in label_of:
                continue
            s, e = toks[idx]
            t = text[s:e]
            if not caps and not t[0].isupper() and k not in lower_ok:
                continue
            if not caps and t.isupper() and t in _NOT_INITIALS and _DIGIT_AFTER.match(text, e):
                continue  # "Fin Saechao" ... "FIN 552098813": the abbreviation labelling a number, not the given name
            if k in word_names and not self._word_name_here(text, s, e, word_names[k]):
                continue
            end = e - 2 if t.lower().endswith(("'s", "’s")) else e
            if covered.hits(s, end) if end > s else any(f.start < end and s < f.end for f in found):
                continue
            # extend over an initial before it on its line ("D. King"; not "27F.\nSunny is happy")
            start = s
            if idx == 0 or "\n" in text[toks[idx - 1][1] : s]:
                pass
            elif idx >= 2 and text[toks[idx - 1][0] : toks[idx - 1][1]] == "." and len(
                text[toks[idx - 2][0] : toks[idx - 2][1]]
            ) == 1 and text[toks[idx - 2][0]].isupper():
                start = toks[idx - 2][0]
            elif idx >= 1 and toks[idx - 1][1] == s - 1 and len(text[toks[idx - 1][0] : toks[idx - 1][1]]) == 1 and text[
                toks[idx - 1][0]
            ].isupper():
                start = toks[idx - 1][0]
            lab, ctx = self._context_label(doc, start, end)
            out.append(Span(start, end, lab if ctx and lab else label_of[k], self.name + ".propagated", 0.55))
        return out


# initials written next to the name they stand for, as a signature legend or a sign-off prints them: "KLT  Kateryna
# L. Tymoshenko, RN", "Nalani Kauhane-Ortiz, RN (NKO)"; every other use of those initials in the note is that person
# (round 55: or in quotes, 'NB "RS" = Rizwan Shah (pharmacist), "JO" = Joanne Oduya')
_LEGEND_BEFORE = re.compile(r"(?<![\w.\-/])(?:([A-Z]{2,4})|[\"“]([A-Z]{2,4})[\"”])[ \t]{1,4}(?:[=:\-–][ \t]{1,2})?\Z")
_LEGEND_AFTER = re.compile(
    r"(?:,?[ \t]{1,2}(?:RN|LPN|MD|NP|PA-C|PA|CNA|RPh|PharmD|RT|CRNA|DO)\.?)?[ \t]{0,2}[(=][ \t]?([A-Z]{2,4})\)?(?![\w])")
_NAME_PARTS = re.compile(r"[A-Za-z][A-Za-z'’]*")


# around a word-name found again (``_word_name_here``)
_ARTICLE_BEFORE = re.compile(r"(?i:(?<![a-z])(?:the|a|an|this|that|of|no))[ \t]{1,2}\Z")
_SENTENCE_START_BEFORE = re.compile(r"(?:^|[.!?:;\n•*\-]|\d\))[ \t\"“(]{0,3}\Z")
_PERSON_VERB_AFTER = re.compile(
    r"[ \t](?:is|was|has|had|and|came|comes|went|said|says|feels|felt|reports|reported|understood|understands|"
    r"agreed|agrees|declined|declines|wants|wanted|prefers|lives|lived|attended|interpreting|interpreted|read|"
    r"confirmed|asked|called|phoned|denies|denied|states|stated|knows|knew|told|tells|remains|continues|"
    r"seems|looked|looks|slept|ate|walked|mobilised|mobilized|became|arrived|left|returned)(?![\w'’\-])")
_TITLE_WORD_AFTER = re.compile(r"[ \t]{1,2}[A-Z][a-z]")
_TITLE_WORD_BEFORE = re.compile(r"[A-Z][a-z'’\-]+[ \t]{1,2}\Z")
_SHORT_FORM_AFTER = re.compile(r"[ \t]{0,2}(?:\((?P<b>[A-Z][a-z]{2,14})\)|[\"“](?P<q>[A-Z][a-z]{2,14})[\"”])")


def _initials_of(name: str) -> set[str]:
    """"Jomo P. Rutherford-Adu" -> {"JPR", "JPRA"}: first letters of the words, with a hyphenated part or without."""
    words = name.replace(",", " ").split()
    if len(words) < 2:
        return set()
    short = "".join(w[0] for w in words if w[0].isalpha())
    full = "".join(p[0] for w in words for p in _NAME_PARTS.findall(w))
    return {short.upper(), full.upper()}


# initials where a signer writes them: last on a line ("... Fugate-Wells, RN   hfw", "| CB"), or after a slash
# or a bar ("BRENNAN-ODUYA / SBO"); they are that person only when they spell a full name found in the note (the
# gap is bounded: a later start inside a longer run of spaces still finds them, and a long run of spaces is no
# longer rescanned from every position in it)
_SIGNED_INITIALS = re.compile(r"(?:(?<=[|/])|(?<=[|/][ \t])|(?<=[ \t]{2}))[ \t]{0,40}([A-Za-z]{2,4})[ \t.]*$", re.M)


# between a signer's name and the slash before the typist: only credentials ("H. Wasilewska MD / ms"), never a
# dose or a unit ("Dr Okoro 5 mg / kg")
_SIGNER_GAP = re.compile(r"[ \t,.]*(?:(?:[A-Z]{2,6}|PhD|PharmD)(?:-[A-Z])?[ \t,.]*){0,3}")
_SECOND_WORD_AFTER = re.compile(r"[ \t]{1,2}[a-z'’\-]{2,25}[ \t]{1,2}([a-z]{3,20})(?![a-z])")
_TYPIST_AFTER_SIGNER = re.compile(r"(?<=[\w.,)])[ \t]{1,2}/[ \t]{1,2}([A-Za-z]{2,4})[ \t]*(?=$|[ \t]{2}(?:DD|DT|D|T)\b)",
                                  re.M)


# round 66: a log's key of logins, each spelt out as its owner's name ("staff key: JPOLANCO=Polanco, Jasmine RN ;
# DKIM=Kim, Daniel CO", "user jnowak = Joanna Nowak"): the login is made of the given name or its initial and the
# surname
_LOGIN_LEGEND = re.compile(
    r"(?<![\w.@])(?P<u>[A-Za-z][A-Za-z0-9._]{2,24})[ \t]{0,2}=[ \t]{0,2}"
    r"(?:(?P<s>[A-Z][A-Za-z'’\-]{1,30}),[ \t]{1,2}(?P<g>[A-Z][A-Za-z'’\-]{1,30})|"
    r"(?P<g2>[A-Z][A-Za-z'’\-]{1,30})[ \t](?P<s2>[A-Z][A-Za-z'’\-]{1,30}))")


def _legend_logins(doc: Doc, found: list[Span]) -> list[Span]:
    out: list[Span] = []
    taken = TakenSpans(found, out)
    for m in _LOGIN_LEGEND.finditer(doc.text):
        given = (m.group("g") or m.group("g2")).lower()
        sur = (m.group("s") or m.group("s2")).lower().replace("-", "").replace("'", "").replace("’", "")
        login = re.sub(r"[._0-9]", "", m.group("u").lower())
        if login in (given[0] + sur, sur + given[0], given + sur, sur + given) and not taken.overlaps(*m.span("u")):
            out.append(Span(*m.span("u"), "CLINICIAN_NAME", "person_name.login", 0.7))
    return out


def _legend_initials(doc: Doc, found: list[Span]) -> list[Span]:
    text = doc.text
    wanted: dict[str, str] = {}
    by_key: dict[str, str] = {}  # initials of every full name found -> its label
    for sp in found:
        keys = _initials_of(text[sp.start : sp.end])
        if not keys:
            continue
        for k in keys:
            by_key.setdefault(k, sp.label)
        ls = doc.line_start(sp.start)
        before = _LEGEND_BEFORE.search(text, max(ls, sp.start - 10), sp.start)
        after = _LEGEND_AFTER.match(text, sp.end)
        for m in (before, after):
            if m is None:
                continue
            v = next(g for g in m.groups() if g)  # (the initials, bare or in quotes)
            # (initials that are also an abbreviation only where the legend spells them out with "=": 'NB "RS" =
            # Rizwan Shah')
            if v in keys and (v not in _NOT_INITIALS or m is before and "=" in m.group(0)):
                wanted[v] = sp.label
    signed: list[Span] = []  # typists after a signer's slash, initials that spell a found name where one signs
    in_found = Intervals.of(found)  # (an index: a scan of found per match made 1 MiB of sign-offs quadratic)
    for m in doc.finditer(_TYPIST_AFTER_SIGNER) if found else ():
        # "Dictated by C. Waleszczak / cmw", "DR. A. FONTENOT-OGBU / JRT  DD: 07/29/2025": the typist after the signer
        v = m.group(1)
        a, b = m.span(1)
        ls = doc.line_start(a)
        slash = text.rfind("/", ls, a)  # (a slash before the line's start could hold no signer on it either)
        if (v.islower() or v.isupper() and v not in _NOT_INITIALS) and any(
                _SIGNER_GAP.fullmatch(text, in_found.span(k)[1], slash) for k in in_found.within(ls, slash)) and not (
                in_found.overlapping(a, b)):
            signed.append(Span(a, b, "CLINICIAN_NAME", "person_name.initials", 0.7))
    for m in doc.finditer(_SIGNED_INITIALS) if by_key else ():
        v = m.group(1)
        key = v.upper()
        if key in by_key and key not in _NOT_INITIALS and (v.isupper() or v.islower()):
            a, b = m.span(1)
            if not in_found.overlapping(a, b):
                signed.append(Span(a, b, by_key[key], "person_name.initials", 0.7))
    # (these stand where they were written: "ms" after a signer's slash is a typist there, a unit elsewhere)
    out: list[Span] = []
    taken = TakenSpans(found, out)
    in_out = TakenSpans(out)
    for sp in signed:
        if not in_out.overlaps(sp.start, sp.end):
            out.append(sp)
    for key, label in wanted.items():
        for m in re.finditer(rf"(?<![A-Za-z0-9]){key}(?![A-Za-z0-9])", text):
            a, b = m.span()
            if not taken.overlaps(a, b):
                out.append(Span(a, b, label, "person_name.initials", 0.7))
    return out
