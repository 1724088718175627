"""The curtain between two people sharing one screen: "Pass to Bob".

When the next seat to act belongs to another person and the game has secrets, the table must not
stay on screen: the previous person's hand would be in full view of the next one. This scene is
opaque (the table under it is not drawn at all) and lifts only when the next person says they
are at the screen, so the one who just played can hand the computer over and look away.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui

from ..ui import gfx
from .base import Host
from .menu import MenuScene

LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class CurtainScene(MenuScene):
    """Hides the table until ``person`` takes the screen; then ``session.pass_to(person)``,
    ``on_lift()``, and the curtain goes."""

    overlay = False  # opaque: nothing of the scene below is drawn

    def __init__(self, app: Host, session: Any, person: str, on_lift: Callable[[], None]) -> None:
        super().__init__(app)
        self.session = session
        self.person = person
        self.on_lift = on_lift
        self.title = f"Pass to {person}"
        self.lifted = False

    def why(self) -> str:
        """One short line: why the table is hidden."""
        if self.session.unsure:
            return (f"The game goes on: the table stays hidden until {self.person} is at the screen, "
                    "so nobody sees another player's cards.")
        before = self.session.looking
        if before and before != self.person:
            return (f"It is {self.person}'s turn: the table stays hidden so that {before} and {self.person} "
                    "each see only their own cards.")
        return f"It is {self.person}'s turn. The table stays hidden until {self.person} is at the screen."

    def build(self) -> None:
        w, h = self.app.size
        x, _, bw, step = self.column(1, 0.36)
        bh = step * 3 // 4
        self.button(pygame.Rect(x, int(h * 0.55), bw, bh), f"I'm {self.person}: show my table", self.lift,
                    "#show_table")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            return super().handle(event)
        if event.type == pygame.KEYDOWN:
            if event.key in LIFT_KEYS:
                self.lift()
            return True  # Escape included: the curtain never opens by accident
        return False

    def lift(self) -> None:
        """``person`` is at the screen: show their table."""
        if self.lifted:
            return
        self.lifted = True
        self.session.pass_to(self.person)
        self.on_lift()
        if self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        self.app.draw_felt(surface, surface.get_rect(), self.session.facts.cooperative)
        shade = pygame.Surface((w, h))
        shade.fill(gfx.FELT_DARK)
        shade.set_alpha(170)
        surface.blit(shade, (0, 0))
        title = gfx.text(self.title, gfx.scaled_size(44, h, self.app.text_scale), gfx.GOLD, True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.28))))
        line = gfx.wrapped(self.why(), gfx.scaled_size(18, h, self.app.text_scale), int(w * 0.6), gfx.WHITE,
                           False, "center")
        surface.blit(line, line.get_rect(midtop=(w // 2, int(h * 0.36))))
