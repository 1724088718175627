"""The rules of Sky Castle (spec section 3): setup, the roles phase, rounds and scoring.

``apply`` copies the state, carries out the chosen action, then ``_advance`` runs everything
that needs no decision (deals, one-option decisions, castle tasks, refills, the end of the game)
until a seat must choose between at least two options or the game is over. The castle phase's
tasks live in ``castle``.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core import rng as rngmod
from ..core.flow import cached_legal_actions, checked_apply
from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from . import castle
from .actions import Action, ChooseSet, Place
from .board import has_spot, put, replace, spots, who
from .cards import (
    ALL_TILES, CHEST_POINTS, IS_ARTIFACT, IS_KEY, PLACE_RANK, ROLE_NAMES, ROLES, SET_ASIDE, TILE_IDS, artifact_points,
    cell_at, cell_name, parse_role, parse_slot, parse_tile, rid, skeleton_penalty,
)
from .state import CASTLE_PHASE, CLAIM, OVER, PAY, PLACE, ROLES_PHASE, SET, SWAP, THIEVE, Deal, State, placer

ROUNDS = 3
PLACEMENT_TURNS = 5  # first, second, first, second, first (spec 3.4)
OPTION_KEYS = {"layout", "start", "deals", "position"}

# --- setup ----------------------------------------------------------------------------------


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


# --- the protocol -----------------------------------------------------------------------------


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state). On another seat's view, the set choice
    (S1) is private and the answer is empty; every other decision is public."""
    return cached_legal_actions(state, _options, (SET,))  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


_ASKS = {SET: "choose a set to reveal", PLACE: "place the {role}", SWAP: "decide on the {role}'s swap",
         CLAIM: "choose a tile for the {role}", THIEVE: "decide whether the Thief Thieves",
         PAY: "choose how to pay for the chest"}


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must place the Captain")."""
    if state.step is None:
        return "The game is over"
    kind, seat = state.step[0], state.step[1]
    role = ""
    if kind == PLACE:
        role = ROLE_NAMES[state.step[2]]
    elif kind in (SWAP, CLAIM):
        role = ROLE_NAMES[state.step[2] % 8]
    return f"{seat_name(seat)} must {_ASKS[kind].format(role=role)}"


def why_illegal(state: State, action: object) -> str:
    if state.step is None:
        return "The game is over"
    try:
        label = action.label  # type: ignore[attr-defined]
    except (AttributeError, IndexError, KeyError, TypeError):  # not an action, or one naming nothing real
        label = repr(action)
    return f"{describe_decision(state)}; '{label}' is not one of the options"


# --- the flow of play ------------------------------------------------------------------------


_CHOICES: dict[tuple, ChooseSet] = {}


def _choice(i: int, roles: tuple[int, ...]) -> ChooseSet:
    """ChooseSet ``i`` labelled with its roles (``roles`` empty: unlabelled), made once and reused."""
    key = (i, roles)
    choice = _CHOICES.get(key)
    if choice is None:
        choice = _CHOICES[key] = ChooseSet(i, ", ".join(ROLE_NAMES[r] for r in roles))
    return choice


def _options(s: State) -> tuple[Action, ...]:
    kind, seat = s.step[0], s.step[1]  # type: ignore[index]
    if kind == SET:
        mine = s.viewer is None or s.viewer == seat
        return tuple(_choice(i, x if mine else ()) for i, x in enumerate(s.sets[seat]))
    if kind == PLACE:
        return spots(s, seat, s.step[2])  # type: ignore[index]
    return castle.options(s)


def _advance(w: State, ev: list[Event]) -> None:
    """Run every step that needs no choice, until a real decision or the end of the game."""
    while w.over is None:
        if w.step is not None:
            options = _options(w)
            if len(options) >= 2:
                w._legal = options
                return
            if len(options) != 1:
                raise AssertionError(f"a decision without options: {w.step}")
            _act(w, options[0], ev, only=True)
        elif w.phase == ROLES_PHASE:
            if w.placing:
                w.step = (PLACE, placer(w), w.placing[0])
            elif w.turn < PLACEMENT_TURNS:
                w.step = (SET, placer(w))
            else:
                w.phase = CASTLE_PHASE
                _reveal_aside(w, ev)
                castle.start(w, ev)
        elif w.agenda:
            castle.run_task(w, ev)
        else:
            _end_round(w, ev)
    w._legal = ()


