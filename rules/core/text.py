"""Small helpers for the English in action labels and event texts.

Seats are written "Seat 1", "Seat 2", ... (index + 1) so the app can swap in player names with
``name_seats``; positions are ordinals counted from 1 ("3rd piece").
"""

from __future__ import annotations

import re
from typing import Sequence

_SEAT = re.compile(r"\bSeat (\d+)\b")
_SEAT_OWN = re.compile(r"\bSeat (\d+)('s)?\b")


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# Labels and event texts are built millions of times in search: look the words up.
_SEAT_NAMES = tuple(f"Seat {i + 1}" for i in range(16))
_ORDINALS = tuple(_ordinal(n) for n in range(64))


def seat_name(seat: int) -> str:
    return _SEAT_NAMES[seat] if 0 <= seat < len(_SEAT_NAMES) else f"Seat {seat + 1}"


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'."""
    return _ORDINALS[n] if 0 <= n < len(_ORDINALS) else _ordinal(n)


def name_seats(text: str, names: Sequence[str], you: int | None = None) -> str:
    """Replace "Seat N" with the N-th name (names are listed by seat index). With ``you``, that
    seat is "you" ("Seat 2's hand" -> "your hand"; "Your" and "You" at the start of a sentence or
    after a colon).

    Only names and pronouns change: a text in which ``you`` is the subject of a verb must come in
    its own second-person form (``Event.you``), never be conjugated here."""

    def swap(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        possessive = match.group(2) or ""
        if you is not None and index == you:
            # A sentence starts the text or follows ". : ! ?"; inside brackets it goes on: "(your 2nd piece)".
            start = match.start() == 0 or text[:match.start()].rstrip().endswith((".", ":", "!", "?"))
            word = "your" if possessive else "you"
            return word.capitalize() if start else word
        name = names[index] if 0 <= index < len(names) else match.group(0)[: len(match.group(0)) - len(possessive)]
        return name + possessive

    return _SEAT_OWN.sub(swap, text)
