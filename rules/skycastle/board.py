"""Questions about the board that both phases ask: where a role is, who holds whom, the base
order, legal spots (spec 3.5), candidates (3.7), swaps (3.8), the Thief's window and payments.

Pure functions of the state; nothing here changes it.
"""

from __future__ import annotations

import functools

from ..core.text import seat_name
from .actions import SLOT_BASE, Claim, Pay, Place, Swap
from .cards import (
    ADJACENT, CAPTAIN, COST, DIAGONAL, EXPLORER, IS_CHEST, IS_KEY, JEWELER, LOOKOUT, NUMBERED, ROLE_NAMES, ROW_CELLS,
    SENTRY, SLOTS, SMUGGLER, THIEF, TILE_IDS, rid, role_of, seat_of, slot_row, tile_words,
)
from .state import State


def replace(t: tuple, i: int, v: object) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


_WHO = tuple(f"{seat_name(seat)}'s {name}" for seat in (0, 1) for name in ROLE_NAMES)


def who(r: int) -> str:
    """"Seat 1's Scout" (a table lookup: events and labels name roles constantly)."""
    return _WHO[r]


# Actions are immutable, so the search reuses them instead of building thousands per second.
_PLACE = {(role, spot): Place(role, spot) for role in range(len(ROLE_NAMES)) for spot in range(SLOT_BASE + len(SLOTS))}
_STACKED: dict[tuple, Place] = {}
_CLAIM = {(x, tile): Claim(x, tile_words(tile)) for x in range(SLOT_BASE) for tile in range(len(TILE_IDS))}
_DECLINE = Claim(-1)
_SWAP = {(x, tile): Swap(x, TILE_IDS[tile]) for x in range(SLOT_BASE) for tile in range(len(TILE_IDS))}
_KEEP = Swap(-1)
_PAY = {(u, k): Pay(u, k) for u in range(8) for k in range(20)}


def _stacked(role: int, x: int, under: bool, stack: tuple[int, ...], words: str) -> Place:
    key = (role, x, under, stack)
    place = _STACKED.get(key)
    if place is None:
        if len(_STACKED) > 20000:
            _STACKED.clear()
        place = _STACKED[key] = Place(role, x, under, words)
    return place


def position(s: State, r: int) -> int:
    """The cell (0-11) or ``SLOT_BASE`` + slot where ``r`` stands; -1 when not on the board."""
    for x, stack in enumerate(s.stacks):
        if r in stack:
            return x
    if r in s.slots:
        return SLOT_BASE + s.slots.index(r)
    return -1


def unused_keys(s: State, seat: int) -> int:
    return sum(1 for t in s.owned[seat] if IS_KEY[t]) - s.used[seat]


def can_pay(s: State, seat: int, tile: int) -> bool:
    """A key or an artifact always; a chest if unused keys plus the supply cover its cost."""
    return not IS_CHEST[tile] or COST[tile] <= unused_keys(s, seat) + s.supply


# --- order and holds (spec 3.6) -------------------------------------------------------------


@functools.lru_cache(maxsize=4096)
def base_order(stacks: tuple[tuple[int, ...], ...], slots: tuple[int, ...], first: int) -> tuple[int, ...]:
    """Numbered placed roles by number, the first player's first on equal numbers."""
    placed = {r for stack in stacks for r in stack} | {r for r in slots if r >= 0}
    return tuple(rid(seat, role) for role in range(7) for seat in (first, 1 - first) if rid(seat, role) in placed)


@functools.lru_cache(maxsize=4096)
def holders(stacks: tuple[tuple[int, ...], ...]) -> dict[int, tuple[int, ...]]:
    """rid -> the roles holding it: an Explorer holds every numbered role below him; a Sentry is
    also held by every allied numbered role above him. The Thief holds and is held by nobody."""
    out: dict[int, tuple[int, ...]] = {}
    for stack in stacks:
        for i, r in enumerate(stack):
            if not NUMBERED[role_of(r)]:
                continue
            held = [a for a in stack[i + 1:] if role_of(a) == EXPLORER
                    or (role_of(r) == SENTRY and seat_of(a) == seat_of(r) and NUMBERED[role_of(a)])]
            if held:
                out[r] = tuple(held)
    return out


def is_free(s: State, r: int) -> bool:
    return all(h in s.finished for h in holders(s.stacks).get(r, ()))


def order_of(s: State) -> tuple[int, ...]:
    return base_order(s.stacks, s.slots, s.first)


# --- placement (spec 3.5) -------------------------------------------------------------------


def _stack_words(stack: tuple[int, ...]) -> str:
    return " and ".join(who(r) for r in stack)


