"""Records written (partly) in Chinese, Japanese or Korean script: a face sheet's, a health check's or a
prescription slip's fields, a family's chat with the ward, a translated discharge summary's original words.

CJK text has no spaces between words, so nothing here reads a word's shape the way the Latin-script recognizers
do: every span rests on the record's own marks. A person's name follows its field or role (姓名, 联系人, 主治医师,
간호사) or precedes a title (周医生, 윤재석 교수님) and starts with a common surname; an id follows its field (住院号,
健保卡號, 保険者番号, 환자번호); an address is a chain of at least two of its administrative parts (城市 市, 区/県,
路/丁目/로 and the house number); a hospital ends in its head word (医院, 醫院, 病院, 병원, クリニック) at a run's start;
dates are the month-and-day and Republic of China (民國) forms the date recognizer does not read. The recognizer
runs only on a text holding CJK characters."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

from airlock.core.spans import Span
from airlock.tagger import languages
from airlock.tagger.recognizers.base import Doc, Recognizer, alternation

_HAN = "\u3005\u3400-\u4dbf\u4e00-\u9fff"
_KANA = "\u3040-\u30ff"
_HANGUL = "\uac00-\ud7af"
_ANY_CJK = re.compile(f"[{_HAN}{_KANA}{_HANGUL}]")
# the commonest Chinese surnames (simplified and traditional), which a name after its field or before a title must
# start with: "姓名 杨德华", "主治医师 邓晓燕", "周医生" (not 向 "to" and 于 "at", surnames too: "向主任汇报", "于护士站")
_ZH_SURNAMES = (
    "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘蒋蔣蔡余"
    "杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫閆段雷侯龙龍史陶黎贺賀"
    "顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔汤湯欧歐区區温溫关關岑麦麥伍施洪游赖賴邝鄺骆駱翁柯简簡凌"
    "涂阮祝倪殷葛乔喬庞龐聂聶耿鲁魯毕畢蓝藍滕阎臧盛颜顏戚娄婁邬鄔柳"  # (round 80)
)
# Korean surnames (a name is two or three syllables, the surname first)
_KO_SURNAMES = (
    "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석"
    "선설마길연위표명기반왕금옥육인맹제모탁국어은편용"
)
_ZH_NAME = rf"[{_ZH_SURNAMES}][{_HAN}]{{1,2}}"
# (after a field, a space may part the surname from the given name: "主治医师：李 航")
_ZH_FIELD_NAME = rf"[{_ZH_SURNAMES}](?:[ \u3000](?=[{_HAN}]{{1,2}}(?![{_HAN}])))?[{_HAN}]{{1,2}}"
_KO_NAME = rf"[{_KO_SURNAMES}][{_HANGUL}]{{2}}"
# titles after a name, which are no part of it ("陈静 医生", "佐藤 先生")
_TITLES = r"(?:医生|醫生|医师|醫師|医師|先生|様|さん|教授|主任|护士|護士|看護師)"
# the commonest Japanese family names (a name in kanji with a space is a family name, then a given name)
_JA_SURNAMES = alternation(
    "佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 斉藤 清水 山崎 森 池田 "
    "橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 "
    "中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 原 内田 柴田 酒井 宮崎 横山 高木 安藤 宮本 大野 小島 谷口 "
    "今井 工藤 高田 増田 丸山 杉山 村田 大塚 新井 小山 平野 藤本 河野 上野 野口 武田 松井 千葉 岩崎 菅原 木下 久保 佐野 野村 "
    "松尾 菊地 杉本 市川 古川 大西 島田 水野 桜井 高野 渡部 吉川 山内 西田 飯田 菊池 西川 小松 北村 安田 五十嵐 川口 平田 関 "
    "中田 久保田 服部 東 岩田 土屋 川崎 福島 本田 辻 樋口 秋山 田口 永井 山中 中西 吉村 川上 大橋 石原 松岡 浜田 馬場 森本 矢野 "
    "浅野 星野 松下 大久保 吉野 小池 野田 荒木 大谷 内藤 松浦 熊谷 黒田 尾崎 永田 川村 望月 田辺 松村 荒井 堀 大石".split())
# a Japanese name: a family name in kanji, a space, a given name in kanji or kana ("中村 あゆみ", "小林 直樹")
_JA_NAME = rf"(?:{_JA_SURNAMES})[ \u3000](?!{_TITLES})[{_HAN}{_KANA}]{{1,4}}"
_NAME = rf"(?:{_JA_NAME}|{_ZH_FIELD_NAME}|{_KO_NAME})"
# a form's words that a Japanese name's shape (two runs of kanji with a space) also fits: "姓名 性别 年龄"
_FORM_WORDS = frozenset("性别 性別 年龄 年齢 关系 關係 电话 電話 地址 住址 职业 職業 民族 籍贯 籍貫 国籍 國籍 婚姻 出生 科室 床号 "
                        "床號 女儿 女兒 儿子 兒子 配偶 父亲 父親 母亲 母親 丈夫 妻子 診断 診斷 诊断 住所 白班 夜班 早班 中班 晚班 "
                        "소견서 진단서 동의서 확인서 의뢰서 처방전".split())
_THANKS = ("谢谢", "謝謝", "感谢", "感謝")
# (the last syllable of a Korean verb's noun form or of a department, never a given name's: "방문함", "연락됨",
# "신경과", "전공의")
_KO_NOT_NAME_ENDS = frozenset("함됨음임과의관실료")


def _common_word(word: str, lang: str, zipf: float) -> bool:
    """``word`` is at least this common (Zipf scale) in wordfreq's list of ``lang`` (read without its tokenizer)."""
    f = languages.frequencies(lang).get(word)
    return f is not None and math.log10(f) + 9 >= zipf


def _no_name(n: str) -> bool:
    """A Chinese or Korean word, not a name, though it starts with a surname ("石膏", "金额", "高危", "방문함",
    "주치의"): a common word of wordfreq's lists, or a Korean ending that no given name has."""
    if len(n) < 2:
        return False  # (a surname alone before a title: "周医生")
    if "\uac00" <= n[-1] <= "\ud7af":
        return n[-1] in _KO_NOT_NAME_ENDS or n in _KO_NOT_NAMES or _common_word(n, "ko", 4.0)  # (a star's name is common too: "김민정")
    return " " not in n and _common_word(n, "zh", 2.8)
_NOT_CJK_AFTER = rf"(?![{_HAN}{_KANA}{_HANGUL}])"

