"""Replay files: the last ``KEEP`` finished games, one small JSON file each, in ``replays/`` beside
the statistics (under ``CASTLETOP_HOME`` when it is set). Written atomically; read as JSON only,
validated field by field, never executed::

    {"format": "castletop-replay", "version": 1, "app": "0.1.0", "game": "<game id>", "rules": 1,
     "seed": 21, "seats": [{"kind": "human", "name": "You", "person": "You"}, {"kind": "normal", "name": "Rival"}],
     "options": {}, "start": "<sha256 of the first state>", "decisions": [[3, "Play the 5 of Keys"], ...],
     "end": "<sha256 of the final state>", "headline": "You win!", "setup": "vs Normal AI", "when": 1763.5}

A file that cannot be used (not JSON, another format or a newer version, a game this version does
not know, a wrong field) is refused with a one-line reason and moved aside
(``replay-....corrupt-<time>.json``), never deleted; so is one whose moves turn out not to match
the rules during playback (``ReplayShelf.refuse``). Older replays beyond ``KEEP`` are deleted.
"""

from __future__ import annotations

import math
import os
import re
import time
from pathlib import Path
from typing import Any

from rules import catalog

from ..platform import storage
from . import saves
from .replay import MAX_DECISIONS, MAX_LABEL, Refused, Replay, _decision, _is_digest
from .seats import SeatSpec

FORMAT = "castletop-replay"
VERSION = 1
KEEP = 50
FOLDER = "replays"
WHAT = "replay"
MAX_TEXT = 200
NAME = re.compile(r"^replay-\d{8}-\d{6}-\d{9}(-\d+)?\.json$")


# --- the file's content --------------------------------------------------------------------------------


