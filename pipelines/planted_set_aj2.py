"""Set aj, groups 21-40 and the ten unrelated facts (written blind in stop 39 with groups 1-20; see
:mod:`pipelines.planted_set_aj` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AJ``, assembled there.
"""

from __future__ import annotations

PLANTED_AJ_21_40: list[tuple[str, str, str | None]] = [
    # ajg21: a three-month course at a sushi academy in Shinjuku, ¥880,000
    ("aj21", "The user enrolled in a three-month course at a sushi academy in Shinjuku for ¥880,000.", "ajg21"),
    (
        "aj21p",
        "The user has signed up for the three-month course of a sushi academy in Shinjuku, which costs ¥880,000.",
        "ajg21",
    ),
    ("aj21j", "ユーザーは新宿の寿司アカデミーの3か月コースに88万円で入学した。", "ajg21"),
    ("aj21z", "用户报名了新宿一家寿司学校的三个月课程，学费八十八万日元。", "ajg21"),
    (
        "naj21a",
        "The user enrolled in a six-month course at a sushi academy in Shinjuku for ¥880,000.",
        None,
    ),  # value: length of course (six vs three months)
    (
        "naj21b",
        "用户在新宿一家寿司学校担任三个月课程的讲师，这门课学费八十八万日元。",
        None,
    ),  # direction/role: teaches the course vs takes it
    (
        "naj21c",
        "ユーザーは大阪・難波の寿司アカデミーの3か月コースに88万円で入学した。",
        None,
    ),  # value: place (Namba, Osaka vs Shinjuku)
    (
        "naj21d",
        "The user completed a three-month course at a sushi academy in Shinjuku that cost ¥880,000.",
        None,
    ),  # tense/aspect: completed vs enrolled in
    # ajg22: capoeira with a Brazilian group in Hamamatsu twice a week
    ("aj22", "The user trains capoeira with a Brazilian group in Hamamatsu twice a week.", "ajg22"),
    ("aj22p", "Twice a week the user does capoeira training with a Brazilian group in Hamamatsu.", "ajg22"),
    ("aj22j", "ユーザーは浜松のブラジル人グループで、週2回カポエイラの練習をしている。", "ajg22"),
    ("aj22z", "用户每周两次在滨松跟一个巴西人团体练卡波耶拉。", "ajg22"),
    ("aj22z2", "用户一周练2次巴西战舞，跟的是滨松的一个巴西人团体。", "ajg22"),
    (
        "naj22a",
        "ユーザーは浜松のブラジル人グループで、週1回カポエイラの練習をしている。",
        None,
    ),  # frequency: once a week vs twice
    (
        "naj22b",
        "The user trains capoeira with a Brazilian group in Toyohashi twice a week.",
        None,
    ),  # value: city (Toyohashi vs Hamamatsu)
    ("naj22c", "用户以前每周两次在滨松跟一个巴西人团体练卡波耶拉。", None),  # tense/aspect: used to vs does
    (
        "naj22d",
        "The user teaches capoeira to a Brazilian group in Hamamatsu twice a week.",
        None,
    ),  # direction/role: teaches the group vs trains with it
    # ajg23: 37 of Japan's 100 Famous Mountains (Hyakumeizan) climbed so far
    ("aj23", "The user has climbed 37 of Japan's 100 Famous Mountains so far.", "ajg23"),
    (
        "aj23p",
        "So far the user has reached the summits of 37 of the Hyakumeizan, Japan's hundred famous mountains.",
        "ajg23",
    ),
    ("aj23j", "ユーザーはこれまでに日本百名山のうち37座に登った。", "ajg23"),
    ("aj23j2", "百名山は、今のところ三十七座登頂しました。", "ajg23"),
    ("aj23z", "用户至今已经登顶了日本百名山中的三十七座。", "ajg23"),
    ("naj23a", "用户至今已经登顶了日本百名山中的七十三座。", None),  # value: count (73 vs 37)
    (
        "naj23b",
        "The user's father has climbed 37 of Japan's 100 Famous Mountains so far.",
        None,
    ),  # person: the father vs the user
    (
        "naj23c",
        "ユーザーはこれまでに日本二百名山のうち37座に登った。",
        None,
    ),  # value: list (the 200 vs the 100 famous mountains)
    # ajg24: an 82 cm yellowtail caught from a fishing boat out of Chigasaki on 9 November
    ("aj24", "The user caught an 82 cm yellowtail on a fishing boat out of Chigasaki on 9 November.", "ajg24"),
    (
        "aj24p",
        "On November 9, an 82-centimetre yellowtail was landed by the user from a Chigasaki fishing boat.",
        "ajg24",
    ),
    ("aj24j", "ユーザーは11月9日、茅ヶ崎の釣り船で82センチのブリを釣った。", "ajg24"),
    ("aj24z", "用户11月9日在茅崎的海钓船上钓到了一条82厘米的鰤鱼。", "ajg24"),
    (
        "naj24a",
        "The user caught a 62 cm yellowtail on a fishing boat out of Chigasaki on 9 November.",
        None,
    ),  # value: length (62 cm vs 82 cm)
    (
        "naj24b",
        "ユーザーは11月9日、茅ヶ崎の釣り船で82センチの真鯛を釣った。",
        None,
    ),  # value: fish (red sea bream vs yellowtail)
    ("naj24c", "用户的儿子11月9日在茅崎的海钓船上钓到了一条82厘米的鰤鱼。", None),  # person: the son vs the user
    # ajg25: a team of four out of a Real Escape Game room in Shinjuku in 58 minutes
    ("aj25", "The user's team of four escaped from a Real Escape Game room in Shinjuku in 58 minutes.", "ajg25"),
    (
        "aj25p",
        "At a Real Escape Game in Shinjuku, the user and three teammates got out of the room in 58 minutes.",
        "ajg25",
    ),
    ("aj25j", "ユーザーは新宿のリアル脱出ゲームに4人のチームで参加し、58分で脱出した。", "ajg25"),
    ("aj25z", "用户和队友一共四人在新宿玩真人密室逃脱，用58分钟成功逃了出来。", "ajg25"),
    (
        "naj25a",
        "用户和队友一共四人在新宿玩真人密室逃脱，用85分钟成功逃了出来。",
        None,
    ),  # value: time (85 vs 58 minutes)
    (
        "naj25b",
        "The user's team of six escaped from a Real Escape Game room in Shinjuku in 58 minutes.",
        None,
    ),  # value: team size (six vs four)
    (
        "naj25c",
        "ユーザーは新宿のリアル脱出ゲームに4人のチームで参加し、58分粘ったが脱出できなかった。",
        None,
    ),  # polarity: did not get out vs escaped
    (
        "naj25d",
        "The user's team of four escaped from a Real Escape Game room in Shibuya in 58 minutes.",
        None,
    ),  # value: place (Shibuya vs Shinjuku)
    # ajg26: dancing with a yosakoi team at the Harajuku Omotesando Genki Matsuri in August
    ("aj26", "The user danced with a yosakoi team at the Harajuku Omotesando Genki Matsuri in August.", "ajg26"),
    (
        "aj26p",
        "In August the user performed yosakoi with their team at the Harajuku Omotesando Genki Festival.",
        "ajg26",
    ),
    ("aj26j", "ユーザーは8月、原宿表参道元氣祭でよさこいチームの一員として踊った。", "ajg26"),
    ("aj26z", "用户八月作为YOSAKOI舞队的一员，在原宿表参道元气祭上跳了舞。", "ajg26"),
    (
        "naj26a",
        "ユーザーは8月、原宿表参道元氣祭でよさこいチームの踊りを見物した。",
        None,
    ),  # direction/role: watched the team vs danced in it
    (
        "naj26b",
        "The user danced with a yosakoi team at the Harajuku Omotesando Genki Matsuri in October.",
        None,
    ),  # value: month (October vs August)
    (
        "naj26c",
        "用户的女儿八月作为YOSAKOI舞队的一员，在原宿表参道元气祭上跳了舞。",
        None,
    ),  # person: the daughter vs the user
    (
        "naj26d",
        "The user will dance with a yosakoi team at the Harajuku Omotesando Genki Matsuri in August.",
        None,
    ),  # tense/aspect: will dance vs danced
    # ajg27: the 25-hour Yom Kippur fast and services at the Jewish Community of Japan in Hiroo
    (
        "aj27",
        "For Yom Kippur, the user fasted for 25 hours and went to services at the Jewish Community of Japan in Hiroo.",
        "ajg27",
    ),
    (
        "aj27p",
        "The user kept the 25-hour Yom Kippur fast and attended services at the Jewish Community of Japan in Hiroo.",
        "ajg27",
    ),
    ("aj27j", "ユーザーはヨム・キプールに25時間の断食をし、広尾の日本ユダヤ教団の礼拝に参加した。", "ajg27"),
    ("aj27z", "用户在赎罪日禁食了25个小时，并去广尾的日本犹太教团参加了礼拜。", "ajg27"),
    (
        "naj27a",
        "For Tisha B'Av, the user fasted for 25 hours and went to services at the Jewish Community of Japan in Hiroo.",
        None,
    ),  # value: holy day (Tisha B'Av vs Yom Kippur)
    (
        "naj27b",
        "ユーザーはヨム・キプールに断食はしなかったが、広尾の日本ユダヤ教団の礼拝には参加した。",
        None,
    ),  # polarity: did not fast vs fasted
    (
        "naj27c",
        "用户的妻子在赎罪日禁食了25个小时，并去广尾的日本犹太教团参加了礼拜。",
        None,
    ),  # person: the wife vs the user
    # ajg28: three Turkish colleagues invited by the user to an iftar at Tokyo Camii during Ramadan
    ("aj28", "During Ramadan the user invited three Turkish colleagues to an iftar at Tokyo Camii.", "ajg28"),
    (
        "aj28p",
        "Three of the user's Turkish coworkers came as the user's guests to an iftar at Tokyo Camii during Ramadan.",
        "ajg28",
    ),
    ("aj28j", "ユーザーはラマダン中、トルコ人の同僚3人を東京ジャーミイのイフタールに招いた。", "ajg28"),
    ("aj28z", "斋月期间，用户邀请了三位土耳其同事到东京清真寺参加开斋晚餐。", "ajg28"),
    (
        "naj28a",
        "During Ramadan three Turkish colleagues invited the user to an iftar at Tokyo Camii.",
        None,
    ),  # direction/role: the colleagues invited the user vs the user invited them
    (
        "naj28b",
        "ユーザーはラマダン中、トルコ人の同僚5人を東京ジャーミイのイフタールに招いた。",
        None,
    ),  # value: count (five vs three)
    (
        "naj28c",
        "斋月期间，用户邀请了三位土耳其同事到大冢清真寺参加开斋晚餐。",
        None,
    ),  # value: mosque (Otsuka Mosque vs Tokyo Camii)
    # ajg29: the karakuri puppet floats of the Takayama Spring Festival watched with the girlfriend on 14 April
    (
        "aj29",
        "The user and their girlfriend watched the karakuri puppet floats at the Takayama Spring Festival on 14 April.",
        "ajg29",
    ),
    (
        "aj29p",
        "On April 14 the user saw the mechanical-puppet floats of the spring Takayama Festival together with their "
        "girlfriend.",
        "ajg29",
    ),
    ("aj29j", "ユーザーは4月14日、彼女と春の高山祭でからくり人形の屋台を見た。", "ajg29"),
    ("aj29j2", "四月十四日に、彼女と一緒に春の高山祭のからくり奉納を見てきました。", "ajg29"),
    ("aj29z", "用户4月14日和女朋友在高山春季祭上看了机关人偶花车的表演。", "ajg29"),
    (
        "naj29a",
        "The user and their girlfriend watched the karakuri puppet floats at the Takayama Spring Festival on 15 April.",
        None,
    ),  # value: date (15 vs 14 April)
    (
        "naj29b",
        "ユーザーは4月14日、妻と春の高山祭でからくり人形の屋台を見た。",
        None,
    ),  # person: the wife vs the girlfriend
    (
        "naj29c",
        "用户本来打算4月14日和女朋友去高山春季祭看机关人偶花车的表演。",
        None,
    ),  # modality: had meant to watch vs watched
    # ajg30: Gran Class seats on the Kagayaki from Tokyo to Kanazawa booked for 2 May
    ("aj30", "The user booked Gran Class seats on the Kagayaki from Tokyo to Kanazawa for 2 May.", "ajg30"),
    (
        "aj30p",
        "For 2 May, the user has reserved Gran Class on the Kagayaki Shinkansen from Tokyo to Kanazawa.",
        "ajg30",
    ),
    ("aj30j", "ユーザーは5月2日の東京発金沢行きのかがやきのグランクラスを予約した。", "ajg30"),
    ("aj30z", "用户预订了5月2日从东京开往金泽的光辉号新干线的Gran Class座位。", "ajg30"),
    (
        "naj30a",
        "The user booked Gran Class seats on the Kagayaki from Kanazawa to Tokyo for 2 May.",
        None,
    ),  # direction/role: Kanazawa to Tokyo vs Tokyo to Kanazawa
    (
        "naj30b",
        "ユーザーは5月2日の東京発金沢行きのかがやきのグリーン車を予約した。",
        None,
    ),  # value: class (Green Car vs Gran Class)
    ("naj30c", "用户预订了5月3日从东京开往金泽的光辉号新干线的Gran Class座位。", None),  # value: date (3 May vs 2 May)
    # ajg31: the friend Wanjiru, visiting from Nairobi, shown round the Hiroshima Peace Memorial Museum
    (
        "aj31",
        "The user showed their friend Wanjiru, who was visiting from Nairobi, around the Hiroshima Peace Memorial "
        "Museum.",
        "ajg31",
    ),
    (
        "aj31p",
        "Wanjiru, a friend visiting from Nairobi, was taken round the Hiroshima Peace Memorial Museum by the user.",
        "ajg31",
    ),
    ("aj31j", "ユーザーはナイロビから来た友人のワンジルさんを、広島平和記念資料館に案内した。", "ajg31"),
    ("aj31z", "用户带从内罗毕来的朋友万吉鲁参观了广岛和平纪念资料馆。", "ajg31"),
    (
        "naj31a",
        "用户带从内罗毕来的朋友万吉鲁参观了长崎原爆资料馆。",
        None,
    ),  # value: museum (Nagasaki Atomic Bomb Museum vs Hiroshima)
    (
        "naj31b",
        "The user showed their friend Wanjiru, who was visiting from Mombasa, around the Hiroshima Peace Memorial "
        "Museum.",
        None,
    ),  # value: city (Mombasa vs Nairobi)
    (
        "naj31c",
        "ユーザーはナイロビから来た友人のワンジルさんに、広島平和記念資料館を案内してもらった。",
        None,
    ),  # direction/role: was shown round by the friend vs showed the friend round
    (
        "naj31d",
        "The user will show their friend Wanjiru, who is visiting from Nairobi, around the Hiroshima Peace Memorial "
        "Museum.",
        None,
    ),  # tense/aspect: will show vs showed
    # ajg32: cormorant fishing on the Nagara River watched from a sightseeing boat in Gifu in July
    (
        "aj32",
        "The user watched cormorant fishing on the Nagara River from a sightseeing boat in Gifu in July.",
        "ajg32",
    ),
    ("aj32p", "In July the user saw the ukai, cormorant fishing, on Gifu's Nagara River from a tour boat.", "ajg32"),
    ("aj32j", "ユーザーは7月、岐阜の長良川で観覧船から鵜飼を見た。", "ajg32"),
    ("aj32j2", "七月に、長良川の鵜飼を観覧船に乗って見物しました。", "ajg32"),
    ("aj32z", "用户七月在岐阜的长良川乘观光船看了鸬鹚捕鱼。", "ajg32"),
    (
        "naj32a",
        "The user watched cormorant fishing on the Nagara River from a sightseeing boat in Gifu in August.",
        None,
    ),  # value: month (August vs July)
    ("naj32b", "用户的父母七月在岐阜的长良川乘观光船看了鸬鹚捕鱼。", None),  # person: the parents vs the user
    (
        "naj32c",
        "ユーザーは7月、岐阜の長良川で観覧船から鵜飼を見るつもりだ。",
        None,
    ),  # modality: means to watch vs watched
    # ajg33: the daughter Freya through to the final round of the Japan Mathematical Olympiad
    ("aj33", "The user's daughter Freya qualified for the final round of the Japan Mathematical Olympiad.", "ajg33"),
    ("aj33p", "Freya, the user's daughter, made it through to the finals of the Japan Mathematical Olympiad.", "ajg33"),
    ("aj33j", "ユーザーの娘のフレイヤちゃんが、日本数学オリンピックの本選に進んだ。", "ajg33"),
    ("aj33z", "用户的女儿弗蕾娅晋级了日本数学奥林匹克的决赛。", "ajg33"),
    (
        "naj33a",
        "The user's daughter Freya qualified for the final round of the Japan Physics Olympiad.",
        None,
    ),  # value: subject (physics vs mathematics)
    ("naj33b", "用户的女儿弗蕾娅没能晋级日本数学奥林匹克的决赛。", None),  # polarity: did not qualify vs qualified
    (
        "naj33c",
        "ユーザーの姪のフレイヤちゃんが、日本数学オリンピックの本選に進んだ。",
        None,
    ),  # person: the niece vs the daughter
    (
        "naj33d",
        "The user's daughter Freya qualified for the final round of the Japan Junior Mathematical Olympiad.",
        None,
    ),  # value: contest (the junior olympiad vs the Japan Mathematical Olympiad)
    # ajg34: the son Aditya's cracked school-issued iPad, ¥5,000 charged for the repair
    (
        "aj34",
        "The user's son Aditya cracked the screen of his school-issued iPad, and the school charged ¥5,000 for the "
        "repair.",
        "ajg34",
    ),
    (
        "aj34p",
        "The school billed the user ¥5,000 to repair the school iPad whose screen the user's son Aditya had cracked.",
        "ajg34",
    ),
    (
        "aj34j",
        "ユーザーの息子のアディティヤくんが学校から貸与されたiPadの画面を割ってしまい、学校から修理代5,000円を"
        "請求された。",
        "ajg34",
    ),
    ("aj34z", "用户的儿子阿迪蒂亚把学校发的iPad屏幕弄裂了，学校收了五千日元修理费。", "ajg34"),
    (
        "naj34a",
        "The user's son Aditya cracked the screen of his school-issued Chromebook, and the school charged ¥5,000 for "
        "the repair.",
        None,
    ),  # value: device (Chromebook vs iPad)
    (
        "naj34b",
        "ユーザーの息子のアディティヤくんが学校から貸与されたiPadの画面を割ってしまい、学校から修理代1万円を請求"
        "された。",
        None,
    ),  # value: amount (10,000 vs 5,000 yen)
    (
        "naj34c",
        "用户的儿子阿迪蒂亚的同学把阿迪蒂亚用的学校发的iPad屏幕弄裂了，学校收了五千日元修理费。",
        None,
    ),  # person: a classmate cracked it vs Aditya
    # ajg35: school expense assistance (shugaku enjo) for the son Kofi approved by Adachi City
    ("aj35", "Adachi City approved the user's application for school expense assistance for their son Kofi.", "ajg35"),
    (
        "aj35p",
        "The user's application for shugaku enjo, help with school costs, for their son Kofi was approved by Adachi "
        "City.",
        "ajg35",
    ),
    ("aj35j", "ユーザーが申請した息子のコフィくんの就学援助が、足立区に認められた。", "ajg35"),
    ("aj35j2", "息子さんのコフィくんの就学援助について、足立区から認定の通知が届いた。", "ajg35"),
    ("aj35z", "足立区批准了用户为儿子科菲申请的就学援助。", "ajg35"),
    (
        "naj35a",
        "Adachi City rejected the user's application for school expense assistance for their son Kofi.",
        None,
    ),  # polarity: rejected vs approved
    (
        "naj35b",
        "ユーザーが申請した息子のコフィくんの就学援助が、葛飾区に認められた。",
        None,
    ),  # value: ward (Katsushika vs Adachi)
    (
        "naj35c",
        "足立区批准了用户的邻居为儿子科菲申请的就学援助。",
        None,
    ),  # person: the neighbour's application vs the user's
    # ajg36: the son Vihaan's mundan (first haircut) at a Hindu temple in Gyotoku on 11 May
    (
        "aj36",
        "The user's son Vihaan had his mundan, the first-haircut ceremony, at a Hindu temple in Gyotoku on 11 May.",
        "ajg36",
    ),
    (
        "aj36p",
        "On 11 May the head of Vihaan, the user's son, was shaved for his mundan at a Hindu temple in Gyotoku.",
        "ajg36",
    ),
    (
        "aj36j",
        "ユーザーの息子のヴィハーンくんは5月11日、行徳のヒンドゥー寺院で初めての断髪式ムンダンを行った。",
        "ajg36",
    ),
    ("aj36z", "用户的儿子维汉5月11日在行德的一座印度教寺庙举行了剃胎发仪式（mundan）。", "ajg36"),
    (
        "naj36a",
        "用户的儿子维汉5月18日在行德的一座印度教寺庙举行了剃胎发仪式（mundan）。",
        None,
    ),  # value: date (18 vs 11 May)
    (
        "naj36b",
        "The user's nephew Vihaan had his mundan, the first-haircut ceremony, at a Hindu temple in Gyotoku on 11 May.",
        None,
    ),  # person: the nephew vs the son
    (
        "naj36c",
        "ユーザーの息子のヴィハーンくんは5月11日、西葛西のヒンドゥー寺院で初めての断髪式ムンダンを行った。",
        None,
    ),  # value: place (Nishikasai vs Gyotoku)
    # ajg37: the niece Ji-woo coming from Seoul to stay with the user in Tokyo for three weeks this summer
    (
        "aj37",
        "The user's niece Ji-woo is coming from Seoul to stay with the user in Tokyo for three weeks this summer.",
        "ajg37",
    ),
    (
        "aj37p",
        "This summer the user will host their niece Ji-woo, who is coming from Seoul, at their home in Tokyo for three "
        "weeks.",
        "ajg37",
    ),
    ("aj37j", "ユーザーの姪のジウちゃんが、この夏ソウルから来て、東京のユーザーの家に3週間泊まる。", "ajg37"),
    ("aj37z", "用户的外甥女智友今年夏天要从首尔来东京，在用户家住三个星期。", "ajg37"),
    (
        "naj37a",
        "The user is going from Tokyo to stay with their niece Ji-woo in Seoul for three weeks this summer.",
        None,
    ),  # direction/role: the user stays with the niece in Seoul vs the niece with the user in Tokyo
    (
        "naj37b",
        "ユーザーの姪のジウちゃんが、この夏ソウルから来て、東京のユーザーの家に3か月泊まる。",
        None,
    ),  # value: duration (three months vs three weeks)
    ("naj37c", "用户的外甥智友今年夏天要从首尔来东京，在用户家住三个星期。", None),  # person: the nephew vs the niece
    (
        "naj37d",
        "The user's niece Ji-woo is coming from Seoul to stay with the user in Tokyo for three weeks this winter.",
        None,
    ),  # value: season (winter vs summer)
    # ajg38: a 30-minute talk at PyCon JP in Hiroshima at 2:40 pm on 27 September
    ("aj38", "The user gave a 30-minute talk at PyCon JP in Hiroshima at 2:40 pm on 27 September.", "ajg38"),
    (
        "aj38p",
        "On September 27 at 2:40 pm, the user presented a 30-minute session at PyCon JP, held in Hiroshima.",
        "ajg38",
    ),
    ("aj38j", "ユーザーは9月27日の午後2時40分から、広島で開かれたPyCon JPで30分の発表をした。", "ajg38"),
    ("aj38j2", "九月二十七日、広島のPyCon JPで14:40から三十分登壇しました。", "ajg38"),
    ("aj38z", "用户9月27日下午两点四十分在广岛举办的PyCon JP上做了30分钟的演讲。", "ajg38"),
    (
        "naj38a",
        "The user gave a 45-minute talk at PyCon JP in Hiroshima at 2:40 pm on 27 September.",
        None,
    ),  # value: length (45 vs 30 minutes)
    (
        "naj38b",
        "用户9月27日下午两点四十分在广岛举办的PyCon JP上听了一场30分钟的演讲。",
        None,
    ),  # direction/role: listened to a talk vs gave it
    (
        "naj38c",
        "ユーザーは9月27日の午後2時40分から、広島で開かれるPyCon JPで30分の発表をする予定だ。",
        None,
    ),  # tense/aspect: will give vs gave
    (
        "naj38d",
        "The user gave a 30-minute talk at PyCon JP in Hiroshima at 3:40 pm on 27 September.",
        None,
    ),  # value: time (3:40 pm vs 2:40 pm)
    # ajg39: steelpan in a steel band that practises in Yokosuka every Sunday afternoon
    ("aj39", "The user plays steelpan in a steel band that practises in Yokosuka every Sunday afternoon.", "ajg39"),
    ("aj39p", "Every Sunday afternoon the user practises the steel pan with a steel band in Yokosuka.", "ajg39"),
    ("aj39j", "ユーザーは毎週日曜の午後、横須賀で練習しているスチールバンドでスチールパンを叩いている。", "ajg39"),
    ("aj39z", "用户每周日下午在横须贺的一支钢鼓乐队里演奏钢鼓。", "ajg39"),
    (
        "naj39a",
        "用户每隔一周的周日下午在横须贺的一支钢鼓乐队里演奏钢鼓。",
        None,
    ),  # frequency: every other Sunday vs every Sunday
    (
        "naj39b",
        "The user plays steelpan in a steel band that practises in Yokosuka every Saturday afternoon.",
        None,
    ),  # value: day (Saturday vs Sunday)
    (
        "naj39c",
        "ユーザーは毎週日曜の午後、逗子で練習しているスチールバンドでスチールパンを叩いている。",
        None,
    ),  # value: place (Zushi vs Yokosuka)
    (
        "naj39d",
        "The user's husband plays steelpan in a steel band that practises in Yokosuka every Sunday afternoon.",
        None,
    ),  # person: the husband vs the user
    # ajg40: the son Oscar ten days in the Tokyo Metropolitan Children's Medical Center with Kawasaki disease
    (
        "aj40",
        "The user's son Oscar was in the Tokyo Metropolitan Children's Medical Center for ten days with Kawasaki "
        "disease.",
        "ajg40",
    ),
    (
        "aj40p",
        "Oscar, the user's son, spent ten days in hospital at the Tokyo Metropolitan Children's Medical Center with "
        "Kawasaki disease.",
        "ajg40",
    ),
    ("aj40j", "ユーザーの息子のオスカーくんは、川崎病で都立小児総合医療センターに10日間入院した。", "ajg40"),
    ("aj40j2", "息子のオスカーが川崎病で、小児総合医療センターに十日間入院していました。", "ajg40"),
    ("aj40z", "用户的儿子奥斯卡因川崎病在东京都立儿童综合医疗中心住院十天。", "ajg40"),
    (
        "naj40a",
        "The user's son Oscar was in the Tokyo Metropolitan Children's Medical Center for six days with Kawasaki "
        "disease.",
        None,
    ),  # value: duration (six vs ten days)
    (
        "naj40b",
        "用户的儿子奥斯卡因肺炎在东京都立儿童综合医疗中心住院十天。",
        None,
    ),  # value: illness (pneumonia vs Kawasaki disease)
    (
        "naj40c",
        "ユーザーの甥のオスカーくんは、川崎病で都立小児総合医療センターに10日間入院した。",
        None,
    ),  # person: the nephew vs the son
    (
        "naj40d",
        "The user's son Oscar may have to go into the Tokyo Metropolitan Children's Medical Center for ten days with "
        "Kawasaki disease.",
        None,
    ),  # modality: may have to go in vs was in
    # unrelated facts: none of them states a fact of a group above, nor each other's
    ("uaj1", "The user drinks their coffee black, without sugar.", None),
    ("uaj2", "ユーザーの弟はシドニーで看護師をしている。", None),
    ("uaj3", "用户最喜欢的季节是秋天。", None),
    ("uaj4", "The user's flat faces north and gets little sunlight.", None),
    ("uaj5", "ユーザーは納豆があまり好きではない。", None),
    ("uaj6", "用户每天晚上睡前会看半小时小说。", None),
    ("uaj7", "The user is left-handed.", None),
    ("uaj8", "ユーザーの祖父はかつてナポリでパン屋を営んでいた。", None),
    ("uaj9", "用户的笔记本电脑是一台旧的ThinkPad。", None),
    ("uaj10", "The user's best friend from university now lives in Montreal.", None),
]
