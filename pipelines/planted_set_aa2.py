"""Set aa, groups 21-40 and the ten unrelated facts (written blind in stop 34 with groups 1-20; see
:mod:`pipelines.planted_set_aa` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AA``, assembled there.
"""

from __future__ import annotations

PLANTED_AA_21_40: list[tuple[str, str, str | None]] = [
    # aag21: promoted to section manager in the sales department in April
    ("aa21", "The user was promoted to section manager in the sales department in April.", "aag21"),
    ("aa21p", "In April the user's company made them section manager in its sales department.", "aag21"),
    ("aa21j", "ユーザーは4月に営業部の課長に昇進した。", "aag21"),
    ("aa21j2", "四月付で営業部の課長に昇格しました。", "aag21"),
    ("aa21z", "用户四月份升任销售部科长。", "aag21"),
    (
        "naa21a",
        "The user was promoted to section manager in the accounting department in April.",
        None,
    ),  # value: department (accounting vs sales)
    ("naa21b", "ユーザーは4月に営業部の部長に昇進した。", None),  # value: post (department head vs section manager)
    ("naa21c", "用户十月份升任销售部科长。", None),  # value: month (October vs April)
    (
        "naa21d",
        "The user hopes to be promoted to section manager in the sales department in April.",
        None,
    ),  # modality: hopes to be vs was
    # aag22: a freelance translator registered as a qualified invoice issuer in October 2023
    ("aa22", "The user, a freelance translator, registered as a qualified invoice issuer in October 2023.", "aag22"),
    ("aa22j", "フリーランスで翻訳をしているユーザーは、2023年10月に適格請求書発行事業者の登録をした。", "aag22"),
    ("aa22j2", "フリーの翻訳者として、令和5年10月にインボイス登録を済ませた。", "aag22"),
    ("aa22z", "用户是自由翻译，二〇二三年十月登记成为了合格发票发行事业者。", "aag22"),
    (
        "naa22a",
        "The user, a freelance translator, registered as a qualified invoice issuer in October 2024.",
        None,
    ),  # value: year (2024 vs 2023)
    (
        "naa22b",
        "フリーランスで翻訳をしているユーザーは、2023年10月に適格請求書発行事業者の登録を取り消した。",
        None,
    ),  # polarity: cancelled the registration vs registered
    ("naa22c", "用户的妻子是自由翻译，二〇二三年十月登记成为了合格发票发行事业者。", None),  # person: wife vs user
    (
        "naa22d",
        "The user, a freelance illustrator, registered as a qualified invoice issuer in October 2023.",
        None,
    ),  # value: occupation (illustrator vs translator)
    # aag23: a part-time lecturer in macroeconomics at Meiji University, Monday mornings
    (
        "aa23",
        "The user teaches macroeconomics as a part-time lecturer at Meiji University on Monday mornings.",
        "aag23",
    ),
    (
        "aa23p",
        "On Monday mornings the user lectures on macroeconomics at Meiji University, where they are a part-time "
        "lecturer.",
        "aag23",
    ),
    ("aa23j", "ユーザーは明治大学の非常勤講師として、毎週月曜日の午前中にマクロ経済学を教えている。", "aag23"),
    ("aa23z", "用户在明治大学当兼职讲师，每周一上午教宏观经济学。", "aag23"),
    (
        "naa23a",
        "The user teaches microeconomics as a part-time lecturer at Meiji University on Monday mornings.",
        None,
    ),  # value: subject (microeconomics vs macroeconomics)
    (
        "naa23b",
        "ユーザーは明治大学の非常勤講師として、毎週月曜日の午後にマクロ経済学を教えている。",
        None,
    ),  # value: time of day (afternoon vs morning)
    ("naa23c", "用户每周一上午在明治大学旁听宏观经济学课。", None),  # direction/role: attends the class vs teaches it
    (
        "naa23d",
        "The user taught macroeconomics as a part-time lecturer at Meiji University on Monday mornings until last "
        "year.",
        None,
    ),  # tense/aspect: until last year vs now
    # aag24: a one-year US dollar time deposit of $10,000 at Sony Bank
    ("aa24", "The user has a one-year US dollar time deposit of $10,000 at Sony Bank.", "aag24"),
    ("aa24j", "ユーザーはソニー銀行で1万ドルの1年物米ドル定期預金をしている。", "aag24"),
    ("aa24z", "用户在索尼银行存了一万美元的一年期美元定期存款。", "aag24"),
    ("aa24z2", "用户在Sony银行有一笔10,000美元、期限1年的美元定存。", "aag24"),
    (
        "naa24a",
        "The user has a one-year Australian dollar time deposit of A$10,000 at Sony Bank.",
        None,
    ),  # value: currency (Australian vs US dollars)
    (
        "naa24b",
        "ユーザーはソニー銀行で1万ドルの3年物米ドル定期預金をしている。",
        None,
    ),  # value: term (three years vs one)
    ("naa24c", "用户在乐天银行存了一万美元的一年期美元定期存款。", None),  # value: bank (Rakuten vs Sony Bank)
    (
        "naa24d",
        "The user has a one-year US dollar time deposit of $1,000 at Sony Bank.",
        None,
    ),  # value: amount ($1,000 vs $10,000)
    # aag25: the unit bath in the user's house replaced in February for ¥1.2 million
    ("aa25", "The user had the unit bath in their house replaced in February for ¥1.2 million.", "aag25"),
    ("aa25p", "In February a contractor replaced the unit bath in the user's house for 1.2 million yen.", "aag25"),
    ("aa25j", "ユーザーは2月に自宅のユニットバスを120万円で交換した。", "aag25"),
    ("aa25j2", "二月に家のお風呂をユニットバスごと取り替えてもらいました。費用は百二十万円です。", "aag25"),
    ("aa25z", "用户二月份花一百二十万日元把家里的整体浴室换了。", "aag25"),
    (
        "naa25a",
        "The user had the kitchen in their house replaced in February for ¥1.2 million.",
        None,
    ),  # value: room (kitchen vs bathroom)
    (
        "naa25b",
        "ユーザーは2月に自宅のユニットバスを210万円で交換した。",
        None,
    ),  # value: amount (2.1 vs 1.2 million yen)
    ("naa25c", "用户打算二月份花一百二十万日元把家里的整体浴室换了。", None),  # modality: plans to vs did
    (
        "naa25d",
        "The user's parents had the unit bath in their house replaced in February for ¥1.2 million.",
        None,
    ),  # person: parents vs user
    # aag26: a small claims suit against a used-car dealer in Saitama for ¥400,000 over a hidden defect
    (
        "aa26",
        "The user filed a small claims suit against a used-car dealer in Saitama for ¥400,000 over a hidden defect.",
        "aag26",
    ),
    (
        "aa26p",
        "Over a hidden defect, the user has taken a Saitama used-car dealer to small claims court for 400,000 yen.",
        "aag26",
    ),
    ("aa26j", "ユーザーは隠れた欠陥をめぐり、埼玉の中古車販売店を相手に40万円の少額訴訟を起こした。", "aag26"),
    ("aa26z", "用户因车辆的隐藏缺陷，对埼玉的一家二手车经销商提起了四十万日元的小额诉讼。", "aag26"),
    (
        "naa26a",
        "A used-car dealer in Saitama filed a small claims suit against the user for ¥400,000 over a hidden defect.",
        None,
    ),  # direction/role: the dealer sued the user
    (
        "naa26b",
        "ユーザーは隠れた欠陥をめぐり、埼玉の中古車販売店を相手に60万円の少額訴訟を起こした。",
        None,
    ),  # value: amount (600,000 vs 400,000 yen)
    (
        "naa26c",
        "用户因车辆的隐藏缺陷，打算对埼玉的一家二手车经销商提起四十万日元的小额诉讼。",
        None,
    ),  # modality: plans to vs filed
    (
        "naa26d",
        "The user filed a small claims suit against a used-car dealer in Chiba for ¥400,000 over a hidden defect.",
        None,
    ),  # value: place (Chiba vs Saitama)
    # aag27: the daughter won second place in the junior division of a Kanto violin competition
    (
        "aa27",
        "The user's daughter won second place in the junior division of a violin competition in the Kanto region.",
        "aag27",
    ),
    ("aa27j", "ユーザーの娘は関東地区のバイオリンコンクールのジュニア部門で2位に入った。", "aag27"),
    ("aa27j2", "娘さんが関東のヴァイオリン・コンクール、ジュニアの部で第二位を受賞しました。", "aag27"),
    ("aa27z", "用户的女儿在关东地区小提琴比赛的少年组获得了第二名。", "aag27"),
    (
        "naa27a",
        "The user's daughter won first place in the junior division of a violin competition in the Kanto region.",
        None,
    ),  # value: placing (first vs second)
    (
        "naa27b",
        "ユーザーの娘は関東地区のピアノコンクールのジュニア部門で2位に入った。",
        None,
    ),  # value: instrument (piano vs violin)
    ("naa27c", "用户的侄女在关东地区小提琴比赛的少年组获得了第二名。", None),  # person: niece vs daughter
    (
        "naa27d",
        "The user's daughter won second place in the senior division of a violin competition in the Kanto region.",
        None,
    ),  # value: division (senior vs junior)
    # aag28: the son goes to a five-day summer camp in Nagano from 28 July
    ("aa28", "The user's son is going to a five-day summer camp in Nagano starting on 28 July.", "aag28"),
    ("aa28j", "ユーザーの息子は7月28日から5日間、長野のサマーキャンプに参加する。", "aag28"),
    ("aa28z", "用户的儿子从7月28日起去长野参加为期五天的夏令营。", "aag28"),
    ("aa28z2", "用户儿子七月二十八号开始要去长野参加五天的夏令营。", "aag28"),
    (
        "naa28a",
        "The user's son is going to a three-day summer camp in Nagano starting on 28 July.",
        None,
    ),  # value: duration (three vs five days)
    (
        "naa28b",
        "ユーザーの息子は8月28日から5日間、長野のサマーキャンプに参加する。",
        None,
    ),  # value: date (28 August vs 28 July)
    (
        "naa28c",
        "用户的儿子去年7月28日起在长野参加了为期五天的夏令营。",
        None,
    ),  # tense/aspect: went last year vs is going
    (
        "naa28d",
        "The user's son is going to a five-day summer camp in Yamanashi starting on 28 July.",
        None,
    ),  # value: place (Yamanashi vs Nagano)
    # aag29: the son sees a speech therapist for his stutter at the city centre every other Friday
    (
        "aa29",
        "The user's son sees a speech therapist for his stutter at the city child development centre every other "
        "Friday.",
        "aag29",
    ),
    (
        "aa29j",
        "ユーザーの息子は吃音のため、隔週金曜日に市の児童発達支援センターで言語聴覚士の訓練を受けている。",
        "aag29",
    ),
    ("aa29z", "用户的儿子因为口吃，每隔一周的星期五去市儿童发展支援中心接受言语治疗。", "aag29"),
    (
        "naa29a",
        "The user's son sees a speech therapist for his stutter at the city child development centre every Friday.",
        None,
    ),  # frequency: every Friday vs every other Friday
    (
        "naa29b",
        "ユーザーの娘は吃音のため、隔週金曜日に市の児童発達支援センターで言語聴覚士の訓練を受けている。",
        None,
    ),  # person: daughter vs son
    (
        "naa29c",
        "用户的儿子因为口吃，每隔一周的星期五去一家私立诊所接受言语治疗。",
        None,
    ),  # value: place (a private clinic vs the city centre)
    (
        "naa29d",
        "The user's son used to see a speech therapist for his stutter at the city child development centre every "
        "other Friday.",
        None,
    ),  # tense/aspect: used to vs does
    # aag30: a kayak tour to Pinaisara Falls on Iriomote booked for 3 August
    ("aa30", "The user booked a kayak tour to Pinaisara Falls on Iriomote Island for 3 August.", "aag30"),
    ("aa30p", "A kayak tour to Iriomote's Pinaisara Falls on August 3 has been booked by the user.", "aag30"),
    ("aa30j", "ユーザーは8月3日の西表島・ピナイサーラの滝へのカヤックツアーを予約した。", "aag30"),
    ("aa30z", "用户预订了八月三日去西表岛比奈莎拉瀑布的皮划艇之旅。", "aag30"),
    (
        "naa30a",
        "The user booked a trekking tour to Pinaisara Falls on Iriomote Island for 3 August.",
        None,
    ),  # value: activity (trekking vs kayak)
    (
        "naa30b",
        "ユーザーは8月3日の西表島・ピナイサーラの滝へのカヤックツアーをキャンセルした。",
        None,
    ),  # polarity: cancelled vs booked
    ("naa30c", "用户预订了八月十三日去西表岛比奈莎拉瀑布的皮划艇之旅。", None),  # value: date (13 vs 3 August)
    (
        "naa30d",
        "The user's parents booked a kayak tour to Pinaisara Falls on Iriomote Island for 3 August.",
        None,
    ),  # person: parents vs user
    # aag31: Upopoy, the Ainu museum in Shiraoi, visited with the husband last August
    (
        "aa31",
        "The user visited Upopoy, the Ainu culture centre in Shiraoi, Hokkaido, with her husband last August.",
        "aag31",
    ),
    (
        "aa31p",
        "Last August the user and her husband went to Upopoy, the National Ainu Museum and park in Shiraoi, Hokkaido.",
        "aag31",
    ),
    ("aa31j", "ユーザーは去年の8月、夫と一緒に北海道白老町のアイヌ文化施設ウポポイを訪れた。", "aag31"),
    ("aa31z", "用户去年八月和丈夫一起参观了北海道白老町的阿伊努文化设施“乌波波伊”。", "aag31"),
    (
        "naa31a",
        "The user plans to visit Upopoy, the Ainu culture centre in Shiraoi, Hokkaido, with her husband in August.",
        None,
    ),  # tense/aspect: plans to visit vs visited
    (
        "naa31b",
        "ユーザーは去年の8月、母と一緒に北海道白老町のアイヌ文化施設ウポポイを訪れた。",
        None,
    ),  # person: mother vs husband
    (
        "naa31c",
        "用户去年十二月和丈夫一起参观了北海道白老町的阿伊努文化设施“乌波波伊”。",
        None,
    ),  # value: month (December vs August)
    # aag32: tika and blessings at Dashain at the home of a Nepali friend, Bikash Thapa, in Shin-Okubo
    (
        "aa32",
        "For Dashain, the user received tika and blessings at the home of their Nepali friend Bikash Thapa in "
        "Shin-Okubo.",
        "aag32",
    ),
    (
        "aa32p",
        "At Dashain, tika and blessings were given to the user at the Shin-Okubo home of Bikash Thapa, a Nepali "
        "friend.",
        "aag32",
    ),
    (
        "aa32j",
        "ユーザーはダサインの日に、新大久保にあるネパール人の友人ビカシュ・タパさんの家でティカと祝福を受けた。",
        "aag32",
    ),
    ("aa32z", "德赛节那天，用户在尼泊尔朋友比卡什·塔帕位于新大久保的家里接受了提卡和祝福。", "aag32"),
    (
        "naa32a",
        "For Tihar, the user received tika and blessings at the home of their Nepali friend Bikash Thapa in "
        "Shin-Okubo.",
        None,
    ),  # value: festival (Tihar vs Dashain)
    (
        "naa32b",
        "ユーザーはダサインの日に、新大久保にあるネパール人の友人ビカシュ・タパさんの家で、ビカシュさんの子どもたちにティカと祝福を授けた。",
        None,
    ),  # direction/role: gave tika vs received it
    (
        "naa32c",
        "德赛节那天，用户在尼泊尔朋友拉杰什·拉伊位于新大久保的家里接受了提卡和祝福。",
        None,
    ),  # person: Rajesh Rai vs Bikash Thapa
    (
        "naa32d",
        "For Dashain, the user received tika and blessings at the home of their Nepali friend Bikash Thapa in Koiwa.",
        None,
    ),  # value: place (Koiwa vs Shin-Okubo)
    # aag33: a Passover seder for eight friends at the user's flat in Hiroo every spring
    ("aa33", "The user hosts a Passover seder for eight friends at their flat in Hiroo every spring.", "aag33"),
    ("aa33j", "ユーザーは毎年春、広尾の自宅マンションに友人8人を招いて過越祭のセデルを開いている。", "aag33"),
    ("aa33z", "用户每年春天都在广尾的自家公寓里为八位朋友举办逾越节家宴。", "aag33"),
    (
        "naa33a",
        "The user hosts a Passover seder for eighteen friends at their flat in Hiroo every spring.",
        None,
    ),  # value: count (18 vs 8)
    (
        "naa33b",
        "ユーザーは毎年春、広尾の友人のマンションで開かれる過越祭のセデルに招かれている。",
        None,
    ),  # direction/role: guest vs host
    (
        "naa33c",
        "用户今年春天第一次在广尾的自家公寓里为八位朋友举办逾越节家宴。",
        None,
    ),  # frequency: for the first time vs every spring
    # aag34: the Brazilian wife Ana dances in the Asakusa Samba Carnival parade on the last Saturday of August
    (
        "aa34",
        "The user's Brazilian wife, Ana, dances with a samba team in the Asakusa Samba Carnival parade on the last "
        "Saturday of August.",
        "aag34",
    ),
    (
        "aa34j",
        "ユーザーのブラジル人の妻アナは、8月最後の土曜日の浅草サンバカーニバルのパレードで、サンバチームの一員として踊る。",
        "aag34",
    ),
    ("aa34z", "用户的巴西妻子安娜会在八月最后一个星期六的浅草桑巴嘉年华游行中随桑巴舞队跳舞。", "aag34"),
    (
        "naa34a",
        "The user's Brazilian wife, Ana, goes to watch the samba teams in the Asakusa Samba Carnival parade on the "
        "last Saturday of August.",
        None,
    ),  # direction/role: watches vs dances in the parade
    (
        "naa34b",
        "ユーザーの娘ソフィアは、8月最後の土曜日の浅草サンバカーニバルのパレードで、サンバチームの一員として踊る。",
        None,
    ),  # person: daughter Sofia vs wife Ana
    (
        "naa34c",
        "用户的巴西妻子安娜会在八月第一个星期六的浅草桑巴嘉年华游行中随桑巴舞队跳舞。",
        None,
    ),  # value: date (first vs last Saturday)
    (
        "naa34d",
        "The user's Brazilian wife, Ana, danced with a samba team in the Asakusa Samba Carnival parade on the last "
        "Saturday of August years ago but has stopped.",
        None,
    ),  # tense/aspect: used to dance vs dances
    # aag35: the mother sends homemade zongzi from Guangzhou every year around the Dragon Boat Festival
    (
        "aa35",
        "Every year around the Dragon Boat Festival, the user's mother sends them homemade zongzi from Guangzhou.",
        "aag35",
    ),
    (
        "aa35p",
        "The user receives homemade zongzi from their mother in Guangzhou every year around the Dragon Boat Festival.",
        "aag35",
    ),
    ("aa35j", "毎年端午節のころになると、ユーザーの母親が広州から手作りのちまき（粽子）を送ってくれる。", "aag35"),
    ("aa35z", "每年端午节前后，用户的妈妈都会从广州给用户寄自己包的粽子。", "aag35"),
    (
        "naa35a",
        "Every year around the Dragon Boat Festival, the user sends homemade zongzi to their mother in Guangzhou.",
        None,
    ),  # direction/role: the user sends to the mother
    (
        "naa35b",
        "毎年中秋節のころになると、ユーザーの母親が広州から手作りのちまき（粽子）を送ってくれる。",
        None,
    ),  # value: festival (Mid-Autumn vs Dragon Boat)
    ("naa35c", "每年端午节前后，用户的婆婆都会从广州给用户寄自己包的粽子。", None),  # person: mother-in-law vs mother
    (
        "naa35d",
        "Every year around the Dragon Boat Festival, the user's mother sends them homemade zongzi from Xiamen.",
        None,
    ),  # value: city (Xiamen vs Guangzhou)
    # aag36: passed the Class 4 hazardous materials handler exam (Otsu-4) in November
    ("aa36", "The user passed the Class 4 hazardous materials handler exam (Otsu-4) in November.", "aag36"),
    ("aa36j", "ユーザーは11月に危険物取扱者乙種第4類の試験に合格した。", "aag36"),
    ("aa36j2", "十一月に危険物乙4に受かりました。", "aag36"),
    ("aa36z", "用户在十一月通过了危险物品处理者乙种第四类考试。", "aag36"),
    (
        "naa36a",
        "The user failed the Class 4 hazardous materials handler exam (Otsu-4) in November.",
        None,
    ),  # polarity: failed vs passed
    ("naa36b", "ユーザーは11月に危険物取扱者甲種の試験に合格した。", None),  # value: grade (Kou vs Otsu-4)
    ("naa36c", "用户的同事在十一月通过了危险物品处理者乙种第四类考试。", None),  # person: colleague vs user
    (
        "naa36d",
        "The user will take the Class 4 hazardous materials handler exam (Otsu-4) in November.",
        None,
    ),  # tense/aspect: will take vs passed
    # aag37: sitting the Japanese Language Teaching Competency Test in October, aiming to teach Japanese
    (
        "aa37",
        "The user is going to sit the Japanese Language Teaching Competency Test in October, hoping to become a "
        "Japanese teacher.",
        "aag37",
    ),
    ("aa37j", "ユーザーは日本語教師を目指していて、10月に日本語教育能力検定試験を受ける。", "aag37"),
    ("aa37z", "用户想当日语老师，打算十月参加日语教育能力检定考试。", "aag37"),
    (
        "naa37a",
        "The user passed the Japanese Language Teaching Competency Test in October, hoping to become a Japanese "
        "teacher.",
        None,
    ),  # tense/aspect: passed vs is going to sit
    (
        "naa37b",
        "ユーザーは日本語教師を目指していて、10月に日本語能力試験を受ける。",
        None,
    ),  # value: exam (JLPT vs the teaching test)
    ("naa37c", "用户想当日语老师，打算十二月参加日语教育能力检定考试。", None),  # value: month (December vs October)
    (
        "naa37d",
        "The user's wife is going to sit the Japanese Language Teaching Competency Test in October, hoping to become a "
        "Japanese teacher.",
        None,
    ),  # person: wife vs user
    # aag38: flying to Lima in November for the grandparents' golden wedding anniversary
    ("aa38", "The user is flying to Lima in November for their grandparents' 50th wedding anniversary.", "aag38"),
    (
        "aa38p",
        "In November the user will fly to Lima to celebrate their grandparents' golden wedding anniversary.",
        "aag38",
    ),
    ("aa38j", "ユーザーは祖父母の金婚式のため、11月にリマへ飛ぶ予定だ。", "aag38"),
    ("aa38z", "用户十一月要飞去利马参加祖父母的金婚纪念。", "aag38"),
    (
        "naa38a",
        "The user is flying to Lima in November for their parents' 50th wedding anniversary.",
        None,
    ),  # person: parents vs grandparents
    (
        "naa38b",
        "ユーザーは祖父母のダイヤモンド婚式のため、11月にリマへ飛ぶ予定だ。",
        None,
    ),  # value: anniversary (60th vs 50th)
    ("naa38c", "用户十一月要飞去库斯科参加祖父母的金婚纪念。", None),  # value: city (Cusco vs Lima)
    (
        "naa38d",
        "The user is flying to Lima in February for their grandparents' 50th wedding anniversary.",
        None,
    ),  # value: month (February vs November)
    # aag39: the son's corn snake Kuro, fed a frozen mouse once a week
    (
        "aa39",
        "The user's son keeps a corn snake named Kuro in a terrarium in his room and feeds it a frozen mouse once a "
        "week.",
        "aag39",
    ),
    (
        "aa39j",
        "ユーザーの息子は自分の部屋のケージでコーンスネークのクロを飼っていて、週に1回冷凍マウスを与えている。",
        "aag39",
    ),
    ("aa39z", "用户的儿子在自己房间的饲养箱里养了一条叫小黑的玉米蛇，每周喂一次冷冻老鼠。", "aag39"),
    (
        "naa39a",
        "The user's son keeps a ball python named Kuro in a terrarium in his room and feeds it a frozen mouse once a "
        "week.",
        None,
    ),  # value: species (ball python vs corn snake)
    (
        "naa39b",
        "ユーザーの息子は自分の部屋のケージでコーンスネークのクロを飼っていて、週に2回冷凍マウスを与えている。",
        None,
    ),  # frequency: twice vs once a week
    (
        "naa39c",
        "用户的女儿在自己房间的饲养箱里养了一条叫小黑的玉米蛇，每周喂一次冷冻老鼠。",
        None,
    ),  # person: daughter vs son
    (
        "naa39d",
        "The user's son keeps a corn snake named Kuro in a terrarium in his room and feeds it a frozen chick once a "
        "week.",
        None,
    ),  # value: food (chick vs mouse)
    # aag40: a tailor-made navy suit ordered in Nihonbashi for ¥65,000, ready in three weeks
    (
        "aa40",
        "The user ordered a tailor-made navy suit at a shop in Nihonbashi for ¥65,000; it will be ready in three "
        "weeks.",
        "aag40",
    ),
    ("aa40j", "ユーザーは日本橋の店で紺のオーダースーツを6万5千円で注文し、3週間後に仕上がる。", "aag40"),
    (
        "aa40j2",
        "日本橋のテーラーでネイビーのスーツを仕立ててもらうことにしました。六万五千円で、出来上がりは三週間後です。",
        "aag40",
    ),
    ("aa40z", "用户在日本桥的一家店花六万五千日元定做了一套藏青色西装，三周后做好。", "aag40"),
    (
        "naa40a",
        "The user ordered a tailor-made charcoal-grey suit at a shop in Nihonbashi for ¥65,000; it will be ready in "
        "three weeks.",
        None,
    ),  # value: colour (charcoal grey vs navy)
    (
        "naa40b",
        "ユーザーは日本橋の店で紺のオーダースーツを9万5千円で注文し、3週間後に仕上がる。",
        None,
    ),  # value: amount (95,000 vs 65,000 yen)
    (
        "naa40c",
        "用户在日本桥的一家店花六万五千日元定做了一套藏青色西装，三个月后做好。",
        None,
    ),  # value: duration (three months vs weeks)
    (
        "naa40d",
        "The user's father ordered a tailor-made navy suit at a shop in Nihonbashi for ¥65,000; it will be ready in "
        "three weeks.",
        None,
    ),  # person: father vs user
    # unrelated facts: each must stay alone
    ("uaa1", "The user likes to read detective novels before going to sleep.", None),
    ("uaa2", "ユーザーは毎朝自転車で駅まで行っている。", None),
    ("uaa3", "用户住的公寓在十二楼，阳台朝南。", None),
    ("uaa4", "The user's husband works as a nurse at a hospital in Yokosuka.", None),
    ("uaa5", "ユーザーは辛い料理が大好きだ。", None),
    ("uaa6", "用户每天早上都喝一杯黑咖啡。", None),
    ("uaa7", "The user's daughter wants a puppy for her birthday.", None),
    ("uaa8", "ユーザーの兄はシドニーで歯科医をしている。", None),
    ("uaa9", "用户最近在学做韩国泡菜。", None),
    ("uaa10", "The user keeps a diary in Japanese to practise writing.", None),
]
