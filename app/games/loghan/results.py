"""Castle von Loghan's side-panel lines, the end of the game (a shared win when the last story card
is read, a shared loss at Health 0), what another seat's decision is about, and a lesson's
highlights.

Highlights: the vocabulary of ``rules/loghan/tutorial.py`` (zones, agents, slots, Decision cards,
the story card, the Cover, nodes, the group token, treasures, places, combat cards, enemies, Search
token stacks, the Coin and controls), each resolved to the pieces, zones or places on the table now.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from ...table.layout import Layout
from ..contract import Affordances, Ending, LessonMarks, ScoreRow
from . import words as W

COLUMNS = ("Agent", "Seat", "Energy", "Reward Points")


def scoreboard(view: Any) -> list[tuple[int, str]]:
    team = f"Health {view.health}/15, Clarity {view.clarity}/10"
    out = []
    exploring = getattr(view, "mode", "story") == "exploration"
    for seat, a in enumerate(view.agents):
        crown = " (Leader)" if seat == view.leader else ""
        trophies = f", {len(a.trophies)} troph{'y' if len(a.trophies) == 1 else 'ies'}" if exploring else ""
        out.append((seat, f"{W.agent_name(a.id)}{crown}: Energy {a.energy}, RP {a.rp}{trophies}; {team}"))
    return out


def reason(view: Any, result: Any) -> str:
    if result is None:
        return f"The game ended in Round {view.round_no}, outside the rules."
    if result.winners:
        return f"The module is home: the story ends in Round {view.round_no}, and every agent wins."
    return f"Health reached 0 in Round {view.round_no}: the whole group is lost."


def ending(view: Any, result: Any, names: Sequence[str]) -> Ending:
    if getattr(view, "mode", "story") == "exploration":
        from .tally import exploration_ending

        return exploration_ending(view, result, names)
    won = result is not None and bool(result.winners)
    banner = "" if result is None else ("Victory: the module is home!" if won else "Health 0: the group is lost")
    rows = [ScoreRow(seat, (W.agent_name(a.id), W.SEAT_WORD.get(a.seat_kind, a.seat_kind), str(a.energy), str(a.rp)))
            for seat, a in enumerate(view.agents)]
    notes = [f"Story mode, {W.PRESET_WORD.get(view.preset, view.preset)}; Health {view.health}/15, Clarity "
             f"{view.clarity}/10; {len(view.clean)} Clean token{'s' if len(view.clean) != 1 else ''}.",
             W.NOTICE]
    lines = [reason(view, result)] + [f"{names[s] if s < len(names) else 'Seat ' + str(s + 1)} played "
                                      f"{W.agent_name(a.id)}" for s, a in enumerate(view.agents)] + notes
    return Ending(banner, [], lines, reason=reason(view, result), columns=COLUMNS, rows=rows, notes=notes)


def lesson_marks(view: Any, layout: Layout, aff: Affordances, targets: Iterable[tuple[Any, ...]],
                 perspective: int = 0) -> LessonMarks:
    """The tutorial's highlights (``rules/loghan/tutorial.py`` lists them) on the table now."""
    marks = LessonMarks()
    pieces = {p.key for p in layout.pieces}
    zones = {z.id for z in layout.zones}
    seats = {a.id: s for s, a in enumerate(view.agents)}
    regions = layout.regions
    for target in targets:
        kind, name = target[0], target[1] if len(target) > 1 else None
        keys: set[str] = set()
        area: set[str] = set()
        if kind == "zone":
            keys = {"tracks": {"tracks", "mk:health", "mk:clarity"}, "piles": {"tray"}, "hand": {"hand"},
                    "step_ribbon": {"cb:ribbon"}, "order_ladder": {"rw:ladder"}, "reward_deck": {"rw:deck"},
                    "refresh": {k for k in pieces if k == "q" or k.startswith("hb:c:")}}.get(str(name), set())
            rect = {"board": regions.get("board"), "stage": regions.get("main"), "prompt": layout.prompt}.get(str(name))
            if rect is not None:
                marks.rects.append(rect)
        elif kind in ("agent", "slot") and name in seats:
            keys = {f"{'ag' if kind == 'agent' else 'sl'}:{seats[name]}"}
            area = {f"dslot:{seats[name]}"} if kind == "slot" else set()
        elif kind == "decision":
            keys = {k for k in pieces if k.startswith("dec:") and k.endswith(f":{name}")}
        elif kind == "story":
            keys = {"ev:card"}
        elif kind == "cover":
            keys = {"star", "tray"}
        elif kind == "node":
            keys, area = {f"nd:{name}"}, {f"node:{name}"}
        elif kind == "group":
            keys = {"grp"}
        elif kind == "treasure":
            keys = {f"tr:{name}"}
            if view.reward is not None and view.reward.card == name:
                keys.add("rw:card")
        elif kind == "place" and name in seats and len(target) > 2:
            places = ("left", "right") if target[2] == "both" else (target[2],)
            area = {f"slot:{seats[name]}:{p}" for p in places}
        elif kind == "combat_card":
            keys = {k for k in pieces if k.startswith(f"hc:{perspective}:{name}:")}
            if view.combat is not None:  # played: its mini on the play strip
                played = view.combat.played
                keys |= {f"pc:{s}:{k}" for s in range(len(played)) for k, c in enumerate(played[s]) if c == name}
        elif kind == "enemy" and view.combat is not None:
            keys = {f"en:{i}" for i, f in enumerate(view.combat.row) if f.card == name}
        elif kind == "tokens":
            keys = {f"nd:{name}"}
        elif kind == "coin":
            rect = regions.get("side")
            if rect is not None:
                marks.rects.append(rect)
        elif kind == "button":
            piece = BUTTON_PIECES.get(str(name))
            if piece is not None and piece in pieces:
                keys = {piece}
            else:
                marks.buttons.add(str(name))
        marks.pieces |= keys & pieces
        marks.zones |= area & zones
    return marks


BUTTON_PIECES = {"fight": "hb:c:FIGHT:None", "recuperate": "hb:c:RECUPERATE:None", "combat_skill": "hb:cskill",
                 "skill": "hb:skill", "end_turn": "hb:c:END_TURN:None"}


__all__ = ["COLUMNS", "ending", "lesson_marks", "reason", "scoreboard"]
