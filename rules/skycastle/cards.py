"""The components of Professor Treasure's Secret Sky Castle (spec section 2), as data.

Roles are ints 0-7 (the same eight for each seat); a role on the table is a ``rid`` =
``seat * 8 + role`` so one int names both. Tiles are ints 0-35 in the spec's ID order
(K1-K12, Art1-Art12, C3a-c, C7a-c, C10a-c, C15a-c); identical tiles are interchangeable.
Cells are ints 0-11 in reading order ((1,1) = 0, (3,4) = 11); row-end slots are 0-5
(1L, 1R, 2L, 2R, 3L, 3R).
"""

from __future__ import annotations

UNKNOWN = -1  # a role or tile the viewing seat does not know

# --- roles ----------------------------------------------------------------------------------

SCOUT, LOOKOUT, SENTRY, CAPTAIN, JEWELER, SMUGGLER, EXPLORER, THIEF = range(8)
ROLES: tuple[int, ...] = tuple(range(8))
ROLE_NAMES: tuple[str, ...] = ("Scout", "Lookout", "Sentry", "Captain", "Jeweler", "Smuggler", "Explorer", "Thief")
NUMBER: tuple[int | None, ...] = (1, 2, 3, 4, 5, 6, 7, None)  # the Thief has no number
NUMBERED: tuple[bool, ...] = tuple(n is not None for n in NUMBER)
# The fixed order in which a revealed set's roles are placed (spec 7.1, S2): the Sentry last.
PLACE_ORDER: tuple[int, ...] = (SCOUT, LOOKOUT, CAPTAIN, JEWELER, SMUGGLER, EXPLORER, THIEF, SENTRY)
PLACE_RANK: tuple[int, ...] = tuple(PLACE_ORDER.index(r) for r in ROLES)

ROLE_TEXT: tuple[str, ...] = (
    "Placed on an open tile. May first swap his tile with an adjacent one (not a Lookout's), then takes his tile.",
    "Placed on an open tile. Takes her tile. While she is on the board no Scout can swap her tile.",
    "Placed on a tile without rival roles (alone, on top of or underneath allies). Takes his tile or a diagonal one. "
    "Waits for allied numbered roles above him.",
    "Placed in a free row-end slot. Takes any one tile of his row.",
    "Placed on an open tile. Takes her tile, or an adjacent artifact or chest.",
    "Placed on an open tile. Takes her tile; if another role Takes it first, she at once takes an adjacent tile.",
    "Placed on top of a rival's role. Takes an adjacent tile, never his own. Every numbered role below him waits.",
    "Placed on an open tile. No number. Once per round she may Thieve a tile a rival role announces in or next to "
    "her cell, paying its cost.",
)
ROLES_PER_SEAT = 8
SET_ASIDE = 2


def rid(seat: int, role: int) -> int:
    return seat * ROLES_PER_SEAT + role


def seat_of(r: int) -> int:
    return r // ROLES_PER_SEAT


def role_of(r: int) -> int:
    return r % ROLES_PER_SEAT


def parse_role(name: str) -> int:
    """A role from its name ("Scout", case-insensitive); ``ValueError`` otherwise."""
    for i, n in enumerate(ROLE_NAMES):
        if isinstance(name, str) and name.strip().lower() == n.lower():
            return i
    raise ValueError(f"unknown role {name!r}; expected one of {', '.join(ROLE_NAMES)}")


# --- tiles ----------------------------------------------------------------------------------

