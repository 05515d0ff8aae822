"""Planted set p (issue 13, fourteenth round), written blind: work in progress, first twenty groups."""

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
    ("np3a", "The user works night shifts at a supermarket on Fridays and Saturdays.", None),  # value: workplace (supermarket vs convenience store)
    ("np3b", "ユーザーは毎週金曜と土曜にコンビニで朝のシフトに入っている。", None),  # time: morning vs night shift
    ("np3c", "用户的儿子每周五和周六在便利店上夜班。", None),  # person: son vs self
    ("np3d", "The user works night shifts at a convenience store on Sundays and Mondays.", None),  # value: days (Sun/Mon vs Fri/Sat)
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
    ("np5a", "The user's doctoral thesis is on earthquake-resistant wooden houses.", None),  # value: degree (doctoral vs master's)
    ("np5b", "ユーザーの修士論文のテーマは鉄骨住宅の耐震性だ。", None),  # value: material (steel vs wood)
    ("np5c", "用户妻子的硕士论文研究的是木结构房屋的抗震性能。", None),  # person: spouse vs self
    ("np5d", "The user's master's thesis is on fire-resistant wooden houses.", None),  # value: property (fire vs earthquake resistance)
    # pg6: moved from Osaka to Fukuoka in October
    ("p6", "The user moved from Osaka to Fukuoka in October.", "pg6"),
    ("p6p", "In October the user relocated to Fukuoka, leaving Osaka.", "pg6"),
    ("p6j", "ユーザーは10月に大阪から福岡へ引っ越した。", "pg6"),
    ("p6z", "用户十月从大阪搬到了福冈。", "pg6"),
    ("np6a", "The user moved from Fukuoka to Osaka in October.", None),  # direction: Fukuoka to Osaka vs Osaka to Fukuoka
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
    ("np8a", "The user signed up for a SoftBank Hikari home internet contract.", None),  # value: action (signing up vs cancelling)
    ("np8b", "ユーザーはドコモ光の自宅インターネット契約を解約した。", None),  # carrier: docomo Hikari vs SoftBank Hikari
    ("np8c", "用户想取消家里软银光纤宽带的合约。", None),  # modality: wish vs done
    # pg9: bicycle towed from outside Kichijoji Station
    ("p9", "The user's bicycle was towed from outside Kichijoji Station.", "pg9"),
    ("p9p", "The bike the user left outside Kichijoji Station was taken away by the city.", "pg9"),
    ("p9j", "ユーザーの自転車が吉祥寺駅前から撤去された。", "pg9"),
    ("p9z", "用户的自行车在吉祥寺站前被拖走了。", "pg9"),
    ("np9a", "The user's bicycle was stolen from outside Kichijoji Station.", None),  # value: event (stolen vs towed)
    ("np9b", "ユーザーの自転車が三鷹駅前から撤去された。", None),  # station: Mitaka vs Kichijoji
    ("np9c", "用户女儿的自行车在吉祥寺站前被拖走了。", None),  # person: daughter vs self
    ("np9d", "The user's scooter was towed from outside Kichijoji Station.", None),  # value: vehicle (scooter vs bicycle)
    # pg10: five days in hospital after knee surgery
    ("p10", "The user stayed in hospital for five days after knee surgery.", "pg10"),
    ("p10j", "ユーザーは膝の手術のあと5日間入院した。", "pg10"),
    ("p10z", "用户做完膝盖手术后住院五天。", "pg10"),
    ("p10z2", "膝盖手术后，用户在医院住了五天。", "pg10"),
    ("np10a", "The user stayed in hospital for five days after hip surgery.", None),  # value: body part (hip vs knee)
    ("np10b", "ユーザーは膝の手術のあと3日間入院した。", None),  # count: 3 vs 5 days
    ("np10c", "用户的父亲做完膝盖手术后住院五天。", None),  # person: father vs self
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
    ("np12b", "ユーザーは不眠のため2週間に1度カウンセリングを受けている。", None),  # value: condition (insomnia vs anxiety)
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
    ("np13d", "The user's mother in Hanoi calls the user every Sunday.", None),  # direction: mother calls user vs user calls mother
    # pg14: will give 30,000 yen at a colleague's wedding
    ("p14", "The user will give 30,000 yen as a gift at a colleague's wedding.", "pg14"),
    ("p14p", "For a co-worker's wedding, the user is going to give thirty thousand yen in a gift envelope.", "pg14"),
    ("p14j", "ユーザーは同僚の結婚式でご祝儀を3万円包むつもりだ。", "pg14"),
    ("p14z", "用户打算在同事的婚礼上送三万日元礼金。", "pg14"),
    ("np14a", "The user will give 10,000 yen as a gift at a colleague's wedding.", None),  # amount: 10,000 vs 30,000 yen
    ("np14b", "ユーザーは友人の結婚式でご祝儀を3万円包むつもりだ。", None),  # person: friend vs colleague
    ("np14c", "用户在同事的婚礼上送了三万日元礼金。", None),  # tense: already given vs plan
    # pg15: flew to Manila for grandmother's funeral
    ("p15", "The user flew to Manila for their grandmother's funeral.", "pg15"),
    ("p15j", "ユーザーは祖母の葬式に出るため、飛行機でマニラへ行った。", "pg15"),
    ("p15z", "用户为了参加祖母的葬礼飞往了马尼拉。", "pg15"),
    ("np15a", "The user flew to Manila for their grandfather's funeral.", None),  # person: grandfather vs grandmother
    ("np15b", "ユーザーは祖母の葬式に出るため、飛行機でセブへ行った。", None),  # place: Cebu vs Manila
    ("np15c", "用户为了参加祖母的葬礼打算飞往马尼拉。", None),  # modality: plan vs done
    ("np15d", "The user flew to Manila for their grandmother's 90th birthday.", None),  # value: occasion (birthday vs funeral)
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
    ("np17a", "Because of their tattoo, the user avoids onsen altogether.", None),  # manner: avoiding onsen vs booking private baths
    ("np17b", "ユーザーは夫にタトゥーがあるので、温泉では貸切風呂を予約している。", None),  # person: husband's tattoo vs own
    ("np17c", "用户因为有纹身，去温泉时会用贴纸把纹身遮住。", None),  # manner: covering it with a sticker vs private bath
    # pg18: climbed Mount Fuji by the Yoshida Trail in August
    ("p18", "The user climbed Mount Fuji via the Yoshida Trail in August.", "pg18"),
    ("p18j", "ユーザーは8月に吉田ルートで富士山に登った。", "pg18"),
    ("p18z", "用户八月沿吉田路线登上了富士山。", "pg18"),
    ("p18j2", "8月、吉田ルートから富士登山をした。", "pg18"),
    ("np18a", "The user climbed Mount Fuji via the Fujinomiya Trail in August.", None),  # value: trail (Fujinomiya vs Yoshida)
    ("np18b", "ユーザーは8月に吉田ルートで富士山に登るつもりだ。", None),  # modality: plan vs done
    ("np18c", "用户七月沿吉田路线登上了富士山。", None),  # date: July vs August
    ("np18d", "The user's brother climbed Mount Fuji via the Yoshida Trail in August.", None),  # person: brother vs self
    # pg19: snowboard lessons in Hakuba in January
    ("p19", "The user is taking snowboard lessons in Hakuba in January.", "pg19"),
    ("p19j", "ユーザーは1月に白馬でスノーボードのレッスンを受ける。", "pg19"),
    ("p19z", "用户一月要在白马上单板滑雪课。", "pg19"),
    ("np19a", "The user is taking ski lessons in Hakuba in January.", None),  # value: sport (skiing vs snowboarding)
    ("np19b", "ユーザーは1月にニセコでスノーボードのレッスンを受ける。", None),  # place: Niseko vs Hakuba
    ("np19c", "用户一月要在白马教单板滑雪课。", None),  # direction: giving vs taking the lessons
    ("np19d", "The user's children are taking snowboard lessons in Hakuba in January.", None),  # person: children vs self
    # pg20: grocery shopping at Gyomu Super every Saturday
    ("p20", "The user does their grocery shopping at Gyomu Super every Saturday.", "pg20"),
    ("p20p", "Every Saturday, the user buys groceries at Gyomu Super.", "pg20"),
    ("p20j", "ユーザーは毎週土曜日に業務スーパーで食料品の買い物をする。", "pg20"),
    ("p20z", "用户每周六在业务超市买菜。", "pg20"),
    ("np20a", "The user does their grocery shopping at Gyomu Super every Sunday.", None),  # value: day (Sunday vs Saturday)
    ("np20b", "ユーザーは毎週土曜日にイオンで食料品の買い物をする。", None),  # value: store (AEON vs Gyomu Super)
    ("np20c", "用户以前每周六在业务超市买菜。", None),  # tense: past habit vs current
    ("np20d", "The user's flatmate does the grocery shopping at Gyomu Super every Saturday.", None),  # person: flatmate vs self
]

__all__ = ["PLANTED_P"]
