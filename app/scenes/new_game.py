"""New game: which game, how many seats, who sits where, an optional seed.

Each seat is played by "You", by another person at this screen ("Player 2".."Player 8"), or by
an AI at a level; one person may hold several seats. The seat counts offered are exactly the
game's (up to 8), and each seat's row says what the seat will be called: you, a rival, a teammate.
The rows stay inside the window from 1024x640 up, with large text too: two columns past 4 seats.
"""

from __future__ import annotations

import weakref

import random
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from rules import catalog

from ..play.seats import MAX_SEATS, YOU, menu_choices, plan_seats
from ..ui import gfx
from . import navigation
from .base import Host
from .menu import MenuScene

DEFAULT_SEATS = [YOU] + ["AI normal"] * (MAX_SEATS - 1)
DROP_UP = "@drop_up"  # a theme class: the list opens upwards (rows low in the window)
ROW_LABEL = "@row_label"  # a theme class: a row's label sits against its widget
THEME = {DROP_UP: {"misc": {"expand_direction": "up"}},
         ROW_LABEL: {"misc": {"text_horiz_alignment": "right"}}}


def seat_counts(game_id: str) -> list[int]:
    """The seat counts New game offers for ``game_id``: the game's own, up to 8."""
    return [n for n in catalog.get(game_id).players if 1 <= n <= MAX_SEATS]


def default_count(game_id: str) -> int:
    counts = seat_counts(game_id)
    default = catalog.get(game_id).default_players
    return default if default in counts else counts[-1]


_THEMED: "weakref.WeakSet[Any]" = weakref.WeakSet()  # UI managers that have this screen's theme

