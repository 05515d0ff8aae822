"""bench.crosslingual_pool: per-conversation runs pool to the figure one run over all conversations prints."""

import pytest

from bench.crosslingual_pool import pool


def _run(conv: str, pairs: dict[str, tuple[float, float, int]]) -> dict:
    return {"pairs": {p: {"r1": a, "r3": b, "n": n} for p, (a, b, n) in pairs.items()}, "conversations": {conv: {}}}


def test_pairs_are_weighted_by_their_question_count() -> None:
    out = pool(
        [
            _run("c1", {"en>ja": (1.0, 1.0, 20), "ja>en": (0.5, 1.0, 20)}),
            _run("c2", {"en>ja": (0.5, 0.5, 60), "ja>en": (1.0, 1.0, 20)}),
        ]
    )
    assert out["pairs"]["en>ja"] == {"r1": 0.625, "r3": 0.625, "n": 80}
    assert out["pairs"]["ja>en"] == {"r1": 0.75, "r3": 1.0, "n": 40}
    assert out["mean_r1"] == pytest.approx((0.625 + 0.75) / 2, abs=1e-4)
    assert out["worst_pair"] == "en>ja" and out["parity_gap_r1"] == pytest.approx(0.125)
    assert out["conversations"] == ["c1", "c2"] and out["runs"] == 2


def test_nothing_to_pool_is_an_error() -> None:
    with pytest.raises(ValueError, match="no results"):
        pool([])
