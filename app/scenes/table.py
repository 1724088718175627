"""The table: the game in play, driven by the mouse (or the keyboard), animated from events.

The scene owns no rules: it asks the session for the viewer's ``view`` and legal actions, the
adapter for pieces, zones and what each gesture means, and hands the chosen action back to the
session. AI seats are asked through the app's AI service so the window keeps drawing while they
think.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..ui import gfx
from ..games import adapter_for
from ..games.base import LocalMove
from ..table.board import Board
from ..table.pieces import Motion, Piece, Zone
from ..table.overlays import Missile, glow_layer, glyph, inset, shade
from ..ui.widgets import Button
from rules import catalog

from . import navigation
from .base import Scene

DOUBLE_CLICK = 0.4
HOVER_DELAY = 0.5


class TableScene(Scene):
    def __init__(self, app: Any, session: Any, tutorial: Any = None) -> None:
        super().__init__(app)
        self.session = session
        self.tutorial = tutorial
        self.board = Board()
        self.view = session.view()
        self.adapter = adapter_for(session.game_id, len(session.seats), session.viewer,
                                   [s.name for s in session.seats])
        self.inter: Any = None
        self.buttons: list[Button] = []
        self.drag: Piece | None = None
        self.drag_offset = (0.0, 0.0)
        self.drag_targets: dict[str, list[Any]] = {}
        self.hover_key: str | None = None
        self.hover_time = 0.0
        self.show_large = False
        self.choice: list[tuple[str, Any]] = []      # a small menu when a gesture fits several actions
        self.choice_buttons: list[Button] = []
        self.confirm: tuple[str, Any] | None = None
        self.toast = ""
        self.toast_time = 0.0
        self.focus = -1                               # keyboard focus among inter.all
        self.last_click = (0.0, "")
        self.clock = 0.0
        self.ai_ready_at = 0.0
        self.ai_waiting = False
        self.hint_text = ""
        self.results_shown = False
        self.save_problem: str | None = None
        self.missiles: list[Missile] = []
        self.counting: tuple[float, list[tuple[str, int, int]]] | None = None
        self.sounds: list[tuple[float, str]] = []
        self.log_scroll = 0
        self.ai_glow: tuple[Any, set[str], float] | None = None  # (decision, its targets, when it is played)
        self.order_cards: list[int] = []              # cards being put in order (an ordering overlay)
        self.order_drag: int | None = None
        self.area = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self._bg: pygame.Surface | None = None   # felt + zone insets for the current layout
        self._bg_key: tuple | None = None

    # --- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.board.time_scale = self.app.animation_scale
        self.relayout(events=(), old=None)
        self.board.finish()
        if self.tutorial is None and any(s.kind != "human" for s in self.session.seats):
            self.app.ai.service.start()  # warm the AI process up while the player looks at the table

    def resume(self) -> None:
        self.board.time_scale = self.app.animation_scale
        self.relayout(events=(), old=None)

    def exit(self) -> None:
        self.app.ai.cancel()

    def resize(self, size: tuple[int, int]) -> None:
        self.relayout(events=(), old=None)
        self.board.finish()

    # --- layout -----------------------------------------------------------------------------------
    def _areas(self) -> None:
        w, h = self.app.size
        panel_w = max(240, min(420, int(w * 0.22)))
        self.area = pygame.Rect(0, 0, w - panel_w, h)
        self.panel = pygame.Rect(w - panel_w, 0, panel_w, h)

    def relayout(self, events: Any, old: Any, glides: dict[str, str] | None = None) -> None:
        """Lay the table out for ``self.view``; ``old`` and ``events`` (a move just made) or
        ``glides`` (piece key -> the piece it starts from, for a table-only step) set the motion."""
        self._areas()
        specs, zones = self.adapter.layout(self.view, self.area)
        if old is not None:
            origins, delays, flips, shakes = self.adapter.transitions(old, self.view, events)
        else:
            origins, delays, flips, shakes = dict(glides or {}), {}, set(), set()
        starts = {key: pygame.FRect(p.rect) for key, p in self.board.pieces.items()}
        self.board.show(specs, zones, origins, delays, flips)
        for key in shakes:
            self.board.shake(key)
        curves = getattr(self.adapter, "curves", None)
        if curves is not None and old is not None:
            for key, point in curves(old, self.view, events, self.board.zones, starts).items():
                piece = self.board.pieces.get(key)
                if piece is not None and piece.motion is not None:
                    piece.motion.via = point
        legal = self.session.human_actions() if self.session.is_human_turn() else []
        self.inter = self.adapter.interactions(self.view, legal, self.board.zones)
        self.order_cards = list(self.inter.reorder or [])
        self.focus = -1
        self._build_buttons()
        if self.tutorial is not None:
            self.tutorial.filter(self)

    def _text(self, base: int) -> int:
        return gfx.scaled_size(base, self.app.size[1], self.app.text_scale)

    def _build_buttons(self) -> None:
        self.buttons = []
        size = self._text(17)
        bh = size * 2.2
        prompt = getattr(self.adapter, "prompt_rect", pygame.FRect(self.area.x, self.area.bottom - 60, self.area.w, 40))
        x = prompt.right - 10
        actions = list(self.inter.buttons)
        if self.inter.reorder:
            actions = [("Done", "order")]
        for label, action in reversed(actions):
            width = gfx.text(label, size, gfx.INK, True).get_width() + size * 2
            x -= width
            rect = pygame.FRect(x, prompt.y - bh - 6, width, bh)
            self.buttons.append(Button(rect, label, lambda a=action: self._choose(a), primary=True,
                                       key=label.lower().replace(" ", "_").replace("-", "_")))
            x -= 10
        # The side panel's buttons.
        p = self.panel
        labels = [("Hint", self.hint, "hint"), ("Undo", self.undo, "undo"), ("Menu", self.open_menu, "menu")]
        bw = (p.w - 40) / 3
        for i, (label, fn, key) in enumerate(labels):
            rect = pygame.FRect(p.x + 10 + i * (bw + 10), p.bottom - bh - 12, bw, bh)
            enabled = True
            if key == "hint":
                enabled = self.session.is_human_turn() and self.tutorial is None
            if key == "undo":
                enabled = self.tutorial is None and (bool(self._staged()) or self.session.can_undo()[0])
            self.buttons.append(Button(rect, label, fn, enabled=enabled, key=key))

    # --- acting ------------------------------------------------------------------------------------
    def _choose(self, action: Any) -> None:
        if action == "order":
            action = self.adapter.order_action(self.order_cards)
        if isinstance(action, LocalMove):
            self._local(action)
            return
        if self.inter and action in self.inter.confirm and (self.confirm is None or self.confirm[1] != action):
            self.confirm = (self.inter.confirm[action], action)
            self.choice = [(self.inter.confirm_yes.get(action, "Yes, do it"), action), ("Cancel", None)]
            self._build_choice()
            return
        self.confirm = None
        self.choice, self.choice_buttons = [], []  # a closed menu's buttons must not stay clickable
        if self.tutorial is not None and not self.tutorial.allows(action):
            self.say(self.tutorial.hint(self))
            self.app.sound.play("error")
            return
        self.play(action)

    # --- table-only steps (a draft of moves the rules see only on Done) --------------------------------
    def _staged(self) -> tuple[Any, ...]:
        staged = getattr(self.adapter, "staged", None)
        return staged(self.view) if staged is not None else ()

    def _local(self, move: LocalMove) -> None:
        self.choice, self.choice_buttons, self.confirm = [], [], None
        if move.payload == "done":
            self._send_staged()
            return
        if self.tutorial is not None and move.payload != "undo" and not self.tutorial.allows_soon(move.payload):
            self.say(self.tutorial.hint(self))
            self.app.sound.play("error")
            self.relayout(events=(), old=None)  # the dropped piece glides back
            return
        glides = self.adapter.stage(move, self.view)
        self.app.sound.play("click" if move.payload == "undo" else "place")
        self.relayout(events=(), old=None, glides=glides)

    def _send_staged(self) -> None:
        """Done: hand the draft to the rules one action at a time, in the order they ask for it."""
        for _ in range(64):
            if not self.session.is_human_turn():
                return
            action = self.adapter.next_staged(self.session.view(), self.session.human_actions())
            if action is None:
                return
            if self.tutorial is not None and not self.tutorial.allows(action):
                self.say(self.tutorial.hint(self))
                self.app.sound.play("error")
                return
            self.play(action)

    def play(self, action: Any) -> None:
        """Apply an action for the viewer or an AI seat, then animate what happened."""
        from rules.core import IllegalAction

        old = self.view
        old_rects = {key: pygame.FRect(p.rect) for key, p in self.board.pieces.items()}
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(str(exc))
            self.app.sound.play("error")
            return
        self.hint_text = ""
        if self.tutorial is not None:
            self.tutorial.after(self, action, events)
        self.view = self.session.view()
        self.relayout(events, old)
        if self.board.time_scale > 0:
            for source, target, delay, flight in self.adapter.missiles(old, events):
                if source in old_rects and target in old_rects:
                    self.missiles.append(Missile(pygame.Vector2(old_rects[source].center),
                                                 pygame.Vector2(old_rects[target].center),
                                                 self.clock + delay * self.board.time_scale,
                                                 flight * self.board.time_scale))
        for i, event in enumerate(events):
            name = self.adapter.sound(event)
            if name:
                self.sounds.append((self.clock + i * 0.3 * self.board.time_scale, name))
        self.ai_ready_at = self.clock + self.app.ai_step_seconds
        notice = getattr(self.adapter, "notice_after", None)
        message = notice(self.view) if notice is not None else ""
        if message:
            self.say(message)
            self.toast_time = 0.8 + 0.8 * self.board.time_scale
            self.ai_ready_at = self.clock + max(self.app.ai_step_seconds, 0.8 * self.board.time_scale)

    def say(self, message: str) -> None:
        self.toast = message
        self.toast_time = 3.5

    def undo(self) -> None:
        if self._staged():  # a role dragged but not sent goes back to the tray first
            self._local(LocalMove("undo", "Take back the last role"))
            return
        ok, message = self.session.undo()
        if ok:
            self.app.ai.cancel()
            self.ai_waiting = False
            self.ai_glow = None
            self.view = self.session.view()
            self.relayout(events=(), old=None)
        self.say(message)

    def hint(self) -> None:
        """Ask the hard AI what it would do here; the answer shows in the prompt bar."""
        if not self.session.is_human_turn() or self.app.ai.waiting("hint"):
            return
        self.hint_text = "Thinking about a hint..."
        self.app.ai.ask_hint(self.session)
        self._take_hint()

    def _take_hint(self) -> None:
        self.app.ai.answer(self.session)
        action, self.app.ai.hint_ready = self.app.ai.hint_ready, None
        if action is not None and self.inter is not None:
            self.hint_text = f"Hint: {self.adapter.say(action.label)}"
            if action in self.inter.all:
                self.focus = self.inter.all.index(action)

    def open_menu(self) -> None:
        from .pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    # --- time ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.missiles = [m for m in self.missiles if not m.done(self.clock)]
        problem = self.app.ai.service.take_error()
        if problem:
            self.say(problem)
        saving = self.session.save_error  # a lasting condition: say it when it appears
        if saving != self.save_problem:
            self.save_problem = saving
            if saving:
                self.say(saving)
        self.board.update(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.drag is None and self.hover_key is not None:
            self.hover_time += dt
        due = [s for s in self.sounds if s[0] <= self.clock]
        for _, name in due:
            self.app.sound.play(name)
        self.sounds = [s for s in self.sounds if s[0] > self.clock]
        if self.tutorial is not None and self.tutorial.run.finished and self.session.result() is None:
            self._end_lesson()
        if self.session.result() is not None:
            lesson_open = self.tutorial is not None and not self.tutorial.run.finished
            if not self.board.animating and not self.results_shown and not lesson_open:
                self._count_up()
            return
        self._drive_ai()

    def _end_lesson(self) -> None:
        """The lesson is over before the game (Sky Castle's rounds 2 and 3): play on as a normal
        game, the tutorial's rival now an AI."""
        self.tutorial = None
        self.ai_ready_at = self.clock + self.app.ai_step_seconds
        self.app.ai.service.start()
        self.relayout(events=(), old=None)

    COUNT_GAP = 0.16  # seconds between pieces in the end-of-game count-up, at normal speed

    def _count_up(self) -> None:
        """Light each piece in turn while its points count into the total, then the results."""
        if self.counting is None:
            steps = self.adapter.score_steps(self.view) if self.board.time_scale > 0 else []
            banner = self.adapter.ending_banner(self.view)
            if banner:
                self.say(banner)
            self.counting = (self.clock, steps)
            for i, _ in enumerate(steps):
                self.sounds.append((self.clock + i * self.COUNT_GAP * self.board.time_scale, "click"))
        start, steps = self.counting
        if self.clock >= start + (len(steps) * self.COUNT_GAP + 0.8) * self.board.time_scale:
            self.results_shown = True
            navigation.show_results(self.app, self.session)

    def _draw_count(self, surface: pygame.Surface) -> None:
        start, steps = self.counting
        shown = int((self.clock - start) / (self.COUNT_GAP * max(self.board.time_scale, 1e-6))) + 1
        totals: dict[int, int] = {}
        for i, (key, seat, points) in enumerate(steps[:shown]):
            totals[seat] = totals.get(seat, 0) + points
            piece = self.board.pieces.get(key)
            if piece is not None and i == min(shown, len(steps)) - 1:
                pygame.draw.rect(surface, gfx.GOLD, piece.rect.inflate(10, 10), 4, border_radius=12)
                label = gfx.text(f"+{points}", self._text(22), gfx.GOLD, True)
                surface.blit(label, label.get_rect(midbottom=(piece.rect.centerx, piece.rect.y - 4)))
        for seat, total in totals.items():
            zone = self.board.zones.get(f"castle:{seat}")
            if zone is not None:
                text = gfx.text(f"{total}", self._text(28), gfx.WHITE, True)
                box = text.get_rect(midright=(zone.rect.right - 10, zone.rect.centery)).inflate(20, 8)
                pygame.draw.rect(surface, (0, 0, 0), box, border_radius=10)
                pygame.draw.rect(surface, gfx.GOLD, box, 2, border_radius=10)
                surface.blit(text, text.get_rect(center=box.center))

    def _drive_ai(self) -> None:
        if self.app.ai.waiting("hint"):
            self._take_hint()
            return
        seat = self.session.to_act()
        if seat is None or self.session.is_human_turn():
            return
        if self.ai_glow is not None:
            action, _, when = self.ai_glow
            if self.clock >= when:
                self.ai_glow = None
                self.play(action)
            return
        if self.tutorial is not None:
            if not self.board.animating and self.clock >= self.ai_ready_at and self.tutorial.rival_may_move():
                self._other_seat_plays(self.tutorial.rival_action(self.session))
            return
        if not self.ai_waiting:
            if self.board.animating or self.clock < self.ai_ready_at:
                return
            self.app.ai.ask(self.session)
            self.ai_waiting = True
        action = self.app.ai.answer(self.session)
        if action is not None:
            self.ai_waiting = False
            self._other_seat_plays(action)

    AI_GLOW = 0.45  # seconds another seat's target glows before its move plays out (normal speed)

    def _other_seat_plays(self, action: Any) -> None:
        """Show where another seat's decision lands for a moment (spec 8.2), then play it."""
        targets = getattr(self.adapter, "target_keys", None)
        keys = targets(self.view, action) if targets is not None and self.board.time_scale > 0 else set()
        if keys:
            self.ai_glow = (action, keys, self.clock + self.AI_GLOW * self.board.time_scale)
        else:
            self.play(action)

    # --- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return self._press(event.pos)
            if event.button == 3:
                self.show_large = True
                return True
            if event.button in (4, 5):
                self.log_scroll = max(0, self.log_scroll + (1 if event.button == 4 else -1))
                return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                return self._release(event.pos)
            if event.button == 3:
                self.show_large = False
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _button_at(self, pos: tuple[int, int]) -> Button | None:
        for button in self.choice_buttons + ([] if self.choice else self.buttons):
            if button.contains(pos):
                return button
        return None

    def _motion(self, pos: tuple[int, int]) -> bool:
        for button in self.buttons + self.choice_buttons:
            button.hot = button.contains(pos)
        if self.order_drag is not None:
            return True
        if self.drag is not None:
            self.drag.rect.x = pos[0] - self.drag_offset[0]
            self.drag.rect.y = pos[1] - self.drag_offset[1]
            hot = self.board.zone_at(pos, self.drag_targets)
            for zone in self.board.zones.values():
                zone.hot = zone is hot
            return True
        piece = self.board.piece_at(pos)
        key = piece.key if piece else None
        if key != self.hover_key:
            self.hover_key, self.hover_time = key, 0.0
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.choice:
            button = self._button_at(pos)
            if button is not None and button.enabled:
                self.app.sound.play("click")
                button.on_click()
            else:
                self.choice, self.choice_buttons, self.confirm = [], [], None
            return True
        button = self._button_at(pos)
        if button is not None:
            if button.enabled:
                self.app.sound.play("click")
                button.on_click()
            return True
        if self.order_cards:
            index = self._order_index(pos)
            if index is not None:
                self.order_drag = index
            return True
        piece = self.board.piece_at(pos)
        if piece is None or not self.session.is_human_turn():
            return False
        now = self.clock
        double = self.last_click[1] == piece.key and now - self.last_click[0] < DOUBLE_CLICK
        self.last_click = (now, piece.key)
        if piece.key in self.inter.clicks:
            actions = self.inter.clicks[piece.key]
            self._offer(actions)
            return True
        if piece.key in self.inter.drags and self.inter.drags[piece.key]:
            if double:
                self._offer([a for acts in self.inter.drags[piece.key].values() for a in acts])
                return True
            self.drag = piece
            piece.lifted = True
            piece.motion = None
            self.drag_offset = (pos[0] - piece.rect.x, pos[1] - piece.rect.y)
            self.drag_targets = self.inter.drags[piece.key]
            for zone in self.board.zones.values():
                zone.glow = zone.id in self.drag_targets
            for zone in self.inter.dropzones:
                zone.glow = zone.id in self.drag_targets
                self.board.zones[zone.id] = zone
            piece.rect.inflate_ip(piece.rect.w * 0.05, piece.rect.h * 0.05)
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.order_drag is not None:
            target = self._order_index(pos)
            if target is not None and target != self.order_drag:
                card = self.order_cards.pop(self.order_drag)
                self.order_cards.insert(target, card)
                self.app.sound.play("place")
            self.order_drag = None
            return True
        if self.drag is None:
            return False
        piece, self.drag = self.drag, None
        piece.lifted = False
        zone = self.board.zone_at(pos, self.drag_targets)
        for z in self.board.zones.values():
            z.glow = z.hot = False
        for z in self.inter.dropzones:
            self.board.zones.pop(z.id, None)
        if zone is not None:
            self._offer(self.drag_targets[zone.id])
        else:
            over = self.board.zone_at(pos)
            reason = self._why_not(piece, over)
            self.say(reason)
            self.app.sound.play("error")
            piece.rect.size = piece.home.size  # drop the lift
            if self.board.time_scale > 0:
                piece.motion = Motion(pygame.FRect(piece.rect), 0.3 * self.board.time_scale)  # glide back
            else:
                piece.rect = pygame.FRect(piece.home)
        self.drag_targets = {}
        return True

    def _why_not(self, piece: Piece, zone: Zone | None) -> str:
        targets = ", ".join(self.board.zones[z].label or z for z in self.drag_targets if z in self.board.zones)
        if not self.drag_targets:
            return "That card cannot be played now."
        if zone is None:
            return f"Drop it on: {targets}."
        return f"Not there: drop it on {targets}."

    def _offer(self, actions: list[Any]) -> None:
        actions = list(dict.fromkeys(actions))
        if len(actions) == 1:
            self._choose(actions[0])
            return
        self.choice = [(self.adapter.say(a.label), a) for a in actions] + [("Cancel", None)]
        self._build_choice()

    def _build_choice(self) -> None:
        size = self._text(17)
        bh = size * 2.2
        width = max(gfx.text(label, size, gfx.INK, True).get_width() for label, _ in self.choice) + size * 2
        cx, cy = self.area.center
        top = cy - (len(self.choice) * (bh + 8)) / 2
        self.choice_buttons = []
        for i, (label, action) in enumerate(self.choice):
            rect = pygame.FRect(cx - width / 2, top + i * (bh + 8), width, bh)
            fn = (lambda a=action: self._choose(a)) if action is not None else self._cancel_choice
            self.choice_buttons.append(Button(rect, label, fn, primary=action is not None, key=f"choice{i}"))
        if self.choice_buttons:
            self.choice_buttons[0].focused = True  # Enter takes the first option, Esc cancels

    def _cancel_choice(self) -> None:
        self.choice, self.choice_buttons, self.confirm = [], [], None

    def _key(self, event: pygame.event.Event) -> bool:
        mods = getattr(event, "mod", 0) or pygame.key.get_mods()
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.key == pygame.K_ESCAPE:
            if self.choice:
                self._cancel_choice()
            else:
                self.open_menu()
            return True
        if event.key == pygame.K_h:
            self.hint()
            return True
        if self.choice:
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                step = -1 if (mods & pygame.KMOD_SHIFT or event.key == pygame.K_UP) else 1
                focused = next((i for i, b in enumerate(self.choice_buttons) if b.focused), -1)
                for b in self.choice_buttons:
                    b.focused = False
                self.choice_buttons[(focused + step) % len(self.choice_buttons)].focused = True
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                for b in self.choice_buttons:
                    if b.focused:
                        b.on_click()
                        return True
            return False
        if not self.session.is_human_turn() or not self.inter.all:
            return False
        options = self._keyboard_options()
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            step = -1 if (mods & pygame.KMOD_SHIFT or event.key == pygame.K_LEFT) else 1
            self.focus = (self.focus + step) % len(options)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(options):
            self._choose(options[self.focus])
            return True
        return False

    def _keyboard_options(self) -> list[Any]:
        if self.inter.reorder:
            from itertools import permutations

            seen = dict.fromkeys(self.adapter.order_action(p) for p in permutations(self.inter.reorder))
            return list(seen)
        return self.inter.all

    def focused_action(self) -> Any | None:
        options = self._keyboard_options() if self.inter else []
        return options[self.focus] if 0 <= self.focus < len(options) else None

    # --- an ordering overlay (Caleira's Wizard Tower) --------------------------------------------------
    def _order_rects(self) -> list[pygame.FRect]:
        cw, ch = self.adapter.card_size
        w, h = cw * 1.6, ch * 1.6
        n = len(self.order_cards)
        x0 = self.area.centerx - (n * w + (n - 1) * 20) / 2
        y = self.area.centery - h / 2 - ch * 0.2
        return [pygame.FRect(x0 + i * (w + 20), y, w, h) for i in range(n)]

    def _order_index(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self._order_rects()):
            if rect.inflate(20, 40).collidepoint(pos):
                return i
        return None

    # --- drawing ---------------------------------------------------------------------------------------
    def _background(self, hc: bool) -> pygame.Surface:
        """The felt with every zone's inset, drawn once per layout: a frame then starts with one
        opaque blit instead of dozens of translucent ones (a render cache; no game state)."""
        zones = tuple((z.id, int(z.rect.x), int(z.rect.y), int(z.rect.w), int(z.rect.h))
                      for z in self.board.zones.values() if not z.dropzone)
        key = (self.app.size, tuple(self.area), hc, zones)
        if self._bg_key != key:
            background = pygame.Surface(self.app.size).convert()
            self.app.draw_felt(background, self.area)
            for zone_id, x, y, w, h in zones:
                seat = int(zone_id.split(":")[1]) if zone_id.startswith(("castle:", "hand:")) else -1
                background.blit(inset(w, h, hc, seat), (x, y))
            self._bg, self._bg_key = background, key
        return self._bg

    def draw(self, surface: pygame.Surface) -> None:
        hc = self.app.settings.high_contrast
        surface.blit(self._background(hc), self.area.topleft, self.area)
        for zone in self.board.zones.values():
            if zone.glow and not zone.dropzone:
                self._glow(surface, zone.rect, zone.hot, self.inter.tints.get(zone.id, gfx.GOLD))
        if self.drag is not None:
            for zone in self.inter.dropzones:
                if zone.glow:
                    self._glow(surface, zone.rect, zone.hot, self.inter.tints.get(zone.id, gfx.GOLD))
                    label = gfx.text(zone.label, self._text(16), gfx.WHITE, True)
                    surface.blit(label, label.get_rect(center=zone.rect.center))
        if self.ai_glow is not None:
            for key in self.ai_glow[1]:
                if key in self.board.zones:
                    self._glow(surface, self.board.zones[key].rect, True, gfx.WHITE)
        self._draw_labels(surface)
        self.board.draw(surface, self.adapter.render, self._decorate)
        for missile in self.missiles:
            missile.draw(surface, self.clock, max(6, int(self.adapter.card_size[0] * 0.12)))
        if self.counting is not None and not self.results_shown:
            self._draw_count(surface)
        self._draw_prompt(surface)
        if self.order_cards:
            self._draw_order(surface)
        self._draw_panel(surface)
        for button in self.buttons:
            if self.tutorial is None or button is not self.tutorial.button:
                button.draw(surface, self._text(16), hc)
        self._draw_hover(surface)
        if self.choice:
            surface.blit(shade(self.area.w, self.area.h, 120), self.area.topleft)
            if self.confirm:
                q = gfx.fit_width(gfx.text(self.confirm[0], self._text(20), gfx.WHITE, True), self.area.w - 60)
                where = q.get_rect(midbottom=(self.area.centerx, self.choice_buttons[0].rect.y - 16))
                pygame.draw.rect(surface, (20, 22, 26), where.inflate(28, 14), border_radius=10)
                pygame.draw.rect(surface, gfx.GOLD, where.inflate(28, 14), 2, border_radius=10)
                surface.blit(q, where)
            for button in self.choice_buttons:
                button.draw(surface, self._text(17), hc)
        if self.tutorial is not None:
            self.tutorial.draw(self, surface)
            if self.tutorial.button is not None:  # above the lesson panel
                self.tutorial.button.draw(surface, self._text(17), hc)
        if self.toast_time > 0 and self.toast:
            self._draw_toast(surface)

    def _glow(self, surface: pygame.Surface, rect: pygame.FRect, hot: bool,
              colour: tuple[int, int, int] = gfx.GOLD) -> None:
        level = 8 if hot else int(8 * abs(((self.clock * 1.5) % 2) - 1))  # a pulse in 9 steps
        surface.blit(glow_layer(int(rect.w) + 12, int(rect.h) + 12, level, hot, colour), (rect.x - 6, rect.y - 6))

    def _decorate(self, surface: pygame.Surface, piece: Piece) -> None:
        inter = self.inter
        rect = piece.rect
        focus_action = self.focused_action()
        focus_key = inter.focus_key.get(focus_action) if inter and focus_action is not None else None
        if inter and self.session.is_human_turn():
            if piece.key in inter.noeffect:
                pygame.draw.rect(surface, gfx.GREY, rect.inflate(6, 6), 3, border_radius=10)
            elif piece.key in inter.clicks or (inter.drags.get(piece.key)):
                pulse = 0.5 + 0.5 * abs(((self.clock * 1.5) % 2) - 1)
                colour = inter.tints.get(piece.key, gfx.GOLD)
                width = 3 if colour == gfx.GOLD else 5
                pygame.draw.rect(surface, (*colour, int(150 + 100 * pulse)), rect.inflate(6, 6), width,
                                 border_radius=10)
        if inter and self.session.is_human_turn() and piece.key in inter.marks:
            size = max(16, int(min(rect.w, rect.h) * 0.32))
            mark = glyph(inter.marks[piece.key], size, inter.tints.get(piece.key, gfx.GOLD))
            surface.blit(mark, mark.get_rect(center=(rect.x + size * 0.65, rect.centery)))
        if self.app.settings.high_contrast:
            pygame.draw.rect(surface, (0, 0, 0), rect, 2, border_radius=8)
        if focus_key == piece.key:
            pygame.draw.rect(surface, gfx.WHITE, rect.inflate(12, 12), 3, border_radius=12)
        if self.ai_glow is not None and piece.key in self.ai_glow[1]:
            self._glow(surface, rect, True, gfx.WHITE)
        if self.tutorial is not None and piece.key in self.tutorial.highlight_keys(self):
            pulse = 0.5 + 0.5 * abs(((self.clock * 2) % 2) - 1)
            pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10 + 6 * pulse, 10 + 6 * pulse), 3, border_radius=12)
        if inter and piece.key in inter.pulsing:  # e.g. Caleira's effect resolving now
            pulse = 0.5 + 0.5 * abs(((self.clock * 2) % 2) - 1)
            pygame.draw.rect(surface, gfx.GOLD, rect.inflate(4 + 4 * pulse, 4 + 4 * pulse), 3, border_radius=8)
        if piece.badge:  # bottom-left: the corner a fanned row leaves visible
            r = max(10, int(rect.w * 0.16))
            centre = (rect.x + r + 2, rect.bottom - r - 2)
            pygame.draw.circle(surface, gfx.GOLD, centre, r)
            pygame.draw.circle(surface, gfx.INK, centre, r, 2)
            label = gfx.text(piece.badge, int(r * 1.3), gfx.INK, True)
            surface.blit(label, label.get_rect(center=centre))
        if piece.tag:
            label = gfx.text(piece.tag, self._text(13), gfx.WHITE, True)
            bg = label.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 2)
            pygame.draw.rect(surface, (0, 0, 0, 170), bg, border_radius=6)
            surface.blit(label, label.get_rect(center=bg.center))

    def _draw_labels(self, surface: pygame.Surface) -> None:
        size = self._text(14)
        for zone in self.board.zones.values():
            if zone.dropzone or not zone.label or zone.id.startswith("castle"):
                continue
            if zone.id == "deck":
                label = f"Deck ({len(self.view.deck)})"
            elif zone.id == "discard":
                label = f"Discard ({len(self.view.discard)})"
            elif zone.id.startswith("hand:"):
                count = zone.data.get("count", 0)
                text = gfx.text(f"{count} card{'s' if count != 1 else ''} in hand", size, (230, 230, 220), True)
                surface.blit(text, text.get_rect(midleft=(zone.rect.right + 8, zone.rect.centery)))
                continue
            else:
                label = zone.label
            text = gfx.text(label, size, (230, 230, 220), True)
            surface.blit(text, text.get_rect(midtop=(zone.rect.centerx, zone.rect.bottom + 2)))
        for zone in self.board.zones.values():
            if zone.id.startswith("castle:"):
                seat = int(zone.id.split(":")[1])
                self._seat_label(surface, seat, (zone.rect.x + 6, zone.rect.y - self._text(14) - 6))

    def _seat_label(self, surface: pygame.Surface, seat: int, topleft: tuple[float, float]) -> None:
        size = self._text(14)
        colour = gfx.PLAYER_COLOURS[seat % 8]
        b = gfx.badge(gfx.PLAYER_SHAPES[seat % 8], size + 4, colour, gfx.WHITE)
        surface.blit(b, topleft)
        name = self.session.seats[seat].name
        turn = " (to act)" if self.session.to_act() == seat else ""
        text = gfx.text(f"{name}{turn}", size, gfx.WHITE, True)
        surface.blit(text, (topleft[0] + size + 10, topleft[1]))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        rect = getattr(self.adapter, "prompt_rect", None)
        if rect is None:
            return
        if self.session.result() is not None:
            message = "Game over"
        elif self.session.is_human_turn():
            message = self.inter.prompt if self.inter else ""
            if self.tutorial is not None:
                message = self.tutorial.prompt(self) or message
        else:
            seat = self.session.to_act()
            message = f"{self.session.seats[seat].name} is thinking..." if seat is not None else ""
        if self.hint_text:
            message = self.hint_text
        surface.blit(shade(int(rect.w), int(rect.h), 110), rect.topleft)
        size = self._text(17)
        text = gfx.text(message, size, gfx.WHITE, True)
        while text.get_width() > rect.w - 24 and size > 11:  # a long prompt shrinks to fit its bar
            size -= 1
            text = gfx.text(message, size, gfx.WHITE, True)
        clip = surface.get_clip()
        surface.set_clip(rect)
        surface.blit(text, text.get_rect(midleft=(rect.x + 12, rect.centery)))
        surface.set_clip(clip)
        banner = self.inter.banner if self.inter and self.session.is_human_turn() else ""
        if banner:
            t = gfx.text(banner, self._text(20), gfx.INK, True)
            box = t.get_rect(center=(self.area.centerx, self.area.centery - self.area.h * 0.05)).inflate(30, 16)
            pygame.draw.rect(surface, gfx.GOLD, box, border_radius=10)
            surface.blit(t, t.get_rect(center=box.center))

    def _draw_order(self, surface: pygame.Surface) -> None:
        surface.blit(shade(self.area.w, self.area.h, 140), self.area.topleft)
        rects = self._order_rects()
        title = gfx.text(self.inter.reorder_title or "Drag the cards into order, then Done", self._text(18),
                         gfx.WHITE, True)
        surface.blit(title, title.get_rect(midbottom=(self.area.centerx, rects[0].y - 14)))
        for i, (card, rect) in enumerate(zip(self.order_cards, rects)):
            if i == self.order_drag:
                rect = rect.move(0, -12)
            image = self.adapter.render(self.adapter.order_look(card), int(rect.w), int(rect.h))
            surface.blit(image, rect.topleft)
            pos = gfx.text("top" if i == 0 else f"{i + 1}", self._text(14), gfx.WHITE, True)
            surface.blit(pos, pos.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

    def _panel_heading(self) -> tuple[pygame.Surface, list[tuple[int, pygame.Surface, pygame.Surface]], float]:
        """The side panel's title and scoreboard lines, and where the space below them starts."""
        p = self.panel
        size = self._text(15)
        title = gfx.wrapped(catalog.get(self.session.game_id).title, self._text(18), p.w - 24, gfx.GOLD, True)
        y = p.y + 12 + title.get_height() + 8
        rows = []
        for seat, line in self.adapter.scoreboard(self.view):
            name = gfx.text(self.session.seats[seat].name, size, gfx.WHITE, True)
            detail = gfx.text(line, size - 1, (210, 210, 200))
            rows.append((seat, name, detail))
            y += name.get_height() + detail.get_height() + 6
        return title, rows, y + 6

    def panel_free_top(self) -> float:
        """Where the side panel's log (or a lesson shown there) may start."""
        return self._panel_heading()[2]

    def _draw_panel(self, surface: pygame.Surface) -> None:
        p = self.panel
        pygame.draw.rect(surface, gfx.PANEL, p)
        pygame.draw.line(surface, (80, 70, 50), p.topleft, p.bottomleft, 3)
        size = self._text(15)
        title, rows, log_top = self._panel_heading()
        surface.blit(title, (p.x + 12, p.y + 12))
        y = p.y + 12 + title.get_height() + 8
        for seat, name, detail in rows:
            colour = gfx.PLAYER_COLOURS[seat % 8]
            surface.blit(gfx.badge(gfx.PLAYER_SHAPES[seat % 8], size + 4, colour, gfx.WHITE), (p.x + 12, y))
            surface.blit(name, (p.x + 20 + size, y))
            y += name.get_height()
            surface.blit(detail, (p.x + 20 + size, y))
            y += detail.get_height() + 6
        pygame.draw.line(surface, (70, 70, 70), (p.x + 10, y), (p.right - 10, y), 1)
        if self.tutorial is not None and self.tutorial.in_panel(self):
            log_top = self.tutorial.panel_rect(self).bottom + 8
        log_bottom = p.bottom - size * 2.2 - 24
        lines = self.session.log
        width = p.w - 24
        rendered = []
        total = 0
        end = max(0, len(lines) - self.log_scroll)
        for line in reversed(lines[:end]):
            block = gfx.wrapped(line, size - 1, width, (225, 225, 215))
            total += block.get_height() + 3
            if total > log_bottom - log_top:
                break
            rendered.append(block)
        yy = log_bottom
        for block in rendered:
            yy -= block.get_height() + 3
            surface.blit(block, (p.x + 12, yy))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.drag is not None or self.hover_key is None or self.choice:
            return
        piece = self.board.pieces.get(self.hover_key)
        if piece is None:
            return
        size = self._text(15)
        text = self.inter.hover.get(piece.key) if self.inter else None
        lines = [t for t in (piece.info, text) if t]
        if lines and self.hover_time > 0.15:
            block = gfx.wrapped("\n".join(lines), size, int(self.area.w * 0.3), gfx.INK)
            box = block.get_rect(midbottom=(piece.rect.centerx, piece.rect.y - 8)).inflate(16, 10)
            box.clamp_ip(self.area)
            pygame.draw.rect(surface, gfx.PAPER, box, border_radius=8)
            pygame.draw.rect(surface, gfx.INK, box, 2, border_radius=8)
            surface.blit(block, block.get_rect(center=box.center))
        if self.show_large or self.hover_time > HOVER_DELAY:
            image = self.adapter.large(piece.look)
            if image is not None:
                rect = image.get_rect()
                rect.midleft = (piece.rect.right + 16, self.area.centery)
                if rect.right > self.area.right:
                    rect.midright = (piece.rect.x - 16, self.area.centery)
                rect.clamp_ip(self.area)
                surface.blit(gfx.shadow(rect.w, rect.h, 12, 12, 180), (rect.x - 6, rect.y - 6))
                surface.blit(image, rect)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        text = gfx.text(self.toast, self._text(17), gfx.WHITE, True)
        box = text.get_rect(midtop=(self.area.centerx, self.area.y + self.area.h * 0.3)).inflate(24, 14)
        pygame.draw.rect(surface, (60, 20, 20), box, border_radius=10)
        pygame.draw.rect(surface, gfx.DANGER, box, 2, border_radius=10)
        surface.blit(text, text.get_rect(center=box.center))
