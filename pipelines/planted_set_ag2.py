"""Set ag, groups 21-40 and the ten unrelated facts (written blind in stop 38 with groups 1-20; see
:mod:`pipelines.planted_set_ag` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AG``, assembled there.
"""

from __future__ import annotations

PLANTED_AG_21_40: list[tuple[str, str, str | None]] = [
    # agg21: ¥3,000 a month to the Japan Committee for UNICEF by credit card
    ("ag21", "The user donates ¥3,000 a month to the Japan Committee for UNICEF by credit card.", "agg21"),
    (
        "ag21p",
        "Every month ¥3,000 goes from the user's credit card to the Japan Committee for UNICEF as a donation.",
        "agg21",
    ),
    ("ag21j", "ユーザーは日本ユニセフ協会に毎月3,000円をクレジットカードで寄付している。", "agg21"),
    ("ag21z", "用户每月用信用卡向日本联合国儿童基金会协会捐款三千日元。", "agg21"),
    ("nag21a", "用户每年用信用卡向日本联合国儿童基金会协会捐款三千日元。", None),  # frequency: a year vs a month
    (
        "nag21b",
        "The user donates ¥3,000 a month to Médecins Sans Frontières Japan by credit card.",
        None,
    ),  # value: charity (Médecins Sans Frontières vs UNICEF)
    (
        "nag21c",
        "ユーザーは以前、日本ユニセフ協会に毎月3,000円をクレジットカードで寄付していた。",
        None,
    ),  # tense/aspect: used to donate vs donates
    # agg22: a 2DK UR rental apartment in Hikarigaoka, Nerima, moved into on 1 May, ¥98,000 a month
    (
        "ag22",
        "The user moved into a 2DK UR rental apartment in Hikarigaoka, Nerima, on 1 May; the rent is ¥98,000 a month.",
        "agg22",
    ),
    (
        "ag22p",
        "Since 1 May the user has rented a 2DK flat from UR in Hikarigaoka, Nerima Ward, for ¥98,000 a month.",
        "agg22",
    ),
    ("ag22j", "ユーザーは5月1日に練馬区光が丘のUR賃貸の2DKに入居した。家賃は月9万8千円。", "agg22"),
    ("ag22z", "用户5月1日搬进了练马区光丘的UR租赁住宅，户型2DK，月租九万八千日元。", "agg22"),
    (
        "nag22a",
        "The user moved into a 3DK UR rental apartment in Hikarigaoka, Nerima, on 1 May; the rent is ¥98,000 a month.",
        None,
    ),  # value: layout (3DK vs 2DK)
    (
        "nag22b",
        "ユーザーは5月1日に練馬区光が丘のUR賃貸の2DKに入居した。家賃は月8万9千円。",
        None,
    ),  # value: amount (89,000 vs 98,000 yen)
    (
        "nag22c",
        "用户5月1日搬进了板桥区高岛平的UR租赁住宅，户型2DK，月租九万八千日元。",
        None,
    ),  # value: place (Takashimadaira, Itabashi vs Hikarigaoka, Nerima)
    (
        "nag22d",
        "The user's parents moved into a 2DK UR rental apartment in Hikarigaoka, Nerima, on 1 May; the rent is ¥98,000 "
        "a month.",
        None,
    ),  # person: the parents vs the user
    # agg23: a plumber cleared the clogged bathroom drain on Sunday for ¥16,500
    ("ag23", "A plumber cleared the user's clogged bathroom drain on Sunday and charged ¥16,500.", "agg23"),
    ("ag23p", "On Sunday the user paid a plumber ¥16,500 to unblock the drain in their bathroom.", "agg23"),
    ("ag23j", "日曜日、水道業者がユーザー宅の浴室の排水口の詰まりを直し、料金は16,500円だった。", "agg23"),
    ("ag23j2", "日曜に水道屋さんを呼んで、お風呂の排水口の詰まりを直してもらいました。一万六千五百円でした。", "agg23"),
    ("ag23z", "周日水管工来疏通了用户家浴室堵住的下水道，收费一万六千五百日元。", "agg23"),
    (
        "nag23a",
        "A plumber cleared the user's clogged kitchen drain on Sunday and charged ¥16,500.",
        None,
    ),  # value: room (kitchen vs bathroom)
    (
        "nag23b",
        "周日水管工来疏通了用户家浴室堵住的下水道，收费四万六千五百日元。",
        None,
    ),  # value: amount (46,500 vs 16,500 yen)
    (
        "nag23c",
        "土曜日、水道業者がユーザー宅の浴室の排水口の詰まりを直し、料金は16,500円だった。",
        None,
    ),  # value: day (Saturday vs Sunday)
    (
        "nag23d",
        "A plumber is coming on Sunday to clear the user's clogged bathroom drain for ¥16,500.",
        None,
    ),  # tense/aspect: is coming to clear vs cleared
    # agg24: working as a ski instructor at a ski school in Niseko from December to March
    ("ag24", "The user works as a ski instructor at a ski school in Niseko from December to March.", "agg24"),
    ("ag24p", "A ski school in Niseko employs the user as a ski instructor from December to March.", "agg24"),
    ("ag24j", "ユーザーは12月から3月まで、ニセコのスキースクールでスキーのインストラクターとして働いている。", "agg24"),
    ("ag24z", "用户12月到3月在二世古的一家滑雪学校当滑雪教练。", "agg24"),
    (
        "nag24a",
        "The user takes skiing lessons at a ski school in Niseko from December to March.",
        None,
    ),  # direction/role: takes lessons vs teaches as an instructor
    (
        "nag24b",
        "ユーザーは12月から3月まで、ニセコのスキースクールでスノーボードのインストラクターとして働いている。",
        None,
    ),  # value: sport (snowboarding vs skiing)
    ("nag24c", "用户12月到3月在白马村的一家滑雪学校当滑雪教练。", None),  # value: place (Hakuba vs Niseko)
    (
        "nag24d",
        "The user used to work as a ski instructor at a ski school in Niseko from December to March.",
        None,
    ),  # tense/aspect: used to work vs works
    # agg25: working remotely from a co-working space in Naha for two weeks in February
    ("ag25", "The user will work remotely from a co-working space in Naha for two weeks in February.", "agg25"),
    (
        "ag25p",
        "For two weeks in February the user is going to do their job remotely from a shared office in Naha.",
        "agg25",
    ),
    ("ag25j", "ユーザーは2月に2週間、那覇のコワーキングスペースからリモートで仕事をする予定だ。", "agg25"),
    ("ag25j2", "二月に二週間、那覇のコワーキングスペースでワーケーションをします。", "agg25"),
    ("ag25z", "用户2月要在那霸的一家联合办公空间远程办公两周。", "agg25"),
    (
        "nag25a",
        "The user will work remotely from a co-working space in Naha for two weeks in March.",
        None,
    ),  # value: month (March vs February)
    ("nag25b", "用户2月要在那霸的一家联合办公空间远程办公一周。", None),  # value: duration (one week vs two)
    (
        "nag25c",
        "ユーザーは2月に2週間、福岡のコワーキングスペースからリモートで仕事をする予定だ。",
        None,
    ),  # value: city (Fukuoka vs Naha)
    (
        "nag25d",
        "The user hopes to work remotely from a co-working space in Naha for two weeks in February.",
        None,
    ),  # modality: hopes to vs will
    # agg26: the Tokyo Fire Department's three-hour life-saving course (CPR and AED) completed on Saturday 12 July
    (
        "ag26",
        "On Saturday 12 July the user completed the Tokyo Fire Department's three-hour life-saving course in CPR and "
        "AED use.",
        "agg26",
    ),
    (
        "ag26p",
        "The Tokyo Fire Department's three-hour course in CPR and using an AED was completed by the user on Saturday, "
        "July 12.",
        "agg26",
    ),
    ("ag26j", "ユーザーは7月12日（土）に東京消防庁の普通救命講習（心肺蘇生とAED、3時間）を修了した。", "agg26"),
    ("ag26z", "用户7月12日（周六）完成了东京消防厅三小时的普通救命讲习（心肺复苏和AED）。", "agg26"),
    (
        "nag26a",
        "ユーザーは7月19日（土）に東京消防庁の普通救命講習（心肺蘇生とAED、3時間）を修了した。",
        None,
    ),  # value: date (19 vs 12 July)
    (
        "nag26b",
        "On Saturday 12 July the user's wife completed the Tokyo Fire Department's three-hour life-saving course in "
        "CPR and AED use.",
        None,
    ),  # person: the wife vs the user
    (
        "nag26c",
        "用户7月12日（周六）要去参加东京消防厅三小时的普通救命讲习（心肺复苏和AED）。",
        None,
    ),  # tense/aspect: will take vs completed
    (
        "nag26d",
        "On Saturday 12 July the user taught the Tokyo Fire Department's three-hour life-saving course in CPR and AED "
        "use.",
        None,
    ),  # direction/role: taught vs completed as a participant
    # agg27: the JET Programme contract renewed for a fourth year as an assistant language teacher in Matsue
    (
        "ag27",
        "The user has renewed their JET Programme contract for a fourth year as an assistant language teacher in "
        "Matsue.",
        "agg27",
    ),
    (
        "ag27p",
        "The JET Programme contract of the user, an assistant language teacher in Matsue, has been renewed for a "
        "fourth year.",
        "agg27",
    ),
    ("ag27j", "ユーザーはJETプログラムの契約を更新し、松江で外国語指導助手（ALT）として4年目を務める。", "agg27"),
    ("ag27z", "用户续签了JET项目的合同，将在松江担任外语指导助手（ALT）第四年。", "agg27"),
    (
        "nag27a",
        "The user has renewed their JET Programme contract for a third year as an assistant language teacher in "
        "Matsue.",
        None,
    ),  # value: year (third vs fourth)
    (
        "nag27b",
        "ユーザーはJETプログラムの契約を更新し、出雲で外国語指導助手（ALT）として4年目を務める。",
        None,
    ),  # value: city (Izumo vs Matsue)
    (
        "nag27c",
        "用户没有续签JET项目的合同，不会在松江担任外语指导助手（ALT）第四年。",
        None,
    ),  # polarity: did not renew vs renewed
    (
        "nag27d",
        "The user's husband has renewed his JET Programme contract for a fourth year as an assistant language teacher "
        "in Matsue.",
        None,
    ),  # person: the husband vs the user
    # agg28: hula lessons from Leilani, a teacher from Hawaii, at a community centre in Hachioji on Wednesday evenings
    (
        "ag28",
        "The user takes hula lessons from Leilani, a teacher from Hawaii, at a community centre in Hachioji every "
        "Wednesday evening.",
        "agg28",
    ),
    (
        "ag28p",
        "Leilani, a teacher from Hawaii, teaches the user hula every Wednesday evening at a community centre in "
        "Hachioji.",
        "agg28",
    ),
    ("ag28j", "ユーザーは毎週水曜日の夜、八王子の公民館でハワイ出身のレイラニ先生にフラを習っている。", "agg28"),
    ("ag28z", "用户每周三晚上在八王子的社区活动中心跟来自夏威夷的蕾拉妮老师学草裙舞。", "agg28"),
    (
        "nag28a",
        "用户每周五晚上在八王子的社区活动中心跟来自夏威夷的蕾拉妮老师学草裙舞。",
        None,
    ),  # value: day (Friday vs Wednesday)
    (
        "nag28b",
        "The user takes Tahitian dance lessons from Leilani, a teacher from Hawaii, at a community centre in Hachioji "
        "every Wednesday evening.",
        None,
    ),  # value: dance (Tahitian dance vs hula)
    (
        "nag28c",
        "ユーザーの娘は毎週水曜日の夜、八王子の公民館でハワイ出身のレイラニ先生にフラを習っている。",
        None,
    ),  # person: the daughter vs the user
    (
        "nag28d",
        "The user takes hula lessons from Leilani, a teacher from Hawaii, at a community centre in Hachioji every "
        "other Wednesday evening.",
        None,
    ),  # frequency: every other Wednesday vs every Wednesday
    # agg29: judo at the Kodokan in Bunkyo on Tuesday and Thursday nights
    ("ag29", "The user practises judo at the Kodokan in Bunkyo on Tuesday and Thursday nights.", "agg29"),
    ("ag29p", "On Tuesday and Thursday evenings the user trains in judo at the Kodokan, in Bunkyo Ward.", "agg29"),
    ("ag29j", "ユーザーは毎週火曜と木曜の夜、文京区の講道館で柔道の稽古をしている。", "agg29"),
    ("ag29z", "用户每周二和周四晚上在文京区的讲道馆练柔道。", "agg29"),
    (
        "nag29a",
        "The user teaches judo at the Kodokan in Bunkyo on Tuesday and Thursday nights.",
        None,
    ),  # direction/role: teaches vs practises
    (
        "nag29b",
        "ユーザーは毎週火曜と金曜の夜、文京区の講道館で柔道の稽古をしている。",
        None,
    ),  # value: day (Friday vs Thursday)
    ("nag29c", "用户的儿子每周二和周四晚上在文京区的讲道馆练柔道。", None),  # person: the son vs the user
    (
        "nag29d",
        "The user used to practise judo at the Kodokan in Bunkyo on Tuesday and Thursday nights.",
        None,
    ),  # tense/aspect: used to practise vs practises
    # agg30: a soft-tip darts league for a bar in Kanda every Monday night
    ("ag30", "The user plays in a soft-tip darts league for a bar in Kanda every Monday night.", "agg30"),
    ("ag30p", "Every Monday night the user throws for a Kanda bar's team in a soft-tip darts league.", "agg30"),
    ("ag30j", "ユーザーは毎週月曜日の夜、神田のバーのチームでソフトダーツのリーグ戦に出ている。", "agg30"),
    ("ag30z", "用户每周一晚上代表神田的一家酒吧参加软式飞镖联赛。", "agg30"),
    (
        "nag30a",
        "ユーザーは毎月第1月曜日の夜、神田のバーのチームでソフトダーツのリーグ戦に出ている。",
        None,
    ),  # frequency: the first Monday of the month vs every Monday
    (
        "nag30b",
        "The user plays in a soft-tip darts league for a bar in Akihabara every Monday night.",
        None,
    ),  # value: place (Akihabara vs Kanda)
    ("nag30c", "用户每周一晚上代表神田的一家酒吧参加台球联赛。", None),  # value: game (pool vs darts)
    # agg31: a five-day beginners' dinghy sailing course at a yacht club in Hayama in August, ¥55,000
    (
        "ag31",
        "The user finished a five-day beginners' dinghy sailing course at a yacht club in Hayama in August; it cost "
        "¥55,000.",
        "agg31",
    ),
    (
        "ag31p",
        "In August the user completed a five-day dinghy course for beginners at a Hayama yacht club, paying ¥55,000.",
        "agg31",
    ),
    (
        "ag31j",
        "ユーザーは8月に葉山のヨットクラブで5日間の初心者向けディンギー講習を修了した。費用は5万5千円。",
        "agg31",
    ),
    (
        "ag31j2",
        "八月、葉山のヨットクラブで初心者向けのディンギー講習（五日間）を終えました。受講料は五万五千円です。",
        "agg31",
    ),
    ("ag31z", "用户8月在叶山的一家帆船俱乐部完成了为期五天的初学者小帆船课程，花了五万五千日元。", "agg31"),
    (
        "nag31a",
        "The user finished a three-day beginners' dinghy sailing course at a yacht club in Hayama in August; it cost "
        "¥55,000.",
        None,
    ),  # value: duration (three vs five days)
    (
        "nag31b",
        "用户8月在逗子的一家帆船俱乐部完成了为期五天的初学者小帆船课程，花了五万五千日元。",
        None,
    ),  # value: place (Zushi vs Hayama)
    (
        "nag31c",
        "ユーザーの息子は8月に葉山のヨットクラブで5日間の初心者向けディンギー講習を修了した。費用は5万5千円。",
        None,
    ),  # person: the son vs the user
    (
        "nag31d",
        "The user finished a five-day beginners' windsurfing course at a yacht club in Hayama in August; it cost "
        "¥55,000.",
        None,
    ),  # value: sport (windsurfing vs dinghy sailing)
    # agg32: the 32 km Okutama trail race finished in 5 hours 48 minutes
    ("ag32", "The user finished the 32 km Okutama trail race in 5 hours 48 minutes.", "agg32"),
    ("ag32p", "The 32 km trail race in Okutama took the user 5 hours and 48 minutes to complete.", "agg32"),
    ("ag32j", "ユーザーは奥多摩の32キロのトレイルランニングレースを5時間48分で完走した。", "agg32"),
    ("ag32z", "用户用5小时48分钟跑完了奥多摩32公里的越野跑比赛。", "agg32"),
    ("ag32z2", "用户参加奥多摩越野赛，三十二公里跑了五个小时四十八分。", "agg32"),
    (
        "nag32a",
        "ユーザーは奥多摩の32キロのトレイルランニングレースを6時間48分で完走した。",
        None,
    ),  # value: time (6 h 48 min vs 5 h 48 min)
    (
        "nag32b",
        "The user did not finish the 32 km Okutama trail race; they dropped out after 5 hours 48 minutes.",
        None,
    ),  # polarity: did not finish vs finished
    ("nag32c", "用户用5小时48分钟跑完了奥多摩52公里的越野跑比赛。", None),  # value: distance (52 km vs 32 km)
    (
        "nag32d",
        "The user's brother finished the 32 km Okutama trail race in 5 hours 48 minutes.",
        None,
    ),  # person: the brother vs the user
    # agg33: the Filipino community's nine Simbang Gabi Masses at a church in Kawasaki, every year 15-23 December
    (
        "ag33",
        "Every year the user goes to the nine Simbang Gabi Masses that the Filipino community holds at a Catholic "
        "church in Kawasaki from 15 to 23 December.",
        "agg33",
    ),
    (
        "ag33p",
        "The Simbang Gabi, nine Masses held by the Filipino community at a Catholic church in Kawasaki from 15 to 23 "
        "December, is something the user attends every year.",
        "agg33",
    ),
    (
        "ag33j",
        "ユーザーは毎年12月15日から23日まで、"
        "川崎のカトリック教会でフィリピン人コミュニティが行うシンバン・ガビの9回のミサに通っている。",
        "agg33",
    ),
    ("ag33z", "用户每年12月15日至23日都会去川崎的一座天主教堂，参加菲律宾人社区举办的九台Simbang Gabi弥撒。", "agg33"),
    (
        "nag33a",
        "Every year the user sings in the choir at the nine Simbang Gabi Masses that the Filipino community holds at a "
        "Catholic church in Kawasaki from 15 to 23 December.",
        None,
    ),  # direction/role: sings in the choir vs attends
    (
        "nag33b",
        "ユーザーは今年初めて、12月15日から23日まで、"
        "川崎のカトリック教会でフィリピン人コミュニティが行うシンバン・ガビの9回のミサに通う。",
        None,
    ),  # frequency: for the first time this year vs every year
    (
        "nag33c",
        "用户每年12月15日至23日都会去横滨的一座天主教堂，参加菲律宾人社区举办的九台Simbang Gabi弥撒。",
        None,
    ),  # value: city (Yokohama vs Kawasaki)
    # agg34: the Chichibu Night Festival on 3 December with two colleagues, the floats and the fireworks
    (
        "ag34",
        "On 3 December the user went to the Chichibu Night Festival with two colleagues to see the floats and the "
        "fireworks.",
        "agg34",
    ),
    (
        "ag34p",
        "Two colleagues came with the user to the Chichibu Night Festival on December 3 to see its floats and "
        "fireworks.",
        "agg34",
    ),
    ("ag34j", "ユーザーは12月3日、同僚2人と秩父夜祭に行き、山車と花火を見た。", "agg34"),
    ("ag34j2", "十二月三日に会社の同僚二人と秩父夜祭へ行って、屋台や笠鉾と冬の花火を見てきました。", "agg34"),
    ("ag34z", "用户12月3日和两位同事去了秩父夜祭，看了花车和烟花。", "agg34"),
    (
        "nag34a",
        "用户12月3日和两位同事去了川越祭，看了花车和烟花。",
        None,
    ),  # value: festival (Kawagoe Festival vs Chichibu Night Festival)
    (
        "nag34b",
        "On 3 December the user went to the Chichibu Night Festival with their two sisters to see the floats and the "
        "fireworks.",
        None,
    ),  # person: the two sisters vs two colleagues
    (
        "nag34c",
        "ユーザーは12月3日、同僚2人と秩父夜祭に行って、山車と花火を見るつもりだ。",
        None,
    ),  # tense/aspect: will go vs went
    (
        "nag34d",
        "On 3 December the user went to the Chichibu Night Festival with five colleagues to see the floats and the "
        "fireworks.",
        None,
    ),  # value: count (five vs two colleagues)
    # agg35: a paper lantern floated on the Motoyasu River in Hiroshima on 6 August for the atomic bomb victims
    (
        "ag35",
        "On 6 August the user floated a paper lantern on the Motoyasu River in Hiroshima in memory of the atomic bomb "
        "victims.",
        "agg35",
    ),
    (
        "ag35p",
        "In memory of the atomic bomb victims, the user set a paper lantern afloat on Hiroshima's Motoyasu River on "
        "August 6.",
        "agg35",
    ),
    ("ag35j", "ユーザーは8月6日、広島の元安川で原爆犠牲者を追悼する灯籠流しに参加し、灯籠を流した。", "agg35"),
    ("ag35z", "用户8月6日在广岛的元安川放了纸灯笼，悼念原子弹爆炸的遇难者。", "agg35"),
    (
        "nag35a",
        "On 9 August the user floated a paper lantern on the Motoyasu River in Hiroshima in memory of the atomic bomb "
        "victims.",
        None,
    ),  # value: date (9 vs 6 August)
    (
        "nag35b",
        "用户8月6日在长崎的中岛川放了纸灯笼，悼念原子弹爆炸的遇难者。",
        None,
    ),  # value: place (the Nakashima River, Nagasaki vs the Motoyasu River, Hiroshima)
    (
        "nag35c",
        "ユーザーは8月6日、広島の元安川で原爆犠牲者を追悼する灯籠流しを見物したが、自分では灯籠を流さなかった。",
        None,
    ),  # direction/role: watched vs floated a lantern
    # agg36: by bus from Nagano Station to Jigokudani Monkey Park in January to see the snow monkeys in the hot spring
    (
        "ag36",
        "In January the user took a bus from Nagano Station to Jigokudani Monkey Park to see the snow monkeys in the "
        "hot spring.",
        "agg36",
    ),
    (
        "ag36p",
        "The user went by bus from Nagano Station to see the snow monkeys bathing in the hot spring at Jigokudani "
        "Monkey Park in January.",
        "agg36",
    ),
    ("ag36j", "ユーザーは1月に長野駅からバスで地獄谷野猿公苑へ行き、温泉に入るスノーモンキーを見た。", "agg36"),
    ("ag36z", "用户1月从长野站坐巴士去了地狱谷野猿公苑，看了泡温泉的雪猴。", "agg36"),
    (
        "nag36a",
        "ユーザーは3月に長野駅からバスで地獄谷野猿公苑へ行き、温泉に入るスノーモンキーを見た。",
        None,
    ),  # value: month (March vs January)
    (
        "nag36b",
        "In January the user took a bus from Yudanaka Station to Jigokudani Monkey Park to see the snow monkeys in the "
        "hot spring.",
        None,
    ),  # value: station (Yudanaka vs Nagano)
    (
        "nag36c",
        "用户1月从长野站开车去了地狱谷野猿公苑，看了泡温泉的雪猴。",
        None,
    ),  # value: transport (drove vs took a bus)
    # agg37: a volunteer English-speaking guide showed the user around Himeji Castle for two hours
    ("ag37", "At Himeji Castle, a volunteer English-speaking guide showed the user around for two hours.", "agg37"),
    ("ag37p", "The user was shown around Himeji Castle for two hours by an English-speaking volunteer guide.", "agg37"),
    ("ag37j", "ユーザーは姫路城で、英語のボランティアガイドに2時間案内してもらった。", "agg37"),
    ("ag37z", "在姬路城，一位讲英语的志愿者导游带用户参观了两个小时。", "agg37"),
    (
        "nag37a",
        "At Himeji Castle, the user worked as a volunteer English-speaking guide, showing visitors around for two "
        "hours.",
        None,
    ),  # direction/role: the user guided visitors vs was guided
    (
        "nag37b",
        "ユーザーは姫路城で、中国語のボランティアガイドに2時間案内してもらった。",
        None,
    ),  # value: language (Chinese vs English)
    ("nag37c", "在松本城，一位讲英语的志愿者导游带用户参观了两个小时。", None),  # value: castle (Matsumoto vs Himeji)
    (
        "nag37d",
        "At Himeji Castle, a volunteer English-speaking guide showed the user around for half an hour.",
        None,
    ),  # value: duration (half an hour vs two hours)
    # agg38: the daughter Aisha's class closed for three days because of an influenza outbreak
    ("ag38", "The user's daughter Aisha's class was closed for three days because of an influenza outbreak.", "agg38"),
    ("ag38p", "An influenza outbreak shut the class of Aisha, the user's daughter, for three days.", "agg38"),
    ("ag38j", "ユーザーの娘のアイシャちゃんのクラスは、インフルエンザの流行で3日間学級閉鎖になった。", "agg38"),
    ("ag38j2", "娘のアイシャのクラスがインフルで三日間学級閉鎖になりました。", "agg38"),
    ("ag38z", "用户女儿艾莎所在的班级因为流感暴发停课三天。", "agg38"),
    ("nag38a", "用户女儿艾莎所在的班级因为新冠疫情停课三天。", None),  # value: illness (COVID-19 vs influenza)
    (
        "nag38b",
        "The user's daughter Aisha's class was closed for five days because of an influenza outbreak.",
        None,
    ),  # value: duration (five vs three days)
    (
        "nag38c",
        "ユーザーの姪のアイシャちゃんのクラスは、インフルエンザの流行で3日間学級閉鎖になった。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nag38d",
        "The user's daughter Aisha's whole school was closed for three days because of an influenza outbreak.",
        None,
    ),  # value: scope (the whole school vs the class)
    # agg39: the son Mateo passed the entrance exam for Shibuya Kyoiku Gakuen Shibuya, a private junior high school
    (
        "ag39",
        "The user's son Mateo has passed the entrance exam for Shibuya Kyoiku Gakuen Shibuya, a private junior high "
        "school.",
        "agg39",
    ),
    (
        "ag39p",
        "Mateo, the user's son, got into the private junior high school Shibuya Kyoiku Gakuen Shibuya by passing its "
        "entrance exam.",
        "agg39",
    ),
    ("ag39j", "ユーザーの息子のマテオくんは、私立の渋谷教育学園渋谷中学校の入試に合格した。", "agg39"),
    ("ag39j2", "息子のマテオが中学受験で渋渋に受かりました。", "agg39"),
    ("ag39z", "用户的儿子马特奥考上了私立初中涩谷教育学园涩谷中学。", "agg39"),
    (
        "nag39a",
        "The user's son Mateo has failed the entrance exam for Shibuya Kyoiku Gakuen Shibuya, a private junior high "
        "school.",
        None,
    ),  # polarity: failed vs passed
    (
        "nag39b",
        "ユーザーの息子のマテオくんは、私立の広尾学園中学校の入試に合格した。",
        None,
    ),  # value: school (Hiroo Gakuen vs Shibuya Kyoiku Gakuen Shibuya)
    (
        "nag39c",
        "用户的儿子马特奥正在准备报考私立初中涩谷教育学园涩谷中学。",
        None,
    ),  # tense/aspect: is preparing for the exam vs has passed it
    (
        "nag39d",
        "The user's nephew Mateo has passed the entrance exam for Shibuya Kyoiku Gakuen Shibuya, a private junior high "
        "school.",
        None,
    ),  # person: the nephew vs the son
    # agg40: the son Ravi's second-period maths lesson watched at the school's open-class day on Saturday 7 June
    (
        "ag40",
        "The user will watch their son Ravi's second-period maths lesson at his school's open-class day on Saturday 7 "
        "June.",
        "agg40",
    ),
    (
        "ag40p",
        "At the open-class day of their son Ravi's school on Saturday, June 7, the user is going to sit in on his "
        "second-period maths lesson.",
        "agg40",
    ),
    ("ag40j", "ユーザーは6月7日（土）の授業参観で、息子のラヴィくんの2時間目の算数の授業を見に行く。", "agg40"),
    ("ag40z", "用户6月7日（周六）要去儿子拉维学校的家长开放日，看他第二节的数学课。", "agg40"),
    (
        "nag40a",
        "ユーザーは6月7日（土）の授業参観で、息子のラヴィくんの3時間目の算数の授業を見に行く。",
        None,
    ),  # value: period (third vs second)
    (
        "nag40b",
        "The user will watch their son Ravi's second-period English lesson at his school's open-class day on Saturday "
        "7 June.",
        None,
    ),  # value: subject (English vs maths)
    (
        "nag40c",
        "用户6月7日（周六）去了儿子拉维学校的家长开放日，看了他第二节的数学课。",
        None,
    ),  # tense/aspect: went vs will go
    (
        "nag40d",
        "The user's husband will watch their son Ravi's second-period maths lesson at his school's open-class day on "
        "Saturday 7 June.",
        None,
    ),  # person: the husband vs the user
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uag1", "The user drinks their coffee black.", None),
    ("uag2", "ユーザーの兄はモントリオールで看護師をしている。", None),
    ("uag3", "用户周末喜欢在家做韩式拌饭。", None),
    ("uag4", "The user's flat faces south and gets the sun all afternoon.", None),
    ("uag5", "ユーザーは寒がりで、冬は湯たんぽを使っている。", None),
    ("uag6", "用户的笔记本电脑是一台联想ThinkPad。", None),
    ("uag7", "The user is learning to read Korean hangul with an app.", None),
    ("uag8", "ユーザーの好きな作家は村上春樹だ。", None),
    ("uag9", "用户的生日是十一月二十日。", None),
    ("uag10", "The user supports Liverpool FC.", None),
]
