"""The tutorial overlay's brain: a ``TutorialRun`` kept in step with the table's session.

The table plays every move through its session as usual (so animation, sound and the log work
as in a real game); this driver says which move the lesson accepts, supplies the Rival's scripted
moves, turns the step's highlight targets into pieces and zones, and shows the step's text with
its Start / Next / Finish button.
"""

from __future__ import annotations

from typing import Any

import pygame

from rules.catalog import load_tutorial
from rules.core.tutorial import TutorialRun

from ..ui import gfx
from ..ui.widgets import Button
from . import navigation


def start_tutorial(app: Any, game_id: str) -> None:
    from ..play.session import SeatSpec, Session

    tutorial = load_tutorial(game_id)
    names = list(tutorial.seat_names) or ["You", "Rival"]
    seats = [SeatSpec("human" if p == tutorial.learner else "normal", names[p] if p < len(names) else f"Rival {p}")
             for p in range(tutorial.players)]
    session = Session.new(game_id, seats, tutorial.seed, dict(tutorial.options))
    session.tutorial = True
    navigation.open_table(app, session, TutorialDriver(tutorial))


class TutorialDriver:
    def __init__(self, tutorial: Any) -> None:
        self.tutorial = tutorial
        self.run = TutorialRun(tutorial)
        self.button: Button | None = None

    # --- what the table asks -----------------------------------------------------------------------
    def allows(self, action: Any) -> bool:
        return not self.run.waiting_for_button() and self.run.expected() == action

    def allows_soon(self, action: Any) -> bool:
        """``action`` is one of the moves this step still waits for: the table may stage it now
        (a role dragged before Done) and send it when its turn comes."""
        return any(expect.action == action for expect in self.run.awaited_moves())

    def _next_unstaged(self, table: Any) -> Any:
        """The first awaited move the learner has not staged on the table yet (``None``: all are)."""
        staged = set(table._staged()) if table is not None else set()
        return next((e for e in self.run.awaited_moves() if e.action not in staged), None)

    def hint(self, table: Any = None) -> str:
        expect = self._next_unstaged(table) if table is not None else None
        if expect is not None and expect.hint:
            return expect.hint
        return self.run.hint() or "Not that one: follow the highlighted piece."

    def prompt(self, table: Any = None) -> str:
        if self.run.finished:
            return "Lesson complete"
        if self.run.waiting_for_button():
            return f"Press {self.run.expected()} to go on"
        if table is not None and table._staged():
            expect = self._next_unstaged(table)
            return expect.prompt if expect is not None else "Press Done to place them."
        return self.run.prompt()

    def _targets(self, table: Any) -> tuple:
        """The step's highlights, with the next move's: the first one not yet staged on the table."""
        if table is None or not table._staged():
            return self.run.highlights()
        step = self.run.step
        if step is None:
            return ()
        expect = self._next_unstaged(table)
        extra = expect.highlight if expect is not None else (("button", "done"),)
        return tuple(dict.fromkeys(step.highlight + extra))

    def after(self, table: Any, action: Any, events: Any) -> None:
        """The table applied ``action``: move the lesson on by the same move."""
        if self.run.rival_due():
            self.run.advance_rival()
        else:
            self.run.try_action(action)
        self._sync_check(table)

    def rival_may_move(self) -> bool:
        return self.run.rival_due()

    def rival_action(self, session: Any) -> Any:
        return self.tutorial.rival_actions[self.run.rival_index]

    def filter(self, table: Any) -> None:
        """Only the taught move is offered: everything else stays visible but gets a hint."""
        self._place_button(table)

    def _sync_check(self, table: Any) -> None:
        """The session and the lesson play one game: they must agree after every move."""
        module = table.session.module
        if module.to_json(self.run.state) != module.to_json(table.session.state):
            raise RuntimeError("the tutorial and the table disagree about the game")

    # --- highlights ------------------------------------------------------------------------------
    def highlight_keys(self, table: Any) -> set[str]:
        """The pieces the current step points at (each game's adapter knows its own pieces)."""
        return table.adapter.tutorial_keys(table.view, self._targets(table))

    def highlight_zones(self, table: Any) -> list[pygame.FRect]:
        targets = self._targets(table)
        places = getattr(table.adapter, "tutorial_zones", None)
        rects = list(places(table.view, targets)) if places is not None else []
        for target in targets:
            kind = target[0]
            zone_id = {"castle": f"castle:{target[1]}", "hand_area": f"hand:{target[1]}",
                       "zone": str(target[1])}.get(kind)
            if zone_id and zone_id in table.board.zones:
                rects.append(table.board.zones[zone_id].rect)
            if kind == "button":
                name = target[1]
                for zone in table.inter.dropzones if table.inter else []:
                    if zone.id == {"face_up": "drop:up", "face_down": "drop:down"}.get(name):
                        rects.append(zone.rect)
                for button in table.buttons:
                    if button.key == name:
                        rects.append(button.rect)
        return rects

    # --- the lesson panel ---------------------------------------------------------------------------
    @staticmethod
    def in_panel(table: Any) -> bool:
        """Games whose board fills the table (Sky Castle's castle) show the lesson in the side panel."""
        return bool(getattr(table.adapter, "lesson_in_panel", False)) and table.tutorial is not None

    def panel_rect(self, table: Any) -> pygame.FRect:
        """The lesson's text sits in the open band between the two castles, or in the side panel
        under the scoreboard, as tall as its text (and its button) need."""
        if self.in_panel(table):
            p = table.panel
            top = table.panel_free_top()
            width = p.w - 16
            step = self.run.step
            text_h = 0
            if step is not None:
                text_h = (gfx.text(step.title, table._text(19), gfx.INK, True).get_height()
                          + gfx.wrapped(self._named(step.text), table._text(16), int(width - 24), gfx.INK).get_height())
            button_h = table._text(17) * 2.4 + 16
            room = p.bottom - table._text(17) * 2.2 - 36 - top
            return pygame.FRect(p.x + 8, top, width, max(80.0, min(text_h + 26 + button_h, room)))
        area = table.area
        return pygame.FRect(area.x + area.w * 0.25, area.y + area.h * 0.325, area.w * 0.64, area.h * 0.225)

    def _place_button(self, table: Any) -> None:
        self.button = None
        if self.run.waiting_for_button():
            rect = self.panel_rect(table)
            size = table._text(17)
            label = str(self.run.expected())
            w = gfx.text(label, size, gfx.INK, True).get_width() + size * 3
            brect = pygame.FRect(rect.right - w - 12, rect.bottom - size * 2.4 - 10, w, size * 2.4)
            self.button = Button(brect, label, lambda: self.press(table), primary=True, key=label.lower())
            table.buttons.append(self.button)

    def press(self, table: Any) -> None:
        label = self.run.expected()
        if self.run.press(str(label)):
            table.relayout(events=(), old=None)

    def draw(self, table: Any, surface: pygame.Surface) -> None:
        for rect in self.highlight_zones(table):
            pulse = 0.5 + 0.5 * abs(((table.clock * 2) % 2) - 1)
            pygame.draw.rect(surface, (255, 255, 255), pygame.Rect(rect).inflate(8 + 6 * pulse, 8 + 6 * pulse), 3,
                             border_radius=12)
        step = self.run.step
        if step is None:
            return
        if not self.in_panel(table) and not self.run.waiting_for_button() and not table.session.is_human_turn():
            return  # on the board, the lesson makes way while the rival plays
        rect = self.panel_rect(table)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((250, 244, 228, 235))
        surface.blit(box, rect.topleft)
        pygame.draw.rect(surface, gfx.GOLD, rect, 3, border_radius=10)
        size = table._text(16)
        title = gfx.fit_width(gfx.text(step.title, table._text(19), gfx.INK, True), rect.w - 24)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-6, -6))
        surface.blit(title, (rect.x + 12, rect.y + 8))
        body = gfx.wrapped(self._named(step.text), size, int(rect.w - 24), gfx.INK)
        surface.blit(body, (rect.x + 12, rect.y + 14 + title.get_height()))
        surface.set_clip(clip)

    def _named(self, text: str) -> str:
        from rules.core.tutorial import seats_named

        return seats_named(text, self.tutorial)
