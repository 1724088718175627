"""Things drawn over the table that are not pieces: zone insets, drop glows, shades, missiles.

Surfaces are cached by size (and pulse step), so the table redraws every frame with blits only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..ui import gfx


@gfx.cached(maxsize=64)
def inset(w: int, h: int, high_contrast: bool, seat: int = -1) -> pygame.Surface:
    """A zone's faint inset on the felt. In high contrast: a strong outline and, for a player's
    area, stripes in the player's colour at the player's own angle (colour plus pattern)."""
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
    """A legal drop zone's glow (gold unless the game colour-codes its spots); ``level`` 0-8 is
    the pulse, ``hot`` the zone under the card."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    alpha = 200 if hot else int(110 + 100 * level / 8)
    pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), 4, border_radius=12)
    if hot:
        pygame.draw.rect(layer, (*colour, 60), layer.get_rect().inflate(-8, -8), 0, border_radius=10)
    return layer


@gfx.cached(maxsize=32)
def glyph(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A small round mark a game puts on a piece, the shape beside the colour: ``"swap"`` (a
    double arrow)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surface, (20, 20, 20, 210), (c, c), c)
    pygame.draw.circle(surface, colour, (c, c), c, max(2, size // 14))
    if name == "swap":
        w = max(2, size // 10)
        head = size * 0.16
        for y, to_right in ((size * 0.38, True), (size * 0.62, False)):
            x0, x1 = size * 0.24, size * 0.76
            pygame.draw.line(surface, colour, (x0, y), (x1, y), w)
            tip = x1 if to_right else x0
            back = tip - head if to_right else tip + head
            pygame.draw.polygon(surface, colour, [(tip + (w / 2 if to_right else -w / 2), y), (back, y - head),
                                                  (back, y + head)])
    return surface


@gfx.cached(maxsize=16)
def shade(w: int, h: int, alpha: int) -> pygame.Surface:
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


@dataclass
class Missile:
    """A stone flying from a Trebuchet to its target on a high arc (drawing only)."""

    start: pygame.Vector2
    end: pygame.Vector2
    t0: float
    duration: float

    def done(self, clock: float) -> bool:
        return clock > self.t0 + self.duration

    def draw(self, surface: pygame.Surface, clock: float, radius: int) -> None:
        t = (clock - self.t0) / self.duration
        if not 0 <= t <= 1:
            return
        pos = self.start.lerp(self.end, t)
        pos.y -= math.sin(math.pi * t) * max(80.0, self.start.distance_to(self.end) * 0.35)
        pygame.draw.circle(surface, (0, 0, 0, 90), (pos.x + 4, pos.y + 6), radius)
        pygame.draw.circle(surface, (120, 116, 108), pos, radius)
        pygame.draw.circle(surface, (40, 36, 30), pos, radius, 2)
        pygame.draw.circle(surface, (190, 186, 176), (pos.x - radius / 3, pos.y - radius / 3), max(2, radius // 3))
