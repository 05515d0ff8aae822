"""Planted set s (issue 13, stop 26): forty groups of one fact stated several ways, with hard negatives.

Why: the nightly consolidation links two memories when they state the same fact; a planted set measures that on
items the link checker was never tuned on. Set s is held out: it is measured once, and that first figure is its
honest one.

How it was written: blind, in stop 26, by a helper who read none of the checker's code (memory/, experts/), no
benchmark code, notes or results, and no other planted set's items; only the id format of the forty-group brief and
tests/test_planted_structure.py. The items are what an LLM summariser would keep about real users of an assistant
for foreign residents and travellers in Japan, in English, Japanese and Simplified Chinese.

What it covers: each group ``sgN`` is one fact in three to five wordings (English, sometimes an English paraphrase,
Japanese, Simplified Chinese, sometimes a second Japanese or Chinese wording: subjectless and polite Japanese, era
years (令和), kanji and Chinese numerals, katakana loanwords, passive and active, 24-hour and pm times). Topics:
long-term-care certification of a parent, a sick note, the #8000 child-fever line at night, a cast after a fall,
contact lenses, a latex allergy, a hornet sting, food poisoning, unemployment benefit at Hello Work, a resignation
notice period, a permanent-residency application, a guarantor company's fee, an exterminator, a bicycle-theft
report at a koban, property left on a train, an IC card deposit refund, an ETC card's expiry, customs duty on an
EMS parcel, a monthly rice order, a birthday cake order, a school lunch allergy form, a field trip fee, a
coming-of-age ceremony, a birth registration, a baby's passport, a babysitter for twins, piano lessons, a fishing
licence, a marathon lottery, a business trip, a company dormitory, a commuter allowance, a year-end party, a raise
after a performance review, residence tax by salary deduction, Ponta points, Obon plans, a yukata for a fireworks
festival, sumo tickets and a hair salon appointment. Names in three scripts (Filipino, Tamil, Mongolian place
names). Each negative ``nsN<letter>`` keeps its group's template and changes exactly one thing, named in its
trailing comment (a value, a person, a place, a date or time, an amount, tense or aspect, modality, polarity,
frequency, manner, the direction of teaching or of notice); ``usN`` are unrelated facts.
"""

from __future__ import annotations

