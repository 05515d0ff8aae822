"""English function words, spelled once: the forms of be / get / have / do, the modals, the negators and the
determiners that the fact readers look for around a verb or a noun phrase.

The readers of :mod:`memory.facts` each need a slightly different closed class ("a be-form before a participle",
"an auxiliary before a past", "a word to skip before a noun"), so each module keeps its own set, built here from
these named parts by union and difference. A set that leaves out a form of its class says so where it is built.
Only word forms live here (lower case, as :class:`memory.fact_lexicon.Units` gives its words): no reading.
"""

from __future__ import annotations

# ---- be ------------------------------------------------------------------------------------------------------
BE_PRESENT = frozenset({"am", "is", "are"})
BE_PAST = frozenset({"was", "were"})
BE_FINITE = BE_PRESENT | BE_PAST
BE_NONFINITE = frozenset({"be", "been", "being"})
BE = BE_FINITE | BE_NONFINITE
# the clitics of am / is / are as the English tokenizer keeps them ("'s" is also a clitic of has)
BE_CONTRACTED = frozenset({"'m", "'s", "'re"})

# ---- get, have, do -------------------------------------------------------------------------------------------
GET = frozenset({"get", "gets", "got", "getting"})
HAVE = frozenset({"has", "have", "had"})
HAVE_CONTRACTED = frozenset({"'ve"})
DO = frozenset({"do", "does", "did"})

# ---- modals --------------------------------------------------------------------------------------------------
MODALS = frozenset({"will", "would", "can", "could", "should", "must", "may", "might"})

# ---- negators ------------------------------------------------------------------------------------------------
NOT_NEVER = frozenset({"not", "never"})
# the clitic of not as a word of its own ("does n't"); most readers also test a word's "n't" suffix
NOT_CONTRACTED = frozenset({"n't"})
# the negating words of a clause: not / never and the negative determiners, pronouns and conjunctions
NEGATORS = NOT_NEVER | frozenset({"no", "nor", "neither", "none", "cannot"})

# ---- before a noun -------------------------------------------------------------------------------------------
ARTICLES = frozenset({"the", "a", "an"})
POSSESSIVE_DETERMINERS = frozenset({"my", "your", "his", "her", "its", "our", "their"})
DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
TITLES = frozenset({"mr", "mrs", "ms", "dr"})
# the words skipped between a verb and its noun ("joined the Sony team", "left their job"): no titles
NOUN_SKIP = ARTICLES | POSSESSIVE_DETERMINERS | DEMONSTRATIVES | {"some"}

__all__ = [
    "ARTICLES",
    "BE",
    "BE_CONTRACTED",
    "BE_FINITE",
    "BE_NONFINITE",
    "BE_PAST",
    "BE_PRESENT",
    "DEMONSTRATIVES",
    "DO",
    "GET",
    "HAVE",
    "HAVE_CONTRACTED",
    "MODALS",
    "NEGATORS",
    "NOT_CONTRACTED",
    "NOT_NEVER",
    "NOUN_SKIP",
    "POSSESSIVE_DETERMINERS",
    "TITLES",
]
