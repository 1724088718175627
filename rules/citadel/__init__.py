"""Professor Evil and the Citadel of Time: 1-5 characters (one seat each) rescue treasures from
the Professor's castle together (spec: shared/games/citadel.md). Cooperative: every seat wins or
loses with the team; the Professor, his dice and the piles are chance inside ``apply``.

Modules: ``board`` (rooms, doorways, carpets, walks), ``content`` (switches, treasures, dice,
characters, cards, difficulties), ``geometry`` (the floor plan for the table), ``actions``,
``state``, ``saves`` (JSON), ``setup`` and ``position`` (new games, scenario positions),
``legal`` (who may do what), ``effects`` (the action phase), ``professor`` (his walk, passage,
time, chases), ``phase`` (the Professor phase's stages, the clock, ideas, turn ends),
``treasures`` (placing, rescuing, losing, the end), ``turns`` (the flow), ``engine`` (the
protocol), ``views``, ``copies``, ``evaluation`` and ``heuristics`` (the AI), ``reference`` and
``rulings`` (the rules screen), ``textview``, ``tutorial``.

The module-level names are the rules protocol (``rules.core``) plus the game's own data:
``OPTIONS`` (the lobby's choices), ``default_team``, and the board in ``board`` (rooms,
doorways, carpets, walks) and ``geometry`` (the floor plan in board coordinates, and
``board_graph()`` for the table's ``BoardGraph``).

Options (``new_game(players, seed, options)``, a plain mapping):

- ``difficulty``: "beginner" (default, spec 1) | "standard" | "expert";
- ``clock_die``: "auto" (the difficulty's own: Gentle / Standard / Harsh) | "gentle" | "standard" | "harsh";
- ``characters``: one id per seat among NAT, EDW, IRE, LER, DES, or ``{seat: id}`` for some seats
  (the others take the default team's unused characters); default ``default_team``: LER, IRE,
  NAT, EDW, DES, the first ``players``; ``humans``: per seat, whether a person plays it (the idea
  decider, spec 3.10; default all);  ``first``: the first seat (the draw is made anyway);
- for tests, scenarios and the tutorial: ``deal`` (piles fixed before setup: ``first_room_deck``,
  ``switch_stack``, ``treasure_stack``, ``room_deck``, ``decks`` {character: cards}; a partial
  pile is completed in canonical order), ``dice`` ({"professor" | "colour" | "clock": faces}, used
  one per roll of that die before the generator; faces as indices 0-5 or names: "walk1".."walk3",
  "passage", "min5", "min10"; "R"/"red"...; "single"/"double"), ``position`` (a game built straight
  from a scenario, see ``position``).

``OPTIONS`` is a tuple of ``(key, label, ((value, label), ...), default)``: "difficulty" and
"clock_die" above; ``FACTS.options`` holds the same as ``rules.core.game.GameOption`` records.

Events (``Event.kind`` and ``data``), in the order things happen:

- setup: ``setup`` (difficulty, clock_die, characters, off: the rooms dealt OFF), ``first`` (seat);
- turn: ``turn`` (seat, character, turn, revealed: the 2 cards; the seat is the subject),
  ``shuffle`` (pile "deck:<character>", seat: the chance kind), ``lasting_end`` (seat, cards),
  ``end_turn`` (seat, discarded);
- actions: ``move`` (seat, character, from, to, path: rooms entered, doorways: one per room entered,
  None through a window, cost, how), ``door`` (doorway, locked, by), ``switch`` (room, tile, type,
  active, by), ``marker`` (colour, tile, steps_before, steps, space, by), ``play`` (seat, character,
  card, timing), ``power`` (seat, character, power), ``extra_action`` (seat, actions), ``rewire``
  (rooms, tiles), ``rescue`` (seat, character, colour, tile, room, switches_on: rooms turned back ON,
  saved), ``end_actions`` (seat, actions_left);
- dice: ``roll`` (die: "professor" | "colour" | "clock", face: index 0-5, seat, set: 1 or 2 for Double
  or Nothing, reroll: bool; the chance kind the table tumbles; the seat is the subject), ``set_die``
  (die, face: Fate's Hand), ``roll_chosen`` (set, dice), ``dice`` (professor, colour, clock: final face
  indices, -1 for a die not rolled, clock_steps, colour_id);
- the Professor: ``professor_step`` (one per doorway, for a door-by-door walk: from, to, doorway,
  colour, step, of, locked: this step locked an open doorway, switch_on, chased: seats in the room
  entered, how: "walk" | "puppet"), ``secret_passage`` (from, to, colour, locked: the doorways it
  locked, switch_on, chased), ``time`` (colour, tile, minutes, steps_before, steps, space),
  ``no_effect`` (face), ``chase`` (seat, character, from, to "OUT"), ``duck`` (seat, character,
  from, to, doorway);
- the clock: ``clock`` (from, to, steps, entered: the spaces entered), ``treasure_lost`` (colour,
  tile, room, lost), ``treasure_placed`` (colour, tile, room, steps, space, minutes), ``idea``
  (decider), ``tile_up`` (seat, character, by), ``idea_wasted``;
- the end: ``game_over`` (reason "win" | "loss", winners, saved, lost, turns).

An event carried out because it was the only choice has ``data["only"]`` set.

Hidden information (spec 7.2): the orders of the action decks, the treasure stack and the room
deck, and the future dice. ``view`` keeps their contents in canonical order and drops the
generator and any scripted dice; every seat's view is the same. The result: ``reason`` "win" or
"loss", ``winners`` every seat (win) or none, ``scores`` the treasures saved, ``payoff`` 1/n per
seat on a win, the same for every seat.

Where this package reads the spec one way of several (reported with it): the default difficulty is
the spec's Beginner (the issue had Standard); "auto" is the Clock die's lobby default.
"""

from ..core.game import GameFacts, GameOption
from ..core import BadSave, IllegalAction, Result, events_for
from .actions import Action
from .copies import canonical_view, identical_groups, swap_copies
from .engine import apply, describe_decision, legal_actions, payoff, result, to_act, why_illegal
from .invariants import invariants
from .saves import from_json, to_json
from .setup import OPTIONS, default_team, new_game, new_game_with_events, options_for_start
from .state import State
from .textview import text_table
from .tutorial import TUTORIAL
from .views import determinize, known_cards, view


FACTS = GameFacts(
    id="citadel",
    title="Professor Evil and the Citadel of Time",
    players=(1, 2, 3, 4, 5),
    default_players=2,
    cooperative=True,
    secrets=False,
    blurb="Team up to rescue four treasures from Professor Evil's castle before he stashes four in his strongroom.",
    options=tuple(GameOption(key, label, choices, default) for key, label, choices, default in OPTIONS),
    people_option="humans",  # spec 3.10: a person decides an idea when one plays
)

__all__ = [
    "FACTS", "OPTIONS", "TUTORIAL", "Action", "BadSave", "IllegalAction", "Result", "State", "apply", "canonical_view",
    "default_team", "describe_decision", "determinize", "events_for", "from_json", "identical_groups", "invariants",
    "known_cards",
    "legal_actions", "new_game", "new_game_with_events", "options_for_start", "payoff", "result", "swap_copies",
    "text_table", "to_act", "to_json", "view", "why_illegal",
]
