"""Planted set r (issue 13, seventeenth round): forty groups of one fact stated several ways, written blind.

Why: the link check is measured on planted sets, and a set that was read while the checker was tuned says less
and less about what it does on memories it has never seen. Set r is held out (pipelines.planted_sets.HELD_OUT) and
is measured once, on code that was never tuned on it; after that it becomes a development set like m..q.

How it was written: blind. Its writer did not read the link checker (memory/, experts/), the benchmarks and their
notes (bench/), the code that scores planted sets, or any earlier set, and ran no benchmark or link check on it. The
items are what a summariser would keep about real users of the assistant (foreign residents and travellers in
Japan), not guesses at what a checker can or cannot do.

What it covers: each group ``rgN`` is one fact in English (sometimes an English paraphrase or a second English
item), Japanese and Simplified Chinese (sometimes a second Japanese or Chinese wording); every pair in a group is a
true link. Each group has three or four hard negatives ``nrN<letter>`` that keep its template and change exactly
one thing, named in the trailing comment (a value: amount, date, time, place, company, carrier, instrument, school
level, body part, pet species, ...; a person; the direction of a move or report; tense or aspect; modality;
polarity; frequency or manner), in all three languages and often in another language than the group's English
item; no two negatives state the same fact. ``urN`` are unrelated facts. Topics: a part-time job's hourly wage and
a student's 28-hour cap, a gym membership, a language exchange partner, dental braces, a cat's pet insurance, a
surgery date, physiotherapy, a hearing aid, blood donation, cram school, a brass band club, a school uniform, a
tuition waiver, a research grant, a conference talk abroad, bicycle registration, a motorbike licence, a rental
car, a night bus, a moving company, parcel redelivery, smartphone instalments, a broken screen, opening the gas, a
water leak reported to the landlord, a fire alarm inspection, a New Year shrine visit, Setsubun, a Jain diet,
coeliac disease, a Ukrainian name in three scripts, an asthma inhaler, a pacemaker, a sibling's wedding, a
grandmother's 88th birthday, a spouse's job change, a dependant visa, an embassy appointment, a speeding fine.
Dates appear as digits, Japanese era years (Reiwa), Chinese numerals and weekday + date; amounts, counts
and durations as digits, kanji and words.
"""

from __future__ import annotations

