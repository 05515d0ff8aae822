"""Planted set q (issue 13): work in progress, first twenty groups."""

from __future__ import annotations

PLANTED_Q: list[tuple[str, str, str | None]] = [
    # qg1: the user's car has to pass its shaken by March 2027
    ("q1", "The user's car has to pass its shaken inspection by March 2027.", "qg1"),
    ("q1j", "ユーザーの車は2027年3月までに車検を受けなければならない。", "qg1"),
    ("q1z", "用户的车必须在2027年3月之前做车检。", "qg1"),
    ("q1j2", "ユーザーの車の車検は令和9年3月に切れる。", "qg1"),
    ("nq1a", "The user's car has to pass its shaken inspection by March 2026.", None),  # date: year (2027 vs 2026)
    ("nq1b", "ユーザーの車は2027年9月までに車検を受けなければならない。", None),  # date: month (March vs September)
    ("nq1c", "用户的摩托车必须在2027年3月之前做车检。", None),  # value: vehicle (car vs motorbike)
    (
        "nq1d",
        "The user's father's car has to pass its shaken inspection by March 2027.",
        None,
    ),  # person: self vs father
    # qg2: the user rents a parking space near home for 15,000 yen a month
    ("q2", "The user rents a parking space near their flat for 15,000 yen a month.", "qg2"),
    ("q2j", "ユーザーは自宅近くの駐車場を月1万5千円で借りている。", "qg2"),
    ("q2z", "用户以每月一万五千日元的价格租了家附近的一个停车位。", "qg2"),
    (
        "nq2a",
        "The user rents a parking space near their flat for 15,000 yen a year.",
        None,
    ),  # value: period (a month vs a year)
    ("nq2b", "ユーザーは自宅近くの駐車場を月1万8千円で借りている。", None),  # value: amount (15,000 vs 18,000 yen)
    ("nq2c", "用户以每月一万五千日元的价格租了公司附近的一个停车位。", None),  # place: near home vs near the office
    (
        "nq2d",
        "The user used to rent a parking space near their flat for 15,000 yen a month.",
        None,
    ),  # tense: rents now vs used to
    # qg3: the user pays 62,000 yen a year for car insurance
    ("q3", "The user pays 62,000 yen a year for car insurance.", "qg3"),
    ("q3j", "ユーザーは自動車保険に年間6万2千円を払っている。", "qg3"),
    ("q3z", "用户每年交六万二千日元的车险。", "qg3"),
    ("nq3a", "The user pays 26,000 yen a year for car insurance.", None),  # value: amount (62,000 vs 26,000 yen)
    ("nq3b", "ユーザーは火災保険に年間6万2千円を払っている。", None),  # value: insurance (car vs fire)
    ("nq3c", "用户的公司每年替用户交六万二千日元的车险。", None),  # person: payer (the user vs the user's company)
    # qg4: the user goes to the gym three times a week
    ("q4", "The user goes to the gym three times a week.", "qg4"),
    ("q4j", "ユーザーは週に3回ジムに通っている。", "qg4"),
    ("q4z", "用户每周去三次健身房。", "qg4"),
    ("nq4a", "The user goes to the gym three times a month.", None),  # frequency: a week vs a month
    ("nq4b", "ユーザーは週に3回プールに通っている。", None),  # place: gym vs swimming pool
    ("nq4c", "用户的丈夫每周去三次健身房。", None),  # person: self vs husband
    ("nq4d", "The user goes to the gym five times a week.", None),  # frequency: three vs five times
    # qg5: the user teaches Spanish to their colleague Aoki
    ("q5", "The user teaches Spanish to their colleague Aoki.", "qg5"),
    ("q5p", "The user's colleague Aoki is learning Spanish from the user.", "qg5"),
    ("q5j", "ユーザーは同僚の青木さんにスペイン語を教えている。", "qg5"),
    ("q5z", "用户在教同事青木西班牙语。", "qg5"),
    ("q5j2", "同僚の青木さんはユーザーからスペイン語を習っている。", "qg5"),
    (
        "nq5a",
        "The user's colleague Aoki teaches Spanish to the user.",
        None,
    ),  # direction: of teaching (user teaches vs learns)
    ("nq5b", "ユーザーは同僚の青木さんにポルトガル語を教えている。", None),  # value: language (Spanish vs Portuguese)
    ("nq5c", "用户在教同事青木的女儿西班牙语。", None),  # person: colleague vs colleague's daughter
    ("nq5d", "The user used to teach Spanish to their colleague Aoki.", None),  # tense: teaches now vs used to
    # qg6: the user takes Allegra for hay fever
    ("q6", "The user takes Allegra for their hay fever.", "qg6"),
    ("q6j", "ユーザーは花粉症のためにアレグラを飲んでいる。", "qg6"),
    ("q6z", "用户因为花粉症一直在吃Allegra（非索非那定）。", "qg6"),
    ("nq6a", "The user takes Claritin for their hay fever.", None),  # value: drug (Allegra vs Claritin)
    ("nq6b", "ユーザーの息子は花粉症のためにアレグラを飲んでいる。", None),  # person: self vs son
    ("nq6c", "用户因为荨麻疹一直在吃Allegra（非索非那定）。", None),  # value: condition (hay fever vs hives)
    ("nq6d", "The user stopped taking Allegra for their hay fever.", None),  # aspect: takes vs stopped taking
    # qg7: the user's wife has a pregnancy check-up every two weeks
    ("q7", "The user's wife has a pregnancy check-up every two weeks.", "qg7"),
    ("q7j", "ユーザーの妻は2週間ごとに妊婦健診を受けている。", "qg7"),
    ("q7z", "用户的妻子每两周做一次产检。", "qg7"),
    ("nq7a", "The user's wife has a pregnancy check-up every four weeks.", None),  # frequency: every two vs four weeks
    ("nq7b", "ユーザーの妹は2週間ごとに妊婦健診を受けている。", None),  # person: wife vs younger sister
    ("nq7c", "用户的妻子每两周做一次牙科检查。", None),  # value: check-up (pregnancy vs dental)
    # qg8: the user got a maternal and child health handbook at the Nakano ward office
    ("q8", "The user received a maternal and child health handbook at the Nakano ward office.", "qg8"),
    ("q8j", "ユーザーは中野区役所で母子手帳をもらった。", "qg8"),
    ("q8z", "用户在中野区政府领到了母子健康手册。", "qg8"),
    (
        "nq8a",
        "The user received a maternal and child health handbook at the Suginami ward office.",
        None,
    ),  # place: Nakano vs Suginami ward office
    ("nq8b", "ユーザーは中野区役所で母子手帳をまだもらっていない。", None),  # polarity: received vs not yet received
    ("nq8c", "用户的嫂子在中野区政府领到了母子健康手册。", None),  # person: self vs sister-in-law
    # qg9: the user gets 10,000 yen a month child allowance for their son
    ("q9", "The user receives a child allowance of 10,000 yen a month for their son.", "qg9"),
    ("q9j", "ユーザーは息子の児童手当として月1万円を受け取っている。", "qg9"),
    ("q9z", "用户每月为儿子领取一万日元的儿童补贴。", "qg9"),
    (
        "nq9a",
        "The user receives a child allowance of 15,000 yen a month for their son.",
        None,
    ),  # value: amount (10,000 vs 15,000 yen)
    ("nq9b", "ユーザーは娘の児童手当として月1万円を受け取っている。", None),  # person: son vs daughter
    ("nq9c", "用户不再为儿子领取每月一万日元的儿童补贴了。", None),  # aspect: receives vs no longer receives
    # qg10: the user's wife is a PTA officer at the daughter's elementary school this year
    ("q10", "The user's wife is a PTA officer at their daughter's elementary school this year.", "qg10"),
    ("q10j", "ユーザーの妻は今年、娘の小学校でPTAの役員をしている。", "qg10"),
    ("q10z", "用户的妻子今年在女儿的小学担任家长会（PTA）委员。", "qg10"),
    (
        "nq10a",
        "The user is a PTA officer at their daughter's elementary school this year.",
        None,
    ),  # person: wife vs self
    (
        "nq10b",
        "ユーザーの妻は今年、娘の中学校でPTAの役員をしている。",
        None,
    ),  # value: school level (elementary vs junior high)
    ("nq10c", "用户的妻子明年要在女儿的小学担任家长会（PTA）委员。", None),  # tense: this year vs next year
    (
        "nq10d",
        "The user's wife refused to become a PTA officer at their daughter's elementary school this year.",
        None,
    ),  # polarity: is an officer vs refused
    # qg11: the user's son goes on a school trip to Hiroshima in November
    ("q11", "The user's son goes on a school trip to Hiroshima in November.", "qg11"),
    ("q11j", "ユーザーの息子は11月に修学旅行で広島へ行く。", "qg11"),
    ("q11z", "用户的儿子十一月要去广岛参加修学旅行。", "qg11"),
    ("nq11a", "The user's son goes on a school trip to Nagasaki in November.", None),  # place: Hiroshima vs Nagasaki
    ("nq11b", "ユーザーの息子は5月に修学旅行で広島へ行く。", None),  # date: month (November vs May)
    ("nq11c", "用户的女儿十一月要去广岛参加修学旅行。", None),  # person: son vs daughter
    ("nq11d", "The user's son went on a school trip to Hiroshima last November.", None),  # tense: upcoming vs past
    # qg12: the user gets a JASSO scholarship of 48,000 yen a month
    ("q12", "The user receives a JASSO scholarship of 48,000 yen a month.", "qg12"),
    ("q12j", "ユーザーはJASSOから月4万8千円の奨学金をもらっている。", "qg12"),
    ("q12z", "用户每月从日本学生支援机构（JASSO）领取四万八千日元的奖学金。", "qg12"),
    ("q12j2", "ユーザーは日本学生支援機構の奨学金を毎月48,000円受給している。", "qg12"),
    (
        "nq12a",
        "The user receives a JASSO scholarship of 80,000 yen a month.",
        None,
    ),  # value: amount (48,000 vs 80,000 yen)
    (
        "nq12b",
        "ユーザーはロータリー財団から月4万8千円の奨学金をもらっている。",
        None,
    ),  # value: organisation (JASSO vs Rotary Foundation)
    (
        "nq12c",
        "用户申请了日本学生支援机构每月四万八千日元的奖学金，但还没有结果。",
        None,
    ),  # aspect: receives vs applied, pending
    # qg13: the user's tuition at Tohoku University is 535,800 yen a year
    ("q13", "The user's tuition at Tohoku University is 535,800 yen a year.", "qg13"),
    ("q13j", "ユーザーの東北大学の授業料は年間53万5800円だ。", "qg13"),
    ("q13z", "用户在东北大学的学费是每年五十三万五千八百日元。", "qg13"),
    (
        "nq13a",
        "The user's tuition at Tohoku University is 267,900 yen a year.",
        None,
    ),  # value: amount (535,800 vs 267,900 yen)
    ("nq13b", "ユーザーの東北大学の寮費は年間53万5800円だ。", None),  # value: fee (tuition vs dormitory fee)
    ("nq13c", "用户在北海道大学的学费是每年五十三万五千八百日元。", None),  # value: university (Tohoku vs Hokkaido)
    (
        "nq13d",
        "The user's tuition at Tohoku University is 535,800 yen a semester.",
        None,
    ),  # value: period (a year vs a semester)
    # qg14: the user's parents come to Japan in April on a short-term visa
    ("q14", "The user's parents are coming to Japan in April on a short-term visitor visa.", "qg14"),
    ("q14j", "ユーザーの両親は4月に短期滞在ビザで来日する。", "qg14"),
    ("q14z", "用户的父母四月份将持短期签证来日本。", "qg14"),
    (
        "nq14a",
        "The user's parents are coming to Japan in August on a short-term visitor visa.",
        None,
    ),  # date: month (April vs August)
    ("nq14b", "ユーザーの義理の両親は4月に短期滞在ビザで来日する。", None),  # person: parents vs parents-in-law
    ("nq14c", "用户的父母四月份将持短期签证去韩国。", None),  # place: Japan vs Korea
    ("nq14d", "The user's parents came to Japan in April on a short-term visitor visa.", None),  # tense: coming vs came
    # qg15: the user gave 50,000 yen to Miyakonojo through furusato nozei
    ("q15", "The user donated 50,000 yen to Miyakonojo city through furusato nozei.", "qg15"),
    ("q15p", "Through the hometown tax donation scheme, the user gave 50,000 yen to the city of Miyakonojo.", "qg15"),
    ("q15j", "ユーザーはふるさと納税で都城市に5万円を寄付した。", "qg15"),
    ("q15z", "用户通过故乡税向都城市捐了五万日元。", "qg15"),
    (
        "nq15a",
        "The user donated 50,000 yen to Izumisano city through furusato nozei.",
        None,
    ),  # place: Miyakonojo vs Izumisano
    ("nq15b", "ユーザーはふるさと納税で都城市に5万円を寄付するつもりだ。", None),  # modality: done vs plan
    ("nq15c", "用户通过故乡税向都城市捐了三万日元。", None),  # value: amount (50,000 vs 30,000 yen)
    (
        "nq15d",
        "The user's husband donated 50,000 yen to Miyakonojo city through furusato nozei.",
        None,
    ),  # person: self vs husband
    # qg16: the user puts 30,000 yen a month into an index fund through NISA
    ("q16", "The user puts 30,000 yen a month into an index fund through their NISA account.", "qg16"),
    ("q16j", "ユーザーはNISA口座で毎月3万円をインデックスファンドに積み立てている。", "qg16"),
    ("q16z", "用户每月通过NISA账户定投三万日元到指数基金。", "qg16"),
    (
        "nq16a",
        "The user puts 30,000 yen a month into an index fund through an iDeCo account.",
        None,
    ),  # value: account (NISA vs iDeCo)
    (
        "nq16b",
        "ユーザーはNISA口座で毎月3万円を個別株に投資している。",
        None,
    ),  # value: product (index fund vs individual stocks)
    ("nq16c", "用户每年通过NISA账户定投三万日元到指数基金。", None),  # frequency: a month vs a year
    (
        "nq16d",
        "The user stopped putting 30,000 yen a month into an index fund through their NISA account.",
        None,
    ),  # aspect: puts vs stopped
    # qg17: the user has a 35-year home loan from Mizuho Bank
    ("q17", "The user has a 35-year home loan from Mizuho Bank.", "qg17"),
    ("q17j", "ユーザーはみずほ銀行で35年の住宅ローンを組んでいる。", "qg17"),
    ("q17z", "用户在瑞穗银行办了三十五年期的房贷。", "qg17"),
    ("nq17a", "The user has a 25-year home loan from Mizuho Bank.", None),  # value: duration (35 vs 25 years)
    ("nq17b", "ユーザーはりそな銀行で35年の住宅ローンを組んでいる。", None),  # company: bank (Mizuho vs Resona)
    ("nq17c", "用户在瑞穗银行办了三十五年期的车贷。", None),  # value: loan (home vs car)
    (
        "nq17d",
        "The user is thinking of taking out a 35-year home loan from Mizuho Bank.",
        None,
    ),  # modality: has vs considering
    # qg18: black mould in the closet of the user's bedroom
    ("q18", "There is black mould in the closet of the user's bedroom.", "qg18"),
    ("q18j", "ユーザーの寝室の押し入れに黒カビが生えている。", "qg18"),
    ("q18z", "用户卧室的壁橱里长了黑霉。", "qg18"),
    ("nq18a", "There is black mould in the user's bathroom.", None),  # place: bedroom closet vs bathroom
    ("nq18b", "ユーザーの寝室の押し入れの黒カビはもう取れた。", None),  # aspect: mould present vs removed
    ("nq18c", "用户父母家卧室的壁橱里长了黑霉。", None),  # person: the user's home vs their parents' home
    # qg19: the air conditioner in the user's living room is broken
    ("q19", "The air conditioner in the user's living room is broken.", "qg19"),
    ("q19j", "ユーザーの家のリビングのエアコンが壊れている。", "qg19"),
    ("q19z", "用户家客厅的空调坏了。", "qg19"),
    ("nq19a", "The air conditioner in the user's bedroom is broken.", None),  # place: living room vs bedroom
    ("nq19b", "ユーザーの家のリビングのエアコンは修理が終わった。", None),  # aspect: broken vs repaired
    ("nq19c", "用户家客厅的电视坏了。", None),  # value: appliance (air conditioner vs television)
    # qg20: on moving out, the landlord kept 40,000 yen of the deposit for cleaning
    ("q20", "When the user moved out, the landlord kept 40,000 yen of the deposit for cleaning.", "qg20"),
    ("q20j", "ユーザーが退去したとき、大家はクリーニング代として敷金から4万円を差し引いた。", "qg20"),
    ("q20z", "用户搬走时，房东从押金里扣了四万日元作为清洁费。", "qg20"),
    (
        "nq20a",
        "When the user moved out, the landlord kept 90,000 yen of the deposit for cleaning.",
        None,
    ),  # value: amount (40,000 vs 90,000 yen)
    (
        "nq20b",
        "ユーザーが退去したとき、大家は壁紙の張り替え代として敷金から4万円を差し引いた。",
        None,
    ),  # value: reason (cleaning vs new wallpaper)
    ("nq20c", "用户搬走时，房东把押金全额退还了。", None),  # polarity: part deducted vs refunded in full
    (
        "nq20d",
        "When the user's friend moved out, the landlord kept 40,000 yen of the deposit for cleaning.",
        None,
    ),  # person: self vs friend
]
