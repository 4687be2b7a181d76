"""Can the bundled e5 model veto false extracted facts on sets it was not tuned on? (issue 29, verify9)

Usage (from the repository root)::

    python benchmarks/verifier_pool.py ...   # once per tree and set, appended to one pool file
    python benchmarks/verifier_eval.py POOL.jsonl [--out benchmarks/results/verifier_eval.json]

The pool: every fact the offline extractor of several trees (main and older commits, whose outputs on
the later sets were produced before any rule was written from them) produced on the labelled set and
dev sets 4-7, labelled by the current scorer (true / false / wrong owner), de-duplicated per set, case,
owner, slot and normalised value. A "negative" is a false or wrong-owner fact.

Verifiers measured, each leave-one-set-out (threshold and weights chosen on the four other sets only;
a threshold is the strictest veto that removes at most 3 % of the true facts of *each* training set,
learned scores taken from an inner leave-one-set-out so the threshold never sees its own training fit):

* ``zs_rank`` / ``zs_margin``: zero-shot, "does the sentence speak about the proposed slot at all" —
  the rank of the slot's family among all families by cosine to prototype sentences (written here), or
  the cosine to the slot's prototypes minus the best other family's;
* ``zs_value``: zero-shot, "is the value of the slot's kind" — cosine of the value alone to the slot's
  prototype values (written here), minus the best other family's;
* ``lr_small``: logistic regression on the zero-shot scores and a few shapes of the value (9 weights);
* ``lr_sent``: logistic regression on the sentence vector and the slot family (one-hot);
* ``lr_full``: the sentence vector, the value vector, the family and the zero-shot scores;
* ``zs_claim``: zero-shot, cosine of the sentence to the fact written as a claim (``过敏 allergic to：花生``).

Also reported: the best threshold chosen on the left-out set itself (``oracle_false_removed``, the
separation at <= 3 % true facts removed), and each learned model fitted and scored on the whole pool
(``in_sample``: what it can memorise, against what transfers).

Reported per left-out set: false facts removed / negatives, true facts removed / true facts, and the
ranking separation (AUC: the chance a negative scores as less true than a true fact).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
from extraction_candidates import PROTOTYPES  # noqa: E402

# families the candidates script has no prototypes for (written here; general statements)
MORE_PROTOTYPES: dict[str, list[str]] = {
    "person::name": ["我的朋友叫王磊。", "我表妹名叫小雨。", "My sister's name is Lucy.", "My friend Tom is visiting."],
    "preference::dislikes": ["我讨厌香菜。", "我最受不了堵车。", "I hate cilantro.", "I can't stand loud music."],
    "basic_info::nickname": ["大家都叫我小胖。", "我的外号是阿飞。", "Everyone calls me Kiki.", "My nickname is Bubba."],
    "basic_info::languages": ["我会说粤语和英语。", "我的母语是普通话。", "I speak French and Spanish.", "I'm fluent in German."],
    "basic_info::gender": ["我是个女生。", "我是男的。", "I'm a guy.", "As a woman, I..."],
    "basic_info::height": ["我身高一米七。", "我有一米八高。", "I'm six feet tall.", "I'm 165 cm tall."],
    "contact::email": ["我的邮箱是abc@qq.com。", "发邮件到我的邮箱吧。", "My email is anna@mail.com.", "Email me at ben@work.org."],
    "contact::phone": ["我的手机号是13800000000。", "打我电话吧。", "My phone number is 555-0100.", "Call me at 0777 123 456."],
    "character::name": ["从现在起你叫小雪。", "你的名字是阿狸。", "Your name is Luna now.", "I'll call you Max."],
    "life_event::plans": ["我下个月要去日本旅行。", "我打算明年换工作。", "I'm moving to Berlin next month.", "I'm planning a trip to Peru."],
}
# prototype values per family (written here): what a value of the slot looks like on its own
VALUES: dict[str, list[str]] = {
    "basic_info::name": ["李华", "张伟", "Anna", "Ben Carter"],
    "basic_info::age": ["三十岁", "25", "41 years old", "29"],
    "basic_info::birthday": ["五月三号", "1990年", "June 5th", "1988-02-14"],
    "basic_info::hometown": ["山东", "广州", "Ohio", "a small town in Wales"],
    "basic_info::location": ["上海", "成都", "Berlin", "Toronto"],
    "work::title": ["护士", "会计", "software engineer", "teacher"],
    "work::company": ["腾讯", "一家银行", "Google", "a small startup"],
    "education::school": ["北京大学", "复旦", "MIT", "Oxford"],
    "education::major": ["计算机", "法律", "economics", "biology"],
    "relationship::partner": ["小王", "男朋友", "wife", "Sam"],
    "relationship::family": ["妈妈", "妹妹", "dad", "two brothers"],
    "relationship::pets": ["一只猫", "狗旺财", "a dog named Max", "cat"],
    "interest::hobbies": ["爬山", "看书", "hiking", "painting"],
    "interest::food": ["火锅", "奶茶", "sushi", "pizza"],
    "interest::music": ["爵士乐", "周杰伦", "jazz", "Coldplay"],
    "interest::instruments": ["钢琴", "吉他", "violin", "drums"],
    "health::allergies": ["花生", "海鲜", "peanuts", "cats"],
    "health::diet": ["吃素", "不吃猪肉", "vegan", "no meat"],
    "health::conditions": ["哮喘", "高血压", "diabetes", "migraines"],
    "life_event::goals": ["学日语", "跑马拉松", "learn French", "run a marathon"],
    "belongings": ["华为手机", "丰田", "Honda Civic", "MacBook"],
    "places": ["阳光花园", "楼下的咖啡馆", "Blue Door cafe", "Hyde Park"],
    "person::name": ["王磊", "小雨", "Lucy", "Tom"],
    "preference::dislikes": ["香菜", "堵车", "cilantro", "loud music"],
    "basic_info::nickname": ["小胖", "阿飞", "Kiki", "Bubba"],
    "basic_info::languages": ["粤语", "英语", "French", "German"],
    "basic_info::gender": ["女", "男", "female", "male"],
    "basic_info::height": ["一米七", "180厘米", "six feet", "165 cm"],
    "contact::email": ["abc@qq.com", "anna@mail.com", "ben@work.org", "li.hua@163.com"],
    "contact::phone": ["13800000000", "555-0100", "0777 123 456", "139 1234 5678"],
    "character::name": ["小雪", "阿狸", "Luna", "Max"],
    "life_event::plans": ["去日本旅行", "换工作", "move to Berlin", "a trip to Peru"],
}
# how a fact of each family reads as a claim (for the zero-shot "does the sentence say this" check)
CLAIM: dict[str, str] = {
    "basic_info::name": "我的名字 my name is", "basic_info::age": "年龄 age", "basic_info::birthday": "生日 birthday",
    "basic_info::hometown": "老家 hometown", "basic_info::location": "住在 lives in", "work::title": "职业 job",
    "work::company": "工作单位 works at", "education::school": "学校 school", "education::major": "专业 major",
    "relationship::partner": "伴侣 partner", "relationship::family": "家人 family", "relationship::pets": "宠物 pet",
    "interest::hobbies": "爱好 hobby", "interest::food": "爱吃 favourite food", "interest::music": "喜欢的音乐 favourite music",
    "interest::instruments": "会弹的乐器 plays", "health::allergies": "过敏 allergic to", "health::diet": "饮食 diet",
    "health::conditions": "病 condition", "life_event::goals": "目标 goal", "belongings": "拥有 owns",
    "places": "常去的地方 place", "person::name": "名字 name", "preference::dislikes": "讨厌 dislikes",
    "basic_info::nickname": "外号 nickname", "basic_info::languages": "会说的语言 speaks", "basic_info::gender": "性别 gender",
    "basic_info::height": "身高 height", "contact::email": "邮箱 email", "contact::phone": "电话 phone",
    "character::name": "你的名字 your name", "life_event::plans": "计划 plan",
}
_PERSON = {"name": "person::name", "age": "basic_info::age", "birthday": "basic_info::birthday",
           "hometown": "basic_info::hometown", "residence": "basic_info::location", "work_location": "basic_info::location",
           "job": "work::title", "workplace": "work::company", "industry": "work::company", "school": "education::school",
           "major": "education::major", "education": "education::school", "email": "contact::email", "phone": "contact::phone",
           "allergies": "health::allergies", "dislikes": "preference::dislikes", "likes": "interest::hobbies",
           "pets": "relationship::pets", "diet": "health::diet", "plans": "life_event::plans", "goals": "life_event::goals",
           "instruments": "interest::instruments", "partner": "relationship::partner"}


def family(slot: str) -> str:
    topic, _, sub = slot.partition("::")
    if topic == "person":
        return _PERSON.get(sub, "person::name")
    if topic in ("belongings", "places"):
        return topic
    if slot in MORE_PROTOTYPES or slot in PROTOTYPES:
        return slot
    if topic == "relationship" and sub not in ("partner", "pets"):
        return "relationship::family"
    if topic == "interest" and sub not in ("food", "music", "instruments"):
        return "interest::hobbies"
    if topic == "work":
        return "work::company"
    if topic == "education":
        return "education::school"
    if topic == "life_event":
        return "life_event::plans"
    return "interest::hobbies"


def norm(text: str) -> str:
    return re.sub(r"[\s\W_]+", "", str(text).lower())


def load_pool(path: Path) -> list[dict[str, Any]]:
    seen: dict[tuple[Any, ...], dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        key = (r["set"], r["case"], r["owner"], tuple(sorted(r["keys"])), r["slot"], norm(r["value"]))
        seen.setdefault(key, r)
    return list(seen.values())


def _value_text(value: str) -> str:
    return re.sub(r"[（(][^）)]*[）)]\s*$", "", value).strip() or value  # 29岁（2024年） -> 29岁


def features(pool: list[dict[str, Any]], emb: Any) -> dict[str, Any]:
    protos = {**PROTOTYPES, **MORE_PROTOTYPES}
    fams = sorted(protos)
    P = np.vstack([(lambda v: v / np.linalg.norm(v))(emb.encode(protos[f]).mean(axis=0)) for f in fams])
    PV = np.vstack([(lambda v: v / np.linalg.norm(v))(emb.encode(VALUES[f]).mean(axis=0)) for f in fams])
    sents = sorted({r["sentence"] for r in pool})
    vals = sorted({_value_text(r["value"]) for r in pool})
    claims = sorted({f"{CLAIM[family(r['slot'])]}：{_value_text(r['value'])}" for r in pool})
    CV = dict(zip(claims, emb.encode(claims)))
    SV = dict(zip(sents, emb.encode(sents)))
    VV = dict(zip(vals, emb.encode(vals)))
    fi = {f: i for i, f in enumerate(fams)}
    rows = []
    for r in pool:
        s, v = SV[r["sentence"]], VV[_value_text(r["value"])]
        k = fi[family(r["slot"])]
        cs, cv = P @ s, PV @ v
        own, others = cs[k], np.delete(cs, k)
        vown, vothers = cv[k], np.delete(cv, k)
        rank = int((cs > own).sum())
        vt = _value_text(r["value"])
        in_sent = 1.0 if norm(vt) and norm(vt) in norm(r["sentence"]) else 0.0
        claim = float(CV[f"{CLAIM[family(r['slot'])]}：{vt}"] @ s)
        small = [claim, own, own - others.max(), rank / len(fams), vown, vown - vothers.max(), float(v @ s),
                 min(len(vt), 30) / 30.0, in_sent]
        onehot = np.zeros(len(fams))
        onehot[k] = 1.0
        rows.append({"small": np.array(small), "sent": np.concatenate([s, onehot]),
                     "full": np.concatenate([s, v, onehot, np.array(small)]),
                     "zs_rank": -rank, "zs_margin": own - others.max(), "zs_value": vown - vothers.max(),
                     "zs_claim": claim})
    return {"rows": rows, "families": fams}


def fit_lr(X: np.ndarray, y: np.ndarray, l2: float, steps: int = 300) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Weighted (balanced) logistic regression by Newton steps on standardised features; y = 1 for a true fact."""
    mu, sd = X.mean(axis=0), X.std(axis=0) + 1e-6
    Z = np.hstack([(X - mu) / sd, np.ones((len(X), 1))])
    w = np.zeros(Z.shape[1])
    cw = np.where(y == 1, 0.5 / max(1, y.sum()), 0.5 / max(1, (1 - y).sum())) * len(y)
    reg = np.full(Z.shape[1], l2)
    reg[-1] = 0.0
    for _ in range(25):
        p = 1 / (1 + np.exp(-(Z @ w)))
        g = Z.T @ (cw * (p - y)) + reg * w
        H = (Z * (cw * p * (1 - p))[:, None]).T @ Z + np.diag(reg + 1e-9)
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w, mu, sd


