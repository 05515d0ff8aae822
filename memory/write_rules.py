"""The write decisions, pure: the actions, what each profile key is worth, and how a new value meets the stored one.

Why pure: every rule here is a function of (stored, proposed) values with no store, lock or model, so the
policy (:mod:`memory.write`) calls it under its per-user lock and the tests can state each rule as a table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .schemas import (
    MemoryItem,
    ProfileFact,
    content_hash,
)
from .write_text import canonical, is_self_statement, norm_text

if TYPE_CHECKING:
    from .write import WritePolicyConfig

ADD, UPDATE, DELETE, NOOP = "ADD", "UPDATE", "DELETE", "NOOP"
CONFLICT, RESOLVE, BLOCK, REDACT, DEFER, FAIL, FORGET, SUMMARY = (
    "CONFLICT",
    "RESOLVE",
    "BLOCK",
    "REDACT",
    "DEFER",
    "FAIL",
    "FORGET",
    "SUMMARY",
)
# ---------------------------------------------------------------------------------------------------------
# priors of profile keys (usefulness: does it change a future decision; stability: will it still hold)

KEY_USEFULNESS: dict[str, float] = {
    "allergies": 1.0,
    "diet": 0.9,
    "preferred_language": 0.9,
    "visa_expiry": 0.9,
    "name": 0.8,
    "budget": 0.8,
    "visa_status": 0.8,
    "address": 0.7,
    "politeness": 0.7,
    "location": 0.7,
    "phone": 0.6,
    "email": 0.6,
    "family": 0.6,
    "pets": 0.6,
    "occupation": 0.6,
    "age": 0.6,
    "origin": 0.5,
}
KEY_STABILITY: dict[str, float] = {
    "allergies": 1.0,
    "name": 1.0,
    "origin": 1.0,
    "diet": 0.9,
    "family": 0.9,
    "preferred_language": 0.8,
    "pets": 0.8,
    "age": 0.8,
    "address": 0.8,
    "phone": 0.8,
    "email": 0.8,
    "politeness": 0.7,
    "occupation": 0.7,
    "visa_status": 0.7,
    "visa_expiry": 0.7,
    "location": 0.6,
    "budget": 0.5,
}
# A newer statement of a changeable preference supersedes the old one without asking: a new budget or a
# "reply in English" is an instruction, not a contradiction.
VOLATILE_KEYS = frozenset({"budget", "preferred_language", "politeness", "location"})
# List keys where a restatement that shares nothing with what is known is ambiguous (added? corrected?) and
# getting it wrong is dangerous: ask instead of guessing.
CRITICAL_KEYS = frozenset({"allergies", "diet"})
# Items of list keys are identified by this field: a second value with the same identity clashes.
ITEM_IDENTITY = {"pets": "kind", "family": "relation"}
ORDERED_KEYS = frozenset({"preferred_language"})
SENSITIVITY_RISK = {"low": 0.0, "med": 0.3, "high": 1.0}
SENSITIVITY_RANK = {"low": 0, "med": 1, "high": 2}

# decisions (pure)


@dataclass(frozen=True)
class Decision:
    action: str  # ADD | UPDATE | DELETE | NOOP | CONFLICT
    value: Any = None  # the value / text to write
    reason: str = ""
    target: str | None = None  # memory_id for item decisions


def _item_id(key: str, item: Any) -> Any:
    ident = ITEM_IDENTITY.get(key)
    if ident and isinstance(item, Mapping):
        return item.get(ident)
    return None


def _refines(old: Any, new: Any) -> bool:
    """``new`` says everything ``old`` says and more (a dict with extra non-null fields, a longer string)."""
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        shared = all(canonical(new.get(k)) == canonical(v) for k, v in old.items() if v is not None)
        extra = any(v is not None and old.get(k) is None for k, v in new.items())
        return shared and extra
    if isinstance(old, str) and isinstance(new, str):
        o, n = norm_text(old), norm_text(new)
        return o != n and o in n
    return False


def decide_fact(
    existing: ProfileFact | None,
    key: str,
    new: Any,
    *,
    additive: bool = False,
    correction: bool = False,
) -> Decision:
    """Mem0's CLASSIFYOPERATION for a profile delta, by a normaliser and a rule set (seed 000 §5.7).

    The information-content check: UPDATE only when the delta carries strictly more than the fact (new list
    items, a refined dict, a longer string containing the old one); a delta that says less or the same is NOOP.
    Incompatible values are a CONFLICT (never an overwrite), except for changeable preferences (VOLATILE_KEYS),
    where the newer statement supersedes.
    """
    if existing is None:
        return Decision(ADD, new, "new key")
    old = existing.value
    ordered = key in ORDERED_KEYS
    if canonical(old, ordered) == canonical(new, ordered):
        return Decision(NOOP, old, "same value")
    if key in VOLATILE_KEYS:
        if _refines(new, old):
            return Decision(NOOP, old, "says less than the stored value")
        return Decision(UPDATE, new, "newer statement of a changeable preference")
    if isinstance(old, list) and isinstance(new, list):
        return _decide_list(key, old, new, additive=additive, correction=correction)
    if _refines(old, new):
        return Decision(UPDATE, new, "more information than the stored value")
    if _refines(new, old):
        return Decision(NOOP, old, "says less than the stored value")
    return Decision(CONFLICT, new, "contradicts the stored value")


def _decide_list(key: str, old: list[Any], new: list[Any], *, additive: bool, correction: bool) -> Decision:
    known = {canonical(x) for x in old}
    merged = list(old)
    added: list[Any] = []
    clashes: list[Any] = []
    for item in new:
        c = canonical(item)
        if c in known:
            continue
        ref = next((i for i, o in enumerate(merged) if _refines(o, item)), None)
        if ref is not None:  # {dog} -> {dog, Pochi}: the same item, better described
            merged[ref] = item
            added.append(item)
            continue
        if any(_refines(item, o) for o in merged):
            continue  # says less about an item already known
        ident = _item_id(key, item)
        if ident is not None and not additive and any(_item_id(key, o) == ident for o in merged):
            clashes.append(item)
            continue
        merged.append(item)
        added.append(item)
    if clashes:
        out = [o for o in merged if _item_id(key, o) not in {_item_id(key, c) for c in clashes}] + clashes
        return Decision(CONFLICT, out, f"{len(clashes)} item(s) contradict the stored ones")
    if not added:
        return Decision(NOOP, old, "no new information")
    if correction:
        return Decision(CONFLICT, list(new), "the user corrects the stored value")
    overlap = any(canonical(x) in known for x in new)
    if key in CRITICAL_KEYS and not overlap and not additive:
        return Decision(CONFLICT, list(new), "restated differently (added or corrected?)")
    return Decision(UPDATE, merged, f"adds {len(added)} item(s)")


def info_units(text: str, tokenize: Callable[[str], list[str]]) -> set[str]:
    return {t for t in tokenize(text) if t.strip()}


# A statement about the user counts as at least as salient as one naming a proper noun (1.5, plus the 0.5 that
# memory.stm.salience gives whatever the user says that counts): phi then passes tau in every language for a
# plain first-person statement (U 0.4). Three content units at least: "I'm in" or 我累了 stays unremembered.
SELF_SALIENCE = 2.0
SELF_MIN_UNITS = 3


def self_salience(sentence: str, tokenize: Callable[[str], list[str]]) -> float:
    """memory.stm.salience of a user's sentence, raised to SELF_SALIENCE when it states something about the user
    (memory.write_text.is_self_statement) with enough content to be worth a memory of its own."""
    from .stm import salience

    sal = salience(sentence, "user")
    if sal >= SELF_SALIENCE or not is_self_statement(sentence):
        return sal
    return SELF_SALIENCE if len(info_units(sentence, tokenize)) >= SELF_MIN_UNITS else sal


def decide_item(
    text: str,
    similar: Sequence[MemoryItem],
    tokenize: Callable[[str], list[str]],
    cfg: WritePolicyConfig,
    source_type: str = "episodic",
) -> Decision:
    """Mem0's CLASSIFYOPERATION for an LTM candidate against its top-s similar memories, by content units.

    NOOP when a memory already holds (almost) all of the candidate's units; UPDATE (supersede) when the
    candidate holds all of a memory's units and more (the information-content check); otherwise ADD.
    Contradictions between free texts need a model: the optional ``classify_update`` expert decides those.
    """
    h = content_hash(source_type, text)
    cu = info_units(text, tokenize)
    for m in similar:
        if m.hash == h:
            return Decision(NOOP, text, "same content", m.memory_id)
    if not cu:
        return Decision(NOOP, text, "no content units")
    best_update: tuple[float, str] | None = None
    for m in similar:
        mu = info_units(m.summary, tokenize)
        if not mu:
            continue
        covered = len(cu & mu) / len(cu)
        if covered >= cfg.noop_coverage:
            return Decision(NOOP, text, f"already remembered ({covered:.2f} of its units)", m.memory_id)
        inside = len(cu & mu) / len(mu)
        if inside >= cfg.update_coverage and cu - mu and (best_update is None or inside > best_update[0]):
            best_update = (inside, m.memory_id)
    if best_update is not None:
        return Decision(UPDATE, text, "says strictly more than an existing memory", best_update[1])
    return Decision(ADD, text, "no equivalent memory")


# ---------------------------------------------------------------------------------------------------------


__all__ = [
    "ADD",
    "BLOCK",
    "CONFLICT",
    "DEFER",
    "DELETE",
    "FAIL",
    "FORGET",
    "NOOP",
    "REDACT",
    "RESOLVE",
    "SUMMARY",
    "UPDATE",
    "Decision",
    "decide_fact",
    "decide_item",
    "info_units",
    "self_salience",
]
