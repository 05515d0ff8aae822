"""The turn writer: after each turn, the experts' candidates are scored, decided and committed by the policy.

:class:`PolicyWriter` implements the engine's ``TurnWriter``. It is the orchestration only: the rules live in
:mod:`memory.write_rules`, the scoring and commits in :mod:`memory.write` (``WritePolicy``), the user-facing
conflict and consent functions in :mod:`memory.write_admin`; the experts come in through ``WriteExperts``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .schemas import (
    ProfileFact,
    SearchHit,
    ShortTermState,
    utcnow,
)
from .write import CONSENT_KEY, Outcome, WriteContext, WritePolicy, WritePolicyConfig
from .write_admin import consent_of, resolve_conflict, scrub_strings
from .write_experts import ProfileDelta, Proposal, WriteExperts
from .write_rules import ADD, BLOCK, CONFLICT, DEFER, DELETE, FAIL, FORGET, NOOP, REDACT, RESOLVE, SUMMARY, UPDATE
from .write_text import (
    CONSENT_REMINDER,
    LANGS,
    contains_any,
    is_question,
    known_lang,
    norm_text,
    parse_forget_request,
    parse_yes_no,
    redact_text,
)

if TYPE_CHECKING:
    from .engine import MemoryEngine, WriteReport

log = logging.getLogger("kioku.write")
# the turn writer (the orchestration; experts come in through WriteExperts)


class PolicyWriter:
    """Implements the engine's ``TurnWriter``: candidates after each turn -> scored, decided, committed.

    Order within a turn: (1) an answer to an open confirmation question resolves it; (2) a forget request is
    executed; (3) privacy: sensitive data without consent is scrubbed and only a placeholder written; (4) profile
    deltas; (5) the episodic candidate; (6) the running STM summary through the summarizer.
    """

    def __init__(self, experts: WriteExperts, policy: WritePolicy | None = None) -> None:
        self.experts = experts
        self.policy = policy
        self._summaries: dict[tuple[str, str], tuple[int, str]] = {}  # (user, session) -> (turns covered, text)
        self._lock = threading.Lock()
        self._tls = threading.local()
        self.counters: dict[str, int] = {}

    def _count(self, name: str) -> None:
        with self._lock:
            self.counters[name] = self.counters.get(name, 0) + 1

    def _policy(self, engine: MemoryEngine) -> WritePolicy:
        if self.policy is None:
            self.policy = WritePolicy(WritePolicyConfig.from_engine(engine))
        return self.policy

    # ---- the STM summarizer hook (ShortTermMemory's ``summarize`` callable) ---------------------------

    def summarize(self, summary: str, turns: list[Any], lang: str) -> str:
        """stm.Summarize: fold turns into the running summary with the summarizer role."""
        self._tls.summarized = True
        rows = [{"role": str(t.role), "text": str(t.text)} for t in turns]
        max_tokens = self.policy.config.summary_max_tokens if self.policy else 120
        prop = self.experts.summarize(summary, rows, known_lang(lang), max_tokens)
        if prop.decision != "commit" or not isinstance(prop.value, Mapping):
            self._count("summary_fallback")
            from .stm import extractive_fold
            from .tokens import default_token_counter

            log.warning("write: summarizer %s (%s); extractive fold used", prop.decision, prop.reason)
            return extractive_fold(summary, turns, known_lang(lang), default_token_counter(), max_tokens)  # type: ignore[arg-type]
        return str(prop.value.get("summary", ""))

    # ---- the TurnWriter protocol ------------------------------------------------------------------------

    def after_turn(
        self,
        engine: MemoryEngine,
        user_id: str,
        session_id: str,
        message: str,
        reply: str | None,
        hits: list[SearchHit],
        lang: str,
        timestamp: datetime,
    ) -> WriteReport:
        from .engine import WriteReport

        policy = self._policy(engine)
        report = WriteReport()
        try:
            profile = engine.store.get_profile(user_id)
            reply_lang = known_lang(engine.builder.preferred_lang(profile) or lang)
            consent, purpose = consent_of(engine, user_id, profile)
            turn_ids = self._turn_ids(engine, user_id, session_id, message, timestamp)
            state = engine.stm(user_id, session_id)
            ctx = WriteContext(
                user_id=user_id,
                session_id=session_id,
                timestamp=timestamp,
                message=message,
                lang=known_lang(lang),
                reply_lang=reply_lang,
                turn_ids=turn_ids,
                consent=consent,
                purpose=purpose,
            )
            if self._answer_confirmation(engine, profile, ctx, report):
                return report
            if self._forget(engine, ctx, report):
                return report
            self._write_candidates(engine, policy, profile, ctx, state.running_summary, hits, report)
            if ctx.redact:  # the scrub rewrote the short-term state
                state = engine.stm(user_id, session_id)
            self._refresh_summary(engine, state, reply, reply_lang, (consent, purpose), report)
            return report
        finally:
            self._tls.summarized = False

    @staticmethod
    def _turn_ids(engine: MemoryEngine, user_id: str, session_id: str, message: str, ts: datetime) -> list[str]:
        """The stored user turn this message became (it may have been stored redacted: then the latest one)."""
        # The engine stored it moments ago and remembers what it stored; a store query only when another write to
        # the session came in between.
        for t in reversed(engine.recent_turns(user_id, session_id)):
            if t.speaker == "user" and t.text == message:
                return [t.turn_id]
        # The turn was stored moments ago: it is among the session's last few (message, reply), not further back.
        recent = engine.store.get_turns(user_id, session_id=session_id, offset=-8)
        turns = [t for t in recent if t.speaker == "user"]
        for t in reversed(turns):
            if t.text == message:
                return [t.turn_id]
        return [turns[-1].turn_id] if turns and turns[-1].timestamp == ts else []

    def before_store(self, engine: MemoryEngine, user_id: str, message: str, lang: str) -> str:
        """Engine hook: the form of a user message that may be stored (turn row, STM, turn item).

        High-sensitivity data without consent and purpose is redacted before anything reaches disk; with the
        hook in place ``after_turn`` finds nothing to scrub and only writes the placeholder and the reminder.
        """
        consent, purpose = consent_of(engine, user_id)
        if consent and purpose:
            return message
        verdict = self.experts.classify_privacy(message, consent, purpose)
        high = verdict.typed(("high",))
        return redact_text(message, high) if high else message

    @staticmethod
    def _add(report: WriteReport, o: Outcome) -> None:
        report.decisions.append(o.to_dict())
        if o.fact is not None and o.action in (ADD, UPDATE, RESOLVE):
            report.facts.append(o.fact)
        if o.item is not None and o.action in (ADD, UPDATE, DELETE, REDACT):
            report.items.append(o.item)
        if o.action == CONFLICT and o.fact is not None:
            report.conflicts.append(o.fact)
        if o.confirmation and report.confirmation is None:
            report.confirmation = o.confirmation

    def _answer_confirmation(
        self, engine: MemoryEngine, profile: list[ProfileFact], ctx: WriteContext, report: WriteReport
    ) -> bool:
        open_ = [f for f in profile if f.status == "conflict"]
        if not open_:
            return False
        ans = parse_yes_no(ctx.message)
        if ans is None:
            return False
        f = max(open_, key=lambda x: x.updated_at)
        fact = resolve_conflict(engine, ctx.user_id, f.key, ans, policy=self._policy(engine), ctx=ctx)
        self._add(
            report,
            Outcome("profile", RESOLVE, f"profile:{f.key}", "accepted" if ans else "rejected", fact=fact),
        )
        return True

    def _forget(self, engine: MemoryEngine, ctx: WriteContext, report: WriteReport) -> bool:
        keys = parse_forget_request(ctx.message)
        if keys is None:
            return False
        for key in keys:
            target = f"profile:{key}"
            if engine.store.get_fact(ctx.user_id, key) is None:
                self._policy(engine)._audit(engine, ctx, FORGET, target, reason="nothing stored under this key")
                self._add(report, Outcome("profile", NOOP, target, "nothing to forget", write_id=ctx.write_id))
                continue
            counts = engine.forget(ctx.user_id, key)
            # the event names the key and the counts only: the forgotten values must not come back through it
            self._policy(engine)._audit(engine, ctx, FORGET, target, counts=counts)
            self._add(report, Outcome("profile", FORGET, target, "forgotten on request", write_id=ctx.write_id))
        return True

    def _write_candidates(
        self,
        engine: MemoryEngine,
        policy: WritePolicy,
        profile: list[ProfileFact],
        ctx: WriteContext,
        summary: str,
        hits: Sequence[SearchHit],
        report: WriteReport,
    ) -> None:
        verdict = self.experts.classify_privacy(ctx.message, ctx.consent, ctx.purpose)
        if not verdict.ok:
            # Without a privacy verdict nothing derived from the turn is written (STM only); the audit says why.
            self._count("privacy_fail")
            policy._audit(engine, ctx.fork(), FAIL, "privacy", reason="privacy filter failed: LTM write deferred")
            report.decisions.append({"kind": "privacy", "action": FAIL, "reason": "privacy filter failed"})
            return
        high = verdict.typed(("high",))
        sensitive = bool(high) and not (ctx.consent and ctx.purpose)
        clear = ctx.message
        if sensitive:
            ctx.redact = list(high)
            stored = (
                [t.text for t in engine.store.get_turns(ctx.user_id, turn_ids=ctx.turn_ids)] if ctx.turn_ids else []
            )
            on_disk = [s for s, _ in high if not stored or any(norm_text(s) in norm_text(t) for t in stored)]
            if on_disk:  # stored before the writer saw it (no before_store hook in the engine): scrub it
                scrub_strings(engine, ctx.user_id, on_disk)
                self._count("scrubbed_turns")
            ctx.message = redact_text(clear, high)
            # the turn's raw item was erased by the scrub; it lives on as the placeholder only
            self._add(
                report,
                policy.write_placeholder(engine, ctx.message, [k for _, k in high], ctx.fork(), verdict.record),
            )
        existing = {f.key: f.value for f in profile if f.status == "ok" and f.key != CONSENT_KEY}
        prop = self.experts.extract_profile(ctx.message, summary, existing, ctx.lang, ctx.consent, ctx.purpose)
        deltas = self._deltas(prop)
        deltas += self.experts.contact_facts(clear, verdict) if not sensitive else []
        if high and not sensitive:  # consented: kept in clear, but labelled for what it is
            for d in deltas:
                if contains_any([d.evidence, d.value], [s for s, _ in high]):
                    d.sensitivity = "high"
        covered: list[str] = []
        if prop.decision == "fail":
            self._count("profile_fail")
            policy._audit(engine, ctx.fork(), FAIL, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": FAIL, "reason": prop.reason})
        elif prop.decision == "defer" and not prop.reason.startswith("conflict"):
            # high disagreement / low faithfulness: STM only, no LTM write, a yes/no question (seed 000 §6.9)
            self._count("profile_defer")
            policy._audit(engine, ctx.fork(), DEFER, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": DEFER, "reason": prop.reason})
            report.confirmation = report.confirmation or prop.confirmation
            deltas = [d for d in deltas if d.key in ("address", "phone", "email")]
        elif prop.decision == "block":
            self._count("profile_block")
            policy._audit(engine, ctx.fork(), BLOCK, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": BLOCK, "reason": prop.reason})
            report.confirmation = report.confirmation or CONSENT_REMINDER[known_lang(ctx.reply_lang)]
            deltas = []
        for d in deltas:
            o = policy.write_fact(engine, d, ctx.fork(), record=prop.record)
            self._add(report, o)
            if d.evidence and self._kept(engine, policy, ctx.user_id, d, o):
                covered.append(d.evidence)
        if sensitive:
            return
        dist = self.experts.distill(ctx.message, ctx.lang, ctx.consent, ctx.purpose)
        text = str(dist.value.get("summary", "")).strip() if isinstance(dist.value, Mapping) else ""
        if dist.decision != "commit" or not text:
            return
        from .stm import split_sentences

        if all(is_question(x) for x in split_sentences(text)):
            return  # a question is asked, not remembered (its raw turn stays retrievable)
        if any(norm_text(text) in norm_text(ev) or norm_text(ev) in norm_text(text) for ev in covered if ev):
            return  # the turn's content went into a fact item that keeps its words (no duplicate episode)
        conf = float((dist.record.get("s") or {}).get(dist.record.get("chosen") or "", 0.8) or 0.8)
        sens = verdict.sensitivity if verdict.sensitivity in ("low", "med", "high") else "low"
        o = policy.write_item(
            engine,
            text,
            ctx.fork(),
            hits=hits,
            confidence=conf,
            sensitivity=sens,
            record=dist.record,
            experts=self.experts,
        )
        o.kind = "episodic"
        self._add(report, o)

    @staticmethod
    def _kept(engine: MemoryEngine, policy: WritePolicy, user_id: str, d: ProfileDelta, o: Outcome) -> bool:
        """Whether the profile write left the delta's evidence in a memory, so the episodic copy would duplicate it.

        Per action, from what ``WritePolicy.write_fact`` stores: ADD and UPDATE commit a fact item whose text is
        the evidence plus the key's gloss (``fact_text``), so it keeps the words. A NOOP ("same value", "no new
        information", "says less", "below tau", quota, a question) stores nothing: the words are kept only when
        the key's current fact item already holds them (the user said the same sentence again). A CONFLICT holds
        the words in the open question and they become the fact item's on a yes (an episodic copy would duplicate
        them, or keep a statement the user rejects); a RESOLVE restates a value the fact keeps. Anything else
        (a privacy BLOCK) kept nothing.
        """
        if o.action in (CONFLICT, RESOLVE):
            return True
        item = o.item
        if item is None and o.action == NOOP and o.fact is not None:
            item = policy._fact_item(engine, user_id, d.key)
        return item is not None and norm_text(d.evidence) in norm_text(item.summary)

    @staticmethod
    def _deltas(prop: Proposal) -> list[ProfileDelta]:
        if not isinstance(prop.value, Mapping):
            return []
        out = []
        for f in prop.value.get("facts") or []:
            if not isinstance(f, Mapping) or not f.get("key") or f.get("value") in (None, "", []):
                continue
            sens = f.get("sensitivity") if f.get("sensitivity") in ("low", "med", "high") else "low"
            out.append(
                ProfileDelta(
                    key=str(f["key"]),
                    value=f["value"],
                    confidence=float(f.get("confidence", 0.5)),
                    sensitivity=str(sens),
                    evidence=str(f.get("evidence") or ""),
                    lang=f.get("lang") if f.get("lang") in LANGS else None,
                )
            )
        return out

    def _refresh_summary(
        self,
        engine: MemoryEngine,
        state: ShortTermState,
        reply: str | None,
        lang: str,
        consent: tuple[bool, str | None],
        report: WriteReport,
    ) -> None:
        """Keep the running summary with the summarizer role (seed 000 §5.3).

        When the engine folds dropped turns through ``self.summarize`` nothing is left to do. Otherwise the
        engine's extractive fold is replaced: the turns outside the STM window are folded incrementally
        (previous summarizer output + the newly dropped turns), or from scratch after a restart.
        """
        if getattr(self._tls, "summarized", False):
            return
        policy = self._policy(engine)
        user_id, session_id = state.user_id, state.session_id
        if len(state.last_k_turns) < state.k and not state.running_summary:
            return  # the window has never overflowed: nothing was dropped yet
        # Counted, and only the turns the summary still has to take in are loaded: a long session (the chat
        # endpoint's default one) would otherwise be read whole after every turn. A summary that already covers
        # the first turns gets the count and the turns after them in one statement.
        key = (user_id, session_id)
        with self._lock:
            cached = self._summaries.get(key)
        tail: list[Any] | None = None
        if cached is not None and cached[0] > 0:
            total, tail = engine.store.session_tail(user_id, session_id, cached[0])
        else:
            total = engine.store.count_turns(user_id, session_id=session_id)
        end = total - (1 if reply else 0)  # reply: not in STM yet
        n_dropped = max(0, end - len(state.last_k_turns))
        if not n_dropped:
            return
        if cached is not None and cached[0] == n_dropped:
            text = cached[1]
        else:
            if cached is not None and 0 < cached[0] < n_dropped:
                prev, first = cached[1], cached[0]  # fold in only what was dropped since
            else:
                k = policy.config.summary_input_turns
                if n_dropped > k:
                    log.warning("write: summary rebuilt from the last %d of %d dropped turns", k, n_dropped)
                prev, first = "", max(0, n_dropped - k)
            if tail is not None and cached is not None and first == cached[0]:
                new = tail[: n_dropped - first]
            else:
                new = engine.store.get_turns(user_id, session_id=session_id, offset=first, limit=n_dropped - first)
            rows = [{"role": t.speaker, "text": t.text} for t in new]
            prop = self.experts.summarize(prev, rows, lang, policy.config.summary_max_tokens, *consent)
            if prop.decision != "commit" or not isinstance(prop.value, Mapping):
                self._count("summary_fallback")
                report.decisions.append({"kind": "summary", "action": FAIL, "reason": prop.reason})
                return
            text = str(prop.value.get("summary", ""))
            with self._lock:
                self._summaries[key] = (n_dropped, text)
            ctx = WriteContext(
                user_id=user_id, session_id=session_id, timestamp=utcnow(), message="", lang=lang, reply_lang=lang
            )
            policy._audit(engine, ctx, SUMMARY, f"stm:{session_id}", covers_turns=n_dropped, consensus=prop.record)
            report.decisions.append({"kind": "summary", "action": SUMMARY, "target": f"stm:{session_id}"})
        if text and text != state.running_summary:
            engine.put_stm(state.model_copy(update={"running_summary": text}))


__all__ = [
    "PolicyWriter",
]
