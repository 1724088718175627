"""Identical copies tell nothing: for every catalog game with hidden information, two states that
differ only in which ID of identical copies sits in which hidden place give every seat the same
view, and stay indistinguishable after the same plays.

"The same" is up to the names of copies: the engine's IDs tell copies apart, a player cannot, so a
view is compared through the game's ``canonical_view`` (its JSON with copies named in a canonical
order). The game's hooks: ``identical_groups(state)`` (the IDs no seat can tell apart, in groups)
and ``swap_copies(state, a, b)`` (the same game with two of them trading places).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import catalog
from rules.core import events_for

GAMES = [info.id for info in catalog.GAMES if info.secrets]
GAMES_PER_RUN = 100  # per game (fewer for long games: games_to_check); each swaps at one moment
# and plays both games to the end


def _seen_by(game, state, events, seat):
    """What ``seat`` sees: its view up to the names of copies, the kinds of the events it is shown
    and how many options it has. (Words may name a copy, as a log naming tiles "K2" does: what
    they tell is in the view that follows.)"""
    v = game.view(state, seat)
    options = len(game.legal_actions(state)) if game.to_act(state) == seat else 0
    return game.canonical_view(v), [(e.kind, e.subject) for e in events_for(events, seat)], options


def _twins(game, state):
    """Every state that is ``state`` with two copies of one group swapped and differs from it (two
    copies in one hand are the same state either way)."""
    out = []
    for group in game.identical_groups(state):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                twin = game.swap_copies(state, a, b)
                if twin != state:
                    out.append(twin)
    return out


def games_to_check(game_id: str) -> int:
    """How many games a run checks: ``GAMES_PER_RUN`` for a game whose random games are as long as
    most (``FACTS.random_play`` 400 decisions), fewer for a longer one, so every game gets about
    the same number of decisions compared, and never fewer than 10 games."""
    return max(10, min(GAMES_PER_RUN, GAMES_PER_RUN * 400 // catalog.get(game_id).random_play))


@pytest.mark.parametrize("game_id", GAMES)
def test_identical_copies_give_every_seat_the_same_game(game_id):
    @settings(max_examples=games_to_check(game_id), deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 2**31 - 1), when=st.floats(0, 1))
    def check(seed: int, when: float) -> None:
        _check_one_game(game_id, seed, when)

    check()


def _check_one_game(game_id: str, seed: int, when: float) -> None:
    info = catalog.get(game_id)
    game = info.load()
    rng = random.Random(seed)
    players = rng.choice(info.players)
    x = game.new_game(players, seed)
    # Play to a random moment, then swap two copies nobody can tell apart.
    history = []
    while game.to_act(x) is not None:
        history.append(x)
        x, _ = game.apply(x, rng.choice(list(game.legal_actions(x))))
    moments = [s for s in history if game.identical_groups(s)]
    if not moments:
        return
    x = moments[int(when * (len(moments) - 1))]
    twins = _twins(game, x)
    if not twins:
        return
    y = rng.choice(twins)  # the swap changed the state itself ...
    for seat in range(players):  # ... and no seat can see it
        assert _seen_by(game, x, [], seat) == _seen_by(game, y, [], seat), (seat, "at the swap")
    steps = 0
    while game.to_act(x) is not None:
        assert game.to_act(y) == game.to_act(x)
        action = rng.choice(list(game.legal_actions(x)))
        assert action in game.legal_actions(y)
        x, ex = game.apply(x, action)
        y, ey = game.apply(y, action)
        steps += 1
        for seat in range(players):
            assert _seen_by(game, x, ex, seat) == _seen_by(game, y, ey, seat), (seat, steps, action.label)
    assert game.result(x) == game.result(y)


def test_long_games_are_checked_over_fewer_but_enough_games():
    assert all(10 <= games_to_check(g) <= GAMES_PER_RUN for g in GAMES)
    short = [g for g in GAMES if catalog.get(g).random_play <= 400]
    assert all(games_to_check(g) == GAMES_PER_RUN for g in short)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_swap_of_copies_is_undone_by_itself(game_id):
    """A swap of copies changes the state and is undone by itself."""
    info = catalog.get(game_id)
    game = info.load()
    state = game.new_game(info.default_players, 11)
    rng = random.Random(3)
    while not game.identical_groups(state):
        if game.to_act(state) is None:
            pytest.skip(f"{game_id} has no alike pieces")
        state, _ = game.apply(state, rng.choice(list(game.legal_actions(state))))
    a, b = game.identical_groups(state)[0][:2]
    twin = game.swap_copies(state, a, b)
    assert twin != state and game.swap_copies(twin, a, b) == state
