"""Castles of Caleira as lines of text, for a person at a terminal (``castletop play``).

``text_table`` draws whatever state it is given: a seat's view shows that seat's knowledge
(a face-down piece it knows as ``[Name]``, an unknown card as ``??``), the full state shows all.
"""

from __future__ import annotations

from typing import Sequence

from .cards import UNKNOWN, title
from .state import State


def _card(c: int) -> str:
    return "??" if c == UNKNOWN else title(c)


def _piece(c: int, up: bool) -> str:
    if up:
        return title(c)
    return "??" if c == UNKNOWN else f"[{title(c)}]"


def text_table(state: State, viewer: int | None, names: Sequence[str]) -> list[str]:
    """Deck (with the cards known from the top), box, discard pile, then each seat's hand and
    castle; ``viewer``'s seat is marked "<- you" (``None``: nobody's, the full state)."""
    deck_top_first = list(reversed(state.deck))
    line = f"Deck: {len(deck_top_first)} card{'s' if len(deck_top_first) != 1 else ''}"
    known = [i for i, c in enumerate(deck_top_first) if c != UNKNOWN]
    if known:
        shown = deck_top_first[: known[-1] + 1]
        line += " (from the top: " + ", ".join(_card(c) for c in shown) + ")"
    if state.box:
        line += f"   Box: {', '.join(_card(c) for c in state.box)}"
    lines = [line, "Discard: " + (", ".join(title(c) for c in state.discard) or "empty")]
    for seat in range(state.players):
        you = "  <- you" if seat == viewer else ""
        hand = state.hands[seat]
        castle = state.castles[seat]
        lines.append(f"{names[seat]}{you}")
        lines.append(f"    hand ({len(hand)}): " + (", ".join(_card(c) for c in hand) or "empty"))
        lines.append("    castle: " + ("  ".join(f"{i}:{_piece(c, up)}" for i, (c, up, _) in enumerate(castle, 1))
                                     or "empty"))
    return lines