def spots(s: State, seat: int, role: int) -> tuple[Place, ...]:
    """Every legal spot for ``seat``'s ``role`` on the board as it stands."""
    if role == CAPTAIN:
        return tuple(_PLACE[role, SLOT_BASE + slot] for slot in SLOTS if s.slots[slot] < 0)
    out: list[Place] = []
    grid = s.grid
    for x, stack in enumerate(s.stacks):
        if role == EXPLORER:
            if stack and seat_of(stack[-1]) != seat:
                out.append(_stacked(role, x, False, stack, who(stack[-1])))
        elif not stack:
            if grid[x] >= 0:
                out.append(_PLACE[role, x])
        elif role == SENTRY and grid[x] >= 0 and all(seat_of(r) == seat for r in stack):
            words = _stack_words(stack)
            out.append(_stacked(role, x, False, stack, words))
            out.append(_stacked(role, x, True, stack, words))
    return tuple(out)


def put(s: State, seat: int, place: Place) -> None:
    """Stand ``seat``'s role on ``place`` in ``s`` (a working copy): in a slot, or on a stack,
    underneath it when ``place.under``. The engine places this way, and the table shows a
    placement dragged but not yet sent the same way."""
    r = rid(seat, place.role)
    if place.spot >= SLOT_BASE:
        s.slots = replace(s.slots, place.spot - SLOT_BASE, r)
    else:
        stack = s.stacks[place.spot]
        s.stacks = replace(s.stacks, place.spot, (r,) + stack if place.under else stack + (r,))


def has_spot(s: State, seat: int, role: int) -> bool:
    """Whether ``spots`` would offer anything (asked at every reveal, without building them)."""
    if role == CAPTAIN:
        return any(r < 0 for r in s.slots)
    grid = s.grid
    for x, stack in enumerate(s.stacks):
        if role == EXPLORER:
            if stack and seat_of(stack[-1]) != seat:
                return True
        elif not stack:
            if grid[x] >= 0:
                return True
        elif role == SENTRY and grid[x] >= 0 and all(seat_of(r) == seat for r in stack):
            return True
    return False


# --- the castle phase (spec 3.7-3.10) -------------------------------------------------------


def unfinished_lookout(s: State, cell: int) -> bool:
    return any(role_of(r) == LOOKOUT and r not in s.finished for r in s.stacks[cell])


def swaps(s: State, r: int) -> tuple[Swap, ...]:
    """S3: keep, or swap with an adjacent tile; empty when no swap is possible (no question)."""
    cell = position(s, r)
    if s.grid[cell] < 0 or unfinished_lookout(s, cell):
        return ()
    out = [_SWAP[x, s.grid[x]] for x in ADJACENT[cell] if s.grid[x] >= 0 and not unfinished_lookout(s, x)]
    return (_KEEP,) + tuple(out) if out else ()


def candidates(s: State, r: int) -> tuple[int, ...]:
    """The cells whose tile ``r`` may claim now (3.7 step 2), sorted; payable chests only."""
    seat, role = seat_of(r), role_of(r)
    at = position(s, r)
    grid = s.grid
    if role == CAPTAIN:
        cells: tuple[int, ...] = ROW_CELLS[slot_row(at - SLOT_BASE)]
    elif role == SENTRY:
        cells = (at,) + DIAGONAL[at]
    elif role == JEWELER:
        cells = (at,) + tuple(x for x in ADJACENT[at] if grid[x] >= 0 and not IS_KEY[grid[x]])
    elif role == EXPLORER or (role == SMUGGLER and r in s.robbed):
        cells = ADJACENT[at]
    else:  # Scout, Lookout, Smuggler
        cells = (at,)
    return tuple(sorted(x for x in cells if grid[x] >= 0 and can_pay(s, seat, grid[x])))


def claims(s: State, r: int) -> tuple[Claim, ...]:
    """S4: the candidates, plus Decline when every one is a chest costing more than the unused keys."""
    cells = candidates(s, r)
    grid = s.grid
    out = tuple(_CLAIM[x, grid[x]] for x in cells)
    keys = unused_keys(s, seat_of(r))
    if cells and all(IS_CHEST[grid[x]] and COST[grid[x]] > keys for x in cells):
        out += (_DECLINE,)
    return out


def thief_watching(s: State, announcer: int, cell: int) -> int:
    """The rival Thief (rid) who may Thieve the tile announced in ``cell``, or -1."""
    rival = 1 - seat_of(announcer)
    thief = rid(rival, THIEF)
    if thief in s.finished:
        return -1
    at = position(s, thief)
    if at < 0 or at >= SLOT_BASE or not (cell == at or cell in ADJACENT[at]):
        return -1
    return thief if can_pay(s, rival, s.grid[cell]) else -1


def payments(s: State, seat: int, tile: int) -> tuple[Pay, ...]:
    """S5: every mix of unused keys and skeleton keys, most keys first."""
    cost = COST[tile]
    low = max(0, cost - s.supply)
    high = min(cost, unused_keys(s, seat))
    return tuple(_PAY[u, cost - u] if (u, cost - u) in _PAY else Pay(u, cost - u) for u in range(high, low - 1, -1))

