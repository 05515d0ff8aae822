"""Round 41b of issue 13: who does it, whose named thing, a kin word inside a longer one, and a name's characters
(:mod:`memory.fact_actor`, :func:`memory.fact_owner.owners`, :mod:`memory.fact_recall2`'s kinship paths,
:func:`memory.fact_names.one_name_one_place`).

"The user drives Mr Ota's Prius" / "Mr Ota drives the user's Prius": a name right after a possessive had no owner
(a name was never read as owned). "Dr Hayashi is coming for a home visit" / "the user is visiting the home of Dr
Hayashi": the user acts in one, the doctor in the other, and no reader compared the user as the one who acts against
another person who owns what the user acts on. 外孙女 "daughter's daughter" met 女儿 "daughter" by the stems of its
gloss. 西葛西's characters gloss "west; Spanish", so "Spanish" of "a Spanish-language club" met the place name and
英文 "English" met "language" alone. The guards keep one fact one fact: a passive, "receives a visit from", the
comitative "with", a converse verb, a grandchild against its gloss, the words of a name next to its spelling.
Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # whose named thing: a capitalised word right after a possessive
        (
            "The user drives their colleague Mr Ota's Prius to the depot every Monday.",
            "The user's colleague Mr Ota drives the user's Prius to the depot every Monday.",
        ),
        # who acts: the user against the person who owns what the user acts on
        ("用户每周六遛邻居王先生的狗。", "The user's neighbour Mr Wang walks the dog every Saturday."),
        (
            "看護師の佐藤さんが毎週月曜日に家庭訪問に来る。",
            "The user visits the home of Ms Sato, their nurse, every Monday.",
        ),
        (
            "The user's doctor, Dr Hayashi, is coming for a home visit on Tuesday at 2 pm.",
            "The user is visiting the home of Dr Hayashi, their doctor, on Tuesday at 2 pm.",
        ),
        # two languages: "Spanish" is no gloss of the place name's characters once the name met its spelling
        (
            "用户每周六在西葛西的一家书店参加英文读书会。",
            "The user goes to a Spanish-language reading club at a bookshop in Nishi-Kasai every Saturday.",
        ),
    ],
)
def test_two_facts_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a child against a grandchild: one step against two, whatever the glosses share
        ("用户为女儿报名了钢琴课。", "用户为外孙女报名了钢琴课。"),
        ("The user signed their daughter up for piano lessons.", "用户给外孙女报名了钢琴课。"),
        ("The user bought a bicycle for their son.", "用户给孙子买了一辆自行车。"),
    ],
)
def test_kin_paths_are_not_linked(a: str, b: str) -> None:
    assert _v(a, b) != "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the kin words said by their relation in the other language
        ("The user signed their granddaughter up for piano lessons.", "用户给外孙女报名了钢琴课。"),
        ("The user bought a bicycle for their grandson.", "用户给孙子买了一辆自行车。"),
        ("The user bought a bicycle for their nephew.", "用户给侄子买了一辆自行车。"),
        # the same language on both sides; a name whose characters gloss the words next to its spelling
        (
            "用户每周六在西葛西的一家书店参加英文读书会。",
            "The user goes to an English-language reading club at a bookshop in Nishi-Kasai every Saturday.",
        ),
        ("用户每周日去中山公园跑步。", "The user goes running in Zhongshan Park every Sunday."),
        # a person beside the user (with) is no one the user acts on
        (
            "The user walks the dog with their son every evening.",
            "The user's son walks the dog with the user every evening.",
        ),
        # a passive, "receives a visit from", the same actor in two languages, "make a visit" / "is coming"
        (
            "The user's dog is walked by their neighbour Mr Ota every evening.",
            "The user's neighbour Mr Ota walks the user's dog every evening.",
        ),
        ("The user walks their neighbour Mr Ota's dog every evening.", "用户每天晚上遛邻居太田先生的狗。"),
        (
            "The user receives a home visit from Ms Sato, their nurse, every Monday.",
            "看護師の佐藤さんが毎週月曜日に家庭訪問に来る。",
        ),
        (
            "Ms Sato, the user's nurse, visits the user's home every Monday.",
            "看護師の佐藤さんが毎週月曜日に家庭訪問に来る。",
        ),
        (
            "The user's doctor, Dr Hayashi, is coming for a home visit on Tuesday at 2 pm.",
            "Dr Hayashi, the user's doctor, will make a home visit on Tuesday at 2 pm.",
        ),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_converse_verb_is_no_actor() -> None:
    """習う "to be taught; to learn": the learner is its subject, so the teacher acting is no other actor."""
    from memory.facts import compare

    c = compare(
        "The user teaches piano to their neighbour's daughter.", "隣の家の娘さんはユーザーにピアノを習っている。"
    )
    assert not any(d.kind == "role" for d in c.differences)


def test_readings() -> None:
    from memory.fact_actor import actor
    from memory.fact_owner import owners
    from memory.fact_units import extract

    # a name after a possessive is owned; a name after a relation or a title is that person
    got = dict(owners(extract("The user's neighbour Kobayashi walks Mr Ota's Akita, Hachi, every day.")))
    assert got.get("akita") == "other" and "kobayashi" not in got and "hachi" not in got
    assert dict(owners(extract("The user's neighbour Mr Ota walks the user's Akita."))).get("akita") == "user"
    # the subject's head through a title apposition, and the scope stops at "with"
    a = actor(extract("The user's neighbour Mr Ota walks the dog with the user every evening."))
    assert a is not None and a.kind == "other" and {"neighbour", "ota"} <= a.subject and "dog" in a.scope
    a = actor(extract("The user walks the dog with their son every evening."))
    assert a is not None and a.kind == "user" and "son" not in a.scope
    # not read: a passive, a causative
    assert actor(extract("The user's dog is walked by Mr Ota every evening.")) is None
    assert actor(extract("ユーザーは毎晩、犬を散歩させている。")) is None
