"""The results over the finished table: who won, each seat's score in the game's own terms."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ..ui import gfx
from . import navigation
from .base import Host
from .menu import MenuScene


class ResultsScene(MenuScene):
    title = "Game over"
    overlay = True

    def __init__(self, app: Host, session: Any) -> None:
        super().__init__(app)
        self.session = session

    def build(self) -> None:
        x, y, w, step = self.column(3)
        bh = step * 3 // 4
        y = int(self.app.size[1] * 0.62)
        items = [("Play again", self.again, "#again"), ("New game", self.new_game, "#new_game"),
                 ("Title", self.to_title, "#title")]
        if self.session.tutorial:
            items[0] = ("Replay this deal", self.again, "#again")
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def lines(self) -> list[str]:
        from ..games import adapter_for

        r = self.session.result()
        names = list(self.session.names)
        if len(r.winners) > 1:
            head = "Shared victory: " + " and ".join(names[s] for s in r.winners)
        else:
            head = f"{names[r.winners[0]]} {'win' if names[r.winners[0]] == 'You' else 'wins'}!"
        ending = adapter_for(self.session.game_id, names).ending(self.session.view(), r, self.session.perspective)
        return [head] + ending.lines

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = self.app.size
        y = int(h * 0.27)
        for i, line in enumerate(self.lines()):
            size = gfx.scaled_size(30 if i == 0 else 19, h, self.app.text_scale)
            t = gfx.text(line, size, gfx.GOLD if i == 0 else gfx.WHITE, i == 0)
            surface.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += t.get_height() + 6

    def again(self) -> None:
        from ..play.session import Session

        s = self.session
        if s.tutorial:
            from .tutorial import start_tutorial

            navigation.to_title(self.app)
            start_tutorial(self.app, s.game_id)
            return
        session = Session.new(s.game_id, list(s.seats), random.randrange(1, 10**9), store=self.app.store)
        navigation.to_title(self.app)
        navigation.open_table(self.app, session)

    def new_game(self) -> None:
        navigation.to_title(self.app)
        navigation.new_game(self.app)

    def to_title(self) -> None:
        navigation.to_title(self.app)

    def back(self) -> None:
        self.to_title()
