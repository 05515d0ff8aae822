"""Round 7 of issue 13: values that meet across scripts and units, and the negatives that must stay apart.

Readings (kanji / kana / pinyin -> romaji), character variants (simplified / traditional / Japanese), numbers with
units (clock times, money, measures, frequencies, ages) and slot paraphrases, each in en / ja / zh, each with a
pair that differs in exactly that value. No vectors here: the lexicon verifier alone.
"""

from __future__ import annotations

import pytest

from memory.fact_quantities import normalise_quantities
from memory.fact_readings import (
    kana_romaji,
    latin_readings,
    normalise_romaji,
    reading_match,
    same_characters,
)
from memory.facts import compare, extract

sudachi = pytest.importorskip("sudachipy", reason="kanji readings come from Sudachi (the dev extra)")


# ---------------------------------------------------------------------------------------------- readings


def test_kana_romanises_in_hepburn_and_spellings_normalise():
    assert kana_romaji("キタザワ") == "kitazawa"
    assert kana_romaji("ドコモ") == "dokomo"
    assert kana_romaji("チュウオウ") == "chuuou"
    assert kana_romaji("さくら") == "sakura"
    assert kana_romaji("シャツ") == "shatsu"
    assert kana_romaji("キッチン") == "kitchin"
    # one spelling for Chūō / Chuo / chuuou, Ōtemachi / Ootemachi, Shimbashi / Shinbashi, docomo / dokomo
    assert normalise_romaji("Chūō") == normalise_romaji("chuuou") == "chuo"
    assert normalise_romaji("Ōtemachi") == normalise_romaji("Ootemachi")
    assert normalise_romaji("Shimbashi") == normalise_romaji("Shinbashi")
    assert normalise_romaji("docomo") == normalise_romaji("dokomo")


def test_a_name_meets_its_romanisation_only_when_the_reading_agrees():
    assert reading_match("北沢", "ja", "Kitazawa")
    assert not reading_match("代沢", "ja", "Kitazawa")  # daizawa: one character shared, another place
    assert reading_match("瑞穗", "zh", "Mizuho")  # a Japanese bank written in Chinese: its Japanese reading
    assert reading_match("大连", "zh", "Dalian")  # a Chinese city: its pinyin
    assert not reading_match("大阪", "ja", "Dalian")
    assert "kobe" in latin_readings("神户", "zh")  # simplified 户 read through its Japanese form 戸


def test_character_variants_meet_across_character_sets():
    assert same_characters("北泽", "北沢")  # simplified / Japanese
    assert same_characters("北澤", "北沢")  # traditional / Japanese
    assert same_characters("瑞穗", "瑞穂")
    assert not same_characters("北沢", "代沢")
    assert not same_characters("大阪", "大連")


def test_names_across_scripts_in_whole_memories():
    # en / ja: a ward and a district in romaji against kanji, chome against 丁目
    assert compare(
        "The user lives in Kitazawa 2-chome, Setagaya Ward.", "ユーザーは世田谷区北沢2丁目に住んでいる。"
    ).same
    assert compare("The user lives in Kitazawa 2-chome, Setagaya Ward.",
                   "ユーザーは世田谷区代沢2丁目に住んでいる。").verdict == "different"  # fmt: skip
    # en / zh: a Japanese company written in Chinese characters
    assert compare("The user has an account at Mizuho Bank.", "用户在瑞穗银行开了账户。").same
    assert not compare("The user has an account at Mizuho Bank.", "用户在三井住友银行开了账户。").same
    # en / ja: a company whose kanji are also a common word (楽天 "optimism"), a carrier in katakana
    assert compare(
        "The user works for Rakuten as a data analyst.", "ユーザーは楽天でデータアナリストとして働いている。"
    ).same
    assert not compare("The user works for Rakuten as a data analyst.",
                       "ユーザーはメルカリでデータアナリストとして働いている。").same  # fmt: skip
    # ja / zh: one name in Japanese and simplified characters
    assert compare("ユーザーの夫は神戸で働いている。", "用户的丈夫在神户工作。").same
    assert not compare("ユーザーの夫は神戸で働いている。", "用户的丈夫在大阪工作。").same
    # a common English word is no romanisation: パン is never read as "pan" (JMdict does gloss パン "pan; frying pan"
    # as well as "bread", so the two meet by that gloss once "bought" / 買った meet, round 9; never by the reading)
    r = compare("The user bought a pan.", "ユーザーはパンを買った。")
    assert all(how != "reading" for _, _, how in r.aligned) and ("pan", "パン", "gloss") in r.aligned


def test_two_latin_codes_differ_and_are_never_aligned_by_vectors():
    assert compare("The user's blood type is O.", "ユーザーの血液型はO型だ。").same
    assert compare("The user's blood type is AB.", "ユーザーの血液型はO型だ。").verdict == "different"


# ---------------------------------------------------------------------------------------------- quantities


