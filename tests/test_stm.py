"""Short-term memory: ring buffer of k turns, bounded salient running summary, goal stack and goal -> summary
replacement, all as pure functions over ShortTermState."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory.errors import InvalidInput
from memory.schemas import ShortTermState, StmTurn
from memory.stm import ShortTermMemory, extractive_fold, salience, split_sentences

_CJK = "\u3040-\u30ff\u3400-\u9fff\uff00-\uffef\u3000-\u303f"
_TOKEN_RE = re.compile(rf"[{_CJK}]|[^\s{_CJK}]+")


class WsCjkCounter:
    """Whitespace runs count one token, each CJK character one: Japanese and Chinese are token-dense."""

    name = "ws-cjk"

    def count(self, text: str) -> int:
        return len(_TOKEN_RE.findall(text))


HAVE_REAL = (Path(__file__).resolve().parent.parent / "memory" / "tokens.py").exists()


@pytest.fixture(scope="module", params=["ws-cjk", "real"])
def counter(request):
    if request.param == "ws-cjk":
        return WsCjkCounter()
    if not HAVE_REAL:
        pytest.skip("memory/tokens.py not present")
    from memory.tokens import default_token_counter

    return default_token_counter()


T0 = datetime(2025, 9, 1, 10, 0, tzinfo=UTC)


def turn(i: int, text: str, role: str = "user", lang="en") -> StmTurn:
    return StmTurn(role=role, text=text, lang=lang, timestamp=T0 + timedelta(minutes=i))


def test_ring_buffer_keeps_last_k_in_order_and_is_pure(counter):
    stm = ShortTermMemory(k=8, counter=counter)
    state = stm.new_state("u1", "s1")
    history = [state]
    for i in range(20):
        state = stm.push(state, turn(i, f"message {i}"))
        history.append(state)
    assert [t.text for t in state.last_k_turns] == [f"message {i}" for i in range(12, 20)]
    assert state.k == 8 and state.updated_at == T0 + timedelta(minutes=19)
    assert state.tokens == stm.count_tokens(state)
    # Pure: earlier states are untouched, and a state survives a JSON round trip (how the store keeps it).
    assert len(history[3].last_k_turns) == 3 and history[0].last_k_turns == []
    assert ShortTermState.model_validate_json(state.model_dump_json()) == state


def test_dropped_turns_fold_salient_sentences_only(counter):
    stm = ShortTermMemory(k=2, counter=counter)
    s = stm.new_state("u1", "s1")
    s = stm.push(s, turn(0, "Hello! Thanks so much."))
    s = stm.push(s, turn(1, "I need to renew my health insurance card by 2025-10-01. Nice weather today though"))
    s = stm.push(s, turn(2, "ok"))
    assert s.running_summary == ""  # the chit-chat turn fell out and left nothing behind
    s = stm.push(s, turn(3, "Sure, the ward office in Shinjuku handles it.", role="assistant"))
    assert "renew my health insurance card by 2025-10-01." in s.running_summary
    assert s.running_summary.startswith("User: ")
    assert "Nice weather" not in s.running_summary.split("2025-10-01.")[0]
    assert "Hello" not in s.running_summary


def test_summary_never_exceeds_its_bound_with_long_cjk_turns(counter):
    stm = ShortTermMemory(k=8, summary_max_tokens=120, counter=counter)
    s = stm.new_state("u1", "s1")
    texts = [
        "来月の十五日に新宿区役所で国民健康保険証を更新する予定です。在留カードとマイナンバーカードが必要です。",
        "我下个月十五号要去新宿区役所办理国民健康保险证的更新手续，需要带护照和在留卡。预算是三万日元。",
        "I must book a clinic appointment for March 3 because I'm allergic to penicillin. " * 5,
    ]
    for i in range(60):
        s = stm.push(s, turn(i, texts[i % 3] * (1 + i % 4), lang=("ja", "zh", "en")[i % 3]))
        assert counter.count(s.running_summary) <= 120
        assert len(s.last_k_turns) == min(i + 1, 8)
    assert s.running_summary  # salient content made it in


def test_summary_labels_follow_the_users_language(counter):
    stm = ShortTermMemory(k=1, counter=counter)
    s = stm.new_state("u1", "s1")
    s = stm.push(s, turn(0, "来週の月曜日に市役所へ行く予定です。", lang="ja"))
    s = stm.push(s, turn(1, "わかりました。", role="assistant", lang="ja"))
    assert s.running_summary == "ユーザー：来週の月曜日に市役所へ行く予定です。"
    zh = stm.new_state("u1", "s2")
    zh = stm.push(zh, turn(0, "我打算明天去医院。", lang="zh"))
    zh = stm.push(zh, turn(1, "好的", role="assistant", lang="zh"))
    assert zh.running_summary == "用户：我打算明天去医院。"
    # An explicit language (e.g. the profile's) wins over the detected one.
    en = stm.push(stm.push(stm.new_state("u1", "s3"), turn(0, "明天下午三点见。", lang="zh")), turn(1, "x"), lang="en")
    assert en.running_summary.startswith("User: ")


def test_old_summary_lines_compete_on_salience(counter):
    # A tight bound: the goal-bearing old line survives, the weaker one gives way to new salient content.
    old = "User: I am allergic to penicillin and must avoid it.\nUser: Met Ken."
    new = [turn(0, "My appointment is on 2025-03-03 at 10:00 in Shibuya."), turn(1, "lol", role="assistant")]
    out = extractive_fold(old, new, "en", counter, max_tokens=counter.count(old.splitlines()[0]) + 16)
    assert "penicillin" in out
    assert counter.count(out) <= counter.count(old.splitlines()[0]) + 16
    lines = out.splitlines()
    assert lines[0].startswith("User: I am allergic")  # output keeps time order


def test_custom_summarizer_is_called_and_bounded(counter):
    calls = []

    def summarize(summary, turns, lang):
        calls.append((summary, [t.text for t in turns], lang))
        return "S " + "word " * 500

    stm = ShortTermMemory(k=2, summary_max_tokens=20, counter=counter, summarize=summarize)
    s = stm.new_state("u1", "s1")
    for i in range(3):
        s = stm.push(s, turn(i, f"t{i}", lang="zh"))
    assert calls == [("", ["t0"], "zh")]
    assert counter.count(s.running_summary) <= 20 and s.running_summary.startswith("S word")


def test_goal_stack_push_pop(counter):
    stm = ShortTermMemory(counter=counter)
    s = stm.new_state("u1", "s1")
    s = stm.push_goal(s, "renew health insurance card")
    s = stm.push_goal(s, "  find   the ward office  ")
    assert s.goal_stack == ["renew health insurance card", "find the ward office"]
    s2, top = stm.pop_goal(s)
    assert top == "find the ward office" and s2.goal_stack == ["renew health insurance card"]
    assert s.goal_stack == ["renew health insurance card", "find the ward office"]  # pure
    s3, _ = stm.pop_goal(s2)
    s4, none = stm.pop_goal(s3)
    assert none is None and s4.goal_stack == []
    with pytest.raises(InvalidInput):
        stm.push_goal(s, "   ")


def test_goal_to_summary_replacement_pops_oldest_goal(counter):
    goals = [
        "renew the national health insurance card before 2025-10-01",
        "book a dentist appointment in Shibuya next Tuesday",
        "apply for the My Number card",
    ]
    probe = ShortTermMemory(counter=counter)
    two = probe.push_goal(probe.push_goal(probe.new_state("u1", "s1"), goals[0]), goals[1])
    limit = probe.count_tokens(two) + 1  # two open goals fit, a third does not
    stm = ShortTermMemory(k=8, counter=counter, max_state_tokens=limit)
    s = stm.new_state("u1", "s1")
    s = stm.push_goal(stm.push_goal(s, goals[0]), goals[1])
    assert s.goal_stack == goals[:2] and s.running_summary == ""
    s = stm.push_goal(s, goals[2])
    # Over the bound: the oldest goals leave the stack for the summary (oldest first); the active goal stays.
    assert s.goal_stack == [goals[2]]
    assert s.running_summary.splitlines() == [f"Goal: {goals[0]}", f"Goal: {goals[1]}"]
    assert s.tokens == stm.count_tokens(s)
    # The summary bound is what makes the replacement a compression: with room for one goal line, the newer
    # folded goal wins and the state stays bounded however many goals are opened.
    tight = ShortTermMemory(
        k=8, counter=counter, max_state_tokens=limit, summary_max_tokens=counter.count(f"Goal: {goals[1]}") + 1
    )
    t = tight.new_state("u1", "s1")
    for g in goals * 3:
        t = tight.push_goal(t, g)
        assert counter.count(t.running_summary) <= tight.summary_max_tokens
        assert t.goal_stack[-1] == g
    # Turns push the state over the bound too: goals keep folding until it fits or one goal is left.
    u = stm.push_goal(stm.push_goal(stm.new_state("u1", "s2"), goals[0]), goals[1])
    u = stm.push(u, turn(0, "Where is the nearest post office to Shinjuku station?"))
    assert u.goal_stack == [goals[1]] and goals[0] in u.running_summary


def test_configuration_errors(counter):
    for kw in ({"k": 0}, {"summary_max_tokens": 0}, {"max_state_tokens": 0}):
        with pytest.raises(InvalidInput):
            ShortTermMemory(counter=counter, **kw)


def test_salience_and_sentences():
    assert salience("thanks!") == 0 and salience("ありがとうございます") == 0 and salience("谢谢") == 0
    assert salience("I want to move to Osaka in April 2026.") > salience("I see, interesting point")
    assert salience("マイナンバーカードを申請したい") >= 3
    assert salience("我需要在周五之前交材料") >= 3
    assert split_sentences("今日は晴れ。明日は雨！ Really? Yes.\nok") == [
        "今日は晴れ。",
        "明日は雨！",
        "Really?",
        "Yes.",
        "ok",
    ]
