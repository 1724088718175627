"""The Citadel as lines of text, for a person at a terminal (``castletop play``).

``text_table`` draws whatever state it is given; a view and the full state look alike (the only
hidden things, the piles' orders, are never drawn). Rooms are listed with their switch, treasure
and occupants, then the open doorways, the treasures with their minutes left, and the team.
"""

from __future__ import annotations

from typing import Sequence

from .board import COLOURS, COLOUR_NAMES, DOOR_ROOMS, DOORS, OUTSIDE, ROOM_NAMES, ROOMS
from .content import (
    ABILITY, CARD_NAME, CHAR_NAME, CLOCK_SPLIT_NAMES, DIFFICULTY_NAMES, POWER, SWITCH_TYPE, TREASURE_NAME,
    TREASURE_TYPES, TYPE_NAMES,
)
from .state import OVER, PROFESSOR_PHASE, ROMAN, State, space_of


def _treasure_line(s: State, ci: int) -> str:
    t = s.treasures[ci]
    colour = COLOUR_NAMES[COLOURS[ci]]
    if t is None:
        return f"  {colour:5} -"
    tile, room, steps = t
    active = [ROOM_NAMES[r] for r, (sw, on) in zip(ROOMS, s.switches) if on and SWITCH_TYPE[sw] in TREASURE_TYPES[tile]]
    need = " + ".join(TYPE_NAMES[x] for x in TREASURE_TYPES[tile])
    ready = "READY to rescue" if not active else "still active: " + ", ".join(active)
    left = f"{5 * steps} minutes left (marker {ROMAN[space_of(s.clock, steps)]})" if steps > 0 else "time is up"
    return f"  {colour:5} {TREASURE_NAME[tile]} ({need}) in the {ROOM_NAMES[room]}: {left}; {ready}"


def text_table(state: State, viewer: int | None, names: Sequence[str]) -> list[str]:
    """The position in plain lines; ``viewer``'s seat is marked "<- you" (``None``: the full state)."""
    s = state
    lines = []
    if s.phase == OVER:
        verdict = "won: the Professor is defeated" if s.over and s.over.reason == "win" else "lost"
        lines.append(f"Game over after {s.turn} turns: the team {verdict}")
    else:
        who = f"{names[s.active]} ({CHAR_NAME[s.chars[s.active]]})"
        phase = "the Professor's turn" if s.phase == PROFESSOR_PHASE else \
            f"action phase, {s.actions} action{'s' if s.actions != 1 else ''} left"
        played = f", played {CARD_NAME[s.played]}" if s.played else ""
        lines.append(f"Turn {s.turn}: {who}, {phase}{played}")
    lines.append(f"Clock on {ROMAN[s.clock]}; the Professor is in the {ROOM_NAMES[s.professor]}; "
                 f"{DIFFICULTY_NAMES[s.difficulty]}, {CLOCK_SPLIT_NAMES[s.split]} Clock die")
    lines.append("Treasures:")
    lines += [_treasure_line(s, ci) for ci in range(3)]
    saved = ", ".join(TREASURE_NAME[t] for t in s.saved) or "-"
    lost = ", ".join(TREASURE_NAME[t] for t in s.lost) or "-"
    lines.append(f"Saved {len(s.saved)}/4: {saved}. Lost {len(s.lost)}/4: {lost}")
    lines.append("Rooms:")
    for room, (tile, on) in zip(ROOMS, s.switches):
        bits = [f"{TYPE_NAMES[SWITCH_TYPE[tile]]} {'ON' if on else 'off'}"]
        ci = s.treasure_in(room)
        if ci >= 0:
            bits.append(f"{COLOUR_NAMES[COLOURS[ci]]} treasure")
        if s.professor == room:
            bits.append("PROFESSOR")
        here = [names[p] for p in range(s.players) if s.where[p] == room]
        if here:
            bits.append(", ".join(here))
        lines.append(f"  {ROOM_NAMES[room]:13} " + "; ".join(bits))
    opened = [f"{d} ({ROOM_NAMES[DOOR_ROOMS[d][0]]}-{ROOM_NAMES[DOOR_ROOMS[d][1]]})" for d in DOORS
              if d not in s.locked]
    lines.append("Open doorways: " + (", ".join(opened) if opened else "none (all 18 locked)"))
    lines.append("Team:")
    for p in range(s.players):
        char = s.chars[p]
        you = "  <- you" if p == viewer else ""
        place = "outside" if s.where[p] == OUTSIDE else f"in the {ROOM_NAMES[s.where[p]]}"
        tile = f"face up ({ABILITY[char]}; {POWER[char]})" if s.face_up[p] else "face down"
        lines.append(f"  {names[p]} ({CHAR_NAME[char]}): {place}; tile {tile}; deck {len(s.decks[p])}, "
                     f"discard {len(s.discards[p])}{you}")
        if s.revealed[p]:
            lines.append("    revealed: " + ", ".join(CARD_NAME[c] for c in s.revealed[p]))
        if s.lasting[p]:
            lines.append("    lasting: " + ", ".join(CARD_NAME[c] for c in s.lasting[p]))
    lines.append(f"Piles: treasure stack {len(s.stack)}, room deck {len(s.room_deck)}; used room cards: "
                 + ", ".join(ROOM_NAMES[r] for r in s.used_rooms))
    return lines
