"""Progress of long jobs (evaluation, consolidation, resharding, benchmarks): one helper for all of them.

On a terminal it is a tqdm bar; where stderr is not a terminal (CI logs, ``nohup``, a pipe) a bar would print
carriage-return garbage or nothing at all, so it prints plain lines instead: one when the job starts, one at most
every ``interval`` seconds while items complete, a heartbeat line when an item takes longer than that (a LoCoMo
conversation or a user's reflection can run for minutes, and a silent log looks like a hang), and one at the end.

Usage::

    from pipelines.progress import progress

    with progress(len(users), "consolidate", unit="user") as bar:
        for row in ds.iter_rows():
            ...
            bar.update(1, last=row["user_id"])

    for conv in progress.wrap(convs, "retrieval", unit="conversation"):  # an iterable, wrapped
        ...

``KIOKU_PROGRESS`` overrides the choice: ``bar``, ``lines`` or ``off``; ``KIOKU_PROGRESS_INTERVAL`` sets the
seconds between plain lines (default 30). Ray Data's own bars are turned off by :func:`quiet_ray_data` (the
driver shows this progress instead), which also silences its "Progress bars disabled" warning.

No Ray import here: benchmarks and library code use it in plain processes.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from typing import IO, Any, Literal, TypeVar

T = TypeVar("T")
Mode = Literal["bar", "lines", "off"]

DEFAULT_INTERVAL_S = 30.0


def _mode(stream: IO[str], mode: str | None) -> Mode:
    chosen = (mode or os.environ.get("KIOKU_PROGRESS") or "").strip().lower()
    if chosen in ("bar", "lines", "off"):
        return chosen  # type: ignore[return-value]
    try:
        return "bar" if stream.isatty() else "lines"
    except (AttributeError, ValueError):  # closed or not a real file
        return "lines"


def _interval(interval: float | None) -> float:
    if interval is not None:
        return max(0.01, float(interval))
    raw = os.environ.get("KIOKU_PROGRESS_INTERVAL")
    try:
        return max(0.01, float(raw)) if raw else DEFAULT_INTERVAL_S
    except ValueError:
        return DEFAULT_INTERVAL_S


def _clock(seconds: float) -> str:
    s = round(seconds)
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}h{m:02d}m{s:02d}s" if h else (f"{m}m{s:02d}s" if m else f"{s}s")


class Progress:
    """Counts completed items of one job and shows them (see the module docstring for where and how)."""

    def __init__(
        self,
        total: int | None,
        desc: str,
        *,
        unit: str = "it",
        stream: IO[str] | None = None,
        mode: str | None = None,
        interval: float | None = None,
    ) -> None:
        self.total = total
        self.desc = desc
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.mode: Mode = _mode(self.stream, mode)
        self.interval = _interval(interval)
        self.n = 0
        self.postfix: dict[str, Any] = {}
        self.t0 = time.monotonic()
        self._last_line = self.t0
        self._lock = threading.Lock()
        self._closed = threading.Event()
        self._bar: Any = None
        if self.mode == "bar":
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc=desc, unit=unit, file=self.stream, dynamic_ncols=True)
        elif self.mode == "lines":
            self._emit("started")
        if self.mode != "off":
            # The heartbeat: a job whose items each take minutes must still say it is alive.
            threading.Thread(target=self._beat, name=f"progress-{desc}", daemon=True).start()

    # -- reporting ----------------------------------------------------------------------------------------
    def status(self) -> str:
        """The plain status line (also what a test or a log scraper reads)."""
        elapsed = time.monotonic() - self.t0
        done = f"{self.n}/{self.total}" if self.total is not None else str(self.n)
        parts = [f"[{self.desc}] {done} {self.unit}{'s' if self.unit and not self.unit.endswith('s') else ''}"]
        if self.total:
            parts.append(f"({100.0 * self.n / self.total:.0f}%)")
        parts.append(f"elapsed {_clock(elapsed)}")
        if self.n and elapsed > 0:
            rate = self.n / elapsed
            parts.append(f"{rate:.3g} {self.unit}/s")
            if self.total and self.n < self.total:
                parts.append(f"eta {_clock((self.total - self.n) / rate)}")
        if self.postfix:
            parts.append("| " + ", ".join(f"{k}={v}" for k, v in self.postfix.items()))
        return " ".join(parts)

    def _emit(self, note: str = "") -> None:
        line = self.status() + (f" {note}" if note else "")
        try:
            print(line, file=self.stream, flush=True)
        except ValueError:  # the stream was closed under us (interpreter shutdown)
            return
        self._last_line = time.monotonic()

    def _beat(self) -> None:
        while not self._closed.wait(self.interval):
            with self._lock:
                if self._closed.is_set():
                    return
                if self._bar is not None:
                    self._bar.refresh()  # the elapsed time moves even when no item completed
                elif time.monotonic() - self._last_line >= self.interval:
                    self._emit("(working)")

    def update(self, n: int = 1, **postfix: Any) -> None:
        """``n`` more items done; keyword arguments are shown after the counts (e.g. ``last=conv-26``)."""
        with self._lock:
            self.n += n
            if postfix:
                self.postfix.update(postfix)
            if self._bar is not None:
                if postfix:
                    self._bar.set_postfix(self.postfix, refresh=False)
                self._bar.update(n)
            elif self.mode == "lines":
                finished = self.total is not None and self.n >= self.total
                if not finished and time.monotonic() - self._last_line >= self.interval:
                    self._emit()

    def note(self, text: str) -> None:
        """A one-off message that must not garble the bar (a warning, a phase change)."""
        with self._lock:
            if self._bar is not None:
                self._bar.write(text, file=self.stream)
            elif self.mode == "lines":
                print(f"[{self.desc}] {text}", file=self.stream, flush=True)

    def close(self) -> None:
        with self._lock:
            if self._closed.is_set():
                return
            self._closed.set()
            if self._bar is not None:
                self._bar.close()
            elif self.mode == "lines":
                self._emit("done")

    @classmethod
    def wrap(
        cls,
        items: Iterable[T],
        desc: str,
        *,
        total: int | None = None,
        unit: str = "it",
        stream: IO[str] | None = None,
        mode: str | None = None,
        interval: float | None = None,
    ) -> Iterator[T]:
        """Yield ``items``, counting each (the total is ``len(items)`` when not given and it has one)."""
        if total is None and hasattr(items, "__len__"):
            total = len(items)  # type: ignore[arg-type]
        with cls(total, desc, unit=unit, stream=stream, mode=mode, interval=interval) as bar:
            for item in items:
                yield item
                bar.update(1)

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ``progress(total, desc, ...)`` starts one; ``progress.wrap(iterable, desc, ...)`` counts what an iterable yields.
progress = Progress


def quiet_ray_data(data_context: Any) -> None:
    """Turn Ray Data's own progress bars off (the driver reports progress with :func:`progress`) and silence
    the warning it logs about that, which otherwise is the only thing a CI log shows for minutes."""
    data_context.enable_progress_bars = False
    data_context.enable_operator_progress_bars = False
    logging.getLogger("ray.data._internal.progress").setLevel(logging.ERROR)


__all__ = ["Progress", "progress", "quiet_ray_data"]
