"""Argument roles must agree: two memories with the same values state one fact only when each value plays the same
part ("moved from Osaka to Tokyo" is no "moved from Tokyo to Osaka"; 兄から借りた is no 兄に貸した).

A role is read from the closed grammatical markers of each language, never from a list of words of a set:

* ``from`` (a source): English "from"; Japanese から; Chinese 从 / 自, and 向 before a verb of receiving (向哥哥借
  "borrow from the brother").
* ``to`` (a goal or recipient): English "to" / "into" / "towards"; Japanese へ / まで; Chinese 到 / 往 / 给 and 向
  otherwise.
* ``ni``: Japanese に, which marks a goal, a recipient, a place, a time or a purpose (学校に迎えに行く "goes to the
  school to pick up"); it is read only against a source (兄に貸した / 兄から借りた) or a subject.
* ``agent``: an English noun before the verb with no preposition (the subject: "the brother lent them").
* ``object``: an English noun right after the verb with no preposition ("teaches her daughter"); it differs only
  from a subject (round 10: "the daughter teaches the user" / "the user teaches her daughter").
* ``than`` (the lesser side of a comparison): English "than" / "over" and "to" after "prefer" ("prefers hot to
  cold"); Japanese より; Chinese 比 / 比起. In a memory that compares, a noun without a marker is the preferred
  side, ``more``.

Verdicts on the aligned values (``compare_roles``): two read roles that differ are a difference; a source or a lesser
side read on one memory against no marker on the other, where that other memory marks roles elsewhere, is unread
(unsure, no link; a ``role:`` entry that no other verifier can settle by vectors). A memory that marks no role at all
is left alone ("is from Dalian" / 大连人, 川崎から品川まで / 川崎・品川間), and so is a goal or a preferred side
against no marker: "to" and the bare object carry a goal too often to require it ("lives in Tokyo" / 東京に住む).
The ends of a change or a range of quantities ("from ¥12,000 to ¥18,000", 1万2千円から1万8千円に) are read on the
text around the numbers, which the quantity pass takes out of the words (:mod:`memory.fact_ends`, round 40a).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english_words import BE, GET, NOT_CONTRACTED, NOT_NEVER, NOUN_SKIP, TITLES
from .fact_ends import swapped_ends
from .fact_lexicon import Unit, Units, lexicon, zh_glossed_verb
from .fact_swaps import swapped_objects
from .fact_transfer import transfer_difference
from .fact_verbs import dropped_verb_unread, irregular_verb

_EN_MARK = {"from": "from", "to": "to", "into": "to", "towards": "to", "toward": "to", "than": "than",
            "over": "than"}  # fmt: skip
# words skipped before a noun: the determiners that fact_swaps skips too (NOUN_SKIP) and titles ("Dr Tanaka")
_EN_SKIP = NOUN_SKIP | TITLES
# に marks a goal, a recipient, a place of existence, a time and a purpose (学校に迎えに行く): read as ``ni``, which
# only differs from a source (兄に貸した / 兄から借りた, 向哥哥借)
_JA_MARK = (("から", "from"), ("より", "than"), ("まで", "to"), ("へ", "to"), ("に", "ni"))
_ZH_MARK = (("比起", "than"), ("从", "from"), ("自", "from"), ("比", "than"), ("到", "to"), ("往", "to"),
            ("给", "to"), ("向", "to"))  # fmt: skip
# the object markers, read only where two values trade an object and a goal (crossed_roles): a single value that is
# an object on one side and a subject or nothing on the other is too often a paraphrase (息子を幼稚園に入れた /
# "the son started kindergarten")
_JA_OBJECT = (("を", "object"),)
_ZH_OBJECT = (("把", "object"),)
_ZH_RECEIVE = ("借", "买", "学", "要", "租", "请")  # 向 X 借 / 买 / 学: X gives (a source)
_ZH_SKIP = "了的个一辆家些位更很最"
_HIRA = re.compile(r"[\u3041-\u309f]")
_CONTENT = re.compile(r"[\u30a0-\u30ff\u3005\u4e00-\u9fffー]")


def roles(U: Units, objects: bool = False) -> list[str]:
    """The role of each term of ``U`` (parallel to ``U.terms``): from / to / than / more / "". ``objects`` also reads
    the object markers that English says by word order (Japanese を, Chinese 把), for :func:`crossed_roles` only."""
    if U.lang == "en":
        raw = [_en_role(t, U) for t in U.terms]
    elif U.lang == "ja":
        raw = _ja_roles(U, _JA_MARK + _JA_OBJECT if objects else _JA_MARK)
    else:
        raw = _zh_roles(U, _ZH_MARK + _ZH_OBJECT if objects else _ZH_MARK)
    if "than" in raw:  # a comparison: a noun phrase without a marker is the preferred side
        return [("more" if r in ("", "object") else r) if r is not None else "" for r in raw]
    return [r or "" for r in raw]


def _en_role(t: Unit, U: Units) -> str | None:
    """The marker before the noun phrase of ``t``; None for a verb (no argument)."""
    if t.at < 0 or (t.pred and not _en_modifier(t, U)):
        return None
    at = {u.at: u for u in U.terms}
    k = t.at - 1
    while k >= 0 and k >= t.at - 5:
        w = U.words[k]
        if w in _EN_MARK:
            if w == "to" and _after_prefer(U.words, k):
                return "than"
            return _EN_MARK[w]
        u = at.get(k)
        if w in _EN_SKIP or w.endswith("'s") or (u is not None and (not u.pred or _en_modifier(u, U))):
            k -= 1
            continue
        # right after the verb, with no preposition: the object ("teaches her daughter"); read only against a subject
        return "object" if ((u is not None and u.pred) or irregular_verb(w)) and not time_word(t) else ""
    verbs = [u.at for u in U.terms if (u.pred and not _en_modifier(u, U)) or irregular_verb(u.surface)]
    if verbs and t.at < min(verbs) and k < 0 and not _en_passive(U.words, min(verbs)):
        return "agent"  # before the verb, with no preposition: the subject ("the user's brother lent them")
    return ""


# the be / get passive auxiliaries (the same set as fact_transfer._EN_BE)
_BE = BE | GET
# words between a passive auxiliary and the verb ("are not allowed")
_EN_BETWEEN = NOT_NEVER | NOT_CONTRACTED | {"also", "still", "already"}  # as fact_transfer._EN_BETWEEN
_TIME_GLOSSES = frozenset("year years month months week weeks day days today yesterday tomorrow morning evening night "
                          "time last next this every".split())  # fmt: skip


def _en_passive(words: Sequence[str], verb_at: int) -> bool:
    """A be-form before the verb ("pets are not allowed"): the subject is the patient, no agent (round 10)."""
    k = verb_at - 1
    while k >= 0 and words[k] in _EN_BETWEEN:
        k -= 1
    return k >= 0 and words[k] in _BE


def time_word(t: Unit) -> bool:
    """A time word (last year, 去年, 毎月) is an adjunct, never a subject or an object."""
    return t.surface.casefold() in _TIME_GLOSSES or (bool(t.glosses & _TIME_GLOSSES) and len(t.glosses) <= 3)


def _en_modifier(t: Unit, U: Units) -> bool:
    """An English predicate right before a noun ("hot water", "older brother"): part of the noun phrase."""
    nxt = next((u for u in U.terms if u.at == t.at + 1), None)
    return nxt is not None and not nxt.pred


def _after_prefer(words: Sequence[str], k: int) -> bool:
    """'to' after "prefer(s) X": the lesser side ("prefers hot water to cold water")."""
    for j in range(k - 1, max(-1, k - 6), -1):
        if words[j].startswith("prefer"):
            return j < k - 1
    return False


def term_positions(U: Units) -> list[int]:
    """Where each term's surface starts in the text (in order; -1 when it is not found as written)."""
    out: list[int] = []
    cur = 0
    for t in U.terms:
        p = U.text.find(t.surface, cur)
        if p < 0:
            p = U.text.find(t.surface)
        else:
            cur = p + len(t.surface)
        out.append(p)
    return out


