"""Set ab, groups 21-40 and the ten unrelated facts (written blind in stop 35 with groups 1-20; see
:mod:`pipelines.planted_set_ab` for why and how). Kept in a file of its own only for length: the set is one list,
``PLANTED_AB``, assembled there.
"""

from __future__ import annotations

PLANTED_AB_21_40: list[tuple[str, str, str | None]] = [
    # abg21: the user mentors Tran Thi Lan, a new hire from Vietnam, in the accounting department
    ("ab21", "The user mentors Tran Thi Lan, a new hire from Vietnam, in the accounting department.", "abg21"),
    ("ab21p", "Tran Thi Lan, a new hire from Vietnam in the accounting department, is mentored by the user.", "abg21"),
    ("ab21j", "ユーザーは経理部で、ベトナムから来た新入社員のチャン・ティ・ランさんの指導係をしている。", "abg21"),
    ("ab21z", "用户在会计部负责带来自越南的新员工陈氏兰。", "abg21"),
    (
        "nab21a",
        "The user is mentored by Tran Thi Lan, a new hire from Vietnam, in the accounting department.",
        None,
    ),  # direction/role: is mentored by vs mentors
    (
        "nab21b",
        "ユーザーは営業部で、ベトナムから来た新入社員のチャン・ティ・ランさんの指導係をしている。",
        None,
    ),  # value: department (sales vs accounting)
    ("nab21c", "用户以前在会计部负责带来自越南的新员工陈氏兰。", None),  # tense/aspect: used to vs does
    (
        "nab21d",
        "The user's wife mentors Tran Thi Lan, a new hire from Vietnam, in the accounting department.",
        None,
    ),  # person: wife vs user
    # abg22: dinner booked at a French restaurant in Ebisu for the 10th wedding anniversary, 18 May, 7 pm
    (
        "ab22",
        "The user booked dinner at a French restaurant in Ebisu for their 10th wedding anniversary on 18 May at 7 pm.",
        "abg22",
    ),
    (
        "ab22p",
        "A French restaurant in Ebisu has been reserved by the user for 7 pm on May 18 to celebrate ten years of "
        "marriage.",
        "abg22",
    ),
    ("ab22j", "ユーザーは結婚10周年の記念に、5月18日19時に恵比寿のフレンチレストランを予約した。", "abg22"),
    ("ab22z", "用户为了庆祝结婚十周年，订了5月18日晚上七点惠比寿的一家法国餐厅。", "abg22"),
    ("ab22z2", "用户预订了5月18日19:00惠比寿的法餐厅，庆祝结婚10周年。", "abg22"),
    (
        "nab22a",
        "ユーザーは結婚15周年の記念に、5月18日19時に恵比寿のフレンチレストランを予約した。",
        None,
    ),  # value: anniversary (15th vs 10th)
    (
        "nab22b",
        "The user booked dinner at an Italian restaurant in Ebisu for their 10th wedding anniversary on 18 May at 7 "
        "pm.",
        None,
    ),  # value: cuisine (Italian vs French)
    (
        "nab22c",
        "用户为了庆祝结婚十周年，订了5月18日晚上七点代官山的一家法国餐厅。",
        None,
    ),  # value: place (Daikanyama vs Ebisu)
    (
        "nab22d",
        "The user booked dinner at a French restaurant in Ebisu for their 10th wedding anniversary on 18 May at 8 pm.",
        None,
    ),  # value: time (8 pm vs 7 pm)
    # abg23: a year-end tax adjustment refund of ¥42,000 paid with the December salary
    ("ab23", "The user got a year-end tax adjustment refund of ¥42,000 with their December salary.", "abg23"),
    ("ab23p", "With the December pay, ¥42,000 was refunded to the user through the year-end tax adjustment.", "abg23"),
    ("ab23j", "ユーザーは年末調整で4万2千円が還付され、12月の給与と一緒に振り込まれた。", "abg23"),
    ("ab23j2", "年末調整の還付金として、十二月分の給料に四万二千円が上乗せされました。", "abg23"),
    ("ab23z", "用户通过年末调整退回了四万二千日元税款，和十二月的工资一起发放。", "abg23"),
    (
        "nab23a",
        "The user had to pay an extra ¥42,000 in the year-end tax adjustment, taken from their December salary.",
        None,
    ),  # direction/role: paid extra vs was refunded
    (
        "nab23b",
        "用户通过年末调整退回了两万四千日元税款，和十二月的工资一起发放。",
        None,
    ),  # value: amount (24,000 vs 42,000 yen)
    (
        "nab23c",
        "ユーザーは年末調整で4万2千円が還付され、1月の給与と一緒に振り込まれた。",
        None,
    ),  # value: month (January vs December salary)
    (
        "nab23d",
        "The user's wife got a year-end tax adjustment refund of ¥42,000 with her December salary.",
        None,
    ),  # person: wife vs user
    # abg24: otoshidama of ¥5,000 each to the two nieces at New Year
    ("ab24", "At New Year the user gave otoshidama of ¥5,000 each to their two nieces.", "abg24"),
    ("ab24p", "The user's two nieces each received ¥5,000 in New Year money (otoshidama) from the user.", "abg24"),
    ("ab24j", "ユーザーはお正月に、姪2人にお年玉を5千円ずつあげた。", "abg24"),
    ("ab24j2", "正月、二人の姪っ子にお年玉を五千円ずつ渡しました。", "abg24"),
    ("ab24z", "用户过年时给两个侄女各发了五千日元压岁钱。", "abg24"),
    (
        "nab24a",
        "At New Year the user gave otoshidama of ¥10,000 each to their two nieces.",
        None,
    ),  # value: amount (10,000 vs 5,000 yen each)
    ("nab24b", "ユーザーはお正月に、甥2人にお年玉を5千円ずつあげた。", None),  # person: nephews vs nieces
    ("nab24c", "用户过年时给三个侄女各发了五千日元压岁钱。", None),  # value: count (three vs two nieces)
    (
        "nab24d",
        "At New Year the user's mother gave otoshidama of ¥5,000 each to the user's two nieces.",
        None,
    ),  # person: mother vs user as the giver
    # abg25: a trunk room in Nerima for camping gear, ¥8,800 a month
    (
        "ab25",
        "The user rents a trunk room (self-storage unit) in Nerima for ¥8,800 a month to keep their camping gear.",
        "abg25",
    ),
    ("ab25p", "For ¥8,800 per month, the user keeps camping gear in a rented trunk room in Nerima.", "abg25"),
    ("ab25j", "ユーザーはキャンプ用品を置くため、練馬のトランクルームを月8,800円で借りている。", "abg25"),
    ("ab25z", "用户在练马租了一个迷你仓放露营用品，每月八千八百日元。", "abg25"),
    ("nab25a", "用户在板桥租了一个迷你仓放露营用品，每月八千八百日元。", None),  # value: place (Itabashi vs Nerima)
    (
        "nab25b",
        "The user rents a trunk room (self-storage unit) in Nerima for ¥18,800 a month to keep their camping gear.",
        None,
    ),  # value: amount (18,800 vs 8,800 yen)
    (
        "nab25c",
        "ユーザーはスキー用品を置くため、練馬のトランクルームを月8,800円で借りている。",
        None,
    ),  # value: item (ski gear vs camping gear)
    (
        "nab25d",
        "The user used to rent a trunk room (self-storage unit) in Nerima for ¥8,800 a month to keep their camping "
        "gear.",
        None,
    ),  # tense/aspect: used to vs does
    # abg26: Ghibli Museum tickets for four people, 10 August, 14:00 entry
    ("ab26", "The user bought Ghibli Museum tickets for four people for 10 August at 2 pm.", "abg26"),
    ("ab26p", "Four tickets to the Ghibli Museum in Mitaka, for 14:00 on August 10, were bought by the user.", "abg26"),
    ("ab26j", "ユーザーは8月10日14時入場のジブリ美術館のチケットを4人分買った。", "abg26"),
    ("ab26z", "用户买了8月10日下午两点入场的吉卜力美术馆门票，一共四张。", "abg26"),
    (
        "nab26a",
        "The user bought Ghibli Museum tickets for three people for 10 August at 2 pm.",
        None,
    ),  # value: count (three vs four people)
    (
        "nab26b",
        "ユーザーは8月10日10時入場のジブリ美術館のチケットを4人分買った。",
        None,
    ),  # value: time (10:00 vs 14:00)
    (
        "nab26c",
        "用户没抢到8月10日下午两点入场的吉卜力美术馆门票，四张都没买成。",
        None,
    ),  # polarity: failed to buy vs bought
    (
        "nab26d",
        "The user bought Ghibli Museum tickets for four people for 20 August at 2 pm.",
        None,
    ),  # value: date (20 vs 10 August)
    # abg27: hina dolls bought by the wife's parents for the daughter's first Hinamatsuri
    (
        "ab27",
        "The user's wife's parents bought a set of hina dolls for the user's daughter's first Hinamatsuri.",
        "abg27",
    ),
    (
        "ab27p",
        "For her first Doll Festival, the user's daughter was given a set of hina dolls by her maternal grandparents.",
        "abg27",
    ),
    ("ab27j", "ユーザーの娘の初節句に、妻の両親が雛人形を買ってくれた。", "abg27"),
    ("ab27z", "用户的岳父母给用户的女儿买了一套雏人偶，庆祝她第一次过女儿节。", "abg27"),
    (
        "nab27a",
        "The user's parents bought a set of hina dolls for the user's daughter's first Hinamatsuri.",
        None,
    ),  # person: the user's parents vs the wife's parents
    (
        "nab27b",
        "ユーザーの娘の初節句に、妻の両親が鯉のぼりを買ってくれた。",
        None,
    ),  # value: item (carp streamer vs hina dolls)
    (
        "nab27c",
        "用户的岳父母打算给用户的女儿买一套雏人偶，庆祝她第一次过女儿节。",
        None,
    ),  # tense/aspect: plan to buy vs bought
    (
        "nab27d",
        "The user's wife's parents bought a set of hina dolls for the user's niece's first Hinamatsuri.",
        None,
    ),  # person: niece vs daughter
    # abg28: the mother-in-law's left hip broken in a fall, surgery at a Sapporo hospital on 3 February
    (
        "ab28",
        "The user's mother-in-law broke her left hip in a fall and had surgery at a hospital in Sapporo on 3 February.",
        "abg28",
    ),
    ("ab28j", "ユーザーの義母は転んで左の股関節を骨折し、2月3日に札幌の病院で手術を受けた。", "abg28"),
    ("ab28j2", "お義母さんが転倒して左股関節を骨折され、二月三日に札幌の病院で手術を受けられました。", "abg28"),
    ("ab28z", "用户的婆婆摔倒导致左髋部骨折，2月3日在札幌的医院做了手术。", "abg28"),
    (
        "nab28a",
        "The user's mother-in-law broke her right hip in a fall and had surgery at a hospital in Sapporo on 3 "
        "February.",
        None,
    ),  # value: body part (right vs left hip)
    (
        "nab28b",
        "用户的婆婆摔倒导致左髋部骨折，2月3日在旭川的医院做了手术。",
        None,
    ),  # value: place (Asahikawa vs Sapporo)
    (
        "nab28c",
        "ユーザーの義母は転んで左の股関節を骨折し、2月13日に札幌の病院で手術を受けた。",
        None,
    ),  # value: date (13 vs 3 February)
    (
        "nab28d",
        "The user's mother broke her left hip in a fall and had surgery at a hospital in Sapporo on 3 February.",
        None,
    ),  # person: mother vs mother-in-law
    # abg29: modak made every year for the Nishikasai Indian community's Ganesh Chaturthi
    (
        "ab29",
        "The user makes modak every year for the Ganesh Chaturthi celebration held by the Indian community in "
        "Nishikasai.",
        "abg29",
    ),
    (
        "ab29p",
        "Every year, for the Indian community's Ganesh Chaturthi festival in Nishikasai, modak are made by the user.",
        "abg29",
    ),
    (
        "ab29j",
        "ユーザーは毎年、西葛西のインド人コミュニティが開くガネーシャ・チャトゥルティのお祝いのためにモーダクを作って"
        "いる。",
        "abg29",
    ),
    ("ab29z", "用户每年都为西葛西印度人社区举办的象头神节庆祝活动做莫达克甜点。", "abg29"),
    (
        "nab29a",
        "The user makes laddoos every year for the Ganesh Chaturthi celebration held by the Indian community in "
        "Nishikasai.",
        None,
    ),  # value: item (laddoos vs modak)
    (
        "nab29b",
        "ユーザーは今年初めて、西葛西のインド人コミュニティが開くガネーシャ・チャトゥルティのお祝いのためにモーダクを"
        "作った。",
        None,
    ),  # frequency: this year for the first time vs every year
    (
        "nab29c",
        "用户每年都为横滨印度人社区举办的象头神节庆祝活动做莫达克甜点。",
        None,
    ),  # value: place (Yokohama vs Nishikasai)
    (
        "nab29d",
        "The user makes modak every year for the Diwali celebration held by the Indian community in Nishikasai.",
        None,
    ),  # value: festival (Diwali vs Ganesh Chaturthi)
    # abg30: flying home to Xiamen for Qingming to sweep the grandfather's grave on 4 April
    ("ab30", "The user will fly home to Xiamen for Qingming to sweep their grandfather's grave on 4 April.", "abg30"),
    (
        "ab30p",
        "On 4 April the user is flying back to Xiamen to tend their grandfather's grave for the Qingming festival.",
        "abg30",
    ),
    ("ab30j", "ユーザーは清明節に合わせて厦門に帰省し、4月4日に祖父の墓参りをする予定だ。", "abg30"),
    ("ab30z", "用户清明节要飞回厦门，4月4日给爷爷扫墓。", "abg30"),
    ("ab30z2", "用户打算四月四日清明节坐飞机回厦门给祖父扫墓。", "abg30"),
    (
        "nab30a",
        "The user will fly home to Xiamen for Qingming to sweep their grandmother's grave on 4 April.",
        None,
    ),  # person: grandmother vs grandfather
    ("nab30b", "用户清明节要飞回泉州，4月4日给爷爷扫墓。", None),  # value: place (Quanzhou vs Xiamen)
    (
        "nab30c",
        "ユーザーは今年の清明節には厦門に帰省せず、4月4日の祖父の墓参りには行かない。",
        None,
    ),  # polarity: will not go vs will go
    (
        "nab30d",
        "The user will fly home to Xiamen for Qingming to sweep their grandfather's grave on 5 April.",
        None,
    ),  # value: date (5 vs 4 April)
    # abg31: a three-tier osechi from Takashimaya, ¥32,400, delivered on 31 December
    (
        "ab31",
        "The user ordered a three-tier osechi box from Takashimaya for ¥32,400, to be delivered on 31 December.",
        "abg31",
    ),
    (
        "ab31p",
        "A ¥32,400 three-tier osechi set was ordered by the user from Takashimaya for delivery on December 31.",
        "abg31",
    ),
    ("ab31j", "ユーザーは高島屋で三段重のおせちを32,400円で注文し、12月31日に届く予定だ。", "abg31"),
    ("ab31z", "用户在高岛屋订了一套三层的年菜（御节料理），三万二千四百日元，12月31日送到。", "abg31"),
    (
        "nab31a",
        "ユーザーは高島屋で二段重のおせちを32,400円で注文し、12月31日に届く予定だ。",
        None,
    ),  # value: item (two-tier vs three-tier box)
    (
        "nab31b",
        "The user ordered a three-tier osechi box from Mitsukoshi for ¥32,400, to be delivered on 31 December.",
        None,
    ),  # value: company (Mitsukoshi vs Takashimaya)
    (
        "nab31c",
        "用户在高岛屋订了一套三层的年菜（御节料理），三万二千四百日元，12月30日送到。",
        None,
    ),  # value: date (30 vs 31 December)
    (
        "nab31d",
        "The user cancelled the three-tier osechi box ordered from Takashimaya for ¥32,400 that was to be delivered "
        "on 31 December.",
        None,
    ),  # polarity: cancelled vs ordered
    # abg32: a 21 cm gyuto bought in Sakai with the user's name engraved, ¥28,000
    (
        "ab32",
        "The user bought a 21 cm gyuto chef's knife in Sakai and had their name engraved on it; it cost ¥28,000.",
        "abg32",
    ),
    (
        "ab32p",
        "A 21-centimetre gyuto, engraved with the user's name, was bought by the user in Sakai for ¥28,000.",
        "abg32",
    ),
    ("ab32j", "ユーザーは堺で21cmの牛刀を買い、名前を彫ってもらった。値段は2万8千円。", "abg32"),
    ("ab32j2", "堺で刃渡り二十一センチの牛刀を二万八千円で購入し、名入れもしてもらいました。", "abg32"),
    ("ab32z", "用户在堺市买了一把21厘米的牛刀（主厨刀），还刻上了自己的名字，花了两万八千日元。", "abg32"),
    (
        "nab32a",
        "The user bought a 21 cm santoku knife in Sakai and had their name engraved on it; it cost ¥28,000.",
        None,
    ),  # value: item (santoku vs gyuto)
    (
        "nab32b",
        "用户在堺市买了一把24厘米的牛刀（主厨刀），还刻上了自己的名字，花了两万八千日元。",
        None,
    ),  # value: size (24 vs 21 cm)
    (
        "nab32c",
        "ユーザーは関で21cmの牛刀を買い、名前を彫ってもらった。値段は2万8千円。",
        None,
    ),  # value: place (Seki vs Sakai)
    (
        "nab32d",
        "The user bought a 21 cm gyuto chef's knife in Sakai and had their mother's name engraved on it; it cost "
        "¥28,000.",
        None,
    ),  # person: mother's name vs the user's
    # abg33: cello lessons from Ms Ogawa every other Saturday
    ("ab33", "The user takes cello lessons from Ms Ogawa every other Saturday.", "abg33"),
    ("ab33p", "Ms Ogawa gives the user a cello lesson every other Saturday.", "abg33"),
    ("ab33j", "ユーザーは隔週土曜日に小川先生からチェロを習っている。", "abg33"),
    ("ab33z", "用户每隔一周的星期六跟小川老师学大提琴。", "abg33"),
    (
        "nab33a",
        "The user gives Ms Ogawa cello lessons every other Saturday.",
        None,
    ),  # direction/role: teaches Ms Ogawa vs learns from her
    (
        "nab33b",
        "ユーザーは隔週土曜日に小川先生からヴァイオリンを習っている。",
        None,
    ),  # value: instrument (violin vs cello)
    ("nab33c", "用户每周六都跟小川老师学大提琴。", None),  # frequency: every Saturday vs every other Saturday
    (
        "nab33d",
        "The user's daughter takes cello lessons from Ms Ogawa every other Saturday.",
        None,
    ),  # person: daughter vs user
    # abg34: entered the Strongman triathlon on Miyakojima in April
    ("ab34", "The user has entered the Strongman triathlon on Miyakojima in April.", "abg34"),
    ("ab34p", "The user has signed up for the Strongman triathlon held on Miyako Island in April.", "abg34"),
    ("ab34j", "ユーザーは4月に宮古島で開かれるストロングマン・トライアスロンにエントリーした。", "abg34"),
    ("ab34z", "用户报名参加了四月在宫古岛举行的强人铁人三项赛。", "abg34"),
    (
        "nab34a",
        "ユーザーは4月に宮古島で開かれるストロングマン・トライアスロンの抽選に外れ、出場できない。",
        None,
    ),  # polarity: lost the entry lottery vs entered
    (
        "nab34b",
        "The user has entered the triathlon on Ishigaki Island in April.",
        None,
    ),  # value: place (Ishigaki vs Miyakojima)
    ("nab34c", "用户报名参加了十月在宫古岛举行的强人铁人三项赛。", None),  # value: month (October vs April)
    (
        "nab34d",
        "The user's brother has entered the Strongman triathlon on Miyakojima in April.",
        None,
    ),  # person: brother vs user
    # abg35: a Japanese police clearance certificate for a Canadian visa, fingerprinted at Kanagawa police HQ
    (
        "ab35",
        "The user applied for a Japanese police clearance certificate for a Canadian visa and was fingerprinted at "
        "the Kanagawa Prefectural Police headquarters.",
        "abg35",
    ),
    (
        "ab35p",
        "For a Canadian visa, the user applied for a police certificate from Japan; their fingerprints were taken at "
        "Kanagawa Prefectural Police HQ.",
        "abg35",
    ),
    (
        "ab35j",
        "ユーザーはカナダのビザ申請のため、神奈川県警本部で指紋を採取してもらい、犯罪経歴証明書を申請した。",
        "abg35",
    ),
    ("ab35z", "用户为了申请加拿大签证，在神奈川县警察本部按了指纹，申请了日本的无犯罪记录证明。", "abg35"),
    (
        "nab35a",
        "The user applied for a Japanese police clearance certificate for an Australian visa and was fingerprinted "
        "at the Kanagawa Prefectural Police headquarters.",
        None,
    ),  # value: country (Australia vs Canada)
    (
        "nab35b",
        "用户为了申请加拿大签证，在千叶县警察本部按了指纹，申请了日本的无犯罪记录证明。",
        None,
    ),  # value: place (Chiba vs Kanagawa)
    (
        "nab35c",
        "ユーザーはカナダのビザ申請のため、神奈川県警本部で指紋を採取してもらい、犯罪経歴証明書を申請する予定だ。",
        None,
    ),  # tense/aspect: will apply vs applied
    (
        "nab35d",
        "The user's wife applied for a Japanese police clearance certificate for a Canadian visa and was "
        "fingerprinted at the Kanagawa Prefectural Police headquarters.",
        None,
    ),  # person: wife vs user
    # abg36: a front-and-rear dashcam installed at Autobacs for ¥25,000
    ("ab36", "The user had a front-and-rear dashcam installed in their car at Autobacs for ¥25,000.", "abg36"),
    ("ab36p", "Autobacs fitted a front-and-rear drive recorder to the user's car for ¥25,000.", "abg36"),
    (
        "ab36j",
        "ユーザーはオートバックスで車に前後2カメラのドライブレコーダーを付けてもらい、2万5千円かかった。",
        "abg36",
    ),
    ("ab36z", "用户在Autobacs给车装了前后双镜头的行车记录仪，花了两万五千日元。", "abg36"),
    (
        "nab36a",
        "The user had a front-only dashcam installed in their car at Autobacs for ¥25,000.",
        None,
    ),  # value: item (front-only vs front-and-rear)
    (
        "nab36b",
        "ユーザーはイエローハットで車に前後2カメラのドライブレコーダーを付けてもらい、2万5千円かかった。",
        None,
    ),  # value: company (Yellow Hat vs Autobacs)
    (
        "nab36c",
        "用户在Autobacs给车装了前后双镜头的行车记录仪，花了三万五千日元。",
        None,
    ),  # value: amount (35,000 vs 25,000 yen)
    # abg37: sorting donated food at a Taito Ward food bank on the last Sunday of each month
    (
        "ab37",
        "The user volunteers at a food bank in Taito Ward, sorting donated food on the last Sunday of each month.",
        "abg37",
    ),
    (
        "ab37p",
        "On the last Sunday of every month the user sorts donated food as a volunteer at a Taito Ward food bank.",
        "abg37",
    ),
    (
        "ab37j",
        "ユーザーは毎月最終日曜日に、台東区のフードバンクで寄付された食品を仕分けるボランティアをしている。",
        "abg37",
    ),
    ("ab37z", "用户每个月最后一个星期天在台东区的食物银行做志愿者，分拣捐赠的食品。", "abg37"),
    (
        "nab37a",
        "用户每个月第一个星期天在台东区的食物银行做志愿者，分拣捐赠的食品。",
        None,
    ),  # value: date (first vs last Sunday of the month)
    (
        "nab37b",
        "The user volunteers at a food bank in Taito Ward, delivering donated food on the last Sunday of each month.",
        None,
    ),  # value: task (delivering vs sorting)
    (
        "nab37c",
        "ユーザーは毎月最終日曜日に、墨田区のフードバンクで寄付された食品を仕分けるボランティアをしている。",
        None,
    ),  # value: place (Sumida vs Taito Ward)
    (
        "nab37d",
        "The user donates food to a food bank in Taito Ward on the last Sunday of each month.",
        None,
    ),  # direction/role: donates food vs sorts donations
    # abg38: the daughter's hip-hop dance class at a Kawaguchi studio every Wednesday after school
    (
        "ab38",
        "The user's daughter goes to a hip-hop dance class at a studio in Kawaguchi every Wednesday after school.",
        "abg38",
    ),
    (
        "ab38p",
        "Every Wednesday after school, the user's daughter has hip-hop dance lessons at a Kawaguchi studio.",
        "abg38",
    ),
    ("ab38j", "ユーザーの娘は毎週水曜日の放課後、川口のスタジオでヒップホップダンスを習っている。", "abg38"),
    (
        "ab38j2",
        "娘さんは水曜日ごとに、学校が終わってから川口のダンススタジオでヒップホップのレッスンを受けています。",
        "abg38",
    ),
    ("ab38z", "用户的女儿每周三放学后在川口的舞蹈工作室学嘻哈舞。", "abg38"),
    (
        "nab38a",
        "The user's daughter goes to a jazz dance class at a studio in Kawaguchi every Wednesday after school.",
        None,
    ),  # value: dance style (jazz vs hip-hop)
    ("nab38b", "用户的儿子每周三放学后在川口的舞蹈工作室学嘻哈舞。", None),  # person: son vs daughter
    (
        "nab38c",
        "ユーザーの娘は毎週金曜日の放課後、川口のスタジオでヒップホップダンスを習っている。",
        None,
    ),  # value: weekday (Friday vs Wednesday)
    (
        "nab38d",
        "The user's daughter wants to join a hip-hop dance class at a studio in Kawaguchi on Wednesdays after school.",
        None,
    ),  # modality: wants to vs does
    # abg39: a non-degree student of psychology at the Open University of Japan from April
    (
        "ab39",
        "The user enrolled at the Open University of Japan as a non-degree student to study psychology from April.",
        "abg39",
    ),
    (
        "ab39p",
        "Since April the user has been studying psychology at the Open University of Japan as a non-degree student.",
        "abg39",
    ),
    ("ab39j", "ユーザーは4月から放送大学の選科履修生として心理学を学んでいる。", "abg39"),
    ("ab39j2", "四月より放送大学に選科履修生として入学し、心理学を勉強しています。", "abg39"),
    ("ab39z", "用户从四月起作为选科履修生在日本放送大学学习心理学。", "abg39"),
    (
        "nab39a",
        "The user enrolled at the Open University of Japan as a full degree student to study psychology from April.",
        None,
    ),  # value: status (degree vs non-degree student)
    (
        "nab39b",
        "ユーザーは4月から放送大学の選科履修生として社会福祉を学んでいる。",
        None,
    ),  # value: subject (social welfare vs psychology)
    ("nab39c", "用户从十月起作为选科履修生在日本放送大学学习心理学。", None),  # value: month (October vs April)
    (
        "nab39d",
        "The user's husband enrolled at the Open University of Japan as a non-degree student to study psychology "
        "from April.",
        None,
    ),  # person: husband vs user
    # abg40: the son's hand, foot and mouth disease, kept home from nursery for three days
    (
        "ab40",
        "The user's son caught hand, foot and mouth disease and was kept home from nursery for three days.",
        "abg40",
    ),
    ("ab40p", "Hand, foot and mouth disease kept the user's son away from nursery school for three days.", "abg40"),
    ("ab40j", "ユーザーの息子は手足口病にかかり、保育園を3日間休んだ。", "abg40"),
    ("ab40z", "用户的儿子得了手足口病，在家休息了三天没去保育园。", "abg40"),
    ("ab40z2", "用户儿子患手足口病，向保育园请了3天假。", "abg40"),
    (
        "nab40a",
        "The user's son caught hand, foot and mouth disease and was kept home from nursery for five days.",
        None,
    ),  # value: duration (five vs three days)
    (
        "nab40b",
        "用户的儿子得了水痘，在家休息了三天没去保育园。",
        None,
    ),  # value: illness (chickenpox vs hand, foot and mouth disease)
    ("nab40c", "ユーザーの娘は手足口病にかかり、保育園を3日間休んだ。", None),  # person: daughter vs son
    # unrelated facts: each must stay alone
    ("uab1", "The user prefers a window seat on long train rides.", None),
    ("uab2", "ユーザーは朝型で、毎日5時に起きている。", None),
    ("uab3", "用户的妻子是越南人，在一家旅行社工作。", None),
    ("uab4", "The user's favourite onigiri filling is salted salmon.", None),
    ("uab5", "ユーザーの妻の実家は北海道の帯広にある。", None),
    ("uab6", "用户周末经常去咖啡馆看书。", None),
    ("uab7", "The user's brother is studying mechanical engineering in Munich.", None),
    ("uab8", "ユーザーは毎晩湯船につかるのが好きだ。", None),
    ("uab9", "用户正在考虑明年换一台新的笔记本电脑。", None),
    ("uab10", "The user drinks green tea instead of coffee in the afternoon.", None),
]
