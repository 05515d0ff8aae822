"""Planted set o (issue 13, thirteenth round): forty facts, each stated three to five ways, with hard negatives.

Why it exists: nightly consolidation links two memories when they state the same fact, and each round of issue 13
changes the link checker. A set written before a round's code changes, and read once after that code is final, is
the only honest figure of how the checker does on memories it was never tuned on. Set o is that set for the
thirteenth round (``HELD_OUT`` in :mod:`pipelines.planted_sets`).

How it was written: blind. Its author read none of the checker's code (``memory/``, ``experts/``), no benchmark
code, notes or results, and no other set's data; only the structural test of set n, to copy its shape. The items
are what an LLM summariser would keep about real users of the assistant (foreign residents and travellers in Japan,
writing in English, Japanese or Chinese), not guesses at what a checker can or cannot do.

What it covers, in topics that lean away from allergies, visas, residence cards, leases, flights and kinship:
luggage forwarding, Shinkansen seats, a JR Pass, a ryokan stay; a fixed-term contract, fixed overtime pay, a
commute, payday, a pension scheme, e-Tax, a student loan, a card's debit day, a remittance, a utility bill; garbage
days, key money, an evacuation site, a phone carrier switch, a licence conversion, ward-office volunteering; a
clinic, a prescription (drug, dose, frequency), a due date, a dentist appointment, a vaccine dose; a nursery's
hours, a sports day, a school bento, a swimming lesson; the JLPT, teaching a language, futsal, a season ticket,
Friday prayers, a pescatarian diet; names in three scripts (Vietnamese, Nepali, Korean, Brazilian) and dates in
ISO, Western, Japanese era and Chinese-numeral forms, amounts and times in digits, kanji and words.

Paraphrases use converse verbs (sends / receives, teaches / learns from), subject-less and polite Japanese,
katakana loanwords, an era year, Chinese numerals, and harmless extra detail. Every hard negative keeps its group's
template and changes exactly one thing, named in its trailing comment: a value (seat, fee, specialty, vaccine,
garbage type, utility, team, scheme, name, document), an amount, dose, count, date or time, a place, station, line,
school level, subject, company or carrier, a person, the direction of a transfer or of teaching, tense or aspect,
modality, polarity, frequency or manner. Negatives are written in all three languages, many in another language
than their group's English item. The ``uo`` items are unrelated facts that must stay unlinked.

Two pairs of negatives state one fact between them (found after the one measurement, which scored their links as
wrong): no22a / no22d (the coworker teaches the user) and no31c / no31d (born 2018-06-15; 平成30年 is 2018). Each
pair shares a group of its own, ``ogKn`` as in set j, so linking the two is a true link and each stays a hard
negative of group ``ogK``.
"""

from __future__ import annotations

