"""A hand-written Sky Castle player, and the cheap policy search uses in playouts.

Everything it reads is public in the castle phase (spec 7.2), and in the roles phase it looks only
at the board and its own sets, so it never cheats even when handed a full (sampled) state.
Values are rough points: what a tile is worth to a seat right now (the next artifact's value, a
chest's points minus the skeleton penalty it would cost, a little for a key).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from .actions import SLOT_BASE, Action, ChooseSet, Claim, Pay, Place, Swap, Thieve
from .board import unused_keys
from .cards import (
    ADJACENT, CHEST_POINTS, COST, DIAGONAL, EXPLORER, IS_ARTIFACT, IS_KEY, JEWELER, ROW_CELLS, SENTRY, THIEF,
)
from .engine import legal_actions, score_details
from .state import State

KEY_WORTH = (2.0, 1.5, 0.6)  # by round: a key is spent again in later rounds


def tile_value(s: State, seat: int, tile: int) -> float:
    """What getting ``tile`` now is worth to ``seat``, in points."""
    if tile < 0:
        return 0.0
    if IS_KEY[tile]:
        return KEY_WORTH[s.round - 1]
    if IS_ARTIFACT[tile]:
        return 1.0 + sum(1 for t in s.owned[seat] if IS_ARTIFACT[t])
    need = max(0, COST[tile] - unused_keys(s, seat))
    k = s.skel[seat]
    return CHEST_POINTS[tile] - sum(k + i for i in range(need))


def _best(s: State, seat: int, cells: Sequence[int], chests_only: bool = False) -> float:
    values = [tile_value(s, seat, s.grid[x]) for x in cells
              if s.grid[x] >= 0 and not (chests_only and IS_KEY[s.grid[x]])]
    return max(values, default=0.0)


def _spot_value(s: State, seat: int, a: Place) -> float:
    """How much the role can hope to claim from this spot (first-player order ignored)."""
    if a.spot >= SLOT_BASE:
        return _best(s, seat, ROW_CELLS[(a.spot - SLOT_BASE) // 2]) * 0.8
    x = a.spot
    if a.role == EXPLORER:
        return _best(s, seat, ADJACENT[x]) * 0.7 + 1.0  # also delays the rival role below
    if a.role == THIEF:
        return 0.3 * sum(tile_value(s, 1 - seat, s.grid[y]) for y in (x,) + ADJACENT[x] if s.grid[y] >= 0) / 3
    own = tile_value(s, seat, s.grid[x])
    if a.role == SENTRY:
        return max(own, _best(s, seat, DIAGONAL[x]) * 0.8) - (0.5 if a.under else 0.0)
    if a.role == JEWELER:
        return max(own, _best(s, seat, ADJACENT[x], chests_only=True) * 0.8)
    return own


def _value(s: State, seat: int, a: Action) -> float:
    if isinstance(a, Claim):
        return 0.0 if a.cell < 0 else tile_value(s, seat, s.grid[a.cell])
    if isinstance(a, Swap):
        here = s.step[2]  # the Scout's rid; his cell is where the swap starts
        cell = next(x for x, stack in enumerate(s.stacks) if here in stack)
        return tile_value(s, seat, s.grid[cell if a.cell < 0 else a.cell])
    if isinstance(a, Thieve):
        if not a.yes:
            return 0.0
        tile = s.grid[s.step[3]]
        return tile_value(s, seat, tile) + 0.5 * tile_value(s, 1 - seat, tile) - 1.0
    if isinstance(a, Pay):
        return a.keys - (s.skel[seat] * a.skeletons + a.skeletons * (a.skeletons - 1) / 2)
    if isinstance(a, Place):
        return _spot_value(s, seat, a)
    return 0.0


def choose(view_state: State, seat: int, rng: random.Random) -> Action:
    """The heuristic player's decision: the best-valued option, ties broken at random."""
    actions = legal_actions(view_state)
    if isinstance(actions[0], ChooseSet):
        return actions[int(rng.random() * len(actions))]
    scored = [(_value(view_state, seat, a) + rng.random() * 0.01, i) for i, a in enumerate(actions)]
    return actions[max(scored)[1]]


def rollout(state: State, actions: Sequence[Action], rng: random.Random) -> Action:
    """A cheap playout policy: greedy claims, thieves and payments most of the time, random otherwise."""
    first = actions[0]
    if isinstance(first, Pay):
        return first  # most keys first: keys come back next round, skeleton keys cost points
    if isinstance(first, (Claim, Thieve)) and rng.random() < 0.8:
        seat = state.step[1]  # type: ignore[index]
        return max(actions, key=lambda a: _value(state, seat, a))
    return actions[int(rng.random() * len(actions))]


__all__ = ["choose", "rollout", "tile_value"]


# Search playouts stop after this many actions (a whole game is about 95) and judge the position
# by the score so far: a three-round game is too long to play out a thousand times a second.
PLAYOUT_LIMIT = 20
SCORE_SCALE = 8.0  # points of lead worth about a 73% chance of winning


def evaluate(state: State) -> tuple[float, float]:
    """Each seat's chance of winning judged from the scores so far (claimed tiles, artifacts,
    skeleton-key penalties) plus a little for keys in hand, which pay for later chests."""
    values = []
    for seat in (0, 1):
        d = score_details(state, seat)
        values.append(d["total"] + 1.5 * (d["keys"] - state.used[seat]))
    lead = (values[0] - values[1]) / SCORE_SCALE
    first = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead))))
    return first, 1.0 - first
