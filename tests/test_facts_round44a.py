"""Round 44a of issue 13: a thing put in against a thing taken out, the user's own act against an act the user
watches another do, an obligation against an intention (:mod:`memory.fact_phrasal`, :mod:`memory.fact_perceive`,
:mod:`memory.fact_obligation`).

* "put in" / "taken out (of)": the direction of the particle, read for "in" / "into" too (the dictionaries' "to
  VERB in" glosses; 入れる "to put in", 抜く "to pull out", 放进 "to put into", 取出 "to take out").
* "is dancing with X" / "is going to watch X dance": a perception verb with a bare-infinitive complement makes X
  the actor of the second verb (English; Japanese 〜が踊るのを見に行く).
* must / has to / なければならない / 必须 against plans to / つもり / 予定 / 打算, the user the subject of both.

The guards keep what is one fact: one direction said two ways (put in / put into, put in / 入れた, took out /
取り出した, fill in / fill out), the complement said twice or in Japanese, the perceiver said on both sides, the
obligation said twice or across languages, the intention said two ways, and an obligation that is not the user's.
Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

PACER_IN = "The user's father had a pacemaker put in at Keio Hospital on 12 February."
PACER_OUT = "The user's father had a pacemaker taken out at Keio Hospital on 12 February."
PACER_IN_JA = "ユーザーの父は2月12日に慶應病院でペースメーカーを入れた。"
BATTERY_IN = "The user put the batteries in the remote control on 1 October."
BATTERY_OUT = "The user took the batteries out of the remote control on 1 October."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (PACER_IN, PACER_OUT),
        (BATTERY_IN, BATTERY_OUT),
        (PACER_IN_JA, PACER_OUT),
        (PACER_IN_JA, "ユーザーの父は2月12日に慶應病院でペースメーカーを抜いた。"),
        ("用户10月1日把电池放进了遥控器。", "用户10月1日从遥控器里取出了电池。"),
        (BATTERY_IN, "用户10月1日从遥控器里取出了电池。"),
    ],
)
def test_in_against_out_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "predicate" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (PACER_IN, PACER_IN_JA),
        (BATTERY_OUT, "ユーザーは10月1日にリモコンから電池を取り出した。"),
        ("The user filled in the application form at the ward office.",
         "The user filled out the application form at the ward office."),
        ("The user moved in on 1 April.", "The user moved in on 1 April."),
        ("The user went into the National Museum on 3 May.", "The user went into the National Museum on 3 May."),
    ],
)  # fmt: skip
def test_one_direction_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_took_out_insurance_is_no_direction() -> None:
    # "takes out insurance" is 保険に入る: 入る's first gloss is "to enter", no motion in to set against "out"
    a, b = "The user took out travel insurance for the trip to Bali.", "ユーザーはバリ旅行のために旅行保険に入った。"
    assert "predicate" not in kinds(a, b)


DANCE = "The user is dancing with the Asakusa Samba Team in the carnival on 29 August."
WATCH = "The user is going to watch the Asakusa Samba Team dance in the carnival on 29 August."
WATCH_JA = "ユーザーは8月29日に浅草サンバチームがカーニバルで踊るのを見に行く。"


@pytest.mark.parametrize(
    ("a", "b"),
    [(DANCE, WATCH), ("ユーザーは8月29日に浅草サンバチームと一緒にカーニバルで踊る。", WATCH_JA), (DANCE, WATCH_JA)],
)
def test_own_act_against_watched_act_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (WATCH, "On 29 August the user is going to watch the Asakusa Samba Team dance in the carnival."),
        ("The user watched their son play in the piano recital on 5 March.",
         "The user watched their son playing in the piano recital on 5 March."),
        ("The user watched their son play in the piano recital on 5 March.",
         "ユーザーは3月5日のピアノ発表会で息子が演奏するのを見た。"),
        ("The user is going to watch their daughter's team play in the final on Saturday.",
         "The user's daughter's team is going to play in the final on Saturday, and the user will watch."),
        ("The user watched the fireworks at the Sumida River on 26 July.",
         "The user watched the fireworks at the Sumida River on 26 July."),
    ],
)  # fmt: skip
def test_watched_act_said_twice_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


MUST = "The user must renew their passport by 30 June."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user must renew their residence card by 30 June.",
         "The user plans to renew their residence card by 30 June."),
        ("The user has to renew their residence card by 30 June.",
         "ユーザーは6月30日までに在留カードを更新するつもりだ。"),
        ("ユーザーは6月30日までに在留カードを更新しなければならない。", "用户打算在6月30日之前更新在留卡。"),
        (MUST, "用户打算在6月30日之前更新护照。"),
        ("ユーザーは3月15日までに確定申告を提出する予定だ。",
         "ユーザーは3月15日までに確定申告を提出しなければならない。"),
    ],
)  # fmt: skip
def test_obligation_against_intention_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "modality" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (MUST, "The user has to renew their passport by 30 June."),
        (MUST, "用户必须在6月30日之前更新护照。"),
        (MUST, "ユーザーは6月30日までにパスポートを更新しなければならない。"),
        ("The user plans to renew their passport by 30 June.", "用户打算在6月30日之前更新护照。"),
        ("The user plans to renew their residence card by 30 June.",
         "The user is going to renew their residence card by 30 June."),
        ("The user plans to renew their residence card by 30 June.",
         "ユーザーは6月30日までに在留カードを更新するつもりだ。"),
    ],
)  # fmt: skip
def test_one_modality_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_obligation_not_the_users_is_not_read() -> None:
    a = "Under the flextime system at the user's company, staff must be at work from 11 am to 3 pm."
    b = "The user's company is going to introduce flextime, with staff at work from 11 am to 3 pm."
    assert "modality" not in kinds(a, b)
