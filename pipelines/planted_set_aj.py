"""Planted set aj (issue 13, stop 39): forty groups of one fact stated several ways, with hard negatives, written blind
to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair) and
never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no longer
measures that honestly, so each round gets a new one; aj is held out (``HELD_OUT`` in pipelines/planted_sets.py) until
its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 39. Its writer read none of memory/, experts/, bench/, serve/, pipelines/planted.py,
pipelines/consolidate.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings, to choose new topics, the comment lines, the import lines and the registration block of
pipelines/planted_sets.py, set ad and its split into planted_set_ad2.py, for the format, and
tests/test_planted_structure.py), ran no git log or git show of main, no benchmark, link screen, sweep or consolidation,
and wrote what an LLM summariser would have kept about real users of the assistant (foreign residents and travellers in
Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can or cannot do. After every item
had been written, the ``ruff format --check pipelines`` the brief asked for printed a diff of two files already on main
(pipelines/judge.py and some items of set n); after that only over-long lines were shortened (``aj36p`` lost the word
"ceremony").

What it covers: 40 groups ``ajgN`` of 3-5 items (an English item ``ajN``, mostly with an English paraphrase ``ajNp``: a
synonym, a converse verb with the roles swapped (showed round / was taken round by, invited / came as guests, operated
on / had surgery, raised / went up), the passive, a relative clause or another word order; a Japanese item ``ajNj`` and
a Chinese item ``ajNz``, sometimes a second Japanese wording ``ajNj2`` (subjectless, polite, kanji numerals 一月九日 /
四万五千円 / 二十六万円 / 百十万円 / 三十七座 / 十日間, an era year 令和7年, a 24-hour time 14:40, lay words and
abbreviations such as フレブル, 前職, 人事, 二年前納 and 百名山, an honorific 息子さん) or a second Chinese wording
``ajNz2`` (巴西战舞 for capoeira, a digit for a Chinese numeral)), each with 3-4 negatives
``najN<letter>`` that keep the group's template and change one value, person, direction or role, tense or aspect,
modality, polarity or frequency, named in the trailing comment, in all three languages; then ten unrelated facts
``uajN``. Twelve groups have a negative that swaps a role or reverses a direction: selling a bearded dragon against
buying it, handing the new employer's withholding slip to the old employer against the other way round, a card limit
lowered from ¥800,000 to ¥300,000 against raised from ¥300,000 to ¥800,000, having a house inspected before selling it
against before buying it, teaching a sushi course against taking it, teaching capoeira against training, watching the
yosakoi against dancing it, being invited to an iftar against inviting, the Kagayaki from Kanazawa to Tokyo against
from Tokyo to Kanazawa, being shown round the Hiroshima museum against showing a friend round, staying with a niece in
Seoul against the niece staying in Tokyo, and listening to a PyCon talk against giving it.

Topics are ones the earlier sets left out: a wife's planned caesarean at Aiiku Hospital (Sarah / サラさん / 莎拉, Friday
9 January / 一月九日), a tattoo on the left forearm removed by picosecond laser in Shibuya every eight weeks, in-office
teeth whitening in Omotesando (three sessions, ¥45,000 / 四万五千円), a typhoid shot in Shinjuku before visiting family
in Lahore, arthroscopic surgery on a torn meniscus at Kanto Rosai Hospital (Tuesday 22 April), a French bulldog's soft
palate surgery in Kawasaki (Bruno / ブルーノ / 布鲁诺, ¥260,000 / 二十六万円), a diabetic cat's insulin (Luna / ルナ /
露娜, two units twice a day), a bearded dragon from a reptile fair in Yokohama (Rex / レックス / 雷克斯, ¥42,000), a
Ghanaian naming ceremony in Akabane (Ama / アマちゃん / 阿玛, Saturday 14 June), a divorce by mutual agreement filed at
Minato City Office (3 March / 令和7年3月3日), a replacement for a lost Indonesian passport at the embassy in Gotanda, a
previous employer's withholding slip due at the new employer's HR by 10 December (源泉徴収票 / 前職), two years of
National Pension contributions prepaid by direct debit (二年前納), a Saison Card limit raised from ¥300,000 to ¥800,000,
a titanium camping kettle backed on Makuake (¥12,000, November), a home inspection before buying a used house in Machida
(¥66,000), a wood-burning stove in Hokuto, Yamanashi (¥1.1 million / 百十万円), a 200 V EV charging outlet in a carport
(¥93,500), a three-month unpaid sabbatical from July, a fixed-term contract turned into a regular job at Kirin (1 April
/ 四月一日), a three-month course at a sushi academy in Shinjuku (¥880,000), capoeira with a Brazilian group in
Hamamatsu twice a week, 37 of the Hyakumeizan (三十七座), an 82 cm yellowtail from a Chigasaki fishing boat, a Real
Escape Game in Shinjuku (four players, 58 minutes), yosakoi at the Harajuku Omotesando Genki Matsuri, the Yom Kippur
fast at the Jewish Community of Japan in Hiroo (25 hours), an iftar at Tokyo Camii with three Turkish colleagues, the
karakuri floats of the Takayama Spring Festival (14 April / 四月十四日), Gran Class on the Kagayaki to Kanazawa (2 May),
a friend from Nairobi shown round the Hiroshima Peace Memorial Museum (Wanjiru / ワンジルさん / 万吉鲁), cormorant
fishing on the Nagara River, a daughter in the final round of the Japan Mathematical Olympiad (Freya / フレイヤちゃん /
弗蕾娅), a son's cracked school iPad (Aditya / アディティヤくん / 阿迪蒂亚, ¥5,000), school expense assistance from
Adachi City (Kofi / コフィくん / 科菲, 就学援助), a son's mundan in Gyotoku (Vihaan / ヴィハーンくん / 维汉, 11 May), a
niece from Seoul staying three weeks (Ji-woo / ジウちゃん / 智友), a 30-minute talk at PyCon JP in Hiroshima (2:40 pm /
14:40 / 下午两点四十分), steelpan in a Yokosuka steel band on Sunday afternoons and a son's Kawasaki disease at the
Tokyo Metropolitan Children's Medical Center (Oscar / オスカーくん / 奥斯卡, ten days / 十日間).
"""

