"""Round 20b of issue 13: set t's wrong links (precision).

1. The consensus settle path may not align two values of one class (:mod:`memory.fact_settle_class`, asked by
   ``memory.fact_settle.settle_barred``): two kin terms, two kinds under one gloss head, two blood-type codes.
2. Near-identical CJK memories: a wish modal on one side against a completion marker on the other
   (:mod:`memory.fact_diff`).
3. An English passive transfer with its giver after "by" (:mod:`memory.fact_transfer`).

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_lexicon import Unit, Units, stem_variant
from memory.fact_settle import settle_barred
from memory.fact_settle_class import one_class_apart
from memory.fact_transfer import transfer_reading
from memory.fact_units import extract


def _unit(text: str, surface: str) -> tuple[Unit, Units]:
    U = extract(text)
    return next(t for t in U.terms if t.surface == surface), U


# ------------------------------------------------------------------ 1. the settle bar: two values of one class


@pytest.mark.parametrize(
    "a,x,b,y",
    [
        ("ユーザーの娘は来月結婚する。", "娘", "用户的儿子下个月结婚。", "儿子"),  # daughter / son
        ("用户给朋友教西班牙语。", "西班牙语", "ユーザーは友達にポルトガル語を教える。", "ポルトガル語"),  # languages
        ("The user's blood type is AB.", "ab", "用户的血型是O型。", "是"),  # a code against another code's memory
        ("The user's blood type is AB.", "ab", "用户的血型是O型。", "O型"),
    ],
)
def test_one_class_never_settled(a: str, x: str, b: str, y: str) -> None:
    u, U = _unit(a, x)
    t, T = _unit(b, y)
    assert settle_barred(u, t, U.words, T.words, T.terms)


@pytest.mark.parametrize(
    "a,x,b,y",
    [
        ("The user's blood type is AB.", "ab", "用户的血型是AB型。", "AB型"),  # the same code
        ("ユーザーの在留カードの有効期限は来年だ。", "有効期限", "用户的在留卡有效期到明年。", "有效期"),  # validity
        ("ユーザーの賃貸契約は来月更新する。", "賃貸契約", "用户的租赁合同下个月续约。", "合同"),  # lease
        ("ユーザーの母親は来月来る。", "母親", "The user's mother comes next month.", "mother"),  # one person
        ("ユーザーの姑は来月来る。", "姑", "The user's mother-in-law comes next month.", "mother-in-law"),
    ],
)
def test_same_value_not_barred(a: str, x: str, b: str, y: str) -> None:
    u, U = _unit(a, x)
    t, T = _unit(b, y)
    assert not settle_barred(u, t, U.words, T.words, T.terms)


# ------------------------------------------------------------------ 2. a wish against a completed event


@pytest.mark.parametrize(
    "a,b",
    [
        ("用户在京都为儿子预约了成人式照片拍摄。", "用户想在京都为儿子预约成人式照片拍摄。"),
        ("用户已经报名了马拉松。", "用户打算报名马拉松。"),
    ],
)
def test_wish_against_done_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert _kinds(a, b) & {"modality", "aspect"}  # 打算 is also read as a plan by fact_predicates


@pytest.mark.parametrize(
    "a,b",
    [
        ("用户打算下个月去京都。", "用户下个月去京都。"),  # a plan said bare: one fact
        ("用户预订了酒店。", "用户已经预订了酒店。"),  # two completion markers
        ("用户想去京都。", "用户想要去京都。"),  # a wish both ways
    ],
)
def test_modal_alone_not_read(a: str, b: str) -> None:
    assert "modality" not in _kinds(a, b)


# ------------------------------------------------------------------ 3. the passive by-agent is the giver


def test_passive_by_agent_is_giver() -> None:
    U = extract("A silver watch was given to the user by their father-in-law.")
    assert transfer_reading(U)[1:] == ("gift:out", "father-in-law")
    U = extract("The user's father-in-law gave the user a silver watch.")  # a hyphenated subject is read
    assert transfer_reading(U)[1:] == ("gift:out", "father-in-law")
    U = extract("The user was given a watch by March.")  # a deadline, no agent: the user receives
    assert transfer_reading(U)[1:] == ("gift:in", "user")


@pytest.mark.parametrize(
    "a,b",
    [
        (
            "A silver watch was given to the user by their father-in-law.",
            "The user gave their father-in-law a silver watch.",
        ),
        ("The user's father-in-law gave the user a silver watch.", "The user gave their father-in-law a silver watch."),
    ],
)
def test_gift_direction_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in _kinds(a, b)


@pytest.mark.parametrize(
    "a,b",
    [
        (
            "A silver watch was given to the user by their father-in-law.",
            "The user's father-in-law gave the user a silver watch.",
        ),
        ("A watch was given to the user by Kenji.", "Kenji gave the user a watch."),
    ],
)
def test_passive_paraphrase_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


# ------------------------------------------------------------------ 4. one stem rule (stop 28 review)


@pytest.mark.parametrize(
    "x,y,min_len,same",
    [
        ("allerg", "allergi", 5, True),  # one word, two stems
        ("violin", "violinist", 5, True),  # a derivation
        ("father", "father-in-law", 5, False),  # a hyphenated continuation is a word of its own
        ("mother", "mother tongu", 5, False),  # so is a spaced one
        ("car", "carpet", 5, False),  # a short stem starts too many words
        ("train", "training", 4, True),
    ],
)
def test_stem_variant(x: str, y: str, min_len: int, same: bool) -> None:
    assert stem_variant(x, y, min_len=min_len) is same


def test_same_word_is_not_two_kinds() -> None:
    """A hyphenated gloss (单程 "one-way ticket", 追突 "rear-end collision") must not read its own word as another
    kind: the modifiers are read by their pieces, so the word's glosses are too."""
    u, _ = _unit("用户骑自行车上班，单程大约二十分钟。", "单程")
    t, T = _unit("用户的丈夫骑自行车上班，单程大约二十分钟。", "单程")
    assert not one_class_apart(u, t, T.terms)


def test_sibling_and_sibling_in_law_are_two_persons() -> None:
    u, _ = _unit("The user's sister lives in Osaka.", "sister")
    t, T = _unit("ユーザーの義理の姉は大阪に住んでいる。", "義理の姉")
    assert one_class_apart(u, t, T.terms)
