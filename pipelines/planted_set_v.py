"""Planted set v (issue 13, stop 29): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set that the code was tuned on
no longer measures that honestly, so each round gets a new one; v is held out until its one measurement.

How it was written: blind. Its writer read none of memory/, experts/, bench/, pipelines/planted.py, the other
planted_set_*.py files or the data in pipelines/planted_sets.py, ran no benchmark and no link checker, and wrote
what an LLM summariser would have kept about real users of the assistant (foreign residents and travellers in
Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups of 3-5 items (an English item, sometimes an English paraphrase, a Japanese and a Chinese
item, sometimes a second Japanese or Chinese wording), each with 3-4 negatives that keep the group's template and
change one value, person, direction, tense, modality, polarity or frequency, named in the trailing comment; then
ten unrelated facts. Topics are ones the earlier sets left out: a licence-renewal lecture, a phone screen repair,
a washing machine under warranty, a sofa delivery slot, an oversized-garbage sticker, a TV recycling fee, koden,
a bonenkai, oseibo, a dependant on company health insurance, rosai, unemployment benefit, a resignation notice
period, a kindergarten entrance fee, gakudo, a school trip, the children's medical subsidy, a piano recital, a
chess club, rugby, a ski trip, golf lessons, a sento, insulin, dialysis, cataract surgery, a flu shot at work, a
meal-kit subscription, a Turkish name, winter tyres, a storm shutter, a tortoise, a neighbour's cat, a cousin's
visit, a father's retirement, a sister's baby, a temple stay, Diwali, Chinese New Year and Thanksgiving. Numbers
come as digits, kanji and Chinese numerals, dates as days, weekdays, "the second Sunday" and Reiwa years.
Unrelated items use the shared format's ``uv<N>`` ids.
"""

