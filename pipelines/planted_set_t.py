"""Planted set t (issue 13, stop 27): forty facts that a user of the assistant told it, each stated several ways,
with hard negatives that change exactly one thing, for one measurement of nightly linking on code never tuned on it.

Why: the development sets a..s have all been read and worked on, so their figures flatter the link checker; a set
written blind and measured once gives an honest figure. Set t stays in ``HELD_OUT`` until that measurement.

How it was written: blind, by a helper that read neither the link checker (memory/, experts/), the benchmarks
(bench/), nor any earlier planted set, only the brief's list of topics that earlier sets covered (to avoid them)
and the shared id format. The items are what an LLM summariser would keep about real users, not probes of what a
checker can or cannot do. Each group ``tgN`` is one fact in English (``tN``, sometimes a paraphrase ``tNp`` or a
second English item ``tNq``), Japanese (``tNj``, sometimes a second wording ``tNj2``) and Simplified Chinese
(``tNz``, sometimes ``tNz2``); each negative ``ntN<letter>`` keeps its group's template and changes one thing,
named in its trailing comment (``# <kind>: <what differs>``); ``utN`` are unrelated facts. No two negatives state
the same fact.

What it covers (angles new to the planted sets): a transfer between public elementary schools, a randoseru from
the in-laws, cram school fees, a university entrance exam (with a Reiwa date), hay fever medicine, glaucoma eye
drops, a workplace health check result, blood pressure medication, a blood type, a hearing aid, an MRI booking, a
dog's rabies shot at the city's group vaccination, a cat's neutering, a rear-end collision, a rental car, a
speeding fine, an overnight ferry, an airport limousine bus, a hotel cancellation fee, driving school, a bank
transfer fee, a lost credit card, an inheritance abroad, omiyamairi, a shichi-go-san photo shoot, a Christmas
cake, an internet installation date, moving a piano, a neighbourhood association fee, earthquake insurance, a
homestay family, a language exchange partner, an eikaiwa hourly wage, a translation rate, a permit to work outside
student status, a special re-entry permit, a marathon finish time, an ikebana class, a bonsai, and a Thai name.
Negatives change a person, a value (drug, dose, amount, date, time, place, company, school, colour, species,
language), the direction of a move, transfer or of teaching, tense, modality, polarity or frequency, in all three
languages.
"""

from __future__ import annotations

