"""Castle von Loghan (app id ``loghan``): 3-6 KarrSec agents in a castle across three timelines;
a cooperative Story mode and a competitive Exploration mode (spec: shared/games/loghan.md, content:
shared/games/loghan_content.md). Exploration adds ``timeline`` (changing boards), the Boss step in
``alert``, trophies in ``rewards`` and the scoring in ``ending``.

Modules (author C unless noted): ``steps`` (the step stack, E5) and ``state``; ``actions``;
``engine`` (the protocol loop); ``setup``; ``rounds`` (the Round as steps), ``windows`` (W1-W9 and
free actions), ``move``, ``events_phase`` + ``effects`` + ``story`` (events, codes, Endings),
``alert``, ``refresh``, ``search`` + ``gobli``, ``tracks`` (Health, Clarity, Energy), ``decks``,
``gear`` + ``gain`` + ``items`` (treasures), ``skills``, ``trade``, ``ending``, ``views``,
``saves``, ``accounting``, ``chance``, ``copies`` (identical copies: ``settle`` and the hooks
``identical_groups``/``swap_copies``/``canonical_view``), ``wording`` (every seat-led event's
second-person form); ``lookup`` reads the content for the engine (over
``content.load_content()``); ``prompts`` (``describe_decision``) and ``textview`` (``text_table``)
are what a person reads; ``tutorial`` (§8's walkthrough, ``TUTORIAL``); ``reference`` and
``rulings`` (the in-app rules reference). Author D: ``combat_state``, ``combat*``, ``rewards*``.
Content author: ``content*`` and ``data/`` (the content set as JSON, read and validated by
``content.load_content()``).
"""

from __future__ import annotations

from ..core import BadSave, IllegalAction, Result, events_for
from ..core.game import GameFacts, GameOption
from .actions import Action
from .copies import canonical_view, identical_groups, swap_copies
from .content import CONTENT_NOTICE
from .engine import apply, describe_decision, legal_actions, payoff, result, to_act, why_illegal
from .invariants import invariants
from .saves import from_json, to_json
from .setup import OPTIONS, new_game, new_game_with_events, options_for_start
from .state import State
from .textview import text_table
from .tutorial import TUTORIAL  # §8's walkthrough
from .views import determinize, known_cards, view

FACTS = GameFacts(
    id="loghan",
    title="Castle von Loghan",
    players=(3, 4, 5, 6),
    default_players=3,
    cooperative=True,
    secrets=True,
    blurb="KarrSec agents chase a renegade councillor through a haunted castle in 1474.",
    options=tuple(GameOption(key, label, choices, default) for key, label, choices, default in OPTIONS),
    people_option="humans",
    notice=CONTENT_NOTICE,
    person_kinds=("chaos",),
    kinds_option="seats",
    # Random play is long, not stuck: windows poll every seat (up to 6 free actions each, trades
    # built an item at a time), and a 6-agent game takes up to ~1000 decisions (100 seeds' worst).
    random_play=2000,
    rivals_when=(("mode", "exploration"),),  # Exploration: each agent plays for its own Data Points
)

__all__ = [
    "FACTS", "OPTIONS", "TUTORIAL", "Action", "BadSave", "IllegalAction", "Result", "State", "apply", "canonical_view",
    "describe_decision", "determinize", "events_for", "from_json", "identical_groups", "known_cards", "legal_actions", "new_game",
    "new_game_with_events", "options_for_start", "payoff", "result", "swap_copies", "text_table", "to_act", "to_json", "view",
    "why_illegal",
]
