"""Presidio's AnalyzerEngine with an offline NLP engine (NoOpNlpEngine: no spaCy model is needed), restricted
to the predefined pattern recognizers that add value to ours; entity types are mapped to Airlock labels."""

from __future__ import annotations

import os
import threading

from airlock.core.spans import Span

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

# Presidio entity -> Airlock label
ENTITY_MAP: dict[str, str] = {
    "EMAIL_ADDRESS": "EMAIL",
    "URL": "URL",
    "IP_ADDRESS": "IP_ADDRESS",
    "IBAN_CODE": "ACCOUNT_NUMBER",
    "CREDIT_CARD": "ACCOUNT_NUMBER",
    "CRYPTO": "ACCOUNT_NUMBER",
    "US_BANK_NUMBER": "ACCOUNT_NUMBER",
    "PHONE_NUMBER": "PHONE",
    "US_SSN": "SSN",
    "UK_NHS": "NHS_NUMBER",
    "MEDICAL_LICENSE": "LICENSE_NUMBER",
    "US_ITIN": "OTHER_ID",
    "US_PASSPORT": "OTHER_ID",
    "UK_NINO": "OTHER_ID",
    "UK_PASSPORT": "OTHER_ID",
    "UK_POSTCODE": "POSTCODE",
    "US_MBI": "HEALTH_PLAN_ID",
    "US_NPI": "LICENSE_NUMBER",
    "MAC_ADDRESS": "DEVICE_ID",
    "DATE_TIME": "DATE",
    "PERSON": "PATIENT_NAME",
    "LOCATION": "CITY",
    "US_DRIVER_LICENSE": "LICENSE_NUMBER",
    "UK_VEHICLE_REGISTRATION": "VEHICLE_ID",
}
# Recognizers that add value in `full` mode (high precision). Noisy ones (US_DRIVER_LICENSE, US_BANK_NUMBER,
# DATE_TIME) stay out of the detector but are part of the plain baseline used by the benchmark.
FULL_MODE_ENTITIES = (
    "EMAIL_ADDRESS", "URL", "IP_ADDRESS", "IBAN_CODE", "CREDIT_CARD", "CRYPTO", "PHONE_NUMBER", "US_SSN",
    "UK_NHS", "MEDICAL_LICENSE", "US_ITIN", "US_PASSPORT", "UK_NINO", "MAC_ADDRESS", "US_MBI", "US_NPI",
)
MIN_SCORE = 0.5

_lock = threading.Lock()
_engine = None


def analyzer():
    """The process-wide offline AnalyzerEngine (built once; AnalyzerEngine.analyze is thread-safe)."""
    global _engine
    if _engine is None:
        with _lock:
            if _engine is None:
                import logging

                from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
                from presidio_analyzer.nlp_engine import NoOpNlpEngine

                logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
                nlp = NoOpNlpEngine(models=[{"lang_code": "en", "model_name": "no_op"}])
                nlp.load()
                reg = RecognizerRegistry(supported_languages=["en"])
                reg.load_predefined_recognizers(languages=["en"], nlp_engine=nlp)
                _engine = AnalyzerEngine(registry=reg, nlp_engine=nlp, supported_languages=["en"])
    return _engine


def presidio_spans(text: str, *, entities: tuple[str, ...] | None = FULL_MODE_ENTITIES,
                   min_score: float = MIN_SCORE) -> list[Span]:
    """Presidio findings mapped to Airlock labels (``entities=None``: every predefined recognizer)."""
    eng = analyzer()
    results = eng.analyze(text=text, language="en", entities=list(entities) if entities else None)
    out = []
    for r in results:
        label = ENTITY_MAP.get(r.entity_type)
        if label is None or r.score < min_score or r.end <= r.start:
            continue
        # Presidio fills gaps: its spans never outrank a specific Airlock recognizer (capped score)
        out.append(Span(r.start, r.end, label, f"presidio.{r.entity_type}", float(min(r.score, 0.6))))
    return out