def test_clock_times_normalise_across_languages():
    assert normalise_quantities("at 10 am", "en").dates == ["time:10:00"]
    assert normalise_quantities("午前10時", "ja").dates == ["time:10:00"]
    assert normalise_quantities("上午10点", "zh").dates == ["time:10:00"]
    assert normalise_quantities("at 3 pm", "en").dates == ["time:15:00"]
    assert normalise_quantities("午後3時半", "ja").dates == ["time:15:30"]
    assert normalise_quantities("at 15:00", "en").dates == ["time:15:00"]
    assert normalise_quantities("有一点过敏", "zh").dates == []  # 一点 "a little" is no one o'clock
    assert normalise_quantities("3時間", "ja").dates == []  # three hours: a duration
    appt = "The user has a dentist appointment on Thursday at 10 am."
    assert compare(appt, "ユーザーは木曜日の午前10時に歯医者の予約がある。").same
    assert compare(appt, "ユーザーは木曜日の午後10時に歯医者の予約がある。").verdict == "different"
    assert compare(appt, "用户星期四上午10点要去看牙医。").verdict != "different"
    # the times agree (the verbs, pick up / 迎えに行く, no dictionary connects: unread since round 9, never different)
    pickup = compare("The user picks up their son at 3:30 pm.", "ユーザーは午後3時半に息子を迎えに行く。")
    assert pickup.verdict == "unsure"
    assert (
        compare("The user picks up their son at 4:30 pm.", "ユーザーは午後3時半に息子を迎えに行く。").verdict
        == "different"
    )


def test_money_and_measures_keep_their_unit_class():
    assert compare("The user's rent is 85,000 yen.", "ユーザーの家賃は8万5000円だ。").same
    assert compare("The user's gym membership costs 8,800 yen a month.", "用户的健身房会员费每月8800日元。").same
    # the same number in another currency or unit is another value
    assert compare("The user's monthly salary is 300,000 yen.", "用户的月薪是三十万元。").verdict == "different"
    assert compare("The user takes 50 mg of sertraline.", "The user takes 50 g of sertraline.").verdict != "same"
    assert (
        compare("The user's phone plan has 20 GB of data.", "ユーザーの携帯は20GBのプランだ。").verdict != "different"
    )
    assert compare("The user's phone plan has 20 GB of data.", "ユーザーの携帯は3GBのプランだ。").verdict == "different"
    assert compare("The user sends 500 euros home.", "The user sends 500 pounds home.").verdict == "different"


def test_frequencies_normalise_across_languages():
    twice = "The user plays futsal twice a week."
    assert compare(twice, "ユーザーは週に2回フットサルをしている。").same
    assert (
        compare("The user plays futsal three times a week.", "ユーザーは週に2回フットサルをしている。").verdict
        == "different"
    )
    assert (
        compare("The user plays futsal once a month.", "ユーザーは週に2回フットサルをしている。").verdict == "different"
    )
    assert extract("用户每周两次去健身房。").periods == ("per:week",)
    assert extract("用户每周两次去健身房。").nums == ("2",)


def test_a_bare_age_after_a_copula_meets_its_counter():
    assert compare("The user's daughter is 7 and goes to school.", "ユーザーの娘は7歳で、学校に通っている。").same
    assert (
        compare("The user's daughter is 7 and goes to school.", "ユーザーの娘は8歳で、学校に通っている。").verdict
        == "different"
    )
    assert compare("The user's son is 7.", "用户的儿子七岁。").same
    # a number followed by a word is not an age
    assert compare("The user's commute is 7 minutes.", "ユーザーの娘は7歳だ。").verdict != "same"


# ---------------------------------------------------------------------------------------------- predicates


def test_slot_paraphrases_meet_only_where_the_values_meet():
    assert compare("The user's cat is called Mochi.", "ユーザーの猫の名前はモチだ。").same
    assert compare("The user's cat is called Kinako.", "ユーザーの猫の名前はモチだ。").verdict == "different"
    assert compare("The user's address is in Shinjuku.", "The user lives in Shinjuku.").same
    assert compare("The user's address is in Shinjuku.", "The user lives in Shibuya.").verdict == "different"


def test_a_validity_until_a_date_is_its_expiry():
    valid = "The user's working visa is valid until August 2027."
    assert compare(valid, "The user's work visa expires in August 2027.").same
    assert compare(valid, "ユーザーの就労ビザは2027年8月に切れる。").same
    assert compare(valid, "The user's student visa expires in August 2027.").verdict == "different"
    assert compare(valid, "ユーザーの就労ビザは2026年8月に切れる。").verdict == "different"
    # a deadline that is no validity stays a deadline
    assert compare("The user must renew the visa before August 2027.",
                   "The user must renew the visa in August 2027.").verdict != "same"  # fmt: skip


def test_abstaining_and_negation_phrases_are_negation():
    assert compare(
        "The user does not eat pork for religious reasons.", "For religious reasons the user avoids pork."
    ).same
    assert compare("For religious reasons the user avoids pork.", "用户因为宗教原因不吃猪肉。").same
    assert compare("For religious reasons the user avoids pork.", "The user eats pork.").verdict == "different"
    assert compare("The user is no longer allergic to cats.", "The user is not allergic to cats.").same
    assert compare("The user is not vegetarian any more.", "The user stopped being vegetarian.").same
    assert compare("The user is no longer allergic to cats.", "The user is allergic to cats.").verdict == "different"


