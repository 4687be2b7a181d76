"""What a sentence can say a thing *is*: attribute nouns, kinds of things and places, and value shapes.

General knowledge for the attribute frames (:mod:`memcli.distill.rules.frames_zh`,
:mod:`memcli.distill.rules.frames_en`), not phrases of any data set:

* **attribute nouns** — the words a language uses to name a property of a
  person (邮箱, 身高, 老家, 单位, 学历 / email, height, hometown, employer …),
  each mapped to the user's profile slot and to the attribute of another
  person, with the *shape* its value must have (a place, an organisation, a
  number with a unit, a date, an e-mail address …). A frame fires only when
  the value has that shape, which is what keeps it precise.
* **kinds of things and places** — head nouns (手机, 运动鞋, 冰箱, 口红 / phone,
  sneakers, fridge; 小区, 公园, 商场 / park, mall) mapped to the belongings or
  places slot they belong to. A noun the table does not know is resolved by
  its last characters (唇膏 ends like 膏 → cosmetics) and otherwise kept under
  ``other``.
* **value shapes** — parsers that take the text after a frame and return the
  value in it, or nothing when it is not of the expected shape.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memcli.distill import lexicon as L

CJK = "\u4e00-\u9fff"


@dataclass(frozen=True)
class Attribute:
    """A property a sentence can name: which slot (the user's) and attribute (another person's) it fills."""

    key: str
    topic: str
    sub: str
    person: str  # the people index's attribute
    shape: str  # name | place | org | workplace | job | degree | date | age | height | weight | email | phone | items | text
    zh: tuple[str, ...]
    en: tuple[str, ...]


ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute("name", "basic_info", "name", "name", "name", ("名字", "姓名", "全名", "大名"), ("name", "full name")),
    Attribute("nickname", "basic_info", "nickname", "nickname", "name", ("小名", "昵称", "外号", "绰号", "英文名", "乳名"),
              ("nickname",)),
    Attribute("age", "basic_info", "age", "age", "age", ("年龄", "岁数", "年纪"), ("age",)),
    Attribute("birthday", "basic_info", "birthday", "birthday", "date", ("生日", "出生日期", "生辰"), ("birthday", "date of birth")),
    Attribute("height", "basic_info", "height", "height", "height", ("身高", "个子", "个头"), ("height",)),
    Attribute("weight", "basic_info", "weight", "weight", "weight", ("体重",), ("weight",)),
    Attribute("hometown", "basic_info", "hometown", "hometown", "place", ("老家", "家乡", "籍贯", "故乡", "祖籍", "出生地"),
              ("hometown", "home town", "birthplace")),
    Attribute("location", "basic_info", "location", "residence", "place", ("住址", "家庭住址", "居住地", "现居地", "所在城市"),
              ("address", "home address", "current city")),
    Attribute("email", "contact", "email", "email", "email", ("邮箱地址", "电子邮箱", "邮件地址", "邮箱", "电邮"),
              ("email", "e-mail", "email address", "e-mail address")),
    Attribute("phone", "contact", "phone", "phone", "phone", ("联系电话", "手机号码", "电话号码", "手机号", "电话", "联系方式"),
              ("phone number", "phone", "mobile number", "cell number", "number")),
    Attribute("company", "work", "company", "workplace", "workplace", ("工作单位", "所在单位", "单位", "公司", "东家"),
              ("employer", "company", "workplace")),
    Attribute("work_location", "work", "location", "workplace", "workplace",
              ("工作地点", "工作地", "工作的地方", "上班的地方", "办公地点", "工作城市", "上班地点"), ("office",)),
    Attribute("title", "work", "title", "job", "job", ("职业", "职位", "岗位", "工种", "职务", "头衔", "工作"),
              ("job", "occupation", "profession", "job title", "title", "role")),
    Attribute("degree", "education", "degree", "education", "degree", ("最高学历", "学历", "教育背景", "文化程度"),
              ("degree", "education", "highest degree")),
    Attribute("school", "education", "school", "school", "org", ("母校", "毕业院校", "学校"), ("school", "university", "college", "alma mater")),
    Attribute("major", "education", "major", "major", "text", ("专业",), ("major",)),
    Attribute("hobbies", "interest", "hobbies", "likes", "items", ("兴趣爱好", "业余爱好", "爱好", "兴趣", "嗜好"),
              ("hobby", "hobbies", "pastime", "pastimes")),
)
BY_ZH: dict[str, Attribute] = {w: a for a in ATTRIBUTES for w in a.zh}
BY_EN: dict[str, Attribute] = {w: a for a in ATTRIBUTES for w in a.en}


# --- kinds of things and places ---------------------------------------------------------------

THING_KINDS_ZH: dict[str, str] = {
    "手机": "phone", "智能手机": "phone",
    "电脑": "computer", "笔记本": "computer", "笔记本电脑": "computer", "台式机": "computer", "平板": "tablet", "平板电脑": "tablet",
    "车": "car", "汽车": "car", "轿车": "car", "电动车": "car", "摩托车": "car", "自行车": "bike", "单车": "bike", "山地车": "bike",
    "鞋": "shoes", "鞋子": "shoes", "运动鞋": "shoes", "跑鞋": "shoes", "球鞋": "shoes", "皮鞋": "shoes", "靴子": "shoes",
    "相机": "camera", "单反": "camera", "手表": "watch", "智能手表": "watch", "耳机": "headphones", "音箱": "headphones",
    "包": "bag", "背包": "bag", "书包": "bag", "钱包": "bag", "行李箱": "bag",
    "家电": "appliance", "电器": "appliance", "冰箱": "appliance", "空调": "appliance", "洗衣机": "appliance", "电视": "appliance",
    "电视机": "appliance", "电饭煲": "appliance", "洗碗机": "appliance", "微波炉": "appliance", "烤箱": "appliance",
    "空气净化器": "appliance", "净化器": "appliance", "扫地机器人": "appliance", "吸尘器": "appliance", "热水器": "appliance",
    "吹风机": "appliance", "咖啡机": "appliance", "加湿器": "appliance", "电风扇": "appliance", "风扇": "appliance",
    "美妆": "cosmetics", "美妆产品": "cosmetics", "美妆品": "cosmetics", "化妆品": "cosmetics", "护肤品": "cosmetics",
    "口红": "cosmetics", "唇膏": "cosmetics", "面霜": "cosmetics", "精华": "cosmetics", "精华液": "cosmetics", "香水": "cosmetics",
    "洗面奶": "cosmetics", "粉底": "cosmetics", "粉底液": "cosmetics", "遮瑕膏": "cosmetics", "眼霜": "cosmetics",
    "防晒霜": "cosmetics", "面膜": "cosmetics", "爽肤水": "cosmetics", "喷雾": "cosmetics", "精油": "cosmetics",
    "洗发水": "cosmetics", "护发素": "cosmetics",
    "衣服": "clothing", "外套": "clothing", "裙子": "clothing", "大衣": "clothing", "羽绒服": "clothing",
    "乐器": "instrument", "吉他": "instrument", "钢琴": "instrument", "电子琴": "instrument", "小提琴": "instrument",
    "大提琴": "instrument", "尤克里里": "instrument", "古筝": "instrument", "二胡": "instrument", "琵琶": "instrument",
    "架子鼓": "instrument", "贝斯": "instrument", "萨克斯": "instrument", "笛子": "instrument", "口琴": "instrument",
    "游戏机": "console", "主机": "console", "眼镜": "glasses", "隐形眼镜": "glasses",
}
# the last characters of a name say its kind when the whole noun is not known (遮瑕膏 → 膏)
THING_TAILS_ZH: dict[str, str] = {
    "机": "appliance", "器": "appliance", "煲": "appliance", "箱": "appliance", "膏": "cosmetics", "霜": "cosmetics",
    "乳": "cosmetics", "露": "cosmetics", "液": "cosmetics", "水": "cosmetics", "油": "cosmetics", "鞋": "shoes",
    "表": "watch", "车": "car", "琴": "instrument", "包": "bag", "衣": "clothing", "裙": "clothing",
}
THING_KINDS_EN: dict[str, str] = {
    "phone": "phone", "smartphone": "phone", "cellphone": "phone", "mobile": "phone",
    "laptop": "computer", "computer": "computer", "notebook": "computer", "desktop": "computer", "macbook": "computer",
    "tablet": "tablet", "ipad": "tablet", "car": "car", "truck": "car", "motorbike": "car", "motorcycle": "car", "scooter": "car",
    "bike": "bike", "bicycle": "bike", "shoes": "shoes", "sneakers": "shoes", "running shoes": "shoes", "trainers": "shoes",
    "boots": "shoes", "camera": "camera", "watch": "watch", "smartwatch": "watch", "headphones": "headphones",
    "earbuds": "headphones", "speaker": "headphones", "bag": "bag", "backpack": "bag", "fridge": "appliance",
    "refrigerator": "appliance", "tv": "appliance", "television": "appliance", "washing machine": "appliance",
    "dishwasher": "appliance", "microwave": "appliance", "vacuum": "appliance", "air purifier": "appliance",
    "rice cooker": "appliance", "coffee machine": "appliance", "espresso machine": "appliance", "lipstick": "cosmetics",
    "perfume": "cosmetics", "moisturizer": "cosmetics", "moisturiser": "cosmetics", "serum": "cosmetics",
    "foundation": "cosmetics", "sunscreen": "cosmetics", "guitar": "instrument", "piano": "instrument",
    "keyboard": "instrument", "violin": "instrument", "cello": "instrument", "ukulele": "instrument", "drum kit": "instrument",
    "console": "console", "glasses": "glasses", "e-reader": "tablet", "kindle": "tablet",
}
# verbs of a relative clause (我穿的…, 我住的…) and the slot family their head noun belongs to
USE_VERBS_ZH = ("使用", "在用", "常用", "用", "穿", "戴", "开", "骑", "背", "买", "入手", "弹")
# without a head noun (我用的是…) only these say the thing is the user's own
OWN_VERBS_ZH = ("使用", "在用", "常用", "用", "穿", "戴", "开", "骑")
LIVE_VERBS_ZH = ("住", "居住")
VISIT_VERBS_ZH = ("去参观", "参观", "游览", "路过", "经过", "逛", "去过", "去", "到过", "玩")
FREQUENT_VERBS_ZH = ("常去", "经常去", "最常去", "每周都去", "平时去")
LIKE_VERBS_ZH = ("最喜欢", "喜欢", "最爱", "中意", "钟爱", "偏爱")
# head nouns that name a place, and the places sub-slot when the verb does not decide it
PLACE_KINDS_ZH: dict[str, str] = {
    "小区": "home", "家": "home", "公寓": "home", "房子": "home", "宿舍": "home",
    "公园": "visited", "景区": "visited", "景点": "visited", "商场": "visited", "购物中心": "visited", "超市": "visited",
    "医院": "visited", "博物馆": "visited", "美术馆": "visited", "图书馆": "visited", "餐厅": "visited", "饭店": "visited",
    "餐馆": "visited", "咖啡馆": "visited", "咖啡店": "visited", "书店": "visited", "酒吧": "visited", "商店": "visited",
    "店": "visited", "广场": "visited", "寺庙": "visited", "寺": "visited", "游乐园": "visited", "动物园": "visited",
    "植物园": "visited", "海滩": "visited", "学校": "visited", "健身房": "gym", "游泳馆": "gym", "体育馆": "gym",
    "地方": "visited", "城市": "visited", "村": "visited", "古镇": "visited", "山": "visited", "湖": "visited",
}
# the last characters of a named place (大悦城, 民俗文化村, 莲花山公园): a proper name ends in one of these
PLACE_TAILS_ZH = (
    "购物中心", "游乐园", "动物园", "植物园", "博物馆", "美术馆", "图书馆", "体育馆", "游泳馆", "健身房", "咖啡馆", "咖啡店",
    "公园", "景区", "商场", "广场", "医院", "花园", "家园", "小区", "大厦", "中心", "寺", "庙", "宫", "塔", "山", "湖", "岛",
    "村", "镇", "城", "街", "路", "桥", "湾", "谷", "馆", "院", "园", "苑", "港", "站", "坊", "楼", "窗",
)
PLACE_KINDS_EN: dict[str, str] = {
    "apartment": "home", "flat": "home", "building": "home", "complex": "home", "neighbourhood": "home",
    "neighborhood": "home", "park": "visited", "museum": "visited", "mall": "visited", "restaurant": "visited",
    "cafe": "visited", "café": "visited", "coffee shop": "visited", "bar": "visited", "pub": "visited",
    "bookshop": "visited", "bookstore": "visited", "beach": "visited", "gym": "gym", "pool": "gym", "studio": "gym",
}

INSTRUMENTS_ZH = (
    "尤克里里", "电子琴", "小提琴", "大提琴", "中提琴", "手风琴", "架子鼓", "萨克斯风", "萨克斯", "单簧管", "双簧管", "长笛",
    "吉他", "电吉他", "钢琴", "古筝", "二胡", "琵琶", "笛子", "箫", "口琴", "贝斯", "竖琴", "小号", "长号", "圆号", "马林巴",
    "扬琴", "葫芦丝", "鼓",
)
INSTRUMENTS_EN = (
    "acoustic guitar", "electric guitar", "bass guitar", "double bass", "french horn", "drum kit", "guitar", "piano",
    "violin", "viola", "cello", "ukulele", "bass", "drums", "saxophone", "sax", "flute", "clarinet", "oboe", "bassoon",
    "trumpet", "trombone", "tuba", "harp", "harmonica", "accordion", "banjo", "mandolin", "keyboard", "keyboards",
    "synthesizer", "synth", "erhu", "guzheng", "pipa", "marimba", "xylophone", "recorder",
)
# instrument verbs: 弹 (plucked/keyed), 拉 (bowed), 吹 (wind), 打 (drums)
INSTRUMENT_VERBS_ZH = ("弹", "拉", "吹", "打", "敲")

DEGREES_ZH = ("博士后", "博士", "硕士", "研究生", "本科", "大专", "专科", "中专", "职高", "高中", "初中", "小学", "MBA")
DEGREE_CANON_ZH = {"研究生": "硕士"}


def thing_kind_zh(noun: str | None, value: str = "") -> str:
    """The belongings sub-slot of a head noun (运动鞋 → shoes), else of the value's own last characters."""
    for text in (noun or "", value):
        if not text:
            continue
        for n in sorted(THING_KINDS_ZH, key=len, reverse=True):
            if text.endswith(n):
                return THING_KINDS_ZH[n]
        if text is noun:
            for tail, kind in THING_TAILS_ZH.items():
                if text.endswith(tail):
                    return kind
    return "other"


