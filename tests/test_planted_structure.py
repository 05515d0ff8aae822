"""Structural checks of the planted-duplicate sets (issue 13): a malformed set makes its measurement wrong, and a
blind set is measured only once.

These check the sets' shape only (ids, groups, scripts, registration), never what the link checker does with them.
Every set gets the basic checks; the sets written blind to the shared format (m onwards: ``<x>N`` true items with a
language suffix, ``n<x>N<letter>`` negatives, ``u<x>N`` unrelated) get the id and script checks, and those written
to the forty-group brief (n onwards) the size checks as well. Negatives that state one fact between them share a
group ``<x>gNn`` (as set j's ``oKn``): their link is a true link, and each stays a negative of group ``<x>gN``.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from pathlib import Path

import pytest

from pipelines.planted_sets import HELD_OUT, SETS

KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")
SUFFIX = r"(p|j|z|j2|z2|q)?"
# sets in the shared id format, written blind
BLIND = ("m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag")
BLIND += ("ah", "ai", "aj", "ak")
# the forty-group brief: 3-5 items in en / ja / zh, >= 3 negatives each
FORTY_GROUPS = ("n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z")
FORTY_GROUPS += ("aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak")


@pytest.mark.parametrize("name", sorted(SETS))
def test_ids_unique_texts_unique_and_groups_of_two_or_more(name: str) -> None:
    items = SETS[name]
    ids = [i for i, _, _ in items]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    texts = [t for _, t, _ in items]
    assert len(texts) == len(set(texts)), [t for t, n in Counter(texts).items() if n > 1]
    assert all(t and t.strip() == t for t in texts)
    sizes = Counter(g for _, _, g in items if g is not None)
    assert sizes and all(n >= 2 for n in sizes.values()), sizes


def test_held_out_names_registered_sets_only() -> None:
    assert set(HELD_OUT) <= set(SETS)


@pytest.mark.parametrize("name", BLIND)
def test_blind_set_ids_groups_and_scripts(name: str) -> None:
    items = SETS[name]
    true_id = re.compile(rf"^{name}(\d+){SUFFIX}$")
    for item_id, text, group in items:
        m = true_id.match(item_id)
        if group is None or item_id.startswith(f"n{name}"):
            assert re.fullmatch(rf"(n{name}\d+[a-z]|u{name}\d+)", item_id), item_id
            assert group is None or group == f"{name}g{item_id[len(name) + 1 : -1]}n", (item_id, group)
            continue
        assert m and group == f"{name}g{m.group(1)}", (item_id, group)
        suffix = m.group(2) or ""
        if suffix.startswith("j"):
            assert KANA.search(text), item_id
        elif suffix.startswith("z"):
            assert HAN.search(text) and not KANA.search(text), item_id
        else:  # English base item, paraphrase or second English item
            assert not HAN.search(text) and not KANA.search(text), item_id
    groups = {g[len(name) + 1 :] for i, _, g in items if g is not None and not i.startswith(f"n{name}")}
    negatives = {re.match(rf"n{name}(\d+)", i).group(1) for i, _, _ in items if i.startswith(f"n{name}")}
    assert negatives == groups  # every group has negatives, and none points at a group that does not exist


@pytest.mark.parametrize("name", FORTY_GROUPS)
def test_forty_group_sets_sizes_languages_and_negatives(name: str) -> None:
    items = SETS[name]
    true_id = re.compile(rf"^{name}(\d+){SUFFIX}$")
    sizes = Counter(g for i, _, g in items if g is not None and not i.startswith(f"n{name}"))
    assert len(sizes) == 40, len(sizes)
    assert all(3 <= n <= 5 for n in sizes.values()), sizes
    for group in sizes:
        suffixes = {true_id.match(i).group(2) or "" for i, _, g in items if g == group}
        assert {"", "j", "z"} <= suffixes, (group, suffixes)
    negatives = Counter(re.match(rf"n{name}(\d+)", i).group(1) for i, _, _ in items if i.startswith(f"n{name}"))
    assert all(n >= 3 for n in negatives.values()), negatives
    assert len([i for i, _, _ in items if i.startswith(f"u{name}")]) >= 8
    texts = [t for i, t, _ in items if i.startswith(f"n{name}")]
    assert any(KANA.search(t) for t in texts)  # Japanese negatives
    assert any(HAN.search(t) and not KANA.search(t) for t in texts)  # Chinese
    assert any(not HAN.search(t) and not KANA.search(t) for t in texts)  # English


@pytest.mark.parametrize("name", FORTY_GROUPS)
def test_every_negative_names_what_it_changes(name: str) -> None:
    # the trailing comment ("kind: what differs") is how a reader checks that a negative changes exactly one thing;
    # a long item is split over lines by the formatter, so the comment follows its closing parenthesis; a long set
    # continues in planted_set_<name>2.py, ...
    first = Path(importlib.import_module(f"pipelines.planted_set_{name}").__file__)
    parts = [first, *sorted(first.parent.glob(f"planted_set_{name}[0-9].py"))]
    source = "\n".join(p.read_text(encoding="utf-8") for p in parts)
    pattern = rf'\(\s*"(n{name}\d+[a-z])",.*?(?:None|"{name}g\d+n"),?\s*\),[ \t]+# ([^\n]*)'
    named = dict(re.findall(pattern, source, flags=re.DOTALL))
    negatives = [i for i, _, _ in SETS[name] if i.startswith(f"n{name}")]
    assert sorted(named) == sorted(negatives), set(negatives) ^ set(named)
    for item_id, comment in named.items():
        assert re.fullmatch(r"[a-z][a-z ,/-]*: \S.*", comment, flags=re.IGNORECASE), (item_id, comment)


def test_measured_blind_sets_are_development_sets_now() -> None:
    # m was measured once at round 11 (bench/results/correctness_m_first.json), n at round 12
    # (correctness_n_first.json), o at round 13 (correctness_o_first.json), p at round 14
    # (correctness_p_first_compact.json), q at round 16 (correctness_q_first_compact.json), r at round 18
    # (correctness_r_first_compact.json), s in stop 26 (correctness_s_first_compact.json), t in stop 27
    # (correctness_t_first_compact.json), u in stop 28 (correctness_u_first_compact.json), v in stop 29
    # (correctness_v_first_compact.json), w in stop 30 (correctness_w_first_compact.json), x in stop 31
    # (correctness_x_first_compact.json), y in stop 32 (/work/out/s32/y/correctness_y_first.json), z in stop 33
    # (correctness_z_first_compact.json), aa in stop 34 (correctness_aa_first_compact.json), ab in stop 35
    # (correctness_ab_first_compact.json), ac in stop 36 (correctness_ac_first_compact.json), ad in stop 37
    # (correctness_ad_first_compact.json), ae, af and ag in stop 38 (correctness_ae_first_compact.json,
    # correctness_af_first_compact.json, correctness_ag_first_compact.json), ah in stop 39
    # (correctness_ah_first_compact.json), ai in stop 39 (correctness_ai_first_compact.json), aj in stop 39 (the link
    # screen only, s39_screen_aj_first.txt), ak in stop 39 (correctness_ak_first_compact.json); a set stays in
    # HELD_OUT only until its one measurement
    blind_then = {"q", "r", "s", "t", "u", "v", "w", "x", "y", "z"}
    blind_then |= {"aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak"}
    assert blind_then <= set(SETS)
    measured = {"m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"}
    measured |= {"aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak"}
    assert not measured & set(HELD_OUT)
