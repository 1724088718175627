"""The castle's floor plan as one picture (spec 8.2), drawn from the rules' geometry at the size the
table needs and cached by that size: a wooden board, the garden round the castle, three
concentric hexagon walls, twelve trapezoid rooms with tinted flagstone floors and their names,
the threshold of every doorway, the 36 rugs (colour and glyph), the windows and the front door,
the main clock with its numerals, and the four corner trays with their labels.

Only what never changes is drawn here; door bars, switches, treasures, standees, markers and the
clock's hand are pieces of their own on top, so they can move and be clicked.
"""

from __future__ import annotations

import pygame

from rules.citadel import geometry as G
from rules.citadel.board import DOORS, ROOM_NAMES, ROOMS, WINDOWS

from ...ui import gfx
from . import geometry as geo

INK = (43, 27, 18)
CREAM = (246, 238, 220)
WOOD = (104, 72, 46)
WOOD_DARK = (66, 44, 28)
GARDEN = (64, 78, 58)
WALL = (58, 50, 46)
WALL_TOP = (92, 82, 74)
COURT = (120, 110, 98)
TRAY = (186, 164, 128)
TINTS = {"LAB": (127, 168, 154), "STU": (166, 132, 98), "TRO": (191, 160, 78), "LOU": (168, 115, 108),
         "CEL": (125, 119, 107), "DIN": (156, 90, 76), "GAL": (140, 124, 166), "CON": (124, 158, 92),
         "LIB": (106, 125, 158), "ENT": (168, 148, 116), "BAL": (180, 140, 166), "KIT": (196, 146, 98)}
TRAY_WORDS = {"outside": "Outside", "supply": "Door supply", "piles": "Treasures · Rooms", "used_rooms": "Used rooms"}
RUG_ART = {"R": "doors/rug_red_circle", "G": "doors/rug_green_triangle", "B": "doors/rug_blue_square"}


def art(name: str, w: float, h: float) -> pygame.Surface | None:
    try:
        return gfx.svg(f"citadel/{name}.svg", max(1, round(w)), max(1, round(h)))
    except (FileNotFoundError, pygame.error):
        return None


def room_file(room: str) -> str:
    return "rooms/" + ROOM_NAMES[room].lower().replace(" ", "_")


def hexagon(apothem: float) -> list[tuple[float, float]]:
    return [geo.polar(apothem * G.CORNER, 30.0 + 60.0 * i) for i in range(6)]


def _inset(poly: tuple[tuple[float, float], ...], d: float) -> list[tuple[float, float]]:
    """A convex polygon shrunk by ``d`` on every side."""
    lines = []
    for a, b, (nx, ny) in geo._edges(tuple(poly)):
        lines.append(((a[0] + nx * d, a[1] + ny * d), (b[0] + nx * d, b[1] + ny * d)))
    out = []
    for (p1, p2), (p3, p4) in zip(lines[-1:] + lines[:-1], lines):
        x1, y1, x2, y2, x3, y3, x4, y4 = *p1, *p2, *p3, *p4
        den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
        t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
        out.append((x1 + t * (x2 - x1), y1 + t * (y2 - y1)))
    return out


def _rotated(image: pygame.Surface, angle: float) -> pygame.Surface:
    """``image`` turned ``angle`` degrees clockwise (upright text stays readable: callers keep
    angles within -90..90)."""
    return pygame.transform.rotate(image, -angle)


def upright(angle: float) -> float:
    """An angle for a long thing along a wall, turned so that it never reads upside down."""
    angle = angle % 180
    return angle - 180 if angle > 90 else angle