def thing_kind_en(noun: str) -> str:
    low = noun.lower().strip()
    for n in sorted(THING_KINDS_EN, key=len, reverse=True):
        if low == n or low.endswith(" " + n) or low.endswith(n + "s"):
            return THING_KINDS_EN[n]
    return "other"


# 家 after a field names a person who practises it (作家, 画家, 音乐家), not a home
_ZH_PRACTITIONER = re.compile(r"(?:作|画|专|音乐|科学|艺术|钢琴|小提琴|摄影|书法|歌唱|舞蹈|作曲|评论|企业|政治|收藏|美食|探险|思想|哲学|"
                              r"文学|小说|史学|数学|物理学|化学|经济学|社会学|心理学|教育|雕塑|漫画|插画|演奏|批评|军事|外交|"
                              r"理论|发明|实业|慈善|冒险|旅行|银行|剧作|散文|诗|画|美术)家$")


def place_kind_zh(noun: str | None) -> str | None:
    if not noun or _ZH_PRACTITIONER.search(noun):
        return None
    for n in sorted(PLACE_KINDS_ZH, key=len, reverse=True):
        if noun.endswith(n):
            return PLACE_KINDS_ZH[n]
    return None


def named_place_zh(text: str) -> bool:
    """A proper place name: a name part of two or more characters and a place tail (莲花山公园, 大悦城)."""
    if not re.fullmatch(f"[{CJK}A-Za-z0-9]+", text):
        return False
    for tail in sorted(PLACE_TAILS_ZH, key=len, reverse=True):
        if text.endswith(tail):
            head = text[: len(text) - len(tail)]
            need = 1 if len(tail) >= 2 else 2  # 人民公园, 大悦城 — not 公园 or 城 alone
            return len(head) >= need and not head.startswith(("这", "那", "哪", "一", "我", "你", "他", "她", "某", "每", "个", "趟"))
    return False


