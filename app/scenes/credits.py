"""Credits: who made what, and each game's notice on where its content comes from.

Every game's ``FACTS.notice`` is shown verbatim (a game whose cards are reconstructions says so
here, as its spec asks); the rest is the same for every game: the art is our own SVG, the sounds
come from our own script, the type and the libraries the app stands on.
"""

from __future__ import annotations

from html import escape

import pygame
from pygame_gui.elements import UITextBox

from rules import catalog

from .. import __version__
from .menu import MenuScene

MADE_HERE = (
    "Every picture is our own SVG art, drawn for Castletop, and every sound is made by our own script "
    "(sounds/make_sounds.py). Nothing is copied from any publisher's cards, boards or rulebooks: the rules "
    "reference tells each game's rules in our own words."
)
BUILT_WITH = (
    "Built with pygame-ce (LGPL), pygame_gui (MIT) and the Noto Sans type (SIL Open Font License); "
    "packaged with PyInstaller."
)


def credits_html() -> str:
    """The credits as the text box's HTML-lite."""
    parts = [f"<b>Castletop {escape(__version__)}</b>", escape(MADE_HERE)]
    for info in catalog.GAMES:
        line = f"<b>{escape(info.title)}</b>"
        if info.blurb:
            line += f": {escape(info.blurb)}"
        if info.notice:
            line += f"<br>{escape(info.notice)}"
        parts.append(line)
    parts.append(escape(BUILT_WITH))
    return "<br><br>".join(parts)


class CreditsScene(MenuScene):
    title = "Credits"

    def build(self) -> None:
        w, h = self.app.size
        side = int(w * 0.12)
        top = max(int(h * 0.24), self.heading()["bottom"].y + 16)
        bh = self.button_height()
        bottom = h - max(16, h // 30) - bh - 12
        box = UITextBox(credits_html(), pygame.Rect(side, top, w - 2 * side, bottom - top), self.app.ui,
                        object_id="#credits_text")
        self.widgets.append(box)
        bw = max(200, int(w * 0.2))
        self.button(pygame.Rect((w - bw) // 2, bottom + 12, bw, bh), "Back", self.back, "#back")
