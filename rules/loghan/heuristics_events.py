"""Event letters (§2.6.2) as §5.3 allows them: from the seat's view alone.

The back of the card being resolved (its outcomes and its Ending) stays hidden until the reveal,
and the other seats' Decision cards are face down, so an AI seat cannot price its letters. It
commits a letter fixed by public facts only (the card's id, the Round, the seat): the same view
always gives the same letter and the same hint, and nothing hidden can change it. Seats take
consecutive letters from a common starting point, so the team's letters differ (no single unknown
outcome hits every agent). Nothing here looks the card up in the content; the plan that prices
the back lives in ``heuristics_oracle``, for measurements only. (Blind letters measured the same
whether spread, shared or independent per seat: 115-116 of 120 Hard games each.)
"""

from __future__ import annotations

import zlib
from typing import Any, Sequence

from .actions import CHAOS_PICK, DECIDE, Action
from .heuristics_base import ORACLE, Pick, _first
from .state import State

LETTERS = "ABCD"


def blind_letter(v: State, seat: int, card: str, options: Sequence[str] = LETTERS) -> str:
    """The seat's letter among ``options``: a starting point hashed from the card and the Round
    (public facts), moved on by the seat's number, so teammates' letters differ."""
    start = zlib.crc32(f"{card}:{v.round_no}".encode())
    return options[(start + seat) % len(options)]


def _event(v: State, seat: int, legal: Sequence[Action], step: Any, fast: bool) -> Pick:
    card, deck = step.get("card"), step.get("deck") or ""
    chaos = legal[0].kind == CHAOS_PICK
    kind = CHAOS_PICK if chaos else DECIDE
    options = tuple(a.arg for a in legal if a.kind == kind)
    if not options:
        return legal[0], "a Decision card"
    if "backs" in ORACLE:  # measurement only: reads the card's back (§5.3 forbids it in play)
        from .heuristics_oracle import letter_for
        letter = letter_for(v, seat, card, deck, options if chaos else LETTERS)
        why = f"{letter} is this agent's part of the plan read from the card's back (a measurement, not play)"
    else:
        letter = blind_letter(v, seat, card, options)
        why = (f"the outcomes stay hidden until the reveal: {letter} spreads the team's letters, so that "
               "no single outcome hits every agent")
    a = _first(legal, kind, letter)
    if a is None:
        return legal[0], "a Decision card"
    return a, why


HANDLERS = {"event_card": _event}
