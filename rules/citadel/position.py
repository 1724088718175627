"""A game built straight from a scenario (spec 6's "Given" columns): ``new_game`` with
``{"position": {...}}``. For tests and tutorials; the app never needs it.

Keys (all optional unless said):

- ``clock`` (1-12, default 12), ``professor`` (room, default LAB), ``open`` (doorways not
  locked; default none: all locked);
- ``switches`` (required): {room: [tile, active]} for all 12 rooms;
- ``treasures`` (required): {"R"/"G"/"B": [tile, room, steps ahead]};
- ``saved``, ``lost``: tiles; ``stack``: treasure tiles top first (default: the difficulty's
  other tiles in canonical order); ``room_deck``: rooms top first (default: the rooms without a
  treasure, canonical order); ``used_rooms`` (default: the rooms not in the deck);
- per seat: ``where`` (room or "OUT"), ``face_up``, ``decks`` (top first), ``discards``,
  ``revealed``, ``lasting``; a seat's 6 cards not placed elsewhere fill its deck (canonical
  order), and the active seat's revealed cards default to the top 2 of that deck;
- the turn: ``active`` (default 0), ``first`` (default: active), ``turn`` (default 1),
  ``actions`` (default 3), ``played``, ``acted``, ``used``, ``stride``, ``mods``.

The seat then stands in its action phase, waiting to choose.
"""

from __future__ import annotations

from typing import Any, Mapping

from .board import COLOURS, DOORS, OUTSIDE, ROOMS
from .content import CARDS, CHAR_CARDS, DIFFICULTY_TREASURES, LASTING_CARDS, SWITCHES
from .state import ACTIONS_PHASE, ONCE_FLAGS, FATE, State

POSITION_KEYS = frozenset({"clock", "professor", "open", "switches", "treasures", "saved", "lost", "stack",
                           "room_deck", "used_rooms", "where", "face_up", "decks", "discards", "revealed",
                           "lasting", "active", "first", "turn", "actions", "played", "acted", "used", "stride",
                           "mods"})


def _per_seat(pos: Mapping[str, Any], key: str, n: int, default: Any) -> list[Any]:
    values = list(pos.get(key, [default] * n))
    if len(values) != n:
        raise ValueError(f"position: {key} lists one entry per seat")
    return values


def build(s: State, pos: Mapping[str, Any]) -> None:
    unknown = set(pos) - POSITION_KEYS
    if unknown:
        raise ValueError(f"position: unknown key(s) {', '.join(sorted(unknown))}")
    n = s.players
    s.clock = int(pos.get("clock", 12))
    s.professor = pos.get("professor", "LAB")
    opened = set(pos.get("open", ()))
    if not 1 <= s.clock <= 12 or s.professor not in ROOMS or not opened <= set(DOORS):
        raise ValueError("position: clock 1-12, a room for the Professor, doorway ids to open")
    s.locked = frozenset(DOORS) - opened
    switches = {r: (str(v[0]), bool(v[1])) for r, v in dict(pos["switches"]).items()}
    if set(switches) != set(ROOMS) or sorted(t for t, _ in switches.values()) != sorted(SWITCHES):
        raise ValueError("position: every room holds one switch tile, every tile once")
    s.switches = tuple(switches[r] for r in ROOMS)
    given = dict(pos["treasures"])
    treasures = []
    for c in COLOURS:
        tile, room, steps = given[c]
        if room not in ROOMS or not 1 <= int(steps) <= 11:
            raise ValueError(f"position: treasure {c} needs a room and 1-11 steps")
        treasures.append((str(tile), str(room), int(steps)))
    s.treasures = tuple(treasures)  # type: ignore[assignment]
    s.saved, s.lost = tuple(pos.get("saved", ())), tuple(pos.get("lost", ()))
    placed = [t[0] for t in treasures] + list(s.saved) + list(s.lost)
    everything = DIFFICULTY_TREASURES[s.difficulty]
    s.stack = tuple(pos.get("stack", [t for t in everything if t not in placed]))
    if sorted(placed + list(s.stack)) != sorted(everything):
        raise ValueError(f"position: the {s.difficulty} treasures must each be in play, saved, lost or stacked once")
    rooms_with = [t[1] for t in treasures]
    s.room_deck = tuple(pos.get("room_deck", [r for r in ROOMS if r not in rooms_with]))
    s.used_rooms = tuple(pos.get("used_rooms", [r for r in ROOMS if r not in s.room_deck]))
    if sorted(s.room_deck + s.used_rooms) != sorted(ROOMS) or not set(rooms_with) <= set(s.used_rooms):
        raise ValueError("position: room cards in the deck or used, each once; treasure rooms used")
    if len(set(rooms_with)) != 3:
        raise ValueError("position: two treasures in one room")
    s.active = int(pos.get("active", 0))
    s.first = int(pos.get("first", s.active))
    s.where = tuple(_per_seat(pos, "where", n, OUTSIDE))
    if any(w != OUTSIDE and w not in ROOMS for w in s.where) or s.professor in s.where:
        raise ValueError("position: characters stand in rooms without the Professor, or outside")
    s.face_up = tuple(bool(x) for x in _per_seat(pos, "face_up", n, False))
    _cards(s, pos)
    s.turn = int(pos.get("turn", 1))
    s.phase = ACTIONS_PHASE
    s.actions = int(pos.get("actions", 3))
    s.played = str(pos.get("played", ""))
    s.acted = bool(pos.get("acted", False))
    s.used = frozenset(pos.get("used", ()))
    s.stride = bool(pos.get("stride", False))
    s.mods = frozenset(pos.get("mods", ()))
    if not s.used <= set(ONCE_FLAGS) or not s.mods <= {"IE2", "IE5", "DB1", "DB3", "DB6", FATE}:
        raise ValueError("position: unknown once-per-turn use or roll modifier")
    if not 0 <= s.active < n or not 0 <= s.first < n or s.actions < 0:
        raise ValueError("position: active and first are seats; actions are not negative")
    s.step = None


def _cards(s: State, pos: Mapping[str, Any]) -> None:
    n = s.players
    decks_given = _per_seat(pos, "decks", n, None)
    discards = [tuple(x) for x in _per_seat(pos, "discards", n, ())]
    revealed_given = _per_seat(pos, "revealed", n, None)
    lasting = [tuple(x) for x in _per_seat(pos, "lasting", n, ())]
    decks, revealed = [], []
    for p, char in enumerate(s.chars):
        own = CHAR_CARDS[char]
        shown = tuple(revealed_given[p] or ())
        if decks_given[p] is not None:
            deck = tuple(decks_given[p])
        else:
            deck = tuple(c for c in own if c not in shown and c not in discards[p])
        if revealed_given[p] is None and p == s.active:
            shown, deck = deck[:2], deck[2:]
        if sorted(deck + shown + discards[p]) != sorted(own):
            raise ValueError(f"position: {char}'s 6 cards must be in its deck, discard or revealed once each")
        if not set(lasting[p]) <= LASTING_CARDS & set(own) or not set(shown) <= set(CARDS):
            raise ValueError(f"position: {char}'s lasting cards are its own Lasting cards")
        decks.append(deck)
        revealed.append(shown)
    s.decks, s.discards, s.revealed, s.lasting = tuple(decks), tuple(discards), tuple(revealed), tuple(lasting)
    s.cycles = (0,) * n
