"""The Citadel's looks and how each is drawn (``render``), enlarged on hover (``large``), and the
looks that stand for the game (``SHOWCASE``).

Looks (plain tuples, what a layout asks for):

- ``("board",)``: the floor plan (``board_art``); ``("door", doorway, locked[, fall])``: a
  doorway's bar along its wall (nothing but a faint sill when open; ``fall``: still dropping in);
  ``("bar",)``: a door marker in the supply;
- ``("switch", type, active)``; ``("treasure", tile, colour, ready)``; ``("marker", colour)``;
  ``("ring",)`` the clock marker's ring; ``("hand", clock)`` the clock's hand (a fraction while
  it sweeps);
- standees: ``app.table.standees`` looks; ``("swirl", standee look, gone)`` one vanishing (0-1);
- ``("banner", words)``: the dice's result read out over the board;
- ``("cdie", die, split, face)``: the Professor, Colour or Clock die (face 0-5, -1 not rolled
  this phase, ``None`` the last face it showed: the table keeps it);
- ``("card", card, state)``, ``("back",)``, ``("tile", character, face_up)``,
  ``("ribbon", colour, tile, room, steps, types, ready)``, ``("row", kind, count)``,
  ``("pips", actions, total, played)``, ``("tray", badges)``,
  ``("chip", character, where, face_up, deck, lasting, active, human)``;
- ``("stack", count)`` the treasure stack, ``("rooms", count)`` the room deck, ``("used", rooms)``.
"""

from __future__ import annotations

import math

import pygame

from rules.citadel.content import clock_steps

from ...table import dice, standees
from ...ui import gfx
from . import geometry as geo, panel_art as P
from .board_art import CREAM, INK, art, render_board, room_file, upright

SHOWCASE = (("card", "LJ2", ""), ("tile", "LER", True), ("card", "NG1", ""))
PROFESSOR_FACES = ("prof_walk_1", "prof_walk_2", "prof_walk_3", "prof_secret_passage", "prof_time_5", "prof_time_10")
COLOUR_FACES = ("colour_red_circle", "colour_green_triangle", "colour_blue_square")
DIE_STYLE = {"professor": "ivory", "colour": "ivory", "clock": "black"}


def least(h: int | None = None) -> int:
    return gfx.least_text(h)


def render(look: tuple, w: int, h: int) -> pygame.Surface:
    w, h = max(2, int(w)), max(2, int(h))
    kind = look[0]
    if standees.is_standee_look(look):
        return standees.render_look(look, w, h)
    if kind == "board":
        return render_board(w, h, least())
    if kind == "door":
        return door(look[1], look[2], w, h, look[3] if len(look) > 3 else 0.0)
    if kind == "bar":
        return _art("doors/bar", w, h)
    if kind == "switch":
        return _art(f"switches/{look[1]}_{'on' if look[2] else 'off'}", w, h)
    if kind == "treasure":
        return P.treasure_tile(look[1], look[2], look[3], w, h)
    if kind == "marker":
        return _art("clock/marker_" + {"R": "red_circle", "G": "green_triangle", "B": "blue_square"}[look[1]], w, h)
    if kind == "ring":
        return _art("clock/clock_ring", w, h)
    if kind == "hand":
        return hand(look[1], w, h)
    if kind == "cdie":
        return die(look[1], look[2], look[3], w, h)
    if kind == "card":
        return P.card_face(look[1], w, h, least(), look[2])
    if kind == "back":
        return P.card_back(w, h)
    if kind == "tile":
        return P.character_tile(look[1], look[2], w, h, least())
    if kind == "ribbon":
        return P.ribbon(*look[1:], w, h, least())
    if kind == "row":
        return P.treasure_row(look[1], look[2], w, h, least())
    if kind == "pips":
        return P.pips(look[1], look[2], look[3], w, h, least())
    if kind == "tray":
        return P.dice_tray(look[1], w, h, least())
    if kind == "chip":
        return P.chip(*look[1:], w, h, least())
    if kind == "swirl":
        return swirl(look[1], look[2], w, h)
    if kind == "banner":
        return banner(look[1], w, h, least())
    if kind in ("stack", "rooms"):
        return pile(kind, look[1], w, h)
    if kind == "used":
        return used_rooms(look[1], w, h)
    raise KeyError(f"the Citadel has no look {look!r}")


