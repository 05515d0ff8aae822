"""Two values that trade places around a closed marker: the replacement, the conversion, the order and the share.

"Replaced the gas stove with an IH cooktop" and "replaced the IH cooktop with a gas stove" share every value, every
verb and every preposition; so do "changed ¥100,000 into Thai baht" / "changed Thai baht into ¥100,000", "his
swimming lesson before his English class" / "his English class before his swimming lesson", and "the user pays 60%
and Leon pays 40%" / "the user pays 40% and Leon pays 60%". Each names two slots, and the fact is which value fills
which. The role reader (:mod:`memory.fact_roles`) reads no slot here: "with" / "for" is a paraphrase in other frames
("provided the school with a letter" / "provided a letter to the school", round 39), a number is no term, and a
time marker is no case marker. This module reads the frames themselves, each from its closed grammatical marker in
the three languages:

* **replacement** (``out`` / ``in``: what goes, what comes): English replace X with / by Y, swap / exchange / trade
  / switch X for Y, change / convert X into / to Y, turn X into Y, substitute Y for X (but substitute X with Y),
  X instead of Y, and the passive (X was replaced with Y); Japanese XをYに替える / 換える / 変える / 取り替える /
  交換する / 両替する, XからYに替える, XがYに替わる, Xの代わりにY; Chinese 把X换成 / 改成 / 变成 / 兑换成 Y, 用Y代替
  / 替换 / 取代 X (Y comes), 用X换Y (X goes), Y代替X. Round 47a: X rather than Y (as X instead of Y, a preposition said
  again after the marker skipped: "in cash rather than in points"), XではなくY, Y而不是X, 不是X而是Y: the preference
  said as a choice, one value taken and the other not.
* **order** (``first`` / ``second``): English X before Y, X after Y; Japanese Yの前にX, Yの後 (で / に) X; Chinese
  先X (，) 再 / 然后 / 接着 / 之后 Y, Y之前X, Y之后X.
* **share** (``n:`` the quantity a holder has): a holder right before a verb and a number (the user pays 60%),
  Japanese NPが / は + a number (ユーザーが6割), Chinese NP + a verb + a number (用户承担60%).

"With" / "for" / に are read only after a verb of the replacement frame (a handful of verbs that name the frame, as
the markers do; never the words of a fact), so round 39's locative alternation stays one fact.

Why a pair and never one value: a value read in another slot on one side only is too often a misreading (a fronted
clause, an appositive, a subject taken for a holder); two values that each take the other's slot, with the same
frame read on both sides, are two facts (round 39's rule for the object and the goal). A frame read on one side only,
a value read in two slots, and a value outside every slot are left alone, so a paraphrase that says the frame in
another way ("an IH cooktop took the gas stove's place") stays as it was. A number counts as a value with its
normalised key (¥100,000 = 10万円 = 十万日元) in a replacement's slots only (an order ranks events, and a share's slot
is its number); the user counts as one too where the user heads the phrase (the user, ユーザーが, 用户; never the
user's, ユーザーの部屋, 用户家里).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from .english_words import BE, DO, GET, HAVE, MODALS, NOT_NEVER
from .fact_lexicon import Unit, Units, lexicon
from .fact_roles import term_positions, time_word
from .fact_units import extract
from .fact_verbs import irregular_verb

Reading = dict[str, dict[str, frozenset[str]]]  # frame -> value -> the slots it fills
Span = tuple[str, str, int, int]  # frame, slot, start, end (characters of the text)

# ---------------------------------------------------------------------------------------------------- English

_EN_TOK = re.compile(r"[¥￥$€£]?\d+(?:[.,]\d+)*(?:\s*%|\s+(?:thousand|million|billion)\b)?|[a-z][a-z'’-]*|[^\sa-z\d]")
# the prepositions, conjunctions and relatives that end a noun phrase (closed classes)
_EN_STOP = frozenset("at in on by from to for with into onto of and but or nor because since while when whenever "
                     "after before then than as until till during every each which who whom whose where that so if "
                     "instead about per via through without within between among like unlike although though "
                     "once".split())  # fmt: skip
# the words that end a clause (a passive's subject runs back to one of them)
_EN_CLAUSE = frozenset("and but or nor because since while when whenever which who whom whose where that so if "
                       "although though once after before then".split())  # fmt: skip
_EN_AUX = BE | GET | HAVE | DO | MODALS
_PAREN = frozenset("()[]\"'")
# replacement verbs and the preposition that marks the other value: (what the object is, what the marked NP is)
_EN_REPLACE = (
    (re.compile(r"replac(?:e|es|ed|ing)$"), {"with": ("out", "in"), "by": ("out", "in")}),
    (re.compile(r"(?:swap(?:s|ped|ping)?|exchang(?:e|es|ed|ing)|trad(?:e|es|ed|ing)|switch(?:es|ed|ing)?)$"),
     {"for": ("out", "in")}),
    (re.compile(r"(?:chang(?:e|es|ed|ing)|convert(?:s|ed|ing)?)$"),
     {"into": ("out", "in"), "to": ("out", "in"), "for": ("out", "in")}),
    (re.compile(r"turn(?:s|ed|ing)?$"), {"into": ("out", "in")}),
    # substitute Y for X: Y comes; substitute X with / by Y: X goes
    (re.compile(r"substitut(?:e|es|ed|ing)$"), {"for": ("in", "out"), "with": ("out", "in"), "by": ("out", "in")}),
)  # fmt: skip
# between a number and the verb whose object it is ("covers the other 60%")
_EN_QTY_SKIP = frozenset("the other remaining about around roughly only just exactly nearly almost approximately "
                         "some".split())  # fmt: skip
_EN_INSTEAD = frozenset({("instead", "of"), ("rather", "than")})  # X instead of / rather than Y: X is taken
_PUNCT = re.compile(r"[^\w¥￥$€£%()\[\]\"']")


@lru_cache(maxsize=1024)
def _en_tokens(U: Units) -> tuple[list[tuple[str, int, int]], dict[int, Unit]]:
    """The tokens of the text (lowercased, with their spans) and the term each word token is, by the order of the
    words the term reader kept (``U.words``; a number it took out as a quantity is a token here, not a word)."""
    text = U.text.casefold()
    toks = [(m.group(0), m.start(), m.end()) for m in _EN_TOK.finditer(text)]
    by_word = {t.at: t for t in U.terms if t.at >= 0}
    out: dict[int, Unit] = {}
    j = 0
    for i, (w, _, _) in enumerate(toks):
        if not w[0].isalpha():
            continue
        for k in range(j, min(j + 4, len(U.words))):
            if U.words[k] == w.replace("’", "'"):
                if k in by_word:
                    out[i] = by_word[k]
                j = k + 1
                break
    return toks, out


def _en_verb(i: int, toks: Sequence[tuple[str, int, int]], terms: dict[int, Unit]) -> bool:
    """A verb: a predicate term that modifies no noun after it, an irregular form, or an auxiliary."""
    w = toks[i][0]
    if w in _EN_AUX or irregular_verb(w):
        return True
    t = terms.get(i)
    if t is None or not t.pred:
        return False
    nxt = terms.get(i + 1)
    return nxt is None or nxt.pred  # "swimming lesson": a modifier


def _en_np(toks: Sequence[tuple[str, int, int]], terms: dict[int, Unit], k: int, step: int) -> tuple[int, int]:
    """The noun phrase that ends right before ``k`` (step -1) or starts at ``k`` (step 1): token indices [a, b)."""
    j = k if step > 0 else k - 1
    while 0 <= j < len(toks):
        w = toks[j][0]
        if w not in _PAREN and (_PUNCT.fullmatch(w) or w in _EN_STOP or _en_verb(j, toks, terms)):
            break
        j += step
    return (k, j) if step > 0 else (j + 1, k)


def _en_clause_back(toks: Sequence[tuple[str, int, int]], k: int) -> tuple[int, int]:
    """From the clause's start to ``k``: a passive's subject ("the gas stove in the user's flat was swapped")."""
    j = k - 1
    while j >= 0 and not (_PUNCT.fullmatch(toks[j][0]) or toks[j][0] in _EN_CLAUSE):
        j -= 1
    return j + 1, k


def _en_frames(U: Units) -> list[Span]:
    """(frame, slot, start, end) character spans of the English frames of ``U``."""
    toks, terms = _en_tokens(U)
    out: list[Span] = []

    def add(frame: str, slot: str, span: tuple[int, int]) -> None:
        a, b = span
        if a < b:
            out.append((frame, slot, toks[a][1], toks[b - 1][2]))

    for i, (w, _, _) in enumerate(toks):
        if w in ("before", "after") and i > 0 and not _PUNCT.fullmatch(toks[i - 1][0]):
            # X before Y / X after Y (a fronted "Before Y, X" is not read: its X is a whole clause)
            x, y = ("first", "second") if w == "before" else ("second", "first")
            add("order", x, _en_np(toks, terms, i, -1))
            add("order", y, _en_np(toks, terms, i + 1, 1))
        elif i + 1 < len(toks) and (w, toks[i + 1][0]) in _EN_INSTEAD:  # round 47a: X rather than Y too
            a, _ = span = _en_np(toks, terms, i, -1)
            add("replace", "in", span)  # tea instead of coffee
            add("replace", "out", _en_np(toks, terms, _en_again(toks, a, i + 2), 1))
        elif w[0].isdigit() or w[0] in "¥￥$€£":
            j = i - 1
            while j >= 0 and toks[j][0] in _EN_QTY_SKIP:
                j -= 1
            if j >= 1 and _en_share_verb(j, toks, terms):
                add("share", "n:" + ",".join(extract(toks[i][0], "en").nums), _en_np(toks, terms, j, -1))
        else:
            _en_replacement(i, toks, terms, add)
    return out


def _en_again(toks: Sequence[tuple[str, int, int]], a: int, k: int) -> int:
    """Past a preposition said again after the marker ("in cash rather than in points"): the second value starts
    after it, as the first starts after its own (round 47a)."""
    if 0 < a and k < len(toks) and toks[k][0] == toks[a - 1][0] and toks[k][0] in _EN_STOP:
        return k + 1
    return k


def _en_share_verb(j: int, toks: Sequence[tuple[str, int, int]], terms: dict[int, Unit]) -> bool:
    """The verb whose object is a number ("pays 60%", "is 7"): a verb by the term reader, an auxiliary, or a word
    the lexicon knows as a verb (the term reader may take a second "pays" for a noun)."""
    w = toks[j][0]
    if _en_verb(j, toks, terms):
        return True
    bases = (w, w[:-1], w[:-2]) if w.endswith(("s", "d")) else (w,)  # pays, covered: the lexicon keys the base
    return w.isalpha() and any(lexicon().en_pos.get(b, (0, 0, 0))[0] > 0 for b in bases)


def _en_replacement(i: int, toks: Sequence[tuple[str, int, int]], terms: dict[int, Unit],
                    add: Callable[[str, str, tuple[int, int]], None]) -> None:  # fmt: skip
    """Replace X with Y, swap X for Y, substitute Y for X, X was replaced with Y: the two slots, by ``add``."""
    w = toks[i][0]
    marks = next((m for rx, m in _EN_REPLACE if rx.fullmatch(w)), None)
    if marks is None or (i + 1 < len(toks) and toks[i + 1][0] == "in"):
        return  # "swapped in X for Y" (X comes) against "traded in X for Y" (X goes): not read
    j = i + 1
    while j < len(toks) and j < i + 15 and toks[j][0] not in marks and not _PUNCT.fullmatch(toks[j][0]):
        j += 1
    if j >= len(toks) or toks[j][0] not in marks:
        return
    obj, other = marks[toks[j][0]]
    k = i - 1
    while k >= 0 and toks[k][0] in NOT_NEVER | {"also", "already", "just", "recently"}:
        k -= 1
    if k >= 0 and toks[k][0] in BE | GET and j == i + 1:  # the passive: the object is the subject
        add("replace", obj, _en_clause_back(toks, k))
    elif j > i + 1:
        add("replace", obj, (i + 1, j))
    else:
        return
    add("replace", other, _en_np(toks, terms, j + 1, 1))


# ---------------------------------------------------------------------------------------------------- Japanese

_JA_CHAR = r"[\u30a0-\u30ff\u3005\u4e00-\u9fffA-Za-z0-9０-９Ａ-Ｚａ-ｚ・.,]"
_JA_NP = rf"(?:{_JA_CHAR}|の(?={_JA_CHAR}))+"  # a noun phrase: content characters, joined by の
_JA_CHANGE = r"(?:取り|とり|入れ|切り|差し|置き)?(?:替|換|変|かえ|交換|両替|変更|変換|交替)"
_JA_FRAMES = (
    # XをYに替える / 両替する, XからYに替える: X goes, Y comes
    ("replace", re.compile(rf"(?P<x>{_JA_NP})(?:を|から)(?P<y>{_JA_NP})に{_JA_CHANGE}"), ("out", "in")),
    # XがYに替わる / 変わる (never に代わって, "in Y's place")
    ("replace", re.compile(rf"(?P<x>{_JA_NP})(?:が|は)(?P<y>{_JA_NP})に(?:切り)?(?:替わ|換わ|変わ)"), ("out", "in")),
    # Xの代わりにY: X goes, Y comes
    ("replace", re.compile(rf"(?P<x>{_JA_NP})の(?:代わり|かわり)に、?(?P<y>{_JA_NP})"), ("out", "in")),
    # XではなくY (round 47a): X goes, Y is taken in its place
    ("replace", re.compile(rf"(?P<x>{_JA_NP})(?:ではなく|じゃなく)て?、?(?P<y>{_JA_NP})"), ("out", "in")),
    # Xの前にY: Y first; Xの後(で / に) Y: X first
    ("order", re.compile(rf"(?P<x>{_JA_NP})の(?:前|まえ)に、?(?P<y>{_JA_NP})"), ("second", "first")),
    ("order", re.compile(rf"(?P<x>{_JA_NP})の(?:後|あと)(?:で|に|は)?、?(?P<y>{_JA_NP})"), ("first", "second")),
)
_JA_SHARE = re.compile(rf"(?P<x>{_JA_NP})(?:が|は)、?(?P<n>[0-9０-９〇一二三四五六七八九十百千万億.,]+[割%％円人歳]?)")


# ---------------------------------------------------------------------------------------------------- Chinese

_ZH_PUNCT = "，。；！？、,.;!?：:（）()"
_ZH_SPAN = rf"[^{_ZH_PUNCT}]"
_ZH_FRAMES = (
    # 把X换成Y / X换成了Y: X goes, Y comes (把 / 将 cut the span)
    ("replace", re.compile(rf"(?P<x>{_ZH_SPAN}+?)(?:换成|换为|改成|改为|变成|兑换成|兑换为|兑成|替换成|替换为|更换为|"
                           rf"更换成)了?(?P<y>{_ZH_SPAN}+)"), ("out", "in")),
    # 用Y代替 / 替换 / 取代 X: Y comes; Y代替X too
    ("replace", re.compile(rf"(?P<x>{_ZH_SPAN}+?)(?:来|去)?(?:代替|替换(?![成为])|取代|替代|换掉|顶替)了?"
                           rf"(?P<y>{_ZH_SPAN}+)"), ("in", "out")),
    # Y而不是 / 而非 X: Y is taken, X is not; 不是X而是Y (round 47a)
    ("replace", re.compile(rf"(?P<x>{_ZH_SPAN}+?)而(?:不是|非)(?P<y>{_ZH_SPAN}+)"), ("in", "out")),
    ("replace", re.compile(rf"不是(?P<x>{_ZH_SPAN}+?)[，,]?而是(?P<y>{_ZH_SPAN}+)"), ("out", "in")),
    # 用X换Y: X goes (given for Y)
    ("replace", re.compile(rf"用(?P<x>{_ZH_SPAN}+?)换(?![成为掉])(?:了|取|来)?(?P<y>{_ZH_SPAN}+)"), ("out", "in")),
    # 先X，再 / 然后 / 接着 / 之后 Y
    ("order", re.compile(rf"先(?P<x>{_ZH_SPAN}+)[，、,]?(?:再|然后|接着|之后|随后)(?P<y>{_ZH_SPAN}+)"),
     ("first", "second")),
    # Y之前X, Y之后X
    ("order", re.compile(rf"(?P<x>{_ZH_SPAN}+?)之前[，,]?(?P<y>{_ZH_SPAN}+)"), ("second", "first")),
    ("order", re.compile(rf"(?P<x>{_ZH_SPAN}+?)(?:之后|以后)[，,]?(?P<y>{_ZH_SPAN}+)"), ("first", "second")),
)  # fmt: skip
_ZH_NUM = re.compile(r"(?:百分之)?[0-9〇零一二两三四五六七八九十百千万亿.,]+[%％]?")
_ZH_COVERB = re.compile(r"[把将]|用(?!户)")  # a span before the marker starts after these (用户 is "the user")


# ---------------------------------------------------------------------------------------------------- reading


@lru_cache(maxsize=4096)
def readings(U: Units) -> Reading:
    """Each frame of ``U`` with the slot(s) each value fills (see the module docstring); {} when none is read."""
    if U.lang == "en":
        spans = _en_frames(U)
    elif U.lang == "ja":
        spans = _cjk_frames(U, _JA_FRAMES) + _ja_shares(U)
    else:
        spans = _cjk_frames(U, _ZH_FRAMES) + _zh_shares(U)
    out: dict[str, dict[str, set[str]]] = {}
    inside: dict[str, set[int]] = {}
    for frame, slot, a, b in spans:
        for v, k in _values(U, a, b, numbers=frame == "replace"):
            out.setdefault(frame, {}).setdefault(v, set()).add(slot)
            inside.setdefault(frame, set()).add(k)
    for frame, by_value in out.items():  # a value also said outside every slot: no slot of its own
        for k, t in enumerate(U.terms):
            if t.surface in by_value and k not in inside[frame]:
                by_value[t.surface].add("")
    return {f: {v: frozenset(s) for v, s in m.items()} for f, m in out.items()}


def _values(U: Units, a: int, b: int, numbers: bool) -> list[tuple[str, int]]:
    """The values said in ``U.text[a:b]`` with the index of their term (-1: none): its terms that are no predicate
    and no time word, the user, and with ``numbers`` its numbers as ``#key`` (what is exchanged may be an amount;
    an order ranks events and a share's slot is its number, so neither reads one)."""
    text = U.text
    out: list[tuple[str, int]] = []
    index = {id(t): k for k, t in enumerate(U.terms)}
    if U.lang == "en":
        toks, terms = _en_tokens(U)
        for i, (w, s, e) in enumerate(toks):
            if s < a or e > b:
                continue
            t = terms.get(i)
            if w == "user" and (i + 1 == len(toks) or toks[i + 1][2] > b):  # the head, not "the user account"
                out.append(("@user", -1))
            elif t is not None and not _en_verb(i, toks, terms) and not time_word(t):
                out.append((t.surface, index[id(t)]))
    else:
        user = "ユーザー" if U.lang == "ja" else "用户"
        if text.endswith(user, a, b):  # the head of the phrase, never ユーザーの部屋 / 用户家里
            out.append(("@user", -1))
        for k, (t, p) in enumerate(zip(U.terms, term_positions(U), strict=True)):
            if p >= a and p + len(t.surface) <= b and not t.pred and not time_word(t):
                out.append((t.surface, k))
    if numbers:
        out += [("#" + n, -1) for n in extract(text[a:b], U.lang).nums]
    return out


