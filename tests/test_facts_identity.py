"""One statement against itself is one fact (stop 39).

Why: a reader that pairs the parts of one sentence (a change's two ends, a noun and the verb it modifies, a negated
clause beside a plain one) could answer "different" or "unsure" for a text compared with itself; 135 of the 8,746
planted items did before the identity check in ``memory.facts.compare``. A user who says the same thing twice must
get one memory, so identical text (up to spacing and case) is "same" before any reader runs. Own sentences of the
shapes that failed."""

import pytest

from memory.facts import compare

SHAPES = [
    "The user changed from the morning class to the evening class.",
    "The user takes the pills morning and evening.",
    "The user's salary includes fixed overtime pay covering 20 hours a month.",
    "用户去年十月通过了日语能力考试N2。",
    "用户的儿子跟山本老师学小提琴。",
    "用户的女儿不吃学校提供的午餐，而是带便当去上学。",
    "用户每天从武藏小杉站坐南武线上班。",
    "ユーザーは退職祝いとして同僚から花束をもらった。",
    "ユーザーは3月末までハローワークから失業手当を受け取る。",
]


@pytest.mark.parametrize("text", SHAPES)
def test_a_statement_is_the_same_fact_as_itself(text: str) -> None:
    assert compare(text, text).verdict == "same"


def test_spacing_and_case_do_not_make_another_statement() -> None:
    a = "The user changed from the morning class to the evening class."
    assert compare(a, "  the user changed from the morning  class to the evening class. ").verdict == "same"


def test_a_changed_word_is_still_read() -> None:
    """The identity check is text equality, not a shortcut past the readers."""
    a = "The user changed from the morning class to the evening class."
    assert compare(a, a.replace("morning", "afternoon")).verdict != "same"
