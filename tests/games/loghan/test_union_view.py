"""One person playing several agents sees the union of their views (spec 2.2, 5.2): here, the
reward cards each of their seats drew are named in the reward deck, the others' stay backs."""

from __future__ import annotations

import random

from app.games.loghan.union import combine
from rules import loghan
from rules.loghan import heuristics


def _reward_with_draws(min_drawers: int = 2):
    """A Group-rules game played by the greedy team up to a reward phase where at least
    ``min_drawers`` seats have drawn their card."""
    for seed in range(40):
        state = loghan.new_game(3, seed, {"preset": "story"})
        rng = random.Random(seed)
        for _ in range(3000):
            seat = loghan.to_act(state)
            if seat is None:
                break
            r = state.reward
            if r is not None and len({a for a, _ in r.seen}) >= min_drawers:
                return state
            state, _ = loghan.apply(state, heuristics.choose(loghan.view(state, seat), seat, rng))
    raise AssertionError("no reward phase with several draws found")


def test_the_person_sees_every_reward_card_their_seats_drew():
    state = _reward_with_draws()
    drawers = sorted({a for a, _ in state.reward.seen})
    mine, other = drawers[:2], [s for s in range(3) if s not in drawers[:2]]
    views = {seat: loghan.view(state, seat) for seat in mine}
    union = combine(views, mine[0])
    drawn = {c for a, c in state.reward.seen if a in mine}
    assert drawn <= set(union.reward.deck) | {c for _, c in state.reward.seen if c not in state.reward.deck}
    assert {c for a, c in state.reward.seen if a == mine[1]} & set(state.reward.deck)  # a card to name
    for card in drawn & set(state.reward.deck):
        assert card in union.reward.deck
    # Nothing another seat alone drew is named, and the deck keeps its size.
    theirs = {c for a, c in state.reward.seen if a in other} - drawn
    assert not theirs & set(union.reward.deck)
    assert len(union.reward.deck) == len(state.reward.deck)
    assert set(union.reward.seen) == {(a, c) for a, c in state.reward.seen if a in mine}