def to_json(replay: Replay) -> dict[str, Any]:
    from .. import __version__

    from .saves import seat_json

    seats = [seat_json(s) for s in replay.seats]
    return {"format": FORMAT, "version": VERSION, "app": __version__, "game": replay.game_id,
            "rules": replay.rules, "seed": replay.seed, "seats": seats, "options": replay.options,
            "start": replay.start, "decisions": [list(d) for d in replay.decisions], "end": replay.end,
            "headline": replay.headline[:MAX_TEXT], "setup": replay.setup[:MAX_TEXT], "when": replay.when}


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _text(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise Refused(f"its {key} is not a short text")
    return value


def parse(obj: Any) -> Replay:
    """A checked replay (``Refused`` with a short reason otherwise). The moves themselves are
    checked against the rules when played back (``app.play.replay.Playback``)."""
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise Refused("it is not a Castletop replay")
    version = obj.get("version")
    if version != VERSION:
        if _int(version) and version > VERSION:
            raise Refused(f"it was made by a newer version of Castletop (replay format {version}; "
                          f"this one reads format {VERSION})")
        raise Refused(f"it has an unknown replay format version ({str(version)[:20]})")
    game_id = obj.get("game")
    if not isinstance(game_id, str):
        raise Refused("it does not say which game it is")
    try:
        info = catalog.get(game_id)
    except KeyError:
        raise Refused(f"it is a replay of a game this version does not know ({game_id[:40]!r})") from None
    seed, rules = obj.get("seed"), obj.get("rules")
    if not _int(seed) or not (rules is None or _int(rules)):
        raise Refused("its seed or rules version is not a number")
    raw_seats = obj.get("seats")
    if not (isinstance(raw_seats, list) and len(raw_seats) in info.players
            and all(isinstance(s, dict) and isinstance(s.get("kind"), str) for s in raw_seats)):
        raise Refused("its list of seats is wrong")
    try:
        seats = [SeatSpec(s["kind"], s.get("name"), s.get("person") or "") for s in raw_seats]
    except ValueError:
        raise Refused("its list of seats is wrong") from None
    options = obj.get("options", {})
    if not isinstance(options, dict):
        raise Refused("its options are wrong")
    start, end, decisions = obj.get("start"), obj.get("end"), obj.get("decisions")
    if not (_is_digest(start) and _is_digest(end)):
        raise Refused("its fingerprints of the game are missing or wrong")
    if not isinstance(decisions, list) or len(decisions) > MAX_DECISIONS:
        raise Refused("its list of moves is wrong")
    try:
        moves = [_decision(d) for d in decisions]
    except ValueError:
        raise Refused(f"its list of moves is wrong (a move is not a number and a label of up to {MAX_LABEL} "
                      "characters)") from None
    when = obj.get("when", 0.0)
    if not (isinstance(when, (int, float)) and not isinstance(when, bool) and math.isfinite(when)):
        raise Refused("its date is wrong")
    return Replay(game_id, seed, seats, saves._lobby_options(options, info), rules, start, moves, end,
                  _text(obj, "headline"), _text(obj, "setup"), float(when))


# --- the shelf of replays ------------------------------------------------------------------------------


class ReplayShelf:
    """The replay files in ``folder``: keep a new one, list them newest first, load one."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def files(self) -> list[Path]:
        """Every replay file, oldest first (their names begin with the time they were written)."""
        try:
            names = [e.name for e in os.scandir(self.folder) if NAME.match(e.name)]
        except OSError:
            return []
        return [self.folder / n for n in sorted(names)]

    def keep(self, replay: Replay) -> tuple[Path | None, str | None]:
        """Write ``replay`` as a new file and forget the oldest beyond ``KEEP``: ``(path, None)``,
        or ``(None, message)`` when the disk refuses (the game itself is not affected)."""
        now = time.time_ns()  # names sort in the order written (UTC: no daylight-saving jumps)
        base = f"replay-{time.strftime('%Y%m%d-%H%M%S', time.gmtime(now // 10**9))}-{now % 10**9:09d}"
        path, n = self.folder / f"{base}.json", 2
        while os.path.lexists(path):
            path, n = self.folder / f"{base}-{n}.json", n + 1
        try:
            storage.atomic_write_json(path, to_json(replay))
        except (OSError, ValueError) as exc:
            return None, f"The replay of this game could not be kept ({getattr(exc, 'strerror', None) or exc})."
        for old in [f for f in self.files() if f != path][:-(KEEP - 1)]:
            try:
                old.unlink()
            except OSError:
                pass
        replay.path = path
        return path, None

    def entries(self) -> list[tuple[Path, Replay | str]]:
        """Every replay file, newest first, with its replay, or why it cannot be used (it is
        refused, and set aside, when someone asks to watch it)."""
        out: list[tuple[Path, Replay | str]] = []
        for path in reversed(self.files()):
            try:
                replay: Replay | str = parse(storage.read_json(path))
                replay.path = path  # type: ignore[union-attr]
            except (OSError, storage.Unreadable, ValueError) as exc:
                replay = str(exc) or "not a usable file"
            out.append((path, replay))
        return out

    def load(self, path: Path) -> tuple[Replay | None, str | None]:
        """The replay in ``path``; ``(None, message)`` when it cannot be used (moved aside)."""
        path = Path(path)
        try:
            replay = parse(storage.read_json(path))
        except FileNotFoundError:
            return None, "This replay is no longer there."
        except PermissionError:
            return None, f"This replay could not be read (permission denied): {path}"
        except (OSError, storage.Unreadable, ValueError) as exc:
            return None, self.set_aside(path, f"Replay refused: {str(exc) or 'it is not a usable file'}.")
        replay.path = path
        return replay, None

    def refuse(self, replay: Replay, why: str) -> str:
        """``replay`` did not match the rules when played back: move its file aside; the message."""
        return self.set_aside(replay.path, why) if replay.path is not None else why

    @staticmethod
    def set_aside(path: Path, why: str) -> str:
        """Move a refused file out of the list (never delete it); ``why`` and where it went."""
        if not os.path.lexists(path):
            return why
        try:
            moved = storage.move_aside(path)
        except OSError:
            return why
        return f"{why} It was set aside as {moved.name}."


def shelf_for(book: Any) -> ReplayShelf:
    """The shelf beside the statistics file of ``book`` (``app.platform.stats.StatsBook``)."""
    return ReplayShelf(Path(book.path).parent / FOLDER)


def shelf() -> ReplayShelf:
    """The user's replays (beside the user's statistics)."""
    from ..platform.stats import default_path

    return ReplayShelf(default_path().parent / FOLDER)


__all__ = ["FORMAT", "KEEP", "ReplayShelf", "VERSION", "parse", "shelf", "shelf_for", "to_json"]