def _ja_roles(U: Units, marks: Sequence[tuple[str, str]]) -> list[str | None]:
    out: list[str | None] = []
    text = U.text
    for t, p in zip(U.terms, term_positions(U), strict=True):
        if p < 0 or (t.pred and not _ja_attributive(t, text, p)):
            out.append(None)
            continue
        route = _ja_route(t, text, p)  # round 46b: 東京発 / 金沢行き, the ends of a route
        if route:
            out.append(route)
            continue
        k = p + len(t.surface)
        while k < len(text) and _CONTENT.match(text[k]):
            k += 1  # the rest of the noun phrase (冷たい水より: 冷たい goes with 水)
        rest = text[k:]
        out.append(next((r for m, r in marks if rest.startswith(m)), "") if _HIRA.match(rest[:1]) else "")
    return out


# round 46b: a route's ends are said by two suffixes in Japanese: X発 "leaving X" (the source, as から) and X行き /
# X行 "bound for X" (the goal, as まで / へ): 東京発金沢行きの列車 is "the train from Tokyo to Kanazawa". Read only as a
# suffix of a place word: after the suffix comes another noun, の, a comma or the end (東京発金沢行き, 金沢行きの),
# never a verb's ending (東京行きます "goes to Tokyo" is read by its particle elsewhere); a word whose last two
# characters are a dictionary word (開発, 出発, 再発: 再開発, 核爆発) is no place and a suffix
_JA_ROUTE_NEXT = re.compile(r"$|[の、。，,・\s]|[\u30a0-\u30ff\u4e00-\u9fff]")
_JA_ROUTE_END = re.compile(r"$|[の、。，,・\s]")  # a bare 行 only before の or a break (行事, 行列 are words)


