"""Round 16 of issue 13: set p's remaining wrong links, with general sources (WordNet 3.0 antonyms and person nouns).

Each mechanism with pairs that must now differ (or stay unread) and paraphrases that must stay "same": antonym
predicates (:func:`memory.fact_verbs.antonym_contrast`), an action noun aligned by its object alone
(:mod:`memory.fact_actions`), who contacts whom (:func:`memory.fact_agents.agents`: ja に + verbal noun, zh 给),
the subject against the owner of what it acts on (:func:`memory.fact_agents.possessor_reading`), and the two table
loaders. The lexicon verifier alone (``memory.facts.compare``). The sentences are written for these tests, not taken
from the planted sets.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory import fact_antonyms, fact_persons
from memory.fact_antonyms import WordTableError
from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------------- 1. antonym predicates (WordNet)


@pytest.mark.parametrize("a,b", [
    ("The user's gym opens at 6 a.m.", "ユーザーのジムは午前6時に閉まる。"),
    ("The user's piano lesson begins at 5 p.m.", "ユーザーのピアノのレッスンは午後5時に終わる。"),
    ("The user's train arrives at 8:10.", "The user's train leaves at 8:10."),
])  # fmt: skip
def test_antonym_predicates_differ(a, b):
    assert "predicate" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user's gym opens at 6 a.m.", "ユーザーのジムは午前6時に開く。"),
    ("The user's piano lesson begins at 5 p.m.", "ユーザーのピアノのレッスンは午後5時に始まる。"),
    ("The user's lease starts in April.", "The user's lease begins in April."),
    ("The user prefers hot water to cold water.", "ユーザーは冷たい水よりお湯のほうが好きだ。"),
    ("The user lent a neighbor a ladder.", "A neighbor borrowed a ladder from the user."),  # a converse, not a contrast
])  # fmt: skip
def test_synonyms_and_converses_stay_same(a, b):
    assert _v(a, b) == "same"


def test_the_table_holds_the_common_contrasts_and_not_rare_senses():
    table = fact_antonyms.antonyms()
    for x, y in (("start", "end"), ("buy", "sell"), ("lend", "borrow"), ("open", "close"), ("arriv", "leav")):
        assert y in table.get(x, frozenset()), (x, y)
    # "get" is a lemma of WordNet's "begin, start" synset only in a rare sense: no antonym of "end" through it
    assert "end" not in table.get("get", frozenset())


# ------------------------------------------------------------------------- 2. an action noun is not its object


@pytest.mark.parametrize("a,b", [
    ("ユーザーはジムの会員契約を解約した。", "The user signed a gym membership contract."),
    ("ユーザーは楽天モバイルの契約を解約した。", "The user has a Rakuten Mobile contract."),
])  # fmt: skip
def test_a_cancellation_is_not_the_contract(a, b):
    assert _v(a, b) in ("unsure", "different")  # round 30 reads 解約 as an act undone (memory.fact_values)


def test_a_cancellation_meets_cancelled():
    assert _v("ユーザーはジムの会員契約を解約した。", "The user cancelled a gym membership contract.") == "same"


# ------------------------------------------------------------------------- 3. who calls whom


@pytest.mark.parametrize("a,b", [
    ("ユーザーは毎晩大阪の父親に電話する。", "The user's father in Osaka calls the user every night."),
    ("用户每个星期六给北京的哥哥打电话。", "The user's older brother in Beijing calls the user every Saturday."),
    ("ユーザーは毎週土曜日に北京の兄に電話する。", "The user's brother in Beijing calls the user every Saturday."),
])  # fmt: skip
def test_the_caller_and_the_called_swapped_differ(a, b):
    assert "role" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("ユーザーは毎晩大阪の父親に電話する。", "The user calls her father in Osaka every night."),
    ("用户每个星期六给北京的哥哥打电话。", "The user calls her older brother in Beijing every Saturday."),
    ("北京的哥哥每个星期六给用户打电话。", "The user's older brother in Beijing calls the user every Saturday."),
    ("The user's father in Osaka calls the user every night.", "大阪の父親は毎晩ユーザーに電話する。"),
])  # fmt: skip
def test_one_caller_said_twice_stays_same(a, b):
    assert _v(a, b) == "same"


@pytest.mark.parametrize("text,reading", [
    ("ユーザーは母親に電話してもらう。", ("other", "user")),  # benefactive: the mother calls
    ("用户的妈妈给她打电话。", ("other", "user")),  # a pronoun is the person who is not the subject
    ("用户给朋友写信。", ("user", "other")),
])  # fmt: skip
def test_the_recipient_readers(text, reading):
    from memory.fact_agents import agents

    assert agents(extract(text)) == reading


def test_a_transfer_noun_is_left_to_the_transfer_reader():
    from memory.fact_agents import agents

    assert agents(extract("ユーザーは母親に借金している。")) is None  # に is the lender there


# ------------------------------------------------------------------------- 4. the subject against the owner


@pytest.mark.parametrize("a,b", [
    ("ユーザーは隣室の住人の犬について大家に苦情を言った。", "隣室の住人がユーザーの犬について大家に苦情を言った。"),
    ("ユーザーは同じ寮の学生の自転車を修理した。", "同じ寮の学生がユーザーの自転車を修理した。"),
    ("ユーザーは同僚の車を運転した。", "同僚がユーザーの車を運転した。"),
])  # fmt: skip
def test_subject_and_owner_swapped_differ(a, b):
    assert "role" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("ユーザーは同じ寮の学生の自転車を修理した。", "ユーザーは同じ寮の学生の自転車を直した。"),
    ("ユーザーは同僚の車を運転した。", "The user drove a coworker's car."),
])  # fmt: skip
def test_one_subject_and_owner_stays_same(a, b):
    assert _v(a, b) == "same"


def test_a_person_noun_by_its_gloss():
    assert fact_persons.person_noun("住人", "ja")  # "dweller; inhabitant; resident"
    assert fact_persons.person_noun("店員", "ja")
    assert not fact_persons.person_noun("騒音", "ja")
    assert not fact_persons.person_noun("管理会社", "ja")


# ------------------------------------------------------------------------- 5. the loaders


def test_a_missing_antonym_table_is_an_error_naming_the_file(tmp_path: Path):
    missing = tmp_path / "antonyms.tsv.gz"
    with pytest.raises(WordTableError, match=re.escape("antonyms.tsv.gz")):
        fact_antonyms.load(missing)


def test_a_corrupt_antonym_table_is_an_error_naming_the_file(tmp_path: Path):
    bad = tmp_path / "antonyms.tsv.gz"
    bad.write_bytes(b"not gzip at all")
    with pytest.raises(WordTableError, match=re.escape("antonyms.tsv.gz")):
        fact_antonyms.load(bad)
    rows = tmp_path / "rows.tsv.gz"
    with gzip.open(rows, "wt", encoding="utf-8") as f:
        f.write("v\tstart\n")  # two fields
    with pytest.raises(WordTableError, match=re.escape("rows.tsv.gz")):
        fact_antonyms.load(rows)


def test_a_missing_or_corrupt_person_table_is_an_error_naming_the_file(tmp_path: Path):
    with pytest.raises(WordTableError, match=re.escape("persons.txt.gz")):
        fact_persons.load(tmp_path / "persons.txt.gz")
    bad = tmp_path / "persons.txt.gz"
    bad.write_bytes(b"\x1f\x8b truncated")
    with pytest.raises(WordTableError, match=re.escape("persons.txt.gz")):
        fact_persons.load(bad)


def test_the_shipped_tables_load():
    assert fact_antonyms.load()  # the default path
    assert "resident" in fact_persons.load()
