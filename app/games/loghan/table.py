"""Castle von Loghan's adapter (spec 7): the contract's questions answered by this package's
modules. One person may play several agents: the table looks through the seat the session gives
(``perspective``, the acting seat when it is one of theirs), whose hand and Decision cards fill the
hand area; everything public is the same for every seat."""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence

import pygame

from rules.core.game import GameOption

from ...table.layout import Layout
from ...table.pieces import Look
from ..contract import Affordances, Choreography, Ending, LessonMarks, TableAdapter
from . import affordances, art, choreography, layout, results, union
from . import words as W

SEAT = re.compile(r"\bseat (\d+)")


LOBBY = (
    GameOption("others", "Other agents", (("ai", "AI agents"), ("chaos", "Chaos characters (yours)")), "ai"),
    GameOption("leader", "First Leader", (("seat1", "Seat 1"), ("random", "Drawn at random")), "seat1"),
)


EXPLORING = "Exploration: you play one agent against AI opponents (no Chaos characters)."


class LoghanTable(TableAdapter):
    showcase = art.SHOWCASE
    lobby_options = LOBBY

    @classmethod
    def lobby_rules(cls, chosen: Mapping[str, str], people: Sequence[bool]) -> tuple[dict[str, Any], list[bool]]:
        """Spec 2.2: the agents the person does not play are all AI agents or all Chaos characters
        (never mixed); Chaos characters are the person's to decide (solo rules with one agent of
        theirs, two-main rules with more). The first Leader is Seat 1 or drawn at random."""
        options: dict[str, Any] = {}
        if chosen.get("leader") == "random":
            options["first_leader"] = "random"
        people = list(people)
        if chosen.get("mode") == "exploration":  # spec 2.2: one agent of the person's, AI opponents
            return options, people
        if chosen.get("others") == "chaos" and any(people) and not all(people):
            options["seats"] = ["human" if mine else "chaos" for mine in people]
            people = [True] * len(people)
        return options, people

    @classmethod
    def lobby_unavailable(cls, chosen: Mapping[str, str]) -> dict[str, str]:
        """Spec 2.2: the board is Exploration's choice (Story always plays The Past); Chaos
        characters belong to Story mode."""
        if chosen.get("mode", "story") == "exploration":
            return {"others": EXPLORING}
        return {"board": "Story mode always plays The Past."}

    @classmethod
    def lobby_person_seats(cls, chosen: Mapping[str, str]) -> tuple[int | None, str]:
        """Spec 1: in Exploration the person plays exactly one agent."""
        return (1, EXPLORING) if chosen.get("mode") == "exploration" else (None, "")

    def say(self, text: str, perspective: int | None) -> str:
        """The rules' labels write "seat 2" in the middle of a sentence: named like every seat."""
        return super().say(SEAT.sub(lambda m: f"Seat {m.group(1)}", text), perspective)

    def combine_views(self, views: dict[int, Any], perspective: int) -> Any:
        return union.combine(views, perspective)

    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        return art.render(look, w, h)

    def seat_badge(self, view: Any, seat: int) -> tuple[str, tuple[int, ...]]:
        """A seat stands for its agent: the agent's colour and shape (art/loghan/README)."""
        return W.agent_badge(view.agents[seat].id)

    def large(self, look: Look, board: Layout) -> pygame.Surface | None:
        return art.large(look, int(board.size("height", 720)))

    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        return self.layout_page(view, area, perspective, "")

    def layout_page(self, view: Any, area: pygame.FRect, perspective: int, page: str) -> Layout:
        """The Future's Castle / Laboratory tabs are the only pages (spec 7.2)."""
        return layout.layout(view, area, perspective, [self.say(n, perspective) for n in self.names], page)

    def affordances(self, view: Any, legal: Sequence[Any], board: Layout, perspective: int) -> Affordances:
        return affordances.affordances(view, legal, board, perspective)

    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        return choreography.choreograph(old, new, events, before, after, perspective).among(before, after)

    def target_of(self, view: Any, action: Any, board: Layout) -> set[str]:
        known = {p.key for p in board.pieces} | {z.id for z in board.zones}
        return affordances.target_of(view, action) & known

    def lesson_marks(self, view: Any, board: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                     perspective: int) -> LessonMarks:
        return results.lesson_marks(view, board, aff, targets, perspective)

    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        return results.scoreboard(view)

    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        return results.ending(view, result, self.names)
