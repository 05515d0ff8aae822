"""Who is whose, and who does it to whom: two persons in swapped places state another fact.

Round 13 (set n, measured blind): two wrong links shared every value and verb, and differed only in which of two
persons stood where:

* **A copula with its subject and possessor swapped.** ユーザーは兄の賃貸契約の保証人だ ("the user is the
  guarantor of the brother's lease") / ユーザーの賃貸契約の保証人は兄だ ("the guarantor of the user's lease is the
  brother"). ``X は Y の Z だ`` and ``Y の Z は X だ`` (zh ``X 是 Y 的 Z``; en "X is Y's Z", "X is the Z of Y",
  "Y's Z is X") are read as (holder of Z = X, Z's owner = Y): the side of the copula whose head is a possessed noun
  (保証人 "guarantor", a thing or a role) gives the owner, the nearest person before that head in its chain of
  possessives (の / 的 / 's / of); the other side, headed by a person, gives the holder.
* **Agent and object swapped around a verb.** "the user drives her colleague to work" / "the user's colleague
  drives her to work": the subject (the English noun phrase before the verb, the Japanese は / が phrase, the
  Chinese noun phrase before the first verb) is the agent, and a person right after the verb (en, zh) or before
  を (ja) the patient; a passive (is driven ... by X, 被 X, X に…られる / てもらう) turns them round, and 把 X marks
  the patient. A pronoun object (her, him, 她, 他) is the person who is not the subject.

Persons are the user (the user, ユーザー, 用户), a relation (kin words, the social relations of
:mod:`memory.fact_frames`: colleague, 上司, 同事 ...) and a Japanese name with an honorific; each reading is
(first, second) with the user on one side and another person on the other (two others cannot be told apart
here). Two memories whose readings are swapped differ (kind ``role``); anything not read is left to the other
checks. Reciprocal verbs (meet, marry, date, divorce, know, resemble, see: said the same from either end) are not
read. Only closed classes are read (copulas, case particles, possessives, passive markers, pronouns).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .english_words import BE_FINITE, GET, HAVE, NOUN_SKIP
from .fact_frames import SOCIAL_EN, relation_person
from .fact_lexicon import Units, lexicon, stem, zh_glossed_verb
from .fact_verbs import irregular_verb

# ---- persons ------------------------------------------------------------------------------------------------
_USER_WORDS = ("user", "user's", "users", "users'")
_PRONOUN_EN = frozenset({"her", "him", "them", "me"})
_PRONOUN_ZH = ("她们", "他们", "她", "他")
# reciprocal verbs: said the same from either end ("the user met Ken" = "Ken met the user"); by gloss stems
_RECIPROCAL = frozenset({"meet", "marri", "marry", "date", "divorc", "know", "resembl", "befriend", "see", "wed"})
# the determiners skipped before a noun, as fact_roles / fact_swaps skip them
_EN_DET = NOUN_SKIP
# words that end an object phrase; the last row, adverbs of direction ("drives her son home")
_EN_CUT = frozenset("in at on for with from to by as who that which where when every each during after before "
                    "since until and into onto through across toward towards "
                    "home back there here".split())  # fmt: skip
# light verbs of possession and existence state no action between two persons ("has three children")
_LIGHT_EN = HAVE | BE_FINITE | GET | {"lives", "live", "lived"}
_LIGHT_ZH = ("有", "是", "在", "住")
_EN_BE = BE_FINITE
_EN_ADVERBS = frozenset("also often usually always sometimes regularly still now never normally "
                        "occasionally".split())  # fmt: skip


def _kind_en(w: str) -> str:
    """user / other / "" (no person) for one English word."""
    base = w.removesuffix("'s").removesuffix("'")
    if base in ("user", "users"):
        return "user"
    if base == _SOMEONE:
        return "other"
    return "other" if relation_person(base, "en") or base in SOCIAL_EN else ""


def _kind_cjk(piece: str, lang: str) -> str:
    if ("ユーザー" if lang == "ja" else "用户") in piece:
        return "user"
    return "other" if relation_person(piece, lang) else ""


# ---- the copula ---------------------------------------------------------------------------------------------
def _chain_reading(chain: list[str]) -> tuple[str, str]:
    """(the head's kind: user / other / thing, the nearest owner's kind before it: user / other / "")."""
    head = chain[-1]
    owner = next((k for k in reversed(chain[:-1]) if k), "")
    return head or "thing", owner


def _copula_sides_en(U: Units) -> tuple[list[str], list[str]] | None:
    w = list(U.words)
    at = next((k for k, x in enumerate(w) if x in _EN_BE), None)
    if at is None or at == 0 or at + 1 >= len(w):
        return None
    caps = {x.casefold() for x in re.findall(r"[A-Za-z][\w'-]*", U.text) if x[0].isupper()}
    left, right = _en_names(w[:at], caps), _en_names(w[at + 1 :], caps)
    sides = [_en_chain(left), _en_chain(right)]
    # "the user's teacher is Park Ji-yeon": a name equated with a role some person holds, or someone owns, is a person
    for k, side in enumerate((left, right)):
        bare = [x for x in side if x not in _EN_DET]
        if bare and all(x in caps for x in bare) and any(sides[1 - k]):
            sides[k] = ["other"]
    return sides[0], sides[1]


_SOMEONE = "\x00someone"


def _en_names(words: list[str], caps: set[str]) -> list[str]:
    """A run of capitalised words ending in a possessive ("Park Ji-yeon's teacher") is a person's name, one word
    standing for the run (round 14): what owns a person's role by name is read as a person. "Japanese teacher" is
    no run (it ends in no possessive)."""
    out: list[str] = []
    run: list[str] = []
    for x in [*words, ""]:
        if x and x in caps and x not in _EN_DET:
            run.append(x)
            if not x.endswith("'s"):
                continue  # a possessive ends the name: "Park Ji-yeon's | Japanese teacher"
            x = ""
        if run and run[-1].endswith("'s") and not any(_kind_en(r) for r in run):
            out.append(_SOMEONE + "'s")
        else:
            out += run
        run = []
        if x:
            out.append(x)
    return out


def _en_chain(words: list[str]) -> list[str]:
    """Person kinds along the possessive chain of an English noun phrase, the head last: "the guarantor of the
    user's lease" -> [user, "", ""] + head; a name after a relation ("her colleague João") is that relation."""
    words = list(words)
    cut = next((k for k, x in enumerate(words) if x in _EN_CUT), len(words))
    words = words[:cut]
    parts: list[list[str]] = [[]]
    for x in words:
        if x == "of":
            parts.append([])
        elif x not in _EN_DET:
            parts[-1].append(x)
    chain: list[str] = []
    for part in reversed(parts):  # "Z of Y's X": Y's X first, Z last
        kinds = [_kind_en(x) for x in part]
        # a name after a relation is the same person (apposition): drop the words after the last person word
        # unless one of them is possessive
        last = max((k for k, kd in enumerate(kinds) if kd), default=-1)
        if last >= 0 and not any(x.endswith("'s") for x in part[last + 1 :]) and all(
                not lexicon().en_pos.get(x, (0, 0, 0))[1] for x in part[last + 1 :]):  # fmt: skip
            part, kinds = part[: last + 1], kinds[: last + 1]
        chain += kinds
    return chain if chain else []


