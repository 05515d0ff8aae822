"""Planted set ag (issue 13, stop 38): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; ag is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 38. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines and registration block of pipelines/planted_sets.py,
set ad and its split into planted_set_ad2.py, for the format, and tests/test_planted_structure.py), ran no benchmark,
link screen, sweep or consolidation, and wrote what an LLM summariser would have kept about real users of the assistant
(foreign residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker
can or cannot do. After its items were final, a ``ruff format --check pipelines`` run printed a few items of set n (its
file is unformatted on main); no item of ag was changed after that.

What it covers: 40 groups ``aggN`` of 4-5 items (an English item ``agN``, mostly with an English paraphrase ``agNp``: a
synonym, a converse verb with the roles swapped (sent / received, gave / received, takes lessons from / teaches, works
as / employs, showed around / was shown around), the passive, a relative clause or another word order; a Japanese item
``agNj`` and a Chinese item ``agNz``, sometimes a second Japanese wording ``agNj2`` (subjectless, polite, kanji numerals
十月十四日 / 八千八百円 / 十八万六千円 / 七百四十五点, an era year 令和6年分, lay words and abbreviations such as 特養,
東京入管, iパス, インフル, 渋渋 and ルビー婚式, honorifics 娘さん / お義母さん / 水道屋さん) or a second Chinese wording
``agNz2`` (digits, 8月17号, AA for splitting a bill)), each with 3-4 negatives ``nagN<letter>`` that keep the group's
template and change one value, person, direction or role, tense or aspect, modality, polarity or frequency, named in the
trailing comment, in all three languages; then ten unrelated facts ``uagN``. Twelve groups have a negative that swaps a
role or reverses a direction: hosting a housewarming against being a guest at one, who gives the anniversary trip to
whom, moving into a nursing home against moving out, a moving-in notice from Sapporo against a moving-out notice to it,
selling bonds against buying them, who pays whom by PayPay, teaching skiing against taking lessons, teaching a
life-saving course against taking it, teaching judo against practising it, singing in the choir against attending the
Masses, watching a lantern floating against floating a lantern, and guiding visitors against being guided.

Topics are ones the earlier sets left out: endovenous laser for varicose veins in Yokohama (Tuesday 14 October /
十月十四日), dry eye and Diquas drops in Ogikubo, a mother's osteoporosis and weekly alendronate (35 mg / 三十五ミリ), a
daughter's night brace for scoliosis at Keio (Emma / エマちゃん / 艾玛), shock-wave therapy for tennis elbow in Meguro,
a rescue cat adopted in Chofu (Sumomo / スモモ / 李子, ¥30,000 / 三万日元), a corgi's grooming in Todoroki every six
weeks (Waffle / ワッフル / 华夫, ¥8,800 / 八千八百円), a dog-friendly hotel in Izu Kogen (Kinta / キンタ / 金太), a
daughter's Waseda graduation in a rented hakama (Sophie / ソフィーさん / 苏菲), a Vietnamese giỗ for a grandfather
(ギョー / 忌日), a housewarming in Sangenjaya, a Beppu onsen trip for the parents' 40th anniversary (ルビー婚式), a
mother-in-law's move into a special nursing home in Tachikawa (特養, ¥120,000 / 十二万円), a Certificate of Eligibility
for a wife's spouse visa (Camila / カミラさん / 卡米拉), a medical expense deduction (¥186,000 / 十八万六千円,
令和6年分), a moving-out notice at Suginami Ward Office, the IT Passport exam (745 / 七百四十五点 / iパス), JGBs for
individuals at SBI Securities, bicycle liability insurance, a PayPay split of a yakiniku dinner (Daiki Sato /
佐藤大輝さん / 佐藤大辉), a monthly UNICEF donation, a UR flat in Hikarigaoka (2DK, ¥98,000 / 9万8千円), a plumber
unblocking a bathroom drain, a ski instructor in Niseko, a workation in Naha, the Tokyo Fire Department's life-saving
course, a fourth JET year in Matsue, hula in Hachioji (Leilani / レイラニ先生 / 蕾拉妮), judo at the Kodokan, a soft-tip
darts league in Kanda, a dinghy course in Hayama, the Okutama trail race (5 h 48 min / 五个小时四十八分), Simbang Gabi
in Kawasaki, the Chichibu Night Festival, lantern floating on the Motoyasu River on 6 August, the Jigokudani snow
monkeys, a volunteer guide at Himeji Castle, an influenza class closure (Aisha / アイシャちゃん / 艾莎), a son's private
junior high entrance exam (Mateo / マテオくん / 马特奥, 渋渋) and an open-class day (Ravi / ラヴィくん / 拉维).
"""

from __future__ import annotations

