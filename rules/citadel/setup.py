"""Setting up a game (spec 3.2) from the seed, from fixed piles (``deal``) or as a position built
straight from a scenario (``position``, see ``position.py``); the lobby options; scripted dice.

Draw order from the game's one generator (spec 3.15): the first room deck, the switch stack, the
treasure stack, the second room deck, each seat's action deck, then the first seat (always
drawn, also when ``first`` fixes it). A pile fixed by ``deal`` makes no draw. Scripted dice
(``dice``) are used before the generator, one face per roll of that die, and make no draw.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core import rng as rngmod
from ..core.events import Event
from .board import COLOURS, ROOMS, START_ROOM
from .content import (
    CHAR_CARDS, CHAR_NAME, CHARACTERS, CLOCK_SPLIT_NAMES, CLOCK_SPLITS, COLOUR_FACES, DEFAULT_DIFFICULTY,
    DEFAULT_SPLIT, DEFAULT_TEAM, DICE, DIFFICULTIES, DIFFICULTY_NAMES, DIFFICULTY_TREASURES, PROFESSOR_FACES,
    PROFESSOR_FACE_WORDS, SWITCHES,
)
from .board import DOORS
from .phase import begin_turn
from .state import ACTIONS_PHASE, State
from .treasures import place
from .turns import _advance

OPTION_KEYS = frozenset({"difficulty", "clock_die", "characters", "humans", "first", "deal", "dice", "position"})
DEAL_KEYS = frozenset({"first_room_deck", "switch_stack", "treasure_stack", "room_deck", "decks"})
AUTO = "auto"

# The lobby's options as plain data: (key, label, ((value, label), ...), default).
OPTIONS: tuple[tuple[str, str, tuple[tuple[str, str], ...], str], ...] = (
    ("difficulty", "Difficulty",
     (("beginner", "Beginner (no 55-minute treasures)"), ("standard", "Standard (all 18 treasures)"),
      ("expert", "Expert (no 30-minute treasures)")), DEFAULT_DIFFICULTY),
    ("clock_die", "Clock die",
     ((AUTO, "As the difficulty"), ("gentle", "Gentle (1 double face)"), ("standard", "Standard (2 double faces)"),
      ("harsh", "Harsh (3 double faces)")), AUTO),
)


def default_team(players: int) -> tuple[str, ...]:
    """The characters of the app's default team for ``players`` seats (spec 1: Leroy and Irene)."""
    return DEFAULT_TEAM[:players]


def _characters(players: int, chosen: Any) -> tuple[str, ...]:
    """One character per seat: a sequence as given, or ``{seat: id}`` for some seats with the
    others taking the default team's unused characters in order."""
    if not chosen:
        return default_team(players)
    if isinstance(chosen, Mapping):
        picked = {int(seat): str(char) for seat, char in chosen.items()}
        free = iter(c for c in DEFAULT_TEAM if c not in picked.values())
        return tuple(picked[p] if p in picked else next(free, "?") for p in range(players))
    return tuple(str(c) for c in chosen)


def _choice(options: Mapping[str, Any], key: str, allowed: Sequence[str], default: str) -> str:
    value = options.get(key, default)
    if value is None:
        return default
    if value not in allowed:
        raise ValueError(f"option {key!r} must be one of {', '.join(allowed)}, not {value!r}")
    return value


def read_options(players: int, options: Mapping[str, Any]) -> tuple[str, str, tuple[str, ...], tuple[bool, ...]]:
    """(difficulty, clock split, characters, humans) from the options, checked."""
    if not (isinstance(players, int) and 1 <= players <= 5):
        raise ValueError("Professor Evil and the Citadel of Time is played by 1 to 5 characters")
    unknown = set(options) - OPTION_KEYS
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    difficulty = _choice(options, "difficulty", DIFFICULTIES, DEFAULT_DIFFICULTY)
    split = _choice(options, "clock_die", (AUTO,) + CLOCK_SPLITS, AUTO)
    if split == AUTO:
        split = DEFAULT_SPLIT[difficulty]
    chars = _characters(players, options.get("characters"))
    if len(chars) != players or len(set(chars)) != players or not set(chars) <= set(CHARACTERS):
        raise ValueError(f"characters: {players} different ids among {', '.join(CHARACTERS)}")
    humans = tuple(bool(h) for h in options.get("humans", (True,) * players))
    if len(humans) != players:
        raise ValueError("humans: one true/false per seat")
    return difficulty, split, chars, humans


def _pile(given: Any, full: Sequence[str], what: str) -> tuple[str, ...]:
    """A fixed pile, top first: the given top cards, then the rest in canonical order."""
    top = [str(x) for x in given]
    if len(set(top)) != len(top) or not set(top) <= set(full):
        raise ValueError(f"{what}: distinct ids among {', '.join(full)}")
    return tuple(top + [x for x in full if x not in set(top)])


