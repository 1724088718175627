"""Title, new game, tutorials, pause, settings and results: menu scenes built with pygame_gui.

Each menu builds its widgets when it is entered (and again on resize), hides them while another
scene covers it, and kills them when it leaves, so widgets never outlive their scene.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider, UILabel, UITextEntryLine

from rules.catalog import GAMES, get

from .. import gfx
from .base import Scene

AI_KINDS = ("easy", "normal", "hard")


class MenuScene(Scene):
    """A column of widgets over the felt; subclasses fill ``build``."""

    title = ""
    overlay = False

    def __init__(self, app: Any) -> None:
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


class TitleScene(MenuScene):
    title = "Castletop"
    FAN = ("TRE1", "WAT1", "SPI", "OBS", "BAT1")

    def __init__(self, app: Any, message: str | None = None) -> None:
        super().__init__(app)
        self.message = message or ""
        self.saved: Any = None
        self.checked = False
        self.fan: list[pygame.Surface] = []  # cards fanned either side, loaded one per frame
        self.frames = 0

    def update(self, dt: float) -> None:
        # The first frame comes first: the decoration loads afterwards, one card a frame.
        self.frames += 1
        if self.frames > 2 and len(self.fan) < len(self.FAN):
            from rules.caleira.cards import ID_OF

            from ..games.caleira import card_face

            i = len(self.fan)
            h = int(self.app.size[1] * 0.28)
            card = card_face(ID_OF[self.FAN[i]], int(h * 5 / 7), h, False)
            side = -1 if i % 2 == 0 else 1
            self.fan.append(pygame.transform.rotozoom(card, side * -(8 + 9 * (i // 2 + (side > 0) * 0.5)), 1.0))

    def resize(self, size: tuple[int, int]) -> None:
        self.fan = []
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = self.app.size
        subtitle = gfx.text("Castle games on your table", gfx.scaled_size(20, h, self.app.text_scale),
                            (230, 220, 190))
        surface.blit(subtitle, subtitle.get_rect(center=(w // 2, int(h * 0.225))))
        for i, image in enumerate(self.fan):
            side = -1 if i % 2 == 0 else 1
            k = i // 2 + (0 if side < 0 else 0.5)
            cx = w / 2 + side * (w * 0.27 + k * w * 0.045)
            cy = h * 0.56 + k * h * 0.03
            surface.blit(image, image.get_rect(center=(cx, cy)))

    def _check_save(self) -> None:
        """Read the saved game once, so a damaged one is reported here (and moved aside)
        rather than offered as Continue."""
        if self.checked:
            return
        self.checked = True
        if self.app.store.exists():
            from ..session import Session

            self.saved, problem = Session.load(self.app.store)
            if problem:
                self.message = problem

    def build(self) -> None:
        self._check_save()
        x, y, w, step = self.column(6)
        bh = step * 3 // 4
        items: list[tuple[str, Callable[[], None], str]] = []
        if self.saved is not None:
            items.append(("Continue", self.continue_game, "#continue"))
        items += [("New game", lambda: self.app.stack.push(NewGameScene(self.app)), "#new_game"),
                  ("Tutorials", lambda: self.app.stack.push(TutorialsScene(self.app)), "#tutorials"),
                  ("Rules", self.rules, "#rules"),
                  ("Settings", lambda: self.app.stack.push(SettingsScene(self.app)), "#settings"),
                  ("Quit", self.app.quit, "#quit")]
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def continue_game(self) -> None:
        session, self.saved, self.checked = self.saved, None, False
        self.app.start_game(session)

    def rules(self) -> None:
        from .rules_reference import RulesScene

        self.app.stack.push(RulesScene(self.app, GAMES[0].id))

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button


class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, app: Any) -> None:
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
        from ..session import SeatSpec

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
        from ..session import Session

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
        self.app.start_game(session)


class TutorialsScene(MenuScene):
    title = "Tutorials"

    def build(self) -> None:
        from rules.catalog import load_tutorial

        from ..games import has_tutorial_table

        x, y, w, step = self.column(len(GAMES) + 1)
        bh = step * 3 // 4
        i = 0
        for info in GAMES:
            if not has_tutorial_table(info.id) or load_tutorial(info.id) is None:
                continue
            self.button(pygame.Rect(x, y + i * step, w, bh), f"Learn {info.title}",
                        lambda g=info.id: self.start(g), f"#learn_{info.id}")
            i += 1
        self.button(pygame.Rect(x, y + i * step, w, bh), "Back", self.back, "#back")

    def start(self, game_id: str) -> None:
        from ..tutorial_driver import start_tutorial

        self.app.stack.pop()
        start_tutorial(self.app, game_id)


class PauseScene(MenuScene):
    title = "Paused"
    overlay = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def build(self) -> None:
        x, y, w, step = self.column(5)
        bh = step * 3 // 4
        items = [("Resume", self.back, "#resume"), ("Rules", self.rules, "#rules"),
                 ("Settings", lambda: self.app.stack.push(SettingsScene(self.app)), "#settings"),
                 ("Save and quit to title", self.quit_to_title, "#save_quit")]
        if self.table.tutorial is None and self.table.session.result() is None:
            items.append(("Concede", self.concede, "#concede"))
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def rules(self) -> None:
        from .rules_reference import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.session.game_id))

    def quit_to_title(self) -> None:
        session = self.table.session
        if session.store is not None and session.result() is None:
            session.save(session.store)  # already saved after every action; once more does no harm
        self.app.ai.cancel()
        self.app.stack.clear_to(TitleScene(self.app))

    def concede(self) -> None:
        self.table.session.concede()
        self.app.ai.cancel()
        self.app.stack.clear_to(TitleScene(self.app, message="You conceded the game."))


class SettingsScene(MenuScene):
    title = "Settings"
    overlay = True
    SPEEDS = ("slow", "normal", "fast", "instant")
    SIZES = ("small", "medium", "large")

    def build(self) -> None:
        s = self.app.settings
        x, y, w, step = self.column(7, 0.34)
        bh = step * 3 // 4
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        lw = 200
        rows = [("Effects volume", None), ("Animation speed", None), ("Text size", None)]
        for i, (label, _) in enumerate(rows):
            self.widgets.append(UILabel(pygame.Rect(x - lw - 10, y + i * step, lw, bh), label, self.app.ui))
        self.volume = UIHorizontalSlider(pygame.Rect(x, y, w, bh), s.effects_volume, (0.0, 1.0), self.app.ui,
                                         object_id="#volume")
        self.widgets.append(self.volume)
        speed = UIDropDownMenu([x_.capitalize() for x_ in self.SPEEDS], s.animation_speed.capitalize(),
                               pygame.Rect(x, y + step, w, bh), self.app.ui, object_id="#speed")
        self.widgets.append(speed)
        self.dropdowns[speed] = lambda v: self._set("animation_speed", v.lower())
        size = UIDropDownMenu([x_.capitalize() for x_ in self.SIZES], s.text_size.capitalize(),
                              pygame.Rect(x, y + 2 * step, w, bh), self.app.ui, object_id="#text_size")
        self.widgets.append(size)
        self.dropdowns[size] = lambda v: self._set("text_size", v.lower())
        self.button(pygame.Rect(x, y + 3 * step, w, bh),
                    f"Fullscreen (F11): {'on' if s.fullscreen else 'off'}", self.app.toggle_fullscreen, "#fullscreen")
        self.button(pygame.Rect(x, y + 4 * step, w, bh),
                    f"High contrast: {'on' if s.high_contrast else 'off'}", self._toggle_contrast, "#contrast")
        self.button(pygame.Rect(x, y + 5 * step, w, bh), "Back", self.back, "#back")

    def _set(self, field: str, value: Any) -> None:
        setattr(self.app.settings, field, value)
        self.app.apply_settings()

    def _toggle_contrast(self) -> None:
        self.app.settings.high_contrast = not self.app.settings.high_contrast
        self.app.apply_settings()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.app.settings.effects_volume = round(float(event.value), 2)
            self.app.sound.volume = self.app.settings.effects_volume
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            self.dropdowns[event.ui_element](event.text)
            return True
        return super().handle(event)

    def exit(self) -> None:
        self.app.apply_settings()
        super().exit()


class ResultsScene(MenuScene):
    title = "Game over"
    overlay = True

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session

    def build(self) -> None:
        x, y, w, step = self.column(3)
        bh = step * 3 // 4
        y = int(self.app.size[1] * 0.62)
        items = [("Play again", self.again, "#again"), ("New game", self.new_game, "#new_game"),
                 ("Title", self.to_title, "#title")]
        if getattr(self.session, "tutorial", None):
            items[0] = ("Replay this deal", self.again, "#again")
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def lines(self) -> list[str]:
        from ..games import result_lines

        r = self.session.result()
        names = [s.name for s in self.session.seats]
        if len(r.winners) > 1:
            head = "Shared victory: " + " and ".join(names[s] for s in r.winners)
        else:
            head = f"{names[r.winners[0]]} {'win' if names[r.winners[0]] == 'You' else 'wins'}!"
        return [head] + result_lines(self.session.game_id, r, names, self.session.view())

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
        from ..session import Session

        s = self.session
        if getattr(s, "tutorial", None):
            from ..tutorial_driver import start_tutorial

            self.app.stack.clear_to(TitleScene(self.app))
            start_tutorial(self.app, s.game_id)
            return
        session = Session.new(s.game_id, list(s.seats), random.randrange(1, 10**9), store=self.app.store)
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.start_game(session)

    def new_game(self) -> None:
        self.app.stack.clear_to(TitleScene(self.app))
        self.app.stack.push(NewGameScene(self.app))

    def to_title(self) -> None:
        self.app.stack.clear_to(TitleScene(self.app))

    def back(self) -> None:
        self.to_title()
