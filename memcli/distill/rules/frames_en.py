"""English attribute frames: the constructions the specific rules do not read, with the same word classes.

* **possessive copula** — my＋attribute noun＋is＋value, the value through the
  attribute's shape (my hometown is Porto, my height is 1.80 m, my employer is …).
* **introductions** — a greeting that names the speaker (Hi, I'm Daniel Okafor,
  31, originally from Lagos): a capitalised name that is not a nationality,
  an age after it, and *originally from* / *born and raised in* anywhere in a
  first-person sentence.
* **instruments** — I play (the) cello, I've been learning the piano, I play a
  Yamaha C40 guitar (the model is a belonging too).
* **body** — I'm 183 cm tall / I'm 1.83 m.
* **diet by omission** — I don't eat pork / I don't drink: foods that are a
  diet (meat, fish, eggs, dairy, gluten, alcohol) rather than a taste.

Clauses about other people arrive rewritten into the first person
(:mod:`memcli.distill.people`), so these frames fill the people index too.
"""

from __future__ import annotations

import re

from memcli.distill import attributes as A
from memcli.distill.rules.base import (
    EN_JOB,
    EN_ORG,
    EN_PLACE,
    Rule,
    SentenceContext,
    clean_en,
    rule,
    valid_en_item,
    year_of,
)

_ATTR_ALT = "|".join(sorted((re.escape(w) for w in A.BY_EN if w not in ("name", "full name", "number", "title", "role")),
                            key=len, reverse=True))
_NATIONALITY = frozenset(
    "american canadian british english scottish welsh irish australian chinese japanese korean indian french german "
    "italian spanish mexican brazilian russian nigerian kenyan filipino vietnamese thai turkish polish greek dutch "
    "swedish norwegian danish finnish egyptian african asian european latina latino jewish muslim christian catholic "
    "buddhist hindu sikh single married divorced pregnant fine good ok okay sorry here back home new done tired "
    "aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces monday tuesday wednesday "
    "thursday friday saturday sunday january february march april may june july august september october november "
    "december team not so very deaf blind black white brown indigenous native queer gay lesbian bisexual trans "
    "nonbinary autistic disabled atheist agnostic protestant orthodox mormon hispanic taiwanese cantonese "
    "singaporean malaysian indonesian pakistani iranian israeli ukrainian portuguese swiss austrian belgian czech "
    "colombian peruvian argentinian chilean cuban jamaican ethiopian ghanaian".split()
)
_INSTR_ALT = "|".join(sorted((re.escape(i) for i in A.INSTRUMENTS_EN), key=len, reverse=True))
_DIET_FOODS = ("red meat", "meat", "pork", "beef", "lamb", "chicken", "fish", "seafood", "shellfish", "eggs", "dairy",
               "gluten", "wheat", "animal products", "mutton", "veal")
_DIET_ALT = "|".join(sorted((re.escape(f) for f in _DIET_FOODS), key=len, reverse=True))


def attribute_en(m: re.Match[str], c: SentenceContext) -> None:
    """my <attribute noun> is <value>."""
    attr = A.BY_EN.get(m.group("n").lower())
    if attr is None or c.has(attr.topic, attr.sub):
        return
    raw = m.group("v").strip()
    shape = attr.shape
    if shape == "place":
        p = re.match(EN_PLACE, raw)
        if p and valid_en_item(clean_en(p.group(0)), 5):
            c.slot(attr.topic, attr.sub, clean_en(p.group(0)))
    elif shape in ("workplace", "org"):
        o = re.match(EN_ORG, re.sub(r"^(?:the\s+)", "", raw, flags=re.I) if shape == "workplace" else raw)
        if o and valid_en_item(clean_en(o.group(0)), 6):
            c.slot(attr.topic, attr.sub, clean_en(o.group(0)))
    elif shape == "job":
        t = re.sub(r"^(?:an?|the)\s+", "", clean_en(re.split(r"\s+(?:and|but|so|at|for|in)\s+", raw, maxsplit=1)[0]), flags=re.I)
        if valid_en_item(t, 4) and re.fullmatch(EN_JOB, t, re.I):
            c.slot(attr.topic, attr.sub, t)  # my job is killing me / to answer phones: no occupation noun, no title
    elif shape == "height":
        h = height_en(raw)
        if h:
            c.slot(attr.topic, attr.sub, h)
    elif shape == "weight":
        w = A.weight_value(raw)
        if w:
            c.slot(attr.topic, attr.sub, w)
    elif shape == "degree":
        d = re.match(r"(?i)(?:an?\s+)?(bachelor'?s|master'?s|phd|ph\.d\.|doctorate|mba|high school diploma|associate'?s)", raw)
        if d:
            c.slot(attr.topic, attr.sub, d.group(1))
    elif shape == "items":
        from memcli.distill.rules.base import like_items_en
        from memcli.distill.rules.tastes import like_slot

        for item, hint in like_items_en(raw):
            like_slot(c, item, hint, False)


_HEIGHT_EN = re.compile(r"(?P<cm>\d{3})\s*(?:cm|centimet(?:er|re)s?)\b|(?P<m>[12](?:\.\d{1,2}))\s*(?:m|met(?:er|re)s?)\b|"
                        r"(?P<ft>[4-7])\s*(?:'|’|ft|foot|feet)\s*(?P<inch>\d{1,2})?\s*(?:\"|”|in(?:ches)?\b)?", re.I)


