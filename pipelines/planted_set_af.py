"""Planted set af (issue 13, stop 38): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; af is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 38. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines and registration block of pipelines/planted_sets.py,
set ad and its split into planted_set_ad2.py, for the format, and tests/test_planted_structure.py), ran no benchmark,
link screen, sweep or consolidation, and wrote what an LLM summariser would have kept about real users of the assistant
(foreign residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker
can or cannot do.

What it covers: 40 groups ``afgN`` of 3-5 items (an English item ``afN``, mostly with an English paraphrase ``afNp``: a
synonym, a converse verb with the roles swapped (gave / received, walks / is walked by, teaches / takes lessons from,
taught / took a course at), the passive, a relative clause or another word order; a Japanese item ``afNj`` and a Chinese
item ``afNz``, sometimes a second Japanese wording ``afNj2`` (subjectless, polite, kanji numerals 八週間 / 三万八千円 /
三百万円 / 四月二十二日, lay words and abbreviations such as 神経の治療, 百日祝い, 荼毘に付す, オルソK, フレックス,
ユニバ, an honorific いらっしゃいます, a 12-hour time 午後四時十五分) or a second Chinese wording ``afNz2`` (牛皮癣 for
银屑病, 八月十二号)), each with 3-4 negatives ``nafN<letter>`` that keep the group's template and change one value,
person, direction or role, tense or aspect, modality, polarity or frequency, named in the trailing comment, in all three
languages; then ten unrelated facts ``uafN``. Ten groups have a negative that swaps a role or reverses a direction: who
walks whose dog, who gives the down payment to whom, who appoints whom as tax representative, which employer the user
moves from and to, running a book club against attending it, who teaches flamenco to whom, hosting a dinner against
attending it, dancing in a festival against watching it, which way a trail is walked and who visits whom at home.

Topics are ones the earlier sets left out: H. pylori eradication with Vonosap in Ebisu, a root canal on an upper front
tooth in Kichijoji (four visits / 四回 / 四次), a left Achilles tendon torn at badminton (eight weeks / 八週間 / 八周),
narrowband UVB for psoriasis in Ochanomizu (乾癬 / 银屑病 / 牛皮癣), pre-exposure rabies shots before Cambodia, a
daughter's ortho-k lenses in Futako-Tamagawa (Maya / マヤちゃん / 玛雅, ¥150,000 / 十五万円), a dog waiting 180 days in
Seattle to be flown in (Bella / ベラ / 贝拉), a Shih Tzu cremated in Fuchu (Kuma / クマ / 小熊, ¥38,000 / 三万八千円),
walking a neighbour's Akita (Mr Kobayashi / 小林さん / 小林先生, Goro / ゴロー / 五郎), a baby's okuizome (Lin /
リンちゃん / 小琳), standing as ninong at a cousin's wedding in Cebu (Paolo / パオロ / 保罗), ¥3 million from parents
toward a down payment in Urawa (三百万円), a tax representative before leaving for Canada (Kenta Ito / 伊藤健太さん /
伊藤健太), reporting a change of employer from Mercari to LINE Yahoo to immigration, overseas voting at the Philippine
Embassy, a high-stress result in the workplace stress check, flextime core hours (11 am to 3 pm / 11時から15時 /
上午11点到下午3点), an English book club in Nishi-Ogikubo on "the last Thursday", flamenco from a Spanish teacher (Lucía
/ ルシア先生 / 露西娅), a mokuhanga course in Kyoto, the Perseids from Nobeyama, a son's skateboarding at Komazawa Park
(Hugo / ユーゴくん / 雨果), Loy Krathong on the Tama River (Nok / ノックさん / 诺), a Rosh Hashanah dinner at Chabad
House in Hiroo (David / デイビッド / 大卫), dancing as a haneto in the Aomori Nebuta Festival, a daughter as Mary in a
nativity play (Grace / グレースちゃん / 格蕾丝), the Nakasendo from Magome to Tsumago, a Shirakawa-go light-up bus tour,
USJ Express Passes (ユニバ), the rabbits of Okunoshima, a mother from Taipei at the Hitachi Seaside Park nemophila, a
homeroom teacher's home visit (Oliver / オリバーくん / 奥利弗, 4:15 pm / 16時15分 / 下午四点一刻), a daughter's class
(Grade 4 Class 2 / 4年2組 / 四年级二班, Amira / アミラちゃん / 阿米拉), a son chosen as class representative (Yusuf /
ユスフくん / 优素福), a fraudulent card charge refunded by Rakuten Card (¥89,000 / 八万九千円), a ¥30,000 housing
allowance, a month's notice on a flat in Koenji, termites under the floor in Kashiwa (¥180,000 / 十八万円), a 2LDK hunt
near Kiyosumi-Shirakawa and volunteer English guiding at Meiji Jingu on "the second and fourth Saturdays".
"""

