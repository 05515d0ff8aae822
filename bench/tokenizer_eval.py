"""Which CJK tokenisation should BM25 use? And does the kanji-only language rule hold on real text?

Run: ``.venv/bin/python -m bench.tokenizer_eval [--xl PATH] [--json OUT]``

1. Retrieval. For each language L in ja / zh / en, index the 20 facts of xl_dev in L with bm25s and ask the 20
   questions in L; report recall@1 / @3 per tokenizer option. A hit needs a positive BM25 score: a question
   sharing no term with any fact does not count as found just because index order put its fact first.
   ja<->zh (questions in one, facts in the other) is shown too, because kanji overlap is the only lexical
   bridge BM25 has across those two.
   Fact-to-fact ja<->zh (the same fact in the other language at rank 1) is what reflection's alias linking would
   get from BM25 alone.
2. Throughput: tokens/s and texts/s over all 120 xl texts (repeated), after a warm-up, plus the cold start: a
   fresh interpreter importing memory.text and tokenising one Japanese and one Chinese text (loads jieba's and
   sudachi's dictionaries where the option uses them).
3. Kanji-only language decision: every maximal kanji run (2+ characters) of real Japanese text (xl_dev ja, seed
   002) and real Chinese text (xl_dev zh, seeds 001 and 004) classified by ``memory.text._kanji_lang``: how many
   get the right answer, no answer (-> the caller's default), or the wrong one; and full texts through
   ``detect_language``.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from memory.text import Tokenizer, _kanji_lang, detect_language, han_votes

_SHARED = Path(__file__).resolve().parent.parent.parent / "shared"  # ../shared beside the checkout
XL = _SHARED / "data" / "xl" / "xl_dev.jsonl"
SEEDS = _SHARED / "seeds"
LANGS = ("ja", "zh", "en")
OPTIONS: dict[str, dict[str, Any]] = {
    "bigram": {"cjk": "bigram"},
    "jieba": {"cjk": "jieba"},
    "sudachi (mode A)": {"cjk": "sudachi", "sudachi_mode": "A"},
    "sudachi (mode C)": {"cjk": "sudachi", "sudachi_mode": "C"},
    "bigram, no stopwords": {"cjk": "bigram", "stopwords": False},
    "sudachi A, no stopwords": {"cjk": "sudachi", "sudachi_mode": "A", "stopwords": False},
}


def load_xl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def recall(tok: Tokenizer, facts: list[str], queries: list[str], qlang: str) -> tuple[float, float, int]:
    """(recall@1, recall@3, queries with no positive score) of query i -> fact i."""
    import bm25s
    import numpy as np

    retriever = bm25s.BM25()
    retriever.index(tok.tokenize_batch(facts), show_progress=False)
    q_tokens = tok.tokenize_batch(queries, lang=qlang)  # type: ignore[arg-type]
    docs, scores = retriever.retrieve(q_tokens, k=3, show_progress=False)
    hits1 = hits3 = blank = 0
    for i in range(len(queries)):
        ok = scores[i] > 0
        blank += int(not np.any(ok))
        top = [int(d) for d, good in zip(docs[i], ok, strict=True) if good]
        hits1 += int(top[:1] == [i])
        hits3 += int(i in top[:3])
    n = len(queries)
    return hits1 / n, hits3 / n, blank


def cold_start(kw: dict[str, Any]) -> float:
    """Seconds for a fresh interpreter to import memory.text and tokenise one ja and one zh text."""
    code = (
        "import time; t=time.perf_counter(); from memory.text import Tokenizer; "
        f"tok=Tokenizer(**{kw!r}); tok('私はエビとカニにアレルギーがあります。'); tok('我对虾和螃蟹过敏。'); "
        "print(time.perf_counter()-t)"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return float(out.stdout.strip().splitlines()[-1])


def throughput(tok: Tokenizer, texts: list[str], seconds: float = 2.0) -> tuple[float, float]:
    """(texts/s, tokens/s) once warm."""
    tok.tokenize_batch(texts)  # warm every path
    n_texts = n_tokens = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for toks in tok.tokenize_batch(texts):
            n_tokens += len(toks)
        n_texts += len(texts)
    dt = time.perf_counter() - t0
    return n_texts / dt, n_tokens / dt


def fact_to_fact(tok: Tokenizer, facts_q: list[str], facts_d: list[str]) -> float:
    """Share of facts whose translation in the other language is BM25's top hit (with a positive score)."""
    return recall(tok, facts_d, facts_q, "ja")[0]


def kanji_runs(text: str) -> list[str]:
    return re.findall(r"[\u3005\u4e00-\u9fff]{2,}", text)


