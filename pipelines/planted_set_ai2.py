"""Set ai, groups 21-40 and the ten unrelated facts (written blind in stop 39 with groups 1-20; see
:mod:`pipelines.planted_set_ai` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AI``, assembled there.
"""

from __future__ import annotations

PLANTED_AI_21_40: list[tuple[str, str, str | None]] = [
    # aig21: a 2015 Toyota Aqua sold to Gulliver in Fuchu for ¥420,000 (平成27年式)
    ("ai21", "The user sold their 2015 Toyota Aqua to Gulliver in Fuchu for ¥420,000.", "aig21"),
    ("ai21p", "Gulliver in Fuchu bought the user's 2015 Toyota Aqua from them for ¥420,000.", "aig21"),
    ("ai21j", "ユーザーは2015年式のトヨタ・アクアを府中のガリバーに42万円で売った。", "aig21"),
    ("ai21j2", "平成27年式のアクアを、府中のガリバーで四十二万円で買い取ってもらいました。", "aig21"),
    ("ai21z", "用户把自己那辆2015年款的丰田Aqua以四十二万日元卖给了府中的Gulliver。", "aig21"),
    (
        "nai21a",
        "The user bought a 2015 Toyota Aqua from Gulliver in Fuchu for ¥420,000.",
        None,
    ),  # direction/role: bought from the dealer vs sold to it
    (
        "nai21b",
        "用户把自己那辆2015年款的丰田Aqua以二十四万日元卖给了府中的Gulliver。",
        None,
    ),  # value: amount (240,000 vs 420,000 yen)
    (
        "nai21c",
        "ユーザーは2017年式のトヨタ・アクアを府中のガリバーに42万円で売った。",
        None,
    ),  # value: model year (2017 vs 2015)
    (
        "nai21d",
        "The user plans to sell their 2015 Toyota Aqua to Gulliver in Fuchu for ¥420,000.",
        None,
    ),  # modality: plans to sell vs sold
    # aig22: the rent going up from ¥95,000 to ¥102,000 a month from April
    ("ai22", "The user's rent will go up from ¥95,000 to ¥102,000 a month from April.", "aig22"),
    ("ai22p", "From April, the landlord is raising the user's monthly rent from ¥95,000 to ¥102,000.", "aig22"),
    ("ai22j", "ユーザーの家賃は4月から月9万5千円から10万2千円に上がる。", "aig22"),
    ("ai22z", "用户的房租从4月起将从每月九万五千日元涨到十万二千日元。", "aig22"),
    ("ai22z2", "从4月开始，用户每月的房租由95,000日元上调至102,000日元。", "aig22"),
    (
        "nai22a",
        "The user's rent will go down from ¥102,000 to ¥95,000 a month from April.",
        None,
    ),  # direction/role: down from 102,000 to 95,000 vs up from 95,000 to 102,000
    ("nai22b", "ユーザーの家賃は5月から月9万5千円から10万2千円に上がる。", None),  # value: month (May vs April)
    (
        "nai22c",
        "用户的房租从4月起将从每月九万五千日元涨到十万五千日元。",
        None,
    ),  # value: new rent (105,000 vs 102,000 yen)
    (
        "nai22d",
        "The user's rent went up from ¥95,000 to ¥102,000 a month last April.",
        None,
    ),  # tense/aspect: went up last April vs will go up from April
    # aig23: the building's water shut off on Tuesday 3 June, 10 am to 1 pm, for cleaning the water tank
    (
        "ai23",
        "The water in the user's building will be shut off on Tuesday 3 June from 10 am to 1 pm for cleaning of the "
        "water tank.",
        "aig23",
    ),
    (
        "ai23p",
        "Because the building's water tank is being cleaned, the user will have no water on Tuesday, June 3, between "
        "10 am and 1 pm.",
        "aig23",
    ),
    ("ai23j", "ユーザーのマンションでは、6月3日（火）10時から13時まで貯水槽の清掃のため断水する。", "aig23"),
    ("ai23j2", "六月三日の火曜、午前十時〜午後一時は受水槽の清掃で水が止まります。", "aig23"),
    ("ai23z", "用户住的公寓6月3日（周二）10:00到13:00因清洗蓄水箱停水。", "aig23"),
    (
        "nai23a",
        "The water in the user's building will be shut off on Tuesday 3 June from 10 am to 3 pm for cleaning of the "
        "water tank.",
        None,
    ),  # value: end time (3 pm vs 1 pm)
    (
        "nai23b",
        "用户住的公寓6月5日（周四）10:00到13:00因清洗蓄水箱停水。",
        None,
    ),  # value: date (Thursday 5 vs Tuesday 3 June)
    (
        "nai23c",
        "ユーザーのマンションでは、6月3日（火）10時から13時まで貯水槽の清掃のため停電する。",
        None,
    ),  # value: what is cut (electricity vs water)
    (
        "nai23d",
        "The water in the user's building was shut off on Tuesday 3 June from 10 am to 1 pm for cleaning of the "
        "water tank.",
        None,
    ),  # tense/aspect: was shut off vs will be
    # aig24: the Setagaya consumer centre consulted about a ¥230,000 restoration charge from the former landlord
    (
        "ai24",
        "The user consulted the Setagaya consumer centre about a ¥230,000 restoration charge from their former "
        "landlord.",
        "aig24",
    ),
    (
        "ai24p",
        "About the ¥230,000 that their former landlord charged for restoring the flat, the user sought advice from "
        "the Setagaya Consumer Center.",
        "aig24",
    ),
    (
        "ai24j",
        "ユーザーは前の大家から請求された原状回復費23万円について、世田谷区の消費生活センターに相談した。",
        "aig24",
    ),
    ("ai24z", "用户就前房东索要的二十三万日元原状恢复费，向世田谷区消费生活中心进行了咨询。", "aig24"),
    (
        "nai24a",
        "The user consulted the Setagaya consumer centre about a ¥320,000 restoration charge from their former "
        "landlord.",
        None,
    ),  # value: amount (320,000 vs 230,000 yen)
    (
        "nai24b",
        "ユーザーは前の大家から請求された原状回復費23万円について、目黒区の消費生活センターに相談した。",
        None,
    ),  # value: place (Meguro vs Setagaya)
    (
        "nai24c",
        "用户打算就前房东索要的二十三万日元原状恢复费，向世田谷区消费生活中心进行咨询。",
        None,
    ),  # modality: plans to consult vs consulted
    # aig25: a new-build house bought in Funabashi, handed over on 28 March
    ("ai25", "The user bought a new-build house in Funabashi, and the keys will be handed over on 28 March.", "aig25"),
    ("ai25p", "The new house that the user bought in Funabashi will be handed over to them on 28 March.", "aig25"),
    ("ai25j", "ユーザーは船橋に新築一戸建てを購入し、3月28日に引き渡しを受ける。", "aig25"),
    ("ai25j2", "船橋の新築戸建てを買いました。三月二十八日に鍵の引き渡しです。", "aig25"),
    ("ai25z", "用户在船桥买了一套新建独栋住宅，3月28日交房。", "aig25"),
    ("nai25a", "用户在市川买了一套新建独栋住宅，3月28日交房。", None),  # value: city (Ichikawa vs Funabashi)
    (
        "nai25b",
        "The user bought a new-build house in Funabashi, and the keys will be handed over on 28 February.",
        None,
    ),  # value: date (28 February vs 28 March)
    (
        "nai25c",
        "ユーザーは船橋に中古一戸建てを購入し、3月28日に引き渡しを受ける。",
        None,
    ),  # value: kind of house (second-hand vs new-build)
    (
        "nai25d",
        "The user's brother bought a new-build house in Funabashi, and the keys will be handed over on 28 March.",
        None,
    ),  # person: the brother vs the user
    # aig26: an informal job offer (naitei) from Hitachi, joining in April 2026 (令和8年)
    (
        "ai26",
        "The user, a master's student, has an informal job offer from Hitachi and will join the company in April 2026.",
        "aig26",
    ),
    (
        "ai26p",
        "Hitachi has given the user, who is doing a master's, an informal offer of a job starting in April 2026.",
        "aig26",
    ),
    ("ai26j", "修士課程に在籍するユーザーは日立製作所から内定をもらい、2026年4月に入社する。", "aig26"),
    ("ai26j2", "修士の学生で、日立から内定が出ています。令和8年4月に入社予定です。", "aig26"),
    ("ai26z", "正在读硕士的用户拿到了日立的内定，将于二〇二六年四月入职。", "aig26"),
    (
        "nai26a",
        "The user, a master's student, has an informal job offer from Toshiba and will join the company in April 2026.",
        None,
    ),  # value: company (Toshiba vs Hitachi)
    (
        "nai26b",
        "修士課程に在籍するユーザーは日立製作所から内定をもらい、2027年4月に入社する。",
        None,
    ),  # value: year (2027 vs 2026)
    (
        "nai26c",
        "正在读硕士的用户拿到了日立的内定，但不会在二〇二六年四月入职。",
        None,
    ),  # polarity: will not join vs will join
    (
        "nai26d",
        "The user's roommate, a master's student, has an informal job offer from Hitachi and will join the company "
        "in April 2026.",
        None,
    ),  # person: the roommate vs the user
    # aig27: the PMP exam passed at the first try on 22 February
    ("ai27", "The user passed the PMP exam at the first try on 22 February.", "aig27"),
    (
        "ai27p",
        "On 22 February the user got through the Project Management Professional (PMP) exam at the first attempt.",
        "aig27",
    ),
    ("ai27j", "ユーザーは2月22日、PMP試験に一発で合格した。", "aig27"),
    ("ai27z", "用户2月22日一次就通过了PMP考试。", "aig27"),
    ("nai27a", "The user failed the PMP exam at the first try on 22 February.", None),  # polarity: failed vs passed
    ("nai27b", "ユーザーは2月22日、PMP試験に2回目で合格した。", None),  # value: attempt (second vs first)
    ("nai27c", "用户3月22日一次就通过了PMP考试。", None),  # value: date (22 March vs 22 February)
    (
        "nai27d",
        "The user passed the CISSP exam at the first try on 22 February.",
        None,
    ),  # value: exam (CISSP vs PMP)
    # aig28: a teaching assistant for an introductory statistics course at Hitotsubashi University, two classes a week
    (
        "ai28",
        "The user works as a teaching assistant for an introductory statistics course at Hitotsubashi University, two "
        "classes a week.",
        "aig28",
    ),
    (
        "ai28p",
        "Two classes a week, the user assists in an introductory statistics course at Hitotsubashi University as its "
        "TA.",
        "aig28",
    ),
    ("ai28j", "ユーザーは一橋大学の統計学入門の授業でTAをしており、週2コマ担当している。", "aig28"),
    ("ai28z", "用户在一桥大学的统计学入门课上当助教，每周两节课。", "aig28"),
    (
        "nai28a",
        "The user takes an introductory statistics course at Hitotsubashi University, two classes a week.",
        None,
    ),  # direction/role: takes the course vs is its teaching assistant
    (
        "nai28b",
        "用户在一桥大学的计量经济学入门课上当助教，每周两节课。",
        None,
    ),  # value: subject (econometrics vs statistics)
    (
        "nai28c",
        "ユーザーは一橋大学の統計学入門の授業でTAをしており、週3コマ担当している。",
        None,
    ),  # frequency: three classes a week vs two
    (
        "nai28d",
        "The user works as a teaching assistant for an introductory statistics course at Keio University, two "
        "classes a week.",
        None,
    ),  # value: university (Keio vs Hitotsubashi)
    # aig29: English rakugo at an open-mic night in Kagurazaka on the last Saturday of every month
    (
        "ai29",
        "The user performs English rakugo at an open-mic night in Kagurazaka on the last Saturday of every month.",
        "aig29",
    ),
    (
        "ai29p",
        "On the last Saturday of each month, the user does English rakugo at an open mic in Kagurazaka.",
        "aig29",
    ),
    ("ai29j", "ユーザーは毎月最終土曜日に神楽坂のオープンマイクで英語落語を披露している。", "aig29"),
    ("ai29z", "用户每个月最后一个星期六在神乐坂的开放麦活动上表演英语落语。", "aig29"),
    (
        "nai29a",
        "The user watches English rakugo at an open-mic night in Kagurazaka on the last Saturday of every month.",
        None,
    ),  # direction/role: watches vs performs
    (
        "nai29b",
        "ユーザーは毎月第1土曜日に神楽坂のオープンマイクで英語落語を披露している。",
        None,
    ),  # value: week of the month (first vs last Saturday)
    (
        "nai29c",
        "用户以前每个月最后一个星期六在神乐坂的开放麦活动上表演英语落语。",
        None,
    ),  # tense/aspect: used to perform vs performs
    (
        "nai29d",
        "The user performs English rakugo at an open-mic night in Kichijoji on the last Saturday of every month.",
        None,
    ),  # value: place (Kichijoji vs Kagurazaka)
    # aig30: first-dan iaido grading passed at the Nippon Budokan in September
    ("ai30", "The user passed the first-dan iaido grading at the Nippon Budokan in September.", "aig30"),
    (
        "ai30p",
        "In September the user was awarded first dan (shodan) in iaido at a grading held at the Nippon Budokan.",
        "aig30",
    ),
    ("ai30j", "ユーザーは9月に日本武道館で居合道の初段審査に合格した。", "aig30"),
    ("ai30j2", "九月、武道館の審査で居合道の初段を取りました。", "aig30"),
    ("ai30z", "用户九月在日本武道馆通过了居合道初段考试。", "aig30"),
    (
        "nai30a",
        "The user passed the second-dan iaido grading at the Nippon Budokan in September.",
        None,
    ),  # value: grade (second vs first dan)
    ("nai30b", "用户九月在日本武道馆没有通过居合道初段考试。", None),  # polarity: did not pass vs passed
    ("nai30c", "ユーザーは9月に日本武道館で剣道の初段審査に合格した。", None),  # value: art (kendo vs iaido)
    (
        "nai30d",
        "The user's wife passed the first-dan iaido grading at the Nippon Budokan in September.",
        None,
    ),  # person: the wife vs the user
    # aig31: an English haiku with an honourable mention in the Ito En Oi Ocha New Haiku Contest
    (
        "ai31",
        "The user's English haiku won an honourable mention in the Ito En Oi Ocha New Haiku Contest.",
        "aig31",
    ),
    (
        "ai31p",
        "An English haiku written by the user received an honorable mention in Ito En's Oi Ocha New Haiku Contest.",
        "aig31",
    ),
    ("ai31j", "ユーザーの英語の俳句が、伊藤園お～いお茶新俳句大賞で佳作に選ばれた。", "aig31"),
    ("ai31z", "用户写的英文俳句在伊藤园“Oi Ocha新俳句大赏”中获得了佳作奖。", "aig31"),
    (
        "nai31a",
        "The user's English haiku won the grand prize in the Ito En Oi Ocha New Haiku Contest.",
        None,
    ),  # value: award (grand prize vs honourable mention)
    (
        "nai31b",
        "ユーザーの娘の英語の俳句が、伊藤園お～いお茶新俳句大賞で佳作に選ばれた。",
        None,
    ),  # person: the daughter vs the user
    (
        "nai31c",
        "用户写的日语俳句在伊藤园“Oi Ocha新俳句大赏”中获得了佳作奖。",
        None,
    ),  # value: language of the haiku (Japanese vs English)
    # aig32: a sauna in Kamata every Friday after work (サ活)
    ("ai32", "The user goes to a sauna in Kamata every Friday after work.", "aig32"),
    ("ai32p", "Every Friday after work, the user visits a sauna in Kamata.", "aig32"),
    ("ai32j", "ユーザーは毎週金曜日の仕事帰りに蒲田のサウナに通っている。", "aig32"),
    ("ai32j2", "毎週金曜は仕事終わりに蒲田でサ活しています。", "aig32"),
    ("ai32z", "用户每周五下班后都去蒲田的一家桑拿。", "aig32"),
    (
        "nai32a",
        "The user goes to a sauna in Kamata every other Friday after work.",
        None,
    ),  # frequency: every other Friday vs every Friday
    ("nai32b", "用户每周五下班后都去大森的一家桑拿。", None),  # value: place (Omori vs Kamata)
    (
        "nai32c",
        "ユーザーは毎週金曜日の出勤前に蒲田のサウナに通っている。",
        None,
    ),  # value: time (before work vs after work)
    (
        "nai32d",
        "The user used to go to a sauna in Kamata every Friday after work.",
        None,
    ),  # tense/aspect: used to go vs goes
    # aig33: an N-gauge model railway of the Enoden line being built in the spare room
    ("ai33", "The user is building an N-gauge model railway of the Enoden line in their spare room.", "aig33"),
    (
        "ai33p",
        "In the user's spare room, an N-scale layout of the Enoshima Electric Railway is being built by the user.",
        "aig33",
    ),
    ("ai33j", "ユーザーは空き部屋で江ノ電のNゲージのレイアウトを作っている。", "aig33"),
    ("ai33z", "用户正在家里的空房间里搭建江之电的N比例铁路模型。", "aig33"),
    (
        "nai33a",
        "The user is building an HO-gauge model railway of the Enoden line in their spare room.",
        None,
    ),  # value: scale (HO vs N gauge)
    (
        "nai33b",
        "ユーザーは空き部屋で小田急線のNゲージのレイアウトを作っている。",
        None,
    ),  # value: line (Odakyu vs Enoden)
    ("nai33c", "用户的儿子正在家里的空房间里搭建江之电的N比例铁路模型。", None),  # person: the son vs the user
    (
        "nai33d",
        "The user has finished building an N-gauge model railway of the Enoden line in their spare room.",
        None,
    ),  # tense/aspect: has finished vs is building
    # aig34: the Kishiwada Danjiri Festival watched with coworkers on 13 September
    ("ai34", "The user watched the Kishiwada Danjiri Festival in Osaka with coworkers on 13 September.", "aig34"),
    (
        "ai34p",
        "On 13 September the user and some coworkers went to see the Kishiwada Danjiri Festival in Osaka.",
        "aig34",
    ),
    ("ai34j", "ユーザーは9月13日に同僚と大阪の岸和田だんじり祭を見物した。", "aig34"),
    ("ai34z", "用户9月13日和同事一起在大阪观看了岸和田山车祭。", "aig34"),
    (
        "nai34a",
        "The user helped pull a danjiri float in the Kishiwada Danjiri Festival in Osaka with coworkers on 13 "
        "September.",
        None,
    ),  # direction/role: pulled a float vs watched
    ("nai34b", "ユーザーは9月14日に同僚と大阪の岸和田だんじり祭を見物した。", None),  # value: date (14 vs 13 September)
    (
        "nai34c",
        "用户9月13日和岳父母一起在大阪观看了岸和田山车祭。",
        None,
    ),  # person: with the parents-in-law vs the coworkers
    # aig35: sweet pongal with jaggery made at home for Thai Pongal on 14 January
    ("ai35", "The user made sweet pongal with jaggery at home for Thai Pongal on 14 January.", "aig35"),
    (
        "ai35p",
        "On 14 January, for Thai Pongal, the user cooked sakkarai pongal, a sweet rice dish with jaggery, at home.",
        "aig35",
    ),
    ("ai35j", "ユーザーは1月14日のタイ・ポンガルに、自宅でジャガリー入りの甘いポンガルを作った。", "aig35"),
    ("ai35z", "1月14日丰收节（Thai Pongal）那天，用户在家用印度粗糖做了甜味的蓬加尔米饭。", "aig35"),
    (
        "nai35a",
        "The user made savoury pongal with black pepper at home for Thai Pongal on 14 January.",
        None,
    ),  # value: dish (savoury pongal with pepper vs sweet pongal with jaggery)
    (
        "nai35b",
        "1月15日丰收节（Thai Pongal）那天，用户在家用印度粗糖做了甜味的蓬加尔米饭。",
        None,
    ),  # value: date (15 vs 14 January)
    (
        "nai35c",
        "ユーザーの隣に住むタミル人の家族は、1月14日のタイ・ポンガルに自宅でジャガリー入りの甘いポンガルを作った。",
        None,
    ),  # person: the Tamil neighbours vs the user
    (
        "nai35d",
        "The user will make sweet pongal with jaggery at home for Thai Pongal on 14 January.",
        None,
    ),  # tense/aspect: will make vs made
    # aig36: the Kazurabashi vine bridge in the Iya Valley crossed with the elder brother on 3 November (文化の日)
    (
        "ai36",
        "The user crossed the Kazurabashi vine bridge in the Iya Valley with their elder brother on 3 November.",
        "aig36",
    ),
    (
        "ai36p",
        "On 3 November the user and their older brother walked across the Iya Valley's Kazurabashi, a bridge made of "
        "vines.",
        "aig36",
    ),
    ("ai36j", "ユーザーは11月3日に兄と祖谷のかずら橋を渡った。", "aig36"),
    ("ai36j2", "文化の日に、兄と一緒に祖谷のかずら橋を渡りました。", "aig36"),
    ("ai36z", "用户11月3日和哥哥一起走过了祖谷的葛藤桥。", "aig36"),
    ("nai36a", "用户11月23日和哥哥一起走过了祖谷的葛藤桥。", None),  # value: date (23 vs 3 November)
    (
        "nai36b",
        "The user crossed the Kazurabashi vine bridge in the Iya Valley with their father on 3 November.",
        None,
    ),  # person: the father vs the elder brother
    (
        "nai36c",
        "ユーザーは11月3日に兄と祖谷のかずら橋に行ったが、怖くて渡れなかった。",
        None,
    ),  # polarity: could not cross vs crossed
    (
        "nai36d",
        "The user crossed the double vine bridges of Oku-Iya with their elder brother on 3 November.",
        None,
    ),  # value: bridge (the Oku-Iya double vine bridges vs the Iya Kazurabashi)
    # aig37: the Queen Beetle fast ferry from Fukuoka to Busan on 18 July
    ("ai37", "The user took the Queen Beetle fast ferry from Fukuoka to Busan on 18 July.", "aig37"),
    ("ai37p", "On 18 July the user crossed from Fukuoka to Busan on the Queen Beetle high-speed ferry.", "aig37"),
    ("ai37j", "ユーザーは7月18日、高速船クイーンビートルで福岡から釜山へ渡った。", "aig37"),
    ("ai37z", "用户7月18日乘坐高速船Queen Beetle从福冈去了釜山。", "aig37"),
    (
        "nai37a",
        "The user took the Queen Beetle fast ferry from Busan to Fukuoka on 18 July.",
        None,
    ),  # direction/role: Busan to Fukuoka vs Fukuoka to Busan
    (
        "nai37b",
        "ユーザーは7月28日、高速船クイーンビートルで福岡から釜山へ渡った。",
        None,
    ),  # value: date (28 vs 18 July)
    ("nai37c", "用户打算7月18日乘坐高速船Queen Beetle从福冈去釜山。", None),  # modality: plans to take vs took
    (
        "nai37d",
        "The user took the New Camellia ferry from Fukuoka to Busan on 18 July.",
        None,
    ),  # value: ship (New Camellia vs Queen Beetle)
    # aig38: a missed connection to Bangkok at Incheon, a hotel for the night from Korean Air
    (
        "ai38",
        "The user missed their connecting flight to Bangkok at Incheon, and Korean Air put them up in a hotel for the "
        "night.",
        "aig38",
    ),
    (
        "ai38p",
        "Korean Air gave the user a hotel room for the night after they missed their connection to Bangkok at Incheon.",
        "aig38",
    ),
    ("ai38j", "ユーザーは仁川でバンコク行きの乗り継ぎ便に乗り遅れ、大韓航空がホテルを1泊手配してくれた。", "aig38"),
    ("ai38z", "用户在仁川没赶上飞往曼谷的转机航班，大韩航空给安排了一晚酒店。", "aig38"),
    (
        "nai38a",
        "用户在仁川没赶上飞往河内的转机航班，大韩航空给安排了一晚酒店。",
        None,
    ),  # value: destination (Hanoi vs Bangkok)
    (
        "nai38b",
        "The user missed their connecting flight to Bangkok at Incheon, and Asiana Airlines put them up in a hotel "
        "for the night.",
        None,
    ),  # value: airline (Asiana vs Korean Air)
    (
        "nai38c",
        "ユーザーは仁川でバンコク行きの乗り継ぎ便に乗り遅れたが、大韓航空はホテルを手配してくれなかった。",
        None,
    ),  # polarity: no hotel arranged vs a hotel arranged
    (
        "nai38d",
        "The user's parents missed their connecting flight to Bangkok at Incheon, and Korean Air put them up in a "
        "hotel for the night.",
        None,
    ),  # person: the parents vs the user
    # aig39: the kindergarten bus picks up the daughter Yara at 8:20 am in front of the Lawson near home
    (
        "ai39",
        "Every morning the kindergarten bus picks up the user's daughter Yara at 8:20 in front of the Lawson near "
        "their home.",
        "aig39",
    ),
    (
        "ai39p",
        "Yara, the user's daughter, is collected by the kindergarten bus at 8:20 each morning outside the Lawson "
        "near home.",
        "aig39",
    ),
    ("ai39j", "ユーザーの娘のヤラちゃんは、毎朝8時20分に家の近くのローソンの前で幼稚園バスに乗る。", "aig39"),
    ("ai39j2", "娘さんのヤラちゃんは、毎朝8:20に近所のローソン前から幼稚園の送迎バスに乗っています。", "aig39"),
    ("ai39z", "用户的女儿雅拉每天早上8点20分在家附近的罗森门口坐幼儿园校车。", "aig39"),
    (
        "nai39a",
        "ユーザーの娘のヤラちゃんは、毎朝8時40分に家の近くのローソンの前で幼稚園バスに乗る。",
        None,
    ),  # value: time (8:40 vs 8:20)
    (
        "nai39b",
        "Every morning the kindergarten bus picks up the user's daughter Yara at 8:20 in front of the FamilyMart near "
        "their home.",
        None,
    ),  # value: place (FamilyMart vs Lawson)
    (
        "nai39c",
        "用户的外甥女雅拉每天早上8点20分在家附近的罗森门口坐幼儿园校车。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nai39d",
        "On Mondays and Thursdays the kindergarten bus picks up the user's daughter Yara at 8:20 in front of the "
        "Lawson near their home.",
        None,
    ),  # frequency: Mondays and Thursdays vs every morning
    # aig40: the son Kwame second in the Saitama Prefecture junior high school English speech contest
    (
        "ai40",
        "The user's son Kwame took second place in the Saitama Prefecture junior high school English speech contest.",
        "aig40",
    ),
    (
        "ai40p",
        "Second place in Saitama Prefecture's English speech contest for junior high students went to Kwame, the "
        "user's son.",
        "aig40",
    ),
    ("ai40j", "ユーザーの息子のクワメくんは、埼玉県の中学生英語スピーチコンテストで2位に入った。", "aig40"),
    ("ai40j2", "息子のクワメが、埼玉県の中学校英語弁論大会で準優勝しました。", "aig40"),
    ("ai40z", "用户的儿子夸梅在埼玉县初中生英语演讲比赛中获得了第二名。", "aig40"),
    (
        "nai40a",
        "The user's son Kwame took third place in the Saitama Prefecture junior high school English speech contest.",
        None,
    ),  # value: placing (third vs second)
    (
        "nai40b",
        "用户的儿子夸梅在千叶县初中生英语演讲比赛中获得了第二名。",
        None,
    ),  # value: prefecture (Chiba vs Saitama)
    (
        "nai40c",
        "ユーザーの甥のクワメくんは、埼玉県の中学生英語スピーチコンテストで2位に入った。",
        None,
    ),  # person: the nephew vs the son
    (
        "nai40d",
        "The user's son Kwame will take part in the Saitama Prefecture junior high school English speech contest.",
        None,
    ),  # modality: will take part in vs took second place
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uai1", "The user's favourite onigiri filling is tuna mayo.", None),
    ("uai2", "ユーザーの兄はナイロビで獣医をしている。", None),
    ("uai3", "用户每天早上喝一杯黑咖啡。", None),
    ("uai4", "The user's laptop is a ThinkPad X1 Carbon.", None),
    ("uai5", "ユーザーは左利きだ。", None),
    ("uai6", "用户的外婆住在成都。", None),
    ("uai7", "The user is teaching themselves the harmonica from YouTube videos.", None),
    ("uai8", "ユーザーの祖父は若い頃、船乗りだった。", None),
    ("uai9", "用户周末常去二手书店淘书。", None),
    ("uai10", "The user's home town in Ghana is Kumasi.", None),
]
