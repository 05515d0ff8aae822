"""Planted set ab (issue 13, stop 35): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; ab is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 35. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings and comment blocks, to choose new topics, the head of set aa and its split into
planted_set_aa2.py, for the format, and tests/test_planted_structure.py), ran no benchmark, link sweep or
consolidation, and wrote what an LLM summariser would have kept about real users of the assistant (foreign
residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can
or cannot do.

What it covers: 40 groups ``abgN`` of 3-5 items (an English item ``abN``, mostly with an English paraphrase
``abNp``: a synonym, a converse verb with the roles swapped, the passive or a relative clause; a Japanese item
``abNj`` and a Chinese item ``abNz``, sometimes a second Japanese wording ``abNj2`` (subjectless, polite, kanji
numerals, an era year 令和7年, lay words such as 蓄膿症, an abbreviation FP3級, honorifics お義母さん / 娘さん) or a
second Chinese wording ``abNz2`` with digits and a 24-hour time), each with 3-4 negatives ``nabN<letter>`` that
keep the group's template and change one value, person, direction or role, tense or aspect, modality, polarity,
frequency or manner, named in the trailing comment, in all three languages; then ten unrelated facts ``uabN``.
Topics are ones the earlier sets left out: a piano tuner's visit (Saturday 21 June, ¥14,300 / 一万四千三百日元), a
sake brewery tour in Saijo with a father visiting from Germany, a cat's prescription kidney diet (Sora / ソラ /
小空), a one-on-one parent-teacher meeting (3:30 pm / 15時半 / 下午三点半), an udon-making class in Takamatsu, a
knitting circle on "the first and third Monday", a warm-water bidet seat, a table-tennis club, a boxing gym, rowing
on the Sumida River, a watercolour class in Kunitachi, chronic sinusitis and low-dose clarithromycin, an ingrown
toenail, a tetanus booster after a rusty nail, rosuvastatin 2.5 mg, a Labrador's cruciate ligament surgery
(Biscuit / ビスケット / 饼干, ¥380,000 / 三十八万円), a son's stag beetles from Okutama, medaka on a balcony, the
Level 3 FP exam (January 2025 / 令和7年1月 / 二〇二五年一月), the guide-interpreter exam in Chinese, mentoring a
Vietnamese new hire (Tran Thi Lan / チャン・ティ・ラン / 陈氏兰), a tenth-anniversary dinner in Ebisu, a year-end
tax adjustment refund, otoshidama for two nieces, a trunk room in Nerima, Ghibli Museum tickets, hina dolls from
the in-laws, a mother-in-law's broken hip, modak for Ganesh Chaturthi in Nishikasai, Qingming in Xiamen, osechi
from Takashimaya, a gyuto knife from Sakai, cello lessons every other Saturday, the Miyakojima Strongman
triathlon, a police clearance certificate for a Canadian visa, a dashcam at Autobacs, food-bank volunteering on
"the last Sunday", a daughter's hip-hop dance class, the Open University of Japan as a non-degree student and a
son's hand, foot and mouth disease.
"""

from __future__ import annotations

