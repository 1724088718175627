"""Buttons drawn on the table itself (Reveal none, Turn face-up, Hint, Undo...).

The table draws its own few buttons so they sit among the pieces and scale with them; the
menus use pygame_gui.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from . import gfx


@dataclass
class Button:
    rect: pygame.FRect
    label: str
    on_click: Callable[[], Any]
    enabled: bool = True
    primary: bool = False
    hot: bool = False
    focused: bool = False
    key: str = ""  # a stable name for tests ("reveal_none", "hint")
    why: str = ""  # why it is greyed out, said on hover and on a click

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, size: int, high_contrast: bool = False) -> None:
        r = pygame.Rect(self.rect)
        if not self.enabled:
            fill, ink = (70, 70, 70), (150, 150, 150)
        elif self.primary:
            fill, ink = gfx.GOLD, gfx.INK
        else:
            fill, ink = gfx.PANEL_LIGHT, gfx.WHITE
        if self.hot and self.enabled:
            fill = tuple(min(255, c + 25) for c in fill)
        pygame.draw.rect(surface, (0, 0, 0, 0), r)
        pygame.draw.rect(surface, fill, r, border_radius=8)
        border = gfx.WHITE if high_contrast else (20, 20, 20)
        pygame.draw.rect(surface, border, r, 2, border_radius=8)
        if self.focused:
            pygame.draw.rect(surface, gfx.GOLD, r.inflate(8, 8), 3, border_radius=10)
        label = gfx.text(self.label, size, ink, True)
        while label.get_width() > r.w - 12 and size > 11:  # Large text in a narrow button: smaller type
            size -= 1
            label = gfx.text(self.label, size, ink, True)
        label = gfx.fit_width(label, r.w - 8)
        surface.blit(label, label.get_rect(center=r.center))
