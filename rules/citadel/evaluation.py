"""How good a position is for the team: the value the greedy player climbs, one step at a time.

``value(state)`` adds, in "actions" as the unit: rescued and lost treasures (large), and for each
treasure in play an estimate of the actions still needed to rescue it (walk to its active switches
and flip them, walk to its room, rescue), weighed by how likely that fits before its deadline;
minus what the Professor is expected to undo in the next Professor phase (chasing characters,
turning OFF switches back ON, relocking open doorways, taking minutes) under the roll modifiers
and lasting cards in force; plus face-up character tiles. It reads only public facts, so it is
the same from every seat's view.

Distances: rooms joined by an open doorway cost 1, by a locked one 2 (unlock, then move); the
Professor's room costs 3 more (he will leave, but not at once); from outside, a window room costs 1.
"""

from __future__ import annotations

import math
from itertools import permutations

from .board import ADJACENT, COLOURS, OUTSIDE, ROOM_DOORS, ROOM_INDEX, ROOMS, WALKS, WINDOWS, ACROSS
from .content import (
    CLOCK_SPLITS, ONE_SWITCH_CARDS, SINGLE_FACES, SWITCH_TYPE, TREASURE_TYPES, TWO_SWITCH_CARDS, TYPE_CARDS,
)
from .state import FATE, State

N = len(ROOMS)
OUT = N  # the index of outside in distance tables
INF = 99.0
SAVED, LOST = 100.0, 100.0
CHANCE_WEIGHT = 35.0   # a treasure in play: its chance of being rescued, in actions
COST_WEIGHT = 0.6      # ... and a pull towards it that never fades
SWITCH_FAR = 0.5       # a remote switch: half its distance (cards and other characters help)
PROF_ROOM = 3.0
CAPACITY = 2.2         # actions the team can spend on one treasure per step of its time
SCALE = 2.5            # how sharply a treasure's chance falls as its cost passes its capacity
HARM_SWITCH, HARM_DOOR, HARM_CHASE = 1.5, 0.5, 3.0
REACH = 40.0           # a rescue the active character can still make this turn, nearly as good as made
PULL = 0.3             # every character is drawn to its nearest useful room, not only the nearest one
TILE = {"NAT": 3.0, "EDW": 3.0, "IRE": 3.5, "LER": 4.0, "DES": 2.5}
CLOCK_MEAN = {s: (SINGLE_FACES[s] + 2 * (6 - SINGLE_FACES[s])) / 6 for s in CLOCK_SPLITS}

_dist_cache: dict[tuple[frozenset[str], str], list[list[float]]] = {}


def distances(locked: frozenset[str], prof: str) -> list[list[float]]:
    """All-pairs action costs between rooms (and from outside, row ``OUT``)."""
    key = (locked, prof)
    table = _dist_cache.get(key)
    if table is not None:
        return table
    if len(_dist_cache) > 4000:
        _dist_cache.clear()
    penalty = [PROF_ROOM if r == prof else 0.0 for r in ROOMS]
    d = [[INF] * N for _ in range(N)]
    for i, r in enumerate(ROOMS):
        d[i][i] = 0.0
        for door in ROOM_DOORS[r]:
            j = ROOM_INDEX[ACROSS[(r, door)]]
            d[i][j] = (2.0 if door in locked else 1.0) + penalty[j]
    for k in range(N):
        dk = d[k]
        for i in range(N):
            dik = d[i][k]
            if dik >= INF:
                continue
            di = d[i]
            for j in range(N):
                v = dik + dk[j]
                if v < di[j]:
                    di[j] = v
    out = [INF] * N
    for w in WINDOWS:
        wi = ROOM_INDEX[w]
        first = 1.0 + penalty[wi]
        for j in range(N):
            out[j] = min(out[j], first + d[wi][j])
    d.append(out)
    _dist_cache[key] = d
    return d


_danger_cache: dict[tuple, tuple[dict[str, float], dict[str, float]]] = {}


def danger(s: State) -> tuple[dict[str, float], dict[str, float]]:
    """(chance the Professor enters each room, chance he passes each doorway) next phase."""
    mods = s.mods if s.phase == "actions" else frozenset()
    rooms_t = tuple(t[1] if t is not None else "" for t in s.treasures)
    key = (s.professor, rooms_t, "IE5" in mods)
    hit = _danger_cache.get(key)
    if hit is not None:
        return hit
    if len(_danger_cache) > 4000:
        _danger_cache.clear()
    enter: dict[str, float] = {}
    passed: dict[str, float] = {}
    for c in COLOURS:
        for n, walk in enumerate(WALKS[s.professor][c]):
            p = (3 - n) / 18.0  # walks of n+1 or more steps: (3-n) of the die's 6 faces, 1 colour of 3
            door, room = walk
            enter[room] = enter.get(room, 0.0) + p
            passed[door] = passed.get(door, 0.0) + p
    if "IE5" not in mods:
        for room in rooms_t:
            if room:
                enter[room] = enter.get(room, 0.0) + 1 / 18.0
                for door in ROOM_DOORS[room]:
                    passed[door] = passed.get(door, 0.0) + 1 / 18.0
    _danger_cache[key] = (enter, passed)
    return enter, passed


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def lasting(s: State, card: str) -> bool:
    return any(card in cards for cards in s.lasting)


