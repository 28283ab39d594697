"""In-process pipeline fixtures: every stage's handler chained without Kafka, over a real local keystore."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from airlock.core.bus import Outgoing, Record
from airlock.core.config import Settings
from airlock.core.stage_context import StageContext
from airlock.core.topics import AUDIT, REQUESTS
from airlock.egress.providers import Provider
from airlock.egress.service import Egress
from airlock.privacy.service import Privacy
from airlock.rehydrator.service import Rehydrator
from airlock.router.service import Router
from airlock.tagger.service import Tagger
from airlock.v1 import envelope_pb2, events_pb2


class RecordingProvider(Provider):
    """Test double: echoes the proxy (plus `inject`) and records everything it was sent."""

    name = "recording"

    def __init__(self, inject: str = "", fail: Exception | None = None) -> None:
        super().__init__(model="echo")
        self.sent: list[str] = []
        self.inject = inject
        self.fail = fail

    def complete(self, *, task: str, proxy_text: str) -> str:
        self.sent.append(task + "\n" + proxy_text)
        if self.fail:
            raise self.fail
        return "ANSWER: " + proxy_text + self.inject


@dataclass
class Pipeline:
    ctx: StageContext
    provider: RecordingProvider
    canaries: list[str] = field(default_factory=list)
    audit: list[events_pb2.AuditEvent] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.tagger = Tagger(self.ctx)
        self.stages: list[Callable[[Record], object]] = [
            self.tagger.handle, Router(self.ctx).handle, Privacy(self.ctx).handle,
            Egress(self.ctx, self.provider, canaries=self.canaries).handle, Rehydrator(self.ctx).handle,
        ]

    def submitted(self, text: str, task: str, *, session: str = "s1", tenant: str = "t1") -> Record:
        env = envelope_pb2.Envelope(request_id=str(uuid.uuid4()), tenant=tenant, session_id=session,
                                    schema_version=1, stage="gateway")
        env.accepted_at.GetCurrentTime()
        payload = self.ctx.sealer.seal(events_pb2.SubmittedPayload(text=text, task=task), env=env)
        msg = events_pb2.Submitted(envelope=env, payload=payload, document_chars=len(text))
        return Record(REQUESTS, 0, 0, session, msg.SerializeToString(), [])

    def run(self, text: str, task: str = "Summarise", **kw) -> tuple[events_pb2.Result, events_pb2.ResultPayload | None]:
        record = self.submitted(text, task, **kw)
        for handle in self.stages:
            outs: list[Outgoing] = list(handle(record))
            self.audit += [o.value for o in outs if o.topic == AUDIT]
            main = [o for o in outs if o.topic != AUDIT]
            assert len(main) == 1
            record = Record(main[0].topic, 0, 0, main[0].key, main[0].value.SerializeToString(), main[0].headers or [])
        result = events_pb2.Result.FromString(record.value)
        inner = None
        if result.HasField("payload"):
            inner = self.ctx.sealer.open(result.payload, events_pb2.ResultPayload, env=result.envelope)
        return result, inner


@pytest.fixture
def stage_ctx(tmp_path) -> StageContext:
    settings = Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path)})
    return StageContext.create("test", settings)


@pytest.fixture
def pipeline(stage_ctx) -> Pipeline:
    return Pipeline(stage_ctx, RecordingProvider(), canaries=["CANARY-7Q4X-ZEBULON"])
