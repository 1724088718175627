"""The saved game: JSON only, validated field by field, never executed.

Version 2 (this one) keeps who plays which seat, each person's log, who is at the screen, and
undo points tagged by person::

    {"format": "castletop-save", "version": 2, "game": "<game id>", "seed": 21,
     "seats": [{"kind": "human", "name": "Ann", "person": "Ann"}, {"kind": "normal", "name": "Rival"}],
     "state": "<the rules' own JSON>",
     "looking": "Ann",                      # null in an AI-only game
     "people": [{"person": "Ann", "eyes": 0, "log": ["Turn 1: You", ...], "undo_note": null}],
     "log": [],                             # the onlooker's log: only an AI-only game has one
     "undo": [{"person": "Ann", "state": "<rules JSON>", "logs": [33]}],   # log lengths, people order
     "replay": {"decisions": [[3, "<label>"]], "marks": [0], "start": "<sha256>"}}  # app.play.replay

Version 1 (Castletop 0.1.0) had one viewer (the first human seat), one log and untagged undo
points; it is read as a game whose only reader is that seat's person.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, TypeVar

from rules import catalog
from rules.core import BadSave

from ..platform.storage import SAVE_FORMAT
from .seats import HUMAN, SeatSpec, people_of
from .undo import MAX_NOTE, MAX_UNDO, UndoPoint

SAVE_VERSION = 2
MAX_LOG = 200_000

T = TypeVar("T")

# The protocol names (``rules.core.game.PROTOCOL``) a session calls.
NEEDS = ("new_game_with_events", "to_act", "legal_actions", "apply", "view", "known_cards", "result",
         "to_json", "from_json")


def missing(module: ModuleType) -> list[str]:
    """What ``module`` lacks of the protocol a session needs (empty when it can be played)."""
    return [name for name in NEEDS if not hasattr(module, name)]


@dataclass
class Saved:
    """A checked save, ready to become a session."""

    game_id: str
    module: ModuleType
    seats: list[SeatSpec]
    seed: int
    state: Any
    looking: str | None
    eyes: dict[str, int]
    logs: dict[str | None, list[str]]
    undo: list[UndoPoint]
    notes: dict[str, str]
    options: dict[str, Any] = field(default_factory=dict)
    replay: Any = None  # the raw replay record (``app.play.replay.Recorder.restored`` checks it)


# --- writing -------------------------------------------------------------------------------------


def seat_json(seat: SeatSpec) -> dict[str, Any]:
    """A seat as a save or a replay writes it: kind and name, and the person of a human seat."""
    out = {"kind": seat.kind, "name": seat.name}
    if seat.kind == HUMAN:
        out["person"] = seat.person
    return out


def to_save(session: Any) -> dict[str, Any]:
    """``session`` as version-2 save JSON."""
    seats = [seat_json(s) for s in session.seats]
    book = session.undo_book
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": session.game_id,
        "seed": session.seed,
        "seats": seats,
        "state": session.module.to_json(session.state),
        "looking": session.looking,
        "people": [{"person": p, "eyes": session.eyes[p], "log": list(session.logs[p]),
                    "undo_note": book.notes.get(p)} for p in session.people],
        "log": list(session.logs.get(None, [])),
        "undo": [{"person": u.person, "state": u.state_json, "logs": list(u.logs)} for u in book.points],
        "options": session.options,
        "replay": session.recorder.to_save(),
    }


# --- reading: validate everything, trust nothing ---------------------------------------------------


def from_save(obj: Any, build: Callable[[Saved], T]) -> T:
    """``build(saved)`` from parsed save JSON; ``ValueError`` with a short reason for anything wrong."""
    try:
        return build(parse(obj))
    except BadSave as exc:
        raise ValueError(f"the game in it is damaged: {exc}") from None
    except ValueError:
        raise
    except Exception:  # a module tripping over a value its checks let through
        raise ValueError("the game in it is damaged: its pieces do not fit together") from None


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _lines(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_LOG and all(isinstance(t, str) for t in v)


def _note(v: Any) -> str | None:
    if v is not None and not isinstance(v, str):
        raise ValueError("its undo note is not text")
    return v[:MAX_NOTE] if v else None


def parse(obj: Any) -> Saved:
    """A checked save of either version (``ValueError`` otherwise)."""
    if not isinstance(obj, dict) or obj.get("format") != SAVE_FORMAT:
        raise ValueError("it is not a Castletop saved game")
    version = obj.get("version")
    if version not in (1, SAVE_VERSION):
        if _is_int(version) and version > SAVE_VERSION:
            raise ValueError("it was saved by a newer version of Castletop")
        raise ValueError(f"it has an unknown save version ({version!r})")
    game_id = obj.get("game")
    if not isinstance(game_id, str):
        raise ValueError("it does not say which game it is")
    try:
        info = catalog.get(game_id)
    except KeyError:
        raise ValueError(f"it is for a game this version does not know ({game_id[:40]!r})") from None
    seed = obj.get("seed")
    if not _is_int(seed):
        raise ValueError("its seed is not a number")
    raw_seats = obj.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) not in info.players:
        raise ValueError("its list of seats is wrong")
    if not all(isinstance(s, dict) and isinstance(s.get("kind"), str) for s in raw_seats):
        raise ValueError("its list of seats is wrong")
    if version == 1:
        seats = [SeatSpec(s["kind"], s.get("name")) for s in raw_seats]  # ValueError on a bad kind or name
    else:
        seats = [SeatSpec(s["kind"], s.get("name"), s.get("person") or "") for s in raw_seats]
    module = info.load()
    if missing(module):
        raise ValueError(f"{info.title} cannot be played by this version")
    text = obj.get("state")
    if not isinstance(text, str):
        raise ValueError("it holds no game state")
    state = _checked_state(module, text, len(seats))
    saved = Saved(game_id, module, seats, seed, state, None, {}, {}, [], {})
    (_read_v1 if version == 1 else _read_v2)(obj, saved)
    saved.options = _lobby_options(obj.get("options"), info)
    saved.replay = obj.get("replay")
    return saved


def _lobby_options(raw: Any, info: Any) -> dict[str, Any]:
    """The New game choices a save remembers (for "Play again"): the game's own option keys with a
    value it offers, or per person a seat-to-value map; anything else is left out, not fatal."""
    out: dict[str, Any] = {}
    if not isinstance(raw, dict):
        return out
    for option in info.options:
        value = raw.get(option.key)
        if option.per_person and isinstance(value, dict) and all(
                isinstance(k, str) and k.isdigit() and len(k) < 3 and v in option.values for k, v in value.items()):
            out[option.key] = {int(k): v for k, v in value.items()}
        elif not option.per_person and value in option.values:
            out[option.key] = value
    return out


def _read_v1(obj: dict[str, Any], saved: Saved) -> None:
    """0.1.0: one log, as the first human seat (the viewer) read it; undo points are that
    person's."""
    log = obj.get("log")
    if not _lines(log):
        raise ValueError("its game log is not a list of lines")
    people = people_of(saved.seats)
    humans = [i for i, s in enumerate(saved.seats) if s.kind == HUMAN]
    saved.looking = saved.seats[humans[0]].person if humans else None
    saved.logs = {p: (list(log) if p == saved.looking else []) for p in people} if people else {None: list(log)}
    raw_undo = obj.get("undo", [])
    if not isinstance(raw_undo, list) or len(raw_undo) > MAX_UNDO or (raw_undo and not people):
        raise ValueError("its undo list is wrong")
    for point in raw_undo:
        if not (isinstance(point, dict) and isinstance(point.get("state"), str) and _is_int(point.get("log"))
                and 0 <= point["log"] <= len(log)):
            raise ValueError("its undo list is wrong")
        lengths = tuple(point["log"] if p == saved.looking else 0 for p in people)
        checked = _checked_state(saved.module, point["state"], len(saved.seats))
        saved.undo.append(UndoPoint(saved.looking, point["state"], lengths, checked))
    note = _note(obj.get("undo_note"))
    if note and saved.looking is not None:
        saved.notes[saved.looking] = note


