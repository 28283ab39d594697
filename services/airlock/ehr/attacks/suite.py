"""Run the attack families against a released view, and format the results."""

from __future__ import annotations

import numpy as np

from airlock.ehr.attacks.attribute import attack_d
from airlock.ehr.attacks.linkage import attack_b
from airlock.ehr.attacks.membership import attack_c
from airlock.ehr.attacks.reconstruction import attack_a
from airlock.ehr.attacks.views import PairedView, paired_view
from airlock.ehr.panel import Panel

FAMILIES = ("A", "B", "C", "D")


def attack_view(view: PairedView, rng: np.random.Generator, families: tuple[str, ...] | list[str] = FAMILIES) -> dict:
    res: dict = {"stays": int(len(view.z))}
    if "A" in families:
        res["A"] = attack_a(view, rng)
    if "B" in families:
        res["B"] = attack_b(view, rng)
    if "C" in families:
        res["C"] = attack_c(view, rng)
    if "D" in families:
        res["D"] = attack_d(view, rng)
    return res


def run_suite(raw: Panel, priv: Panel, variables: list[str], rng: np.random.Generator,
              families: tuple[str, ...] | list[str] = FAMILIES, max_stays: int | None = None) -> dict:
    """Attack results per variable (raw and priv must share stay ids)."""
    return {v: attack_view(paired_view(raw, priv, v, max_stays=max_stays, rng=rng), rng, families)
            for v in variables}


def format_attacks(res: dict) -> str:
    lines = []
    for var, r in res.items():
        lines.append(f"{var} ({r['stays']} stays)")
        if "A" in r:
            a = r["A"]
            lines.append(f"  A  L2 R² {a['L2']['r2']:.4f} MAE_z {a['L2']['mae_z']:.4f} (conv {a['L2_conv']['r2']:.4f}) | "
                         f"L1 R² {a['L1']['r2']:.4f} | "
                         f"L0 identity R² {a['L0_identity']['r2']:.4f}, stay-mean R² {a['L0_stay_mean']['r2']:.4f}")
        if "B" in r:
            b = r["B"]
            lines.append(f"  B  Re-id@1 {b['reid_at1']:.3f} (sequence {b['reid_at1_sequence']:.3f}, sorted "
                         f"{b['reid_at1_sorted']:.3f}; random {b['random']:.2f})")
        if "C" in r:
            c = r["C"]
            lines.append(f"  C  membership AUC {c['auc']:.3f} (Adv {c['adv_mi']:.3f})")
        if "D" in r:
            d = r["D"]
            lines.append(f"  D  R²_attr max {d['r2_max']:.3f}, above_p90 {d['r2_above_p90']:.3f}, "
                         f"value@24h {d['r2_value_24h']:.3f}; IND acc {d['ind_acc']:.3f} (Adv {d['adv_ind']:.3f})")
    return "\n".join(lines)