_COPULA_JA = re.compile(r"^(?P<s>[^。]+?)は、?(?P<p>[^。、]+?)(?:だ|です|である)(?:。|$)")
_COPULA_ZH = re.compile(r"^(?P<s>[^。，,]+?)是(?P<p>[^。，,]+?)(?:。|$)")
_HONORIFIC = re.compile(r"(?:さん|くん|ちゃん|様)$")
_KANA_OR_KANJI = re.compile(r"^[\u30a0-\u30ff\u4e00-\u9fff・ー]+$")


def _name(piece: str) -> bool:
    """A Japanese name: katakana or kanji without kana endings that the dictionary does not know (王磊, ジョアン),
    or one with an honorific."""
    return bool(_HONORIFIC.search(piece)) or (
        bool(_KANA_OR_KANJI.match(piece)) and lexicon().ja.get(piece) is None and not _kind_cjk(piece, "ja")
    )


def _cjk_chain(phrase: str, lang: str) -> list[str]:
    of = "の" if lang == "ja" else "的"
    pieces = [p for p in phrase.split(of) if p]
    if lang == "ja" and len(pieces) >= 2 and _kind_cjk(pieces[-2], lang) == "other" and _name(pieces[-1]):
        pieces = pieces[:-1]  # 兄の王磊(さん): the brother, named (apposition; extract strips the honorific)
    return [_kind_cjk(p, lang) or ("other" if _person_name(p, lang) else "") for p in pieces]


