"""Small Table: a tiny test-only game whose table uses the generic board, standee and dice helpers.

Registered as ``rules.smalltable`` by the tests only (``smalltable.register``); never part of the
catalog. It follows the rules protocol (``rules.core``) in as few lines as it can:

* a board of five spaces (Gate, Hall, Tower in a row, Well and Garden below), two standees (Ada
  and Bo, both starting at the Gate) and three dice;
* 3 to 8 seats take ``turns_each`` turns each (2 by default), in seat order;
* on a turn a seat either walks one standee to another space along the shortest path (one point
  per step), or rolls the three dice (their sum in points);
* the most points win (ties share the win).

``new_game`` options: ``rig`` (die faces for the coming rolls, in order), ``at`` (standee ->
space), ``turns_each``, ``start`` (the first seat), ``story`` (the table offers each decision
as a long text to read with the choices under it: a ``Reading`` picker).
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Mapping

from rules.core import BadSave, Event, IllegalAction, Result, events_for, payoff  # noqa: F401 (protocol names)
from rules.core import rng as rngmod
from rules.core.game import GameFacts
from rules.core.saves import dump_object, is_int, load_object, need

GAME_ID = "smalltable"
VERSION = 1

SPACES: dict[str, str] = {"gate": "Gate", "hall": "Hall", "tower": "Tower", "well": "Well", "garden": "Garden"}
# The Gate-Tower road passes the Hall: its line must go round the Hall's plate (a detour).
EDGES: tuple[tuple[str, str], ...] = (("gate", "hall"), ("hall", "tower"), ("gate", "tower"), ("gate", "well"),
                                      ("hall", "well"), ("well", "garden"), ("garden", "tower"))
STANDEES: dict[str, str] = {"ada": "Ada", "bo": "Bo"}
DICE = ("d1", "d2", "d3")
OPTION_KEYS = {"rig", "at", "turns_each", "start", "story"}

FACTS = GameFacts(
    id=GAME_ID,
    title="Small Table (test game)",
    players=(3, 4, 5, 6, 7, 8),
    default_players=3,
    secrets=False,
    blurb="Walk two standees round five spaces, or roll three dice.",
)
TUTORIAL = None


def neighbours(space: str) -> list[str]:
    return [b for a, b in EDGES if a == space] + [a for a, b in EDGES if b == space]


def shortest_path(start: str, goal: str) -> tuple[str, ...]:
    previous: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            path = [here]
            while previous[path[-1]] is not None:
                path.append(previous[path[-1]])  # type: ignore[arg-type]
            return tuple(path[::-1])
        for there in neighbours(here):
            if there not in previous:
                previous[there] = here
                queue.append(there)
    raise ValueError(f"no way from {start} to {goal}")


# --- actions --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Walk:
    standee: str
    path: tuple[str, ...]

    @property
    def label(self) -> str:
        via = "".join(f" via the {SPACES[s]}" for s in self.path[1:-1])
        return f"Walk {STANDEES[self.standee]} to the {SPACES[self.path[-1]]}{via}"


@dataclass(frozen=True)
class Roll:
    @property
    def label(self) -> str:
        return "Roll the dice"


Action = Walk | Roll


# --- state ----------------------------------------------------------------------------------------


@dataclass
class State:
    players: int
    at: dict[str, str]
    dice: tuple[int, int, int]
    scores: tuple[int, ...]
    turn: int
    turns: int
    start: int
    rng: int
    rig: tuple[int, ...] = ()
    story: bool = False
    viewer: int | None = None
    _legal: Any = field(default=None, compare=False, repr=False)

    def copy(self) -> "State":
        out = copy.copy(self)
        out.at = dict(self.at)
        out._legal = None
        return out


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    if players not in FACTS.players:
        raise ValueError(f"Small Table is played by 3 to 8 players, not {players}")
    options = dict(options or {})
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown options {sorted(unknown)}")
    at = {s: "gate" for s in STANDEES}
    at.update(options.get("at", {}))
    if set(at) != set(STANDEES) or not set(at.values()) <= set(SPACES):
        raise ValueError(f"bad standee places {at}")
    rig = tuple(int(f) for f in options.get("rig", ()))
    if any(not 1 <= f <= 6 for f in rig):
        raise ValueError("rigged faces are 1 to 6")
    turns = int(options.get("turns_each", 2)) * players
    start = int(options.get("start", 0)) % players
    state = State(players, at, (1, 2, 3), (0,) * players, 0, turns, start, rngmod.seed_state(seed), rig,
                  bool(options.get("story", False)))
    return state, [Event("start", f"Small Table begins; Seat {start + 1} plays first.", subject=start,
                         you="Small Table begins; you play first.")]


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    return new_game_with_events(players, seed, options)[0]


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    return {"start": start}


def to_act(state: State) -> int | None:
    if state.turn >= state.turns:
        return None
    return (state.start + state.turn) % state.players


def legal_actions(state: State) -> tuple[Action, ...]:
    if state._legal is None:
        if to_act(state) is None:
            state._legal = ()
        else:
            walks = [Walk(s, shortest_path(state.at[s], goal))
                     for s in STANDEES for goal in SPACES if goal != state.at[s]]
            state._legal = (*walks, Roll())
    return state._legal


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    if state.viewer is not None:
        raise IllegalAction("this is one seat's view of the game; actions apply to the full state")
    if action not in legal_actions(state):
        raise IllegalAction(why_illegal(state, action))
    seat = to_act(state)
    assert seat is not None
    work = state.copy()
    events: list[Event] = []
    scores = list(work.scores)
    name = f"Seat {seat + 1}"
    if isinstance(action, Walk):
        work.at[action.standee] = action.path[-1]
        steps = len(action.path) - 1
        scores[seat] += steps
        where = SPACES[action.path[-1]]
        events.append(Event("walk", f"{name} walks {STANDEES[action.standee]} to the {where}",
                            {"standee": action.standee, "path": list(action.path)}, subject=seat,
                            you=f"You walk {STANDEES[action.standee]} to the {where}"))
    else:
        faces = []
        for die in DICE:
            if work.rig:
                face, work.rig = work.rig[0], work.rig[1:]
            else:
                value, work.rng = rngmod.below(work.rng, 6)
                face = value + 1
            faces.append(face)
            events.append(Event("roll", f"{die.upper()} shows {face}", {"die": die, "face": face}))
        work.dice = (faces[0], faces[1], faces[2])
        scores[seat] += sum(faces)
        events.append(Event("rolled", f"{name} rolls {faces[0]}, {faces[1]} and {faces[2]}", {"sum": sum(faces)},
                            subject=seat, you=f"You roll {faces[0]}, {faces[1]} and {faces[2]}"))
    work.scores = tuple(scores)
    work.turn += 1
    if to_act(work) is None:
        events.append(Event("end", "The game is over."))
    return work, events


def view(state: State, seat: int) -> State:
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat}")
    out = state.copy()
    out.viewer, out.rng, out.rig = seat, 0, ()
    return out


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    out = view_state.copy()
    out.viewer = None
    out.rng = rngmod.seed_state(rng.getrandbits(64))
    return out


def known_cards(view_state: State) -> frozenset:
    return frozenset()  # nothing is hidden


def result(state: State) -> Result | None:
    if to_act(state) is not None:
        return None
    best = max(state.scores)
    winners = tuple(i for i, s in enumerate(state.scores) if s == best)
    losers = tuple(i for i in range(state.players) if i not in winners)
    return Result("All turns are played", winners, losers, tuple(float(s) for s in state.scores))


def describe_decision(state: State) -> str:
    seat = to_act(state)
    if seat is None:
        return "The game is over"
    return f"Seat {seat + 1} must walk a standee or roll the dice"


def why_illegal(state: State, action: object) -> str:
    """A one-line reason why ``action`` is not legal now."""
    if to_act(state) is None:
        return "The game is over"
    return f"{getattr(action, 'label', action)!r} is not possible now"


def text_table(state: State) -> str:
    places = ", ".join(f"{STANDEES[s]} at the {SPACES[p]}" for s, p in state.at.items())
    return f"{places}; dice {state.dice}; scores {state.scores}; turn {state.turn + 1} of {state.turns}"


# --- saving ----------------------------------------------------------------------------------------


def to_json(state: State) -> str:
    return dump_object({"players": state.players, "at": dict(sorted(state.at.items())), "dice": list(state.dice),
                        "scores": list(state.scores), "turn": state.turn, "turns": state.turns,
                        "start": state.start, "rng": state.rng, "rig": list(state.rig), "story": state.story,
                        "viewer": state.viewer},
                       GAME_ID, VERSION)


def from_json(text: str | bytes) -> State:
    obj = load_object(text, GAME_ID, VERSION)
    players = need(obj, "players", lambda v: is_int(v) and v in FACTS.players, "a seat count of 3 to 8")
    at = need(obj, "at", lambda v: isinstance(v, dict) and set(v) == set(STANDEES) and set(v.values()) <= set(SPACES),
              "the standees' spaces")
    dice = need(obj, "dice",
                lambda v: isinstance(v, list) and len(v) == 3 and all(is_int(f) and 1 <= f <= 6 for f in v),
                "three die faces")
    scores = need(obj, "scores", lambda v: isinstance(v, list) and len(v) == players
                  and all(is_int(s) and 0 <= s < 10_000 for s in v), "one score per seat")
    turns = need(obj, "turns", lambda v: is_int(v) and 0 < v <= 1000, "a number of turns")
    turn = need(obj, "turn", lambda v: is_int(v) and 0 <= v <= turns, "the turn number")
    start = need(obj, "start", lambda v: is_int(v) and 0 <= v < players, "the first seat")
    rng = need(obj, "rng", lambda v: is_int(v) and 0 <= v < 2**64, "a generator state")
    rig = need(obj, "rig", lambda v: isinstance(v, list) and all(is_int(f) and 1 <= f <= 6 for f in v), "rigged faces")
    story = need(obj, "story", lambda v: isinstance(v, bool), "true or false")
    viewer = need(obj, "viewer", lambda v: v is None or (is_int(v) and 0 <= v < players), "a seat or null")
    return State(players, dict(at), tuple(dice), tuple(scores), turn, turns, start, rng,  # type: ignore[arg-type]
                 tuple(rig), story, viewer)


def as_text(state: State) -> str:
    """The state as plain JSON text (for assertions that compare states)."""
    return json.dumps(json.loads(to_json(state)), sort_keys=True)