from pipelines.planted_set_ag2 import PLANTED_AG_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ag2.py (split for length only).
PLANTED_AG: list[tuple[str, str, str | None]] = [
    # agg1: endovenous laser for varicose veins in the left leg at a vein clinic in Yokohama, Tuesday 14 October
    (
        "ag1",
        "The user will have endovenous laser treatment for varicose veins in their left leg at a vein clinic in "
        "Yokohama on Tuesday 14 October.",
        "agg1",
    ),
    (
        "ag1p",
        "On Tuesday, October 14, a vein clinic in Yokohama will treat the varicose veins in the user's left leg with "
        "endovenous laser ablation.",
        "agg1",
    ),
    (
        "ag1j",
        "ユーザーは10月14日（火）に横浜の下肢静脈瘤クリニックで、左脚の静脈瘤のレーザー治療を受ける予定だ。",
        "agg1",
    ),
    ("ag1j2", "十月十四日の火曜日に、横浜の血管外科クリニックで左足の下肢静脈瘤をレーザーで治してもらいます。", "agg1"),
    ("ag1z", "用户计划10月14日（周二）在横滨的一家静脉曲张诊所接受左腿静脉曲张的激光治疗。", "agg1"),
    (
        "nag1a",
        "The user will have endovenous laser treatment for varicose veins in their right leg at a vein clinic in "
        "Yokohama on Tuesday 14 October.",
        None,
    ),  # value: side (right vs left leg)
    (
        "nag1b",
        "ユーザーは10月21日（火）に横浜の下肢静脈瘤クリニックで、左脚の静脈瘤のレーザー治療を受ける予定だ。",
        None,
    ),  # value: date (21 vs 14 October)
    (
        "nag1c",
        "用户的母亲计划10月14日（周二）在横滨的一家静脉曲张诊所接受左腿静脉曲张的激光治疗。",
        None,
    ),  # person: the mother vs the user
    (
        "nag1d",
        "The user will have sclerotherapy injections for varicose veins in their left leg at a vein clinic in Yokohama "
        "on Tuesday 14 October.",
        None,
    ),  # value: treatment (sclerotherapy injections vs endovenous laser)
    # agg2: dry eye diagnosed at an eye clinic in Ogikubo, Diquas eye drops six times a day
    (
        "ag2",
        "An eye clinic in Ogikubo diagnosed the user with dry eye and prescribed Diquas eye drops six times a day.",
        "agg2",
    ),
    (
        "ag2p",
        "The user was diagnosed with dry eye at an eye clinic in Ogikubo and told to use Diquas drops six times daily.",
        "agg2",
    ),
    ("ag2j", "ユーザーは荻窪の眼科でドライアイと診断され、ジクアス点眼液を1日6回さすよう処方された。", "agg2"),
    ("ag2z", "用户在荻洼的眼科被诊断为干眼症，医生开了地夸磷索钠（Diquas）滴眼液，每天滴六次。", "agg2"),
    (
        "nag2a",
        "ユーザーは荻窪の眼科でドライアイと診断され、ジクアス点眼液を1日3回さすよう処方された。",
        None,
    ),  # frequency: three times a day vs six
    (
        "nag2b",
        "An eye clinic in Ogikubo diagnosed the user with allergic conjunctivitis and prescribed Diquas eye drops six "
        "times a day.",
        None,
    ),  # value: condition (allergic conjunctivitis vs dry eye)
    (
        "nag2c",
        "用户的丈夫在荻洼的眼科被诊断为干眼症，医生开了地夸磷索钠（Diquas）滴眼液，每天滴六次。",
        None,
    ),  # person: the husband vs the user
    (
        "nag2d",
        "An eye clinic in Asagaya diagnosed the user with dry eye and prescribed Diquas eye drops six times a day.",
        None,
    ),  # value: place (Asagaya vs Ogikubo)
    # agg3: the mother's osteoporosis found by a bone density scan, alendronate 35 mg once a week
    (
        "ag3",
        "After a bone density scan showed osteoporosis, the user's mother was prescribed alendronate 35 mg once a "
        "week.",
        "agg3",
    ),
    (
        "ag3p",
        "The user's mother takes a weekly 35 mg dose of alendronate for the osteoporosis that a bone density scan "
        "found.",
        "agg3",
    ),
    ("ag3j", "ユーザーの母は骨密度検査で骨粗しょう症と分かり、アレンドロン酸35mgを週1回飲むよう処方された。", "agg3"),
    (
        "ag3j2",
        "母が骨密度の検査で骨粗鬆症と言われ、週に一度飲む骨の薬（アレンドロン酸三十五ミリ）を出してもらいました。",
        "agg3",
    ),
    ("ag3z", "用户的母亲做骨密度检查发现骨质疏松，医生开了每周服用一次的阿仑膦酸钠35毫克。", "agg3"),
    (
        "nag3a",
        "After a bone density scan showed osteoporosis, the user's mother was prescribed alendronate 35 mg once a "
        "month.",
        None,
    ),  # frequency: once a month vs once a week
    (
        "nag3b",
        "用户的婆婆做骨密度检查发现骨质疏松，医生开了每周服用一次的阿仑膦酸钠35毫克。",
        None,
    ),  # person: the mother-in-law vs the mother
    (
        "nag3c",
        "ユーザーの母は骨密度検査で骨粗しょう症と分かり、アレンドロン酸70mgを週1回飲むよう処方された。",
        None,
    ),  # value: dose (70 mg vs 35 mg)
    (
        "nag3d",
        "After a bone density scan showed osteoporosis, the user's mother may be prescribed alendronate 35 mg once a "
        "week.",
        None,
    ),  # modality: may be prescribed vs was prescribed
    # agg4: the daughter Emma's night brace for scoliosis, checked at Keio University Hospital every three months
    (
        "ag4",
        "The user's daughter Emma wears a back brace at night for scoliosis and has it checked at Keio University "
        "Hospital every three months.",
        "agg4",
    ),
    (
        "ag4p",
        "Emma, the user's daughter, sleeps in a brace for her scoliosis, which Keio University Hospital checks every "
        "three months.",
        "agg4",
    ),
    (
        "ag4j",
        "ユーザーの娘のエマちゃんは側弯症のため夜は装具をつけて寝ていて、"
        "3か月ごとに慶應義塾大学病院で診てもらっている。",
        "agg4",
    ),
    ("ag4z", "用户的女儿艾玛因为脊柱侧弯晚上戴着矫形支具睡觉，每三个月去庆应义塾大学医院复查一次。", "agg4"),
    (
        "nag4a",
        "The user's daughter Emma wears a back brace at night for scoliosis and has it checked at Keio University "
        "Hospital every six months.",
        None,
    ),  # frequency: every six months vs every three
    (
        "nag4b",
        "ユーザーの娘のエマちゃんは側弯症のため昼間は装具をつけて過ごしていて、"
        "3か月ごとに慶應義塾大学病院で診てもらっている。",
        None,
    ),  # value: time of day (daytime vs night)
    (
        "nag4c",
        "用户的侄女艾玛因为脊柱侧弯晚上戴着矫形支具睡觉，每三个月去庆应义塾大学医院复查一次。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nag4d",
        "The user's daughter Emma used to wear a back brace at night for scoliosis and had it checked at Keio "
        "University Hospital every three months.",
        None,
    ),  # tense/aspect: used to wear vs wears
    # agg5: shock-wave therapy for tennis elbow in the right arm at an orthopaedic clinic in Meguro, five sessions
    (
        "ag5",
        "The user is having shock-wave therapy for tennis elbow in their right arm at an orthopaedic clinic in Meguro, "
        "five sessions in all.",
        "agg5",
    ),
    (
        "ag5p",
        "An orthopaedic clinic in Meguro is treating the tennis elbow in the user's right arm with a course of five "
        "shock-wave sessions.",
        "agg5",
    ),
    ("ag5j", "ユーザーは右腕のテニス肘のため、目黒の整形外科で体外衝撃波治療を全5回受けている。", "agg5"),
    ("ag5z", "用户因为右臂网球肘，正在目黑的一家骨科诊所做体外冲击波治疗，一共五次。", "agg5"),
    ("ag5z2", "用户右手肘得了网球肘，在目黑的骨科做冲击波治疗，共5次。", "agg5"),
    (
        "nag5a",
        "The user is having shock-wave therapy for golfer's elbow in their right arm at an orthopaedic clinic in "
        "Meguro, five sessions in all.",
        None,
    ),  # value: condition (golfer's elbow vs tennis elbow)
    (
        "nag5b",
        "用户因为右臂网球肘，正在目黑的一家骨科诊所做体外冲击波治疗，一共十次。",
        None,
    ),  # value: count (ten vs five sessions)
    (
        "nag5c",
        "ユーザーは右腕のテニス肘のため、目黒の整形外科で体外衝撃波治療を全5回受けるかどうか迷っている。",
        None,
    ),  # modality: is wondering whether to have vs is having
    (
        "nag5d",
        "The user is having shock-wave therapy for tennis elbow in their right arm at an orthopaedic clinic in "
        "Gotanda, five sessions in all.",
        None,
    ),  # value: place (Gotanda vs Meguro)
    # agg6: the two-year-old cat Sumomo adopted from a rescue group in Chofu, ¥30,000 adoption fee
    (
        "ag6",
        "The user adopted a two-year-old cat, Sumomo, from a rescue group in Chofu and paid a ¥30,000 adoption fee.",
        "agg6",
    ),
    (
        "ag6p",
        "Sumomo, a two-year-old cat, was adopted by the user from a cat rescue group in Chofu for a ¥30,000 fee.",
        "agg6",
    ),
    ("ag6j", "ユーザーは調布の保護猫団体から2歳の猫スモモを譲り受け、譲渡費用3万円を払った。", "agg6"),
    ("ag6z", "用户从调布的一个流浪猫救助团体领养了两岁的猫李子，付了三万日元的领养费。", "agg6"),
    (
        "nag6a",
        "The user adopted a five-year-old cat, Sumomo, from a rescue group in Chofu and paid a ¥30,000 adoption fee.",
        None,
    ),  # value: age (five vs two years old)
    (
        "nag6b",
        "用户从调布的一个流浪猫救助团体领养了两岁的猫李子，付了五万日元的领养费。",
        None,
    ),  # value: amount (50,000 vs 30,000 yen)
    (
        "nag6c",
        "ユーザーは調布の保護猫団体から2歳の猫スモモを譲り受けることを考えている。譲渡費用は3万円。",
        None,
    ),  # modality: is thinking of adopting vs adopted
    (
        "nag6d",
        "The user adopted a two-year-old cat, Sumomo, from a rescue group in Mitaka and paid a ¥30,000 adoption fee.",
        None,
    ),  # value: place (Mitaka vs Chofu)
    # agg7: the corgi Waffle groomed at a salon in Todoroki every six weeks, ¥8,800 a trim
    (
        "ag7",
        "The user takes their corgi Waffle to a grooming salon in Todoroki every six weeks; a trim costs ¥8,800.",
        "agg7",
    ),
    ("ag7p", "Every six weeks Waffle, the user's corgi, is groomed at a salon in Todoroki for ¥8,800.", "agg7"),
    (
        "ag7j",
        "ユーザーはコーギーのワッフルを6週間ごとに等々力のトリミングサロンに連れて行っていて、料金は8,800円だ。",
        "agg7",
    ),
    (
        "ag7j2",
        "うちのコーギーのワッフルは、六週間に一度等々力のトリミングサロンでカットしてもらっています。八千八百円です。",
        "agg7",
    ),
    ("ag7z", "用户每六周带柯基华夫去等等力的宠物美容店修剪一次，每次八千八百日元。", "agg7"),
    (
        "nag7a",
        "The user takes their corgi Waffle to a grooming salon in Todoroki every four weeks; a trim costs ¥8,800.",
        None,
    ),  # frequency: every four weeks vs every six
    (
        "nag7b",
        "用户每六周带柯基华夫去二子玉川的宠物美容店修剪一次，每次八千八百日元。",
        None,
    ),  # value: place (Futako-Tamagawa vs Todoroki)
    (
        "nag7c",
        "ユーザーの姉はコーギーのワッフルを6週間ごとに等々力のトリミングサロンに連れて行っていて、料金は8,800円だ。",
        None,
    ),  # person: the elder sister vs the user
    (
        "nag7d",
        "The user takes their corgi Waffle to a grooming salon in Todoroki every six weeks; a trim costs ¥6,600.",
        None,
    ),  # value: amount (6,600 vs 8,800 yen)
    # agg8: two nights at a dog-friendly hotel in Izu Kogen with the shiba Kinta in November
    (
        "ag8",
        "The user stayed two nights at a dog-friendly hotel in Izu Kogen with their shiba Kinta in November.",
        "agg8",
    ),
    (
        "ag8p",
        "In November the user and Kinta, their shiba inu, spent two nights at a hotel in Izu Kogen that welcomes dogs.",
        "agg8",
    ),
    ("ag8j", "ユーザーは11月に柴犬のキンタと一緒に、伊豆高原のわんちゃん同伴OKのホテルに2泊した。", "agg8"),
    ("ag8z", "用户11月带着柴犬金太在伊豆高原一家可以带狗入住的酒店住了两晚。", "agg8"),
    (
        "nag8a",
        "ユーザーは11月に柴犬のキンタと一緒に、伊豆高原のわんちゃん同伴OKのホテルに3泊した。",
        None,
    ),  # value: nights (three vs two)
    (
        "nag8b",
        "The user will stay two nights at a dog-friendly hotel in Izu Kogen with their shiba Kinta in November.",
        None,
    ),  # tense/aspect: will stay vs stayed
    (
        "nag8c",
        "用户11月带着柴犬金太在轻井泽一家可以带狗入住的酒店住了两晚。",
        None,
    ),  # value: place (Karuizawa vs Izu Kogen)
    (
        "nag8d",
        "The user's parents stayed two nights at a dog-friendly hotel in Izu Kogen with their shiba Kinta in November.",
        None,
    ),  # person: the parents vs the user
    # agg9: the daughter Sophie graduates from Waseda University on 25 March in a rented hakama
    (
        "ag9",
        "The user's daughter Sophie is graduating from Waseda University on 25 March and will wear a hakama she "
        "rented.",
        "agg9",
    ),
    (
        "ag9p",
        "Sophie, the user's daughter, will wear a rented hakama to her Waseda University graduation ceremony on March "
        "25.",
        "agg9",
    ),
    ("ag9j", "ユーザーの娘のソフィーさんは3月25日に早稲田大学を卒業し、卒業式にはレンタルした袴で出る。", "agg9"),
    ("ag9j2", "娘さんのソフィーさんは、三月二十五日の早稲田大学の卒業式にレンタルの袴を着て出るそうです。", "agg9"),
    ("ag9z", "用户的女儿苏菲3月25日从早稻田大学毕业，毕业典礼上会穿租来的袴。", "agg9"),
    (
        "nag9a",
        "The user's daughter Sophie is graduating from Waseda University on 25 March and will wear a furisode she "
        "rented.",
        None,
    ),  # value: garment (furisode vs hakama)
    (
        "nag9b",
        "用户的女儿苏菲3月25日从庆应义塾大学毕业，毕业典礼上会穿租来的袴。",
        None,
    ),  # value: university (Keio vs Waseda)
    (
        "nag9c",
        "ユーザーの姪のソフィーさんは3月25日に早稲田大学を卒業し、卒業式にはレンタルした袴で出る。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nag9d",
        "The user's daughter Sophie graduated from Waseda University on 25 March and wore a hakama she rented.",
        None,
    ),  # tense/aspect: graduated vs is graduating
    # agg10: a giỗ (Vietnamese death-anniversary meal) for the late grandfather at home, Sunday 17 August, ~20 relatives
    (
        "ag10",
        "On Sunday 17 August the user will hold a giỗ, the Vietnamese death-anniversary meal, for their late "
        "grandfather at home, with about twenty relatives.",
        "agg10",
    ),
    (
        "ag10p",
        "About twenty relatives are coming to the user's home on Sunday, August 17, for the giỗ (death-anniversary "
        "meal) of the user's late grandfather.",
        "agg10",
    ),
    (
        "ag10j",
        "ユーザーは8月17日（日）、亡くなった祖父の命日の集まり（ベトナムのギョー）を自宅で開き、親戚が20人ほど来る。",
        "agg10",
    ),
    ("ag10z", "用户8月17日（周日）要在家里为已故的祖父办越南习俗的忌日祭祀，大约二十位亲戚会来。", "agg10"),
    ("ag10z2", "8月17号星期天用户家给过世的爷爷做忌日，差不多20个亲戚要来。", "agg10"),
    (
        "nag10a",
        "On Sunday 17 August the user will hold a giỗ, the Vietnamese death-anniversary meal, for their late "
        "grandmother at home, with about twenty relatives.",
        None,
    ),  # person: the grandmother vs the grandfather
    (
        "nag10b",
        "ユーザーは8月17日（日）、亡くなった祖父の命日の集まり（ベトナムのギョー）を自宅で開き、親戚が40人ほど来る。",
        None,
    ),  # value: count (about 40 vs about 20 relatives)
    (
        "nag10c",
        "用户8月17日（周日）要在叔叔家里为已故的祖父办越南习俗的忌日祭祀，大约二十位亲戚会来。",
        None,
    ),  # value: place (the uncle's home vs the user's home)
    # agg11: a housewarming party for twelve friends at the new flat in Sangenjaya, Saturday 13 September
    (
        "ag11",
        "The user is hosting a housewarming party for twelve friends at their new flat in Sangenjaya on Saturday 13 "
        "September.",
        "agg11",
    ),
    (
        "ag11p",
        "Twelve friends are invited to the user's housewarming party at the user's new place in Sangenjaya on "
        "Saturday, September 13.",
        "agg11",
    ),
    ("ag11j", "ユーザーは9月13日（土）、三軒茶屋の新居に友人12人を招いて引っ越し祝いのパーティーを開く。", "agg11"),
    ("ag11z", "用户9月13日（周六）要在三轩茶屋的新家请十二个朋友开乔迁派对。", "agg11"),
    (
        "nag11a",
        "The user is one of twelve friends invited to a housewarming party at a friend's new flat in Sangenjaya on "
        "Saturday 13 September.",
        None,
    ),  # direction/role: a guest at a friend's party vs the host
    (
        "nag11b",
        "ユーザーは9月13日（土）、三軒茶屋の新居に友人20人を招いて引っ越し祝いのパーティーを開く。",
        None,
    ),  # value: count (20 vs 12 friends)
    (
        "nag11c",
        "用户9月20日（周六）要在三轩茶屋的新家请十二个朋友开乔迁派对。",
        None,
    ),  # value: date (20 vs 13 September)
    (
        "nag11d",
        "ユーザーは9月13日（土）、三軒茶屋の新居に友人12人を招いて引っ越し祝いのパーティーを開いた。",
        None,
    ),  # tense/aspect: held vs is holding
    # agg12: a two-night onsen ryokan trip to Beppu given to the parents for their 40th wedding anniversary
    (
        "ag12",
        "For their 40th wedding anniversary, the user gave their parents a two-night trip to an onsen ryokan in Beppu.",
        "agg12",
    ),
    (
        "ag12p",
        "The user's parents received a two-night stay at an onsen ryokan in Beppu from the user for their 40th wedding "
        "anniversary.",
        "agg12",
    ),
    ("ag12j", "ユーザーは両親の結婚40周年のお祝いに、別府の温泉旅館に2泊する旅行をプレゼントした。", "agg12"),
    ("ag12j2", "両親のルビー婚式に、別府の温泉旅館に二泊する旅をプレゼントしました。", "agg12"),
    ("ag12z", "用户送给父母一趟在别府温泉旅馆住两晚的旅行，庆祝他们结婚四十周年。", "agg12"),
    (
        "nag12a",
        "The user's parents gave the user a two-night trip to an onsen ryokan in Beppu for the parents' 40th wedding "
        "anniversary.",
        None,
    ),  # direction/role: the parents gave the user vs the user gave the parents
    (
        "nag12b",
        "用户送给父母一趟在别府温泉旅馆住两晚的旅行，庆祝他们结婚三十周年。",
        None,
    ),  # value: anniversary (30th vs 40th)
    (
        "nag12c",
        "ユーザーは両親の結婚40周年のお祝いに、由布院の温泉旅館に2泊する旅行をプレゼントした。",
        None,
    ),  # value: place (Yufuin vs Beppu)
    (
        "nag12d",
        "For their 40th wedding anniversary, the user gave their parents-in-law a two-night trip to an onsen ryokan in "
        "Beppu.",
        None,
    ),  # person: the parents-in-law vs the parents
    # agg13: the mother-in-law moved into a special nursing home in Tachikawa in February, about ¥120,000 a month
    (
        "ag13",
        "The user's mother-in-law moved into a special nursing home in Tachikawa in February; it costs about ¥120,000 "
        "a month.",
        "agg13",
    ),
    (
        "ag13p",
        "Since February the user's mother-in-law has lived in a special nursing home in Tachikawa, which charges about "
        "¥120,000 a month.",
        "agg13",
    ),
    ("ag13j", "ユーザーの義母は2月に立川の特別養護老人ホームに入所した。費用は月12万円ほど。", "agg13"),
    ("ag13j2", "お義母さんが二月に立川の特養に入りました。月々十二万円くらいかかります。", "agg13"),
    ("ag13z", "用户的婆婆二月住进了立川的一家特别养护养老院，每月大约十二万日元。", "agg13"),
    (
        "nag13a",
        "The user's mother-in-law moved into a special nursing home in Tachikawa in February; it costs about ¥180,000 "
        "a month.",
        None,
    ),  # value: amount (180,000 vs 120,000 yen)
    (
        "nag13b",
        "用户的母亲二月住进了立川的一家特别养护养老院，每月大约十二万日元。",
        None,
    ),  # person: the mother vs the mother-in-law
    (
        "nag13c",
        "ユーザーの義母は2月に立川の特別養護老人ホームを退所した。費用は月12万円ほどだった。",
        None,
    ),  # direction/role: moved out of vs moved into
    (
        "nag13d",
        "The user's mother-in-law is on the waiting list for a special nursing home in Tachikawa; it costs about "
        "¥120,000 a month.",
        None,
    ),  # modality: waiting to get a place vs moved in
    # agg14: the Certificate of Eligibility for the wife Camila's spouse visa, issued in Tokyo on 9 October
    (
        "ag14",
        "The Tokyo Regional Immigration Services Bureau issued the Certificate of Eligibility for the spouse visa of "
        "the user's wife Camila on 9 October.",
        "agg14",
    ),
    (
        "ag14p",
        "On 9 October the user's wife Camila was granted a Certificate of Eligibility for a spouse visa by the Tokyo "
        "immigration bureau.",
        "agg14",
    ),
    (
        "ag14j",
        "ユーザーの妻カミラさんの配偶者ビザの在留資格認定証明書が、10月9日に東京出入国在留管理局から交付された。",
        "agg14",
    ),
    ("ag14j2", "妻のカミラの配偶者ビザの在留資格認定証明書（COE）が、十月九日に東京入管から交付されました。", "agg14"),
    ("ag14z", "用户妻子卡米拉申请配偶签证的在留资格认定证明书，于10月9日由东京出入国在留管理局签发。", "agg14"),
    (
        "nag14a",
        "The Tokyo Regional Immigration Services Bureau issued the Certificate of Eligibility for the spouse visa of "
        "the user's sister Camila on 9 October.",
        None,
    ),  # person: the sister vs the wife
    (
        "nag14b",
        "用户妻子卡米拉申请配偶签证的在留资格认定证明书，于11月9日由东京出入国在留管理局签发。",
        None,
    ),  # value: date (9 November vs 9 October)
    (
        "nag14c",
        "ユーザーの妻カミラさんの配偶者ビザの在留資格認定証明書は、10月9日に東京出入国在留管理局から不交付とされた。",
        None,
    ),  # polarity: refused vs issued
    (
        "nag14d",
        "The Osaka Regional Immigration Services Bureau issued the Certificate of Eligibility for the spouse visa of "
        "the user's wife Camila on 9 October.",
        None,
    ),  # value: bureau (Osaka vs Tokyo)
    # agg15: a medical expense deduction of ¥186,000 claimed on the tax return for 2024 (令和6年分)
    ("ag15", "The user claimed a medical expense deduction of ¥186,000 on their tax return for 2024.", "agg15"),
    ("ag15p", "On the user's 2024 tax return, ¥186,000 was claimed as a medical expense deduction.", "agg15"),
    ("ag15j", "ユーザーは2024年分の確定申告で、18万6千円の医療費控除を申告した。", "agg15"),
    ("ag15j2", "令和6年分の確定申告で、医療費控除を十八万六千円申告しました。", "agg15"),
    ("ag15z", "用户在2024年度的报税中申报了十八万六千日元的医疗费扣除。", "agg15"),
    ("nag15a", "ユーザーは2023年分の確定申告で、18万6千円の医療費控除を申告した。", None),  # value: year (2023 vs 2024)
    (
        "nag15b",
        "The user claimed a medical expense deduction of ¥168,000 on their tax return for 2024.",
        None,
    ),  # value: amount (168,000 vs 186,000 yen)
    (
        "nag15c",
        "用户打算在2024年度的报税中申报十八万六千日元的医疗费扣除。",
        None,
    ),  # modality: plans to claim vs claimed
    (
        "nag15d",
        "The user's husband claimed a medical expense deduction of ¥186,000 on his tax return for 2024.",
        None,
    ),  # person: the husband vs the user
    # agg16: a moving-out notice filed at Suginami Ward Office on 28 March before the move to Sapporo
    (
        "ag16",
        "The user filed a moving-out notice at Suginami Ward Office on 28 March before moving to Sapporo.",
        "agg16",
    ),
    (
        "ag16p",
        "Before the move to Sapporo, a notice of moving out was submitted by the user to the Suginami Ward Office on "
        "28 March.",
        "agg16",
    ),
    ("ag16j", "ユーザーは札幌への引っ越しの前に、3月28日に杉並区役所で転出届を出した。", "agg16"),
    ("ag16z", "用户搬去札幌之前，3月28日在杉并区政府办理了迁出登记。", "agg16"),
    (
        "nag16a",
        "The user filed a moving-in notice at Suginami Ward Office on 28 March after moving from Sapporo.",
        None,
    ),  # direction/role: moving in from Sapporo vs moving out to Sapporo
    (
        "nag16b",
        "ユーザーは札幌への引っ越しの前に、3月28日に中野区役所で転出届を出した。",
        None,
    ),  # value: ward office (Nakano vs Suginami)
    ("nag16c", "用户搬去仙台之前，3月28日在杉并区政府办理了迁出登记。", None),  # value: city (Sendai vs Sapporo)
    (
        "nag16d",
        "ユーザーは札幌への引っ越しの前に、3月28日までに杉並区役所で転出届を出さなければならない。",
        None,
    ),  # modality: must file by vs filed
    # agg17: the IT Passport exam passed in June with 745 points out of 1,000
    ("ag17", "The user passed the IT Passport exam with 745 points out of 1,000 in June.", "agg17"),
    ("ag17p", "In June the user got 745 out of 1,000 on the IT Passport exam and passed it.", "agg17"),
    ("ag17j", "ユーザーは6月にITパスポート試験に1000点中745点で合格した。", "agg17"),
    ("ag17j2", "六月に、iパスに七百四十五点で受かりました。", "agg17"),
    ("ag17z", "用户6月以745分（满分1000分）通过了IT Passport考试。", "agg17"),
    (
        "nag17a",
        "用户6月以745分（满分1000分）通过了基本信息技术者考试。",
        None,
    ),  # value: exam (Fundamental Information Technology Engineer vs IT Passport)
    (
        "nag17b",
        "The user passed the IT Passport exam with 674 points out of 1,000 in June.",
        None,
    ),  # value: score (674 vs 745)
    ("nag17c", "ユーザーの妻は6月にITパスポート試験に1000点中745点で合格した。", None),  # person: the wife vs the user
    (
        "nag17d",
        "The user passed the IT Passport exam with 745 points out of 1,000 in December.",
        None,
    ),  # value: month (December vs June)
    # agg18: ¥1,000,000 of ten-year floating-rate JGBs for individuals bought through SBI Securities
    (
        "ag18",
        "The user bought ¥1,000,000 of ten-year floating-rate Japanese government bonds for individuals through SBI "
        "Securities.",
        "agg18",
    ),
    (
        "ag18p",
        "Through SBI Securities, the user purchased one million yen of the ten-year floating-rate JGBs for individual "
        "investors.",
        "agg18",
    ),
    ("ag18j", "ユーザーはSBI証券で個人向け国債（変動10年）を100万円分買った。", "agg18"),
    ("ag18j2", "SBI証券で、個人向け国債の変動10年を百万円分購入しました。", "agg18"),
    ("ag18z", "用户通过SBI证券买了一百万日元面向个人的十年期浮动利率日本国债。", "agg18"),
    (
        "nag18a",
        "ユーザーはSBI証券で個人向け国債（変動10年）を300万円分買った。",
        None,
    ),  # value: amount (3 million vs 1 million yen)
    (
        "nag18b",
        "The user bought ¥1,000,000 of ten-year floating-rate Japanese government bonds for individuals through "
        "Rakuten Securities.",
        None,
    ),  # value: broker (Rakuten Securities vs SBI Securities)
    (
        "nag18c",
        "用户通过SBI证券卖出了一百万日元面向个人的十年期浮动利率日本国债。",
        None,
    ),  # direction/role: sold vs bought
    (
        "nag18d",
        "The user is thinking of buying ¥1,000,000 of ten-year floating-rate Japanese government bonds for individuals "
        "through SBI Securities.",
        None,
    ),  # modality: is thinking of buying vs bought
    # agg19: bicycle insurance with au Insurance, ¥3,740 a year, liability cover up to ¥100 million
    (
        "ag19",
        "The user took out bicycle insurance with au Insurance for ¥3,740 a year, covering liability of up to ¥100 "
        "million.",
        "agg19",
    ),
    (
        "ag19p",
        "Bicycle insurance from au Insurance, with liability cover of up to ¥100 million, was taken out by the user "
        "for ¥3,740 a year.",
        "agg19",
    ),
    (
        "ag19j",
        "ユーザーはau損保の自転車保険に入った。保険料は年3,740円で、賠償責任は最大1億円まで補償される。",
        "agg19",
    ),
    ("ag19z", "用户投保了au损保的自行车保险，每年保费三千七百四十日元，赔偿责任最高保一亿日元。", "agg19"),
    (
        "nag19a",
        "The user took out bicycle insurance with au Insurance for ¥3,740 a month, covering liability of up to ¥100 "
        "million.",
        None,
    ),  # frequency: a month vs a year
    (
        "nag19b",
        "ユーザーはau損保の自転車保険に入った。保険料は年3,740円で、賠償責任は最大3億円まで補償される。",
        None,
    ),  # value: cover (300 million vs 100 million yen)
    (
        "nag19c",
        "用户给儿子投保了au损保的自行车保险，每年保费三千七百四十日元，赔偿责任最高保一亿日元。",
        None,
    ),  # person: for the son vs for the user
    (
        "nag19d",
        "The user cancelled their bicycle insurance with au Insurance, which cost ¥3,740 a year and covered liability "
        "of up to ¥100 million.",
        None,
    ),  # polarity: cancelled vs took out
    # agg20: the friend Daiki Sato sent the user ¥4,000 by PayPay for his share of a yakiniku dinner
    (
        "ag20",
        "The user's friend Daiki Sato sent the user ¥4,000 by PayPay for his share of their yakiniku dinner.",
        "agg20",
    ),
    (
        "ag20p",
        "The user received ¥4,000 through PayPay from their friend Daiki Sato, his share of the yakiniku dinner they "
        "had.",
        "agg20",
    ),
    ("ag20j", "ユーザーは友人の佐藤大輝さんから、焼肉の割り勘分としてPayPayで4,000円を受け取った。", "agg20"),
    ("ag20z", "用户的朋友佐藤大辉通过PayPay转给用户四千日元，是一起吃烤肉时他该付的那一份。", "agg20"),
    ("ag20z2", "佐藤大辉用PayPay给用户转了4000日元，算他那份烤肉AA的钱。", "agg20"),
    (
        "nag20a",
        "The user sent their friend Daiki Sato ¥4,000 by PayPay for the user's share of their yakiniku dinner.",
        None,
    ),  # direction/role: the user paid Daiki vs Daiki paid the user
    (
        "nag20b",
        "ユーザーは友人の佐藤大輝さんから、焼肉の割り勘分としてPayPayで6,000円を受け取った。",
        None,
    ),  # value: amount (6,000 vs 4,000 yen)
    (
        "nag20c",
        "用户的朋友佐藤大辉通过LINE Pay转给用户四千日元，是一起吃烤肉时他该付的那一份。",
        None,
    ),  # value: app (LINE Pay vs PayPay)
    (
        "nag20d",
        "The user's friend Daiki Sato sent the user ¥4,000 by PayPay for his share of their sushi dinner.",
        None,
    ),  # value: meal (sushi vs yakiniku)
    *PLANTED_AG_21_40,
]