# round 80 (round 79's Japanese and Korean records): names by their titles, their roles and a chat export's speaker
_KATA = "\u30a0-\u30ff\uff66-\uff9f"  # (and half-width katakana, "ﾀｼﾛ ﾊﾙ")
# the titles after a Japanese name, and after a Korean one ("菊地 とし子 様", "新垣先生", "水野Dr", "부혜진 님")
_JA_TITLE = r"(?:様|さん|氏|先生|殿|Dr(?![A-Za-z])|Ns(?![A-Za-z]))"
# (a kanji of a name, not a title's: "患者様 ご家族" is no family name and a given name)
_NAME_KANJI = rf"(?:(?!様|殿)[{_HAN}])"
# a given name: in kanji, or in kana maybe ending in a kanji ("とし子"); no title ("上田 先生" is a family name and its
# title) and no particle ("菅原 より")
_JA_GIVEN = (rf"(?!{_JA_TITLE}|より|から|まで|[にはがをのとへでも](?![{_KANA}]))"
             rf"(?:{_NAME_KANJI}{{1,3}}|[{_KANA}]{{1,4}}{_NAME_KANJI}?)")
# a Japanese name: a family name in kanji (or katakana), a space, a given name ("萱野 ミツ", "ロペス 恵美"), or a family
# name alone; a foreigner's in katakana, its parts maybe joined by "・" ("グエン・ティ・トゥ")
_JA_ANY_NAME = (rf"{_NAME_KANJI}{{1,3}}[ \u3000]{_JA_GIVEN}|[{_KATA}]{{2,8}}[ \u3000](?:[{_HAN}]{{1,3}}|[{_KATA}]{{1,8}})"
                rf"|[{_KATA}]{{2,10}}(?:・[{_KATA}]{{1,10}}){{0,3}}|{_NAME_KANJI}{{1,4}}")
_JA_TITLED_RE = re.compile(rf"(?<![{_HAN}{_KATA}・])(?P<n>{_JA_ANY_NAME})[ \u3000]?(?P<t>{_JA_TITLE})"
                           # (and a family name after "Dr": "IC（Dr 阿部・MSW 工藤）")
                           rf"|(?<![A-Za-z])(?P<t2>Dr)\.?[ \u3000]?(?P<n2>[{_HAN}]{{1,4}})(?![{_HAN}\u3040-\u30fa\u30fc-\u30ff])")
# (a Korean family name of two syllables, its given name maybe after a space: "황보 영진", "남궁 현", "남궁민수")
_KO_DOUBLE_SURNAMES = "남궁|황보|제갈|선우|독고|사공|서문|동방"
_KO_ANY_NAME = rf"(?:{_KO_DOUBLE_SURNAMES})[ \t]?[{_HANGUL}]{{1,2}}|{_KO_NAME}"
_KO_TITLE = (r"(?:님|씨|선생님|간호사님?|교수님?|원장님?|부원장|과장님?|대리|주무관|변호사|팀장님?|실장님?|방사선사|"
             r"어르신|보호자님?|약사님?|간병사)")
_KO_TITLED_RE = re.compile(rf"(?<![{_HANGUL}])(?P<n>{_KO_ANY_NAME})[ \t]?(?P<t>{_KO_TITLE})(?![{_HANGUL}])")
# roles and fields before a Japanese or Korean name, by the person they name
_JA_KO_STAFF = (
    "主治医", "担当医", "記載", "記録者", "依頼医", "説明医師", "受入医師", "受信者", "報告者", "医師氏名", "医師", "看護師",
    "保健師", "助産師", "担当助産師", "薬剤師", "隊長", "隊員", "機関員", "執刀", "同席者", "ケアマネ", "担当", "MSW", "ST",
    "PT", "OT", "通訳", "원장", "의 사", "임상병리사", "전문의", "전공의", "상담사", "역학조사관", "주무관", "팀장",
    "관리책임자", "작성자", "작성", "확인", "최종확인", "점검자", "조사자", "통역", "통보자", "채혈", "운영자", "간병사",
    "상담자", "방사선사", "약사", "사회복지사", "요양보호사", "담당의", "주치의", "간호사", "의사", "처방의료인 성명")
_JA_KO_RELATIVES = ("長男", "長女", "次男", "次女", "三男", "三女", "孫", "姪", "甥", "夫", "妻", "娘", "息子", "届出人",
                    "며느리", "장남", "차남", "장녀", "차녀", "아들", "딸", "남편", "아내", "부인", "보호자", "손자", "손녀", "사위",
                    "배우자", "대리인 성명", "통화 상대")
_JA_KO_PATIENTS = ("患者氏名", "患者名", "氏名", "氏　名", "申請者", "運転者", "同乗者", "目撃者", "Pt", "환자명", "수급자",
                   "성명", "성 명")
_JA_KO_LABEL_OF = {**{f: "CLINICIAN_NAME" for f in _JA_KO_STAFF}, **{f: "RELATIVE_NAME" for f in _JA_KO_RELATIVES},
                   **{f: "PATIENT_NAME" for f in _JA_KO_PATIENTS}}
# (a role of one or two letters or syllables, a word's start as often, needs its colon or a space after it)
_JA_KO_ROLE_RE = re.compile(
    # (a Japanese role may end a compound: "施設看護師 菅原")
    rf"(?<![{_HANGUL}A-Za-z])(?P<field>"
    + "|".join(sorted(map(re.escape, _JA_KO_LABEL_OF), key=len, reverse=True))
    + rf")(?:[ \t\u3000]{{0,8}}(?P<colon>[:：】\]（(])[ \t\u3000]{{0,8}}|[ \t\u3000]{{1,8}})(?:[A-Z][0-9][ \t])?"
    rf"(?P<n>{_JA_ANY_NAME}|{_KO_ANY_NAME}|[A-Z][a-z]{{2,15}}(?:[ \t][A-Z][a-z]{{2,15}}){{0,2}})"
    # (then no more of the same script, or a title, a Korean copula or a particle of address)
    rf"(?=[ \t\u3000]?(?:{_JA_TITLE}|{_KO_TITLE}(?![{_HANGUL}])|입니다|이에요|에게|께)|(?![{_HAN}{_KANA}{_HANGUL}]))")