PLANTED_V: list[tuple[str, str, str | None]] = [
    # vg1: a two-hour lecture is required to renew the driving licence
    ("v1", "The user has to attend a two-hour lecture at the licence centre to renew their driving licence.", "vg1"),
    ("v1j", "ユーザーは運転免許の更新のため、免許センターで2時間の講習を受けなければならない。", "vg1"),
    ("v1z", "用户为了更新驾照，必须在驾照中心参加两个小时的讲习。", "vg1"),
    ("v1j2", "免許更新のために、免許センターで二時間の講習に出る必要がある。", "vg1"),
    (
        "nv1a",
        "The user has to attend a one-hour lecture at the licence centre to renew their driving licence.",
        None,
    ),  # value: duration (one hour vs two hours)
    (
        "nv1b",
        "ユーザーの夫は運転免許の更新のため、免許センターで2時間の講習を受けなければならない。",
        None,
    ),  # person: husband vs user
    (
        "nv1c",
        "用户为了更新驾照，已经在驾照中心参加了两个小时的讲习。",
        None,
    ),  # aspect: already attended vs has to attend
    # vg2: the smartphone screen repair cost 18,000 yen
    ("v2", "Repairing the cracked screen of the user's smartphone cost 18,000 yen.", "vg2"),
    ("v2p", "The user paid 18000 yen to have their phone's cracked screen fixed.", "vg2"),
    ("v2j", "ユーザーのスマホの割れた画面の修理代は1万8000円だった。", "vg2"),
    ("v2z", "用户手机碎屏的维修费是一万八千日元。", "vg2"),
    (
        "nv2a",
        "Repairing the cracked screen of the user's tablet cost 18,000 yen.",
        None,
    ),  # value: device (tablet vs smartphone)
    ("nv2b", "ユーザーのスマホの割れた画面の修理代は8000円だった。", None),  # value: amount (8,000 vs 18,000 yen)
    ("nv2c", "用户女儿手机碎屏的维修费是一万八千日元。", None),  # person: daughter vs user
    # vg3: the broken washing machine is repaired free under warranty
    ("v3", "The user's broken washing machine will be repaired for free because it is still under warranty.", "vg3"),
    ("v3p", "Since it is still covered by the warranty, the user's broken washer gets fixed at no charge.", "vg3"),
    ("v3j", "ユーザーの壊れた洗濯機は保証期間内なので無料で修理してもらえる。", "vg3"),
    ("v3z", "用户坏掉的洗衣机还在保修期内，所以可以免费修理。", "vg3"),
    (
        "nv3a",
        "The user's broken refrigerator will be repaired for free because it is still under warranty.",
        None,
    ),  # value: appliance (refrigerator vs washing machine)
    (
        "nv3b",
        "ユーザーの壊れた洗濯機は保証期間が切れているので有料で修理してもらう。",
        None,
    ),  # polarity: out of warranty, paid repair
    ("nv3c", "用户邻居坏掉的洗衣机还在保修期内，所以可以免费修理。", None),  # person: neighbour vs user
    # vg4: a sofa is delivered on Saturday 5 December, 2-4 pm
    ("v4", "A sofa the user bought is being delivered on Saturday 5 December between 2 and 4 pm.", "vg4"),
    ("v4j", "ユーザーが買ったソファは12月5日（土）の14時から16時の間に配達される。", "vg4"),
    ("v4z", "用户买的沙发将在12月5日星期六下午两点到四点之间送到。", "vg4"),
    ("v4j2", "購入したソファーの配送は十二月五日土曜日、午後2時～4時の時間帯です。", "vg4"),
    (
        "nv4a",
        "A sofa the user bought is being delivered on Sunday 6 December between 2 and 4 pm.",
        None,
    ),  # value: date (Sunday 6 vs Saturday 5 December)
    (
        "nv4b",
        "ユーザーが買ったベッドは12月5日（土）の14時から16時の間に配達される。",
        None,
    ),  # value: item (bed vs sofa)
    ("nv4c", "用户买的沙发将在12月5日星期六上午十点到十二点之间送到。", None),  # value: time slot (10-12 am vs 2-4 pm)
    # vg5: an 800-yen oversized-garbage sticker for an old bookshelf
    (
        "v5",
        "The user bought an 800-yen oversized-garbage sticker at a konbini to throw out their old bookshelf.",
        "vg5",
    ),
    ("v5j", "ユーザーは古い本棚を粗大ごみに出すため、コンビニで800円の処理券を買った。", "vg5"),
    ("v5z", "用户为了把旧书架当大型垃圾扔掉，在便利店买了800日元的处理券。", "vg5"),
    (
        "nv5a",
        "The user bought a 1,200-yen oversized-garbage sticker at a konbini to throw out their old bookshelf.",
        None,
    ),  # value: amount (1,200 vs 800 yen)
    (
        "nv5b",
        "ユーザーは古い机を粗大ごみに出すため、コンビニで800円の処理券を買った。",
        None,
    ),  # value: item (desk vs bookshelf)
    (
        "nv5c",
        "用户为了把旧书架当大型垃圾扔掉，打算在便利店买800日元的处理券。",
        None,
    ),  # modality: plans to buy vs bought
    # vg6: a 2,970-yen recycling fee for an old TV
    ("v6", "The user paid a recycling fee of 2,970 yen to dispose of their old TV.", "vg6"),
    ("v6j", "ユーザーは古いテレビを処分するのにリサイクル料金2970円を払った。", "vg6"),
    ("v6z", "用户处理旧电视时支付了2970日元的回收费。", "vg6"),
    ("v6z2", "为了处理掉旧电视，用户付了两千九百七十日元的家电回收费。", "vg6"),
    (
        "nv6a",
        "The user paid a recycling fee of 2,970 yen to dispose of their old air conditioner.",
        None,
    ),  # value: appliance (air conditioner vs TV)
    (
        "nv6b",
        "ユーザーは古いテレビを処分するのにリサイクル料金1870円を払った。",
        None,
    ),  # value: amount (1,870 vs 2,970 yen)
    ("nv6c", "为了处理掉旧电视，用户的房东付了两千九百七十日元的家电回收费。", None),  # person: landlord vs user
    # vg7: 10,000 yen koden at a colleague's father's funeral
    ("v7", "The user gave 10,000 yen as a condolence gift at a colleague's father's funeral.", "vg7"),
    ("v7p", "At the funeral of a coworker's father, the user offered koden of ten thousand yen.", "vg7"),
    ("v7j", "ユーザーは同僚のお父さんの葬儀で香典として1万円を包んだ。", "vg7"),
    ("v7z", "用户在同事父亲的葬礼上送了一万日元的奠仪。", "vg7"),
    (
        "nv7a",
        "The user gave 5,000 yen as a condolence gift at a colleague's father's funeral.",
        None,
    ),  # value: amount (5,000 vs 10,000 yen)
    ("nv7b", "ユーザーは同僚のお母さんの葬儀で香典として1万円を包んだ。", None),  # person: colleague's mother vs father
    ("nv7c", "用户在朋友父亲的葬礼上送了一万日元的奠仪。", None),  # person: friend's father vs colleague's
    # vg8: the team's year-end party, 18 December, izakaya near Shinjuku Station
    ("v8", "The user's team year-end party is on 18 December at an izakaya near Shinjuku Station.", "vg8"),
    ("v8j", "ユーザーのチームの忘年会は12月18日、新宿駅近くの居酒屋で開かれる。", "vg8"),
    ("v8z", "用户团队的忘年会定于12月18日在新宿站附近的居酒屋举行。", "vg8"),
    (
        "nv8a",
        "The user's team year-end party is on 18 December at an izakaya near Shibuya Station.",
        None,
    ),  # value: station (Shibuya vs Shinjuku)
    (
        "nv8b",
        "ユーザーのチームの忘年会は12月11日、新宿駅近くの居酒屋で開かれる。",
        None,
    ),  # value: date (11 vs 18 December)
    (
        "nv8c",
        "用户团队的忘年会定于12月18日在新宿站附近的烤肉店举行。",
        None,
    ),  # value: place (yakiniku restaurant vs izakaya)
    # vg9: an oseibo ham set to the boss every December
    ("v9", "Every December the user sends a ham gift set to their boss as an oseibo present.", "vg9"),
    ("v9j", "ユーザーは毎年12月、お歳暮として上司にハムの詰め合わせを贈っている。", "vg9"),
    ("v9z", "用户每年十二月都给上司寄一套火腿礼盒作为岁末礼物。", "vg9"),
    (
        "nv9a",
        "Every July the user sends a ham gift set to their boss as an ochugen present.",
        None,
    ),  # value: season (summer ochugen vs year-end oseibo)
    (
        "nv9b",
        "ユーザーは毎年12月、お歳暮として義理の両親にハムの詰め合わせを贈っている。",
        None,
    ),  # person: parents-in-law vs boss
    ("nv9c", "用户的上司每年十二月都给用户寄一套火腿礼盒作为岁末礼物。", None),  # direction: boss sends to user
    (
        "nv9d",
        "Every December the user sends a box of beer to their boss as an oseibo present.",
        None,
    ),  # value: gift (beer vs ham)
    # vg10: the wife is a dependant on the user's company health insurance
    ("v10", "The user's wife is registered as a dependant on the user's company health insurance.", "vg10"),
    ("v10j", "ユーザーの妻はユーザーの会社の健康保険の扶養に入っている。", "vg10"),
    ("v10z", "用户的妻子作为被扶养人加入了用户公司的健康保险。", "vg10"),
    ("v10j2", "奥さんはユーザーの勤め先の健康保険の被扶養者になっている。", "vg10"),
    (
        "nv10a",
        "The user's mother is registered as a dependant on the user's company health insurance.",
        None,
    ),  # person: mother vs wife
    (
        "nv10b",
        "ユーザーはユーザーの妻の会社の健康保険の扶養に入っている。",
        None,
    ),  # direction: user is the dependant on the wife's insurance
    (
        "nv10c",
        "用户的妻子已经从用户公司健康保险的被扶养人中退出了。",
        None,
    ),  # polarity: removed from vs registered as a dependant
    # vg11: a hand injury at the factory covered by workers' accident insurance
    (
        "v11",
        "The user hurt their hand at the factory, and the treatment is covered by workers' accident insurance.",
        "vg11",
    ),
    ("v11j", "ユーザーは工場で手をけがし、治療費は労災保険でカバーされている。", "vg11"),
    ("v11z", "用户在工厂弄伤了手，治疗费由工伤保险支付。", "vg11"),
    (
        "nv11a",
        "The user hurt their foot at the factory, and the treatment is covered by workers' accident insurance.",
        None,
    ),  # value: body part (foot vs hand)
    (
        "nv11b",
        "ユーザーの同僚は工場で手をけがし、治療費は労災保険でカバーされている。",
        None,
    ),  # person: colleague vs user
    (
        "nv11c",
        "用户在工厂弄伤了手，但治疗费没有被认定为工伤，由自己支付。",
        None,
    ),  # polarity: not covered by workers' accident insurance
    # vg12: unemployment benefit for 90 days
    ("v12", "The user receives unemployment benefit for 90 days after leaving their job.", "vg12"),
    ("v12j", "ユーザーは退職後、90日間失業手当を受け取る。", "vg12"),
    ("v12z", "用户离职后可以领取九十天的失业补助。", "vg12"),
    ("v12j2", "離職したユーザーの雇用保険の基本手当の給付日数は九十日だ。", "vg12"),
    (
        "nv12a",
        "The user receives unemployment benefit for 120 days after leaving their job.",
        None,
    ),  # value: duration (120 vs 90 days)
    ("nv12b", "ユーザーの夫は退職後、90日間失業手当を受け取る。", None),  # person: husband vs user
    ("nv12c", "用户离职后不能领取失业补助。", None),  # polarity: cannot receive unemployment benefit
    # vg13: one month's notice to resign
    ("v13", "The user's employment contract requires one month's notice before resigning.", "vg13"),
    ("v13p", "Under the user's labour contract, they must give notice one month ahead if they want to quit.", "vg13"),
    ("v13j", "ユーザーの雇用契約では、退職の1か月前までに申し出る必要がある。", "vg13"),
    ("v13z", "用户的劳动合同规定，辞职需要提前一个月通知。", "vg13"),
    (
        "nv13a",
        "The user's employment contract requires three months' notice before resigning.",
        None,
    ),  # value: duration (three months vs one)
    ("nv13b", "ユーザーの妻の雇用契約では、退職の1か月前までに申し出る必要がある。", None),  # person: wife vs user
    (
        "nv13c",
        "用户的劳动合同规定，公司解雇员工需要提前一个月通知。",
        None,
    ),  # direction: employer dismissing vs employee resigning
    # vg14: a 30,000-yen kindergarten entrance fee for the daughter
    ("v14", "The user paid a 30,000-yen entrance fee for their daughter's kindergarten.", "vg14"),
    ("v14j", "ユーザーは娘の幼稚園の入園料3万円を払った。", "vg14"),
    ("v14z", "用户为女儿交了三万日元的幼儿园入园费。", "vg14"),
    ("nv14a", "The user paid a 30,000-yen entrance fee for their son's kindergarten.", None),  # person: son vs daughter
    ("nv14b", "ユーザーは娘の幼稚園の入園料5万円を払った。", None),  # value: amount (50,000 vs 30,000 yen)
    ("nv14c", "用户为女儿交了三万日元的幼儿园园服费。", None),  # value: fee (uniform vs entrance fee)
    # vg15: the son stays at the after-school club until 6:30 pm on weekdays
    ("v15", "The user's son stays at the after-school club until 6:30 pm on weekdays.", "vg15"),
    ("v15j", "ユーザーの息子は平日、学童保育に18時30分までいる。", "vg15"),
    ("v15z", "用户的儿子工作日在课后托管班待到下午六点半。", "vg15"),
    ("v15j2", "息子さんは平日の放課後、午後6時半まで学童で過ごしています。", "vg15"),
    (
        "nv15a",
        "The user's son stays at the after-school club until 5 pm on weekdays.",
        None,
    ),  # value: time (5 pm vs 6:30 pm)
    ("nv15b", "ユーザーの息子は土曜日、学童保育に18時30分までいる。", None),  # value: day (Saturdays vs weekdays)
    ("nv15c", "用户的女儿工作日在课后托管班待到下午六点半。", None),  # person: daughter vs son
    # vg16: the daughter's school trip to Kyoto and Nara in May
    ("v16", "The user's daughter is going on a school trip to Kyoto and Nara in May.", "vg16"),
    ("v16j", "ユーザーの娘は5月に修学旅行で京都と奈良へ行く。", "vg16"),
    ("v16z", "用户的女儿五月要去京都和奈良修学旅行。", "vg16"),
    (
        "nv16a",
        "The user's daughter is going on a school trip to Hiroshima in May.",
        None,
    ),  # value: place (Hiroshima vs Kyoto and Nara)
    ("nv16b", "ユーザーの娘は10月に修学旅行で京都と奈良へ行く。", None),  # value: month (October vs May)
    ("nv16c", "用户的女儿五月去京都和奈良修学旅行回来了。", None),  # tense: already back from the trip vs going
    # vg17: free clinic visits for the son until the end of junior high school
    (
        "v17",
        "With the child medical subsidy card, the user's son sees a doctor for free until he finishes junior high.",
        "vg17",
    ),
    ("v17j", "子ども医療費助成の受給者証があるので、ユーザーの息子は中学卒業まで通院が無料だ。", "vg17"),
    ("v17z", "因为有儿童医疗费补助证，用户的儿子看病到初中毕业都免费。", "vg17"),
    (
        "nv17a",
        "With the child medical subsidy card, the user's son sees a doctor for free until he finishes primary school.",
        None,
    ),  # value: school level (primary vs junior high)
    (
        "nv17b",
        "子ども医療費助成の受給者証があるので、ユーザーの息子は中学卒業まで通院1回200円だ。",
        None,
    ),  # value: amount (200 yen a visit vs free)
    ("nv17c", "因为有儿童医疗费补助证，用户的侄子看病到初中毕业都免费。", None),  # person: nephew vs son
    # vg18: the daughter's piano recital is on the second Sunday of March
    ("v18", "The user's daughter has her piano recital on the second Sunday of March.", "vg18"),
    ("v18j", "ユーザーの娘のピアノの発表会は3月の第2日曜日だ。", "vg18"),
    ("v18z", "用户女儿的钢琴汇报演出在三月的第二个星期天。", "vg18"),
    (
        "nv18a",
        "The user's daughter has her piano recital on the second Sunday of April.",
        None,
    ),  # value: month (April vs March)
    ("nv18b", "ユーザーの娘のバイオリンの発表会は3月の第2日曜日だ。", None),  # value: instrument (violin vs piano)
    ("nv18c", "用户女儿的钢琴汇报演出在三月的第一个星期天。", None),  # value: date (first vs second Sunday)
    # vg19: the son joined the junior high chess club
    ("v19", "The user's son joined the chess club at his junior high school.", "vg19"),
    ("v19j", "ユーザーの息子は中学校のチェス部に入った。", "vg19"),
    ("v19z", "用户的儿子加入了初中的国际象棋社团。", "vg19"),
    ("nv19a", "The user's son joined the shogi club at his junior high school.", None),  # value: club (shogi vs chess)
    ("nv19b", "ユーザーの息子は中学校のチェス部をやめた。", None),  # polarity: quit vs joined
    ("nv19c", "用户的儿子加入了高中的国际象棋社团。", None),  # value: school level (high school vs junior high)
    # vg20: plays prop for an amateur rugby team every Saturday
    ("v20", "The user plays prop for an amateur rugby team every Saturday.", "vg20"),
    ("v20j", "ユーザーは毎週土曜日、社会人ラグビーチームでプロップとしてプレーしている。", "vg20"),
    ("v20z", "用户每周六在一支业余橄榄球队打支柱位置。", "vg20"),
    ("nv20a", "The user plays wing for an amateur rugby team every Saturday.", None),  # value: position (wing vs prop)
    (
        "nv20b",
        "ユーザーは毎週日曜日、社会人ラグビーチームでプロップとしてプレーしている。",
        None,
    ),  # value: day (Sundays vs Saturdays)
    ("nv20c", "用户以前每周六在一支业余橄榄球队打支柱位置。", None),  # tense: used to play vs plays
    # vg21: a three-night ski trip to Niseko planned for February
    ("v21", "The user is planning a three-night ski trip to Niseko in February.", "vg21"),
    ("v21p", "In February the user intends to go skiing in Niseko for 3 nights.", "vg21"),
    ("v21j", "ユーザーは2月にニセコへ3泊のスキー旅行を計画している。", "vg21"),
    ("v21z", "用户计划二月去二世古滑雪，住三晚。", "vg21"),
    (
        "nv21a",
        "The user is planning a three-night ski trip to Hakuba in February.",
        None,
    ),  # value: place (Hakuba vs Niseko)
    ("nv21b", "ユーザーは2月にニセコへ2泊のスキー旅行を計画している。", None),  # value: count (two nights vs three)
    ("nv21c", "用户二月去二世古滑雪住了三晚。", None),  # tense: went vs plans to go
    # vg22: a golf lesson every Wednesday evening
    ("v22", "The user takes a golf lesson every Wednesday evening.", "vg22"),
    ("v22j", "ユーザーは毎週水曜日の夜にゴルフのレッスンを受けている。", "vg22"),
    ("v22z", "用户每周三晚上上高尔夫课。", "vg22"),
    ("v22j2", "水曜の夜は毎週ゴルフレッスンに通っている。", "vg22"),
    ("nv22a", "The user's husband takes a golf lesson every Wednesday evening.", None),  # person: husband vs user
    ("nv22b", "ユーザーは毎週水曜日の夜にテニスのレッスンを受けている。", None),  # value: sport (tennis vs golf)
    ("nv22c", "用户每月一次在周三晚上上高尔夫课。", None),  # frequency: once a month vs every week
    ("nv22d", "用户每周三晚上教高尔夫课。", None),  # direction: teaches vs takes the lesson
    # vg23: the neighbourhood sento every Tuesday
    ("v23", "The user goes to the neighbourhood sento every Tuesday.", "vg23"),
    ("v23p", "Every Tuesday the user takes a bath at the public bathhouse near their home.", "vg23"),
    ("v23j", "ユーザーは毎週火曜日に近所の銭湯へ行く。", "vg23"),
    ("v23z", "用户每周二去附近的澡堂。", "vg23"),
    ("nv23a", "The user goes to the neighbourhood sento every Friday.", None),  # value: day (Friday vs Tuesday)
    ("nv23b", "ユーザーの父は毎週火曜日に近所の銭湯へ行く。", None),  # person: father vs user
    ("nv23c", "用户每周二去附近的健身房。", None),  # value: place (gym vs public bath)
    # vg24: the father injects insulin twice a day
    ("v24", "The user's father injects insulin twice a day for his diabetes.", "vg24"),
    ("v24j", "ユーザーの父は糖尿病のため1日2回インスリンを注射している。", "vg24"),
    ("v24z", "用户的父亲因为糖尿病每天注射两次胰岛素。", "vg24"),
    ("v24z2", "用户父亲有糖尿病，一天打两针胰岛素。", "vg24"),
    (
        "nv24a",
        "The user's father injects insulin four times a day for his diabetes.",
        None,
    ),  # frequency: four times vs twice a day
    ("nv24b", "ユーザーの母は糖尿病のため1日2回インスリンを注射している。", None),  # person: mother vs father
    ("nv24c", "用户的父亲因为糖尿病每天吃两次降糖药。", None),  # value: drug (oral pills vs insulin)
    # vg25: the mother has dialysis on Mondays, Wednesdays and Fridays
    ("v25", "The user's mother has dialysis on Mondays, Wednesdays and Fridays.", "vg25"),
    ("v25p", "Three times a week, on Monday, Wednesday and Friday, the user's mum goes for dialysis.", "vg25"),
    ("v25j", "ユーザーの母は月・水・金に人工透析を受けている。", "vg25"),
    ("v25z", "用户的母亲每周一、三、五做透析。", "vg25"),
    (
        "nv25a",
        "The user's mother has dialysis on Tuesdays, Thursdays and Saturdays.",
        None,
    ),  # value: days (Tue/Thu/Sat vs Mon/Wed/Fri)
    ("nv25b", "ユーザーの義母は月・水・金に人工透析を受けている。", None),  # person: mother-in-law vs mother
    ("nv25c", "用户的母亲每周一、三、五做康复训练。", None),  # value: treatment (rehabilitation vs dialysis)
    # vg26: the mother's left-eye cataract surgery on 10 February 2027
    ("v26", "The user's mother will have cataract surgery on her left eye on 10 February 2027.", "vg26"),
    ("v26j", "ユーザーの母は2027年2月10日に左目の白内障手術を受ける。", "vg26"),
    ("v26z", "用户的母亲将于2027年2月10日接受左眼白内障手术。", "vg26"),
    ("v26j2", "お母さんの左眼の白内障の手術は令和9年2月10日の予定です。", "vg26"),
    (
        "nv26a",
        "The user's mother will have cataract surgery on her right eye on 10 February 2027.",
        None,
    ),  # value: eye (right vs left)
    ("nv26b", "ユーザーの母は2027年3月10日に左目の白内障手術を受ける。", None),  # value: date (10 March vs 10 February)
    ("nv26c", "用户的岳母将于2027年2月10日接受左眼白内障手术。", None),  # person: mother-in-law vs mother
    # vg27: a free flu shot at work on 3 December
    ("v27", "The user can get a free flu shot at work on 3 December.", "vg27"),
    ("v27j", "ユーザーは12月3日に職場で無料のインフルエンザ予防接種を受けられる。", "vg27"),
    ("v27z", "用户12月3日可以在公司免费接种流感疫苗。", "vg27"),
    ("nv27a", "The user can get a free flu shot at work on 13 December.", None),  # value: date (13 vs 3 December)
    (
        "nv27b",
        "ユーザーは12月3日に職場で2000円のインフルエンザ予防接種を受けられる。",
        None,
    ),  # value: amount (2,000 yen vs free)
    ("nv27c", "用户12月3日可以在公司免费接种新冠疫苗。", None),  # value: vaccine (COVID-19 vs flu)
    # vg28: a meal-kit subscription delivered every Thursday
    ("v28", "The user's meal-kit subscription box is delivered every Thursday.", "vg28"),
    ("v28j", "ユーザーが定期購入しているミールキットは毎週木曜日に届く。", "vg28"),
    ("v28z", "用户订阅的料理包每周四送到。", "vg28"),
    (
        "nv28a",
        "The user's meal-kit subscription box is delivered every other Thursday.",
        None,
    ),  # frequency: every other week vs every week
    ("nv28b", "ユーザーが定期購入しているミールキットは毎週月曜日に届く。", None),  # value: day (Monday vs Thursday)
    ("nv28c", "用户订阅的水果箱每周四送到。", None),  # value: product (fruit box vs meal kit)
    # vg29: the new manager's name is Mehmet Yilmaz (Turkish)
    ("v29", "The user's new manager is called Mehmet Yilmaz.", "vg29"),
    ("v29j", "ユーザーの新しい上司の名前はメフメト・ユルマズだ。", "vg29"),
    ("v29z", "用户的新上司名叫梅赫梅特·耶尔马兹。", "vg29"),
    ("nv29a", "The user's new manager is called Mustafa Yilmaz.", None),  # value: name (Mustafa vs Mehmet)
    ("nv29b", "ユーザーの新しい同僚の名前はメフメト・ユルマズだ。", None),  # person: colleague vs manager
    ("nv29c", "用户的前任上司名叫梅赫梅特·耶尔马兹。", None),  # tense: former manager vs new manager
    # vg30: winter tyres put on at Autobacs on 21 November
    ("v30", "The user had the car's winter tyres put on at Autobacs on 21 November.", "vg30"),
    ("v30j", "ユーザーは11月21日にオートバックスで車のタイヤをスタッドレスに交換した。", "vg30"),
    ("v30z", "用户11月21日在Autobacs给车换上了冬季轮胎。", "vg30"),
    (
        "nv30a",
        "The user had the car's winter tyres taken off at Autobacs on 21 November.",
        None,
    ),  # direction: taken off vs put on
    (
        "nv30b",
        "ユーザーは11月28日にオートバックスで車のタイヤをスタッドレスに交換した。",
        None,
    ),  # value: date (28 vs 21 November)
    ("nv30c", "用户的邻居11月21日在Autobacs给车换上了冬季轮胎。", None),  # person: neighbour vs user
    # vg31: the bedroom storm shutter is broken and will not close
    ("v31", "The storm shutter on the user's bedroom window is broken and will not close.", "vg31"),
    ("v31j", "ユーザーの寝室の窓の雨戸が壊れていて閉まらない。", "vg31"),
    ("v31z", "用户卧室窗户的防风卷帘坏了，关不上。", "vg31"),
    (
        "nv31a",
        "The storm shutter on the user's living-room window is broken and will not close.",
        None,
    ),  # value: room (living room vs bedroom)
    ("nv31b", "ユーザーの寝室の窓の雨戸が壊れていて開かない。", None),  # value: fault (will not open vs will not close)
    ("nv31c", "用户卧室窗户的防风卷帘已经修好了。", None),  # polarity: repaired vs broken
    # vg32: a Russian tortoise kept for twelve years
    ("v32", "The user has kept a Russian tortoise for twelve years.", "vg32"),
    ("v32j", "ユーザーはロシアリクガメを12年間飼っている。", "vg32"),
    ("v32z", "用户养了一只俄罗斯陆龟，已经养了十二年。", "vg32"),
    ("nv32a", "The user has kept a Russian tortoise for two years.", None),  # value: duration (two vs twelve years)
    ("nv32b", "ユーザーの弟はロシアリクガメを12年間飼っている。", None),  # person: younger brother vs user
    ("nv32c", "用户养了一只鹦鹉，已经养了十二年。", None),  # value: pet species (parrot vs tortoise)
    # vg33: feeds the neighbours' cat when they are away
    ("v33", "The user feeds the neighbours' cat when the neighbours are away.", "vg33"),
    ("v33p", "Whenever the people next door are away, the user gives food to their cat.", "vg33"),
    ("v33j", "隣の家の人が留守のとき、ユーザーはその家の猫に餌をあげている。", "vg33"),
    ("v33z", "邻居不在家的时候，用户会给邻居家的猫喂食。", "vg33"),
    (
        "nv33a",
        "The user feeds the neighbours' dog when the neighbours are away.",
        None,
    ),  # value: pet species (dog vs cat)
    (
        "nv33b",
        "ユーザーが留守のとき、隣の家の人がユーザーの猫に餌をあげている。",
        None,
    ),  # direction: the neighbours feed the user's cat
    ("nv33c", "邻居不在家的时候，用户的儿子会给邻居家的猫喂食。", None),  # person: son vs user
    # vg34: a cousin visits from Manila, 20-27 December
    ("v34", "The user's cousin is visiting from Manila from 20 to 27 December.", "vg34"),
    ("v34j", "ユーザーのいとこが12月20日から27日までマニラから遊びに来る。", "vg34"),
    ("v34z", "用户的表亲将于12月20日至27日从马尼拉来访。", "vg34"),
    ("nv34a", "The user's cousin is visiting from Cebu from 20 to 27 December.", None),  # value: place (Cebu vs Manila)
    ("nv34b", "ユーザーのいとこが1月20日から27日までマニラから遊びに来る。", None),  # value: date (January vs December)
    ("nv34c", "用户将于12月20日至27日去马尼拉看望表亲。", None),  # direction: the user visits the cousin in Manila
    # vg35: the father retires from the post office in March 2027 at 65
    ("v35", "The user's father will retire from the post office in March 2027, at 65.", "vg35"),
    ("v35j", "ユーザーの父は2027年3月、65歳で郵便局を定年退職する。", "vg35"),
    ("v35z", "用户的父亲将于2027年3月从邮局退休，届时六十五岁。", "vg35"),
    ("v35j2", "父親は令和九年三月に六十五歳で郵便局を退職する予定だ。", "vg35"),
    (
        "nv35a",
        "The user's father will retire from the post office in March 2027, at 60.",
        None,
    ),  # value: age (60 vs 65)
    (
        "nv35b",
        "ユーザーの父は2027年3月、65歳で市役所を定年退職する。",
        None,
    ),  # value: employer (city hall vs post office)
    ("nv35c", "用户的岳父将于2027年3月从邮局退休，届时六十五岁。", None),  # person: father-in-law vs father
    # vg36: the older sister had a baby boy on 3 November
    ("v36", "The user's older sister gave birth to a baby boy on 3 November.", "vg36"),
    ("v36j", "ユーザーの姉が11月3日に男の子を出産した。", "vg36"),
    ("v36z", "用户的姐姐在11月3日生了一个男孩。", "vg36"),
    ("v36z2", "十一月三日，用户的姐姐产下一名男婴。", "vg36"),
    (
        "nv36a",
        "The user's older sister gave birth to a baby girl on 3 November.",
        None,
    ),  # value: baby's sex (girl vs boy)
    ("nv36b", "ユーザーの妹が11月3日に男の子を出産した。", None),  # person: younger sister vs older sister
    ("nv36c", "用户的姐姐在10月3日生了一个男孩。", None),  # value: date (3 October vs 3 November)
    # vg37: one night at a temple lodging on Mount Koya
    ("v37", "The user stayed one night at a temple lodging on Mount Koya.", "vg37"),
    ("v37p", "The user spent a night at a shukubo, a temple inn, on Koyasan.", "vg37"),
    ("v37j", "ユーザーは高野山の宿坊に1泊した。", "vg37"),
    ("v37z", "用户在高野山的寺院宿坊住了一晚。", "vg37"),
    (
        "nv37a",
        "The user stayed two nights at a temple lodging on Mount Koya.",
        None,
    ),  # value: count (two nights vs one)
    ("nv37b", "ユーザーは高野山の宿坊に1泊する予定だ。", None),  # tense: plans to stay vs stayed
    ("nv37c", "用户在比叡山的寺院宿坊住了一晚。", None),  # value: place (Mount Hiei vs Mount Koya)
    # vg38: Diwali with other Indian families at a community hall in Nishikasai
    ("v38", "The user celebrates Diwali with other Indian families at a community hall in Nishikasai.", "vg38"),
    ("v38j", "ユーザーは西葛西の公民館でほかのインド人家族と一緒にディワリを祝う。", "vg38"),
    ("v38z", "用户和其他印度家庭一起在西葛西的社区活动中心庆祝排灯节。", "vg38"),
    (
        "nv38a",
        "The user celebrates Holi with other Indian families at a community hall in Nishikasai.",
        None,
    ),  # value: festival (Holi vs Diwali)
    (
        "nv38b",
        "ユーザーは自宅でほかのインド人家族と一緒にディワリを祝う。",
        None,
    ),  # value: place (home vs community hall)
    ("nv38c", "用户的同事和其他印度家庭一起在西葛西的社区活动中心庆祝排灯节。", None),  # person: colleague vs user
    # vg39: goes back to Harbin every year for Chinese New Year
    ("v39", "The user goes back to Harbin every year for Chinese New Year.", "vg39"),
    ("v39j", "ユーザーは毎年春節にハルビンへ帰省する。", "vg39"),
    ("v39z", "用户每年春节都回哈尔滨。", "vg39"),
    ("v39z2", "每逢春节，用户都会回老家哈尔滨。", "vg39"),
    ("nv39a", "The user goes back to Dalian every year for Chinese New Year.", None),  # value: place (Dalian vs Harbin)
    ("nv39b", "ユーザーは毎年国慶節にハルビンへ帰省する。", None),  # value: holiday (National Day vs Chinese New Year)
    ("nv39c", "用户每两年春节回一次哈尔滨。", None),  # frequency: every two years vs every year
    # vg40: hosting Thanksgiving dinner at home for eight guests
    ("v40", "The user is hosting a Thanksgiving dinner at home for eight guests.", "vg40"),
    ("v40j", "ユーザーは自宅に8人のゲストを招いて感謝祭のディナーを開く。", "vg40"),
    ("v40z", "用户要在家里办感恩节晚餐，请八位客人。", "vg40"),
    (
        "nv40a",
        "The user is hosting a Thanksgiving dinner at home for twelve guests.",
        None,
    ),  # value: count (twelve vs eight guests)
    (
        "nv40b",
        "ユーザーは自宅に8人のゲストを招いてクリスマスのディナーを開く。",
        None,
    ),  # value: holiday (Christmas vs Thanksgiving)
    (
        "nv40c",
        "用户要作为八位客人之一，去朋友家参加感恩节晚餐。",
        None,
    ),  # direction: a guest at a friend's dinner vs the host
    # unrelated facts
    ("uv1", "The user is learning to knit a scarf for the winter.", None),
    ("uv2", "ユーザーは週末に古着屋を回るのが好きだ。", None),
    ("uv3", "用户最近开始在阳台上种番茄。", None),
    ("uv4", "The user's favourite snack is melon bread from the bakery by the station.", None),
    ("uv5", "ユーザーは冬になるとこたつで寝てしまうことが多い。", None),
    ("uv6", "用户的小女儿想养一只仓鼠。", None),
    ("uv7", "The user wears a fitness tracker to count their daily steps.", None),
    ("uv8", "ユーザーは駅ナカの薬局でよく目薬を買う。", None),
    ("uv9", "用户参加了一个徒步俱乐部，每个月爬一次山。", None),
    ("uv10", "The user volunteered at a water station during the Osaka Marathon.", None),
]
