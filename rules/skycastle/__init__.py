"""Professor Treasure's Secret Sky Castle: two guilds raid a 3x4 castle of tiles over three
rounds (spec: shared/games/skycastle.md).

The module-level functions are the rules protocol (``rules.core``). Beside it, ``identical_groups``,
``swap_copies`` and ``canonical_view`` (``copies``) are the hooks of the generic identical-copies
test (tests/rules/test_identical_copies.py).
"""

from ..core.game import GameFacts
from ..core import BadSave, IllegalAction, Result, events_for, payoff
from .actions import Action, ChooseSet, Claim, Pay, Place, Swap, Thieve
from .engine import (
    apply, describe_decision, legal_actions, new_game, new_game_with_events, options_for_start, rank, result,
    score_details, to_act, why_illegal,
)
from .copies import canonical_view, identical_groups, swap_copies
from .invariants import invariants
from .state import State, from_json, to_json
from .textview import text_table
from .views import determinize, known_cards, view
from .tutorial import TUTORIAL  # not the function tutorial(): it would hide the submodule's name

FACTS = GameFacts(
    id="skycastle",
    title="Professor Treasure's Secret Sky Castle",
    players=(2,),
    default_players=2,
    blurb="Two guilds send their roles into a floating castle of tiles to grab keys, artifacts and chests.",
)

__all__ = [
    "FACTS", "Action", "BadSave", "ChooseSet", "Claim", "IllegalAction", "Pay", "Place",
    "Result", "State", "Swap", "Thieve", "apply", "canonical_view", "describe_decision", "determinize", "events_for",
    "from_json", "identical_groups", "invariants", "known_cards", "legal_actions", "new_game", "new_game_with_events", "options_for_start", "payoff",
    "rank", "result", "score_details", "swap_copies", "text_table", "to_act", "to_json", "view", "why_illegal",
    "TUTORIAL",
]
