"""New game: which game, how many seats, who sits where, an optional seed."""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from rules.catalog import GAMES, get

from . import navigation
from .base import Host
from .menu import MenuScene

AI_KINDS = ("easy", "normal", "hard")


class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game_id = GAMES[0].id
        self.players = get(self.game_id).default_players
        self.seats = ["You"] + ["AI normal"] * 3
        self.seed_text = ""
        self.dropdowns: dict[Any, Callable[[str], None]] = {}

    def build(self) -> None:
        self.dropdowns = {}
        w, h = self.app.size
        x, y, bw, step = self.column(8, 0.36)
        bh = step * 3 // 4
        info = get(self.game_id)
        games = [g.title for g in self.playable()]
        self._dropdown(pygame.Rect(x, y, bw, bh), games, info.title, self._set_game, "#game")
        counts = [f"{n} players" for n in info.players]
        self._dropdown(pygame.Rect(x, y + step, bw, bh), counts, f"{self.players} players", self._set_players,
                       "#players")
        choices = ["You"] + [f"AI {k}" for k in AI_KINDS]
        for seat in range(self.players):
            label = UILabel(pygame.Rect(x - 160, y + (2 + seat) * step, 150, bh), f"Seat {seat + 1}", self.app.ui)
            self.widgets.append(label)
            self._dropdown(pygame.Rect(x, y + (2 + seat) * step, bw, bh), choices, self.seats[seat],
                           lambda v, s=seat: self._set_seat(s, v), f"#seat{seat}")
        row = 2 + self.players
        label = UILabel(pygame.Rect(x - 160, y + row * step, 150, bh), "Seed", self.app.ui)
        self.widgets.append(label)
        self.seed_entry = UITextEntryLine(pygame.Rect(x, y + row * step, bw, bh), self.app.ui, object_id="#seed",
                                          placeholder_text="random")
        self.seed_entry.set_text(self.seed_text)
        self.widgets.append(self.seed_entry)
        half = (bw - 10) // 2
        self.button(pygame.Rect(x, y + (row + 1) * step, half, bh), "Back", self.back, "#back")
        self.button(pygame.Rect(x + half + 10, y + (row + 1) * step, half, bh), "Start", self.start, "#start")

    def _dropdown(self, rect: pygame.Rect, options: list[str], current: str, on_change: Callable[[str], None],
                  oid: str) -> None:
        d = UIDropDownMenu(options, current, rect, self.app.ui, object_id=oid)
        self.widgets.append(d)
        self.dropdowns[d] = on_change

    @staticmethod
    def playable() -> list[Any]:
        from ..games import has_table

        return [g for g in GAMES if has_table(g.id)]

    def _set_game(self, title: str) -> None:
        self.game_id = next(g.id for g in GAMES if g.title == title)
        self.players = get(self.game_id).default_players
        self.resume()

    def _set_players(self, text: str) -> None:
        self.players = int(text.split()[0])
        self.resume()

    def _set_seat(self, seat: int, value: str) -> None:
        self.seats[seat] = value

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            self.seed_text = self.seed_entry.get_text()
            self.dropdowns[event.ui_element](event.text)
            return True
        return super().handle(event)

    def seat_specs(self) -> list[Any]:
        from ..play.session import SeatSpec

        specs = []
        rivals = sum(1 for s in self.seats[: self.players] if s != "You")
        n = 0
        for seat in range(self.players):
            value = self.seats[seat]
            if value == "You":
                specs.append(SeatSpec("human", "You"))
            else:
                n += 1
                kind = value.split()[-1]
                specs.append(SeatSpec(kind, "Rival" if rivals == 1 else f"Rival {n}"))
        return specs

    def start(self) -> None:
        from ..play.session import Session

        text = self.seed_entry.get_text().strip()
        if self.seats[: self.players].count("You") > 1:
            self.message = "Only one seat can be you: several players at one screen is not offered yet."
            self.seed_text = text
            self.resume()
            return
        if text and not text.lstrip("-").isdigit():
            self.message = "The seed must be a whole number (or empty for a random game)."
            self.resume()
            return
        if self.app.store.exists() and not getattr(self, "replace_confirmed", False):
            self.replace_confirmed = True
            self.message = "Starting a new game replaces your saved game. Press Start again to go ahead."
            self.seed_text = text
            self.resume()
            return
        seed = int(text) if text else random.randrange(1, 10**9)
        session = Session.new(self.game_id, self.seat_specs(), seed, store=self.app.store)
        self.app.stack.pop()
        navigation.open_table(self.app, session)
