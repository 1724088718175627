"""Chaos characters outside the combat steps proper (§2.20, E12, E32): their weapon set.

At the start of W3 a Chaos agent equips the combination of its own weapons (one two-handed, or up
to two one-handed) with the highest total usable Combat Power (a Dropped weapon counts 0); when
several tie, the person picks. Author D's combat calls ``weapon_sets`` and ``equip`` (and asks the
person when ``weapon_sets`` returns more than one set). In W3 a Chaos agent then moves only items
that are not Weapons into or out of its hands (``items._offer_move``). Chaos Decision picks are in
``events_phase``; everything else a Chaos agent does is the person's choice, asked as usual.
"""

from __future__ import annotations

from itertools import combinations

from .gear import _lay_out
from .lookup import treasure
from .state import State


def _cp(state: State, seat: int, cards: tuple[str, ...]) -> int:
    agent = state.agents[seat]
    return sum(treasure(c).cp for c in cards if not agent.is_dropped(c))


def weapon_sets(state: State, seat: int) -> list[tuple[str, ...]]:
    """The weapon sets of the highest total usable CP (each sorted by id); [()] with no weapon."""
    weapons = [t for t in state.agents[seat].treasures if treasure(t).weapon]
    one = [w for w in weapons if not treasure(w).two_handed]
    sets: list[tuple[str, ...]] = [()]
    sets += [(w,) for w in weapons]
    sets += [tuple(sorted(pair)) for pair in combinations(one, 2)]
    best = max(_cp(state, seat, s) for s in sets)
    return sorted(set(s for s in sets if _cp(state, seat, s) == best))


def equip(state: State, seat: int, weapons: tuple[str, ...]) -> State:
    """``seat``'s treasures laid out again with ``weapons`` in its hands (nothing else in a hand
    when it can be stored elsewhere); unchanged if they cannot all be stored that way."""
    agent = state.agents[seat]
    laid = _lay_out(agent, list(agent.treasures), list(weapons))
    return state if laid is None else state.with_agent(seat, laid)
