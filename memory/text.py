"""Multilingual text utilities: language detection and BM25 tokenisation.

Two things every layer of Kioku needs to get right for Japanese, English and Chinese alike:

* ``detect_language``: which language a turn or query is in. Script rules decide first (kana means Japanese;
  kanji-only text is split into ja / zh by characters that only one of the two writes); lingua, restricted to
  EN/JA/ZH, only confirms Latin-script text, because it calls every kanji-only string Chinese.
* ``Tokenizer``: BM25 terms that never drop CJK text. Peers' keyword search treats a whole Japanese or Chinese
  run as one token (or drops it); here every kana/han run becomes bigrams or dictionary words.

Conversation-relative dates ("last week" against the conversation's date) are :mod:`memory.dates`.
Nothing here imports Ray or another Kioku layer; jieba, SudachiPy, PyStemmer and lingua are loaded lazily.
"""

from __future__ import annotations

import importlib.util
import logging
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable
from decimal import Decimal, InvalidOperation
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, get_args

from memory.errors import BackendUnavailable, InvalidInput
from memory.schemas import Lang

if TYPE_CHECKING:  # pragma: no cover
    from lingua import LanguageDetector

__all__ = [
    "DEFAULT_CJK",
    "CjkMode",
    "HanVotes",
    "Tokenizer",
    "check_lang",
    "detect_language",
    "han_votes",
    "script_profile",
    "sudachi_entries",
    "sudachi_tokenizer",
]

# ---------------------------------------------------------------------------------------------------------------
# Scripts
# ---------------------------------------------------------------------------------------------------------------

# Han: unified ideographs (BMP, extension A, compatibility, supplementary planes) plus the iteration and closing
# marks, which only occur inside kanji words. Kana: hiragana, katakana (incl. the long-vowel mark), katakana
# phonetic extensions. Half-width katakana is folded to full width by NFKC before any of this runs.
_HAN = "\u3005\u3006\u3007\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_KANA = "\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff"
_HANGUL = "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"
_CJK = _HAN + _KANA

_KANA_RE = re.compile(f"[{_KANA}]")
_HAN_RE = re.compile(f"[{_HAN}]")

# One CJK character carries roughly what 2.5 Latin letters do: on /work/shared/data/xl/xl_dev.jsonl the English
# versions have 1.8x the letters of the Japanese ones and 2.8x those of the Chinese ones. Counting raw characters
# would let one brand name ("我们去 Starbucks 吧") outvote a whole Chinese sentence.
_LATIN_PER_CJK = 2.5


def _is_latin_letter(ch: str) -> bool:
    o = ord(ch)
    # Basic Latin .. Latin Extended-B, IPA, Latin Extended Additional (Vietnamese), Latin Extended-C/D/E.
    return ch.isalpha() and (o < 0x0250 or 0x1E00 <= o <= 0x1EFF or 0x2C60 <= o <= 0x2C7F or 0xA720 <= o <= 0xA7FF)


def script_profile(text: str) -> dict[str, int]:
    """Counts of characters per script after NFKC: ``latin``, ``kana``, ``han``, ``hangul``, ``digit``, ``other``.

    ``other`` counts letters of other alphabets (Cyrillic, Thai, ...); punctuation and spaces are not counted.
    """
    counts = {"latin": 0, "kana": 0, "han": 0, "hangul": 0, "digit": 0, "other": 0}
    for ch in unicodedata.normalize("NFKC", text):
        o = ord(ch)
        if ch.isdigit():
            counts["digit"] += 1
        elif 0x3041 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF:
            # The katakana-hiragana double hyphen / middle dot sit in this block but are punctuation.
            if ch not in "\u30a0\u30fb":
                counts["kana"] += 1
        elif _HAN_RE.match(ch):
            counts["han"] += 1
        elif 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
            counts["hangul"] += 1
        elif _is_latin_letter(ch):
            counts["latin"] += 1
        elif ch.isalpha():
            counts["other"] += 1
    return counts


# ---------------------------------------------------------------------------------------------------------------
# Kanji-only text: Japanese or Chinese?
# ---------------------------------------------------------------------------------------------------------------


def _two_byte(ch: str, codec: str) -> int | None:
    try:
        b = ch.encode(codec)
    except UnicodeEncodeError:
        return None
    return int.from_bytes(b, "big") if len(b) == 2 else None


