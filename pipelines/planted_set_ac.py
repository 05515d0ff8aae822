"""Planted set ac (issue 13, stop 36): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; ac is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 36. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings and comment blocks, to choose new topics, the head of set aa and its split into
planted_set_aa2.py, for the format, and tests/test_planted_structure.py), ran no benchmark, link sweep or
consolidation, and wrote what an LLM summariser would have kept about real users of the assistant (foreign
residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can
or cannot do.

What it covers: 40 groups ``acgN`` of 3-5 items (an English item ``acN``, mostly with an English paraphrase
``acNp``: a synonym, a converse verb with the roles swapped (sold / bought, received / donated, awarded / was
promoted), the passive or a relative clause; a Japanese item ``acNj`` and a Chinese item ``acNz``, sometimes a
second Japanese wording ``acNj2`` (subjectless, polite, kanji numerals 四泊 / 十八万円 / 百五十八万円, an era year
令和7年 / 令和8年, lay words and brand names such as 子宮頸がんワクチン and ディナゲスト, katakana loanwords インゴット
/ ベスト, honorifics 娘さん / 息子さん) or a second Chinese wording ``acNz2`` with digits, Chinese numerals or a
24-hour time), each with 3-4 negatives ``nacN<letter>`` that keep the group's template and change one value,
person, direction or role, tense or aspect, modality, polarity, frequency or manner, named in the trailing comment,
in all three languages; then ten unrelated facts ``uacN``. Topics are ones the earlier sets left out: beard laser
hair removal in Shinjuku (five sessions, ¥98,000 / 9万8千円 / 九万八千日元), carpal tunnel surgery on the right
hand (Tuesday 8 July), a gallbladder removed by keyhole surgery at St. Luke's (four nights / 四泊 / 四晚), a
daughter's second HPV dose, a son's tonsillectomy (Leo / レオくん / 里奥), adapalene gel for acne, a Java sparrow
boarded during a trip to Bali (Kome / コメ / 小米), a miniature dachshund's dental cleaning under anaesthesia
(Choco / チョコ / 巧克力), shakuhachi lessons every other Wednesday, a sashiko class on "the first Tuesday", a
chair-making course in Hida-Takayama, a blue belt in Brazilian jiu-jitsu, a daughter's figure skating at 7 am /
07:00 / 朝7時 (Mila / ミラちゃん / 米拉), Banquo in an amateur Macbeth in Kobe (6:30 pm / 18時30分 / 晚上六点半),
restricted stock units vesting (15 May 2026 / 令和8年 / 二〇二六年), a Business Manager visa for a bubble tea shop
(¥5 million / 五百万円), family-care leave after a mother's stroke, an employer paying half of an evening MBA, a
built-in dishwasher, chairing a condominium management association, fixed asset tax in four instalments, a gold
bar from Tanaka Kikinzoku, an SMS scam reported to the police, a donation for the Noto earthquake, a baby's
baptism in Yotsuya (Sofia / ソフィア / 索菲亚, 令和7年), a niece's quinceañera in Guadalajara (Valentina /
バレンティナ / 瓦伦蒂娜), a son's doljanchi in Shin-Okubo (Minjun / ミンジュンくん / 珉俊), a 49th-day memorial in
Kamakura (四十九日 / 七七), a qurbani goat in Bangladesh for Eid al-Adha, parents on Miyajima, the Toyosu tuna
auction deck (5:45 am / 05:45 / 早上五点四十五分), the Saga balloon fiesta, a day trip to Nikko on the SPACIA X,
an international-school entrance test in Kobe (Noah / ノアくん / 诺亚), a son's ADHD assessment (Kai / カイくん /
凯), a daughter's Japanese support class at school (Bianca / ビアンカ / 比安卡), Cub Scouts on "the second and
fourth Sundays", dienogest for endometriosis, a medium-sized truck licence for Sagawa Express and the penguin
walk at Asahiyama Zoo.
"""

from __future__ import annotations

