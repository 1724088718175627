"""Sky Castle's scores, the end of the game, what another seat's decision is about, and the
tutorial's highlights.

The tutorial's highlight vocabulary is ``rules/skycastle/tutorial.py``'s: ``("piece", seat, pos)``
(cells 1-12, slots 13-18), ``("hand", seat, role)``, ``("hand_area", seat)``, ``("castle", seat)``,
``("zone", "deck" | "queue" | "scoreboard")``, ``("button", "done")``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rules import skycastle as rules
from rules.skycastle import cards as C
from rules.skycastle.actions import SLOT_BASE, ChooseSet, Claim, Place, Swap, Thieve
from rules.skycastle.state import ROLES_PHASE, placer
from rules.skycastle.turns import ROUNDS

from ...table.layout import Layout
from ...ui import gfx
from ..contract import Affordances, CountStep, Ending, LessonMarks, ScoreRow


def scoreboard(view: Any) -> list[tuple[int, str]]:
    lines = []
    for seat in (0, 1):
        d = rules.score_details(view, seat)
        lines.append((seat, f"{gfx.count(d['total'], 'pt')}: chests {d['chests']}, art +{d['artifact_points']}, "
                            f"skel {d['penalty']}"))
    return lines


def ending(view: Any, result: Any, names: Sequence[str]) -> Ending:
    """The count-up (chests, artifacts 1, 2, 3..., skeleton keys) and each seat's score by category
    (spec 3.12: keys, artifacts, chests, skeleton keys, total) with the key tie-break. Without a
    ``result`` (a game ended outside the rules) the guilds' treasures as they stand."""
    count: list[CountStep] = []
    if view.over is not None:
        for seat in (0, 1):
            owned = view.owned[seat]
            count += [CountStep(f"t{tt}", seat, C.CHEST_POINTS[tt]) for tt in owned if C.IS_CHEST[tt]]
            count += [CountStep(f"t{tt}", seat, i + 1) for i, tt in enumerate(x for x in owned if C.IS_ARTIFACT[x])]
            count += [CountStep(f"sk{seat}.{i}", seat, -i) for i in range(view.skel[seat]) if i]
    return Ending("", count, result_lines(result, names, view), reason=reason_of(result, view), columns=COLUMNS,
                  rows=breakdown(view, result), tiebreak=tiebreak_of(result), notes=list(NOTES))


COLUMNS = ("Keys", "Artifacts", "Chests", "Skeleton keys", "Total")
NOTES = ("Artifacts score 1 + 2 + 3... (the n-th one n points); the n-th skeleton key costs n - 1 points.",
         "Key tiles score nothing but break a tie on points.")
TIEBREAKS = {1: "Tied on points: more key tiles wins.", 2: "Tied on points and key tiles: the win is shared."}


def reason_of(result: Any, view: Any) -> str:
    if result is None:
        return f"The game ended in round {view.round} of {ROUNDS}: the treasures as they stand."
    return "Three rounds played: keys, artifacts, chests and skeleton keys counted."


def tiebreak_of(result: Any) -> str:
    return TIEBREAKS.get(result.tiebreak_level, "") if result is not None else ""


