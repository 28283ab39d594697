"""Recognizer `facility` (FacilityRecognizer)."""

from airlock.tagger.recognizers.facility import FacilityRecognizer
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = FacilityRecognizer()

POSITIVE = [
    ("transferred to St Thomas' Hospital", "FACILITY", "St Thomas' Hospital"),
    ("Royal Free London NHS Foundation Trust", "FACILITY", "Royal Free London NHS Foundation Trust"),
    # the town after a facility: in lower case (known by its ending) or wrapped after its prefix
    ("Site name: Schwartzhaven Regional Medical Center, nealborough\nAddress: 6293", "CITY", "nealborough"),
    ("Site name: University of Lake Emilyport Hospital, North \nKristine\nVisit date: 2025", "CITY",
     "North \nKristine"),
    # a name in capitals around a head word, in a mixed-case note (head last or first)
    ("MOI TEACHING AND REFERRAL HOSPITAL - Renal Unit\nSeen today.", "FACILITY", "MOI TEACHING AND REFERRAL HOSPITAL"),
    ("HOSPITAL PULAU PINANG - Jabatan Perubatan\nSeen today.", "FACILITY", "HOSPITAL PULAU PINANG"),
    ("OSPEDALE NIGUARDA CA' GRANDA - Milano\nLettera di dimissione", "FACILITY", "OSPEDALE NIGUARDA CA' GRANDA"),
    # round 79: the first line in Latin letters, under the hospital's name in Odia or Tibetan
    ("        ଶ୍ରୀରାମଚନ୍ଦ୍ର ଭଞ୍ଜ ମେଡିକାଲ କଲେଜ ଓ ହସ୍ପିଟାଲ, କଟକ\n        SCB MEDICAL COLLEGE & HOSPITAL, CUTTACK\n"
     "Seen today in the OPD.", "FACILITY", "SCB MEDICAL COLLEGE & HOSPITAL"),
    # its initials at a later mention, and an acronym given in brackets after the name
    ("Moi Teaching And Referral Hospital, Eldoret. Bx sent to MTRH lab.", "FACILITY", "MTRH"),
    ("Seen at Groote Schuur Hospital (GSH) in May; GSH letter attached.", "FACILITY", "GSH"),
    # the bare head first, then a rare name ("Hospital Sótero", not "Hospital Course")
    ("derivada al Hospital Barros Luco Trudeau para cirugía", "FACILITY", "Hospital Barros Luco Trudeau"),
    ("internada no Hosp. São Luiz em março", "FACILITY", "Hosp. São Luiz"),
    ("trasladado al Hospital San Borja Arriarán", "FACILITY", "Hospital San Borja Arriarán"),
    # companies: employers, sponsors, insurers
    ("Sponsor: Veridian Therapeutics (Boston)", "FACILITY", "Veridian Therapeutics"),
    ("Plaintiff, v. MARLOWE TRUCKING LLC, by counsel", "FACILITY", "MARLOWE TRUCKING LLC"),
    ("Carrier: Texas Mutual Insurance Company, PO Box 12029", "FACILITY", "Texas Mutual Insurance Company"),
    # cue-led names: insurers in other languages, a courier, an employer after a job title
    ("Krankenkasse: Barmer (Vers.-Nr. 123)", "FACILITY", "Barmer"),
    ("Obra social: Swiss Medical 210", "FACILITY", "Swiss Medical"),
    ("Courier: Marken (AWB 55-1234)", "FACILITY", "Marken"),
    ("he works as a welder for Bechtel and hurt his back", "FACILITY", "Bechtel"),
    # hospitals by their initials, employers and schools after a job or a study cue, churches (probe round 7)
    ("RE: Desmond Achterberg   BMH# 0771-4930", "FACILITY", "BMH"),
    ("CABG x2, 07/11/61, Dr. Ferreira at BMH (LIMA-LAD)", "FACILITY", "BMH"),
    ("who will accept to the KCH CCU for cath", "FACILITY", "KCH"),
    ("medically managed at KCH", "FACILITY", "KCH"),
    ("Pt is a 52 yo software tester at Fidelity (Back Bay office)", "FACILITY", "Fidelity"),
    ("a petroleum engineer with Schlumberger who", "FACILITY", "Schlumberger"),
    ("She stopped working at Sears in Braintree last fall", "FACILITY", "Sears"),
    ("weekends driving for Uber.", "FACILITY", "Uber"),
    ("a 78-year-old retired Raytheon machinist", "FACILITY", "Raytheon"),
    ("Son Tunde (17) is applying to Northeastern and", "FACILITY", "Northeastern"),
    ("Attends Morning Star Baptist Church when he is able.", "FACILITY", "Morning Star Baptist Church"),
    ("Pt attended Girls' Latin School, married 2024", "FACILITY", "Girls' Latin School"),
    # systems, groups and labs named by one word (eighth probe round)
    ("Labs sent to (LabCorp).", "FACILITY", "LabCorp"),
    ("f/u at Baystate after d/c", "FACILITY", "Baystate"),
    # practices and agencies typed in capitals, in any note (ninth session)
    ("PCP AT ERIE FAMILY HEALTH.", "FACILITY", "ERIE FAMILY HEALTH"),
    ("DISPO: HOME W/ BLACK HILLS HOME HEALTH (WOUND VAC).", "FACILITY", "BLACK HILLS HOME HEALTH"),
    ("FAX TO DR. OYELOWO-BRANDT AT NORTHSHORE CARDIOLOGY, FAX 847-555-0129.", "FACILITY", "NORTHSHORE CARDIOLOGY"),
    ("PCP: Dr. Alemayehu (HARBOR EAST INTERNAL MED) PH 410-555-0101", "FACILITY", "HARBOR EAST INTERNAL MED"),
    ("FROM: MAPLE CREST HEALTH & REHABILITATION, 22 MAIN ST", "FACILITY", "MAPLE CREST HEALTH & REHABILITATION"),
    ("PCP: Dr. Alemayehu (Harbor East Internal Med)", "FACILITY", "Harbor East Internal Med"),
    # one word after a care cue ("PCP at", "visit at"); a town there is still placed
    ("PCP at Reliant in Worcester.", "FACILITY", "Reliant"),
    ("Prior ED visit at CHA Everett 1/2024", "FACILITY", "CHA Everett"),
    ("seen at Copley ED in Morrisville", "CITY", "Copley"),
]

