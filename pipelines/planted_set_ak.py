"""Planted set ak (issue 13, stop 39): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; ak is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 39. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines and registration block of pipelines/planted_sets.py,
set ad and its split into planted_set_ad2.py, for the format, and tests/test_planted_structure.py), read no history of
main, ran no benchmark, link screen, sweep or consolidation, and wrote what an LLM summariser would have kept about real
users of the assistant (foreign residents and travellers in Japan, in English, Japanese and Simplified Chinese), not
guesses at what a checker can or cannot do.

What it covers: 40 groups ``akgN`` of 4-5 items (an English item ``akN``, an English paraphrase ``akNp``: a synonym, a
converse verb with the roles swapped (prescribed / takes, sold / bought, hosts / are coming to, took out / had removed),
the passive, a relative clause or another word order; a Japanese item ``akNj`` and a Chinese item ``akNz``, sometimes a
second Japanese wording ``akNj2`` (subjectless, polite, kanji numerals 二十ミリグラム / 四千円 / 五千円 / 四万八千円 /
八万五千円 / 四週間 / 六月十日, an era year 令和8年, a holiday for a date 正月三日, lay words and abbreviations such as
マイナカード, 竿燈, ヴィトン and 買い取ってもらう, honorifics 娘さん / 息子さん) or a second Chinese wording ``akNz2``
(白月节 for 查干萨日, 二月二十七号, 左腿肚子, a 24-hour time 20:00)), each with 3-4 negatives ``nakN<letter>`` that keep
the group's template and change one value, person, direction or role, tense or aspect, modality, polarity or frequency,
named in the trailing comment, in all three languages; then ten unrelated facts ``uakN``. Eleven groups have a negative
that swaps a role or reverses a direction: being a guest at a Yalda night against hosting it, cash chosen over points
against points over cash, the user against the landlord paying for a repair, coaching lacrosse against playing it,
attending a board-game night against hosting it, performing in the Kanto Matsuri against watching it, which way a
Kamikochi walk goes, buying a bag from a shop against selling it to the shop, which way a move between two flats goes, a
switch from nights to days against days to nights, and teaching drums against taking lessons.

Topics are ones the earlier sets left out: chronic hives and bilastine from a dermatologist in Akabane (20 mg /
二十ミリグラム), a daughter's head lice from nursery (Olivia / オリビアちゃん / 奥利维亚, every other day), a tick
removed from the left calf after a hike in Okutama (Monday 7 July / 七月七日), a mother's pneumococcal vaccine in Nakano
(¥4,000 / 四千円), a cat's hyperthyroidism and methimazole (Azuki / あずき / 红豆, 2.5 mg twice a day), Tsagaan Sar in
Ulaanbaatar (27 February / 二月二十七号), hosting a Yalda night for four Iranian friends (21 December), a daughter's
school enrolment notice (Nora / ノラちゃん / 诺拉, April 2026 / 令和8年 / 二〇二六年), a cancelled Peach flight refunded
in points (¥23,400 / 两万三千四百日元), a landlord replacing a broken intercom (9 September), a telework allowance
(¥5,000 / 五千円), the Food Sanitation Manager course (12 November, ¥12,000), women's lacrosse in Tachikawa, naginata in
Fuchu twice a week, an English board-game night in Takadanobaba on "the second Saturday", a perfume workshop in Kamakura
(30 ml, ¥6,600), a son's kendama grade 5 in Hatsukaichi (Elias / エリアスくん / 埃利亚斯), a sukkah on a balcony in
Meguro, Vaisakhi at the gurdwara in Kobe (13 April), the Kanto Matsuri in Akita (4 August / 八月四日), a galette des
rois for Epiphany (Jules / ジュールくん / 朱尔), Kamikochi from Kappabashi to Myojin Pond, Ise Jingu's Inner Shrine and
akafuku (3 January / 正月三日), two nights in Kusatsu Onsen (¥48,000 / 四万八千円), the Furano lavender by rental car,
manta rays off Ishigaki (¥9,000 a person), a daughter elected student council vice-president in Edogawa (Amina /
アミナちゃん / 阿米娜), a son fifth in a school marathon (Amir / アミールくん / 阿米尔), a daughter at Kumon for maths
(Yasmin / ヤスミンちゃん / 雅斯明, ¥7,700 / 七千七百日元), a Louis Vuitton bag sold to Komehyo (¥85,000 / 八万五千円),
Rakuten points expiring on 31 May, a move from Nakano to Kichijoji (28 February), a switch from day to night shifts at a
warehouse in Ichikawa, a paid summer internship at Rakuten (six weeks, ¥1,800 an hour), athlete's foot and Lamisil cream
(four weeks / 四週間), a Pomeranian at a dog pool in Sagamihara (Mugi / ムギ / 麦子), a cousin's Kyoto University
graduation (Diego / ディエゴ / 迭戈, 25 March), the My Number card's electronic certificate renewed at Kita City Office
(10 June / 六月十日, マイナカード), drum lessons at Shimamura Music in Kawasaki (8 pm / 20時 / 晚上八点 / 20:00) and
fasting on Ekadashi twice a month.
"""

