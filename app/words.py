"""Turn the rules' "Seat N" texts into words for this table: names, and "you" for the player.

The rules write every text in the third person ("Seat 1 draws a card", "Seat 1's Trebuchet").
When a seat is called "You" the sentence must change person too: "You draw a card", "Your
Trebuchet". The verbs the games use are regular (-s) except "has".
"""

from __future__ import annotations

import re
from typing import Sequence

from rules.core.text import name_seats

_SEAT = re.compile(r"\bSeat (\d+)\b")


def for_table(text: str, names: Sequence[str]) -> str:
    """``text`` with seats named; a seat named "You" gets second-person grammar."""
    if "You" not in names:
        return name_seats(text, names)
    you = names.index("You") + 1
    if text.startswith(f"Seat {you} "):  # "you" is the subject: later verbs follow it
        text = re.sub(r" and (takes|loses|wins)\b", lambda m: " and " + m.group(1)[:-1], text)
        text = text.replace("their own", "your own")
    text = re.sub(rf"\bSeat {you}'s\b", "your", text)
    text = re.sub(rf"\bSeat {you} has\b", "you have", text)
    text = re.sub(rf"\bSeat {you} is\b", "you are", text)
    text = re.sub(rf"\bSeat {you} was\b", "you were", text)
    text = re.sub(rf"\bSeat {you} (\w+?)(e?s)\b", lambda m: "you " + _base(m.group(1), m.group(2)), text)
    text = re.sub(rf"\bSeat {you}\b", "you", text)
    text = name_seats(text, names)
    text = re.sub(r": you\b", ": You", text)
    return text[:1].upper() + text[1:] if text else text


def _base(stem: str, ending: str) -> str:
    # "gives" -> "give", "pushes" -> "push", "destroys" -> "destroy", "rearranges" -> "rearrange"
    if ending == "es" and stem.endswith(("sh", "ch", "ss", "x")):
        return stem
    return stem + ("e" if ending == "es" else "")
