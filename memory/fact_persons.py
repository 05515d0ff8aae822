"""Nouns that name a kind of person, from WordNet 3.0: 上の階の住人 "the resident upstairs" is a person.

Round 16, set p: ユーザーは上の階の住人の騒音について苦情を言った / 上の階の住人がユーザーの騒音について苦情を言った
("the user complained about the resident's noise" / "the resident complained about the user's noise") was "same":
the readers of who-is-whose (:mod:`memory.fact_agents`) know persons only as the user, kin and social relations
and names, and 住人 is none of these. A closed list of person words is what issue 13 rejects; WordNet's noun
hierarchy is the general source: ``scripts/build_wordnet.py`` keeps every one-word noun whose most frequent sense
is a kind of person.n.01 (resident, tenant, neighbor, customer; 6,856 nouns, ``memory/data/persons.txt.gz``), and
a Japanese / Chinese word is a person noun when its first dictionary gloss is headed by one.

Loaded once per process, lazily; a missing or corrupt file is an
:class:`memory.fact_antonyms.WordTableError` naming the file (one error class for the WordNet tables).
"""

from __future__ import annotations

import functools
import gzip
import zlib
from pathlib import Path

from .fact_antonyms import WordTableError
from .fact_lexicon import lexicon

PERSONS_PATH = Path(__file__).resolve().parent / "data" / "persons.txt.gz"


def table_rows(path: Path, what: str) -> list[list[str]]:
    """The rows of a gzip WordNet table, split at tabs ('#' lines are the notice; blank lines skipped); an unreadable
    file is a :class:`WordTableError` naming it and ``what`` table it is."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return [line.rstrip("\n").split("\t") for line in f if not line.startswith("#") and line.strip()]
    except (OSError, EOFError, UnicodeDecodeError, zlib.error) as e:
        raise WordTableError(f"{path}: cannot read the {what} table ({e})") from e


def load(path: Path = PERSONS_PATH, what: str = "person-noun") -> frozenset[str]:
    """Read a WordNet noun table (the person nouns here, the colours of memory.fact_values): one lower-case noun a
    line; ``what`` names the table in the error."""
    rows = table_rows(path, what)
    words = frozenset(r[0].strip() for r in rows)
    if not words or not all(len(r) == 1 for r in rows) or not all(w.isalpha() for w in words):
        raise WordTableError(f"{path}: not a table of one-word nouns")
    return words


@functools.cache
def persons() -> frozenset[str]:
    """The shipped table, loaded once per process."""
    return load()


def person_noun(word: str, lang: str) -> bool:
    """A Japanese / Chinese dictionary word whose first gloss is a noun phrase headed by a person noun (住人
    "dweller; inhabitant; resident" -> dweller), or an English person noun. A verb gloss ("to ...") is none."""
    if lang == "en":
        return word.casefold() in persons()
    entry = lexicon().table(lang).get(word)
    if not entry or not entry[1]:
        return False
    first = entry[1][0].split()
    return bool(first) and first[0] != "to" and first[-1] in persons()


__all__ = ["PERSONS_PATH", "load", "person_noun", "persons"]
