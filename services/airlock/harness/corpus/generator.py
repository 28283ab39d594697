"""Corpus generation: document types, default mix, per-document seeding, and the held-out split.

Each document gets its own seed derived from (corpus seed, type, index), so a document does not change when
the mix or ``n`` changes and generation is deterministic for a seed.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator, Sequence

from airlock.core.span_jsonl import Record
from airlock.harness.corpus import tasks
from airlock.harness.corpus.context import DocContext
from airlock.harness.corpus.noise import PROFILES, NoiseProfile
from airlock.harness.corpus.templates import (
    csr,
    discharge_uk,
    monitoring,
    nursing_us,
    progress_us,
    protocol,
    sae,
    wrappers,
)

Renderer = Callable[[DocContext], None]

# doc_type -> (renderer, style, default count); trial mix 500/200/200/300 as in Asclepius, notes 400 each
DOC_TYPES: dict[str, tuple[Renderer, str, int]] = {
    "sae_narrative": (sae.render, "trial", 500),
    "protocol_excerpt": (protocol.render, "trial", 200),
    "monitoring_report": (monitoring.render, "trial", 200),
    "csr_draft": (csr.render, "trial", 300),
    "nursing_note_us": (nursing_us.render, "us", 400),
    "discharge_letter_uk": (discharge_uk.render, "uk", 400),
    "progress_note_us": (progress_us.render, "us", 400),
}
DEFAULT_N = sum(n for _, _, n in DOC_TYPES.values())
_ID_PREFIX = {"sae_narrative": "sae", "protocol_excerpt": "prot", "monitoring_report": "mvr", "csr_draft": "csr",
              "nursing_note_us": "nsg", "discharge_letter_uk": "dis", "progress_note_us": "prog"}
# noise profile weights per style; nursing notes are always in capitals
_PROFILE_WEIGHTS = {"trial": {"clean": 5, "light": 3, "typos": 1, "ocr": 1},
                    "uk": {"clean": 4, "light": 3, "typos": 1, "ocr": 2},
                    "us": {"clean": 4, "light": 3, "typos": 2, "ocr": 1}}


def _doc_seed(seed: int, doc_type: str, index: int) -> int:
    digest = hashlib.sha256(f"{seed}:{doc_type}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


OUTLIER_FRACTION = 0.1  # CIPHER oversampled outliers (10 %): noisier and wrapped documents


def _profile(doc_type: str, style: str, rng: random.Random, outlier: bool) -> NoiseProfile:
    if outlier and rng.random() < 0.5:
        return PROFILES[rng.choice(["heavy_ocr", "heavy_typos"])]
    if doc_type == "nursing_note_us":
        return PROFILES["caps"] if rng.random() < 0.85 else PROFILES["typos"]
    weights = _PROFILE_WEIGHTS[style]
    return PROFILES[rng.choices(list(weights), list(weights.values()))[0]]


def generate_document(doc_type: str, seed: int, index: int) -> Record:
    """One gold document of ``doc_type``; the same (type, seed, index) always gives the same record."""
    render, style, _ = DOC_TYPES[doc_type]
    rng = random.Random(_doc_seed(seed, doc_type, index))
    outlier = rng.random() < OUTLIER_FRACTION
    ctx = DocContext(rng, style, _profile(doc_type, style, rng, outlier))
    # pasted text often arrives inside an e-mail or with a request line; outliers get a whole thread
    wrap = rng.random()
    if outlier or wrap < 0.08:
        wrappers.email_header(ctx)
    elif wrap < 0.16:
        wrappers.request_line(ctx)
    render(ctx)
    if outlier or rng.random() < 0.05:
        wrappers.signature(ctx)
    if outlier and rng.random() < 0.6:
        wrappers.forwarded_block(ctx)
    text, spans = ctx.builder.build()
    task = tasks.pick_task(doc_type, rng)
    route, coupled = tasks.route_for(task, (s.label for s in spans))
    return Record(id=f"{_ID_PREFIX[doc_type]}-{seed}-{index:05d}", text=text, spans=tuple(spans), doc_type=doc_type,
                  task=task.text, route=route, content_coupled=coupled)


def plan(n: int | None, types: Sequence[str] | None = None) -> dict[str, int]:
    """How many documents of each type: the default mix scaled to ``n`` (largest remainder)."""
    chosen = list(types) if types else list(DOC_TYPES)
    unknown = [t for t in chosen if t not in DOC_TYPES]
    if unknown:
        raise ValueError(f"unknown document types {unknown}; known: {sorted(DOC_TYPES)}")
    weights = {t: DOC_TYPES[t][2] for t in chosen}
    total_w = sum(weights.values())
    target = DEFAULT_N if n is None and not types else (n if n is not None else total_w)
    exact = {t: target * w / total_w for t, w in weights.items()}
    counts = {t: int(x) for t, x in exact.items()}
    for t in sorted(exact, key=lambda k: exact[k] - counts[k], reverse=True)[: target - sum(counts.values())]:
        counts[t] += 1
    return counts


def generate(n: int | None = None, seed: int = 0, types: Sequence[str] | None = None) -> Iterator[Record]:
    """Documents for the mix, interleaved by type so any prefix of the file is a mixed sample."""
    counts = plan(n, types)
    longest = max(counts.values(), default=0)
    for i in range(longest):
        for doc_type, count in counts.items():
            if i < count:
                yield generate_document(doc_type, seed, i)


# ---------------------------------------------------------------- held-out split

TEST_FRACTION = 0.2


def split_of(doc_id: str, test_fraction: float = TEST_FRACTION) -> str:
    """``"test"`` or ``"dev"`` from a hash of the id alone: stable across runs, machines and file orders."""
    bucket = int.from_bytes(hashlib.sha256(f"airlock-split:{doc_id}".encode()).digest()[:8], "big") / 2**64
    return "test" if bucket < test_fraction else "dev"
