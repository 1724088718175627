"""The pause menu over the table: resume, rules, settings, save and quit, concede."""

from __future__ import annotations

from typing import Any

import pygame

from . import navigation
from .base import Host
from .menu import MenuScene


class PauseScene(MenuScene):
    title = "Paused"
    overlay = True

    def __init__(self, app: Host, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def build(self) -> None:
        x, y, w, step = self.column(5)
        bh = step * 3 // 4
        items = [("Resume", self.back, "#resume"), ("Rules", self.rules, "#rules"),
                 ("Settings", self.settings, "#settings"),
                 ("Save and quit to title", self.quit_to_title, "#save_quit")]
        if self.table.gate is None and self.table.session.result() is None:
            items.append(("Concede", self.concede, "#concede"))
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_reference import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.session.game_id))

    def quit_to_title(self) -> None:
        session = self.table.session
        if session.store is not None and session.result() is None:
            session.save(session.store)  # already saved after every action; once more does no harm
        navigation.to_title(self.app)

    def concede(self) -> None:
        self.table.session.concede()
        navigation.to_title(self.app, "You conceded the game.")
