"""Set ad, groups 21-40 and the ten unrelated facts (written blind in stop 37 with groups 1-20; see
:mod:`pipelines.planted_set_ad` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AD``, assembled there.
"""

from __future__ import annotations

PLANTED_AD_21_40: list[tuple[str, str, str | None]] = [
    # adg21: a ten-year long-service award from the company with ¥50,000 in travel vouchers
    (
        "ad21",
        "The user received a ten-year long-service award from their company, with ¥50,000 in travel vouchers.",
        "adg21",
    ),
    (
        "ad21p",
        "The user's company gave them an award for ten years of service, together with ¥50,000 worth of travel "
        "vouchers.",
        "adg21",
    ),
    ("ad21j", "ユーザーは会社から勤続10年の表彰を受け、旅行券5万円分をもらった。", "adg21"),
    ("ad21j2", "勤続十年で永年勤続表彰を受け、会社から旅行券を五万円分いただきました。", "adg21"),
    ("ad21z", "用户获得了公司颁发的十年长期服务奖，还拿到价值五万日元的旅行券。", "adg21"),
    (
        "nad21a",
        "The user received a twenty-year long-service award from their company, with ¥50,000 in travel vouchers.",
        None,
    ),  # value: years of service (twenty vs ten)
    (
        "nad21b",
        "ユーザーは会社から勤続10年の表彰を受け、商品券5万円分をもらった。",
        None,
    ),  # value: gift (gift certificates vs travel vouchers)
    (
        "nad21c",
        "用户获得了公司颁发的十年长期服务奖，还拿到价值十万日元的旅行券。",
        None,
    ),  # value: amount (100,000 vs 50,000 yen)
    (
        "nad21d",
        "The user will receive a ten-year long-service award from their company, with ¥50,000 in travel vouchers.",
        None,
    ),  # tense/aspect: will receive vs received
    # adg22: registered as a Tagalog court interpreter with the Saitama District Court since 2023 (令和5年)
    (
        "ad22",
        "The user has been registered as a Tagalog interpreter with the Saitama District Court since 2023.",
        "adg22",
    ),
    ("ad22j", "ユーザーは2023年からさいたま地方裁判所のタガログ語の通訳人として登録されている。", "adg22"),
    ("ad22j2", "令和5年から、さいたま地裁にタガログ語の法廷通訳人として登録しています。", "adg22"),
    ("ad22z", "用户自二〇二三年起在埼玉地方法院登记为他加禄语口译员。", "adg22"),
    (
        "nad22a",
        "The user has been registered as a Cebuano interpreter with the Saitama District Court since 2023.",
        None,
    ),  # value: language (Cebuano vs Tagalog)
    ("nad22b", "用户自二〇二三年起在千叶地方法院登记为他加禄语口译员。", None),  # value: court (Chiba vs Saitama)
    (
        "nad22c",
        "ユーザーは2021年からさいたま地方裁判所のタガログ語の通訳人として登録されている。",
        None,
    ),  # value: year (2021 vs 2023)
    # adg23: a ¥10,000 shopping voucher won in the Togoshi Ginza shopping street's year-end lottery
    (
        "ad23",
        "The user won a ¥10,000 shopping voucher in the Togoshi Ginza shopping street's year-end lottery.",
        "adg23",
    ),
    (
        "ad23p",
        "In the year-end prize draw of the Togoshi Ginza shopping street, a ¥10,000 shopping voucher was won by the "
        "user.",
        "adg23",
    ),
    ("ad23j", "ユーザーは戸越銀座商店街の歳末福引きで1万円の商品券が当たった。", "adg23"),
    ("ad23z", "用户在户越银座商店街的年末抽奖中抽中了一万日元的购物券。", "adg23"),
    (
        "nad23a",
        "ユーザーは戸越銀座商店街の歳末福引きで3千円の商品券が当たった。",
        None,
    ),  # value: amount (3,000 vs 10,000 yen)
    (
        "nad23b",
        "The user won a ¥10,000 shopping voucher in the Togoshi Ginza shopping street's summer lottery.",
        None,
    ),  # value: season (summer vs year-end)
    (
        "nad23c",
        "用户的婆婆在户越银座商店街的年末抽奖中抽中了一万日元的购物券。",
        None,
    ),  # person: the mother-in-law vs the user
    (
        "nad23d",
        "The user won a ¥10,000 shopping voucher in the Sunamachi Ginza shopping street's year-end lottery.",
        None,
    ),  # value: place (Sunamachi Ginza vs Togoshi Ginza)
    # adg24: a Starbucks lucky bag bought for ¥7,700 on 1 January
    ("ad24", "The user bought a Starbucks lucky bag for ¥7,700 on 1 January.", "adg24"),
    ("ad24j", "ユーザーは1月1日にスターバックスの福袋を7,700円で買った。", "adg24"),
    ("ad24j2", "元日にスタバの福袋を七千七百円で購入しました。", "adg24"),
    ("ad24z", "用户1月1日花七千七百日元买了星巴克的福袋。", "adg24"),
    (
        "nad24a",
        "The user bought a Tully's lucky bag for ¥7,700 on 1 January.",
        None,
    ),  # value: company (Tully's vs Starbucks)
    ("nad24b", "用户1月2日花七千七百日元买了星巴克的福袋。", None),  # value: date (2 January vs 1 January)
    (
        "nad24c",
        "ユーザーは1月1日にスターバックスの福袋を7,700円で買えなかった。",
        None,
    ),  # polarity: could not buy vs bought
    ("nad24d", "The user sold a Starbucks lucky bag for ¥7,700 on 1 January.", None),  # direction/role: sold vs bought
    # adg25: ¥75,000 paid by Aflac medical insurance for a five-day hospital stay
    ("ad25", "The user's medical insurance with Aflac paid them ¥75,000 for a five-day hospital stay.", "adg25"),
    ("ad25p", "The user received ¥75,000 from Aflac, their medical insurer, for five days in hospital.", "adg25"),
    ("ad25j", "ユーザーは5日間の入院で、アフラックの医療保険から7万5千円の給付金を受け取った。", "adg25"),
    ("ad25z", "用户住院五天，从Aflac的医疗保险领到了七万五千日元的理赔金。", "adg25"),
    (
        "nad25a",
        "The user's medical insurance with Aflac paid them ¥75,000 for a fifteen-day hospital stay.",
        None,
    ),  # value: duration (fifteen vs five days)
    ("nad25b", "用户住院五天，从Aflac的医疗保险领到了五万日元的理赔金。", None),  # value: amount (50,000 vs 75,000 yen)
    (
        "nad25c",
        "ユーザーは5日間の入院で、アフラックの医療保険に7万5千円の給付金を請求している。",
        None,
    ),  # tense/aspect: is claiming vs has received
    (
        "nad25d",
        "The user's medical insurance with Sony Life paid them ¥75,000 for a five-day hospital stay.",
        None,
    ),  # value: company (Sony Life vs Aflac)
    # adg26: a kotatsu bought at Nitori for ¥12,990, delivered on Sunday
    ("ad26", "The user bought a kotatsu at Nitori for ¥12,990, and it will be delivered on Sunday.", "adg26"),
    ("ad26p", "The kotatsu that the user bought at Nitori for ¥12,990 is being delivered on Sunday.", "adg26"),
    ("ad26j", "ユーザーはニトリでこたつを12,990円で買い、日曜日に配達される。", "adg26"),
    ("ad26z", "用户在宜得利花一万二千九百九十日元买了一张被炉，周日送货。", "adg26"),
    (
        "nad26a",
        "ユーザーはニトリでこたつを12,990円で買い、土曜日に配達される。",
        None,
    ),  # value: day (Saturday vs Sunday)
    (
        "nad26b",
        "The user bought a kotatsu at Yamada Denki for ¥12,990, and it will be delivered on Sunday.",
        None,
    ),  # value: store (Yamada Denki vs Nitori)
    ("nad26c", "用户在宜得利花一万二千九百九十日元买了一台电暖器，周日送货。", None),  # value: item (heater vs kotatsu)
    # adg27: a gardener hired to prune the pine tree in the garden in November, ¥33,000
    ("ad27", "The user hired a gardener to prune the pine tree in their garden in November for ¥33,000.", "adg27"),
    ("ad27p", "In November a gardener hired by the user pruned the pine in the user's garden for ¥33,000.", "adg27"),
    ("ad27j", "ユーザーは11月に植木屋さんに頼んで庭の松を剪定してもらった。費用は3万3千円。", "adg27"),
    ("ad27j2", "十一月、庭師さんに庭の松の剪定をお願いしました。代金は33,000円です。", "adg27"),
    ("ad27z", "用户十一月请园艺师修剪了院子里的松树，花了三万三千日元。", "adg27"),
    (
        "nad27a",
        "The user hired a gardener to prune the maple tree in their garden in November for ¥33,000.",
        None,
    ),  # value: tree (maple vs pine)
    (
        "nad27b",
        "用户十一月请园艺师修剪了邻居院子里的松树，花了三万三千日元。",
        None,
    ),  # value: place (the neighbour's garden vs the user's)
    (
        "nad27c",
        "ユーザーは3月に植木屋さんに頼んで庭の松を剪定してもらった。費用は3万3千円。",
        None,
    ),  # value: month (March vs November)
    (
        "nad27d",
        "The user wants to hire a gardener to prune the pine tree in their garden in November for ¥33,000.",
        None,
    ),  # modality: wants to hire vs hired
    # adg28: flying to Tel Aviv in March for the nephew Noam's bar mitzvah
    ("ad28", "The user is flying to Tel Aviv in March for their nephew Noam's bar mitzvah.", "adg28"),
    ("ad28p", "In March the user will fly to Tel Aviv to attend the bar mitzvah of Noam, their nephew.", "adg28"),
    ("ad28j", "ユーザーは甥のノアムくんのバル・ミツワーのため、3月にテルアビブへ飛ぶ。", "adg28"),
    ("ad28z", "用户三月要飞往特拉维夫，参加侄子诺姆的受诫礼。", "adg28"),
    (
        "nad28a",
        "The user is flying to Tel Aviv in May for their nephew Noam's bar mitzvah.",
        None,
    ),  # value: month (May vs March)
    ("nad28b", "用户三月要飞往耶路撒冷，参加侄子诺姆的受诫礼。", None),  # value: city (Jerusalem vs Tel Aviv)
    (
        "nad28c",
        "ユーザーは息子のノアムくんのバル・ミツワーのため、3月にテルアビブへ飛ぶ。",
        None,
    ),  # person: the son vs the nephew
    # adg29: a kanreki party for the father's 60th birthday in Yokohama Chinatown on 20 April
    (
        "ad29",
        "The user is holding a kanreki party for their father's 60th birthday at a restaurant in Yokohama Chinatown "
        "on 20 April.",
        "adg29",
    ),
    ("ad29j", "ユーザーは4月20日、横浜中華街のレストランで父の還暦祝いの食事会を開く。", "adg29"),
    ("ad29j2", "四月二十日に横浜中華街のお店で、父の六十歳のお祝いをします。", "adg29"),
    ("ad29z", "用户4月20日要在横滨中华街的餐厅为父亲办六十大寿的庆祝宴。", "adg29"),
    (
        "nad29a",
        "The user is holding a kanreki party for their father-in-law's 60th birthday at a restaurant in Yokohama "
        "Chinatown on 20 April.",
        None,
    ),  # person: the father-in-law vs the father
    (
        "nad29b",
        "ユーザーは4月27日、横浜中華街のレストランで父の還暦祝いの食事会を開く。",
        None,
    ),  # value: date (27 vs 20 April)
    ("nad29c", "用户4月20日要在横滨中华街的餐厅为父亲办七十大寿的庆祝宴。", None),  # value: age (70th vs 60th birthday)
    (
        "nad29d",
        "The user held a kanreki party for their father's 60th birthday at a restaurant in Yokohama Chinatown on 20 "
        "April.",
        None,
    ),  # tense/aspect: held vs is holding
    # adg30: the daughter Isabella's First Communion at St. Mary's Cathedral, Sekiguchi, Sunday 18 May
    (
        "ad30",
        "The user's daughter Isabella will make her First Communion at St. Mary's Cathedral in Sekiguchi on Sunday 18 "
        "May.",
        "adg30",
    ),
    (
        "ad30p",
        "Isabella, the user's daughter, is receiving her First Holy Communion at St. Mary's Cathedral, Sekiguchi, on "
        "Sunday, May 18.",
        "adg30",
    ),
    (
        "ad30j",
        "ユーザーの娘のイザベラちゃんは、5月18日（日）に関口の東京カテドラル聖マリア大聖堂で初聖体を受ける。",
        "adg30",
    ),
    ("ad30z", "用户的女儿伊莎贝拉将于5月18日（周日）在关口的东京圣玛利亚主教座堂初领圣体。", "adg30"),
    (
        "nad30a",
        "The user's daughter Isabella will be confirmed at St. Mary's Cathedral in Sekiguchi on Sunday 18 May.",
        None,
    ),  # value: sacrament (confirmation vs First Communion)
    (
        "nad30b",
        "ユーザーの娘のイザベラちゃんは、5月25日（日）に関口の東京カテドラル聖マリア大聖堂で初聖体を受ける。",
        None,
    ),  # value: date (25 vs 18 May)
    (
        "nad30c",
        "用户的侄女伊莎贝拉将于5月18日（周日）在关口的东京圣玛利亚主教座堂初领圣体。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nad30d",
        "The user's daughter Isabella will make her First Communion at St. Ignatius Church in Yotsuya on Sunday 18 "
        "May.",
        None,
    ),  # value: church (St. Ignatius, Yotsuya vs St. Mary's, Sekiguchi)
    # adg31: black-sesame tangyuan made with Chinese colleagues for the Lantern Festival
    ("ad31", "For the Lantern Festival the user made black-sesame tangyuan with their Chinese colleagues.", "adg31"),
    (
        "ad31p",
        "The user and their Chinese co-workers made tangyuan filled with black sesame to celebrate the Lantern "
        "Festival.",
        "adg31",
    ),
    ("ad31j", "ユーザーは元宵節に中国人の同僚と黒ごまあんの湯円を作った。", "adg31"),
    ("ad31z", "元宵节那天，用户和中国同事一起包了黑芝麻馅的汤圆。", "adg31"),
    ("ad31z2", "用户元宵节跟中国同事们包了黑芝麻汤圆。", "adg31"),
    (
        "nad31a",
        "ユーザーは元宵節に中国人の同僚と小豆あんの湯円を作った。",
        None,
    ),  # value: filling (red bean vs black sesame)
    (
        "nad31b",
        "For the Lantern Festival the user made black-sesame tangyuan with their Chinese neighbours.",
        None,
    ),  # person: the neighbours vs the colleagues
    (
        "nad31c",
        "冬至那天，用户和中国同事一起包了黑芝麻馅的汤圆。",
        None,
    ),  # value: festival (winter solstice vs Lantern Festival)
    # adg32: Durga Puja held by the Bengali community at a hall in Kawaguchi in October
    (
        "ad32",
        "The user went to the Durga Puja held by the Bengali community at a hall in Kawaguchi in October.",
        "adg32",
    ),
    (
        "ad32p",
        "In October the user attended the Durga Puja that the Bengali community put on at a hall in Kawaguchi.",
        "adg32",
    ),
    ("ad32j", "ユーザーは10月、川口市のホールでベンガル人コミュニティが開いたドゥルガー・プージャに行った。", "adg32"),
    ("ad32z", "用户十月去了孟加拉人社区在川口一个会馆举办的杜尔迦女神节。", "adg32"),
    (
        "nad32a",
        "The user went to the Durga Puja held by the Bengali community at a hall in Kawaguchi in November.",
        None,
    ),  # value: month (November vs October)
    (
        "nad32b",
        "用户十月去了孟加拉人社区在川口一个会馆举办的排灯节活动。",
        None,
    ),  # value: festival (Diwali vs Durga Puja)
    (
        "nad32c",
        "ユーザーは10月、川口市のホールでベンガル人コミュニティが開いたドゥルガー・プージャに行けなかった。",
        None,
    ),  # polarity: could not go vs went
    # adg33: meeting three German colleagues at the Oktoberfest in Hibiya Park on Friday evening
    (
        "ad33",
        "The user is meeting three German colleagues at the Oktoberfest in Hibiya Park on Friday evening.",
        "adg33",
    ),
    ("ad33j", "ユーザーは金曜日の夜、日比谷公園のオクトーバーフェストでドイツ人の同僚3人と会う。", "adg33"),
    ("ad33z", "用户周五晚上要和三位德国同事在日比谷公园的啤酒节碰面。", "adg33"),
    (
        "nad33a",
        "The user is meeting three German colleagues at the Oktoberfest in Odaiba on Friday evening.",
        None,
    ),  # value: place (Odaiba vs Hibiya Park)
    (
        "nad33b",
        "用户周五晚上要和五位德国同事在日比谷公园的啤酒节碰面。",
        None,
    ),  # value: count (five vs three colleagues)
    (
        "nad33c",
        "ユーザーは土曜日の夜、日比谷公園のオクトーバーフェストでドイツ人の同僚3人と会う。",
        None,
    ),  # value: day (Saturday vs Friday)
    (
        "nad33d",
        "The user met three German colleagues at the Oktoberfest in Hibiya Park on Friday evening.",
        None,
    ),  # tense/aspect: met vs is meeting
    # adg34: watching the Gion Matsuri float procession in Kyoto on 17 July
    ("ad34", "The user watched the Gion Matsuri float procession in Kyoto on 17 July.", "adg34"),
    ("ad34p", "On 17 July the user saw the Yamahoko float parade of Kyoto's Gion Festival.", "adg34"),
    ("ad34j", "ユーザーは7月17日に京都で祇園祭の山鉾巡行を見た。", "adg34"),
    ("ad34z", "用户7月17日在京都观看了祇园祭的山鉾巡游。", "adg34"),
    ("nad34a", "ユーザーは7月24日に京都で祇園祭の山鉾巡行を見た。", None),  # value: date (24 vs 17 July)
    (
        "nad34b",
        "The user took part in the Gion Matsuri float procession in Kyoto on 17 July.",
        None,
    ),  # direction/role: took part vs watched
    ("nad34c", "用户的父母7月17日在京都观看了祇园祭的山鉾巡游。", None),  # person: the parents vs the user
    # adg35: the son Ethan's team third at a LEGO robotics competition in Yokohama
    ("ad35", "The user's son Ethan and his team took third place at a LEGO robotics competition in Yokohama.", "adg35"),
    ("ad35j", "ユーザーの息子のイーサンくんのチームが、横浜のレゴロボット大会で3位に入った。", "adg35"),
    ("ad35z", "用户的儿子伊森所在的队伍在横滨的乐高机器人比赛中获得第三名。", "adg35"),
    ("ad35z2", "用户儿子伊森和队友在横滨乐高机器人大赛上拿了季军。", "adg35"),
    (
        "nad35a",
        "The user's son Ethan and his team took second place at a LEGO robotics competition in Yokohama.",
        None,
    ),  # value: place (second vs third)
    (
        "nad35b",
        "ユーザーの息子のイーサンくんのチームが、名古屋のレゴロボット大会で3位に入った。",
        None,
    ),  # value: city (Nagoya vs Yokohama)
    ("nad35c", "用户的外甥伊森所在的队伍在横滨的乐高机器人比赛中获得第三名。", None),  # person: the nephew vs the son
    # adg36: Grade 2 of the Secretary Skills Test (秘書検定) passed in November
    ("ad36", "The user passed Grade 2 of the Secretary Skills Test in November.", "adg36"),
    ("ad36p", "In November the user got through the Grade 2 secretarial skills exam (Hisho Kentei).", "adg36"),
    ("ad36j", "ユーザーは11月に秘書検定2級に合格した。", "adg36"),
    ("ad36j2", "十一月、秘書技能検定の二級に受かりました。", "adg36"),
    ("ad36z", "用户十一月通过了秘书技能检定二级。", "adg36"),
    ("nad36a", "The user failed Grade 2 of the Secretary Skills Test in November.", None),  # polarity: failed vs passed
    ("nad36b", "ユーザーは11月に秘書検定準1級に合格した。", None),  # value: grade (pre-1st vs 2nd)
    ("nad36c", "用户六月通过了秘书技能检定二级。", None),  # value: month (June vs November)
    # adg37: 553 points on the BJT Business Japanese Proficiency Test, level J1
    ("ad37", "The user scored 553 on the BJT Business Japanese Proficiency Test, which is level J1.", "adg37"),
    ("ad37j", "ユーザーはBJTビジネス日本語能力テストで553点を取り、J1レベルだった。", "adg37"),
    ("ad37z", "用户在BJT商务日语能力考试中考了553分，达到J1级。", "adg37"),
    ("ad37z2", "用户BJT商务日语考试得了五百五十三分，属于J1级别。", "adg37"),
    (
        "nad37a",
        "The user scored 535 on the BJT Business Japanese Proficiency Test, which is level J1.",
        None,
    ),  # value: score (535 vs 553)
    (
        "nad37b",
        "ユーザーの妻はBJTビジネス日本語能力テストで553点を取り、J1レベルだった。",
        None,
    ),  # person: the wife vs the user
    ("nad37c", "用户下次BJT商务日语能力考试的目标是553分，达到J1级。", None),  # modality: aims at vs scored
    # adg38: a LUUP e-scooter from Gotanda Station to the office about three times a week
    ("ad38", "The user rides a LUUP e-scooter from Gotanda Station to the office about three times a week.", "adg38"),
    (
        "ad38p",
        "About three times a week the user takes a LUUP electric kick scooter from Gotanda Station to work.",
        "adg38",
    ),
    ("ad38j", "ユーザーは週3回ほど、五反田駅から会社までLUUPの電動キックボードに乗っている。", "adg38"),
    ("ad38z", "用户每周大约三次从五反田站骑LUUP电动滑板车去公司。", "adg38"),
    (
        "nad38a",
        "ユーザーは週3回ほど、大崎駅から会社までLUUPの電動キックボードに乗っている。",
        None,
    ),  # value: station (Osaki vs Gotanda)
    (
        "nad38b",
        "The user rides a LUUP e-scooter from Gotanda Station to the office about three times a month.",
        None,
    ),  # frequency: three times a month vs a week
    ("nad38c", "用户每周大约三次从五反田站骑LUUP电动自行车去公司。", None),  # value: vehicle (e-bike vs e-scooter)
    (
        "nad38d",
        "The user rides a LUUP e-scooter from the office to Gotanda Station about three times a week.",
        None,
    ),  # direction/role: office to station vs station to office
    # adg39: 20,000 JAL miles for an upgrade to business class on the 2 August flight to Frankfurt
    (
        "ad39",
        "The user used 20,000 JAL miles to upgrade to business class on their flight to Frankfurt on 2 August.",
        "adg39",
    ),
    (
        "ad39p",
        "On the 2 August flight to Frankfurt, the user upgraded to business class with 20,000 JAL miles.",
        "adg39",
    ),
    (
        "ad39j",
        "ユーザーは8月2日のフランクフルト行きの便で、JALのマイルを2万マイル使ってビジネスクラスにアップグレードした。",
        "adg39",
    ),
    ("ad39z", "用户用两万JAL里程把8月2日飞往法兰克福的航班升级到了商务舱。", "adg39"),
    (
        "nad39a",
        "The user used 20,000 JAL miles to upgrade to premium economy on their flight to Frankfurt on 2 August.",
        None,
    ),  # value: class (premium economy vs business)
    ("nad39b", "用户用两万JAL里程把8月2日飞往伦敦的航班升级到了商务舱。", None),  # value: city (London vs Frankfurt)
    (
        "nad39c",
        "ユーザーは8月2日のフランクフルト行きの便で、JALのマイルを4万マイル使ってビジネスクラスにアップグレードした。",
        None,
    ),  # value: amount (40,000 vs 20,000 miles)
    (
        "nad39d",
        "The user wants to use 20,000 JAL miles to upgrade to business class on their flight to Frankfurt on 2 August.",
        None,
    ),  # modality: wants to use vs used
    # adg40: 35 cm of hair cut off and donated to a charity that makes wigs for children
    ("ad40", "The user had 35 cm of hair cut off and donated it to a charity that makes wigs for children.", "adg40"),
    (
        "ad40p",
        "A charity that makes children's wigs received 35 cm of hair that the user had cut off and donated.",
        "adg40",
    ),
    ("ad40j", "ユーザーは髪を35センチ切って、子ども用ウィッグを作る団体にヘアドネーションした。", "adg40"),
    ("ad40j2", "三十五センチ髪を切り、子どものウィッグを作る団体に寄付しました。", "adg40"),
    ("ad40z", "用户剪下了35厘米的头发，捐给了一个为儿童制作假发的公益组织。", "adg40"),
    (
        "nad40a",
        "The user had 25 cm of hair cut off and donated it to a charity that makes wigs for children.",
        None,
    ),  # value: length (25 cm vs 35 cm)
    (
        "nad40b",
        "ユーザーの娘は髪を35センチ切って、子ども用ウィッグを作る団体にヘアドネーションした。",
        None,
    ),  # person: the daughter vs the user
    ("nad40c", "用户打算剪下35厘米的头发，捐给一个为儿童制作假发的公益组织。", None),  # modality: plans to vs did
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uad1", "The user prefers oat milk in their coffee.", None),
    ("uad2", "ユーザーの妹はリスボンで建築家として働いている。", None),
    ("uad3", "用户家的阳台上种着几盆薄荷和罗勒。", None),
    ("uad4", "The user's landlord lives on the ground floor of the same building.", None),
    ("uad5", "ユーザーは朝型で、毎日5時半に起きる。", None),
    ("uad6", "用户不太喜欢吃香菜。", None),
    ("uad7", "The user is saving up for a trip to Iceland next winter.", None),
    ("uad8", "ユーザーの夫は大学でフランス語を教えている。", None),
    ("uad9", "用户的手机是一台二手的iPhone 13。", None),
    ("uad10", "The user's grandmother in Kerala sends them homemade pickles every year.", None),
]
