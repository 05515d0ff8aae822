"""Planted set ai (issue 13, stop 39): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; ai is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 39. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines, the import lines of sets ag and ah and the
registration block of pipelines/planted_sets.py, set ad and its split into planted_set_ad2.py, for the format, and
tests/test_planted_structure.py), ran no git log or git show of main, no benchmark, link screen, sweep or consolidation,
and wrote what an LLM summariser would have kept about real users of the assistant (foreign residents and travellers in
Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do. The ``git worktree
add`` that made its worktree printed the subject line of main's head commit (round 44a) before any item was written; no
other history was read.

What it covers: 40 groups ``aigN`` of 4-5 items (an English item ``aiN``, an English paraphrase ``aiNp``: a synonym, a
converse verb with the roles swapped (sold / bought, paid back / was repaid, won / went to, received / mailed), the
passive, a relative clause or another word order; a Japanese item ``aiNj`` and a Chinese item ``aiNz``, sometimes a
second Japanese wording ``aiNj2`` (subjectless, polite, kanji numerals 十一月十四日 / 二十八週 / 八万円 / 四十二万円 /
十二万円, era years 平成27年式 / 令和7年 / 令和8年, a holiday for a date 文化の日, a 24-hour time 8:20, lay words, slang
and abbreviations such as いぼ痔, ワキ汗, カテーテル治療, 皮下点滴, マイオピン, ゆうちょ, 横浜入管, 技人国, 国保,
受水槽, サ活 and 武道館, an honorific 娘さん) or a second Chinese wording ``aiNz2`` (边牧 for 边境牧羊犬, 10月12号,
digits for Chinese numerals)), each with 3-4 negatives ``naiN<letter>`` that keep the group's template and change one
value, person, direction or role, tense or aspect, modality, polarity or frequency, named in the trailing comment, in
all three languages; then ten unrelated facts ``uaiN``. Ten groups have a negative that swaps a role or reverses a
direction: who throws the baby shower for whom, who mails the rakhi to whom, judging a hackathon against winning a prize
in it, who pays whom back, buying a car from a dealer against selling it to one, a rent going down against going up
between the same two amounts, taking a course against being its teaching assistant, watching English rakugo against
performing it, pulling a danjiri float against watching the festival, and which way the Fukuoka-Busan ferry is taken.

Topics are ones the earlier sets left out: ALTA injections for internal haemorrhoids at a proctology clinic in Kanda
(Friday 14 November / 十一月十四日), a father's catheter ablation for atrial fibrillation at Mitsui Memorial Hospital
(three nights / 三泊), a daughter's oral food challenge with a quarter of a boiled egg (Zoe / ゾーイちゃん / 佐伊),
0.01% atropine drops for a son's myopia (Theo / テオくん / 西奥), Botox for underarm sweating on health insurance in
Ginza, a wife's gestational diabetes at 28 weeks (二十八週), a border collie winning an agility trial in Chiba (Sky /
スカイ / 小天), subcutaneous fluids for an old cat (Mimi / ミミ / 咪咪, 100 ml / 百ミリリットル), an African grey parrot
lost and found in Nerima (Kiwi / キウイ / 奇异果), an annaprashan for a baby son in Funabori (Aarav / アーラヴくん /
阿拉夫), a baby shower for a colleague in Daikanyama (Hannah / ハンナさん / 汉娜), a rakhi from a sister in Jaipur for
Raksha Bandhan (Ananya / アナンヤさん / 阿南雅), a daughter's wedding in Lyon (Léa / レアさん / 莉娅), a change of
status from Student to Engineer/Specialist in Humanities/International Services in Yokohama (技人国), the 2025 national
census online (令和7年), a Japan Post Bank account frozen until a renewed residence card is shown, an ESTA for Hawaii,
National Health Insurance arrears in six instalments at Shinjuku Ward Office (¥120,000 / 十二万円), second prize at a
fintech hackathon in Shibuya (¥300,000), repaying a friend for moving costs (Minh / ミンさん / 阿明, ¥80,000 / 八万円),
a 2015 Toyota Aqua sold to Gulliver in Fuchu (平成27年式, ¥420,000 / 四十二万円), a rent rise from ¥95,000 to ¥102,000,
a water cut for cleaning the water tank (10 am to 1 pm / 10時から13時 / 10:00到13:00), the Setagaya consumer centre
about a restoration charge (¥230,000), a new-build house in Funabashi handed over on 28 March, an informal job offer
(naitei) from Hitachi (April 2026 / 令和8年), the PMP exam at the first try, a statistics TA at Hitotsubashi, English
rakugo at an open mic in Kagurazaka on "the last Saturday", first-dan iaido at the Nippon Budokan, an English haiku in
the Oi Ocha haiku contest, a sauna in Kamata every Friday (サ活), an N-gauge model of the Enoden, the Kishiwada Danjiri
Festival, sweet pongal for Thai Pongal, the Iya Valley vine bridge (文化の日), the Queen Beetle ferry from Fukuoka to
Busan, a missed connection at Incheon, a kindergarten bus at 8:20 am (Yara / ヤラちゃん / 雅拉) and a son's second place
in a junior high English speech contest in Saitama (Kwame / クワメくん / 夸梅).
"""

