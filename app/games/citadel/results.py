"""The Citadel's side-panel lines, the end of the game (spec 3.13, 8.3: the team's Saved and Lost
treasures, the turns played, the difficulty), what another seat's decision is about, and a
lesson's highlights.

Highlight vocabulary (``rules/citadel/tutorial.py`` documents and checks it): ``("room", room)``,
``("door", doorway)``, ``("window", room)``, ``("front_door",)``, ``("switch", room)``,
``("treasure", colour)`` (its tile and its ribbon), ``("marker", colour)``, ``("standee", character)``
or ``("standee", "PROF")``, ``("card", card)``, ``("tile", character)`` (the active character's tile,
another's chip), ``("zone", "floor_plan" | "outside" | "clock" | "dice" | "pips" | "saved" |
"lost")``, ``("button", name)``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rules.citadel.actions import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_ROOM, DUCK, FLIP, MOVE, PLAY, RESCUE, SHADOWING, STRETCH, TINKER, UNLOCK,
)
from rules.citadel.board import COLOURS, OUTSIDE, ROOM_NAMES, ROOMS
from rules.citadel.content import (
    CHAR_NAME, CHAR_SHORT, CLOCK_SPLIT_NAMES, DIFFICULTY_NAMES, TREASURE_NAME,
)

from rules.citadel import geometry as G

from ...table.layout import Layout
from ..contract import Affordances, Ending, LessonMarks, ScoreRow
from . import geometry as geo
from .side import DICE

COLUMNS = ("Character", "Ended", "Lost", "Saved")


def scoreboard(view: Any) -> list[tuple[int, str]]:
    team = f"team: saved {len(view.saved)}/4, lost {len(view.lost)}/4"
    out = []
    for seat, char in enumerate(view.chars):
        room = view.where[seat]
        where = "outside" if room == OUTSIDE else f"in the {ROOM_NAMES[room]}"
        tile = "tile up" if view.face_up[seat] else "tile down"
        out.append((seat, f"{CHAR_SHORT[char]}, {where}, {tile}; {team}"))
    return out


def ending(view: Any, result: Any, names: Sequence[str]) -> Ending:
    won = result is not None and result.reason == "win"
    banner = "" if result is None else ("The Professor is defeated!" if won else
                                        "The Professor has stashed four treasures.")
    rows = [ScoreRow(seat, (CHAR_NAME[char], _where(view.where[seat]), str(len(view.lost)), str(len(view.saved))))
            for seat, char in enumerate(view.chars)]
    return Ending(banner, [], lines(view, result, names), reason=reason(view, result), columns=COLUMNS, rows=rows,
                  notes=notes(view))


def _where(room: str) -> str:
    return "outside" if room == OUTSIDE else ROOM_NAMES[room]


def reason(view: Any, result: Any) -> str:
    if result is None:
        return f"The game ended on turn {view.turn}: {len(view.saved)} saved, {len(view.lost)} lost."
    if result.reason == "win":
        return f"The team rescued four treasures in {view.turn} turns: the Professor is defeated!"
    return f"The Professor stashed four treasures in his strongroom after {view.turn} turns."


def notes(view: Any) -> list[str]:
    saved = ", ".join(TREASURE_NAME[t] for t in view.saved) or "none"
    lost = ", ".join(TREASURE_NAME[t] for t in view.lost) or "none"
    return [f"Saved: {saved}.", f"Lost: {lost}.",
            f"Difficulty {DIFFICULTY_NAMES.get(view.difficulty, view.difficulty)}, "
            f"{CLOCK_SPLIT_NAMES.get(view.split, view.split)} Clock die; {view.turn} turns."]


def lines(view: Any, result: Any, names: Sequence[str]) -> list[str]:
    out = [reason(view, result)]
    out += [f"{names[s] if s < len(names) else 'Seat ' + str(s + 1)} played {CHAR_NAME[c]}"
            for s, c in enumerate(view.chars)]
    return out + notes(view)


def target_of(view: Any, action: Any) -> set[str]:
    """What another seat's decision is about: the room it moves to, the doorway, switch or
    treasure it takes, the card it plays."""
    kind, arg = getattr(action, "kind", ""), getattr(action, "arg", None)
    if kind in (MOVE, SHADOWING) or kind == CHOOSE_ROOM and arg in ROOMS and _is_move(view):
        return {f"room:{arg}"}
    if kind == DUCK:
        return {"out" if arg == OUTSIDE else f"room:{arg}"}
    if kind in (UNLOCK, TINKER, CHOOSE_DOOR):
        return {f"door:{arg}"}
    if kind in (FLIP, CHOOSE_ROOM) and arg in ROOMS:
        return {f"sw:{view.switch_of(arg)[0]}"}
    if kind == RESCUE and arg in COLOURS:
        t = view.treasures[COLOURS.index(arg)]
        return {f"tr:{t[0]}"} if t is not None else set()
    if kind in (STRETCH, CHOOSE_COLOUR) and arg in COLOURS:
        return {f"mk:{arg}"}
    if kind == PLAY:
        return {f"card:{arg}"}
    return set()


def _is_move(view: Any) -> bool:
    return view.step is not None and view.step[2] in ("NG1", "NG3", "DASH")


def lesson_marks(view: Any, layout: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]]) -> LessonMarks:
    marks = LessonMarks()
    pieces = {p.key for p in layout.pieces}
    zones = {z.id for z in layout.zones}
    fit = geo.Fit(layout.regions["board"])
    for target in targets:
        kind, name = target[0], target[1] if len(target) > 1 else None
        keys: set[str] = set()
        if kind == "room" and f"room:{name}" in zones:
            marks.zones.add(f"room:{name}")
        elif kind == "door":
            keys = {f"door:{name}"}
        elif kind == "window" and name in G.WINDOW_POINTS:
            marks.rects.append(fit.frect(geo.box(G.WINDOW_POINTS[name], 66, 22)))
        elif kind == "front_door":
            marks.rects.append(fit.frect(geo.box(G.FRONT_DOOR_POINT, 66, 22)))
        elif kind == "switch" and name in ROOMS:
            keys = {f"sw:{view.switch_of(name)[0]}"}
        elif kind == "treasure" and name in COLOURS:
            t = view.treasures[COLOURS.index(name)]
            keys = {f"tr:{t[0]}", f"rib:{name}"} if t is not None else set()
        elif kind == "marker":
            keys = {f"mk:{name}"}
        elif kind == "standee":
            keys = {"prof" if name == "PROF" else f"st:{name}"}
        elif kind == "card":
            keys = {f"card:{name}"}
        elif kind == "tile":
            keys = {f"tile:{name}"} if f"tile:{name}" in pieces else \
                {f"chip:{seat}" for seat, char in enumerate(view.chars) if char == name}
        elif kind == "zone":
            if name == "outside":
                marks.zones.add("out")
            keys = {"saved": {"row:saved"}, "lost": {"row:lost"}, "dice": set(DICE) | {"tray"},
                    "clock": {"hand", "ring"}, "pips": {"pips"}, "floor_plan": {"board"}}.get(name, set())
        elif kind == "button":
            marks.buttons.add(name)
        marks.pieces |= keys & pieces
    return marks


__all__ = ["COLUMNS", "ending", "lesson_marks", "scoreboard", "target_of"]
