"""LoCoMo scoring (memory.metrics) and the extractive reader (memory.answer); no Ray, no models."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import pytest

from memory.answer import ExtractiveReader, Passage, clean_text, date_answer, question_type
from memory.metrics import (
    NOT_MENTIONED,
    bleu1,
    exact_match,
    f1_multi,
    f1_score,
    normalize_answer,
    score_answer,
)
from pipelines.eval_report import paired_bootstrap, summarize

# ----------------------------------------------------------------------------------------------- metrics


def test_official_normalisation():
    assert normalize_answer("The week before 9 June, 2023.") == "week before 9 june 2023"
    assert normalize_answer("Apples and Oranges!") == "apples oranges"  # "and" is dropped like an article
    assert normalize_answer("Caroline's art") == "carolines art"


def test_token_f1_uses_porter_stems():
    assert f1_score("running races", "ran a race") == pytest.approx(0.5)  # run/ran differ, race(s) -> race
    assert f1_score("paintings", "painting") == 1.0
    assert f1_score("", "x") == 0.0
    # precision 2/4, recall 2/3 -> F1 = 2*0.5*0.667/(1.167) = 0.5714
    assert f1_score("she likes abstract art", "abstract art piece") == pytest.approx(4 / 7)


def test_category_rules():
    # category 1: gold parts each take their best predicted part, then averaged
    assert f1_multi("Kyle, Sara, Tom", "Kyle, Sara") == 1.0
    assert f1_multi("Kyle", "Kyle, Sara") == 0.5
    assert score_answer("Kyle and Sara", "Kyle, Sara", 1).f1 == pytest.approx(0.5 * (2 / 3) * 2)  # 2 * F1(2/3 tokens)
    # category 3: only the gold before ';' counts
    assert score_answer("likely no", "Likely no; she wants to be a counselor", 3).f1 == 1.0
    # category 5: adversarial, 1 for an abstention on every metric
    s = score_answer(NOT_MENTIONED, "benefit basketball game", 5)
    assert (s.f1, s.em, s.bleu1) == (1.0, 1.0, 1.0)
    assert score_answer("benefit basketball game", "benefit basketball game", 5).f1 == 0.0
    with pytest.raises(ValueError):
        score_answer("x", "y", 6)


def test_em_is_set_equality_and_bleu1_has_brevity_penalty():
    assert exact_match("June 2023", "2023 June") == 1.0
    assert exact_match("June", "June 2023") == 0.0
    assert bleu1("June 2023", "June 2023") == 1.0
    assert bleu1("June", "June 2023") == pytest.approx(np.exp(1 - 2))  # precision 1, BP e^(1-2/1)


# ----------------------------------------------------------------------------------------------- reader

TS = datetime(2023, 6, 9, 14, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I went to a support group yesterday.", "8 June 2023"),
        ("I gave a talk at school last week.", "the week before 9 June 2023"),
        ("Last Fri I took my kids to a workshop.", "the Friday before 9 June 2023"),
        ("I'm going to a conference this month.", "June 2023"),
        ("We moved here last year.", "2022"),
        ("I went to a conference two days ago.", "7 June 2023"),
        ("It happened on 3 May, 2021 at noon.", "3 May 2021"),
        ("I just signed up for a class!", "9 June 2023"),
    ],
)
def test_dates_are_written_like_locomo_gold(sentence, expected):
    assert date_answer(sentence, TS) == expected


def test_question_types():
    assert question_type("When did Caroline go to the LGBTQ support group?") == "when"
    assert question_type("How many children does Melanie have?") == "how_many"
    assert question_type("Who is Melanie a fan of?") == "who"
    assert question_type("Where did Oliver hide his bone?") == "where"
    assert question_type("Would Caroline pursue writing as a career?") == "yesno"
    assert question_type("What did Melanie paint?") == "what"


def test_clean_text_removes_speaker_and_index_annotations():
    assert clean_text("Mel: I ran last week [week of 2023-05-29] yesterday [2023-06-08].", "Mel") == (
        "I ran last week yesterday."
    )


@pytest.fixture(scope="module")
def reader():
    return ExtractiveReader()


def test_reader_reads_dates_from_the_turn_timestamp(reader):
    passages = [
        Passage("I went to a LGBTQ support group yesterday and it was so powerful.", "Caroline", TS, ("D1:3",), 0),
        Passage("That's great! I painted a lake sunrise last year.", "Melanie", TS, ("D1:4",), 1),
    ]
    a = reader.answer("When did Caroline go to the LGBTQ support group?", passages, ["Caroline", "Melanie"])
    assert a.text == "8 June 2023" and not a.abstained and a.support == ["D1:3"]


def test_reader_abstains_without_evidence_or_when_it_is_about_someone_else(reader):
    assert reader.answer("What did Caroline paint?", [], ["Caroline"]).text == NOT_MENTIONED
    passages = [Passage("I painted a lake sunrise last year.", "Melanie", TS, ("D1:4",), 0)]
    a = reader.answer("What did Caroline paint last year?", passages, ["Caroline", "Melanie"])
    assert a.abstained and a.text == NOT_MENTIONED  # LoCoMo's adversarial swap: it was Melanie
    b = reader.answer("What did Melanie paint last year?", passages, ["Caroline", "Melanie"])
    assert not b.abstained and "lake sunrise" in b.text


# ----------------------------------------------------------------------------------------------- aggregation


def test_paired_bootstrap_detects_a_real_difference_and_not_a_null_one():
    rng = np.random.default_rng(1)
    a = rng.random(300)
    diff = paired_bootstrap(a + 0.2, a, 1000, 0)
    assert diff["diff"] == pytest.approx(20.0) and diff["ci_low"] > 0
    same = paired_bootstrap(a, a, 1000, 0)
    assert same["ci_low"] == same["ci_high"] == 0.0


def test_summary_keeps_category_5_apart():
    recs = [
        {"category": 4, "f1": 1.0, "em": 1.0, "bleu1": 1.0, "recall": {"10": 1.0}, "tokens": 10, "latency_ms": 1.0},
        {"category": 5, "f1": 0.0, "em": 0.0, "bleu1": 0.0, "recall": {"10": 0.0}, "tokens": 10, "latency_ms": 3.0},
    ]
    s = summarize(recs, [10])
    assert s["f1"] == 100.0  # categories 1-4 only
    assert s["evidence_recall"] == {"10": 50.0}  # the official recall is over every question
    assert s["by_category"]["5"]["adversarial_accuracy"] == 0.0
    assert set(s) == {"f1", "em", "bleu1", "evidence_recall", "tokens", "latency_ms", "by_category"}


# ----------------------------------------------------------------------------------------------- model answerer


def test_model_answerer_sends_the_built_prompt_and_reads_the_answer():
    import json
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from pipelines.evaluate import ModelAnswerer

    seen: list[dict] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
            seen.append(body)
            data = json.dumps(
                {
                    "id": "x",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body["model"],
                    "choices": [
                        {
                            "index": 0,
                            "finish_reason": "stop",
                            "message": {"role": "assistant", "content": '{"answer": "7 May 2023"}'},
                        }
                    ],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
                }
            ).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        ans = ModelAnswerer({"provider": "openai", "model": "main-model", "base_url": url, "api_key": "k"})
        assert ans.label == "openai:main-model"
        assert ans("[LONG_TERM_MEMORY]\n- (2023-05-08) support group yesterday", "When?") == "7 May 2023"
        msgs = seen[0]["messages"]
        assert msgs[0]["role"] == "system" and "support group" in msgs[0]["content"]
        assert NOT_MENTIONED in msgs[-1]["content"]
    finally:
        httpd.shutdown()
