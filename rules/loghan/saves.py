"""Saving a state (or a view) as JSON and reading it back: lossless and strict.

Every field is checked against its expected shape; ids must be known to the content; the cards
must add up (``accounting``) for a full state; every pending step must have a registered handler.
Anything else raises ``BadSave`` with the reason, never another exception, and nothing is executed.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from ..core.errors import BadSave
from ..core.result import Result
from ..core.saves import dump_object, is_int, load_object
from . import steps as steps_mod
from .state import BOARDS, ENDINGS, MODES, PHASES, PRESETS, RULE_SETS, SEAT_KINDS, Agent, State

GAME_ID, SAVE_VERSION = "loghan", 1
REASONS = ("victory", "defeat", "guard", "events", "no_enemy")  # ending.py's
Check = Callable[[Any], Any]


def _result(r: Result | None) -> Any:
    if r is None:
        return None
    return {"reason": r.reason, "winners": list(r.winners), "losers": list(r.losers), "scores": list(r.scores),
            "details": [dict(d) for d in r.details]}


_AGENT_FIELDS = tuple(g.name for g in dataclasses.fields(Agent))


def to_json(state: State) -> str:
    obj: dict[str, Any] = {}
    for f in dataclasses.fields(State):
        value = getattr(state, f.name)
        if f.name == "agents":
            obj["agents"] = [{name: getattr(a, name) for name in _AGENT_FIELDS} for a in value]
        elif f.name in ("combat", "reward"):
            obj[f.name] = None if value is None else value.to_data()
        elif f.name == "stack":
            obj["stack"] = [s.to_data() for s in value]
        elif f.name == "over":
            obj["over"] = _result(value)
        else:
            obj[f.name] = value  # tuples are written as JSON arrays (no copying into lists first)
    return dump_object(obj, GAME_ID, SAVE_VERSION)


# --- reading ----------------------------------------------------------------------------------


def _fail(what: str) -> BadSave:
    return BadSave(f"the save's {what}")


def _int(lo: int, hi: int) -> Check:
    def check(v: Any) -> int:
        if not is_int(v) or not lo <= v <= hi:
            raise _fail(f"number {v!r} is out of range {lo}..{hi}")
        return v
    return check


def _str(allowed: Any = None) -> Check:
    def check(v: Any) -> str:
        if not isinstance(v, str) or len(v) > 40 or (allowed is not None and v not in allowed):
            raise _fail(f"text {str(v)[:40]!r} is not allowed here")
        return v
    return check


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise _fail(f"value {v!r} is not true/false")
    return v


def _tup(item: Check, most: int = 400) -> Check:
    def check(v: Any) -> tuple:
        if not isinstance(v, list) or len(v) > most:
            raise _fail("list is malformed")
        return tuple(item(x) for x in v)
    return check


def _fixed(*items: Check) -> Check:
    def check(v: Any) -> tuple:
        if not isinstance(v, list) or len(v) != len(items):
            raise _fail(f"entry {str(v)[:40]} has the wrong shape")
        return tuple(c(x) for c, x in zip(items, v))
    return check


def _id(v: Any) -> str:
    return _str()(v)


def _ids(v: Any) -> tuple:
    """A list of ids (the commonest field: checked in one pass)."""
    if not isinstance(v, list) or len(v) > 400 or not all(isinstance(x, str) and len(x) <= 40 for x in v):
        raise _fail("list of ids is malformed")
    return tuple(v)



_piles = lambda n: _fixed(*([_ids] * n))  # noqa: E731
_NUM = _int(0, 10**6)

AGENT_CHECKS: dict[str, Check] = {
    "id": _str(("Pill", "Brannoc", "Kestrel", "Ilse", "Sable", "Orin")), "seat_kind": _str(SEAT_KINDS),
    "energy": _int(0, 99), "rp": _NUM, "deck": _ids, "hand": _ids, "discard": _ids,
    "decision": _str(("", "A", "B", "C", "D", "?")), "chaos_pair": _tup(_str("ABCD"), 2), "left": _id,
    "right": _id, "belt": _id, "back": _id, "backpack": _tup(_id, 7), "dropped": _tup(_fixed(_id, _bool), 12),
    "initiative": _int(0, 99), "overwhelmed": _int(0, 99), "skill_used": _bool, "cp_bonus": _int(0, 99),
    "syphon": _bool, "items_used": _ids, "trophies": _ids, "known_bottom": _ids,
}


def _script_entry(v: Any) -> tuple:
    if not (isinstance(v, list) and len(v) == 2 and v[0] in ("coin", "below", "order", "pick")):
        raise _fail("chance script is malformed")
    value = v[1]
    if isinstance(value, list):
        return (v[0], tuple(_id(x) for x in value))
    return (v[0], _int(0, 10**6)(value))


STATE_CHECKS: dict[str, Check] = {
    "mode": _str(MODES), "preset": _str(PRESETS), "rule_set": _str(RULE_SETS), "board": _str(BOARDS),
    "health": _int(0, 15), "clarity": _int(0, 10), "node": _id, "clean": _ids, "opened": _ids, "artifacts": _ids,
    "search": _tup(_fixed(_id, _ids)), "pools": _piles(3), "peeked": _tup(_fixed(_id, _int(-1, 5))),
    "tdecks": _piles(4), "tdiscards": _piles(4), "edecks": _piles(4), "ediscards": _piles(4), "boss_deck": _ids,
    "boss_discard": _ids, "events": _piles(3), "lurkers": _piles(3), "story": _ids, "set_aside": _ids,
    "box": _ids, "roaming": _tup(_fixed(_id, _id, _bool)), "row": _ids, "row_marks": _tup(_fixed(_id, _NUM, _NUM)),
    "after_combat": _str(("", "012")), "round_no": _NUM, "phase": _str(PHASES), "event_round": _bool,
    "no_alert": _bool, "summons": _ids, "summoned": _bool, "event_deck": _str(("", "G", "B", "R", "none")),
    "lurk_snapshot": _fixed(_NUM, _NUM, _NUM), "moves": _NUM, "buffer": _fixed(_int(0, 1), _int(0, 1)),
    "requisition": _bool, "marked": _ids, "bulwark": _bool, "alert_cancelled": _bool, "random_events": _NUM,
    "boss_counter": _NUM, "ending": _str(ENDINGS), "rng": _int(0, 2**64 - 1), "script": _tup(_script_entry, 200),
}


def from_json(text: str | bytes) -> State:
    obj = load_object(text, GAME_ID, SAVE_VERSION)
    try:
        return _read(obj)
    except BadSave:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError, AssertionError):
        raise BadSave("the save is inconsistent: its parts do not fit together") from None


def _read(obj: dict[str, Any]) -> State:
    names = {f.name for f in dataclasses.fields(State)}
    if set(obj) == names - {"ending"}:  # a save from before Exploration mode
        obj = {**obj, "ending": ""}
    if set(obj) != names:
        raise BadSave("the save's fields are not those of a Castle von Loghan state")
    values: dict[str, Any] = {k: check(obj[k]) for k, check in STATE_CHECKS.items()}
    agents = obj["agents"]
    if not isinstance(agents, list) or not 3 <= len(agents) <= 6:
        raise BadSave("the save must hold 3 to 6 agents")
    values["agents"] = tuple(_agent(a) for a in agents)
    n = len(agents)
    values["leader"] = _int(0, n - 1)(obj["leader"])
    values["viewer"] = None if obj["viewer"] is None else _int(0, n - 1)(obj["viewer"])
    values["acting"] = None if obj["acting"] is None else _int(0, n - 1)(obj["acting"])
    values["stack"] = tuple(_step(s) for s in _tup(lambda x: x, 500)(obj["stack"]))
    if any(s.seat is not None and not 0 <= s.seat < n for s in values["stack"]):
        raise BadSave("a pending step of the save names a seat that is not in the game")
    values["over"] = _result_from(obj["over"], n)
    values["combat"], values["reward"] = _d_part(obj["combat"], "CombatState"), _d_part(obj["reward"], "RewardState")
    state = State(**values)
    _consistent(state)
    return state


def _agent(obj: Any) -> Agent:
    names = {f.name for f in dataclasses.fields(Agent)}
    if isinstance(obj, dict) and set(obj) == names - {"known_bottom"}:  # a save from before the field
        obj = {**obj, "known_bottom": []}
    if not isinstance(obj, dict) or set(obj) != names:
        raise BadSave("the save's agent record is malformed")
    return Agent(**{k: check(obj[k]) for k, check in AGENT_CHECKS.items()})


def _step(obj: Any) -> steps_mod.Step:
    try:
        s = steps_mod.from_data(obj)
    except ValueError as exc:
        raise BadSave(f"the save's step is malformed ({exc})") from None
    if s.kind not in steps_mod.HANDLERS:
        raise BadSave(f"the save names an unknown step {s.kind[:30]!r}")
    return s


def _d_part(obj: Any, cls_name: str) -> Any:
    if obj is None:
        return None
    from . import combat_state
    try:
        return getattr(combat_state, cls_name).from_data(obj)
    except ValueError as exc:
        raise BadSave(f"the save's {cls_name} is malformed ({exc})") from None


def _result_from(obj: Any, n: int) -> Result | None:
    if obj is None:
        return None
    if not isinstance(obj, dict) or set(obj) != {"reason", "winners", "losers", "scores", "details"}:
        raise BadSave("the save's result is malformed")
    seats = _tup(_int(0, n - 1), n)
    scores = tuple(float(x) for x in obj["scores"] if isinstance(x, (int, float)) and not isinstance(x, bool))
    details = obj["details"]
    if len(scores) != n or not isinstance(details, list) or not all(isinstance(d, dict) for d in details):
        raise BadSave("the save's result is malformed")
    return Result(_str(REASONS)(obj["reason"]), seats(obj["winners"]), seats(obj["losers"]),
                  scores, 0, tuple(details))


def _consistent(state: State) -> None:
    from .accounting import problems
    if (state.over is None) == (not state.stack):
        raise BadSave("the save must hold either pending steps or a result")
    if state.viewer is None:
        if state.acting is not None:
            raise BadSave("only a view records the seat to act")
        wrong = problems(state)
        if wrong:
            raise BadSave("the save's cards do not add up: " + wrong[0][:120])
        _steps_fit(state)
    elif state.rng != 0 or state.script:
        raise BadSave("a view holds no generator")


def _steps_fit(state: State) -> None:
    """The pending steps must make sense for the state: the seat to act and its options can be
    worked out (a step whose data was tampered with fails here, not later at the table)."""
    if state.over is not None:
        return
    from .engine import legal_actions, to_act
    try:
        seat = to_act(state)
        options = legal_actions(state)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError, AssertionError):
        raise BadSave("the save's pending steps do not fit its state") from None
    if seat is not None and not options:
        raise BadSave("the save's pending steps leave the seat to act without a choice")
