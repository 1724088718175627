"""Replays: a finished game kept as its seed, options, seats and decisions, never its hidden state.

While a game is played, the ``Recorder`` notes every decision applied as its place in the acting
seat's legal actions plus its label (the label is the check that the place still means the same
move). Undo takes decisions back with the state; the recorder travels in the save, so a game that
was continued after a crash keeps its whole record. When the game ends, ``Recorder.finish``
writes it to the replay shelf (``app.play.replay_file``).

Playing back never trusts the file: ``Playback`` starts a fresh game through ``Session.new`` from
the recorded seed and options, checks that it starts as the recorded one did, hands the table one
recorded decision at a time after checking it is legal at that point, and at the end compares a
digest of the final state with the recorded one. The table applies the decisions through the
session like any other move, so the animations are the normal ones.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from .seats import SeatSpec
from .undo import MAX_UNDO

MAX_DECISIONS = 100_000
MAX_LABEL = 200
NOT_KEPT = "This game began before replays were kept, so it has no replay."


class Refused(ValueError):
    """A replay that does not match the rules here; ``str(exc)`` says why, for the player."""


def digest(module: Any, state: Any) -> str:
    """A fingerprint of ``state``: the SHA-256 of its JSON with sorted keys (the same state gives
    the same digest however it was reached: loaded from a save or played)."""
    canonical = json.dumps(json.loads(module.to_json(state)), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def rules_version(module: Any, state: Any) -> int | None:
    """The version the game's rules write into their JSON (``None`` if they write none)."""
    version = json.loads(module.to_json(state)).get("version")
    return version if isinstance(version, int) and not isinstance(version, bool) else None


def label_of(action: Any) -> str:
    """The words that check a recorded decision: the action's label (its repr without one)."""
    label = getattr(action, "label", None)
    return str(label if isinstance(label, str) and label else repr(action))[:MAX_LABEL]


def legal_now(module: Any, state: Any, seat: int) -> list[Any]:
    """The acting seat's legal actions as the session offers them (from that seat's view)."""
    return list(module.legal_actions(module.view(state, seat)))


# --- recording ---------------------------------------------------------------------------------------


class Recorder:
    """The decisions of one game so far. ``marks`` holds, for each undo point, how many decisions
    came before it (pushed and popped with the undo points, so undo takes back the same moves)."""

    def __init__(self, decisions: Sequence[tuple[int, str]] = (), marks: Sequence[int] = (),
                 start: str | None = None, enabled: bool = True, why: str = "") -> None:
        self.decisions: list[tuple[int, str]] = list(decisions)
        self.marks: list[int] = list(marks)
        self.start = start          # digest of the state before the first decision
        self.enabled = enabled
        self.why = why              # why this game has no replay (when not ``enabled``)
        self.kept: Any = None       # the replay file once written (a ``Path``)
        self.problem: str | None = None  # why it could not be written

    def add(self, session: Any, seat: int, before: Any, action: Any) -> None:
        """``action`` of ``seat`` was just applied to ``before`` (a legal move: ``apply`` took it)."""
        if not self.enabled:
            return
        module = session.module
        try:  # whatever goes wrong here costs the replay, never the move
            if self.start is None and not self.decisions:
                self.start = digest(module, before)
            index = legal_now(module, before, seat).index(action)
        except Exception:
            self.stop("one of its moves could not be recorded.")
            return
        if session.person_of(seat) is not None:  # the session keeps an undo point for this one
            self.marks.append(len(self.decisions))
            del self.marks[:-MAX_UNDO]
        self.decisions.append((index, label_of(action)))
        if len(self.decisions) > MAX_DECISIONS:
            self.stop("it was too long to keep as a replay.")

    def stop(self, why: str) -> None:
        self.enabled, self.why = False, f"This game has no replay: {why}"
        self.decisions, self.marks = [], []

    def undone(self) -> None:
        """The last undo point was taken: its decision and the replies after it go too."""
        if self.enabled and self.marks:
            del self.decisions[self.marks.pop():]

    def to_save(self) -> dict[str, Any] | None:
        """The record for the save file (``None`` once it is lost: the continued game has no replay)."""
        if not self.enabled:
            return None
        return {"decisions": [list(d) for d in self.decisions], "marks": list(self.marks), "start": self.start}

    @classmethod
    def restored(cls, raw: Any) -> "Recorder":
        """The record a save kept; anything missing or wrong costs the replay, never the game."""
        try:
            if not isinstance(raw, dict):
                raise ValueError
            decisions, marks, start = raw.get("decisions"), raw.get("marks", []), raw.get("start")
            if not (isinstance(decisions, list) and len(decisions) <= MAX_DECISIONS and isinstance(marks, list)
                    and len(marks) <= MAX_UNDO and (start is None or _is_digest(start))):
                raise ValueError
            checked = [_decision(d) for d in decisions]
            if not all(_count(m) and m <= len(checked) for m in marks) or (checked and start is None):
                raise ValueError
        except ValueError:
            return cls(enabled=False, why=NOT_KEPT if raw is None else
                       "This game has no replay: its record in the save was damaged.")
        return cls(checked, marks, start)

    def finish(self, session: Any) -> None:
        """The game is over: keep its replay (once; never a lesson's, nor one played outside the app)."""
        if not self.enabled or self.kept is not None or session.stats is None or session.tutorial:
            return
        from . import replay_file

        try:
            if self.start is None:  # not one decision was made
                self.start = digest(session.module, session.state)
            record = Replay.of(session, self)
        except Exception as exc:  # the end of the game goes on without its replay
            self.problem = f"The replay of this game could not be kept ({type(exc).__name__})."
            return
        self.kept, self.problem = replay_file.shelf_for(session.stats).keep(record)


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9