PLANTED_O: list[tuple[str, str, str | None]] = [
    # og1: suitcase forwarded from Narita Airport to the Kyoto hotel
    ("o1", "The user had their suitcase sent by takkyubin from Narita Airport to their hotel in Kyoto.", "og1"),
    ("o1j", "成田空港から京都のホテルまでスーツケースを宅急便で送ってもらった。", "og1"),
    ("o1z", "用户把行李箱从成田机场用快递寄到了京都的酒店。", "og1"),
    (
        "no1a",
        "The user had their suitcase sent by takkyubin from their hotel in Kyoto to Narita Airport.",
        None,
    ),  # direction: hotel to airport vs airport to hotel
    (
        "no1b",
        "成田空港から大阪のホテルまでスーツケースを宅急便で送ってもらった。",
        None,
    ),  # value: place (Osaka vs Kyoto hotel)
    ("no1c", "用户打算把行李箱从成田机场用快递寄到京都的酒店。", None),  # modality: plan vs done
    # og2: always books seat E on the Tokaido Shinkansen for the view of Mount Fuji
    ("o2", "The user always books window seat E on the Tokaido Shinkansen to see Mount Fuji.", "og2"),
    ("o2p", "To get a view of Mt. Fuji, the user reserves seat E every time they ride the Tokaido Shinkansen.", "og2"),
    ("o2j", "東海道新幹線では富士山が見えるように、いつもE席を予約している。", "og2"),
    ("o2z", "用户坐东海道新干线时总是订E座，为了看富士山。", "og2"),
    (
        "no2a",
        "The user always books window seat A on the Tokaido Shinkansen to see Mount Fuji.",
        None,
    ),  # value: seat (A vs E)
    (
        "no2b",
        "The user sometimes books window seat E on the Tokaido Shinkansen to see Mount Fuji.",
        None,
    ),  # frequency: sometimes vs always
    ("no2c", "夫は東海道新幹線では富士山が見えるように、いつもE席を予約している。", None),  # person: husband vs self
    # og3: one-year fixed-term employment contract
    ("o3", "The user is employed on a one-year fixed-term contract.", "og3"),
    ("o3j", "ユーザーは1年契約の有期雇用で働いている。", "og3"),
    ("o3z", "用户签的是为期一年的定期劳动合同。", "og3"),
    ("no3a", "The user is employed on a three-year fixed-term contract.", None),  # value: duration (three years vs one)
    ("no3b", "ユーザーの妻は1年契約の有期雇用で働いている。", None),  # person: wife vs self
    ("no3c", "用户以前签的是为期一年的定期劳动合同。", None),  # tense: used to vs now
    # og4: salary includes fixed overtime pay for 20 hours a month
    ("o4", "The user's salary includes fixed overtime pay covering 20 hours a month.", "og4"),
    ("o4p", "The user's monthly pay has deemed overtime for 20 hours built into it.", "og4"),
    ("o4j", "ユーザーの給料には月20時間分の固定残業代が含まれている。", "og4"),
    ("o4z", "用户的工资里包含每月二十小时的固定加班费。", "og4"),
    (
        "no4a",
        "The user's salary includes fixed overtime pay covering 40 hours a month.",
        None,
    ),  # count: hours (40 vs 20)
    ("no4b", "ユーザーの給料には月20時間分の固定残業代が含まれていない。", None),  # polarity: not included vs included
    ("no4c", "用户丈夫的工资里包含每月二十小时的固定加班费。", None),  # person: husband vs self
    # og5: commutes on the Tokyu Toyoko Line from Motosumiyoshi
    ("o5", "The user commutes to work on the Tokyu Toyoko Line from Motosumiyoshi Station.", "og5"),
    ("o5j", "ユーザーは元住吉駅から東急東横線で通勤している。", "og5"),
    ("o5z", "用户每天从元住吉站坐东急东横线上班。", "og5"),
    (
        "no5a",
        "The user commutes to work on the Tokyu Meguro Line from Motosumiyoshi Station.",
        None,
    ),  # line: Meguro vs Toyoko (both stop there)
    ("no5b", "ユーザーは綱島駅から東急東横線で通勤している。", None),  # station: Tsunashima vs Motosumiyoshi
    ("no5c", "用户的丈夫每天从元住吉站坐东急东横线上班。", None),  # person: husband vs self
    # og6: burnable garbage collected on Tuesdays and Fridays
    ("o6", "In the user's neighborhood, burnable garbage is collected on Tuesdays and Fridays.", "og6"),
    ("o6j", "ユーザーの地域では、燃えるゴミの収集日は火曜日と金曜日だ。", "og6"),
    ("o6z", "用户住的地方每周二和周五收可燃垃圾。", "og6"),
    ("o6j2", "うちの地区は可燃ごみが火・金の回収です。", "og6"),
    (
        "no6a",
        "In the user's neighborhood, plastic garbage is collected on Tuesdays and Fridays.",
        None,
    ),  # value: garbage type (plastic vs burnable)
    ("no6b", "ユーザーの地域では、燃えるゴミの収集日は月曜日と木曜日だ。", None),  # date: days (Mon/Thu vs Tue/Fri)
    ("no6c", "用户住的地方每周二和周五收不可燃垃圾。", None),  # value: garbage type (non-burnable vs burnable)
    # og7: paid one month's rent as key money
    ("o7", "The user paid one month's rent as key money when moving into their apartment.", "og7"),
    ("o7j", "ユーザーは今のアパートに入るとき、礼金を家賃1か月分払った。", "og7"),
    ("o7z", "用户搬进公寓时付了一个月房租的礼金。", "og7"),
    (
        "no7a",
        "The user paid two months' rent as key money when moving into their apartment.",
        None,
    ),  # amount: two months vs one
    ("no7b", "ユーザーは今のアパートに入るとき、敷金を家賃1か月分払った。", None),  # value: fee (deposit vs key money)
    ("no7c", "用户的朋友搬进公寓时付了一个月房租的礼金。", None),  # person: friend vs self
    # og8: regular clinic is Sakura Internal Medicine near Ogikubo Station
    ("o8", "The user's regular clinic is Sakura Internal Medicine near Ogikubo Station.", "og8"),
    ("o8p", "Sakura Internal Medicine, close to Ogikubo Station, is the clinic the user usually goes to.", "og8"),
    ("o8j", "かかりつけは荻窪駅の近くにあるさくら内科です。", "og8"),
    ("o8z", "用户常去的诊所是荻洼站附近的樱花内科。", "og8"),
    (
        "no8a",
        "The user's regular clinic is Sakura Internal Medicine near Asagaya Station.",
        None,
    ),  # station: Asagaya vs Ogikubo
    ("no8b", "娘のかかりつけは荻窪駅の近くにあるさくら内科です。", None),  # person: daughter vs self
    ("no8c", "用户常去的牙科是荻洼站附近的樱花牙科。", None),  # value: specialty (dentist vs internal medicine)
    # og9: takes amlodipine 5 mg once a day for high blood pressure
    ("o9", "The user takes 5 mg of amlodipine once a day for high blood pressure.", "og9"),
    ("o9q", "For hypertension, the user is on amlodipine, 5 milligrams daily.", "og9"),
    ("o9j", "ユーザーは高血圧のためにアムロジピン5mgを1日1回飲んでいる。", "og9"),
    ("o9z", "用户因为高血压每天服用一次氨氯地平五毫克。", "og9"),
    ("no9a", "The user takes 10 mg of amlodipine once a day for high blood pressure.", None),  # dose: 10 mg vs 5 mg
    ("no9b", "ユーザーは高血圧のためにアムロジピン5mgを1日2回飲んでいる。", None),  # frequency: twice vs once a day
    ("no9c", "用户的父亲因为高血压每天服用一次氨氯地平五毫克。", None),  # person: father vs self
    (
        "no9d",
        "The user used to take 5 mg of amlodipine once a day for high blood pressure.",
        None,
    ),  # tense: used to vs now
    # og10: wife due to give birth in March 2027 at a Yokohama hospital
    ("o10", "The user's wife is due to give birth in March 2027 at a hospital in Yokohama.", "og10"),
    ("o10j", "妻は令和9年3月に横浜の病院で出産する予定だ。", "og10"),
    ("o10z", "用户的妻子预产期是二〇二七年三月，将在横滨的医院分娩。", "og10"),
    (
        "no10a",
        "The user's wife is due to give birth in April 2027 at a hospital in Yokohama.",
        None,
    ),  # date: April vs March
    ("no10b", "義理の妹は令和9年3月に横浜の病院で出産する予定だ。", None),  # person: sister-in-law vs wife
    ("no10c", "用户的妻子预产期是二〇二七年三月，将在河内的医院分娩。", None),  # place: Hanoi vs Yokohama
    # og11: dentist appointment on December 3 at 4:30 pm
    ("o11", "The user has a dentist appointment on December 3 at 4:30 pm.", "og11"),
    ("o11j", "12月3日の16時半に歯医者の予約がある。", "og11"),
    ("o11z", "用户十二月三日下午四点半约了牙医。", "og11"),
    ("no11a", "The user has a dentist appointment on December 3 at 3:30 pm.", None),  # time: 3:30 vs 4:30 pm
    ("no11b", "12月13日の16時半に歯医者の予約がある。", None),  # date: December 13 vs 3
    ("no11c", "用户十二月三日下午四点半约了眼科。", None),  # value: eye doctor vs dentist
    ("no11d", "The user's son has a dentist appointment on December 3 at 4:30 pm.", None),  # person: son vs self
    # og12: son got his second MR vaccine dose in April
    ("o12", "The user's son got his second measles-rubella (MR) vaccine shot in April.", "og12"),
    ("o12j", "息子は4月にMRワクチン（麻しん風しん混合）の2回目を接種した。", "og12"),
    ("o12z", "用户的儿子四月打了第二针麻疹风疹（MR）疫苗。", "og12"),
    (
        "no12a",
        "The user's son got his first measles-rubella (MR) vaccine shot in April.",
        None,
    ),  # count: first vs second dose
    ("no12b", "娘は4月にMRワクチン（麻しん風しん混合）の2回目を接種した。", None),  # person: daughter vs son
    ("no12c", "用户的儿子四月打了第二针水痘疫苗。", None),  # value: vaccine (chickenpox vs MR)
    (
        "no12d",
        "The user's son will get his second measles-rubella (MR) vaccine shot in April.",
        None,
    ),  # tense: future vs past
    # og13: daughter at Hikari Nursery School 8:30-17:30 on weekdays
    ("o13", "The user's daughter goes to Hikari Nursery School from 8:30 am to 5:30 pm on weekdays.", "og13"),
    ("o13p", "On weekdays, the user's daughter is at Hikari Nursery School between 8:30 and 17:30.", "og13"),
    ("o13j", "娘は平日、朝8時半から夕方5時半までひかり保育園に通っている。", "og13"),
    ("o13z", "用户的女儿工作日从早上八点半到下午五点半在光保育园。", "og13"),
    (
        "no13a",
        "The user's daughter goes to Hikari Nursery School from 8:30 am to 6:30 pm on weekdays.",
        None,
    ),  # time: until 6:30 vs 5:30 pm
    ("no13b", "息子は平日、朝8時半から夕方5時半までひかり保育園に通っている。", None),  # person: son vs daughter
    ("no13c", "用户的女儿工作日从早上八点半到下午五点半在绿保育园。", None),  # place: Midori vs Hikari nursery
    # og14: son's elementary school sports day on October 12
    ("o14", "The user's son's elementary school sports day is on October 12.", "og14"),
    ("o14j", "息子の小学校の運動会は10月12日です。", "og14"),
    ("o14z", "用户儿子所在小学的运动会在十月十二日。", "og14"),
    (
        "no14a",
        "The user's son's junior high school sports day is on October 12.",
        None,
    ),  # school level: junior high vs elementary
    ("no14b", "息子の小学校の学芸会は10月12日です。", None),  # value: event (school play day vs sports day)
    ("no14c", "用户儿子所在小学的运动会在十月十九日。", None),  # date: October 19 vs 12
    # og15: daughter brings a bento instead of eating school lunch
    ("o15", "The user's daughter brings a bento from home instead of eating the school lunch.", "og15"),
    ("o15j", "娘は給食を食べずに、家からお弁当を持って行っている。", "og15"),
    ("o15z", "用户的女儿不吃学校的午餐，而是从家里带便当。", "og15"),
    (
        "no15a",
        "The user's son brings a bento from home instead of eating the school lunch.",
        None,
    ),  # person: son vs daughter
    (
        "no15b",
        "娘は金曜日だけ、給食を食べずに家からお弁当を持って行っている。",
        None,
    ),  # frequency: only Fridays vs always
    ("no15c", "用户的女儿以前不吃学校的午餐，而是从家里带便当。", None),  # tense: used to vs now
    # og16: sends 50,000 yen a month to mother in the Philippines via Wise
    ("o16", "The user sends 50,000 yen every month to their mother in the Philippines through Wise.", "og16"),
    ("o16p", "Every month the user's mother in the Philippines receives 50,000 yen from the user via Wise.", "og16"),
    ("o16j", "毎月Wiseでフィリピンの母に5万円を送金している。", "og16"),
    ("o16z", "用户每个月通过Wise给在菲律宾的母亲汇五万日元。", "og16"),
    (
        "no16a",
        "The user sends 30,000 yen every month to their mother in the Philippines through Wise.",
        None,
    ),  # amount: 30,000 vs 50,000 yen
    ("no16b", "毎月Wiseでフィリピンの父に5万円を送金している。", None),  # person: father vs mother
    ("no16c", "用户每两个月通过Wise给在菲律宾的母亲汇五万日元。", None),  # frequency: every two months vs monthly
    (
        "no16d",
        "The user receives 50,000 yen every month from their mother in the Philippines through Wise.",
        None,
    ),  # direction: receives vs sends
    # og17: Rakuten Card bill debited on the 27th
    ("o17", "The user's Rakuten Card bill is debited from their account on the 27th of every month.", "og17"),
    ("o17j", "楽天カードの引き落とし日は毎月27日です。", "og17"),
    ("o17z", "用户的乐天信用卡每月二十七号从账户扣款。", "og17"),
    (
        "no17a",
        "The user's Rakuten Card bill is debited from their account on the 10th of every month.",
        None,
    ),  # date: 10th vs 27th
    ("no17b", "イオンカードの引き落とし日は毎月27日です。", None),  # company: Aeon Card vs Rakuten Card
    ("no17c", "用户妻子的乐天信用卡每月二十七号从账户扣款。", None),  # person: wife vs self
    # og18: repaying a JASSO student loan at 15,000 yen a month
    ("o18", "The user is repaying a JASSO student loan at 15,000 yen a month.", "og18"),
    ("o18j", "ユーザーは日本学生支援機構の奨学金を毎月1万5千円ずつ返している。", "og18"),
    ("o18z", "用户每月偿还一万五千日元的日本学生支援机构助学贷款。", "og18"),
    ("no18a", "The user is repaying a JASSO student loan at 20,000 yen a month.", None),  # amount: 20,000 vs 15,000 yen
    (
        "no18b",
        "ユーザーは日本学生支援機構の奨学金を毎月1万5千円ずつ返し、すでに完済した。",
        None,
    ),  # aspect: finished repaying vs still repaying
    ("no18c", "用户的女儿每月偿还一万五千日元的日本学生支援机构助学贷款。", None),  # person: daughter vs self
    # og19: payday is the 25th
    ("o19", "The user gets paid on the 25th of every month.", "og19"),
    ("o19j", "給料日は毎月25日です。", "og19"),
    ("o19z", "用户每个月二十五号发工资。", "og19"),
    ("o19j2", "ユーザーの給与は毎月二十五日に振り込まれる。", "og19"),
    ("no19a", "The user gets paid on the 20th of every month.", None),  # date: 20th vs 25th
    ("no19b", "夫の給料日は毎月25日です。", None),  # person: husband vs self
    ("no19c", "用户以前每个月二十五号发工资。", None),  # tense: used to vs now
    # og20: files own tax return every year with e-Tax
    ("o20", "The user files their own final tax return every year using e-Tax.", "og20"),
    ("o20j", "ユーザーは毎年、自分でe-Taxを使って確定申告をしている。", "og20"),
    ("o20z", "用户每年自己用e-Tax做确定申告（报税）。", "og20"),
    (
        "no20a",
        "The user files their own final tax return every year in person at the tax office.",
        None,
    ),  # manner: at the tax office vs e-Tax
    ("no20b", "夫は毎年、自分でe-Taxを使って確定申告をしている。", None),  # person: husband vs self
    ("no20c", "用户今年第一次自己用e-Tax做确定申告（报税）。", None),  # frequency: first time this year vs every year
    # og21: plans to take JLPT N2 in July 2027
    ("o21", "The user plans to take the JLPT N2 in July 2027.", "og21"),
    ("o21p", "The user intends to sit the N2 level of the Japanese-Language Proficiency Test in July 2027.", "og21"),
    ("o21j", "ユーザーは2027年7月に日本語能力試験のN2を受けるつもりだ。", "og21"),
    ("o21z", "用户打算二〇二七年七月参加日语能力考试N2。", "og21"),
    ("no21a", "The user plans to take the JLPT N1 in July 2027.", None),  # value: level (N1 vs N2)
    ("no21b", "ユーザーは2027年12月に日本語能力試験のN2を受けるつもりだ。", None),  # date: December vs July 2027
    ("no21c", "用户的妻子打算二〇二七年七月参加日语能力考试N2。", None),  # person: wife vs self
    # og22: teaches Portuguese to a Japanese coworker every Saturday
    ("o22", "The user teaches Portuguese to a Japanese coworker every Saturday.", "og22"),
    ("o22p", "Every Saturday a Japanese colleague learns Portuguese from the user.", "og22"),
    ("o22j", "ユーザーは毎週土曜日に日本人の同僚にポルトガル語を教えている。", "og22"),
    ("o22z", "用户每个星期六教一位日本同事葡萄牙语。", "og22"),
    (
        "no22a",
        "A Japanese coworker teaches the user Portuguese every Saturday.",
        "og22n",
    ),  # direction of teaching: coworker teaches the user
    ("no22b", "ユーザーは毎週土曜日に日本人の同僚にスペイン語を教えている。", None),  # subject: Spanish vs Portuguese
    ("no22c", "用户每个星期天教一位日本同事葡萄牙语。", None),  # date: Sunday vs Saturday
    (
        "no22d",
        "日本人の同僚が毎週土曜日にユーザーにポルトガル語を教えている。",
        "og22n",
    ),  # direction of teaching: coworker teaches the user
    # og23: plays futsal with coworkers on Thursday evenings
    ("o23", "The user plays futsal with coworkers every Thursday evening.", "og23"),
    ("o23j", "毎週木曜日の夜、会社の同僚とフットサルをしている。", "og23"),
    ("o23z", "用户每周四晚上和同事踢五人制足球。", "og23"),
    (
        "no23a",
        "The user plays basketball with coworkers every Thursday evening.",
        None,
    ),  # value: sport (basketball vs futsal)
    ("no23b", "毎週水曜日の夜、会社の同僚とフットサルをしている。", None),  # date: Wednesday vs Thursday
    ("no23c", "用户每周四晚上和邻居踢五人制足球。", None),  # person: neighbors vs coworkers
    # og24: season ticket for Kawasaki Frontale home games
    ("o24", "The user has a season ticket for Kawasaki Frontale home games.", "og24"),
    ("o24j", "ユーザーは川崎フロンターレのホームゲームのシーズンチケットを持っている。", "og24"),
    ("o24z", "用户有川崎前锋主场比赛的季票。", "og24"),
    (
        "no24a",
        "The user has a season ticket for Yokohama F. Marinos home games.",
        None,
    ),  # value: team (Marinos vs Frontale)
    (
        "no24b",
        "ユーザーは川崎フロンターレのホームゲームのシーズンチケットを買いたいと思っている。",
        None,
    ),  # modality: wish vs has
    ("no24c", "用户的儿子有川崎前锋主场比赛的季票。", None),  # person: son vs self
    # og25: Friday prayers at Tokyo Camii every week
    ("o25", "The user goes to Friday prayers at Tokyo Camii every week.", "og25"),
    ("o25j", "ユーザーは毎週、東京ジャーミイで金曜礼拝に参加している。", "og25"),
    ("o25z", "用户每周五都去东京清真寺做主麻礼拜。", "og25"),
    ("no25a", "The user goes to Friday prayers at Kobe Mosque every week.", None),  # place: Kobe Mosque vs Tokyo Camii
    (
        "no25b",
        "ユーザーは月に一度、東京ジャーミイで金曜礼拝に参加している。",
        None,
    ),  # frequency: once a month vs weekly
    ("no25c", "用户的儿子每周五都去东京清真寺做主麻礼拜。", None),  # person: son vs self
    # og26: eats fish but no meat (pescatarian)
    ("o26", "The user doesn't eat meat but does eat fish.", "og26"),
    ("o26p", "The user is a pescatarian.", "og26"),
    ("o26j", "ユーザーは肉は食べないが、魚は食べる。", "og26"),
    ("o26z", "用户不吃肉，但是吃鱼。", "og26"),
    ("no26a", "The user doesn't eat meat or fish.", None),  # polarity: does not eat fish
    ("no26b", "娘は肉は食べないが、魚は食べる。", None),  # person: daughter vs self
    ("no26c", "用户以前不吃肉，但是吃鱼。", None),  # tense: used to vs now
    # og27: the user's name is Nguyen Thi Lan
    ("o27", "The user's full name is Nguyen Thi Lan.", "og27"),
    ("o27q", "The user is called Nguyễn Thị Lan.", "og27"),
    ("o27j", "ユーザーの名前はグエン・ティ・ランです。", "og27"),
    ("o27z", "用户的全名是阮氏兰。", "og27"),
    ("no27a", "The user's full name is Nguyen Thi Hoa.", None),  # value: given name (Hoa vs Lan)
    ("no27b", "ユーザーの娘の名前はグエン・ティ・ランです。", None),  # person: daughter vs self
    ("no27c", "用户的全名是陈氏兰。", None),  # value: family name (Tran vs Nguyen)
    # og28: roommate Bikash Gurung from Pokhara
    ("o28", "The user's roommate is Bikash Gurung from Pokhara.", "og28"),
    ("o28j", "ユーザーのルームメイトはポカラ出身のビカシュ・グルンさんだ。", "og28"),
    ("o28z", "用户的室友是来自博卡拉的比卡什·古隆。", "og28"),
    ("no28a", "The user's roommate is Bikash Gurung from Kathmandu.", None),  # place: Kathmandu vs Pokhara
    (
        "no28b",
        "ユーザーのルームメイトはポカラ出身のビカシュ・タマンさんだ。",
        None,
    ),  # value: surname (Tamang vs Gurung)
    ("no28c", "用户以前的室友是来自博卡拉的比卡什·古隆。", None),  # tense: former vs current roommate
    ("no28d", "The user's coworker is Bikash Gurung from Pokhara.", None),  # person: coworker vs roommate
    # og29: Japanese teacher is Park Ji-yeon
    ("o29", "The user's Japanese teacher is Park Ji-yeon.", "og29"),
    ("o29p", "Park Ji-yeon teaches the user Japanese.", "og29"),
    ("o29j", "ユーザーの日本語の先生はパク・ジヨン先生です。", "og29"),
    ("o29z", "用户的日语老师是朴智妍。", "og29"),
    ("no29a", "The user's Korean teacher is Park Ji-yeon.", None),  # subject: Korean vs Japanese
    ("no29b", "ユーザーの日本語の先生はキム・ジヨン先生です。", None),  # value: name (Kim vs Park)
    ("no29c", "用户是朴智妍的日语老师。", None),  # direction of teaching: the user teaches Park Ji-yeon
    # og30: wife's father Antonio Costa lives in Hamamatsu
    ("o30", "The user's wife's father, Antonio Costa, lives in Hamamatsu.", "og30"),
    ("o30p", "Antonio Costa, the father of the user's wife, lives in Hamamatsu.", "og30"),
    ("o30j", "妻の父のアントニオ・コスタさんは浜松に住んでいる。", "og30"),
    ("o30z", "用户的岳父安东尼奥·科斯塔住在滨松。", "og30"),
    ("no30a", "The user's wife's father, Antonio Costa, lives in Toyota.", None),  # place: Toyota vs Hamamatsu
    ("no30b", "妻の兄のアントニオ・コスタさんは浜松に住んでいる。", None),  # person: wife's brother vs wife's father
    ("no30c", "用户的岳父安东尼奥·科斯塔以前住在滨松。", None),  # tense: used to live vs lives
    # og31: daughter born on June 15, 2019
    ("o31", "The user's daughter was born on June 15, 2019.", "og31"),
    ("o31q", "The user's daughter's date of birth is 2019-06-15.", "og31"),
    ("o31j", "娘は令和元年6月15日生まれです。", "og31"),
    ("o31z", "用户的女儿出生于二〇一九年六月十五日。", "og31"),
    ("no31a", "The user's daughter was born on June 16, 2019.", None),  # date: day (16 vs 15)
    ("no31b", "息子は令和元年6月15日生まれです。", None),  # person: son vs daughter
    ("no31c", "用户的女儿出生于二〇一八年六月十五日。", "og31n"),  # date: year (2018 vs 2019)
    ("no31d", "娘は平成30年6月15日生まれです。", "og31n"),  # date: year (Heisei 30 = 2018 vs Reiwa 1 = 2019)
    # og32: last month's electricity bill about 12,000 yen
    ("o32", "The user's electricity bill for last month was about 12,000 yen.", "og32"),
    ("o32j", "先月の電気代は1万2千円くらいだった。", "og32"),
    ("o32z", "用户上个月的电费大约一万二千日元。", "og32"),
    ("no32a", "The user's gas bill for last month was about 12,000 yen.", None),  # value: utility (gas vs electricity)
    ("no32b", "先月の電気代は2万1千円くらいだった。", None),  # amount: 21,000 vs 12,000 yen
    ("no32c", "用户这个月的电费大约一万二千日元。", None),  # date: this month vs last month
    # og33: son's swimming lesson on Wednesdays at 4:45 pm
    ("o33", "The user's son has swimming lessons every Wednesday starting at 4:45 pm.", "og33"),
    ("o33p", "Every Wednesday at a quarter to five in the afternoon, the user's son's swimming class begins.", "og33"),
    ("o33j", "息子のスイミングは毎週水曜日の16時45分から始まる。", "og33"),
    ("o33z", "用户的儿子每周三下午四点四十五分开始上游泳课。", "og33"),
    (
        "no33a",
        "The user's son has swimming lessons every Wednesday starting at 5:45 pm.",
        None,
    ),  # time: 5:45 vs 4:45 pm
    ("no33b", "息子のピアノは毎週水曜日の16時45分から始まる。", None),  # subject: piano vs swimming
    ("no33c", "用户的儿子每周四下午四点四十五分开始上游泳课。", None),  # date: Thursday vs Wednesday
    (
        "no33d",
        "The user's daughter has swimming lessons every Wednesday starting at 4:45 pm.",
        None,
    ),  # person: daughter vs son
    # og34: bought a 14-day JR Pass for the April trip
    ("o34", "The user bought a 14-day Japan Rail Pass for their trip in April.", "og34"),
    ("o34j", "ユーザーは4月の旅行のために14日間のJRパスを買った。", "og34"),
    ("o34z", "用户为四月的旅行买了十四天的日本铁路通票。", "og34"),
    ("no34a", "The user bought a 7-day Japan Rail Pass for their trip in April.", None),  # count: 7 vs 14 days
    ("no34b", "ユーザーは4月の旅行のために14日間のJRパスを買うつもりだ。", None),  # modality: plan vs done
    ("no34c", "用户为五月的旅行买了十四天的日本铁路通票。", None),  # date: May vs April
    # og35: two nights at a Kinosaki Onsen ryokan over New Year
    ("o35", "The user stayed two nights at a ryokan in Kinosaki Onsen over the New Year holidays.", "og35"),
    ("o35j", "ユーザーは年末年始に城崎温泉の旅館に2泊した。", "og35"),
    ("o35z", "用户新年假期在城崎温泉的日式旅馆住了两晚。", "og35"),
    ("o35j2", "お正月休みに城崎温泉の旅館で二泊しました。", "og35"),
    (
        "no35a",
        "The user stayed two nights at a ryokan in Kusatsu Onsen over the New Year holidays.",
        None,
    ),  # place: Kusatsu vs Kinosaki
    ("no35b", "ユーザーは年末年始に城崎温泉の旅館に3泊した。", None),  # count: three vs two nights
    ("no35c", "用户想在新年假期去城崎温泉的日式旅馆住两晚。", None),  # modality: wish vs done
    # og36: converted a Philippine driver's license at Samezu
    (
        "o36",
        "The user converted their Philippine driver's license to a Japanese one at the Samezu license center.",
        "og36",
    ),
    ("o36p", "At Samezu, the user had their Philippine driving licence switched to a Japanese licence.", "og36"),
    ("o36j", "ユーザーは鮫洲運転免許試験場でフィリピンの運転免許を日本の免許に切り替えた。", "og36"),
    ("o36z", "用户在鲛洲驾照考试场把菲律宾驾照换成了日本驾照。", "og36"),
    (
        "no36a",
        "The user converted their Vietnamese driver's license to a Japanese one at the Samezu license center.",
        None,
    ),  # value: document (Vietnamese vs Philippine license)
    (
        "no36b",
        "ユーザーは府中運転免許試験場でフィリピンの運転免許を日本の免許に切り替えた。",
        None,
    ),  # place: Fuchu vs Samezu
    ("no36c", "用户打算在鲛洲驾照考试场把菲律宾驾照换成日本驾照。", None),  # modality: plan vs done
    (
        "no36d",
        "The user's wife converted her Philippine driver's license to a Japanese one at the Samezu license center.",
        None,
    ),  # person: wife vs self
    # og37: enrolled in the Employees' Pension through the company
    ("o37", "The user is enrolled in the Employees' Pension Insurance through their company.", "og37"),
    ("o37j", "ユーザーは会社を通じて厚生年金に加入している。", "og37"),
    ("o37z", "用户通过公司加入了厚生年金保险。", "og37"),
    (
        "no37a",
        "ユーザーは会社を通じて企業年金に加入している。",
        None,
    ),  # value: scheme (corporate pension vs Employees' Pension)
    (
        "no37b",
        "The user's wife is enrolled in the Employees' Pension Insurance through her company.",
        None,
    ),  # person: wife vs self
    ("no37c", "用户以前通过公司加入过厚生年金保险。", None),  # tense: formerly vs now
    # og38: switched phone carrier from SoftBank to Rakuten Mobile
    ("o38", "The user switched their phone carrier from SoftBank to Rakuten Mobile.", "og38"),
    ("o38p", "The user dropped SoftBank and is now with Rakuten Mobile for their phone.", "og38"),
    ("o38j", "ユーザーはスマホの回線をソフトバンクから楽天モバイルに乗り換えた。", "og38"),
    ("o38z", "用户把手机运营商从软银换成了乐天移动。", "og38"),
    (
        "no38a",
        "The user switched their phone carrier from Rakuten Mobile to SoftBank.",
        None,
    ),  # direction: Rakuten to SoftBank
    (
        "no38b",
        "ユーザーはスマホの回線をソフトバンクからドコモに乗り換えた。",
        None,
    ),  # carrier: docomo vs Rakuten Mobile
    ("no38c", "用户的母亲把手机运营商从软银换成了乐天移动。", None),  # person: mother vs self
    (
        "no38d",
        "The user is thinking about switching their phone carrier from SoftBank to Rakuten Mobile.",
        None,
    ),  # modality: considering vs done
    # og39: volunteer interpreter at Shinjuku ward office once a month
    ("o39", "The user volunteers as an interpreter at the Shinjuku ward office once a month.", "og39"),
    ("o39j", "ユーザーは月に1回、新宿区役所で通訳ボランティアをしている。", "og39"),
    ("o39z", "用户每个月一次在新宿区政府当志愿翻译。", "og39"),
    (
        "no39a",
        "The user volunteers as an interpreter at the Nakano ward office once a month.",
        None,
    ),  # place: Nakano vs Shinjuku ward office
    ("no39b", "ユーザーは毎週、新宿区役所で通訳ボランティアをしている。", None),  # frequency: weekly vs monthly
    ("no39c", "用户的姐姐每个月一次在新宿区政府当志愿翻译。", None),  # person: elder sister vs self
    # og40: designated evacuation site is Minami Elementary School
    ("o40", "The user's designated evacuation site is Minami Elementary School.", "og40"),
    ("o40j", "ユーザーの指定避難所は南小学校です。", "og40"),
    ("o40z", "用户的指定避难所是南小学。", "og40"),
    ("o40j2", "災害のときの避難先は南小学校に決まっている。", "og40"),
    (
        "no40a",
        "The user's designated evacuation site is Kita Elementary School.",
        None,
    ),  # place: Kita vs Minami Elementary
    ("no40b", "ユーザーの指定避難所は南中学校です。", None),  # school level: junior high vs elementary
    ("no40c", "用户父母的指定避难所是南小学。", None),  # person: parents vs self
    # unrelated
    ("uo1", "The user is learning to make soba noodles at a cooking class.", None),
    ("uo2", "ユーザーは毎朝、近所の公園でラジオ体操をしている。", None),
    ("uo3", "用户最近在学习弹尤克里里。", None),
    ("uo4", "The user's apartment faces south and gets a lot of sunlight.", None),
    ("uo5", "ユーザーは花粉症で、春になると目がかゆくなる。", None),
    ("uo6", "用户的笔记本电脑是两年前在秋叶原买的。", None),
    ("uo7", "The user keeps a diary in Japanese every night.", None),
    ("uo8", "ユーザーの好きな季節は秋です。", None),
    ("uo9", "用户每个周末都去附近的图书馆看书。", None),
    ("uo10", "The user's favorite ramen shop is in Ebisu.", None),
]

__all__ = ["PLANTED_O"]