# the role words and common nouns that stand where a Japanese name would, before a title or after a role
_JA_NOT_NAMES = frozenset(
    "患者 家族 ご家族 次女 長女 長男 次男 三男 三女 奥 娘 息子 本人 ご本人 先方 皆 各 当番 担当 主治医 当直 研修医 院長 部長 課長 所長 "
    "教授 旦那 隣人 通訳 利用者 入居者 施設 御中 各位 看護師 医師 薬剤師 保健師 助産師 事務 外来 病棟 未定 不明 同上 当院 自院 "
    "主治 担当医 紹介 依頼 先生 看護 介護 訪問 受付 医事 相談 窓口 同席 同行 記載 作成 確認 署名 印 ケアマネ ヘルパー ナース "
    "ドクター ママ パパ スタッフ ボランティア リハ ケアマネージャー ソーシャルワーカー ケースワーカー ドライバー マネージャー "
    "センター クリニック ステーション サービス チーム グループ ワーカー 母 父 兄 姉 弟 妹 夫 妻 孫 子 お客 客 神 王 姫 "
    "Dr Ns 救急 救急外来 外科 内科 整形 病院 同居 独居 通院 入院 退院 転院 在宅".split())
# a Korean role, kin or common word where a name would stand ("간호사 선생님", "보호자 님")
_KO_NOT_NAMES = frozenset("선생님 간호사 보호자 어르신 원장님 교수님 할머니 할아버지 어머니 아버지 어머님 아버님 환자분 "
                          "담당자 관계자 의료진 당직의 연락처 설명은 전화번호 주민번호".split())


def _ja_ko_name_ok(n: str, *, strict: bool) -> bool:
    """``n`` may be a Japanese or Korean person's name: no role word or common noun ("患者", "ケアマネ", "선생님"), no
    Korean word or verb ending (:func:`_no_name`); a family name alone in kanji, when ``strict``, one of the common
    family names."""
    if n in _JA_NOT_NAMES or n in _FORM_WORDS or n.split()[0] in _JA_NOT_NAMES:
        return False
    if n[-1] in _JA_OFFICE_ENDS and len(n) > 1:
        return False  # "病院長 殿", "担当者様", "循環器 Dr.": an office, a role or a department
    if "\uac00" <= n[-1] <= "\ud7af":
        return not _no_name(n.replace(" ", "")) and n[-1] not in _KO_PARTICLE_ENDS
    if re.fullmatch(f"[{_HAN}]+", n) and (len(n) == 1 or strict or len(n) > 3):
        return re.fullmatch(_JA_SURNAMES, n) is not None  # (four kanji, "監理団体", are a word as often)
    return True


# (the last kanji of an office, a role or a department, never of a family name: "病院長", "担当者", "循環器")
_JA_OFFICE_ENDS = frozenset("長者員師室科課局器院所館会")
# (a particle's syllable, never a given name's end: "방법이", "결과를")
_KO_PARTICLE_ENDS = frozenset("이를을는가에로")
# a KakaoTalk export's speaker ("[박지현] [오전 9:12]") and a LINE export's ("09:02\t中村 知美\t")
_JA_KO_CHAT_RE = re.compile(
    rf"(?m)^\[(?P<k>{_KO_ANY_NAME})\][ \t]\[(?:오전|오후)[ \t][0-9]{{1,2}}:[0-9]{{2}}\]"
    rf"|^[0-9]{{1,2}}:[0-9]{{2}}\t(?P<j>{_JA_ANY_NAME})\t")
# a Latin-letter name before a Japanese title ("Pham さん", "RAI PRAKASH KUMAR 様", "Joy Santos さん")
_LATIN_TITLED_RE = re.compile(r"(?<![A-Za-z])(?P<n>[A-Z][A-Za-z'\-]{1,20}(?:[ \t][A-Z][A-Za-z'\-]{1,20}){0,3})"
                              r"[ \t\u3000]?(?:さん|様|氏|先生)")

# fields and roles before a name, by the person they name
_PATIENT_FIELDS = ("姓名", "氏名", "名前", "患者姓名", "病人姓名", "患者", "病人", "성명", "환자", "이름", "受診者")
# (words that are also a compound's first half, "患者安全", "환자 인계", "医生建议": a name after them only after a colon)
_COLON_FIELDS = frozenset(("患者", "病人", "환자", "이름", "配偶", "医师", "醫師", "医生", "醫生", "护士", "護士", "医師",
                           "의사",
                           # (verbs of a prescription slip's steps: "调配 林格液", "发药 高锰酸", "核对 万分之")
                           "调配", "調配", "核对", "核對", "发药", "审核", "審核", "翻译", "翻譯"))
_RELATIVE_FIELDS = ("联系人", "聯絡人", "聯繫人", "家属", "家屬", "緊急聯絡人", "紧急联系人", "보호자", "配偶者", "配偶",
                    # (round 80: kin before their name, "告知家属(儿子马建国)", "陪护：女儿马秀英")
                    "儿子", "兒子", "女儿", "女兒", "儿媳", "兒媳", "长子", "長子", "长女", "長女", "次子", "妻子", "丈夫",
                    "父亲姓名", "父親姓名", "母亲姓名", "母親姓名", "可联系的家属姓名", "陪护", "陪護", "申领人", "申領人")
_STAFF_FIELDS = (
    "科主任", "主任医师", "主任醫師", "副主任医师", "主治医师", "主治醫師", "住院医师", "住院醫師", "责任护士", "責任護士",
    "医师", "醫師", "医生", "醫生", "护士", "護士", "编码员", "審核", "审核", "调配", "調配", "核对", "核對", "发药", "承辦",
    "承办", "判定医", "判定医師", "担当医", "主治医", "医師", "保健師", "看護師", "薬剤師", "판정의사", "담당의", "주치의",
    "간호사", "의사", "新主管医生是", "主管医生", "主管醫師", "翻译", "翻譯", "通訳", "통역사",
    # (round 80)
    "医师签名", "醫師簽名", "送检医生", "送檢醫生", "检验者", "檢驗者", "审核者", "審核者", "经办人", "經辦人", "接生人员",
    "接生人員", "个管师", "個管師", "社工", "术者", "術者", "助手", "护士长审核", "護理長", "护士长", "审核药师", "審核藥師",
    "居服員", "居服员", "复核", "複核",
)
_FIELD_RE = re.compile(
    "(?P<field>" + "|".join(sorted(map(re.escape, _PATIENT_FIELDS + _RELATIVE_FIELDS + _STAFF_FIELDS), key=len,
                                   reverse=True)) + ")"
    # (an English gloss and a colon or a space between: "姓名 Name: 何美華", "科主任 何敏", "간호사 한소희,")
    + r"(?:[ \t]{0,2}(?:[A-Z][A-Za-z .'/]{0,20})?)?[ \t\u3000]{0,8}(?P<colon>[:：])?[ \t\u3000]{0,12}"
    + rf"(?P<n>{_NAME}){_NOT_CJK_AFTER}")