def _is_digest(v: Any) -> bool:
    return isinstance(v, str) and len(v) == 64 and all(c in "0123456789abcdef" for c in v)


def _decision(d: Any) -> tuple[int, str]:
    if not (isinstance(d, list) and len(d) == 2 and _count(d[0]) and isinstance(d[1], str)
            and len(d[1]) <= MAX_LABEL):
        raise ValueError("a decision is not a move number and its label")
    return d[0], d[1]


# --- the record of a finished game -------------------------------------------------------------------


@dataclass
class Replay:
    """A finished game, as a replay file holds it (``app.play.replay_file`` reads and writes it)."""

    game_id: str
    seed: int
    seats: list[SeatSpec]
    options: dict[str, Any]
    rules: int | None                   # the rules' JSON version
    start: str                          # digest of the state the game started from
    decisions: list[tuple[int, str]]
    end: str                            # digest of the final state
    headline: str = ""                  # "You win!", as the person at the screen read it
    setup: str = ""                     # "vs Normal AI"
    when: float = 0.0                   # when it ended (seconds since the epoch)
    extra: dict[str, Any] = field(default_factory=dict)
    path: Any = None                    # the file it came from

    @classmethod
    def of(cls, session: Any, recorder: Recorder) -> "Replay":
        import time

        from . import outcome as ends

        module = session.module
        headline, _ = ends.headline(session.names, session.seats, session.winners(), session.outcome,
                                    session.looking)
        return cls(session.game_id, session.seed, list(session.seats), dict(session.options),
                   rules_version(module, session.state), recorder.start or "", list(recorder.decisions),
                   digest(module, session.state), headline, session.setup(), time.time())


# --- playing back ------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _session_class() -> type:
    from .session import Session

    class ReplaySession(Session):
        """A game replayed: nobody decides at the table, nothing is saved, counted or recorded."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.recorder.enabled = False
            self.applied = 0

        def apply(self, action: Any) -> Any:
            events = super().apply(action)
            self.applied += 1
            return events

        def is_human_turn(self) -> bool:
            return False

        def human_actions(self) -> tuple[Any, ...]:
            return ()

        def curtain(self) -> str | None:
            return None

        def ai_request(self) -> Any:
            return None

        def can_undo(self) -> tuple[bool, str]:
            return False, "A replay shows a finished game: nothing can be taken back."

    return ReplaySession


class Playback:
    """One replay played back: the session the table shows and the checked decisions it asks for."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.problem: str | None = None  # why playback stopped (a decision that does not fit)
        self.given = 0                   # decisions handed to the table so far
        try:
            self.session = _session_class().new(replay.game_id, replay.seats, replay.seed, dict(replay.options))
        except Exception as exc:  # the rules here cannot even start that game
            raise Refused(f"This version cannot start that game ({str(exc)[:120] or type(exc).__name__}).") from None
        module, state = self.session.module, self.session.state
        here = rules_version(module, state)
        if here != replay.rules:
            raise Refused(f"It was recorded with another version of the rules of {self.session.facts.title} "
                          f"(version {replay.rules}; this app has version {here}).")
        if digest(module, state) != replay.start:
            raise Refused("The game it records does not start the way this version's rules start it "
                          "(edited, or recorded by another version of Castletop).")

    @property
    def total(self) -> int:
        return len(self.replay.decisions)

    def next_action(self) -> Any | None:
        """The next recorded decision, checked legal now; ``None`` at the end or after a mismatch."""
        if self.problem is not None or self.given >= self.total:
            return None
        index, label = self.replay.decisions[self.given]
        session = self.session
        number = f"Move {self.given + 1} of {self.total}"
        seat = session.module.to_act(session.state)
        if seat is None:
            return self._refuse(f"{number} comes after the game was over.")
        legal = legal_now(session.module, session.state, seat)
        if not 0 <= index < len(legal):
            return self._refuse(f"{number} is not a legal move at that point ({len(legal)} were possible).")
        if label_of(legal[index]) != label:
            return self._refuse(f"{number} (\u201c{label[:60]}\u201d) does not match the rules at that point.")
        self.given += 1
        return legal[index]

    def _refuse(self, why: str) -> None:
        self.problem = f"Replay refused: {why} The file was edited, or comes from another version."
        return None

    def done(self) -> bool:
        """Every decision was applied (or playback stopped at a mismatch)."""
        return self.problem is not None or self.session.applied >= self.total

    def verdict(self) -> str | None:
        """At the end: ``None`` when the final state is the recorded one, else why not."""
        if self.problem is not None:
            return self.problem
        if digest(self.session.module, self.session.state) != self.replay.end:
            self.problem = ("Replay refused: the game played back does not end as recorded "
                            "(the file was edited, cut short, or comes from another version).")
        return self.problem


def verify(replay: Replay) -> str | None:
    """Play ``replay`` through the rules without a table: ``None`` when it matches, else why not."""
    try:
        playback = Playback(replay)
    except Refused as exc:
        return str(exc)
    while (action := playback.next_action()) is not None:
        playback.session.apply(action)
    return playback.verdict()


__all__ = ["MAX_DECISIONS", "NOT_KEPT", "Playback", "Recorder", "Refused", "Replay", "digest", "label_of",
           "verify"]
