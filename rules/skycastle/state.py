"""The Sky Castle state: plain immutable data, copied on write, saved as JSON.

Fields (seats 0 and 1; ``cards`` explains roles, rids, tiles, cells and slots):

- ``round`` 1-3; ``start``: the round-1 first player; ``first``: this round's; ``phase``.
- ``grid``: the tile in each of the 12 cells (``-1``: empty); ``deck``: the tile deck, top first.
- ``owned[seat]``: claimed tiles, sorted; ``used[seat]``: keys used this round; ``skel[seat]``:
  skeleton keys taken (the supply holds the rest of the 18).
- Roles phase: ``aside[seat]`` (set aside), ``sets[seat]`` (unplaced sets), ``turn`` (placement
  turn 0-4), ``placing`` (the revealed set's roles still to place, in the fixed order).
- ``stacks``: per cell, rids bottom to top; ``slots``: per row-end slot, a rid or ``-1``;
  ``out``: per seat, roles sitting out. Placed roles stay put until the end of the round;
  ``finished`` says which have gone home.
- Castle phase (spec 7.1, "stack of pending frames"): ``agenda`` is the work left, bottom first,
  the next task last; each task is a small tuple (``castle.TASKS``). Beside it ``finished``,
  ``waiting`` and ``robbed`` (sorted rids). ``step`` is the decision being asked, or ``None``.
- ``rng``: the generator's 64-bit state; ``rig``: fixed deals for the coming rounds.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import BadSave
from ..core.result import Result
from ..core.saves import dump_object, int_list, is_int, load_object, need
from .cards import ALL_TILES, ROLES, SKELETON_KEYS, UNKNOWN

GAME_ID = "skycastle"
SAVE_VERSION = 1

ROLES_PHASE, CASTLE_PHASE, OVER = "roles", "castle", "over"
PHASES = (ROLES_PHASE, CASTLE_PHASE, OVER)

# Decisions (spec 7.1): kind -> number of ints after the kind (the first is always the seat).
SET, PLACE, SWAP, CLAIM, THIEVE, PAY = "set", "place", "swap", "claim", "thieve", "pay"
STEP_ARITY = {SET: 1, PLACE: 2, SWAP: 2, CLAIM: 2, THIEVE: 3, PAY: 4}
# Castle-phase tasks: kind -> number of ints.
TASK_ARITY = {"walk": 1, "activate": 2, "choose": 1, "gain": 4, "trigger": 2, "finish": 1, "released": 1}

Deal = tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]  # (set-aside roles, sets)

FIELDS = ("round", "start", "first", "phase", "grid", "deck", "owned", "used", "skel", "aside", "sets", "out",
          "stacks", "slots", "turn", "placing", "agenda", "finished", "waiting", "robbed", "step", "rng", "rig",
          "over", "viewer")


class State:
    """One moment of a game. Treat as immutable: the engine copies before it changes anything."""

    __slots__ = FIELDS + ("_legal",)
    players = 2

    round: int
    start: int
    first: int
    phase: str
    grid: tuple[int, ...]
    deck: tuple[int, ...]
    owned: tuple[tuple[int, ...], ...]
    used: tuple[int, ...]
    skel: tuple[int, ...]
    aside: tuple[tuple[int, ...], ...]
    sets: tuple[tuple[tuple[int, ...], ...], ...]
    out: tuple[tuple[int, ...], ...]
    stacks: tuple[tuple[int, ...], ...]
    slots: tuple[int, ...]
    turn: int
    placing: tuple[int, ...]
    agenda: tuple[tuple, ...]
    finished: tuple[int, ...]
    waiting: tuple[int, ...]
    robbed: tuple[int, ...]
    step: tuple | None
    rng: int
    rig: tuple[tuple[Deal, Deal], ...]
    over: Result | None
    viewer: int | None
    _legal: tuple | None

    def copy(self) -> "State":
        # Field by field, written out: this runs once per action (a loop over FIELDS with
        # getattr/setattr costs a tenth of all play time).
        new = State.__new__(State)
        new.round = self.round
        new.start = self.start
        new.first = self.first
        new.phase = self.phase
        new.grid = self.grid
        new.deck = self.deck
        new.owned = self.owned
        new.used = self.used
        new.skel = self.skel
        new.aside = self.aside
        new.sets = self.sets
        new.out = self.out
        new.stacks = self.stacks
        new.slots = self.slots
        new.turn = self.turn
        new.placing = self.placing
        new.agenda = self.agenda
        new.finished = self.finished
        new.waiting = self.waiting
        new.robbed = self.robbed
        new.step = self.step
        new.rng = self.rng
        new.rig = self.rig
        new.over = self.over
        new.viewer = self.viewer
        new._legal = None
        return new

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in FIELDS)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    @property
    def supply(self) -> int:
        """Skeleton keys left in the common supply."""
        return SKELETON_KEYS - self.skel[0] - self.skel[1]

    def __repr__(self) -> str:
        return f"<skycastle State round {self.round}, {self.phase}, step {self.step}>"


# --- JSON -----------------------------------------------------------------------------------

DETAIL_KEYS = ("total", "chests", "artifacts", "artifact_points", "skeleton_keys", "penalty", "keys")


def _result_obj(r: Result | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"reason": r.reason, "winners": list(r.winners), "losers": list(r.losers), "scores": list(r.scores),
            "tiebreak_level": r.tiebreak_level, "details": [dict(d) for d in r.details]}


def _deal_obj(deal: Deal) -> list:
    return [list(deal[0]), [list(x) for x in deal[1]]]


def to_json(state: State) -> str:
    s = state
    obj = {
        "round": s.round, "start": s.start, "first": s.first, "phase": s.phase,
        "grid": list(s.grid), "deck": list(s.deck), "owned": [list(o) for o in s.owned],
        "used": list(s.used), "skel": list(s.skel), "aside": [list(a) for a in s.aside],
        "sets": [[list(x) for x in sets] for sets in s.sets], "out": [list(o) for o in s.out],
        "stacks": [list(x) for x in s.stacks], "slots": list(s.slots), "turn": s.turn,
        "placing": list(s.placing), "agenda": [list(t) for t in s.agenda], "finished": list(s.finished),
        "waiting": list(s.waiting), "robbed": list(s.robbed), "step": None if s.step is None else list(s.step),
        "rng": s.rng, "rig": [[_deal_obj(d) for d in pair] for pair in s.rig],
        "result": _result_obj(s.over), "viewer": s.viewer,
    }
    return dump_object(obj, GAME_ID, SAVE_VERSION)


def _seat(v: Any) -> bool:
    return is_int(v) and 0 <= v < 2


def _roles(v: Any) -> bool:
    return int_list(v, UNKNOWN, len(ROLES))


def _rids(v: Any) -> bool:
    return int_list(v, 0, 2 * len(ROLES)) and list(v) == sorted(set(v))


def _pair(check) -> Any:
    return lambda v: isinstance(v, list) and len(v) == 2 and all(check(x) for x in v)


def _task_ok(t: Any, arity: dict[str, int]) -> bool:
    return (isinstance(t, list) and len(t) >= 1 and t[0] in arity and len(t) == 1 + arity[t[0]]
            and all(is_int(x) and -1 <= x < 64 for x in t[1:]))


def _deal_ok(d: Any) -> bool:
    return (isinstance(d, list) and len(d) == 2 and int_list(d[0], 0, len(ROLES))
            and isinstance(d[1], list) and all(int_list(x, 0, len(ROLES)) for x in d[1]))


def _result_from(obj: Any) -> Result | None:
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise BadSave("the save's 'result' is not an object")
    reason = need(obj, "reason", lambda v: v == "score", "a known ending")
    winners = need(obj, "winners", lambda v: int_list(v, 0, 2), "a list of seats")
    losers = need(obj, "losers", lambda v: int_list(v, 0, 2), "a list of seats")
    scores = need(obj, "scores", lambda v: int_list(v) and len(v) == 2, "two scores")
    level = need(obj, "tiebreak_level", lambda v: is_int(v) and 0 <= v <= 2, "a tie-break level 0-2")
    details = need(obj, "details", lambda v: isinstance(v, list) and len(v) == 2 and all(
        isinstance(d, dict) and set(d) == set(DETAIL_KEYS) and all(is_int(d[k]) for k in DETAIL_KEYS) for d in v),
        "per-seat score details")
    return Result(reason, tuple(winners), tuple(losers), tuple(scores), level,
                  tuple({k: d[k] for k in DETAIL_KEYS} for d in details))


def from_json(text: str | bytes) -> State:
    """A state from ``to_json`` text; ``BadSave`` with a reason for anything else."""
    obj = load_object(text, GAME_ID, SAVE_VERSION)
    s = State.__new__(State)
    s.round = need(obj, "round", lambda v: is_int(v) and 1 <= v <= 3, "a round 1-3")
    s.start = need(obj, "start", _seat, "a seat")
    s.first = need(obj, "first", _seat, "a seat")
    s.phase = need(obj, "phase", lambda v: v in PHASES, "a phase")
    tiles = lambda v: int_list(v, UNKNOWN, len(ALL_TILES))  # noqa: E731
    s.grid = tuple(need(obj, "grid", lambda v: tiles(v) and len(v) == 12, "12 cells"))
    s.deck = tuple(need(obj, "deck", lambda v: tiles(v) and len(v) <= 24, "a tile deck"))
    s.owned = tuple(tuple(o) for o in need(obj, "owned", _pair(lambda v: int_list(v, 0, 36) and v == sorted(v)),
                                              "two sorted lists of tiles"))
    s.used = tuple(need(obj, "used", _pair(lambda v: is_int(v) and 0 <= v <= 12), "two key counts"))
    s.skel = tuple(need(obj, "skel", _pair(lambda v: is_int(v) and 0 <= v <= SKELETON_KEYS),
                        "two skeleton key counts"))
    s.aside = tuple(tuple(a) for a in need(obj, "aside", _pair(_roles), "two lists of roles"))
    sets = need(obj, "sets", _pair(lambda v: isinstance(v, list) and all(_roles(x) for x in v)), "sets of roles")
    s.sets = tuple(tuple(tuple(x) for x in ss) for ss in sets)
    s.out = tuple(tuple(o) for o in need(obj, "out", _pair(_roles), "two lists of roles"))
    s.stacks = tuple(tuple(x) for x in need(obj, "stacks", lambda v: isinstance(v, list) and len(v) == 12 and all(
        int_list(x, 0, 16) for x in v), "12 stacks of roles"))
    s.slots = tuple(need(obj, "slots", lambda v: int_list(v, -1, 16) and len(v) == 6, "6 row-end slots"))
    s.turn = need(obj, "turn", lambda v: is_int(v) and 0 <= v <= 5, "a placement turn 0-5")
    s.placing = tuple(need(obj, "placing", lambda v: int_list(v, 0, 8), "a list of roles"))
    s.agenda = tuple(tuple(t) for t in need(obj, "agenda", lambda v: isinstance(v, list) and len(v) < 200 and all(
        _task_ok(t, TASK_ARITY) for t in v), "a list of castle tasks"))
    s.finished = tuple(need(obj, "finished", _rids, "a sorted list of roles"))
    s.waiting = tuple(need(obj, "waiting", _rids, "a sorted list of roles"))
    s.robbed = tuple(need(obj, "robbed", _rids, "a sorted list of roles"))
    step = need(obj, "step", lambda v: v is None or _task_ok(v, STEP_ARITY) and _seat(v[1]), "a decision")
    s.step = None if step is None else tuple(step)
    s.rng = need(obj, "rng", lambda v: is_int(v) and 0 <= v < 2**64, "a 64-bit generator state")
    rig = need(obj, "rig", lambda v: isinstance(v, list) and len(v) <= 3 and all(_pair(_deal_ok)(p) for p in v),
               "a list of fixed deals")
    s.rig = tuple(tuple((tuple(d[0]), tuple(tuple(x) for x in d[1])) for d in pair) for pair in rig)
    s.over = _result_from(obj.get("result"))
    s.viewer = need(obj, "viewer", lambda v: v is None or _seat(v), "a seat or null")
    s._legal = None
    _check(s)
    return s


def _check(s: State) -> None:
    """Everything accounted for and the flow consistent; otherwise the save is corrupt."""
    seen = [t for t in s.grid if t >= 0] + [t for o in s.owned for t in o] + [t for t in s.deck if t >= 0]
    if len(set(seen)) != len(seen):
        raise BadSave("the save holds a tile twice")
    unknown = sum(1 for t in s.deck if t < 0)
    if len(seen) + unknown != len(ALL_TILES) or (s.viewer is None and unknown):
        raise BadSave("the save does not hold every tile exactly once")
    if s.supply < 0:
        raise BadSave("the save holds more than 18 skeleton keys")
    for seat in (0, 1):
        if s.used[seat] > sum(1 for t in s.owned[seat] if t < 12):
            raise BadSave("the save has more keys used than owned")
        roles = list(s.aside[seat]) + [r for x in s.sets[seat] for r in x] + list(s.out[seat])
        roles += [r % 8 for x in s.stacks for r in x if r // 8 == seat] + [r % 8 for r in s.slots if r // 8 == seat]
        if seat == placer(s):
            roles += list(s.placing)
        known = [r for r in roles if r >= 0]
        if len(set(known)) != len(known) or (s.phase != OVER and len(roles) != 8):
            raise BadSave("the save does not hold every role of a seat exactly once")
        if s.viewer is None and len(known) != len(roles):
            raise BadSave("the save hides a role")
    if (s.phase == OVER) != (s.over is not None) or (s.phase == OVER) == (s.step is not None):
        raise BadSave("the save must hold either a decision in progress or a result")
    if s.phase != CASTLE_PHASE and s.agenda:
        raise BadSave("the save has castle tasks outside the castle phase")


def placer(s: State) -> int:
    """The seat whose placement turn it is (first, second, first, second, first)."""
    return s.first if s.turn % 2 == 0 else 1 - s.first
