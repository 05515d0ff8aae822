"""Planted set ah (issue 13, stop 39): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; ah is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 39. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines, import lines and registration block of
pipelines/planted_sets.py, set ad and its split into planted_set_ad2.py, for the format, and
tests/test_planted_structure.py), read no git history of main, ran no benchmark, link screen, sweep or consolidation,
and wrote what an LLM summariser would have kept about real users of the assistant (foreign residents and travellers in
Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do.

What it covers: 40 groups ``ahgN`` of 4-5 items (an English item ``ahN``, an English paraphrase ``ahNp``: a synonym, a
converse verb with the roles swapped (gets / gives, bit / was bitten by, bought / sold, joined / was hired by), the
passive, a relative clause or another word order; a Japanese item ``ahNj`` and a Chinese item ``ahNz``, sometimes a
second Japanese wording ``ahNj2`` (subjectless, polite, kanji numerals 十月九日 / 五月二十二日 / 十二万五千円 /
十六万八千円 / 二十四万円 / 百万円, era years 令和8年 / 令和9年, lay words and abbreviations such as 腰のヘルニア,
若葉マーク, 修二会, シルク, 東電, オクトパス and 都立国際, an honorific 娘さん) or a second Chinese wording ``ahNz2``
(达必妥 for Dupixent, 副朝 / 小朝觐, 满月宴, 两成 for 20%, a 24-hour time 14:00)), each with 3-4 negatives
``nahN<letter>`` that keep the group's template and change one value, person, direction or role, tense or aspect,
modality, polarity or frequency, named in the trailing comment, in all three languages; then ten unrelated facts
``uahN``. Fourteen groups have a negative that swaps a role or reverses a direction: ear tubes taken out against put in,
which dog bit which, adopting kittens against fostering them, selling a racehorse share against buying it, refereeing
against playing, cycling Lake Biwa clockwise against anticlockwise, which way Ozegahara is walked, watching a parade
against marching in it, watching a naked festival against taking part, best man against officiant, selling shares
against buying them, which electricity supplier the user switches from and to, who referred whom for a job, and teaching
a course against studying on it.

Topics are ones the earlier sets left out: an epidural nerve block for a lumbar disc herniation in Kinshicho (once a
week / 週に1回 / 每周), Dupixent for atopic dermatitis from a dermatologist in Jiyugaoka (デュピクセント / 达必妥),
shingles and valacyclovir (seven days / 7日分 / 七天), a father's prostate biopsy at Kyorin University Hospital
(Thursday 9 October / 十月九日), benign positional vertigo at an ENT clinic in Oimachi, a son's ear tubes at the
National Center for Child Health and Development (Felix / フェリックスくん / 费利克斯, 22 May / 五月二十二日), a
neighbour's dachshund biting a shiba (Kotaro / コタロウ / 小太郎, ¥22,000 / 2万2千円), fostering two kittens for a
rescue group in Hino, a 1/400 racehorse share from the Silk Horse Club (¥125,000 / 十二万五千円), the bagpipes in a pipe
band at Kasai Rinkai Park, 52 goshuin in a goshuincho (五十二ヶ所), adult ice hockey at the Shin-Yokohama Skate Center,
the Biwaichi by bicycle (200 km / 二百公里), a campervan from Sapporo (¥168,000 / 十六万八千円), skunk cabbage at
Ozegahara, the Earth Celebration on Sado by jetfoil, the Omizutori at Todai-ji (お水取り / 修二会), the St. Patrick's
Day parade on Omotesando, the Saidaiji Eyo naked festival, a kumade for a curry shop at Tori no Ichi in Asakusa, Umrah
with a father, meatless Fridays in Lent, a full-month banquet for a baby son in Ikebukuro (Haoran / ハオランくん / 浩然,
满月酒), a niece's debut in Quezon City (Bea / ビアちゃん / 比娅), officiating a friend's wedding in Kitano, Kobe (Marco
/ マルコ / 马可), a Consular Report of Birth Abroad at the US Embassy (Ava / エイヴァちゃん / 艾娃), the beginner driver
mark until 20 May 2026 (令和8年 / 若葉マーク / 二〇二六年), a monthly space at the bicycle parking by Mitaka Station
(¥2,100 / 两千一百日元), a godo kaisha registered in Yokohama (¥1 million / 百万円), Oriental Land shares for the Disney
shareholder perk, a Fukoku Life education endowment policy (Layla / ライラちゃん / 莱拉), inner windows with a subsidy
(¥240,000 / 二十四万円), a switch from TEPCO to Octopus Energy (東電 / オクトパス), a used Honda N-BOX from Tsukuba
(¥890,000 / 八十九万日元), a job referral bonus (Tomasz Nowak / トマシュ・ノヴァクさん / 托马什·诺瓦克, ¥300,000), a
four-day week with a 20% pay cut (2割 / 百分之二十 / 两成), a Japanese language school in Takadanobaba (March 2027 /
令和9年 / 二〇二七年), a son at a free school in Kodaira (Jonas / ヨナスくん / 约纳斯), a disaster pick-up drill at an
elementary school (Nadia / ナディアちゃん / 纳迪娅, 2 pm / 午後2時 / 14:00) and a daughter admitted to the IB course at
Tokyo Metropolitan Kokusai High School (Chiara / キアラさん / 琪亚拉, 都立国際).
"""

