"""Geometry for adapters: rows, fans, grids and a ring of seats, as rectangles (never drawing).

Why: every game lays out the same few shapes (a hand, a market, a tray of dice, opponents around
the table), and each must fit any window from 1024 x 640 to 3840 x 2160. Writing the fitting once
keeps adapters short and makes "nothing leaves the window, nothing overlaps" a property of these
helpers that their tests check, instead of something each game gets right by hand.

Every function is pure: the same arguments give the same rectangles (``pygame.FRect``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

import pygame

Size = tuple[float, float]


def _area(area: pygame.FRect | pygame.Rect | Sequence[float]) -> pygame.FRect:
    return pygame.FRect(area)


def fit_size(size: Size, room: Size) -> Size:
    """``size`` scaled down (never up) to fit inside ``room``, keeping its aspect."""
    w, h = size
    if w <= 0 or h <= 0:
        return 0.0, 0.0
    k = min(1.0, room[0] / w, room[1] / h)
    return w * k, h * k


def row(area: pygame.FRect, count: int, size: Size, gap: float = 8.0, *, align: str = "center") -> list[pygame.FRect]:
    """``count`` rectangles of ``size`` side by side, ``gap`` apart, centred in ``area``
    (``align``: ``"left"``, ``"center"`` or ``"right"``; vertically always centred).

    When the row is wider (or taller) than ``area``, pieces and gaps shrink together, keeping the
    pieces' aspect, so a row always fits: a hand never runs off the table.
    """
    area = _area(area)
    if count <= 0:
        return []
    w, h = size
    need = count * w + (count - 1) * gap
    k = min(1.0, area.w / need if need > 0 else 1.0, area.h / h if h > 0 else 1.0)
    w, h, gap = w * k, h * k, gap * k
    total = count * w + (count - 1) * gap
    if align == "left":
        x0 = area.x
    elif align == "right":
        x0 = area.right - total
    else:
        x0 = area.centerx - total / 2
    y = area.centery - h / 2
    return [pygame.FRect(x0 + i * (w + gap), y, w, h) for i in range(count)]


def column(area: pygame.FRect, count: int, size: Size, gap: float = 8.0) -> list[pygame.FRect]:
    """``row`` turned on its side: top to bottom, centred, shrinking to fit."""
    area = _area(area)
    turned = row(pygame.FRect(area.y, area.x, area.h, area.w), count, (size[1], size[0]), gap)
    return [pygame.FRect(r.y, r.x, r.h, r.w) for r in turned]


def fan(area: pygame.FRect, count: int, size: Size, min_visible: float = 0.3, gap: float = 8.0,
        *, arc: float = 0.0) -> list[pygame.FRect]:
    """``count`` cards of ``size`` in a row that overlaps when it must, left card underneath.

    A row with gaps when there is room; otherwise the cards overlap evenly across ``area``, each
    keeping at least ``min_visible`` of its width uncovered (its left edge: the readable corner
    with the value); when even that is too wide, the cards shrink. ``arc`` lifts the middle cards
    by that share of the card height (a held hand); 0 keeps them on one line. Later rectangles are
    drawn on top (give them a higher ``z``).
    """
    area = _area(area)
    if count <= 0:
        return []
    w, h = size
    k = min(1.0, area.h / (h * (1 + arc)) if h > 0 else 1.0)
    w, h, gap = w * k, h * k, gap * k
    if count * w + (count - 1) * gap <= area.w:
        rects = row(area, count, (w, h), gap)
    else:
        min_visible = min(1.0, max(0.05, min_visible))
        if w + (count - 1) * min_visible * w > area.w:  # shrink until the corners show
            k = area.w / (w * (1 + (count - 1) * min_visible))
            w, h = w * k, h * k
        step = (area.w - w) / (count - 1) if count > 1 else 0.0
        total = w + step * (count - 1)
        x0 = area.centerx - total / 2
        rects = [pygame.FRect(x0 + i * step, area.centery - h / 2, w, h) for i in range(count)]
    if arc and count > 1:
        lift = arc * h
        for i, r in enumerate(rects):
            t = (i / (count - 1)) * 2 - 1  # -1 .. 1
            r.y += lift * (t * t) - lift / 2  # the middle highest, ends lowest, centred in the area
    return rects


def grid(area: pygame.FRect, rows: int, cols: int, size: Size | None = None,
         gap: float | Size = 8.0) -> list[pygame.FRect]:
    """``rows`` x ``cols`` cells in reading order (left to right, top to bottom).

    With ``size``, cells of that size (shrinking together with the gaps to fit), the block centred
    in ``area``; without, the cells share ``area`` exactly. ``gap`` is one number or (x, y).
    """
    area = _area(area)
    if rows <= 0 or cols <= 0:
        return []
    gx, gy = (gap, gap) if isinstance(gap, (int, float)) else gap
    if size is None:
        w = (area.w - (cols - 1) * gx) / cols
        h = (area.h - (rows - 1) * gy) / rows
        x0, y0 = area.x, area.y
    else:
        w, h = size
        need_w, need_h = cols * w + (cols - 1) * gx, rows * h + (rows - 1) * gy
        k = min(1.0, area.w / need_w if need_w > 0 else 1.0, area.h / need_h if need_h > 0 else 1.0)
        w, h, gx, gy = w * k, h * k, gx * k, gy * k
        x0 = area.centerx - (cols * w + (cols - 1) * gx) / 2
        y0 = area.centery - (rows * h + (rows - 1) * gy) / 2
    return [pygame.FRect(x0 + c * (w + gx), y0 + r * (h + gy), w, h) for r in range(rows) for c in range(cols)]


def split(area: pygame.FRect, side: str, amount: float, gap: float = 0.0) -> tuple[pygame.FRect, pygame.FRect]:
    """Cut ``area`` in two: (the part on ``side`` - "left", "right", "top" or "bottom" - of
    ``amount`` pixels, or that share of the area when ``amount`` <= 1; the rest, ``gap`` away)."""
    area = _area(area)
    length = area.w if side in ("left", "right") else area.h
    cut = amount * length if amount <= 1 else amount
    cut = max(0.0, min(length, cut))
    rest = max(0.0, length - cut - gap)
    if side == "left":
        return pygame.FRect(area.x, area.y, cut, area.h), pygame.FRect(area.x + cut + gap, area.y, rest, area.h)
    if side == "right":
        return pygame.FRect(area.right - cut, area.y, cut, area.h), pygame.FRect(area.x, area.y, rest, area.h)
    if side == "top":
        return pygame.FRect(area.x, area.y, area.w, cut), pygame.FRect(area.x, area.y + cut + gap, area.w, rest)
    if side == "bottom":
        return pygame.FRect(area.x, area.bottom - cut, area.w, cut), pygame.FRect(area.x, area.y, area.w, rest)
    raise ValueError(f"side must be left, right, top or bottom, not {side!r}")


# --- seats around the table -----------------------------------------------------------------------

# Slots around the table, clockwise from the bottom: up the left side (LL low, LH high), across the
# top (TL, TC, TR), down the right side (RH high, RL low). The seats after the perspective seat fill
# them in this order (the first game with 3-8 seats set it; the others follow).
SLOTS_FOR: Mapping[int, tuple[str, ...]] = {
    1: (),
    2: ("TC",),
    3: ("TL", "TR"),
    4: ("LH", "TC", "RH"),
    5: ("LH", "TL", "TR", "RH"),
    6: ("LH", "TL", "TC", "TR", "RH"),
    7: ("LL", "LH", "TL", "TR", "RH", "RL"),
    8: ("LL", "LH", "TL", "TC", "TR", "RH", "RL"),
}
BOTTOM = "B"


@dataclass(frozen=True)
class Ring:
    """Seat areas around the table for one perspective.

    ``seats[s]`` is seat ``s``'s area; ``slots[s]`` its place ("B" bottom for the perspective seat,
    "LL", "LH", "TL", "TC", "TR", "RH", "RL" for the others), so an adapter can lay a side seat out
    differently from a top one; ``centre`` is the free middle of the table for shared things.
    ``slot_size`` is the size every other seat got (they are all the same size); ``plate(s)`` the
