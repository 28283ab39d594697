"""Per-document context: one patient, one timeline, one trial, and the slots templates draw from.

Values are fixed for the document (the same patient throughout, dates in order) while their written form
varies per mention ("John Smith", then "Mr Smith", then "JS"), which is how real documents refer to people.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from airlock.harness.corpus import values as v
from airlock.harness.corpus.builder import DocBuilder, Slot, SlotValue
from airlock.harness.corpus.noise import NoiseProfile

_RELATIONS = ("wife", "husband", "daughter", "son", "mother", "father", "partner", "sister", "brother", "niece",
              "carer", "next of kin")


@dataclass
class DocContext:
    rng: random.Random
    style: str  # "us" | "uk" | "trial"
    profile: NoiseProfile
    builder: DocBuilder = field(init=False)
    slots: dict[str, Slot] = field(init=False)

    def __post_init__(self) -> None:
        self.builder = DocBuilder(self.rng, self.profile)
        self._init_values()
        self.slots = self._make_slots()

    # ------------------------------------------------------------ fixed values for the document
    def _init_values(self) -> None:
        r = self.rng
        self.place = "uk" if self.style == "uk" or (self.style == "trial" and r.random() < 0.35) else "us"
        self.female = r.random() < 0.5
        self.patient = v.person(r, self.female)
        self.age = r.randint(91, 102) if r.random() < 0.06 else r.randint(19, 89)
        self.base = v.random_date(r)
        self.dob = v.birth_date(r, self.age, self.base)
        self.address = v.address(r, self.place)
        self.org_address = v.address(r, self.place)  # GP practice / trial site: not the patient's home
        self.relative = v.person(r)
        self.relation = r.choice(_RELATIONS)
        self.clinicians = [v.person(r) for _ in range(4)]
        self.investigator = v.person(r)
        self.cra = v.person(r)
        self.facility = v.facility(r, self.place)
        self.site = v.site_id(r)
        self.subject = v.subject_id(r, self.site)
        self.compound = v.compound_code(r)
        self.protocol = v.protocol_id(r, self.compound)
        self.indication = r.choice(v.INDICATIONS)
        self.rare = r.choice(v.RARE_DISEASES)
        self.dose = v.dose(r)
        self.grade = r.choices([1, 2, 3, 4, 5], [2, 3, 5, 3, 1])[0]
        self.ae = r.choice(v.AE_TERMS)
        self.mrn = v.mrn(r, self.place)
        self._drugs_used: set[str] = set()
        self.date_style = "uk" if self.place == "uk" else "us"
        if self.style == "trial" and r.random() < 0.6:
            self.date_style = "trial"
        # most writers keep one date format per document; some mix
        self.date_fmt_seed: int | None = r.getrandbits(32) if r.random() < 0.7 else None

    def day(self, offset: int) -> dt.date:
        return self.base + dt.timedelta(days=offset)

    def date(self, d: dt.date) -> SlotValue:
        if self.date_fmt_seed is not None:
            # the same seed picks the same format for every date in the document
            return ("DATE", v.date_text(d, random.Random(self.date_fmt_seed), self.date_style))
        return ("DATE", v.date_text(d, self.rng, self.date_style))

    def clinician(self) -> str:
        return v.name_form(self.rng.choice(self.clinicians), self.rng, formal=True)

    # ------------------------------------------------------------ slots
    def _make_slots(self) -> dict[str, Slot]:
        r, p = self.rng, self.patient
        age_label = "AGE_OVER_89" if self.age > 89 else "AGE"
        title = ("Mrs" if r.random() < 0.5 else "Ms") if self.female else "Mr"
        s: dict[str, Slot] = {
            "pt": lambda: ("PATIENT_NAME", v.name_form(p, r)),
            "pt_full": ("PATIENT_NAME", p.full),
            "pt_formal": lambda: ("PATIENT_NAME", r.choice([p.last, f"{p.first} {p.last}", p.full])),
            "pt_last": ("PATIENT_NAME", p.last),
            "pt_first": ("PATIENT_NAME", p.first),
            "pt_init": lambda: ("PATIENT_NAME", r.choice([p.initials, ".".join(p.initials) + "."])),
            "title": (None, title),
            "he": (None, "she" if self.female else "he"),
            "his": (None, "her" if self.female else "his"),
            "him": (None, "her" if self.female else "him"),
            "He": (None, "She" if self.female else "He"),
            "His": (None, "Her" if self.female else "His"),
            # dictated letters sometimes spell the age out; one form per document
            "age": (age_label, v.number_words(self.age) if r.random() < 0.04 else str(self.age)),
            "sex": lambda: ("SEX", v.sex_word(r, self.female)),
            "sex_short": lambda: ("SEX", v.sex_word(r, self.female, short=True)),
            "sex_letter": ("SEX", "F" if self.female else "M"),
            "dob": lambda: self.date(self.dob),
            "mrn": ("MRN", self.mrn),
            "nhs": ("NHS_NUMBER", v.nhs_number_text(r)),
            "ssn": lambda: ("SSN", v.ids.ssn(r)),
            "hpid": ("HEALTH_PLAN_ID", v.health_plan_id(r)),
            "acct": lambda: ("ACCOUNT_NUMBER", v.account_number(r, self.place)),
            "street": ("STREET_ADDRESS", self.address.street),
            "city": ("CITY", self.address.city),
            "org_street": ("STREET_ADDRESS", self.org_address.street),
            "org_city": ("CITY", self.org_address.city),
            "org_postal": ("POSTCODE" if self.place == "uk" else "ZIP", self.org_address.postal),
            "org_region": (None, self.org_address.region),
            "region": (None, self.address.region),  # a US state is not an identifier
            "county": ("COUNTY", v.county(r, self.place)),
            "postal": ("POSTCODE" if self.place == "uk" else "ZIP", self.address.postal),
            "phone": lambda: ("PHONE", v.phone(r, self.place)),
            "fax": lambda: ("FAX", v.phone(r, self.place)),
            "email": lambda: ("EMAIL", v.email(r, p)),
            "work_email": lambda: ("EMAIL", v.email(r, r.choice(self.clinicians + [self.cra]), work=True)),
            "url": lambda: ("URL", v.url(r)),
            "ip": lambda: ("IP_ADDRESS", v.ip_address(r)),
            "vehicle": lambda: ("VEHICLE_ID", v.vehicle_id(r, self.place)),
            "device": lambda: ("DEVICE_ID", v.device_id(r)),
            "biometric": lambda: ("BIOMETRIC_ID", v.biometric_id(r)),
            "other_id": lambda: ("OTHER_ID", v.other_id(r)),
            "case_id": lambda: ("OTHER_ID", v.safety_case_id(r)),
            "rel": lambda: ("RELATIVE_NAME", v.name_form(self.relative, r)),
            "relation": (None, self.relation),
            "clin": lambda: ("CLINICIAN_NAME", self.clinician()),
            # role-fixed staff: the doctor paged and the nurse signing are different people within a note
            "md": lambda: ("CLINICIAN_NAME", v.name_form(self.clinicians[0], r, formal=True)),
            "rn": lambda: ("CLINICIAN_NAME", v.name_form(self.clinicians[1], r, formal=True)),
            "rn2": lambda: ("CLINICIAN_NAME", v.name_form(self.clinicians[2], r, formal=True)),
            "clin_sur": lambda: ("CLINICIAN_NAME", self.rng.choice(self.clinicians).last),
            "clin_full": lambda: ("CLINICIAN_NAME", self.rng.choice(self.clinicians).full),
            "gmc": lambda: ("LICENSE_NUMBER", v.license_number(r, "gmc")),
            "nmc": lambda: ("LICENSE_NUMBER", v.license_number(r, "nmc")),
            "npi": lambda: ("LICENSE_NUMBER", v.license_number(r, "npi")),
            "dea": lambda: ("LICENSE_NUMBER", v.license_number(r, "dea", self.clinicians[0].last)),
            "state_lic": lambda: ("LICENSE_NUMBER", v.license_number(r, "state")),
            "facility": ("FACILITY", self.facility),
            "other_facility": lambda: ("FACILITY", v.facility(r, self.place)),
            "site": lambda: ("SITE_ID", v.site_label(self.site, r)),
            "subj": ("SUBJECT_ID", self.subject),
            "inv": lambda: ("INVESTIGATOR", v.name_form(self.investigator, r, formal=True)),
            "inv_full": ("INVESTIGATOR", self.investigator.full),
            "cra_email": lambda: ("EMAIL", v.email(r, self.cra, work=True)),
            "cra": lambda: ("INVESTIGATOR", v.name_form(self.cra, r, formal=True)),
            "compound": ("COMPOUND_CODE", self.compound),
            "protocol": ("PROTOCOL_ID", self.protocol),
            "dose": ("DOSE", self.dose),
            "dose2": lambda: ("DOSE", v.dose(r)),
            "indication": ("INDICATION", self.indication),
            "rare": ("RARE_DISEASE", self.rare),
            "grade": lambda: ("AE_GRADE", v.ae_grade(r, self.grade)),
            "grade_any": lambda: ("AE_GRADE", v.ae_grade(r, r.randint(1, 4))),
            "ae": (None, self.ae),
            "ae2": lambda: (None, r.choice(v.AE_TERMS)),
            "conmed": lambda: (None, r.choice(v.CONMEDS)),
            "rx": self._prescription,
            "hx": lambda: (None, r.choice(v.HISTORY)),
            "hr_val": lambda: ("EFFICACY_VALUE", v.efficacy_value(r, "hr")),
            "pct_val": lambda: ("EFFICACY_VALUE", v.efficacy_value(r, "pct")),
            "mo_val": lambda: ("EFFICACY_VALUE", v.efficacy_value(r, "months")),
            "p_val": lambda: ("EFFICACY_VALUE", v.p_value(r)),
            "interim": lambda: ("INTERIM_RESULT", v.interim_result(r)),
            "amend": lambda: ("AMENDMENT_RATIONALE", v.amendment_rationale(r)),
            "regq": lambda: ("REGULATORY_QUESTION", v.regulatory_question(r)),
            "enrol": lambda: ("ENROLMENT_NUMBER", str(r.randint(12, 1400))),
            "enrol_site": lambda: ("ENROLMENT_NUMBER", str(r.randint(1, 60))),
            "readout": lambda: ("READOUT_TIMELINE", v.readout_timeline(r)),
            "arm": lambda: (None, r.choice(v.ARMS)),
            "num": lambda: (None, str(r.randint(2, 40))),
        }
        for name, off in (("d_base", 0), ("d_prev", -r.randint(20, 400)), ("d_consent", -r.randint(40, 200)),
                          ("d_first_dose", -r.randint(7, 35)), ("d_onset", r.randint(0, 2)),
                          ("d_admit", r.randint(0, 3)), ("d_dc", r.randint(4, 14)), ("d_report", r.randint(5, 20)),
                          ("d_next", r.randint(21, 90)), ("d_resolved", r.randint(8, 30))):
            s[name] = (lambda o=off: self.date(self.day(o)))
        s["d_any"] = lambda: self.date(self.day(r.randint(-300, 300)))
        return s

    def _prescription(self) -> SlotValue:
        """A drug and its dose: the drug name is plain text, the dose is the DOSE span."""
        # a drug appears once per list: retry a few times before accepting a repeat
        for _ in range(4):
            drug, dose = self.rng.choice(v.PRESCRIPTIONS)
            if drug not in self._drugs_used:
                break
        self._drugs_used.add(drug)
        self.builder.text(drug + " ")
        return ("DOSE", dose)

    def fill(self, template: str) -> DocContext:
        self.builder.fill(template, self.slots)
        return self

    def maybe(self, prob: float, template: str) -> DocContext:
        if self.rng.random() < prob:
            self.fill(template)
        return self

    def pick(self, *templates: str) -> DocContext:
        return self.fill(self.rng.choice(templates))
