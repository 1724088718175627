"""The castle's floor plan as plain data for the table (spec 8.2), in the board's own coordinates:
a 720 x 720 square, centre (360, 360), y downwards, bearings in degrees clockwise from north.

Three concentric hexagons (apothems 105, 200, 300) make two rings of six rooms around the main
clock; sector k is centred on bearing 60k. Everything here is derived from those numbers and from
``board``'s doorways, so a doorway's two rooms are always drawn side by side. Nothing here is a
rule; the app may ignore any of it.

Names (all plain tuples, floats rounded to 0.1):

- ``BOARD_SIZE``, ``CENTRE``; ``ROOM_POLYGONS[room]``: its 4 corners; ``ROOM_CENTRES[room]``;
  ``ROOM_SIZES[room]``: a (w, h) box that fits inside the room (for a zone rectangle);
- ``DOORWAY_POINTS[door]``: the middle of its gap; ``DOORWAY_GAPS[door]``: the gap's width;
  ``DOORWAY_ANGLES[door]``: the wall's direction through the gap (degrees clockwise from +x);
- ``RUGS``: 36 records (doorway, room, colour "R"/"G"/"B", glyph, (x, y), angle, (w, h));
- ``SWITCH_ANCHORS``, ``TREASURE_ANCHORS``, ``STANDEE_ANCHORS``, ``NAME_ANCHORS``: room -> (x, y);
  ``STANDEE_STEP``: 22 (the tangential gap between standees), ``STANDEE_DIRECTION[room]``: the
  unit vector along which a room's standees line up;
- ``WINDOW_POINTS`` (Gallery, Library, Ballroom), ``FRONT_DOOR_POINT`` (the Entrance Hall);
- ``CLOCK_RADIUS``, ``CLOCK_SPACES[s]`` (space s = 1..12 -> (x, y)), ``CLOCK_NUMERALS[s]``;
- ``TRAYS``: name -> (x, y, w, h) for "outside", "supply", "piles", "used_rooms";
- ``board_graph()``: spaces, edges, sizes and bounds ready for the table's ``BoardGraph``.
"""

from __future__ import annotations

import math

from .board import COLOUR_GLYPHS, DOOR_KIND, DOOR_ROOMS, DOORS, RING, ROOMS, SECTOR, SIDE_COLOUR, WINDOWS

Point = tuple[float, float]

BOARD_SIZE = (720.0, 720.0)
CENTRE: Point = (360.0, 360.0)
APOTHEMS = (105.0, 200.0, 300.0)
CORNER = 2 / math.sqrt(3)  # a hexagon's corner distance per unit of apothem (1.1547)
RUG_SIZE = (30.0, 12.0)
RUG_OFFSET = 14.0
STANDEE_STEP = 22.0
CLOCK_RADIUS = 95.0


def polar(rho: float, bearing: float) -> Point:
    """The point at distance ``rho`` and ``bearing`` (degrees clockwise from north) from the centre."""
    t = math.radians(bearing)
    return (round(CENTRE[0] + rho * math.sin(t), 1), round(CENTRE[1] - rho * math.cos(t), 1))


def _along(p: Point, bearing: float, offset: float) -> Point:
    """``p`` moved ``offset`` tangentially (clockwise positive) at ``bearing``."""
    t = math.radians(bearing)
    return (round(p[0] + offset * math.cos(t), 1), round(p[1] + offset * math.sin(t), 1))


def _ring(room: str) -> tuple[float, float]:
    return (APOTHEMS[0], APOTHEMS[1]) if RING[room] == "inner" else (APOTHEMS[1], APOTHEMS[2])


def _bearing(room: str) -> float:
    return 60.0 * SECTOR[room]


ROOM_POLYGONS: dict[str, tuple[Point, ...]] = {}
ROOM_CENTRES: dict[str, Point] = {}
ROOM_SIZES: dict[str, tuple[float, float]] = {}
for _r in ROOMS:
    _lo, _hi = _ring(_r)
    _b = _bearing(_r)
    ROOM_POLYGONS[_r] = (polar(_lo * CORNER, _b - 30), polar(_lo * CORNER, _b + 30), polar(_hi * CORNER, _b + 30),
                         polar(_hi * CORNER, _b - 30))
    ROOM_CENTRES[_r] = polar((_lo + _hi) / 2, _b)
    _depth = _hi - _lo
    ROOM_SIZES[_r] = (round(0.7 * (_lo + _hi) / 2 * 2 / math.sqrt(3), 1), round(0.6 * _depth, 1))