def large(look: tuple, height: int) -> pygame.Surface | None:
    """``look`` enlarged with its words (hover), at a size for a window ``height`` pixels tall."""
    kind = look[0]
    big = int(height * 0.42)
    if kind == "card":
        return P.card_face(look[1], int(big * 5 / 7), big, least(height), "")
    if kind == "tile":
        return P.character_tile(look[1], look[2], int(big * 5 / 7), big, least(height))
    if kind == "treasure":
        return P.treasure_tile(look[1], look[2], look[3], big // 2, big // 2)
    if kind == "switch":
        return _art(f"switches/{look[1]}_{'on' if look[2] else 'off'}", big // 3, big // 3)
    if standees.is_standee_look(look):
        h = int(height * 0.22)
        return standees.render_look(look, int(h * standees.ASPECT), h)
    return None


def _art(name: str, w: int, h: int) -> pygame.Surface:
    image = art(name, w, h)
    return image if image is not None else pygame.Surface((w, h), pygame.SRCALPHA)


@gfx.cached(maxsize=128)
def door(doorway: str, locked: bool, w: int, h: int, fall: float = 0.0) -> pygame.Surface:
    """A doorway's bar turned along its wall, in a ``w`` x ``h`` box (the bar's own box or larger);
    ``fall`` (0-1) is a bar still dropping in: thicker and fainter, as if nearer the eye."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if not locked:
        return surface
    _, _, box_w, box_h = geo.door_box(doorway)
    k = min(w / box_w, h / box_h)
    bar = art("doors/bar", geo.DOOR_GAP[doorway] * k, geo.BAR_THICK * k * (1 + 0.8 * fall))
    if bar is not None:
        if fall > 0:
            bar = bar.copy()
            bar.set_alpha(int(255 * (1 - 0.6 * fall)))
        turned = pygame.transform.rotate(bar, -upright(geo.DOOR_ANGLE[doorway]))
        surface.blit(turned, turned.get_rect(center=(w / 2, h / 2)))
    return surface


def swirl(look: tuple, gone: float, w: int, h: int) -> pygame.Surface:
    """A standee vanishing in a swirl (``gone`` 0: all there, 1: gone): it turns, shrinks and
    fades inside three arms of violet smoke spiralling round it, thickest once it is gone. The smoke
    spills past the piece (the table centres a larger picture on it)."""
    side = int(max(w, h) * 2.2)
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    if gone < 1:
        figure = pygame.transform.rotozoom(render(look, w, h), 320 * gone, max(0.05, 1 - 0.75 * gone))
        figure.set_alpha(int(255 * (1 - gone)))
        surface.blit(figure, figure.get_rect(center=(c, c)))
    strength = 0.35 + 0.65 * math.sin(math.pi * gone / 2)  # thickest as the figure is gone
    r0 = side * 0.46
    for arm in range(3):
        for i in range(16):
            t = i / 16
            angle = math.radians(arm * 120 + t * 300 + gone * 420)
            r = r0 * (1 - 0.85 * t)
            dot = max(1.5, side * 0.05 * (1 - 0.6 * t))
            alpha = int(250 * strength * (0.5 + 0.5 * t))
            at = (c + r * math.cos(angle), c + r * math.sin(angle))
            pygame.draw.circle(surface, (52, 24, 80, alpha), at, dot)
            pygame.draw.circle(surface, (196, 150, 246, alpha), at, dot * 0.55)
    return surface


@gfx.cached(maxsize=8)
def banner(message: str, w: int, h: int, least: int) -> pygame.Surface:
    """The dice's result on a dark plate with a gold rim: the faces in gold on the first line,
    what the Professor does in white under them ("3 chevrons · red — the Professor walks ...")."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, (28, 24, 32, 236), (0, 0, w, h), border_radius=max(6, h // 4))
    pygame.draw.rect(surface, gfx.GOLD, (0, 0, w, h), max(2, h // 22), border_radius=max(6, h // 4))
    head, _, rest = message.partition(" — ")
    head = head[:1].upper() + head[1:]
    size = max(least, int(h * 0.3))
    if rest:
        P.words(surface, head, size, (w / 2, h * 0.32), w - 16, gfx.GOLD)
        P.words(surface, rest[0].upper() + rest[1:], max(least, int(size * 0.82)), (w / 2, h * 0.7), w - 16,
                gfx.WHITE, bold=False)
    else:
        P.words(surface, head, size, (w / 2, h / 2), w - 16, gfx.GOLD)
    return surface


@gfx.cached(maxsize=64)
def hand(clock: float, w: int, h: int) -> pygame.Surface:
    """The brass hand pointing at space ``clock`` (its pivot at the centre of the box); a space
    between two (``2.4``) while it sweeps."""
    k = min(w, h) / geo.HAND
    image = art("clock/hand", 24 * k, 80 * k)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if image is None:
        return surface
    column = pygame.Surface((image.get_width(), int(148 * k)), pygame.SRCALPHA)
    column.blit(image, (0, 0))
    turned = pygame.transform.rotate(column, -30.0 * clock)
    surface.blit(turned, turned.get_rect(center=(w / 2, h / 2)))
    return surface


@gfx.cached(maxsize=96)
def die(kind: str, split: str, face: int | None, w: int, h: int) -> pygame.Surface:
    """One of the three dice showing ``face`` (its index 0-5; a tumbling die may show 6, which is
    index 0 again); a die not rolled this phase is blank with a dash, one never rolled blank."""
    size = max(8, min(w, h))
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    cube = dice.render_blank(size, DIE_STYLE[kind]).copy()
    area = dice.face_rect(size)
    if face is None or face < 0:
        ink = (150, 140, 120) if kind != "clock" else (120, 120, 120)
        if face is not None:
            pygame.draw.line(cube, ink, (area.x + area.w * 0.3, area.centery), (area.right - area.w * 0.3,
                                                                                  area.centery), max(2, size // 14))
    else:
        face %= 6
        if kind == "professor":
            name = PROFESSOR_FACES[face]
        elif kind == "colour":
            name = COLOUR_FACES[face % 3]
        else:
            name = "clock_single" if clock_steps(face, split) == 1 else "clock_double"
        icon = art("dice/" + name, area.w * 0.86, area.h * 0.86)
        if icon is not None:
            cube.blit(icon, icon.get_rect(center=area.center))
    surface.blit(cube, cube.get_rect(center=(w / 2, h / 2)))
    return surface


@gfx.cached(maxsize=32)
def pile(kind: str, count: int, w: int, h: int) -> pygame.Surface:
    """The face-down treasure stack or room deck, with how many are left."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    size = min(w, h)
    if kind == "stack":
        back = art("treasures/back", size, size)
        if back is not None:
            surface.blit(back, back.get_rect(center=(w / 2, h / 2)))
    else:
        card = pygame.Rect(0, 0, int(size * 0.72), size)
        card.center = (w // 2, h // 2)
        pygame.draw.rect(surface, (70, 92, 120), card, border_radius=max(3, size // 8))
        pygame.draw.rect(surface, CREAM, card.inflate(-max(2, size // 10), -max(2, size // 10)), max(1, size // 30),
                         border_radius=max(2, size // 10))
    disc = max(10, int(size * 0.42))
    centre = (w / 2, h / 2)
    pygame.draw.circle(surface, CREAM, centre, disc / 2)
    pygame.draw.circle(surface, INK, centre, disc / 2, 1)
    P.words(surface, str(count), int(disc * 0.7), centre, disc * 0.9)
    return surface


@gfx.cached(maxsize=16)
def used_rooms(rooms: tuple[str, ...], w: int, h: int) -> pygame.Surface:
    """The room cards drawn so far (face up beside the board): each room's emblem, in order."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    cols = 5
    size = min(w / cols, h / 2) - 2
    for i, room in enumerate(rooms[:10]):
        emblem = art(room_file(room), size, size)
        if emblem is not None:
            x = (i % cols) * (w / cols) + (w / cols - size) / 2
            y = (i // cols) * (h / 2) + (h / 2 - size) / 2
            surface.blit(emblem, (x, y))
    return surface


__all__ = ["SHOWCASE", "banner", "large", "render", "swirl"]
