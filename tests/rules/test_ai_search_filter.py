"""A game's heuristics may name the decisions worth a search (``search_when``): at the others the
search player plays the heuristic's move at once, and searches only where it is told to."""

from __future__ import annotations

from types import SimpleNamespace

from rules import catalog
from rules.ai import guidance
from rules.ai.ismcts import IsmctsPlayer


def _playouts(module):
    """The real heuristics' playout parts, so only the filter differs from the game's own search."""
    return {k: getattr(module, k) for k in ("rollout", "PLAYOUT_LIMIT", "evaluate") if hasattr(module, k)}


def _play(game, player, seats, steps):
    """Play ``steps`` decisions with ``player`` at every seat; (decisions with a choice, the
    heuristic's moves it returned)."""
    state = game.new_game(seats, 5)
    choices = 0
    for _ in range(steps):
        seat = game.to_act(state)
        if seat is None:
            break
        view = game.view(state, seat)
        if len(game.legal_actions(view)) > 1:
            choices += 1
        state, _ = game.apply(state, player.choose(view, seat))
    return choices


def test_search_runs_only_where_the_game_says_and_plays_the_heuristic_elsewhere(monkeypatch):
    game = catalog.load("caleira")
    real = guidance.heuristics_of(game)
    asked: list[int] = []
    played: list[object] = []

    def choose(view, seat, rng):
        move = real.choose(view, seat, rng)
        played.append(move)
        return move

    def search_when(view, seat):
        asked.append(seat)
        return seat == 0  # seat 0's decisions are searched, seat 1's are the heuristic's

    fake = SimpleNamespace(choose=choose, search_when=search_when, **_playouts(real))
    monkeypatch.setattr(guidance, "heuristics_of", lambda g: fake)
    player = IsmctsPlayer(game, seed=3, seconds=None, iterations=8)
    choices = _play(game, player, 2, 12)
    assert choices and len(asked) == choices  # asked once per decision with a choice
    assert player.searched == asked.count(0)
    assert len(played) == asked.count(1)  # the heuristic played every decision not searched


def test_without_a_filter_every_choice_is_searched(monkeypatch):
    game = catalog.load("caleira")
    real = guidance.heuristics_of(game)
    fake = SimpleNamespace(choose=real.choose, **_playouts(real))
    monkeypatch.setattr(guidance, "heuristics_of", lambda g: fake)
    player = IsmctsPlayer(game, seed=3, seconds=None, iterations=4)
    choices = _play(game, player, 2, 8)
    assert player.searched == choices > 0


def test_a_search_too_short_to_tell_moves_apart_plays_the_heuristics_move(monkeypatch):
    """With a prior, the heuristic's move is tried first and wins ties: one iteration cannot
    overrule it (before, ties went to the first legal move)."""
    game = catalog.load("caleira")
    real = guidance.heuristics_of(game)

    def last_move(view, seat, rng):
        return game.legal_actions(view)[-1]

    fake = SimpleNamespace(choose=last_move, SEARCH_PRIOR=3.0, **_playouts(real))
    monkeypatch.setattr(guidance, "heuristics_of", lambda g: fake)
    state = game.new_game(2, 5)
    checked = 0
    for _ in range(10):
        seat = game.to_act(state)
        view = game.view(state, seat)
        legal = game.legal_actions(view)
        if len(legal) > 1:
            player = IsmctsPlayer(game, seed=checked, seconds=None, iterations=1)
            assert player.choose(view, seat) == legal[-1]
            checked += 1
        state, _ = game.apply(state, legal[0])
    assert checked >= 3


def test_simulations_stop_where_the_game_says_and_the_evaluation_stands_in(monkeypatch):
    game = catalog.load("caleira")
    real = guidance.heuristics_of(game)
    rolled: list[int] = []
    evaluated: list[int] = []

    def rollout(state, actions, rng):
        rolled.append(1)
        return actions[0]

    def evaluate(state):
        evaluated.append(1)
        return [0.5] * 2

    fake = SimpleNamespace(choose=real.choose, rollout=rollout, PLAYOUT_LIMIT=50, evaluate=evaluate,
                           playout_stop=lambda state: True)
    monkeypatch.setattr(guidance, "heuristics_of", lambda g: fake)
    state = game.new_game(2, 5)
    seat = game.to_act(state)
    player = IsmctsPlayer(game, seed=1, seconds=None, iterations=12)
    player.choose(game.view(state, seat), seat)
    assert not rolled  # every simulation stopped at once, past the root's move
    assert len(evaluated) == 12
    fake.playout_stop = lambda state: False
    player = IsmctsPlayer(game, seed=1, seconds=None, iterations=12)
    player.choose(game.view(state, seat), seat)
    assert rolled  # without the stop, the playouts run