_NAME_FLAGS_ZH = frozenset({"nr", "nrfg", "nrt"})
_HAN_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")


@lru_cache(maxsize=4096)
def _person_name(piece: str, lang: str) -> bool:
    """A piece of a copula that is a person's name (round 14: 朴智妍, a Korean name, was no person): zh, two to four
    Han characters the lexicon does not know, every jieba word of it tagged a person's name (nr); ja, a noun
    phrase of kanji / katakana whose first Sudachi word is a person's name (固有名詞 人名: 田中, パク・ジヨン). Read
    by the taggers, not a list of names."""
    try:
        if lang == "zh":
            if not _HAN_NAME.match(piece) or piece in lexicon().zh:
                return False
            import jieba.posseg as pseg

            from .text import jieba_lock

            with jieba_lock:
                return all(p.flag in _NAME_FLAGS_ZH for p in pseg.lcut(piece))
        if lang == "ja" and _KANA_OR_KANJI.match(piece):
            from .text import sudachi_tokenizer

            tok = sudachi_tokenizer("C")
            if tok is None:  # no tagger: not read, as before
                return False
            ms = list(tok.tokenize(piece))
            return bool(ms) and ms[0].part_of_speech()[1:3] == ("固有名詞", "人名")
    except Exception:  # no tagger: not read, as before
        return False
    return False


@lru_cache(maxsize=4096)
def copula_reading(U: Units) -> tuple[str, str] | None:
    """(holder, owner) of a copula sentence "X is Y's Z", each "user" or "other"; None when not read."""
    if U.lang == "en":
        sides = _copula_sides_en(U)
    else:
        m = (_COPULA_JA if U.lang == "ja" else _COPULA_ZH).match(U.text)
        sides = (_cjk_chain(m.group("s"), U.lang), _cjk_chain(m.group("p"), U.lang)) if m else None
    if sides is None or not sides[0] or not sides[1]:
        return None
    (ha, oa), (hb, ob) = (_chain_reading(s) for s in sides)
    if ha == "thing" and oa and hb != "thing":
        holder, owner = hb, oa  # Y の Z は X だ
    elif hb == "thing" and ob and ha != "thing":
        holder, owner = ha, ob  # X は Y の Z だ
    elif ha != "thing" and hb != "thing" and bool(oa) != bool(ob):
        holder, owner = (hb, oa) if oa else (ha, ob)  # X is Y's brother: the possessed side is Z
    else:
        return None
    return (holder, owner) if {holder, owner} == {"user", "other"} else None


# ---- agent and patient --------------------------------------------------------------------------------------
_RECIPROCAL_EN = frozenset("meet meets met meeting marry marries married marrying date dates dated dating divorce "
                           "divorces divorced know knows knew resemble resembles resembled befriend befriends "
                           "befriended see sees saw seeing wed weds".split())  # fmt: skip
_RECIPROCAL_JA = re.compile(r"会[いうっえお]|結婚|離婚|付き合|知り合|見合")