KEY, ARTIFACT, CHEST = "key", "artifact", "chest"
TILE_IDS: tuple[str, ...] = (
    tuple(f"K{i}" for i in range(1, 13)) + tuple(f"Art{i}" for i in range(1, 13))
    + tuple(f"C{v}{x}" for v in (3, 7, 10, 15) for x in "abc")
)
ALL_TILES: tuple[int, ...] = tuple(range(len(TILE_IDS)))
TILE_OF: dict[str, int] = {code: i for i, code in enumerate(TILE_IDS)}
TILE_KIND: tuple[str, ...] = (KEY,) * 12 + (ARTIFACT,) * 12 + (CHEST,) * 12
CHEST_POINTS: tuple[int, ...] = (0,) * 24 + (3,) * 3 + (7,) * 3 + (10,) * 3 + (15,) * 3
CHEST_COST: dict[int, int] = {3: 1, 7: 2, 10: 3, 15: 4}  # spec 2.2 (the 10's cost is reconstructed)
COST: tuple[int, ...] = tuple(CHEST_COST.get(p, 0) for p in CHEST_POINTS)
IS_KEY: tuple[bool, ...] = tuple(k == KEY for k in TILE_KIND)
IS_ARTIFACT: tuple[bool, ...] = tuple(k == ARTIFACT for k in TILE_KIND)
IS_CHEST: tuple[bool, ...] = tuple(k == CHEST for k in TILE_KIND)
SKELETON_KEYS = 18


def parse_tile(code: str) -> int:
    try:
        return TILE_OF[code]
    except (KeyError, TypeError):
        raise ValueError(f"unknown tile ID {code!r}") from None


def tile_words(tile: int) -> str:
    """"C15a (15 points, cost 4)", "Art3 (artifact)", "K2 (key)"."""
    code = TILE_IDS[tile]
    if IS_CHEST[tile]:
        return f"{code} (chest {CHEST_POINTS[tile]}, cost {COST[tile]})"
    return f"{code} ({TILE_KIND[tile]})"


# --- scoring (spec 2.4) ---------------------------------------------------------------------


def artifact_points(n: int) -> int:
    return n * (n + 1) // 2


def skeleton_penalty(k: int) -> int:
    """The (negative) points of ``k`` skeleton keys: the k-th costs k - 1."""
    return -(k * (k - 1) // 2)


# --- geometry (spec 3.1) --------------------------------------------------------------------

ROWS, COLS = 3, 4
CELLS: tuple[int, ...] = tuple(range(ROWS * COLS))
SLOT_NAMES: tuple[str, ...] = ("1L", "1R", "2L", "2R", "3L", "3R")
SLOTS: tuple[int, ...] = tuple(range(6))


def cell_name(cell: int) -> str:
    """"(2,3)": row, column (a table lookup: the event log names cells constantly)."""
    return _CELL_NAMES[cell]


def cell_at(row: int, col: int) -> int:
    """The cell of (row, col), both counted from 1."""
    if not (1 <= row <= ROWS and 1 <= col <= COLS):
        raise ValueError(f"no cell ({row},{col})")
    return (row - 1) * COLS + (col - 1)


def _around(cell: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    r, c = divmod(cell, COLS)
    return tuple((r + dr) * COLS + c + dc for dr, dc in steps if 0 <= r + dr < ROWS and 0 <= c + dc < COLS)


ADJACENT: tuple[tuple[int, ...], ...] = tuple(_around(x, ((-1, 0), (0, -1), (0, 1), (1, 0))) for x in CELLS)
DIAGONAL: tuple[tuple[int, ...], ...] = tuple(_around(x, ((-1, -1), (-1, 1), (1, -1), (1, 1))) for x in CELLS)
ROW_CELLS: tuple[tuple[int, ...], ...] = tuple(tuple(range(r * COLS, (r + 1) * COLS)) for r in range(ROWS))


def slot_row(slot: int) -> int:
    return slot // 2


def parse_slot(name: str) -> int:
    try:
        return SLOT_NAMES.index(name)
    except ValueError:
        raise ValueError(f"unknown slot {name!r}; expected one of {', '.join(SLOT_NAMES)}") from None


_CELL_NAMES = tuple(f"({cell // COLS + 1},{cell % COLS + 1})" for cell in range(ROWS * COLS))
