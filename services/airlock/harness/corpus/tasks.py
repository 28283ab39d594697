"""Tasks a user attaches to a document, and the routing label each (task, document) pair should get.

Routing rule (the label the router issue learns from):
- a task that needs none of the sensitive values (grammar, formatting, translation of structure) is
  ``abstract``: only placeholders need to leave;
- a task that needs quasi-identifier values (ages, doses, grades, dates for a timeline) but no direct
  identifier or MNPI is ``dp``: noised values suffice;
- a task that needs direct identifiers, or needs MNPI values present in the document, is ``local``.
``content_coupled`` is true whenever the task needs any sensitive value (it cannot be done on placeholders).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from airlock.core.categories import MNPI_LABELS, QUASI_LABELS

# quasi-identifiers a dp route may release noised; everything in Safe Harbor is direct
_DP_OK = QUASI_LABELS | {"DATE", "AGE_OVER_89"}


@dataclass(frozen=True)
class Task:
    text: str
    needs: frozenset[str] = frozenset()  # "quasi", "direct", "mnpi"


def _t(text: str, *needs: str) -> Task:
    return Task(text, frozenset(needs))


_COMMON = (
    _t("Fix the grammar and spelling"), _t("Rewrite this in plain English"), _t("Make this more concise"),
    _t("Convert this into bullet points"), _t("Translate the headings into French"),
)
TASKS: dict[str, tuple[Task, ...]] = {
    "sae_narrative": _COMMON + (
        _t("Draft the final SAE narrative from these notes", "quasi"),
        _t("Check that the causality assessment is consistent with the event timeline", "quasi"),
        _t("Compute the time to onset from first dose", "quasi"),
        _t("Prepare the CIOMS form fields for this case", "direct", "quasi"),
    ),
    "protocol_excerpt": _COMMON + (
        _t("Summarise the eligibility criteria", "quasi"),
        _t("Check the sample size justification", "mnpi"),
        _t("Explain the amendment rationale for the site newsletter", "mnpi"),
    ),
    "monitoring_report": _COMMON + (
        _t("Summarise the protocol deviations", "quasi"),
        _t("Draft a follow-up letter to the investigator", "direct"),
        _t("List the action items with owners and due dates", "direct"),
        _t("Summarise enrolment progress for the sponsor", "mnpi"),
    ),
    "csr_draft": _COMMON + (
        _t("Write the efficacy section of the synopsis", "mnpi"),
        _t("Check the numbers in the efficacy table against the text", "mnpi"),
        _t("Draft a press release from the interim results", "mnpi"),
        _t("Summarise the safety findings", "quasi"),
    ),
    "nursing_note_us": _COMMON + (
        _t("Write a handover summary for the next shift", "quasi"),
        _t("Draft a message to the patient's family", "direct"),
        _t("Extract the vital signs trend", "quasi"),
    ),
    "discharge_letter_uk": _COMMON + (
        _t("Write a patient-friendly version of this letter", "quasi"),
        _t("Address this letter to the GP practice", "direct"),
        _t("Code the diagnoses in SNOMED CT", "quasi"),
    ),
    "progress_note_us": _COMMON + (
        _t("Summarise the assessment and plan", "quasi"),
        _t("Draft the insurance prior-authorization letter", "direct", "quasi"),
        _t("Generate a billing summary", "direct"),
    ),
}


def route_for(task: Task, labels: Iterable[str]) -> tuple[str, bool]:
    """``(route, content_coupled)`` for a task on a document whose gold spans carry ``labels``."""
    present = set(labels)
    if not task.needs:
        return "abstract", False
    if "direct" in task.needs and present - _DP_OK - MNPI_LABELS:
        return "local", True
    if "mnpi" in task.needs and present & MNPI_LABELS:
        return "local", True
    return "dp", True


def pick_task(doc_type: str, rng: random.Random) -> Task:
    """A task for the document: type-specific tasks just over half the time, so that the router sees all
    three routes in useful numbers rather than mostly the generic editing tasks."""
    specific = TASKS[doc_type][len(_COMMON) :]
    return rng.choice(specific if rng.random() < 0.55 else _COMMON)
