"""A Chinese verb of going takes its destination bare (去大阪 "go to Osaka"): read as a goal, so that it differs
from a source ("visiting from Osaka") and agrees with "to" / へ (stop 29: set v's nv34c / v34 became a false "same"
once round 22 read both memories' date spans alike)."""

from fact_cases import kinds, verdict


def test_going_to_a_place_is_not_coming_from_it() -> None:
    a = "用户下个月去大阪看望姐姐。"
    assert "role" in kinds(a, "The user's sister is visiting from Osaka next month.")
    assert "role" in kinds(a, "用户的姐姐下个月从大阪来访。")
    assert verdict(a, "The user's sister is visiting from Osaka next month.") == "different"


def test_going_to_a_place_agrees_with_to() -> None:
    for b in ("The user will go to Osaka next month to see the sister.", "ユーザーは来月大阪へ姉に会いに行く。"):
        assert "role" not in kinds("用户下个月去大阪看望姐姐。", b)
    assert "role" not in kinds("用户明年回越南。", "The user will go back to Vietnam next year.")
