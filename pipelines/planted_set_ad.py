"""Planted set ad (issue 13, stop 37): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; ad is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 37. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings and comment blocks, to choose new topics, the head of set aa and its split into
planted_set_aa2.py, for the format, and tests/test_planted_structure.py), ran no benchmark, link sweep or
consolidation, and wrote what an LLM summariser would have kept about real users of the assistant (foreign
residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can
or cannot do.

What it covers: 40 groups ``adgN`` of 3-5 items (an English item ``adN``, mostly with an English paraphrase
``adNp``: a synonym, a converse verb with the roles swapped (teaches / takes lessons from, gave / received, was won
by), the passive or a relative clause; a Japanese item ``adNj`` and a Chinese item ``adNz``, sometimes a second
Japanese wording ``adNj2`` (subjectless, polite, kanji numerals 六月十一日 / 四千八百円 / 三十五センチ, an era year
令和5年 / 令和7年, lay words and abbreviations such as 脱腸, 元日, スタバ and さいたま地裁, honorifics 植木屋さん /
庭師さん) or a second Chinese wording ``adNz2`` with digits, Chinese numerals, a 24-hour time or 季军), each with
3-4 negatives ``nadN<letter>`` that keep the group's template and change one value, person, direction or role,
tense or aspect, modality, polarity or frequency, named in the trailing comment, in all three languages; then ten
unrelated facts ``uadN``. Topics are ones the earlier sets left out: day surgery for a right inguinal hernia
(Wednesday 11 June / 六月十一日), a vitamin D deficiency (1,000 IU / 一千国际单位), a son's appendectomy at Showa
University Hospital (Lucas / ルーカスくん / 卢卡斯), finasteride from an AGA clinic in Ikebukuro (¥4,800 /
四千八百円), sublingual immunotherapy for a dust-mite allergy, a toy poodle's heartworm chewable (Maron / マロン /
栗子), a guinea pig's overgrown teeth (Pudding / プリン / 布丁), a cat's microchip registration (April 2025 /
令和7年 / 二〇二五年, Tora / トラ / 小虎), a cricket club in Sano, curling at the Karuizawa Ice Park, a company
bowling league on "the third Friday", erhu lessons (Wang Lei / ワン・レイ / 王磊), a band's gig in Shibuya (7:30 pm
/ 19時半 / 19:30 / 晚上七点半), a leathercraft workshop in Asakusa, Mino washi, home-made miso, a cancelled
Gunkanjima boat tour, a camel at the Tottori Sand Dunes, the Zao snow monsters' light-up, an on-call rota, a
ten-year long-service award, a Tagalog court interpreter (令和5年), a shopping-street year-end lottery, a Starbucks
lucky bag, an Aflac medical-insurance payout (¥75,000 / 7万5千円), a kotatsu from Nitori, a gardener pruning a pine,
a nephew's bar mitzvah in Tel Aviv (Noam / ノアムくん / 诺姆), a father's kanreki in Yokohama Chinatown, a
daughter's First Communion at St. Mary's Cathedral (Isabella / イザベラちゃん / 伊莎贝拉), tangyuan for the Lantern
Festival, Durga Puja in Kawaguchi, the Oktoberfest in Hibiya Park, the Gion Matsuri float procession, a son's LEGO
robotics team (Ethan / イーサンくん / 伊森), Grade 2 of the Secretary Skills Test, the BJT (553 / 五百五十三分), a LUUP
e-scooter from Gotanda, a JAL mileage upgrade to Frankfurt and a hair donation (35 cm / 三十五センチ).
"""

from __future__ import annotations

