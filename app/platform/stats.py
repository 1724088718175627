"""The player's statistics: per game and seat set-up, games played, won, lost, best score, streak.

One small JSON file in the user's folder (``stats.json`` beside ``settings.json`` when
``CASTLETOP_HOME`` is set; the platform's data folder otherwise), written atomically after every
finished game. A file that cannot be used is moved aside (``stats.corrupt-<time>.json``) with a
one-line message for the player, and counting starts again; it never stops the app::

    {"format": "castletop-stats", "version": 1,
     "records": [{"game": "<game id>", "setup": "vs Normal AI", "played": 5, "won": 3, "lost": 2,
                  "abandoned": 0, "best": 14, "streak": 2, "best_streak": 3}]}

``streak`` is the current run: +n for n wins in a row, -n for n losses in a row. A game ended by
a concession counts as lost (or won, for the seats that did not concede) with no score; an
abandoned game is counted on its own and leaves the rest (and the streak) alone. This module
knows nothing of seats or games: the caller names the set-up (``app.play.outcome``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from . import storage

FORMAT = "castletop-stats"
VERSION = 1
FILE = "stats.json"
WHAT = "statistics file"
WON, LOST, ABANDONED = "won", "lost", "abandoned"
MAX_RECORDS = 1000
MAX_TEXT = 120


@dataclass
class Record:
    """One game and seat set-up."""

    game: str
    setup: str
    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    best: float | None = None
    streak: int = 0
    best_streak: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return self.game, self.setup

    def add(self, verdict: str, score: float | None) -> None:
        if verdict == ABANDONED:
            self.abandoned += 1
            return
        self.played += 1
        if verdict == WON:
            self.won += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.lost += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
        if score is not None and (self.best is None or score > self.best):
            self.best = score

    def summary(self) -> str:
        """"5 played, 3 won, best 14, streak 2 wins"."""
        parts = [f"{self.played} played", f"{self.won} won"]
        if self.best is not None:
            parts.append(f"best {self.best:g}")
        streak = streak_words(self.streak)
        if streak:
            parts.append(f"streak {streak}")
        return ", ".join(parts)


def streak_words(streak: int) -> str:
    """"2 wins", "1 loss" or "" (no game yet)."""
    if streak > 0:
        return f"{streak} win{'s' if streak != 1 else ''}"
    if streak < 0:
        return f"{-streak} loss{'es' if streak != -1 else ''}"
    return ""


def default_path() -> Path:
    """``stats.json`` in the user's data folder (the folder that holds ``saves/``)."""
    from .paths import saves_dir

    return saves_dir().parent / FILE


# --- checking a file ---------------------------------------------------------------------------------


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9


def _text(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_TEXT


def _record(obj: Any) -> Record:
    if not isinstance(obj, dict) or not _text(obj.get("game")) or not _text(obj.get("setup")):
        raise ValueError("a record without its game or set-up")
    values: dict[str, Any] = {"game": obj["game"], "setup": obj["setup"]}
    for name in ("played", "won", "lost", "abandoned", "best_streak"):
        value = obj.get(name, 0)
        if not _count(value):
            raise ValueError(f"a record with a wrong {name.replace('_', ' ')} count")
        values[name] = value
    streak, best = obj.get("streak", 0), obj.get("best")
    if not (isinstance(streak, int) and not isinstance(streak, bool) and abs(streak) < 10**9):
        raise ValueError("a record with a wrong streak")
    if best is not None and not (isinstance(best, (int, float)) and not isinstance(best, bool) and math.isfinite(best)):
        raise ValueError("a record with a wrong best score")
    if values["won"] + values["lost"] != values["played"]:
        raise ValueError("a record whose wins and losses do not add up")
    return Record(streak=streak, best=best, **values)


def _check(obj: Any) -> list[Record]:
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise storage.Unreadable("not a Castletop statistics file")
    version = obj.get("version")
    if version != VERSION:
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise storage.Unreadable("it was written by a newer version of Castletop")
        raise storage.Unreadable(f"an unknown version ({str(version)[:20]})")
    records = obj.get("records")
    if not isinstance(records, list) or len(records) > MAX_RECORDS:
        raise storage.Unreadable("its list of records is wrong")
    out = [_record(r) for r in records]
    if len({r.key for r in out}) != len(out):
        raise ValueError("a set-up counted twice")
    return out


def _owned(obj: Any) -> bool:
    return isinstance(obj, dict) and obj.get("format") == FORMAT


# --- the book ------------------------------------------------------------------------------------------


class StatsBook:
    """The statistics in ``path`` (the user's by default), read once on first use."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = Path(path) if path is not None else None
        self._records: list[Record] | None = None
        self.message: str | None = None  # why the file could not be used (it was moved aside)

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = default_path()
        return self._path

    def load(self) -> str | None:
        """Read the file (once); the message says it was damaged and moved aside, else ``None``."""
        if self._records is None:
            records, self.message = storage.load_json(self.path, WHAT, _check)
            self._records = records or []
        return self.message

    @property
    def records(self) -> list[Record]:
        self.load()
        assert self._records is not None
        return list(self._records)

    def get(self, game: str, setup: str) -> Record | None:
        return next((r for r in self.records if r.key == (game, setup)), None)

    def record(self, game: str, setup: str, verdict: str, score: float | None = None) -> Record:
        """Count one finished game and write the file at once (``OSError`` if the disk refuses;
        the count is kept in memory for this run all the same)."""
        if verdict not in (WON, LOST, ABANDONED):
            raise ValueError(f"unknown verdict {verdict!r}")
        self.load()
        assert self._records is not None
        entry = self.get(game, setup)
        if entry is None:
            entry = Record(game, setup[:MAX_TEXT])
            self._records.append(entry)
        entry.add(verdict, score)
        self.save()
        return entry

    def save(self) -> None:
        data = {"format": FORMAT, "version": VERSION,
                "records": [{f.name: getattr(r, f.name) for f in fields(Record)} for r in self.records]}
        storage.atomic_write_json(self.path, data, owned=_owned)


def book() -> StatsBook:
    """The user's statistics, read afresh from the file on first use."""
    return StatsBook()


__all__ = ["ABANDONED", "LOST", "Record", "StatsBook", "WON", "book", "default_path", "streak_words"]