PLANTED_S: list[tuple[str, str, str | None]] = [
    # sg1: mother certified as care level 2 under long-term-care insurance
    ("s1", "The user's mother was certified as care level 2 under long-term-care insurance.", "sg1"),
    ("s1j", "ユーザーの母親は介護保険で要介護2の認定を受けた。", "sg1"),
    ("s1z", "用户的母亲在长期护理保险中被认定为需护理二级。", "sg1"),
    (
        "ns1a",
        "The user's father was certified as care level 2 under long-term-care insurance.",
        None,
    ),  # person: mother vs father
    ("ns1b", "ユーザーの母親は介護保険で要介護3の認定を受けた。", None),  # value: care level (2 vs 3)
    (
        "ns1c",
        "用户的母亲在长期护理保险中被认定为需支援二级。",
        None,
    ),  # value: certification (care level 2 vs support level 2)
    # sg2: a sick note for five days off work
    ("s2", "The user's doctor wrote a sick note for five days off work.", "sg2"),
    ("s2p", "The user got a doctor's note excusing them from work for five days.", "sg2"),
    ("s2j", "ユーザーは仕事を5日間休むための診断書を医師に書いてもらった。", "sg2"),
    ("s2z", "医生给用户开了五天的病假证明。", "sg2"),
    ("ns2a", "医生给用户开了三天的病假证明。", None),  # value: duration (five vs three days)
    ("ns2b", "The user's husband's doctor wrote a sick note for five days off work.", None),  # person: self vs husband
    ("ns2c", "ユーザーは仕事を5日間休むための診断書を医師に頼むつもりだ。", None),  # modality: got vs plans to ask for
    # sg3: called #8000 at night for the son's 39-degree fever
    ("s3", "The user called #8000 late at night because their son had a fever of 39 degrees.", "sg3"),
    ("s3j", "息子が39度の熱を出したので、ユーザーは夜中に#8000に電話した。", "sg3"),
    ("s3z", "儿子半夜发烧到39度，用户拨打了#8000。", "sg3"),
    (
        "ns3a",
        "The user called #8000 late at night because their daughter had a fever of 39 degrees.",
        None,
    ),  # person: son vs daughter
    ("ns3b", "息子が39度の熱を出したので、ユーザーは夜中に#7119に電話した。", None),  # value: line (#8000 vs #7119)
    ("ns3c", "儿子半夜发烧到38度，用户拨打了#8000。", None),  # value: temperature (39 vs 38 degrees)
    # sg4: broke the left wrist on ice, now in a cast
    ("s4", "The user slipped on ice, broke their left wrist and now has it in a cast.", "sg4"),
    ("s4j", "ユーザーは凍った道で転んで左手首を骨折し、ギプスをしている。", "sg4"),
    ("s4z", "用户在冰上滑倒，左手腕骨折，现在打着石膏。", "sg4"),
    ("ns4a", "用户在冰上滑倒，右手腕骨折，现在打着石膏。", None),  # value: side (left vs right wrist)
    (
        "ns4b",
        "The user slipped on ice, broke their left ankle and now has it in a cast.",
        None,
    ),  # value: body part (wrist vs ankle)
    ("ns4c", "ユーザーの妻は凍った道で転んで左手首を骨折し、ギプスをしている。", None),  # person: self vs wife
    # sg5: wears two-week disposable contact lenses
    ("s5", "The user wears two-week disposable contact lenses.", "sg5"),
    ("s5j", "ユーザーは2週間使い捨てのコンタクトレンズを使っている。", "sg5"),
    ("s5z", "用户戴两周抛的隐形眼镜。", "sg5"),
    ("s5j2", "2ウィークタイプのコンタクトを使用しています。", "sg5"),
    ("ns5a", "The user wears daily disposable contact lenses.", None),  # value: lens type (two-week vs daily)
    ("ns5b", "用户的女儿戴两周抛的隐形眼镜。", None),  # person: self vs daughter
    ("ns5c", "ユーザーは以前2週間使い捨てのコンタクトレンズを使っていた。", None),  # tense: wears now vs used to wear
    # sg6: latex allergy
    ("s6", "The user has a latex allergy.", "sg6"),
    ("s6p", "The user is allergic to latex.", "sg6"),
    ("s6j", "ユーザーはラテックスアレルギーがある。", "sg6"),
    ("s6z", "用户对乳胶过敏。", "sg6"),
    ("ns6a", "The user has a nickel allergy.", None),  # value: allergen (latex vs nickel)
    ("ns6b", "ユーザーの同僚はラテックスアレルギーがある。", None),  # person: self vs colleague
    ("ns6c", "用户对乳胶不过敏。", None),  # polarity: allergic vs not allergic
    # sg7: stung by a hornet hiking on Mount Takao
    ("s7", "The user was stung by a hornet while hiking on Mount Takao.", "sg7"),
    ("s7j", "ユーザーは高尾山でハイキング中にスズメバチに刺された。", "sg7"),
    ("s7z", "用户在高尾山徒步时被马蜂蜇了。", "sg7"),
    ("ns7a", "ユーザーは高尾山でハイキング中にミツバチに刺された。", None),  # value: insect (hornet vs honeybee)
    ("ns7b", "用户在御岳山徒步时被马蜂蜇了。", None),  # place: Mount Takao vs Mount Mitake
    ("ns7c", "The user's son was stung by a hornet while hiking on Mount Takao.", None),  # person: self vs son
    # sg8: food poisoning from raw oysters in Hiroshima
    ("s8", "The user got food poisoning from raw oysters they ate in Hiroshima.", "sg8"),
    ("s8j", "ユーザーは広島で食べた生牡蠣で食中毒になった。", "sg8"),
    ("s8z", "用户在广岛吃了生蚝，结果食物中毒了。", "sg8"),
    (
        "ns8a",
        "The user got food poisoning from raw chicken they ate in Hiroshima.",
        None,
    ),  # value: food (raw oysters vs raw chicken)
    ("ns8b", "ユーザーは仙台で食べた生牡蠣で食中毒になった。", None),  # place: Hiroshima vs Sendai
    ("ns8c", "用户的妻子在广岛吃了生蚝，结果食物中毒了。", None),  # person: self vs wife
    # sg9: unemployment benefit from Hello Work until the end of June 2026
    ("s9", "The user receives unemployment benefit from Hello Work until the end of June 2026.", "sg9"),
    ("s9j", "ユーザーは2026年6月末までハローワークから失業手当を受け取る。", "sg9"),
    ("s9z", "用户在2026年6月底之前从公共职业安定所（Hello Work）领取失业补助。", "sg9"),
    ("s9j2", "令和8年6月末まで、ハローワークで雇用保険の失業給付を受給します。", "sg9"),
    (
        "ns9a",
        "The user receives unemployment benefit from Hello Work until the end of May 2026.",
        None,
    ),  # date: end of June vs end of May
    (
        "ns9b",
        "用户的丈夫在2026年6月底之前从公共职业安定所（Hello Work）领取失业补助。",
        None,
    ),  # person: self vs husband
    (
        "ns9c",
        "ユーザーは2026年6月末までハローワークから職業訓練の受講手当を受け取る。",
        None,
    ),  # value: benefit (unemployment benefit vs vocational-training attendance allowance)
    # sg10: one month's notice needed to resign
    ("s10", "The user's employment contract requires one month's notice before resigning.", "sg10"),
    ("s10p", "Under their contract, the user has to give a month's notice to quit.", "sg10"),
    ("s10j", "ユーザーの契約では、退職するには1か月前に申し出る必要がある。", "sg10"),
    ("s10z", "根据用户的劳动合同，辞职需要提前一个月通知。", "sg10"),
    ("ns10a", "根据用户的劳动合同，辞职需要提前两个月通知。", None),  # value: notice period (one vs two months)
    ("ns10b", "ユーザーの妻の契約では、退職するには1か月前に申し出る必要がある。", None),  # person: self vs wife
    (
        "ns10c",
        "Under the user's contract, the employer must give one month's notice before dismissing the user.",
        None,
    ),  # direction: the user resigning vs the employer dismissing the user
    # sg11: applied for permanent residency in Tokyo in January 2026
    (
        "s11",
        "The user applied for permanent residency at the Tokyo Regional Immigration Services Bureau in January 2026.",
        "sg11",
    ),
    ("s11j", "ユーザーは2026年1月に東京出入国在留管理局で永住許可を申請した。", "sg11"),
    ("s11z", "用户于2026年1月在东京出入国在留管理局申请了永住许可。", "sg11"),
    (
        "ns11a",
        "ユーザーは2026年1月に東京出入国在留管理局で在留期間の更新を申請した。",
        None,
    ),  # value: application (permanent residency vs renewal of period of stay)
    ("ns11b", "用户于2026年1月在大阪出入国在留管理局申请了永住许可。", None),  # place: Tokyo vs Osaka bureau
    (
        "ns11c",
        "The user applied for permanent residency at the Tokyo Regional Immigration Services Bureau in January 2025.",
        None,
    ),  # date: 2026 vs 2025
    # sg12: guarantor company, initial fee half a month's rent
    ("s12", "The user's flat uses a guarantor company whose initial fee is half a month's rent.", "sg12"),
    (
        "s12p",
        "The guarantor company for the user's apartment charges 50% of one month's rent as its initial fee.",
        "sg12",
    ),
    ("s12j", "ユーザーの部屋は保証会社を利用していて、初回保証料は家賃の半月分だ。", "sg12"),
    ("s12z", "用户的公寓使用了担保公司，首次担保费是半个月的房租。", "sg12"),
    (
        "ns12a",
        "ユーザーの部屋は保証会社を利用していて、初回保証料は家賃の1か月分だ。",
        None,
    ),  # amount: half a month's vs one month's rent
    (
        "ns12b",
        "The user's flat uses a guarantor company whose annual renewal fee is half a month's rent.",
        None,
    ),  # value: fee (initial vs annual renewal)
    ("ns12c", "用户朋友的公寓使用了担保公司，首次担保费是半个月的房租。", None),  # person: self vs friend
    # sg13: exterminator coming on Saturday for cockroaches
    ("s13", "An exterminator is coming to the user's flat on Saturday to get rid of cockroaches.", "sg13"),
    ("s13j", "土曜日に駆除業者がユーザーの部屋のゴキブリ駆除に来る。", "sg13"),
    ("s13z", "星期六有灭虫公司来用户家消灭蟑螂。", "sg13"),
    ("ns13a", "土曜日に駆除業者がユーザーの部屋のトコジラミ駆除に来る。", None),  # value: pest (cockroaches vs bedbugs)
    (
        "ns13b",
        "An exterminator is coming to the user's flat on Sunday to get rid of cockroaches.",
        None,
    ),  # date: Saturday vs Sunday
    ("ns13c", "上星期六灭虫公司已经来用户家消灭了蟑螂。", None),  # tense: coming vs already came last Saturday
    # sg14: reported the stolen bicycle at the koban by Kichijoji Station
    ("s14", "The user reported their stolen bicycle at the koban by Kichijoji Station.", "sg14"),
    ("s14j", "ユーザーは自転車を盗まれたことを吉祥寺駅前の交番に届け出た。", "sg14"),
    ("s14z", "用户到吉祥寺站旁边的派出所报了自行车被盗。", "sg14"),
    (
        "ns14a",
        "The user reported their stolen bicycle at the koban by Mitaka Station.",
        None,
    ),  # station: Kichijoji vs Mitaka
    (
        "ns14b",
        "ユーザーは娘の自転車を盗まれたことを吉祥寺駅前の交番に届け出た。",
        None,
    ),  # person: own vs daughter's bicycle
    ("ns14c", "用户还没有到吉祥寺站旁边的派出所报自行车被盗。", None),  # polarity: reported vs not yet reported
    # sg15: left a laptop bag on a Yamanote Line train on Monday
    ("s15", "The user left their laptop bag on a Yamanote Line train on Monday.", "sg15"),
    ("s15j", "ユーザーは月曜日に山手線の電車にノートパソコンのバッグを置き忘れた。", "sg15"),
    ("s15z", "用户星期一把笔记本电脑包忘在了山手线的电车上。", "sg15"),
    ("ns15a", "ユーザーは月曜日に中央線の電車にノートパソコンのバッグを置き忘れた。", None),  # line: Yamanote vs Chuo
    (
        "ns15b",
        "The user left their umbrella on a Yamanote Line train on Monday.",
        None,
    ),  # value: item (laptop bag vs umbrella)
    ("ns15c", "用户的同事星期一把笔记本电脑包忘在了山手线的电车上。", None),  # person: self vs colleague
    # sg16: returned the Suica before leaving Japan and got the 500-yen deposit back
    ("s16", "Before leaving Japan, the user returned their Suica and got the 500-yen deposit back.", "sg16"),
    ("s16j", "ユーザーは帰国前にSuicaを返却して、デポジットの500円を返してもらった。", "sg16"),
    ("s16z", "用户回国前退了Suica卡，拿回了500日元押金。", "sg16"),
    (
        "ns16a",
        "Before leaving Japan, the user returned their ICOCA and got the 500-yen deposit back.",
        None,
    ),  # value: card (Suica vs ICOCA)
    (
        "ns16b",
        "ユーザーの母親は帰国前にSuicaを返却して、デポジットの500円を返してもらった。",
        None,
    ),  # person: self vs mother
    ("ns16c", "用户打算回国前退掉Suica卡，拿回500日元押金。", None),  # modality: did vs plans to
    # sg17: ETC card expires in March 2027
    ("s17", "The user's ETC card expires in March 2027.", "sg17"),
    ("s17j", "ユーザーのETCカードは2027年3月に有効期限が切れる。", "sg17"),
    ("s17z", "用户的ETC卡将于二〇二七年三月到期。", "sg17"),
    ("s17j2", "ETCカードの有効期限は令和9年3月までです。", "sg17"),
    ("ns17a", "用户的ETC卡将于二〇二八年三月到期。", None),  # date: March 2027 vs March 2028
    ("ns17b", "The user's husband's ETC card expires in March 2027.", None),  # person: self vs husband
    (
        "ns17c",
        "ユーザーのクレジットカードは2027年3月に有効期限が切れる。",
        None,
    ),  # value: card (ETC card vs credit card)
    # sg18: paid 3,200 yen customs duty on an EMS parcel from older sister Maria in Manila
    (
        "s18",
        "The user paid 3,200 yen in customs duty on an EMS parcel from their older sister Maria in Manila.",
        "sg18",
    ),
    ("s18j", "ユーザーはマニラに住む姉のマリアから届いたEMSの荷物に関税を3200円払った。", "sg18"),
    ("s18z", "用户为住在马尼拉的姐姐玛丽亚寄来的EMS包裹付了三千二百日元关税。", "sg18"),
    (
        "ns18a",
        "ユーザーはマニラに住む姉のマリアから届いたEMSの荷物に関税を2300円払った。",
        None,
    ),  # amount: 3,200 vs 2,300 yen
    (
        "ns18b",
        "用户为住在马尼拉的哥哥寄来的EMS包裹付了三千二百日元关税。",
        None,
    ),  # person: older sister Maria vs older brother
    (
        "ns18c",
        "The user paid 3,200 yen in customs duty on an EMS parcel from their older sister Maria in Cebu.",
        None,
    ),  # place: Manila vs Cebu
    # sg19: orders a 10 kg bag of rice from a Niigata farm every month
    ("s19", "The user orders a 10 kg bag of rice from a farm in Niigata every month.", "sg19"),
    ("s19j", "ユーザーは毎月新潟の農家から10キロの米を注文している。", "sg19"),
    ("s19z", "用户每个月从新潟的农户那里订购十公斤大米。", "sg19"),
    ("ns19a", "The user orders a 5 kg bag of rice from a farm in Niigata every month.", None),  # amount: 10 kg vs 5 kg
    ("ns19b", "用户每两个月从新潟的农户那里订购十公斤大米。", None),  # frequency: every month vs every two months
    ("ns19c", "ユーザーは毎月秋田の農家から10キロの米を注文している。", None),  # place: Niigata vs Akita
    # sg20: ordered a strawberry shortcake for the daughter's seventh birthday
    ("s20", "The user ordered a strawberry shortcake for their daughter's seventh birthday.", "sg20"),
    ("s20p", "For their daughter's 7th birthday, the user has ordered a strawberry shortcake.", "sg20"),
    ("s20j", "ユーザーは娘の7歳の誕生日にいちごのショートケーキを予約した。", "sg20"),
    ("s20z", "用户为女儿七岁生日订了一个草莓奶油蛋糕。", "sg20"),
    ("ns20a", "用户为儿子七岁生日订了一个草莓奶油蛋糕。", None),  # person: daughter vs son
    (
        "ns20b",
        "ユーザーは娘の7歳の誕生日にチョコレートケーキを予約した。",
        None,
    ),  # value: cake (strawberry shortcake vs chocolate cake)
    (
        "ns20c",
        "The user ordered a strawberry shortcake for their daughter's eighth birthday.",
        None,
    ),  # value: age (seventh vs eighth birthday)
    # sg21: must hand in the son's school lunch allergy form by Friday
    ("s21", "The user has to hand in their son's school lunch allergy form by Friday.", "sg21"),
    ("s21j", "ユーザーは息子の給食アレルギー調査票を金曜日までに提出しなければならない。", "sg21"),
    ("s21z", "用户必须在星期五之前交儿子学校的午餐过敏申报表。", "sg21"),
    (
        "ns21a",
        "The user has to hand in their daughter's school lunch allergy form by Friday.",
        None,
    ),  # person: son vs daughter
    ("ns21b", "用户必须在星期三之前交儿子学校的午餐过敏申报表。", None),  # date: by Friday vs by Wednesday
    (
        "ns21c",
        "ユーザーは息子の給食アレルギー調査票をもう提出した。",
        None,
    ),  # aspect: still to hand in vs already handed in
    # sg22: the daughter's school field trip costs 4,500 yen
    ("s22", "The fee for the user's daughter's school field trip is 4,500 yen.", "sg22"),
    ("s22j", "ユーザーの娘の遠足の費用は4500円だ。", "sg22"),
    ("s22z", "用户女儿学校郊游的费用是四千五百日元。", "sg22"),
    ("s22j2", "娘さんの学校の遠足代は4,500円です。", "sg22"),
    ("ns22a", "The fee for the user's daughter's school field trip is 5,400 yen.", None),  # amount: 4,500 vs 5,400 yen
    ("ns22b", "ユーザーの息子の遠足の費用は4500円だ。", None),  # person: daughter vs son
    (
        "ns22c",
        "用户女儿学校修学旅行的费用是四千五百日元。",
        None,
    ),  # value: trip (day field trip vs overnight school excursion)
    # sg23: the son attends the coming-of-age ceremony in Yokohama in January 2027
    ("s23", "The user's son will attend the coming-of-age ceremony in Yokohama in January 2027.", "sg23"),
    ("s23j", "ユーザーの息子は2027年1月に横浜の成人式に出席する。", "sg23"),
    ("s23z", "用户的儿子将于2027年1月参加横滨的成人仪式。", "sg23"),
    ("ns23a", "ユーザーの娘は2027年1月に横浜の成人式に出席する。", None),  # person: son vs daughter
    ("ns23b", "用户的儿子将于2027年1月参加川崎的成人仪式。", None),  # place: Yokohama vs Kawasaki
    (
        "ns23c",
        "The user's son will attend his graduation ceremony in Yokohama in January 2027.",
        None,
    ),  # value: ceremony (coming-of-age vs graduation)
    # sg24: registered the baby's birth at Setagaya Ward Office on 3 October
    ("s24", "The user registered their baby's birth at Setagaya Ward Office on 3 October.", "sg24"),
    ("s24j", "ユーザーは10月3日に世田谷区役所で赤ちゃんの出生届を出した。", "sg24"),
    ("s24z", "用户10月3日在世田谷区役所办理了宝宝的出生登记。", "sg24"),
    ("s24z2", "十月三日，用户到世田谷区政府提交了宝宝的出生申报。", "sg24"),
    (
        "ns24a",
        "The user registered their marriage at Setagaya Ward Office on 3 October.",
        None,
    ),  # document: birth vs marriage registration
    (
        "ns24b",
        "ユーザーは10月3日に目黒区役所で赤ちゃんの出生届を出した。",
        None,
    ),  # place: Setagaya vs Meguro ward office
    ("ns24c", "用户10月13日在世田谷区役所办理了宝宝的出生登记。", None),  # date: 3 vs 13 October
    # sg25: applied for the baby's passport at the Philippine embassy in Tokyo
    ("s25", "The user applied for their baby's Philippine passport at the embassy in Tokyo.", "sg25"),
    ("s25j", "ユーザーは東京のフィリピン大使館で赤ちゃんのパスポートを申請した。", "sg25"),
    ("s25z", "用户在东京的菲律宾大使馆为宝宝申请了护照。", "sg25"),
    (
        "ns25a",
        "The user applied for their baby's Indonesian passport at the embassy in Tokyo.",
        None,
    ),  # value: nationality (Philippine vs Indonesian)
    (
        "ns25b",
        "ユーザーは東京のフィリピン大使館で赤ちゃんのパスポートを申請する予定だ。",
        None,
    ),  # tense: applied vs will apply
    ("ns25c", "用户在东京的菲律宾大使馆为大女儿申请了护照。", None),  # person: baby vs elder daughter
    # sg26: a babysitter looks after the twins every Tuesday evening
    ("s26", "A babysitter looks after the user's twins every Tuesday evening.", "sg26"),
    ("s26p", "The user's twins are looked after by a babysitter on Tuesday evenings each week.", "sg26"),
    ("s26j", "毎週火曜日の夜、ベビーシッターがユーザーの双子の面倒を見ている。", "sg26"),
    ("s26z", "每周二晚上都有保姆来照看用户的双胞胎。", "sg26"),
    ("ns26a", "毎週木曜日の夜、ベビーシッターがユーザーの双子の面倒を見ている。", None),  # date: Tuesday vs Thursday
    (
        "ns26b",
        "A babysitter looks after the user's twins every other Tuesday evening.",
        None,
    ),  # frequency: every vs every other Tuesday
    ("ns26c", "每周二晚上用户的母亲来照看用户的双胞胎。", None),  # person: babysitter vs the user's mother
    # sg27: the daughter Priya has piano lessons once a week
    ("s27", "The user's daughter Priya has piano lessons once a week.", "sg27"),
    ("s27j", "ユーザーの娘のプリヤは週に1回ピアノを習っている。", "sg27"),
    ("s27z", "用户的女儿普丽娅每周上一次钢琴课。", "sg27"),
    ("ns27a", "用户的女儿普丽娅每周上一次书法课。", None),  # subject: piano vs calligraphy
    ("ns27b", "The user's daughter Priya has piano lessons twice a week.", None),  # frequency: once vs twice a week
    ("ns27c", "ユーザーの娘のプリヤは週に1回ピアノを教えている。", None),  # direction: learns vs teaches piano
    ("ns27d", "The user's son Arjun has piano lessons once a week.", None),  # person: daughter Priya vs son Arjun
    # sg28: bought an annual fishing licence for the Tama River
    ("s28", "The user bought an annual fishing licence for the Tama River.", "sg28"),
    ("s28j", "ユーザーは多摩川の年間遊漁券を買った。", "sg28"),
    ("s28z", "用户买了多摩川的全年钓鱼许可证。", "sg28"),
    (
        "ns28a",
        "The user bought a one-day fishing licence for the Tama River.",
        None,
    ),  # duration: annual vs one-day licence
    ("ns28b", "用户买了相模川的全年钓鱼许可证。", None),  # place: Tama River vs Sagami River
    ("ns28c", "ユーザーは多摩川の年間遊漁券を買いたいと思っている。", None),  # modality: bought vs wants to buy
    # sg29: won a place in the Tokyo Marathon 2027 lottery
    ("s29", "The user won a place in the Tokyo Marathon 2027 entry lottery.", "sg29"),
    ("s29j", "ユーザーは東京マラソン2027の抽選に当選した。", "sg29"),
    ("s29z", "用户抽中了2027年东京马拉松的参赛名额。", "sg29"),
    ("ns29a", "ユーザーは東京マラソン2027の抽選に落選した。", None),  # polarity: won vs lost the lottery
    (
        "ns29b",
        "The user won a place in the Osaka Marathon 2027 entry lottery.",
        None,
    ),  # value: race (Tokyo vs Osaka Marathon)
    ("ns29c", "用户的丈夫抽中了2027年东京马拉松的参赛名额。", None),  # person: self vs husband
    # sg30: business trip to Fukuoka from 8 to 10 April
    ("s30", "The user is going on a business trip to Fukuoka from 8 to 10 April.", "sg30"),
    ("s30j", "ユーザーは4月8日から10日まで福岡に出張する。", "sg30"),
    ("s30z", "用户4月8日至10日去福冈出差。", "sg30"),
    ("s30j2", "4月8日〜10日、福岡へ出張の予定です。", "sg30"),
    ("ns30a", "The user is going on a business trip to Sapporo from 8 to 10 April.", None),  # place: Fukuoka vs Sapporo
    ("ns30b", "用户4月8日至11日去福冈出差。", None),  # date: until 10 vs until 11 April
    ("ns30c", "ユーザーの同僚は4月8日から10日まで福岡に出張する。", None),  # person: self vs colleague
    # sg31: lives in a company dormitory for 15,000 yen a month
    ("s31", "The user lives in a company dormitory and pays 15,000 yen a month for it.", "sg31"),
    ("s31j", "ユーザーは会社の寮に住んでいて、寮費は月1万5千円だ。", "sg31"),
    ("s31z", "用户住在公司宿舍，每月交一万五千日元宿舍费。", "sg31"),
    ("ns31a", "ユーザーは会社の寮に住んでいて、寮費は月2万5千円だ。", None),  # amount: 15,000 vs 25,000 yen
    (
        "ns31b",
        "The user's colleague lives in a company dormitory and pays 15,000 yen a month for it.",
        None,
    ),  # person: self vs colleague
    ("ns31c", "用户以前住在公司宿舍，每月交一万五千日元宿舍费。", None),  # tense: lives now vs used to live
    # sg32: commuter allowance up to 30,000 yen a month
    ("s32", "The user's company pays a commuter allowance of up to 30,000 yen a month.", "sg32"),
    ("s32p", "The user gets at most 30,000 yen a month from their employer towards commuting costs.", "sg32"),
    ("s32j", "ユーザーの会社は月3万円まで通勤手当を支給している。", "sg32"),
    ("s32z", "用户的公司每月最多支付三万日元的通勤补贴。", "sg32"),
    ("ns32a", "用户的公司每月最多支付两万日元的通勤补贴。", None),  # amount: 30,000 vs 20,000 yen
    (
        "ns32b",
        "ユーザーの妻の会社は月3万円まで通勤手当を支給している。",
        None,
    ),  # person: the user's vs the wife's company
    (
        "ns32c",
        "The user's company pays a commuter allowance of up to 30,000 yen every three months.",
        None,
    ),  # frequency: a month vs every three months
    # sg33: organising the team's year-end party on 19 December
    ("s33", "The user is organising their team's year-end party on 19 December.", "sg33"),
    ("s33j", "ユーザーは12月19日のチームの忘年会の幹事をしている。", "sg33"),
    ("s33z", "用户负责组织团队12月19日的年终聚会。", "sg33"),
    (
        "ns33a",
        "The user is attending their team's year-end party on 19 December.",
        None,
    ),  # role: organising vs attending
    (
        "ns33b",
        "ユーザーは12月19日の取引先との忘年会の幹事をしている。",
        None,
    ),  # value: party (the team's vs one with a client company)
    ("ns33c", "用户负责组织团队12月18日的年终聚会。", None),  # date: 19 vs 18 December
    # sg34: a 3% raise after the performance review
    ("s34", "After their performance review, the user got a 3% pay rise.", "sg34"),
    ("s34j", "ユーザーは人事評価の結果、給料が3%上がった。", "sg34"),
    ("s34z", "用户在绩效考核后加薪了百分之三。", "sg34"),
    ("ns34a", "ユーザーは人事評価の結果、給料が5%上がった。", None),  # amount: 3% vs 5%
    ("ns34b", "After her performance review, the user's wife got a 3% pay rise.", None),  # person: self vs wife
    ("ns34c", "用户希望在绩效考核后加薪百分之三。", None),  # modality: got vs hopes for
    # sg35: residence tax of about 12,000 yen a month deducted from salary
    ("s35", "The user's residence tax, about 12,000 yen a month, is deducted from their salary.", "sg35"),
    ("s35j", "ユーザーの住民税は月約1万2千円で、給料から天引きされている。", "sg35"),
    ("s35z", "用户的住民税每月约一万二千日元，从工资里扣除。", "sg35"),
    (
        "ns35a",
        "The user pays their residence tax, about 12,000 yen a month, with payment slips at a convenience store.",
        None,
    ),  # manner: salary deduction vs payment slips
    ("ns35b", "用户的住民税每月约两万一千日元，从工资里扣除。", None),  # amount: 12,000 vs 21,000 yen
    (
        "ns35c",
        "ユーザーの健康保険料は月約1万2千円で、給料から天引きされている。",
        None,
    ),  # value: residence tax vs health-insurance premium
    # sg36: collects Ponta points at Lawson
    ("s36", "The user collects Ponta points when shopping at Lawson.", "sg36"),
    ("s36j", "ユーザーはローソンで買い物するときにPontaポイントを貯めている。", "sg36"),
    ("s36z", "用户在罗森购物时攒Ponta积分。", "sg36"),
    ("ns36a", "The user collects d POINT when shopping at Lawson.", None),  # value: point card (Ponta vs d POINT)
    ("ns36b", "用户在全家便利店购物时攒Ponta积分。", None),  # company: Lawson vs FamilyMart
    ("ns36c", "ユーザーの妻はローソンで買い物するときにPontaポイントを貯めている。", None),  # person: self vs wife
    # sg37: plans to visit parents in Ulaanbaatar during the Obon holidays
    ("s37", "During the Obon holidays the user plans to visit their parents in Ulaanbaatar.", "sg37"),
    ("s37j", "ユーザーはお盆休みにウランバートルの両親を訪ねる予定だ。", "sg37"),
    ("s37z", "用户打算在盂兰盆节假期回乌兰巴托看望父母。", "sg37"),
    ("ns37a", "ユーザーはゴールデンウィークにウランバートルの両親を訪ねる予定だ。", None),  # date: Obon vs Golden Week
    (
        "ns37b",
        "During the Obon holidays the user plans to visit their parents-in-law in Ulaanbaatar.",
        None,
    ),  # person: parents vs parents-in-law
    ("ns37c", "用户在盂兰盆节假期回乌兰巴托看望了父母。", None),  # tense: plans to visit vs visited
    # sg38: rented a yukata for the Sumida River fireworks festival
    ("s38", "The user rented a yukata to wear to the Sumida River fireworks festival.", "sg38"),
    ("s38j", "ユーザーは隅田川花火大会に着ていく浴衣をレンタルした。", "sg38"),
    ("s38z", "用户租了一件浴衣，准备穿去隅田川烟花大会。", "sg38"),
    (
        "ns38a",
        "The user bought a yukata to wear to the Sumida River fireworks festival.",
        None,
    ),  # manner: rented vs bought
    (
        "ns38b",
        "ユーザーは江戸川花火大会に着ていく浴衣をレンタルした。",
        None,
    ),  # place: Sumida River vs Edogawa festival
    ("ns38c", "用户的女儿租了一件浴衣，准备穿去隅田川烟花大会。", None),  # person: self vs daughter
    # sg39: tickets for the sumo New Year tournament at Ryogoku Kokugikan on Sunday 17 January 2027
    (
        "s39",
        "The user has tickets for the January sumo tournament at Ryogoku Kokugikan on Sunday 17 January 2027.",
        "sg39",
    ),
    ("s39j", "ユーザーは2027年1月17日（日）の両国国技館の大相撲初場所のチケットを持っている。", "sg39"),
    ("s39z", "用户有2027年1月17日（星期日）两国国技馆大相扑初场所的门票。", "sg39"),
    (
        "ns39a",
        "The user has tickets for the January sumo tournament at Ryogoku Kokugikan on Sunday 24 January 2027.",
        None,
    ),  # date: 17 vs 24 January
    (
        "ns39b",
        "ユーザーの父親は2027年1月17日（日）の両国国技館の大相撲初場所のチケットを持っている。",
        None,
    ),  # person: self vs father
    (
        "ns39c",
        "用户想买2027年1月17日（星期日）两国国技馆大相扑初场所的门票。",
        None,
    ),  # modality: has tickets vs wants to buy them
    # sg40: hair salon appointment at 4:30 pm this Saturday
    ("s40", "The user has a hair salon appointment at 4:30 pm this Saturday.", "sg40"),
    ("s40p", "The user booked the hairdresser for 16:30 this Saturday.", "sg40"),
    ("s40j", "ユーザーは今週の土曜日の午後4時半に美容院の予約を入れている。", "sg40"),
    ("s40z", "用户约了这个星期六下午四点半去美发店。", "sg40"),
    ("ns40a", "用户约了这个星期六下午两点半去美发店。", None),  # time: 4:30 vs 2:30 pm
    ("ns40b", "The user's son has a hair salon appointment at 4:30 pm this Saturday.", None),  # person: self vs son
    ("ns40c", "ユーザーは今週の日曜日の午後4時半に美容院の予約を入れている。", None),  # date: Saturday vs Sunday
    # unrelated
    ("us1", "The user is learning to play the ukulele.", None),
    ("us2", "ユーザーは毎朝ラジオ体操をしている。", None),
    ("us3", "用户的邻居养了一只鹦鹉。", None),
    ("us4", "The user's favourite ramen is miso ramen from Sapporo.", None),
    ("us5", "ユーザーは週末に近所の銭湯に行くのが好きだ。", None),
    ("us6", "用户每周六上午在区立图书馆自习。", None),
    ("us7", "The user lost the ticket lottery for a concert at the Tokyo Dome.", None),
    ("us8", "ユーザーの夫はタイ出身で、名前はソムチャイだ。", None),
    ("us9", "用户的俄罗斯朋友娜塔莎下个月搬到札幌。", None),
    ("us10", "The user grows cherry tomatoes on their balcony.", None),
]
