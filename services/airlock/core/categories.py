"""The sensitive-category label set (DESIGN.md "Sensitive categories"): one place for every label.

The tagger emits these labels, the corpus generator annotates with them, the evaluator and validator accept
only them, and placeholders are minted as ``<LABEL_N>``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Group(StrEnum):
    SAFE_HARBOR = "safe_harbor"  # HIPAA Safe Harbor 18 (+ UK equivalents)
    QUASI = "quasi"  # clinical quasi-identifiers
    MNPI = "mnpi"  # material non-public information


@dataclass(frozen=True)
class Category:
    label: str
    group: Group
    description: str


_CATEGORIES: tuple[Category, ...] = (
    # --- HIPAA Safe Harbor 18 (names, geography < state, dates, contact, ids) ---
    Category("PATIENT_NAME", Group.SAFE_HARBOR, "patient's name, initials"),
    Category("RELATIVE_NAME", Group.SAFE_HARBOR, "relative's or contact's name"),
    Category("CLINICIAN_NAME", Group.SAFE_HARBOR, "clinician / staff name (non-investigator)"),
    Category("STREET_ADDRESS", Group.SAFE_HARBOR, "street address"),
    Category("CITY", Group.SAFE_HARBOR, "city, town, village"),
    Category("COUNTY", Group.SAFE_HARBOR, "county / district"),
    Category("ZIP", Group.SAFE_HARBOR, "US ZIP code"),
    Category("POSTCODE", Group.SAFE_HARBOR, "UK postcode"),
    Category("DATE", Group.SAFE_HARBOR, "date more specific than a year"),
    Category("AGE_OVER_89", Group.SAFE_HARBOR, "age over 89"),
    Category("PHONE", Group.SAFE_HARBOR, "telephone number"),
    Category("FAX", Group.SAFE_HARBOR, "fax number"),
    Category("EMAIL", Group.SAFE_HARBOR, "e-mail address"),
    Category("SSN", Group.SAFE_HARBOR, "US social security number"),
    Category("MRN", Group.SAFE_HARBOR, "medical record / hospital number"),
    Category("HEALTH_PLAN_ID", Group.SAFE_HARBOR, "health plan beneficiary number"),
    Category("ACCOUNT_NUMBER", Group.SAFE_HARBOR, "account / billing / card number"),
    Category("LICENSE_NUMBER", Group.SAFE_HARBOR, "licence / certificate number incl. GMC/NMC/DEA/NPI"),
    Category("VEHICLE_ID", Group.SAFE_HARBOR, "vehicle identifier / plate / VIN"),
    Category("DEVICE_ID", Group.SAFE_HARBOR, "device identifier / serial number"),
    Category("URL", Group.SAFE_HARBOR, "web URL"),
    Category("IP_ADDRESS", Group.SAFE_HARBOR, "IP address"),
    Category("BIOMETRIC_ID", Group.SAFE_HARBOR, "biometric identifier"),
    Category("NHS_NUMBER", Group.SAFE_HARBOR, "NHS number (mod-11 checksum)"),
    Category("SUBJECT_ID", Group.SAFE_HARBOR, "trial subject / screening / randomisation id"),
    Category("OTHER_ID", Group.SAFE_HARBOR, "any other unique id (accession, specimen, ...)"),
    # --- clinical quasi-identifiers ---
    Category("SITE_ID", Group.QUASI, "trial site identifier"),
    Category("INVESTIGATOR", Group.QUASI, "investigator / CRA name"),
    Category("COMPOUND_CODE", Group.QUASI, "investigational compound code"),
    Category("PROTOCOL_ID", Group.QUASI, "protocol / study number"),
    Category("DOSE", Group.QUASI, "dose and regimen"),
    Category("INDICATION", Group.QUASI, "indication / diagnosis under study"),
    Category("AE_GRADE", Group.QUASI, "adverse-event CTCAE grade"),
    Category("AGE", Group.QUASI, "age of 89 or under"),
    Category("SEX", Group.QUASI, "sex / gender"),
    Category("RARE_DISEASE", Group.QUASI, "rare-disease mention"),
    Category("FACILITY", Group.QUASI, "hospital / facility / site name"),
    # --- material non-public information ---
    Category("EFFICACY_VALUE", Group.MNPI, "efficacy value tied to an arm: ORR, HR, p, CI"),
    Category("INTERIM_RESULT", Group.MNPI, "interim analysis result"),
    Category("AMENDMENT_RATIONALE", Group.MNPI, "protocol amendment rationale"),
    Category("REGULATORY_QUESTION", Group.MNPI, "agency question / regulatory correspondence"),
    Category("ENROLMENT_NUMBER", Group.MNPI, "enrolment count"),
    Category("READOUT_TIMELINE", Group.MNPI, "timeline of an unannounced readout"),
)

CATEGORIES: dict[str, Category] = {c.label: c for c in _CATEGORIES}
LABELS: frozenset[str] = frozenset(CATEGORIES)
SAFE_HARBOR_LABELS: frozenset[str] = frozenset(c.label for c in _CATEGORIES if c.group is Group.SAFE_HARBOR)
# the labels that name a person (one set: merging, propagation, the name vault and the leak gate ask it)
PERSON_NAME_LABELS: frozenset[str] = frozenset({"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR"})
QUASI_LABELS: frozenset[str] = frozenset(c.label for c in _CATEGORIES if c.group is Group.QUASI)
MNPI_LABELS: frozenset[str] = frozenset(c.label for c in _CATEGORIES if c.group is Group.MNPI)


def group_of(label: str) -> Group:
    """Group of a label; raises KeyError with the unknown label for a clear error upstream."""
    return CATEGORIES[label].group
