"""A game in progress, for any rules module in ``rules.catalog``: seats, the true state, the
viewer's log, undo, and a save after every action.

The true state stays in here: the table draws ``view()`` (the viewer's view), a human chooses
from ``human_actions()``, an AI is asked through ``ai_request()`` (its own seat's view as JSON)
and answers with an index for ``apply_ai``. ``apply`` returns the events as the viewer may see
them, for animation and sound.

Undo takes back the viewer's side's last decision and the AI replies after it, restoring the
whole state (generator included, so chance repeats exactly), but only while nothing hidden has
been revealed to the viewer since: otherwise undo would let a player peek and choose again.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Sequence

from rules import catalog
from rules.core import BadSave, Event, IllegalAction, events_for

from ..platform.storage import SAVE_FORMAT, SaveStore
from ..words import for_table

HUMAN = "human"
SEAT_KINDS: tuple[str, ...] = (HUMAN, "random", "heuristic", "easy", "normal", "hard")
SAVE_VERSION = 1
MAX_UNDO = 50  # decisions kept for undo (a game without hidden cards would otherwise grow forever)
MAX_NAME = 40
MAX_LOG = 200_000

NOTHING_YET = "You have no decision to take back yet."
GAME_OVER = "The game is over."
NO_HUMAN = "Only a player at the table can take back a decision; every seat here is an AI."
SEE_TWICE = "undoing would let you see it twice."


@dataclass(frozen=True)
class SeatSpec:
    """Who sits where: ``kind`` is ``human`` or an AI kind of ``rules.ai``; ``name`` replaces
    "Seat N" in every text."""

    kind: str
    name: str

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {self.kind!r}; choose one of {', '.join(SEAT_KINDS)}")
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name) > MAX_NAME:
            raise ValueError(f"a seat needs a name of 1 to {MAX_NAME} characters")


@dataclass(frozen=True)
class AiRequest:
    """What the AI service needs for one AI move; ``version`` detects a stale answer."""

    game_id: str
    kind: str
    seat: int
    view_json: str
    seed: int
    version: int


@dataclass
class _UndoPoint:
    state_json: str
    log_len: int
    state: Any = None  # the parsed state, kept in memory (re-parsed after loading a save)
    known: frozenset | None = None  # the viewer's known cards then, when the module tells


class Session:
    """One game. Build with ``Session.new`` or ``Session.load``; never construct directly."""

    def __init__(self, game_id: str, module: ModuleType, seats: Sequence[SeatSpec], seed: int, state: Any,
                 log: list[str], store: SaveStore | None = None) -> None:
        self.game_id = game_id
        self.module = module
        self.seats = tuple(seats)
        self.seed = seed
        self.state = state  # the true state: never show it, never hand it to an AI
        self.log = log
        self.store = store
        humans = [i for i, s in enumerate(self.seats) if s.kind == HUMAN]
        self.viewer = humans[0] if humans else 0  # an AI-only demo is watched from seat 0
        self.version = 0  # bumped by every change, so a late AI answer can be recognized
        self._save_error: str | None = None  # why the last save failed at once (see ``save_error``)
        self._undo: list[_UndoPoint] = []
        self._undo_note: str | None = None  # why the earlier decisions can no longer be undone
        self._known_last: frozenset | None = None  # the viewer's known cards after the last action

    # --- starting ---------------------------------------------------------------------------

    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatSpec], seed: int, options: dict[str, Any] | None = None,
            store: SaveStore | None = None) -> "Session":
        """A fresh game; with ``store`` it is saved now and after every action."""
        info = catalog.get(game_id)
        if len(seats) not in info.players:
            raise ValueError(f"{info.title} is played by {'/'.join(map(str, info.players))} players, not {len(seats)}")
        module = info.load()
        opening = getattr(module, "new_game_with_events", None)
        if opening is not None:
            state, events = opening(len(seats), seed, options)
        else:
            state, events = module.new_game(len(seats), seed, options), []
        session = cls(game_id, module, seats, seed, state, [], store)
        session.log.extend(session._texts(events_for(events, session.viewer)))
        session._autosave()
        return session

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    # --- what the table asks ----------------------------------------------------------------

    def view(self) -> Any:
        return self.module.view(self.state, self.viewer)

    def to_act(self) -> int | None:
        return self.module.to_act(self.state)

    def result(self) -> Any:
        return self.module.result(self.state)

    def is_over(self) -> bool:
        return self.module.to_act(self.state) is None

    def is_human_turn(self) -> bool:
        seat = self.to_act()
        return seat is not None and self.seats[seat].kind == HUMAN

    def human_actions(self) -> tuple[Any, ...]:
        """The acting human's legal actions (from their view), or ``()`` on an AI's turn."""
        if not self.is_human_turn():
            return ()
        seat = self.to_act()
        return tuple(self.module.legal_actions(self.module.view(self.state, seat)))

    def ai_request(self) -> AiRequest | None:
        """The request for the AI to move now, or ``None`` (a human's turn, or the game is over)."""
        seat = self.to_act()
        if seat is None or self.seats[seat].kind == HUMAN:
            return None
        view_json = self.module.to_json(self.module.view(self.state, seat))
        return AiRequest(self.game_id, self.seats[seat].kind, seat, view_json, self.seed + seat, self.version)

    # --- changing the game ------------------------------------------------------------------

    def apply(self, action: Any) -> list[Event]:
        """Carry out the acting seat's ``action`` (``IllegalAction`` leaves everything as it was);
        returns the events as the viewer sees them. Saves afterwards."""
        seat = self.module.to_act(self.state)
        if seat is None:
            raise IllegalAction("The game is over.")
        before = self.state
        state, events = self.module.apply(before, action)
        if self.seats[seat].kind == HUMAN:
            self._undo.append(_UndoPoint(self.module.to_json(before), len(self.log), before))
            del self._undo[:-MAX_UNDO]
        self.state = state
        seen = events_for(events, self.viewer)
        self.log.extend(self._texts(seen))
        self.version += 1
        self._check_reveals(events, seen)
        self._autosave()
        return seen

    def apply_ai(self, request: AiRequest, index: int) -> list[Event] | None:
        """Apply the AI's answer (an index into its view's legal actions); ``None`` when the
        answer is stale (the game changed since the request, e.g. by undo)."""
        if request.version != self.version or self.to_act() != request.seat:
            return None
        actions = self.module.legal_actions(self.module.view(self.state, request.seat))
        if not 0 <= index < len(actions):
            raise IllegalAction(f"the AI chose action {index + 1} of {len(actions)}")
        return self.apply(actions[index])

    def concede(self) -> None:
        """The player gives up: the save is removed (not offered as Continue) and no more saves."""
        if self.store is not None:
            self.store.clear()
        self.store = None

    # --- undo -------------------------------------------------------------------------------

    def can_undo(self) -> tuple[bool, str]:
        """Whether undo is possible now, and the reason (in plain English) when it is not."""
        if not self.humans:
            return False, NO_HUMAN
        if self.is_over():
            return False, GAME_OVER
        if not self._undo:
            return False, self._undo_note or NOTHING_YET
        return True, "Take back your last decision (and the replies that followed it)."

    def undo(self) -> tuple[bool, str]:
        """Restore the state before the last human decision, and the log as it was then."""
        ok, why = self.can_undo()
        if not ok:
            return False, why
        point = self._undo.pop()
        self.state = point.state if point.state is not None else self.module.from_json(point.state_json)
        del self.log[point.log_len:]
        self._known_last = point.known
        self.version += 1
        self._autosave()
        return True, "Your last decision was taken back."

    def _check_reveals(self, events: list[Event], seen: list[Event]) -> None:
        """Forget every undo point if this action showed the viewer something hidden."""
        if not self.humans:
            return  # nobody to undo for (an AI-only demo)
        if self.is_over():
            return self._block(GAME_OVER) if self._undo else None
        known_cards = getattr(self.module, "known_cards", None)
        if known_cards is None:
            players = len(self.seats)
            for event in events:
                private = event.visible_to
                if private is not None and self.viewer in private and len(private) < players:
                    text = for_table(event.text, self.names)
                    if self._undo or self._undo_note:
                        self._block(f"Something hidden was shown to you since your last decision ({text}); "
                                    f"{SEE_TWICE}")
                    return
            return
        now = frozenset(known_cards(self.module.view(self.state, self.viewer)))
        last, self._known_last = self._known_last, now
        if self._undo:
            top = self._undo[-1]
            if top.known is None:
                then_state = top.state if top.state is not None else self.module.from_json(top.state_json)
                top.known = frozenset(known_cards(self.module.view(then_state, self.viewer)))
            new = now - top.known
        else:  # already blocked: keep the reason up to date with the latest reveal
            new = now - last if (self._undo_note and last is not None) else frozenset()
        if new:
            self._block(self._reveal_reason(new, seen))

    def _reveal_reason(self, new: frozenset, seen: list[Event]) -> str:
        for event in seen:
            card = event.data.get("card") if hasattr(event.data, "get") else None
            if card in new:
                if event.kind == "draw":
                    return f"You have drawn a card since your last decision; {SEE_TWICE}"
                return (f"A hidden card was revealed to you since your last decision "
                        f"({for_table(event.text, self.names)}); {SEE_TWICE}")
        return f"A hidden card was revealed to you since your last decision; {SEE_TWICE}"

    def _block(self, reason: str) -> None:
        self._undo.clear()
        self._undo_note = reason

    # --- saving -----------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "seed": self.seed,
            "seats": [{"kind": s.kind, "name": s.name} for s in self.seats],
            "state": self.module.to_json(self.state),
            "undo": [{"state": p.state_json, "log": p.log_len} for p in self._undo],
            "undo_note": self._undo_note,
            "log": list(self.log),
        }

    def save(self, store: SaveStore) -> None:
        """Write this game to ``store`` atomically (``OSError`` if the disk refuses)."""
        store.write(self.to_save())

    def _autosave(self) -> None:
        if self.store is None:
            return
        try:
            if self.is_over():
                self.store.clear()  # a finished game is not offered as Continue
            else:
                self.save(self.store)
            self._save_error = None
        except OSError as exc:
            self._save_error = exc.strerror or str(exc)

    @property
    def save_error(self) -> str | None:
        """Why the game is not being saved, in one line for the player (``None`` when all is well).
        Saves are written in the background: a failure shows up here a moment later."""
        why = self._save_error or (self.store.error if self.store is not None else None)
        return f"The game could not be saved ({why}); it goes on unsaved." if why else None

    @classmethod
    def load(cls, store: SaveStore) -> tuple["Session | None", str | None]:
        """The saved game to continue, or ``(None, None)`` when there is none. A file that is not
        a usable save is moved aside and ``(None, message)`` says so; it is never executed."""
        session, message = store.read(_from_save)
        if session is None:
            return None, message
        session.store = store
        if session.is_over():
            store.clear()
            return None, None
        return session, None

    def _texts(self, events: list[Event]) -> list[str]:
        return [for_table(e.text, self.names) for e in events]