from __future__ import annotations

from pipelines.planted_set_ak2 import PLANTED_AK_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ak2.py (split for length only).
PLANTED_AK: list[tuple[str, str, str | None]] = [
    # akg1: hives treated with bilastine (Bilanoa) 20 mg once a day from a dermatologist in Akabane
    (
        "ak1",
        "The user has chronic hives and takes 20 mg of bilastine (Bilanoa) once a day, prescribed by a dermatologist "
        "in Akabane.",
        "akg1",
    ),
    (
        "ak1p",
        "A dermatologist in Akabane prescribed the user bilastine (Bilanoa), 20 mg daily, for chronic hives.",
        "akg1",
    ),
    (
        "ak1j",
        "ユーザーは慢性じんましんがあり、赤羽の皮膚科で処方されたビラノア（ビラスチン）20mgを1日1回飲んでいる。",
        "akg1",
    ),
    ("ak1j2", "赤羽の皮膚科で、じんましんの薬ビラノアを一日一錠出してもらっています。二十ミリグラムです。", "akg1"),
    ("ak1z", "用户患有慢性荨麻疹，每天服用一次赤羽皮肤科开的比拉斯汀（Bilanoa）20毫克。", "akg1"),
    (
        "nak1a",
        "The user has chronic hives and takes 20 mg of bilastine (Bilanoa) twice a day, prescribed by a dermatologist "
        "in Akabane.",
        None,
    ),  # frequency: twice a day vs once
    (
        "nak1b",
        "ユーザーは慢性じんましんがあり、王子の皮膚科で処方されたビラノア（ビラスチン）20mgを1日1回飲んでいる。",
        None,
    ),  # value: place (Oji vs Akabane)
    (
        "nak1c",
        "用户的妻子患有慢性荨麻疹，每天服用一次赤羽皮肤科开的比拉斯汀（Bilanoa）20毫克。",
        None,
    ),  # person: the wife vs the user
    (
        "nak1d",
        "The user has chronic hives and takes 10 mg of bilastine (Bilanoa) once a day, prescribed by a dermatologist "
        "in Akabane.",
        None,
    ),  # value: dose (10 mg vs 20 mg)
    # akg2: the daughter Olivia's head lice from nursery, treated with Sumithrin shampoo every other day
    (
        "ak2",
        "The user's daughter Olivia caught head lice at her nursery and is being treated with Sumithrin shampoo every "
        "other day.",
        "akg2",
    ),
    (
        "ak2p",
        "Olivia, the user's daughter, picked up head lice at nursery; the user washes her hair with Sumithrin shampoo "
        "every second day.",
        "akg2",
    ),
    (
        "ak2j",
        "ユーザーの娘のオリビアちゃんは保育園でアタマジラミをもらい、スミスリンシャンプーで1日おきに駆除している。",
        "akg2",
    ),
    ("ak2z", "用户的女儿奥利维亚在保育园染上了头虱，现在每隔一天用Sumithrin洗发水治疗。", "akg2"),
    (
        "nak2a",
        "The user's daughter Olivia caught head lice at her nursery and is being treated with Sumithrin shampoo every "
        "day.",
        None,
    ),  # frequency: every day vs every other day
    (
        "nak2b",
        "ユーザーの娘のオリビアちゃんはスイミングスクールでアタマジラミをもらい、"
        "スミスリンシャンプーで1日おきに駆除している。",
        None,
    ),  # value: place (swimming school vs nursery)
    (
        "nak2c",
        "用户的侄女奥利维亚在保育园染上了头虱，现在每隔一天用Sumithrin洗发水治疗。",
        None,
    ),  # person: the niece vs the daughter
    # akg3: a tick bitten into the left calf after hiking in Okutama, removed at a dermatology clinic in Ome on
    # Monday 7 July
    (
        "ak3",
        "After hiking in Okutama, the user had a tick removed from their left calf at a dermatology clinic in Ome on "
        "Monday 7 July.",
        "akg3",
    ),
    (
        "ak3p",
        "On Monday, July 7, a dermatology clinic in Ome took out a tick that had bitten the user's left calf during a "
        "hike in Okutama.",
        "akg3",
    ),
    (
        "ak3j",
        "ユーザーは奥多摩でハイキングをした後、左ふくらはぎに食いついたマダニを7月7日（月）"
        "に青梅の皮膚科で取ってもらった。",
        "akg3",
    ),
    ("ak3z", "用户在奥多摩徒步后，7月7日（周一）在青梅的皮肤科取出了咬在左小腿上的蜱虫。", "akg3"),
    ("ak3z2", "用户去奥多摩爬山被蜱虫咬了左腿肚子，七月七日星期一在青梅一家皮肤科诊所取了出来。", "akg3"),
    (
        "nak3a",
        "After hiking in Okutama, the user had a tick removed from their right calf at a dermatology clinic in Ome on "
        "Monday 7 July.",
        None,
    ),  # value: side (right vs left calf)
    (
        "nak3b",
        "用户在高尾山徒步后，7月7日（周一）在青梅的皮肤科取出了咬在左小腿上的蜱虫。",
        None,
    ),  # value: place hiked (Mount Takao vs Okutama)
    (
        "nak3c",
        "ユーザーの夫は奥多摩でハイキングをした後、左ふくらはぎに食いついたマダニを7月7日（月）"
        "に青梅の皮膚科で取ってもらった。",
        None,
    ),  # person: the husband vs the user
    (
        "nak3d",
        "After hiking in Okutama, the user had a tick removed from their left calf at a dermatology clinic in Ome on "
        "Monday 14 July.",
        None,
    ),  # value: date (14 July vs 7 July)
    # akg4: the mother's pneumococcal vaccine at a clinic in Nakano, ¥4,000 out of pocket with the ward's subsidy
    (
        "ak4",
        "The user's mother got the pneumococcal vaccine at a clinic in Nakano and paid ¥4,000 with the ward's subsidy.",
        "akg4",
    ),
    (
        "ak4p",
        "With Nakano Ward's subsidy, the pneumococcal shot the user's mother received at a local clinic cost her "
        "¥4,000.",
        "akg4",
    ),
    ("ak4j", "ユーザーの母は中野のクリニックで肺炎球菌ワクチンを接種し、区の助成で自己負担は4,000円だった。", "akg4"),
    ("ak4j2", "母が中野区の助成を使って、近所の医院で肺炎球菌の予防接種を受けました。払ったのは四千円です。", "akg4"),
    ("ak4z", "用户的母亲在中野的诊所接种了肺炎球菌疫苗，有区里的补贴，自付四千日元。", "akg4"),
    (
        "nak4a",
        "The user's mother got the pneumococcal vaccine at a clinic in Nakano and paid ¥8,000 with the ward's subsidy.",
        None,
    ),  # value: amount (8,000 vs 4,000 yen)
    (
        "nak4b",
        "ユーザーの父は中野のクリニックで肺炎球菌ワクチンを接種し、区の助成で自己負担は4,000円だった。",
        None,
    ),  # person: the father vs the mother
    (
        "nak4c",
        "用户的母亲在中野的诊所接种了带状疱疹疫苗，有区里的补贴，自付四千日元。",
        None,
    ),  # value: vaccine (shingles vs pneumococcal)
    (
        "nak4d",
        "The user's mother will get the pneumococcal vaccine at a clinic in Nakano and pay ¥4,000 with the ward's "
        "subsidy.",
        None,
    ),  # tense/aspect: will get vs got
    # akg5: the cat Azuki's hyperthyroidism, methimazole 2.5 mg twice a day
    ("ak5", "The user's cat Azuki has hyperthyroidism and gets 2.5 mg of methimazole twice a day.", "akg5"),
    (
        "ak5p",
        "Azuki, the user's cat, is on methimazole for an overactive thyroid: 2.5 mg, morning and evening.",
        "akg5",
    ),
    ("ak5j", "ユーザーの猫のあずきは甲状腺機能亢進症で、メルカゾールを1回2.5mg、1日2回飲ませている。", "akg5"),
    ("ak5z", "用户的猫红豆患有甲状腺功能亢进，每天两次喂2.5毫克甲巯咪唑。", "akg5"),
    (
        "nak5a",
        "The user's cat Azuki has hyperthyroidism and gets 5 mg of methimazole twice a day.",
        None,
    ),  # value: dose (5 mg vs 2.5 mg)
    (
        "nak5b",
        "ユーザーの猫のあずきは甲状腺機能亢進症で、メルカゾールを1回2.5mg、1日1回飲ませている。",
        None,
    ),  # frequency: once a day vs twice
    (
        "nak5c",
        "The user's dog Azuki has hyperthyroidism and gets 2.5 mg of methimazole twice a day.",
        None,
    ),  # value: species (dog vs cat)
    (
        "nak5d",
        "用户的猫红豆患有甲状腺功能亢进，以前每天两次喂2.5毫克甲巯咪唑。",
        None,
    ),  # tense/aspect: used to give vs gives
    # akg6: flying to Ulaanbaatar on 27 February for Tsagaan Sar with the parents
    ("ak6", "The user is flying to Ulaanbaatar on 27 February to celebrate Tsagaan Sar with their parents.", "akg6"),
    (
        "ak6p",
        "On 27 February the user will fly to Ulaanbaatar to spend the Mongolian Lunar New Year, Tsagaan Sar, with "
        "their parents.",
        "akg6",
    ),
    ("ak6j", "ユーザーは2月27日にウランバートルへ飛び、両親とツァガーン・サル（モンゴルの旧正月）を祝う。", "akg6"),
    ("ak6z", "用户2月27日要飞往乌兰巴托，和父母一起过查干萨日（蒙古新年）。", "akg6"),
    ("ak6z2", "用户二月二十七号飞乌兰巴托，回去陪爸妈过白月节。", "akg6"),
    (
        "nak6a",
        "The user is flying to Ulaanbaatar on 17 February to celebrate Tsagaan Sar with their parents.",
        None,
    ),  # value: date (17 vs 27 February)
    (
        "nak6b",
        "用户2月27日要飞往乌兰巴托，和岳父母一起过查干萨日（蒙古新年）。",
        None,
    ),  # person: the parents-in-law vs the parents
    (
        "nak6c",
        "ユーザーは2月27日にエルデネトへ行き、両親とツァガーン・サル（モンゴルの旧正月）を祝う。",
        None,
    ),  # value: city (Erdenet vs Ulaanbaatar)
    (
        "nak6d",
        "The user flew to Ulaanbaatar on 27 February to celebrate Tsagaan Sar with their parents.",
        None,
    ),  # tense/aspect: flew vs is flying
    # akg7: hosting four Iranian friends at home for Yalda night on 21 December
    ("ak7", "The user is hosting four Iranian friends at home for Yalda night on 21 December.", "akg7"),
    (
        "ak7p",
        "Four Iranian friends are coming to the user's home on 21 December to celebrate Yalda night with the user.",
        "akg7",
    ),
    ("ak7j", "ユーザーは12月21日のヤルダーの夜に、イラン人の友人4人を自宅に招く。", "akg7"),
    ("ak7z", "用户12月21日雅尔达之夜要在家招待四位伊朗朋友。", "akg7"),
    (
        "nak7a",
        "The user is a guest of four Iranian friends at their home for Yalda night on 21 December.",
        None,
    ),  # direction/role: the user is the guest vs the host
    (
        "nak7b",
        "ユーザーは12月21日のヤルダーの夜に、イラン人の友人6人を自宅に招く。",
        None,
    ),  # value: count (six vs four friends)
    (
        "nak7c",
        "用户去年12月21日雅尔达之夜在家招待了四位伊朗朋友。",
        None,
    ),  # tense/aspect: hosted last year vs is hosting
    (
        "nak7d",
        "The user is hosting four Afghan friends at home for Yalda night on 21 December.",
        None,
    ),  # value: nationality (Afghan vs Iranian)
    # akg8: the school enrolment notice for the daughter Nora: Sakuragaoka Elementary School from April 2026 (令和8年)
    (
        "ak8",
        "The user received the school enrolment notice assigning their daughter Nora to Sakuragaoka Elementary School "
        "from April 2026.",
        "akg8",
    ),
    (
        "ak8p",
        "According to the enrolment notice the user got, their daughter Nora will start at Sakuragaoka Elementary "
        "School in April 2026.",
        "akg8",
    ),
    ("ak8j", "ユーザーは娘のノラちゃんの就学通知書を受け取り、2026年4月から桜丘小学校に入学することになった。", "akg8"),
    ("ak8j2", "娘さんのノラちゃん宛ての就学通知が届きました。令和8年4月から桜丘小学校です。", "akg8"),
    ("ak8z", "用户收到了女儿诺拉的入学通知书，她将从二〇二六年四月起就读樱丘小学。", "akg8"),
    (
        "nak8a",
        "The user received the school enrolment notice assigning their daughter Nora to Sakuragaoka Elementary School "
        "from April 2027.",
        None,
    ),  # value: year (2027 vs 2026)
    (
        "nak8b",
        "ユーザーは娘のノラちゃんの就学通知書を受け取り、2026年4月から若葉台小学校に入学することになった。",
        None,
    ),  # value: school (Wakabadai vs Sakuragaoka)
    (
        "nak8c",
        "用户还没收到女儿诺拉的入学通知书，她将从二〇二六年四月起就读樱丘小学。",
        None,
    ),  # polarity: has not received vs received
    (
        "nak8d",
        "The user received the school enrolment notice assigning their son to Sakuragaoka Elementary School from "
        "April 2026.",
        None,
    ),  # person: the son vs the daughter Nora
    # akg9: a cancelled Peach flight refunded as ¥23,400 in Peach Points rather than in cash
    (
        "ak9",
        "After Peach cancelled the user's flight, the user took the ¥23,400 refund in Peach Points rather than in "
        "cash.",
        "akg9",
    ),
    ("ak9p", "The user chose Peach Points over a cash refund for the ¥23,400 of their cancelled Peach flight.", "akg9"),
    ("ak9j", "ユーザーはピーチの便が欠航になり、23,400円の払い戻しを現金ではなくピーチポイントで受け取った。", "akg9"),
    ("ak9z", "用户的乐桃航班被取消后，选择以乐桃积分而不是现金领取两万三千四百日元的退款。", "akg9"),
    (
        "nak9a",
        "After Peach cancelled the user's flight, the user took the ¥23,400 refund in cash rather than in Peach "
        "Points.",
        None,
    ),  # direction/role: cash chosen over points vs points over cash
    (
        "nak9b",
        "ユーザーはピーチの便が欠航になり、32,400円の払い戻しを現金ではなくピーチポイントで受け取った。",
        None,
    ),  # value: amount (32,400 vs 23,400 yen)
    (
        "nak9c",
        "用户的捷星航班被取消后，选择以捷星积分而不是现金领取两万三千四百日元的退款。",
        None,
    ),  # value: airline (Jetstar vs Peach)
    # akg10: the landlord replaced the broken intercom on 9 September at the landlord's cost
    ("ak10", "The landlord replaced the broken intercom in the user's flat on 9 September and paid for it.", "akg10"),
    ("ak10p", "On 9 September the broken intercom in the user's flat was replaced at the landlord's expense.", "akg10"),
    ("ak10j", "ユーザーの部屋の壊れたインターホンは、9月9日に大家さんの負担で交換された。", "akg10"),
    ("ak10z", "用户家坏掉的对讲门铃9月9日由房东出钱换了新的。", "akg10"),
    (
        "nak10a",
        "The landlord replaced the broken intercom in the user's flat on 9 September, and the user paid for it.",
        None,
    ),  # direction/role: the user pays vs the landlord pays
    (
        "nak10b",
        "ユーザーの部屋の壊れたインターホンは、9月19日に大家さんの負担で交換された。",
        None,
    ),  # value: date (19 vs 9 September)
    ("nak10c", "用户家坏掉的空调9月9日由房东出钱换了新的。", None),  # value: item (air conditioner vs intercom)
    (
        "nak10d",
        "The landlord will replace the broken intercom in the user's flat on 9 September and pay for it.",
        None,
    ),  # tense/aspect: will replace vs replaced
    # akg11: a telework allowance of ¥5,000 a month from the employer
    ("ak11", "The user's employer pays them a telework allowance of ¥5,000 a month.", "akg11"),
    ("ak11p", "The user gets ¥5,000 a month from their company as an allowance for working from home.", "akg11"),
    ("ak11j", "ユーザーは会社から在宅勤務手当を月5,000円もらっている。", "akg11"),
    ("ak11j2", "会社からテレワーク手当が毎月五千円出ています。", "akg11"),
    ("ak11z", "用户每月从公司领取五千日元的远程办公补贴。", "akg11"),
    (
        "nak11a",
        "The user's employer pays them a telework allowance of ¥3,000 a month.",
        None,
    ),  # value: amount (3,000 vs 5,000 yen)
    ("nak11b", "ユーザーの妻は会社から在宅勤務手当を月5,000円もらっている。", None),  # person: the wife vs the user
    ("nak11c", "用户以前每月从公司领取五千日元的远程办公补贴。", None),  # tense/aspect: used to pay vs pays
    (
        "nak11d",
        "The user's employer pays them a commuting allowance of ¥5,000 a month.",
        None,
    ),  # value: allowance (commuting vs telework)
    # akg12: a one-day Food Sanitation Manager course on 12 November, ¥12,000
    ("ak12", "The user took the one-day Food Sanitation Manager course on 12 November, which cost ¥12,000.", "akg12"),
    (
        "ak12p",
        "On 12 November the user attended a ¥12,000 one-day training course to qualify as a food sanitation manager.",
        "akg12",
    ),
    ("ak12j", "ユーザーは11月12日に1日の食品衛生責任者養成講習会を受けた。受講料は12,000円だった。", "akg12"),
    ("ak12z", "用户11月12日参加了为期一天的食品卫生责任者培训课程，费用一万二千日元。", "akg12"),
    (
        "nak12a",
        "The user took the one-day Food Sanitation Manager course on 21 November, which cost ¥12,000.",
        None,
    ),  # value: date (21 vs 12 November)
    (
        "nak12b",
        "用户的合伙人11月12日参加了为期一天的食品卫生责任者培训课程，费用一万二千日元。",
        None,
    ),  # person: the business partner vs the user
    (
        "nak12c",
        "ユーザーは11月12日に1日の食品衛生責任者養成講習会を受けるつもりだ。受講料は12,000円だ。",
        None,
    ),  # modality: plans to take vs took
    (
        "nak12d",
        "The user took the one-day Food Sanitation Manager course on 12 November, which cost ¥10,000.",
        None,
    ),  # value: amount (10,000 vs 12,000 yen)
    # akg13: playing attack in a women's lacrosse club that practises on Saturday mornings in Tachikawa
    (
        "ak13",
        "The user plays attack in a women's lacrosse club that practises on Saturday mornings in Tachikawa.",
        "akg13",
    ),
    (
        "ak13p",
        "On Saturday mornings the user trains in Tachikawa with a women's lacrosse club, where she plays attack.",
        "akg13",
    ),
    ("ak13j", "ユーザーは立川で毎週土曜の午前に練習している女子ラクロスクラブで、アタックをしている。", "akg13"),
    ("ak13z", "用户在一个每周六上午在立川训练的女子长曲棍球俱乐部打进攻位。", "akg13"),
    (
        "nak13a",
        "The user plays defence in a women's lacrosse club that practises on Saturday mornings in Tachikawa.",
        None,
    ),  # value: position (defence vs attack)
    ("nak13b", "用户在一个每周日上午在立川训练的女子长曲棍球俱乐部打进攻位。", None),  # value: day (Sunday vs Saturday)
    (
        "nak13c",
        "The user coaches the attack in a women's lacrosse club that practises on Saturday mornings in Tachikawa.",
        None,
    ),  # direction/role: coaches vs plays
    (
        "nak13d",
        "ユーザーは八王子で毎週土曜の午前に練習している女子ラクロスクラブで、アタックをしている。",
        None,
    ),  # value: place (Hachioji vs Tachikawa)
    # akg14: naginata at the Fuchu city budokan twice a week
    ("ak14", "The user practises naginata at the Fuchu city budokan twice a week.", "akg14"),
    ("ak14p", "Twice a week the user goes to the municipal budokan in Fuchu for naginata practice.", "akg14"),
    ("ak14j", "ユーザーは府中市の武道館で週2回なぎなたの稽古をしている。", "akg14"),
    ("ak14j2", "府中の市民武道館で、週に二回薙刀を習っております。", "akg14"),
    ("ak14z", "用户每周两次在府中市的武道馆练习薙刀。", "akg14"),
    (
        "nak14a",
        "The user practises naginata at the Fuchu city budokan once a week.",
        None,
    ),  # frequency: once a week vs twice
    ("nak14b", "ユーザーは調布市の武道館で週2回なぎなたの稽古をしている。", None),  # value: place (Chofu vs Fuchu)
    ("nak14c", "用户的女儿每周两次在府中市的武道馆练习薙刀。", None),  # person: the daughter vs the user
    (
        "nak14d",
        "The user used to practise naginata at the Fuchu city budokan twice a week.",
        None,
    ),  # tense/aspect: used to vs practises
    # akg15: hosting an English board-game night at a café in Takadanobaba on the second Saturday of the month
    (
        "ak15",
        "The user hosts an English-language board-game night at a café in Takadanobaba on the second Saturday of "
        "every month.",
        "akg15",
    ),
    (
        "ak15p",
        "On the second Saturday of each month, a board-game café in Takadanobaba holds an English-language game night "
        "run by the user.",
        "akg15",
    ),
    ("ak15j", "ユーザーは毎月第2土曜日に、高田馬場のボードゲームカフェで英語のボードゲーム会を主催している。", "akg15"),
    ("ak15z", "用户每月第二个星期六在高田马场的一家桌游咖啡馆主持英语桌游之夜。", "akg15"),
    (
        "nak15a",
        "The user goes to an English-language board-game night at a café in Takadanobaba on the second Saturday of "
        "every month.",
        None,
    ),  # direction/role: attends vs hosts
    (
        "nak15b",
        "ユーザーは毎月第4土曜日に、高田馬場のボードゲームカフェで英語のボードゲーム会を主催している。",
        None,
    ),  # value: week of the month (fourth vs second Saturday)
    (
        "nak15c",
        "用户每月第二个星期六在秋叶原的一家桌游咖啡馆主持英语桌游之夜。",
        None,
    ),  # value: place (Akihabara vs Takadanobaba)
    (
        "nak15d",
        "The user hosts a Spanish-language board-game night at a café in Takadanobaba on the second Saturday of every "
        "month.",
        None,
    ),  # value: language (Spanish vs English)
    # akg16: a 30 ml jasmine eau de parfum made at a perfume workshop in Kamakura, ¥6,600
    (
        "ak16",
        "The user made a 30 ml jasmine eau de parfum at a perfume-making workshop in Kamakura for ¥6,600.",
        "akg16",
    ),
    (
        "ak16p",
        "At a perfume workshop in Kamakura the user blended their own jasmine eau de parfum, a 30 ml bottle, for "
        "¥6,600.",
        "akg16",
    ),
    (
        "ak16j",
        "ユーザーは鎌倉の香水作りワークショップで、ジャスミンのオードパルファムを30ml作った。料金は6,600円。",
        "akg16",
    ),
    ("ak16z", "用户在镰仓的香水制作工作坊做了一瓶30毫升的茉莉香水，花了六千六百日元。", "akg16"),
    (
        "nak16a",
        "The user made a 50 ml jasmine eau de parfum at a perfume-making workshop in Kamakura for ¥6,600.",
        None,
    ),  # value: volume (50 ml vs 30 ml)
    (
        "nak16b",
        "ユーザーは鎌倉の香水作りワークショップで、バラのオードパルファムを30ml作った。料金は6,600円。",
        None,
    ),  # value: scent (rose vs jasmine)
    (
        "nak16c",
        "用户在镰仓的香水制作工作坊做了一瓶30毫升的茉莉香水，花了九千六百日元。",
        None,
    ),  # value: amount (9,600 vs 6,600 yen)
    # akg17: the son Elias passed kendama grade 5 at a test in Hatsukaichi
    ("ak17", "The user's son Elias passed the kendama grade 5 test at an event in Hatsukaichi.", "akg17"),
    ("ak17p", "At an event in Hatsukaichi, Elias, the user's son, passed his grade 5 kendama test.", "akg17"),
    ("ak17j", "ユーザーの息子のエリアスくんは、廿日市のイベントでけん玉の5級に合格した。", "akg17"),
    ("ak17j2", "息子さんのエリアスくんが廿日市でけん玉検定五級に受かりました。", "akg17"),
    ("ak17z", "用户的儿子埃利亚斯在廿日市的活动上通过了剑玉五级考试。", "akg17"),
    (
        "nak17a",
        "The user's son Elias passed the kendama grade 3 test at an event in Hatsukaichi.",
        None,
    ),  # value: grade (3 vs 5)
    (
        "nak17b",
        "ユーザーの息子のエリアスくんは、廿日市のイベントでけん玉の5級に落ちた。",
        None,
    ),  # polarity: failed vs passed
    (
        "nak17c",
        "用户的弟弟埃利亚斯在廿日市的活动上通过了剑玉五级考试。",
        None,
    ),  # person: the younger brother vs the son
    # akg18: a sukkah built on the flat's balcony in Meguro for Sukkot
    ("ak18", "The user built a sukkah on the balcony of their flat in Meguro for Sukkot.", "akg18"),
    ("ak18p", "For Sukkot, a sukkah was put up by the user on their apartment balcony in Meguro.", "akg18"),
    (
        "ak18j",
        "ユーザーは仮庵の祭り（スコット）のために、目黒の自宅マンションのベランダにスッカー（仮庵）を建てた。",
        "akg18",
    ),
    ("ak18z", "用户为住棚节在目黑公寓的阳台上搭了一个棚子（苏卡）。", "akg18"),
    (
        "nak18a",
        "The user built a sukkah on the roof of their building in Meguro for Sukkot.",
        None,
    ),  # value: place (roof vs balcony)
    (
        "nak18b",
        "ユーザーは仮庵の祭り（スコット）のために、中野の自宅マンションのベランダにスッカー（仮庵）を建てた。",
        None,
    ),  # value: ward (Nakano vs Meguro)
    ("nak18c", "用户打算为住棚节在目黑公寓的阳台上搭一个棚子（苏卡）。", None),  # modality: plans to build vs built
    (
        "nak18d",
        "The user's neighbour built a sukkah on the balcony of his flat in Meguro for Sukkot.",
        None,
    ),  # person: the neighbour vs the user
    # akg19: Vaisakhi at the gurdwara in Kobe on 13 April with the uncle's family
    ("ak19", "The user celebrated Vaisakhi at the gurdwara in Kobe on 13 April with their uncle's family.", "akg19"),
    ("ak19p", "On 13 April the user and their uncle's family marked Vaisakhi together at Kobe's gurdwara.", "akg19"),
    ("ak19j", "ユーザーは4月13日、叔父の家族と神戸のグルドワラでヴァイサーキーを祝った。", "akg19"),
    ("ak19z", "用户4月13日和叔叔一家在神户的锡克教谒师所庆祝了丰收节（Vaisakhi）。", "akg19"),
    (
        "nak19a",
        "The user celebrated Vaisakhi at the gurdwara in Kobe on 14 April with their uncle's family.",
        None,
    ),  # value: date (14 vs 13 April)
    (
        "nak19b",
        "用户4月13日和叔叔一家在东京的锡克教谒师所庆祝了丰收节（Vaisakhi）。",
        None,
    ),  # value: city (Tokyo vs Kobe)
    (
        "nak19c",
        "ユーザーは4月13日、いとこの家族と神戸のグルドワラでヴァイサーキーを祝った。",
        None,
    ),  # person: the cousin's family vs the uncle's
    (
        "nak19d",
        "The user will celebrate Vaisakhi at the gurdwara in Kobe on 13 April with their uncle's family.",
        None,
    ),  # tense/aspect: will celebrate vs celebrated
    # akg20: watching the Kanto Matsuri in Akita on 4 August
    ("ak20", "The user watched the Kanto Matsuri in Akita on the evening of 4 August.", "akg20"),
    ("ak20p", "On the evening of August 4 the user saw the lantern poles of Akita's Kanto Festival.", "akg20"),
    ("ak20j", "ユーザーは8月4日の夜、秋田で竿燈まつりを見物した。", "akg20"),
    ("ak20j2", "八月四日の晩に、秋田の竿燈を見てきました。", "akg20"),
    ("ak20z", "用户8月4日晚上在秋田观看了竿灯节。", "akg20"),
    (
        "nak20a",
        "The user performed in the Kanto Matsuri in Akita on the evening of 4 August, balancing a lantern pole.",
        None,
    ),  # direction/role: performed vs watched
    ("nak20b", "ユーザーは8月5日の夜、秋田で竿燈まつりを見物した。", None),  # value: date (5 vs 4 August)
    ("nak20c", "用户的姐姐8月4日晚上在秋田观看了竿灯节。", None),  # person: the elder sister vs the user
    (
        "nak20d",
        "The user wants to watch the Kanto Matsuri in Akita on the evening of 4 August.",
        None,
    ),  # modality: wants to watch vs watched
    *PLANTED_AK_21_40,
]
