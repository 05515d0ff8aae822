"""Set af, groups 21-40 and the ten unrelated facts (written blind in stop 38 with groups 1-20; see
:mod:`pipelines.planted_set_af` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AF``, assembled there.
"""

from __future__ import annotations

PLANTED_AF_21_40: list[tuple[str, str, str | None]] = [
    # afg21: the Perseid meteor shower seen from the Nobeyama highlands with friends on the night of 12 August
    (
        "af21",
        "The user watched the Perseid meteor shower from the Nobeyama highlands with friends on the night of 12 "
        "August.",
        "afg21",
    ),
    (
        "af21p",
        "On the night of 12 August, the user and some friends saw the Perseids from the Nobeyama highlands.",
        "afg21",
    ),
    ("af21j", "ユーザーは8月12日の夜、友人と野辺山高原でペルセウス座流星群を見た。", "afg21"),
    ("af21z", "用户8月12日晚上和朋友在野边山高原看了英仙座流星雨。", "afg21"),
    ("af21z2", "八月十二号夜里，用户跟朋友们在野边山看了英仙座流星雨。", "afg21"),
    (
        "naf21a",
        "The user watched the Perseid meteor shower from the Nobeyama highlands with friends on the night of 13 "
        "August.",
        None,
    ),  # value: date (13 vs 12 August)
    (
        "naf21b",
        "ユーザーは8月12日の夜、友人と霧ヶ峰でペルセウス座流星群を見た。",
        None,
    ),  # value: place (Kirigamine vs Nobeyama)
    (
        "naf21c",
        "用户8月12日晚上和朋友在野边山高原没看到英仙座流星雨。",
        None,
    ),  # polarity: did not see vs watched
    (
        "naf21d",
        "The user watched the Perseid meteor shower from the Nobeyama highlands with their son on the night of 12 "
        "August.",
        None,
    ),  # person: with the son vs with friends
    # afg22: taking the son Hugo skateboarding at Komazawa Park every Saturday morning
    ("af22", "The user takes their son Hugo skateboarding at Komazawa Park every Saturday morning.", "afg22"),
    (
        "af22p",
        "Every Saturday morning, the user's son Hugo is taken to skateboard at Komazawa Park by the user.",
        "afg22",
    ),
    ("af22j", "ユーザーは毎週土曜の朝、息子のユーゴくんを駒沢公園へスケボーに連れて行く。", "afg22"),
    ("af22z", "用户每周六早上带儿子雨果去驹泽公园玩滑板。", "afg22"),
    (
        "naf22a",
        "ユーザーは毎週日曜の朝、息子のユーゴくんを駒沢公園へスケボーに連れて行く。",
        None,
    ),  # value: day (Sunday vs Saturday)
    (
        "naf22b",
        "The user takes their nephew Hugo skateboarding at Komazawa Park every Saturday morning.",
        None,
    ),  # person: the nephew vs the son
    (
        "naf22c",
        "用户每周六早上带儿子雨果去驹泽公园骑自行车。",
        None,
    ),  # value: activity (cycling vs skateboarding)
    (
        "naf22d",
        "The user takes their son Hugo skateboarding at Komazawa Park every other Saturday morning.",
        None,
    ),  # frequency: every other Saturday vs every Saturday
    # afg23: a krathong floated on the Tama River with the wife Nok at a Loy Krathong gathering in November
    (
        "af23",
        "In November the user and their wife Nok floated a krathong on the Tama River at a Loy Krathong gathering.",
        "afg23",
    ),
    (
        "af23p",
        "At a Loy Krathong gathering in November, the user's wife Nok and the user set a krathong afloat on the Tama "
        "River.",
        "afg23",
    ),
    ("af23j", "ユーザーは11月、妻のノックさんと多摩川のロイクラトンの集まりでクラトンを流した。", "afg23"),
    ("af23z", "用户十一月和妻子诺在多摩川的水灯节活动上放了水灯。", "afg23"),
    (
        "naf23a",
        "In November the user and their wife Nok floated a krathong on the Sumida River at a Loy Krathong gathering.",
        None,
    ),  # value: place (the Sumida vs the Tama River)
    (
        "naf23b",
        "用户十一月和女儿诺在多摩川的水灯节活动上放了水灯。",
        None,
    ),  # person: the daughter vs the wife
    (
        "naf23c",
        "ユーザーは11月、妻のノックさんと多摩川のロイクラトンの集まりでクラトンを流せなかった。",
        None,
    ),  # polarity: could not float vs floated
    # afg24: the Rosh Hashanah dinner at Chabad House in Hiroo with the husband David on 22 September
    (
        "af24",
        "The user and their husband David are going to the Rosh Hashanah dinner at Chabad House in Hiroo on 22 "
        "September.",
        "afg24",
    ),
    (
        "af24p",
        "On September 22, the user's husband David and the user will attend the Rosh Hashanah dinner at the Chabad "
        "House in Hiroo.",
        "afg24",
    ),
    (
        "af24j",
        "ユーザーは9月22日、夫のデイビッドと広尾のハバド・ハウスで開かれるロシュ・ハシャナの夕食会に行く。",
        "afg24",
    ),
    ("af24z", "用户9月22日要和丈夫大卫去广尾的哈巴德之家参加犹太新年晚宴。", "afg24"),
    (
        "naf24a",
        "用户9月22日要和丈夫大卫去广尾的哈巴德之家参加住棚节晚宴。",
        None,
    ),  # value: holiday (Sukkot vs Rosh Hashanah)
    (
        "naf24b",
        "The user and their father David are going to the Rosh Hashanah dinner at Chabad House in Hiroo on 22 "
        "September.",
        None,
    ),  # person: the father vs the husband
    (
        "naf24c",
        "ユーザーは9月23日、夫のデイビッドと広尾のハバド・ハウスで開かれるロシュ・ハシャナの夕食会に行く。",
        None,
    ),  # value: date (23 vs 22 September)
    (
        "naf24d",
        "The user and their husband David are hosting the Rosh Hashanah dinner at Chabad House in Hiroo on 22 "
        "September.",
        None,
    ),  # direction/role: hosting vs attending
    # afg25: dancing as a haneto in the Aomori Nebuta Festival on 5 August
    ("af25", "The user will dance as a haneto in the Aomori Nebuta Festival on 5 August.", "afg25"),
    ("af25p", "On 5 August the user is joining the Aomori Nebuta Festival parade as a haneto dancer.", "afg25"),
    ("af25j", "ユーザーは8月5日の青森ねぶた祭でハネトとして跳ねる。", "afg25"),
    ("af25j2", "八月五日、青森のねぶたにハネトで参加します。", "afg25"),
    ("af25z", "用户8月5日要在青森睡魔祭上作为跳人（haneto）参加游行跳舞。", "afg25"),
    (
        "naf25a",
        "The user will watch the Aomori Nebuta Festival parade on 5 August.",
        None,
    ),  # direction/role: watching vs dancing as a haneto
    (
        "naf25b",
        "用户8月5日要在弘前睡魔祭上作为跳人（haneto）参加游行跳舞。",
        None,
    ),  # value: city (Hirosaki vs Aomori)
    (
        "naf25c",
        "ユーザーは8月7日の青森ねぶた祭でハネトとして跳ねる。",
        None,
    ),  # value: date (7 vs 5 August)
    (
        "naf25d",
        "The user's daughter will dance as a haneto in the Aomori Nebuta Festival on 5 August.",
        None,
    ),  # person: the daughter vs the user
    # afg26: the daughter Grace as Mary in the Christmas nativity play at Tokyo Union Church on 21 December
    (
        "af26",
        "The user's daughter Grace is playing Mary in the Christmas nativity play at Tokyo Union Church on 21 "
        "December.",
        "afg26",
    ),
    (
        "af26p",
        "In Tokyo Union Church's Christmas nativity play on December 21, the part of Mary will be played by Grace, "
        "the user's daughter.",
        "afg26",
    ),
    (
        "af26j",
        "ユーザーの娘のグレースちゃんは、12月21日に東京ユニオンチャーチのクリスマスの降誕劇でマリア役を演じる。",
        "afg26",
    ),
    ("af26z", "用户的女儿格蕾丝将在12月21日东京联合教会的圣诞节耶稣降生剧中扮演玛利亚。", "afg26"),
    (
        "naf26a",
        "ユーザーの娘のグレースちゃんは、12月21日に東京ユニオンチャーチのクリスマスの降誕劇で天使役を演じる。",
        None,
    ),  # value: role (an angel vs Mary)
    (
        "naf26b",
        "The user's daughter Grace is playing Mary in the Christmas nativity play at Tokyo Union Church on 24 "
        "December.",
        None,
    ),  # value: date (24 vs 21 December)
    (
        "naf26c",
        "用户的侄女格蕾丝将在12月21日东京联合教会的圣诞节耶稣降生剧中扮演玛利亚。",
        None,
    ),  # person: the niece vs the daughter
    (
        "naf26d",
        "The user's daughter Grace wants to play Mary in the Christmas nativity play at Tokyo Union Church on 21 "
        "December.",
        None,
    ),  # modality: wants to play vs is playing
    # afg27: the 8 km stretch of the Nakasendo walked from Magome to Tsumago in October
    ("af27", "In October the user walked the 8 km stretch of the Nakasendo from Magome to Tsumago.", "afg27"),
    ("af27p", "The user hiked the Nakasendo from Magome to Tsumago, a stretch of about 8 km, in October.", "afg27"),
    ("af27j", "ユーザーは10月、中山道の馬籠宿から妻籠宿まで約8キロを歩いた。", "afg27"),
    ("af27j2", "十月に中山道を馬籠から妻籠まで八キロほど歩きました。", "afg27"),
    ("af27z", "用户十月沿中山道从马笼宿走到了妻笼宿，大约八公里。", "afg27"),
    (
        "naf27a",
        "In October the user walked the 8 km stretch of the Nakasendo from Tsumago to Magome.",
        None,
    ),  # direction/role: from Tsumago to Magome vs from Magome to Tsumago
    (
        "naf27b",
        "用户十月沿中山道从马笼宿坐巴士到了妻笼宿，大约八公里。",
        None,
    ),  # value: transport (by bus vs on foot)
    (
        "naf27c",
        "ユーザーは5月、中山道の馬籠宿から妻籠宿まで約8キロを歩いた。",
        None,
    ),  # value: month (May vs October)
    (
        "naf27d",
        "In October the user wants to walk the 8 km stretch of the Nakasendo from Magome to Tsumago.",
        None,
    ),  # modality: wants to walk vs walked
    # afg28: a bus tour to the Shirakawa-go winter light-up on Sunday 19 January booked for ¥12,800
    (
        "af28",
        "The user has booked a bus tour to the Shirakawa-go winter light-up on Sunday 19 January for ¥12,800.",
        "afg28",
    ),
    (
        "af28p",
        "A ¥12,800 bus tour to see Shirakawa-go lit up in winter on Sunday, 19 January, has been booked by the user.",
        "afg28",
    ),
    ("af28j", "ユーザーは1月19日（日）の白川郷ライトアップのバスツアーを12,800円で予約した。", "afg28"),
    ("af28z", "用户预订了1月19日（周日）去看白川乡冬季点灯的巴士团，价格一万二千八百日元。", "afg28"),
    (
        "naf28a",
        "用户预订了1月26日（周日）去看白川乡冬季点灯的巴士团，价格一万二千八百日元。",
        None,
    ),  # value: date (26 vs 19 January)
    (
        "naf28b",
        "The user has booked a bus tour to the Shirakawa-go winter light-up on Sunday 19 January for ¥21,800.",
        None,
    ),  # value: amount (21,800 vs 12,800 yen)
    (
        "naf28c",
        "ユーザーは1月19日（日）の白川郷ライトアップのバスツアーを12,800円で予約しようか迷っている。",
        None,
    ),  # modality: is wondering whether to book vs has booked
    (
        "naf28d",
        "The user has booked their parents on a bus tour to the Shirakawa-go winter light-up on Sunday 19 January "
        "for ¥12,800.",
        None,
    ),  # person: the parents vs the user
    # afg29: Express Passes at ¥18,800 each for the family's day at Universal Studios Japan on Saturday 15 March
    (
        "af29",
        "The user bought Express Passes for the family's visit to Universal Studios Japan on Saturday 15 March, at "
        "¥18,800 each.",
        "afg29",
    ),
    (
        "af29p",
        "For the family's trip to USJ on Saturday, March 15, the user purchased Express Passes costing ¥18,800 apiece.",
        "afg29",
    ),
    (
        "af29j",
        "ユーザーは3月15日（土）の家族でのユニバーサル・スタジオ・ジャパン行きのために、エクスプレス・パスを1枚"
        "18,800円で買った。",
        "afg29",
    ),
    ("af29j2", "三月十五日の土曜に家族でユニバに行くので、エクスプレスパスを一枚一万八千八百円で買いました。", "afg29"),
    ("af29z", "用户为3月15日（周六）全家去日本环球影城买了快速通关券，每张一万八千八百日元。", "afg29"),
    (
        "naf29a",
        "The user bought Express Passes for their in-laws' visit to Universal Studios Japan on Saturday 15 March, at "
        "¥18,800 each.",
        None,
    ),  # person: the in-laws vs the family
    (
        "naf29b",
        "ユーザーは3月22日（土）の家族でのユニバーサル・スタジオ・ジャパン行きのために、エクスプレス・パスを1枚"
        "18,800円で買った。",
        None,
    ),  # value: date (22 vs 15 March)
    (
        "naf29c",
        "用户为3月15日（周六）全家去日本环球影城买了快速通关券，每张二万八千八百日元。",
        None,
    ),  # value: amount (28,800 vs 18,800 yen)
    (
        "naf29d",
        "The user could not get Express Passes for the family's visit to Universal Studios Japan on Saturday 15 "
        "March, at ¥18,800 each.",
        None,
    ),  # polarity: could not get vs bought
    # afg30: the children taken by ferry from Tadanoumi Port to see the rabbits on Okunoshima on 3 May
    (
        "af30",
        "On 3 May the user took their children to see the rabbits on Okunoshima by ferry from Tadanoumi Port.",
        "afg30",
    ),
    (
        "af30p",
        "The user's children were taken by the user to the rabbit island of Okunoshima on May 3, on the ferry from "
        "Tadanoumi Port.",
        "afg30",
    ),
    ("af30j", "ユーザーは5月3日、忠海港からフェリーで子どもたちを大久野島のウサギを見に連れて行った。", "afg30"),
    ("af30z", "用户5月3日带孩子们从忠海港坐渡轮去大久野岛看了兔子。", "afg30"),
    (
        "naf30a",
        "ユーザーは5月5日、忠海港からフェリーで子どもたちを大久野島のウサギを見に連れて行った。",
        None,
    ),  # value: date (5 May vs 3 May)
    (
        "naf30b",
        "On 3 May the user took their nieces to see the rabbits on Okunoshima by ferry from Tadanoumi Port.",
        None,
    ),  # person: the nieces vs the children
    (
        "naf30c",
        "用户5月3日带孩子们从三原港坐渡轮去大久野岛看了兔子。",
        None,
    ),  # value: port (Mihara vs Tadanoumi)
    (
        "naf30d",
        "On 3 May the user is taking their children to see the rabbits on Okunoshima by ferry from Tadanoumi Port.",
        None,
    ),  # tense/aspect: is taking vs took
    # afg31: driving the mother, visiting from Taipei, to the blue nemophila at Hitachi Seaside Park on 27 April
    (
        "af31",
        "On 27 April the user drove their mother, who is visiting from Taipei, to see the blue nemophila at Hitachi "
        "Seaside Park.",
        "afg31",
    ),
    (
        "af31p",
        "The user's mother, here on a visit from Taipei, was driven by the user to Hitachi Seaside Park on 27 April "
        "to see the nemophila in bloom.",
        "afg31",
    ),
    ("af31j", "ユーザーは4月27日、台北から来ている母を車で国営ひたち海浜公園のネモフィラを見に連れて行った。", "afg31"),
    ("af31z", "用户4月27日开车带从台北来的母亲去国营常陆海滨公园看了粉蝶花。", "afg31"),
    (
        "naf31a",
        "On 27 April the user took their mother, who is visiting from Taipei, by train to see the blue nemophila at "
        "Hitachi Seaside Park.",
        None,
    ),  # value: transport (train vs car)
    (
        "naf31b",
        "用户4月27日开车带从高雄来的母亲去国营常陆海滨公园看了粉蝶花。",
        None,
    ),  # value: city (Kaohsiung vs Taipei)
    (
        "naf31c",
        "ユーザーは4月27日、台北から来ている母を車で国営ひたち海浜公園のコキアを見に連れて行った。",
        None,
    ),  # value: plant (kochia vs nemophila)
    (
        "naf31d",
        "On 27 April the user drove their mother-in-law, who is visiting from Taipei, to see the blue nemophila at "
        "Hitachi Seaside Park.",
        None,
    ),  # person: the mother-in-law vs the mother
    # afg32: the homeroom teacher Ms Ishikawa's home visit for the son Oliver on 22 April at 4:15 pm
    (
        "af32",
        "The homeroom teacher of the user's son Oliver, Ms Ishikawa, is coming for the home visit on 22 April at "
        "4:15 pm.",
        "afg32",
    ),
    (
        "af32p",
        "Ms Ishikawa, Oliver's homeroom teacher, will visit the user's home on April 22 at 4:15 pm for the school's "
        "home visit.",
        "afg32",
    ),
    ("af32j", "ユーザーの息子オリバーくんの担任の石川先生が、4月22日16時15分に家庭訪問に来る。", "afg32"),
    ("af32j2", "四月二十二日の午後四時十五分に、オリバーの担任の石川先生が家庭訪問にいらっしゃいます。", "afg32"),
    ("af32z", "用户儿子奥利弗的班主任石川老师4月22日下午四点一刻来家访。", "afg32"),
    (
        "naf32a",
        "The homeroom teacher of the user's son Oliver, Ms Ishikawa, is coming for the home visit on 22 April at "
        "3:15 pm.",
        None,
    ),  # value: time (3:15 pm vs 4:15 pm)
    (
        "naf32b",
        "ユーザーの息子オリバーくんの担任の石川先生が、4月24日16時15分に家庭訪問に来る。",
        None,
    ),  # value: date (24 vs 22 April)
    (
        "naf32c",
        "用户儿子奥利弗的班主任石川老师4月22日下午四点一刻来过家访了。",
        None,
    ),  # tense/aspect: came vs is coming
    (
        "naf32d",
        "The user is visiting the home of Ms Ishikawa, their son Oliver's homeroom teacher, on 22 April at 4:15 pm.",
        None,
    ),  # direction/role: the user visits the teacher vs the teacher visits the user
    # afg33: the daughter Amira in Grade 4, Class 2 at Takinogawa Elementary School this year
    ("af33", "This year the user's daughter Amira is in Grade 4, Class 2, at Takinogawa Elementary School.", "afg33"),
    (
        "af33p",
        "Amira, the user's daughter, has been put in Class 2 of the fourth grade at Takinogawa Elementary School this "
        "year.",
        "afg33",
    ),
    ("af33j", "ユーザーの娘のアミラちゃんは、今年度は滝野川小学校の4年2組だ。", "afg33"),
    ("af33z", "用户的女儿阿米拉今年在泷野川小学读四年级二班。", "afg33"),
    (
        "naf33a",
        "ユーザーの娘のアミラちゃんは、今年度は滝野川小学校の4年3組だ。",
        None,
    ),  # value: class (Class 3 vs Class 2)
    (
        "naf33b",
        "This year the user's daughter Amira is in Grade 5, Class 2, at Takinogawa Elementary School.",
        None,
    ),  # value: grade (5 vs 4)
    (
        "naf33c",
        "用户的女儿阿米拉去年在泷野川小学读四年级二班。",
        None,
    ),  # tense/aspect: last year vs this year
    (
        "naf33d",
        "This year the user's niece Amira is in Grade 4, Class 2, at Takinogawa Elementary School.",
        None,
    ),  # person: the niece vs the daughter
    # afg34: the son Yusuf chosen as class representative for the first term
    ("af34", "The user's son Yusuf was chosen as class representative for the first term.", "afg34"),
    ("af34p", "For the first term, Yusuf, the user's son, has been elected class representative.", "afg34"),
    ("af34j", "ユーザーの息子のユスフくんは、1学期の学級委員に選ばれた。", "afg34"),
    ("af34j2", "息子のユスフが一学期の学級委員になりました。", "afg34"),
    ("af34z", "用户的儿子优素福当选为第一学期的班长。", "afg34"),
    (
        "naf34a",
        "The user's son Yusuf was chosen as class representative for the second term.",
        None,
    ),  # value: term (second vs first)
    (
        "naf34b",
        "用户的儿子优素福没有当选为第一学期的班长。",
        None,
    ),  # polarity: was not chosen vs was chosen
    (
        "naf34c",
        "ユーザーの息子のユスフくんは、1学期の図書委員に選ばれた。",
        None,
    ),  # value: post (library committee vs class representative)
    (
        "naf34d",
        "The user's son Yusuf wants to be class representative for the first term.",
        None,
    ),  # modality: wants to be vs was chosen
    # afg35: ¥89,000 of fraudulent charges on the user's Rakuten Card refunded by the card company
    ("af35", "Rakuten Card refunded the user ¥89,000 for a fraudulent charge on their card.", "afg35"),
    ("af35p", "The user got ¥89,000 back from Rakuten Card for an unauthorised charge on their card.", "afg35"),
    ("af35j", "ユーザーは楽天カードで不正利用された8万9千円を、カード会社から返金してもらった。", "afg35"),
    ("af35j2", "楽天カードの不正利用分、八万九千円が返ってきました。", "afg35"),
    ("af35z", "用户的乐天信用卡被盗刷了八万九千日元，卡公司已经退款。", "afg35"),
    (
        "naf35a",
        "Rakuten Card refunded the user ¥98,000 for a fraudulent charge on their card.",
        None,
    ),  # value: amount (98,000 vs 89,000 yen)
    (
        "naf35b",
        "用户的三井住友信用卡被盗刷了八万九千日元，卡公司已经退款。",
        None,
    ),  # value: card company (Sumitomo Mitsui vs Rakuten)
    (
        "naf35c",
        "ユーザーは楽天カードで不正利用された8万9千円を、カード会社からまだ返金してもらっていない。",
        None,
    ),  # polarity: not refunded yet vs refunded
    (
        "naf35d",
        "Rakuten Card refunded the user's husband ¥89,000 for a fraudulent charge on his card.",
        None,
    ),  # person: the husband vs the user
    # afg36: a housing allowance of ¥30,000 a month from the user's company
    ("af36", "The user's company pays them a housing allowance of ¥30,000 a month.", "afg36"),
    ("af36p", "The user receives a monthly housing allowance of ¥30,000 from their employer.", "afg36"),
    ("af36j", "ユーザーは会社から月3万円の住宅手当をもらっている。", "afg36"),
    ("af36j2", "会社から住宅手当が毎月三万円出ています。", "afg36"),
    ("af36z", "用户的公司每月给用户发三万日元的住房补贴。", "afg36"),
    (
        "naf36a",
        "The user's company pays them a housing allowance of ¥20,000 a month.",
        None,
    ),  # value: amount (20,000 vs 30,000 yen)
    (
        "naf36b",
        "ユーザーは会社から月3万円の家族手当をもらっている。",
        None,
    ),  # value: allowance (family vs housing)
    (
        "naf36c",
        "用户的公司每年给用户发三万日元的住房补贴。",
        None,
    ),  # frequency: a year vs a month
    (
        "naf36d",
        "The user's company used to pay them a housing allowance of ¥30,000 a month.",
        None,
    ),  # tense/aspect: used to pay vs pays
    # afg37: a month's notice given on the flat in Koenji, moving out on 31 March
    (
        "af37",
        "The user gave one month's notice to end the lease on their flat in Koenji and will move out on 31 March.",
        "afg37",
    ),
    (
        "af37p",
        "The user has told the landlord a month ahead that they are ending the lease on the Koenji flat, and is "
        "moving out on March 31.",
        "afg37",
    ),
    ("af37j", "ユーザーは高円寺のアパートの解約を1か月前に通知し、3月31日に退去する。", "afg37"),
    ("af37z", "用户提前一个月通知房东解约高圆寺的公寓，3月31日搬出。", "afg37"),
    (
        "naf37a",
        "用户提前一个月通知房东解约高圆寺的公寓，3月15日搬出。",
        None,
    ),  # value: date (15 vs 31 March)
    (
        "naf37b",
        "The user gave two months' notice to end the lease on their flat in Koenji and will move out on 31 March.",
        None,
    ),  # value: notice period (two months vs one)
    (
        "naf37c",
        "ユーザーは阿佐ヶ谷のアパートの解約を1か月前に通知し、3月31日に退去する。",
        None,
    ),  # value: place (Asagaya vs Koenji)
    (
        "naf37d",
        "The user is thinking of giving one month's notice to end the lease on their flat in Koenji and moving out "
        "on 31 March.",
        None,
    ),  # modality: is thinking of giving notice vs gave it
    # afg38: termites found under the floor of the user's house in Kashiwa, ¥180,000 for the treatment
    (
        "af38",
        "A pest control company found termites under the floor of the user's house in Kashiwa, and the treatment "
        "cost ¥180,000.",
        "afg38",
    ),
    (
        "af38p",
        "The termites that a pest control firm found under the floor of the user's house in Kashiwa cost ¥180,000 "
        "to get rid of.",
        "afg38",
    ),
    ("af38j", "柏市のユーザーの家で、業者が床下にシロアリを見つけ、駆除に18万円かかった。", "afg38"),
    ("af38j2", "柏の自宅の床下にシロアリがいて、駆除費用が十八万円でした。", "afg38"),
    ("af38z", "除虫公司在用户柏市家中的地板下发现了白蚁，灭蚁花了十八万日元。", "afg38"),
    (
        "naf38a",
        "A pest control company found termites under the floor of the user's house in Kashiwa, and the treatment "
        "cost ¥80,000.",
        None,
    ),  # value: amount (80,000 vs 180,000 yen)
    (
        "naf38b",
        "除虫公司在用户父母柏市家中的地板下发现了白蚁，灭蚁花了十八万日元。",
        None,
    ),  # person: the parents' house vs the user's
    (
        "naf38c",
        "柏市のユーザーの家で、業者が屋根裏にシロアリを見つけ、駆除に18万円かかった。",
        None,
    ),  # value: part of the house (the attic vs under the floor)
    (
        "naf38d",
        "A pest control company found termites under the floor of the user's house in Matsudo, and the treatment "
        "cost ¥180,000.",
        None,
    ),  # value: city (Matsudo vs Kashiwa)
    # afg39: looking for a 2LDK near Kiyosumi-Shirakawa station for no more than ¥200,000 a month
    (
        "af39",
        "The user is looking for a 2LDK flat near Kiyosumi-Shirakawa station for no more than ¥200,000 a month.",
        "afg39",
    ),
    (
        "af39p",
        "A 2LDK near Kiyosumi-Shirakawa station with rent of at most ¥200,000 a month is what the user is searching "
        "for.",
        "afg39",
    ),
    ("af39j", "ユーザーは清澄白河駅の近くで家賃20万円以内の2LDKを探している。", "afg39"),
    ("af39z", "用户在找清澄白河站附近月租二十万日元以内的两室一厅（2LDK）。", "afg39"),
    (
        "naf39a",
        "The user is looking for a 3LDK flat near Kiyosumi-Shirakawa station for no more than ¥200,000 a month.",
        None,
    ),  # value: layout (3LDK vs 2LDK)
    (
        "naf39b",
        "ユーザーは清澄白河駅の近くで家賃15万円以内の2LDKを探している。",
        None,
    ),  # value: amount (150,000 vs 200,000 yen)
    (
        "naf39c",
        "用户已经在清澄白河站附近找到了月租二十万日元以内的两室一厅（2LDK）。",
        None,
    ),  # tense/aspect: has found vs is looking for
    (
        "naf39d",
        "The user is looking for a 2LDK flat near Monzen-Nakacho station for no more than ¥200,000 a month.",
        None,
    ),  # value: station (Monzen-Nakacho vs Kiyosumi-Shirakawa)
    # afg40: volunteer English guide at Meiji Jingu on the second and fourth Saturdays of the month
    (
        "af40",
        "The user volunteers as an English guide at Meiji Jingu on the second and fourth Saturdays of the month.",
        "afg40",
    ),
    (
        "af40p",
        "On the second and fourth Saturdays of each month, the user gives English tours of Meiji Jingu as a volunteer.",
        "afg40",
    ),
    ("af40j", "ユーザーは毎月第2・第4土曜日に、明治神宮で英語のボランティアガイドをしている。", "afg40"),
    ("af40z", "用户每月第二、第四个星期六在明治神宫做英语志愿导游。", "afg40"),
    (
        "naf40a",
        "用户每个星期六都在明治神宫做英语志愿导游。",
        None,
    ),  # frequency: every Saturday vs the second and fourth Saturdays
    (
        "naf40b",
        "The user volunteers as an English guide at Sensoji on the second and fourth Saturdays of the month.",
        None,
    ),  # value: place (Sensoji vs Meiji Jingu)
    (
        "naf40c",
        "ユーザーは毎月第2・第4土曜日に、明治神宮で中国語のボランティアガイドをしている。",
        None,
    ),  # value: language (Chinese vs English)
    (
        "naf40d",
        "The user used to volunteer as an English guide at Meiji Jingu on the second and fourth Saturdays of the "
        "month.",
        None,
    ),  # tense/aspect: used to volunteer vs volunteers
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uaf1", "The user is left-handed.", None),
    ("uaf2", "ユーザーの兄はメルボルンで消防士をしている。", None),
    ("uaf3", "用户喜欢喝无糖的乌龙茶。", None),
    ("uaf4", "The user's favourite author is Kazuo Ishiguro.", None),
    ("uaf5", "ユーザーは高所恐怖症で、観覧車に乗れない。", None),
    ("uaf6", "用户的姐姐在新加坡当儿科护士。", None),
    ("uaf7", "The user collects vintage fountain pens.", None),
    ("uaf8", "ユーザーはコーヒーより紅茶派だ。", None),
    ("uaf9", "用户每年春节都会回哈尔滨看望外婆。", None),
    ("uaf10", "The user drives a second-hand white Honda Fit.", None),
]
