"""Human labels of the profile slots, in Chinese and English: ``(topic, sub_topic) → (中文, English)``.

Why: a slot's value alone (``虾``, ``奶茶（猫咪）``) says nothing to a person
or an LLM reading a recall hit or a pack, and embedded alone a two-character
value is close to every query. Recall shows a profile memory as
``过敏：虾`` / ``allergies: peanuts``, packs print the same line, the index
holds the label words, and the vector is made from the label with the value
(:mod:`memcli.embedding.texts`).

A plain table, next to the slot names in :mod:`memcli.distill.profile`
(``KNOWN_SUB_TOPICS``): whoever adds a slot adds its labels here. A slot
missing from :data:`SLOT_LABELS` is labelled by its topic's entry in
:data:`TOPIC_LABELS` and its own name (``work::industry`` → 工作 industry), so a
new or user-defined slot still reads as words. This module imports nothing:
the store (index bodies) and every layer above it may read it.
"""

SLOT_LABELS: dict[tuple[str, str], tuple[str, str]] = {
    ("basic_info", "name"): ("名字", "name"),
    ("basic_info", "nickname"): ("昵称", "nickname"),
    ("basic_info", "age"): ("年龄", "age"),
    ("basic_info", "birthday"): ("生日", "birthday"),
    ("basic_info", "gender"): ("性别", "gender"),
    ("basic_info", "hometown"): ("家乡", "hometown"),
    ("basic_info", "location"): ("现居", "lives in"),
    ("basic_info", "languages"): ("语言", "languages"),
    ("contact", "email"): ("邮箱", "email"),
    ("contact", "phone"): ("电话", "phone number"),
    ("education", "school"): ("学校", "school"),
    ("education", "major"): ("专业", "major"),
    ("education", "degree"): ("学历", "degree"),
    ("work", "title"): ("职位", "job title"),
    ("work", "company"): ("工作单位", "employer"),
    ("work", "location"): ("工作地点", "works in"),
    ("work", "industry"): ("行业", "industry"),
    ("belongings", "phone"): ("手机", "phone"),
    ("belongings", "car"): ("车", "car"),
    ("belongings", "computer"): ("电脑", "computer"),
    ("belongings", "shoes"): ("鞋", "shoes"),
    ("belongings", "camera"): ("相机", "camera"),
    ("belongings", "bike"): ("自行车", "bike"),
    ("belongings", "other"): ("物品", "belongings"),
    ("places", "home"): ("住处", "home"),
    ("places", "gym"): ("健身房", "gym"),
    ("places", "favourite"): ("喜欢的地方", "favourite place"),
    ("places", "frequent"): ("常去的地方", "goes often to"),
    ("interest", "food"): ("喜欢的食物", "likes to eat"),
    ("interest", "music"): ("喜欢的音乐", "likes the music"),
    ("interest", "sports"): ("喜欢的运动", "likes the sport"),
    ("interest", "movies"): ("喜欢的电影", "likes the films"),
    ("interest", "books"): ("喜欢的书", "likes the books"),
    ("interest", "animals"): ("喜欢的动物", "likes the animals"),
    ("interest", "games"): ("喜欢的游戏", "likes the games"),
    ("interest", "travel"): ("旅行", "travel"),
    ("interest", "hobbies"): ("爱好", "hobbies"),
    ("preference", "dislikes"): ("不喜欢", "dislikes"),
    ("relationship", "mother"): ("妈妈", "mother"),
    ("relationship", "father"): ("爸爸", "father"),
    ("relationship", "sister"): ("姐妹", "sister"),
    ("relationship", "brother"): ("兄弟", "brother"),
    ("relationship", "partner"): ("伴侣", "partner"),
    ("relationship", "children"): ("孩子", "children"),
    ("relationship", "grandparents"): ("祖父母", "grandparents"),
    ("relationship", "friends"): ("朋友", "friends"),
    ("relationship", "colleagues"): ("同事", "colleagues"),
    ("relationship", "pets"): ("宠物", "pet"),
    ("health", "allergies"): ("过敏", "allergies"),
    ("health", "conditions"): ("健康状况", "health conditions"),
    ("health", "diet"): ("饮食", "diet"),
    ("life_event", "goals"): ("目标", "goals"),
    ("life_event", "plans"): ("计划", "plans"),
    ("life_event", "relocation"): ("搬家", "moved"),
    ("life_event", "marriage"): ("婚姻", "marriage"),
    ("life_event", "graduation"): ("毕业", "graduation"),
    ("life_event", "career"): ("职业经历", "career"),
    ("life_event", "family"): ("家庭大事", "family events"),
    ("life_event", "milestones"): ("里程碑", "milestones"),
}
"""Every slot the offline extractor and the LLM prompt fill."""

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
