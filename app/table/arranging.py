"""The arranging overlay: put a few pieces in order by dragging them, then Done (say, the top cards
of a deck put back in an order of your choice). The adapter's ``Arrange`` picker gives the pieces
and what each order means; the overlay only keeps the order being made."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from .pickers import Arrange
from ..ui import gfx
from .overlays import shade

Renderer = Callable[[tuple, int, int], pygame.Surface]


class ArrangeOverlay:
    def __init__(self, picker: Arrange, unit: float) -> None:
        self.picker = picker
        self.order = list(range(len(picker.looks)))  # indices into picker.looks, left to right
        self.unit = unit                              # a piece's height on the table
        self.dragging: int | None = None

    def action(self) -> Any:
        return self.picker.orders.get(tuple(self.order))

    def rects(self, area: pygame.FRect) -> list[pygame.FRect]:
        h = self.unit * 1.6
        w = h * 5 / 7
        n = len(self.order)
        x0 = area.centerx - (n * w + (n - 1) * 20) / 2
        y = area.centery - h / 2 - self.unit * 0.2
        return [pygame.FRect(x0 + i * (w + 20), y, w, h) for i in range(n)]

    def index_at(self, pos: tuple[float, float], area: pygame.FRect) -> int | None:
        for i, rect in enumerate(self.rects(area)):
            if rect.inflate(20, 40).collidepoint(pos):
                return i
        return None

    def press(self, pos: tuple[float, float], area: pygame.FRect) -> None:
        self.dragging = self.index_at(pos, area)

    def release(self, pos: tuple[float, float], area: pygame.FRect) -> bool:
        """Drop the piece being dragged where the pointer is; True when the order changed."""
        moved = False
        target = self.index_at(pos, area)
        if self.dragging is not None and target is not None and target != self.dragging:
            self.order.insert(target, self.order.pop(self.dragging))
            moved = True
        self.dragging = None
        return moved

    def draw(self, surface: pygame.Surface, area: pygame.FRect, render: Renderer, size: int) -> None:
        surface.blit(shade(int(area.w), int(area.h), 140), area.topleft)
        rects = self.rects(area)
        title = gfx.fit_width(gfx.text(self.picker.title or "Drag them into order, then Done", size + 4, gfx.WHITE,
                                       True), area.w - 40)
        surface.blit(title, title.get_rect(midbottom=(area.centerx, rects[0].y - 14)))
        for i, (item, rect) in enumerate(zip(self.order, rects)):
            if i == self.dragging:
                rect = rect.move(0, -12)
            surface.blit(render(self.picker.looks[item], int(rect.w), int(rect.h)), rect.topleft)
            label = self.picker.labels[i] if i < len(self.picker.labels) else str(i + 1)
            text = gfx.text(label, size, gfx.WHITE, True)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