def kanji_check(rows: list[dict[str, Any]]) -> dict[str, Any]:
    seeds_ja = [(SEEDS / "002_3e9f6c6f2bc487c3.txt").read_text(encoding="utf-8")]
    seeds_zh = [
        (SEEDS / f).read_text(encoding="utf-8") for f in ("001_f04722aef1204faa.txt", "004_03f611c9befcc302.txt")
    ]
    corpora = {
        "ja": [r[k]["ja"] for r in rows for k in ("fact", "query")] + seeds_ja,
        "zh": [r[k]["zh"] for r in rows for k in ("fact", "query")] + seeds_zh,
    }
    out: dict[str, Any] = {}
    for lang, texts in corpora.items():
        strict: Counter[str] = Counter()
        full: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        for t in texts:
            for run in kanji_runs(t):
                v = han_votes(run)
                s = "none" if v.ja == v.zh else ("ja" if v.ja > v.zh else "zh")
                strict["right" if s == lang else "none" if s == "none" else "wrong"] += 1
                f = _kanji_lang(run)
                full["right" if f == lang else "none" if f is None else "wrong"] += 1
                if f not in (lang, None):
                    wrong[run] += 1
        out[lang] = {
            "runs": sum(full.values()),
            "exclusive_only": dict(strict),
            "with_not_simplified_tiebreak": dict(full),
            "wrong_examples": wrong.most_common(10),
        }
    texts = [(r[k][lang], lang) for r in rows for k in ("fact", "query") for lang in LANGS]
    out["detect_language_xl"] = {
        "texts": len(texts),
        "correct_default_en": sum(detect_language(t, "en") == lang for t, lang in texts),
        "correct_default_ja": sum(detect_language(t, "ja") == lang for t, lang in texts),
        "correct_default_zh": sum(detect_language(t, "zh") == lang for t, lang in texts),
    }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--xl", type=Path, default=XL)
    ap.add_argument("--json", type=Path, default=None, help="also write the numbers here")
    ap.add_argument("--seconds", type=float, default=2.0, help="timing window per option")
    args = ap.parse_args()
    rows = load_xl(args.xl)
    facts = {lang: [r["fact"][lang] for r in rows] for lang in LANGS}
    queries = {lang: [r["query"][lang] for r in rows] for lang in LANGS}
    all_texts = [t for lang in LANGS for t in facts[lang] + queries[lang]]

    results: dict[str, Any] = {"n_items": len(rows), "options": {}}
    print(f"xl_dev: {len(rows)} facts per language, same-language retrieval with bm25s (k1=1.5, b=0.75)\n")
    header = "| option | ja R@1 | ja R@3 | zh R@1 | zh R@3 | en R@1 | en R@3 | q ja>zh R@3 | q zh>ja R@3 |"
    print(header + " fact ja>zh R@1 | fact zh>ja R@1 | cold start s | texts/s | tokens/s |")
    print("|" + "---|" * 14)
    for name, kw in OPTIONS.items():
        tok = Tokenizer(**kw)
        tps, kps = throughput(tok, all_texts, args.seconds)
        cold = cold_start(kw)
        row: dict[str, Any] = {"cold_start_s": cold, "texts_per_s": tps, "tokens_per_s": kps}
        for lang in LANGS:
            r1, r3, blank = recall(tok, facts[lang], queries[lang], lang)
            row[lang] = {"r1": r1, "r3": r3, "no_match": blank}
        for qa, fa in (("ja", "zh"), ("zh", "ja")):
            r1, r3, blank = recall(tok, facts[fa], queries[qa], qa)
            row[f"{qa}>{fa}"] = {"r1": r1, "r3": r3, "no_match": blank}
        row["fact ja>zh"] = fact_to_fact(tok, facts["ja"], facts["zh"])
        row["fact zh>ja"] = fact_to_fact(tok, facts["zh"], facts["ja"])
        results["options"][name] = row
        cells = [f"{row[lang][m]:.2f}" for lang in LANGS for m in ("r1", "r3")]
        cells += [f"{row['ja>zh']['r3']:.2f}", f"{row['zh>ja']['r3']:.2f}"]
        cells += [f"{row['fact ja>zh']:.2f}", f"{row['fact zh>ja']:.2f}"]
        print(f"| {name} | " + " | ".join(cells) + f" | {cold:.2f} | {tps:,.0f} | {kps:,.0f} |")

    print("\nQueries with no positive BM25 score (of 20), ja / zh / en:")
    for name, row in results["options"].items():
        print(f"  {name}: {row['ja']['no_match']} / {row['zh']['no_match']} / {row['en']['no_match']}")

    ex = rows[0]
    print("\nExample tokens (dev01):")
    for name, kw in list(OPTIONS.items())[:4]:
        tok = Tokenizer(**kw)
        print(f"  {name}: {tok(ex['fact']['ja'])} | {tok(ex['fact']['zh'])}")
    print(f"  en: {Tokenizer()(ex['fact']['en'])}")

    kc = kanji_check(rows)
    results["kanji_only"] = kc
    print("\nKanji-only runs (2+ han characters) from real text, decided by characters only one language writes:")
    print("| text | runs | exclusive chars only: right / none / wrong | + not-simplified tie-break |")
    print("|---|---|---|---|")
    for lang in ("ja", "zh"):
        s, f = kc[lang]["exclusive_only"], kc[lang]["with_not_simplified_tiebreak"]
        fmt = "{} / {} / {}"
        print(
            f"| {lang} | {kc[lang]['runs']} | {fmt.format(s.get('right', 0), s.get('none', 0), s.get('wrong', 0))} "
            f"| {fmt.format(f.get('right', 0), f.get('none', 0), f.get('wrong', 0))} |"
        )
        if kc[lang]["wrong_examples"]:
            print(f"  wrong: {kc[lang]['wrong_examples']}")
    d = kc["detect_language_xl"]
    print(
        f"\ndetect_language on all {d['texts']} xl texts: {d['correct_default_en']} / {d['correct_default_ja']} / "
        f"{d['correct_default_zh']} correct with default en / ja / zh"
    )
    t0 = time.perf_counter()
    reps = 20
    for _ in range(reps):
        for t in all_texts:
            detect_language(t, "en")
    det_rate = reps * len(all_texts) / (time.perf_counter() - t0)
    results["detect_language_texts_per_s"] = det_rate
    print(f"detect_language throughput on xl texts: {det_rate:,.0f} texts/s")
    mean_len = statistics.mean(len(r) for lang in ("ja", "zh") for t in facts[lang] for r in kanji_runs(t))
    print(f"(mean kanji run length in xl facts: {mean_len:.1f})")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