room above seat ``s`` kept free for its name plate.
    """

    seats: Mapping[int, pygame.FRect]
    slots: Mapping[int, str]
    centre: pygame.FRect
    slot_size: Size = (0.0, 0.0)
    order: tuple[int, ...] = field(default=())  # clockwise from the perspective seat
    label_room: float = 0.0                     # free above every seat, for its name plate

    def plate(self, seat: int) -> pygame.FRect:
        """The room above ``seat``'s area kept free for its name plate."""
        r = self.seats[seat]
        return pygame.FRect(r.x, r.y - self.label_room, r.w, self.label_room)

    def __getitem__(self, seat: int) -> pygame.FRect:
        return self.seats[seat]

    def side(self, seat: int) -> str:
        """"bottom", "left", "top" or "right": where ``seat`` sits."""
        slot = self.slots[seat]
        return {"B": "bottom", "L": "left", "T": "top", "R": "right"}[slot[0]]


def _ring_places(area: pygame.FRect, used: tuple[str, ...], sh: float, aspect: float, gap: float,
                 bottom_h: float, label: float) -> tuple[dict[str, pygame.FRect], pygame.FRect] | None:
    """The slot rectangles for slot height ``sh`` (each with ``label`` pixels free above it for
    its name plate), and the centre left over; ``None`` if they do not fit."""
    sw = sh * aspect
    tall = sh + label                                  # a slot with its name plate
    sides = any(s[0] in "LR" for s in used)
    top = [s for s in ("TL", "TC", "TR") if s in used]
    left = [s for s in ("LH", "LL") if s in used]   # top to bottom
    right = [s for s in ("RH", "RL") if s in used]
    band_top = area.bottom - bottom_h                  # the perspective seat's band (its plate above it)
    inner_x0 = area.x + (sw + gap if sides else 0.0)
    inner_x1 = area.right - (sw + gap if sides else 0.0)
    places: dict[str, pygame.FRect] = {}
    if top:
        span = inner_x1 - inner_x0
        if len(top) * sw + (len(top) - 1) * gap > span + 1e-6:
            return None
        cell = span / len(top)
        for i, slot in enumerate(top):
            cx = inner_x0 + cell * (i + 0.5)
            places[slot] = pygame.FRect(cx - sw / 2, area.y + label, sw, sh)
    column_top, column_bottom = area.y, band_top - label - gap
    for slots, x in ((left, area.x), (right, area.right - sw)):
        if not slots:
            continue
        height = column_bottom - column_top
        if len(slots) * tall + (len(slots) - 1) * gap > height + 1e-6:
            return None
        if len(slots) == 1:
            # one seat per side sits level with the upper middle of the table (a ring, not a box)
            y = column_top + (height - tall) * (0.35 if top else 0.5)
            places[slots[0]] = pygame.FRect(x, y + label, sw, sh)
        else:
            spare = height - 2 * tall
            places[slots[0]] = pygame.FRect(x, column_top + spare * 0.25 + label, sw, sh)
            places[slots[1]] = pygame.FRect(x, column_bottom - sh - spare * 0.15, sw, sh)
    centre_top = area.y + (tall + gap if top else 0.0)
    centre = pygame.FRect(inner_x0, centre_top, inner_x1 - inner_x0, band_top - label - gap - centre_top)
    if centre.w <= 0 or centre.h <= 0:
        return None
    return places, centre