def _remote(s: State) -> tuple[bool, int]:
    """What the active seat's unplayed cards can flip from afar: (a whole type, how many switches)."""
    if s.played or s.phase != "actions":
        return False, 0
    typed, count = False, 0
    for card in s.revealed[s.active]:
        if card in TYPE_CARDS:
            typed = True
        elif card in TWO_SWITCH_CARDS:
            count = max(count, 2)
        elif card in ONE_SWITCH_CARDS:
            count = max(count, 1)
    return typed, count


def _tour(d: list[list[float]], start: int, stops: list[int], end: int) -> float:
    """The cheapest walk from ``start`` through every stop (any order) to ``end``."""
    if not stops:
        return d[start][end]
    best = INF
    for order in permutations(stops):
        cost, here = 0.0, start
        for i in order:
            cost += d[here][i]
            here = i
        best = min(best, cost + d[here][end])
    return best


def turn_reach(s: State, d: list[list[float]]) -> bool:
    """Whether the active character can still rescue a treasure this turn: walk to its active
    switches (or flip them with an unplayed card) and to its room, with the actions left."""
    seat = s.active
    left = s.actions
    if s.phase != "actions" or left <= 0:
        return False
    here = s.where[seat]
    start = OUT if here == OUTSIDE else ROOM_INDEX[here]
    typed, count = _remote(s)
    reach_far = s.chars[seat] == "LER" and s.face_up[seat]
    for t in s.treasures:
        if t is None:
            continue
        types = TREASURE_TYPES[t[0]]
        on = [(SWITCH_TYPE[sw], r) for (sw, a), r in zip(s.switches, ROOMS) if a and SWITCH_TYPE[sw] in types]
        if len(on) > left + count + 3 * typed:
            continue
        options = [on]
        if typed:
            options += [[x for x in on if x[0] != ty] for ty in {x[0] for x in on}]
        for rest in options:
            if count:
                rest = rest[count:]
            if len(rest) > 3:
                continue
            stops = [ROOM_INDEX[r] for _, r in rest]
            goal = ROOM_INDEX[t[1]]
            walk = _tour(d, start, stops, goal)
            if reach_far and rest:
                walk = min(walk, _tour(d, start, [], goal) + (0 if all(
                    r == t[1] or r in ADJACENT[t[1]] for _, r in rest) else INF))
            if walk + len(rest) + 1 <= left:
                return True
    return False


def value(s: State, ending: bool = False) -> float:
    """The team's position in "actions" (higher is better); see the module docstring. ``ending``:
    as it will be once the active seat rolls the dice (its actions left are lost)."""
    if s.over is not None:
        return 10000.0 if s.over.reason == "win" else -10000.0 + 10 * len(s.saved)
    d = distances(s.locked, s.professor)
    rows = [d[OUT] if w == OUTSIDE else d[ROOM_INDEX[w]] for w in s.where]
    reach = []  # per seat: flip distance row (Long Reach flips from next door)
    for p, w in enumerate(s.where):
        row = rows[p]
        if s.chars[p] == "LER" and s.face_up[p] and w != OUTSIDE:
            near = {w} | set(ADJACENT[w])
            row = [0.0 if r in near else min(row[ROOM_INDEX[a]] for a in ADJACENT[r]) for r in ROOMS]
        reach.append(row)
    mods = s.mods if s.phase == "actions" else frozenset()
    clock = 0.0 if "IE2" in mods else 1.0 if "DB3" in mods else CLOCK_MEAN[s.split]
    time_loss = 0.0 if "IE5" in mods else 1 / 6
    soften = 0.6 if ({"DB1", "DB6"} & mods or (s.chars[s.active] == "DES" and s.face_up[s.active])) else 1.0
    if FATE in mods:
        soften = 0.25
    enter, passed = danger(s)
    total = SAVED * len(s.saved) - LOST * len(s.lost)
    needed: dict[str, int] = {}
    useful: set[int] = set()
    for t in s.treasures:
        if t is None:
            continue
        tile, room, steps = t
        types = TREASURE_TYPES[tile]
        for ty in types:
            needed[ty] = needed.get(ty, 0) + 1
        ri = ROOM_INDEX[room]
        cost = 1.0 + min(row[ri] for row in rows)
        spots = [ri]
        for (sw, on), r in zip(s.switches, ROOMS):
            if on and SWITCH_TYPE[sw] in types:
                i = ROOM_INDEX[r]
                spots.append(i)
                cost += 1.0 + SWITCH_FAR * min(row[i] for row in reach)
        eff = steps - clock - time_loss
        chance = _logistic((CAPACITY * eff - cost) / SCALE)
        total += CHANCE_WEIGHT * chance - COST_WEIGHT * cost
        if chance > 0.2:
            useful.update(spots)
    if REACH and not ending and turn_reach(s, d):
        total += REACH
    if useful:
        for p in range(s.players):
            total -= PULL * min(reach[p][i] for i in useful)
    harm = 0.0
    if not lasting(s, "LJ4"):
        for (sw, on), r in zip(s.switches, ROOMS):
            if not on:
                harm += enter.get(r, 0.0) * HARM_SWITCH * needed.get(SWITCH_TYPE[sw], 0)
    if not lasting(s, "EW4"):
        for door, p in passed.items():
            if door not in s.locked:
                harm += HARM_DOOR * p
    for p, w in enumerate(s.where):
        if w != OUTSIDE:
            duck = 0.3 if "NG6" in s.lasting[p] else 1.0
            harm += enter.get(w, 0.0) * HARM_CHASE * duck
    total -= soften * harm
    for p, up in enumerate(s.face_up):
        if up:
            total += TILE[s.chars[p]]
    return total
