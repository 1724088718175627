"""Setting up a game of Sky Castle (spec 3.2, 3.3): a seeded or given castle layout, first
player and role deals, or a castle phase built as in the spec's scenarios, then the opening up
to the first decision.

Apart from the protocol (``engine``) so that the rules of play read without the option checking
of tests and lessons; ``new_game`` and ``new_game_with_events`` are also importable from there.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import rng as rngmod
from ..core.events import Event
from ..core.text import seat_name
from . import castle
from .cards import ALL_TILES, ROLES, SET_ASIDE, TILE_IDS, cell_at, parse_role, parse_slot, parse_tile, rid
from .state import CASTLE_PHASE, ROLES_PHASE, Deal, State
from .turns import PLACEMENT_TURNS, ROUNDS, _advance, _begin_round

OPTION_KEYS = {"layout", "start", "deals", "position"}


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A seeded start. ``options`` (all optional, for tests, scenarios and lessons):

    * ``layout``: ``{"castle": 12 tile IDs in reading order, "deck": 24 tile IDs, top first}``;
    * ``start``: the round-1 first player (seat 0 or 1);
    * ``deals``: for rounds 1, 2, ... in order, one ``{"aside": [2 roles], "sets": [[roles], ...]}``
      per seat (role names, e.g. ``"Scout"``); later rounds are dealt from the seed;
    * ``position``: a castle phase built directly (see ``_build_position``).
    """
    return new_game_with_events(players, seed, options)[0]


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    """``new_game`` plus the opening's events (the deal, automatic first steps)."""
    if players != 2:
        raise ValueError("Professor Treasure's Secret Sky Castle is played by 2 players")
    options = dict(options or {})
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    s = State.__new__(State)
    s.rng = rngmod.seed_state(seed)
    s.round, s.phase, s.turn = 1, ROLES_PHASE, 0
    s.owned, s.used, s.skel = ((), ()), (0, 0), (0, 0)
    s.aside, s.sets, s.out = ((), ()), ((), ()), ((), ())
    s.stacks, s.slots = ((),) * 12, (-1,) * 6
    s.placing, s.agenda, s.finished, s.waiting, s.robbed = (), (), (), (), ()
    s.step, s.over, s.viewer, s.rig, s._legal = None, None, None, (), None
    events: list[Event] = []
    if "position" in options:
        _build_position(s, options["position"])
        castle.start(s, events)
    else:
        if "layout" in options:
            grid, deck = _checked_layout(options["layout"])
        else:
            tiles, s.rng = rngmod.shuffled(s.rng, ALL_TILES)
            grid, deck = tiles[:12], tiles[12:]
        s.grid, s.deck = tuple(grid), tuple(deck)
        if "start" in options:
            start = options["start"]
            if start not in (0, 1):
                raise ValueError("start must be seat 0 or 1")
        else:
            start, s.rng = rngmod.below(s.rng, 2)
        s.start = s.first = start
        s.rig = _checked_deals(options.get("deals", ()), start)
        events.append(Event("setup", f"The castle is dealt; {seat_name(start)} is first player",
                            {"grid": s.grid, "first": start}, subject=start,
                            you="The castle is dealt; you are first player"))
        _begin_round(s, events)
    _advance(s, events)
    return s, events


def _checked_layout(layout: Mapping[str, Any]) -> tuple[list[int], list[int]]:
    try:
        grid = [parse_tile(c) for c in layout["castle"]]
        deck = [parse_tile(c) for c in layout["deck"]]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a layout needs 'castle' and 'deck' ({exc})") from None
    if len(grid) != 12 or sorted(grid + deck) != list(ALL_TILES):
        raise ValueError("a layout puts 12 tiles in the castle and the other 24 in the deck, each tile once")
    return grid, deck


