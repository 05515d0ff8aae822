"""Structural checks of planted set m (issue 13): a malformed held-out set would make its one measurement wrong.

These check the set's shape only (ids, groups, scripts, registration), never what the link checker does with it.
"""

from __future__ import annotations

import re
from collections import Counter

from pipelines.planted_set_m import PLANTED_M
from pipelines.planted_sets import HELD_OUT, SETS

KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")
TRUE_ID = re.compile(r"^m(\d+)(p|j|z|j2|z2|q)?$")


def test_ids_are_unique_and_well_formed():
    ids = [i for i, _, _ in PLANTED_M]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    for item_id, _, group in PLANTED_M:
        if group is None:
            assert re.fullmatch(r"(nm\d+[a-z]|um\d+)", item_id), item_id
        else:
            m = TRUE_ID.match(item_id)
            assert m, item_id
            assert group == f"mg{m.group(1)}", (item_id, group)


def test_every_group_has_two_items_and_at_least_one_negative():
    sizes = Counter(g for _, _, g in PLANTED_M if g is not None)
    assert sizes and all(n >= 2 for n in sizes.values()), sizes
    negatives = {re.match(r"nm(\d+)", i).group(1) for i, _, g in PLANTED_M if i.startswith("nm")}
    assert {g[2:] for g in sizes} <= negatives
    assert negatives <= {g[2:] for g in sizes}  # no negative points at a group that does not exist


def test_negatives_and_unrelated_stay_alone():
    for item_id, _, group in PLANTED_M:
        if item_id.startswith(("nm", "um")):
            assert group is None, item_id
        else:
            assert group is not None, item_id


def test_texts_are_non_empty_and_in_the_script_their_id_names():
    for item_id, text, _ in PLANTED_M:
        assert text.strip() == text and text, item_id
        m = TRUE_ID.match(item_id)
        suffix = (m.group(2) or "") if m else ""
        if suffix.startswith("j"):
            assert KANA.search(text), item_id
        elif suffix.startswith("z"):
            assert HAN.search(text) and not KANA.search(text), item_id
        elif m:  # English base item or paraphrase
            assert not HAN.search(text) and not KANA.search(text), item_id


def test_set_is_registered_and_no_longer_held_out():
    # measured once at round 11 (bench/results/correctness_m_first.json); a development set since
    assert SETS["m"] is PLANTED_M
    assert "m" not in HELD_OUT
    texts = [t for _, t, _ in PLANTED_M]
    assert len(texts) == len(set(texts))