from pipelines.planted_set_ab2 import PLANTED_AB_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ab2.py (split for length only).
PLANTED_AB: list[tuple[str, str, str | None]] = [
    # abg1: a piano tuner coming to tune the upright piano at home on Saturday 21 June, ¥14,300
    (
        "ab1",
        "A piano tuner is coming to tune the user's upright piano at home on Saturday 21 June; the tuning costs "
        "¥14,300.",
        "abg1",
    ),
    (
        "ab1p",
        "On Saturday, June 21, the user's upright piano will be tuned at home by a piano tuner for ¥14,300.",
        "abg1",
    ),
    ("ab1j", "ユーザーの自宅のアップライトピアノを、6月21日（土）に調律師が調律しに来る。料金は14,300円。", "abg1"),
    ("ab1z", "调音师6月21日星期六要到用户家给立式钢琴调音，费用一万四千三百日元。", "abg1"),
    (
        "nab1a",
        "A piano tuner is coming to tune the user's grand piano at home on Saturday 21 June; the tuning costs ¥14,300.",
        None,
    ),  # value: item (grand vs upright piano)
    (
        "nab1b",
        "ユーザーの自宅のアップライトピアノを、6月28日（土）に調律師が調律しに来る。料金は14,300円。",
        None,
    ),  # value: date (28 vs 21 June)
    (
        "nab1c",
        "调音师6月21日星期六已经来用户家给立式钢琴调过音了，费用一万四千三百日元。",
        None,
    ),  # tense/aspect: came vs is coming
    (
        "nab1d",
        "A piano tuner is coming to tune the user's upright piano at home on Saturday 21 June; the tuning costs "
        "¥24,300.",
        None,
    ),  # value: amount (24,300 vs 14,300 yen)
    # abg2: a sake brewery tour in Saijo, Higashi-Hiroshima, with the father visiting from Germany, Saturday 11 October
    (
        "ab2",
        "The user is going on a sake brewery tour in Saijo, Higashi-Hiroshima, with their father, who is visiting "
        "from Germany, on Saturday 11 October.",
        "abg2",
    ),
    (
        "ab2p",
        "The user's father, visiting from Germany, and the user will tour sake breweries together in Saijo "
        "(Higashi-Hiroshima) on Saturday, October 11.",
        "abg2",
    ),
    ("ab2j", "ユーザーは10月11日（土）に、ドイツから来ている父と東広島の西条で酒蔵巡りをする予定だ。", "abg2"),
    ("ab2j2", "十月十一日の土曜日、ドイツから遊びに来る父と一緒に、東広島・西条の酒蔵を見学して回ります。", "abg2"),
    ("ab2z", "用户10月11日星期六要和从德国来的父亲去东广岛西条参观酒厂。", "abg2"),
    (
        "nab2a",
        "The user is going on a sake brewery tour in Fushimi, Kyoto, with their father, who is visiting from "
        "Germany, on Saturday 11 October.",
        None,
    ),  # value: place (Fushimi vs Saijo)
    (
        "nab2b",
        "ユーザーは10月11日（土）に、ドイツから来ている母と東広島の西条で酒蔵巡りをする予定だ。",
        None,
    ),  # person: mother vs father
    ("nab2c", "用户10月11日星期六可能会和从德国来的父亲去东广岛西条参观酒厂。", None),  # modality: might vs will
    (
        "nab2d",
        "The user is going on a sake brewery tour in Saijo, Higashi-Hiroshima, with their father, who is visiting "
        "from Germany, on Saturday 18 October.",
        None,
    ),  # value: date (18 vs 11 October)
    # abg3: the 14-year-old cat Sora with chronic kidney disease, now only on a prescription kidney diet
    (
        "ab3",
        "The user's 14-year-old cat Sora has chronic kidney disease and now eats only a prescription kidney diet.",
        "abg3",
    ),
    (
        "ab3p",
        "Sora, the user's cat, is 14, has chronic kidney disease and has been switched to a prescription renal diet "
        "only.",
        "abg3",
    ),
    ("ab3j", "ユーザーの14歳の猫ソラは慢性腎臓病で、今は腎臓ケアの療法食しか食べさせていない。", "abg3"),
    ("ab3z", "用户的猫小空十四岁了，有慢性肾病，现在只吃肾脏处方粮。", "abg3"),
    (
        "nab3a",
        "ユーザーの17歳の猫ソラは慢性腎臓病で、今は腎臓ケアの療法食しか食べさせていない。",
        None,
    ),  # value: age (17 vs 14)
    (
        "nab3b",
        "The user's 14-year-old cat Sora has chronic liver disease and now eats only a prescription liver diet.",
        None,
    ),  # value: organ (liver vs kidney)
    ("nab3c", "用户的狗小空十四岁了，有慢性肾病，现在只吃肾脏处方粮。", None),  # value: species (dog vs cat)
    (
        "nab3d",
        "The user's 14-year-old cat Sora has chronic kidney disease but no longer eats a prescription kidney diet.",
        None,
    ),  # polarity: no longer on the kidney diet vs only on it
    # abg4: a one-on-one parent-teacher meeting with the son's third-grade teacher, Tuesday 8 July, 15:30
    (
        "ab4",
        "The user has a one-on-one parent-teacher meeting with their son's third-grade teacher on Tuesday 8 July at "
        "3:30 pm.",
        "abg4",
    ),
    ("ab4j", "ユーザーは7月8日（火）15時半に、小学3年生の息子の担任と個人面談がある。", "abg4"),
    ("ab4j2", "七月八日の火曜、午後三時半から、小学三年生の息子の担任の先生と個人面談です。", "abg4"),
    ("ab4z", "用户7月8日星期二下午三点半要和上小学三年级的儿子的班主任单独面谈。", "abg4"),
    (
        "nab4a",
        "The user has a one-on-one parent-teacher meeting with their daughter's third-grade teacher on Tuesday 8 "
        "July at 3:30 pm.",
        None,
    ),  # person: daughter vs son
    (
        "nab4b",
        "ユーザーは7月8日（火）16時半に、小学3年生の息子の担任と個人面談がある。",
        None,
    ),  # value: time (16:30 vs 15:30)
    (
        "nab4c",
        "用户7月8日星期二下午三点半要和上小学五年级的儿子的班主任单独面谈。",
        None,
    ),  # value: grade (fifth vs third)
    (
        "nab4d",
        "The user had a one-on-one parent-teacher meeting with their son's third-grade teacher on Tuesday 8 July at "
        "3:30 pm.",
        None,
    ),  # tense/aspect: had vs has
    # abg5: hand-made sanuki udon at an udon-making class in Takamatsu on a March trip to Kagawa
    (
        "ab5",
        "The user made sanuki udon by hand at an udon-making class in Takamatsu during a trip to Kagawa in March.",
        "abg5",
    ),
    (
        "ab5p",
        "During a March trip to Kagawa, the user took an udon-making class in Takamatsu and kneaded sanuki udon by "
        "hand.",
        "abg5",
    ),
    ("ab5j", "ユーザーは3月に香川へ旅行した際、高松のうどん打ち体験で讃岐うどんを手打ちした。", "abg5"),
    ("ab5z", "用户三月去香川旅行时，在高松参加了乌冬面制作体验课，亲手做了赞岐乌冬。", "abg5"),
    (
        "nab5a",
        "ユーザーは11月に香川へ旅行した際、高松のうどん打ち体験で讃岐うどんを手打ちした。",
        None,
    ),  # value: month (November vs March)
    (
        "nab5b",
        "The user made soba by hand at a soba-making class in Takamatsu during a trip to Kagawa in March.",
        None,
    ),  # value: item (soba vs udon)
    (
        "nab5c",
        "用户三月去香川旅行时，本想在高松参加乌冬面制作体验课，但没报上名，没能做成。",
        None,
    ),  # polarity: did not take the class vs took it
    (
        "nab5d",
        "The user's wife made sanuki udon by hand at an udon-making class in Takamatsu during a trip to Kagawa in "
        "March.",
        None,
    ),  # person: wife vs user
    # abg6: a knitting circle at the Nakano Ward library on the first and third Monday of each month
    (
        "ab6",
        "The user goes to a knitting circle at the Nakano Ward library on the first and third Monday of each month.",
        "abg6",
    ),
    (
        "ab6p",
        "On the first and third Mondays of every month, the user attends a knitting group held at the Nakano Ward "
        "library.",
        "abg6",
    ),
    ("ab6j", "ユーザーは毎月第1・第3月曜日に、中野区の図書館で開かれる編み物サークルに通っている。", "abg6"),
    ("ab6z", "用户每月第一个和第三个星期一去中野区图书馆参加编织小组。", "abg6"),
    (
        "nab6a",
        "The user goes to a knitting circle at the Nakano Ward library on the second and fourth Monday of each month.",
        None,
    ),  # frequency: second and fourth vs first and third Monday
    (
        "nab6b",
        "ユーザーは毎月第1・第3月曜日に、杉並区の図書館で開かれる編み物サークルに通っている。",
        None,
    ),  # value: place (Suginami vs Nakano Ward)
    (
        "nab6c",
        "用户每月第一个和第三个星期一去中野区图书馆参加拼布小组。",
        None,
    ),  # value: activity (quilting vs knitting)
    (
        "nab6d",
        "The user runs a knitting circle at the Nakano Ward library on the first and third Monday of each month.",
        None,
    ),  # direction/role: runs vs attends
    # abg7: a Panasonic warm-water bidet seat installed on 2 September, ¥38,000 with installation
    (
        "ab7",
        "The user had a Panasonic bidet toilet seat installed at home on 2 September for ¥38,000 including "
        "installation.",
        "abg7",
    ),
    (
        "ab7p",
        "A Panasonic warm-water bidet seat was fitted to the user's toilet at home on September 2; with installation "
        "it cost ¥38,000.",
        "abg7",
    ),
    (
        "ab7j",
        "ユーザーは9月2日、自宅のトイレにパナソニックの温水洗浄便座を取り付けてもらった。工事費込みで3万8千円。",
        "abg7",
    ),
    (
        "ab7j2",
        "九月二日に、家のトイレへパナソニックの温水便座を付けてもらいました。取付費込みで三万八千円です。",
        "abg7",
    ),
    ("ab7z", "用户9月2日在家里的马桶上装了松下的温水洗净马桶盖，含安装费三万八千日元。", "abg7"),
    (
        "nab7a",
        "The user had a TOTO bidet toilet seat installed at home on 2 September for ¥38,000 including installation.",
        None,
    ),  # value: company (TOTO vs Panasonic)
    (
        "nab7b",
        "用户9月2日在家里的马桶上装了松下的温水洗净马桶盖，含安装费四万八千日元。",
        None,
    ),  # value: amount (48,000 vs 38,000 yen)
    (
        "nab7c",
        "ユーザーは9月2日に、自宅のトイレにパナソニックの温水洗浄便座を取り付けてもらう予定だ。工事費込みで3万8千円。",
        None,
    ),  # tense/aspect: will have it installed vs had it installed
    (
        "nab7d",
        "The user's parents had a Panasonic bidet toilet seat installed at home on 2 September for ¥38,000 including "
        "installation.",
        None,
    ),  # person: parents vs user
    # abg8: table tennis with a club at the Koto Ward sports centre every Sunday, 9 to 12
    (
        "ab8",
        "The user plays table tennis with a club at the Koto Ward sports centre every Sunday from 9 to 12.",
        "abg8",
    ),
    (
        "ab8p",
        "Every Sunday, 9 am to noon, the user practises with a table-tennis club that meets at the Koto Ward sports "
        "centre.",
        "abg8",
    ),
    (
        "ab8j",
        "ユーザーは毎週日曜日の9時から12時まで、江東区のスポーツセンターで卓球クラブの練習に参加している。",
        "abg8",
    ),
    ("ab8z", "用户每周日上午九点到十二点在江东区体育中心跟一个乒乓球俱乐部打球。", "abg8"),
    ("ab8z2", "每个星期天9:00-12:00，用户都在江东区体育中心的乒乓球俱乐部练球。", "abg8"),
    (
        "nab8a",
        "ユーザーは隔週日曜日の9時から12時まで、江東区のスポーツセンターで卓球クラブの練習に参加している。",
        None,
    ),  # frequency: every other Sunday vs every Sunday
    (
        "nab8b",
        "The user plays badminton with a club at the Koto Ward sports centre every Sunday from 9 to 12.",
        None,
    ),  # value: sport (badminton vs table tennis)
    (
        "nab8c",
        "用户每周日上午九点到十二点在墨田区体育中心跟一个乒乓球俱乐部打球。",
        None,
    ),  # value: place (Sumida vs Koto Ward)
    (
        "nab8d",
        "The user plays table tennis with a club at the Koto Ward sports centre every Sunday from 1 to 4 pm.",
        None,
    ),  # value: time (1 to 4 pm vs 9 to 12)
    # abg9: training at a boxing gym near Korakuen three times a week for fitness
    ("ab9", "The user trains at a boxing gym near Korakuen three times a week for fitness.", "abg9"),
    ("ab9j", "ユーザーはフィットネス目的で、後楽園近くのボクシングジムに週3回通っている。", "abg9"),
    ("ab9j2", "健康づくりのために、後楽園のそばのボクシングジムへ週三回通っています。", "abg9"),
    ("ab9z", "用户为了健身每周去三次后乐园附近的拳击馆训练。", "abg9"),
    (
        "nab9a",
        "The user trains at a boxing gym near Korakuen three times a month for fitness.",
        None,
    ),  # frequency: three times a month vs a week
    ("nab9b", "用户为了健身每周去三次后乐园附近的泰拳馆训练。", None),  # value: sport (Muay Thai vs boxing)
    (
        "nab9c",
        "ユーザーはフィットネス目的で、後楽園近くのボクシングジムに週3回通いたいと思っている。",
        None,
    ),  # modality: wants to vs does
    (
        "nab9d",
        "The user's son trains at a boxing gym near Korakuen three times a week for fitness.",
        None,
    ),  # person: son vs user
    # abg10: rowing with a club on the Sumida River every Saturday at 6 am
    ("ab10", "The user rows with a club on the Sumida River every Saturday at 6 am.", "abg10"),
    (
        "ab10p",
        "Every Saturday at six in the morning, the user goes out on the Sumida River with their rowing club.",
        "abg10",
    ),
    ("ab10j", "ユーザーは毎週土曜の朝6時に、ローイングクラブの仲間と隅田川でボートを漕いでいる。", "abg10"),
    ("ab10z", "用户每周六早上六点和赛艇俱乐部的人在隅田川划船。", "abg10"),
    (
        "nab10a",
        "ユーザーは毎週土曜の朝6時に、ローイングクラブの仲間と荒川でボートを漕いでいる。",
        None,
    ),  # value: place (Arakawa vs Sumida River)
    (
        "nab10b",
        "The user rows with a club on the Sumida River every Saturday at 8 am.",
        None,
    ),  # value: time (8 am vs 6 am)
    ("nab10c", "用户每周日早上六点和赛艇俱乐部的人在隅田川划船。", None),  # value: weekday (Sunday vs Saturday)
    (
        "nab10d",
        "The user used to row with a club on the Sumida River every Saturday at 6 am.",
        None,
    ),  # tense/aspect: used to vs does
    # abg11: a watercolour painting class in Kunitachi on Thursday evenings
    ("ab11", "The user takes a watercolour painting class in Kunitachi on Thursday evenings.", "abg11"),
    ("ab11p", "On Thursday evenings the user learns watercolour painting at a class in Kunitachi.", "abg11"),
    ("ab11j", "ユーザーは毎週木曜日の夜、国立の水彩画教室に通っている。", "abg11"),
    ("ab11z", "用户每周四晚上在国立上水彩画课。", "abg11"),
    (
        "nab11a",
        "The user takes an oil painting class in Kunitachi on Thursday evenings.",
        None,
    ),  # value: medium (oil vs watercolour)
    ("nab11b", "用户每周四晚上在立川上水彩画课。", None),  # value: place (Tachikawa vs Kunitachi)
    (
        "nab11c",
        "ユーザーは毎週木曜日の夜、国立の水彩画教室で教えている。",
        None,
    ),  # direction/role: teaches vs takes the class
    (
        "nab11d",
        "The user takes a watercolour painting class in Kunitachi on Tuesday evenings.",
        None,
    ),  # value: weekday (Tuesday vs Thursday)
    # abg12: chronic sinusitis and low-dose clarithromycin from an ENT doctor for three months
    (
        "ab12",
        "The user has chronic sinusitis and an ENT doctor has prescribed low-dose clarithromycin for three months.",
        "abg12",
    ),
    (
        "ab12p",
        "For three months the user will take low-dose clarithromycin, prescribed by an ear, nose and throat doctor "
        "for chronic sinusitis.",
        "abg12",
    ),
    ("ab12j", "ユーザーは慢性副鼻腔炎で、耳鼻科でクラリスロマイシンの少量長期投与を3か月分処方された。", "abg12"),
    ("ab12j2", "蓄膿症のため、耳鼻咽喉科からクラリスロマイシンを少なめの量で三ヶ月間出されています。", "abg12"),
    ("ab12z", "用户患有慢性鼻窦炎，耳鼻喉科医生给开了三个月的小剂量克拉霉素。", "abg12"),
    (
        "nab12a",
        "The user has chronic sinusitis and an ENT doctor has prescribed low-dose clarithromycin for three weeks.",
        None,
    ),  # value: duration (three weeks vs three months)
    (
        "nab12b",
        "用户患有慢性鼻窦炎，耳鼻喉科医生给开了三个月的小剂量阿莫西林。",
        None,
    ),  # value: drug (amoxicillin vs clarithromycin)
    (
        "nab12c",
        "ユーザーの妻は慢性副鼻腔炎で、耳鼻科でクラリスロマイシンの少量長期投与を3か月分処方された。",
        None,
    ),  # person: wife vs user
    (
        "nab12d",
        "The user has chronic sinusitis and an ENT doctor has prescribed high-dose clarithromycin for three months.",
        None,
    ),  # value: dose (high vs low)
    # abg13: an ingrown toenail on the left big toe partly removed at a dermatology clinic on 5 November
    (
        "ab13",
        "The user had an ingrown toenail on their left big toe partly removed at a dermatology clinic on 5 November.",
        "abg13",
    ),
    (
        "ab13p",
        "On November 5, a dermatology clinic partly removed the ingrown nail on the user's left big toe.",
        "abg13",
    ),
    ("ab13j", "ユーザーは11月5日、皮膚科で左足の親指の陥入爪を部分的に切除してもらった。", "abg13"),
    ("ab13j2", "十一月五日に皮膚科で、左足親指の食い込んだ爪を一部取ってもらいました。", "abg13"),
    ("ab13z", "用户11月5日在皮肤科把左脚大拇趾的嵌甲切除了一部分。", "abg13"),
    (
        "nab13a",
        "The user had an ingrown toenail on their right big toe partly removed at a dermatology clinic on 5 November.",
        None,
    ),  # value: body part (right vs left big toe)
    ("nab13b", "用户11月15日在皮肤科把左脚大拇趾的嵌甲切除了一部分。", None),  # value: date (15 vs 5 November)
    (
        "nab13c",
        "ユーザーは11月5日に、皮膚科で左足の親指の陥入爪を部分的に切除してもらう予定だ。",
        None,
    ),  # tense/aspect: will have vs had
    (
        "nab13d",
        "The user's daughter had an ingrown toenail on her left big toe partly removed at a dermatology clinic on 5 "
        "November.",
        None,
    ),  # person: daughter vs user
    # abg14: a tetanus booster at a Yokohama clinic after stepping on a rusty nail while gardening
    (
        "ab14",
        "The user got a tetanus booster at a clinic in Yokohama after stepping on a rusty nail while gardening.",
        "abg14",
    ),
    (
        "ab14p",
        "After a rusty nail went into the user's foot during gardening, a Yokohama clinic gave them a tetanus "
        "booster shot.",
        "abg14",
    ),
    ("ab14j", "ユーザーは庭仕事中に錆びた釘を踏み、横浜のクリニックで破傷風の追加接種を受けた。", "abg14"),
    ("ab14z", "用户在打理花园时踩到生锈的钉子，在横滨的一家诊所打了破伤风加强针。", "abg14"),
    (
        "nab14a",
        "The user got a tetanus booster at a clinic in Yokohama after stepping on a piece of broken glass while "
        "gardening.",
        None,
    ),  # value: object (broken glass vs rusty nail)
    (
        "nab14b",
        "ユーザーは庭仕事中に錆びた釘を踏み、川崎のクリニックで破傷風の追加接種を受けた。",
        None,
    ),  # value: place (Kawasaki vs Yokohama)
    (
        "nab14c",
        "用户在打理花园时踩到生锈的钉子，但没有去诊所打破伤风加强针。",
        None,
    ),  # polarity: did not get the booster vs got it
    (
        "nab14d",
        "The user's husband got a tetanus booster at a clinic in Yokohama after stepping on a rusty nail while "
        "gardening.",
        None,
    ),  # person: husband vs user
    # abg15: rosuvastatin 2.5 mg once a day after dinner for high LDL cholesterol
    ("ab15", "The user takes 2.5 mg of rosuvastatin once a day after dinner for high LDL cholesterol.", "abg15"),
    (
        "ab15p",
        "To lower high LDL cholesterol, the user has one 2.5 mg rosuvastatin tablet daily after the evening meal.",
        "abg15",
    ),
    ("ab15j", "ユーザーはLDLコレステロールが高いため、ロスバスタチン2.5mgを1日1回夕食後に飲んでいる。", "abg15"),
    ("ab15z", "用户因为低密度脂蛋白胆固醇偏高，每天晚饭后吃一次瑞舒伐他汀，每次2.5毫克。", "abg15"),
    ("ab15z2", "用户LDL胆固醇高，每天晚饭后服用一次2.5mg的瑞舒伐他汀。", "abg15"),
    (
        "nab15a",
        "The user takes 5 mg of rosuvastatin once a day after dinner for high LDL cholesterol.",
        None,
    ),  # value: dose (5 mg vs 2.5 mg)
    (
        "nab15b",
        "ユーザーはLDLコレステロールが高いため、ロスバスタチン2.5mgを1日1回朝食後に飲んでいる。",
        None,
    ),  # value: time (after breakfast vs after dinner)
    (
        "nab15c",
        "用户因为低密度脂蛋白胆固醇偏高，每天晚饭后吃一次阿托伐他汀，每次2.5毫克。",
        None,
    ),  # value: drug (atorvastatin vs rosuvastatin)
    (
        "nab15d",
        "The user's mother takes 2.5 mg of rosuvastatin once a day after dinner for high LDL cholesterol.",
        None,
    ),  # person: mother vs user
    # abg16: the Labrador Biscuit's surgery for a torn cruciate ligament in the right hind leg, ¥380,000
    (
        "ab16",
        "The user's Labrador, Biscuit, had surgery for a torn cruciate ligament in his right hind leg, and it cost "
        "¥380,000.",
        "abg16",
    ),
    (
        "ab16p",
        "Surgery to repair the torn cruciate ligament in the right hind leg of Biscuit, the user's Labrador, cost "
        "¥380,000.",
        "abg16",
    ),
    ("ab16j", "ユーザーのラブラドールのビスケットは右後ろ足の十字靭帯断裂の手術を受け、費用は38万円だった。", "abg16"),
    ("ab16j2", "ラブラドールのビスケットが右後肢の十字靭帯断裂で手術を受け、三十八万円かかりました。", "abg16"),
    ("ab16z", "用户的拉布拉多犬饼干右后腿十字韧带断裂，做了手术，花了三十八万日元。", "abg16"),
    (
        "nab16a",
        "The user's Labrador, Biscuit, had surgery for a torn cruciate ligament in his left hind leg, and it cost "
        "¥380,000.",
        None,
    ),  # value: body part (left vs right hind leg)
    (
        "nab16b",
        "用户的拉布拉多犬饼干右后腿十字韧带断裂，做了手术，花了二十八万日元。",
        None,
    ),  # value: amount (280,000 vs 380,000 yen)
    (
        "nab16c",
        "ユーザーのラブラドールのビスケットは右後ろ足の十字靭帯断裂の手術を受ける予定で、費用は38万円の見込みだ。",
        None,
    ),  # tense/aspect: will have surgery vs had it
    # abg17: the son's two stag beetles, a male and a female, caught in Okutama in July
    ("ab17", "The user's son keeps two stag beetles, a male and a female, that he caught in Okutama in July.", "abg17"),
    (
        "ab17p",
        "Two stag beetles, a male and a female, that the user's son caught in Okutama in July are kept by him as pets.",
        "abg17",
    ),
    ("ab17j", "ユーザーの息子は、7月に奥多摩で捕まえたクワガタをオスとメスの2匹飼っている。", "abg17"),
    ("ab17z", "用户的儿子养着两只锹形虫，一公一母，是他七月在奥多摩抓的。", "abg17"),
    (
        "nab17a",
        "ユーザーの息子は、7月に奥多摩で捕まえたカブトムシをオスとメスの2匹飼っている。",
        None,
    ),  # value: species (rhinoceros beetles vs stag beetles)
    (
        "nab17b",
        "The user's son keeps two stag beetles, a male and a female, that he caught in Chichibu in July.",
        None,
    ),  # value: place (Chichibu vs Okutama)
    ("nab17c", "用户的女儿养着两只锹形虫，一公一母，是她七月在奥多摩抓的。", None),  # person: daughter vs son
    (
        "nab17d",
        "The user's son keeps two stag beetles, a male and a female, that he bought at a shop in Okutama in July.",
        None,
    ),  # manner: bought vs caught
    # abg18: about thirty medaka in a water-lily pot on the balcony
    ("ab18", "The user keeps about thirty medaka in a water-lily pot on their balcony.", "abg18"),
    ("ab18p", "Around thirty medaka live in a water-lily pot that the user keeps on the balcony.", "abg18"),
    ("ab18j", "ユーザーはベランダの睡蓮鉢でメダカを30匹ほど飼っている。", "abg18"),
    ("ab18j2", "ベランダの睡蓮鉢で、めだかを三十匹くらい育てています。", "abg18"),
    ("ab18z", "用户在阳台的睡莲缸里养了大约三十条青鳉鱼。", "abg18"),
    (
        "nab18a",
        "The user keeps about thirty goldfish in a water-lily pot on their balcony.",
        None,
    ),  # value: species (goldfish vs medaka)
    ("nab18b", "用户在阳台的睡莲缸里养了大约八十条青鳉鱼。", None),  # value: count (about 80 vs about 30)
    ("nab18c", "ユーザーは玄関の睡蓮鉢でメダカを30匹ほど飼っている。", None),  # value: place (entrance vs balcony)
    (
        "nab18d",
        "The user used to keep about thirty medaka in a water-lily pot on their balcony.",
        None,
    ),  # tense/aspect: used to vs does
    # abg19: passed the Level 3 Financial Planning Technician exam in January 2025 (令和7年1月)
    ("ab19", "The user passed the Level 3 Financial Planning Technician exam in January 2025.", "abg19"),
    ("ab19p", "In January 2025, the user passed Japan's national Level 3 financial planner (FP) exam.", "abg19"),
    ("ab19j", "ユーザーは2025年1月に3級ファイナンシャル・プランニング技能検定に合格した。", "abg19"),
    ("ab19j2", "令和7年1月にFP3級に合格しました。", "abg19"),
    ("ab19z", "用户二〇二五年一月通过了三级理财规划技能检定（FP三级）。", "abg19"),
    (
        "nab19a",
        "The user passed the Level 2 Financial Planning Technician exam in January 2025.",
        None,
    ),  # value: level (2 vs 3)
    ("nab19b", "令和7年1月にFP3級を受けましたが、不合格でした。", None),  # polarity: failed vs passed
    ("nab19c", "用户二〇二四年一月通过了三级理财规划技能检定（FP三级）。", None),  # value: year (2024 vs 2025)
    (
        "nab19d",
        "The user's husband passed the Level 3 Financial Planning Technician exam in January 2025.",
        None,
    ),  # person: husband vs user
    # abg20: sitting the written guide-interpreter exam in Chinese in August
    (
        "ab20",
        "The user will sit the written National Government Licensed Guide Interpreter exam in Chinese in August.",
        "abg20",
    ),
    (
        "ab20p",
        "In August the user is taking the written test of the national licensed guide-interpreter exam, in the "
        "Chinese language.",
        "abg20",
    ),
    ("ab20j", "ユーザーは8月に全国通訳案内士試験（中国語）の筆記試験を受ける。", "abg20"),
    ("ab20z", "用户八月要参加日本全国通译案内士考试（中文）的笔试。", "abg20"),
    ("nab20a", "用户八月要参加日本全国通译案内士考试（英语）的笔试。", None),  # value: language (English vs Chinese)
    (
        "nab20b",
        "The user will sit the oral National Government Licensed Guide Interpreter exam in Chinese in August.",
        None,
    ),  # value: part (oral vs written exam)
    (
        "nab20c",
        "ユーザーは8月に全国通訳案内士試験（中国語）の筆記試験を受けたいと思っている。",
        None,
    ),  # modality: wants to vs will
    (
        "nab20d",
        "The user will sit the written National Government Licensed Guide Interpreter exam in Chinese in October.",
        None,
    ),  # value: month (October vs August)
    *PLANTED_AB_21_40,
]
