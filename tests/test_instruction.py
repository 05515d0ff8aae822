"""An instruction to the assistant does not win a question about the user's world (memory.instruction, issue 11,
stop 36); a question that asks how the assistant should act still gets it."""

from __future__ import annotations

import pytest

from memory.instruction import asks_conduct, is_instruction, reorder


@pytest.mark.parametrize(
    "text",
    [
        "Please reply to me in Spanish, and add a short English summary at the end.",
        "When you write to my daughter's teacher, keep it short and polite.",
        "You should call me Tomo, not Mr. Sato.",
        "Write to me in plain English, no emoji.",
        "メールの返事はまずスペイン語で、そのあと英語で書いてください。",
        "私のことは「トモ」と呼んでください。",
        "回复我的时候请先用西班牙语，再用英语。",
        "请叫我小智，不要叫我佐藤先生。",
    ],
)
def test_a_request_to_the_assistant_reads_as_an_instruction(text: str) -> None:
    assert is_instruction(text)


@pytest.mark.parametrize(
    "text",
    [
        "My Spanish class meets on Friday evenings at the community hall.",
        "I can't eat pork, so please suggest halal places when we go out.",  # a fact first, then the request
        "If I miss the dentist I have to call them a day ahead.",
        # a request that holds a choice of the user's (a free evening, a budget): questions ask for it
        "Don't book anything for me on Friday evenings.",
        "When you suggest restaurants, keep them under 3,000 yen a head.",
        "金曜の夜には予定を入れないでください。",
        "别给我安排周五晚上的事。",
        "私のスペイン語の授業は金曜の夜です。",
        "豚肉は食べません。外食のときはハラールの店を提案してください。",  # the first sentence is a fact
        "我申请了永久居留，还在等结果。",  # 申请 is not "please"
        "我下周五请了一天假去看牙医。",  # 请假: taking leave
    ],
)
def test_a_fact_of_the_users_world_is_not_an_instruction(text: str) -> None:
    assert not is_instruction(text)


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("Which language should you use when you reply to me?", True),
        ("How formal should an email to my landlord be?", True),
        ("What name do I go by?", True),
        ("返信は何語で書けばいいんだっけ？", True),
        ("大家さんへのメールはどのくらい丁寧にすればいい？", True),
        ("你回复我应该用哪种语言？", True),
        ("给房东的邮件要写得多正式？", True),
        ("When is my Spanish class?", False),
        ("Who helps me with my Spanish homework?", False),
        ("スペイン語の授業は何曜日？", False),
        ("我的西班牙语课是星期几？", False),
    ],
)
def test_a_question_asking_how_the_assistant_should_act_is_told_apart(question: str, want: bool) -> None:
    assert asks_conduct(question) is want


INSTRUCTION = "Please answer me in Spanish first, then in English."
FACT = "Lucia, my neighbour, helps me with my Spanish homework on Tuesdays."
OTHER = "My Spanish class meets on Friday evenings at the community hall."


def test_a_fact_close_under_an_instruction_takes_its_place() -> None:
    order = reorder("Who helps me with my Spanish homework?", [INSTRUCTION, FACT, OTHER], [10.0, 9.2, 8.0])
    assert order == [1, 0, 2]


def test_nothing_moves_when_the_fact_trails_by_more_than_the_margin() -> None:
    assert reorder("Who helps me with my Spanish homework?", [INSTRUCTION, FACT], [10.0, 7.0]) is None


def test_a_question_about_the_assistants_conduct_keeps_the_instruction_first() -> None:
    assert reorder("Which language should you answer me in first?", [INSTRUCTION, FACT], [10.0, 9.9]) is None


def test_a_second_instruction_is_passed_over_for_the_fact_below_it() -> None:
    second = "When you write to my landlord, use polite Japanese."
    order = reorder("Who helps me with my Spanish homework?", [INSTRUCTION, second, FACT], [10.0, 9.8, 9.5])
    assert order == [2, 0, 1]


def test_a_fact_on_top_is_left_alone() -> None:
    assert reorder("When is my Spanish class?", [OTHER, INSTRUCTION], [10.0, 9.9]) is None


SPANISH = [
    "Please answer me in Spanish first, then in English underneath, so I can copy the Spanish into my messages.",
    "When you draft emails to my landlord or my son's school, use polite, formal Spanish.",
    "Lucia, a retired teacher from my Spanish class, checks my formal Spanish emails for me.",
    "My Spanish exam is at the Cervantes Institute in Tokyo on 12 November.",
    "My rent of 85,000 yen is due on the 27th of every month.",
]


def test_in_the_engine_the_hits_are_reordered_by_the_rule_and_a_conduct_question_keeps_the_instruction(
    tmp_path, e5_embedder, monkeypatch
) -> None:
    import memory.engine_search as es
    from memory.config import load_config
    from memory.engine import MemoryEngine

    eng = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    try:
        for f in SPANISH:
            eng.add_item("u1", f, source_type="fact")
        p = eng.config.preset(None).model_copy(update={"kappa": None, "kappa_hub": None})
        hits = eng.search("u1", "Which language should you reply in first?", k=3, preset=p)
        assert hits[0].item.summary == SPANISH[0]
        seen: list[tuple[str, list[str], list[float]]] = []

        def spy(question, texts, scores):
            seen.append((question, list(texts), list(scores)))
            return [2, 0, 1]

        monkeypatch.setattr(es, "instruction_order", spy)
        moved = eng.search("u1", "Where do I sit my Spanish exam?", k=3, preset=p)
        q, texts, scores = seen[0]
        assert q == "Where do I sit my Spanish exam?" and scores == sorted(scores, reverse=True)
        assert [h.item.summary for h in moved] == [texts[2], texts[0], texts[1]]
    finally:
        eng.close()
