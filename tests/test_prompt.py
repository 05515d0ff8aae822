"""PromptBuilder: 2:5:3 budget with forward flow, hard per-section bounds, chronological evidence, quotas,
privacy of high-sensitivity facts, reply-language instructions, and template loading errors."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory.errors import InvalidInput
from memory.prompt import PromptBuilder, load_templates, parse_lang_list
from memory.schemas import MemoryItem, ProfileFact, SearchHit, StmTurn

_CJK = "\u3040-\u30ff\u3400-\u9fff\uff00-\uffef\u3000-\u303f"
_TOKEN_RE = re.compile(rf"[{_CJK}]|[^\s{_CJK}]+")


class WsCjkCounter:
    """Whitespace-separated runs count one token each, every CJK character counts one: a cheap stand-in with
    the property that matters here, that Japanese and Chinese are dense in tokens."""

    name = "ws-cjk"

    def count(self, text: str) -> int:
        return len(_TOKEN_RE.findall(text))


HAVE_REAL = (Path(__file__).resolve().parent.parent / "memory" / "tokens.py").exists()


@pytest.fixture(scope="module")
def templates():
    return load_templates()


@pytest.fixture(scope="module", params=["ws-cjk", "real"])
def counter(request):
    if request.param == "ws-cjk":
        return WsCjkCounter()
    if not HAVE_REAL:
        pytest.skip("memory/tokens.py not present")
    from memory.tokens import default_token_counter

    return default_token_counter()


T0 = datetime(2025, 8, 2, 9, 20, tzinfo=UTC)


def fact(key, value, **kw) -> ProfileFact:
    return ProfileFact(user_id="u1", key=key, value=value, **{"confidence": 0.9, **kw})


def hit(mid: str, text: str, score: float, ts: datetime, speaker: str | None = "user", **kw) -> SearchHit:
    item = MemoryItem(memory_id=mid, user_id="u1", timestamp=ts, summary=text, speaker=speaker, **kw)
    return SearchHit(item=item, score=score)


def section(ctx, name):
    return next(s for s in ctx.sections if s.name == name)


def assert_bounded(ctx, counter, budget):
    for s in ctx.sections:
        assert counter.count(s.text) == s.tokens <= s.budget, s.name
    assert ctx.total_tokens == sum(s.tokens for s in ctx.sections) <= budget
    for s in ctx.sections:
        assert s.text in ctx.system_prompt


JA_LONG = "私は来月の十五日に新宿区役所で国民健康保険証の更新手続きをしなければなりません。" * 40
ZH_LONG = "我下个月十五号要去新宿区役所办理国民健康保险证的更新手续，需要带护照和在留卡。" * 40
EN_LONG = "I need to renew my national health insurance card at the Shinjuku ward office next month. " * 40


# ---- templates -------------------------------------------------------------------------------------------


def test_default_templates_have_exact_headers_and_all_languages(templates):
    assert templates.headers.profile == "[PROFILE]"
    assert templates.headers.long_term_memory == "[LONG_TERM_MEMORY]"
    assert templates.headers.context_summary == "[CONTEXT_SUMMARY]"
    assert set(templates.languages) == {"ja", "en", "zh"}
    assert "日本語で回答" in templates.languages["ja"].reply
    assert "用中文回答" in templates.languages["zh"].reply
    assert "Respond in English" in templates.languages["en"].reply


def _write(tmp_path, text: str) -> str:
    p = tmp_path / "t.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_load_templates_errors_name_the_problem(tmp_path):
    good = Path(load_templates.__globals__["DEFAULT_TEMPLATES_PATH"]).read_text(encoding="utf-8")
    with pytest.raises(InvalidInput) as e:
        load_templates(tmp_path / "missing.yaml")
    assert e.value.field == "templates_path"
    with pytest.raises(InvalidInput) as e:
        load_templates(_write(tmp_path, "system_prompt: [unclosed\n"))
    assert e.value.field == "templates" and "YAML" in e.value.message
    with pytest.raises(InvalidInput) as e:
        load_templates(_write(tmp_path, "- just\n- a list\n"))
    assert e.value.field == "templates"
    with pytest.raises(InvalidInput) as e:  # a required slot removed
        load_templates(_write(tmp_path, good.replace("{{ long_term_memory }}", "")))
    assert e.value.field == "templates.system_prompt" and "long_term_memory" in e.value.message
    with pytest.raises(InvalidInput) as e:  # an unknown slot
        load_templates(_write(tmp_path, good.replace("{{ instructions }}", "{{ instructions }} {{ oops }}")))
    assert "oops" in e.value.message
    with pytest.raises(InvalidInput) as e:  # headers are a contract, not a style choice
        load_templates(_write(tmp_path, good.replace('"[PROFILE]"', '"[USER]"')))
    assert e.value.field.startswith("templates.headers.profile")
    with pytest.raises(InvalidInput) as e:  # a language left out
        load_templates(_write(tmp_path, good.replace("  zh:\n    name:", "  xx:\n    name:")))
    assert e.value.field.startswith("templates.languages")


# ---- budget split and flow ---------------------------------------------------------------------------------


def test_two_five_three_split(templates, counter):
    b = PromptBuilder(templates, counter, budget=1000)
    assert b.base_budgets == (200, 500, 300)
    assert sum(PromptBuilder(templates, counter, budget=1201).base_budgets) == 1201
    # Everything overflowing: each section is filled close to, never over, its share, and nothing flows on.
    profile = [fact(f"note_{i:02d}", EN_LONG[:300]) for i in range(30)]
    evidence = [hit(f"m{i}", EN_LONG, 1.0 - i / 100, T0 + timedelta(days=i)) for i in range(30)]
    turns = [StmTurn(role="user", text=EN_LONG[:400]) for _ in range(8)]
    b = PromptBuilder(templates, counter, budget=1000, ltm_max_items=30, profile_max_lines=30)
    ctx = b.build(profile, evidence, EN_LONG, turns, "en", "en")
    assert_bounded(ctx, counter, 1000)
    p, ltm, s = ctx.sections
    assert p.budget == 200 and p.tokens > 150
    assert ltm.budget == 500 + (200 - p.tokens) and ltm.tokens > 400
    assert s.budget == 300 + (ltm.budget - ltm.tokens) and s.tokens > 200


def test_unused_budget_flows_to_ltm_first_then_summary(templates, counter):
    evidence = [hit(f"m{i}", EN_LONG[:300], 1.0 - i / 100, T0 + timedelta(days=i)) for i in range(20)]
    kw = {"budget": 1000, "ltm_max_items": 20, "ltm_item_max_tokens": 60}
    b = PromptBuilder(templates, counter, **kw)
    full_profile = [fact(f"note_{i:02d}", EN_LONG[:300]) for i in range(20)]
    with_profile = b.build(full_profile, evidence, "", [], "en", "en")
    without = b.build([], evidence, "", [], "en", "en")
    p_full, p_empty = section(with_profile, "PROFILE"), section(without, "PROFILE")
    assert section(without, "LONG_TERM_MEMORY").budget == 500 + 200 - p_empty.tokens
    assert section(with_profile, "LONG_TERM_MEMORY").budget == 500 + 200 - p_full.tokens
    assert len(without.evidence) > len(with_profile.evidence)  # the short profile bought more evidence
    # With little evidence, what LTM leaves over goes to the summary.
    turns = [StmTurn(role="user", text=f"turn {i}: " + EN_LONG[:200]) for i in range(8)]
    little = b.build([], evidence[:1], "", turns, "en", "en")
    ltm = section(little, "LONG_TERM_MEMORY")
    assert section(little, "CONTEXT_SUMMARY").budget == 300 + ltm.budget - ltm.tokens
    assert_bounded(little, counter, 1000)


@pytest.mark.parametrize("long_text", [JA_LONG, ZH_LONG, EN_LONG], ids=["ja", "zh", "en"])
@pytest.mark.parametrize("budget", [300, 1200])
def test_no_section_exceeds_its_budget_with_huge_inputs(templates, counter, long_text, budget):
    profile = [fact(f"k{i}", long_text) for i in range(25)] + [fact("language_order", ["ja", "en"])]
    evidence = [hit(f"m{i}", long_text, 5 - i, T0 - timedelta(days=i)) for i in range(10)]
    turns = [StmTurn(role="user" if i % 2 else "assistant", text=long_text) for i in range(8)]
    b = PromptBuilder(templates, counter, budget=budget)
    ctx = b.build(profile, evidence, long_text, turns, None, "ja", goals=[long_text, "short goal"])
    assert_bounded(ctx, counter, budget)
    assert ctx.evidence, "at least one (truncated) item fits"
    for line in section(ctx, "LONG_TERM_MEMORY").text.splitlines()[1:]:
        text = line.split(") ", 1)[1]
        assert counter.count(text) <= b.ltm_item_max_tokens
    assert section(ctx, "CONTEXT_SUMMARY").text.count("\n- ") >= 1  # newest turn kept, truncated


def test_tiny_budget_is_rejected_up_front(templates, counter):
    with pytest.raises(InvalidInput) as e:
        PromptBuilder(templates, counter, budget=20)
    assert e.value.field == "budget"
    with pytest.raises(InvalidInput):
        PromptBuilder(templates, counter, ratios=(1, 1))  # type: ignore[arg-type]


# ---- LONG_TERM_MEMORY ----------------------------------------------------------------------------------------


def test_evidence_selected_by_score_rendered_chronologically_with_dates(templates, counter):
    hits = [  # arrive best first, dates scrambled
        hit("a", "Bought a commuter pass; prefers routes with English signage.", 0.9, datetime(2025, 8, 2, 9)),
        hit("b", "Translated a prescription; allergic to penicillin.", 0.8, datetime(2025, 9, 10, 14), "Mei"),
        hit("c", "Asked about the My Number card.", 0.7, datetime(2024, 12, 24, 8)),
        hit("d", "Talked about the weather.", 0.1, datetime(2023, 1, 1)),
    ]
    b = PromptBuilder(templates, counter, ltm_max_items=3)
    ctx = b.build([], hits, "", [], "en", "en")
    lines = section(ctx, "LONG_TERM_MEMORY").text.splitlines()
    assert lines == [
        "[LONG_TERM_MEMORY]",
        "- (2024-12-24, user) Asked about the My Number card.",
        "- (2025-08-02, user) Bought a commuter pass; prefers routes with English signage.",
        "- (2025-09-10, Mei) Translated a prescription; allergic to penicillin.",
    ]
    assert [h.item.memory_id for h in ctx.evidence] == ["c", "a", "b"]  # the lowest score is left out
    assert "weather" not in ctx.system_prompt


def test_same_day_items_follow_dialogue_order_and_dates_use_the_timezone(templates, counter):
    day = datetime(2025, 3, 1, 16, 30, tzinfo=UTC)  # 01:30 on 2 March in Tokyo
    hits = [
        hit("late", "second thing said", 0.9, day, dialogue_round=7),
        hit("early", "first thing said", 0.5, day, dialogue_round=2),
    ]
    ctx = PromptBuilder(templates, counter).build([], hits, "", [], "en", "en")
    assert [h.item.memory_id for h in ctx.evidence] == ["early", "late"]
    tokyo = PromptBuilder(templates, counter, timezone="Asia/Tokyo").build([], hits, "", [], "en", "en")
    assert "(2025-03-02, user)" in tokyo.system_prompt and "(2025-03-01, user)" in ctx.system_prompt
    with pytest.raises(InvalidInput):
        PromptBuilder(templates, counter, timezone="Mars/Olympus")


def test_item_quota_and_per_item_truncation(templates, counter):
    hits = [hit(f"m{i}", f"memory number {i} " + JA_LONG, 1 - i / 10, T0 + timedelta(days=i)) for i in range(6)]
    b = PromptBuilder(templates, counter, budget=4000, ltm_max_items=2, ltm_item_max_tokens=30)
    ctx = b.build([], hits, "", [], "ja", "ja")
    assert [h.item.memory_id for h in ctx.evidence] == ["m0", "m1"]
    for line in section(ctx, "LONG_TERM_MEMORY").text.splitlines()[1:]:
        assert counter.count(line.split(") ", 1)[1]) <= 30
        assert line.split(") ", 1)[1].startswith("memory number")


def test_high_sensitivity_and_deleted_evidence_skipped(templates, counter):
    hits = [
        hit("s", "HIV status discussed", 0.99, T0, sensitivity="high"),
        hit("x", "a deleted memory", 0.98, T0, status="deleted"),
        hit("ok", "Lives in Setagaya.", 0.5, T0),
    ]
    ctx = PromptBuilder(templates, counter).build([], hits, "", [], "en", "en")
    assert [h.item.memory_id for h in ctx.evidence] == ["ok"]
    assert "HIV" not in ctx.system_prompt and "deleted memory" not in ctx.system_prompt


def test_empty_sections_render_placeholders_and_no_memory_instruction(templates, counter):
    ctx = PromptBuilder(templates, counter).build([], [], "", [], "en", "en")
    for s, ph in zip(
        ctx.sections,
        [
            templates.placeholders.profile,
            templates.placeholders.long_term_memory,
            templates.placeholders.context_summary,
        ],
        strict=True,
    ):
        assert s.text.splitlines()[1] == ph
    assert templates.instructions.no_memory in ctx.system_prompt
    assert ctx.evidence == [] and ctx.profile == []
    with_memory = PromptBuilder(templates, counter).build([], [hit("a", "x y z", 1, T0)], "", [], "en", "en")
    assert templates.instructions.no_memory not in with_memory.system_prompt


def test_memory_text_with_template_braces_is_not_expanded(templates, counter):
    ctx = PromptBuilder(templates, counter).build(
        [], [hit("a", "literal {{ profile }} text", 1, T0)], "", [], "en", "en"
    )
    assert "literal {{ profile }} text" in ctx.system_prompt
    assert ctx.system_prompt.count("[PROFILE]") == 1


# ---- PROFILE ---------------------------------------------------------------------------------------------


def test_profile_filters_and_orders_facts(templates, counter):
    profile = [
        fact("hobby", "bouldering"),
        fact("allergies", ["penicillin", "shellfish"]),
        fact("politeness", "keigo (です/ます)"),
        fact("language_order", ["en", "ja", "zh"]),
        fact("health_condition", "HIV positive", sensitivity="high"),
        fact("religion", "secret", sensitivity="high", confidence=1.0),
        fact("budget", "¥80k/month", confidence=0.5),  # below the confidence threshold
        fact("city", "Osaka", status="superseded"),
        fact("home_city", "Tokyo", status="conflict"),
        fact("employer", "ACME\nJapan   KK"),
    ]
    ctx = PromptBuilder(templates, counter).build(profile, [], "", [], None, "en")
    lines = section(ctx, "PROFILE").text.splitlines()
    assert lines[0] == "[PROFILE]"
    assert lines[1] == "- Language order: EN > JA > ZH"
    assert lines[2] == "- Politeness: keigo (です/ます)"
    assert lines[3] == "- Allergies: penicillin, shellfish"
    assert lines[4:6] == ["- Employer: ACME Japan KK", "- Hobby: bouldering"]
    assert lines[6].startswith("- Home city: Tokyo (unconfirmed")
    assert len(lines) == 7
    for secret in ("HIV", "secret", "¥80k", "Osaka"):
        assert secret not in ctx.system_prompt
    assert templates.instructions.conflict in ctx.system_prompt
    assert {f.key for f in ctx.profile} == {
        "hobby",
        "allergies",
        "politeness",
        "language_order",
        "employer",
        "home_city",
    }
    hidden = PromptBuilder(templates, counter, show_conflicts=False).build(profile, [], "", [], None, "en")
    assert "Tokyo" not in hidden.system_prompt and templates.instructions.conflict not in hidden.system_prompt


def test_profile_line_quota(templates, counter):
    profile = [fact(f"fact_{i:02d}", f"value {i}") for i in range(40)]
    ctx = PromptBuilder(templates, counter, budget=4000, profile_max_lines=20).build(profile, [], "", [], "en", "en")
    assert len(section(ctx, "PROFILE").text.splitlines()) == 21
    assert len(ctx.profile) == 20 and ctx.profile[0].key == "fact_00"


# ---- reply language --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "lang", "expected"),
    [
        (["ja", "en"], "ja", "日本語で回答してください"),
        ("EN > JA > ZH", "en", "Respond in English unless the user explicitly switches language."),
        (["中文", "English"], "zh", "请用中文回答"),
    ],
)
def test_reply_language_instruction_from_profile(templates, counter, value, lang, expected):
    ctx = PromptBuilder(templates, counter).build([fact("language_order", value)], [], "", [], None, lang)
    assert ctx.reply_lang == lang
    assert expected in ctx.system_prompt
    assert "still answer in" not in ctx.system_prompt  # same language: no mismatch note


def test_preferred_language_wins_over_query_language_with_a_note(templates, counter):
    b = PromptBuilder(templates, counter)
    ctx = b.build([fact("language_order", ["ja", "en"])], [], "", [], None, "en")
    assert ctx.reply_lang == "ja" and ctx.query_lang == "en"
    assert "Respond in Japanese (日本語)" in ctx.system_prompt
    assert "今回のメッセージは英語ですが" in ctx.system_prompt
    zh = b.build([fact("reply_language", "zh"), fact("language_order", ["en"])], [], "", [], None, "ja")
    assert zh.reply_lang == "zh" and "这条消息是用日语写的" in zh.system_prompt  # reply_language beats order
    en = b.build([fact("language_order", ["en"])], [], "", [], None, "zh")
    assert "This message is in Chinese" in en.system_prompt
    # An explicit reply_lang (the user asked to switch) overrides the profile.
    switched = b.build([fact("language_order", ["ja"])], [], "", [], "en", "en")
    assert switched.reply_lang == "en" and "日本語で回答" not in switched.system_prompt
    # No preference anywhere: answer in the language of the query.
    assert b.build([], [], "", [], None, "zh").reply_lang == "zh"
    # A conflicted or low-confidence preference is not trusted.
    assert b.build([fact("language_order", ["ja"], status="conflict")], [], "", [], None, "en").reply_lang == "en"
    assert b.build([fact("language_order", ["ja"], confidence=0.3)], [], "", [], None, "en").reply_lang == "en"


def test_parse_lang_list():
    assert parse_lang_list("EN > JA > ZH") == ["en", "ja", "zh"]
    assert parse_lang_list("日本語、英語") == ["ja", "en"]
    assert parse_lang_list(["Chinese", "zh", "klingon", "ja"]) == ["zh", "ja"]
    assert parse_lang_list(42) == []


# ---- CONTEXT_SUMMARY -------------------------------------------------------------------------------------


def test_summary_section_keeps_newest_turns_when_trimming(templates, counter):
    turns = [StmTurn(role="user", text=f"turn-{i} " + "word " * 60) for i in range(8)]
    b = PromptBuilder(templates, counter, budget=400)  # 120 + what PROFILE and LTM leave (~250)
    ctx = b.build([], [], "Renewing the health insurance card; deadline 2025-10-01.", turns, "en", "en")
    s = section(ctx, "CONTEXT_SUMMARY")
    lines = s.text.splitlines()
    assert lines[1].startswith("Summary: Renewing the health insurance card")
    shown = [int(m) for m in re.findall(r"turn-(\d)", s.text)]
    assert shown and shown == sorted(shown) and shown[-1] == 7  # a suffix of the turns, in order
    assert len(shown) < 8
    assert s.tokens <= s.budget


def test_summary_section_shows_goals(templates, counter):
    ctx = PromptBuilder(templates, counter).build(
        [], [], "", [StmTurn(role="user", text="hi")], "en", "en", goals=["renew card", "book appointment"]
    )
    assert f"{templates.labels.goals} renew card > book appointment" in ctx.system_prompt