def _act(w: State, action: Action, ev: list[Event], only: bool) -> None:
    note = " (only option)" if only else ""
    kind = w.step[0]  # type: ignore[index]
    if kind == SET:
        _choose_set(w, ev, action, note)  # type: ignore[arg-type]
    elif kind == PLACE:
        _place(w, ev, action, note)  # type: ignore[arg-type]
    else:
        castle.decide(w, ev, action, note)


# --- the roles phase (spec 3.4, 3.5) ----------------------------------------------------------


def _begin_round(w: State, ev: list[Event]) -> None:
    w.phase, w.turn, w.placing = ROLES_PHASE, 0, ()
    ev.append(Event("round", f"Round {w.round}: {seat_name(w.first)} is first player",
                    {"round": w.round, "first": w.first},
                    subject=w.first, you=f"Round {w.round}: You are first player"))
    deals: list[Deal] = []
    for seat in (0, 1):
        if w.rig:
            deal = w.rig[0][seat]
        else:
            roles, w.rng = rngmod.shuffled(w.rng, ROLES)
            size = 2 if seat == w.first else 3
            rest = roles[SET_ASIDE:]
            deal = (tuple(sorted(roles[:SET_ASIDE])),
                    tuple(tuple(sorted(rest[i:i + size])) for i in range(0, len(rest), size)))
        deals.append(deal)
    w.rig = w.rig[1:]
    w.aside = (deals[0][0], deals[1][0])
    w.sets = (deals[0][1], deals[1][1])
    for seat, (aside, sets) in enumerate(deals):
        name = seat_name(seat)
        words = "; ".join(", ".join(ROLE_NAMES[r] for r in x) for x in sets)
        count, size = len(sets), len(sets[0])
        ev.append(Event("deal", f"{name} sets aside {_names(aside)}; sets: {words}",
                        {"seat": seat, "aside": aside, "sets": sets}, frozenset((seat,)),
                        Event("deal", f"{name} sets two roles aside and makes {count} sets of {size}",
                              {"seat": seat, "sizes": tuple(len(x) for x in sets)},
                              subject=seat, you=f"You set two roles aside and make {count} sets of {size}"),
                        subject=seat, you=f"You set aside {_names(aside)}; sets: {words}"))


def _names(roles: tuple[int, ...]) -> str:
    return " and ".join(ROLE_NAMES[r] for r in roles)


def _choose_set(w: State, ev: list[Event], action: ChooseSet, note: str) -> None:
    seat = w.step[1]  # type: ignore[index]
    w.step = None
    chosen = w.sets[seat][action.index]
    w.sets = replace(w.sets, seat, w.sets[seat][:action.index] + w.sets[seat][action.index + 1:])
    ordered = sorted(chosen, key=lambda r: PLACE_RANK[r])
    roles = f"a set: {', '.join(ROLE_NAMES[r] for r in ordered)}{note}"
    ev.append(Event("reveal", f"{seat_name(seat)} reveals {roles}", {"seat": seat, "roles": tuple(ordered)},
                    subject=seat, you=f"You reveal {roles}"))
    placing = []
    for role in ordered:
        if has_spot(w, seat, role):
            placing.append(role)
        else:  # only ever the Explorer (3.4 step 5)
            w.out = replace(w.out, seat, tuple(sorted(w.out[seat] + (role,))))
            ev.append(Event("sit_out", f"{seat_name(seat)}'s {ROLE_NAMES[role]} has no legal spot and sits out "
                                       "the round", {"seat": seat, "role": role}))
    w.placing = tuple(placing)
    if not placing:
        w.turn += 1


def _place(w: State, ev: list[Event], action: Place, note: str) -> None:
    seat = w.step[1]  # type: ignore[index]
    w.step = None
    r = rid(seat, action.role)
    put(w, seat, action)
    ev.append(Event("place", f"{who(r)} is placed {action.where}{note}",
                    {"seat": seat, "role": action.role, "spot": action.spot, "under": action.under}))
    w.placing = w.placing[1:]
    if not w.placing:
        w.turn += 1


