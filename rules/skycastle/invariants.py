"""Nothing created or lost (DESIGN.md's quality bar): the soak (``rules.soak``) and the property
tests ask this after every action, so a rule that drops or copies a tile, a skeleton key or a
role is caught where it happens rather than at the end of a game.
"""

from __future__ import annotations

from .cards import ALL_TILES, IS_KEY, ROLES, SKELETON_KEYS, role_of, seat_of
from .state import OVER, ROLES_PHASE, State

_TILES = list(ALL_TILES)
_ROLES = list(ROLES)


def roles_of(s: State, seat: int) -> list[int]:
    """Every role of ``seat`` wherever it is: set aside, in a set, sitting out, in the castle or a
    row-end slot, or being placed (a view's unknown roles as -1)."""
    out = list(s.aside[seat]) + [r for x in s.sets[seat] for r in x] + list(s.out[seat])
    out += [role_of(r) for x in s.stacks for r in x if seat_of(r) == seat]
    out += [role_of(r) for r in s.slots if r >= 0 and seat_of(r) == seat]
    if s.phase == ROLES_PHASE and s.turn < 5 and (s.first if s.turn % 2 == 0 else 1 - s.first) == seat:
        out += list(s.placing)
    return out


def invariants(state: State) -> list[str]:
    """What does not add up in a full state (not a view): empty when every tile, skeleton key
    and role is accounted for."""
    s = state
    out: list[str] = []
    tiles = [t for t in s.grid if t >= 0] + list(s.deck) + [t for o in s.owned for t in o]
    if sorted(tiles) != _TILES:
        out.append(f"tiles not accounted for exactly once: {sorted(tiles)}")
    if s.supply < 0 or sum(s.skel) + s.supply != SKELETON_KEYS:
        out.append(f"skeleton keys: {s.skel} taken, {s.supply} in the supply")
    for seat in (0, 1):
        if s.owned[seat] != tuple(sorted(s.owned[seat])):
            out.append(f"seat {seat}'s tiles are not sorted")
        if not 0 <= s.used[seat] <= sum(1 for t in s.owned[seat] if IS_KEY[t]):
            out.append(f"seat {seat} used {s.used[seat]} keys")
        roles = sorted(roles_of(s, seat))
        if roles != ([] if s.phase == OVER else _ROLES):
            out.append(f"seat {seat}'s roles: {roles}")
    return out