PLANTED_R: list[tuple[str, str, str | None]] = [
    # rg1: the user's part-time job at a ramen shop pays 1,200 yen an hour
    ("r1", "The user works part-time at a ramen shop for 1,200 yen an hour.", "rg1"),
    ("r1p", "The user's hourly pay at the ramen shop where they work part-time is 1,200 yen.", "rg1"),
    ("r1j", "ユーザーはラーメン屋でアルバイトをしていて、時給は1200円だ。", "rg1"),
    ("r1z", "用户在一家拉面店打工，时薪1200日元。", "rg1"),
    (
        "nr1a",
        "The user works part-time at a ramen shop for 1,100 yen an hour.",
        None,
    ),  # value: amount (1,100 vs 1,200 yen)
    ("nr1b", "ユーザーの息子はラーメン屋でアルバイトをしていて、時給は1200円だ。", None),  # person: son vs self
    ("nr1c", "用户在一家居酒屋打工，时薪1200日元。", None),  # value: workplace (izakaya vs ramen shop)
    # rg2: as an international student the user may work at most 28 hours a week
    ("r2", "As an international student, the user is allowed to work at most 28 hours a week.", "rg2"),
    ("r2j", "ユーザーは留学生なので、アルバイトは週28時間までしかできない。", "rg2"),
    ("r2z", "用户是留学生，每周最多只能打工28个小时。", "rg2"),
    ("r2j2", "留学生のユーザーは、週に二十八時間以内なら働くことが許されている。", "rg2"),
    (
        "nr2a",
        "As an international student, the user is allowed to work at most 28 hours a month.",
        None,
    ),  # value: period (a month vs a week)
    ("nr2b", "用户是留学生，每周最多只能打工20个小时。", None),  # value: hours (20 vs 28)
    (
        "nr2c",
        "ユーザーの妹は留学生なので、アルバイトは週28時間までしかできない。",
        None,
    ),  # person: younger sister vs self
    # rg3: the user pays 7,700 yen a month for an Anytime Fitness membership
    ("r3", "The user pays 7,700 yen a month for their Anytime Fitness membership.", "rg3"),
    ("r3j", "ユーザーはエニタイムフィットネスの会費として月に7,700円払っている。", "rg3"),
    ("r3z", "用户每个月付7700日元的Anytime Fitness会员费。", "rg3"),
    ("r3z2", "用户在Anytime Fitness健身房的会费是每月七千七百日元。", "rg3"),
    (
        "nr3a",
        "The user pays 7,700 yen a month for their JOYFIT membership.",
        None,
    ),  # value: company (JOYFIT vs Anytime Fitness)
    (
        "nr3b",
        "ユーザーの夫はエニタイムフィットネスの会費として月に7,700円払っている。",
        None,
    ),  # person: husband vs self
    ("nr3c", "用户每个月付6600日元的Anytime Fitness会员费。", None),  # value: amount (6,600 vs 7,700 yen)
    (
        "nr3d",
        "The user used to pay 7,700 yen a month for their Anytime Fitness membership.",
        None,
    ),  # tense: past (used to) vs present
    # rg4: the user meets their language exchange partner Kenta every Thursday
    ("r4", "The user meets Kenta, their language exchange partner, every Thursday.", "rg4"),
    ("r4p", "Every Thursday the user has a language exchange session with Kenta.", "rg4"),
    ("r4j", "ユーザーは毎週木曜日に、ランゲージエクスチェンジのパートナーの健太さんと会っている。", "rg4"),
    ("r4z", "用户每周四都和语言交换伙伴健太见面。", "rg4"),
    (
        "nr4a",
        "The user meets Kenta, their language exchange partner, every Tuesday.",
        None,
    ),  # value: weekday (Tuesday vs Thursday)
    (
        "nr4b",
        "ユーザーは隔週の木曜日に、ランゲージエクスチェンジのパートナーの健太さんと会っている。",
        None,
    ),  # frequency: every other Thursday vs every Thursday
    ("nr4c", "用户每周四都和语言交换伙伴美咲见面。", None),  # value: partner (Misaki vs Kenta)
    # rg5: the user's daughter got dental braces in March 2026
    ("r5", "The user's daughter got dental braces in March 2026.", "rg5"),
    ("r5j", "ユーザーの娘は令和8年3月から歯の矯正器具をつけている。", "rg5"),
    ("r5z", "用户的女儿从2026年3月开始戴牙套。", "rg5"),
    ("r5j2", "ユーザーの娘は2026年3月に歯列矯正のブラケットを付けた。", "rg5"),
    ("nr5a", "The user's son got dental braces in March 2026.", None),  # person: son vs daughter
    ("nr5b", "用户的女儿从2025年3月开始戴牙套。", None),  # value: date (2025 vs 2026)
    ("nr5c", "ユーザーの娘は令和8年3月に歯の矯正器具を外した。", None),  # action: braces taken off vs put on
    # rg6: the user's cat Mochi has pet insurance that pays 70% of vet bills
    ("r6", "The user's cat Mochi is insured, and the pet insurance pays 70% of her vet bills.", "rg6"),
    ("r6j", "ユーザーの猫のもちはペット保険に入っていて、動物病院の費用の7割が補償される。", "rg6"),
    ("r6z", "用户的猫麻糬买了宠物保险，看兽医的费用可以报销70%。", "rg6"),
    (
        "nr6a",
        "The user's cat Mochi is insured, and the pet insurance pays 50% of her vet bills.",
        None,
    ),  # value: percentage (50% vs 70%)
    (
        "nr6b",
        "ユーザーの犬のもちはペット保険に入っていて、動物病院の費用の7割が補償される。",
        None,
    ),  # value: pet species (dog vs cat)
    ("nr6c", "用户打算给猫麻糬买宠物保险，看兽医的费用可以报销70%。", None),  # modality: plan vs already insured
    # rg7: the user's gallbladder surgery at Juntendo Hospital is on 4 December 2026
    ("r7", "The user's gallbladder surgery is scheduled for 4 December 2026 at Juntendo Hospital.", "rg7"),
    ("r7p", "Juntendo Hospital will operate on the user's gallbladder on Friday, December 4, 2026.", "rg7"),
    ("r7j", "ユーザーは令和8年12月4日に順天堂医院で胆のうの手術を受ける予定だ。", "rg7"),
    ("r7z", "用户预定于2026年12月4日在顺天堂医院做胆囊手术。", "rg7"),
    (
        "nr7a",
        "The user's gallbladder surgery is scheduled for 11 December 2026 at Juntendo Hospital.",
        None,
    ),  # value: date (11 vs 4 December)
    ("nr7b", "ユーザーの母は令和8年12月4日に順天堂医院で胆のうの手術を受ける予定だ。", None),  # person: mother vs self
    ("nr7c", "用户预定于2026年12月4日在顺天堂医院做阑尾手术。", None),  # value: organ (appendix vs gallbladder)
    # rg8: the user goes to physiotherapy twice a week for lower back pain
    ("r8", "The user goes to physiotherapy twice a week for lower back pain.", "rg8"),
    ("r8j", "ユーザーは腰痛のため、週に2回リハビリに通っている。", "rg8"),
    ("r8z", "用户因为腰痛，每周去做两次理疗。", "rg8"),
    ("r8z2", "用户一周两次去理疗，治疗腰疼。", "rg8"),
    (
        "nr8a",
        "The user goes to physiotherapy twice a month for lower back pain.",
        None,
    ),  # frequency: twice a month vs twice a week
    (
        "nr8b",
        "ユーザーは肩の痛みのため、週に2回リハビリに通っている。",
        None,
    ),  # value: body part (shoulder vs lower back)
    ("nr8c", "用户的父亲因为腰痛，每周去做两次理疗。", None),  # person: father vs self
    # rg9: the user's father wears a hearing aid in his left ear
    ("r9", "The user's father wears a hearing aid in his left ear.", "rg9"),
    ("r9p", "The user's dad uses a hearing aid on his left side.", "rg9"),
    ("r9j", "ユーザーの父は左耳に補聴器をつけている。", "rg9"),
    ("r9z", "用户的父亲左耳戴着助听器。", "rg9"),
    ("nr9a", "The user's father wears a hearing aid in his right ear.", None),  # value: side (right vs left)
    ("nr9b", "ユーザーの義父は左耳に補聴器をつけている。", None),  # person: father-in-law vs father
    ("nr9c", "用户的父亲打算在左耳戴助听器。", None),  # modality: plan vs current
    # rg10: the user gives blood at the Red Cross every three months
    ("r10", "The user gives blood at the Red Cross every three months.", "rg10"),
    ("r10j", "ユーザーは3か月ごとに日本赤十字社で献血している。", "rg10"),
    ("r10z", "用户每三个月在日本红十字会献一次血。", "rg10"),
    (
        "nr10a",
        "The user gives blood at the Red Cross every six months.",
        None,
    ),  # frequency: every six vs every three months
    ("nr10b", "ユーザーは3か月ごとに日本赤十字社で献血したいと思っている。", None),  # modality: wish vs habit
    ("nr10c", "用户的同事每三个月在日本红十字会献一次血。", None),  # person: colleague vs self
    # rg11: the user's son goes to cram school three evenings a week for the high school entrance exams
    (
        "r11",
        "The user's son goes to a cram school three evenings a week to prepare for the high school entrance exams.",
        "rg11",
    ),
    ("r11j", "ユーザーの息子は高校受験に向けて、週3日夜に塾へ通っている。", "rg11"),
    ("r11z", "用户的儿子为了准备中考，每周有三个晚上去补习班。", "rg11"),
    ("r11j2", "ユーザーの息子さんは高校入試対策として、週三回、夜に学習塾に行っている。", "rg11"),
    (
        "nr11a",
        "The user's son goes to a cram school three evenings a week to prepare for the university entrance exams.",
        None,
    ),  # value: school level (university vs high school)
    (
        "nr11b",
        "ユーザーの息子は高校受験に向けて、週5日夜に塾へ通っている。",
        None,
    ),  # count: five vs three evenings a week
    ("nr11c", "用户的女儿为了准备中考，每周有三个晚上去补习班。", None),  # person: daughter vs son
    # rg12: the user's daughter plays trumpet in her junior high school's brass band club
    ("r12", "The user's daughter plays trumpet in the brass band club at her junior high school.", "rg12"),
    ("r12j", "ユーザーの娘は中学校の吹奏楽部でトランペットを吹いている。", "rg12"),
    ("r12z", "用户的女儿在初中的管乐队里吹小号。", "rg12"),
    (
        "nr12a",
        "The user's daughter plays trombone in the brass band club at her junior high school.",
        None,
    ),  # value: instrument (trombone vs trumpet)
    (
        "nr12b",
        "ユーザーの娘は高校の吹奏楽部でトランペットを吹いている。",
        None,
    ),  # value: school level (high vs junior high)
    ("nr12c", "用户的女儿以前在初中的管乐队里吹小号。", None),  # tense: past (used to) vs present
    # rg13: the user paid 65,000 yen for their son's junior high school uniform
    ("r13", "The user paid 65,000 yen for their son's junior high school uniform.", "rg13"),
    ("r13p", "Sixty-five thousand yen is what the user paid for their son's junior high uniform.", "rg13"),
    ("r13j", "ユーザーは息子の中学校の制服に6万5千円払った。", "rg13"),
    ("r13z", "用户给儿子买初中校服花了6.5万日元。", "rg13"),
    (
        "nr13a",
        "The user paid 56,000 yen for their son's junior high school uniform.",
        None,
    ),  # value: amount (56,000 vs 65,000 yen)
    ("nr13b", "ユーザーは娘の中学校の制服に6万5千円払った。", None),  # person: daughter vs son
    ("nr13c", "用户给儿子买初中的运动服花了6.5万日元。", None),  # value: item (sportswear vs uniform)
    # rg14: Tohoku University granted the user a half tuition waiver for the spring semester
    ("r14", "Tohoku University granted the user a 50% tuition waiver for the spring semester.", "rg14"),
    ("r14p", "The user got a half tuition exemption from Tohoku University for the spring term.", "rg14"),
    ("r14j", "ユーザーは東北大学で前期の授業料半額免除が認められた。", "rg14"),
    ("r14z", "东北大学批准免除用户春季学期一半的学费。", "rg14"),
    (
        "nr14a",
        "Tohoku University granted the user a full tuition waiver for the spring semester.",
        None,
    ),  # value: amount (full vs half)
    ("nr14b", "ユーザーは東北大学で後期の授業料半額免除が認められた。", None),  # value: semester (autumn vs spring)
    ("nr14c", "东北大学拒绝了用户春季学期学费减半的申请。", None),  # polarity: refused vs granted
    # rg15: the user was awarded a JSPS KAKENHI grant of 3 million yen
    ("r15", "The user was awarded a JSPS KAKENHI grant of 3 million yen.", "rg15"),
    ("r15j", "ユーザーは学振の科研費300万円に採択された。", "rg15"),
    ("r15z", "用户获得了日本学术振兴会300万日元的科研经费。", "rg15"),
    ("r15z2", "日本学术振兴会给用户批了三百万日元的科研费（KAKENHI）。", "rg15"),
    (
        "nr15a",
        "The user was awarded a JSPS KAKENHI grant of 5 million yen.",
        None,
    ),  # value: amount (5 vs 3 million yen)
    ("nr15b", "ユーザーは学振の科研費300万円に応募した。", None),  # aspect: applied for vs awarded
    ("nr15c", "用户的导师获得了日本学术振兴会300万日元的科研经费。", None),  # person: supervisor vs self
    # rg16: the user will give a talk at a conference in Vienna in May 2027
    ("r16", "The user will give a talk at a conference in Vienna in May 2027.", "rg16"),
    ("r16j", "ユーザーは2027年5月にウィーンの学会で発表する予定だ。", "rg16"),
    ("r16z", "用户将于2027年5月在维也纳的学术会议上作报告。", "rg16"),
    ("r16j2", "令和9年5月、ユーザーはウィーンで開かれる学会で発表することになっている。", "rg16"),
    (
        "nr16a",
        "The user will give a talk at a conference in Prague in May 2027.",
        None,
    ),  # value: place (Prague vs Vienna)
    (
        "nr16b",
        "ユーザーは2027年5月にウィーンの学会に聴講だけで参加する予定だ。",
        None,
    ),  # manner: only listening vs giving a talk
    ("nr16c", "用户将于2027年9月在维也纳的学术会议上作报告。", None),  # value: date (September vs May)
    # rg17: the user paid 600 yen to register their bicycle for theft prevention
    ("r17", "The user paid 600 yen to register their bicycle for theft prevention.", "rg17"),
    ("r17j", "ユーザーは自転車の防犯登録に600円払った。", "rg17"),
    ("r17z", "用户花600日元给自行车做了防盗登记。", "rg17"),
    ("nr17a", "ユーザーは自転車の防犯登録に660円払った。", None),  # value: amount (660 vs 600 yen)
    (
        "nr17b",
        "The user's wife paid 600 yen to register her bicycle for theft prevention.",
        None,
    ),  # person: wife vs self
    ("nr17c", "用户需要花600日元给自行车做防盗登记。", None),  # modality: obligation (has to) vs done
    # rg18: the user attends a driving school for a licence for motorbikes up to 125cc
    ("r18", "The user is attending a driving school to get a licence for motorbikes up to 125cc.", "rg18"),
    ("r18j", "ユーザーは125cc以下のバイクの免許を取るために教習所に通っている。", "rg18"),
    ("r18z", "用户正在驾校学习，准备考125cc以下摩托车的驾照。", "rg18"),
    ("r18j2", "ユーザーは小型限定普通二輪免許を取ろうと、自動車教習所に通っている。", "rg18"),
    (
        "nr18a",
        "The user is attending a driving school to get a licence for motorbikes up to 400cc.",
        None,
    ),  # value: engine size (400cc vs 125cc)
    (
        "nr18b",
        "ユーザーは125cc以下のバイクの免許を取るために教習所に通っていた。",
        None,
    ),  # tense: past (used to attend) vs present
    ("nr18c", "用户的儿子正在驾校学习，准备考125cc以下摩托车的驾照。", None),  # person: son vs self
    # rg19: the user reserved a rental car at Naha Airport for three days from 28 December
    ("r19", "The user has reserved a rental car at Naha Airport for three days starting 28 December.", "rg19"),
    ("r19j", "ユーザーは12月28日から3日間、那覇空港でレンタカーを予約した。", "rg19"),
    ("r19z", "用户预订了那霸机场的租车，从12月28日起租三天。", "rg19"),
    ("r19z2", "用户在那霸机场订了一辆车，12月28日起租，租期三天。", "rg19"),
    (
        "nr19a",
        "The user has reserved a rental car at Naha Airport for five days starting 28 December.",
        None,
    ),  # value: duration (five vs three days)
    (
        "nr19b",
        "ユーザーは12月28日から3日間、新千歳空港でレンタカーを予約した。",
        None,
    ),  # value: place (New Chitose vs Naha Airport)
    ("nr19c", "用户打算在那霸机场租车，从12月28日起租三天。", None),  # modality: plan vs reserved
    # rg20: the user takes the 23:10 night bus from Osaka to Tokyo
    ("r20", "The user is taking the night bus from Osaka to Tokyo that leaves at 11:10 pm.", "rg20"),
    ("r20j", "ユーザーは23時10分発の大阪発東京行きの夜行バスに乗る。", "rg20"),
    ("r20z", "用户要坐晚上11点10分从大阪开往东京的夜间巴士。", "rg20"),
    ("r20j2", "ユーザーが乗るのは、午後十一時十分に大阪を出る東京行きの夜行バスだ。", "rg20"),
    (
        "nr20a",
        "The user is taking the night bus from Tokyo to Osaka that leaves at 11:10 pm.",
        None,
    ),  # direction: Tokyo to Osaka vs Osaka to Tokyo
    ("nr20b", "ユーザーは22時10分発の大阪発東京行きの夜行バスに乗る。", None),  # value: time (22:10 vs 23:10)
    ("nr20c", "用户要坐晚上11点10分从大阪开往名古屋的夜间巴士。", None),  # value: destination (Nagoya vs Tokyo)
    # rg21: Sakai Moving Center will do the user's move on 20 March 2027
    ("r21", "Sakai Moving Center will move the user's things on 20 March 2027.", "rg21"),
    ("r21p", "The user has booked Sakai Moving Center for their move on Saturday, March 20, 2027.", "rg21"),
    ("r21j", "ユーザーの引っ越しは2027年3月20日で、サカイ引越センターに頼んでいる。", "rg21"),
    ("r21z", "用户2027年3月20日搬家，已经委托了Sakai搬家中心。", "rg21"),
    (
        "nr21a",
        "Sakai Moving Center will move the user's things on 27 March 2027.",
        None,
    ),  # value: date (27 vs 20 March)
    (
        "nr21b",
        "ユーザーの引っ越しは2027年3月20日で、アート引越センターに頼んでいる。",
        None,
    ),  # value: company (Art vs Sakai)
    ("nr21c", "用户的同事2027年3月20日搬家，已经委托了Sakai搬家中心。", None),  # person: colleague vs self
    # rg22: the user asked for their Yamato parcel to be redelivered on Saturday between 19:00 and 21:00
    ("r22", "The user requested redelivery of their Yamato parcel for Saturday, 7 to 9 pm.", "rg22"),
    ("r22j", "ユーザーはヤマト運輸の荷物の再配達を土曜日の19時から21時に依頼した。", "rg22"),
    ("r22z", "用户申请让黑猫宅急便在周六晚上7点到9点重新配送包裹。", "rg22"),
    (
        "nr22a",
        "The user requested redelivery of their Yamato parcel for Sunday, 7 to 9 pm.",
        None,
    ),  # value: day (Sunday vs Saturday)
    (
        "nr22b",
        "ユーザーは日本郵便の荷物の再配達を土曜日の19時から21時に依頼した。",
        None,
    ),  # value: carrier (Japan Post vs Yamato)
    ("nr22c", "用户申请让黑猫宅急便在周六上午重新配送包裹。", None),  # value: time slot (morning vs 7 to 9 pm)
    # rg23: the user pays for their iPhone in 24 monthly instalments of 5,980 yen
    ("r23", "The user is paying off their iPhone in 24 monthly instalments of 5,980 yen.", "rg23"),
    ("r23j", "ユーザーはiPhoneの代金を月5,980円の24回払いで払っている。", "rg23"),
    ("r23z", "用户的iPhone是分24期付款的，每月5980日元。", "rg23"),
    ("r23j2", "ユーザーはアイフォーンを24回の分割払いで買い、毎月5980円ずつ支払っている。", "rg23"),
    (
        "nr23a",
        "The user is paying off their iPhone in 48 monthly instalments of 5,980 yen.",
        None,
    ),  # count: 48 vs 24 instalments
    ("nr23b", "ユーザーはiPhoneの代金を月4,980円の24回払いで払っている。", None),  # value: amount (4,980 vs 5,980 yen)
    ("nr23c", "用户女儿的iPhone是分24期付款的，每月5980日元。", None),  # person: daughter vs self
    # rg24: repairing the cracked screen of the user's smartphone costs 22,000 yen
    ("r24", "Fixing the cracked screen on the user's smartphone will cost 22,000 yen.", "rg24"),
    ("r24j", "ユーザーのスマホの割れた画面の修理代は2万2千円かかる。", "rg24"),
    ("r24z", "修理用户手机碎掉的屏幕要花22000日元。", "rg24"),
    (
        "nr24a",
        "Fixing the cracked screen on the user's smartphone will cost 12,000 yen.",
        None,
    ),  # value: amount (12,000 vs 22,000 yen)
    (
        "nr24b",
        "ユーザーのタブレットの割れた画面の修理代は2万2千円かかる。",
        None,
    ),  # value: device (tablet vs smartphone)
    ("nr24c", "修理用户手机坏掉的电池要花22000日元。", None),  # value: part (battery vs screen)
    # rg25: Tokyo Gas will turn on the gas at the user's new flat on Monday morning
    ("r25", "Tokyo Gas is coming to turn on the gas at the user's new flat on Monday morning.", "rg25"),
    ("r25j", "月曜日の午前中に、東京ガスがユーザーの新居のガスの開栓に来る。", "rg25"),
    ("r25z", "东京燃气周一上午会来用户的新家开通煤气。", "rg25"),
    ("r25j2", "ユーザーの新しい部屋のガス開栓は、月曜の午前に東京ガスが行う。", "rg25"),
    (
        "nr25a",
        "Tokyo Gas is coming to turn on the gas at the user's new flat on Monday afternoon.",
        None,
    ),  # value: time of day (afternoon vs morning)
    (
        "nr25b",
        "月曜日の午前中に、東京ガスがユーザーの新居のガスの閉栓に来る。",
        None,
    ),  # action: shutting off vs turning on
    ("nr25c", "大阪燃气周一上午会来用户的新家开通煤气。", None),  # value: company (Osaka Gas vs Tokyo Gas)
    # rg26: the user reported a leak in the bathroom ceiling to the landlord
    ("r26", "The user reported a leak in their bathroom ceiling to the landlord.", "rg26"),
    ("r26p", "The landlord was told by the user that water is leaking from the bathroom ceiling.", "rg26"),
    ("r26j", "ユーザーは浴室の天井からの水漏れを大家さんに報告した。", "rg26"),
    ("r26z", "用户已经把浴室天花板漏水的事告诉了房东。", "rg26"),
    (
        "nr26a",
        "The user reported a leak in their kitchen ceiling to the landlord.",
        None,
    ),  # value: room (kitchen vs bathroom)
    (
        "nr26b",
        "ユーザーは浴室の天井からの水漏れを管理会社に報告した。",
        None,
    ),  # value: recipient (management company vs landlord)
    ("nr26c", "用户还没有把浴室天花板漏水的事告诉房东。", None),  # polarity: not yet told vs told
    (
        "nr26d",
        "The landlord told the user about a leak in the bathroom ceiling.",
        None,
    ),  # direction: landlord told the user vs user told the landlord
    # rg27: the fire alarm inspection in the user's apartment building is on 10 December
    ("r27", "The fire alarm inspection in the user's apartment building is on 10 December.", "rg27"),
    ("r27j", "ユーザーのマンションの火災報知器の点検は12月10日にある。", "rg27"),
    ("r27z", "用户住的公寓楼12月10日进行火灾报警器检查。", "rg27"),
    ("r27j2", "十二月十日に、ユーザーが住むマンションで火災報知器の点検が行われる。", "rg27"),
    (
        "nr27a",
        "The fire alarm inspection in the user's apartment building is on 17 December.",
        None,
    ),  # value: date (17 vs 10 December)
    (
        "nr27b",
        "ユーザーのマンションの排水管の清掃は12月10日にある。",
        None,
    ),  # value: work (drain cleaning vs fire alarm inspection)
    ("nr27c", "用户的公司12月10日进行火灾报警器检查。", None),  # value: place (office vs apartment building)
    # rg28: the user's family plans to visit Fushimi Inari Shrine on New Year's Day
    ("r28", "The user's family plans to visit Fushimi Inari Shrine on New Year's Day.", "rg28"),
    (
        "r28p",
        "On January 1 the user and their family intend to go to Fushimi Inari for the first shrine visit of the year.",
        "rg28",
    ),
    ("r28j", "ユーザーの家族は元日に伏見稲荷大社へ初詣に行くつもりだ。", "rg28"),
    ("r28z", "用户一家打算元旦去伏见稻荷大社新年参拜。", "rg28"),
    (
        "nr28a",
        "The user's family plans to visit Yasaka Shrine on New Year's Day.",
        None,
    ),  # value: place (Yasaka Shrine vs Fushimi Inari)
    ("nr28b", "ユーザーの家族は元日に伏見稲荷大社へ初詣に行った。", None),  # tense: past (went) vs plan
    ("nr28c", "用户一家打算一月三日去伏见稻荷大社新年参拜。", None),  # value: date (3 January vs 1 January)
    # rg29: the user will play the demon at the Setsubun bean-throwing at their son's kindergarten
    ("r29", "The user will play the demon at the Setsubun bean-throwing at their son's kindergarten.", "rg29"),
    ("r29j", "ユーザーは息子の幼稚園の節分の豆まきで鬼の役をする。", "rg29"),
    ("r29z", "在儿子幼儿园的节分撒豆活动上，用户要扮演鬼。", "rg29"),
    (
        "nr29a",
        "The user's husband will play the demon at the Setsubun bean-throwing at their son's kindergarten.",
        None,
    ),  # person: husband vs self
    (
        "nr29b",
        "ユーザーは息子の小学校の節分の豆まきで鬼の役をする。",
        None,
    ),  # value: school level (elementary school vs kindergarten)
    ("nr29c", "用户去年在儿子幼儿园的节分撒豆活动上扮演了鬼。", None),  # tense: past (last year) vs future
    # rg30: the user follows a Jain diet and eats no root vegetables
    ("r30", "The user follows a Jain diet and eats no root vegetables, such as onions, garlic or potatoes.", "rg30"),
    ("r30j", "ユーザーはジャイナ教徒なので、玉ねぎ、にんにく、じゃがいもなどの根菜を食べない。", "rg30"),
    ("r30z", "用户是耆那教徒，不吃洋葱、大蒜、土豆等根茎类蔬菜。", "rg30"),
    (
        "nr30a",
        "The user's mother-in-law follows a Jain diet and eats no root vegetables, such as onions, garlic or potatoes.",
        None,
    ),  # person: mother-in-law vs self
    (
        "nr30b",
        "ユーザーはジャイナ教徒なので、はちみつを食べない。",
        None,
    ),  # value: food avoided (honey vs root vegetables)
    ("nr30c", "用户是耆那教徒，日落以后不吃东西。", None),  # value: rule (no food after sunset vs no root vegetables)
    # rg31: the user's wife has coeliac disease and must eat gluten-free
    ("r31", "The user's wife has coeliac disease, so she must eat gluten-free food.", "rg31"),
    ("r31j", "ユーザーの妻はセリアック病のため、グルテンフリーの食事しか食べられない。", "rg31"),
    ("r31z", "用户的妻子患有乳糜泻，必须吃无麸质的食物。", "rg31"),
    ("r31p", "Because of coeliac disease, the user's wife has to stick to a gluten-free diet.", "rg31"),
    (
        "nr31a",
        "The user's sister has coeliac disease, so she must eat gluten-free food.",
        None,
    ),  # person: sister vs wife
    (
        "nr31b",
        "ユーザーの妻はセリアック病だが、グルテンフリーの食事はしていない。",
        None,
    ),  # polarity: does not eat gluten-free
    (
        "nr31c",
        "用户的妻子对小麦过敏，必须吃无麸质的食物。",
        None,
    ),  # value: condition (wheat allergy vs coeliac disease)
    # rg32: the user's name is Olena Kovalenko
    ("r32", "The user's name is Olena Kovalenko.", "rg32"),
    ("r32p", "The user is called Olena Kovalenko.", "rg32"),
    ("r32j", "ユーザーの名前はオレナ・コヴァレンコです。", "rg32"),
    ("r32z", "用户名叫奥莲娜·科瓦连科。", "rg32"),
    ("nr32a", "The user's daughter is called Olena Kovalenko.", None),  # person: daughter vs self
    ("nr32b", "ユーザーの名前はオクサナ・コヴァレンコです。", None),  # value: given name (Oksana vs Olena)
    ("nr32c", "用户名叫奥莲娜·舍甫琴科。", None),  # value: surname (Shevchenko vs Kovalenko)
    # rg33: the user's daughter uses her asthma inhaler before PE lessons
    ("r33", "The user's daughter uses her asthma inhaler before PE lessons.", "rg33"),
    ("r33j", "ユーザーの娘は体育の授業の前にぜんそくの吸入器を使う。", "rg33"),
    ("r33z", "用户的女儿上体育课前会用哮喘吸入器。", "rg33"),
    ("r33j2", "ユーザーの娘さんは、体育の授業前に喘息の吸入薬を使っている。", "rg33"),
    ("nr33a", "The user's daughter uses her asthma inhaler after PE lessons.", None),  # value: time (after vs before)
    ("nr33b", "ユーザーの息子は体育の授業の前にぜんそくの吸入器を使う。", None),  # person: son vs daughter
    ("nr33c", "用户的女儿上游泳课前会用哮喘吸入器。", None),  # value: subject (swimming vs PE)
    # rg34: the user's mother got a pacemaker in 2024
    ("r34", "The user's mother got a pacemaker in 2024.", "rg34"),
    ("r34j", "ユーザーの母は2024年にペースメーカーを入れた。", "rg34"),
    ("r34z", "用户的母亲2024年装了心脏起搏器。", "rg34"),
    ("r34j2", "ユーザーのお母さんは令和6年にペースメーカーの植え込み手術を受けた。", "rg34"),
    ("nr34a", "The user's mother got a pacemaker in 2021.", None),  # value: year (2021 vs 2024)
    ("nr34b", "ユーザーの祖母は2024年にペースメーカーを入れた。", None),  # person: grandmother vs mother
    ("nr34c", "用户的母亲2024年装了人工膝关节。", None),  # value: device (artificial knee joint vs pacemaker)
    # rg35: the user's younger sister gets married in Istanbul on 14 June 2027
    ("r35", "The user's younger sister is getting married in Istanbul on 14 June 2027.", "rg35"),
    ("r35j", "ユーザーの妹は2027年6月14日にイスタンブールで結婚式を挙げる。", "rg35"),
    ("r35z", "用户的妹妹将于2027年6月14日在伊斯坦布尔举行婚礼。", "rg35"),
    ("r35z2", "二〇二七年六月十四日，用户的妹妹要在伊斯坦布尔结婚。", "rg35"),
    (
        "nr35a",
        "The user's younger brother is getting married in Istanbul on 14 June 2027.",
        None,
    ),  # person: younger brother vs younger sister
    ("nr35b", "ユーザーの妹は2027年6月14日にアンカラで結婚式を挙げる。", None),  # value: city (Ankara vs Istanbul)
    ("nr35c", "用户的妹妹将于2027年7月14日在伊斯坦布尔举行婚礼。", None),  # value: date (July vs June)
    # rg36: the user's grandmother turns 88 next month
    ("r36", "The user's grandmother turns 88 next month.", "rg36"),
    ("r36j", "ユーザーの祖母は来月88歳になる。", "rg36"),
    ("r36z", "用户的奶奶下个月满八十八岁。", "rg36"),
    ("r36j2", "ユーザーのおばあさんは来月、米寿を迎える。", "rg36"),
    ("nr36a", "The user's grandmother turns 80 next month.", None),  # value: age (80 vs 88)
    ("nr36b", "ユーザーの祖父は来月88歳になる。", None),  # person: grandfather vs grandmother
    ("nr36c", "用户的奶奶上个月满了八十八岁。", None),  # tense: last month (past) vs next month
    # rg37: in January the user's husband moves from Rakuten to Sony
    ("r37", "In January the user's husband is leaving Rakuten to join Sony.", "rg37"),
    ("r37j", "ユーザーの夫は1月に楽天からソニーに転職する。", "rg37"),
    ("r37z", "用户的丈夫1月要从乐天跳槽到索尼。", "rg37"),
    (
        "nr37a",
        "In January the user's husband is leaving Sony to join Rakuten.",
        None,
    ),  # direction: Sony to Rakuten vs Rakuten to Sony
    ("nr37b", "ユーザーの夫は4月に楽天からソニーに転職する。", None),  # value: month (April vs January)
    ("nr37c", "用户的丈夫1月要从乐天跳槽到松下。", None),  # value: company (Panasonic vs Sony)
    # rg38: the user's wife applied for a dependant visa at the Osaka immigration bureau
    ("r38", "The user's wife has applied for a dependent visa at the Osaka Regional Immigration Bureau.", "rg38"),
    ("r38j", "ユーザーの妻は大阪出入国在留管理局で家族滞在ビザを申請した。", "rg38"),
    ("r38z", "用户的妻子已经在大阪出入境在留管理局申请了家属签证。", "rg38"),
    (
        "nr38a",
        "The user's wife has been granted a dependent visa by the Osaka Regional Immigration Bureau.",
        None,
    ),  # aspect: granted vs applied for
    ("nr38b", "ユーザーの妻は名古屋出入国在留管理局で家族滞在ビザを申請した。", None),  # value: place (Nagoya vs Osaka)
    (
        "nr38c",
        "用户的妻子已经在大阪出入境在留管理局申请了永住。",
        None,
    ),  # value: status (permanent residence vs dependant visa)
    # rg39: the user has a passport renewal appointment at the Sri Lankan embassy at 10:30 on Wednesday 9 December
    (
        "r39",
        "The user has a passport renewal appointment at the Sri Lankan embassy at 10:30 on Wednesday, 9 December.",
        "rg39",
    ),
    ("r39j", "ユーザーはパスポート更新のため、12月9日（水）10時半にスリランカ大使館の予約を取っている。", "rg39"),
    ("r39z", "用户预约了12月9日（周三）上午10点半去斯里兰卡大使馆更新护照。", "rg39"),
    (
        "nr39a",
        "The user has a passport renewal appointment at the Sri Lankan embassy at 10:30 on Wednesday, 16 December.",
        None,
    ),  # value: date (16 vs 9 December)
    (
        "nr39b",
        "ユーザーの夫はパスポート更新のため、12月9日（水）10時半にスリランカ大使館の予約を取っている。",
        None,
    ),  # person: husband vs self
    (
        "nr39c",
        "用户预约了12月9日（周三）上午10点半去斯里兰卡大使馆补办丢失的护照。",
        None,
    ),  # value: purpose (replacing a lost passport vs renewal)
    (
        "nr39d",
        "The user has a passport renewal appointment at the Nepalese embassy at 10:30 on Wednesday, 9 December.",
        None,
    ),  # value: embassy (Nepal vs Sri Lanka)
    # rg40: the user paid a 15,000-yen fine for speeding
    ("r40", "The user paid a 15,000-yen fine for speeding.", "rg40"),
    ("r40j", "ユーザーはスピード違反の反則金1万5千円を払った。", "rg40"),
    ("r40z", "用户因超速交了15000日元的罚款。", "rg40"),
    ("r40q", "The user got a speeding ticket and has paid the 15,000 yen penalty.", "rg40"),
    ("nr40a", "The user paid a 9,000-yen fine for speeding.", None),  # value: amount (9,000 vs 15,000 yen)
    (
        "nr40b",
        "ユーザーは一時不停止の反則金1万5千円を払った。",
        None,
    ),  # value: offence (not stopping at a stop sign vs speeding)
    ("nr40c", "用户还没交超速的15000日元罚款。", None),  # polarity: not yet paid vs paid
    # unrelated
    ("ur1", "The user likes watching sumo on TV.", None),
    ("ur2", "ユーザーは毎朝ラジオ体操をしている。", None),
    ("ur3", "用户喜欢周末去爬高尾山。", None),
    ("ur4", "The user's favourite food is okonomiyaki.", None),
    ("ur5", "ユーザーは最近将棋を習い始めた。", None),
    ("ur6", "用户家里养了两只仓鼠。", None),
    ("ur7", "The user collects old Japanese stamps.", None),
    ("ur8", "ユーザーの部屋は南向きで日当たりがいい。", None),
    ("ur9", "用户正在学习书法。", None),
    ("ur10", "The user enjoys baking bread at weekends.", None),
]
