"""English antonyms from WordNet 3.0: a general source of contrasting predicates (start / end, buy / sell).

Until round 16 the only contrasts the checker knew were those the bundled dictionaries record (a negative prefix,
a coordinate compound such as 売買 "buying and selling": :mod:`memory.fact_verbs`). Every other pair of opposite
predicates could even *meet*, through a dictionary entry that glosses both (幕を切る "to start; to end" joined
"starts" and 終わる). Issue 13 rejects closed contrast lists, so the antonyms come from WordNet's own antonym
pointers, derived offline by ``scripts/build_wordnet.py`` into ``memory/data/antonyms.tsv.gz`` (WordNet licence:
``memory/data/WORDNET.md``) and restricted there to each lemma's two most frequent senses.

The table is read once per process, lazily, and indexed by the stem keys :mod:`memory.fact_verbs` compares verbs
with (``stem(word)``, or ``"stem particle"`` for a phrasal lemma such as "start out"). A missing or corrupt file
is a :class:`WordTableError` naming the file: a checker without its antonyms would silently link opposites.
"""

from __future__ import annotations

import functools
import gzip
import zlib
from pathlib import Path

from .fact_lexicon import stem

ANTONYMS_PATH = Path(__file__).resolve().parent / "data" / "antonyms.tsv.gz"
_PARTICLES = frozenset("out up off down over away back on in".split())
# parts of speech read: verbs and adjectives (predicates); noun antonyms ("end" / "start" as nouns, "husband" /
# "wife") are values, which the alignment already keeps apart. Adverbs are no longer in the table (round 18: a
# manner or degree, "well" / "badly", is no predicate, and only ever met loose keys); "r" stays readable here
POS_READ = frozenset({"v", "a", "r"})


class WordTableError(RuntimeError):
    """A shipped WordNet word table (antonyms here, person nouns in :mod:`memory.fact_persons`) is missing or
    unreadable; the message names the file."""


def key(lemma: str) -> str:
    """A lemma as a verb key: ``stem`` of a one-word lemma, ``"stem particle"`` of a phrasal one ("start out");
    "" for any other multi-word lemma (not compared)."""
    ws = lemma.split()
    if len(ws) == 1:
        return stem(ws[0])
    if len(ws) == 2 and ws[1] in _PARTICLES:
        return f"{stem(ws[0])} {ws[1]}"
    return ""


def load(path: Path = ANTONYMS_PATH, pos: frozenset[str] = POS_READ) -> dict[str, frozenset[str]]:
    """Read the table: key -> keys of its antonyms, for the parts of speech in ``pos``."""
    out: dict[str, set[str]] = {}
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if line.startswith("#"):
                    continue
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 3 or parts[0] not in ("n", "v", "a", "r"):
                    raise WordTableError(f"{path}: line {n} is not 'pos<TAB>lemma<TAB>antonym'")
                p, x, y = parts
                if p not in pos:
                    continue
                kx, ky = key(x), key(y)
                if kx and ky and kx != ky:
                    out.setdefault(kx, set()).add(ky)
    except (OSError, EOFError, UnicodeDecodeError, zlib.error) as e:
        raise WordTableError(f"{path}: cannot read the antonym table ({e})") from e
    if not out:
        raise WordTableError(f"{path}: the antonym table is empty")
    return {k: frozenset(v) for k, v in out.items()}


@functools.cache
def antonyms() -> dict[str, frozenset[str]]:
    """The shipped table (verbs and adjectives), loaded once per process."""
    return load()


def opposed(kx: frozenset[str] | set[str], ky: frozenset[str] | set[str]) -> tuple[str, str] | None:
    """A key of one side that WordNet calls an antonym of a key of the other, among the senses the two do NOT
    share (開く "to open; to close"-like entries that say both contrast with neither), or None."""
    table = antonyms()
    for a in kx - ky:
        hit = table.get(a)
        if hit:
            for b in ky - kx:
                if b in hit:
                    return a, b
    return None


__all__ = ["ANTONYMS_PATH", "POS_READ", "WordTableError", "antonyms", "key", "load", "opposed"]
