"""The Castles of Caleira state: plain immutable data, copied on write, saved as JSON.

Zones hold card ids (``cards.UNKNOWN`` in a view where the seat does not know the card):

- ``hands[seat]``: sorted tuple of card ids.
- ``castles[seat]``: tuple of pieces ``(card, face_up, slot)``, left to right. ``slot`` is a
  stable number given when the piece was played, so knowledge survives positions shifting.
- ``deck``: bottom first, the top card last (a deck place keeps its index as cards are drawn).
- ``box`` (4 players), ``discard`` (oldest first), ``queue`` of pending effects ``(card, owner)``.
- ``step``: the decision in progress ``(kind, owner, card, data)`` or ``None`` once over.
- ``know``: per seat, one bitmask of possible places per card (``knowledge.py``).
- ``rng``: the generator's 64-bit state; ``rig``: fixed Marketplace picks still to come.
"""

from __future__ import annotations

from typing import Any

from ..core.result import Result
from ..core.saves import BadSave, dump_object, int_list, is_int, load_object, need
from .cards import (
    ALL_CARDS, BARRACKS, HAS_EFFECT, KIND_OF, MARKETPLACE, OBSERVATORY, THRONE_ROOM, TREBUCHET, UNKNOWN, WATCHTOWER,
    WIZARD_TOWER,
)

GAME_ID = "caleira"
SAVE_VERSION = 1

# Decision kinds (spec 7.1: D1 play, D2-D4 target, D5 watch, D6 look, D7 flip, D8 order, D9 exchange).
PLAY, TARGET, WATCH, LOOK, FLIP, ORDER, EXCHANGE = "play", "target", "watch", "look", "flip", "order", "exchange"
STEP_KINDS = (PLAY, TARGET, WATCH, LOOK, FLIP, ORDER, EXCHANGE)

Piece = tuple[int, bool, int]
Step = tuple[str, int, int, tuple[int, ...]]


class State:
    """One moment of a game. Treat as immutable: the engine copies before it changes anything."""

    __slots__ = ("players", "active", "turn", "hands", "castles", "deck", "box", "discard",
                 "queue", "step", "next_slot", "rng", "rig", "know", "over", "viewer", "_legal")

    players: int
    active: int
    turn: int
    hands: tuple[tuple[int, ...], ...]
    castles: tuple[tuple[Piece, ...], ...]
    deck: tuple[int, ...]
    box: tuple[int, ...]
    discard: tuple[int, ...]
    queue: tuple[tuple[int, int], ...]
    step: Step | None
    next_slot: int
    rng: int
    rig: tuple[int, ...]
    know: tuple[tuple[int, ...] | None, ...] | None
    over: Result | None
    viewer: int | None
    _legal: tuple | None

    def copy(self) -> "State":
        new = State.__new__(State)
        new.players = self.players
        new.active = self.active
        new.turn = self.turn
        new.hands = self.hands
        new.castles = self.castles
        new.deck = self.deck
        new.box = self.box
        new.discard = self.discard
        new.queue = self.queue
        new.step = self.step
        new.next_slot = self.next_slot
        new.rng = self.rng
        new.rig = self.rig
        new.know = self.know
        new.over = self.over
        new.viewer = self.viewer
        new._legal = None
        return new

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in State.__slots__[:-1])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<caleira State turn {self.turn}, {self.players} players, step {self.step}>"


# --- JSON -----------------------------------------------------------------------------------

def _result_to_obj(result: Result | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"reason": result.reason, "winners": list(result.winners), "losers": list(result.losers),
            "scores": list(result.scores), "tiebreak_level": result.tiebreak_level,
            "details": [dict(d) for d in result.details]}


