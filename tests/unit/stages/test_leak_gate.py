"""Egress's final leak gate, independent of the tagger."""

from __future__ import annotations

from airlock.egress.leak_gate import check_outbound, name_parts

MAP = {"<PATIENT_NAME_1>": "Margaret Okonkwo-Hale", "<MRN_1>": "44817203", "<CLINICIAN_NAME_1>": "Dr. Li Wu"}


def test_clean_proxy_passes() -> None:
    assert check_outbound(["<PATIENT_NAME_1> seen, <MRN_1>."], entity_map=MAP, canaries=[]).passed


def test_full_value_any_case_or_spacing_is_blocked() -> None:
    v = check_outbound(["seen: MARGARET   okonkwo-hale"], entity_map=MAP, canaries=[])
    assert not v.passed and "entity-map value" in v.reason and "Okonkwo" not in v.reason


def test_a_surname_alone_is_blocked() -> None:
    assert not check_outbound(["Mrs Okonkwo-Hale called"], entity_map=MAP, canaries=[]).passed
    assert not check_outbound(["seen by Wu"], entity_map=MAP, canaries=[]).passed


def test_titles_and_short_particles_are_not_name_parts() -> None:
    parts = name_parts(MAP)
    assert "dr" not in parts and "margaret" in parts and "okonkwo-hale" in parts
    assert check_outbound(["Wuhan strain"], entity_map=MAP, canaries=[]).passed
    assert check_outbound(["Dr. <CLINICIAN_NAME_1> reviewed"], entity_map=MAP, canaries=[]).passed


def test_residual_identifier_without_map_is_blocked() -> None:
    v = check_outbound(["call 617-555-0143 or SSN 219-09-9999"], entity_map={}, canaries=[])
    assert not v.passed and "residual" in v.reason


def test_canary_is_blocked_case_insensitively() -> None:
    v = check_outbound(["note CANARY-x1"], entity_map={}, canaries=["canary-X1"])
    assert not v.passed and "canary" in v.reason


def test_unminted_placeholder_in_outbound_text_is_blocked() -> None:
    assert not check_outbound(["<PATIENT_NAME_9> seen"], entity_map=MAP, canaries=[]).passed