from __future__ import annotations

from pipelines.planted_set_ai2 import PLANTED_AI_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_ai2.py (split for length only).
PLANTED_AI: list[tuple[str, str, str | None]] = [
    # aig1: ALTA injections for internal haemorrhoids at a proctology clinic in Kanda, Friday 14 November
    (
        "ai1",
        "The user will have ALTA injections for internal haemorrhoids at a proctology clinic in Kanda on Friday 14 "
        "November.",
        "aig1",
    ),
    (
        "ai1p",
        "On Friday, November 14, the user is due to get ALTA sclerotherapy injections for internal hemorrhoids at a "
        "proctology clinic in Kanda.",
        "aig1",
    ),
    (
        "ai1j",
        "ユーザーは11月14日（金）に神田の肛門科クリニックで内痔核のジオン注射（ALTA療法）を受ける予定だ。",
        "aig1",
    ),
    ("ai1j2", "十一月十四日の金曜日に、神田の肛門科でいぼ痔（内痔核）の注射治療を受けます。", "aig1"),
    ("ai1z", "用户计划11月14日（周五）在神田的一家肛肠科诊所接受内痔的ALTA硬化注射治疗。", "aig1"),
    (
        "nai1a",
        "The user will have ALTA injections for internal haemorrhoids at a proctology clinic in Ueno on Friday 14 "
        "November.",
        None,
    ),  # value: place (Ueno vs Kanda)
    (
        "nai1b",
        "ユーザーは11月21日（金）に神田の肛門科クリニックで内痔核のジオン注射（ALTA療法）を受ける予定だ。",
        None,
    ),  # value: date (21 vs 14 November)
    (
        "nai1c",
        "用户的丈夫计划11月14日（周五）在神田的一家肛肠科诊所接受内痔的ALTA硬化注射治疗。",
        None,
    ),  # person: the husband vs the user
    (
        "nai1d",
        "The user had ALTA injections for internal haemorrhoids at a proctology clinic in Kanda on Friday 14 November.",
        None,
    ),  # tense/aspect: had (past) vs will have
    # aig2: the father's catheter ablation for atrial fibrillation at Mitsui Memorial Hospital, three nights in hospital
    (
        "ai2",
        "The user's father had a catheter ablation for atrial fibrillation at Mitsui Memorial Hospital and stayed "
        "three nights.",
        "aig2",
    ),
    (
        "ai2p",
        "A catheter ablation for the atrial fibrillation of the user's father was done at Mitsui Memorial Hospital, "
        "with a three-night stay.",
        "aig2",
    ),
    ("ai2j", "ユーザーの父は三井記念病院で心房細動のカテーテルアブレーションを受け、3泊入院した。", "aig2"),
    ("ai2j2", "父が三井記念病院で心房細動のカテーテル治療を受けて、三泊入院しました。", "aig2"),
    ("ai2z", "用户的父亲在三井纪念医院做了房颤的导管消融手术，住院三晚。", "aig2"),
    (
        "nai2a",
        "The user's mother had a catheter ablation for atrial fibrillation at Mitsui Memorial Hospital and stayed "
        "three nights.",
        None,
    ),  # person: the mother vs the father
    (
        "nai2b",
        "ユーザーの父は三井記念病院で心房細動のカテーテルアブレーションを受け、5泊入院した。",
        None,
    ),  # value: duration (five vs three nights)
    ("nai2c", "用户的父亲在顺天堂医院做了房颤的导管消融手术，住院三晚。", None),  # value: hospital (Juntendo vs Mitsui)
    (
        "nai2d",
        "The user's father may need a catheter ablation for atrial fibrillation at Mitsui Memorial Hospital and a "
        "three-night stay.",
        None,
    ),  # modality: may need vs had
    # aig3: the daughter Zoe passed an oral food challenge with a quarter of a hard-boiled egg
    (
        "ai3",
        "The user's daughter Zoe passed an oral food challenge with a quarter of a hard-boiled egg at Saitama "
        "Children's Medical Center.",
        "aig3",
    ),
    (
        "ai3p",
        "At Saitama Children's Medical Center, Zoe, the user's daughter, ate a quarter of a hard-boiled egg in an "
        "oral food challenge without any reaction.",
        "aig3",
    ),
    (
        "ai3j",
        "ユーザーの娘のゾーイちゃんは埼玉県立小児医療センターで食物経口負荷試験を受け、ゆで卵4分の1個を食べても"
        "症状が出なかった。",
        "aig3",
    ),
    (
        "ai3z",
        "用户的女儿佐伊在埼玉县立儿童医疗中心做了口服食物激发试验，吃了四分之一个煮鸡蛋，没有出现过敏反应。",
        "aig3",
    ),
    (
        "nai3a",
        "The user's daughter Zoe passed an oral food challenge with half a hard-boiled egg at Saitama Children's "
        "Medical Center.",
        None,
    ),  # value: amount (half vs a quarter of an egg)
    (
        "nai3b",
        "ユーザーの娘のゾーイちゃんは埼玉県立小児医療センターで食物経口負荷試験を受け、ゆで卵4分の1個を食べて"
        "症状が出た。",
        None,
    ),  # polarity: had a reaction vs no reaction
    (
        "nai3c",
        "用户的侄女佐伊在埼玉县立儿童医疗中心做了口服食物激发试验，吃了四分之一个煮鸡蛋，没有出现过敏反应。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nai3d",
        "The user's daughter Zoe passed an oral food challenge with a quarter of a hard-boiled egg at Kanagawa "
        "Children's Medical Center.",
        None,
    ),  # value: hospital (Kanagawa vs Saitama Children's Medical Center)
    # aig4: the son Theo's 0.01% atropine eye drops every night before bed to slow his myopia
    (
        "ai4",
        "The user's son Theo uses 0.01% atropine eye drops every night before bed to slow his myopia.",
        "aig4",
    ),
    (
        "ai4p",
        "To slow the progression of his short-sightedness, Theo, the user's son, puts in 0.01% atropine drops each "
        "night at bedtime.",
        "aig4",
    ),
    (
        "ai4j",
        "ユーザーの息子のテオくんは、近視の進行を抑えるため、毎晩寝る前に0.01%のアトロピン点眼薬をさしている。",
        "aig4",
    ),
    ("ai4j2", "息子のテオくんは近視の進行予防で、マイオピン（0.01%）を毎晩寝る前に点眼しています。", "aig4"),
    ("ai4z", "用户的儿子西奥每晚睡前滴0.01%的阿托品眼药水，用来控制近视加深。", "aig4"),
    (
        "nai4a",
        "The user's son Theo uses 0.05% atropine eye drops every night before bed to slow his myopia.",
        None,
    ),  # value: strength (0.05% vs 0.01%)
    (
        "nai4b",
        "ユーザーの息子のテオくんは、近視の進行を抑えるため、毎朝起きてすぐに0.01%のアトロピン点眼薬をさしている。",
        None,
    ),  # value: time of day (every morning on waking vs every night before bed)
    ("nai4c", "用户的女儿每晚睡前滴0.01%的阿托品眼药水，用来控制近视加深。", None),  # person: the daughter vs the son
    (
        "nai4d",
        "The user's son Theo used to use 0.01% atropine eye drops every night before bed to slow his myopia.",
        None,
    ),  # tense/aspect: used to use vs uses
    # aig5: Botox injections for excessive underarm sweating at a dermatology clinic in Ginza, on health insurance
    (
        "ai5",
        "The user had Botox injections for excessive underarm sweating at a dermatology clinic in Ginza, covered by "
        "health insurance.",
        "aig5",
    ),
    (
        "ai5p",
        "A dermatology clinic in Ginza treated the user's heavy underarm sweating with Botox injections, and health "
        "insurance covered it.",
        "aig5",
    ),
    ("ai5j", "ユーザーは銀座の皮膚科でわきの多汗症のボトックス注射を受け、保険が適用された。", "aig5"),
    ("ai5j2", "銀座の皮膚科で、ワキ汗のボトックス注射を保険適用で受けました。", "aig5"),
    ("ai5z", "用户在银座的一家皮肤科诊所打了治疗腋下多汗症的肉毒素注射，走的是医保。", "aig5"),
    (
        "nai5a",
        "The user had Botox injections for excessive sweating of the palms at a dermatology clinic in Ginza, covered "
        "by health insurance.",
        None,
    ),  # value: body part (palms vs underarms)
    (
        "nai5b",
        "ユーザーは銀座の皮膚科でわきの多汗症のボトックス注射を受け、保険は適用されなかった。",
        None,
    ),  # polarity: not covered vs covered by insurance
    (
        "nai5c",
        "用户在涩谷的一家皮肤科诊所打了治疗腋下多汗症的肉毒素注射，走的是医保。",
        None,
    ),  # value: place (Shibuya vs Ginza)
    (
        "nai5d",
        "The user is considering Botox injections for excessive underarm sweating at a dermatology clinic in Ginza, "
        "covered by health insurance.",
        None,
    ),  # modality: is considering vs had
    # aig6: the wife's gestational diabetes, diagnosed at 28 weeks, blood sugar checked four times a day
    (
        "ai6",
        "The user's wife was diagnosed with gestational diabetes at 28 weeks of pregnancy and checks her blood sugar "
        "four times a day.",
        "aig6",
    ),
    (
        "ai6p",
        "Diagnosed with gestational diabetes at 28 weeks, the user's wife measures her blood glucose four times daily.",
        "aig6",
    ),
    ("ai6j", "ユーザーの妻は妊娠28週で妊娠糖尿病と診断され、1日4回血糖値を測っている。", "aig6"),
    ("ai6j2", "妻が妊娠二十八週で妊娠糖尿病と言われ、一日四回血糖を測っています。", "aig6"),
    ("ai6z", "用户的妻子在怀孕28周时被诊断出妊娠糖尿病，每天测四次血糖。", "aig6"),
    (
        "nai6a",
        "ユーザーの妻は妊娠24週で妊娠糖尿病と診断され、1日4回血糖値を測っている。",
        None,
    ),  # value: week of pregnancy (24 vs 28)
    (
        "nai6b",
        "The user's wife was diagnosed with gestational diabetes at 28 weeks of pregnancy and checks her blood sugar "
        "twice a day.",
        None,
    ),  # frequency: twice vs four times a day
    (
        "nai6c",
        "用户的嫂子在怀孕28周时被诊断出妊娠糖尿病，每天测四次血糖。",
        None,
    ),  # person: the elder brother's wife vs the wife
    (
        "nai6d",
        "The user's wife was diagnosed with gestational diabetes at 28 weeks of pregnancy and injects insulin four "
        "times a day.",
        None,
    ),  # value: what she does (injects insulin vs checks her blood sugar)
    # aig7: the border collie Sky won the novice class at a dog agility trial in Chiba on 12 October
    (
        "ai7",
        "The user's border collie Sky won the novice class at a dog agility trial in Chiba on 12 October.",
        "aig7",
    ),
    (
        "ai7p",
        "First place in the novice class of a dog agility trial held in Chiba on October 12 went to Sky, the user's "
        "border collie.",
        "aig7",
    ),
    (
        "ai7j",
        "ユーザーのボーダーコリーのスカイは、10月12日に千葉で開かれたドッグアジリティ競技会の初級クラスで優勝した。",
        "aig7",
    ),
    ("ai7z", "用户的边境牧羊犬小天10月12日在千叶举行的犬敏捷赛新手组中拿了冠军。", "aig7"),
    ("ai7z2", "10月12号，用户家的边牧小天在千叶的狗狗敏捷比赛初级组夺冠。", "aig7"),
    (
        "nai7a",
        "The user's border collie Sky came second in the novice class at a dog agility trial in Chiba on 12 October.",
        None,
    ),  # value: placing (second vs first)
    (
        "nai7b",
        "用户的边境牧羊犬小天10月12日在群马举行的犬敏捷赛新手组中拿了冠军。",
        None,
    ),  # value: place (Gunma vs Chiba)
    (
        "nai7c",
        "The user's border collie Sky will compete in the novice class at a dog agility trial in Chiba on 12 October.",
        None,
    ),  # modality: will compete in vs won
    (
        "nai7d",
        "ユーザーのシェルティのスカイは、10月12日に千葉で開かれたドッグアジリティ競技会の初級クラスで優勝した。",
        None,
    ),  # value: breed (Sheltie vs border collie)
    # aig8: 100 ml of subcutaneous fluids for the old cat Mimi at home every other day
    ("ai8", "The user gives their elderly cat Mimi 100 ml of subcutaneous fluids at home every other day.", "aig8"),
    (
        "ai8p",
        "Every other day, Mimi, the user's old cat, gets 100 ml of subcutaneous fluids from the user at home.",
        "aig8",
    ),
    ("ai8j", "ユーザーは高齢の猫のミミに、自宅で1日おきに100mlの皮下輸液をしている。", "aig8"),
    ("ai8j2", "うちの老猫ミミには、一日おきに家で皮下点滴を百ミリリットルしています。", "aig8"),
    ("ai8z", "用户每隔一天在家给老猫咪咪打100毫升的皮下输液。", "aig8"),
    (
        "nai8a",
        "The user gives their elderly cat Mimi 100 ml of subcutaneous fluids at home every day.",
        None,
    ),  # frequency: every day vs every other day
    ("nai8b", "用户每隔一天在家给老猫咪咪打150毫升的皮下输液。", None),  # value: volume (150 ml vs 100 ml)
    (
        "nai8c",
        "ユーザーは高齢の猫のミミに、動物病院で1日おきに100mlの皮下輸液をしてもらっている。",
        None,
    ),  # value: place (at the vet's vs at home)
    (
        "nai8d",
        "The user's mother gives her elderly cat Mimi 100 ml of subcutaneous fluids at home every other day.",
        None,
    ),  # person: the mother vs the user
    # aig9: the African grey parrot Kiwi flew out of the flat in Nerima on 5 August, found two days later in a park
    (
        "ai9",
        "The user's African grey parrot Kiwi flew out of their flat in Nerima on 5 August and was found two days "
        "later in a park nearby.",
        "aig9",
    ),
    (
        "ai9p",
        "Kiwi, the user's African grey, escaped from the user's Nerima flat on 5 August and turned up two days later "
        "in a nearby park.",
        "aig9",
    ),
    ("ai9j", "ユーザーのヨウムのキウイは8月5日に練馬の自宅から逃げ出し、2日後に近所の公園で見つかった。", "aig9"),
    ("ai9z", "用户的非洲灰鹦鹉奇异果8月5日从练马的家里飞走了，两天后在附近的公园里找到了。", "aig9"),
    (
        "nai9a",
        "ユーザーのヨウムのキウイは8月5日に練馬の自宅から逃げ出し、3日後に近所の公園で見つかった。",
        None,
    ),  # value: time until found (three vs two days)
    (
        "nai9b",
        "The user's cockatiel Kiwi flew out of their flat in Nerima on 5 August and was found two days later in a "
        "park nearby.",
        None,
    ),  # value: species (cockatiel vs African grey)
    (
        "nai9c",
        "用户的非洲灰鹦鹉奇异果8月5日从练马的家里飞走了，到现在还没有找到。",
        None,
    ),  # polarity: not found vs found
    (
        "nai9d",
        "The user's African grey parrot Kiwi flew out of their flat in Nerima on 5 September and was found two days "
        "later in a park nearby.",
        None,
    ),  # value: date (5 September vs 5 August)
    # aig10: an annaprashan (first-rice ceremony) for the baby son Aarav at home in Funabori at six months
    (
        "ai10",
        "The user held a first-rice ceremony (annaprashan) for their baby son Aarav at home in Funabori when he "
        "turned six months old.",
        "aig10",
    ),
    (
        "ai10p",
        "When Aarav, the user's baby son, turned six months, the user held his annaprashan, the ceremony of his "
        "first rice, at their home in Funabori.",
        "aig10",
    ),
    (
        "ai10j",
        "ユーザーは、生後6か月になった息子のアーラヴくんに初めてお米を食べさせる儀式（アンナプラーシャン）を"
        "船堀の自宅で行った。",
        "aig10",
    ),
    ("ai10z", "用户在儿子阿拉夫满六个月时，在船堀的家里为他举办了第一次吃米饭的仪式（Annaprashan）。", "aig10"),
    (
        "nai10a",
        "The user will hold a first-rice ceremony (annaprashan) for their baby son Aarav at home in Funabori when he "
        "turns six months old.",
        None,
    ),  # tense/aspect: will hold vs held
    (
        "nai10b",
        "ユーザーは、生後6か月になった甥のアーラヴくんに初めてお米を食べさせる儀式（アンナプラーシャン）を"
        "船堀の自宅で行った。",
        None,
    ),  # person: the nephew vs the son
    (
        "nai10c",
        "用户在儿子阿拉夫满六个月时，在西葛西的一家印度餐厅为他举办了第一次吃米饭的仪式（Annaprashan）。",
        None,
    ),  # value: place (an Indian restaurant in Nishi-Kasai vs home in Funabori)
    (
        "nai10d",
        "The user held a first-rice ceremony (annaprashan) for their baby son Aarav at home in Funabori when he "
        "turned seven months old.",
        None,
    ),  # value: age (seven vs six months)
    # aig11: a baby shower thrown by the user for the colleague Hannah at a café in Daikanyama, Saturday 19 April
    (
        "ai11",
        "The user is throwing a baby shower for their colleague Hannah at a café in Daikanyama on Saturday 19 April.",
        "aig11",
    ),
    (
        "ai11p",
        "A baby shower for Hannah, the user's colleague, is being organised by the user at a café in Daikanyama on "
        "Saturday, April 19.",
        "aig11",
    ),
    ("ai11j", "ユーザーは4月19日（土）、代官山のカフェで同僚のハンナさんのベビーシャワーを開く。", "aig11"),
    ("ai11z", "用户4月19日（周六）要在代官山的一家咖啡馆为同事汉娜办迎婴派对（baby shower）。", "aig11"),
    (
        "nai11a",
        "The user's colleague Hannah is throwing a baby shower for the user at a café in Daikanyama on Saturday 19 "
        "April.",
        None,
    ),  # direction/role: Hannah throws it for the user vs the user throws it for Hannah
    (
        "nai11b",
        "ユーザーは4月19日（土）、中目黒のカフェで同僚のハンナさんのベビーシャワーを開く。",
        None,
    ),  # value: place (Nakameguro vs Daikanyama)
    (
        "nai11c",
        "用户4月26日（周六）要在代官山的一家咖啡馆为同事汉娜办迎婴派对（baby shower）。",
        None,
    ),  # value: date (26 vs 19 April)
    (
        "nai11d",
        "The user threw a baby shower for their colleague Hannah at a café in Daikanyama on Saturday 19 April.",
        None,
    ),  # tense/aspect: threw vs is throwing
    # aig12: a rakhi mailed from Jaipur by the younger sister Ananya for Raksha Bandhan
    (
        "ai12",
        "For Raksha Bandhan, the user's younger sister Ananya mailed them a rakhi from Jaipur.",
        "aig12",
    ),
    (
        "ai12p",
        "The user received a rakhi by post from their younger sister Ananya in Jaipur for Raksha Bandhan.",
        "aig12",
    ),
    ("ai12j", "ラクシャ・バンダンに、ユーザーの妹のアナンヤさんがジャイプルからラーキーを郵送してくれた。", "aig12"),
    ("ai12z", "拉克沙班丹节（兄妹节）时，用户的妹妹阿南雅从斋浦尔给用户寄来了一条拉基手绳。", "aig12"),
    (
        "nai12a",
        "For Raksha Bandhan, the user mailed a rakhi to their younger sister Ananya in Jaipur.",
        None,
    ),  # direction/role: the user mails it to the sister vs the sister mails it to the user
    (
        "nai12b",
        "拉克沙班丹节（兄妹节）时，用户的妹妹阿南雅从德里给用户寄来了一条拉基手绳。",
        None,
    ),  # value: city (Delhi vs Jaipur)
    (
        "nai12c",
        "ラクシャ・バンダンに、ユーザーのいとこのアナンヤさんがジャイプルからラーキーを郵送してくれた。",
        None,
    ),  # person: the cousin vs the younger sister
    (
        "nai12d",
        "For Raksha Bandhan, the user's younger sister Ananya may mail them a rakhi from Jaipur.",
        None,
    ),  # modality: may mail vs mailed
    # aig13: the daughter Léa's wedding in Lyon on Saturday 6 September
    ("ai13", "The user's daughter Léa is getting married in Lyon on Saturday 6 September.", "aig13"),
    ("ai13p", "Léa, the user's daughter, will marry in Lyon on Saturday, September 6.", "aig13"),
    ("ai13j", "ユーザーの娘のレアさんは、9月6日（土）にリヨンで結婚式を挙げる。", "aig13"),
    ("ai13j2", "ユーザーの娘さんのレアさんは、九月六日の土曜日にリヨンで挙式される。", "aig13"),
    ("ai13z", "用户的女儿莉娅将于9月6日（周六）在里昂举行婚礼。", "aig13"),
    (
        "nai13a",
        "The user's daughter Léa is getting married in Lyon on Saturday 13 September.",
        None,
    ),  # value: date (13 vs 6 September)
    ("nai13b", "用户的女儿莉娅将于9月6日（周六）在马赛举行婚礼。", None),  # value: city (Marseille vs Lyon)
    (
        "nai13c",
        "ユーザーの姪のレアさんは、9月6日（土）にリヨンで結婚式を挙げる。",
        None,
    ),  # person: the niece vs the daughter
    (
        "nai13d",
        "The user's daughter Léa got married in Lyon on Saturday 6 September.",
        None,
    ),  # tense/aspect: got married vs is getting married
    # aig14: change of status from Student to Engineer/Specialist in Humanities/International Services, Yokohama, 10 Jan
    (
        "ai14",
        "The user applied at the Yokohama immigration office on 10 January to change their status of residence from "
        "Student to Engineer/Specialist in Humanities/International Services.",
        "aig14",
    ),
    (
        "ai14p",
        "On 10 January the user filed an application at Yokohama's immigration bureau to switch from a student visa "
        "to an Engineer/Specialist in Humanities/International Services visa.",
        "aig14",
    ),
    (
        "ai14j",
        "ユーザーは1月10日、横浜の出入国在留管理局で「留学」から「技術・人文知識・国際業務」への"
        "在留資格変更を申請した。",
        "aig14",
    ),
    ("ai14j2", "一月十日に横浜入管で、留学ビザから技人国ビザへの変更申請を出しました。", "aig14"),
    (
        "ai14z",
        "用户1月10日在横滨出入国在留管理局申请把在留资格从“留学”变更为“技术·人文知识·国际业务”。",
        "aig14",
    ),
    (
        "nai14a",
        "The user applied at the Yokohama immigration office on 10 January to change their status of residence from "
        "Student to Designated Activities.",
        None,
    ),  # value: new status (Designated Activities vs Engineer/Specialist in Humanities/International Services)
    (
        "nai14b",
        "ユーザーは1月20日、横浜の出入国在留管理局で「留学」から「技術・人文知識・国際業務」への"
        "在留資格変更を申請した。",
        None,
    ),  # value: date (20 vs 10 January)
    (
        "nai14c",
        "用户的女朋友1月10日在横滨出入国在留管理局申请把在留资格从“留学”变更为“技术·人文知识·国际业务”。",
        None,
    ),  # person: the girlfriend vs the user
    (
        "nai14d",
        "The user will apply at the Yokohama immigration office on 10 January to change their status of residence "
        "from Student to Engineer/Specialist in Humanities/International Services.",
        None,
    ),  # tense/aspect: will apply vs applied
    # aig15: the 2025 national census answered online on 3 October (令和7年)
    ("ai15", "The user filled in the 2025 national census online on 3 October.", "aig15"),
    ("ai15p", "On 3 October the user completed the 2025 census questionnaire on the internet.", "aig15"),
    ("ai15j", "ユーザーは10月3日に2025年の国勢調査にインターネットで回答した。", "aig15"),
    ("ai15j2", "令和7年の国勢調査、十月三日にネットで答えました。", "aig15"),
    ("ai15z", "用户10月3日在网上填写了2025年的国势调查（人口普查）问卷。", "aig15"),
    (
        "nai15a",
        "ユーザーは10月3日に2025年の国勢調査に紙の調査票で回答した。",
        None,
    ),  # value: method (on the paper form vs online)
    (
        "nai15b",
        "The user had not filled in the 2025 national census online by 3 October.",
        None,
    ),  # polarity: had not filled it in vs filled it in
    ("nai15c", "用户10月13日在网上填写了2025年的国势调查（人口普查）问卷。", None),  # value: date (13 vs 3 October)
    (
        "nai15d",
        "The user's flatmate filled in the 2025 national census online on 3 October.",
        None,
    ),  # person: the flatmate vs the user
    # aig16: Japan Post Bank froze the account until the renewed residence card is shown at a branch
    (
        "ai16",
        "Japan Post Bank has frozen the user's account until they show their renewed residence card at a branch.",
        "aig16",
    ),
    (
        "ai16p",
        "The user's Japan Post Bank account stays frozen until the user shows the bank their renewed residence card "
        "at a branch.",
        "aig16",
    ),
    (
        "ai16j",
        "ゆうちょ銀行は、ユーザーが更新した在留カードを窓口で見せるまで、ユーザーの口座を凍結している。",
        "aig16",
    ),
    ("ai16j2", "ゆうちょの口座が止められていて、新しい在留カードを窓口で見せるまで使えません。", "aig16"),
    ("ai16z", "邮储银行冻结了用户的账户，要等用户到窗口出示更新后的在留卡才会解冻。", "aig16"),
    (
        "nai16a",
        "Resona Bank has frozen the user's account until they show their renewed residence card at a branch.",
        None,
    ),  # value: bank (Resona vs Japan Post Bank)
    (
        "nai16b",
        "邮储银行冻结了用户的账户，要等用户到窗口出示更新后的护照才会解冻。",
        None,
    ),  # value: document (passport vs residence card)
    (
        "nai16c",
        "ゆうちょ銀行は、ユーザーの妻が更新した在留カードを窓口で見せるまで、妻の口座を凍結している。",
        None,
    ),  # person: the wife vs the user
    (
        "nai16d",
        "Japan Post Bank may freeze the user's account unless they show their renewed residence card at a branch.",
        None,
    ),  # modality: may freeze vs has frozen
    # aig17: the ESTA for a trip to Hawaii in December approved
    ("ai17", "The user's ESTA for a trip to Hawaii in December was approved.", "aig17"),
    ("ai17p", "The ESTA that the user applied for, for their December trip to Hawaii, has been approved.", "aig17"),
    ("ai17j", "ユーザーの12月のハワイ旅行のためのESTAが承認された。", "aig17"),
    ("ai17z", "用户为12月去夏威夷旅行申请的ESTA已经获批了。", "aig17"),
    ("nai17a", "用户为12月去夏威夷旅行申请的ESTA被拒了。", None),  # polarity: refused vs approved
    (
        "nai17b",
        "The user's ESTA for a trip to Guam in December was approved.",
        None,
    ),  # value: destination (Guam vs Hawaii)
    ("nai17c", "ユーザーの11月のハワイ旅行のためのESTAが承認された。", None),  # value: month (November vs December)
    (
        "nai17d",
        "The user's husband's ESTA for a trip to Hawaii in December was approved.",
        None,
    ),  # person: the husband vs the user
    # aig18: ¥120,000 of National Health Insurance arrears paid in six monthly instalments, Shinjuku Ward Office
    (
        "ai18",
        "The user agreed with Shinjuku Ward Office to pay ¥120,000 of overdue National Health Insurance premiums in "
        "six monthly instalments.",
        "aig18",
    ),
    (
        "ai18p",
        "Shinjuku Ward Office and the user agreed that the user will pay off ¥120,000 in unpaid national health "
        "insurance premiums over six monthly instalments.",
        "aig18",
    ),
    (
        "ai18j",
        "ユーザーは新宿区役所と、滞納している国民健康保険料12万円を毎月6回に分けて払うことで合意した。",
        "aig18",
    ),
    ("ai18j2", "国保の滞納分十二万円を、新宿区役所と相談して月々六回の分割払いにしてもらいました。", "aig18"),
    ("ai18z", "用户与新宿区政府商定，把拖欠的十二万日元国民健康保险费分六个月分期缴纳。", "aig18"),
    (
        "nai18a",
        "The user agreed with Shinjuku Ward Office to pay ¥210,000 of overdue National Health Insurance premiums in "
        "six monthly instalments.",
        None,
    ),  # value: amount (210,000 vs 120,000 yen)
    (
        "nai18b",
        "ユーザーは新宿区役所と、滞納している国民年金保険料12万円を毎月6回に分けて払うことで合意した。",
        None,
    ),  # value: what is owed (national pension vs national health insurance)
    (
        "nai18c",
        "用户与新宿区政府商定，把拖欠的十二万日元国民健康保险费分十个月分期缴纳。",
        None,
    ),  # value: count (ten vs six instalments)
    (
        "nai18d",
        "The user agreed with Nakano Ward Office to pay ¥120,000 of overdue National Health Insurance premiums in "
        "six monthly instalments.",
        None,
    ),  # value: ward office (Nakano vs Shinjuku)
    # aig19: the user's team won second prize and ¥300,000 at a fintech hackathon in Shibuya
    ("ai19", "The user's team won second prize and ¥300,000 at a fintech hackathon in Shibuya.", "aig19"),
    ("ai19p", "At a fintech hackathon in Shibuya, second prize, worth ¥300,000, went to the user's team.", "aig19"),
    (
        "ai19j",
        "ユーザーのチームは渋谷で開かれたフィンテックのハッカソンで2位になり、賞金30万円を獲得した。",
        "aig19",
    ),
    ("ai19z", "用户的团队在涩谷举办的金融科技黑客松上获得了二等奖，奖金三十万日元。", "aig19"),
    (
        "nai19a",
        "The user was a judge at a fintech hackathon in Shibuya where second prize came with ¥300,000.",
        None,
    ),  # direction/role: judged the hackathon vs competed and won a prize
    (
        "nai19b",
        "ユーザーのチームは渋谷で開かれたフィンテックのハッカソンで1位になり、賞金30万円を獲得した。",
        None,
    ),  # value: placing (first vs second)
    (
        "nai19c",
        "用户的团队在涩谷举办的医疗科技黑客松上获得了二等奖，奖金三十万日元。",
        None,
    ),  # value: field (healthtech vs fintech)
    (
        "nai19d",
        "The user's team won second prize and ¥500,000 at a fintech hackathon in Shibuya.",
        None,
    ),  # value: amount (500,000 vs 300,000 yen)
    # aig20: the ¥80,000 borrowed from the friend Minh for moving costs paid back
    ("ai20", "The user has paid back the ¥80,000 they borrowed from their friend Minh for moving costs.", "aig20"),
    (
        "ai20p",
        "Minh, a friend of the user, has been repaid the ¥80,000 he lent the user for their moving costs.",
        "aig20",
    ),
    ("ai20j", "ユーザーは引っ越し費用として友人のミンさんから借りた8万円を返した。", "aig20"),
    ("ai20j2", "引っ越し代で友だちのミンさんに借りていた八万円、全額返しました。", "aig20"),
    ("ai20z", "用户已经把搬家时向朋友阿明借的八万日元还清了。", "aig20"),
    (
        "nai20a",
        "Minh has paid back the ¥80,000 he borrowed from the user, his friend, for moving costs.",
        None,
    ),  # direction/role: Minh repays the user vs the user repays Minh
    (
        "nai20b",
        "ユーザーは引っ越し費用として友人のミンさんから借りた5万円を返した。",
        None,
    ),  # value: amount (50,000 vs 80,000 yen)
    ("nai20c", "用户还没有把搬家时向朋友阿明借的八万日元还上。", None),  # polarity: has not paid back vs has
    (
        "nai20d",
        "The user has paid back the ¥80,000 they borrowed from their friend Minh for a new laptop.",
        None,
    ),  # value: purpose (a new laptop vs moving costs)
    *PLANTED_AI_21_40,
]
