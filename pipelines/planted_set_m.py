"""Planted-duplicate set m: the eleventh held-out measure of issue 13's link check (MERGE / ALIAS precision, recall).

Why it exists: a planted set measures the checker honestly only once, on data no code was tuned on. Set m was
written for the eleventh round while the checker was being changed elsewhere, and it was written blind: its author
did not read the fact / link-check code (memory/fact*.py, experts/), the benchmarks and their notes (bench/), the
earlier planted sets (planted.py, planted_set_k.py, planted_set_l.py, the data in planted_sets.py) or their tests,
and ran neither bench.correctness nor bench.link_sweep. The sentences are what an LLM summariser would have kept
about real users of the assistant (foreign residents and travellers in Japan), not guesses at what a checker can or
cannot recognise.

How it was written: each group ``mg<N>`` is one fact stated 3-4 ways (English, sometimes an English paraphrase,
Japanese, Simplified Chinese, sometimes a second Japanese or Chinese wording). Each group has at least three hard
negatives ``nm<N><letter>`` that keep the group's template and change exactly ONE thing, named in the comment
beside it: a value (allergen, drug, dose, document, date, time, amount, currency, count, place, station, line,
school level, subject, company, carrier, pet species, ...), a person (self / spouse / child / parent / in-law /
friend), the direction of a transfer or of teaching, tense or aspect, modality, polarity, frequency or manner.
Negatives are in all three languages, several in another language than the group's English item. ``um<N>`` items
are unrelated facts that must stay alone.

What it covers: health, medicines and doses, allergies, diet, documents (residence card, visa, My Number, national
health insurance, pension, driving licence, tax return, passport), family and in-laws, names in three scripts
(Nguyen / グエン / 阮, Li Na / リー・ナ / 李娜, Zhang Wei / チャン・ウェイ / 张伟), wards and addresses, stations and
lines, dates (2027-04-01, 令和9年4月1日, next month / 下个月), times (15:00, 午後3時, 下午三点), amounts (¥85,000,
8万5千円, 八万五千日元), counts and frequencies (twice a week, 週2回, 每周两次, every other Saturday), work, school,
children, pets, hobbies, phone, bank, utilities, transport, religion and preferences. The paraphrases use synonyms,
converse verbs with the roles swapped (lend / borrow, give / receive, teach / learn), passive and active, relative
clauses, compounds and their parts, katakana loanwords, honorifics (さん, 先生, ちゃん, くん), classifiers (一所, 一只,
一支), numbers as digits, kanji or words, extra harmless detail on one side, polite and plain Japanese, and
Japanese sentences without a subject.
"""

from __future__ import annotations

