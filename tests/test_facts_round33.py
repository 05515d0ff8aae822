"""Round 33 of issue 13: compounds against the words their parts mean, and loanwords the tokeniser cut
(:mod:`memory.fact_compose`).

A CJK compound meets an English run when its dictionary parts each mean their own word of the run (夕食後 "after
supper"); a hyphenated gloss meets the word written in one piece (マクロ経済学 "macro-economics"); a CJK word's gloss
phrase meets the other memory's adjacent pieces word by word (夏令营 "summer camp" / サマー + キャンプ); adjacent
katakana pieces of one written word are read as one loanword (アップ + ライト / upright). Every part must meet: a
part left over or meaning something else (夕食前 "before supper", 月会费, ウィンター) keeps the values apart.

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user always takes a walk after supper.", "ユーザーはいつも夕食後に散歩をする。"),  # 夕食 + 後
        ("The user's daughter studies macroeconomics.", "ユーザーの娘はマクロ経済学を勉強している。"),
        ("ユーザーの娘は大学でマクロ経済学を勉強している。", "用户的女儿在大学学习宏观经济学。"),  # 宏观 + 经济学
        ("ユーザーの娘は8月にサマーキャンプに行く。", "用户的女儿八月去夏令营。"),  # サマー + キャンプ / "summer camp"
        ("The user's daughter dances hip-hop every Friday.", "ユーザーの娘は毎週金曜日にヒップホップを踊っている。"),
        ("The user bought an upright piano for the living room.", "ユーザーはリビング用にアップライトピアノを買った。"),
    ],
)
def test_compound_parts_and_loan_pieces_are_one_value(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user always takes a walk after supper.", "ユーザーはいつも夕食前に散歩をする。"),  # 前 "before"
        ("The user always takes a walk after lunch.", "ユーザーはいつも夕食後に散歩をする。"),
        ("The user always has tea after the evening meal.", "ユーザーはいつも夕食前にお茶を飲む。"),
        ("The user's daughter studies microeconomics.", "ユーザーの娘はマクロ経済学を勉強している。"),
        ("The user's daughter studies microeconomics at university.", "用户的女儿在大学学习宏观经济学。"),
        ("ユーザーの娘は8月にウィンターキャンプに行く。", "用户的女儿八月去夏令营。"),
        ("The user installed a solar water heater on the roof.", "ユーザーは屋根に太陽光パネルを設置した。"),
        ("The user pays the annual membership fee in April.", "用户四月交月会费。"),
        ("用户四月交年会费。", "用户四月交月会费。"),
        ("The user bought a grand piano for the living room.", "ユーザーはリビング用にアップライトピアノを買った。"),
        ("The user had the bathroom in the house replaced.", "ユーザーは自宅の寝室を改装した。"),
    ],
)
def test_guards_stay_two_values(a: str, b: str) -> None:
    assert _v(a, b) == "different"


def test_a_part_must_mean_the_whole_word() -> None:
    # 夕 "evening" + 食後 "after a meal" is no "evening meal": the part's "after" would be lost
    assert _v("The user always has tea with the evening meal.", "ユーザーはいつも夕食後にお茶を飲む。") != "same"
    # 浴 "bath" + 室 "work unit" is no "unit bath"
    assert _v("The user had a unit bath put in.", "用户装了浴室。") != "same"


def test_the_cuts_are_dictionary_words() -> None:
    from memory.fact_compose import _cuts

    assert ["夕食", "後"] in _cuts("夕食後", "ja")
    assert all(len(c) in (2, 3) for c in _cuts("夕食後", "ja"))
    assert _cuts("後", "ja") == []
