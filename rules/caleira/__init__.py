"""Castles of Caleira: an 18-card castle-building duel (spec: shared/games/caleira.md).

The module-level functions are the rules protocol (``rules.core``). Beside it, ``identical_groups``,
``swap_copies`` and ``canonical_view`` (``copies``) are the hooks of the generic identical-copies
test (tests/rules/test_identical_copies.py): which card IDs no seat can tell apart, a state with two
of them exchanged, and a view's JSON with copies of one name named in a canonical order.
"""

from ..core.game import GameFacts
from ..core import BadSave, IllegalAction, Result, events_for, payoff
from .actions import Action, Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from .engine import (
    apply, castle_score, describe_decision, legal_actions, new_game, new_game_with_events, options_for_start,
    piece_points, rank, result, to_act,
    why_illegal,
)
from .copies import canonical_view, identical_groups, swap_copies
from .invariants import invariants
from .state import State, from_json, to_json
from .textview import text_table
from .views import determinize, known_cards, view
from .tutorial import TUTORIAL  # not the function tutorial(): it would hide the submodule's name

FACTS = GameFacts(
    id="caleira",
    title="Castles of Caleira",
    players=(2, 3, 4),
    default_players=2,
    blurb="Build a castle of cards, hide your Princess' Spire, and bring down your rivals' walls.",
)

__all__ = [
    "FACTS", "Action", "BadSave", "canonical_view", "Exchange", "Flip", "IllegalAction", "Look", "Order",
    "Pick", "Play", "Result", "State", "StopPicking", "Target", "apply", "castle_score",
    "describe_decision", "determinize", "events_for", "from_json", "identical_groups", "invariants", "known_cards",
    "legal_actions", "new_game",
    "new_game_with_events",
    "options_for_start", "payoff", "piece_points",
    "rank", "result", "swap_copies", "text_table", "to_act", "to_json", "view", "why_illegal",
    "TUTORIAL",
]
