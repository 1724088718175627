"""The verdicts of the kill-and-resume check (``app.checks.kill_resume``): what a run found, the
watch over the save while the app plays, and the checks after the relaunch. Kept apart so the
command module stays about running processes."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..platform import storage

MOVES_AFTER = 3        # AI moves the continued game must make


@dataclass
class Outcome:
    """What one run found; ``problems`` empty means the app resumed as it must."""

    plan: Any  # kill_resume.Plan
    saves_seen: int = 0
    games_seen: int = 0
    inside: bool = False           # a temporary save file was on disk at the kill
    had_save: bool = False         # a saved game was on disk at the kill
    temps_left: int = 0
    temps_swept: int = 0
    moves_after: int = 0
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    killed_after: float = 0.0      # seconds from the launch to the kill
    home: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


class SaveWatch:
    """Reads the save whenever it changes; every version must be valid and extend the last one."""

    def __init__(self, path: Path, outcome: Outcome) -> None:
        self.path, self.outcome = path, outcome
        self.stamp: tuple[int, int, int] | None = None
        self.last: dict[str, Any] | None = None

    def look(self) -> None:
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return
        stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
        if stamp == self.stamp:
            return
        self.stamp = stamp
        try:
            obj = storage.read_json(self.path)
        except FileNotFoundError:
            return  # a finished game's save was removed meanwhile
        except storage.Unreadable as exc:
            self.outcome.problems.append(f"a save read while the app ran was broken: {exc}")
            return
        self.accept(obj, "a save read while the app ran")

    def accept(self, obj: Any, what: str) -> None:
        problem = save_problem(obj, self.last)
        if problem:
            self.outcome.problems.append(f"{what}: {problem}")
            return
        if self.last is None or self.last.get("seed") != obj.get("seed"):
            self.outcome.games_seen += 1
        self.outcome.saves_seen += obj != self.last
        self.last = obj


def save_problem(obj: Any, before: dict[str, Any] | None) -> str | None:
    """What is wrong with the save ``obj`` coming after ``before`` (None: nothing): it must be a
    save the app accepts and, in the same game, its log must continue the earlier one."""
    from ..play import saves

    try:
        saves.parse(obj)
    except ValueError as exc:
        return f"not a valid save ({exc})"
    if before is not None and before.get("seed") == obj.get("seed"):
        old, new = before.get("log", []), obj.get("log", [])
        if new[:len(old)] != old:
            return f"its log does not continue the earlier save's ({len(old)} -> {len(new)} lines)"
    return None


def at_kill(data: bytes | None, watch: SaveWatch) -> Any:
    """The save on disk at the kill, checked like every version seen before (None: no save then)."""
    if data is None:
        return None
    try:
        obj = json.loads(data.decode("utf-8"))
    except ValueError:
        watch.outcome.problems.append("the save on disk at the kill was half-written")
        return None
    watch.accept(obj, "the save at the kill")
    return obj


def check_resume(report: dict[str, Any], at_kill: Any, outcome: Outcome) -> None:
    """The relaunched app's ``report`` (``continue_probe``) against the save on disk at the kill:
    Continue offered exactly when there was one, that very game opened, moves made and saved."""
    problems = outcome.problems
    if report.get("error"):
        problems.append(f"the relaunched app failed: {report['error']}")
    if report.get("message"):
        problems.append(f"the title said: {report['message']}")
    if at_kill is None:
        if report.get("offered"):
            problems.append("Continue was offered with no save on disk at the kill")
        return
    if not report.get("offered") or not report.get("continued"):
        problems.append("the title did not offer Continue, or it did not open the game")
        return
    if report.get("loaded") != at_kill:
        problems.append("the continued game is not the save on disk at the kill")
    outcome.moves_after = int(report.get("moves") or 0)
    if outcome.moves_after < MOVES_AFTER and not report.get("over"):
        problems.append(f"only {outcome.moves_after} moves were made after Continue")
    after = report.get("after")
    if report.get("save_error"):
        problems.append(f"saving after Continue failed: {report['save_error']}")
    elif after is None and not report.get("over"):
        problems.append("the continued game was not saved again")
    elif after is not None:
        problem = save_problem(after, at_kill)
        if after.get("seed") != at_kill.get("seed"):
            problems.append("the save after Continue is another game")
        elif problem or after == at_kill:
            problems.append(f"the save after Continue: {problem or 'the moves were not saved'}")


def check_files(home: Path, temps: list[Path], aged: bool, outcome: Outcome) -> None:
    """Every file under ``home`` parses; a kill's temporary files are swept once old (else left)."""
    for path in sorted(p for p in home.rglob("*") if p.is_file()):
        if path.name.startswith(".") and path.name.endswith(".tmp"):
            if path in temps and aged:
                outcome.problems.append(f"an old temporary file was not swept: {path.name}")
            continue
        if ".corrupt-" in path.name:
            outcome.problems.append(f"the app set a file aside: {path.relative_to(home)}")
        try:
            storage.read_json(path)
        except (storage.Unreadable, OSError) as exc:
            outcome.problems.append(f"{path.relative_to(home)} does not parse: {exc}")
    outcome.temps_swept = sum(1 for t in temps if not t.exists())
