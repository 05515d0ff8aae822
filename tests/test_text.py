"""memory.text: language detection, BM25 tokenisation, conversation-relative dates (ja / en / zh)."""

from __future__ import annotations

import dataclasses
import json
import pickle
import re
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from memory.dates import DateMention, annotate_dates, format_date, parse_locomo_datetime, resolve_relative_dates
from memory.errors import InvalidInput
from memory.text import DEFAULT_CJK, Tokenizer, detect_language, han_votes, script_profile

XL = Path("/work/shared/data/xl/xl_dev.jsonl")
LOCOMO = Path("/work/shared/data/locomo/locomo_dev.json")
REF = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday
assert REF.weekday() == 0


def xl_rows() -> list[dict]:
    if not XL.exists():
        pytest.skip(f"{XL} not available")
    return [json.loads(line) for line in XL.read_text(encoding="utf-8").splitlines() if line.strip()]


# ---------------------------------------------------------------------------------------------------------------
# Language detection
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("私はエビとカニにアレルギーがあります。", "ja"),
        ("ポチという名前の犬を飼っています。", "ja"),
        ("I am allergic to shrimp and crab.", "en"),
        ("我对虾和螃蟹过敏。", "zh"),
        ("我住在大阪难波站附近。", "zh"),
        ("這是我的車", "zh"),  # traditional Chinese
    ],
)
def test_detect_unambiguous(text: str, expected: str) -> None:
    for default in ("en", "ja", "zh"):
        assert detect_language(text, default) == expected  # type: ignore[arg-type]


def test_detect_kanji_only_uses_script_specific_characters() -> None:
    # lingua alone says zh for both; the characters decide.
    assert detect_language("東京駅", default="en") == "ja"  # 駅 is Japanese-only (zh: 站)
    assert detect_language("東京駅", default="zh") == "ja"
    assert detect_language("我们的车", default="ja") == "zh"  # 们, 车 are simplified-only
    assert detect_language("出入国在留管理局の予約", default="zh") == "ja"  # kana
    assert detect_language("健康診断", default="zh") == "ja"  # 診: simplified Chinese writes 诊
    assert detect_language("東京", default="zh") == "ja"  # simplified Chinese writes 东京


def test_detect_kanji_without_signal_falls_back_to_default() -> None:
    for text in ("大学", "日本", "方法"):
        assert han_votes(text) == (0, 0, 0)
        assert detect_language(text, default="ja") == "ja"
        assert detect_language(text, default="zh") == "zh"
        assert detect_language(text, default="en") == "en"


def test_detect_mixed_text_by_dominant_script() -> None:
    assert detect_language("I went to 東京駅 yesterday with my friends", default="ja") == "en"
    assert detect_language("Let's meet at 新宿駅 tomorrow", default="zh") == "en"
    assert detect_language("我们去 Starbucks 吧", default="en") == "zh"  # one brand name does not outvote
    assert detect_language("明日は Shibuya で会いましょう", default="en") == "ja"


def test_detect_no_letters_or_other_scripts_give_default() -> None:
    for text in ("", "   ", "2023-05-08 12:00", "!!!", "안녕하세요", "Привет, как дела?"):
        assert detect_language(text, default="zh") == "zh"
        assert detect_language(text, default="ja") == "ja"


def test_detect_rejects_bad_default() -> None:
    with pytest.raises(InvalidInput) as ei:
        detect_language("hello", default="fr")  # type: ignore[arg-type]
    assert ei.value.field == "default"


def test_detect_on_all_xl_texts() -> None:
    rows = xl_rows()
    for row in rows:
        for kind in ("fact", "query"):
            for lang in ("ja", "en", "zh"):
                assert detect_language(row[kind][lang], default=lang) == lang
                if lang != "zh":  # a few Chinese sentences use only characters Japanese shares
                    assert detect_language(row[kind][lang], default="zh") == lang


def test_detect_is_thread_safe() -> None:
    texts = ["東京駅", "我们的车", "hello there", "私は学生です"] * 50
    expected = [detect_language(t, "en") for t in texts]
    with ThreadPoolExecutor(4) as ex:
        assert list(ex.map(lambda t: detect_language(t, "en"), texts)) == expected


def test_script_profile_counts() -> None:
    p = script_profile("Tokyo 東京 とうきょう トウキョウ 2023 서울")
    assert p == {"latin": 5, "kana": 10, "han": 2, "hangul": 2, "digit": 4, "other": 0}
    assert script_profile("ｶﾀｶﾅ")["kana"] == 4  # half-width kana folded by NFKC