from pipelines.planted_set_ac2 import PLANTED_AC_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ac2.py (split for length only).
PLANTED_AC: list[tuple[str, str, str | None]] = [
    # acg1: beard laser hair removal at a Shinjuku clinic, five sessions, ¥98,000 / 9万8千円 / 九万八千日元
    (
        "ac1",
        "The user is having beard laser hair removal at a clinic in Shinjuku: five sessions for ¥98,000 in total.",
        "acg1",
    ),
    (
        "ac1p",
        "A Shinjuku clinic is removing the user's beard hair by laser, in a course of five sessions that costs "
        "¥98,000 altogether.",
        "acg1",
    ),
    ("ac1j", "ユーザーは新宿のクリニックでヒゲの医療脱毛を受けている。5回コースで合計9万8千円。", "acg1"),
    ("ac1z", "用户在新宿的一家诊所做胡子激光脱毛，五次疗程一共九万八千日元。", "acg1"),
    (
        "nac1a",
        "The user is having beard laser hair removal at a clinic in Shinjuku: eight sessions for ¥98,000 in total.",
        None,
    ),  # value: count (eight vs five sessions)
    (
        "nac1b",
        "ユーザーは新宿のクリニックで脇の医療脱毛を受けている。5回コースで合計9万8千円。",
        None,
    ),  # value: body part (armpits vs beard)
    ("nac1c", "用户的丈夫在新宿的一家诊所做胡子激光脱毛，五次疗程一共九万八千日元。", None),  # person: husband vs user
    (
        "nac1d",
        "The user is considering beard laser hair removal at a clinic in Shinjuku: five sessions for ¥98,000 in total.",
        None,
    ),  # modality: considering vs having
    # acg2: carpal tunnel surgery on the right hand, Yokohama, Tuesday 8 July
    (
        "ac2",
        "The user will have carpal tunnel surgery on their right hand at a hand-surgery clinic in Yokohama on "
        "Tuesday 8 July.",
        "acg2",
    ),
    (
        "ac2p",
        "On Tuesday, July 8, a hand surgeon at a Yokohama clinic will operate on the carpal tunnel syndrome in the "
        "user's right hand.",
        "acg2",
    ),
    ("ac2j", "ユーザーは7月8日（火）に横浜の手外科クリニックで右手の手根管症候群の手術を受ける予定。", "acg2"),
    ("ac2z", "用户7月8日（星期二）将在横滨一家手外科诊所做右手腕管综合征手术。", "acg2"),
    (
        "nac2a",
        "The user will have carpal tunnel surgery on their left hand at a hand-surgery clinic in Yokohama on Tuesday "
        "8 July.",
        None,
    ),  # value: body part (left vs right hand)
    (
        "nac2b",
        "ユーザーは8月8日（金）に横浜の手外科クリニックで右手の手根管症候群の手術を受ける予定。",
        None,
    ),  # value: date (Friday 8 August vs Tuesday 8 July)
    ("nac2c", "用户7月8日（星期二）在横滨一家手外科诊所做了右手腕管综合征手术。", None),  # tense: had vs will have
    (
        "nac2d",
        "The user's mother will have carpal tunnel surgery on her right hand at a hand-surgery clinic in Yokohama on "
        "Tuesday 8 July.",
        None,
    ),  # person: mother vs user
    # acg3: gallbladder removed by keyhole surgery at St. Luke's, four nights / 4泊 / 四泊 / 四晚
    (
        "ac3",
        "The user had their gallbladder removed laparoscopically at St. Luke's International Hospital and stayed "
        "four nights.",
        "acg3",
    ),
    (
        "ac3p",
        "St. Luke's International Hospital took out the user's gallbladder by keyhole surgery; the user was in "
        "hospital for four nights.",
        "acg3",
    ),
    ("ac3j", "ユーザーは聖路加国際病院で腹腔鏡による胆のう摘出手術を受け、4泊入院した。", "acg3"),
    ("ac3j2", "聖路加で腹腔鏡下胆嚢摘出術を受けて、四泊入院しました。", "acg3"),
    ("ac3z", "用户在圣路加国际医院做了腹腔镜胆囊切除手术，住院四晚。", "acg3"),
    (
        "nac3a",
        "The user had their appendix removed laparoscopically at St. Luke's International Hospital and stayed four "
        "nights.",
        None,
    ),  # value: organ (appendix vs gallbladder)
    (
        "nac3b",
        "ユーザーは聖路加国際病院で腹腔鏡による胆のう摘出手術を受け、8泊入院した。",
        None,
    ),  # value: length of stay (8 vs 4 nights)
    ("nac3c", "用户将在圣路加国际医院做腹腔镜胆囊切除手术，住院四晚。", None),  # tense: will have vs had
    (
        "nac3d",
        "The user had their gallbladder removed by open surgery at St. Luke's International Hospital and stayed four "
        "nights.",
        None,
    ),  # manner: open surgery vs laparoscopic
    # acg4: a daughter's second HPV vaccine dose at the paediatrician, 24 August (子宮頸がんワクチン)
    ("ac4", "The user's daughter will get her second HPV vaccine dose at the paediatrician on 24 August.", "acg4"),
    (
        "ac4p",
        "On August 24 the paediatrician will give the user's daughter the second shot of the HPV vaccine.",
        "acg4",
    ),
    ("ac4j", "ユーザーの娘は8月24日に小児科でHPVワクチンの2回目を接種する予定。", "acg4"),
    ("ac4j2", "娘さんは8月24日、小児科で子宮頸がんワクチンの2回目を打ちます。", "acg4"),
    ("ac4z", "用户的女儿8月24日将在儿科诊所接种第二针HPV疫苗。", "acg4"),
    (
        "nac4a",
        "The user's daughter will get her third HPV vaccine dose at the paediatrician on 24 August.",
        None,
    ),  # value: dose (third vs second)
    ("nac4b", "ユーザーの息子は8月24日に小児科でHPVワクチンの2回目を接種する予定。", None),  # person: son vs daughter
    ("nac4c", "用户的女儿8月24日将在儿科诊所接种第二针流感疫苗。", None),  # value: vaccine (flu vs HPV)
    (
        "nac4d",
        "The user's daughter got her second HPV vaccine dose at the paediatrician on 24 August.",
        None,
    ),  # tense: got vs will get
    # acg5: a son's tonsillectomy at Kyorin University Hospital, 28 July, a week in hospital (Leo / レオくん / 里奥)
    (
        "ac5",
        "The user's son Leo will have his tonsils removed at Kyorin University Hospital on 28 July and stay in "
        "hospital for a week.",
        "acg5",
    ),
    ("ac5j", "ユーザーの息子のレオくんは7月28日に杏林大学病院で扁桃腺の摘出手術を受け、1週間入院する。", "acg5"),
    ("ac5z", "用户的儿子里奥将于7月28日在杏林大学医院做扁桃体切除手术，住院一周。", "acg5"),
    ("ac5z2", "儿子里奥7月28号在杏林大学医院摘除扁桃体，要住院七天。", "acg5"),
    (
        "nac5a",
        "The user's son Leo will have his adenoids removed at Kyorin University Hospital on 28 July and stay in "
        "hospital for a week.",
        None,
    ),  # value: body part (adenoids vs tonsils)
    (
        "nac5b",
        "ユーザーの息子のレオくんは7月28日に杏林大学病院で扁桃腺の摘出手術を受け、3日間入院する。",
        None,
    ),  # value: length of stay (3 days vs a week)
    (
        "nac5c",
        "用户的儿子里奥将于7月28日在杏林大学医院做扁桃体切除手术，不需要住院。",
        None,
    ),  # polarity: no hospital stay
    (
        "nac5d",
        "The user's son Leo will have his tonsils removed at Kyorin University Hospital on 28 August and stay in "
        "hospital for a week.",
        None,
    ),  # value: date (28 August vs 28 July)
    # acg6: adapalene gel (Differin / ディフェリン / 阿达帕林) for acne from an Ikebukuro dermatologist, nightly
    (
        "ac6",
        "A dermatologist in Ikebukuro prescribed the user adapalene gel for acne, to be applied every night before "
        "bed.",
        "acg6",
    ),
    (
        "ac6p",
        "The user was prescribed Differin gel for acne by a dermatologist in Ikebukuro and puts it on each night at "
        "bedtime.",
        "acg6",
    ),
    (
        "ac6j",
        "ユーザーは池袋の皮膚科でニキビ用にディフェリンゲル（アダパレン）を処方され、毎晩寝る前に塗っている。",
        "acg6",
    ),
    ("ac6z", "池袋的皮肤科医生给用户开了治痘痘的阿达帕林凝胶，每天晚上睡前涂。", "acg6"),
    (
        "nac6a",
        "A dermatologist in Ikebukuro prescribed the user adapalene gel for acne, to be applied every other night "
        "before bed.",
        None,
    ),  # frequency: every other night vs every night
    (
        "nac6b",
        "ユーザーは池袋の皮膚科でニキビ用にベピオゲル（過酸化ベンゾイル）を処方され、毎晩寝る前に塗っている。",
        None,
    ),  # value: drug (benzoyl peroxide vs adapalene)
    (
        "nac6c",
        "池袋的皮肤科医生给用户的女儿开了治痘痘的阿达帕林凝胶，每天晚上睡前涂。",
        None,
    ),  # person: daughter vs user
    (
        "nac6d",
        "A dermatologist in Ikebukuro prescribed the user adapalene gel for acne, to be applied every morning.",
        None,
    ),  # value: time of day (morning vs before bed)
    # acg7: a Java sparrow boarded at a Kichijoji bird shop during a trip to Bali, 3-10 August (Kome / コメ / 小米)
    (
        "ac7",
        "The user's Java sparrow Kome is being boarded at a bird shop in Kichijoji while the user is in Bali from 3 "
        "to 10 August.",
        "acg7",
    ),
    (
        "ac7p",
        "While the user is away in Bali from August 3 to 10, a Kichijoji bird shop is looking after Kome, the user's "
        "Java sparrow.",
        "acg7",
    ),
    ("ac7j", "ユーザーは8月3日から10日までバリに行くので、文鳥のコメを吉祥寺の小鳥屋さんに預けている。", "acg7"),
    ("ac7z", "用户8月3日到10日去巴厘岛，把文鸟小米寄养在吉祥寺的一家鸟店。", "acg7"),
    (
        "nac7a",
        "The user's cockatiel Kome is being boarded at a bird shop in Kichijoji while the user is in Bali from 3 to "
        "10 August.",
        None,
    ),  # value: species (cockatiel vs Java sparrow)
    (
        "nac7b",
        "ユーザーは8月3日から10日までセブに行くので、文鳥のコメを吉祥寺の小鳥屋さんに預けている。",
        None,
    ),  # value: destination (Cebu vs Bali)
    ("nac7c", "用户8月3日到10日去巴厘岛，把文鸟小米托给邻居照顾。", None),  # value: carer (a neighbour vs a bird shop)
    (
        "nac7d",
        "The user's Java sparrow Kome is being boarded at a bird shop in Kichijoji while the user is in Bali from 3 "
        "to 17 August.",
        None,
    ),  # value: date (back 17 vs 10 August)
    # acg8: a miniature dachshund's teeth cleaned under general anaesthesia, 12 June, ¥45,000 (Choco / チョコ / 巧克力)
    (
        "ac8",
        "The user's miniature dachshund Choco will have her teeth cleaned under general anaesthesia at the vet on 12 "
        "June; it costs ¥45,000.",
        "acg8",
    ),
    (
        "ac8p",
        "On June 12 the vet will scale the teeth of Choco, the user's miniature dachshund, under general "
        "anaesthesia, for ¥45,000.",
        "acg8",
    ),
    (
        "ac8j",
        "ユーザーのミニチュアダックスのチョコは6月12日に動物病院で全身麻酔をかけて歯石除去をする。費用は4万5千円。",
        "acg8",
    ),
    ("ac8z", "用户的迷你腊肠犬巧克力6月12日要在宠物医院全麻洗牙，费用四万五千日元。", "acg8"),
    (
        "nac8a",
        "The user's miniature dachshund Choco will have a tooth extracted under general anaesthesia at the vet on 12 "
        "June; it costs ¥45,000.",
        None,
    ),  # value: procedure (extraction vs cleaning)
    (
        "nac8b",
        "ユーザーのミニチュアダックスのチョコは6月12日に動物病院で無麻酔で歯石除去をする。費用は4万5千円。",
        None,
    ),  # manner: without anaesthesia vs under general anaesthesia
    (
        "nac8c",
        "用户的迷你腊肠犬巧克力6月12日要在宠物医院全麻洗牙，费用两万五千日元。",
        None,
    ),  # value: amount (¥25,000 vs ¥45,000)
    (
        "nac8d",
        "The user's toy poodle Choco will have her teeth cleaned under general anaesthesia at the vet on 12 June; it "
        "costs ¥45,000.",
        None,
    ),  # value: breed (toy poodle vs miniature dachshund)
    # acg9: shakuhachi lessons from a teacher in Asakusa every other Wednesday evening (隔週 / 2週間に1度 / 每隔一周)
    ("ac9", "The user takes shakuhachi lessons from a teacher in Asakusa every other Wednesday evening.", "acg9"),
    (
        "ac9p",
        "Once every two weeks, on a Wednesday evening, a teacher in Asakusa teaches the user the shakuhachi.",
        "acg9",
    ),
    ("ac9j", "ユーザーは隔週水曜日の夜、浅草の先生に尺八を習っている。", "acg9"),
    ("ac9j2", "2週間に1度、水曜の夜に浅草の先生のところで尺八のお稽古をしています。", "acg9"),
    ("ac9z", "用户每隔一周的星期三晚上跟浅草的一位老师学尺八。", "acg9"),
    (
        "nac9a",
        "The user teaches the shakuhachi to a student in Asakusa every other Wednesday evening.",
        None,
    ),  # direction/role: the user teaches vs learns
    (
        "nac9b",
        "ユーザーは毎週水曜日の夜、浅草の先生に尺八を習っている。",
        None,
    ),  # frequency: every week vs every other week
    ("nac9c", "用户每隔一周的星期三晚上跟浅草的一位老师学三味线。", None),  # value: instrument (shamisen vs shakuhachi)
    (
        "nac9d",
        "The user used to take shakuhachi lessons from a teacher in Asakusa every other Wednesday evening.",
        None,
    ),  # tense/aspect: used to vs takes
    # acg10: a sashiko embroidery class at the Nakano community centre on "the first Tuesday" of the month
    (
        "ac10",
        "The user goes to a sashiko embroidery class at the Nakano community centre on the first Tuesday of every "
        "month.",
        "acg10",
    ),
    ("ac10j", "ユーザーは毎月第1火曜日に中野区民活動センターの刺し子教室に通っている。", "acg10"),
    ("ac10j2", "毎月第一火曜日は中野のコミュニティセンターで刺し子のクラスに参加しています。", "acg10"),
    ("ac10z", "用户每个月第一个星期二去中野社区活动中心上刺子绣课。", "acg10"),
    (
        "nac10a",
        "The user goes to a sashiko embroidery class at the Nakano community centre on the first Thursday of every "
        "month.",
        None,
    ),  # value: weekday (Thursday vs Tuesday)
    (
        "nac10b",
        "ユーザーは毎月第3火曜日に中野区民活動センターの刺し子教室に通っている。",
        None,
    ),  # value: week of the month (third vs first)
    (
        "nac10c",
        "用户每个月第一个星期二在中野社区活动中心教刺子绣课。",
        None,
    ),  # direction/role: teaches the class vs attends it
    (
        "nac10d",
        "The user's mother-in-law goes to a sashiko embroidery class at the Nakano community centre on the first "
        "Tuesday of every month.",
        None,
    ),  # person: mother-in-law vs user
    # acg11: a five-day chair-making course at a woodworking school in Hida-Takayama in October
    (
        "ac11",
        "The user signed up for a five-day chair-making course at a woodworking school in Hida-Takayama in October.",
        "acg11",
    ),
    (
        "ac11p",
        "A woodworking school in Hida-Takayama has enrolled the user in its five-day course on making a chair this "
        "October.",
        "acg11",
    ),
    ("ac11j", "ユーザーは10月に飛騨高山の木工学校で5日間の椅子づくり講座に申し込んだ。", "acg11"),
    ("ac11z", "用户报名参加了十月在飞驒高山一所木工学校的五天椅子制作课程。", "acg11"),
    (
        "nac11a",
        "The user signed up for a five-day table-making course at a woodworking school in Hida-Takayama in October.",
        None,
    ),  # value: item (table vs chair)
    (
        "nac11b",
        "ユーザーは10月に飛騨高山の木工学校で2日間の椅子づくり講座に申し込んだ。",
        None,
    ),  # value: length (two vs five days)
    (
        "nac11c",
        "用户报名参加了十一月在飞驒高山一所木工学校的五天椅子制作课程。",
        None,
    ),  # value: month (November vs October)
    (
        "nac11d",
        "The user wants to sign up for a five-day chair-making course at a woodworking school in Hida-Takayama in "
        "October.",
        None,
    ),  # modality: wants to vs signed up
    # acg12: a blue belt at a Brazilian jiu-jitsu gym in Yokohama
    ("ac12", "The user was promoted to blue belt at a Brazilian jiu-jitsu gym in Yokohama.", "acg12"),
    ("ac12p", "The user's Brazilian jiu-jitsu gym in Yokohama awarded the user a blue belt.", "acg12"),
    ("ac12j", "ユーザーは横浜のブラジリアン柔術ジムで青帯に昇格した。", "acg12"),
    ("ac12z", "用户在横滨的巴西柔术馆晋升为蓝带。", "acg12"),
    ("ac12z2", "用户在横滨练巴西柔术，已经拿到了蓝带。", "acg12"),
    (
        "nac12a",
        "The user was promoted to purple belt at a Brazilian jiu-jitsu gym in Yokohama.",
        None,
    ),  # value: belt (purple vs blue)
    ("nac12b", "ユーザーの夫は横浜のブラジリアン柔術ジムで青帯に昇格した。", None),  # person: husband vs user
    ("nac12c", "用户在横滨的柔道馆晋升为蓝带。", None),  # value: martial art (judo vs Brazilian jiu-jitsu)
    (
        "nac12d",
        "The user hopes to be promoted to blue belt at a Brazilian jiu-jitsu gym in Yokohama.",
        None,
    ),  # modality: hopes to vs was
    # acg13: a daughter's figure skating at Meiji Jingu Gaien, Saturdays 7 am / 07:00 / 朝7時 (Mila / ミラちゃん / 米拉)
    (
        "ac13",
        "The user's daughter Mila has figure skating lessons at the Meiji Jingu Gaien ice rink every Saturday at 7 am.",
        "acg13",
    ),
    (
        "ac13p",
        "Every Saturday at 07:00, Mila, the user's daughter, takes a figure skating lesson at the Meiji Jingu Gaien "
        "rink.",
        "acg13",
    ),
    (
        "ac13j",
        "ユーザーの娘のミラちゃんは毎週土曜日の朝7時に明治神宮外苑アイススケート場でフィギュアスケートを習っている。",
        "acg13",
    ),
    ("ac13z", "用户的女儿米拉每周六早上七点在明治神宫外苑滑冰场上花样滑冰课。", "acg13"),
    (
        "nac13a",
        "The user's daughter Mila has figure skating lessons at the Meiji Jingu Gaien ice rink every Sunday at 7 am.",
        None,
    ),  # value: weekday (Sunday vs Saturday)
    (
        "nac13b",
        "ユーザーの娘のミラちゃんは毎週土曜日の夜7時に明治神宮外苑アイススケート場でフィギュアスケートを習っている。",
        None,
    ),  # value: time (7 pm vs 7 am)
    (
        "nac13c",
        "用户的女儿米拉每周六早上七点在明治神宫外苑滑冰场上冰球课。",
        None,
    ),  # value: sport (ice hockey vs figure skating)
    (
        "nac13d",
        "The user's daughter Mila has figure skating lessons at the Shin-Yokohama skate centre every Saturday at 7 am.",
        None,
    ),  # value: place (Shin-Yokohama vs Meiji Jingu Gaien)
    # acg14: Banquo in an English-language amateur Macbeth in Kobe, 22 November at 6:30 pm / 18時30分 / 晚上六点半
    (
        "ac14",
        "The user plays Banquo in an English-language amateur production of Macbeth in Kobe; the performance is on "
        "22 November at 6:30 pm.",
        "acg14",
    ),
    (
        "ac14p",
        "In the Macbeth that a Kobe English-language amateur theatre group performs on November 22 at 6:30 pm, "
        "Banquo is played by the user.",
        "acg14",
    ),
    (
        "ac14j",
        "ユーザーは神戸の英語アマチュア劇団の『マクベス』でバンクォー役を演じる。公演は11月22日18時30分から。",
        "acg14",
    ),
    ("ac14z", "用户在神户一个英语业余剧团的《麦克白》中饰演班柯，演出在11月22日晚上六点半。", "acg14"),
    ("ac14z2", "11月22号18:30神户的英语业余剧团演《麦克白》，用户演班柯。", "acg14"),
    (
        "nac14a",
        "The user plays Macduff in an English-language amateur production of Macbeth in Kobe; the performance is on "
        "22 November at 6:30 pm.",
        None,
    ),  # value: role (Macduff vs Banquo)
    (
        "nac14b",
        "ユーザーは神戸の英語アマチュア劇団の『マクベス』でバンクォー役を演じる。公演は12月22日18時30分から。",
        None,
    ),  # value: date (22 December vs 22 November)
    (
        "nac14c",
        "用户在大阪一个英语业余剧团的《麦克白》中饰演班柯，演出在11月22日晚上六点半。",
        None,
    ),  # value: city (Osaka vs Kobe)
    (
        "nac14d",
        "The user played Banquo in an English-language amateur production of Macbeth in Kobe; the performance was on "
        "22 November at 6:30 pm.",
        None,
    ),  # tense: played vs plays
    # acg15: 120 restricted stock units vesting on 15 May 2026 / 令和8年5月15日
    ("ac15", "The user has 120 restricted stock units from their employer that vest on 15 May 2026.", "acg15"),
    ("ac15p", "On May 15, 2026, 120 RSUs that the user's employer granted the user will vest.", "acg15"),
    (
        "ac15j",
        "ユーザーが勤務先から付与された譲渡制限付株式ユニット（RSU）120株は2026年5月15日に権利確定する。",
        "acg15",
    ),
    ("ac15j2", "会社からもらったRSUのうち百二十株が令和8年5月15日にベストします。", "acg15"),
    ("ac15z", "用户公司授予用户的120股限制性股票单位（RSU）将于二〇二六年五月十五日归属。", "acg15"),
    (
        "nac15a",
        "The user has 210 restricted stock units from their employer that vest on 15 May 2026.",
        None,
    ),  # value: count (210 vs 120)
    (
        "nac15b",
        "ユーザーが勤務先から付与されたストックオプション120株は2026年5月15日に権利確定する。",
        None,
    ),  # value: instrument (stock options vs RSUs)
    (
        "nac15c",
        "用户公司授予用户的120股限制性股票单位（RSU）将于二〇二六年十一月十五日归属。",
        None,
    ),  # value: date (15 November vs 15 May)
    (
        "nac15d",
        "The user's wife has 120 restricted stock units from her employer that vest on 15 May 2026.",
        None,
    ),  # person: wife vs user
    # acg16: a Business Manager visa for a bubble tea shop in Koiwa with ¥5 million of capital (500万円 / 五百万円)
    (
        "ac16",
        "The user is applying for a Business Manager visa to open a bubble tea shop in Koiwa with ¥5 million of "
        "capital.",
        "acg16",
    ),
    (
        "ac16p",
        "To open a bubble tea shop in Koiwa, the user is applying for a Business Manager visa and putting in ¥5 "
        "million of capital.",
        "acg16",
    ),
    ("ac16j", "ユーザーは小岩でタピオカ店を開くため、資本金500万円で経営・管理ビザを申請している。", "acg16"),
    ("ac16j2", "小岩にタピオカドリンクのお店を出すため、資本金五百万円で経営管理ビザを申請中です。", "acg16"),
    ("ac16z", "用户正在申请经营管理签证，准备出资五百万日元在小岩开一家珍珠奶茶店。", "acg16"),
    (
        "nac16a",
        "The user is applying for a Business Manager visa to open a bubble tea shop in Koiwa with ¥3 million of "
        "capital.",
        None,
    ),  # value: amount (¥3 million vs ¥5 million)
    (
        "nac16b",
        "ユーザーは小岩でケバブ店を開くため、資本金500万円で経営・管理ビザを申請している。",
        None,
    ),  # value: kind of shop (kebab vs bubble tea)
    (
        "nac16c",
        "用户已经拿到了经营管理签证，准备出资五百万日元在小岩开一家珍珠奶茶店。",
        None,
    ),  # tense/aspect: has the visa vs applying
    (
        "nac16d",
        "The user is applying for a Business Manager visa to open a bubble tea shop in Kameari with ¥5 million of "
        "capital.",
        None,
    ),  # value: place (Kameari vs Koiwa)
    # acg17: 30 days of family-care leave from 1 September for a mother after a stroke
    (
        "ac17",
        "The user will take 30 days of family-care leave from 1 September to look after their mother after her stroke.",
        "acg17",
    ),
    (
        "ac17p",
        "From September 1, the user is going on 30 days of caregiving leave to care for their mother, who had a "
        "stroke.",
        "acg17",
    ),
    ("ac17j", "ユーザーは脳卒中で倒れた母の介護のため、9月1日から30日間の介護休業を取る。", "acg17"),
    ("ac17z", "用户的母亲中风了，用户将从9月1日起请三十天护理假照顾她。", "acg17"),
    (
        "nac17a",
        "The user will take 30 days of family-care leave from 1 September to look after their father after his stroke.",
        None,
    ),  # person: father vs mother
    (
        "nac17b",
        "ユーザーは脳卒中で倒れた母の介護のため、9月1日から93日間の介護休業を取る。",
        None,
    ),  # value: length (93 vs 30 days)
    (
        "nac17c",
        "用户的母亲中风了，用户将从10月1日起请三十天护理假照顾她。",
        None,
    ),  # value: start date (1 October vs 1 September)
    (
        "nac17d",
        "The user cannot take 30 days of family-care leave from 1 September to look after their mother after her "
        "stroke.",
        None,
    ),  # modality: cannot vs will
    # acg18: the employer pays half the tuition of an evening MBA at Waseda (半分 / 半額 / 一半)
    (
        "ac18",
        "The user's company pays half of the user's tuition for the evening MBA at Waseda Business School.",
        "acg18",
    ),
    (
        "ac18p",
        "Half the tuition for the user's evening MBA at Waseda Business School is covered by the user's employer.",
        "acg18",
    ),
    ("ac18j", "ユーザーの会社は、早稲田ビジネススクールの夜間MBAの学費の半分を負担している。", "acg18"),
    ("ac18j2", "早稲田の夜間MBAの学費は、会社が半額出してくれています。", "acg18"),
    ("ac18z", "用户公司承担用户在早稻田商学院读夜间MBA一半的学费。", "acg18"),
    (
        "nac18a",
        "The user's company pays all of the user's tuition for the evening MBA at Waseda Business School.",
        None,
    ),  # value: share (all vs half)
    (
        "nac18b",
        "ユーザーの会社は、一橋ビジネススクールの夜間MBAの学費の半分を負担している。",
        None,
    ),  # value: school (Hitotsubashi vs Waseda)
    ("nac18c", "用户公司以前承担用户在早稻田商学院读夜间MBA一半的学费。", None),  # tense/aspect: used to pay vs pays
    (
        "nac18d",
        "The user's company pays half of the user's tuition for the weekend MBA at Waseda Business School.",
        None,
    ),  # value: programme (weekend vs evening)
    # acg19: a built-in Panasonic dishwasher installed on 5 May for ¥180,000 (18万円 / 十八万円)
    ("ac19", "A Panasonic built-in dishwasher was installed in the user's kitchen on 5 May for ¥180,000.", "acg19"),
    (
        "ac19p",
        "The user had a built-in Panasonic dishwasher put into the kitchen on May 5; the installation cost ¥180,000.",
        "acg19",
    ),
    ("ac19j", "ユーザーの台所に5月5日、パナソニックのビルトイン食洗機が18万円で取り付けられた。", "acg19"),
    (
        "ac19j2",
        "5月5日にキッチンへパナソニックのビルトイン食器洗い乾燥機を入れました。工事込みで十八万円です。",
        "acg19",
    ),
    ("ac19z", "5月5日，用户家厨房装了一台松下嵌入式洗碗机，花了十八万日元。", "acg19"),
    (
        "nac19a",
        "A Rinnai built-in dishwasher was installed in the user's kitchen on 5 May for ¥180,000.",
        None,
    ),  # value: brand (Rinnai vs Panasonic)
    (
        "nac19b",
        "ユーザーの台所に5月5日、パナソニックのビルトイン食洗機が28万円で取り付けられた。",
        None,
    ),  # value: amount (28万円 vs 18万円)
    ("nac19c", "5月15日，用户家厨房装了一台松下嵌入式洗碗机，花了十八万日元。", None),  # value: date (15 May vs 5 May)
    (
        "nac19d",
        "A Panasonic countertop dishwasher was installed in the user's kitchen on 5 May for ¥180,000.",
        None,
    ),  # value: type (countertop vs built-in)
    # acg20: chair of the condominium management association from April (理事長)
    ("ac20", "The user became chair of their condominium's management association in April.", "acg20"),
    ("ac20p", "In April the management association of the user's condominium made the user its chair.", "acg20"),
    ("ac20j", "ユーザーは4月からマンションの管理組合の理事長になった。", "acg20"),
    ("ac20z", "用户从4月起担任所住公寓管理组合的理事长。", "acg20"),
    ("ac20z2", "用户四月当上了自家公寓业主管理组合的理事长。", "acg20"),
    (
        "nac20a",
        "The user became treasurer of their condominium's management association in April.",
        None,
    ),  # value: post (treasurer vs chair)
    (
        "nac20b",
        "ユーザーは4月でマンションの管理組合の理事長を退任した。",
        None,
    ),  # direction/role: stepped down vs took office
    ("nac20c", "用户从10月起担任所住公寓管理组合的理事长。", None),  # value: month (October vs April)
    (
        "nac20d",
        "The user's husband became chair of their condominium's management association in April.",
        None,
    ),  # person: husband vs user
    *PLANTED_AC_21_40,
]
