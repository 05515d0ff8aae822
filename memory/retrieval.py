"""Hybrid retrieval over one user's index, driven by a named preset (memory.config.RetrievalPreset).

Pipeline: metadata filter -> exhaustive dense + BM25 scores -> fusion (z-sum / seed 000 §5.5 weighted /
reciprocal-rank) -> context propagation along the conversation -> temporal decay and type priors -> optional
rerank -> kappa gate. Scores are computed for the whole (per-user) corpus, not for truncated candidate lists,
so fusion and context propagation see every turn.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from .config import RetrievalPreset
from .index import DocMeta, UserIndex
from .schemas import SearchFilters, as_utc


@dataclass
class Scored:
    memory_id: str
    score: float
    meta: DocMeta
    components: dict[str, float] = field(default_factory=dict)


def zscore(x: np.ndarray) -> np.ndarray:
    """Per-query standardisation: makes cosine and BM25 (different scales, different spreads) addable."""
    if x.size == 0:
        return x
    sd = float(x.std())
    return (x - float(x.mean())) / sd if sd > 1e-9 else np.zeros_like(x)


def minmax(x: np.ndarray) -> np.ndarray:
    if x.size == 0:
        return x
    lo, hi = float(x.min()), float(x.max())
    return (x - lo) / (hi - lo) if hi - lo > 1e-9 else np.zeros_like(x)


def ranks(x: np.ndarray) -> np.ndarray:
    """0-based rank of each entry under descending score (ties broken by position, stably)."""
    order = np.argsort(-x, kind="stable")
    r = np.empty(len(x), dtype=np.int64)
    r[order] = np.arange(len(x))
    return r


def rrf(score_lists: Sequence[np.ndarray], weights: Sequence[float], k: int = 60) -> np.ndarray:
    """Reciprocal-rank fusion (seed 003): sum_i w_i / (k + rank_i), rank 1-based."""
    total = np.zeros(len(score_lists[0]), dtype=np.float64)
    for s, w in zip(score_lists, weights, strict=True):
        if w:
            total += w / (k + ranks(s) + 1.0)
    return total


def recency(
    metas: Sequence[DocMeta],
    now: datetime,
    current_seq: int,
    cfg_round: float,
    cfg_clock_h: float,
    round_share: float,
) -> np.ndarray:
    """Dual-temporal decay (seed 003): exp(-Δrounds/λ_r) mixed with exp(-Δhours/λ_c)."""
    now = as_utc(now)
    out = np.empty(len(metas), dtype=np.float64)
    for i, m in enumerate(metas):
        d_round = max(0, current_seq - m.seq)
        d_hours = max(0.0, (now - m.timestamp).total_seconds() / 3600.0)
        out[i] = round_share * math.exp(-d_round / cfg_round) + (1 - round_share) * math.exp(-d_hours / cfg_clock_h)
    return out


def neighbour_scores(base: np.ndarray, metas: Sequence[DocMeta], depth: int) -> tuple[np.ndarray, np.ndarray]:
    """For each turn, the ``base`` score of the turn ``depth`` steps before and after it in its session (the
    lowest score of all where there is none); 0 for items that are not turns."""
    before = np.zeros(len(base), dtype=np.float64)
    after = np.zeros(len(base), dtype=np.float64)
    floor = float(base.min()) if base.size else 0.0
    for rows in _sessions(metas).values():
        s = base[rows].astype(np.float64)
        n = len(rows)
        left = np.full(n, floor)
        right = np.full(n, floor)
        if n > depth:
            left[depth:] = s[:-depth]
            right[:-depth] = s[depth:]
        before[rows] = left
        after[rows] = right
    return before, after


def neighbour_best(base: np.ndarray, metas: Sequence[DocMeta], depth: int) -> np.ndarray:
    """For each turn, the best ``base`` score of the turns ``depth`` steps away in its session."""
    return np.maximum(*neighbour_scores(base, metas, depth))


def _sessions(metas: Sequence[DocMeta]) -> dict[str, list[int]]:
    """Turn rows per session, in dialogue order."""
    by_session: dict[str, list[int]] = defaultdict(list)
    for i, m in enumerate(metas):
        if m.source_type == "turn" and m.session_id is not None:
            by_session[m.session_id].append(i)
    for rows in by_session.values():
        rows.sort(key=lambda i: (metas[i].dialogue_round or 0, metas[i].seq))
    return by_session


def unit_mean(values: np.ndarray, metas: Sequence[DocMeta], unit_scope: str, unit_top: int) -> np.ndarray:
    """For each turn, the mean of the ``unit_top`` best ``values`` of its topic unit (segment or session)."""
    out = np.zeros(len(values), dtype=np.float64)
    groups: dict[str, list[int]] = defaultdict(list)
    for i, m in enumerate(metas):
        if m.source_type != "turn":
            continue
        key = m.segment_id if unit_scope == "segment" and m.segment_id else m.session_id
        if key is not None:
            groups[key].append(i)
    for rows in groups.values():
        out[rows] = float(np.sort(values[rows])[-unit_top:].mean())
    return out


def propagate_context(
    base: np.ndarray,
    metas: Sequence[DocMeta],
    neighbor: Sequence[float],
    unit: float,
    unit_scope: str,
    unit_top: int,
) -> np.ndarray:
    """Let a turn inherit part of its neighbours' and its topic unit's scores (see ContextConfig)."""
    out = base.astype(np.float64).copy()
    for d, a in enumerate(neighbor, start=1):
        if a:
            out += a * neighbour_best(base, metas, d)
    if unit:
        out += unit * unit_mean(out.copy(), metas, unit_scope, unit_top)
    return out


def passes_filters(m: DocMeta, f: SearchFilters | None) -> bool:
    if f is None:
        return True
    if f.session_ids is not None and m.session_id not in f.session_ids:
        return False
    if f.speakers is not None and m.speaker not in f.speakers:
        return False
    if f.source_types is not None and m.source_type not in f.source_types:
        return False
    if f.langs is not None and m.lang not in f.langs:
        return False
    if f.tags is not None and not set(f.tags) & set(m.tags):
        return False
    if f.since is not None and m.timestamp < f.since:
        return False
    return not (f.until is not None and m.timestamp > f.until)


@dataclass
class Channels:
    """Every candidate's channel scores for one query (aligned with ``metas``)."""

    query: str
    metas: list[DocMeta]
    fids: np.ndarray
    dense: np.ndarray  # raw e5 cosine (drives the kappa gate)
    lex: np.ndarray  # BM25
    xl_raw: np.ndarray  # raw cross-lingual cosine (zeros when the channel is off)
    base: np.ndarray  # the preset's channel fusion, before context propagation
    zd: np.ndarray
    zb: np.ndarray
    zx: np.ndarray
    same_lang: np.ndarray  # bool: the item is in the query's language
    hub_d: np.ndarray | None  # CSLS hubness of each item against the query language's bank (e5; None: no bank)
    hub_x: np.ndarray | None  # ... on the cross-lingual channel
    rec: np.ndarray
    prior: np.ndarray
    use_xl: bool
    gate_dense: np.ndarray | None = None  # the model's own cosine, when the dense queries are adapted
    gate_hub_d: np.ndarray | None = None  # ... and its hubness against the unadapted bank