def test_han_sets_content() -> None:
    for ch in "駅円図払気経検込働売広戦変関鉄県団沢桜":
        assert han_votes(ch).ja == 1, ch
    for ch in "们这车东说过还对时后个为门现间觉让钱铁买卖爱們說對會你她吗":
        assert han_votes(ch).zh == 1, ch
    for ch in "国大学人日本会京":  # written alike in Japanese and Chinese
        assert han_votes(ch) == (0, 0, 0), ch
    for ch in "東車時診":  # Japanese and traditional Chinese; simplified writes 东 车 时 诊
        assert han_votes(ch) == (0, 0, 1), ch


def test_kanji_rule_on_real_text_never_contradicts() -> None:
    # Every kanji run of the real Japanese text reads as ja or "no signal", never zh, and vice versa.
    rows = xl_rows()
    for lang in ("ja", "zh"):
        for row in rows:
            for kind in ("fact", "query"):
                for run in re.findall(r"[\u4e00-\u9fff]{2,}", row[kind][lang]):
                    assert detect_language(run, default=lang) == lang, (lang, run)


# ---------------------------------------------------------------------------------------------------------------
# Tokenizer
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def toks() -> dict[str, Tokenizer]:
    return {m: Tokenizer(m) for m in ("bigram", "jieba", "sudachi")}  # type: ignore[arg-type]


def test_default_is_measured_choice() -> None:
    assert DEFAULT_CJK == "bigram"
    assert Tokenizer().cjk == DEFAULT_CJK


def test_japanese_keeps_kana_and_kanji(toks: dict[str, Tokenizer]) -> None:
    text = "私はエビとカニにアレルギーがあります"
    bi = toks["bigram"](text)
    assert {"エビ", "カニ", "アレ", "ルギ", "ギー"} <= set(bi)
    assert toks["jieba"](text) == bi  # Japanese runs are bigrams in jieba mode
    su = toks["sudachi"](text)
    assert "アレルギー" in su and "私" in su
    assert {"蝦", "蟹"} <= set(su)  # sudachi's normalised forms of エビ / カニ
    assert "は" not in su and "が" not in su  # particles dropped
    assert toks["sudachi"]("中古車の予算は50万円です。") == ["中古", "車", "予算", "500000", "万", "円"]


def test_cjk_characters_are_never_dropped(toks: dict[str, Tokenizer]) -> None:
    rows = xl_rows()
    for row in rows:
        for kind in ("fact", "query"):
            for lang in ("ja", "zh"):
                text = row[kind][lang]
                cjk = set(re.findall(r"[\u3041-\u30ff\u4e00-\u9fff]", text))
                covered = set("".join(toks["bigram"](text)))
                assert cjk <= covered, (text, cjk - covered)
                for mode in ("jieba", "sudachi"):
                    assert toks[mode](text), (mode, text)
                if lang == "zh":
                    zh_cov = set("".join(toks["jieba"](text))) | set("的了吗呢吧啊嘛")
                    assert cjk <= zh_cov, (text, cjk - zh_cov)


def test_chinese(toks: dict[str, Tokenizer]) -> None:
    text = "我对虾和螃蟹过敏。"
    assert toks["bigram"](text) == ["我对", "对虾", "虾和", "和螃", "螃蟹", "蟹过", "过敏"]
    assert {"螃蟹", "过敏"} <= set(toks["jieba"](text))
    assert toks["sudachi"](text) == toks["jieba"](text)  # Chinese runs go to jieba in sudachi mode too
    assert "的" not in toks["jieba"]("我的专业是什么")
    assert toks["bigram"]("车") == ["车"]  # a one-character run stays a unigram


def test_english_stemming_and_stopwords() -> None:
    tok = Tokenizer()
    assert tok("I am allergic to shrimp and crab.") == ["allerg", "shrimp", "crab"]
    assert tok("She was running to the stations") == ["run", "station"]
    assert tok("I don't eat pork") == ["not", "eat", "pork"]  # negation kept
    assert tok("I can't come, he won’t either") == ["not", "come", "not", "either"]
    assert tok("John's car") == ["john", "car"]
    assert Tokenizer(stem=False)("She was running") == ["running"]
    assert Tokenizer(stopwords=False)("the cat") == ["the", "cat"]
    assert tok("the") == ["the"]  # only stopwords: kept rather than matching nothing
    assert tok("") == []


