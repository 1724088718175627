"""A game in progress, for any rules module in ``rules.catalog``: seats and the people who play
them, the true state, each person's log, undo per person, and a save after every action.

The true state stays in here. The table draws ``view()``: the view of ``perspective``, the seat
whose eyes the person at the screen (``looking``) uses now. Several people may share the screen:
when the next seat to act belongs to someone else and the game has secrets, ``curtain()`` names
who must take the screen before the table may be shown again, and ``pass_to`` records that they
did. A human chooses from ``human_actions()``; an AI is asked through ``ai_request()`` (its own
seat's view as JSON) and answers with an index for ``apply_ai``.

Every person reads the log through their own eyes ("You draw a card" for them, "Ann draws a
card" for the others); an AI-only game is watched as seat 0 sees it, by an onlooker.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Sequence

from rules import catalog
from rules.core import Event, IllegalAction, event_text, events_for
from rules.core.game import GameFacts

from ..platform.storage import SaveStore
from . import outcome as ends, replay, saves
from .ai_request import AiRequest
from .outcome import Outcome
from .seats import HUMAN, MAX_NAME, SEAT_KINDS, SeatSpec, people_of
from .undo import GAME_OVER, NO_HUMAN, NOTHING_YET, SEE_TWICE, UNDONE, UndoBook, UndoPoint

__all__ = ["AiRequest", "GAME_OVER", "HUMAN", "MAX_NAME", "NO_HUMAN", "NOTHING_YET", "SAVE_VERSION", "SEAT_KINDS",
           "SEE_TWICE", "SeatSpec", "Session"]

SAVE_VERSION = saves.SAVE_VERSION
ONLOOKER = None  # the key of the onlooker's log in an AI-only game


def _rules(info: GameFacts) -> ModuleType:
    """The game's rules package, with every protocol name the session relies on."""
    module = info.load()
    missing = saves.missing(module)
    if missing:
        raise ValueError(f"{info.title} cannot be played here: its rules lack {', '.join(missing)}")
    return module


