"""The shared protocol checks (tests/support/protocol_checks.py) on Castle von Loghan: action sets,
``apply`` leaving its input alone and refusing illegal actions, events filtered per seat, every
seat's view (the same seat to act; the seat to act gets the same options with the same labels from
its view, a bystander none), JSON round trips, and replays giving the same states and events.
What only this game knows comes in through the hooks: every card and token accounted for, and the
hidden parts of a view."""

from __future__ import annotations

import pytest
from protocol_checks import Chooser, Hooks, Stats, play_and_check

import rules.loghan as game
from rules.loghan.accounting import problems
from rules.loghan.views import HIDDEN


def invariant(s) -> None:
    assert s.viewer is None and s.acting is None
    assert problems(s) == [], problems(s)
    assert 0 <= s.health <= 15 and 0 <= s.clarity <= 10


def view_invariant(s, v, seat: int) -> None:
    assert v.viewer == seat and v.rng == 0 and v.script == () and v.acting == game.to_act(s)
    for i, a in enumerate(v.agents):
        if i != seat:
            assert set(a.hand) <= {HIDDEN} and set(a.deck) <= {HIDDEN}
    assert all(set(p) <= {HIDDEN} for p in v.pools + v.edecks)


HOOKS = Hooks(invariant=invariant, view_invariant=view_invariant)


# Seeds are not picked to pass: 100 + the agents, and 205 (5 agents) which meets two Skeletons in one row.
@pytest.mark.parametrize("players, seed", [(3, 103), (4, 104), (5, 105), (6, 106), (5, 205)])
def test_random_games_follow_the_protocol(players, seed):
    stats = Stats()
    options = {"preset": ("story", "standard", "hard", "standard")[players - 3]}
    play_and_check(game, players, seed, Chooser(seed=players), HOOKS, options=options, stats=stats)
    assert stats.games == 1 and stats.actions > 20
