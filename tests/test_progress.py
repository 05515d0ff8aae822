"""The progress helper every long job uses: a bar on a terminal, plain periodic lines elsewhere (CI logs)."""

from __future__ import annotations

import io
import logging
import re
import time

from pipelines.progress import Progress, progress, quiet_ray_data


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_plain_lines_where_stderr_is_not_a_terminal(monkeypatch):
    monkeypatch.delenv("KIOKU_PROGRESS", raising=False)
    out = io.StringIO()
    bar = progress(4, "job", unit="user", stream=out, interval=0.05)
    assert bar.mode == "lines"
    bar.update(1, last="u1")
    time.sleep(0.3)  # an item that takes long: the heartbeat says the job is alive
    bar.update(3, last="u4")
    bar.close()
    bar.close()  # idempotent
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("[job] 0/4 users (0%)") and lines[0].endswith("started")
    assert any(ln.endswith("(working)") and "1/4 users (25%)" in ln and "last=u1" in ln for ln in lines)
    assert lines[-1].startswith("[job] 4/4 users (100%)") and lines[-1].endswith("done")
    assert "\r" not in out.getvalue()  # no carriage-return bar garbage in a log
    assert all(re.match(r"\[job\] \d/4 users", ln) for ln in lines)


def test_lines_are_rate_limited_not_one_per_item(monkeypatch):
    monkeypatch.delenv("KIOKU_PROGRESS", raising=False)
    out = io.StringIO()
    with Progress(10_000, "fast", unit="req", stream=out, interval=60) as bar:
        for _ in range(10_000):
            bar.update(1)
    lines = out.getvalue().splitlines()
    assert len(lines) == 2 and lines[-1].startswith("[fast] 10000/10000 reqs (100%)")


def test_a_bar_on_a_terminal_and_the_environment_override(monkeypatch):
    monkeypatch.delenv("KIOKU_PROGRESS", raising=False)
    tty = _Tty()
    items = list(progress.wrap(range(5), "bar", unit="item", stream=tty, interval=60))
    assert items == [0, 1, 2, 3, 4]
    text = tty.getvalue()
    assert "\r" in text and "5/5" in text and "started" not in text  # tqdm drew it
    monkeypatch.setenv("KIOKU_PROGRESS", "lines")
    assert Progress(1, "x", stream=_Tty(), interval=60).mode == "lines"
    monkeypatch.setenv("KIOKU_PROGRESS", "off")
    quiet = io.StringIO()
    with Progress(2, "x", stream=quiet, interval=0.01) as bar:
        bar.update(2)
        bar.note("hidden")
    assert quiet.getvalue() == ""


def test_notes_and_unknown_totals(monkeypatch):
    monkeypatch.delenv("KIOKU_PROGRESS", raising=False)
    out = io.StringIO()
    with Progress(None, "scan", unit="row", stream=out, interval=60) as bar:
        bar.note("PASS one")
        bar.update(7)
    text = out.getvalue()
    assert "[scan] PASS one" in text and "[scan] 7 rows" in text and "%" not in text


def test_quiet_ray_data_turns_its_bars_and_their_warning_off():
    class Ctx:
        enable_progress_bars = True
        enable_operator_progress_bars = True

    ctx = Ctx()
    quiet_ray_data(ctx)
    assert not ctx.enable_progress_bars and not ctx.enable_operator_progress_bars
    assert logging.getLogger("ray.data._internal.progress").getEffectiveLevel() >= logging.ERROR
