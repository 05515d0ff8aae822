"""Planted set p (issue 13, fourteenth round): forty groups of one fact each, written blind and held out.

Why it exists: the nightly consolidation links two memories when they state the same fact, and the link checker has
been tuned round after round on the earlier planted sets, so only a set it has never seen gives an honest figure. Set
p is measured once, on code that was never tuned on it; after that measurement it becomes a development set like the
others.

How it was written: blind. Its writer read none of memory/, experts/, bench/, pipelines/planted.py, the other
pipelines/planted_set_*.py files or the data in pipelines/planted_sets.py, ran no benchmark and no link checker, and
wrote what an LLM summariser would keep about real users of an assistant for foreign residents and travellers in
Japan, not guesses at what a checker can or cannot do.

What it covers: 40 groups (``pgN``), each one fact stated 3-5 ways (an English item, sometimes an English paraphrase,
Japanese, Simplified Chinese, sometimes a second Japanese or Chinese wording); at least three hard negatives a group
(``npN<letter>``), each keeping the group's template and changing exactly one thing, named in its trailing comment
(a value such as item, bank, store, company, station, place, amount, date or time; a person; the direction of a
transfer, a complaint, a phone call or of teaching; tense or aspect; modality; polarity; frequency or manner), in all
three languages and differing from each other as well as from their group; and ten unrelated items (``upN``).
Topics, chosen away from the earlier sets: a travel-insurance claim, opening a bank account, convenience-store night
shifts, a job interview, a master's thesis, moving between cities, a second-hand appliance, cancelling home internet,
a towed bicycle, a hospital stay after surgery, glasses, counselling for anxiety, calling a parent abroad, a wedding
gift, a funeral abroad, carrying a mikoshi, tattoos at onsen, climbing Mount Fuji, snowboard lessons, grocery
shopping, an online return, a parking fine, a lost wallet handed in, a noise complaint, side-job income, a tax-free
purchase, halal meat, a vegan spouse, Sunday Mass, sign language for a deaf child, a wheelchair user, names in three
scripts (Vietnamese, Korean, Nepali, Brazilian), a birth date as ISO, Western and Japanese-era dates and Chinese
numerals, a gross monthly salary, a shift start time, a My Number card application and quitting smoking. The
paraphrases use synonyms (Yucho / Japan Post Bank, boss / manager, co-worker / colleague), converse and passive
forms, katakana loanwords, kanji and Chinese numerals, times in digits, Chinese numerals and words, polite and plain
Japanese, and Japanese without a subject.
"""

from __future__ import annotations

