"""Setting up a game (spec 3.2): a seeded or given tower, first player and deck orders, or a
position built as in the spec's scenarios; then the opening up to the first decision.

Draw order from the game's one generator: the tower, the first player (always drawn, also when
"I start" overrides it), then each round's shuffle. Whatever an option fixes makes no draw.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import rng as rngmod
from ..core.events import Event
from ..core.text import seat_name
from .cards import (
    ALL_CARDS, DEFAULT_GUILD, EMPTY, FLOOR_IDS, GUILD_NAMES, TOWER_FLOORS, assign_guilds, parse_card, parse_floor,
)
from .rounds import begin_round
from .state import PEEK_PHASE, ROUNDS, SEATS, TURNS_PHASE, State
from .turns import _advance

OPTION_KEYS = {"tower", "first", "i_start", "decks", "position", "guild"}


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A seeded start. ``options`` (all optional; for tests, scenarios and the tutorial):

    * ``tower``: the 4 floor ids at T1-T4 (e.g. ``["F01", "F09", "F13", "F05"]``);
    * ``first``: the round-1 first player (no draw); ``i_start``: seat 0 starts (drawn anyway);
    * ``decks``: ``{round: [card ids, top first]}``; a partial order is completed by the other
      cards in ascending card number;
    * ``position``: a round built directly (see ``_build_position``);
    * ``guild``: ``{seat: guild name}`` for the people's seats (New game's choice; ``FACTS.options``);
      without it seat 0 is the Owls. The other seats take the other guilds in order (spec 2.4).
    """
    return new_game_with_events(players, seed, options)[0]


def _chosen_guilds(chosen: Any) -> dict[int, int]:
    """``{seat: guild}`` from ``{seat (or its digits): guild name}``; ``ValueError`` for anything else."""
    if not isinstance(chosen, Mapping):
        raise ValueError("guild must map seats to guild names")
    names = [n.lower() for n in GUILD_NAMES]
    out = {}
    for seat, name in chosen.items():
        if not (str(seat).isdigit() and isinstance(name, str) and name.lower() in names):
            raise ValueError(f"guild: {seat!r}: {name!r} is not a seat and one of {', '.join(GUILD_NAMES)}")
        out[int(seat)] = names.index(name.lower())
    return out


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    """``new_game`` plus the opening's events (tower, first player, the first round's deal)."""
    if players not in SEATS:
        raise ValueError("Tower of the Sleepy Wizard is played by 3 to 8 seats")
    options = dict(options or {})
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    s = State.__new__(State)
    s.players, s.rng, s.round = players, rngmod.seed_state(seed), 1
    zero = (0,) * players
    s.totals = s.treasure = s.peeked = s.storeroom = zero
    s.noise, s.pending, s.copies = (-1,) * players, (None,) * players, ((),) * players
    s.teams, s.market, s.deck, s.hands = ((),) * players, (), (), ((EMPTY,) * 4,) * players
    s.step, s.over, s.viewer, s._legal, s.turn = None, None, None, None, 0
    s.guilds = assign_guilds(players, _chosen_guilds(options.get("guild", {0: GUILD_NAMES[DEFAULT_GUILD]})))
    if "tower" in options:
        tower = tuple(parse_floor(f) for f in options["tower"])
        if len(tower) != 4 or len(set(tower)) != 4 or not set(tower) <= set(TOWER_FLOORS):
            raise ValueError("a tower is 4 different floors among F01-F18")
    else:
        floors, s.rng = rngmod.shuffled(s.rng, TOWER_FLOORS)
        tower = tuple(floors[:4])
    s.tower = tower
    if "first" in options:
        first = options["first"]
        if not (isinstance(first, int) and 0 <= first < players):
            raise ValueError(f"first must be a seat 0-{players - 1}")
    else:
        first, s.rng = rngmod.below(s.rng, players)
        if options.get("i_start"):
            first = 0
    s.start = s.first = first
    s.rig = _checked_decks(options.get("decks", {}))
    events: list[Event] = [Event("setup", f"The tower stands with four floors face down; {seat_name(first)} "
                                 "starts, and the age order runs clockwise from there",
                                 {"first": first, "age": s.age}, subject=first,
                                 you="The tower stands with four floors face down; you start, and the age order "
                                     "runs clockwise from you")]
    if "position" in options:
        _build_position(s, options["position"])
    else:
        s.phase = PEEK_PHASE
        begin_round(s, events)
    _advance(s, events)
    return s, events


