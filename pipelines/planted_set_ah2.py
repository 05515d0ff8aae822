"""Set ah, groups 21-40 and the ten unrelated facts (written blind in stop 39 with groups 1-20; see
:mod:`pipelines.planted_set_ah` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AH``, assembled there.
"""

from __future__ import annotations

PLANTED_AH_21_40: list[tuple[str, str, str | None]] = [
    # ahg21: Umrah in Mecca with the father in February
    ("ah21", "The user is going on Umrah to Mecca with their father in February.", "ahg21"),
    ("ah21p", "In February the user and their father will travel to Mecca to perform Umrah.", "ahg21"),
    ("ah21j", "ユーザーは2月に父親と一緒にメッカへウムラ（小巡礼）に行く。", "ahg21"),
    ("ah21z", "用户二月要和父亲一起去麦加做副朝。", "ahg21"),
    ("ah21z2", "用户2月将陪父亲前往麦加进行小朝觐（乌姆拉）。", "ahg21"),
    (
        "nah21a",
        "ユーザーは2月に母親と一緒にメッカへウムラ（小巡礼）に行く。",
        None,
    ),  # person: with the mother vs the father
    (
        "nah21b",
        "The user is going on Hajj to Mecca with their father in February.",
        None,
    ),  # value: pilgrimage (Hajj vs Umrah)
    ("nah21c", "用户二月和父亲一起去麦加做了副朝。", None),  # tense/aspect: went vs is going
    (
        "nah21d",
        "The user is going on Umrah to Mecca with their father in April.",
        None,
    ),  # value: month (April vs February)
    # ahg22: no meat on Fridays in Lent, fish instead
    ("ah22", "During Lent the user gives up meat on Fridays and eats fish instead.", "ahg22"),
    ("ah22p", "On Fridays in Lent the user abstains from meat and has fish in its place.", "ahg22"),
    ("ah22j", "ユーザーは四旬節の間、金曜日は肉を断ち、代わりに魚を食べる。", "ahg22"),
    ("ah22z", "用户在大斋期每逢周五不吃肉，改吃鱼。", "ahg22"),
    (
        "nah22a",
        "During Lent the user gives up meat every day and eats fish instead.",
        None,
    ),  # frequency: every day vs on Fridays
    (
        "nah22b",
        "ユーザーの妻は四旬節の間、金曜日は肉を断ち、代わりに魚を食べる。",
        None,
    ),  # person: the wife vs the user
    ("nah22c", "用户在大斋期每逢周五不吃肉，改吃豆腐。", None),  # value: substitute (tofu vs fish)
    (
        "nah22d",
        "The user no longer gives up meat on Fridays during Lent.",
        None,
    ),  # polarity: no longer gives up vs gives up
    # ahg23: a full-month banquet for the baby son Haoran at a Chinese restaurant in Ikebukuro, 6 April
    (
        "ah23",
        "The user held a full-month banquet for their baby son Haoran at a Chinese restaurant in Ikebukuro on 6 April.",
        "ahg23",
    ),
    (
        "ah23p",
        "On 6 April a full-month celebration dinner for Haoran, the user's baby son, was given by the user at a "
        "Chinese restaurant in Ikebukuro.",
        "ahg23",
    ),
    ("ah23j", "ユーザーは4月6日、池袋の中華料理店で息子のハオランくんの生後1か月のお祝い（満月酒）を開いた。", "ahg23"),
    ("ah23z", "用户4月6日在池袋的一家中餐馆给儿子浩然办了满月酒。", "ahg23"),
    ("ah23z2", "4月6号，用户在池袋一家中餐厅为宝宝浩然摆了满月宴。", "ahg23"),
    (
        "nah23a",
        "用户4月6日在池袋的一家中餐馆给儿子浩然办了百日宴。",
        None,
    ),  # value: celebration (100th day vs full month)
    (
        "nah23b",
        "The user held a full-month banquet for their baby son Haoran at a Chinese restaurant in Ikebukuro on 13 "
        "April.",
        None,
    ),  # value: date (13 vs 6 April)
    (
        "nah23c",
        "ユーザーは4月6日、池袋の中華料理店で甥のハオランくんの生後1か月のお祝い（満月酒）を開いた。",
        None,
    ),  # person: the nephew vs the son
    # ahg24: flying to Quezon City for the niece Bea's debut (18th birthday) on 12 July
    (
        "ah24",
        "The user flew to Quezon City for their niece Bea's debut, her 18th birthday party, held on 12 July.",
        "ahg24",
    ),
    (
        "ah24p",
        "To attend the debut of their niece Bea, the 18th birthday celebration held on 12 July, the user flew to "
        "Quezon City.",
        "ahg24",
    ),
    (
        "ah24j",
        "ユーザーは、7月12日に開かれた姪のビアちゃんの18歳の誕生日パーティー「デビュー」に出るため、ケソン市へ飛んだ。",
        "ahg24",
    ),
    ("ah24z", "用户飞到奎松市，参加侄女比娅7月12日举行的十八岁生日派对（debut）。", "ahg24"),
    (
        "nah24a",
        "The user could not fly to Quezon City for their niece Bea's debut, her 18th birthday party, held on 12 July.",
        None,
    ),  # polarity: could not fly vs flew
    (
        "nah24b",
        "ユーザーは、7月12日に開かれた姪のビアちゃんの18歳の誕生日パーティー「デビュー」に出るため、ダバオへ飛んだ。",
        None,
    ),  # value: city (Davao vs Quezon City)
    (
        "nah24c",
        "用户飞到奎松市，参加教女比娅7月12日举行的十八岁生日派对（debut）。",
        None,
    ),  # person: the goddaughter vs the niece
    (
        "nah24d",
        "The user flew to Quezon City for their niece Bea's debut, her 18th birthday party, held on 21 July.",
        None,
    ),  # value: date (21 vs 12 July)
    # ahg25: officiating the friend Marco's wedding at a chapel in Kitano, Kobe, 19 October
    (
        "ah25",
        "The user officiated their friend Marco's wedding at a chapel in Kobe's Kitano district on 19 October.",
        "ahg25",
    ),
    (
        "ah25p",
        "Marco, a friend of the user, was married at a chapel in Kitano, Kobe, on 19 October, with the user as the "
        "officiant.",
        "ahg25",
    ),
    ("ah25j", "ユーザーは10月19日、神戸・北野のチャペルで友人マルコの結婚式の司式を務めた。", "ahg25"),
    ("ah25z", "用户10月19日在神户北野的一座小教堂为朋友马可的婚礼担任证婚人。", "ahg25"),
    (
        "nah25a",
        "The user was the best man at their friend Marco's wedding at a chapel in Kobe's Kitano district on 19 "
        "October.",
        None,
    ),  # direction/role: best man vs officiant
    (
        "nah25b",
        "用户10月19日在神户北野的一座小教堂为表哥马可的婚礼担任证婚人。",
        None,
    ),  # person: the cousin vs the friend
    (
        "nah25c",
        "ユーザーは10月19日、横浜・山手のチャペルで友人マルコの結婚式の司式を務めた。",
        None,
    ),  # value: place (Yamate, Yokohama vs Kitano, Kobe)
    # ahg26: a Consular Report of Birth Abroad for the daughter Ava at the US Embassy in Tokyo, 14 March
    (
        "ah26",
        "The user filed a Consular Report of Birth Abroad for their daughter Ava at the US Embassy in Tokyo on 14 "
        "March.",
        "ahg26",
    ),
    (
        "ah26p",
        "A Consular Report of Birth Abroad for Ava, the user's daughter, was submitted by the user at the US Embassy "
        "in Tokyo on March 14.",
        "ahg26",
    ),
    ("ah26j", "ユーザーは3月14日、東京のアメリカ大使館で娘のエイヴァちゃんの海外出生報告（CRBA）を申請した。", "ahg26"),
    ("ah26z", "用户3月14日在东京的美国大使馆为女儿艾娃申请了海外出生报告（CRBA）。", "ahg26"),
    (
        "nah26a",
        "The user filed a Consular Report of Birth Abroad for their daughter Ava at the US Consulate in Osaka on 14 "
        "March.",
        None,
    ),  # value: place (the consulate in Osaka vs the embassy in Tokyo)
    (
        "nah26b",
        "用户3月14日在东京的美国大使馆为女儿艾娃申请了护照。",
        None,
    ),  # value: document (passport vs birth report)
    (
        "nah26c",
        "ユーザーは3月24日、東京のアメリカ大使館で娘のエイヴァちゃんの海外出生報告（CRBA）を申請した。",
        None,
    ),  # value: date (24 vs 14 March)
    # ahg27: the beginner driver mark on the car until 20 May 2026 (令和8年)
    ("ah27", "The user has to display the beginner driver mark on their car until 20 May 2026.", "ahg27"),
    (
        "ah27p",
        "Until 20 May 2026 the user is required to put a beginner driver (shoshinsha) mark on their car.",
        "ahg27",
    ),
    ("ah27j", "ユーザーは2026年5月20日まで車に初心者マークを付けなければならない。", "ahg27"),
    ("ah27j2", "令和8年5月20日までは、車に若葉マークを貼る必要があります。", "ahg27"),
    ("ah27z", "用户在二〇二六年五月二十日之前必须在车上贴新手驾驶标志。", "ahg27"),
    (
        "nah27a",
        "The user has to display the beginner driver mark on their car until 20 May 2027.",
        None,
    ),  # value: year (2027 vs 2026)
    (
        "nah27b",
        "ユーザーの夫は2026年5月20日まで車に初心者マークを付けなければならない。",
        None,
    ),  # person: the husband vs the user
    (
        "nah27c",
        "用户打算在二〇二六年五月二十日之前在车上贴新手驾驶标志。",
        None,
    ),  # modality: plans to (by choice) vs has to
    # ahg28: a monthly space at the municipal bicycle parking by Mitaka Station, ¥2,100 a month
    (
        "ah28",
        "The user rents a monthly space at the municipal bicycle parking next to Mitaka Station for ¥2,100 a month.",
        "ahg28",
    ),
    (
        "ah28p",
        "For ¥2,100 a month, the user has a regular spot at the city-run bicycle parking lot beside Mitaka Station.",
        "ahg28",
    ),
    ("ah28j", "ユーザーは三鷹駅そばの市営駐輪場を月極で借りていて、月2,100円払っている。", "ahg28"),
    ("ah28z", "用户在三鹰站旁边的市营自行车停车场按月租了一个车位，每月两千一百日元。", "ahg28"),
    (
        "nah28a",
        "The user rents a monthly space at the municipal bicycle parking next to Kichijoji Station for ¥2,100 a month.",
        None,
    ),  # value: station (Kichijoji vs Mitaka)
    (
        "nah28b",
        "用户在三鹰站旁边的市营自行车停车场按月租了一个车位，每月三千一百日元。",
        None,
    ),  # value: amount (3,100 vs 2,100 yen)
    (
        "nah28c",
        "ユーザーの娘は三鷹駅そばの市営駐輪場を月極で借りていて、月2,100円払っている。",
        None,
    ),  # person: the daughter vs the user
    (
        "nah28d",
        "The user rents a monthly space at the municipal motorbike parking next to Mitaka Station for ¥2,100 a month.",
        None,
    ),  # value: vehicle (motorbike vs bicycle)
    # ahg29: a godo kaisha for the user's web design business registered in Yokohama on 2 June, ¥1 million capital
    (
        "ah29",
        "The user registered a godo kaisha for their web design business in Yokohama on 2 June with ¥1 million in "
        "capital.",
        "ahg29",
    ),
    (
        "ah29p",
        "On June 2 the user set up an LLC (godo kaisha) in Yokohama for their web design work, capitalised at "
        "¥1,000,000.",
        "ahg29",
    ),
    ("ah29j", "ユーザーは6月2日、横浜でウェブデザイン事業のための合同会社を資本金100万円で設立登記した。", "ahg29"),
    ("ah29j2", "六月二日に、資本金百万円で横浜にWeb制作の合同会社を作りました。", "ahg29"),
    ("ah29z", "用户6月2日在横滨为自己的网页设计业务注册了一家合同会社，注册资本一百万日元。", "ahg29"),
    (
        "nah29a",
        "ユーザーは6月2日、横浜でウェブデザイン事業のための株式会社を資本金100万円で設立登記した。",
        None,
    ),  # value: company type (kabushiki kaisha vs godo kaisha)
    (
        "nah29b",
        "The user registered a godo kaisha for their web design business in Yokohama on 2 June with ¥3 million in "
        "capital.",
        None,
    ),  # value: amount (3 million vs 1 million yen)
    (
        "nah29c",
        "用户6月2日在川崎为自己的网页设计业务注册了一家合同会社，注册资本一百万日元。",
        None,
    ),  # value: city (Kawasaki vs Yokohama)
    (
        "nah29d",
        "The user wants to register a godo kaisha for their web design business in Yokohama on 2 June with ¥1 million "
        "in capital.",
        None,
    ),  # modality: wants to register vs registered
    # ahg30: 100 Oriental Land shares bought for the Tokyo Disney Resort ticket given to shareholders
    (
        "ah30",
        "The user bought 100 shares of Oriental Land to get the shareholder perk of a Tokyo Disney Resort ticket.",
        "ahg30",
    ),
    (
        "ah30p",
        "To receive a Tokyo Disney Resort ticket as a shareholder benefit, the user purchased 100 Oriental Land "
        "shares.",
        "ahg30",
    ),
    (
        "ah30j",
        "ユーザーは株主優待のディズニーリゾートのチケット目当てに、オリエンタルランドの株を100株買った。",
        "ahg30",
    ),
    ("ah30z", "用户为了拿到东京迪士尼度假区门票的股东优待，买了100股东方乐园（Oriental Land）的股票。", "ahg30"),
    (
        "nah30a",
        "The user sold 100 shares of Oriental Land that came with the shareholder perk of a Tokyo Disney Resort "
        "ticket.",
        None,
    ),  # direction/role: sold vs bought
    (
        "nah30b",
        "ユーザーは株主優待のディズニーリゾートのチケット目当てに、オリエンタルランドの株を500株買った。",
        None,
    ),  # value: count (500 vs 100 shares)
    (
        "nah30c",
        "用户的丈夫为了拿到东京迪士尼度假区门票的股东优待，买了100股东方乐园（Oriental Land）的股票。",
        None,
    ),  # person: the husband vs the user
    (
        "nah30d",
        "The user is thinking of buying 100 shares of Oriental Land to get the shareholder perk of a Tokyo Disney "
        "Resort ticket.",
        None,
    ),  # modality: thinking of buying vs bought
    # ahg31: ¥12,000 a month into a Fukoku Life education endowment policy for the daughter Layla, maturing at 18
    (
        "ah31",
        "The user pays ¥12,000 a month into an education endowment policy with Fukoku Life for their daughter Layla, "
        "which matures when she turns 18.",
        "ahg31",
    ),
    (
        "ah31p",
        "For their daughter Layla, the user puts ¥12,000 a month into a Fukoku Life education insurance plan that "
        "pays out when she is 18.",
        "ahg31",
    ),
    (
        "ah31j",
        "ユーザーは娘のライラちゃんのためにフコク生命の学資保険に月1万2千円払っていて、18歳で満期になる。",
        "ahg31",
    ),
    ("ah31z", "用户每月为女儿莱拉向富国生命的教育保险缴纳一万二千日元，她十八岁时满期。", "ahg31"),
    (
        "nah31a",
        "ユーザーは娘のライラちゃんのためにフコク生命の学資保険に月2万1千円払っていて、18歳で満期になる。",
        None,
    ),  # value: amount (21,000 vs 12,000 yen)
    (
        "nah31b",
        "The user pays ¥12,000 a year into an education endowment policy with Fukoku Life for their daughter Layla, "
        "which matures when she turns 18.",
        None,
    ),  # frequency: a year vs a month
    (
        "nah31c",
        "用户每月为女儿莱拉向富国生命的教育保险缴纳一万二千日元，她二十二岁时满期。",
        None,
    ),  # value: age (22 vs 18)
    (
        "nah31d",
        "The user pays ¥12,000 a month into an education endowment policy with Nippon Life for their daughter Layla, "
        "which matures when she turns 18.",
        None,
    ),  # value: insurer (Nippon Life vs Fukoku Life)
    # ahg32: inner windows in the living room for ¥240,000, half paid by a government subsidy
    (
        "ah32",
        "The user had inner windows fitted in the living room for ¥240,000, and a government subsidy covered half of "
        "it.",
        "ahg32",
    ),
    (
        "ah32p",
        "Inner double windows were installed in the user's living room for ¥240,000, half of which was paid by a "
        "government subsidy.",
        "ahg32",
    ),
    ("ah32j", "ユーザーはリビングに内窓を24万円で取り付け、その半額を国の補助金でまかなった。", "ahg32"),
    ("ah32j2", "居間に二重窓（内窓）を付けました。工事費は二十四万円で、半分は国の補助金が出ました。", "ahg32"),
    ("ah32z", "用户花二十四万日元给客厅装了内窗，其中一半由国家补贴承担。", "ahg32"),
    (
        "nah32a",
        "The user had inner windows fitted in the bedroom for ¥240,000, and a government subsidy covered half of it.",
        None,
    ),  # value: room (bedroom vs living room)
    (
        "nah32b",
        "用户花二十四万日元给客厅装了内窗，其中三分之一由国家补贴承担。",
        None,
    ),  # value: share (a third vs half)
    (
        "nah32c",
        "ユーザーはリビングに内窓を24万円で取り付ける予定で、その半額を国の補助金でまかなうつもりだ。",
        None,
    ),  # modality: plans to vs did
    (
        "nah32d",
        "The user had inner windows fitted in the living room for ¥420,000, and a government subsidy covered half of "
        "it.",
        None,
    ),  # value: amount (420,000 vs 240,000 yen)
    # ahg33: electricity switched from TEPCO to Octopus Energy in March
    ("ah33", "The user switched their electricity supplier from TEPCO to Octopus Energy in March.", "ahg33"),
    ("ah33p", "In March the user moved their electricity contract over from TEPCO to Octopus Energy.", "ahg33"),
    ("ah33j", "ユーザーは3月に電気の契約を東京電力からオクトパスエナジーに切り替えた。", "ahg33"),
    ("ah33j2", "三月に、電力会社を東電からオクトパスに乗り換えました。", "ahg33"),
    ("ah33z", "用户3月把电力公司从东京电力换成了章鱼能源（Octopus Energy）。", "ahg33"),
    (
        "nah33a",
        "The user switched their electricity supplier from Octopus Energy to TEPCO in March.",
        None,
    ),  # direction/role: from Octopus Energy to TEPCO vs from TEPCO to Octopus Energy
    (
        "nah33b",
        "ユーザーは3月に電気の契約を東京電力からLooopでんきに切り替えた。",
        None,
    ),  # value: new supplier (Looop Denki vs Octopus Energy)
    ("nah33c", "用户5月把电力公司从东京电力换成了章鱼能源（Octopus Energy）。", None),  # value: month (May vs March)
    (
        "nah33d",
        "The user's parents switched their electricity supplier from TEPCO to Octopus Energy in March.",
        None,
    ),  # person: the parents vs the user
    # ahg34: a used Honda N-BOX bought from a dealer in Tsukuba for ¥890,000
    ("ah34", "The user bought a used Honda N-BOX for ¥890,000 from a dealer in Tsukuba.", "ahg34"),
    ("ah34p", "A dealer in Tsukuba sold the user a second-hand Honda N-BOX for ¥890,000.", "ahg34"),
    ("ah34j", "ユーザーはつくば市の販売店で中古のホンダN-BOXを89万円で買った。", "ahg34"),
    ("ah34z", "用户在筑波的一家车行花八十九万日元买了一辆二手本田N-BOX。", "ahg34"),
    (
        "nah34a",
        "The user bought a used Daihatsu Tanto for ¥890,000 from a dealer in Tsukuba.",
        None,
    ),  # value: model (Daihatsu Tanto vs Honda N-BOX)
    (
        "nah34b",
        "ユーザーはつくば市の販売店で中古のホンダN-BOXを98万円で買った。",
        None,
    ),  # value: amount (980,000 vs 890,000 yen)
    (
        "nah34c",
        "用户在土浦的一家车行花八十九万日元买了一辆二手本田N-BOX。",
        None,
    ),  # value: place (Tsuchiura vs Tsukuba)
    (
        "nah34d",
        "The user's brother bought a used Honda N-BOX for ¥890,000 from a dealer in Tsukuba.",
        None,
    ),  # person: the brother vs the user
    # ahg35: a ¥300,000 referral bonus after the friend Tomasz Nowak joined the company on the user's recommendation
    (
        "ah35",
        "The user received a ¥300,000 referral bonus after their friend Tomasz Nowak joined the company on their "
        "recommendation.",
        "ahg35",
    ),
    (
        "ah35p",
        "Tomasz Nowak, a friend of the user, was hired by the user's company on the user's referral, and the user got "
        "a ¥300,000 bonus for it.",
        "ahg35",
    ),
    (
        "ah35j",
        "友人のトマシュ・ノヴァクさんがユーザーの紹介で入社したので、ユーザーは紹介ボーナス30万円を受け取った。",
        "ahg35",
    ),
    ("ah35z", "用户的朋友托马什·诺瓦克经用户推荐入职了公司，用户因此拿到三十万日元的内推奖金。", "ahg35"),
    (
        "nah35a",
        "Tomasz Nowak received a ¥300,000 referral bonus after his friend, the user, joined the company on his "
        "recommendation.",
        None,
    ),  # direction/role: Tomasz referred the user vs the user referred Tomasz
    (
        "nah35b",
        "友人のトマシュ・ノヴァクさんがユーザーの紹介で入社したので、ユーザーは紹介ボーナス10万円を受け取った。",
        None,
    ),  # value: amount (100,000 vs 300,000 yen)
    (
        "nah35c",
        "用户的朋友托马什·诺瓦克经用户推荐入职了公司，用户将拿到三十万日元的内推奖金。",
        None,
    ),  # tense/aspect: will get vs got
    # ahg36: a four-day week, Monday to Thursday, since April, with a 20% pay cut
    ("ah36", "Since April the user has worked a four-day week, Monday to Thursday, with a 20% cut in pay.", "ahg36"),
    ("ah36p", "The user moved to a Monday-to-Thursday four-day week in April and is paid 20% less.", "ahg36"),
    ("ah36j", "ユーザーは4月から月曜から木曜の週4日勤務になり、給料は2割減った。", "ahg36"),
    ("ah36z", "用户从4月起改为每周上班四天（周一到周四），工资减少了百分之二十。", "ahg36"),
    ("ah36z2", "用户4月开始周一至周四一周做四天，薪水降了两成。", "ahg36"),
    (
        "nah36a",
        "Since April the user has worked a four-day week, Tuesday to Friday, with a 20% cut in pay.",
        None,
    ),  # value: days (Tuesday to Friday vs Monday to Thursday)
    (
        "nah36b",
        "ユーザーは4月から月曜から木曜の週4日勤務になり、給料は1割減った。",
        None,
    ),  # value: pay cut (10% vs 20%)
    (
        "nah36c",
        "用户打算从4月起改为每周上班四天（周一到周四），工资减少百分之二十。",
        None,
    ),  # modality: plans to vs has
    (
        "nah36d",
        "Since April the user's wife has worked a four-day week, Monday to Thursday, with a 20% cut in pay.",
        None,
    ),  # person: the wife vs the user
    # ahg37: an 18-month course at a Japanese language school in Takadanobaba, ending March 2027 (令和9年)
    (
        "ah37",
        "The user is studying on an 18-month course at a Japanese language school in Takadanobaba that ends in March "
        "2027.",
        "ahg37",
    ),
    (
        "ah37p",
        "The user attends a Japanese language school in Takadanobaba, where their 18-month course finishes in March "
        "2027.",
        "ahg37",
    ),
    ("ah37j", "ユーザーは高田馬場の日本語学校の1年半コースに通っていて、2027年3月に修了する。", "ahg37"),
    ("ah37j2", "高田馬場の日本語学校で一年半のコースを受講中で、令和9年3月に修了予定です。", "ahg37"),
    ("ah37z", "用户正在高田马场的一所日语学校读一年半的课程，二〇二七年三月结业。", "ahg37"),
    (
        "nah37a",
        "The user is teaching an 18-month course at a Japanese language school in Takadanobaba that ends in March "
        "2027.",
        None,
    ),  # direction/role: teaches vs studies
    (
        "nah37b",
        "ユーザーは新大久保の日本語学校の1年半コースに通っていて、2027年3月に修了する。",
        None,
    ),  # value: place (Shin-Okubo vs Takadanobaba)
    (
        "nah37c",
        "用户正在高田马场的一所日语学校读两年的课程，二〇二七年三月结业。",
        None,
    ),  # value: length (two years vs 18 months)
    (
        "nah37d",
        "The user is studying on an 18-month course at a Japanese language school in Takadanobaba that ends in "
        "September 2027.",
        None,
    ),  # value: month (September vs March 2027)
    # ahg38: the son Jonas at a free school in Kodaira three days a week instead of junior high
    (
        "ah38",
        "The user's son Jonas goes to a free school in Kodaira three days a week instead of his junior high school.",
        "ahg38",
    ),
    (
        "ah38p",
        "Three days a week, Jonas, the user's son, attends a free school in Kodaira rather than his junior high.",
        "ahg38",
    ),
    ("ah38j", "ユーザーの息子のヨナスくんは中学校に行く代わりに、週3日、小平市のフリースクールに通っている。", "ahg38"),
    ("ah38z", "用户的儿子约纳斯不去初中，每周三天去小平市的一所自由学校（free school）。", "ahg38"),
    (
        "nah38a",
        "ユーザーの息子のヨナスくんは中学校に行く代わりに、週2日、小平市のフリースクールに通っている。",
        None,
    ),  # frequency: two days vs three days a week
    (
        "nah38b",
        "The user's son Jonas used to go to a free school in Kodaira three days a week instead of his junior high "
        "school.",
        None,
    ),  # tense/aspect: used to go vs goes
    (
        "nah38c",
        "用户的外甥约纳斯不去初中，每周三天去小平市的一所自由学校（free school）。",
        None,
    ),  # person: the nephew vs the son
    (
        "nah38d",
        "The user's son Jonas goes to a free school in Kodaira three days a week instead of his elementary school.",
        None,
    ),  # value: school level (elementary vs junior high)
    # ahg39: collecting the daughter Nadia at her school's disaster pick-up drill, 1 September at 2 pm (14:00)
    (
        "ah39",
        "The user has to pick up their daughter Nadia at her elementary school's disaster pick-up drill on 1 "
        "September at 2 pm.",
        "ahg39",
    ),
    (
        "ah39p",
        "On 1 September at 2 pm the user must collect their daughter Nadia from her elementary school for its "
        "disaster pick-up drill.",
        "ahg39",
    ),
    (
        "ah39j",
        "ユーザーは9月1日の午後2時、小学校の引き渡し訓練で娘のナディアちゃんを迎えに行かなければならない。",
        "ahg39",
    ),
    ("ah39z", "用户9月1日下午两点要去小学参加防灾接领演练，把女儿纳迪娅接回家。", "ahg39"),
    ("ah39z2", "9月1日14:00小学有防灾交接孩子的演练，用户得去接女儿纳迪娅。", "ahg39"),
    (
        "nah39a",
        "The user has to pick up their daughter Nadia at her elementary school's disaster pick-up drill on 1 "
        "September at 3 pm.",
        None,
    ),  # value: time (3 pm vs 2 pm)
    (
        "nah39b",
        "ユーザーの夫は9月1日の午後2時、小学校の引き渡し訓練で娘のナディアちゃんを迎えに行かなければならない。",
        None,
    ),  # person: the husband vs the user
    (
        "nah39c",
        "用户9月11日下午两点要去小学参加防灾接领演练，把女儿纳迪娅接回家。",
        None,
    ),  # value: date (11 vs 1 September)
    (
        "nah39d",
        "The user does not have to pick up their daughter Nadia at her elementary school's disaster pick-up drill on "
        "1 September at 2 pm.",
        None,
    ),  # polarity: does not have to vs has to
    # ahg40: the daughter Chiara accepted into the IB course at Tokyo Metropolitan Kokusai High School
    (
        "ah40",
        "The user's daughter Chiara was accepted into the IB course at Tokyo Metropolitan Kokusai High School.",
        "ahg40",
    ),
    (
        "ah40p",
        "Tokyo Metropolitan Kokusai High School admitted Chiara, the user's daughter, to its IB course.",
        "ahg40",
    ),
    ("ah40j", "ユーザーの娘のキアラさんは都立国際高校の国際バカロレアコースに合格した。", "ahg40"),
    ("ah40j2", "娘さんのキアラさんが、都立国際のIBコースに受かりました。", "ahg40"),
    ("ah40z", "用户的女儿琪亚拉考上了东京都立国际高中的国际文凭（IB）课程。", "ahg40"),
    (
        "nah40a",
        "The user's daughter Chiara was not accepted into the IB course at Tokyo Metropolitan Kokusai High School.",
        None,
    ),  # polarity: not accepted vs accepted
    (
        "nah40b",
        "ユーザーの娘のキアラさんは都立国際高校の一般コースに合格した。",
        None,
    ),  # value: course (the regular course vs the IB course)
    (
        "nah40c",
        "用户的女儿琪亚拉考上了广尾学园的国际文凭（IB）课程。",
        None,
    ),  # value: school (Hiroo Gakuen vs Kokusai High School)
    (
        "nah40d",
        "The user's niece Chiara was accepted into the IB course at Tokyo Metropolitan Kokusai High School.",
        None,
    ),  # person: the niece vs the daughter
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uah1", "The user prefers a window seat on long flights.", None),
    ("uah2", "ユーザーの弟はナイロビで獣医をしている。", None),
    ("uah3", "用户每天早上喝一杯不加糖的黑咖啡。", None),
    ("uah4", "The user's flat faces south and gets plenty of sun in winter.", None),
    ("uah5", "ユーザーは辛い料理が苦手だ。", None),
    ("uah6", "用户的妻子是一名小学音乐老师。", None),
    ("uah7", "The user keeps a sourdough starter in the fridge and bakes bread at weekends.", None),
    ("uah8", "ユーザーは左利きだ。", None),
    ("uah9", "用户的笔记本电脑是一台用了五年的ThinkPad。", None),
    ("uah10", "The user's grandfather in Porto was a fisherman.", None),
]
