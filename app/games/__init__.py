"""One table adapter per game: state -> pieces and zones; gestures -> actions; events -> motion."""

from __future__ import annotations

from typing import Any


def adapter_for(game_id: str, players: int, viewer: int, names: list[str]) -> Any:
    if game_id == "caleira":
        from .caleira import CaleiraTable

        return CaleiraTable(players, viewer, names)
    raise KeyError(f"no table for game {game_id!r}")
