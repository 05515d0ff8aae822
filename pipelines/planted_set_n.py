"""Planted-duplicate set n: the twelfth held-out measure of issue 13's link check (MERGE / ALIAS precision, recall).

Why it exists: every earlier planted set has been worked on after its first measurement, so none of them still says
how the link check does on facts it was never tuned on. Set n is measured once, on code that never saw it, and that
first figure is its honest one.

How it was written: blind. Its author read none of the link-check code, the experts, the benchmarks or their notes,
nor any earlier planted set's data; only the structural test of set m and the registration lines of
pipelines/planted_sets.py. The items are what an LLM summariser would keep about real users of an assistant for
foreign residents and travellers in Japan, not guesses at what a checker can or cannot link.

What it covers: 40 groups, each one fact stated three or four ways (English, sometimes an English paraphrase,
Japanese, Simplified Chinese, sometimes a second Japanese or Chinese wording). Topics: travel (JR Pass, shinkansen
seats, ryokan and hotel bookings, luggage forwarding, a flight home), work (dispatched contract, visa sponsor,
overtime, commute, a colleague's lift on night shifts), housing (lease renewal, guarantor, key money, garbage days),
health (family doctor, a blood-pressure prescription, a due date, dental cleaning, a child's vaccine), children
(nursery hours, sports day, bento instead of school lunch), money (remittance, card debit day, car loan, pay day,
tax return), language study and teaching, sport, religion and diet, pets, in-laws, and names in three scripts
(Vietnamese, Nepali, Korean, Filipino, Brazilian, Chinese, Japanese). Dates appear as ISO, as written-out English,
as Japanese era years (Reiwa 9 = 2027) and in Chinese numerals; amounts and counts as digits, kanji and words.
Paraphrases use converse verbs (sends / receives, teaches / learns from), relative clauses, loanwords, polite and
plain Japanese and Japanese without a subject. Each group has three or four hard negatives that keep its template and
change exactly one thing (a value, a person, the direction of a transfer or of teaching, tense or aspect, modality,
polarity, frequency or manner), named in a trailing comment; many are in another language than the group's English
item. Ten unrelated items close the set.
"""

from __future__ import annotations