class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game_id = self.playable()[0].id if self.playable() else catalog.GAMES[0].id
        self.players = default_count(self.game_id)
        self.seats = list(DEFAULT_SEATS)
        self.seed_text = ""
        self.replace_confirmed = False
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        self.message_top = 0

    # --- layout -----------------------------------------------------------------------------------
    def metrics(self) -> tuple[int, int, int]:
        """(font px, row height, gap) for the window and the text size setting."""
        h = self.app.size[1]
        font_px = gfx.scaled_size(17, h, self.app.text_scale)
        row = max(30, int(font_px * 1.8))
        return font_px, row, max(6, row // 4)

    def build(self) -> None:
        self.dropdowns = {}
        offered = menu_choices(self.players)
        self.seats = [c if c in offered else "AI normal" for c in self.seats]  # fewer seats, fewer people
        self._theme()
        w, h = self.app.size
        font_px, row, gap = self.metrics()
        step = row + gap
        columns = 2 if self.players > 4 else 1
        seat_rows = -(-self.players // columns)
        title_h = gfx.scaled_size(44, h, self.app.text_scale)
        self.message_top = int(h * 0.04) + title_h + gap
        top = self.message_top + 3 * font_px + gap  # room for a two-line message or the blurb
        block = (3 + seat_rows) * step + row
        top = max(top, min((h - block) // 2, h - block - gap))
        col_w = max(300, min(int(w * 0.4), 600))
        if columns == 2:
            col_w = min(col_w, (int(w * 0.94) - gap * 3) // 2)
        width = col_w * columns + gap * 3 * (columns - 1)
        left = (w - width) // 2
        # The game and the seat count, across the top.
        info = catalog.get(self.game_id)
        main_w = col_w
        main_x = (w - main_w) // 2
        label_w = max(90, self._text_width(font_px, "Players") + 24)
        titles = [g.title for g in self.playable()] or [info.title]
        self._label(pygame.Rect(main_x - label_w - gap, top, label_w, row), "Game")
        self._dropdown(pygame.Rect(main_x, top, main_w, row), titles, info.title, self._set_game, "#game")
        counts = [f"{n} players" for n in seat_counts(self.game_id)]
        self._label(pygame.Rect(main_x - label_w - gap, top + step, label_w, row), "Players")
        self._dropdown(pygame.Rect(main_x, top + step, main_w, row), counts, f"{self.players} players",
                       self._set_players, "#players")
        # One row per seat, in one or two columns.
        names = [s.name for s in plan_seats(self.seats[: self.players], info.cooperative)]
        widest = max(self._text_width(font_px, f"{i + 1}. {n}") for i, n in enumerate(names))
        name_w = min(col_w * 2 // 5, widest + 20)
        choices = menu_choices(self.players)
        for seat in range(self.players):
            col, r = divmod(seat, seat_rows)
            y = top + (2 + r) * step
            if columns == 1:  # lined up with the game's row, the name to the left
                box = pygame.Rect(main_x, y, main_w, row)
            else:
                x = left + col * (col_w + gap * 3) + name_w + gap
                box = pygame.Rect(x, y, col_w - name_w - gap, row)
            self._label(pygame.Rect(box.x - gap - name_w, y, name_w, row), f"{seat + 1}. {names[seat]}",
                        f"#seat_name{seat}")
            up = y > h - (y + row)  # more room above than below: the list opens upwards
            self._dropdown(box, choices, self.seats[seat], lambda v, s=seat: self._set_seat(s, v), f"#seat{seat}", up)
        # The seed, then Back and Start.
        y = top + (2 + seat_rows) * step
        self._label(pygame.Rect(main_x - label_w - gap, y, label_w, row), "Seed")
        self.seed_entry = UITextEntryLine(pygame.Rect(main_x, y, main_w, row), self.app.ui, object_id="#seed",
                                          placeholder_text="random")
        self.seed_entry.set_text(self.seed_text)
        self.widgets.append(self.seed_entry)
        bw = (main_w - gap) // 2
        self.button(pygame.Rect(main_x, y + step, bw, row), "Back", self.back, "#back")
        self.button(pygame.Rect(main_x + bw + gap, y + step, main_w - bw - gap, row), "Start", self.start, "#start")

    def _theme(self) -> None:
        """This screen's two theme classes, added once to the app's UI manager."""
        ui = self.app.ui
        if ui not in _THEMED:  # a new manager (after a text size change) needs them again
            ui.get_theme().load_theme(THEME)
            _THEMED.add(ui)

    @staticmethod
    def _text_width(size: int, text: str) -> int:
        return gfx.font(size).size(text)[0]

    def _label(self, rect: pygame.Rect, text: str, oid: str | None = None) -> None:
        self.widgets.append(UILabel(rect, text, self.app.ui, object_id=ObjectID(object_id=oid, class_id=ROW_LABEL)))

    def _dropdown(self, rect: pygame.Rect, options: list[str], current: str, on_change: Callable[[str], None],
                  oid: str, up: bool = False) -> None:
        object_id = ObjectID(object_id=oid, class_id=DROP_UP) if up else oid
        d = UIDropDownMenu(options, current, rect, self.app.ui, object_id=object_id)
        self.widgets.append(d)
        self.dropdowns[d] = on_change

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface, surface.get_rect(), catalog.get(self.game_id).cooperative)
        w, h = self.app.size
        size = gfx.scaled_size(44, h, self.app.text_scale)
        t = gfx.text(self.title, size, gfx.GOLD, True)
        surface.blit(t, t.get_rect(midtop=(w // 2, int(h * 0.04))))
        small = gfx.scaled_size(16, h, self.app.text_scale)
        if self.message:
            m = gfx.wrapped(self.message, small, int(w * 0.7), gfx.WHITE, False, "center")
            box = m.get_rect(midtop=(w // 2, self.message_top)).inflate(20, 8)
            pygame.draw.rect(surface, (60, 20, 20), box, border_radius=8)
            surface.blit(m, m.get_rect(center=box.center))
        elif catalog.get(self.game_id).blurb:
            b = gfx.wrapped(catalog.get(self.game_id).blurb, small, int(w * 0.7), gfx.PAPER, False, "center")
            surface.blit(b, b.get_rect(midtop=(w // 2, self.message_top)))

    # --- choices ----------------------------------------------------------------------------------
    @staticmethod
    def playable() -> list[Any]:
        from ..games import has_table

        return [g for g in catalog.GAMES if has_table(g.id)]

    def _set_game(self, title: str) -> None:
        self.game_id = next(g.id for g in catalog.GAMES if g.title == title)
        self.players = default_count(self.game_id)
        self.resume()

    def _set_players(self, text: str) -> None:
        self.players = int(text.split()[0])
        self.resume()

    def _set_seat(self, seat: int, value: str) -> None:
        self.seats[seat] = value
        self.resume()  # the seat names change with the choices (Rival, Teammate 2, Player 1...)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            self.seed_text = self.seed_entry.get_text()
            self.dropdowns[event.ui_element](event.text)
            return True
        return super().handle(event)

    def seat_specs(self) -> list[Any]:
        return plan_seats(self.seats[: self.players], catalog.get(self.game_id).cooperative)

    def start(self) -> None:
        from ..play.session import Session

        text = self.seed_entry.get_text().strip()
        self.seed_text = text
        if text and not text.lstrip("-").isdigit():
            self.message = "The seed must be a whole number (or empty for a random game)."
            self.resume()
            return
        if self.app.store.exists() and not self.replace_confirmed:
            self.replace_confirmed = True
            self.message = "Starting a new game replaces your saved game. Press Start again to go ahead."
            self.resume()
            return
        seed = int(text) if text else random.randrange(1, 10**9)
        session = Session.new(self.game_id, self.seat_specs(), seed, store=self.app.store)
        self.app.stack.pop()
        navigation.open_table(self.app, session)
