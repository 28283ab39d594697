"""Downstream utility (seed 001, 6.8.4 and 8.1): the same model trained on the raw and on the private view.

Per-stay features are summary statistics of every variable over the window (mean, std, min, max, last),
missing variables imputed by the training fold's median plus a missing indicator. The model is a
standardised logistic regression, scored by 5-fold stratified cross-validation on the same folds for both
views; reported: AUROC/AUPRC for raw and private and their differences (private − raw).
Tasks from ``Outcomes-a.txt``: ``death`` = In-hospital_death; ``los`` = Length_of_stay > 7 days.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, roc_auc_score
from sklearn.model_selection import StratifiedKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from airlock.ehr.evaluation import align
from airlock.ehr.panel import Panel

LOS_DAYS = 7


def stay_features(panel: Panel) -> np.ndarray:
    """(stays × 5·variables + variables) summary features with missing indicators."""
    v = panel.values
    with np.errstate(all="ignore"):
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            feats = [np.nanmean(v, 2), np.nanstd(v, 2), np.nanmin(v, 2), np.nanmax(v, 2)]
    finite = np.isfinite(v)
    last_idx = np.where(finite.any(2), v.shape[2] - 1 - np.argmax(finite[:, :, ::-1], axis=2), 0)
    last = np.take_along_axis(v, last_idx[:, :, None], axis=2)[:, :, 0]
    feats.append(np.where(finite.any(2), last, np.nan))
    feats.append((~finite.any(2)).astype(float))
    return np.concatenate(feats, axis=1)


def load_outcomes(path: str | Path, task: str) -> pd.Series:
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"outcomes file not found: {path}")
    df = pd.read_csv(path)
    if "RecordID" not in df.columns:
        raise ValueError(f"{path}: expected a RecordID column (PhysioNet Outcomes-a.txt)")
    if task == "death":
        y = df["In-hospital_death"]
    elif task == "los":
        y = (df["Length_of_stay"] > LOS_DAYS).astype(int)
    else:
        raise ValueError(f"unknown task {task!r} (death|los)")
    return pd.Series(y.to_numpy(), index=df["RecordID"].to_numpy())


def _cv_scores(x: np.ndarray, y: np.ndarray, folds: list[tuple[np.ndarray, np.ndarray]]) -> dict[str, float]:
    prob = np.empty(len(y))
    for tr, te in folds:
        model = make_pipeline(SimpleImputer(strategy="median"), StandardScaler(),
                              LogisticRegression(max_iter=2000, C=0.1))
        model.fit(x[tr], y[tr])
        prob[te] = model.predict_proba(x[te])[:, 1]
    return {"auroc": float(roc_auc_score(y, prob)), "auprc": float(average_precision_score(y, prob))}


def run_utility(raw: Panel, priv: Panel, outcomes: str | Path, task: str = "death", seed: int = 0) -> dict:
    raw, priv = align(raw, priv)
    labels = load_outcomes(outcomes, task)
    keep = np.isin(raw.stay_ids, labels.index.to_numpy())
    if keep.sum() < 50:
        raise ValueError("fewer than 50 stays have outcomes; check that stay_id is the PhysioNet RecordID")
    raw_s, priv_s = raw.subset_stays(np.nonzero(keep)[0]), priv.subset_stays(np.nonzero(keep)[0])
    y = labels.reindex(raw_s.stay_ids).to_numpy().astype(int)
    folds = list(StratifiedKFold(5, shuffle=True, random_state=seed).split(np.zeros(len(y)), y))
    r = _cv_scores(stay_features(raw_s), y, folds)
    p = _cv_scores(stay_features(priv_s), y, folds)
    return {"task": task, "stays": int(len(y)), "positives": int(y.sum()), "raw": r, "private": p,
            "delta_auroc": p["auroc"] - r["auroc"], "delta_auprc": p["auprc"] - r["auprc"]}


def format_utility(res: dict) -> str:
    return (f"task {res['task']} ({res['stays']} stays, {res['positives']} positive), logistic regression, 5-fold CV\n"
            f"  raw      AUROC {res['raw']['auroc']:.4f}  AUPRC {res['raw']['auprc']:.4f}\n"
            f"  private  AUROC {res['private']['auroc']:.4f}  AUPRC {res['private']['auprc']:.4f}\n"
            f"  Δ (private − raw) AUROC {res['delta_auroc']:+.4f}  AUPRC {res['delta_auprc']:+.4f}")