def breakdown(view: Any, result: Any) -> list[ScoreRow]:
    """Each guild by category; the rules' figures (``Result.details``) when the game was scored."""
    rows = []
    for seat in range(len(view.owned)):
        d = result.details[seat] if result is not None and seat < len(result.details) else {}
        d = d or rules.score_details(view, seat)
        penalty = f" ({d['penalty']})" if d["penalty"] else ""
        rows.append(ScoreRow(seat, (str(d["keys"]), f"{d['artifacts']} (+{d['artifact_points']})", str(d["chests"]),
                                    f"{d['skeleton_keys']}{penalty}", str(d["total"]))))
    return rows


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The same, flattened to text (the terminal game)."""
    out = [reason_of(result, view)]
    for seat, name in enumerate(names):
        d = result.details[seat] if result is not None and seat < len(result.details) else {}
        d = d or rules.score_details(view, seat)
        art = d["artifacts"]
        points = f"{d['total']} point{'s' if d['total'] != 1 else ''}"
        out.append(f"{name}: {points} = chests {d['chests']} + {gfx.count(art, 'artifact')} "
                   f"{d['artifact_points']} + {gfx.count(d['skeleton_keys'], 'skeleton key')} {d['penalty']}"
                   f" ({gfx.count(d['keys'], 'key tile')})")
    tie = tiebreak_of(result)
    if tie:
        out.append(tie)
    return out


def target_of(view: Any, action: Any) -> set[str]:
    """What another seat's decision is about (its target glows a moment before it happens): piece
    keys, or zone ids for an empty spot."""
    if isinstance(action, ChooseSet) and view.step is not None:
        seat = view.step[1]
        before = sum(len(x) for x in view.sets[seat][:action.index])
        size = len(view.sets[seat][action.index]) if action.index < len(view.sets[seat]) else 0
        return {f"b{seat}.{before + j}" for j in range(size)} | {f"r{C.rid(seat, r)}" for r in
                                                                   view.sets[seat][action.index] if r >= 0}
    if isinstance(action, Place):
        if action.spot >= SLOT_BASE:
            return {f"slot:{action.spot - SLOT_BASE}"}
        tile = view.grid[action.spot]
        return {f"t{tile}"} if tile >= 0 else {f"cell:{action.spot}"}
    if isinstance(action, (Swap, Claim)) and action.cell >= 0 and view.grid[action.cell] >= 0:
        return {f"t{view.grid[action.cell]}"}
    if isinstance(action, Thieve) and action.yes and view.step is not None and view.grid[view.step[3]] >= 0:
        return {f"t{view.grid[view.step[3]]}"}
    return set()


def lesson_marks(board: Any, layout: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]]) -> LessonMarks:
    """``board`` shows the roles staged so far, as the table does."""
    marks = LessonMarks()
    for target in targets:
        kind = target[0]
        if kind == "hand":
            _role(board, target[1], target[2], marks)
        elif kind == "hand_area" and f"guild:{target[1]}" in layout.regions:
            marks.rects.append(layout.regions[f"guild:{target[1]}"])
        elif kind == "castle":
            marks.zones.add(f"castle:{target[1]}")
        elif kind == "zone":
            if target[1] == "deck":
                marks.pieces.add("deck")
            elif target[1] == "scoreboard":
                marks.pieces |= {"plate0", "plate1"}
            elif target[1] == "queue":
                marks.rects.append(layout.regions["track"])
        elif kind == "piece":
            _spot(board, target[1], target[2] - 1, marks)
        elif kind == "button":
            marks.buttons.add(target[1])
    return marks


def _role(board: Any, seat: int, name: str, marks: LessonMarks) -> None:
    if name not in C.ROLE_NAMES:
        return
    role = C.ROLE_NAMES.index(name)
    in_tray = board.phase == ROLES_PHASE and placer(board) == seat and role in board.placing
    if in_tray or role in board.aside[seat] or role in board.out[seat] or any(role in x for x in board.sets[seat]):
        marks.pieces.add(f"r{C.rid(seat, role)}")


def _spot(board: Any, seat: int, pos: int, marks: LessonMarks) -> None:
    if pos in C.CELLS:
        mine = [r for r in board.stacks[pos] if C.seat_of(r) == seat]
        marks.pieces |= {f"r{r}" for r in mine}
        if not mine and board.grid[pos] >= 0:
            marks.pieces.add(f"t{board.grid[pos]}")
    elif pos - len(C.CELLS) in C.SLOTS:
        slot = pos - len(C.CELLS)
        r = board.slots[slot]
        if r >= 0:
            marks.pieces.add(f"r{r}")
        else:
            marks.zones.add(f"slot:{slot}")
