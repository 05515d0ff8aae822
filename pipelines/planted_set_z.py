"""Planted set z (issue 13, stop 33): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; z is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 33. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the head of set x and its split into planted_set_x2.py, for the
format, and tests/test_planted_structure.py), ran no benchmark, link sweep or consolidation, and wrote what an LLM
summariser would have kept about real users of the assistant (foreign residents and travellers in Japan, in
English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups ``zgN`` of 3-5 items (an English item ``zN``, often an English paraphrase ``zNp`` with a
synonym, a converse verb with the roles swapped, the passive or a relative clause, a Japanese item ``zNj`` and a
Chinese item ``zNz``, sometimes a second Japanese wording ``zNj2`` (subjectless, polite, kanji numerals, full names
such as 宅地建物取引士 and 実用英語技能検定, an honorific 娘さん) or a second Chinese wording ``zNz2`` with digits and
a 24-hour time), each with 3-4 negatives ``nzN<letter>`` that keep the group's template and change one value,
person, direction or role, tense or aspect, modality, polarity, frequency or manner, named in the trailing comment,
in all three languages; then ten unrelated facts ``uzN``. Topics are ones the earlier sets left out: a sesame
allergy, a kidney stone at Juntendo Hospital, tinnitus in the left ear, a father's knee replacement in Kobe (12
November / 十一月十二日), iron tablets for anaemia, a Nepali cousin's tuberculosis screening before studying in
Japan (Sita Gurung / シタ・グルン / 西塔·古隆), hepatitis B shots for nursing school, kyudo in Setagaya, teaching the
ukulele to a neighbour's daughter (a converse pair; Hana / ハナちゃん / 小花), birdwatching at the Yatsu tidal flat
on "the first Sunday", rooftop beekeeping in Ginza, the second-class drone pilot exam (2025 / 令和7年 /
二〇二五年), a ferret's distemper shot (Mochi / モチ / 麻糬), a son's axolotls, Mount Takao by the Inariyama trail,
the Ogasawara Maru to Chichijima, the Tateyama Kurobe Alpine Route with parents, the Awa Odori, the Sapporo Snow
Festival, an inventor on a patent application, labour-union dues, a company car, a barista job in Nakameguro, Uber
Eats deliveries by bicycle, the takken exam on "the third Sunday of October", solar panels, re-covering tatami,
roof snow clearing in Tokamachi, a smart lock allowed by the landlord, crypto gains on a tax return, a Year-End
Jumbo lottery win, a son's year in Vancouver, a grandmother's 100th birthday and the prime minister's silver cup,
a Day of the Dead ofrenda, an Onam sadhya, a church Easter egg hunt, a nephew's EJU in Delhi (Arjun Sharma /
アルジュン・シャルマ / 阿尔琼·夏尔马), a daughter's Eiken Grade 2, a PhD defence at Tohoku University (13:00 / 1 pm /
午後1時 / 下午一点, 令和8年) and a reskilling subsidy for a coding bootcamp (70% / 7割 / 百分之七十).
"""

from __future__ import annotations