# --- reading a save: validate everything, trust nothing ---------------------------------------


def _from_save(obj: Any) -> Session:
    """A session from parsed save JSON; ``ValueError`` with a short reason for anything wrong."""
    try:
        return _parse_save(obj)
    except BadSave as exc:
        raise ValueError(f"the game in it is damaged: {exc}") from None
    except ValueError:
        raise
    except Exception as exc:  # a module tripping over a value its checks let through
        raise ValueError(f"the game in it is damaged ({type(exc).__name__})") from None


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _parse_save(obj: Any) -> Session:
    if not isinstance(obj, dict) or obj.get("format") != SAVE_FORMAT:
        raise ValueError("it is not a Castletop saved game")
    version = obj.get("version")
    if version != SAVE_VERSION:
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
    seats = [SeatSpec(s["kind"], s.get("name")) for s in raw_seats]  # ValueError on a bad kind or name
    log = obj.get("log")
    if not isinstance(log, list) or len(log) > MAX_LOG or not all(isinstance(t, str) for t in log):
        raise ValueError("its game log is not a list of lines")
    module = info.load()
    text = obj.get("state")
    if not isinstance(text, str):
        raise ValueError("it holds no game state")
    state = _checked_state(module, text, len(seats))
    raw_undo = obj.get("undo", [])
    if not isinstance(raw_undo, list) or len(raw_undo) > MAX_UNDO:
        raise ValueError("its undo list is wrong")
    undo = []
    for point in raw_undo:
        if not (isinstance(point, dict) and isinstance(point.get("state"), str) and _is_int(point.get("log"))
                and 0 <= point["log"] <= len(log)):
            raise ValueError("its undo list is wrong")
        undo.append(_UndoPoint(point["state"], point["log"], _checked_state(module, point["state"], len(seats))))
    note = obj.get("undo_note")
    if note is not None and not isinstance(note, str):
        raise ValueError("its undo note is not text")
    session = Session(game_id, module, seats, seed, state, list(log))
    session._undo = undo
    session._undo_note = note[:500] if note else None
    return session


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
    return state
