"""Nothing created or lost (DESIGN.md's quality bar): the soak (``rules.soak``) and the property
tests ask this after every action, so a rule that drops or copies an adventurer, or builds a
tower of the wrong floors, is caught where it happens rather than at the end of a game.
"""

from __future__ import annotations

from .cards import ALL_CARDS, EMPTY, TOWER_FLOORS
from .state import OVER, State

_ALL = list(ALL_CARDS)
_FLOORS = frozenset(TOWER_FLOORS)


def invariants(state: State) -> list[str]:
    """What does not add up in a full state (not a view): empty when every adventurer is
    accounted for exactly once and every seat holds its four cards (hand plus team)."""
    s = state
    out: list[str] = []
    cards = [c for h in s.hands for c in h if c >= 0] + [c for t in s.teams for c in t] + list(s.market) + [
        c for c in s.deck if c >= 0]
    if sorted(cards) != _ALL:
        out.append(f"adventurers not accounted for exactly once: {sorted(cards)}")
    if len(s.tower) != 4 or len(set(s.tower)) != 4 or not set(s.tower) <= _FLOORS:
        out.append(f"the tower is not 4 floors of F01-F18: {s.tower}")
    n = s.players
    if not len(s.hands) == len(s.teams) == len(s.totals) == len(s.treasure) == n:
        out.append("not one hand, team, total and treasure per seat")
    if any(t < 0 for t in s.totals + s.treasure):
        out.append(f"a negative total or treasure: {s.totals}, {s.treasure}")
    if s.phase != OVER:
        for p in range(n):
            held = sum(1 for c in s.hands[p] if c != EMPTY)
            sending = s.step == ("send", p)  # between a hire from the deck or market and its send
            if held + len(s.teams[p]) != 4 + sending:
                out.append(f"seat {p} holds {held} cards and hired {len(s.teams[p])}")
    return out
