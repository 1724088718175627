"""The question a session asks the AI service for one move (kept apart so ``session`` stays short)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AiRequest:
    """What the AI service needs for one AI move; ``version`` detects a stale answer."""

    game_id: str
    kind: str
    seat: int
    view_json: str
    seed: int
    version: int
