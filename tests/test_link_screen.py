"""bench.link_screen: which pairs it asks about and how it reports what a change moved."""

from __future__ import annotations

import numpy as np

from bench.link_screen import candidate_pairs, compare


def test_candidates_follow_the_judged_proposal_thresholds() -> None:
    # e5 and USE vectors chosen so that: 0-1 same language, e5 0.9 (>= 0.85); 0-2 across languages, USE 0.5
    # (>= 0.45); 1-2 across languages, USE 0.3 and e5 0.6 (neither threshold): not a candidate
    e5 = np.eye(3, dtype=np.float32)
    e5[1] = [0.9, np.sqrt(1 - 0.81), 0]
    e5[2] = [0.6, 0, 0.8]
    use = np.eye(3, dtype=np.float32)
    use[2] = [0.5, 0, np.sqrt(0.75)]
    got = candidate_pairs(["en", "en", "ja"], e5, use)
    assert (0, 1) in got and (0, 2) in got and (1, 2) not in got


def test_near_neighbours_restrict_candidates_but_keep_true_pairs() -> None:
    rng = np.random.default_rng(3)
    v = 1.0 + 0.1 * rng.normal(size=(12, 8)).astype(np.float32)  # all alike: every pair passes the thresholds
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    langs = ["en", "ja", "zh"] * 4
    everything = set(candidate_pairs(langs, v, v))
    assert len(everything) == 12 * 11 // 2
    near = set(candidate_pairs(langs, v, v, near=1, keep=frozenset({(0, 11)})))
    assert (0, 11) in near and len(near) < len(everything)
    assert all(any((min(i, j), max(i, j)) in near for j in range(12) if j != i) for i in range(12))


def test_compare_names_gains_losses_and_false_links() -> None:
    def row(truth: bool, same: bool) -> dict:
        v = {"same": same, "verdict": "same" if same else "different", "reason": "r"}
        return {"truth": truth, "single": v, "consensus": v}

    before = {"x": {"a/b": row(True, True), "a/c": row(False, False), "b/c": row(True, False)}}
    after = {"x": {"a/b": row(True, False), "a/c": row(False, True), "b/c": row(True, True)}}
    lines = compare(before, after)
    assert sum("TRUE LOST" in ln and "a/b" in ln for ln in lines) == 2
    assert sum("FALSE ADMITTED" in ln and "a/c" in ln for ln in lines) == 2
    assert sum("true gained" in ln and "b/c" in ln for ln in lines) == 2
    assert compare(before, before) == []