PLANTED_T: list[tuple[str, str, str | None]] = [
    # tg1: son transfers between public elementary schools in April
    ("t1", "The user's son will transfer from Minami Elementary School to Kita Elementary School in April.", "tg1"),
    ("t1p", "In April, the user's boy moves from Minami Elementary to Kita Elementary School.", "tg1"),
    ("t1j", "ユーザーの息子は4月に南小学校から北小学校へ転校する。", "tg1"),
    ("t1z", "用户的儿子四月将从南小学转学到北小学。", "tg1"),
    (
        "nt1a",
        "The user's daughter will transfer from Minami Elementary School to Kita Elementary School in April.",
        None,
    ),  # person: daughter vs son
    (
        "nt1b",
        "ユーザーの息子は4月に北小学校から南小学校へ転校する。",
        None,
    ),  # direction: from Kita to Minami (schools swapped)
    ("nt1c", "用户的儿子九月将从南小学转学到北小学。", None),  # date: September vs April
    # tg2: parents-in-law bought the daughter a red randoseru
    ("t2", "The user's parents-in-law bought the user's daughter a red randoseru.", "tg2"),
    ("t2j", "ユーザーの義理の両親が、娘に赤いランドセルを買ってくれた。", "tg2"),
    ("t2z", "用户配偶的父母给用户的女儿买了红色的日本小学生书包。", "tg2"),
    (
        "nt2a",
        "The user's parents bought the user's daughter a red randoseru.",
        None,
    ),  # person: parents vs parents-in-law
    ("nt2b", "ユーザーの義理の両親が、娘に黒いランドセルを買ってくれた。", None),  # value: colour (black vs red)
    ("nt2c", "用户配偶的父母给用户的儿子买了红色的日本小学生书包。", None),  # person: son vs daughter
    (
        "nt2d",
        "The user's parents-in-law plan to buy the user's daughter a red randoseru.",
        None,
    ),  # modality: plan vs bought
    # tg3: son's cram school costs 28,000 yen a month
    ("t3", "The user pays 28,000 yen a month for their son's cram school.", "tg3"),
    ("t3p", "The user's son's juku costs twenty-eight thousand yen per month, which the user pays.", "tg3"),
    ("t3j", "ユーザーは息子の塾代として月に2万8千円払っている。", "tg3"),
    ("t3z", "用户每个月为儿子的补习班支付两万八千日元。", "tg3"),
    ("nt3a", "The user pays 28,000 yen a year for their son's cram school.", None),  # frequency: per year vs per month
    ("nt3b", "ユーザーは息子の塾代として月に3万8千円払っている。", None),  # amount: 38,000 vs 28,000 yen
    ("nt3c", "用户每个月为女儿的补习班支付两万八千日元。", None),  # person: daughter vs son
    (
        "nt3d",
        "The user pays 28,000 yen a month for their son's swimming school.",
        None,
    ),  # value: lessons (swimming school vs cram school)
    # tg4: daughter sits the Osaka University entrance exam on 25 February 2027
    ("t4", "The user's daughter sits the Osaka University entrance exam on 25 February 2027.", "tg4"),
    ("t4j", "ユーザーの娘は2027年2月25日に大阪大学の入試を受ける。", "tg4"),
    ("t4z", "用户的女儿将于2027年2月25日参加大阪大学的入学考试。", "tg4"),
    ("t4j2", "ユーザーの娘さんの阪大入試は令和9年2月25日です。", "tg4"),
    (
        "nt4a",
        "The user's daughter sits the Kyoto University entrance exam on 25 February 2027.",
        None,
    ),  # value: university (Kyoto vs Osaka)
    ("nt4b", "ユーザーの娘は2027年3月12日に大阪大学の入試を受ける。", None),  # date: 12 March vs 25 February
    ("nt4c", "用户的儿子将于2027年2月25日参加大阪大学的入学考试。", None),  # person: son vs daughter
    # tg5: the user takes Allegra for hay fever every morning, February to April
    ("t5", "The user takes Allegra for hay fever every morning from February to April.", "tg5"),
    ("t5p", "Every morning between February and April, the user takes Allegra against pollen allergy.", "tg5"),
    ("t5j", "ユーザーは2月から4月まで毎朝、花粉症の薬アレグラを飲んでいる。", "tg5"),
    ("t5z", "用户二月到四月每天早上吃花粉症药Allegra。", "tg5"),
    (
        "nt5a",
        "The user takes Allegra for hay fever every evening from February to April.",
        None,
    ),  # time: evening vs morning
    (
        "nt5b",
        "ユーザーは2月から4月まで毎朝、花粉症の薬クラリチンを飲んでいる。",
        None,
    ),  # value: drug (Claritin vs Allegra)
    ("nt5c", "用户的丈夫二月到四月每天早上吃花粉症药Allegra。", None),  # person: husband vs user
    (
        "nt5d",
        "The user takes Allegra for hay fever every morning from August to October.",
        None,
    ),  # date: August-October vs February-April
    # tg6: father uses Xalatan glaucoma drops once every night
    ("t6", "The user's father puts in Xalatan glaucoma eye drops once every night.", "tg6"),
    ("t6j", "ユーザーの父は緑内障の目薬キサラタンを毎晩1回さしている。", "tg6"),
    ("t6z", "用户的父亲每天晚上滴一次治疗青光眼的眼药水适利达。", "tg6"),
    ("t6j2", "ユーザーのお父さんは、緑内障のためキサラタン点眼薬を夜に1日1回使っている。", "tg6"),
    (
        "nt6a",
        "The user's mother puts in Xalatan glaucoma eye drops once every night.",
        None,
    ),  # person: mother vs father
    ("nt6b", "ユーザーの父は緑内障の目薬キサラタンを毎朝1回さしている。", None),  # time: morning vs night
    ("nt6c", "用户的父亲每天晚上滴一次治疗青光眼的眼药水卢美根。", None),  # value: drug (Lumigan vs Xalatan)
    # tg7: the workplace health check flagged high LDL cholesterol
    ("t7", "The user's workplace health check flagged their LDL cholesterol as high.", "tg7"),
    ("t7p", "High LDL cholesterol was found in the user's health check at work.", "tg7"),
    ("t7j", "ユーザーは会社の健康診断でLDLコレステロールが高いと指摘された。", "tg7"),
    ("t7z", "用户在公司体检中被查出低密度脂蛋白胆固醇偏高。", "tg7"),
    (
        "nt7a",
        "The user's workplace health check flagged their blood sugar as high.",
        None,
    ),  # value: test item (blood sugar vs LDL cholesterol)
    ("nt7b", "ユーザーは会社の健康診断でLDLコレステロールが低いと指摘された。", None),  # value: result (low vs high)
    ("nt7c", "用户的妻子在公司体检中被查出低密度脂蛋白胆固醇偏高。", None),  # person: wife vs user
    # tg8: husband takes amlodipine 5 mg once a day for blood pressure
    ("t8", "The user's husband takes 5 mg of amlodipine once a day for high blood pressure.", "tg8"),
    ("t8j", "ユーザーの夫は高血圧のためアムロジピン5mgを1日1回飲んでいる。", "tg8"),
    ("t8z", "用户的丈夫因高血压每天服用一次5毫克氨氯地平。", "tg8"),
    ("t8z2", "为了控制血压，用户老公每天吃一次五毫克的氨氯地平。", "tg8"),
    (
        "nt8a",
        "The user's husband takes 10 mg of amlodipine once a day for high blood pressure.",
        None,
    ),  # dose: 10 mg vs 5 mg
    ("nt8b", "ユーザーの夫は高血圧のためアムロジピン5mgを1日2回飲んでいる。", None),  # frequency: twice vs once a day
    ("nt8c", "用户的父亲因高血压每天服用一次5毫克氨氯地平。", None),  # person: father vs husband
    # tg9: the user's blood type is AB
    ("t9", "The user's blood type is AB.", "tg9"),
    ("t9p", "The user has type AB blood.", "tg9"),
    ("t9j", "ユーザーの血液型はAB型だ。", "tg9"),
    ("t9z", "用户的血型是AB型。", "tg9"),
    ("nt9a", "The user's blood type is B.", None),  # value: blood type (B vs AB)
    ("nt9b", "ユーザーの息子の血液型はAB型だ。", None),  # person: son vs user
    ("nt9c", "用户的血型是O型。", None),  # value: blood type (O vs AB)
    # tg10: mother wears a hearing aid in her left ear
    ("t10", "The user's mother wears a hearing aid in her left ear.", "tg10"),
    ("t10j", "ユーザーの母は左耳に補聴器をつけている。", "tg10"),
    ("t10z", "用户的母亲左耳戴着助听器。", "tg10"),
    ("t10j2", "ユーザーのお母さんは左の耳に補聴器を使っている。", "tg10"),
    ("nt10a", "The user's mother wears a hearing aid in her right ear.", None),  # value: side (right vs left ear)
    ("nt10b", "ユーザーの義母は左耳に補聴器をつけている。", None),  # person: mother-in-law vs mother
    ("nt10c", "用户的母亲打算给左耳配助听器。", None),  # modality: plan vs already wears
    # tg11: head MRI at Kitano Hospital on 3 December at 10:30
    ("t11", "The user has a head MRI booked at Kitano Hospital on 3 December at 10:30.", "tg11"),
    ("t11p", "A brain MRI for the user is scheduled at Kitano Hospital for 10:30 a.m. on December 3.", "tg11"),
    ("t11j", "ユーザーは12月3日10時半に北野病院で頭部MRIを予約している。", "tg11"),
    ("t11z", "用户预约了12月3日上午10点半在北野医院做头部核磁共振。", "tg11"),
    (
        "nt11a",
        "The user has a head MRI booked at Kitano Hospital on 3 December at 14:30.",
        None,
    ),  # time: 14:30 vs 10:30
    (
        "nt11b",
        "ユーザーは12月3日10時半に北野病院で腰のMRIを予約している。",
        None,
    ),  # value: body part (lower back vs head)
    ("nt11c", "用户预约了12月13日上午10点半在北野医院做头部核磁共振。", None),  # date: 13 December vs 3 December
    # tg12: the dog got its rabies shot at the city's group vaccination on 12 April 2026
    ("t12", "The user's dog got its rabies shot at the city's group vaccination on 12 April 2026.", "tg12"),
    ("t12j", "ユーザーの犬は2026年4月12日に市の集合注射で狂犬病の予防接種を受けた。", "tg12"),
    ("t12z", "用户的狗于2026年4月12日在市里的集体接种点打了狂犬疫苗。", "tg12"),
    ("t12j2", "令和8年4月12日、ユーザーの愛犬は市の集団接種で狂犬病ワクチンを打った。", "tg12"),
    (
        "nt12a",
        "The user's dog got its rabies shot at a private vet clinic on 12 April 2026.",
        None,
    ),  # place: vet clinic vs city group vaccination
    ("nt12b", "ユーザーの犬は2026年5月12日に市の集合注射で狂犬病の予防接種を受けた。", None),  # date: May vs April
    ("nt12c", "用户的狗将于2026年4月12日在市里的集体接种点打狂犬疫苗。", None),  # tense: will get vs got
    # tg13: the cat will be neutered at Aoba Animal Hospital on 8 January
    ("t13", "The user's cat will be neutered at Aoba Animal Hospital on 8 January.", "tg13"),
    ("t13p", "On January 8, Aoba Animal Hospital will neuter the user's cat.", "tg13"),
    ("t13j", "ユーザーの猫は1月8日に青葉動物病院で去勢手術を受ける予定だ。", "tg13"),
    ("t13z", "用户的猫将于1月8日在青叶动物医院做绝育手术。", "tg13"),
    ("nt13a", "The user's cat will be neutered at Aoba Animal Hospital on 18 January.", None),  # date: 18 vs 8 January
    (
        "nt13b",
        "ユーザーの猫は1月8日に青葉動物病院でワクチン接種を受ける予定だ。",
        None,
    ),  # value: procedure (vaccination vs neutering)
    ("nt13c", "用户的兔子将于1月8日在青叶动物医院做绝育手术。", None),  # value: pet species (rabbit vs cat)
    # tg14: the user's car was rear-ended at a red light in Nagoya
    ("t14", "The user's car was hit from behind while waiting at a red light in Nagoya.", "tg14"),
    ("t14p", "In Nagoya, another car rear-ended the user's car as it waited at a red light.", "tg14"),
    ("t14j", "ユーザーの車は名古屋で赤信号で止まっているときに後ろから追突された。", "tg14"),
    ("t14z", "用户的车在名古屋等红灯时被后车追尾了。", "tg14"),
    (
        "nt14a",
        "The user's car rear-ended another car stopped at a red light in Nagoya.",
        None,
    ),  # direction: the user hit the car in front
    ("nt14b", "ユーザーの車は横浜で赤信号で止まっているときに後ろから追突された。", None),  # place: Yokohama vs Nagoya
    ("nt14c", "用户妻子的车在名古屋等红灯时被后车追尾了。", None),  # person: wife's car vs user's car
    # tg15: rented a car from Toyota Rent a Car at Naha Airport for three days
    ("t15", "The user rented a car from Toyota Rent a Car at Naha Airport for three days.", "tg15"),
    ("t15j", "ユーザーは那覇空港のトヨタレンタカーで3日間車を借りた。", "tg15"),
    ("t15z", "用户在那霸机场的丰田租车租了三天车。", "tg15"),
    ("t15j2", "ユーザーは那覇空港にあるトヨタレンタカーで、車を三日間レンタルした。", "tg15"),
    (
        "nt15a",
        "The user rented a car from Nippon Rent-A-Car at Naha Airport for three days.",
        None,
    ),  # company: Nippon Rent-A-Car vs Toyota
    ("nt15b", "ユーザーは那覇空港のトヨタレンタカーで5日間車を借りた。", None),  # duration: five vs three days
    ("nt15c", "用户在新千岁机场的丰田租车租了三天车。", None),  # place: New Chitose Airport vs Naha Airport
    # tg16: fined 18,000 yen for driving 25 km/h over the limit
    ("t16", "The user was fined 18,000 yen for driving 25 km/h over the speed limit.", "tg16"),
    ("t16p", "For speeding by 25 km/h, the user had to pay an 18,000-yen fine.", "tg16"),
    ("t16j", "ユーザーは25キロの速度超過で1万8千円の反則金を科された。", "tg16"),
    ("t16z", "用户因超速25公里被罚款一万八千日元。", "tg16"),
    (
        "nt16a",
        "The user was fined 12,000 yen for driving 25 km/h over the speed limit.",
        None,
    ),  # amount: 12,000 vs 18,000 yen
    (
        "nt16b",
        "ユーザーは35キロの速度超過で1万8千円の反則金を科された。",
        None,
    ),  # value: speed over the limit (35 vs 25 km/h)
    ("nt16c", "用户的丈夫因超速25公里被罚款一万八千日元。", None),  # person: husband vs user
    # tg17: overnight Sunflower ferry from Osaka to Beppu on 20 March
    ("t17", "The user will take the overnight Sunflower ferry from Osaka to Beppu on 20 March.", "tg17"),
    ("t17j", "ユーザーは3月20日に大阪から別府までフェリーさんふらわあの夜行便に乗る。", "tg17"),
    ("t17z", "用户将于3月20日乘坐Sunflower号夜间渡轮从大阪去别府。", "tg17"),
    (
        "nt17a",
        "The user will take the overnight Sunflower ferry from Beppu to Osaka on 20 March.",
        None,
    ),  # direction: Beppu to Osaka
    (
        "nt17b",
        "ユーザーは3月20日に大阪から志布志までフェリーさんふらわあの夜行便に乗る。",
        None,
    ),  # place: Shibushi vs Beppu
    ("nt17c", "用户将于3月20日乘坐夜行巴士从大阪去别府。", None),  # value: vehicle (night bus vs ferry)
    # tg18: booked the 6:40 limousine bus from Shinjuku to Narita Airport
    ("t18", "The user booked the 6:40 a.m. airport limousine bus from Shinjuku to Narita Airport.", "tg18"),
    ("t18p", "The user has a reservation on the 06:40 Airport Limousine from Shinjuku to Narita.", "tg18"),
    ("t18j", "ユーザーは新宿から成田空港行きの朝6時40分のリムジンバスを予約した。", "tg18"),
    ("t18z", "用户预订了早上6点40分从新宿开往成田机场的机场大巴。", "tg18"),
    (
        "nt18a",
        "The user booked the 6:40 a.m. airport limousine bus from Shinjuku to Haneda Airport.",
        None,
    ),  # place: Haneda vs Narita
    ("nt18b", "ユーザーは新宿から成田空港行きの朝7時40分のリムジンバスを予約した。", None),  # time: 7:40 vs 6:40
    ("nt18c", "用户预订了早上6点40分从成田机场开往新宿的机场大巴。", None),  # direction: Narita to Shinjuku
    # tg19: the Kyoto hotel charges 50% for a cancellation the day before
    ("t19", "The user's Kyoto hotel charges 50% of the room rate for cancellations made the day before.", "tg19"),
    ("t19p", "If the user cancels the Kyoto hotel one day ahead, half the room charge is billed.", "tg19"),
    ("t19j", "ユーザーが予約した京都のホテルは、前日キャンセルだと宿泊料金の50%がかかる。", "tg19"),
    ("t19z", "用户订的京都酒店前一天取消要收取房费的50%。", "tg19"),
    (
        "nt19a",
        "The user's Kyoto hotel charges 100% of the room rate for cancellations made the day before.",
        None,
    ),  # percentage: 100% vs 50%
    (
        "nt19b",
        "ユーザーが予約した京都のホテルは、当日キャンセルだと宿泊料金の50%がかかる。",
        None,
    ),  # date: same day vs day before
    ("nt19c", "用户订的大阪酒店前一天取消要收取房费的50%。", None),  # place: Osaka vs Kyoto
    # tg20: goes to driving school three times a week
    ("t20", "The user goes to driving school three times a week.", "tg20"),
    ("t20j", "ユーザーは週に3回自動車教習所に通っている。", "tg20"),
    ("t20z", "用户每周去驾校三次。", "tg20"),
    ("t20j2", "ユーザーは教習所に週3で通っている。", "tg20"),
    ("nt20a", "The user goes to driving school three times a month.", None),  # frequency: per month vs per week
    ("nt20b", "ユーザーの娘は週に3回自動車教習所に通っている。", None),  # person: daughter vs user
    ("nt20c", "用户每周去驾校两次。", None),  # count: twice vs three times
    # tg21: the user's bank charges 330 yen per transfer to another bank
    ("t21", "The user's bank charges 330 yen for each transfer to another bank.", "tg21"),
    ("t21p", "Transfers from the user's bank to other banks cost three hundred and thirty yen each.", "tg21"),
    ("t21j", "ユーザーの銀行は他行への振込に1回330円の手数料がかかる。", "tg21"),
    ("t21z", "用户的银行每笔跨行转账收取330日元手续费。", "tg21"),
    (
        "nt21a",
        "The user's bank charges 330 yen for each transfer within the same bank.",
        None,
    ),  # value: same bank vs another bank
    ("nt21b", "ユーザーの銀行は他行への振込に1回440円の手数料がかかる。", None),  # amount: 440 vs 330 yen
    ("nt21c", "用户的银行每笔跨行转账免手续费。", None),  # amount: free vs 330 yen
    # tg22: lost the Rakuten Card and had it suspended
    ("t22", "The user lost their Rakuten Card and had it suspended.", "tg22"),
    ("t22p", "After losing the Rakuten credit card, the user got the card company to block it.", "tg22"),
    ("t22j", "ユーザーは楽天カードをなくしたので利用を止めてもらった。", "tg22"),
    ("t22z", "用户丢了乐天信用卡，已经办理了停卡。", "tg22"),
    (
        "nt22a",
        "The user lost their Rakuten Card but has not had it suspended yet.",
        None,
    ),  # polarity: not suspended yet
    (
        "nt22b",
        "ユーザーはイオンカードをなくしたので利用を止めてもらった。",
        None,
    ),  # value: card (AEON Card vs Rakuten Card)
    ("nt22c", "用户的妻子丢了乐天信用卡，已经办理了停卡。", None),  # person: wife vs user
    # tg23: inherits the late father's apartment in Lyon
    ("t23", "The user is inheriting their late father's apartment in Lyon, France.", "tg23"),
    ("t23p", "The apartment in Lyon, France that belonged to the user's late father will pass to the user.", "tg23"),
    ("t23j", "ユーザーはフランス・リヨンにある亡き父のアパートを相続する。", "tg23"),
    ("t23z", "用户将继承已故父亲在法国里昂的公寓。", "tg23"),
    (
        "nt23a",
        "The user is inheriting their late mother's apartment in Lyon, France.",
        None,
    ),  # person: late mother vs late father
    ("nt23b", "ユーザーはフランス・マルセイユにある亡き父のアパートを相続する。", None),  # place: Marseille vs Lyon
    (
        "nt23c",
        "用户的哥哥将继承已故父亲在法国里昂的公寓。",
        None,
    ),  # person: the user's elder brother inherits vs the user
    # tg24: the baby's omiyamairi at Meiji Jingu on 15 June
    ("t24", "The user's baby will have the omiyamairi shrine visit at Meiji Jingu on 15 June.", "tg24"),
    ("t24q", "The user plans to take the newborn to Meiji Shrine for its first shrine visit on June 15.", "tg24"),
    ("t24j", "ユーザーの赤ちゃんのお宮参りは6月15日に明治神宮で行う予定だ。", "tg24"),
    ("t24z", "用户的宝宝将于6月15日在明治神宫进行满月参拜。", "tg24"),
    (
        "nt24a",
        "The user's baby will have the omiyamairi shrine visit at Meiji Jingu on 15 July.",
        None,
    ),  # date: 15 July vs 15 June
    (
        "nt24b",
        "ユーザーの赤ちゃんのお宮参りは6月15日に氷川神社で行う予定だ。",
        None,
    ),  # place: Hikawa Shrine vs Meiji Jingu
    (
        "nt24c",
        "用户的宝宝将于6月15日在明治神宫拍百日纪念照。",
        None,
    ),  # value: event (hundred-day photos vs first shrine visit)
    # tg25: booked a shichi-go-san photo shoot at Studio Alice for the three-year-old daughter
    ("t25", "The user booked a shichi-go-san photo shoot at Studio Alice for their three-year-old daughter.", "tg25"),
    (
        "t25p",
        "A Shichi-Go-San photo session at Studio Alice has been reserved by the user for their 3-year-old girl.",
        "tg25",
    ),
    ("t25j", "ユーザーは3歳の娘の七五三の写真撮影をスタジオアリスで予約した。", "tg25"),
    ("t25z", "用户在Studio Alice为三岁的女儿预约了七五三纪念照拍摄。", "tg25"),
    (
        "nt25a",
        "The user booked a shichi-go-san photo shoot at Studio Alice for their seven-year-old daughter.",
        None,
    ),  # age: seven vs three
    (
        "nt25b",
        "ユーザーは3歳の娘の七五三の写真撮影を近所の写真館で予約した。",
        None,
    ),  # place: local photo studio vs Studio Alice
    ("nt25c", "用户想在Studio Alice为三岁的女儿预约七五三纪念照拍摄。", None),  # modality: wish vs booked
    # tg26: Christmas cake reserved at Fujiya, picked up on 24 December
    ("t26", "The user reserved a Christmas cake at Fujiya to pick up on 24 December.", "tg26"),
    ("t26j", "ユーザーは不二家でクリスマスケーキを予約し、12月24日に受け取る。", "tg26"),
    ("t26z", "用户在不二家预订了圣诞蛋糕，十二月二十四日取货。", "tg26"),
    ("t26j2", "ユーザーは12/24受け取りのクリスマスケーキを不二家に予約した。", "tg26"),
    (
        "nt26a",
        "The user reserved a Christmas cake at Fujiya to pick up on 23 December.",
        None,
    ),  # date: 23 vs 24 December
    (
        "nt26b",
        "ユーザーはシャトレーゼでクリスマスケーキを予約し、12月24日に受け取る。",
        None,
    ),  # company: Chateraise vs Fujiya
    (
        "nt26c",
        "用户在不二家预订了生日蛋糕，十二月二十四日取货。",
        None,
    ),  # value: cake (birthday cake vs Christmas cake)
    # tg27: NTT installs internet at the new apartment on 10 January
    ("t27", "An NTT technician will install internet at the user's new apartment on 10 January.", "tg27"),
    ("t27p", "The user's new flat gets its internet line installed by NTT on January 10th.", "tg27"),
    ("t27j", "ユーザーの新しいアパートには1月10日にNTTの工事担当者が来てネット回線を開通させる。", "tg27"),
    ("t27z", "NTT的工作人员将于1月10日到用户的新公寓安装网络。", "tg27"),
    (
        "nt27a",
        "An NTT technician will install internet at the user's new apartment on 20 January.",
        None,
    ),  # date: 20 vs 10 January
    (
        "nt27b",
        "ユーザーの新しいアパートには1月10日にKDDIの工事担当者が来てネット回線を開通させる。",
        None,
    ),  # company: KDDI vs NTT
    (
        "nt27c",
        "NTT的工作人员将于1月10日到用户父母家安装网络。",
        None,
    ),  # place: the user's parents' home vs the new apartment
    # tg28: moving the upright piano costs 35,000 yen
    ("t28", "Moving the user's upright piano will cost 35,000 yen.", "tg28"),
    ("t28p", "The user will pay thirty-five thousand yen to have their upright piano moved.", "tg28"),
    ("t28j", "ユーザーのアップライトピアノの運搬には3万5千円かかる。", "tg28"),
    ("t28z", "搬运用户的立式钢琴要花三万五千日元。", "tg28"),
    (
        "nt28a",
        "Moving the user's grand piano will cost 35,000 yen.",
        None,
    ),  # value: instrument (grand vs upright piano)
    ("nt28b", "ユーザーのアップライトピアノの運搬には5万3千円かかる。", None),  # amount: 53,000 vs 35,000 yen
    ("nt28c", "调律用户的立式钢琴要花三万五千日元。", None),  # value: service (tuning vs moving)
    # tg29: neighbourhood association fee of 500 yen a month
    ("t29", "The user pays a neighbourhood association fee of 500 yen a month.", "tg29"),
    ("t29j", "ユーザーは町内会費を月500円払っている。", "tg29"),
    ("t29z", "用户每月交500日元的町内会会费。", "tg29"),
    ("t29j2", "ユーザーは自治会費として毎月五百円を納めている。", "tg29"),
    (
        "nt29a",
        "The user pays a neighbourhood association fee of 500 yen a year.",
        None,
    ),  # frequency: per year vs per month
    ("nt29b", "ユーザーは町内会費を月1000円払っている。", None),  # amount: 1,000 vs 500 yen
    (
        "nt29c",
        "用户每月交500日元的公寓管理费。",
        None,
    ),  # value: fee (building management fee vs neighbourhood association fee)
    # tg30: added earthquake insurance to the fire insurance policy
    ("t30", "The user added earthquake insurance to their fire insurance policy.", "tg30"),
    ("t30p", "Earthquake cover was added by the user to their fire insurance.", "tg30"),
    ("t30j", "ユーザーは火災保険に地震保険を付けた。", "tg30"),
    ("t30z", "用户在火灾保险上加保了地震保险。", "tg30"),
    (
        "nt30a",
        "The user did not add earthquake insurance to their fire insurance policy.",
        None,
    ),  # polarity: did not add
    ("nt30b", "ユーザーは火災保険に地震保険を付けるつもりだ。", None),  # modality: plan vs done
    ("nt30c", "用户的父母在火灾保险上加保了地震保险。", None),  # person: parents vs user
    # tg31: did a homestay with the Sato family in Sapporo
    ("t31", "The user did a homestay with the Sato family in Sapporo.", "tg31"),
    ("t31p", "The Sato family in Sapporo hosted the user for a homestay.", "tg31"),
    ("t31j", "ユーザーは札幌の佐藤さん一家にホームステイした。", "tg31"),
    ("t31z", "用户曾在札幌的佐藤家寄宿。", "tg31"),
    ("nt31a", "The user did a homestay with the Sato family in Hakodate.", None),  # place: Hakodate vs Sapporo
    ("nt31b", "ユーザーは札幌の鈴木さん一家にホームステイした。", None),  # person: Suzuki family vs Sato family
    ("nt31c", "用户的女儿曾在札幌的佐藤家寄宿。", None),  # person: daughter vs user
    # tg32: the user teaches Spanish to the language exchange partner Kenta
    ("t32", "The user teaches Spanish to Kenta, their language exchange partner.", "tg32"),
    ("t32p", "Kenta, the user's language exchange partner, is learning Spanish from the user.", "tg32"),
    ("t32j", "ユーザーは言語交換パートナーの健太さんにスペイン語を教えている。", "tg32"),
    ("t32z", "用户给语言交换伙伴健太教西班牙语。", "tg32"),
    (
        "nt32a",
        "Kenta, the user's language exchange partner, teaches Spanish to the user.",
        None,
    ),  # direction: Kenta teaches the user
    (
        "nt32b",
        "ユーザーは言語交換パートナーの健太さんにポルトガル語を教えている。",
        None,
    ),  # subject: Portuguese vs Spanish
    ("nt32c", "用户给语言交换伙伴美咲教西班牙语。", None),  # person: Misaki vs Kenta
    # tg33: earns 2,500 yen an hour teaching part-time at an eikaiwa
    ("t33", "The user earns 2,500 yen an hour teaching part-time at an eikaiwa.", "tg33"),
    (
        "t33p",
        "The user's hourly wage as a part-time English conversation school teacher is two thousand five hundred yen.",
        "tg33",
    ),
    ("t33j", "ユーザーは英会話教室のアルバイト講師で時給2500円をもらっている。", "tg33"),
    ("t33z", "用户在英语会话学校兼职教课，时薪2500日元。", "tg33"),
    ("nt33a", "The user earns 1,500 yen an hour teaching part-time at an eikaiwa.", None),  # amount: 1,500 vs 2,500 yen
    ("nt33b", "ユーザーは英会話教室のアルバイト講師で日給2500円をもらっている。", None),  # value: per day vs per hour
    (
        "nt33c",
        "用户在中文会话学校兼职教课，时薪2500日元。",
        None,
    ),  # value: school (Chinese vs English conversation school)
    # tg34: charges 12 yen a character for Japanese-to-English translation
    ("t34", "The user charges 12 yen per character for Japanese-to-English translation.", "tg34"),
    ("t34p", "For translating Japanese into English, the user's rate is twelve yen a character.", "tg34"),
    ("t34j", "ユーザーの和英翻訳の料金は1文字12円だ。", "tg34"),
    ("t34z", "用户日译英的翻译费是每个字12日元。", "tg34"),
    (
        "nt34a",
        "The user charges 12 yen per character for English-to-Japanese translation.",
        None,
    ),  # direction: English to Japanese
    ("nt34b", "ユーザーの和英翻訳の料金は1文字15円だ。", None),  # amount: 15 vs 12 yen
    (
        "nt34c",
        "用户日译中的翻译费是每个字12日元。",
        None,
    ),  # value: language pair (Japanese to Chinese vs Japanese to English)
    # tg35: a permit for activity outside student status allows up to 28 hours of work a week
    ("t35", "The user has permission to work up to 28 hours a week outside their student status.", "tg35"),
    ("t35p", "The user's shikakugai permit allows part-time work of at most twenty-eight hours per week.", "tg35"),
    ("t35j", "ユーザーは資格外活動許可を得ていて、週28時間までアルバイトできる。", "tg35"),
    ("t35z", "用户持有资格外活动许可，每周最多可以打工28小时。", "tg35"),
    (
        "nt35a",
        "The user has permission to work up to 40 hours a week outside their student status.",
        None,
    ),  # count: 40 vs 28 hours
    (
        "nt35b",
        "ユーザーの友人は資格外活動許可を得ていて、週28時間までアルバイトできる。",
        None,
    ),  # person: friend vs user
    ("nt35c", "用户持有资格外活动许可，每月最多可以打工28小时。", None),  # frequency: per month vs per week
    # tg36: leaving on a special re-entry permit, must return within one year
    ("t36", "The user is leaving on a special re-entry permit, so they must return to Japan within one year.", "tg36"),
    ("t36j", "ユーザーはみなし再入国許可で出国するので、1年以内に日本に戻らなければならない。", "tg36"),
    ("t36z", "用户以视为再入境许可出境，必须在一年内返回日本。", "tg36"),
    (
        "nt36a",
        "The user is leaving on a special re-entry permit, so they must return to Japan within six months.",
        None,
    ),  # duration: six months vs one year
    (
        "nt36b",
        "ユーザーの夫はみなし再入国許可で出国するので、1年以内に日本に戻らなければならない。",
        None,
    ),  # person: husband vs user
    ("nt36c", "用户以视为再入境许可出境，必须在两年内返回日本。", None),  # duration: two years vs one year
    # tg37: finished the Osaka Marathon in 3:42:15
    ("t37", "The user finished the Osaka Marathon in 3 hours 42 minutes 15 seconds.", "tg37"),
    ("t37p", "The user's Osaka Marathon finish time was 3:42:15.", "tg37"),
    ("t37j", "ユーザーは大阪マラソンを3時間42分15秒で完走した。", "tg37"),
    ("t37z", "用户以3小时42分15秒跑完了大阪马拉松。", "tg37"),
    (
        "nt37a",
        "The user finished the Kobe Marathon in 3 hours 42 minutes 15 seconds.",
        None,
    ),  # value: race (Kobe vs Osaka Marathon)
    ("nt37b", "ユーザーは大阪マラソンを4時間42分15秒で完走した。", None),  # time: 4:42:15 vs 3:42:15
    ("nt37c", "用户的同事以3小时42分15秒跑完了大阪马拉松。", None),  # person: colleague vs user
    # tg38: ikebana class on the second Saturday of every month
    ("t38", "The user takes an ikebana class on the second Saturday of every month.", "tg38"),
    ("t38j", "ユーザーは毎月第2土曜日に生け花教室に通っている。", "tg38"),
    ("t38z", "用户每个月第二个星期六去上插花课。", "tg38"),
    ("t38j2", "ユーザーは月に一度、第二土曜に華道を習っている。", "tg38"),
    (
        "nt38a",
        "The user takes an ikebana class on the fourth Saturday of every month.",
        None,
    ),  # date: fourth vs second Saturday
    ("nt38b", "ユーザーは毎月第2土曜日に書道教室に通っている。", None),  # subject: calligraphy vs ikebana
    ("nt38c", "用户的岳母每个月第二个星期六去上插花课。", None),  # person: mother-in-law vs user
    (
        "nt38d",
        "The user takes an ikebana class every Saturday.",
        None,
    ),  # frequency: every Saturday vs the second Saturday of the month
    # tg39: the father-in-law gave the user a black pine bonsai
    ("t39", "The user's father-in-law gave the user a black pine bonsai.", "tg39"),
    ("t39p", "A black pine bonsai was given to the user by their father-in-law.", "tg39"),
    ("t39j", "ユーザーは義父から黒松の盆栽をもらった。", "tg39"),
    ("t39z", "用户配偶的父亲送给用户一盆黑松盆景。", "tg39"),
    (
        "nt39a",
        "The user gave their father-in-law a black pine bonsai.",
        None,
    ),  # direction: the user gave it to the father-in-law
    ("nt39b", "ユーザーは義父から五葉松の盆栽をもらった。", None),  # value: species (Japanese white pine vs black pine)
    ("nt39c", "用户的父亲送给用户一盆黑松盆景。", None),  # person: own father vs father-in-law
    # tg40: the user's wife is named Siriporn Chaiyasit (Thai name)
    ("t40", "The user's wife is named Siriporn Chaiyasit.", "tg40"),
    ("t40p", "Siriporn Chaiyasit is the name of the user's wife.", "tg40"),
    ("t40j", "ユーザーの妻の名前はシリポーン・チャイヤシットだ。", "tg40"),
    ("t40z", "用户的妻子名叫诗丽蓬·猜亚西。", "tg40"),
    ("nt40a", "The user's sister is named Siriporn Chaiyasit.", None),  # person: sister vs wife
    ("nt40b", "ユーザーの妻の名前はシリワン・チャイヤシットだ。", None),  # value: given name (Siriwan vs Siriporn)
    ("nt40c", "用户的妻子名叫诗丽蓬·通猜。", None),  # value: family name (Thongchai vs Chaiyasit)
    # unrelated
    ("ut1", "The user reads manga through a monthly subscription app.", None),
    ("ut2", "ユーザーは週末に多摩川沿いでキャンプをするのが好きだ。", None),
    ("ut3", "用户上个月在料理教室学会了做天妇罗。", None),
    ("ut4", "The user's colleague Batbayar comes from Ulaanbaatar.", None),
    ("ut5", "ユーザーは防災リュックに3日分の水を入れている。", None),
    ("ut6", "用户打算今年冬天去长野滑雪。", None),
    ("ut7", "The user rents a small storage unit in Kawasaki for winter clothes.", None),
    ("ut8", "ユーザーの同僚のカルロス・キスペさんはペルー出身だ。", None),
    ("ut9", "用户参加了小区组织的消防演习。", None),
    ("ut10", "The user bought a box of Valentine's chocolates for their coworkers.", None),
]