# --- value shapes ------------------------------------------------------------------------------

_TRAIL_ZH = re.compile(r"(?:那边|这边|那块儿?|这块儿?|那一带|一带|附近|那儿|这儿|的人|人|的|呢|啊|呀|哦|啦|了|吧|哈)+$")
_LEAD_ZH = re.compile(r"^(?:是在|是|在|于|叫做|叫|为|就是|大概是|差不多|只有|才|已经|都|有|：|:|\s)+")
_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[\w\-\u4e00-\u9fff]+(?:\.[\w\-\u4e00-\u9fff]+)+")
_PHONE = re.compile(r"\+?\d[\d \-]{5,18}\d")
_HEIGHT = re.compile(r"(?P<n>\d(?:\.\d{1,2})?|\d{2,3}(?:\.\d)?)\s*(?P<u>厘米|公分|cm|CM|米|m)(?![a-z])|(?P<m>一米[一二三四五六七八九\d]{1,2})")
_WEIGHT = re.compile(r"(?P<n>\d{2,3}(?:\.\d)?)\s*(?P<u>公斤|千克|kg|KG|斤|磅|lbs?)")
_ZH_DATE = re.compile(r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]|(?P<iso>\d{4}-\d{1,2}-\d{1,2})")
_ZH_NUM = re.compile(r"(?P<n>\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:周)?岁")