def _checked_deals(deals: Any, start: int) -> tuple[tuple[Deal, Deal], ...]:
    out = []
    for k, pair in enumerate(deals):
        first = start if k % 2 == 0 else 1 - start
        both = []
        for seat in (0, 1):
            try:
                aside = tuple(sorted(parse_role(n) for n in pair[seat]["aside"]))
                sets = tuple(tuple(sorted(parse_role(n) for n in x)) for x in pair[seat]["sets"])
            except (KeyError, TypeError, IndexError) as exc:
                raise ValueError(f"a deal gives each seat 'aside' and 'sets' ({exc})") from None
            size, count = (2, 3) if seat == first else (3, 2)
            if len(aside) != SET_ASIDE or [len(x) for x in sets] != [size] * count:
                raise ValueError(f"round {k + 1}: {seat_name(seat)} sets aside 2 roles and gets {count} sets of {size}")
            if sorted(aside + tuple(r for x in sets for r in x)) != list(ROLES):
                raise ValueError(f"round {k + 1}: {seat_name(seat)}'s deal must use each role once")
            both.append((aside, sets))
        out.append((both[0], both[1]))
    if len(out) > ROUNDS:
        raise ValueError("at most 3 rounds can be dealt")
    return tuple(out)


def _build_position(s: State, pos: Mapping[str, Any]) -> None:
    """A castle phase about to begin, written as in the spec's scenarios (section 6).

    ``castle``: 12 tile IDs in reading order (``None`` for an empty cell); ``roles``: entries
    ``[row, col, seat, role]`` in stacking order (bottom first); ``slots``: ``{"2L": seat}`` for
    Captains; ``owned``, ``used``, ``skeletons``: per seat; ``first`` (default 0); ``round``
    (default 1); ``deck`` (default: every other tile, in ID order). Roles not listed are set aside.
    """
    grid = [-1 if c is None else parse_tile(c) for c in pos["castle"]]
    owned = [sorted(parse_tile(c) for c in o) for o in pos.get("owned", ([], []))]
    used = [t for t in grid if t >= 0] + [t for o in owned for t in o]
    deck = [parse_tile(c) for c in pos["deck"]] if "deck" in pos else [t for t in ALL_TILES if t not in used]
    if len(grid) != 12 or sorted(used + deck) != list(ALL_TILES):
        raise ValueError("a position holds 12 cells and every tile exactly once")
    stacks: list[tuple[int, ...]] = [()] * 12
    slots = [-1] * 6
    for row, col, seat, name in pos.get("roles", ()):
        x = cell_at(row, col)
        stacks[x] = stacks[x] + (rid(seat, parse_role(name)),)
    for name, seat in dict(pos.get("slots", {})).items():
        slots[parse_slot(name)] = rid(seat, parse_role("Captain"))
    placed = [r for x in stacks for r in x] + [r for r in slots if r >= 0]
    if len(set(placed)) != len(placed):
        raise ValueError("a position places a role twice")
    s.round = pos.get("round", 1)
    s.start = s.first = pos.get("first", 0)
    if s.round == 2:
        s.start = 1 - s.first
    s.grid, s.deck = tuple(grid), tuple(deck)
    s.owned = tuple(tuple(o) for o in owned)
    s.used = tuple(pos.get("used", (0, 0)))
    s.skel = tuple(pos.get("skeletons", (0, 0)))
    s.stacks, s.slots = tuple(stacks), tuple(slots)
    s.aside = tuple(tuple(r for r in ROLES if rid(seat, r) not in placed) for seat in (0, 1))
    s.phase, s.turn = CASTLE_PHASE, PLACEMENT_TURNS


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options for a seeded random layout with a chosen first player (for matches in
    which the first seat rotates); the deals still come from the seed."""
    tiles, _ = rngmod.shuffled(rngmod.seed_state(seed), ALL_TILES)
    return {"layout": {"castle": [TILE_IDS[t] for t in tiles[:12]], "deck": [TILE_IDS[t] for t in tiles[12:]]},
            "start": start}
