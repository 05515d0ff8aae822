"""Round 34 of issue 13: precision on set ac's false "same" (:mod:`memory.fact_plan`).

1. A dated plan or schedule (will, is going to, a simple present right after "user"; a Japanese plain non-past
   ending the sentence; a Chinese 要 before a verb) against the same verb's past at the same dates.
2. An attempt in progress (正在, "is studying", 〜中) against its completion (a Chinese resultative + 了, passed,
   取得した).
3. Entering a draw (entered, applied, 報名) against its outcome (won, lost).

Each guard keeps a pair that states one fact free of that difference. The sentences are written for these tests,
not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # 1. a dated plan against its past
        ("The user visits the dentist in Shibuya on 3 May.", "The user visited the dentist in Shibuya on 3 May."),
        (
            "The user's son will be vaccinated at the clinic on 9 October.",
            "The user's son was vaccinated at the clinic on 9 October.",
        ),
        (
            "ユーザーの姉は5月10日に京都のホテルに2泊する。",
            "The user's sister stayed two nights at a hotel in Kyoto on 10 May.",
        ),
        ("用户3月2日要带父母去奈良看鹿。", "The user took their parents to Nara on 2 March to see the deer."),
        # 2. an attempt in progress against its completion
        ("用户为了当护士，正在考护士资格证。", "用户为了当护士，考取了护士资格证。"),
        ("用户正在学开车。", "用户学会了开车。"),
        ("The user is studying for the nursing licence exam.", "The user passed the nursing licence exam."),
        ("ユーザーは看護師の資格を取得した。", "ユーザーは看護師の資格の受験勉強中。"),
        # 3. entering a draw against its outcome
        (
            "The user won the ballot for tickets to the sumo tournament on 12 May.",
            "The user has applied for the ballot for tickets to the sumo tournament on 12 May.",
        ),
        (
            "The user lost the raffle for a signed baseball at the Tokyo Dome.",
            "The user entered the raffle for a signed baseball at the Tokyo Dome.",
        ),
    ],
)
def test_different(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a dated past said twice, in two orders and two languages
        ("The user went to Kyoto with their sister on 3 May.", "On 3 May the user went to Kyoto with their sister."),
        ("The user stayed two nights at a hotel in Kyoto on 10 May.", "ユーザーは5月10日に京都のホテルに2泊した。"),
        ("ユーザーは7月20日に娘と富士山に登った。", "The user climbed Mount Fuji with their daughter on 20 July."),
        # a plan said twice
        (
            "The user's son will be baptised at the church on 20 April.",
            "ユーザーの息子は4月20日に教会で洗礼を受ける予定だ。",
        ),
        (
            "The user's son will be baptised at the church on 20 April.",
            "The user's son is going to be baptised at the church on 20 April.",
        ),
        ("The user will move to Sendai on 1 April.", "The user is going to move to Sendai on 1 April."),
        ("用户3月2日要带父母去奈良。", "ユーザーは3月2日に両親を連れて奈良へ行く。"),
        ("The user will take their parents to Nara on 2 March.", "用户3月2日要带父母去奈良。"),
    ],
)
def test_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"