def test_numbers() -> None:
    tok = Tokenizer()
    assert tok("My budget is 500,000 yen in 2023") == ["budget", "500000", "yen", "2023"]
    assert tok("on the 8th, 2023-05-07") == ["8", "2023", "5", "7"]
    assert tok("１２００円") == ["1200", "円"]  # full-width digits folded
    assert tok("50万円") == ["500000", "万円"]
    assert tok("price 12.50 dollars") == ["price", "12.5", "dollar"]


def test_mixed_script(toks: dict[str, Tokenizer]) -> None:
    text = "I went to 東京駅 with 我们 in 2023, ソウル 서울"
    bi = toks["bigram"](text)
    assert bi == ["went", "東京", "京駅", "我们", "2023", "ソウ", "ウル", "서울"]
    assert {"went", "我们", "2023", "서울"} <= set(toks["jieba"](text))
    su = toks["sudachi"](text)  # kana in the text: kanji runs read as Japanese
    assert "東京" in su and "ソウル" in su


def test_kanji_only_query_uses_lang_hint(toks: dict[str, Tokenizer]) -> None:
    assert toks["sudachi"]("東京駅") == ["東京", "駅"]  # 駅 votes Japanese: sudachi (mode A)
    assert toks["sudachi"]("经济学", lang="zh") == toks["jieba"]("经济学")
    assert toks["sudachi"]("経済学", lang="ja") == ["経済", "学"]


def test_tokenize_batch_and_pickle(toks: dict[str, Tokenizer]) -> None:
    texts = ["私は学生です", "我是学生", "I am a student", ""]
    for tok in toks.values():
        tok(texts[0])  # backends loaded: still picklable
        clone = pickle.loads(pickle.dumps(tok))
        assert clone == tok and clone is not tok
        assert clone.tokenize_batch(texts) == [tok(t) for t in texts]


def test_tokenizer_threads_agree(toks: dict[str, Tokenizer]) -> None:
    rows = xl_rows()
    texts = [row[k][lang] for row in rows for k in ("fact", "query") for lang in ("ja", "zh", "en")] * 3
    for tok in toks.values():
        serial = tok.tokenize_batch(texts)
        with ThreadPoolExecutor(4) as ex:
            assert list(ex.map(tok, texts)) == serial


def test_tokenizer_rejects_unknown_mode() -> None:
    with pytest.raises(InvalidInput) as ei:
        Tokenizer("mecab")  # type: ignore[arg-type]
    assert ei.value.field == "cjk"


# ---------------------------------------------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------------------------------------------


def one(text: str, lang: str | None = None, ref: datetime = REF) -> DateMention:
    found = resolve_relative_dates(text, ref, lang)  # type: ignore[arg-type]
    assert len(found) == 1, found
    m = found[0]
    assert text[m.start : m.end] == m.surface
    return m


@pytest.mark.parametrize(
    ("text", "resolved", "granularity"),
    [
        ("yesterday", date(2023, 5, 7), "day"),
        ("I saw her last night", date(2023, 5, 7), "day"),
        ("today", date(2023, 5, 8), "day"),
        ("tonight", date(2023, 5, 8), "day"),
        ("tomorrow", date(2023, 5, 9), "day"),
        ("the day before yesterday", date(2023, 5, 6), "day"),
        ("I went there last week", date(2023, 5, 1), "week"),
        ("this week", date(2023, 5, 8), "week"),
        ("next week", date(2023, 5, 15), "week"),
        ("last weekend", date(2023, 5, 6), "weekend"),
        ("this weekend", date(2023, 5, 13), "weekend"),
        ("last month", date(2023, 4, 1), "month"),
        ("next month", date(2023, 6, 1), "month"),
        ("last year", date(2022, 1, 1), "year"),
        ("next year", date(2024, 1, 1), "year"),
        ("last Friday", date(2023, 5, 5), "day"),
        ("last Monday", date(2023, 5, 1), "day"),
        ("next Friday", date(2023, 5, 12), "day"),
        ("I went hiking on Friday", date(2023, 5, 5), "day"),
        ("I will go hiking on Friday", date(2023, 5, 12), "day"),
        ("3 days ago", date(2023, 5, 5), "day"),
        ("three days ago", date(2023, 5, 5), "day"),
        ("2 weeks ago", date(2023, 4, 24), "week"),
        ("two months ago", date(2023, 3, 1), "month"),
        ("a year ago", date(2022, 1, 1), "year"),
        ("a few days ago", date(2023, 5, 1), "week"),
        ("in 3 days", date(2023, 5, 11), "day"),
    ],
)
def test_english_relative_dates(text: str, resolved: date, granularity: str) -> None:
    m = one(text)
    assert (m.resolved, m.granularity) == (resolved, granularity)


