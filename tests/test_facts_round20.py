"""Round 20 of issue 13 (recall): a Japanese and a Chinese word glossed alike but not identically, and a kana noun.

The readings of :mod:`memory.fact_recall6`: true pairs that now meet, and hard negatives (two kinds of one thing,
a sibling swapped in a compound) that must stay apart. The lexicon verifier alone (``memory.facts.compare``); the
sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_recall6 import _kana_nouns, compound_pieces_meet, gloss_head

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. one gloss is the head of the other's


@pytest.mark.parametrize("ja,zh", [
    ("看護師", "护士"),  # "hospital nurse" / "nurse"
    ("口座", "账户"),  # "account" / "bank account"
    ("ソフトウェア", "软件"),  # "software" / "computer software"
    ("保育園", "托儿所"),  # "day nursery" / "nursery"
])
def test_gloss_head_meets(ja: str, zh: str) -> None:
    assert gloss_head(ja, "ja", zh, "zh")


@pytest.mark.parametrize("ja,zh", [
    ("祖父", "奶奶"),  # grandfather / paternal grandmother
    ("左手", "右手"),
    ("東京", "大阪"),
    ("有給休暇", "病假"),  # "leave" is 有給休暇's second gloss, not its first: no end of "sick leave"
    ("高校", "初中"),  # "high school" is 高校's second gloss
])
def test_gloss_head_apart(ja: str, zh: str) -> None:
    assert not gloss_head(ja, "ja", zh, "zh")


@pytest.mark.parametrize("a,b", [
    ("ユーザーの姉は看護師として働いている。", "用户的姐姐是护士。"),
    ("ユーザーは楽天銀行に口座を持っている。", "用户在乐天银行有账户。"),
])
def test_gloss_head_pairs_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize("a,b", [
    # the longer gloss's modifier ("night" of 夜班) against a word left over on the other side (朝): not read
    ("ユーザーは毎週月曜日に朝のシフトに入っている。", "用户每周一上夜班。"),
    # a more general word with a value left over beside it: not read
    ("用户去年住在公司宿舍里。", "ユーザーの住まいは社員寮だ。"),
    # two kin terms: the kin table's (義父 "adoptive father" is no 父亲)
    ("ユーザーの義父は糖尿病だ。", "用户的父亲有糖尿病。"),
])
def test_gloss_head_pairs_not_same(a: str, b: str) -> None:
    assert _v(a, b) != "same"


# ------------------------------------------------------------------ 2. compounds piece by piece


@pytest.mark.parametrize("ja,zh", [("腰痛", "腰疼"), ("住宅ローン", "房贷")])
def test_pieces_meet(ja: str, zh: str) -> None:
    assert compound_pieces_meet(ja, "ja", zh, "zh")


@pytest.mark.parametrize("ja,zh", [
    ("左手", "右手"), ("祖母", "祖父"), ("当選", "落选"), ("要介護", "需支援"), ("夜中", "半夜"),
])
def test_pieces_apart(ja: str, zh: str) -> None:
    assert not compound_pieces_meet(ja, "ja", zh, "zh")


def test_pieces_pair_same() -> None:
    assert _v("ユーザーは腰痛で整体に通っている。", "用户因为腰疼去整体。") != "different"


# ------------------------------------------------------------------ 3. a kana noun by Sudachi's normalised form


def test_kana_noun_meets_kanji_and_english() -> None:
    assert _v("ユーザーの息子はぜんそくの薬を飲んでいる。", "ユーザーの息子は喘息の薬を飲んでいる。") == "same"
    assert _v("The user's son takes asthma medicine.", "ユーザーの息子はぜんそくの薬を飲んでいる。") == "same"


def test_kana_noun_not_a_formal_noun_or_a_name() -> None:
    read = _kana_nouns("娘のひなたちゃんは結婚式のため「きなこ」という猫を預けた。ぜんそくがある。")
    assert read == {"ぜんそく": "喘息"}  # not ため (a formal noun), ひなた before ちゃん, 「きなこ」 (names)
    # a name in corner brackets stays a name, not 黄な粉 "soybean flour"
    assert _v("用户养了一只猫，名叫Kinako。", "ユーザーは「きなこ」という猫を飼っている。") != "different"
