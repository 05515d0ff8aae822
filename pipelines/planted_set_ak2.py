"""Set ak, groups 21-40 and the ten unrelated facts (written blind in stop 39 with groups 1-20; see
:mod:`pipelines.planted_set_ak` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AK``, assembled there.
"""

from __future__ import annotations

PLANTED_AK_21_40: list[tuple[str, str, str | None]] = [
    # akg21: a galette des rois baked for Epiphany, the fève found by the son Jules
    ("ak21", "The user baked a galette des rois for Epiphany, and their son Jules found the fève.", "akg21"),
    ("ak21p", "Jules, the user's son, got the fève in the galette des rois that the user baked for Epiphany.", "akg21"),
    ("ak21j", "ユーザーは公現祭にガレット・デ・ロワを焼き、息子のジュールくんがフェーヴを当てた。", "akg21"),
    ("ak21z", "用户在主显节烤了国王饼，儿子朱尔吃到了里面的小瓷偶。", "akg21"),
    (
        "nak21a",
        "The user baked a galette des rois for Epiphany, and their daughter Julie found the fève.",
        None,
    ),  # person: the daughter vs the son
    (
        "nak21b",
        "ユーザーは公現祭にガレット・デ・ロワを焼き、自分でフェーヴを当てた。",
        None,
    ),  # person: the user vs the son found the fève
    (
        "nak21c",
        "用户在主显节买了国王饼，儿子朱尔吃到了里面的小瓷偶。",
        None,
    ),  # value: bought vs baked (a shop-bought galette vs a home-made one)
    (
        "nak21d",
        "The user will bake a galette des rois for Epiphany, and their son Jules hopes to find the fève.",
        None,
    ),  # tense/aspect: will bake vs baked
    # akg22: a walk with the wife from Kappabashi to Myojin Pond in Kamikochi on 19 September
    ("ak22", "The user walked with their wife from Kappabashi to Myojin Pond in Kamikochi on 19 September.", "akg22"),
    (
        "ak22p",
        "On September 19 the user and their wife hiked in Kamikochi from Kappabashi Bridge to Myojin Pond.",
        "akg22",
    ),
    ("ak22j", "ユーザーは9月19日、妻と上高地の河童橋から明神池まで歩いた。", "akg22"),
    ("ak22z", "用户9月19日和妻子在上高地从河童桥走到了明神池。", "akg22"),
    (
        "nak22a",
        "The user walked with their wife from Myojin Pond to Kappabashi in Kamikochi on 19 September.",
        None,
    ),  # direction/role: from Myojin Pond to Kappabashi vs the other way
    (
        "nak22b",
        "ユーザーは9月19日、妻と上高地の河童橋から徳沢まで歩いた。",
        None,
    ),  # value: destination (Tokusawa vs Myojin Pond)
    ("nak22c", "用户9月29日和妻子在上高地从河童桥走到了明神池。", None),  # value: date (29 vs 19 September)
    (
        "nak22d",
        "The user walked with their brother from Kappabashi to Myojin Pond in Kamikochi on 19 September.",
        None,
    ),  # person: the brother vs the wife
    # akg23: the Inner Shrine of Ise Jingu on 3 January, akafuku bought for colleagues
    (
        "ak23",
        "The user visited the Inner Shrine of Ise Jingu on 3 January and bought akafuku for their colleagues.",
        "akg23",
    ),
    (
        "ak23p",
        "On 3 January the user went to Ise Jingu's Naiku and picked up akafuku as a souvenir for co-workers.",
        "akg23",
    ),
    ("ak23j", "ユーザーは1月3日に伊勢神宮の内宮を参拝し、同僚へのお土産に赤福を買った。", "akg23"),
    ("ak23j2", "正月三日に伊勢の内宮へお参りして、職場に赤福を買って帰りました。", "akg23"),
    ("ak23z", "用户1月3日参拜了伊势神宫内宫，还给同事买了赤福饼。", "akg23"),
    (
        "nak23a",
        "The user visited the Outer Shrine of Ise Jingu on 3 January and bought akafuku for their colleagues.",
        None,
    ),  # value: shrine (Outer vs Inner)
    ("nak23b", "用户1月3日参拜了伊势神宫内宫，还给邻居买了赤福饼。", None),  # person: the neighbours vs the colleagues
    (
        "nak23c",
        "ユーザーは1月3日に伊勢神宮の内宮を参拝したが、同僚へのお土産の赤福は買えなかった。",
        None,
    ),  # polarity: could not buy vs bought
    (
        "nak23d",
        "The user visited the Inner Shrine of Ise Jingu on 13 January and bought akafuku for their colleagues.",
        None,
    ),  # value: date (13 vs 3 January)
    # akg24: two nights at a ryokan in Kusatsu Onsen for ¥48,000 for two
    ("ak24", "The user stayed two nights at a ryokan in Kusatsu Onsen for ¥48,000 for two people.", "akg24"),
    ("ak24p", "A two-night stay for two at a Kusatsu Onsen ryokan cost the user ¥48,000.", "akg24"),
    ("ak24j", "ユーザーは草津温泉の旅館に2泊し、2人で48,000円だった。", "akg24"),
    ("ak24j2", "草津の温泉旅館に二泊しました。二名で四万八千円でした。", "akg24"),
    ("ak24z", "用户在草津温泉的旅馆住了两晚，两个人一共四万八千日元。", "akg24"),
    (
        "nak24a",
        "The user stayed three nights at a ryokan in Kusatsu Onsen for ¥48,000 for two people.",
        None,
    ),  # value: nights (three vs two)
    ("nak24b", "ユーザーは伊香保温泉の旅館に2泊し、2人で48,000円だった。", None),  # value: place (Ikaho vs Kusatsu)
    ("nak24c", "用户在草津温泉的旅馆住了两晚，两个人一共八万四千日元。", None),  # value: amount (84,000 vs 48,000 yen)
    (
        "nak24d",
        "The user is going to stay two nights at a ryokan in Kusatsu Onsen for ¥48,000 for two people.",
        None,
    ),  # tense/aspect: is going to stay vs stayed
    # akg25: the Furano lavender fields by rental car from Asahikawa Airport in mid-July
    (
        "ak25",
        "In mid-July the user drove a rental car from Asahikawa Airport to see the lavender fields in Furano.",
        "akg25",
    ),
    (
        "ak25p",
        "The user saw Furano's lavender fields in mid-July, driving there in a car rented at Asahikawa Airport.",
        "akg25",
    ),
    ("ak25j", "ユーザーは7月中旬、旭川空港でレンタカーを借りて富良野のラベンダー畑を見に行った。", "akg25"),
    ("ak25z", "用户七月中旬在旭川机场租车，去富良野看了薰衣草田。", "akg25"),
    (
        "nak25a",
        "In mid-July the user drove a rental car from New Chitose Airport to see the lavender fields in Furano.",
        None,
    ),  # value: airport (New Chitose vs Asahikawa)
    (
        "nak25b",
        "ユーザーは7月中旬、旭川空港から路線バスで富良野のラベンダー畑を見に行った。",
        None,
    ),  # value: vehicle (bus vs rental car)
    ("nak25c", "用户九月中旬在旭川机场租车，去富良野看了薰衣草田。", None),  # value: month (September vs July)
    (
        "nak25d",
        "In mid-July the user's parents drove a rental car from Asahikawa Airport to see the lavender fields in "
        "Furano.",
        None,
    ),  # person: the parents vs the user
    # akg26: manta rays seen on a snorkelling tour off Ishigaki, ¥9,000 a person
    ("ak26", "The user saw manta rays on a snorkelling tour off Ishigaki that cost ¥9,000 per person.", "akg26"),
    ("ak26p", "On a ¥9,000-a-head snorkelling trip off Ishigaki Island, the user got to see manta rays.", "akg26"),
    ("ak26j", "ユーザーは石垣島のシュノーケリングツアーでマンタを見た。料金は1人9,000円。", "akg26"),
    ("ak26z", "用户在石垣岛参加浮潜团看到了蝠鲼，每人九千日元。", "akg26"),
    (
        "nak26a",
        "The user did not see any manta rays on a snorkelling tour off Ishigaki that cost ¥9,000 per person.",
        None,
    ),  # polarity: did not see vs saw
    (
        "nak26b",
        "ユーザーは宮古島のシュノーケリングツアーでマンタを見た。料金は1人9,000円。",
        None,
    ),  # value: island (Miyako vs Ishigaki)
    ("nak26c", "用户在石垣岛参加浮潜团看到了海龟，每人九千日元。", None),  # value: animal (sea turtles vs manta rays)
    (
        "nak26d",
        "The user saw manta rays on a snorkelling tour off Ishigaki that cost ¥12,000 per person.",
        None,
    ),  # value: amount (12,000 vs 9,000 yen)
    # akg27: the daughter Amina elected vice-president of the student council at her junior high in Edogawa
    (
        "ak27",
        "The user's daughter Amina was elected vice-president of the student council at her junior high school in "
        "Edogawa.",
        "akg27",
    ),
    (
        "ak27p",
        "Amina, the user's daughter, won the election for student council vice-president at her junior high in "
        "Edogawa.",
        "akg27",
    ),
    ("ak27j", "ユーザーの娘のアミナちゃんは、江戸川区の中学校で生徒会副会長に選ばれた。", "akg27"),
    ("ak27z", "用户的女儿阿米娜在江户川区的初中当选为学生会副会长。", "akg27"),
    (
        "nak27a",
        "The user's daughter Amina was elected president of the student council at her junior high school in Edogawa.",
        None,
    ),  # value: post (president vs vice-president)
    (
        "nak27b",
        "ユーザーの娘のアミナちゃんは、江戸川区の中学校の生徒会副会長選挙で落選した。",
        None,
    ),  # polarity: lost vs won the election
    ("nak27c", "用户的外甥女阿米娜在江户川区的初中当选为学生会副会长。", None),  # person: the niece vs the daughter
    (
        "nak27d",
        "The user's daughter Amina is running for vice-president of the student council at her junior high school in "
        "Edogawa.",
        None,
    ),  # modality: is running vs was elected
    # akg28: the son Amir fifth among the third-graders in his school's marathon
    ("ak28", "The user's son Amir came fifth among the third-graders in his school's marathon.", "akg28"),
    ("ak28p", "In the school marathon, Amir, the user's son, finished fifth of all the third-grade pupils.", "akg28"),
    ("ak28j", "ユーザーの息子のアミールくんは、学校のマラソン大会で3年生の中で5位だった。", "akg28"),
    ("ak28j2", "息子さんのアミールくん、校内マラソン大会で三年生五位に入りました。", "akg28"),
    ("ak28z", "用户的儿子阿米尔在学校的马拉松比赛中获得三年级第五名。", "akg28"),
    (
        "nak28a",
        "The user's son Amir came third among the third-graders in his school's marathon.",
        None,
    ),  # value: place (third vs fifth)
    (
        "nak28b",
        "ユーザーの息子のアミールくんは、学校のマラソン大会で4年生の中で5位だった。",
        None,
    ),  # value: grade (fourth vs third)
    ("nak28c", "用户的侄子阿米尔在学校的马拉松比赛中获得三年级第五名。", None),  # person: the nephew vs the son
    # akg29: the daughter Yasmin at Kumon for maths twice a week, ¥7,700 a month
    ("ak29", "The user's daughter Yasmin goes to Kumon for maths twice a week, and it costs ¥7,700 a month.", "akg29"),
    ("ak29p", "Yasmin, the user's daughter, studies maths at Kumon two days a week for ¥7,700 a month.", "akg29"),
    ("ak29j", "ユーザーの娘のヤスミンちゃんは週2回公文の算数に通っていて、月謝は7,700円だ。", "akg29"),
    ("ak29z", "用户的女儿雅斯明每周两次去公文学数学，每月七千七百日元。", "akg29"),
    (
        "nak29a",
        "The user's daughter Yasmin goes to Kumon for English twice a week, and it costs ¥7,700 a month.",
        None,
    ),  # value: subject (English vs maths)
    (
        "nak29b",
        "ユーザーの娘のヤスミンちゃんは週1回公文の算数に通っていて、月謝は7,700円だ。",
        None,
    ),  # frequency: once a week vs twice
    (
        "nak29c",
        "用户的女儿雅斯明每周两次去公文学数学，每月一万五千四百日元。",
        None,
    ),  # value: amount (15,400 vs 7,700 yen)
    (
        "nak29d",
        "The user's niece Yasmin goes to Kumon for maths twice a week, and it costs ¥7,700 a month.",
        None,
    ),  # person: the niece vs the daughter
    # akg30: a Louis Vuitton bag sold to Komehyo for ¥85,000
    ("ak30", "The user sold a Louis Vuitton bag to Komehyo for ¥85,000.", "akg30"),
    ("ak30p", "Komehyo bought a Louis Vuitton handbag from the user for ¥85,000.", "akg30"),
    ("ak30j", "ユーザーはルイ・ヴィトンのバッグをコメ兵に85,000円で売った。", "akg30"),
    ("ak30j2", "ヴィトンのバッグをコメ兵で買い取ってもらいました。八万五千円です。", "akg30"),
    ("ak30z", "用户把一个路易威登的包以八万五千日元卖给了Komehyo。", "akg30"),
    (
        "nak30a",
        "The user bought a Louis Vuitton bag from Komehyo for ¥85,000.",
        None,
    ),  # direction/role: bought from vs sold to
    (
        "nak30b",
        "ユーザーはルイ・ヴィトンのバッグをコメ兵に58,000円で売った。",
        None,
    ),  # value: amount (58,000 vs 85,000 yen)
    ("nak30c", "用户把一个古驰的包以八万五千日元卖给了Komehyo。", None),  # value: brand (Gucci vs Louis Vuitton)
    (
        "nak30d",
        "The user sold a Louis Vuitton bag to Daikokuya for ¥85,000.",
        None,
    ),  # value: shop (Daikokuya vs Komehyo)
    # akg31: 12,000 Rakuten points expiring on 31 May
    ("ak31", "The user has 12,000 Rakuten points that expire on 31 May.", "akg31"),
    ("ak31p", "On 31 May, 12,000 of the user's Rakuten points will expire.", "akg31"),
    ("ak31j", "ユーザーの楽天ポイントのうち12,000ポイントが5月31日に失効する。", "akg31"),
    ("ak31z", "用户有一万二千乐天积分将在5月31日过期。", "akg31"),
    ("nak31a", "The user has 2,000 Rakuten points that expire on 31 May.", None),  # value: points (2,000 vs 12,000)
    (
        "nak31b",
        "ユーザーの楽天ポイントのうち12,000ポイントが3月31日に失効する。",
        None,
    ),  # value: date (31 March vs 31 May)
    ("nak31c", "用户有一万二千d积分将在5月31日过期。", None),  # value: scheme (d Points vs Rakuten)
    (
        "nak31d",
        "The user's husband has 12,000 Rakuten points that expire on 31 May.",
        None,
    ),  # person: the husband vs the user
    # akg32: moving from a flat in Nakano to one in Kichijoji on 28 February
    ("ak32", "The user is moving from their flat in Nakano to a flat in Kichijoji on 28 February.", "akg32"),
    ("ak32p", "On 28 February the user will leave their Nakano flat and move into a new one in Kichijoji.", "akg32"),
    ("ak32j", "ユーザーは2月28日に中野のアパートから吉祥寺のアパートへ引っ越す。", "akg32"),
    ("ak32z", "用户2月28日要从中野的公寓搬到吉祥寺的公寓。", "akg32"),
    (
        "nak32a",
        "The user is moving from their flat in Kichijoji to a flat in Nakano on 28 February.",
        None,
    ),  # direction/role: Kichijoji to Nakano vs Nakano to Kichijoji
    (
        "nak32b",
        "ユーザーは3月28日に中野のアパートから吉祥寺のアパートへ引っ越す。",
        None,
    ),  # value: date (28 March vs 28 February)
    ("nak32c", "用户的妹妹2月28日要从中野的公寓搬到吉祥寺的公寓。", None),  # person: the younger sister vs the user
    (
        "nak32d",
        "The user moved from their flat in Nakano to a flat in Kichijoji on 28 February.",
        None,
    ),  # tense/aspect: moved vs is moving
    # akg33: switched from the day shift to the night shift at a logistics warehouse in Ichikawa
    ("ak33", "The user switched from the day shift to the night shift at a logistics warehouse in Ichikawa.", "akg33"),
    (
        "ak33p",
        "At the logistics warehouse in Ichikawa where the user works, they moved off days and onto the night shift.",
        "akg33",
    ),
    ("ak33j", "ユーザーは市川の物流倉庫で、日勤から夜勤に変わった。", "akg33"),
    ("ak33z", "用户在市川的物流仓库从白班换成了夜班。", "akg33"),
    (
        "nak33a",
        "The user switched from the night shift to the day shift at a logistics warehouse in Ichikawa.",
        None,
    ),  # direction/role: night to day vs day to night
    ("nak33b", "ユーザーは船橋の物流倉庫で、日勤から夜勤に変わった。", None),  # value: place (Funabashi vs Ichikawa)
    ("nak33c", "用户下个月将在市川的物流仓库从白班换成夜班。", None),  # tense/aspect: will switch vs switched
    (
        "nak33d",
        "The user's roommate switched from the day shift to the night shift at a logistics warehouse in Ichikawa.",
        None,
    ),  # person: the roommate vs the user
    # akg34: a six-week paid summer internship at Rakuten, ¥1,800 an hour
    ("ak34", "The user has a six-week paid summer internship at Rakuten at ¥1,800 an hour.", "akg34"),
    ("ak34p", "Rakuten is taking the user on as a summer intern for six weeks, paying ¥1,800 per hour.", "akg34"),
    ("ak34j", "ユーザーは楽天で6週間の有給サマーインターンをすることになり、時給は1,800円だ。", "akg34"),
    ("ak34z", "用户将在乐天进行为期六周的带薪暑期实习，时薪一千八百日元。", "akg34"),
    (
        "nak34a",
        "The user has a six-week paid summer internship at Rakuten at ¥1,300 an hour.",
        None,
    ),  # value: wage (1,300 vs 1,800 yen)
    (
        "nak34b",
        "ユーザーはメルカリで6週間の有給サマーインターンをすることになり、時給は1,800円だ。",
        None,
    ),  # value: company (Mercari vs Rakuten)
    ("nak34c", "用户申请了乐天为期六周的带薪暑期实习，时薪一千八百日元。", None),  # modality: applied for vs has
    (
        "nak34d",
        "The user has a two-week paid summer internship at Rakuten at ¥1,800 an hour.",
        None,
    ),  # value: duration (two vs six weeks)
    # akg35: athlete's foot treated with terbinafine (Lamisil) cream for four weeks
    (
        "ak35",
        "The user has athlete's foot and was told to put terbinafine (Lamisil) cream on it for four weeks.",
        "akg35",
    ),
    (
        "ak35p",
        "For the user's athlete's foot, the doctor prescribed four weeks of Lamisil (terbinafine) cream.",
        "akg35",
    ),
    ("ak35j", "ユーザーは水虫で、ラミシール（テルビナフィン）クリームを4週間塗るように言われた。", "akg35"),
    ("ak35j2", "足の水虫で、ラミシールのクリームを四週間塗ってくださいと言われました。", "akg35"),
    ("ak35z", "用户得了脚气，医生开了特比萘芬（Lamisil）乳膏，让用户涂四周。", "akg35"),
    (
        "nak35a",
        "The user has athlete's foot and was told to put terbinafine (Lamisil) cream on it for eight weeks.",
        None,
    ),  # value: duration (eight vs four weeks)
    (
        "nak35b",
        "ユーザーは爪水虫で、ラミシール（テルビナフィン）クリームを4週間塗るように言われた。",
        None,
    ),  # value: condition (nail fungus vs athlete's foot)
    (
        "nak35c",
        "用户的父亲得了脚气，医生开了特比萘芬（Lamisil）乳膏，让他涂四周。",
        None,
    ),  # person: the father vs the user
    # akg36: the Pomeranian Mugi at a dog swimming pool in Sagamihara once a month
    ("ak36", "The user takes their Pomeranian Mugi to a dog swimming pool in Sagamihara once a month.", "akg36"),
    (
        "ak36p",
        "Once a month Mugi, the user's Pomeranian, is taken by the user for a swim at a dog pool in Sagamihara.",
        "akg36",
    ),
    ("ak36j", "ユーザーは月に1回、ポメラニアンのムギを相模原の犬用プールに連れて行っている。", "akg36"),
    ("ak36z", "用户每月带博美犬麦子去相模原的狗狗游泳池一次。", "akg36"),
    (
        "nak36a",
        "The user takes their Pomeranian Mugi to a dog swimming pool in Sagamihara once a week.",
        None,
    ),  # frequency: once a week vs once a month
    (
        "nak36b",
        "ユーザーは月に1回、ポメラニアンのムギを町田の犬用プールに連れて行っている。",
        None,
    ),  # value: place (Machida vs Sagamihara)
    ("nak36c", "用户每月带柯基犬麦子去相模原的狗狗游泳池一次。", None),  # value: breed (corgi vs Pomeranian)
    (
        "nak36d",
        "The user's mother takes her Pomeranian Mugi to a dog swimming pool in Sagamihara once a month.",
        None,
    ),  # person: the mother vs the user
    # akg37: the cousin Diego's graduation from Kyoto University on 25 March, the user at the ceremony
    ("ak37", "The user went to their cousin Diego's graduation ceremony at Kyoto University on 25 March.", "akg37"),
    ("ak37p", "On 25 March the user attended the Kyoto University graduation of Diego, their cousin.", "akg37"),
    ("ak37j", "ユーザーは3月25日、いとこのディエゴの京都大学の卒業式に出席した。", "akg37"),
    ("ak37z", "用户3月25日参加了表弟迭戈在京都大学的毕业典礼。", "akg37"),
    (
        "nak37a",
        "The user went to their cousin Diego's graduation ceremony at Osaka University on 25 March.",
        None,
    ),  # value: university (Osaka vs Kyoto)
    (
        "nak37b",
        "ユーザーは3月25日、いとこのディエゴの京都大学の卒業式に出席できなかった。",
        None,
    ),  # polarity: could not attend vs attended
    ("nak37c", "用户3月25日参加了弟弟迭戈在京都大学的毕业典礼。", None),  # person: the younger brother vs the cousin
    (
        "nak37d",
        "The user went to their cousin Diego's graduation ceremony at Kyoto University on 24 March.",
        None,
    ),  # value: date (24 vs 25 March)
    # akg38: the electronic certificate on the My Number card renewed at Kita City Office on 10 June
    (
        "ak38",
        "The user renewed the electronic certificate on their My Number card at Kita City Office on 10 June.",
        "akg38",
    ),
    (
        "ak38p",
        "On 10 June the electronic certificate on the user's My Number card was renewed at the Kita City Office.",
        "akg38",
    ),
    ("ak38j", "ユーザーは6月10日に北区役所でマイナンバーカードの電子証明書を更新した。", "akg38"),
    ("ak38j2", "六月十日、北区役所でマイナカードの電子証明書の更新を済ませました。", "akg38"),
    ("ak38z", "用户6月10日在北区区役所更新了个人编号卡的电子证书。", "akg38"),
    (
        "nak38a",
        "ユーザーは6月10日に板橋区役所でマイナンバーカードの電子証明書を更新した。",
        None,
    ),  # value: office (Itabashi vs Kita)
    (
        "nak38b",
        "The user renewed the electronic certificate on their My Number card at Kita City Office on 10 July.",
        None,
    ),  # value: date (10 July vs 10 June)
    ("nak38c", "用户的丈夫6月10日在北区区役所更新了个人编号卡的电子证书。", None),  # person: the husband vs the user
    (
        "nak38d",
        "The user has to renew the electronic certificate on their My Number card at Kita City Office by 10 June.",
        None,
    ),  # modality: has to renew vs renewed
    # akg39: drum lessons at Shimamura Music in Kawasaki every Thursday at 8 pm (20時 / 晚上八点)
    ("ak39", "The user takes drum lessons at Shimamura Music in Kawasaki every Thursday at 8 pm.", "akg39"),
    ("ak39p", "Every Thursday at 8 pm the user has a drum lesson at Shimamura Music's Kawasaki school.", "akg39"),
    ("ak39j", "ユーザーは毎週木曜日の20時から、川崎の島村楽器でドラムを習っている。", "akg39"),
    ("ak39z", "用户每周四晚上八点在川崎的岛村乐器上架子鼓课。", "akg39"),
    ("ak39z2", "用户每周四20:00在川崎岛村乐器学打鼓。", "akg39"),
    (
        "nak39a",
        "The user takes drum lessons at Shimamura Music in Kawasaki every Thursday at 7 pm.",
        None,
    ),  # value: time (7 pm vs 8 pm)
    (
        "nak39b",
        "ユーザーは毎週木曜日の20時から、川崎の島村楽器でベースを習っている。",
        None,
    ),  # value: instrument (bass vs drums)
    (
        "nak39c",
        "用户每隔一周的周四晚上八点在川崎的岛村乐器上架子鼓课。",
        None,
    ),  # frequency: every other Thursday vs every Thursday
    (
        "nak39d",
        "The user teaches drums at Shimamura Music in Kawasaki every Thursday at 8 pm.",
        None,
    ),  # direction/role: teaches vs takes lessons
    # akg40: fasting on Ekadashi twice a month
    ("ak40", "The user fasts on Ekadashi, twice a month.", "akg40"),
    ("ak40p", "Twice every month, on Ekadashi, the user keeps a fast.", "akg40"),
    ("ak40j", "ユーザーは月に2回、エーカーダシーの日に断食をしている。", "akg40"),
    ("ak40z", "用户每月两次在雅卡达西日（Ekadashi）斋戒。", "akg40"),
    ("nak40a", "The user used to fast on Ekadashi, twice a month.", None),  # tense/aspect: used to fast vs fasts
    ("nak40b", "ユーザーの母は月に2回、エーカーダシーの日に断食をしている。", None),  # person: the mother vs the user
    ("nak40c", "用户每月一次在雅卡达西日（Ekadashi）斋戒。", None),  # frequency: once a month vs twice
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uak1", "The user drinks their coffee black, without sugar.", None),
    ("uak2", "ユーザーの兄はメルボルンで看護師をしている。", None),
    ("uak3", "用户家的冰箱上贴满了各地旅行买的冰箱贴。", None),
    ("uak4", "The user's flat faces south and gets sun all afternoon.", None),
    ("uak5", "ユーザーは辛い食べ物が大好きで、激辛ラーメンをよく食べる。", None),
    ("uak6", "用户的笔记本电脑是公司配的ThinkPad。", None),
    ("uak7", "The user's grandfather in Lagos was a secondary-school headmaster.", None),
    ("uak8", "ユーザーは毎晩寝る前に15分ほど日記を書いている。", None),
    ("uak9", "用户的生日在十月，每年都和朋友去吃火锅。", None),
    ("uak10", "The user is left-handed.", None),
]
