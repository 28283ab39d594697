"""Audit events (hashes and ids only) and the hash-chained audit store.

`audit_event` builds the `AuditEvent` every stage emits; its attribute keys come from an allow-list and its
values are scalars, so no text can be attached by accident (ValueError otherwise — a programming error).

`AuditStore` is the embedded store (SQLite in WAL mode; PostgreSQL in production). Each row carries
`row_hash = sha256(prev_hash || canonical JSON of the row)`, so editing, deleting or reordering any row
breaks the chain from that row on and `verify_chain` finds it. (Dropping the newest rows is only detectable
against an externally kept head hash: `head()` returns it for anchoring.) Appends are idempotent on
(request_id, stage, event): redelivered Kafka records do not duplicate the trail.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from airlock.core.log import ALLOWED_KEYS
from airlock.v1.envelope_pb2 import Envelope
from airlock.v1.events_pb2 import AuditEvent

__all__ = ["ALLOWED_AUDIT_KEYS", "GENESIS_HASH", "AuditStore", "audit_event"]

# The log allow-list, less what an audit row already holds in its own columns (request, tenant, stage) or
# never needs (process details), plus the audit-only facts. One list to review, not two.
ALLOWED_AUDIT_KEYS: frozenset[str] = (ALLOWED_KEYS - {"request_id", "tenant", "stage", "pid", "port", "service"}) | {
    "route_reason",
    "proxy_sha256",
    "answer_sha256",
    "map_ref_hash",
    "content_coupled",
    "gate_passed",
    "orphan_placeholders",
    "epsilon_spent",
    "document_chars",
    "entity_count",
    "span_count",
    "leak_hits",
    "source_topic",
}
MAX_ATTR_CHARS = 200
GENESIS_HASH = "0" * 64


def _stringify(key: str, value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        if len(value) > MAX_ATTR_CHARS:
            raise ValueError(f"audit attribute {key!r} is longer than {MAX_ATTR_CHARS} characters")
        return value
    raise ValueError(f"audit attribute {key!r} must be str, int, float or bool")


def audit_event(
    envelope: Envelope, *, stage: str, event: str, **attributes: str | int | float | bool
) -> AuditEvent:
    """An AuditEvent for `envelope`; ValueError for a key outside ALLOWED_AUDIT_KEYS or a non-scalar value."""
    bad = sorted(k for k in attributes if k not in ALLOWED_AUDIT_KEYS)
    if bad:
        # Key names are code, not data, so naming them is safe and makes the bug obvious.
        raise ValueError(f"audit attribute keys not allowed: {bad}")
    out = AuditEvent(stage=stage, event=event)
    out.envelope.CopyFrom(envelope)
    for key, value in attributes.items():
        out.attributes[key] = _stringify(key, value)
    return out


def _canonical(row: dict[str, Any]) -> str:
    return json.dumps(row, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def _row_hash(prev_hash: str, row: dict[str, Any]) -> str:
    return hashlib.sha256((prev_hash + _canonical(row)).encode("utf-8")).hexdigest()


_HASHED_COLUMNS = ("seq", "request_id", "tenant", "stage", "event", "attributes_json", "doc_sha256", "ts")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS audit_events (
    seq INTEGER PRIMARY KEY,
    request_id TEXT NOT NULL,
    tenant TEXT NOT NULL,
    stage TEXT NOT NULL,
    event TEXT NOT NULL,
    attributes_json TEXT NOT NULL,
    doc_sha256 TEXT NOT NULL,
    ts TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    row_hash TEXT NOT NULL,
    UNIQUE (request_id, stage, event)
);
CREATE INDEX IF NOT EXISTS audit_events_request ON audit_events (request_id);
"""


