"""State.copy is written out field by field for speed: it must still copy every field."""

import random

from rules import skycastle as g
from rules.skycastle.state import FIELDS


def test_copy_keeps_every_field():
    rng = random.Random(4)
    state = g.new_game(2, 9)
    for _ in range(60):
        copied = state.copy()
        assert all(getattr(copied, name) == getattr(state, name) for name in FIELDS)
        assert copied == state and copied is not state
        if g.to_act(state) is None:
            break
        state, _ = g.apply(state, rng.choice(g.legal_actions(state)))
