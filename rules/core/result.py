"""The end-of-game record shared by every game, and the payoff the AI maximises."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended.

    ``scores`` holds one number per seat (the game's headline score); ``details`` holds one
    mapping per seat with the game's own figures (e.g. face-down count). ``tiebreak_level`` is
    0 when no tie-break was needed; each game documents its levels.
    """

    reason: str
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[float, ...]
    tiebreak_level: int = 0
    details: tuple[dict[str, Any], ...] = field(default_factory=tuple)

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1

    @property
    def seats(self) -> tuple[dict[str, Any], ...]:
        """The per-seat details (the name the game specs use)."""
        return self.details


def payoff(result: Result, seat: int) -> float:
    """1 for a win, 1/k for a win shared by k seats, 0 otherwise."""
    if seat in result.winners:
        return 1.0 / len(result.winners)
    return 0.0