def ring(area: pygame.FRect, seats: int, perspective: int, *, bottom: float = 0.3, aspect: float = 1.58,
         gap: float | None = None, centre_min: Size = (0.34, 0.28), slot_max: float = 0.3,
         bottom_width: float = 1.0, label_room: float = 0.035) -> Ring:
    """Seat areas for ``seats`` (1 to 8) around ``area``, ``perspective`` at the bottom centre and
    the others clockwise from it: up the left side, across the top, down the right side.

    ``bottom``: the share of the height the perspective seat's band takes (its hand, its panel);
    ``bottom_width``: the share of the width its area takes, centred. The other seats all get the
    same size, of ``aspect`` (width / height), as large as fits while the centre keeps at least
    ``centre_min`` (shares of width and height) and no seat is taller than ``slot_max`` of the
    height. ``label_room`` (pixels, or a share of the height when below 1) stays free above every
    seat, its own included, for the name plate the table writes there. Every rectangle (and every
    name plate's room) lies inside ``area`` and none overlaps another or the centre.
    """
    area = _area(area)
    if not 1 <= seats <= 8:
        raise ValueError(f"a ring seats 1 to 8, not {seats}")
    if not 0 <= perspective < seats:
        raise ValueError(f"no seat {perspective} among {seats}")
    g = gap if gap is not None else max(6.0, min(area.w, area.h) * 0.015)
    label = label_room * area.h if label_room < 1 else label_room
    bottom_h = area.h * bottom
    used = SLOTS_FOR[seats]
    order = tuple((perspective + k) % seats for k in range(seats))
    best: tuple[dict[str, pygame.FRect], pygame.FRect] | None = None
    best_sh = 0.0
    if used:
        lo, hi = 0.0, area.h * slot_max
        hi = min(hi, area.w / aspect)
        for _ in range(40):  # the largest slot height that fits: bisection on a monotone test
            mid = (lo + hi) / 2
            placed = _ring_places(area, used, mid, aspect, g, bottom_h, label)
            ok = placed is not None and placed[1].w >= area.w * centre_min[0] - 1e-6 \
                and placed[1].h >= area.h * centre_min[1] - 1e-6
            if ok:
                lo, best = mid, placed
            else:
                hi = mid
        best_sh = lo
        if best is None:  # nothing fits the centre's minimum: give the seats what is left anyway
            best_sh = min(area.h * slot_max, area.w / aspect) * 0.25
            best = _ring_places(area, used, best_sh, aspect, g, bottom_h, label)
            if best is None:
                raise ValueError(f"{seats} seats do not fit in {area}")
        places, centre = best
    else:
        places, centre = {}, pygame.FRect(area.x, area.y, area.w, area.h - bottom_h - label - g)
    width = area.w * max(0.0, min(1.0, bottom_width))
    rects: dict[int, pygame.FRect] = {perspective: pygame.FRect(area.centerx - width / 2, area.bottom - bottom_h,
                                                                width, bottom_h)}
    slots: dict[int, str] = {perspective: BOTTOM}
    for seat, slot in zip(order[1:], used):
        rects[seat] = places[slot]
        slots[seat] = slot
    return Ring(rects, slots, centre, (best_sh * aspect, best_sh), order, label)


