"""The greedy team player for the Citadel (spec 1: "each takes the locally best step; no
search"), the cheap policy search uses in playouts, and the evaluation that stands in for the end
of a cut-off playout.

``choose`` reads only the seat's view (spec 7.3): it samples the hidden piles' orders with its own
generator (``determinize``), tries each legal step on that sample (a card or a power with all its
choices, each made the same greedy way) and keeps the one that raises ``evaluation.value`` most;
when nothing does, it rolls the dice. In the Professor phase it weighs its options by the same
value: Fate's Hand's faces and Double or Nothing's rolls as they resolve, a reroll by its
average over the faces the dice could show.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from .actions import (
    DONE, END_ACTIONS, FLIP, KEEP, MOVE, PLAY, POWER, RESCUE, UNLOCK, Action,
)
from .board import ADJACENT, OUTSIDE, ROOM_INDEX, ROOMS
from .content import DICE, IDEA_PRIORITY, SWITCH_TYPE, TREASURE_TYPES
from .engine import apply, legal_actions
from .evaluation import OUT, distances, value
from .state import ACT, COLOUR_STEP, FACE, IDEA_STEP, REROLL_STEP, State
from .views import determinize

REGULAR = frozenset({MOVE, UNLOCK, FLIP, RESCUE})
EXTRA_ACTION = 1.0     # an extra regular action, in the value's units
THRESHOLD = 0.05       # a step must gain at least this much, else the dice are rolled
REROLL_SAMPLES = 8


def _settle(s: State, seat: int) -> State:
    """Close a reroll window left open by a simulated choice (keep what is there)."""
    while s.step is not None and s.step[0] == REROLL_STEP and s.step[1] == seat:
        s, _ = apply(s, Action(KEEP))
    return s


def _best_pick(s: State, options: Sequence[Action], rng: random.Random) -> tuple[Action, State]:
    best, best_state, best_value = options[0], s, -math.inf
    for a in options:
        after, _ = apply(s, a)
        v = value(after) + rng.random() * 1e-6
        if v > best_value:
            best, best_state, best_value = a, after, v
    return best, best_state


def _complete(s: State, seat: int, rng: random.Random) -> State:
    """Finish a card's or a power's choices greedily (one pick at a time)."""
    while s.step is not None and s.step[1] == seat and s.step[0] != ACT and s.phase == "actions":
        options = legal_actions(s)
        _, s = _best_pick(s, options, rng)
    return s


def _act_choice(s: State, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    base = value(s, ending=True)  # rolling the dice now: the actions left are lost
    best, best_gain = legal[-1], THRESHOLD  # END_ACTIONS is always last
    for a in legal:
        if a.kind == END_ACTIONS:
            continue
        after, _ = apply(s, a)
        after = _complete(after, seat, rng)
        gain = value(after) - base
        extra = after.actions - s.actions + (1 if a.kind in REGULAR else 0)
        if extra > 0 and after.phase == "actions":
            gain += EXTRA_ACTION * extra
        if a.kind in REGULAR or extra < 0:
            gain -= 0.05
        gain += rng.random() * 1e-4
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _rigged(s: State, faces: dict[int, int]) -> State:
    w = s.copy()
    rig = [list(r) for r in w.rig]
    for die, face in faces.items():
        rig[die] = [face] + rig[die]
    w.rig = (tuple(rig[0]), tuple(rig[1]), tuple(rig[2]))
    return w


def _fate_choice(s: State, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """Fate's Hand: the face (then the colour) whose whole resolution leaves the best position;
    the Clock die, still rolled, is taken to show one face for every option."""
    clock = rng.randrange(6)
    best, best_value = legal[0], -math.inf
    for a in legal:
        after, _ = apply(_rigged(s, {2: clock}), a)
        if after.step is not None and after.step[0] == COLOUR_STEP and after.step[1] == seat:
            total = max(value(_settle(apply(after, c)[0], seat)) for c in legal_actions(after))
        else:
            total = value(_settle(after, seat))
        if total + rng.random() * 1e-6 > best_value:
            best, best_value = a, total
    return best


def _reroll_choice(s: State, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    best, best_value = legal[0], -math.inf
    for a in legal:
        if a.kind == KEEP:
            after, _ = apply(s, a)
            v = value(after)
        else:
            dice = a.arg[1]  # type: ignore[index]
            trials = []
            if len(dice) == 1:
                outcomes = [{DICE.index(dice[0]): f} for f in range(6)]
            else:
                outcomes = [{DICE.index(d): rng.randrange(6) for d in dice} for _ in range(REROLL_SAMPLES)]
            for faces in outcomes:
                after, _ = apply(_rigged(s, faces), a)
                trials.append(value(_settle(after, seat)))
            v = sum(trials) / len(trials)
        if v + rng.random() * 1e-6 > best_value:
            best, best_value = a, v
    return best


def choose(view_state: State, seat: int, rng: random.Random) -> Action:
    """The greedy player's decision from the seat's view."""
    legal = legal_actions(view_state)
    if len(legal) == 1:
        return legal[0]
    s = determinize(view_state, seat, rng)
    kind = s.step[0]  # type: ignore[index]
    if kind == ACT:
        return _act_choice(s, seat, legal, rng)
    if kind == IDEA_STEP:
        down = {a.arg: a for a in legal}
        return next(down[c] for c in IDEA_PRIORITY if c in down)
    if kind == FACE or (kind == COLOUR_STEP and s.step[2] == "FATE"):  # type: ignore[index]
        return _fate_choice(s, seat, legal, rng)
    if kind == REROLL_STEP:
        return _reroll_choice(s, seat, legal, rng)
    best, _ = _best_pick(s, legal, rng)
    return best


# --- the cheap policy for playouts ----------------------------------------------------------------

def _targets(s: State) -> set[str]:
    """Rooms worth walking to: the treasures' rooms and their active switches' rooms."""
    out = set()
    for t in s.treasures:
        if t is None:
            continue
        out.add(t[1])
        types = TREASURE_TYPES[t[0]]
        out.update(r for (sw, on), r in zip(s.switches, ROOMS) if on and SWITCH_TYPE[sw] in types)
    return out


def rollout(state: State, actions: Sequence[Action], rng: random.Random) -> Action:
    """Rescue when possible; otherwise mostly flip needed switches, play cards, and walk or unlock
    towards a treasure or a switch it needs; roll the dice when nothing helps; random sometimes."""
    first = actions[0]
    if state.step is None or state.step[0] != ACT or rng.random() < 0.1:
        if first.kind == KEEP:
            return first
        if state.step is not None and state.step[0] == IDEA_STEP:
            return first
        picks = [a for a in actions if a.kind != DONE] or list(actions)
        return picks[int(rng.random() * len(picks))]
    seat = state.step[1]
    here = state.where[seat]
    targets = _targets(state)
    d = distances(state.locked, state.professor)
    row = d[OUT] if here == OUTSIDE else d[ROOM_INDEX[here]]
    now = min((row[ROOM_INDEX[r]] for r in targets), default=0.0)
    needed = {ty for t in state.treasures if t is not None for ty in TREASURE_TYPES[t[0]]}
    best, best_score = actions[-1], 0.5 + (1.0 if state.actions == 0 else 0.0)
    for a in actions:
        k = a.kind
        if k == RESCUE:
            return a
        if k == FLIP:
            score = 3.0 if SWITCH_TYPE[state.switch_of(a.arg)[0]] in needed else 0.2  # type: ignore[arg-type]
        elif k == MOVE:
            there = d[ROOM_INDEX[a.arg]]  # type: ignore[index]
            score = 2.5 if min((there[ROOM_INDEX[r]] for r in targets), default=0.0) < now else 0.3
        elif k == UNLOCK:
            score = 1.5 if any(r in targets or r in ADJACENT.get(here, ()) for r in targets) else 0.3
        elif k == PLAY:
            score = 2.0
        elif k == POWER:
            score = 0.8
        elif k == END_ACTIONS:
            continue
        else:
            score = 1.0
        score += rng.random()
        if score > best_score:
            best, best_score = a, score
    return best


# --- cut-off playouts -----------------------------------------------------------------------------

# A game is 60-250 decisions. Short playouts judged by the value do better than long random ones
# (200 iterations: 20/20 wins at Beginner, 18/20 at Standard for a pair), so a playout stops after
# about a turn and ``evaluate`` judges the rest.
PLAYOUT_LIMIT = 8
# The search's root favours the greedy player's move (rules.ai.guidance): without it 200 iterations
# spread over a turn's many moves won fewer Expert games than the greedy player alone.
SEARCH_PRIOR = 3.0


def evaluate(state: State) -> tuple[float, ...]:
    """The team's chance of winning, judged from the value, as each seat's payoff (1/n of it)."""
    n = state.players
    if state.over is not None:
        share = 1.0 / n if state.over.reason == "win" else 0.0
        return (share,) * n
    v = value(state)
    chance = 1.0 / (1.0 + math.exp(-(v - 40.0) / 60.0))
    return (chance / n,) * n


__all__ = ["PLAYOUT_LIMIT", "SEARCH_PRIOR", "choose", "evaluate", "rollout"]