@dataclass(frozen=True)
class GateVectors:
    """The model's own query vector and question bank, for the kappa gate when the dense channel's queries are
    adapted (memory.query_adapter): the gate's thresholds were calibrated on the model's cosines, and an adapter
    moves every cosine (raw ~0.8 become ~0.1), so the gate is judged on the vectors it was calibrated on."""

    qvec: np.ndarray
    bank: np.ndarray | None


def channel_scores(
    index: UserIndex,
    preset: RetrievalPreset,
    query: str,
    qvec: np.ndarray,
    filters: SearchFilters | None = None,
    now: datetime | None = None,
    xl_qvec: np.ndarray | None = None,
    banks: dict[str, np.ndarray] | None = None,
    query_lang: str | None = None,
    gate: GateVectors | None = None,
) -> Channels | None:
    """Score every searchable item of the user on each channel; None when nothing passes the filters."""
    fids, metas = index.snapshot()
    keep = [i for i, m in enumerate(metas) if m.source_type in preset.search_units and passes_filters(m, filters)]
    if not keep:
        return None
    fids = fids[keep]
    metas = [metas[i] for i in keep]
    dense = index.dense_scores(qvec, fids).astype(np.float64)
    lex = index.bm25_scores(query, fids).astype(np.float64)
    banks = banks or {}
    # Hub-corrected similarities (CSLS) rank; the raw cosine still drives the kappa gate.
    dense_r = dense
    hub_d = hub_x = None
    if preset.hub_beta and "dense" in banks:
        hub_d = index.hub_scores("dense", banks["dense"], fids, preset.hub_k)
        dense_r = dense - preset.hub_beta * hub_d
    xl = np.zeros_like(dense)
    use_xl = bool(preset.w_xl) and xl_qvec is not None and index.has_channel("xl")
    xl_raw = np.zeros_like(dense)
    if use_xl:
        xl = xl_raw = index.dense_scores(xl_qvec, fids, channel="xl").astype(np.float64)
        if preset.hub_beta and "xl" in banks:
            hub_x = index.hub_scores("xl", banks["xl"], fids, preset.hub_k)
            xl = xl - preset.hub_beta * hub_x
    prior = np.array([preset.type_priors.get(m.source_type, 0.5) for m in metas])
    rec = np.zeros(len(metas))
    if preset.temporal is not None:
        t = preset.temporal
        current = max(m.seq for m in metas) + 1
        rec = recency(
            metas,
            now or max(m.timestamp for m in metas),
            current,
            t.round_lambda,
            t.clock_lambda_h,
            t.round_share,
        )
    same = np.array([query_lang is None or m.lang == query_lang for m in metas], dtype=bool)
    w_xl: float | np.ndarray = preset.w_xl if use_xl else 0.0
    if use_xl and preset.w_xl_same is not None and query_lang is not None:
        w_xl = np.where(same, preset.w_xl_same, preset.w_xl)
    zd, zb, zx = zscore(dense_r), zscore(lex), zscore(xl) if use_xl else np.zeros_like(dense)
    if preset.fusion == "zsum":
        base = preset.w_dense * zd + preset.w_bm25 * zb + w_xl * zx
    elif preset.fusion == "weighted":
        base = preset.w_dense * dense_r + preset.w_bm25 * minmax(lex) + w_xl * xl
    else:
        base = rrf([dense_r, lex, xl], [preset.w_dense, preset.w_bm25, preset.w_xl if use_xl else 0.0], preset.rrf_k)
    gate_dense = gate_hub_d = None
    if gate is not None:
        gate_dense = index.dense_scores(gate.qvec, fids).astype(np.float64)
        if preset.hub_beta and gate.bank is not None:
            gate_hub_d = index.hub_scores("dense", gate.bank, fids, preset.hub_k)
    return Channels(
        query, metas, fids, dense, lex, xl_raw, base, zd, zb, zx, same, hub_d, hub_x, rec, prior, use_xl,
        gate_dense, gate_hub_d,
    )  # fmt: skip


