"""The AI service: exact answers in sync mode; a real worker process that answers, can be
cancelled, survives a crash or a hang with a fallback move, and leaves no child behind."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import pytest

import rules.caleira as caleira
from app.play.ai_service import AiService, choose_index
from app.play.session import SeatSpec, Session

EXACT = {"seconds": None, "iterations": 200}
FOREVER = {"seconds": None, "iterations": 10**9}


def a_request(seed: int = 3) -> tuple[str, list]:
    """An AI seat's view (as JSON) with at least two legal actions, and those actions."""
    session = Session.new("caleira", [SeatSpec("random", "A"), SeatSpec("random", "B")], seed)
    while True:
        req = session.ai_request()
        view = caleira.from_json(req.view_json)
        if len(caleira.legal_actions(view)) >= 2:
            return req, list(caleira.legal_actions(view))
        session.apply_ai(req, 0)


def wait(ai: AiService, limit: float = 10.0) -> int:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        index = ai.poll()
        if index is not None:
            return index
        time.sleep(0.01)
    raise AssertionError(f"no answer within {limit} s")


def no_children() -> bool:
    end = time.monotonic() + 3
    while multiprocessing.active_children() and time.monotonic() < end:
        time.sleep(0.05)
    return not multiprocessing.active_children()


# --- sync mode --------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["random", "heuristic", "easy", "normal", "hard"])
def test_sync_mode_returns_a_legal_index(kind):
    req, legal = a_request()
    ai = AiService("sync")
    assert not ai.busy and ai.poll() is None
    ai.request(req.game_id, kind, req.seat, req.view_json, req.seed, EXACT)
    assert ai.busy
    index = ai.poll()
    assert 0 <= index < len(legal)
    assert not ai.busy and ai.poll() is None and ai.error is None


def test_fixed_iterations_give_exact_repeatable_answers():
    req, _ = a_request()
    answers = set()
    for _ in range(3):
        ai = AiService("sync")
        ai.request(req.game_id, "normal", req.seat, req.view_json, req.seed, EXACT)
        answers.add(ai.poll())
    assert len(answers) == 1
    assert answers == {choose_index({}, req.game_id, "normal", req.seat, req.view_json, req.seed, EXACT)}


def test_players_are_cached_per_game_seat_kind():
    req, _ = a_request()
    cache: dict = {}
    for _ in range(3):
        choose_index(cache, req.game_id, "random", req.seat, req.view_json, req.seed, {})
    choose_index(cache, req.game_id, "heuristic", req.seat, req.view_json, req.seed, {})
    assert sorted(key[2] for key in cache) == ["heuristic", "random"]


def test_a_failing_player_gives_a_fallback_move_and_a_message():
    req, legal = a_request()
    ai = AiService("sync")
    ai.request(req.game_id, "grandmaster", req.seat, req.view_json, req.seed, {})
    index = ai.poll()
    assert 0 <= index < len(legal)
    message = ai.take_error()
    assert message.startswith("The grandmaster AI could not choose a move (")
    assert message.endswith("a simple move was played instead.")
    assert ai.take_error() is None


def test_cancel_discards_the_answer():
    req, _ = a_request()
    ai = AiService("sync")
    ai.request(req.game_id, "random", req.seat, req.view_json, req.seed, {})
    ai.cancel()
    assert not ai.busy and ai.poll() is None


def test_a_whole_game_through_the_service_in_sync_mode():
    session = Session.new("caleira", [SeatSpec("heuristic", "A"), SeatSpec("easy", "B")], 8)
    ai = AiService("sync")
    while not session.is_over():
        req = session.ai_request()
        ai.request(req.game_id, req.kind, req.seat, req.view_json, req.seed, {"seconds": None, "iterations": 20})
        assert session.apply_ai(req, ai.poll()) is not None
    assert session.result() is not None


def test_bad_mode():
    with pytest.raises(ValueError):
        AiService("thread")


# --- process mode -----------------------------------------------------------------------------


