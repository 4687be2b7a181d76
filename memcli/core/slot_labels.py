"""The profile slots in words: each ``(topic, sub_topic)``'s label in Chinese and English, and a slot as a line.

Why: a slot's value alone (``虾``, ``奶茶（猫咪）``) says nothing to a person or
an LLM reading a recall hit or a pack, and embedded alone a two-character
value is close to every query. Recall and packs show a profile memory as
``过敏：虾`` / ``allergies: peanuts`` (the label in the value's language), the
full-text index holds both labels (:func:`slot_index_words`) and the vector
is made from both labels with the value (:func:`slot_embed_text`), so a
question in either language finds the slot.

One table for every reader: the extractor's slot names live in
:data:`memcli.distill.profile.KNOWN_SUB_TOPICS`, and whoever adds a slot there
adds its labels here (a test checks that each has one). A slot missing from
:data:`SLOT_LABELS` is labelled by its topic's entry in :data:`TOPIC_LABELS`
and its own name (``work::industry`` → 工作 industry), so a user-defined slot
still reads as words. It lives in ``core`` and imports nothing, because the
store (index bodies), embedding, recall, the pack and distill all read it.
"""

from __future__ import annotations

SLOT_LABELS: dict[tuple[str, str], tuple[str, str]] = {
    ("basic_info", "name"): ("名字", "name"), ("basic_info", "nickname"): ("昵称", "nickname"),
    ("basic_info", "age"): ("年龄", "age"), ("basic_info", "birthday"): ("生日", "birthday"),
    ("basic_info", "gender"): ("性别", "gender"), ("basic_info", "hometown"): ("家乡", "hometown"),
    ("basic_info", "location"): ("现居", "lives in"), ("basic_info", "languages"): ("语言", "languages"),
    ("basic_info", "height"): ("身高", "height"), ("basic_info", "weight"): ("体重", "weight"),
    ("contact", "email"): ("邮箱", "email"), ("contact", "phone"): ("电话", "phone number"),
    ("education", "school"): ("学校", "school"), ("education", "major"): ("专业", "major"),
    ("education", "degree"): ("学历", "degree"),
    ("work", "title"): ("职位", "job title"), ("work", "company"): ("工作单位", "employer"),
    ("work", "location"): ("工作地点", "works in"), ("work", "industry"): ("行业", "industry"),
    ("belongings", "phone"): ("手机", "phone"), ("belongings", "car"): ("车", "car"),
    ("belongings", "computer"): ("电脑", "computer"), ("belongings", "tablet"): ("平板", "tablet"),
    ("belongings", "shoes"): ("鞋", "shoes"), ("belongings", "camera"): ("相机", "camera"),
    ("belongings", "bike"): ("自行车", "bike"), ("belongings", "watch"): ("手表", "watch"),
    ("belongings", "headphones"): ("耳机音箱", "headphones"), ("belongings", "bag"): ("包", "bag"),
    ("belongings", "appliance"): ("家电", "appliance"), ("belongings", "cosmetics"): ("美妆护肤", "cosmetics"),
    ("belongings", "clothing"): ("衣物", "clothing"), ("belongings", "instrument"): ("乐器", "instrument"),
    ("belongings", "console"): ("游戏机", "game console"), ("belongings", "glasses"): ("眼镜", "glasses"),
    ("belongings", "other"): ("物品", "belongings"),
    ("places", "home"): ("住处", "home"), ("places", "gym"): ("健身房", "gym"),
    ("places", "favourite"): ("喜欢的地方", "favourite place"), ("places", "frequent"): ("常去的地方", "goes often to"),
    ("places", "visited"): ("去过的地方", "places visited"),
    ("interest", "food"): ("喜欢的食物", "likes to eat"), ("interest", "music"): ("喜欢的音乐", "likes the music"),
    ("interest", "sports"): ("喜欢的运动", "likes the sport"), ("interest", "movies"): ("喜欢的电影", "likes the films"),
    ("interest", "books"): ("喜欢的书", "likes the books"), ("interest", "animals"): ("喜欢的动物", "likes the animals"),
    ("interest", "games"): ("喜欢的游戏", "likes the games"), ("interest", "travel"): ("旅行", "travel"),
    ("interest", "hobbies"): ("爱好", "hobbies"), ("interest", "instruments"): ("乐器", "plays"),
    ("interest", "things"): ("喜欢的东西", "favourite things"),
    ("preference", "dislikes"): ("不喜欢", "dislikes"),
    ("relationship", "mother"): ("妈妈", "mother"), ("relationship", "father"): ("爸爸", "father"),
    ("relationship", "sister"): ("姐妹", "sister"), ("relationship", "brother"): ("兄弟", "brother"),
    ("relationship", "partner"): ("伴侣", "partner"), ("relationship", "children"): ("孩子", "children"),
    ("relationship", "grandparents"): ("祖父母", "grandparents"), ("relationship", "cousins"): ("表亲堂亲", "cousins"),
    ("relationship", "relatives"): ("亲戚", "relatives"), ("relationship", "friends"): ("朋友", "friends"),
    ("relationship", "colleagues"): ("同事", "colleagues"), ("relationship", "boss"): ("上司", "boss"),
    ("relationship", "exes"): ("前任", "exes"), ("relationship", "others"): ("其他人", "others"),
    ("relationship", "pets"): ("宠物", "pet"),
    ("health", "allergies"): ("过敏", "allergies"), ("health", "conditions"): ("健康状况", "health conditions"),
    ("health", "diet"): ("饮食", "diet"),
    ("life_event", "goals"): ("目标", "goals"), ("life_event", "plans"): ("计划", "plans"),
    ("life_event", "relocation"): ("搬家", "moved"), ("life_event", "marriage"): ("婚姻", "marriage"),
    ("life_event", "graduation"): ("毕业", "graduation"), ("life_event", "career"): ("职业经历", "career"),
    ("life_event", "family"): ("家庭大事", "family events"), ("life_event", "milestones"): ("里程碑", "milestones"),
}


