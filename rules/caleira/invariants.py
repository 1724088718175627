"""Nothing created or lost (DESIGN.md's quality bar): the soak (``rules.soak``) and the property
tests ask this after every action, so a rule that drops, copies or misplaces a card is caught
where it happens rather than at the end of a game.
"""

from __future__ import annotations

from .cards import ALL_CARDS, CARD_IDS, IS_BATTLEMENTS, SPIRE_CARD
from .state import State

_ALL = list(ALL_CARDS)


def invariants(state: State) -> list[str]:
    """What does not add up in a full state (not a view): empty when every card is accounted for."""
    s = state
    out: list[str] = []
    cards = ([c for h in s.hands for c in h] + [c for castle in s.castles for c, _, _ in castle] + list(s.deck)
             + list(s.box) + list(s.discard))
    if sorted(cards) != _ALL:
        seen = sorted(CARD_IDS[c] if 0 <= c < len(CARD_IDS) else str(c) for c in cards)
        out.append(f"cards not accounted for exactly once: {seen}")
    if len(s.box) != (2 if s.players == 4 else 0):
        out.append(f"{len(s.box)} cards in the box with {s.players} players")
    if not len(s.hands) == len(s.castles) == s.players:
        out.append("not one hand and one castle per seat")
    for p, hand in enumerate(s.hands):
        if hand != tuple(sorted(hand)):
            out.append(f"seat {p}'s hand is not sorted")
        if s.over is None and len(hand) > (3 if p == s.active else 2):
            out.append(f"seat {p} holds {len(hand)} cards")
    slots = [slot for castle in s.castles for _, _, slot in castle]
    if len(set(slots)) != len(slots) or not all(0 <= x < s.next_slot for x in slots):
        out.append(f"castle slots repeat or run past {s.next_slot}: {slots}")
    if len(slots) + len(s.discard) != s.next_slot:
        out.append(f"{s.next_slot} cards played, {len(slots)} in castles and {len(s.discard)} destroyed")
    if any(IS_BATTLEMENTS[c] for c in s.discard):
        out.append("a Battlements was destroyed")
    spire_gone = SPIRE_CARD in s.discard
    if spire_gone != (s.over is not None and s.over.reason in ("spire", "own_spire")):
        out.append("the Spire's fate and the game's end disagree")
    return out
