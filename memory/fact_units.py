"""What a memory states, as units: the extraction of numbers, dates, polarity and content terms (values and
predicates) from en / ja / zh text, over the vocabulary of :mod:`memory.fact_lexicon`. :mod:`memory.facts` aligns
two memories' units and gives the verdict.

Kept apart from the alignment because it changes for other reasons: a new language or tokenizer touches only this
module; a new rule about when two facts are the same touches only :mod:`memory.facts`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from functools import lru_cache
from typing import Any

from .english_words import BE_FINITE
from .fact_exclusive import mask_exclusive
from .fact_implicatives import implicative_negation
from .fact_lexicon import (
    ABSTAIN_EN,
    CEASE_EN,
    EN_NUM_COMPOUND,
    EN_STOP,
    EN_TOKEN,
    MONTHS_EN,
    NEG_EN,
    NEG_TAIL_EN,
    NUM_EN,
    PERIOD_CJK,
    PERIOD_CJK_UNIT,
    PERIOD_EN,
    PERIOD_NOUN_EN,
    PERIOD_PREV_EN,
    REL_CJK,
    REL_EN,
    WEEKDAYS_EN,
    Unit,
    Units,
    cjk_unit,
    cjk_values,
    counter_unit,
    en_is_predicate,
    gloss_is_predicate,
    gloss_phrases,
    gloss_stems,
    lexicon,
    number_token,
    stem,
)
from .fact_quantities import normalise_quantities
from .fact_recall import habitual, proper_spans, tidy_terms
from .fact_recall3 import fold_latin, split_compounds
from .fact_spans import cjk_span_relations, en_span_end, en_span_start
from .fact_zh_cut import ZH_BEFORE_PLACE, japanese_names, recut
from .number_words import spelled_numbers
from .text import jieba_lock

# Japanese ---------------------------------------------------------------------------------------------------

_JA_FRAME = frozenset(
    {"ユーザー", "ユーザ", "私", "僕", "自分", "彼", "彼女", "方", "事", "物", "もの", "こと", "為", "様", "人", "毎"}
)
_JA_NEG = re.compile(
    r"(?<![少危汚幼切])(?:な(?:い|かった|く(?:て|な))|ません|ず(?:に|、|。|$)|ぬ(?:。|$))|無い|不要|禁止"
    r"|(?:やめ|辞め|止め)(?:た|て|ました)"  # ceasing, as in English
    r"|(?:避け|控え)(?:て|た|る|ます)"  # abstaining ("avoids pork")
)
# obligation is a double negative in Japanese (しなければならない "must file"): no negation of the fact
_JA_OBLIGATION = re.compile(r"な(?:ければ|くては|くちゃ|いと)(?:なら|いけ|だめ|ダメ)(?:ない|ません)")
KATA = re.compile(r"[\u30a0-\u30ff]+")
_KANJI = re.compile(r"[\u3005\u4e00-\u9fff]+")
_JA_PARTICLE_NEXT = set("はがをにへとでやのもかねよ、。")


# "plays go", "played tennis": the word after a form of "play" names the game or instrument (round 21, u24)
_PLAY_EN = frozenset({"play", "plays", "played", "playing"})


def _ja_terms(text: str) -> list[Unit]:
    lex = lexicon()
    out: list[Unit] = []
    for g, m in enumerate(re.finditer(r"[\u30a0-\u30ff]+|[\u3005\u4e00-\u9fff]+", text)):
        run = m.group(0)
        nxt = text[m.end() : m.end() + 1]
        if KATA.fullmatch(run):
            if run in _JA_FRAME or run == "ー":
                continue
            verbal = nxt in ("し", "す", "さ", "せ")  # ジョギングしている: a verbal noun used as a verb
            pieces = [run] if run in lex.ja else _greedy(run, lex.ja, lex.ja_max)
            if any(len(p) < 2 or p not in lex.ja for p in pieces):
                pieces = [run]  # an unknown loanword or name stays whole
            for k, piece in enumerate(pieces):
                entry = lex.ja.get(piece)
                last = k == len(pieces) - 1
                if piece in _JA_FRAME:
                    continue
                if entry is not None:
                    pred = (verbal and last) or entry[0] in ("v", "a")
                    out.append(Unit(piece, "ja", "term", piece, pred, gloss_stems(entry[1]), group=g))
                else:
                    out.append(Unit(piece, "ja", "term", piece, verbal, frozenset(), known=False, group=g))
            continue
        # kanji run: greedy longest lexicon words; the last one before okurigana is a verb / adjective stem
        i = 0
        while i < len(run):
            j = min(len(run), i + lex.ja_max)
            while j > i + 1 and run[i:j] not in lex.ja:
                j -= 1
            word = run[i:j]
            last = j == len(run)
            okurigana = last and bool(nxt) and "\u3041" <= nxt <= "\u309f" and nxt not in _JA_PARTICLE_NEXT
            i = j
            if word in _JA_FRAME:
                continue
            entry = lex.ja.get(word)
            if okurigana:
                # the dictionary form of the verb/adjective (食べ -> 食べる) carries the glosses
                tail = text[m.end() : m.end() + 2]
                for cand in (word + tail[:1] + "る", word + "る", word + "う", word + "い", word + tail[:2]):
                    if cand in lex.ja:
                        entry = lex.ja[cand]
                        break
                out.append(Unit(word, "ja", "term", word, True, gloss_stems(entry[1]) if entry else frozenset(),
                                known=entry is not None, group=g))  # fmt: skip
            elif entry is not None:
                pred = entry[0] in ("v", "a") or (entry[0] == "vn" and last and nxt in ("し", "す", "さ", "せ"))
                out.append(Unit(word, "ja", "term", word, pred, gloss_stems(entry[1]), group=g))
            else:
                out.append(Unit(word, "ja", "term", word, False, frozenset(), known=False, group=g))
    return out


def _katakana_compound(w: str) -> tuple[str, str] | None:
    """A katakana word neither Sudachi nor the lexicon knows, read as a known value and a known head word
    (ゴマアレルギー -> ゴマ + アレルギー, ソバアレルギー): the longest known suffix of at least three characters (the
    head: アレルギー, カード, センター), after a known word of at least two. A loanword that is one word stays whole
    (ヴィーガン is not ヴィー + ガン: its only known suffix is two characters long); a name is never split."""
    lex = lexicon()
    if not KATA.fullmatch(w) or w in lex.ja:
        return None
    for k in range(1, len(w) - 2):
        head, value = w[k:], w[:k]
        if head in lex.ja and len(value) >= 2 and value in lex.ja and value[0] not in "ーッャュョァィゥェォ":
            return value, head
    return None


_JA_SKIP_POS = frozenset({"助詞", "助動詞", "補助記号", "記号", "空白", "接続詞", "感動詞", "代名詞"})
_JA_PRED_POS = frozenset({"動詞", "形容詞", "副詞", "連体詞", "形状詞"})
_JA_NOUNISH = frozenset({"名詞", "接頭辞", "接尾辞"})


def _ja_terms_sudachi(text: str) -> list[Unit] | None:
    """Japanese terms from Sudachi's morphemes (None when Sudachi is not installed).

    Morphology decides what a word is: verbs, adjectives, adverbs and a verbal noun before する are predicates;
    neighbouring nouns, prefixes and suffixes form one compound, read as the longest words the lexicon knows
    (乳糖+不耐+症 -> 乳糖不耐症); a word the lexicon lacks is split finer (新宿駅 -> 新宿 + 駅); a proper noun keeps
    its reading (シンジュク) so that it can meet its English spelling. Pieces of one compound share a group."""
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is an optional extra: the lexicon-only reading below is used instead
        return None
    from sudachipy import SplitMode

    lex = lexicon()
    ms = list(tok.tokenize(text))
    out: list[Unit] = []
    run: list[Any] = []
    group = [0]

    def piece_unit(pc: list[Any], g: int, pred: bool) -> None:
        w = "".join(m.surface() for m in pc)
        if w in _JA_FRAME or not re.search(r"[\u3005\u3040-\u30ff\u4e00-\u9fff]", w):
            return
        entry = lex.ja.get(w)
        if entry is None and len(pc) == 1:
            subs = list(pc[0].split(SplitMode.A))
            if len(subs) > 1:
                for sub in subs:
                    piece_unit([sub], g, pred)
                return
            parts = _katakana_compound(w) if pc[0].part_of_speech()[1] != "固有名詞" else None
            if parts is not None:
                for x in parts:
                    out.append(cjk_unit(x, "ja", lex.ja[x], pred, group=g))
                return
        proper = any(m.part_of_speech()[1] == "固有名詞" for m in pc)
        affix = all(m.part_of_speech()[0] in ("接尾辞", "接頭辞") for m in pc)
        reading = "".join(m.reading_form() for m in pc) if proper else ""
        out.append(cjk_unit(w, "ja", entry, pred or affix, group=g, proper=proper, reading=reading))

    def flush(next_base: str) -> None:
        if not run:
            return
        group[0] += 1
        surf = [m.surface() for m in run]
        i = 0
        pieces: list[list[Any]] = []
        while i < len(run):
            j = len(run)
            while j > i + 1 and "".join(surf[i:j]) not in lex.ja:
                j -= 1
            pieces.append(run[i:j])
            i = j
        for k, pc in enumerate(pieces):
            last = k == len(pieces) - 1
            verbal = last and next_base == "する" and pc[-1].part_of_speech()[2] == "サ変可能"
            piece_unit(pc, group[0], verbal)
        run.clear()

    for m in ms:
        pos = m.part_of_speech()
        if pos[0] in _JA_NOUNISH and pos[1] != "数詞" and m.surface().strip():
            run.append(m)
            continue
        flush(m.dictionary_form())
        if pos[0] in _JA_SKIP_POS or not m.surface().strip() or pos[1] == "数詞":
            continue
        if pos[0] in _JA_PRED_POS:
            base = m.dictionary_form()
            if base in _JA_FRAME or base in ("する", "いる", "ある", "なる", "れる", "られる"):
                continue
            group[0] += 1
            out.append(cjk_unit(m.surface(), "ja", lex.ja.get(base) or lex.ja.get(m.surface()), True, group[0]))
    flush("")
    return _join_no_phrases(out, text)


def _join_no_phrases(units: list[Unit], text: str) -> list[Unit]:
    """Two nouns joined by の that the lexicon knows as one word (義理の姉 "sister-in-law", 日の出 "sunrise"): the
    dictionary word, not its pieces (義理 alone is "duty"), as the longest-match reading does inside a compound."""
    lex = lexicon()
    out: list[Unit] = []
    i = 0
    while i < len(units):
        if i + 1 < len(units) and not units[i].pred and not units[i + 1].pred:
            joined = f"{units[i].surface}の{units[i + 1].surface}"
            entry = lex.ja.get(joined)
            if entry is not None and entry[0] == "n" and joined in text:
                out.append(cjk_unit(joined, "ja", entry, False, group=units[i].group))
                i += 2
                continue
        out.append(units[i])
        i += 1
    return out


# Chinese ----------------------------------------------------------------------------------------------------

_ZH_FRAME = frozenset({"用户", "用戶", "我", "他", "她", "你", "您", "自己", "人", "东西"})
_ZH_NEG = frozenset(
    {
        "不",
        "没",
        "没有",
        "沒有",
        "别",
        "無",
        "无",
        "非",
        "未",
        "勿",
        "不要",
        "不能",
        "不会",
        "不了",
        "从不",
        "从来不",
        "避免",
        "忌口",
        "禁止",
    }  # abstaining, as "avoids" in English; 禁止 "prohibited", as ja 禁止 (_JA_NEG)
)
_GIVE_EN = frozenset({"give", "gives", "gave", "given", "giving"})
_CEASE_GLOSS = ("to give up", "to quit", "to stop ", "to abstain from")


_LOCATIVE = frozenset(
    "before after above below inside outside front back behind left right middle within among between up down side "
    "top bottom later earlier formerly ago since east west north south near around under over beyond in on at "
    "interior exterior afterwards previously past future surface edge center centre periphery part end more less "
    "than recent recently last final period during sides both bank banks coast coastal outer surrounding upper "
    "lower reaches northern southern eastern western term late early face foreign".split()
)


def _not_locative(word: str) -> bool:
    """A word jieba tags as a locality (f) whose dictionary glosses name no place relation or time: a noun."""
    entry = lexicon().zh.get(word)
    if len(word) < 2 or entry is None or not entry[1]:
        return False
    return not any(set(g.lower().replace(",", " ").split()) & _LOCATIVE for g in entry[1])


def _zh_ceasing(word: str) -> bool:
    """A Chinese verb of ceasing by its dictionary glosses (戒烟 "to give up smoking", 戒酒 "to give up drinking")."""
    entry = lexicon().zh.get(word)
    return entry is not None and len(word) >= 2 and bool(entry[1]) and entry[1][0].startswith(_CEASE_GLOSS)


_ZH_CLASSIFIERS = frozenset("个只位条张本件台辆匹头次家双对些")
_ZH_MEASURES = frozenset("块座片")  # nominal measure words (not 次, which counts times)
_ZH_DROP_FLAGS = ("p", "c", "u", "uj", "ul", "uz", "ug", "uv", "ud", "y", "e", "o", "r", "x", "w", "q", "f")


def _greedy(run: str, table: dict[str, Any], max_len: int) -> list[str]:
    """Longest lexicon words from the left (坐飞机 -> 坐 飞机, 賃貸契約 -> 賃貸 契約); neighbouring characters that
    start no known longer word stay together as one unknown word or name (马尼拉, 甲殻類, 房租)."""
    out: list[str] = []
    loose = False  # the last piece is single characters joined together
    i = 0
    while i < len(run):
        j = min(len(run), i + max_len)
        while j > i + 1 and run[i:j] not in table:
            j -= 1
        piece = run[i:j]
        if len(piece) == 1 and loose:
            out[-1] += piece
        else:
            out.append(piece)
            loose = len(piece) == 1
        i = j
    return out


_NEG_PREFIX_GLOSS = re.compile(r"(?:un|in|im|il|ir|non|dis)[a-z]{4,}")


def _negated_words(
    pairs: list[tuple[str, str]], table: dict[str, tuple[str, tuple[str, ...]]]
) -> list[tuple[str, str]]:
    """A negator jieba cut off a dictionary word whose every gloss is one word with a negating prefix (不 | 耐受 ->
    不耐受 "intolerance"): the negation is inside the word, as English writes "intolerant", not over the clause."""
    out: list[tuple[str, str]] = []
    for word, flag in pairs:
        if out and out[-1][0] in _ZH_NEG and (whole := out[-1][0] + word) in table:
            glosses = table[whole][1]
            if glosses and all(_NEG_PREFIX_GLOSS.fullmatch(g) for g in glosses):
                out[-1] = (whole, "a")
                continue
        out.append((word, flag))
    return out


def _zh_split(word: str) -> list[str]:
    """A jieba token the lexicon does not know, split into lexicon words."""
    lex = lexicon()
    return [word] if word in lex.zh else _greedy(word, lex.zh, lex.zh_max)


_ADMIN = frozenset({"区", "市", "町", "村", "県", "县", "都", "府", "丁目", "番地"})


@lru_cache(maxsize=4096)
def japanese_place(word: str) -> bool:
    """Is this Chinese-written name one Japanese place name (固有名詞 地名, a single Sudachi morpheme, in its
    Japanese characters: 横须贺 -> 横須賀)? False without Sudachi."""
    from .fact_readings import japanese_form
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is an optional extra
        return False
    ms = list(tok.tokenize(japanese_form(word)))
    return len(ms) == 1 and ms[0].part_of_speech()[1:3] == ("固有名詞", "地名")


def _japanese_addresses(text: str) -> list[tuple[int, int, list[tuple[str, str]]]]:
    """Japanese place names in a Chinese memory, where jieba cuts them apart (世田谷区北泽二丁目 -> 在世 / 田谷区):
    the text in Japanese characters (北泽 -> 北沢) read by Sudachi, and a chain of its place names (固有名詞 地名) and
    administrative suffixes (区, 市, 町, 丁目) that holds at least one of each: an address, which Chinese writes with
    the Japanese names. Returns (start, end, [(piece, flag)]): place names flagged ``nsj`` (kept whole, read as
    names), suffixes ``nja`` (read by their Japanese entry: 区 "ward"); nothing without Sudachi."""
    if not any(s in text for s in _ADMIN):
        return []
    from .fact_readings import japanese_form
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("A")
    if tok is None:  # SudachiPy is an optional extra
        return []
    jp = japanese_form(text)
    out: list[tuple[int, int, list[tuple[str, str]]]] = []
    # Sudachi reads Chinese around the address as Japanese (住在中野区 -> 在中 / 野 / 区), so the address is read
    # from where a Chinese sentence starts a place: the start, or after a locative preposition or verb
    starts = [0] + [i for i in range(1, len(text)) if text[i - 1] in ZH_BEFORE_PLACE]
    for start in starts:
        if out and start < out[-1][1]:
            continue
        chain: list[tuple[int, int, str]] = []
        for m in tok.tokenize(jp[start:]):
            a, b, pos, surf = start + m.begin(), start + m.end(), m.part_of_speech(), m.surface()
            if pos[1] == "固有名詞" and pos[2] == "地名" and len(surf) >= 2 and surf not in _ADMIN:
                chain.append((a, b, "nsj"))
            elif surf in _ADMIN and chain:
                chain.append((a, b, "nja"))
            elif not surf.strip() and chain:
                chain.append((a, b, "x"))
            else:
                break
        while chain and chain[-1][2] == "x":
            chain.pop()
        if {"nsj", "nja"} <= {k for _, _, k in chain}:
            out.append((chain[0][0], chain[-1][1], [(text[a:b], k) for a, b, k in chain]))
    return out


def _number_qualifier(word: str, flag: str, end: int, before_num: frozenset[int]) -> Unit | None:
    """The character that qualifies the number right after it: 高二 / 初二 (second year of senior / junior high)
    are read 高 + 二 and 上初 + 二 once the number is taken out; 高 / 初 are then the values that tell the two facts
    apart, not an adjective or part of a verb. A single-character adjective or noun, or the last character of a
    token the lexicon does not know; only a character whose glosses are no verb ("to ..."), so 上四年级 /
    交十二万 keep their verbs, and a lexicon word (驾照 before 2027) is never cut."""
    lex = lexicon()
    if end - 1 not in before_num or not word or (len(word) > 1 and word in lex.zh):
        return None
    if len(word) == 1 and flag[:1] not in ("a", "n", "b"):
        return None
    ch = word[-1]
    entry = lex.zh.get(ch)
    if entry is None or ch in _ZH_CLASSIFIERS or ch in _ZH_FRAME or any(g.startswith("to ") for g in entry[1]):
        return None
    return Unit(ch, "zh", "term", ch, False, gloss_stems(entry[1]), phrases=gloss_phrases(entry[1]))


_NOW_GLOSS = frozenset("now nowadays present currently current moment doing".split())


def _now_word(entry: tuple[str, tuple[str, ...]] | None) -> bool:
    """A time word that means "now" (or the progressive), or one the lexicon also reads as a verb (当 "to act
    as"): no value of its own."""
    if entry is None:
        return False
    return any(w in _NOW_GLOSS for g in entry[1] for w in g.split()) or any(g.startswith("to ") for g in entry[1])


def _ja_noun(w: str, flag: str, lex: Any) -> tuple[str, tuple[str, ...]] | None:
    """The Japanese lexicon's noun entry of a Chinese noun of two or more characters, in its Japanese form."""
    if len(w) < 2 or not flag.startswith("n"):
        return None
    from .fact_readings import japanese_form

    for f in dict.fromkeys((w, japanese_form(w))):
        e = lex.ja.get(f)
        if e is not None and e[0] == "n" and e[1]:
            return e
    return None


def _zh_terms(text: str, before_num: frozenset[int] = frozenset()) -> tuple[list[Unit], bool]:
    import jieba
    import jieba.posseg as pseg

    lex = lexicon()
    pairs: list[tuple[str, str]] = []
    last = 0
    with jieba_lock:  # memory.text.jieba_lock: says why
        jieba.setLogLevel(60)
        for a, b, pieces in japanese_names(text, _japanese_addresses(text)):  # round 35: a name alone too
            pairs += [(p.word, p.flag) for p in pseg.lcut(text[last:a])] if a > last else []
            pairs += pieces
            last = b
        pairs += [(p.word, p.flag) for p in pseg.lcut(text[last:])] if last < len(text) else []
    pairs = recut(pairs, lex.zh)  # 乌冬 | 面店 -> 乌冬面 | 店: the dictionary's word across jieba's cut (round 23)
    pairs = _negated_words(pairs, lex.zh)  # 不 | 耐受 -> 不耐受 "intolerance" (round 25)
    out: list[Unit] = []
    neg = False
    end = 0
    for g, (word, flag) in enumerate(pairs):
        end += len(word)
        if flag in ("nsj", "nja"):  # a piece of a Japanese address: a name kept whole, a suffix read in Japanese
            entry = lex.ja.get(word) if flag == "nja" else None
            out.append(cjk_unit(word, "zh", entry, False, group=g, proper=flag == "nsj"))
            continue
        if (
            flag == "m"
            and len(word) > 1
            and word[-1] in _ZH_MEASURES
            and g + 1 < len(pairs)
            and pairs[g + 1][1][:1] == "n"
        ):
            continue  # 一块墓地, 一座墓园: a numeral and the measure word of the noun after it (round 25)
        qualifier = _number_qualifier(word.rstrip(), flag, end - (len(word) - len(word.rstrip())), before_num)
        if qualifier is not None:
            out.append(replace(qualifier, group=g))
            word = word.rstrip()[:-1]
            if not word.strip():
                continue
        word = word.strip()
        if not word or not re.search(r"[\u4e00-\u9fffA-Za-z]", word):
            continue
        if re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*", word):  # Latin inside Chinese: a name or code (N2, JLPT)
            if not any(c.isdigit() for c in word):
                out.append(Unit(word, "zh", "term", stem(word), False, frozenset({stem(word)})))
            continue
        for neg_prefix in sorted(_ZH_NEG, key=len, reverse=True):
            if word.startswith(neg_prefix) and word not in lex.zh:
                neg = True
                word = word[len(neg_prefix) :]
                break
        if word in _ZH_NEG:
            neg = True
            continue
        if _zh_ceasing(word):
            neg = True  # 戒烟 "to give up smoking": ceasing, as "quit" / やめた; the word keeps its value (smoking)
        if flag == "f" and _not_locative(word):
            flag = "n"  # jieba tags 初中 "junior high school" as a locality word (上 / 里 / 之前): a noun
        place = word.startswith("在") and len(word) == 2 and word not in lex.zh and word[1:] in lex.zh
        if place:
            word, flag = word[1:], "n"  # 在家 (jieba: one pronoun-like word) is "at home": the place is a value
        if not word or word in _ZH_FRAME or flag in _ZH_DROP_FLAGS or (word in _ZH_CLASSIFIERS and not place):
            continue
        if (flag.startswith("nr") or flag == "ns") and word not in lex.zh and japanese_place(word):
            flag = "nsj"  # a Japanese place name in Chinese characters (北海道, 横须贺): one name, never split
        for w in [word] if flag == "nsj" else _zh_split(word):
            if w in _ZH_FRAME:
                continue
            entry = lex.zh.get(w)
            # 更, 一直: how, not what; a time word is a value (when: 早上 / 晚上) unless it is the moment of speaking
            # or an aspect (现在, 目前, 正在 "doing sth"), which the bare present of the other memory says as well
            adverbial = flag[:1] == "d" or (flag[:1] == "t" and _now_word(entry))
            if entry is not None:
                pred = (
                    adverbial
                    or gloss_is_predicate(entry[0] if entry[0] else flag, entry[1])
                    or (flag[:1] in ("v", "a") and len(w) == 1)
                )
                out.append(Unit(w, "zh", "term", w, pred, gloss_stems(entry[1]), group=g,
                                phrases=gloss_phrases(entry[1])))  # fmt: skip
            elif (flag.startswith("nr") or flag in ("ns", "nsj")) and w in lex.ja and lex.ja[w][0] == "n":
                # a name the Chinese lexicon lacks, written with the same characters in Japanese (釜山 "Busan"):
                # the Japanese entry names it, and makes it a value the lexicon can judge
                out.append(cjk_unit(w, "zh", lex.ja[w], False, group=g, proper=True))
            elif (ja_entry := _ja_noun(w, flag, lex)) is not None:
                # a common noun the Chinese lexicon lacks, written as Japanese writes it (柴犬): a Japanese loan in
                # Chinese text about life in Japan; the Japanese entry says what it is (round 12b)
                out.append(cjk_unit(w, "zh", ja_entry, False, group=g))
            elif len(w) > 1 or flag.startswith("n"):
                pred = adverbial or flag[:1] in ("v", "a")
                # a word the lexicon lacks: its characters' glosses may still name it (房租: 房 room + 租 rent);
                # it stays "unknown", so the lexicon never calls it a differing value on that evidence alone
                chars = [lex.zh[c] for c in w if c in lex.zh] if len(w) > 1 else []
                phrases = tuple(dict.fromkeys(ph for e in chars for ph in gloss_phrases(e[1])))
                out.append(
                    Unit(
                        w,
                        "zh",
                        "term",
                        w,
                        pred,
                        frozenset().union(*phrases) if phrases else frozenset(),
                        known=False,
                        group=g,
                        phrases=phrases,
                        proper=flag.startswith("nr") or flag in ("ns", "nsj"),
                    )
                )
    return out, neg


# ------------------------------------------------------------------------------------------------ extraction


def _lang_of(text: str) -> str:
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\u4e00-\u9fff]", text):
        han = re.findall(r"[\u4e00-\u9fff]", text)
        latin = re.findall(r"[A-Za-z]", text)
        if len(han) * 2.5 >= len(latin):
            from .text import detect_language

            return detect_language(text)
    return "en"