def height_en(raw: str) -> str | None:
    h = _HEIGHT_EN.match(raw.strip())
    if not h:
        return None
    if h.group("cm"):
        return f"{h.group('cm')}cm" if 120 <= int(h.group("cm")) <= 230 else None
    if h.group("m"):
        return f"{h.group('m')}m"
    return f"{h.group('ft')}'{h.group('inch') or 0}\""


def height_tall(m: re.Match[str], c: SentenceContext) -> None:
    h = height_en(m.group("h"))
    if h and not c.has("basic_info", "height"):
        c.slot("basic_info", "height", h)


def introduction(m: re.Match[str], c: SentenceContext) -> None:
    """Hi, I'm Daniel Okafor, 31 — a name (not a nationality or a state), and an age right after it."""
    name = m.group("name")
    if name.split()[0].lower() in _NATIONALITY or not c.rec.own == "user" and c.rec.own != "person":
        return
    if not c.has("basic_info", "name"):
        c.slot("basic_info", "name", name)
    if m.group("age") and not c.has("basic_info", "age"):
        n = int(m.group("age"))
        if 5 <= n <= 110:
            c.slot("basic_info", "age", f"{n} (in {year_of(c)})")


def origin(m: re.Match[str], c: SentenceContext) -> None:
    p = clean_en(m.group("p"))
    if valid_en_item(p, 4) and not c.has("basic_info", "hometown"):
        c.slot("basic_info", "hometown", p)


def instrument_en(m: re.Match[str], c: SentenceContext) -> None:
    instrument = m.group("i").lower()
    model = clean_en(m.group("model") or "")
    c.slot("interest", "instruments", instrument, "append")
    if model and re.search(r"[A-Z0-9]", model) and valid_en_item(f"{model} {instrument}", 6):
        c.slot("belongings", "instrument", f"{model} {instrument}", "append")


def diet_en(m: re.Match[str], c: SentenceContext) -> None:
    food = (m.group("f") or "").lower()
    if m.group("drink"):
        c.slot("health", "diet", "no alcohol", "append")
    elif food:
        c.slot("health", "diet", f"no {food}", "append")


RULES: list[Rule] = [
    rule("attribute_en", "en", ("my ",),
         rf"(?i:\bmy\s+(?:current\s+|actual\s+)?)(?P<n>(?i:{_ATTR_ALT}))(?i:\s+is|\s+was|'s)\s+(?P<v>[^.!?;,]{{1,60}})",
         attribute_en),
    rule("introduction_en", "en", ("i'm ", "i am ", "this is "),
         r"^(?:(?i:hi|hello|hey|hiya|greetings)(?:\s+(?:there|everyone|all))?[!,.\s]+)?(?i:i'm|i\s+am|this\s+is)\s+"
         r"(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?)(?=\s*(?:[,.!;]|$|\s+and\b|\s+from\b))"
         r"(?:,\s*(?P<age>\d{1,2})\s*(?=[,.!;]|$|\s+(?:and|years|y/o|yo)\b))?",
         introduction),
    rule("origin_en", "en", ("originally from", "born and raised", "originally come"),
         rf"(?i:\boriginally\s+(?:from|come\s+from)|\bborn\s+and\s+raised\s+in|\bi\s+originally\s+come\s+from)\s+(?P<p>{EN_PLACE})",
         origin),
    rule("height_en", "en", ("tall", "cm", "height"),
         r"(?i:\bi(?:'m|\s+am)\s+(?:about\s+|around\s+|roughly\s+)?)(?P<h>\d[\d.'’\" ]{0,8}\s*(?:cm|centimet(?:er|re)s|m|met(?:er|re)s|ft|feet|foot|inches)?)\s*(?i:tall)?(?=\s*[,.!;]|$|\s+(?:and|tall|but)\b)",
         height_tall),
    rule("instrument_en", "en", ("play", "learning", "practi", "started", "picked up"),
         rf"(?i:(?:\bi(?:'ve|\s+have)?\s+|^\s*)(?:(?:also|still|really|actually|mostly|sometimes|usually)\s+)?(?:play|played|been\s+playing|(?:am|'m)\s+learning|(?:am|'m)\s+playing|learn|practi[cs]ed?|been\s+learning|started|picked\s+up)(?:\s+(?:the|a|an|my|a\s+little|a\s+bit\s+of|some))?)\s+"
         rf"(?P<model>(?:[A-Z0-9][\w\-]*\s+){{0,3}})(?P<i>(?i:{_INSTR_ALT}))\b(?!\s+(?:suites?|arrangements?|pieces?|parts?|solos?|concertos?|sonatas?|music|section)\b)",
         instrument_en),
    rule("diet_en", "en", ("eat", "drink"),
         rf"(?i:\bi\s+(?:don'?t|do\s+not|never|no\s+longer|can'?t|cannot|avoid|stopped)\s+(?:eat(?:ing)?\s+|eat\s+any\s+)?)(?:(?P<f>{_DIET_ALT})\b|(?P<drink>drink(?:\s+alcohol)?)(?=\s*[,.!;]|$|\s+(?:at\s+all|anymore|any\s+more|alcohol)\b))",
         diet_en),
]
