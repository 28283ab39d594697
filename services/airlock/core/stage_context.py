"""What every stage service needs, built once from the environment: settings, secret store, sealer,
logger, and a shared idempotent producer."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from airlock.core.bus import BusProducer, Outgoing, Record, StageRunner
from airlock.core.config import Settings
from airlock.core.crypto import EnvelopeCipher
from airlock.core.log import SafeLogger, get_logger
from airlock.core.records import Sealer
from airlock.core.secret_store import SecretStore, open_secret_store


@dataclass
class StageContext:
    name: str
    settings: Settings
    store: SecretStore
    sealer: Sealer
    log: SafeLogger
    _producer: BusProducer | None = None

    @classmethod
    def create(cls, name: str, settings: Settings | None = None, store: SecretStore | None = None) -> StageContext:
        settings = settings or Settings.from_env()
        store = store or open_secret_store(settings)
        store.health()  # fail fast: a stage without its secret store must not start
        return cls(name=name, settings=settings, store=store, sealer=Sealer(EnvelopeCipher(store)),
                   log=get_logger(name))

    @property
    def producer(self) -> BusProducer:
        if self._producer is None:
            self._producer = BusProducer(self.settings.require_kafka(), client_id=f"airlock-{self.name}")
        return self._producer

    def runner(self, *, consumes: list[str], handler: Callable[[Record], Iterable[Outgoing]],
               group_id: str | None = None) -> StageRunner:
        return StageRunner(
            name=self.name,
            bootstrap=self.settings.require_kafka(),
            group_id=group_id or f"airlock-{self.name}",
            consumes=consumes,
            handler=handler,
            producer=self.producer,
            dlq_sealer=self.sealer.seal_bytes,
        )