def _ja_route(t: Unit, text: str, p: int) -> str:
    """The role ("from" / "to") of a term that is the start (X発) or the end (X行き, X行) of a route, else ""."""
    s, k = t.surface, p + len(t.surface)
    if t.pred or not _CONTENT.match(s[:1]):
        return ""
    ja = lexicon().ja
    if s.endswith("発") and len(s) > 2 and s[-2:] not in ja and _JA_ROUTE_NEXT.match(text[k : k + 1]):
        return "from"  # 東京発 read as one term (the dictionary has it); not 再開発, 核爆発 (開発, 爆発 are words)
    marks = (("発", "from", _JA_ROUTE_NEXT), ("行き", "to", _JA_ROUTE_NEXT), ("行", "to", _JA_ROUTE_END))
    for mark, role, nxt in marks:
        after = text[k + len(mark) : k + len(mark) + 1]
        if text.startswith(mark, k) and nxt.match(after) and (mark + after) not in ja:
            return role  # not 発表, 行事, 行動: a word of its own after the place
    return ""


def _ja_attributive(t: Unit, text: str, p: int) -> bool:
    """A Japanese adjective before a noun (冷たい水): part of the noun phrase."""
    k = p + len(t.surface)
    return t.surface.endswith("い") and k < len(text) and bool(_CONTENT.match(text[k]))


def _zh_roles(U: Units, mark_list: Sequence[tuple[str, str]]) -> list[str | None]:
    out: list[str | None] = []
    text = U.text
    marks = dict(mark_list)
    nouny = {t.surface for t in U.terms if not _zh_verb(t)}
    for t, p in zip(U.terms, term_positions(U), strict=True):
        if p < 0 or _zh_verb(t) or t.surface in marks:
            out.append(None)
            continue
        before = text[:p]
        role = ""
        for _ in range(4):  # over 了 / 的 / measure words and the modifiers of the noun (更大的公寓)
            before = before.rstrip(_ZH_SKIP)
            m = next((m for m, _ in mark_list if before.endswith(m)), None)
            if m is not None:
                role = marks[m]
                if m == "向":
                    after = text[p + len(t.surface) : p + len(t.surface) + 3]
                    if any(v in after for v in _ZH_RECEIVE) and "给" not in after:
                        role = "from"
                break
            s = next((s for s in sorted(nouny, key=len, reverse=True) if before.endswith(s)), None)
            if s is None:
                break
            before = before[: -len(s)]
        out.append(role or _zh_bare_role(U, t, p, text, before))
    return out


_ZH_COMITATIVE = ("和", "跟", "与", "同", "在", "把", "被", "对", "为", "让", "叫")
_ZH_GO = ("去", "回", "前往", "赴")  # verbs of going: the bare noun after them is the destination


