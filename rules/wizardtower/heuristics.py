"""A hand-written player for Tower of the Sleepy Wizard, the cheap policy search uses in
playouts, and the evaluation that stands in for the end of a cut-off playout.

``choose`` reads only the seat's view: its own unpeeked cards and the deck are valued by the
average over the cards it cannot see (spec 7.4's unseen pool). It always peeks, hires whatever
keeps its projected noise lowest (Shapeshifters assumed to copy well, a single that the market
or its known hand can still pair counted at half), sends its least useful hand card away and
takes the app's copy proposal. ``rollout`` is the same idea with cheap arithmetic.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from .actions import Action, ChooseCopies, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket
from .cards import CODE, UNKNOWN, WAKE, tracker_bonus
from .noise import floor_bonus, noise_of_codes, propose_copies, score_team, shape_count
from .state import OVER, State
from .views import unseen_pool
from .engine import legal_actions

SHIP_COST = 0.3  # options B and C hand a card to the rivals' market


def _projected(codes: list[int], helpers: set[int], floor: int, shapes: int) -> float:
    """Noise minus floor bonus of a partial team (codes; Shapeshifters as 0 = copying well),
    with a single that ``helpers`` (codes still reachable) could pair counted at half."""
    noise = noise_of_codes(codes)
    for v in set(codes):
        if 2 <= v <= 10 and codes.count(v) == 1 and v in helpers and len(codes) < 4:
            noise -= v / 2
    return noise - floor_bonus(floor, codes, shapes, int(noise))


def _value(v: State, seat: int, team: tuple[int, ...], card: int, helpers: set[int], pool: list[int]) -> float:
    """Projected noise (lower is better) after hiring ``card`` (``UNKNOWN``: averaged over ``pool``)."""
    codes = [CODE[c] for c in team]
    shapes = shape_count(team)
    if card != UNKNOWN:
        return _projected(codes + [CODE[card]], helpers, v.floor, shapes + (CODE[card] == 0))
    if not pool:
        return 10.0
    return sum(_projected(codes + [CODE[c]], helpers, v.floor, shapes + (CODE[c] == 0)) for c in pool) / len(pool)


def choose(view_state: State, seat: int, rng: random.Random) -> Action:
    """The heuristic player's decision from the seat's view."""
    v = view_state
    actions = legal_actions(v)
    first = actions[0]
    if isinstance(first, ChooseCopies):
        best = propose_copies(v.teams[seat], v.floor)
        return next(a for a in actions if a.mapping == best)  # type: ignore[union-attr]
    peeks = [a for a in actions if isinstance(a, Peek)]
    if peeks:
        return peeks[int(rng.random() * len(peeks))]
    hand = v.hands[seat]
    team = v.teams[seat]
    helpers = {CODE[c] for c in v.market} | {CODE[c] for c in hand if c >= 0}
    pool = unseen_pool(v)
    if isinstance(first, SendToMarket):
        now = _projected([CODE[c] for c in team], helpers, v.floor, shape_count(team))
        # Keep what would help most; send the least useful card (unknowns at their average).
        keep = [(now - _value(v, seat, team, hand[a.pos - 1], helpers, pool), rng.random(), a)
                for a in actions if isinstance(a, SendToMarket)]
        return min(keep, key=lambda x: (x[0], x[1]))[2]
    scored = []
    for a in actions:
        if isinstance(a, HireFromHand):
            value = _value(v, seat, team, hand[a.pos - 1], helpers, pool)
        elif isinstance(a, HireFromDeck):
            value = _value(v, seat, team, UNKNOWN, helpers, pool) + SHIP_COST
        elif isinstance(a, HireFromMarket):
            value = _value(v, seat, team, a.card, helpers - {CODE[a.card]}, pool) + SHIP_COST
        else:
            value = 99.0
        scored.append((value, rng.random(), a))
    return min(scored, key=lambda x: (x[0], x[1]))[2]


def rollout(state: State, actions: Sequence[Action], rng: random.Random) -> Action:
    """A cheap playout policy: peek, greedy hires on the cards the seat can see (unknown ones
    counted at an average noise) most of the time, random sends, the copy with the least noise."""
    first = actions[0]
    if isinstance(first, Peek):
        return first
    if isinstance(first, ChooseCopies):
        seat = state.step[1]  # type: ignore[index]
        team = state.teams[seat]
        return min(actions, key=lambda a: score_team(team, a.mapping, state.floor)[0])  # type: ignore
    if isinstance(first, SendToMarket) or rng.random() < 0.2:
        return actions[int(rng.random() * len(actions))]
    seat = state.step[1]  # type: ignore[index]
    codes = [CODE[c] for c in state.teams[seat]]
    base = noise_of_codes(codes)
    hand, marks = state.hands[seat], state.peeked[seat]
    best, best_value = first, 1e9
    for a in actions:
        cls = type(a)
        if cls is HireFromMarket:
            value = noise_of_codes(codes + [CODE[a.card]]) + SHIP_COST  # type: ignore[union-attr]
        elif cls is HireFromHand:
            pos = a.pos - 1  # type: ignore[union-attr]
            value = noise_of_codes(codes + [CODE[hand[pos]]]) if marks >> pos & 1 else base + 5.5
        elif cls is HireFromDeck:
            value = base + 5.5 + SHIP_COST
        else:
            continue
        value += rng.random() * 0.5
        if value < best_value:
            best, best_value = a, value
    return best


__all__ = ["choose", "rollout", "evaluate", "PLAYOUT_LIMIT"]

# A game is 55-130 actions; a playout stops after this many (about a round) and is judged by
# ``evaluate``: thousands of playouts a second matter more than their length.
PLAYOUT_LIMIT = 30
VALUE_SCALE = 2.0   # treasure of lead worth e (about 2.7) times the chance of winning
MISSING_CARD = 3.5  # expected noise of a card not hired yet


def evaluate(state: State) -> tuple[float, ...]:
    """Each seat's chance of winning judged from treasure so far, the tracker bonus its projected
    total would earn (a projected 48 or more counts as a loss), and a share of this round's
    quietest reward for the quietest team so far; a softmax over seats, summing to 1."""
    n = state.players
    if state.phase == OVER:
        winners = state.over.winners  # type: ignore[union-attr]
        return tuple((1.0 / len(winners)) if p in winners else 0.0 for p in range(n))
    partial = []
    for p in range(n):
        team = state.teams[p]
        partial.append(noise_of_codes([CODE[c] for c in team]) + MISSING_CARD * (4 - len(team)))
    low = min(partial)
    values = []
    for p in range(n):
        total = state.totals[p] + partial[p]
        bonus = tracker_bonus(int(total)) if total < WAKE else None
        if bonus is None:
            values.append(-50.0)
            continue
        values.append(state.treasure[p] + bonus + (1.0 if partial[p] == low else 0.0))
    top = max(values)
    weights = [math.exp((x - top) / VALUE_SCALE) for x in values]
    total = sum(weights)
    return tuple(w / total for w in weights)
