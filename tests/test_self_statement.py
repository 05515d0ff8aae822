"""A fact the user says about themselves in chat is kept as a memory of its own, in every language (issue 11,
``--facts-as turns``; bench/NOTES.md, stop 28): the salience floor for a self-statement and the pivot half of L met by
the cross-lingual channel. And what must not change: questions, reactions and short remarks stay unremembered."""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta

import pytest

from memory.write import WriteContext, WritePolicy, WritePolicyConfig
from memory.write_rules import SELF_SALIENCE, self_salience
from memory.write_text import is_self_statement

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)


def split(text: str) -> list[str]:
    return text.casefold().replace(".", " ").split()


def cjk_units(text: str) -> list[str]:
    """Character bigrams, as the default tokenizer reads CJK text."""
    t = text.strip("。！？")
    return [t[i : i + 2] for i in range(len(t) - 1)]


@pytest.mark.parametrize(
    "sentence",
    [
        "I work night shifts at a bakery.",
        "My sister lives in Lyon.",
        "我在面包店上夜班。",
        "私はパン屋で夜勤をしています。",
        "毎朝ジョギングをしています。",  # Japanese, the subject (the user) left out
    ],
)
def test_self_statements(sentence: str):
    assert is_self_statement(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Do I work on Sundays?",  # a question asserts nothing
        "我在哪里上班？",
        "私はどこで働いていますか？",
        "I see, interesting point.",  # first-person reactions
        "Me too!",
        "我也是。",
        "私もそう思います。",
        "That movie was great, Caroline!",  # not about the speaker
        "今日は暑いですね。",
        "",
    ],
)
def test_not_self_statements(sentence: str):
    assert not is_self_statement(sentence)


def test_self_salience_floor_and_what_it_leaves_alone():
    from memory.config import load_config
    from memory.text import Tokenizer

    tok = Tokenizer(**load_config().tokenizer)  # the engine's: stopwords out, so "I am" holds no content unit
    assert self_salience("I work night shifts at a bakery.", tok) == SELF_SALIENCE
    assert self_salience("我在面包店上夜班。", tok) == SELF_SALIENCE
    assert self_salience("I am tired.", tok) == 0.0  # too little content for a memory of its own
    assert self_salience("Thanks!", tok) == 0.0
    assert self_salience("That movie was great, Caroline!", tok) == 2.0  # a name, as before: not a floor
    assert self_salience("I want to move to Osaka in April 2026.", tok) > SELF_SALIENCE  # cues add up as before


def _ctx(message: str, lang: str) -> WriteContext:
    return WriteContext("u1", "s1", T0, message, lang, lang, turn_ids=["s1:1"])


def test_episodic_phi_is_the_same_in_every_language_with_the_cross_lingual_channel():
    facts = {
        "en": ("I work night shifts at a bakery.", split),
        "ja": ("私はパン屋で夜勤をしています。", cjk_units),
        "zh": ("我在面包店上夜班。", cjk_units),
    }
    with_xl = WritePolicy(WritePolicyConfig(xl_channel=True))
    without = WritePolicy(WritePolicyConfig())
    tau = with_xl.config.tau
    phis = {}
    for lang, (text, tok) in facts.items():
        u = with_xl.utility_episodic(text, _ctx(text, lang), tok, confidence=0.8, sensitivity="low")
        phis[lang] = u.phi(with_xl.config.weights)
        assert u.L == 1.0
        # without the channel a CJK episode still needs an English gloss for the pivot half (unchanged)
        u0 = without.utility_episodic(text, _ctx(text, lang), tok, confidence=0.8, sensitivity="low")
        assert u0.L == (1.0 if lang == "en" else 0.5)
    assert min(phis.values()) >= tau and max(phis.values()) - min(phis.values()) < 1e-9


def test_a_fact_said_in_chat_is_found_from_another_language_above_the_chit_chat():
    """The user mentions a fact mid-chat (English); weeks later asks in Japanese and in Chinese: the top hit is the
    memory the write path made of that turn, not one of the chit-chat turns around it."""
    from experts.writer import ConsensusWriter
    from memory.config import load_config
    from memory.engine import MemoryEngine

    chat = [
        "Hey, how was your weekend? Mine was quiet.",
        "I watched a documentary about deep sea fish last night.",
        "The weather has been so nice lately, perfect for walks.",
        "I play the cello in a community orchestra.",
        "We should try that new ramen place sometime.",
        "My cousin sent me photos from her trip to the mountains.",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        eng = MemoryEngine(load_config(), data_dir=tmp)
        writer = ConsensusWriter.local(eng.xl_embedder)
        ts = T0
        fact_turn = None
        for msg in chat:
            ts += timedelta(minutes=3)
            r = eng.turn("u1", "s1", msg, timestamp=ts, writer=writer)
            if "cello" in msg:
                kept = [i for i in r.write.items if i.source_type == "episodic"]
                assert kept, r.write.decisions  # the write path kept the self-statement
                fact_turn = kept[0].turn_ids[0]
        now = ts + timedelta(days=21)
        for q in ("私はどんな楽器を演奏しますか？", "我演奏什么乐器？"):
            hits = eng.search("u1", q, k=3, now=now)
            assert hits and fact_turn in hits[0].item.turn_ids, [h.item.summary for h in hits]
            assert hits[0].item.source_type == "episodic"
        eng.close()