def _zh_bare_role(U: Units, t: Unit, p: int, text: str, before: str) -> str:
    """A Chinese noun with no marker: right after a verb it is the object (教女儿 "teaches the daughter"); right
    before the first verb, with nothing before it but its own modifiers, the subject (女儿教 "the daughter
    teaches"). Read as English word order is (round 10); a coverb before it (和 / 跟 / 在 / 把 ...) reads nothing."""
    if time_word(t):
        return ""
    if text[:p].endswith("的"):  # a relative clause: the marker before it governs the noun (给住在河内的弟弟)
        clause = text[max(0, p - 10) : p - 1]
        cut = max((clause.rfind(m), r) for m, r in _ZH_MARK if m != "自")  # 自 is in 自己 / 自行车 too
        if cut[0] >= 0 and not any(x in clause[cut[0] :] for x in "，。、"):
            return cut[1]
        return ""
    # a verb after 的 heads or modifies a noun phrase (用户的工作签证 "the user's work visa"): no verb here
    verbs = [(q, u) for u, q in zip(U.terms, term_positions(U), strict=True)
             if q >= 0 and _zh_verb(u) and not text[:q].endswith("的")]  # fmt: skip
    if any(before.endswith(u.surface) for q, u in verbs if q < p):
        # a verb of going whose object is where one goes (去马尼拉 "go to Manila"): a goal, as 到 / 往 mark it,
        # so it differs from a source ("visiting from Manila")
        return "to" if before.endswith(_ZH_GO) else "object"
    if before.endswith(_ZH_COMITATIVE) or any(q < p for q, _ in verbs):
        return ""
    after = text[p + len(t.surface) :]
    return "agent" if any(after.startswith(u.surface) for q, u in verbs if q > p) else ""


def _zh_verb(t: Unit) -> bool:
    """A Chinese verb (its first gloss "to ..."), which heads no noun phrase; a predicate without an entry (搬到) is
    taken as one."""
    if not t.known or t.surface not in lexicon().zh:
        return t.pred
    return zh_glossed_verb(t.surface)


def compare_roles(A: Units, B: Units,
                  aligned: Sequence[tuple[str, str, str]]) -> tuple[str, list[str], list[str]] | None:  # fmt: skip
    """("different" | "unsure", a's values, b's values) when an aligned value plays another role, else None. A
    Chinese verb that the term reading dropped (通过了: tagged as a preposition; round 13) and that meets no word of
    the other memory is unread too (``verb:`` entries, :func:`memory.fact_verbs.dropped_verb_unread`)."""
    got = _compare_roles(A, B, aligned)
    da, db = dropped_verb_unread(A, B)
    if not (da or db) or (got is not None and got[0] == "different"):
        return got
    return "unsure", (got[1] if got else []) + da, (got[2] if got else []) + db


def _compare_roles(A: Units, B: Units,
                   aligned: Sequence[tuple[str, str, str]]) -> tuple[str, list[str], list[str]] | None:  # fmt: skip
    moved = transfer_difference(A, B, aligned)  # loan / gift, give / receive with one subject (round 11a)
    if moved:
        return "different", *moved
    crossed = swapped_objects(A, B, aligned) or crossed_roles(A, B, aligned)  # two values that trade verbs or parts
    crossed = crossed or swapped_ends(A, B)  # two quantities that trade start and end (round 40a)
    if crossed:
        return "different", *crossed
    ra, rb = roles(A), roles(B)
    if not any(ra) and not any(rb):
        return None
    by_a, by_b = _by_surface(A, ra), _by_surface(B, rb)
    unsure: tuple[list[str], list[str]] = ([], [])
    for x, y, _ in aligned:
        sx, sy = by_a.get(x, set()), by_b.get(y, set())
        if len(sx) != 1 or len(sy) != 1:
            continue  # one surface in two roles (water ... to cold water): not readable per word
        (p,), (q,) = sx, sy
        if p == q:
            continue
        if "ni" in (p, q) and {p, q} not in ({"ni", "from"}, {"ni", "agent"}):
            continue  # に against anything but a source or a subject: no reading (a subject is no に-phrase but in
            # a passive, 兄に叱られた, which refuses a link: the safe side)
        if "object" in (p, q) and {p, q} != {"object", "agent"}:
            continue  # an object against a goal or a source ("gave her brother" / "gave to her brother"): no reading
        if p and q:
            return "different", [f"{x} ({p})"], [f"{y} ({q})"]
        if (p or q) in ("from", "than") and any(r not in ("", "ni", "object") for r in (rb if p else ra)):
            # a source read on one side, none on a side that marks roles elsewhere: unread ("is from Dalian" /
            # 大连人 and 川崎から / 川崎・品川間 mark nothing on the other side, and are left alone)
            unsure[0].append(f"role:{x}:{p or '-'}")
            unsure[1].append(f"role:{y}:{q or '-'}")
    if unsure[0]:
        return "unsure", unsure[0], unsure[1]
    return None


