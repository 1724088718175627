"""The side panel's scores, the end of the game, and the tutorial's highlights for Castles of Caleira.

The tutorial's highlight vocabulary is ``rules/caleira/tutorial.py``'s: ``("hand", seat, name)``,
``("piece", seat, pos)``, ``("castle", seat)``, ``("hand_area", seat)``, ``("zone", name)``,
``("button", name)``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rules import caleira as rules
from rules.caleira import cards as C

from ...table.layout import Layout
from ...ui import gfx
from ..contract import Affordances, CountStep, Ending, LessonMarks

DROPZONE_OF = {"face_up": "drop:up", "face_down": "drop:down"}


def scoreboard(view: Any) -> list[tuple[int, str]]:
    lines = []
    for p, castle in enumerate(view.castles):
        total, down, pieces = rules.castle_score(
            [(c if c != C.UNKNOWN else C.ID_OF["TRE1"], up, s) for c, up, s in castle])
        bats = sum(1 for c, up, _ in castle if up and C.IS_BATTLEMENTS[c])
        lines.append((p, f"{gfx.count(total, 'pt')}: {gfx.count(pieces, 'piece')}, {down} down, {bats}/3 walls"))
    return lines


def ending(view: Any, result: Any, viewer: int, names: Sequence[str]) -> Ending:
    """A fallen Spire's banner, the count-up of a scored ending, and the results' lines."""
    banner = ""
    count: list[CountStep] = []
    if view.over is not None and view.over.reason != "score":
        loser = view.over.losers[0]
        banner = "Your Princess' Spire falls!" if loser == viewer else f"{names[loser]}'s Princess' Spire falls!"
    elif view.over is not None:
        count = [CountStep(f"s{slot}", p, points) for p, castle in enumerate(view.castles)
                 for (_, _, slot), points in zip(castle, rules.piece_points(castle))]
    return Ending(banner, count, result_lines(result, names, view))


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The reason, each seat's score with face-down pieces and castle size, the tie-break, and the
    cards not used this game."""
    reason = {"spire": "A Princess' Spire fell.", "own_spire": "A player destroyed their own Princess' Spire.",
              "score": "All cards have been played."}.get(result.reason, result.reason)
    out = [reason]
    for seat, name in enumerate(names):
        d = result.details[seat] if seat < len(result.details) else {}
        extra = f" ({d.get('face_down_count', 0)} face-down, {d.get('pieces', 0)} pieces)" if d else ""
        out.append(f"{name}: {result.scores[seat]:g} points{extra}")
    tie = {1: "Tie broken by more face-down pieces.", 2: "Tie broken by fewer castle pieces.",
           3: "Still tied after both tie-breaks: the win is shared."}.get(result.tiebreak_level)
    if tie:
        out.append(tie)
    if view.box:
        out.append("Cards not used this game: " + ", ".join(C.title(c) for c in view.box))
    return out


def lesson_marks(view: Any, layout: Layout, aff: Affordances, viewer: int,
                 targets: Iterable[tuple[Any, ...]]) -> LessonMarks:
    marks = LessonMarks()
    zones = {z.id for z in layout.zones} | {z.id for z in aff.dropzones}
    for target in targets:
        kind = target[0]
        if kind == "hand" and target[1] == viewer:
            marks.pieces |= {f"c{c}" for c in view.hands[viewer] if c >= 0 and C.KIND_OF[c] == target[2]}
        elif kind == "piece":
            castle = view.castles[target[1]]
            if 0 < target[2] <= len(castle):
                marks.pieces.add(f"s{castle[target[2] - 1][2]}")
        elif kind in ("castle", "hand_area", "zone"):
            zone = {"castle": f"castle:{target[1]}", "hand_area": f"hand:{target[1]}"}.get(kind, str(target[1]))
            if zone in zones:
                marks.zones.add(zone)
        elif kind == "button":
            if target[1] in DROPZONE_OF:
                marks.zones.add(DROPZONE_OF[target[1]])
            else:
                marks.buttons.add(target[1])
    return marks
