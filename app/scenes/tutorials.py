"""The list of tutorials, one per game whose table can show its lesson."""

from __future__ import annotations

import pygame

from rules.catalog import GAMES

from .menu import MenuScene


class TutorialsScene(MenuScene):
    title = "Tutorials"

    def build(self) -> None:
        from ..games import has_lesson

        x, y, w, step = self.column(len(GAMES) + 1)
        bh = step * 3 // 4
        i = 0
        for info in GAMES:
            if not has_lesson(info.id):
                continue
            self.button(pygame.Rect(x, y + i * step, w, bh), f"Learn {info.title}",
                        lambda g=info.id: self.start(g), f"#learn_{info.id}")
            i += 1
        self.button(pygame.Rect(x, y + i * step, w, bh), "Back", self.back, "#back")

    def start(self, game_id: str) -> None:
        from .tutorial import start_tutorial

        self.app.stack.pop()
        start_tutorial(self.app, game_id)
