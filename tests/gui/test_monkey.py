"""The UI monkey (``python -m app.checks.monkey``): a short run over two games finds nothing, counts
what it did, and a crash or an unreachable state is recorded and the run goes on."""

from __future__ import annotations

import random

import pytest

from app.checks import monkey
from app.checks.monkey_report import report
from rules import catalog


@pytest.fixture
def short_run(tmp_path, monkeypatch):
    def run(events: int, games: list[str], seed: int = 5, rotate: int = 150) -> monkey.Monkey:
        random.seed(seed)
        m = monkey.Monkey(events, seed, games, rotate, tmp_path)
        m.seconds = m.run()
        return m

    monkeypatch.setenv("CASTLETOP_HOME", str(tmp_path / "unused"))
    return run


def test_a_short_run_over_two_games_finds_nothing(short_run):
    games = list(catalog.GAME_IDS[:2])
    m = short_run(300, games)
    text = report(m, m.seconds)
    assert not m.crashes, text
    assert m.index >= 300
    assert set(m.started) >= set(games), text  # each game started through New game
    assert m.nav.fallbacks == 0, text
    assert sum(m.actions.values()) > 10 and m.checked_states > 10, text
    assert {"TitleScene", "NewGameScene", "TableScene"} <= set(m.scenes), text
    assert sum(m.kinds.values()) > 100 and "crashes: 0" in text


def test_a_crash_is_recorded_and_the_run_goes_on(short_run, monkeypatch):
    from app.scenes.pause import PauseScene

    def broken(self):
        raise RuntimeError("the pause menu is broken")

    monkeypatch.setattr(PauseScene, "build", broken)
    m = short_run(80, list(catalog.GAME_IDS[:1]), seed=2, rotate=40)
    assert m.crashes, "Esc at the table opens the pause menu, which crashes"
    crash = m.crashes[0]
    assert crash["seed"] == 2 and crash["index"] >= 1 and "RuntimeError" in crash["error"]
    assert "broken" in crash["traceback"] and crash["recent"]
    assert m.index >= 80  # the run went on after the crash, from a fresh app
    assert "1 x RuntimeError" in report(m, 1.0) or "x RuntimeError" in report(m, 1.0)


def test_reachable_names_what_is_wrong():
    module = catalog.load(catalog.GAME_IDS[0])
    state = module.new_game(catalog.get(catalog.GAME_IDS[0]).default_players, 3, None)
    assert monkey.reachable(module, state) is None

    class Stuck:
        def __getattr__(self, name):
            return getattr(module, name)

        @staticmethod
        def to_act(s):
            return None

    assert "stuck" in monkey.reachable(Stuck(), state)


def test_an_ai_that_raises_is_recorded_though_the_app_plays_on(short_run, monkeypatch):
    """The app hides an AI failure behind a simple move; the monkey still counts it."""
    from app.play import ai_service

    def broken(*args, **kwargs):
        raise ValueError("the AI is broken")

    monkeypatch.setattr(ai_service, "choose_with_reason", broken)
    m = short_run(40, list(catalog.GAME_IDS[:1]), seed=3, rotate=40)
    assert m.crashes and {c["kind"] for c in m.crashes} == {"ai"}
    assert "the AI is broken" in m.crashes[0]["error"] and "ValueError" in m.crashes[0]["traceback"]
