"""The planted-duplicate sets: memories in en / ja / zh with the groups that state one fact (issue 13).

Data only, kept apart from :mod:`pipelines.planted` (which builds a store from a set and scores what
consolidation did with it) because each round of issue 13 adds a set written before its code changes, and the
sets are read by ``bench.correctness`` and ``bench.link_sweep`` as well. Each item is ``(id, text, group)``: items
of one group state the same fact; group ``None`` must stay alone. ``HELD_OUT`` names the set that no code change
has been tuned on.
"""

from __future__ import annotations

from pipelines.planted_set_aa import PLANTED_AA
from pipelines.planted_set_ab import PLANTED_AB
from pipelines.planted_set_ac import PLANTED_AC
from pipelines.planted_set_ad import PLANTED_AD
from pipelines.planted_set_ae import PLANTED_AE
from pipelines.planted_set_af import PLANTED_AF
from pipelines.planted_set_ag import PLANTED_AG
from pipelines.planted_set_ah import PLANTED_AH
from pipelines.planted_set_ai import PLANTED_AI
from pipelines.planted_set_aj import PLANTED_AJ
from pipelines.planted_set_ak import PLANTED_AK
from pipelines.planted_set_k import PLANTED_K
from pipelines.planted_set_l import PLANTED_L
from pipelines.planted_set_m import PLANTED_M
from pipelines.planted_set_n import PLANTED_N
from pipelines.planted_set_o import PLANTED_O
from pipelines.planted_set_p import PLANTED_P
from pipelines.planted_set_q import PLANTED_Q
from pipelines.planted_set_r import PLANTED_R
from pipelines.planted_set_s import PLANTED_S
from pipelines.planted_set_t import PLANTED_T
from pipelines.planted_set_u import PLANTED_U
from pipelines.planted_set_v import PLANTED_V
from pipelines.planted_set_w import PLANTED_W
from pipelines.planted_set_x import PLANTED_X
from pipelines.planted_set_y import PLANTED_Y
from pipelines.planted_set_z import PLANTED_Z