def strip_value_zh(raw: str) -> str:
    v = _LEAD_ZH.sub("", raw.strip())
    v = v.strip("“”\"'「」《》 ")
    return v


def place_value_zh(raw: str) -> str | None:
    """广东深圳 / 重庆的 / 深圳那边 → the place; None for something that is not one."""
    v = _TRAIL_ZH.sub("", strip_value_zh(raw))
    v = re.sub(r"^(?:中国|咱们|我们)?", "", v)
    if not (2 <= len(v) <= 12) or not re.fullmatch(f"[{CJK}]+|[A-Z][A-Za-z .'\\-]{{1,30}}", v):
        return None
    if v.startswith(("这", "那", "哪", "一个", "一家", "我", "你", "他", "她", "什么", "某")) or v in L.NAME_STOP:
        return None
    if v in ("家里", "家", "公司", "单位", "老家", "外地", "本地", "附近"):
        return None
    return v


def is_place_name_zh(v: str) -> bool:
    """A city, province or country (not an employer): the gazetteer, or an administrative suffix, or province + city."""
    if v in L.ZH_PLACES or v.endswith(("省", "市", "县", "区", "州", "镇", "乡")) and not v.endswith(L.ZH_COMPANY_HINTS):
        return True
    return any(v.startswith(p) and (v[len(p):] in L.ZH_PLACES or len(v) - len(p) in (2, 3) and not _NOT_IN_NAME.search(v[len(p):]))
               for p in L.ZH_PROVINCES) and not v.endswith(L.ZH_COMPANY_HINTS)


