"""Attack families of seed 001, section 6.6: A reconstruction, B linkage, C membership, D attribute + IND.

All attacks work in z-score space on per-stay windows (rows = stays, columns = hours) and assume the
no-key, structure-aware adversary C5: it knows the operators and their public parameters, not the secret.
"""
