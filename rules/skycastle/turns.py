"""The flow of play of Sky Castle (spec 3.4 to 3.11): the options of each decision, and every
step that needs none, through the roles phase, the castle phase (whose tasks live in
``castle``) and the end of each round.

``_advance`` runs after ``apply`` has carried out a decision (``_act``) and after setup, until a
seat must choose between at least two options or the game is over.
"""

from __future__ import annotations

from ..core import rng as rngmod
from ..core.events import Event
from ..core.text import seat_name
from . import castle
from .actions import Action, ChooseSet, Place
from .board import has_spot, put, replace, spots, who
from .cards import PLACE_RANK, ROLE_NAMES, ROLES, SET_ASIDE, TILE_IDS, cell_name, rid
from .scoring import _finish_game, _score_words, score_details
from .state import CASTLE_PHASE, PLACE, ROLES_PHASE, SET, Deal, State, placer

ROUNDS = 3
PLACEMENT_TURNS = 5  # first, second, first, second, first (spec 3.4)

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
        # The deal chooses, not the player: say what happened to their roles.
        name = seat_name(seat)
        words = "; ".join(", ".join(ROLE_NAMES[r] for r in x) for x in sets)
        count, size = len(sets), len(sets[0])
        ev.append(Event("deal", f"{name}'s {_names(aside)} are set aside this round; {name}'s sets: {words}",
                        {"seat": seat, "aside": aside, "sets": sets}, frozenset((seat,)),
                        Event("deal", f"Two of {name}'s roles are set aside this round, the other "
                                      f"{len(ROLES) - SET_ASIDE} dealt in {count} sets of {size}",
                              {"seat": seat, "sizes": tuple(len(x) for x in sets)})))


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
            ev.append(Event("aside", f"{seat_name(seat)}'s {roles} were set aside this round",
                            {"seat": seat, "roles": w.aside[seat]}))


# --- the end of a round (spec 3.11); the end of the game is in ``scoring`` --------------------


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
