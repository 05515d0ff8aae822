"""English noun synonyms from WordNet 3.0 (round 32): "autumn" / "fall", "holiday" / "vacation", "shop" / "store".

English synonyms were read only through the bilingual dictionary pivot (:func:`memory.fact_lexicon.en_synonyms`:
several ja / zh entries glossing both words), which misses pairs the dictionaries gloss apart. WordNet's synsets are
the general source; ``scripts/build_wordnet.py`` keeps two one-word nouns of one synset only when that synset is
the MOST FREQUENT sense of both (``index.sense``), so that rare senses do not join common words ("cat" /
"guy" is cat's second sense; "car" / "railcar" car's second). A synset is never a hypernym or a co-hyponym: cat and
dog, flat and house meet in none. Synsets with a name or a numeral among their lemmas and pairs of two colours are
left out (``memory/data/synonyms.tsv.gz``, 23,542 rows both directions; person nouns left out).

Loaded once per process, lazily; a missing or corrupt file is a :class:`memory.fact_antonyms.WordTableError`.
"""

from __future__ import annotations

import functools
from pathlib import Path

SYNONYMS_PATH = Path(__file__).resolve().parent / "data" / "synonyms.tsv.gz"


def load(path: Path = SYNONYMS_PATH) -> frozenset[tuple[str, str]]:
    """Read the table: ``lemma<TAB>lemma`` rows, both directions ('#' lines are the notice)."""
    # local: fact_persons imports fact_lexicon, which asks this module
    from .fact_persons import WordTableError, table_rows

    rows = table_rows(path, "noun-synonym")
    if not rows or not all(len(r) == 2 and r[0].isalpha() and r[1].isalpha() for r in rows):
        raise WordTableError(f"{path}: not a table of noun pairs")
    return frozenset((a, b) for a, b in rows)


@functools.cache
def table() -> frozenset[tuple[str, str]]:
    """The shipped table, loaded once per process."""
    return load()


def _forms(w: str) -> tuple[str, ...]:
    """The word and its singular (a plural's -s / -es / -ies): "holidays" -> holiday, "nights" -> night."""
    out = [w]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        out.append(w[:-1])
        if w.endswith("ies"):
            out.append(w[:-3] + "y")
        elif w.endswith("es"):
            out.append(w[:-2])
    return tuple(out)


def noun_synonyms(x: str, y: str) -> bool:
    """Two one-word English nouns (lower case) that share their most frequent WordNet sense."""
    if not (x.isalpha() and y.isalpha()):
        return False
    t = table()
    return any((a, b) in t for a in _forms(x) for b in _forms(y) if a != b)


__all__ = ["SYNONYMS_PATH", "load", "noun_synonyms", "table"]
