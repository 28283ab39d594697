"""Route decisions. Deterministic rules first; anything uncertain or failed goes `local`, never weaker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RouteName = Literal["abstract", "dp", "local"]


@dataclass(frozen=True)
class RouteDecision:
    route: RouteName
    reason: str
    content_coupled: bool = False


def decide_route(*, failure_reason: str, gate_passed: bool, label_counts: dict[str, int], task: str) -> RouteDecision:
    """First version of the policy: abstract when the tagger's gates passed, local otherwise.

    The `dp` route is only chosen once a DP mechanism is configured (a later issue), so it is never picked
    here: choosing it without the mechanism would be a weaker route than `local`.
    """
    if failure_reason:
        return RouteDecision("local", f"kept local: {failure_reason}")
    if not gate_passed:
        return RouteDecision("local", "kept local: the tagger's hard gate did not pass")
    n = sum(label_counts.values())
    return RouteDecision("abstract", f"abstract: {n} sensitive span(s) replaced by placeholders; only the proxy leaves")
