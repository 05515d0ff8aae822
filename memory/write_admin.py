"""Conflicts, consent and scrubbing: the write path's functions that the engine and the HTTP layer call directly.

They sit outside :class:`memory.write.WritePolicy` because they act on a user's request (an answer to a
conflict question, a consent change, "forget my address") rather than on a turn's candidates, but they commit
through the same policy so that every change leaves its audit event.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .errors import Conflict, InvalidInput, NotFound
from .schemas import (
    AuditEvent,
    ProfileFact,
    utcnow,
)
from .write import CONSENT_KEY, WriteContext, WritePolicy, WritePolicyConfig
from .write_experts import ProfileDelta
from .write_rules import CONFLICT, DELETE, RESOLVE, UPDATE
from .write_text import LANGS, known_lang

if TYPE_CHECKING:
    from .engine import MemoryEngine

log = logging.getLogger("kioku.write")
# conflicts, consent, scrubbing (engine-facing functions)


def pending_conflict(engine: MemoryEngine, user_id: str, key: str) -> AuditEvent | None:
    """The latest CONFLICT event of a key: it carries the proposed value the question asks about."""
    target = f"profile:{key}"
    limit = 256
    while True:
        events = engine.store.list_audit(user_id, limit=limit)
        for ev in reversed(events):
            if ev.target == target and ev.action == CONFLICT:
                return ev
            if ev.target == target and ev.action == RESOLVE:
                return None
        if len(events) < limit:
            return None
        limit *= 4


def resolve_conflict(
    engine: MemoryEngine,
    user_id: str,
    key: str,
    accept: bool,
    *,
    policy: WritePolicy | None = None,
    ctx: WriteContext | None = None,
    how: str = "answer",
) -> ProfileFact:
    """Apply the user's answer to an open conflict.

    accept: the proposed value becomes the fact (a new version; the old one stays in history) and the blocked
    LTM write happens now, superseding the key's old fact item (its validity window closes). reject: the
    stored value is confirmed (status back to ok), and the proposal stays only in the audit log.
    """
    policy = policy or WritePolicy(WritePolicyConfig.from_engine(engine))
    with policy._lock(engine, user_id):
        fact = engine.store.get_fact(user_id, key)
        if fact is None:
            raise NotFound("profile", key)
        if fact.status != "conflict":
            raise Conflict(f"profile:{key} has no open conflict")
        pend = pending_conflict(engine, user_id, key)
        if pend is None:
            raise Conflict(f"profile:{key} is marked conflict but no proposal is on record")
        d = pend.detail
        now = utcnow()
        c = ctx or WriteContext(
            user_id=user_id,
            session_id=d.get("session_id"),
            timestamp=now,
            message="",
            lang=known_lang(d.get("proposed_lang")),
            reply_lang=known_lang(d.get("proposed_lang")),
            turn_ids=list(d.get("turn_ids") or []),
        )
        base = {"resolution": "accepted" if accept else "rejected", "how": how, "conflict_event": pend.event_id}
        if not accept:
            restored = fact.model_copy(update={"status": "ok", "updated_at": c.timestamp})
            return engine.set_fact(
                restored, action=RESOLVE, **policy._event(c, RESOLVE, f"profile:{key}", **base).detail
            )
        delta = ProfileDelta(
            key=key,
            value=d.get("proposed"),
            confidence=float(d.get("proposed_confidence") or fact.confidence),
            sensitivity=str(d.get("proposed_sensitivity") or fact.sensitivity),
            evidence="",
            lang=d.get("proposed_lang"),
        )
        consent, purpose = consent_of(engine, user_id)
        c = WriteContext(**{**c.__dict__, "consent": consent, "purpose": purpose})
        new = ProfileFact(
            user_id=user_id,
            key=key,
            value=delta.value,
            confidence=max(0.0, min(1.0, delta.confidence)),
            source=(d.get("evidence_ptr") or ["chat"])[0],
            updated_at=c.timestamp,
            status="ok",
            sensitivity=delta.sensitivity,  # type: ignore[arg-type]
            lang=delta.lang if delta.lang in LANGS else None,  # type: ignore[arg-type]
            consent=consent,
            purpose=purpose,
        )
        fact = engine.set_fact(new, action=RESOLVE, **policy._event(c, RESOLVE, f"profile:{key}", **base).detail)
        text = str(d.get("proposed_text") or WritePolicy.fact_text(key, delta.value, ""))
        c2 = WriteContext(
            **{**c.__dict__, "turn_ids": list(d.get("turn_ids") or []), "session_id": d.get("session_id")}
        )
        policy._commit_fact_item(engine, key, text, delta, c2, UPDATE, base)
        return fact


def consent_of(
    engine: MemoryEngine, user_id: str, profile: Sequence[ProfileFact] | None = None
) -> tuple[bool, str | None]:
    """The user's consent to keep sensitive data and its purpose (from ``profile`` when already loaded)."""
    if profile is not None:
        f = next((x for x in profile if x.key == CONSENT_KEY), None)
    else:
        f = engine.store.get_fact(user_id, CONSENT_KEY)
    if f is None or f.status != "ok" or not isinstance(f.value, Mapping):
        return False, None
    purpose = f.value.get("purpose")
    return bool(f.value.get("consent")), (str(purpose) if purpose else None)


def set_consent(engine: MemoryEngine, user_id: str, consent: bool, purpose: str | None = None) -> ProfileFact:
    """Record (or withdraw) the user's consent to keep sensitive data, with its purpose tag (seed 000 §4.5).

    Stored as a ``high`` sensitivity fact so it never enters a prompt; it is a setting, not a memory.
    """
    if consent and not (purpose and purpose.strip()):
        raise InvalidInput("purpose", "consent to keep sensitive data needs a purpose")
    fact = ProfileFact(
        user_id=user_id,
        key=CONSENT_KEY,
        value={"consent": bool(consent), "purpose": purpose if consent else None},
        confidence=1.0,
        source="user",
        sensitivity="high",
        consent=bool(consent),
        purpose=purpose if consent else None,
    )
    return engine.set_fact(fact, action=UPDATE if consent else DELETE, setting="consent")


def scrub_strings(engine: MemoryEngine, user_id: str, strings: Sequence[str]) -> dict[str, int]:
    """Remove clear strings from everything stored for the user: turns, short-term state, audit text, and every
    item (any version, with its vectors) that mentions them.

    The engine stores a turn before the writer sees it, so a turn with sensitive data the user did not consent
    to keep is already on disk in clear. Forgetting is the store's one operation that scrubs all of those
    tables in one transaction (and compacts the file), so the strings are recorded as a transient profile key
    and that key is forgotten. A ``before_store`` redaction hook in the engine would make this unnecessary.
    """
    needles = sorted({s.strip() for s in strings if s and len(s.strip()) >= 2})
    if not needles:
        return {}
    key = f"_scrub_{uuid.uuid4().hex[:12]}"
    with engine._state(user_id).lock:
        engine.store.upsert_fact(
            ProfileFact(user_id=user_id, key=key, value=needles, sensitivity="high", source="privacy-scrub")
        )
        return engine.forget(user_id, key)


# ---------------------------------------------------------------------------------------------------------


__all__ = [
    "consent_of",
    "pending_conflict",
    "resolve_conflict",
    "scrub_strings",
    "set_consent",
]
