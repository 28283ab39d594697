"""Records in Chinese, Japanese or Korean script: names after their field or before a title, ids after their field,
address chains, hospitals by their head word, month-and-day and Republic of China dates (round 61)."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.cjk import CjkRecordRecognizer

REC = CjkRecordRecognizer()


def _found(text: str) -> set[tuple[str, str]]:
    return {(s.label, text[s.start : s.end]) for s in REC.analyze(Doc(text))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # names after a field or a role, before a title, and a chat's speaker
        ("病案号 Record No.: 1608823  姓名 杨德华   性别 男", ("PATIENT_NAME", "杨德华")),
        ("联系人 杨雪   关系 女儿", ("RELATIVE_NAME", "杨雪")),
        ("科主任 何敏   主任医师 吴刚   主治医师 邓晓燕", ("CLINICIAN_NAME", "邓晓燕")),
        ("判定医 Physician: 佐藤 健一 (Dr. K. Sato)   保健師: 中村 あゆみ", ("CLINICIAN_NAME", "中村 あゆみ")),
        ("2024-05-28 08:05  周医生 Dr Zhou (ICU): 家属您好", ("CLINICIAN_NAME", "周")),
        ("담당 교수님은 윤재석 교수님이세요.", ("CLINICIAN_NAME", "윤재석")),
        ("간호사 한소희, 오전 9:02 : 안녕하세요", ("CLINICIAN_NAME", "한소희")),
        ("2024-05-28 08:02  李小红 Lucy: 护士说今天上午查房", ("PATIENT_NAME", "李小红")),
        # ids after their field
        ("收到. 住院号 0608821, 身份证 310101195502183226", ("MRN", "0608821")),
        ("收到. 住院号 0608821, 身份证 310101195502183226", ("OTHER_ID", "310101195502183226")),
        ("医保号 GZ4401061187503      门诊号 M0029184736", ("MRN", "M0029184736")),
        ("健保卡號 NHI card: 000012837465 地址", ("HEALTH_PLAN_ID", "000012837465")),
        ("保険者番号        : 06130471   記号 4102 番号 883", ("HEALTH_PLAN_ID", "883")),
        ("감사합니다! 환자번호 20817734 맞죠?", ("MRN", "20817734")),
        ("醫師證書 License: 醫字第038271號  開立日期", ("LICENSE_NUMBER", "醫字第038271號")),
        # dates
        ("Coronary angiography on 3月7日 showed 85% stenosis", ("DATE", "3月7日")),
        ("出生日期 DOB: 民國78年04月19日 (1989-04-19)", ("DATE", "民國78年04月19日")),
        ("急診 ER        113/02/17   住院 Admitted", ("DATE", "113/02/17")),
        ("受診日 Exam date : 令和6年5月22日\nReport issued R6.6.4. Version 2.1 of template", ("DATE", "R6.6.4")),
        ("2024년 3월 17일 일요일 민지, 오후 2:14 : 아빠 수술", ("DATE", "3월 17일")),
        # addresses
        ("现住址 四川省成都市武侯区玉林南路18号3栋2单元601   电话 13880412276", ("STREET_ADDRESS", "玉林南路18号3栋2单元601")),
        ("现住址 四川省成都市武侯区玉林南路18号3栋2单元601   电话 13880412276", ("CITY", "成都市")),
        ("现住址 四川省成都市武侯区玉林南路18号3栋2单元601   电话 13880412276", ("COUNTY", "武侯区")),
        ("现住址 四川省成都市武侯区玉林南路18号3栋2单元601   电话 13880412276", ("PHONE", "13880412276")),
        ("住所 : 〒231-0023 神奈川県横浜市中区山下町2丁目14番地5 グランメゾン山下 704号", ("CITY", "横浜市")),
        ("주소 부산광역시 해운대구 센텀중앙로 78, 센텀그린타워 1503호 (48059) 연락처", ("STREET_ADDRESS", "센텀중앙로 78, 센텀그린타워 1503호")),
        ("주소 부산광역시 해운대구 센텀중앙로 78, 센텀그린타워 1503호 (48059) 연락처", ("POSTCODE", "48059")),
        ("电话 13880412276   邮编 610041 工作单位", ("POSTCODE", "610041")),
        ("보호자: 김민정 (딸)", ("RELATIVE_NAME", "김민정")),
        ("東京都新宿区西新宿2丁目8番1号", ("STREET_ADDRESS", "西新宿2丁目8番1号")),
        ("医療機関名      聖マリアンナ医科大学病院", ("FACILITY", "聖マリアンナ医科大学病院")),
        ("Op: tonsillectomy, R6.7.18 (=2024.7.18), OR 6 医師", ("DATE", "R6.7.18")),
        ("면허번호 제 54321호", ("LICENSE_NUMBER", "54321")),
        # hospitals
        ("Peking Union Medical College Hospital (北京协和医院), Dongdan campus", ("FACILITY", "北京协和医院")),
        ("实施機関          : みなとみらい健診クリニック (Tel 045-227-6810)", ("FACILITY", "みなとみらい健診クリニック")),
        ("안녕하세요 보호자님, 삼성서울병원 외과 병동입니다", ("FACILITY", "삼성서울병원")),
    ],
)
def test_finds(text: str, want: tuple[str, str]) -> None:
    assert want in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Dear Dr Smith, the patient was seen on 12/03/2024 in clinic.",  # no CJK script at all: nothing runs
        "환자안전 보고서 / PATIENT SAFETY REPORT",  # a compound after the patient's word, no colon
        "응급실 환자 인계 / ED HANDOVER",
        "本院医院感染管理科 / 该医院 / 综合医院",  # the writer's own and generic hospitals
        "城市居民医疗保险, 超市购物, 地区医院",  # single parts of a chain are words
        "每日1次, 3次/日, 血压 138/86 mmHg, 12床",  # counts, readings and a bed
        "3号楼 8楼 12床, 17号床",  # a building, a floor and a bed without a street
        "国际医疗中心 门诊病历",  # a department
        "城市道路交通事故, 市区医院转入",  # a hospital of the city's level, no name of its own
        "区人民医院转入 / 대학병원 전원 / 東京都内の病院",
        "版本 R1.2.3 更新",  # a version, no Reiwa date
        "联系人 关系 女儿",  # a form's next fields after a name's field
        "姓名 性别 年龄",
        # round 61 (review): words after a field or before a title that start with a surname, Korean verbs and
        # departments, years after an id's field, versions and section numbers, prose around 市/区/路, generic
        # hospitals inside a sentence
        "调配 石膏", "核对 金额", "审核 高危", "责任护士 白班", "调配 林格液",
        "간호사 방문함", "보호자 연락됨", "주치의 변경됨", "담당의 소견서 첨부",
        "担当医 内科 外来", "薬剤師 疑義 照会",
        "向主任汇报病情。", "于护士站登记。", "高年资医生查看患者。", "주치의 교수님 회진 예정", "신경과 교수님 협진",
        "病案号：2023年度", "统一编号 2301", "記号 1001",
        "版本 113.08.30 已部署到测试环境", "升级至 112.01.05 版后问题解决", "表 S2.1.4 に示す", "見出し H1.2.3 の書式",
        "农村和城市社区居民均纳入研究。", "患者乘本市公交线路12号车来院。", "필요시 주사로 1", "경구 투여로 2",
        "患者于当地医院就诊", "建议转上级医院", "既往曾入住精神病院", "近くのクリニック", "透析センターへ移動",
        "동네의원 방문", "국회의원 면담", "手机 iPhone 13 (2022) 无法接收提醒",
    ],
)
def test_leaves_look_alikes(text: str) -> None:
    assert _found(text) == set()


def test_thanks_are_no_part_of_a_name_before_a_title() -> None:
    assert _found("谢谢周医生！Will she be moved out of ICU today?") == {("CLINICIAN_NAME", "周")}


def test_a_chain_needs_two_parts_or_its_field() -> None:
    assert _found("路线 12号") == set()
    assert ("STREET_ADDRESS", "龙口西路 55号 702房") in _found("住址/电话: 天河区龙口西路 55号 702房  020-8752 3091")


# round 80 (round 79's Japanese and Korean records): names before their titles, after their roles and as a chat
# export's speakers; the roles, kin words, offices and particles that stand where a name would are left
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("依頼医：上田 先生", ("CLINICIAN_NAME", "上田")),
        ("IC（Dr 阿部・MSW 工藤）の予定を伝達", ("CLINICIAN_NAME", "阿部")),
        ("IC（Dr 阿部・MSW 工藤）の予定を伝達", ("CLINICIAN_NAME", "工藤")),
        ("救急外来 新垣Dr に連絡済", ("CLINICIAN_NAME", "新垣")),
        ("主治医の吉武先生に今連絡しますね", ("CLINICIAN_NAME", "吉武")),
        ("当番のグエンさん（男性看護師）が伺います", ("PATIENT_NAME", "グエン")),
        ("患者名：菊地 とし子 様　（S10.7.21生）", ("PATIENT_NAME", "菊地 とし子")),
        ("ヘルパー：ケアステーションみやぎの Pham さん（ベトナム出身）", ("PATIENT_NAME", "Pham")),
        ("引継者 看護師 Santos（署名）　医師 中島 恭平", ("CLINICIAN_NAME", "Santos")),
        ("引継者 看護師 Santos（署名）　医師 中島 恭平", ("CLINICIAN_NAME", "中島 恭平")),
        ("主治医：小野寺 亮　／　記載：金 裕美（専攻医）", ("CLINICIAN_NAME", "小野寺 亮")),
        ("11:15 PT（荒井）介入：端坐位保持 5分可。", ("CLINICIAN_NAME", "荒井")),
        ("【記録者】宮本 ナディア", ("CLINICIAN_NAME", "宮本 ナディア")),
        ("12月26日 午後、施設看護師 菅原 より呼吸停止の連絡あり", ("CLINICIAN_NAME", "菅原")),
        ("隊長：消防司令補 細井 拓　隊員：武藤、機関員：平良", ("CLINICIAN_NAME", "平良")),
        ("[박지현] [오전 9:20] 아 네 선생님 ㅠㅠ 감사합니다", ("PATIENT_NAME", "박지현")),
        ("09:02\t中村 知美\tおはようございます", ("PATIENT_NAME", "中村 知美")),
        ("010-9915-2047(배우자 한미경 님)", ("RELATIVE_NAME", "한미경")),
        ("안녕하세요 보호자님~ 3병동 간호사 김하늘입니다.", ("CLINICIAN_NAME", "김하늘")),
        ("작성자 서명 : 유재성        확인 : 팀장 엄현주", ("CLINICIAN_NAME", "엄현주")),
        ("주치의 : 황보 영진 교수  /  전공의 : R2 모지훈", ("CLINICIAN_NAME", "황보 영진")),
        ("주치의 : 황보 영진 교수  /  전공의 : R2 모지훈", ("CLINICIAN_NAME", "모지훈")),
    ],
)
def test_finds_japanese_and_korean_names_by_title_role_and_chat(text: str, want: tuple[str, str]) -> None:
    assert want in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "次女様へ 明日の予定を伝達", "患者様 ご家族様 看護師さん", "ケアマネさんから電話", "多摩川市民病院　病院長　殿",
        "地域医療連携室 ご担当者様", "Aurora 循環器 Dr. Akira", "通訳：監理団体 関西アジア", "工夫 内容を確認",
        "担当：外来", "확인 방법이 없다", "보호자 연락처 010", "자세한 설명은 원장님이 오후에",
    ],
)
def test_leaves_roles_kin_offices_and_particles_before_titles(text: str) -> None:
    assert not {v for lab, v in _found(text) if lab.endswith("_NAME")}


# round 80 (Chinese records): a name of any surname after a field's colon, inside a run before a title, after a
# space before a title, as a chat's speaker; kin before a name
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("主治医师：李 航        住院医师", ("CLINICIAN_NAME", "李 航")),
        ("死者姓名：涂桂英      性别：女", ("PATIENT_NAME", "涂桂英")),
        ("患者：艾力·买买提 (Ali Memet)", ("PATIENT_NAME", "艾力·买买提")),
        ("家长：父 农国强（在东莞打工）", ("RELATIVE_NAME", "农国强")),
        ("谈话医师签名：边巴       见证人：央金（护士）", ("CLINICIAN_NAME", "边巴")),
        ("手术医师：边巴 主治医师 / 王卫东 主任医师", ("CLINICIAN_NAME", "王卫东")),
        ("请内分泌科马丽娟副主任医师会诊", ("CLINICIAN_NAME", "马丽娟")),
        ("平日由长子林志明先生每週探視", ("PATIENT_NAME", "林志明")),
        ("护工王阿姨联系方式", ("PATIENT_NAME", "王")),
        ("收到 謝謝許小姐 辛苦了", ("PATIENT_NAME", "許")),
        ("[18/11/2023, 10:02:15] Leung Siu Fong 梁太: 你好", ("PATIENT_NAME", "梁")),
        ("08:15\n钱斌（儿子）：收到，谢谢", ("PATIENT_NAME", "钱斌")),
        ("12:10 張志偉(兒子): 謝謝Dewi", ("PATIENT_NAME", "張志偉")),
        ("告知家属(儿子马建国)", ("RELATIVE_NAME", "马建国")),
    ],
)
def test_finds_chinese_names_by_colon_title_and_speaker(text: str, want: tuple[str, str]) -> None:
    assert want in _found(text)


@pytest.mark.parametrize("text", ["护士长辛苦了🌹", "科室 主任 查房", "值班 医生 已到", "姓名：性别", "高年资医生查看"])
def test_leaves_chinese_words_before_titles(text: str) -> None:
    assert not {v for lab, v in _found(text) if lab.endswith("_NAME")}


def test_a_chinese_speaker_needs_a_chat_line() -> None:
    assert ("PATIENT_NAME", "钱斌") in _found("09:02\n钱斌：请问需要带什么")
    assert not {v for lab, v in _found("謝礼：1回 5,000円\n平日午後は電話不可") if lab.endswith("_NAME")}
