"""HTML report for one or more evaluated systems: overall figures, per-category chart and table, confusions.

Self-contained: the chart is a matplotlib PNG embedded as base64, so the file can be mailed or archived.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Mapping, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # headless: no display on servers and CI
import matplotlib.pyplot as plt  # noqa: E402 - the backend must be chosen before pyplot is imported

from airlock.core.categories import CATEGORIES  # noqa: E402
from airlock.harness.evaluation.metrics import MISSED, SPURIOUS, EvalResult  # noqa: E402


def per_label_chart(results: Mapping[str, EvalResult]) -> str:
    """Horizontal bars of label-agnostic recall per gold category, one bar per system; base64 PNG."""
    labels = sorted({lab for r in results.values() for lab, st in r.per_label.items() if st.gold},
                    key=lambda lab: (CATEGORIES[lab].group.value if lab in CATEGORIES else "", lab))
    fig_h = max(3.0, 0.28 * len(labels) * max(1, len(results)) ** 0.5 + 1.2)
    fig, ax = plt.subplots(figsize=(8, fig_h))
    width = 0.8 / max(1, len(results))
    for k, (name, res) in enumerate(results.items()):
        vals = []
        for lab in labels:
            st = res.per_label.get(lab)
            vals.append(st.found / st.gold if st and st.gold else 0.0)
        ax.barh([i + k * width for i in range(len(labels))], vals, height=width, label=name)
    ax.set_yticks([i + width * (len(results) - 1) / 2 for i in range(len(labels))])
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("recall per gold category (bipartite matching, any predicted label)")
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _overall_rows(results: Mapping[str, EvalResult]) -> str:
    rows = []
    for name, res in results.items():
        j = res.as_json()
        b, o = j["bipartite"], j["any_overlap"]
        rows.append(f"<tr><td>{html.escape(name)}</td><td>{res.documents}</td><td>{res.n_gold}</td><td>{res.n_pred}</td>"
                    f"<td>{b['precision']:.3f}</td><td>{b['recall']:.3f}</td><td>{b['f1']:.3f}</td><td>{b['f2']:.3f}</td>"
                    f"<td>{o['precision']:.3f}</td><td>{o['recall']:.3f}</td><td>{o['f1']:.3f}</td>"
                    f"<td>{j['exact']['recall']:.3f}</td></tr>")
    return "\n".join(rows)


def _label_table(name: str, res: EvalResult) -> str:
    rows = []
    for lab, st in sorted(res.per_label.items()):
        j = st.as_json()
        rows.append(f"<tr><td>{html.escape(lab)}</td><td>{st.gold}</td><td>{st.pred}</td>"
                    f"<td>{j['recall_any_label']:.3f}</td><td>{j['precision']:.3f}</td><td>{j['recall']:.3f}</td>"
                    f"<td>{j['f1']:.3f}</td></tr>")
    types = "".join(f"<tr><td>{html.escape(dt)}</td><td>{c.precision:.3f}</td><td>{c.recall:.3f}</td>"
                    f"<td>{c.f1:.3f}</td><td>{c.f2:.3f}</td></tr>" for dt, c in sorted(res.per_doc_type.items()))
    types_html = (f"<h4>by document type (bipartite)</h4><table><tr><th>type</th><th>P</th><th>R</th><th>F1</th>"
                  f"<th>F2</th></tr>{types}</table>") if types else ""
    conf = [(g, p, n) for (g, p), n in res.confusions.most_common() if g != p and MISSED not in (g, p)
            and SPURIOUS not in (g, p)][:15]
    conf_rows = "".join(f"<tr><td>{html.escape(g)}</td><td>{html.escape(p)}</td><td>{n}</td></tr>" for g, p, n in conf)
    return (f"<h3>{html.escape(name)}</h3><table><tr><th>label</th><th>gold</th><th>pred</th><th>recall (any label)"
            f"</th><th>P (same label)</th><th>R (same label)</th><th>F1 (same label)</th></tr>{''.join(rows)}</table>"
            f"{types_html}<h4>label confusions (gold &rarr; predicted, matched spans)</h4>"
            f"<table><tr><th>gold</th><th>predicted</th><th>n</th></tr>{conf_rows or '<tr><td colspan=3>none</td></tr>'}"
            f"</table>")


def render_report(results: Mapping[str, EvalResult], *, title: str, notes: Sequence[str] = ()) -> str:
    chart = per_label_chart(results)
    notes_html = "".join(f"<p class=note>{html.escape(n)}</p>" for n in notes)
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;margin:2em;max-width:1100px}}table{{border-collapse:collapse;margin:.5em 0 1.5em}}
td,th{{border:1px solid #ccc;padding:2px 8px;font-size:13px;text-align:right}}td:first-child{{text-align:left}}
.note{{color:#a40}}</style></head><body>
<h1>{html.escape(title)}</h1>{notes_html}
<p>Bipartite: one-to-one maximum matching where the canonical gold text is a substring of the canonical
predicted text and the spans overlap (seed 004, Algorithm 2, with offsets). Any-overlap: a prediction counts if it
touches gold, a gold span if any prediction touches it. Labels are ignored in the overall figures.
Synthetic-corpus figures overstate real-note performance (CIPHER lost 19 recall points going to real notes).</p>
<table><tr><th>system</th><th>docs</th><th>gold</th><th>pred</th><th>bip P</th><th>bip R</th><th>bip F1</th>
<th>bip F2</th><th>ovl P</th><th>ovl R</th><th>ovl F1</th><th>exact R</th></tr>
{_overall_rows(results)}</table>
<h2>Per category</h2><img alt="per-category recall" src="data:image/png;base64,{chart}">
{''.join(_label_table(n, r) for n, r in results.items())}
</body></html>
"""


def write_report(path: str | Path, results: Mapping[str, EvalResult], *, title: str,
                 notes: Sequence[str] = ()) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_report(results, title=title, notes=notes), encoding="utf-8")
    return path