DOORWAY_POINTS: dict[str, Point] = {}
DOORWAY_GAPS: dict[str, float] = {}
DOORWAY_ANGLES: dict[str, float] = {}
DOORWAY_BEARINGS: dict[str, float] = {}
for _d in DOORS:
    _a, _b2 = DOOR_ROOMS[_d]
    if DOOR_KIND[_d] == "spoke":
        _bear = _bearing(_a)
        DOORWAY_POINTS[_d] = polar(APOTHEMS[1], _bear)
        DOORWAY_GAPS[_d] = 40.0
        DOORWAY_ANGLES[_d] = _bear % 360
    else:
        # the radial wall between the two rooms' sectors
        _s = {SECTOR[_a], SECTOR[_b2]}
        _k = 5 if _s == {0, 5} else min(_s)
        _bear = 60.0 * _k + 30
        DOORWAY_POINTS[_d] = polar(176.0 if DOOR_KIND[_d] == "inner" else 289.0, _bear)
        DOORWAY_GAPS[_d] = 34.0
        DOORWAY_ANGLES[_d] = (_bear - 90) % 360
    DOORWAY_BEARINGS[_d] = _bear


def _rug(door: str, room: str) -> tuple:
    p = DOORWAY_POINTS[door]
    bear = DOORWAY_BEARINGS[door]
    if DOOR_KIND[door] == "spoke":
        rho = APOTHEMS[1] + (-RUG_OFFSET if RING[room] == "inner" else RUG_OFFSET)
        centre = polar(rho, bear)
    else:
        clockwise = (_bearing(room) - bear) % 360 < 180  # the room lies clockwise of the wall
        centre = _along(p, bear, RUG_OFFSET if clockwise else -RUG_OFFSET)
    colour = SIDE_COLOUR[door][room]
    return (door, room, colour, COLOUR_GLYPHS[colour], centre, DOORWAY_ANGLES[door], RUG_SIZE)


RUGS: tuple[tuple, ...] = tuple(_rug(d, r) for d in DOORS for r in DOOR_ROOMS[d])

_ANCHORS = {"inner": {"name": 118.0, "standees": 140.0, "tiles": 168.0},
            "outer": {"standees": 236.0, "tiles": 262.0, "name": 286.0}}
SWITCH_ANCHORS = {r: _along(polar(_ANCHORS[RING[r]]["tiles"], _bearing(r)), _bearing(r), -36.0) for r in ROOMS}
TREASURE_ANCHORS = {r: _along(polar(_ANCHORS[RING[r]]["tiles"], _bearing(r)), _bearing(r), 36.0) for r in ROOMS}
STANDEE_ANCHORS = {r: polar(_ANCHORS[RING[r]]["standees"], _bearing(r)) for r in ROOMS}
NAME_ANCHORS = {r: polar(_ANCHORS[RING[r]]["name"], _bearing(r)) for r in ROOMS}
STANDEE_DIRECTION = {r: (round(math.cos(math.radians(_bearing(r))), 4), round(math.sin(math.radians(_bearing(r))), 4))
                     for r in ROOMS}

WINDOW_POINTS = {r: polar(APOTHEMS[2], _bearing(r)) for r in WINDOWS}
FRONT_DOOR_POINT = polar(APOTHEMS[2], 180.0)
CLOCK_SPACES = {s: polar(68.0, 30.0 * s) for s in range(1, 13)}
CLOCK_NUMERALS = {s: polar(86.0, 30.0 * s) for s in range(1, 13)}
IDEA_SPACES = (3, 9)

TRAYS = {"outside": (8.0, 8.0, 150.0, 90.0), "supply": (562.0, 8.0, 150.0, 90.0), "piles": (8.0, 622.0, 150.0, 90.0),
         "used_rooms": (562.0, 622.0, 150.0, 90.0)}
OUTSIDE_CENTRE: Point = (83.0, 53.0)


def board_graph() -> dict:
    """What the table's ``BoardGraph`` takes: ``spaces`` (the 12 rooms and "OUT", the Outside
    tray), ``edges`` (one per doorway, then Outside to each window room), ``sizes`` and ``bounds``."""
    spaces = dict(ROOM_CENTRES)
    spaces["OUT"] = OUTSIDE_CENTRE
    edges = [DOOR_ROOMS[d] for d in DOORS] + [("OUT", r) for r in WINDOWS]
    sizes = dict(ROOM_SIZES)
    sizes["OUT"] = (TRAYS["outside"][2], TRAYS["outside"][3])
    return {"spaces": spaces, "edges": edges, "sizes": sizes, "bounds": (0.0, 0.0) + BOARD_SIZE}
