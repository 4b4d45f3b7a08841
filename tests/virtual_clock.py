"""A virtual clock for the transport (``edison_kg.sparql.http.Clock``): time passes only when
told, so that the tests check backoffs, Retry-After waits and deadlines exactly and at once.

The transport's sleeps are recorded and pass at once. The deadline of an attempt is an
alarm; it rings when time is let pass beyond it, which a stand-in server that stalls does
(``stalling``: its waits are virtual time), and ringing cuts the request as the system
clock's timer would."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable


@dataclass
class Alarm:
    set_at: float
    seconds: float
    ring: Callable[[], None]
    rang: bool = False
    cancelled: bool = False

    @property
    def due(self) -> float:
        return self.set_at + self.seconds


class VirtualClock:
    def __init__(self):
        self.time = 0.0
        self.sleeps: list[float] = []
        self.alarms: list[Alarm] = []
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self.time

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.pass_time(seconds)

    def alarm(self, seconds: float, ring: Callable[[], None]) -> Callable[[], None]:
        with self._lock:
            alarm = Alarm(self.time, seconds, ring)
            self.alarms.append(alarm)

        def cancel() -> None:
            alarm.cancelled = True

        return cancel

    def pass_time(self, seconds: float) -> None:
        """Let ``seconds`` pass; each alarm due by then rings, the clock showing its time."""
        with self._lock:
            until = self.time + seconds
        while True:
            with self._lock:
                due = sorted((a for a in self.alarms if not (a.rang or a.cancelled) and a.due <= until),
                             key=lambda a: a.due)
                if not due:
                    self.time = max(self.time, until)
                    return
                alarm = due[0]
                self.time = max(self.time, alarm.due)
                alarm.rang = True
            alarm.ring()

    def rung(self) -> list[tuple[float, float]]:
        """(time set, seconds) of each alarm that rang: each a request cut at its deadline."""
        return [(a.set_at, a.seconds) for a in self.alarms if a.rang]


class Stalling:
    """What a stand-in server waits on (``threading.Event``'s ``wait`` and ``is_set``), with
    its waits passed on the virtual clock instead of the wall clock."""

    def __init__(self, clock: VirtualClock, stopping: threading.Event):
        self.clock, self.stopping = clock, stopping

    def wait(self, seconds: float) -> bool:
        self.clock.pass_time(seconds)
        return self.stopping.is_set()

    def is_set(self) -> bool:
        return self.stopping.is_set()
