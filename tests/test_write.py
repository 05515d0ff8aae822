"""The write policy: phi arithmetic, thresholds and quotas, ADD/UPDATE/DELETE/NOOP, conflicts, privacy, summary.

Pure decisions are checked against hand-computed values; everything that commits runs on a real DuckDB store
in tmp_path with the offline e5 embedder and the local experts.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from experts.writer import ConsensusWriter, SingleExpertWriter
from memory.config import load_config
from memory.engine import MemoryEngine
from memory.errors import Conflict, InvalidInput
from memory.schemas import MemoryItem, content_hash
from memory.turn_writer import PolicyWriter
from memory.write import Utility, UtilityWeights, WriteContext, WritePolicy, WritePolicyConfig
from memory.write_admin import resolve_conflict, set_consent
from memory.write_experts import ProfileDelta, Proposal
from memory.write_rules import ADD, CONFLICT, DELETE, NOOP, UPDATE, decide_fact, decide_item
from memory.write_text import parse_forget_request, parse_yes_no

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)
RECORD = {"z": {"facts": []}, "s": {"local/profile": 0.9}, "phi": {"local/profile": 0.8}, "g": {"local/profile": 1.0}}


def split(text: str) -> list[str]:
    return text.casefold().replace(".", " ").split()


@pytest.fixture()
def engine(tmp_path: Path, e5_embedder) -> MemoryEngine:
    eng = MemoryEngine(load_config().model_copy(update={"xl_embedder": None}), data_dir=tmp_path, embedder=e5_embedder)
    yield eng
    eng.close()


def ctx_for(message: str, *, lang: str = "en", reply_lang: str | None = None, turn: str = "s1:1", **kw) -> WriteContext:
    return WriteContext(
        user_id=kw.pop("user_id", "u1"),
        session_id=turn.split(":")[0],
        timestamp=kw.pop("timestamp", T0),
        message=message,
        lang=lang,
        reply_lang=reply_lang or lang,
        turn_ids=[turn],
        **kw,
    )


def delta(key: str, value, evidence: str, confidence: float = 0.9, sensitivity: str = "low", lang: str = "en"):
    return ProfileDelta(key, value, confidence, sensitivity, evidence, lang)


def fact_items(engine: MemoryEngine, key: str, statuses=("active",)) -> list[MemoryItem]:
    items = engine.store.list_items("u1", statuses=statuses, source_types=["fact"])
    return [i for i in items if f"profile:{key}" in i.tags]


# ------------------------------------------------------------------------------------------------ arithmetic


def test_phi_hand_computed():
    w = UtilityWeights()
    assert (w.alpha, w.beta, w.gamma, w.eta, w.xi) == (0.4, 0.2, 0.2, 0.5, 0.2)
    assert Utility(U=0.6, V=0.97, S=0.8, R=0.0, L=1.0).phi(w) == pytest.approx(0.24 + 0.194 + 0.16 + 0.2)
    assert Utility(U=1, V=1, S=1, R=0.3, L=1).phi(w) == pytest.approx(0.85)  # an allergy (med risk)
    assert Utility(U=0, V=1, S=0.4, R=0, L=0.5).phi(w) == pytest.approx(0.38)  # chit-chat: below tau
    assert Utility(U=1, V=1, S=0.4, R=1, L=0.5).phi(w) == pytest.approx(0.28)  # useful but high-risk
    assert Utility(1, 1, 1, 0, 1).phi(w) == pytest.approx(1.0)  # positive weights sum to one


def test_utility_components_of_a_profile_delta():
    p = WritePolicy()
    c = ctx_for("My dog is named Pochi.")
    d = delta("pets", [{"kind": "dog", "name": "Pochi"}], "My dog is named Pochi.", 0.9)
    text = p.fact_text("pets", d.value, d.evidence)
    assert text == "My dog is named Pochi. [pets: Pochi (dog)]"
    u = p.utility_profile(d, text, c, split)
    # V = 0.4 (pointer) + 0.3 (evidence quoted verbatim) + 0.3 * 0.9 (confidence)
    assert (u.U, u.V, u.S, u.R, u.L) == pytest.approx((0.6, 0.97, 0.8, 0.0, 1.0))
    assert u.phi(p.config.weights) == pytest.approx(0.794)
    # consent with a purpose removes the privacy penalty; without it a high item costs eta
    hi = delta("name", "X", "", sensitivity="high")
    assert p.utility_profile(hi, "x", c, split).R == 1.0
    assert p.utility_profile(hi, "x", ctx_for("", consent=True, purpose="tax"), split).R == 0.0


def test_coverage_rewards_original_wording_and_a_pivot_gloss():
    cov = WritePolicy.coverage
    assert cov("うちの犬の名前はポチです。", "うちの犬の名前はポチです。", "ja") == 0.5
    assert cov("うちの犬の名前はポチです。 [pets: ポチ (dog)]", "うちの犬の名前はポチです。", "ja") == 1.0
    assert cov("My cat is Tama.", "うちの猫はタマです。", "ja") == 0.5  # Japanese stored only in English
    assert cov("I like trains.", "I like trains.", "en") == 1.0
    assert cov("", "x", "en") == 0.0


def test_config_from_engine_takes_tau_and_quotas(engine: MemoryEngine):
    cfg = WritePolicyConfig.from_engine(engine)
    assert (cfg.tau, cfg.profile_capacity, cfg.ltm_capacity) == (0.6, 300, 5000)
    with pytest.raises(InvalidInput):
        WritePolicyConfig(tau=1.5)


# ------------------------------------------------------------------------------------------------ decisions


def _fact(key, value):
    from memory.schemas import ProfileFact

    return ProfileFact(user_id="u1", key=key, value=value)


@pytest.mark.parametrize(
    ("key", "old", "new", "kw", "action", "value"),
    [
        ("name", None, "Alice", {}, ADD, "Alice"),
        ("name", "Alice", "ａｌｉｃｅ", {}, NOOP, "Alice"),  # NFKC + casefold: the same value
        ("name", "Alice", "Bob", {}, CONFLICT, "Bob"),
        ("age", 34, 35, {}, CONFLICT, 35),
        ("occupation", "engineer", "software engineer", {}, UPDATE, "software engineer"),  # strictly more
        ("occupation", "software engineer", "engineer", {}, NOOP, "software engineer"),  # says less
        ("allergies", ["shrimp"], ["shrimp", "crab"], {}, UPDATE, ["shrimp", "crab"]),
        ("allergies", ["shrimp", "crab"], ["crab"], {}, NOOP, ["shrimp", "crab"]),
        ("allergies", ["shrimp"], ["peanut"], {}, CONFLICT, ["peanut"]),  # restated differently
        ("allergies", ["shrimp"], ["peanut"], {"additive": True}, UPDATE, ["shrimp", "peanut"]),  # "also"
        ("allergies", ["shrimp"], ["shrimp", "crab"], {"correction": True}, CONFLICT, ["shrimp", "crab"]),
        ("pets", [{"kind": "dog", "name": None}], [{"kind": "dog", "name": "Pochi"}], {}, UPDATE, None),
        ("pets", [{"kind": "dog", "name": "Pochi"}], [{"kind": "dog"}], {}, NOOP, None),
        ("pets", [{"kind": "dog", "name": "Pochi"}], [{"kind": "dog", "name": "Max"}], {}, CONFLICT, None),
        (
            "pets",
            [{"kind": "dog", "name": "Pochi"}],
            [{"kind": "dog", "name": "Max"}],
            {"additive": True},
            UPDATE,
            None,
        ),
        ("pets", [{"kind": "dog", "name": "Pochi"}], [{"kind": "cat", "name": "Tama"}], {}, UPDATE, None),
        ("budget", {"amount": 5000, "currency": "JPY"}, {"amount": 8000, "currency": "JPY"}, {}, UPDATE, None),
        ("preferred_language", ["ja"], ["en"], {}, UPDATE, ["en"]),
        ("preferred_language", ["ja", "en"], ["en", "ja"], {}, UPDATE, ["en", "ja"]),  # order is the meaning
        ("preferred_language", ["ja", "en"], ["ja", "en"], {}, NOOP, ["ja", "en"]),
    ],
)
def test_decide_fact(key, old, new, kw, action, value):
    dec = decide_fact(None if old is None else _fact(key, old), key, new, **kw)
    assert dec.action == action, dec.reason
    if value is not None:
        assert dec.value == value


def test_decide_fact_pet_refinement_and_clash_values():
    dec = decide_fact(_fact("pets", [{"kind": "dog", "name": None}]), "pets", [{"kind": "dog", "name": "Pochi"}])
    assert dec.value == [{"kind": "dog", "name": "Pochi"}]
    dec = decide_fact(
        _fact("pets", [{"kind": "dog", "name": "Pochi"}, {"kind": "cat", "name": "Tama"}]),
        "pets",
        [{"kind": "dog", "name": "Max"}],
    )
    assert dec.action == CONFLICT and dec.value == [{"kind": "cat", "name": "Tama"}, {"kind": "dog", "name": "Max"}]


def _item(mid: str, text: str) -> MemoryItem:
    return MemoryItem(
        memory_id=mid,
        user_id="u1",
        timestamp=T0,
        summary=text,
        source_type="episodic",
        hash=content_hash("episodic", text),
    )


def test_decide_item_information_content_check():
    cfg = WritePolicyConfig()
    mem = [_item("m1", "dentist appointment on friday"), _item("m2", "visa renewal at the immigration office")]
    assert decide_item("dentist appointment on friday", mem, split, cfg).action == NOOP  # same content
    same_units = decide_item("on friday dentist appointment", mem, split, cfg)
    assert (same_units.action, same_units.target) == (NOOP, "m1")  # nothing new
    more = decide_item("dentist appointment on friday at 3pm with dr sato", mem, split, cfg)
    assert (more.action, more.target) == (UPDATE, "m1")  # holds all of m1 and more
    less = decide_item("dentist friday", mem, split, cfg)
    assert less.action == NOOP  # a subset of what is known
    assert decide_item("my cat tama likes tuna", mem, split, cfg).action == ADD
    assert decide_item("anything", [], split, cfg).action == ADD


# ------------------------------------------------------------------------------------------------ intents


@pytest.mark.parametrize(
    ("msg", "want"),
    [
        ("yes", True),
        ("Yes, that's right.", True),
        ("はい", True),
        ("はい、そうです。", True),
        ("是的", True),
        ("对", True),
        ("no", False),
        ("Nope.", False),
        ("いいえ、違います", False),
        ("不是", False),
        ("不对。", False),
        ("What time does the ward office open on Saturdays and Sundays?", None),
        ("I like yes-men", None),
        ("", None),
    ],
)
def test_parse_yes_no(msg, want):
    assert parse_yes_no(msg) is want


@pytest.mark.parametrize(
    ("msg", "want"),
    [
        ("Please forget my address.", ["address"]),
        ("Can you delete my phone number and forget my email?", ["phone", "email"]),
        ("Forget about my dog.", ["pets"]),
        ("住所を忘れてください。", ["address"]),
        ("アレルギーの情報を削除してください", ["allergies"]),
        ("请忘记我的地址。", ["address"]),
        ("删除我的过敏信息", ["allergies"]),
        ("I forgot my umbrella at the station.", None),
        ("My address is 1-2-3 Jingumae.", None),
    ],
)
def test_parse_forget_request(msg, want):
    assert parse_forget_request(msg) == want


# ------------------------------------------------------------------------------------------------ commits


def test_add_then_noop_with_audited_consensus_record(engine: MemoryEngine):
    p = WritePolicy()
    msg = "My dog is named Pochi."
    d = delta("pets", [{"kind": "dog", "name": "Pochi"}], msg)
    o = p.write_fact(engine, d, ctx_for(msg), record=RECORD)
    assert o.action == ADD and o.fact.value == d.value and o.phi == pytest.approx(0.794)
    item = fact_items(engine, "pets")[0]
    assert item.summary == "My dog is named Pochi. [pets: Pochi (dog)]"
    assert item.evidence_ptr == ["conv://s1#s1:1"] and item.turn_ids == ["s1:1"] and item.source_type == "fact"
    again = p.write_fact(engine, d, ctx_for(msg, turn="s2:1"), record=RECORD)
    assert again.action == NOOP and again.reason == "same value"
    events = [e for e in engine.store.list_audit("u1") if e.target == "profile:pets"]
    assert [e.action for e in events] == [ADD, NOOP]
    for e in events:  # <z, {s_k}, {phi_k}, {g_k}> and the chosen action, with the utility behind phi
        assert {"z", "s", "phi", "g"} <= set(e.detail["consensus"])
        assert set(e.detail["utility"]) == {"U", "V", "S", "R", "L"} and e.detail["tau"] == 0.6
        assert e.detail["write_id"]
    assert len(engine.store.fact_history("u1", "pets")) == 1


def test_update_supersedes_with_validity_window(engine: MemoryEngine):
    p = WritePolicy()
    p.write_fact(engine, delta("allergies", ["shrimp"], "I'm allergic to shrimp."), ctx_for("I'm allergic to shrimp."))
    msg = "I'm also allergic to peanuts."
    o = p.write_fact(
        engine, delta("allergies", ["peanut"], msg), ctx_for(msg, turn="s2:1", timestamp=T0 + timedelta(days=1))
    )
    assert o.action == UPDATE and o.fact.value == ["shrimp", "peanut"]
    assert [f.value for f in engine.store.fact_history("u1", "allergies")] == [["shrimp"], ["shrimp", "peanut"]]
    items = fact_items(engine, "allergies", ("active", "superseded"))
    old = next(i for i in items if i.status == "superseded")
    new = next(i for i in items if i.status == "active")
    assert old.valid_to is not None and new.valid_from is not None
    assert "shrimp, peanut" in new.summary and new.turn_ids == ["s2:1"]
    assert [v.status for v in engine.history("u1", old.memory_id)] == ["active", "superseded"]  # every version


def test_conflict_blocks_ltm_asks_in_user_language_then_accept(engine: MemoryEngine):
    p = WritePolicy()
    p.write_fact(engine, delta("name", "Alice", "My name is Alice."), ctx_for("My name is Alice."))
    msg = "私の名前はボブです。"
    o = p.write_fact(engine, delta("name", "ボブ", msg, lang="ja"), ctx_for(msg, lang="ja", turn="s2:1"))
    assert o.action == CONFLICT
    assert o.confirmation and "\n" not in o.confirmation and "はい" in o.confirmation and "ボブ" in o.confirmation
    f = engine.store.get_fact("u1", "name")
    assert (f.status, f.value) == ("conflict", "Alice")  # marked, not overwritten
    assert [i.summary for i in fact_items(engine, "name")] == ["My name is Alice. [name: Alice]"]  # LTM blocked
    fact = resolve_conflict(engine, "u1", "name", True)
    assert (fact.status, fact.value) == ("ok", "ボブ")
    assert "ボブ" in fact_items(engine, "name")[0].summary
    assert [i.status for i in fact_items(engine, "name", ("superseded",))] == ["superseded"]
    assert [h.value for h in engine.store.fact_history("u1", "name")] == ["Alice", "Alice", "ボブ"]
    with pytest.raises(Conflict):
        resolve_conflict(engine, "u1", "name", True)  # nothing open any more


def test_conflict_rejected_and_restated(engine: MemoryEngine):
    p = WritePolicy()
    p.write_fact(engine, delta("age", 34, "I'm 34 years old."), ctx_for("I'm 34 years old."))
    p.write_fact(engine, delta("age", 43, "I'm 43 years old."), ctx_for("I'm 43 years old.", turn="s1:2"))
    fact = resolve_conflict(engine, "u1", "age", False)
    assert (fact.status, fact.value) == ("ok", 34)
    assert len(fact_items(engine, "age", ("active", "superseded"))) == 1  # the rejected value never reached LTM
    # a new conflict is answered by restating the proposed value
    p.write_fact(engine, delta("age", 35, "I'm 35 years old."), ctx_for("I'm 35 years old.", turn="s1:3"))
    o = p.write_fact(engine, delta("age", 35, "I am 35 years old."), ctx_for("I am 35 years old.", turn="s1:4"))
    assert o.action == "RESOLVE" and engine.store.get_fact("u1", "age").value == 35


def test_below_tau_and_quotas(engine: MemoryEngine):
    p = WritePolicy(WritePolicyConfig(profile_capacity=2, ltm_capacity=1))
    low = ProfileDelta("favorite_color", "blue", 0.3, "low", "", "en")  # phi = .2 + .2*.49 + .1 + .2 = .598
    o = p.write_fact(engine, low, ctx_for("blue, I guess"))
    assert o.action == NOOP and o.reason == "below tau" and o.phi == pytest.approx(0.598)
    ok = ProfileDelta("favorite_color", "blue", 0.9, "low", "", "en")  # V = .4 + .27 -> phi = .634
    assert p.write_fact(engine, ok, ctx_for("blue")).action == ADD
    assert p.write_fact(engine, delta("name", "Alice", "My name is Alice."), ctx_for("My name is Alice.")).action == ADD
    full = p.write_fact(engine, delta("age", 30, "I'm 30 years old."), ctx_for("I'm 30 years old."))
    assert (full.action, full.reason) == (NOOP, "capacity")
    # an existing key can still be updated at the quota
    more = p.write_fact(engine, delta("name", "Alice Smith", "I'm Alice Smith."), ctx_for("I'm Alice Smith."))
    assert more.action == UPDATE
    # LTM quota: writer-made entries (fact items count), so a new episodic memory is refused
    text = "I have a dentist appointment on Friday at 3pm."
    ep = p.write_item(engine, text, ctx_for(text, turn="s3:1"))
    assert (ep.action, ep.reason) == (NOOP, "capacity")
    assert not engine.store.list_items("u1", source_types=["episodic"])
    reasons = [e.detail["reason"] for e in engine.store.list_audit("u1") if e.action == NOOP]
    assert any("tau" in r for r in reasons) and "profile quota reached" in reasons and "LTM quota reached" in reasons


def test_questions_assert_nothing(engine: MemoryEngine):
    q = "Is my dog named Pochi?"
    o = WritePolicy().write_fact(engine, delta("pets", [{"kind": "dog", "name": "Pochi"}], q), ctx_for(q))
    assert o.action == NOOP and engine.store.get_fact("u1", "pets") is None


def test_recalled_memory_is_not_stored_again(engine: MemoryEngine):
    p = WritePolicy()
    text = "I have a dentist appointment on Friday at 3pm."
    assert p.write_item(engine, text, ctx_for(text)).action == ADD
    hits = engine.search("u1", "When is my dentist appointment?", k=5)
    assert hits
    again = p.write_item(engine, text, ctx_for(text, turn="s2:1"), hits=hits)
    assert (again.action, again.reason) == (NOOP, "recalled memory")
    assert len(engine.store.list_items("u1", source_types=["episodic"])) == 1


def test_episodic_update_supersedes_when_it_says_more(engine: MemoryEngine):
    p = WritePolicy()
    first = "I have a dentist appointment on Friday."
    assert p.write_item(engine, first, ctx_for(first)).action == ADD
    more = "I have a dentist appointment on Friday at 3pm with Dr. Sato."
    o = p.write_item(engine, more, ctx_for(more, turn="s1:2"))
    assert o.action == UPDATE
    items = engine.store.list_items("u1", statuses=("active", "superseded"), source_types=["episodic"])
    assert {(i.summary, i.status) for i in items} == {(first, "superseded"), (more, "active")}
    less = "dentist appointment on Friday"
    assert p.write_item(engine, less, ctx_for(less, turn="s1:3")).action == NOOP


class _UpdateExpert:
    """A memory_update expert that calls every related memory a contradiction (Mem0's DELETE)."""

    def classify_update(self, text, similar):
        return Proposal("memory_update", "commit", {"action": "DELETE", "target_id": similar[0]["id"], "merged": None})


def test_delete_is_soft_and_keeps_history(engine: MemoryEngine):
    p = WritePolicy()
    first = "My dentist appointment is on Friday at 3pm."
    a = p.write_item(engine, first, ctx_for(first))
    second = "The dentist moved my appointment to Monday morning."
    o = p.write_item(engine, second, ctx_for(second, turn="s1:2"), experts=_UpdateExpert())
    assert o.action == DELETE
    old = engine.store.get_item("u1", a.item.memory_id)
    assert old.status == "deleted" and old.valid_to is not None
    assert [v.status for v in engine.history("u1", old.memory_id)] == ["active", "deleted"]
    assert [i.summary for i in engine.store.list_items("u1", source_types=["episodic"])] == [second]


def test_writer_commits_update_the_live_index_like_a_rebuild(tmp_path: Path, e5_embedder):
    """ADD, UPDATE (supersede) and DELETE of the write path go into the live index in place, every channel's
    vector included, and it ranks exactly like an index rebuilt from the store; no rebuild happens meanwhile."""
    cfg = load_config()  # with the cross-lingual channel: a successor needs both vectors
    eng = MemoryEngine(cfg, data_dir=tmp_path, embedder=e5_embedder)
    p = WritePolicy()
    eng.add_messages("u1", "s1", [{"role": "user", "content": "We talked about the dentist."}], timestamp=T0)
    q = "When is my dentist appointment?"
    assert eng.search("u1", q, k=5) is not None
    idx = eng._state("u1").index
    first = "I have a dentist appointment on Friday."
    assert p.write_item(eng, first, ctx_for(first)).action == ADD
    more = "I have a dentist appointment on Friday at 3pm with Dr. Sato."
    assert p.write_item(eng, more, ctx_for(more, turn="s1:2")).action == UPDATE
    other = "My dentist is Dr. Sato in Shinjuku, near the station."
    a = p.write_item(eng, other, ctx_for(other, turn="s1:3"))
    repl = "I moved to a new dentist in Shibuya."
    assert p.write_item(eng, repl, ctx_for(repl, turn="s1:4"), experts=_UpdateExpert()).action == DELETE
    p.write_fact(eng, delta("budget", {"amount": 5000, "currency": "JPY"}, "My budget is 5000 yen."), ctx_for("x"))
    p.write_fact(
        eng,
        delta("budget", {"amount": 8000, "currency": "JPY"}, "My budget is 8000 yen now."),
        ctx_for("y", turn="s1:5"),
    )
    assert eng._state("u1").index is idx  # updated in place, never dropped
    live_ids = set(eng._state("u1").items)
    assert a.item is not None and a.item.memory_id not in live_ids
    assert live_ids == {i.memory_id for i in eng.store.list_items("u1")}
    for query in (q, "budget", "Shibuya dentist"):
        live = eng.search("u1", query, k=8)
        eng._refresh_index("u1")
        rebuilt = eng.search("u1", query, k=8)
        assert [h.item.memory_id for h in live] == [h.item.memory_id for h in rebuilt]
        assert [h.score for h in live] == pytest.approx([h.score for h in rebuilt], abs=1e-4)  # float sum order
    eng.close()


# ------------------------------------------------------------------------------------------------ the turn writer


def _dump(engine: MemoryEngine, user: str) -> str:
    st = engine.store
    parts = [
        v.summary
        for i in st.list_items(user, statuses=("active", "superseded", "deleted"))
        for v in st.history(user, i.memory_id)
    ]
    parts += [t.text for t in st.get_turns(user)]
    parts += [
        st.get_stm(user, s).model_dump_json() for s in {t.session_id for t in st.get_turns(user)} if st.get_stm(user, s)
    ]
    parts += [json.dumps(e.detail, ensure_ascii=False) for e in st.list_audit(user)]
    parts += [json.dumps(f.value, ensure_ascii=False) for f in st.get_profile(user)]
    return "\n".join(parts)


def test_high_pii_without_consent_is_scrubbed_and_placeholdered(engine: MemoryEngine):
    w = ConsensusWriter.local()
    r = engine.turn("u1", "s1", "My credit card number is 4111 1111 1111 1111.", timestamp=T0, writer=w)
    assert r.confirmation and "sensitive" in r.confirmation
    dump = _dump(engine, "u1")
    # the card's digit groups, not "4111" alone: a random hex memory id may hold those four characters
    assert "4111 1111" not in dump and "41111111" not in dump
    ph = [i for i in engine.store.list_items("u1") if "redacted" in i.tags]
    assert [i.summary for i in ph] == ["My credit card number is [CARD_NUMBER]."]
    assert "pii:card_number" in ph[0].tags
    assert any(e.action == "REDACT" for e in engine.store.list_audit("u1"))


def test_high_pii_with_consent_is_kept_with_purpose(engine: MemoryEngine):
    with pytest.raises(InvalidInput):
        set_consent(engine, "u1", True, None)  # consent without a purpose is not consent
    set_consent(engine, "u1", True, "payments")
    w = ConsensusWriter.local()
    r = engine.turn(
        "u1", "s1", "Please remember my credit card number 4111 1111 1111 1111 for bookings.", timestamp=T0, writer=w
    )
    assert r.confirmation is None
    kept = [i for i in engine.store.list_items("u1", source_types=["episodic"]) if "4111" in i.summary]
    assert kept and kept[0].sensitivity == "high" and "purpose:payments" in kept[0].tags
    # the consent setting never enters a prompt
    assert all(f.key != "privacy" for f in r.context.profile)


def test_med_contact_data_is_a_fact_and_third_party_addresses_are_not(engine: MemoryEngine):
    w = ConsensusWriter.local()
    engine.turn("u1", "s1", "The hotel is at 2-4-1 Nishi-Shinjuku, Tokyo.", timestamp=T0, writer=w)
    assert engine.store.get_fact("u1", "address") is None
    engine.turn(
        "u1", "s1", "My address is 1-2-3 Jingumae, Shibuya, Tokyo.", timestamp=T0 + timedelta(minutes=1), writer=w
    )
    f = engine.store.get_fact("u1", "address")
    assert f.value == "1-2-3 Jingumae, Shibuya, Tokyo" and f.sensitivity == "med"


def test_writer_conflict_and_answer_through_turns(engine: MemoryEngine):
    w = ConsensusWriter.local()
    engine.turn("u1", "s1", "我对虾过敏。", timestamp=T0, writer=w)
    r = engine.turn("u1", "s2", "其实我是对螃蟹过敏。", timestamp=T0 + timedelta(days=1), writer=w)
    assert r.write.conflicts and r.confirmation.endswith("（是/否）")
    r2 = engine.turn("u1", "s2", "是的", timestamp=T0 + timedelta(days=1, minutes=1), writer=w)
    assert r2.profile and next(f for f in r2.profile if f.key == "allergies").value == ["crab"]
    assert [d["action"] for d in r2.write.decisions] == ["RESOLVE"]


def test_a_turn_embeds_and_detects_its_message_once(engine: MemoryEngine, monkeypatch):
    """The turn's search, the writer's similarity search of the episodic candidate (a one-sentence message
    distils to its own words) and the stored turn share one query vector and one language detection."""
    import memory.text

    w = ConsensusWriter.local()
    engine.turn("u1", "s1", "Hello there.", timestamp=T0, writer=w)  # index and question banks built
    calls: list[tuple[str, tuple[str, ...]]] = []
    inner = engine.embedder.inner
    monkeypatch.setattr(
        inner, "embed_queries", lambda t: calls.append(("q", tuple(t))) or type(inner).embed_queries(inner, t)
    )
    monkeypatch.setattr(
        inner, "embed_passages", lambda t: calls.append(("p", tuple(t))) or type(inner).embed_passages(inner, t)
    )
    detected: list[str] = []
    real = memory.text.detect_language
    monkeypatch.setattr(memory.text, "detect_language", lambda text, **kw: detected.append(text) or real(text, **kw))
    msg = "I have a dentist appointment at the Shinjuku clinic on Friday at 3pm."
    r = engine.turn("u1", "s1", msg, timestamp=T0 + timedelta(minutes=1), writer=w)
    assert any(d["kind"] == "episodic" and d["action"] == ADD for d in r.write.decisions)  # the writer searched
    queries = [t for kind, texts in calls if kind == "q" for t in texts]
    assert queries.count(msg) == 1
    passages = [t for kind, texts in calls if kind == "p" for t in texts]
    assert len(passages) == len(set(passages))
    assert detected.count(msg) == 1


def test_running_summary_is_kept_by_the_summarizer(engine: MemoryEngine):
    w = ConsensusWriter.local()
    lines = [
        "I need to renew my residence card before 2024-06-30.",
        "The ward office is in Shibuya.",
        "I also want to book a dentist appointment next Friday.",
        "My budget for the hotel is 12000 yen per night.",
        "Hello!",
        "Thanks.",
        "OK.",
        "I will go to the immigration office on Monday.",
        "Do I need a photo?",
        "Good.",
    ]
    for n, m in enumerate(lines):
        engine.turn("u1", "s1", m, timestamp=T0 + timedelta(minutes=n), writer=w)
    st = engine.stm("u1", "s1")
    events = [e for e in engine.store.list_audit("u1") if e.action == "SUMMARY"]
    assert events, "no summary delta was written"
    z = events[-1].detail["consensus"]["z"]["summary"]
    assert z and z in st.running_summary and "2024-06-30" in z  # the salient, dated goal survives
    assert events[-1].detail["consensus"]["role"] == "summarizer" and "Hello" not in z


def test_summarize_hook_for_short_term_memory():
    from memory.schemas import StmTurn
    from memory.stm import ShortTermMemory

    w = ConsensusWriter.local()
    stm = ShortTermMemory(k=2, summary_max_tokens=60, summarize=w.summarize)
    state = stm.new_state("u1", "s1")
    for text in ["I need to renew my visa by 2024-06-30.", "Hi!", "The office opens at 9.", "OK."]:
        state = stm.push(state, StmTurn(role="user", text=text, lang="en"))
    assert "2024-06-30" in state.running_summary and not state.running_summary.startswith("User:")


def test_single_expert_writer_same_policy(engine: MemoryEngine):
    w = SingleExpertWriter.local()
    assert isinstance(w, PolicyWriter)
    engine.turn("u1", "s1", "うちの犬の名前はポチです。", timestamp=T0, writer=w)
    assert engine.store.get_fact("u1", "pets").value == [{"kind": "dog", "name": "ポチ"}]
    ev = next(e for e in engine.store.list_audit("u1") if e.target == "profile:pets")
    assert ev.detail["consensus"]["g"] == {"local/profile": 1.0} and ev.detail["consensus"]["reason"] == "single_expert"


def test_privacy_filter_failure_defers_every_write(engine: MemoryEngine):
    from experts.local import LocalProfileExtractor, LocalSummarizer

    w = SingleExpertWriter([LocalProfileExtractor(), LocalSummarizer()])  # no privacy expert in the pool
    r = engine.turn("u1", "s1", "My dog is named Pochi.", timestamp=T0, writer=w)
    assert engine.store.get_fact("u1", "pets") is None
    assert [d["action"] for d in r.write.decisions] == ["FAIL"]
    assert any(e.action == "FAIL" and e.target == "privacy" for e in engine.store.list_audit("u1"))
    assert w.counters["privacy_fail"] == 1


def test_expert_disagreement_writes_stm_only_and_asks(engine: MemoryEngine):
    from experts.consensus import Consensus
    from experts.local import LocalPrivacyFilter, LocalProfileExtractor, LocalSummarizer

    class Contrarian(LocalProfileExtractor):
        def _answer(self, task):
            value, conf, diag = super()._answer(task)
            for f in value["facts"]:
                if f["key"] == "pets":
                    f["value"] = [{"kind": "dog", "name": "Max"}]
            return value, conf, diag

    pool = [LocalProfileExtractor(), Contrarian("local/contrarian"), LocalSummarizer(), LocalPrivacyFilter()]
    w = ConsensusWriter(Consensus(pool))
    r = engine.turn("u1", "s1", "My dog is named Pochi.", timestamp=T0, writer=w)
    assert engine.store.get_fact("u1", "pets") is None  # high disagreement: no LTM write (seed 000 §6.9)
    assert r.confirmation and r.confirmation.endswith("(yes/no)")
    ev = next(e for e in engine.store.list_audit("u1") if e.action == "DEFER")
    assert ev.detail["reason"].startswith("disagreement")
    assert set(ev.detail["consensus"]["g"]) == {"local/profile", "local/contrarian"}
    assert engine.stm("u1", "s1").last_k_turns[-1].text == "My dog is named Pochi."  # still in STM


def test_before_store_hook_redacts_high_pii_unless_consented(engine: MemoryEngine):
    w = ConsensusWriter.local()
    msg = "私のマイナンバーは123456789018です。"
    assert w.before_store(engine, "u1", msg, "ja") == "私のマイナンバーは[MY_NUMBER]です。"
    assert w.before_store(engine, "u1", "My address is 1-2-3 Jingumae.", "en") == "My address is 1-2-3 Jingumae."
    set_consent(engine, "u1", True, "tax filing")
    assert w.before_store(engine, "u1", msg, "ja") == msg