from pipelines.planted_set_z2 import PLANTED_Z_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_z2.py (split for length only).
PLANTED_Z: list[tuple[str, str, str | None]] = [
    # zg1: a sesame allergy; the user avoids goma-ae and sesame dressing
    ("z1", "The user is allergic to sesame and avoids goma-ae and sesame dressing.", "zg1"),
    ("z1p", "Sesame gives the user an allergic reaction, so they stay away from sesame dressing and goma-ae.", "zg1"),
    ("z1j", "ユーザーはゴマアレルギーがあり、ごま和えやごまドレッシングを避けている。", "zg1"),
    ("z1z", "用户对芝麻过敏，所以不吃芝麻拌菜和芝麻沙拉酱。", "zg1"),
    (
        "nz1a",
        "The user is allergic to peanuts and avoids peanut sauce and peanut dressing.",
        None,
    ),  # value: allergen (peanuts vs sesame)
    (
        "nz1b",
        "ユーザーの息子はゴマアレルギーがあり、ごま和えやごまドレッシングを避けている。",
        None,
    ),  # person: son vs user
    ("nz1c", "用户以前对芝麻过敏，不过现在已经能吃芝麻拌菜和芝麻沙拉酱了。", None),  # tense: allergy in the past vs now
    # zg2: a kidney stone treated at Juntendo Hospital in March
    ("z2", "In March the user was treated at Juntendo Hospital for a kidney stone.", "zg2"),
    ("z2p", "Juntendo Hospital treated the user for a kidney stone in March.", "zg2"),
    ("z2j", "ユーザーは3月に順天堂医院で腎臓結石の治療を受けた。", "zg2"),
    ("z2z", "用户三月在顺天堂医院接受了肾结石治疗。", "zg2"),
    (
        "nz2a",
        "In May the user was treated at Juntendo Hospital for a kidney stone.",
        None,
    ),  # value: month (May vs March)
    ("nz2b", "ユーザーは3月に順天堂医院で胆石の治療を受けた。", None),  # value: condition (gallstone vs kidney stone)
    ("nz2c", "用户的丈夫三月在顺天堂医院接受了肾结石治疗。", None),  # person: husband vs user
    ("nz2d", "ユーザーは3月に慶應義塾大学病院で腎臓結石の治療を受けた。", None),  # value: hospital (Keio vs Juntendo)
    # zg3: tinnitus in the left ear for two months
    ("z3", "The user has had tinnitus in their left ear for two months.", "zg3"),
    ("z3p", "For the past two months the user has been hearing a ringing in the left ear.", "zg3"),
    ("z3j", "ユーザーは2か月前から左耳の耳鳴りが続いている。", "zg3"),
    ("z3z", "用户左耳耳鸣已经持续两个月了。", "zg3"),
    (
        "nz3a",
        "The user has had tinnitus in their right ear for two months.",
        None,
    ),  # value: body part (right ear vs left)
    ("nz3b", "ユーザーは2年前から左耳の耳鳴りが続いている。", None),  # value: duration (two years vs two months)
    ("nz3c", "用户的母亲左耳耳鸣已经持续两个月了。", None),  # person: mother vs user
    (
        "nz3d",
        "The user had tinnitus in their left ear for two months, but it has stopped now.",
        None,
    ),  # tense/aspect: over vs still going on
    # zg4: the father's knee replacement at Kobe University Hospital on 12 November
    ("z4", "The user's father will have knee replacement surgery at Kobe University Hospital on 12 November.", "zg4"),
    (
        "z4p",
        "Knee replacement surgery for the user's father is scheduled for November 12 at Kobe University Hospital.",
        "zg4",
    ),
    ("z4j", "ユーザーの父は11月12日に神戸大学病院で人工膝関節の手術を受ける予定だ。", "zg4"),
    ("z4z", "用户的父亲将于十一月十二日在神户大学医院接受人工膝关节置换手术。", "zg4"),
    (
        "nz4a",
        "The user's father will have hip replacement surgery at Kobe University Hospital on 12 November.",
        None,
    ),  # value: body part (hip vs knee)
    (
        "nz4b",
        "ユーザーの父は11月21日に神戸大学病院で人工膝関節の手術を受ける予定だ。",
        None,
    ),  # value: date (21 vs 12 November)
    ("nz4c", "用户的母亲将于十一月十二日在神户大学医院接受人工膝关节置换手术。", None),  # person: mother vs father
    (
        "nz4d",
        "The user's father had knee replacement surgery at Kobe University Hospital on 12 November.",
        None,
    ),  # tense: done vs planned
    # zg5: one iron tablet a day after dinner for anaemia
    ("z5", "The user takes one iron tablet a day after dinner for anaemia.", "zg5"),
    ("z5p", "To treat anaemia, the user takes a single iron pill every day after supper.", "zg5"),
    ("z5j", "ユーザーは貧血のため、毎日夕食後に鉄剤を1錠飲んでいる。", "zg5"),
    ("z5j2", "貧血で、鉄剤を毎晩夕食後に一錠服用しています。", "zg5"),
    ("z5z", "用户因为贫血，每天晚饭后吃一片铁剂。", "zg5"),
    (
        "nz5a",
        "The user takes two iron tablets a day after dinner for anaemia.",
        None,
    ),  # value: dose (two tablets vs one)
    (
        "nz5b",
        "ユーザーは貧血のため、毎日朝食後に鉄剤を1錠飲んでいる。",
        None,
    ),  # value: time (after breakfast vs after dinner)
    ("nz5c", "用户因为贫血，每隔一天晚饭后吃一片铁剂。", None),  # frequency: every other day vs every day
    (
        "nz5d",
        "The user's daughter takes one iron tablet a day after dinner for anaemia.",
        None,
    ),  # person: daughter vs user
    # zg6: the cousin Sita Gurung needs a tuberculosis screening in Kathmandu before studying in Japan
    (
        "z6",
        "The user's cousin Sita Gurung must get a tuberculosis screening in Kathmandu before coming to Japan to study.",
        "zg6",
    ),
    (
        "z6p",
        "Sita Gurung, the user's cousin, has to be screened for tuberculosis in Kathmandu before studying in Japan.",
        "zg6",
    ),
    (
        "z6j",
        "ユーザーのいとこのシタ・グルンさんは、留学で来日する前にカトマンズで結核の検査を受けなければならない。",
        "zg6",
    ),
    ("z6z", "用户的表妹西塔·古隆来日本留学之前，必须在加德满都接受结核病筛查。", "zg6"),
    (
        "nz6a",
        "The user's cousin Sita Gurung must get a tuberculosis screening in Kathmandu before coming to Japan to work.",
        None,
    ),  # value: purpose (work vs study)
    (
        "nz6b",
        "ユーザーのいとこのシタ・グルンさんは、留学で来日する前にカトマンズで結核の検査を受けなくてもよい。",
        None,
    ),  # modality: need not vs must
    (
        "nz6c",
        "用户的表妹西塔·古隆来日本留学之前，必须在加德满都接受乙肝检查。",
        None,
    ),  # value: test (hepatitis B vs tuberculosis)
    (
        "nz6d",
        "The user's cousin Sita Gurung must get a tuberculosis screening in Pokhara before coming to Japan to study.",
        None,
    ),  # value: place (Pokhara vs Kathmandu)
    # zg7: three hepatitis B shots before clinical training at nursing school
    (
        "z7",
        "The user needs three doses of the hepatitis B vaccine before starting clinical training at nursing school.",
        "zg7",
    ),
    ("z7p", "Nursing school requires the user to have three hepatitis B shots before clinical training begins.", "zg7"),
    ("z7j", "ユーザーは看護学校の臨床実習が始まる前に、B型肝炎ワクチンを3回接種する必要がある。", "zg7"),
    ("z7z", "用户在护理学校开始临床实习之前需要接种三剂乙肝疫苗。", "zg7"),
    (
        "nz7a",
        "The user needs two doses of the hepatitis B vaccine before starting clinical training at nursing school.",
        None,
    ),  # value: count (two doses vs three)
    (
        "nz7b",
        "ユーザーは看護学校の臨床実習が始まる前に、A型肝炎ワクチンを3回接種する必要がある。",
        None,
    ),  # value: vaccine (hepatitis A vs B)
    (
        "nz7c",
        "用户在护理学校开始临床实习之前已经接种了三剂乙肝疫苗。",
        None,
    ),  # tense/aspect: already had vs still needs
    (
        "nz7d",
        "The user's roommate needs three doses of the hepatitis B vaccine before clinical training at nursing school.",
        None,
    ),  # person: roommate vs user
    # zg8: kyudo at a dojo in Setagaya every Wednesday evening
    ("z8", "The user practises kyudo at a dojo in Setagaya every Wednesday evening.", "zg8"),
    ("z8p", "Every Wednesday evening the user goes to a Setagaya dojo for Japanese archery.", "zg8"),
    ("z8j", "ユーザーは毎週水曜日の夜、世田谷の道場で弓道の稽古をしている。", "zg8"),
    ("z8z", "用户每周三晚上在世田谷的道场练习弓道。", "zg8"),
    (
        "nz8a",
        "The user practises kyudo at a dojo in Setagaya every Friday evening.",
        None,
    ),  # value: weekday (Friday vs Wednesday)
    (
        "nz8b",
        "ユーザーは毎週水曜日の夜、世田谷の道場で居合道の稽古をしている。",
        None,
    ),  # value: martial art (iaido vs kyudo)
    ("nz8c", "用户每隔一周的周三晚上在世田谷的道场练习弓道。", None),  # frequency: every other week vs every week
    (
        "nz8d",
        "The user used to practise kyudo at a dojo in Setagaya every Wednesday evening.",
        None,
    ),  # tense: used to vs does now
    # zg9: the user teaches the ukulele to the neighbour's daughter Hana on Saturday afternoons
    ("z9", "The user teaches the ukulele to their neighbour's daughter Hana on Saturday afternoons.", "zg9"),
    ("z9p", "Hana, the neighbour's daughter, learns the ukulele from the user on Saturday afternoons.", "zg9"),
    ("z9j", "ユーザーは毎週土曜日の午後、隣の家の娘のハナちゃんにウクレレを教えている。", "zg9"),
    ("z9z", "用户每个星期六下午教邻居家的女儿小花弹尤克里里。", "zg9"),
    (
        "nz9a",
        "Hana, the neighbour's daughter, teaches the ukulele to the user on Saturday afternoons.",
        None,
    ),  # direction/role: Hana teaches the user
    (
        "nz9b",
        "ユーザーは毎週土曜日の午後、隣の家の娘のハナちゃんにギターを教えている。",
        None,
    ),  # value: instrument (guitar vs ukulele)
    ("nz9c", "用户每个星期天下午教邻居家的女儿小花弹尤克里里。", None),  # value: weekday (Sunday vs Saturday)
    (
        "nz9d",
        "The user teaches the ukulele to their colleague's daughter Hana on Saturday afternoons.",
        None,
    ),  # person: colleague's daughter vs neighbour's
    # zg10: a birdwatching walk at the Yatsu tidal flat on the first Sunday of every month
    ("z10", "The user joins a birdwatching walk at the Yatsu tidal flat on the first Sunday of every month.", "zg10"),
    ("z10j", "ユーザーは毎月第1日曜日に習志野の谷津干潟で開かれるバードウォッチングに参加している。", "zg10"),
    ("z10z", "用户每个月的第一个星期天都参加在习志野谷津滩涂举行的观鸟活动。", "zg10"),
    (
        "nz10a",
        "The user joins a birdwatching walk at the Yatsu tidal flat on the third Sunday of every month.",
        None,
    ),  # value: date (third vs first Sunday)
    (
        "nz10b",
        "ユーザーは毎月第1日曜日に葛西臨海公園で開かれるバードウォッチングに参加している。",
        None,
    ),  # value: place (Kasai Rinkai Park vs Yatsu)
    ("nz10c", "用户每个月的第一个星期天都带领在习志野谷津滩涂举行的观鸟活动。", None),  # direction/role: leads vs joins
    (
        "nz10d",
        "The user would like to join a birdwatching walk at the Yatsu tidal flat on the first Sunday of every month.",
        None,
    ),  # modality: would like to vs does
    # zg11: 12 kg of honey this year from rooftop hives in Ginza
    ("z11", "The user harvested 12 kg of honey this year from the rooftop beehives they look after in Ginza.", "zg11"),
    (
        "z11p",
        "This year 12 kilograms of honey were harvested by the user from the Ginza rooftop hives they tend.",
        "zg11",
    ),
    ("z11j", "ユーザーは今年、世話をしている銀座の屋上の巣箱からハチミツを12キロ採った。", "zg11"),
    ("z11j2", "銀座のビルの屋上で養蜂をしていて、今年は蜂蜜が十二キロ採れました。", "zg11"),
    ("z11z", "用户今年从自己照料的银座屋顶蜂箱里收获了十二公斤蜂蜜。", "zg11"),
    (
        "nz11a",
        "The user harvested 21 kg of honey this year from the rooftop beehives they look after in Ginza.",
        None,
    ),  # value: amount (21 vs 12 kg)
    (
        "nz11b",
        "ユーザーは去年、世話をしている銀座の屋上の巣箱からハチミツを12キロ採った。",
        None,
    ),  # value: date (last year vs this year)
    ("nz11c", "用户今年从自己照料的池袋屋顶蜂箱里收获了十二公斤蜂蜜。", None),  # value: place (Ikebukuro vs Ginza)
    (
        "nz11d",
        "The user hopes to harvest 12 kg of honey this year from the rooftop beehives they look after in Ginza.",
        None,
    ),  # modality: hopes to vs did
    # zg12: the second-class drone pilot exam passed in 2025 (Reiwa 7)
    ("z12", "The user passed the second-class drone pilot exam in 2025.", "zg12"),
    ("z12j", "ユーザーは令和7年に二等無人航空機操縦士の試験に合格した。", "zg12"),
    ("z12j2", "ユーザーは2025年にドローンの二等操縦ライセンスの試験に受かった。", "zg12"),
    ("z12z", "用户在二〇二五年通过了二等无人机操纵士考试。", "zg12"),
    ("nz12a", "The user passed the first-class drone pilot exam in 2025.", None),  # value: class (first vs second)
    ("nz12b", "ユーザーは令和6年に二等無人航空機操縦士の試験に合格した。", None),  # value: year (Reiwa 6 vs 7)
    ("nz12c", "用户在二〇二五年没有通过二等无人机操纵士考试。", None),  # polarity: failed vs passed
    ("nz12d", "The user's husband passed the second-class drone pilot exam in 2025.", None),  # person: husband vs user
    # zg13: the ferret Mochi's yearly distemper vaccine at an exotic-pet clinic in Nerima
    ("z13", "The user's ferret Mochi gets a distemper vaccine once a year at an exotic-pet clinic in Nerima.", "zg13"),
    (
        "z13j",
        "ユーザーのフェレットのモチは、年に1回練馬のエキゾチックアニマル病院でジステンパーのワクチンを打っている。",
        "zg13",
    ),
    ("z13z", "用户的雪貂麻糬每年在练马的异宠医院打一次犬瘟热疫苗。", "zg13"),
    (
        "nz13a",
        "The user's ferret Mochi gets a distemper vaccine twice a year at an exotic-pet clinic in Nerima.",
        None,
    ),  # frequency: twice vs once a year
    (
        "nz13b",
        "ユーザーのフェレットのモチは、年に1回練馬のエキゾチックアニマル病院で狂犬病のワクチンを打っている。",
        None,
    ),  # value: vaccine (rabies vs distemper)
    ("nz13c", "用户的雪貂麻糬每年在板桥的异宠医院打一次犬瘟热疫苗。", None),  # value: place (Itabashi vs Nerima)
    # zg14: the son's two axolotls in a 60 cm tank
    ("z14", "The user's son keeps two axolotls in a 60 cm tank in his room.", "zg14"),
    ("z14p", "In his room, the user's son has a 60-centimetre tank with two axolotls living in it.", "zg14"),
    ("z14j", "ユーザーの息子は自分の部屋の60センチ水槽でウーパールーパーを2匹飼っている。", "zg14"),
    ("z14z", "用户的儿子在自己房间里用一个六十厘米的鱼缸养了两只六角恐龙。", "zg14"),
    ("nz14a", "The user's son keeps three axolotls in a 60 cm tank in his room.", None),  # value: count (three vs two)
    (
        "nz14b",
        "ユーザーの娘は自分の部屋の60センチ水槽でウーパールーパーを2匹飼っている。",
        None,
    ),  # person: daughter vs son
    ("nz14c", "用户的儿子在自己房间里用一个六十厘米的鱼缸养了两只乌龟。", None),  # value: species (turtles vs axolotls)
    ("nz14d", "The user's son keeps two axolotls in a 90 cm tank in his room.", None),  # value: tank size (90 vs 60 cm)
    # zg15: climbing Mount Takao by the Inariyama trail on 23 November
    ("z15", "The user plans to climb Mount Takao via the Inariyama trail on 23 November.", "zg15"),
    ("z15p", "On November 23rd the user intends to hike up Mt. Takao on the Inariyama course.", "zg15"),
    ("z15j", "ユーザーは11月23日に稲荷山コースで高尾山に登るつもりだ。", "zg15"),
    ("z15z", "用户打算十一月二十三日走稻荷山路线爬高尾山。", "zg15"),
    (
        "nz15a",
        "The user plans to climb Mount Takao via the Inariyama trail on 3 November.",
        None,
    ),  # value: date (3 vs 23 November)
    ("nz15b", "ユーザーは11月23日に稲荷山コースで高尾山に登った。", None),  # tense: climbed vs plans to
    ("nz15c", "用户打算十一月二十三日走稻荷山路线爬筑波山。", None),  # value: mountain (Tsukuba vs Takao)
    (
        "nz15d",
        "The user plans to climb Mount Takao via Trail 6 on 23 November.",
        None,
    ),  # value: trail (Trail 6 vs Inariyama)
    # zg16: a second-class berth on the Ogasawara Maru to Chichijima for Golden Week
    ("z16", "The user has booked a second-class berth on the Ogasawara Maru to Chichijima for Golden Week.", "zg16"),
    (
        "z16p",
        "A second-class berth on the Ogasawara Maru to Chichijima over Golden Week has been reserved by the user.",
        "zg16",
    ),
    ("z16j", "ユーザーはゴールデンウィークに父島へ行くおがさわら丸の2等船室を予約した。", "zg16"),
    ("z16z", "用户预订了黄金周去父岛的小笠原丸二等舱。", "zg16"),
    (
        "nz16a",
        "The user has booked a first-class cabin on the Ogasawara Maru to Chichijima for Golden Week.",
        None,
    ),  # value: class (first vs second)
    (
        "nz16b",
        "ユーザーは夏休みに父島へ行くおがさわら丸の2等船室を予約した。",
        None,
    ),  # value: date (summer holidays vs Golden Week)
    ("nz16c", "用户取消了黄金周去父岛的小笠原丸二等舱。", None),  # polarity: cancelled vs booked
    (
        "nz16d",
        "The user's parents have booked a second-class berth on the Ogasawara Maru to Chichijima for Golden Week.",
        None,
    ),  # person: parents vs user
    # zg17: taking the parents on the Tateyama Kurobe Alpine Route in May to see the snow walls
    (
        "z17",
        "The user is taking their parents on the Tateyama Kurobe Alpine Route in May to see the snow walls.",
        "zg17",
    ),
    ("z17j", "ユーザーは5月に両親を連れて立山黒部アルペンルートの雪の大谷を見に行く。", "zg17"),
    ("z17z", "用户五月要带父母去立山黑部阿尔卑斯山脉路线看雪墙。", "zg17"),
    (
        "nz17a",
        "The user is taking their parents on the Tateyama Kurobe Alpine Route in June to see the snow walls.",
        None,
    ),  # value: month (June vs May)
    (
        "nz17b",
        "ユーザーは5月に義理の両親を連れて立山黒部アルペンルートの雪の大谷を見に行く。",
        None,
    ),  # person: parents-in-law vs parents
    (
        "nz17c",
        "用户的父母五月要带用户去立山黑部阿尔卑斯山脉路线看雪墙。",
        None,
    ),  # direction/role: the parents take the user
    (
        "nz17d",
        "The user took their parents on the Tateyama Kurobe Alpine Route in May to see the snow walls.",
        None,
    ),  # tense: past vs planned
    # zg18: dancing with the company's team at the Awa Odori in Tokushima on 13 August
    ("z18", "The user will dance with their company's team at the Awa Odori in Tokushima on 13 August.", "zg18"),
    ("z18p", "On August 13 the user will be dancing in their company's group at Tokushima's Awa Odori.", "zg18"),
    ("z18j", "ユーザーは8月13日に徳島の阿波おどりで会社の連に入って踊る。", "zg18"),
    ("z18z", "用户八月十三日要跟公司的舞队一起在德岛阿波舞节上跳舞。", "zg18"),
    (
        "nz18a",
        "The user will dance with their company's team at the Awa Odori in Tokushima on 15 August.",
        None,
    ),  # value: date (15 vs 13 August)
    (
        "nz18b",
        "ユーザーは8月13日に徳島の阿波おどりで会社の連の踊りを見物する。",
        None,
    ),  # direction/role: watches vs dances
    ("nz18c", "用户八月十三日要跟大学的舞队一起在德岛阿波舞节上跳舞。", None),  # value: team (university vs company)
    (
        "nz18d",
        "The user will dance with their company's team at the Koenji Awa Odori in Tokyo on 13 August.",
        None,
    ),  # value: place (Koenji vs Tokushima)
    # zg19: three nights in Susukino for the Sapporo Snow Festival in February
    (
        "z19",
        "The user has booked three nights at a hotel in Susukino for the Sapporo Snow Festival in February.",
        "zg19",
    ),
    ("z19j", "ユーザーはさっぽろ雪まつりに合わせて、2月にすすきののホテルを3泊予約した。", "zg19"),
    ("z19z", "用户为了札幌冰雪节，订了二月在薄野的酒店住三晚。", "zg19"),
    (
        "nz19a",
        "The user has booked two nights at a hotel in Susukino for the Sapporo Snow Festival in February.",
        None,
    ),  # value: count (two nights vs three)
    (
        "nz19b",
        "ユーザーはさっぽろ雪まつりに合わせて、2月に大通のホテルを3泊予約した。",
        None,
    ),  # value: place (Odori vs Susukino)
    ("nz19c", "用户的姐姐为了札幌冰雪节，订了二月在薄野的酒店住三晚。", None),  # person: elder sister vs user
    (
        "nz19d",
        "The user still has to book three nights at a hotel in Susukino for the Sapporo Snow Festival in February.",
        None,
    ),  # tense/aspect: not yet booked vs booked
    # zg20: named as an inventor on the company's June patent application for a battery cooling design
    (
        "z20",
        "The user is named as an inventor on their company's June patent application for a battery cooling design.",
        "zg20",
    ),
    (
        "z20p",
        "The company's June patent application for a battery cooling design lists the user as an inventor.",
        "zg20",
    ),
    ("z20j", "ユーザーは、会社が6月に出願したバッテリー冷却構造の特許で発明者の一人になっている。", "zg20"),
    ("z20z", "用户所在公司六月提交了一项电池冷却结构的专利申请，用户被列为发明人之一。", "zg20"),
    (
        "nz20a",
        "The user is named as an inventor on their company's January patent application for a battery cooling design.",
        None,
    ),  # value: month (January vs June)
    (
        "nz20b",
        "ユーザーは、会社が6月に出願したモーター冷却構造の特許で発明者の一人になっている。",
        None,
    ),  # value: item (motor vs battery cooling)
    (
        "nz20c",
        "用户的同事被列为用户所在公司六月提交的电池冷却结构专利申请的发明人之一。",
        None,
    ),  # person: colleague vs user
    (
        "nz20d",
        "The user is named as an inventor on a patent granted to their company in June for a battery cooling design.",
        None,
    ),  # tense/aspect: granted vs filed
    *PLANTED_Z_21_40,
]
