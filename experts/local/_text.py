"""Small text utilities shared by the local experts: script-based language guess, sentences, content units.

The local experts must run without any model, so language is guessed from script: kana means Japanese;
Han-only text is Chinese unless it uses Japanese-only character forms (駅, 円, 県 ...), which catches the
kanji-only Japanese strings that generic detectors label as Chinese.
"""

from __future__ import annotations

import re
import unicodedata

KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN = re.compile(r"[A-Za-z]")
CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

# Japanese shinjitai / kokuji forms that simplified Chinese writes differently (or not at all).
_JA_ONLY = set(
    "駅円県済様込働畑峠辻気楽読売変広転図団伝続悪圧囲営栄駆勧歓観関顔帰戯犠拠挙渓経継軽険圏検権顕験厳効黒砕雑視"
    "実釈収従渋獣縦粛処賞剰壌嬢譲醸粋酔穂瀬斉摂専戦銭捜挿巣総聡荘騒増臓蔵対帯滝択沢単弾遅鋳聴懲鎮闘弐悩脳廃拝"
    "発髪抜浜払仏併塀辺舗歩豊毎満訳薬揺謡頼覧竜両猟緑涙塁隷霊齢暦歴労話語時間東買車電長門問聞見貝飲飯館業員際"
    "習書場親愛歳鶏魚確認説請約簡頭療駐銀鉄線乗連絡漢韓調査務術識給"
)
# Forms that only simplified Chinese uses, plus function characters that kanji-only Japanese rarely contains.
_ZH_ONLY = set(
    "这们说对过时间东语话吗么没个还里为让给从现发经进见问请谢欢钱买卖读车门马鸟鱼图习爱边华头应该离开关听认识"
    "谁样难饭馆钟岁觉电脑网络虾鸡狗护师的是我你她吧呢啊很也随气"
)

LANGS = ("ja", "en", "zh")


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def detect_lang(text: str, default: str | None = None) -> str | None:
    """ja / en / zh by script; None (or ``default``) when the text has no letters at all."""
    if KANA.search(text):
        return "ja"
    han = HAN.findall(text)
    latin = len(LATIN.findall(text))
    if han and len(han) * 3 >= latin:  # a CJK character carries ~3 Latin letters of content
        ja = sum(1 for c in han if c in _JA_ONLY)
        zh = sum(1 for c in han if c in _ZH_ONLY)
        if ja == zh:
            return default or "zh"
        return "ja" if ja > zh else "zh"
    if latin:
        return "en"
    return default


_SENT_END = re.compile(r"(?<=[。！？!?．])\s*|(?<=[.;])\s+(?=[A-Z\"'(\u3040-\u9fff])|\n+")


def split_sentences(text: str) -> list[str]:
    """Sentences for JA/ZH (。！？) and EN (. ! ? followed by a capital); keeps the punctuation."""
    parts = [p.strip() for p in _SENT_END.split(text or "")]
    return [p for p in parts if p]


EN_STOP = frozenset(
    "a an the and or but if of to in on at for with by from as is are was were be been being am i me my we "
    "our you your he she it its they them their this that these those do does did have has had not no so "
    "very just can could would should will shall may might must about into over than then too also there "
    "here what which who whom when where why how all any each some such only own same other up down out off "
    "again once s t don ll re ve m d".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*|\d+(?:[.,:]\d+)*")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_HIRA_ONLY = re.compile(r"^[\u3040-\u309f]+$")


def content_units(text: str) -> list[str]:
    """Comparable content units: casefolded non-stopword words, and CJK character bigrams.

    Bigrams avoid needing a segmenter and work the same for Japanese and Chinese; bigrams made only of
    hiragana are grammar (particles, endings), not content, and are dropped.
    """
    t = nfkc(text)
    units = [w.casefold() for w in _WORD.findall(t) if w.casefold() not in EN_STOP]
    for run in _CJK_RUN.findall(t):
        if len(run) == 1:
            if not _HIRA_ONLY.match(run):
                units.append(run)
            continue
        for i in range(len(run) - 1):
            bg = run[i : i + 2]
            if not _HIRA_ONLY.match(bg):
                units.append(bg)
    return units


def languages_in(text: str) -> set[str]:
    """Every language whose script appears substantially in ``text`` (a gloss counts)."""
    out: set[str] = set()
    for s in split_sentences(text) or [text]:
        for chunk in re.split(r"[()（）\[\]「」]", s):
            lang = detect_lang(chunk)
            if lang and len(chunk.strip()) >= 2:
                out.add(lang)
    return out
