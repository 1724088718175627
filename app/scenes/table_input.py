"""The table's input: mouse gestures (drag, or click a piece then its place; click, double-click,
hover, the wheel) and the keyboard (Tab through every move, Enter to make it, H for a hint,
Ctrl+Z to undo, Esc to put a clicked piece back, else for the menu).

A mixin of ``TableScene``: it turns input into ``choose(action)`` calls and never touches the
session itself.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..table.pickers import PUT_ASIDE, Reading
from ..table.staging import DONE, TAKE_BACK

DOUBLE_CLICK = 0.4
SPOTLIGHT_SECONDS = 3.0  # how long what a clicked piece points out stays lit
PLACE_HINT = "Now click where it goes (Esc: put it back)."
HOVER_DELAY = 0.5


class TableInput:
    def init_input(self) -> None:
        self.hover_key: str | None = None
        self.hover_zone: str | None = None  # a zone with words, under a pointer that no piece speaks for
        self.hover_time = 0.0
        self.show_large = False
        self.last_click = (0.0, "")
        self.spotlight: tuple[Any, float] | None = None  # (the Spotlight shown, until when)

    def tick_hover(self, dt: float) -> None:
        if not self.drag.active and (self.hover_key is not None or self.hover_zone is not None):
            self.hover_time += dt

    # --- events ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN and event.key == pygame.K_TAB and self.aff.looks and \
                (getattr(event, "mod", 0) or pygame.key.get_mods()) & pygame.KMOD_CTRL:
            self._next_look(-1 if (getattr(event, "mod", 0) or pygame.key.get_mods()) & pygame.KMOD_SHIFT else 1)
            return True
        if self.reading is not None and not self.menu.open and self.session.is_human_turn():
            chosen = self.reading.handle(event)
            if chosen is not None:
                choices = self.aff.picker.choices
                self.choose(choices[chosen][1] if chosen < len(choices) else PUT_ASIDE)
                return True
            if kind in (pygame.MOUSEWHEEL, pygame.KEYDOWN) and getattr(event, "key", None) != pygame.K_ESCAPE:
                return True
        if kind == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return self._press(event.pos)
            if event.button == 3:
                self.show_large = True
                return True
            if event.button in (4, 5):
                self.side.scroll_by(1 if event.button == 4 else -1)
                return True
        if kind == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                return self._release(event.pos)
            if event.button == 3:
                self.show_large = False
                return True
        if kind == pygame.MOUSEWHEEL:
            self.side.scroll_by(event.y)
            return True
        if kind == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        for button in self.buttons:
            button.hot = button.contains(pos)
        self.menu.hover(pos)
        if self.arrange is not None and self.arrange.dragging is not None:
            return True
        if self.drag.active:
            self.drag.carry(pos, self.board)
            return True
        over_reading = self.reading is not None and self.reading.rect.collidepoint(pos)
        piece = None if over_reading else self.board.piece_at(pos)  # nothing under the reading speaks
        key = piece.key if piece else None
        zone = None
        if over_reading:
            pass
        elif piece is None or not (piece.info or key in self.aff.hover):  # the place itself may say something
            spoken = [z.id for z in self.board.zones.values() if z.info]
            found = self.board.zone_at(pos, spoken) if spoken else None
            zone = found.id if found is not None else None
        if (key, zone) != (self.hover_key, self.hover_zone):
            self.hover_key, self.hover_zone, self.hover_time = key, zone, 0.0
        return False

    def _place_held(self, pos: tuple[int, int]) -> bool:
        """A piece picked by a click waits for a second click: on a glowing target it moves there
        (as a drop would); on itself it is put down (a double click offers every move it has);
        anywhere else it is put down, with the game's reason when it gives one for that place,
        and the click goes on to do what it does there (False)."""
        held, drag = self.drag.piece, self.drag
        assert held is not None
        last, self.last_click = self.last_click, (self.clock, "")  # only a click on the piece makes a double
        if self.toast == PLACE_HINT:
            self.toast_time = 0.0
        if drag.targets and self.board.zone_at(pos, drag.targets, drag.dropzones) is not None:
            piece, landed, _ = drag.drop(pos, self.board)
            drag.clear()
            if landed:
                self.dropped = piece.key
                self.offer([d.action for d in landed])
            return True
        moves = [d.action for drags in drag.targets.values() for d in drags]
        over = self.board.zone_at(pos)
        why = self.aff.refusals.get((held.key, over.id)) if over is not None else None
        drag.put_down(self.board.time_scale)
        if self.board.piece_at(pos) is held:
            double = last[1] == held.key and self.clock - last[0] < DOUBLE_CLICK
            self.last_click = (self.clock, held.key)
            if double:
                self.offer(moves)
            return True
        if why:
            self.refused(why)
            return True
        return False

    def look_through(self, seat: int) -> None:
        """A tab: the table shown through another of the person's seats (no move)."""
        if seat != self.perspective and self.session.look_through(seat):
            self.app.sound.play("click")
            self.refresh()

    def _next_look(self, step: int) -> None:
        """Ctrl+Tab (Ctrl+Shift+Tab back): the next of the person's seats, as its tab would."""
        seats = sorted({*self.aff.looks.values(), self.perspective})
        self.look_through(seats[(seats.index(self.perspective) + step) % len(seats)])

    def put_down(self) -> None:
        """Esc, or the table changed: a piece picked by a click goes back to its place."""
        if self.drag.selected:
            self.drag.put_down(self.board.time_scale)
            if self.toast == PLACE_HINT:
                self.toast_time = 0.0

    def _button_at(self, pos: tuple[int, int]) -> Any:
        return next((b for b in self.buttons if b.contains(pos)), None)

    def _press(self, pos: tuple[int, int]) -> bool:
        self.attention()
        if self.menu.open:
            self.app.sound.play("click")
            return self.menu.press(pos)
        if self.drag.selected and self._place_held(pos):
            return True
        button = self._button_at(pos)
        if button is not None:
            if button.enabled:
                self.app.sound.play("click")
                button.on_click()
            elif button.why:
                self.say(button.why)
            return True
        if self.arrange is not None:
            self.arrange.press(pos, self.area)
            return True
        if self.press_stepper(pos):
            return True
        tab = self.board.piece_at(pos)
        if tab is not None and tab.key in self.aff.looks:
            self.look_through(self.aff.looks[tab.key])
            return True
        if tab is not None and tab.key in self.aff.pages:  # a page of the table's own: no move
            self.page = self.aff.pages[tab.key]
            self.app.sound.play("click")
            self.refresh()
            return True
        if not self.session.is_human_turn():
            return self._spotlight(pos)
        piece = self.board.piece_at(pos)
        target = piece.key if piece is not None else None
        if target is None or target not in self.aff.clickable() | self.aff.draggable():
            zone = self.board.zone_at(pos, self.aff.clickable())
            target = zone.id if zone is not None else target
        if target is None:
            return False
        double = self.last_click[1] == target and self.clock - self.last_click[0] < DOUBLE_CLICK
        self.last_click = (self.clock, target)
        clicks = self.aff.clicks_on(target)
        if clicks:
            self.offer(clicks)
            return True
        targets = self.aff.drag_targets(target)
        if targets and piece is not None:
            if double:
                self.offer([d.action for drags in targets.values() for d in drags])
                return True
            self.drag.pick(piece, pos, targets, self.aff.dropzones)
            return True
        return self._spotlight(pos)

    def _spotlight(self, pos: tuple[int, int]) -> bool:
        """A click on a piece that makes no move but points things out (the game's ``Spotlight``)."""
        piece = self.board.piece_at(pos)
        light = self.aff.spotlights.get(piece.key) if piece is not None else None
        if light is None:
            return False
        self.spotlight = (light, self.clock + SPOTLIGHT_SECONDS)
        self.app.sound.play("click")
        if light.words:
            self.say(light.words, SPOTLIGHT_SECONDS)
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.arrange is not None and self.arrange.dragging is not None:
            if self.arrange.release(pos, self.area):
                self.app.sound.play("place")
            return True
        if not self.drag.active or self.drag.selected:
            return False
        self.drag.carry(pos, self.board)
        if self.drag.clicked:  # a click picks the piece up: a second click places it
            self.drag.hold()
            self.say(PLACE_HINT, 2.0)
            return True
        piece, landed, over = self.drag.drop(pos, self.board)
        if landed:
            self.dropped = piece.key
            self.offer([d.action for d in landed])
        else:  # the game's own reason for that place when it gives one, else where it may go
            why = self.aff.refusals.get((piece.key, over.id)) if over is not None else None
            self.refused(why or self.drag.why_not(self.board, over))
            self.drag.refuse(piece, self.board.time_scale)
        self.drag.clear()
        return True

    def offer(self, actions: list[Any]) -> None:
        """One action: do it; several: a small menu to choose from."""
        actions = list(dict.fromkeys(actions))
        if len(actions) == 1:
            self.choose(actions[0])
            return
        options = [(self.adapter.say(a.label, self.perspective), a) for a in actions]
        self.menu.offer(options, self.area, self.text(17), self.choose)

    # --- keyboard -----------------------------------------------------------------------------------
    def keyboard_options(self) -> list[Any]:
        """Every move a gesture could make now, in Tab order (staged-move buttons included)."""
        if not self.session.is_human_turn():
            return []
        options = self.aff.actions()
        if self.staging:
            options.append(TAKE_BACK)
        if self.aff.stage_complete:
            options.append(DONE)
        return options

    def focused_action(self) -> Any | None:
        """The move Enter would make now: the reading panel's focused choice while one is open
        (it takes the keys), else the table's focused move."""
        if self.reading is not None and isinstance(self.aff.picker, Reading) and self.session.is_human_turn():
            choices = self.aff.picker.choices
            return choices[self.reading.focus][1] if 0 <= self.reading.focus < len(choices) else None
        options = self.keyboard_options()
        return options[self.focus] if 0 <= self.focus < len(options) else None

    def _key(self, event: pygame.event.Event) -> bool:
        mods = getattr(event, "mod", 0) or pygame.key.get_mods()
        shift = bool(mods & pygame.KMOD_SHIFT)
        if self.menu.open:
            return self.menu.key(event.key, shift)
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.key == pygame.K_ESCAPE and self.drag.selected:
            self.put_down()
            return True
        if event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        if event.key == pygame.K_h:
            self.hint()
            return True
        options = self.keyboard_options()
        if not options:
            return False
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            step = -1 if (shift or event.key == pygame.K_LEFT) else 1
            self.focus = (self.focus + step) % len(options)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(options):
            self.choose(options[self.focus])
            return True
        return False
