"""The state of Tower of the Sleepy Wizard: plain immutable data, copied on write, saved as JSON.

Fields (N seats; ``cards`` explains card and floor ids, ``UNKNOWN`` and ``EMPTY``):

- ``players``; ``round`` 1-5; ``phase`` (peek, turns, copies, over); ``start``: the round-1
  first player (the age order starts there); ``first``: this round's first player.
- ``tower``: the floors at T1-T4 (``UNKNOWN`` in a view while face down).
- ``hands[seat]``: 4 positions, each a card, ``EMPTY`` or (own unpeeked cards in a view)
  ``UNKNOWN``; ``peeked[seat]``: bit p-1 set when position p has been peeked at.
- ``teams[seat]``: hired cards in hire order; ``market`` left to right; ``deck`` top first.
- ``turn``: the index in this round's order of the seat peeking (peek phase) or choosing copies
  (copies phase), or the number of turns taken (turns phase, pass = turn // N + 1).
- ``storeroom[seat]`` (F16): 0 unused, 1 in use this turn (one peek taken), 2 used.
- ``pending[seat]``: a submitted copy choice (copies phase), ``None`` if none; ``()`` in another
  seat's view, where it stays hidden until all are in. ``copies``/``noise``: the copies and round
  noise of the last scored round (public; cleared when the next round starts).
- ``totals``, ``treasure``; ``step``: (kind, seat) of the decision asked, ``None`` at the end.
- ``rng``: the generator; ``rig``: fixed deck orders ``(round, 52 cards)`` still to come.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import BadSave
from ..core.result import Result
from ..core.saves import dump_object, int_list, is_int, load_object, need
from .cards import (
    ALL_CARDS, DEFAULT_GUILD, EMPTY, GUILD_NAMES, KIND, SHAPESHIFTER, TOWER_FLOORS, UNKNOWN, assign_guilds,
)

GAME_ID = "wizardtower"
SAVE_VERSION = 1
ROUNDS = 5
SEATS = (3, 4, 5, 6, 7, 8)

PEEK_PHASE, TURNS_PHASE, COPIES_PHASE, OVER = "peek", "turns", "copies", "over"
PHASES = (PEEK_PHASE, TURNS_PHASE, COPIES_PHASE, OVER)
PEEK, HIRE, SEND, COPY = "peek", "hire", "send", "copy"
STEP_PHASE = {PEEK: PEEK_PHASE, HIRE: TURNS_PHASE, SEND: TURNS_PHASE, COPY: COPIES_PHASE}

FIELDS = ("players", "round", "phase", "start", "first", "tower", "hands", "peeked", "teams", "market", "deck",
          "turn", "storeroom", "pending", "copies", "noise", "totals", "treasure", "step", "rng", "rig", "over",
          "viewer", "guilds")
Pairs = tuple[tuple[int, int], ...]


class State:
    """One moment of a game. Treat as immutable: the engine copies before it changes anything."""

    __slots__ = FIELDS + ("_legal",)

    players: int
    round: int
    phase: str
    start: int
    first: int
    tower: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    peeked: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    market: tuple[int, ...]
    deck: tuple[int, ...]
    turn: int
    storeroom: tuple[int, ...]
    pending: tuple[Pairs | None, ...]
    copies: tuple[Pairs, ...]
    noise: tuple[int, ...]
    totals: tuple[int, ...]
    treasure: tuple[int, ...]
    step: tuple[str, int] | None
    rng: int
    rig: tuple[tuple[int, tuple[int, ...]], ...]
    over: Result | None
    viewer: int | None
    guilds: tuple[int, ...]  # each seat's guild (``cards.GUILD_NAMES``): its token and colours
    _legal: tuple | None

    def copy(self) -> "State":
        new = State.__new__(State)
        new.players = self.players
        new.round = self.round
        new.phase = self.phase
        new.start = self.start
        new.first = self.first
        new.tower = self.tower
        new.hands = self.hands
        new.peeked = self.peeked
        new.teams = self.teams
        new.market = self.market
        new.deck = self.deck
        new.turn = self.turn
        new.storeroom = self.storeroom
        new.pending = self.pending
        new.copies = self.copies
        new.noise = self.noise
        new.totals = self.totals
        new.treasure = self.treasure
        new.step = self.step
        new.rng = self.rng
        new.rig = self.rig
        new.over = self.over
        new.viewer = self.viewer
        new.guilds = self.guilds
        new._legal = None
        return new

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in FIELDS)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<wizardtower State round {self.round}, {self.players} seats, {self.phase}, step {self.step}>"

    @property
    def floor(self) -> int:
        """The current floor: GF in round 1, then T1-T4 (``UNKNOWN`` never: it is face up)."""
        return 0 if self.round == 1 else self.tower[self.round - 2]

    @property
    def age(self) -> tuple[int, ...]:
        """The age order: clockwise from the round-1 first player (youngest first)."""
        return tuple((self.start + i) % self.players for i in range(self.players))

    def order(self) -> tuple[int, ...]:
        """This round's turn order: clockwise from its first player."""
        return tuple((self.first + i) % self.players for i in range(self.players))


