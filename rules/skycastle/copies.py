"""Identical tiles (spec 2.2: the keys, the artifacts and each chest value are alike): the hooks of
the generic identical-copies test (tests/rules/test_identical_copies.py).

The engine's tile IDs tell alike tiles apart; the table never does. Tiles hide only in the deck,
whose order no seat sees, and come out face up onto the board, so no seat ever knows more about
one copy than another: two states that differ in which copy lies where in the deck are the same
game under other names, and so are the views that follow them (``canonical_view``).
"""

from __future__ import annotations

from .cards import ALL_TILES, CHEST_POINTS, TILE_KIND, UNKNOWN
from .state import State, to_json

# The identity of a tile as a player sees it; tiles with the same one are copies of each other.
LOOK: tuple[tuple[str, int], ...] = tuple((TILE_KIND[t], CHEST_POINTS[t]) for t in ALL_TILES)
COPIES: dict[tuple[str, int], tuple[int, ...]] = {}
for _t in ALL_TILES:
    COPIES.setdefault(LOOK[_t], ())
    COPIES[LOOK[_t]] += (_t,)


def identical_groups(state: State) -> tuple[tuple[int, ...], ...]:
    """The tile IDs no seat can tell apart, in groups of two or more alike tiles: those in the deck."""
    groups: dict[tuple[str, int], list[int]] = {}
    for t in state.deck:
        if t != UNKNOWN:
            groups.setdefault(LOOK[t], []).append(t)
    return tuple(tuple(sorted(g)) for g in groups.values() if len(g) > 1)


def _rename(w: State, mapping: dict[int, int]) -> None:
    f = mapping.get
    w.grid = tuple(f(t, t) for t in w.grid)
    w.deck = tuple(f(t, t) for t in w.deck)
    w.owned = tuple(tuple(sorted(f(t, t) for t in o)) for o in w.owned)
    w._legal = None


def swap_copies(state: State, a: int, b: int) -> State:
    """``state`` with two alike tiles trading places (their IDs exchanged in the deck, the board
    and the guilds)."""
    if not (a in ALL_TILES and b in ALL_TILES and LOOK[a] == LOOK[b]):
        raise ValueError("swap_copies takes two alike tiles")
    w = state.copy()
    _rename(w, {a: b, b: a})
    return w


def canonical_view(v: State) -> str:
    """The JSON text of a view with alike tiles renamed in the order of where they show (a board
    cell, a guild, unseen): equal for two views that differ only in the names of copies."""
    where: dict[int, tuple[int, int]] = {t: (2, 0) for t in ALL_TILES}
    for cell, t in enumerate(v.grid):
        if t >= 0:
            where[t] = (0, cell)
    for seat, owned in enumerate(v.owned):
        for t in owned:
            where[t] = (1, seat)
    mapping = {}
    for ids in COPIES.values():
        for old, new in zip(sorted(ids, key=lambda t: where[t]), ids):
            if old != new:
                mapping[old] = new
    w = v.copy()
    _rename(w, mapping)
    return to_json(w)
