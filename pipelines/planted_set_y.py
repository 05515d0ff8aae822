"""Planted set y (issue 13, stop 32): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; y is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 32. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the head of set x and its split into planted_set_x2.py, for the
format, and tests/test_planted_structure.py), ran no benchmark, link sweep or consolidation, and wrote what an LLM
summariser would have kept about real users of the assistant (foreign residents and travellers in Japan, in
English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups ``ygN`` of 3-5 items (an English item ``yN``, an English paraphrase ``yNp`` with a
synonym, a converse verb with the roles swapped, the passive or a relative clause, a Japanese item ``yNj`` and a
Chinese item ``yNz``, sometimes a second Japanese wording ``yNj2``: subjectless, polite, honorifics, katakana
loanwords, kanji numerals), each with 3-4 negatives ``nyN<letter>`` that keep the group's template and change one
value, person, direction or role, tense or aspect, modality, polarity or frequency, named in the trailing comment,
in all three languages; then ten unrelated facts ``uyN``. Topics are ones the earlier sets left out: an import
confirmation (yakkan shomei) for thyroid medicine from Canada, gout and febuxostat, acupuncture in Koenji every
other Thursday, a mother's second shingles shot, a gastroscopy under sedation (9:30 / 午前9時半 / 上午九点半), bone
marrow donor registration, insoles for plantar fasciitis, a low-FODMAP diet, a leopard gecko named in three
scripts, a shiba's dog daycare, a 50 cc scooter's number plate, a Seishun 18 ticket, the Sunrise Izumo sleeper, the
Shimanami Kaido by bicycle, a Shiretoko drift-ice walk, the Jomon Sugi on Yakushima, a secondment to Osaka, an
employee shareholding plan, a TOEIC score for promotion, a grandfather's watch sold to a pawn shop, an akiya in
Nagano, pigeon netting on a balcony, a children's cafeteria on "the second and fourth Wednesday", a beach clean-up
in Kamakura, an evening junior high school, an animation course at a vocational school, a daughter's ballet
recital (14:00 / 2 pm / 午後二時), a son's boys' baseball team, learning Go from a retired teacher (a converse pair,
names in three scripts), cosplay at the winter Comiket, the amateur radio exam (Reiwa 7 / 2025 / 二〇二五年),
camping at Lake Motosu, the kikisake-shi exam, Mid-Autumn mooncakes for a husband's parents, Vesak at a Sri Lankan
temple, a Hanukkah dinner, an apostille on a Brazilian birth certificate, a Vietnamese son's isshou mochi (Gia Bao /
ザー・バオ / 家宝), a rice cooker at Yodobashi Camera and a husband's ramen pop-up in Shimokitazawa.
"""

from __future__ import annotations

