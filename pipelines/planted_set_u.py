"""Planted set u (issue 13, stop 28): forty groups of one fact stated several ways, with hard negatives.

Why: a set that no code was ever tuned on gives the one honest figure of how well nightly consolidation links
memories that state the same fact and keeps apart those that differ in exactly one thing. Set u is held out until
that one measurement (see ``HELD_OUT`` in pipelines/planted_sets.py).

How it was written: blind. Its writer read none of the checker's code (memory/, experts/), no benchmark code, notes
or results, and none of the earlier planted sets; only the brief's list of topics earlier sets had covered, so as to
choose new ones. Each item is written as an LLM summariser would keep what a real user of the assistant (a foreign
resident or traveller in Japan, speaking en / ja / zh) told it.

What it covers: renting and running a flat (lease renewal fee, fire insurance for a rented flat, a water-heater
repair, a locksmith, the NHK fee, mail forwarding, a monthly parking space, a shared house, a room and floor number),
ward-office papers (a personal seal, a residence record, a tax-payment certificate), health (a high-cost medical
expense refund, physiotherapy, a colonoscopy with a date in ISO, Reiwa and Chinese-numeral forms, a prenatal class,
hospital visiting hours, a pharmacy keeping the medication record), daily life (a hair-salon booking, bicycle
anti-theft registration, a library card, a concert ticket lottery, a baseball fan club), hobbies (kendo, shogi,
taiko on "the second Sunday", calligraphy, pottery), work (a business trip, pay during probation as a percentage,
a summer bonus, declaring a side job, the boki exam, a retirement allowance, a trade-show booth), family (a
grandmother's beiju, a niece's wedding with a Turkish name, a brother on a tourist visa, an adopted rabbit) and a
Kenyan name in three scripts. Each group has three or more negatives, each changing one thing named in its trailing
comment (value, person, date, time, place, count, amount, duration, frequency, polarity, tense, modality, direction,
manner), in all three languages; ten unrelated items close the set.
"""

from __future__ import annotations