@pytest.mark.parametrize(
    ("text", "resolved", "granularity"),
    [
        ("昨日", date(2023, 5, 7), "day"),
        ("今日", date(2023, 5, 8), "day"),
        ("明日", date(2023, 5, 9), "day"),
        ("一昨日", date(2023, 5, 6), "day"),
        ("先週", date(2023, 5, 1), "week"),
        ("今週", date(2023, 5, 8), "week"),
        ("来週", date(2023, 5, 15), "week"),
        ("先月", date(2023, 4, 1), "month"),
        ("今月", date(2023, 5, 1), "month"),
        ("来月", date(2023, 6, 1), "month"),
        ("去年", date(2022, 1, 1), "year"),
        ("昨年", date(2022, 1, 1), "year"),
        ("今年", date(2023, 1, 1), "year"),
        ("来年", date(2024, 1, 1), "year"),
        ("3日前", date(2023, 5, 5), "day"),
        ("三日前", date(2023, 5, 5), "day"),
        ("2週間前", date(2023, 4, 24), "week"),
        ("3ヶ月前", date(2023, 2, 1), "month"),
        ("先週末", date(2023, 5, 6), "weekend"),
        ("先週の金曜日", date(2023, 5, 5), "day"),
    ],
)
def test_japanese_relative_dates(text: str, resolved: date, granularity: str) -> None:
    m = one(f"{text}に病院へ行きました", "ja")
    assert (m.surface, m.resolved, m.granularity) == (text, resolved, granularity)


@pytest.mark.parametrize(
    ("text", "resolved", "granularity"),
    [
        ("昨天", date(2023, 5, 7), "day"),
        ("今天", date(2023, 5, 8), "day"),
        ("明天", date(2023, 5, 9), "day"),
        ("前天", date(2023, 5, 6), "day"),
        ("上周", date(2023, 5, 1), "week"),
        ("上个星期", date(2023, 5, 1), "week"),
        ("这周", date(2023, 5, 8), "week"),
        ("下周", date(2023, 5, 15), "week"),
        ("上个月", date(2023, 4, 1), "month"),
        ("这个月", date(2023, 5, 1), "month"),
        ("下个月", date(2023, 6, 1), "month"),
        ("去年", date(2022, 1, 1), "year"),
        ("今年", date(2023, 1, 1), "year"),
        ("明年", date(2024, 1, 1), "year"),
        ("3天前", date(2023, 5, 5), "day"),
        ("两周前", date(2023, 4, 24), "week"),
        ("三个月前", date(2023, 2, 1), "month"),
        ("上周末", date(2023, 5, 6), "weekend"),
        ("上周五", date(2023, 5, 5), "day"),
    ],
)
def test_chinese_relative_dates(text: str, resolved: date, granularity: str) -> None:
    m = one(f"我{text}去了医院", "zh")
    assert (m.surface, m.resolved, m.granularity) == (text, resolved, granularity)


def test_relative_dates_not_matched() -> None:
    for text, lang in [
        ("I go swimming on Mondays", None),
        ("I've been busy lately", None),
        ("2020年前半に引っ越しました", "ja"),
        ("5月10日前に提出してください", "ja"),
        ("水曜日にペットボトルを出しています", "ja"),
        ("桌子上周围很乱", "zh"),
    ]:
        assert resolve_relative_dates(text, REF, lang) == [], text  # type: ignore[arg-type]
    m = one("上周一起吃饭", "zh")  # 上周 + 一起 (together), not 上周一 (last Monday)
    assert (m.surface, m.granularity) == ("上周", "week")


def test_relative_dates_month_and_year_wrap() -> None:
    jan = datetime(2023, 1, 15, tzinfo=UTC)
    assert one("last month", ref=jan).resolved == date(2022, 12, 1)
    assert one("上个月", "zh", ref=jan).resolved == date(2022, 12, 1)
    assert one("先週", "ja", ref=datetime(2023, 1, 3, tzinfo=UTC)).resolved == date(2022, 12, 26)


def test_language_specific_readings() -> None:
    assert one("前年", "zh").resolved == date(2021, 1, 1)
    assert resolve_relative_dates("前年", REF, "ja") == []
    assert resolve_relative_dates("前年", REF, None) == []


