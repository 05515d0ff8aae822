"""Set ae, groups 21-40 and the ten unrelated facts (written blind in stop 38 with groups 1-20; see
:mod:`pipelines.planted_set_ae` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AE``, assembled there.
"""

from __future__ import annotations

PLANTED_AE_21_40: list[tuple[str, str, str | None]] = [
    # aeg21: fifth of 64 players at a Magic: The Gathering tournament in Akihabara
    ("ae21", "The user came fifth out of 64 players at a Magic: The Gathering tournament in Akihabara.", "aeg21"),
    (
        "ae21p",
        "At a Magic: The Gathering tournament in Akihabara with 64 players, the user finished in fifth place.",
        "aeg21",
    ),
    ("ae21j", "ユーザーは秋葉原のマジック：ザ・ギャザリングの大会で、64人中5位になった。", "aeg21"),
    ("ae21z", "用户在秋叶原的万智牌比赛中，在64名选手里拿了第五名。", "aeg21"),
    (
        "nae21a",
        "ユーザーは秋葉原のマジック：ザ・ギャザリングの大会で、64人中15位になった。",
        None,
    ),  # value: rank (15th vs 5th)
    (
        "nae21b",
        "The user came fifth out of 128 players at a Magic: The Gathering tournament in Akihabara.",
        None,
    ),  # value: field size (128 vs 64 players)
    ("nae21c", "用户在池袋的万智牌比赛中，在64名选手里拿了第五名。", None),  # value: place (Ikebukuro vs Akihabara)
    (
        "nae21d",
        "The user came fifth out of 64 players at a Pokémon card tournament in Akihabara.",
        None,
    ),  # value: game (Pokémon cards vs Magic: The Gathering)
    # aeg22: the husband prefers Hakata tonkotsu ramen to Sapporo miso ramen
    ("ae22", "The user's husband prefers Hakata tonkotsu ramen to Sapporo miso ramen.", "aeg22"),
    (
        "ae22p",
        "Given the choice, the user's husband will take Hakata-style tonkotsu ramen over Sapporo miso ramen.",
        "aeg22",
    ),
    ("ae22j", "ユーザーの夫は、札幌の味噌ラーメンより博多の豚骨ラーメンの方が好きだ。", "aeg22"),
    ("ae22z", "比起札幌味噌拉面，用户的丈夫更喜欢博多豚骨拉面。", "aeg22"),
    (
        "nae22a",
        "The user's husband prefers Sapporo miso ramen to Hakata tonkotsu ramen.",
        None,
    ),  # direction/role: miso preferred over tonkotsu vs tonkotsu over miso
    ("nae22b", "比起札幌味噌拉面，用户的父亲更喜欢博多豚骨拉面。", None),  # person: the father vs the husband
    (
        "nae22c",
        "ユーザーの夫は、喜多方の醤油ラーメンより博多の豚骨ラーメンの方が好きだ。",
        None,
    ),  # value: other ramen (Kitakata shoyu vs Sapporo miso)
    (
        "nae22d",
        "The user's husband used to prefer Hakata tonkotsu ramen to Sapporo miso ramen.",
        None,
    ),  # tense/aspect: used to prefer vs prefers
    # aeg23: the daughter Amelia tutors her classmate Yuto in maths every Tuesday after school
    ("ae23", "The user's daughter Amelia tutors her classmate Yuto in maths every Tuesday after school.", "aeg23"),
    (
        "ae23p",
        "Every Tuesday after school, Yuto, a classmate of the user's daughter Amelia, gets maths tutoring from her.",
        "aeg23",
    ),
    ("ae23j", "ユーザーの娘のアメリアちゃんは、毎週火曜日の放課後、同級生のゆうとくんに数学を教えている。", "aeg23"),
    ("ae23z", "用户的女儿阿米莉亚每周二放学后给同学悠斗补习数学。", "aeg23"),
    (
        "nae23a",
        "The user's daughter Amelia is tutored in maths by her classmate Yuto every Tuesday after school.",
        None,
    ),  # direction/role: Yuto tutors Amelia vs Amelia tutors Yuto
    (
        "nae23b",
        "ユーザーの娘のアメリアちゃんは、毎週火曜日の放課後、同級生のゆうとくんに英語を教えている。",
        None,
    ),  # value: subject (English vs maths)
    ("nae23c", "用户的女儿阿米莉亚每周四放学后给同学悠斗补习数学。", None),  # value: day (Thursday vs Tuesday)
    # aeg24: the road bike sold to the coworker Kenji Mori for ¥60,000
    ("ae24", "The user sold their road bike to their coworker Kenji Mori for ¥60,000.", "aeg24"),
    ("ae24p", "Kenji Mori, a coworker of the user, bought the user's road bike from them for ¥60,000.", "aeg24"),
    ("ae24j", "ユーザーは自分のロードバイクを同僚の森健二さんに6万円で売った。", "aeg24"),
    ("ae24j2", "会社の同僚の森健二さんに、乗っていたロードバイクを六万円で譲りました。", "aeg24"),
    ("ae24z", "用户把自己的公路自行车以六万日元卖给了同事森健二。", "aeg24"),
    (
        "nae24a",
        "The user bought a road bike from their coworker Kenji Mori for ¥60,000.",
        None,
    ),  # direction/role: bought from Kenji Mori vs sold to him
    ("nae24b", "用户把自己的公路自行车以四万日元卖给了同事森健二。", None),  # value: amount (40,000 vs 60,000 yen)
    (
        "nae24c",
        "ユーザーは自分のマウンテンバイクを同僚の森健二さんに6万円で売った。",
        None,
    ),  # value: item (mountain bike vs road bike)
    (
        "nae24d",
        "The user is thinking of selling their road bike to their coworker Kenji Mori for ¥60,000.",
        None,
    ),  # modality: is thinking of selling vs sold
    # aeg25: on Saturdays the son Rafael has swimming before his English class
    ("ae25", "On Saturdays the user's son Rafael has his swimming lesson before his English class.", "aeg25"),
    ("ae25p", "Rafael, the user's son, goes to swimming first and then to his English class on Saturdays.", "aeg25"),
    ("ae25j", "ユーザーの息子のラファエルくんは、土曜日は英語教室の前に水泳教室に行く。", "aeg25"),
    ("ae25z", "用户的儿子拉斐尔每周六先上游泳课，再上英语课。", "aeg25"),
    (
        "nae25a",
        "On Saturdays the user's son Rafael has his English class before his swimming lesson.",
        None,
    ),  # direction/role: English before swimming vs swimming before English
    ("nae25b", "用户的儿子拉斐尔每周日先上游泳课，再上英语课。", None),  # value: day (Sunday vs Saturday)
    (
        "nae25c",
        "ユーザーの息子のラファエルくんは、土曜日は英語教室の前にサッカー教室に行く。",
        None,
    ),  # value: activity (football vs swimming)
    # aeg26: crossing-guard duty for the son's elementary school on Thursday 5 June, 7:30-8:15 am (7時半 / 7:30)
    (
        "ae26",
        "The user is on crossing-guard duty for their son's elementary school on Thursday 5 June from 7:30 to 8:15 am.",
        "aeg26",
    ),
    (
        "ae26p",
        "On Thursday, June 5, from 7:30 to 8:15 in the morning, the user has to stand as a crossing guard for their "
        "son's elementary school.",
        "aeg26",
    ),
    ("ae26j", "ユーザーは6月5日（木）の7時半から8時15分まで、息子の小学校の旗当番をする。", "aeg26"),
    ("ae26j2", "六月五日の木曜日、朝7:30〜8:15に息子の小学校の旗振り当番があります。", "aeg26"),
    ("ae26z", "用户6月5日（周四）早上7:30到8:15要为儿子所在的小学在路口做上学交通值勤。", "aeg26"),
    (
        "nae26a",
        "ユーザーは6月12日（木）の7時半から8時15分まで、息子の小学校の旗当番をする。",
        None,
    ),  # value: date (12 June vs 5 June)
    (
        "nae26b",
        "The user is on crossing-guard duty for their son's elementary school on Thursday 5 June from 7:00 to 7:45 am.",
        None,
    ),  # value: time (7:00-7:45 vs 7:30-8:15)
    (
        "nae26c",
        "用户的丈夫6月5日（周四）早上7:30到8:15要为儿子所在的小学在路口做上学交通值勤。",
        None,
    ),  # person: the husband vs the user
    (
        "nae26d",
        "The user was on crossing-guard duty for their son's elementary school on Thursday 5 June from 7:30 to 8:15 "
        "am.",
        None,
    ),  # tense/aspect: was vs is
    # aeg27: reading English picture books to the daughter Chloe's second-grade class once a month
    (
        "ae27",
        "Once a month the user reads English picture books to their daughter Chloe's second-grade class as a parent "
        "volunteer.",
        "aeg27",
    ),
    (
        "ae27p",
        "As a parent volunteer, the user goes into the second-grade class of their daughter Chloe once a month to "
        "read picture books in English.",
        "aeg27",
    ),
    (
        "ae27j",
        "ユーザーは月に1回、"
        "保護者ボランティアとして娘のクロエちゃんの2年生のクラスで英語の絵本の読み聞かせをしている。",
        "aeg27",
    ),
    ("ae27z", "用户每月一次作为家长志愿者，到女儿克洛伊所在的二年级班上用英语读绘本。", "aeg27"),
    (
        "nae27a",
        "Once a month the user reads English picture books to their daughter Chloe's third-grade class as a parent "
        "volunteer.",
        None,
    ),  # value: grade (third vs second)
    (
        "nae27b",
        "ユーザーは週に1回、"
        "保護者ボランティアとして娘のクロエちゃんの2年生のクラスで英語の絵本の読み聞かせをしている。",
        None,
    ),  # frequency: once a week vs once a month
    (
        "nae27c",
        "用户每月一次作为家长志愿者，到女儿克洛伊所在的二年级班上用葡萄牙语读绘本。",
        None,
    ),  # value: language (Portuguese vs English)
    # aeg28: the son Daniel's summer research project on cicadas won a silver prize at the Nerima Ward science fair
    (
        "ae28",
        "The user's son Daniel won a silver prize at the Nerima Ward science fair for his summer research project on "
        "cicadas.",
        "aeg28",
    ),
    (
        "ae28p",
        "Daniel, the user's son, was awarded a silver prize at the Nerima Ward science fair for the summer project he "
        "did on cicadas.",
        "aeg28",
    ),
    (
        "ae28j",
        "ユーザーの息子のダニエルくんは、セミについての夏休みの自由研究で練馬区の科学展の銀賞を取った。",
        "aeg28",
    ),
    ("ae28z", "用户的儿子丹尼尔关于蝉的暑假自由研究在练马区科学展上获得了银奖。", "aeg28"),
    (
        "nae28a",
        "用户的儿子丹尼尔关于蝉的暑假自由研究在练马区科学展上获得了金奖。",
        None,
    ),  # value: prize (gold vs silver)
    (
        "nae28b",
        "The user's son Daniel won a silver prize at the Nerima Ward science fair for his summer research project on "
        "dragonflies.",
        None,
    ),  # value: topic (dragonflies vs cicadas)
    (
        "nae28c",
        "ユーザーの息子のダニエルくんは、セミについての夏休みの自由研究で板橋区の科学展の銀賞を取った。",
        None,
    ),  # value: ward (Itabashi vs Nerima)
    (
        "nae28d",
        "The user's nephew Daniel won a silver prize at the Nerima Ward science fair for his summer research project "
        "on cicadas.",
        None,
    ),  # person: the nephew vs the son
    # aeg29: the student exemption from National Pension contributions, applied for at the Shinjuku ward office in April
    (
        "ae29",
        "The user applied for the student payment exemption from National Pension contributions at the Shinjuku ward "
        "office in April.",
        "aeg29",
    ),
    (
        "ae29p",
        "In April, at the Shinjuku ward office, the user submitted an application for the student exemption from "
        "paying into the National Pension.",
        "aeg29",
    ),
    ("ae29j", "ユーザーは4月に新宿区役所で国民年金の学生納付特例を申請した。", "aeg29"),
    ("ae29j2", "四月に新宿区役所で、年金の学生特例の手続きをしました。", "aeg29"),
    ("ae29z", "用户4月在新宿区政府申请了国民年金的学生缴费特例。", "aeg29"),
    (
        "nae29a",
        "The user applied for the student payment exemption from National Pension contributions at the Nakano ward "
        "office in April.",
        None,
    ),  # value: place (Nakano vs Shinjuku ward office)
    (
        "nae29b",
        "ユーザーは4月に新宿区役所で国民年金の学生納付特例を申請するつもりだ。",
        None,
    ),  # modality: intends to apply vs applied
    ("nae29c", "用户10月在新宿区政府申请了国民年金的学生缴费特例。", None),  # value: month (October vs April)
    (
        "nae29d",
        "The user's son applied for the student payment exemption from National Pension contributions at the Shinjuku "
        "ward office in April.",
        None,
    ),  # person: the son vs the user
    # aeg30: the ¥36,000 automobile tax paid at a convenience store on 20 May
    ("ae30", "The user paid the ¥36,000 automobile tax for their car at a convenience store on 20 May.", "aeg30"),
    ("ae30p", "On 20 May the user settled their car's ¥36,000 automobile tax at a convenience store.", "aeg30"),
    ("ae30j", "ユーザーは5月20日にコンビニで車の自動車税3万6千円を払った。", "aeg30"),
    ("ae30z", "用户5月20日在便利店交了三万六千日元的汽车税。", "aeg30"),
    (
        "nae30a",
        "ユーザーは5月20日にコンビニで車の自動車税3万500円を払った。",
        None,
    ),  # value: amount (30,500 vs 36,000 yen)
    (
        "nae30b",
        "The user paid the ¥36,000 automobile tax for their car at a bank on 20 May.",
        None,
    ),  # value: place (a bank vs a convenience store)
    ("nae30c", "用户6月20日在便利店交了三万六千日元的汽车税。", None),  # value: date (20 June vs 20 May)
    # aeg31: a Nigerian university diploma translated into Japanese by a certified translator for a visa, ¥8,000
    (
        "ae31",
        "For their visa application, the user had their Nigerian university diploma translated into Japanese by a "
        "certified translator for ¥8,000.",
        "aeg31",
    ),
    (
        "ae31p",
        "A certified translator translated the user's Nigerian university degree certificate into Japanese for the "
        "visa application, charging ¥8,000.",
        "aeg31",
    ),
    (
        "ae31j",
        "ユーザーはビザ申請のため、ナイジェリアの大学の卒業証書を認定翻訳者に日本語へ翻訳してもらった。費用は8,000円。",
        "aeg31",
    ),
    ("ae31z", "为了申请签证，用户请认证翻译把尼日利亚大学的毕业证书译成了日语，花了八千日元。", "aeg31"),
    (
        "nae31a",
        "For their visa application, the user had their Nigerian university transcript translated into Japanese by a "
        "certified translator for ¥8,000.",
        None,
    ),  # value: document (transcript vs diploma)
    (
        "nae31b",
        "为了申请签证，用户请认证翻译把尼日利亚大学的毕业证书译成了英语，花了八千日元。",
        None,
    ),  # value: language (English vs Japanese)
    (
        "nae31c",
        "ユーザーはビザ申請のため、ナイジェリアの大学の卒業証書を認定翻訳者に日本語へ翻訳してもらった。"
        "費用は1万8,000円。",
        None,
    ),  # value: amount (18,000 vs 8,000 yen)
    # aeg32: a suitcase lost by Turkish Airlines on the Istanbul-Narita flight, delivered home two days later
    (
        "ae32",
        "Turkish Airlines lost the user's suitcase on the flight from Istanbul to Narita, and it was delivered to "
        "their home two days later.",
        "aeg32",
    ),
    (
        "ae32p",
        "The user's suitcase, which Turkish Airlines lost on the Istanbul to Narita flight, reached their home two "
        "days later.",
        "aeg32",
    ),
    (
        "ae32j",
        "ユーザーのスーツケースはイスタンブール発成田行きのターキッシュエアラインズ便で行方不明になり、"
        "2日後に自宅に届いた。",
        "aeg32",
    ),
    ("ae32z", "用户乘土耳其航空从伊斯坦布尔飞成田时托运的行李箱丢了，两天后送到了家里。", "aeg32"),
    (
        "nae32a",
        "ユーザーのスーツケースはイスタンブール発成田行きのターキッシュエアラインズ便で行方不明になり、"
        "5日後に自宅に届いた。",
        None,
    ),  # value: delay (five vs two days)
    (
        "nae32b",
        "Turkish Airlines lost the user's suitcase on the flight from Istanbul to Haneda, and it was delivered to "
        "their home two days later.",
        None,
    ),  # value: airport (Haneda vs Narita)
    (
        "nae32c",
        "用户乘土耳其航空从伊斯坦布尔飞成田时托运的行李箱丢了，至今还没有找到。",
        None,
    ),  # polarity: still not found vs delivered two days later
    # aeg33: a rowing boat for 30 minutes in Takachiho Gorge with the wife, ¥4,100
    ("ae33", "The user and their wife rented a rowing boat for 30 minutes in Takachiho Gorge for ¥4,100.", "aeg33"),
    ("ae33p", "For ¥4,100, the user and their wife took out a rowboat in Takachiho Gorge for half an hour.", "aeg33"),
    ("ae33j", "ユーザーは妻と高千穂峡で30分間ボートを借りた。料金は4,100円。", "aeg33"),
    ("ae33j2", "高千穂峡で妻と貸しボートに乗りました。三十分で四千百円でした。", "aeg33"),
    ("ae33z", "用户和妻子在高千穗峡租了30分钟的手划船，花了四千一百日元。", "aeg33"),
    (
        "nae33a",
        "The user and their mother rented a rowing boat for 30 minutes in Takachiho Gorge for ¥4,100.",
        None,
    ),  # person: the mother vs the wife
    (
        "nae33b",
        "用户和妻子在高千穗峡租了60分钟的手划船，花了四千一百日元。",
        None,
    ),  # value: duration (60 vs 30 minutes)
    (
        "nae33c",
        "ユーザーは妻と高千穂峡で30分間ボートを借りるつもりだ。料金は4,100円。",
        None,
    ),  # modality: intends to rent vs rented
    # aeg34: humpback whales seen on a whale-watching tour from Zamami Island in February
    ("ae34", "The user saw humpback whales on a whale-watching tour from Zamami Island in February.", "aeg34"),
    (
        "ae34p",
        "In February, on a whale-watching trip out of Zamami Island, humpback whales were spotted by the user.",
        "aeg34",
    ),
    ("ae34j", "ユーザーは2月に座間味島のホエールウォッチングでザトウクジラを見た。", "aeg34"),
    ("ae34z", "用户二月在座间味岛参加观鲸之旅，看到了座头鲸。", "aeg34"),
    (
        "nae34a",
        "ユーザーは2月に渡嘉敷島のホエールウォッチングでザトウクジラを見た。",
        None,
    ),  # value: island (Tokashiki vs Zamami)
    (
        "nae34b",
        "The user saw no humpback whales on a whale-watching tour from Zamami Island in February.",
        None,
    ),  # polarity: saw none vs saw
    ("nae34c", "用户三月在座间味岛参加观鲸之旅，看到了座头鲸。", None),  # value: month (March vs February)
    (
        "nae34d",
        "The user saw dolphins on a whale-watching tour from Zamami Island in February.",
        None,
    ),  # value: animal (dolphins vs humpback whales)
    # aeg35: the SL Yamaguchi steam train from Shin-Yamaguchi to Tsuwano with the children on 3 May
    (
        "ae35",
        "On 3 May the user rode the SL Yamaguchi steam train from Shin-Yamaguchi to Tsuwano with their children.",
        "aeg35",
    ),
    (
        "ae35p",
        "The user and their kids took the SL Yamaguchi steam locomotive from Shin-Yamaguchi to Tsuwano on May 3.",
        "aeg35",
    ),
    ("ae35j", "ユーザーは5月3日、子どもたちと一緒にSLやまぐち号で新山口から津和野まで乗った。", "aeg35"),
    ("ae35z", "用户5月3日带着孩子们乘坐SL山口号蒸汽火车，从新山口坐到了津和野。", "aeg35"),
    ("ae35z2", "五月三号用户和孩子坐了SL山口号，从新山口到津和野。", "aeg35"),
    (
        "nae35a",
        "On 3 May the user rode the SL Yamaguchi steam train from Tsuwano to Shin-Yamaguchi with their children.",
        None,
    ),  # direction/role: Tsuwano to Shin-Yamaguchi vs Shin-Yamaguchi to Tsuwano
    (
        "nae35b",
        "ユーザーは5月5日、子どもたちと一緒にSLやまぐち号で新山口から津和野まで乗った。",
        None,
    ),  # value: date (5 May vs 3 May)
    (
        "nae35c",
        "用户5月3日带着父母乘坐SL山口号蒸汽火车，从新山口坐到了津和野。",
        None,
    ),  # person: the parents vs the children
    (
        "nae35d",
        "On 3 May the user will ride the SL Yamaguchi steam train from Shin-Yamaguchi to Tsuwano with their children.",
        None,
    ),  # tense/aspect: will ride vs rode
    # aeg36: the Orthodox Easter midnight service at Nikolai-do with the Ukrainian friend Olena
    (
        "ae36",
        "The user attended the Orthodox Easter midnight service at Nikolai-do in Ochanomizu with their Ukrainian "
        "friend Olena.",
        "aeg36",
    ),
    (
        "ae36p",
        "With Olena, a Ukrainian friend, the user went to the midnight Paschal service of the Orthodox Church at "
        "Nikolai-do, Ochanomizu.",
        "aeg36",
    ),
    (
        "ae36j",
        "ユーザーはウクライナ人の友人オレーナさんと、御茶ノ水のニコライ堂で正教会の復活祭の深夜の礼拝に参加した。",
        "aeg36",
    ),
    ("ae36z", "用户和乌克兰朋友奥莲娜一起去御茶水的尼古拉堂参加了东正教复活节的午夜礼拜。", "aeg36"),
    (
        "nae36a",
        "The user attended the Orthodox Christmas midnight service at Nikolai-do in Ochanomizu with their Ukrainian "
        "friend Olena.",
        None,
    ),  # value: feast (Christmas vs Easter)
    (
        "nae36b",
        "ユーザーはウクライナ人の友人オレーナさんと、神戸ハリストス正教会で正教会の復活祭の深夜の礼拝に参加した。",
        None,
    ),  # value: church (Kobe Orthodox Church vs Nikolai-do)
    (
        "nae36c",
        "用户打算和乌克兰朋友奥莲娜一起去御茶水的尼古拉堂参加东正教复活节的午夜礼拜。",
        None,
    ),  # modality: plans to attend vs attended
    # aeg37: cooking langar at the gurdwara in Bunkyo every Sunday
    ("ae37", "The user volunteers in the langar kitchen at the gurdwara in Bunkyo every Sunday.", "aeg37"),
    (
        "ae37p",
        "Every Sunday the user helps cook the langar, the free community meal, at the Sikh gurdwara in Bunkyo Ward.",
        "aeg37",
    ),
    (
        "ae37j",
        "ユーザーは毎週日曜日、文京区のグルドワラ（シク教寺院）でランガルの調理ボランティアをしている。",
        "aeg37",
    ),
    ("ae37z", "用户每周日在文京区的锡克教谒师所做义工，帮忙准备免费的社区餐（langar）。", "aeg37"),
    (
        "nae37a",
        "用户每月第一个周日在文京区的锡克教谒师所做义工，帮忙准备免费的社区餐（langar）。",
        None,
    ),  # frequency: the first Sunday of the month vs every Sunday
    (
        "nae37b",
        "The user used to volunteer in the langar kitchen at the gurdwara in Bunkyo every Sunday.",
        None,
    ),  # tense/aspect: used to volunteer vs volunteers
    (
        "nae37c",
        "ユーザーは毎週日曜日、神戸のグルドワラ（シク教寺院）でランガルの調理ボランティアをしている。",
        None,
    ),  # value: place (Kobe vs Bunkyo)
    (
        "nae37d",
        "The user eats at the langar at the gurdwara in Bunkyo every Sunday.",
        None,
    ),  # direction/role: eats the meal vs cooks it
    # aeg38: garba at a Navratri night of the Gujarati community in Yokohama on Saturday 4 October
    (
        "ae38",
        "The user danced garba at a Navratri night held by the Gujarati community in Yokohama on Saturday 4 October.",
        "aeg38",
    ),
    (
        "ae38p",
        "On Saturday, October 4, the user joined the garba dancing at the Navratri evening that Yokohama's Gujarati "
        "community put on.",
        "aeg38",
    ),
    (
        "ae38j",
        "ユーザーは10月4日（土）、横浜のグジャラート人コミュニティが開いたナヴァラートリの夜にガルバを踊った。",
        "aeg38",
    ),
    ("ae38z", "用户10月4日（周六）在横滨古吉拉特人社区举办的九夜节晚会上跳了加尔巴舞。", "aeg38"),
    (
        "nae38a",
        "The user danced garba at a Navratri night held by the Gujarati community in Kobe on Saturday 4 October.",
        None,
    ),  # value: city (Kobe vs Yokohama)
    (
        "nae38b",
        "ユーザーは10月11日（土）、横浜のグジャラート人コミュニティが開いたナヴァラートリの夜にガルバを踊った。",
        None,
    ),  # value: date (11 October vs 4 October)
    (
        "nae38c",
        "用户的妻子10月4日（周六）在横滨古吉拉特人社区举办的九夜节晚会上跳了加尔巴舞。",
        None,
    ),  # person: the wife vs the user
    # aeg39: the Sendai Tanabata Festival with the husband on 7 August, two nights in Sendai
    (
        "ae39",
        "The user and their husband went to the Sendai Tanabata Festival on 7 August and stayed two nights in Sendai.",
        "aeg39",
    ),
    (
        "ae39p",
        "On August 7 the user visited Sendai's Tanabata festival with her husband, spending two nights in the city.",
        "aeg39",
    ),
    ("ae39j", "ユーザーは8月7日に夫と仙台七夕まつりに行き、仙台に2泊した。", "aeg39"),
    ("ae39j2", "八月七日、主人と仙台の七夕祭りを見に行って、二泊しました。", "aeg39"),
    ("ae39z", "用户8月7日和丈夫去了仙台七夕祭，在仙台住了两晚。", "aeg39"),
    ("nae39a", "用户8月7日和丈夫去了仙台七夕祭，在仙台住了一晚。", None),  # value: nights (one vs two)
    (
        "nae39b",
        "The user and their husband went to the Sendai Tanabata Festival on 6 August and stayed two nights in Sendai.",
        None,
    ),  # value: date (6 August vs 7 August)
    (
        "nae39c",
        "ユーザーは8月7日に妹と仙台七夕まつりに行き、仙台に2泊した。",
        None,
    ),  # person: the younger sister vs the husband
    (
        "nae39d",
        "The user and their husband are going to the Sendai Tanabata Festival on 7 August and staying two nights in "
        "Sendai.",
        None,
    ),  # tense/aspect: are going vs went
    # aeg40: wedding vows renewed with the husband at a chapel in Karuizawa for the 25th anniversary (銀婚式)
    (
        "ae40",
        "The user and their husband renewed their wedding vows at a chapel in Karuizawa for their 25th anniversary.",
        "aeg40",
    ),
    (
        "ae40p",
        "For their 25th wedding anniversary, the user and her husband had a vow renewal ceremony at a Karuizawa "
        "chapel.",
        "aeg40",
    ),
    ("ae40j", "ユーザーは結婚25周年に、夫と軽井沢のチャペルで結婚の誓いを新たにするセレモニーを挙げた。", "aeg40"),
    ("ae40j2", "銀婚式の記念に、主人と軽井沢の教会でバウリニューアルをしました。", "aeg40"),
    ("ae40z", "结婚二十五周年之际，用户和丈夫在轻井泽的一座小教堂重新宣读了婚礼誓言。", "aeg40"),
    (
        "nae40a",
        "The user and their husband renewed their wedding vows at a chapel in Karuizawa for their 20th anniversary.",
        None,
    ),  # value: anniversary (20th vs 25th)
    (
        "nae40b",
        "结婚二十五周年之际，用户和丈夫在神户的一座小教堂重新宣读了婚礼誓言。",
        None,
    ),  # value: place (Kobe vs Karuizawa)
    (
        "nae40c",
        "ユーザーの両親は結婚25周年に、軽井沢のチャペルで結婚の誓いを新たにするセレモニーを挙げた。",
        None,
    ),  # person: the parents vs the user and husband
    (
        "nae40d",
        "The user and their husband are planning to renew their wedding vows at a chapel in Karuizawa for their 25th "
        "anniversary.",
        None,
    ),  # modality: are planning to renew vs renewed
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uae1", "The user's favourite convenience-store snack is FamilyMart's fried chicken.", None),
    ("uae2", "ユーザーの兄はナイロビで獣医をしている。", None),
    ("uae3", "用户家里养了一盆十几年的君子兰。", None),
    ("uae4", "The user is teaching themselves the harmonica from online videos.", None),
    ("uae5", "ユーザーは毎晩寝る前に30分ほど本を読む。", None),
    ("uae6", "用户每天早上喝一杯豆浆。", None),
    ("uae7", "The user's flat faces south and gets a lot of sun in winter.", None),
    ("uae8", "ユーザーの娘は左利きだ。", None),
    ("uae9", "用户大学时学的是土木工程。", None),
    ("uae10", "The user has a tattoo of a compass on their right forearm.", None),
]
