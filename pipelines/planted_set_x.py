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

# (id, text, group): items of one group are the same memory; group None = must stay alone.
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
    # xg21: marriage registration at Setagaya Ward Office on 22 February 2027 (Reiwa 9)
    (
        "x21",
        "The user and their fiancé will submit their marriage registration at Setagaya Ward Office on 22 Feb 2027.",
        "xg21",
    ),
    (
        "x21p",
        "The user's marriage registration with their fiancé will be filed at Setagaya ward office on Feb. 22, 2027.",
        "xg21",
    ),
    ("x21j", "ユーザーは令和9年2月22日に婚約者と世田谷区役所へ婚姻届を出す予定だ。", "xg21"),
    ("x21z", "用户打算二〇二七年二月二十二日和未婚夫一起去世田谷区役所提交结婚登记。", "xg21"),
    (
        "nx21a",
        "The user and their fiancé will submit their marriage registration at Setagaya Ward Office on 22 March 2027.",
        None,
    ),  # value: date (March vs February)
    (
        "nx21b",
        "ユーザーは令和9年2月22日に婚約者と目黒区役所へ婚姻届を出す予定だ。",
        None,
    ),  # value: place (Meguro vs Setagaya)
    (
        "nx21c",
        "用户二〇二七年二月二十二日和未婚夫一起去世田谷区役所提交了结婚登记。",
        None,
    ),  # tense: submitted vs will submit
    # xg22: a three-day ticket for Fuji Rock in July
    ("x22", "The user bought a three-day ticket for the Fuji Rock Festival in July.", "xg22"),
    ("x22p", "A three-day pass to July's Fuji Rock Festival has been purchased by the user.", "xg22"),
    ("x22j", "ユーザーは7月のフジロックの3日通し券を買った。", "xg22"),
    ("x22z", "用户买了七月富士摇滚音乐节的三日通票。", "xg22"),
    (
        "nx22a",
        "The user bought a one-day ticket for the Fuji Rock Festival in July.",
        None,
    ),  # value: ticket (one-day vs three-day)
    ("nx22b", "ユーザーの弟は7月のフジロックの3日通し券を買った。", None),  # person: younger brother vs user
    ("nx22c", "用户想买七月富士摇滚音乐节的三日通票。", None),  # modality: wants to buy vs bought
    (
        "nx22d",
        "The user sold a three-day ticket for the Fuji Rock Festival in July.",
        None,
    ),  # direction/role: sold vs bought
    # xg23: a volleyball team at the community centre every Sunday morning
    ("x23", "The user plays in a volleyball team at the community centre every Sunday morning.", "xg23"),
    ("x23j", "ユーザーは毎週日曜の朝、公民館のバレーボールチームでプレーしている。", "xg23"),
    ("x23z", "用户每个星期天上午在社区活动中心的排球队打球。", "xg23"),
    (
        "nx23a",
        "The user plays in a basketball team at the community centre every Sunday morning.",
        None,
    ),  # value: sport (basketball vs volleyball)
    (
        "nx23b",
        "ユーザーは毎週土曜の朝、公民館のバレーボールチームでプレーしている。",
        None,
    ),  # value: weekday (Saturday vs Sunday)
    ("nx23c", "用户每个星期天上午在社区活动中心指导排球队。", None),  # direction/role: coaches vs plays in
    (
        "nx23d",
        "The user plays in a volleyball team at the community centre every Sunday evening.",
        None,
    ),  # value: time (evening vs morning)
    # xg24: four days on the Kumano Kodo in May
    ("x24", "The user plans to walk the Kumano Kodo over four days in May.", "xg24"),
    ("x24p", "In May the user intends to hike the Kumano Kodo pilgrimage trail, taking four days.", "xg24"),
    ("x24j", "ユーザーは5月に4日間かけて熊野古道を歩くつもりだ。", "xg24"),
    ("x24z", "用户打算五月花四天走熊野古道。", "xg24"),
    (
        "nx24a",
        "The user plans to walk the Kumano Kodo over two days in May.",
        None,
    ),  # value: duration (two vs four days)
    ("nx24b", "ユーザーは5月に4日間かけて熊野古道を歩いた。", None),  # tense: walked vs plans to
    ("nx24c", "用户打算十月花四天走熊野古道。", None),  # value: date (October vs May)
    (
        "nx24d",
        "The user plans to walk the Nakasendo over four days in May.",
        None,
    ),  # value: place (Nakasendo vs Kumano Kodo)
    # xg25: the night shift at a business hotel front desk in Ueno, 22:00-7:00, four nights a week
    (
        "x25",
        "The user works the night shift at a business hotel front desk in Ueno from 22:00 to 7:00, four nights a week.",
        "xg25",
    ),
    (
        "x25p",
        "Four nights a week, the user staffs the front desk of a business hotel in Ueno from 10 pm to 7 am.",
        "xg25",
    ),
    ("x25j", "ユーザーは上野のビジネスホテルのフロントで週4日、22時から翌朝7時まで夜勤をしている。", "xg25"),
    ("x25z", "用户每周四个晚上在上野一家商务酒店的前台上夜班，从晚上十点到早上七点。", "xg25"),
    ("x25z2", "用户在上野的商务酒店做前台夜班，每周4天，22:00到7:00。", "xg25"),
    (
        "nx25a",
        "The user works the night shift at a business hotel front desk in Ueno from 22:00 to 7:00, two nights a week.",
        None,
    ),  # frequency: two vs four nights a week
    (
        "nx25b",
        "ユーザーは上野のビジネスホテルのフロントで週4日、22時から翌朝5時まで夜勤をしている。",
        None,
    ),  # value: time (until 5:00 vs 7:00)
    (
        "nx25c",
        "用户每周四个晚上在浅草一家商务酒店的前台上夜班，从晚上十点到早上七点。",
        None,
    ),  # value: place (Asakusa vs Ueno)
    # xg26: passed the food-service specified skilled worker test in March
    ("x26", "The user passed the food service industry specified skilled worker exam in March.", "xg26"),
    ("x26p", "In March, the user passed the Specified Skilled Worker skills test for the food service sector.", "xg26"),
    ("x26j", "ユーザーは3月に外食業の特定技能評価試験に合格した。", "xg26"),
    ("x26z", "用户三月通过了餐饮业特定技能评估考试。", "xg26"),
    (
        "nx26a",
        "The user failed the food service industry specified skilled worker exam in March.",
        None,
    ),  # polarity: failed vs passed
    (
        "nx26b",
        "ユーザーは3月に飲食料品製造業の特定技能評価試験に合格した。",
        None,
    ),  # value: sector (food manufacturing vs food service)
    ("nx26c", "用户六月通过了餐饮业特定技能评估考试。", None),  # value: date (June vs March)
    (
        "nx26d",
        "The user's cousin passed the food service industry specified skilled worker exam in March.",
        None,
    ),  # person: cousin vs user
    # xg27: 75 points on the Highly Skilled Professional points table
    ("x27", "The user scored 75 points on the Highly Skilled Professional points calculation.", "xg27"),
    ("x27p", "By the Highly Skilled Professional points table, the user has seventy-five points.", "xg27"),
    ("x27j", "ユーザーは高度専門職のポイント計算で75点だった。", "xg27"),
    ("x27j2", "高度人材ポイントは七十五点です。", "xg27"),
    ("x27z", "用户的高度专业人才积分是七十五分。", "xg27"),
    (
        "nx27a",
        "The user scored 85 points on the Highly Skilled Professional points calculation.",
        None,
    ),  # value: amount (85 vs 75 points)
    ("nx27b", "ユーザーの妻は高度専門職のポイント計算で75点だった。", None),  # person: wife vs user
    ("nx27c", "用户的高度专业人才积分预计明年能达到七十五分。", None),  # tense: expected next year vs now
    # xg28: the daughter's elementary school entrance ceremony on 7 April at 10 am
    ("x28", "The user's daughter's elementary school entrance ceremony is on 7 April at 10 a.m.", "xg28"),
    (
        "x28p",
        "The entrance ceremony at the user's daughter's primary school will be held on April 7th at 10:00.",
        "xg28",
    ),
    ("x28j", "ユーザーの娘の小学校の入学式は4月7日の午前10時からだ。", "xg28"),
    ("x28z", "用户女儿的小学入学典礼在四月七日上午十点举行。", "xg28"),
    (
        "nx28a",
        "The user's daughter's junior high school entrance ceremony is on 7 April at 10 a.m.",
        None,
    ),  # value: school level (junior high vs elementary)
    ("nx28b", "ユーザーの娘の小学校の入学式は4月8日の午前10時からだ。", None),  # value: date (8 vs 7 April)
    ("nx28c", "用户儿子的小学入学典礼在四月七日上午十点举行。", None),  # person: son vs daughter
    (
        "nx28d",
        "The user's daughter's elementary school entrance ceremony is on 7 April at 1 p.m.",
        None,
    ),  # value: time (1 pm vs 10 am)
    # xg29: the first grandchild, a boy, born in Manila on 3 March
    ("x29", "The user's first grandchild, a boy, was born in Manila on 3 March.", "xg29"),
    (
        "x29p",
        "On March 3rd the user became a grandparent for the first time when a grandson was born in Manila.",
        "xg29",
    ),
    ("x29j", "ユーザーの初孫の男の子が3月3日にマニラで生まれた。", "xg29"),
    ("x29z", "用户的第一个孙辈是个男孩，三月三日在马尼拉出生。", "xg29"),
    ("nx29a", "The user's first grandchild, a girl, was born in Manila on 3 March.", None),  # value: sex (girl vs boy)
    ("nx29b", "ユーザーの初孫の男の子が3月3日にセブで生まれた。", None),  # value: place (Cebu vs Manila)
    ("nx29c", "用户的第一个孙辈是个男孩，预产期是三月三日，将在马尼拉出生。", None),  # tense: due vs born
    (
        "nx29d",
        "The user's second grandchild, a boy, was born in Manila on 3 March.",
        None,
    ),  # value: order (second vs first grandchild)
    # xg30: the girlfriend Lin Yiting lives in Taipei; they meet every two months
    ("x30", "The user's girlfriend, Lin Yiting, lives in Taipei, and they see each other every two months.", "xg30"),
    ("x30j", "ユーザーの彼女のリン・イーティンさんは台北に住んでいて、2か月に1回会っている。", "xg30"),
    ("x30z", "用户的女朋友林怡婷住在台北，两人每两个月见一次面。", "xg30"),
    (
        "nx30a",
        "The user's girlfriend, Lin Yiting, lives in Kaohsiung, and they see each other every two months.",
        None,
    ),  # value: place (Kaohsiung vs Taipei)
    (
        "nx30b",
        "ユーザーの彼女のリン・イーティンさんは台北に住んでいて、半年に1回会っている。",
        None,
    ),  # frequency: every six months vs every two months
    ("nx30c", "用户的前女友林怡婷住在台北，两人每两个月见一次面。", None),  # person: ex-girlfriend vs girlfriend
    # xg31: 1,000 yen from each colleague for Sato-san's farewell present
    ("x31", "The user collected ¥1,000 from each colleague for Sato-san's farewell present.", "xg31"),
    ("x31p", "Each colleague gave the user 1,000 yen towards Sato-san's leaving gift.", "xg31"),
    ("x31j", "ユーザーは佐藤さんへの送別の贈り物のために同僚一人ひとりから1,000円を集めた。", "xg31"),
    ("x31z", "用户为佐藤的送别礼物向每位同事收了一千日元。", "xg31"),
    (
        "nx31a",
        "The user collected ¥2,000 from each colleague for Sato-san's farewell present.",
        None,
    ),  # value: amount (2,000 vs 1,000 yen)
    (
        "nx31b",
        "ユーザーは佐藤さんへの誕生日プレゼントのために同僚一人ひとりから1,000円を集めた。",
        None,
    ),  # value: occasion (birthday vs farewell)
    (
        "nx31c",
        "用户为佐藤的送别礼物交给负责收钱的同事一千日元。",
        None,
    ),  # direction/role: paid 1,000 yen to a colleague vs collected it
    (
        "nx31d",
        "The user collected ¥1,000 from each colleague for Suzuki-san's farewell present.",
        None,
    ),  # person: Suzuki vs Sato
    # xg32: an old Fujifilm camera sold on Mercari for 32,000 yen
    ("x32", "The user sold their old Fujifilm camera on Mercari for ¥32,000.", "xg32"),
    ("x32p", "On Mercari, the user's old Fujifilm camera was sold for 32,000 yen.", "xg32"),
    ("x32j", "ユーザーは古い富士フイルムのカメラをメルカリで3万2千円で売った。", "xg32"),
    ("x32z", "用户在Mercari上以三万二千日元卖掉了自己的旧富士相机。", "xg32"),
    ("nx32a", "The user bought an old Fujifilm camera on Mercari for ¥32,000.", None),  # direction/role: bought vs sold
    ("nx32b", "ユーザーは古いキヤノンのカメラをメルカリで3万2千円で売った。", None),  # value: brand (Canon vs Fujifilm)
    ("nx32c", "用户在Mercari上以两万三千日元卖掉了自己的旧富士相机。", None),  # value: amount (23,000 vs 32,000 yen)
    (
        "nx32d",
        "The user is trying to sell their old Fujifilm camera on Mercari for ¥32,000.",
        None,
    ),  # aspect: trying to sell vs sold
    # xg33: hot yoga in Nakameguro three times a week
    ("x33", "The user goes to hot yoga in Nakameguro three times a week.", "xg33"),
    ("x33p", "Three times weekly, the user attends hot yoga classes in Naka-Meguro.", "xg33"),
    ("x33j", "ユーザーは週3回、中目黒のホットヨガに通っている。", "xg33"),
    ("x33z", "用户每周三次去中目黑上高温瑜伽课。", "xg33"),
    ("nx33a", "The user goes to hot yoga in Nakameguro once a week.", None),  # frequency: once vs three times a week
    ("nx33b", "ユーザーは週3回、中目黒のピラティスに通っている。", None),  # value: activity (Pilates vs hot yoga)
    ("nx33c", "用户每周三次去惠比寿上高温瑜伽课。", None),  # value: place (Ebisu vs Nakameguro)
    ("nx33d", "The user used to go to hot yoga in Nakameguro three times a week.", None),  # tense: used to vs does
    # xg34: Kanji Kentei level 3 passed in June
    ("x34", "The user passed Level 3 of the Kanji Kentei in June.", "xg34"),
    ("x34p", "In June the user got through the Japan Kanji Aptitude Test at level three.", "xg34"),
    ("x34j", "ユーザーは6月に漢字検定3級に合格した。", "xg34"),
    ("x34j2", "六月に漢検三級に受かりました。", "xg34"),
    ("x34z", "用户六月通过了日本汉字能力检定三级。", "xg34"),
    ("nx34a", "The user passed Level Pre-2 of the Kanji Kentei in June.", None),  # value: level (pre-2 vs 3)
    ("nx34b", "ユーザーは6月に漢字検定3級を受ける予定だ。", None),  # tense: will sit vs passed
    ("nx34c", "用户的儿子六月通过了日本汉字能力检定三级。", None),  # person: son vs user
    ("nx34d", "The user passed Grade 3 of the Eiken in June.", None),  # value: exam (Eiken vs Kanji Kentei)
    # xg35: an international driving permit from Samezu for a trip to Hawaii
    ("x35", "The user got an international driving permit at the Samezu licence centre for a trip to Hawaii.", "xg35"),
    (
        "x35p",
        "For the Hawaii trip, the user obtained an international driving permit from the Samezu licence centre.",
        "xg35",
    ),
    ("x35j", "ユーザーはハワイ旅行のために鮫洲運転免許試験場で国際運転免許証を取った。", "xg35"),
    ("x35z", "用户为了去夏威夷旅行，在鲛洲驾照考试场办了国际驾照。", "xg35"),
    (
        "nx35a",
        "The user got an international driving permit at the Samezu licence centre for a trip to Guam.",
        None,
    ),  # value: place (Guam vs Hawaii)
    (
        "nx35b",
        "ユーザーはハワイ旅行のために府中運転免許試験場で国際運転免許証を取った。",
        None,
    ),  # value: place (Fuchu vs Samezu centre)
    ("nx35c", "用户为了去夏威夷旅行，需要去鲛洲驾照考试场办国际驾照。", None),  # modality: needs to get vs got
    (
        "nx35d",
        "The user's wife got an international driving permit at the Samezu licence centre for a trip to Hawaii.",
        None,
    ),  # person: wife vs user
    # xg36: keeps kosher and buys meat from a kosher shop in Hiroo
    ("x36", "The user keeps kosher and buys meat from a kosher shop in Hiroo.", "xg36"),
    ("x36p", "Because they keep kosher, the user gets their meat at a kosher food store in Hiroo.", "xg36"),
    ("x36j", "ユーザーはコーシャを守っていて、肉は広尾のコーシャ食品店で買う。", "xg36"),
    ("x36z", "用户遵守犹太洁食规定，肉都在广尾的洁食店买。", "xg36"),
    (
        "nx36a",
        "The user keeps kosher and buys meat from a kosher shop in Azabu-Juban.",
        None,
    ),  # value: place (Azabu-Juban vs Hiroo)
    (
        "nx36b",
        "ユーザーはコーシャを守っていて、ワインは広尾のコーシャ食品店で買う。",
        None,
    ),  # value: item (wine vs meat)
    ("nx36c", "用户以前遵守犹太洁食规定，肉都在广尾的洁食店买。", None),  # tense: used to vs does
    (
        "nx36d",
        "The user keeps halal and buys meat from a halal shop in Hiroo.",
        None,
    ),  # value: dietary law (halal vs kosher)
    # xg37: lactose intolerant, always soy milk in coffee
    ("x37", "The user is lactose intolerant, so they always ask for soy milk in their coffee.", "xg37"),
    ("x37p", "Since the user can't digest lactose, they always order their coffee with soy milk.", "xg37"),
    ("x37j", "ユーザーは乳糖不耐症なので、コーヒーにはいつも豆乳を頼む。", "xg37"),
    ("x37z", "用户乳糖不耐受，所以喝咖啡总是要加豆奶。", "xg37"),
    (
        "nx37a",
        "The user is lactose intolerant, so they always ask for oat milk in their coffee.",
        None,
    ),  # value: item (oat milk vs soy milk)
    ("nx37b", "ユーザーは乳糖不耐症なので、紅茶にはいつも豆乳を頼む。", None),  # value: drink (tea vs coffee)
    ("nx37c", "用户乳糖不耐受，所以喝咖啡有时要加豆奶。", None),  # frequency: sometimes vs always
    (
        "nx37d",
        "The user's partner is lactose intolerant, so they always ask for soy milk in their coffee.",
        None,
    ),  # person: partner vs user
    # xg38: Nowruz with Iranian friends in Tokyo every 20 March
    ("x38", "The user celebrates Nowruz with Iranian friends in Tokyo every 20 March.", "xg38"),
    ("x38p", "Each year on March 20th the user marks Nowruz together with Iranian friends in Tokyo.", "xg38"),
    ("x38j", "ユーザーは毎年3月20日に東京でイラン人の友人たちとノウルーズを祝う。", "xg38"),
    ("x38z", "用户每年三月二十日在东京和伊朗朋友们一起过诺鲁孜节。", "xg38"),
    (
        "nx38a",
        "The user celebrates Nowruz with Iranian friends in Osaka every 20 March.",
        None,
    ),  # value: place (Osaka vs Tokyo)
    (
        "nx38b",
        "ユーザーは毎年3月20日に東京でアフガニスタン人の友人たちとノウルーズを祝う。",
        None,
    ),  # value: nationality (Afghan vs Iranian friends)
    (
        "nx38c",
        "用户去年三月二十日在东京和伊朗朋友们一起过了诺鲁孜节。",
        None,
    ),  # frequency: last year only vs every year
    # xg39: allergic to shrimp and crab, always carries an EpiPen
    ("x39", "The user is allergic to shrimp and crab and always carries an EpiPen.", "xg39"),
    ("x39p", "Because of an allergy to shrimp and crab, the user keeps an EpiPen on them at all times.", "xg39"),
    ("x39j", "ユーザーはエビとカニのアレルギーがあり、エピペンを常に持ち歩いている。", "xg39"),
    ("x39z", "用户对虾和螃蟹过敏，随身总带着肾上腺素笔（EpiPen）。", "xg39"),
    (
        "nx39a",
        "The user is allergic to peanuts and always carries an EpiPen.",
        None,
    ),  # value: allergen (peanuts vs shrimp and crab)
    (
        "nx39b",
        "ユーザーの息子はエビとカニのアレルギーがあり、エピペンを常に持ち歩いている。",
        None,
    ),  # person: son vs user
    ("nx39c", "用户对虾和螃蟹过敏，但不带肾上腺素笔。", None),  # polarity: does not carry vs always carries
    (
        "nx39d",
        "The user is allergic to shrimp and crab and always carries antihistamine tablets.",
        None,
    ),  # value: item (antihistamines vs EpiPen)
    # xg40: 120,000 yen of unpaid overtime taken to the Labour Standards Inspection Office
    ("x40", "The user consulted the Labour Standards Inspection Office about ¥120,000 of unpaid overtime pay.", "xg40"),
    (
        "x40p",
        "The Labour Standards Inspection Office was consulted by the user about 120,000 yen in unpaid overtime pay.",
        "xg40",
    ),
    ("x40j", "ユーザーは未払いの残業代12万円について労働基準監督署に相談した。", "xg40"),
    ("x40j2", "未払い残業代十二万円のことで、労基署に相談しました。", "xg40"),
    ("x40z", "用户就十二万日元未付加班费的问题咨询了劳动基准监督署。", "xg40"),
    (
        "nx40a",
        "The user consulted the Labour Standards Inspection Office about ¥210,000 of unpaid overtime pay.",
        None,
    ),  # value: amount (210,000 vs 120,000 yen)
    (
        "nx40b",
        "ユーザーは未払いの残業代12万円について労働基準監督署に相談するつもりだ。",
        None,
    ),  # tense: intends to vs did
    (
        "nx40c",
        "用户就十二万日元未付工资的问题咨询了劳动基准监督署。",
        None,
    ),  # value: item (unpaid wages vs unpaid overtime pay)
    (
        "nx40d",
        "The user's coworker consulted the Labour Standards Inspection Office about ¥120,000 of unpaid overtime pay.",
        None,
    ),  # person: coworker vs user
    # unrelated facts: each must stay alone
    ("ux1", "The user prefers aisle seats on long-haul flights.", None),
    ("ux2", "ユーザーは納豆が苦手だ。", None),
    ("ux3", "用户用微信和国内的家人联系。", None),
    ("ux4", "The user's favourite onigiri filling is salmon.", None),
    ("ux5", "ユーザーは毎朝NHKの天気予報を見る。", None),
    ("ux6", "用户的笔记本电脑是五年前买的。", None),
    ("ux7", "The user is colour-blind and finds some train maps hard to read.", None),
    ("ux8", "ユーザーは折りたたみ傘をいつもリュックに入れている。", None),
    ("ux9", "用户喜欢周末去逛二手书店。", None),
    ("ux10", "The user keeps their phone set to Japanese to practise reading.", None),
]
