"""Professor Evil and the Citadel of Time's adapter: the contract's questions answered by this
package's modules (spec 8). The game has no secrets, so every seat's view is the same table;
``perspective`` only says who decides now."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from ...table.layout import Layout
from ...table.pieces import Look
from ..contract import Affordances, Choreography, Ending, LessonMarks, TableAdapter
from . import affordances, art, choreography, layout, results
from .panel_art import CHARACTERS


class CitadelTable(TableAdapter):
    showcase = art.SHOWCASE
    tumble_seconds = choreography.TUMBLE  # spec 8.3: the three dice tumble for 900 ms

    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        return art.render(look, w, h)

    def seat_badge(self, view: Any, seat: int) -> tuple[str, tuple[int, ...]]:
        """A seat stands for its character: the character's colour and shape (art/citadel/README)."""
        colour, shape = CHARACTERS[view.chars[seat]]
        return shape, colour

    def large(self, look: Look, board: Layout) -> pygame.Surface | None:
        return art.large(look, int(board.size("height", 720)))

    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        return layout.layout(view, area, [self.say(n, perspective) for n in self.names])

    def affordances(self, view: Any, legal: Sequence[Any], board: Layout, perspective: int) -> Affordances:
        return affordances.affordances(view, legal, board, perspective)

    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        return choreography.choreograph(old, new, events, after, self.names).among(before, after)

    def target_of(self, view: Any, action: Any, board: Layout) -> set[str]:
        known = {p.key for p in board.pieces} | {z.id for z in board.zones}
        return results.target_of(view, action) & known

    def lesson_marks(self, view: Any, board: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                     perspective: int) -> LessonMarks:
        return results.lesson_marks(view, board, aff, targets)

    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        return results.scoreboard(view)

    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        return results.ending(view, result, self.names)
