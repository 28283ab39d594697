"""The gateway's durable record of accepted requests and their results (SQLite, WAL).

It holds ids, outcomes and the already-encrypted Result record only, so a gateway restart loses no answer and
the file never holds plaintext. Waiters are woken in-process through a condition variable.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from airlock.v1 import envelope_pb2, events_pb2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS requests (
  request_id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  idempotency_key TEXT,
  session_id TEXT NOT NULL DEFAULT '',
  document_sha256 TEXT NOT NULL DEFAULT '',
  accepted_at REAL NOT NULL,
  outcome INTEGER NOT NULL DEFAULT 1,
  result BLOB,
  resolved_at REAL,
  results_seen INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS idem ON requests(tenant, idempotency_key) WHERE idempotency_key IS NOT NULL;
"""


# columns added after the first release, with the defaults the old rows take
_ADDED_COLUMNS = (
    ("session_id", "session_id TEXT NOT NULL DEFAULT ''"),
    ("document_sha256", "document_sha256 TEXT NOT NULL DEFAULT ''"),
    ("results_seen", "results_seen INTEGER NOT NULL DEFAULT 0"),
)


@dataclass(frozen=True)
class Accepted:
    request_id: str
    duplicate: bool
    conflict: bool = False  # the key was used before for a different document or session


class ResultStore:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self._migrate()
        self._lock = threading.RLock()  # re-entrant: wait() reads while holding the condition
        self._changed = threading.Condition(self._lock)

    def _migrate(self) -> None:
        """Add the columns a file written by an older gateway lacks (CREATE TABLE IF NOT EXISTS keeps the old
        table as it was, and every insert would then fail)."""
        have = {row[1] for row in self._db.execute("PRAGMA table_info(requests)")}
        for column, ddl in _ADDED_COLUMNS:
            if column not in have:
                self._db.execute(f"ALTER TABLE requests ADD COLUMN {ddl}")

    def accept(self, *, request_id: str, tenant: str, idempotency_key: str | None, session_id: str = "",
               document_sha256: str = "") -> Accepted:
        """Record a new request, or return the earlier one for a repeated idempotency key.

        A key reused for another document or session is a conflict, not a duplicate: answering it with the
        earlier request's result would hand back another document's rehydrated values.
        """
        with self._lock:
            if idempotency_key:
                row = self._db.execute(
                    "SELECT request_id, session_id, document_sha256 FROM requests WHERE tenant=? AND idempotency_key=?",
                    (tenant, idempotency_key),
                ).fetchone()
                if row:
                    same = (row[1], row[2]) == (session_id, document_sha256)
                    return Accepted(row[0], duplicate=same, conflict=not same)
            self._db.execute(
                "INSERT INTO requests(request_id, tenant, idempotency_key, session_id, document_sha256, accepted_at)"
                " VALUES (?,?,?,?,?,?)",
                (request_id, tenant, idempotency_key or None, session_id, document_sha256, time.time()),
            )
            return Accepted(request_id, False)

    def forget(self, request_id: str) -> None:
        """Undo an accept whose record was never handed to the producer (so it cannot arrive later), letting
        a retry with the same key start afresh. Never called once the record may be in flight."""
        with self._lock:
            self._db.execute("DELETE FROM requests WHERE request_id=? AND outcome=?",
                             (request_id, envelope_pb2.OUTCOME_PENDING))

    def resolve(self, result: events_pb2.Result) -> bool:
        """Store the first result for a request; later duplicates only bump a counter. True if stored."""
        rid = result.envelope.request_id
        with self._changed:
            row = self._db.execute("SELECT outcome FROM requests WHERE request_id=?", (rid,)).fetchone()
            if row is None:
                return False  # not accepted by this gateway's store
            self._db.execute("UPDATE requests SET results_seen = results_seen + 1 WHERE request_id=?", (rid,))
            if row[0] != envelope_pb2.OUTCOME_PENDING:
                return False
            self._db.execute(
                "UPDATE requests SET outcome=?, result=?, resolved_at=? WHERE request_id=?",
                (result.outcome, result.SerializeToString(), time.time(), rid),
            )
            self._changed.notify_all()
            return True

    def get(self, request_id: str) -> tuple[str, events_pb2.Result | None] | None:
        """(tenant, result or None while pending), or None for an unknown request id."""
        with self._lock:
            row = self._db.execute("SELECT tenant, result FROM requests WHERE request_id=?", (request_id,)).fetchone()
        if row is None:
            return None
        return row[0], (events_pb2.Result.FromString(row[1]) if row[1] else None)

    def wait(self, request_id: str, timeout_s: float) -> events_pb2.Result | None:
        deadline = time.monotonic() + max(0.0, timeout_s)
        with self._changed:
            while True:
                got = self.get(request_id)
                if got is None or got[1] is not None:
                    return got[1] if got else None
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None
                self._changed.wait(remaining)

    def counts(self) -> dict[str, int]:
        with self._lock:
            rows = self._db.execute(
                "SELECT outcome, COUNT(*), SUM(results_seen) FROM requests GROUP BY outcome").fetchall()
        out = {envelope_pb2.Outcome.Name(o): n for o, n, _ in rows}
        out["results_seen"] = int(sum(s or 0 for _, _, s in rows))
        return out