_STANDALONE = ("fact", "episodic", "summary")


def ranking_features(index: UserIndex, ch: Channels, preset: RetrievalPreset, clip: float) -> np.ndarray:
    """One row of memory.ranker.FEATURES per candidate (see that module for what each means and why)."""
    from .ranker import BASE_FEATURES, CHANNELS, PROPAGATED, derive

    metas = ch.metas
    n = len(metas)
    standalone = np.array([m.source_type in _STANDALONE for m in metas], dtype=np.float64)
    turnish = 1.0 - standalone
    same = ch.same_lang.astype(np.float64)
    zx_o = np.where(ch.same_lang, 0.0, ch.zx)
    zx_s = np.where(ch.same_lang, ch.zx, 0.0)
    length = np.log1p(index.doc_lengths(ch.fids)) / 4.0
    cols = {"zd": ch.zd, "zb": ch.zb, "zx_o": zx_o, "zx_s": zx_s, "cos": ch.dense, "xcos": ch.xl_raw, "len": length}
    # What context propagation can add is bounded: the propagated scores are clipped to [0, clip] before they are
    # weighted, with non-negative weights (clipping commutes with taking the best neighbour, so the trainer can
    # choose the bound on stored features). Negative context must not lift a turn: a model that learnt a negative
    # weight for the session term lifted every turn of a session that does NOT match (seen on small stores).
    c = preset.context
    prev1, next1 = neighbour_scores(ch.base, metas, 1)
    nbs = {1: np.maximum(prev1, next1)}
    for d in range(2, max(2, len(c.neighbor)) + 1):
        nbs[d] = neighbour_best(ch.base, metas, d)
    smoothed = ch.base + sum((a * nbs[d] for d, a in enumerate(c.neighbor, 1) if a), np.zeros(n))
    row = {m.memory_id: i for i, m in enumerate(metas)}
    # A turn of a session not closed yet has no segment: its own score stands in for its topic unit's (the model
    # never saw a turn without one, and 0 would sink fresh turns under every segmented one).
    seg = np.array(
        [
            ch.base[row[m.segment_id]] if m.segment_id in row else (ch.base[i] if m.source_type == "turn" else 0.0)
            for i, m in enumerate(metas)
        ]
    )
    q = ch.query.casefold()
    speakers = {sp: float(sp.casefold() in q) for sp in {m.speaker for m in metas if m.speaker}}
    feats = {
        **{f"t_{k}": cols[k] * turnish for k in CHANNELS},
        **{f"s_{k}": cols[k] * standalone for k in CHANNELS},
        "nb_prev": prev1,
        "nb_next": next1,
        "nb2": nbs[2],
        "unit": unit_mean(smoothed, metas, c.unit_scope, c.unit_top),
        "seg": seg,
        "standalone": standalone,
        "lang_same": same,
        "speaker_q": np.array([speakers.get(m.speaker, 0.0) if m.speaker else 0.0 for m in metas]),
        "question": np.array([float(m.question) for m in metas]),
        "recency": ch.rec,
    }
    feats.update(standalone_scales(ch, preset, standalone))
    feats.update(answer_type_columns(ch.query, metas, standalone))
    for f in PROPAGATED:  # context only adds, and at most w * clip (the trainer keeps these weights >= 0)
        feats[f] = np.clip(feats[f], 0.0, clip)
    return derive(np.stack([feats[f] for f in BASE_FEATURES], axis=1))


