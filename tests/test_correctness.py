"""bench.correctness's inputs: the write-path dialogues, the paired bootstrap and reusing an earlier dialogue part
(the runs themselves are benchmarks)."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from bench.correctness import main, paired_bootstrap
from bench.dialogues import HANDWRITTEN, all_dialogues, generated
from experts.local.privacy import luhn_valid, my_number_valid


def test_dialogues_are_many_balanced_and_deterministic():
    gen = generated()
    assert len(gen) == 72 and Counter(d.lang for d in gen) == {"en": 24, "ja": 24, "zh": 24}
    assert [d.turns for d in gen] == [d.turns for d in generated()]  # a fixed seed: the same benchmark every run
    every = all_dialogues()
    assert len(every) == len(HANDWRITTEN) + 72 and len({d.name for d in every}) == len(every)
    # every kind of twist is there, in every language
    for lang in ("en", "ja", "zh"):
        ds = [d for d in gen if d.lang == lang]
        assert sum(bool(d.conflicts) for d in ds) >= 4  # genuine contradictions
        assert sum(bool(d.pii) for d in ds) >= 3  # identifiers
        assert sum(bool(d.absent) for d in ds) >= 8  # corrections, moves, others' facts, hedges
        assert len({t for d in ds for t in d.turns}) > 60  # varied wording, not one template


def test_dialogue_expectations_are_consistent():
    for d in all_dialogues():
        assert not set(d.facts) & set(d.absent), d.name  # nothing is both expected and forbidden
        for p in d.pii:  # the identifiers are real ones: a privacy filter that checks them must find them
            digits = re.sub(r"\D", "", p)
            if len(digits) == 12:
                assert my_number_valid(digits), p
            elif len(digits) >= 13:
                assert luhn_valid(digits), p
            assert any(p in t for t in d.turns), p


def test_paired_bootstrap_finds_a_real_difference_and_not_a_null_one():
    a = [1.0] * 40 + [0.0] * 10
    b = [1.0] * 25 + [0.0] * 25
    diff = paired_bootstrap(a, b, 1000)
    assert diff["mean"] == 0.3 and diff["lo"] > 0 and diff["n"] == 50
    null = paired_bootstrap(a, a, 1000)
    assert null == {"mean": 0.0, "lo": 0.0, "hi": 0.0, "n": 50}


def test_the_dialogue_part_can_be_taken_from_an_earlier_result(tmp_path):
    prev = tmp_path / "prev.json"
    prev.write_text(json.dumps({"dialogues": {"none": {"totals": {"recall": 0.0}}}, "dialogue_bootstrap": {"x": 1},
                                "seconds": 12.5}))  # fmt: skip
    out = tmp_path / "out.json"
    assert main(["--json", str(out), "--no-planted", "--dialogues-from", str(prev)]) == 0
    res = json.loads(out.read_text())
    assert res["dialogues"] == {"none": {"totals": {"recall": 0.0}}} and res["dialogue_bootstrap"] == {"x": 1}
    assert res["dialogues_from"] == {"file": str(prev), "seconds": 12.5} and res["planted"] == {}
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({"dialogues": {}}))
    with pytest.raises(SystemExit, match="no dialogue results"):
        main(["--json", str(out), "--no-planted", "--dialogues-from", str(empty)])


def test_the_link_sweep_lists_every_false_same_and_every_miss():
    from bench.link_sweep import sweep
    from memory.reflection import LinkVerdict
    from pipelines.planted_sets import SETS

    def credulous(a: str, la: str | None, b: str, lb: str | None) -> LinkVerdict:
        return LinkVerdict(True, "same", verdict="same")

    def doubtful(a: str, la: str | None, b: str, lb: str | None) -> LinkVerdict:
        return LinkVerdict(False, "unsure", verdict="unsure")

    res = sweep("c", {"credulous": credulous, "doubtful": doubtful})
    n = len(SETS["c"])
    assert len(res["pairs"]) == n * (n - 1) // 2
    planted = res["credulous"]["planted"]
    assert planted == 9 and res["credulous"]["found"] == planted and not res["credulous"]["missed"]
    assert len(res["credulous"]["false_same"]) == len(res["pairs"]) - planted  # every negative pair
    assert res["doubtful"]["found"] == 0 and len(res["doubtful"]["missed"]) == planted
    assert not res["doubtful"]["false_same"] and res["doubtful"]["unsure"] == len(res["pairs"])