def _reciprocal(U: Units) -> bool:
    """A reciprocal verb (meet, marry, 会う, 结婚): its first gloss, so that 送 "to deliver; ...; to see off" is not
    "see"."""
    if U.lang == "en":
        return any(w in _RECIPROCAL_EN for w in U.words)
    if U.lang == "ja":
        return bool(_RECIPROCAL_JA.search(U.text))
    import jieba

    zh = lexicon().zh
    for t in jieba.lcut(U.text):
        e = zh.get(t)
        first = e[1][0].split() if e and e[1] else []
        if first[:1] == ["to"] and len(first) > 1 and stem(first[1]) in _RECIPROCAL:
            return True
    return False


def _en_verb_like(w: str) -> bool:
    if w in _EN_BE or w in _PRONOUN_EN:
        return False
    if irregular_verb(w):
        return True
    pos = lexicon().en_pos
    for b in (w, w[:-1] if w.endswith("s") else "", w[:-2] if w.endswith(("es", "ed")) else "",
              w[:-1] if w.endswith("ed") else ""):  # fmt: skip
        if b and pos.get(b, (0, 0, 0))[0] > 0:
            return True
    return False


_EN_INTRO = frozenset("on in at during every each after before when while since".split())


def _after_intro(w: list[str], text: str) -> list[str]:
    """The words after an opening clause ("On night-shift days, ..."). The units may hold a hyphen compound as one
    word or as its parts (round 13b reads a compound the lexicon lacks as words), so the clause is as many words as
    its tokens with hyphens kept or split: the first place in that range where the text after the comma begins."""
    head, tail = text[: text.index(",")].casefold(), re.findall(r"[\w']+", text[text.index(",") + 1 :].casefold())
    low, high = len(re.findall(r"[\w'-]+", head)), len(re.findall(r"[\w']+", head))
    first = tail[0] if tail else None
    at = next((k for k in range(low, min(high, len(w) - 1) + 1) if w[k] == first), low)
    return w[at:]


def _subject_end(w: list[str], start: int) -> int:
    """Where the English subject phrase that starts at ``start`` ends: kinds of person, determiners, possessives
    and, after its first word, anything that is not verb-like, a form of be or an adverb."""
    k = start
    while k < len(w) and (
        _kind_en(w[k])
        or w[k] in _EN_DET
        or w[k].endswith("'s")
        or (k > start and not _en_verb_like(w[k]) and w[k] not in _EN_BE | _EN_ADVERBS)
    ):
        k += 1
    return k


def _agents_en(U: Units) -> tuple[str, str] | None:
    w = list(U.words)
    if w[:1] and w[0] in _EN_INTRO and "," in U.text:  # "On night-shift days, the user ...": the clause after it
        w = _after_intro(w, U.text)
    start = 1 if w[:1] == ["the"] else 0
    if start >= len(w) or not _kind_en(w[start]):
        return None
    k = _subject_end(w, start)  # the subject phrase: the user's colleague João Pereira
    if k == start or w[k - 1].endswith("'s"):
        return None  # the subject phrase ends in a possessive: the verb was read inside it ("the user's own")
    subj = _chain_reading(_en_chain(w[start:k]))
    if subj[0] == "thing":
        return None
    passive = k < len(w) and w[k] in _EN_BE
    k += 1 if passive else 0
    while k < len(w) and w[k] in _EN_ADVERBS:
        k += 1
    if k >= len(w) or not _en_verb_like(w[k]) or (w[k] in _LIGHT_EN and not passive):
        return None
    rest = w[k + 1 :]
    if passive:
        if "by" not in rest:
            return None
        obj = _en_chain(rest[rest.index("by") + 1 :])
        return (_chain_reading(obj)[0], subj[0]) if obj else None
    if rest[:1] == ["up"] or (rest[:1] in (["after"], ["for"]) and w[k].startswith(("look", "care"))):
        rest = rest[1:]  # picks up, looks after, cares for
    if not rest:
        return None
    if rest[0] in _PRONOUN_EN and (rest[0] != "her" or _object_her(rest[1:2])):
        return subj[0], "other" if subj[0] == "user" else "user"  # "drives her to work": not the subject
    end = next((j for j, x in enumerate(rest) if x in _EN_CUT), len(rest))
    chain = _en_chain(rest[:end])
    if not chain:
        return None
    obj = _chain_reading(chain)
    return (subj[0], obj[0]) if obj[0] != "thing" else None


