"""Saving a state as JSON and reading it back: lossless for every state and view, and strict:
anything malformed or inconsistent (a card twice, a character in the Professor's room, a
decision in the wrong phase) raises ``BadSave`` and nothing else.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import BadSave
from ..core.result import Result
from ..core.saves import dump_object, int_list, is_int, load_object, need
from .board import DOORS, OUTSIDE, ROOMS
from .content import (
    CARD_OWNER, CHAR_CARDS, CHARACTERS, CLOCK_SPLITS, DIFFICULTIES, DIFFICULTY_TREASURES, SWITCHES, TREASURES,
)
from .state import ACTIONS_PHASE, FATE, ONCE_FLAGS, OVER, PHASES, PROFESSOR_PHASE, STAGES, STEP_KINDS, State

PROFESSOR_STEPS = ("face", "roll", "reroll", "idea")

GAME_ID = "citadel"
SAVE_VERSION = 1
MODS = ("IE2", "IE5", "DB1", "DB3", "DB6", FATE)
DETAIL_KEYS = ("character", "name", "saved", "lost", "turns", "difficulty")


def _result_obj(r: Result | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"reason": r.reason, "winners": list(r.winners), "losers": list(r.losers), "scores": list(r.scores),
            "details": [dict(d) for d in r.details]}


def to_json(state: State) -> str:
    s = state
    obj = {
        "players": s.players, "chars": list(s.chars), "humans": list(s.humans), "difficulty": s.difficulty,
        "split": s.split, "clock": s.clock, "professor": s.professor, "locked": sorted(s.locked),
        "switches": [[t, on] for t, on in s.switches],
        "treasures": [None if t is None else list(t) for t in s.treasures],
        "saved": list(s.saved), "lost": list(s.lost), "stack": list(s.stack), "room_deck": list(s.room_deck),
        "used_rooms": list(s.used_rooms), "where": list(s.where), "face_up": list(s.face_up),
        "decks": [list(d) for d in s.decks], "discards": [list(d) for d in s.discards],
        "revealed": [list(d) for d in s.revealed], "lasting": [list(d) for d in s.lasting],
        "cycles": list(s.cycles), "first": s.first, "active": s.active, "turn": s.turn, "phase": s.phase,
        "actions": s.actions, "played": s.played, "acted": s.acted, "used": sorted(s.used), "stride": s.stride,
        "mods": sorted(s.mods), "dice": list(s.dice), "alt": list(s.alt), "walk": s.walk, "stage": s.stage,
        "step": None if s.step is None else list(s.step), "rng": s.rng, "rig": [list(r) for r in s.rig],
        "result": _result_obj(s.over), "viewer": s.viewer,
    }
    return dump_object(obj, GAME_ID, SAVE_VERSION)


def _ids(allowed: Any, size: int | None = None, most: int = 99) -> Any:
    def check(v: Any) -> bool:
        return (isinstance(v, list) and all(isinstance(x, str) and x in allowed for x in v)
                and len(set(v)) == len(v) and (size is None or len(v) == size) and len(v) <= most)
    return check


def _bools(n: int) -> Any:
    return lambda v: isinstance(v, list) and len(v) == n and all(isinstance(x, bool) for x in v)


def _result_from(obj: Any, n: int) -> Result | None:
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise BadSave("the save's 'result' is not an object")
    seats = lambda v: int_list(v, 0, n) and len(set(v)) == len(v)  # noqa: E731
    reason = need(obj, "reason", lambda v: v in ("win", "loss"), "win or loss")
    winners = need(obj, "winners", seats, "a list of seats")
    losers = need(obj, "losers", seats, "a list of seats")
    scores = need(obj, "scores", lambda v: isinstance(v, list) and len(v) == n and all(
        isinstance(x, float) and 0 <= x <= 4 for x in v), "one score per seat")

    def detail_ok(d: Any) -> bool:
        return (isinstance(d, dict) and set(d) == set(DETAIL_KEYS) and all(
            is_int(d[k]) and 0 <= d[k] <= 10**6 for k in ("saved", "lost", "turns"))
            and d["character"] in CHARACTERS and isinstance(d["name"], str) and d["difficulty"] in DIFFICULTIES)

    details = need(obj, "details", lambda v: isinstance(v, list) and len(v) == n and all(map(detail_ok, v)),
                   "per-seat details")
    return Result(reason, tuple(winners), tuple(losers), tuple(scores), 0,
                  tuple({k: d[k] for k in DETAIL_KEYS} for d in details))


def from_json(text: str | bytes) -> State:
    """A state (or a view) from ``to_json`` text; ``BadSave`` with a reason for anything else."""
    obj = load_object(text, GAME_ID, SAVE_VERSION)
    try:
        return _read(obj)
    except BadSave:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise BadSave("the save is inconsistent: its parts do not fit together") from None


def _read(obj: dict[str, Any]) -> State:
    n = need(obj, "players", lambda v: is_int(v) and 1 <= v <= 5, "1 to 5 seats")
    per = lambda check: (lambda v: isinstance(v, list) and len(v) == n and all(check(x) for x in v))  # noqa: E731
    seat = lambda v: is_int(v) and 0 <= v < n  # noqa: E731
    s = State.__new__(State)
    s.players = n
    s.chars = tuple(need(obj, "chars", _ids(CHARACTERS, n), "distinct characters"))
    s.humans = tuple(need(obj, "humans", _bools(n), "a flag per seat"))
    s.difficulty = need(obj, "difficulty", lambda v: v in DIFFICULTIES, "a difficulty")
    s.split = need(obj, "split", lambda v: v in CLOCK_SPLITS, "a Clock die split")
    s.clock = need(obj, "clock", lambda v: is_int(v) and 1 <= v <= 12, "a clock space")
    s.professor = need(obj, "professor", lambda v: v in ROOMS, "a room")
    s.locked = frozenset(need(obj, "locked", _ids(DOORS), "doorway ids"))
    sw = need(obj, "switches", lambda v: isinstance(v, list) and len(v) == 12 and all(
        isinstance(x, list) and len(x) == 2 and x[0] in SWITCHES and isinstance(x[1], bool) for x in v),
        "12 switch tiles")
    s.switches = tuple((t, on) for t, on in sw)
    tr = need(obj, "treasures", lambda v: isinstance(v, list) and len(v) == 3 and all(
        x is None or (isinstance(x, list) and len(x) == 3 and x[0] in TREASURES and x[1] in ROOMS and is_int(x[2])
                      and -2 <= x[2] <= 11) for x in v), "three treasures")
    s.treasures = tuple(None if x is None else (x[0], x[1], x[2]) for x in tr)  # type: ignore[assignment]
    s.saved = tuple(need(obj, "saved", _ids(TREASURES, most=4), "treasure tiles"))
    s.lost = tuple(need(obj, "lost", _ids(TREASURES, most=4), "treasure tiles"))
    s.stack = tuple(need(obj, "stack", _ids(TREASURES), "treasure tiles"))
    s.room_deck = tuple(need(obj, "room_deck", _ids(ROOMS), "rooms"))
    s.used_rooms = tuple(need(obj, "used_rooms", _ids(ROOMS), "rooms"))
    s.where = tuple(need(obj, "where", per(lambda v: v == OUTSIDE or v in ROOMS), "positions"))
    s.face_up = tuple(need(obj, "face_up", _bools(n), "tile sides"))
    piles = {}
    for key in ("decks", "discards", "revealed", "lasting"):
        piles[key] = tuple(tuple(x) for x in need(obj, key, per(_ids(CARD_OWNER)), "card lists"))
    s.decks, s.discards, s.revealed, s.lasting = piles["decks"], piles["discards"], piles["revealed"], piles["lasting"]
    s.cycles = tuple(need(obj, "cycles", per(lambda v: is_int(v) and 0 <= v < 10**6), "counts"))
    s.first = need(obj, "first", seat, "a seat")
    s.active = need(obj, "active", seat, "a seat")
    s.turn = need(obj, "turn", lambda v: is_int(v) and 0 <= v < 10**6, "a turn count")
    s.phase = need(obj, "phase", lambda v: v in PHASES, "a phase")
    s.actions = need(obj, "actions", lambda v: is_int(v) and 0 <= v <= 20, "actions left")
    s.played = need(obj, "played", lambda v: v == "" or v in CARD_OWNER, "a card or nothing")
    s.acted = need(obj, "acted", lambda v: isinstance(v, bool), "a flag")
    s.used = frozenset(need(obj, "used", _ids(ONCE_FLAGS), "uses"))
    s.stride = need(obj, "stride", lambda v: isinstance(v, bool), "a flag")
    s.mods = frozenset(need(obj, "mods", _ids(MODS), "roll modifiers"))
    s.dice = tuple(need(obj, "dice", lambda v: int_list(v, -1, 6) and len(v) == 3, "three faces"))  # type: ignore
    s.alt = tuple(need(obj, "alt", lambda v: int_list(v, -1, 6) and len(v) in (0, 3), "faces"))
    s.walk = need(obj, "walk", lambda v: is_int(v) and 0 <= v <= 3, "0-3 steps")
    s.stage = need(obj, "stage", lambda v: v in STAGES, "a stage")
    step = need(obj, "step", lambda v: v is None or (
        isinstance(v, list) and len(v) == 5 and v[0] in STEP_KINDS and seat(v[1]) and isinstance(v[2], str)
        and is_int(v[3]) and 0 <= v[3] <= 4 and isinstance(v[4], str)), "a decision")
    s.step = None if step is None else (step[0], step[1], step[2], step[3], step[4])
    s.rng = need(obj, "rng", lambda v: is_int(v) and 0 <= v < 2**64, "a 64-bit generator state")
    rig = need(obj, "rig", lambda v: isinstance(v, list) and len(v) == 3 and all(int_list(x, 0, 6) for x in v),
               "scripted faces")
    s.rig = tuple(tuple(r) for r in rig)  # type: ignore[assignment]
    s.over = _result_from(obj.get("result"), n)
    s.viewer = need(obj, "viewer", lambda v: v is None or seat(v), "a seat or null")
    s._legal = None
    _check(s)
    return s


def _check(s: State) -> None:
    """Everything accounted for and the flow consistent; otherwise the save is corrupt."""
    if sorted(t for t, _ in s.switches) != sorted(SWITCHES):
        raise BadSave("the save does not hold every switch tile once")
    in_play = [t for t in s.treasures if t is not None]
    tiles = [t[0] for t in in_play] + list(s.saved) + list(s.lost) + list(s.stack)
    if sorted(tiles) != sorted(DIFFICULTY_TREASURES[s.difficulty]):
        raise BadSave("the save does not hold the difficulty's treasures once each")
    rooms = [t[1] for t in in_play]
    if sorted(s.room_deck + s.used_rooms) != sorted(ROOMS) or len(set(rooms)) != len(rooms) \
            or not set(rooms) <= set(s.used_rooms):
        raise BadSave("the save's room cards do not add up")
    if len(s.saved) + len(s.lost) + len(s.used_rooms) - 3 > 2 * len(s.used_rooms) or len(s.saved) > 4 \
            or len(s.lost) > 4:
        raise BadSave("the save's treasure counts do not add up")
    for p, char in enumerate(s.chars):
        cards = s.decks[p] + s.discards[p] + s.revealed[p]
        if sorted(cards) != sorted(CHAR_CARDS[char]) or not set(s.lasting[p]) <= set(CHAR_CARDS[char]):
            raise BadSave(f"the save does not hold {char}'s 6 cards once each")
        if p != s.active and s.revealed[p]:
            raise BadSave("only the active seat has revealed cards")
    if s.played and s.played not in s.revealed[s.active]:
        raise BadSave("the played card is not one of the revealed cards")
    over = s.phase == OVER
    if over != (s.over is not None) or over == (s.step is not None):
        raise BadSave("the save must hold either a decision in progress or a result")
    if not over and (len(in_play) != 3 or any(t[2] < 1 for t in in_play)):
        raise BadSave("a game in progress has three treasures, each ahead of the clock")
    ducking = s.step[1] if s.step is not None and s.step[0] == "duck" else -1
    if any(w == s.professor and p != ducking for p, w in enumerate(s.where)):
        raise BadSave("a character stands in the Professor's room")
    if s.step is not None and ((s.step[0] == "act" and s.phase != ACTIONS_PHASE)
                               or (s.step[0] in PROFESSOR_STEPS and s.phase != PROFESSOR_PHASE)):
        raise BadSave("the save's decision does not belong to its phase")
    if s.viewer is not None and (s.rng != 0 or any(s.rig)):
        raise BadSave("a view holds no generator")