# words that name no city after a province (上海有工作 is a province and a clause, 广东佛山 a province and a city)
_NOT_IN_NAME = re.compile(r"[有是在的了和跟去来做住]|工作|上班")


def org_value_zh(raw: str) -> str | None:
    v = _TRAIL_ZH.sub("", strip_value_zh(raw)) if not raw.rstrip().endswith(("人",)) else strip_value_zh(raw).rstrip("的呢啊呀")
    v = re.sub(r"^(?:一家|一个|一所|家)", "", v)
    if not (2 <= len(v) <= 24) or v.startswith(("这", "那", "哪", "我", "你", "他", "她", "什么", "某")):
        return None
    if v in ("公司", "单位", "学校", "医院", "家里", "家"):
        return None
    return v


def degree_value_zh(raw: str) -> str | None:
    for d in DEGREES_ZH:
        if d in raw:
            return DEGREE_CANON_ZH.get(d, d)
    return None


def date_value_zh(raw: str) -> str | None:
    m = _ZH_DATE.search(raw)
    if not m or m.start() > 3:
        return None
    if m.group("iso"):
        y, mo, d = (int(x) for x in m.group("iso").split("-"))
        return f"{y:04d}-{mo:02d}-{d:02d}"
    mo, d = int(m.group("m")), int(m.group("d"))
    if not (1 <= mo <= 12 and 1 <= d <= 31):
        return None
    if m.group("y"):
        return f"{int(m.group('y')):04d}-{mo:02d}-{d:02d}"
    return f"{mo}月{d}日"