def standalone_scales(ch: Channels, preset: RetrievalPreset, standalone: np.ndarray) -> dict[str, np.ndarray]:
    """A standalone item's e5 and USE scores on store-independent scales (memory.ranker says why); 0 for turns.
    Without a question bank the hub term is 0 and the feature is the raw cosine (x10)."""
    beta = preset.hub_beta
    dh = ch.dense - (beta * ch.hub_d if ch.hub_d is not None else 0.0)
    xh = ch.xl_raw - (beta * ch.hub_x if ch.hub_x is not None else 0.0) if ch.use_xl else np.zeros_like(ch.dense)
    return {"s_dh": 10.0 * dh * standalone, "s_xh": 10.0 * xh * standalone}


def answer_type_columns(query: str, metas: Sequence[DocMeta], standalone: np.ndarray) -> dict[str, np.ndarray]:
    """The question's answer types against each item's value types (read when it was indexed, memory.ranker)."""
    from .answer_type import features, question_types

    cols = features(question_types(query), np.array([m.vtypes for m in metas], dtype=np.int64))
    return {"s_at_miss": cols["at_miss"] * standalone, "t_at_match": cols["at_match"] * (1.0 - standalone)}


def _gate_open(ch: Channels, preset: RetrievalPreset, head: list[int]) -> bool:
    """Nothing rather than noise: the kappa gate closes only when no channel sees relevance in the top k.

    With ``kappa_hub`` set (and a question bank in the query's language) the cosines are judged calibrated: minus
    the item's hubness, i.e. how much closer the item is to this question than to the generic questions it is
    usually near. A raw cosine means different things across languages (e5 puts a Japanese question and an
    English fact that answers it below its same-language threshold), a hub-corrected one much less so."""
    if float(ch.lex[head].max()) > preset.kappa_bm25:
        return True
    dense, hub_d = (ch.dense, ch.hub_d) if ch.gate_dense is None else (ch.gate_dense, ch.gate_hub_d)
    if preset.kappa_hub is not None and hub_d is not None:
        if float((dense[head] - hub_d[head]).max()) >= preset.kappa_hub:
            return True
        if not ch.use_xl or ch.hub_x is None:
            return False
        return float((ch.xl_raw[head] - ch.hub_x[head]).max()) >= preset.kappa_hub_xl
    assert preset.kappa is not None
    if float(dense[head].max()) >= preset.kappa:
        return True
    return ch.use_xl and float(ch.xl_raw[head].max()) >= preset.kappa_xl


