"""Where things go on the castle's floor plan, in the board's own units (the rules' floor plan:
``rules.citadel.geometry``, a 720 x 720 square, centre (360, 360)), and the fit of that square
into pixels.

Why a module of its own: the rules give the walls, doorways, rugs and the clock; the table also
needs where a room's standees, switch, treasure and name go so that none hides another (spec 8.2:
five standees in one room overlap no rug, doorway, tile or label), a drop rectangle inside each
trapezoid room, and the bounding boxes of the rotated door bars. A layout only scales it (``Fit``).

Rooms are trapezoids turned to their sector, while zones, pieces and words are upright
rectangles, so each room's contents were placed by a search (an upright row for its standees,
its name on one or two lines, its two tiles) and written down here as ``PLAN``; ``plan_problems``
checks the plan against the walls, rugs and doorways, and the drop rectangles are the largest
upright boxes inside each room.
"""

from __future__ import annotations

import math

import pygame

from rules.citadel import geometry as G
from rules.citadel.board import DOORS, ROOM_DOORS, ROOMS, SECTOR

Point = tuple[float, float]

UNITS = G.BOARD_SIZE[0]
CENTRE = G.CENTRE
WALL = 7.0            # wall thickness
STANDEE = 25.0        # a standee's size (its token's diameter)
SLOT = 25.5           # the room a standee takes in a row
TILE = 28.0           # a switch or treasure tile
MARKER = 19.0         # a treasure marker on the clock
RING_SIZE = 40.0      # the clock marker's brass ring
HAND = 150.0          # the square the clock hand turns in
NAME_SIZE = 14.0      # room names' letters at full size


def bearing(room: str) -> float:
    return 60.0 * SECTOR[room]


def polar(rho: float, angle: float) -> Point:
    t = math.radians(angle)
    return CENTRE[0] + rho * math.sin(t), CENTRE[1] - rho * math.cos(t)


def box(centre: Point, w: float, h: float | None = None) -> tuple[float, float, float, float]:
    h = w if h is None else h
    return centre[0] - w / 2, centre[1] - h / 2, w, h


# --- the rooms' contents -------------------------------------------------------------------------

# Each room's plan, found by a search (``plan_problems`` checks it): the row its standees stand in
# (x, y, w, h), the box of its name (x, y, w, h) and on how many lines it is written, the centres of
# its switch tile and of its treasure tile. Everything lies inside the room's walls, clear of its
# rugs, doorways and window, and clear of everything else in the room.
Box = tuple[float, float, float, float]
PLAN: dict[str, tuple[Box, Box, int, Point, Point]] = {
    "LAB": ((310.0, 199.0, 102.0, 24.0), (322.0, 229.0, 78.5, 18.0), 1, (322.0, 181.0), (397.0, 181.0)),
    "STU": ((460.0, 286.0, 76.5, 24.0), (472.5, 316.0, 39.0, 18.0), 1, (456.0, 268.0), (489.0, 268.0)),
    "TRO": ((472.0, 390.0, 76.5, 24.0), (455.0, 418.0, 50.5, 34.5), 2, (456.0, 471.0), (489.0, 471.0)),
    "LOU": ((310.0, 498.0, 102.0, 24.0), (337.5, 474.0, 47.0, 18.0), 1, (322.0, 540.0), (397.0, 540.0)),
    "CEL": ((184.0, 408.0, 76.5, 24.0), (216.5, 468.0, 47.0, 18.0), 1, (225.0, 390.0), (231.0, 450.0)),
    "DIN": ((184.0, 286.0, 76.5, 24.0), (161.0, 316.0, 86.0, 18.0), 1, (231.0, 268.0), (264.0, 268.0)),
    "GAL": ((296.0, 99.0, 127.5, 24.0), (332.5, 75.0, 55.0, 18.0), 1, (288.0, 141.0), (321.0, 141.0)),
    "CON": ((517.5, 198.0, 89.0, 24.0), (561.5, 267.0, 84.5, 18.0), 1, (541.0, 180.0), (574.0, 180.0)),
    "LIB": ((562.5, 420.0, 89.0, 24.0), (561.5, 477.0, 55.0, 18.0), 1, (538.0, 501.0), (571.0, 513.0)),
    "ENT": ((296.0, 599.0, 127.5, 24.0), (309.0, 629.0, 102.0, 18.0), 1, (288.0, 581.0), (321.0, 581.0)),
    "BAL": ((127.5, 522.0, 89.0, 24.0), (95.5, 474.0, 62.5, 18.0), 1, (145.0, 456.0), (178.0, 504.0)),
    "KIT": ((106.5, 210.0, 89.0, 24.0), (102.5, 240.0, 55.0, 18.0), 1, (139.0, 192.0), (172.0, 192.0)),
}
SWITCH_AT = {r: PLAN[r][3] for r in ROOMS}
TREASURE_AT = {r: PLAN[r][4] for r in ROOMS}
STANDEE_AT = {r: (PLAN[r][0][0] + PLAN[r][0][2] / 2, PLAN[r][0][1] + PLAN[r][0][3] / 2) for r in ROOMS}


