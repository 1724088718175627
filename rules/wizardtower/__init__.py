"""Tower of the Sleepy Wizard (working title): 3-8 guilds hire teams of adventurers from hands
they cannot see, to sneak into a sleepy wizard's tower (spec: shared/games/wizardtower.md).

The module-level functions are the rules protocol (``rules.core``), plus the scoring helpers
other code and tests call directly: ``noise_score``, ``tracker_bonus``, ``round_noise`` and
``propose_copies``.
"""

from ..core.game import GameFacts, GameOption
from ..core import BadSave, IllegalAction, Result, events_for, payoff
from .actions import (
    Action, ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket,
)
from .cards import DEFAULT_GUILD, GUILD_NAMES, tokens, tracker_bonus
from .copies import canonical_view, identical_groups, swap_copies
from .invariants import invariants
from .engine import (
    apply, describe_decision, legal_actions, new_game, new_game_with_events, options_for_start, result, to_act,
    why_illegal,
)
from .noise import noise_score, propose_copies, round_noise
from .state import State, from_json, to_json
from .textview import text_table
from .tutorial import TUTORIAL
from .views import determinize, known_cards, view

FACTS = GameFacts(
    id="wizardtower",
    title="Tower of the Sleepy Wizard",
    players=(3, 4, 5, 6, 7, 8),
    default_players=4,
    sees_own_hand=False,
    secrets=True,
    person_seats=1,  # spec 1: a second person's seat would show them their own hand
    options=(GameOption("guild", "Your guild", tuple((name.lower(), name) for name in GUILD_NAMES),
                        GUILD_NAMES[DEFAULT_GUILD].lower(), per_person=True),),
    blurb="Hire a quiet team of adventurers from a hand everyone can see but you, and don't wake the wizard.",
)

__all__ = [
    "FACTS", "TUTORIAL", "Action", "BadSave", "ChooseCopies", "EndPeek", "HireFromDeck", "HireFromHand",
    "HireFromMarket", "IllegalAction", "Peek", "Result", "SendToMarket", "State", "apply", "canonical_view",
    "describe_decision",
    "determinize", "events_for", "from_json", "identical_groups", "invariants", "known_cards", "legal_actions", "new_game", "new_game_with_events",
    "noise_score", "options_for_start", "payoff", "propose_copies", "result", "round_noise", "swap_copies",
    "text_table",
    "to_act", "to_json", "tokens", "tracker_bonus", "view", "why_illegal",
]
