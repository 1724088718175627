"""Tower of the Sleepy Wizard's scores, the end of the game (spec 3.9: each seat's treasure from the
rounds, its tracker bonus and its total noise, the wizard's verdict), what another seat's decision
is about, and a tutorial's highlights.

Highlight vocabulary (for ``rules/wizardtower/tutorial.py``): ``("hand", seat, pos)`` a hand
position, ``("hand_area", seat)``, ``("team", seat)``, ``("seat", seat)``, ``("market_card", card)``,
``("zone", "market" | "deck" | "tower" | "tracker")``, ``("button", name)``.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from rules.wizardtower import cards as C
from rules.wizardtower.actions import HireFromHand, HireFromMarket, Peek, SendToMarket

from ...table.layout import Layout
from ..contract import Affordances, Ending, LessonMarks, ScoreRow
from .affordances import hand_key
from .layout import projected

COLUMNS = ("Round treasure", "Tracker bonus", "Total noise", "Treasure")
TIEBREAKS = {1: "Tied on treasure: the lower total noise wins.",
             2: "Tied on treasure and total noise: the victory is shared."}


def scoreboard(view: Any) -> list[tuple[int, str]]:
    lines = []
    for seat in range(view.players):
        team = f", team now {projected(view.teams[seat], view.floor)}" if view.over is None else ""
        lines.append((seat, f"{view.treasure[seat]} treasure, noise {view.totals[seat]}{team}"))
    return lines


def ending(view: Any, result: Any, names: Sequence[str]) -> Ending:
    banner = "The wizard wakes up!" if result is not None and result.reason == "wizard" else ""
    return Ending(banner, [], result_lines(result, names, view), reason=reason_of(result, view), columns=COLUMNS,
                  rows=breakdown(view, result), tiebreak=tiebreak_of(result), notes=notes_of(result, view))


def reason_of(result: Any, view: Any) -> str:
    if result is None:
        return f"The game ended in round {view.round} of 5: treasure and noise as they stand."
    if not result.winners:
        return "Every guild woke the wizard: the wizard wins!"
    if result.reason == "wizard":
        return "The wizard woke up: the game ends at once, and whoever woke him cannot win."
    return "Five rounds played: quiet totals earned their bonus from the tracker."


def tiebreak_of(result: Any) -> str:
    return TIEBREAKS.get(result.tiebreak_level, "") if result is not None else ""


def notes_of(result: Any, view: Any) -> list[str]:
    notes = ["A total noise of 48 or more wakes the wizard: no tracker bonus, and no victory."]
    hidden = [C.FLOOR_NAMES[f] for f in view.tower if f >= 0]
    if result is not None and hidden:
        notes.append("The tower's floors were: " + ", ".join(hidden))
    return notes


def breakdown(view: Any, result: Any) -> list[ScoreRow]:
    rows = []
    for seat in range(view.players):
        d = result.details[seat] if result is not None and seat < len(result.details) else {}
        if d:
            bonus = "woke the wizard" if not d["eligible"] else str(d["bonus"])
            cells = (str(d["round_treasure"]), bonus, str(d["noise"]), str(d["treasure"]))
        else:
            cells = (str(view.treasure[seat]), "-", str(view.totals[seat]), str(view.treasure[seat]))
        rows.append(ScoreRow(seat, cells))
    return rows


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The same, flattened to text (the terminal game)."""
    out = [reason_of(result, view)]
    for row in breakdown(view, result):
        rounds, bonus, noise, total = row.cells
        extra = f" + {bonus} from the tracker" if bonus.isdigit() else f" ({bonus})" if bonus != "-" else ""
        out.append(f"{names[row.seat]}: {total} treasure ({rounds} from the rounds{extra}), total noise {noise}")
    tie = tiebreak_of(result)
    return out + ([tie] if tie else [])


def target_of(view: Any, action: Any) -> set[str]:
    """What another seat's hire or send is about: the card it takes or gives up."""
    if view.step is None:
        return set()
    seat = view.step[1]
    if isinstance(action, HireFromMarket):
        return {f"a{action.card}"}
    if isinstance(action, (HireFromHand, SendToMarket)):
        card = view.hands[seat][action.pos - 1]
        return {f"a{card}"} if card >= 0 else set()
    return set()


def lesson_marks(view: Any, layout: Layout, aff: Affordances, viewer: int,
                 targets: Iterable[tuple[Any, ...]]) -> LessonMarks:
    marks = LessonMarks()
    pieces = {p.key for p in layout.pieces}
    zones = {z.id for z in layout.zones}
    for target in targets:
        kind = target[0]
        if kind == "hand":
            key = hand_key(view, target[1], target[2]) if view.hands[target[1]][target[2] - 1] != C.EMPTY else ""
            if key in pieces:
                marks.pieces.add(key)
        elif kind in ("hand_area", "team", "seat"):
            zone = f"{kind.replace('_area', '')}:{target[1]}"
            if zone in zones:
                marks.zones.add(zone)
        elif kind == "market_card" and f"a{target[1]}" in pieces:
            marks.pieces.add(f"a{target[1]}")
        elif kind == "zone":
            if target[1] == "tracker":
                marks.pieces |= {"track", "wizard"} & pieces
            elif target[1] in zones:
                marks.zones.add(target[1])
        elif kind == "button":
            marks.buttons.add(target[1])
    return marks


__all__ = ["Peek", "breakdown", "ending", "lesson_marks", "scoreboard", "target_of"]
