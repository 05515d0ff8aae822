"""How a word sounds and how its characters vary: the knowledge that lets one name meet itself across scripts.

A foreign resident writes the ward they live in as "Kitazawa", the city office writes 北沢, a Chinese friend 北泽;
the phone carrier is "docomo" or ドコモ, the bank "Mizuho" or 瑞穗. The lexicon (glosses) cannot align these: names
have no gloss, and where a name is also a word (楽天 "optimism", 中央 "centre") the gloss says something else. What
they share is the *reading*. This module gives, for a ja / zh word, the romanised readings it can be written as in
Latin script, and for two ja / zh words whether they are one word in another character set:

- kana -> Hepburn romaji by a table (ッ doubles the next consonant, ー lengthens the vowel), then a normalisation
  both sides go through (long vowels ou / oo / uu / aa / ii and ei kept apart from e only by length, doubled
  consonants, m before b / p, macrons): Kitazawa / キタザワ, Chuo / チュウオウ, Otemachi / オオテマチ;
- kanji -> reading by Sudachi (its dictionary's reading of the word: 北沢 キタザワ, 代沢 ダイザワ, so the two places
  stay apart because their readings do);
- Chinese -> toneless pinyin by ``pypinyin`` (大连 dalian);
- character variants (simplified 泽, traditional 澤, Japanese 沢; 穗 / 穂; 户 / 戸) by OpenCC's character tables
  (``opencc-purepy``), so 北泽 meets 北沢 and a Chinese-written Japanese name (瑞穗) gets its Japanese reading.

Every backend is imported lazily here and nowhere else; a missing one gives no reading (no link: the safe side),
never an error. Nothing here reaches the network: the three packages ship their dictionaries.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

from .fact_name_readings import proper_readings

_KANA = {
    "ア": "a", "イ": "i", "ウ": "u", "エ": "e", "オ": "o", "カ": "ka", "キ": "ki", "ク": "ku", "ケ": "ke", "コ": "ko",
    "サ": "sa", "シ": "shi", "ス": "su", "セ": "se", "ソ": "so", "タ": "ta", "チ": "chi", "ツ": "tsu", "テ": "te",
    "ト": "to", "ナ": "na", "ニ": "ni", "ヌ": "nu", "ネ": "ne", "ノ": "no", "ハ": "ha", "ヒ": "hi", "フ": "fu",
    "ヘ": "he", "ホ": "ho", "マ": "ma", "ミ": "mi", "ム": "mu", "メ": "me", "モ": "mo", "ヤ": "ya", "ユ": "yu",
    "ヨ": "yo", "ラ": "ra", "リ": "ri", "ル": "ru", "レ": "re", "ロ": "ro", "ワ": "wa", "ヰ": "i", "ヱ": "e", "ヲ": "o",
    "ン": "n", "ガ": "ga", "ギ": "gi", "グ": "gu", "ゲ": "ge", "ゴ": "go", "ザ": "za", "ジ": "ji", "ズ": "zu",
    "ゼ": "ze", "ゾ": "zo", "ダ": "da", "ヂ": "ji", "ヅ": "zu", "デ": "de", "ド": "do", "バ": "ba", "ビ": "bi",
    "ブ": "bu", "ベ": "be", "ボ": "bo", "パ": "pa", "ピ": "pi", "プ": "pu", "ペ": "pe", "ポ": "po", "ヴ": "vu",
    "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o",
}  # fmt: skip
# a small kana after a consonant kana replaces its vowel: キャ kya, シュ shu, チェ che, ティ ti, ファ fa, ヴィ vi
_SMALL = {"ャ": "ya", "ュ": "yu", "ョ": "yo", "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o"}
_PALATAL = ("shi", "chi", "ji")  # シャ sha, not shiya


def kana_romaji(kana: str) -> str:
    """Hepburn romaji of a katakana or hiragana string ('' when it holds anything else)."""
    kata = "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in kana)
    out: list[str] = []
    double = False
    for c in kata:
        if c == "ッ":
            double = True
            continue
        if c == "ー":
            if out and out[-1]:
                out[-1] += out[-1][-1]  # a long vowel: the vowel again (normalised away below)
            continue
        if c in _SMALL and out and out[-1]:
            prev, small = out[-1], _SMALL[c]
            if prev.endswith(_PALATAL) and small.startswith("y"):
                out[-1] = prev[:-1] + small[1:]  # シャ sha, チョ cho, ジュ ju
            elif prev == "u":
                out[-1] = "w" + small  # ウィ wi, ウォ wo
            elif len(prev) > 1:
                out[-1] = prev[:-1] + small  # キャ kya, ファ fa, ティ ti, ヴィ vi
            else:
                out[-1] = prev + small
            continue
        r = _KANA.get(c)
        if r is None:
            return ""
        if double and r:
            r = ("t" if r.startswith("ch") else r[0]) + r
        double = False
        out.append(r)
    return "".join(out)


def normalise_romaji(s: str) -> str:
    """One spelling for the romanisations people use of one reading: Chūō / Chuo / Chuuou, Ōtemachi / Otemachi /
    Ootemachi, Shimbashi / Shinbashi, Itchome / Icchome; only letters are kept (2-chome -> chome)."""
    s = unicodedata.normalize("NFKD", s.casefold())
    s = "".join(c for c in s if "a" <= c <= "z")
    s = s.replace("tch", "ch").replace("wo", "o").replace("du", "zu").replace("dzu", "zu")
    s = re.sub(r"c(?!h)", "k", s)  # an English spelling of a Japanese name (docomo): romaji has c only in ch
    s = re.sub(r"m(?=[bp])", "n", s)
    s = re.sub(r"ou|oo|oh(?![aeiou])", "o", s)
    s = re.sub(r"uu", "u", s)
    s = re.sub(r"aa", "a", s)
    s = re.sub(r"ii", "i", s)
    s = re.sub(r"ee|ei", "e", s)
    return re.sub(r"([b-df-hj-np-tv-z])\1+", r"\1", s)


# ------------------------------------------------------------------------------------------------ variants

_VARIANTS: dict[str, frozenset[str]] | None = None
_LOCK = threading.Lock()
_OPENCC_TABLES = ("STCharacters.txt", "TSCharacters.txt", "JPShinjitaiCharacters.txt")


def _variant_table() -> dict[str, frozenset[str]]:
    """character -> its simplified / traditional / Japanese forms (OpenCC's tables, read once; {} without them)."""
    global _VARIANTS
    if _VARIANTS is None:
        with _LOCK:
            if _VARIANTS is None:
                pairs: dict[str, set[str]] = {}
                try:
                    from importlib.resources import files

                    base = files("opencc_purepy") / "dicts"
                    for name in _OPENCC_TABLES:
                        for line in (base / name).read_text(encoding="utf-8").splitlines():
                            if not line or line.startswith("#") or "\t" not in line:
                                continue
                            k, vs = line.split("\t", 1)
                            for v in vs.split():
                                if len(k) == 1 and len(v) == 1:
                                    pairs.setdefault(k, set()).add(v)
                                    pairs.setdefault(v, set()).add(k)
                except (ImportError, OSError):  # opencc-purepy is a core dependency; without it no variants meet
                    pairs = {}
                _VARIANTS = {k: frozenset(v) for k, v in pairs.items()}
    return _VARIANTS


def char_variants(ch: str) -> frozenset[str]:
    """``ch`` and its forms in the other character sets, two steps deep (泽 -> 澤 -> 沢)."""
    table = _variant_table()
    one = {ch} | set(table.get(ch, ()))
    return frozenset(one | {y for x in one for y in table.get(x, ())})


def same_char(x: str, y: str) -> bool:
    """One character, or two variants of it (記 / 记, 長 / 长)."""
    return x == y or y in char_variants(x)


def same_characters(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` one word written in two character sets (北泽 / 北沢, 瑞穗 / 瑞穂, 神户 / 神戸)? Character
    by character, each pair the same or variants of each other; at least one character must differ (a plain
    equality is not this module's business)."""
    if a == b or len(a) != len(b) or len(a) < 2:
        return False
    return all(same_char(x, y) for x, y in zip(a, b, strict=True))


def japanese_form(word: str) -> str:
    """The Japanese (shinjitai) form of a Chinese-written word, character by character where a variant is a
    character the Sudachi dictionary would read (瑞穗 -> 瑞穂, 北泽 -> 北沢, 神户 -> 神戸)."""
    table = _JP_FORMS()
    return "".join(table.get(c, c) for c in word)


@lru_cache(maxsize=1)
def _JP_FORMS() -> dict[str, str]:
    """simplified / traditional character -> its Japanese form: a traditional form that JPShinjitai maps (澤 -> 沢),
    reached from the simplified one through STCharacters (泽 -> 澤)."""
    out: dict[str, str] = {}
    try:
        from importlib.resources import files

        base = files("opencc_purepy") / "dicts"
        trad_to_jp: dict[str, str] = {}
        for line in (base / "JPShinjitaiCharacters.txt").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#") and "\t" in line:
                jp, trads = line.split("\t", 1)
                for t in trads.split():
                    if len(jp) == 1 and len(t) == 1:
                        trad_to_jp.setdefault(t, jp)
        out.update(trad_to_jp)
        for line in (base / "STCharacters.txt").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#") and "\t" in line:
                s, trads = line.split("\t", 1)
                first = trads.split()[0] if trads.split() else ""
                if len(s) == 1 and len(first) == 1 and s not in out:
                    out[s] = trad_to_jp.get(first, first)
        for t, jp in trad_to_jp.items():  # a simplified form whose traditional form has a Japanese one (穗 / 穂)
            out.setdefault(t, jp)
    except (ImportError, OSError):
        return {}
    return out


# ------------------------------------------------------------------------------------------------ readings


@lru_cache(maxsize=16384)
def kanji_reading(word: str) -> str:
    """Sudachi's katakana reading of a Japanese word ('' without Sudachi or when it reads the word as more than
    three pieces: a reading is only trusted for a word or a short compound)."""
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is an optional extra: no reading, no link
        return ""
    ms = list(tok.tokenize(word))
    if not ms or len(ms) > 3:
        return ""
    reading = "".join(m.reading_form() for m in ms)
    return reading if re.fullmatch(r"[\u30a0-\u30ff]+", reading) else ""


@lru_cache(maxsize=16384)
def pinyin(word: str) -> str:
    """Toneless pinyin of a Chinese word, syllables joined (大连 -> dalian); '' without pypinyin."""
    try:
        from pypinyin import Style, lazy_pinyin
    except ImportError:
        return ""
    syl = lazy_pinyin(word, style=Style.NORMAL, errors="ignore")
    return "".join(syl).replace("ü", "v") if syl else ""


_KANA_ONLY = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc]+")
_HAN = re.compile(r"[\u3005\u4e00-\u9fff]+")


@lru_cache(maxsize=16384)
def latin_readings(word: str, lang: str) -> frozenset[str]:
    """The normalised romanisations a ja / zh word can be written as: kana by table; a Japanese kanji word by its
    Sudachi reading and the readings of its proper-noun dictionary entries (:mod:`memory.fact_name_readings`, round
    32: 国立 kokuritsu and kunitachi); a Chinese word by its pinyin and by the Japanese reading of its Japanese form
    (a Japanese place or company written in Chinese: 瑞穗 -> 瑞穂 -> mizuho, 神户 -> kobe). A Chinese word ending in
    人 ("a person from", 大连人) is also read without it. Readings shorter than three letters are dropped: too many
    words share them."""
    out: set[str] = set()
    if _KANA_ONLY.fullmatch(word):
        out.add(kana_romaji(word))
    elif _HAN.fullmatch(word):
        forms = [word]
        if lang == "zh" and len(word) >= 3 and word.endswith("人"):
            forms.append(word[:-1])
        for f in forms:
            if lang == "zh":
                out.add(pinyin(f))
                jp = japanese_form(f)
                out.add(kana_romaji(kanji_reading(jp)))
                out.update(kana_romaji(r) for r in proper_readings(jp))  # a name's other readings (round 32)
            else:
                out.add(kana_romaji(kanji_reading(f)))
                out.update(kana_romaji(r) for r in proper_readings(f))  # 国立: kokuritsu, and kunitachi
                if 2 <= len(f) <= 3:
                    out.add(pinyin(f))  # a Chinese name in Japanese text (王磊さん: Wang Lei), round 14b
        if lang == "zh" and len(word) == 2 and word[0] in _FAMILIAR:
            out.add(pinyin(word[1]))  # 小王 / 老王: "Wang", the surname with a familiar prefix (round 12b)
    return frozenset(n for n in (normalise_romaji(r) for r in out if r) if len(n) >= 3)


_FAMILIAR = frozenset("小老")  # Chinese prefixes before a one-character surname (a closed class of address forms)


def reading_match(cjk_word: str, lang: str, latin: str) -> bool:
    """Does the Latin-script word spell a reading of the ja / zh word (Kitazawa / 北沢, docomo / ドコモ, Mizuho /
    瑞穗)? Exact after normalisation, so 北沢 (kitazawa) and 代沢 (daizawa) stay apart."""
    n = normalise_romaji(latin)
    return len(n) >= 3 and n in latin_readings(cjk_word, lang)


def kana_pinyin_match(ja: str, zh: str) -> bool:
    """A Japanese katakana loan or foreign name and its Chinese transliteration read alike (マニラ / 马尼拉
    manira / manila; r and l are one sound to Japanese). Exact after normalisation and at least four letters, so
    that short readings (ハン / 汉) never meet by chance."""
    if not _KATA_WORD.fullmatch(ja) or not _HAN.fullmatch(zh):
        return False
    a = normalise_romaji(kana_romaji(ja)).replace("l", "r")
    b = normalise_romaji(pinyin(zh)).replace("l", "r")
    return len(a) >= 4 and a == b


_KATA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc]+")


__all__ = [
    "char_variants",
    "japanese_form",
    "kana_pinyin_match",
    "kana_romaji",
    "kanji_reading",
    "latin_readings",
    "normalise_romaji",
    "pinyin",
    "reading_match",
    "same_characters",
]
