"""Professor Treasure's Secret Sky Castle's adapter: the contract's questions answered by this
package's modules.

Everything starts from a seat's ``view`` (never the true state) and the legal actions the session
hands over, so the table only shows what that seat may know. A placement turn is staged on the
table (spec 8.2): ``preview`` stands the staged roles on a copy of the view with the rules' own
``put``, each checked against the rules' ``spots`` for the board as it stands.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from rules.core import IllegalAction
from rules.skycastle import cards as C
from rules.skycastle.board import put, spots

from ...table.layout import Layout
from ...table.pieces import Look
from ...ui import gfx
from ..contract import Affordances, Choreography, Ending, LessonMarks, TableAdapter
from . import affordances, choreography, layout, results
from .art import render_look, role_face, tile_face


class SkyCastleTable(TableAdapter):
    showcase = tuple(("role", role, seat, "") for role, seat in
                     ((C.THIEF, 0), (C.SCOUT, 1), (C.EXPLORER, 0), (C.JEWELER, 1), (C.CAPTAIN, 0)))

    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        return render_look(look, w, h)

    def large(self, look: Look, board: Layout) -> pygame.Surface | None:
        h = int(board.size("card") * 3.0)
        w = int(h * 5 / 7)
        if look[0] in ("role", "token"):
            return role_face(look[1], look[2], w, h, gfx.least_text(int(board.size("height", 720))))
        if look[0] == "tile":
            size = int(board.size("tile") * 1.8)
            return tile_face(look[1], size, size, False)
        return None

    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        return layout.layout(view, area, perspective, self.names, lambda text: self.say(text, perspective))

    def affordances(self, view: Any, legal: Sequence[Any], board: Layout, perspective: int) -> Affordances:
        return affordances.affordances(view, legal, board, perspective, lambda text: self.say(text, perspective))

    def preview(self, view: Any, staged: Sequence[Any]) -> Any:
        if not staged:
            return view
        seat = view.step[1] if view.step is not None else -1
        board = view.copy()
        for place in staged:
            if place.role not in board.placing or place not in spots(board, seat, place.role):
                raise IllegalAction(f"{place.label} is not possible with the roles placed so far")
            put(board, seat, place)
            board.placing = tuple(role for role in board.placing if role != place.role)
        return board

    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        return choreography.choreograph(old, new, events, before, after, perspective,
                                        lambda text: self.say(text, perspective)).among(before, after)

    def target_of(self, view: Any, action: Any, board: Layout) -> set[str]:
        return results.target_of(view, action)

    def lesson_marks(self, view: Any, board: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                     perspective: int) -> LessonMarks:
        return results.lesson_marks(view, board, aff, targets)

    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        return results.scoreboard(view)

    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        return results.ending(view, result, self.names)
