"""Round 43b of issue 13: the user in a role against the user served by one in that role, in Japanese and Chinese
and across languages (:mod:`memory.fact_served`), and an object and a goal that trade places around a location
marker (Chinese 放在 X 上, Japanese X の上に, English "onto" / "on top of"; :func:`memory.fact_roles.crossed_roles`).

"ユーザーは奈良で観光ガイドをしている" / "奈良で観光ガイドがユーザーを案内した": the user is the guide in one memory and
the one guided in the other; round 42b read this in English only. "用户把奶酪放在饼干上" / "用户把饼干放在奶酪上": the
cheese and the cracker trade the object and the goal; round 39 read the crossing with "to" / に only. The guards keep
one fact one fact: role against role and served against served in any two languages, the passive against the
active, the goal phrase moved before the object, 了 after 放在, and 在 before the verb (where the act happens).
Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _k
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the user in a role against the user served by one in that role
        ("ユーザーは奈良で観光ガイドをしている。", "奈良で観光ガイドがユーザーを案内した。"),
        ("ユーザーは通訳として商談に参加した。", "商談で通訳がユーザーを助けた。"),
        (
            "ユーザーは山岳ガイドとして登山客を槍ヶ岳に案内した。",
            "ユーザーは山岳ガイドに槍ヶ岳を案内してもらった。",
        ),
        ("用户在西安担任导游。", "导游带用户参观了西安。"),
        ("用户在西安当导游。", "用户被导游带着参观了西安。"),
        ("用户在西安当导游。", "用户由导游带领参观了西安。"),
        ("The user works as a tour guide in Nara.", "奈良で観光ガイドがユーザーを案内した。"),
        ("ユーザーは奈良で観光ガイドをしている。", "The user was shown around Nara by a tour guide."),
        ("The user was shown around Xi'an by a tour guide.", "用户在西安当导游。"),
        # an object and a goal that trade places around a location marker
        ("用户把奶酪放在饼干上。", "用户把饼干放在奶酪上。"),
        ("用户把火腿放在了面包上。", "用户把面包放到火腿上。"),
        ("ユーザーはチーズをクラッカーの上に乗せた。", "ユーザーはクラッカーをチーズの上に乗せた。"),
        ("The user added ham to the bread.", "用户把面包放在火腿上。"),
        ("The user put the ham on top of the bread.", "ユーザーはパンをハムの上に乗せた。"),
        ("The user put the ham onto the bread.", "The user put the bread onto the ham."),
    ],
)
def test_two_facts_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # role against role, served against served, in two languages or one
        ("The user works as a tour guide in Nara.", "ユーザーは奈良で観光ガイドをしている。"),
        ("The user works as a tour guide in Xi'an.", "用户在西安担任导游。"),
        ("ユーザーは奈良で観光ガイドとして働いている。", "ユーザーは奈良で観光ガイドをしている。"),
        ("奈良で観光ガイドがユーザーを案内した。", "ユーザーは奈良で観光ガイドに案内された。"),
        # the goal phrase before the object, 了 after the verb, the same crossing said in two languages
        ("用户把奶酪放在饼干上。", "用户把奶酪放在了饼干上。"),
        ("ユーザーはチーズをクラッカーの上に乗せた。", "ユーザーはクラッカーの上にチーズを乗せた。"),
        ("ユーザーは本を箱の中に入れた。", "ユーザーは箱の中に本を入れた。"),
        ("The user put the ham on top of the bread.", "ユーザーはハムをパンの上に乗せた。"),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("A tour guide showed the user around Xi'an.", "导游带用户参观了西安。"),  # served against served
        ("The user added ham to the bread.", "用户把火腿放在面包上。"),  # one crossing, said the same way
        ("用户把奶酪放在饼干上。", "用户在饼干上放了奶酪。"),  # 在 before the verb: not read as a goal
    ],
)
def test_no_role_read(a: str, b: str) -> None:
    assert "role" not in _k(a, b)