# ---- agent and beneficiary ----------------------------------------------------------------------------------
_EN_FOR = frozenset({"for"})
_ZH_FOR = ("给", "为", "替")
_ZH_LEAD_STOP = re.compile(r"^(?:每|今年|去年|明年|上|下|这|那|[0-9０-９一二三四五六七八九十]|星期|周)")


def _en_clause_start(w: list[str]) -> int | None:
    """Where the subject phrase begins after an opening time phrase without a comma ("Each Mid-Autumn Festival the
    user orders ..."): the first person word (with its article), when the words before it open with a word of time
    or place (each, every, on, in ...) and hold no other marker of a noun's role (no for / to / by ...)."""
    at = next((k for k, x in enumerate(w) if _kind_en(x)), None)
    if at is None:
        return None
    if at > 0 and w[at - 1] == "the":
        at -= 1
    if at == 0:
        return 0
    if w[0] not in _EN_INTRO or any(x in _EN_CUT for x in w[1:at]):
        return None
    return at


def _beneficiary_en(U: Units) -> tuple[str, str] | None:
    w = list(U.words)
    if w[:1] and w[0] in _EN_INTRO and "," in U.text:
        w = _after_intro(w, U.text)
    at = _en_clause_start(w)
    if at is None:
        return None
    w = w[at:]
    start = 1 if w[:1] == ["the"] else 0
    k = _subject_end(w, start)
    if k == start or k >= len(w) or w[k - 1].endswith("'s"):
        return None
    subj = _chain_reading(_en_chain(w[start:k]))[0]
    while k < len(w) and w[k] in _EN_ADVERBS:
        k += 1
    if subj == "thing" or k >= len(w) or not _en_verb_like(w[k]) or w[k] in _EN_BE or w[k] in _LIGHT_EN:
        return None  # no subject person, no verb, a passive or a light verb: not read
    rest = w[k + 1 :]
    stop = next((j for j, x in enumerate(rest) if x in ("that", "who", "which", "and", "but", "because")), len(rest))
    f = next((j for j, x in enumerate(rest[:stop]) if x in _EN_FOR), None)
    if f is None:
        return None
    after = rest[f + 1 : stop]
    if after[:1] and after[0] in _PRONOUN_EN and (after[0] != "her" or _object_her(after[1:2])):
        return subj, "other" if subj == "user" else "user"  # "for her": the person who is not the subject
    chain = _en_chain(after)
    return (subj, chain[-1]) if chain and chain[-1] else None


def _beneficiary_ja(U: Units) -> tuple[str, str] | None:
    m = _JA_SUBJ.match(U.text)
    if not m:
        return None
    subj = _chain_reading(_cjk_chain(m.group("s"), "ja"))[0]
    b = re.search(_JA_NP + "のため(?:に|の)", U.text[m.end() :])
    if subj == "thing" or not b:
        return None
    k = _chain_reading(_cjk_chain(b.group(1), "ja"))[0]
    return (subj, k) if k != "thing" else None


_ZH_LEAD_WORDS = ("在", "都", "也", "会", "还", "常", "经常")  # adverbs and coverbs that end a subject


