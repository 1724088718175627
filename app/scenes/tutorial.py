"""The tutorial: a lesson laid over an ordinary table.

The game is an ordinary session, played through the table as usual (animation, sound and the log
work as in any game). The overlay stands at the table's gate: it lets through only the move the
lesson teaches (any other earns a hint), supplies the rival's scripted moves at the pace of an AI,
follows every move played (``Lesson.observe``, the session's own states: no second copy of the
game), points at what a step is about (the adapter resolves the highlight names the game's
tutorial defines) and shows the step's text with its Start / Next / Finish button. When the lesson
ends before the game does, it steps aside and the game goes on against the AI.

The person at the screen plays every learner seat of the tutorial (``Tutorial.learners``): each is
a ``human`` seat of that one person, so the table takes their turns as the person's own (the
session follows the acting seat), and every other seat is an AI seat whose moves the lesson's
script supplies.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from rules import catalog
from rules.core.tutorial import Expect, Lesson

from ..ui import gfx
from ..ui.widgets import Button
from . import navigation
from .base import Host, Scene


LEARNER = "You"  # the person who plays every learner seat


def start_tutorial(app: Host, game_id: str) -> None:
    from ..play.session import SeatSpec, Session

    tutorial = catalog.load_tutorial(game_id)
    names = list(tutorial.seat_names) or ["You", "Rival"]

    def seat(p: int) -> SeatSpec:
        name = names[p] if p < len(names) else f"Rival {p}"
        return SeatSpec("human", name, LEARNER) if p in tutorial.learners else SeatSpec("normal", name)

    seats = [seat(p) for p in range(tutorial.players)]
    session = Session.new(game_id, seats, tutorial.seed, dict(tutorial.options))
    session.tutorial = True
    navigation.open_table(app, session, Lesson(tutorial, catalog.load(game_id)))


class TutorialOverlay(Scene):
    overlay = True

    def __init__(self, app: Host, table: Any, lesson: Lesson) -> None:
        super().__init__(app)
        self.table = table
        self.lesson = lesson
        self.tutorial = lesson.tutorial
        self._where: tuple = ()

    # --- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.gate = self
        self.table.driver.script = self.rival_move
        self.table.refresh()

    def exit(self) -> None:
        if self.table.gate is self:
            self.table.gate = None
            self.table.driver.script = None

    def resume(self) -> None:
        self.table.resume()

    def next_wake(self) -> float | None:
        return self.table.next_wake()

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)

    @property
    def state(self) -> Any:
        return self.table.session.state

    # --- the gate -------------------------------------------------------------------------------------
    def refuses(self, action: Any) -> str | None:
        return None if self.lesson.allows(self.state, action) else self.hint()

    def refuses_stage(self, action: Any) -> str | None:
        return None if self.lesson.allows_soon(self.state, action) else self.hint()

    def observe(self, before: Any, action: Any, after: Any) -> None:
        self.lesson.observe(before, action, after)

    def rival_move(self) -> Any | None:
        return self.lesson.rival_action(self.state) if self.lesson.rival_due(self.state) else None

    def _next_unstaged(self) -> Expect | None:
        staged = set(self.table.staging.moves)
        return next((e for e in self.lesson.awaited_moves(self.state) if e.action not in staged), None)

    def hint(self) -> str:
        expect = self._next_unstaged()
        if expect is not None and expect.hint:
            return expect.hint
        return self.lesson.hint(self.state) or "Not that one: follow the highlighted piece."

    def prompt(self) -> str | None:
        if self.lesson.finished:
            return "Lesson complete"
        if self.lesson.waiting_for_button(self.state):
            return f"Press {self.lesson.expected(self.state)} to go on"
        if self.table.staging:
            expect = self._next_unstaged()
            return expect.prompt if expect is not None else "Press Done to place them."
        return self.lesson.prompt()

    def panel_bottom(self) -> float | None:
        return self.text_rect().bottom + 8 if self.in_panel() else None

    # --- time and input ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.table.update(dt)
        where = (self.lesson.step_index, self.lesson.move_index, self.lesson.finished)
        if where != self._where:  # the lesson moved on: a hint about the last step would mislead
            self._where = where
            if self.table.toast_kind == "error":
                self.table.toast_time = 0.0
        if self.lesson.finished and self.app.stack.top is self:
            self.app.stack.pop()  # the game goes on (or ends) without the lesson
            if self.table.session.result() is None:
                self.app.ai.service.start()
            self.table.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = self.button()
            if button is not None and button.contains(event.pos):
                self.app.sound.play("click")
                self.press()
                return True
        if event.type == pygame.MOUSEMOTION:
            button = self.button()
            if button is not None:
                button.hot = button.contains(event.pos)
        return self.table.handle(event)

    def press(self) -> None:
        if self.lesson.press(self.state, str(self.lesson.expected(self.state))):
            self.table.refresh()

    # --- where things go ----------------------------------------------------------------------------------
    def in_panel(self) -> bool:
        """The lesson's text goes where the table has room for it (its ``"lesson"`` region, if the
        words fit there), else under the side panel's scoreboard."""
        if "lesson" not in self.table.layout.regions:
            return True
        return not self._fits_on_table()

    def _fits_on_table(self) -> bool:
        table = self.table
        step = self.lesson.step
        if step is None:
            return True
        room = table.layout.regions["lesson"]
        title = gfx.text(step.title, table.text(19), gfx.INK, True)
        least = max(12, int(table.text(16) * 0.75))
        body = gfx.wrapped(self._named(step.text), least, int(room.w - 24), gfx.INK)
        return 14 + title.get_height() + body.get_height() + self._button_room() <= room.h

    def _button_room(self) -> float:
        return self.table.text(17) * 2.4 + 16 if self.lesson.waiting_for_button(self.state) else 8

    def text_rect(self) -> pygame.FRect:
        return self._text_layout()[0]

    def _text_layout(self) -> tuple[pygame.FRect, pygame.Surface | None, pygame.Surface | None]:
        """Where the lesson's text goes, and its title and body drawn to fit: on the table's
        ``"lesson"`` region (grown when the words need more room, the type a little smaller
        first), or under the side panel's scoreboard. The body keeps clear of the button row."""
        table = self.table
        step = self.lesson.step
        on_table = not self.in_panel()
        room = pygame.FRect(table.layout.regions["lesson"]) if on_table else None
        width = room.w if on_table else table.panel.w - 16
        button_h = self._button_room()
        if step is None:
            return (room or pygame.FRect(table.panel.x + 8, table.panel_free_top(), width, 80.0)), None, None
        title = gfx.fit_width(gfx.text(step.title, table.text(19), gfx.INK, True), width - 24)
        base = table.text(16)
        for size in range(base, max(12, int(base * 0.75)) - 1, -1):
            body = gfx.wrapped(self._named(step.text), size, int(width - 24), gfx.INK)
            need = 14 + title.get_height() + body.get_height() + button_h
            if on_table and need <= room.h:
                break
        if on_table:
            return room, title, body
        p = table.panel
        top = table.panel_free_top()
        space = p.bottom - table.text(17) * 2.2 - 36 - top
        return pygame.FRect(p.x + 8, top, width, max(80.0, min(need + 12, space))), title, body

    def button(self) -> Button | None:
        if not self.lesson.waiting_for_button(self.state):
            return None
        rect = self.text_rect()
        size = self.table.text(17)
        label = str(self.lesson.expected(self.state))
        w = gfx.text(label, size, gfx.INK, True).get_width() + size * 3
        brect = pygame.FRect(rect.right - w - 12, rect.bottom - size * 2.4 - 10, w, size * 2.4)
        return Button(brect, label, self.press, primary=True, key=label.lower())

    def targets(self) -> tuple:
        """The step's highlights, and those of the next move not staged yet."""
        if not self.table.staging:
            return self.lesson.highlights()
        step = self.lesson.step
        if step is None:
            return ()
        expect = self._next_unstaged()
        extra = expect.highlight if expect is not None else (("button", "done"),)
        return tuple(dict.fromkeys(step.highlight + extra))

    def _marks(self) -> Any:
        table = self.table
        return table.adapter.lesson_marks(table.shown, table.layout, table.aff, self.targets(), table.perspective)

    def marked_pieces(self) -> set[str]:
        """The pieces the step points at: the table outlines them as it draws each piece."""
        return set(self._marks().pieces)

    def highlight_rects(self) -> list[pygame.FRect]:
        """Everything the step points at, pieces included, where it is on screen now."""
        table = self.table
        return [table.board.pieces[k].rect for k in self.marked_pieces() if k in table.board.pieces] + self._places()

    def _places(self) -> list[pygame.FRect]:
        """The zones, buttons and other places the step points at (drawn over the table)."""
        table = self.table
        marks = self._marks()
        zones = {**table.board.zones, **{z.id: z for z in table.aff.dropzones}}
        rects = [zones[z].rect for z in marks.zones if z in zones]
        rects += [b.rect for b in table.buttons if b.key in marks.buttons]
        return rects + [pygame.FRect(r) for r in marks.rects]

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        grow = 8 + 6 * (0.5 + 0.5 * table.pulse(2))
        for rect in self._places():
            pygame.draw.rect(surface, (255, 255, 255), pygame.Rect(rect).inflate(grow, grow), 3, border_radius=12)
        step = self.lesson.step
        if step is not None and (self.in_panel() or self.lesson.waiting_for_button(self.state)
                                 or table.session.is_human_turn()):  # on the board, it makes way for the rival
            self._draw_text(surface, step)
        button = self.button()
        if button is not None:
            button.draw(surface, table.text(17), self.app.settings.high_contrast)
        table.draw_toast(surface)

    def _draw_text(self, surface: pygame.Surface, step: Any) -> None:
        rect, title, body = self._text_layout()
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((250, 244, 228, 235))
        surface.blit(box, rect.topleft)
        pygame.draw.rect(surface, gfx.GOLD, rect, 3, border_radius=10)
        if title is None or body is None:
            return
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-6, -6))
        surface.blit(title, (rect.x + 12, rect.y + 8))
        surface.blit(body, (rect.x + 12, rect.y + 14 + title.get_height()))
        surface.set_clip(clip)

    def _named(self, text: str) -> str:
        from rules.core.text import name_seats

        names: Iterable[str] = self.tutorial.seat_names
        return name_seats(text, list(names)) if names else text
