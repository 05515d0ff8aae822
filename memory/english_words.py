"""English function words, spelled once: the forms of be / get / have / do, the modals, the negators and the
determiners that the fact readers look for around a verb or a noun phrase; and the irregular verbs' forms.

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

# ---- irregular verbs -----------------------------------------------------------------------------------------
# base -> its irregular forms, the simple past first, then the participle where it differs (and "has"): a closed
# grammatical table, read by fact_verbs (every form -> its base) and fact_predicates (the pasts)
IRREGULAR_VERBS: dict[str, str] = {
    "buy": "bought",
    "sell": "sold",
    "lend": "lent",
    "lose": "lost",
    "give": "gave given",
    "go": "went gone",
    "get": "got gotten",
    "have": "had has",
    "make": "made",
    "take": "took taken",
    "come": "came",
    "see": "saw seen",
    "leave": "left",
    "find": "found",
    "become": "became",
    "begin": "began begun",
    "break": "broke broken",
    "bring": "brought",
    "catch": "caught",
    "choose": "chose chosen",
    "do": "did done",
    "drive": "drove driven",
    "fall": "fell fallen",
    "feel": "felt",
    "forget": "forgot forgotten",
    "grow": "grew grown",
    "hear": "heard",
    "hold": "held",
    "keep": "kept",
    "know": "knew known",
    "lead": "led",
    "meet": "met",
    "pay": "paid",
    "run": "ran",
    "say": "said",
    "send": "sent",
    "spend": "spent",
    "steal": "stole stolen",
    "stand": "stood",
    "teach": "taught",
    "tell": "told",
    "think": "thought",
    "throw": "threw thrown",
    "understand": "understood",
    "wake": "woke woken",
    "win": "won",
    "wear": "wore worn",
    "write": "wrote written",
    "eat": "ate eaten",
    "drink": "drank drunk",
    "fly": "flew flown",
    "ride": "rode ridden",
    "rise": "rose risen",
    "sing": "sang sung",
    "sit": "sat",
    "sleep": "slept",
    "speak": "spoke spoken",
    "swim": "swam swum",
    "build": "built",
    "feed": "fed",
    "fight": "fought",
    "hang": "hung",
    "hide": "hid hidden",
    "light": "lit",
    "mean": "meant",
    "read": "read",
    "seek": "sought",
    "shoot": "shot",
    "shut": "shut",
    "sink": "sank sunk",
    "bite": "bit bitten",
    "blow": "blew blown",
    "draw": "drew drawn",
    "freeze": "froze frozen",
    "quit": "quit",
    "set": "set",
    "put": "put",
    "cut": "cut",
    "hurt": "hurt",
    "cost": "cost",
    "let": "let",
}

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
    "IRREGULAR_VERBS",
    "MODALS",
    "NEGATORS",
    "NOT_CONTRACTED",
    "NOT_NEVER",
    "NOUN_SKIP",
    "POSSESSIVE_DETERMINERS",
    "TITLES",
]