def _by_surface(U: Units, rs: Sequence[str]) -> dict[str, set[str]]:
    """The roles each surface plays (a surface said twice may play two)."""
    out: dict[str, set[str]] = {}
    for t, r in zip(U.terms, rs, strict=True):
        out.setdefault(t.surface, set()).add(r)
    return out


def _with_objects(U: Units) -> list[str]:
    """:func:`roles` with the objects read: Japanese を and Chinese 把, and in English the noun phrase right after the
    main verb, which the general reader takes for a modifier and its noun when nothing stands between them ("added
    earthquake insurance" reads like "added sugar"). The main verb is the first predicate that no determiner or
    possessive introduces ("the user added", not "the old router")."""
    out = roles(U, objects=True)
    if U.lang != "en":
        return _untimed_clauses(U, _place_goals(U, out))
    _en_place_goals(U, out)
    verb = next((t.at for t in U.terms if t.pred and t.at > 0 and U.words[t.at - 1] not in _EN_SKIP
                 and not U.words[t.at - 1].endswith("'s")), None)  # fmt: skip
    if verb is None:
        return out
    at = {u.at: u for u in U.terms}
    for i, t in enumerate(U.terms):
        if out[i] == "to" and _infinitive(U, t, at):
            out[i] = ""
        if out[i] or t.pred or t.at <= verb or time_word(t):
            continue
        k = t.at - 1
        while k > verb and (U.words[k] in _EN_SKIP or U.words[k].endswith("'s") or k in at):
            k -= 1
        if k == verb:
            out[i] = "object"
    return out


# round 43b: a place noun after the location marker, where the marker follows a verb of putting: the place is the
# goal of the act (把奶酪放在饼干上 "put the cheese on the cracker", チーズをクラッカーの上に乗せた)
_JA_PLACE = re.compile(r"^の(?:上|中|下)に")
_ZH_PLACE = ("上", "里", "中", "下")


def _place_goals(U: Units, out: list[str]) -> list[str]:
    """Read a CJK location phrase as the goal where its construction says so. Japanese X の上 / 中 / 下 に: に marks
    the place noun, and the place is X's (クラッカーの上に is "onto the cracker"), so X takes the ``ni`` the reader
    gave the place noun. Chinese 在 X 上 / 里 / 中 / 下 right after a verb (放在, 放在了: the resultative 在, which
    says where the object ends up, as 到 does): a goal. 在 before the verb (在网上买 "bought online", 在家做饭) says
    where the act happens, and is left unread."""
    text = U.text
    pos = term_positions(U)
    for i, (t, p) in enumerate(zip(U.terms, pos, strict=True)):
        if p < 0 or t.pred or out[i] not in ("", "object"):
            continue  # "object": the bare noun after 放在 read by word order, which the marker overrides
        end = p + len(t.surface)
        if U.lang == "ja":
            if out[i]:
                continue
            k = end
            while k < len(text) and _CONTENT.match(text[k]):
                k += 1
            m = _JA_PLACE.match(text[k:])
            if m:
                out[i] = "ni"
                for j, q in enumerate(pos):  # the place noun itself is no second goal
                    if q == k + 1 and U.terms[j].surface == text[k + 1]:
                        out[j] = ""
            continue
        before = text[:p].rstrip("了")
        if not before.endswith("在") or not text[end:].startswith(_ZH_PLACE):
            continue
        at = len(before) - 1  # the 在, inside a verb term (放在) or right after one (放 在)
        if any(u.pred and u.surface != "在" and q >= 0 and q < at <= q + len(u.surface)
               for u, q in zip(U.terms, pos, strict=True)):  # fmt: skip
            out[i] = "to"
    return out