def name_box(room: str) -> tuple[Box, int]:
    """Where ``room``'s name is written, and on how many lines."""
    return PLAN[room][1], PLAN[room][2]


def standee_centres(room: str, count: int) -> list[Point]:
    """Where ``count`` standees stand in ``room``: a row in its plan's row, overlapping a little
    when five share a room that has room for fewer."""
    x, y, w, h = PLAN[room][0]
    step = min(SLOT, (w - STANDEE) / max(1, count - 1)) if count > 1 else 0.0
    cx, cy = x + w / 2, y + h / 2
    return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]


# --- trays in the board's corners ---------------------------------------------------------------

TRAYS = dict(G.TRAYS)  # name -> (x, y, w, h): outside, supply, piles, used_rooms
TRAY_LABEL = 17.0      # the label band at a tray's top


def outside_centres(count: int) -> list[Point]:
    x, y, w, h = TRAYS["outside"]
    step = min(STANDEE + 1.5, (w - STANDEE - 6) / max(1, count - 1)) if count > 1 else 0.0
    cy = y + TRAY_LABEL + (h - TRAY_LABEL) / 2
    return [(x + w / 2 + (i - (count - 1) / 2) * step, cy) for i in range(count)]


def supply_bar(i: int) -> tuple[float, float, float, float]:
    """The ``i``-th door marker in the Professor's supply (0-17: three columns of six)."""
    x, y, w, h = TRAYS["supply"]
    col, row = i % 3, i // 3
    cw = (w - 8) / 3
    rh = (h - TRAY_LABEL - 4) / 6
    return x + 4 + col * cw + 3, y + TRAY_LABEL + 2 + row * rh + 1.5, cw - 6, rh - 3


def piles() -> tuple[tuple[float, float, float, float], tuple[float, float, float, float]]:
    """The treasure stack and the room deck, side by side in the piles tray."""
    x, y, w, h = TRAYS["piles"]
    size = min(h - TRAY_LABEL - 8, w / 2 - 12)
    top = y + TRAY_LABEL + (h - TRAY_LABEL - size) / 2
    return (x + w / 4 - size / 2, top, size, size), (x + 3 * w / 4 - size / 2, top, size, size)


def used_rooms_box() -> tuple[float, float, float, float]:
    x, y, w, h = TRAYS["used_rooms"]
    return x + 4, y + TRAY_LABEL + 1, w - 8, h - TRAY_LABEL - 5


# --- the clock --------------------------------------------------------------------------------------

def clock_space(space: int, depth: int = 0) -> Point:
    """Space ``space``'s point; markers sharing it fan inwards (``depth`` 0, 1, 2: spec 8.2)."""
    return polar((68.0, 52.0, 36.0)[min(depth, 2)], 30.0 * space)


# --- doorways ---------------------------------------------------------------------------------------

DOOR_ANGLE = dict(G.DOORWAY_ANGLES)
DOOR_AT = dict(G.DOORWAY_POINTS)
DOOR_GAP = dict(G.DOORWAY_GAPS)
BAR_THICK = 11.0


def door_box(door: str) -> tuple[float, float, float, float]:
    """The upright box round a doorway's bar (at least 22 units each way, to click)."""
    a = math.radians(DOOR_ANGLE[door])
    length = DOOR_GAP[door]
    w = abs(length * math.cos(a)) + abs(BAR_THICK * math.sin(a))
    h = abs(length * math.sin(a)) + abs(BAR_THICK * math.cos(a))
    return box(DOOR_AT[door], max(22.0, w + 2), max(22.0, h + 2))


# --- searching a room for upright boxes --------------------------------------------------------------

