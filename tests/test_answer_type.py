"""Answer types (memory.answer_type): what a question asks for, what a memory holds, and that the ranker sees it."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from memory.answer_type import COUNT, MONEY, NAME, PERSON, PLACE, TIME, features, question_types, value_types
from memory.config import load_config
from memory.engine import MemoryEngine
from memory.ranker import FEATURES, load_ranker

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("query", "want"),
    [
        ("Who gives me piano lessons?", PERSON),
        ("誰と一緒に住んでいますか？", PERSON),
        ("谁每天接孩子？", PERSON),
        ("Where does my sister work?", PLACE),
        ("Which city is the conference in?", PLACE),
        ("どこで自転車を買いましたか？", PLACE),
        ("我在哪个城市出生？", PLACE),
        ("你把钥匙放在哪儿了？", PLACE),
        ("When is the parents' meeting?", TIME),
        ("What time does the gym open?", TIME),
        ("What are my office hours?", TIME),
        ("歯医者の予約はいつですか？", TIME),
        ("ゴミは何曜日に出しますか？", TIME),
        ("我几点上班？", TIME),
        ("他什么时候回国？", TIME),
        ("How much is the rent?", MONEY),
        ("What is my monthly budget for food?", MONEY),
        ("家賃はいくらですか？", MONEY),
        ("这台电脑多少钱？", MONEY),
        ("How many children do I have?", COUNT),
        ("子供は何人いますか？", COUNT),
        ("我家有几口人？", COUNT),
    ],
)
def test_question_types_in_three_languages(query: str, want: int):
    assert question_types(query) & want, query


@pytest.mark.parametrize(
    "query",
    [
        "What do I like to eat?",
        "Is there a problem where I live?",  # "where" as a conjunction, not a question word
        "What makes me nervous when I call someone?",  # "when" as a conjunction
        "好きな食べ物は何ですか？",
        "我喜欢什么运动？",
    ],
)
def test_untyped_questions_ask_for_no_type(query: str):
    assert question_types(query) == 0, query


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("My rent is 80,000 yen a month.", "en", MONEY),
        ("家賃は月8万円です。", "ja", MONEY),
        ("房租每月八万日元。", "zh", MONEY),
        ("My father lives with us.", "en", PERSON),
        ("父は京都に住んでいます。", "ja", PERSON),
        ("我妈妈是老师。", "zh", PERSON),
        ("The clinic is next to Ueno station.", "en", PLACE),
        ("病院は上野駅の隣です。", "ja", PLACE),
        ("医院在上野站旁边。", "zh", PLACE),
        ("My visa expires in March.", "en", TIME),
        ("来月引っ越します。", "ja", TIME),
        ("我每个星期三去游泳。", "zh", TIME),
        ("I take one iron tablet every evening after dinner.", "en", TIME),
        ("毎晩夕食後に鉄剤を1錠飲んでいます。", "ja", TIME),
        ("我每天晚上吃一片药。", "zh", TIME),
        ("I have three cats.", "en", COUNT),
        ("猫を3匹飼っています。", "ja", COUNT),
    ],
)
def test_value_types_in_three_languages(text: str, lang: str, want: int):
    assert value_types(text, lang) & want, text


def test_value_types_keep_money_apart_from_times_and_counts():
    assert value_types("My part-time job pays 1,100 yen per hour.", "en") & (TIME | COUNT) == 0
    assert value_types("I like green tea.", "en") == 0
    assert value_types("I met Kenji in Nagoya.", "en") & NAME


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The water bill is taken from my account on the 12th of every month.", "en"),
        ("I have to hand in my timesheet by the 3rd.", "en"),
        ("Our wedding anniversary is the 9th of October.", "en"),
        ("水道代は毎月12日に口座から引き落とされます。", "ja"),
        ("勤務表は月の3日までに出します。", "ja"),
        ("保険料は15日に払います。", "ja"),
        ("水费每个月12号从我的账户扣。", "zh"),
        ("我每月3日前要交考勤表。", "zh"),
        ("我们18日出发去北京。", "zh"),
    ],
)
def test_a_day_of_the_month_is_a_time_not_a_count(text: str, lang: str):
    got = value_types(text, lang)
    assert got & TIME and not got & COUNT, (text, got)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The trip lasts 12 days.", "en"),
        ("I live on the 3rd floor.", "en"),  # an ordinal that numbers a thing
        ("Twelve of us, 12 people, came to the party.", "en"),
        ("入院は12日間でした。", "ja"),
        ("2日に1回ジョギングします。", "ja"),  # every other day: a number of days
        ("3日で治りました。", "ja"),
        ("我请了12天假。", "zh"),
        ("我住在5号楼。", "zh"),  # 号 numbers a building
        ("我们报了一个3日游。", "zh"),
    ],
)
def test_counts_of_days_and_numbered_things_stay_counts(text: str, lang: str):
    got = value_types(text, lang)
    assert got & COUNT and not got & TIME, (text, got)


def test_a_day_of_the_month_beside_money_is_a_time_too():
    assert (
        value_types("The gym fee of 7,000 yen is debited on the 20th of each month.", "en") & (TIME | MONEY | COUNT)
        == TIME | MONEY
    )
    assert value_types("ジムの会費7000円は毎月20日に引き落とされます。", "ja") & (TIME | MONEY) == TIME | MONEY
    assert value_types("My part-time job pays 1,100 yen per hour.", "en") & TIME == 0  # a rate stays money only


def test_asking_the_day_of_the_month_or_a_number_of_days():
    for q in (
        "What day of the month is the gym fee taken?",
        "ジムの会費は毎月何日に引き落とされる？",
        "健身房的会费每月几号扣？",
    ):
        assert question_types(q) & TIME, q
    assert question_types("入院は何日間でしたか？") & (TIME | COUNT) == COUNT


def test_kanji_only_chinese_is_read_as_chinese_and_character_glosses_give_no_type():
    # no character only Chinese writes: detect_language answers the default (en); the reader still reads it as zh
    assert value_types("我在便利店上夜班。") & TIME
    # 时薪 is no lexicon word: its characters' glosses (时 "season; time") are no time value
    assert value_types("我打工的时薪是一千二百日元。") == MONEY


def test_features_match_miss_and_name():
    v = np.array([TIME, MONEY, 0, PERSON | NAME, NAME])
    f = features(TIME, v)
    np.testing.assert_array_equal(f["at_match"], [1, 0, 0, 0, 0])
    np.testing.assert_array_equal(f["at_miss"], [0, 1, 0, 1, 0])  # typed values, none of the asked type
    np.testing.assert_array_equal(f["at_name"], [0, 0, 0, 0, 0])  # a name answers who / where only
    g = features(PERSON, v)
    np.testing.assert_array_equal(g["at_match"], [0, 0, 0, 1, 0])
    np.testing.assert_array_equal(g["at_name"], [0, 0, 0, 1, 1])
    np.testing.assert_array_equal(g["at_miss"], [1, 1, 0, 0, 0])  # a name may be the person: no miss
    assert all(not c.any() for c in features(0, v).values())  # an untyped question: all 0


def test_the_ranker_sees_answer_types(tmp_path: Path, e5_embedder):
    """A standalone item holding only other types is a miss; a turn holding the asked type is a match."""
    eng = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    try:
        eng.add_item("u", "My rent is 80,000 yen a month.", timestamp=T0, source_type="fact")
        eng.add_item("u", "My mother visits every December.", timestamp=T0, source_type="fact")
        eng.add_item("u", "The plumber charged me 5,000 yen for the repair.", timestamp=T0, source_type="turn")
        eng.add_item("u", "My brother and I talked about the rent yesterday.", timestamp=T0, source_type="turn")
        got = eng.ranking_features("u", "How much is my rent?")
        assert got is not None
        metas, x = got
        miss, match = x[:, FEATURES.index("s_at_miss")], x[:, FEATURES.index("t_at_match")]
        row = {eng._state("u").items[m.memory_id].summary[:12]: i for i, m in enumerate(metas)}
        assert miss[row["My rent is 8"]] == 0.0 and match[row["My rent is 8"]] == 0.0  # a fact: no turn column
        assert miss[row["My mother vi"]] == 1.0  # a person and a time, no money
        assert match[row["The plumber "]] == 1.0 and miss[row["The plumber "]] == 0.0
        assert match[row["My brother a"]] == 0.0  # a time, not the money asked for
        # an untyped question gives every item 0
        got2 = eng.ranking_features("u", "What do I pay for?")
        assert got2 is not None
        assert not got2[1][:, FEATURES.index("s_at_miss")].any() and not got2[1][:, FEATURES.index("t_at_match")].any()
    finally:
        eng.close()


def test_a_ranker_file_without_answer_type_weights_still_loads(tmp_path: Path):
    """Ranker files written before stop 18 have no s_at_miss / t_at_match: those weights are 0."""
    p = tmp_path / "old.json"
    p.write_text(json.dumps({"format": "kioku-linear-ranker", "version": 1, "weights": {"t_zd": 1.0, "s_dh": 2.0}}))
    r = load_ranker(str(p))
    assert r.vector[FEATURES.index("s_at_miss")] == 0.0 and r.vector[FEATURES.index("t_at_match")] == 0.0


def test_the_trainer_dump_keeps_texts_and_its_answer_type_columns_are_retrievals(tmp_path: Path):
    """bench.train_ranker dumps each candidate's text and each query: the dumped columns are what the texts say."""
    from bench import train_ranker
    from memory.answer_type import features as at_features

    conv = {"speaker_a": "Ann", "speaker_b": "Bob", "session_1_date_time": "1:56 pm on 1 May, 2023"}
    conv["session_1"] = [
        {"speaker": "Ann", "dia_id": "D1:1", "text": "I paid 3,000 yen for the concert ticket."},
        {"speaker": "Bob", "dia_id": "D1:2", "text": "We met at Kyoto station next to the bus stop."},
    ]
    (tmp_path / "h.json").write_text(json.dumps([{"sample_id": "conv-x", "conversation": conv, "qa": []}]))
    rows = [
        {"id": "f1", "fact": {"en": "My rent is 80,000 yen a month.", "ja": "家賃は月8万円です。",
                              "zh": "我的房租每月八万日元。"},
         "query": {"en": "How much is my rent?", "ja": "家賃はいくらですか？", "zh": "我的房租多少钱？"}},
        {"id": "f2", "fact": {"en": "I live in Osaka near Namba station.", "ja": "大阪の難波駅の近くに住んでいます。",
                              "zh": "我住在大阪难波站附近。"},
         "query": {"en": "Which city do I live in?", "ja": "私はどの都市に住んでいますか？", "zh": "我住在哪个城市？"}},
    ]  # fmt: skip
    (tmp_path / "f.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")
    feats = tmp_path / "feat.npz"
    code = train_ranker.main(
        ["--locomo", str(tmp_path / "h.json"), "--facts", str(tmp_path / "f.jsonl"), "--features", str(feats),
         "--no-cv", "--out", str(tmp_path / "r.json"), "--report", str(tmp_path / "cv.json")]
    )  # fmt: skip
    assert code == 0
    z = np.load(feats, allow_pickle=False)
    texts, tid, info = z["texts"], z["tid"], json.loads(str(z["info"]))
    assert len(tid) == len(z["x"]) and "My rent is 80,000 yen a month." in set(texts.tolist())
    assert len(info["query"]) == len(info["kind"])
    qof = np.repeat(np.arange(len(info["kind"])), np.diff(z["offsets"]))
    standalone = z["x"][:, FEATURES.index("standalone")]
    for col, key, scope in (("s_at_miss", "at_miss", standalone), ("t_at_match", "at_match", 1.0 - standalone)):
        want = np.array(
            [at_features(question_types(info["query"][q]), np.array([value_types(texts[t])]))[key][0] for q, t in
             zip(qof, tid, strict=True)]
        ) * scope  # fmt: skip
        np.testing.assert_array_equal(z["x"][:, FEATURES.index(col)], want)
        assert want.any(), col  # the Osaka fact for "how much", the rent for "which city"; the turns of money / place
    assert set(json.loads((tmp_path / "r.json").read_text())["weights"]) >= {"s_at_miss", "t_at_match"}