NEGATIVE = ["went to hospital", "the clinic was busy",
            # a heading in capitals around a head word, with no name in it
            "HOSPITAL COURSE: uneventful.\nSeen.", "Plan: DISCHARGE FROM HOSPITAL today",
            # "Hospital" followed by an English word; a company word without a name
            "Hospital Anxiety and Depression Scale 9", "Hospital Course was complicated", "worked as a Hospital Corpsman",
            "The Company agreed", "covered by Private Insurance", "Health Insurance Company",
            # a street named after the head word is an address (probe round 6)
            # patient initials in brackets, clinical abbreviations, a surname that is a job (probe round 7)
            "The patient (TDH, 24 years, female)", "h/o SAH and LVH, ETOH, TSH 2.1",
            "admitted under Stephanie Cook with QT prolongation", "Labs at presenttation were notable",
            "Lives on Hospital Rd near the church.", "She walks to Clinic Lane daily.",
            # a specialty after a medical word, a service without a name, a cue before no name (ninth session)
            "SEEN BY THORACIC ONCOLOGY AND INTERVENTIONAL RADIOLOGY. RESUME HOME HEALTH.",
            "CONSULTS: RADIATION ONCOLOGY, NEUROINTERVENTIONAL RADIOLOGY. REFERRED TO COMMUNITY HEALTH CENTER",
            "f/u at 2 wks. Follow up visit at Clinic."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_no_town_after_a_facility_without_one() -> None:
    got = run_recognizer(REC, "Seen at St Mary's Hospital, and discharged home.\nSeen at Leeds General Infirmary, then home")
    assert not {v for lab, v in got if lab == "CITY"}, got


def test_crisis_addiction_justice_and_veterans_services_with_their_own_names():
    # round 81: each of these heads with a word of the service's own before it
    for text, value in [("an examination by mental health professionals at\nEastbay Crisis Stabilization Unit.",
                         "Eastbay Crisis Stabilization Unit"),
                        ("today's dose NOT collected. Prescriber\nWandsworth Recovery Hub, keyworker", "Wandsworth Recovery Hub"),
                        ("Received from: Parramatta Local Court (bail refused)", "Parramatta Local Court"),
                        ("supervised by my colleague, Maidstone Probation Office).", "Maidstone Probation Office"),
                        ("Attends vocational program at\nHarbourview Clubhouse three days weekly.", "Harbourview Clubhouse"),
                        ("e.g. Summit Supportive Housing, 88 Centre St N", "Summit Supportive Housing"),
                        ("conveying to Carseview Place of Safety Suite. NHS 24", "Carseview Place of Safety Suite"),
                        ("(Ontario Court of Justice, information no. 19-1048872)", "Ontario Court of Justice"),
                        ("an incident in the Tidworth Garrison guardroom", "Tidworth Garrison"),
                        ("BrightPath Telehealth Patient Portal", "BrightPath Telehealth")]:
        assert ("FACILITY", value) in run_recognizer(REC, text), text
    # (the heads after generic words only: a kind of service, no place)
    for text in ("she rang the Crisis Support line", "referred to a Recovery Hub", "call the Local Court office",
                 "our Community Addiction Service"):
        assert not {v for lab, v in run_recognizer(REC, text) if lab == "FACILITY"}, text
