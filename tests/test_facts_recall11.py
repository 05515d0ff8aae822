"""Round 11b of issue 13: recall without losing precision (:mod:`memory.fact_recall`, readings, periods), en / ja / zh.

Each mechanism with pairs that now meet and hard negatives that must still differ (or stay unread). The lexicon
verifier alone (``memory.facts.compare``); the consensus over the planted sets is measured by ``bench.link_sweep``.
The sentences are written for these tests, not taken from any planted set.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_readings import kana_pinyin_match
from memory.facts import compare, extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese words come from jieba")


# ------------------------------------------------------------------------------------------------ compounds


def test_a_compound_meets_the_same_characters_cut_into_pieces():
    # 国民健康保険 (Sudachi: one word) / 国民 + 健康 + 保险 (jieba): one word in two character sets
    assert _v("ユーザーは国民健康保険に入っている。", "用户加入了国民健康保险。") == "same"
    # 結婚記念日 / 结婚 + 纪念日 (記 / 纪 are two characters: the pieces meet by the dictionaries)
    assert _v("ユーザーの結婚記念日は9月8日だ。", "用户的结婚纪念日是九月八日。") == "same"
    # 日本語能力試験 / 日语 + 能力 + 考试: every short-unit piece meets one word of the run
    assert _v("ユーザーは日本語能力試験N1に合格した。", "用户通过了日语能力考试N1。") == "same"


def test_a_compound_still_differs_from_another_compound_or_a_wider_word():
    assert _v("ユーザーは国民健康保険に入っている。", "用户加入了国民年金。") == "different"
    assert _v("ユーザーの誕生日は9月8日だ。", "用户的结婚纪念日是九月八日。") == "different"
    assert _v("ユーザーは日本語能力試験N1に合格した。", "用户通过了汉语水平考试N1。") == "different"
    # a word that runs across the span's edge: 京都 is not 东京都 (Tokyo)
    assert _v("ユーザーは京都に住んでいる。", "用户住在东京都。") != "same"
    # one character is never looked for: 母 is no 祖母
    assert _v("ユーザーの祖母は京都に住んでいる。", "用户的母亲住在京都。") == "different"


# ------------------------------------------------------------------------------------------------ articles


def test_a_chinese_numeral_and_classifier_is_an_article():
    assert _v("ユーザーは大阪の病院で働いている。", "用户在大阪的一家医院工作。") == "same"
    assert _v("ユーザーは横浜の小学校で教えている。", "用户在横滨的一所小学教书。") == "same"
    assert _v("The user works at a hospital in Osaka.", "用户在大阪的一家医院工作。") == "same"
    # the noun after the article still has to meet
    assert _v("ユーザーは大阪の病院で働いている。", "用户在大阪的一家银行工作。") == "different"
    assert _v("ユーザーは横浜の小学校で教えている。", "用户在横滨的一所大学教书。") == "different"
    # 他们一家 is "their family", not "a": it stays a value
    assert any(u.surface == "一家" for u in extract("用户的婆婆和他们一家一起住在横滨。", "zh").terms)
    assert not any(u.surface == "一家" for u in extract("用户在大阪的一家医院工作。", "zh").terms)


# ------------------------------------------------------------------------------------------------ titles


def test_an_honorific_title_after_a_name_is_no_value():
    assert _v("ユーザーは田中さんに英語を教えている。", "用户教田中先生英语。") == "same"
    assert _v("The user teaches Mr. Tanaka English.", "用户教田中先生英语。") == "same"
    # the names still have to meet
    assert _v("ユーザーは田中さんに英語を教えている。", "用户教山田先生英语。") != "same"
    assert _v("The user teaches Mr. Yamada English.", "用户教田中先生英语。") == "different"
    # 的先生 is a husband, no title: it stays a value
    assert any(u.surface == "先生" for u in extract("用户的先生是医生。", "zh").terms)


def test_a_chinese_name_cut_before_its_title_is_joined_again():
    terms = [u.surface for u in extract("高桥先生每周六跟用户学吉他。", "zh").terms]
    assert "高桥" in terms and "桥" not in terms and "先生" not in terms
    assert _v("高橋さんはユーザーの同僚だ。", "高桥先生是用户的同事。") == "same"
    assert _v("Mr. Takahashi is the user's coworker.", "高桥先生是用户的同事。") == "same"
    assert _v("Mr. Tanaka is the user's coworker.", "高桥先生是用户的同事。") != "same"  # a zh name: unread


# ------------------------------------------------------------------------------------------------ habits


def test_a_weekday_habit_is_one_frequency_in_three_languages():
    assert _v("The user goes swimming every Thursday.", "ユーザーは毎週木曜日に泳ぎに行く。") == "same"
    assert _v("The user goes swimming on Thursdays.", "用户每周四去游泳。") == "same"
    assert _v("ユーザーは毎週木曜日に泳ぎに行く。", "用户每周四去游泳。") == "same"
    # another day, or a monthly habit, still differs / stays unread
    assert _v("The user goes swimming on Thursdays.", "用户每周五去游泳。") == "different"
    assert _v("The user goes swimming every Thursday.", "ユーザーは毎月泳ぎに行く。") != "same"
    # every other week is its own frequency (round 10)
    assert _v("The user goes swimming every other Thursday.", "ユーザーは毎週木曜日に泳ぎに行く。") == "different"


def test_a_month_name_says_the_year_and_a_bare_month_before_an_amount_the_month():
    assert extract("ユーザーは毎年4月に自動車保険を更新する。", "ja").periods == ()
    assert _v("The user renews the car insurance every April.", "用户每年四月更新汽车保险。") == "same"
    assert _v("The user renews the car insurance every April.", "用户每年五月更新汽车保险。") == "different"
    # 月6万円: per month; 3月 / 先月 are a month of the year and a particular month, no period
    assert extract("ユーザーの家賃は月6万円だ。", "ja").periods == ("per:month",)
    assert extract("ユーザーは3月6万円払った。", "ja").periods == ()
    assert extract("ユーザーの家賃は先月6万円だった。", "ja").periods == ()
    assert _v("The user's rent is 60,000 yen a month.", "ユーザーの家賃は月6万円だ。") == "same"
    assert _v("The user's rent is 60,000 yen a year.", "ユーザーの家賃は月6万円だ。") == "different"


def test_an_abbreviated_weekday_is_a_weekday():
    assert extract("Dentist: Tue 10:00.", "en").dates == ("time:10:00", "wd:tue")
    assert extract("Sat down with the doctor.", "en").dates == ()  # the first word is never read so


# ------------------------------------------------------------------------------------------------ readings


def test_katakana_and_a_chinese_transliteration_read_alike():
    assert kana_pinyin_match("マニラ", "马尼拉")
    assert not kana_pinyin_match("マニラ", "马德里")
    assert not kana_pinyin_match("ハン", "汉")  # too short to trust
    assert _v("ユーザーの姉はマニラに住んでいる。", "用户的姐姐住在马尼拉。") == "same"
    assert _v("ユーザーの姉はマニラに住んでいる。", "用户的姐姐住在马德里。") == "different"


def test_a_loanword_note_is_no_part_of_a_gloss():
    # 吉他 "guitar (loanword)" / ギター "guitar"
    assert _v("ユーザーは毎週ギターを習っている。", "用户每周学吉他。") == "same"
    assert _v("ユーザーは毎週ギターを習っている。", "用户每周学钢琴。") == "different"


# ------------------------------------------------------------------------------------------------ numerals in names


def test_a_numeral_inside_a_place_name_is_no_number():
    assert extract("ユーザーの出身地は四川省の成都だ。", "ja").nums == ()
    assert extract("用户来自四川省成都。", "zh").nums == ()
    assert _v("ユーザーの出身地は四川省の成都だ。", "用户来自四川省成都。") != "different"
    assert _v("ユーザーの出身地は四川省の成都だ。", "用户来自广东省广州。") != "same"
    # a count is still a count: 二人 is two people; a personal name is left as it was read (健二: 健 + 2)
    assert extract("ユーザーには二人の子供がいる。", "ja").nums == ("2",)
    assert extract("ユーザーは健二さんに2万円を貸した。", "ja").nums == ("2", "20000")


def test_a_japanese_place_cut_into_characters_and_a_school_word_read_as_a_locality_meet():
    zh = "用户的哥哥在埼玉的一所初中当老师。"
    assert any(u.surface == "埼玉" and u.proper for u in extract(zh, "zh").terms)
    assert _v("ユーザーの兄は埼玉の中学校で先生をしている。", zh) != "different"
    assert _v("The user's brother is a teacher at a junior high school in Saitama.", zh) == "same"
    assert _v("The user's brother is a teacher at a junior high school in Chiba.", zh) != "same"
    assert _v("The user's brother is a teacher at a high school in Saitama.", zh) != "same"


def test_an_iso_date_and_a_weekday_in_brackets_are_read_as_dates():
    u = extract("Residence card valid until 2027-03-31.", "en")
    assert u.nums == ("2027", "31") and u.dates == ("month:3",) and u.relations == ("rel:before",)
    assert extract("ユーザーは5月8日（金）に病院へ行く。", "ja").dates == ("month:5", "wd:fri")
    assert (
        _v("The user's passport is valid until 2029-05-08.", "ユーザーのパスポートの有効期限は2029年5月8日だ。")
        == "same"
    )
    assert (
        _v("The user's passport is valid until 2029-05-08.", "ユーザーのパスポートの有効期限は2029年6月8日だ。")
        == "different"
    )


def test_a_one_sided_verb_against_a_verb_of_doing_is_unread():
    # the habit now meets (毎週 / "every"), so the verbs must: watching is not doing
    ja = "ユーザーは毎週日曜日に友達とバスケットボールをしている。"
    assert _v("The user plays basketball with friends every Sunday.", ja) == "same"
    assert _v("The user watches basketball with friends every Sunday.", ja) != "same"
    assert "verb:watches" in compare("The user watches basketball with friends every Sunday.", ja).unmatched_a
    # within one language "X をする" and a verb stay a paraphrase
    assert _v("ユーザーは毎朝ジョギングをしている。", "ユーザーは毎朝走っている。") != "different"
