"""The write path: what is remembered after a turn, and how (seed 000 §3.2, §5.2, §5.7, §6.6, §6.9; seed 004 Mem0).

The policy lives here, in plain Python; the experts that propose candidates are passed in through the small
``WriteExperts`` protocol, so everything that decides what is remembered runs without a model and without
importing ``experts/``.

Why it is built this way:

* Utility gate. Every candidate z (profile delta, episodic item, summary delta) is scored
  ``phi(z) = alpha U + beta V + gamma S - eta R + xi L`` and written only when ``phi >= tau`` (0.6) and the
  per-user quota allows (UP <= 300 facts, LTM <= 5k writer-made entries). Low-value candidates are rejected with
  an audit event, never silently dropped.
* Mem0's ADD / UPDATE / DELETE / NOOP, non-destructive. UPDATE needs the information-content check (the
  candidate must say strictly more than the memory it replaces) and supersedes: the old item's validity window
  is closed and it stays in history. DELETE soft-deletes (status + valid_to) and history keeps every version.
* A contradiction of a profile fact is never resolved by the writer: the fact is marked ``conflict``, the LTM
  write is blocked, and a one-line yes/no question in the user's language goes to the next turn;
  ``resolve_conflict`` applies the answer.
* Privacy: sensitivity low/med/high. High needs the user's consent AND a purpose tag; otherwise the clear
  strings are scrubbed from everything already stored and only a redacted placeholder is written.
* Concurrency: every check-then-write runs under the engine's per-user lock, so concurrent writers of one fact
  end with one live memory, and every attempt leaves exactly one decision event (ADD once, NOOP for the rest).
* Recalled memories are never stored again: a candidate that matches a memory retrieved for this turn is NOOP.

This module is the policy (``WritePolicy``: score, decide under the lock, commit with its audit event). Its parts
live beside it, each readable alone: :mod:`memory.write_experts` (what experts hand in), :mod:`memory.write_rules`
(the pure decisions and the key priors), :mod:`memory.write_text` (values as strings, redaction, yes / no /
forget intents, questions in the user's language), :mod:`memory.write_admin` (conflict answers, consent,
scrubbing) and :mod:`memory.turn_writer` (``PolicyWriter``, the per-turn orchestration).
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .errors import Conflict, InvalidInput
from .schemas import (
    AuditEvent,
    MemoryItem,
    ProfileFact,
    SearchFilters,
    SearchHit,
    content_hash,
)
from .write_experts import ProfileDelta, WriteExperts
from .write_rules import (
    ADD,
    BLOCK,
    CONFLICT,
    DELETE,
    KEY_STABILITY,
    KEY_USEFULNESS,
    NOOP,
    ORDERED_KEYS,
    REDACT,
    RESOLVE,
    SENSITIVITY_RANK,
    SENSITIVITY_RISK,
    UPDATE,
    Decision,
    decide_fact,
    decide_item,
    info_units,
    self_salience,
)
from .write_text import (
    CONSENT_REMINDER,
    LANGS,
    canonical,
    conflict_question,
    contains_any,
    has_latin,
    is_question,
    json_safe,
    known_lang,
    lang_of,
    norm_text,
    redact_json,
    redact_text,
    render_value,
    restatement_kind,
)

if TYPE_CHECKING:
    from .engine import MemoryEngine

log = logging.getLogger("kioku.write")

WRITER_SOURCES = ("episodic", "fact", "summary")  # what the writer makes; raw turns/segments are the engine's
CONSENT_KEY = "privacy"  # profile fact {"consent": bool, "purpose": str | None} (seed 000 §5.1 "privacy")

# ---------------------------------------------------------------------------------------------------------
# configuration and utility


@dataclass(frozen=True)
class UtilityWeights:
    """Weights of phi. Positive weights sum to 1, so phi <= 1 and tau = 0.6 means "clearly worth keeping"."""

    alpha: float = 0.4  # usefulness U
    beta: float = 0.2  # verifiability V
    gamma: float = 0.2  # stability S
    eta: float = 0.5  # privacy risk R (penalty)
    xi: float = 0.2  # cross-lingual coverage L


@dataclass(frozen=True)
class Utility:
    U: float
    V: float
    S: float
    R: float
    L: float

    def phi(self, w: UtilityWeights) -> float:
        return w.alpha * self.U + w.beta * self.V + w.gamma * self.S - w.eta * self.R + w.xi * self.L

    def to_dict(self) -> dict[str, float]:
        return {k: round(v, 6) for k, v in asdict(self).items()}


@dataclass(frozen=True)
class WritePolicyConfig:
    tau: float = 0.6
    weights: UtilityWeights = field(default_factory=UtilityWeights)
    profile_capacity: int = 300  # UP facts per user
    ltm_capacity: int = 5000  # writer-made LTM entries per user (episodic / fact / summary)
    similar_k: int = 10  # Mem0's top-s similar memories compared with a candidate
    noop_coverage: float = 0.9  # share of the candidate's units already in a memory -> nothing new (NOOP)
    update_coverage: float = 0.9  # share of a memory's units inside the candidate -> candidate says more (UPDATE)
    recall_overlap: float = 0.8  # share of the candidate's units inside a retrieved hit -> recalled (NOOP)
    summary_max_tokens: int = 120
    summary_input_turns: int = 64  # dropped turns a from-scratch summary reads (older ones: logged)
    # The engine has a cross-lingual channel (USE-m3): every memory is reachable from the other languages in the
    # user's own wording, so an episodic item needs no English gloss for the pivot half of L (utility_episodic).
    xl_channel: bool = False

    def __post_init__(self) -> None:
        if not 0.0 <= self.tau <= 1.0:
            raise InvalidInput("tau", "must be in [0, 1]")
        if self.profile_capacity < 1 or self.ltm_capacity < 1:
            raise InvalidInput("capacity", "quotas must be >= 1")

    @classmethod
    def from_engine(cls, engine: MemoryEngine, **overrides: Any) -> WritePolicyConfig:
        c = engine.config
        kw: dict[str, Any] = {
            "tau": c.tau,
            "profile_capacity": c.profile_capacity,
            "ltm_capacity": c.ltm_capacity,
            "summary_max_tokens": c.stm_summary_max_tokens,
            "xl_channel": getattr(engine, "xl_embedder", None) is not None,
        }
        kw.update(overrides)
        return cls(**kw)


# outcomes and per-write context


@dataclass
class WriteContext:
    """Where a candidate comes from; one per write attempt (``write_id`` ties the attempt to its audit event)."""

    user_id: str
    session_id: str | None
    timestamp: datetime
    message: str  # the user's words (already redacted when sensitive)
    lang: str  # language of the message
    reply_lang: str  # the user's language for questions
    turn_ids: list[str] = field(default_factory=list)
    consent: bool = False
    purpose: str | None = None
    redact: list[tuple[str, str]] = field(default_factory=list)  # (clear string, type) never to be stored
    write_id: str = field(default_factory=lambda: uuid.uuid4().hex)

    @property
    def evidence_ptr(self) -> list[str]:
        if not self.session_id:
            return []
        if not self.turn_ids:
            return [f"conv://{self.session_id}"]
        span = self.turn_ids[0] if len(self.turn_ids) == 1 else f"{self.turn_ids[0]}..{self.turn_ids[-1]}"
        return [f"conv://{self.session_id}#{span}"]

    def fork(self) -> WriteContext:
        """The same turn, a new write attempt."""
        return WriteContext(**{**self.__dict__, "write_id": uuid.uuid4().hex})


@dataclass
class Outcome:
    kind: str  # profile | episodic | placeholder | summary
    action: str
    target: str
    reason: str
    phi: float | None = None
    fact: ProfileFact | None = None
    item: MemoryItem | None = None
    confirmation: str | None = None
    write_id: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "action": self.action,
            "target": self.target,
            "reason": self.reason,
            "phi": None if self.phi is None else round(self.phi, 6),
            "write_id": self.write_id,
            "memory_id": self.item.memory_id if self.item else None,
        }


# ---------------------------------------------------------------------------------------------------------
# the policy


class WritePolicy:
    """Scores, decides and commits candidates for one engine; thread-safe through the engine's user lock."""

    def __init__(self, config: WritePolicyConfig | None = None) -> None:
        self.config = config or WritePolicyConfig()

    # ---- utility ---------------------------------------------------------------------------------------

    @staticmethod
    def _grounding(evidence: str, message: str, tokenize: Callable[[str], list[str]]) -> float:
        if not evidence.strip():
            return 0.0
        if norm_text(evidence) in norm_text(message):
            return 1.0
        eu = info_units(evidence, tokenize)
        return len(eu & info_units(message, tokenize)) / len(eu) if eu else 0.0

    @staticmethod
    def coverage(text: str, original: str, lang: str | None) -> float:
        """L: half for keeping the user's own wording (no "Chinese stored in English"), half for a pivot
        (English) rendering that makes the memory reachable from the other languages."""
        if not text.strip():
            return 0.0
        keeps = 0.5 if (not original.strip() or norm_text(original) in norm_text(text)) else 0.0
        pivot = 0.5 if (lang == "en" or has_latin(text)) else 0.0
        return keeps + pivot

    def risk(self, sensitivity: str, ctx: WriteContext) -> float:
        if ctx.consent and ctx.purpose:
            return 0.0
        return SENSITIVITY_RISK.get(sensitivity, 0.0)

    def utility_profile(
        self, delta: ProfileDelta, text: str, ctx: WriteContext, tokenize: Callable[[str], list[str]]
    ) -> Utility:
        ground = self._grounding(delta.evidence, ctx.message, tokenize)
        V = 0.4 * bool(ctx.evidence_ptr) + 0.3 * ground + 0.3 * max(0.0, min(1.0, delta.confidence))
        return Utility(
            U=KEY_USEFULNESS.get(delta.key, 0.5),
            V=V,
            S=KEY_STABILITY.get(delta.key, 0.5),
            R=self.risk(delta.sensitivity, ctx),
            L=self.coverage(text, delta.evidence, delta.lang or ctx.lang),
        )

    def utility_episodic(
        self,
        text: str,
        ctx: WriteContext,
        tokenize: Callable[[str], list[str]],
        *,
        confidence: float,
        sensitivity: str,
    ) -> Utility:
        from .stm import split_sentences

        sal = max((self_salience(s, tokenize) for s in split_sentences(text)), default=0.0)
        ground = self._grounding(text, ctx.message, tokenize)
        V = 0.4 * bool(ctx.evidence_ptr) + 0.3 * ground + 0.3 * max(0.0, min(1.0, confidence))
        # The pivot half of L stands for reachability from the other languages; with the cross-lingual channel a
        # Japanese or Chinese episode has it in its own words (without the channel it needs an English gloss).
        # Otherwise the same statement needed more salience in ja / zh than in en to pass tau (issue 11).
        lang = "en" if self.config.xl_channel else ctx.lang
        # events are transient next to traits; a stated goal or constraint outlives small talk
        return Utility(
            U=min(1.0, sal / 5.0),
            V=V,
            S=0.4,
            R=self.risk(sensitivity, ctx),
            L=self.coverage(text, text, lang),
        )

    # ---- audit -----------------------------------------------------------------------------------------

    @staticmethod
    def _event(ctx: WriteContext, action: str, target: str, **detail: Any) -> AuditEvent:
        d = {"write_id": ctx.write_id, "session_id": ctx.session_id, "turn_ids": ctx.turn_ids, **detail}
        return AuditEvent(
            event_id=uuid.uuid4().hex,
            user_id=ctx.user_id,
            action=action,
            target=target,
            detail=json_safe(redact_json(d, ctx.redact)),
        )

    def _audit(self, engine: MemoryEngine, ctx: WriteContext, action: str, target: str, **detail: Any) -> None:
        engine.store.append_audit([self._event(ctx, action, target, **detail)])

    def _detail(self, util: Utility | None, phi: float | None, record: Mapping[str, Any] | None) -> dict[str, Any]:
        return {
            "utility": util.to_dict() if util else None,
            "phi": None if phi is None else round(phi, 6),
            "tau": self.config.tau,
            "consensus": dict(record or {}),
        }

    # ---- store helpers ---------------------------------------------------------------------------------

    @staticmethod
    def _lock(engine: MemoryEngine, user_id: str) -> threading.RLock:
        return engine._state(user_id).lock

    @staticmethod
    def _vectors(engine: MemoryEngine, items: Sequence[MemoryItem]) -> dict[str, Any]:
        """Every index channel's vectors of ``items`` (store.add_items / supersede_item keyword arguments)."""
        return engine._embed_items(items)

    def _new_item(
        self,
        ctx: WriteContext,
        text: str,
        *,
        source_type: str,
        tags: Sequence[str],
        confidence: float,
        sensitivity: str,
        lang: str | None,
    ) -> MemoryItem:
        return MemoryItem(
            memory_id=f"m_{uuid.uuid4().hex[:16]}",
            user_id=ctx.user_id,
            timestamp=ctx.timestamp,
            lang=lang if lang in LANGS else None,
            title=text[:80],
            summary=text,
            evidence_ptr=ctx.evidence_ptr,
            turn_ids=list(ctx.turn_ids),
            tags=list(tags),
            confidence=max(0.0, min(1.0, confidence)),
            hash=content_hash(source_type, text),
            session_id=ctx.session_id,
            source_type=source_type,  # type: ignore[arg-type]
            valid_from=ctx.timestamp,
            sensitivity=sensitivity,  # type: ignore[arg-type]
        )

    def _add_item(self, engine: MemoryEngine, item: MemoryItem, event: AuditEvent) -> MemoryItem | None:
        kw = self._vectors(engine, [item])
        added = engine.store.add_items([item], **kw, audit=[event])
        engine._index_put(item.user_id, added, kw)
        return added[0] if added else None

    def _supersede(self, engine: MemoryEngine, old_id: str, item: MemoryItem, event: AuditEvent) -> MemoryItem:
        # Every channel's vector goes in with the successor, so it enters the live index in place; with the
        # primary vector alone the next index build would have to embed the others.
        kw = self._vectors(engine, [item])
        vecs = {kw["model"]: kw["vectors"], **(kw.get("extra_vectors") or {})}
        new = engine.store.supersede_item(
            item.user_id,
            old_id,
            item,
            vector=kw["vectors"][item.memory_id],
            model=kw["model"],
            audit=event,
            extra_vectors={m: v[item.memory_id] for m, v in vecs.items() if m != kw["model"]},
        )
        engine._index_drop(item.user_id, [old_id])
        engine._index_put(item.user_id, [new], kw)
        return new

    @staticmethod
    def _fact_item(engine: MemoryEngine, user_id: str, key: str) -> MemoryItem | None:
        tag = f"profile:{key}"
        items = [i for i in engine.store.list_items(user_id, source_types=["fact"]) if tag in i.tags]
        return max(items, key=lambda i: i.updated_at) if items else None

    def _ltm_count(self, engine: MemoryEngine, user_id: str) -> int:
        return engine.store.count_items(user_id, source_types=list(WRITER_SOURCES))  # counted, not loaded

    @staticmethod
    def fact_text(key: str, value: Any, evidence: str) -> str:
        """The LTM form of a profile fact: the user's own words plus an English key/value gloss."""
        gloss = f"[{key.replace('_', ' ')}: {render_value(value)}]"
        ev = " ".join(evidence.split())
        return f"{ev} {gloss}" if ev else gloss

    # ---- profile facts ---------------------------------------------------------------------------------

    def write_fact(
        self,
        engine: MemoryEngine,
        delta: ProfileDelta,
        ctx: WriteContext,
        *,
        record: Mapping[str, Any] | None = None,
    ) -> Outcome:
        """Decide and commit one profile delta; exactly one decision event is audited per call."""
        target = f"profile:{delta.key}"
        evidence = redact_text(delta.evidence or ctx.message, ctx.redact) if ctx.redact else delta.evidence
        text = self.fact_text(delta.key, delta.value, evidence or ctx.message)
        tok = engine.tokenizer
        util = self.utility_profile(delta, text, ctx, tok)
        phi = util.phi(self.config.weights)
        base = self._detail(util, phi, record)
        src = delta.evidence or ctx.message
        additive, correction = restatement_kind(src)

        def out(action: str, reason: str, **kw: Any) -> Outcome:
            return Outcome("profile", action, target, reason, phi, write_id=ctx.write_id, **kw)

        if ctx.redact and contains_any(delta.value, [s for s, _ in ctx.redact]):
            self._audit(engine, ctx, BLOCK, target, reason="privacy: value is sensitive without consent", **base)
            return out(BLOCK, "privacy", confirmation=CONSENT_REMINDER[known_lang(ctx.reply_lang)])
        if delta.evidence and is_question(delta.evidence):
            self._audit(engine, ctx, NOOP, target, reason="a question asserts nothing", value=delta.value, **base)
            return out(NOOP, "question")

        with self._lock(engine, ctx.user_id):
            existing = engine.store.get_fact(ctx.user_id, delta.key)
            if existing is not None and existing.status == "conflict":
                return self._pending(engine, existing, delta, ctx, base, out)
            dec = decide_fact(existing, delta.key, delta.value, additive=additive, correction=correction)
            if dec.action == NOOP:
                self._audit(engine, ctx, NOOP, target, reason=dec.reason, value=delta.value, **base)
                return out(NOOP, dec.reason, fact=existing)
            if phi < self.config.tau:
                self._audit(engine, ctx, NOOP, target, reason=f"phi {phi:.3f} < tau", value=delta.value, **base)
                return out(NOOP, "below tau")
            if existing is None and self._profile_count(engine, ctx.user_id) >= self.config.profile_capacity:
                self._audit(engine, ctx, NOOP, target, reason="profile quota reached", value=delta.value, **base)
                log.warning("write: profile quota %d reached for %s", self.config.profile_capacity, ctx.user_id)
                return out(NOOP, "capacity")
            new_text = self.fact_text(delta.key, dec.value, evidence or ctx.message)
            if dec.action == CONFLICT:
                assert existing is not None
                q = conflict_question(delta.key, existing.value, dec.value, ctx.reply_lang)
                marked = existing.model_copy(update={"status": "conflict", "updated_at": ctx.timestamp})
                fact = engine.set_fact(
                    marked,
                    action=CONFLICT,
                    **self._event(
                        ctx,
                        CONFLICT,
                        target,
                        reason=dec.reason,
                        proposed=dec.value,
                        proposed_confidence=delta.confidence,
                        proposed_sensitivity=delta.sensitivity,
                        proposed_lang=delta.lang,
                        proposed_text=new_text,
                        evidence_ptr=ctx.evidence_ptr,
                        question=q,
                        **base,
                    ).detail,
                )
                return out(CONFLICT, dec.reason, fact=fact, confirmation=q)
            fact = self._commit_value(engine, delta, dec.value, ctx, existing, dec.action, dec.reason, base)
            # a list that keeps every stored value: the earlier statements stay true, and so must their words
            grows = (
                dec.action == UPDATE
                and existing is not None
                and isinstance(existing.value, list)
                and isinstance(dec.value, list)
                and {canonical(x) for x in existing.value} <= {canonical(x) for x in dec.value}
            )
            item = self._commit_fact_item(engine, delta.key, new_text, delta, ctx, dec.action, base, keep_old=grows)
            return out(dec.action, dec.reason, fact=fact, item=item)

    def _profile_count(self, engine: MemoryEngine, user_id: str) -> int:
        return sum(1 for f in engine.store.get_profile(user_id) if f.key != CONSENT_KEY)

    def _commit_value(
        self,
        engine: MemoryEngine,
        delta: ProfileDelta,
        value: Any,
        ctx: WriteContext,
        existing: ProfileFact | None,
        action: str,
        reason: str,
        base: Mapping[str, Any],
    ) -> ProfileFact:
        sens = max(
            delta.sensitivity, existing.sensitivity if existing else "low", key=lambda s: SENSITIVITY_RANK.get(s, 0)
        )
        fact = ProfileFact(
            user_id=ctx.user_id,
            key=delta.key,
            value=value,
            confidence=max(0.0, min(1.0, delta.confidence)),
            source=ctx.evidence_ptr[0] if ctx.evidence_ptr else "chat",
            updated_at=ctx.timestamp,
            status="ok",
            sensitivity=sens,  # type: ignore[arg-type]
            lang=delta.lang if delta.lang in LANGS else None,  # type: ignore[arg-type]
            consent=ctx.consent,
            purpose=ctx.purpose,
        )
        detail = self._event(ctx, action, f"profile:{delta.key}", reason=reason, **base).detail
        return engine.set_fact(fact, action=action, **detail)

    def _commit_fact_item(
        self,
        engine: MemoryEngine,
        key: str,
        text: str,
        delta: ProfileDelta,
        ctx: WriteContext,
        action: str,
        base: Mapping[str, Any],
        *,
        keep_old: bool = False,
    ) -> MemoryItem | None:
        """The LTM side of a fact: ADD a fact item, or supersede the key's current one (validity window).

        ``keep_old``: the update adds to a list and keeps every stored value, so the superseded item's words (an
        earlier statement, still true) are kept as the episodic memory of their own turn (``_keep_words``).
        """
        if key == CONSENT_KEY:
            return None
        sens = delta.sensitivity
        kept = sens == "high" and ctx.consent and ctx.purpose
        tags = [f"profile:{key}"] + ([f"purpose:{ctx.purpose}"] if kept else [])
        item = self._new_item(
            ctx, text, source_type="fact", tags=tags, confidence=delta.confidence, sensitivity=sens, lang=delta.lang
        )
        old = self._fact_item(engine, ctx.user_id, key)
        if old is not None and old.hash == item.hash:
            return old
        if old is not None:
            ev = self._event(ctx, UPDATE, item.memory_id, via=f"profile:{key}", supersedes=old.memory_id, **base)
            new = self._supersede(engine, old.memory_id, item, ev)
            if keep_old:
                self._keep_words(engine, old, key, ctx, base)
            return new
        ev = self._event(ctx, ADD, item.memory_id, via=f"profile:{key}", text=text, **base)
        return self._add_item(engine, item, ev)

    def _keep_words(
        self, engine: MemoryEngine, old: MemoryItem, key: str, ctx: WriteContext, base: Mapping[str, Any]
    ) -> MemoryItem | None:
        """The words of a superseded list fact item, kept as the episodic memory of the turn that said them.

        A fact item keeps the words of the latest statement only (``fact_text``), and the turn writer skipped
        that statement's episodic candidate because the fact item kept them. When a later statement adds to the
        list, the successor keeps the new words; the earlier statement is still true, so its words move to an
        episodic item with the earlier turn, time, language and sensitivity: one memory per statement, never two
        (nothing is written when a live episodic item already holds that turn). No ``profile:`` tag: the key
        keeps one fact item.
        """
        at = old.summary.rfind(f"[{key.replace('_', ' ')}: ")
        words = old.summary[:at].strip() if at > 0 else ""
        if not words or not old.turn_ids:
            return None
        if engine.store.list_items(ctx.user_id, source_types=["episodic"], turn_ids=list(old.turn_ids), limit=1):
            return None
        if self._ltm_count(engine, ctx.user_id) >= self.config.ltm_capacity:
            return None
        tags = [t for t in old.tags if not t.startswith("profile:")]
        item = self._new_item(
            ctx, words, source_type="episodic", tags=tags, confidence=old.confidence, sensitivity=old.sensitivity,
            lang=old.lang,
        )  # fmt: skip
        item = item.model_copy(
            update={
                "timestamp": old.timestamp,
                "valid_from": old.valid_from or old.timestamp,
                "turn_ids": list(old.turn_ids),
                "evidence_ptr": list(old.evidence_ptr),
                "session_id": old.session_id,
            }
        )
        ev = self._event(ctx, ADD, item.memory_id, via=f"profile:{key}", kept_from=old.memory_id, text=words, **base)
        return self._add_item(engine, item, ev)

    def _pending(
        self,
        engine: MemoryEngine,
        existing: ProfileFact,
        delta: ProfileDelta,
        ctx: WriteContext,
        base: Mapping[str, Any],
        out: Callable[..., Outcome],
    ) -> Outcome:
        """A new statement about a key whose conflict is still open: restating either side answers the question."""
        # write_admin builds on this module (its functions commit through a WritePolicy): imported here, not above.
        from .write_admin import pending_conflict, resolve_conflict

        target = f"profile:{delta.key}"
        pend = pending_conflict(engine, ctx.user_id, delta.key)
        proposed = pend.detail.get("proposed") if pend else None
        ordered = delta.key in ORDERED_KEYS
        if pend is not None and canonical(delta.value, ordered) == canonical(proposed, ordered):
            fact = resolve_conflict(engine, ctx.user_id, delta.key, True, policy=self, ctx=ctx, how="restated")
            return out(RESOLVE, "restated the proposed value: accepted", fact=fact)
        if canonical(delta.value, ordered) == canonical(existing.value, ordered):
            fact = resolve_conflict(engine, ctx.user_id, delta.key, False, policy=self, ctx=ctx, how="restated")
            return out(RESOLVE, "restated the stored value: rejected the proposal", fact=fact)
        q = conflict_question(delta.key, existing.value, delta.value, ctx.reply_lang)
        text = self.fact_text(delta.key, delta.value, delta.evidence or ctx.message)
        fact = engine.set_fact(
            existing.model_copy(update={"updated_at": ctx.timestamp}),
            action=CONFLICT,
            **self._event(
                ctx,
                CONFLICT,
                target,
                reason="another value while a conflict is open",
                proposed=delta.value,
                proposed_confidence=delta.confidence,
                proposed_sensitivity=delta.sensitivity,
                proposed_lang=delta.lang,
                proposed_text=text,
                evidence_ptr=ctx.evidence_ptr,
                question=q,
                **base,
            ).detail,
        )
        return out(CONFLICT, "another value while a conflict is open", fact=fact, confirmation=q)

    # ---- episodic items --------------------------------------------------------------------------------

    def write_item(
        self,
        engine: MemoryEngine,
        text: str,
        ctx: WriteContext,
        *,
        hits: Sequence[SearchHit] = (),
        confidence: float = 0.8,
        sensitivity: str = "low",
        record: Mapping[str, Any] | None = None,
        experts: WriteExperts | None = None,
        tags: Sequence[str] = (),
    ) -> Outcome:
        """Mem0's update phase for one episodic candidate: top-s similar memories, then ADD/UPDATE/DELETE/NOOP."""
        tok = engine.tokenizer
        util = self.utility_episodic(text, ctx, tok, confidence=confidence, sensitivity=sensitivity)
        phi = util.phi(self.config.weights)
        base = self._detail(util, phi, record)
        cu = info_units(text, tok)

        def out(action: str, target: str, reason: str, item: MemoryItem | None = None) -> Outcome:
            return Outcome("episodic", action, target, reason, phi, item=item, write_id=ctx.write_id)

        for h in hits:
            hu = info_units(h.item.summary, tok)
            if cu and len(cu & hu) / len(cu) >= self.config.recall_overlap:
                self._audit(engine, ctx, NOOP, h.item.memory_id, reason="recalled memory", text=text, **base)
                return out(NOOP, h.item.memory_id, "recalled memory")
        if phi < self.config.tau:
            self._audit(engine, ctx, NOOP, "ltm", reason=f"phi {phi:.3f} < tau", text=text, **base)
            return out(NOOP, "ltm", "below tau")
        kept = sensitivity == "high" and ctx.consent and ctx.purpose  # sensitive, kept by consent for a purpose
        all_tags = list(tags) + ([f"purpose:{ctx.purpose}"] if kept else [])
        item = self._new_item(
            ctx, text, source_type="episodic", tags=all_tags, confidence=confidence, sensitivity=sensitivity, lang=None
        )
        # The message itself (a one-sentence turn distils to its own words): its language is the turn's, detected
        # once by the engine; detecting the same text again with the turn's language as default gives the same.
        lang = known_lang(ctx.lang) if text == ctx.message else lang_of(text, ctx.lang)
        item = item.model_copy(update={"lang": lang})
        with self._lock(engine, ctx.user_id):
            similar = engine.search(
                ctx.user_id,
                text,
                k=self.config.similar_k,
                filters=SearchFilters(source_types=list(WRITER_SOURCES)),
                now=ctx.timestamp,
                lang=item.lang,
            )
            sim_items = [h.item for h in similar]
            dec = decide_item(text, sim_items, tok, self.config)
            if dec.action == ADD and experts is not None and sim_items:
                dec = self._expert_op(experts, text, sim_items, dec)
            if dec.action == NOOP:
                self._audit(engine, ctx, NOOP, dec.target or "ltm", reason=dec.reason, text=text, **base)
                return out(NOOP, dec.target or "ltm", dec.reason)
            if dec.action in (ADD, DELETE) and self._ltm_count(engine, ctx.user_id) >= self.config.ltm_capacity:
                self._audit(engine, ctx, NOOP, "ltm", reason="LTM quota reached", text=text, **base)
                log.warning("write: LTM quota %d reached for %s", self.config.ltm_capacity, ctx.user_id)
                return out(NOOP, "ltm", "capacity")
            if dec.action == UPDATE and dec.target:
                merged = str(dec.value or text)
                if merged != text:
                    item = item.model_copy(
                        update={"summary": merged, "title": merged[:80], "hash": content_hash("episodic", merged)}
                    )
                ev = self._event(ctx, UPDATE, item.memory_id, supersedes=dec.target, reason=dec.reason, **base)
                try:
                    new = self._supersede(engine, dec.target, item, ev)
                except Conflict as e:  # the target changed under us (another writer): record, do not lose
                    self._audit(engine, ctx, NOOP, dec.target, reason=f"supersede refused: {e}", text=text, **base)
                    return out(NOOP, dec.target, "stale target")
                return out(UPDATE, new.memory_id, dec.reason, new)
            if dec.action == DELETE and dec.target:
                engine.store.delete_item(
                    ctx.user_id,
                    dec.target,
                    audit=self._event(ctx, DELETE, dec.target, reason=dec.reason, replaced_by=item.memory_id, **base),
                )
                engine._index_drop(ctx.user_id, [dec.target])
            ev = self._event(ctx, ADD, item.memory_id, reason=dec.reason, text=text, **base)
            added = self._add_item(engine, item, ev)
            if added is None:  # same content live under another id: the store's key caught it
                self._audit(engine, ctx, NOOP, "ltm", reason="same content already live", text=text, **base)
                return out(NOOP, "ltm", "duplicate")
            return out(dec.action if dec.action == DELETE else ADD, added.memory_id, dec.reason, added)

    @staticmethod
    def _expert_op(experts: WriteExperts, text: str, similar: Sequence[MemoryItem], rule: Decision) -> Decision:
        """Let a configured memory_update expert find what rules cannot (contradictions, paraphrased merges)."""
        prop = experts.classify_update(text, [{"id": m.memory_id, "text": m.summary} for m in similar])
        if prop is None or prop.decision != "commit" or not isinstance(prop.value, Mapping):
            return rule
        action = str(prop.value.get("action", "")).upper()
        target = prop.value.get("target_id")
        ids = {m.memory_id for m in similar}
        why = f"memory_update expert: {prop.value.get('reason') or action}"
        if action == NOOP:
            return Decision(NOOP, text, why, target if target in ids else None)
        if action in (UPDATE, DELETE) and target in ids:
            merged = prop.value.get("merged") if action == UPDATE else None
            return Decision(action, merged or text, why, target)
        return rule

    def write_placeholder(
        self, engine: MemoryEngine, redacted: str, kinds: Sequence[str], ctx: WriteContext, record: Mapping[str, Any]
    ) -> Outcome:
        """Privacy veto (seed 000 §6.9): the turn is kept only as a redacted placeholder with a consent reminder."""
        tags = ["redacted", "consent_needed", *[f"pii:{k}" for k in sorted(set(kinds))]]
        item = self._new_item(
            ctx, redacted, source_type="episodic", tags=tags, confidence=1.0, sensitivity="low", lang=ctx.lang
        )
        reminder = CONSENT_REMINDER[known_lang(ctx.reply_lang)]
        with self._lock(engine, ctx.user_id):
            ev = self._event(ctx, REDACT, item.memory_id, text=redacted, pii_types=sorted(set(kinds)), consensus=record)
            added = self._add_item(engine, item, ev)
            if added is None:
                self._audit(engine, ctx, NOOP, "ltm", reason="same placeholder already live", text=redacted)
                return Outcome("placeholder", NOOP, "ltm", "duplicate", confirmation=reminder, write_id=ctx.write_id)
        return Outcome(
            "placeholder",
            REDACT,
            added.memory_id,
            "privacy veto",
            item=added,
            confirmation=reminder,
            write_id=ctx.write_id,
        )


# ---------------------------------------------------------------------------------------------------------

__all__ = [
    "CONSENT_KEY",
    "WRITER_SOURCES",
    "Outcome",
    "Utility",
    "UtilityWeights",
    "WriteContext",
    "WritePolicy",
    "WritePolicyConfig",
]
