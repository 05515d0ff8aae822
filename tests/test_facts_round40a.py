"""Round 40a of issue 13: tense and a prefix that change the fact (set ae's ae2, ae7z, ae18j, ae13j).

* A present habit against a former one ("has ... every Friday" / "used to have ..."): the former-state frame was
  refused because an adjective after a determiner ("their left shoulder") was read as a past verb, and a Chinese
  name ending in a numeral (小九以前) was read as a date before 以前 ("before nine").
* A CJK word and the same word behind a prefix of rank or time (準 / 半 / 副 / 亜 / 元; "vice", "former"): another
  thing, not a variant of the word (:mod:`memory.fact_prefix`).
* Two quantities that trade start and end ("from ¥8,000 to ¥10,000" / 1万円から8千円に): :mod:`memory.fact_ends`.

The guards keep what is one fact: a prefix that keeps the kind (大地震, 再検査), a suffix (过敏症), two words of the
same class ("former" / "ex"), English detail ("a local community orchestra"), the same ends across languages and in
the other English order ("to ¥90,000 from ¥80,000"). Sentences written for these tests, not taken from the planted
sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a present habit against a former one
        (
            "The user has a physiotherapist massage their left shoulder every Friday.",
            "The user used to have a physiotherapist massage their left shoulder every Friday.",
        ),
        (
            "The user has a nurse check the stitches on her left hand every three days.",
            "The user used to have a nurse check the stitches on her left hand every three days.",
        ),
        ("用户的弟弟老三以前在大连开出租车。", "用户的弟弟老三在大连开出租车。"),
        ("用户的猫小九以前每天早上七点吃罐头。", "用户的猫小九每天早上七点吃罐头。"),
        # a prefix of rank or time makes another thing
        ("ユーザーの息子のチームは県大会の決勝で負けた。", "ユーザーの息子のチームは県大会の準決勝で負けた。"),
        ("用户儿子的球队在省赛决赛中输了。", "用户儿子的球队在省赛半决赛中输了。"),
        ("ユーザーの父は地元の銀行の社長だ。", "ユーザーの父は地元の銀行の副社長だ。"),
        ("用户的父亲是一家银行的总裁。", "用户的父亲是一家银行的副总裁。"),
        ("ユーザーは亜熱帯の島に住んでいる。", "ユーザーは熱帯の島に住んでいる。"),
        (
            "The user's father is the vice president of a local bank.",
            "The user's father is the president of a local bank.",
        ),
        ("The user's former landlord lives in Kichijoji.", "The user's landlord lives in Kichijoji."),
        # two quantities that trade start and end
        ("ジムの会費が月8千円から1万円に上がった。", "The gym fee went down from ¥10,000 to ¥8,000 a month."),
        ("The user works at the hospital from 9 pm to 7 am.", "The user works at the hospital from 7 am to 9 pm."),
        ("ユーザーは病院で午後9時から午前7時まで働いている。", "用户在医院从早上7点到晚上9点上班。"),
        ("The user's rent increased to ¥90,000 from ¥80,000.", "ユーザーの家賃が9万円から8万円に下がった。"),
        ("ユーザーの家賃が8万円から9万円に上がった。", "用户的房租从九万日元降到了八万日元。"),
    ],
)
def test_tense_prefix_and_ends_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a name with a numeral, said twice in the present
        ("用户的狗小八每周六上午在世田谷上训练课。", "每周六上午，用户的狗小八在世田谷上训练课。"),
        # "left" after a determiner, no past: one present fact
        ("The user's father wears a hearing aid in his left ear.", "用户的父亲左耳戴着助听器。"),
        (
            "The user's father wears a hearing aid in his left ear.",
            "The user's dad wears a hearing aid in his left ear.",
        ),
        # prefixes that keep the kind, a suffix, and two words of one class
        ("ユーザーの家は大地震で壊れた。", "ユーザーの家は地震で壊れた。"),
        ("ユーザーは市民病院で再検査を受けた。", "ユーザーは市民病院で検査を受けた。"),
        ("用户对花粉过敏。", "用户有花粉过敏症。"),
        ("The user's former landlord lives in Kichijoji.", "The user's ex landlord lives in Kichijoji."),
        ("The user plays in a local community orchestra.", "The user plays in a community orchestra."),
        # the same start and end, across languages and in the other English order
        ("The user's rent went up from ¥80,000 to ¥90,000.", "ユーザーの家賃が8万円から9万円に上がった。"),
        ("用户的房租从八万日元涨到了九万日元。", "The user's rent went up from ¥80,000 to ¥90,000."),
        ("The user's rent increased to ¥90,000 from ¥80,000.", "The user's rent increased from ¥80,000 to ¥90,000."),
        ("The user's gym fee went up from ¥8,000 to ¥10,000 a month.", "用户的健身房会费从每月八千日元涨到一万日元。"),
        ("The user works at the hospital from 9 pm to 7 am.", "ユーザーは病院で午後9時から午前7時まで働いている。"),
        ("ユーザーの家賃が8万円から9万円に上がった。", "用户的房租从八万日元涨到了九万日元。"),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_negative_prefix_stays_a_negation() -> None:
    """無 / 不 are left to the polarity reader: the word and its negation stay aligned."""
    from memory.facts import compare

    check = compare("ユーザーは無農薬の野菜を買っている。", "ユーザーは農薬の野菜を買っている。")
    assert check.verdict == "different"
    assert "negation differs" in check.reason


def test_ends_read() -> None:
    from memory.fact_ends import quantity_ends
    from memory.facts import extract

    assert quantity_ends(extract("The user's rent rose to ¥90,000 from ¥80,000 in April.")) == (("80000", "90000"),)
    assert quantity_ends(extract("4月から、家賃が月8万円から9万円に上がった。")) == (("80000", "90000"),)
    assert quantity_ends(extract("The user moved from Osaka to Tokyo in 2020.")) == ()