def to_json(state: State) -> str:
    obj = {
        "players": state.players,
        "active": state.active,
        "turn": state.turn,
        "hands": [list(h) for h in state.hands],
        "castles": [[[c, up, slot] for c, up, slot in castle] for castle in state.castles],
        "deck": list(state.deck),
        "box": list(state.box),
        "discard": list(state.discard),
        "queue": [list(q) for q in state.queue],
        "step": None if state.step is None else [state.step[0], state.step[1], state.step[2], list(state.step[3])],
        "next_slot": state.next_slot,
        "rng": state.rng,
        "rig": list(state.rig),
        "know": None if state.know is None else [None if r is None else list(r) for r in state.know],
        "result": _result_to_obj(state.over),
        "viewer": state.viewer,
    }
    return dump_object(obj, GAME_ID, SAVE_VERSION)


_CARD_RANGE = (UNKNOWN, len(ALL_CARDS))


def _cards(value: Any) -> bool:
    return int_list(value, *_CARD_RANGE)


def _result_from_obj(obj: Any, players: int) -> Result | None:
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise BadSave("the save's 'result' is not an object")
    seats = lambda v: int_list(v, 0, players)  # noqa: E731
    reason = need(obj, "reason", lambda v: v in ("spire", "own_spire", "score"), "a known ending")
    winners = need(obj, "winners", seats, "a list of seats")
    losers = need(obj, "losers", seats, "a list of seats")
    scores = need(obj, "scores", lambda v: int_list(v) and len(v) == players, "one score per seat")
    level = need(obj, "tiebreak_level", lambda v: is_int(v) and 0 <= v <= 3, "a tie-break level 0-3")
    details = need(obj, "details", lambda v: isinstance(v, list) and len(v) == players and all(
        isinstance(d, dict) and all(is_int(d.get(k)) for k in ("total", "face_down_count", "pieces"))
        for d in v), "per-seat score details")
    return Result(reason, tuple(winners), tuple(losers), tuple(scores), level,
                  tuple({k: d[k] for k in ("total", "face_down_count", "pieces")} for d in details))


def from_json(text: str | bytes) -> State:
    """A state from ``to_json`` text; ``BadSave`` with a reason for anything else."""
    obj = load_object(text, GAME_ID, SAVE_VERSION)
    players = need(obj, "players", lambda v: is_int(v) and 2 <= v <= 4, "2, 3 or 4")
    seat = lambda v: is_int(v) and 0 <= v < players  # noqa: E731
    s = State.__new__(State)
    s.players = players
    s.active = need(obj, "active", seat, "a seat")
    s.turn = need(obj, "turn", lambda v: is_int(v) and 0 <= v < 1000, "a turn number")
    hands = need(obj, "hands", lambda v: isinstance(v, list) and len(v) == players and all(map(_cards, v)),
                 "one list of cards per seat")
    s.hands = tuple(tuple(h) for h in hands)

    def piece_ok(p: Any) -> bool:
        return (isinstance(p, list) and len(p) == 3 and _CARD_RANGE[0] <= p[0] < _CARD_RANGE[1]
                and is_int(p[0]) and isinstance(p[1], bool) and is_int(p[2]) and 0 <= p[2] < 64)

    castles = need(obj, "castles", lambda v: isinstance(v, list) and len(v) == players and all(
        isinstance(c, list) and all(piece_ok(p) for p in c) for c in v), "one list of pieces per seat")
    s.castles = tuple(tuple((p[0], p[1], p[2]) for p in c) for c in castles)
    s.deck = tuple(need(obj, "deck", _cards, "a list of cards"))
    s.box = tuple(need(obj, "box", _cards, "a list of cards"))
    s.discard = tuple(need(obj, "discard", lambda v: int_list(v, 0, len(ALL_CARDS)), "a list of cards"))
    queue = need(obj, "queue", lambda v: isinstance(v, list) and all(
        isinstance(q, list) and len(q) == 2 and 0 <= q[0] < len(ALL_CARDS) and seat(q[1]) for q in v),
        "a list of pending effects")
    s.queue = tuple((q[0], q[1]) for q in queue)
    step = need(obj, "step", lambda v: v is None or (
        isinstance(v, list) and len(v) == 4 and v[0] in STEP_KINDS and seat(v[1])
        and is_int(v[2]) and _CARD_RANGE[0] <= v[2] < _CARD_RANGE[1] and int_list(v[3], -1, 64)), "a decision")
    s.step = None if step is None else (step[0], step[1], step[2], tuple(step[3]))
    s.next_slot = need(obj, "next_slot", lambda v: is_int(v) and 0 <= v < 64, "a slot number")
    s.rng = need(obj, "rng", lambda v: is_int(v) and 0 <= v < 2**64, "a 64-bit generator state")
    s.rig = tuple(need(obj, "rig", lambda v: int_list(v, 0, len(ALL_CARDS)), "a list of cards"))
    know = need(obj, "know", lambda v: v is None or (isinstance(v, list) and len(v) == players and all(
        r is None or (int_list(r, 0, 2**62) and len(r) == len(ALL_CARDS)) for r in v)), "knowledge records")
    s.know = None if know is None else tuple(None if r is None else tuple(r) for r in know)
    s.over = _result_from_obj(obj.get("result"), players)
    s.viewer = need(obj, "viewer", lambda v: v is None or seat(v), "a seat or null")
    s._legal = None
    _check_cards(s)
    _check_flow(s)
    return s


