"""The title screen: Continue (naming the game it continues), New game, Tutorials, Statistics,
Rules, Settings, Quit."""

from __future__ import annotations

import os
from typing import Any, Callable

import pygame

from . import navigation
from .base import Host
from .menu import MenuScene


def continue_label(session: Any) -> str:
    """"Continue: <game>, round 2, vs Normal AI": the game, how far it has gone, who against."""
    from ..play.outcome import short_title

    words = [short_title(session.facts.title), session.progress(), session.setup()]
    return "Continue: " + ", ".join(w for w in words if w)


class TitleScene(MenuScene):
    title = "Castletop"
    subtitle = "Castle games on your table"
    FAN = 5  # pieces fanned either side of the menu, taken in turn from each game's showcase

    def __init__(self, app: Host, message: str | None = None) -> None:
        super().__init__(app)
        self.message = message or ""
        self.saved: Any = None
        self.checked = False
        self.fan: list[pygame.Surface] = []  # cards fanned either side, loaded one per frame
        self.frames = 0
        self._showcase: list[tuple[Any, Any]] | None = None

    def update(self, dt: float) -> None:
        # The first frame comes first: the decoration loads afterwards, one card a frame.
        self.frames += 1
        if self.frames > 2 and len(self.fan) < self.FAN:
            i = len(self.fan)
            shown = self.showcase()
            if not shown:
                return
            table, look = shown[i % len(shown)]
            h = int(self.app.size[1] * 0.28)
            card = table.render(look, int(h * 5 / 7), h)
            side = -1 if i % 2 == 0 else 1
            self.fan.append(pygame.transform.rotozoom(card, side * -(8 + 9 * (i // 2 + (side > 0) * 0.5)), 1.0))

    def showcase(self) -> list[tuple[Any, Any]]:
        """(adapter, look) pairs that stand for the games, alternating between games."""
        if self._showcase is None:
            from rules.catalog import GAME_IDS

            from ..games import table_class

            per_game = []
            for game_id in GAME_IDS:
                table = table_class(game_id)
                if table is not None and table.showcase:
                    adapter = table(["", ""])
                    per_game.append([(adapter, look) for look in table.showcase])
            self._showcase = [pair for row in zip(*per_game) for pair in row] if per_game else []
        return self._showcase

    def next_wake(self) -> float | None:
        """Frames while the fan of cards is still being dealt, one a frame; then sleep."""
        return 0.0 if len(self.fan) < self.FAN and (self.frames <= 2 or self.showcase()) else None

    def resize(self, size: tuple[int, int]) -> None:
        self.fan = []
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        if self.under_a_page():
            return
        super().draw(surface)
        w, h = self.app.size
        for i, image in enumerate(self.fan):
            side = -1 if i % 2 == 0 else 1
            k = i // 2 + (0 if side < 0 else 0.5)
            cx = w / 2 + side * (w * 0.27 + k * w * 0.045)
            cy = h * 0.56 + k * h * 0.03
            surface.blit(image, image.get_rect(center=(cx, cy)))

    def _check_save(self) -> None:
        """Read the saved game and the statistics once, so a damaged file is reported here (and
        moved aside) rather than offered as Continue or counted on."""
        if self.checked:
            return
        self.checked = True
        from ..platform import paths, stats

        problems = [self.message] if self.message else []
        self.app.store.flush()
        if os.path.lexists(self.app.store.path):  # a folder, a link, a pipe: reported and moved aside too
            from ..play.session import Session

            self.saved, problem = Session.load(self.app.store)
            problems += [problem] if problem else []
        problem = stats.book().load()
        problems += [problem] if problem else []
        self.message = "\n".join(problems + paths.take_moved_aside())

    def build(self) -> None:
        self._check_save()
        x, y, w, step = self.column(8 if self.saved is not None else 7)
        bh = step * 3 // 4
        items: list[tuple[str, Callable[[], None], str]] = []
        if self.saved is not None:
            items.append((continue_label(self.saved), self.continue_game, "#continue"))
        items += [("New game", lambda: navigation.new_game(self.app), "#new_game"),
                  ("Tutorials", self.tutorials, "#tutorials"),
                  ("Statistics", self.statistics, "#stats"),
                  ("Rules", self.rules, "#rules"),
                  ("Settings", self.settings, "#settings"),
                  ("Credits", self.credits, "#credits"),
                  ("Quit", self.app.quit, "#quit")]
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def continue_game(self) -> None:
        from ..platform import stats

        session, self.saved, self.checked = self.saved, None, False
        session.stats = stats.book()
        navigation.open_table(self.app, session)

    def statistics(self) -> None:
        from .stats import StatsScene

        self.app.stack.push(StatsScene(self.app))

    def tutorials(self) -> None:
        from .tutorials import TutorialsScene

        self.app.stack.push(TutorialsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_reference import RulesIndexScene

        self.app.stack.push(RulesIndexScene(self.app))

    def credits(self) -> None:
        from .credits import CreditsScene

        self.app.stack.push(CreditsScene(self.app))

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button
