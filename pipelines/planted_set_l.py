"""Planted-duplicate set "l": written blind, before round 10's measurement of the link checker (issue 13).

Why: a set is an honest measure only once, on data no code change was tuned on, so this one was written without
reading the checker, the other sets or the benchmark results, and is the held-out set of round 10.
What: memories of foreign residents and travellers in Japan (health and medicines, allergies, residence card, visa,
pension, tax, My Number, bank, family and in-laws, housing, work, school, money, transport, food and religion,
hobbies, appointments, preferences, devices, pets) in English, Japanese and Simplified Chinese. Groups hold real
paraphrases (other verbs, passive, converse verbs such as lend / borrow) and translations, with numbers, dates
and times written differently. Every negative (``nl…``) shares a group's template but states another fact; its
comment names the kind of difference. ``ul…`` items are unrelated and must stay alone.
"""

from __future__ import annotations

# (id, text, group): items of one group are the same memory; group None = must stay alone.
PLANTED_L: list[tuple[str, str, str | None]] = [
    # lg1: buckwheat allergy
    ("l1", "The user is allergic to buckwheat, so soba noodles are off the table.", "lg1"),
    ("l1j", "ユーザーはそばアレルギーがある。", "lg1"),
    ("l1z", "用户对荞麦过敏。", "lg1"),
    ("nl1a", "The user is allergic to wheat.", None),  # value: allergen (wheat vs buckwheat)
    ("nl1b", "ユーザーの娘はそばアレルギーがある。", None),  # person: daughter
    ("nl1c", "用户以前对荞麦过敏，现在已经不过敏了。", None),  # tense: no longer
    # lg2: thyroid medicine
    ("l2", "The user takes 50 µg of levothyroxine every morning.", "lg2"),
    ("l2j", "ユーザーは毎朝レボチロキシンを50マイクログラム服用している。", "lg2"),
    ("l2z", "用户每天早上服用五十微克左甲状腺素。", "lg2"),
    ("nl2a", "The user takes 100 µg of levothyroxine every morning.", None),  # value: dose
    ("nl2b", "ユーザーは毎晩寝る前にレボチロキシンを50マイクログラム服用している。", None),  # value: time of day
    ("nl2c", "用户每隔一天早上服用50微克左甲状腺素。", None),  # frequency: every other day
    # lg3: residence card expiry
    ("l3", "Residence card valid until 2027-03-31.", "lg3"),
    ("l3j", "ユーザーの在留カードの有効期限は2027年3月31日です。", "lg3"),
    ("l3z", "用户的在留卡有效期到2027年3月31日。", "lg3"),
    ("nl3a", "The user's passport expires on March 31, 2027.", None),  # value: document
    ("nl3b", "ユーザーの在留カードの有効期限は2027年5月31日です。", None),  # value: date
    ("nl3c", "用户妻子的在留卡2027年3月31日到期。", None),  # person: wife
    # lg4: permanent residency application pending
    ("l4", "The user applied for permanent residency in June 2026 and is still waiting for a decision.", "lg4"),
    ("l4j", "ユーザーは2026年6月に永住許可を申請し、結果を待っている。", "lg4"),
    ("l4z", "用户2026年6月申请了永住，目前还在等结果。", "lg4"),
    ("nl4a", "The user plans to apply for permanent residency in June 2026.", None),  # modality: plan
    ("nl4b", "ユーザーの永住申請は2026年6月に許可された。", None),  # predicate: granted vs pending
    ("nl4c", "用户2026年6月申请了归化入籍，目前还在等结果。", None),  # value: naturalisation vs PR
    # lg5: user lent Kenji money (converse verbs)
    ("l5", "The user lent Kenji 30,000 yen.", "lg5"),
    ("l5p", "Kenji borrowed 30,000 yen from the user.", "lg5"),
    ("l5j", "ユーザーは健二さんに3万円を貸した。", "lg5"),
    ("l5z", "健二向用户借了三万日元。", "lg5"),
    ("nl5a", "The user borrowed 30,000 yen from Kenji.", None),  # role: direction of the loan
    ("nl5b", "ユーザーは健二さんに3万円をあげた。", None),  # predicate: gave vs lent
    ("nl5c", "用户借给健二五万日元。", None),  # value: amount
    # lg6: wife teaches English
    ("l6", "The user's wife teaches English at a junior high school in Sendai.", "lg6"),
    ("l6j", "ユーザーの妻は仙台の中学校で英語を教えている。", "lg6"),
    ("l6z", "用户的妻子在仙台的一所初中教英语。", "lg6"),
    ("nl6a", "The user's wife teaches English at a high school in Sendai.", None),  # value: school level
    ("nl6b", "ユーザーの妻は仙台の中学校で数学を教えている。", None),  # value: subject
    ("nl6c", "用户的妻子以前在仙台的一所初中教英语。", None),  # tense: used to
    ("nl6d", "The user's sister teaches English at a junior high school in Sendai.", None),  # person: sister
    # lg7: dentist appointment, times written differently
    ("l7", "The user has a dentist appointment on Friday at 15:30.", "lg7"),
    ("l7p", "Dentist: Fri 3:30 p.m.", "lg7"),
    ("l7j", "ユーザーは金曜日の午後3時半に歯医者の予約がある。", "lg7"),
    ("l7z", "用户周五下午三点半约了牙医。", "lg7"),
    ("nl7a", "The user has a dentist appointment on Friday at 13:30.", None),  # value: time
    ("nl7b", "ユーザーは木曜日の午後3時半に歯医者の予約がある。", None),  # value: weekday
    ("nl7c", "用户周五下午三点半要带儿子去看牙医。", None),  # person: the son's appointment
    ("nl7d", "The user cancelled the Friday 3:30 p.m. dentist appointment.", None),  # predicate: cancelled
    # lg8: My Number card picked up
    ("l8", "The user picked up their My Number card at the Nakano ward office.", "lg8"),
    ("l8j", "ユーザーは中野区役所でマイナンバーカードを受け取った。", "lg8"),
    ("l8z", "用户在中野区役所领取了个人编号卡。", "lg8"),
    ("nl8a", "The user applied for their My Number card at the Nakano ward office.", None),  # predicate: applied
    ("nl8b", "ユーザーは杉並区役所でマイナンバーカードを受け取った。", None),  # value: place
    ("nl8c", "用户还没去中野区役所领取个人编号卡。", None),  # polarity: not yet
    # lg9: national pension years
    ("l9", "The user has paid into Japan's national pension for eight years.", "lg9"),
    ("l9j", "ユーザーは国民年金を8年間納めている。", "lg9"),
    ("l9z", "用户已经缴纳了八年日本国民年金。", "lg9"),
    ("nl9a", "The user has paid into the employees' pension (kosei nenkin) for eight years.", None),  # value: scheme
    ("nl9b", "ユーザーは国民年金を3年間納めている。", None),  # value: count of years
    ("nl9c", "用户的丈夫已经缴纳了八年日本国民年金。", None),  # person: husband
    # lg10: Japan Post Bank account opened
    ("l10", "The user opened an account at Japan Post Bank.", "lg10"),
    ("l10j", "ユーザーはゆうちょ銀行で口座を開設した。", "lg10"),
    ("l10z", "用户在邮储银行开了户。", "lg10"),
    ("nl10a", "The user closed their Japan Post Bank account.", None),  # predicate: antonym
    ("nl10b", "ユーザーは三菱UFJ銀行で口座を開設した。", None),  # value: bank
    ("nl10c", "用户还没能在邮储银行开户。", None),  # polarity
    # lg11: tax return every February
    ("l11", "The user files a final tax return every February for their freelance income.", "lg11"),
    ("l11j", "ユーザーはフリーランスの収入について毎年2月に確定申告をしている。", "lg11"),
    ("l11z", "用户每年二月为自由职业收入做确定申告。", "lg11"),
    (
        "nl11a",
        "The user's employer handles the year-end adjustment, so the user does not file a tax return.",
        None,
    ),  # polarity
    ("nl11b", "ユーザーはフリーランスの収入について今年初めて確定申告をする予定だ。", None),  # modality: plan
    ("nl11c", "用户每年三月为自由职业收入做确定申告。", None),  # value: month
    # lg12: husband's mother lives with the family
    ("l12", "The user's mother-in-law (her husband's mother) lives with the family in Yokohama.", "lg12"),
    ("l12j", "ユーザーの義母（夫の母）は横浜で一家と同居している。", "lg12"),
    ("l12z", "用户的婆婆和他们一家一起住在横滨。", "lg12"),
    ("nl12a", "The user's own mother lives with the family in Yokohama.", None),  # person: own mother vs in-law
    ("nl12b", "ユーザーの義母（夫の母）は横浜で一人暮らしをしている。", None),  # manner: alone
    ("nl12c", "用户的婆婆下个月要搬到横滨和他们一起住。", None),  # tense: future
    # lg13: daughter in third grade
    ("l13", "The user's daughter is a third-grader at Minami Elementary School.", "lg13"),
    ("l13j", "ユーザーの娘は南小学校の3年生だ。", "lg13"),
    ("l13z", "用户的女儿在南小学读三年级。", "lg13"),
    ("nl13a", "The user's daughter is a fifth-grader at Minami Elementary School.", None),  # value: grade
    ("nl13b", "ユーザーの息子は南小学校の3年生だ。", None),  # person: son
    ("nl13c", "用户的女儿在北小学读三年级。", None),  # value: school
    # lg14: user teaches Mr. Takahashi guitar (who teaches whom)
    ("l14", "The user gives Mr. Takahashi guitar lessons on Saturdays.", "lg14"),
    ("l14j", "ユーザーは毎週土曜日に高橋さんにギターを教えている。", "lg14"),
    ("l14z", "用户每周六教高桥先生弹吉他。", "lg14"),
    ("l14z2", "高桥先生每周六跟用户学吉他。", "lg14"),
    ("nl14a", "Mr. Takahashi gives the user guitar lessons on Saturdays.", None),  # role: who teaches whom
    ("nl14b", "ユーザーは毎週日曜日に高橋さんにギターを教えている。", None),  # value: weekday
    ("nl14c", "用户每周六教高桥先生弹钢琴。", None),  # value: instrument
    ("nl14d", "The user gives Mr. Takahashi guitar lessons every other Saturday.", None),  # frequency
    # lg15: commutes by bicycle
    ("l15", "The user cycles to the office.", "lg15"),
    ("l15j", "ユーザーは自転車で通勤している。", "lg15"),
    ("l15z", "用户骑自行车上班。", "lg15"),
    ("nl15a", "The user commutes to work by bus.", None),  # manner: bus
    ("nl15b", "ユーザーは以前自転車で通勤していたが、今は電車で通っている。", None),  # tense: used to
    ("nl15c", "用户的丈夫骑自行车上班。", None),  # person: husband
    ("nl15d", "The user walks to work.", None),  # manner: on foot
    # lg16: Muslim, halal meat only
    ("l16", "The user is Muslim and only eats halal meat.", "lg16"),
    ("l16j", "ユーザーはムスリムで、ハラールの肉しか食べない。", "lg16"),
    ("l16z", "用户是穆斯林，只吃清真肉。", "lg16"),
    ("nl16a", "The user is Muslim but does not limit themselves to halal meat.", None),  # polarity
    ("nl16b", "ユーザーの同僚はムスリムで、ハラールの肉しか食べない。", None),  # person: coworker
    # lg17: monthly rent 85,000 yen
    ("l17", "The user pays 85,000 yen a month in rent.", "lg17"),
    ("l17j", "ユーザーの家賃は月8万5千円だ。", "lg17"),
    ("l17z", "用户每月房租八万五千日元。", "lg17"),
    ("nl17a", "The user's monthly rent is 58,000 yen.", None),  # value: amount
    ("nl17b", "用户希望每月房租不超过八万五千日元。", None),  # modality + at most: a budget, not the rent
    ("nl17c", "The user's rent will go up to 85,000 yen a month from April.", None),  # tense: future rent
    # lg18: car loan 1.5 million yen
    ("l18", "The user took out a 1.5 million yen car loan.", "lg18"),
    ("l18j", "ユーザーは150万円のマイカーローンを組んだ。", "lg18"),
    ("l18z", "用户办了一笔一百五十万日元的汽车贷款。", "lg18"),
    ("nl18a", "The user took out a 1.5 million yen education loan.", None),  # value: loan type
    ("nl18b", "ユーザーは150万円のマイカーローンを完済した。", None),  # predicate: paid off
    ("nl18c", "用户办了一笔十五万日元的汽车贷款。", None),  # value: amount (150k vs 1.5M)
    # lg19: two cats
    ("l19", "Mochi and Kinako are the user's two cats.", "lg19"),
    ("l19j", "ユーザーは「もち」と「きなこ」という2匹の猫を飼っている。", "lg19"),
    ("l19z", "用户养了两只猫，名叫Mochi和Kinako。", "lg19"),
    ("nl19a", "The user has two dogs named Mochi and Kinako.", None),  # value: species
    ("nl19b", "ユーザーは「もち」という猫を1匹だけ飼っている。", None),  # count
    ("nl19c", "用户的父母养了两只猫，名叫Mochi和Kinako。", None),  # person: parents
    ("nl19d", "The user used to have two cats named Mochi and Kinako.", None),  # tense: used to
    # lg20: phone model
    ("l20", "The user's phone is a Google Pixel 8.", "lg20"),
    ("l20z", "用户用的手机是谷歌Pixel 8。", "lg20"),
    ("nl20a", "The user's phone is a Google Pixel 7.", None),  # value: model
    ("nl20b", "ユーザーはGoogle Pixel 8に買い替えたいと思っている。", None),  # modality: wants
    ("nl20c", "用户女儿用的手机是谷歌Pixel 8。", None),  # person: daughter
    # lg21: aisle seat on the Shinkansen
    ("l21", "On bullet trains the user likes to sit on the aisle.", "lg21"),
    ("l21j", "ユーザーは新幹線では通路側の席が好きだ。", "lg21"),
    ("l21z", "用户坐新干线喜欢靠过道的座位。", "lg21"),
    ("nl21a", "The user prefers a window seat on the Shinkansen.", None),  # value: seat
    ("nl21b", "ユーザーは飛行機では通路側の席が好きだ。", None),  # value: vehicle
    ("nl21c", "用户的丈夫坐新干线喜欢靠过道的座位。", None),  # person: husband
    # lg22: futsal with coworkers on Wednesdays
    ("l22", "The user plays futsal with coworkers every Wednesday evening.", "lg22"),
    ("l22j", "ユーザーは毎週水曜日の夜、同僚とフットサルをしている。", "lg22"),
    ("l22z", "用户每周三晚上和同事踢五人制足球。", "lg22"),
    ("nl22a", "The user plays futsal with neighbours every Wednesday evening.", None),  # value: with whom
    ("nl22b", "ユーザーは月に一度、水曜日の夜に同僚とフットサルをしている。", None),  # frequency
    ("nl22c", "用户以前每周三晚上和同事踢五人制足球，现在不踢了。", None),  # tense: no longer
    ("nl22d", "The user watches futsal with coworkers every Wednesday evening.", None),  # predicate: watch vs play
    # lg23: type 2 diabetes diagnosis
    ("l23", "Type 2 diabetes, diagnosed 2024.", "lg23"),
    ("l23j", "ユーザーは2024年に2型糖尿病と診断された。", "lg23"),
    ("l23z", "用户2024年被确诊患有2型糖尿病。", "lg23"),
    ("nl23a", "The user was diagnosed with type 1 diabetes in 2024.", None),  # value: type
    ("nl23b", "ユーザーの父は2024年に2型糖尿病と診断された。", None),  # person: father
    ("nl23c", "用户2024年体检时被告知有患2型糖尿病的风险，但没有确诊。", None),  # modality/polarity: risk only
    # lg24: software engineer at Rakuten
    ("l24", "The user is employed by Rakuten in Tokyo as a software engineer.", "lg24"),
    ("l24j", "ユーザーは東京の楽天でソフトウェアエンジニアとして働いている。", "lg24"),
    ("l24z", "用户在东京的乐天当软件工程师。", "lg24"),
    ("nl24a", "The user works at Mercari in Tokyo as a software engineer.", None),  # value: company
    ("nl24b", "ユーザーは来月から東京の楽天でソフトウェアエンジニアとして働く予定だ。", None),  # tense: will start
    ("nl24c", "用户在东京的乐天当产品经理。", None),  # value: role
    ("nl24d", "The user left Rakuten, where they had worked as a software engineer.", None),  # tense: no longer
    # lg25: works from home Mon and Fri
    ("l25j", "ユーザーは月曜と金曜は在宅勤務だ。", "lg25"),
    ("l25z", "用户每周一和周五在家办公。", "lg25"),
    ("nl25a", "The user goes into the office on Mondays and Fridays.", None),  # predicate: antonym
    ("nl25b", "ユーザーは月曜と水曜は在宅勤務だ。", None),  # value: weekday
    ("nl25c", "用户希望每周一和周五能在家办公。", None),  # modality: wants
    # lg26: commuter pass Kichijoji - Shinjuku
    ("l26", "The user has a commuter pass between Kichijoji and Shinjuku.", "lg26"),
    ("l26j", "ユーザーは吉祥寺－新宿間の定期券を持っている。", "lg26"),
    ("nl26a", "The user has a commuter pass between Kichijoji and Shibuya.", None),  # value: place
    ("nl26b", "用户吉祥寺到新宿的定期券上个月已经过期了。", None),  # tense: no longer valid
    # lg27: foreign licence converted at Fuchu
    (
        "l27",
        "The user converted their foreign driver's licence into a Japanese one at the Fuchu driving test centre.",
        "lg27",
    ),
    ("l27j", "ユーザーは府中運転免許試験場で外国の免許を日本の免許に切り替えた。", "lg27"),
    ("l27z", "用户在府中驾照考试场把外国驾照换成了日本驾照。", "lg27"),
    ("nl27a", "The user plans to convert their foreign licence at the Fuchu driving test centre.", None),  # plan
    ("nl27b", "ユーザーは府中運転免許試験場で外免切替の技能試験に落ちた。", None),  # polarity: failed
    ("nl27c", "用户在鲛洲驾照考试场把外国驾照换成了日本驾照。", None),  # value: place
    # lg28: sushi over ramen
    ("l28", "The user prefers sushi to ramen.", "lg28"),
    ("l28j", "ユーザーはラーメンより寿司の方が好きだ。", "lg28"),
    ("l28z", "比起拉面，用户更喜欢寿司。", "lg28"),
    ("nl28a", "The user likes ramen more than sushi.", None),  # role: A over B reversed
    ("nl28b", "ユーザーは寿司もラーメンも同じくらい好きだ。", None),  # degree: equal
    ("nl28c", "比起拉面，用户的儿子更喜欢寿司。", None),  # person: son
    # lg29: National Health Insurance in Osaka
    ("l29", "The user is enrolled in National Health Insurance through Osaka City.", "lg29"),
    ("l29z", "用户加入了大阪市的国民健康保险。", "lg29"),
    ("nl29a", "The user is covered by their employer's health insurance (shakai hoken).", None),  # value: scheme
    ("nl29b", "ユーザーは大阪市の国民健康保険を脱退した。", None),  # predicate: left
    # lg30: younger brother arrives from Manila on 12 May
    ("l30", "The user's younger brother arrives from Manila on May 12.", "lg30"),
    ("l30p", "On 12 May the user's little brother flies in from Manila.", "lg30"),
    ("l30j", "ユーザーの弟は5月12日にマニラから来日する。", "lg30"),
    ("l30z", "用户的弟弟5月12日从马尼拉来日本。", "lg30"),
    ("nl30a", "The user's younger brother flies back to Manila on May 12.", None),  # direction: from vs to
    ("nl30b", "ユーザーの兄は5月12日にマニラから来日する。", None),  # person: older brother
    ("nl30c", "用户的弟弟5月21日从马尼拉来日本。", None),  # value: date
    ("nl30d", "The user's younger brother arrives from Cebu on May 12.", None),  # value: place
    # lg31: neighbour gave the user a rice cooker (give / receive)
    ("l31", "The user's neighbour, Mrs. Yamada, gave the user her old rice cooker.", "lg31"),
    ("l31p", "The user received an old rice cooker from Mrs. Yamada next door.", "lg31"),
    ("l31j", "ユーザーは隣の山田さんから古い炊飯器をもらった。", "lg31"),
    ("l31z", "邻居山田太太把她的旧电饭煲送给了用户。", "lg31"),
    ("nl31a", "The user gave their old rice cooker to Mrs. Yamada next door.", None),  # direction: gives vs receives
    ("nl31b", "ユーザーは隣の山田さんから古い炊飯器を借りている。", None),  # predicate: borrows vs receives
    ("nl31c", "邻居山田太太把她的旧微波炉送给了用户。", None),  # value: object
    # lg32: flu shot on 2 November
    ("l32", "The user got a flu shot on November 2.", "lg32"),
    ("l32j", "ユーザーは11月2日にインフルエンザの予防接種を受けた。", "lg32"),
    ("l32z", "用户11月2日打了流感疫苗。", "lg32"),
    ("nl32a", "The user got a COVID booster on November 2.", None),  # value: vaccine
    ("nl32b", "ユーザーは11月2日にインフルエンザの予防接種を受ける予定だ。", None),  # tense: plan
    ("nl32c", "用户的两个孩子11月2日打了流感疫苗。", None),  # person: children
    # lg33: passed JLPT N2
    ("l33", "JLPT N2: passed, Dec 2025.", "lg33"),
    ("l33j", "ユーザーは2025年12月に日本語能力試験N2に合格した。", "lg33"),
    ("l33z", "用户2025年12月通过了日语能力考试N2。", "lg33"),
    ("nl33a", "The user failed the JLPT N2 in December 2025.", None),  # polarity
    ("nl33b", "ユーザーは2025年12月に日本語能力試験N1に合格した。", None),  # value: level
    ("nl33c", "用户打算2026年12月参加日语能力考试N2。", None),  # modality: plan (other date)
    ("nl33d", "The user's wife passed the JLPT N2 in December 2025.", None),  # person: wife
    # lg34: lives alone in Fukuoka
    ("l34j", "ユーザーは福岡のワンルームマンションで一人暮らしをしている。", "lg34"),
    ("l34z", "用户一个人住在福冈的一间单间公寓里。", "lg34"),
    ("nl34a", "The user lives with a roommate in an apartment in Fukuoka.", None),  # manner: with someone
    ("nl34b", "ユーザーは熊本のワンルームマンションで一人暮らしをしている。", None),  # value: city
    ("nl34c", "用户下个月起要一个人住在福冈的单间公寓里。", None),  # tense: future
    # lg35: severe cedar hay fever
    ("l35", "The user suffers badly from cedar-pollen hay fever every spring.", "lg35"),
    ("l35j", "ユーザーは毎年春になるとスギ花粉症がひどい。", "lg35"),
    ("nl35a", "The user has mild cedar-pollen hay fever in spring.", None),  # degree: mild vs severe
    ("nl35b", "用户每年春天对柏树（桧木）花粉过敏，症状很严重。", None),  # value: pollen (cypress vs cedar)
    # lg36: remittance to parents in Vietnam (send / receive)
    ("l36", "The user sends 50,000 yen home to their parents in Vietnam every month.", "lg36"),
    ("l36j", "ユーザーは毎月ベトナムの両親に5万円を仕送りしている。", "lg36"),
    ("l36j2", "ベトナムにいるユーザーの両親は、毎月ユーザーから5万円の仕送りを受けている。", "lg36"),
    ("l36z", "用户每个月给越南的父母寄五万日元。", "lg36"),
    ("nl36a", "The user's parents in Vietnam send the user 50,000 yen every month.", None),  # direction
    ("nl36b", "ユーザーは年に2回、ベトナムの両親に5万円を送っている。", None),  # frequency: twice a year
    ("nl36c", "用户每个月给越南的父母寄的钱不到五万日元。", None),  # quantity: less than
    ("nl36d", "The user sends 50,000 yen every month to their wife's parents in Vietnam.", None),  # person: in-laws
    # lg37: Sunday Mass at St. Mary's Cathedral
    ("l37", "The user goes to Sunday Mass at St. Mary's Cathedral in Sekiguchi every week.", "lg37"),
    ("l37z", "用户每周日都去关口的东京圣玛利亚大教堂望弥撒。", "lg37"),
    (
        "nl37a",
        "The user goes to Mass at St. Mary's Cathedral in Sekiguchi only at Christmas and Easter.",
        None,
    ),  # frequency
    ("nl37b", "ユーザーの夫の両親は毎週日曜日、関口の東京カテドラルのミサに行く。", None),  # person: in-laws
    # lg38: reply language preference
    ("l38", "The user wants the assistant to answer in simple English rather than Japanese.", "lg38"),
    ("l38j", "ユーザーはアシスタントに日本語ではなく、やさしい英語で答えてほしい。", "lg38"),
    ("nl38a", "用户希望助手用简单的日语而不是英语回答。", None),  # role: which language over which
    ("nl38b", "The user's mother wants the assistant to answer in simple English, not Japanese.", None),  # person
    # unrelated: must stay alone
    ("ul1", "The user's favourite onsen town is Kinosaki.", None),
    ("ul2", "ユーザーは来月、京都へ紅葉を見に行く予定だ。", None),
    ("ul3", "用户正在找会说中文的儿科医生。", None),
    ("ul4", "The user registered their bicycle for theft prevention at the shop where they bought it.", None),
    ("ul5", "ユーザーはゴミの分別ルールがよく分からないと言っていた。", None),
    ("ul6", "用户不希望助手记住自己的护照号码。", None),
    ("ul7", "The user is learning to make miso soup from a YouTube channel.", None),
    ("ul8", "ユーザーの好きな季節は秋だ。", None),
]

__all__ = ["PLANTED_L"]
