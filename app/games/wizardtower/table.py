"""Tower of the Sleepy Wizard's adapter: the contract's questions answered by this package's modules.

Everything starts from a seat's ``view`` (never the true state): the person at the bottom sees
every hand but their own, which shows as backs until peeked (spec 7.2, 8.3).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from ...table.layout import Layout
from ...table.pieces import Look
from ...ui import gfx
from ..contract import Affordances, Choreography, Ending, LessonMarks, TableAdapter
from . import affordances, choreography, layout, results
from .art import card_face, floor_card, guild_badge, render_look


class WizardTowerTable(TableAdapter):
    # Romeo, Polly Morph, Crash, Old Mumbleweed, Gloop: a Rogue, a Shapeshifter, a Bard, a Mage, a Slime.
    showcase = tuple(("card", c, "", 0) for c in (0, 49, 47, 9, 36))

    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        return render_look(look, w, h)

    def seat_badge(self, view: Any, seat: int) -> tuple[str, tuple[int, ...]]:
        return guild_badge(view.guilds[seat])

    def large(self, look: Look, board: Layout) -> pygame.Surface | None:
        height = int(board.size("height", 720))
        least = gfx.least_text(height)
        if look[0] == "card":
            h = int(max(board.size("card") * 2.2, height * 0.42))
            return card_face(look[1], int(h * 5 / 7), h, least, look[2], look[3])
        if look[0] == "floor":
            h = int(height * 0.22)
            return floor_card(look[1], int(h * 240 / 84), h, False, least)
        return None

    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        return layout.layout(view, area, perspective, lambda text: self.say(text, perspective))

    def affordances(self, view: Any, legal: Sequence[Any], board: Layout, perspective: int) -> Affordances:
        return affordances.affordances(view, legal, board, perspective, lambda text: self.say(text, perspective))

    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        return choreography.choreograph(old, new, events, perspective, lambda text: self.say(text, perspective),
                                        after.regions.get("table"), after).among(before, after)

    def target_of(self, view: Any, action: Any, board: Layout) -> set[str]:
        keys = {p.key for p in board.pieces}
        return results.target_of(view, action) & keys

    def lesson_marks(self, view: Any, board: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                     perspective: int) -> LessonMarks:
        return results.lesson_marks(view, board, aff, perspective, targets)

    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        return results.scoreboard(view)

    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        return results.ending(view, result, self.names)