# Old character forms that Japanese keeps in personal and place names (黒澤, 渡邊, 濱田, 齋藤, 國男, 廣島 ...):
# traditional Chinese writes them too, so they are no evidence either way.
_NAME_FORMS = frozenset("澤邊邉濱齋齊國廣眞櫻德榮藏龍壽彌實惠髙嶋﨑寳萬")
# Frequent Chinese characters that JIS X 0208 happens to contain but modern Japanese (almost) never writes:
# 个 (一个), 后 (以后; ja only in 皇后), 這 (Japanese writes これ/この), 很, 麼, 嗎, 您, 妳, 哪, 咱, 啦, 嘛, 喔, 呢,
# 吧, 啊, 怎, 沒 (ja: 没), 据 (数据, 根据), 几 (几楼), 吃, 只 (只有), 跟. Not 我 (我慢), 是 (是非), 在 (在留),
# 也 (哲也), 会 (会社): Japanese writes those.
_ZH_EXTRA = frozenset("个后這很麼嗎您妳哪咱啦嘛喔呢吧啊怎沒据几吃只跟")


class HanVotes(NamedTuple):
    """Evidence in kanji-only text: characters only Japanese writes, only Chinese writes, and characters that
    Japanese and traditional Chinese write but simplified Chinese never does (診, 東, 車, 時: weak evidence)."""

    ja: int
    zh: int
    not_simplified: int


