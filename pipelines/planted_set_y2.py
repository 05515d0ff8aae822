"""Set y, groups 21-40 and the ten unrelated facts (written blind in stop 32 with groups 1-20; see
:mod:`pipelines.planted_set_y` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_Y``, assembled there.
"""

from __future__ import annotations

PLANTED_Y_21_40: list[tuple[str, str, str | None]] = [
    # yg21: a vacant house in Omachi, Nagano, bought for 2.8 million yen
    ("y21", "The user bought a vacant house in Omachi, Nagano, for 2.8 million yen.", "yg21"),
    ("y21p", "An empty house (akiya) in Omachi, Nagano Prefecture, was purchased by the user for ¥2,800,000.", "yg21"),
    ("y21j", "ユーザーは長野県大町市の空き家を280万円で買った。", "yg21"),
    ("y21z", "用户花二百八十万日元买下了长野县大町市的一栋空置房。", "yg21"),
    (
        "ny21a",
        "The user bought a vacant house in Omachi, Nagano, for 3.8 million yen.",
        None,
    ),  # value: amount (3.8 vs 2.8 million yen)
    ("ny21b", "ユーザーは長野県飯山市の空き家を280万円で買った。", None),  # value: place (Iiyama vs Omachi)
    ("ny21c", "用户的哥哥花二百八十万日元买下了长野县大町市的一栋空置房。", None),  # person: elder brother vs user
    (
        "ny21d",
        "The user is thinking of buying a vacant house in Omachi, Nagano, for 2.8 million yen.",
        None,
    ),  # modality: thinking of buying vs bought
    # yg22: the landlord putting up pigeon netting on the balcony on Saturday 6 September
    ("y22", "The landlord will have pigeon netting put up on the user's balcony on Saturday 6 September.", "yg22"),
    (
        "y22p",
        "On Saturday, 6 September, anti-pigeon netting is going to be fitted on the user's balcony by the landlord.",
        "yg22",
    ),
    ("y22j", "9月6日（土）に大家さんがユーザーのベランダに鳩よけネットを付けてくれる。", "yg22"),
    ("y22z", "房东九月六日（星期六）会在用户家的阳台上装防鸽网。", "yg22"),
    (
        "ny22a",
        "The landlord will have pigeon netting put up on the user's balcony on Saturday 13 September.",
        None,
    ),  # value: date (13 vs 6 September)
    (
        "ny22b",
        "9月6日（土）にユーザーが自分でベランダに鳩よけネットを付ける。",
        None,
    ),  # direction/role: the user puts it up vs the landlord
    (
        "ny22c",
        "房东九月六日（星期六）会在用户邻居家的阳台上装防鸽网。",
        None,
    ),  # person: the neighbour's balcony vs the user's
    (
        "ny22d",
        "The landlord put up pigeon netting on the user's balcony on Saturday 6 September.",
        None,
    ),  # tense/aspect: put up vs will put up
    # yg23: volunteering at a children's cafeteria in Kita Ward, second and fourth Wednesday evenings
    (
        "y23",
        "The user volunteers at a children's cafeteria in Kita Ward on the second and fourth Wednesday evenings.",
        "yg23",
    ),
    (
        "y23p",
        "On the 2nd and 4th Wednesday evenings of the month, the user helps out at a kodomo shokudo in Kita Ward.",
        "yg23",
    ),
    ("y23j", "ユーザーは毎月第2・第4水曜日の夜、北区の子ども食堂でボランティアをしている。", "yg23"),
    ("y23z", "用户每月第二和第四个星期三晚上在北区的儿童食堂做志愿者。", "yg23"),
    (
        "ny23a",
        "The user volunteers at a children's cafeteria in Kita Ward on the first and third Wednesday evenings.",
        None,
    ),  # value: weeks (first and third vs second and fourth)
    (
        "ny23b",
        "ユーザーは毎月第2・第4水曜日の夜、足立区の子ども食堂でボランティアをしている。",
        None,
    ),  # value: place (Adachi vs Kita Ward)
    ("ny23c", "用户的女儿每月第二和第四个星期三晚上在北区的儿童食堂做志愿者。", None),  # person: daughter vs user
    (
        "ny23d",
        "The user used to volunteer at a Kita Ward children's cafeteria on the second and fourth Wednesday evenings.",
        None,
    ),  # tense/aspect: used to vs does
    # yg24: a beach clean-up at Yuigahama, Kamakura, 8 am on Sunday 1 June
    ("y24", "The user will join a beach clean-up at Yuigahama in Kamakura at 8 am on Sunday 1 June.", "yg24"),
    ("y24p", "On Sunday, June 1, at 08:00 the user is taking part in a beach cleanup on Kamakura's Yuigahama.", "yg24"),
    ("y24j", "ユーザーは6月1日（日）午前8時から鎌倉の由比ヶ浜のビーチクリーンに参加する。", "yg24"),
    ("y24z", "用户六月一日（星期日）早上八点要参加镰仓由比滨的海滩清扫活动。", "yg24"),
    (
        "ny24a",
        "The user will join a beach clean-up at Zushi beach at 8 am on Sunday 1 June.",
        None,
    ),  # value: place (Zushi vs Yuigahama)
    (
        "ny24b",
        "ユーザーは6月1日（日）午前10時から鎌倉の由比ヶ浜のビーチクリーンに参加する。",
        None,
    ),  # value: time (10 am vs 8 am)
    (
        "ny24c",
        "用户六月一日（星期日）早上八点要组织镰仓由比滨的海滩清扫活动。",
        None,
    ),  # direction/role: organises vs joins
    (
        "ny24d",
        "The user will join a beach clean-up at Yuigahama in Kamakura at 8 am on Saturday 31 May.",
        None,
    ),  # value: date (Saturday 31 May vs Sunday 1 June)
    # yg25: an evening junior high school in Kawaguchi four evenings a week
    ("y25", "The user attends a public evening junior high school in Kawaguchi four evenings a week.", "yg25"),
    ("y25p", "Four nights a week the user goes to classes at a public night junior high school in Kawaguchi.", "yg25"),
    ("y25j", "ユーザーは週4日、川口市の公立夜間中学に通っている。", "yg25"),
    ("y25z", "用户每周四个晚上在川口市的公立夜间初中上课。", "yg25"),
    (
        "ny25a",
        "The user attends a public evening junior high school in Kawaguchi five evenings a week.",
        None,
    ),  # frequency: five vs four evenings a week
    ("ny25b", "ユーザーは週4日、松戸市の公立夜間中学に通っている。", None),  # value: place (Matsudo vs Kawaguchi)
    ("ny25c", "用户的丈夫每周四个晚上在川口市的公立夜间初中上课。", None),  # person: husband vs user
    (
        "ny25d",
        "The user will start attending a public evening junior high school in Kawaguchi four evenings a week.",
        None,
    ),  # tense/aspect: will start vs attends
    # yg26: the son's two-year animation course at a vocational school in Nakano
    ("y26", "The user's son enrolled in a two-year animation course at a vocational school in Nakano.", "yg26"),
    ("y26p", "The user's son has entered the two-year animation programme of a Nakano vocational college.", "yg26"),
    ("y26j", "ユーザーの息子は中野の専門学校の2年制アニメーション科に入学した。", "yg26"),
    ("y26z", "用户的儿子进了中野一所专门学校的两年制动画专业。", "yg26"),
    (
        "ny26a",
        "The user's son enrolled in a three-year animation course at a vocational school in Nakano.",
        None,
    ),  # value: duration (three years vs two)
    (
        "ny26b",
        "ユーザーの息子は中野の専門学校の2年制ゲーム科に入学した。",
        None,
    ),  # value: course (game design vs animation)
    ("ny26c", "用户的女儿进了中野一所专门学校的两年制动画专业。", None),  # person: daughter vs son
    (
        "ny26d",
        "The user's son wants to enrol in a two-year animation course at a vocational school in Nakano.",
        None,
    ),  # modality: wants to enrol vs enrolled
    # yg27: the daughter's ballet recital at Kanagawa Kenmin Hall, 2 pm on Sunday 23 November
    (
        "y27",
        "The user's daughter dances in a ballet recital at Kanagawa Kenmin Hall at 2 pm on Sunday 23 November.",
        "yg27",
    ),
    (
        "y27p",
        "The ballet recital the user's daughter performs in is at 14:00 on Sunday, 23 Nov, at Kanagawa Kenmin Hall.",
        "yg27",
    ),
    ("y27j", "ユーザーの娘は11月23日（日）14時から神奈川県民ホールのバレエ発表会で踊る。", "yg27"),
    ("y27j2", "娘さんが出るバレエの発表会は十一月二十三日の日曜、午後二時から神奈川県民ホールで行われる。", "yg27"),
    ("y27z", "用户的女儿十一月二十三日（星期日）下午两点在神奈川县民会馆的芭蕾舞汇报演出上跳舞。", "yg27"),
    (
        "ny27a",
        "The user's daughter dances in a ballet recital at Kanagawa Kenmin Hall at 3 pm on Sunday 23 November.",
        None,
    ),  # value: time (3 pm vs 2 pm)
    (
        "ny27b",
        "ユーザーの娘は11月30日（日）14時から神奈川県民ホールのバレエ発表会で踊る。",
        None,
    ),  # value: date (30 vs 23 November)
    (
        "ny27c",
        "用户的儿子十一月二十三日（星期日）下午两点在神奈川县民会馆的芭蕾舞汇报演出上跳舞。",
        None,
    ),  # person: son vs daughter
    (
        "ny27d",
        "ユーザーの娘は11月23日（日）14時から神奈川県民ホールのバレエ発表会を見に行く。",
        None,
    ),  # direction/role: watches vs dances in
    # yg28: the son, catcher on a boys' baseball team practising Saturday mornings by the Tama River
    (
        "y28",
        "The user's son is catcher for a boys' baseball team that practises every Saturday morning by the Tama River.",
        "yg28",
    ),
    (
        "y28p",
        "The user's son catches for a youth baseball team that trains on the Tamagawa riverbank each Saturday morning.",
        "yg28",
    ),
    (
        "y28j",
        "ユーザーの息子は少年野球チームでキャッチャーをしていて、チームは毎週土曜の朝に多摩川の河川敷で練習している。",
        "yg28",
    ),
    ("y28z", "用户的儿子在少年棒球队当捕手，球队每周六上午在多摩川河边练习。", "yg28"),
    (
        "ny28a",
        "The user's son is pitcher for a boys' baseball team that practises every Saturday morning by the Tama River.",
        None,
    ),  # value: position (pitcher vs catcher)
    (
        "ny28b",
        "ユーザーの息子は少年野球チームでキャッチャーをしていて、チームは毎週日曜の朝に多摩川の河川敷で練習している。",
        None,
    ),  # value: day (Sunday vs Saturday)
    (
        "ny28c",
        "用户的儿子以前在少年棒球队当捕手，球队每周六上午在多摩川河边练习。",
        None,
    ),  # tense/aspect: used to play vs plays
    (
        "ny28d",
        "The user's son is catcher for a boys' baseball team that practises every other Saturday morning by the river.",
        None,
    ),  # frequency: every other Saturday vs every Saturday
    # yg29: learning Go from Mr Sato, a retired teacher, at a club in Ichigaya (converse verbs)
    ("y29", "The user learns Go from Mr Sato, a retired teacher, at a club in Ichigaya.", "yg29"),
    ("y29p", "Mr Sato, a retired schoolteacher, teaches the user Go at a club in Ichigaya.", "yg29"),
    ("y29j", "ユーザーは市ヶ谷の碁会所で、元教師の佐藤さんに囲碁を教わっている。", "yg29"),
    ("y29j2", "市ヶ谷の囲碁クラブで、退職した元先生の佐藤さんから碁を習っている。", "yg29"),
    ("y29z", "用户在市谷的围棋俱乐部跟退休教师佐藤先生学围棋。", "yg29"),
    (
        "ny29a",
        "Mr Sato, a retired teacher, learns Go from the user at a club in Ichigaya.",
        None,
    ),  # direction/role: Mr Sato learns from the user vs teaches
    (
        "ny29b",
        "ユーザーは市ヶ谷の将棋道場で、元教師の佐藤さんに将棋を教わっている。",
        None,
    ),  # value: game (shogi vs Go)
    ("ny29c", "用户在市谷的围棋俱乐部跟退休教师加藤先生学围棋。", None),  # person: Mr Kato vs Mr Sato
    (
        "ny29d",
        "The user learns Go from Mr Sato, a retired teacher, at a club in Iidabashi.",
        None,
    ),  # value: place (Iidabashi vs Ichigaya)
    # yg30: cosplaying at the winter Comiket on 30 December (plan)
    ("y30", "The user plans to go to the winter Comiket on 30 December as a cosplayer.", "yg30"),
    ("y30p", "The user intends to cosplay at the winter Comic Market on December 30.", "yg30"),
    ("y30j", "ユーザーは12月30日の冬コミにコスプレで参加するつもりだ。", "yg30"),
    ("y30z", "用户打算十二月三十日去冬季Comiket玩cosplay。", "yg30"),
    (
        "ny30a",
        "The user plans to go to the winter Comiket on 31 December as a cosplayer.",
        None,
    ),  # value: date (31 vs 30 December)
    (
        "ny30b",
        "ユーザーは12月30日の冬コミにサークル参加して同人誌を売るつもりだ。",
        None,
    ),  # value: activity (selling doujinshi vs cosplaying)
    ("ny30c", "用户的朋友打算十二月三十日去冬季Comiket玩cosplay。", None),  # person: a friend vs user
    (
        "ny30d",
        "The user went to the winter Comiket on 30 December as a cosplayer.",
        None,
    ),  # tense/aspect: went vs plans to go
    # yg31: passing the fourth-class amateur radio operator exam in 2025 (Reiwa 7)
    ("y31", "The user passed the fourth-class amateur radio operator exam in 2025.", "yg31"),
    ("y31p", "In 2025 the user got through the 4th-class ham radio operator examination.", "yg31"),
    ("y31j", "ユーザーは令和7年に第四級アマチュア無線技士の試験に合格した。", "yg31"),
    ("y31z", "用户二〇二五年通过了第四级业余无线电技士考试。", "yg31"),
    (
        "ny31a",
        "The user passed the third-class amateur radio operator exam in 2025.",
        None,
    ),  # value: class (third vs fourth)
    ("ny31b", "ユーザーは令和7年に第四級アマチュア無線技士の試験に落ちた。", None),  # polarity: failed vs passed
    ("ny31c", "用户二〇二四年通过了第四级业余无线电技士考试。", None),  # value: date (2024 vs 2025)
    (
        "ny31d",
        "The user's father passed the fourth-class amateur radio operator exam in 2025.",
        None,
    ),  # person: father vs user
    # yg32: a campsite at Lake Motosu for two nights from 11 October
    ("y32", "The user reserved a campsite at Lake Motosu for two nights from 11 October.", "yg32"),
    ("y32p", "The user has booked a pitch at a Lake Motosu campground for 2 nights starting October 11.", "yg32"),
    ("y32j", "ユーザーは10月11日から2泊、本栖湖のキャンプ場を予約した。", "yg32"),
    ("y32z", "用户预订了本栖湖的露营地，从十月十一日起住两晚。", "yg32"),
    (
        "ny32a",
        "The user reserved a campsite at Lake Yamanaka for two nights from 11 October.",
        None,
    ),  # value: place (Lake Yamanaka vs Lake Motosu)
    (
        "ny32b",
        "ユーザーは10月11日から3泊、本栖湖のキャンプ場を予約した。",
        None,
    ),  # value: duration (three nights vs two)
    ("ny32c", "用户取消了本栖湖露营地从十月十一日起两晚的预订。", None),  # polarity: cancelled vs reserved
    (
        "ny32d",
        "The user reserved a campsite at Lake Motosu for two nights from 18 October.",
        None,
    ),  # value: date (18 vs 11 October)
    # yg33: studying for the kikisake-shi (sake sommelier) exam in November
    ("y33", "The user is studying for the kikisake-shi (sake sommelier) exam in November.", "yg33"),
    ("y33p", "The user is preparing for November's sake sommelier (kikisakeshi) certification exam.", "yg33"),
    ("y33j", "ユーザーは11月の唎酒師の試験に向けて勉強している。", "yg33"),
    ("y33z", "用户正在为十一月的日本酒侍酒师（唎酒师）考试做准备。", "yg33"),
    (
        "ny33a",
        "The user passed the kikisake-shi (sake sommelier) exam in November.",
        None,
    ),  # tense/aspect: passed vs is studying for
    (
        "ny33b",
        "ユーザーは11月の焼酎アドバイザーの試験に向けて勉強している。",
        None,
    ),  # value: certification (shochu adviser vs kikisake-shi)
    ("ny33c", "用户的妻子正在为十一月的日本酒侍酒师考试做准备。", None),  # person: wife vs user
    (
        "ny33d",
        "The user is studying for the kikisake-shi (sake sommelier) exam in September.",
        None,
    ),  # value: date (September vs November)
    # yg34: twelve mooncakes from Yokohama Chinatown for the in-laws (husband's parents) every Mid-Autumn Festival
    (
        "y34",
        "Each Mid-Autumn Festival the user orders twelve mooncakes from a Yokohama Chinatown shop for her in-laws.",
        "yg34",
    ),
    (
        "y34p",
        "Each Mid-Autumn, her in-laws get a box of 12 mooncakes that the user orders from a Yokohama Chinatown shop.",
        "yg34",
    ),
    ("y34j", "ユーザーは毎年中秋節に、夫の両親のために横浜中華街の店で月餅12個入りを注文している。", "yg34"),
    ("y34z", "用户每年中秋都会在横滨中华街的店给公婆订一盒十二个装的月饼。", "yg34"),
    (
        "ny34a",
        "Each Mid-Autumn Festival the user orders eight mooncakes from a Yokohama Chinatown shop for her in-laws.",
        None,
    ),  # value: count (eight vs twelve)
    (
        "ny34b",
        "ユーザーは毎年中秋節に、夫の両親のために神戸南京町の店で月餅12個入りを注文している。",
        None,
    ),  # value: place (Kobe Nankinmachi vs Yokohama Chinatown)
    (
        "ny34c",
        "用户每年中秋都会在横滨中华街的店给自己的父母订一盒十二个装的月饼。",
        None,
    ),  # person: her own parents vs her in-laws
    (
        "ny34d",
        "Each Mid-Autumn Festival the user's in-laws order twelve mooncakes from a Yokohama Chinatown shop for her.",
        None,
    ),  # direction/role: the in-laws order for the user vs the user for them
    # yg35: Vesak every May at a Sri Lankan temple in Saitama
    ("y35", "The user celebrates Vesak every May at a Sri Lankan Buddhist temple in Saitama.", "yg35"),
    ("y35p", "Each May, the user marks Vesak at a Sri Lankan Buddhist temple in Saitama.", "yg35"),
    ("y35j", "ユーザーは毎年5月、埼玉のスリランカ仏教寺院でウェサク祭を祝っている。", "yg35"),
    ("y35z", "用户每年五月在埼玉的斯里兰卡佛寺庆祝卫塞节。", "yg35"),
    (
        "ny35a",
        "The user celebrates Vesak every May at a Thai Buddhist temple in Saitama.",
        None,
    ),  # value: temple (Thai vs Sri Lankan)
    (
        "ny35b",
        "ユーザーは毎年5月、千葉のスリランカ仏教寺院でウェサク祭を祝っている。",
        None,
    ),  # value: place (Chiba vs Saitama)
    ("ny35c", "用户以前每年五月在埼玉的斯里兰卡佛寺庆祝卫塞节。", None),  # tense/aspect: used to vs does
    # yg36: a Hanukkah dinner for eight friends at home on 14 December
    ("y36", "The user will host a Hanukkah dinner for eight friends at their flat on 14 December.", "yg36"),
    ("y36p", "On December 14 the user is having eight friends over to their apartment for a Hanukkah dinner.", "yg36"),
    ("y36j", "ユーザーは12月14日に自宅に友人8人を招いてハヌカのディナーを開く。", "yg36"),
    ("y36z", "用户十二月十四日要在家里请八位朋友吃光明节晚餐。", "yg36"),
    (
        "ny36a",
        "The user will host a Hanukkah dinner for six friends at their flat on 14 December.",
        None,
    ),  # value: count (six vs eight friends)
    (
        "ny36b",
        "ユーザーは12月24日に自宅に友人8人を招いてハヌカのディナーを開く。",
        None,
    ),  # value: date (24 vs 14 December)
    ("ny36c", "用户十二月十四日要在家里请八位朋友吃圣诞晚餐。", None),  # value: holiday (Christmas vs Hanukkah)
    (
        "ny36d",
        "The user hosted a Hanukkah dinner for eight friends at their flat on 14 December.",
        None,
    ),  # tense/aspect: hosted vs will host
    # yg37: an apostille on the Brazilian birth certificate needed before 31 July
    ("y37", "The user needs an apostille on their Brazilian birth certificate before 31 July.", "yg37"),
    ("y37p", "Before July 31, the user's Brazilian birth certificate must be apostilled.", "yg37"),
    ("y37j", "ユーザーは7月31日までにブラジルの出生証明書にアポスティーユを付けてもらう必要がある。", "yg37"),
    ("y37z", "用户需要在七月三十一日前给自己的巴西出生证明办好海牙认证（apostille）。", "yg37"),
    (
        "ny37a",
        "The user needs an apostille on their Brazilian marriage certificate before 31 July.",
        None,
    ),  # value: document (marriage vs birth certificate)
    (
        "ny37b",
        "ユーザーは8月31日までにブラジルの出生証明書にアポスティーユを付けてもらう必要がある。",
        None,
    ),  # value: date (31 August vs 31 July)
    (
        "ny37c",
        "用户需要在七月三十一日前给女儿的巴西出生证明办好海牙认证。",
        None,
    ),  # person: daughter's certificate vs the user's
    # yg38: the son Gia Bao's isshou mochi on his first birthday, 3 April (name in three scripts)
    ("y38", "The user's son Gia Bao will carry an isshou mochi on his back for his first birthday on 3 April.", "yg38"),
    (
        "y38p",
        "On 3 April, his first birthday, the user's son Gia Bao will have an isshou mochi strapped to his back.",
        "yg38",
    ),
    ("y38j", "ユーザーの息子ザー・バオは、4月3日の1歳の誕生日に一升餅を背負う予定だ。", "yg38"),
    ("y38z", "用户的儿子家宝四月三日满一周岁，那天要背一升饼。", "yg38"),
    (
        "ny38a",
        "The user's nephew Gia Bao will carry an isshou mochi on his back for his first birthday on 3 April.",
        None,
    ),  # person: nephew vs son
    (
        "ny38b",
        "ユーザーの息子ザー・バオは、4月13日の1歳の誕生日に一升餅を背負う予定だ。",
        None,
    ),  # value: date (13 vs 3 April)
    ("ny38c", "用户的儿子家宝四月三日满一周岁，那天背了一升饼。", None),  # tense/aspect: carried vs will carry
    (
        "ny38d",
        "The user's son Gia Bao will carry an isshou mochi on his back for his second birthday on 3 April.",
        None,
    ),  # value: age (second vs first birthday)
    # yg39: a Zojirushi rice cooker for 32,800 yen at Yodobashi Camera Akihabara
    ("y39", "The user bought a Zojirushi rice cooker for 32,800 yen at Yodobashi Camera in Akihabara.", "yg39"),
    ("y39p", "A Zojirushi rice cooker was bought by the user at Yodobashi Akiba for ¥32,800.", "yg39"),
    ("y39j", "ユーザーはヨドバシカメラ秋葉原店で象印の炊飯器を3万2800円で買った。", "yg39"),
    ("y39z", "用户在秋叶原的友都八喜花三万二千八百日元买了一台象印电饭煲。", "yg39"),
    (
        "ny39a",
        "The user bought a Tiger rice cooker for 32,800 yen at Yodobashi Camera in Akihabara.",
        None,
    ),  # value: company (Tiger vs Zojirushi)
    (
        "ny39b",
        "ユーザーはビックカメラ秋葉原店で象印の炊飯器を3万2800円で買った。",
        None,
    ),  # value: store (Bic Camera vs Yodobashi Camera)
    (
        "ny39c",
        "用户在秋叶原的友都八喜花三万八千二百日元买了一台象印电饭煲。",
        None,
    ),  # value: amount (38,200 vs 32,800 yen)
    (
        "ny39d",
        "The user's sister bought a Zojirushi rice cooker for 32,800 yen at Yodobashi Camera in Akihabara.",
        None,
    ),  # person: sister vs user
    # yg40: the husband's ramen pop-up at a Shimokitazawa bar every Sunday lunchtime
    ("y40", "The user's husband runs a ramen pop-up at a bar in Shimokitazawa every Sunday lunchtime.", "yg40"),
    ("y40p", "Each Sunday at lunch, the user's husband serves ramen as a pop-up in a Shimokitazawa bar.", "yg40"),
    ("y40j", "ユーザーの夫は毎週日曜の昼、下北沢のバーを間借りしてラーメン店を出している。", "yg40"),
    ("y40z", "用户的丈夫每周日中午在下北泽的一家酒吧里开快闪拉面店。", "yg40"),
    (
        "ny40a",
        "The user's husband runs a ramen pop-up at a bar in Shimokitazawa every other Sunday lunchtime.",
        None,
    ),  # frequency: every other Sunday vs every Sunday
    (
        "ny40b",
        "ユーザーの夫は毎週日曜の昼、高円寺のバーを間借りしてラーメン店を出している。",
        None,
    ),  # value: place (Koenji vs Shimokitazawa)
    ("ny40c", "用户的丈夫每周日晚上在下北泽的一家酒吧里开快闪拉面店。", None),  # value: time (evening vs lunchtime)
    (
        "ny40d",
        "The user runs a ramen pop-up at a bar in Shimokitazawa every Sunday lunchtime.",
        None,
    ),  # person: the user vs her husband
    # unrelated facts: each must stay alone
    ("uy1", "The user's favourite hot spring is Kusatsu Onsen in Gunma.", None),
    ("uy2", "ユーザーは毎朝5時半に起きてラジオ体操をしている。", None),
    ("uy3", "用户周末喜欢去六本木的美术馆看展览。", None),
    ("uy4", "The user is left-handed and writes kanji with their left hand.", None),
    ("uy5", "ユーザーの実家はペルーのリマにある。", None),
    ("uy6", "用户对猫毛过敏。", None),
    ("uy7", "The user's wedding anniversary is on 2 October.", None),
    ("uy8", "ユーザーは辛い料理が好きで、激辛カレーをよく食べる。", None),
    ("uy9", "用户的大女儿在读小学三年级。", None),
    ("uy10", "The user drinks only decaf coffee after 3 pm.", None),
]
