"""A number chosen with − and + (an offer in an auction, a bid, a share of a cost), drawn where the
adapter's ``Stepper`` picker says, with the confirming button and any others beside it.

Why a picker of its own: a stepper remembers the number shown between clicks, which a game's
adapter (it keeps nothing between calls) cannot. Only the values the picker lists can be shown,
so the confirming button always sends a legal action. Layout, drawing and hit-testing only; the
scene turns a press into the action.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..ui import gfx
from .pickers import Stepper


class StepperPanel:
    def __init__(self, picker: Stepper, text_size: int) -> None:
        self.picker = picker
        values = [v for v, _ in picker.values]
        self.index = values.index(picker.start) if picker.start in values else 0
        self.size = text_size
        self.rect = pygame.FRect(picker.anchor)
        x, y, w, h = self.rect
        rows = 3 if picker.extra else 2
        gap = max(4.0, h * 0.04)
        bh = min(text_size * 2.4, (h - gap * (rows - 1)) / rows)
        side = bh
        self.minus = pygame.FRect(x, y, side, bh)
        self.plus = pygame.FRect(x + w - side, y, side, bh)
        self.value_rect = pygame.FRect(self.minus.right + gap, y, w - 2 * side - 2 * gap, bh)
        self.confirm = pygame.FRect(x, y + bh + gap, w, bh)
        n = len(picker.extra)
        ew = (w - gap * (n - 1)) / n if n else 0
        self.extras = [pygame.FRect(x + i * (ew + gap), y + 2 * (bh + gap), ew, bh) for i in range(n)]

    @property
    def value(self) -> int:
        return self.picker.values[self.index][0]

    def action(self) -> Any:
        return self.picker.values[self.index][1]

    def step(self, by: int) -> bool:
        new = max(0, min(len(self.picker.values) - 1, self.index + by))
        moved = new != self.index
        self.index = new
        return moved

    def contains(self, pos: tuple[float, float]) -> bool:
        return any(r.collidepoint(pos) for r in (self.minus, self.plus, self.confirm, *self.extras))

    def press(self, pos: tuple[float, float]) -> tuple[str, Any]:
        """("step", None) after − or +, ("act", action) for the confirming or another button,
        ("", None) elsewhere."""
        if self.minus.collidepoint(pos):
            return ("step", None) if self.step(-1) else ("", None)
        if self.plus.collidepoint(pos):
            return ("step", None) if self.step(1) else ("", None)
        if self.confirm.collidepoint(pos):
            return "act", self.action()
        for rect, (_, action) in zip(self.extras, self.picker.extra):
            if rect.collidepoint(pos):
                return "act", action
        return "", None

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        for rect, label, live in ((self.minus, "−", self.index > 0),
                                  (self.plus, "+", self.index < len(self.picker.values) - 1)):
            pygame.draw.rect(surface, gfx.PAPER if live else gfx.GREY, rect, border_radius=8)
            pygame.draw.rect(surface, gfx.INK, rect, 2, border_radius=8)
            mark = gfx.text(label, int(size * 1.4), gfx.INK, True)
            surface.blit(mark, mark.get_rect(center=rect.center))
        pygame.draw.rect(surface, (20, 22, 28), self.value_rect, border_radius=8)
        pygame.draw.rect(surface, gfx.GOLD, self.value_rect, 2, border_radius=8)
        shown = gfx.fit_width(gfx.text(f"{self.picker.title}: {self.value}", size, gfx.WHITE, True),
                              self.value_rect.w - 8)
        surface.blit(shown, shown.get_rect(center=self.value_rect.center))
        buttons = [(self.confirm, f"{self.picker.verb} {self.value}", True)]
        buttons += [(rect, label, False) for rect, (label, _) in zip(self.extras, self.picker.extra)]
        for rect, label, primary in buttons:
            pygame.draw.rect(surface, gfx.GOLD if primary else (70, 76, 92), rect, border_radius=8)
            pygame.draw.rect(surface, gfx.INK, rect, 2, border_radius=8)
            word = gfx.fit_width(gfx.text(label, size, gfx.INK if primary else gfx.WHITE, True), rect.w - 8)
            surface.blit(word, word.get_rect(center=rect.center))


__all__ = ["StepperPanel"]