def _check_cards(s: State) -> None:
    """Every card exactly once (unknowns aside, in a view); otherwise the save is corrupt."""
    seen = [c for h in s.hands for c in h] + [p[0] for c in s.castles for p in c]
    seen += list(s.deck) + list(s.box) + list(s.discard)
    known = [c for c in seen if c != UNKNOWN]
    if len(set(known)) != len(known):
        raise BadSave("the save holds a card twice")
    if s.viewer is None and (len(seen) != len(ALL_CARDS) or UNKNOWN in seen):
        raise BadSave("the save does not hold every card exactly once")
    slots = [p[2] for c in s.castles for p in c]
    if len(set(slots)) != len(slots) or any(x >= s.next_slot for x in slots):
        raise BadSave("the save's castle pieces are inconsistent")


# The card kinds whose effect each decision carries out (``None``: a play, no card).
_STEP_CARD = {PLAY: None, TARGET: (BARRACKS, THRONE_ROOM, TREBUCHET), WATCH: (WATCHTOWER,), LOOK: (OBSERVATORY,),
              FLIP: (OBSERVATORY,), ORDER: (WIZARD_TOWER,), EXCHANGE: (MARKETPLACE,)}


def _check_flow(s: State) -> None:
    """The decision, the queue and the result fit the cards; otherwise the save is corrupt (the
    engine would trip over it later, far from the cause)."""
    if (s.step is None) == (s.over is None):
        raise BadSave("the save must hold either a decision in progress or a result")
    if any(not HAS_EFFECT[card] for card, _ in s.queue):
        raise BadSave("the save's queue holds a card without an effect")
    for hand in s.hands:
        known = [c for c in hand if c != UNKNOWN]
        if known != sorted(known):
            raise BadSave("the save's hands are not sorted by card")
    if s.step is None:
        return
    kind, owner, card, data = s.step
    kinds = _STEP_CARD[kind]
    if kinds is None:
        wrong = card != UNKNOWN
    else:
        wrong = card == UNKNOWN or KIND_OF[card] not in kinds
    if wrong:
        raise BadSave(f"the save's {kind} decision names the wrong card")
    if kind == PLAY and owner != s.active:
        raise BadSave("the save's play decision is not the active seat's")
    face_down = {slot for castle in s.castles for _, up, slot in castle if not up}
    if kind == WATCH:
        ok = len(data) <= 1 and set(data) <= face_down
    elif kind == FLIP:
        ok = len(data) == 1 and data[0] in face_down
    elif kind == ORDER:
        top = s.deck[::-1][:3]
        ok = len(data) == len(top) > 0 and all(UNKNOWN in (c, t) or c == t for c, t in zip(data, top))
    else:
        ok = data == ()
    if not ok:
        raise BadSave(f"the save's {kind} decision does not fit the position")
