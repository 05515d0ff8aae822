"""Planted set w (issue 13, stop 30): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; w is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 30. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the head of set v, for the format, and
tests/test_planted_structure.py), ran no benchmark, link sweep or consolidation, and wrote what an LLM summariser
would have kept about real users of the assistant (foreign residents and travellers in Japan, in English, Japanese
and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups ``wgN`` of 3-5 items (an English item ``wN``, sometimes an English paraphrase ``wNp``
with a synonym, a converse verb or the passive, a Japanese item ``wNj`` and a Chinese item ``wNz``, sometimes a
second Japanese wording ``wNj2``: subjectless, polite, katakana loanwords, kanji numerals), each with 3-4 negatives
``nwN<letter>`` that keep the group's template and change one value, person, direction, tense or aspect, modality,
polarity or frequency, named in the trailing comment, in all three languages; then ten unrelated facts ``uwN``.
Topics are ones the earlier sets left out: a buckwheat allergy and soba shops, a budgerigar at an avian vet, a
student-dormitory curfew, an izakaya part-time job, a housing-loan pre-screening, furniture rental, a pocket Wi-Fi,
car sharing, a night highway bus to Sendai on "the third Friday", a Kyoto machiya stay, a wedding in Okinawa
(Reiwa 8 and Chinese numerals), a kimono rental, a tennis circle, a daughter's badminton club, bouldering, a
photography course, Korean lessons from a colleague with a Korean name in three scripts, a husband cooking at a
Vietnamese restaurant, Holi, Songkran, Eid al-Fitr, a naturalisation interview (date in Reiwa, 24-hour and am
times), a tax deduction for a dependant abroad, a bicycle's TS-mark sticker, a son's hamsters, an allotment garden,
a diving licence, shamisen lessons, an abacus class, migraine medicine, LASIK, iDeCo, Kampo life insurance, the
caregiving skills test, a forklift licence, reserving a hanami spot, a ferry to Naoshima, an engagement ring, a Sri
Lankan flatmate's name in three scripts and surfing in Shonan.
"""

from __future__ import annotations