@gfx.cached(maxsize=6)
def render_board(w: int, h: int, least: int) -> pygame.Surface:
    """The floor plan ``w`` x ``h`` pixels (square); ``least``: the smallest readable letters."""
    size = min(w, h)
    k = size / geo.UNITS
    surface = pygame.Surface((w, h), pygame.SRCALPHA)

    def P(p: tuple[float, float]) -> tuple[float, float]:
        return p[0] * k, p[1] * k

    radius = max(4, round(18 * k))
    pygame.draw.rect(surface, WOOD_DARK, (0, 0, size, size), border_radius=radius)
    rim = max(2, round(3 * k))
    pygame.draw.rect(surface, WOOD, (rim, rim, size - 2 * rim, size - 2 * rim), border_radius=radius)
    inner = pygame.Rect(0, 0, round(size - 18 * k), round(size - 18 * k))
    inner.center = (size // 2, size // 2)
    pygame.draw.rect(surface, GARDEN, inner, border_radius=max(3, radius - 4))
    _garden(surface, inner, k)
    # the castle: walls everywhere, then the rooms' floors and the clock's court cut out of them
    pygame.draw.polygon(surface, (34, 30, 28), [P(p) for p in hexagon(300 + geo.WALL / 2 + 3)])
    pygame.draw.polygon(surface, WALL, [P(p) for p in hexagon(300 + geo.WALL / 2)])
    pygame.draw.polygon(surface, COURT, [P(p) for p in hexagon(105 - geo.WALL / 2)])
    _floors(surface, k)
    for room in ROOMS:  # the top of the walls catches the light
        pygame.draw.polygon(surface, WALL_TOP, [P(p) for p in _inset(G.ROOM_POLYGONS[room], geo.WALL / 2)],
                            max(1, round(k)))
    for door in DOORS:
        _threshold(surface, door, k)
    for record in G.RUGS:
        _rug(surface, record, k)
    for room in WINDOWS:
        _on_wall(surface, "doors/window", G.WINDOW_POINTS[room], 60.0 * _sector(room), k)
    _on_wall(surface, "doors/front_door", G.FRONT_DOOR_POINT, 180.0, k)
    _clock(surface, k, least)
    for room in ROOMS:
        _name(surface, room, k, least)
    for tray, rect in geo.TRAYS.items():
        _tray(surface, tray, rect, k, least)
    return surface


def _sector(room: str) -> int:
    return round(geo.bearing(room) / 60)


def _garden(surface: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """A few darker tufts on the lawn round the castle, always the same."""
    dark = (54, 67, 49)
    for i in range(90):
        x = rect.x + (i * 73 % 97) / 97 * rect.w
        y = rect.y + (i * 41 % 89) / 89 * rect.h
        pygame.draw.circle(surface, dark, (x, y), max(1.0, 3.5 * k))


def _floors(surface: pygame.Surface, k: float) -> None:
    size = surface.get_size()
    stone = art("rooms/floor_stone", max(24, 110 * k), max(24, 110 * k))
    texture = pygame.Surface(size, pygame.SRCALPHA)
    if stone is not None:
        sw, sh = stone.get_size()
        for x in range(0, size[0], sw):
            for y in range(0, size[1], sh):
                texture.blit(stone, (x, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    for room in ROOMS:
        poly = [(x * k, y * k) for x, y in _inset(G.ROOM_POLYGONS[room], geo.WALL / 2)]
        pygame.draw.polygon(surface, TINTS[room], poly)
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    texture.set_alpha(70)
    surface.blit(texture, (0, 0))


def _threshold(surface: pygame.Surface, door: str, k: float) -> None:
    image = art("doors/threshold", G.DOORWAY_GAPS[door] * k, (geo.WALL + 5) * k)
    if image is None:
        return
    turned = _rotated(image, G.DOORWAY_ANGLES[door])
    x, y = G.DOORWAY_POINTS[door]
    surface.blit(turned, turned.get_rect(center=(x * k, y * k)))


def _rug(surface: pygame.Surface, record: tuple, k: float) -> None:
    _, _, colour, _, (x, y), angle, (rw, rh) = record
    image = art(RUG_ART[colour], rw * k, rh * k)
    if image is None:
        return
    turned = _rotated(image, upright(angle))
    surface.blit(turned, turned.get_rect(center=(x * k, y * k)))


def _on_wall(surface: pygame.Surface, name: str, point: tuple[float, float], angle: float, k: float) -> None:
    image = art(name, 60 * k, 12 * k)
    if image is None:
        return
    turned = _rotated(image, upright(angle))
    surface.blit(turned, turned.get_rect(center=(point[0] * k, point[1] * k)))


ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def _clock(surface: pygame.Surface, k: float, least: int) -> None:
    face = art("clock/face", 200 * k, 200 * k)
    cx, cy = geo.CENTRE
    if face is not None:
        surface.blit(face, face.get_rect(center=(cx * k, cy * k)))
    size = max(8, round(max(12 * k, least * 0.72)))
    for space in range(1, 13):
        x, y = G.CLOCK_NUMERALS[space]
        label = gfx.fit_width(gfx.text(ROMAN[space], size, INK, True), 22 * k + 6)
        surface.blit(label, label.get_rect(center=(x * k, y * k)))


def _name(surface: pygame.Surface, room: str, k: float, least: int) -> None:
    """The room's name on a cream plate, on one or two lines, in the box its plan gives it (the
    letters never smaller than the window's readable least, squeezed sideways if they must)."""
    (x, y, w, h), lines = geo.name_box(room)
    size = max(9, round(max(geo.NAME_SIZE * k * 0.95, least * 0.8)))
    parts = ROOM_NAMES[room].split(" ", 1) if lines == 2 else [ROOM_NAMES[room]]
    labels = [gfx.text(part, size, INK, True) for part in parts]
    room_w = w * k
    labels = [gfx.fit_width(label, max(room_w, label.get_width() * 0.72)) for label in labels]
    step = size * 1.05
    block_w = max(label.get_width() for label in labels)
    block_h = step * (len(labels) - 1) + size * 1.2
    centre = ((x + w / 2) * k, (y + h / 2) * k)
    plate = pygame.Rect(0, 0, round(block_w + max(4, 6 * k)), round(block_h + 2))
    plate.center = (round(centre[0]), round(centre[1]))
    shade = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*CREAM, 205), shade.get_rect(), border_radius=max(2, min(plate.h, 24) // 3))
    surface.blit(shade, plate)
    for i, label in enumerate(labels):
        cy = centre[1] + (i - (len(labels) - 1) / 2) * step
        surface.blit(label, label.get_rect(center=(round(centre[0]), round(cy))))


def _tray(surface: pygame.Surface, tray: str, rect: tuple[float, float, float, float], k: float,
          least: int) -> None:
    x, y, w, h = rect
    r = pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))
    well = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(well, (*TRAY, 235), well.get_rect(), border_radius=max(3, round(8 * k)))
    pygame.draw.rect(well, (*WOOD_DARK, 255), well.get_rect(), max(1, round(2 * k)),
                     border_radius=max(3, round(8 * k)))
    surface.blit(well, r)
    size = max(8, round(max(12 * k, least * 0.72)))
    label = gfx.fit_width(gfx.text(TRAY_WORDS[tray], size, INK, True), r.w - 8)
    surface.blit(label, label.get_rect(midtop=(r.centerx, r.y + max(1, round(2 * k)))))


__all__ = ["art", "render_board", "room_file", "upright"]