# (round 80: after a field's colon, a name of any surname, "死者姓名：涂桂英", or a Uyghur name with its middle dot,
# "患者：艾力·买买提")
_COLON_NAME_RE = re.compile(
    # (a field's words, then its head: a name, a signature, a role or a person: "患者授权委托人", "谈话医师签名", "收费员")
    rf"(?<![{_HAN}])(?P<field>[{_HAN}]{{0,5}}?(?:姓名|签名|簽名|签字|簽字|医师|醫師|医生|醫生|护士|護士|护理师|護理師|药师|藥師|"
    r"委托人|委託人|见证人|見證人|护送人|護送人|联系人|聯絡人|经办人|經辦人|申领人|申領人|督导员|督導員|居服员|居服員|收费员|"
    r"收費員|个管员|個管員|个管师|個管師|检验者|檢驗者|审核者|審核者|术者|術者|助手|家长|家長|家属|家屬|患者|病人))"
    # (maybe a kin word before the name: "家长：父 农国强")
    + r"[ \t\u3000]{0,4}[:：][ \t\u3000]{0,8}(?:[父母子女妻夫兄姐弟妹][ \t])?"
    + rf"(?P<n>[{_HAN}]{{2,6}}·[{_HAN}]{{2,6}}|[{_HAN}]{{2,4}}){_NOT_CJK_AFTER}")
# (round 80) a name of any surname before a doctor's or a nurse's title after a space, "边巴 主治医师", "央金 护士"
_SPACED_TITLE_RE = re.compile(
    rf"(?<![{_HAN}{_KANA}])(?P<n>[{_HAN}]{{2,4}})[ \t](?:主治医师|主治醫師|主任医师|主任醫師|副主任医师|护士长|護理長|护士|護士|"
    rf"医师|醫師|医生|醫生|主任|護理師|护理师)(?![{_HAN}])")
# a name before its title: "周医生", "윤재석 교수님", "陈静 医生" (at a run's start: not "谢谢周医生")
_ZH_TITLES = ("副主任医师", "副主任醫師", "主任医师", "主任醫師", "护士长", "護士長", "護理長", "医生", "醫生", "医师", "醫師",
              "护士", "護士", "教授", "主任", "先生", "小姐", "女士", "太太", "老师", "老師", "科长", "科長", "院长", "院長")
_TITLE_AFTER_RE = re.compile(
    # (round 80: after a verb of telling or thanking too, "谢谢許小姐", "我马上联络張先生")
    rf"(?:(?<![{_HAN}{_KANA}{_HANGUL}])|(?<=谢谢|謝謝|联系|聯繫|聯絡|联络|告知|通知)|(?<=[请請给給跟和与與由]))"
    rf"(?P<n>{_ZH_NAME}|[{_ZH_SURNAMES}])[ \t]?(?:{'|'.join(_ZH_TITLES)})"
    rf"|(?<![{_HANGUL}])(?P<k>{_KO_NAME})[ \t]?(?:교수님|교수|선생님|간호사님|원장님)")
# (round 80) a full name inside a run of characters before a doctor's or an adult's title ("请内分泌科马丽娟副主任医师
# 会诊", "由长子林志明先生探视"), a surname before an elder's kin title ("护工王阿姨", "涂奶奶"), and a Cantonese
# married woman's surname before her "太" and a colon or a comma ("梁太: 多謝", "梁太，姐姐已睇完")
_EMBEDDED_TITLED_RE = re.compile(
    rf"(?P<n>[{_ZH_SURNAMES}][{_HAN}]{{2}})(?:{'|'.join(t for t in _ZH_TITLES if t not in ('主任', '老师', '老師'))})"
    rf"|(?P<s>[{_ZH_SURNAMES}])(?:阿姨|奶奶|伯伯|阿伯|婆婆|爷爷|爺爺|太(?=[ \t]?[:：，,]))")
# a chat's speaker at a line's start, maybe after the time and before the kin word in brackets ("钱斌（儿子）：收到",
# "12:10 張志偉(兒子): 謝謝", "Lily钱莉：收到")
# (a chat's line: the time before the name or on the line above, or the speaker's kin word or English name, not a
# form's field, "謝礼：1回 5,000")
_ZH_SPEAKER_RE = re.compile(
    rf"(?m)^(?:(?P<time>[0-9]{{1,2}}:[0-9]{{2}})[ \t]+)?(?P<n>(?P<latin>[A-Z][a-z]{{1,10}})?(?P<zh>{_ZH_NAME}))"
    rf"(?P<kin>[ \t]?[(（][{_HAN}]{{1,4}}[)）])?[ \t]?[:：]")
_TIME_LINE_BEFORE = re.compile(r"(?:^|\n)[^\n]{0,12}[0-9]{1,2}:[0-9]{2}[ \t]*\n\Z")
# a name in CJK script beside the same name in Latin letters, at a line's start in a chat's export or a form's
# field: "2024-05-28 08:02  李小红 Lucy:", "姓名 Name: 何美華  HO MEI WAH"
# round 67: a Chinese name beside its romanised form, as a cell of its own after a Latin cell or in brackets after it
# ("CHAN Tsz Yin,陳紫妍,3C", "Leung Ho Lam (梁浩霖)"), starting with a common surname
_CELL_BEFORE = re.compile(r"([^,\t\n(]{1,46}?)[ \t]?[,\t(]\Z")
_ROMANISED_NAME = re.compile(r"[A-Z][A-Za-z]{0,7}(?:[ \t\-][A-Z][A-Za-z]{0,7}){1,3}")
# (round 67 review: each word a Chinese syllable in Pinyin, Jyutping or Hong Kong spelling, "Tsz", "Leung", "Chun";
# not a glossary's English term before its Chinese, "Folic Acid,葉酸", "High Fever (高燒)")
_CHINESE_SYLLABLE = re.compile(r"(?i:(?:ch|sh|zh|ts|ng|kw|gw|[bcdfghjklmnpqrstwxyz])?(?:[aeiouy]{1,3})(?:ng|n|m|p|t|k|h|r)?"
                               r"|t?sz|ng)")  # (and Cantonese "Tsz", "Sze", "Ng")
_BESIDE_LATIN_RE = re.compile(rf"(?:(?<=[A-Za-z][,\t])|(?<=[A-Za-z][ \t]\())(?P<n>[{_ZH_SURNAMES}][{_HAN}]{{1,3}})"
                              r"(?=[,\t)\n]|\Z)")
_CHAT_SPEAKER_RE = re.compile(
    rf"(?m)^(?:\[?[0-9]{{4}}[-/.][0-9]{{1,2}}[-/.][0-9]{{1,2}}[ \t]{{1,2}}[0-9]{{1,2}}:[0-9]{{2}}\]?[ \t]{{1,3}})"
    rf"(?P<n>{_ZH_NAME}|{_KO_NAME})(?:[ \t]{{1,2}}[A-Z][a-z]{{1,15}}(?:[ \t][a-z]{{2,8}})?)?,?[ \t]?[:：]")