PLANTED_P: list[tuple[str, str, str | None]] = [
    # pg1: travel insurance claim for a stolen camera
    ("p1", "The user made a travel insurance claim for their stolen camera.", "pg1"),
    ("p1p", "The user has claimed on their travel insurance for the camera that was stolen from them.", "pg1"),
    ("p1j", "ユーザーは盗まれたカメラについて旅行保険の保険金を請求した。", "pg1"),
    ("p1z", "用户就被偷的相机向旅行保险提出了理赔。", "pg1"),
    ("np1a", "The user made a travel insurance claim for their stolen laptop.", None),  # value: item (laptop vs camera)
    ("np1b", "ユーザーは盗まれたカメラについて火災保険の保険金を請求した。", None),  # value: insurance (fire vs travel)
    ("np1c", "用户打算就被偷的相机向旅行保险提出理赔。", None),  # modality: plan vs done
    ("np1d", "The user made a travel insurance claim for their lost camera.", None),  # value: cause (lost vs stolen)
    # pg2: opened an account at Japan Post Bank (Yucho)
    ("p2", "The user opened an account at Japan Post Bank.", "pg2"),
    ("p2p", "The user opened a Yucho Bank account.", "pg2"),
    ("p2j", "ユーザーはゆうちょ銀行で口座を開設した。", "pg2"),
    ("p2z", "用户在日本邮政银行开了账户。", "pg2"),
    ("np2a", "The user opened an account at MUFG Bank.", None),  # value: bank (MUFG vs Japan Post Bank)
    ("np2b", "ユーザーはゆうちょ銀行の口座を解約した。", None),  # value: action (closing vs opening the account)
    ("np2c", "用户的妻子在日本邮政银行开了账户。", None),  # person: spouse vs self
    ("np2d", "The user wants to open an account at Japan Post Bank.", None),  # modality: wish vs done
    # pg3: convenience-store night shifts on Fridays and Saturdays
    ("p3", "The user works night shifts at a convenience store on Fridays and Saturdays.", "pg3"),
    ("p3j", "ユーザーは毎週金曜と土曜にコンビニで夜勤をしている。", "pg3"),
    ("p3z", "用户每周五和周六在便利店上夜班。", "pg3"),
    ("p3j2", "金曜と土曜はコンビニの夜勤に入っている。", "pg3"),
    (
        "np3a",
        "The user works night shifts at a supermarket on Fridays and Saturdays.",
        None,
    ),  # value: workplace (supermarket vs convenience store)
    ("np3b", "ユーザーは毎週金曜と土曜にコンビニで朝のシフトに入っている。", None),  # time: morning vs night shift
    ("np3c", "用户的儿子每周五和周六在便利店上夜班。", None),  # person: son vs self
    (
        "np3d",
        "The user works night shifts at a convenience store on Sundays and Mondays.",
        None,
    ),  # value: days (Sun/Mon vs Fri/Sat)
    # pg4: second-round interview with Rakuten on 3 December
    ("p4", "The user has a second-round job interview with Rakuten on 3 December.", "pg4"),
    ("p4p", "Rakuten has invited the user to a second interview on December 3.", "pg4"),
    ("p4j", "ユーザーは12月3日に楽天の二次面接を受ける。", "pg4"),
    ("p4z", "用户12月3日要参加乐天的第二轮面试。", "pg4"),
    ("np4a", "The user has a final job interview with Rakuten on 3 December.", None),  # value: round (final vs second)
    ("np4b", "ユーザーは12月3日にメルカリの二次面接を受ける。", None),  # company: Mercari vs Rakuten
    ("np4c", "用户12月13日要参加乐天的第二轮面试。", None),  # date: 13 vs 3 December
    # pg5: master's thesis on earthquake-resistant wooden houses
    ("p5", "The user's master's thesis is on earthquake-resistant wooden houses.", "pg5"),
    ("p5j", "ユーザーの修士論文のテーマは木造住宅の耐震性だ。", "pg5"),
    ("p5z", "用户的硕士论文研究的是木结构房屋的抗震性能。", "pg5"),
    (
        "np5a",
        "The user's doctoral thesis is on earthquake-resistant wooden houses.",
        None,
    ),  # value: degree (doctoral vs master's)
    ("np5b", "ユーザーの修士論文のテーマは鉄骨住宅の耐震性だ。", None),  # value: material (steel vs wood)
    ("np5c", "用户妻子的硕士论文研究的是木结构房屋的抗震性能。", None),  # person: spouse vs self
    (
        "np5d",
        "The user's master's thesis is on fire-resistant wooden houses.",
        None,
    ),  # value: property (fire vs earthquake resistance)
    # pg6: moved from Osaka to Fukuoka in October
    ("p6", "The user moved from Osaka to Fukuoka in October.", "pg6"),
    ("p6p", "In October the user relocated to Fukuoka, leaving Osaka.", "pg6"),
    ("p6j", "ユーザーは10月に大阪から福岡へ引っ越した。", "pg6"),
    ("p6z", "用户十月从大阪搬到了福冈。", "pg6"),
    (
        "np6a",
        "The user moved from Fukuoka to Osaka in October.",
        None,
    ),  # direction: Fukuoka to Osaka vs Osaka to Fukuoka
    ("np6b", "ユーザーは10月に大阪から福岡へ引っ越す予定だ。", None),  # modality: plan vs done
    ("np6c", "用户十月从大阪搬到了广岛。", None),  # place: Hiroshima vs Fukuoka
    ("np6d", "The user's parents moved from Osaka to Fukuoka in October.", None),  # person: parents vs self
    # pg7: bought a second-hand washing machine for 15,000 yen
    ("p7", "The user bought a second-hand washing machine for 15,000 yen.", "pg7"),
    ("p7p", "The user paid fifteen thousand yen for a used washing machine.", "pg7"),
    ("p7j", "ユーザーは中古の洗濯機を1万5千円で買った。", "pg7"),
    ("p7z", "用户花一万五千日元买了一台二手洗衣机。", "pg7"),
    ("np7a", "The user bought a new washing machine for 15,000 yen.", None),  # value: condition (new vs second-hand)
    ("np7b", "ユーザーは中古の冷蔵庫を1万5千円で買った。", None),  # value: appliance (fridge vs washing machine)
    ("np7c", "用户花五千日元买了一台二手洗衣机。", None),  # amount: 5,000 vs 15,000 yen
    ("np7d", "The user sold a second-hand washing machine for 15,000 yen.", None),  # direction: sold vs bought
    # pg8: cancelled the SoftBank Hikari home internet contract
    ("p8", "The user cancelled their SoftBank Hikari home internet contract.", "pg8"),
    ("p8j", "ユーザーはソフトバンク光の自宅インターネット契約を解約した。", "pg8"),
    ("p8z", "用户取消了家里软银光纤宽带的合约。", "pg8"),
    (
        "np8a",
        "The user signed up for a SoftBank Hikari home internet contract.",
        None,
    ),  # value: action (signing up vs cancelling)
    (
        "np8b",
        "ユーザーはドコモ光の自宅インターネット契約を解約した。",
        None,
    ),  # carrier: docomo Hikari vs SoftBank Hikari
    ("np8c", "用户想取消家里软银光纤宽带的合约。", None),  # modality: wish vs done
    # pg9: bicycle towed from outside Kichijoji Station
    ("p9", "The user's bicycle was towed from outside Kichijoji Station.", "pg9"),
    ("p9p", "The bike the user left outside Kichijoji Station was taken away by the city.", "pg9"),
    ("p9j", "ユーザーの自転車が吉祥寺駅前から撤去された。", "pg9"),
    ("p9z", "用户的自行车在吉祥寺站前被拖走了。", "pg9"),
    ("np9a", "The user's bicycle was stolen from outside Kichijoji Station.", None),  # value: event (stolen vs towed)
    ("np9b", "ユーザーの自転車が三鷹駅前から撤去された。", None),  # station: Mitaka vs Kichijoji
    ("np9c", "用户女儿的自行车在吉祥寺站前被拖走了。", None),  # person: daughter vs self
    (
        "np9d",
        "The user's scooter was towed from outside Kichijoji Station.",
        None,
    ),  # value: vehicle (scooter vs bicycle)
    # pg10: five days in hospital after knee surgery
    ("p10", "The user stayed in hospital for five days after knee surgery.", "pg10"),
    ("p10j", "ユーザーは膝の手術のあと5日間入院した。", "pg10"),
    ("p10z", "用户做完膝盖手术后住了五天院。", "pg10"),
    ("p10z2", "膝盖手术后，用户在医院住了五天。", "pg10"),
    ("np10a", "The user stayed in hospital for five days after hip surgery.", None),  # value: body part (hip vs knee)
    ("np10b", "ユーザーは膝の手術のあと3日間入院した。", None),  # count: 3 vs 5 days
    ("np10c", "用户的父亲做完膝盖手术后住了五天院。", None),  # person: father vs self
    ("np10d", "The user will stay in hospital for five days after knee surgery.", None),  # tense: future vs past
    # pg11: ordered new glasses at JINS
    ("p11", "The user ordered a new pair of glasses at JINS.", "pg11"),
    ("p11j", "ユーザーはJINSで新しい眼鏡を注文した。", "pg11"),
    ("p11z", "用户在JINS订了一副新眼镜。", "pg11"),
    ("np11a", "The user ordered new contact lenses at JINS.", None),  # value: item (contact lenses vs glasses)
    ("np11b", "ユーザーはZoffで新しい眼鏡を注文した。", None),  # company: Zoff vs JINS
    ("np11c", "用户的儿子在JINS订了一副新眼镜。", None),  # person: son vs self
    # pg12: counselling every two weeks for anxiety
    ("p12", "The user sees a counsellor every two weeks for anxiety.", "pg12"),
    ("p12p", "The user has counselling sessions for their anxiety once a fortnight.", "pg12"),
    ("p12j", "ユーザーは不安の症状で、2週間に1度カウンセリングを受けている。", "pg12"),
    ("p12z", "用户因为焦虑每两周看一次心理咨询师。", "pg12"),
    ("np12a", "The user sees a counsellor every week for anxiety.", None),  # frequency: weekly vs every two weeks
    (
        "np12b",
        "ユーザーは不眠のため2週間に1度カウンセリングを受けている。",
        None,
    ),  # value: condition (insomnia vs anxiety)
    ("np12c", "用户的丈夫因为焦虑每两周看一次心理咨询师。", None),  # person: husband vs self
    ("np12d", "The user used to see a counsellor every two weeks for anxiety.", None),  # tense: past habit vs current
    # pg13: calls their mother in Hanoi every Sunday
    ("p13", "The user calls their mother in Hanoi every Sunday.", "pg13"),
    ("p13j", "ユーザーは毎週日曜日にハノイの母親に電話している。", "pg13"),
    ("p13z", "用户每个星期天给在河内的母亲打电话。", "pg13"),
    ("p13j2", "毎週日曜、ハノイに住むお母さんに電話をかけている。", "pg13"),
    ("np13a", "The user calls their mother in Hanoi every day.", None),  # frequency: daily vs every Sunday
    ("np13b", "ユーザーは毎週日曜日にハノイの父親に電話している。", None),  # person: father vs mother
    ("np13c", "用户每个星期天给在胡志明市的母亲打电话。", None),  # place: Ho Chi Minh City vs Hanoi
    (
        "np13d",
        "The user's mother in Hanoi calls the user every Sunday.",
        None,
    ),  # direction: mother calls user vs user calls mother
    # pg14: will give 30,000 yen at a colleague's wedding
    ("p14", "The user will give 30,000 yen as a gift at a colleague's wedding.", "pg14"),
    ("p14p", "For a co-worker's wedding, the user is going to give thirty thousand yen in a gift envelope.", "pg14"),
    ("p14j", "ユーザーは同僚の結婚式でご祝儀を3万円包むつもりだ。", "pg14"),
    ("p14z", "用户打算在同事的婚礼上送三万日元礼金。", "pg14"),
    (
        "np14a",
        "The user will give 10,000 yen as a gift at a colleague's wedding.",
        None,
    ),  # amount: 10,000 vs 30,000 yen
    ("np14b", "ユーザーは友人の結婚式でご祝儀を3万円包むつもりだ。", None),  # person: friend vs colleague
    ("np14c", "用户在同事的婚礼上送了三万日元礼金。", None),  # tense: already given vs plan
    # pg15: flew to Manila for grandmother's funeral
    ("p15", "The user flew to Manila for their grandmother's funeral.", "pg15"),
    ("p15j", "ユーザーは祖母の葬式に出るため、飛行機でマニラへ行った。", "pg15"),
    ("p15z", "用户为了参加祖母的葬礼飞往了马尼拉。", "pg15"),
    ("np15a", "The user flew to Manila for their grandfather's funeral.", None),  # person: grandfather vs grandmother
    ("np15b", "ユーザーは祖母の葬式に出るため、飛行機でセブへ行った。", None),  # place: Cebu vs Manila
    ("np15c", "用户为了参加祖母的葬礼打算飞往马尼拉。", None),  # modality: plan vs done
    (
        "np15d",
        "The user flew to Manila for their grandmother's 90th birthday.",
        None,
    ),  # value: occasion (birthday vs funeral)
    # pg16: will carry a mikoshi at the Sanja Matsuri in May
    ("p16", "The user will carry a mikoshi at the Sanja Matsuri in May.", "pg16"),
    ("p16p", "In May the user is going to help carry a portable shrine at the Sanja Festival.", "pg16"),
    ("p16j", "ユーザーは5月の三社祭で神輿を担ぐ予定だ。", "pg16"),
    ("p16z", "用户五月要在三社祭上抬神轿。", "pg16"),
    ("np16a", "The user will carry a mikoshi at the Kanda Matsuri in May.", None),  # value: festival (Kanda vs Sanja)
    ("np16b", "ユーザーは5月の三社祭で神輿を見物する予定だ。", None),  # value: role (watching vs carrying)
    ("np16c", "用户的儿子五月要在三社祭上抬神轿。", None),  # person: son vs self
    # pg17: has a tattoo, so books private baths at onsen
    ("p17", "Because of their tattoo, the user books private baths at onsen.", "pg17"),
    ("p17j", "ユーザーはタトゥーがあるので、温泉では貸切風呂を予約している。", "pg17"),
    ("p17z", "用户因为有纹身，去温泉时都预订私人包租浴池。", "pg17"),
    (
        "np17a",
        "Because of their tattoo, the user avoids onsen altogether.",
        None,
    ),  # manner: avoiding onsen vs booking private baths
    (
        "np17b",
        "ユーザーは夫にタトゥーがあるので、温泉では貸切風呂を予約している。",
        None,
    ),  # person: husband's tattoo vs own
    (
        "np17c",
        "用户因为有纹身，去温泉时会用贴纸把纹身遮住。",
        None,
    ),  # manner: covering it with a sticker vs private bath
    # pg18: climbed Mount Fuji by the Yoshida Trail in August
    ("p18", "The user climbed Mount Fuji via the Yoshida Trail in August.", "pg18"),
    ("p18j", "ユーザーは8月に吉田ルートで富士山に登った。", "pg18"),
    ("p18z", "用户八月沿吉田路线登上了富士山。", "pg18"),
    ("p18j2", "8月、吉田ルートから富士登山をした。", "pg18"),
    (
        "np18a",
        "The user climbed Mount Fuji via the Fujinomiya Trail in August.",
        None,
    ),  # value: trail (Fujinomiya vs Yoshida)
    ("np18b", "ユーザーは8月に吉田ルートで富士山に登るつもりだ。", None),  # modality: plan vs done
    ("np18c", "用户七月沿吉田路线登上了富士山。", None),  # date: July vs August
    (
        "np18d",
        "The user's brother climbed Mount Fuji via the Yoshida Trail in August.",
        None,
    ),  # person: brother vs self
    # pg19: snowboard lessons in Hakuba in January
    ("p19", "The user is taking snowboard lessons in Hakuba in January.", "pg19"),
    ("p19j", "ユーザーは1月に白馬でスノーボードのレッスンを受ける。", "pg19"),
    ("p19z", "用户一月要在白马上单板滑雪课。", "pg19"),
    ("np19a", "The user is taking ski lessons in Hakuba in January.", None),  # value: sport (skiing vs snowboarding)
    ("np19b", "ユーザーは1月にニセコでスノーボードのレッスンを受ける。", None),  # place: Niseko vs Hakuba
    ("np19c", "用户一月要在白马教单板滑雪课。", None),  # direction: giving vs taking the lessons
    (
        "np19d",
        "The user's children are taking snowboard lessons in Hakuba in January.",
        None,
    ),  # person: children vs self
    # pg20: grocery shopping at Gyomu Super every Saturday
    ("p20", "The user does their grocery shopping at Gyomu Super every Saturday.", "pg20"),
    ("p20p", "Every Saturday, the user buys groceries at Gyomu Super.", "pg20"),
    ("p20j", "ユーザーは毎週土曜日に業務スーパーで食料品の買い物をする。", "pg20"),
    ("p20z", "用户每周六在业务超市买菜。", "pg20"),
    (
        "np20a",
        "The user does their grocery shopping at Gyomu Super every Sunday.",
        None,
    ),  # value: day (Sunday vs Saturday)
    ("np20b", "ユーザーは毎週土曜日にイオンで食料品の買い物をする。", None),  # value: store (AEON vs Gyomu Super)
    ("np20c", "用户以前每周六在业务超市买菜。", None),  # tense: past habit vs current
    (
        "np20d",
        "The user's flatmate does the grocery shopping at Gyomu Super every Saturday.",
        None,
    ),  # person: flatmate vs self
    # pg21: returned shoes to Amazon, waiting for the refund
    ("p21", "The user returned a pair of shoes to Amazon and is waiting for the refund.", "pg21"),
    ("p21j", "ユーザーはAmazonに靴を返品して、返金を待っている。", "pg21"),
    ("p21z", "用户把一双鞋退给了亚马逊，正在等退款。", "pg21"),
    (
        "np21a",
        "The user returned a jacket to Amazon and is waiting for the refund.",
        None,
    ),  # value: item (jacket vs shoes)
    ("np21b", "ユーザーは楽天市場に靴を返品して、返金を待っている。", None),  # company: Rakuten Ichiba vs Amazon
    ("np21c", "用户把一双鞋退给了亚马逊，已经收到了退款。", None),  # aspect: refund received vs still awaited
    # pg22: paid an 18,000 yen fine for illegal parking
    ("p22", "The user paid an 18,000 yen fine for illegal parking.", "pg22"),
    ("p22p", "The user was fined 18,000 yen for parking illegally and has paid it.", "pg22"),
    ("p22j", "ユーザーは駐車違反で1万8千円の反則金を払った。", "pg22"),
    ("p22z", "用户因违章停车交了一万八千日元罚款。", "pg22"),
    ("np22a", "The user paid an 18,000 yen fine for speeding.", None),  # value: offence (speeding vs illegal parking)
    ("np22b", "ユーザーは駐車違反の反則金1万8千円をまだ払っていない。", None),  # polarity: not yet paid vs paid
    ("np22c", "用户的丈夫因违章停车交了一万八千日元罚款。", None),  # person: husband vs self
    ("np22d", "The user paid a 10,000 yen fine for illegal parking.", None),  # amount: 10,000 vs 18,000 yen
    # pg23: the lost wallet was handed in at Ueno Station
    ("p23", "The user's lost wallet was handed in at Ueno Station.", "pg23"),
    ("p23p", "At Ueno Station, someone turned in the wallet the user had lost.", "pg23"),
    ("p23j", "ユーザーがなくした財布は上野駅に届けられていた。", "pg23"),
    ("p23z", "用户丢的钱包被人交到了上野站。", "pg23"),
    ("np23a", "The user's lost passport was handed in at Ueno Station.", None),  # value: item (passport vs wallet)
    (
        "np23b",
        "ユーザーがなくした財布は上野警察署に届けられていた。",
        None,
    ),  # place: Ueno police station vs Ueno Station
    ("np23c", "用户丢的钱包被人交到了新宿站。", None),  # station: Shinjuku vs Ueno
    # pg24: complained to the management company about the upstairs neighbour's noise
    ("p24", "The user complained to the management company about noise from the upstairs neighbour.", "pg24"),
    ("p24j", "ユーザーは上の階の住人の騒音について管理会社に苦情を言った。", "pg24"),
    ("p24z", "用户向物业管理公司投诉了楼上邻居的噪音。", "pg24"),
    (
        "np24a",
        "The user complained to the management company about noise from the downstairs neighbour.",
        None,
    ),  # value: neighbour (downstairs vs upstairs)
    (
        "np24b",
        "上の階の住人がユーザーの騒音について管理会社に苦情を言った。",
        None,
    ),  # direction: neighbour complained about the user
    ("np24c", "用户想向物业管理公司投诉楼上邻居的噪音。", None),  # modality: wish vs done
    (
        "np24d",
        "The user complained to the management company about cigarette smoke from the upstairs neighbour.",
        None,
    ),  # value: nuisance (smoke vs noise)
    # pg25: earns about 300,000 yen a year from freelance translation on the side
    ("p25", "The user earns about 300,000 yen a year from freelance translation on the side.", "pg25"),
    ("p25j", "ユーザーは副業のフリーランス翻訳で年に30万円ほど稼いでいる。", "pg25"),
    ("p25z", "用户做兼职自由翻译，一年大约收入三十万日元。", "pg25"),
    ("p25z2", "用户的副业是自由翻译，年收入约30万日元。", "pg25"),
    (
        "np25a",
        "The user earns about 300,000 yen a month from freelance translation on the side.",
        None,
    ),  # value: period (a month vs a year)
    ("np25b", "ユーザーは副業のYouTubeで年に30万円ほど稼いでいる。", None),  # value: side job (YouTube vs translation)
    ("np25c", "用户的妻子做兼职自由翻译，一年大约收入三十万日元。", None),  # person: wife vs self
    (
        "np25d",
        "The user earns about 800,000 yen a year from freelance translation on the side.",
        None,
    ),  # amount: 800,000 vs 300,000 yen
    # pg26: bought a rice cooker tax-free at Bic Camera with their passport
    ("p26", "The user bought a rice cooker tax-free at Bic Camera by showing their passport.", "pg26"),
    ("p26j", "ユーザーはビックカメラでパスポートを見せて炊飯器を免税で買った。", "pg26"),
    ("p26z", "用户在Bic Camera出示护照，免税买了一个电饭煲。", "pg26"),
    (
        "np26a",
        "The user bought a rice cooker tax-free at Yodobashi Camera by showing their passport.",
        None,
    ),  # value: store (Yodobashi vs Bic Camera)
    (
        "np26b",
        "ユーザーはビックカメラでパスポートを見せてドライヤーを免税で買った。",
        None,
    ),  # value: item (hair dryer vs rice cooker)
    ("np26c", "用户的母亲在Bic Camera出示护照，免税买了一个电饭煲。", None),  # person: mother vs self
    # pg27: eats only halal meat
    ("p27", "The user eats only halal meat.", "pg27"),
    ("p27p", "The user does not eat meat unless it is halal.", "pg27"),
    ("p27j", "ユーザーはハラールの肉しか食べない。", "pg27"),
    ("p27z", "用户只吃清真肉。", "pg27"),
    ("np27a", "The user's husband eats only halal meat.", None),  # person: husband vs self
    ("np27b", "ユーザーは以前、ハラールの肉しか食べなかった。", None),  # tense: past vs current
    ("np27c", "用户只吃符合犹太教规的洁食肉。", None),  # value: rule (kosher vs halal)
    # pg28: the user's wife is vegan
    ("p28", "The user's wife is vegan.", "pg28"),
    ("p28j", "ユーザーの妻はヴィーガンだ。", "pg28"),
    ("p28z", "用户的妻子是纯素食者。", "pg28"),
    ("p28j2", "ユーザーの奥さんは完全菜食主義者です。", "pg28"),
    ("np28a", "The user's wife is vegetarian.", None),  # value: diet (vegetarian vs vegan)
    ("np28b", "ユーザーの娘はヴィーガンだ。", None),  # person: daughter vs wife
    ("np28c", "用户的妻子以前是纯素食者。", None),  # tense: formerly vs now
    # pg29: Mass at St. Mary's Cathedral in Tokyo every Sunday
    ("p29", "The user attends Mass at St. Mary's Cathedral in Tokyo every Sunday.", "pg29"),
    ("p29j", "ユーザーは毎週日曜日に東京カテドラル聖マリア大聖堂のミサに行く。", "pg29"),
    ("p29z", "用户每个星期天去东京圣玛利亚主教座堂参加弥撒。", "pg29"),
    (
        "np29a",
        "The user attends Mass at St. Mary's Cathedral in Tokyo every Christmas.",
        None,
    ),  # frequency: every Christmas vs every Sunday
    (
        "np29b",
        "ユーザーの両親は毎週日曜日に東京カテドラル聖マリア大聖堂のミサに行く。",
        None,
    ),  # person: parents vs self
    (
        "np29c",
        "用户每个星期天去四谷的圣依纳爵教堂参加弥撒。",
        None,
    ),  # place: St. Ignatius Church vs St. Mary's Cathedral
    # pg30: learning Japanese Sign Language to talk with their deaf son
    ("p30", "The user is learning Japanese Sign Language to talk with their deaf son.", "pg30"),
    ("p30j", "ユーザーは耳の聞こえない息子と話すために日本手話を習っている。", "pg30"),
    ("p30z", "用户为了和失聪的儿子交流，正在学日本手语。", "pg30"),
    (
        "np30a",
        "The user is learning American Sign Language to talk with their deaf son.",
        None,
    ),  # value: language (ASL vs JSL)
    ("np30b", "ユーザーは耳の聞こえない娘と話すために日本手話を習っている。", None),  # person: daughter vs son
    ("np30c", "用户的丈夫为了和失聪的儿子交流，正在学日本手语。", None),  # person: husband learning vs self
    # pg31: has used a wheelchair since a car accident in 2019
    ("p31", "The user has used a wheelchair since a car accident in 2019.", "pg31"),
    ("p31p", "Ever since a traffic accident in 2019, the user has been in a wheelchair.", "pg31"),
    ("p31j", "ユーザーは2019年の交通事故以来、車椅子を使っている。", "pg31"),
    ("p31z", "用户自2019年车祸以来一直坐轮椅。", "pg31"),
    ("np31a", "The user has used crutches since a car accident in 2019.", None),  # value: aid (crutches vs wheelchair)
    ("np31b", "ユーザーは2015年の交通事故以来、車椅子を使っている。", None),  # date: 2015 vs 2019
    ("np31c", "用户的父亲自2019年车祸以来一直坐轮椅。", None),  # person: father vs self
    ("np31d", "The user has used a wheelchair since a stroke in 2019.", None),  # value: cause (stroke vs car accident)
    # pg32: the user's full name is Nguyen Thi Lan
    ("p32", "The user's full name is Nguyen Thi Lan.", "pg32"),
    ("p32p", "The user is called Nguyen Thi Lan.", "pg32"),
    ("p32j", "ユーザーのフルネームはグエン・ティ・ランだ。", "pg32"),
    ("p32z", "用户的全名是阮氏兰。", "pg32"),
    ("np32a", "The user's full name is Nguyen Thi Mai.", None),  # value: given name (Mai vs Lan)
    ("np32b", "ユーザーの母親のフルネームはグエン・ティ・ランだ。", None),  # person: mother vs self
    ("np32c", "用户的全名是陈氏兰。", None),  # value: family name (Tran vs Nguyen)
    ("np32d", "The user's full name is Nguyen Van Lan.", None),  # value: middle name (Van vs Thi)
    # pg33: the user's manager is Park Ji-hoon
    ("p33", "The user's manager is Park Ji-hoon.", "pg33"),
    ("p33p", "Park Ji-hoon is the user's boss.", "pg33"),
    ("p33j", "ユーザーの上司はパク・ジフンさんだ。", "pg33"),
    ("p33z", "用户的上司是朴智勋。", "pg33"),
    ("np33a", "The user's manager is Kim Ji-hoon.", None),  # value: family name (Kim vs Park)
    ("np33b", "ユーザーの部下はパク・ジフンさんだ。", None),  # direction: Park reports to the user vs the user to Park
    ("np33c", "用户妻子的上司是朴智勋。", None),  # person: spouse's manager vs the user's
    ("np33d", "The user's manager used to be Park Ji-hoon.", None),  # tense: former vs current manager
    # pg34: shares a flat with a Nepali student, Sita Gurung
    ("p34", "The user shares a flat with a Nepali student named Sita Gurung.", "pg34"),
    ("p34j", "ユーザーはネパール人留学生のシタ・グルンさんとルームシェアしている。", "pg34"),
    ("p34z", "用户和尼泊尔留学生西塔·古隆合租一套公寓。", "pg34"),
    (
        "np34a",
        "The user shares a flat with a Nepali student named Sita Tamang.",
        None,
    ),  # value: family name (Tamang vs Gurung)
    ("np34b", "ユーザーはネパール人留学生のシタ・グルンさんとルームシェアしていた。", None),  # tense: past vs current
    ("np34c", "用户和尼泊尔留学生西塔·古隆在同一家餐厅打工。", None),  # value: relation (co-workers vs flatmates)
    # pg35: the user's Brazilian husband is Lucas Oliveira
    ("p35", "The user's Brazilian husband is called Lucas Oliveira.", "pg35"),
    ("p35p", "The user is married to Lucas Oliveira, who is from Brazil.", "pg35"),
    ("p35j", "ユーザーのブラジル人の夫はルーカス・オリベイラという名前だ。", "pg35"),
    ("p35z", "用户的巴西籍丈夫名叫卢卡斯·奥利维拉。", "pg35"),
    (
        "np35a",
        "The user's Brazilian husband is called Lucas Pereira.",
        None,
    ),  # value: family name (Pereira vs Oliveira)
    ("np35b", "ユーザーのブラジル人の息子はルーカス・オリベイラという名前だ。", None),  # person: son vs husband
    ("np35c", "用户的葡萄牙籍丈夫名叫卢卡斯·奥利维拉。", None),  # value: nationality (Portuguese vs Brazilian)
    # pg36: the user's daughter was born on 12 May 2021 (Reiwa 3)
    ("p36", "The user's daughter was born on 12 May 2021.", "pg36"),
    ("p36p", "The user's daughter's date of birth is 2021-05-12.", "pg36"),
    ("p36j", "ユーザーの娘は令和3年5月12日に生まれた。", "pg36"),
    ("p36z", "用户的女儿出生于二〇二一年五月十二日。", "pg36"),
    ("p36j2", "ユーザーの娘の生年月日は2021年5月12日です。", "pg36"),
    ("np36a", "The user's daughter was born on 12 March 2021.", None),  # date: March vs May
    ("np36b", "ユーザーの息子は令和3年5月12日に生まれた。", None),  # person: son vs daughter
    ("np36c", "用户的女儿出生于二〇二三年五月十二日。", None),  # date: 2023 vs 2021
    ("np36d", "The user's granddaughter was born on 12 May 2021.", None),  # person: granddaughter vs daughter
    # pg37: monthly salary 280,000 yen before tax
    ("p37", "The user's monthly salary is 280,000 yen before tax.", "pg37"),
    ("p37p", "Before tax, the user earns 280,000 yen a month.", "pg37"),
    ("p37j", "ユーザーの月給は額面で28万円だ。", "pg37"),
    ("p37z", "用户的税前月薪是二十八万日元。", "pg37"),
    ("np37a", "The user's monthly salary is 280,000 yen after tax.", None),  # value: net vs gross
    ("np37b", "ユーザーの月給は額面で25万円だ。", None),  # amount: 250,000 vs 280,000 yen
    ("np37c", "用户妻子的税前月薪是二十八万日元。", None),  # person: wife vs self
    ("np37d", "The user's annual bonus is 280,000 yen before tax.", None),  # value: bonus vs monthly salary
    # pg38: factory shift starts at 7:45 a.m.
    ("p38", "The user's shift at the factory starts at 7:45 a.m.", "pg38"),
    ("p38p", "The user starts work at the factory at a quarter to eight in the morning.", "pg38"),
    ("p38j", "ユーザーの工場のシフトは午前7時45分に始まる。", "pg38"),
    ("p38z", "用户在工厂的班早上七点四十五分开始。", "pg38"),
    ("np38a", "The user's shift at the factory starts at 7:45 p.m.", None),  # time: 7:45 p.m. vs a.m.
    ("np38b", "ユーザーの工場のシフトは午前7時45分に終わる。", None),  # value: end vs start
    ("np38c", "用户在工厂的班早上八点四十五分开始。", None),  # time: 8:45 vs 7:45
    ("np38d", "The user's shift at the warehouse starts at 7:45 a.m.", None),  # place: warehouse vs factory
    # pg39: applied for a My Number card at the ward office
    ("p39", "The user applied for a My Number card at the ward office.", "pg39"),
    ("p39j", "ユーザーは区役所でマイナンバーカードを申請した。", "pg39"),
    ("p39z", "用户在区政府申请了个人编号卡。", "pg39"),
    (
        "np39a",
        "The user picked up their My Number card at the ward office.",
        None,
    ),  # value: action (collecting vs applying)
    ("np39b", "ユーザーはオンラインでマイナンバーカードを申請した。", None),  # manner: online vs at the ward office
    ("np39c", "用户打算在区政府申请个人编号卡。", None),  # modality: plan vs done
    ("np39d", "The user applied for a My Number card for their baby at the ward office.", None),  # person: baby vs self
    # pg40: quit smoking in January
    ("p40", "The user quit smoking in January.", "pg40"),
    ("p40j", "ユーザーは1月にたばこをやめた。", "pg40"),
    ("p40z", "用户一月份戒了烟。", "pg40"),
    ("p40j2", "1月に禁煙して、それ以来吸っていない。", "pg40"),
    ("np40a", "The user started smoking in January.", None),  # value: action (starting vs quitting)
    ("np40b", "ユーザーは1月にお酒をやめた。", None),  # value: habit (alcohol vs tobacco)
    ("np40c", "用户的父亲一月份戒了烟。", None),  # person: father vs self
    ("np40d", "The user wants to quit smoking in January.", None),  # modality: wish vs done
    # unrelated
    ("up1", "The user is growing cherry tomatoes on their balcony.", None),
    ("up2", "ユーザーは週に一度、近所の将棋クラブに通っている。", None),
    ("up3", "用户最喜欢的日本作家是村上春树。", None),
    ("up4", "The user's favourite ramen shop is in Ikebukuro.", None),
    ("up5", "ユーザーは毎朝ラジオ体操をしている。", None),
    ("up6", "用户正在存钱买一台新的笔记本电脑。", None),
    ("up7", "The user collects old postcards from the Showa era.", None),
    ("up8", "ユーザーが一番好きな季節は秋だ。", None),
    ("up9", "用户周末常去多摩川边跑步。", None),
    ("up10", "The user reads manga on the train to work.", None),
]

__all__ = ["PLANTED_P"]
