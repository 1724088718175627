"""Tower of the Sleepy Wizard as lines of text, for a person at a terminal (``castletop play``).

``text_table`` draws whatever state it is given: in a seat's view that seat's unpeeked cards and
the deck show as ``??`` and face-down floors as ``[face down]``; the full state shows every hand.
Cards are written ``Gloop (Slime 10)``; ``*`` marks a position its owner has peeked at.
"""

from __future__ import annotations

from typing import Sequence

from .cards import EMPTY, FLOOR_NAMES, FLOOR_TEXT, PEEK_COUNT, UNKNOWN, WAKE, title, tokens
from .noise import propose_copies, score_team
from .state import OVER, ROUNDS, State


def _card(c: int) -> str:
    return "??" if c == UNKNOWN else "--" if c == EMPTY else title(c)


def _floor(f: int) -> str:
    return "[face down]" if f == UNKNOWN else FLOOR_NAMES[f]


def text_table(state: State, viewer: int | None, names: Sequence[str]) -> list[str]:
    """Round and floor, the tracker totals, the tower, market and deck, then each seat's hand,
    team and treasure; ``viewer``'s seat is marked "<- you" (``None``: the full state)."""
    s = state
    floor = s.floor
    if s.phase == OVER:
        lines = [f"Game over after round {s.round} of {ROUNDS}"]
    else:
        lines = [f"Round {s.round} of {ROUNDS} on the {FLOOR_NAMES[floor]} ({FLOOR_TEXT[floor]} "
                 f"Peek limit {PEEK_COUNT[floor]}); first player: {names[s.first]}"]
    lines.append("Tracker (total noise; the wizard wakes at 48): "
                 + ", ".join(f"{names[p]} {s.totals[p]}{' (awake!)' if s.totals[p] >= WAKE else ''}"
                             for p in range(s.players)))
    lines.append("Tower, bottom up: Ground Floor | " + " | ".join(_floor(f) for f in s.tower) + " | Attic")
    lines.append(f"Market ({len(s.market)}): " + (", ".join(title(c) for c in s.market) or "empty"))
    lines.append(f"Deck: {len(s.deck)} card{'s' if len(s.deck) != 1 else ''}")
    for p in range(s.players):
        you = "  <- you" if p == viewer else ""
        coins = " ".join(str(x) for x in tokens(s.treasure[p])) or "-"
        lines.append(f"{names[p]}{you}: treasure {s.treasure[p]} (tokens {coins}), total noise {s.totals[p]}")
        hand = [f"{i + 1}:{_card(c)}{'*' if s.peeked[p] >> i & 1 else ''}" for i, c in enumerate(s.hands[p])]
        lines.append("    hand: " + "  ".join(hand))
        team = s.teams[p]
        if s.noise[p] >= 0:
            extra = f"; copies: {', '.join(f'{title(a)} as {title(b)}' for a, b in s.copies[p])}" if s.copies[p] else ""
            lines.append("    team: " + ", ".join(title(c) for c in team) + f"; round noise {s.noise[p]}{extra}")
        else:
            projected = score_team(team, propose_copies(team, floor), floor)[0] if team else 0
            lines.append("    team: " + (", ".join(title(c) for c in team) or "nobody yet")
                         + f"; projected noise {projected}")
    if s.over is not None:
        r = s.over
        if not r.winners:
            lines.append("The wizard wins! Nobody is eligible.")
        else:
            lines.append("Winner" + ("s: " if len(r.winners) > 1 else ": ") + ", ".join(names[p] for p in r.winners))
    return lines
