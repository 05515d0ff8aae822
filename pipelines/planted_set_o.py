"""Planted set o (issue 13, thirteenth round), written blind: work in progress, first 20 groups."""

from __future__ import annotations

PLANTED_O: list[tuple[str, str, str | None]] = [
    # og1: suitcase forwarded from Narita Airport to the Kyoto hotel
    ("o1", "The user had their suitcase sent by takkyubin from Narita Airport to their hotel in Kyoto.", "og1"),
    ("o1j", "成田空港から京都のホテルまでスーツケースを宅急便で送ってもらった。", "og1"),
    ("o1z", "用户把行李箱从成田机场用快递寄到了京都的酒店。", "og1"),
    ("no1a", "The user had their suitcase sent by takkyubin from their hotel in Kyoto to Narita Airport.", None),  # direction: hotel to airport vs airport to hotel
    ("no1b", "成田空港から大阪のホテルまでスーツケースを宅急便で送ってもらった。", None),  # value: place (Osaka vs Kyoto hotel)
    ("no1c", "用户打算把行李箱从成田机场用快递寄到京都的酒店。", None),  # modality: plan vs done
    # og2: always books seat E on the Tokaido Shinkansen for the view of Mount Fuji
    ("o2", "The user always books window seat E on the Tokaido Shinkansen to see Mount Fuji.", "og2"),
    ("o2p", "To get a view of Mt. Fuji, the user reserves seat E every time they ride the Tokaido Shinkansen.", "og2"),
    ("o2j", "東海道新幹線では富士山が見えるように、いつもE席を予約している。", "og2"),
    ("o2z", "用户坐东海道新干线时总是订E座，为了看富士山。", "og2"),
    ("no2a", "The user always books window seat A on the Tokaido Shinkansen to see Mount Fuji.", None),  # value: seat (A vs E)
    ("no2b", "The user sometimes books window seat E on the Tokaido Shinkansen to see Mount Fuji.", None),  # frequency: sometimes vs always
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
    ("no4a", "The user's salary includes fixed overtime pay covering 40 hours a month.", None),  # count: hours (40 vs 20)
    ("no4b", "ユーザーの給料には月20時間分の固定残業代が含まれていない。", None),  # polarity
    ("no4c", "用户丈夫的工资里包含每月二十小时的固定加班费。", None),  # person: husband vs self
    # og5: commutes on the Tokyu Toyoko Line from Motosumiyoshi
    ("o5", "The user commutes to work on the Tokyu Toyoko Line from Motosumiyoshi Station.", "og5"),
    ("o5j", "ユーザーは元住吉駅から東急東横線で通勤している。", "og5"),
    ("o5z", "用户每天从元住吉站坐东急东横线上班。", "og5"),
    ("no5a", "The user commutes to work on the Tokyu Meguro Line from Motosumiyoshi Station.", None),  # line: Meguro vs Toyoko (both stop there)
    ("no5b", "ユーザーは綱島駅から東急東横線で通勤している。", None),  # station: Tsunashima vs Motosumiyoshi
    ("no5c", "用户的丈夫每天从元住吉站坐东急东横线上班。", None),  # person: husband vs self
    # og6: burnable garbage collected on Tuesdays and Fridays
    ("o6", "In the user's neighborhood, burnable garbage is collected on Tuesdays and Fridays.", "og6"),
    ("o6j", "ユーザーの地域では、燃えるゴミの収集日は火曜日と金曜日だ。", "og6"),
    ("o6z", "用户住的地方每周二和周五收可燃垃圾。", "og6"),
    ("o6j2", "うちの地区は可燃ごみが火・金の回収です。", "og6"),
    ("no6a", "In the user's neighborhood, plastic garbage is collected on Tuesdays and Fridays.", None),  # value: garbage type (plastic vs burnable)
    ("no6b", "ユーザーの地域では、燃えるゴミの収集日は月曜日と木曜日だ。", None),  # date: days (Mon/Thu vs Tue/Fri)
    ("no6c", "用户住的地方每周二和周五收不可燃垃圾。", None),  # value: garbage type (non-burnable vs burnable)
    # og7: paid one month's rent as key money
    ("o7", "The user paid one month's rent as key money when moving into their apartment.", "og7"),
    ("o7j", "ユーザーは今のアパートに入るとき、礼金を家賃1か月分払った。", "og7"),
    ("o7z", "用户搬进公寓时付了一个月房租的礼金。", "og7"),
    ("no7a", "The user paid two months' rent as key money when moving into their apartment.", None),  # amount: two months vs one
    ("no7b", "ユーザーは今のアパートに入るとき、敷金を家賃1か月分払った。", None),  # value: fee (deposit vs key money)
    ("no7c", "用户的朋友搬进公寓时付了一个月房租的礼金。", None),  # person: friend vs self
    # og8: regular clinic is Sakura Internal Medicine near Ogikubo Station
    ("o8", "The user's regular clinic is Sakura Internal Medicine near Ogikubo Station.", "og8"),
    ("o8p", "Sakura Internal Medicine, close to Ogikubo Station, is the clinic the user usually goes to.", "og8"),
    ("o8j", "かかりつけは荻窪駅の近くにあるさくら内科です。", "og8"),
    ("o8z", "用户常去的诊所是荻洼站附近的樱花内科。", "og8"),
    ("no8a", "The user's regular clinic is Sakura Internal Medicine near Asagaya Station.", None),  # station: Asagaya vs Ogikubo
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
    ("no9d", "The user used to take 5 mg of amlodipine once a day for high blood pressure.", None),  # tense: used to vs now
    # og10: wife due to give birth in March 2027 at a Yokohama hospital
    ("o10", "The user's wife is due to give birth in March 2027 at a hospital in Yokohama.", "og10"),
    ("o10j", "妻は令和9年3月に横浜の病院で出産する予定だ。", "og10"),
    ("o10z", "用户的妻子预产期是二〇二七年三月，将在横滨的医院分娩。", "og10"),
    ("no10a", "The user's wife is due to give birth in April 2027 at a hospital in Yokohama.", None),  # date: April vs March
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
    ("no12a", "The user's son got his first measles-rubella (MR) vaccine shot in April.", None),  # count: first vs second dose
    ("no12b", "娘は4月にMRワクチン（麻しん風しん混合）の2回目を接種した。", None),  # person: daughter vs son
    ("no12c", "用户的儿子四月打了第二针水痘疫苗。", None),  # value: vaccine (chickenpox vs MR)
    ("no12d", "The user's son will get his second measles-rubella (MR) vaccine shot in April.", None),  # tense: future vs past
    # og13: daughter at Hikari Nursery School 8:30-17:30 on weekdays
    ("o13", "The user's daughter goes to Hikari Nursery School from 8:30 am to 5:30 pm on weekdays.", "og13"),
    ("o13p", "On weekdays, the user's daughter is at Hikari Nursery School between 8:30 and 17:30.", "og13"),
    ("o13j", "娘は平日、朝8時半から夕方5時半までひかり保育園に通っている。", "og13"),
    ("o13z", "用户的女儿工作日从早上八点半到下午五点半在光保育园。", "og13"),
    ("no13a", "The user's daughter goes to Hikari Nursery School from 8:30 am to 6:30 pm on weekdays.", None),  # time: until 6:30 vs 5:30 pm
    ("no13b", "息子は平日、朝8時半から夕方5時半までひかり保育園に通っている。", None),  # person: son vs daughter
    ("no13c", "用户的女儿工作日从早上八点半到下午五点半在绿保育园。", None),  # place: Midori vs Hikari nursery
    # og14: son's elementary school sports day on October 12
    ("o14", "The user's son's elementary school sports day is on October 12.", "og14"),
    ("o14j", "息子の小学校の運動会は10月12日です。", "og14"),
    ("o14z", "用户儿子所在小学的运动会在十月十二日。", "og14"),
    ("no14a", "The user's son's junior high school sports day is on October 12.", None),  # school level: junior high vs elementary
    ("no14b", "息子の小学校の学芸会は10月12日です。", None),  # value: event (school play day vs sports day)
    ("no14c", "用户儿子所在小学的运动会在十月十九日。", None),  # date: October 19 vs 12
    # og15: daughter brings a bento instead of eating school lunch
    ("o15", "The user's daughter brings a bento from home instead of eating the school lunch.", "og15"),
    ("o15j", "娘は給食を食べずに、家からお弁当を持って行っている。", "og15"),
    ("o15z", "用户的女儿不吃学校的午餐，而是从家里带便当。", "og15"),
    ("no15a", "The user's son brings a bento from home instead of eating the school lunch.", None),  # person: son vs daughter
    ("no15b", "娘は金曜日だけ、給食を食べずに家からお弁当を持って行っている。", None),  # frequency: only Fridays vs always
    ("no15c", "用户的女儿以前不吃学校的午餐，而是从家里带便当。", None),  # tense: used to vs now
    # og16: sends 50,000 yen a month to mother in the Philippines via Wise
    ("o16", "The user sends 50,000 yen every month to their mother in the Philippines through Wise.", "og16"),
    ("o16p", "Every month the user's mother in the Philippines receives 50,000 yen from the user via Wise.", "og16"),
    ("o16j", "毎月Wiseでフィリピンの母に5万円を送金している。", "og16"),
    ("o16z", "用户每个月通过Wise给在菲律宾的母亲汇五万日元。", "og16"),
    ("no16a", "The user sends 30,000 yen every month to their mother in the Philippines through Wise.", None),  # amount: 30,000 vs 50,000 yen
    ("no16b", "毎月Wiseでフィリピンの父に5万円を送金している。", None),  # person: father vs mother
    ("no16c", "用户每两个月通过Wise给在菲律宾的母亲汇五万日元。", None),  # frequency: every two months vs monthly
    ("no16d", "The user receives 50,000 yen every month from their mother in the Philippines through Wise.", None),  # direction: receives vs sends
    # og17: Rakuten Card bill debited on the 27th
    ("o17", "The user's Rakuten Card bill is debited from their account on the 27th of every month.", "og17"),
    ("o17j", "楽天カードの引き落とし日は毎月27日です。", "og17"),
    ("o17z", "用户的乐天信用卡每月二十七号从账户扣款。", "og17"),
    ("no17a", "The user's Rakuten Card bill is debited from their account on the 10th of every month.", None),  # date: 10th vs 27th
    ("no17b", "イオンカードの引き落とし日は毎月27日です。", None),  # company: Aeon Card vs Rakuten Card
    ("no17c", "用户妻子的乐天信用卡每月二十七号从账户扣款。", None),  # person: wife vs self
    # og18: repaying a JASSO student loan at 15,000 yen a month
    ("o18", "The user is repaying a JASSO student loan at 15,000 yen a month.", "og18"),
    ("o18j", "ユーザーは日本学生支援機構の奨学金を毎月1万5千円ずつ返している。", "og18"),
    ("o18z", "用户每月偿还一万五千日元的日本学生支援机构助学贷款。", "og18"),
    ("no18a", "The user is repaying a JASSO student loan at 20,000 yen a month.", None),  # amount: 20,000 vs 15,000 yen
    ("no18b", "ユーザーは日本学生支援機構の奨学金を毎月1万5千円ずつ返し、すでに完済した。", None),  # aspect: finished repaying vs still repaying
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
    ("no20a", "The user files their own final tax return every year in person at the tax office.", None),  # manner: at the tax office vs e-Tax
    ("no20b", "夫は毎年、自分でe-Taxを使って確定申告をしている。", None),  # person: husband vs self
    ("no20c", "用户今年第一次自己用e-Tax做确定申告（报税）。", None),  # frequency: first time this year vs every year
]