def test_a_monthly_word_states_its_period():
    assert compare("The user's monthly salary is 300,000 yen.", "ユーザーの月給は30万円だ。").same
    assert compare("The user's salary is 300,000 yen a year.", "ユーザーの月給は30万円だ。").verdict != "same"


def test_a_retired_x_is_a_former_x_and_nothing_else():
    assert compare("The user's father is a retired police officer.", "ユーザーの父は元警察官だ。").same
    assert compare("The user's dad is a retired policeman.", "ユーザーの父は元警察官だ。").same
    assert compare("The user's father is a retired firefighter.", "ユーザーの父は元警察官だ。").verdict == "different"
    assert not compare("The user's father is a police officer.", "ユーザーの父は元警察官だ。").same


def test_two_nouns_joined_by_no_read_as_the_dictionary_word():
    assert compare("The user's sister-in-law is a nurse in Osaka.", "ユーザーの義理の姉は大阪で看護師をしている。").same
    assert (
        compare("The user's sister is a nurse in Osaka.", "ユーザーの義理の姉は大阪で看護師をしている。").verdict
        != "same"
    )
    assert (
        compare("The user's sister-in-law is a nurse in Osaka.", "ユーザーの姉は大阪で看護師をしている。").verdict
        != "same"
    )


def test_a_japanese_address_in_chinese_is_read_with_its_japanese_names():
    zh = "用户住在世田谷区北泽二丁目。"
    assert compare("The user lives in Kitazawa 2-chome, Setagaya Ward.", zh).same
    assert compare("ユーザーは世田谷区北沢2丁目に住んでいる。", zh).same
    assert compare("The user lives in Kitazawa 3-chome, Setagaya Ward.", zh).verdict == "different"
    assert not compare("ユーザーは世田谷区代沢2丁目に住んでいる。", zh).same
    assert not compare("The user lives in Daizawa 2-chome, Setagaya Ward.", zh).same


def test_a_negated_gloss_and_a_status_prefix_are_never_covered():
    # 未婚 is glossed "never married": the gloss's words say the opposite of the plain English word
    assert not compare("The user is married.", "ユーザーは未婚だ。").same
    # 元 of 元警察官 ("former") is a value of its own, not a piece the compound's head covers
    assert not compare("The user's father is a police officer.", "ユーザーの父は元警察官だ。").same


def test_school_years_meet_on_one_scale_across_three_systems():
    assert compare("The user's son is in fifth grade.", "ユーザーの息子は小学5年生だ。").same
    assert compare("The user's son is a fifth grader.", "ユーザーの息子は小学5年生だ。").same
    assert compare(
        "The user's son is in eighth grade.", "ユーザーの息子は中学2年生だ。"
    ).same  # junior high 2 = grade 8
    assert compare("The user's daughter is a second-year high school student.", "用户的女儿上高二。").same
    assert compare("The user's son is in fifth grade.", "ユーザーの息子は中学2年生だ。").verdict == "different"
    assert compare("用户的女儿上高二。", "用户的女儿上初二。").verdict == "different"
    assert compare("The user's son is a second-year university student.", "用户的儿子上大二。").same
    assert compare("The user's son is a second-year university student.", "用户的儿子上高二。").verdict == "different"
    assert extract("用户的驾照2027年到期。").nums == ("2027",)  # a calendar year is no school year


def test_a_japanese_place_in_chinese_characters_stays_one_name():
    assert compare("The user's wife is from Hokkaido.", "用户的妻子来自北海道。").same
    assert compare("The user lives in Yokohama.", "用户住在横滨。").same
    assert compare("The user lives in Yokohama.", "用户住在横须贺。").verdict == "different"
    assert compare("The user works in Shibuya.", "用户在涩谷工作。").same
    assert compare("The user works in Shibuya.", "用户在新宿工作。").verdict == "different"


def test_units_that_name_two_measures_and_scale_words():
    # キロ is kilometres or kilograms: never a differing unit, never a match by itself
    assert compare("The user runs 5 km every morning.", "ユーザーは毎朝5キロ走っている。").verdict != "different"
    assert compare("The user runs 5 km every morning.", "ユーザーは毎朝10キロ走っている。").verdict == "different"
    assert extract("The user earns 4 million yen a year.").nums == ("4000000",)


def test_a_katakana_name_keeps_the_final_vowel_of_its_spelling():
    assert compare("The user's name is Maria.", "ユーザーの名前はマリアだ。").same
    assert not compare("The user's name is Maria.", "ユーザーの名前はマリだ。").same


def test_a_japanese_ward_after_a_chinese_preposition():
    assert compare("The user lives in Nakano Ward.", "用户住在中野区。").same
    assert not compare("The user lives in Nakano Ward.", "用户住在杉并区。").same
