"""Planted set x (issue 13, stop 31): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; x is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 31. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the head of set w, for the format, and
tests/test_planted_structure.py), ran no benchmark, link sweep or consolidation, and wrote what an LLM summariser
would have kept about real users of the assistant (foreign residents and travellers in Japan, in English, Japanese
and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups ``xgN`` of 3-5 items (an English item ``xN``, often an English paraphrase ``xNp`` with a
synonym, a converse verb or the passive, a Japanese item ``xNj`` and a Chinese item ``xNz``, sometimes a second
Japanese wording ``xNj2`` (subjectless, polite, kanji numerals, abbreviations such as 漢検 and 労基署) or a second
Chinese wording ``xNz2`` with digits and 24-hour times), each with 3-4 negatives ``nxN<letter>`` that keep the
group's template and change one value, person, direction or role, tense or aspect, modality, polarity or
frequency, named in the trailing comment, in all three languages; then ten unrelated facts ``uxN``. Topics are ones
the earlier sets left out: a goldfish from a festival stall, a dental implant, a notarised will (Reiwa 7), Chuseok
in Busan, Tet and banh chung, a cemetery plot, a father's state pension in India, a nursery waiting list, volunteer
Portuguese interpreting on "the first Saturday", a washoku cooking class, a hedgehog named in three scripts, an
aikido dojo, koto lessons, a wisdom tooth extraction, a steroid ointment for eczema, a CPAP machine, IVF, an
electric bicycle with a child seat, a Costco membership, an alias name (tsushomei) in three scripts, a marriage
registration (Reiwa 9 and Chinese numerals), Fuji Rock, a volleyball team, the Kumano Kodo, a hotel night shift
(24-hour and pm times), the food-service specified skilled worker test, Highly Skilled Professional points, a
daughter's school entrance ceremony, a first grandchild in Manila, a girlfriend in Taipei with a Taiwanese name in
three scripts, a farewell-gift collection, selling a camera on Mercari, hot yoga, the Kanji Kentei, an
international driving permit, keeping kosher, lactose intolerance, Nowruz, a shellfish allergy and an EpiPen, and
unpaid overtime taken to the Labour Standards Inspection Office.
"""

from __future__ import annotations