def _face(die: str, value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < 6:
            return value
        raise ValueError(f"a {die} die face index is 0-5, not {value}")
    text = str(value).strip().lower()
    if die == "professor":
        for i, (code, words) in enumerate(zip(PROFESSOR_FACES, PROFESSOR_FACE_WORDS)):
            if text in (code, words, words.rstrip("s")):
                return i
    elif die == "colour":
        for i, c in enumerate(COLOUR_FACES[:3]):
            if text in (c.lower(), {"R": "red", "G": "green", "B": "blue"}[c]):
                return i
    elif text in ("single", "double"):
        return 0 if text == "single" else 5  # index 0 is single and 5 double under every split
    raise ValueError(f"unknown {die} die face {value!r}")


def scripted_dice(dice: Mapping[str, Any] | None) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """``{"professor": [...], "colour": [...], "clock": [...]}`` -> the rig (faces by die)."""
    dice = dict(dice or {})
    unknown = set(dice) - set(DICE)
    if unknown:
        raise ValueError(f"dice: unknown die {', '.join(sorted(unknown))}")
    rig = tuple(tuple(_face(d, v) for v in dice.get(d, ())) for d in DICE)
    return rig  # type: ignore[return-value]


def blank_state(players: int, seed: int, options: Mapping[str, Any]) -> State:
    """A state with the options read and nothing placed yet."""
    difficulty, split, chars, humans = read_options(players, options)
    s = State.__new__(State)
    s.players, s.chars, s.humans, s.difficulty, s.split = players, chars, humans, difficulty, split
    s.clock, s.professor, s.locked = 12, START_ROOM, frozenset(DOORS)
    s.switches, s.treasures, s.saved, s.lost = (), (None, None, None), (), ()
    s.stack, s.room_deck, s.used_rooms = (), (), ()
    s.where, s.face_up = ("OUT",) * players, (False,) * players
    s.decks = s.discards = s.revealed = s.lasting = ((),) * players
    s.cycles = (0,) * players
    s.first = s.active = 0
    s.turn, s.phase, s.actions, s.played, s.acted = 0, ACTIONS_PHASE, 3, "", False
    s.used, s.stride, s.mods, s.dice, s.alt, s.walk, s.stage = frozenset(), False, frozenset(), (-1, -1, -1), (), 0, ""
    s.step, s.over, s.viewer, s._legal = None, None, None, None
    s.rng = rngmod.seed_state(seed)
    s.rig = scripted_dice(options.get("dice"))
    return s


def new_game(players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A seeded start. ``options`` (all optional): ``difficulty``, ``clock_die``, ``characters``
    (one id per seat), ``humans`` (per seat: a person plays it), ``first`` (the first seat);
    ``deal`` (piles fixed before setup: ``first_room_deck``, ``switch_stack``, ``treasure_stack``,
    ``room_deck`` as ids top first, a partial pile completed in canonical order; ``decks``:
    {character id: cards top first}); ``dice`` (scripted faces per die); ``position`` (a game
    built straight from a scenario, see ``position.build``)."""
    return new_game_with_events(players, seed, options)[0]


def new_game_with_events(players: int, seed: int,
                         options: Mapping[str, Any] | None = None) -> tuple[State, list[Event]]:
    """``new_game`` plus the opening's events (setup, the three treasures, the first draw)."""
    options = dict(options or {})
    s = blank_state(players, seed, options)
    events: list[Event] = []
    if "position" in options:
        from .position import build
        build(s, options["position"])
    else:
        _setup(s, options, events)
    _advance(s, events)
    return s, events


def _setup(s: State, options: Mapping[str, Any], events: list[Event]) -> None:
    deal = dict(options.get("deal") or {})
    unknown = set(deal) - DEAL_KEYS
    if unknown:
        raise ValueError(f"deal: unknown pile(s) {', '.join(sorted(unknown))}")

    def pile(key: str, full: Sequence[str]) -> tuple[str, ...]:
        if key in deal:
            return _pile(deal[key], full, key)
        out, s.rng = rngmod.shuffled(s.rng, full)
        return tuple(out)

    first_deck = pile("first_room_deck", ROOMS)
    switch_stack = pile("switch_stack", SWITCHES)
    dealt = {room: (switch_stack[i], i >= 6) for i, room in enumerate(first_deck)}
    s.switches = tuple(dealt[r] for r in ROOMS)
    s.stack = pile("treasure_stack", DIFFICULTY_TREASURES[s.difficulty])
    s.room_deck = pile("room_deck", ROOMS)
    events.append(Event("setup", f"{DIFFICULTY_NAMES[s.difficulty]} game, {CLOCK_SPLIT_NAMES[s.split]} Clock die: "
                                 "Professor Evil waits in his Laboratory, every door is locked and 6 switches are OFF",
                        {"difficulty": s.difficulty, "clock_die": s.split, "characters": s.chars,
                         "off": tuple(first_deck[:6])}))
    for ci in range(len(COLOURS)):
        place(s, ci, events)
    decks = {str(k): v for k, v in dict(deal.get("decks") or {}).items()}
    unknown = set(decks) - set(s.chars)
    if unknown:
        raise ValueError(f"deal: decks for characters not in the game: {', '.join(sorted(unknown))}")
    s.decks = tuple(pile_of(s, c, decks) for c in s.chars)
    first, s.rng = rngmod.below(s.rng, s.players)
    if options.get("first") is not None:
        first = options["first"]
        if not (isinstance(first, int) and 0 <= first < s.players):
            raise ValueError(f"first must be a seat 0-{s.players - 1}")
    s.first = first
    events.append(Event("first", f"{CHAR_NAME[s.chars[first]]} goes first", {"seat": first}))
    begin_turn(s, first, events)


def pile_of(s: State, char: str, decks: Mapping[str, Any]) -> tuple[str, ...]:
    if char in decks:
        return _pile(decks[char], CHAR_CARDS[char], f"deck of {char}")
    out, s.rng = rngmod.shuffled(s.rng, CHAR_CARDS[char])
    return tuple(out)


def options_for_start(players: int, seed: int, start: int) -> dict[str, Any]:
    """``new_game`` options with seat ``start`` going first (everything else from the seed)."""
    return {"first": start}
