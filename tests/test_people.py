"""Who "my son" is (memory.people): the people map read from the user's memories, and the question's lexical query
that gains their names (issue 11, stop 32)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from memory.config import load_config
from memory.engine import MemoryEngine
from memory.people import build, read_gloss, relations, statements


def _items(texts: list[str], lang: str, source_type: str = "fact", speaker: str | None = None) -> list:
    return [SimpleNamespace(summary=t, lang=lang, source_type=source_type, speaker=speaker) for t in texts]


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("My son Bao is 3 and goes to Hinata Nursery.", "en", [("son", "", "Bao")]),
        ("Our daughter An loves swimming.", "en", [("daughter", "", "An")]),
        ("Bao is my son.", "en", [("son", "", "Bao")]),
        ("I cook for my husband, Minh, every night.", "en", [("husband", "", "Minh")]),
        ("My mother-in-law Lakshmi is visiting.", "en", [("mother-in-law", "", "Lakshmi")]),
        ("The user's son Bao likes trains.", "en", [("son", "", "Bao")]),
        ("息子のバオは3歳です。", "ja", [("son", "", "バオ")]),
        ("娘のアンは卵アレルギーです。", "ja", [("daughter", "", "アン")]),
        ("夫のミンは調理師です。", "ja", [("husband", "", "ミン")]),
        ("我儿子小宝3岁。", "zh", [("son", "", "小宝")]),
        ("我女儿小安对鸡蛋过敏。", "zh", [("daughter", "", "小安")]),
        ("我丈夫阿明在拉面店当厨师。", "zh", [("husband", "", "阿明")]),
        ("我女儿叫小安。", "zh", [("daughter", "", "小安")]),
        # someone else's relative, a word after the relation, a possessed relative: no one named
        ("Melanie's son Sam is 5.", "en", []),
        ("息子のサッカーの練習は土曜です。", "ja", []),
        ("彼女の息子のケンは5歳です。", "ja", []),
        ("我儿子上小学。", "zh", []),
    ],
)
def test_who_is_who_is_read_from_first_person_statements(text: str, lang: str, want: list) -> None:
    assert statements(text, lang) == want


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("My younger brother Somchai (Tom) is 19.", "en", [("brother", "", "Somchai"), ("brother", "", "Tom")]),
        ("My son Robert, known as Bob, plays rugby.", "en", [("son", "", "Robert"), ("son", "", "Bob")]),
        ("My wife Keiko ('Kei') teaches piano.", "en", [("wife", "", "Keiko"), ("wife", "", "Kei")]),
        ("弟のソムチャイ（トム）は19歳です。", "ja", [("brother", "", "ソムチャイ"), ("brother", "", "トム")]),
        ("我弟弟颂猜（小名Tom）19岁。", "zh", [("brother", "", "颂猜"), ("brother", "", "Tom")]),
        # a description or an age in parentheses is no second name
        ("My husband Kenji (38) drives a bus.", "en", [("husband", "", "Kenji")]),
        ("夫のミン（35歳）は調理師です。", "ja", [("husband", "", "ミン")]),
        ("我丈夫健二（公务员）在市政府上班。", "zh", [("husband", "", "健二")]),
    ],
)
def test_a_second_name_given_for_the_person_is_read_as_theirs(text: str, lang: str, want: list) -> None:
    assert statements(text, lang) == want


def test_a_question_about_a_relative_gets_both_of_their_names() -> None:
    pm = build(_items(["My younger brother Somchai (Tom) is 19.", "Tom is visiting from 3 to 6 May."], "en"))
    assert pm.expansion("When is my brother visiting?", "en") == ["Somchai", "Tom"]


def test_the_map_knows_the_youngest_by_the_ages_the_memories_give() -> None:
    pm = build(_items(["My son Bao is 3.", "My daughter An is 7.", "An's birthday is 12 October."], "en"))
    assert pm.names == {"son": {"Bao"}, "daughter": {"An"}}
    assert pm.ages == {"Bao": 3, "An": 7}
    assert pm.resolve("child") == ["An", "Bao"]
    assert pm.resolve("child", "youngest") == ["Bao"]
    assert pm.resolve("child", "eldest") == ["An"]
    assert pm.resolve("child", "second") == ["Bao"]  # 老二: the second-eldest of two
    assert pm.resolve("spouse") == []


@pytest.mark.parametrize(
    ("query", "lang", "names"),
    [
        ("What date is my little boy's birthday?", "en", ["バオ"]),
        ("What time must the little one be at daycare?", "en", ["バオ"]),
        ("Where does my youngest spend the day?", "en", ["バオ"]),
        ("What food does my girl have to stay away from?", "en", ["アン"]),
        ("Where does my spouse work?", "en", ["ミン"]),
        ("下の子の誕生日は何月何日ですか？", "ja", ["バオ"]),
        ("上の子は何年生？", "ja", ["アン"]),
        ("うちの男の子が食べられないものは何？", "ja", ["バオ"]),
        ("主人の職場はどこですか？", "ja", ["ミン"]),
        ("我闺女有什么东西不能吃？", "zh", ["アン"]),
        ("我小儿子生日是几月几号？", "zh", ["バオ"]),
        ("小的那个最晚几点要送到托儿所？", "zh", ["バオ"]),
        ("我老公哪几天吃素？", "zh", ["ミン"]),
        ("孩子要看儿科的话，我该怎么挂号？", "zh", []),  # the children as a group: named as a group
        # the question names the person already, names someone else's relative, or no relative of the user's
        ("When is バオ's checkup?", "en", []),
        ("When is Arjun's mother visiting?", "en", []),
        ("What's our little pet's name?", "en", []),
        ("What is my budget for groceries?", "en", []),
    ],
)
def test_a_question_gets_the_names_in_the_memories_script(query: str, lang: str, names: list[str]) -> None:
    pm = build(
        _items(["息子のバオは3歳で、保育園に通っています。", "娘のアンは7歳です。", "夫のミンは調理師です。"], "ja")
    )
    assert pm.expansion(query, lang) == names


def test_relations_read_glosses_and_chains() -> None:
    assert read_gloss("younger child") is not None and read_gloss("younger child").order == "youngest"
    assert read_gloss("second-eldest child in a family").order == "second"
    assert read_gloss("husband's mother").rel == "mother-in-law"
    assert read_gloss("home country") is None and read_gloss("unmarried woman") is None
    assert [r.rel for r in relations("夫のお母さんが来るのはいつ？", "ja")] == ["mother-in-law"]
    assert [r.rel for r in relations("我老公的妈妈什么时候来？", "zh")] == ["mother-in-law"]
    assert [r.rel for r in relations("母国のパスポート", "ja")] == []


def test_another_speakers_turns_name_no_one_of_the_users() -> None:
    assert not build(_items(["My son Sam is 5."], "en", source_type="turn", speaker="Melanie"))
    assert build(_items(["My son Sam is 5."], "en", source_type="turn", speaker="user")).names == {"son": {"Sam"}}


# ---- in the engine ----------------------------------------------------------------------------------------------
FACTS = [
    "My son Bao is 3 and goes to Hinata Nursery.",
    "My daughter An is 7 and in second grade.",
    "An's birthday is 12 October.",
    "Bao was born on 5 June.",
    "Our rent is 68,000 yen a month.",
    "I work as a care worker at a nursing home.",
]


@pytest.fixture()
def engine(tmp_path: Path, e5_embedder) -> MemoryEngine:
    eng = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    yield eng
    eng.close()


def _top(eng: MemoryEngine, user: str, query: str, people: str = "all") -> list[str]:
    p = eng.config.preset(None).model_copy(update={"people": people, "kappa": None, "kappa_hub": None})
    return [h.item.summary for h in eng.search(user, query, k=3, preset=p)]


def test_my_little_boy_finds_baos_birthday(engine: MemoryEngine) -> None:
    for f in FACTS:
        engine.add_item("u1", f, source_type="fact")
    assert _top(engine, "u1", "What date is my little boy's birthday?")[0] == "Bao was born on 5 June."
    assert _top(engine, "u1", "下の子の誕生日は何月何日ですか？")[0] == "Bao was born on 5 June."


def test_a_user_without_such_statements_ranks_as_before(engine: MemoryEngine) -> None:
    for f in ("Bao was born on 5 June.", "An's birthday is 12 October.", "Our rent is 68,000 yen a month."):
        engine.add_item("u2", f, source_type="fact")
    for q in ("What date is my little boy's birthday?", "When is my daughter's birthday?", "How much is the rent?"):
        on = engine.search("u2", q, k=3)
        off = engine.search("u2", q, k=3, preset=engine.config.preset(None).model_copy(update={"people": "off"}))
        assert [(h.item.memory_id, h.score) for h in on] == [(h.item.memory_id, h.score) for h in off]


def test_forgetting_the_statement_forgets_the_name_and_users_do_not_share(engine: MemoryEngine) -> None:
    for f in FACTS:
        engine.add_item("u1", f, source_type="fact")
    engine.add_item("u3", "Bao was born on 5 June.", source_type="fact")
    engine.add_item("u3", "An's birthday is 12 October.", source_type="fact")
    st = engine._state("u1")
    engine.search("u1", "my son", k=1)
    assert st.people.get(st.items).names["son"] == {"Bao"}
    # another user's names never reach this one: u3 says nothing of who is who
    engine.search("u3", "my son", k=1)
    st3 = engine._state("u3")
    assert not st3.people.get(st3.items)
    defining = next(i for i in st.items.values() if i.summary.startswith("My son Bao"))
    engine.delete("u1", defining.memory_id)
    assert "son" not in st.people.get(st.items).names
    engine.forget("u1")
    assert not engine._state("u1").people.get(engine._state("u1").items)


def test_the_cache_reads_each_item_once_and_again_only_when_its_text_changed(monkeypatch) -> None:
    import memory.people as people

    read: list[str] = []
    real = people.statements
    monkeypatch.setattr(people, "statements", lambda text, lang: read.append(text) or real(text, lang))
    items = {f"m{i}": it for i, it in enumerate(_items(["My son Bao is 3.", "I like ramen."], "en"))}
    cache = people.PeopleCache()
    assert cache.get(items).resolve("son") == ["Bao"] and len(read) == 2
    items["m2"] = _items(["Our daughter An is 7."], "en")[0]
    cache.invalidate()
    assert cache.get(items).resolve("daughter") == ["An"] and read[2:] == ["Our daughter An is 7."]
    items["m0"] = _items(["My son Tuan is 3."], "en")[0]  # the same memory, edited
    del items["m2"]
    cache.invalidate()
    pm = cache.get(items)
    assert pm.resolve("son") == ["Tuan"] and pm.resolve("daughter") == [] and read[3:] == ["My son Tuan is 3."]


def test_a_search_detects_the_questions_language_once(engine: MemoryEngine, monkeypatch) -> None:
    import memory.text as text

    for f in FACTS:
        engine.add_item("u1", f, source_type="fact")
    q = "What date is my little boy's birthday?"
    want = [(h.item.memory_id, h.score) for h in engine.search("u1", q, k=3)]
    assert engine._state("u1").people.get(engine._state("u1").items)  # a non-empty map: the expansion runs
    calls: list[str] = []
    real = text.detect_language
    monkeypatch.setattr(text, "detect_language", lambda t, default="en": calls.append(t) or real(t, default))
    assert [(h.item.memory_id, h.score) for h in engine.search("u1", q, k=3)] == want
    assert calls == [q]
    calls.clear()
    ctx = engine.build_context("u1", "s1", q)  # the context's search takes the language it detected
    assert calls == [q] and ctx.query_lang == "en"
    assert want[0][0] in {h.item.memory_id for h in ctx.evidence}


def test_only_a_write_of_the_users_own_words_rereads_the_people_map(engine: MemoryEngine) -> None:
    for f in FACTS:
        engine.add_item("u1", f, source_type="fact")
    engine.search("u1", "my son", k=1)
    st = engine._state("u1")
    pm = st.people.get(st.items)
    assert pm.resolve("son") == ["Bao"]
    # another speaker's turns (a LoCoMo-style history) cannot change it: the map is kept, not reassembled
    engine.add_messages("u1", "s1", [{"role": "Melanie", "content": "My son Sam is 5 and loves trains."}])
    engine.search("u1", "my son", k=1)
    assert st.people.get(st.items) is pm and pm.resolve("son") == ["Bao"]
    # the user's own turn can
    engine.add_messages("u1", "s1", [{"role": "user", "content": "Our daughter Mai is 1."}])
    assert st.people.get(st.items) is not pm and st.people.get(st.items).resolve("daughter") == ["An", "Mai"]
    # forgetting another speaker's turn keeps the map; forgetting the user's statement drops the name
    pm = st.people.get(st.items)
    other = next(i for i in st.items.values() if "My son Sam" in i.summary)
    engine.delete("u1", other.memory_id)
    assert st.people.get(st.items) is pm
    mine = next(i for i in st.items.values() if "Our daughter Mai" in i.summary)
    engine.delete("u1", mine.memory_id)
    assert st.people.get(st.items).resolve("daughter") == ["An"]


def test_a_write_that_can_change_no_one_keeps_the_map_and_the_map_stays_what_a_rebuild_gives() -> None:
    import memory.people as people

    def item(mid: str, text: str, speaker: str = "user") -> SimpleNamespace:
        return SimpleNamespace(memory_id=mid, summary=text, lang="en", source_type="turn", speaker=speaker)

    live = {i.memory_id: i for i in (item("a", "My son Bao likes trains."), item("b", "I like ramen."))}
    cache = people.PeopleCache()
    pm = cache.get(live)
    steps = [
        ([item("c", "The rent went up again.")], True),  # states no one, names no one: kept
        ([item("d", "My son Sam is 5.", speaker="Melanie")], True),  # another speaker's words: kept
        ([item("e", "Bao turned 4 last week.")], False),  # a known name (an age): reassembled
        ([item("f", "Our daughter Mai is 1.")], False),  # a statement: reassembled
    ]
    for new, kept in steps:
        replaced = [live[i.memory_id] for i in new if i.memory_id in live]
        live.update({i.memory_id: i for i in new})
        cache.added(new, replaced)
        got = cache.get(live)
        assert (got is pm) == kept
        assert got == people.build(live.values())
        pm = got
    assert pm.ages == {"Bao": 4, "Mai": 1}
    for mid, kept in (("c", True), ("d", True), ("e", False)):  # dropping: the same test
        cache.dropped([live.pop(mid)])
        got = cache.get(live)
        assert (got is pm) == kept and got == people.build(live.values())
        pm = got
    cache.added([item("a", "My son Tuan likes trains.")], [live["a"]])  # an edit of the user's item
    live["a"] = item("a", "My son Tuan likes trains.")
    assert cache.get(live).resolve("son") == ["Tuan"]