def predict_lr(model: tuple[np.ndarray, np.ndarray, np.ndarray], X: np.ndarray) -> np.ndarray:
    w, mu, sd = model
    Z = np.hstack([(X - mu) / sd, np.ones((len(X), 1))])
    return Z @ w


def choose_threshold(scores: np.ndarray, y: np.ndarray, sets: np.ndarray, budget: float = 0.03) -> float:
    """The highest veto threshold (veto when score < t) that removes at most *budget* of each set's true facts."""
    best = -np.inf
    for t in np.unique(scores):
        ok = True
        for s in np.unique(sets):
            m = (sets == s) & (y == 1)
            if m.sum() and (scores[m] < t).sum() > budget * m.sum():
                ok = False
                break
        if ok:
            best = max(best, float(t))
    return best


def auc(scores: np.ndarray, y: np.ndarray) -> float | None:
    pos, neg = scores[y == 1], scores[y == 0]
    if not len(pos) or not len(neg):
        return None
    return float(((neg[:, None] < pos[None, :]).sum() + 0.5 * (neg[:, None] == pos[None, :]).sum()) / (len(pos) * len(neg)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pool")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "verifier_eval.json"))
    ap.add_argument("--l2", type=float, default=10.0)
    ap.add_argument("--features", help="cache of the computed features (.npz-free pickle), reused when present")
    args = ap.parse_args()
    from memcli.config.schema import Config
    from memcli.embedding.models import load_embedder

    pool = load_pool(Path(args.pool))
    emb = None if args.features and Path(args.features).exists() else load_embedder(Config(), None)
    import pickle

    cache = Path(args.features) if args.features else None
    if cache and cache.exists():
        feats = pickle.loads(cache.read_bytes())
    else:
        feats = features(pool, emb)
        if cache:
            cache.write_bytes(pickle.dumps(feats))
    rows = feats["rows"]
    y = np.array([1 if r["label"] == "true" else 0 for r in pool])
    sets = np.array([r["set"] for r in pool])
    names = sorted(set(sets))
    result: dict[str, Any] = {"pool": {s: {"true": int(((sets == s) & (y == 1)).sum()), "negatives": int(((sets == s) & (y == 0)).sum())}
                                       for s in names}, "verifiers": {}}

    def learned(kind: str) -> Any:
        X = np.vstack([r[kind] for r in rows])

        def scores_for(train: np.ndarray, test: np.ndarray) -> np.ndarray:
            return predict_lr(fit_lr(X[train], y[train], args.l2), X[test])
        return scores_for

    def zero_shot(kind: str) -> Any:
        z = np.array([r[kind] for r in rows], dtype=float)
        return lambda train, test: z[test]

    verifiers = {"zs_rank": zero_shot("zs_rank"), "zs_margin": zero_shot("zs_margin"), "zs_value": zero_shot("zs_value"),
                 "zs_claim": zero_shot("zs_claim"),
                 "lr_small": learned("small"), "lr_sent": learned("sent"), "lr_full": learned("full")}
    for vname, score in verifiers.items():
        per: dict[str, Any] = {}
        for held in names:
            train, test = sets != held, sets == held
            # the threshold's scores on the training sets: inner leave-one-set-out (a zero-shot score is the same)
            inner = np.zeros(train.sum())
            tr_idx = np.where(train)[0]
            for s in sorted(set(sets[train])):
                te_in = tr_idx[sets[tr_idx] == s]
                tr_in = tr_idx[sets[tr_idx] != s]
                inner[sets[tr_idx] == s] = score(np.isin(np.arange(len(y)), tr_in), np.isin(np.arange(len(y)), te_in))
            t = choose_threshold(inner, y[train], sets[train])
            sc = score(train, test)
            yt = y[test]
            veto = sc < t
            # the best any threshold could do on this set itself (<= 3 % of its true facts): the separation
            t_or = choose_threshold(sc, yt, np.zeros(len(yt)))
            per[held] = {"false_removed": int((veto & (yt == 0)).sum()), "negatives": int((yt == 0).sum()),
                         "true_removed": int((veto & (yt == 1)).sum()), "true": int((yt == 1).sum()),
                         "oracle_false_removed": int(((sc < t_or) & (yt == 0)).sum()),
                         "auc": None if auc(sc, yt) is None else round(auc(sc, yt), 3),
                         "vetoed": [f"{pool[i]['label']}: {pool[i]['slot']} = {pool[i]['value']}"
                                    for i in np.where(test)[0][veto]][:12]}
        if vname.startswith("lr_"):  # fitted and scored on the whole pool: what the weights can memorise
            full = score(np.ones(len(y), bool), np.ones(len(y), bool))
            t_in = choose_threshold(full, y, sets)
            result.setdefault("in_sample", {})[vname] = {
                "auc": round(auc(full, y) or 0.0, 3),
                "false_removed": {s: int(((full < t_in) & (y == 0) & (sets == s)).sum()) for s in names}}
        passed = all(p["false_removed"] >= 0.3 * p["negatives"] and p["true_removed"] <= 0.03 * p["true"] for p in per.values())
        result["verifiers"][vname] = {"per_left_out_set": per, "meets_bar": passed}
        print(vname, "meets bar" if passed else "fails", " | ".join(
            f"{s}: {p['false_removed']}/{p['negatives']} F, {p['true_removed']}/{p['true']} T, or {p['oracle_false_removed']}, auc {p['auc']}"
            for s, p in per.items()))
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