PLANTED_U: list[tuple[str, str, str | None]] = [
    # ug1: lease renewal fee of one month's rent, due in March
    ("u1", "The user has to pay a lease renewal fee of one month's rent in March.", "ug1"),
    ("u1p", "In March the user must pay one month's rent as the fee for renewing the lease.", "ug1"),
    ("u1j", "ユーザーは3月に家賃1か月分の更新料を払わなければならない。", "ug1"),
    ("u1z", "用户三月份要交一个月房租的续租费。", "ug1"),
    (
        "nu1a",
        "The user has to pay a lease renewal fee of two months' rent in March.",
        None,
    ),  # amount: two months' rent vs one
    ("nu1b", "ユーザーは4月に家賃1か月分の更新料を払わなければならない。", None),  # date: April vs March
    ("nu1c", "用户的姐姐三月份要交一个月房租的续租费。", None),  # person: the user's older sister vs the user
    # ug2: fire insurance for the rented flat, 20,000 yen for two years
    ("u2", "The fire insurance for the user's rented flat costs 20,000 yen for two years.", "ug2"),
    ("u2j", "ユーザーが借りている部屋の火災保険は2年で2万円だ。", "ug2"),
    ("u2z", "用户租的公寓的火灾保险两年两万日元。", "ug2"),
    (
        "nu2a",
        "The fire insurance for the user's rented flat costs 20,000 yen for one year.",
        None,
    ),  # duration: one year vs two
    ("nu2b", "ユーザーが借りている部屋の地震保険は2年で2万円だ。", None),  # value: insurance type (earthquake vs fire)
    ("nu2c", "用户租的公寓的火灾保险两年三万日元。", None),  # amount: 30,000 vs 20,000 yen
    # ug3: a repairman fixes the water heater on Thursday morning
    ("u3", "A repairman will fix the user's water heater on Thursday morning.", "ug3"),
    ("u3j", "木曜日の午前中に業者がユーザーの給湯器を修理しに来る。", "ug3"),
    ("u3z", "周四上午维修工会来修用户家的热水器。", "ug3"),
    ("nu3a", "A repairman will fix the user's water heater on Thursday afternoon.", None),  # time: afternoon vs morning
    (
        "nu3b",
        "木曜日の午前中に業者がユーザーのエアコンを修理しに来る。",
        None,
    ),  # value: appliance (air conditioner vs water heater)
    ("nu3c", "周四上午维修工修好了用户家的热水器。", None),  # tense: already repaired vs will repair
    # ug4: locked out, paid a locksmith 15,000 yen to open the door
    ("u4", "The user got locked out and paid a locksmith 15,000 yen to open the door.", "ug4"),
    ("u4j", "ユーザーは家から締め出されてしまい、鍵屋にドアを開けてもらって1万5千円払った。", "ug4"),
    ("u4z", "用户被锁在门外，花了一万五千日元请锁匠开门。", "ug4"),
    ("u4z2", "用户付了15000日元让开锁师傅把门打开，因为自己被锁在外面了。", "ug4"),
    (
        "nu4a",
        "The user got locked out and paid a locksmith 25,000 yen to open the door.",
        None,
    ),  # amount: 25,000 vs 15,000 yen
    (
        "nu4b",
        "ユーザーの隣人は家から締め出されてしまい、鍵屋にドアを開けてもらって1万5千円払った。",
        None,
    ),  # person: neighbour vs user
    (
        "nu4c",
        "The user paid a locksmith 15,000 yen to replace the lock on the door.",
        None,
    ),  # value: service (replacing the lock vs opening the door when locked out)
    # ug5: NHK fee paid once a year by credit card
    ("u5", "The user pays the NHK fee once a year by credit card.", "ug5"),
    ("u5j", "ユーザーはNHKの受信料を年に1回クレジットカードで払っている。", "ug5"),
    ("u5z", "用户每年用信用卡交一次NHK收视费。", "ug5"),
    (
        "nu5a",
        "The user pays the NHK fee every two months by credit card.",
        None,
    ),  # frequency: every two months vs yearly
    ("nu5b", "ユーザーはNHKの受信料を年に1回口座振替で払っている。", None),  # manner: bank-account debit vs credit card
    ("nu5c", "用户的父母每年用信用卡交一次NHK收视费。", None),  # person: the user's parents vs the user
    # ug6: post-office mail forwarding to the new address for one year
    ("u6", "The user applied at the post office to have mail forwarded to the new address for one year.", "ug6"),
    ("u6j", "ユーザーは郵便局で、郵便物を1年間新しい住所に転送してもらう手続きをした。", "ug6"),
    ("u6z", "用户在邮局办了转寄手续，一年内的邮件都会转到新地址。", "ug6"),
    (
        "nu6a",
        "The user plans to apply at the post office to have mail forwarded to the new address for one year.",
        None,
    ),  # modality: plan vs done
    (
        "nu6b",
        "ユーザーは郵便局で、郵便物を1年間実家に転送してもらう手続きをした。",
        None,
    ),  # place: parents' home vs new address
    ("nu6c", "用户的室友在邮局办了转寄手续，一年内的邮件都会转到新地址。", None),  # person: roommate vs user
    # ug7: registered a personal seal (inkan) at the ward office last week
    ("u7", "The user registered a personal seal at the ward office last week.", "ug7"),
    ("u7j", "ユーザーは先週区役所で印鑑登録をした。", "ug7"),
    ("u7z", "用户上周在区政府办理了印章登记。", "ug7"),
    ("nu7a", "The user registered a personal seal at the ward office last month.", None),  # date: last month vs week
    ("nu7b", "ユーザーの妻は先週区役所で印鑑登録をした。", None),  # person: wife vs user
    ("nu7c", "用户上周在区政府办理了转出登记。", None),  # value: procedure (moving-out notice vs seal registration)
    # ug8: two copies of the residence record (juminhyo) for the car dealer
    ("u8", "The user needs two copies of the residence record (juminhyo) for the car dealer.", "ug8"),
    ("u8j", "ユーザーは車の販売店に出すため住民票の写しが2通必要だ。", "ug8"),
    ("u8z", "用户需要两份住民票交给汽车经销商。", "ug8"),
    (
        "nu8a",
        "The user needs three copies of the residence record for the car dealer.",
        None,
    ),  # count: three vs two copies
    (
        "nu8b",
        "ユーザーは車の販売店に出すため印鑑証明書が2通必要だ。",
        None,
    ),  # document: seal certificate vs residence record
    ("nu8c", "用户需要两份住民票交给银行。", None),  # value: recipient (bank vs car dealer)
    # ug9: tax-payment certificate from the city office for the visa renewal
    ("u9", "The user got a tax payment certificate from the city office for the visa renewal.", "ug9"),
    ("u9p", "For renewing the visa, the user obtained a certificate of tax payment at city hall.", "ug9"),
    ("u9j", "ユーザーはビザ更新のため市役所で納税証明書を取った。", "ug9"),
    ("u9z", "为了续签签证，用户在市政府开了纳税证明。", "ug9"),
    (
        "nu9a",
        "The user got a tax payment certificate from the city office for a housing loan application.",
        None,
    ),  # value: purpose (housing loan vs visa renewal)
    (
        "nu9b",
        "ユーザーはビザ更新のため市役所で課税証明書を取った。",
        None,
    ),  # document: tax assessment certificate vs tax payment certificate
    ("nu9c", "为了续签签证，用户还没去市政府开纳税证明。", None),  # polarity: has not got it yet vs got it
    # ug10: high-cost medical expense refund of 80,000 yen received
    ("u10", "The user received a high-cost medical expense refund of 80,000 yen.", "ug10"),
    ("u10j", "ユーザーは高額療養費として8万円の払い戻しを受けた。", "ug10"),
    ("u10z", "用户领到了八万日元的高额医疗费退款。", "ug10"),
    (
        "nu10a",
        "The user received a high-cost medical expense refund of 18,000 yen.",
        None,
    ),  # amount: 18,000 vs 80,000 yen
    (
        "nu10b",
        "ユーザーは高額療養費として8万円の払い戻しをまだ受けていない。",
        None,
    ),  # polarity: not yet received vs received
    ("nu10c", "用户的父亲领到了八万日元的高额医疗费退款。", None),  # person: father vs user
    # ug11: physiotherapy for the lower back twice a week
    ("u11", "The user goes to physiotherapy for a lower-back problem twice a week.", "ug11"),
    ("u11p", "Twice weekly, the user has physiotherapy sessions for their lower back.", "ug11"),
    ("u11j", "ユーザーは腰痛のリハビリに週2回通っている。", "ug11"),
    ("u11z", "用户因为腰痛每周去做两次理疗。", "ug11"),
    (
        "nu11a",
        "The user goes to physiotherapy for a lower-back problem three times a week.",
        None,
    ),  # frequency: three times vs twice a week
    ("nu11b", "ユーザーは肩のリハビリに週2回通っている。", None),  # value: body part (shoulder vs lower back)
    ("nu11c", "用户的丈夫因为腰痛每周去做两次理疗。", None),  # person: husband vs user
    # ug12: colonoscopy on 2026-12-10
    ("u12", "The user has a colonoscopy on 10 December 2026.", "ug12"),
    ("u12q", "The user's colonoscopy is scheduled for 2026-12-10.", "ug12"),
    ("u12j", "ユーザーは令和8年12月10日に大腸内視鏡検査を受ける。", "ug12"),
    ("u12z", "用户二〇二六年十二月十日做肠镜检查。", "ug12"),
    (
        "nu12a",
        "The user has a gastroscopy on 10 December 2026.",
        None,
    ),  # value: examination (gastroscopy vs colonoscopy)
    ("nu12b", "ユーザーは令和8年12月17日に大腸内視鏡検査を受ける。", None),  # date: 17 vs 10 December
    ("nu12c", "用户二〇二七年十二月十日做肠镜检查。", None),  # date: year 2027 vs 2026
    # ug13: wife's prenatal class at the city health centre on Saturdays
    ("u13", "The user's wife goes to a prenatal class at the city health centre on Saturdays.", "ug13"),
    ("u13j", "ユーザーの妻は毎週土曜日に市の保健センターの母親学級に通っている。", "ug13"),
    ("u13z", "用户的妻子每周六去市保健中心上孕妇课。", "ug13"),
    (
        "nu13a",
        "The user's sister-in-law goes to a prenatal class at the city health centre on Saturdays.",
        None,
    ),  # person: sister-in-law vs wife
    ("nu13b", "ユーザーの妻は毎週日曜日に市の保健センターの母親学級に通っている。", None),  # date: Sundays vs Saturdays
    (
        "nu13c",
        "The user's wife goes to a prenatal class at the hospital on Saturdays.",
        None,
    ),  # place: hospital vs city health centre
    # ug14: visiting hours at the father's hospital, 2 p.m. to 8 p.m.
    ("u14", "Visiting hours at the hospital where the user's father is staying are from 2 p.m. to 8 p.m.", "ug14"),
    ("u14j", "ユーザーの父が入院している病院の面会時間は午後2時から午後8時までだ。", "ug14"),
    ("u14z", "用户父亲住的医院探视时间是下午两点到晚上八点。", "ug14"),
    ("u14j2", "父が入院している病院の面会時間は14時から20時までです。", "ug14"),
    (
        "nu14a",
        "Visiting hours at the hospital where the user's father is staying are from 2 p.m. to 6 p.m.",
        None,
    ),  # time: ends at 6 p.m. vs 8 p.m.
    (
        "nu14b",
        "ユーザーの義母が入院している病院の面会時間は午後2時から午後8時までだ。",
        None,
    ),  # person: mother-in-law vs father
    ("nu14c", "用户父亲住的医院探视时间是上午十点到晚上八点。", None),  # time: starts at 10 a.m. vs 2 p.m.
    # ug15: prescriptions always at the pharmacy in front of the station, which keeps the medication record
    (
        "u15",
        "The user always fills prescriptions at the station-front pharmacy, which keeps their medication record.",
        "ug15",
    ),
    ("u15j", "ユーザーはいつも駅前の薬局で処方薬をもらっていて、そこでお薬手帳に記録してもらっている。", "ug15"),
    ("u15z", "用户总是在车站前的药店拿处方药，那家药店保存着用户的用药记录。", "ug15"),
    (
        "nu15a",
        "The user always fills prescriptions at the pharmacy beside the hospital, which keeps their medication record.",
        None,
    ),  # place: pharmacy next to the hospital vs in front of the station
    (
        "nu15b",
        "ユーザーの祖母はいつも駅前の薬局で処方薬をもらっていて、そこでお薬手帳に記録してもらっている。",
        None,
    ),  # person: grandmother vs user
    (
        "nu15c",
        "用户偶尔在车站前的药店拿处方药，那家药店保存着用户的用药记录。",
        None,
    ),  # frequency: occasionally vs always
    # ug16: haircut booked at an Omotesando salon, Saturday 3 p.m.
    ("u16", "The user booked a haircut at a salon in Omotesando for Saturday at 3 p.m.", "ug16"),
    ("u16j", "ユーザーは土曜日の午後3時に表参道の美容院でカットの予約を入れた。", "ug16"),
    ("u16z", "用户预约了周六下午三点在表参道的美发店剪头发。", "ug16"),
    (
        "nu16a",
        "The user booked a haircut at a salon in Omotesando for Saturday at 5 p.m.",
        None,
    ),  # time: 5 p.m. vs 3 p.m.
    (
        "nu16b",
        "ユーザーは土曜日の午後3時に表参道の美容院でカラーの予約を入れた。",
        None,
    ),  # value: service (hair colouring vs haircut)
    ("nu16c", "用户的女儿预约了周六下午三点在表参道的美发店剪头发。", None),  # person: daughter vs user
    # ug17: 600 yen for the new bicycle's anti-theft registration
    ("u17", "The user paid 600 yen to register the new bicycle for anti-theft.", "ug17"),
    ("u17p", "Registering the user's new bicycle against theft cost 600 yen.", "ug17"),
    ("u17j", "ユーザーは新しい自転車の防犯登録に600円払った。", "ug17"),
    ("u17z", "用户花六百日元给新自行车做了防盗登记。", "ug17"),
    ("nu17a", "The user paid 500 yen to register the new bicycle for anti-theft.", None),  # amount: 500 vs 600 yen
    ("nu17b", "ユーザーの息子は新しい自転車の防犯登録に600円払った。", None),  # person: son vs user
    ("nu17c", "用户花六百日元给新自行车买了一把车锁。", None),  # value: purchase (a lock vs anti-theft registration)
    # ug18: monthly parking space near home, 12,000 yen a month
    ("u18", "The user rents a monthly parking space near home for 12,000 yen a month.", "ug18"),
    ("u18j", "ユーザーは自宅近くの月極駐車場を月1万2千円で借りている。", "ug18"),
    ("u18z", "用户在家附近租了一个月租停车位，每月一万二千日元。", "ug18"),
    (
        "nu18a",
        "The user rents a monthly parking space near the office for 12,000 yen a month.",
        None,
    ),  # place: near the office vs near home
    ("nu18b", "ユーザーは自宅近くの月極駐車場を月2万1千円で借りている。", None),  # amount: 21,000 vs 12,000 yen
    ("nu18c", "用户打算在家附近租一个月租停车位，每月一万二千日元。", None),  # modality: plan vs currently renting
    # ug19: shared house in Koenji with four other residents
    ("u19", "The user lives in a shared house in Koenji with four other residents.", "ug19"),
    ("u19p", "The user shares a house in Koenji with four housemates.", "ug19"),
    ("u19j", "ユーザーは高円寺のシェアハウスでほかの住人4人と暮らしている。", "ug19"),
    ("u19z", "用户和另外四个住户一起住在高圆寺的合租房里。", "ug19"),
    ("nu19a", "The user lives in a shared house in Nakano with four other residents.", None),  # place: Nakano vs Koenji
    (
        "nu19b",
        "ユーザーは高円寺のシェアハウスでほかの住人6人と暮らしている。",
        None,
    ),  # count: six vs four other residents
    ("nu19c", "用户以前和另外四个住户一起住在高圆寺的合租房里。", None),  # tense: used to live vs lives
    # ug20: library card, up to 10 books for two weeks
    ("u20", "The user's library card lets them borrow up to 10 books for two weeks.", "ug20"),
    ("u20j", "ユーザーの図書館カードでは本を10冊まで2週間借りられる。", "ug20"),
    ("u20z", "用户的图书馆卡最多可以借十本书，借期两周。", "ug20"),
    ("nu20a", "The user's library card lets them borrow up to 5 books for two weeks.", None),  # count: 5 vs 10 books
    ("nu20b", "ユーザーの図書館カードでは本を10冊まで3週間借りられる。", None),  # duration: three weeks vs two
    ("nu20c", "用户的图书馆卡最多可以借十张CD，借期两周。", None),  # value: item (CDs vs books)
    # ug21: won the ticket lottery for a Tokyo Dome concert on 14 March
    ("u21", "The user won the ticket lottery for a concert at Tokyo Dome on 14 March.", "ug21"),
    ("u21j", "ユーザーは3月14日の東京ドーム公演のチケット抽選に当選した。", "ug21"),
    ("u21z", "用户抽中了三月十四日东京巨蛋演唱会的门票。", "ug21"),
    (
        "nu21a",
        "The user lost the ticket lottery for a concert at Tokyo Dome on 14 March.",
        None,
    ),  # polarity: lost vs won
    ("nu21b", "ユーザーは3月15日の東京ドーム公演のチケット抽選に当選した。", None),  # date: 15 vs 14 March
    ("nu21c", "用户抽中了三月十四日京瓷巨蛋大阪演唱会的门票。", None),  # place: Kyocera Dome Osaka vs Tokyo Dome
    # ug22: joined the Hanshin Tigers fan club this year
    ("u22", "The user joined the Hanshin Tigers fan club this year.", "ug22"),
    ("u22j", "ユーザーは今年、阪神タイガースのファンクラブに入った。", "ug22"),
    ("u22z", "用户今年加入了阪神虎队的球迷俱乐部。", "ug22"),
    ("nu22a", "The user joined the Yomiuri Giants fan club this year.", None),  # value: team (Giants vs Tigers)
    ("nu22b", "ユーザーは去年、阪神タイガースのファンクラブに入った。", None),  # date: last year vs this year
    ("nu22c", "用户今年退出了阪神虎队的球迷俱乐部。", None),  # direction: left vs joined
    # ug23: son passed first-dan kendo in November
    ("u23", "The user's son passed the first-dan kendo exam in November.", "ug23"),
    ("u23j", "ユーザーの息子は11月に剣道の初段に合格した。", "ug23"),
    ("u23z", "用户的儿子十一月通过了剑道初段考试。", "ug23"),
    (
        "nu23a",
        "The user's son passed the second-dan kendo exam in November.",
        None,
    ),  # value: grade (second vs first dan)
    ("nu23b", "ユーザーの息子は11月に剣道の初段に落ちた。", None),  # polarity: failed vs passed
    ("nu23c", "用户的侄子十一月通过了剑道初段考试。", None),  # person: nephew vs son
    ("nu23d", "The user's son passed the first-dan judo exam in November.", None),  # value: sport (judo vs kendo)
    # ug24: online shogi with a friend in Nagoya every Sunday night
    ("u24", "The user plays shogi online with a friend in Nagoya every Sunday night.", "ug24"),
    ("u24j", "ユーザーは毎週日曜の夜、名古屋の友達とオンラインで将棋を指している。", "ug24"),
    ("u24z", "用户每个星期天晚上和名古屋的朋友在网上下将棋。", "ug24"),
    (
        "nu24a",
        "The user plays go online with a friend in Nagoya every Sunday night.",
        None,
    ),  # value: game (go vs shogi)
    (
        "nu24b",
        "ユーザーは毎週日曜の夜、名古屋の友達と将棋会館で対面で将棋を指している。",
        None,
    ),  # manner: face to face at a shogi hall vs online
    ("nu24c", "用户每个星期六晚上和名古屋的朋友在网上下将棋。", None),  # date: Saturday vs Sunday
    # ug25: daughter practises taiko at the community centre on the second Sunday of each month
    (
        "u25",
        "The user's daughter practises taiko drumming at the community centre on the second Sunday of every month.",
        "ug25",
    ),
    ("u25j", "ユーザーの娘は毎月第2日曜日に公民館で和太鼓の練習をしている。", "ug25"),
    ("u25z", "用户的女儿每个月第二个星期天在公民馆练习太鼓。", "ug25"),
    (
        "nu25a",
        "The user's daughter practises taiko drumming at the community centre on the fourth Sunday of every month.",
        None,
    ),  # date: fourth vs second Sunday
    (
        "nu25b",
        "ユーザーの娘は毎月第2日曜日に公民館で三味線の練習をしている。",
        None,
    ),  # value: instrument (shamisen vs taiko)
    ("nu25c", "用户的女儿每个月第二个星期天在公民馆教太鼓。", None),  # direction of teaching: teaches vs practises
    # ug26: calligraphy lessons every Wednesday from 7 p.m.
    ("u26", "The user takes a calligraphy lesson every Wednesday at 7 p.m.", "ug26"),
    ("u26j", "ユーザーは毎週水曜日の夜7時から書道教室に通っている。", "ug26"),
    ("u26z", "用户每周三晚上七点去上书法课。", "ug26"),
    ("u26j2", "毎週水曜19時から書道を習っています。", "ug26"),
    (
        "nu26a",
        "The user teaches a calligraphy lesson every Wednesday at 7 p.m.",
        None,
    ),  # direction of teaching: teaches vs takes
    (
        "nu26b",
        "ユーザーは隔週水曜日の夜7時から書道教室に通っている。",
        None,
    ),  # frequency: every other week vs every week
    ("nu26c", "用户每周三晚上七点去上插花课。", None),  # subject: ikebana vs calligraphy
    # ug27: made a tea bowl at a pottery class in Mashiko
    ("u27", "The user made a tea bowl at a pottery class in Mashiko.", "ug27"),
    ("u27j", "ユーザーは益子の陶芸教室で茶碗を作った。", "ug27"),
    ("u27z", "用户在益子的陶艺教室做了一个茶碗。", "ug27"),
    ("nu27a", "The user made a vase at a pottery class in Mashiko.", None),  # value: object (vase vs tea bowl)
    ("nu27b", "ユーザーは笠間の陶芸教室で茶碗を作った。", None),  # place: Kasama vs Mashiko
    ("nu27c", "用户想在益子的陶艺教室做一个茶碗。", None),  # modality: wish vs done
    # ug28: three-day business trip to Osaka from 8 December
    ("u28", "The user is going on a three-day business trip to Osaka from 8 December.", "ug28"),
    ("u28p", "From December 8th the user will be in Osaka for three days on business.", "ug28"),
    ("u28j", "ユーザーは12月8日から3日間大阪へ出張する。", "ug28"),
    ("u28z", "用户十二月八日起去大阪出差三天。", "ug28"),
    (
        "nu28a",
        "The user is going on a five-day business trip to Osaka from 8 December.",
        None,
    ),  # duration: five days vs three
    ("nu28b", "ユーザーは12月8日から3日間福岡へ出張する。", None),  # place: Fukuoka vs Osaka
    ("nu28c", "用户十二月八日起去大阪旅游三天。", None),  # value: purpose (holiday vs business)
    # ug29: 90% of full pay during the three-month probation at the new company
    (
        "u29",
        "The user is paid 90% of the full salary during the three-month probation period at the new company.",
        "ug29",
    ),
    ("u29j", "ユーザーは新しい会社の3か月の試用期間中、給料が本来の9割になる。", "ug29"),
    ("u29z", "用户在新公司三个月的试用期内只拿百分之九十的工资。", "ug29"),
    (
        "nu29a",
        "The user is paid 80% of the full salary during the three-month probation period at the new company.",
        None,
    ),  # value: percentage (80% vs 90%)
    (
        "nu29b",
        "ユーザーは新しい会社の6か月の試用期間中、給料が本来の9割になる。",
        None,
    ),  # duration: six-month vs three-month probation
    ("nu29c", "用户的丈夫在新公司三个月的试用期内只拿百分之九十的工资。", None),  # person: husband vs user
    # ug30: summer bonus of two months' salary
    ("u30", "The user's summer bonus is two months' salary.", "ug30"),
    ("u30j", "ユーザーの夏のボーナスは給料の2か月分だ。", "ug30"),
    ("u30z", "用户的夏季奖金是两个月的工资。", "ug30"),
    ("u30j2", "ユーザーは夏に月給2か月分の賞与をもらう。", "ug30"),
    ("nu30a", "The user's winter bonus is two months' salary.", None),  # value: season (winter vs summer bonus)
    ("nu30b", "ユーザーの夏のボーナスは給料の1か月分だ。", None),  # amount: one month's vs two months' salary
    ("nu30c", "用户同事的夏季奖金是两个月的工资。", None),  # person: colleague vs user
    # ug31: declared a weekend side job as a tour guide to the employer
    ("u31", "The user has told the employer about a weekend side job as a tour guide.", "ug31"),
    ("u31j", "ユーザーは週末にツアーガイドの副業をしていることを会社に届け出た。", "ug31"),
    ("u31z", "用户已经向公司申报了周末做导游的副业。", "ug31"),
    (
        "nu31a",
        "The user has not told the employer about a weekend side job as a tour guide.",
        None,
    ),  # polarity: not declared vs declared
    (
        "nu31b",
        "ユーザーは週末に翻訳の副業をしていることを会社に届け出た。",
        None,
    ),  # value: side job (translation vs tour guide)
    ("nu31c", "用户已经向公司申报了平日晚上做导游的副业。", None),  # time: weekday evenings vs weekends
    # ug32: taking the Level 3 bookkeeping (boki) exam in February
    ("u32", "The user is taking the Level 3 bookkeeping (boki) exam in February.", "ug32"),
    ("u32j", "ユーザーは2月に簿記3級を受験する。", "ug32"),
    ("u32z", "用户二月要考簿记三级。", "ug32"),
    ("nu32a", "The user is taking the Level 2 bookkeeping exam in February.", None),  # value: level (2 vs 3)
    ("nu32b", "ユーザーは2月にITパスポート試験を受験する。", None),  # value: exam (IT Passport vs boki)
    ("nu32c", "用户六月要考簿记三级。", None),  # date: June vs February
    # ug33: grandmother's 88th birthday (beiju) next month
    ("u33", "The user's grandmother celebrates her 88th birthday (beiju) next month.", "ug33"),
    ("u33j", "ユーザーの祖母は来月、米寿を迎える。", "ug33"),
    ("u33z", "用户的祖母下个月过八十八岁生日。", "ug33"),
    ("nu33a", "The user's grandmother celebrates her 77th birthday (kiju) next month.", None),  # value: age (77 vs 88)
    ("nu33b", "ユーザーの祖父は来月、米寿を迎える。", None),  # person: grandfather vs grandmother
    ("nu33c", "用户的祖母上个月过了八十八岁生日。", None),  # date: last month vs next month
    # ug34: niece Elif marries in Istanbul on 6 June
    ("u34", "The user's niece Elif is getting married in Istanbul on 6 June.", "ug34"),
    ("u34j", "ユーザーの姪のエリフが6月6日にイスタンブールで結婚する。", "ug34"),
    ("u34z", "用户的侄女艾莉芙六月六日在伊斯坦布尔结婚。", "ug34"),
    ("nu34a", "The user's niece Elif is getting married in Ankara on 6 June.", None),  # place: Ankara vs Istanbul
    ("nu34b", "ユーザーの姪のエリフが6月16日にイスタンブールで結婚する。", None),  # date: 16 vs 6 June
    ("nu34c", "用户的女儿艾莉芙六月六日在伊斯坦布尔结婚。", None),  # person: daughter vs niece
    # ug35: younger brother visiting Japan on a 30-day tourist visa
    ("u35", "The user's younger brother is visiting Japan on a 30-day tourist visa.", "ug35"),
    ("u35j", "ユーザーの弟が30日間の観光ビザで日本に来る。", "ug35"),
    ("u35z", "用户的弟弟持三十天的旅游签证来日本。", "ug35"),
    (
        "nu35a",
        "The user's younger brother is visiting Japan on a 90-day tourist visa.",
        None,
    ),  # duration: 90 vs 30 days
    ("nu35b", "ユーザーの弟が30日間の商用ビザで日本に来る。", None),  # value: visa type (business vs tourist)
    ("nu35c", "用户的表弟持三十天的旅游签证来日本。", None),  # person: cousin vs younger brother
    # ug36: adopted a rabbit named Mochi from a shelter in October
    ("u36", "The user adopted a rabbit named Mochi from a shelter in October.", "ug36"),
    ("u36j", "ユーザーは10月に保護施設からモチという名前のウサギを引き取った。", "ug36"),
    ("u36z", "用户十月从收容所领养了一只名叫Mochi的兔子。", "ug36"),
    (
        "nu36a",
        "The user adopted a parrot named Mochi from a shelter in October.",
        None,
    ),  # pet species: parrot vs rabbit
    (
        "nu36b",
        "ユーザーは10月にペットショップでモチという名前のウサギを買った。",
        None,
    ),  # place: bought at a pet shop vs adopted from a shelter
    ("nu36c", "用户十二月从收容所领养了一只名叫Mochi的兔子。", None),  # date: December vs October
    # ug37: the user's name is Wanjiru Kamau
    ("u37", "The user's name is Wanjiru Kamau.", "ug37"),
    ("u37p", "The user is called Wanjiru Kamau.", "ug37"),
    ("u37j", "ユーザーの名前はワンジル・カマウです。", "ug37"),
    ("u37z", "用户的名字是万吉鲁·卡马乌。", "ug37"),
    ("nu37a", "The user's daughter's name is Wanjiru Kamau.", None),  # person: daughter vs user
    ("nu37b", "ユーザーの名前はワンジク・カマウです。", None),  # value: given name (Wanjiku vs Wanjiru)
    ("nu37c", "用户的名字是万吉鲁·奥蒂诺。", None),  # value: family name (Otieno vs Kamau)
    # ug38: lives in room 1203 on the 12th floor
    ("u38", "The user lives in room 1203 on the 12th floor of the building.", "ug38"),
    ("u38j", "ユーザーは建物の12階の1203号室に住んでいる。", "ug38"),
    ("u38z", "用户住在楼里十二层的一二〇三号房间。", "ug38"),
    (
        "nu38a",
        "The user lives in room 1230 on the 12th floor of the building.",
        None,
    ),  # value: room number (1230 vs 1203)
    ("nu38b", "ユーザーの職場は建物の12階の1203号室にある。", None),  # place: workplace vs home in room 1203
    ("nu38c", "用户的父母住在楼里十二层的一二〇三号房间。", None),  # person: parents vs user
    # ug39: the company pays a retirement allowance only after three years of service
    ("u39", "The user's company pays a retirement allowance only after three years of service.", "ug39"),
    ("u39j", "ユーザーの会社では勤続3年以上でないと退職金が出ない。", "ug39"),
    ("u39z", "用户的公司要工作满三年才发退职金。", "ug39"),
    (
        "nu39a",
        "The user's company pays a retirement allowance only after five years of service.",
        None,
    ),  # duration: five vs three years
    (
        "nu39b",
        "ユーザーの会社では勤続3年以上でないと住宅手当が出ない。",
        None,
    ),  # value: benefit (housing allowance vs retirement allowance)
    ("nu39c", "用户妻子的公司要工作满三年才发退职金。", None),  # person: wife's company vs user's
    # ug40: staffing the company booth at a Tokyo Big Sight trade show, 20-22 January
    (
        "u40",
        "The user will staff the company's booth at a trade show at Tokyo Big Sight from 20 to 22 January.",
        "ug40",
    ),
    ("u40j", "ユーザーは1月20日から22日まで東京ビッグサイトの展示会で会社のブースに立つ。", "ug40"),
    ("u40z", "用户一月二十日至二十二日要在东京国际展示场的展会上负责公司展位。", "ug40"),
    (
        "nu40a",
        "The user will staff the company's booth at a trade show at Makuhari Messe from 20 to 22 January.",
        None,
    ),  # place: Makuhari Messe vs Tokyo Big Sight
    (
        "nu40b",
        "ユーザーは2月20日から22日まで東京ビッグサイトの展示会で会社のブースに立つ。",
        None,
    ),  # date: February vs January
    ("nu40c", "用户一月二十日至二十二日要去东京国际展示场的展会参观。", None),  # value: role (visitor vs booth staff)
    # unrelated
    ("uu1", "The user is learning to bake sourdough bread at home.", None),
    ("uu2", "ユーザーは毎朝ベランダの植物に水をやっている。", None),
    ("uu3", "用户喜欢周末去爬附近的低山。", None),
    ("uu4", "The user's favourite anime is a series about volleyball.", None),
    ("uu5", "ユーザーは通勤電車の中でポッドキャストを聞いている。", None),
    ("uu6", "用户最近开始学习用Python写程序。", None),
    ("uu7", "The user keeps goldfish in a tank in the living room.", None),
    ("uu8", "ユーザーは美術館の年間会員になっている。", None),
    ("uu9", "用户每年秋天参加一次自行车骑行游。", None),
    ("uu10", "The user drives a company car to visit clients in Saitama.", None),
]

__all__ = ["PLANTED_U"]