def search_index(
    index: UserIndex,
    preset: RetrievalPreset,
    query: str,
    qvec: np.ndarray,
    k: int,
    filters: SearchFilters | None = None,
    now: datetime | None = None,
    reranker=None,
    rerank_text=None,
    xl_qvec: np.ndarray | None = None,
    banks: dict[str, np.ndarray] | None = None,
    query_lang: str | None = None,
    ranker=None,
    adjust: dict[str, float] | None = None,
    gate: GateVectors | None = None,
    gate_k: int | None = None,
) -> list[Scored]:
    """Rank the user's items for ``query``; returns at most ``k`` items, or none when the kappa gate closes.

    ``gate_k``: how many of the first items the kappa gate judges (default ``k``): a caller that asks for more items
    than it returns (to reorder them, memory.people_focus) keeps the gate of the search it answers.

    ``reranker`` (memory.rerank.Reranker) and ``rerank_text`` (memory_id -> text) are only needed when the
    preset asks for a rerank stage; ``ranker`` (memory.ranker.LinearRanker) when it names a learned ranker, and
    ``adjust`` (memory_id -> score offset) carries the user's citation feedback (memory.feedback) into it.
    """
    if k <= 0:
        return []
    ch = channel_scores(index, preset, query, qvec, filters, now, xl_qvec, banks, query_lang, gate)
    if ch is None:
        return []
    metas, dense, lex = ch.metas, ch.dense, ch.lex
    fb = np.zeros(len(metas))
    if ranker is not None:
        fused = ranker.score(ranking_features(index, ch, preset, ranker.clip))
        if adjust:
            fb = np.array([adjust.get(m.memory_id, 0.0) for m in metas])
            fused = fused + fb
    else:
        c = preset.context
        fused = propagate_context(ch.base, metas, c.neighbor, c.unit, c.unit_scope, c.unit_top)
        fused = fused + preset.w_recency * ch.rec + preset.w_type * ch.prior

    ret = [i for i, m in enumerate(metas) if m.source_type in preset.return_units]
    if not ret:
        return []
    order = sorted(ret, key=lambda i: -fused[i])[: max(k, preset.candidates)]
    head = k if gate_k is None else min(k, gate_k)
    if preset.kappa is not None and not _gate_open(ch, preset, order[: max(head, 1)]):
        return []
    final = {i: float(fused[i]) for i in order}
    rr: dict[int, float] = {}
    if reranker is not None and rerank_text is not None:
        head = order[: preset.rerank_top]
        scores = np.asarray(reranker.score(query, [rerank_text(metas[i].memory_id) for i in head]), dtype=np.float64)
        zf = zscore(np.array([final[i] for i in head]))
        zr = zscore(scores)
        for j, i in enumerate(head):
            rr[i] = float(scores[j])
            final[i] = float(zf[j] + preset.w_rerank * zr[j]) + 1e6  # the reranked head stays ahead of the tail
        order = sorted(order, key=lambda i: -final[i])
    out = []
    for i in order[:k]:
        comp = {
            "dense": float(dense[i]),
            "bm25": float(lex[i]),
            "fused": float(fused[i]),
            "recency": float(ch.rec[i]),
            "type_prior": float(ch.prior[i]),
        }
        if ch.use_xl:
            comp["xl"] = float(ch.xl_raw[i])
        if fb[i]:
            comp["feedback"] = float(fb[i])
        if i in rr:
            comp["rerank"] = rr[i]
        out.append(
            Scored(metas[i].memory_id, float(final[i]) if i not in rr else float(final[i]) - 1e6, metas[i], comp)
        )
    return out
