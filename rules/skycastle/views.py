"""What one seat may know (``view``) and a full state sampled from it (``determinize``), spec 7.2-7.3.

Hidden from a seat: the rival's set-aside roles during the roles phase, the split of the rival's
unplaced roles into sets (their number and sizes show) and the tile deck's order (hidden from
both; its composition is every tile not in sight). ``view`` also drops the generator and the
rigged deals, which would reveal future deals.
"""

from __future__ import annotations

import random

from ..core import rng as rngmod
from .board import replace
from .cards import ALL_TILES, ROLES, UNKNOWN, role_of, seat_of
from .state import ROLES_PHASE, State, placer


def view(state: State, seat: int) -> State:
    if seat not in (0, 1):
        raise ValueError(f"no seat {seat} in a 2-player game")
    v = state.copy()
    v.viewer = seat
    v.rng = 0
    v.rig = ()
    v.deck = (UNKNOWN,) * len(state.deck)
    rival = 1 - seat
    v.sets = replace(state.sets, rival, tuple((UNKNOWN,) * len(x) for x in state.sets[rival]))
    if state.phase == ROLES_PHASE:
        v.aside = replace(state.aside, rival, (UNKNOWN,) * len(state.aside[rival]))
    return v


def _seen_roles(s: State, seat: int) -> set[int]:
    """The roles of ``seat`` that show in ``s`` (placed, revealed, sitting out, known aside/sets)."""
    seen = {role_of(r) for x in s.stacks for r in x if seat_of(r) == seat}
    seen |= {role_of(r) for r in s.slots if r >= 0 and seat_of(r) == seat}
    seen |= set(s.out[seat]) | {r for r in s.aside[seat] if r >= 0}
    seen |= {r for x in s.sets[seat] for r in x if r >= 0}
    if s.phase == ROLES_PHASE and placer(s) == seat:
        seen |= set(s.placing)
    return seen


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_state``: the rival's unseen roles shuffled into its
    set-aside pair and its sets (known sizes), the deck a random order of the unseen tiles, and a
    fresh generator from ``rng`` (spec 7.3)."""
    v = view_state
    s = v.copy()
    s.viewer = None
    s.rig = ()
    rival = 1 - seat
    unseen = [r for r in ROLES if r not in _seen_roles(v, rival)]
    rng.shuffle(unseen)
    if UNKNOWN in v.aside[rival]:
        k = len(v.aside[rival])
        s.aside = replace(v.aside, rival, tuple(sorted(unseen[:k])))
        unseen = unseen[k:]
    sets = []
    for x in v.sets[rival]:
        sets.append(tuple(sorted(unseen[:len(x)])))
        unseen = unseen[len(x):]
    s.sets = replace(v.sets, rival, tuple(sets))
    if UNKNOWN in v.deck:
        seen = {t for t in v.grid if t >= 0} | {t for o in v.owned for t in o}
        deck = [t for t in ALL_TILES if t not in seen]
        rng.shuffle(deck)
        s.deck = tuple(deck)
    s.rng = rngmod.seed_state(rng.getrandbits(64))
    return s


def known_cards(view_state: State) -> frozenset[tuple[int, int]]:
    """(seat, role) for every role whose whereabouts the view shows; the app can compare this set
    before and after a decision to tell whether anything hidden was revealed since (undo)."""
    return frozenset((p, r) for p in (0, 1) for r in _seen_roles(view_state, p))