class Session:
    """One game. Build with ``Session.new`` or ``Session.load``; never construct directly."""

    def __init__(self, game_id: str, module: ModuleType, seats: Sequence[SeatSpec], seed: int, state: Any,
                 store: SaveStore | None = None) -> None:
        self.game_id = game_id
        self.facts: GameFacts = catalog.get(game_id)
        self.module = module
        self.seats = tuple(seats)
        self.seed = seed
        self.options: dict[str, Any] = {}  # the New game choices (``FACTS.options``), for "Play again"
        self.state = state  # the true state: never show it, never hand it to an AI
        self.store = store
        self.people: list[str] = people_of(self.seats)
        self._seats_of = {p: tuple(i for i, s in enumerate(self.seats) if s.kind == HUMAN and s.person == p)
                          for p in self.people}
        self.looking: str | None = self.people[0] if self.people else None
        self.eyes: dict[str, int] = {p: seats[0] for p, seats in self._seats_of.items()}
        self.logs: dict[str | None, list[str]] = {p: [] for p in self.people} if self.people else {ONLOOKER: []}
        self.undo_book = UndoBook()
        self.unsure = False  # nobody knows who holds the screen (a shared game just continued)
        self.version = 0  # bumped by every change, so a late AI answer can be recognized
        self.tutorial = False  # a lesson's game: never saved, its results offer to replay the lesson
        self._save_error: str | None = None  # why the last save failed at once (see ``save_error``)
        self.outcome: Outcome | None = None  # the game ended outside the rules (conceded, abandoned)
        self.stats: Any = None  # where the finished game is counted (``app.platform.stats.StatsBook``)
        self.counted: Any = None  # the statistics' record once counted (``stats.Record``), or a message
        self.recorder = replay.Recorder()  # the decisions, kept as a replay when the game ends

    # --- starting ---------------------------------------------------------------------------

    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatSpec], seed: int, options: dict[str, Any] | None = None,
            store: SaveStore | None = None) -> "Session":
        """A fresh game; with ``store`` it is saved now and after every action. The first person
        in seat order is at the screen (the one who set the game up)."""
        info = catalog.get(game_id)
        if len(seats) not in info.players:
            raise ValueError(f"{info.title} is played by {'/'.join(map(str, info.players))} players, not {len(seats)}")
        module = _rules(info)
        rules_options = info.with_people(options, [s.kind == HUMAN for s in seats])
        state, events = module.new_game_with_events(len(seats), seed, rules_options)
        session = cls(game_id, module, seats, seed, state, store)
        session.options = {k: v for k, v in (options or {}).items() if info.option(k) is not None}
        session._write(events)
        session._follow()
        session._autosave()
        return session

    # --- who is who -------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def person_of(self, seat: int) -> str | None:
        """Who plays ``seat`` (``None`` for an AI's seat)."""
        spec = self.seats[seat]
        return spec.person if spec.kind == HUMAN else None

    def seats_of(self, person: str) -> tuple[int, ...]:
        return self._seats_of[person]

    @property
    def perspective(self) -> int:
        """The seat whose eyes the table uses now: the acting seat when its person is at the
        screen; during AI turns the last person's seat; seat 0 in an AI-only game."""
        return self.eyes[self.looking] if self.looking is not None else 0

    @property
    def viewer(self) -> int:
        """The name the table knew ``perspective`` by."""
        return self.perspective

    @property
    def log(self) -> list[str]:
        """The log as the person looking reads it (the onlooker's in an AI-only game)."""
        return self.logs[self.looking]

    def curtain(self) -> str | None:
        """The person the screen must be passed to before the table may be shown again, or
        ``None``. A curtain is needed when the seat to act belongs to another person than the one
        looking and the game has secrets (and after continuing a shared game, until someone
        takes the screen); without secrets the table simply follows the acting seat."""
        if self.looking is None:
            return None
        seat = self.to_act()
        person = self.person_of(seat) if seat is not None else None
        if self.unsure:
            return person or self.looking
        if person is None or person == self.looking or not self.facts.secrets:
            return None
        return person

    def pass_to(self, person: str) -> None:
        """``person`` took the screen: the table shows their seat (the acting one if it is theirs)."""
        if person not in self._seats_of:
            raise ValueError(f"nobody called {person!r} plays in this game")
        self.looking = person
        self.unsure = False
        self._follow()  # their seat if it is to act (and, without secrets, always the acting person's)
        self._autosave()

    def look_through(self, seat: int) -> bool:
        """Show the table through another of the person's own seats (until the next move); False if not theirs."""
        mine = self.looking is not None and seat in self._seats_of.get(self.looking, ())
        if mine:
            self.eyes[self.looking] = seat  # type: ignore[index]
        return mine

    def _follow(self) -> None:
        """The acting seat's person is at the screen (or may be, without secrets): use its eyes."""
        seat = self.to_act()
        if seat is None or self.looking is None or self.unsure:
            return
        person = self.person_of(seat)
        if person is None:
            return  # an AI's turn: the table stays with the last person's seat
        if person == self.looking or not self.facts.secrets:
            self.looking = person
            self.eyes[person] = seat

    # --- what the table asks ----------------------------------------------------------------

    def view(self) -> Any:
        return self.module.view(self.state, self.perspective)

    def person_views(self) -> dict[int, Any]:
        """The view of every seat the person looking plays (one person may play several seats of a
        cooperative game and see what any of them sees), the perspective's first; the
        perspective's alone for an onlooker."""
        seats = self._seats_of.get(self.looking, ()) if self.looking is not None else ()
        eyes = self.perspective
        return {seat: self.module.view(self.state, seat) for seat in (eyes, *(s for s in seats if s != eyes))}

    def to_act(self) -> int | None:
        """The seat deciding now (asked many times a frame: kept per state object, never changed in place)."""
        if getattr(self, "_acting", (None,))[0] is not self.state:
            self._acting: tuple[Any, int | None] = (self.state, self.module.to_act(self.state))
        return None if self.outcome is not None else self._acting[1]

    def result(self) -> Any:
        """The rules' result (``None`` while the game goes on, and for a game ended outside the
        rules: see ``outcome``)."""
        return self.module.result(self.state)

    def is_over(self) -> bool:
        return self.to_act() is None

    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over, by the rules or outside them."""
        if self.outcome is not None:
            return self.outcome.winners
        result = self.result()
        return tuple(result.winners) if result is not None else ()

    def is_human_turn(self) -> bool:
        """The acting seat is played by the person looking, and no curtain is pending."""
        seat = self.to_act()
        return (seat is not None and self.looking is not None and not self.unsure
                and self.person_of(seat) == self.looking)

    def human_actions(self) -> tuple[Any, ...]:
        """The acting person's legal actions (from their seat's view), or ``()`` otherwise."""
        if not self.is_human_turn():
            return ()
        seat = self.to_act()
        return tuple(self.module.legal_actions(self.module.view(self.state, seat)))

    def ai_request(self) -> AiRequest | None:
        """The request for the AI to move now, or ``None`` (a person's turn, or the game is over)."""
        seat = self.to_act()
        if seat is None or self.seats[seat].kind == HUMAN:
            return None
        view_json = self.module.to_json(self.module.view(self.state, seat))
        return AiRequest(self.game_id, self.seats[seat].kind, seat, view_json, self.seed + seat, self.version)

    # --- changing the game ------------------------------------------------------------------

    def apply(self, action: Any) -> list[Event]:
        """Carry out the acting seat's ``action`` (``IllegalAction`` leaves everything as it was);
        returns the events as the perspective seat saw them. Saves afterwards. ``perspective``
        may move to the next acting seat afterwards (check ``curtain()`` and redraw)."""
        seat = self.to_act()
        if seat is None:
            raise IllegalAction("The game is over.")
        before = self.state
        state, events = self.module.apply(before, action)
        self.recorder.add(self, seat, before, action)
        eyes = self.perspective
        person = self.person_of(seat)
        if person is not None:
            lengths = tuple(len(self.logs[p]) for p in self.people)
            self.undo_book.record(UndoPoint(person, self.module.to_json(before), lengths, before))
        self.state = state
        self._write(events)
        self.version += 1
        self.undo_book.after_action(self, events, self.is_over())
        self._follow()
        self._autosave()
        if self.is_over():
            self._count()
        return events_for(events, eyes)

    def apply_ai(self, request: AiRequest, index: int) -> list[Event] | None:
        """Apply the AI's answer (an index into its view's legal actions); ``None`` when the
        answer is stale (the game changed since the request, e.g. by undo)."""
        if request.version != self.version or self.to_act() != request.seat:
            return None
        actions = self.module.legal_actions(self.module.view(self.state, request.seat))
        if not 0 <= index < len(actions):
            raise IllegalAction(f"the AI chose action {index + 1} of {len(actions)}")
        return self.apply(actions[index])

    def concede(self, person: str | None = None, standings: Sequence[float] | None = None) -> None:
        """``person`` (the person looking by default) gives up: the game ends, their seats lose
        (``outcome.concession`` says who wins; ``standings``, a number per seat, ranks several
        rivals), the save is removed (not offered as Continue) and the game is counted."""
        self._end_outside(ends.concession(self.seats, person or self.looking or "", standings,
                                          self.facts.cooperative_for(self.options)) if self.people and not self.is_over() else None)

    def abandon(self, why: str) -> None:
        """The game cannot go on (everyone left a shared game, the AI failed beyond recovery):
        it ends with no winner, ``why`` says so on the results."""
        self._end_outside(ends.abandonment(self.seats, why) if not self.is_over() else None)

    def _end_outside(self, outcome: Outcome | None) -> None:
        if self.store is not None:
            self.store.clear()
        self.store = None
        if outcome is not None:
            self.outcome = outcome
            self.version += 1
            self._count()

    def _count(self) -> None:
        """Count the finished game in the statistics, once (never a lesson's or an AI-only game)."""
        self.recorder.finish(self)
        if self.stats is not None and self.counted is None and not self.tutorial and self.people:
            self.counted = ends.count(self.stats, self.game_id, self.setup(), self.seats, self.people,
                                      self.winners(), self.outcome, self.result())

    def setup(self) -> str:
        """The seats around the person who set the game up ("vs Normal AI"): the statistics' key."""
        return ends.setup_words(self.seats, ends.user_of(self.people), self.facts.cooperative_for(self.options))

    def progress(self) -> str:
        """How far the game has gone, in a few words ("round 2"), or ""."""
        return ends.progress_words(self.module, self.view(), self.log)

    # --- undo, for the person looking -------------------------------------------------------

    def can_undo(self) -> tuple[bool, str]:
        """Whether the person looking may take back their last decision now, and the reason (in
        plain English) when not."""
        if not self.people:
            return False, NO_HUMAN
        if self.is_over():
            return False, GAME_OVER
        return self.undo_book.can(self.looking)

    def undo(self) -> tuple[bool, str]:
        """Restore the state before the looking person's last decision, and every log as it was."""
        ok, why = self.can_undo()
        if not ok:
            return False, why
        point = self.undo_book.take()
        self.recorder.undone()
        self.state = point.state if point.state is not None else self.module.from_json(point.state_json)
        for person, length in zip(self.people, point.logs):
            del self.logs[person][length:]
        self.version += 1
        self.undo_book.refresh(self)
        self._follow()
        self._autosave()
        return True, UNDONE

    # --- reading events through a person's eyes ---------------------------------------------

    def read(self, events: Sequence[Event], person: str) -> list[tuple[Event, str]]:
        """``events`` as ``person`` sees them, with their texts: a private event seen by any of
        their seats is shown, in the words of the seat whose eyes they use now."""
        seats, reader = self._seats_of[person], self.eyes[person]
        seen = []
        for event in events:
            private = event.visible_to
            shown = event if private is None or not private.isdisjoint(seats) else event.redacted
            if shown is not None:
                seen.append((shown, event_text(shown, self.names, reader)))
        return seen

    def knows(self, state: Any, person: str) -> frozenset:
        """Every hidden thing ``person`` can see in ``state`` through any of their seats."""
        known: frozenset = frozenset()
        for seat in self._seats_of[person]:
            known |= frozenset(self.module.known_cards(self.module.view(state, seat)))
        return known

    def _write(self, events: Sequence[Event]) -> None:
        """Add ``events`` to every log, each through its reader's eyes."""
        for person, lines in self.logs.items():
            if person is ONLOOKER:
                lines.extend(event_text(e, self.names) for e in events_for(events, 0))
            else:
                lines.extend(text for _, text in self.read(events, person))

    # --- saving -----------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        """This game as save JSON (version ``SAVE_VERSION``; see ``app.play.saves``)."""
        return saves.to_save(self)

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
        session, message = store.read(lambda obj: saves.from_save(obj, cls._restore))
        if session is None:
            return None, message
        session.store = store
        if session.is_over():
            store.clear()
            return None, None
        return session, None

    @classmethod
    def _restore(cls, saved: saves.Saved) -> "Session":
        """A session from a checked save: its people, logs, undo points and who is looking. In a
        game with secrets shared by several people, the screen must be passed before anything shows."""
        session = cls(saved.game_id, saved.module, saved.seats, saved.seed, saved.state)
        session.looking = saved.looking
        session.options = dict(saved.options)
        session.eyes.update(saved.eyes)
        session.logs = {p: list(lines) for p, lines in saved.logs.items()}
        session.undo_book = UndoBook(saved.undo, saved.notes)
        session.recorder = replay.Recorder.restored(saved.replay)
        session.unsure = len(session.people) > 1 and session.facts.secrets
        session._follow()
        return session
