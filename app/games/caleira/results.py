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
from ..contract import Affordances, CountStep, Ending, LessonMarks, ScoreRow

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
    """A fallen Spire's banner, the count-up of a scored ending, and the results: why it ended, each
    castle by category (face-up points, face-down pieces, walls, pieces, total), the tie-break used
    and the cards not used this game. Without a ``result`` (a game ended outside the rules) the
    castles as they stand."""
    banner = ""
    count: list[CountStep] = []
    if view.over is not None and view.over.reason != "score":
        loser = view.over.losers[0]
        banner = "Your Princess' Spire falls!" if loser == viewer else f"{names[loser]}'s Princess' Spire falls!"
    elif view.over is not None:
        count = [CountStep(f"s{slot}", p, points) for p, castle in enumerate(view.castles)
                 for (_, _, slot), points in zip(castle, rules.piece_points(castle))]
    rows = breakdown(view, result)
    return Ending(banner, count, result_lines(result, names, view), reason=reason_of(result, names, viewer),
                  columns=COLUMNS,
                  rows=rows, tiebreak=tiebreak_of(result), notes=notes_of(result, view))


COLUMNS = ("Face-up points", "Face-down", "Walls", "Pieces", "Total")
REASONS = {"spire": "{owner} Princess' Spire was destroyed: the game ends at once (castles shown for the record).",
           "own_spire": "{owner} own card destroyed {their} Princess' Spire{then}.",
           "score": "All cards have been played: the castles are scored."}
TIEBREAKS = {1: "Tied on points: more face-down pieces wins.",
             2: "Tied on points and face-down pieces: fewer castle pieces wins.",
             3: "Still tied after both tie-breaks: the win is shared."}


def reason_of(result: Any, names: Sequence[str], viewer: int | None = None) -> str:
    if result is None:
        return "The game ended before every card was played: the castles as they stand."
    loser = result.losers[0] if result.losers else None
    owner = "Your" if loser == viewer else f"{names[loser]}'s" if loser is not None else "A"
    then = ": the others are ranked by their castles" if len(names) > 2 else ": the game ends at once"
    return REASONS.get(result.reason, result.reason).replace("{owner}", owner).replace(
        "{their}", "your" if loser == viewer else "their").replace("{then}", then)


def tiebreak_of(result: Any) -> str:
    return TIEBREAKS.get(result.tiebreak_level, "") if result is not None else ""


def notes_of(result: Any, view: Any) -> list[str]:
    notes = []
    if any(C.IS_BATTLEMENTS[c] and up for castle in view.castles for c, up, _ in castle):
        notes.append("Walls: face-up Battlements; all three in one castle score 3 each.")
    if result is not None and view.box and all(c != C.UNKNOWN for c in view.box):
        notes.append("Cards not used this game: " + ", ".join(C.title(c) for c in view.box))
    return notes


def breakdown(view: Any, result: Any) -> list[ScoreRow]:
    """Each castle by category; the rules' figures (``Result.details``) when the game was scored."""
    rows = []
    for seat, castle in enumerate(view.castles):
        known = [(c if c != C.UNKNOWN else C.ID_OF["TRE1"], up, s) for c, up, s in castle]  # face-down: 1 each
        points = rules.piece_points(known)
        total, down, pieces = rules.castle_score(known)
        details = result.details[seat] if result is not None and seat < len(result.details) else {}
        total, down, pieces = (details.get("total", total), details.get("face_down_count", down),
                               details.get("pieces", pieces))
        up_points = sum(p for (_, up, _), p in zip(known, points) if up)
        walls = sum(1 for c, up, _ in known if up and C.IS_BATTLEMENTS[c])
        rows.append(ScoreRow(seat, (str(up_points), str(down), f"{walls}/3" + (" (+9)" if walls == 3 else ""),
                                    str(pieces), f"{total:g}")))
    return rows


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The same, flattened to text (the terminal game): the reason, each seat's score with its
    face-down pieces and castle size, the tie-break, and the cards not used this game."""
    out = [reason_of(result, names)]
    for row in breakdown(view, result):
        up, down, walls, pieces, total = row.cells
        points = f"{total} point{'' if total == '1' else 's'}"
        out.append(f"{names[row.seat]}: {points} ({up} face-up, {down} face-down, "
                   f"{gfx.count(int(pieces), 'piece')}, walls {walls})")
    tie = tiebreak_of(result)
    if tie:
        out.append(tie)
    return out + [n for n in notes_of(result, view) if not n.startswith("Walls")]


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
