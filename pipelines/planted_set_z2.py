"""Set z, groups 21-40 and the ten unrelated facts (written blind in stop 33 with groups 1-20; see
:mod:`pipelines.planted_set_z` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_Z``, assembled there.
"""

from __future__ import annotations

PLANTED_Z_21_40: list[tuple[str, str, str | None]] = [
    # zg21: the company labour union, dues ¥2,500 a month
    ("z21", "The user joined the company labour union and pays dues of ¥2,500 a month.", "zg21"),
    ("z21j", "ユーザーは会社の労働組合に入っていて、組合費を月2,500円払っている。", "zg21"),
    ("z21j2", "社内の労組に加入しており、組合費は毎月二千五百円です。", "zg21"),
    ("z21z", "用户加入了公司工会，每月交两千五百日元会费。", "zg21"),
    (
        "nz21a",
        "The user joined the company labour union and pays dues of ¥5,200 a month.",
        None,
    ),  # value: amount (5,200 vs 2,500 yen)
    (
        "nz21b",
        "ユーザーは会社の労働組合に入っていて、組合費を年2,500円払っている。",
        None,
    ),  # frequency: a year vs a month
    ("nz21c", "用户退出了公司工会，不再每月交两千五百日元会费。", None),  # polarity: left vs joined
    (
        "nz21d",
        "The user's wife joined her company's labour union and pays dues of ¥2,500 a month.",
        None,
    ),  # person: wife vs user
    # zg22: allowed to drive the company car home on weekdays
    ("z22", "The user is allowed to drive the company car home on weekdays.", "zg22"),
    ("z22p", "On weekdays the company lets the user take the company car home.", "zg22"),
    ("z22j", "ユーザーは平日、社用車で帰宅することが認められている。", "zg22"),
    ("z22z", "公司允许用户在工作日把公司的车开回家。", "zg22"),
    (
        "nz22a",
        "The user is not allowed to drive the company car home on weekdays.",
        None,
    ),  # polarity: not allowed vs allowed
    ("nz22b", "ユーザーは週末、社用車で帰宅することが認められている。", None),  # value: days (weekends vs weekdays)
    ("nz22c", "公司要求用户在工作日把公司的车开回家。", None),  # modality: required vs allowed
    (
        "nz22d",
        "The user's manager is allowed to drive the company car home on weekdays.",
        None,
    ),  # person: manager vs user
    # zg23: a barista at a café in Nakameguro four days a week
    ("z23", "The user works as a barista at a café in Nakameguro four days a week.", "zg23"),
    ("z23j", "ユーザーは中目黒のカフェで週4日バリスタとして働いている。", "zg23"),
    ("z23j2", "中目黒のカフェでバリスタをしています。週に四日です。", "zg23"),
    ("z23z", "用户每周四天在中目黑的一家咖啡馆当咖啡师。", "zg23"),
    (
        "nz23a",
        "The user works as a barista at a café in Nakameguro two days a week.",
        None,
    ),  # frequency: two vs four days a week
    (
        "nz23b",
        "ユーザーは中目黒のカフェで週4日ホールスタッフとして働いている。",
        None,
    ),  # value: job (floor staff vs barista)
    ("nz23c", "用户每周四天在代官山的一家咖啡馆当咖啡师。", None),  # value: place (Daikanyama vs Nakameguro)
    (
        "nz23d",
        "The user used to work as a barista at a café in Nakameguro four days a week.",
        None,
    ),  # tense: used to vs does now
    # zg24: Uber Eats deliveries by bicycle at weekends
    ("z24", "The user delivers food for Uber Eats by bicycle on weekends.", "zg24"),
    ("z24p", "On weekends the user does Uber Eats deliveries on a bike.", "zg24"),
    ("z24j", "ユーザーは週末、自転車でウーバーイーツの配達をしている。", "zg24"),
    ("z24z", "用户周末骑自行车给Uber Eats送外卖。", "zg24"),
    ("nz24a", "The user delivers food for Uber Eats by scooter on weekends.", None),  # manner: by scooter vs by bicycle
    (
        "nz24b",
        "ユーザーは平日の夜、自転車でウーバーイーツの配達をしている。",
        None,
    ),  # value: time (weekday evenings vs weekends)
    ("nz24c", "用户周末骑自行车给出前馆送外卖。", None),  # value: company (Demae-can vs Uber Eats)
    (
        "nz24d",
        "The user's younger brother delivers food for Uber Eats by bicycle on weekends.",
        None,
    ),  # person: younger brother vs user
    # zg25: the takken exam on the third Sunday of October
    ("z25", "The user is taking the real-estate broker exam (takken) on the third Sunday of October.", "zg25"),
    ("z25j", "ユーザーは10月の第3日曜日に宅建の試験を受ける。", "zg25"),
    ("z25j2", "十月第三日曜日に宅地建物取引士試験を受験します。", "zg25"),
    ("z25z", "用户将在十月的第三个星期日参加宅建（宅地建物交易士）考试。", "zg25"),
    (
        "nz25a",
        "The user is taking the real-estate broker exam (takken) on the second Sunday of October.",
        None,
    ),  # value: date (second vs third Sunday)
    (
        "nz25b",
        "ユーザーは10月の第3日曜日に管理業務主任者の試験を受ける。",
        None,
    ),  # value: exam (condominium manager vs takken)
    ("nz25c", "用户的丈夫将在十月的第三个星期日参加宅建（宅地建物交易士）考试。", None),  # person: husband vs user
    (
        "nz25d",
        "The user took the real-estate broker exam (takken) on the third Sunday of October.",
        None,
    ),  # tense: took vs will take
    # zg26: 5 kW of solar panels on the house roof last autumn
    ("z26", "The user had 5 kW of solar panels installed on the roof of their house last autumn.", "zg26"),
    ("z26p", "Last fall a 5-kilowatt solar panel system was put on the roof of the user's house.", "zg26"),
    ("z26j", "ユーザーは去年の秋、自宅の屋根に5キロワットの太陽光パネルを設置した。", "zg26"),
    ("z26z", "用户去年秋天在自家屋顶安装了五千瓦的太阳能板。", "zg26"),
    (
        "nz26a",
        "The user had 3 kW of solar panels installed on the roof of their house last autumn.",
        None,
    ),  # value: capacity (3 vs 5 kW)
    (
        "nz26b",
        "ユーザーは去年の春、自宅の屋根に5キロワットの太陽光パネルを設置した。",
        None,
    ),  # value: date (last spring vs last autumn)
    ("nz26c", "用户去年秋天在父母家的屋顶安装了五千瓦的太阳能板。", None),  # value: place (parents' house vs own house)
    # zg27: ¥60,000 to re-cover the tatami of a six-mat room
    ("z27", "The user paid ¥60,000 to replace the tatami in their six-mat room.", "zg27"),
    ("z27j", "ユーザーは6畳間の畳を張り替えるのに6万円払った。", "zg27"),
    ("z27j2", "六畳の和室の畳替えに六万円を支払いました。", "zg27"),
    ("z27z", "用户花了六万日元更换六叠房间的榻榻米。", "zg27"),
    (
        "nz27a",
        "The user paid ¥90,000 to replace the tatami in their six-mat room.",
        None,
    ),  # value: amount (90,000 vs 60,000 yen)
    ("nz27b", "ユーザーは8畳間の畳を張り替えるのに6万円払った。", None),  # value: room (eight mats vs six)
    ("nz27c", "用户的房东花了六万日元更换六叠房间的榻榻米。", None),  # person: landlord vs user
    (
        "nz27d",
        "The user will pay ¥60,000 to replace the tatami in their six-mat room.",
        None,
    ),  # tense: will pay vs paid
    # zg28: ¥15,000 each time a local company clears the snow from the roof in Tokamachi
    ("z28", "The user pays a local company ¥15,000 each time it clears the snow from their roof in Tokamachi.", "zg28"),
    ("z28j", "ユーザーは十日町の家の雪下ろしを地元の業者に頼んでいて、1回1万5千円払っている。", "zg28"),
    ("z28z", "用户请当地公司清除十日町家里屋顶的积雪，每次付一万五千日元。", "zg28"),
    (
        "nz28a",
        "The user pays a local company ¥15,000 a season to clear the snow from their roof in Tokamachi.",
        None,
    ),  # frequency: a season vs each time
    (
        "nz28b",
        "ユーザーは十日町の家の雪下ろしを地元の業者に頼んでいて、1回2万5千円払っている。",
        None,
    ),  # value: amount (25,000 vs 15,000 yen)
    (
        "nz28c",
        "用户请当地公司清除十日町家里停车场的积雪，每次付一万五千日元。",
        None,
    ),  # value: place (parking space vs roof)
    (
        "nz28d",
        "A local company pays the user ¥15,000 each time the user clears the snow from its roof in Tokamachi.",
        None,
    ),  # direction/role: the company pays the user
    # zg29: the landlord's permission for a smart lock on the front door
    ("z29", "The user's landlord gave permission to install a smart lock on the front door.", "zg29"),
    ("z29p", "The user was allowed by the landlord to put a smart lock on the front door.", "zg29"),
    ("z29j", "ユーザーは大家さんから玄関にスマートロックを付ける許可をもらった。", "zg29"),
    ("z29z", "房东同意用户在大门上安装智能锁。", "zg29"),
    (
        "nz29a",
        "The user's landlord refused permission to install a smart lock on the front door.",
        None,
    ),  # polarity: refused vs gave permission
    (
        "nz29b",
        "ユーザーは大家さんから玄関に防犯カメラを付ける許可をもらった。",
        None,
    ),  # value: item (security camera vs smart lock)
    ("nz29c", "房东同意用户在阳台门上安装智能锁。", None),  # value: place (balcony door vs front door)
    (
        "nz29d",
        "The user asked the landlord for permission to install a smart lock on the front door.",
        None,
    ),  # tense/aspect: asked vs was given
    # zg30: ¥400,000 of crypto gains declared as miscellaneous income
    (
        "z30",
        "The user has to declare ¥400,000 of cryptocurrency gains as miscellaneous income on their tax return.",
        "zg30",
    ),
    ("z30j", "ユーザーは暗号資産の利益40万円を雑所得として確定申告しなければならない。", "zg30"),
    ("z30j2", "仮想通貨で出た40万円の儲けを、雑所得として確定申告する必要があります。", "zg30"),
    ("z30z", "用户必须把四十万日元的加密货币收益作为杂项所得进行报税。", "zg30"),
    (
        "nz30a",
        "The user has to declare ¥140,000 of cryptocurrency gains as miscellaneous income on their tax return.",
        None,
    ),  # value: amount (140,000 vs 400,000 yen)
    (
        "nz30b",
        "ユーザーはFXの利益40万円を雑所得として確定申告しなければならない。",
        None,
    ),  # value: asset (FX vs crypto)
    ("nz30c", "用户不需要把四十万日元的加密货币收益作为杂项所得进行报税。", None),  # modality: need not vs must
    (
        "nz30d",
        "The user's husband has to declare ¥400,000 of cryptocurrency gains as miscellaneous income on his tax return.",
        None,
    ),  # person: husband vs user
    # zg31: the husband won ¥100,000 in the Year-End Jumbo lottery
    ("z31", "The user's husband won ¥100,000 in the Year-End Jumbo lottery.", "zg31"),
    ("z31p", "In the Year-End Jumbo Takarakuji, ¥100,000 was won by the user's husband.", "zg31"),
    ("z31j", "ユーザーの夫は年末ジャンボ宝くじで10万円が当たった。", "zg31"),
    ("z31z", "用户的丈夫在年末大型彩票中中了十万日元。", "zg31"),
    (
        "nz31a",
        "The user's husband won ¥10,000 in the Year-End Jumbo lottery.",
        None,
    ),  # value: amount (10,000 vs 100,000 yen)
    (
        "nz31b",
        "ユーザーの夫はサマージャンボ宝くじで10万円が当たった。",
        None,
    ),  # value: lottery (Summer vs Year-End Jumbo)
    ("nz31c", "用户的父亲在年末大型彩票中中了十万日元。", None),  # person: father vs husband
    (
        "nz31d",
        "The user's husband spent ¥100,000 on Year-End Jumbo lottery tickets.",
        None,
    ),  # direction/role: spent vs won
    # zg32: the son's year abroad in Vancouver from September
    ("z32", "The user's son will study abroad in Vancouver for one year starting in September.", "zg32"),
    ("z32p", "From September the user's son will spend a year studying in Vancouver.", "zg32"),
    ("z32j", "ユーザーの息子は9月から1年間バンクーバーに留学する。", "zg32"),
    ("z32z", "用户的儿子从九月开始去温哥华留学一年。", "zg32"),
    (
        "nz32a",
        "The user's son will study abroad in Toronto for one year starting in September.",
        None,
    ),  # value: place (Toronto vs Vancouver)
    (
        "nz32b",
        "ユーザーの息子は9月から半年間バンクーバーに留学する。",
        None,
    ),  # value: duration (half a year vs one year)
    ("nz32c", "用户的女儿从九月开始去温哥华留学一年。", None),  # person: daughter vs son
    (
        "nz32d",
        "The user's son studied abroad in Vancouver for one year starting in September.",
        None,
    ),  # tense: past vs planned
    # zg33: the husband's grandmother turned 100 and received a silver cup from the prime minister
    (
        "z33",
        "The user's husband's grandmother turned 100 in September and got a silver sake cup from the prime minister.",
        "zg33",
    ),
    ("z33j", "ユーザーの夫の祖母は9月に100歳になり、内閣総理大臣から銀杯を贈られた。", "zg33"),
    ("z33z", "用户丈夫的祖母九月满一百岁，收到了首相赠送的银酒杯。", "zg33"),
    (
        "nz33a",
        "The user's grandmother turned 100 in September and got a silver sake cup from the prime minister.",
        None,
    ),  # person: the user's grandmother vs the husband's
    ("nz33b", "ユーザーの夫の祖母は9月に99歳になり、内閣総理大臣から銀杯を贈られた。", None),  # value: age (99 vs 100)
    ("nz33c", "用户丈夫的祖母九月满一百岁，收到了市长赠送的银酒杯。", None),  # value: giver (mayor vs prime minister)
    (
        "nz33d",
        "The user's husband's grandma will turn 100 in September and get a silver sake cup from the prime minister.",
        None,
    ),  # tense: will vs did
    # zg34: an ofrenda for the late grandfather every year on 2 November (Day of the Dead)
    (
        "z34",
        "Every year on 2 November the user sets up an ofrenda for their late grandfather for the Day of the Dead.",
        "zg34",
    ),
    ("z34j", "ユーザーは毎年11月2日の死者の日に、亡くなった祖父のためにオフレンダ（祭壇）を飾る。", "zg34"),
    ("z34z", "用户每年十一月二日亡灵节都会为已故的祖父布置祭坛。", "zg34"),
    (
        "nz34a",
        "Every year on 2 November the user sets up an ofrenda for their late grandmother for the Day of the Dead.",
        None,
    ),  # person: grandmother vs grandfather
    (
        "nz34b",
        "ユーザーは今年初めて、11月2日の死者の日に亡くなった祖父のためにオフレンダ（祭壇）を飾る。",
        None,
    ),  # frequency: for the first time this year vs every year
    ("nz34c", "用户每年十一月二日亡灵节都会去已故祖父的墓前扫墓。", None),  # value: activity (grave visit vs altar)
    # zg35: an Onam sadhya for 20 people from the Kerala association on 5 September
    ("z35", "The user is cooking an Onam sadhya for 20 people from the Kerala association on 5 September.", "zg35"),
    ("z35j", "ユーザーは9月5日、ケララ州出身者の会の20人のためにオーナムのサディヤを作る。", "zg35"),
    ("z35z", "用户九月五日要为喀拉拉同乡会的二十个人做欧南节宴席。", "zg35"),
    (
        "nz35a",
        "The user is cooking an Onam sadhya for 40 people from the Kerala association on 5 September.",
        None,
    ),  # value: count (40 vs 20 people)
    (
        "nz35b",
        "ユーザーは9月15日、ケララ州出身者の会の20人のためにオーナムのサディヤを作る。",
        None,
    ),  # value: date (15 vs 5 September)
    (
        "nz35c",
        "喀拉拉同乡会的二十个人九月五日要为用户做欧南节宴席。",
        None,
    ),  # direction/role: the association cooks for the user
    (
        "nz35d",
        "The user is ordering in an Onam sadhya for 20 people from the Kerala association on 5 September.",
        None,
    ),  # manner: ordered vs cooked
    # zg36: organising the children's Easter egg hunt at the church in Yokohama on 5 April
    ("z36", "The user is organising the children's Easter egg hunt at their church in Yokohama on 5 April.", "zg36"),
    (
        "z36p",
        "The children's Easter egg hunt at the user's Yokohama church on April 5 is being organised by the user.",
        "zg36",
    ),
    ("z36j", "ユーザーは4月5日に横浜の教会で行われる子ども向けのイースターエッグハントを企画している。", "zg36"),
    ("z36z", "用户正在筹办四月五日在横滨教会举行的儿童复活节寻蛋活动。", "zg36"),
    (
        "nz36a",
        "The user is organising the children's Easter egg hunt at their church in Yokohama on 12 April.",
        None,
    ),  # value: date (12 vs 5 April)
    (
        "nz36b",
        "ユーザーの妻は4月5日に横浜の教会で行われる子ども向けのイースターエッグハントを企画している。",
        None,
    ),  # person: wife vs user
    (
        "nz36c",
        "用户要参加四月五日在横滨教会举行的儿童复活节寻蛋活动。",
        None,
    ),  # direction/role: takes part vs organises
    (
        "nz36d",
        "The user is organising the children's Easter egg hunt at their church in Kobe on 5 April.",
        None,
    ),  # value: place (Kobe vs Yokohama)
    # zg37: the nephew Arjun Sharma sits the EJU in Delhi in November
    ("z37", "The user's nephew Arjun Sharma will sit the EJU in Delhi in November.", "zg37"),
    (
        "z37p",
        "In November Arjun Sharma, the user's nephew, sits the Examination for Japanese University Admission in Delhi.",
        "zg37",
    ),
    ("z37j", "ユーザーの甥のアルジュン・シャルマは11月にデリーで日本留学試験（EJU）を受ける。", "zg37"),
    ("z37z", "用户的外甥阿尔琼·夏尔马十一月将在德里参加日本留学考试（EJU）。", "zg37"),
    (
        "nz37a",
        "The user's nephew Arjun Sharma will sit the EJU in Delhi in June.",
        None,
    ),  # value: month (June vs November)
    (
        "nz37b",
        "ユーザーの甥のアルジュン・シャルマは11月にデリーで日本語能力試験を受ける。",
        None,
    ),  # value: exam (JLPT vs EJU)
    ("nz37c", "用户的外甥阿尔琼·夏尔马十一月将在东京参加日本留学考试（EJU）。", None),  # value: place (Tokyo vs Delhi)
    ("nz37d", "The user's nephew Arjun Sharma sat the EJU in Delhi in November.", None),  # tense: sat vs will sit
    # zg38: the daughter passed Eiken Grade 2 in January
    ("z38", "The user's daughter passed Eiken Grade 2 in January.", "zg38"),
    ("z38j", "ユーザーの娘は1月に英検2級に合格した。", "zg38"),
    ("z38j2", "娘さんが一月に実用英語技能検定の二級に受かった。", "zg38"),
    ("z38z", "用户的女儿一月通过了英检二级。", "zg38"),
    ("nz38a", "The user's daughter passed Eiken Grade Pre-2 in January.", None),  # value: grade (Pre-2 vs 2)
    ("nz38b", "ユーザーの娘は1月に英検2級に落ちた。", None),  # polarity: failed vs passed
    ("nz38c", "用户的儿子一月通过了英检二级。", None),  # person: son vs daughter
    ("nz38d", "The user's daughter passed Eiken Grade 2 in June.", None),  # value: month (June vs January)
    # zg39: the PhD defence at Tohoku University, 10 February 2026 (Reiwa 8) at 13:00
    ("z39", "The user's PhD defence at Tohoku University is on 10 February 2026 at 13:00.", "zg39"),
    ("z39p", "The user will defend their doctoral thesis at Tohoku University at 1 pm on February 10, 2026.", "zg39"),
    ("z39j", "ユーザーの東北大学での博士論文の公聴会は令和8年2月10日の午後1時からだ。", "zg39"),
    ("z39z", "用户在东北大学的博士论文答辩定于二〇二六年二月十日下午一点。", "zg39"),
    ("z39z2", "用户的博士答辩：东北大学，2026年2月10日13:00。", "zg39"),
    (
        "nz39a",
        "The user's PhD defence at Tohoku University is on 10 February 2026 at 15:00.",
        None,
    ),  # value: time (15:00 vs 13:00)
    (
        "nz39b",
        "ユーザーの東北大学での博士論文の公聴会は令和8年2月17日の午後1時からだ。",
        None,
    ),  # value: date (17 vs 10 February)
    (
        "nz39c",
        "用户同研究室的同学在东北大学的博士论文答辩定于二〇二六年二月十日下午一点。",
        None,
    ),  # person: labmate vs user
    (
        "nz39d",
        "The user's master's defence at Tohoku University is on 10 February 2026 at 13:00.",
        None,
    ),  # value: degree (master's vs PhD)
    # zg40: a reskilling subsidy covered 70% of the coding bootcamp fee
    ("z40", "A government reskilling subsidy covered 70% of the user's coding bootcamp fee.", "zg40"),
    (
        "z40p",
        "The user paid only 30% of their coding bootcamp fee because a government reskilling subsidy covered the rest.",
        "zg40",
    ),
    ("z40j", "ユーザーのプログラミングスクールの受講料は、国のリスキリング補助金で7割がまかなわれた。", "zg40"),
    ("z40z", "政府的技能再培训补贴支付了用户编程训练营学费的百分之七十。", "zg40"),
    (
        "nz40a",
        "A government reskilling subsidy covered 50% of the user's coding bootcamp fee.",
        None,
    ),  # value: amount (50% vs 70%)
    (
        "nz40b",
        "ユーザーの英会話スクールの受講料は、国のリスキリング補助金で7割がまかなわれた。",
        None,
    ),  # value: school (English conversation vs coding)
    ("nz40c", "政府的技能再培训补贴将支付用户编程训练营学费的百分之七十。", None),  # tense: will cover vs covered
    (
        "nz40d",
        "A government reskilling subsidy covered 70% of the user's wife's coding bootcamp fee.",
        None,
    ),  # person: wife vs user
    # unrelated facts: each must stay alone
    ("uz1", "The user prefers aisle seats on long flights.", None),
    ("uz2", "ユーザーは毎朝ラジオ体操をしている。", None),
    ("uz3", "用户的手机是去年买的二手苹果手机。", None),
    ("uz4", "The user's flat gets very cold in winter because it faces north.", None),
    ("uz5", "ユーザーは納豆が苦手だ。", None),
    ("uz6", "用户的女儿很喜欢画恐龙。", None),
    ("uz7", "The user listens to Japanese podcasts on the train to work.", None),
    ("uz8", "ユーザーの実家はサンパウロにある。", None),
    ("uz9", "用户在京都一家旅行社当导游兼翻译。", None),
    ("uz10", "The user's grandmother taught them to knit.", None),
]