from __future__ import annotations

from pipelines.planted_set_ah2 import PLANTED_AH_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ah2.py (split for length only).
PLANTED_AH: list[tuple[str, str, str | None]] = [
    # ahg1: an epidural nerve block for a lumbar disc herniation at a pain clinic in Kinshicho, once a week
    (
        "ah1",
        "The user gets an epidural nerve block for a lumbar disc herniation at a pain clinic in Kinshicho once a week.",
        "ahg1",
    ),
    (
        "ah1p",
        "Every week a pain clinic in Kinshicho gives the user an epidural block injection for their herniated lumbar "
        "disc.",
        "ahg1",
    ),
    (
        "ah1j",
        "ユーザーは腰椎椎間板ヘルニアのため、週に1回、錦糸町のペインクリニックで硬膜外ブロック注射を受けている。",
        "ahg1",
    ),
    ("ah1j2", "腰のヘルニアで、毎週錦糸町のペインクリニックに通ってブロック注射を打ってもらっています。", "ahg1"),
    ("ah1z", "用户因腰椎间盘突出，每周在锦糸町的一家疼痛科诊所打一次硬膜外神经阻滞针。", "ahg1"),
    (
        "nah1a",
        "The user gets an epidural nerve block for a cervical disc herniation at a pain clinic in Kinshicho once a "
        "week.",
        None,
    ),  # value: spine level (cervical vs lumbar)
    (
        "nah1b",
        "ユーザーは腰椎椎間板ヘルニアのため、月に1回、錦糸町のペインクリニックで硬膜外ブロック注射を受けている。",
        None,
    ),  # frequency: once a month vs once a week
    (
        "nah1c",
        "用户因腰椎间盘突出，每周在龟户的一家疼痛科诊所打一次硬膜外神经阻滞针。",
        None,
    ),  # value: place (Kameido vs Kinshicho)
    (
        "nah1d",
        "The user's husband gets an epidural nerve block for a lumbar disc herniation at a pain clinic in Kinshicho "
        "once a week.",
        None,
    ),  # person: the husband vs the user
    # ahg2: Dupixent injected every two weeks since January for atopic dermatitis, from a dermatologist in Jiyugaoka
    (
        "ah2",
        "The user has been injecting Dupixent for atopic dermatitis every two weeks since January, prescribed by a "
        "dermatologist in Jiyugaoka.",
        "ahg2",
    ),
    (
        "ah2p",
        "Since January a dermatologist in Jiyugaoka has had the user on Dupixent for atopic dermatitis, one "
        "self-injection every two weeks.",
        "ahg2",
    ),
    (
        "ah2j",
        "ユーザーは1月から、"
        "自由が丘の皮膚科で処方されたデュピクセントをアトピー性皮膚炎のために2週間ごとに自己注射している。",
        "ahg2",
    ),
    ("ah2z", "用户从1月起每两周自己注射一次度普利尤单抗（Dupixent）治疗特应性皮炎，药是自由之丘的皮肤科开的。", "ahg2"),
    ("ah2z2", "用户一月开始用达必妥治疗异位性皮炎，每两周打一针，是自由之丘皮肤科开的药。", "ahg2"),
    (
        "nah2a",
        "The user has been injecting Dupixent for atopic dermatitis every two weeks since June, prescribed by a "
        "dermatologist in Jiyugaoka.",
        None,
    ),  # value: start month (June vs January)
    (
        "nah2b",
        "ユーザーは1月から、自由が丘の皮膚科で処方されたデュピクセントを喘息のために2週間ごとに自己注射している。",
        None,
    ),  # value: condition (asthma vs atopic dermatitis)
    (
        "nah2c",
        "用户的儿子从1月起每两周自己注射一次度普利尤单抗（Dupixent）治疗特应性皮炎，药是自由之丘的皮肤科开的。",
        None,
    ),  # person: the son vs the user
    (
        "nah2d",
        "The user may start injecting Dupixent for atopic dermatitis every two weeks in January, prescribed by a "
        "dermatologist in Jiyugaoka.",
        None,
    ),  # modality: may start vs has been injecting
    # ahg3: shingles on the left side of the chest, valacyclovir for seven days
    (
        "ah3",
        "The user came down with shingles on the left side of their chest and was prescribed valacyclovir for seven "
        "days.",
        "ahg3",
    ),
    (
        "ah3p",
        "Shingles broke out on the left side of the user's chest, and the doctor gave them a seven-day course of "
        "valacyclovir.",
        "ahg3",
    ),
    ("ah3j", "ユーザーは胸の左側に帯状疱疹が出て、バラシクロビルを7日分処方された。", "ahg3"),
    ("ah3z", "用户左侧胸口长了带状疱疹，医生开了七天的伐昔洛韦。", "ahg3"),
    (
        "nah3a",
        "ユーザーは胸の右側に帯状疱疹が出て、バラシクロビルを7日分処方された。",
        None,
    ),  # value: side (right vs left)
    (
        "nah3b",
        "The user came down with shingles on the left side of their chest and was prescribed valacyclovir for five "
        "days.",
        None,
    ),  # value: duration (five vs seven days)
    (
        "nah3c",
        "用户的岳母左侧胸口长了带状疱疹，医生开了七天的伐昔洛韦。",
        None,
    ),  # person: the mother-in-law vs the user
    ("nah3d", "用户左侧胸口长了带状疱疹，医生开了七天的泛昔洛韦。", None),  # value: drug (famciclovir vs valacyclovir)
    # ahg4: the father's prostate biopsy at Kyorin University Hospital, Thursday 9 October, one night in hospital
    (
        "ah4",
        "The user's father will have a prostate biopsy at Kyorin University Hospital on Thursday 9 October, with one "
        "night in hospital.",
        "ahg4",
    ),
    (
        "ah4p",
        "On Thursday, October 9, the user's father is due to have a prostate biopsy at Kyorin University Hospital and "
        "stay one night.",
        "ahg4",
    ),
    ("ah4j", "ユーザーの父は10月9日（木）に杏林大学病院で前立腺の生検を受け、1泊入院する予定だ。", "ahg4"),
    ("ah4j2", "十月九日の木曜日に、父が杏林大学病院で前立腺生検のため一泊入院します。", "ahg4"),
    ("ah4z", "用户的父亲10月9日（周四）要在杏林大学医院做前列腺穿刺活检，住院一晚。", "ahg4"),
    (
        "nah4a",
        "The user's father will have a prostate biopsy at Kyorin University Hospital on Thursday 16 October, with one "
        "night in hospital.",
        None,
    ),  # value: date (16 vs 9 October)
    (
        "nah4b",
        "ユーザーの義父は10月9日（木）に杏林大学病院で前立腺の生検を受け、1泊入院する予定だ。",
        None,
    ),  # person: the father-in-law vs the father
    (
        "nah4c",
        "用户的父亲10月9日（周四）在杏林大学医院做了前列腺穿刺活检，住院一晚。",
        None,
    ),  # tense/aspect: had vs will have
    (
        "nah4d",
        "The user's father will have a prostate biopsy at Musashino Red Cross Hospital on Thursday 9 October, with "
        "one night in hospital.",
        None,
    ),  # value: hospital (Musashino Red Cross vs Kyorin University)
    # ahg5: benign positional vertigo diagnosed at an ENT clinic in Oimachi, head-turning exercises twice a day
    (
        "ah5",
        "The user was diagnosed with benign positional vertigo at an ENT clinic in Oimachi and does head-turning "
        "exercises twice a day.",
        "ahg5",
    ),
    (
        "ah5p",
        "An ENT clinic in Oimachi found that the user has benign paroxysmal positional vertigo, and the user now does "
        "head-rotation exercises twice daily.",
        "ahg5",
    ),
    ("ah5j", "ユーザーは大井町の耳鼻科で良性発作性頭位めまい症と診断され、1日2回、頭を動かす体操をしている。", "ahg5"),
    ("ah5z", "用户在大井町的耳鼻喉科被诊断为良性阵发性位置性眩晕，每天做两次转头练习。", "ahg5"),
    (
        "nah5a",
        "用户在大井町的耳鼻喉科被诊断为良性阵发性位置性眩晕，每天做三次转头练习。",
        None,
    ),  # frequency: three times vs twice a day
    (
        "nah5b",
        "The user was diagnosed with Meniere's disease at an ENT clinic in Oimachi and does head-turning exercises "
        "twice a day.",
        None,
    ),  # value: diagnosis (Meniere's disease vs positional vertigo)
    (
        "nah5c",
        "ユーザーの母は大井町の耳鼻科で良性発作性頭位めまい症と診断され、1日2回、頭を動かす体操をしている。",
        None,
    ),  # person: the mother vs the user
    # ahg6: the son Felix's ear tubes put in both ears at the National Center for Child Health and Development, 22 May
    (
        "ah6",
        "The user's son Felix had ear tubes put in both ears at the National Center for Child Health and Development "
        "on 22 May.",
        "ahg6",
    ),
    (
        "ah6p",
        "On 22 May the user's son Felix had grommets inserted in both ears at the National Center for Child Health "
        "and Development.",
        "ahg6",
    ),
    (
        "ah6j",
        "ユーザーの息子のフェリックスくんは5月22日、国立成育医療研究センターで両耳に鼓膜チューブを入れる手術を受けた。",
        "ahg6",
    ),
    ("ah6j2", "息子のフェリックスが五月二十二日に成育医療センターで両耳のチューブ留置術を受けました。", "ahg6"),
    ("ah6z", "用户的儿子费利克斯5月22日在国立成育医疗研究中心做了双耳鼓膜置管手术。", "ahg6"),
    (
        "nah6a",
        "The user's son Felix had an ear tube put in his left ear at the National Center for Child Health and "
        "Development on 22 May.",
        None,
    ),  # value: ears (the left ear vs both ears)
    (
        "nah6b",
        "用户的儿子费利克斯5月29日在国立成育医疗研究中心做了双耳鼓膜置管手术。",
        None,
    ),  # value: date (29 vs 22 May)
    (
        "nah6c",
        "ユーザーの息子のフェリックスくんは5月22日、"
        "国立成育医療研究センターで両耳に鼓膜チューブを入れる手術を受ける予定だ。",
        None,
    ),  # tense/aspect: will have vs had
    (
        "nah6d",
        "The user's son Felix had ear tubes taken out of both ears at the National Center for Child Health and "
        "Development on 22 May.",
        None,
    ),  # direction/role: taken out vs put in
    # ahg7: the neighbour's dachshund bit the shiba Kotaro on a walk, the neighbour paid the ¥22,000 vet bill
    (
        "ah7",
        "The neighbour's dachshund bit the user's shiba Kotaro on a walk, and the neighbour paid the ¥22,000 vet bill.",
        "ahg7",
    ),
    (
        "ah7p",
        "The user's shiba Kotaro was bitten on a walk by the neighbour's dachshund; the neighbour covered the ¥22,000 "
        "vet bill.",
        "ahg7",
    ),
    (
        "ah7j",
        "散歩中に近所のダックスフントがユーザーの柴犬コタロウをかみ、動物病院代の2万2千円は近所の人が払った。",
        "ahg7",
    ),
    ("ah7z", "邻居家的腊肠犬在散步时咬了用户的柴犬小太郎，两万两千日元的兽医费由邻居支付。", "ahg7"),
    (
        "nah7a",
        "The user's shiba Kotaro bit the neighbour's dachshund on a walk, and the neighbour paid the ¥22,000 vet bill.",
        None,
    ),  # direction/role: Kotaro bit the dachshund vs was bitten by it
    (
        "nah7b",
        "散歩中に近所のダックスフントがユーザーの柴犬コタロウをかみ、動物病院代の2万2千円はユーザーが払った。",
        None,
    ),  # person: the user paid vs the neighbour
    (
        "nah7c",
        "邻居家的腊肠犬在散步时咬了用户的柴犬小太郎，三万两千日元的兽医费由邻居支付。",
        None,
    ),  # value: amount (32,000 vs 22,000 yen)
    (
        "nah7d",
        "The neighbour's corgi bit the user's shiba Kotaro on a walk, and the neighbour paid the ¥22,000 vet bill.",
        None,
    ),  # value: breed (corgi vs dachshund)
    # ahg8: fostering two kittens for a cat rescue group in Hino until they are adopted
    ("ah8", "The user is fostering two kittens for a cat rescue group in Hino until they are adopted.", "ahg8"),
    (
        "ah8p",
        "Until they find adoptive homes, two kittens from a cat rescue group in Hino are being fostered by the user.",
        "ahg8",
    ),
    ("ah8j", "ユーザーは日野市の保護猫団体から子猫2匹を預かり、里親が決まるまで世話をしている。", "ahg8"),
    ("ah8z", "用户在为日野市的一个猫咪救助团体临时寄养两只小猫，直到它们被领养。", "ahg8"),
    (
        "nah8a",
        "The user is fostering three kittens for a cat rescue group in Hino until they are adopted.",
        None,
    ),  # value: count (three vs two kittens)
    (
        "nah8b",
        "The user has adopted two kittens from a cat rescue group in Hino.",
        None,
    ),  # direction/role: adopted vs fostering
    (
        "nah8c",
        "用户在为八王子市的一个猫咪救助团体临时寄养两只小猫，直到它们被领养。",
        None,
    ),  # value: place (Hachioji vs Hino)
    (
        "nah8d",
        "ユーザーは以前、日野市の保護猫団体から子猫2匹を預かり、里親が決まるまで世話をしていた。",
        None,
    ),  # tense/aspect: used to foster vs is fostering
    # ahg9: a 1/400 share in a racehorse bought through the Silk Horse Club for ¥125,000
    ("ah9", "The user bought a 1/400 share in a racehorse through the Silk Horse Club for ¥125,000.", "ahg9"),
    (
        "ah9p",
        "Through the Silk Horse Club, the user became part-owner of a racehorse with a 1/400 share that cost ¥125,000.",
        "ahg9",
    ),
    ("ah9j", "ユーザーはシルクホースクラブで競走馬の400分の1口を12万5千円で購入し、一口馬主になった。", "ahg9"),
    ("ah9j2", "シルクで一口馬主になりました。四百分の一口で、十二万五千円です。", "ahg9"),
    ("ah9z", "用户通过Silk Horse Club花十二万五千日元买了一匹赛马的四百分之一份额。", "ahg9"),
    (
        "nah9a",
        "The user sold a 1/400 share in a racehorse through the Silk Horse Club for ¥125,000.",
        None,
    ),  # direction/role: sold vs bought
    (
        "nah9b",
        "ユーザーはシルクホースクラブで競走馬の500分の1口を12万5千円で購入し、一口馬主になった。",
        None,
    ),  # value: fraction (1/500 vs 1/400)
    (
        "nah9c",
        "用户通过Sunday Racing花十二万五千日元买了一匹赛马的四百分之一份额。",
        None,
    ),  # value: club (Sunday Racing vs Silk Horse Club)
    (
        "nah9d",
        "The user is thinking of buying a 1/400 share in a racehorse through the Silk Horse Club for ¥125,000.",
        None,
    ),  # modality: thinking of buying vs bought
    # ahg10: the bagpipes in a pipe band that practises in Kasai Rinkai Park on Tuesday evenings
    (
        "ah10",
        "The user plays the bagpipes in a pipe band that practises in Kasai Rinkai Park on Tuesday evenings.",
        "ahg10",
    ),
    ("ah10p", "On Tuesday evenings the user practises the bagpipes with a pipe band in Kasai Rinkai Park.", "ahg10"),
    ("ah10j", "ユーザーは葛西臨海公園で毎週火曜の夜に練習するパイプバンドでバグパイプを吹いている。", "ahg10"),
    ("ah10z", "用户在一支每周二晚上在葛西临海公园练习的风笛乐队里吹风笛。", "ahg10"),
    (
        "nah10a",
        "ユーザーは葛西臨海公園で毎週木曜の夜に練習するパイプバンドでバグパイプを吹いている。",
        None,
    ),  # value: day (Thursday vs Tuesday)
    (
        "nah10b",
        "The user plays the snare drum in a pipe band that practises in Kasai Rinkai Park on Tuesday evenings.",
        None,
    ),  # value: instrument (snare drum vs bagpipes)
    (
        "nah10c",
        "用户以前在一支每周二晚上在葛西临海公园练习的风笛乐队里吹风笛。",
        None,
    ),  # tense/aspect: used to play vs plays
    (
        "nah10d",
        "The user plays the bagpipes in a pipe band that practises in Yoyogi Park on Tuesday evenings.",
        None,
    ),  # value: place (Yoyogi Park vs Kasai Rinkai Park)
    # ahg11: 52 goshuin from shrines and temples collected in a goshuincho since moving to Japan
    (
        "ah11",
        "The user has collected 52 goshuin stamps from shrines and temples in their goshuincho since moving to Japan.",
        "ahg11",
    ),
    (
        "ah11p",
        "Since the user moved to Japan, their goshuincho has filled up with 52 goshuin from shrines and temples.",
        "ahg11",
    ),
    ("ah11j", "ユーザーは来日してから御朱印帳に神社やお寺の御朱印を52個集めた。", "ahg11"),
    ("ah11j2", "日本に来てから、神社やお寺で御朱印を五十二ヶ所分いただきました。", "ahg11"),
    ("ah11z", "用户来日本以后，在御朱印帐上集了52个神社和寺庙的御朱印。", "ahg11"),
    ("nah11a", "用户来日本以后，在御朱印帐上集了25个神社和寺庙的御朱印。", None),  # value: count (25 vs 52)
    (
        "nah11b",
        "The user has collected 52 manhole cards from towns and cities in their card album since moving to Japan.",
        None,
    ),  # value: item (manhole cards vs goshuin)
    (
        "nah11c",
        "ユーザーの母は来日してから御朱印帳に神社やお寺の御朱印を52個集めた。",
        None,
    ),  # person: the mother vs the user
    # ahg12: an adult ice hockey league at the Shin-Yokohama Skate Center on Saturday nights
    (
        "ah12",
        "The user plays in an adult ice hockey league at the Shin-Yokohama Skate Center on Saturday nights.",
        "ahg12",
    ),
    (
        "ah12p",
        "On Saturday nights the user plays ice hockey in a league for adults at the Shin-Yokohama Skate Center.",
        "ahg12",
    ),
    ("ah12j", "ユーザーは毎週土曜の夜、新横浜スケートセンターの社会人アイスホッケーリーグでプレーしている。", "ahg12"),
    ("ah12z", "用户每周六晚上在新横滨滑冰中心参加成人冰球联赛。", "ahg12"),
    (
        "nah12a",
        "The user referees in an adult ice hockey league at the Shin-Yokohama Skate Center on Saturday nights.",
        None,
    ),  # direction/role: referees vs plays
    (
        "nah12b",
        "用户每隔一周的周六晚上在新横滨滑冰中心参加成人冰球联赛。",
        None,
    ),  # frequency: every other Saturday vs every Saturday
    (
        "nah12c",
        "ユーザーは毎週土曜の夜、ダイドードリンコアイスアリーナの社会人アイスホッケーリーグでプレーしている。",
        None,
    ),  # value: rink (DyDo Drinco Ice Arena vs Shin-Yokohama)
    # ahg13: the 200 km Biwaichi loop around Lake Biwa cycled anticlockwise in two days in October
    (
        "ah13",
        "The user cycled the 200 km Biwaichi loop around Lake Biwa anticlockwise over two days in October.",
        "ahg13",
    ),
    (
        "ah13p",
        "In October the user rode the Biwaichi, the 200 km cycling loop around Lake Biwa, counterclockwise in two "
        "days.",
        "ahg13",
    ),
    ("ah13j", "ユーザーは10月に琵琶湖一周200キロのビワイチを反時計回りに2日間で走った。", "ahg13"),
    ("ah13z", "用户十月花两天时间逆时针骑行了环琵琶湖200公里的“Biwaichi”路线。", "ahg13"),
    ("ah13z2", "用户10月用了两天，沿逆时针方向骑车绕琵琶湖一圈，全程二百公里。", "ahg13"),
    (
        "nah13a",
        "The user cycled the 200 km Biwaichi loop around Lake Biwa clockwise over two days in October.",
        None,
    ),  # direction/role: clockwise vs anticlockwise
    (
        "nah13b",
        "ユーザーは10月に琵琶湖一周200キロのビワイチを反時計回りに3日間で走った。",
        None,
    ),  # value: duration (three vs two days)
    (
        "nah13c",
        "用户五月花两天时间逆时针骑行了环琵琶湖200公里的“Biwaichi”路线。",
        None,
    ),  # value: month (May vs October)
    (
        "nah13d",
        "The user plans to cycle the 200 km Biwaichi loop around Lake Biwa anticlockwise over two days in October.",
        None,
    ),  # modality: plans to vs did
    # ahg14: a campervan rented in Sapporo for seven days in July, ¥168,000
    ("ah14", "The user rented a campervan in Sapporo for seven days in July for ¥168,000.", "ahg14"),
    ("ah14p", "For ¥168,000, a campervan was rented by the user in Sapporo for a week in July.", "ahg14"),
    ("ah14j", "ユーザーは7月に札幌でキャンピングカーを7日間借り、料金は16万8千円だった。", "ahg14"),
    ("ah14j2", "七月、札幌でキャンピングカーを一週間レンタルしました。十六万八千円でした。", "ahg14"),
    ("ah14z", "用户七月在札幌租了七天房车，花了十六万八千日元。", "ahg14"),
    ("nah14a", "用户七月在旭川租了七天房车，花了十六万八千日元。", None),  # value: city (Asahikawa vs Sapporo)
    (
        "nah14b",
        "The user rented a campervan in Sapporo for ten days in July for ¥168,000.",
        None,
    ),  # value: duration (ten vs seven days)
    (
        "nah14c",
        "ユーザーは7月に札幌でキャンピングカーを7日間借り、料金は18万6千円だった。",
        None,
    ),  # value: amount (186,000 vs 168,000 yen)
    (
        "nah14d",
        "The user's parents rented a campervan in Sapporo for seven days in July for ¥168,000.",
        None,
    ),  # person: the parents vs the user
    # ahg15: Ozegahara walked from Hatomachi Pass to Lake Ozenuma in June to see the skunk cabbage
    (
        "ah15",
        "In June the user hiked across the Ozegahara marsh from Hatomachi Pass to Lake Ozenuma to see the skunk "
        "cabbage.",
        "ahg15",
    ),
    (
        "ah15p",
        "The user walked the Oze marshland from Hatomachi Pass to Ozenuma in June to see the mizubasho (skunk "
        "cabbage) in bloom.",
        "ahg15",
    ),
    ("ah15j", "ユーザーは6月に水芭蕉を見に、鳩待峠から尾瀬ヶ原を抜けて尾瀬沼まで歩いた。", "ahg15"),
    ("ah15z", "用户六月从鸠待岭出发穿过尾濑原走到尾濑沼，去看水芭蕉。", "ahg15"),
    (
        "nah15a",
        "In June the user hiked across the Ozegahara marsh from Lake Ozenuma to Hatomachi Pass to see the skunk "
        "cabbage.",
        None,
    ),  # direction/role: from Ozenuma to Hatomachi Pass vs from Hatomachi Pass to Ozenuma
    (
        "nah15b",
        "ユーザーは5月に水芭蕉を見に、鳩待峠から尾瀬ヶ原を抜けて尾瀬沼まで歩いた。",
        None,
    ),  # value: month (May vs June)
    (
        "nah15c",
        "用户的姐姐六月从鸠待岭出发穿过尾濑原走到尾濑沼，去看水芭蕉。",
        None,
    ),  # person: the elder sister vs the user
    # ahg16: the Earth Celebration taiko festival on Sado Island in August, by jetfoil from Niigata
    (
        "ah16",
        "The user is going to the Earth Celebration taiko festival on Sado Island in August, taking the jetfoil from "
        "Niigata.",
        "ahg16",
    ),
    (
        "ah16p",
        "In August the user will take the jetfoil from Niigata to Sado Island for the Earth Celebration taiko "
        "festival.",
        "ahg16",
    ),
    (
        "ah16j",
        "ユーザーは8月に新潟からジェットフォイルで佐渡島へ渡り、太鼓の祭典アース・セレブレーションに行く。",
        "ahg16",
    ),
    ("ah16z", "用户八月要从新潟坐喷射水翼船去佐渡岛参加太鼓音乐节“地球庆典”。", "ahg16"),
    (
        "nah16a",
        "The user is going to the Earth Celebration taiko festival on Sado Island in August, taking the car ferry "
        "from Niigata.",
        None,
    ),  # value: boat (car ferry vs jetfoil)
    (
        "nah16b",
        "ユーザーの夫は8月に新潟からジェットフォイルで佐渡島へ渡り、太鼓の祭典アース・セレブレーションに行く。",
        None,
    ),  # person: the husband vs the user
    (
        "nah16c",
        "用户八月从新潟坐喷射水翼船去佐渡岛参加了太鼓音乐节“地球庆典”。",
        None,
    ),  # tense/aspect: went vs is going
    (
        "nah16d",
        "The user is going to the Earth Celebration taiko festival on Sado Island in September, taking the jetfoil "
        "from Niigata.",
        None,
    ),  # value: month (September vs August)
    # ahg17: the Omizutori torches at Todai-ji's Nigatsu-do in Nara on the night of 12 March
    (
        "ah17",
        "The user watched the Omizutori fire rite at Todai-ji's Nigatsu-do in Nara on the night of 12 March.",
        "ahg17",
    ),
    (
        "ah17p",
        "On the night of March 12 the user saw the Omizutori torches at the Nigatsu-do hall of Todai-ji in Nara.",
        "ahg17",
    ),
    ("ah17j", "ユーザーは3月12日の夜、奈良の東大寺二月堂でお水取りのお松明を見た。", "ahg17"),
    ("ah17j2", "三月十二日の晩に、東大寺二月堂で修二会のお松明を見ました。", "ahg17"),
    ("ah17z", "用户3月12日晚上在奈良东大寺二月堂观看了“取水节”的火把仪式。", "ahg17"),
    (
        "nah17a",
        "ユーザーは3月14日の夜、奈良の東大寺二月堂でお水取りのお松明を見た。",
        None,
    ),  # value: date (14 vs 12 March)
    (
        "nah17b",
        "The user is planning to watch the Omizutori fire rite at Todai-ji's Nigatsu-do in Nara on the night of 12 "
        "March.",
        None,
    ),  # modality: plans to watch vs watched
    (
        "nah17c",
        "用户的父母3月12日晚上在奈良东大寺二月堂观看了“取水节”的火把仪式。",
        None,
    ),  # person: the parents vs the user
    # ahg18: marching with Irish Network Japan in the St. Patrick's Day parade on Omotesando, Sunday 16 March
    (
        "ah18",
        "The user is marching with Irish Network Japan in the St. Patrick's Day parade on Omotesando on Sunday 16 "
        "March.",
        "ahg18",
    ),
    (
        "ah18p",
        "On Sunday 16 March the user will walk in the Omotesando St. Patrick's Day parade as part of the Irish "
        "Network Japan group.",
        "ahg18",
    ),
    (
        "ah18j",
        "ユーザーは3月16日（日）、"
        "表参道のセント・パトリックス・デー・パレードにアイリッシュ・ネットワーク・ジャパンの一員として参加する。",
        "ahg18",
    ),
    ("ah18z", "用户3月16日（周日）将随爱尔兰网络日本（Irish Network Japan）参加表参道的圣帕特里克节游行。", "ahg18"),
    (
        "nah18a",
        "The user is going to watch Irish Network Japan march in the St. Patrick's Day parade on Omotesando on Sunday "
        "16 March.",
        None,
    ),  # direction/role: watching vs marching
    (
        "nah18b",
        "ユーザーは3月23日（日）、"
        "表参道のセント・パトリックス・デー・パレードにアイリッシュ・ネットワーク・ジャパンの一員として参加する。",
        None,
    ),  # value: date (23 vs 16 March)
    (
        "nah18c",
        "用户3月16日（周日）随爱尔兰网络日本（Irish Network Japan）参加了表参道的圣帕特里克节游行。",
        None,
    ),  # tense/aspect: marched vs is marching
    (
        "nah18d",
        "The user is marching with Irish Network Japan in the St. Patrick's Day parade in Yokohama on Sunday 16 March.",
        None,
    ),  # value: place (Yokohama vs Omotesando)
    # ahg19: taking part in the Saidaiji Eyo naked festival in Okayama on the third Saturday of February
    (
        "ah19",
        "The user took part in the Saidaiji Eyo naked festival in Okayama on the third Saturday of February.",
        "ahg19",
    ),
    (
        "ah19p",
        "On the third Saturday of February the user joined the men in loincloths at Okayama's Saidaiji Eyo, the naked "
        "festival.",
        "ahg19",
    ),
    ("ah19j", "ユーザーは2月の第3土曜日に岡山の西大寺会陽（はだか祭り）に参加した。", "ahg19"),
    ("ah19z", "用户二月的第三个星期六在冈山参加了西大寺会阳裸体节。", "ahg19"),
    (
        "nah19a",
        "The user watched the Saidaiji Eyo naked festival in Okayama on the third Saturday of February.",
        None,
    ),  # direction/role: watched vs took part
    (
        "nah19b",
        "ユーザーの義兄は2月の第3土曜日に岡山の西大寺会陽（はだか祭り）に参加した。",
        None,
    ),  # person: the brother-in-law vs the user
    (
        "nah19c",
        "用户二月的第二个星期六在冈山参加了西大寺会阳裸体节。",
        None,
    ),  # value: week of the month (second vs third Saturday)
    (
        "nah19d",
        "The user will take part in the Saidaiji Eyo naked festival in Okayama on the third Saturday of February.",
        None,
    ),  # tense/aspect: will take part vs took part
    # ahg20: a ¥15,000 kumade for the user's curry shop at the Tori no Ichi fair at Otori Shrine in Asakusa
    (
        "ah20",
        "The user bought a ¥15,000 kumade for their curry shop at the Tori no Ichi fair at Otori Shrine in Asakusa.",
        "ahg20",
    ),
    (
        "ah20p",
        "At the Tori no Ichi fair at Asakusa's Otori Shrine, the user bought a kumade for ¥15,000 to bring luck to "
        "their curry shop.",
        "ahg20",
    ),
    ("ah20j", "ユーザーは浅草の鷲神社の酉の市で、経営するカレー店のために1万5千円の熊手を買った。", "ahg20"),
    ("ah20z", "用户在浅草鹫神社的酉之市上为自己的咖喱店买了一把一万五千日元的熊手（招财竹耙）。", "ahg20"),
    (
        "nah20a",
        "ユーザーは浅草の鷲神社の酉の市で、経営するカレー店のために5千円の熊手を買った。",
        None,
    ),  # value: amount (5,000 vs 15,000 yen)
    (
        "nah20b",
        "The user bought a ¥15,000 kumade for their curry shop at the Tori no Ichi fair at Hanazono Shrine in "
        "Shinjuku.",
        None,
    ),  # value: shrine (Hanazono Shrine, Shinjuku vs Otori Shrine, Asakusa)
    (
        "nah20c",
        "用户在浅草鹫神社的酉之市上为自己的酒吧买了一把一万五千日元的熊手（招财竹耙）。",
        None,
    ),  # value: business (a bar vs the curry shop)
    (
        "nah20d",
        "The user's business partner bought a ¥15,000 kumade for their curry shop at the Tori no Ichi fair at Otori "
        "Shrine in Asakusa.",
        None,
    ),  # person: the business partner vs the user
    *PLANTED_AH_21_40,
]
