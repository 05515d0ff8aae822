"""Planted set aa (issue 13, stop 34): forty groups of one fact stated several ways, with hard negatives, written
blind to be measured once.

Why: a planted set measures whether nightly consolidation links memories that state the same fact (a true pair)
and never links a memory to one that changes exactly one thing (a hard negative). A set the code was tuned on no
longer measures that honestly, so each round gets a new one; aa is held out (``HELD_OUT`` in
pipelines/planted_sets.py) until its one measurement, and becomes a development set afterwards.

How it was written: blind, in stop 34. Its writer read none of memory/, experts/, bench/, serve/,
pipelines/planted.py, the items of the other planted_set_*.py files or the data in pipelines/planted_sets.py (only
the other sets' docstrings and comment blocks, to choose new topics, the head of set z and its split into
planted_set_z2.py, for the format, and tests/test_planted_structure.py), ran no benchmark, link sweep or
consolidation, and wrote what an LLM summariser would have kept about real users of the assistant (foreign
residents and travellers in Japan, in English, Japanese and Simplified Chinese), not guesses at what a checker can
or cannot do.

What it covers: 40 groups ``aagN`` of 3-5 items (an English item ``aaN``, often an English paraphrase ``aaNp``
with a synonym, a converse verb with the roles swapped, the passive or a relative clause, a Japanese item ``aaNj``
and a Chinese item ``aaNz``, sometimes a second Japanese wording ``aaNj2`` (subjectless, polite, kanji numerals,
katakana loanwords, an era year 令和5年, abbreviations such as 乙4 and インボイス, an honorific 息子さん / 娘さん) or a
second Chinese wording ``aaNz2`` with digits or Chinese numerals), each with 3-4 negatives ``naaN<letter>`` that
keep the group's template and change one value, person, direction or role, tense or aspect, modality, polarity,
frequency or manner, named in the trailing comment, in all three languages; then ten unrelated facts ``uaaN``.
Topics are ones the earlier sets left out: restringing a grandmother's pearl necklace in Ginza (14 March,
¥16,500 / 一万六千五百日元), a healthy-mahjong class on Thursday afternoons, a karaoke room at Big Echo for a
farewell party (7 pm / 19時 / 晚上七点), a zirconia crown on a lower-left molar, tandem paragliding at Asagiri
(Saturday 17 May), glass-blowing in Otaru, indigo dyeing in Tokushima, the Shikoku henro walked in sections (23
of 88 / 二十三ヶ所), rice planting at the Oyama Senmaida, a chinchilla boarded at an exotic-pet hotel (Momo / モモ /
桃桃), salsa lessons in Roppongi, a son's foil fencing, horse riding in Inzai, kintsugi in Yanaka, kabuki tickets
at the Kabukiza, an alto saxophone in a Kichijoji jazz bar on "the third Friday", a mole removed and found benign,
a frozen shoulder and steroid shots, a yellow fever shot before Ghana, a mammogram recall (10:30 / 午前10時半 /
上午十点半), a promotion to section manager, the qualified invoice registration (October 2023 / 令和5年10月 /
二〇二三年十月), a part-time lectureship in macroeconomics, a US dollar time deposit, a unit bath replaced for
¥1.2 million (百二十万円), a small claims suit against a used-car dealer, a daughter's violin competition, a
son's summer camp in Nagano, a son's speech therapy for a stutter every other Friday, a kayak tour on Iriomote,
Upopoy in Shiraoi, Dashain tika at a Nepali friend's home (Bikash Thapa / ビカシュ・タパ / 比卡什·塔帕), hosting a
Passover seder, the Asakusa Samba Carnival (Ana / アナ / 安娜), zongzi sent from Guangzhou for the Dragon Boat
Festival, the Otsu-4 hazardous materials exam, the Japanese Language Teaching Competency Test, grandparents'
golden wedding in Lima, a son's corn snake (Kuro / クロ / 小黑) and a tailor-made suit in Nihonbashi.
"""

from __future__ import annotations

from pipelines.planted_set_aa2 import PLANTED_AA_21_40