from __future__ import annotations

from pipelines.planted_set_af2 import PLANTED_AF_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_af2.py (split for length only).
PLANTED_AF: list[tuple[str, str, str | None]] = [
    # afg1: a one-week H. pylori eradication course of Vonosap from a gastroenterology clinic in Ebisu
    (
        "af1",
        "The user is taking a one-week course of Vonosap to eradicate H. pylori, prescribed by a gastroenterology "
        "clinic in Ebisu.",
        "afg1",
    ),
    (
        "af1p",
        "A gastroenterology clinic in Ebisu has put the user on Vonosap for one week to get rid of H. pylori.",
        "afg1",
    ),
    ("af1j", "ユーザーは恵比寿の胃腸科クリニックでピロリ菌の除菌薬ボノサップを1週間分処方され、飲んでいる。", "afg1"),
    ("af1j2", "恵比寿の胃腸クリニックでピロリ菌の除菌中です。ボノサップを一週間飲みます。", "afg1"),
    ("af1z", "用户正在服用惠比寿一家消化内科诊所开的沃诺沙普（Vonosap），疗程一周，用来根除幽门螺杆菌。", "afg1"),
    (
        "naf1a",
        "The user is taking a two-week course of Vonosap to eradicate H. pylori, prescribed by a gastroenterology "
        "clinic in Ebisu.",
        None,
    ),  # value: duration (two weeks vs one week)
    (
        "naf1b",
        "ユーザーは目黒の胃腸科クリニックでピロリ菌の除菌薬ボノサップを1週間分処方され、飲んでいる。",
        None,
    ),  # value: place (Meguro vs Ebisu)
    (
        "naf1c",
        "用户的丈夫正在服用惠比寿一家消化内科诊所开的沃诺沙普（Vonosap），疗程一周，用来根除幽门螺杆菌。",
        None,
    ),  # person: the husband vs the user
    (
        "naf1d",
        "The user finished a one-week course of Vonosap to eradicate H. pylori, prescribed by a gastroenterology "
        "clinic in Ebisu.",
        None,
    ),  # tense/aspect: finished vs is taking
    # afg2: root canal treatment on an upper front tooth at a dental clinic in Kichijoji, four visits in all
    (
        "af2",
        "The user is having root canal treatment on an upper front tooth at a dental clinic in Kichijoji, four visits "
        "in all.",
        "afg2",
    ),
    (
        "af2p",
        "A dental clinic in Kichijoji is doing root canal treatment on the user's upper front tooth over four visits.",
        "afg2",
    ),
    ("af2j", "ユーザーは吉祥寺の歯科医院で上の前歯の根管治療を受けていて、通院は全部で4回の予定だ。", "afg2"),
    ("af2j2", "吉祥寺の歯医者さんで上の前歯の神経の治療をしていて、全部で四回通います。", "afg2"),
    ("af2z", "用户正在吉祥寺的一家牙科诊所做上门牙的根管治疗，总共要去四次。", "afg2"),
    (
        "naf2a",
        "The user is having root canal treatment on a lower front tooth at a dental clinic in Kichijoji, four visits "
        "in all.",
        None,
    ),  # value: tooth (lower vs upper front tooth)
    (
        "naf2b",
        "用户正在吉祥寺的一家牙科诊所做上门牙的根管治疗，总共要去六次。",
        None,
    ),  # value: count (six vs four visits)
    (
        "naf2c",
        "ユーザーの娘は吉祥寺の歯科医院で上の前歯の根管治療を受けていて、通院は全部で4回の予定だ。",
        None,
    ),  # person: the daughter vs the user
    (
        "naf2d",
        "The user may need root canal treatment on an upper front tooth at a dental clinic in Kichijoji, four visits "
        "in all.",
        None,
    ),  # modality: may need vs is having
    # afg3: a left Achilles tendon ruptured playing badminton, a walking boot for eight weeks
    (
        "af3",
        "The user ruptured their left Achilles tendon playing badminton and has to wear a walking boot for eight "
        "weeks.",
        "afg3",
    ),
    (
        "af3p",
        "After tearing their left Achilles tendon at badminton, the user must wear a walking boot for eight weeks.",
        "afg3",
    ),
    (
        "af3j",
        "ユーザーはバドミントン中に左のアキレス腱を断裂し、8週間は歩行用のブーツを着けなければならない。",
        "afg3",
    ),
    ("af3j2", "バドミントンで左のアキレス腱を切ってしまい、八週間は装具のブーツで過ごします。", "afg3"),
    ("af3z", "用户打羽毛球时左脚跟腱断裂，需要穿八周的助行靴。", "afg3"),
    (
        "naf3a",
        "ユーザーはバドミントン中に右のアキレス腱を断裂し、8週間は歩行用のブーツを着けなければならない。",
        None,
    ),  # value: side (right vs left)
    (
        "naf3b",
        "The user ruptured their left Achilles tendon playing futsal and has to wear a walking boot for eight weeks.",
        None,
    ),  # value: sport (futsal vs badminton)
    (
        "naf3c",
        "用户打羽毛球时左脚跟腱断裂，需要穿六周的助行靴。",
        None,
    ),  # value: duration (six vs eight weeks)
    (
        "naf3d",
        "The user's brother ruptured his left Achilles tendon playing badminton and has to wear a walking boot for "
        "eight weeks.",
        None,
    ),  # person: the brother vs the user
    # afg4: narrowband UVB light therapy for psoriasis at a dermatology clinic in Ochanomizu, twice a week
    (
        "af4",
        "The user goes to a dermatology clinic in Ochanomizu twice a week for narrowband UVB light therapy for "
        "psoriasis.",
        "afg4",
    ),
    (
        "af4p",
        "Twice weekly, the user has narrowband UVB phototherapy for their psoriasis at a skin clinic in Ochanomizu.",
        "afg4",
    ),
    (
        "af4j",
        "ユーザーは乾癬の治療のため、週2回御茶ノ水の皮膚科に通ってナローバンドUVBの光線療法を受けている。",
        "afg4",
    ),
    ("af4z", "用户每周两次去御茶水的皮肤科做窄谱UVB光疗，治疗银屑病。", "afg4"),
    ("af4z2", "用户因为牛皮癣，一周去两回御茶之水的皮肤科照窄波紫外线。", "afg4"),
    (
        "naf4a",
        "The user goes to a dermatology clinic in Ochanomizu once a week for narrowband UVB light therapy for "
        "psoriasis.",
        None,
    ),  # frequency: once a week vs twice
    (
        "naf4b",
        "ユーザーはアトピー性皮膚炎の治療のため、週2回御茶ノ水の皮膚科に通ってナローバンドUVBの光線療法を受けている。",
        None,
    ),  # value: condition (atopic dermatitis vs psoriasis)
    (
        "naf4c",
        "用户以前每周两次去御茶水的皮肤科做窄谱UVB光疗，治疗银屑病。",
        None,
    ),  # tense/aspect: used to go vs goes
    (
        "naf4d",
        "The user goes to a dermatology clinic in Ueno twice a week for narrowband UVB light therapy for psoriasis.",
        None,
    ),  # value: place (Ueno vs Ochanomizu)
    # afg5: the second of three pre-exposure rabies shots at a travel clinic in Shinjuku, before a trip to Cambodia
    (
        "af5",
        "Before their trip to Cambodia, the user had the second of three pre-exposure rabies shots at a travel clinic "
        "in Shinjuku.",
        "afg5",
    ),
    (
        "af5p",
        "The user received the second of their three pre-exposure rabies vaccine doses at a Shinjuku travel clinic, "
        "ahead of a trip to Cambodia.",
        "afg5",
    ),
    (
        "af5j",
        "ユーザーはカンボジア旅行の前に、新宿のトラベルクリニックで狂犬病の予防接種の2回目（全3回）を受けた。",
        "afg5",
    ),
    ("af5z", "用户去柬埔寨旅行前，在新宿的一家旅行门诊打了狂犬病暴露前疫苗三针中的第二针。", "afg5"),
    (
        "naf5a",
        "用户去柬埔寨旅行前，在新宿的一家旅行门诊打了狂犬病暴露前疫苗三针中的第一针。",
        None,
    ),  # value: dose (the first vs the second of three)
    (
        "naf5b",
        "Before their trip to Laos, the user had the second of three pre-exposure rabies shots at a travel clinic in "
        "Shinjuku.",
        None,
    ),  # value: country (Laos vs Cambodia)
    (
        "naf5c",
        "ユーザーはカンボジア旅行の前に、新宿のトラベルクリニックで日本脳炎の予防接種の2回目（全3回）を受けた。",
        None,
    ),  # value: vaccine (Japanese encephalitis vs rabies)
    (
        "naf5d",
        "Before their trip to Cambodia, the user will have the second of three pre-exposure rabies shots at a travel "
        "clinic in Shinjuku.",
        None,
    ),  # tense/aspect: will have vs had
    # afg6: the daughter Maya's overnight ortho-k lenses for myopia, ¥150,000 for both eyes in Futako-Tamagawa
    (
        "af6",
        "The user's daughter Maya wears orthokeratology lenses at night for short-sightedness; an eye clinic in "
        "Futako-Tamagawa charged ¥150,000 for both eyes.",
        "afg6",
    ),
    (
        "af6p",
        "An eye clinic in Futako-Tamagawa fitted Maya, the user's daughter, with overnight ortho-k lenses for her "
        "myopia, at ¥150,000 for the pair.",
        "afg6",
    ),
    (
        "af6j",
        "ユーザーの娘のマヤちゃんは近視のため夜間にオルソケラトロジーのレンズを着けている。"
        "二子玉川の眼科で両眼15万円だった。",
        "afg6",
    ),
    (
        "af6j2",
        "娘のマヤは近視で、寝ている間にオルソKレンズを使っています。二子玉川の眼科で両目十五万円でした。",
        "afg6",
    ),
    ("af6z", "用户的女儿玛雅因为近视晚上戴角膜塑形镜（OK镜），是在二子玉川的眼科配的，双眼十五万日元。", "afg6"),
    (
        "naf6a",
        "The user's daughter Maya wears orthokeratology lenses at night for short-sightedness; an eye clinic in "
        "Futako-Tamagawa charged ¥250,000 for both eyes.",
        None,
    ),  # value: amount (250,000 vs 150,000 yen)
    (
        "naf6b",
        "用户的外甥女玛雅因为近视晚上戴角膜塑形镜（OK镜），是在二子玉川的眼科配的，双眼十五万日元。",
        None,
    ),  # person: the niece vs the daughter
    (
        "naf6c",
        "ユーザーの娘のマヤちゃんは近視のため夜間にオルソケラトロジーのレンズを着けている。"
        "自由が丘の眼科で両眼15万円だった。",
        None,
    ),  # value: place (Jiyugaoka vs Futako-Tamagawa)
    # afg7: the dog Bella, still in Seattle, must wait 180 days after her rabies antibody test before flying to Japan
    (
        "af7",
        "The user's dog Bella, still in Seattle, must wait 180 days after her rabies antibody test before she can be "
        "flown to Japan.",
        "afg7",
    ),
    (
        "af7p",
        "Bella, the user's dog in Seattle, cannot be brought into Japan until 180 days have passed since her rabies "
        "antibody test.",
        "afg7",
    ),
    (
        "af7j",
        "ユーザーの犬のベラはまだシアトルにいて、狂犬病の抗体検査から180日待たないと日本に連れて来られない。",
        "afg7",
    ),
    ("af7z", "用户的狗贝拉还在西雅图，狂犬病抗体检测后要等满一百八十天才能空运到日本。", "afg7"),
    (
        "naf7a",
        "The user's dog Bella, still in Seattle, must wait 90 days after her rabies antibody test before she can be "
        "flown to Japan.",
        None,
    ),  # value: waiting period (90 vs 180 days)
    (
        "naf7b",
        "ユーザーの猫のベラはまだシアトルにいて、狂犬病の抗体検査から180日待たないと日本に連れて来られない。",
        None,
    ),  # value: species (cat vs dog)
    (
        "naf7c",
        "用户的狗贝拉还在温哥华，狂犬病抗体检测后要等满一百八十天才能空运到日本。",
        None,
    ),  # value: city (Vancouver vs Seattle)
    (
        "naf7d",
        "The user's dog Bella, still in Seattle, does not have to wait 180 days after her rabies antibody test before "
        "she can be flown to Japan.",
        None,
    ),  # polarity: does not have to wait vs must wait
    # afg8: the old Shih Tzu Kuma died and was cremated at a pet cemetery in Fuchu, ¥38,000
    (
        "af8",
        "The user's old Shih Tzu Kuma died and was cremated at a pet cemetery in Fuchu for ¥38,000.",
        "afg8",
    ),
    (
        "af8p",
        "After Kuma, the user's elderly Shih Tzu, died, a pet cemetery in Fuchu cremated him for ¥38,000.",
        "afg8",
    ),
    (
        "af8j",
        "ユーザーの老犬でシーズーのクマが亡くなり、府中のペット霊園で火葬してもらった。費用は3万8千円。",
        "afg8",
    ),
    ("af8j2", "うちのシーズーのクマが亡くなって、府中のペット霊園で荼毘に付しました。三万八千円でした。", "afg8"),
    ("af8z", "用户家的老西施犬小熊去世了，在府中的宠物陵园火化，花了三万八千日元。", "afg8"),
    (
        "naf8a",
        "用户家的老西施犬小熊去世了，在调布的宠物陵园火化，花了三万八千日元。",
        None,
    ),  # value: place (Chofu vs Fuchu)
    (
        "naf8b",
        "The user's old Shih Tzu Kuma died and was cremated at a pet cemetery in Fuchu for ¥58,000.",
        None,
    ),  # value: amount (58,000 vs 38,000 yen)
    (
        "naf8c",
        "ユーザーの老犬でポメラニアンのクマが亡くなり、府中のペット霊園で火葬してもらった。費用は3万8千円。",
        None,
    ),  # value: breed (Pomeranian vs Shih Tzu)
    (
        "naf8d",
        "The user's neighbour's old Shih Tzu Kuma died and was cremated at a pet cemetery in Fuchu for ¥38,000.",
        None,
    ),  # person: the neighbour's dog vs the user's
    # afg9: walking the neighbour Mr Kobayashi's Akita, Goro, every evening
    ("af9", "The user walks their neighbour Mr Kobayashi's Akita, Goro, every evening.", "afg9"),
    (
        "af9p",
        "Goro, the Akita that belongs to the user's neighbour Mr Kobayashi, is walked by the user every evening.",
        "afg9",
    ),
    ("af9j", "ユーザーは毎晩、近所の小林さんの秋田犬ゴローを散歩させている。", "afg9"),
    ("af9z", "用户每天晚上帮邻居小林先生遛他家的秋田犬五郎。", "afg9"),
    (
        "naf9a",
        "The user's neighbour Mr Kobayashi walks the user's Akita, Goro, every evening.",
        None,
    ),  # direction/role: the neighbour walks the user's dog vs the user walks the neighbour's
    (
        "naf9b",
        "ユーザーは毎朝、近所の小林さんの秋田犬ゴローを散歩させている。",
        None,
    ),  # value: time of day (morning vs evening)
    (
        "naf9c",
        "用户每周六晚上帮邻居小林先生遛他家的秋田犬五郎。",
        None,
    ),  # frequency: Saturday evenings vs every evening
    (
        "naf9d",
        "The user's son walks their neighbour Mr Kobayashi's Akita, Goro, every evening.",
        None,
    ),  # person: the son vs the user
    # afg10: the okuizome (100th-day first-meal ceremony) of the baby daughter Lin at home on 9 June
    (
        "af10",
        "The user held the okuizome, the 100th-day first-meal ceremony, for their baby daughter Lin at home on 9 June.",
        "afg10",
    ),
    (
        "af10p",
        "On 9 June the user celebrated Lin's okuizome at home, the first-meal ceremony for their baby daughter's "
        "100th day.",
        "afg10",
    ),
    ("af10j", "ユーザーは6月9日、自宅で娘のリンちゃんのお食い初めをした。", "afg10"),
    ("af10j2", "六月九日、家で娘のリンの百日祝いをしました。", "afg10"),
    ("af10z", "用户6月9日在家为女儿小琳办了日本的百日“食初”仪式。", "afg10"),
    (
        "naf10a",
        "The user held the okuizome, the 100th-day first-meal ceremony, for their baby daughter Lin at a restaurant "
        "in Ginza on 9 June.",
        None,
    ),  # value: place (a restaurant in Ginza vs home)
    (
        "naf10b",
        "用户6月9日在家为外孙女小琳办了日本的百日“食初”仪式。",
        None,
    ),  # person: the granddaughter vs the daughter
    (
        "naf10c",
        "ユーザーは6月16日、自宅で娘のリンちゃんのお食い初めをした。",
        None,
    ),  # value: date (16 June vs 9 June)
    (
        "naf10d",
        "The user is planning to hold the okuizome, the 100th-day first-meal ceremony, for their baby daughter Lin at "
        "home on 9 June.",
        None,
    ),  # modality: plans to hold vs held
    # afg11: principal sponsor (ninong) at the cousin Paolo's wedding in Cebu on 27 December
    (
        "af11",
        "The user will be a principal sponsor, a ninong, at their cousin Paolo's wedding in Cebu on 27 December.",
        "afg11",
    ),
    (
        "af11p",
        "At their cousin Paolo's wedding in Cebu on December 27, the user is going to stand as one of the principal "
        "sponsors (ninong).",
        "afg11",
    ),
    (
        "af11j",
        "ユーザーは12月27日にセブで行われるいとこのパオロの結婚式で、ニノン（主要な立会人）を務める。",
        "afg11",
    ),
    ("af11z", "用户将在12月27日于宿务举行的表哥保罗的婚礼上担任主证婚人（ninong）。", "afg11"),
    (
        "naf11a",
        "The user will be a principal sponsor, a ninong, at their brother Paolo's wedding in Cebu on 27 December.",
        None,
    ),  # person: the brother vs the cousin
    (
        "naf11b",
        "ユーザーは12月28日にセブで行われるいとこのパオロの結婚式で、ニノン（主要な立会人）を務める。",
        None,
    ),  # value: date (28 vs 27 December)
    (
        "naf11c",
        "用户将在12月27日于马尼拉举行的表哥保罗的婚礼上担任主证婚人（ninong）。",
        None,
    ),  # value: place (Manila vs Cebu)
    (
        "naf11d",
        "The user was a principal sponsor, a ninong, at their cousin Paolo's wedding in Cebu on 27 December.",
        None,
    ),  # tense/aspect: was vs will be
    # afg12: ¥3 million from the parents toward the down payment on the user's flat in Urawa
    ("af12", "The user's parents gave them ¥3 million toward the down payment on their flat in Urawa.", "afg12"),
    (
        "af12p",
        "The user received ¥3 million from their parents to put toward the down payment on the user's flat in Urawa.",
        "afg12",
    ),
    ("af12j", "ユーザーは浦和のマンションの頭金として、両親から300万円をもらった。", "afg12"),
    ("af12j2", "浦和のマンションの頭金に、親から三百万円援助してもらいました。", "afg12"),
    ("af12z", "用户的父母给了用户三百万日元，用作浦和那套公寓的首付。", "afg12"),
    (
        "naf12a",
        "The user gave their parents ¥3 million toward the down payment on the parents' flat in Urawa.",
        None,
    ),  # direction/role: the user gives to the parents vs the parents give to the user
    (
        "naf12b",
        "用户的父母给了用户五百万日元，用作浦和那套公寓的首付。",
        None,
    ),  # value: amount (5 million vs 3 million yen)
    (
        "naf12c",
        "ユーザーは浦和のマンションの頭金として、義理の両親から300万円をもらった。",
        None,
    ),  # person: the parents-in-law vs the parents
    (
        "naf12d",
        "The user's parents lent them ¥3 million toward the down payment on their flat in Urawa.",
        None,
    ),  # value: kind of help (a loan vs a gift)
    # afg13: the friend Kenta Ito appointed tax representative at the Shibuya Tax Office before a return to Canada
    (
        "af13",
        "Before moving back to Canada in March, the user appointed their friend Kenta Ito as their tax representative "
        "at the Shibuya Tax Office.",
        "afg13",
    ),
    (
        "af13p",
        "The user's friend Kenta Ito has been registered at the Shibuya Tax Office as the user's tax representative, "
        "as the user is moving back to Canada in March.",
        "afg13",
    ),
    (
        "af13j",
        "ユーザーは3月にカナダへ帰国するため、友人の伊藤健太さんを納税管理人として渋谷税務署に届け出た。",
        "afg13",
    ),
    ("af13z", "用户3月要回加拿大，已在涩谷税务署把朋友伊藤健太登记为自己的纳税管理人。", "afg13"),
    (
        "naf13a",
        "As the user's friend Kenta Ito is moving back to Canada in March, he appointed the user as his tax "
        "representative at the Shibuya Tax Office.",
        None,
    ),  # direction/role: Kenta Ito appoints the user vs the user appoints Kenta Ito
    (
        "naf13b",
        "ユーザーは3月にオーストラリアへ帰国するため、友人の伊藤健太さんを納税管理人として渋谷税務署に届け出た。",
        None,
    ),  # value: country (Australia vs Canada)
    (
        "naf13c",
        "用户3月要回加拿大，已在新宿税务署把朋友伊藤健太登记为自己的纳税管理人。",
        None,
    ),  # value: tax office (Shinjuku vs Shibuya)
    (
        "naf13d",
        "Before moving back to Canada in March, the user needs to appoint their friend Kenta Ito as their tax "
        "representative at the Shibuya Tax Office.",
        None,
    ),  # modality: needs to appoint vs appointed
    # afg14: a change of employer from Mercari to LINE Yahoo on 1 May, to be reported to immigration by 14 May
    (
        "af14",
        "The user moved from Mercari to LINE Yahoo on 1 May and has to report the change of employer to immigration "
        "by 14 May.",
        "afg14",
    ),
    (
        "af14p",
        "Having switched employers from Mercari to LINE Yahoo on 1 May, the user must notify the Immigration Services "
        "Agency of it by 14 May.",
        "afg14",
    ),
    (
        "af14j",
        "ユーザーは5月1日にメルカリからLINEヤフーに転職したので、5月14日までに入管へ所属機関の変更を届け出なければ"
        "ならない。",
        "afg14",
    ),
    ("af14z", "用户5月1日从Mercari跳槽到LINE雅虎，须在5月14日前向入管局申报工作单位变更。", "afg14"),
    (
        "naf14a",
        "The user moved from LINE Yahoo to Mercari on 1 May and has to report the change of employer to immigration "
        "by 14 May.",
        None,
    ),  # direction/role: from LINE Yahoo to Mercari vs from Mercari to LINE Yahoo
    (
        "naf14b",
        "ユーザーは5月1日にメルカリからLINEヤフーに転職したので、5月24日までに入管へ所属機関の変更を届け出なければ"
        "ならない。",
        None,
    ),  # value: deadline (24 May vs 14 May)
    (
        "naf14c",
        "用户的妻子5月1日从Mercari跳槽到LINE雅虎，须在5月14日前向入管局申报工作单位变更。",
        None,
    ),  # person: the wife vs the user
    (
        "naf14d",
        "The user moved from Mercari to LINE Yahoo on 1 May and has already reported the change of employer to "
        "immigration, before the 14 May deadline.",
        None,
    ),  # tense/aspect: has reported vs has to report
    # afg15: voting in the Philippine election at the Philippine Embassy in Roppongi on 20 April
    (
        "af15",
        "The user voted in the Philippine election at the Philippine Embassy in Roppongi on 20 April.",
        "afg15",
    ),
    (
        "af15p",
        "On 20 April the user cast their vote in the Philippine election at the Philippine Embassy in Roppongi.",
        "afg15",
    ),
    ("af15j", "ユーザーは4月20日、六本木のフィリピン大使館でフィリピンの選挙の在外投票をした。", "afg15"),
    ("af15z", "用户4月20日在六本木的菲律宾大使馆参加了菲律宾大选的海外投票。", "afg15"),
    (
        "naf15a",
        "ユーザーは4月20日、六本木のフィリピン大使館でフィリピンの選挙の在外投票ができなかった。",
        None,
    ),  # polarity: could not vote vs voted
    (
        "naf15b",
        "The user voted in the Philippine election at the Philippine Consulate General in Osaka on 20 April.",
        None,
    ),  # value: place (the consulate in Osaka vs the embassy in Roppongi)
    (
        "naf15c",
        "用户的母亲4月20日在六本木的菲律宾大使馆参加了菲律宾大选的海外投票。",
        None,
    ),  # person: the mother vs the user
    (
        "naf15d",
        "The user voted in the Philippine election at the Philippine Embassy in Roppongi on 27 April.",
        None,
    ),  # value: date (27 vs 20 April)
    # afg16: rated high stress in the workplace stress check, a meeting with the industrial physician on Tuesday
    (
        "af16",
        "The user's stress check at work came back as high stress, and they will see the company's industrial "
        "physician on Tuesday.",
        "afg16",
    ),
    (
        "af16p",
        "Because the workplace stress check rated the user as highly stressed, a meeting with the company's "
        "occupational physician is set for Tuesday.",
        "afg16",
    ),
    ("af16j", "ユーザーは会社のストレスチェックで高ストレスと判定され、火曜日に産業医と面談する。", "afg16"),
    ("af16j2", "ストレスチェックで高ストレス者になってしまい、火曜に産業医の先生と面談があります。", "afg16"),
    ("af16z", "用户在公司的压力测试中被判定为高压力，周二要和公司的产业医生面谈。", "afg16"),
    (
        "naf16a",
        "The user's stress check at work came back as high stress, and they will see the company's industrial "
        "physician on Thursday.",
        None,
    ),  # value: day (Thursday vs Tuesday)
    (
        "naf16b",
        "用户在公司的压力测试中被判定为高压力，周二要和公司的心理咨询师面谈。",
        None,
    ),  # person: the counsellor vs the industrial physician
    (
        "naf16c",
        "ユーザーは会社のストレスチェックで高ストレスと判定され、火曜日に産業医と面談した。",
        None,
    ),  # tense/aspect: met vs will meet
    # afg17: flextime at the user's company, core hours 11 am to 3 pm
    ("af17", "The user's company has flextime, with core hours from 11 am to 3 pm.", "afg17"),
    (
        "af17p",
        "Under the flextime system at the user's company, staff must be working during the core hours of 11:00 to "
        "15:00.",
        "afg17",
    ),
    ("af17j", "ユーザーの会社はフレックスタイム制で、コアタイムは11時から15時までだ。", "afg17"),
    ("af17j2", "うちの会社はフレックスで、コアタイムが午前十一時から午後三時です。", "afg17"),
    ("af17z", "用户公司实行弹性工作制，核心工作时间是上午11点到下午3点。", "afg17"),
    (
        "naf17a",
        "The user's company has flextime, with core hours from 10 am to 3 pm.",
        None,
    ),  # value: start of core hours (10 am vs 11 am)
    (
        "naf17b",
        "用户公司实行弹性工作制，核心工作时间是上午11点到下午4点。",
        None,
    ),  # value: end of core hours (4 pm vs 3 pm)
    (
        "naf17c",
        "ユーザーの夫の会社はフレックスタイム制で、コアタイムは11時から15時までだ。",
        None,
    ),  # person: the husband's company vs the user's
    (
        "naf17d",
        "The user's company is going to introduce flextime, with core hours from 11 am to 3 pm.",
        None,
    ),  # tense/aspect: will introduce vs has
    # afg18: an English-language book club at a café in Nishi-Ogikubo on the last Thursday of every month
    (
        "af18",
        "The user goes to an English-language book club at a café in Nishi-Ogikubo on the last Thursday of every "
        "month.",
        "afg18",
    ),
    (
        "af18p",
        "On the last Thursday of each month, the user attends an English book club that meets at a café in "
        "Nishi-Ogikubo.",
        "afg18",
    ),
    ("af18j", "ユーザーは毎月最終木曜日、西荻窪のカフェで開かれる英語の読書会に参加している。", "afg18"),
    ("af18z", "用户每月最后一个星期四去西荻洼一家咖啡馆参加英文读书会。", "afg18"),
    (
        "naf18a",
        "The user runs an English-language book club at a café in Nishi-Ogikubo on the last Thursday of every month.",
        None,
    ),  # direction/role: runs vs attends
    (
        "naf18b",
        "用户每月最后一个星期三去西荻洼一家咖啡馆参加英文读书会。",
        None,
    ),  # value: weekday (Wednesday vs Thursday)
    (
        "naf18c",
        "ユーザーは毎月第1木曜日、西荻窪のカフェで開かれる英語の読書会に参加している。",
        None,
    ),  # value: week of the month (first vs last Thursday)
    (
        "naf18d",
        "The user goes to a Spanish-language book club at a café in Nishi-Ogikubo on the last Thursday of every month.",
        None,
    ),  # value: language (Spanish vs English)
    # afg19: flamenco lessons from Lucía, a Spanish teacher in Nakano, every Tuesday evening
    (
        "af19",
        "The user takes flamenco lessons from Lucía, a Spanish teacher in Nakano, every Tuesday evening.",
        "afg19",
    ),
    ("af19p", "Lucía, a Spanish teacher in Nakano, gives the user flamenco lessons every Tuesday evening.", "afg19"),
    ("af19j", "ユーザーは毎週火曜日の夜、中野でスペイン人のルシア先生にフラメンコを習っている。", "afg19"),
    ("af19z", "用户每周二晚上在中野跟西班牙老师露西娅学弗拉门戈。", "afg19"),
    (
        "naf19a",
        "Lucía, a Spanish woman in Nakano, takes flamenco lessons from the user every Tuesday evening.",
        None,
    ),  # direction/role: the user teaches Lucía vs learns from her
    (
        "naf19b",
        "ユーザーは毎週金曜日の夜、中野でスペイン人のルシア先生にフラメンコを習っている。",
        None,
    ),  # value: day (Friday vs Tuesday)
    (
        "naf19c",
        "用户每周二晚上在中野跟西班牙老师露西娅学探戈。",
        None,
    ),  # value: dance (tango vs flamenco)
    (
        "naf19d",
        "The user takes flamenco lessons from Lucía, a Spanish teacher in Nakano, every other Tuesday evening.",
        None,
    ),  # frequency: every other Tuesday vs every Tuesday
    # afg20: a two-day mokuhanga (woodblock printing) course at a studio in Kyoto, ¥24,000
    (
        "af20",
        "The user took a two-day mokuhanga woodblock printing course at a studio in Kyoto for ¥24,000.",
        "afg20",
    ),
    (
        "af20p",
        "A studio in Kyoto taught the user mokuhanga, Japanese woodblock printing, in a two-day course that cost "
        "¥24,000.",
        "afg20",
    ),
    ("af20j", "ユーザーは京都の工房で2日間の木版画講座を受けた。受講料は2万4千円だった。", "afg20"),
    ("af20z", "用户在京都的一家工作室上了两天的日本木版画课程，学费两万四千日元。", "afg20"),
    (
        "naf20a",
        "ユーザーは京都の工房で3日間の木版画講座を受けた。受講料は2万4千円だった。",
        None,
    ),  # value: duration (three vs two days)
    (
        "naf20b",
        "The user took a two-day mokuhanga woodblock printing course at a studio in Kanazawa for ¥24,000.",
        None,
    ),  # value: place (Kanazawa vs Kyoto)
    (
        "naf20c",
        "用户在京都的一家工作室上了两天的日本木版画课程，学费四万二千日元。",
        None,
    ),  # value: amount (42,000 vs 24,000 yen)
    (
        "naf20d",
        "The user's sister took a two-day mokuhanga woodblock printing course at a studio in Kyoto for ¥24,000.",
        None,
    ),  # person: the sister vs the user
    *PLANTED_AF_21_40,
]