# (id, text, group): items of one group are the same memory; group None = must stay alone.
PLANTED: list[tuple[str, str, str | None]] = [
    ("f1", "The user is vegan and does not eat eggs or dairy.", "g1"),
    ("f1p", "The user follows a vegan diet with no dairy or eggs.", "g1"),
    ("f1j", "ユーザーはヴィーガンで、卵や乳製品を食べない。", "g1"),
    ("f2", "The user's son goes to an international school in Kobe.", "g2"),
    ("f2p", "The user's son attends an international school in Kobe.", "g2"),
    ("f3", "The user is afraid of flying and prefers to travel by train.", "g3"),
    ("f3z", "用户害怕坐飞机，更喜欢坐火车旅行。", "g3"),
    ("f4", "The user's apartment lease ends in March.", "g4"),
    ("f4p", "The lease on the user's apartment runs out in March.", "g4"),
    ("f4j", "ユーザーのアパートの賃貸契約は3月に終わる。", "g4"),
    ("f5", "The user plays the violin in a community orchestra.", "g5"),
    ("f5p", "The user is a violinist in a local community orchestra.", "g5"),
    ("f6", "The user wants to take the JLPT N2 exam in December.", "g6"),
    ("f6z", "用户想在十二月参加日语能力考试N2。", "g6"),
    ("f7", "ユーザーは毎朝ジョギングをしている。", "g7"),
    ("f7p", "ユーザーは毎朝走っている。", "g7"),
    ("f8", "The user has a dog named Momo.", "g8"),
    ("f8p", "Momo is the name of the user's dog.", "g8"),
    # hard negatives: same template, another fact
    ("n1", "The user is vegetarian but still eats eggs.", None),
    ("n2", "The user's daughter goes to a public school in Osaka.", None),
    ("n3", "The user's apartment lease ends in September.", None),
    ("n4", "The user plays the piano in a jazz band.", None),
    ("n5", "The user wants to take the JLPT N1 exam in July.", None),
    ("n6", "The user has a cat named Kuro.", None),
    ("n7", "The user is afraid of heights.", None),
    # unrelated
    ("u1", "The user's favourite food is ramen.", None),
    ("u2", "The user works remotely for a company in Berlin.", None),
    ("u3", "用户每周六去健身房。", None),
]
# A second set, written after the thresholds were fixed and never used to change them: the honest check.
PLANTED_HOLDOUT: list[tuple[str, str, str | None]] = [
    ("h1", "The user is training for the Tokyo Marathon.", "k1"),
    ("h1p", "The user is preparing to run the Tokyo Marathon.", "k1"),
    ("h1j", "ユーザーは東京マラソンに向けてトレーニングしている。", "k1"),
    ("h2", "The user's wife is a pharmacist.", "k2"),
    ("h2p", "The user is married to a pharmacist.", "k2"),
    ("h3", "The user does not drink alcohol.", "k3"),
    ("h3z", "用户不喝酒。", "k3"),
    ("h4", "The user keeps two goldfish at home.", "k4"),
    ("h4p", "At home the user has two goldfish.", "k4"),
    ("h5", "The user's office is near Shinjuku station.", "k5"),
    ("h5p", "The user works in an office close to Shinjuku station.", "k5"),
    ("h5j", "ユーザーの職場は新宿駅の近くにある。", "k5"),
    ("h6", "The user is saving money to buy a house.", "k6"),
    ("h6z", "用户正在存钱买房子。", "k6"),
    ("h7", "用户对猫过敏。", "k7"),
    ("h7p", "用户有猫过敏症。", "k7"),
    ("h8", "The user's birthday is on 14 February.", "k8"),
    ("h8p", "The user was born on 14 February.", "k8"),
    ("m1", "The user is training for the Osaka Marathon.", None),
    ("m2", "The user's husband is a pharmacist.", None),
    ("m3", "The user does not drink coffee.", None),
    ("m4", "The user keeps three goldfish at home.", None),
    ("m5", "The user's office is near Shibuya station.", None),
    ("m6", "The user is saving money to buy a car.", None),
    ("m7", "用户对花粉过敏。", None),
    ("m8", "The user's birthday is on 14 March.", None),
    ("v1", "The user reads manga on the train.", None),
    ("v2", "ユーザーは週末に料理教室に通っている。", None),
]
# Issue 13: two more sets, written before the fact check was tuned on anything but sets a and holdout. Hard negatives
# over allergens, documents, family members, places, dates and amounts, in all three languages, across languages
# too. Set b was the development set of the first round; set c was held out in it (see set d below).
PLANTED_B: list[tuple[str, str, str | None]] = [
    ("b1", "The user is allergic to shellfish.", "p1"),
    ("b1p", "The user has a shellfish allergy.", "p1"),
    ("b1j", "ユーザーは甲殻類アレルギーがある。", "p1"),
    ("b2", "The user's residence card expires in August.", "p2"),
    ("b2j", "ユーザーの在留カードは8月に期限が切れる。", "p2"),
    ("b3", "The user's mother lives in Manila.", "p3"),
    ("b3z", "用户的母亲住在马尼拉。", "p3"),
    ("b4", "The user pays 85,000 yen a month in rent.", "p4"),
    ("b4p", "The user's monthly rent is 85,000 yen.", "p4"),
    ("b4z", "用户每月房租八万五千日元。", "p4"),
    ("b5", "The user takes the Yamanote line to work.", "p5"),
    ("b5j", "ユーザーは山手線で通勤している。", "p5"),
    ("b6", "The user's daughter was born on 3 May.", "p6"),
    ("b6p", "The user's daughter has her birthday on 3 May.", "p6"),
    ("b6z", "用户的女儿生于五月三日。", "p6"),
    ("b7", "The user cannot eat pork for religious reasons.", "p7"),
    ("b7j", "ユーザーは宗教上の理由で豚肉を食べられない。", "p7"),
    ("b8", "The user has two cats.", "p8"),
    ("b8z", "用户养了两只猫。", "p8"),
    # hard negatives: one value changed
    ("q1", "用户对虾过敏。", None),
    ("q2", "The user's passport expires in August.", None),
    ("q2z", "用户的在留卡十一月到期。", None),
    ("q3", "The user's father lives in Manila.", None),
    ("q3b", "The user's mother lives in Cebu.", None),
    ("q4", "The user pays 58,000 yen a month in rent.", None),
    ("q5", "The user takes the Chuo line to work.", None),
    ("q6", "The user's son was born on 3 May.", None),
    ("q7", "The user cannot eat beef for religious reasons.", None),
    ("q8", "The user has three cats.", None),
    ("q8b", "The user has two dogs.", None),
    # unrelated
    ("w1", "The user studies Japanese on Tuesday evenings.", None),
    ("w2", "ユーザーは週末によく温泉に行く。", None),
]
PLANTED_C: list[tuple[str, str, str | None]] = [
    ("c1", "The user is allergic to penicillin.", "r1"),
    ("c1z", "用户对青霉素过敏。", "r1"),
    ("c1n", "The user is allergic to pollen.", "r1n"),
    ("c1nj", "ユーザーは花粉症だ。", "r1n"),
    ("c2", "The user needs to renew their visa before 15 April.", "r2"),
    ("c2j", "ユーザーは4月15日までにビザを更新する必要がある。", "r2"),
    ("c3", "The user's husband works as a nurse in Yokohama.", "r3"),
    ("c3p", "The user's husband is a nurse in Yokohama.", "r3"),
    ("c4", "The user's budget for the trip is 200,000 yen.", "r4"),
    ("c4z", "用户这次旅行的预算是二十万日元。", "r4"),
    ("c5", "The user moved to Fukuoka last year.", "r5"),
    ("c5j", "ユーザーは去年福岡に引っ越した。", "r5"),
    ("c6", "The user's son is in fourth grade.", "r6"),
    ("c6z", "用户的儿子上四年级。", "r6"),
    ("c7", "The user goes to the gym every Friday.", "r7"),
    ("c7p", "The user works out at the gym on Fridays.", "r7"),
    ("c8", "The user is lactose intolerant.", "r8"),
    ("c8j", "ユーザーは乳糖不耐症だ。", "r8"),
    ("s2", "The user needs to renew their passport before 15 April.", None),
    ("s2b", "The user needs to renew their visa before 15 June.", None),
    ("s3", "The user's brother works as a nurse in Yokohama.", None),
    ("s3z", "用户的丈夫在横滨当厨师。", None),
    ("s4", "The user's budget for the trip is 300,000 yen.", None),
    ("s5", "The user moved to Sapporo last year.", None),
    ("s6", "The user's daughter is in fourth grade.", None),
    ("s7", "The user goes to the gym every Monday.", None),
    ("s8", "The user is gluten intolerant.", None),
    ("x1", "The user likes hiking in the Alps.", None),
    ("x2", "用户喜欢看科幻电影。", None),
]
PLANTED_D: list[tuple[str, str, str | None]] = [
    ("d1", "The user is allergic to buckwheat.", "t1"),
    ("d1j", "ユーザーはそばアレルギーがある。", "t1"),
    ("d2", "The user's driving licence expires in 2027.", "t2"),
    ("d2z", "用户的驾照2027年到期。", "t2"),
    ("d3", "The user's sister is a teacher in Nagoya.", "t3"),
    ("d3p", "The user's sister teaches at a school in Nagoya.", "t3"),
    ("d3j", "ユーザーの姉は名古屋で教師をしている。", "t3"),
    ("d4", "The user sends 30,000 yen to their parents every month.", "t4"),
    ("d4z", "用户每个月给父母寄三万日元。", "t4"),
    ("d5", "The user's flight home is on 22 December.", "t5"),
    ("d5j", "ユーザーの帰国便は12月22日だ。", "t5"),
    ("d6", "The user's grandmother lives in Taipei.", "t6"),
    ("d6z", "用户的奶奶住在台北。", "t6"),
    ("d7", "The user has a peanut allergy.", "t7"),
    ("d7p", "The user is allergic to peanuts.", "t7"),
    ("d8", "The user works night shifts at a convenience store.", "t8"),
    ("d8j", "ユーザーはコンビニで夜勤をしている。", "t8"),
    ("d9", "The user's daughter takes piano lessons on Wednesdays.", "t9"),
    ("d9p", "On Wednesdays the user's daughter has piano lessons.", "t9"),
    ("d10", "The user is 34 years old.", "t10"),
    ("d10z", "用户今年三十四岁。", "t10"),
    # hard negatives: one value changed (allergen, document, relative, place, date, amount), across languages too
    ("e1", "The user is allergic to wheat.", None),
    ("e2", "The user's residence card expires in 2027.", None),
    ("e2b", "The user's driving licence expires in 2026.", None),
    ("e3", "The user's brother is a teacher in Nagoya.", None),
    ("e3z", "用户的姐姐在京都当老师。", None),
    ("e4", "The user sends 50,000 yen to their parents every month.", None),
    ("e5", "The user's flight home is on 12 December.", None),
    ("e6", "The user's grandfather lives in Taipei.", None),
    ("e6j", "ユーザーの祖母は台南に住んでいる。", None),
    ("e7", "The user is allergic to walnuts.", None),
    ("e8", "The user works night shifts at a hospital.", None),
    ("e9", "The user's daughter takes piano lessons on Thursdays.", None),
    ("e10", "The user is 43 years old.", None),
    # unrelated
    ("y1", "The user enjoys karaoke with coworkers.", None),
    ("y2", "ユーザーは猫カフェによく行く。", None),
]
# Set e (issue 13, third round): written before any change of that round, with the same construction as d (base
# facts with rewordings and ja / zh translations, natural extra words included; hard negatives over allergens,
# documents, family members, places, dates, amounts, ages, workplaces and trips, across languages too).
PLANTED_E: list[tuple[str, str, str | None]] = [
    ("e1", "The user is allergic to sesame.", "v1"),
    ("e1j", "ユーザーはゴマアレルギーがある。", "v1"),
    ("e1z", "用户对芝麻过敏。", "v1"),
    ("e2", "The user's passport expires in March 2028.", "v2"),
    ("e2z", "用户的护照2028年3月到期。", "v2"),
    ("e3", "The user's brother works as a cook in Sendai.", "v3"),
    ("e3p", "The user's brother is a chef at a restaurant in Sendai.", "v3"),
    ("e3j", "ユーザーの兄は仙台で料理人として働いている。", "v3"),
    ("e4", "The user pays 120,000 yen a year for health insurance.", "v4"),
    ("e4z", "用户每年交十二万日元的医疗保险。", "v4"),
    ("e5", "The user's son is 7 years old.", "v5"),
    ("e5p", "The user has a seven-year-old son.", "v5"),
    ("e5j", "ユーザーの息子は7歳だ。", "v5"),
    ("e6", "The user's train to Kyoto leaves on 3 August.", "v6"),
    ("e6j", "ユーザーの京都行きの電車は8月3日に出発する。", "v6"),
    ("e7", "The user's parents live in Busan.", "v7"),
    ("e7z", "用户的父母住在釜山。", "v7"),
    ("e8", "The user works at a bakery in Kichijoji.", "v8"),
    ("e8j", "ユーザーは吉祥寺のパン屋で働いている。", "v8"),
    ("e9", "The user goes to Japanese class every Saturday morning.", "v9"),
    ("e9p", "On Saturday mornings the user attends a Japanese class.", "v9"),
    ("e10", "The user's wife is from Vietnam.", "v10"),
    ("e10z", "用户的妻子来自越南。", "v10"),
    ("e11", "The user is staying in Hokkaido for two weeks in February.", "v11"),
    ("e11j", "ユーザーは2月に北海道に2週間滞在する。", "v11"),
    ("e12", "The user cannot eat raw fish.", "v12"),
    ("e12j", "ユーザーは生魚が食べられない。", "v12"),
    # hard negatives: one value changed (allergen, document, relative, age, place, date, amount, workplace, trip)
    ("ne1", "The user is allergic to soy.", None),
    ("ne1z", "用户对花生过敏。", None),
    ("ne2", "The user's residence card expires in March 2028.", None),
    ("ne2c", "The user's passport expires in March 2026.", None),
    ("ne3", "The user's sister works as a cook in Sendai.", None),
    ("ne3j", "ユーザーの兄は仙台で医者として働いている。", None),
    ("ne4", "The user pays 210,000 yen a year for health insurance.", None),
    ("ne5", "The user's daughter is 7 years old.", None),
    ("ne5c", "The user's son is 9 years old.", None),
    ("ne6", "The user's train to Osaka leaves on 3 August.", None),
    ("ne6j", "ユーザーの京都行きの電車は8月13日に出発する。", None),
    ("ne7", "The user's grandparents live in Busan.", None),
    ("ne7c", "The user's parents live in Seoul.", None),
    ("ne8", "The user works at a bookshop in Kichijoji.", None),
    ("ne9", "The user goes to Japanese class every Sunday morning.", None),
    ("ne10", "The user's husband is from Vietnam.", None),
    ("ne11", "The user is staying in Okinawa for two weeks in February.", None),
    ("ne12", "The user cannot eat raw eggs.", None),
    # unrelated
    ("ue1", "The user likes watching baseball on TV.", None),
    ("ue2", "用户每天早上喝绿茶。", None),
]
# Set f (issue 13, fourth round): written before any change of that round, from how people state these facts (not
# from what the lexicon holds): English synonyms and paraphrases (physician / doctor, police officer / policeman,
# father / dad), a compound allergen in Japanese, foreign cities in CJK script, a Chinese abbreviation (高二), and hard
# negatives that change one value (allergen, document, family member, job, place incl. a city sharing a Han
# character, date, amount incl. yuan against yen, workplace, school, diabetes type), across languages too.
PLANTED_F: list[tuple[str, str, str | None]] = [
    ("f1", "The user is allergic to kiwi.", "w1"),
    ("f1j", "ユーザーはキウイアレルギーがある。", "w1"),
    ("f1z", "用户对猕猴桃过敏。", "w1"),
    ("f2", "The user's work visa expires in January 2027.", "w2"),
    ("f2z", "用户的工作签证2027年1月到期。", "w2"),
    ("f3", "The user's wife works as a physician in Kobe.", "w3"),
    ("f3p", "The user's wife is a doctor in Kobe.", "w3"),
    ("f3z", "用户的妻子在神户当医生。", "w3"),
    ("f4", "The user's uncle lives in Toronto.", "w4"),
    ("f4z", "用户的叔叔住在多伦多。", "w4"),
    ("f5", "The user's husband is from Dalian.", "w5"),
    ("f5z", "用户的丈夫是大连人。", "w5"),
    ("f6", "The user has a dentist appointment on 9 October.", "w6"),
    ("f6j", "ユーザーは10月9日に歯医者の予約がある。", "w6"),
    ("f7", "The user's daughter goes to a daycare centre near the station.", "w7"),
    ("f7j", "ユーザーの娘は駅の近くの保育園に通っている。", "w7"),
    ("f8", "The user is a software developer at a bank in Otemachi.", "w8"),
    ("f8z", "用户在大手町的一家银行当软件工程师。", "w8"),
    ("f9", "The user's daughter is a second-year high school student.", "w9"),
    ("f9z", "用户的女儿上高二。", "w9"),
    ("f10", "The user is flying to Singapore on 2 November.", "w10"),
    ("f10z", "用户11月2日飞新加坡。", "w10"),
    ("f11", "The user's monthly salary is 300,000 yen.", "w11"),
    ("f11j", "ユーザーの月給は30万円だ。", "w11"),
    ("f12", "The user's father is a retired police officer.", "w12"),
    ("f12p", "The user's dad is a retired policeman.", "w12"),
    ("f12j", "ユーザーの父は元警察官だ。", "w12"),
    ("f13", "The user has type 2 diabetes.", "w13"),
    ("f13z", "用户患有2型糖尿病。", "w13"),
    # hard negatives: one value changed
    ("nf1", "The user is allergic to mango.", None),
    ("nf1j", "ユーザーはメロンアレルギーがある。", None),
    ("nf2", "The user's student visa expires in January 2027.", None),
    ("nf2z", "用户的工作签证2029年1月到期。", None),
    ("nf3z", "用户的妻子在神户当护士。", None),
    ("nf4", "The user's aunt lives in Toronto.", None),
    ("nf4z", "用户的叔叔住在温哥华。", None),
    ("nf5", "The user's husband is from Shenyang.", None),
    ("nf5j", "ユーザーの夫は大阪出身だ。", None),
    ("nf6", "The user has a dentist appointment on 19 October.", None),
    ("nf7", "The user's daughter goes to a kindergarten near the station.", None),
    ("nf8z", "用户在大手町的一家保险公司当软件工程师。", None),
    ("nf9z", "用户的女儿上初二。", None),
    ("nf10z", "用户11月2日飞吉隆坡。", None),
    ("nf11", "The user's monthly salary is 350,000 yen.", None),
    ("nf11z", "用户的月薪是三十万元。", None),
    ("nf12", "The user's father-in-law is a retired police officer.", None),
    ("nf12c", "The user's father is a retired firefighter.", None),
    ("nf13", "The user has type 1 diabetes.", None),
    # unrelated
    ("uf1", "The user goes bouldering at a gym in Shibuya.", None),
    ("uf2", "ユーザーは毎晩日記を書いている。", None),
]
# Set g (issue 13, fifth round): written before any change of that round, from how people state these facts (not
# from what the lexicon holds): medicines with dosages, times of day, floors and room numbers, school grades,
# nationalities and languages, a pet's name, prices in other currencies, a train line and station, a relative by
# marriage, and negation ("no longer allergic", "not vegetarian any more"); hard negatives change one value (dose,
# time of day, room, grade, nationality, language, place of speaking, name, animal, currency, period, line, station
# with a shared character, relative, polarity).
PLANTED_G: list[tuple[str, str, str | None]] = [
    ("g1", "The user takes 50 mg of sertraline every morning.", "x1"),
    ("g1j", "ユーザーは毎朝セルトラリンを50mg飲んでいる。", "x1"),
    ("g1z", "用户每天早上服用50毫克舍曲林。", "x1"),
    ("g2", "The user picks up their son from school at 3:30 pm.", "x2"),
    ("g2j", "ユーザーは午後3時半に息子を学校に迎えに行く。", "x2"),
    ("g3", "The user lives on the 12th floor, in room 1204.", "x3"),
    ("g3z", "用户住在12楼的1204室。", "x3"),
    ("g4", "The user's son is in fifth grade.", "x4"),
    ("g4p", "The user's son is a fifth grader.", "x4"),
    ("g4j", "ユーザーの息子は小学5年生だ。", "x4"),
    ("g5", "The user's wife is Brazilian.", "x5"),
    ("g5z", "用户的妻子是巴西人。", "x5"),
    ("g6", "The user speaks Tagalog at home.", "x6"),
    ("g6j", "ユーザーは家ではタガログ語を話す。", "x6"),
    ("g7", "The user's cat is called Mochi.", "x7"),
    ("g7p", "The user has a cat named Mochi.", "x7"),
    ("g7j", "ユーザーの猫の名前はモチだ。", "x7"),
    ("g8", "The user's gym membership costs 8,800 yen a month.", "x8"),
    ("g8z", "用户的健身房会员费每月8800日元。", "x8"),
    ("g9", "The user commutes on the Chuo Line from Nakano Station.", "x9"),
    ("g9j", "ユーザーは中野駅から中央線で通勤している。", "x9"),
    ("g10", "The user's sister-in-law is a nurse in Osaka.", "x10"),
    ("g10j", "ユーザーの義理の姉は大阪で看護師をしている。", "x10"),
    ("g11", "The user is no longer allergic to cats.", "x11"),
    ("g11z", "用户现在对猫不过敏了。", "x11"),
    ("g12", "The user is not vegetarian any more.", "x12"),
    ("g12p", "The user stopped being vegetarian.", "x12"),
    ("g12j", "ユーザーはもうベジタリアンではない。", "x12"),
    ("g13", "The user sends 500 euros to their parents every month.", "x13"),
    ("g13z", "用户每个月给父母寄500欧元。", "x13"),
    # hard negatives: one value changed
    ("ng1", "The user takes 100 mg of sertraline every morning.", None),
    ("ng1z", "用户每天晚上服用50毫克舍曲林。", None),
    ("ng2", "The user picks up their son from school at 4:30 pm.", None),
    ("ng3j", "ユーザーは12階の1205号室に住んでいる。", None),
    ("ng4j", "ユーザーの息子は中学2年生だ。", None),
    ("ng5", "The user's wife is Argentinian.", None),
    ("ng5j", "ユーザーの妻はポルトガル人だ。", None),
    ("ng6", "The user speaks Thai at home.", None),
    ("ng6z", "用户在公司说他加禄语。", None),
    ("ng7", "The user's cat is called Kinako.", None),
    ("ng7p", "The user's rabbit is called Mochi.", None),
    ("ng8", "The user's gym membership costs 88 dollars a month.", None),
    ("ng8j", "ユーザーのジムの会費は年間8800円だ。", None),
    ("ng9", "The user commutes on the Sobu Line from Nakano Station.", None),
    ("ng9j", "ユーザーは東中野駅から中央線で通勤している。", None),
    ("ng10", "The user's sister is a nurse in Osaka.", None),
    ("ng10z", "用户的岳母在大阪当护士。", None),
    ("ng11", "The user is allergic to cats.", None),
    ("ng12", "The user is vegetarian.", None),
    ("ng13", "The user sends 500 pounds to their parents every month.", None),
    # unrelated
    ("ug1", "The user is learning to play the ukulele.", None),
    ("ug2", "ユーザーは週末に近所の公園を散歩する。", None),
]
# Set h (issue 13, sixth round): written before any change of that round and before measuring, from how people
# state the facts an assistant for foreign residents in Japan keeps (not from what the lexicon holds): an address
# with ward and chome, a visa type and its expiry, a phone carrier and data plan, a bank, an employer and role, a
# child's age and school, a dietary restriction, a blood type, health insurance, an appointment day and time, a
# hobby with its frequency, a spouse's employer; hard negatives change one value (chome, ward with a shared
# character, visa type, year, carrier, data amount, bank, role, employer, age, child, meat, drink, blood type,
# insurance scheme, weekday, kind of doctor, frequency, sport, company, relative).
PLANTED_H: list[tuple[str, str, str | None]] = [
    ("h1", "The user lives in Kitazawa 2-chome, Setagaya Ward.", "y1"),
    ("h1j", "ユーザーは世田谷区北沢2丁目に住んでいる。", "y1"),
    ("h1z", "用户住在世田谷区北泽二丁目。", "y1"),
    ("h2", "The user's work visa expires in August 2027.", "y2"),
    ("h2p", "The user's working visa is valid until August 2027.", "y2"),
    ("h2j", "ユーザーの就労ビザは2027年8月に切れる。", "y2"),
    ("h3", "The user's phone is on a docomo plan with 20 GB of data.", "y3"),
    ("h3j", "ユーザーの携帯はドコモの20GBプランだ。", "y3"),
    ("h4", "The user has an account at Mizuho Bank.", "y4"),
    ("h4z", "用户在瑞穗银行开了账户。", "y4"),
    ("h5", "The user works for Rakuten as a data analyst.", "y5"),
    ("h5j", "ユーザーは楽天でデータアナリストとして働いている。", "y5"),
    ("h6", "The user's daughter is 7 and goes to Sakura Elementary School.", "y6"),
    ("h6j", "ユーザーの娘は7歳で、さくら小学校に通っている。", "y6"),
    ("h7", "The user does not eat pork for religious reasons.", "y7"),
    ("h7p", "For religious reasons the user avoids pork.", "y7"),
    ("h7z", "用户因为宗教原因不吃猪肉。", "y7"),
    ("h8", "The user's blood type is O.", "y8"),
    ("h8j", "ユーザーの血液型はO型だ。", "y8"),
    ("h9", "The user is enrolled in National Health Insurance.", "y9"),
    ("h9j", "ユーザーは国民健康保険に加入している。", "y9"),
    ("h10", "The user has a dentist appointment on Thursday at 10 am.", "y10"),
    ("h10j", "ユーザーは木曜日の午前10時に歯医者の予約がある。", "y10"),
    ("h11", "The user plays futsal twice a week.", "y11"),
    ("h11p", "Twice a week, the user plays futsal.", "y11"),
    ("h11j", "ユーザーは週に2回フットサルをしている。", "y11"),
    ("h12", "The user's husband works at Toyota in Nagoya.", "y12"),
    ("h12z", "用户的丈夫在名古屋的丰田工作。", "y12"),
    # hard negatives: one value changed
    ("nh1", "The user lives in Kitazawa 3-chome, Setagaya Ward.", None),
    ("nh1j", "ユーザーは世田谷区代沢2丁目に住んでいる。", None),
    ("nh2", "The user's student visa expires in August 2027.", None),
    ("nh2j", "ユーザーの就労ビザは2026年8月に切れる。", None),
    ("nh3", "The user's phone is on a SoftBank plan with 20 GB of data.", None),
    ("nh3j", "ユーザーの携帯はドコモの3GBプランだ。", None),
    ("nh4", "The user has an account at Japan Post Bank.", None),
    ("nh4z", "用户在三井住友银行开了账户。", None),
    ("nh5", "The user works for Rakuten as a marketing manager.", None),
    ("nh5j", "ユーザーはメルカリでデータアナリストとして働いている。", None),
    ("nh6", "The user's daughter is 9 and goes to Sakura Elementary School.", None),
    ("nh6j", "ユーザーの息子は7歳で、さくら小学校に通っている。", None),
    ("nh7", "The user does not eat beef for religious reasons.", None),
    ("nh7z", "用户因为宗教原因不喝酒。", None),
    ("nh8", "The user's blood type is AB.", None),
    ("nh9j", "ユーザーは国民年金に加入している。", None),
    ("nh10", "The user has a dentist appointment on Friday at 10 am.", None),
    ("nh10j", "ユーザーは木曜日の午前10時に眼科の予約がある。", None),
    ("nh11", "The user plays futsal once a month.", None),
    ("nh11z", "用户每周踢两次足球。", None),
    ("nh12", "The user's brother works at Toyota in Nagoya.", None),
    # unrelated
    ("uh1", "The user is learning to bake sourdough bread.", None),
    ("uh2", "用户周末常去神保町的旧书店。", None),
]
# Set i (issue 13, seventh round): written before any change of that round and before measuring, by someone who
# read neither the link check nor its results, from what foreign residents tell this assistant: an allergy, a
# condition, a tax deadline, garbage days, a job, a birth due date, a bill, a commuter pass, an appointment with
# date and time, a remittance service, a dog's breed, a food limit, a hobby with its frequency, the number of
# children, a lost card, who the user lives with. Each fact is reworded in its language and translated the way a
# native speaker would write it (kanji / katakana / Chinese names, 7月 / 七月 / July, 午後2時 / 下午两点 / 14:00,
# 火・金, 1万9千円 against 9千円). Hard negatives change one value (allergen, high / low, document, date, tax,
# garbage kind, weekday, count, school level, subject, city, relative, tense, bill, amount, ticket kind, station
# with a shared character, office, hour, day, provider, purpose, breed, owner, taste, polarity, bay, activity,
# frequency, children / siblings / grandchildren, card, event, wife's / husband's mother), across languages too.
# Group z2n (low blood pressure) is itself a true pair and a hard negative of z2. Group z16n likewise (corrected in
# round 8, after the first measurement): ni16 "husband's mother" and ni16z 婆婆 (the husband's mother) were both
# written as negatives of z16 (the wife's mother, 岳母) with no group, but they state one fact, so a link between
# them is right; the first measurement counted it as a wrong link.
PLANTED_I: list[tuple[str, str, str | None]] = [
    ("i1", "The user is allergic to latex.", "z1"),
    ("i1j", "ユーザーはラテックスアレルギーがある。", "z1"),
    ("i1z", "用户对乳胶过敏。", "z1"),
    ("i1p", "The user has a latex allergy.", "z1"),
    ("i2", "用户有高血压。", "z2"),
    ("i2j", "ユーザーは高血圧だ。", "z2"),
    ("i2e", "The user has high blood pressure.", "z2"),
    ("i2p", "ユーザーは血圧が高い。", "z2"),
    ("i2n", "The user has low blood pressure.", "z2n"),
    ("i2nj", "ユーザーは低血圧だ。", "z2n"),
    ("i3", "The user has to file their tax return by 15 March.", "z3"),
    ("i3j", "ユーザーは3月15日までに確定申告をしなければならない。", "z3"),
    ("i3z", "用户必须在3月15日之前报税。", "z3"),
    ("i4", "ユーザーの地域では、燃えるゴミの日は火曜日と金曜日だ。", "z4"),
    ("i4p", "ユーザーの住む地区では、可燃ごみの収集日は火・金だ。", "z4"),
    ("i4e", "In the user's area, burnable garbage is collected on Tuesdays and Fridays.", "z4"),
    ("i4z", "用户住的地区每周二和周五收可燃垃圾。", "z4"),
    ("i5", "The user teaches English at a junior high school in Saitama.", "z5"),
    ("i5p", "The user is an English teacher at a junior high in Saitama.", "z5"),
    ("i5z", "用户在埼玉的一所初中教英语。", "z5"),
    ("i6", "用户的妻子预产期是七月。", "z6"),
    ("i6e", "The user's wife is due to give birth in July.", "z6"),
    ("i6j", "ユーザーの妻は7月に出産予定だ。", "z6"),
    ("i7", "The user's electricity bill is about 9,000 yen a month.", "z7"),
    ("i7j", "ユーザーの電気代は毎月9千円ほどだ。", "z7"),
    ("i7z", "用户每个月的电费大约九千日元。", "z7"),
    ("i7p", "用户电费每月九千日元左右。", "z7"),
    ("i8", "ユーザーは川崎から品川までの定期券を持っている。", "z8"),
    ("i8p", "ユーザーは川崎・品川間の定期を持っている。", "z8"),
    ("i8e", "The user has a commuter pass between Kawasaki and Shinagawa.", "z8"),
    ("i8z", "用户有川崎到品川的电车定期券。", "z8"),
    ("i9", "ユーザーは9月8日の午後2時に入管の予約がある。", "z9"),
    ("i9e", "The user has an appointment at the immigration bureau on 8 September at 2 pm.", "z9"),
    ("i9p", "The user is booked in at the immigration office for 14:00 on 8 September.", "z9"),
    ("i9z", "用户9月8日下午两点在入管局有预约。", "z9"),
    ("i10", "用户用Wise往国内汇款。", "z10"),
    ("i10p", "用户通过Wise给家里汇钱。", "z10"),
    ("i10e", "The user uses Wise to send money home.", "z10"),
    ("i10j", "ユーザーは母国への送金にWiseを使っている。", "z10"),
    ("i11", "The user's dog is a Shiba Inu.", "z11"),
    ("i11j", "ユーザーの犬は柴犬だ。", "z11"),
    ("i11z", "用户养的狗是柴犬。", "z11"),
    ("i12", "ユーザーは辛いものが食べられない。", "z12"),
    ("i12e", "The user can't eat spicy food.", "z12"),
    ("i12z", "用户不能吃辣。", "z12"),
    ("i12p", "用户吃不了辣的。", "z12"),
    ("i13", "The user goes fishing in Tokyo Bay about once a month.", "z13"),
    ("i13j", "ユーザーは月に1回くらい東京湾へ釣りに行く。", "z13"),
    ("i14", "用户有三个孩子。", "z14"),
    ("i14e", "The user has three kids.", "z14"),
    ("i14j", "ユーザーには子供が3人いる。", "z14"),
    ("i14p", "The user is a parent of three.", "z14"),
    ("i15", "The user lost their My Number card.", "z15"),
    ("i15j", "ユーザーはマイナンバーカードをなくした。", "z15"),
    ("i15z", "用户的个人编号卡丢了。", "z15"),
    ("i15p", "用户把个人编号卡弄丢了。", "z15"),
    ("i16", "The user lives with his wife's mother.", "z16"),
    ("i16j", "ユーザーは妻の母親と同居している。", "z16"),
    ("i16z", "用户和岳母住在一起。", "z16"),
    ("i16p", "ユーザーは奥さんのお母さんと一緒に住んでいる。", "z16"),
    # hard negatives: one value changed (niK is a negative of group zK)
    ("ni1", "The user is allergic to nickel.", None),
    ("ni1j", "ユーザーはハウスダストアレルギーがある。", None),
    ("ni1z", "用户乳糖不耐受。", None),
    ("ni2z", "用户有高血糖。", None),
    ("ni3", "The user has to file their tax return by 15 May.", None),
    ("ni3j", "ユーザーは3月15日までに住民税を払わなければならない。", None),
    ("ni3z", "用户必须在3月5日之前报税。", None),
    ("ni4", "ユーザーの地域では、燃えないゴミの日は火曜日と金曜日だ。", None),
    ("ni4e", "In the user's area, burnable garbage is collected on Mondays and Thursdays.", None),
    ("ni4z", "用户住的地区只在周二收可燃垃圾。", None),
    ("ni5", "The user teaches English at an elementary school in Saitama.", None),
    ("ni5j", "ユーザーは埼玉の中学校で数学を教えている。", None),
    ("ni5z", "用户在千叶的一所初中教英语。", None),
    ("ni6", "用户的妹妹预产期是七月。", None),
    ("ni6e", "The user's wife gave birth in July.", None),
    ("ni6j", "ユーザーの妻は9月に出産予定だ。", None),
    ("ni7", "The user's gas bill is about 9,000 yen a month.", None),
    ("ni7j", "ユーザーの電気代は毎月1万9千円ほどだ。", None),
    ("ni7z", "用户每个月的水费大约九千日元。", None),
    ("ni8", "ユーザーは川崎から品川までの回数券を持っている。", None),
    ("ni8e", "The user has a commuter pass between Kawasaki and Shinjuku.", None),
    ("ni8z", "用户有川口到品川的电车定期券。", None),
    ("ni9", "ユーザーは9月8日の午後2時に区役所の予約がある。", None),
    ("ni9e", "The user has an appointment at the immigration bureau on 8 September at 4 pm.", None),
    ("ni9z", "用户9月18日下午两点在入管局有预约。", None),
    ("ni10", "用户用Revolut往国内汇款。", None),
    ("ni10e", "The user uses PayPal to send money home.", None),
    ("ni10j", "ユーザーは家賃の支払いにWiseを使っている。", None),
    ("ni11", "The user's dog is a corgi.", None),
    ("ni11j", "ユーザーの犬は秋田犬だ。", None),
    ("ni11z", "用户邻居的狗是柴犬。", None),
    ("ni12", "ユーザーは甘いものが食べられない。", None),
    ("ni12e", "The user loves spicy food.", None),
    ("ni12z", "用户很能吃辣。", None),
    ("ni13", "The user goes fishing in Tokyo Bay about once a week.", None),
    ("ni13j", "ユーザーは月に1回くらい相模湾へ釣りに行く。", None),
    ("ni13z", "用户大约每个月去东京湾潜一次水。", None),
    ("ni14", "用户有三个兄弟姐妹。", None),
    ("ni14e", "The user has three grandchildren.", None),
    ("ni14j", "ユーザーには子供が2人いる。", None),
    ("ni15", "The user lost their health insurance card.", None),
    ("ni15j", "ユーザーは在留カードをなくした。", None),
    ("ni15z", "用户的个人编号卡快到期了。", None),
    ("ni16", "The user lives with her husband's mother.", "z16n"),
    ("ni16j", "ユーザーは妻の父親と同居している。", None),
    ("ni16z", "用户和婆婆住在一起。", "z16n"),
    # unrelated
    ("ui1", "The user is learning calligraphy at a community centre.", None),
    ("ui2", "ユーザーは毎週日曜日に教会に行く。", None),
    ("ui3", "用户每天骑自行车去车站。", None),
]
# Set j (issue 13, eighth round): written before any change of that round and before measuring, by someone who read
# neither the link check nor its results, from what foreign residents and travellers tell this assistant: a food
# liked, not driving, a renewed residence card, quitting smoking, a planned climb, a car bought, a move between
# cities, a work shift, a wish for a bigger flat, a school rule, a pet ban, an internet bill, a loan from a brother,
# a health checkup with date and time, a curry strength, a child's allergy, an insulin dose, hot water over cold.
# Each fact is reworded in its language and translated the way a native speaker would write it (納豆 / natto,
# 30万円 / 三十万日元 / 300,000 yen, 午前9時 / 上午九点 / 早上9点 / 9 am, 10単位 / 10个单位, 甘口 / 不辣 / mild,
# borrowed from / lent them). Hard negatives change one thing: the predicate with the same nouns (likes / dislikes,
# can / cannot, renewed / lost, quit / started, plans to / climbed, bought / sold, borrowed / lent, prefers A to B /
# B to A, wants to move / has moved, must / may, must / must not), the direction (from Osaka to Tokyo / from Tokyo to
# Osaka), an antonym or another adjective (used / new, early / late shift, bigger / smaller / cheaper, mild / spicy,
# before / after dinner, hot / cold), polarity (pets banned / allowed, allergic / no longer allergic), tense (did /
# will), who (the user / spouse, parents, father, mother, sister, son, girlfriend), or one value (food, vehicle,
# document, habit, mountain, month, city, workplace, day, rule, bill kind, period, amount, relative, hour, date,
# event, dish, allergen, dose, meal, drink), across languages too. Negatives that state the same fact as each other
# share a group of their own (oKn: dislikes natto, Tokyo to Osaka, late shift, climbed Fuji last August, pets
# allowed, lent to the brother, spicy curry, cold water over hot): their pairs are true pairs, and each is a hard
# negative of group oK.
PLANTED_J: list[tuple[str, str, str | None]] = [
    ("j1", "ユーザーは納豆が好きだ。", "o1"),
    ("j1e", "The user likes natto.", "o1"),
    ("j1ep", "The user enjoys eating natto.", "o1"),
    ("j1z", "用户喜欢吃纳豆。", "o1"),
    ("j2", "The user cannot drive.", "o2"),
    ("j2p", "The user doesn't know how to drive.", "o2"),
    ("j2j", "ユーザーは車の運転ができない。", "o2"),
    ("j2z", "用户不会开车。", "o2"),
    ("j3", "The user renewed their residence card last week.", "o3"),
    ("j3j", "ユーザーは先週在留カードを更新した。", "o3"),
    ("j3jp", "ユーザーは先週、在留カードの更新を済ませた。", "o3"),
    ("j3z", "用户上周更新了在留卡。", "o3"),
    ("j4", "The user quit smoking last year.", "o4"),
    ("j4p", "The user gave up smoking last year.", "o4"),
    ("j4j", "ユーザーは去年タバコをやめた。", "o4"),
    ("j4z", "用户去年戒烟了。", "o4"),
    ("j5", "The user plans to climb Mount Fuji in August.", "o5"),
    ("j5j", "ユーザーは8月に富士山に登る予定だ。", "o5"),
    ("j5jp", "ユーザーは8月に富士登山をするつもりだ。", "o5"),
    ("j5z", "用户打算八月去爬富士山。", "o5"),
    ("j6", "The user bought a used car last month.", "o6"),
    ("j6p", "Last month the user bought a second-hand car.", "o6"),
    ("j6j", "ユーザーは先月中古車を買った。", "o6"),
    ("j6z", "用户上个月买了一辆二手车。", "o6"),
    ("j7", "The user moved from Osaka to Tokyo in April.", "o7"),
    ("j7p", "In April the user moved to Tokyo from Osaka.", "o7"),
    ("j7j", "ユーザーは4月に大阪から東京へ引っ越した。", "o7"),
    ("j7z", "用户四月从大阪搬到了东京。", "o7"),
    ("j8", "The user works the early shift at a hotel.", "o8"),
    ("j8p", "The user does early shifts at a hotel.", "o8"),
    ("j8j", "ユーザーはホテルで早番のシフトで働いている。", "o8"),
    ("j8z", "用户在一家酒店上早班。", "o8"),
    ("j9", "The user wants to move to a bigger apartment.", "o9"),
    ("j9p", "The user would like to move into a larger apartment.", "o9"),
    ("j9j", "ユーザーはもっと広い部屋に引っ越したいと思っている。", "o9"),
    ("j9z", "用户想搬到更大的公寓。", "o9"),
    ("j10", "The user's daughter has to bring a packed lunch to school on Fridays.", "o10"),
    ("j10p", "On Fridays the user's daughter must take a bento to school.", "o10"),
    ("j10j", "ユーザーの娘は金曜日は学校にお弁当を持って行かなければならない。", "o10"),
    ("j10z", "用户的女儿每周五必须带便当去学校。", "o10"),
    ("j11", "ユーザーのマンションはペット禁止だ。", "o11"),
    ("j11e", "Pets are not allowed in the user's apartment.", "o11"),
    ("j11z", "用户住的公寓不能养宠物。", "o11"),
    ("j11zp", "用户的公寓禁止养宠物。", "o11"),
    ("j12", "The user pays 5,500 yen a month for home internet.", "o12"),
    ("j12j", "ユーザーは自宅のネット代に毎月5,500円払っている。", "o12"),
    ("j12z", "用户家里的网费每月五千五百日元。", "o12"),
    ("j12zp", "用户每个月交5500日元的宽带费。", "o12"),
    ("j13", "用户向哥哥借了三十万日元。", "o13"),
    ("j13e", "The user borrowed 300,000 yen from their older brother.", "o13"),
    ("j13ep", "The user's older brother lent them 300,000 yen.", "o13"),
    ("j13j", "ユーザーは兄から30万円を借りた。", "o13"),
    ("j14", "The user has a health checkup on 20 November at 9 am.", "o14"),
    ("j14j", "ユーザーは11月20日の午前9時に健康診断がある。", "o14"),
    ("j14z", "用户11月20日上午九点要做体检。", "o14"),
    ("j14zp", "用户11月20日早上9点有体检。", "o14"),
    ("j15", "ユーザーはカレーは甘口が好きだ。", "o15"),
    ("j15e", "The user prefers mild curry.", "o15"),
    ("j15z", "用户吃咖喱喜欢不辣的。", "o15"),
    ("j16", "The user's son is allergic to eggs.", "o16"),
    ("j16p", "The user's son has an egg allergy.", "o16"),
    ("j16j", "ユーザーの息子は卵アレルギーだ。", "o16"),
    ("j16z", "用户的儿子对鸡蛋过敏。", "o16"),
    ("j17", "The user injects 10 units of insulin before dinner.", "o17"),
    ("j17j", "ユーザーは夕食前にインスリンを10単位打っている。", "o17"),
    ("j17jp", "ユーザーは晩ご飯の前にインスリンを10単位注射している。", "o17"),
    ("j17z", "用户晚饭前打10个单位的胰岛素。", "o17"),
    ("j18", "用户比起冷水更喜欢喝热水。", "o18"),
    ("j18e", "The user prefers hot water to cold water.", "o18"),
    ("j18j", "ユーザーは冷たい水よりお湯のほうが好きだ。", "o18"),
    # hard negatives: one thing changed (njK is a negative of group oK; oKn groups negatives that state one fact)
    ("nj1", "ユーザーは納豆が嫌いだ。", "o1n"),
    ("nj1e", "The user dislikes natto.", "o1n"),
    ("nj1z", "用户的丈夫喜欢吃纳豆。", None),
    ("nj1b", "ユーザーは梅干しが好きだ。", None),
    ("nj2", "The user can drive.", None),
    ("nj2j", "ユーザーは自転車に乗れない。", None),
    ("nj2z", "用户的妻子不会开车。", None),
    ("nj3", "The user lost their residence card last week.", None),
    ("nj3j", "ユーザーは来週在留カードを更新する予定だ。", None),
    ("nj3z", "用户上周更新了护照。", None),
    ("nj3e", "The user's wife renewed her residence card last week.", None),
    ("nj4", "The user started smoking last year.", None),
    ("nj4j", "ユーザーは去年お酒をやめた。", None),
    ("nj4z", "用户的父亲去年戒烟了。", None),
    ("nj5", "The user climbed Mount Fuji last August.", "o5n"),
    ("nj5c", "用户去年八月爬过富士山。", "o5n"),
    ("nj5j", "ユーザーは8月に高尾山に登る予定だ。", None),
    ("nj5z", "用户打算十月去爬富士山。", None),
    ("nj6", "The user bought a new car last month.", None),
    ("nj6j", "ユーザーは先月中古車を売った。", None),
    ("nj6z", "用户上个月买了一辆二手摩托车。", None),
    ("nj7", "The user moved from Tokyo to Osaka in April.", "o7n"),
    ("nj7z", "用户四月从东京搬到了大阪。", "o7n"),
    ("nj7j", "ユーザーは4月に大阪から横浜へ引っ越した。", None),
    ("nj7e", "The user's parents moved from Osaka to Tokyo in April.", None),
    ("nj7c", "用户打算明年四月从大阪搬到东京。", None),
    ("nj8", "The user works the late shift at a hotel.", "o8n"),
    ("nj8j", "ユーザーはホテルで遅番のシフトで働いている。", "o8n"),
    ("nj8z", "用户在一家医院上早班。", None),
    ("nj8e", "The user's girlfriend works the early shift at a hotel.", None),
    ("nj9", "The user wants to move to a smaller apartment.", None),
    ("nj9z", "用户已经搬到了更大的公寓。", None),
    ("nj9j", "ユーザーの姉はもっと広い部屋に引っ越したいと思っている。", None),
    ("nj9e", "The user wants to move to a cheaper apartment.", None),
    ("nj10", "The user's daughter may bring a packed lunch to school on Fridays.", None),
    ("nj10z", "用户的女儿每周五不能带便当去学校。", None),
    ("nj10j", "ユーザーの娘は水曜日は学校にお弁当を持って行かなければならない。", None),
    ("nj10e", "The user's son has to bring a packed lunch to school on Fridays.", None),
    ("nj11", "ユーザーのマンションはペット可だ。", "o11n"),
    ("nj11e", "Pets are allowed in the user's apartment.", "o11n"),
    ("nj11z", "用户住的公寓禁止吸烟。", None),
    ("nj12", "The user pays 4,500 yen a month for home internet.", None),
    ("nj12j", "ユーザーはスマホ代に毎月5,500円払っている。", None),
    ("nj12z", "用户家里的网费每两个月五千五百日元。", None),
    ("nj13", "用户借给了哥哥三十万日元。", "o13n"),
    ("nj13e", "The user lent 300,000 yen to their older brother.", "o13n"),
    ("nj13j", "ユーザーは兄に30万円を貸した。", "o13n"),
    ("nj13b", "用户向哥哥借了三万日元。", None),
    ("nj13c", "The user borrowed 300,000 yen from their older sister.", None),
    ("nj14", "The user has a health checkup on 20 November at 11 am.", None),
    ("nj14j", "ユーザーは11月2日の午前9時に健康診断がある。", None),
    ("nj14z", "用户的妻子11月20日上午九点要做体检。", None),
    ("nj14e", "The user has a job interview on 20 November at 9 am.", None),
    ("nj15", "ユーザーはカレーは辛口が好きだ。", "o15n"),
    ("nj15e", "The user prefers spicy curry.", "o15n"),
    ("nj15b", "ユーザーは麻婆豆腐は甘口が好きだ。", None),
    ("nj15z", "用户的儿子吃咖喱喜欢不辣的。", None),
    ("nj16", "The user's son is allergic to milk.", None),
    ("nj16j", "ユーザーの息子はもう卵アレルギーではない。", None),
    ("nj16z", "用户对鸡蛋过敏。", None),
    ("nj16b", "The user's son loves eggs.", None),
    ("nj17", "The user injects 20 units of insulin before dinner.", None),
    ("nj17b", "The user injects 10 units of insulin after dinner.", None),
    ("nj17j", "ユーザーは朝食前にインスリンを10単位打っている。", None),
    ("nj17z", "用户的母亲晚饭前打10个单位的胰岛素。", None),
    ("nj18", "用户比起热水更喜欢喝冷水。", "o18n"),
    ("nj18e", "The user prefers cold water to hot water.", "o18n"),
    ("nj18j", "ユーザーは冷たいお茶より温かいお茶のほうが好きだ。", None),
    ("nj18c", "用户的妈妈比起冷水更喜欢喝热水。", None),
    # unrelated
    ("uj1", "The user is learning to play the shamisen.", None),
    ("uj2", "ユーザーは毎年お正月に神社へ初詣に行く。", None),
    ("uj3", "用户每天晚上用手机看中文新闻。", None),
]
# Set d (issue 13, second round) was written before any tuning of that round; its pair-level results were read
# once, after that round's code was final, and its misses were worked on in the third round, so d is a development
# set now (as c became one in the second round). Set e was held out in the third round; its misses are worked on in
# the fourth, so it is a development set now. Set f was held out in the fourth round and set g in the fifth; each
# was worked on after its first measurement, which is its honest figure (g's: bench/results/correctness_g_first.json).
# Set h was held out in the sixth round (its first figure: bench/results/correctness_h_first.json), set i in the
# seventh (bench/results/correctness_i_first.json), set j in the eighth (correctness_j_first.json); set k in the
# ninth (correctness_k_first.json), set l in the tenth (correctness_l_first.json), set m in the eleventh
# (correctness_m_first.json), set n in the twelfth (correctness_n_first.json), set o in the thirteenth
# (correctness_o_first.json), set p in the fourteenth (correctness_p_first_compact.json), set q in the sixteenth
# (correctness_q_first_compact.json), set r in the eighteenth (correctness_r_first_compact.json), set s in stop 26
# (correctness_s_first_compact.json), set t in stop 27 (correctness_t_first_compact.json).
# Set u in stop 28 (correctness_u_first_compact.json, measured once on 0927039's code).
# Set v in stop 29 (correctness_v_first_compact.json, measured once on f66f9b6's code).
# Set w in stop 30 (correctness_w_first_compact.json, measured once on d5ba022's code).
# Set x written blind in stop 31, measured once on 929c74e (bench/results/correctness_x_first_compact.json).
# Set y written blind in stop 32, measured once on 81a05b2 (bench/results/correctness_y_first_compact.json).
# Set z written blind in stop 33, measured once on 66a7494 (bench/results/correctness_z_first_compact.json).
# Set aa written blind in stop 34, measured once on 65d3d7f (bench/results/correctness_aa_first_compact.json).
# Set ab written blind in stop 35, measured once on e88e53f (bench/results/correctness_ab_first_compact.json).
# Set ac written blind in stop 36, measured once on 0d2c8dd (bench/results/correctness_ac_first_compact.json).
# Set ad written blind in stop 37, measured once on 6f3fa9a (bench/results/correctness_ad_first_compact.json).
# Set ae written blind in stop 38, measured once on 7fb26f2 (bench/results/correctness_ae_first_compact.json).
# Set af written blind in stop 38, measured once on 889dadb (bench/results/correctness_af_first_compact.json).
# Set ag written blind in stop 38, measured once on 0c73e82 (bench/results/correctness_ag_first_compact.json).
# Set ah written blind in stop 39, measured once on b4156d5 (bench/results/correctness_ah_first_compact.json).
# Set ai written blind in stop 39, measured once on babff0b (bench/results/correctness_ai_first_compact.json).
# Set aj written blind in stop 39, measured once on 10d00b6 (bench/results/s39_screen_aj_first.txt; the screen only).
# Set ak written blind in stop 39, measured once on e98bb51 (bench/results/correctness_ak_first_compact.json).
SETS = {
    "a": PLANTED, "holdout": PLANTED_HOLDOUT, "b": PLANTED_B, "c": PLANTED_C, "d": PLANTED_D, "e": PLANTED_E,
    "f": PLANTED_F, "g": PLANTED_G, "h": PLANTED_H, "i": PLANTED_I, "j": PLANTED_J,
    "k": PLANTED_K, "l": PLANTED_L, "m": PLANTED_M, "n": PLANTED_N, "o": PLANTED_O,
    "p": PLANTED_P, "q": PLANTED_Q, "r": PLANTED_R, "s": PLANTED_S, "t": PLANTED_T,
    "u": PLANTED_U, "v": PLANTED_V, "w": PLANTED_W, "x": PLANTED_X, "y": PLANTED_Y,
    "z": PLANTED_Z, "aa": PLANTED_AA, "ab": PLANTED_AB, "ac": PLANTED_AC, "ad": PLANTED_AD,
    "ae": PLANTED_AE, "af": PLANTED_AF, "ag": PLANTED_AG, "ah": PLANTED_AH, "ai": PLANTED_AI,
    "aj": PLANTED_AJ, "ak": PLANTED_AK,
}  # fmt: skip
HELD_OUT: tuple[str, ...] = ()  # a set here was never used to change the code; held out until its one measurement

__all__ = ["HELD_OUT", "SETS"]
