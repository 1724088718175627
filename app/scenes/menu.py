"""The base of every menu scene: a column of pygame_gui widgets over the felt.

Each menu builds its widgets when it is entered (and again on resize), hides them while another
scene covers it, and kills them when it leaves, so widgets never outlive their scene.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..ui import gfx
from .base import Host, Scene


class MenuScene(Scene):
    """A column of widgets over the felt; subclasses fill ``build``."""

    title = ""
    overlay = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Any] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.message = ""

    # Widgets ------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()

    def exit(self) -> None:
        self.clear()

    def pause(self) -> None:
        for w in self.widgets:
            w.hide()

    def resume(self) -> None:
        self.clear()
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        self.clear()
        self.build()
        if self.app.stack.top is not self:  # covered by an overlay: stay hidden until resumed
            self.pause()

    def clear(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets, self.actions = [], {}

    def drop_widgets(self) -> None:
        self.clear()

    def build(self) -> None:
        raise NotImplementedError

    def column(self, count: int, width_share: float = 0.3) -> tuple[int, int, int, int]:
        w, h = self.app.size
        bw = max(260, int(w * width_share))
        bh = max(40, int(h * 0.062))
        gap = bh // 3
        top = int(h * 0.32)
        return (w - bw) // 2, top, bw, bh + gap

    def button(self, rect: pygame.Rect, label: str, action: Callable[[], None], object_id: str = "") -> UIButton:
        b = UIButton(rect, label, self.app.ui, object_id=object_id or None)
        self.widgets.append(b)
        self.actions[b] = action
        return b

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.app.sound.play("click")
            self.actions[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        if not self.overlay or isinstance(below, MenuScene) and not below.overlay:
            self.app.draw_felt(surface, surface.get_rect())  # over another menu: a clean page
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, (0, 0))
        w, h = self.app.size
        if self.title:
            t = gfx.text(self.title, gfx.scaled_size(44, h, self.app.text_scale), gfx.GOLD, True)
            surface.blit(t, t.get_rect(center=(w // 2, int(h * 0.16))))
        if self.message:
            m = gfx.wrapped(self.message, gfx.scaled_size(16, h, self.app.text_scale), int(w * 0.7), gfx.WHITE,
                            False, "center")
            box = m.get_rect(center=(w // 2, int(h * 0.25))).inflate(20, 12)
            pygame.draw.rect(surface, (60, 20, 20), box, border_radius=8)
            surface.blit(m, m.get_rect(center=box.center))