# (id, text, group): items of one group are the same memory; group None = must stay alone. Groups 21-40 and the
# unrelated facts are in pipelines/planted_set_aa2.py (split for length only).
PLANTED_AA: list[tuple[str, str, str | None]] = [
    # aag1: the grandmother's pearl necklace restrung at a Ginza jeweller, ready 14 March, ¥16,500
    (
        "aa1",
        "The user left their grandmother's pearl necklace at a jeweller in Ginza to be restrung; it will be ready on "
        "14 March and costs ¥16,500.",
        "aag1",
    ),
    (
        "aa1p",
        "A Ginza jeweller is restringing the pearl necklace that belonged to the user's grandmother; the ¥16,500 job "
        "will be ready for pickup on March 14.",
        "aag1",
    ),
    (
        "aa1j",
        "ユーザーは祖母の真珠のネックレスを銀座の宝石店に糸替えに出した。3月14日に仕上がり、料金は16,500円。",
        "aag1",
    ),
    ("aa1z", "用户把祖母的珍珠项链送到银座的一家珠宝店重新穿线，3月14日可以取，费用一万六千五百日元。", "aag1"),
    (
        "naa1a",
        "The user left their grandmother's pearl necklace at a jeweller in Ginza to be restrung; it will be ready on "
        "14 May and costs ¥16,500.",
        None,
    ),  # value: date (14 May vs 14 March)
    (
        "naa1b",
        "ユーザーは母の真珠のネックレスを銀座の宝石店に糸替えに出した。3月14日に仕上がり、料金は16,500円。",
        None,
    ),  # person: the mother's necklace vs the grandmother's
    (
        "naa1c",
        "用户把祖母的珍珠项链送到银座的一家珠宝店重新穿线，3月14日可以取，费用一万八千五百日元。",
        None,
    ),  # value: amount (18,500 vs 16,500 yen)
    (
        "naa1d",
        "The user left their grandmother's pearl bracelet at a jeweller in Ginza to be restrung; it will be ready on "
        "14 March and costs ¥16,500.",
        None,
    ),  # value: item (bracelet vs necklace)
    # aag2: a healthy-mahjong class at the community centre every Thursday afternoon
    (
        "aa2",
        "The user plays mahjong at a healthy-mahjong class at the community centre every Thursday afternoon.",
        "aag2",
    ),
    (
        "aa2p",
        "Every Thursday afternoon the user goes to the community centre's healthy-mahjong class (no betting, no "
        "smoking, no drinking) to play mahjong.",
        "aag2",
    ),
    ("aa2j", "ユーザーは毎週木曜日の午後、公民館の健康麻雀教室で麻雀をしている。", "aag2"),
    ("aa2j2", "木曜の午後は毎週、公民館の健康マージャン教室に通って打っています。", "aag2"),
    ("aa2z", "用户每周四下午在社区活动中心的健康麻将班打麻将。", "aag2"),
    (
        "naa2a",
        "The user plays mahjong at a healthy-mahjong class at the community centre every Tuesday afternoon.",
        None,
    ),  # value: weekday (Tuesday vs Thursday)
    (
        "naa2b",
        "ユーザーは毎週木曜日の午後、公民館の健康麻雀教室で麻雀を教えている。",
        None,
    ),  # direction/role: teaches vs plays
    (
        "naa2c",
        "用户每个月第一个星期四下午在社区活动中心的健康麻将班打麻将。",
        None,
    ),  # frequency: first Thursday of the month vs every Thursday
    (
        "naa2d",
        "The user's father-in-law plays mahjong at a healthy-mahjong class at the community centre every Thursday "
        "afternoon.",
        None,
    ),  # person: father-in-law vs user
    # aag3: a karaoke room for twelve at Big Echo Shibuya, Friday 7 pm, for a colleague's farewell party
    (
        "aa3",
        "The user booked a karaoke room at Big Echo in Shibuya for 12 people on Friday at 7 pm for a colleague's "
        "farewell party.",
        "aag3",
    ),
    (
        "aa3p",
        "For a colleague's farewell party, a karaoke room for twelve at Big Echo Shibuya has been reserved by the user "
        "for Friday, 19:00.",
        "aag3",
    ),
    (
        "aa3j",
        "ユーザーは同僚の送別会のため、金曜日の19時に渋谷のビッグエコーでカラオケルームを12人で予約した。",
        "aag3",
    ),
    ("aa3z", "用户为同事的欢送会在涩谷的Big Echo订了一间卡拉OK包厢，周五晚上七点，十二个人。", "aag3"),
    (
        "naa3a",
        "The user booked a karaoke room at Big Echo in Shibuya for 20 people on Friday at 7 pm for a colleague's "
        "farewell party.",
        None,
    ),  # value: party size (20 vs 12)
    (
        "naa3b",
        "ユーザーは同僚の送別会のため、金曜日の19時に新宿のビッグエコーでカラオケルームを12人で予約した。",
        None,
    ),  # value: place (Shinjuku vs Shibuya)
    (
        "naa3c",
        "用户为同事的欢迎会在涩谷的Big Echo订了一间卡拉OK包厢，周五晚上七点，十二个人。",
        None,
    ),  # value: welcome vs farewell party
    (
        "naa3d",
        "The user booked a karaoke room at Big Echo in Shibuya for 12 people on Friday at 9 pm for a colleague's "
        "farewell party.",
        None,
    ),  # value: time (9 pm vs 7 pm)
    # aag4: a zirconia crown on a lower-left molar, ¥88,000, to be fitted on 3 June
    (
        "aa4",
        "The user is getting a zirconia crown on a lower-left molar; it costs ¥88,000 and will be fitted on 3 June.",
        "aag4",
    ),
    ("aa4j", "ユーザーは左下の奥歯にジルコニアのクラウンを入れる予定で、費用は8万8千円、装着は6月3日。", "aag4"),
    ("aa4j2", "左下の奥歯に、六月三日にジルコニアの被せ物を入れてもらう予定です。料金は八万八千円です。", "aag4"),
    ("aa4z", "用户左下的一颗臼齿要装氧化锆牙冠，费用八万八千日元，6月3日戴上。", "aag4"),
    (
        "naa4a",
        "The user is getting a zirconia crown on a lower-right molar; it costs ¥88,000 and will be fitted on 3 June.",
        None,
    ),  # value: tooth (lower right vs lower left)
    (
        "naa4b",
        "ユーザーは左下の奥歯に金属のクラウンを入れる予定で、費用は8万8千円、装着は6月3日。",
        None,
    ),  # value: material (metal vs zirconia)
    (
        "naa4c",
        "用户左下的一颗臼齿6月3日已经装好了氧化锆牙冠，费用八万八千日元。",
        None,
    ),  # tense/aspect: fitted vs to be fitted
    (
        "naa4d",
        "The user's husband is getting a zirconia crown on a lower-left molar; it costs ¥88,000 and will be fitted on "
        "3 June.",
        None,
    ),  # person: husband vs user
    # aag5: tandem paragliding at Asagiri Highlands, planned for Saturday 17 May
    (
        "aa5",
        "The user plans to go tandem paragliding at the Asagiri Highlands near Mount Fuji on Saturday 17 May.",
        "aag5",
    ),
    ("aa5j", "ユーザーは5月17日の土曜日に、富士山の近くの朝霧高原でタンデムパラグライダーをする予定だ。", "aag5"),
    ("aa5z", "用户打算5月17日星期六在富士山附近的朝雾高原玩双人滑翔伞。", "aag5"),
    ("aa5z2", "用户计划五月十七日（周六）去富士山脚下的朝雾高原体验双人滑翔伞。", "aag5"),
    (
        "naa5a",
        "The user went tandem paragliding at the Asagiri Highlands near Mount Fuji on Saturday 17 May.",
        None,
    ),  # tense/aspect: went vs plans to go
    (
        "naa5b",
        "ユーザーは5月17日の土曜日に、富士山の近くの朝霧高原で熱気球に乗る予定だ。",
        None,
    ),  # value: activity (hot-air balloon vs paragliding)
    ("naa5c", "用户打算5月24日星期六在富士山附近的朝雾高原玩双人滑翔伞。", None),  # value: date (24 May vs 17 May)
    (
        "naa5d",
        "The user plans to go solo paragliding at the Asagiri Highlands near Mount Fuji on Saturday 17 May.",
        None,
    ),  # manner: solo vs tandem
    # aag6: a blue glass blown in Otaru, shipped to the user's home in Yokohama
    (
        "aa6",
        "The user made a blue glass at a glass-blowing workshop in Otaru, and the workshop will ship it to the user's "
        "home in Yokohama.",
        "aag6",
    ),
    (
        "aa6p",
        "At a glass-blowing studio in Otaru the user blew a blue glass, which the studio is sending to the user's "
        "Yokohama home.",
        "aag6",
    ),
    (
        "aa6j",
        "ユーザーは小樽のガラス工房で吹きガラスを体験して青いグラスを作り、横浜の自宅に送ってもらうことになった。",
        "aag6",
    ),
    ("aa6z", "用户在小樽的玻璃工坊体验吹玻璃，做了一个蓝色的杯子，工坊会寄到用户在横滨的家。", "aag6"),
    (
        "naa6a",
        "The user made a green glass at a glass-blowing workshop in Otaru, and the workshop will ship it to the "
        "user's home in Yokohama.",
        None,
    ),  # value: colour (green vs blue)
    (
        "naa6b",
        "ユーザーは小樽のガラス工房で吹きガラスを体験して青いグラスを作り、その場で持ち帰った。",
        None,
    ),  # manner: carried home vs shipped
    (
        "naa6c",
        "用户在小樽的玻璃工坊体验吹玻璃，做了一个蓝色的杯子，工坊会寄到用户在神户的家。",
        None,
    ),  # value: city (Kobe vs Yokohama)
    (
        "naa6d",
        "The user made a blue vase at a glass-blowing workshop in Otaru, and the workshop will ship it to the user's "
        "home in Yokohama.",
        None,
    ),  # value: item (vase vs glass)
    # aag7: a silk scarf dyed with indigo in Tokushima as a present for the user's mother
    (
        "aa7",
        "The user dyed a silk scarf with indigo at a workshop in Tokushima as a present for their mother.",
        "aag7",
    ),
    ("aa7j", "ユーザーは徳島の工房で絹のスカーフを藍染めし、母親へのプレゼントにした。", "aag7"),
    ("aa7z", "用户在德岛的工坊亲手用蓝染染了一条丝巾，作为送给母亲的礼物。", "aag7"),
    (
        "naa7a",
        "The user dyed a cotton scarf with indigo at a workshop in Tokushima as a present for their mother.",
        None,
    ),  # value: fabric (cotton vs silk)
    (
        "naa7b",
        "ユーザーは徳島の工房で絹のスカーフを藍染めし、義母へのプレゼントにした。",
        None,
    ),  # person: mother-in-law vs mother
    (
        "naa7c",
        "用户在京都的工坊亲手用蓝染染了一条丝巾，作为送给母亲的礼物。",
        None,
    ),  # value: place (Kyoto vs Tokushima)
    (
        "naa7d",
        "The user bought an indigo-dyed silk scarf at a workshop in Tokushima as a present for their mother.",
        None,
    ),  # manner: bought vs dyed it themselves
    # aag8: the Shikoku pilgrimage walked in sections in the holidays, 23 of the 88 temples so far
    (
        "aa8",
        "The user has visited 23 of the 88 temples of the Shikoku pilgrimage so far, walking it in sections during "
        "holidays.",
        "aag8",
    ),
    (
        "aa8p",
        "So far twenty-three of the eighty-eight Shikoku pilgrimage temples have been visited by the user, who walks "
        "the route in sections in the holidays.",
        "aag8",
    ),
    (
        "aa8j",
        "ユーザーは休みのたびに区切り打ちで四国遍路を歩いていて、これまでに88か所のうち23か所の札所を回った。",
        "aag8",
    ),
    ("aa8j2", "休みごとに区切り打ちでお遍路を歩いており、八十八ヶ所のうち二十三ヶ所をお参りし終えました。", "aag8"),
    ("aa8z", "用户利用假期分段徒步四国遍路，目前已经参拜了八十八座寺庙中的二十三座。", "aag8"),
    (
        "naa8a",
        "The user has visited 33 of the 88 temples of the Shikoku pilgrimage so far, walking it in sections during "
        "holidays.",
        None,
    ),  # value: count (33 vs 23)
    (
        "naa8b",
        "ユーザーは休みのたびに区切り打ちで四国遍路を車で回っていて、これまでに88か所のうち23か所の札所を回った。",
        None,
    ),  # manner: by car vs on foot
    (
        "naa8c",
        "用户的父亲利用假期分段徒步四国遍路，目前已经参拜了八十八座寺庙中的二十三座。",
        None,
    ),  # person: father vs user
    (
        "naa8d",
        "The user has visited 23 of the 88 temples of the Shikoku pilgrimage so far, walking it in sections every "
        "weekend.",
        None,
    ),  # frequency: every weekend vs in the holidays
    # aag9: volunteering at the Oyama Senmaida terraced fields, planting rice every May
    (
        "aa9",
        "The user volunteers at the Oyama Senmaida terraced rice fields in Kamogawa, Chiba, and helps plant rice there "
        "every May.",
        "aag9",
    ),
    ("aa9j", "ユーザーは千葉県鴨川市の大山千枚田でボランティアをしていて、毎年5月に田植えを手伝っている。", "aag9"),
    ("aa9z", "用户在千叶县鸭川市的大山千枚田当志愿者，每年五月都去帮忙插秧。", "aag9"),
    (
        "naa9a",
        "The user volunteers at the Oyama Senmaida terraced rice fields in Kamogawa, Chiba, and helps plant rice there "
        "every June.",
        None,
    ),  # value: month (June vs May)
    (
        "naa9b",
        "ユーザーの娘は千葉県鴨川市の大山千枚田でボランティアをしていて、毎年5月に田植えを手伝っている。",
        None,
    ),  # person: daughter vs user
    (
        "naa9c",
        "用户以前在千叶县鸭川市的大山千枚田当志愿者，每年五月都去帮忙插秧。",
        None,
    ),  # tense/aspect: used to vs does
    # aag10: the chinchilla Momo is boarded at an exotic-pet hotel in Nerima when the user travels abroad
    (
        "aa10",
        "The user's chinchilla Momo stays at an exotic-pet hotel in Nerima whenever the user travels abroad.",
        "aag10",
    ),
    (
        "aa10p",
        "Whenever the user goes abroad, their chinchilla, Momo, is boarded at an exotic-pet hotel in Nerima.",
        "aag10",
    ),
    (
        "aa10j",
        "ユーザーは海外に行くときはいつも、チンチラのモモを練馬のエキゾチックペット専門のペットホテルに預けている。",
        "aag10",
    ),
    ("aa10z", "用户每次出国，都会把自己的龙猫桃桃寄养在练马的一家异宠酒店。", "aag10"),
    (
        "naa10a",
        "The user's rabbit Momo stays at an exotic-pet hotel in Nerima whenever the user travels abroad.",
        None,
    ),  # value: species (rabbit vs chinchilla)
    (
        "naa10b",
        "ユーザーは海外に行くときはいつも、チンチラのモモを練馬の友人の家に預けている。",
        None,
    ),  # value: place (a friend's home vs a pet hotel)
    (
        "naa10c",
        "用户每次在国内出差，都会把自己的龙猫桃桃寄养在练马的一家异宠酒店。",
        None,
    ),  # value: occasion (domestic trips vs abroad)
    (
        "naa10d",
        "The user's chinchilla Momo used to stay at an exotic-pet hotel in Nerima whenever the user travelled abroad.",
        None,
    ),  # tense/aspect: used to vs does
    # aag11: salsa lessons with the wife in Roppongi every Wednesday evening
    (
        "aa11",
        "The user and his wife take salsa lessons at a dance studio in Roppongi every Wednesday evening.",
        "aag11",
    ),
    ("aa11j", "ユーザーは妻と一緒に、毎週水曜日の夜に六本木のダンススタジオでサルサのレッスンを受けている。", "aag11"),
    ("aa11z", "用户和妻子每周三晚上在六本木的一家舞蹈工作室上萨尔萨舞课。", "aag11"),
    ("aa11z2", "每个星期三晚上，用户都和太太去六本木的舞蹈教室学跳萨尔萨。", "aag11"),
    (
        "naa11a",
        "The user and his wife take tango lessons at a dance studio in Roppongi every Wednesday evening.",
        None,
    ),  # value: dance (tango vs salsa)
    (
        "naa11b",
        "ユーザーは妻と一緒に、毎週水曜日の夜に六本木のダンススタジオでサルサを教えている。",
        None,
    ),  # direction/role: teach vs take lessons
    (
        "naa11c",
        "用户和妻子每周五晚上在六本木的一家舞蹈工作室上萨尔萨舞课。",
        None,
    ),  # value: weekday (Friday vs Wednesday)
    (
        "naa11d",
        "The user and his sister take salsa lessons at a dance studio in Roppongi every Wednesday evening.",
        None,
    ),  # person: sister vs wife
    # aag12: the son fences foil at a club in Shinagawa twice a week
    ("aa12", "The user's son does foil fencing at a club in Shinagawa twice a week.", "aag12"),
    ("aa12p", "Twice a week, the user's son practises foil at a fencing club in Shinagawa.", "aag12"),
    ("aa12j", "ユーザーの息子は週2回、品川のクラブでフェンシングのフルーレをやっている。", "aag12"),
    ("aa12j2", "息子さんは品川のフェンシングクラブで、週二回フルーレを練習しています。", "aag12"),
    ("aa12z", "用户的儿子每周两次在品川的一家俱乐部练花剑。", "aag12"),
    (
        "naa12a",
        "The user's son does sabre fencing at a club in Shinagawa twice a week.",
        None,
    ),  # value: weapon (sabre vs foil)
    (
        "naa12b",
        "ユーザーの娘は週2回、品川のクラブでフェンシングのフルーレをやっている。",
        None,
    ),  # person: daughter vs son
    ("naa12c", "用户的儿子每周四次在品川的一家俱乐部练花剑。", None),  # frequency: four times vs twice a week
    (
        "naa12d",
        "The user's son wants to do foil fencing at a club in Shinagawa twice a week.",
        None,
    ),  # modality: wants to vs does
    # aag13: ten horse-riding lessons so far at a riding club in Inzai, Chiba
    ("aa13", "The user has taken ten horse-riding lessons at a riding club in Inzai, Chiba.", "aag13"),
    ("aa13j", "ユーザーは千葉県印西市の乗馬クラブで、これまでに10回乗馬のレッスンを受けた。", "aag13"),
    ("aa13z", "用户已经在千叶县印西市的一家马术俱乐部上了十节骑马课。", "aag13"),
    (
        "naa13a",
        "The user has taken four horse-riding lessons at a riding club in Inzai, Chiba.",
        None,
    ),  # value: count (4 vs 10)
    (
        "naa13b",
        "ユーザーは千葉県印西市の乗馬クラブで、これから10回乗馬のレッスンを受ける予定だ。",
        None,
    ),  # tense/aspect: will take vs has taken
    (
        "naa13c",
        "用户已经在山梨县北杜市的一家马术俱乐部上了十节骑马课。",
        None,
    ),  # value: place (Hokuto, Yamanashi vs Inzai)
    # aag14: the grandmother's broken rice bowl mended with kintsugi at a class in Yanaka
    ("aa14", "The user repaired their grandmother's broken rice bowl with kintsugi at a class in Yanaka.", "aag14"),
    (
        "aa14p",
        "At a kintsugi class in Yanaka, the broken rice bowl that belonged to the user's grandmother was mended by the "
        "user.",
        "aag14",
    ),
    ("aa14j", "ユーザーは谷中の金継ぎ教室で、祖母の割れたお茶碗を金継ぎで直した。", "aag14"),
    ("aa14z", "用户在谷中的金缮课上，亲手用金缮修好了祖母摔碎的饭碗。", "aag14"),
    (
        "naa14a",
        "The user repaired their grandmother's broken teacup with kintsugi at a class in Yanaka.",
        None,
    ),  # value: item (teacup vs rice bowl)
    (
        "naa14b",
        "ユーザーは谷中の金継ぎ教室に、祖母の割れたお茶碗を金継ぎで直してもらった。",
        None,
    ),  # direction/role: had the class repair it vs repaired it
    (
        "naa14c",
        "用户在谷中的金缮课上，亲手用金缮修好了邻居摔碎的饭碗。",
        None,
    ),  # person: a neighbour's bowl vs grandmother's
    (
        "naa14d",
        "The user is going to repair their grandmother's broken rice bowl with kintsugi at a class in Yanaka.",
        None,
    ),  # tense/aspect: going to vs did
    # aag15: two tickets for the evening kabuki programme at the Kabukiza on 8 December
    ("aa15", "The user bought two tickets for the evening kabuki programme at the Kabukiza on 8 December.", "aag15"),
    ("aa15j", "ユーザーは12月8日の歌舞伎座の夜の部のチケットを2枚買った。", "aag15"),
    ("aa15j2", "十二月八日の歌舞伎座・夜の部のチケットを二枚購入しました。", "aag15"),
    ("aa15z", "用户买了两张十二月八日歌舞伎座晚场的票。", "aag15"),
    (
        "naa15a",
        "The user bought two tickets for the afternoon kabuki programme at the Kabukiza on 8 December.",
        None,
    ),  # value: programme (afternoon vs evening)
    ("naa15b", "ユーザーは12月8日の歌舞伎座の夜の部のチケットを4枚買った。", None),  # value: count (4 vs 2)
    ("naa15c", "用户买了两张十二月十八日歌舞伎座晚场的票。", None),  # value: date (18 vs 8 December)
    (
        "naa15d",
        "The user sold two tickets for the evening kabuki programme at the Kabukiza on 8 December.",
        None,
    ),  # direction/role: sold vs bought
    # aag16: alto saxophone in a jazz band at a Kichijoji bar on the third Friday of every month
    (
        "aa16",
        "The user plays alto saxophone in a jazz band that performs at a bar in Kichijoji on the third Friday of every "
        "month.",
        "aag16",
    ),
    (
        "aa16j",
        "ユーザーはジャズバンドでアルトサックスを吹いていて、毎月第3金曜日に吉祥寺のバーで演奏している。",
        "aag16",
    ),
    ("aa16z", "用户在一支爵士乐队里吹中音萨克斯，乐队每个月第三个星期五在吉祥寺的一家酒吧演出。", "aag16"),
    (
        "naa16a",
        "The user plays tenor saxophone in a jazz band that performs at a bar in Kichijoji on the third Friday of "
        "every month.",
        None,
    ),  # value: instrument (tenor vs alto)
    (
        "naa16b",
        "ユーザーはジャズバンドでアルトサックスを吹いていて、毎月第3土曜日に吉祥寺のバーで演奏している。",
        None,
    ),  # value: weekday (third Saturday vs third Friday)
    (
        "naa16c",
        "用户以前在一支爵士乐队里吹中音萨克斯，乐队每个月第三个星期五在吉祥寺的一家酒吧演出。",
        None,
    ),  # tense/aspect: used to vs does
    (
        "naa16d",
        "The user plays alto saxophone in a jazz band that performs at a bar in Kichijoji on the third Friday of "
        "every other month.",
        None,
    ),  # frequency: every other month vs every month
    # aag17: a mole removed from the back at a dermatology clinic; the biopsy was benign
    (
        "aa17",
        "The user had a mole removed from their back at a dermatology clinic, and the biopsy showed it was benign.",
        "aag17",
    ),
    (
        "aa17p",
        "A dermatology clinic removed a mole from the user's back; the biopsy found it was not cancerous.",
        "aag17",
    ),
    ("aa17j", "ユーザーは皮膚科で背中のほくろを切除してもらい、病理検査の結果は良性だった。", "aag17"),
    ("aa17z", "用户在皮肤科切除了背上的一颗痣，活检结果是良性的。", "aag17"),
    (
        "naa17a",
        "The user had a mole removed from their neck at a dermatology clinic, and the biopsy showed it was benign.",
        None,
    ),  # value: body part (neck vs back)
    (
        "naa17b",
        "ユーザーは皮膚科で背中のほくろを切除してもらい、病理検査の結果は悪性だった。",
        None,
    ),  # value: result (malignant vs benign)
    ("naa17c", "用户的丈夫在皮肤科切除了背上的一颗痣，活检结果是良性的。", None),  # person: husband vs user
    (
        "naa17d",
        "The user had a mole removed from their back at a dermatology clinic and is still waiting for the biopsy "
        "result.",
        None,
    ),  # tense/aspect: result pending vs known
    # aag18: a frozen right shoulder, a steroid injection at an orthopaedic clinic every two weeks
    (
        "aa18",
        "The user has a frozen right shoulder and gets a steroid injection at an orthopaedic clinic every two weeks.",
        "aag18",
    ),
    (
        "aa18p",
        "Every two weeks an orthopaedic clinic gives the user a steroid shot for their frozen right shoulder.",
        "aag18",
    ),
    ("aa18j", "ユーザーは右肩が五十肩で、2週間に1回、整形外科でステロイド注射を受けている。", "aag18"),
    ("aa18z", "用户的右肩得了肩周炎，每两周去骨科打一次类固醇针。", "aag18"),
    (
        "naa18a",
        "The user has a frozen left shoulder and gets a steroid injection at an orthopaedic clinic every two weeks.",
        None,
    ),  # value: side (left vs right shoulder)
    (
        "naa18b",
        "ユーザーは右肩が五十肩で、週に1回、整形外科でステロイド注射を受けている。",
        None,
    ),  # frequency: weekly vs every two weeks
    ("naa18c", "用户的右肩得了肩周炎，每两周去骨科打一次玻尿酸针。", None),  # value: drug (hyaluronic acid vs steroid)
    (
        "naa18d",
        "The user's mother has a frozen right shoulder and gets a steroid injection at an orthopaedic clinic every two "
        "weeks.",
        None,
    ),  # person: mother vs user
    # aag19: a yellow fever shot at the Tokyo Quarantine Station on 10 September, before a trip to Ghana
    (
        "aa19",
        "The user got a yellow fever vaccination at the Tokyo Quarantine Station on 10 September before a trip to "
        "Ghana.",
        "aag19",
    ),
    ("aa19j", "ユーザーはガーナへの渡航前に、9月10日に東京検疫所で黄熱の予防接種を受けた。", "aag19"),
    ("aa19j2", "ガーナ渡航に備えて、九月十日に東京検疫所で黄熱ワクチンを打ってもらいました。", "aag19"),
    ("aa19z", "用户去加纳之前，于9月10日在东京检疫所接种了黄热病疫苗。", "aag19"),
    (
        "naa19a",
        "The user got a yellow fever vaccination at the Tokyo Quarantine Station on 10 September before a trip to "
        "Kenya.",
        None,
    ),  # value: country (Kenya vs Ghana)
    (
        "naa19b",
        "ユーザーはガーナへの渡航前に、9月10日に東京検疫所で黄熱の予防接種を受ける予定だ。",
        None,
    ),  # tense/aspect: will get vs got
    (
        "naa19c",
        "用户去加纳之前，于9月10日在东京检疫所接种了甲肝疫苗。",
        None,
    ),  # value: vaccine (hepatitis A vs yellow fever)
    (
        "naa19d",
        "The user got a yellow fever vaccination at the Tokyo Quarantine Station on 19 September before a trip to "
        "Ghana.",
        None,
    ),  # value: date (19 vs 10 September)
    # aag20: recalled after a mammogram, a breast ultrasound on 2 October at 10:30
    (
        "aa20",
        "After her mammogram the user was called back for a follow-up breast ultrasound on 2 October at 10:30.",
        "aag20",
    ),
    (
        "aa20p",
        "The user has a follow-up breast ultrasound at 10:30 am on October 2, having been recalled after her "
        "mammogram.",
        "aag20",
    ),
    (
        "aa20j",
        "ユーザーはマンモグラフィ検査で要精密検査となり、10月2日の午前10時半に乳腺エコーを受ける。",
        "aag20",
    ),
    ("aa20z", "用户做乳腺钼靶检查后被要求复查，10月2日上午十点半做乳腺超声检查。", "aag20"),
    (
        "naa20a",
        "After her mammogram the user was called back for a follow-up breast ultrasound on 2 October at 14:30.",
        None,
    ),  # value: time (14:30 vs 10:30)
    (
        "naa20b",
        "ユーザーの母はマンモグラフィ検査で要精密検査となり、10月2日の午前10時半に乳腺エコーを受ける。",
        None,
    ),  # person: mother vs user
    (
        "naa20c",
        "用户做乳腺钼靶检查后被要求复查，10月2日上午十点半做乳腺穿刺活检。",
        None,
    ),  # value: procedure (biopsy vs ultrasound)
    *PLANTED_AA_21_40,
]
