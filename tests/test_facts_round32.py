"""Round 32 of issue 13: English noun synonyms from WordNet (:mod:`memory.fact_synonyms`).

Two one-word English nouns of one WordNet synset that is the most frequent sense of both ("autumn" / "fall",
"holiday" / "vacation", "occupation" / "job") are one value, wherever the dictionary pivot ``en_synonyms`` is
asked: between two English memories, and between an English word and a gloss of a Japanese / Chinese word. A
synset is never a hypernym or a co-hyponym, so the guards (cat / dog, flat / house, shop / factory, autumn / spring)
stay two values; person nouns (teacher / instructor) and colours are left out of the table.

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_lexicon import en_synonyms
from memory.fact_synonyms import load, noun_synonyms

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user goes to Kyoto every autumn.", "The user goes to Kyoto every fall."),
        ("The user spent the summer holiday in Okinawa.", "The user spent the summer vacation in Okinawa."),
        ("The user plans a vacation in Hawaii next summer.", "The user plans a holiday in Hawaii next summer."),
        ("The user's occupation is nursing.", "The user's job is nursing."),
        ("The user's occupation is accounting.", "用户的工作是会计。"),  # 工作 "work; job"
    ],
)
def test_wordnet_noun_synonyms_are_one_value(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user has a cat.", "The user has a dog."),  # co-hyponyms
        ("The user lives in a flat in Osaka.", "The user lives in a house in Osaka."),
        ("The user went to Hokkaido in the fall.", "The user went to Hokkaido in the spring."),
        ("The user's job is teaching.", "The user's hobby is teaching."),
        ("The user works in a shop.", "The user works in a factory."),
        ("The user's teacher is Ms Sato.", "The user's instructor is Ms Sato."),  # person nouns: left out
        ("The user drinks cocoa every morning.", "The user drinks coffee every morning."),
        ("The user's car is blue.", "The user's car is green."),  # colours: left out
    ],
)
def test_guards_stay_two_values(a: str, b: str) -> None:
    assert _v(a, b) == "different"


def test_the_table_is_narrow() -> None:
    assert noun_synonyms("autumn", "fall") and noun_synonyms("holidays", "vacation")
    assert en_synonyms("occupation", "job")
    for x, y in [("cat", "dog"), ("cat", "guy"), ("car", "railcar"), ("flat", "apartment"),
                 ("teacher", "instructor"), ("father", "sire"), ("blue", "green"), ("ten", "decade"),
                 ("dinner", "lunch"), ("shop", "factory")]:  # fmt: skip
        assert not noun_synonyms(x, y), (x, y)
    rows = load()
    assert all((b, a) in rows for a, b in rows)  # both directions
    assert not any(a == b for a, b in rows)


def test_a_missing_or_corrupt_table_names_the_file(tmp_path) -> None:
    from memory.fact_antonyms import WordTableError

    with pytest.raises(WordTableError, match=r"synonyms\.tsv\.gz"):
        load(tmp_path / "synonyms.tsv.gz")
    bad = tmp_path / "synonyms.tsv.gz"
    bad.write_bytes(b"not gzip")
    with pytest.raises(WordTableError, match=r"synonyms\.tsv\.gz"):
        load(bad)


# ---- a Japanese name's other readings (memory.fact_name_readings) ---------------------------------------------------
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user lives in Kunitachi.", "ユーザーは国立に住んでいる。"),  # 国立: kokuritsu, and the place kunitachi
        ("The user moved to Kunitachi in April.", "用户四月搬到了国立。"),  # a Japanese place written in Chinese
        ("The user's office is in Kunitachi.", "ユーザーの事務所は国立にある。"),
        ("The user attends a yoga class in Kunitachi.", "ユーザーは国立のヨガ教室に通っている。"),
    ],
)
def test_a_romanised_name_meets_any_proper_reading(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user lives in Kunitachi.", "ユーザーは国分寺に住んでいる。"),
        ("The user lives in Kunitachi.", "ユーザーは立川に住んでいる。"),
        ("The user lives in Kitazawa.", "ユーザーは代沢に住んでいる。"),  # no reading of 代沢 is kitazawa
        # taking / attending a class is the learner's, 教えている the teacher's (the name no longer keeps them apart)
        ("The user attends a yoga class in Kunitachi.", "ユーザーは国立のヨガ教室で教えている。"),
        (
            "The user takes a pottery class in Mashiko on Saturdays.",
            "ユーザーは毎週土曜日に益子の陶芸教室で教えている。",
        ),
    ],
)
def test_other_names_and_the_teacher_stay_apart(a: str, b: str) -> None:
    assert _v(a, b) == "different"


def test_the_common_noun_reading_stays() -> None:
    from memory.fact_readings import latin_readings

    assert {"kokuritsu", "kunitachi"} <= latin_readings("国立", "ja")
    assert "kitazawa" not in latin_readings("代沢", "ja")
    assert _v("The user visited the national museum.", "ユーザーは国立博物館を訪れた。") == "same"
    assert (
        _v(
            "The user takes a pottery class in Mashiko on Saturdays.",
            "ユーザーは毎週土曜日に益子の陶芸教室に通っている。",
        )
        == "same"
    )