# ids after their field
# (five digits at least, not a year or a year and month: "病案号：2023年度", "청구번호 2024-03", "统一编号 2301")
_ID_VALUE = (r"(?:第|제)?[ \t]?(?!(?:19|20)[0-9]{2}(?:[-/.](?:0[1-9]|1[0-2]))?(?![0-9\-/.]))"
             r"(?P<v>[A-Z]{0,3}(?=(?:[ \-]?[0-9]){5})[0-9](?:[0-9]|[ \-](?=[0-9])){3,24}(?:\([0-9A]\))?[0-9A-Z]?)"
             r"(?![0-9A-Za-z])(?![ \t]?(?:年|년))")
_ID_FIELDS = {
    "MRN": ("住院号", "住院號", "门诊号", "門診號", "病案号", "病案號", "病历号", "病歷號碼", "病歷號", "病人编号", "病人編號",
            "病人號碼", "カルテ番号", "患者番号", "患者ID", "診察券番号", "환자번호", "등록번호", "병록번호", "受診番号"),
    "HEALTH_PLAN_ID": ("医保卡号", "医保号", "醫保號", "健康卡号", "社保卡号", "健保卡號", "健保卡号", "保険者番号",
                       "被保険者番号", "건강보험증번호", "보험증번호"),
    "OTHER_ID": ("身份证号", "身份證號", "身份证", "身份證", "身分證字號", "身分證統一編號", "统一编号", "護照號碼", "护照号",
                 "기관기호", "청구번호", "受理編號", "受理编号", "在留カード番号", "個人番号", "マイナンバー", "주민번호",
                 "주민등록번호"),
    "LICENSE_NUMBER": ("면허번호", "执业证号", "執業執照號碼", "医籍番号", "醫師證書"),
}
_ID_LABEL_OF = {f: lab for lab, fields in _ID_FIELDS.items() for f in fields}
_ID_RE = re.compile(
    "(?P<field>" + "|".join(sorted(map(re.escape, _ID_LABEL_OF), key=len, reverse=True)) + ")"
    # (an English gloss in brackets or before a colon: "门诊号 (OP no.): 0021847735", "健保卡號 NHI card: 0000...")
    + r"(?:[ \t]{0,2}(?:\([A-Za-z][A-Za-z .]{0,16}\)|[A-Za-z][A-Za-z .]{0,16}(?=[ \t]{0,2}[:：])))?"
    + r"[ \t\u3000]{0,12}[:：#]?[ \t\u3000]{0,12}" + _ID_VALUE)
# the number after a Japanese insurance card's symbol ("記号 4102 番号 883"), and the symbol with its kanji ("記号 県12")
_JA_CARD_RE = re.compile(r"記号[ \t\u3000]{0,4}(?P<s>[" + _HAN + r"]?[0-9]{1,8})[ \t\u3000]{1,4}番号[ \t\u3000]{0,4}"
                         r"(?P<v>[0-9]{1,10})(?![0-9])")
# a Taiwanese doctor's certificate number ("醫字第038271號")
_TW_LICENCE_RE = re.compile(r"[醫医][字師师]?第[ \t]?[0-9]{4,8}[ \t]?[號号]")

# dates the date recognizer does not read: a month and day ("3月7日", "3월 17일"), a Republic of China year ("民國78年04
# 月19日", "113年2月17日", "113/02/17", "113.08.30"), a Japanese era's letter and a dotted date ("R6.6.4")
_DATE_RE = re.compile(
    r"(?:(?:中華民國|中华民国|民國|民国)[ \t]?)?(?<![0-9])(?:1[0-1][0-9]|[1-9][0-9])年[ \t]?(?:1[0-2]|0?[1-9])月"
    r"[ \t]?(?:3[01]|[12][0-9]|0?[1-9])日"
    r"|(?<![0-9年])(?:1[0-2]|0?[1-9])月[ \t]?(?:3[01]|[12][0-9]|0?[1-9])日"
    r"|(?<![0-9년])(?:1[0-2]|[1-9])월[ \t]?(?:3[01]|[12][0-9]|[1-9])일"
    r"|(?<![\w/.])1[01][0-9][/.](?:1[0-2]|0[1-9])[/.](?:3[01]|[12][0-9]|0[1-9])(?![\w/.]|\.[0-9])"
    r"|(?<![\w.\-])[RHS][1-9][0-9]?\.(?:1[0-2]|[1-9])\.(?:3[01]|[12][0-9]|[1-9])(?![\w]|\.[0-9])")

# addresses: a chain of a city, a district or county, a town and a street with its number, in that order
_ZH_ADDRESS_RE = re.compile(
    rf"(?:[{_HAN}]{{2,3}}?(?:省|自治区|自治區))?"
    rf"(?P<city>[{_HAN}]{{2,4}}?市)?(?P<dist>[{_HAN}]{{1,4}}?(?:区|區|县|縣))?(?:[{_HAN}]{{1,4}}?(?:镇|鎮|乡|鄉|街道))?"
    rf"(?P<street>[{_HAN}0-9]{{1,8}}?(?:路|街|大道|胡同)(?:[一二三四五六七八九十]段)?[ \t]?"
    r"(?:[0-9]{1,4}巷)?(?:[0-9]{1,4}弄)?[0-9]{1,5}(?:-[0-9]{1,4})?[号號]"
    r"(?:[ \t]?[0-9A-Z]{1,3}(?:栋|棟|幢|号楼|號樓|座))?(?:[0-9]{1,2}(?:单元|單元))?"
    r"(?:[ \t]?[0-9]{1,5}(?:室|房)|[0-9]{1,3}[樓楼](?:之[0-9])?|[ \t]?[0-9]{3,5}(?![0-9]))*)?")
_JA_ADDRESS_RE = re.compile(
    rf"(?:[{_HAN}]{{1,3}}?[都道府県])?(?P<city>[{_HAN}{_KANA}]{{1,5}}?市)?(?P<dist>[{_HAN}{_KANA}]{{1,4}}?[区郡])?"
    rf"(?P<street>[{_HAN}{_KANA}]{{1,8}}?[0-9０-９]{{1,2}}丁目(?:[0-9０-９]{{1,4}}(?:番地?|[-－]))?(?:[0-9０-９]{{1,4}}号?)?"
    rf"(?:[ \t\u3000][{_HAN}{_KANA}A-Za-z]{{2,20}}[ \t\u3000]?[0-9]{{2,5}}号?)?)")