def height_value(raw: str) -> str | None:
    m = _HEIGHT.search(raw)
    if not m or m.start() > 4:
        return None
    if m.group("m"):
        return m.group("m")
    n, unit = m.group("n"), m.group("u")
    if unit in ("米", "m") and "." not in n:
        return None
    num = float(n)
    cm = num * 100 if unit in ("米", "m") else num
    if not 40 <= cm <= 250:
        return None
    return f"{n}{'cm' if unit.lower() in ('cm', '厘米', '公分') else unit}"


def weight_value(raw: str) -> str | None:
    m = _WEIGHT.search(raw)
    if not m or m.start() > 4:
        return None
    return f"{m.group('n')}{m.group('u')}"


def email_value(raw: str) -> str | None:
    m = _EMAIL.search(raw)
    return m.group(0).rstrip(".") if m and m.start() <= 4 else None


def phone_value(raw: str) -> str | None:
    m = _PHONE.search(raw)
    if not m or m.start() > 4:
        return None
    digits = re.sub(r"\D", "", m.group(0))
    return m.group(0).strip() if 7 <= len(digits) <= 15 else None


def age_value_zh(raw: str) -> int | None:
    from memcli.distill.relative_dates import cn_number

    m = _ZH_NUM.search(raw)
    if not m or m.start() > 3:
        return None
    n = cn_number(m.group("n"))
    return n if n is not None and 0 < n < 120 else None


def job_value_zh(raw: str) -> str | None:
    v = _TRAIL_ZH.sub("", strip_value_zh(raw))
    v = re.sub(r"^(?:一名|一个|一位|个|名|位|当|做|干)", "", v)
    v = re.sub(r"(?:这行|这一行|工作|的工作|一职)$", "", v)
    if not (2 <= len(v) <= 12) or v.startswith(("很", "挺", "不", "没", "这", "那", "什么", "我", "你", "他", "她")):
        return None
    if not re.fullmatch(f"[{CJK}A-Za-z /]+", v):
        return None
    return v


_BRAND_OF = re.compile(rf"^(?P<brand>[{CJK}A-Za-z0-9\-]{{1,8}})的(?P<thing>[{CJK}A-Za-z0-9\-]{{2,16}})$")


def brand_product(v: str) -> str:
    """松下的空气净化器 → 松下空气净化器: a maker's name and the thing it made are one name."""
    m = _BRAND_OF.match(v)
    if m and thing_kind_zh(None, m.group("thing")) != "other":
        return m.group("brand") + m.group("thing")
    return v
