"""Small Table's table adapter: the test game laid out with the generic helpers only.

Registered as ``app.games.smalltable`` by the tests (``smalltable.register``). It shows how
short an adapter for a board game can be: ``layouts.ring`` for the seats, ``graph.BoardGraph``
for the board and its lines, ``standees.stand`` for who stands where, ``layouts.row`` and
``dice`` for the tray. Its rolls are standard chance events (``app.table.chance``): the table
turns them into tumbles and the rattle itself (``standard_choreography``), so ``choreograph``
adds only what is this game's own: the walks' routes, a tap as a standee sets off, the notice.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from app.games.contract import (Affordances, Choreography, Click, Cue, Drag, Ending, LessonMarks, Reading,
                                TableAdapter, TableButton)
from rules.core import event_text

from app.table import dice, layouts, standees
from app.table.graph import BoardGraph, FittedGraph
from app.table.layout import Layout
from app.table.pieces import DIE, STANDEE, PieceSpec, Zone

from . import game

# The board in its own units: Gate, Hall and Tower in a row (the Gate-Tower road goes round the
# Hall), the Well and the Garden below.
BOARD = BoardGraph({"gate": (0.0, 1.0), "hall": (2.0, 1.0), "tower": (4.0, 1.0), "well": (1.0, 2.6),
                    "garden": (3.0, 2.6)}, game.EDGES, size=(1.5, 1.0), bounds=(-0.9, 0.0, 5.8, 3.3))
STORY = ("The road forks at the old milestone. To the north the Tower leans over the Hall like a tired "
         "sentry; to the south the Well and the Garden lie quiet under the elms. Ada says the Garden was "
         "planted by someone who never came back for the harvest, and Bo says nothing at all, which is "
         "worse.\n\nSomewhere a bucket knocks against stone. The three dice in your pocket are warm, as "
         "if someone had just been holding them. You could walk on, or you could let the dice decide.\n\n"
         "Whatever you choose, the others at the table will hear of it: nothing here is secret, and the "
         "scores are written on the wall of the Hall in chalk for everyone to see.")
STANDEE_LOOKS = {
    "ada": standees.standee_look((0, 114, 178), "A", "circle", "hood"),
    "bo": standees.standee_look((213, 94, 0), "B", "square", "hat"),
}


def points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def space_zone(space: str) -> str:
    return f"space:{space}"


def seat_zone(seat: int) -> str:
    return f"seat:{seat}"


class SmallTable(TableAdapter):
    showcase = (dice.die_look(5), STANDEE_LOOKS["ada"])

    # --- art ---------------------------------------------------------------------------------------
    def render(self, look: tuple, w: int, h: int) -> pygame.Surface:
        if dice.is_die_look(look):
            return dice.render_look(look, w, h)
        if standees.is_standee_look(look):
            return standees.render_look(look, w, h)
        raise KeyError(f"Small Table has no look {look!r}")

    def large(self, look: tuple, layout: Layout) -> pygame.Surface | None:
        if standees.is_standee_look(look):
            h = int(layout.size("standee") * 2.5)
            return standees.render_look(look, int(h * standees.ASPECT), h)
        return None

    # --- layout ------------------------------------------------------------------------------------
    def board(self, layout_or_area: Layout | pygame.FRect) -> FittedGraph:
        """The board fitted where a layout put it (or into an area)."""
        area = layout_or_area.regions["board"] if isinstance(layout_or_area, Layout) else layout_or_area
        return BOARD.fit(area, margin=area.h * 0.04)

    def layout(self, view: game.State, area: pygame.FRect, perspective: int) -> Layout:
        ring = layouts.ring(area, view.players, perspective, bottom=0.26, centre_min=(0.42, 0.36))
        # the prompt bar across the top of your band; your name plate and your area under it
        prompt, own = layouts.split(ring[perspective], "top", min(area.h * 0.065, ring[perspective].h * 0.3),
                                    gap=ring.label_room)
        tray, board_area = layouts.split(ring.centre, "bottom", 0.22, gap=6)
        fitted = self.board(board_area)
        zones = [Zone(space_zone(s), fitted.rect(s), label=name) for s, name in game.SPACES.items()]
        for seat in range(view.players):
            rect = own if seat == perspective else ring[seat]
            zones.append(Zone(seat_zone(seat), rect, note=points(view.scores[seat]), seat=seat,
                              nameplate=True, tally=True))
        zones.append(Zone("tray", tray, label="Dice"))
        pieces: list[PieceSpec] = []
        die = min(tray.h * 0.75, tray.w / 4.2)
        for i, (key, rect) in enumerate(zip(game.DICE, layouts.row(tray, 3, (die, die), die * 0.3))):
            pieces.append(PieceSpec(key, DIE, dice.die_look(view.dice[i]), rect, z=10, info=f"Die {i + 1}"))
        size = standees.standee_size(fitted.rect("gate"), 0.95)
        for space in game.SPACES:
            here = [s for s in game.STANDEES if view.at[s] == space]
            for i, (key, rect) in enumerate(zip(here, standees.stand(fitted.rect(space), len(here), size))):
                pieces.append(PieceSpec(key, STANDEE, STANDEE_LOOKS[key], rect, z=20 + i,
                                        info=f"{game.STANDEES[key]}, at the {game.SPACES[space]}"))
        return Layout(tuple(pieces), tuple(zones), prompt,
                      regions={"board": board_area, "tray": tray, "lesson": ring.centre},
                      sizes={"die": die, "standee": size[1]}, links=fitted.links())

    # --- affordances ------------------------------------------------------------------------------------
    def affordances(self, view: game.State, legal: Sequence[Any], layout: Layout, perspective: int) -> Affordances:
        out = Affordances(prompt="Walk a standee to a space, or roll the dice" if legal else "")
        for action in legal:
            if isinstance(action, game.Walk):
                zone = space_zone(action.path[-1])
                out.drags.append(Drag(action.standee, zone, action))
                out.focus[action] = zone
            else:
                out.buttons.append(TableButton("Roll the dice", action, key="roll"))
                out.clicks.extend(Click(key, action) for key in game.DICE)
                out.focus[action] = game.DICE[0]
                for key in game.DICE:
                    out.hover[key] = "Click to roll the three dice"
        if legal and view.story:  # every decision also offered as a story to read
            out.picker = Reading("At the milestone", STORY, tuple((a.label, a) for a in legal))
        for key in game.STANDEES:
            if any(d.piece == key for d in out.drags):
                out.hover[key] = f"Drag {game.STANDEES[key]} to another space: one point per step"
        return out

    # --- choreography -----------------------------------------------------------------------------------
    def choreograph(self, old: game.State, new: game.State, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        out = Choreography()
        fitted = self.board(after)
        for event in events:
            if event.kind == "walk":
                path = event.data["path"]
                out.routes[event.data["standee"]] = standees.walk(fitted, path)
                out.sounds.append(Cue("place"))  # a soft tap as it sets off
            elif event.kind == "rolled":
                out.notice = event_text(event, self.names, perspective)
        return out

    def target_of(self, view: game.State, action: Any, layout: Layout) -> set[str]:
        if isinstance(action, game.Walk):
            return {action.standee, space_zone(action.path[-1])}
        return set(game.DICE)

    # --- lessons and results ----------------------------------------------------------------------------
    def lesson_marks(self, view: game.State, layout: Layout, affordances: Affordances,
                     targets: Iterable[tuple[Any, ...]], perspective: int | None = None) -> LessonMarks:
        marks = LessonMarks()
        for target in targets:
            kind, name = target[0], target[1]
            if kind == "zone" and name == "dice":
                marks.pieces.update(game.DICE)
            elif kind == "space":
                marks.zones.add(space_zone(name))
            elif kind == "standee":
                marks.pieces.add(name)
            elif kind == "button":
                marks.buttons.add(name)
        return marks

    def scoreboard(self, view: game.State, perspective: int) -> list[tuple[int, str]]:
        return [(seat, points(score)) for seat, score in enumerate(view.scores)]

    def ending(self, view: game.State, result: Any, perspective: int) -> Ending:
        lines = [self.say(f"Seat {seat + 1}: {points(score)}", perspective) for seat, score in enumerate(view.scores)]
        return Ending(lines=[result.reason, *lines])


TABLE = SmallTable

__all__ = ["BOARD", "SmallTable", "TABLE", "seat_zone", "space_zone"]
