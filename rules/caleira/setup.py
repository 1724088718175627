"""Setting up a game of Castles of Caleira (spec 3.2): a seeded or given deal, or a mid-game
position written as in the spec's scenarios, then the opening up to the first decision.

Apart from the protocol (``engine``) so that the rules of play read without the option checking
of tests and lessons; ``new_game`` and ``new_game_with_events`` are also importable from there.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import rng as rngmod
from ..core.events import Event
from . import knowledge as kn
from .cards import ALL_CARDS, CARD_IDS, parse_card
from .state import PLAY, State
from .turns import _advance, _begin_turn

HAND_SIZE = 2


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A seeded start. ``options`` may hold ``deal`` and ``rig`` (spec 3.2), or ``position``
    (a mid-game position built for a test or a lesson; see ``_build_position``)."""
    return new_game_with_events(players, seed, options)[0]


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    """``new_game``, plus the events of the opening (the first turn's draw and any automatic
    steps before the first decision), for the log and the table's first animation."""
    if players not in (2, 3, 4):
        raise ValueError("Castles of Caleira is played by 2, 3 or 4 players")
    options = dict(options or {})
    unknown = set(options) - {"deal", "rig", "position"}
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    s = State.__new__(State)
    s.players = players
    s.rng = rngmod.seed_state(seed)
    s.rig = tuple(parse_card(c) for c in options.get("rig", ()))
    s.queue = ()
    s.over = None
    s.viewer = None
    s._legal = None
    s.step = None
    s.discard = ()
    s.next_slot = 0
    s.castles = ((),) * players
    if "position" in options:
        _build_position(s, options["position"])
    else:
        if "deal" in options:
            hands, deck, box, start = _checked_deal(players, options["deal"])
        else:
            hands, deck, box, start = _random_deal(s, players)
        s.hands = tuple(tuple(sorted(h)) for h in hands)
        s.deck = tuple(reversed(deck))  # stored bottom first
        s.box = tuple(box)
        s.active = start
        s.turn = 0
    s.know = tuple(
        kn.fresh_record(p, players, s.hands, s.castles, len(s.deck), len(s.box), s.discard)
        for p in range(players)
    )
    events: list[Event] = []
    if s.step is None:
        _begin_turn(s, events, s.active)
    _advance(s, events)
    return s, events


def _random_deal(s: State, players: int) -> tuple[list[list[int]], list[int], list[int], int]:
    cards, s.rng = rngmod.shuffled(s.rng, ALL_CARDS)
    box = sorted(cards[:2]) if players == 4 else []
    cards = cards[2:] if players == 4 else cards
    hands = [cards[HAND_SIZE * p: HAND_SIZE * (p + 1)] for p in range(players)]
    deck = cards[HAND_SIZE * players:]  # top first
    start, s.rng = rngmod.below(s.rng, players)
    return hands, deck, box, start


def _checked_deal(players: int, deal: Mapping[str, Any]) -> tuple[list[list[int]], list[int], list[int], int]:
    try:
        hands = [[parse_card(c) for c in h] for h in deal["hands"]]
        deck = [parse_card(c) for c in deal["deck"]]
        box = [parse_card(c) for c in deal.get("box", ())]
        start = deal.get("start", 0)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a deal needs 'hands', 'deck', 'box' and 'start' ({exc})") from None
    if len(hands) != players or any(len(h) != HAND_SIZE for h in hands):
        raise ValueError(f"a deal gives {HAND_SIZE} cards to each of the {players} players")
    if len(box) != (2 if players == 4 else 0):
        raise ValueError("a deal boxes 2 cards with 4 players and none otherwise")
    every = [c for h in hands for c in h] + deck + box
    if sorted(every) != list(ALL_CARDS):
        raise ValueError("a deal must use every card exactly once")
    if not (isinstance(start, int) and 0 <= start < players):
        raise ValueError("a deal's start must be a seat")
    return hands, deck, box, start


def _build_position(s: State, pos: Mapping[str, Any]) -> None:
    """A position written as in the spec's scenarios (section 6).

    ``hands``: card IDs per seat; ``castles``: per seat, pieces like ``"SPI↓"``/``"WAT1↑"``;
    ``deck``: top first; ``box``; ``active`` (default 0); ``drawn`` (default True: the active
    seat has drawn and must play; False: its turn starts with the draw). Every other card is
    in the discard pile.
    """
    players = s.players
    hands = [[parse_card(c) for c in h] for h in pos.get("hands", [[]] * players)]
    castles_in = pos.get("castles", [[]] * players)
    if len(hands) != players or len(castles_in) != players:
        raise ValueError("a position lists a hand and a castle for every seat")
    castles = []
    for castle in castles_in:
        pieces = []
        for text in castle:
            if not isinstance(text, str) or text[-1:] not in ("↑", "↓"):
                raise ValueError(f"a piece is written like 'SPI↓' or 'WAT1↑', not {text!r}")
            pieces.append((parse_card(text[:-1]), text[-1] == "↑", s.next_slot))
            s.next_slot += 1
        castles.append(tuple(pieces))
    deck = [parse_card(c) for c in pos.get("deck", [])]
    box = [parse_card(c) for c in pos.get("box", [])]
    used = [c for h in hands for c in h] + [p[0] for c in castles for p in c] + deck + box
    if len(set(used)) != len(used):
        raise ValueError("a position uses a card twice")
    s.hands = tuple(tuple(sorted(h)) for h in hands)
    s.castles = tuple(castles)
    s.deck = tuple(reversed(deck))
    s.box = tuple(sorted(box))
    s.discard = tuple(c for c in ALL_CARDS if c not in set(used))
    s.active = pos.get("active", 0)
    s.turn = pos.get("turn", 1)
    if pos.get("drawn", True):
        s.step = (PLAY, s.active, -1, ())
    else:
        s.turn -= 1


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options for a seeded random deal with a chosen first seat (for matches in
    which the first seat rotates)."""
    r = State.__new__(State)
    r.rng = rngmod.seed_state(seed)
    hands, deck, box, _ = _random_deal(r, players)
    return {"deal": {"hands": [[CARD_IDS[c] for c in h] for h in hands], "deck": [CARD_IDS[c] for c in deck],
                     "box": [CARD_IDS[c] for c in box], "start": start}}
