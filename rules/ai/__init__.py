"""AI players that work on the rules protocol alone.

A player is asked ``choose(view_state, seat)``: it sees only that seat's view (never the true
state) and returns one of ``legal_actions(view_state)``. ``make_player`` builds one by kind:
``random``, ``heuristic``, or ISMCTS at ``easy``, ``normal`` or ``hard``.
"""

from types import ModuleType
from typing import Any

from .guidance import heuristics_of
from .players import KINDS, Player, make_player


def reason_for(player: Any, game: ModuleType, view_state: Any, seat: int, action: Any) -> str:
    """One line on why ``player`` chose ``action`` (shown with a hint): the game's own words when its
    heuristics module offers ``reason(view_state, seat, action)``, else what the player says of
    its last choice (``last_reason``), else nothing."""
    module = heuristics_of(game)
    explain = getattr(module, "reason", None) if module else None
    if explain is not None:
        try:
            words = explain(view_state, seat, action)
        except Exception:  # a reason is a courtesy: never let it cost the move
            words = ""
        if words:
            return str(words)
    return str(getattr(player, "last_reason", "") or "")


__all__ = ["KINDS", "Player", "make_player", "reason_for"]