def _full_deck(cards: Any) -> tuple[int, ...]:
    top = [parse_card(c) for c in cards]
    if len(set(top)) != len(top):
        raise ValueError("a deck order names a card twice")
    return tuple(top + [c for c in ALL_CARDS if c not in set(top)])


def _checked_decks(decks: Mapping[Any, Any]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    out = []
    for r, cards in dict(decks).items():
        r = int(r)
        if not 1 <= r <= ROUNDS:
            raise ValueError("deck orders are for rounds 1-5")
        out.append((r, _full_deck(cards)))
    return tuple(sorted(out))


def _build_position(s: State, pos: Mapping[str, Any]) -> None:
    """A round in progress, written as in the spec's scenarios (section 6).

    ``round`` (default 1), ``first`` (default: the game's first player), ``hands``: per seat 4
    card ids or ``None`` (empty); ``teams``: per seat card ids in hire order (default empty);
    ``market``; ``deck``: its top cards (the cards placed nowhere follow in ascending number);
    ``peeked``: per seat the peeked positions; ``totals``, ``treasure``; ``phase``: "turns"
    (default) or "peek". Turns taken are read from the team sizes; the seat to act is the next
    in turn order. Full teams and empty hands go straight to scoring."""
    n = s.players
    s.round = pos.get("round", 1)
    s.first = pos.get("first", s.first)
    hands = [tuple(EMPTY if c is None else parse_card(c) for c in h) for h in pos["hands"]]
    teams = [tuple(parse_card(c) for c in t) for t in pos.get("teams", [[]] * n)]
    market = [parse_card(c) for c in pos["market"]]
    placed = [c for h in hands for c in h if c != EMPTY] + [c for t in teams for c in t] + market
    top = [parse_card(c) for c in pos.get("deck", [])]
    rest = [c for c in ALL_CARDS if c not in set(placed) | set(top)]
    if len(hands) != n or len(teams) != n or any(len(h) != 4 for h in hands):
        raise ValueError("a position gives every seat 4 hand positions and a team")
    if len(set(placed + top)) != len(placed + top):
        raise ValueError("a position places a card twice")
    turn = sum(len(t) for t in teams)
    for p in range(n):
        taken = sum(1 for k in range(turn) if (s.first + k) % n == p)
        if len(teams[p]) != taken or sum(1 for c in hands[p] if c != EMPTY) != 4 - taken:
            raise ValueError(f"{seat_name(p)}'s team and hand do not fit {turn} turns from the first player")
    s.hands, s.teams, s.market, s.deck = tuple(hands), tuple(teams), tuple(market), tuple(top + rest)
    s.peeked = tuple(sum(1 << (q - 1) for q in marks) for marks in pos.get("peeked", [[]] * n))
    s.totals = tuple(pos.get("totals", (0,) * n))
    s.treasure = tuple(pos.get("treasure", (0,) * n))
    s.phase = {"turns": TURNS_PHASE, "peek": PEEK_PHASE}[pos.get("phase", "turns")]
    s.turn = turn if s.phase == TURNS_PHASE else 0
    if len(s.totals) != n or len(s.treasure) != n or len(s.peeked) != n:
        raise ValueError("totals, treasure and peek marks are per seat")


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options with seat ``start`` as the round-1 first player: the tower the seed
    would draw, and the rounds' shuffles from the seed as well (for matches that rotate seats)."""
    floors, _ = rngmod.shuffled(rngmod.seed_state(seed), TOWER_FLOORS)
    return {"tower": [FLOOR_IDS[f] for f in floors[:4]], "first": start}