from pipelines.planted_set_ad2 import PLANTED_AD_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ad2.py (split for length only).
PLANTED_AD: list[tuple[str, str, str | None]] = [
    # adg1: day surgery for a right inguinal hernia at NTT Medical Center Tokyo, Wednesday 11 June
    (
        "ad1",
        "The user will have day surgery for a right inguinal hernia at NTT Medical Center Tokyo on Wednesday 11 June.",
        "adg1",
    ),
    (
        "ad1p",
        "A right-side inguinal hernia repair is scheduled for the user as a day surgery at NTT Medical Center Tokyo "
        "on Wednesday, June 11.",
        "adg1",
    ),
    ("ad1j", "ユーザーは6月11日（水）にNTT東日本関東病院で右の鼠径ヘルニアの日帰り手術を受ける予定だ。", "adg1"),
    ("ad1j2", "六月十一日の水曜日に、NTT東日本関東病院で右側の脱腸の日帰り手術を受けます。", "adg1"),
    ("ad1z", "用户计划6月11日（周三）在NTT东日本关东医院做右侧腹股沟疝的当日手术。", "adg1"),
    (
        "nad1a",
        "The user will have day surgery for a left inguinal hernia at NTT Medical Center Tokyo on Wednesday 11 June.",
        None,
    ),  # value: side (left vs right)
    (
        "nad1b",
        "ユーザーは6月18日（水）にNTT東日本関東病院で右の鼠径ヘルニアの日帰り手術を受ける予定だ。",
        None,
    ),  # value: date (18 June vs 11 June)
    (
        "nad1c",
        "用户的父亲计划6月11日（周三）在NTT东日本关东医院做右侧腹股沟疝的当日手术。",
        None,
    ),  # person: the father vs the user
    (
        "nad1d",
        "The user had day surgery for a right inguinal hernia at NTT Medical Center Tokyo on Wednesday 11 June.",
        None,
    ),  # tense/aspect: had (past) vs will have
    # adg2: vitamin D deficiency found in a blood test, vitamin D3 1,000 IU a day
    (
        "ad2",
        "The user's blood test showed a vitamin D deficiency, and the clinic prescribed 1,000 IU of vitamin D3 a day.",
        "adg2",
    ),
    (
        "ad2p",
        "After a blood test found the user deficient in vitamin D, the clinic prescribed them a daily 1,000 IU of "
        "vitamin D3.",
        "adg2",
    ),
    ("ad2j", "ユーザーは血液検査でビタミンD不足と分かり、クリニックでビタミンD3を1日1000IU処方された。", "adg2"),
    ("ad2z", "用户验血发现缺乏维生素D，诊所给开了每天一千国际单位的维生素D3。", "adg2"),
    (
        "nad2a",
        "ユーザーは血液検査でビタミンD不足と分かり、クリニックでビタミンD3を1日2000IU処方された。",
        None,
    ),  # value: dose (2000 vs 1000 IU)
    (
        "nad2b",
        "The user's blood test showed a vitamin D deficiency, and the clinic prescribed 1,000 IU of vitamin D3 a week.",
        None,
    ),  # frequency: a week vs a day
    (
        "nad2c",
        "用户的妻子验血发现缺乏维生素D，诊所给开了每天一千国际单位的维生素D3。",
        None,
    ),  # person: the wife vs the user
    # adg3: the son Lucas's appendix removed at Showa University Hospital on 3 September, five days in hospital
    (
        "ad3",
        "The user's son Lucas had his appendix removed at Showa University Hospital on 3 September and stayed in "
        "hospital for five days.",
        "adg3",
    ),
    (
        "ad3p",
        "Lucas, the user's son, underwent an appendectomy at Showa University Hospital on September 3 and was "
        "hospitalised for five days.",
        "adg3",
    ),
    ("ad3j", "ユーザーの息子のルーカスくんは9月3日に昭和大学病院で盲腸の手術を受け、5日間入院した。", "adg3"),
    ("ad3z", "用户的儿子卢卡斯9月3日在昭和大学医院做了阑尾切除手术，住院五天。", "adg3"),
    ("ad3z2", "用户儿子卢卡斯九月三日在昭和大学医院切除了阑尾，住了5天院。", "adg3"),
    (
        "nad3a",
        "The user's son Lucas had his appendix removed at Showa University Hospital on 3 September and stayed in "
        "hospital for eight days.",
        None,
    ),  # value: duration (eight vs five days)
    (
        "nad3b",
        "ユーザーの息子のルーカスくんは9月3日に昭和大学病院で扁桃腺の手術を受け、5日間入院した。",
        None,
    ),  # value: organ (tonsils vs appendix)
    (
        "nad3c",
        "用户的侄子卢卡斯9月3日在昭和大学医院做了阑尾切除手术，住院五天。",
        None,
    ),  # person: the nephew vs the son
    (
        "nad3d",
        "The user's son Lucas had his appendix removed at Showa University Hospital on 3 November and stayed in "
        "hospital for five days.",
        None,
    ),  # value: date (3 November vs 3 September)
    # adg4: finasteride 1 mg for hair loss from an AGA clinic in Ikebukuro, ¥4,800 a month
    (
        "ad4",
        "The user takes finasteride 1 mg for hair loss, prescribed by an AGA clinic in Ikebukuro for ¥4,800 a month.",
        "adg4",
    ),
    (
        "ad4p",
        "An AGA clinic in Ikebukuro prescribes the user 1 mg of finasteride for hair loss, which costs ¥4,800 a month.",
        "adg4",
    ),
    (
        "ad4j",
        "ユーザーは池袋のAGAクリニックで処方された薄毛治療薬フィナステリド1mgを飲んでおり、月4,800円かかる。",
        "adg4",
    ),
    (
        "ad4j2",
        "池袋のAGAクリニックで薄毛の薬フィナステリド1ミリグラムを処方してもらっていて、費用は月四千八百円です。",
        "adg4",
    ),
    ("ad4z", "用户在池袋的AGA诊所开了治脱发的非那雄胺1毫克，每月四千八百日元。", "adg4"),
    (
        "nad4a",
        "The user takes finasteride 0.2 mg for hair loss, prescribed by an AGA clinic in Ikebukuro for ¥4,800 a month.",
        None,
    ),  # value: dose (0.2 mg vs 1 mg)
    (
        "nad4b",
        "用户在新宿的AGA诊所开了治脱发的非那雄胺1毫克，每月四千八百日元。",
        None,
    ),  # value: place (Shinjuku vs Ikebukuro)
    (
        "nad4c",
        "ユーザーは池袋のAGAクリニックで処方された薄毛治療薬フィナステリド1mgを飲んでおり、月9,800円かかる。",
        None,
    ),  # value: amount (9,800 vs 4,800 yen)
    (
        "nad4d",
        "The user is thinking about taking finasteride 1 mg for hair loss from an AGA clinic in Ikebukuro for ¥4,800 "
        "a month.",
        None,
    ),  # modality: thinking about taking vs takes
    # adg5: sublingual immunotherapy for a dust-mite allergy since May, one Miticure tablet every morning
    (
        "ad5",
        "The user started sublingual immunotherapy for a dust-mite allergy in May and takes one Miticure tablet every "
        "morning.",
        "adg5",
    ),
    ("ad5j", "ユーザーは5月からダニアレルギーの舌下免疫療法を始め、毎朝ミティキュアを1錠飲んでいる。", "adg5"),
    ("ad5z", "用户从5月开始接受尘螨过敏的舌下免疫治疗，每天早上含服一片Miticure。", "adg5"),
    ("ad5z2", "用户五月起做尘螨过敏的舌下脱敏治疗，每天早晨一片Miticure舌下片。", "adg5"),
    (
        "nad5a",
        "The user started sublingual immunotherapy for a dust-mite allergy in May and takes one Miticure tablet every "
        "evening.",
        None,
    ),  # value: time of day (evening vs morning)
    (
        "nad5b",
        "ユーザーは5月からダニアレルギーの舌下免疫療法を始め、毎朝ミティキュアを2錠飲んでいる。",
        None,
    ),  # value: count (two tablets vs one)
    (
        "nad5c",
        "用户从9月开始接受尘螨过敏的舌下免疫治疗，每天早上含服一片Miticure。",
        None,
    ),  # value: month (September vs May)
    (
        "nad5d",
        "The user's daughter started sublingual immunotherapy for a dust-mite allergy in May and takes one Miticure "
        "tablet every morning.",
        None,
    ),  # person: the daughter vs the user
    # adg6: a heartworm chewable for the toy poodle Maron once a month, May to December
    ("ad6", "The user gives their toy poodle Maron a heartworm chewable once a month from May to December.", "adg6"),
    (
        "ad6p",
        "Maron, the user's toy poodle, gets a chewable heartworm preventive from the user every month between May and "
        "December.",
        "adg6",
    ),
    (
        "ad6j",
        "ユーザーはトイプードルのマロンに、5月から12月まで月に1回フィラリア予防のおやつタイプの薬を与えている。",
        "adg6",
    ),
    ("ad6z", "用户从5月到12月每月给玩具贵宾犬栗子喂一次心丝虫预防咀嚼片。", "adg6"),
    (
        "nad6a",
        "ユーザーはトイプードルのマロンに、5月から12月まで月に2回フィラリア予防のおやつタイプの薬を与えている。",
        None,
    ),  # frequency: twice a month vs once
    (
        "nad6b",
        "The user gives their toy poodle Maron a heartworm chewable once a month from April to December.",
        None,
    ),  # value: start month (April vs May)
    (
        "nad6c",
        "用户从5月到12月每月给玩具贵宾犬栗子喂一次跳蚤预防咀嚼片。",
        None,
    ),  # value: parasite (fleas vs heartworm)
    # adg7: the guinea pig Pudding's overgrown front teeth trimmed at an exotic-animal clinic in Machida, ¥3,300
    (
        "ad7",
        "The user's guinea pig Pudding had its overgrown front teeth trimmed at an exotic-animal clinic in Machida "
        "for ¥3,300.",
        "adg7",
    ),
    (
        "ad7j",
        "ユーザーのモルモットのプリンは、町田のエキゾチックアニマル病院で伸びすぎた前歯を切ってもらった。"
        "費用は3,300円。",
        "adg7",
    ),
    ("ad7z", "用户的豚鼠布丁在町田的一家异宠医院剪了过长的门牙，花了三千三百日元。", "adg7"),
    (
        "nad7a",
        "The user's guinea pig Pudding had its overgrown back teeth trimmed at an exotic-animal clinic in Machida for "
        "¥3,300.",
        None,
    ),  # value: teeth (back teeth vs front teeth)
    (
        "nad7b",
        "用户的兔子布丁在町田的一家异宠医院剪了过长的门牙，花了三千三百日元。",
        None,
    ),  # value: species (rabbit vs guinea pig)
    (
        "nad7c",
        "ユーザーのモルモットのプリンは、町田のエキゾチックアニマル病院で伸びすぎた前歯を切ってもらった。"
        "費用は5,500円。",
        None,
    ),  # value: amount (5,500 vs 3,300 yen)
    # adg8: the cat Tora's microchip registered in the Ministry of the Environment's database, April 2025 (令和7年)
    (
        "ad8",
        "The user registered their cat Tora's microchip in the Ministry of the Environment's database in April 2025.",
        "adg8",
    ),
    (
        "ad8p",
        "In April 2025 the user had their cat Tora's microchip entered in the Environment Ministry's registry.",
        "adg8",
    ),
    ("ad8j", "ユーザーは2025年4月、猫のトラのマイクロチップを環境省のデータベースに登録した。", "adg8"),
    ("ad8j2", "令和7年4月に、飼い猫トラのマイクロチップ情報を環境省のデータベースへ登録しました。", "adg8"),
    ("ad8z", "用户于二〇二五年四月把猫咪小虎的芯片信息登记到了环境省的数据库。", "adg8"),
    (
        "nad8a",
        "The user registered their cat Tora's microchip in the Ministry of the Environment's database in April 2024.",
        None,
    ),  # value: year (2024 vs 2025)
    (
        "nad8b",
        "ユーザーは2025年4月、犬のトラのマイクロチップを環境省のデータベースに登録した。",
        None,
    ),  # value: species (dog vs cat)
    (
        "nad8c",
        "用户将于二〇二五年四月把猫咪小虎的芯片信息登记到环境省的数据库。",
        None,
    ),  # tense/aspect: will register vs registered
    # adg9: playing for a cricket club in Sano, Tochigi, on Sunday mornings
    ("ad9", "The user plays for a cricket club in Sano, Tochigi, on Sunday mornings.", "adg9"),
    ("ad9p", "On Sunday mornings the user turns out for a cricket club based in Sano, Tochigi.", "adg9"),
    ("ad9j", "ユーザーは日曜日の午前中、栃木県佐野市のクリケットクラブでプレーしている。", "adg9"),
    ("ad9z", "用户每周日上午在枥木县佐野市的一家板球俱乐部打球。", "adg9"),
    ("nad9a", "用户每周六上午在枥木县佐野市的一家板球俱乐部打球。", None),  # value: day (Saturday vs Sunday)
    (
        "nad9b",
        "The user coaches a cricket club in Sano, Tochigi, on Sunday mornings.",
        None,
    ),  # direction/role: coaches vs plays for
    (
        "nad9c",
        "ユーザーは日曜日の午前中、栃木県佐野市の野球クラブでプレーしている。",
        None,
    ),  # value: sport (baseball vs cricket)
    (
        "nad9d",
        "The user used to play for a cricket club in Sano, Tochigi, on Sunday mornings.",
        None,
    ),  # tense/aspect: used to play vs plays
    # adg10: a beginners' curling lesson at the Karuizawa Ice Park, Saturday 8 February
    ("ad10", "The user took a beginners' curling lesson at the Karuizawa Ice Park on Saturday 8 February.", "adg10"),
    ("ad10j", "ユーザーは2月8日（土）に軽井沢アイスパークでカーリングの初心者レッスンを受けた。", "adg10"),
    ("ad10j2", "二月八日の土曜日、軽井沢アイスパークでカーリングの初心者向けレッスンに参加しました。", "adg10"),
    ("ad10z", "用户2月8日（周六）在轻井泽冰上公园上了冰壶初学者课程。", "adg10"),
    (
        "nad10a",
        "The user took a beginners' curling lesson at the Karuizawa Ice Park on Saturday 15 February.",
        None,
    ),  # value: date (15 vs 8 February)
    ("nad10b", "用户2月8日（周六）在轻井泽冰上公园上了滑冰初学者课程。", None),  # value: sport (skating vs curling)
    (
        "nad10c",
        "ユーザーは2月8日（土）に軽井沢アイスパークでカーリングの初心者レッスンを受ける予定だ。",
        None,
    ),  # tense/aspect: will take vs took
    (
        "nad10d",
        "The user's wife took a beginners' curling lesson at the Karuizawa Ice Park on Saturday 8 February.",
        None,
    ),  # person: the wife vs the user
    # adg11: the company bowling league at Tokyo Port Bowl on the third Friday of every month
    (
        "ad11",
        "The user bowls in the company bowling league at Tokyo Port Bowl on the third Friday of every month.",
        "adg11",
    ),
    ("ad11j", "ユーザーは毎月第3金曜日に東京ポートボウルで会社のボウリングリーグに参加している。", "adg11"),
    ("ad11z", "用户每月第三个星期五在东京港保龄球馆参加公司的保龄球联赛。", "adg11"),
    (
        "nad11a",
        "The user bowls in the company bowling league at Tokyo Port Bowl on the third Thursday of every month.",
        None,
    ),  # value: weekday (Thursday vs Friday)
    (
        "nad11b",
        "ユーザーは毎月第1金曜日に東京ポートボウルで会社のボウリングリーグに参加している。",
        None,
    ),  # value: week of the month (first vs third Friday)
    (
        "nad11c",
        "用户每月第三个星期五在笹冢保龄球馆参加公司的保龄球联赛。",
        None,
    ),  # value: place (Sasazuka Bowl vs Tokyo Port Bowl)
    (
        "nad11d",
        "The user bowls in the company bowling league at Tokyo Port Bowl every Friday.",
        None,
    ),  # frequency: every Friday vs the third Friday of the month
    # adg12: erhu lessons from Wang Lei, a Chinese teacher in Ikebukuro, twice a month at ¥6,000 a lesson
    (
        "ad12",
        "The user takes erhu lessons from Wang Lei, a Chinese teacher in Ikebukuro, twice a month at ¥6,000 a lesson.",
        "adg12",
    ),
    (
        "ad12p",
        "Wang Lei, a Chinese teacher in Ikebukuro, teaches the user the erhu twice a month for ¥6,000 per lesson.",
        "adg12",
    ),
    ("ad12j", "ユーザーは池袋の中国人講師ワン・レイ先生に月2回二胡を習っていて、レッスン代は1回6,000円だ。", "adg12"),
    ("ad12z", "用户每月两次跟池袋的中国老师王磊学二胡，每节课六千日元。", "adg12"),
    (
        "nad12a",
        "Wang Lei, a Chinese man in Ikebukuro, takes erhu lessons from the user twice a month at ¥6,000 a lesson.",
        None,
    ),  # direction/role: the user teaches Wang Lei vs learns from him
    (
        "nad12b",
        "ユーザーは池袋の中国人講師ワン・レイ先生に月2回琵琶を習っていて、レッスン代は1回6,000円だ。",
        None,
    ),  # value: instrument (pipa vs erhu)
    (
        "nad12c",
        "用户每周两次跟池袋的中国老师王磊学二胡，每节课六千日元。",
        None,
    ),  # frequency: twice a week vs twice a month
    (
        "nad12d",
        "The user takes erhu lessons from Wang Lei, a Chinese teacher in Ikebukuro, twice a month at ¥8,000 a lesson.",
        None,
    ),  # value: amount (8,000 vs 6,000 yen)
    # adg13: the user's band plays a gig at a livehouse in Shibuya, Friday 25 July at 7:30 pm (19:30 / 19時半)
    ("ad13", "The user's band is playing a gig at a livehouse in Shibuya on Friday 25 July at 7:30 pm.", "adg13"),
    ("ad13j", "ユーザーのバンドは7月25日（金）19時半から渋谷のライブハウスでライブをする。", "adg13"),
    ("ad13j2", "七月二十五日の金曜、午後7時30分から渋谷のライブハウスでバンドのライブがあります。", "adg13"),
    ("ad13z", "用户的乐队7月25日（周五）晚上七点半在涩谷的一家Livehouse演出。", "adg13"),
    ("ad13z2", "用户所在的乐队将于7月25日星期五19:30在涩谷的现场音乐酒吧演出。", "adg13"),
    (
        "nad13a",
        "The user's band is playing a gig at a livehouse in Shibuya on Friday 25 July at 8:30 pm.",
        None,
    ),  # value: time (8:30 pm vs 7:30 pm)
    (
        "nad13b",
        "用户的乐队7月25日（周五）晚上七点半在下北泽的一家Livehouse演出。",
        None,
    ),  # value: place (Shimokitazawa vs Shibuya)
    (
        "nad13c",
        "ユーザーの兄のバンドは7月25日（金）19時半から渋谷のライブハウスでライブをする。",
        None,
    ),  # person: the elder brother's band vs the user's
    (
        "nad13d",
        "The user's band played a gig at a livehouse in Shibuya on Friday 25 July at 7:30 pm.",
        None,
    ),  # tense/aspect: played vs is playing
    # adg14: a leather wallet made at a two-hour leathercraft workshop in Asakusa, ¥8,800
    (
        "ad14",
        "The user made a leather wallet at a two-hour leathercraft workshop in Asakusa that cost ¥8,800.",
        "adg14",
    ),
    (
        "ad14p",
        "At a leathercraft workshop in Asakusa, the user spent two hours making a leather wallet; the class was "
        "¥8,800.",
        "adg14",
    ),
    ("ad14j", "ユーザーは浅草のレザークラフト教室で2時間かけて革の財布を作った。料金は8,800円。", "adg14"),
    ("ad14z", "用户在浅草参加了两小时的皮革手工课，做了一个皮钱包，费用八千八百日元。", "adg14"),
    (
        "nad14a",
        "ユーザーは浅草のレザークラフト教室で2時間かけて革のキーケースを作った。料金は8,800円。",
        None,
    ),  # value: item (key case vs wallet)
    (
        "nad14b",
        "The user made a leather wallet at a three-hour leathercraft workshop in Asakusa that cost ¥8,800.",
        None,
    ),  # value: duration (three vs two hours)
    (
        "nad14c",
        "用户在浅草参加了两小时的皮革手工课，做了一个皮钱包，费用一万八千八百日元。",
        None,
    ),  # value: amount (18,800 vs 8,800 yen)
    # adg15: making washi by hand at a workshop in Mino, Gifu, over Golden Week
    ("ad15", "During Golden Week the user made washi paper by hand at a workshop in Mino, Gifu.", "adg15"),
    (
        "ad15p",
        "The user tried hand papermaking (washi) at a workshop in Mino, Gifu Prefecture, over Golden Week.",
        "adg15",
    ),
    ("ad15j", "ユーザーはゴールデンウィークに岐阜県美濃市の工房で和紙の紙すきを体験した。", "adg15"),
    ("ad15z", "用户黄金周期间在岐阜县美浓市的一家工坊体验了手工抄和纸。", "adg15"),
    (
        "nad15a",
        "During the Obon holidays the user made washi paper by hand at a workshop in Mino, Gifu.",
        None,
    ),  # value: holiday (Obon vs Golden Week)
    (
        "nad15b",
        "用户黄金周期间在福井县越前市的一家工坊体验了手工抄和纸。",
        None,
    ),  # value: place (Echizen, Fukui vs Mino, Gifu)
    (
        "nad15c",
        "ユーザーの娘はゴールデンウィークに岐阜県美濃市の工房で和紙の紙すきを体験した。",
        None,
    ),  # person: the daughter vs the user
    # adg16: 3 kg of miso made at a workshop in January, ready to eat in October
    ("ad16", "The user made 3 kg of miso at a workshop in January, and it will be ready to eat in October.", "adg16"),
    ("ad16p", "The 3 kg of miso that the user made at a workshop in January will be ready to eat in October.", "adg16"),
    ("ad16j", "ユーザーは1月に味噌作り教室で味噌を3キロ仕込み、10月に食べ頃になる。", "adg16"),
    ("ad16j2", "一月のワークショップで三キロの手前味噌を仕込みました。食べ頃は十月です。", "adg16"),
    ("ad16z", "用户一月在一个工作坊做了三公斤味噌，十月就可以吃了。", "adg16"),
    ("nad16a", "用户一月在一个工作坊做了五公斤味噌，十月就可以吃了。", None),  # value: amount (5 kg vs 3 kg)
    (
        "nad16b",
        "The user made 3 kg of miso at a workshop in January, and it will be ready to eat in July.",
        None,
    ),  # value: month ready (July vs October)
    (
        "nad16c",
        "ユーザーの母は1月に味噌作り教室で味噌を3キロ仕込み、10月に食べ頃になる。",
        None,
    ),  # person: the mother vs the user
    (
        "nad16d",
        "The user will make 3 kg of miso at a workshop in January, and it will be ready to eat in October.",
        None,
    ),  # tense/aspect: will make vs made
    # adg17: the Gunkanjima (Hashima) boat tour from Nagasaki on 12 October cancelled for high waves
    (
        "ad17",
        "The user's boat tour to Gunkanjima (Hashima) from Nagasaki on 12 October was cancelled because of high waves.",
        "adg17",
    ),
    (
        "ad17p",
        "High waves led to the cancellation of the user's 12 October boat tour from Nagasaki to Hashima, also called "
        "Gunkanjima.",
        "adg17",
    ),
    ("ad17j", "ユーザーの10月12日の長崎発の軍艦島（端島）クルーズは、高波のため欠航になった。", "adg17"),
    ("ad17j2", "十月十二日、長崎港から出る軍艦島ツアーの船を予約していましたが、波が高くて欠航しました。", "adg17"),
    ("ad17z", "用户原定10月12日从长崎出发的军舰岛（端岛）游船因为风浪太大被取消了。", "adg17"),
    (
        "nad17a",
        "The user's boat tour to Gunkanjima (Hashima) from Nagasaki on 21 October was cancelled because of high waves.",
        None,
    ),  # value: date (21 vs 12 October)
    (
        "nad17b",
        "ユーザーの10月12日の長崎発の軍艦島（端島）クルーズは、高波のため欠航になるかもしれない。",
        None,
    ),  # modality: may be cancelled vs was cancelled
    (
        "nad17c",
        "用户父母原定10月12日从长崎出发的军舰岛（端岛）游船因为风浪太大被取消了。",
        None,
    ),  # person: the parents vs the user
    # adg18: a camel ride at the Tottori Sand Dunes with the girlfriend, ¥1,500 each
    (
        "ad18",
        "The user rode a camel at the Tottori Sand Dunes with their girlfriend; the ride cost ¥1,500 each.",
        "adg18",
    ),
    ("ad18j", "ユーザーは彼女と鳥取砂丘でラクダに乗った。料金は1人1,500円だった。", "adg18"),
    ("ad18z", "用户和女朋友在鸟取沙丘骑了骆驼，每人一千五百日元。", "adg18"),
    (
        "nad18a",
        "The user rode a horse at the Tottori Sand Dunes with their girlfriend; the ride cost ¥1,500 each.",
        None,
    ),  # value: animal (horse vs camel)
    (
        "nad18b",
        "用户和妹妹在鸟取沙丘骑了骆驼，每人一千五百日元。",
        None,
    ),  # person: with the younger sister vs the girlfriend
    (
        "nad18c",
        "ユーザーは彼女と鳥取砂丘でラクダに乗った。料金は1人2,500円だった。",
        None,
    ),  # value: amount (2,500 vs 1,500 yen)
    # adg19: taking the parents to the night light-up of the Zao snow monsters on 1 February
    ("ad19", "The user is taking their parents to see the Zao snow monsters lit up at night on 1 February.", "adg19"),
    (
        "ad19p",
        "The user's parents are going with the user to see the night-time illumination of the Zao snow monsters on "
        "February 1.",
        "adg19",
    ),
    ("ad19j", "ユーザーは2月1日に両親を連れて蔵王の樹氷のライトアップを見に行く。", "adg19"),
    ("ad19z", "用户2月1日要带父母去看藏王树冰的夜间灯光秀。", "adg19"),
    (
        "nad19a",
        "ユーザーは2月1日に両親を連れて蔵王の樹氷のライトアップを見に行った。",
        None,
    ),  # tense/aspect: went vs is going
    (
        "nad19b",
        "The user is taking their parents to see the Zao snow monsters lit up at night on 11 February.",
        None,
    ),  # value: date (11 vs 1 February)
    ("nad19c", "用户2月1日要带岳父母去看藏王树冰的夜间灯光秀。", None),  # person: the parents-in-law vs the parents
    (
        "nad19d",
        "The user is taking their parents to see the Zao snow monsters in the daytime on 1 February.",
        None,
    ),  # value: time (daytime vs the night light-up)
    # adg20: on call for the company's servers one week in every four
    ("ad20", "The user is on call for the company's servers one week in every four.", "adg20"),
    ("ad20p", "Every fourth week the user takes the on-call shift for their company's servers.", "adg20"),
    ("ad20j", "ユーザーは4週間に1週、会社のサーバーのオンコール当番をしている。", "adg20"),
    ("ad20z", "用户每四周有一周负责公司服务器的值班待命。", "adg20"),
    (
        "nad20a",
        "The user is on call for the company's servers one week in every three.",
        None,
    ),  # frequency: one week in three vs one in four
    ("nad20b", "用户每四周有一周负责公司网络的值班待命。", None),  # value: system (network vs servers)
    (
        "nad20c",
        "ユーザーは以前、4週間に1週、会社のサーバーのオンコール当番をしていた。",
        None,
    ),  # tense/aspect: used to be on call vs is
    (
        "nad20d",
        "The user's husband is on call for his company's servers one week in every four.",
        None,
    ),  # person: the husband vs the user
    *PLANTED_AD_21_40,
]
