"""What one seat may know (``view``) and a full state sampled from it (``determinize``), spec
7.2-7.4.

Hidden from a seat: the fronts of its own unpeeked hand cards, the deck (from everyone), the
face-down tower floors (until the game is over) and the other seats' submitted copy choices
(until all are in: they are scored at once, so a view never shows them pending). ``view`` also
drops the generator and the rigged deck orders, which would reveal future deals.
"""

from __future__ import annotations

import random

from ..core import rng as rngmod
from .cards import ALL_CARDS, EMPTY, TOWER_FLOORS, UNKNOWN
from .noise import propose_copies
from .state import OVER, State, replace


def view(state: State, seat: int) -> State:
    """The state as ``seat`` may know it (a copy; never a reference into hidden data)."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-seat game")
    v = state.copy()
    v.viewer = seat
    v.rng = 0
    v.rig = ()
    v.deck = (UNKNOWN,) * len(state.deck)
    marks = state.peeked[seat]
    v.hands = replace(state.hands, seat, tuple(c if c == EMPTY or marks >> i & 1 else UNKNOWN
                                               for i, c in enumerate(state.hands[seat])))
    if state.phase != OVER:
        shown = state.round - 1  # T1..T(r-1) have been turned up
        v.tower = tuple(f if i < shown else UNKNOWN for i, f in enumerate(state.tower))
    v.pending = tuple(p if q == seat or p is None else () for q, p in enumerate(state.pending))
    v._legal = state._legal if state._legal else None
    return v


def unseen_pool(v: State) -> list[int]:
    """The adventurers a view places nowhere: its seat's unknown positions plus the deck (7.4)."""
    seen = {c for h in v.hands for c in h if c >= 0}
    seen.update(c for t in v.teams for c in t)
    seen.update(v.market)
    seen.update(c for c in v.deck if c >= 0)
    return [c for c in ALL_CARDS if c not in seen]


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_state``: the unseen cards shuffled into the seat's
    unknown positions (in ascending position order) and the deck; face-down floors a random sample
    of the unrevealed F01-F18; other seats' hidden copy choices taken to be the app's proposal;
    and a fresh generator from ``rng``."""
    v = view_state
    s = v.copy()
    s.viewer = None
    s.rig = ()
    pool = unseen_pool(v)
    unknown = [(p, i) for p, h in enumerate(v.hands) for i, c in enumerate(h) if c == UNKNOWN]
    deck_unknown = sum(1 for c in v.deck if c == UNKNOWN)
    if len(pool) != len(unknown) + deck_unknown:
        raise ValueError("the view is inconsistent: its unseen cards do not fill its unknown places")
    rng.shuffle(pool)
    if unknown:
        hands = [list(h) for h in v.hands]
        for k, (p, i) in enumerate(unknown):
            hands[p][i] = pool[k]
        s.hands = tuple(tuple(h) for h in hands)
        pool = pool[len(unknown):]
    if deck_unknown:
        it = iter(pool)
        s.deck = tuple(next(it) if c == UNKNOWN else c for c in v.deck)
    if UNKNOWN in v.tower:
        free = [f for f in TOWER_FLOORS if f not in v.tower]
        rng.shuffle(free)
        it = iter(free)
        s.tower = tuple(next(it) if f == UNKNOWN else f for f in v.tower)
    if () in v.pending:
        pending = list(v.pending)
        for p, mine in enumerate(v.pending):
            if mine == ():
                pending[p] = propose_copies(v.teams[p], v.floor)
        s.pending = tuple(pending)
    s.rng = rngmod.seed_state(rng.getrandbits(64))
    s._legal = None
    return s


def known_cards(view_state: State) -> frozenset[tuple]:
    """The facts a view shows that were hidden at some point: every adventurer it places (with the
    round, since each round reshuffles everything), and the floors it shows. The app compares the
    set before and after a decision: a new fact means something hidden was revealed (no undo)."""
    v = view_state
    r = v.round
    facts: set[tuple] = {("card", r, c) for h in v.hands for c in h if c >= 0}
    facts.update(("card", r, c) for t in v.teams for c in t)
    facts.update(("card", r, c) for c in v.market)
    facts.update(("floor", f) for f in v.tower if f != UNKNOWN)
    facts.update(("copies", r, p, pairs) for p, pairs in enumerate(v.pending) if pairs)
    return frozenset(facts)
