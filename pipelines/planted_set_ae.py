"""Planted set ae (issue 13, stop 38): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; ae is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 38. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines and registration block of pipelines/planted_sets.py,
set ad and its split into planted_set_ad2.py, for the format, and tests/test_planted_structure.py), ran no benchmark,
link screen, sweep or consolidation, and wrote what an LLM summariser would have kept about real users of the assistant
(foreign residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker
can or cannot do.

What it covers: 40 groups ``aegN`` of 3-5 items (an English item ``aeN``, mostly with an English paraphrase ``aeNp``: a
synonym, a converse verb with the roles swapped (sold / bought, took over from / handed over to, beat / lost to, tutors
/ gets tutoring from), the passive, a relative clause or another word order; a Japanese item ``aeNj`` and a Chinese item
``aeNz``, sometimes a second Japanese wording ``aeNj2`` (subjectless, polite, kanji numerals 八月二日 / 五千五百円 /
六万円, an era year 令和7年, lay words and abbreviations such as マウスピース, 国保, 国試, 三菱UFJ and 銀婚式,
honorifics 大家さん / 主人, a 24-hour time 7:30〜8:15) or a second Chinese wording ``aeNz2`` with digits, Chinese
numerals or percentages), each with 3-4 negatives ``naeN<letter>`` that keep the group's template and change one value,
person, direction or role, tense or aspect, modality, polarity or frequency, named in the trailing comment, in all three
languages; then ten unrelated facts ``uaeN``. Fifteen groups have a negative that swaps the roles of two things or
people of one kind or reverses a direction: which phone line is added to whose family plan, which bank account money
moves from and to, who pays 60% and who 40% of the rent, which currency is changed into which, which stove replaces
which, whether a fee goes up or down between the same two amounts, which office the user is transferred from and to, who
takes over from whom, which team beat which, which ramen is preferred over which, who tutors whom, who sells the bike to
whom, which class comes first, which way a steam train is ridden, and cooking the langar against eating it.

Topics are ones the earlier sets left out: heatstroke and an ambulance to Toranomon Hospital (Saturday 2 August /
八月二日), a plantar wart frozen every two weeks in Nakano, a night guard for teeth grinding (¥5,500 / 五千五百円), a
24-hour Holter monitor at Sakakibara Memorial Hospital, the ¥500,000 childbirth lump-sum grant (五十万円 / 国保), a pet
sitter for the cat Kinako (きなこ / 黄豆粉) during ten days in Vietnam, the beagle Hachi's puppy class in Setagaya (ハチ
/ 小八), the wife Priya's line on a docomo family plan (プリヤさん / 普丽娅), a monthly MUFG to Rakuten Bank transfer, a
60 / 40 rent split with the partner Leon (6割 / 4割 / 百分之六十 / 60%), changing yen into Thai baht at Daikokuya, a gas
stove replaced by an IH cooktop, a condominium repair reserve fee, a transfer from Nagoya to Fukuoka, taking over the
Jakarta metro project from Mr Tanaka, Japan's national nursing exam (March 2025 / 令和7年3月 / 二〇二五年三月), a
company trip to Hakone, an ultimate frisbee league final (13-9 / 13対9 / 13比9), pickleball in Koto Ward, stand-up
paddleboarding on Lake Biwa, a Magic: The Gathering tournament in Akihabara, Hakata against Sapporo ramen, a daughter
tutoring a classmate in maths (Amelia / アメリアちゃん / 阿米莉亚), a road bike sold to a coworker (Kenji Mori /
森健二さん / 森健二), a son's Saturday swimming and English classes (Rafael / ラファエルくん / 拉斐尔), crossing-guard
duty (7:30 / 7時半), reading English picture books to a second-grade class (Chloe / クロエちゃん / 克洛伊), a summer
research project on cicadas (Daniel / ダニエルくん / 丹尼尔), the student exemption from National Pension contributions,
the automobile tax at a convenience store, a certified translation of a Nigerian diploma, a suitcase lost by Turkish
Airlines, a rowing boat in Takachiho Gorge, whale watching from Zamami, the SL Yamaguchi steam train, the Orthodox
Easter midnight service at Nikolai-do (Olena / オレーナさん / 奥莲娜), langar at a gurdwara in Bunkyo, garba at a
Navratri night in Yokohama, the Sendai Tanabata Festival and a vow renewal in Karuizawa for a 25th anniversary (銀婚式).
"""

from __future__ import annotations