def _reveal_aside(w: State, ev: list[Event]) -> None:
    for seat in (0, 1):
        if w.aside[seat]:
            roles = _names(w.aside[seat])
            ev.append(Event("aside", f"{seat_name(seat)} had set aside {roles}", {"seat": seat, "roles": w.aside[seat]},
                            subject=seat, you=f"You had set aside {roles}"))


# --- end of round and of the game (spec 3.11, 3.12) ---------------------------------------------


def _end_round(w: State, ev: list[Event]) -> None:
    w.stacks, w.slots = ((),) * 12, (-1,) * 6
    w.aside, w.out, w.sets, w.placing = ((), ()), ((), ()), ((), ()), ()
    w.finished = w.waiting = w.robbed = ()
    ev.append(Event("round_end", f"End of round {w.round}: every role returns ({_score_words(w)})",
                    {"round": w.round, "scores": tuple(score_details(w, p)["total"] for p in (0, 1))}))
    if w.round == ROUNDS:
        _finish_game(w, ev)
        return
    grid = list(w.grid)
    deck = list(w.deck)
    filled = []
    for x in range(12):
        if grid[x] < 0 and deck:
            grid[x] = deck.pop(0)
            filled.append((x, grid[x]))
    w.grid, w.deck = tuple(grid), tuple(deck)
    ev.append(Event("refill", "The castle is refilled: " + ", ".join(f"{TILE_IDS[t]} at {cell_name(x)}"
                                                                      for x, t in filled),
                    {"cells": tuple(x for x, _ in filled), "tiles": tuple(t for _, t in filled)}))
    w.used = (0, 0)
    w.first = 1 - w.first
    w.round += 1
    _begin_round(w, ev)


def score_details(s: State, seat: int) -> dict[str, int]:
    """The per-seat figures of the score (spec 3.12)."""
    owned = s.owned[seat]
    chests = sum(CHEST_POINTS[t] for t in owned)
    artifacts = sum(1 for t in owned if IS_ARTIFACT[t])
    penalty = skeleton_penalty(s.skel[seat])
    total = chests + artifact_points(artifacts) + penalty
    return {"total": total, "chests": chests, "artifacts": artifacts, "artifact_points": artifact_points(artifacts),
            "skeleton_keys": s.skel[seat], "penalty": penalty, "keys": sum(1 for t in owned if IS_KEY[t])}


def rank(details: tuple[dict[str, int], ...]) -> tuple[tuple[int, ...], int]:
    """(winners, tie-break level): higher total (0), then more key tiles (1), else shared (2)."""
    lead = [0, 1]
    for level, key in enumerate(("total", "keys")):
        best = max(details[p][key] for p in lead)
        lead = [p for p in lead if details[p][key] == best]
        if len(lead) == 1:
            return tuple(lead), level
    return tuple(lead), 2


def _score_words(s: State) -> str:
    return ", ".join(f"{seat_name(p)} {score_details(s, p)['total']}" for p in (0, 1))


_TIE_WORDS = ("", " on more key tiles", "")


def _finish_game(w: State, ev: list[Event]) -> None:
    details = tuple(score_details(w, p) for p in (0, 1))
    winners, level = rank(details)
    losers = tuple(p for p in (0, 1) if p not in winners)
    w.over = Result("score", winners, losers, tuple(d["total"] for d in details), level, details)
    w.phase, w.step, w.agenda = OVER, None, ()
    data = {"winners": winners, "losers": losers, "scores": w.over.scores, "tiebreak_level": level}
    head = f"Game over ({_score_words(w)})"
    if len(winners) > 1:
        ev.append(Event("game_over", f"{head}: shared victory", data))
    else:
        ev.append(Event("game_over", f"{head}: {seat_name(winners[0])} wins{_TIE_WORDS[level]}", data,
                        subject=winners[0], you=f"{head}: You win{_TIE_WORDS[level]}"))
