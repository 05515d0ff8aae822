"""Set x, groups 21-40 and the ten unrelated facts (written blind in stop 31 with groups 1-20; see
:mod:`pipelines.planted_set_x` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_X``, assembled there.
"""

from __future__ import annotations

PLANTED_X_21_40: list[tuple[str, str, str | None]] = [
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
