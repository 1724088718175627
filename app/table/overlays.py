"""Things drawn over the table that are not pieces: zone insets, drop glows, shades, the dotted
way a move would take.

Surfaces are cached by size (and pulse step), so the table redraws every frame with blits only.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ..ui import gfx


@gfx.cached(maxsize=64)
def inset(w: int, h: int, high_contrast: bool, seat: int = -1) -> pygame.Surface:
    """A zone's faint inset on the felt. In high contrast: a strong outline and, for a player's
    area, stripes in the player's colour at the player's own angle (colour plus pattern)."""
    w, h = max(1, w), max(1, h)  # a zone squeezed to nothing by an extreme window draws as nothing, never fails
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if not high_contrast:
        pygame.draw.rect(surface, (0, 0, 0, 40), surface.get_rect(), 0, border_radius=10)
        return surface
    pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), 0, border_radius=10)
    if seat >= 0:
        colour = (*gfx.PLAYER_COLOURS[seat % 8][:3], 110)
        step = 16
        slope = (1, -1, 0, 2)[seat % 4]  # diagonal one way, the other, vertical, shallow
        for x in range(-h * 2, w + h * 2, step):
            if slope == 0:
                pygame.draw.line(surface, colour, (x, 0), (x, h), 3)
            else:
                pygame.draw.line(surface, colour, (x, 0), (x + slope * h, h), 3)
    pygame.draw.rect(surface, (255, 255, 255, 230), surface.get_rect(), 3, border_radius=10)
    return surface


@gfx.cached(maxsize=128)
def glow_layer(w: int, h: int, level: int, hot: bool, colour: tuple[int, int, int] = gfx.GOLD) -> pygame.Surface:
    """A legal drop zone's glow (gold unless the game colour-codes its spots): the spot filled with
    its colour, light enough to show what lies under it, inside a bold outline; ``level`` 0-8 is
    the pulse, ``hot`` the zone under the carried piece (a stronger fill, a wider outline).

    A dark rim outside the outline keeps a light colour visible on light pieces, and the corners
    are marked, so a spot reads as a spot on any felt or tile."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = layer.get_rect()
    fill = GLOW_FILL_HOT if hot else int(GLOW_FILL + 30 * level / 8)
    edge = 255 if hot else int(190 + 65 * level / 8)
    width = 6 if hot else 4
    pygame.draw.rect(layer, (*colour, fill), rect.inflate(-2 * width, -2 * width), 0, border_radius=10)
    pygame.draw.rect(layer, (20, 16, 10, 150), rect, 2, border_radius=13)
    pygame.draw.rect(layer, (*colour, edge), rect.inflate(-4, -4), width, border_radius=12)
    if hot:  # a light inner line: the spot the piece will land on
        pygame.draw.rect(layer, (255, 255, 255, 200), rect.inflate(-2 * width - 6, -2 * width - 6), 2,
                         border_radius=8)
    return layer


GLOW_FILL = 70       # alpha of a legal spot's fill (0-255): the spot's colour, the piece under it seen through
GLOW_FILL_HOT = 125  # the spot under the carried piece


@gfx.cached(maxsize=16)
def shade(w: int, h: int, alpha: int) -> pygame.Surface:
    shade = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def dotted_path(surface: pygame.Surface, points: Sequence[tuple[float, float]], size: int, words: str = "") -> None:
    """The way a move would take (a walk through several places): dots along the line through
    ``points``, light on a dark rim so they read on any felt, a ring on the last place, and
    ``words`` on a plate halfway."""
    if len(points) < 2:
        return
    r = max(3, size // 5)
    gap = r * 3.2
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        for i in range(int(length // gap) + 1):
            t = i * gap / length if length else 0.0
            centre = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            pygame.draw.circle(surface, gfx.INK, centre, r + 2)
            pygame.draw.circle(surface, gfx.WHITE, centre, r)
    end = points[-1]
    pygame.draw.circle(surface, gfx.INK, end, r * 3 + 2, 4)
    pygame.draw.circle(surface, gfx.GOLD, end, r * 3, 3)
    if words:
        (x0, y0), (x1, y1) = points[len(points) // 2 - 1], points[len(points) // 2]
        label = gfx.text(words, size, gfx.INK, True)
        plate = label.get_rect(center=((x0 + x1) / 2, (y0 + y1) / 2)).inflate(12, 6)
        pygame.draw.rect(surface, gfx.GOLD, plate, border_radius=6)
        pygame.draw.rect(surface, gfx.INK, plate, 2, border_radius=6)
        surface.blit(label, label.get_rect(center=plate.center))
