"""Round 31 of issue 13: precision on set ab's false "same" (:mod:`memory.fact_direction`).

1. A CJK word behind a negating prefix (不 未 無 非) is that word's opposite, not its variant.
2. Possible (might, かもしれない, 可能, 也许) against stated.
3. "X and Y" against "X only" (the modifier rule took Y for a refinement).
4. A person noun after a possessive and before a verb is the one who acts ("the user's father paid").
5. Active against passive: agent and patient swapped between the user and another person.
6. A simple present of a dated event against its past ("has an appointment on 3 May" / "had").
7. Who runs it and who goes to it (runs / attends, 主催 / 通う, 主办 / 参加).
8. Who teaches and who learns (teaches / takes lessons from, 教える / 習う), read where the user is the subject.
9. Two Chinese compounds of one head character whose first parts differ (拳击馆 / 泰拳馆).

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
        # 1. a word and its negation
        ("ユーザーは去年の秋に英検2級に合格した。", "ユーザーは去年の秋に英検2級を受けたが、不合格だった。"),
        # 2. possible against stated
        ("用户下个月要和妹妹去大阪看演唱会。", "用户下个月可能会和妹妹去大阪看演唱会。"),
        ("The user will visit Sapporo in February.", "The user might visit Sapporo in February."),
        # 3. X and Y against X only
        ("The user ordered a cheese-and-tomato pizza for lunch.", "The user ordered a cheese-only pizza for lunch."),
        # 4. another person as the subject
        (
            "In March the user paid the hospital bill for their two sons.",
            "In March the user's father paid the hospital bill for the user's two sons.",
        ),
        # 5. active against passive
        (
            "The user coaches Sato Ken, a junior engineer, on the design team.",
            "The user is coached by Sato Ken, a junior engineer, on the design team.",
        ),
        (
            "Sato Ken, a junior engineer on the design team, is coached by the user.",
            "The user is coached by Sato Ken, a junior engineer on the design team.",
        ),
        # 6. a dated present against its past
        (
            "The user has a dentist appointment on Friday 14 March at 10 am.",
            "The user had a dentist appointment on Friday 14 March at 10 am.",
        ),
        # 7. who runs it and who goes to it
        (
            "The user attends a book club at the Setagaya community centre every second Sunday.",
            "The user runs a book club at the Setagaya community centre every second Sunday.",
        ),
        (
            "ユーザーは毎週水曜日に世田谷の公民館の読書会に参加している。",
            "The user hosts a book club at the Setagaya community centre every Wednesday.",
        ),
        # 8. who teaches and who learns
        (
            "The user takes piano lessons from Mr Kimura every Thursday.",
            "The user gives Mr Kimura piano lessons every Thursday.",
        ),
        # 9. two compounds of one head character (泰拳 is no CC-CEDICT word and 拳击 is tagged a verb, so neither
        # was a value left over; the word pair is set ab's, the sentence is not)
        ("用户周末常和朋友去学校旁边的拳击馆练习。", "用户周末常和朋友去学校旁边的泰拳馆练习。"),
    ],
)
def test_round31_differences(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーは去年の秋に英検2級に合格した。", "The user passed the Eiken Grade 2 test last autumn."),
        ("The user might visit Sapporo in February.", "用户二月可能去札幌。"),
        ("The user might visit Sapporo in February.", "The user may possibly visit Sapporo in February."),
        ("The user coaches Sato Ken, a junior engineer.", "Sato Ken, a junior engineer, is coached by the user."),
        ("The user's daughter teaches the user French.", "ユーザーは娘にフランス語を教えてもらっている。"),
        ("The user takes piano lessons from Mr Kimura.", "ユーザーは木村さんからピアノを習っている。"),
        ("The user goes to a book club in Setagaya.", "ユーザーは世田谷の読書会に通っている。"),
        (
            "The user had a dentist appointment on Friday 14 March.",
            "On Friday 14 March the user had a dentist appointment.",
        ),
    ],
)
def test_round31_guards(a: str, b: str) -> None:
    assert _v(a, b) != "different"
    assert _v(b, a) != "different"