TOPIC_LABELS: dict[str, tuple[str, str]] = {
    "basic_info": ("基本信息", "about"),
    "contact": ("联系方式", "contact"),
    "education": ("教育", "education"),
    "work": ("工作", "work"),
    "belongings": ("物品", "belongings"),
    "places": ("地点", "places"),
    "interest": ("兴趣", "interests"),
    "preference": ("偏好", "preferences"),
    "relationship": ("关系", "relationships"),
    "health": ("健康", "health"),
    "life_event": ("人生大事", "life events"),
}
"""A topic's own words, for a slot this table does not list (``<topic>::other``, a user's own slot)."""


def _words(name: str) -> str:
    return name.replace("_", " ").strip()


def slot_labels(topic: str | None, sub_topic: str | None) -> tuple[str, str]:
    """(Chinese, English) label of a slot; a slot the table lacks gets its topic's label and its own name."""
    t, s = topic or "", sub_topic or ""
    found = SLOT_LABELS.get((t, s))
    if found is not None:
        return found
    zh_topic, en_topic = TOPIC_LABELS.get(t, (_words(t), _words(t)))
    sub = "" if s in ("", "note") else _words(s)
    if sub == "other":
        return (f"{zh_topic}（其他）" if zh_topic else "其他"), (f"{en_topic} (other)" if en_topic else "other")
    join = (lambda a, b: f"{a} {b}".strip())
    return join(zh_topic, sub) or sub, join(en_topic, sub) or sub


def _has_han(text: str) -> bool:
    return not text.isascii() and any(
        "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff" for ch in text)


def labelled_slot(topic: str | None, sub_topic: str | None, content: str) -> str:
    """``过敏：虾`` / ``allergies: peanuts``: the label in the value's language, then the value."""
    zh, en = slot_labels(topic, sub_topic)
    if _has_han(content):
        return f"{zh}：{content}" if zh else content
    return f"{en}: {content}" if en else content


def slot_index_words(topic: str | None, sub_topic: str | None) -> str:
    """What the full-text index holds besides the value: both labels and the slot's own names."""
    zh, en = slot_labels(topic, sub_topic)
    names = " ".join(w for w in (_words(topic or ""), _words(sub_topic or "")) if w)
    return " ".join(w for w in (zh, en, names) if w)


def slot_embed_text(topic: str | None, sub_topic: str | None, content: str) -> str:
    """What a slot's vector is made from: both labels with the value (``过敏 / allergies: 虾``)."""
    zh, en = slot_labels(topic, sub_topic)
    label = " / ".join(x for x in (zh, en) if x)
    return f"{label}: {content}" if label else content
