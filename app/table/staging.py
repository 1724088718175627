"""Moves staged on the table before any reaches the rules: "stage, take back, Done".

Some decisions are made of several moves a player wants to arrange freely before committing (a
set of pieces placed in any order, then Done). The table keeps them here; the adapter's ``preview`` shows them
as the rules would have them (and refuses a set the rules would not allow); Done sends them one
by one in whatever order the rules ask for them: each time, the first staged move that is legal
now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Sequence


@dataclass(frozen=True)
class StageControl:
    """The Take back and Done buttons' actions: table-only, they never reach the rules."""

    name: str
    label: str


TAKE_BACK = StageControl("take_back", "Take back the last move")
DONE = StageControl("done", "Done: send these moves")


class Staging:
    def __init__(self) -> None:
        self.moves: list[Hashable] = []

    def __bool__(self) -> bool:
        return bool(self.moves)

    def stage(self, move: Hashable) -> None:
        self.moves.append(move)

    def take_back(self) -> Hashable | None:
        return self.moves.pop() if self.moves else None

    def next_to_send(self, legal: Sequence[Hashable]) -> Hashable | None:
        """The first staged move the rules accept now (``None``: none is)."""
        return next((m for m in self.moves if m in legal), None)

    def sent(self, move: Hashable) -> None:
        if move in self.moves:
            self.moves.remove(move)

    def clear(self) -> None:
        self.moves = []
