"""What a question asks about a person: the defining statement does not win on the person alone (issue 11, stop 34).

Why: the people map (memory.people) adds a relative's name to a question that names the relation ("What day is my
daughter's after-school activity?" + Bea). The statement that says who the daughter is ("Our daughter Bea is 5 and
goes to Hoshizora Nursery") then matches the relation word, the name, and is densely close to any sentence about
her: it won top-1 over the memory that answers ("Bea has swimming lessons at Konami Sports Club every Wednesday").
Replacing the relation word by the name in the query did not help (bench/NOTES.md, stop 33): what was missing is a
test of what the question asks FOR, something other than who the person is.

The rule (:func:`refocus`), on a search's returned hits only:

* the question names a relative whom the user's memories name (the people map resolved it), and does not ask who
  the person is, their name or age (:func:`asks_identity`: "how old is my daughter", 娘の名前は, 我女儿几岁);
* the question's residual (:func:`residual`: the question with the relation phrase taken out, "What day is
  after-school activity, and where?") still says something (a content word);
* a hit above another hit about the same person (it mentions the same name) is a *defining statement* (it states
  who is who for that person, memory.people.statements), and the other is no defining statement and supports the
  residual better: the residual's similarity to it (the engine's ``support``: the mean of the dense and the
  cross-lingual channels' cosines) is higher by more than ``margin``. That hit takes the defining statement's
  place, which moves just below it; a defining statement gives way at most once.

Nothing else moves: a question about no relative, or about one the memories do not name, or one that asks who the
person is, keeps its ranking; so does a defining statement that supports the residual best ("Which school does my
daughter go to?" for "My daughter An is 7 and in second grade at Nagamachi Elementary School").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from .people import relations, script_lang, statements

# Questions about who the person is: their name, age, or identity (the defining statement answers them)
_IDENTITY = {
    "en": re.compile(
        r"\bwho\b|\bwhose\b|\bname[sd]?\b|\bcalled\b|\bhow\s+old\b|\bage\b|\baged\b|\bwhich\s+(?:one|child|kid)\b",
        re.I,
    ),
    "ja": re.compile(r"誰|だれ|どなた|名前|なまえ|何歳|なんさい|いくつ|年齢|何という|なんという|どの子"),
    "zh": re.compile(r"谁|名字|叫什么|几岁|多大|年龄|岁数|哪位|哪个孩子"),
}
# Words that say nothing of what is asked (question words, auxiliaries, pronouns): the residual needs one more
_EN_FUNCTION = frozenset(
    "a an the my our your his her their its i me we you he she they it him them us is are was were be been am do "
    "does did will would should can could must may might have has had what which when where why how who whom whose "
    "to of in on at for by with from and or but so if that this these those there here about up out get got go "
    "s 's".split()
)
_CJK_FUNCTION = re.compile(
    r"[\s\W\d_]|何|なに|なん|いつ|どこ|どう|どの|どれ|ですか|ますか|でしょうか|ですか|です|ます|して|いる|ある|"
    r"は|が|を|に|で|と|の|も|へ|や|か|ね|よ|た|て|る|"
    r"什么|怎么|哪|几|吗|呢|吧|的|了|是|在|我|你|他|她|们|有|去|要|会|把|给|和|也|都|就"
)
_EN_LEAD = re.compile(
    r"(?:\b(?:my|our|the|user's)\s+)?(?:(?:little|youngest|younger|eldest|oldest|older|elder|big)\s+)*$", re.I
)
_JA_LEAD = re.compile(r"(?:私|わたし|僕|俺|うち|自分)の$")
_ZH_LEAD = re.compile(r"(?:我们家|我家|我们|我)的?$")


def asks_identity(query: str, lang: str) -> bool:
    """Whether ``query`` asks who a person is: their name, age or which one (the defining statement answers it)."""
    return bool(_IDENTITY.get(lang, _IDENTITY["en"]).search(query))


def residual(query: str, lang: str) -> str:
    """``query`` with every relation phrase it names taken out, with its possessive ("my", 私の, 我的) and what
    ties it to the rest ('s, の, 的); "" when the question names no relative or nothing of content is left."""
    rels = relations(query, lang)
    if not rels:
        return ""
    out, p = [], 0
    lead = {"en": _EN_LEAD, "ja": _JA_LEAD}.get(lang, _ZH_LEAD)
    for r in rels:
        before = query[p : r.start]
        m = lead.search(before)
        out.append(before[: m.start()] if m else before)
        end = r.end
        if lang == "en":
            end += len(re.match(r"(?:'s|s'|')?", query[end:]).group(0))
        elif query[end : end + 1] in ("の", "的") or (lang == "ja" and query[end : end + 1] in "をがはにと"):
            end += 1
        p = end
    out.append(query[p:])
    text = re.sub(r"\s{2,}", " ", "".join(out)).strip()
    if lang == "en":
        content = [w for w in re.findall(r"[a-z][a-z'-]*", text.casefold()) if w not in _EN_FUNCTION and len(w) > 2]
        return text if content else ""
    return text if len(_CJK_FUNCTION.sub("", text)) >= 2 else ""


def _mentions(text: str, names: Sequence[str]) -> set[str]:
    """The names ``text`` mentions (a Latin name as a word, a CJK name as a substring)."""
    out = set()
    for n in names:
        if n.isascii():
            if re.search(rf"\b{re.escape(n)}\b", text):
                out.add(n)
        elif n in text:
            out.add(n)
    return out


def refocus(
    query: str,
    lang: str,
    names: Sequence[str],
    texts: Sequence[str],
    support: Callable[[str], np.ndarray],
    margin: float = 0.0,
    langs: Sequence[str | None] | None = None,
) -> list[int] | None:
    """The new order of a search's hits (indices into ``texts``, best first), or None when nothing moves.

    ``names``: the people the question names by relation (the people map's expansion); ``texts``: the hits'
    texts, best first; ``langs``: their stored languages where known (else read from the script);
    ``support(residual)``: how well each hit supports the residual (the dense similarity of
    the residual's query vector to each hit; called only when the rule applies)."""
    if not names or len(texts) < 2 or asks_identity(query, lang):
        return None
    about = [_mentions(t, names) for t in texts]
    defining = []
    for k, (t, who) in enumerate(zip(texts, about, strict=True)):
        lang_k = (langs[k] if langs is not None else None) or script_lang(t)
        said = {name for _, _, name in statements(t, lang_k)} if who else set()
        defining.append(who & said)
    if not any(d for d in defining[:-1]):
        return None
    rest = residual(query, lang)
    if not rest:
        return None
    sims = support(rest)
    order = list(range(len(texts)))
    done: set[int] = set()
    i = 0
    while i < len(order):
        h = order[i]
        if defining[h] and h not in done:
            done.add(h)
            better = [
                j for j in order[i + 1 :] if about[j] & defining[h] and not defining[j] and sims[j] > sims[h] + margin
            ]
            if better:  # the best-supporting one takes the defining statement's place, which goes just below it
                b = max(better, key=lambda j: sims[j])
                order.remove(b)
                order.insert(i, b)
        i += 1
    return order if order != list(range(len(texts))) else None


__all__ = ["asks_identity", "refocus", "residual"]