from pipelines.planted_set_ae2 import PLANTED_AE_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ae2.py (split for length only).
PLANTED_AE: list[tuple[str, str, str | None]] = [
    # aeg1: taken by ambulance to Toranomon Hospital with heatstroke on Saturday 2 August, one night in hospital
    (
        "ae1",
        "The user was taken by ambulance to Toranomon Hospital with heatstroke on Saturday 2 August and stayed one "
        "night.",
        "aeg1",
    ),
    (
        "ae1p",
        "On Saturday, August 2, an ambulance took the user to Toranomon Hospital for heatstroke, where they were kept "
        "in for one night.",
        "aeg1",
    ),
    ("ae1j", "ユーザーは8月2日（土）に熱中症で虎の門病院に救急搬送され、1泊入院した。", "aeg1"),
    ("ae1j2", "八月二日の土曜日、熱中症で救急車で虎の門病院に運ばれ、一晩入院しました。", "aeg1"),
    ("ae1z", "用户8月2日（周六）因中暑被救护车送到虎之门医院，住院一晚。", "aeg1"),
    (
        "nae1a",
        "The user was taken by ambulance to Toranomon Hospital with heatstroke on Saturday 9 August and stayed one "
        "night.",
        None,
    ),  # value: date (9 August vs 2 August)
    (
        "nae1b",
        "ユーザーは8月2日（土）に熱中症で虎の門病院に救急搬送され、3泊入院した。",
        None,
    ),  # value: duration (three nights vs one)
    (
        "nae1c",
        "用户的丈夫8月2日（周六）因中暑被救护车送到虎之门医院，住院一晚。",
        None,
    ),  # person: the husband vs the user
    (
        "nae1d",
        "The user was taken by ambulance to Toranomon Hospital with food poisoning on Saturday 2 August and stayed "
        "one night.",
        None,
    ),  # value: condition (food poisoning vs heatstroke)
    # aeg2: a plantar wart on the left sole frozen with liquid nitrogen at a dermatology clinic in Nakano, every 2 weeks
    (
        "ae2",
        "The user has a plantar wart on the sole of their left foot frozen with liquid nitrogen at a dermatology "
        "clinic in Nakano every two weeks.",
        "aeg2",
    ),
    (
        "ae2p",
        "Every other week, a dermatology clinic in Nakano treats the wart on the sole of the user's left foot with "
        "liquid nitrogen.",
        "aeg2",
    ),
    ("ae2j", "ユーザーは左足の裏のいぼを、中野の皮膚科で2週間ごとに液体窒素で焼いてもらっている。", "aeg2"),
    ("ae2z", "用户左脚掌长了跖疣，每两周去中野的皮肤科用液氮冷冻治疗一次。", "aeg2"),
    (
        "nae2a",
        "ユーザーは右足の裏のいぼを、中野の皮膚科で2週間ごとに液体窒素で焼いてもらっている。",
        None,
    ),  # value: side (right vs left foot)
    (
        "nae2b",
        "The user has a plantar wart on the sole of their left foot frozen with liquid nitrogen at a dermatology "
        "clinic in Nakano every week.",
        None,
    ),  # frequency: every week vs every two weeks
    (
        "nae2c",
        "用户左脚掌长了跖疣，每两周去高圆寺的皮肤科用液氮冷冻治疗一次。",
        None,
    ),  # value: place (Koenji vs Nakano)
    (
        "nae2d",
        "The user used to have a plantar wart on the sole of their left foot frozen with liquid nitrogen at a "
        "dermatology clinic in Nakano every two weeks.",
        None,
    ),  # tense/aspect: used to have vs has
    # aeg3: a night guard for teeth grinding made by a dentist in Meguro, ¥5,500 with health insurance
    (
        "ae3",
        "A dentist in Meguro made the user a night guard for teeth grinding, which cost ¥5,500 with health insurance.",
        "aeg3",
    ),
    (
        "ae3p",
        "The user got a mouthguard to wear at night against teeth grinding from a dental clinic in Meguro; with "
        "insurance it came to ¥5,500.",
        "aeg3",
    ),
    ("ae3j", "ユーザーは目黒の歯医者で歯ぎしり用のナイトガードを作ってもらい、保険適用で5,500円だった。", "aeg3"),
    ("ae3j2", "歯ぎしりがひどいので、目黒の歯科でマウスピースを作りました。保険がきいて五千五百円でした。", "aeg3"),
    ("ae3z", "用户在目黑的牙科诊所做了一个防磨牙的夜间牙套，用医保后花了五千五百日元。", "aeg3"),
    (
        "nae3a",
        "A dentist in Meguro made the user a night guard for teeth grinding, which cost ¥8,800 with health insurance.",
        None,
    ),  # value: amount (8,800 vs 5,500 yen)
    (
        "nae3b",
        "用户的妻子在目黑的牙科诊所做了一个防磨牙的夜间牙套，用医保后花了五千五百日元。",
        None,
    ),  # person: the wife vs the user
    (
        "nae3c",
        "ユーザーは目黒の歯医者で歯ぎしり用のナイトガードを作ってもらう予定で、保険適用で5,500円かかる。",
        None,
    ),  # tense/aspect: will have one made vs had one made
    (
        "nae3d",
        "A dentist in Gotanda made the user a night guard for teeth grinding, which cost ¥5,500 with health insurance.",
        None,
    ),  # value: place (Gotanda vs Meguro)
    # aeg4: a 24-hour Holter monitor for palpitations, fitted at Sakakibara Memorial Hospital on Monday 16 June
    (
        "ae4",
        "The user wore a 24-hour Holter monitor for palpitations, fitted at Sakakibara Memorial Hospital on Monday 16 "
        "June.",
        "aeg4",
    ),
    (
        "ae4p",
        "For their palpitations, the user had a 24-hour Holter ECG fitted at Sakakibara Memorial Hospital on Monday, "
        "June 16, and wore it for a day.",
        "aeg4",
    ),
    ("ae4j", "ユーザーは動悸のため、6月16日（月）に榊原記念病院で24時間ホルター心電図を付けた。", "aeg4"),
    ("ae4z", "用户因心悸，6月16日（周一）在榊原纪念医院戴了24小时动态心电图。", "aeg4"),
    ("ae4z2", "因为心慌，用户六月十六日周一在榊原纪念医院做了二十四小时Holter心电监测。", "aeg4"),
    (
        "nae4a",
        "The user wore a 48-hour Holter monitor for palpitations, fitted at Sakakibara Memorial Hospital on Monday 16 "
        "June.",
        None,
    ),  # value: duration (48 vs 24 hours)
    (
        "nae4b",
        "ユーザーは動悸のため、6月23日（月）に榊原記念病院で24時間ホルター心電図を付けた。",
        None,
    ),  # value: date (23 vs 16 June)
    (
        "nae4c",
        "用户的母亲因心悸，6月16日（周一）在榊原纪念医院戴了24小时动态心电图。",
        None,
    ),  # person: the mother vs the user
    (
        "nae4d",
        "The user will wear a 24-hour Holter monitor for palpitations, to be fitted at Sakakibara Memorial Hospital "
        "on Monday 16 June.",
        None,
    ),  # tense/aspect: will wear vs wore
    # aeg5: the ¥500,000 childbirth lump-sum grant from National Health Insurance for a baby born in January
    (
        "ae5",
        "The user received the ¥500,000 childbirth lump-sum grant from National Health Insurance for their baby born "
        "in January.",
        "aeg5",
    ),
    (
        "ae5p",
        "National Health Insurance paid the user the ¥500,000 lump-sum childbirth allowance for the baby born in "
        "January.",
        "aeg5",
    ),
    ("ae5j", "ユーザーは1月に生まれた赤ちゃんの出産育児一時金として、国民健康保険から50万円を受け取った。", "aeg5"),
    ("ae5j2", "一月に出産して、国保から出産一時金を五十万円もらいました。", "aeg5"),
    ("ae5z", "用户一月生了宝宝，从国民健康保险领到了五十万日元的生育一次性补助金。", "aeg5"),
    (
        "nae5a",
        "The user received the ¥420,000 childbirth lump-sum grant from National Health Insurance for their baby born "
        "in January.",
        None,
    ),  # value: amount (420,000 vs 500,000 yen)
    (
        "nae5b",
        "用户三月生了宝宝，从国民健康保险领到了五十万日元的生育一次性补助金。",
        None,
    ),  # value: month (March vs January)
    (
        "nae5c",
        "ユーザーは1月に生まれた赤ちゃんの出産育児一時金として、国民健康保険に50万円を申請中だ。",
        None,
    ),  # tense/aspect: has applied and is waiting vs received
    (
        "nae5d",
        "The user received the ¥500,000 childbirth lump-sum grant from their company's health insurance for their "
        "baby born in January.",
        None,
    ),  # value: insurer (company health insurance vs National Health Insurance)
    # aeg6: a pet sitter visiting the cat Kinako twice a day during the user's ten days in Vietnam
    ("ae6", "While the user is in Vietnam for ten days, a pet sitter will visit their cat Kinako twice a day.", "aeg6"),
    (
        "ae6p",
        "Kinako, the user's cat, will be looked after by a pet sitter who comes twice a day during the user's ten-day "
        "trip to Vietnam.",
        "aeg6",
    ),
    ("ae6j", "ユーザーがベトナムに10日間行っている間、ペットシッターが1日2回、猫のきなこの世話に来る。", "aeg6"),
    ("ae6z", "用户去越南十天期间，宠物保姆每天上门两次照顾猫咪黄豆粉。", "aeg6"),
    ("nae6a", "用户去越南十天期间，宠物保姆每天上门一次照顾猫咪黄豆粉。", None),  # frequency: once a day vs twice a day
    (
        "nae6b",
        "While the user is in Thailand for ten days, a pet sitter will visit their cat Kinako twice a day.",
        None,
    ),  # value: country (Thailand vs Vietnam)
    (
        "nae6c",
        "ユーザーがベトナムに10日間行っている間、隣の人が1日2回、猫のきなこの世話に来る。",
        None,
    ),  # person: the neighbour vs a pet sitter
    (
        "nae6d",
        "While the user is in Vietnam for three days, a pet sitter will visit their cat Kinako twice a day.",
        None,
    ),  # value: duration (three vs ten days)
    # aeg7: the beagle Hachi's puppy class at a dog school in Setagaya on Saturday mornings, ¥4,400 a lesson
    (
        "ae7",
        "The user's beagle Hachi goes to a puppy training class at a dog school in Setagaya on Saturday mornings, at "
        "¥4,400 a lesson.",
        "aeg7",
    ),
    (
        "ae7p",
        "On Saturday mornings the user takes Hachi, their beagle, to puppy training at a dog school in Setagaya; each "
        "lesson costs ¥4,400.",
        "aeg7",
    ),
    (
        "ae7j",
        "ユーザーのビーグルのハチは、毎週土曜の午前に世田谷のドッグスクールのパピー教室に通っている。1回4,400円。",
        "aeg7",
    ),
    ("ae7z", "用户的比格犬小八每周六上午在世田谷的一家狗狗学校上幼犬训练课，每节课四千四百日元。", "aeg7"),
    (
        "nae7a",
        "ユーザーのビーグルのハチは、毎週日曜の午前に世田谷のドッグスクールのパピー教室に通っている。1回4,400円。",
        None,
    ),  # value: day (Sunday vs Saturday)
    (
        "nae7b",
        "The user's beagle Hachi goes to a puppy training class at a dog school in Setagaya on Saturday mornings, at "
        "¥6,600 a lesson.",
        None,
    ),  # value: amount (6,600 vs 4,400 yen)
    (
        "nae7c",
        "用户的比格犬小八以前每周六上午在世田谷的一家狗狗学校上幼犬训练课，每节课四千四百日元。",
        None,
    ),  # tense/aspect: used to go vs goes
    (
        "nae7d",
        "The user's beagle Hachi goes to a puppy training class at a dog school in Meguro on Saturday mornings, at "
        "¥4,400 a lesson.",
        None,
    ),  # value: place (Meguro vs Setagaya)
    # aeg8: the wife Priya's phone line added to the user's docomo family plan
    ("ae8", "The user added their wife Priya's phone line to their docomo family plan.", "aeg8"),
    ("ae8p", "The phone line of Priya, the user's wife, was added to the user's docomo family plan.", "aeg8"),
    ("ae8j", "ユーザーは妻のプリヤさんの携帯回線を、自分のドコモの家族割プランに追加した。", "aeg8"),
    ("ae8z", "用户把妻子普丽娅的手机号加进了自己的docomo家庭套餐。", "aeg8"),
    (
        "nae8a",
        "The user's wife Priya added the user's phone line to her docomo family plan.",
        None,
    ),  # direction/role: the user's line added to Priya's plan vs Priya's line to the user's
    ("nae8b", "用户把妻子普丽娅的手机号加进了自己的au家庭套餐。", None),  # value: carrier (au vs docomo)
    (
        "nae8c",
        "ユーザーは母親の携帯回線を、自分のドコモの家族割プランに追加した。",
        None,
    ),  # person: the mother vs the wife Priya
    (
        "nae8d",
        "The user removed their wife Priya's phone line from their docomo family plan.",
        None,
    ),  # direction/role: removed from vs added to
    # aeg9: ¥50,000 moved from the MUFG account to the Rakuten Bank account on the 25th of every month
    (
        "ae9",
        "On the 25th of every month the user moves ¥50,000 from their MUFG account to their Rakuten Bank account.",
        "aeg9",
    ),
    (
        "ae9p",
        "Every month on the 25th, ¥50,000 goes from the user's MUFG Bank account into their Rakuten Bank account.",
        "aeg9",
    ),
    ("ae9j", "ユーザーは毎月25日に、三菱UFJ銀行の口座から楽天銀行の口座へ5万円を移している。", "aeg9"),
    ("ae9j2", "毎月二十五日、三菱UFJから楽天銀行に五万円を振り替えています。", "aeg9"),
    ("ae9z", "用户每月25号从三菱UFJ银行的账户往乐天银行的账户转五万日元。", "aeg9"),
    (
        "nae9a",
        "On the 25th of every month the user moves ¥50,000 from their Rakuten Bank account to their MUFG account.",
        None,
    ),  # direction/role: Rakuten to MUFG vs MUFG to Rakuten
    (
        "nae9b",
        "ユーザーは毎月10日に、三菱UFJ銀行の口座から楽天銀行の口座へ5万円を移している。",
        None,
    ),  # value: day of the month (10th vs 25th)
    (
        "nae9c",
        "用户每月25号从三菱UFJ银行的账户往乐天银行的账户转三万日元。",
        None,
    ),  # value: amount (30,000 vs 50,000 yen)
    (
        "nae9d",
        "用户每月25号从三菱UFJ银行的账户往住信SBI网络银行的账户转五万日元。",
        None,
    ),  # value: bank (SBI Sumishin Net Bank vs Rakuten Bank)
    # aeg10: the ¥180,000 rent split 60% the user, 40% the partner Leon
    ("ae10", "Of their ¥180,000 monthly rent, the user pays 60% and their partner Leon pays 40%.", "aeg10"),
    (
        "ae10p",
        "Leon, the user's partner, covers 40% of the ¥180,000 monthly rent and the user covers the other 60%.",
        "aeg10",
    ),
    ("ae10j", "月18万円の家賃のうち、ユーザーが6割、パートナーのレオンが4割を払っている。", "aeg10"),
    ("ae10z", "每月十八万日元的房租，用户付百分之六十，伴侣莱昂付百分之四十。", "aeg10"),
    ("ae10z2", "房租每月18万日元，用户承担60%，伴侣莱昂承担40%。", "aeg10"),
    (
        "nae10a",
        "Of their ¥180,000 monthly rent, the user pays 40% and their partner Leon pays 60%.",
        None,
    ),  # direction/role: the user 40% and Leon 60% vs the user 60% and Leon 40%
    (
        "nae10b",
        "月15万円の家賃のうち、ユーザーが6割、パートナーのレオンが4割を払っている。",
        None,
    ),  # value: rent (150,000 vs 180,000 yen)
    ("nae10c", "每月十八万日元的房租，用户和伴侣莱昂各付一半。", None),  # value: split (half each vs 60 / 40)
    (
        "nae10d",
        "Of their ¥180,000 monthly rent, the user used to pay 60% and their partner Leon 40%.",
        None,
    ),  # tense/aspect: used to pay vs pays
    # aeg11: ¥100,000 changed into Thai baht at the Daikokuya exchange shop in Shinjuku
    ("ae11", "The user changed ¥100,000 into Thai baht at the Daikokuya exchange shop in Shinjuku.", "aeg11"),
    (
        "ae11p",
        "At Daikokuya's currency exchange counter in Shinjuku, the user exchanged ¥100,000 for Thai baht.",
        "aeg11",
    ),
    ("ae11j", "ユーザーは新宿の大黒屋で10万円をタイバーツに両替した。", "aeg11"),
    ("ae11z", "用户在新宿的大黑屋把十万日元换成了泰铢。", "aeg11"),
    (
        "nae11a",
        "The user changed Thai baht into ¥100,000 at the Daikokuya exchange shop in Shinjuku.",
        None,
    ),  # direction/role: baht into yen vs yen into baht
    ("nae11b", "用户在新宿的大黑屋把十万日元换成了越南盾。", None),  # value: currency (Vietnamese dong vs Thai baht)
    ("nae11c", "ユーザーは上野の大黒屋で10万円をタイバーツに両替した。", None),  # value: place (Ueno vs Shinjuku)
    ("nae11d", "ユーザーは新宿の大黒屋で5万円をタイバーツに両替した。", None),  # value: amount (50,000 vs 100,000 yen)
    # aeg12: the landlord replaced the gas stove in the user's flat with an IH cooktop in October
    ("ae12", "In October the user's landlord replaced the gas stove in their flat with an IH cooktop.", "aeg12"),
    (
        "ae12p",
        "The gas stove in the user's flat was swapped for an induction (IH) cooktop by the landlord in October.",
        "aeg12",
    ),
    ("ae12j", "10月に大家さんが、ユーザーの部屋のガスコンロをIHクッキングヒーターに取り替えた。", "aeg12"),
    ("ae12j2", "十月、大家さんが部屋のガスコンロをIHに替えてくれました。", "aeg12"),
    ("ae12z", "十月房东把用户家里的燃气灶换成了IH电磁炉。", "aeg12"),
    (
        "nae12a",
        "In October the user's landlord replaced the IH cooktop in their flat with a gas stove.",
        None,
    ),  # direction/role: IH replaced by gas vs gas replaced by IH
    ("nae12b", "十二月房东把用户家里的燃气灶换成了IH电磁炉。", None),  # value: month (December vs October)
    (
        "nae12c",
        "10月に大家さんは、ユーザーの部屋のガスコンロをIHクッキングヒーターに取り替えてくれなかった。",
        None,
    ),  # polarity: did not replace vs replaced
    (
        "nae12d",
        "In October the user's landlord said he might replace the gas stove in their flat with an IH cooktop.",
        None,
    ),  # modality: might replace vs replaced
    # aeg13: the condominium's repair reserve fee up from ¥12,000 to ¥18,000 a month from April
    (
        "ae13",
        "From April, the monthly repair reserve fee for the user's condominium flat went up from ¥12,000 to ¥18,000.",
        "aeg13",
    ),
    (
        "ae13p",
        "The repair reserve fund payment on the user's condo rose from ¥12,000 a month to ¥18,000 a month in April.",
        "aeg13",
    ),
    ("ae13j", "4月から、ユーザーのマンションの修繕積立金が月1万2千円から1万8千円に上がった。", "aeg13"),
    ("ae13z", "从4月起，用户所住公寓的修缮公积金从每月一万二千日元涨到了一万八千日元。", "aeg13"),
    (
        "nae13a",
        "From April, the monthly repair reserve fee for the user's condominium flat went down from ¥18,000 to ¥12,000.",
        None,
    ),  # direction/role: down from 18,000 to 12,000 vs up from 12,000 to 18,000
    (
        "nae13b",
        "4月から、ユーザーのマンションの管理費が月1万2千円から1万8千円に上がった。",
        None,
    ),  # value: fee (management fee vs repair reserve)
    (
        "nae13c",
        "从10月起，用户所住公寓的修缮公积金从每月一万二千日元涨到了一万八千日元。",
        None,
    ),  # value: month (October vs April)
    (
        "nae13d",
        "From April, the monthly repair reserve fee for the user's condominium flat went up from ¥12,000 to ¥20,000.",
        None,
    ),  # value: new amount (20,000 vs 18,000 yen)
    # aeg14: transferred by the company from the Nagoya office to the Fukuoka office in April
    ("ae14", "The user's company transferred them from the Nagoya office to the Fukuoka office in April.", "aeg14"),
    ("ae14p", "In April the user was moved by their company from its Nagoya office to its Fukuoka office.", "aeg14"),
    ("ae14j", "ユーザーは4月に会社の辞令で名古屋支社から福岡支社へ異動した。", "aeg14"),
    ("ae14z", "用户四月被公司从名古屋分公司调到了福冈分公司。", "aeg14"),
    ("ae14z2", "4月份用户从名古屋分社调到福冈分社工作。", "aeg14"),
    (
        "nae14a",
        "The user's company transferred them from the Fukuoka office to the Nagoya office in April.",
        None,
    ),  # direction/role: Fukuoka to Nagoya vs Nagoya to Fukuoka
    ("nae14b", "用户的妻子四月被公司从名古屋分公司调到了福冈分公司。", None),  # person: the wife vs the user
    (
        "nae14c",
        "ユーザーは4月に会社の辞令で名古屋支社から福岡支社へ異動するかもしれない。",
        None,
    ),  # modality: might be transferred vs was transferred
    (
        "nae14d",
        "The user's company transferred them from the Nagoya office to the Sendai office in April.",
        None,
    ),  # value: destination (Sendai vs Fukuoka)
    # aeg15: the user took over from the manager Mr Tanaka as lead of the Jakarta metro project
    ("ae15", "The user took over from their manager, Mr Tanaka, as lead of the Jakarta metro project.", "aeg15"),
    ("ae15p", "Mr Tanaka, the user's manager, handed the lead of the Jakarta metro project over to the user.", "aeg15"),
    ("ae15j", "ユーザーは上司の田中さんからジャカルタ地下鉄プロジェクトのリーダーを引き継いだ。", "aeg15"),
    ("ae15z", "用户从上司田中手里接过了雅加达地铁项目负责人的职务。", "aeg15"),
    (
        "nae15a",
        "Mr Tanaka, the user's manager, took over from the user as lead of the Jakarta metro project.",
        None,
    ),  # direction/role: Tanaka took over from the user vs the user from Tanaka
    (
        "nae15b",
        "ユーザーは上司の田中さんからマニラ地下鉄プロジェクトのリーダーを引き継いだ。",
        None,
    ),  # value: project (Manila vs Jakarta)
    (
        "nae15c",
        "用户将从上司田中手里接过雅加达地铁项目负责人的职务。",
        None,
    ),  # tense/aspect: will take over vs took over
    (
        "nae15d",
        "The user took over from their colleague, Ms Ito, as lead of the Jakarta metro project.",
        None,
    ),  # person: the colleague Ms Ito vs the manager Mr Tanaka
    # aeg16: Japan's national nursing exam passed at the second attempt in March 2025 (令和7年)
    ("ae16", "The user passed Japan's national nursing exam on their second attempt in March 2025.", "aeg16"),
    (
        "ae16p",
        "In March 2025, on their second try, the user got through the national examination for nurses in Japan.",
        "aeg16",
    ),
    ("ae16j", "ユーザーは2025年3月、2回目の挑戦で看護師国家試験に合格した。", "aeg16"),
    ("ae16j2", "令和7年3月、二度目の受験で看護師の国試に受かりました。", "aeg16"),
    ("ae16z", "用户二〇二五年三月第二次报考日本护士国家考试并通过了。", "aeg16"),
    (
        "nae16a",
        "The user passed Japan's national nursing exam on their third attempt in March 2025.",
        None,
    ),  # value: attempt (third vs second)
    (
        "nae16b",
        "ユーザーは2025年3月、2回目の挑戦で介護福祉士国家試験に合格した。",
        None,
    ),  # value: exam (certified care worker vs nurse)
    ("nae16c", "用户二〇二五年三月第二次报考日本护士国家考试，没有通过。", None),  # polarity: failed vs passed
    (
        "nae16d",
        "The user passed Japan's national nursing exam on their second attempt in March 2024.",
        None,
    ),  # value: year (2024 vs 2025)
    # aeg17: the company trip to Hakone on 14-15 November, one night at a ryokan
    ("ae17", "The user is going on the company trip to Hakone on 14-15 November, with one night at a ryokan.", "aeg17"),
    (
        "ae17p",
        "On November 14 and 15 the user will join their company's staff trip to Hakone and stay a night at a ryokan.",
        "aeg17",
    ),
    ("ae17j", "ユーザーは11月14日から15日まで会社の社員旅行で箱根に行き、旅館に1泊する。", "aeg17"),
    ("ae17z", "用户11月14日至15日要参加公司去箱根的员工旅游，在日式旅馆住一晚。", "aeg17"),
    (
        "nae17a",
        "ユーザーは11月14日から15日まで会社の社員旅行で熱海に行き、旅館に1泊する。",
        None,
    ),  # value: place (Atami vs Hakone)
    (
        "nae17b",
        "The user went on the company trip to Hakone on 14-15 November, with one night at a ryokan.",
        None,
    ),  # tense/aspect: went vs is going
    (
        "nae17c",
        "用户11月21日至22日要参加公司去箱根的员工旅游，在日式旅馆住一晚。",
        None,
    ),  # value: dates (21-22 vs 14-15 November)
    # aeg18: the user's ultimate frisbee team Tokyo Wind beat Yokohama Tide 13-9 in the Kanto league final
    (
        "ae18",
        "The user's ultimate frisbee team, Tokyo Wind, beat Yokohama Tide 13-9 in the Kanto league final.",
        "aeg18",
    ),
    (
        "ae18p",
        "In the Kanto league final, Yokohama Tide lost 13-9 to Tokyo Wind, the user's ultimate frisbee team.",
        "aeg18",
    ),
    (
        "ae18j",
        "ユーザーのアルティメットのチーム「東京ウィンド」が、関東リーグ決勝で横浜タイドに13対9で勝った。",
        "aeg18",
    ),
    ("ae18z", "用户所在的极限飞盘队Tokyo Wind在关东联赛决赛中以13比9战胜了Yokohama Tide。", "aeg18"),
    (
        "nae18a",
        "Yokohama Tide beat the user's ultimate frisbee team, Tokyo Wind, 13-9 in the Kanto league final.",
        None,
    ),  # direction/role: Yokohama Tide won vs Tokyo Wind won
    (
        "nae18b",
        "ユーザーのアルティメットのチーム「東京ウィンド」が、関東リーグ準決勝で横浜タイドに13対9で勝った。",
        None,
    ),  # value: round (semi-final vs final)
    (
        "nae18c",
        "用户所在的极限飞盘队Tokyo Wind在关东联赛决赛中以13比11战胜了Yokohama Tide。",
        None,
    ),  # value: score (13-11 vs 13-9)
    # aeg19: pickleball at the Koto Ward sports centre every Wednesday evening
    ("ae19", "The user plays pickleball at the Koto Ward sports centre every Wednesday evening.", "aeg19"),
    ("ae19p", "Every Wednesday evening the user goes to play pickleball at the sports centre in Koto Ward.", "aeg19"),
    ("ae19j", "ユーザーは毎週水曜日の夜、江東区のスポーツセンターでピックルボールをしている。", "aeg19"),
    ("ae19z", "用户每周三晚上在江东区体育中心打匹克球。", "aeg19"),
    ("nae19a", "用户每周五晚上在江东区体育中心打匹克球。", None),  # value: day (Friday vs Wednesday)
    (
        "nae19b",
        "The user plays badminton at the Koto Ward sports centre every Wednesday evening.",
        None,
    ),  # value: sport (badminton vs pickleball)
    (
        "nae19c",
        "ユーザーの義父は毎週水曜日の夜、江東区のスポーツセンターでピックルボールをしている。",
        None,
    ),  # person: the father-in-law vs the user
    (
        "nae19d",
        "The user plays pickleball at the Koto Ward sports centre every other Wednesday evening.",
        None,
    ),  # frequency: every other Wednesday vs every Wednesday
    # aeg20: stand-up paddleboarding on Lake Biwa at Omi-Maiko over the Marine Day weekend, ¥6,000
    (
        "ae20",
        "Over the Marine Day weekend the user tried stand-up paddleboarding on Lake Biwa at Omi-Maiko, paying ¥6,000.",
        "aeg20",
    ),
    (
        "ae20p",
        "The user had a go at SUP on Lake Biwa near Omi-Maiko during the Marine Day long weekend; it cost ¥6,000.",
        "aeg20",
    ),
    ("ae20j", "ユーザーは海の日の連休に、びわ湖の近江舞子でSUPを体験した。料金は6,000円。", "aeg20"),
    ("ae20z", "用户海之日连休期间在琵琶湖近江舞子体验了立式桨板，费用六千日元。", "aeg20"),
    ("ae20z2", "海之日三连休，用户去琵琶湖的近江舞子玩了SUP桨板，花了6000日元。", "aeg20"),
    (
        "nae20a",
        "Over the Marine Day weekend the user tried stand-up paddleboarding on Lake Biwa at Makino, paying ¥6,000.",
        None,
    ),  # value: place (Makino vs Omi-Maiko)
    (
        "nae20b",
        "ユーザーは海の日の連休に、びわ湖の近江舞子でカヤックを体験した。料金は6,000円。",
        None,
    ),  # value: activity (kayak vs SUP)
    (
        "nae20c",
        "用户打算海之日连休期间去琵琶湖近江舞子体验立式桨板，费用六千日元。",
        None,
    ),  # modality: plans to vs tried
    (
        "nae20d",
        "Over the Marine Day weekend the user tried stand-up paddleboarding on Lake Biwa at Omi-Maiko, paying ¥9,000.",
        None,
    ),  # value: amount (9,000 vs 6,000 yen)
    *PLANTED_AE_21_40,
]