def inside(rect: pygame.FRect, area: pygame.FRect, tolerance: float = 0.5) -> bool:
    """Whether ``rect`` lies within ``area`` (float rectangles, with a rounding ``tolerance``)."""
    return (rect.x >= area.x - tolerance and rect.y >= area.y - tolerance
            and rect.right <= area.right + tolerance and rect.bottom <= area.bottom + tolerance)


def overlap(a: pygame.FRect, b: pygame.FRect, tolerance: float = 0.5) -> bool:
    """Whether ``a`` and ``b`` share more than a ``tolerance``-wide sliver."""
    return (min(a.right, b.right) - max(a.x, b.x) > tolerance
            and min(a.bottom, b.bottom) - max(a.y, b.y) > tolerance)


def scale_factor(area: pygame.FRect, reference: Size) -> float:
    """How much a layout sketched on a ``reference`` canvas (the specs' 1280 x 720, 1600 x 900)
    must be scaled to fit ``area`` uniformly (letterboxed)."""
    area = _area(area)
    return min(area.w / reference[0], area.h / reference[1])


def from_reference(area: pygame.FRect, reference: Size, rect: Sequence[float]) -> pygame.FRect:
    """A rectangle (x, y, w, h) given on a spec's ``reference`` canvas, placed in ``area`` scaled
    uniformly and centred (letterboxed)."""
    area = _area(area)
    k = scale_factor(area, reference)
    ox = area.x + (area.w - reference[0] * k) / 2
    oy = area.y + (area.h - reference[1] * k) / 2
    x, y, w, h = rect
    return pygame.FRect(ox + x * k, oy + y * k, w * k, h * k)


__all__ = ["BOTTOM", "Ring", "SLOTS_FOR", "column", "fan", "fit_size", "from_reference", "grid", "inside",
           "overlap", "ring", "row", "scale_factor", "split"]

