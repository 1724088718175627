"""Professor Treasure's Secret Sky Castle: two guilds raid a 3x4 castle of tiles over three
rounds (spec: shared/games/skycastle.md).

The module-level functions are the rules protocol (``rules.core``). Not yet in
``rules.catalog``: the lead registers the game once the table and the tutorial exist.
"""

from ..core import BadSave, IllegalAction, Result, events_for, payoff
from .actions import Action, ChooseSet, Claim, Pay, Place, Swap, Thieve
from .engine import (
    apply, describe_decision, legal_actions, new_game, new_game_with_events, options_for_start, rank, result,
    score_details, to_act, why_illegal,
)
from .state import State, from_json, to_json
from .views import determinize, known_cards, view
from .tutorial import TUTORIAL  # not the function tutorial(): it would hide the submodule's name

GAME_ID = "skycastle"
TITLE = "Professor Treasure's Secret Sky Castle"
PLAYER_COUNTS = (2,)

__all__ = [
    "Action", "BadSave", "ChooseSet", "Claim", "GAME_ID", "IllegalAction", "PLAYER_COUNTS", "Pay", "Place",
    "Result", "State", "Swap", "TITLE", "Thieve", "apply", "describe_decision", "determinize", "events_for",
    "from_json", "known_cards", "legal_actions", "new_game", "new_game_with_events", "options_for_start", "payoff",
    "rank", "result", "score_details", "to_act", "to_json", "view", "why_illegal",
    "TUTORIAL",
]