from pipelines.planted_set_y2 import PLANTED_Y_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_y2.py (split for length only).
PLANTED_Y: list[tuple[str, str, str | None]] = [
    # yg1: an import confirmation for a four-month supply of levothyroxine from Canada
    (
        "y1",
        "The user got an import confirmation (yakkan shomei) to bring four months of levothyroxine from Canada.",
        "yg1",
    ),
    (
        "y1p",
        "To bring four months' worth of levothyroxine in from Canada, the user obtained a Yunyu Kakuninsho.",
        "yg1",
    ),
    ("y1j", "ユーザーはカナダからレボチロキシン4か月分を持ち込むため、輸入確認証（薬監証明）を取得した。", "yg1"),
    ("y1z", "用户为了从加拿大带入四个月的左甲状腺素，办好了进口确认证（药监证明）。", "yg1"),
    (
        "ny1a",
        "The user obtained an import confirmation to bring a six-month supply of levothyroxine from Canada.",
        None,
    ),  # value: amount (six months vs four)
    (
        "ny1b",
        "ユーザーはアメリカからレボチロキシン4か月分を持ち込むため、輸入確認証を取得した。",
        None,
    ),  # value: place (the US vs Canada)
    ("ny1c", "用户的母亲为了从加拿大带入四个月的左甲状腺素，办好了进口确认证。", None),  # person: mother vs user
    (
        "ny1d",
        "The user still has to get an import confirmation to bring a four-month supply of levothyroxine from Canada.",
        None,
    ),  # tense/aspect: not yet obtained vs obtained
    # yg2: gout, febuxostat 20 mg once a day
    ("y2", "The user has gout and takes 20 mg of febuxostat once a day.", "yg2"),
    ("y2p", "For gout, the user is on febuxostat, 20 milligrams daily.", "yg2"),
    ("y2j", "ユーザーは痛風で、フェブキソスタットを1日1回20mg飲んでいる。", "yg2"),
    ("y2j2", "痛風の治療でフェブキソスタット二十ミリグラムを毎日一回服用している。", "yg2"),
    ("y2z", "用户患有痛风，每天服用一次非布司他20毫克。", "yg2"),
    ("ny2a", "The user has gout and takes 40 mg of febuxostat once a day.", None),  # value: dose (40 mg vs 20 mg)
    ("ny2b", "ユーザーは痛風で、フェブキソスタットを1日2回20mg飲んでいる。", None),  # frequency: twice a day vs once
    ("ny2c", "用户的父亲患有痛风，每天服用一次非布司他20毫克。", None),  # person: father vs user
    (
        "ny2d",
        "The user has gout and used to take 20 mg of febuxostat once a day.",
        None,
    ),  # tense/aspect: used to take vs takes
    # yg3: acupuncture for lower back pain every other Thursday in Koenji
    ("y3", "The user gets acupuncture for lower back pain every other Thursday at a clinic in Koenji.", "yg3"),
    (
        "y3p",
        "Once every two weeks, on a Thursday, the user has acupuncture for lower-back pain at a clinic in Koenji.",
        "yg3",
    ),
    ("y3j", "ユーザーは腰痛のため、隔週木曜日に高円寺の鍼灸院で鍼治療を受けている。", "yg3"),
    ("y3z", "用户因为腰痛，每隔一周的星期四去高圆寺的诊所做针灸。", "yg3"),
    (
        "ny3a",
        "The user gets acupuncture for neck pain every other Thursday at a clinic in Koenji.",
        None,
    ),  # value: body part (neck vs lower back)
    (
        "ny3b",
        "ユーザーは腰痛のため、毎週木曜日に高円寺の鍼灸院で鍼治療を受けている。",
        None,
    ),  # frequency: every week vs every other week
    ("ny3c", "用户因为腰痛，每隔一周的星期四去中野的诊所做针灸。", None),  # value: place (Nakano vs Koenji)
    (
        "ny3d",
        "The user's wife gets acupuncture for lower back pain every other Thursday at a clinic in Koenji.",
        None,
    ),  # person: wife vs user
    # yg4: the mother's second shingles vaccine dose in Funabashi on 14 March
    (
        "y4",
        "The user's mother got her second dose of the shingles vaccine at a clinic in Funabashi on 14 March.",
        "yg4",
    ),
    (
        "y4p",
        "On March 14, the second shot of the shingles vaccine was given to the user's mother at a Funabashi clinic.",
        "yg4",
    ),
    ("y4j", "ユーザーの母は3月14日に船橋のクリニックで帯状疱疹ワクチンの2回目を接種した。", "yg4"),
    ("y4z", "用户的母亲三月十四日在船桥的诊所打了第二针带状疱疹疫苗。", "yg4"),
    (
        "ny4a",
        "The user's mother got her first dose of the shingles vaccine at a clinic in Funabashi on 14 March.",
        None,
    ),  # value: dose number (first vs second)
    (
        "ny4b",
        "ユーザーの父は3月14日に船橋のクリニックで帯状疱疹ワクチンの2回目を接種した。",
        None,
    ),  # person: father vs mother
    ("ny4c", "用户的母亲三月四日在船桥的诊所打了第二针带状疱疹疫苗。", None),  # value: date (4 March vs 14 March)
    (
        "ny4d",
        "ユーザーの母は3月14日に船橋のクリニックで帯状疱疹ワクチンの2回目を接種する予定だ。",
        None,
    ),  # tense/aspect: will get vs got
    # yg5: a gastroscopy under sedation at 9:30 on Wednesday 10 June
    ("y5", "The user has a gastroscopy under sedation booked for 9:30 am on Wednesday 10 June.", "yg5"),
    ("y5p", "The user's stomach camera exam, with sedation, is scheduled for Wednesday, June 10 at 09:30.", "yg5"),
    ("y5j", "ユーザーは6月10日（水）午前9時半に鎮静剤を使った胃カメラの予約がある。", "yg5"),
    ("y5z", "用户预约了六月十日（星期三）上午九点半做无痛胃镜。", "yg5"),
    (
        "ny5a",
        "The user has a colonoscopy under sedation booked for 9:30 am on Wednesday 10 June.",
        None,
    ),  # value: exam (colonoscopy vs gastroscopy)
    (
        "ny5b",
        "ユーザーは6月10日（水）午前9時半に鎮静剤なしの胃カメラの予約がある。",
        None,
    ),  # manner: without sedation vs with
    ("ny5c", "用户预约了六月十日（星期三）上午十点半做无痛胃镜。", None),  # value: time (10:30 vs 9:30)
    (
        "ny5d",
        "The user has a gastroscopy under sedation booked for 9:30 am on Wednesday 17 June.",
        None,
    ),  # value: date (17 June vs 10 June)
    # yg6: bone marrow donor registration at the Yurakucho blood donation room
    ("y6", "The user registered as a bone marrow donor at the blood donation room in Yurakucho.", "yg6"),
    ("y6p", "The user signed up with the bone marrow donor registry at Yurakucho's blood donation room.", "yg6"),
    ("y6j", "ユーザーは有楽町の献血ルームで骨髄バンクのドナー登録をした。", "yg6"),
    ("y6z", "用户在有乐町的献血室登记成为骨髓捐献者。", "yg6"),
    (
        "ny6a",
        "The user's husband registered as a bone marrow donor at the blood donation room in Yurakucho.",
        None,
    ),  # person: husband vs user
    (
        "ny6b",
        "ユーザーは新宿の献血ルームで骨髄バンクのドナー登録をした。",
        None,
    ),  # value: place (Shinjuku vs Yurakucho)
    ("ny6c", "用户打算在有乐町的献血室登记成为骨髓捐献者。", None),  # modality: plans to register vs registered
    # yg7: 18,000 yen custom insoles for plantar fasciitis in the left foot
    ("y7", "The user paid 18,000 yen for custom insoles for plantar fasciitis in their left foot.", "yg7"),
    ("y7p", "Custom-made insoles for the plantar fasciitis in the user's left foot cost them ¥18,000.", "yg7"),
    ("y7j", "ユーザーは左足の足底筋膜炎のためにオーダーメイドのインソールを1万8千円で作った。", "yg7"),
    ("y7z", "用户为了治左脚的足底筋膜炎，花一万八千日元定做了鞋垫。", "yg7"),
    (
        "ny7a",
        "The user paid 18,000 yen for custom insoles for plantar fasciitis in their right foot.",
        None,
    ),  # value: body part (right foot vs left)
    (
        "ny7b",
        "ユーザーは左足の足底筋膜炎のためにオーダーメイドのインソールを8千円で作った。",
        None,
    ),  # value: amount (8,000 vs 18,000 yen)
    ("ny7c", "用户的妹妹为了治左脚的足底筋膜炎，花一万八千日元定做了鞋垫。", None),  # person: younger sister vs user
    # yg8: a low-FODMAP diet for IBS since January
    ("y8", "The user has followed a low-FODMAP diet for irritable bowel syndrome since January.", "yg8"),
    ("y8p", "Since January the user has been on a low-FODMAP diet to manage IBS.", "yg8"),
    ("y8j", "ユーザーは過敏性腸症候群のため、1月から低FODMAP食を続けている。", "yg8"),
    ("y8z", "用户因为肠易激综合征，从一月起一直坚持低FODMAP饮食。", "yg8"),
    (
        "ny8a",
        "The user has followed a low-FODMAP diet for irritable bowel syndrome since March.",
        None,
    ),  # value: date (March vs January)
    ("ny8b", "ユーザーの夫は過敏性腸症候群のため、1月から低FODMAP食を続けている。", None),  # person: husband vs user
    (
        "ny8c",
        "用户因为肠易激综合征，打算从一月起开始低FODMAP饮食。",
        None,
    ),  # tense/aspect: plans to start vs has followed
    # yg9: a leopard gecko named Mochi, fed crickets three times a week
    ("y9", "The user keeps a leopard gecko named Mochi and feeds it crickets three times a week.", "yg9"),
    ("y9p", "Mochi, the user's leopard gecko, is fed crickets by the user three times a week.", "yg9"),
    ("y9j", "ユーザーはモチという名前のヒョウモントカゲモドキを飼っていて、週3回コオロギをあげている。", "yg9"),
    ("y9j2", "レオパ（ヒョウモントカゲモドキ）の「もち」を飼っていて、週に三回コオロギを与えている。", "yg9"),
    ("y9z", "用户养了一只叫Mochi（麻糬）的豹纹守宫，每周喂三次蟋蟀。", "yg9"),
    (
        "ny9a",
        "The user keeps a leopard gecko named Mochi and feeds it crickets twice a week.",
        None,
    ),  # frequency: twice vs three times a week
    (
        "ny9b",
        "ユーザーはモチという名前のヒョウモントカゲモドキを飼っていて、週3回ミルワームをあげている。",
        None,
    ),  # value: food item (mealworms vs crickets)
    (
        "ny9c",
        "用户养了一只叫Mochi（麻糬）的鬃狮蜥，每周喂三次蟋蟀。",
        None,
    ),  # value: species (bearded dragon vs leopard gecko)
    (
        "ny9d",
        "The user's son keeps a leopard gecko named Mochi and feeds it crickets three times a week.",
        None,
    ),  # person: son vs user
    # yg10: a shiba's dog daycare in Meguro on Tuesdays and Fridays, 4,500 yen a day
    (
        "y10",
        "The user's shiba inu goes to a dog daycare in Meguro on Tuesdays and Fridays, at 4,500 yen a day.",
        "yg10",
    ),
    (
        "y10p",
        "Every Tuesday and Friday the user's Shiba is taken to a Meguro doggy daycare that charges ¥4,500 per day.",
        "yg10",
    ),
    ("y10j", "ユーザーの柴犬は毎週火曜と金曜に目黒の犬の保育園に通っていて、料金は1日4,500円だ。", "yg10"),
    ("y10z", "用户的柴犬每周二和周五去目黑的狗狗托管所，一天四千五百日元。", "yg10"),
    (
        "ny10a",
        "The user's shiba inu goes to a dog daycare in Meguro on Tuesdays and Thursdays, at 4,500 yen a day.",
        None,
    ),  # value: day (Thursdays vs Fridays)
    (
        "ny10b",
        "ユーザーの柴犬は毎週火曜と金曜に目黒の犬の保育園に通っていて、料金は1日5,400円だ。",
        None,
    ),  # value: amount (5,400 vs 4,500 yen)
    ("ny10c", "用户的柴犬每周二和周五去惠比寿的狗狗托管所，一天四千五百日元。", None),  # value: place (Ebisu vs Meguro)
    (
        "ny10d",
        "用户邻居的柴犬每周二和周五去目黑的狗狗托管所，一天四千五百日元。",
        None,
    ),  # person: the neighbour's dog vs the user's
    # yg11: a number plate for a 50 cc scooter from Nerima Ward Office
    ("y11", "The user got a number plate for their 50 cc scooter at Nerima Ward Office.", "yg11"),
    ("y11p", "Nerima Ward Office issued the user a licence plate for their 50cc moped.", "yg11"),
    ("y11j", "ユーザーは練馬区役所で50ccの原付のナンバープレートをもらった。", "yg11"),
    ("y11z", "用户在练马区政府领取了五十cc小摩托的车牌。", "yg11"),
    (
        "ny11a",
        "The user got a number plate for their 125 cc scooter at Nerima Ward Office.",
        None,
    ),  # value: engine size (125 cc vs 50 cc)
    (
        "ny11b",
        "ユーザーは練馬区役所で50ccの原付のナンバープレートを返納した。",
        None,
    ),  # direction/role: returned the plate vs got it
    ("ny11c", "用户在杉并区政府领取了五十cc小摩托的车牌。", None),  # value: place (Suginami vs Nerima)
    (
        "ny11d",
        "The user's husband got a number plate for his 50 cc scooter at Nerima Ward Office.",
        None,
    ),  # person: husband vs user
    # yg12: Tokyo to Hiroshima on local trains with a Seishun 18 ticket in late March (plan)
    (
        "y12",
        "The user plans to travel from Tokyo to Hiroshima on local trains with a Seishun 18 ticket in late March.",
        "yg12",
    ),
    (
        "y12p",
        "In late March the user intends to go from Tokyo to Hiroshima by local train, using a Seishun 18 Kippu.",
        "yg12",
    ),
    ("y12j", "ユーザーは3月下旬に青春18きっぷで東京から広島まで普通列車で行くつもりだ。", "yg12"),
    ("y12z", "用户打算三月下旬用青春18车票坐普通列车从东京去广岛。", "yg12"),
    (
        "ny12a",
        "The user plans to travel from Hiroshima to Tokyo on local trains with a Seishun 18 ticket in late March.",
        None,
    ),  # direction/role: Hiroshima to Tokyo vs Tokyo to Hiroshima
    (
        "ny12b",
        "ユーザーは3月下旬に青春18きっぷで東京から岡山まで普通列車で行くつもりだ。",
        None,
    ),  # value: place (Okayama vs Hiroshima)
    ("ny12c", "用户打算八月下旬用青春18车票坐普通列车从东京去广岛。", None),  # value: date (late August vs late March)
    (
        "ny12d",
        "The user travelled from Tokyo to Hiroshima on local trains with a Seishun 18 ticket in late March.",
        None,
    ),  # tense/aspect: travelled vs plans to
    # yg13: a Solo room on the Sunrise Izumo, Tokyo to Izumoshi, night of Friday 8 May
    (
        "y13",
        "The user booked a Solo room on the Sunrise Izumo sleeper from Tokyo to Izumoshi for Friday night, 8 May.",
        "yg13",
    ),
    (
        "y13p",
        "For the night of Fri 8 May, a Solo room on the Tokyo-Izumoshi Sunrise Izumo was reserved by the user.",
        "yg13",
    ),
    ("y13j", "ユーザーは5月8日（金）の夜の、東京発出雲市行きの寝台特急サンライズ出雲のソロを予約した。", "yg13"),
    ("y13z", "用户预订了五月八日（周五）晚上从东京开往出云市的卧铺特快Sunrise出云号的Solo单人包厢。", "yg13"),
    (
        "ny13a",
        "The user booked a Single room on the Sunrise Izumo sleeper from Tokyo to Izumoshi for Friday night, 8 May.",
        None,
    ),  # value: room type (Single vs Solo)
    (
        "ny13b",
        "ユーザーは5月15日（金）の夜の、東京発出雲市行きの寝台特急サンライズ出雲のソロを予約した。",
        None,
    ),  # value: date (15 May vs 8 May)
    (
        "ny13c",
        "用户的妻子预订了五月八日（周五）晚上从东京开往出云市的卧铺特快Sunrise出云号的Solo单人包厢。",
        None,
    ),  # person: wife vs user
    (
        "ny13d",
        "The user booked a Solo room on the Sunrise Izumo sleeper from Izumoshi to Tokyo for Friday night, 8 May.",
        None,
    ),  # direction/role: Izumoshi to Tokyo vs Tokyo to Izumoshi
    # yg14: the Shimanami Kaido by bicycle, Onomichi to Imabari in one day, last October
    ("y14", "The user cycled the Shimanami Kaido from Onomichi to Imabari in one day last October.", "yg14"),
    (
        "y14p",
        "Last October the user rode the Shimanami Kaido by bicycle, Onomichi to Imabari, in a single day.",
        "yg14",
    ),
    ("y14j", "ユーザーは去年の10月、しまなみ海道を尾道から今治まで自転車で1日で走った。", "yg14"),
    ("y14z", "用户去年十月骑自行车一天骑完了从尾道到今治的岛波海道。", "yg14"),
    (
        "ny14a",
        "The user cycled the Shimanami Kaido from Imabari to Onomichi in one day last October.",
        None,
    ),  # direction/role: Imabari to Onomichi vs Onomichi to Imabari
    (
        "ny14b",
        "ユーザーは去年の10月、しまなみ海道を尾道から今治まで自転車で2日かけて走った。",
        None,
    ),  # value: duration (two days vs one)
    ("ny14c", "用户的父亲去年十月骑自行车一天骑完了从尾道到今治的岛波海道。", None),  # person: father vs user
    (
        "ny14d",
        "The user cycled the Shimanami Kaido from Onomichi to Imabari in one day last November.",
        None,
    ),  # value: date (November vs October)
    # yg15: a drift-ice walk in Shiretoko with the wife on 20 February
    ("y15", "The user and his wife will join a drift-ice walk in Shiretoko on 20 February.", "yg15"),
    ("y15p", "On February 20 the user is going on a drift ice walking tour in Shiretoko with his wife.", "yg15"),
    ("y15j", "ユーザーは2月20日に妻と知床の流氷ウォークに参加する。", "yg15"),
    ("y15z", "用户二月二十日要和妻子一起参加知床的流冰漫步。", "yg15"),
    (
        "ny15a",
        "The user and his wife will join a drift-ice walk in Shiretoko on 12 February.",
        None,
    ),  # value: date (12 vs 20 February)
    ("ny15b", "ユーザーは2月20日に兄と知床の流氷ウォークに参加する。", None),  # person: elder brother vs wife
    ("ny15c", "用户二月二十日要和妻子一起参加网走的流冰漫步。", None),  # value: place (Abashiri vs Shiretoko)
    (
        "ny15d",
        "The user and his wife will not join the drift-ice walk in Shiretoko on 20 February.",
        None,
    ),  # polarity: will not join vs will join
    # yg16: the ten-hour round trip to the Jomon Sugi on Yakushima in July
    ("y16", "The user hiked to the Jomon Sugi cedar on Yakushima in July, a ten-hour round trip.", "yg16"),
    ("y16p", "In July the user made the ten-hour return hike to Yakushima's Jomon Sugi.", "yg16"),
    ("y16j", "ユーザーは7月に屋久島の縄文杉まで往復10時間かけて歩いた。", "yg16"),
    ("y16z", "用户七月在屋久岛徒步往返十个小时去看了绳文杉。", "yg16"),
    (
        "ny16a",
        "The user hiked to the Jomon Sugi cedar on Yakushima in July, an eight-hour round trip.",
        None,
    ),  # value: duration (eight hours vs ten)
    ("ny16b", "ユーザーは9月に屋久島の縄文杉まで往復10時間かけて歩いた。", None),  # value: date (September vs July)
    ("ny16c", "用户打算七月在屋久岛徒步往返十个小时去看绳文杉。", None),  # modality: plans to vs did
    (
        "ny16d",
        "The user's parents hiked to the Jomon Sugi cedar on Yakushima in July, a ten-hour round trip.",
        None,
    ),  # person: parents vs user
    # yg17: a two-year secondment to the Osaka branch from April
    ("y17", "The user's company is seconding them to its Osaka branch for two years from April.", "yg17"),
    ("y17p", "From April, the user will be on a two-year secondment to the company's Osaka branch.", "yg17"),
    ("y17j", "ユーザーは4月から2年間、大阪支社に出向することになった。", "yg17"),
    ("y17z", "用户从四月起被公司派到大阪分公司工作两年。", "yg17"),
    (
        "ny17a",
        "The user's company is seconding them to its Nagoya branch for two years from April.",
        None,
    ),  # value: place (Nagoya vs Osaka)
    ("ny17b", "ユーザーは4月から1年間、大阪支社に出向することになった。", None),  # value: duration (one year vs two)
    ("ny17c", "用户从十月起被公司派到大阪分公司工作两年。", None),  # value: date (October vs April)
    (
        "ny17d",
        "The user's company is seconding their colleague Tanaka to its Osaka branch for two years from April.",
        None,
    ),  # person: a colleague vs user
    # yg18: 10,000 yen a month into the employee shareholding plan
    ("y18", "The user puts 10,000 yen a month into the employee stock ownership plan.", "yg18"),
    ("y18p", "Each month, ¥10,000 of the user's pay goes into the company's employee shareholding scheme.", "yg18"),
    ("y18j", "ユーザーは毎月1万円を持株会に積み立てている。", "yg18"),
    ("y18j2", "従業員持株会へ月々一万円を拠出している。", "yg18"),
    ("y18z", "用户每月往员工持股计划里存一万日元。", "yg18"),
    (
        "ny18a",
        "The user puts 20,000 yen a month into the employee stock ownership plan.",
        None,
    ),  # value: amount (20,000 vs 10,000 yen)
    ("ny18b", "ユーザーの夫は毎月1万円を持株会に積み立てている。", None),  # person: husband vs user
    ("ny18c", "用户以前每月往员工持股计划里存一万日元。", None),  # tense/aspect: used to vs does
    (
        "ny18d",
        "The user puts 10,000 yen a month into an iDeCo pension account.",
        None,
    ),  # value: scheme (iDeCo vs employee shareholding)
    # yg19: a TOEIC score of 730 needed for promotion to section chief
    ("y19", "The user needs a TOEIC score of 730 to be promoted to section chief.", "yg19"),
    ("y19p", "Promotion to section manager requires the user to score 730 on the TOEIC.", "yg19"),
    ("y19j", "ユーザーは課長に昇進するためにTOEICで730点が必要だ。", "yg19"),
    ("y19z", "用户要升为科长，需要托业考到730分。", "yg19"),
    (
        "ny19a",
        "The user needs a TOEIC score of 800 to be promoted to section chief.",
        None,
    ),  # value: score (800 vs 730)
    (
        "ny19b",
        "ユーザーは部長に昇進するためにTOEICで730点が必要だ。",
        None,
    ),  # value: position (department head vs section chief)
    ("ny19c", "用户的同事要升为科长，需要托业考到730分。", None),  # person: a colleague vs user
    # yg20: the late grandfather's Seiko watch sold to a pawn shop in Ueno for 35,000 yen
    ("y20", "The user sold their late grandfather's Seiko watch to a pawn shop in Ueno for 35,000 yen.", "yg20"),
    (
        "y20p",
        "A pawnshop in Ueno bought the Seiko watch of the user's late grandfather from the user for ¥35,000.",
        "yg20",
    ),
    ("y20j", "ユーザーは亡くなった祖父のセイコーの腕時計を上野の質屋に3万5千円で売った。", "yg20"),
    ("y20z", "用户把已故祖父的精工手表以三万五千日元卖给了上野的当铺。", "yg20"),
    (
        "ny20a",
        "The user sold their late grandfather's Seiko watch to a pawn shop in Ueno for 53,000 yen.",
        None,
    ),  # value: amount (53,000 vs 35,000 yen)
    (
        "ny20b",
        "ユーザーは亡くなった祖父のセイコーの腕時計を上野の質屋に質入れして3万5千円借りた。",
        None,
    ),  # manner: pawned for a loan vs sold
    (
        "ny20c",
        "用户以三万五千日元从上野的当铺买回了已故祖父的精工手表。",
        None,
    ),  # direction/role: bought back from vs sold to the pawn shop
    (
        "ny20d",
        "The user sold their late grandfather's Citizen watch to a pawn shop in Ueno for 35,000 yen.",
        None,
    ),  # value: brand (Citizen vs Seiko)
    *PLANTED_Y_21_40,
]