def zh_for_split(U: Units, keeps: Callable[[list[str], int], bool] | None = None) -> tuple[list[str], list[str]] | None:
    """The tokens of a Chinese memory's subject (the noun phrase that opens it, up to a time word, adverb or verb)
    and of the noun phrase after its coverb 给 / 为 / 替; None without a subject before a coverb. ``keeps(toks, i)``:
    whether the subject keeps a token that would end it as a time word (round 28: a counted person, 二十个 | 人)."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = [t for t in jieba.lcut(U.text) if t.strip()]
    g = next((k for k, t in enumerate(toks) if t in _ZH_FOR), None)
    if g is None or g == 0 or any(t in "，。," for t in toks[:g]):
        return None
    lead: list[str] = []
    for i, t in enumerate(toks[:g]):
        stop = _ZH_LEAD_STOP.match(t) and not (keeps is not None and keeps(toks[:g], i))
        if stop or zh_glossed_verb(t) or t in _ZH_LEAD_WORDS:
            break
        lead.append(t)
    np: list[str] = []
    for t in toks[g + 1 :]:
        if zh_glossed_verb(t) or t in "，。,":
            break
        np.append(t)
    return lead, np


def _beneficiary_zh(U: Units) -> tuple[str, str] | None:
    split = zh_for_split(U)
    if split is None:
        return None
    lead, np = split
    subj = _chain_reading(_cjk_chain("".join(lead), "zh"))[0] if lead else "thing"
    k = _zh_head_kind(np, subj) if np else ""
    return (subj, k) if subj != "thing" and k else None


@lru_cache(maxsize=4096)
def beneficiaries(U: Units) -> tuple[str, str] | None:
    """(agent, beneficiary) of an action done for a person, each "user" or "other" (round 26, set y: "the user
    orders mooncakes for her in-laws" / "the user's in-laws order mooncakes for her"). The beneficiary is the
    person after "for" (en), before のために (ja), or after the coverb 给 / 为 / 替 (zh); the agent is the subject,
    read as for the agent / patient reading. None when not read (a passive, no person, two others)."""
    if U.lang == "en":
        got = _beneficiary_en(U)
    elif U.lang == "ja":
        got = _beneficiary_ja(U)
    else:
        got = _beneficiary_zh(U)
    return got if got and set(got) == {"user", "other"} else None


def _object_her(nxt: list[str]) -> bool:
    """ "her" as an object ("drives her to work", "picks her up"), not a possessive before a noun ("her teeth",
    "her two cats"); a word the lexicon does not know after it is taken as a noun (a name)."""
    if not nxt or nxt[0] in _EN_CUT or nxt[0] in ("up", "off", "home", "back", "out", "once", "twice"):
        return True
    _v, n, a = lexicon().en_pos.get(nxt[0], (0, 1, 1))
    return n == 0 and a == 0 and not nxt[0][:1].isdigit()


# the noun phrase right before a case particle: kanji / katakana pieces joined by の (同僚のジョアンを, 息子を)
_JA_NP = r"((?:[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+の)*[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+)"
_JA_SUBJ = re.compile(r"^(?P<s>[^。、]+?)(?:は|が)、?")


def _agents_ja(U: Units) -> tuple[str, str] | None:
    m = _JA_SUBJ.match(U.text)
    if not m:
        return None
    subj = _chain_reading(_cjk_chain(m.group("s"), "ja"))[0]
    rest = U.text[m.end() :]
    o = re.search(_JA_NP + "を", rest)
    if o and (k := _chain_reading(_cjk_chain(o.group(1), "ja"))[0]) != "thing":
        if re.search(r"(?:られ|され|てもら|でもら)", rest[o.end() :]):
            return None  # a person as the object of a passive or benefactive: not read
        return subj, k
    n = re.search(_JA_NP + "に", rest)
    if n and (k := _chain_reading(_cjk_chain(n.group(1), "ja"))[0]) != "thing":
        if re.search(r"(?:られ|され|てもら|でもら)", rest[n.end() :]):
            return k, subj  # 同僚に送ってもらう, 同僚に送られる: the に-person acts
    return _ja_recipient(subj, rest)


# a person before に, then a verbal noun with する (電話する, 連絡している): the に-person is the recipient (round 16)
_JA_NI_VN = re.compile(_JA_NP + r"に([一-鿿゠-ヿー]+)(?:を)?(?=し|す|さ)")


def _ja_recipient(subj: str, rest: str) -> tuple[str, str] | None:
    """(subject, recipient) of "X に <verbal noun> する" (母親に電話している "calls the mother"), round 16: the に-
    person of a Sino-Japanese verbal action is whom it is directed at, the subject acts. Read only for a verbal noun
    of the dictionary (pos vn) that is no transfer of the transfer reader (借金: に is the source there), and not
    under a passive, causative or benefactive (電話される, 電話させる, 電話してもらう: the に-person acts)."""
    from .fact_transfer import JA_VERBS

    for m in _JA_NI_VN.finditer(rest):
        k = _chain_reading(_cjk_chain(m.group(1), "ja"))[0]
        vn = m.group(2)
        entry = lexicon().ja.get(vn)
        if k == "thing" or entry is None or entry[0] != "vn" or any(vn.startswith(v) for v, _ in JA_VERBS):
            continue
        if re.match(r"(?:され|させ|さ[せれ]|し?て(?:もら|くれ|いただ)|し?でもら)", rest[m.end() :]) or re.search(
            r"(?:られ|され|させ|てもら|でもら)", rest[m.end() :]
        ):
            return None
        return subj, k
    return None


def _agents_zh(U: Units) -> tuple[str, str] | None:
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = [t for t in jieba.lcut(U.text) if t.strip()]

    def verb(t: str) -> bool:
        return zh_glossed_verb(t) and t not in ("的", "是", "在", "和")

    first = next((k for k, t in enumerate(toks) if verb(t) or t in ("被", "把")), None)
    if first is None or first == 0:
        return None
    got = _zh_recipient(toks, first)  # 给 X + verb (round 16)
    if got is not None:
        return got
    subj = _chain_reading(_cjk_chain("".join(t for t in toks[:first] if not re.fullmatch(r"[0-9年月日每天周]+", t)),
                                     "zh"))[0]  # fmt: skip
    if subj == "thing":
        return None
    if toks[first] in ("被", "把") and first + 1 < len(toks):
        np = []
        for t in toks[first + 1 :]:
            if verb(t) or t in "，。,":
                break
            np.append(t)
        k = _zh_head_kind(np, subj)  # 把她的旧电饭煲: a thing, not 她
        if not k:
            return None
        return (k, subj) if toks[first] == "被" else (subj, k)
    if toks[first] in _LIGHT_ZH:
        return None
    for j in range(first, len(toks) - 1):
        if toks[j] in "，。,":
            break
        if not verb(toks[j]) or (verb(toks[j + 1]) and toks[j + 2 : j + 3] != ["的"]):
            continue
        np: list[str] = []  # the object: up to the next verb that modifies nothing (照顾住院的母亲: 住院的 modifies)
        for q in range(j + 1, len(toks)):
            if toks[q] in "，。,()（）是在和跟" or (verb(toks[q]) and toks[q + 1 : q + 2] != ["的"]):
                break
            np.append(toks[q])
        if not np:
            continue
        k = _zh_head_kind(np, subj)
        return (subj, k) if k else None
    return None


def _zh_head_kind(pieces: list[str], subj: str) -> str:
    """The kind (user / other / "") of the head of a Chinese noun phrase, its last piece after 的 (在河内的母亲 ->
    母亲); a pronoun (她, 他) is the person who is not the subject ``subj``. Shared by the object, 被 / 把 and 给
    readers."""
    head = "".join(pieces).split("的")[-1]
    if head in _PRONOUN_ZH:
        return "other" if subj == "user" else "user"
    return _kind_cjk(head, "zh")


def _zh_recipient(toks: list[str], first: int) -> tuple[str, str] | None:
    """(subject, recipient) of "S 给 X + verb" (用户给在河内的母亲打电话 "the user calls the mother in Hanoi"), round
    16: 给 (a coverb in CC-CEDICT, "to; for the benefit of") between the subject and the first verb, before a person,
    is the coverb of the recipient or beneficiary, and the subject acts. The person is the head of the phrase from
    给 to the verb (the relative clause 在河内的 belongs to it); the subject is what precedes 给, times left out."""
    g = next((k for k in range(first) if toks[k] == "给"), None)
    if g is None or g == 0 or g + 1 >= first or any(t in "，。," for t in toks[g:first]):
        return None
    subj = _chain_reading(_cjk_chain("".join(t for t in toks[:g] if not re.fullmatch(r"[0-9年月日每天周个星期]+", t)
                                             and not t.startswith(("每", "星期", "周"))), "zh"))[0]  # fmt: skip
    k = _zh_head_kind(toks[g + 1 : first], subj)
    if subj == "thing" or not k:
        return None
    return subj, k


@lru_cache(maxsize=4096)
def agents(U: Units) -> tuple[str, str] | None:
    """(agent, patient) of an action between the user and another person, each "user" or "other"; None when not
    read (no person object, two others, a reciprocal verb)."""
    if _reciprocal(U):
        return None
    got = _agents_en(U) if U.lang == "en" else _agents_ja(U) if U.lang == "ja" else _agents_zh(U)
    return got if got and set(got) == {"user", "other"} else None


def _kind_ja_wide(piece: str) -> str:
    """user / other / "" for a Japanese piece, persons read widely: a relation, a name, or a noun whose first gloss
    is headed by a WordNet person noun (住人 "resident", round 16: :mod:`memory.fact_persons`)."""
    from .fact_persons import person_noun

    k = _kind_cjk(piece, "ja")
    if k:
        return k
    return "other" if _person_name(piece, "ja") or person_noun(piece, "ja") else ""


@lru_cache(maxsize=4096)
def possessor_reading(U: Units) -> tuple[str, str] | None:
    """(subject, owner) of a Japanese sentence whose subject is one person and whose first possessive phrase after
    it names the other as the owner of a thing: ユーザーは上の階の住人の騒音について苦情を言った -> (user, other),
    上の階の住人がユーザーの騒音について… -> (other, user). Round 16: agent and possessor swapped between the user
    and a person named by a phrase (上の階の住人, headed by 住人 "resident") is another fact. Only Japanese is read
    (は / が and の are unambiguous there); None when not read."""
    if U.lang != "ja":
        return None
    m = _JA_SUBJ.match(U.text)
    if not m:
        return None
    pieces = [p for p in m.group("s").split("の") if p]
    if not pieces:
        return None
    subj = _kind_ja_wide(pieces[-1])
    if not subj:
        return None
    for n in re.finditer(_JA_NP, U.text[m.end() :]):
        parts = [p for p in n.group(1).split("の") if p]
        if len(parts) < 2:
            continue
        kinds = [_kind_ja_wide(p) for p in parts]
        if kinds[-1]:
            return None  # a person is the head (ユーザーの母親に): not a thing owned
        owner = next((k for k in reversed(kinds[:-1]) if k), "")
        return (subj, owner) if {subj, owner} == {"user", "other"} else None
    return None


def swapped_persons(A: Units, B: Units) -> tuple[str, list[str], list[str]] | None:
    """("role", a's reading, b's reading) when the two memories place the user and another person the other way
    round: as holder / owner of a copula, as agent / patient of an action, or (round 16) as the subject and the
    owner of what it acts on, or (round 26) as the agent and the person the action is done for."""
    for name, read in (
        ("holder", copula_reading),
        ("agent", agents),
        ("possessor", possessor_reading),
        ("beneficiary", beneficiaries),
    ):
        ra, rb = read(A), read(B)
        if ra and rb and ra == rb[::-1]:
            return "role", [f"{name}:{ra[0]}>{ra[1]}"], [f"{name}:{rb[0]}>{rb[1]}"]
    return None


__all__ = ["agents", "beneficiaries", "copula_reading", "possessor_reading", "swapped_persons"]