from __future__ import annotations

from pipelines.planted_set_aj2 import PLANTED_AJ_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_aj2.py (split for length only).
PLANTED_AJ: list[tuple[str, str, str | None]] = [
    # ajg1: the wife Sarah's planned caesarean at Aiiku Hospital on Friday 9 January
    (
        "aj1",
        "The user's wife Sarah is booked for a planned caesarean section at Aiiku Hospital on Friday 9 January.",
        "ajg1",
    ),
    (
        "aj1p",
        "A planned C-section for Sarah, the user's wife, is scheduled at Aiiku Hospital for Friday, January 9.",
        "ajg1",
    ),
    ("aj1j", "ユーザーの妻のサラさんは、1月9日（金）に愛育病院で予定帝王切開を受けることになっている。", "ajg1"),
    ("aj1j2", "妻のサラは一月九日の金曜日に、愛育病院で計画帝王切開の予定です。", "ajg1"),
    ("aj1z", "用户的妻子莎拉定于1月9日（周五）在爱育医院做计划剖腹产。", "ajg1"),
    (
        "naj1a",
        "The user's wife Sarah is booked for a planned caesarean section at Aiiku Hospital on Friday 16 January.",
        None,
    ),  # value: date (16 vs 9 January)
    (
        "naj1b",
        "ユーザーの妻のサラさんは、1月9日（金）に聖路加国際病院で予定帝王切開を受けることになっている。",
        None,
    ),  # value: hospital (St. Luke's vs Aiiku)
    (
        "naj1c",
        "用户的妻子莎拉已经于1月9日（周五）在爱育医院做了计划剖腹产。",
        None,
    ),  # tense/aspect: has had vs is booked for
    (
        "naj1d",
        "The user's sister Sarah is booked for a planned caesarean section at Aiiku Hospital on Friday 9 January.",
        None,
    ),  # person: the sister vs the wife
    # ajg2: a tattoo on the left forearm removed by picosecond laser at a clinic in Shibuya, every eight weeks
    (
        "aj2",
        "The user is having a tattoo on their left forearm removed by picosecond laser at a clinic in Shibuya, one "
        "session every eight weeks.",
        "ajg2",
    ),
    (
        "aj2p",
        "Every eight weeks the user goes to a Shibuya clinic for a picosecond laser session to remove the tattoo on "
        "their left forearm.",
        "ajg2",
    ),
    (
        "aj2j",
        "ユーザーは渋谷のクリニックで左の前腕のタトゥーをピコレーザーで除去していて、8週間に1回通っている。",
        "ajg2",
    ),
    ("aj2z", "用户在涩谷的一家诊所用皮秒激光去除左前臂的纹身，每八周做一次。", "ajg2"),
    (
        "naj2a",
        "The user is having a tattoo on their right forearm removed by picosecond laser at a clinic in Shibuya, one "
        "session every eight weeks.",
        None,
    ),  # value: side (right vs left forearm)
    (
        "naj2b",
        "ユーザーは渋谷のクリニックで左の前腕のタトゥーをピコレーザーで除去していて、4週間に1回通っている。",
        None,
    ),  # frequency: every four weeks vs every eight
    (
        "naj2c",
        "用户在涩谷的一家诊所用皮秒激光去除左脚踝的纹身，每八周做一次。",
        None,
    ),  # value: place on the body (ankle vs forearm)
    (
        "naj2d",
        "The user is thinking about having a tattoo on their left forearm removed by picosecond laser at a clinic in "
        "Shibuya, one session every eight weeks.",
        None,
    ),  # modality: thinking about it vs is having it done
    # ajg3: in-office teeth whitening at a dental clinic in Omotesando, three sessions for ¥45,000 in all
    (
        "aj3",
        "The user had in-office teeth whitening at a dental clinic in Omotesando: three sessions for ¥45,000 in total.",
        "ajg3",
    ),
    (
        "aj3p",
        "A dental clinic in Omotesando whitened the user's teeth in three in-office sessions, ¥45,000 altogether.",
        "ajg3",
    ),
    ("aj3j", "ユーザーは表参道の歯科医院でオフィスホワイトニングを3回受け、合計4万5千円だった。", "ajg3"),
    ("aj3j2", "表参道の歯医者さんでホワイトニングを三回やってもらって、全部で四万五千円でした。", "ajg3"),
    ("aj3z", "用户在表参道的一家牙科诊所做了三次诊室牙齿美白，总共四万五千日元。", "ajg3"),
    (
        "naj3a",
        "ユーザーは表参道の歯科医院でオフィスホワイトニングを5回受け、合計4万5千円だった。",
        None,
    ),  # value: count (five vs three sessions)
    (
        "naj3b",
        "The user had in-office teeth whitening at a dental clinic in Omotesando: three sessions for ¥54,000 in total.",
        None,
    ),  # value: amount (54,000 vs 45,000 yen)
    (
        "naj3c",
        "用户的丈夫在表参道的一家牙科诊所做了三次诊室牙齿美白，总共四万五千日元。",
        None,
    ),  # person: the husband vs the user
    # ajg4: a typhoid shot at a travel clinic in Shinjuku before visiting family in Lahore in March
    (
        "aj4",
        "The user got a typhoid vaccine at a travel clinic in Shinjuku before visiting family in Lahore in March.",
        "ajg4",
    ),
    (
        "aj4p",
        "Before the March visit to their family in Lahore, the user was vaccinated against typhoid at a Shinjuku "
        "travel clinic.",
        "ajg4",
    ),
    (
        "aj4j",
        "ユーザーは3月にラホールの家族を訪ねる前に、新宿のトラベルクリニックで腸チフスのワクチンを打った。",
        "ajg4",
    ),
    ("aj4z", "用户三月去拉合尔探亲之前，在新宿的一家旅行诊所打了伤寒疫苗。", "ajg4"),
    (
        "naj4a",
        "The user got a cholera vaccine at a travel clinic in Shinjuku before visiting family in Lahore in March.",
        None,
    ),  # value: vaccine (cholera vs typhoid)
    (
        "naj4b",
        "ユーザーは3月にカラチの家族を訪ねる前に、新宿のトラベルクリニックで腸チフスのワクチンを打った。",
        None,
    ),  # value: city (Karachi vs Lahore)
    (
        "naj4c",
        "用户的儿子三月去拉合尔探亲之前，在新宿的一家旅行诊所打了伤寒疫苗。",
        None,
    ),  # person: the son vs the user
    (
        "naj4d",
        "The user plans to get a typhoid vaccine at a travel clinic in Shinjuku before visiting family in Lahore in "
        "March.",
        None,
    ),  # modality: plans to get vs got
    # ajg5: arthroscopic surgery on a torn meniscus in the right knee at Kanto Rosai Hospital, Tuesday 22 April
    (
        "aj5",
        "The user had arthroscopic surgery on a torn meniscus in the right knee at Kanto Rosai Hospital on Tuesday 22 "
        "April.",
        "ajg5",
    ),
    (
        "aj5p",
        "On Tuesday, April 22, surgeons at Kanto Rosai Hospital operated arthroscopically on the torn meniscus in the "
        "user's right knee.",
        "ajg5",
    ),
    ("aj5j", "ユーザーは4月22日（火）に関東労災病院で、右膝の半月板損傷の関節鏡手術を受けた。", "ajg5"),
    ("aj5z", "用户4月22日（周二）在关东劳灾医院接受了右膝半月板撕裂的关节镜手术。", "ajg5"),
    (
        "naj5a",
        "The user had arthroscopic surgery on a torn meniscus in the left knee at Kanto Rosai Hospital on Tuesday 22 "
        "April.",
        None,
    ),  # value: side (left vs right knee)
    (
        "naj5b",
        "用户4月22日（周二）在关东劳灾医院接受了右膝前十字韧带断裂的关节镜手术。",
        None,
    ),  # value: injury (ACL vs meniscus)
    (
        "naj5c",
        "ユーザーは4月22日（火）に関東労災病院で、右膝の半月板損傷の関節鏡手術を受ける予定だ。",
        None,
    ),  # tense/aspect: will have vs had
    # ajg6: the French bulldog Bruno's soft palate surgery for his breathing in Kawasaki, ¥260,000
    (
        "aj6",
        "The user's French bulldog Bruno had surgery on his soft palate to help his breathing at an animal hospital "
        "in Kawasaki; it cost ¥260,000.",
        "ajg6",
    ),
    (
        "aj6p",
        "An animal hospital in Kawasaki operated on the soft palate of Bruno, the user's French bulldog, so that he "
        "can breathe more easily, for ¥260,000.",
        "ajg6",
    ),
    (
        "aj6j",
        "ユーザーのフレンチブルドッグのブルーノは、川崎の動物病院で呼吸を楽にするための軟口蓋の手術を受けた。"
        "費用は26万円。",
        "ajg6",
    ),
    ("aj6j2", "うちのフレブルのブルーノ、川崎の動物病院で軟口蓋の手術をしました。二十六万円かかりました。", "ajg6"),
    ("aj6z", "用户的法国斗牛犬布鲁诺在川崎的一家动物医院做了改善呼吸的软腭手术，花了二十六万日元。", "ajg6"),
    (
        "naj6a",
        "The user's French bulldog Bruno had surgery on his soft palate to help his breathing at an animal hospital "
        "in Kawasaki; it cost ¥160,000.",
        None,
    ),  # value: amount (160,000 vs 260,000 yen)
    (
        "naj6b",
        "用户的巴哥犬布鲁诺在川崎的一家动物医院做了改善呼吸的软腭手术，花了二十六万日元。",
        None,
    ),  # value: breed (pug vs French bulldog)
    (
        "naj6c",
        "ユーザーのフレンチブルドッグのブルーノは、川崎の動物病院で呼吸を楽にするための鼻孔を広げる手術を受けた。"
        "費用は26万円。",
        None,
    ),  # value: operation (nostril widening vs soft palate)
    (
        "naj6d",
        "The user's French bulldog Bruno might need surgery on his soft palate to help his breathing at an animal "
        "hospital in Kawasaki; it would cost ¥260,000.",
        None,
    ),  # modality: might need vs had
    # ajg7: the diabetic cat Luna, two units of insulin twice a day
    ("aj7", "The user's cat Luna is diabetic and gets two units of insulin twice a day.", "ajg7"),
    (
        "aj7p",
        "Luna, the user's diabetic cat, is given a 2-unit insulin injection every morning and every evening.",
        "ajg7",
    ),
    ("aj7j", "ユーザーの猫のルナは糖尿病で、1日2回インスリンを2単位ずつ打っている。", "ajg7"),
    ("aj7z", "用户的猫露娜有糖尿病，每天打两次胰岛素，每次两个单位。", "ajg7"),
    ("naj7a", "用户的猫露娜有糖尿病，每天打一次胰岛素，每次两个单位。", None),  # frequency: once a day vs twice
    (
        "naj7b",
        "The user's cat Luna is diabetic and gets three units of insulin twice a day.",
        None,
    ),  # value: dose (three vs two units)
    (
        "naj7c",
        "ユーザーの犬のルナは糖尿病で、1日2回インスリンを2単位ずつ打っている。",
        None,
    ),  # value: species (dog vs cat)
    (
        "naj7d",
        "The user's cat Luna was diabetic and got two units of insulin twice a day.",
        None,
    ),  # tense/aspect: was (past) vs is
    # ajg8: the bearded dragon Rex bought at a reptile fair in Yokohama for ¥42,000
    ("aj8", "The user bought a bearded dragon, Rex, at a reptile fair in Yokohama for ¥42,000.", "ajg8"),
    ("aj8p", "Rex, the user's bearded dragon, was bought at a reptile fair in Yokohama for ¥42,000.", "ajg8"),
    ("aj8j", "ユーザーは横浜の爬虫類イベントで、フトアゴヒゲトカゲのレックスを4万2千円で買った。", "ajg8"),
    ("aj8z", "用户在横滨的爬虫展上花四万二千日元买了一只鬃狮蜥，取名雷克斯。", "ajg8"),
    (
        "naj8a",
        "The user sold a bearded dragon, Rex, at a reptile fair in Yokohama for ¥42,000.",
        None,
    ),  # direction/role: sold vs bought
    (
        "naj8b",
        "ユーザーは名古屋の爬虫類イベントで、フトアゴヒゲトカゲのレックスを4万2千円で買った。",
        None,
    ),  # value: city (Nagoya vs Yokohama)
    (
        "naj8c",
        "用户在横滨的爬虫展上花四万二千日元买了一只豹纹守宫，取名雷克斯。",
        None,
    ),  # value: species (leopard gecko vs bearded dragon)
    (
        "naj8d",
        "The user bought a bearded dragon, Rex, at a reptile fair in Yokohama for ¥24,000.",
        None,
    ),  # value: amount (24,000 vs 42,000 yen)
    # ajg9: a Ghanaian naming ceremony for the baby daughter Ama at a community hall in Akabane, Saturday 14 June
    (
        "aj9",
        "The user held a Ghanaian naming ceremony for their baby daughter Ama at a community hall in Akabane on "
        "Saturday 14 June.",
        "ajg9",
    ),
    (
        "aj9p",
        "On Saturday 14 June, the user's baby daughter Ama was named at a Ghanaian naming ceremony that the user held "
        "in a community hall in Akabane.",
        "ajg9",
    ),
    ("aj9j", "ユーザーは6月14日（土）、赤羽の集会所で娘のアマちゃんのガーナ式の命名式を開いた。", "ajg9"),
    ("aj9z", "用户6月14日（周六）在赤羽的一个社区会堂为女儿阿玛举办了加纳传统的命名仪式。", "ajg9"),
    (
        "naj9a",
        "ユーザーは6月14日（土）、赤羽の集会所で孫娘のアマちゃんのガーナ式の命名式を開いた。",
        None,
    ),  # person: the granddaughter vs the daughter
    (
        "naj9b",
        "The user held a Ghanaian naming ceremony for their baby daughter Ama at a community hall in Akabane on "
        "Saturday 21 June.",
        None,
    ),  # value: date (21 vs 14 June)
    (
        "naj9c",
        "用户将于6月14日（周六）在赤羽的一个社区会堂为女儿阿玛举办加纳传统的命名仪式。",
        None,
    ),  # tense/aspect: will hold vs held
    (
        "naj9d",
        "The user held a Ghanaian naming ceremony for their baby daughter Ama at a community hall in Jujo on Saturday "
        "14 June.",
        None,
    ),  # value: place (Jujo vs Akabane)
    # ajg10: a divorce by mutual agreement filed at Minato City Office on 3 March (令和7年)
    ("aj10", "The user filed for a divorce by mutual agreement at Minato City Office on 3 March.", "ajg10"),
    (
        "aj10p",
        "On 3 March the user handed in the notification of an agreed divorce at the Minato City Office.",
        "ajg10",
    ),
    ("aj10j", "ユーザーは3月3日に港区役所に協議離婚届を出した。", "ajg10"),
    ("aj10j2", "令和7年3月3日、港区役所で協議離婚の届出をしました。", "ajg10"),
    ("aj10z", "用户3月3日在港区区役所提交了协议离婚申请。", "ajg10"),
    (
        "naj10a",
        "The user filed for a divorce by mutual agreement at Shibuya City Office on 3 March.",
        None,
    ),  # value: place (Shibuya vs Minato City Office)
    ("naj10b", "用户3月13日在港区区役所提交了协议离婚申请。", None),  # value: date (13 vs 3 March)
    (
        "naj10c",
        "ユーザーは3月3日に港区役所に調停離婚の届を出した。",
        None,
    ),  # value: kind of divorce (by mediation vs by agreement)
    (
        "naj10d",
        "The user will file for a divorce by mutual agreement at Minato City Office on 3 March.",
        None,
    ),  # tense/aspect: will file vs filed
    # ajg11: a replacement for a lost Indonesian passport applied for at the embassy in Gotanda on 5 August
    (
        "aj11",
        "The user applied for a replacement for their lost Indonesian passport at the Indonesian Embassy in Gotanda on "
        "5 August.",
        "ajg11",
    ),
    (
        "aj11p",
        "On 5 August the user went to the Indonesian Embassy in Gotanda to apply for a new passport in place of the "
        "Indonesian one they had lost.",
        "ajg11",
    ),
    (
        "aj11j",
        "ユーザーは8月5日、五反田のインドネシア大使館で、なくしたインドネシアのパスポートの再発行を申請した。",
        "ajg11",
    ),
    ("aj11z", "用户8月5日在五反田的印度尼西亚大使馆申请补办丢失的印尼护照。", "ajg11"),
    (
        "naj11a",
        "The user applied for a replacement for their stolen Indonesian passport at the Indonesian Embassy in Gotanda "
        "on 5 August.",
        None,
    ),  # value: cause (stolen vs lost)
    (
        "naj11b",
        "ユーザーは8月5日、大阪のインドネシア総領事館で、なくしたインドネシアのパスポートの再発行を申請した。",
        None,
    ),  # value: office (the consulate-general in Osaka vs the embassy in Gotanda)
    (
        "naj11c",
        "用户的妻子8月5日在五反田的印度尼西亚大使馆申请补办丢失的印尼护照。",
        None,
    ),  # person: the wife vs the user
    # ajg12: the previous employer's withholding tax slip due at the new company's HR by 10 December
    (
        "aj12",
        "The user has to hand their previous employer's withholding tax slip to their new company's HR by 10 December.",
        "ajg12",
    ),
    (
        "aj12p",
        "The new company's HR department needs the user's withholding tax slip from their previous employer by 10 "
        "December.",
        "ajg12",
    ),
    ("aj12j", "ユーザーは12月10日までに、前の会社の源泉徴収票を新しい会社の人事部に提出しなければならない。", "ajg12"),
    ("aj12j2", "前職の源泉徴収票を、12月10日までに今の会社の人事に出さないといけません。", "ajg12"),
    ("aj12z", "用户必须在12月10日之前把前公司的源泉征收票交给新公司的人事部。", "ajg12"),
    (
        "naj12a",
        "The user has to hand their previous employer's withholding tax slip to their new company's HR by 10 January.",
        None,
    ),  # value: deadline (10 January vs 10 December)
    (
        "naj12b",
        "用户必须在12月10日之前把新公司的源泉征收票交给前公司的人事部。",
        None,
    ),  # direction/role: the new company's slip to the old company vs the old company's slip to the new
    (
        "naj12c",
        "ユーザーは12月10日までに、前の会社の源泉徴収票を新しい会社の人事部に提出しなくてもよい。",
        None,
    ),  # modality: need not vs has to
    (
        "naj12d",
        "The user has to hand their previous employer's resident tax notice to their new company's HR by 10 December.",
        None,
    ),  # value: document (resident tax notice vs withholding tax slip)
    # ajg13: two years of National Pension contributions prepaid by direct debit in April, for the discount
    (
        "aj13",
        "The user prepaid two years of National Pension contributions by direct debit in April to get the discount.",
        "ajg13",
    ),
    (
        "aj13p",
        "To get the discount, the user paid two years' worth of National Pension premiums in advance by bank debit "
        "in April.",
        "ajg13",
    ),
    ("aj13j", "ユーザーは割引を受けるため、4月に国民年金保険料の2年分を口座振替で前納した。", "ajg13"),
    ("aj13j2", "割引があるので、四月に国民年金を口座振替で二年前納しました。", "ajg13"),
    ("aj13z", "用户为了享受折扣，四月通过银行自动扣款预缴了两年的国民年金保险费。", "ajg13"),
    (
        "naj13a",
        "ユーザーは割引を受けるため、4月に国民年金保険料の1年分を口座振替で前納した。",
        None,
    ),  # value: period (one year vs two years)
    (
        "naj13b",
        "The user prepaid two years of National Pension contributions by credit card in April to get the discount.",
        None,
    ),  # value: payment method (credit card vs direct debit)
    (
        "naj13c",
        "用户的妻子为了享受折扣，四月通过银行自动扣款预缴了两年的国民年金保险费。",
        None,
    ),  # person: the wife vs the user
    (
        "naj13d",
        "The user is thinking of prepaying two years of National Pension contributions by direct debit in April to "
        "get the discount.",
        None,
    ),  # modality: thinking of prepaying vs prepaid
    # ajg14: the Saison Card credit limit raised from ¥300,000 to ¥800,000
    ("aj14", "Saison Card raised the user's credit limit from ¥300,000 to ¥800,000.", "ajg14"),
    ("aj14p", "The user's credit limit on their Saison Card went up from ¥300,000 to ¥800,000.", "ajg14"),
    ("aj14j", "ユーザーのセゾンカードの利用限度額が、30万円から80万円に引き上げられた。", "ajg14"),
    ("aj14z", "用户的Saison卡信用额度从三十万日元提高到了八十万日元。", "ajg14"),
    (
        "naj14a",
        "Saison Card lowered the user's credit limit from ¥800,000 to ¥300,000.",
        None,
    ),  # direction/role: lowered from 800,000 to 300,000 vs raised from 300,000 to 800,000 yen
    (
        "naj14b",
        "ユーザーのセゾンカードの利用限度額が、50万円から80万円に引き上げられた。",
        None,
    ),  # value: old limit (500,000 vs 300,000 yen)
    ("naj14c", "用户的永旺卡信用额度从三十万日元提高到了八十万日元。", None),  # value: card (AEON Card vs Saison Card)
    # ajg15: a titanium camping kettle backed on Makuake for ¥12,000, shipping in November
    ("aj15", "The user backed a titanium camping kettle on Makuake for ¥12,000; it ships in November.", "ajg15"),
    (
        "aj15p",
        "For ¥12,000 the user supported a Makuake project for a titanium camping kettle, which will be sent out in "
        "November.",
        "ajg15",
    ),
    ("aj15j", "ユーザーはマクアケでチタン製のキャンプ用ケトルを1万2千円で応援購入した。発送は11月。", "ajg15"),
    ("aj15z", "用户在Makuake上花一万二千日元支持了一款钛制露营水壶，11月发货。", "ajg15"),
    (
        "naj15a",
        "用户在Makuake上花一万二千日元支持了一款钛制露营水壶，12月发货。",
        None,
    ),  # value: month (December vs November)
    (
        "naj15b",
        "The user backed a titanium camping kettle on CAMPFIRE for ¥12,000; it ships in November.",
        None,
    ),  # value: platform (CAMPFIRE vs Makuake)
    (
        "naj15c",
        "ユーザーはマクアケでステンレス製のキャンプ用ケトルを1万2千円で応援購入した。発送は11月。",
        None,
    ),  # value: material (stainless steel vs titanium)
    (
        "naj15d",
        "The user backed a titanium camping kettle on Makuake for ¥21,000; it ships in November.",
        None,
    ),  # value: amount (21,000 vs 12,000 yen)
    # ajg16: a home inspection of a second-hand house in Machida before buying it, ¥66,000
    (
        "aj16",
        "Before buying a second-hand house in Machida, the user had a home inspection done for ¥66,000.",
        "ajg16",
    ),
    (
        "aj16p",
        "The user paid a home inspector ¥66,000 to check a used house in Machida that they were about to buy.",
        "ajg16",
    ),
    ("aj16j", "ユーザーは町田の中古一戸建てを買う前に、6万6千円でホームインスペクションを頼んだ。", "ajg16"),
    ("aj16z", "用户在买町田的一栋二手独栋房之前，花六万六千日元请人做了房屋检测。", "ajg16"),
    (
        "naj16a",
        "Before buying a second-hand flat in Machida, the user had a home inspection done for ¥66,000.",
        None,
    ),  # value: property (a flat vs a house)
    (
        "naj16b",
        "ユーザーは八王子の中古一戸建てを買う前に、6万6千円でホームインスペクションを頼んだ。",
        None,
    ),  # value: place (Hachioji vs Machida)
    (
        "naj16c",
        "用户在卖町田的一栋二手独栋房之前，花六万六千日元请人做了房屋检测。",
        None,
    ),  # direction/role: before selling vs before buying
    (
        "naj16d",
        "Before buying a second-hand house in Machida, the user decided against a home inspection costing ¥66,000.",
        None,
    ),  # polarity: went without vs had one done
    # ajg17: a wood-burning stove installed in the house in Hokuto, Yamanashi, for ¥1.1 million
    (
        "aj17",
        "The user had a wood-burning stove installed in their house in Hokuto, Yamanashi, for ¥1.1 million.",
        "ajg17",
    ),
    (
        "aj17p",
        "A wood stove was put into the user's house in Hokuto, Yamanashi Prefecture, at a cost of ¥1,100,000.",
        "ajg17",
    ),
    ("aj17j", "ユーザーは山梨県北杜市の自宅に薪ストーブを110万円で設置した。", "ajg17"),
    ("aj17j2", "北杜の家に薪ストーブを入れました。工事込みで百十万円です。", "ajg17"),
    ("aj17z", "用户花一百一十万日元在山梨县北杜市的家里装了柴火炉。", "ajg17"),
    (
        "naj17a",
        "The user had a pellet stove installed in their house in Hokuto, Yamanashi, for ¥1.1 million.",
        None,
    ),  # value: stove (pellet vs wood-burning)
    ("naj17b", "用户花一百五十万日元在山梨县北杜市的家里装了柴火炉。", None),  # value: amount (1.5 vs 1.1 million yen)
    (
        "naj17c",
        "ユーザーは長野県茅野市の自宅に薪ストーブを110万円で設置した。",
        None,
    ),  # value: place (Chino, Nagano vs Hokuto, Yamanashi)
    (
        "naj17d",
        "The user wants to have a wood-burning stove installed in their house in Hokuto, Yamanashi, for ¥1.1 million.",
        None,
    ),  # modality: wants to vs had
    # ajg18: a 200 V EV charging outlet installed in the carport for ¥93,500
    ("aj18", "The user had a 200-volt EV charging outlet installed in their carport for ¥93,500.", "ajg18"),
    (
        "aj18p",
        "An electrician put a 200 V outlet in the user's carport so they can charge their electric car; it cost "
        "¥93,500.",
        "ajg18",
    ),
    ("aj18j", "ユーザーはカーポートに電気自動車用の200Vコンセントを9万3,500円で取り付けてもらった。", "ajg18"),
    ("aj18z", "用户花九万三千五百日元在车棚里装了一个200伏的电动车充电插座。", "ajg18"),
    (
        "naj18a",
        "ユーザーはカーポートに電気自動車用の100Vコンセントを9万3,500円で取り付けてもらった。",
        None,
    ),  # value: voltage (100 V vs 200 V)
    (
        "naj18b",
        "The user's neighbour had a 200-volt EV charging outlet installed in their carport for ¥93,500.",
        None,
    ),  # person: the neighbour vs the user
    ("naj18c", "用户打算花九万三千五百日元在车棚里装一个200伏的电动车充电插座。", None),  # modality: plans to vs had
    # ajg19: a three-month unpaid sabbatical from July approved by the company
    ("aj19", "The user's company approved a three-month unpaid sabbatical for them starting in July.", "ajg19"),
    (
        "aj19p",
        "The user has been granted three months of unpaid sabbatical leave by their employer, from July.",
        "ajg19",
    ),
    ("aj19j", "ユーザーは会社から、7月から3か月間の無給のサバティカル休暇を認められた。", "ajg19"),
    ("aj19z", "用户的公司批准用户从7月起休三个月的无薪长假。", "ajg19"),
    (
        "naj19a",
        "The user's company approved a six-month unpaid sabbatical for them starting in July.",
        None,
    ),  # value: duration (six vs three months)
    (
        "naj19b",
        "ユーザーは会社から、7月から3か月間の有給のサバティカル休暇を認められた。",
        None,
    ),  # value: pay (paid vs unpaid)
    ("naj19c", "用户的公司没有批准用户从7月起休三个月的无薪长假。", None),  # polarity: not approved vs approved
    (
        "naj19d",
        "The user's company approved a three-month unpaid sabbatical for them starting in September.",
        None,
    ),  # value: month (September vs July)
    # ajg20: a regular full-time job at Kirin from 1 April after three years on a fixed-term contract
    (
        "aj20",
        "After three years on a fixed-term contract, the user will become a regular full-time employee at Kirin on 1 "
        "April.",
        "ajg20",
    ),
    (
        "aj20p",
        "Kirin is taking the user on as a permanent employee (seishain) from 1 April, after three years of fixed-term "
        "contracts.",
        "ajg20",
    ),
    ("aj20j", "ユーザーは3年間の有期契約を経て、4月1日からキリンの正社員になる。", "ajg20"),
    ("aj20j2", "有期契約で3年働いてきたキリンで、四月一日から正社員になります。", "ajg20"),
    ("aj20z", "用户在麒麟做了三年定期合同工后，将于4月1日转为正式员工。", "ajg20"),
    (
        "naj20a",
        "用户在麒麟做了五年定期合同工后，将于4月1日转为正式员工。",
        None,
    ),  # value: years on contract (five vs three)
    (
        "naj20b",
        "After three years on a fixed-term contract, the user will become a regular full-time employee at Asahi on 1 "
        "April.",
        None,
    ),  # value: company (Asahi vs Kirin)
    (
        "naj20c",
        "ユーザーは3年間の有期契約を経て、4月1日にキリンの正社員になった。",
        None,
    ),  # tense/aspect: became vs will become
    (
        "naj20d",
        "After three years on a fixed-term contract, the user will become a regular full-time employee at Kirin on 1 "
        "October.",
        None,
    ),  # value: date (1 October vs 1 April)
    *PLANTED_AJ_21_40,
]