_KO_ADDRESS_RE = re.compile(
    rf"(?P<city>[{_HANGUL}]{{2,6}}(?:특별시|광역시|시))?[ \t]?(?P<dist>[{_HANGUL}]{{1,4}}(?:구|군))?[ \t]?"
    rf"(?P<street>[{_HANGUL}0-9]{{1,10}}(?:로|길)(?:[ \t]?[0-9]{{1,4}}(?:번?길))?[ \t][0-9]{{1,4}}(?:-[0-9]{{1,4}})?"
    rf"(?:,?[ \t][{_HANGUL}A-Za-z0-9]{{0,20}}[ \t]?[0-9]{{1,5}}호)?)(?:[ \t]?\((?P<pc>[0-9]{{5}})\))?")
# the words of an address's field that a chain may start with ("现住址 四川省...", "地址: 上海市...")
_ADDRESS_FIELDS = ("戶籍地址", "户籍地址", "现住址", "現住址", "住址", "地址", "住所", "出生地", "籍贯", "籍貫", "주소")
# (a street alone counts right after such a field, maybe shared with the phone's: "住址/电话: 天河区龙口西路 55号")
_ADDRESS_FIELD_BEFORE = re.compile("(?:" + "|".join(_ADDRESS_FIELDS) + r")[ \t:：/电话電話]{0,8}\Z")
_POSTCODE_RE = re.compile(r"(?:邮编|郵編|郵遞區號|郵便番号|우편번호)[ \t:：]{0,4}(?P<v>[0-9]{3}(?:-?[0-9]{2,4})?)(?![0-9])")
_PHONE_RE = re.compile(
    r"(?:电话|電話|手机|手機|联系电话|聯絡電話|연락처|전화|携帯|電話番号)[ \t:：]{0,4}(?:[A-Za-z.]{2,6}[ \t:]{0,3})?"
    r"(?P<v>\+?[0-9][0-9 \-()]{6,16}[0-9])(?![0-9])")

# hospitals and clinics by their head word, the name at a run's start
_HEADS = ("医院", "醫院", "病院", "診所", "诊所", "卫生院", "衛生院", "保健中心", "医疗中心", "醫療中心", "クリニック", "センター",
          "医療センター", "診療所")
_FACILITY_RE = re.compile(
    rf"(?<![{_HAN}{_KANA}])(?P<v>[{_HAN}{_KANA}・]{{2,24}}?(?:{'|'.join(sorted(_HEADS, key=len, reverse=True))}))"
    rf"|(?<![{_HANGUL}])(?P<k>[{_HANGUL}]{{2,12}}(?:병원|의원|보건소|의료원)(?:[ \t][{_HANGUL}]{{2,8}}센터)?)")
_KO_HEAD = re.compile(r"(?:병원|의원|보건소|의료원)(?:[ \t][가-힣]{2,8}센터)?$")
# (a city's, a district's or a county's level before a generic name: "市区医院", "区人民医院", "县中医院")
_ADMIN_LEVELS = "市区區县縣省乡鄉镇鎮"
_VERSION_BEFORE = re.compile(r"(?:版本|版|升级至|升級至|(?i:version|ver\.?|v|icd-?[0-9]{1,2}))[ \t:：]{0,3}\Z")
# (a version's, a strain's or a code's word after the number: "112.01.05 版", "101.10.20 菌株编号", "不适用")
_NUMBER_AFTER_DATE = re.compile(r"[ \t]?(?:版|菌株|编号|編號|不适用|不適用|で統計|を参照|に示す|の書式)")
# an era letter's date beside a date's field, or before its weekday or its Western date ("Date: R6.5.22 (Wed)",
# "R6.7.18 (=2024.7.18)")
_DATE_FIELD_BEFORE = re.compile(r"(?:(?i:date|dob|op|issued)|日)[ \t:：]{0,3}\Z")
_WEEKDAY_OR_WESTERN_AFTER = re.compile(r"[ \t]?[(（][ \t]?(?:=|[A-Z][a-z]{2}\)|[月火水木金土日])")
# a Japanese record of the Reiwa era (a date with its era's name, or a Japanese date field)
_ERA_CONTEXT = re.compile(r"令和|受診日|生年月日|発行|作成日|記入日|検査日|診察日|Reiwa")
# generic words that end a sentence's run before the head: "患者于当地医院", "建议转上级医院", "透析センター" (not a
# university's or a people's hospital, named by what comes before: "聖マリアンナ医科大学病院")
_GENERIC_ENDS = frozenset("当地 當地 上级 上級 专科 專科 附近 其他 基层 基層 一级 二级 三级 两级 三甲 一級 二級 三級 兩級 透析 支援 "
                          "介護 相談 精神 人民".split())
# a hospital's generic words that name no place of its own ("本院", "该医院", "综合医院", "私立病院", "대학병원")
_GENERIC_NAMES = _GENERIC_ENDS | frozenset(
    "本 该 該 我院 贵 貴 综合 綜合 私立 公立 大学 大學 大型 社区 社區 地方 総合 一般 近く 近所 国际 國際 地区 地區 县级 縣級 市级 市級 "
    "乡镇 鄉鎮 中医 中醫 妇幼 婦幼 儿童 兒童 肿瘤 腫瘤 传染病 傳染病 眼科 口腔 牙科 대학 종합 동네 지역 요양 치과 관할 국회 한방 정신 재활 "
    "내과 소아과 안과 피부과 정형외과 산부인과 이비인후과 가정의학과".split())
# (what a generic word may follow and still end a named hospital: a place's level, a number, "第三人民医院")
_BEFORE_NAMED_GENERIC = "市区區县縣省乡鄉镇鎮一二三四五六七八九十"


def _generic_end(stem: str) -> bool:
    """``stem`` ends in a generic word after words of a sentence, not after a place's level: "建议转上级", "曾在专科"
    ("夹江县人民" is a county's People's Hospital)."""
    for g in _GENERIC_ENDS:
        if stem.endswith(g) and len(stem) > len(g):
            return stem[-len(g) - 1] not in _BEFORE_NAMED_GENERIC
    return False


