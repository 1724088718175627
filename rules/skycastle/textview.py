"""Sky Castle as lines of text, for a person at a terminal (``castletop play``).

``text_table`` draws whatever state it is given: a seat's view shows the rival's hidden sets
and set-aside roles as counts only, the full state shows everything. Roles on the board are
written ``1:Scout`` (seat number, role); ``*`` marks a role gone home, ``~`` one held waiting.
"""

from __future__ import annotations

from typing import Sequence

from .board import order_of, unused_keys
from .cards import CHEST_POINTS, COLS, COST, IS_CHEST, ROLE_NAMES, ROWS, SLOT_NAMES, TILE_IDS, UNKNOWN, role_of, seat_of
from .engine import ROUNDS, score_details
from .state import CASTLE_PHASE, OVER, ROLES_PHASE, State, placer


def _tile(t: int) -> str:
    if t < 0:
        return "(empty)"
    return f"{TILE_IDS[t]} {CHEST_POINTS[t]}/{COST[t]}k" if IS_CHEST[t] else TILE_IDS[t]


def _role(state: State, r: int) -> str:
    mark = "*" if r in state.finished else "~" if r in state.waiting else ""
    return f"{seat_of(r) + 1}:{ROLE_NAMES[role_of(r)]}{mark}"


def _roles(roles: Sequence[int]) -> str:
    return ", ".join(ROLE_NAMES[r] for r in roles)


def _grid(state: State) -> list[str]:
    """Three rows of tiles, each with its roles underneath and its row-end slots at both ends."""
    rows = []
    for row in range(ROWS):
        cells = range(row * COLS, (row + 1) * COLS)
        ends = []
        for slot in (2 * row, 2 * row + 1):
            r = state.slots[slot]
            ends.append(f"{SLOT_NAMES[slot]} {_role(state, r) if r >= 0 else '-'}")
        rows.append((ends, [_tile(state.grid[x]) for x in cells],
                     [" ".join(_role(state, r) for r in state.stacks[x]) for x in cells]))
    end_w = max(len(e) for ends, _, _ in rows for e in ends)
    col_w = [max(8, *(len(tiles[c]) for _, tiles, _ in rows), *(len(roles[c]) for _, _, roles in rows))
             for c in range(COLS)]
    lines = [" " * (end_w + 3) + "   ".join(f"col {c + 1}".ljust(w) for c, w in enumerate(col_w))]
    for row, (ends, tiles, roles) in enumerate(rows, 1):
        lines.append(f"{ends[0]:<{end_w}} | " + "   ".join(t.ljust(w) for t, w in zip(tiles, col_w))
                     + f" | {ends[1]}")
        lines.append(f"{'':<{end_w}} | " + "   ".join(t.ljust(w) for t, w in zip(roles, col_w)) + " |")
    return [line.rstrip() for line in lines]


def _guild(state: State, seat: int) -> str:
    """The roles ``seat`` still holds this round, as far as the state shows them."""
    parts = []
    aside = state.aside[seat]
    if aside:
        if UNKNOWN in aside:
            parts.append(f"{len(aside)} roles set aside (hidden)")
        else:
            parts.append(f"set aside {_roles(aside)}")
    sets = state.sets[seat]
    if sets:
        if any(UNKNOWN in x for x in sets):
            parts.append(f"{len(sets)} unrevealed set{'s' * (len(sets) != 1)} of {len(sets[0])} (hidden)")
        else:
            parts.append("unrevealed sets: " + " | ".join(_roles(x) for x in sets))
    if state.phase == ROLES_PHASE and state.placing and placer(state) == seat:
        parts.append(f"placing now: {_roles(state.placing)}")
    if state.out[seat]:
        parts.append(f"sitting out: {_roles(state.out[seat])}")
    if state.phase == OVER:
        return "-"
    return "; ".join(parts) or "every role is on the board"


def _treasure(state: State, seat: int) -> str:
    owned = state.owned[seat]
    d = score_details(state, seat)
    tiles = ", ".join(TILE_IDS[t] for t in owned) or "nothing yet"
    return (f"{tiles}; keys {d['keys']} ({unused_keys(state, seat)} unused), skeleton keys {d['skeleton_keys']}; "
            f"score {d['total']} (chests {d['chests']}, artifacts {d['artifact_points']}, "
            f"skeleton keys {d['penalty']})")


def text_table(state: State, viewer: int | None, names: Sequence[str]) -> list[str]:
    """The round and phase, the castle grid with its tiles and roles, the acting order in the
    castle phase, then each seat's treasure, score and guild; ``viewer``'s seat is marked
    "<- you" (``None``: nobody's, the full state)."""
    if state.phase == OVER:
        head = f"Game over after {ROUNDS} rounds"
    else:
        head = f"Round {state.round} of {ROUNDS}, {state.phase} phase; first player: {names[state.first]}"
    lines = [head, f"Tile deck: {len(state.deck)} tiles   Skeleton keys in the supply: {state.supply}",
             f"Castle (roles: 1 = {names[0]}, 2 = {names[1]}; chests show points/cost in keys):"]
    lines += ["  " + line for line in _grid(state)]
    if state.phase == CASTLE_PHASE:
        lines.append("Acting order: " + ", ".join(_role(state, r) for r in order_of(state)))
    for seat in (0, 1):
        lines.append(f"{names[seat]}{'  <- you' if seat == viewer else ''}")
        lines.append(f"    treasure: {_treasure(state, seat)}")
        lines.append(f"    guild: {_guild(state, seat)}")
    return lines