PLANTED_N: list[tuple[str, str, str | None]] = [
    # ng1: the user bought a 14-day JR Pass
    ("n1", "The user bought a 14-day Japan Rail Pass.", "ng1"),
    ("n1j", "ユーザーはJRパスの14日間用を購入した。", "ng1"),
    ("n1z", "用户购买了十四天的日本铁路通票（JR Pass）。", "ng1"),
    ("nn1a", "The user bought a 7-day Japan Rail Pass.", None),  # value: count (7-day vs 14-day pass)
    ("nn1b", "ユーザーはJRパスの14日間用を買うつもりだ。", None),  # modality: plan vs done
    ("nn1c", "用户的妻子购买了十四天的日本铁路通票（JR Pass）。", None),  # person: wife vs self
    # ng2: on the shinkansen the user prefers an aisle seat
    ("n2", "On the shinkansen the user prefers an aisle seat.", "ng2"),
    ("n2j", "ユーザーは新幹線では通路側の席が好きだ。", "ng2"),
    ("n2z", "用户坐新干线时喜欢坐靠过道的座位。", "ng2"),
    ("nn2a", "On the shinkansen the user prefers a window seat.", None),  # value: seat (window vs aisle)
    ("nn2b", "ユーザーは飛行機では通路側の席が好きだ。", None),  # value: transport (plane vs shinkansen)
    ("nn2c", "用户的母亲坐新干线时喜欢坐靠过道的座位。", None),  # person: mother vs self
    # ng3: ryokan in Hakone booked for the night of 2027-03-08
    ("n3", "The user has booked a ryokan in Hakone for the night of March 8, 2027.", "ng3"),
    ("n3j", "ユーザーは2027年3月8日の夜に泊まる箱根の旅館を予約した。", "ng3"),
    ("n3z", "用户已预订2027年3月8日晚上箱根的一家日式旅馆。", "ng3"),
    ("n3j2", "令和9年3月8日の晩、箱根の旅館に泊まる予約を取ってある。", "ng3"),
    ("nn3a", "The user has booked a ryokan in Kusatsu for the night of March 8, 2027.",
     None),  # value: place (Kusatsu vs Hakone)
    ("nn3b", "ユーザーは2027年3月18日の夜に泊まる箱根の旅館を予約した。", None),  # value: date (18 vs 8 March)
    ("nn3c", "用户打算预订2027年3月8日晚上箱根的一家日式旅馆。", None),  # modality: plan vs booked
    # ng4: two suitcases forwarded from Narita to the hotel in Shinjuku
    ("n4", "The user sent two suitcases from Narita Airport to her hotel in Shinjuku by takkyubin.", "ng4"),
    ("n4j", "ユーザーは成田空港から新宿のホテルへスーツケースを2個、宅急便で送った。", "ng4"),
    ("n4z", "用户用宅急便把两个行李箱从成田机场寄到了新宿的酒店。", "ng4"),
    ("nn4a", "The user sent two suitcases from her hotel in Shinjuku to Narita Airport by takkyubin.",
     None),  # direction: hotel to airport vs airport to hotel
    ("nn4b", "ユーザーは羽田空港から新宿のホテルへスーツケースを2個、宅急便で送った。", None),  # value: place (Haneda)
    ("nn4c", "用户用宅急便把三个行李箱从成田机场寄到了新宿的酒店。", None),  # value: count (three vs two)
    # ng5: flight home to Manila on Philippine Airlines on 2027-01-04
    ("n5", "The user flies home to Manila on Philippine Airlines on January 4, 2027.", "ng5"),
    ("n5p", "On 2027-01-04 the user is flying back to Manila with Philippine Airlines.", "ng5"),
    ("n5j", "ユーザーは2027年1月4日にフィリピン航空でマニラに帰る。", "ng5"),
    ("n5z", "用户将于2027年1月4日乘菲律宾航空回马尼拉。", "ng5"),
    ("nn5a", "The user flies home to Manila on Cebu Pacific on January 4, 2027.", None),  # value: carrier
    ("nn5b", "ユーザーは2027年1月14日にフィリピン航空でマニラに帰る。", None),  # value: date (14 vs 4 January)
    ("nn5c", "用户将于2027年1月4日乘菲律宾航空回宿务。", None),  # value: place (Cebu vs Manila)
    ("nn5d", "The user's parents fly home to Manila on Philippine Airlines on January 4, 2027.",
     None),  # person: parents vs self
    # ng6: dispatched worker at a car-parts factory in Toyota City
    ("n6", "The user works as a dispatched (haken) worker at a car-parts factory in Toyota City.", "ng6"),
    ("n6j", "ユーザーは豊田市の自動車部品工場で派遣社員として働いている。", "ng6"),
    ("n6z", "用户在丰田市的一家汽车零部件工厂做派遣工。", "ng6"),
    ("nn6a", "The user works as a regular full-time employee at a car-parts factory in Toyota City.",
     None),  # value: contract type (regular vs dispatched)
    ("nn6b", "ユーザーは刈谷市の自動車部品工場で派遣社員として働いている。", None),  # value: place (Kariya)
    ("nn6c", "用户的丈夫在丰田市的一家汽车零部件工厂做派遣工。", None),  # person: husband vs self
    # ng7: work visa sponsored by Nexus Systems
    ("n7", "The user's work visa is sponsored by Nexus Systems, an IT company.", "ng7"),
    ("n7j", "ユーザーの就労ビザのスポンサーはIT企業のネクサスシステムズだ。", "ng7"),
    ("n7z", "为用户的工作签证提供担保的是IT公司Nexus Systems。", "ng7"),
    ("nn7a", "The user's work visa is sponsored by Orbit Systems, an IT company.",
     None),  # value: company (Orbit vs Nexus Systems)
    ("nn7b", "ユーザーの妻の就労ビザのスポンサーはIT企業のネクサスシステムズだ。", None),  # person: wife vs self
    ("nn7c", "为用户的工作签证提供担保的曾经是IT公司Nexus Systems。", None),  # tense: used to be vs is
    # ng8: about 30 hours of overtime a month
    ("n8", "The user does about 30 hours of overtime a month.", "ng8"),
    ("n8p", "Each month the user works roughly thirty hours of overtime.", "ng8"),
    ("n8j", "ユーザーは月におよそ30時間残業している。", "ng8"),
    ("n8z", "用户每个月加班大约三十个小时。", "ng8"),
    ("nn8a", "The user does about 45 hours of overtime a month.", None),  # value: amount (45 vs 30 hours)
    ("nn8b", "ユーザーは週におよそ30時間残業している。", None),  # frequency: per week vs per month
    ("nn8c", "用户的同事每个月加班大约三十个小时。", None),  # person: colleague vs self
    # ng9: cycles to work, about 20 minutes each way
    ("n9", "The user cycles to work; it takes about 20 minutes each way.", "ng9"),
    ("n9j", "ユーザーは自転車で通勤していて、片道20分ほどかかる。", "ng9"),
    ("n9z", "用户骑自行车上班，单程大约二十分钟。", "ng9"),
    ("nn9a", "The user takes the bus to work; it takes about 20 minutes each way.", None),  # manner: bus vs bicycle
    ("nn9b", "ユーザーは自転車で通勤していて、片道40分ほどかかる。", None),  # value: time (40 vs 20 minutes)
    ("nn9c", "用户的丈夫骑自行车上班，单程大约二十分钟。", None),  # person: husband vs self
    # ng10: apartment lease up for renewal in August 2027
    ("n10", "The user's apartment lease comes up for renewal in August 2027.", "ng10"),
    ("n10j", "ユーザーのアパートの賃貸契約は2027年8月に更新時期を迎える。", "ng10"),
    ("n10z", "用户公寓的租赁合同2027年8月到续约期。", "ng10"),
    ("n10j2", "令和9年8月にアパートの契約更新がある。", "ng10"),
    ("nn10a", "The user's apartment lease comes up for renewal in February 2027.", None),  # value: date (February)
    ("nn10b", "ユーザーの駐車場の賃貸契約は2027年8月に更新時期を迎える。", None),  # value: parking space vs apartment
    ("nn10c", "用户妹妹公寓的租赁合同2027年8月到续约期。", None),  # person: sister vs self
    # ng11: rental guarantor is her older brother Wang Lei in Osaka
    ("n11", "The user's rental guarantor is her older brother, Wang Lei, who lives in Osaka.", "ng11"),
    ("n11j", "ユーザーの賃貸契約の保証人は、大阪に住む兄の王磊さんだ。", "ng11"),
    ("n11z", "用户租房的担保人是住在大阪的哥哥王磊。", "ng11"),
    ("nn11a", "The user's rental guarantor is her older brother, Wang Lei, who lives in Kobe.",
     None),  # value: place (Kobe vs Osaka)
    ("nn11b", "ユーザーは、大阪に住む兄の王磊さんの賃貸契約の保証人だ。", None),  # direction: user guarantees brother
    ("nn11c", "用户租房的担保人是住在大阪的姐夫王磊。", None),  # person: brother-in-law vs brother
    # ng12: two months' rent paid as key money
    ("n12", "When she moved in, the user paid two months' rent as key money (reikin).", "ng12"),
    ("n12j", "ユーザーは入居時に礼金として家賃の2か月分を払った。", "ng12"),
    ("n12z", "用户入住时付了相当于两个月房租的礼金。", "ng12"),
    ("nn12a", "When she moved in, the user paid one month's rent as key money (reikin).",
     None),  # value: amount (one vs two months' rent)
    ("nn12b", "ユーザーは入居時に敷金として家賃の2か月分を払った。", None),  # value: deposit (shikikin) vs key money
    ("nn12c", "用户入住时要付相当于两个月房租的礼金。", None),  # modality: obligation (has to pay) vs paid
    # ng13: burnable garbage collected on Tuesdays and Fridays
    ("n13", "In the user's neighbourhood, burnable garbage is collected on Tuesdays and Fridays.", "ng13"),
    ("n13p", "Tuesday and Friday are burnable-trash days where the user lives.", "ng13"),
    ("n13j", "ユーザーの地域では、燃えるごみの収集日は火曜日と金曜日だ。", "ng13"),
    ("n13z", "用户住的地区每周二和周五收可燃垃圾。", "ng13"),
    ("nn13a", "In the user's neighbourhood, plastic waste is collected on Tuesdays and Fridays.",
     None),  # value: waste type (plastic vs burnable)
    ("nn13b", "ユーザーの地域では、燃えるごみの収集日は月曜日と木曜日だ。", None),  # value: days (Mon / Thu)
    ("nn13c", "用户住的地区每隔一周的周二和周五收可燃垃圾。", None),  # frequency: every other week vs weekly
    # ng14: family doctor at Yamada Clinic near Ogikubo Station
    ("n14", "The user's family doctor is at Yamada Clinic near Ogikubo Station.", "ng14"),
    ("n14j", "ユーザーのかかりつけ医は荻窪駅の近くにある山田クリニックだ。", "ng14"),
    ("n14z", "用户的家庭医生在荻洼站附近的山田诊所。", "ng14"),
    ("nn14a", "The user's family doctor is at Yamada Clinic near Asagaya Station.",
     None),  # value: station (Asagaya vs Ogikubo)
    ("nn14b", "ユーザーの息子のかかりつけ医は荻窪駅の近くにある山田クリニックだ。", None),  # person: son vs self
    ("nn14c", "用户的家庭医生在荻洼站附近的山本诊所。", None),  # value: clinic (Yamamoto vs Yamada)
    # ng15: amlodipine 5 mg once a day for high blood pressure
    ("n15", "The user takes 5 mg of amlodipine once a day for high blood pressure.", "ng15"),
    ("n15j", "ユーザーは高血圧のため、アムロジピン5mgを1日1回服用している。", "ng15"),
    ("n15z", "用户因高血压每天服用一次氨氯地平，每次5毫克。", "ng15"),
    ("nn15a", "The user takes 2.5 mg of amlodipine once a day for high blood pressure.",
     None),  # value: dose (2.5 vs 5 mg)
    ("nn15b", "ユーザーは高血圧のため、エナラプリル5mgを1日1回服用している。", None),  # value: drug (enalapril)
    ("nn15c", "用户因高血压每天服用两次氨氯地平，每次5毫克。", None),  # frequency: twice vs once a day
    ("nn15d", "The user's father takes 5 mg of amlodipine once a day for high blood pressure.",
     None),  # person: father vs self
    # ng16: baby due on 2027-05-03
    ("n16", "The user's baby is due on 2027-05-03.", "ng16"),
    ("n16p", "The user is expecting her baby on May 3, 2027.", "ng16"),
    ("n16j", "ユーザーの出産予定日は2027年5月3日だ。", "ng16"),
    ("n16z", "用户的预产期是二〇二七年五月三日。", "ng16"),
    ("nn16a", "The user's baby is due on 2027-05-13.", None),  # value: date (13 vs 3 May)
    ("nn16b", "ユーザーの義理の妹の出産予定日は2027年5月3日だ。", None),  # person: sister-in-law vs self
    ("nn16c", "用户的孩子在二〇二七年五月三日出生了。", None),  # aspect: was born vs is due
    # ng17: teeth cleaned at the dentist every three months
    ("n17", "The user gets her teeth cleaned at the dentist every three months.", "ng17"),
    ("n17j", "ユーザーは3か月ごとに歯医者で歯のクリーニングを受けている。", "ng17"),
    ("n17z", "用户每三个月去牙科洗一次牙。", "ng17"),
    ("nn17a", "The user gets her teeth cleaned at the dentist every six months.",
     None),  # frequency: six vs three months
    ("nn17b", "ユーザーの夫は3か月ごとに歯医者で歯のクリーニングを受けている。", None),  # person: husband vs self
    ("nn17c", "用户想每三个月去牙科洗一次牙。", None),  # modality: wish vs habit
    # ng18: son had his second MR vaccine shot in April
    ("n18", "The user's son got his second MR (measles-rubella) vaccine shot in April.", "ng18"),
    ("n18j", "ユーザーの息子は4月にMRワクチン（麻しん風しん）の2回目を接種した。", "ng18"),
    ("n18z", "用户的儿子4月打了第二针麻疹风疹联合疫苗（MR）。", "ng18"),
    ("nn18a", "The user's son got his first MR (measles-rubella) vaccine shot in April.",
     None),  # value: count (first vs second dose)
    ("nn18b", "ユーザーの息子は4月に水ぼうそうワクチンの2回目を接種した。", None),  # value: vaccine (chickenpox)
    ("nn18c", "用户的女儿4月打了第二针麻疹风疹联合疫苗（MR）。", None),  # person: daughter vs son
    ("nn18d", "The user's son will get his second MR (measles-rubella) vaccine shot in April.",
     None),  # tense: will get vs got
    # ng19: daughter at Hinata Nursery School from 8 a.m. to 6 p.m.
    ("n19", "The user's daughter attends Hinata Nursery School from 8 a.m. to 6 p.m.", "ng19"),
    ("n19j", "ユーザーの娘は朝8時から夕方6時までひなた保育園に通っている。", "ng19"),
    ("n19z", "用户的女儿从上午8点到下午6点在日向保育园。", "ng19"),
    ("nn19a", "The user's daughter attends Hinata Nursery School from 8 a.m. to 4 p.m.", None),  # value: time
    ("nn19b", "ユーザーの娘は朝8時から夕方6時までひなた幼稚園に通っている。", None),  # school level: kindergarten
    ("nn19c", "用户的儿子从上午8点到下午6点在日向保育园。", None),  # person: son vs daughter
    # ng20: sports day at the son's elementary school on October 9
    ("n20", "The sports day at the user's son's elementary school is on October 9.", "ng20"),
    ("n20j", "ユーザーの息子の小学校の運動会は10月9日だ。", "ng20"),
    ("n20z", "用户儿子所在小学的运动会在十月九日举行。", "ng20"),
    ("nn20a", "The sports day at the user's son's junior high school is on October 9.",
     None),  # school level: junior high vs elementary
    ("nn20b", "ユーザーの息子の小学校の運動会は10月16日だ。", None),  # value: date (16 vs 9 October)
    ("nn20c", "用户儿子所在小学的文化节在十月九日举行。", None),  # value: event (culture festival vs sports day)
    # ng21: son takes a home-made bento instead of school lunch
    ("n21", "The user's son takes a home-made bento to school instead of eating school lunch.", "ng21"),
    ("n21j", "ユーザーの息子は給食を食べず、家から弁当を持って学校に行っている。", "ng21"),
    ("n21z", "用户的儿子不吃学校提供的午餐，而是带家里做的便当去上学。", "ng21"),
    ("nn21a", "The user's daughter takes a home-made bento to school instead of eating school lunch.",
     None),  # person: daughter vs son
    ("nn21b", "ユーザーの息子は弁当を持って行かず、学校の給食を食べている。", None),  # polarity: eats school lunch
    ("nn21c", "用户的儿子只在星期五不吃学校提供的午餐，带家里做的便当去上学。", None),  # frequency: only Fridays
    # ng22: sends 50,000 yen a month to her parents in Vietnam
    ("n22", "The user sends 50,000 yen to her parents in Vietnam every month.", "ng22"),
    ("n22p", "Every month the user's parents in Vietnam receive 50,000 yen from her.", "ng22"),
    ("n22j", "ユーザーは毎月ベトナムの両親に5万円を仕送りしている。", "ng22"),
    ("n22z", "用户每个月给在越南的父母汇五万日元。", "ng22"),
    ("nn22a", "The user's parents in Vietnam send her 50,000 yen every month.", None),  # direction: parents to user
    ("nn22b", "ユーザーは毎月ベトナムの両親に3万円を仕送りしている。", None),  # value: amount (30,000 yen)
    ("nn22c", "用户每两个月给在越南的父母汇五万日元。", None),  # frequency: every two months
    ("nn22d", "ユーザーは毎月ベトナムの弟に5万円を仕送りしている。", None),  # person: younger brother vs parents
    # ng23: credit card bill debited on the 27th
    ("n23", "The user's credit card bill is debited from her bank account on the 27th of every month.", "ng23"),
    ("n23j", "ユーザーのクレジットカードの代金は毎月27日に口座から引き落とされる。", "ng23"),
    ("n23z", "用户的信用卡账单每月27号从银行账户扣款。", "ng23"),
    ("nn23a", "The user's credit card bill is debited from her bank account on the 10th of every month.",
     None),  # value: date (10th vs 27th)
    ("nn23b", "ユーザーの家賃は毎月27日に口座から引き落とされる。", None),  # value: rent vs card bill
    ("nn23c", "用户丈夫的信用卡账单每月27号从银行账户扣款。", None),  # person: husband vs self
    # ng24: car loan of 1.2 million yen from JA Bank
    ("n24", "The user took out a car loan of 1.2 million yen from JA Bank.", "ng24"),
    ("n24j", "ユーザーはJAバンクで120万円のマイカーローンを組んだ。", "ng24"),
    ("n24z", "用户在JA银行办了一百二十万日元的购车贷款。", "ng24"),
    ("nn24a", "The user took out a car loan of 2.1 million yen from JA Bank.",
     None),  # value: amount (2.1 vs 1.2 million yen)
    ("nn24b", "ユーザーはろうきんで120万円のマイカーローンを組んだ。", None),  # value: lender (Rokin vs JA Bank)
    ("nn24c", "用户打算在JA银行办一百二十万日元的购车贷款。", None),  # modality: plan vs done
    ("nn24d", "The user took out an education loan of 1.2 million yen from JA Bank.", None),  # value: loan type
    # ng25: paid on the 25th of every month
    ("n25", "The user gets paid on the 25th of every month.", "ng25"),
    ("n25j", "ユーザーの給料日は毎月25日だ。", "ng25"),
    ("n25z", "用户每个月25号发工资。", "ng25"),
    ("n25j2", "毎月二十五日に給料が振り込まれる。", "ng25"),
    ("nn25a", "The user gets paid on the 15th of every month.", None),  # value: date (15th vs 25th)
    ("nn25b", "ユーザーの妻の給料日は毎月25日だ。", None),  # person: wife vs self
    ("nn25c", "用户每个月月底发工资。", None),  # value: date (end of month vs 25th)
    # ng26: filed the 2026 tax return for the medical expense deduction
    ("n26", "The user filed a final tax return (kakutei shinkoku) for 2026 to claim the medical expense deduction.",
     "ng26"),
    ("n26j", "ユーザーは医療費控除を受けるため、2026年分の確定申告をした。", "ng26"),
    ("n26z", "用户为了申请医疗费扣除，办理了2026年度的确定申告（年度报税）。", "ng26"),
    ("nn26a", "The user filed a final tax return (kakutei shinkoku) for 2025 to claim the medical expense deduction.",
     None),  # value: tax year (2025 vs 2026)
    ("nn26b", "ユーザーは住宅ローン控除を受けるため、2026年分の確定申告をした。", None),  # value: deduction (mortgage)
    ("nn26c", "用户为了申请医疗费扣除，必须办理2026年度的确定申告（年度报税）。", None),  # modality: obligation
    # ng27: studying for JLPT N2 in December
    ("n27", "The user is studying for the JLPT N2 in December.", "ng27"),
    ("n27p", "The user is preparing to sit the Japanese-Language Proficiency Test at level N2 this December.", "ng27"),
    ("n27j", "ユーザーは12月の日本語能力試験N2に向けて勉強している。", "ng27"),
    ("n27z", "用户正在备考12月的日语能力考试N2。", "ng27"),
    ("nn27a", "The user is studying for the JLPT N3 in December.", None),  # value: level (N3 vs N2)
    ("nn27b", "ユーザーは7月の日本語能力試験N2に向けて勉強している。", None),  # value: date (July vs December)
    ("nn27c", "用户的妻子正在备考12月的日语能力考试N2。", None),  # person: wife vs self
    ("nn27d", "The user passed the JLPT N2 in December.", None),  # aspect: passed vs preparing
    # ng28: teaches Portuguese to colleague Kenji on Wednesday evenings
    ("n28", "The user teaches Portuguese to his colleague Kenji every Wednesday evening.", "ng28"),
    ("n28p", "Every Wednesday evening, the user's colleague Kenji learns Portuguese from him.", "ng28"),
    ("n28j", "ユーザーは毎週水曜日の夜、同僚の健二さんにポルトガル語を教えている。", "ng28"),
    ("n28z", "用户每周三晚上教同事健二葡萄牙语。", "ng28"),
    ("nn28a", "The user's colleague Kenji teaches him Portuguese every Wednesday evening.",
     None),  # direction of teaching: Kenji teaches the user
    ("nn28b", "ユーザーは毎週木曜日の夜、同僚の健二さんにポルトガル語を教えている。", None),  # value: day (Thursday)
    ("nn28c", "用户每周三晚上教同事健二西班牙语。", None),  # subject: Spanish vs Portuguese
    # ng29: futsal with coworkers every Sunday morning
    ("n29", "The user plays futsal with his coworkers every Sunday morning.", "ng29"),
    ("n29j", "ユーザーは毎週日曜の朝、職場の仲間とフットサルをしている。", "ng29"),
    ("n29z", "用户每个星期天上午和同事一起踢五人制足球。", "ng29"),
    ("nn29a", "The user plays basketball with his coworkers every Sunday morning.", None),  # value: sport
    ("nn29b", "ユーザーは隔週日曜の朝、職場の仲間とフットサルをしている。", None),  # frequency: every other Sunday
    ("nn29c", "用户每个星期天上午和儿子一起踢五人制足球。", None),  # person: son vs coworkers
    # ng30: second dan in kendo
    ("n30", "The user holds a second-dan rank in kendo.", "ng30"),
    ("n30p", "The user is a 2nd dan kendoka.", "ng30"),
    ("n30j", "ユーザーは剣道二段だ。", "ng30"),
    ("n30z", "用户拥有剑道二段的段位。", "ng30"),
    ("nn30a", "The user holds a first-dan rank in kendo.", None),  # value: count (first vs second dan)
    ("nn30b", "ユーザーは柔道二段だ。", None),  # value: sport (judo vs kendo)
    ("nn30c", "用户的目标是考取剑道二段。", None),  # modality: aim vs holds
    ("nn30d", "The user's son holds a second-dan rank in kendo.", None),  # person: son vs self
    # ng31: no beef for religious reasons
    ("n31", "The user does not eat beef for religious reasons.", "ng31"),
    ("n31j", "ユーザーは宗教上の理由で牛肉を食べない。", "ng31"),
    ("n31z", "用户出于宗教原因不吃牛肉。", "ng31"),
    ("nn31a", "The user does not eat pork for religious reasons.", None),  # value: food (pork vs beef)
    ("nn31b", "ユーザーは健康上の理由で牛肉を食べない。", None),  # value: reason (health vs religion)
    ("nn31c", "用户的妻子出于宗教原因不吃牛肉。", None),  # person: wife vs self
    # ng32: Sunday Mass at the Catholic church in Kichijoji every week
    ("n32", "The user goes to Sunday Mass at the Catholic church in Kichijoji every week.", "ng32"),
    ("n32j", "ユーザーは毎週日曜日、吉祥寺のカトリック教会のミサに行っている。", "ng32"),
    ("n32z", "用户每个星期天都去吉祥寺的天主教堂望弥撒。", "ng32"),
    ("nn32a", "The user goes to Sunday Mass at the Catholic church in Mitaka every week.", None),  # value: place
    ("nn32b", "ユーザーは月に一度、日曜日に吉祥寺のカトリック教会のミサに行っている。", None),  # frequency: monthly
    ("nn32c", "用户的岳母每个星期天都去吉祥寺的天主教堂望弥撒。", None),  # person: mother-in-law vs self
    # ng33: a Shiba Inu named Kuri
    ("n33", "The user has a Shiba Inu named Kuri.", "ng33"),
    ("n33j", "ユーザーはクリという名前の柴犬を飼っている。", "ng33"),
    ("n33z", "用户养了一只名叫Kuri（栗）的柴犬。", "ng33"),
    ("nn33a", "The user has a cat named Kuri.", None),  # value: pet species (cat vs dog)
    ("nn33b", "ユーザーは以前、クリという名前の柴犬を飼っていた。", None),  # tense: used to have
    ("nn33c", "用户的父母养了一只名叫Kuri（栗）的柴犬。", None),  # person: parents vs self
    ("nn33d", "The user has an Akita named Kuri.", None),  # value: breed (Akita vs Shiba)
    # ng34: leaves her two cats at a pet hotel in Nakano when travelling
    ("n34", "When she travels, the user leaves her two cats at a pet hotel in Nakano.", "ng34"),
    ("n34j", "ユーザーは旅行に行くとき、2匹の猫を中野のペットホテルに預けている。", "ng34"),
    ("n34z", "用户出门旅行时，会把两只猫寄养在中野的宠物旅馆。", "ng34"),
    ("nn34a", "When she travels, the user leaves her two rabbits at a pet hotel in Nakano.", None),  # value: species
    ("nn34b", "ユーザーは旅行に行くとき、2匹の猫を高円寺のペットホテルに預けている。", None),  # value: place (Koenji)
    ("nn34c", "用户出门旅行时，会把三只猫寄养在中野的宠物旅馆。", None),  # value: count (three vs two)
    # ng35: mother-in-law Kim Mi-young comes from Seoul in July for two weeks
    ("n35", "The user's mother-in-law, Kim Mi-young, is coming from Seoul in July to stay for two weeks.", "ng35"),
    ("n35p", "In July the user's wife's mother, Kim Mi-young, will visit from Seoul and stay for two weeks.", "ng35"),
    ("n35j", "ユーザーの義母キム・ミヨンさんが7月にソウルから来て、2週間滞在する予定だ。", "ng35"),
    ("n35z", "用户的岳母金美英7月要从首尔过来住两个星期。", "ng35"),
    ("nn35a", "The user's mother-in-law, Kim Mi-young, is coming from Busan in July to stay for two weeks.",
     None),  # value: place (Busan vs Seoul)
    ("nn35b", "ユーザーの義母キム・ミヨンさんが8月にソウルから来て、2週間滞在する予定だ。",
     None),  # value: date (August)
    ("nn35c", "用户的岳母金美英7月要从首尔过来住三个星期。", None),  # value: count (three vs two weeks)
    # ng36: the user's full name is Nguyen Thi Lan
    ("n36", "The user's full name is Nguyễn Thị Lan.", "ng36"),
    ("n36j", "ユーザーのフルネームはグエン・ティ・ランだ。", "ng36"),
    ("n36z", "用户的全名是阮氏兰。", "ng36"),
    ("nn36a", "The user's full name is Nguyễn Thị Mai.", None),  # value: given name (Mai vs Lan)
    ("nn36b", "ユーザーの娘のフルネームはグエン・ティ・ランだ。", None),  # person: daughter vs self
    ("nn36c", "用户的全名是陈氏兰。", None),  # value: family name (Tran vs Nguyen)
    # ng37: husband Ram Bahadur Gurung is a cook at an Indian restaurant in Shin-Okubo
    ("n37", "The user's husband, Ram Bahadur Gurung, works as a cook at an Indian restaurant in Shin-Okubo.", "ng37"),
    ("n37j", "ユーザーの夫のラム・バハドゥル・グルンさんは、新大久保のインド料理店でコックをしている。", "ng37"),
    ("n37z", "用户的丈夫拉姆·巴哈杜尔·古隆在新大久保的一家印度餐馆当厨师。", "ng37"),
    ("nn37a", "The user's husband, Ram Bahadur Gurung, works as a cook at an Indian restaurant in Takadanobaba.",
     None),  # value: place (Takadanobaba vs Shin-Okubo)
    ("nn37b", "ユーザーの夫のラム・バハドゥル・グルンさんは、新大久保のインド料理店でホール係をしている。",
     None),  # value: job (waiter vs cook)
    ("nn37c", "用户的哥哥拉姆·巴哈杜尔·古隆在新大久保的一家印度餐馆当厨师。", None),  # person: brother vs husband
    # ng38: son Miguel turns seven on 2027-02-14
    ("n38", "The user's son Miguel turns seven on 2027-02-14.", "ng38"),
    ("n38j", "ユーザーの息子のミゲルは2027年2月14日に7歳になる。", "ng38"),
    ("n38z", "用户的儿子米格尔将在二〇二七年二月十四日满七岁。", "ng38"),
    ("n38j2", "息子のミゲルくんは令和9年2月14日で七歳になります。", "ng38"),
    ("nn38a", "The user's son Miguel turns eight on 2027-02-14.", None),  # value: count (age eight vs seven)
    ("nn38b", "ユーザーの息子のミゲルは2027年4月14日に7歳になる。", None),  # value: date (April vs February)
    ("nn38c", "用户的外甥米格尔将在二〇二七年二月十四日满七岁。", None),  # person: nephew vs son
    # ng39: colleague Joao Pereira drives her to work on night-shift days
    ("n39", "On night-shift days, the user's colleague João Pereira drives her to work.", "ng39"),
    ("n39j", "夜勤の日は、同僚のジョアン・ペレイラさんがユーザーを職場まで車で送ってくれる。", "ng39"),
    ("n39z", "上夜班的日子，同事若昂·佩雷拉会开车送用户去上班。", "ng39"),
    ("nn39a", "On night-shift days, the user drives her colleague João Pereira to work.",
     None),  # direction: the user drives João
    ("nn39b", "日勤の日は、同僚のジョアン・ペレイラさんがユーザーを職場まで車で送ってくれる。", None),  # value: shift
    ("nn39c", "上夜班的日子，邻居若昂·佩雷拉会开车送用户去上班。", None),  # person: neighbour vs colleague
    # ng40: twin room at the Dormy Inn Sapporo, three nights from February 12
    ("n40", "The user has booked a twin room at the Dormy Inn Sapporo for three nights from February 12.", "ng40"),
    ("n40j", "ユーザーはドーミーイン札幌のツインルームを2月12日から3泊予約している。", "ng40"),
    ("n40z", "用户订了札幌Dormy Inn的双床房，2月12日起住三晚。", "ng40"),
    ("n40z2", "用户在札幌的Dormy Inn预订了一间双床房，从二月十二日开始连住三个晚上。", "ng40"),
    ("nn40a", "The user has booked a twin room at the Dormy Inn Sapporo for two nights from February 12.",
     None),  # value: count (two vs three nights)
    ("nn40b", "ユーザーはドーミーイン札幌のダブルルームを2月12日から3泊予約している。", None),  # value: room type
    ("nn40c", "用户订了札幌Dormy Inn的双床房，2月21日起住三晚。", None),  # value: date (21 vs 12 February)
    ("nn40d", "用户订了函馆Dormy Inn的双床房，2月12日起住三晚。", None),  # value: place (Hakodate vs Sapporo)
    # unrelated
    ("un1", "The user is allergic to cedar pollen and wears a mask every spring.", None),
    ("un2", "ユーザーは週末に近所の銭湯へ行くのが好きだ。", None),
    ("un3", "用户最近开始在阳台上种小番茄。", None),
    ("un4", "The user's laptop keyboard uses a US layout.", None),
    ("un5", "ユーザーはマイナンバーカードの暗証番号を忘れてしまった。", None),
    ("un6", "用户周末喜欢看日本的综艺节目。", None),
    ("un7", "The user's favourite ramen shop is near Ikebukuro Station.", None),
    ("un8", "ユーザーは冬になると北海道でスノーボードをする。", None),
    ("un9", "用户的手机用的是每月三千日元左右的廉价SIM卡。", None),
    ("un10", "The user collects Pokémon cards together with her son.", None),
]

__all__ = ["PLANTED_N"]
