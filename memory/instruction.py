"""Instructions to the assistant, and the questions that ask for one.

A user tells the assistant how to behave ("Please answer me in English first", 「返事は英語でお願いします」,
「请用中文回答我」, "When you draft emails to my landlord, use keigo"). Such a memory shares its topic words with
many questions about the user's world (a Japanese test, the landlord's rent) and can take the first place from the
fact that answers them. A question asks FOR the instruction when it is addressed to the assistant or asks how the
assistant should write, reply, address the user, in which language or how politely.

``reorder``: when the first hit is an instruction and the question does not ask how the assistant should act, the
first hit below it that is not an instruction takes its place if its score is within a margin (bench/NOTES.md,
issue 11, stop 36). The readings are surface patterns of the three languages and the verbs of replying, talking,
writing and addressing; no word of the bench files.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# How far (in ranker score) the fact below an instruction may trail it and still take its place
INSTRUCTION_MARGIN = 2.0

_SPLIT = re.compile(r"(?<=[.!?。！？;；])\s*")
_CLAUSE = re.compile(r"[,，、:：]")
# English: a sentence that opens with a request, a "when you ..." condition or a verb addressed to the assistant.
_EN_OPEN = re.compile(
    r"(\bplease\b|\b(i want|i'd like|i would like) you to\b|^kindly\b|^(when|whenever|if) you\b"
    r"|^you (can|should|may|must)\b"
    r"|^(don't|do not|never)\s+(schedule|book|call|use|send|suggest|recommend|write|reply|answer|talk|speak|remind"
    r"|add|put|tell|ask)\b"
    r"|^(answer|reply|respond|talk|speak|write|call|address|remind|tell|text|keep|use)\s+(me|to me|in|with|my)\b)",
    re.I,
)
# Japanese: a sentence that ends in a request (〜てください, 〜でお願いします, 〜ないでください).
_JA_END = re.compile(r"(ください|下さい|お願いします|お願い|してね|してほしい|にして)[。．！!」]*$")
# Chinese: 请 as "please" (not 申请 / 邀请 / 请假 ...), or a sentence opening with a request to the assistant.
_ZH_PLEASE = re.compile(r"(?<![申邀聘宴提延])请(?![假客教求柬示帖了])")
_ZH_OPEN = re.compile(
    r"(^(麻烦你?|别|不要|你(可以|要|得)|给我(推荐|安排|写|回)|跟我说话|帮我写)|(别|不要)(给|帮|叫)我)"
)

# What the assistant says or writes, and how it addresses the user
_TALK = re.compile(
    r"(\b(answer|reply|replies|respond|talk|speak|write|draft|call me|address me)\b"
    r"|返事|返信|話して|話し方|書いて|呼んで|答えて|敬語|回复|回答|说话|跟我说|写|叫我|称呼|敬语)",
    re.I,
)
# A question addressed to the assistant, or about how it should reply, write or address the user
_EN_ASK = re.compile(
    r"\b(you|your|assistant|repl(y|ies)|how formal|how polite|addressed|address me|call me|go by)\b", re.I
)
_JA_ASK = re.compile(
    r"(あなた|アシスタント|返事|返信|(どのくらい|どれくらい|どの程度)の?丁寧|呼んで|呼び方|答えてほしい|何語|どの言(語|葉))"
)
_ZH_ASK = re.compile(r"(你|助手|回复|回答我|多(正式|客气|礼貌)|称呼|叫我|哪种语言|什么语言)")


def is_instruction(text: str) -> bool:
    """Whether a memory is a request about how the assistant talks or writes: it opens with a request (its
    first clause asks: Please ..., When you ..., 请..., or its first sentence ends in one: 〜てください) and it
    names replying, talking, writing or addressing. A memory that first states a fact of the user's world ("I
    don't eat beef, so please suggest ...") or asks for a choice made for them (a budget for restaurants, a free
    morning) is not one: it holds a fact that questions ask for."""
    first = _SPLIT.split(text.strip(), maxsplit=1)[0].strip()
    clause = _CLAUSE.split(first, maxsplit=1)[0].strip()
    asks = _EN_OPEN.search(clause) or _ZH_PLEASE.search(clause) or _ZH_OPEN.search(clause) or _JA_END.search(first)
    return bool(asks and _TALK.search(text))


def asks_conduct(question: str) -> bool:
    """Whether a question asks how the assistant should act (addressed to it, or about replies, wording, address)."""
    return bool(_EN_ASK.search(question) or _JA_ASK.search(question) or _ZH_ASK.search(question))


def reorder(
    question: str, texts: Sequence[str], scores: Sequence[float], margin: float = INSTRUCTION_MARGIN
) -> list[int] | None:
    """The hits' new order when an instruction on top must give way to a fact below it; None when nothing moves.
    ``texts`` / ``scores``: the hits' texts and ranker scores, best first."""
    if len(texts) < 2 or not is_instruction(texts[0]) or asks_conduct(question):
        return None
    for j in range(1, len(texts)):
        if scores[0] - scores[j] > margin:
            return None
        if not is_instruction(texts[j]):
            return [j] + [i for i in range(len(texts)) if i != j]
    return None
