"""Japanese しか + a negated verb is "only" (``memory.fact_exclusive``), not a negation; a plain negation stays one."""

from __future__ import annotations

from fact_cases import kinds, verdict

from memory.fact_exclusive import mask_exclusive


def test_only_is_no_negation() -> None:
    assert "polarity" not in kinds("ユーザーは有機野菜しか買わない。", "The user only buys organic vegetables.")
    assert verdict("ユーザーの息子は白米しか食べない。", "The user's son only eats white rice.") != "different"


def test_a_plain_negation_against_only_differs() -> None:
    assert "polarity" in kinds("ユーザーは有機野菜しか買わない。", "ユーザーは有機野菜を買わない。")


def test_however_is_no_only() -> None:
    assert mask_exclusive("しかし今は肉を食べない。") == "しかし今は肉を食べない。"
    assert "polarity" in kinds("ユーザーは昔は肉を食べた。しかし今は肉を食べない。", "The user eats meat now.")