def test_reference_is_the_conversation_date_not_today() -> None:
    old = datetime(2019, 3, 4, 9, 0, tzinfo=UTC)
    assert one("yesterday", ref=old).resolved == date(2019, 3, 3)
    assert one("last week", ref=date(2019, 3, 4)).resolved == date(2019, 2, 25)


def test_several_mentions_in_order() -> None:
    text = "Yesterday I met Ann; last week we talked, and next month we travel."
    found = resolve_relative_dates(text, REF)
    assert [m.surface for m in found] == ["Yesterday", "last week", "next month"]
    assert [m.label for m in found] == ["2023-05-07", "week of 2023-05-01", "2023-06"]


def test_date_mention_is_frozen() -> None:
    m = one("yesterday")
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.start = 3  # type: ignore[misc]


def test_annotate_dates() -> None:
    assert annotate_dates("I went there last week", REF) == "I went there last week [week of 2023-05-01]"
    assert annotate_dates("yesterday", REF) == "yesterday [2023-05-07]"
    assert annotate_dates("last year", REF) == "last year [2022]"
    assert annotate_dates("last month", REF) == "last month [2023-04]"
    assert annotate_dates("先月、病院に行った", REF, "ja") == "先月 [2023-04]、病院に行った"
    assert annotate_dates("我上周去了东京", REF, "zh") == "我上周 [week of 2023-05-01]去了东京"
    assert annotate_dates("先週末は雨でした", REF) == "先週末 [weekend of 2023-05-06]は雨でした"
    once = annotate_dates("Yesterday and 3 days ago", REF)
    assert once == "Yesterday [2023-05-07] and 3 days ago [2023-05-05]"
    assert annotate_dates(once, REF) == once  # idempotent
    assert annotate_dates("no dates here", REF) == "no dates here"


def test_annotation_dates_are_indexed_tokens() -> None:
    toks = Tokenizer()(annotate_dates("I went there last week", REF))
    assert {"2023", "5", "1", "week"} <= set(toks)


# ---------------------------------------------------------------------------------------------------------------
# LoCoMo timestamps and date formatting
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("s", "expected"),
    [
        ("1:56 pm on 8 May, 2023", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("10:37 am on 27 June, 2023", datetime(2023, 6, 27, 10, 37, tzinfo=UTC)),
        ("12:06 am on 11 November, 2022", datetime(2022, 11, 11, 0, 6, tzinfo=UTC)),
        ("12:30 pm on 1 January, 2024", datetime(2024, 1, 1, 12, 30, tzinfo=UTC)),
        ("1:56 PM on 8 May 2023", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("  9:05 a.m. on 3 Sept, 2023 ", datetime(2023, 9, 3, 9, 5, tzinfo=UTC)),
    ],
)
def test_parse_locomo_datetime(s: str, expected: datetime) -> None:
    got = parse_locomo_datetime(s)
    assert got == expected and got.tzinfo is not None and got.utcoffset().total_seconds() == 0  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "s",
    ["", "yesterday", "13:00 pm on 8 May, 2023", "1:61 pm on 8 May, 2023", "1:56 pm on 31 February, 2023",
     "1:56 pm on 8 Mayo, 2023", "2023-05-08T13:56:00", None, 20230508],
)  # fmt: skip
def test_parse_locomo_datetime_rejects_junk(s: object) -> None:
    with pytest.raises(InvalidInput) as ei:
        parse_locomo_datetime(s)  # type: ignore[arg-type]
    assert ei.value.field == "timestamp"


def test_all_locomo_session_timestamps_parse() -> None:
    if not LOCOMO.exists():
        pytest.skip(f"{LOCOMO} not available")
    convs = json.loads(LOCOMO.read_text(encoding="utf-8"))
    stamps = [v for c in convs for k, v in c["conversation"].items() if k.endswith("_date_time")]
    assert len(stamps) > 100
    for s in stamps:
        dt = parse_locomo_datetime(s)
        assert format_date(dt) in s.replace(",", "")


def test_format_date() -> None:
    assert format_date(REF) == "8 May 2023"
    assert format_date(REF, "iso") == "2023-05-08"
    assert format_date(date(2022, 12, 31)) == "31 December 2022"
    with pytest.raises(InvalidInput):
        format_date(REF, "us")  # type: ignore[arg-type]


def test_module_has_no_forbidden_imports() -> None:
    src = Path(__file__).resolve().parents[1].joinpath("memory", "text.py").read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+(ray|experts|serve|pipelines)\b", src, re.M)