@lru_cache(maxsize=8192)
def extract(text: str, lang: str | None = None) -> Units:
    """The units of one memory text (cached: reflection compares every item with many others)."""
    t = unicodedata.normalize("NFKC", text)
    lang = lang if lang in ("en", "ja", "zh") else _lang_of(t)
    t = split_compounds(fold_latin(t)) if lang == "en" else fold_latin(t)  # Nguyễn, measles-rubella (round 13b)
    if lang == "en":  # "ten thousand yen" is one amount, as 10,000 / 一万 are, not 10 and 1000
        t = spelled_numbers(t)
    # clock times, currencies and measures, frequencies: one spelling across languages, read before the words
    qn = normalise_quantities(t, lang)
    t = qn.text
    nums: list[str] = list(qn.nums)
    dates: list[str] = list(qn.dates)
    periods: list[str] = list(qn.periods)
    relations: list[str] = []
    terms: list[Unit] = []
    tokens: tuple[str, ...] = ()
    negated = False
    span_end = False  # an English span's "to" (fact_spans): a relation only in a memory that states a date
    if lang == "en":
        # "a seven-year-old son", "a 34-year-old": the words of a number compound, as "7 years old" says them
        t = EN_NUM_COMPOUND.sub(lambda m: m.group(0).replace("-", " "), t)
        words = list(EN_TOKEN.finditer(t))
        tokens = tuple(m.group(0).lower() for m in words)

        def quantity_next(k: int) -> bool:
            if k + 1 >= len(words):
                return False
            nxt = words[k + 1]
            low = (nxt.group(2) or "").lower()
            return (
                bool(nxt.group(1))
                or low in MONTHS_EN
                or low in NUM_EN
                or low == "end"
                or (low == "the" and quantity_next(k + 1))
            )  # "from the 15th", not "from the user" (round 13b)

        for k, m in enumerate(words):
            if m.group(1):
                nums.append(_num_key(m.group(1)))
                if _bare_age(tokens, k):
                    terms.append(Unit("old", "en", "term", stem("old"), False, frozenset({stem("old")}), at=k))
                continue
            raw = m.group(2)
            w = raw.lower().replace("’", "'")
            if w.endswith("n't"):
                negated = True
                continue
            w = w.removesuffix("'s").strip("'-")
            if not w:
                continue
            if w in NEG_EN or w in CEASE_EN or w in ABSTAIN_EN:
                negated = True
                continue
            prev = words[k - 1].group(0).lower() if k > 0 else ""
            nxt = words[k + 1].group(0).lower() if k + 1 < len(words) else ""
            if (w in _GIVE_EN and nxt == "up") or (w == "up" and prev in _GIVE_EN):
                negated = True  # "gave up smoking": ceasing, as "quit"
                continue
            if w == "anymore" or (w in NEG_TAIL_EN and prev in NEG_TAIL_EN[w]):
                continue  # "no longer", "any more": the negation's second word
            if w in PERIOD_EN or (w in PERIOD_NOUN_EN and prev in PERIOD_PREV_EN):
                periods.append(f"per:{PERIOD_EN.get(w, w)}")
                continue
            if w in REL_EN and quantity_next(k):
                relations.append(f"rel:{REL_EN[w]}")
                continue
            if en_span_start(words, k):  # "starting October 12": from the 12th (round 27)
                relations.append("rel:after")
                continue
            if en_span_end(tokens, k) and quantity_next(k):  # "from 8 to 10 April": before the 10th (round 22)
                span_end = True
                continue
            if w in MONTHS_EN and (w != "may" or raw[0].isupper()) and (w != "march" or raw[0].isupper()):
                dates.append(f"month:{MONTHS_EN[w]}")
                continue
            if k > 0 and raw in _WD_ABBR:  # "Dentist: Fri 3:30 p.m." (capitalised, never the first word: "Sat")
                dates.append(f"wd:{raw[:3].lower()}")
                continue
            if w in WEEKDAYS_EN or (w.endswith("s") and w[:-1] in WEEKDAYS_EN):
                dates.append(f"wd:{WEEKDAYS_EN[w.rstrip('s') if w not in WEEKDAYS_EN else w]}")
                continue
            if (w in NUM_EN and w not in ("second", "one")) or (w == "one" and k + 1 < len(words)):
                nums.append(str(NUM_EN[w]))
                continue
            if w in EN_STOP:
                continue
            acronym = len(raw) >= 2 and raw.isupper()  # JLPT: opaque to the lexicon, a name the vectors may know
            proper = raw[0].isupper() and k > 0 and not acronym
            s = stem(w)
            # a word right after a number is what is counted or its unit ("500 pounds"): a value, never a verb
            pred = False if proper or acronym or number_token(tokens, k - 1) else en_is_predicate(w, prev)
            if pred and prev in _PLAY_EN and lexicon().en_pos.get(w, (0, 0, 0))[1] > 0:
                pred = False  # the object of "play" is the game, a value, even a word that is also a verb ("go")
            nxt = words[k + 1].group(0).lower() if k + 1 < len(words) else ""
            if nxt == "old" and w in ("year", "years"):
                pred = True  # "34 years old": the unit of an age (岁, 歳) is said by "old"; "7 months old" is not
            terms.append(Unit(w, "en", "term", s, pred, frozenset({s}), at=k, proper=proper, known=not acronym))
        # Latin words and digits inside CJK text are handled by the CJK branches
    else:
        blank = list(t)
        for m in PERIOD_CJK.finditer(t):
            periods.append(f"per:{PERIOD_CJK_UNIT.get(m.group('u') or '月', 'month')}")
            blank[m.start() : m.end()] = " " * (m.end() - m.start())
        span_rel, span_at = cjk_span_relations(t)  # 8日〜10日, 8日至10日, 八日起 (round 22)
        relations += span_rel
        for a, b in span_at:
            blank[a:b] = " " * (b - a)
        for m in REL_CJK.finditer(t):
            before = t[m.start() - 1] if m.start() else ""
            if before in "日月年号號" or before.isdigit():
                relations.append("rel:before" if m.group("b") else "rel:after")
                blank[m.start() : m.end()] = " " * (m.end() - m.start())
        before = "".join(blank)
        cjk_nums, cjk_dates, rest, counters = cjk_values(before, proper_spans(before, lang))
        taken = [before[i] != " " and rest[i] == " " for i in range(len(rest))]
        before_num = frozenset(i - 1 for i in range(1, len(rest)) if taken[i] and not taken[i - 1])
        nums += cjk_nums
        dates += cjk_dates
        terms += [counter_unit(c, lang) for c in counters]
        # Latin names inside ja text (N2 stays a number+N); a single capital is a code too (O型: blood type O)
        for m in re.finditer(r"[A-Za-z][A-Za-z'-]+|(?<![A-Za-z0-9])[A-Z](?![A-Za-z0-9])", rest):
            if lang == "ja":
                terms.append(Unit(m.group(0), lang, "term", stem(m.group(0)), False, frozenset({stem(m.group(0))})))
        if lang == "ja":
            negated = bool(_JA_NEG.search(mask_exclusive(_JA_OBLIGATION.sub("", t))))  # しか…ない: "only"
            ja = _ja_terms_sudachi(rest)
            terms += ja if ja is not None else _ja_terms(rest)
        else:
            zt, negated = _zh_terms(rest, before_num)
            terms += zt
    if span_end and dates:
        relations.append("rel:before")
    negated = negated or implicative_negation(t, lang)  # refused to, 拒绝, 断った, 不再 (round 17)
    terms, text = tidy_terms(terms, lang, text)  # articles and titles are no values (round 11b)
    periods, terms = habitual(periods, dates, terms, lang, tokens)
    return Units(text, lang, tuple(sorted(nums)), tuple(sorted(dates)), negated, tuple(terms),
                 tuple(sorted(periods)), tuple(sorted(relations)), tokens, tuple(sorted(qn.units)))  # fmt: skip