def _cjk_frames(U: Units, frames: Sequence[tuple[str, re.Pattern[str], tuple[str, str]]]) -> list[Span]:
    """The spans of each Japanese or Chinese frame's two slots (a Chinese slot before its marker cut by
    :func:`_zh_cut`)."""
    out: list[Span] = []
    for frame, rx, (sx, sy) in frames:
        for m in rx.finditer(U.text):
            xa = m.start("x")
            if U.lang == "zh":
                xa = _zh_cut(U, xa, m.start("x") + len(m.group("x")))
            out += [(frame, sx, xa, m.end("x")), (frame, sy, m.start("y"), m.end("y"))]
    return out


def _zh_cut(U: Units, a: int, b: int) -> int:
    """Where a Chinese span before its marker starts: after 把 / 将 / 用, else after its last verb (上英语课:
    英语课)."""
    cut = max((m.end() for m in _ZH_COVERB.finditer(U.text, a, b)), default=-1)
    if cut >= 0:
        return cut
    ends = [p + len(t.surface) for t, p in zip(U.terms, term_positions(U), strict=True)
            if t.pred and p >= a and p + len(t.surface) <= b]  # fmt: skip
    return max(ends, default=a)


def _ja_shares(U: Units) -> list[Span]:
    """ユーザーが6割、レオンが4割: the が / は phrase right before a number holds it."""
    out = []
    for m in _JA_SHARE.finditer(U.text):
        nums = extract(m.group("n"), "ja").nums
        if nums:
            out.append(("share", "n:" + ",".join(nums), m.start("x"), m.end("x")))
    return out