# (id, text, group): items of one group are the same memory; group None = must stay alone.
PLANTED_M: list[tuple[str, str, str | None]] = [
    # mg1: the user is allergic to buckwheat
    ("m1", "The user is allergic to buckwheat.", "mg1"),
    ("m1p", "Buckwheat gives the user an allergic reaction, so they avoid soba restaurants.", "mg1"),
    ("m1j", "ユーザーはそばアレルギーがある。", "mg1"),
    ("m1z", "用户对荞麦过敏。", "mg1"),
    ("nm1a", "The user is allergic to peanuts.", None),  # value: allergen (peanuts vs buckwheat)
    ("nm1b", "ユーザーの娘はそばアレルギーがある。", None),  # person: daughter vs user
    ("nm1c", "用户以前对荞麦过敏，现在已经不过敏了。", None),  # tense: used to be allergic, no longer
    # mg2: the user takes amlodipine 5 mg once a day for high blood pressure
    ("m2", "The user takes 5 mg of amlodipine once a day for high blood pressure.", "mg2"),
    ("m2j", "ユーザーは高血圧のためアムロジピン5mgを1日1回服用している。", "mg2"),
    ("m2z", "用户每天服用一次5毫克氨氯地平，用来治疗高血压。", "mg2"),
    ("nm2a", "The user takes 10 mg of amlodipine once a day for high blood pressure.", None),  # dose (10 vs 5 mg)
    ("nm2b", "ユーザーは高血圧のためアムロジピン5mgを1日2回服用している。", None),  # frequency: twice vs once a day
    ("nm2c", "用户的父亲每天服用一次5毫克氨氯地平，用来治疗高血压。", None),  # person: father vs user
    # mg3: the user does not drink alcohol
    ("m3", "The user does not drink alcohol.", "mg3"),
    ("m3p", "The user never touches alcoholic drinks and orders oolong tea at work parties.", "mg3"),
    ("m3z", "用户滴酒不沾。", "mg3"),
    ("nm3a", "The user does not drink coffee.", None),  # value: coffee vs alcohol
    ("nm3b", "用户的丈夫滴酒不沾。", None),  # person: husband vs user
    ("nm3c", "ユーザーは以前はお酒を飲まなかったが、今は飲む。", None),  # tense: abstained before, drinks now
    # mg4: the user's residence card expires on 2027-04-01
    ("m4", "The user's residence card expires on 2027-04-01.", "mg4"),
    ("m4j", "ユーザーの在留カードの有効期限は令和9年4月1日です。", "mg4"),
    ("m4z", "用户的在留卡将于2027年4月1日到期。", "mg4"),
    ("nm4a", "The user's passport expires on 2027-04-01.", None),  # document: passport vs residence card
    ("nm4b", "ユーザーの在留カードの有効期限は令和9年10月1日です。", None),  # date: October vs April 1
    ("nm4c", "用户妻子的在留卡将于2027年4月1日到期。", None),  # person: wife vs user
    # mg5: the user's status of residence is Engineer / Specialist in Humanities / International Services
    ("m5", "The user is in Japan on an Engineer/Specialist in Humanities/International Services visa.", "mg5"),
    ("m5j", "ユーザーの在留資格は「技術・人文知識・国際業務」です。", "mg5"),
    ("m5z", "用户以“技术·人文知识·国际业务”签证在日本居留。", "mg5"),
    ("nm5a", "The user is in Japan on a Highly Skilled Professional visa.", None),  # value: visa type
    ("nm5b", "ユーザーは「技術・人文知識・国際業務」の在留資格を申請する予定だ。", None),  # modality: plans to apply
    ("nm5c", "用户的弟弟以“技术·人文知识·国际业务”签证在日本居留。", None),  # person: younger brother vs user
    # mg6: the user has applied for a My Number card and not received it yet
    ("m6", "The user has applied for a My Number card but hasn't received it yet.", "mg6"),
    ("m6j", "マイナンバーカードは申請済みだが、まだ受け取っていない。", "mg6"),
    ("m6z", "用户已经申请了个人编号卡，但还没有拿到。", "mg6"),
    ("nm6a", "The user has already received their My Number card.", None),  # aspect: card already received
    ("nm6b", "マイナンバーカードを申請するつもりだが、まだ申請していない。", None),  # modality: intends to apply
    ("nm6c", "用户已经申请了护照，但还没有拿到。", None),  # document: passport vs My Number card
    # mg7: the user is enrolled in National Health Insurance through Setagaya Ward
    ("m7", "The user is enrolled in National Health Insurance through Setagaya Ward.", "mg7"),
    ("m7j", "ユーザーは世田谷区の国民健康保険に加入している。", "mg7"),
    ("m7z", "用户在世田谷区加入了国民健康保险。", "mg7"),
    ("nm7a", "The user is enrolled in National Health Insurance through Meguro Ward.", None),  # place: ward
    ("nm7b", "ユーザーは世田谷区で国民年金に加入している。", None),  # document: national pension vs health insurance
    ("nm7c", "用户去年退出了世田谷区的国民健康保险。", None),  # aspect: no longer enrolled (left last year)
    # mg8: the user plans to claim the pension lump-sum withdrawal payment after leaving Japan
    ("m8", "The user plans to claim the pension lump-sum withdrawal payment after leaving Japan.", "mg8"),
    ("m8j", "ユーザーは帰国後に年金の脱退一時金を請求するつもりだ。", "mg8"),
    ("m8z", "用户打算在离开日本后申请领取年金的脱退一时金。", "mg8"),
    ("nm8a", "The user has already claimed the pension lump-sum withdrawal payment.", None),  # aspect: already done
    ("nm8b", "ユーザーの夫は帰国後に年金の脱退一時金を請求するつもりだ。", None),  # person: husband vs user
    ("nm8c", "用户打算在离开日本后申请退还所得税。", None),  # value: income-tax refund vs pension lump sum
    # mg9: the user converted a US driving licence to a Japanese one at Samezu
    ("m9", "The user converted their American driver's license to a Japanese one at the Samezu test center.", "mg9"),
    ("m9j", "ユーザーは鮫洲運転免許試験場でアメリカの運転免許を日本の免許に切り替えた。", "mg9"),
    ("m9z", "用户在鲛洲驾照考试场把美国驾照换成了日本驾照。", "mg9"),
    (
        "nm9a",
        "The user converted their Australian driver's license to a Japanese one at the Samezu test center.",
        None,
    ),  # value: country of the licence
    ("nm9b", "ユーザーは鮫洲運転免許試験場でアメリカの運転免許を日本の免許に切り替える予定だ。", None),  # tense: will
    ("nm9c", "用户在府中驾照考试场把美国驾照换成了日本驾照。", None),  # place: Fuchu vs Samezu
    # mg10: the user must file a tax return by March 15 because of freelance side income
    ("m10", "The user has to file a tax return by March 15th because of freelance side income.", "mg10"),
    ("m10j", "副業の収入があるので、ユーザーは3月15日までに確定申告をしなければならない。", "mg10"),
    ("m10z", "因为有副业收入，用户必须在3月15日之前完成确定申报（报税）。", "mg10"),
    ("nm10a", "The user has to file a tax return by March 31st because of freelance side income.", None),  # date
    ("nm10b", "副業の収入があるので、ユーザーは3月15日までに確定申告をするかもしれない。", None),  # modality: may
    ("nm10c", "因为有副业收入，用户的妻子必须在3月15日之前完成报税。", None),  # person: wife vs user
    # mg11: the user's mother-in-law Keiko lives in Sendai
    ("m11", "The user's mother-in-law Keiko lives in Sendai.", "mg11"),
    ("m11j", "ユーザーの義母の恵子さんは仙台に住んでいる。", "mg11"),
    ("m11z", "用户配偶的母亲惠子住在仙台。", "mg11"),
    ("nm11a", "The user's mother-in-law Keiko lives in Sapporo.", None),  # place: Sapporo vs Sendai
    ("nm11b", "ユーザーの母の恵子さんは仙台に住んでいる。", None),  # person: own mother vs mother-in-law
    ("nm11c", "用户配偶的母亲惠子以前住在仙台。", None),  # tense: used to live there
    # mg12: the user's coworker Nguyen teaches the user Vietnamese cooking (the user learns from Nguyen)
    ("m12", "The user's coworker Nguyen teaches the user how to cook Vietnamese food.", "mg12"),
    ("m12p", "The user is learning Vietnamese cooking from Nguyen, a colleague.", "mg12"),
    ("m12j", "ユーザーは同僚のグエンさんからベトナム料理を習っている。", "mg12"),
    ("m12z", "用户跟同事阮学做越南菜。", "mg12"),
    ("nm12a", "The user teaches their coworker Nguyen how to cook Vietnamese food.", None),  # direction: user teaches
    ("nm12b", "ユーザーは同僚のグエンさんからベトナム語を習っている。", None),  # subject: language vs cooking
    ("nm12c", "用户跟同事阮学做泰国菜。", None),  # value: Thai vs Vietnamese cuisine
    # mg13: the user lives in Nakano Ward, Tokyo
    ("m13", "The user lives in Nakano Ward, Tokyo.", "mg13"),
    ("m13j", "ユーザーは東京都中野区に住んでいる。", "mg13"),
    ("m13j2", "住まいは中野区です。", "mg13"),
    ("nm13a", "The user lives in Nerima Ward, Tokyo.", None),  # place: Nerima vs Nakano
    ("nm13b", "ユーザーは東京都中野区に引っ越すつもりだ。", None),  # modality: intends to move there
    ("nm13c", "用户在东京中野区上班。", None),  # predicate: works there vs lives there
    # mg14: the user commutes from Nakano Station on the Chuo Line
    ("m14", "The user commutes to work on the Chuo Line from Nakano Station.", "mg14"),
    ("m14j", "ユーザーは中野駅から中央線で通勤している。", "mg14"),
    ("m14z", "用户从中野站乘坐中央线上下班。", "mg14"),
    ("nm14a", "The user commutes to work on the Chuo Line from Mitaka Station.", None),  # station: Mitaka
    ("nm14b", "ユーザーは中野駅から東西線で通勤している。", None),  # line: Tozai vs Chuo
    ("nm14c", "用户以前从中野站乘坐中央线上下班。", None),  # tense: used to commute
    # mg15: the user is moving to Osaka next month
    ("m15", "The user is moving to Osaka next month.", "mg15"),
    ("m15p", "Next month the user will relocate to Osaka.", "mg15"),
    ("m15z", "用户下个月搬去大阪。", "mg15"),
    ("nm15a", "The user is moving to Osaka next year.", None),  # date: next year vs next month
    ("nm15b", "ユーザーは来月大阪へ出張する予定です。", None),  # value: business trip vs move
    ("nm15c", "用户的父母下个月搬去大阪。", None),  # person: parents vs user
    # mg16: the user has an immigration-bureau appointment in Shinagawa at 15:00 on 2027-03-10
    ("m16", "The user has an appointment at the Tokyo Immigration Bureau in Shinagawa at 15:00 on 2027-03-10.", "mg16"),
    ("m16j", "ユーザーは2027年3月10日午後3時に品川の東京出入国在留管理局で予約がある。", "mg16"),
    ("m16z", "用户2027年3月10日下午三点在品川的东京出入国在留管理局有预约。", "mg16"),
    (
        "nm16a",
        "The user has an appointment at the Tokyo Immigration Bureau in Shinagawa at 10:00 on 2027-03-10.",
        None,
    ),  # time: 10:00 vs 15:00
    ("nm16b", "ユーザーは2027年3月17日午後3時に品川の東京出入国在留管理局で予約がある。", None),  # date: 17 vs 10 March
    ("nm16c", "用户2027年3月10日下午三点在品川的东京出入国在留管理局的预约被取消了。", None),  # polarity: cancelled
    # mg17: on weekdays the user picks up their son Sota from daycare at 6 pm
    ("m17", "The user picks up their son Sota from daycare at 6 pm on weekdays.", "mg17"),
    ("m17j", "ユーザーは平日の午後6時に息子の颯太くんを保育園へ迎えに行く。", "mg17"),
    ("m17z", "工作日傍晚六点，用户去托儿所接儿子飒太。", "mg17"),
    ("nm17a", "The user's husband picks up their son Sota from daycare at 6 pm on weekdays.", None),  # person: husband
    ("nm17b", "ユーザーは平日の午後5時に息子の颯太くんを保育園へ迎えに行く。", None),  # time: 5 pm vs 6 pm
    ("nm17c", "周末傍晚六点，用户去托儿所接儿子飒太。", None),  # frequency: weekends vs weekdays
    # mg18: the user's rent is ¥85,000 a month
    ("m18", "The user pays ¥85,000 a month in rent.", "mg18"),
    ("m18j", "ユーザーの家賃は月8万5千円です。", "mg18"),
    ("m18z", "用户每月房租八万五千日元。", "mg18"),
    ("nm18a", "The user pays ¥58,000 a month in rent.", None),  # amount: 58,000 vs 85,000
    ("nm18b", "ユーザーの家賃は来月から月8万5千円になる。", None),  # tense: becomes that from next month
    ("nm18c", "用户的妹妹每月房租八万五千日元。", None),  # person: younger sister vs user
    # mg19: the user sends ¥30,000 a month to their mother in the Philippines
    ("m19", "The user sends ¥30,000 every month to their mother in the Philippines.", "mg19"),
    ("m19j", "ユーザーは毎月フィリピンの母に3万円を仕送りしている。", "mg19"),
    ("m19z", "用户每个月给在菲律宾的母亲寄三万日元。", "mg19"),
    ("nm19a", "The user's mother in the Philippines sends the user ¥30,000 every month.", None),  # direction
    ("nm19b", "ユーザーは毎月フィリピンの母に3万ペソを仕送りしている。", None),  # currency: pesos vs yen
    ("nm19c", "用户每两个月给在菲律宾的母亲寄三万日元。", None),  # frequency: every other month
    # mg20: the user goes to the gym twice a week
    ("m20", "The user goes to the gym twice a week.", "mg20"),
    ("m20j", "ユーザーは週2回ジムに通っている。", "mg20"),
    ("m20z", "用户每周去两次健身房。", "mg20"),
    ("m20j2", "ジムには週に二回行っています。", "mg20"),
    ("nm20a", "The user goes to the gym three times a week.", None),  # count: three vs two
    ("nm20b", "ユーザーは週2回プールに通っている。", None),  # place: pool vs gym
    ("nm20c", "用户打算每周去两次健身房。", None),  # modality: plans to
    # mg21: the user takes Japanese lessons every other Saturday
    ("m21", "The user takes Japanese lessons every other Saturday.", "mg21"),
    ("m21j", "ユーザーは隔週土曜日に日本語のレッスンを受けている。", "mg21"),
    ("m21z", "用户每隔一周的星期六上日语课。", "mg21"),
    ("nm21a", "The user takes Japanese lessons every Saturday.", None),  # frequency: every vs every other week
    ("nm21b", "ユーザーは隔週土曜日に日本語を教えている。", None),  # direction: teaches vs takes lessons
    ("nm21c", "用户每隔一周的星期六上韩语课。", None),  # language: Korean vs Japanese
    # mg22: the user works at Rakuten as a software engineer
    ("m22", "The user works at Rakuten as a software engineer.", "mg22"),
    ("m22p", "Rakuten is the company where the user is employed as a software developer.", "mg22"),
    ("m22j", "ユーザーは楽天でソフトウェアエンジニアとして働いている。", "mg22"),
    ("nm22a", "The user works at Mercari as a software engineer.", None),  # company: Mercari vs Rakuten
    ("nm22b", "ユーザーは以前楽天でソフトウェアエンジニアとして働いていた。", None),  # tense: used to work there
    ("nm22c", "用户想在乐天担任软件工程师。", None),  # modality: wants to
    # mg23: the user's son is in third grade at a public elementary school
    ("m23", "The user's son is in third grade at a public elementary school.", "mg23"),
    ("m23j", "ユーザーの息子は公立小学校の3年生です。", "mg23"),
    ("m23z", "用户的儿子在一所公立小学读三年级。", "mg23"),
    ("nm23a", "The user's son is in third grade at a public junior high school.", None),  # school level
    ("nm23b", "ユーザーの息子は私立小学校の3年生です。", None),  # value: private vs public
    ("nm23c", "用户的女儿在一所公立小学读三年级。", None),  # person: daughter vs son
    # mg24: the user's daughter Emma learns piano from Ms Tanaka (Tanaka teaches her)
    ("m24", "The user's daughter Emma takes piano lessons from Ms Tanaka.", "mg24"),
    ("m24j", "ユーザーの娘のエマちゃんは田中先生にピアノを習っている。", "mg24"),
    ("m24z", "田中老师教用户的女儿艾玛弹钢琴。", "mg24"),
    ("nm24a", "The user's daughter Emma takes violin lessons from Ms Tanaka.", None),  # subject: violin vs piano
    ("nm24b", "ユーザーの息子のレオくんは田中先生にピアノを習っている。", None),  # person: son Leo vs daughter Emma
    ("nm24c", "用户的女儿艾玛以前跟田中老师学钢琴。", None),  # tense: used to take lessons
    # mg25: the user has a Shiba Inu named Kuro
    ("m25", "The user has a Shiba Inu named Kuro.", "mg25"),
    ("m25j", "ユーザーはクロという柴犬を飼っている。", "mg25"),
    ("m25z", "用户养了一只叫Kuro的柴犬。", "mg25"),
    ("nm25a", "The user has a Shiba Inu named Shiro.", None),  # value: the dog's name
    ("nm25b", "ユーザーはクロという猫を飼っている。", None),  # pet species: cat vs dog
    ("nm25c", "用户以前养过一只叫Kuro的柴犬。", None),  # tense: used to have
    # mg26: the user plays futsal with coworkers every Wednesday evening
    ("m26", "The user plays futsal with coworkers every Wednesday evening.", "mg26"),
    ("m26j", "ユーザーは毎週水曜の夜に同僚とフットサルをしている。", "mg26"),
    ("m26z", "用户每周三晚上和同事踢五人制足球。", "mg26"),
    ("nm26a", "The user plays futsal with coworkers every Friday evening.", None),  # day: Friday vs Wednesday
    ("nm26b", "ユーザーは毎週水曜の夜に同僚とバスケをしている。", None),  # value: basketball vs futsal
    ("nm26c", "用户每周三晚上和孩子们踢五人制足球。", None),  # person: with the kids vs coworkers
    # mg27: the user switched their mobile contract from SoftBank to ahamo
    ("m27", "The user switched their mobile phone contract from SoftBank to ahamo.", "mg27"),
    ("m27j", "ユーザーは携帯の契約をソフトバンクからahamoに乗り換えた。", "mg27"),
    ("m27z", "用户把手机合约从软银换成了ahamo。", "mg27"),
    ("nm27a", "The user switched their mobile phone contract from ahamo to SoftBank.", None),  # direction of switch
    ("nm27b", "ユーザーは携帯の契約をソフトバンクからahamoに乗り換えるか検討している。", None),  # modality: considering
    ("nm27c", "用户把手机合约从软银换成了au。", None),  # value: carrier au vs ahamo
    # mg28: the user has a Japan Post Bank account
    ("m28", "The user has a bank account with Japan Post Bank.", "mg28"),
    ("m28j", "ユーザーはゆうちょ銀行に口座を持っている。", "mg28"),
    ("m28z", "用户在日本邮政银行有一个账户。", "mg28"),
    ("nm28a", "The user has a bank account with MUFG Bank.", None),  # value: bank
    ("nm28b", "ユーザーはゆうちょ銀行の口座を解約した。", None),  # polarity/aspect: closed the account
    ("nm28c", "用户的儿子在日本邮政银行有一个账户。", None),  # person: son vs user
    # mg29: the user pays the electricity bill by credit card
    ("m29", "The user pays the electricity bill by credit card.", "mg29"),
    ("m29j", "電気代はクレジットカードで支払っています。", "mg29"),
    ("m29z", "用户用信用卡交电费。", "mg29"),
    ("nm29a", "The user pays the electricity bill at the convenience store.", None),  # manner: konbini vs card
    ("nm29b", "水道代はクレジットカードで支払っています。", None),  # value: water vs electricity bill
    ("nm29c", "用户的室友用信用卡交电费。", None),  # person: roommate vs user
    # mg30: the user uses Suica on their iPhone
    ("m30", "The user uses a Suica card on their iPhone.", "mg30"),
    ("m30j", "ユーザーはiPhoneでモバイルSuicaを使っている。", "mg30"),
    ("m30z", "用户在iPhone上使用Suica交通卡。", "mg30"),
    ("nm30a", "The user uses a PASMO card on their iPhone.", None),  # value: PASMO vs Suica
    ("nm30b", "ユーザーはiPhoneでモバイルSuicaを使いたいと思っている。", None),  # modality: wants to
    ("nm30c", "用户的母亲在iPhone上使用Suica交通卡。", None),  # person: mother vs user
    # mg31: the user attends Friday prayers at Tokyo Camii mosque
    ("m31", "The user goes to Friday prayers at Tokyo Camii mosque.", "mg31"),
    ("m31p", "Every Friday the user prays at the Tokyo Camii mosque.", "mg31"),
    ("m31j", "ユーザーは東京ジャーミイの金曜礼拝に通っている。", "mg31"),
    ("nm31a", "The user goes to Friday prayers at Otsuka mosque.", None),  # place: Otsuka vs Tokyo Camii
    ("nm31b", "ユーザーは東京ジャーミイの金曜礼拝に行ったことがない。", None),  # polarity: has never gone
    ("nm31c", "用户的父亲每周五去东京清真寺（Tokyo Camii）做聚礼。", None),  # person: father vs user
    # mg32: the user prefers an aisle seat on the Shinkansen
    ("m32", "The user prefers an aisle seat on the Shinkansen.", "mg32"),
    ("m32z", "用户坐新干线时喜欢靠过道的座位。", "mg32"),
    ("m32z2", "乘新干线的时候，用户更喜欢坐靠通道的位子。", "mg32"),
    ("nm32a", "The user prefers a window seat on the Shinkansen.", None),  # value: window vs aisle
    ("nm32b", "飛行機では通路側の席が好きだ。", None),  # value: plane vs Shinkansen
    ("nm32c", "用户的妻子坐新干线时喜欢靠过道的座位。", None),  # person: wife vs user
    # mg33: the user has type 2 diabetes
    ("m33", "The user has type 2 diabetes.", "mg33"),
    ("m33j", "ユーザーは2型糖尿病を患っている。", "mg33"),
    ("m33z", "用户患有二型糖尿病。", "mg33"),
    ("nm33a", "The user has type 1 diabetes.", None),  # value: type 1 vs type 2
    ("nm33b", "ユーザーの義父は2型糖尿病を患っている。", None),  # person: father-in-law vs user
    ("nm33c", "医生说用户有患二型糖尿病的风险。", None),  # modality: at risk of vs has
    # mg34: the user was prescribed loxoprofen 60 mg three times a day after meals
    ("m34", "The user was prescribed loxoprofen 60 mg, three times a day after meals.", "mg34"),
    ("m34j", "ユーザーはロキソプロフェン60mgを1日3回食後に飲むよう処方された。", "mg34"),
    ("m34z", "医生给用户开了洛索洛芬60毫克，每天三次，饭后服用。", "mg34"),
    ("nm34a", "The user was prescribed loxoprofen 60 mg, three times a day before meals.", None),  # manner: before
    ("nm34b", "ユーザーはフェキソフェナジン60mgを1日3回食後に飲むよう処方された。", None),  # drug: fexofenadine
    ("nm34c", "医生给用户开了洛索洛芬60毫克，每天两次，饭后服用。", None),  # frequency: twice vs three times
    # mg35: the user's wife Li Na works as a nurse at Keio University Hospital
    ("m35", "The user's wife Li Na works as a nurse at Keio University Hospital.", "mg35"),
    ("m35j", "ユーザーの妻のリー・ナさんは慶應義塾大学病院で看護師として働いている。", "mg35"),
    ("m35z", "用户的妻子李娜在庆应义塾大学医院当护士。", "mg35"),
    ("nm35a", "The user's wife Li Na works as a pharmacist at Keio University Hospital.", None),  # value: job
    ("nm35b", "ユーザーの妻のリー・ナさんは慶應義塾大学病院で看護師として働きたいと思っている。", None),  # modality
    ("nm35c", "用户的妹妹李娜在庆应义塾大学医院当护士。", None),  # person: younger sister vs wife
    # mg36: the user lent ¥50,000 to their friend Wang (Wang borrowed it from the user)
    ("m36", "The user lent their friend Wang ¥50,000.", "mg36"),
    ("m36p", "The user's friend Wang borrowed 50,000 yen from the user.", "mg36"),
    ("m36j", "ユーザーは友人のワンさんに5万円を貸した。", "mg36"),
    ("m36z", "朋友小王向用户借了五万日元。", "mg36"),
    ("nm36a", "The user borrowed ¥50,000 from their friend Wang.", None),  # direction: user borrowed
    ("nm36b", "ユーザーは友人のワンさんに5万円をあげた。", None),  # manner: a gift, not a loan
    ("nm36c", "用户借给朋友小王三万日元。", None),  # amount: 30,000 vs 50,000
    ("nm36d", "ユーザーは友人のワンさんから5万円を借りた。", None),  # direction: user borrowed (ja)
    # mg37: the user's manager Suzuki gave the user a fountain pen as a farewell gift
    ("m37", "The user's manager Suzuki gave the user a fountain pen as a farewell gift.", "mg37"),
    ("m37j", "ユーザーは送別の品として上司の鈴木さんから万年筆をもらった。", "mg37"),
    ("m37z", "上司铃木送给用户一支钢笔作为送别礼物。", "mg37"),
    ("nm37a", "The user gave their manager Suzuki a fountain pen as a farewell gift.", None),  # direction
    ("nm37b", "ユーザーは送別の品として上司の鈴木さんから腕時計をもらった。", None),  # value: watch vs pen
    ("nm37c", "上司铃木送给用户的丈夫一支钢笔作为送别礼物。", None),  # person: the user's husband
    # mg38: the user's bicycle was stolen outside Koenji Station
    ("m38", "The user's bicycle was stolen outside Koenji Station.", "mg38"),
    ("m38j", "高円寺駅前でユーザーの自転車が盗まれた。", "mg38"),
    ("m38z", "用户的自行车在高圆寺站外被偷了。", "mg38"),
    ("m38p", "Someone stole the user's bike outside Koenji Station.", "mg38"),
    ("nm38a", "The user's bicycle was towed away from outside Koenji Station.", None),  # value: towed vs stolen
    ("nm38b", "阿佐ヶ谷駅前でユーザーの自転車が盗まれた。", None),  # place: Asagaya vs Koenji
    ("nm38c", "用户的摩托车在高圆寺站外被偷了。", None),  # value: motorbike vs bicycle
    # mg39: the user passed JLPT N2 in December 2025
    ("m39", "The user passed the JLPT N2 in December 2025.", "mg39"),
    ("m39j", "ユーザーは2025年12月に日本語能力試験N2に合格した。", "mg39"),
    ("m39z", "用户在2025年12月通过了日语能力考试N2。", "mg39"),
    ("nm39a", "The user passed the JLPT N1 in December 2025.", None),  # value: level N1 vs N2
    ("nm39b", "ユーザーは2025年12月に日本語能力試験N2に落ちた。", None),  # polarity: failed
    ("nm39c", "用户在2025年12月参加了日语能力考试N2，还不知道结果。", None),  # aspect: took it, result unknown
    # mg40: the user's father-in-law Zhang Wei arrives from Shanghai on 2027-04-01
    ("m40", "The user's father-in-law, Zhang Wei, arrives from Shanghai on 2027-04-01.", "mg40"),
    ("m40j", "ユーザーの義父の張偉（チャン・ウェイ）さんが2027年4月1日に上海から来日する。", "mg40"),
    ("m40z", "用户配偶的父亲张伟将于2027年4月1日从上海来日本。", "mg40"),
    ("nm40a", "The user's father-in-law, Zhang Wei, flies back to Shanghai on 2027-04-01.", None),  # direction
    ("nm40b", "ユーザーの義父の張偉さんが2027年4月1日に北京から来日する。", None),  # place: Beijing vs Shanghai
    ("nm40c", "用户配偶的父亲张伟将于2027年5月1日从上海来日本。", None),  # date: May 1 vs April 1
    # unrelated facts: each must stay alone
    ("um1", "The user thought the cherry blossoms along the Meguro River were beautiful this spring.", None),
    ("um2", "ユーザーは北海道で初めてスキーをした。", None),
    ("um3", "用户觉得东京的地铁很方便。", None),
    ("um4", "The user's favourite ramen shop is in Ogikubo.", None),
    ("um5", "ユーザーの部屋は南向きで日当たりがいい。", None),
    ("um6", "用户的生日是七月十五日。", None),
    ("um7", "The user wants to see Mount Fuji from Lake Kawaguchi.", None),
    ("um8", "ユーザーはコンビニのおにぎりではツナマヨが一番好きだ。", None),
    ("um9", "用户上周末去镰仓看了大佛。", None),
    ("um10", "The user's laptop keyboard is set to a US layout.", None),
]

__all__ = ["PLANTED_M"]
