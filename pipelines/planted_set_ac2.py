"""Set ac, groups 21-40 and the ten unrelated facts (written blind in stop 36 with groups 1-20; see
:mod:`pipelines.planted_set_ac` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AC``, assembled there.
"""

from __future__ import annotations

PLANTED_AC_21_40: list[tuple[str, str, str | None]] = [
    # acg21: fixed asset tax on a house in Chiba, ¥126,000 a year in four instalments (12万6千円 / 十二万六千日元)
    ("ac21", "The user pays ¥126,000 a year in fixed asset tax on their house in Chiba, in four instalments.", "acg21"),
    (
        "ac21p",
        "Fixed asset tax on the user's house in Chiba comes to ¥126,000 a year, which the user pays in four "
        "instalments.",
        "acg21",
    ),
    ("ac21j", "ユーザーは千葉の自宅の固定資産税を年12万6千円、4回に分けて払っている。", "acg21"),
    ("ac21z", "用户在千叶的房子每年固定资产税十二万六千日元，分四期缴纳。", "acg21"),
    (
        "nac21a",
        "The user pays ¥126,000 a year in fixed asset tax on their house in Chiba, in one lump sum.",
        None,
    ),  # manner: one lump sum vs four instalments
    (
        "nac21b",
        "ユーザーは千葉の自宅の固定資産税を年21万6千円、4回に分けて払っている。",
        None,
    ),  # value: amount (21万6千円 vs 12万6千円)
    (
        "nac21c",
        "用户在千叶的房子每年城市规划税十二万六千日元，分四期缴纳。",
        None,
    ),  # value: tax (city planning tax vs fixed asset tax)
    (
        "nac21d",
        "The user pays ¥126,000 a year in fixed asset tax on their house in Saitama, in four instalments.",
        None,
    ),  # value: place (Saitama vs Chiba)
    # acg22: a 100 g gold bar from Tanaka Kikinzoku in Ginza for ¥1,580,000 (158万円 / 百五十八万円)
    ("ac22", "The user bought a 100 g gold bar at Tanaka Kikinzoku in Ginza for ¥1,580,000.", "acg22"),
    ("ac22p", "Tanaka Kikinzoku in Ginza sold the user a 100-gram gold bar for ¥1.58 million.", "acg22"),
    ("ac22j", "ユーザーは銀座の田中貴金属で100グラムの金の延べ棒を158万円で買った。", "acg22"),
    ("ac22j2", "銀座の田中貴金属で純金インゴット100gを百五十八万円で購入しました。", "acg22"),
    ("ac22z", "用户在银座的田中贵金属花一百五十八万日元买了一根100克的金条。", "acg22"),
    (
        "nac22a",
        "The user sold a 100 g gold bar at Tanaka Kikinzoku in Ginza for ¥1,580,000.",
        None,
    ),  # direction/role: sold vs bought
    (
        "nac22b",
        "ユーザーは銀座の田中貴金属で50グラムの金の延べ棒を158万円で買った。",
        None,
    ),  # value: weight (50 g vs 100 g)
    (
        "nac22c",
        "用户在银座的田中贵金属花一百五十八万日元买了一根100克的铂金条。",
        None,
    ),  # value: metal (platinum vs gold)
    (
        "nac22d",
        "The user plans to buy a 100 g gold bar at Tanaka Kikinzoku in Ginza for ¥1,580,000.",
        None,
    ),  # modality: plans to vs bought
    # acg23: ¥30,000 lost to a fake Amazon text, reported at Setagaya Police Station on 2 February
    (
        "ac23",
        "The user lost ¥30,000 to a fake Amazon text message and reported it at Setagaya Police Station on 2 February.",
        "acg23",
    ),
    (
        "ac23p",
        "On February 2, the user told Setagaya Police Station that a fake Amazon SMS had cheated them out of ¥30,000.",
        "acg23",
    ),
    ("ac23j", "ユーザーはAmazonを装った偽のSMSで3万円をだまし取られ、2月2日に世田谷警察署に届け出た。", "acg23"),
    ("ac23z", "用户因假冒亚马逊的诈骗短信被骗三万日元，2月2日向世田谷警察署报了案。", "acg23"),
    (
        "nac23a",
        "The user lost ¥30,000 to a fake Rakuten text message and reported it at Setagaya Police Station on 2 "
        "February.",
        None,
    ),  # value: company (Rakuten vs Amazon)
    (
        "nac23b",
        "ユーザーはAmazonを装った偽のSMSで30万円をだまし取られ、2月2日に世田谷警察署に届け出た。",
        None,
    ),  # value: amount (30万円 vs 3万円)
    (
        "nac23c",
        "用户的父亲因假冒亚马逊的诈骗短信被骗三万日元，2月2日向世田谷警察署报了案。",
        None,
    ),  # person: father vs user
    (
        "nac23d",
        "The user lost ¥30,000 to a fake Amazon email and reported it at Setagaya Police Station on 2 February.",
        None,
    ),  # value: channel (email vs text message)
    # acg24: ¥50,000 to the Japanese Red Cross for Noto Peninsula earthquake relief (5万円 / 五万日元)
    ("ac24", "The user donated ¥50,000 to the Japanese Red Cross for Noto Peninsula earthquake relief.", "acg24"),
    (
        "ac24p",
        "The Japanese Red Cross received ¥50,000 from the user for relief after the Noto Peninsula earthquake.",
        "acg24",
    ),
    ("ac24j", "ユーザーは能登半島地震の被災者支援として日本赤十字社に5万円を寄付した。", "acg24"),
    ("ac24z", "用户为能登半岛地震救灾向日本红十字会捐了五万日元。", "acg24"),
    (
        "nac24a",
        "The user donated ¥5,000 to the Japanese Red Cross for Noto Peninsula earthquake relief.",
        None,
    ),  # value: amount (¥5,000 vs ¥50,000)
    (
        "nac24b",
        "ユーザーは能登半島地震の被災者支援として中央共同募金会に5万円を寄付した。",
        None,
    ),  # value: recipient (Community Chest vs Red Cross)
    ("nac24c", "用户为台湾花莲地震救灾向日本红十字会捐了五万日元。", None),  # value: disaster (Hualien vs Noto)
    (
        "nac24d",
        "The user's company donated ¥50,000 to the Japanese Red Cross for Noto Peninsula earthquake relief.",
        None,
    ),  # person: company vs user
    # acg25: a baby's baptism at St. Ignatius, Yotsuya, Sunday 6 April 2025 / 令和7年 (Sofia / ソフィア / 索菲亚)
    (
        "ac25",
        "The user's baby daughter Sofia will be baptised at St. Ignatius Church in Yotsuya on Sunday 6 April 2025.",
        "acg25",
    ),
    (
        "ac25p",
        "On Sunday, April 6, 2025, St. Ignatius Church in Yotsuya will baptize Sofia, the user's baby girl.",
        "acg25",
    ),
    ("ac25j", "ユーザーの娘のソフィアちゃんは2025年4月6日（日）に四谷の聖イグナチオ教会で洗礼を受ける。", "acg25"),
    ("ac25j2", "令和7年4月6日の日曜日、娘のソフィアが四谷の聖イグナチオ教会で洗礼を受けます。", "acg25"),
    ("ac25z", "用户的女儿索菲亚将于2025年4月6日（星期日）在四谷的圣依纳爵教堂受洗。", "acg25"),
    (
        "nac25a",
        "The user's baby son Mateo will be baptised at St. Ignatius Church in Yotsuya on Sunday 6 April 2025.",
        None,
    ),  # person: son Mateo vs daughter Sofia
    (
        "nac25b",
        "ユーザーの娘のソフィアちゃんは2025年4月13日（日）に四谷の聖イグナチオ教会で洗礼を受ける。",
        None,
    ),  # value: date (13 vs 6 April)
    (
        "nac25c",
        "用户的女儿索菲亚将于2025年4月6日（星期日）在四谷的圣依纳爵教堂举行坚振礼。",
        None,
    ),  # value: sacrament (confirmation vs baptism)
    (
        "nac25d",
        "The user's baby daughter Sofia was baptised at St. Ignatius Church in Yotsuya on Sunday 6 April 2025.",
        None,
    ),  # tense: was vs will be
    # acg26: flying to Guadalajara for a niece's quinceañera on 14 June (Valentina / バレンティナ / 瓦伦蒂娜)
    ("ac26", "The user is flying to Guadalajara for their niece Valentina's quinceañera on 14 June.", "acg26"),
    (
        "ac26p",
        "On June 14 the user's niece Valentina has her quinceañera in Guadalajara, and the user is flying there for "
        "it.",
        "acg26",
    ),
    (
        "ac26j",
        "ユーザーは6月14日にグアダラハラで開かれる姪のバレンティナのキンセアニェーラ（15歳のお祝い）に出るため、"
        "メキシコへ飛ぶ。",
        "acg26",
    ),
    ("ac26z", "用户要飞去瓜达拉哈拉参加侄女瓦伦蒂娜6月14日的十五岁成人礼。", "acg26"),
    (
        "nac26a",
        "The user is flying to Monterrey for their niece Valentina's quinceañera on 14 June.",
        None,
    ),  # value: city (Monterrey vs Guadalajara)
    (
        "nac26b",
        "ユーザーは6月14日にグアダラハラで開かれる姪のバレンティナの結婚式に出るため、メキシコへ飛ぶ。",
        None,
    ),  # value: event (wedding vs quinceañera)
    (
        "nac26c",
        "用户没法飞去瓜达拉哈拉参加侄女瓦伦蒂娜6月14日的十五岁成人礼。",
        None,
    ),  # modality: cannot go vs is going
    (
        "nac26d",
        "The user is flying to Guadalajara for their daughter Valentina's quinceañera on 14 June.",
        None,
    ),  # person: daughter vs niece
    # acg27: a son's first-birthday doljanchi in Shin-Okubo, 9 March (Minjun / ミンジュンくん / 珉俊)
    (
        "ac27",
        "The user is holding a doljanchi for their son Minjun's first birthday at a Korean restaurant in Shin-Okubo "
        "on 9 March.",
        "acg27",
    ),
    (
        "ac27p",
        "Minjun, the user's son, turns one, and his doljanchi will be held at a Korean restaurant in Shin-Okubo on "
        "March 9.",
        "acg27",
    ),
    ("ac27j", "ユーザーは3月9日、新大久保の韓国料理店で息子ミンジュンの1歳のトルチャンチを開く。", "acg27"),
    (
        "ac27j2",
        "息子さんのミンジュンくんの一歳のお祝い（トルチャンチ）は3月9日に新大久保の韓国料理店で行います。",
        "acg27",
    ),
    ("ac27z", "用户3月9日将在新大久保的一家韩国餐厅为儿子珉俊办周岁宴。", "acg27"),
    (
        "nac27a",
        "The user is holding a doljanchi for their son Minjun's first birthday at a Korean restaurant in Shin-Okubo "
        "on 16 March.",
        None,
    ),  # value: date (16 vs 9 March)
    (
        "nac27b",
        "ユーザーは3月9日、新大久保の韓国料理店で娘ソアの1歳のトルチャンチを開く。",
        None,
    ),  # person: daughter Soa vs son Minjun
    ("nac27c", "用户3月9日将在家里为儿子珉俊办周岁宴。", None),  # value: place (at home vs a Korean restaurant)
    (
        "nac27d",
        "The user held a doljanchi for their son Minjun's first birthday at a Korean restaurant in Shin-Okubo on 9 "
        "March.",
        None,
    ),  # tense: held vs is holding
    # acg28: a father-in-law's 49th-day memorial at a temple in Kamakura, Saturday 18 October (四十九日 / 七七)
    (
        "ac28",
        "The 49th-day memorial service for the user's father-in-law is at a temple in Kamakura on Saturday 18 October.",
        "acg28",
    ),
    (
        "ac28p",
        "On Saturday, October 18, a temple in Kamakura will hold the Buddhist memorial marking 49 days since the "
        "death of the user's father-in-law.",
        "acg28",
    ),
    ("ac28j", "ユーザーの義父の四十九日法要は10月18日（土）に鎌倉のお寺で行われる。", "acg28"),
    ("ac28z", "用户岳父的七七法事10月18日（星期六）在镰仓的一座寺庙举行。", "acg28"),
    ("ac28z2", "用户岳父的四十九日法会将于十月十八日在镰仓的寺院举行。", "acg28"),
    (
        "nac28a",
        "The first-anniversary memorial service for the user's father-in-law is at a temple in Kamakura on Saturday "
        "18 October.",
        None,
    ),  # value: rite (first anniversary vs 49th day)
    (
        "nac28b",
        "ユーザーの義母の四十九日法要は10月18日（土）に鎌倉のお寺で行われる。",
        None,
    ),  # person: mother-in-law vs father-in-law
    ("nac28c", "用户岳父的七七法事10月18日（星期六）在京都的一座寺庙举行。", None),  # value: place (Kyoto vs Kamakura)
    (
        "nac28d",
        "The 49th-day memorial service for the user's father-in-law is at a temple in Kamakura on Sunday 19 October.",
        None,
    ),  # value: date (Sunday 19 vs Saturday 18 October)
    # acg29: a goat for qurbani in a home village in Bangladesh every Eid al-Adha (犠牲祭 / 宰牲节)
    (
        "ac29",
        "Every Eid al-Adha the user pays for a goat to be sacrificed for qurbani in their home village in Bangladesh.",
        "acg29",
    ),
    (
        "ac29p",
        "Each year at Eid al-Adha, the user pays for a qurbani goat in the village in Bangladesh where the user grew "
        "up.",
        "acg29",
    ),
    (
        "ac29j",
        "ユーザーは毎年イード・アル＝アドハー（犠牲祭）に、"
        "バングラデシュの故郷の村でヤギを一頭犠牲に捧げる費用を出している。",
        "acg29",
    ),
    ("ac29z", "每逢宰牲节，用户都出钱在孟加拉国老家的村子宰一只山羊。", "acg29"),
    (
        "nac29a",
        "Every Eid al-Adha the user pays for a cow to be sacrificed for qurbani in their home village in Bangladesh.",
        None,
    ),  # value: animal (cow vs goat)
    (
        "nac29b",
        "ユーザーの兄は毎年イード・アル＝アドハー（犠牲祭）に、"
        "バングラデシュの故郷の村でヤギを一頭犠牲に捧げる費用を出している。",
        None,
    ),  # person: older brother vs user
    (
        "nac29c",
        "每逢宰牲节，用户都出钱在巴基斯坦老家的村子宰一只山羊。",
        None,
    ),  # value: country (Pakistan vs Bangladesh)
    (
        "nac29d",
        "The user no longer pays for a goat to be sacrificed for qurbani in their home village in Bangladesh at Eid "
        "al-Adha.",
        None,
    ),  # tense/aspect: no longer vs every year
    # acg30: parents' one night at a ryokan on Miyajima, 3 April
    ("ac30", "The user's parents will stay one night at a ryokan on Miyajima on 3 April.", "acg30"),
    ("ac30p", "On April 3, a ryokan on Miyajima will put up the user's parents for one night.", "acg30"),
    ("ac30j", "ユーザーの両親は4月3日に宮島の旅館に1泊する。", "acg30"),
    ("ac30z", "用户的父母4月3日在宫岛的一家日式旅馆住一晚。", "acg30"),
    (
        "nac30a",
        "The user's parents will stay two nights at a ryokan on Miyajima on 3 April.",
        None,
    ),  # value: nights (two vs one)
    ("nac30b", "ユーザーの義理の両親は4月3日に宮島の旅館に1泊する。", None),  # person: parents-in-law vs parents
    ("nac30c", "用户的父母4月3日在广岛市区的一家日式旅馆住一晚。", None),  # value: place (Hiroshima city vs Miyajima)
    (
        "nac30d",
        "The user's parents stayed one night at a ryokan on Miyajima on 3 April.",
        None,
    ),  # tense: stayed vs will stay
    # acg31: the Toyosu tuna-auction deck lottery won, 14 January, 5:45 am / 朝5時45分 / 早上五点四十五分
    (
        "ac31",
        "The user won the lottery to watch the tuna auction from the observation deck at Toyosu Market on 14 January "
        "at 5:45 am.",
        "acg31",
    ),
    (
        "ac31p",
        "Toyosu Market picked the user in its lottery for the tuna-auction observation deck: 14 January, 05:45.",
        "acg31",
    ),
    ("ac31j", "ユーザーは豊洲市場のマグロのせり見学デッキの抽選に当たった。1月14日の朝5時45分から。", "acg31"),
    ("ac31z", "用户抽中了丰洲市场金枪鱼拍卖的参观平台名额，时间是1月14日早上五点四十五分。", "acg31"),
    (
        "nac31a",
        "The user lost the lottery to watch the tuna auction from the observation deck at Toyosu Market on 14 "
        "January at 5:45 am.",
        None,
    ),  # polarity: lost vs won
    (
        "nac31b",
        "ユーザーは豊洲市場のマグロのせり見学デッキの抽選に当たった。1月21日の朝5時45分から。",
        None,
    ),  # value: date (21 vs 14 January)
    (
        "nac31c",
        "用户抽中了丰洲市场金枪鱼拍卖的参观平台名额，时间是1月14日早上六点十五分。",
        None,
    ),  # value: time (6:15 vs 5:45)
    (
        "nac31d",
        "The user has entered the lottery to watch the tuna auction from the observation deck at Toyosu Market on 14 "
        "January at 5:45 am.",
        None,
    ),  # tense/aspect: entered, no result yet vs won
    # acg32: a hot-air balloon ride at the Saga International Balloon Fiesta, 2 November at 7:00 / 午前7時 / 早上七点
    (
        "ac32",
        "The user booked a hot-air balloon ride at the Saga International Balloon Fiesta on 2 November at 7:00.",
        "acg32",
    ),
    (
        "ac32p",
        "A hot-air balloon flight at the Saga International Balloon Fiesta is booked for the user on November 2 at 7 "
        "am.",
        "acg32",
    ),
    ("ac32j", "ユーザーは佐賀インターナショナルバルーンフェスタで11月2日午前7時の熱気球搭乗体験を予約した。", "acg32"),
    ("ac32z", "用户预约了11月2日早上七点佐贺国际热气球节的热气球搭乘体验。", "acg32"),
    ("ac32z2", "用户订了佐贺国际热气球节的热气球体验，11月2日07:00。", "acg32"),
    (
        "nac32a",
        "The user booked a hot-air balloon ride at the Saga International Balloon Fiesta on 2 November at 9:00.",
        None,
    ),  # value: time (9:00 vs 7:00)
    (
        "nac32b",
        "ユーザーは佐賀インターナショナルバルーンフェスタで11月2日午前7時の熱気球搭乗体験をキャンセルした。",
        None,
    ),  # polarity: cancelled vs booked
    ("nac32c", "用户预约了11月3日早上七点佐贺国际热气球节的热气球搭乘体验。", None),  # value: date (3 vs 2 November)
    (
        "nac32d",
        "The user's brother booked a hot-air balloon ride at the Saga International Balloon Fiesta on 2 November at "
        "7:00.",
        None,
    ),  # person: brother vs user
    # acg33: a day trip to Nikko Toshogu on the Tobu SPACIA X, Sunday 12 October
    ("ac33", "The user is going on a day trip to Nikko Toshogu on Sunday 12 October on the Tobu SPACIA X.", "acg33"),
    (
        "ac33p",
        "On Sunday, October 12, the user will ride the Tobu SPACIA X limited express to Nikko for a day trip to "
        "Toshogu Shrine.",
        "acg33",
    ),
    ("ac33j", "ユーザーは10月12日（日）に東武のスペーシアXで日光東照宮へ日帰り旅行に行く。", "acg33"),
    ("ac33z", "用户10月12日（星期日）乘东武SPACIA X去日光东照宫一日游。", "acg33"),
    (
        "nac33a",
        "The user is going on an overnight trip to Nikko Toshogu on Sunday 12 October on the Tobu SPACIA X.",
        None,
    ),  # value: length of trip (overnight vs day trip)
    (
        "nac33b",
        "ユーザーは10月12日（日）にJRの特急日光で日光東照宮へ日帰り旅行に行く。",
        None,
    ),  # value: train (JR limited express Nikko vs Tobu SPACIA X)
    ("nac33c", "用户10月19日（星期日）乘东武SPACIA X去日光东照宫一日游。", None),  # value: date (19 vs 12 October)
    (
        "nac33d",
        "The user went on a day trip to Nikko Toshogu on Sunday 12 October on the Tobu SPACIA X.",
        None,
    ),  # tense: went vs is going
    # acg34: a son's entrance test at Canadian Academy in Kobe, 18 January (Noah / ノアくん / 诺亚)
    (
        "ac34",
        "The user's son Noah sits the entrance test for Canadian Academy, an international school in Kobe, on 18 "
        "January.",
        "acg34",
    ),
    (
        "ac34p",
        "On January 18 the user's son Noah takes the admission test of Canadian Academy, the international school in "
        "Kobe.",
        "acg34",
    ),
    (
        "ac34j",
        "ユーザーの息子のノアくんは1月18日に神戸のインターナショナルスクール、"
        "カナディアン・アカデミーの入学試験を受ける。",
        "acg34",
    ),
    ("ac34z", "用户的儿子诺亚1月18日参加神户国际学校加拿大学院的入学考试。", "acg34"),
    (
        "nac34a",
        "The user's son Noah sits the entrance test for Marist Brothers International School in Kobe on 18 January.",
        None,
    ),  # value: school (Marist Brothers vs Canadian Academy)
    (
        "nac34b",
        "ユーザーの娘のエマちゃんは1月18日に神戸のインターナショナルスクール、"
        "カナディアン・アカデミーの入学試験を受ける。",
        None,
    ),  # person: daughter Emma vs son Noah
    ("nac34c", "用户的儿子诺亚1月18日参加神户国际学校加拿大学院的入学面试。", None),  # value: interview vs written test
    (
        "nac34d",
        "The user's son Noah passed the entrance test for Canadian Academy, an international school in Kobe, on 18 "
        "January.",
        None,
    ),  # tense/aspect: passed vs sits
    # acg35: a son's first ADHD assessment in Musashino, 3 December, after six months (Kai / カイくん / 凯)
    (
        "ac35",
        "After six months on the waiting list, the user's son Kai has his first ADHD assessment appointment at a "
        "child development clinic in Musashino on 3 December.",
        "acg35",
    ),
    ("ac35j", "ユーザーの息子のカイくんは半年待って、12月3日に武蔵野市の発達外来でADHDの初診を受ける。", "acg35"),
    ("ac35z", "用户的儿子凯等了半年，12月3日在武藏野市一家儿童发育门诊做ADHD初诊评估。", "acg35"),
    ("ac35z2", "儿子凯排了六个月的队，十二月三日终于能在武藏野的儿童发育门诊做多动症初诊。", "acg35"),
    (
        "nac35a",
        "After six months on the waiting list, the user's son Kai has his first autism assessment appointment at a "
        "child development clinic in Musashino on 3 December.",
        None,
    ),  # value: condition (autism vs ADHD)
    (
        "nac35b",
        "ユーザーの息子のカイくんは半年待って、12月13日に武蔵野市の発達外来でADHDの初診を受ける。",
        None,
    ),  # value: date (13 vs 3 December)
    (
        "nac35c",
        "用户的儿子凯等了两个月，12月3日在武藏野市一家儿童发育门诊做ADHD初诊评估。",
        None,
    ),  # value: waiting time (two vs six months)
    (
        "nac35d",
        "After six months on the waiting list, the user's son Kai has a follow-up ADHD appointment at a child "
        "development clinic in Musashino on 3 December.",
        None,
    ),  # value: visit (follow-up vs first)
    # acg36: a daughter's Japanese support class at school, twice a week / 週二回 (Bianca / ビアンカ / 比安卡)
    (
        "ac36",
        "The user's daughter Bianca attends a Japanese-language support class for foreign children at her elementary "
        "school twice a week.",
        "acg36",
    ),
    (
        "ac36p",
        "Twice a week, Bianca, the user's daughter, goes to her elementary school's Japanese class for children from "
        "abroad.",
        "acg36",
    ),
    ("ac36j", "ユーザーの娘のビアンカちゃんは小学校の外国人児童向け日本語教室に週2回通っている。", "acg36"),
    ("ac36j2", "娘のビアンカは、小学校で外国につながる子どものための日本語指導を週二回受けています。", "acg36"),
    ("ac36z", "用户的女儿比安卡每周两次在小学上面向外国孩子的日语辅导课。", "acg36"),
    (
        "nac36a",
        "The user's daughter Bianca attends a Japanese-language support class for foreign children at her elementary "
        "school three times a week.",
        None,
    ),  # frequency: three times vs twice a week
    (
        "nac36b",
        "ユーザーの娘のビアンカちゃんは中学校の外国人生徒向け日本語教室に週2回通っている。",
        None,
    ),  # value: school level (junior high vs elementary)
    (
        "nac36c",
        "用户的女儿比安卡以前每周两次在小学上面向外国孩子的日语辅导课。",
        None,
    ),  # tense/aspect: used to vs attends
    (
        "nac36d",
        "The user's son Bruno attends a Japanese-language support class for foreign children at his elementary "
        "school twice a week.",
        None,
    ),  # person: son Bruno vs daughter Bianca
    # acg37: a son's Cub Scout meetings in Minato on "the second and fourth Sundays"
    (
        "ac37",
        "The user's son goes to Cub Scout meetings in Minato on the second and fourth Sundays of each month.",
        "acg37",
    ),
    (
        "ac37p",
        "On the second and fourth Sunday of every month the user's son attends his Cub Scout pack's meetings in "
        "Minato.",
        "acg37",
    ),
    ("ac37j", "ユーザーの息子は毎月第2・第4日曜日に港区のカブスカウトの活動に参加している。", "acg37"),
    ("ac37z", "用户的儿子每月第二和第四个星期日在港区参加幼童军活动。", "acg37"),
    (
        "nac37a",
        "The user's son goes to Cub Scout meetings in Minato on the first and third Sundays of each month.",
        None,
    ),  # value: weeks (first and third vs second and fourth)
    (
        "nac37b",
        "ユーザーの息子は毎月第2・第4日曜日に港区のボーイスカウトの活動に参加している。",
        None,
    ),  # value: section (Boy Scouts vs Cub Scouts)
    ("nac37c", "用户的儿子每月第二和第四个星期日在目黑区参加幼童军活动。", None),  # value: place (Meguro vs Minato)
    (
        "nac37d",
        "The user's son goes to Cub Scout meetings in Minato every Sunday.",
        None,
    ),  # frequency: every Sunday vs the second and fourth
    # acg38: dienogest 1 mg twice a day for endometriosis (ジエノゲスト / ディナゲスト / 地诺孕素)
    ("ac38", "The user takes dienogest 1 mg twice a day for endometriosis.", "acg38"),
    ("ac38p", "For endometriosis, the user is on dienogest, 1 mg taken morning and evening.", "acg38"),
    ("ac38j", "ユーザーは子宮内膜症のためジエノゲスト1mgを1日2回飲んでいる。", "acg38"),
    ("ac38j2", "子宮内膜症の治療でディナゲスト1ミリグラムを朝晩服用しています。", "acg38"),
    ("ac38z", "用户因子宫内膜异位症每天服用两次地诺孕素，每次1毫克。", "acg38"),
    ("nac38a", "The user takes dienogest 2 mg twice a day for endometriosis.", None),  # value: dose (2 mg vs 1 mg)
    ("nac38b", "ユーザーは子宮内膜症のためジエノゲスト1mgを1日1回飲んでいる。", None),  # frequency: once vs twice a day
    (
        "nac38c",
        "用户因子宫腺肌症每天服用两次地诺孕素，每次1毫克。",
        None,
    ),  # value: condition (adenomyosis vs endometriosis)
    (
        "nac38d",
        "The user stopped taking dienogest 1 mg twice a day for endometriosis.",
        None,
    ),  # tense/aspect: stopped vs takes
    # acg39: a medium-sized truck licence (中型免許) to drive for Sagawa Express
    ("ac39", "The user got a medium-sized truck licence in order to drive for Sagawa Express.", "acg39"),
    ("ac39p", "To drive for Sagawa Express, the user obtained a licence for medium-sized trucks.", "acg39"),
    ("ac39j", "ユーザーは佐川急便でドライバーとして働くために中型免許を取った。", "acg39"),
    ("ac39z", "用户为了在佐川急便当司机，考取了中型卡车驾照。", "acg39"),
    (
        "nac39a",
        "The user got a large truck licence in order to drive for Sagawa Express.",
        None,
    ),  # value: licence class (large vs medium-sized)
    (
        "nac39b",
        "ユーザーはヤマト運輸でドライバーとして働くために中型免許を取った。",
        None,
    ),  # value: company (Yamato Transport vs Sagawa Express)
    ("nac39c", "用户为了在佐川急便当司机，正在考中型卡车驾照。", None),  # tense/aspect: still studying for vs got
    (
        "nac39d",
        "The user's brother got a medium-sized truck licence in order to drive for Sagawa Express.",
        None,
    ),  # person: brother vs user
    # acg40: the penguin walk at Asahiyama Zoo in Asahikawa with the children, 8 February
    (
        "ac40",
        "The user is taking their children to Asahiyama Zoo in Asahikawa on 8 February to see the penguin walk.",
        "acg40",
    ),
    (
        "ac40p",
        "On February 8, the user and their kids will visit Asahiyama Zoo in Asahikawa to watch the penguins' walk.",
        "acg40",
    ),
    ("ac40j", "ユーザーは2月8日に子どもたちを連れて旭川の旭山動物園へペンギンの散歩を見に行く。", "acg40"),
    ("ac40z", "用户2月8日要带孩子们去旭川的旭山动物园看企鹅散步。", "acg40"),
    (
        "nac40a",
        "The user is taking their children to Asahiyama Zoo in Asahikawa on 8 February to see the polar bears.",
        None,
    ),  # value: animal (polar bears vs penguins)
    (
        "nac40b",
        "ユーザーは2月8日に両親を連れて旭川の旭山動物園へペンギンの散歩を見に行く。",
        None,
    ),  # person: parents vs children
    ("nac40c", "用户2月18日要带孩子们去旭川的旭山动物园看企鹅散步。", None),  # value: date (18 vs 8 February)
    (
        "nac40d",
        "The user took their children to Asahiyama Zoo in Asahikawa on 8 February to see the penguin walk.",
        None,
    ),  # tense: took vs is taking
    # unrelated facts: each must stay alone
    ("uac1", "The user's favourite convenience-store snack is Famichiki.", None),
    ("uac2", "ユーザーは左利きで、はさみは左手用を使っている。", None),
    ("uac3", "用户的车是一辆白色的丰田普锐斯。", None),
    ("uac4", "The user's Wi-Fi router sits on the top shelf of the bookcase in the hallway.", None),
    ("uac5", "ユーザーは毎朝6時半にラジオ体操をしている。", None),
    ("uac6", "用户在东京已经住了七年。", None),
    ("uac7", "The user's phone is set to British English.", None),
    ("uac8", "ユーザーはエレベーターより階段を使うようにしている。", None),
    ("uac9", "用户的手机壳是深蓝色的。", None),
    ("uac10", "The user does not like horror films.", None),
]
