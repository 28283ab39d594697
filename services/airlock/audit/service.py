"""Audit sink: audit topic -> hash-chained audit store. Idempotent on (request, stage, event)."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable

from airlock.core.audit import AuditStore
from airlock.core.bus import Outgoing, PoisonRecord, Record
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import AUDIT
from airlock.v1 import events_pb2

STAGE = "audit"
APPEND_ATTEMPTS = 4


class AuditSink:
    def __init__(self, ctx: StageContext, store: AuditStore | None = None) -> None:
        self.ctx = ctx
        self.store = store or AuditStore(ctx.settings.run_dir / "audit" / "audit.sqlite")

    def handle(self, record: Record) -> Iterable[Outgoing]:
        try:
            event = events_pb2.AuditEvent.FromString(record.value)
        except Exception:
            raise PoisonRecord("unparseable AuditEvent record") from None
        for attempt in range(APPEND_ATTEMPTS):  # a locked/busy database is transient: retry before dead-lettering
            try:
                self.store.append(event)
                return []
            except sqlite3.OperationalError:
                if attempt == APPEND_ATTEMPTS - 1:
                    raise
                time.sleep(0.2 * (attempt + 1))
        return []


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    sink = AuditSink(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[AUDIT], handler=sink.handle)],
                       consumes=[AUDIT], produces=[])
