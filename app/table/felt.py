"""The table's still background: the felt, every zone's faint inset and the lines of a board graph,
drawn once per layout so a frame starts with one opaque blit (a render cache; no game state)."""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from .layout import Link
from .overlays import inset
from .pieces import Zone

FeltPainter = Callable[[pygame.Surface, pygame.Rect], None]


class Background:
    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None

    def get(self, size: tuple[int, int], area: pygame.Rect, zones: Iterable[Zone], links: Iterable[Link],
            high_contrast: bool, paint_felt: FeltPainter) -> pygame.Surface:
        zones = [z for z in zones if z.inset and not z.dropzone]
        links = tuple(links)
        key = (size, tuple(area), high_contrast,
               tuple((z.id, int(z.rect.x), int(z.rect.y), int(z.rect.w), int(z.rect.h), z.seat) for z in zones), links)
        if key != self._key or self._surface is None:
            surface = pygame.Surface(size).convert()
            paint_felt(surface, area)
            for link in links:
                _draw_link(surface, link)
            for zone in zones:
                seat = zone.seat if zone.seat is not None else -1
                surface.blit(inset(int(zone.rect.w), int(zone.rect.h), high_contrast, seat), (zone.rect.x, zone.rect.y))
            self._surface, self._key = surface, key
        return self._surface

    def forget(self) -> None:
        self._surface, self._key = None, None


def _draw_link(surface: pygame.Surface, link: Link) -> None:
    points = [tuple(map(float, p)) for p in link.points]
    if len(points) < 2:
        return
    width = max(1, int(link.width))
    if not link.dashed:
        pygame.draw.lines(surface, link.colour, False, points, width)
        return
    for a, b in zip(points, points[1:]):
        va, vb = pygame.Vector2(a), pygame.Vector2(b)
        length = va.distance_to(vb)
        steps = max(1, int(length // 12))
        for i in range(0, steps, 2):
            pygame.draw.line(surface, link.colour, va.lerp(vb, i / steps), va.lerp(vb, min(1, (i + 1) / steps)), width)