def _zh_shares(U: Units) -> list[Span]:
    """用户承担60%，伴侣莱昂承担40%: the noun phrase before the verb right before a number holds it."""
    out = []
    spans = {p + len(t.surface): p for t, p in zip(U.terms, term_positions(U), strict=True) if t.pred and p >= 0}
    for m in _ZH_NUM.finditer(U.text):
        v = spans.get(m.start())
        nums = extract(m.group(0).removeprefix("百分之"), "zh").nums if v is not None else ()  # 60%, as English
        if not nums:
            continue
        a = v
        while a > 0 and U.text[a - 1] not in _ZH_PUNCT and U.text[a - 1] not in "和跟与":
            a -= 1
        out.append(("share", "n:" + ",".join(nums), _zh_cut(U, a, v), v))
    return out


def traded_places(A: Units, B: Units,
                  aligned: Sequence[tuple[str, str, str]]) -> tuple[str, list[str], list[str]] | None:  # fmt: skip
    """("different", a's values, b's values) when two values of one frame, read on both sides, trade their slots;
    None otherwise. Numbers meet by their key and the user meets the user; the other values by ``aligned``."""
    if not _marked(A) or not _marked(B):
        return None
    ra, rb = readings(A), readings(B)
    for frame in ra.keys() & rb.keys():
        pa, pb = ra[frame], rb[frame]
        pairs = [(x, y) for x, y, _ in aligned] + [(v, v) for v in pa.keys() & pb.keys() if v[0] in "#@"]
        moved: dict[tuple[str, str], tuple[str, str]] = {}
        for x, y in pairs:
            sx, sy = pa.get(x, frozenset()), pb.get(y, frozenset())
            if len(sx) == 1 and len(sy) == 1 and "" not in sx | sy and sx != sy:
                moved.setdefault((next(iter(sx)), next(iter(sy))), (x, y))
        for (p, q), (x1, y1) in moved.items():
            back = moved.get((q, p))
            if back is not None and back[0] != x1 and back[1] != y1:
                return "different", [f"{x1.lstrip('#@')} ({p})", f"{back[0].lstrip('#@')} ({q})"], \
                    [f"{y1.lstrip('#@')} ({q})", f"{back[1].lstrip('#@')} ({p})"]  # fmt: skip
    return None


_MARKED = {
    "en": re.compile(r"\b(?:before|after|instead|replac|swap|exchang|trad|switch|chang|convert|turn|substitut)|\d"
                     r"|\brather\b"),
    "ja": re.compile(r"替|換|変|かえ|代わり|かわり|前|まえ|後|あと|[がは]、?[0-9０-９〇一二三四五六七八九十]"
                     r"|ではな|じゃな"),
    "zh": re.compile(r"换|改成|改为|变成|兑|代替|取代|替代|顶替|先|之前|之后|以后|[0-9〇零一二两三四五六七八九十]"
                     r"|而不是|而非|而是"),
}  # fmt: skip


def _marked(U: Units) -> bool:
    """A cheap test before the frames are read: a marker of one of them is in the text."""
    rx = _MARKED.get(U.lang)
    return rx is not None and bool(rx.search(U.text if U.lang != "en" else U.text.casefold()))


__all__ = ["readings", "traded_places"]
