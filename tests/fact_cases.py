"""Shorthands shared by the fact-checker tests (``tests/test_facts_*.py``): the lexicon verifier's verdict on a
pair, and the kinds of difference it reports. Imported the way ``llm_loopback`` is (the tests folder is on the path)."""

from __future__ import annotations

from memory.facts import compare


def verdict(a: str, b: str) -> str:
    return compare(a, b).verdict


def kinds(a: str, b: str) -> set[str]:
    return {d.kind for d in compare(a, b).differences}