class CjkRecordRecognizer(Recognizer):
    """Names, ids, addresses, hospitals and dates of a record in Chinese, Japanese or Korean script (see the
    module's docstring)."""

    name = "cjk_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "MRN", "HEALTH_PLAN_ID", "OTHER_ID", "LICENSE_NUMBER",
              "DATE", "CITY", "COUNTY", "STREET_ADDRESS", "POSTCODE", "PHONE", "FACILITY")

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if _ANY_CJK.search(text) is None:
            return []
        out: list[Span] = []
        src = self.name
        for m in _FIELD_RE.finditer(text):
            field = m.group("field")
            if field in _COLON_FIELDS and not m.group("colon"):
                continue
            if any(w in _FORM_WORDS for w in m.group("n").split()) or _no_name(m.group("n")):
                continue  # "姓名 性别 年龄", "调配 石膏", "간호사 방문함": a form's next field or a word, no name
            label = ("PATIENT_NAME" if field in _PATIENT_FIELDS else
                     "RELATIVE_NAME" if field in _RELATIVE_FIELDS else "CLINICIAN_NAME")
            out.append(Span(*m.span("n"), label, src, 0.85))
        for m in _TITLE_AFTER_RE.finditer(text):
            g = "n" if m.group("n") else "k"
            s, e = m.span(g)
            if text.startswith(_THANKS, s):
                s += 2  # "谢谢周医生": thanks, then the name
            if s < e and not _no_name(text[s:e]) and text[s:e] not in ("高年资", "高年資"):
                # (a courtesy title names a patient or a relative as often: "許小姐", "張先生")
                lay = text[e:e + 3].lstrip(" \t").startswith(("先生", "小姐", "女士", "太太"))
                out.append(Span(s, e, "PATIENT_NAME" if lay else "CLINICIAN_NAME", src, 0.8))
        for m in _CHAT_SPEAKER_RE.finditer(text):
            out.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.75))
        out += _ja_ko_names(text, src)
        out += _zh_names(text, src)
        for m in _BESIDE_LATIN_RE.finditer(text):
            # (the romanised name before it: two to four short syllables or words, "CHAN Tsz Yin", not a drug's
            # name before a word, "Paracetamol,林業")
            cell = _CELL_BEFORE.search(text, max(0, m.start() - 48), m.start())
            if cell is not None and _ROMANISED_NAME.fullmatch(cell.group(1)) and all(
                    _CHINESE_SYLLABLE.fullmatch(w) for w in re.split(r"[ \t\-]", cell.group(1))) and not _no_name(
                    m.group("n")):
                out.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.75))
        for m in _ID_RE.finditer(text):
            out.append(Span(*m.span("v"), _ID_LABEL_OF[m.group("field")], src, 0.9))
        for m in _JA_CARD_RE.finditer(text):
            out += [Span(*m.span("s"), "HEALTH_PLAN_ID", src, 0.9), Span(*m.span("v"), "HEALTH_PLAN_ID", src, 0.9)]
        for m in _TW_LICENCE_RE.finditer(text):
            out.append(Span(m.start(), m.end(), "LICENSE_NUMBER", src, 0.9))
        for m in _DATE_RE.finditer(text):
            if text[m.start()] in "RHS1" and (_VERSION_BEFORE.search(text, max(0, m.start() - 12), m.start()) or
                                                _NUMBER_AFTER_DATE.match(text, m.end())):
                continue  # "版本 R1.2.3", "升级至 112.01.05 版", "培养 101.10.20 菌株": a version or a code
            if text[m.start()] in "RHS" and not (text[m.start()] == "R" and (_ERA_CONTEXT.search(text) or (
                    _DATE_FIELD_BEFORE.search(text, max(0, m.start() - 16), m.start())) or (
                    _WEEKDAY_OR_WESTERN_AFTER.match(text, m.end())))):
                continue  # (the era's letter alone only in a Reiwa-era record: "受診日 R6.6.4"; not "表 S2.1.4")
            out.append(Span(m.start(), m.end(), "DATE", src, 0.85))
        for rx in (_ZH_ADDRESS_RE, _JA_ADDRESS_RE, _KO_ADDRESS_RE):
            for m in rx.finditer(text):
                out += _address_parts(text, m, src)
        for m in _POSTCODE_RE.finditer(text):
            out.append(Span(*m.span("v"), "POSTCODE", src, 0.85))
        for m in _PHONE_RE.finditer(text):
            if sum(c.isdigit() for c in m.group("v")) >= 7:  # (not a model and a year: "手机 iPhone 13 (2022)")
                out.append(Span(*m.span("v"), "PHONE", src, 0.85))
        for m in _FACILITY_RE.finditer(text):
            g = "v" if m.group("v") else "k"
            v = m.group(g)
            stem = _KO_HEAD.sub("", v) if g == "k" else next((v[: -len(h)] for h in _HEADS if v.endswith(h)), v)
            if stem.lstrip(_ADMIN_LEVELS) in _GENERIC_NAMES or not stem.lstrip(_ADMIN_LEVELS) or any(
                    stem.startswith(w) for w in ("本", "该", "該", "我", "贵", "貴")) or stem.endswith("の") or (
                    _generic_end(stem)) or _common_word(stem, "ko" if g == "k" else "zh", 3.5) or any(
                    c in stem for c in "至在从從到与與及或的") or stem.endswith(_CITY_WORDS) or (
                    g == "v" and _common_word(stem, "ja", 3.5)):
                continue  # "本院", "该医院", "区人民医院", "대학병원", "東京都内の病院", "患者于当地医院", "透析センター":
                # no name of its own
            out.append(Span(*m.span(g), "FACILITY", src, 0.8))
        return out


def _colon_label(field: str) -> str:
    """Whom a field before a colon names: a relative ("父亲姓名", "患者授权委托人", "家属签名"), the patient ("患者姓名",
    "死者姓名", "姓名") or a member of staff ("谈话医师签名", "收费员")."""
    if any(w in field for w in ("家属", "家屬", "联系人", "聯絡人", "委托", "委託", "父", "母", "家长", "家長", "申领", "申領")):
        return "RELATIVE_NAME"
    if field in ("姓名", "患者", "病人") or any(w in field for w in ("患者姓名", "死者", "孕妇", "孕婦", "新生儿", "新生兒",
                                                                       "病人姓名", "患者签名", "患者簽名")):
        return "PATIENT_NAME"
    return "CLINICIAN_NAME"


