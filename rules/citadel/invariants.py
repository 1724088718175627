"""Nothing created or lost (DESIGN.md's quality bar): the soak (``rules.soak``) and the property
tests ask this after every action, so a rule that drops or copies a treasure, a switch tile, a
room card or an action card is caught where it happens rather than at the end of a game.
"""

from __future__ import annotations

from .board import DOORS, OUTSIDE, ROOMS
from .content import CHAR_CARDS, DIFFICULTY_TREASURES, SWITCHES
from .state import State

_DOORS = frozenset(DOORS)
_ROOMS = sorted(ROOMS)
_PLACES = frozenset(ROOMS) | {OUTSIDE}
_SWITCHES = sorted(SWITCHES)


def invariants(state: State) -> list[str]:
    """What does not add up in a full state (not a view): empty when every door marker, switch,
    treasure, room card and action card is accounted for."""
    s = state
    out: list[str] = []
    if not s.locked <= _DOORS:
        out.append(f"locked doorways that do not exist: {sorted(s.locked - _DOORS)}")
    if sorted(t for t, _ in s.switches) != _SWITCHES:
        out.append("switch tiles not accounted for")
    in_play = [t for t in s.treasures if t is not None]
    tiles = [t[0] for t in in_play] + list(s.saved + s.lost + s.stack)
    if sorted(tiles) != sorted(DIFFICULTY_TREASURES[s.difficulty]):
        out.append(f"treasure tiles not accounted for: {sorted(tiles)}")
    if sorted(s.room_deck + s.used_rooms) != _ROOMS:
        out.append("room cards not accounted for")
    if len(s.used_rooms) != 3 + len(s.saved) + len(s.lost) - (s.over is not None):
        out.append(f"{len(s.used_rooms)} room cards drawn for {len(s.saved)} saved and {len(s.lost)} lost")
    rooms = [t[1] for t in in_play]
    if not set(rooms) <= set(s.used_rooms) or len(set(rooms)) != len(rooms):
        out.append(f"treasures in rooms not drawn, or sharing one: {rooms}")
    if len(s.saved) > 4 or len(s.lost) > 4:
        out.append(f"{len(s.saved)} saved, {len(s.lost)} lost")
    for p, char in enumerate(s.chars):
        if sorted(s.decks[p] + s.discards[p] + s.revealed[p]) != sorted(CHAR_CARDS[char]):
            out.append(f"seat {p}'s action cards not accounted for")
        if len(s.decks[p]) % 2:
            out.append(f"seat {p}'s deck holds an odd number of cards")
    if not set(s.where) <= _PLACES:
        out.append(f"a character nowhere: {s.where}")
    return out
