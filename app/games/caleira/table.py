"""Castles of Caleira's adapter: the contract's questions answered by this package's modules.

Everything starts from a seat's ``view`` (never the true state), so the table shows only what
that seat may know.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from rules.caleira import cards as C

from ...table.layout import Layout
from ...table.pieces import Look
from ...ui import gfx
from ..contract import Affordances, Choreography, Ending, LessonMarks, TableAdapter
from . import affordances, choreography, layout, results
from .art import card_face, render_look


class CaleiraTable(TableAdapter):
    showcase = tuple(("face", C.ID_OF[name]) for name in ("TRE1", "WAT1", "SPI", "OBS", "BAT1"))

    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        return render_look(look, w, h)

    def large(self, look: Look, board: Layout) -> pygame.Surface | None:
        h = int(board.size("card") * 2.6)
        w = int(h * 5 / 7)
        if look[0] in ("face", "mine", "known"):
            return card_face(look[1], w, h, gfx.least_text(int(board.size("height", 720))))
        return None

    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        return layout.layout(view, area, perspective, lambda text: self.say(text, perspective))

    def affordances(self, view: Any, legal: Sequence[Any], board: Layout, perspective: int) -> Affordances:
        return affordances.affordances(view, legal, board, perspective, self.names,
                                       lambda text: self.say(text, perspective))

    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        return choreography.choreograph(old, new, events, perspective, self.players,
                                        before.size("card_w")).among(before, after)

    def target_of(self, view: Any, action: Any, board: Layout) -> set[str]:
        return set()  # another seat's move plays out at once (its log line says what it was)

    def lesson_marks(self, view: Any, board: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                     perspective: int) -> LessonMarks:
        return results.lesson_marks(view, board, aff, perspective, targets)

    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        return results.scoreboard(view)

    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        return results.ending(view, result, perspective, self.names)