_WD_ABBR = frozenset({"Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun"})
# before a bare age ("is 7", "turned 7")
_COPULA = BE_FINITE | {"turned", "turns", "turning", "aged"}
_CLAUSE_END = frozenset({"and", "but", "now", "so", "yet", "this", "next", "last", "today"})


def _bare_age(tokens: tuple[str, ...], k: int) -> bool:
    """A bare number after a copula that ends its clause ("the user's daughter is 7 and goes to school", "the
    user turned 40"): an age, the value 7歳 / 七岁 / "7 years old" state with their counter. A number followed by
    any other word ("is 7 minutes away", "is 1204") is not read so, nor one above 120."""
    if k == 0 or tokens[k - 1] not in _COPULA or not tokens[k].isdigit() or int(tokens[k]) > 120:
        return False
    return k + 1 >= len(tokens) or tokens[k + 1] in _CLAUSE_END


def _num_key(raw: str) -> str:
    s = raw.replace(",", "")
    try:
        v = float(s)
    except ValueError:
        return s
    return str(int(v)) if v == int(v) else str(v)


# ------------------------------------------------------------------------------------------------ transliteration

_KANA_ROMA = {
    "ア": "a", "イ": "i", "ウ": "u", "エ": "e", "オ": "o", "カ": "ka", "キ": "ki", "ク": "ku", "ケ": "ke", "コ": "ko",
    "サ": "sa", "シ": "shi", "ス": "su", "セ": "se", "ソ": "so", "タ": "ta", "チ": "chi", "ツ": "tsu", "テ": "te",
    "ト": "to", "ナ": "na", "ニ": "ni", "ヌ": "nu", "ネ": "ne", "ノ": "no", "ハ": "ha", "ヒ": "hi", "フ": "fu",
    "ヘ": "he", "ホ": "ho", "マ": "ma", "ミ": "mi", "ム": "mu", "メ": "me", "モ": "mo", "ヤ": "ya", "ユ": "yu",
    "ヨ": "yo", "ラ": "ra", "リ": "ri", "ル": "ru", "レ": "re", "ロ": "ro", "ワ": "wa", "ヲ": "o", "ン": "n",
    "ガ": "ga", "ギ": "gi", "グ": "gu", "ゲ": "ge", "ゴ": "go", "ザ": "za", "ジ": "ji", "ズ": "zu", "ゼ": "ze",
    "ゾ": "zo", "ダ": "da", "ヂ": "ji", "ヅ": "zu", "デ": "de", "ド": "do", "バ": "ba", "ビ": "bi", "ブ": "bu",
    "ベ": "be", "ボ": "bo", "パ": "pa", "ピ": "pi", "プ": "pu", "ペ": "pe", "ポ": "po", "ヴ": "vu", "ァ": "a",
    "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o", "ャ": "ya", "ュ": "yu", "ョ": "yo", "ッ": "", "ー": "",
}  # fmt: skip


