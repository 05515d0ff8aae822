"""Planted-duplicate set "k": written blind, before round 9's measurement of the link checker (issue 13).

Why it exists: every earlier set has been read and worked on after its first measurement, so none of them says
any more how the checker does on data it was not tuned on. This set was written without reading the checker, the
experts, the other sets' items or any benchmark result, and is meant to be measured once (``HELD_OUT``).

What it covers: profile-like memories of foreign residents in Japan (health, allergies, documents, family,
housing, work, school, money, transport, food, hobbies, appointments, preferences) in English, Japanese and
Simplified Chinese. Groups hold rewordings and translations of one fact (names across scripts, numbers and dates
written differently). Hard negatives (group ``None``) share a group's words or template but state another fact;
the comment on each says how it differs: ``value`` (allergen, document, relative, place, date, time, amount,
count, name, school, company), ``antonym`` / ``verb`` (another predicate on the same arguments), ``polarity``,
``tense`` (tense, aspect, modality), ``role`` (argument roles, direction), ``freq`` (quantity and frequency
words), ``person`` (the same fact about someone else). A few unrelated items close the list.
"""

from __future__ import annotations

PLANTED_K: list[tuple[str, str, str | None]] = [
    # kg1: buckwheat allergy
    ("k1", "The user has a buckwheat allergy.", "kg1"),
    ("k1p", "Buckwheat gives the user an allergic reaction.", "kg1"),
    ("k1j", "ユーザーはそばアレルギーを持っている。", "kg1"),
    ("k1z", "用户对荞麦过敏。", "kg1"),
    ("nk1a", "The user has a peanut allergy.", None),  # value (allergen)
    ("nk1b", "ユーザーの娘はそばアレルギーを持っている。", None),  # person
    ("nk1c", "用户以前对荞麦过敏，现在已经不过敏了。", None),  # tense (used to)
    # kg2: residence card expiry
    ("k2", "The user's residence card expires on 15 August 2027.", "kg2"),
    ("k2p", "The user's zairyu card is valid until August 15, 2027.", "kg2"),
    ("k2j", "ユーザーの在留カードの有効期限は2027年8月15日だ。", "kg2"),
    ("k2z", "用户的在留卡有效期到2027年8月15日。", "kg2"),
    ("nk2a", "The user's passport expires on 15 August 2027.", None),  # value (document)
    ("nk2b", "ユーザーの在留カードの有効期限は2027年5月15日だ。", None),  # value (date)
    ("nk2c", "用户把在留卡弄丢了，正在补办。", None),  # verb (lost)
    # kg3: sends money to younger brother in Hanoi
    ("k3", "The user sends 30,000 yen a month to her younger brother in Hanoi.", "kg3"),
    ("k3j", "ユーザーは毎月、ハノイに住む弟に3万円を仕送りしている。", "kg3"),
    ("k3z", "用户每个月给住在河内的弟弟汇三万日元。", "kg3"),
    ("nk3a", "The user receives 30,000 yen a month from her younger brother in Hanoi.", None),  # role (direction)
    ("nk3b", "ユーザーは毎月、ハノイに住む弟に5万円を仕送りしている。", None),  # value (amount)
    ("nk3c", "The user sends 30,000 yen to her younger brother in Hanoi every other month.", None),  # freq
    # kg4: moved Osaka -> Fukuoka
    ("k4", "The user moved from Osaka to Fukuoka in April 2025.", "kg4"),
    ("k4p", "In April 2025 the user relocated to Fukuoka after living in Osaka.", "kg4"),
    ("k4j", "ユーザーは2025年4月に大阪から福岡へ引っ越した。", "kg4"),
    ("k4z", "用户2025年4月从大阪搬到了福冈。", "kg4"),
    ("nk4a", "The user moved from Fukuoka to Osaka in April 2025.", None),  # role (direction)
    ("nk4b", "ユーザーは大阪から福岡へ引っ越すつもりだが、まだ決めていない。", None),  # tense (plans)
    ("nk4c", "用户2025年4月从大阪搬到了神户。", None),  # value (place)
    # kg5: dentist appointment
    ("k5", "The user has a dentist appointment on Thursday, 12 March, at 3 p.m.", "kg5"),
    ("k5j", "ユーザーは3月12日（木）の15時に歯医者の予約を入れている。", "kg5"),
    ("k5z", "用户3月12日（周四）下午三点约了牙医。", "kg5"),
    ("nk5a", "The user has a dentist appointment on Thursday, 19 March, at 3 p.m.", None),  # value (date)
    ("nk5b", "ユーザーは3月12日（木）の10時に歯医者の予約を入れている。", None),  # value (time)
    ("nk5c", "用户约了3月12日（周四）下午三点看眼科。", None),  # value (place/doctor)
    # kg6: loves natto
    ("k6", "The user loves natto.", "kg6"),
    ("k6p", "Natto is one of the user's favourite foods.", "kg6"),
    ("k6j", "ユーザーは納豆が大好きだ。", "kg6"),
    ("nk6a", "The user hates natto.", None),  # antonym
    ("nk6b", "ユーザーは納豆が食べられない。", None),  # polarity
    ("nk6c", "用户的丈夫特别爱吃纳豆。", None),  # person
    # kg7: software engineer at Rakuten
    ("k7", "The user works as a software engineer at Rakuten in Tokyo.", "kg7"),
    ("k7j", "ユーザーは東京の楽天でソフトウェアエンジニアとして働いている。", "kg7"),
    ("nk7a", "The user used to work as a software engineer at Rakuten in Tokyo.", None),  # tense (used to)
    ("nk7b", "用户在东京的Mercari当软件工程师。", None),  # value (company)
    ("nk7c", "ユーザーは東京の楽天でソフトウェアエンジニアとして働きたいと思っている。", None),  # tense (wants)
    # kg8: wife Nguyen Thi Mai is a nurse in Nagoya
    ("k8", "The user's wife, Nguyen Thi Mai, is a nurse at a hospital in Nagoya.", "kg8"),
    ("k8p", "Nguyen Thi Mai, the user's wife, works as a nurse in a Nagoya hospital.", "kg8"),
    ("k8j", "ユーザーの妻のグエン・ティ・マイさんは名古屋の病院で看護師をしている。", "kg8"),
    ("k8z", "用户的妻子阮氏梅在名古屋的一家医院当护士。", "kg8"),
    ("nk8b", "ユーザーの妻のグエン・ティ・マイさんは名古屋の病院で看護師になるために勉強している。", None),  # tense
    ("nk8c", "用户的妹妹阮氏兰在名古屋的一家医院当护士。", None),  # person / name
    # kg9: son Aarav Gurung, 3rd grade Higashi Elementary
    ("k9", "The user's son Aarav Gurung is in third grade at Higashi Elementary School.", "kg9"),
    ("k9j", "ユーザーの息子のアーラブ・グルンくんは東小学校の3年生だ。", "kg9"),
    ("nk9a", "The user's son Aarav Gurung is in fifth grade at Higashi Elementary School.", None),  # value (count)
    ("nk9b", "ユーザーの息子のアーラブ・グルンくんは西小学校の3年生だ。", None),  # value (school)
    ("nk9c", "用户的女儿Anisha Gurung在东小学读三年级。", None),  # person / name
    # kg10: National Health Insurance premium
    ("k10", "The user pays 12,000 yen a month for National Health Insurance.", "kg10"),
    ("k10j", "ユーザーは国民健康保険料を毎月1万2千円払っている。", "kg10"),
    ("k10z", "用户每月缴纳一万两千日元的国民健康保险费。", "kg10"),
    ("nk10a", "The user pays 21,000 yen a month for National Health Insurance.", None),  # value (amount)
    ("nk10b", "ユーザーは国民年金の保険料を毎月1万2千円払っている。", None),  # value (insurance)
    ("nk10c", "用户每年缴纳一万两千日元的国民健康保险费。", None),  # freq
    # kg11: licence conversion
    ("k11", "The user converted a Philippine driver's licence into a Japanese one in 2024.", "kg11"),
    ("k11z", "用户2024年把菲律宾驾照换成了日本驾照。", "kg11"),
    ("nk11a", "The user still needs to convert a Philippine driver's licence into a Japanese one.", None),  # tense
    ("nk11b", "ユーザーは2024年に日本の運転免許証をなくした。", None),  # verb (lost)
    ("nk11c", "用户的丈夫2024年把菲律宾驾照换成了日本驾照。", None),  # person
    # kg12: applied for My Number card
    ("k12", "The user applied for a My Number card in January 2026.", "kg12"),
    ("k12p", "In January 2026 the user submitted an application for a My Number card.", "kg12"),
    ("k12j", "ユーザーは2026年1月にマイナンバーカードを申請した。", "kg12"),
    ("k12z", "用户在2026年1月申请了个人编号卡。", "kg12"),
    ("nk12b", "ユーザーは2026年1月にマイナンバーカードを更新した。", None),  # verb (renewed)
    ("nk12c", "用户在2026年1月弄丢了个人编号卡。", None),  # verb (lost)
    ("nk12d", "The user applied for a new passport in January 2026.", None),  # value (document)
    # kg13: blood pressure pills twice a day
    ("k13", "The user takes blood pressure medication twice a day.", "kg13"),
    ("k13j", "ユーザーは血圧の薬を1日2回飲んでいる。", "kg13"),
    ("k13q", "ユーザーは降圧剤を毎日2回服用している。", "kg13"),
    ("k13z", "用户每天吃两次降压药。", "kg13"),
    ("nk13a", "The user takes blood pressure medication once a day.", None),  # freq
    ("nk13b", "ユーザーは血圧の薬を飲むのをやめた。", None),  # tense (stopped)
    ("nk13c", "用户的母亲每天吃两次降压药。", None),  # person
    # kg14: window seat over aisle seat on the Shinkansen
    ("k14", "On the Shinkansen, the user prefers a window seat to an aisle seat.", "kg14"),
    ("k14z", "坐新干线时，用户比起靠过道的座位更喜欢靠窗的座位。", "kg14"),
    ("nk14a", "On the Shinkansen, the user prefers an aisle seat to a window seat.", None),  # role (A over B)
    ("nk14b", "ユーザーは飛行機では通路側より窓側の席を好む。", None),  # value (place)
    # kg15: daughter teaches the user Japanese
    ("k15", "The user's daughter teaches the user Japanese.", "kg15"),
    ("k15j", "ユーザーは娘に日本語を教えてもらっている。", "kg15"),
    ("k15z", "用户在跟女儿学日语。", "kg15"),
    ("nk15a", "The user teaches her daughter Japanese.", "kg15n"),  # role; with nk15c: one fact
    ("nk15b", "ユーザーは娘に英語を教えてもらっている。", None),  # value
    ("nk15c", "用户在教女儿日语。", "kg15n"),  # role
    # kg16: opened Japan Post Bank account
    ("k16z", "用户在邮储银行开了一个账户。", "kg16"),
    ("k16j", "ユーザーはゆうちょ銀行で口座を開設した。", "kg16"),
    ("nk16a", "The user closed the Japan Post Bank account.", None),  # antonym
    ("nk16b", "ユーザーは三菱UFJ銀行で口座を開設した。", None),  # value
    ("nk16c", "用户想在邮储银行开户，但还没去办。", None),  # tense (wants, not yet)
    # kg17: gym on Tuesdays and Fridays
    ("k17", "The user works out at the gym every Tuesday and Friday.", "kg17"),
    ("k17j", "ユーザーは毎週火曜と金曜にジムで運動している。", "kg17"),
    ("nk17a", "The user works out at the gym every Tuesday and Thursday.", None),  # value (weekday)
    ("nk17b", "用户每隔一周的周二和周五去健身房锻炼。", None),  # freq
    # kg18: hometown Chengdu
    ("k18", "The user's hometown is Chengdu in Sichuan province.", "kg18"),
    ("k18j", "ユーザーの出身地は四川省の成都だ。", "kg18"),
    ("k18z", "用户老家在四川成都。", "kg18"),
    ("nk18a", "The user's wife is originally from Chengdu in Sichuan province.", None),  # person
    ("nk18b", "ユーザーの出身地は四川省の綿陽だ。", None),  # value (place)
    ("nk18c", "用户想去四川成都旅游。", None),  # verb
    # kg19: rent incl. management fee
    ("k19z", "用户每月房租六万八千日元，已含管理费。", "kg19"),
    ("k19j", "ユーザーの家賃は管理費込みで月6万8千円だ。", "kg19"),
    ("nk19a", "The user's monthly rent is 86,000 yen, management fee included.", None),  # value (amount)
    ("nk19b", "用户的房租每月六万八千日元，管理费另付。", None),  # value (excluded)
    # kg20: husband picks the son up from daycare
    ("k20", "The user's husband picks their son up from daycare every day.", "kg20"),
    ("k20z", "用户的丈夫每天去托儿所接儿子。", "kg20"),
    ("nk20a", "It is the user, not her husband, who picks their son up from daycare every day.", None),  # person
    ("nk20b", "ユーザーの夫は毎日、息子を保育園に送っていく。", None),  # role (drop off)
    ("nk20c", "用户的丈夫每周去托儿所接一次儿子。", None),  # freq
    # kg21: passed JLPT N3 in December 2024
    ("k21", "The user passed the JLPT N3 in December 2024.", "kg21"),
    ("k21p", "In December 2024 the user passed level N3 of the Japanese-Language Proficiency Test.", "kg21"),
    ("k21j", "ユーザーは2024年12月に日本語能力試験のN3に合格した。", "kg21"),
    ("k21z", "用户在2024年12月通过了日语能力考试N3。", "kg21"),
    ("nk21a", "The user failed the JLPT N3 in December 2024.", None),  # polarity
    ("nk21b", "ユーザーは2024年12月に日本語能力試験のN2に合格した。", None),  # value
    ("nk21c", "用户打算报考日语能力考试N3。", None),  # tense (plans)
    ("nk21d", "The user's son passed the JLPT N3 in December 2024.", None),  # person
    # kg22: cooks dal bhat on Sundays
    ("k22", "The user cooks dal bhat for the family every Sunday.", "kg22"),
    ("k22j", "ユーザーは毎週日曜日に家族のためにダルバートを作る。", "kg22"),
    ("k22z", "用户每周日给家人做尼泊尔豆汤饭（dal bhat）。", "kg22"),
    ("nk22a", "The user eats dal bhat at a Nepali restaurant every Sunday.", None),  # verb
    ("nk22b", "ユーザーの母が毎週日曜日に家族のためにダルバートを作る。", None),  # person
    ("nk22c", "用户每周六给家人做尼泊尔豆汤饭。", None),  # value (weekday)
    # kg23: orders sushi delivery on Friday nights
    ("k23", "The user orders sushi for delivery every Friday night.", "kg23"),
    ("k23j", "ユーザーは毎週金曜の夜に寿司の出前を頼んでいる。", "kg23"),
    ("nk23a", "The user makes sushi at home every Friday night.", None),  # verb
    ("nk23b", "ユーザーは毎週金曜の夜に回転寿司を食べに行く。", None),  # verb
    ("nk23c", "用户周五晚上从来不点外卖。", None),  # polarity
    # kg24: lent 50,000 yen to coworker Tanaka
    ("k24", "The user lent 50,000 yen to a coworker named Tanaka.", "kg24"),
    ("k24j", "ユーザーは同僚の田中さんに5万円を貸した。", "kg24"),
    ("k24z", "用户借给了同事田中五万日元。", "kg24"),
    ("nk24a", "The user borrowed 50,000 yen from a coworker named Tanaka.", None),  # antonym
    ("nk24b", "ユーザーは同僚の田中さんから5万円を借りた。", None),  # antonym
    ("nk24c", "用户借给了同事田中五千日元。", None),  # value (amount)
    # kg25: status of residence
    ("k25", "The user's status of residence is Engineer/Specialist in Humanities/International Services.", "kg25"),
    ("k25j", "ユーザーの在留資格は「技術・人文知識・国際業務」だ。", "kg25"),
    ("k25z", "用户的在留资格是“技术·人文知识·国际业务”。", "kg25"),
    ("nk25a", "The user's status of residence is Spouse or Child of Japanese National.", None),  # value
    ("nk25b", "ユーザーは永住許可を申請するつもりだ。", None),  # verb/tense
    ("nk25c", "用户妻子的在留资格是“技术·人文知识·国际业务”。", None),  # person
    # kg26: futsal on Wednesday evenings
    ("k26z", "用户每周三晚上和同事踢五人制足球。", "kg26"),
    ("k26j", "ユーザーは毎週水曜の夜、同僚とフットサルをしている。", "kg26"),
    ("nk26a", "The user watches futsal with coworkers on Wednesday evenings.", None),  # verb
    ("nk26c", "ユーザーは水曜の夜に同僚とフットサルをしたいが、仕事があって参加できない。", None),  # tense (wants)
    # kg27: lives with the husband's mother
    ("k27", "The user's husband's mother lives with the family.", "kg27"),
    ("k27j", "ユーザーは夫の母親と同居している。", "kg27"),
    ("k27q", "夫の母がユーザー一家と一緒に暮らしている。", "kg27"),
    ("k27z", "用户和婆婆住在一起。", "kg27"),
    ("nk27a", "The user's own mother lives with the family.", None),  # value (relative)
    ("nk27b", "ユーザーは夫の母親とは別々に暮らしている。", None),  # polarity
    ("nk27c", "用户和姑姑住在一起。", None),  # value (relative: aunt)
    # kg28: son allergic to eggs
    ("k28", "The user's son is allergic to eggs.", "kg28"),
    ("k28j", "ユーザーの息子は卵アレルギーだ。", "kg28"),
    ("nk28a", "The user's son is allergic to milk.", None),  # value (allergen)
    ("nk28b", "用户对鸡蛋过敏。", None),  # person
    ("nk28c", "ユーザーの息子は以前卵アレルギーだったが、今は治った。", None),  # tense (used to)
    # kg29: cycles to work, about 20 minutes
    ("k29", "The user cycles to work; the ride takes about 20 minutes.", "kg29"),
    ("k29p", "The user's commute is a bike ride of roughly twenty minutes.", "kg29"),
    ("k29j", "ユーザーは自転車で通勤していて、片道20分ほどかかる。", "kg29"),
    ("k29z", "用户骑车通勤，单程二十分钟左右。", "kg29"),
    ("nk29a", "The user takes the train to work; the ride takes about 20 minutes.", None),  # value
    ("nk29b", "ユーザーは自転車で通勤していて、片道50分ほどかかる。", None),  # value (amount)
    ("nk29c", "用户以前骑自行车上班，现在改坐地铁了。", None),  # tense (used to)
    # kg30: commuter pass Nakano-Shinjuku
    ("k30", "The user has a commuter pass for the Nakano-Shinjuku section.", "kg30"),
    ("k30j", "ユーザーは中野～新宿間の定期券を持っている。", "kg30"),
    ("nk30a", "ユーザーは中野～渋谷間の定期券を持っている。", None),  # value (place)
    ("nk30b", "The user does not have a commuter pass and pays each train fare with Suica.", None),  # polarity
    # kg31: free Japanese class, Saturday mornings
    ("k31", "Every Saturday morning the user attends a free Japanese class at the ward office.", "kg31"),
    ("k31z", "用户每周六上午去区役所上免费的日语课。", "kg31"),
    ("nk31a", "Every Saturday morning the user teaches a free Japanese class at the ward office.", None),  # role
    ("nk31b", "ユーザーは隔週土曜の午前、区役所の無料日本語教室に通っている。", None),  # freq
    # kg32: flu shot on 5 November 2025
    ("k32", "The user got a flu vaccination on 5 November 2025.", "kg32"),
    ("k32j", "ユーザーは2025年11月5日にインフルエンザの予防接種を受けた。", "kg32"),
    ("nk32a", "ユーザーの娘は2025年11月5日にインフルエンザの予防接種を受けた。", None),  # person
    ("nk32b", "用户于2025年11月5日得了流感。", None),  # verb
    ("nk32d", "The user must get a flu vaccination for work but has not had one yet.", None),  # tense (must)
    # kg33: sold the Prius in 2025
    ("k33", "The user sold their Toyota Prius in 2025.", "kg33"),
    ("k33z", "用户在2025年把自己的丰田普锐斯卖掉了。", "kg33"),
    ("nk33a", "The user bought a Toyota Prius in 2025.", None),  # antonym
    # kg34: cannot handle spicy food
    ("k34", "The user can't handle spicy food.", "kg34"),
    ("k34j", "ユーザーは辛いものが食べられない。", "kg34"),
    ("k34z", "用户不能吃辣。", "kg34"),
    ("k34q", "辣的东西用户吃不了。", "kg34"),
    ("nk34a", "The user loves spicy food.", None),  # antonym
    ("nk34b", "ユーザーは辛いものが大好きだ。", None),  # antonym
    ("nk34c", "用户的丈夫不能吃辣。", None),  # person
    # kg35: wedding anniversary 3 June
    ("k35", "The user's wedding anniversary is on 3 June.", "kg35"),
    ("k35j", "ユーザーの結婚記念日は6月3日だ。", "kg35"),
    ("k35z", "用户的结婚纪念日是六月三日。", "kg35"),
    ("nk35a", "The user's wedding anniversary is on 6 March.", None),  # value (date)
    ("nk35b", "ユーザーの誕生日は6月3日だ。", None),  # value
    ("nk35c", "用户父母的结婚纪念日是六月三日。", None),  # person
    # kg36: started shamisen lessons in 2025
    ("k36z", "用户从2025年开始学三味线。", "kg36"),
    ("k36j", "ユーザーは2025年に三味線を習い始めた。", "kg36"),
    ("nk36a", "The user gave up the shamisen in 2025.", None),  # antonym
    ("nk36b", "ユーザーは2025年に琴を習い始めた。", None),  # value
    ("nk36c", "用户2025年开始教三味线。", None),  # role (teach vs learn)
    # kg37: lost 5 kg since coming to Japan
    ("k37", "The user has lost 5 kg since moving to Japan.", "kg37"),
    ("k37z", "用户来日本以后瘦了五公斤。", "kg37"),
    ("nk37a", "The user has gained 5 kg since moving to Japan.", None),  # antonym
    ("nk37b", "ユーザーは来日してから5キロ太った。", None),  # antonym
    ("nk37c", "用户来日本以后瘦了十五公斤。", None),  # value (amount)
    # kg38: food spending under 40,000 yen a month
    ("k38", "The user keeps food spending under 40,000 yen a month.", "kg38"),
    ("k38j", "ユーザーは食費を月4万円以内に抑えている。", "kg38"),
    ("nk38a", "The user spends more than 40,000 yen a month on food.", None),  # freq (more/less)
    ("nk38b", "用户每周的伙食费控制在四万日元以内。", None),  # freq
    # kg39: joined the PTA at the daughter's school
    ("k39", "The user joined the PTA at her daughter's elementary school.", "kg39"),
    ("k39j", "ユーザーは娘の小学校のPTAに入った。", "kg39"),
    ("nk39a", "The user left the PTA at her daughter's elementary school.", None),  # antonym
    ("nk39b", "ユーザーは娘の小学校のPTAには入っていない。", None),  # polarity
    ("nk39c", "用户被选为女儿所在小学的PTA会长。", None),  # verb
    # unrelated
    ("uk1", "The user is left-handed.", None),
    ("uk2", "The user's blood type is O.", None),
    ("uk3", "ユーザーは猫を二匹飼っている。", None),
    ("uk4", "ユーザーは週末によく美術館に行く。", None),
    ("uk5", "用户喜欢听爵士乐。", None),
    ("uk6", "用户每天早上六点起床。", None),
    ("uk7", "The user volunteers at a food bank in Sendai.", None),
    ("uk8", "ユーザーの好きな季節は秋だ。", None),
    ("uk9", "用户的笔记本电脑是MacBook Air。", None),
]

__all__ = ["PLANTED_K"]
