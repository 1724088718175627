"""The castle's 12 rooms and 18 doorways (spec 2.1-2.2) and what follows from them: adjacency,
the carpet on each side of a doorway and the Professor's walk along one colour.

Every table here is derived from ``DOORWAYS`` alone, so the spec's room table, its doorway table
and its walk cycles are checked against one another by the tests rather than typed three times.
Rooms and doorways are named by their spec ids (``"LAB"``, ``"D07"``) everywhere: actions,
events, saves and the table's zones.
"""

from __future__ import annotations

OUTSIDE = "OUT"
COLOURS = ("R", "G", "B")  # also the order of the treasure colours and of the Colour die's faces
COLOUR_NAMES = {"R": "red", "G": "green", "B": "blue"}
COLOUR_GLYPHS = {"R": "circle", "G": "triangle", "B": "square"}  # carpets, dice and markers

# (id, name, ring, sector) in the canonical order of spec 2.1 (used for shuffling).
ROOM_TABLE: tuple[tuple[str, str, str, int], ...] = (
    ("LAB", "Laboratory", "inner", 0),
    ("STU", "Study", "inner", 1),
    ("TRO", "Trophy Room", "inner", 2),
    ("LOU", "Lounge", "inner", 3),
    ("CEL", "Cellar", "inner", 4),
    ("DIN", "Dining Room", "inner", 5),
    ("GAL", "Gallery", "outer", 0),
    ("CON", "Conservatory", "outer", 1),
    ("LIB", "Library", "outer", 2),
    ("ENT", "Entrance Hall", "outer", 3),
    ("BAL", "Ballroom", "outer", 4),
    ("KIT", "Kitchen", "outer", 5),
)
ROOMS: tuple[str, ...] = tuple(r[0] for r in ROOM_TABLE)
ROOM_INDEX: dict[str, int] = {r: i for i, r in enumerate(ROOMS)}
ROOM_NAMES: dict[str, str] = {r[0]: r[1] for r in ROOM_TABLE}
RING: dict[str, str] = {r[0]: r[2] for r in ROOM_TABLE}
SECTOR: dict[str, int] = {r[0]: r[3] for r in ROOM_TABLE}
WINDOWS: tuple[str, ...] = ("GAL", "LIB", "BAL")  # the only ways in from outside
FRONT_DOOR = "ENT"  # the Entrance Hall: never entered from outside
START_ROOM = "LAB"  # the Professor's room at setup

# (id, room A, carpet on A's side, room B, carpet on B's side, kind): spec 2.2.
DOORWAYS: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("D01", "LAB", "R", "GAL", "G", "spoke"),
    ("D02", "STU", "G", "CON", "R", "spoke"),
    ("D03", "TRO", "R", "LIB", "G", "spoke"),
    ("D04", "LOU", "G", "ENT", "R", "spoke"),
    ("D05", "CEL", "R", "BAL", "G", "spoke"),
    ("D06", "DIN", "G", "KIT", "R", "spoke"),
    ("D07", "LAB", "G", "STU", "B", "inner"),
    ("D08", "STU", "R", "TRO", "B", "inner"),
    ("D09", "TRO", "G", "LOU", "B", "inner"),
    ("D10", "LOU", "R", "CEL", "B", "inner"),
    ("D11", "CEL", "G", "DIN", "B", "inner"),
    ("D12", "DIN", "R", "LAB", "B", "inner"),
    ("D13", "GAL", "R", "CON", "B", "outer"),
    ("D14", "CON", "G", "LIB", "B", "outer"),
    ("D15", "LIB", "R", "ENT", "B", "outer"),
    ("D16", "ENT", "G", "BAL", "B", "outer"),
    ("D17", "BAL", "R", "KIT", "B", "outer"),
    ("D18", "KIT", "G", "GAL", "B", "outer"),
)
DOORS: tuple[str, ...] = tuple(d[0] for d in DOORWAYS)
DOOR_INDEX: dict[str, int] = {d: i for i, d in enumerate(DOORS)}
DOOR_ROOMS: dict[str, tuple[str, str]] = {d[0]: (d[1], d[3]) for d in DOORWAYS}
DOOR_KIND: dict[str, str] = {d[0]: d[5] for d in DOORWAYS}

# room -> colour -> (doorway, room on the other side)
CARPET: dict[str, dict[str, tuple[str, str]]] = {r: {} for r in ROOMS}
# room -> its three doorways (in the order R, G, B of its carpets)
ROOM_DOORS: dict[str, tuple[str, ...]] = {}
# room -> its three adjacent rooms (same order)
ADJACENT: dict[str, tuple[str, ...]] = {}
# (room, doorway) -> the room on the other side
ACROSS: dict[tuple[str, str], str] = {}
# doorway -> {room: carpet colour on that room's side}
SIDE_COLOUR: dict[str, dict[str, str]] = {}

for _d, _a, _ca, _b, _cb, _kind in DOORWAYS:
    CARPET[_a][_ca] = (_d, _b)
    CARPET[_b][_cb] = (_d, _a)
    ACROSS[(_a, _d)] = _b
    ACROSS[(_b, _d)] = _a
    SIDE_COLOUR[_d] = {_a: _ca, _b: _cb}
for _r in ROOMS:
    ROOM_DOORS[_r] = tuple(CARPET[_r][c][0] for c in COLOURS)
    ADJACENT[_r] = tuple(CARPET[_r][c][1] for c in COLOURS)
ADJACENT_SET: dict[str, frozenset[str]] = {r: frozenset(ADJACENT[r]) for r in ROOMS}
# rooms joined by a doorway -> that doorway
DOOR_BETWEEN: dict[tuple[str, str], str] = {}
for _d, (_a, _b) in DOOR_ROOMS.items():
    DOOR_BETWEEN[(_a, _b)] = DOOR_BETWEEN[(_b, _a)] = _d


def walk_path(start: str, colour: str, steps: int) -> tuple[tuple[str, str], ...]:
    """The Professor's walk from ``start`` through ``steps`` doorways of carpet ``colour`` (on
    each current room's side): ((doorway, room entered), ...)."""
    out = []
    here = start
    for _ in range(steps):
        door, there = CARPET[here][colour]
        out.append((door, there))
        here = there
    return tuple(out)


# room -> colour -> the 3-step walk; a shorter walk is a prefix (the tables the AI reads too)
WALKS: dict[str, dict[str, tuple[tuple[str, str], ...]]] = {
    r: {c: walk_path(r, c, 3) for c in COLOURS} for r in ROOMS}


def colour_cycle(colour: str, start: str = START_ROOM) -> tuple[str, ...]:
    """The rooms met following ``colour`` from ``start`` until back at ``start`` (spec 2.2)."""
    out = [start]
    here = CARPET[start][colour][1]
    while here != start:
        out.append(here)
        here = CARPET[here][colour][1]
    return tuple(out)


def room_name(room: str) -> str:
    """'the Library', 'outside'."""
    return "outside" if room == OUTSIDE else "the " + ROOM_NAMES[room]


def door_words(door: str) -> str:
    """'the door Laboratory-Gallery (D01)'."""
    a, b = DOOR_ROOMS[door]
    return f"the door {ROOM_NAMES[a]}–{ROOM_NAMES[b]} ({door})"