# English: "onto" and "on top of" mark a goal after a verb of putting; a bare "on" also marks a time or a medium
# ("on Monday", "on the radio") and is left unread
_EN_ONTO = (("onto",), ("on", "top", "of"))


def _en_place_goals(U: Units, out: list[str]) -> None:
    for i, t in enumerate(U.terms):
        if t.surface in ("onto", "top"):
            out[i] = ""  # the marker itself, which the term reading keeps as a value
        if out[i] not in ("", "object") or t.pred or t.at < 0:
            continue
        k = t.at - 1
        while k >= 0 and (U.words[k] in _EN_SKIP or U.words[k].endswith("'s")):
            k -= 1
        if any(tuple(U.words[max(0, k - len(m) + 1) : k + 1]) == m for m in _EN_ONTO):
            out[i] = "to"


def _infinitive(U: Units, t: Unit, at: dict[int, Unit]) -> bool:
    """The "to" before ``t`` may open an infinitive ("to watch the penguin walk"): a predicate or any word the lexicon
    knows as a verb right after it. Read generously: a goal taken for an infinitive only leaves a crossing unread."""
    k = max((j for j in range(max(0, t.at - 6), t.at) if _EN_MARK.get(U.words[j]) == "to"), default=-1)
    if k < 0 or k + 1 >= len(U.words):
        return False
    nxt = at.get(k + 1)
    return (nxt is not None and nxt.pred) or lexicon().en_pos.get(U.words[k + 1], (0, 0, 0))[0] > 0


# the ends of a time adjunct: 庭仕事中に ("while gardening"), 打理花园时 ("when tending the garden")
_TIME_END = re.compile(r"^[\u30a0-\u30ff\u3005\u4e00-\u9fffー]*?(?:中|時|时|後|后|前|間|间|頃)(?:に|、|，|,|$)")


def _untimed_clauses(U: Units, out: list[str]) -> list[str]:
    """A CJK value inside a time adjunct (庭仕事中に, 打理花园时) is no object or goal of the main verb."""
    for i, (t, p) in enumerate(zip(U.terms, term_positions(U), strict=True)):
        if out[i] and p >= 0 and _TIME_END.match(U.text[p + len(t.surface) :]):
            out[i] = ""
    return out


# an object and a goal: "added earthquake cover to the fire insurance" / 火災保険に地震保険を付けた (に is a goal here)
_CROSS_CLASS = {"object": "object", "to": "goal", "ni": "goal"}


def crossed_roles(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    """Two aligned values that trade the object and the goal ("added X to Y" / "added Y to X"; XをYに付けた against
    "added Y to X"): the values of each side when they do, else None.

    Why a pair and not one value: one value read as an object on one side and a goal on the other is the dative
    alternation ("sent the office the forms" / "sent the forms to the office"), one fact; two values that each move
    into the other's part are two facts. Only the object and the goal are read: with "with" / "for" the same crossing
    is a paraphrase ("provided the school with a letter" / "provided a letter to the school", "replaced X with Y" /
    "substituted Y for X"). A location phrase is a goal where its construction says so (round 43b,
    :func:`_place_goals`: 放在 X 上, X の上に, "onto X", "on top of X")."""
    by_a = _by_surface(A, [_CROSS_CLASS.get(r, "") for r in _with_objects(A)])
    by_b = _by_surface(B, [_CROSS_CLASS.get(r, "") for r in _with_objects(B)])
    moved: dict[tuple[str, str], tuple[str, str]] = {}
    for x, y, _ in aligned:
        sx, sy = by_a.get(x, set()), by_b.get(y, set())
        if len(sx) == 1 and len(sy) == 1 and "" not in sx | sy and sx != sy:
            moved[(next(iter(sx)), next(iter(sy)))] = (x, y)
    if ("object", "goal") in moved and ("goal", "object") in moved:
        (x1, y1), (x2, y2) = moved[("object", "goal")], moved[("goal", "object")]
        if x1 != x2 and y1 != y2:
            return [f"{x1} (object)", f"{x2} (goal)"], [f"{y1} (goal)", f"{y2} (object)"]
    return None


__all__ = ["compare_roles", "crossed_roles", "roles", "term_positions", "time_word"]
