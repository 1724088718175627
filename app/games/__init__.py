"""One table adapter per game: state -> pieces and zones; gestures -> actions; events -> motion."""

from __future__ import annotations

from typing import Any


TABLES = ("caleira", "skycastle")  # games whose table is built; the others play in the terminal for now


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def has_tutorial_table(game_id: str) -> bool:
    """A table that can show the game's tutorial (its adapter maps highlight targets to pieces)."""
    if not has_table(game_id):
        return False
    module = __import__(f"{__name__}.{game_id}", fromlist=["_"])
    return any(hasattr(cls, "tutorial_keys") for cls in vars(module).values() if isinstance(cls, type))


def adapter_for(game_id: str, players: int, viewer: int, names: list[str]) -> Any:
    if game_id == "caleira":
        from .caleira import CaleiraTable

        return CaleiraTable(players, viewer, names)
    if game_id == "skycastle":
        from .skycastle import SkyCastleTable

        return SkyCastleTable(players, viewer, names)
    raise KeyError(f"no table for game {game_id!r}")


def result_lines(game_id: str, result: Any, names: list[str], view: Any) -> list[str]:
    """The results screen's lines under the headline: why the game ended, each seat's score in
    the game's own terms, the tie-break used."""
    module = __import__(f"{__name__}.{game_id}", fromlist=["_"])
    return module.result_lines(result, names, view)