def _read_v2(obj: dict[str, Any], saved: Saved) -> None:
    people = people_of(saved.seats)
    raw_people = obj.get("people")
    if not (isinstance(raw_people, list) and len(raw_people) == len(people)
            and all(isinstance(r, dict) for r in raw_people)
            and [r.get("person") for r in raw_people] == people):
        raise ValueError("its list of people does not fit its seats")
    for person, record in zip(people, raw_people):
        eyes = record.get("eyes")
        if not (_is_int(eyes) and 0 <= eyes < len(saved.seats) and saved.seats[eyes].kind == HUMAN
                and saved.seats[eyes].person == person):
            raise ValueError("its list of people does not fit its seats")
        if not _lines(record.get("log")):
            raise ValueError("its game log is not a list of lines")
        saved.eyes[person] = eyes
        saved.logs[person] = list(record["log"])
        note = _note(record.get("undo_note"))
        if note:
            saved.notes[person] = note
    onlooker = obj.get("log", [])
    if not _lines(onlooker) or (people and onlooker):
        raise ValueError("its game log is not a list of lines")
    if not people:
        saved.logs[None] = list(onlooker)
    looking = obj.get("looking")
    if not (isinstance(looking, str) and looking in people if people else looking is None):
        raise ValueError("it does not say who is at the screen")
    saved.looking = looking
    raw_undo = obj.get("undo", [])
    if not isinstance(raw_undo, list) or len(raw_undo) > MAX_UNDO:
        raise ValueError("its undo list is wrong")
    last = raw_undo[-1].get("person") if raw_undo and isinstance(raw_undo[-1], dict) else None
    for point in raw_undo:
        if not (isinstance(point, dict) and isinstance(point.get("state"), str) and point.get("person") in people
                and isinstance(point.get("logs"), list) and len(point["logs"]) == len(people)
                and all(_is_int(n) and 0 <= n <= len(saved.logs[p]) for n, p in zip(point["logs"], people))):
            raise ValueError("its undo list is wrong")
        if point["person"] != last:  # only one person's decisions can be taken back
            raise ValueError("its undo list is wrong")
        checked = _checked_state(saved.module, point["state"], len(saved.seats))
        saved.undo.append(UndoPoint(point["person"], point["state"], tuple(point["logs"]), checked))


def _checked_state(module: ModuleType, text: str, players: int) -> Any:
    state = module.from_json(text)  # BadSave on anything malformed; JSON only
    seat = module.to_act(state)
    count = getattr(state, "players", players)
    if not _is_int(count) or count != players:
        raise ValueError("its game state does not fit its seats")
    if seat is not None and not (_is_int(seat) and 0 <= seat < players):
        raise ValueError("its game state does not fit its seats")
    for p in range(players):
        module.view(state, p)  # raises if the state has another number of players
    if seat is not None:  # what the table asks first: a state that cannot answer is refused here
        module.legal_actions(module.view(state, seat))
    return state
