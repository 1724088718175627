"""The rules reference over the table: sections in our own words, with links between them.

Text comes from the game's rules package (``reference.SECTIONS``: id, title, HTML-lite body
where ``<a href='id'>`` jumps to a section), so it is plain data the tests can check. The title
screen opens ``RulesIndexScene`` (every game's rules), a table its own game's. The contents
column shares its height among the sections, so a long list still fits a short window.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from rules import catalog

from .menu import MenuScene

MIN_ROW = 24  # a contents button never gets shorter than this (px)


def sections_for(game_id: str) -> list[tuple[str, str, str]]:
    module = importlib.import_module(f"rules.{game_id}.reference")
    return list(module.SECTIONS)


class RulesScene(MenuScene):
    overlay = True

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.box: UITextBox | None = None
        self.game_id = game_id
        self.sections = sections_for(game_id)
        self.current = self.sections[0][0]
        self.title = f"Rules: {catalog.get(game_id).title}"

    def build(self) -> None:
        w, h = self.app.size
        left = int(w * 0.08)
        top = max(int(h * 0.2), self.heading()["bottom"].y + 12)
        toc_w = int(w * 0.24)
        bottom = h - max(16, h // 30)
        rows = len(self.sections) + 1  # the sections and Close
        gap = 6 if (bottom - top) / rows >= 40 else 3
        bh = max(MIN_ROW, min(max(34, int(h * 0.05)), (bottom - top - 10) // rows - gap))
        for i, (sid, title, _) in enumerate(self.sections):
            self.button(pygame.Rect(left, top + i * (bh + gap), toc_w, bh), title, lambda s=sid: self.show(s),
                        f"#section_{sid}")
        self.button(pygame.Rect(left, top + len(self.sections) * (bh + gap) + 10, toc_w, bh), "Close", self.back,
                    "#close")
        body_rect = pygame.Rect(left + toc_w + 20, top, w - left * 2 - toc_w - 20, bottom - top)
        self.box = UITextBox(self._html(self.current), body_rect, self.app.ui, object_id="#rules_text")
        self.widgets.append(self.box)

    def _html(self, sid: str) -> str:
        for s, title, body in self.sections:
            if s == sid:
                return f"<b>{title}</b><br><br>{body}"
        return ""

    def show(self, sid: str) -> None:
        self.current = sid
        if self.box is not None:
            self.box.set_text(self._html(sid))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED:
            self.show(event.link_target)
            return True
        return super().handle(event)


class RulesIndexScene(MenuScene):
    """The title screen's way in: every game's rules, one button each."""

    title = "Rules"

    def build(self) -> None:
        x, y, w, step = self.column(len(catalog.GAMES) + 1)
        bh = step * 3 // 4
        for i, info in enumerate(catalog.GAMES):
            self.button(pygame.Rect(x, y + i * step, w, bh), info.title, lambda g=info.id: self.open(g),
                        f"#rules_{info.id}")
        self.button(pygame.Rect(x, y + len(catalog.GAMES) * step, w, bh), "Back", self.back, "#back")

    def open(self, game_id: str) -> None:
        self.app.stack.push(RulesScene(self.app, game_id))