# (id, text, group): items of one group are the same memory; group None = must stay alone.
PLANTED_W: list[tuple[str, str, str | None]] = [
    # wg1: buckwheat allergy, so the user never eats at soba shops
    ("w1", "The user is allergic to buckwheat, so they never eat at soba shops.", "wg1"),
    ("w1p", "Because of a buckwheat allergy, the user avoids soba restaurants entirely.", "wg1"),
    ("w1j", "ユーザーはそばアレルギーがあるので、そば屋では絶対に食べない。", "wg1"),
    ("w1z", "用户对荞麦过敏，所以从来不在荞麦面店吃饭。", "wg1"),
    ("nw1a", "The user is allergic to wheat, so they never eat at soba shops.", None),  # value: allergen (wheat)
    ("nw1b", "ユーザーの息子はそばアレルギーがあるので、そば屋では絶対に食べない。", None),  # person: son vs user
    ("nw1c", "用户对荞麦过敏，所以从来不在乌冬面店吃饭。", None),  # value: place (udon shops vs soba shops)
    # wg2: the budgerigar Piko sees an avian vet in Kichijoji every three months
    ("w2", "The user takes their budgerigar, Piko, to an avian vet in Kichijoji every three months.", "wg2"),
    ("w2p", "Every three months the user's parakeet Piko sees a bird vet in Kichijoji.", "wg2"),
    ("w2j", "ユーザーはセキセイインコのピコを3か月ごとに吉祥寺の鳥専門の動物病院に連れて行く。", "wg2"),
    ("w2z", "用户每三个月带虎皮鹦鹉皮可去吉祥寺的鸟类专科兽医院。", "wg2"),
    (
        "nw2a",
        "The user takes their budgerigar, Piko, to an avian vet in Kichijoji every month.",
        None,
    ),  # frequency: every month vs every three months
    (
        "nw2b",
        "ユーザーはセキセイインコのピコを3か月ごとに三鷹の鳥専門の動物病院に連れて行く。",
        None,
    ),  # value: place (Mitaka vs Kichijoji)
    ("nw2c", "用户每三个月带文鸟皮可去吉祥寺的鸟类专科兽医院。", None),  # value: species (Java sparrow vs budgerigar)
    # wg3: the student dormitory's curfew is 11 pm
    ("w3", "The user's student dormitory has a curfew of 11 pm.", "wg3"),
    ("w3p", "Residents of the user's student dorm must be back by 23:00.", "wg3"),
    ("w3j", "ユーザーの学生寮の門限は午後11時だ。", "wg3"),
    ("w3j2", "住んでいる学生寮の門限は23時です。", "wg3"),
    ("w3z", "用户住的学生宿舍门禁时间是晚上十一点。", "wg3"),
    ("nw3a", "The user's student dormitory has a curfew of 10 pm.", None),  # value: time (10 pm vs 11 pm)
    ("nw3b", "ユーザーの学生寮には門限がない。", None),  # polarity: no curfew
    ("nw3c", "用户妹妹住的学生宿舍门禁时间是晚上十一点。", None),  # person: younger sister vs user
    # wg4: part-time job at an izakaya in Ueno on Friday and Saturday nights
    ("w4", "The user works part-time at an izakaya in Ueno on Friday and Saturday nights.", "wg4"),
    ("w4j", "ユーザーは金曜と土曜の夜、上野の居酒屋でアルバイトをしている。", "wg4"),
    ("w4z", "用户每周五和周六晚上在上野的一家居酒屋打工。", "wg4"),
    (
        "nw4a",
        "The user used to work part-time at an izakaya in Ueno on Friday and Saturday nights.",
        None,
    ),  # tense: used to work vs works
    (
        "nw4b",
        "ユーザーは金曜と土曜の夜、上野のラーメン屋でアルバイトをしている。",
        None,
    ),  # value: workplace (ramen shop)
    ("nw4c", "用户每周五和周六晚上在新宿的一家居酒屋打工。", None),  # value: place (Shinjuku vs Ueno)
    (
        "nw4d",
        "The user works part-time at an izakaya in Ueno on Sunday nights.",
        None,
    ),  # value: day (Sunday vs Fri/Sat)
    # wg5: passed Mizuho Bank's housing-loan pre-screening for 35 million yen
    ("w5", "The user passed the housing loan pre-screening at Mizuho Bank for 35 million yen.", "wg5"),
    ("w5p", "Mizuho Bank pre-approved the user for a 35,000,000-yen home loan.", "wg5"),
    ("w5j", "ユーザーはみずほ銀行の住宅ローンの事前審査に3500万円で通った。", "wg5"),
    ("w5j2", "みずほ銀行で住宅ローン三千五百万円の仮審査に通りました。", "wg5"),
    ("w5z", "用户通过了瑞穗银行三千五百万日元住房贷款的预审。", "wg5"),
    (
        "nw5a",
        "The user failed the housing loan pre-screening at Mizuho Bank for 35 million yen.",
        None,
    ),  # polarity: failed vs passed
    ("nw5b", "ユーザーは三井住友銀行の住宅ローンの事前審査に3500万円で通った。", None),  # value: bank (SMBC vs Mizuho)
    ("nw5c", "用户通过了瑞穗银行两千五百万日元住房贷款的预审。", None),  # value: amount (25 vs 35 million yen)
    (
        "nw5d",
        "The user is still waiting for the result of the housing loan pre-screening at Mizuho Bank for 35 million yen.",
        None,
    ),  # aspect: result pending vs passed
    # wg6: renting a bed and a desk for 4,800 yen a month
    ("w6", "The user rents a bed and a desk from a furniture rental company for 4,800 yen a month.", "wg6"),
    ("w6j", "ユーザーは家具レンタル会社からベッドと机を月4800円で借りている。", "wg6"),
    ("w6z", "用户从家具租赁公司租了一张床和一张书桌，每月四千八百日元。", "wg6"),
    (
        "nw6a",
        "The user rents a sofa and a desk from a furniture rental company for 4,800 yen a month.",
        None,
    ),  # value: item (sofa vs bed)
    (
        "nw6b",
        "ユーザーは家具レンタル会社からベッドと机を月8400円で借りている。",
        None,
    ),  # value: amount (8,400 vs 4,800)
    ("nw6c", "用户从家具租赁公司租了一张床和一张书桌，每周四千八百日元。", None),  # frequency: per week vs per month
    # wg7: a pocket Wi-Fi rented for ten days, picked up at Narita Terminal 1
    (
        "w7",
        "The user has rented a pocket Wi-Fi for ten days and will pick it up at Narita Airport Terminal 1.",
        "wg7",
    ),
    ("w7j", "ユーザーはポケットWi-Fiを10日間レンタルし、成田空港第1ターミナルで受け取る予定だ。", "wg7"),
    ("w7z", "用户租了十天的随身Wi-Fi，打算在成田机场第一航站楼取。", "wg7"),
    (
        "nw7a",
        "The user has rented a pocket Wi-Fi for ten days and will pick it up at Narita Airport Terminal 2.",
        None,
    ),  # value: place (Terminal 2 vs Terminal 1)
    (
        "nw7b",
        "ユーザーはポケットWi-Fiを7日間レンタルし、成田空港第1ターミナルで受け取る予定だ。",
        None,
    ),  # value: duration (7 vs 10 days)
    ("nw7c", "用户租了十天的随身Wi-Fi，已经在成田机场第一航站楼取了。", None),  # aspect: already picked up vs will
    # wg8: Times Car Share membership at 880 yen a month
    ("w8", "The user is a member of Times Car Share and pays a monthly fee of 880 yen.", "wg8"),
    ("w8p", "For the user's Times Car Share membership, 880 yen is charged every month.", "wg8"),
    ("w8j", "ユーザーはタイムズカーの会員で、月額880円を払っている。", "wg8"),
    ("w8z", "用户是Times Car共享汽车的会员，每月付八百八十日元会费。", "wg8"),
    (
        "nw8a",
        "The user's wife is a member of Times Car Share and pays a monthly fee of 880 yen.",
        None,
    ),  # person: wife vs user
    ("nw8b", "ユーザーはタイムズカーの会員で、年額880円を払っている。", None),  # frequency: yearly vs monthly
    ("nw8c", "用户以前是Times Car共享汽车的会员，每月付八百八十日元会费。", None),  # tense: used to be a member
    # wg9: night highway bus from Shinjuku to Sendai on the third Friday of each month
    (
        "w9",
        "On the third Friday of every month the user takes the night highway bus from Shinjuku to Sendai.",
        "wg9",
    ),
    ("w9j", "ユーザーは毎月第3金曜日に新宿から仙台行きの夜行高速バスに乗る。", "wg9"),
    ("w9z", "用户每个月的第三个星期五从新宿坐夜间高速巴士去仙台。", "wg9"),
    (
        "nw9a",
        "On the third Friday of every month the user takes the night highway bus from Sendai to Shinjuku.",
        None,
    ),  # direction: Sendai to Shinjuku
    ("nw9b", "ユーザーは毎月第1金曜日に新宿から仙台行きの夜行高速バスに乗る。", None),  # value: date (first Friday)
    ("nw9c", "用户每个月的第三个星期五从新宿坐新干线去仙台。", None),  # value: vehicle (shinkansen vs highway bus)
    # wg10: a Kyoto machiya booked for three nights from 12 October
    ("w10", "The user has booked a machiya townhouse in Kyoto for three nights from 12 October.", "wg10"),
    ("w10p", "A Kyoto machiya is reserved for the user for three nights starting October 12.", "wg10"),
    ("w10j", "ユーザーは10月12日から3泊、京都の町家を予約している。", "wg10"),
    ("w10z", "用户预订了京都的一栋町屋，从十月十二日起住三晚。", "wg10"),
    (
        "nw10a",
        "The user has booked a machiya townhouse in Kanazawa for three nights from 12 October.",
        None,
    ),  # value: place (Kanazawa vs Kyoto)
    ("nw10b", "ユーザーは10月21日から3泊、京都の町家を予約している。", None),  # value: date (21 vs 12 October)
    ("nw10c", "用户预订了京都的一栋町屋，从十月十二日起住两晚。", None),  # value: count (two vs three nights)
    (
        "nw10d",
        "The user would like to book a machiya townhouse in Kyoto for three nights from 12 October.",
        None,
    ),  # modality: would like to book vs has booked
    # wg11: the user's wedding in Okinawa on Saturday 16 May 2026
    ("w11", "The user will hold their wedding in Okinawa on 16 May 2026.", "wg11"),
    ("w11p", "The user's wedding is going to take place in Okinawa on Saturday, May 16, 2026.", "wg11"),
    ("w11j", "ユーザーは令和8年5月16日に沖縄で結婚式を挙げる。", "wg11"),
    ("w11z", "用户将于二〇二六年五月十六日在冲绳举行婚礼。", "wg11"),
    ("nw11a", "The user will hold their wedding in Hawaii on 16 May 2026.", None),  # value: place (Hawaii vs Okinawa)
    ("nw11b", "ユーザーの弟は令和8年5月16日に沖縄で結婚式を挙げる。", None),  # person: younger brother vs user
    ("nw11c", "用户将于二〇二七年五月十六日在冲绳举行婚礼。", None),  # value: date (2027 vs 2026)
    # wg12: a kimono rented in Asakusa for a day for 6,600 yen
    ("w12", "The user rented a kimono in Asakusa for one day for 6,600 yen.", "wg12"),
    ("w12j", "ユーザーは浅草で着物を1日6600円でレンタルした。", "wg12"),
    ("w12j2", "浅草でキモノを一日六千六百円で借りました。", "wg12"),
    ("w12z", "用户在浅草花六千六百日元租了一天和服。", "wg12"),
    ("nw12a", "The user rented a yukata in Asakusa for one day for 6,600 yen.", None),  # value: item (yukata vs kimono)
    ("nw12b", "ユーザーは浅草で着物を1日3300円でレンタルした。", None),  # value: amount (3,300 vs 6,600 yen)
    ("nw12c", "用户在京都花六千六百日元租了一天和服。", None),  # value: place (Kyoto vs Asakusa)
    ("nw12d", "The user plans to rent a kimono in Asakusa for one day for 6,600 yen.", None),  # tense: plans vs rented
    # wg13: tennis circle at Komazawa Park every Sunday morning
    ("w13", "The user plays in a tennis circle at Komazawa Park every Sunday morning.", "wg13"),
    ("w13j", "ユーザーは毎週日曜日の朝、駒沢公園でテニスサークルの練習に参加している。", "wg13"),
    ("w13z", "用户每个星期天早上在驹泽公园参加网球社团的活动。", "wg13"),
    (
        "nw13a",
        "The user plays in a tennis circle at Komazawa Park every other Sunday morning.",
        None,
    ),  # frequency: every other Sunday
    (
        "nw13b",
        "ユーザーは毎週日曜日の夕方、駒沢公園でテニスサークルの練習に参加している。",
        None,
    ),  # value: time (evening vs morning)
    ("nw13c", "用户每个星期天早上在驹泽公园参加羽毛球社团的活动。", None),  # value: sport (badminton vs tennis)
    # wg14: the daughter joined the junior high badminton club
    ("w14", "The user's daughter joined the badminton club at her junior high school.", "wg14"),
    ("w14p", "The user's daughter is now a member of her junior high's badminton club.", "wg14"),
    ("w14j", "ユーザーの娘は中学校のバドミントン部に入った。", "wg14"),
    ("w14z", "用户的女儿参加了初中的羽毛球部。", "wg14"),
    ("nw14a", "The user's son joined the badminton club at his junior high school.", None),  # person: son vs daughter
    ("nw14b", "ユーザーの娘は中学校のバレーボール部に入った。", None),  # value: club (volleyball vs badminton)
    ("nw14c", "用户的女儿退出了初中的羽毛球部。", None),  # direction: left the club vs joined
    ("nw14d", "用户的女儿参加了高中的羽毛球部。", None),  # value: school level (senior vs junior high)
    # wg15: bouldering in Ikebukuro twice a week
    ("w15", "The user goes bouldering at a climbing gym in Ikebukuro twice a week.", "wg15"),
    ("w15j", "ユーザーは週2回、池袋のクライミングジムでボルダリングをしている。", "wg15"),
    ("w15z", "用户每周两次去池袋的攀岩馆抱石。", "wg15"),
    (
        "nw15a",
        "The user goes bouldering at a climbing gym in Ikebukuro twice a month.",
        None,
    ),  # frequency: twice a month vs twice a week
    ("nw15b", "ユーザーは週2回、池袋のクライミングジムでボルダリングをしていた。", None),  # tense: used to
    ("nw15c", "用户每周两次去涩谷的攀岩馆抱石。", None),  # value: place (Shibuya vs Ikebukuro)
    # wg16: a six-session photography course on Wednesday evenings
    (
        "w16",
        "The user is taking a six-session photography course at a culture centre on Wednesday evenings.",
        "wg16",
    ),
    ("w16j", "ユーザーは水曜日の夜、カルチャーセンターで全6回の写真講座を受けている。", "wg16"),
    ("w16z", "用户每周三晚上在文化中心上一个共六次的摄影课程。", "wg16"),
    (
        "nw16a",
        "The user is teaching a six-session photography course at a culture centre on Wednesday evenings.",
        None,
    ),  # direction: teaching vs taking
    (
        "nw16b",
        "ユーザーは木曜日の夜、カルチャーセンターで全6回の写真講座を受けている。",
        None,
    ),  # value: day (Thursday vs Wednesday)
    ("nw16c", "用户每周三晚上在文化中心上一个共十次的摄影课程。", None),  # value: count (ten vs six sessions)
    ("nw16d", "用户每周三晚上在文化中心上一个共六次的绘画课程。", None),  # value: subject (painting vs photography)
    # wg17: Korean lessons from the colleague Park Ji-woo at lunchtime
    ("w17", "The user learns Korean from a colleague, Park Ji-woo, during lunch breaks.", "wg17"),
    ("w17p", "Park Ji-woo, the user's co-worker, teaches the user Korean at lunchtime.", "wg17"),
    ("w17j", "ユーザーは昼休みに同僚のパク・ジウさんから韓国語を教わっている。", "wg17"),
    ("w17z", "用户午休时跟同事朴智宇学韩语。", "wg17"),
    (
        "nw17a",
        "The user teaches Korean to a colleague, Park Ji-woo, during lunch breaks.",
        None,
    ),  # direction: the user teaches Park
    (
        "nw17b",
        "ユーザーは昼休みに同僚のパク・ジウさんから中国語を教わっている。",
        None,
    ),  # value: language (Chinese vs Korean)
    ("nw17c", "用户下班后跟同事朴智宇学韩语。", None),  # value: time (after work vs lunch break)
    ("nw17d", "用户的丈夫午休时跟同事朴智宇学韩语。", None),  # person: husband vs user
    # wg18: the husband is a cook at a Vietnamese restaurant in Takadanobaba
    ("w18", "The user's husband works as a cook at a Vietnamese restaurant in Takadanobaba.", "wg18"),
    ("w18j", "ユーザーの夫は高田馬場のベトナム料理店でコックとして働いている。", "wg18"),
    ("w18z", "用户的丈夫在高田马场的一家越南餐厅当厨师。", "wg18"),
    (
        "nw18a",
        "The user's husband works as a waiter at a Vietnamese restaurant in Takadanobaba.",
        None,
    ),  # value: job (waiter vs cook)
    ("nw18b", "ユーザーの夫は高田馬場のタイ料理店でコックとして働いている。", None),  # value: cuisine (Thai)
    ("nw18c", "用户的丈夫在新大久保的一家越南餐厅当厨师。", None),  # value: place (Shin-Okubo vs Takadanobaba)
    (
        "nw18d",
        "The user's brother works as a cook at a Vietnamese restaurant in Takadanobaba.",
        None,
    ),  # person: brother vs husband
    # wg19: Holi with Indian friends at Kasai Rinkai Park every March
    ("w19", "The user celebrates Holi with Indian friends at Kasai Rinkai Park every March.", "wg19"),
    ("w19j", "ユーザーは毎年3月、葛西臨海公園でインド人の友人たちとホーリーを祝う。", "wg19"),
    ("w19z", "用户每年三月和印度朋友在葛西临海公园庆祝洒红节。", "wg19"),
    (
        "nw19a",
        "The user celebrates Holi with Nepali friends at Kasai Rinkai Park every March.",
        None,
    ),  # value: friends' nationality (Nepali vs Indian)
    ("nw19b", "ユーザーは毎年3月、代々木公園でインド人の友人たちとホーリーを祝う。", None),  # value: place (Yoyogi)
    ("nw19c", "用户每年三月和印度同事在葛西临海公园庆祝洒红节。", None),  # person: colleagues vs friends
    # wg20: flying home to Chiang Mai for Songkran in April
    ("w20", "The user is flying home to Chiang Mai for Songkran in April.", "wg20"),
    ("w20j", "ユーザーは4月のソンクラーンに飛行機でチェンマイへ帰省する予定だ。", "wg20"),
    ("w20z", "用户四月泼水节要坐飞机回清迈老家。", "wg20"),
    ("nw20a", "The user is flying home to Bangkok for Songkran in April.", None),  # value: place (Bangkok)
    ("nw20b", "ユーザーは4月のソンクラーンにはチェンマイへ帰省しない。", None),  # polarity: not going home
    ("nw20c", "用户的室友四月泼水节要坐飞机回清迈老家。", None),  # person: roommate vs user
    # wg21: two days off work for Eid al-Fitr
    ("w21", "The user takes two days off work for Eid al-Fitr.", "wg21"),
    ("w21p", "For Eid al-Fitr, the user takes a two-day leave from work.", "wg21"),
    ("w21j", "ユーザーはイード・アル＝フィトルのために仕事を2日間休む。", "wg21"),
    ("w21z", "用户开斋节请两天假不上班。", "wg21"),
    ("nw21a", "The user takes two days off work for Eid al-Adha.", None),  # value: festival (Eid al-Adha)
    ("nw21b", "ユーザーはイード・アル＝フィトルのために仕事を3日間休む。", None),  # value: count (three vs two days)
    ("nw21c", "用户开斋节不请假，照常上班。", None),  # polarity: takes no days off
    ("nw21d", "The user's wife takes two days off work for Eid al-Fitr.", None),  # person: wife vs user
    # wg22: naturalisation interview at the Legal Affairs Bureau on Tuesday 10 February 2026 at 10:00
    (
        "w22",
        "The user's naturalisation interview at the Legal Affairs Bureau is on 10 February 2026 at 10 am.",
        "wg22",
    ),
    (
        "w22p",
        "The Legal Affairs Bureau will interview the user for naturalisation at 10:00 on Tuesday, February 10, 2026.",
        "wg22",
    ),
    ("w22j", "ユーザーの帰化の面接は令和8年2月10日午前10時、法務局で行われる。", "wg22"),
    ("w22z", "用户的入籍面试定于二〇二六年二月十日上午十点在法务局进行。", "wg22"),
    (
        "nw22a",
        "The user's naturalisation interview at the Legal Affairs Bureau is on 10 February 2026 at 2 pm.",
        None,
    ),  # value: time (2 pm vs 10 am)
    ("nw22b", "ユーザーの妻の帰化の面接は令和8年2月10日午前10時、法務局で行われる。", None),  # person: wife vs user
    ("nw22c", "用户的入籍面试定于二〇二六年三月十日上午十点在法务局进行。", None),  # value: date (March vs February)
    # wg23: the mother in the Philippines is claimed as a dependant for the tax deduction
    ("w23", "The user claims their mother in the Philippines as a dependant for the tax deduction.", "wg23"),
    (
        "w23p",
        "The user's mother, who lives in the Philippines, is declared as the user's dependant for the tax deduction.",
        "wg23",
    ),
    ("w23j", "ユーザーはフィリピンにいる母親を扶養控除の対象として申告している。", "wg23"),
    ("w23z", "用户把在菲律宾的母亲申报为扶养扣除的对象。", "wg23"),
    (
        "nw23a",
        "The user claims their father in the Philippines as a dependant for the tax deduction.",
        None,
    ),  # person: father vs mother
    ("nw23b", "ユーザーはベトナムにいる母親を扶養控除の対象として申告している。", None),  # value: place (Vietnam)
    ("nw23c", "用户不再把在菲律宾的母亲申报为扶养扣除的对象。", None),  # polarity: no longer claims her
    # wg24: the bicycle's TS-mark sticker renewed yearly at a bike shop for 1,500 yen
    (
        "w24",
        "The user renews the TS mark insurance sticker on their bicycle at a bike shop every year for 1,500 yen.",
        "wg24",
    ),
    ("w24j", "ユーザーは毎年自転車屋で自転車のTSマークを1500円で更新している。", "wg24"),
    ("w24z", "用户每年在自行车店花一千五百日元更新自行车的TS标志保险贴纸。", "wg24"),
    (
        "nw24a",
        "The user renews the TS mark insurance sticker on their bicycle at a bike shop every year for 2,000 yen.",
        None,
    ),  # value: amount (2,000 vs 1,500 yen)
    (
        "nw24b",
        "ユーザーは毎年自転車屋で息子の自転車のTSマークを1500円で更新している。",
        None,
    ),  # person: son's bicycle vs the user's
    ("nw24c", "用户每两年在自行车店花一千五百日元更新自行车的TS标志保险贴纸。", None),  # frequency: every two years
    # wg25: the son keeps two hamsters in his room
    ("w25", "The user's son keeps two hamsters in his room.", "wg25"),
    ("w25j", "ユーザーの息子は自分の部屋でハムスターを2匹飼っている。", "wg25"),
    ("w25j2", "息子さんは部屋でハムスターを二匹飼っています。", "wg25"),
    ("w25z", "用户的儿子在自己房间里养了两只仓鼠。", "wg25"),
    ("nw25a", "The user's son keeps three hamsters in his room.", None),  # value: count (three vs two)
    ("nw25b", "ユーザーの娘は自分の部屋でハムスターを2匹飼っている。", None),  # person: daughter vs son
    ("nw25c", "用户的儿子在自己房间里养了两只兔子。", None),  # value: species (rabbits vs hamsters)
    ("nw25d", "The user's son wants to keep two hamsters in his room.", None),  # modality: wants to keep
    # wg26: a 10 m2 allotment rented from the city for 5,000 yen a year
    ("w26", "The user rents a 10-square-metre allotment from the city for 5,000 yen a year.", "wg26"),
    ("w26p", "The city leases the user a ten-square-metre allotment garden at 5,000 yen per year.", "wg26"),
    ("w26j", "ユーザーは市から10平方メートルの市民農園を年5000円で借りている。", "wg26"),
    ("w26z", "用户以每年五千日元的价格向市政府租了一块十平方米的市民农园。", "wg26"),
    (
        "nw26a",
        "The user rents a 20-square-metre allotment from the city for 5,000 yen a year.",
        None,
    ),  # value: area (20 vs 10 square metres)
    ("nw26b", "ユーザーは市から10平方メートルの市民農園を月5000円で借りている。", None),  # frequency: monthly
    ("nw26c", "用户以每年五千日元的价格向一位农户租了一块十平方米的农园。", None),  # value: lessor (a farmer)
    # wg27: an open water diving licence in Okinawa last summer
    ("w27", "The user got an open water diving licence in Okinawa last summer.", "wg27"),
    ("w27j", "ユーザーは去年の夏、沖縄でオープンウォーターのダイビングライセンスを取った。", "wg27"),
    ("w27z", "用户去年夏天在冲绳考取了开放水域潜水执照。", "wg27"),
    ("nw27a", "The user got an advanced diving licence in Okinawa last summer.", None),  # value: licence level
    (
        "nw27b",
        "ユーザーは去年の夏、伊豆でオープンウォーターのダイビングライセンスを取った。",
        None,
    ),  # value: place (Izu vs Okinawa)
    ("nw27c", "用户今年夏天在冲绳考取了开放水域潜水执照。", None),  # value: date (this summer vs last summer)
    # wg28: shamisen lessons from a teacher in Nezu for two years
    ("w28", "The user has been taking shamisen lessons from a teacher in Nezu for two years.", "wg28"),
    ("w28p", "A teacher in Nezu has been teaching the user the shamisen for two years.", "wg28"),
    ("w28j", "ユーザーは2年前から根津の先生に三味線を習っている。", "wg28"),
    ("w28z", "用户跟根津的一位老师学三味线已经两年了。", "wg28"),
    (
        "nw28a",
        "The user has been taking koto lessons from a teacher in Nezu for two years.",
        None,
    ),  # value: instrument (koto vs shamisen)
    ("nw28b", "ユーザーは2年前から根津で生徒に三味線を教えている。", None),  # direction: the user teaches
    ("nw28c", "用户跟根津的一位老师学三味线已经五年了。", None),  # value: duration (five vs two years)
    # wg29: the son's abacus class on Tuesdays and Thursdays after school
    ("w29", "The user's son goes to an abacus class every Tuesday and Thursday after school.", "wg29"),
    ("w29j", "ユーザーの息子は毎週火曜と木曜の放課後、そろばん教室に通っている。", "wg29"),
    ("w29z", "用户的儿子每周二和周四放学后去上珠算班。", "wg29"),
    (
        "nw29a",
        "The user's son goes to a calligraphy class every Tuesday and Thursday after school.",
        None,
    ),  # value: subject (calligraphy vs abacus)
    (
        "nw29b",
        "ユーザーの息子は毎週月曜と水曜の放課後、そろばん教室に通っている。",
        None,
    ),  # value: days (Monday and Wednesday)
    ("nw29c", "用户的儿子以前每周二和周四放学后去上珠算班。", None),  # tense: used to go
    (
        "nw29d",
        "The user's daughter goes to an abacus class every Tuesday and Thursday after school.",
        None,
    ),  # person: daughter vs son
    # wg30: sumatriptan when a migraine starts
    ("w30", "The user takes sumatriptan when a migraine starts.", "wg30"),
    ("w30p", "Whenever a migraine comes on, the user takes sumatriptan.", "wg30"),
    ("w30j", "ユーザーは片頭痛が始まるとスマトリプタンを飲む。", "wg30"),
    ("w30z", "用户偏头痛发作时会服用舒马普坦。", "wg30"),
    ("nw30a", "The user takes loxoprofen when a migraine starts.", None),  # value: drug (loxoprofen)
    ("nw30b", "ユーザーは毎朝スマトリプタンを飲む。", None),  # frequency: every morning vs when a migraine starts
    ("nw30c", "用户的母亲偏头痛发作时会服用舒马普坦。", None),  # person: mother vs user
    # wg31: LASIK on both eyes at a Shinjuku clinic in March
    ("w31", "The user had LASIK surgery on both eyes at a clinic in Shinjuku in March.", "wg31"),
    ("w31j", "ユーザーは3月に新宿のクリニックで両目のレーシック手術を受けた。", "wg31"),
    ("w31z", "用户三月在新宿的一家诊所做了双眼激光近视手术。", "wg31"),
    (
        "nw31a",
        "The user had LASIK surgery on the left eye at a clinic in Shinjuku in March.",
        None,
    ),  # value: body part (left eye vs both eyes)
    ("nw31b", "ユーザーは3月に新宿のクリニックで両目のレーシック手術を受ける予定だ。", None),  # tense: will have
    ("nw31c", "用户三月在新宿的一家诊所做了双眼白内障手术。", None),  # value: surgery (cataract vs LASIK)
    (
        "nw31d",
        "The user had LASIK surgery on both eyes at a clinic in Shinjuku in May.",
        None,
    ),  # value: date (May vs March)
    # wg32: 23,000 yen a month into iDeCo
    ("w32", "The user contributes 23,000 yen a month to iDeCo.", "wg32"),
    ("w32j", "ユーザーはiDeCoに毎月2万3000円を積み立てている。", "wg32"),
    ("w32j2", "イデコに月二万三千円を拠出しています。", "wg32"),
    ("w32z", "用户每月向iDeCo个人型确定缴费年金缴纳两万三千日元。", "wg32"),
    ("nw32a", "The user contributes 12,000 yen a month to iDeCo.", None),  # value: amount (12,000 vs 23,000 yen)
    ("nw32b", "ユーザーは新NISAに毎月2万3000円を積み立てている。", None),  # value: scheme (NISA vs iDeCo)
    ("nw32c", "用户已经停止每月向iDeCo缴纳两万三千日元。", None),  # aspect: has stopped contributing
    ("nw32d", "The user's husband contributes 23,000 yen a month to iDeCo.", None),  # person: husband vs user
    # wg33: Kampo (Japan Post Insurance) life insurance at 9,800 yen a month
    (
        "w33",
        "The user has a life insurance policy with Japan Post Insurance and pays 9,800 yen a month.",
        "wg33",
    ),
    ("w33p", "The user's monthly premium for the Kampo life insurance policy is 9,800 yen.", "wg33"),
    ("w33j", "ユーザーはかんぽ生命の生命保険に入っていて、保険料は月9800円だ。", "wg33"),
    ("w33z", "用户在日本邮政保险投保了人寿保险，每月保费九千八百日元。", "wg33"),
    (
        "nw33a",
        "The user has a medical insurance policy with Japan Post Insurance and pays 9,800 yen a month.",
        None,
    ),  # value: product (medical vs life insurance)
    (
        "nw33b",
        "ユーザーは日本生命の生命保険に入っていて、保険料は月9800円だ。",
        None,
    ),  # value: company (Nippon Life vs Japan Post)
    ("nw33c", "用户在日本邮政保险投保了人寿保险，每月保费八千九百日元。", None),  # value: amount (8,900 vs 9,800)
    # wg34: passed the Specified Skilled Worker caregiving skills test in November
    ("w34", "The user passed the Specified Skilled Worker caregiving skills test in November.", "wg34"),
    ("w34j", "ユーザーは11月に特定技能の介護技能評価試験に合格した。", "wg34"),
    ("w34z", "用户十一月通过了特定技能的护理技能评估考试。", "wg34"),
    (
        "nw34a",
        "The user failed the Specified Skilled Worker caregiving skills test in November.",
        None,
    ),  # polarity: failed vs passed
    ("nw34b", "ユーザーは11月に特定技能の外食業技能測定試験に合格した。", None),  # value: field (food service)
    ("nw34c", "用户的表妹十一月通过了特定技能的护理技能评估考试。", None),  # person: cousin vs user
    (
        "nw34d",
        "The user will take the Specified Skilled Worker caregiving skills test in November.",
        None,
    ),  # tense: will take vs passed
    # wg35: a forklift licence after a four-day course in Kawasaki
    ("w35", "The user got a forklift licence after a four-day course at a training centre in Kawasaki.", "wg35"),
    ("w35j", "ユーザーは川崎の教習所で4日間の講習を受けてフォークリフトの免許を取った。", "wg35"),
    ("w35z", "用户在川崎的培训中心上了四天的课程，考取了叉车驾照。", "wg35"),
    (
        "nw35a",
        "The user got a crane licence after a four-day course at a training centre in Kawasaki.",
        None,
    ),  # value: licence (crane vs forklift)
    (
        "nw35b",
        "ユーザーは川崎の教習所で2日間の講習を受けてフォークリフトの免許を取った。",
        None,
    ),  # value: duration (two vs four days)
    ("nw35c", "用户在横滨的培训中心上了四天的课程，考取了叉车驾照。", None),  # value: place (Yokohama vs Kawasaki)
    # wg36: the user saves the spot in Ueno Park for the company hanami party
    ("w36", "The user is in charge of reserving a spot in Ueno Park for the company's hanami party.", "wg36"),
    ("w36p", "Saving a place in Ueno Park for the company cherry-blossom party is the user's job.", "wg36"),
    ("w36j", "ユーザーは会社の花見のために上野公園で場所取りをする係だ。", "wg36"),
    ("w36z", "用户负责为公司的赏花会在上野公园占位置。", "wg36"),
    (
        "nw36a",
        "The user's colleague is in charge of reserving a spot in Ueno Park for the company's hanami party.",
        None,
    ),  # person: colleague vs user
    ("nw36b", "ユーザーは会社の花見のために隅田公園で場所取りをする係だ。", None),  # value: place (Sumida Park)
    ("nw36c", "用户负责为大学社团的赏花会在上野公园占位置。", None),  # value: organiser (university club vs company)
    # wg37: the ferry from Uno Port to Naoshima on Saturday morning
    ("w37", "The user will take the ferry from Uno Port to Naoshima on Saturday morning.", "wg37"),
    ("w37j", "ユーザーは土曜日の朝、宇野港から直島行きのフェリーに乗る予定だ。", "wg37"),
    ("w37z", "用户打算星期六早上从宇野港坐渡轮去直岛。", "wg37"),
    (
        "nw37a",
        "The user will take the ferry from Naoshima to Uno Port on Saturday morning.",
        None,
    ),  # direction: Naoshima to Uno
    ("nw37b", "ユーザーは日曜日の朝、宇野港から直島行きのフェリーに乗る予定だ。", None),  # value: day (Sunday)
    ("nw37c", "用户打算星期六早上从高松港坐渡轮去直岛。", None),  # value: place (Takamatsu vs Uno Port)
    (
        "nw37d",
        "The user took the ferry from Uno Port to Naoshima on Saturday morning.",
        None,
    ),  # tense: took vs will take
    # wg38: an engagement ring bought in Ginza for 380,000 yen
    ("w38", "The user bought an engagement ring for 380,000 yen at a jeweller in Ginza.", "wg38"),
    ("w38j", "ユーザーは銀座の宝石店で38万円の婚約指輪を買った。", "wg38"),
    ("w38j2", "銀座のジュエリーショップで三十八万円のエンゲージリングを購入しました。", "wg38"),
    ("w38z", "用户在银座的一家珠宝店花三十八万日元买了订婚戒指。", "wg38"),
    (
        "nw38a",
        "The user bought a wedding ring for 380,000 yen at a jeweller in Ginza.",
        None,
    ),  # value: item (wedding ring vs engagement ring)
    ("nw38b", "ユーザーは銀座の宝石店で28万円の婚約指輪を買った。", None),  # value: amount (280,000 vs 380,000)
    ("nw38c", "用户的哥哥在银座的一家珠宝店花三十八万日元买了订婚戒指。", None),  # person: elder brother vs user
    (
        "nw38d",
        "The user is going to buy an engagement ring for 380,000 yen at a jeweller in Ginza.",
        None,
    ),  # tense: is going to buy vs bought
    # wg39: the Sri Lankan flatmate Dilani Perera pays half the rent
    ("w39", "The user's flatmate, Dilani Perera from Sri Lanka, pays half of the rent.", "wg39"),
    ("w39p", "Half of the rent is paid by Dilani Perera, the Sri Lankan woman the user shares the flat with.", "wg39"),
    ("w39j", "ユーザーのルームメイトでスリランカ出身のディラニ・ペレラさんが家賃の半分を払っている。", "wg39"),
    ("w39z", "用户的室友、来自斯里兰卡的迪拉妮·佩雷拉支付一半的房租。", "wg39"),
    (
        "nw39a",
        "The user's flatmate, Dilani Perera from Sri Lanka, pays a third of the rent.",
        None,
    ),  # value: amount (a third vs half)
    (
        "nw39b",
        "ユーザーのルームメイトでスリランカ出身のディラニ・ペレラさんが電気代の半分を払っている。",
        None,
    ),  # value: bill (electricity vs rent)
    ("nw39c", "用户的室友、来自斯里兰卡的迪拉妮·佩雷拉以前支付一半的房租。", None),  # tense: used to pay
    # wg40: surfing at Kugenuma in Shonan on most weekend mornings
    ("w40", "The user surfs at Kugenuma Beach in Shonan on most weekend mornings.", "wg40"),
    ("w40j", "ユーザーは週末の朝はたいてい湘南の鵠沼海岸でサーフィンをしている。", "wg40"),
    ("w40z", "用户周末早上大多在湘南的鹄沼海岸冲浪。", "wg40"),
    (
        "nw40a",
        "The user surfs at Kugenuma Beach in Shonan on most weekday mornings.",
        None,
    ),  # value: days (weekdays vs weekends)
    ("nw40b", "ユーザーは週末の朝はたまに湘南の鵠沼海岸でサーフィンをしている。", None),  # frequency: sometimes
    ("nw40c", "用户周末早上大多在千叶的一宫海岸冲浪。", None),  # value: place (Ichinomiya, Chiba vs Kugenuma)
    (
        "nw40d",
        "The user's boyfriend surfs at Kugenuma Beach in Shonan on most weekend mornings.",
        None,
    ),  # person: boyfriend vs user
    # unrelated facts
    ("uw1", "The user likes to read mystery novels on the train.", None),
    ("uw2", "ユーザーは朝食にいつも納豆ご飯を食べる。", None),
    ("uw3", "用户的笔记本电脑是去年在秋叶原买的。", None),
    ("uw4", "The user's grandfather was a fisherman in Kerala.", None),
    ("uw5", "ユーザーはカラオケでいつも演歌を歌う。", None),
    ("uw6", "用户的女儿将来想当兽医。", None),
    ("uw7", "The user prefers unsweetened green tea to coffee.", None),
    ("uw8", "ユーザーの部屋は南向きで日当たりがいい。", None),
    ("uw9", "用户每天晚上睡觉前都和家里人视频通话。", None),
    ("uw10", "The user keeps a paper diary in Japanese to practise kanji.", None),
]