def test_process_mode_is_lazy_answers_and_closes_cleanly():
    req, legal = a_request()
    ai = AiService("process")
    assert ai.worker_pid is None  # nothing started until the first request
    try:
        for kind in ("random", "easy"):
            started = time.monotonic()
            ai.request(req.game_id, kind, req.seat, req.view_json, req.seed, {})
            assert ai.busy
            index = wait(ai)
            assert 0 <= index < len(legal)
            assert time.monotonic() - started < 10
            assert not ai.busy and ai.error is None
        pid = ai.worker_pid
        assert pid in [p.pid for p in multiprocessing.active_children()]
        ai.request(req.game_id, "random", req.seat, req.view_json, req.seed, {})
        wait(ai)
        assert ai.worker_pid == pid  # one long-lived worker
    finally:
        ai.close()
    assert ai.worker_pid is None
    assert no_children()


def test_process_answers_match_sync_answers():
    req, _ = a_request(5)
    sync, proc = AiService("sync"), AiService("process")
    try:
        sync.request(req.game_id, "normal", req.seat, req.view_json, req.seed, EXACT)
        proc.request(req.game_id, "normal", req.seat, req.view_json, req.seed, EXACT)
        assert wait(proc) == sync.poll()
    finally:
        proc.close()
    assert no_children()


def test_process_cancel_discards_a_stale_answer():
    req, legal = a_request()
    ai = AiService("process")
    try:
        ai.request(req.game_id, "random", req.seat, req.view_json, req.seed, {})
        ai.cancel()
        assert not ai.busy
        time.sleep(0.5)
        assert ai.poll() is None  # the late answer is thrown away
        ai.request(req.game_id, "random", req.seat, req.view_json, req.seed, {})
        assert 0 <= wait(ai) < len(legal)
    finally:
        ai.close()
    assert no_children()


def test_a_crashed_worker_gives_a_clear_error_and_a_fallback_move():
    req, legal = a_request()
    ai = AiService("process")
    try:
        ai.request(req.game_id, "easy", req.seat, req.view_json, req.seed, FOREVER)
        time.sleep(0.3)
        os.kill(ai.worker_pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        index = wait(ai, 5)
        assert 0 <= index < len(legal)
        message = ai.take_error()
        assert message.startswith("The AI process stopped unexpectedly (exit code")
        assert "a simple move was played instead" in message
        # The next request starts a fresh worker.
        ai.request(req.game_id, "random", req.seat, req.view_json, req.seed, {})
        assert 0 <= wait(ai) < len(legal) and ai.error is None
    finally:
        ai.close()
    assert no_children()


def test_a_hung_worker_times_out_with_a_fallback_move():
    req, legal = a_request()
    ai = AiService("process", timeout=1.0)
    try:
        ai.request(req.game_id, "easy", req.seat, req.view_json, req.seed, FOREVER)
        index = wait(ai, 8)
        assert 0 <= index < len(legal)
        assert ai.take_error().startswith("The AI did not answer within 1 seconds")
    finally:
        ai.close()
    assert no_children()


def test_close_while_thinking_and_close_twice():
    req, _ = a_request()
    ai = AiService("process")
    ai.request(req.game_id, "easy", req.seat, req.view_json, req.seed, FOREVER)
    time.sleep(0.2)
    started = time.monotonic()
    ai.close()
    assert time.monotonic() - started < 3
    ai.close()
    assert not ai.busy and no_children()


def test_a_worker_error_is_reported_not_hung():
    req, legal = a_request()
    ai = AiService("process")
    try:
        ai.request(req.game_id, "grandmaster", req.seat, req.view_json, req.seed, {})
        assert 0 <= wait(ai) < len(legal)
        assert ai.take_error().startswith("The grandmaster AI could not choose a move (ValueError")
    finally:
        ai.close()
    assert no_children()


def test_only_the_latest_of_several_quick_requests_is_answered():
    req, _ = a_request(6)
    sync, proc = AiService("sync"), AiService("process")
    try:
        for kind in ("random", "heuristic", "easy"):
            proc.request(req.game_id, kind, req.seat, req.view_json, req.seed, EXACT)
        sync.request(req.game_id, "easy", req.seat, req.view_json, req.seed, EXACT)
        assert wait(proc) == sync.poll()
        assert not proc.busy and proc.poll() is None
    finally:
        proc.close()
    assert no_children()