def _skeleton(s: str) -> str:
    """Consonant skeleton for loanword matching: vowels dropped, r/l, b/v, th/s merged, doubles collapsed."""
    s = s.lower().replace("th", "s").replace("ph", "f").replace("ck", "k").replace("c", "k").replace("l", "r")
    s = s.replace("v", "b").replace("shi", "s").replace("chi", "ch").replace("tsu", "ts").replace("fu", "f")
    s = re.sub(r"[aeiouy]", "", s)
    return re.sub(r"(.)\1+", r"\1", s)


_SH_SMALL = {"ャ": "a", "ュ": "u", "ョ": "o", "ェ": "e"}


def _kana_roma(kata: str) -> str:
    parts: list[str] = []
    for c in kata:
        if c in _SH_SMALL and parts and parts[-1] == "shi":
            parts[-1] = "sh" + _SH_SMALL[c]  # シ with a small kana is sh + vowel (コーシャ kosha "kosher"), round 25
        else:
            parts.append(_KANA_ROMA.get(c, ""))
    return "".join(parts)


def clipped_loan(kata: str, latin: str) -> bool:
    """May the katakana word be a clipped loan of the English word (スマホ "smartphone", パソコン "personal
    computer")? Their consonant skeletons start alike (round 25)."""
    a, b = _skeleton(_kana_roma(kata)), _skeleton(latin)
    return len(a) >= 2 and a[:2] == b[:2]


def transliteration_match(kata: str, latin: str) -> bool:
    roma = _kana_roma(kata)
    a, b = _skeleton(roma), _skeleton(latin)
    if len(a) < 2 or len(b) < 2:
        return False
    # katakana adds vowels after consonants but never drops a word's final vowel: Maria is マリア, not マリ
    low = latin.lower()
    if low[-1:] in ("a", "i", "o", "u") and roma[-1:] != low[-1:] and not (low[-1] == "u" and roma.endswith("uu")):
        return False
    from difflib import SequenceMatcher

    return SequenceMatcher(None, a, b).ratio() >= 0.8