from pipelines.planted_set_x2 import PLANTED_X_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_x2.py (split for length only).
PLANTED_X: list[tuple[str, str, str | None]] = [
    # xg1: a goldfish from a summer-festival scooping stall, kept for four years
    ("x1", "The user has kept a goldfish they scooped at a summer festival for four years.", "xg1"),
    (
        "x1p",
        "The goldfish the user won at a summer-festival goldfish-scooping stall has lived with them for four years.",
        "xg1",
    ),
    ("x1j", "ユーザーは夏祭りの金魚すくいで取った金魚を4年間飼っている。", "xg1"),
    ("x1z", "用户在夏日祭捞金鱼时捞到的一条金鱼已经养了四年。", "xg1"),
    (
        "nx1a",
        "The user has kept a goldfish they scooped at a summer festival for two years.",
        None,
    ),  # value: duration (two years vs four)
    ("nx1b", "ユーザーの娘は夏祭りの金魚すくいで取った金魚を4年間飼っている。", None),  # person: daughter vs user
    (
        "nx1c",
        "用户在宠物店买的一条金鱼已经养了四年。",
        None,
    ),  # value: place (bought at a pet shop vs scooped at a festival)
    # xg2: a dental implant in the lower left molar for 420,000 yen
    ("x2", "The user is getting a dental implant in a lower left molar, which costs ¥420,000.", "xg2"),
    ("x2p", "A dental implant for the user's lower-left back tooth will cost 420,000 yen.", "xg2"),
    ("x2j", "ユーザーは左下の奥歯にインプラントを入れる予定で、費用は42万円だ。", "xg2"),
    ("x2j2", "左下奥歯のインプラント治療、費用は四十二万円です。", "xg2"),
    ("x2z", "用户左下方的臼齿要做种植牙，费用是四十二万日元。", "xg2"),
    (
        "nx2a",
        "The user is getting a dental implant in an upper left molar, which costs ¥420,000.",
        None,
    ),  # value: body part (upper vs lower)
    (
        "nx2b",
        "ユーザーは左下の奥歯にインプラントを入れる予定で、費用は24万円だ。",
        None,
    ),  # value: amount (240,000 vs 420,000 yen)
    ("nx2c", "用户左下方的臼齿要做烤瓷牙冠，费用是四十二万日元。", None),  # value: item (porcelain crown vs implant)
    (
        "nx2d",
        "The user's husband is getting a dental implant in a lower left molar, which costs ¥420,000.",
        None,
    ),  # person: husband vs user
    # xg3: a notarised will made at the Kasumigaseki notary office in 2025 (Reiwa 7)
    ("x3", "The user had a notarised will drawn up at the Kasumigaseki notary office in 2025.", "xg3"),
    ("x3p", "In 2025 a notary at the Kasumigaseki notary office prepared the user's will.", "xg3"),
    ("x3j", "ユーザーは令和7年に霞ヶ関公証役場で公正証書遺言を作成した。", "xg3"),
    ("x3z", "用户二〇二五年在霞关公证役场立了公证遗嘱。", "xg3"),
    (
        "nx3a",
        "The user had a notarised will drawn up at the Kasumigaseki notary office in 2023.",
        None,
    ),  # value: date (2023 vs 2025)
    ("nx3b", "ユーザーは令和7年に霞ヶ関公証役場で公正証書遺言を作成する予定だ。", None),  # tense: plans to vs did
    ("nx3c", "用户的父亲二〇二五年在霞关公证役场立了公证遗嘱。", None),  # person: father vs user
    (
        "nx3d",
        "The user had a notarised will drawn up at the Shibuya notary office in 2025.",
        None,
    ),  # value: place (Shibuya vs Kasumigaseki)
    # xg4: flies home to Busan every year for Chuseok
    ("x4", "The user flies home to Busan every year for Chuseok.", "xg4"),
    ("x4p", "Every Chuseok, the user takes a flight back to their family home in Busan.", "xg4"),
    ("x4j", "ユーザーは毎年チュソクに釜山の実家へ飛行機で帰る。", "xg4"),
    ("x4z", "用户每年秋夕（韩国的中秋节）都坐飞机回釜山老家。", "xg4"),
    ("nx4a", "The user flies home to Daegu every year for Chuseok.", None),  # value: place (Daegu vs Busan)
    ("nx4b", "ユーザーは毎年ソルラルに釜山の実家へ飛行機で帰る。", None),  # value: holiday (Seollal vs Chuseok)
    ("nx4c", "用户每年秋夕都坐船回釜山老家。", None),  # manner: by ferry vs by plane
    (
        "nx4d",
        "The user flies home to Busan every other year for Chuseok.",
        None,
    ),  # frequency: every other year vs every year
    # xg5: the user's mother makes banh chung for the whole family every Tet
    ("x5", "The user's mother makes bánh chưng for the whole family every Tet.", "xg5"),
    ("x5p", "Every Tết, bánh chưng for the whole family is made by the user's mother.", "xg5"),
    ("x5j", "ユーザーの母親は毎年テトに家族全員のためにバインチュンを作る。", "xg5"),
    ("x5z", "用户的母亲每年过越南春节时都会给全家包方粽。", "xg5"),
    (
        "nx5a",
        "The user's mother-in-law makes bánh chưng for the whole family every Tet.",
        None,
    ),  # person: mother-in-law vs mother
    (
        "nx5b",
        "ユーザーの母親は毎年テトに家族全員のために揚げ春巻きを作る。",
        None,
    ),  # value: item (fried spring rolls vs banh chung)
    ("nx5c", "用户的母亲每年过中秋节时都会给全家包方粽。", None),  # value: holiday (Mid-Autumn vs Tet)
    (
        "nx5d",
        "The user's mother used to make bánh chưng for the whole family every Tet.",
        None,
    ),  # tense: used to vs does
    # xg6: a grave plot at a Yokohama cemetery that accepts foreigners, bought for 1.8 million yen
    ("x6", "The user bought a grave plot for ¥1.8 million at a cemetery in Yokohama that accepts foreigners.", "xg6"),
    ("x6p", "A plot at a foreigner-friendly Yokohama cemetery was purchased by the user for 1,800,000 yen.", "xg6"),
    ("x6j", "ユーザーは外国人も入れる横浜の霊園に墓地を180万円で購入した。", "xg6"),
    ("x6z", "用户花一百八十万日元在横滨一座接受外国人的墓园买了一块墓地。", "xg6"),
    (
        "nx6a",
        "The user is thinking of buying a grave plot for ¥1.8 million at a Yokohama cemetery that accepts foreigners.",
        None,
    ),  # modality: considering vs bought
    (
        "nx6b",
        "ユーザーは外国人も入れる横浜の霊園に墓地を80万円で購入した。",
        None,
    ),  # value: amount (800,000 vs 1.8 million yen)
    ("nx6c", "用户花一百八十万日元在神户一座接受外国人的墓园买了一块墓地。", None),  # value: place (Kobe vs Yokohama)
    (
        "nx6d",
        "The user's parents bought a grave plot for ¥1.8 million at a cemetery in Yokohama that accepts foreigners.",
        None,
    ),  # person: parents vs user
    # xg7: the father's state pension in India, 30,000 rupees a month
    ("x7", "The user's father receives a government pension of 30,000 rupees a month in India.", "xg7"),
    ("x7p", "In India, the user's dad is paid a monthly state pension of thirty thousand rupees.", "xg7"),
    ("x7j", "ユーザーの父親はインドで月3万ルピーの公的年金を受け取っている。", "xg7"),
    ("x7z", "用户的父亲在印度每月领取三万卢比的政府养老金。", "xg7"),
    ("x7z2", "用户的爸爸在印度每个月能拿到30000卢比的国家退休金。", "xg7"),
    (
        "nx7a",
        "The user's father receives a government pension of 13,000 rupees a month in India.",
        None,
    ),  # value: amount (13,000 vs 30,000 rupees)
    ("nx7b", "ユーザーの母親はインドで月3万ルピーの公的年金を受け取っている。", None),  # person: mother vs father
    ("nx7c", "用户的父亲在印度每季度领取三万卢比的政府养老金。", None),  # frequency: quarterly vs monthly
    (
        "nx7d",
        "The user's father will start receiving a government pension of 30,000 rupees a month in India next year.",
        None,
    ),  # tense: from next year vs now
    # xg8: the son is fourth on the Sakura Nursery waiting list
    ("x8", "The user's son is fourth on the waiting list for Sakura Nursery.", "xg8"),
    ("x8p", "Sakura Nursery has put the user's son at number 4 on its waiting list.", "xg8"),
    ("x8j", "ユーザーの息子はさくら保育園の待機リストで4番目だ。", "xg8"),
    ("x8j2", "息子はさくら保育園の入園待ちで四番目です。", "xg8"),
    ("x8z", "用户的儿子在樱花保育园的候补名单上排第四。", "xg8"),
    (
        "nx8a",
        "The user's son is fourteenth on the waiting list for Sakura Nursery.",
        None,
    ),  # value: position (14th vs 4th)
    ("nx8b", "ユーザーの娘はさくら保育園の待機リストで4番目だ。", None),  # person: daughter vs son
    ("nx8c", "用户的儿子在若叶保育园的候补名单上排第四。", None),  # value: nursery (Wakaba vs Sakura)
    # xg9: volunteer Portuguese interpreter at the city international centre on the first Saturday
    (
        "x9",
        "The user volunteers as a Portuguese interpreter at the city's international centre every first Saturday.",
        "xg9",
    ),
    (
        "x9p",
        "On first Saturdays, the user interprets Portuguese as a volunteer at the city's international centre.",
        "xg9",
    ),
    ("x9j", "ユーザーは毎月第1土曜日に市の国際センターでポルトガル語通訳のボランティアをしている。", "xg9"),
    ("x9z", "用户每月第一个星期六在市国际中心做葡萄牙语口译志愿者。", "xg9"),
    (
        "nx9a",
        "The user volunteers as a Spanish interpreter at the city's international centre every first Saturday.",
        None,
    ),  # value: language (Spanish vs Portuguese)
    (
        "nx9b",
        "ユーザーは毎月第3土曜日に市の国際センターでポルトガル語通訳のボランティアをしている。",
        None,
    ),  # value: date (third vs first Saturday)
    (
        "nx9c",
        "用户每月第一个星期六在市国际中心接受志愿者的葡萄牙语口译帮助。",
        None,
    ),  # direction/role: is helped by an interpreter vs interprets
    (
        "nx9d",
        "The user used to volunteer as a Portuguese interpreter at the city international centre every first Saturday.",
        None,
    ),  # tense: used to vs does
    # xg10: a Japanese home-cooking class in Kagurazaka every other Wednesday
    ("x10", "The user takes a Japanese home-cooking class in Kagurazaka every other Wednesday.", "xg10"),
    ("x10p", "Once every two weeks, on a Wednesday, the user goes to a washoku cooking lesson in Kagurazaka.", "xg10"),
    ("x10j", "ユーザーは隔週水曜日に神楽坂の和食の料理教室に通っている。", "xg10"),
    ("x10z", "用户每隔一周的星期三去神乐坂上日本家常菜烹饪课。", "xg10"),
    (
        "nx10a",
        "The user takes a Japanese home-cooking class in Kagurazaka every Wednesday.",
        None,
    ),  # frequency: every week vs every other week
    (
        "nx10b",
        "ユーザーは隔週水曜日に神楽坂の和菓子教室に通っている。",
        None,
    ),  # value: subject (Japanese sweets vs home cooking)
    ("nx10c", "用户每隔一周的星期三在神乐坂教日本家常菜烹饪课。", None),  # direction/role: teaches vs takes
    (
        "nx10d",
        "The user takes a Japanese home-cooking class in Kagurazaka every other Friday.",
        None,
    ),  # value: weekday (Friday vs Wednesday)
    # xg11: the hedgehog Momo eats five mealworms every evening
    ("x11", "The user's hedgehog, Momo, eats five mealworms every evening.", "xg11"),
    ("x11p", "Every evening, Momo, the user's pet hedgehog, is fed five mealworms.", "xg11"),
    ("x11j", "ユーザーのハリネズミのモモは毎晩ミールワームを5匹食べる。", "xg11"),
    ("x11z", "用户养的刺猬桃桃每天晚上吃五条面包虫。", "xg11"),
    (
        "nx11a",
        "The user's hedgehog, Momo, eats five crickets every evening.",
        None,
    ),  # value: food (crickets vs mealworms)
    ("nx11b", "ユーザーのハリネズミのモモは毎朝ミールワームを5匹食べる。", None),  # value: time (morning vs evening)
    ("nx11c", "用户养的刺猬桃桃每天晚上吃十五条面包虫。", None),  # value: amount (fifteen vs five)
    (
        "nx11d",
        "The user's sister's hedgehog, Momo, eats five mealworms every evening.",
        None,
    ),  # person: sister's pet vs user's
    # xg12: aikido in Ichigaya on Tuesday and Thursday evenings
    ("x12", "The user trains at an aikido dojo in Ichigaya on Tuesday and Thursday evenings.", "xg12"),
    ("x12p", "On Tuesday and Thursday nights the user practises aikido at a dojo in Ichigaya.", "xg12"),
    ("x12j", "ユーザーは火曜と木曜の夜に市ヶ谷の合気道の道場で稽古している。", "xg12"),
    ("x12z", "用户每周二和周四晚上在市谷的合气道道场练习。", "xg12"),
    (
        "nx12a",
        "The user trains at a judo dojo in Ichigaya on Tuesday and Thursday evenings.",
        None,
    ),  # value: martial art (judo vs aikido)
    (
        "nx12b",
        "ユーザーは月曜と木曜の夜に市ヶ谷の合気道の道場で稽古している。",
        None,
    ),  # value: weekday (Monday vs Tuesday)
    ("nx12c", "用户每周二和周四晚上在市谷的合气道道场教课。", None),  # direction/role: teaches vs trains
    (
        "nx12d",
        "The user trains at an aikido dojo in Iidabashi on Tuesday and Thursday evenings.",
        None,
    ),  # value: place (Iidabashi vs Ichigaya)
    # xg13: koto lessons from Yamada-sensei once a week
    ("x13", "The user learns the koto from Yamada-sensei once a week.", "xg13"),
    ("x13p", "Yamada-sensei gives the user a koto lesson every week.", "xg13"),
    ("x13j", "ユーザーは週に一度、山田先生に琴を習っている。", "xg13"),
    ("x13z", "用户每周跟山田老师学一次日本筝。", "xg13"),
    (
        "nx13a",
        "The user learns the shakuhachi from Yamada-sensei once a week.",
        None,
    ),  # value: instrument (shakuhachi vs koto)
    ("nx13b", "ユーザーは週に一度、山田先生に琴を教えている。", None),  # direction/role: the user teaches Yamada
    ("nx13c", "用户每月跟山田老师学一次日本筝。", None),  # frequency: monthly vs weekly
    (
        "nx13d",
        "The user learns the koto from Yamamoto-sensei once a week.",
        None,
    ),  # person: teacher (Yamamoto vs Yamada)
    # xg14: a wisdom tooth out at the university hospital on 14 November at 9:30
    ("x14", "The user will have a wisdom tooth removed at the university hospital on 14 November at 9:30 am.", "xg14"),
    (
        "x14p",
        "The university hospital will extract one of the user's wisdom teeth at 9:30 in the morning on November 14.",
        "xg14",
    ),
    ("x14j", "ユーザーは11月14日の午前9時半に大学病院で親知らずを抜く予定だ。", "xg14"),
    ("x14z", "用户十一月十四日上午九点半要在大学医院拔智齿。", "xg14"),
    ("x14z2", "用户定于11月14日9:30在大学医院拔一颗智齿。", "xg14"),
    (
        "nx14a",
        "The user will have a wisdom tooth removed at the university hospital on 14 November at 1:30 pm.",
        None,
    ),  # value: time (13:30 vs 9:30)
    ("nx14b", "ユーザーは11月4日の午前9時半に大学病院で親知らずを抜く予定だ。", None),  # value: date (4 vs 14 November)
    ("nx14c", "用户十一月十四日上午九点半在大学医院拔了智齿。", None),  # tense: had it removed vs will
    (
        "nx14d",
        "The user's son will have a wisdom tooth removed at the university hospital on 14 November at 9:30 am.",
        None,
    ),  # person: son vs user
    # xg15: a dermatologist's steroid ointment on eczema twice a day
    ("x15", "The user applies a steroid ointment prescribed by a dermatologist to their eczema twice a day.", "xg15"),
    ("x15p", "Twice daily, the user puts the steroid ointment their dermatologist prescribed on their eczema.", "xg15"),
    ("x15j", "ユーザーは皮膚科で処方されたステロイド軟膏を1日2回湿疹に塗っている。", "xg15"),
    ("x15z", "用户每天两次在湿疹上涂皮肤科开的类固醇药膏。", "xg15"),
    (
        "nx15a",
        "The user applies a moisturising cream prescribed by a dermatologist to their eczema twice a day.",
        None,
    ),  # value: item (moisturiser vs steroid ointment)
    (
        "nx15b",
        "ユーザーは皮膚科で処方されたステロイド軟膏を1日3回湿疹に塗っている。",
        None,
    ),  # frequency: three times vs twice a day
    ("nx15c", "用户每天两次在女儿的湿疹上涂皮肤科开的类固醇药膏。", None),  # person: daughter's eczema vs the user's
    (
        "nx15d",
        "The user no longer applies the steroid ointment prescribed by a dermatologist to their eczema.",
        None,
    ),  # polarity: no longer vs does
    # xg16: a CPAP machine for sleep apnoea, rented through the clinic for 4,500 yen a month
    (
        "x16",
        "The user sleeps with a CPAP machine for sleep apnoea, rented through the clinic for ¥4,500 a month.",
        "xg16",
    ),
    (
        "x16p",
        "For sleep apnoea, the user uses a CPAP device nightly, which the clinic rents to them at 4,500 yen a month.",
        "xg16",
    ),
    ("x16j", "ユーザーは睡眠時無呼吸症候群のため、クリニックから月4,500円で借りているCPAPを着けて寝ている。", "xg16"),
    ("x16z", "用户因为睡眠呼吸暂停，晚上睡觉戴着从诊所每月四千五百日元租来的CPAP呼吸机。", "xg16"),
    (
        "nx16a",
        "The user sleeps with a CPAP machine for sleep apnoea, rented through the clinic for ¥5,400 a month.",
        None,
    ),  # value: amount (5,400 vs 4,500 yen)
    (
        "nx16b",
        "ユーザーの夫は睡眠時無呼吸症候群のため、クリニックから月4,500円で借りているCPAPを着けて寝ている。",
        None,
    ),  # person: husband vs user
    (
        "nx16c",
        "用户因为睡眠呼吸暂停，晚上睡觉戴着从诊所每年四千五百日元租来的CPAP呼吸机。",
        None,
    ),  # frequency: per year vs per month
    # xg17: IVF at a fertility clinic in Umeda from spring 2025 (Reiwa 7)
    ("x17", "The user and her husband started IVF at a fertility clinic in Umeda in spring 2025.", "xg17"),
    (
        "x17p",
        "In spring 2025 the user began in vitro fertilisation with her husband at an Umeda fertility clinic.",
        "xg17",
    ),
    ("x17j", "ユーザーは令和7年の春から夫と梅田の不妊治療クリニックで体外受精を始めた。", "xg17"),
    ("x17z", "用户和丈夫从二〇二五年春天开始在梅田的不孕不育诊所做试管婴儿。", "xg17"),
    (
        "nx17a",
        "The user and her husband started IVF at a fertility clinic in Umeda in autumn 2025.",
        None,
    ),  # value: date (autumn vs spring)
    (
        "nx17b",
        "ユーザーは令和7年の春から夫と梅田の不妊治療クリニックで人工授精を始めた。",
        None,
    ),  # value: treatment (artificial insemination vs IVF)
    ("nx17c", "用户和丈夫从二〇二五年春天开始在难波的不孕不育诊所做试管婴儿。", None),  # value: place (Namba vs Umeda)
    (
        "nx17d",
        "The user and her husband are considering starting IVF at a fertility clinic in Umeda in spring 2025.",
        None,
    ),  # modality: considering vs started
    # xg18: an electric-assist bicycle with a rear child seat for 158,000 yen
    ("x18", "The user bought an electric-assist bicycle with a rear child seat for ¥158,000.", "xg18"),
    ("x18p", "For 158,000 yen, the user purchased a power-assisted bike fitted with a child seat on the back.", "xg18"),
    ("x18j", "ユーザーは後ろに子ども乗せシートが付いた電動アシスト自転車を15万8千円で買った。", "xg18"),
    ("x18j2", "後部チャイルドシート付きの電動自転車を十五万八千円で購入しました。", "xg18"),
    ("x18z", "用户花十五万八千日元买了一辆后座带儿童座椅的电动助力自行车。", "xg18"),
    (
        "nx18a",
        "The user bought an electric-assist bicycle with a front child seat for ¥158,000.",
        None,
    ),  # value: position (front vs rear seat)
    (
        "nx18b",
        "ユーザーは後ろに子ども乗せシートが付いた電動アシスト自転車を15万8千円で売った。",
        None,
    ),  # direction/role: sold vs bought
    (
        "nx18c",
        "用户打算花十五万八千日元买一辆后座带儿童座椅的电动助力自行车。",
        None,
    ),  # modality: plans to buy vs bought
    (
        "nx18d",
        "The user bought an electric-assist bicycle with a rear child seat for ¥85,000.",
        None,
    ),  # value: amount (85,000 vs 158,000 yen)
    # xg19: a renewed Costco membership at 4,840 yen a year
    ("x19", "The user renewed their Costco membership, which costs ¥4,840 a year.", "xg19"),
    ("x19p", "The user has renewed the Costco membership; the annual fee is 4,840 yen.", "xg19"),
    ("x19j", "ユーザーは年会費4,840円のコストコの会員を更新した。", "xg19"),
    ("x19z", "用户续了好市多（Costco）的会员，年费四千八百四十日元。", "xg19"),
    (
        "nx19a",
        "The user cancelled their Costco membership, which costs ¥4,840 a year.",
        None,
    ),  # value: action (cancelled vs renewed)
    ("nx19b", "ユーザーは年会費9,900円のコストコの会員を更新した。", None),  # value: amount (9,900 vs 4,840 yen)
    ("nx19c", "用户的妻子续了好市多的会员，年费四千八百四十日元。", None),  # person: wife vs user
    # xg20: the alias name (tsushomei) Kimura Yuna on the residence record
    ("x20", "The user has registered Kimura Yuna as their alias name (tsushomei) on their residence record.", "xg20"),
    (
        "x20p",
        "The alias Kimura Yuna is entered on the user's residence record as their registered common name.",
        "xg20",
    ),
    ("x20j", "ユーザーは住民票に通称名「木村由奈」を登録した。", "xg20"),
    ("x20z", "用户在住民票上登记了通称名“木村由奈”。", "xg20"),
    (
        "nx20a",
        "The user has registered Kimura Yuka as their alias name (tsushomei) on their residence record.",
        None,
    ),  # value: name (Yuka vs Yuna)
    ("nx20b", "ユーザーは住民票に通称名「木村由奈」を登録する予定だ。", None),  # tense: will register vs has registered
    ("nx20c", "用户在住民票上删除了通称名“木村由奈”。", None),  # polarity: removed vs registered
    (
        "nx20d",
        "The user's daughter has registered Kimura Yuna as her alias name (tsushomei) on her residence record.",
        None,
    ),  # person: daughter vs user
    *PLANTED_X_21_40,
]
