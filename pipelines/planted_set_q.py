"""Planted set q (issue 13, sixteenth round): forty groups of one fact stated several ways, with hard negatives.

Why: each round is measured once on a set that no code was tuned on; set q is that set for this round (it stays in
``HELD_OUT`` until its one measurement, and becomes a development set afterwards, as m to p did).

How it was written: blind, to the shared forty-group brief, by a helper who read no checker code (memory/, experts/),
no benchmark code, notes or results (bench/), no other planted set and no tests but the structure test, and who ran
no link check on it. The items are what an LLM summariser would keep about real users of an assistant for foreign
residents and travellers in Japan, not guesses at what a checker can or cannot do.

What it covers: each group ``qgN`` is one fact in English (sometimes an English paraphrase: converse verb, passive,
synonym), Japanese (plain or polite, sometimes a second wording: honorifics, loanwords, abbreviations, era years) and
Simplified Chinese (Chinese numerals). Topics, chosen away from the earlier sets: owning a car (shaken inspection,
a rented parking space, the car-insurance premium), the gym, teaching a language to a colleague, hay-fever medicine,
pregnancy check-ups and the maternal handbook, child allowance, PTA, a school trip, a scholarship and tuition,
parents visiting on a short-term visa, furusato nozei, NISA, a mortgage, mould and a broken air conditioner, the
deposit kept for cleaning, Suica top-ups, working from home, paid and parental leave, a lost health-insurance card,
the pension lump-sum withdrawal payment, a company dormitory, a covered shift, karate, tea ceremony, calligraphy,
a choir, emergency water, typhoon damage, a sweets-making class, a birth date (ISO, era year, Chinese numerals),
Ramadan working hours, diabetes, and names in three scripts (Indian, Mongolian). Every group has at least three hard
negatives (``nqN<letter>``, in all three languages) that keep its template and change exactly one thing, named in
the trailing comment (a value, a person, a date or time, the direction of teaching or of covering a shift, tense,
modality, polarity, frequency or manner); no two negatives state the same fact. ``uqN`` are unrelated facts.
"""

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
    ("q15z", "用户通过故乡纳税向都城市捐了五万日元。", "qg15"),
    (
        "nq15a",
        "The user donated 50,000 yen to Izumisano city through furusato nozei.",
        None,
    ),  # place: Miyakonojo vs Izumisano
    ("nq15b", "ユーザーはふるさと納税で都城市に5万円を寄付するつもりだ。", None),  # modality: done vs plan
    ("nq15c", "用户通过故乡纳税向都城市捐了三万日元。", None),  # value: amount (50,000 vs 30,000 yen)
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
    # qg21: the user tops up their Suica with 10,000 yen at the start of every month
    ("q21", "The user tops up their Suica with 10,000 yen at the start of every month.", "qg21"),
    ("q21j", "ユーザーは毎月初めにSuicaに1万円をチャージしている。", "qg21"),
    ("q21z", "用户每个月初往Suica里充一万日元。", "qg21"),
    (
        "nq21a",
        "The user tops up their Suica with 3,000 yen at the start of every month.",
        None,
    ),  # value: amount (10,000 vs 3,000 yen)
    ("nq21b", "ユーザーは毎月初めにPASMOに1万円をチャージしている。", None),  # value: card (Suica vs PASMO)
    ("nq21c", "用户每个月初往女儿的Suica里充一万日元。", None),  # person: own card vs daughter's card
    (
        "nq21d",
        "The user tops up their Suica with 10,000 yen at the end of every month.",
        None,
    ),  # date: start vs end of the month
    # qg22: the user works from home on Mondays and Fridays
    ("q22", "The user works from home on Mondays and Fridays.", "qg22"),
    ("q22j", "ユーザーは月曜日と金曜日に在宅勤務をしている。", "qg22"),
    ("q22z", "用户每周一和周五在家办公。", "qg22"),
    ("q22j2", "ユーザーは月・金はテレワークだ。", "qg22"),
    (
        "nq22a",
        "The user works from home on Tuesdays and Thursdays.",
        None,
    ),  # date: weekdays (Mon and Fri vs Tue and Thu)
    ("nq22b", "ユーザーは月曜日と金曜日に出社している。", None),  # manner: from home vs at the office
    ("nq22c", "用户的妻子每周一和周五在家办公。", None),  # person: self vs wife
    ("nq22d", "The user would like to work from home on Mondays and Fridays.", None),  # modality: does vs wish
    # qg23: the user has 12 days of paid leave left this year
    ("q23", "The user has 12 days of paid leave left this year.", "qg23"),
    ("q23j", "ユーザーは今年、有給休暇があと12日残っている。", "qg23"),
    ("q23z", "用户今年还剩十二天带薪假。", "qg23"),
    ("nq23a", "The user has 2 days of paid leave left this year.", None),  # count: 12 vs 2 days
    ("nq23b", "ユーザーは今年、有給休暇を12日使った。", None),  # value: days left vs days used
    ("nq23c", "用户今年还剩十二天病假。", None),  # value: leave (paid leave vs sick leave)
    ("nq23d", "The user's colleague has 12 days of paid leave left this year.", None),  # person: self vs colleague
    # qg24: the user's husband takes six months of parental leave from January
    ("q24", "The user's husband will take six months of parental leave from January.", "qg24"),
    ("q24j", "ユーザーの夫は1月から6か月間の育児休業を取る。", "qg24"),
    ("q24z", "用户的丈夫将从一月开始休六个月的育儿假。", "qg24"),
    ("q24j2", "ユーザーの旦那さんは1月から半年間育休を取得する予定だ。", "qg24"),
    (
        "nq24a",
        "The user's husband will take three months of parental leave from January.",
        None,
    ),  # value: duration (six vs three months)
    ("nq24b", "ユーザーの夫は4月から6か月間の育児休業を取る。", None),  # date: start (January vs April)
    ("nq24c", "用户的丈夫希望从一月开始休六个月的育儿假。", None),  # modality: will take vs wishes to take
    ("nq24d", "The user will take six months of parental leave from January.", None),  # person: husband vs self
    # qg25: the user lost their health insurance card last week
    ("q25", "The user lost their health insurance card last week.", "qg25"),
    ("q25j", "ユーザーは先週、健康保険証をなくした。", "qg25"),
    ("q25z", "用户上周把健康保险卡弄丢了。", "qg25"),
    (
        "nq25a",
        "The user lost their My Number card last week.",
        None,
    ),  # value: document (health insurance card vs My Number card)
    ("nq25b", "ユーザーの息子は先週、健康保険証をなくした。", None),  # person: self vs son
    ("nq25c", "用户上个月把健康保险卡弄丢了。", None),  # date: last week vs last month
    # qg26: the user plans to claim the pension lump-sum withdrawal payment after leaving Japan
    ("q26", "The user plans to claim the lump-sum withdrawal payment for their pension after leaving Japan.", "qg26"),
    ("q26j", "ユーザーは日本を出国した後、年金の脱退一時金を請求するつもりだ。", "qg26"),
    ("q26z", "用户打算离开日本后申请领取年金的脱退一时金。", "qg26"),
    (
        "nq26a",
        "The user already received the lump-sum withdrawal payment for their pension after leaving Japan.",
        None,
    ),  # tense: plan vs done
    (
        "nq26b",
        "ユーザーの姉は日本を出国した後、年金の脱退一時金を請求するつもりだ。",
        None,
    ),  # person: self vs elder sister
    ("nq26c", "用户不打算离开日本后申请领取年金的脱退一时金。", None),  # polarity: plans vs does not plan
    # qg27: the user lives in a company dormitory in Toyota city
    ("q27", "The user lives in a company dormitory in Toyota city.", "qg27"),
    ("q27j", "ユーザーは豊田市にある会社の寮に住んでいる。", "qg27"),
    ("q27z", "用户住在丰田市的公司宿舍里。", "qg27"),
    ("q27j2", "ユーザーの住まいは豊田市の社員寮だ。", "qg27"),
    ("nq27a", "The user lives in a company dormitory in Kariya city.", None),  # place: Toyota vs Kariya
    ("nq27b", "ユーザーは豊田市にあるアパートに住んでいる。", None),  # value: housing (company dormitory vs apartment)
    ("nq27c", "用户去年住在丰田市的公司宿舍里。", None),  # tense: now vs last year
    ("nq27d", "The user's brother lives in a company dormitory in Toyota city.", None),  # person: self vs brother
    # qg28: the user's colleague Tanaka covered the user's Saturday shift
    ("q28", "The user's colleague Tanaka covered the user's Saturday shift.", "qg28"),
    ("q28p", "Tanaka, a colleague, worked the Saturday shift in the user's place.", "qg28"),
    ("q28j", "同僚の田中さんがユーザーの土曜日のシフトを代わってくれた。", "qg28"),
    ("q28z", "同事田中替用户上了周六的班。", "qg28"),
    (
        "nq28a",
        "The user covered their colleague Tanaka's Saturday shift.",
        None,
    ),  # direction: who covered whom (Tanaka for user vs user for Tanaka)
    ("nq28b", "同僚の田中さんがユーザーの日曜日のシフトを代わってくれた。", None),  # date: weekday (Saturday vs Sunday)
    ("nq28c", "同事田中拒绝替用户上周六的班。", None),  # polarity: covered vs refused
    ("nq28d", "The user's manager covered the user's Saturday shift.", None),  # person: colleague vs manager
    # qg29: the user has a brown belt in karate
    ("q29", "The user has a brown belt in karate.", "qg29"),
    ("q29j", "ユーザーは空手の茶帯を持っている。", "qg29"),
    ("q29z", "用户是空手道棕带。", "qg29"),
    ("nq29a", "The user has a black belt in karate.", None),  # value: belt (brown vs black)
    ("nq29b", "ユーザーは柔道の茶帯を持っている。", None),  # value: sport (karate vs judo)
    ("nq29c", "用户的儿子是空手道棕带。", None),  # person: self vs son
    ("nq29d", "The user hopes to get a brown belt in karate.", None),  # modality: has vs wish
    # qg30: the user learns the tea ceremony from their mother-in-law
    ("q30", "The user learns tea ceremony from their mother-in-law.", "qg30"),
    ("q30j", "ユーザーは義母から茶道を習っている。", "qg30"),
    ("q30z", "用户跟婆婆学茶道。", "qg30"),
    ("q30j2", "ユーザーはお姑さんに茶道を教わっている。", "qg30"),
    (
        "nq30a",
        "The user teaches tea ceremony to their mother-in-law.",
        None,
    ),  # direction: of teaching (learns vs teaches)
    ("nq30b", "ユーザーは義母から華道を習っている。", None),  # value: subject (tea ceremony vs flower arranging)
    ("nq30c", "用户跟邻居学茶道。", None),  # person: mother-in-law vs neighbour
    ("nq30d", "The user used to learn tea ceremony from their mother-in-law.", None),  # tense: learns now vs used to
    # qg31: the user's daughter goes to calligraphy class every Wednesday
    ("q31", "The user's daughter goes to calligraphy class every Wednesday.", "qg31"),
    ("q31j", "ユーザーの娘は毎週水曜日に書道教室に通っている。", "qg31"),
    ("q31z", "用户的女儿每周三去上书法课。", "qg31"),
    ("q31j2", "ユーザーの娘さんは水曜日ごとにお習字を習いに行っている。", "qg31"),
    (
        "nq31a",
        "The user's daughter goes to abacus class every Wednesday.",
        None,
    ),  # value: subject (calligraphy vs abacus)
    ("nq31b", "ユーザーの娘は毎週土曜日に書道教室に通っている。", None),  # date: weekday (Wednesday vs Saturday)
    ("nq31c", "用户的女儿每隔一周的周三去上书法课。", None),  # frequency: every week vs every other week
    ("nq31d", "The user's niece goes to calligraphy class every Wednesday.", None),  # person: daughter vs niece
    # qg32: the user sings alto in a choir in Yokohama
    ("q32", "The user sings alto in a choir in Yokohama.", "qg32"),
    ("q32j", "ユーザーは横浜の合唱団でアルトを歌っている。", "qg32"),
    ("q32z", "用户在横滨的一个合唱团里唱女低音。", "qg32"),
    ("nq32a", "The user sings soprano in a choir in Yokohama.", None),  # value: voice part (alto vs soprano)
    ("nq32b", "ユーザーは川崎の合唱団でアルトを歌っている。", None),  # place: Yokohama vs Kawasaki
    ("nq32c", "用户以前在横滨的一个合唱团里唱女低音。", None),  # tense: now vs formerly
    # qg33: the user keeps six 2-litre bottles of water for emergencies
    ("q33", "The user keeps six 2-litre bottles of water for emergencies.", "qg33"),
    ("q33j", "ユーザーは非常用に2リットルの水を6本備蓄している。", "qg33"),
    ("q33z", "用户备了六瓶两升装的水以防灾害。", "qg33"),
    ("nq33a", "The user keeps twelve 2-litre bottles of water for emergencies.", None),  # count: six vs twelve bottles
    (
        "nq33b",
        "ユーザーは非常用に500ミリリットルの水を6本備蓄している。",
        None,
    ),  # value: bottle size (2 litres vs 500 ml)
    ("nq33c", "用户的父母备了六瓶两升装的水以防灾害。", None),  # person: self vs parents
    # qg34: a typhoon broke the user's balcony window in September
    ("q34", "A typhoon broke the user's balcony window in September.", "qg34"),
    ("q34p", "The user's balcony window was broken by a typhoon in September.", "qg34"),
    ("q34j", "9月の台風でユーザーのベランダの窓ガラスが割れた。", "qg34"),
    ("q34z", "九月的台风把用户家阳台的窗户吹坏了。", "qg34"),
    ("nq34a", "A typhoon broke the user's balcony window in July.", None),  # date: month (September vs July)
    ("nq34b", "9月の台風でユーザーの車の窓ガラスが割れた。", None),  # value: object (balcony window vs car window)
    ("nq34c", "九月的地震把用户家阳台的窗户震坏了。", None),  # value: cause (typhoon vs earthquake)
    (
        "nq34d",
        "A typhoon broke the balcony window of the user's neighbour in September.",
        None,
    ),  # person: self vs neighbour
    # qg35: the user took a Japanese sweets-making class in Kyoto
    ("q35", "The user took a Japanese sweets-making class in Kyoto.", "qg35"),
    ("q35j", "ユーザーは京都で和菓子作り教室に参加した。", "qg35"),
    ("q35z", "用户在京都参加了和果子制作课。", "qg35"),
    ("nq35a", "The user took a soba-making class in Kyoto.", None),  # value: dish (Japanese sweets vs soba)
    ("nq35b", "ユーザーは金沢で和菓子作り教室に参加した。", None),  # place: Kyoto vs Kanazawa
    ("nq35c", "用户打算在京都参加和果子制作课。", None),  # modality: done vs plan
    # qg36: the user's daughter was born on 3 August 2019
    ("q36", "The user's daughter was born on 2019-08-03.", "qg36"),
    ("q36p", "The user's daughter was born on the third of August, 2019.", "qg36"),
    ("q36j", "ユーザーの娘は令和元年8月3日に生まれた。", "qg36"),
    ("q36z", "用户的女儿出生于二〇一九年八月三日。", "qg36"),
    ("nq36a", "The user's daughter was born on 2019-03-08.", None),  # date: 3 August vs 8 March
    ("nq36b", "ユーザーの娘は令和2年8月3日に生まれた。", None),  # date: year (2019 vs 2020)
    ("nq36c", "用户的儿子出生于二〇一九年八月三日。", None),  # person: daughter vs son
    # qg37: during Ramadan the user's company lets them leave work at 4 p.m.
    ("q37", "During Ramadan, the user's company lets them leave work at 4 p.m.", "qg37"),
    ("q37p", "During Ramadan the user is allowed by their company to leave at 16:00.", "qg37"),
    ("q37j", "ラマダン中、ユーザーの会社はユーザーが午後4時に退社することを認めている。", "qg37"),
    ("q37z", "斋月期间，用户的公司允许用户下午四点下班。", "qg37"),
    ("nq37a", "During Ramadan, the user's company lets them leave work at 3 p.m.", None),  # time: 4 p.m. vs 3 p.m.
    (
        "nq37b",
        "ラマダン中、ユーザーの会社はユーザーが午後4時に退社することを認めていない。",
        None,
    ),  # polarity: allows vs does not allow
    ("nq37c", "斋月期间，用户丈夫的公司允许他下午四点下班。", None),  # person: self vs husband
    # qg38: the user's father has type 2 diabetes
    ("q38", "The user's father has type 2 diabetes.", "qg38"),
    ("q38j", "ユーザーの父は2型糖尿病を患っている。", "qg38"),
    ("q38z", "用户的父亲患有二型糖尿病。", "qg38"),
    ("nq38a", "The user's father has type 1 diabetes.", None),  # value: type (2 vs 1)
    ("nq38b", "ユーザーの義父は2型糖尿病を患っている。", None),  # person: father vs father-in-law
    ("nq38c", "用户的父亲患有高血压。", None),  # value: condition (diabetes vs high blood pressure)
    # qg39: the user's name is Priya Sharma
    ("q39", "The user's name is Priya Sharma.", "qg39"),
    ("q39j", "ユーザーの名前はプリヤ・シャルマだ。", "qg39"),
    ("q39z", "用户的名字叫普丽娅·夏尔马。", "qg39"),
    ("q39j2", "ユーザーの氏名はシャルマ・プリヤです。", "qg39"),
    ("nq39a", "The user's name is Priya Verma.", None),  # value: surname (Sharma vs Verma)
    ("nq39b", "ユーザーの名前はプージャ・シャルマだ。", None),  # value: given name (Priya vs Pooja)
    ("nq39c", "用户妹妹的名字叫普丽娅·夏尔马。", None),  # person: self vs younger sister
    # qg40: the user's husband is named Batbayar
    ("q40", "The user's husband is named Batbayar.", "qg40"),
    ("q40j", "ユーザーの夫の名前はバトバヤルだ。", "qg40"),
    ("q40z", "用户的丈夫名叫巴特巴雅尔。", "qg40"),
    ("nq40a", "The user's son is named Batbayar.", None),  # person: husband vs son
    ("nq40b", "ユーザーの夫の名前はバトエルデネだ。", None),  # value: name (Batbayar vs Bat-Erdene)
    ("nq40c", "用户的丈夫名叫巴特苏赫。", None),  # value: name (Batbayar vs Batsukh)
    # unrelated
    ("uq1", "The user's favourite onigiri filling is salted salmon.", None),
    ("uq2", "ユーザーは毎朝納豆を食べる。", None),
    ("uq3", "用户的儿子喜欢玩宝可梦卡牌。", None),
    ("uq4", "The user is saving up to buy an electric bicycle.", None),
    ("uq5", "ユーザーの妻はインドネシア出身だ。", None),
    ("uq6", "用户每周日去附近的公园跑步。", None),
    ("uq7", "The user's neighbour gave them a bag of persimmons.", None),
    ("uq8", "ユーザーは来月、社内のTOEIC試験を受ける。", None),
    ("uq9", "用户的女儿在学钢琴。", None),
    ("uq10", "The user prefers aisle seats on long-distance buses.", None),
]