class AuditStore:
    """SQLite (WAL) hash-chained audit log; safe for several threads and processes appending."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN IMMEDIATE ourselves so the read of the chain head and the
        # insert are one write transaction, serialised across processes by SQLite's lock.
        self._db = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def append(self, event: AuditEvent) -> bool:
        """Append `event` to the chain; False (and no write) if (request_id, stage, event) is already there."""
        env = event.envelope
        if env.emitted_at.seconds or env.emitted_at.nanos:
            ts = env.emitted_at.ToDatetime(tzinfo=UTC).isoformat()
        else:
            ts = datetime.now(UTC).isoformat()
        attrs = _canonical(dict(event.attributes))
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                dup = self._db.execute(
                    "SELECT 1 FROM audit_events WHERE request_id=? AND stage=? AND event=?",
                    (env.request_id, event.stage, event.event),
                ).fetchone()
                if dup:
                    self._db.execute("ROLLBACK")
                    return False
                head = self._db.execute(
                    "SELECT seq, row_hash FROM audit_events ORDER BY seq DESC LIMIT 1"
                ).fetchone()
                seq, prev = (head[0] + 1, head[1]) if head else (1, GENESIS_HASH)
                row = {
                    "seq": seq,
                    "request_id": env.request_id,
                    "tenant": env.tenant,
                    "stage": event.stage,
                    "event": event.event,
                    "attributes_json": attrs,
                    "doc_sha256": env.document_sha256,
                    "ts": ts,
                }
                self._db.execute(
                    "INSERT INTO audit_events (seq, request_id, tenant, stage, event, attributes_json, doc_sha256,"
                    " ts, prev_hash, row_hash) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    (*[row[c] for c in _HASHED_COLUMNS], prev, _row_hash(prev, row)),
                )
                self._db.execute("COMMIT")
                return True
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def verify_chain(self) -> tuple[bool, int]:
        """(True, -1) if every row links to its predecessor and hashes correctly, else (False, first bad seq)."""
        prev, expected_seq = GENESIS_HASH, 1
        with self._lock:
            rows = self._db.execute(
                f"SELECT {', '.join(_HASHED_COLUMNS)}, prev_hash, row_hash FROM audit_events ORDER BY seq"
            )
            for values in rows:
                row = dict(zip(_HASHED_COLUMNS, values[: len(_HASHED_COLUMNS)], strict=True))
                prev_hash, row_hash = values[len(_HASHED_COLUMNS) :]
                if row["seq"] != expected_seq or prev_hash != prev or _row_hash(prev, row) != row_hash:
                    return False, int(row["seq"])
                prev, expected_seq = row_hash, expected_seq + 1
        return True, -1

    def head(self) -> tuple[int, str]:
        """(last seq, its row_hash) — (0, GENESIS_HASH) when empty; anchor it elsewhere to detect truncation."""
        with self._lock:
            row = self._db.execute(
                "SELECT seq, row_hash FROM audit_events ORDER BY seq DESC LIMIT 1"
            ).fetchone()
        return (int(row[0]), str(row[1])) if row else (0, GENESIS_HASH)

    def trail(self, request_id: str) -> list[dict[str, Any]]:
        """Every event of one request, in order."""
        with self._lock:
            rows = self._db.execute(
                "SELECT seq, request_id, tenant, stage, event, attributes_json, doc_sha256, ts, row_hash"
                " FROM audit_events WHERE request_id=? ORDER BY seq",
                (request_id,),
            ).fetchall()
        keys = ("seq", "request_id", "tenant", "stage", "event", "attributes", "doc_sha256", "ts", "row_hash")
        out = []
        for values in rows:
            item = dict(zip(keys, values, strict=True))
            item["attributes"] = json.loads(item["attributes"])
            out.append(item)
        return out

    def summary(self) -> dict[str, Any]:
        """Counts for the compliance dashboard.

        events/stages count rows; tenants/routes/outcomes/reason_codes count distinct requests that carried
        that value on any of their events.
        """
        with self._lock:

            def counts(expr: str, per_request: bool = False) -> dict[str, int]:
                n = "COUNT(DISTINCT request_id)" if per_request else "COUNT(*)"
                rows = self._db.execute(
                    f"SELECT {expr} AS k, {n} FROM audit_events WHERE k IS NOT NULL GROUP BY k ORDER BY k"
                ).fetchall()
                return {str(k): int(n) for k, n in rows}

            total, requests = self._db.execute(
                "SELECT COUNT(*), COUNT(DISTINCT request_id) FROM audit_events"
            ).fetchone()
            return {
                "total_events": int(total),
                "requests": int(requests),
                "events": counts("event"),
                "stages": counts("stage"),
                "tenants": counts("tenant", per_request=True),
                "routes": counts("json_extract(attributes_json, '$.route')", per_request=True),
                "outcomes": counts("json_extract(attributes_json, '$.outcome')", per_request=True),
                "reason_codes": counts("json_extract(attributes_json, '$.reason_code')", per_request=True),
            }