def replace(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


# --- JSON -----------------------------------------------------------------------------------

DETAIL_KEYS = ("rank", "treasure", "round_treasure", "bonus", "noise", "eligible")


def _result_obj(r: Result | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"reason": r.reason, "winners": list(r.winners), "losers": list(r.losers), "scores": list(r.scores),
            "tiebreak_level": r.tiebreak_level, "details": [dict(d) for d in r.details]}


def _pairs(p: Pairs | None) -> list | None:
    return None if p is None else [list(x) for x in p]


def to_json(state: State) -> str:
    s = state
    obj = {
        "players": s.players, "round": s.round, "phase": s.phase, "start": s.start, "first": s.first,
        "tower": list(s.tower), "hands": [list(h) for h in s.hands], "peeked": list(s.peeked),
        "teams": [list(t) for t in s.teams], "market": list(s.market), "deck": list(s.deck), "turn": s.turn,
        "storeroom": list(s.storeroom), "pending": [_pairs(p) for p in s.pending],
        "copies": [_pairs(p) for p in s.copies], "noise": list(s.noise), "totals": list(s.totals),
        "treasure": list(s.treasure), "step": None if s.step is None else list(s.step), "rng": s.rng,
        "rig": [[r, list(d)] for r, d in s.rig], "result": _result_obj(s.over), "viewer": s.viewer,
        "guilds": list(s.guilds),
    }
    return dump_object(obj, GAME_ID, SAVE_VERSION)


def _is_pairs(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 4 and all(
        isinstance(x, list) and len(x) == 2 and int_list(x, 0, 52) for x in v)


def _result_from(obj: Any, players: int) -> Result | None:
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise BadSave("the save's 'result' is not an object")
    seats = lambda v: int_list(v, 0, players) and len(set(v)) == len(v)  # noqa: E731
    reason = need(obj, "reason", lambda v: v in ("score", "wizard"), "a known ending")
    winners = need(obj, "winners", seats, "a list of seats")
    losers = need(obj, "losers", seats, "a list of seats")
    scores = need(obj, "scores", lambda v: int_list(v, 0, 10**6) and len(v) == players, "one score per seat")
    level = need(obj, "tiebreak_level", lambda v: is_int(v) and 0 <= v <= 2, "a tie-break level 0-2")

    def detail_ok(d: Any) -> bool:
        return (isinstance(d, dict) and set(d) == set(DETAIL_KEYS) and isinstance(d["eligible"], bool)
                and all(is_int(d[k]) for k in DETAIL_KEYS if k != "eligible"))

    details = need(obj, "details", lambda v: isinstance(v, list) and len(v) == players and all(map(detail_ok, v)),
                   "per-seat score details")
    return Result(reason, tuple(winners), tuple(losers), tuple(scores), level,
                  tuple({k: d[k] for k in DETAIL_KEYS} for d in details))


def from_json(text: str | bytes) -> State:
    """A state (or a view) from ``to_json`` text; ``BadSave`` with a reason for anything else."""
    obj = load_object(text, GAME_ID, SAVE_VERSION)
    n = need(obj, "players", lambda v: is_int(v) and v in SEATS, "3 to 8 seats")
    seat = lambda v: is_int(v) and 0 <= v < n  # noqa: E731
    per_seat = lambda check: (lambda v: isinstance(v, list) and len(v) == n and all(check(x) for x in v))  # noqa
    s = State.__new__(State)
    s.players = n
    s.round = need(obj, "round", lambda v: is_int(v) and 1 <= v <= ROUNDS, "a round 1-5")
    s.phase = need(obj, "phase", lambda v: v in PHASES, "a phase")
    s.start = need(obj, "start", seat, "a seat")
    s.first = need(obj, "first", seat, "a seat")
    s.tower = tuple(need(obj, "tower", lambda v: int_list(v, UNKNOWN, 19) and len(v) == 4
                         and all(f == UNKNOWN or f in TOWER_FLOORS for f in v), "4 tower floors"))
    s.hands = tuple(tuple(h) for h in need(obj, "hands", per_seat(lambda h: int_list(h, EMPTY, 52) and len(h) == 4),
                                           "4 hand positions per seat"))
    s.peeked = tuple(need(obj, "peeked", per_seat(lambda v: is_int(v) and 0 <= v < 16), "peek marks per seat"))
    s.teams = tuple(tuple(t) for t in need(obj, "teams", per_seat(lambda t: int_list(t, 0, 52) and len(t) <= 4),
                                           "a team per seat"))
    s.market = tuple(need(obj, "market", lambda v: int_list(v, 0, 52), "a list of cards"))
    s.deck = tuple(need(obj, "deck", lambda v: int_list(v, UNKNOWN, 52), "a list of cards"))
    s.turn = need(obj, "turn", lambda v: is_int(v) and 0 <= v <= 4 * n, "a turn count")
    s.storeroom = tuple(need(obj, "storeroom", per_seat(lambda v: is_int(v) and 0 <= v <= 2), "storeroom marks"))
    s.pending = tuple(None if p is None else tuple(tuple(x) for x in p)
                      for p in need(obj, "pending", per_seat(lambda p: p is None or _is_pairs(p)), "copy choices"))
    s.copies = tuple(tuple(tuple(x) for x in p)
                     for p in need(obj, "copies", per_seat(_is_pairs), "copies per seat"))
    s.noise = tuple(need(obj, "noise", per_seat(lambda v: is_int(v) and -1 <= v <= 60), "round noises"))
    s.totals = tuple(need(obj, "totals", per_seat(lambda v: is_int(v) and 0 <= v <= 300), "total noises"))
    s.treasure = tuple(need(obj, "treasure", per_seat(lambda v: is_int(v) and 0 <= v <= 10**6), "treasure"))
    step = need(obj, "step", lambda v: v is None or (isinstance(v, list) and len(v) == 2 and v[0] in STEP_PHASE
                                                    and seat(v[1])), "a decision")
    s.step = None if step is None else (step[0], step[1])
    s.rng = need(obj, "rng", lambda v: is_int(v) and 0 <= v < 2**64, "a 64-bit generator state")
    rig = need(obj, "rig", lambda v: isinstance(v, list) and len(v) <= ROUNDS and all(
        isinstance(x, list) and len(x) == 2 and is_int(x[0]) and 1 <= x[0] <= ROUNDS and int_list(x[1], 0, 52)
        and sorted(x[1]) == list(ALL_CARDS) for x in v), "fixed deck orders")
    s.rig = tuple((r, tuple(d)) for r, d in rig)
    s.over = _result_from(obj.get("result"), n)
    s.viewer = need(obj, "viewer", lambda v: v is None or seat(v), "a seat or null")
    if "guilds" in obj:  # saves from before the guild choice have the default guilds
        s.guilds = tuple(need(obj, "guilds", lambda v: int_list(v, 0, len(GUILD_NAMES)) and len(v) == n
                              and len(set(v)) == n, "a different guild per seat"))
    else:
        s.guilds = assign_guilds(n, {0: DEFAULT_GUILD})
    s._legal = None
    _check(s)
    return s


def _check(s: State) -> None:
    """Everything accounted for and the flow consistent; otherwise the save is corrupt."""
    seen = [c for h in s.hands for c in h if c >= 0] + [c for t in s.teams for c in t] + list(s.market)
    seen += [c for c in s.deck if c >= 0]
    unknown = sum(1 for h in s.hands for c in h if c == UNKNOWN) + sum(1 for c in s.deck if c == UNKNOWN)
    if len(set(seen)) != len(seen) or len(seen) + unknown != 52:
        raise BadSave("the save does not hold every adventurer exactly once")
    if s.viewer is None and (unknown or UNKNOWN in s.tower or any(p == () for p in s.pending)):
        raise BadSave("the save hides something although it is not a seat's view")
    if s.viewer is not None and any(c == UNKNOWN for p, h in enumerate(s.hands) if p != s.viewer for c in h):
        raise BadSave("the view hides another seat's hand")
    known = [f for f in s.tower if f != UNKNOWN]
    if len(set(known)) != len(known):
        raise BadSave("the save's tower holds a floor twice")
    if any(f == UNKNOWN for f in s.tower[:s.round - 1]):
        raise BadSave("the save hides the current floor")
    if (s.phase == OVER) != (s.over is not None) or (s.phase == OVER) == (s.step is not None):
        raise BadSave("the save must hold either a decision in progress or a result")
    if s.step is not None and STEP_PHASE[s.step[0]] != s.phase:
        raise BadSave("the save's decision does not belong to its phase")
    for p in range(s.players):
        held = sum(1 for c in s.hands[p] if c != EMPTY)
        sending = s.step == ("send", p)  # a B/C hire waits for its send
        if s.phase != OVER and held + len(s.teams[p]) != 4 + sending:
            raise BadSave("the save's hands and teams do not add up to 4 cards a seat")
        if any(s.peeked[p] >> i & 1 and s.hands[p][i] == EMPTY for i in range(4)):
            raise BadSave("the save marks an empty position as peeked")
        for pairs in (s.pending[p], s.copies[p]):
            if pairs and any(a not in s.teams[p] or b not in s.teams[p] or KIND[a] != SHAPESHIFTER for a, b in pairs):
                raise BadSave("the save's copies name cards outside the team")