@cache
def _han_sets() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(Japanese-only, Chinese-only, Japanese-or-traditional) characters, derived from the national standards.

    Japanese-only: in JIS X 0208 (the Japanese standard set) but in neither GB 2312 (simplified Chinese) nor
    Big5 (traditional Chinese): shinjitai and kokuji such as 駅 円 図 払 気 経 検 込 働 売 広 戦 変 関 鉄 県 団 沢 桜
    (about 850 with 々 〆). Chinese-only: in GB 2312 but not in JIS X 0208 (simplified forms such as 们 这 车 东 说
    过 还 对 时 会 后 个 为 门 现 间 觉 让 钱 铁 买 卖 爱 你 她 吗), plus common Big5 characters in neither GB 2312
    nor JIS level 1 (traditional forms such as 們 說 對 會 覺 讓 錢 賣, minus old forms Japanese keeps in names),
    plus ``_ZH_EXTRA``: about 4,800. Japanese-or-traditional: JIS level 1 and Big5 but not GB 2312 (about 750).
    Shared characters (国, 大, 学 ...) are in none of them. Derived from the encodings rather than typed in, so the
    lists are complete and reviewable; it takes ~0.1 s once, and only when kanji-only text is met.
    """
    ja: set[str] = {"\u3005", "\u3006"}  # 々 〆: Chinese repeats the character instead of an iteration mark
    zh: set[str] = set(_ZH_EXTRA)
    weak: set[str] = set()
    for cp in range(0x4E00, 0xA000):
        ch = chr(cp)
        sjis = _two_byte(ch, "shift_jis")
        gb = _two_byte(ch, "gb2312")
        big5 = _two_byte(ch, "big5")
        jis_level1 = sjis is not None and 0x889F <= sjis <= 0x9872
        if ch in _ZH_EXTRA:
            continue
        if sjis is not None and gb is None and big5 is None:
            ja.add(ch)
        elif gb is not None and sjis is None:
            zh.add(ch)
        elif big5 is not None and gb is None and not jis_level1:
            if 0xA440 <= big5 <= 0xC67E and ch not in _NAME_FORMS:  # Big5 frequently-used characters
                zh.add(ch)
        elif big5 is not None and gb is None and jis_level1:
            weak.add(ch)
    return frozenset(ja), frozenset(zh), frozenset(weak)


def han_votes(text: str) -> HanVotes:
    """Count the characters of ``text`` that point to Japanese or Chinese; see ``_han_sets`` for the sets."""
    ja, zh, weak = _han_sets()
    nja = nzh = nweak = 0
    for ch in text:
        if ch in ja:
            nja += 1
        elif ch in zh:
            nzh += 1
        elif ch in weak:
            nweak += 1
    return HanVotes(nja, nzh, nweak)


def _kanji_lang(text: str) -> Lang | None:
    """ja / zh for kanji-only text, or None when the characters say nothing (東京, 大学, 方法).

    Exclusive characters decide; on a tie, characters simplified Chinese never writes mean Japanese. That last
    step is a bet on who writes to Kioku (Japanese, and mostly simplified-Chinese speakers): measured on real text
    (bench/NOTES_text.md) it lifts Japanese kanji-only runs with an answer from 16% to 56% with no simplified-
    Chinese run misread, but a short traditional-Chinese string made only of characters Japanese shares (電車)
    reads as Japanese.
    """
    v = han_votes(text)
    if v.ja != v.zh:
        return "ja" if v.ja > v.zh else "zh"
    return "ja" if v.not_simplified > 0 else None


# ---------------------------------------------------------------------------------------------------------------
# Language detection
# ---------------------------------------------------------------------------------------------------------------

_detector_lock = threading.Lock()
_detector: LanguageDetector | None = None


def _lingua() -> LanguageDetector:
    """The EN/JA/ZH lingua detector, built once per process (cheap, ~10 ms, but not free per call)."""
    global _detector
    if _detector is None:
        with _detector_lock:
            if _detector is None:
                try:
                    from lingua import Language, LanguageDetectorBuilder
                except ImportError as e:  # pragma: no cover - a core dependency
                    raise BackendUnavailable("lingua-language-detector is not installed") from e
                _detector = LanguageDetectorBuilder.from_languages(
                    Language.ENGLISH, Language.JAPANESE, Language.CHINESE
                ).build()
    return _detector


_LINGUA_TO_LANG: dict[str, Lang] = {"ENGLISH": "en", "JAPANESE": "ja", "CHINESE": "zh"}


def check_lang(value: object, field: str) -> Lang:
    if value not in get_args(Lang):
        raise InvalidInput(field, f"must be one of {get_args(Lang)}, got {value!r}")
    return value  # type: ignore[return-value]


def detect_language(text: str, default: Lang = "en") -> Lang:
    """The language of ``text`` among ja / en / zh; ``default`` (the user's preferred language) when unsure.

    Rules, in order:
    1. The dominant script wins, counting CJK characters against Latin letters / 2.5 (see ``_LATIN_PER_CJK``).
       Hangul, another alphabet, or no letters at all -> ``default``.
    2. CJK-dominant text with any kana -> "ja".
    3. Kanji-only text -> "ja" or "zh" by which has more characters only that language writes (駅 vs 站,
       们 vs 々); a tie, including no such characters at all (東京, 大学), -> ``default``. lingua is not asked:
       it says "zh" for all kanji.
    4. Latin-dominant text -> lingua (restricted to EN/JA/ZH); when lingua has no answer -> ``default``.
    """
    default = check_lang(default, "default")
    if not isinstance(text, str):
        raise InvalidInput("text", f"must be a string, got {type(text).__name__}")
    prof = script_profile(text)
    cjk = prof["kana"] + prof["han"]
    weighted = {
        "cjk": float(cjk),
        "latin": prof["latin"] / _LATIN_PER_CJK,
        "hangul": float(prof["hangul"]),
        "other": prof["other"] / _LATIN_PER_CJK,
    }
    top = max(weighted, key=lambda k: weighted[k])
    if weighted[top] == 0:
        return default
    if top == "cjk":
        if prof["kana"] > 0:
            return "ja"
        return _kanji_lang(unicodedata.normalize("NFKC", text)) or default
    if top != "latin":
        return default
    found = _lingua().detect_language_of(text)
    return default if found is None else _LINGUA_TO_LANG.get(found.name, default)


# ---------------------------------------------------------------------------------------------------------------
# BM25 tokenisation
# ---------------------------------------------------------------------------------------------------------------

CjkMode = Literal["bigram", "jieba", "sudachi"]
SudachiMode = Literal["A", "B", "C"]

# Measured with bench/tokenizer_eval.py on xl_dev (bench/NOTES_text.md): bigrams are best or tied in every column
# (ja R@1 0.65 vs sudachi 0.60; zh R@1 0.60 vs jieba 0.40), 2.5-3.5x faster, and load no dictionary.
DEFAULT_CJK: CjkMode = "bigram"

# A small English list: articles, pronouns, auxiliaries, prepositions, conjunctions, wh-words. Negations
# (no, not, nor, never, none, nothing, nobody, nowhere, without) and number words are kept on purpose: "I do not
# eat pork" must not match a query about eating pork as well as "I eat pork" does.
_EN_STOP = frozenset(
    """
    a an the and or but if then else so than that this these those there here
    i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her
    hers herself it its itself they them their theirs themselves
    am is are was were be been being have has had having do does did doing would should could ought might must
    shall will can may
    at by for from in into of off on onto out over to up down with about above after again against below between
    during through under until upon via per
    what which who whom whose when where why how
    all any both each few more most other some such own same too very just also only
    as s t d ll m o re ve y let lets
    """.split()
)
# Japanese particles and the polite / plain copula, matched as whole tokens only (a sudachi morpheme or a
# one-character run); Chinese structural and sentence-final particles likewise. Content is never dropped.
_JA_STOP = frozenset(
    (
        "は が を に へ と で や の も か ね よ わ ぞ さ な "
        "から まで より けど けれど ので のに って ば て た です ます だ"
    ).split()
)
_ZH_STOP = frozenset("的 了 吗 呢 吧 啊 嘛".split())

# NFKC leaves typographic apostrophes alone; fold them so "don’t" and "don't" tokenise alike.
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\uff07": "'"})

_TOKEN_RE = re.compile(
    rf"(?P<cjk>[{_CJK}]+)"
    rf"|(?P<num>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:st|nd|rd|th)?(?=(?P<mult>[万萬億亿千]))?"
    rf"|(?P<hangul>[{_HANGUL}]+)"
    rf"|(?P<word>(?:(?![{_CJK}{_HANGUL}])[^\W\d_])+(?:'(?:(?![{_CJK}{_HANGUL}])[^\W\d_])+)*)"
)
_MULTIPLIER = {"万": 10_000, "萬": 10_000, "億": 100_000_000, "亿": 100_000_000, "千": 1_000}
_CONTRACTION_NOT = {"can't": "can", "won't": "will", "shan't": "shall", "ain't": "be"}


def _number_token(raw: str, mult: str | None) -> str:
    """'500,000' -> '500000', '07' -> '7', '1.5'+'万' -> '15000': one spelling per quantity for BM25."""
    s = raw.replace(",", "")
    if mult:
        try:
            return str(int(Decimal(s) * _MULTIPLIER[mult]))
        except (InvalidOperation, ValueError):  # pragma: no cover - regex guarantees digits
            pass
    if "." in s:
        whole, frac = s.split(".", 1)
        whole = whole.lstrip("0") or "0"
        frac = frac.rstrip("0")
        return f"{whole}.{frac}" if frac else whole
    return s.lstrip("0") or "0"


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


# Lazily initialised backends. jieba keeps one global dictionary (its own lock guards initialisation);
# SudachiPy tokenizers and PyStemmer stemmers are not safe to share between threads, so each thread gets its own,
# all built from one shared sudachi dictionary.
#
# jieba_lock: the one lock of every jieba user in memory/ (this module's initialisation, the fact readers' cuts).
# jieba's own lock guards only the loading of its dictionary: our once-only set-up (log level, _jieba_ready) needs
# one, and a cut of jieba.posseg's shared tokenizer merges its user word-tag table into the shared one unguarded, so
# the fact readers (fact_units, fact_recall, fact_agents, fact_diff) cut under it. A plain Lock: no code holding it
# calls code that takes it (pseg.lcut and jieba.initialize call nothing of ours; fact_units' address reader, run
# under it, takes only the Sudachi lock).
jieba_lock = threading.Lock()
_jieba_ready = False
_sudachi_lock = threading.Lock()
_sudachi_dict: Any = None
_local = threading.local()


def _jieba_cut() -> Callable[[str], list[str]]:
    global _jieba_ready
    try:
        import jieba
    except ImportError as e:
        raise BackendUnavailable("jieba is not installed (pip install jieba)") from e
    if not _jieba_ready:
        with jieba_lock:
            if not _jieba_ready:
                jieba.setLogLevel(logging.WARNING)  # silence "Building prefix dict ..." on stderr
                jieba.initialize()
                _jieba_ready = True
    return jieba.lcut_for_search  # type: ignore[no-any-return]


def _sudachi(mode: SudachiMode) -> tuple[Any, Any]:
    """(tokenizer, split mode) for this thread."""
    global _sudachi_dict
    cache_: dict[str, tuple[Any, Any]] = _local.__dict__.setdefault("sudachi", {})
    if mode in cache_:
        return cache_[mode]
    try:
        from sudachipy import Dictionary, SplitMode
    except ImportError as e:
        raise BackendUnavailable("SudachiPy is not installed (pip install sudachipy sudachidict_core)") from e
    if _sudachi_dict is None:
        with _sudachi_lock:
            if _sudachi_dict is None:
                try:
                    _sudachi_dict = Dictionary(dict="core")
                except Exception as e:  # sudachi raises its own error types for a missing dictionary
                    raise BackendUnavailable(f"sudachidict_core is not usable: {e}") from e
    split = {"A": SplitMode.A, "B": SplitMode.B, "C": SplitMode.C}[mode]
    cache_[mode] = (_sudachi_dict.tokenizer(mode=split), split)
    return cache_[mode]


def sudachi_tokenizer(mode: SudachiMode = "C") -> Any | None:
    """This thread's Sudachi tokenizer in ``mode``, or None when the optional extra (SudachiPy and
    sudachidict_core) is missing or unusable: the fact readers then fall back to a reading without morphology."""
    try:
        return _sudachi(mode)[0]
    except Exception:  # BackendUnavailable, or sudachi's own error types for a broken dictionary
        return None


def sudachi_entries(word: str) -> list[Any]:
    """Every entry of Sudachi's dictionary written ``word`` (all its readings and parts of speech, not the one a
    tokenisation picks), or [] when the optional extra is missing. The dictionary is shared by the threads, so
    lookups take the Sudachi lock."""
    if sudachi_tokenizer("C") is None:  # builds the shared dictionary, or Sudachi is missing
        return []
    d = _sudachi_dict
    if d is None or not hasattr(d, "lookup"):
        return []
    try:
        with _sudachi_lock:
            return list(d.lookup(word))
    except Exception:  # sudachi's own error types
        return []


def _stemmer() -> Any:
    st = getattr(_local, "stemmer", None)
    if st is None:
        try:
            import Stemmer
        except ImportError as e:
            raise BackendUnavailable("PyStemmer is not installed (pip install PyStemmer)") from e
        st = Stemmer.Stemmer("english")
        _local.stemmer = st
    return st


class Tokenizer:
    """BM25 terms for mixed ja / en / zh text.

    The text is NFKC-normalised and split into script runs:

    * Latin words: case-folded; contractions split ("don't" -> do, not); English stopwords dropped (negations and
      numbers kept); Snowball-stemmed (PyStemmer).
    * Numbers: one token per quantity: "500,000" -> "500000", "2023", "07" -> "7", "8th" -> "8", and a
      following 万/億/千 multiplies ("50万円" -> "500000" plus the kanji run "万円").
    * CJK runs (kana + han), by ``cjk``:
        - ``bigram``: overlapping character bigrams of each run (a one-character run stays a unigram);
        - ``jieba``: Chinese runs through jieba's search mode, Japanese runs as bigrams;
        - ``sudachi``: Japanese runs through SudachiPy (``sudachi_mode``, normalised forms, so 学ん -> 学ぶ),
          Chinese runs through jieba.
      A run is Japanese when it or the text has kana; a kanji-only run by its own characters (``_kanji_lang``),
      then the ``lang`` hint, then the whole text's characters; with no evidence at all it is read as Chinese.
      Kana and han are never dropped, except dictionary words (and one-character runs) in a tiny particle list
      (は, を, です, 的, 了 ...); bigrams are never filtered.
    * Hangul runs: kept whole, case-folded.

    When stopword removal would leave nothing, the unfiltered tokens are returned, so a query made only of
    function words still matches text containing them. Instances hold only configuration: they pickle, and
    backends (jieba, sudachi, stemmer) load on first use in each process/thread.
    """

    def __init__(
        self,
        cjk: CjkMode = DEFAULT_CJK,
        stem: bool = True,
        stopwords: bool = True,
        *,
        sudachi_mode: SudachiMode = "A",
    ) -> None:
        if cjk not in get_args(CjkMode):
            raise InvalidInput("cjk", f"must be one of {get_args(CjkMode)}, got {cjk!r}")
        if sudachi_mode not in get_args(SudachiMode):
            raise InvalidInput("sudachi_mode", f"must be one of {get_args(SudachiMode)}, got {sudachi_mode!r}")
        self.cjk: CjkMode = cjk
        self.stem = bool(stem)
        self.stopwords = bool(stopwords)
        self.sudachi_mode: SudachiMode = sudachi_mode
        # Fail at construction, not at the first query, when the chosen backend is missing.
        needed = {"bigram": [], "jieba": ["jieba"], "sudachi": ["jieba", "sudachipy", "sudachidict_core"]}[cjk]
        if self.stem:
            needed = [*needed, "Stemmer"]
        missing = [m for m in needed if importlib.util.find_spec(m) is None]
        if missing:
            raise BackendUnavailable(f"Tokenizer(cjk={cjk!r}) needs missing packages: {', '.join(missing)}")

    def __repr__(self) -> str:
        return (
            f"Tokenizer(cjk={self.cjk!r}, stem={self.stem}, stopwords={self.stopwords}, "
            f"sudachi_mode={self.sudachi_mode!r})"
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tokenizer) and repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_make_tokenizer, (self.cjk, self.stem, self.stopwords, self.sudachi_mode))

    # -- public -------------------------------------------------------------------------------------------------

    def __call__(self, text: str, lang: Lang | None = None) -> list[str]:
        """Tokens of ``text``. ``lang`` only matters for kanji-only text (ja or zh analyser), e.g. a query."""
        kept, everything = self._tokens(text, lang)
        return kept if kept or not self.stopwords else everything

    def tokenize_batch(self, texts: Iterable[str], lang: Lang | None = None) -> list[list[str]]:
        return [self(t, lang) for t in texts]

    # -- internals ----------------------------------------------------------------------------------------------

    def _tokens(self, text: str, lang: Lang | None) -> tuple[list[str], list[str]]:
        """(tokens after stopword removal, all tokens), both stemmed."""
        if not isinstance(text, str):
            raise InvalidInput("text", f"must be a string, got {type(text).__name__}")
        text = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES)
        toks: list[str] = []
        stop: list[bool] = []
        word_pos: list[int] = []  # positions of Latin words, stemmed in one batch call at the end
        text_has_kana: bool | None = None
        for m in _TOKEN_RE.finditer(text):
            if m.group("word") is not None:
                for w in self._split_word(m.group("word").casefold()):
                    word_pos.append(len(toks))
                    toks.append(w)
                    stop.append(w in _EN_STOP)
            elif m.group("num") is not None:
                toks.append(_number_token(m.group("num"), m.group("mult")))
                stop.append(False)
            elif m.group("hangul") is not None:
                toks.append(m.group("hangul").casefold())
                stop.append(False)
            else:
                run = m.group("cjk")
                is_ja = False
                if self.cjk != "bigram":
                    if text_has_kana is None:
                        text_has_kana = _KANA_RE.search(text) is not None
                    is_ja = self._run_is_japanese(run, text, text_has_kana, lang)
                words = self._cjk_run(run, is_ja)
                # Bigrams are never filtered (dropping "です" would drop す from "ありま|ます"); dictionary words
                # and one-character runs are.
                filterable = (self.cjk != "bigram" and not (self.cjk == "jieba" and is_ja)) or len(run) == 1
                for tok in words:
                    toks.append(tok)
                    stop.append(filterable and (tok in _JA_STOP or tok in _ZH_STOP))
        if self.stem and word_pos:
            for i, s in zip(word_pos, _stemmer().stemWords([toks[i] for i in word_pos]), strict=True):
                toks[i] = s
        if not self.stopwords:
            return toks, toks
        return [t for t, s in zip(toks, stop, strict=True) if not s], toks

    @staticmethod
    def _split_word(w: str) -> list[str]:
        if "'" not in w:
            return [w]
        if w in _CONTRACTION_NOT:
            return [_CONTRACTION_NOT[w], "not"]
        if w.endswith("n't"):
            return [w[:-3], "not"]
        base, _, clitic = w.partition("'")
        if clitic in {"s", "re", "ve", "ll", "d", "m"}:
            return [base]
        return [w.replace("'", "")]  # o'clock -> oclock

    @staticmethod
    def _run_is_japanese(run: str, text: str, text_has_kana: bool, lang: Lang | None) -> bool:
        """Kana in the run or the text; else the run's own kanji vote; else the caller's hint; else the text's."""
        if text_has_kana or _KANA_RE.search(run):
            return True
        found = _kanji_lang(run)
        if found is None:
            found = lang if lang is not None else _kanji_lang(text)
        return found == "ja"

    def _cjk_run(self, run: str, is_ja: bool) -> list[str]:
        if self.cjk == "bigram" or (self.cjk == "jieba" and is_ja):
            return _bigrams(run)
        if not is_ja:
            return [t for t in _jieba_cut()(run) if t.strip()]
        tok, split = _sudachi(self.sudachi_mode)
        out = []
        for mo in tok.tokenize(run, split):
            surface = mo.surface()
            # Particles are matched on the surface: normalised forms would also catch content verbs (為る).
            out.append(surface if surface in _JA_STOP else mo.normalized_form())
        return out


def _make_tokenizer(cjk: CjkMode, stem: bool, stopwords: bool, sudachi_mode: SudachiMode) -> Tokenizer:
    return Tokenizer(cjk, stem, stopwords, sudachi_mode=sudachi_mode)
