"""Tagger evaluation: span metrics (seed 004 Algorithm 2 and any-overlap) and the HTML report."""
