"""A story won at the last fight keeps every card counted (random play never gets that far, so
the property tests cannot see it): the final row's enemies go to their discard piles, and the
finished game survives a save and load."""

from __future__ import annotations

import random

from rules import loghan
from rules.loghan import heuristics
from rules.loghan.accounting import problems


def test_a_won_story_adds_up_to_the_end_and_saves():
    won = 0
    for seed in (7, 11):
        state = loghan.new_game(3, seed, {"preset": "story"})
        rng = random.Random(seed)
        while (seat := loghan.to_act(state)) is not None:
            state, _ = loghan.apply(state, heuristics.choose(loghan.view(state, seat), seat, rng))
            assert not problems(state), (seed, state.round)
        result = loghan.result(state)
        assert result is not None
        won += result.reason == "victory"
        assert loghan.to_json(loghan.from_json(loghan.to_json(state))) == loghan.to_json(state)
    assert won == 2  # both deals end at the final fight (these seeds are won by the greedy team)