def _edges(poly: tuple[Point, ...]) -> list[tuple[Point, Point, Point]]:
    """(a, b, inward unit normal) for each edge of a convex polygon."""
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    out = []
    for a, b in zip(poly, poly[1:] + poly[:1]):
        nx, ny = -(b[1] - a[1]), b[0] - a[0]
        n = math.hypot(nx, ny)
        nx, ny = nx / n, ny / n
        if (cx - a[0]) * nx + (cy - a[1]) * ny < 0:
            nx, ny = -nx, -ny
        out.append((a, b, (nx, ny)))
    return out


EDGES = {r: _edges(tuple(G.ROOM_POLYGONS[r])) for r in ROOMS}


def inside(room: str, rect: tuple[float, float, float, float], margin: float) -> bool:
    x, y, w, h = rect
    for a, _, (nx, ny) in EDGES[room]:
        for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
            if (px - a[0]) * nx + (py - a[1]) * ny < margin:
                return False
    return True


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _drop_rect(room: str) -> tuple[float, float, float, float]:
    """The largest upright rectangle round the room's centre that stays inside its walls."""
    c = G.ROOM_CENTRES[room]
    best = (0.0, box(c, 10.0))
    for aspect in (0.6, 0.8, 1.0, 1.25, 1.6, 2.0, 2.6, 3.2):
        lo, hi = 4.0, 200.0
        for _ in range(24):
            mid = (lo + hi) / 2
            if inside(room, box(c, mid * aspect, mid), WALL / 2 + 2):
                lo = mid
            else:
                hi = mid
        area = lo * lo * aspect
        if area > best[0]:
            best = (area, box(c, lo * aspect, lo))
    return best[1]


DROP = {r: _drop_rect(r) for r in ROOMS}


def rug_box(record: tuple) -> Box:
    """The upright box round one of ``rules.citadel.geometry.RUGS``."""
    _, _, _, _, (x, y), angle, (w, h) = record
    a = math.radians(angle)
    return box((x, y), abs(w * math.cos(a)) + abs(h * math.sin(a)), abs(w * math.sin(a)) + abs(h * math.cos(a)))


def plan_problems() -> list[str]:
    """What is wrong with ``PLAN``: anything outside its room's walls, or over a rug, a doorway, a
    window or another thing of the room (with five standees in it)."""
    out = []
    for room in ROOMS:
        fixed = [rug_box(r) for r in G.RUGS if r[1] == room] + [door_box(d) for d in ROOM_DOORS[room]]
        if room in G.WINDOW_POINTS:
            fixed.append(box(G.WINDOW_POINTS[room], 60, 14))
        things = {"standees": PLAN[room][0], "name": PLAN[room][1], "switch": box(SWITCH_AT[room], TILE),
                  "treasure": box(TREASURE_AT[room], TILE)}
        for what, b in things.items():
            if not inside(room, b, WALL / 2):
                out.append(f"{room}: its {what} crosses a wall")
            if any(_overlaps(b, f) for f in fixed):
                out.append(f"{room}: its {what} lies on a rug, a doorway or a window")
        names = list(things)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if _overlaps(things[a], things[b]):
                    out.append(f"{room}: its {a} and its {b} overlap")
        for p in standee_centres(room, 5):
            if not inside(room, box(p, STANDEE), WALL / 2):
                out.append(f"{room}: a fifth standee crosses a wall")
    return out


# --- into pixels --------------------------------------------------------------------------------------

class Fit:
    """The board square placed at ``rect`` (pixels): board units to pixels and back."""

    def __init__(self, rect: pygame.FRect) -> None:
        self.rect = pygame.FRect(rect)
        self.k = self.rect.w / UNITS

    def point(self, p: Point) -> Point:
        return self.rect.x + p[0] * self.k, self.rect.y + p[1] * self.k

    def length(self, n: float) -> float:
        return n * self.k

    def frect(self, r: tuple[float, float, float, float]) -> pygame.FRect:
        x, y = self.point((r[0], r[1]))
        return pygame.FRect(x, y, r[2] * self.k, r[3] * self.k)

    def square(self, centre: Point, size: float) -> pygame.FRect:
        return self.frect(box(centre, size))


__all__ = ["CENTRE", "DOORS", "DOOR_AT", "DROP", "Fit", "HAND", "MARKER", "PLAN", "RING_SIZE", "STANDEE",
           "STANDEE_AT", "SWITCH_AT", "TILE", "TRAYS", "TREASURE_AT", "clock_space", "door_box", "name_box",
           "outside_centres", "piles", "plan_problems", "standee_centres", "supply_bar", "used_rooms_box"]