def _zh_names(text: str, src: str) -> list[Span]:
    """Chinese names after a field's colon, inside a run before a title, and as a chat's speaker (round 80)."""
    out: list[Span] = []
    for m in _COLON_NAME_RE.finditer(text):
        n, field = m.group("n"), m.group("field")
        if n in _FORM_WORDS or n in _JA_NOT_NAMES or _no_name(n) or n.endswith(_ZH_TITLES):
            continue
        out.append(Span(*m.span("n"), _colon_label(field), src, 0.8))
    for m in _SPACED_TITLE_RE.finditer(text):
        n = m.group("n")
        if not (n in _FORM_WORDS or n in _JA_NOT_NAMES or _no_name(n) or _common_word(n, "ja", 3.5)):
            out.append(Span(*m.span("n"), "CLINICIAN_NAME", src, 0.75))
    for m in _EMBEDDED_TITLED_RE.finditer(text):
        g = "n" if m.group("n") else "s"
        if g == "n" and (_no_name(m.group(g)) or m.group(g) in ("高年资", "高年資") or m.group(g).startswith(_THANKS)):
            continue
        label = "PATIENT_NAME" if g == "s" or text.startswith(("先生", "小姐", "女士", "太太"), m.end("n")) else (
            "CLINICIAN_NAME")
        out.append(Span(*m.span(g), label, src, 0.75))
    for m in _ZH_SPEAKER_RE.finditer(text):
        chat = m.group("time") or m.group("latin") or m.group("kin") or _TIME_LINE_BEFORE.search(
            text, max(0, m.start() - 24), m.start())
        if chat and not _no_name(m.group("zh")):
            out.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.7))
    return out


def _overlapping(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match of ``rx``, one per starting point, though matches overlap: a match a check then rejects ("患者様
    ご家族" before "様") must not hide the name that starts inside it."""
    pos = 0
    while (m := rx.search(text, pos)) is not None:
        yield m
        pos = m.start() + 1


def _ja_ko_names(text: str, src: str) -> list[Span]:
    """Japanese and Korean names before their titles, after their roles and as a chat export's speakers (round 80)."""
    out: list[Span] = []
    for m in _overlapping(_JA_TITLED_RE, text):
        g = "n" if m.group("n") else "n2"
        n, t = m.group(g), m.group("t") or m.group("t2")
        # (no run of four kanji without a space, a word as often: "救急外来Dr"; a family name alone before "Dr"
        # after a space, or after it, a common one: "水野 Dr", "Dr 阿部", not "循環器 Dr.")
        strict = g == "n2" or (t in ("Dr", "Ns") and text[m.end("n")] in " \u3000")
        if _ja_ko_name_ok(n, strict=strict) and not (len(n) > 3 and " " not in n and "・" not in n):
            label = "CLINICIAN_NAME" if t in ("先生", "Dr", "Ns") else "PATIENT_NAME"
            out.append(Span(*m.span(g), label, src, 0.75))
    for m in _overlapping(_KO_TITLED_RE, text):
        if _ja_ko_name_ok(m.group("n"), strict=True):
            label = "PATIENT_NAME" if m.group("t") in ("님", "씨", "어르신", "보호자", "보호자님") else "CLINICIAN_NAME"
            out.append(Span(*m.span("n"), label, src, 0.75))
    for m in _overlapping(_JA_KO_ROLE_RE, text):
        n = m.group("n")
        # (a family name alone without the field's colon or bracket must be a common one: "受入医師 中島",
        # not "工夫 内容")
        if not _ja_ko_name_ok(n, strict=m.group("colon") is None) or n in _JA_KO_LABEL_OF:
            continue
        out.append(Span(*m.span("n"), _JA_KO_LABEL_OF[m.group("field")], src, 0.75))
    for m in _JA_KO_CHAT_RE.finditer(text):
        g = "k" if m.group("k") else "j"
        if _ja_ko_name_ok(m.group(g), strict=False):
            out.append(Span(*m.span(g), "PATIENT_NAME", src, 0.75))
    for m in _LATIN_TITLED_RE.finditer(text):
        out.append(Span(*m.span("n"), "CLINICIAN_NAME" if text.startswith("先生", m.end() - 2) else "PATIENT_NAME",
                        src, 0.7))
    return out


# words ending in 市 that name no city: a city, a supermarket, this city, a market
_CITY_WORDS = ("城市", "超市", "本市", "该市", "該市", "全市", "门市", "門市", "上市", "夜市", "股市")
_KO_COMMON_DISTRICTS = frozenset("경구 입구 출구 연구 요구 도구 기구 친구 가구 통구 구구".split())


def _ko_chain(m: re.Match[str]) -> bool:
    """A Korean chain names a district (not a word ending in 구: "경구", "입구") or a metropolitan city, and its house
    a number of two digits or a unit ("센텀중앙로 78", "창경궁로 35길 12, 502호"; not "필요시 주사로 1", "경구 투여로 2")."""
    dist, city, street = m.group("dist"), m.group("city"), m.group("street") or ""
    named = (dist is not None and dist not in _KO_COMMON_DISTRICTS) or (
        city is not None and city.endswith(("특별시", "광역시")))
    return named and (re.search(r"[0-9]{2}", street) is not None or street.endswith("호"))


def _address_parts(text: str, m: re.Match[str], src: str) -> list[Span]:
    """The city, the district and the street of an address chain that holds at least two of them (one part alone is
    as often a word: 城市, 超市, 地区, 경로)."""
    parts = [(g, m.span(g)) for g in ("city", "dist", "street") if m.group(g)]
    start = parts[0][1][0] if parts else m.start()
    if start > 0 and _ANY_CJK.match(text, start - 1) and not text.startswith(_ADDRESS_FIELDS, start) and not (
            _ADDRESS_FIELD_BEFORE.search(text, max(0, start - 12), start)) and text[start - 1] not in "省県都府道区區市":
        return []  # (inside a sentence's run: "患者常去超市和社区", not a chain of its own)
    if m.re is _KO_ADDRESS_RE and not _ko_chain(m):
        return []
    if any(c in m.group(g) for g, _ in parts if g != "street" for c in "和与與及或的") or (
            m.group("city") or "").endswith(_CITY_WORDS):
        return []  # (prose: "农村和城市社区", "研究覆盖市区和县区", "转至城市医院病区", "患者乘本市公交线路12号")
    if len(parts) < 2 and not (parts and parts[0][0] == "street" and _ADDRESS_FIELD_BEFORE.search(
            text, max(0, m.start() - 12), m.start())):
        return []
    out = []
    for g, (s, e) in parts:
        # (the field's own word is no part of the place: "地址上海市" is the field, then the city)
        for f in _ADDRESS_FIELDS:
            if text.startswith(f, s):
                s += len(f)
                break
        while s < e and text[s] in " \t:：":
            s += 1
        if g == "city":
            s = max(s, text.rfind("県", s, e) + 1, text.rfind("省", s, e) + 1)  # (a prefecture's or a province's
            # end inside a Chinese reading of a Japanese chain: "川県横浜市" is Kanagawa's end, then Yokohama)
        if e - s >= 2:
            label = {"city": "CITY", "dist": "COUNTY", "street": "STREET_ADDRESS"}[g]
            out.append(Span(s, e, label, src, 0.85))
    if "pc" in m.re.groupindex and m.group("pc"):
        out.append(Span(*m.span("pc"), "POSTCODE", src, 0.85))
    return out

