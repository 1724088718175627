"""A small menu over the table: a choice when a gesture fits several actions, or a question to
confirm first ("Place this set?"). Enter takes the focused option, Esc or a click elsewhere
cancels; Tab and the arrow keys move the focus."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..ui import gfx
from ..ui.widgets import Button
from .overlays import shade


class ChoiceMenu:
    def __init__(self) -> None:
        self.options: list[tuple[str, Any]] = []   # (label, action); action None = Cancel
        self.question = ""
        self.buttons: list[Button] = []

    @property
    def open(self) -> bool:
        return bool(self.options)

    def offer(self, options: list[tuple[str, Any]], area: pygame.FRect, size: int, choose: Callable[[Any], None],
              question: str = "") -> None:
        """Show ``options`` (a Cancel is added) centred in ``area``; ``choose(action)`` answers."""
        self.options = list(options) + [("Cancel", None)]
        self.question = question
        bh = size * 2.2
        width = max(gfx.text(label, size, gfx.INK, True).get_width() for label, _ in self.options) + size * 2
        cx, cy = area.center
        top = cy - (len(self.options) * (bh + 8)) / 2
        self.buttons = []
        for i, (label, action) in enumerate(self.options):
            rect = pygame.FRect(cx - width / 2, top + i * (bh + 8), width, bh)
            fn = (lambda a=action: choose(a)) if action is not None else self.close
            self.buttons.append(Button(rect, label, fn, primary=action is not None, key=f"choice{i}"))
        self.buttons[0].focused = True  # Enter takes the first option, Esc cancels

    def close(self) -> None:
        self.options, self.buttons, self.question = [], [], ""

    def press(self, pos: tuple[float, float]) -> bool:
        """A click while the menu is open: an option, or anywhere else to cancel."""
        for button in self.buttons:
            if button.contains(pos) and button.enabled:
                button.on_click()
                return True
        self.close()
        return True

    def key(self, key: int, shift: bool) -> bool:
        if key == pygame.K_ESCAPE:
            self.close()
            return True
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            step = -1 if (shift or key == pygame.K_UP) else 1
            focused = next((i for i, b in enumerate(self.buttons) if b.focused), -1)
            for b in self.buttons:
                b.focused = False
            self.buttons[(focused + step) % len(self.buttons)].focused = True
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            for b in self.buttons:
                if b.focused:
                    b.on_click()
                    return True
        return False

    def hover(self, pos: tuple[float, float]) -> None:
        for button in self.buttons:
            button.hot = button.contains(pos)

    def draw(self, surface: pygame.Surface, area: pygame.FRect, size: int, high_contrast: bool) -> None:
        surface.blit(shade(int(area.w), int(area.h), 120), area.topleft)
        if self.question and self.buttons:
            q = gfx.fit_width(gfx.text(self.question, size + 3, gfx.WHITE, True), area.w - 60)
            where = q.get_rect(midbottom=(area.centerx, self.buttons[0].rect.y - 16))
            pygame.draw.rect(surface, (20, 22, 26), where.inflate(28, 14), border_radius=10)
            pygame.draw.rect(surface, gfx.GOLD, where.inflate(28, 14), 2, border_radius=10)
            surface.blit(q, where)
        for button in self.buttons:
            button.draw(surface, size, high_contrast)
